import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { apiWrites, connection, expectNoSecrets } from '../stress/stress-helpers.ts';

// End to end: the bundled action as a process against the emulator's managed organization,
// whose demo seed holds: ci-pipeline (the key in use, suffix …0001), ci-pipeline-old (suffix
// twin), grafana-reader (used 200 days ago), temp-debug (never used, 120 days old),
// contractor-2025 (expired 10 days ago), dashboards-bot (fresh), break-glass-admin (used 400
// days ago), legacy-unknown (no dates), new-key (3 days old, never used).

type Emu = Awaited<ReturnType<typeof startEmulator>>;
let emu: Emu;

beforeEach(async () => {
  emu = await startEmulator();
});
afterEach(async () => {
  await emu.close();
});

const DAY = 86_400_000;
const ago = (days: number): string => new Date(Date.now() - days * DAY).toISOString();

const inputs = (over: Record<string, string> = {}): Record<string, string> => ({
  ...connection(emu, 'managed', '1000/10s'),
  operation: 'keys.prune',
  'stale-after-days': '90',
  exclude: 'break-glass-*',
  'max-deletions': '10',
  ...over,
});

interface KeyResult {
  id: string;
  name: string;
  decision: string;
  code: string;
  reason: string;
}

const decisions = (run: ActionRun): Record<string, string> =>
  Object.fromEntries(((run.result as { keys?: KeyResult[] }).keys ?? []).map((k) => [k.name, k.decision]));
const keyResult = (run: ActionRun, name: string): KeyResult | undefined => (run.result as { keys: KeyResult[] }).keys.find((k) => k.name === name);
const names = (): string[] => emu.state.keys.map((k) => k.name).sort();

/** Neither the key id in use (beyond its last 4 characters) nor any secret may leave the action. */
function expectNoKeySecrets(run: ActionRun): void {
  expectNoSecrets(run, [emu.managed.keyId, emu.managed.keySecret, ...emu.state.keys.map((k) => k.keySecret)]);
}

