// What every run loads: the modules reachable through static imports from src/index.ts and
// src/main.ts (index.ts imports main.ts dynamically only to turn the compile cache on first). Heavy
// packages must stay behind a dynamic import() (or out of the bundle) so a cold start stays small;
// README "Performance" has the figures. Type-only imports are erased and do not count.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;']*?\s+from\s+)?'([^']+)';/gm;

function startupGraph(): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const queue = [join(SRC, 'index.ts'), join(SRC, 'main.ts')];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec === undefined) continue;
      if (spec.startsWith('.')) queue.push(join(dirname(file), spec.replace(/\.js$/, '.ts')));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  }
  return { files: files.map((f) => relative(SRC, f)), packages };
}

describe('start-up module graph', () => {
  const { files, packages } = startupGraph();

  it('follows the static imports of the whole main path', () => {
    expect(files).toEqual(expect.arrayContaining(['main.ts', 'inputs.ts', 'api/http.ts', 'report/publish.ts', 'runner/commands.ts']));
  });

  it('loads only undici’s Agent and request API: no index, no @actions/*, yaml or picomatch', () => {
    expect([...packages].sort()).toEqual(['undici/lib/api/api-request.js', 'undici/lib/dispatcher/agent.js']);
  });

  it('creates no Intl formatter while loading (ICU data costs ~13 ms)', () => {
    for (const file of files) {
      const topLevel = readFileSync(join(SRC, file), 'utf8').split('\n').filter((l) => /^(export )?(const|let|var) .*new Intl\./.test(l));
      expect(topLevel, file).toEqual([]);
    }
  });
});
