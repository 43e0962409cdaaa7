import type { Dashboard } from '../api/types.js';
import { isWrite, type FieldChange, type PlanAction as EnginePlanAction, type WriteOf } from '../reconcile/plan.js';
import type { LostAlert } from './alerts-lost.js';
import type { DashboardSpec, Raw } from './file.js';

export interface TileChange {
  name: string;
  change: 'added' | 'removed' | 'renamed' | 'moved' | 'changed';
  /** The live key it had (renamed: by `was` or a new name on the same key). */
  was?: string;
  id?: string;
  fields?: FieldChange[];
}

/** A live dashboard as the plan saw it: its canonical form with ids ("changed since plan"). */
export interface Seen {
  live: Dashboard;
  snapshot: string;
}

/** A live dashboard a file entry matched: `kept` maps each live tile id the write keeps to its desired display type. */
export interface Matched extends Seen {
  spec: DashboardSpec;
  kept: Map<string, unknown>;
}

/** Not in the `plan` output: what apply and the reports need. */
interface Internal<I> {
  internal: I;
}

interface CreateMore extends Internal<{ spec: DashboardSpec }> {
  tiles: TileChange[];
  /** Table links point at dashboards this run creates: a second write adds them. */
  linksPending?: boolean;
}

interface UpdateMore extends Internal<Matched> {
  /** Takes an unmarked dashboard over (adds the ownership tag). */
  adopted?: boolean;
  /** Renames the dashboard (its `was`). */
  renamedFrom?: string;
  tiles: TileChange[];
  alertsDeleted?: LostAlert[];
}

interface DeleteMore extends Internal<Seen> {
  alertsDeleted?: LostAlert[];
}

/** One action of a dashboards plan: a write sends the complete body (ids of live tiles and filters included). */
export type PlanAction = EnginePlanAction<Raw, CreateMore, UpdateMore, DeleteMore, Internal<Matched>>;
export type WriteAction = WriteOf<PlanAction>;
export type { FieldChange };

export interface PlanSummary {
  create: number;
  update: number;
  adopt: number;
  delete: number;
  unchanged: number;
  unmanaged: number;
  tilesAdded: number;
  tilesChanged: number;
  tilesRemoved: number;
  alertsDeleted: number;
}

export interface Plan {
  version: 1;
  kind: 'dashboards';
  fingerprint: string;
  fullFingerprint: string;
  files: Array<{ file: string; scope: string; ownerTag: string }>;
  summary: PlanSummary;
  actions: PlanAction[];
  notes: string[];
}

export { isWrite };
