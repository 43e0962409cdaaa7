// Issue 13, item 2: a key that might be the one the workflow runs with — its `keySuffix` matches
// the end of `key-id`, or it has no `keySuffix` at all (the schema allows that) — is never sent a
// DELETE or a disabling PATCH, by keys.prune (either mode) or keys.delete.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { apiWrites, connection } from '../stress/stress-helpers.ts';

let emu: Emulator;
afterEach(async () => {
  await emu.close();
});

const DAY = 86_400_000;
const ago = (days: number): string => new Date(Date.now() - days * DAY).toISOString();

const prune = (over: Record<string, string> = {}): Record<string, string> => ({
  ...connection(emu, 'managed', '1000/10s'),
  operation: 'keys.prune',
  'stale-after-days': '90',
  exclude: 'break-glass-*',
  'max-deletions': '10',
  'dry-run': 'false',
  ...over,
});

interface KeyResult {
  name: string;
  decision: string;
  code: string;
  reason: string;
}
const keyResults = (run: ActionRun): KeyResult[] => (run.result as { keys?: KeyResult[] } | undefined)?.keys ?? [];

describe('keys without keySuffix (bundled action against the emulator)', () => {
  it('keys.prune: when no listed key carries a keySuffix, it deletes nothing and says why', async () => {
    emu = await startEmulator({ managed: { keySuffix: false } });
    const run = await runAction(prune());
    expect(apiWrites(emu), run.stdout.slice(-1500)).toEqual([]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/no listed key carries a keySuffix/i);
    const results = keyResults(run);
    expect(results.length).toBeGreaterThan(0);
    for (const k of results) {
      expect(k.decision).toBe('kept');
      expect(k.code).toBe('no-suffix');
      expect(k.reason).toBe('kept — cannot tell whether it is the key in use (no keySuffix)');
    }
    expect(run.outputs.deleted).toBe('0');
    expect(run.summary).toMatch(/cannot tell whether it is the key in use/);
  });

  it('keys.prune: a stale key without keySuffix is kept while the other stale keys go', async () => {
    emu = await startEmulator();
    const twin = emu.state.addKey({ name: 'suffixless-stale', createdAt: ago(400), usedAt: ago(300), hideSuffix: true });
    const run = await runAction(prune());
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    const mine = keyResults(run).find((k) => k.name === 'suffixless-stale');
    expect(mine).toMatchObject({ decision: 'kept', code: 'no-suffix' });
    expect(keyResults(run).find((k) => k.name === 'grafana-reader')?.decision).toBe('deleted');
    expect(apiWrites(emu).map((w) => w.path)).not.toContainEqual(expect.stringContaining(twin.id));
    expect(emu.state.keys.some((k) => k.id === twin.id)).toBe(true);
  });

  it('keys.prune mode: disable never PATCHes a key without keySuffix', async () => {
    emu = await startEmulator();
    const twin = emu.state.addKey({ name: 'suffixless-stale', createdAt: ago(400), usedAt: ago(300), hideSuffix: true });
    const run = await runAction(prune({ mode: 'disable' }));
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['PATCH', 'PATCH', 'PATCH']);
    expect(apiWrites(emu).map((w) => w.path)).not.toContainEqual(expect.stringContaining(twin.id));
    expect(emu.state.keys.find((k) => k.id === twin.id)?.state).toBe('enabled');
  });

  it('keys.delete refuses a key without keySuffix before any write (dry run too)', async () => {
    emu = await startEmulator();
    const twin = emu.state.addKey({ name: 'suffixless', createdAt: ago(400), usedAt: ago(300), hideSuffix: true });
    for (const dryRun of ['false', 'true']) {
      const run = await runAction({ ...connection(emu, 'managed', '1000/10s'), operation: 'keys.delete', id: twin.id, 'dry-run': dryRun });
      expect(run.code, run.stdout.slice(-1500)).toBe(1);
      expect(run.stdout).toMatch(/Refusing to delete key suffixless: it has no keySuffix, so it cannot be told apart from the key in use/);
    }
    expect(apiWrites(emu)).toEqual([]);
    expect(emu.state.keys.some((k) => k.id === twin.id)).toBe(true);
  });

  it('keys.delete still refuses the key whose suffix matches key-id, and deletes a key that cannot be it', async () => {
    emu = await startEmulator();
    const twin = emu.state.keys.find((k) => k.name === 'ci-pipeline-old')!;
    const refused = await runAction({ ...connection(emu, 'managed', '1000/10s'), operation: 'keys.delete', id: twin.id, 'dry-run': 'false' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/its keySuffix …0001 matches the last 4 characters of `key-id`/);
    const other = emu.state.keys.find((k) => k.name === 'grafana-reader')!;
    const ok = await runAction({ ...connection(emu, 'managed', '1000/10s'), operation: 'keys.delete', id: other.id, 'dry-run': 'false' });
    expect(ok.code, ok.stdout.slice(-1500)).toBe(0);
    expect(apiWrites(emu).map((w) => `${w.method} ${w.path.split('/').pop()}`)).toEqual([`DELETE ${other.id}`]);
  });
});
