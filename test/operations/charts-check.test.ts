// Deploy gates (`charts.check`) through the bundled action as a process, against the emulator's
// seeded telemetry (packages/emulator/src/resources/charts/telemetry.ts: checkout error spike of 12/min in the last
// 10 minutes, checkout p95 +40 % vs one day earlier, payments stable, search 3-4 errors/min,
// no data for `ghost`).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { isAbsolute, relative } from 'node:path';
import { IN_WORKSPACE, tempFile, TEST_WORKSPACE } from '../stress/stress-helpers.ts';

interface CheckOut {
  name: string;
  status: string;
  observed: number | null;
  threshold: { fail: string | null; warn: string | null };
  baseline?: number | null;
  change?: number | null;
  group?: Record<string, unknown>;
  attempts: number;
  error?: string;
  note?: string;
}
interface Result {
  checks: CheckOut[];
  failed: number;
  warned: number;
}

/** Minutes the emulator's clock lags behind while `lagging` (telemetry not yet "ingested"). */
const LAG_MS = 30 * 60_000;
let lagUntilSeriesRequest = 0;
let emu: Emulator;

const seriesRequests = () => emu.log.filter((e) => e.path === '/api/v2/charts/series');

beforeAll(async () => {
  emu = await startEmulator({
    selfHosted: { rateLimit: false },
    // The series engine generates telemetry up to the emulator's "now": while it lags, the
    // action's window (real clock) has no data yet, as right after a deploy.
    // startEmulator may ask for the time before it returns, when `emu` is not assigned yet.
    now: () => Date.now() - ((emu as Emulator | undefined) && seriesRequests().length < lagUntilSeriesRequest ? LAG_MS : 0),
  });
});
afterAll(() => emu.close());
beforeEach(() => {
  emu.clearLog();
  emu.faults.clear();
  lagUntilSeriesRequest = 0;
});

const checksFile = (text: string): Promise<string> => tempFile(text, 'checks.yml');

/** `file`: a path in the repository (examples/…) or a temp file of the test workspace. */
function run(file: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  const inputs = { 'checks-file': file, 'base-url': emu.url, 'api-key': emu.selfHosted.apiKey, 'rate-limit': '10000/60s', ...extra };
  return runAction(inputs, isAbsolute(file) ? IN_WORKSPACE : {});
}

const result = (r: ActionRun) => r.result as Result;
const check = (r: ActionRun, name: string) => result(r).checks.find((c) => c.name === name) as CheckOut;

const errorsCheck = (name: string, service: string, extra = '') => `
  - name: ${name}
    series:
      - source: Logs
        aggFn: count
        where: "ServiceName:${service} AND SeverityText:error"
    reduce: max
    fail: "> 5"
    warn: "> 2"${extra}`;

