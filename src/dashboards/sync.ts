import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Connection, Edition, Source } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { applyWrites, type Outcome } from '../reconcile/apply.js';
import { recordEchoes } from '../reconcile/echo.js';
import { readScopedFiles } from '../reconcile/files.js';
import { expectPlanRefusal, failOnChangesFailure, failOnProblems, maxDeletionsRefusal, refuseEmptyPrune } from '../reconcile/guards.js';
import { afterColon, appliedRows, syncResult, writeFailures } from '../reconcile/result.js';
import { actionNamer, type InputNamer } from '../util/input-error.js';
import { readValues, type Values } from '../util/values.js';
import type { Workspace } from '../util/workspace.js';
import { parseDashboardFile, type DashboardFile } from './file.js';
import { dashboardHandler, type Written } from './handler.js';
import { isWrite, type Plan, type WriteAction } from './model.js';
import { buildPlan, needsAlerts, withLostAlerts } from './plan.js';
import { planJson, renderPlan } from './render.js';
import { namesConnections, type Lookups } from './resolve.js';
import { validateOnServer } from './validate.js';

/** What a dashboards sync is asked to do (dashboards.sync's inputs, checked). */
export interface DashboardSyncSettings {
  /** A path or a glob, relative to the workspace. */
  dashboardFile: string;
  scope: string;
  prune: boolean;
  maxDeletions: number;
  failOnChanges: boolean;
  expectPlan: string;
  dryRun: boolean;
  concurrency: number;
  /** Whose an alert is (its marker's scope, or "unmarked"): the alerts feature knows, the caller tells. */
  alertOwner: (a: Alert) => string;
  /** Step-debug lines (what the server would store, when it differs from what the plan compares). */
  debug?: (message: string) => void;
  /** How a refusal names an input to this user (default: the action's words). */
  nameInput?: InputNamer;
  /** `values-file`: the values of the files' `${{ values.NAME }}` placeholders; empty or unset: none. */
  valuesFile?: string;
}

/**
 * The files, checked (values, syntax, schema for the edition, cross-field rules) before any
 * request; every problem of every file, and the values no file used, reported together.
 */
export async function readDashboardFiles(
  settings: Pick<DashboardSyncSettings, 'dashboardFile' | 'scope' | 'prune'>,
  edition: Edition,
  ws: Workspace,
  values?: Values,
): Promise<DashboardFile[]> {
  const files = await parseDashboardFiles(settings, edition, ws, values);
  failOnProblems([...files, ...(values?.finish() ?? [])]);
  refuseEmptyDashboardPrune(settings.prune, files);
  return files;
}

/** The dashboard files parsed and their names checked across files, problems recorded and not yet raised. */
export async function parseDashboardFiles(
  settings: Pick<DashboardSyncSettings, 'dashboardFile' | 'scope'>,
  edition: Edition,
  ws: Workspace,
  values?: Values,
): Promise<DashboardFile[]> {
  const files = await readScopedFiles(ws, 'dashboard-file', settings.dashboardFile, settings.scope, (file, text, scopes) =>
    parseDashboardFile(file, text, { ...scopes, edition, values }),
  );
  const names = new Map<string, { file: DashboardFile; path: DashboardFile['dashboards'][number]['path'] }>();
  for (const f of files) {
    for (const d of f.dashboards) {
      // Names are how alert files, the UI and people find a dashboard: unique across the run.
      const first = names.get(d.name);
      // Located only when reported: positions cost a syntax tree of the whole file.
      if (first && first.file !== f)
        f.yaml.problem(
          [...d.path, 'name'],
          `dashboard "${d.name}" is also declared in ${first.file.file}:${first.file.yaml.locate([...first.path, 'name']).line}`,
        );
      else if (!first) names.set(d.name, { file: f, path: d.path });
    }
  }
  return files;
}

/** `prune: true` with a file that declares no dashboard: refused before any request. */
export function refuseEmptyDashboardPrune(prune: boolean, files: readonly DashboardFile[]): void {
  refuseEmptyPrune(
    prune,
    files.map((f) => ({ file: f.file, count: f.dashboards.length })),
    { plural: 'dashboards', deleteOperation: 'dashboards.delete' },
  );
}

/** What apply did: one outcome per write, and what the writes answered. */
export interface Applied extends Written {
  outcomes: Array<Outcome<WriteAction>>;
}

/** Sends the plan's writes through the engine with the dashboards handler. */
export async function applyDashboardPlan(
  client: ObservabilityClient,
  run: DashboardRun,
  files: ReadonlyArray<Pick<DashboardFile, 'file' | 'yaml'>>,
  concurrency: number,
  namer: InputNamer = actionNamer,
): Promise<Applied> {
  const handler = dashboardHandler(client, knownIds(run), files, namer);
  const outcomes = await applyWrites(handler, run.plan.actions.filter(isWrite), concurrency, namer);
  recordEchoes(outcomes, handler.echoPlace);
  return { outcomes, written: handler.written, created: handler.created };
}

