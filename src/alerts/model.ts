import type { AlertInput, AlertInterval, ThresholdType } from '../api/types.js';
import { isWrite, type FieldChange, type PlanAction as EnginePlanAction, type WriteOf } from '../reconcile/plan.js';
import type { Backtest } from './backtest/types.js';
import type { AlertSpec } from './file.js';

/**
 * An alert reduced to what the file controls, with every server default and null/absent
 * variant folded to one value, so desired and live alerts compare field by field.
 */
export interface Comparable {
  name: string | null;
  /** `tile` or `saved_search` in a file; a live alert may be of a kind the file format has not (`inline`). */
  source: string;
  dashboardId: string | null;
  tileId: string | null;
  savedSearchId: string | null;
  groupBy: string | null;
  /** An inline alert's chart as the server takes it (ids); null for tile and saved-search alerts, or a live one not read by id. */
  chartConfig: Record<string, unknown> | null;
  threshold: number;
  thresholdMax: number | null;
  thresholdType: ThresholdType;
  interval: AlertInterval;
  scheduleOffsetMinutes: number;
  scheduleStartAt: string | null;
  /** Webhook ids, in order (channels[0] is the legacy `channel`). */
  channels: string[];
  /** The user's text, without our marker. */
  message: string | null;
  note: string | null;
  numConsecutiveWindows: number | null;
  /** The name the alerts page shows (self-hosted, today's servers); null: the server answers none. */
  displayName: string | null;
  /** Its tags, sorted (self-hosted, today's servers); null: the server answers none. */
  tags: string[] | null;
  /** `threshold` or `anomaly` (managed, today's servers); null: the server answers none. */
  detectionMode: string | null;
  /** An anomaly alert's tuning (managed, today's servers); null: none. */
  anomalyConfig: Record<string, unknown> | null;
}

export type ComparableField = keyof Comparable;

/**
 * Fields a server fills in when a write leaves them out — not with the stored value, with one of its
 * own (a derived display name and tags, hyperdx#3065; `threshold` mode, terraform-provider-clickhouse#715):
 * a file that does not state one keeps the live value, so an alert written before the field existed
 * is never reset by the next change (issue 31).
 */
export const KEPT_FIELDS = ['displayName', 'tags', 'detectionMode', 'anomalyConfig'] as const;
export type KeptField = (typeof KEPT_FIELDS)[number];

/** Fields in the order diffs and exports show them. */
export const COMPARED_FIELDS: readonly ComparableField[] = [
  'name',
  'source',
  'dashboardId',
  'tileId',
  'savedSearchId',
  'groupBy',
  'chartConfig',
  'threshold',
  'thresholdType',
  'thresholdMax',
  'interval',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
  'numConsecutiveWindows',
  'channels',
  'message',
  'note',
  'displayName',
  'tags',
  'detectionMode',
  'anomalyConfig',
];

/** One alert of a file with every name resolved to an id. */
export interface DesiredAlert {
  file: string;
  scope: string;
  name: string;
  adopt: boolean | string;
  want: Comparable;
  /** "Checkout / Error count" or "saved search: Errors" — for reports. */
  target: string;
  /** Set when the file named the tile (not its id): the alert follows the tile through id changes. */
  tileName?: string;
  spec: AlertSpec;
  /** The kept fields the file does not state: the plan takes them from the live alert (`want` holds null for them). */
  keep?: ReadonlySet<KeptField>;
  /** Why the server would refuse a write of this alert (its handler's own checks, docs/contract.md §8.1): an error when the plan writes it. */
  refusal?: { key: string; message: string };
}

/** What an alert's create and update carry besides the engine's fields. */
interface AlertWrite {
  /** "Checkout / Error count" or "saved search: Errors" — for reports. */
  target: string;
  /**
   * What it evaluates, replayed over the last `backtest-window` (src/alerts/backtest/). In the
   * `plan` output, never in the fingerprint: the data moves.
   */
  backtest?: Backtest;
}

/** One action of an alerts plan: a write sends the complete body (PUT replaces the whole alert). */
export type PlanAction = EnginePlanAction<AlertInput, AlertWrite, AlertWrite, { target?: string }, { target: string }>;
export type WriteAction = WriteOf<PlanAction>;
export type { FieldChange };

export interface PlanSummary {
  create: number;
  update: number;
  delete: number;
  unchanged: number;
  unmanaged: number;
}

export interface Plan {
  version: 1;
  /** Short fingerprint (12 hex) of the write actions; see `fingerprint.ts`. */
  fingerprint: string;
  fullFingerprint: string;
  files: Array<{ file: string; scope: string }>;
  summary: PlanSummary;
  actions: PlanAction[];
  /** Warnings for the report (name collisions with unmanaged alerts, alerts left behind without prune, …). */
  notes: string[];
}

export { isWrite };