describe('charts.check', () => {
  it('runs the shipped example: one pass, one fail on the error spike, one warning', async () => {
    const r = await run('examples/checks.yml');
    expect(r.code, r.stdout).toBe(1);
    expect(result(r)).toMatchObject({ failed: 1, warned: 1 });
    expect(r.outputs.failed).toBe('1');
    const [latency, errors, perService] = result(r).checks;
    expect(latency).toMatchObject({ name: 'Payments p95 latency vs yesterday', status: 'pass', attempts: 1, threshold: { fail: '> +20%', warn: '> +10%' } });
    expect(Math.abs(latency?.change as number)).toBeLessThan(10);
    expect(errors).toMatchObject({ name: 'Checkout errors', status: 'fail', observed: 12, threshold: { fail: '> 5', warn: '> 2' } });
    expect(perService).toMatchObject({ status: 'warn', observed: 4, group: { ServiceName: 'search' } });

    // Observed value beside the threshold in the summary, a chart per check, and the verdict.
    expect(r.summary).toMatch(/1 passed, 1 warning, 1 failed/);
    expect(r.summary).toMatch(/Checkout errors[^\n]*\| *12 *\| *&gt; 5|Checkout errors[^\n]*12[^\n]*> 5/);
    expect(r.summary).toMatch(/mermaid|xychart/);
    expect(r.stdout).toMatch(/Checkout errors: observed 12/);
    // Annotations at each check's line in the file.
    const lines = (await readFile('examples/checks.yml', 'utf8')).split('\n');
    const lineOf = (name: string) => String(lines.findIndex((l) => l.includes(`- name: ${name}`)) + 1);
    const at = (level: string) => r.annotations.filter((a) => a.level === level && a.props.file === 'examples/checks.yml').map((a) => a.props.line);
    expect(at('warning')).toEqual([lineOf('Error logs per service (except checkout)')]);
    expect(at('error')).toEqual([lineOf('Checkout errors')]);
    // One sources list, then one query per check plus one for the baseline.
    expect(emu.log.filter((e) => e.path === '/api/v2/sources')).toHaveLength(1);
    expect(seriesRequests()).toHaveLength(4);
  });

  it('judges every group and reports the worst with its group values', async () => {
    const file = await checksFile(`version: 1
checks:
  - name: Errors per service
    series: [{ source: Logs, aggFn: count, where: "SeverityText:error", groupBy: [ServiceName] }]
    reduce: max
    fail: "> 5"
    warn: "> 2"
`);
    const r = await run(file);
    expect(r.code).toBe(1);
    expect(check(r, 'Errors per service')).toMatchObject({ status: 'fail', observed: 12, group: { ServiceName: 'checkout' } });
    expect(r.summary).toMatch(/ServiceName=checkout \(worst of 4\)/);
  });

  it('compares with the same window one day earlier in percent', async () => {
    const file = await checksFile(`version: 1
checks:
  - name: Checkout p95 vs yesterday
    series: [{ source: Traces, aggFn: quantile, level: 0.95, field: Duration, where: "ServiceName:checkout" }]
    granularity: 1m
    reduce: avg
    baseline: 1d
    fail: "> +20%"
`);
    const r = await run(file);
    const c = check(r, 'Checkout p95 vs yesterday');
    expect(c.status).toBe('fail');
    expect(c.change).toBeGreaterThan(30);
    expect(c.change).toBeLessThan(50);
    expect(c.observed as number).toBeCloseTo((c.baseline as number) * (1 + (c.change as number) / 100), 6);
    const [now, before] = seriesRequests().map((e) => e.body as { startTime: number; endTime: number });
    expect(Math.abs((now?.startTime ?? 0) - (before?.startTime ?? 0))).toBe(86_400_000);
  });

  it('reads counts that arrive as strings', async () => {
    const raw = await fetch(`${emu.url}/api/v2/charts/series`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emu.selfHosted.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        series: [
          {
            sourceId: emu.state.selfHosted.sources.find((s) => s.name === 'Logs')?.id,
            aggFn: 'count',
            where: 'ServiceName:checkout AND SeverityText:error',
            groupBy: [],
          },
        ],
        startTime: Date.now() - 5 * 60_000,
        endTime: Date.now(),
        granularity: '1m',
      }),
    });
    const rows = ((await raw.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(typeof rows[0]?.['series_0.data']).toBe('string');

    const r = await run(
      await checksFile(
        `version: 1\nchecks:${errorsCheck('Checkout errors (sum)', 'checkout').replace('reduce: max', 'reduce: sum').replace('"> 5"', '"> 1000"').replace('"> 2"', '"> 999"')}\n    window: 5m\n`,
      ),
    );
    expect(r.code).toBe(0);
    expect(check(r, 'Checkout errors (sum)')).toMatchObject({ status: 'pass', observed: 60 });
  });

  it('reports no data as inconclusive (a warning), failing only with fail-on: warn or no-data: fail', async () => {
    const file = await checksFile(`version: 1\nchecks:${errorsCheck('Ghost errors', 'ghost')}\n`);
    const r = await run(file);
    expect(r.code).toBe(0);
    expect(check(r, 'Ghost errors')).toMatchObject({ status: 'inconclusive', observed: null, note: expect.stringMatching(/no data/) });
    expect(result(r)).toMatchObject({ failed: 0, warned: 1 });
    expect(r.annotations.some((a) => a.level === 'warning' && a.props.line === '3' && a.message.includes('Ghost errors'))).toBe(true);

    expect((await run(file, { 'fail-on': 'warn' })).code).toBe(1);
    const strict = await run(await checksFile(`version: 1\ndefaults: { no-data: fail }\nchecks:${errorsCheck('Ghost errors', 'ghost')}\n`));
    expect(strict.code).toBe(1);
    expect(check(strict, 'Ghost errors').status).toBe('fail');
  });

  it('re-queries until the data has arrived: passes on the third attempt', async () => {
    lagUntilSeriesRequest = 3; // the first two queries see no data yet
    const file = await checksFile(`version: 1\nchecks:${errorsCheck('Payments errors', 'payments', '\n    attempts: 4\n    every: 1s')}\n`);
    const r = await run(file);
    expect(r.code, r.stdout).toBe(0);
    expect(check(r, 'Payments errors')).toMatchObject({ status: 'pass', attempts: 3, observed: 1 });
    expect(seriesRequests()).toHaveLength(3);
  });

  it('reports a query error as an error, not a threshold breach', async () => {
    const file = await checksFile(`version: 1
checks:
  - name: Broken query
    series: [{ source: Logs, aggFn: count, where: "ServiceName = ", whereLanguage: sql }]
    fail: "> 5"
${errorsCheck('Payments errors', 'payments').slice(1)}
`);
    const r = await run(file);
    expect(r.code).toBe(1);
    const c = check(r, 'Broken query');
    expect(c).toMatchObject({ status: 'error', observed: null, error: expect.stringMatching(/^query error: .*500/) });
    expect(check(r, 'Payments errors').status).toBe('pass');
    expect(r.outputs.failed).toBe('1');
    expect(r.stdout).toMatch(/Broken query: query error/);
    expect(r.summary).toMatch(/1 passed, 1 error/);
  });

  it('refuses a bad file at its lines with nothing sent', async () => {
    const file = await checksFile(`version: 1
checks:
  - name: Bad
    series: [{ source: Logs, aggFn: p95 }]
    fail: > 5
`);
    const r = await run(file);
    expect(r.code).toBe(1);
    expect(r.annotations.some((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, file))).toBe(true);
    expect(emu.log.filter((e) => e.edition === 'self-hosted')).toEqual([]);

    const semantic = await run(
      await checksFile(`version: 1
checks:
  - name: Bad
    series: [{ source: Logs, aggFn: median }]
    fail: "> +5%"
`),
    );
    expect(semantic.code).toBe(1);
    const lines = semantic.annotations.filter((a) => a.level === 'error' && a.props.file?.endsWith('.yml')).map((a) => a.props.line);
    expect(lines).toEqual(expect.arrayContaining(['4', '5']));
    expect(emu.log.filter((e) => e.edition === 'self-hosted')).toEqual([]);
  });

  it('refuses an unknown source name before any query', async () => {
    const r = await run(await checksFile(`version: 1\nchecks:\n  - name: X\n    series: [{ source: Nope, aggFn: count }]\n    fail: "> 1"\n`));
    expect(r.code).toBe(1);
    expect(r.annotations.some((a) => a.props.line === '4' && a.message.includes('no source is named `Nope`; sources: Logs, Traces'))).toBe(true);
    expect(seriesRequests()).toEqual([]);
  });

  it('refuses the managed edition before any request', async () => {
    const r = await runAction({
      'checks-file': 'examples/checks.yml',
      ...emu.actionInputs('managed'),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/not part of the ClickHouse Cloud managed API/);
    expect(emu.log).toEqual([]);
  });
});
