// Issue 30, finding 13: the documentation's examples run as written. Every fenced YAML block of every
// documentation page (README.md, CONTRIBUTING.md, the emulator's README, docs/**) is found and
// classified by what it is; a block of no known kind fails this test, so a new example cannot escape
// it. Workflows are linted by actionlint (test/readme-workflows.test.ts); every other block is read
// the way its operation reads it, and a whole file is applied with the bundled action to an emulator
// seeded with examples/emulator-seed.yml (the seed the docs point at; a stack file, which builds a
// whole instance, to an empty one), then planned again, which must
// find nothing to change. The emulator CI recipe of docs/command-line.md runs its commands against
// that seed and the example files it names.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSeedFile, parseSeed, startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { isWorkflow, yamlBlocks } from '../../scripts/actionlint.ts';
import { docsPages } from '../../scripts/docs-pages.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';

type Kind = 'workflow' | 'workflow steps' | 'alert file' | 'alert test file' | 'dashboard file' | 'stack file' | 'checks file' | 'values file' | 'seed file';

interface Block {
  where: string;
  page: string;
  text: string;
  kind: Kind | undefined;
}

const STACK_SECTIONS = ['connections', 'sources', 'savedSearches', 'webhooks', 'roles'];
const SEED_SECTIONS = ['credentials', 'selfHosted', 'selfHostedTeams', 'managed', 'telemetry'];

/** What a block is, from its top-level keys; undefined: no kind this test knows. */
function kindOf(text: string): Kind | undefined {
  if (isWorkflow({ line: 0, text })) return 'workflow';
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    return undefined;
  }
  if (Array.isArray(doc)) return doc.every((s) => s && typeof s === 'object' && ('run' in s || 'uses' in s)) ? 'workflow steps' : undefined;
  if (!doc || typeof doc !== 'object') return undefined;
  const keys = Object.keys(doc);
  const has = (...names: string[]) => names.some((n) => keys.includes(n));
  if (!has('version')) return keys.length > 0 && Object.values(doc).every((v) => v === null || typeof v !== 'object') ? 'values file' : undefined;
  if (has(...SEED_SECTIONS)) return 'seed file';
  if (has('checks')) return 'checks file';
  if (has('tests', 'alertFile')) return 'alert test file';
  if (has(...STACK_SECTIONS) || (has('dashboards') && has('alerts'))) return 'stack file';
  if (has('dashboards')) return 'dashboard file';
  if (has('alerts')) return 'alert file';
  return undefined;
}

const blocks: Block[] = docsPages().flatMap((page) =>
  yamlBlocks(readFileSync(page, 'utf8')).map((b) => ({ where: `${page}:${b.line}`, page, text: b.text, kind: kindOf(b.text) })),
);
const ofKind = (...kinds: Kind[]) => blocks.filter((b) => b.kind !== undefined && kinds.includes(b.kind));
const SEED = 'examples/emulator-seed.yml';

/**
 * A fresh emulator and a workspace to run the action in. Alert and dashboard files name what exists:
 * the seed the docs point at. A stack file builds a whole instance: an empty one.
 */
async function world(kind: Kind | undefined): Promise<{ emu: Emulator; dir: string; close: () => Promise<void> }> {
  const seed = kind === 'stack file' ? 'empty' : await loadSeedFile(SEED);
  const emu = await startEmulator({ seed, selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-docs-example-'));
  return { emu, dir, close: () => emu.close() };
}

/** The values a stack example's `{ env: NAME }` references read: a public https URL for a URL, else a string. */
function secretsOf(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\s*env:\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n) => [n, /URL/i.test(n) ? `https://hooks.example.com/docs/${n.toLowerCase()}` : `docs-example-${n.toLowerCase()}`]));
}

const FILE_INPUT = { 'alert file': 'alert-file', 'dashboard file': 'dashboard-file', 'stack file': 'stack-file' } as const;

