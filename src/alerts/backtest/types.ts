import type { Counts } from '../../alert-engine/types.js';

/** A replay's counts as the plan shows them: with the notifications a reviewer means by noise. */
export interface BacktestCounts extends Counts {
  /**
   * Notifications the alert's channels would have received: an ALERT notification at every evaluation
   * a group is in ALERT (the engine re-notifies while it stays there) and a resolve notification when
   * it leaves (upstream checkAlerts: trySendNotification).
   */
  pages: number;
}

/** A backtest as the `plan` output carries it on a create or update (issue 25's interface). */
export type Backtest =
  | {
      /** The replayed range as given (`backtest-window`, e.g. "7d"). */
      window: string;
      /** The alert's interval ("5m"). */
      interval: string;
      windows: number;
      breaching: number;
      firings: number;
      pages: number;
      /** The busiest groups (at most MAX_PLAN_GROUPS, values clipped: telemetry names them). */
      groups: Array<{ group: string } & BacktestCounts>;
      /** Groups beyond those, left out. */
      otherGroups?: number;
      /** For an update: the live definition over the same range. */
      current?: BacktestCounts;
    }
  | { skipped: string };

/** What renderers need beyond the JSON: the busiest group's series and what it was judged against. */
export interface BacktestDetail {
  /** Of the proposed definition's pages, the ALERT notifications and the resolve notifications. */
  notifications: { alert: number; resolve: number };
  busiest?: string;
  chart?: {
    /** Each evaluation's window start, epoch ms, in order (a tick is stamped with its window's end). */
    times: number[];
    /** The busiest group's value the engine recorded at each evaluation; null when it recorded none. */
    values: Array<number | null>;
    threshold: number;
    thresholdMax?: number;
    /** The live threshold of an update, when it differs. */
    currentThreshold?: number;
    currentThresholdMax?: number;
    /** The evaluations at which the proposed alert fires, on the same axis as `times` (their window starts). */
    firings: number[];
  };
}
