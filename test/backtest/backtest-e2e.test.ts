// Backtests in the alerts plan, end to end: the bundled action (and the command line) against the
// emulator over loopback, with its seeded telemetry. Windows of 12h hold for any seeded history ≥ 12h.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

/** An update of the seeded, unmarked "Checkout errors" (threshold 10 → 3), a create, and an alert on the traces source. */
const FILE = `version: 1
defaults:
  interval: 5m
  thresholdType: above
  channel: { webhook: oncall }
alerts:
  - name: Checkout errors
    adopt: true
    dashboard: Checkout
    tile: Error count
    threshold: 3
  - name: Payments errors
    dashboard: Payments
    tile: Error count
    threshold: 5
  - name: Slow checkout
    dashboard: Checkout
    tile: p95 latency
    threshold: 800
    interval: 15m
`;

interface Counts {
  windows: number;
  breaching: number;
  firings: number;
}
interface PlanAction {
  action: string;
  name: string;
  backtest?: (Counts & { window: string; interval: string; groups: Array<Counts & { group: string }>; current?: Counts }) | { skipped: string };
}

const actionsOf = (outputs: Record<string, string>): PlanAction[] => (JSON.parse(outputs.plan ?? 'null') as { actions: PlanAction[] }).actions;
const named = (actions: PlanAction[], name: string): PlanAction | undefined => actions.find((a) => a.name === name);

describe('backtests in the alerts plan (self-hosted)', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const seriesRequests = () => w.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/charts/series'));

  it('a create and an update carry `backtest` (the update its live definition as `current`), in one series request per source and interval', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'dry-run': 'true', 'backtest-window': '12h' });
    expect(r.code, r.stdout).toBe(0);
    const actions = actionsOf(r.outputs);
    const update = named(actions, 'Checkout errors');
    expect(update?.action).toBe('update');
    const bt = update?.backtest;
    if (!bt || 'skipped' in bt) throw new Error(`no backtest: ${JSON.stringify(bt)}`);
    expect(bt).toMatchObject({ window: '12h', interval: '5m' });
    // 12 h of 5-minute evaluations that lie wholly inside the window.
    expect(bt.windows).toBeGreaterThanOrEqual(143);
    expect(bt.windows).toBeLessThanOrEqual(144);
    expect(bt.groups).toEqual([{ group: '', windows: bt.windows, breaching: bt.breaching, firings: bt.firings }]);
    // The seeded error spike (the last 10 minutes, 12 checkout errors a minute) breaches both thresholds.
    expect(bt.current?.firings).toBeGreaterThanOrEqual(1);
    expect(bt.current?.windows).toBe(bt.windows);
    // A lower threshold breaches at least as often.
    expect(bt.breaching).toBeGreaterThanOrEqual(bt.current?.breaching ?? Infinity);

    const create = named(actions, 'Payments errors')?.backtest;
    if (!create || 'skipped' in create) throw new Error(`no backtest: ${JSON.stringify(create)}`);
    expect(create.current).toBeUndefined();
    // payments logs at most one error a minute: a 5-minute window never holds more than 5.
    expect(create.breaching).toBe(0);
    expect(create.firings).toBe(0);

    const slow = named(actions, 'Slow checkout')?.backtest;
    if (!slow || 'skipped' in slow) throw new Error(`no backtest: ${JSON.stringify(slow)}`);
    expect(slow.interval).toBe('15m');

    // The floor: Logs at 5m (two tiles, the update's current definition deduplicated) and Traces at 15m.
    expect(seriesRequests()).toHaveLength(2);
    expect(w.writes()).toEqual([]);
  });

  it('backtest-max-firings fails the plan before the first write, naming the alert, its firings and the limit', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'backtest-window': '12h', 'backtest-max-firings': '0' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/"Checkout errors" would have fired \d+ times/);
    expect(r.stdout).toContain('`backtest-max-firings` (0)');
    expect(r.stdout).not.toMatch(/"Payments errors" would have fired/);
    expect(w.writes()).toEqual([]);
  });

  it('a limit the alerts stay within lets the plan apply', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'backtest-window': '12h', 'backtest-max-firings': '1000' });
    expect(r.code, r.stdout).toBe(0);
    expect(w.writes().map((x) => x.method)).toEqual(['PUT', 'POST', 'POST']);
  });

  it('`backtest-window: off` sends no series request and the plan carries no backtest', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'dry-run': 'true', 'backtest-window': 'off' });
    expect(r.code, r.stdout).toBe(0);
    expect(actionsOf(r.outputs).some((a) => a.backtest !== undefined)).toBe(false);
    expect(seriesRequests()).toEqual([]);
  });

  it('a bad backtest-window is refused before any request, naming the input', async () => {
    for (const bad of ['5m', '31d', 'soon']) {
      w.emu.clearLog();
      const r = await w.run({ 'alert-file': await w.file(FILE), 'dry-run': 'true', 'backtest-window': bad });
      expect(r.code).not.toBe(0);
      expect(r.stdout).toContain('backtest-window');
      expect(w.requests()).toEqual([]);
    }
  });

  it('a failed series request skips the backtests it served, and the plan goes on', async () => {
    w.emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'status', status: 400 });
    const r = await w.run({ 'alert-file': await w.file(FILE), 'dry-run': 'true', 'backtest-window': '12h' });
    expect(r.code, r.stdout).toBe(0);
    const bt = named(actionsOf(r.outputs), 'Payments errors')?.backtest;
    expect(bt).toMatchObject({ skipped: expect.stringMatching(/^series query failed: /) as unknown });
  });

  it('the expect-plan fingerprint does not depend on the backtest', async () => {
    const path = await w.file(FILE);
    const on = await w.run({ 'alert-file': path, 'dry-run': 'true', 'backtest-window': '12h' });
    const off = await w.run({ 'alert-file': path, 'dry-run': 'true', 'backtest-window': 'off' });
    expect(on.outputs['plan-fingerprint']).toBe(off.outputs['plan-fingerprint']);
  });

  it('the command line shows the same backtest (`--backtest-window`), and writes nothing', async () => {
    const env = { HYPERDX_API_URL: w.emu.url, HYPERDX_API_KEY: w.emu.selfHosted.apiKey };
    const path = await w.file(FILE);
    const r = await runCli(['alerts', 'sync', '--file', path, '--json', '--backtest-window', '12h'], { env, cwd: w.workspace });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as { result: { plan: { actions: PlanAction[] } } };
    const bt = named(doc.result.plan.actions, 'Checkout errors')?.backtest;
    expect(bt).toMatchObject({ window: '12h', interval: '5m', current: { firings: expect.any(Number) as unknown } });
    expect(w.writes()).toEqual([]);
  });
});

describe('backtests in the alerts plan (managed)', () => {
  it('says once that the managed API has no series endpoint; no action carries a backtest', async () => {
    const w = await world('managed');
    try {
      const r = await w.run({ 'alert-file': await w.file(FILE.replace('    adopt: true\n', '')), 'dry-run': 'true' });
      expect(r.code, r.stdout).toBe(0);
      expect(actionsOf(r.outputs).some((a) => a.backtest !== undefined)).toBe(false);
      expect(r.summary.match(/managed \(ClickHouse Cloud\) API has no series endpoint/g)).toHaveLength(1);
    } finally {
      await w.emu.close();
    }
  });
});
