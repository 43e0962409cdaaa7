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
  pages: number;
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
    expect(bt.groups).toEqual([{ group: '', windows: bt.windows, breaching: bt.breaching, firings: bt.firings, pages: bt.pages }]);
    // Pages: every notification, one at each evaluation in ALERT and one per resolve.
    expect(bt.pages).toBeGreaterThanOrEqual(bt.firings);
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

  it('backtest-max-firings fails the plan before the first write, naming the alert, its pages and firings, and the limit', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'backtest-window': '12h', 'backtest-max-firings': '0' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/"Checkout errors" would have paged \d+ times \(fired \d+×\)/);
    expect(r.stdout).toContain('`backtest-max-firings` (0)');
    expect(r.stdout).not.toMatch(/"Payments errors" would have paged/);
    expect(w.writes()).toEqual([]);
  });

  it('backtest-max-firings judges pages: an alert that breaches at every evaluation enters ALERT once and pages at each one', async () => {
    const always = `version: 1
alerts:
  - name: Always
    dashboard: Payments
    tile: Error count
    threshold: 0
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;
    const r = await w.run({ 'alert-file': await w.file(always), 'backtest-window': '12h', 'backtest-max-firings': '10' });
    expect(r.code, r.stdout).not.toBe(0);
    const bt = named(actionsOf(r.outputs), 'Always')?.backtest;
    if (!bt || 'skipped' in bt) throw new Error(`no backtest: ${JSON.stringify(bt)}`);
    // `above` fires at equality, and an empty window is the value 0: every evaluation breaches.
    expect(bt.breaching).toBe(bt.windows);
    expect(bt.firings).toBe(1);
    expect(bt.pages).toBe(bt.windows);
    expect(r.stdout).toContain(`"Always" would have paged ${bt.pages} times (fired 1×) in the last 12h, more than \`backtest-max-firings\` (10)`);
    expect(r.summary).toContain(
      `- Always (create): would have paged ${bt.pages} times in 12 hours (fired 1×; ${bt.windows} of ${bt.windows} windows breaching)`,
    );
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

  it('with backtest-max-firings set, an alert whose series query failed is not let through unjudged: nothing is sent', async () => {
    w.emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'status', status: 400 });
    const r = await w.run({ 'alert-file': await w.file(FILE), 'backtest-window': '12h', 'backtest-max-firings': '1000' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/the series query of "[^"]+".* failed, so `backtest-max-firings` cannot judge it; nothing was sent/);
    expect(w.writes()).toEqual([]);
  });

  it('the expect-plan fingerprint does not depend on the backtest', async () => {
    const path = await w.file(FILE);
    const on = await w.run({ 'alert-file': path, 'dry-run': 'true', 'backtest-window': '12h' });
    const off = await w.run({ 'alert-file': path, 'dry-run': 'true', 'backtest-window': 'off' });
    expect(on.outputs['plan-fingerprint']).toBe(off.outputs['plan-fingerprint']);
  });

  it('a shifted schedule is replayed from finer buckets (count); a quantile on a shifted grid is skipped with the reason; groups by service', async () => {
    const logs = w.team().sources.find((x) => x.name === 'Logs');
    const made = await w.fetch('POST', '/saved-searches', { name: 'Errors', sourceId: logs?.id, where: 'SeverityText:error', whereLanguage: 'lucene' });
    expect(made.status).toBeLessThan(300);
    const file = `version: 1
defaults: { interval: 5m, thresholdType: above, channel: { webhook: oncall } }
alerts:
  - name: Errors by service
    source: saved_search
    savedSearch: Errors
    groupBy: ServiceName
    threshold: 10
    scheduleOffsetMinutes: 2
  - name: Slow checkout, shifted
    dashboard: Checkout
    tile: p95 latency
    threshold: 800
    interval: 15m
    scheduleOffsetMinutes: 5
`;
    const r = await w.run({ 'alert-file': await w.file(file), 'dry-run': 'true', 'backtest-window': '12h' });
    expect(r.code, r.stdout).toBe(0);
    const actions = actionsOf(r.outputs);
    const grouped = named(actions, 'Errors by service')?.backtest;
    if (!grouped || 'skipped' in grouped) throw new Error(`no backtest: ${JSON.stringify(grouped)}`);
    // The checkout error spike (12 a minute) breaches even a 2-minute partial bucket.
    const checkout = grouped.groups.find((g) => g.group === 'ServiceName:checkout');
    expect(checkout?.firings).toBeGreaterThanOrEqual(1);
    // Busiest first: most firings, then most breaching windows.
    const rank = grouped.groups.map((g) => [g.firings, g.breaching]);
    expect(rank).toEqual([...rank].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0)));
    expect(grouped.firings).toBe(grouped.groups.reduce((n, g) => n + g.firings, 0));
    // A partial bucket without any error (it depends on where the minute falls) is empty: the engine
    // records it for the group '' (upstream, grouped or not).
    expect(
      grouped.groups
        .map((g) => g.group)
        .filter((g) => g !== '')
        .sort(),
    ).toEqual(['ServiceName:checkout', 'ServiceName:frontend', 'ServiceName:payments', 'ServiceName:search']);
    expect(named(actions, 'Slow checkout, shifted')?.backtest).toEqual({
      skipped: expect.stringMatching(/partial windows of `quantile` cannot be recombined/) as unknown,
    });
    const series = seriesRequests();
    expect(series).toHaveLength(1);
    expect(w.emu.log.find((l) => l.path.endsWith('/charts/series'))?.body).toMatchObject({
      granularity: '1m',
      series: [{ aggFn: 'count', where: 'SeverityText:error', groupBy: ['ServiceName'] }],
    });
  });

  it('the combined dashboards+alerts run backtests an alert on a tile the same run creates', async () => {
    const dashboards = `version: 1
dashboards:
  - name: Errors by service
    tiles:
      - name: Errors
        x: 0
        y: 0
        w: 12
        h: 4
        config:
          displayType: line
          source: Logs
          groupBy: ServiceName
          select: [{ aggFn: count, where: "SeverityText:error" }]
`;
    const alerts = `version: 1
alerts:
  - name: Service errors
    dashboard: Errors by service
    tile: Errors
    threshold: 30
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;
    const r = await w.run({
      operation: 'dashboards.sync',
      'dashboard-file': await w.file(dashboards, 'dashboards.yml'),
      'alert-file': await w.file(alerts),
      'dry-run': 'true',
      'backtest-window': '12h',
    });
    expect(r.code, r.stdout).toBe(0);
    const plan = JSON.parse(r.outputs.plan ?? 'null') as { alerts: { actions: PlanAction[] } };
    const bt = named(plan.alerts.actions, 'Service errors')?.backtest;
    if (!bt || 'skipped' in bt) throw new Error(`no backtest: ${JSON.stringify(bt)}`);
    expect(bt.groups[0]).toMatchObject({ group: 'ServiceName:checkout' });
    expect(bt.groups[0]?.firings).toBeGreaterThanOrEqual(1);
    // A dry run: the server's validation of the dashboard body (a POST that writes nothing), no write.
    expect(w.writes().filter((x) => !x.path.endsWith('/dashboards/validate'))).toEqual([]);

    // Applied with a limit the alert exceeds: refused before the first write, the dashboard's included.
    w.emu.clearLog();
    const refused = await w.run({
      operation: 'dashboards.sync',
      'dashboard-file': await w.file(dashboards, 'dashboards.yml'),
      'alert-file': await w.file(alerts),
      'backtest-window': '12h',
      'backtest-max-firings': '0',
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/"Service errors" would have paged \d+ times \(fired \d+×; noisiest group "ServiceName:checkout": \d+\)/);
    expect(w.writes()).toEqual([]);
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

    // The noise guard names its flag as the command line spells it.
    const refused = await runCli(['alerts', 'sync', '--file', path, '--apply', '--backtest-window', '12h', '--backtest-max-firings', '0'], {
      env,
      cwd: w.workspace,
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('`--backtest-max-firings` (0)');
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
