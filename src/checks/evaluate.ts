import { ApiError } from '../api/errors.js';
import type { SeriesItem, SeriesQuery, SeriesRow } from '../api/types.js';
import { absoluteThreshold, breached, percentChange, subject, type Condition } from './condition.js';
import { groupRows, type GroupSeries } from './groups.js';
import { parseDuration } from '../util/duration.js';
import { reduce } from './reduce.js';
import type { Check, CheckResult, CheckStatus } from './types.js';

/** What evaluation needs from outside: the query, the clock and a way to wait. */
export interface EvaluateDeps {
  series: (query: SeriesQuery) => Promise<SeriesRow[]>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const STATUS_RANK: Record<CheckStatus, number> = { pass: 0, warn: 1, inconclusive: 2, fail: 3, error: 4 };

/**
 * The check's window for a query made at `now`: a lookback ends at the start of the current
 * minute (so a 1m granularity yields only whole buckets and reruns within a minute agree);
 * fixed bounds are used as written.
 */
export function windowAt(check: Check, now: number): { startTime: number; endTime: number } {
  if ('lookbackMs' in check.window) {
    const endTime = Math.floor(now / 60_000) * 60_000;
    return { startTime: endTime - check.window.lookbackMs, endTime };
  }
  return { startTime: check.window.startTime, endTime: check.window.endTime };
}

/**
 * Evaluates a check: waits `initialDelay`, then queries up to `attempts` times, `every` apart,
 * until it passes. A rejected query (4xx) is not retried: it will not get better.
 */
export async function evaluateCheck(check: Check, items: SeriesItem[], deps: EvaluateDeps): Promise<CheckResult> {
  if (check.initialDelayMs > 0) await deps.sleep(check.initialDelayMs);
  for (let attempt = 1; ; attempt++) {
    const { result, permanent } = await evaluateOnce(check, items, deps);
    result.attempts = attempt;
    if (result.status === 'pass' || attempt >= check.attempts || permanent) return result;
    await deps.sleep(check.everyMs);
  }
}

async function evaluateOnce(check: Check, items: SeriesItem[], deps: EvaluateDeps): Promise<{ result: CheckResult; permanent: boolean }> {
  const window = windowAt(check, deps.now());
  const base: CheckResult = { name: check.name, status: 'error', observed: null, attempts: 0, window };
  const query = (shift: number): SeriesQuery => ({
    series: items,
    startTime: window.startTime - shift,
    endTime: window.endTime - shift,
    ...(check.granularity ? { granularity: check.granularity } : {}),
  });
  let rows: SeriesRow[];
  let baselineRows: SeriesRow[] | undefined;
  try {
    [rows, baselineRows] = await Promise.all([
      deps.series(query(0)),
      check.baselineMs !== undefined ? deps.series(query(check.baselineMs)) : Promise.resolve(undefined),
    ]);
  } catch (e) {
    const permanent = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429;
    return { result: { ...base, error: `query error: ${(e as Error).message}` }, permanent };
  }
  return { result: judge(check, base, rows, baselineRows), permanent: false };
}

interface JudgedGroup {
  series: GroupSeries;
  observed: number;
  baseline?: number;
  baselineSeries?: GroupSeries;
  status: CheckStatus;
  note?: string;
}

/** Reduces each group, judges it, and reports the worst group. */
export function judge(check: Check, base: CheckResult, rows: readonly SeriesRow[], baselineRows: readonly SeriesRow[] | undefined): CheckResult {
  const baselines = new Map((baselineRows ? groupRows(baselineRows, check.value) : []).map((g) => [g.key, g]));
  const judged: JudgedGroup[] = [];
  for (const series of groupRows(rows, check.value)) {
    const observed = reduce(check.reduce, series.values);
    if (observed === undefined) continue; // a group without a single value says nothing
    const baselineSeries = baselines.get(series.key);
    const baseline = baselineSeries ? reduce(check.reduce, baselineSeries.values) : undefined;
    judged.push({ series, observed, baseline, baselineSeries, ...judgeGroup(check, { observed, baseline }) });
  }
  if (judged.length === 0) {
    return { ...base, status: noDataStatus(check), note: `no data in the window (no-data: ${check.noData})` };
  }
  const worst = pickWorst(check, judged);
  const hasBaseline = check.baselineMs !== undefined;
  const result: CheckResult = {
    ...base,
    status: worst.status,
    observed: worst.observed,
    groups: judged.length,
    chart: chartData(check, worst, base.window),
  };
  if (hasBaseline) {
    result.baseline = worst.baseline ?? null;
    result.change = worst.baseline === undefined ? null : finiteOrNull(percentChange(worst.observed, worst.baseline));
  }
  if (worst.series.group.length > 0) result.group = groupObject(check, worst.series.group);
  const notes = [worst.note, hasBaseline && worst.baseline === 0 && worst.observed !== 0 ? 'baseline is 0' : undefined];
  const note = notes.filter(Boolean).join('; ');
  if (note) result.note = note;
  const line = check.fail ? absoluteThreshold(check.fail, worst.baseline) : undefined;
  if (line !== undefined && Number.isFinite(line)) result.failLine = line;
  return result;
}

function judgeGroup(check: Check, m: { observed: number; baseline?: number }): { status: CheckStatus; note?: string } {
  const failed = check.fail ? breached(check.fail, m) : false;
  const warned = check.warn ? breached(check.warn, m) : false;
  if (failed) return { status: 'fail' };
  // A relative condition without baseline data for this group cannot be judged.
  if (failed === undefined || warned === undefined) {
    return { status: noDataStatus(check), note: `no baseline data (no-data: ${check.noData})` };
  }
  return { status: warned ? 'warn' : 'pass' };
}

function noDataStatus(check: Check): CheckStatus {
  return check.noData === 'warn' ? 'inconclusive' : check.noData;
}

/** Worst status first; among equals, the value furthest past the deciding condition. */
function pickWorst(check: Check, groups: JudgedGroup[]): JudgedGroup {
  const deciding = (g: JudgedGroup): Condition | undefined => (g.status === 'warn' ? check.warn : (check.fail ?? check.warn));
  const severity = (g: JudgedGroup): number => {
    const c = deciding(g);
    const s = c ? subject(c, g) : undefined;
    if (!c || s === undefined) return 0;
    return c.op === '>' || c.op === '>=' ? s : c.op === '<' || c.op === '<=' ? -s : 0;
  };
  return groups.reduce((worst, g) => {
    const byStatus = STATUS_RANK[g.status] - STATUS_RANK[worst.status];
    if (byStatus !== 0) return byStatus > 0 ? g : worst;
    return severity(g) > severity(worst) ? g : worst;
  });
}

/**
 * The reported group's buckets for the chart, on the full bucket grid of the window when the
 * granularity is fixed (the API sends no row for an empty bucket), with the baseline's buckets
 * moved onto the same times.
 */
function chartData(check: Check, g: JudgedGroup, window: { startTime: number; endTime: number }): NonNullable<CheckResult['chart']> {
  const times = bucketGrid(check.granularity, window, g.series.times) ?? g.series.times;
  const at = (series: GroupSeries | undefined, shift: number): Array<number | null> => {
    const byTime = new Map<number, number | null>();
    series?.times.forEach((t, i) => byTime.set(t + shift, series.values[i] ?? null));
    return times.map((t) => byTime.get(t) ?? null);
  };
  return {
    times,
    values: at(g.series, 0),
    ...(check.baselineMs !== undefined ? { baselineValues: at(g.baselineSeries, check.baselineMs) } : {}),
  };
}

const MAX_GRID = 2000;

/** Epoch-aligned bucket starts covering the window, or undefined when the data is not on that grid. */
function bucketGrid(granularity: string | undefined, w: { startTime: number; endTime: number }, seen: number[]): number[] | undefined {
  const step = granularity ? parseDuration(granularity) : undefined;
  if (!step || step > 86_400_000 || (w.endTime - w.startTime) / step > MAX_GRID) return undefined;
  if (seen.some((t) => t % step !== 0)) return undefined;
  const grid: number[] = [];
  for (let t = Math.floor(w.startTime / step) * step; t < w.endTime; t += step) grid.push(t);
  return grid;
}

function groupObject(check: Check, values: unknown[]): Record<string, unknown> {
  const names = check.series[0]?.groupBy ?? [];
  return Object.fromEntries(values.map((v, i) => [names[i] ?? `group_${i}`, v]));
}

function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}
