import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Dashboard, Edition } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { defaultScope, findFiles, readText } from '../util/files.js';
import { actionNamer, InputError, msg, named, theInput, type InputNamer } from '../util/input-error.js';
import type { Workspace } from '../util/workspace.js';
import { FileProblemsError, type FileProblem } from '../util/problems.js';
import { applyPlan, type ApplyOutcome } from './apply.js';
import { backtestPlan, type BacktestRun, type BacktestSettings } from './backtest/run.js';
import { recordEchoes } from './echo.js';
import { parseAlertFile, type AlertFile } from './file.js';
import { matchesFingerprint } from './fingerprint.js';
import type { DesiredAlert, Plan } from './model.js';
import { buildPlan } from './plan.js';
import { planJson, renderPlan } from './render.js';
import { neededLists, resolveFile, type Lookups } from './resolve.js';

/** What a sync is asked to do (alerts.sync's inputs, checked). */
export interface SyncSettings {
  /** A path or a glob, relative to the workspace. */
  alertFile: string;
  /** Empty: each file's own `scope:`, else its default. */
  scope: string;
  prune: boolean;
  maxDeletions: number;
  failOnChanges: boolean;
  expectPlan: string;
  dryRun: boolean;
  /** Writes in flight (the client paces them to the rate limit). */
  concurrency: number;
  /** How a refusal names an input to this user (default: the action's words). */
  nameInput?: InputNamer;
  /** `backtest-window`, `backtest-max-firings` (self-hosted: the series API). */
  backtest: BacktestSettings;
}

/**
 * Reconciles alert file(s) with the server: files (syntax, schema, cross checks) before any
 * request, one list of each kind, plan, guards (max-deletions, expect-plan), then — unless a dry
 * run — apply; one report either way.
 */
