// Issue 13, item 7: files come from the workspace. A pull request can commit a symlink to a runner
// file (or name a path with `..`); after resolving symlinks, `alert-file`, `checks-file`,
// `body-file` and `output-file` must lie inside GITHUB_WORKSPACE, else the run is refused before
// the file is read or written, naming the input.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { EXAMPLE } from '../operations/alerts-e2e-helpers.ts';
import { connection } from '../stress/stress-helpers.ts';

const CHECKS =
  'version: 1\nchecks:\n  - name: Checkout errors\n    series: [{ source: Logs, aggFn: count, where: "ServiceName:checkout" }]\n    fail: "> 1000000"\n';

let emu: Emulator;
let ws: string; // the workspace (a checked-out pull request)
let outside: string; // a directory of the runner outside it

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  outside = await mkdtemp(join(tmpdir(), 'obs-ops-runner-'));
  // Valid files outside the workspace: today's code would happily read them and act.
  await writeFile(join(outside, 'alerts.yml'), EXAMPLE);
  await writeFile(join(outside, 'checks.yml'), CHECKS);
  await writeFile(join(outside, 'body.json'), '{"name":"from outside","tiles":[]}');
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  ws = await mkdtemp(join(tmpdir(), 'obs-ops-ws-'));
  emu.clearLog();
});

const run = (inputs: Record<string, string>): Promise<ActionRun> =>
  runAction({ ...connection(emu, 'self-hosted', '10000/60s'), 'dry-run': 'false', ...inputs }, { cwd: ws });

function expectRefused(r: ActionRun, input: string, why = 'outside the workspace'): void {
  expect(r.code, r.stdout.slice(-1200)).toBe(1);
  const error = r.annotations.find((a) => a.level === 'error');
  expect(error?.message).toMatch(new RegExp(`Input \`${input}\`: .*${why}`));
  expect(
    emu.log.filter((l) => l.edition !== 'admin'),
    'requests were sent',
  ).toEqual([]);
}

describe('files outside the workspace are refused (bundled action)', () => {
  it('alert-file: a committed symlink to a runner file', async () => {
    await symlink(join(outside, 'alerts.yml'), join(ws, 'alerts.yml'));
    expectRefused(await run({ 'alert-file': 'alerts.yml' }), 'alert-file');
  });

  it('alert-file: a path that climbs out, and an absolute path elsewhere', async () => {
    expectRefused(await run({ 'alert-file': `../${join(outside, 'alerts.yml').split('/').slice(-2).join('/')}` }), 'alert-file');
    expectRefused(await run({ 'alert-file': join(outside, 'alerts.yml') }), 'alert-file');
  });

  it('alert-file: a glob whose match is a symlink (or a symlinked directory) out of the workspace', async () => {
    await mkdir(join(ws, 'alerts'));
    await writeFile(join(ws, 'alerts', 'a.yml'), EXAMPLE.replace(/Checkout error rate/, 'A'));
    await symlink(join(outside, 'alerts.yml'), join(ws, 'alerts', 'b.yml'));
    expectRefused(await run({ 'alert-file': 'alerts/*.yml' }), 'alert-file');
    // Node's glob does not descend into a symlinked directory; were it to, the match would be refused.
    await mkdir(join(ws, 'more'));
    await symlink(outside, join(ws, 'more', 'linked'));
    expectRefused(await run({ 'alert-file': 'more/*/*.yml' }), 'alert-file', 'outside the workspace|matches no file');
  });

  it('checks-file: a symlink to a runner file', async () => {
    await symlink(join(outside, 'checks.yml'), join(ws, 'checks.yml'));
    expectRefused(await run({ 'checks-file': 'checks.yml' }), 'checks-file');
  });

  it('body-file: a symlinked directory out of the workspace', async () => {
    await symlink(outside, join(ws, 'bodies'));
    expectRefused(await run({ operation: 'dashboards.create', 'body-file': 'bodies/body.json' }), 'body-file');
  });

  it('output-file: a symlink to a runner file is not overwritten, nor a file in a symlinked directory created', async () => {
    const target = join(outside, 'victim.txt');
    await writeFile(target, 'keep me');
    await symlink(target, join(ws, 'export.yml'));
    expectRefused(await run({ operation: 'alerts.export', 'output-file': 'export.yml' }), 'output-file');
    expectRefused(await run({ operation: 'stack.export', 'output-file': 'export.yml' }), 'output-file');
    expect(await readFile(target, 'utf8')).toBe('keep me');

    await symlink(outside, join(ws, 'out'));
    expectRefused(await run({ operation: 'alerts.export', 'output-file': 'out/new/alerts.yml' }), 'output-file');
    expectRefused(await run({ operation: 'stack.export', 'output-file': 'out/new/stack.yml' }), 'output-file');
    expect(existsSync(join(outside, 'new'))).toBe(false);

    await symlink(join(outside, 'missing.yml'), join(ws, 'dangling.yml'));
    expectRefused(await run({ operation: 'alerts.export', 'output-file': 'dangling.yml' }), 'output-file');
    expect(existsSync(join(outside, 'missing.yml'))).toBe(false);
  });

  it('files inside the workspace, symlinks within it included, still work', async () => {
    await writeFile(join(ws, 'real.yml'), EXAMPLE);
    await symlink(join(ws, 'real.yml'), join(ws, 'alerts.yml'));
    const sync = await run({ 'alert-file': 'alerts.yml', 'dry-run': 'true' });
    expect(sync.code, sync.stdout.slice(-1200)).toBe(0);
    const exp = await run({ operation: 'alerts.export', 'output-file': 'exported/alerts.yml' });
    expect(exp.code, exp.stdout.slice(-1200)).toBe(0);
    expect(await readFile(join(ws, 'exported', 'alerts.yml'), 'utf8')).toMatch(/^version: 1/m);
  });
});
