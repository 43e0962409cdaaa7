// Issue 13, item 6: ids are path segments, never path syntax. `..` must not turn
// `DELETE /api/v2/alerts/..` into `DELETE /api/v2/`; ids of a shape the contract fixes (24-hex
// ObjectIds on self-hosted, UUIDs for managed keys, BYOC, organizations and services) are checked
// before any request, and the error names the input. The table of refusals runs the engine in-process (what it
// decides, and that it sends nothing); the bundled action shows once per edition that such a refusal is the step's
// exit code and error annotation.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runInProcess } from '../helpers/engine.ts';
import { connection } from '../stress/stress-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => emu.clearLog());

const PATH_SYNTAX = ['..', '.', '../dashboards', 'a/b', 'a\\b', '?x=1', '#frag', '%2e%2e', 'tab\there', 'bell\u0007', 'new\nline'];

async function refused(inputs: Record<string, string>, message: RegExp): Promise<void> {
  const outcome = await runInProcess({ ...inputs, 'dry-run': 'false' }, { root: tmpdir() });
  expect(outcome.failure, JSON.stringify(inputs.id ?? inputs['byoc-infrastructure-id'])).toMatch(message);
  expect(
    emu.log.filter((l) => l.edition !== 'admin'),
    `requests for ${JSON.stringify(inputs)}`,
  ).toEqual([]);
}

describe('ids that are path syntax are refused by the bundled action: exit 1, an error annotation naming the input, no request', () => {
  it.each([
    ['self-hosted', { operation: 'dashboards.delete', id: '../dashboards' }, /Input `id`/],
    ['managed', { operation: 'byoc.delete', 'byoc-infrastructure-id': '..', confirm: '..' }, /Input `byoc-infrastructure-id`/],
  ] as const)('%s', async (edition, inputs, message) => {
    const run = await runAction({ ...connection(emu, edition), ...inputs, 'dry-run': 'false' });
    expect(run.code, run.stdout.slice(-800)).toBe(1);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toMatch(message);
    expect(emu.log.filter((l) => l.edition !== 'admin')).toEqual([]);
  });
});

describe('ids that are path syntax are refused before any request (the engine, in-process)', () => {
  it.each(['alerts.delete', 'alerts.get', 'dashboards.delete', 'dashboards.update'])('self-hosted %s', async (operation) => {
    for (const id of PATH_SYNTAX) {
      await refused({ ...connection(emu, 'self-hosted'), operation, id, body: '{"name":"x","tiles":[]}' }, /Input `id`/);
    }
  });

  it('self-hosted: an id that is not a 24-hex ObjectId is refused naming the shape', async () => {
    await refused(
      { ...connection(emu, 'self-hosted'), operation: 'alerts.delete', id: 'not-an-object-id' },
      /Input `id` must be a 24-character hexadecimal ObjectId/,
    );
  });

  it('managed: keys.delete and byoc.delete take UUIDs only, naming the input', async () => {
    for (const id of [...PATH_SYNTAX, 'abc']) {
      await refused({ ...connection(emu, 'managed'), operation: 'keys.delete', id }, /Input `id`/);
      await refused({ ...connection(emu, 'managed'), operation: 'byoc.delete', 'byoc-infrastructure-id': id, confirm: id }, /Input `byoc-infrastructure-id`/);
    }
    await refused({ ...connection(emu, 'managed'), operation: 'keys.delete', id: 'abc' }, /Input `id` must be a UUID/);
  });

  it('managed: ClickStack ids have no fixed shape, but path syntax is refused', async () => {
    for (const id of PATH_SYNTAX) await refused({ ...connection(emu, 'managed'), operation: 'alerts.delete', id }, /Input `id`/);
  });

  it('managed: organization-id and service-id are UUIDs, checked before any request', async () => {
    await refused({ ...connection(emu, 'managed'), operation: 'keys.list', 'organization-id': '..' }, /Input `organization-id`/);
    await refused({ ...connection(emu, 'managed'), operation: 'alerts.list', 'service-id': '../keys' }, /Input `service-id`/);
  });
});

describe('ids in the bundled action', () => {
  it('a valid id still goes through, encoded as one segment', async () => {
    const alert = emu.state.selfHosted.alerts[0]!;
    const run = await runAction({ ...connection(emu, 'self-hosted'), operation: 'alerts.get', id: alert.id });
    expect(run.code, run.stdout.slice(-800)).toBe(0);
    expect(emu.log.map((l) => `${l.method} ${l.path}`)).toEqual([`GET /api/v2/alerts/${alert.id}`]);
  });

  it('ids in an alert file are checked too, at file:line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-ids-'));
    await writeFile(
      join(dir, 'alerts.yml'),
      'version: 1\nalerts:\n  - name: x\n    dashboardId: "../keys"\n    tileId: t1\n    threshold: 1\n    interval: 5m\n    thresholdType: above\n    channel: { webhook: oncall }\n',
    );
    const run = await runAction({ ...connection(emu, 'self-hosted'), 'alert-file': 'alerts.yml', 'dry-run': 'false' }, { cwd: dir });
    expect(run.code).toBe(1);
    const at = run.annotations.find((a) => a.level === 'error' && a.props.file === 'alerts.yml');
    expect(at?.props.line).toBe('4');
    expect(at?.message).toMatch(/`dashboardId` is not an id: `\/` is path syntax/);
    expect(emu.log.filter((l) => l.edition !== 'admin')).toEqual([]);
  });
});
