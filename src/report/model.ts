import type { FileProblem } from '../util/problems.js';

export type Outcome = 'success' | 'warning' | 'failure';

/** A time series drawn in the report (Mermaid chart in Markdown, sparkline in the log). */
export interface ChartSpec {
  title: string;
  /** Bucket start times, epoch milliseconds. */
  times: number[];
  series: Array<{ name: string; values: Array<number | null> }>;
  /** Drawn as a second, flat line. */
  threshold?: number;
  /** More flat lines after the threshold (a range's upper bound, the threshold a change replaces). */
  lines?: Array<{ name: string; value: number }>;
  /** Points to mark (epoch ms, each on the last point at or before it): bars in Markdown, a row of ticks in the log. */
  marks?: { name: string; at: number[] };
  yLabel?: string;
}

/**
 * What an operation did, filled once and rendered to the log, the job summary and the PR
 * comment. Every string is plain text (names from files or the API included): the renderers
 * escape it, so nothing here may be pre-formatted Markdown except `details[].markdown`.
 */
export interface Report {
  title: string;
  outcome: Outcome;
  /** One line under the title, e.g. "Plan: 2 to create, 1 to update, 0 to delete". */
  headline?: string;
  /** Ordered counts, e.g. { create: 2, update: 1 }. */
  counts?: Record<string, number>;
  table?: {
    columns: string[];
    rows: string[][];
  };
  /** Plain-text bullet lists shown right after the table (one line per row that needs more than a cell). */
  lists?: Array<{ title: string; items: string[] }>;
  /** Collapsible sections; `text` is shown as a code block, `markdown` is trusted (built by us). */
  details?: Array<{ title: string; text?: string; markdown?: string; open?: boolean }>;
  charts?: ChartSpec[];
  /** Plain text after the charts: what was left out of them (see report/fit.ts `chartsWithin`). */
  chartNote?: string;
  problems?: FileProblem[];
  /** Plain-text lines shown after the table (notes, hints). */
  notes?: string[];
}

/** Status words with their icon, so every operation labels rows the same way. */
export const STATUS_ICON: Record<string, string> = {
  ok: '✅',
  pass: '✅',
  unchanged: '✅',
  created: '🆕',
  create: '🆕',
  updated: '✏️',
  update: '✏️',
  deleted: '🗑️',
  delete: '🗑️',
  'would delete': '🗑️',
  disabled: '⏸️',
  'would disable': '⏸️',
  warn: '⚠️',
  warning: '⚠️',
  inconclusive: '❔',
  unmanaged: '👤',
  protected: '🛡️',
  kept: '✅',
  planned: '📝',
  restored: '↩️',
  skipped: '⏭️',
  'not attempted': '➖',
  fail: '❌',
  failed: '❌',
  error: '❌',
};

export const OUTCOME_ICON: Record<Outcome, string> = {
  success: '✅',
  warning: '⚠️',
  failure: '❌',
};

/** What an operation hands back to its front end, which renders and publishes it. */
export interface OperationResult {
  /** JSON-serialisable; becomes the `result` output. */
  result: unknown;
  changed: boolean;
  report: Report;
  /** Extra step outputs (`plan`, `failed`, `deleted`, …), already strings. */
  outputs?: Record<string, string>;
  /** Set when the step must fail; the report is still published. */
  failure?: string;
}
