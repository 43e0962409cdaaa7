import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Dashboard, Edition, SavedSearch, Webhook } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { applyWrites, type Outcome } from '../reconcile/apply.js';
import { recordEchoes } from '../reconcile/echo.js';
import { readScopedFiles } from '../reconcile/files.js';
import { expectPlanRefusal, failOnChangesFailure, failOnProblems, maxDeletionsRefusal, refuseEmptyPrune } from '../reconcile/guards.js';
import { appliedRows, inParentheses, syncResult, writeFailures } from '../reconcile/result.js';
import { actionNamer, msg, named, type InputNamer } from '../util/input-error.js';
import { readValues, type Values } from '../util/values.js';
import type { Workspace } from '../util/workspace.js';
import { backtestPlan, type BacktestRun, type BacktestSettings } from './backtest/run.js';
import { parseAlertFile, type AlertFile } from './file.js';
import { alertHandler } from './handler.js';
import { isWrite, type DesiredAlert, type Plan, type WriteAction } from './model.js';
import { buildPlan } from './plan.js';
import { planJson, renderPlan } from './render.js';
import { neededLists, resolveFile, singleChannelServer, type Lookups } from './resolve.js';

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
  /** `values-file`: the values of the files' `${{ values.NAME }}` placeholders; empty or unset: none. */
  valuesFile?: string;
}

/**
 * Reconciles alert file(s) with the server: files (syntax, schema, cross checks) before any
 * request, one list of each kind, plan, guards (max-deletions, expect-plan), then — unless a dry
 * run — apply; one report either way.
 */
