import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Edition } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { defaultScope, findFiles, readText } from '../util/files.js';
import { matchesFingerprint } from '../util/fingerprint.js';
import { actionNamer, InputError, msg, named, theInput, type InputNamer } from '../util/input-error.js';
import type { Workspace } from '../util/workspace.js';
import { FileProblemsError } from '../util/problems.js';
import { applyPlan, type Applied } from './apply.js';
import { recordEchoes } from './echo.js';
import { parseDashboardFile, type DashboardFile } from './file.js';
import { isWrite, type Plan } from './model.js';
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
}

/** The files, checked (syntax, schema for the edition, cross-field rules) before any request. */
export async function readDashboardFiles(
  settings: Pick<DashboardSyncSettings, 'dashboardFile' | 'scope' | 'prune'>,
  edition: Edition,
  ws: Workspace,
): Promise<DashboardFile[]> {
  const found = await findFiles(ws, 'dashboard-file', settings.dashboardFile);
  if (settings.scope && found.length > 1) {
    throw new InputError(
      msg`${theInput('scope')} is set but ${named('dashboard-file')} matches ${found.length} files; each file needs its own scope (leave ${named('scope')} empty, or set \`scope:\` inside each file).`,
    );
  }
  const files: DashboardFile[] = [];
  for (const f of found)
    files.push(
      parseDashboardFile(f.display, await readText('dashboard-file', f), { scope: settings.scope, defaultScope: defaultScope(ws, f.display), edition }),
    );
  const scopes = new Map<string, string>();
  const names = new Map<string, { file: DashboardFile; path: DashboardFile['dashboards'][number]['path'] }>();
  for (const f of files) {
    const other = scopes.get(f.scope);
    if (other) f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
    scopes.set(f.scope, f.file);
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
  failOnProblems(files);
  if (settings.prune) {
    const empty = files.filter((f) => f.dashboards.length === 0);
    if (empty.length > 0) {
      throw new InputError(
        `prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no dashboards would delete every dashboard of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`dashboards.delete\`, or sync without prune.`,
      );
    }
  }
  return files;
}

export function failOnProblems(files: ReadonlyArray<Pick<DashboardFile, 'yaml'>>): void {
  const all = files.flatMap((f) => f.yaml.problems);
  if (all.some((p) => p.severity === 'error')) throw new FileProblemsError(all);
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
  opts: { prune: boolean; dryRun: boolean; alertOwner: (a: Alert) => string; alerts?: Alert[]; debug?: (message: string) => void },
): Promise<DashboardRun> {
  const specs = files.flatMap((f) => f.dashboards);
  const [dashboards, sources, connections] = await Promise.all([
    client.listDashboards(),
    client.listSources(),
    namesConnections(specs) && client.listConnections ? client.listConnections() : undefined,
  ]);
  const lookups: Lookups = { dashboards, sources, connections };
  let plan = buildPlan({ files, lookups, prune: opts.prune });
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
export const knownIds = (run: DashboardRun): Set<string> => new Set(run.lookups.dashboards.map((d) => d.id));

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
  if (deletions > settings.maxDeletions) {
    out.push(
      msg`The plan deletes ${deletions} object(s) (dashboards, and the tile alerts their writes delete${alertDeletes ? ', and alerts' : ''}), more than max-deletions (${settings.maxDeletions}); nothing was sent. Raise ${named('max-deletions')} if this is intended.`.render(
        settings.nameInput ?? actionNamer,
      ),
    );
  }
  if (settings.expectPlan && !matchesFingerprint(settings.expectPlan, fullFingerprint)) {
    out.push(
      `The live plan (fingerprint ${fullFingerprint.slice(0, 12)}) differs from the reviewed one (expect-plan ${settings.expectPlan}); nothing was sent. Review the new plan and re-approve it.`,
    );
  }
  return out;
}

/** Why the applied writes failed, for the step's failure message. */
export function applyFailures(applied: Applied | undefined): string[] {
  const failed = applied?.outcomes.filter((o) => o.status === 'failed') ?? [];
  if (failed.length === 0) return [];
  return [
    `${failed.length} of ${applied?.outcomes.length} dashboard write(s) failed: ${failed.map((o) => `${o.action.action} "${o.action.name}": ${o.error}`).join('; ')}. A re-run converges.`,
  ];
}

/** dashboards.sync on its own: files, lists, plan, guards, apply unless a dry run, one report. */
export async function syncDashboards(client: ObservabilityClient, edition: Edition, settings: DashboardSyncSettings, ws: Workspace): Promise<OperationResult> {
  const files = await readDashboardFiles(settings, edition, ws);
  const run = await planDashboardSync(client, files, settings);
  const { plan } = run;
  const writes = plan.actions.filter(isWrite).length;
  const changed = writes > 0;
  const refused = refusals(plan, settings);
  let applied: Applied | undefined;
  if (!settings.dryRun && refused.length === 0 && changed) applied = await applyPlan(client, plan, settings.concurrency, knownIds(run), settings.nameInput);

  recordEchoes(files, applied);
  const report = renderPlan(plan, { dryRun: settings.dryRun, outcomes: applied?.outcomes });
  const warnings = files.flatMap((f) => f.yaml.problems);
  if (warnings.length > 0) report.problems = warnings;
  const failures = [...refused, ...applyFailures(applied)];
  if (settings.failOnChanges && changed)
    failures.push(`fail-on-changes: the server differs from the file (${writes} change${writes === 1 ? '' : 's'} pending${applied ? ', now applied' : ''}).`);
  if (failures.length > 0) report.outcome = 'failure';
  report.notes = [...failures, ...run.notes, ...(report.notes ?? [])];
  const planOut = planJson(plan);
  return {
    result: {
      plan: planOut,
      applied: applied?.outcomes.map((o) => ({
        action: o.action.action,
        name: o.action.name,
        id: o.id,
        status: o.status,
        ...(o.recovered ? { recovered: true } : {}),
        ...(o.error ? { error: o.error } : {}),
      })),
    },
    changed,
    report,
    outputs: { plan: JSON.stringify(planOut), 'plan-fingerprint': plan.fingerprint },
    failure: failures.length > 0 ? failures.join('\n') : undefined,
  };
}
