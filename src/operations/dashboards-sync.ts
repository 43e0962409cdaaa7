import { alertHandler } from '../alerts/handler.js';
import { isWrite as isAlertWrite, type WriteAction as AlertWrite } from '../alerts/model.js';
import { fromServer } from '../alerts/normalize.js';
import { planJson as alertPlanJson, renderPlan as renderAlertPlan } from '../alerts/render.js';
import { backtestPlan } from '../alerts/backtest/run.js';
import { noiseRefusal, parseAlertFiles, planAlertSync, refuseEmptyAlertPrune } from '../alerts/sync.js';
import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Dashboard, Edition, Tile } from '../api/types.js';
import type { Raw } from '../dashboards/file.js';
import { isWrite, type Plan } from '../dashboards/model.js';
import { lostOf } from '../dashboards/plan.js';
import { planJson, renderPlan } from '../dashboards/render.js';
import {
  applyDashboardPlan,
  applyFailures,
  planDashboardSync,
  parseDashboardFiles,
  refuseEmptyDashboardPrune,
  refusals,
  syncDashboards,
  type Applied,
  type DashboardSyncSettings,
} from '../dashboards/sync.js';
import { applyWrites, type Outcome } from '../reconcile/apply.js';
import { recordEchoes } from '../reconcile/echo.js';
import { failOnChangesFailure, failOnProblems } from '../reconcile/guards.js';
import { appliedRows, inParentheses, syncResult, writeFailures } from '../reconcile/result.js';
import { isRef, refOf, refText, resolveRefs, type Ref } from '../reconcile/ref.js';
import type { Report } from '../report/model.js';
import { fingerprintOf } from '../util/fingerprint.js';
import { actionNamer, InputError, msg, named } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { readValues } from '../util/values.js';
import type { Workspace } from '../util/workspace.js';
import { readCommonSyncInputs, readSyncInputs } from './alerts-sync.js';
import { DASHBOARDS_SYNC } from './meta.js';
import type { Operation, OperationResult } from './types.js';

/** Whose an alert is, for the alerts a dashboard write deletes: its marker's scope, or "unmarked". */
const alertOwner = (a: Alert): string => fromServer(a).scope ?? 'unmarked';

/**
 * Reconciles dashboard file(s) with the server (src/dashboards/sync.ts); with `alert-file` too,
 * one run of both (design §12): dashboards first, then the alerts against the fresh tile ids.
 */
export const dashboardsSync: Operation = {
  ...DASHBOARDS_SYNC,
  prepare(input) {
    const settings = readDashboardSyncInputs(input);
    const alerts = input.text('alert-file') ? readSyncInputs(input) : undefined;
    return ({ client, connection, log, context }) => {
      const run = { ...settings, debug: (m: string) => log.debug(m), nameInput: context.nameInput };
      return alerts ? syncBoth(client, connection.edition, run, alerts, context) : syncDashboards(client, connection.edition, run, context);
    };
  },
};

/** dashboards.sync's inputs: exactly alerts.sync's, with `dashboard-file` for `alert-file`. */
export function readDashboardSyncInputs(input: Inputs): DashboardSyncSettings {
  const dashboardFile = input.text('dashboard-file');
  if (!dashboardFile) throw new InputError(msg`dashboards.sync needs input ${named('dashboard-file')} (a path or a glob).`);
  return { ...readCommonSyncInputs(input), dashboardFile, alertOwner };
}

type AlertSettings = ReturnType<typeof readSyncInputs>;

/**
 * One step, both files (design §12): the lists read once, the dashboards planned first and the
 * alerts planned against the dashboards as they will be (renamed tiles under their new names,
 * created ones under pending ids, alerts the dashboard writes delete taken out); one plan, one
 * fingerprint, one max-deletions budget, one report. Apply: dashboards, then the pending ids of
 * the alert plan filled from the write answers, then the alerts.
 */