describe('keys.prune (managed, bundled action against the emulator)', () => {
  it('deletes stale, never-used-and-old and expired keys; keeps fresh, excluded, in-use, twin and unknown-age keys', async () => {
    const run = await runAction(inputs());
    expect(run.code).toBe(0);
    expect(decisions(run)).toEqual({
      'ci-pipeline': 'protected',
      'ci-pipeline-old': 'protected',
      'grafana-reader': 'deleted',
      'temp-debug': 'deleted',
      'contractor-2025': 'deleted',
      'dashboards-bot': 'kept',
      'break-glass-admin': 'kept',
      'legacy-unknown': 'kept',
      'new-key': 'kept',
    });
    expect(keyResult(run, 'grafana-reader')).toMatchObject({ code: 'unused', reason: expect.stringMatching(/^last used 200 days ago/) });
    expect(keyResult(run, 'temp-debug')).toMatchObject({ code: 'never-used', reason: expect.stringMatching(/^never used, created 120 days ago/) });
    expect(keyResult(run, 'contractor-2025')).toMatchObject({ code: 'expired' });
    expect(keyResult(run, 'break-glass-admin')).toMatchObject({ code: 'excluded', reason: 'excluded by "break-glass-*"' });
    expect(keyResult(run, 'legacy-unknown')).toMatchObject({ code: 'unknown-age' });
    expect(keyResult(run, 'ci-pipeline-old')).toMatchObject({ code: 'in-use' });
    expect(keyResult(run, 'new-key')).toMatchObject({ code: 'fresh' });

    expect(run.outputs.deleted).toBe('3');
    expect(run.outputs.changed).toBe('true');
    expect(names()).toEqual(['break-glass-admin', 'ci-pipeline', 'ci-pipeline-old', 'dashboards-bot', 'legacy-unknown', 'new-key'].sort());
    // One DELETE per stale key, nothing else written.
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);

    expect(run.summary).toContain('| Key | Suffix | State | Created | Last used | Expires | Decision | Reason |');
    expect(run.summary).toContain('…0001');
    expect(run.summary).toMatch(/2 keys share that suffix/);
    expectNoKeySecrets(run);
  });

  it('dry run: reports "would delete" and sends no write', async () => {
    const before = names();
    const run = await runAction(inputs({ 'dry-run': 'true' }));
    expect(run.code).toBe(0);
    expect(decisions(run)['grafana-reader']).toBe('would delete');
    expect(decisions(run)['ci-pipeline']).toBe('protected');
    expect(run.outputs.deleted).toBe('0');
    expect(run.outputs.changed).toBe('true'); // would change
    expect(apiWrites(emu)).toEqual([]);
    expect(names()).toEqual(before);
    expectNoKeySecrets(run);
  });

  it('cap exceeded: deletes nothing and fails saying why (dry run too)', async () => {
    const before = names();
    for (const dryRun of ['false', 'true']) {
      const run = await runAction(inputs({ 'max-deletions': '2', 'dry-run': dryRun }));
      expect(run.code).not.toBe(0);
      expect(run.stdout).toMatch(/3 keys would be deleted, more than max-deletions \(2\); nothing was deleted/);
      expect(decisions(run)['grafana-reader']).toBe('kept');
      expect(keyResult(run, 'grafana-reader')?.reason).toMatch(/held back: cap exceeded/);
      expect((run.result as { capExceeded: boolean }).capExceeded).toBe(true);
      expect(run.outputs.deleted).toBe('0');
    }
    expect(apiWrites(emu)).toEqual([]);
    expect(names()).toEqual(before);
  });

  it('max-deletions defaults to 5 for keys', async () => {
    for (let i = 0; i < 3; i++) emu.state.addKey({ name: `old-${i}`, createdAt: ago(300), usedAt: ago(250) });
    const run = await runAction(inputs({ 'max-deletions': '' }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/6 keys would be deleted, more than max-deletions \(5\)/);
    expect(apiWrites(emu)).toEqual([]);
  });

  it('disable mode: PATCHes state disabled instead of deleting, and skips keys already disabled', async () => {
    emu.state.addKey({ name: 'parked', state: 'disabled', createdAt: ago(300), usedAt: ago(250) });
    const run = await runAction(inputs({ mode: 'disable' }));
    expect(run.code).toBe(0);
    expect(decisions(run)).toMatchObject({
      'grafana-reader': 'disabled',
      'temp-debug': 'disabled',
      'contractor-2025': 'disabled',
      parked: 'kept',
      'ci-pipeline': 'protected',
    });
    expect(keyResult(run, 'parked')?.reason).toBe('already disabled');
    expect(run.outputs.deleted).toBe('3');
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['PATCH', 'PATCH', 'PATCH']);
    const state = Object.fromEntries(emu.state.keys.map((k) => [k.name, k.state]));
    expect(state).toMatchObject({
      'grafana-reader': 'disabled',
      'temp-debug': 'disabled',
      'contractor-2025': 'disabled',
      'ci-pipeline': 'enabled',
      'dashboards-bot': 'enabled',
    });
  });

  it('in delete mode a disabled stale key is deleted like any other', async () => {
    emu.state.addKey({ name: 'parked', state: 'disabled', createdAt: ago(300), usedAt: ago(250) });
    const run = await runAction(inputs());
    expect(run.code).toBe(0);
    expect(decisions(run).parked).toBe('deleted');
  });

  it('a 400 on one key is reported for that key, not retried, and the others are still deleted', async () => {
    const victim = emu.state.keys.find((k) => k.name === 'temp-debug');
    expect(victim).toBeDefined();
    emu.faults.add({ route: `DELETE /v1/organizations/${emu.managed.organizationId}/keys/${victim!.id}`, kind: 'status', status: 400 });
    const run = await runAction(inputs());
    expect(run.code).not.toBe(0);
    expect(decisions(run)).toMatchObject({ 'grafana-reader': 'deleted', 'temp-debug': 'failed', 'contractor-2025': 'deleted' });
    expect(keyResult(run, 'temp-debug')?.reason).toMatch(/delete failed: 400 /);
    expect(run.stdout).toMatch(/Could not delete 1 key: temp-debug \(…/);
    expect(apiWrites(emu).filter((w) => w.path.endsWith(victim!.id))).toHaveLength(1);
    expect(names()).toContain('temp-debug');
    expect(names()).not.toContain('grafana-reader');
    expect(run.outputs.deleted).toBe('2');
  });

  it('a key without the Admin role: stops at the first 403, names the permission and tries no other key', async () => {
    const dev = emu.state.addKey({ name: 'dev-runner', roles: ['developer'], keyId: 'DEVKEYID0000000dev9', secret: '4b1ddevsecret0000000000000000000000000' });
    const run = await runAction(inputs({ 'key-id': dev.keyId, 'key-secret': dev.keySecret }));
    expect(run.code).not.toBe(0);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['DELETE']);
    const outcome = decisions(run);
    expect(Object.values(outcome).filter((d) => d === 'failed')).toHaveLength(1);
    expect(Object.values(outcome).filter((d) => d === 'deleted')).toEqual([]);
    expect(keyResult(run, 'temp-debug')?.reason).toMatch(/not attempted: the API refused the credential \(403\)/);
    expect(run.stdout).toMatch(/The API refused the credential \(403 FORBIDDEN: .*\); the other keys were not attempted\. Hint: the key lacks the permission/);
    expect(names()).toEqual(expect.arrayContaining(['grafana-reader', 'temp-debug', 'contractor-2025']));
  });

  it('a 401 in the middle (the key disabled elsewhere) stops there with the 401 hint', async () => {
    emu.faults.add({ route: `DELETE /v1/organizations/${emu.managed.organizationId}/keys/`, kind: 'status', status: 401, times: 1 });
    const run = await runAction(inputs());
    expect(run.code).not.toBe(0);
    expect(apiWrites(emu)).toHaveLength(1);
    expect(run.stdout).toMatch(/refused the credential \(401 .*\); the other keys were not attempted\. Hint: the key id \/ key secret pair is wrong/);
    expect(run.outputs.deleted).toBe('0');
    expectNoKeySecrets(run);
  });

  it('deletes one by one, oldest first, within the rate limit', async () => {
    await emu.close();
    emu = await startEmulator({ managed: { rateLimit: { max: 3, windowMs: 1000 } } });
    // Same dates for the three: ties go by name.
    const [created, used] = [ago(300), ago(250)];
    for (const i of [2, 0, 1]) emu.state.addKey({ name: `old-${i}`, createdAt: created, usedAt: used });
    const nameOf = new Map(emu.state.keys.map((k) => [k.id, k.name]));
    const run = await runAction(inputs({ 'rate-limit': '3/1s' }));
    expect(run.code).toBe(0);
    expect(run.outputs.deleted).toBe('6');
    const managed = emu.log.filter((e) => e.edition === 'managed');
    expect(managed.filter((e) => e.status === 429)).toEqual([]);
    const order = managed.filter((e) => e.method === 'DELETE').map((e) => nameOf.get(e.path.split('/').pop() ?? ''));
    expect(order).toEqual(['old-0', 'old-1', 'old-2', 'grafana-reader', 'temp-debug', 'contractor-2025']);
  });

  it('a 401 because the key in use has expired is explained in the report', async () => {
    const mine = emu.state.keys.find((k) => k.keyId === emu.managed.keyId);
    mine!.expireAt = ago(1);
    const run = await runAction(inputs());
    expect(run.code).not.toBe(0);
    expect(run.summary).toMatch(/401/);
    expect(run.summary).toMatch(/Key is not active/);
    expect(run.summary).toMatch(/expired or disabled/);
    expect(apiWrites(emu)).toEqual([]);
    expectNoKeySecrets(run);
  });

  it('refuses the self-hosted edition before any request, pointing to Team Settings', async () => {
    const run = await runAction({ operation: 'keys.prune', edition: 'self-hosted', 'base-url': emu.url, 'api-key': 'x'.repeat(36) });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/not available on the self-hosted edition/);
    expect(run.stdout).toMatch(/Team Settings → API Keys/);
    expect(emu.log).toEqual([]);
  });

  it('rejects a malformed glob before any request', async () => {
    const run = await runAction(inputs({ exclude: 'break-glass-{admin' }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/Input `exclude`: pattern `break-glass-\{admin` is not a valid glob/);
    expect(emu.log).toEqual([]);
  });
});
