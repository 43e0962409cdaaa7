// Issue 23, item 8: a number that is not finite is refused everywhere, said as what it is. A gate
// `fail: "> 1e400"` compared with Infinity could never fail; `threshold: .inf` was refused as
// "must be a number — got null". Through the bundled action: an annotation at file:line saying
// "not a finite number", exit 1, nothing queried or written.
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { connection, IN_WORKSPACE, TEST_WORKSPACE } from '../stress/stress-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
});
afterAll(() => emu.close());
beforeEach(() => emu.clearLog());

async function file(name: string, text: string): Promise<string> {
  const path = join(TEST_WORKSPACE, name);
  await writeFile(path, text);
  return path;
}
const run = (inputs: Record<string, string>) => runAction({ ...connection(emu, 'self-hosted', '10000/60s'), 'dry-run': 'false', ...inputs }, IN_WORKSPACE);

function expectAt(r: ActionRun, path: string, line: number): void {
  expect(r.code, r.stdout.slice(-1500)).toBe(1);
  const errors = r.annotations.filter((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, path));
  expect(errors.map((a) => `${a.props.line}: ${a.message}`)).toContainEqual(expect.stringMatching(new RegExp(`^${line}: .*not a finite number`)));
  expect(
    emu.log.filter((l) => l.method !== 'GET' || l.path.includes('charts')),
    'nothing queried or written',
  ).toEqual([]);
}

const CHECK = (fail: string) =>
  `version: 1\nchecks:\n  - name: Checkout errors\n    series: [{ source: Logs, aggFn: count, where: "ServiceName:checkout" }]\n    window: 10m\n    fail: "${fail}"\n`;
const ALERT = (threshold: string) =>
  `version: 1\nalerts:\n  - name: Checkout errors\n    dashboard: Checkout\n    tile: Error count\n    interval: 5m\n    thresholdType: above\n    channel: { webhook: oncall }\n    threshold: ${threshold}\n`;

describe('non-finite numbers are refused (bundled action)', () => {
  it('a checks gate `> 1e400` (and `< -1e999`) is no gate', async () => {
    expectAt(await run({ 'checks-file': await file('inf-gate.yml', CHECK('> 1e400')) }), join(TEST_WORKSPACE, 'inf-gate.yml'), 6);
    expectAt(await run({ 'checks-file': await file('inf-gate2.yml', CHECK('< -1e999')) }), join(TEST_WORKSPACE, 'inf-gate2.yml'), 6);
  });

  it('an alert threshold of .inf, -.inf, .nan or 1e400', async () => {
    for (const [i, v] of ['.inf', '-.inf', '.nan', '1e400', '-1.5e309'].entries()) {
      const path = await file(`inf-alert-${i}.yml`, ALERT(v));
      expectAt(await run({ 'alert-file': path }), path, 9);
    }
  });

  it('a dashboard tile placed at .inf, a checks value of .nan', async () => {
    const dash = await file(
      'inf-dash.yml',
      'version: 1\ndashboards:\n  - name: Inf\n    tiles:\n      - name: t\n        x: .inf\n        config: { displayType: markdown, markdown: hi }\n',
    );
    expectAt(await run({ 'dashboard-file': dash }), dash, 6);
    const checks = await file('nan-checks.yml', `${CHECK('> 5')}    warn: .nan\n`);
    expectAt(await run({ 'checks-file': checks }), checks, 7);
  });

  it('inputs: max-deletions and concurrency of 1e400 or Infinity', async () => {
    const alerts = await file('fine.yml', ALERT('5'));
    for (const [input, value] of [
      ['max-deletions', '1e400'],
      ['max-deletions', 'Infinity'],
      ['concurrency', '1e999'],
    ]) {
      const r = await run({ 'alert-file': alerts, [input as string]: value as string });
      expect(r.code).toBe(1);
      expect(r.annotations.find((a) => a.level === 'error')?.message).toBe(`Input \`${input}\`: \`${value}\` is not a finite number.`);
    }
    const rate = await run({ 'alert-file': alerts, 'rate-limit': `${'9'.repeat(400)}/60s` });
    expect(rate.code).toBe(1);
    expect(rate.annotations.find((a) => a.level === 'error')?.message).toMatch(/Input `rate-limit`/);
  });
});
