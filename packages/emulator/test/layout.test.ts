// The emulator's layout keeps its arrows pointing one way: the entry points (index, run, cli,
// options) → server/ → seed/ → editions/ → resources/<kind>/ → core/. A resource may use another's
// parts (an inline alert's chart is a dashboard tile's config), never an edition's; core/ knows no
// resource, edition or seed. (The package staying inside itself: test/architecture.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const RANK: Record<string, number> = { core: 0, resources: 1, editions: 2, seed: 3, server: 4, entry: 5 };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** `core`, `resources`, … or `entry` for the files at the top of src/. */
function layerOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split(/[\\/]/);
  return rest.length === 0 ? 'entry' : (first ?? 'entry');
}

/** Every import of one layer from a higher one, as `from → to`. */
export function backwardImports(): string[] {
  const found: string[] = [];
  for (const file of files(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)) {
      const target = normalize(join(dirname(file), m[1]!));
      if (!target.startsWith(SRC)) continue;
      const [from, to] = [layerOf(file), layerOf(target)];
      if (RANK[to]! > RANK[from]!) found.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  return found;
}

describe('the emulator’s layout', () => {
  it('has every source file in a known layer', () => {
    expect(
      files(SRC)
        .map(layerOf)
        .filter((l) => RANK[l] === undefined),
    ).toEqual([]);
  });

  it('imports only downwards: entry → server → seed → editions → resources → core', () => {
    expect(backwardImports()).toEqual([]);
  });

  it('keeps each kind in its own folder under resources/', () => {
    const kinds = readdirSync(join(SRC, 'resources')).sort();
    expect(kinds).toEqual([
      'alerts',
      'charts',
      'clickstack-roles',
      'connections',
      'dashboards',
      'organization',
      'saved-searches',
      'search',
      'sources',
      'team',
      'webhooks',
    ]);
    for (const kind of kinds) expect(readdirSync(join(SRC, 'resources', kind)), kind).toContain('handlers.ts');
  });
});
