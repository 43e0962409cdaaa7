import { plainLine } from '../../report/escape.js';
import type { ChartSpec, Report } from '../../report/model.js';
import { parseDuration } from '../../util/duration.js';
import type { PlanAction } from '../model.js';
import type { Backtest, BacktestDetail } from './types.js';

// A plan's backtests as the report shows them: one line per backtested alert right under the plan
// table, a chart of the busiest group's series against the threshold for the noisiest alerts, and
// the busiest groups of grouped alerts. Group values come from telemetry (anyone who can send a
// log line can name a group): they stay plain text here and every renderer escapes them.

/** Lines in the list; the `plan` output has every backtest. */
export const MAX_LINES = 100;
/** Charts in the report: the noisiest alerts' (a PR comment drops charts first when too long). */
export const MAX_CHARTS = 10;
/** Grouped alerts whose busiest groups are shown: the noisiest. */
export const MAX_GROUPED = 20;
/** Groups shown per grouped alert. */
export const MAX_GROUPS = 5;
/** Characters of a group value in a line or a chart label. */
export const MAX_GROUP_CHARS = 80;

/** How the group '' of a grouped alert reads: the windows without rows. */
const EMPTY_GROUP = '(empty windows)';

export interface BacktestParts {
  list: NonNullable<Report['lists']>[number];
  charts: ChartSpec[];
  details: NonNullable<Report['details']>;
  notes: string[];
}

/** The report's parts for the backtests of `actions` (plan order), or undefined when none carries one. */
export function renderBacktests(actions: readonly PlanAction[], details?: ReadonlyMap<PlanAction, BacktestDetail>): BacktestParts | undefined {
  const tested = actions.flatMap((a) => {
    const bt = a.action === 'create' || a.action === 'update' ? a.backtest : undefined;
    return bt ? [{ action: a, bt, detail: details?.get(a) }] : [];
  });
  if (tested.length === 0) return undefined;

  const items = tested.slice(0, MAX_LINES).map(({ action, bt, detail }) => `${action.name} (${action.action}): ${backtestLine(bt, detail)}`);
  if (tested.length > MAX_LINES) items.push(`… and ${tested.length - MAX_LINES} more backtested alerts (see the \`plan\` output).`);
  const windows = new Set(tested.flatMap(({ bt }) => ('window' in bt ? [bt.window] : [])));
  const [only] = windows;
  const title = windows.size === 1 && only !== undefined ? `Backtests: the last ${spell(only)} replayed as the alert engine evaluates` : 'Backtests';

  const replayed = tested.flatMap(({ action, bt, detail }) => ('window' in bt ? [{ action, bt, detail }] : []));
  // Noisiest (most pages) first (stable: plan order among equals), as those are what a reviewer must look at.
  const drawable = replayed.filter((r) => r.detail?.chart).sort((x, y) => y.bt.pages - x.bt.pages);
  const charts = drawable.slice(0, MAX_CHARTS).flatMap(({ action, bt, detail }) => {
    const chart = detail ? chartOf(action.name, bt, detail) : undefined;
    return chart ? [chart] : [];
  });
  const notes =
    drawable.length > charts.length
      ? [`Backtest charts: the ${charts.length} noisiest of ${drawable.length} backtested alerts; the list above has every count.`]
      : [];

  const grouped = replayed.filter(({ bt }) => bt.groups.length > 1).sort((x, y) => y.bt.pages - x.bt.pages);
  const tables = grouped.slice(0, MAX_GROUPED).map(({ action, bt }) => groupTable(action.name, bt));
  if (grouped.length > MAX_GROUPED) tables.push(`… and ${grouped.length - MAX_GROUPED} more grouped alerts (see the \`plan\` output).`);
  const text = tables.join('\n\n');
  return {
    list: { title, items },
    charts,
    details: text ? [{ title: 'Backtest: busiest groups', text, open: false }] : [],
    notes,
  };
}

/**
 * One backtest in words, pages first (what a reviewer means by noise: every notification the channels get):
 * "would have paged 17 times in 7 days (fired 4×: 13 alert and 4 resolve notifications; 12 of 2,016
 * windows breaching; busiest of 3 groups: service:checkout)"; an update compares: "would have paged
 * 4 times in 7 days; as proposed, 253 (fired 4× → 58×: …)".
 */
