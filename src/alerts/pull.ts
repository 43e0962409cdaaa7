// Alerts as stack.pull reads them (src/reconcile/pull.ts): planned by this kind's own planner
// (the file's `defaults` merged in, names resolved against the live lists) against the live
// alerts, and a live alert written as alerts.export writes it.
import type { Alert, Connection, Dashboard, Edition, SavedSearch, Source, Webhook } from '../api/types.js';
import type { Json, PullEntry, PullKind, PullStatus } from '../reconcile/pull.js';
import { renderAlertFile } from './export.js';
import { parseAlertFile } from './file.js';
import { fromServer } from './normalize.js';
import { buildPlan } from './plan.js';
import { resolveFile } from './resolve.js';

export interface AlertPullInput {
  file: string;
  scope: string;
  /** The file's `alerts` entries as read (values substituted), and its `defaults` (merged into each). */
  entries: readonly PullEntry[];
  defaults?: Json;
  edition: Edition;
  alerts: readonly Alert[];
  dashboards: readonly Dashboard[];
  webhooks: readonly Webhook[];
  savedSearches: readonly SavedSearch[];
  /** What inline alerts' charts name (the alerts read by id: the list leaves the chart out). */
  sources?: readonly Source[];
  connections?: readonly Connection[];
}

export function alertPullKind(input: AlertPullInput): PullKind {
  // The managed gateway takes one `channel`; self-hosted servers before api 2.36 answer no `channels` (as alerts.sync decides).
  const singleChannel = input.edition === 'managed' || input.alerts.some((a) => a.channel !== undefined && a.channels === undefined);
  const lookups = {
    dashboards: [...input.dashboards],
    webhooks: [...input.webhooks],
    savedSearches: [...input.savedSearches],
    sources: [...(input.sources ?? [])],
    connections: [...(input.connections ?? [])],
    singleChannel,
  };
  return {
    section: 'alerts',
    singular: 'alert',
    marked: true,
    entries: input.entries,
    live: input.alerts,
    plan: (values) => Promise.resolve(plan(input, lookups, singleChannel, values)),
    owner: (live) => {
      const scope = fromServer(live as unknown as Alert).scope;
      return scope === undefined ? 'unmarked' : scope === input.scope ? 'ours' : 'other';
    },
    exportEntry: (live) => {
      const out = renderAlertFile({
        alerts: [live as unknown as Alert],
        dashboards: lookups.dashboards,
        webhooks: lookups.webhooks,
        savedSearches: lookups.savedSearches,
        sources: lookups.sources,
        connections: lookups.connections,
        scope: input.scope,
      });
      return out.entries[0] ?? { name: live.name, '(not exportable)': out.skipped[0]?.reason ?? 'unknown' };
    },
    secretFields: [],
    fileKeys: ['adopt'],
  };
}

function plan(input: AlertPullInput, lookups: Parameters<typeof resolveFile>[1], singleChannel: boolean, values: readonly Json[]): Map<string, PullStatus> {
  const once = planOnce(input, lookups, singleChannel, values);
  // A name that resolves to nothing (a dashboard renamed in the UI) is a problem of one entry: the others are planned alone.
  if (!once.failed || values.length < 2) return once.statuses;
  return new Map(values.flatMap((v) => [...planOnce(input, lookups, singleChannel, [v]).statuses]));
}

function planOnce(
  input: AlertPullInput,
  lookups: Parameters<typeof resolveFile>[1],
  singleChannel: boolean,
  values: readonly Json[],
): { statuses: Map<string, PullStatus>; failed: boolean } {
  const text = JSON.stringify({ version: 1, ...(input.defaults ? { defaults: input.defaults } : {}), alerts: values });
  const file = parseAlertFile(input.file, text, { scope: input.scope, defaultScope: input.scope, edition: input.edition });
  const statuses = new Map<string, PullStatus>();
  const desired = file.yaml.hasErrors ? [] : resolveFile(file, lookups);
  const failed = file.yaml.hasErrors;
  if (!failed) {
    const { plan: p, problems } = buildPlan({
      files: [{ file: input.file, scope: input.scope, alerts: desired }],
      alerts: [...input.alerts],
      dashboards: lookups.dashboards,
      prune: false,
      singleChannel,
    });
    const refused = new Set(problems.map((x) => x.alert.name));
    for (const a of p.actions) {
      if (a.action === 'unmanaged' || a.action === 'delete' || refused.has(a.name)) continue;
      statuses.set(
        a.name,
        a.action === 'create'
          ? { action: 'create' }
          : a.action === 'unchanged'
            ? { action: 'unchanged', id: a.id }
            : { action: 'update', id: a.id, changes: a.changes },
      );
    }
  }
  for (const v of values) if (failed || !statuses.has(String(v.name))) statuses.set(String(v.name), { action: 'problem' });
  return { statuses, failed };
}
