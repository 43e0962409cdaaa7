// `values-file` through the bundled action and the command line, against the emulator: one set of
// files, two instances, each with its own values; every placeholder or value problem at its line,
// with nothing requested.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from './alerts-e2e-helpers.ts';
import { dashboard } from './dashboards-e2e-helpers.ts';

const ALERTS = `version: 1
alerts:
  - name: Checkout errors
    dashboard: Checkout
    tile: Error count
    thresholdType: above
    threshold: \${{ values.errorThreshold }}
    interval: 5m
    channel: { webhook: oncall }
    message: "\${{ values.message }}"
`;

const DASHBOARDS = `version: 1
dashboards:
  - name: "Service health (\${{ values.env }})"
    tiles:
      - name: Errors
        x: 0
        y: 0
        w: \${{ values.width }}
        h: 3
        config: { displayType: number, source: Logs, select: [{ aggFn: count, where: "\${{ values.errorWhere }}" }] }
`;

interface Annotated {
  annotations: Array<{ level: string; message: string; props: Record<string, string> }>;
}
/** file:line:col message of each error annotation, the fresh directories of w.file() left out. */
const fileErrors = (r: Annotated) =>
  r.annotations
    .filter((a) => a.level === 'error' && a.props.file)
    .map((a) => `${a.props.file}:${a.props.line}:${a.props.col} ${a.message}`.replace(/f-[A-Za-z0-9]+\//g, ''));

const fileWarnings = (r: Annotated) =>
  r.annotations
    .filter((a) => a.level === 'warning' && a.props.file)
    .map((a) => `${a.props.file}:${a.props.line}:${a.props.col} ${a.message}`.replace(/f-[A-Za-z0-9]+\//g, ''));

describe('values-file: one alert file, two instances', () => {
  let staging: World;
  let production: World;
  beforeEach(async () => {
    [staging, production] = await Promise.all([world('self-hosted'), world('managed')]);
  });
  afterEach(async () => {
    await Promise.all([staging.emu.close(), production.emu.close()]);
  });

  /** The same files in `w`'s workspace, with this environment's values file; the run's result. */
  async function sync(w: World, values: string, files: { alerts?: string; dashboards?: string }) {
    const inputs: Record<string, string> = { scope: 'team-a', 'values-file': await w.file(values, 'values.yml') };
    if (files.alerts !== undefined) inputs['alert-file'] = await w.file(files.alerts, 'alerts.yml');
    if (files.dashboards !== undefined) inputs['dashboard-file'] = await w.file(files.dashboards, 'dashboards.yml');
    return w.run(inputs);
  }
  const ours = (w: World, name: string) => w.team().alerts.find((a) => a.name === name && (a.message ?? '').includes('scope=team-a'));

  it('each instance gets its own threshold, typed as a number; a re-run sends nothing', async () => {
    const a = await sync(staging, 'errorThreshold: 5\nmessage: staging errors\n', { alerts: ALERTS });
    const b = await sync(production, 'errorThreshold: 50\nmessage: production errors\n', { alerts: ALERTS });
    expect(a.code, a.stdout).toBe(0);
    expect(b.code, b.stdout).toBe(0);
    expect(ours(staging, 'Checkout errors')).toMatchObject({ threshold: 5, message: expect.stringMatching(/^staging errors/) });
    expect(ours(production, 'Checkout errors')).toMatchObject({ threshold: 50, message: expect.stringMatching(/^production errors/) });
    // The body carried a number, not "50".
    expect(production.writes().find((x) => x.method === 'POST')?.body).toMatchObject({ threshold: 50 });

    production.emu.clearLog();
    const again = await sync(production, 'errorThreshold: 50\nmessage: production errors\n', { alerts: ALERTS });
    expect(again.code, again.stdout).toBe(0);
    expect(production.writes()).toEqual([]);
  });

  it('each instance gets its own dashboard: name, tile width and filter from its values', async () => {
    const a = await sync(staging, 'env: staging\nwidth: 6\nerrorWhere: "SeverityText:error"\n', { dashboards: DASHBOARDS });
    const b = await sync(production, 'env: production\nwidth: 12\nerrorWhere: "SeverityText:fatal"\n', { dashboards: DASHBOARDS });
    expect(a.code, a.stdout).toBe(0);
    expect(b.code, b.stdout).toBe(0);
    expect(dashboard(staging, 'Service health (staging)')?.tiles[0]).toMatchObject({ w: 6, config: { select: [{ where: 'SeverityText:error' }] } });
    expect(dashboard(production, 'Service health (production)')?.tiles[0]).toMatchObject({ w: 12, config: { select: [{ where: 'SeverityText:fatal' }] } });
  });

  it('a missing value is an error at its line, zero requests; the unused ones are warnings at theirs', async () => {
    const r = await sync(staging, 'errorThresold: 5\nmessage: m\nspare: x\n', { alerts: ALERTS });
    expect(r.code).toBe(1);
    expect(fileErrors(r)).toEqual([
      'alerts.yml:7:16 `${{ values.errorThreshold }}` has no value: `values.yml` has no `errorThreshold`; did you mean `errorThresold`?',
    ]);
    expect(fileWarnings(r)).toEqual([
      "values.yml:1:1 value `errorThresold` is used by no placeholder (`${{ values.errorThresold }}`) of this run's files; check the placeholder's spelling if one should use it",
      "values.yml:3:1 value `spare` is used by no placeholder (`${{ values.spare }}`) of this run's files; check the placeholder's spelling if one should use it",
    ]);
    expect(staging.requests()).toEqual([]);
  });

  it('one values file serves several jobs: unused values are warnings (the first 100, then a count) and the sync goes on (issue 30, finding 10)', async () => {
    const spare = Array.from({ length: 3000 }, (_, i) => `dashboardOnly${i}: ${i}`).join('\n');
    const r = await sync(staging, `errorThreshold: 5\nmessage: m\n${spare}\n`, { alerts: ALERTS });
    expect(r.code, r.stdout.slice(-2000)).toBe(0);
    expect(ours(staging, 'Checkout errors')).toMatchObject({ threshold: 5 });
    // GitHub shows 9 annotations per level; the report holds the 101 warnings.
    expect(fileWarnings(r)[0]).toMatch(/^values\.yml:3:1 value `dashboardOnly0` is used by no placeholder/);
    const report = await readFile(r.outputs.report ?? '', 'utf8');
    expect(report.match(/is used by no placeholder/g)).toHaveLength(100);
    expect(report).toContain("2,900 more values are used by no placeholder of this run's files (the first 100 are listed)");
  });

  it('placeholders without values-file: errors at their lines naming the input, zero requests', async () => {
    const r = await staging.run({ scope: 'team-a', 'alert-file': await staging.file(ALERTS) });
    expect(r.code).toBe(1);
    expect(fileErrors(r)).toEqual([
      'alerts.yml:7:16 `${{ values.errorThreshold }}` has no value: no values file is given (set `values-file`)',
      'alerts.yml:10:14 `${{ values.message }}` has no value: no values file is given (set `values-file`)',
    ]);
    expect(staging.requests()).toEqual([]);
  });

  it('a value that holds YAML stays a string: a threshold of "1\\nfoo: bar" is refused at the placeholder; "{a: 1}" is a message', async () => {
    const refused = await sync(staging, 'errorThreshold: "1\\nfoo: bar"\nmessage: "{a: 1}"\n', { alerts: ALERTS });
    expect(refused.code).toBe(1);
    expect(fileErrors(refused)).toEqual([expect.stringMatching(/alerts\.yml:7:16 .*must be a number/)]);
    expect(staging.requests()).toEqual([]);

    const ok = await sync(staging, 'errorThreshold: 3\nmessage: "{a: 1}"\n', { alerts: ALERTS });
    expect(ok.code, ok.stdout).toBe(0);
    expect(ours(staging, 'Checkout errors')?.message).toMatch(/^\{a: 1\}/);
  });

  it('the combined run: a value one kind of file uses is not unused for the other; both files substituted', async () => {
    const alerts = ALERTS.replace('dashboard: Checkout', 'dashboard: "Service health (${{ values.env }})"').replace('tile: Error count', 'tile: Errors');
    const values = 'env: staging\nwidth: 6\nerrorWhere: "SeverityText:error"\nerrorThreshold: 7\nmessage: combined\n';
    const r = await sync(staging, values, { alerts, dashboards: DASHBOARDS });
    expect(r.code, r.stdout).toBe(0);
    const board = dashboard(staging, 'Service health (staging)');
    expect(ours(staging, 'Checkout errors')).toMatchObject({ threshold: 7, dashboardId: board?.id, tileId: board?.tiles[0]?.id });

    // Both files' problems in one report: a missing value in each, and the value neither uses.
    staging.emu.clearLog();
    const broken = await sync(staging, 'env: staging\nspare: 1\n', { alerts, dashboards: DASHBOARDS });
    expect(broken.code).toBe(1);
    const files = fileErrors(broken).map((e) => /([a-z]+\.yml):(\d+)/.exec(e)?.slice(1, 3).join(':'));
    expect(files).toEqual(['dashboards.yml:8', 'dashboards.yml:10', 'alerts.yml:7', 'alerts.yml:10']);
    expect(fileWarnings(broken).map((e) => /([a-z]+\.yml):(\d+)/.exec(e)?.slice(1, 3).join(':'))).toEqual(['values.yml:2']);
    expect(staging.requests()).toEqual([]);
  });
});

describe('values-file on the command line', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('--values-file substitutes; without it the error names the flag', async () => {
    await writeFile(join(w.workspace, 'alerts.yml'), ALERTS);
    await writeFile(join(w.workspace, 'staging.yml'), 'errorThreshold: 9\nmessage: from the cli\n');
    const env = { HYPERDX_API_URL: w.emu.url, HYPERDX_API_KEY: w.emu.selfHosted.apiKey };
    const help = await runCli(['alerts', 'sync', '--help']);
    expect(help.stdout).toContain('--values-file');

    const missing = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--scope', 'team-a'], { env, cwd: w.workspace });
    expect(missing.code, missing.stderr).toBe(3); // the command line's exit code for bad input
    expect(missing.stderr).toContain('alerts.yml:7:16');
    expect(missing.stderr).toContain('no values file is given (set `--values-file`)');
    expect(w.requests()).toEqual([]);

    const apply = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--values-file', 'staging.yml', '--scope', 'team-a', '--apply'], {
      env,
      cwd: w.workspace,
    });
    expect(apply.code, apply.stderr).toBe(0);
    expect(w.team().alerts.find((a) => a.name === 'Checkout errors' && (a.message ?? '').includes('scope=team-a'))).toMatchObject({
      threshold: 9,
      message: expect.stringMatching(/^from the cli/),
    });
  });
});

describe('values-file in alerts.test', () => {
  it('tests the alerts with this environment’s values: a threshold of 10 fires at 20, one of 50 does not', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'obs-values-test-'));
    await writeFile(join(ws, 'alerts.yml'), ALERTS.replace('message: "${{ values.message }}"', 'message: plain'));
    await writeFile(
      join(ws, 'alerts.test.yml'),
      'version: 1\nalertFile: alerts.yml\ntests:\n  - alert: Checkout errors\n    values: "5 20"\n    expect: [{ at: 1, outcome: fires }]\n',
    );
    await writeFile(join(ws, 'staging.yml'), 'errorThreshold: 10\n');
    await writeFile(join(ws, 'production.yml'), 'errorThreshold: 50\n');
    const run = (values?: string) => runAction({ operation: 'alerts.test', 'test-file': 'alerts.test.yml', 'values-file': values }, { cwd: ws });
    const staging = await run('staging.yml');
    expect(staging.code, staging.stdout).toBe(0);
    const production = await run('production.yml');
    expect(production.code).toBe(1);
    expect(production.outputs.failed).toBe('1');
    const none = await run();
    expect(none.code).toBe(1);
    expect(fileErrors(none)).toEqual(['alerts.yml:7:16 `${{ values.errorThreshold }}` has no value: no values file is given (set `values-file`)']);
  });
});
