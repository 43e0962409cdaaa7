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
    expect(r.summary).toContain(
      `- Service errors (create): would have paged ${bt.pages === 1 ? 'once' : `${fmt(bt.pages)} times`} in 12 hours (fired ${fmt(bt.firings)}×`,
    );
    expect(r.summary).toContain(`${fmt(bt.breaching)} of ${fmt(bt.windows)} windows breaching; busiest of ${bt.groups.length} groups: ${busiest}`);
    expect(r.summary).toContain(`**Service errors: backtest 12h, ${fmt(bt.pages)} page${bt.pages === 1 ? '' : 's'}, fired ${fmt(bt.firings)}×, ${busiest}**`);
    expect(r.summary).toContain('<summary>Alerts: Backtest: busiest groups</summary>');
    expect(r.stdout).toContain(`Service errors (${bt.groups.length} groups)`);
  });

  it('any finite value draws: a series value of 1.79e308 gives a finite, scaled axis', async () => {
    const step = 300_000;
    const end = Math.floor(Date.now() / step) * step;
    const data = Array.from({ length: 150 }, (_, i) => ({ ts_bucket: end - (150 - i) * step, group: [], 'series_0.data': i === 100 ? 1.79e308 : 2 }));
    w.emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'answer', body: { data } });
    const file = FILE.replace(/ {2}- name: Checkout errors[\s\S]*?(?= {2}- name: Payments)/, '');
    const r = await w.run({ 'alert-file': await w.file(file), 'dry-run': 'true', 'backtest-window': '12h' });
    expect(r.code, r.stdout).toBe(0);
    const block = /```mermaid[\s\S]*?```/.exec(r.summary)?.[0] ?? '';
    expect(block).toContain('y-axis "per 5m ×10^306" 0 --> ');
    expect(block).not.toMatch(/Infinity|NaN|\de[+-]\d/);
    const high = Number(/--> (\S+)/.exec(block)?.[1]);
    expect(Number.isFinite(high)).toBe(true);
    const values = /line "value" \[([^\]]*)\]/.exec(block)?.[1]?.split(', ').map(Number) ?? [];
    expect(Math.max(...values)).toBe(179);
    expect(Math.max(...values)).toBeLessThanOrEqual(high);
    expect(r.stdout).toMatch(/value +[▁-█ ]+ {2}min 2 · max 1\.79e\+308 · last 2/);
  });

  it('a ten-alert plan: charts of a few dozen points, the comment far below the limit, the log in sparklines', async () => {
    const tiles = [
      ['Checkout', 'Error count'],
      ['Checkout', 'Requests'],
      ['Payments', 'Error count'],
      ['Checkout', 'p95 latency'],
    ] as const;
    const alerts = Array.from({ length: 10 }, (_, i) => {
      const [dashboard, tile] = tiles[i % tiles.length] ?? tiles[0];
      return `  - name: Alert ${i}\n    dashboard: ${dashboard}\n    tile: ${tile}\n    threshold: ${i + 1}`;
    });
    const file = `version: 1\ndefaults: { interval: 5m, thresholdType: above, channel: { webhook: oncall } }\nalerts:\n${alerts.join('\n')}\n`;
    const r = await w.run({ 'alert-file': await w.file(file), 'dry-run': 'true' });
    expect(r.code, r.stdout).toBe(0);
    const blocks = r.summary.match(/```mermaid[\s\S]*?```/g) ?? [];
    expect(blocks).toHaveLength(10);
    for (const block of blocks) {
      for (const row of block.split('\n').filter((l) => /^ {2}(line|bar) /.test(l))) {
        expect((/\[(.*)\]/.exec(row)?.[1] ?? '').split(', ').length).toBeLessThanOrEqual(48);
      }
      expect(block.length).toBeLessThan(2_000);
    }
    // A week of 5-minute evaluations per alert, ten charts: the whole comment far below GitHub's 65,536 characters.
    expect(r.summary.length).toBeLessThan(25_000);
    // The terminal reads sparklines, never chart source.
    expect(r.stdout).not.toMatch(/mermaid|xychart/);
    expect(r.stdout).toMatch(/\n {2}value +[▁-█ ]{20,60} {2}min /);
  });
});
