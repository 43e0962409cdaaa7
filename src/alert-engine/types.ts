import type { ThresholdType } from '../api/types.js';

// The alert engine as the HyperDX server runs it (upstream packages/api/src/tasks/checkAlerts/),
// replayed over data we read: the one evaluator behind backtests (src/alerts/backtest/) and alert unit
// tests (src/alerts/unit-tests/). Its decisions must equal the server's on the same data.

/** What the engine reads from an alert to judge it. */
export interface Rule {
  threshold: number;
  thresholdType: ThresholdType;
  /** Range types (`between`, `not_between`) only. */
  thresholdMax?: number;
  /** The window, in minutes (the alert's `interval`). */
  intervalMinutes: number;
  /** Windows in a row that must breach before the alert fires; the engine's default is 1. */
  numConsecutiveWindows?: number;
  /** Minutes the window grid is shifted from the epoch-aligned one (ignored when `scheduleStartAt` is set). */
  scheduleOffsetMinutes?: number;
  /** Epoch ms: the grid's anchor; no evaluation before it. */
  scheduleStartAt?: number;
  /** The engine's `alertHasGroupBy`: each group is judged on its own. */
  grouped: boolean;
}

/** One row of a bucket the engine's query returned: its group key ('' ungrouped) and value (null: a row without a value). */
export interface BucketRow {
  group: string;
  value: number | null;
}

/** One bucket the engine expects in its query's range; no rows means an empty bucket. */
export interface Bucket {
  /** Epoch ms. */
  start: number;
  rows: BucketRow[];
}

/** One evaluation: at `at` (the scheduled window start for the run's "now"; its history is stamped with it) the engine reads `buckets`. */
export interface Tick {
  at: number;
  buckets: Bucket[];
}

export type AlertState = 'OK' | 'PENDING' | 'ALERT';

/** What one evaluation decided for one group (one history record upstream). */
export interface Decision {
  at: number;
  group: string;
  /** The last value the engine recorded for the group at this tick (0 for an empty bucket it recorded); null when none. */
  value: number | null;
  /** Any bucket of this tick breached for the group. */
  breaching: boolean;
  state: AlertState;
  /** The engine sent an ALERT notification (it re-notifies at every tick a group reaches ALERT). */
  notified: boolean;
  /** The group went into ALERT at this tick from anything else: a firing. */
  fired: boolean;
  /** The engine sent a resolve (OK) notification for the group. */
  resolved: boolean;
}

/** Counts over the replayed range. */
export interface Counts {
  /** Evaluations (ticks) — for a group, the ticks that recorded a decision for it. */
  windows: number;
  /** Ticks at which at least one group (or this group) breached. */
  breaching: number;
  /** Times a group went into ALERT (summed over groups). */
  firings: number;
}

export interface GroupOutcome extends Counts {
  group: string;
  /** ALERT notifications sent for the group (re-notifications included). */
  notifications: number;
  /** Resolve (OK) notifications sent for the group. */
  resolves: number;
}

export interface Replay extends Counts {
  /** ALERT notifications (the engine sends one at every evaluation a group is in ALERT). */
  notifications: number;
  /** Resolve notifications (a group leaving ALERT, or a PENDING that had paged, for OK). */
  resolves: number;
  /** Busiest first: most firings, then most breaching windows, then by name. */
  groups: GroupOutcome[];
  /** Every decision, in tick order (then group order); empty when the replay handed them to `onDecision`. */
  decisions: Decision[];
}

/** Where the engine's evaluation at `at` reads: the query range and the buckets it expects in it. */
export interface TickPlan {
  at: number;
  /** Epoch ms, [from, to). */
  range: [number, number];
  /** Starts of the expected buckets (epoch-aligned at the interval: more than one when the grid is shifted). */
  buckets: number[];
  /**
   * For each bucket (same order), the part of it the query reads: [max(start, range[0]), min(start + window, range[1])).
   * On a shifted grid a bucket is only partly read (and the next tick reads the rest of it), so its value at
   * this tick is the aggregate over that span alone — not the whole epoch bucket a series API returns.
   */
  spans: Array<[number, number]>;
}
