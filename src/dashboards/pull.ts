// Dashboards as stack.pull reads them (src/reconcile/pull.ts): planned by this kind's own planner
// against the live dashboards, and a live dashboard written as dashboards.export writes it.
import type { Connection, Dashboard, Edition, Source } from '../api/types.js';
import { ownerTag, ownershipOf } from '../reconcile/owner.js';
import type { Json, PullEntry, PullKind, PullStatus } from '../reconcile/pull.js';
import { renderDashboardFile } from './export.js';
import { parseDashboardFile } from './file.js';
import { buildPlan } from './plan.js';

export interface DashboardPullInput {
  /** The file's path and scope, and its `dashboards` entries as read (values substituted). */
  file: string;
  scope: string;
  entries: readonly PullEntry[];
  edition: Edition;
  dashboards: readonly Dashboard[];
  sources: readonly Source[];
  connections?: readonly Connection[];
}

export function dashboardPullKind(input: DashboardPullInput): PullKind {
  const tag = ownerTag(input.scope);
  const lookups = { dashboards: [...input.dashboards], sources: [...input.sources], ...(input.connections ? { connections: [...input.connections] } : {}) };
  return {
    section: 'dashboards',
    singular: 'dashboard',
    marked: true,
    entries: input.entries,
    live: input.dashboards,
    plan: (values) => Promise.resolve(plan(input, lookups, values)),
    owner: (live) => ownershipOf(Array.isArray(live.tags) ? live.tags : [], tag).kind,
    exportEntry: (live) => {
      const out = renderDashboardFile({
        ...lookups,
        dashboards: lookups.dashboards,
        scope: input.scope,
        select: (name) => (name === live.name ? { selected: true } : { selected: false, reason: 'not-included' }),
        edition: input.edition,
      });
      const at = out.exported.findIndex((e) => e.id === live.id);
      // A dashboard the format cannot express (the export says why): its entry stays as the file has it.
      return at >= 0 ? (out.entries[at] ?? {}) : { name: live.name, '(not exportable)': out.skipped.find((s) => s.id === live.id)?.reason ?? 'unknown' };
    },
    secretFields: [],
    fileKeys: ['was', 'adopt'],
  };
}

type Lookups = Parameters<typeof buildPlan>[0]['lookups'];

function plan(input: DashboardPullInput, lookups: Lookups, values: readonly Json[]): Map<string, PullStatus> {
  const once = planOnce(input, lookups, values);
  // A name that resolves to nothing is a problem of one entry: the others are planned alone.
  if (!once.failed || values.length < 2) return once.statuses;
  return new Map(values.flatMap((v) => [...planOnce(input, lookups, [v]).statuses]));
}

function planOnce(input: DashboardPullInput, lookups: Lookups, values: readonly Json[]): { statuses: Map<string, PullStatus>; failed: boolean } {
  const text = JSON.stringify({ version: 1, dashboards: values });
  const file = parseDashboardFile(input.file, text, { scope: input.scope, defaultScope: input.scope, edition: input.edition });
  const statuses = new Map<string, PullStatus>();
  const p = file.yaml.hasErrors
    ? undefined
    : buildPlan({ files: [{ file: input.file, scope: input.scope, dashboards: file.dashboards, yaml: file.yaml }], lookups, prune: false });
  const failed = file.yaml.hasErrors;
  for (const a of failed ? [] : (p?.actions ?? [])) {
    if (a.action === 'create') statuses.set(a.name, { action: 'create' });
    else if (a.action === 'unchanged') statuses.set(a.name, { action: 'unchanged', id: a.id });
    else if (a.action === 'update') {
      // A tile's change is a change of the dashboard's tiles.
      const tiles = a.tiles.map((t) => ({ field: `tiles: ${t.name}`, from: t.change, to: t.fields ?? null }));
      statuses.set(a.name, { action: 'update', id: a.id, changes: [...a.changes, ...tiles] });
    }
  }
  for (const v of values) if (failed || !statuses.has(String(v.name))) statuses.set(String(v.name), { action: 'problem' });
  return { statuses, failed };
}