export async function syncAlerts(client: ObservabilityClient, edition: Edition, inputs: SyncSettings, ws: Workspace): Promise<OperationResult> {
  // 1. Files: syntax, shape, types, enums — before any request.
  const files = await readAlertFiles(inputs, edition, ws);
  // 2. Lists, names → ids, plan.
  const { plan, lookups, desired } = await planAlertSync(client, files, { prune: inputs.prune });
  // 3. Backtests: reads only, before the plan is shown or guarded.
  const backtests = await backtestPlan(
    client,
    { plan, desired, alerts: lookups.alerts, dashboards: lookups.dashboards, savedSearches: lookups.savedSearches },
    inputs.backtest,
    Date.now(),
  );

  const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
  const changed = writes > 0;
  const outputs = { plan: planJson(plan), 'plan-fingerprint': plan.fingerprint };

  // 4. Guards: refuse with nothing sent.
  const refusals: string[] = [];
  const noisy = noiseRefusal(backtests, inputs.backtest, inputs.nameInput);
  if (noisy) refusals.push(noisy);
  const maxDeletions = inputs.maxDeletions;
  if (plan.summary.delete > maxDeletions) {
    refusals.push(
      msg`The plan deletes ${plan.summary.delete} alerts, more than max-deletions (${maxDeletions}); nothing was sent. Raise ${named('max-deletions')} if this is intended.`.render(
        inputs.nameInput ?? actionNamer,
      ),
    );
  }
  if (inputs.expectPlan && !matchesFingerprint(inputs.expectPlan, plan.fullFingerprint)) {
    refusals.push(
      `The live plan (fingerprint ${plan.fingerprint}) differs from the reviewed one (expect-plan ${inputs.expectPlan}); nothing was sent. Review the new plan and re-approve it.`,
    );
  }

  let outcomes: ApplyOutcome[] | undefined;
  if (!inputs.dryRun && refusals.length === 0 && changed) {
    const known = new Set(lookups.alerts.map((a) => a.id));
    outcomes = await applyPlan(client, plan, inputs.concurrency, known, inputs.nameInput);
  }

  recordEchoes(files, outcomes);
  const report = renderPlan(plan, lookups, { dryRun: inputs.dryRun, outcomes, backtests: backtests.details });
  const warnings = files.flatMap((f) => f.yaml.problems);
  if (warnings.length > 0) report.problems = warnings;
  const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
  const failures = [...refusals];
  if (failed.length > 0) {
    failures.push(
      `${failed.length} of ${outcomes?.length} write(s) failed: ${failed.map((o) => `${o.action.action} "${o.action.name}" (${o.error})`).join('; ')}. A re-run converges.`,
    );
  }
  if (inputs.failOnChanges && changed) {
    failures.push(`fail-on-changes: the server differs from the file (${writes} change${writes === 1 ? '' : 's'} pending${outcomes ? ', now applied' : ''}).`);
  }
  if (failures.length > 0) report.outcome = 'failure';
  report.notes = [...failures, ...backtests.notes, ...(report.notes ?? [])];

  return {
    result: {
      plan: JSON.parse(outputs.plan) as unknown,
      applied: outcomes?.map((o) => ({
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
    outputs,
    failure: failures.length > 0 ? failures.join('\n') : undefined,
  };
}

/**
 * The lists the files need (or, in a run with a dashboard file, the alerts and the dashboards as
 * that run predicts them: `given`), names → ids, the plan, and the problems only the plan can see.
 */
export async function planAlertSync(
  client: ObservabilityClient,
  files: AlertFile[],
  opts: { prune: boolean; given?: { alerts: Alert[]; dashboards: Dashboard[] } },
): Promise<{ plan: Plan; lookups: Lookups & { alerts: Alert[] }; desired: DesiredAlert[] }> {
  const lookups = await fetchLookups(client, files, opts.given);
  const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: resolveFile(f, lookups) }));
  failOnProblems(files);
  const { plan, problems } = buildPlan({
    files: desired,
    alerts: lookups.alerts,
    dashboards: lookups.dashboards,
    prune: opts.prune,
    singleChannel: lookups.singleChannel,
  });
  for (const p of problems) files.find((f) => f.file === p.alert.file)?.yaml.problem(p.alert.spec.at(p.key), p.message);
  // The server checks an alert only when it is written: a refusal stops the run (before its first
  // write) when the plan creates or updates the alert, and is a warning when it leaves it as it is.
  for (const d of desired.flatMap((f) => f.alerts)) {
    if (!d.refusal) continue;
    const a = plan.actions.find((x) => x.file === d.file && x.name === d.name);
    const writes = a?.action === 'create' || a?.action === 'update';
    const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
    files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
  }
  failOnProblems(files);
  return { plan, lookups, desired: desired.flatMap((f) => f.alerts) };
}

/** The alert files, checked before any request (syntax, schema, cross checks, prune with no alerts). */
export async function readAlertFiles(inputs: Pick<SyncSettings, 'alertFile' | 'scope' | 'prune'>, edition: Edition, ws: Workspace): Promise<AlertFile[]> {
  const found = await findFiles(ws, 'alert-file', inputs.alertFile);
  if (inputs.scope && found.length > 1) {
    throw new InputError(
      msg`${theInput('scope')} is set but ${named('alert-file')} matches ${found.length} files; each file needs its own scope (leave ${named('scope')} empty, or set \`scope:\` inside each file).`,
    );
  }
  const files: AlertFile[] = [];
  for (const f of found) {
    files.push(parseAlertFile(f.display, await readText('alert-file', f), { scope: inputs.scope, defaultScope: defaultScope(ws, f.display), edition }));
  }
  const seen = new Map<string, string>();
  for (const f of files) {
    const other = seen.get(f.scope);
    if (other) f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
    seen.set(f.scope, f.file);
  }
  failOnProblems(files);
  if (inputs.prune) {
    const empty = files.filter((f) => f.alerts.length === 0);
    if (empty.length > 0) {
      throw new InputError(
        `prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no alerts would delete every alert of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`alerts.delete\`, or sync without prune.`,
      );
    }
  }
  return files;
}

/** The noise guard's refusal (`backtest-max-firings`), in the words of this front end. */
export function noiseRefusal(run: BacktestRun, settings: BacktestSettings, nameInput: InputNamer | undefined): string | undefined {
  if (!run.noisy || settings.maxFirings === undefined) return undefined;
  const window = settings.window === 'off' ? '' : ` in the last ${settings.window.text}`;
  return msg`Backtest: ${run.noisy.join('; ')}${window}, more than ${named('backtest-max-firings')} (${settings.maxFirings}); nothing was sent. Raise the threshold, or the limit if this is intended.`.render(
    nameInput ?? actionNamer,
  );
}

function failOnProblems(files: AlertFile[]): void {
  const all: FileProblem[] = files.flatMap((f) => f.yaml.problems);
  if (all.some((p) => p.severity === 'error')) throw new FileProblemsError(all);
}

async function fetchLookups(
  client: ObservabilityClient,
  files: AlertFile[],
  given?: { alerts: Alert[]; dashboards: Dashboard[] },
): Promise<Lookups & { alerts: Alert[] }> {
  const need = neededLists(files);
  const [alerts, dashboards, webhooks, savedSearches] = await Promise.all([
    given ? given.alerts : client.listAlerts(),
    given ? given.dashboards : need.dashboards ? client.listDashboards() : undefined,
    need.webhooks ? client.listWebhooks() : undefined,
    need.savedSearches ? client.listSavedSearches() : undefined,
  ]);
  // The managed schema has no `channels` (its gateway refuses the key); self-hosted servers before
  // api 2.36 answer alerts without it.
  const singleChannel = client.edition === 'managed' || alerts.some((a) => a.channel !== undefined && a.channels === undefined);
  return { alerts, dashboards, webhooks, savedSearches, singleChannel };
}