export async function syncAlerts(client: ObservabilityClient, edition: Edition, inputs: SyncSettings, ws: Workspace): Promise<OperationResult> {
  // 1. Files: values, syntax, shape, types, enums — before any request.
  const values = await readValues(ws, inputs.valuesFile ?? '', inputs.nameInput ?? actionNamer);
  const files = await readAlertFiles(inputs, edition, ws, values);
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
  const planText = planJson(plan);

  // 4. Guards: refuse with nothing sent.
  const refusals = [
    noiseRefusal(backtests, inputs.backtest, inputs.nameInput),
    maxDeletionsRefusal(plan.summary.delete, `${plan.summary.delete} alerts`, inputs.maxDeletions, inputs.nameInput),
    expectPlanRefusal(inputs.expectPlan, plan.fullFingerprint),
  ].filter((r) => r !== undefined);

  const handler = alertHandler(client, new Set(lookups.alerts.map((a) => a.id)), files);
  let outcomes: Array<Outcome<WriteAction>> | undefined;
  if (!inputs.dryRun && refusals.length === 0 && changed)
    outcomes = await applyWrites(handler, plan.actions.filter(isWrite), inputs.concurrency, inputs.nameInput);

  recordEchoes(outcomes, handler.echoPlace);
  const report = renderPlan(plan, lookups, { dryRun: inputs.dryRun, outcomes, backtests: backtests.details });
  const warnings = files.flatMap((f) => f.yaml.problems);
  if (warnings.length > 0) report.problems = warnings;
  const failures = [
    ...refusals,
    writeFailures(outcomes, { what: 'write(s)', of: true, entry: inParentheses }),
    failOnChangesFailure(inputs.failOnChanges, writes, outcomes !== undefined, { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` }),
  ].filter((f) => f !== undefined);
  return syncResult({
    plan: JSON.parse(planText) as unknown,
    planText,
    fingerprint: plan.fingerprint,
    applied: outcomes && appliedRows(outcomes, { recovered: true }),
    changed,
    report,
    failures,
    notes: backtests.notes,
  });
}

/**
 * The lists the files need (or, in a run with a dashboard file, the alerts and the dashboards as
 * that run predicts them: `given`), names → ids, the plan, and the problems only the plan can see.
 */
export async function planAlertSync(
  client: ObservabilityClient,
  files: AlertFile[],
  opts: { prune: boolean; given?: Given },
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
    const a = plan.actions.find((x) => x.action !== 'unmanaged' && x.file === d.file && x.name === d.name);
    const writes = a?.action === 'create' || a?.action === 'update';
    const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
    files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
  }
  failOnProblems(files);
  return { plan, lookups, desired: desired.flatMap((f) => f.alerts) };
}

/**
 * The alert files, checked before any request (values, syntax, schema, cross checks, prune with no
 * alerts); every problem of every file, and the values no file used, reported together.
 */
export async function readAlertFiles(
  inputs: Pick<SyncSettings, 'alertFile' | 'scope' | 'prune'>,
  edition: Edition,
  ws: Workspace,
  values?: Values,
): Promise<AlertFile[]> {
  const files = await parseAlertFiles(inputs, edition, ws, values);
  failOnProblems([...files, ...(values?.finish() ?? [])]);
  refuseEmptyAlertPrune(inputs.prune, files);
  return files;
}

/** The alert files parsed, their problems recorded and not yet raised (a run of several kinds of files reports them all at once). */
export async function parseAlertFiles(
  inputs: Pick<SyncSettings, 'alertFile' | 'scope'>,
  edition: Edition,
  ws: Workspace,
  values?: Values,
): Promise<AlertFile[]> {
  return readScopedFiles(ws, 'alert-file', inputs.alertFile, inputs.scope, (file, text, scopes) => parseAlertFile(file, text, { ...scopes, edition, values }));
}

/** `prune: true` with a file that declares no alert: refused before any request. */
export function refuseEmptyAlertPrune(prune: boolean, files: readonly AlertFile[]): void {
  refuseEmptyPrune(
    prune,
    files.map((f) => ({ file: f.file, count: f.alerts.length })),
    { plural: 'alerts', deleteOperation: 'alerts.delete' },
  );
}

/** Noisy alerts the noise guard's refusal names; the rest are counted. */
export const NOISY_NAMED = 5;

/** The noise guard's refusal (`backtest-max-firings`), in the words of this front end. */
export function noiseRefusal(run: BacktestRun, settings: BacktestSettings, nameInput: InputNamer | undefined): string | undefined {
  if (settings.maxFirings === undefined || (!run.noisy && !run.unjudged)) return undefined;
  const sentences: string[] = [];
  if (run.noisy) {
    const window = settings.window === 'off' ? '' : ` in the last ${settings.window.text}`;
    sentences.push(
      msg`Backtest: ${firstFew(run.noisy)}${window}, more than ${named('backtest-max-firings')} (${settings.maxFirings}); nothing was sent. Raise the threshold, or the limit if this is intended.`.render(
        nameInput ?? actionNamer,
      ),
    );
  }
  if (run.unjudged) {
    sentences.push(
      msg`Backtest: the series query of ${firstFew(run.unjudged)} failed, so ${named('backtest-max-firings')} cannot judge it; nothing was sent. Re-run, or leave the limit empty to apply without the gate.`.render(
        nameInput ?? actionNamer,
      ),
    );
  }
  return sentences.join(' ');
}

/** The first few, then a count (as a file's problems are said): the plan's backtest lines show every alert. */
function firstFew(items: readonly string[]): string {
  const listed = items.slice(0, NOISY_NAMED).join('; ');
  return items.length > NOISY_NAMED ? `${listed} (and ${items.length - NOISY_NAMED} more alerts)` : listed;
}

/**
 * What a run with other files already knows: the alerts, the dashboards as it predicts them, and
 * (a stack run) the webhooks and saved searches as it leaves them, created ones under pending ids.
 */
export interface Given {
  alerts: Alert[];
  dashboards?: Dashboard[];
  webhooks?: Webhook[];
  savedSearches?: SavedSearch[];
}

async function fetchLookups(client: ObservabilityClient, files: AlertFile[], given?: Given): Promise<Lookups & { alerts: Alert[] }> {
  const need = neededLists(files);
  const [alerts, dashboards, webhooks, savedSearches] = await Promise.all([
    given ? given.alerts : client.listAlerts(),
    given?.dashboards ?? (need.dashboards ? client.listDashboards() : undefined),
    given?.webhooks ?? (need.webhooks ? client.listWebhooks() : undefined),
    given?.savedSearches ?? (need.savedSearches ? client.listSavedSearches() : undefined),
  ]);
  const singleChannel = singleChannelServer(client.edition, alerts);
  return { alerts, dashboards, webhooks, savedSearches, singleChannel };
}
