import type { AlertInput, AlertInterval, ThresholdType } from '../api/types.js';
import { isWrite, type FieldChange, type PlanAction as EnginePlanAction, type WriteOf } from '../reconcile/plan.js';
import type { Backtest } from './backtest/types.js';
import type { AlertSpec } from './file.js';
import type { AlertSource } from './fields.js';

/**
 * An alert reduced to what the file controls, with every server default and null/absent
 * variant folded to one value, so desired and live alerts compare field by field.
 */
export interface Comparable {
  name: string | null;
  source: AlertSource;
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
}

export type ComparableField = keyof Comparable;

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
