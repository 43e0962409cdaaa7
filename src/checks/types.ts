import type { SeriesAggFn } from '../api/types.js';
import type { Condition } from './condition.js';

export type ReduceFn = 'max' | 'min' | 'avg' | 'sum' | 'last';
export type NoDataPolicy = 'pass' | 'warn' | 'fail';

/** pass < warn < inconclusive (no data) < fail < error; `fail` and `error` fail the step. */
export type CheckStatus = 'pass' | 'warn' | 'inconclusive' | 'fail' | 'error';

/** Which series value a check judges: one series, or the per-bucket ratio of two. */
export interface ValueSelector {
  series: number;
  dividedBy?: number;
}

/** The query window: a lookback from "now", or fixed epoch-ms bounds. */
export type TimeWindow = { lookbackMs: number } | { startTime: number; endTime: number };

/** A series as written: the source may still be a name to resolve. */
export interface CheckSeries {
  /** Source name, resolved through the sources list before any query. */
  source?: string;
  sourceId?: string;
  aggFn: SeriesAggFn;
  field?: string;
  where: string;
  whereLanguage?: 'lucene' | 'sql';
  groupBy: string[];
  level?: number;
  metricName?: string;
  metricDataType?: string;
  dataSource?: string;
  sortOrder?: string;
}

/** One check from the checks file, validated and with defaults applied. */
export interface Check {
  name: string;
  /** 1-based line of the check in its file, for annotations. */
  line: number;
  /** Path of the check in the file (for located problems at resolve time). */
  index: number;
  series: CheckSeries[];
  value: ValueSelector;
  reduce: ReduceFn;
  fail?: Condition;
  warn?: Condition;
  /** Shift of the baseline window back in time, ms. */
  baselineMs?: number;
  baselineText?: string;
  window: TimeWindow;
  granularity?: string;
  noData: NoDataPolicy;
  attempts: number;
  everyMs: number;
  initialDelayMs: number;
}

/** The judged outcome of one check (its last attempt). */
export interface CheckResult {
  name: string;
  status: CheckStatus;
  /** Reduced value of the reported (worst) group; null without data or on error. */
  observed: number | null;
  baseline?: number | null;
  /** observed − baseline in percent; null when the baseline is 0 or missing. */
  change?: number | null;
  /** The reported group's values keyed by groupBy expression. */
  group?: Record<string, unknown>;
  groups?: number;
  attempts: number;
  error?: string;
  /** Why the status is what it is, in words ("no data", "baseline is 0", …). */
  note?: string;
  /** Per-bucket values of the reported group (and its baseline), for the chart. */
  chart?: { times: number[]; values: Array<number | null>; baselineValues?: Array<number | null> };
  /** Absolute value the fail condition corresponds to for the reported group. */
  failLine?: number;
  window: { startTime: number; endTime: number };
}