async function syncBoth(client: ObservabilityClient, edition: Edition, d: DashboardSyncSettings, a: AlertSettings, ws: Workspace): Promise<OperationResult> {
  // Both kinds of files read and substituted before any problem is raised: one report of every
  // problem, and a value is unused only when neither kind of file uses it.
  const values = await readValues(ws, d.valuesFile ?? '', d.nameInput ?? actionNamer);
  const dashboardFiles = await parseDashboardFiles(d, edition, ws, values);
  const alertFiles = await parseAlertFiles(a, edition, ws, values);
  failOnProblems([...dashboardFiles, ...alertFiles, ...values.finish()]);
  refuseEmptyDashboardPrune(d.prune, dashboardFiles);
  refuseEmptyAlertPrune(a.prune, alertFiles);
  const alerts = await client.listAlerts();
  const run = await planDashboardSync(client, dashboardFiles, { ...d, alerts });
  const dPlan = run.plan;
  const lost = new Set(dPlan.actions.flatMap(lostOf).map((l) => l.id));
  const dashboards = predicted(dPlan, run.lookups.dashboards);
  const {
    plan: aPlan,
    lookups,
    desired,
  } = await planAlertSync(client, alertFiles, {
    prune: a.prune,
    given: { alerts: alerts.filter((x) => !lost.has(x.id)), dashboards },
  });
  // The proposed alerts read their tiles as the dashboard writes leave them; an update's live definition, as they are.
  const backtests = await backtestPlan(
    client,
    { plan: aPlan, desired, alerts, dashboards, liveDashboards: run.lookups.dashboards, savedSearches: lookups.savedSearches, sources: run.lookups.sources },
    a.backtest,
    Date.now(),
  );

  const fingerprint = fingerprintOf({ dashboards: dPlan.fullFingerprint, alerts: aPlan.fullFingerprint });
  const dWrites = dPlan.actions.filter(isWrite).length;
  const aWrites = aPlan.summary.create + aPlan.summary.update + aPlan.summary.delete;
  const changed = dWrites + aWrites > 0;
  const refused = refusals(dPlan, d, fingerprint.full, aPlan.summary.delete);
  const noisy = noiseRefusal(backtests, a.backtest, d.nameInput);
  if (noisy) refused.push(noisy);

  let applied: Applied | undefined;
  let alertOutcomes: Array<Outcome<AlertWrite>> | undefined;
  const alertWriter = alertHandler(client, new Set(alerts.map((x) => x.id)), alertFiles);
  const skipped: string[] = [];
  if (!d.dryRun && refused.length === 0 && changed) {
    // Dependency order: the dashboards, then the alerts with the refs to what they created resolved.
    applied = await applyDashboardPlan(client, run, dashboardFiles, d.concurrency, d.nameInput);
    const ready = fillPending(aPlan.actions.filter(isAlertWrite), applied, skipped);
    alertOutcomes = await applyWrites(alertWriter, ready, a.concurrency, d.nameInput);
  }

  recordEchoes(alertOutcomes, alertWriter.echoPlace);
  const dReport = renderPlan(dPlan, { dryRun: d.dryRun, outcomes: applied?.outcomes });
  const aReport = renderAlertPlan(aPlan, lookups, { dryRun: d.dryRun, outcomes: alertOutcomes, backtests: backtests.details });
  const report = merge(dReport, aReport, fingerprint.short);
  const problems = [...dashboardFiles, ...alertFiles].flatMap((f) => f.yaml.problems);
  if (problems.length > 0) report.problems = problems;
  const failures = [...refused, ...applyFailures(applied)];
  const failedAlerts = writeFailures(alertOutcomes, { what: 'alert write(s)', of: false, entry: inParentheses });
  if (failedAlerts) failures.push(failedAlerts);
  if (skipped.length > 0) failures.push(`Not sent, their dashboard was not written: ${skipped.map((s) => `"${s}"`).join(', ')}.`);
  const changes = failOnChangesFailure(d.failOnChanges, dWrites + aWrites, applied !== undefined, { files: 'files', plural: () => 'change(s)' });
  if (changes) failures.push(changes);

  const plan = {
    version: 1,
    kind: 'dashboards+alerts',
    fingerprint: fingerprint.short,
    dashboards: planJson(dPlan),
    alerts: JSON.parse(alertPlanJson(aPlan)) as unknown,
  };
  return syncResult({
    plan,
    planText: JSON.stringify(plan),
    fingerprint: fingerprint.short,
    applied: applied && {
      dashboards: appliedRows(applied.outcomes, { recovered: false }),
      alerts: alertOutcomes && appliedRows(alertOutcomes, { recovered: false }),
    },
    changed,
    report,
    failures,
    notes: [...run.notes, ...backtests.notes],
  });
}

