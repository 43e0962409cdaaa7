import { describe, expect, it } from 'vitest';
import { backtestLine, MAX_CHARTS, MAX_GROUP_CHARS, MAX_GROUPED, MAX_LINES, spell } from '../../src/alerts/backtest/render.ts';
import type { BacktestDetail } from '../../src/alerts/backtest/types.ts';
import { renderPlan } from '../../src/alerts/render.ts';
import type { PlanAction } from '../../src/alerts/model.ts';
import { renderLog } from '../../src/report/log.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { createdGrouped, FIVE_MINUTES, plan, series, skipped, T0, updatedThreshold, WINDOWS, type Backtested, ENTRY } from './fixtures.ts';

const render = (actions: PlanAction[], backtests?: ReadonlyMap<PlanAction, BacktestDetail>) => renderPlan(plan(actions), {}, { dryRun: true, backtests });

/** The Mermaid block's `bar`/`line` rows by their quoted name, values parsed. */
function plotRows(markdown: string): Map<string, { kind: string; values: number[] }> {
  const rows = new Map<string, { kind: string; values: number[] }>();
  for (const m of markdown.matchAll(/^ {2}(bar|line) "([^"]*)" \[([^\]]*)\]$/gm)) {
    rows.set(m[2] ?? '', { kind: m[1] ?? '', values: (m[3] ?? '').split(', ').map(Number) });
  }
  return rows;
}

