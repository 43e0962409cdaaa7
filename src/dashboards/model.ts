import type { Dashboard } from '../api/types.js';
import type { LostAlert } from './alerts-lost.js';
import type { DashboardSpec, Raw } from './file.js';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface TileChange {
  name: string;
  change: 'added' | 'removed' | 'renamed' | 'moved' | 'changed';
  /** The live key it had (renamed: by `was` or a new name on the same key). */
  was?: string;
  id?: string;
  fields?: FieldChange[];
}

export type PlanActionKind = 'create' | 'update' | 'delete' | 'unchanged' | 'unmanaged';

export interface PlanAction {
  action: PlanActionKind;
  name: string;
  file?: string;
  scope?: string;
  id?: string;
  /** An update that takes an unmarked dashboard over (adds the ownership tag). */
  adopted?: boolean;
  /** An update that renames the dashboard (its `was`). */
  renamedFrom?: string;
  reason?: string;
  changes?: FieldChange[];
  tiles?: TileChange[];
  alertsDeleted?: LostAlert[];
  /** Create / update: the complete body to send (ids of live tiles and filters included). */
  body?: Raw;
  /** A create whose table links point at dashboards this run creates: a second write adds them. */
  linksPending?: boolean;
  /** Not in the `plan` output: what apply and the reports need. */
  internal?: {
    spec?: DashboardSpec;
    live?: Dashboard;
    /** The live dashboard as the plan saw it, canonical with ids ("changed since plan"). */
    snapshot?: string;
    /** Live tile id → desired display type, for the tiles the write keeps (undefined: a DELETE). */
    kept?: Map<string, unknown>;
  };
}

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

export const isWrite = (a: PlanAction): boolean => a.action === 'create' || a.action === 'update' || a.action === 'delete';