/**
 * The dashboards as the plan will leave them, for the alert file's `dashboard:` / `tile:` names:
 * the file's dashboards with their tiles under the file's names (a `was` rename is already its new
 * name, with its kept id), pending ids for what a write creates, deleted dashboards gone.
 */
export function predicted(plan: Plan, live: readonly Dashboard[]): Dashboard[] {
  const out = new Map(live.map((x) => [x.id, x]));
  const created: Dashboard[] = [];
  for (const x of plan.actions) {
    if (x.action === 'delete') out.delete(x.id);
    if (x.action !== 'create' && x.action !== 'update') continue;
    const id = x.action === 'create' ? refText({ pending: 'dashboard', name: x.name }) : x.id;
    const tiles = (x.body.tiles as Raw[]).map((t): Tile => ({
      ...t,
      id: typeof t.id === 'string' ? t.id : refText({ pending: 'tile', dashboard: x.name, tile: String(t.name) }),
      name: String(t.name),
    }));
    const dash: Dashboard = { ...(x.body as Omit<Dashboard, 'id' | 'tiles'>), id, name: x.name, tiles };
    if (x.action === 'create') created.push(dash);
    else out.set(id, dash);
  }
  return [...out.values(), ...created];
}

/**
 * The alert plan's writes with refs to dashboards and tiles replaced by the ids the dashboard
 * writes answered; a tile alert whose dashboard was not written is left out (named in `skipped`).
 */
export function fillPending(writes: AlertWrite[], applied: Applied, skipped: string[]): AlertWrite[] {
  const idFor = (ref: Ref): string | undefined => {
    if (ref.pending === 'dashboard') return applied.created.get(ref.name);
    if (ref.pending === 'object') return undefined;
    const id = applied.created.get(ref.dashboard) ?? [...applied.written.values()].find((w) => w.name === ref.dashboard)?.id;
    return id ? applied.written.get(id)?.tiles.find((t) => t.name === ref.tile)?.id : undefined;
  };
  return writes.filter((x) => {
    if (x.action === 'delete') return true;
    // The same action objects (the report finds each outcome by its action): their bodies get the ids.
    if (refOf(x.body.dashboardId) || refOf(x.body.tileId))
      x.body = { ...x.body, ...resolveRefs({ dashboardId: x.body.dashboardId, tileId: x.body.tileId }, idFor) };
    if (x.body.source !== 'tile' || (x.body.dashboardId && x.body.tileId && !isRef(x.body.dashboardId) && !isRef(x.body.tileId))) return true;
    skipped.push(x.name);
    return false;
  });
}

/** One report of two plans: the dashboards' rows, then the alerts' (marked), both diffs, every note. */
export function merge(d: Report, a: Report, fingerprint: string): Report {
  const columns = d.table?.columns ?? a.table?.columns ?? [];
  const applied = columns.includes('Result');
  const alertRows = (a.table?.rows ?? []).map(([icon, action, name, target, why, result]) => [
    icon ?? '',
    action ?? '',
    `alert: ${name ?? ''}`,
    target ?? '',
    why ?? '',
    ...(applied ? [result ?? '—'] : []),
  ]);
  const rows = [...(d.table?.rows ?? []), ...alertRows];
  const outcomes = [d.outcome, a.outcome];
  return {
    title: d.title.replace('Dashboards', 'Dashboards and alerts'),
    outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
    headline: `${d.headline?.replace(/ \(fingerprint \w+\)$/, '')} · Alerts ${a.headline?.replace(/^Plan: /, '').replace(/ \(fingerprint \w+\)$/, '')} (fingerprint ${fingerprint})`,
    counts: { ...d.counts, ...Object.fromEntries(Object.entries(a.counts ?? {}).map(([k, v]) => [`alerts ${k}`, v])) },
    table:
      rows.length > 0
        ? { columns: ['', 'Action', 'Dashboard / alert', 'Tiles / target', 'Changes / reason', ...(applied ? ['Result'] : [])], rows }
        : undefined,
    // The alerts' backtests: their list under the table, their charts.
    ...(a.lists ? { lists: a.lists } : {}),
    ...(a.charts ? { charts: a.charts } : {}),
    details: [...(d.details ?? []), ...(a.details ?? []).map((x) => ({ ...x, title: `Alerts: ${x.title}` }))],
    notes: [...(d.notes ?? []), ...(a.notes ?? []).filter((n) => !n.startsWith('Nothing to do') && !n.startsWith('Dry run'))],
  };
}