export function backtestLine(bt: Backtest, detail?: BacktestDetail): string {
  if (!('window' in bt)) return `not replayed: ${bt.skipped}`;
  const range = spell(bt.window);
  if (bt.windows === 0) return `no window to evaluate in the last ${range}`;
  const fired = bt.current ? `fired ${count(bt.current.firings)}× → ${count(bt.firings)}×` : `fired ${count(bt.firings)}×`;
  const split =
    detail && detail.notifications.resolve > 0
      ? `: ${count(detail.notifications.alert)} alert and ${count(detail.notifications.resolve)} resolve notifications`
      : '';
  const facts = [
    ...(bt.pages > 0 || bt.current ? [`${fired}${split}`] : []),
    `${count(bt.breaching)} of ${count(bt.windows)} windows breaching${bt.current ? `, was ${count(bt.current.breaching)}` : ''}`,
  ];
  const busiest = busiestOf(bt, detail);
  if (busiest !== undefined) facts.push(bt.groups.length > 1 ? `busiest of ${count(groupCount(bt))} groups: ${busiest}` : `group: ${busiest}`);
  const verdict = bt.current
    ? `would have paged ${times(bt.current.pages)} in ${range}; as proposed, ${count(bt.pages)}`
    : bt.pages === 0
      ? `would not have paged in ${range}`
      : `would have paged ${times(bt.pages)} in ${range}`;
  return `${verdict} (${facts.join('; ')})`;
}

/** The busiest group's name, clipped; undefined for an ungrouped alert. */
function busiestOf(bt: Extract<Backtest, { window: string }>, detail?: BacktestDetail): string | undefined {
  const name = detail?.busiest ?? bt.groups[0]?.group;
  if (name === undefined) return undefined;
  // The engine records a window without rows under the ungrouped key '', grouped alert or not.
  if (name === '') return bt.groups.length > 1 ? EMPTY_GROUP : undefined;
  return clip(name);
}

/** The noisiest group's series against the threshold line(s), with a mark at each window that fired. */
function chartOf(name: string, bt: Extract<Backtest, { window: string }>, detail: BacktestDetail): ChartSpec | undefined {
  const c = detail.chart;
  if (!c) return undefined;
  const busiest = busiestOf(bt, detail);
  const lines: NonNullable<ChartSpec['lines']> = [];
  if (c.thresholdMax !== undefined) lines.push({ name: 'threshold max', value: c.thresholdMax });
  if (c.currentThreshold !== undefined && c.currentThreshold !== c.threshold) lines.push({ name: 'current threshold', value: c.currentThreshold });
  if (c.currentThresholdMax !== undefined && c.currentThresholdMax !== c.thresholdMax)
    lines.push({ name: 'current threshold max', value: c.currentThresholdMax });
  return {
    title: `${name}: backtest ${bt.window}, ${bt.pages === 1 ? '1 page' : `${count(bt.pages)} pages`}${bt.current ? ` (was ${count(bt.current.pages)})` : ''}, fired ${count(bt.firings)}×${busiest !== undefined ? `, ${busiest}` : ''}`,
    times: c.times,
    series: [{ name: busiest ?? 'value', values: c.values }],
    threshold: c.threshold,
    ...(lines.length > 0 ? { lines } : {}),
    // The chart's points are the engine's evaluations (at their window starts), firings on the same axis.
    ...(c.firings.length > 0 ? { marks: { name: 'fires', at: c.firings } } : {}),
    yLabel: `per ${bt.interval}`,
  };
}

/** The noisiest groups of a grouped alert as an aligned text table (the report shows it verbatim). */
function groupTable(name: string, bt: Extract<Backtest, { window: string }>): string {
  const shown = bt.groups.slice(0, MAX_GROUPS);
  const rows = [
    ['group', 'windows', 'breaching', 'firings', 'pages'],
    ...shown.map((g) => [clip(g.group) || EMPTY_GROUP, count(g.windows), count(g.breaching), count(g.firings), count(g.pages)]),
  ];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const lines = rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`.trimEnd());
  const more = groupCount(bt) - shown.length;
  return [`${plainLine(name)} (${count(groupCount(bt))} groups${more > 0 ? `; the ${shown.length} busiest shown` : ''})`, ...lines].join('\n');
}

/** Every group replayed, the ones the `plan` output leaves out included. */
function groupCount(bt: Extract<Backtest, { window: string }>): number {
  return bt.groups.length + (bt.otherGroups ?? 0);
}

/** "7d" → "7 days", "1h" → "1 hour"; anything else as given. */
export function spell(window: string): string {
  const ms = parseDuration(window);
  if (ms === undefined || ms <= 0) return window;
  for (const [unit, size] of [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ] as const) {
    if (ms % size === 0) return `${count(ms / size)} ${unit}${ms === size ? '' : 's'}`;
  }
  return window;
}

/** "once", "2 times". */
function times(n: number): string {
  return n === 1 ? 'once' : `${count(n)} times`;
}

/** 2016 → "2,016" (without Intl: building a formatter loads ICU data). */
function count(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}

/**
 * A group value on one line without control characters, clipped to MAX_GROUP_CHARS code points (a surrogate pair is never split):
 * group values come from telemetry, so every sink (the noise guard's failure too) shows them through this.
 */
export function clip(text: string): string {
  const line = plainLine(text);
  const chars = Array.from(line);
  return chars.length > MAX_GROUP_CHARS ? `${chars.slice(0, MAX_GROUP_CHARS - 1).join('')}…` : line;
}
