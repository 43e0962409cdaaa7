// The backtests as a reviewer reads them: the bundled action against the emulator over loopback,
// its job summary (the PR comment's body) and its step log. The numbers are the plan output's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

/** An update of the seeded "Checkout errors" (threshold 10 → 3) and a create on the payments tile. */
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
`;

interface Counts {
  windows: number;
  breaching: number;
  firings: number;
  pages: number;
}
type Bt = Counts & { window: string; groups: Array<Counts & { group: string }>; current?: Counts };

const fmt = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function backtestOf(plan: string | undefined, name: string, path: (p: unknown) => unknown = (p) => p): Bt {
  const actions = (path(JSON.parse(plan ?? 'null')) as { actions: Array<{ name: string; backtest?: Bt | { skipped: string } }> }).actions;
  const bt = actions.find((a) => a.name === name)?.backtest;
  if (!bt || 'skipped' in bt) throw new Error(`no backtest for ${name}: ${JSON.stringify(bt)}`);
  return bt;
}

describe('backtests in the report of a plan (self-hosted)', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('alerts.sync: the summary and the log say per alert what the plan output holds, with a chart of each', async () => {
    const r = await w.run({ 'alert-file': await w.file(FILE), 'dry-run': 'true', 'backtest-window': '12h' });
    expect(r.code, r.stdout).toBe(0);
    const update = backtestOf(r.outputs.plan, 'Checkout errors');
    const create = backtestOf(r.outputs.plan, 'Payments errors');
    const current = update.current as Counts;
    const was = current.pages === 1 ? 'once' : `${fmt(current.pages)} times`;
    const updateLine = `Checkout errors (update): would have paged ${was} in 12 hours; as proposed, ${fmt(update.pages)} (fired ${fmt(current.firings)}× → ${fmt(update.firings)}×`;
    const updateCounts = `${fmt(update.breaching)} of ${fmt(update.windows)} windows breaching, was ${fmt(current.breaching)}`;
    const createLine = `Payments errors (create): would not have paged in 12 hours (0 of ${fmt(create.windows)} windows breaching)`;

    expect(r.summary).toContain('**Backtests: the last 12 hours replayed as the alert engine evaluates**');
    expect(r.summary).toContain(`- ${updateLine}`);
    expect(r.summary).toContain(updateCounts);
    expect(r.summary).toContain(`- ${createLine}`);
    expect(r.summary).toContain(
      `**Checkout errors: backtest 12h, ${fmt(update.pages)} page${update.pages === 1 ? '' : 's'} (was ${fmt(current.pages)}), fired ${fmt(update.firings)}×**`,
    );
    expect(r.summary).toContain('<sub>Lines in order: value · threshold 3 · current threshold 10 · bars: fires</sub>');
    expect(r.summary.match(/```mermaid/g)).toHaveLength(2);

    expect(r.stdout).toContain(`- ${updateLine}`);
    expect(r.stdout).toContain(`- ${createLine}`);
    expect(r.stdout).toMatch(/\n {2}current threshold {2}10\n/);
  });

  it('the combined dashboards+alerts run carries the backtest lines, the chart and the busiest groups into its report', async () => {
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
    const bt = backtestOf(r.outputs.plan, 'Service errors', (p) => (p as { alerts: unknown }).alerts);
    const busiest = bt.groups[0]?.group ?? '';
    expect(busiest).toBe('ServiceName:checkout');
    expect(r.summary).toContain(`- Service errors (create): would have paged ${bt.pages === 1 ? 'once' : `${fmt(bt.pages)} times`} in 12 hours (fired ${fmt(bt.firings)}×`);
    expect(r.summary).toContain(`${fmt(bt.breaching)} of ${fmt(bt.windows)} windows breaching; busiest of ${bt.groups.length} groups: ${busiest}`);
    expect(r.summary).toContain(`**Service errors: backtest 12h, ${fmt(bt.pages)} page${bt.pages === 1 ? '' : 's'}, fired ${fmt(bt.firings)}×, ${busiest}**`);
    expect(r.summary).toContain('<summary>Alerts: Backtest: busiest groups</summary>');
    expect(r.stdout).toContain(`Service errors (${bt.groups.length} groups)`);
  });
});