export interface DashboardRun {
  plan: Plan;
  lookups: Lookups;
  /** The alerts list when it was read (an alert could be lost, or the caller gave it). */
  alerts?: Alert[];
  notes: string[];
}

/**
 * The lists (one dashboards list, one sources list, connections only when a raw SQL tile names
 * one, the alerts only when a write can lose an alert — the request floor, design §13), then the
 * plan; in a dry run, the server's own validation of every body that would be sent.
 */
export async function planDashboardSync(
  client: ObservabilityClient,
  files: DashboardFile[],
  opts: {
    prune: boolean;
    dryRun: boolean;
    alertOwner: (a: Alert) => string;
    alerts?: Alert[];
    debug?: (message: string) => void;
    /** Sources and connections as a stack run leaves them (created ones under pending ids): not listed again. */
    given?: { sources: Source[]; connections?: Connection[] };
  },
): Promise<DashboardRun> {
  const specs = files.flatMap((f) => f.dashboards);
  const [dashboards, sources, connections] = await Promise.all([
    client.listDashboards(),
    opts.given ? opts.given.sources : client.listSources(),
    opts.given ? opts.given.connections : namesConnections(specs) && client.listConnections ? client.listConnections() : undefined,
  ]);
  const lookups: Lookups = { dashboards, sources, connections };
  let plan = buildPlan({ files, lookups, prune: opts.prune, edition: client.edition });
  failOnProblems(files);
  let alerts = opts.alerts;
  if (!alerts && needsAlerts(plan)) alerts = await client.listAlerts();
  if (alerts) plan = withLostAlerts(plan, alerts, opts.alertOwner);
  const notes: string[] = [];
  if (opts.dryRun) {
    const note = await validateOnServer(client, plan, files, opts.debug);
    if (note) notes.push(note);
    failOnProblems(files);
  }
  return { plan, lookups, alerts, notes };
}

/** The dashboards the plan saw: a create whose answer was lost is looked for among the others. */
const knownIds = (run: DashboardRun): Set<string> => new Set(run.lookups.dashboards.map((d) => d.id));

/** The refusals that stop a run with nothing sent (design §7). */
export function refusals(
  plan: Plan,
  settings: Pick<DashboardSyncSettings, 'prune' | 'maxDeletions' | 'expectPlan' | 'nameInput'>,
  fullFingerprint = plan.fullFingerprint,
  alertDeletes = 0,
): string[] {
  const out: string[] = [];
  const lost = plan.summary.alertsDeleted;
  if (lost > 0 && !settings.prune) {
    out.push(
      `The plan makes the server delete ${lost} tile alert(s) (listed per dashboard); nothing was sent. Set \`prune: true\` to accept losing them — or use \`was:\` to keep a renamed tile.`,
    );
  }
  const deletions = plan.summary.delete + lost + alertDeletes;
  const what = `${deletions} object(s) (dashboards, and the tile alerts their writes delete${alertDeletes ? ', and alerts' : ''})`;
  const tooMany = maxDeletionsRefusal(deletions, what, settings.maxDeletions, settings.nameInput);
  if (tooMany) out.push(tooMany);
  const unexpected = expectPlanRefusal(settings.expectPlan, fullFingerprint);
  if (unexpected) out.push(unexpected);
  return out;
}

/** Why the applied writes failed, for the step's failure message. */
export function applyFailures(applied: Applied | undefined): string[] {
  const text = writeFailures(applied?.outcomes, { what: 'dashboard write(s)', of: true, entry: afterColon });
  return text ? [text] : [];
}

/** dashboards.sync on its own: files, lists, plan, guards, apply unless a dry run, one report. */
export async function syncDashboards(client: ObservabilityClient, edition: Edition, settings: DashboardSyncSettings, ws: Workspace): Promise<OperationResult> {
  const values = await readValues(ws, settings.valuesFile ?? '', settings.nameInput ?? actionNamer);
  const files = await readDashboardFiles(settings, edition, ws, values);
  const run = await planDashboardSync(client, files, settings);
  const { plan } = run;
  const writes = plan.actions.filter(isWrite).length;
  const changed = writes > 0;
  const refused = refusals(plan, settings);
  let applied: Applied | undefined;
  if (!settings.dryRun && refused.length === 0 && changed) applied = await applyDashboardPlan(client, run, files, settings.concurrency, settings.nameInput);

  const report = renderPlan(plan, { dryRun: settings.dryRun, outcomes: applied?.outcomes });
  const warnings = files.flatMap((f) => f.yaml.problems);
  if (warnings.length > 0) report.problems = warnings;
  const changes = failOnChangesFailure(settings.failOnChanges, writes, applied !== undefined, { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` });
  const planOut = planJson(plan);
  return syncResult({
    plan: planOut,
    planText: JSON.stringify(planOut),
    fingerprint: plan.fingerprint,
    applied: applied && appliedRows(applied.outcomes, { recovered: true }),
    changed,
    report,
    failures: [...refused, ...applyFailures(applied), ...(changes ? [changes] : [])],
    notes: run.notes,
  });
}