describe('documentation examples', () => {
  it('every YAML block of every page is of a known kind', () => {
    expect(blocks.filter((b) => b.kind === undefined).map((b) => b.where)).toEqual([]);
    // Found where they are: the file formats of each page.
    for (const [page, kind] of [
      ['docs/alerts.md', 'alert file'],
      ['docs/alerts.md', 'alert test file'],
      ['docs/dashboards.md', 'dashboard file'],
      ['docs/stack.md', 'stack file'],
      ['docs/stack.md', 'values file'],
      ['docs/checks.md', 'checks file'],
      ['docs/emulator.md', 'seed file'],
    ] as const) {
      expect(
        blocks.some((b) => b.page === page && b.kind === kind),
        `${page}: ${kind}`,
      ).toBe(true);
    }
  });

  it.each(ofKind('alert file', 'dashboard file', 'stack file').map((b) => [b.where, b] as const))(
    '%s applies to the emulator as written, and a second plan finds nothing to change',
    async (_where, block) => {
      const w = await world(block.kind);
      try {
        const name = `example.yml`;
        await writeFile(join(w.dir, name), block.text);
        const input = FILE_INPUT[block.kind as keyof typeof FILE_INPUT];
        const run = (more: Record<string, string>) =>
          runAction(
            { ...w.emu.actionInputs('self-hosted'), [input]: name, 'backtest-window': 'off', prune: 'false', ...more },
            { cwd: w.dir, env: secretsOf(block.text) },
          );
        const applied = await run({});
        expect(applied.code, applied.stdout.slice(-3000)).toBe(0);
        expect(applied.annotations.filter((a) => a.level !== 'notice')).toEqual([]);
        const again = await run({ 'dry-run': 'true', 'fail-on-changes': 'true' });
        expect(again.code, again.stdout.slice(-3000)).toBe(0);
      } finally {
        await w.close();
      }
    },
    60_000,
  );

  it.each(ofKind('alert test file').map((b) => [b.where, b] as const))('%s passes against the alert file example of its page', async (_where, block) => {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-docs-example-'));
    const alerts = blocks.filter((b) => b.page === block.page && b.kind === 'alert file');
    expect(alerts.length, `${block.where}: its page shows no alert file`).toBeGreaterThan(0);
    const alertFile = (parse(block.text) as { alertFile?: string }).alertFile ?? 'alerts.yml';
    await writeFile(join(dir, alertFile), alerts[0]!.text);
    await writeFile(join(dir, 'alert-tests.yml'), block.text);
    const r = await runAction({ 'test-file': 'alert-tests.yml' }, { cwd: dir });
    expect(r.code, r.stdout.slice(-3000)).toBe(0);
  });

  it.each(ofKind('checks file').map((b) => [b.where, b] as const))('%s runs every check against the emulator’s demo telemetry', async (_where, block) => {
    const emu = await startEmulator({ selfHosted: { rateLimit: false } });
    try {
      const dir = await mkdtemp(join(tmpdir(), 'obs-ops-docs-example-'));
      await writeFile(join(dir, 'checks.yml'), block.text);
      const r = await runAction({ ...emu.actionInputs('self-hosted'), 'checks-file': 'checks.yml' }, { cwd: dir });
      // A check may fail (the demo has an error spike): that is its verdict, not a problem of the file.
      const result = r.result as { checks?: Array<{ name: string; status: string; error?: string }> };
      expect(result.checks, r.stdout.slice(-3000)).toBeDefined();
      expect(result.checks!.length).toBe((parse(block.text) as { checks: unknown[] }).checks.length);
      for (const c of result.checks!) expect(c.error, `${c.name}: ${c.error}`).toBeUndefined();
    } finally {
      await emu.close();
    }
  });

  it.each(ofKind('seed file').map((b) => [b.where, b] as const))('%s seeds an emulator', async (where, block) => {
    const emu = await startEmulator({ seed: parseSeed(where, block.text) });
    await emu.close();
  });

  it.each(ofKind('values file').map((b) => [b.where, b] as const))('%s is a map of names to strings, numbers and booleans', (_where, block) => {
    for (const [name, value] of Object.entries(parse(block.text) as Record<string, unknown>)) {
      expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/);
      expect(['string', 'number', 'boolean']).toContain(typeof value);
    }
  });

  it.each(ofKind('workflow steps').map((b) => [b.where, b] as const))('%s is a list of steps', (_where, block) => {
    for (const step of parse(block.text) as Array<Record<string, unknown>>) expect(typeof (step.run ?? step.uses)).toBe('string');
  });
});

describe('first steps', () => {
  // Not on npm yet (remove a name the day it is published): no page may tell a user to install it.
  const UNPUBLISHED = ['observability-ops-action', 'observability-ops-emulator'];

  it('no page tells users to install a package that is not published', () => {
    const install = new RegExp(`\\b(?:npm (?:install|i|add)\\b[^\\n]*?|npx (?:--package[= ])?)(?:${UNPUBLISHED.join('|')})\\b`);
    const found = docsPages().flatMap((page) =>
      readFileSync(page, 'utf8')
        .split('\n')
        .flatMap((line, i) => (install.test(line) ? [`${page}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

describe('the emulator CI recipe (docs/command-line.md)', () => {
  const recipes = ofKind('workflow').filter((b) => b.text.includes('--seed '));

  it('runs its commands against examples/emulator-seed.yml and the example files: applied, then no changes', async () => {
    expect(recipes.map((r) => r.where)).toContain(recipes.find((r) => r.page === 'docs/command-line.md')?.where);
    for (const recipe of recipes) {
      const wf = parse(recipe.text) as { jobs: Record<string, { env?: Record<string, string>; steps: Array<{ run?: string }> }> };
      const job = Object.values(wf.jobs)[0]!;
      const lines = job.steps.flatMap((s) => (s.run ?? '').split('\n'));
      // The files it names under .github/ are the repository's examples.
      const seed = /--seed (\S+)/.exec(lines.join('\n'))?.[1];
      expect(seed, recipe.where).toBe('.github/emulator-seed.yml');
      const commands = lines
        .map((l) => /(?:\bcli --|^observability-ops) ((?:dashboards|alerts|stack) sync .*)$/.exec(l.trim())?.[1])
        .filter((c) => c !== undefined);
      expect(commands.length, recipe.where).toBeGreaterThanOrEqual(2);

      const dir = await mkdtemp(join(tmpdir(), 'obs-ops-docs-recipe-'));
      await mkdir(join(dir, '.github'));
      const files = new Set([seed!, ...commands.flatMap((c) => c.split(/\s+/).filter((a) => a.startsWith('.github/')))]);
      for (const file of files) await writeFile(join(dir, file), await readFile(file.replace('.github/', 'examples/'), 'utf8'));
      const emu = await startEmulator({ seed: await loadSeedFile(join(dir, seed!)), selfHosted: { rateLimit: false } });
      try {
        const env = { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: job.env?.HYPERDX_API_KEY ?? '' };
        for (const command of commands) {
          const r = await runCli(command.split(/\s+/), { env, cwd: dir });
          expect(r.code, `${recipe.where}: ${command}\n${r.stderr}\n${r.stdout.slice(-2000)}`).toBe(0);
        }
      } finally {
        await emu.close();
      }
    }
  }, 120_000);
});