describe('backtests in the plan report', () => {
  it('a created grouped alert: one line under the table, its chart with the threshold and marks where it fires', () => {
    const { action, detail } = createdGrouped();
    const report = render([action], new Map([[action, detail]]));
    expect(report.lists).toEqual([
      {
        title: 'Backtests: the last 7 days replayed as the alert engine evaluates',
        items: [
          'Checkout errors (create): would have paged 14 times in 7 days (fired 2×: 12 alert and 2 resolve notifications; 12 of 2,016 windows breaching; busiest of 3 groups: service:checkout)',
        ],
      },
    ]);
    const md = renderMarkdown(report);
    // The list comes right after the table, before the charts and the diff.
    const table = md.indexOf('| 🆕 | create | Checkout errors |');
    const list = md.indexOf('- Checkout errors (create): would have paged 14 times in 7 days');
    const chart = md.indexOf('```mermaid');
    expect(table).toBeGreaterThan(0);
    expect(list).toBeGreaterThan(table);
    expect(chart).toBeGreaterThan(list);
    expect(md.indexOf('Field-level diff')).toBeGreaterThan(chart);

    expect(md).toContain('**Checkout errors: backtest 7d, 14 pages, fired 2×, service:checkout**');
    expect(md).toContain('<sub>Lines in order: service:checkout · threshold 50 · bars: fires</sub>');
    const rows = plotRows(md);
    expect([...rows.keys()]).toEqual(['fires', 'service:checkout', 'threshold']);
    expect(rows.get('threshold')?.values.every((v) => v === 50)).toBe(true);
    // 2,016 evaluations are drawn as 24 spans of 84, two points each (the span's low and high); the
    // firings at evaluations 1001 (span 11: 924–1007, its second half) and 1500 (span 17: 1428–1511, its
    // second half) fall on points 23 and 35: full-height bars there, nothing else. The spike (80 at
    // 1000–1005) is drawn.
    const fires = rows.get('fires')?.values ?? [];
    expect(fires).toHaveLength(48);
    const high = Math.max(...fires);
    expect(high).toBeGreaterThanOrEqual(80);
    expect(fires.flatMap((v, i) => (v === high ? [i] : []))).toEqual([23, 35]);
    expect(Math.max(...(rows.get('service:checkout')?.values ?? []))).toBe(80);
    expect(fires.filter((v) => v !== high).every((v) => v === 0)).toBe(true);

    // The busiest groups, in a collapsed block.
    const groups = report.details?.find((d) => d.title === 'Backtest: busiest groups');
    expect(groups?.open).toBe(false);
    expect(groups?.text).toBe(
      [
        'Checkout errors (3 groups)',
        '  group             windows  breaching  firings  pages',
        '  service:checkout    2,016         12        2     14',
        '  service:cart        2,016          0        0      0',
        '  service:search      1,900          0        0      0',
      ].join('\n'),
    );
  });

  it('an update: the live definition and the proposed one side by side, the live threshold as a second line', () => {
    const { action, detail } = updatedThreshold();
    const report = render([action], new Map([[action, detail]]));
    expect(report.lists?.[0]?.items).toEqual([
      'Payment latency (update): would have paged 341 times in 7 days; as proposed, 14 (fired 41× → 2×: 12 alert and 2 resolve notifications; 12 of 2,016 windows breaching, was 300)',
    ]);
    const md = renderMarkdown(report);
    expect(md).toContain('**Payment latency: backtest 7d, 14 pages (was 341), fired 2×**');
    expect(md).toContain('<sub>Lines in order: value · threshold 50 · current threshold 10 · bars: fires</sub>');
    expect(
      plotRows(md)
        .get('current threshold')
        ?.values.every((v) => v === 10),
    ).toBe(true);
    // Ungrouped: no busiest group named, no groups block.
    expect(md).not.toContain('busiest');
    expect(report.details?.map((d) => d.title)).toEqual(['Field-level diff']);
  });

  it('words every count, pages first: once, none, the resolve notifications only when there are some', () => {
    const { action } = updatedThreshold();
    const bt = action.backtest as Extract<Backtested['backtest'], { window: string }>;
    expect(backtestLine({ ...bt, current: { windows: WINDOWS, breaching: 3, firings: 1, pages: 1 }, firings: 0, breaching: 0, pages: 0 })).toBe(
      'would have paged once in 7 days; as proposed, 0 (fired 1× → 0×; 0 of 2,016 windows breaching, was 3)',
    );
    const created = { ...bt, current: undefined };
    expect(backtestLine({ ...created, firings: 0, breaching: 5, pages: 0 })).toBe('would not have paged in 7 days (5 of 2,016 windows breaching)');
    expect(backtestLine({ ...created, pages: 2 }, { notifications: { alert: 2, resolve: 0 } })).toBe(
      'would have paged 2 times in 7 days (fired 2×; 12 of 2,016 windows breaching)',
    );
    expect(backtestLine({ ...created, pages: 9 }, { notifications: { alert: 7, resolve: 2 } })).toBe(
      'would have paged 9 times in 7 days (fired 2×: 7 alert and 2 resolve notifications; 12 of 2,016 windows breaching)',
    );
    // An alert that breaches at every evaluation enters ALERT once and pages at every one of them.
    expect(backtestLine({ ...created, firings: 1, breaching: WINDOWS, pages: WINDOWS })).toBe(
      'would have paged 2,016 times in 7 days (fired 1×; 2,016 of 2,016 windows breaching)',
    );
    expect(backtestLine({ ...created, windows: 0, breaching: 0, firings: 0, pages: 0 })).toBe('no window to evaluate in the last 7 days');
    expect(backtestLine({ ...created, groups: [{ group: 'service:api', windows: 10, breaching: 1, firings: 1, pages: 1 }] })).toContain(
      '; group: service:api)',
    );
    expect([spell('7d'), spell('1d'), spell('36h'), spell('90m'), spell('1h'), spell('off?')]).toEqual([
      '7 days',
      '1 day',
      '36 hours',
      '90 minutes',
      '1 hour',
      'off?',
    ]);
  });

  it("a grouped alert's windows without rows (the engine's group '') read as empty windows", () => {
    const { action, detail } = createdGrouped();
    const bt = action.backtest as Extract<Backtested['backtest'], { window: string }>;
    const groups = [{ group: '', windows: 40, breaching: 40, firings: 3, pages: 40 }, ...bt.groups];
    const a: Backtested = { ...action, backtest: { ...bt, groups } };
    const report = render([a], new Map([[a, { ...detail, busiest: '' }]]));
    expect(report.lists?.[0]?.items[0]).toContain('; busiest of 4 groups: (empty windows))');
    expect(report.charts?.[0]?.series[0]?.name).toBe('(empty windows)');
    expect(report.details?.at(-1)?.text?.split('\n')[2]).toMatch(/^ {2}\(empty windows\) +40 +40 +3 +40$/);
  });

  it('a range alert draws both bounds; an unchanged threshold is not drawn twice', () => {
    const { action, detail } = updatedThreshold();
    const chart = detail.chart as NonNullable<BacktestDetail['chart']>;
    const ranged: BacktestDetail = { ...detail, chart: { ...chart, threshold: 20, thresholdMax: 60, currentThreshold: 20, currentThresholdMax: 90 } };
    const md = renderMarkdown(render([action], new Map([[action, ranged]])));
    expect(md).toContain('Lines in order: value · threshold 20 · threshold max 60 · current threshold max 90 · bars: fires');
    expect([...plotRows(md).keys()]).toEqual(['fires', 'value', 'threshold', 'threshold max', 'current threshold max']);
  });

  it('a skipped backtest says why in one line, and draws nothing', () => {
    const s = skipped();
    const report = render([s]);
    expect(report.lists?.[0]).toEqual({
      title: 'Backtests',
      items: ['Raw SQL errors (create): not replayed: a raw-SQL tile: the series API cannot replay SQL'],
    });
    expect(report.charts).toBeUndefined();
    expect(renderLog(report)).toContain('- Raw SQL errors (create): not replayed: a raw-SQL tile: the series API cannot replay SQL');
  });

  it('the log has the same facts: the lines, a sparkline with the firing marks, the threshold lines', () => {
    const c = createdGrouped();
    const u = updatedThreshold();
    const log = renderLog(
      render(
        [c.action, u.action, skipped()],
        new Map([
          [c.action, c.detail],
          [u.action, u.detail],
        ]),
      ),
    );
    const md = renderMarkdown(
      render(
        [c.action, u.action, skipped()],
        new Map([
          [c.action, c.detail],
          [u.action, u.detail],
        ]),
      ),
    );
    for (const item of md.split('\n').filter((l) => l.startsWith('- ') && l.includes('(create)') !== l.includes('(update)'))) {
      expect(log).toContain(item.replace(/\\([#*[\]|_~])/g, '$1'));
    }
    const at = log.indexOf('Checkout errors: backtest 7d, 14 pages, fired 2×, service:checkout:');
    expect(at).toBeGreaterThan(0);
    expect(log[at + 1]).toMatch(/^ {2}service:checkout {2}[▁-█ ]{60} {2}min \d+ · max 80 · last \d+$/);
    // 60 characters for 2,016 evaluations: 34 each; evaluations 1001 and 1500 → characters 29 and 44.
    expect(log[at + 2]).toBe(`  ${'fires'.padEnd('service:checkout'.length)}  ${' '.repeat(29)}▲${' '.repeat(14)}▲`);
    expect(log[at + 3]).toBe('  threshold         50');
    const u2 = log.indexOf('Payment latency: backtest 7d, 14 pages (was 341), fired 2×:');
    expect(log.slice(u2, u2 + 6)).toContain('  current threshold  10');
  });

  it('nothing changes without backtests: no list, no chart, the same report as before', () => {
    const { action } = createdGrouped();
    const { backtest: _b, ...plain } = action;
    const without = render([plain]);
    expect(Object.keys(without).sort()).toEqual(['counts', 'details', 'headline', 'notes', 'outcome', 'table', 'title']);
    expect(render([plain], new Map())).toEqual(without);
    // A detail for an action that carries no backtest draws nothing either.
    expect(render([plain], new Map([[plain, createdGrouped().detail]]))).toEqual(without);
  });

  it('long lists are trimmed: 100 lines, charts for the 10 noisiest (noisiest first), the 20 noisiest grouped alerts, 5 groups each', () => {
    const n = MAX_LINES + 50;
    const s = series(80, 10, 20);
    const pairs = Array.from({ length: n }, (_, i) => {
      const groups = Array.from({ length: 12 }, (_, g) => ({
        group: `pod-${g}`,
        windows: WINDOWS,
        breaching: 12 - g,
        firings: g === 0 ? i % 37 : 0,
        pages: g === 0 ? i % 37 : 0,
      }));
      const action: Backtested = {
        ...ENTRY,
        action: 'create',
        name: `alert ${i}`,
        target: `Checkout / alert ${i}`,
        backtest: { window: '7d', interval: '5m', windows: WINDOWS, breaching: 12, firings: i % 37, pages: i % 37, groups },
      };
      const detail: BacktestDetail = { notifications: { alert: i % 37, resolve: 0 }, busiest: 'pod-0', chart: { ...s, threshold: 50, firings: [] } };
      return [action, detail] as const;
    });
    const report = render(
      pairs.map(([a]) => a),
      new Map(pairs),
    );
    const items = report.lists?.[0]?.items ?? [];
    expect(items).toHaveLength(MAX_LINES + 1);
    expect(items[MAX_LINES]).toBe('… and 50 more backtested alerts (see the `plan` output).');
    expect(report.charts).toHaveLength(MAX_CHARTS);
    // Pages i % 37: 36 for alerts 36, 73, 110, 147; then 35 for 35, 72, 109, 146; then 34 for 34, 71 (plan order among equals).
    expect(report.charts?.map((c) => c.title.replace(/:.*/, ''))).toEqual([36, 73, 110, 147, 35, 72, 109, 146, 34, 71].map((i) => `alert ${i}`));
    expect(report.notes).toContain('Backtest charts: the 10 noisiest of 150 backtested alerts; the list above has every count.');
    const groups = report.details?.find((d) => d.title === 'Backtest: busiest groups')?.text ?? '';
    expect(groups.split('\n\n')).toHaveLength(MAX_GROUPED + 1);
    expect(groups.split('\n\n').at(-1)).toBe('… and 130 more grouped alerts (see the `plan` output).');
    expect(groups.split('\n').slice(0, 7)).toEqual([
      'alert 36 (12 groups; the 5 busiest shown)',
      '  group  windows  breaching  firings  pages',
      '  pod-0    2,016         12       36     36',
      '  pod-1    2,016         11        0      0',
      '  pod-2    2,016         10        0      0',
      '  pod-3    2,016          9        0      0',
      '  pod-4    2,016          8        0      0',
    ]);
  });
});

describe('group values are attacker-controlled', () => {
  const HOSTILE = [
    '<img src=x onerror=alert(1)>',
    '@here fixes #123',
    '<!-- observability-ops:comment-key=x -->',
    '`code` **bold** [x](http://e) | pipe',
    'line1\n::error::injected\r\n##[warning]x',
    'say "hi" %% [x]',
    '\u001b[31mred\u001b[0m \u202Egnp.exe',
  ];

  function hostileReport(group: string) {
    const { action, detail } = createdGrouped();
    const bt = action.backtest as Extract<Backtested['backtest'], { window: string }>;
    const groups = [{ ...bt.groups[0], group } as (typeof bt.groups)[number], ...bt.groups.slice(1)];
    const a: Backtested = { ...action, backtest: { ...bt, groups } };
    return render([a], new Map([[a, { ...detail, busiest: group }]]));
  }

  it('renders every hostile group as inert text in Markdown, in the Mermaid chart and in the log', () => {
    for (const group of HOSTILE) {
      const report = hostileReport(group);
      const md = renderMarkdown(report);
      const outside = md.replace(/```mermaid[\s\S]*?```/g, '').replace(/```text[\s\S]*?```/g, '');
      expect(outside).not.toMatch(/<(?!br>|sub>|\/sub>|details|\/details>|summary>|\/summary>)/); // only our own tags
      expect(outside).not.toMatch(/(?<!\\)@here/);
      expect(outside).not.toMatch(/@here|(?<![\\&])#\d/);
      expect(md).not.toContain('<!-- observability-ops');
      expect(md).not.toContain('\u001b');
      expect(md).not.toContain('\u202E');
      for (const block of md.match(/```mermaid[\s\S]*?```/g) ?? []) {
        for (const row of block.split('\n').slice(1, -1)) {
          // Every quoted string of the block is free of what ends it or starts a comment.
          for (const q of row.match(/"[^"]*"/g) ?? []) expect(q.slice(1, -1)).not.toMatch(/["%`<>[\]\n]/);
        }
      }
      const log = renderLog(report);
      for (const line of log) {
        expect(line).not.toMatch(/^\s*(::|##\[)/);
        // eslint-disable-next-line no-control-regex
        expect(line).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
      }
    }
  });

  it('clips a long group value in lines and charts, never splitting a character', () => {
    const group = `${'😀'.repeat(MAX_GROUP_CHARS)}tail`;
    const report = hostileReport(group);
    const item = report.lists?.[0]?.items[0] ?? '';
    const shown = /busiest of 3 groups: (.*)\)$/.exec(item)?.[1] ?? '';
    expect(Array.from(shown)).toHaveLength(MAX_GROUP_CHARS);
    expect(shown.endsWith('😀…')).toBe(true);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(report.charts?.[0]?.series[0]?.name).toBe(shown);
    const row = report.details?.at(-1)?.text?.split('\n')[2] ?? '';
    expect(row).toContain('😀…');
    expect(row).not.toContain('tail');
  });
});

describe('firing marks fall on the evaluation that fired', () => {
  it('marks the evaluation itself (on the axis of the chart); one outside the chart marks nothing', () => {
    const { action, detail } = createdGrouped();
    const chart = detail.chart as NonNullable<BacktestDetail['chart']>;
    const few = { ...chart, times: chart.times.slice(0, 20), values: chart.values.slice(0, 20) };
    const ticks = [T0 + FIVE_MINUTES, T0 + 10 * FIVE_MINUTES, T0 + 19 * FIVE_MINUTES, T0 - FIVE_MINUTES, T0 + 20 * FIVE_MINUTES];
    const md = renderMarkdown(render([action], new Map([[action, { ...detail, chart: { ...few, firings: ticks } }]])));
    const fires = plotRows(md).get('fires')?.values ?? [];
    const high = Math.max(...fires);
    expect(fires.flatMap((v, i) => (v === high ? [i] : []))).toEqual([1, 10, 19]);
  });
});
