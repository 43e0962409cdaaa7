import { alertHandler } from '../alerts/handler.js';
import { isWrite as isAlertWrite, type WriteAction as AlertWrite } from '../alerts/model.js';
import { fromServer } from '../alerts/normalize.js';
import { backtestPlan } from '../alerts/backtest/run.js';
import { parseAlertFile, type AlertFile } from '../alerts/file.js';
import { planJson as alertPlanJson, renderPlan as renderAlertPlan } from '../alerts/render.js';
import { noiseRefusal, planAlertSync } from '../alerts/sync.js';
import type { Alert, ConfigObject, Dashboard, Edition, Source, Webhook } from '../api/types.js';
import { parseDashboardFile, type DashboardFile } from '../dashboards/file.js';
import { isWrite as isDashboardWrite } from '../dashboards/model.js';
import { lostOf } from '../dashboards/plan.js';
import { planJson as dashboardPlanJson, renderPlan as renderDashboardPlan } from '../dashboards/render.js';
import { applyDashboardPlan, applyFailures, planDashboardSync, refusals as dashboardRefusals, type Applied, type DashboardRun } from '../dashboards/sync.js';
import { applyWrites, type Outcome } from '../reconcile/apply.js';
import { recordEchoes } from '../reconcile/echo.js';
import { readScopedFiles } from '../reconcile/files.js';
import { planFingerprint } from '../reconcile/fingerprint.js';
import { expectPlanRefusal, failOnChangesFailure, failOnProblems, maxDeletionsRefusal, refuseEmptyPrune } from '../reconcile/guards.js';
import { isWrite } from '../reconcile/plan.js';
import { holdsRef, resolveRefs } from '../reconcile/ref.js';
import { afterColon, appliedRows, inParentheses, syncResult, writeFailures } from '../reconcile/result.js';
import type { OperationResult, Report } from '../report/model.js';
import { parseStackFile, type StackFile } from '../stack/file.js';
import { CreatedIds, stackHandler } from '../stack/handler.js';
import { KIND_SPECS } from '../stack/kinds/index.js';
import { STACK_KINDS, type StackKind } from '../stack/kinds/kind.js';
import { planStack, type SecretsPort, type StackWrite } from '../stack/plan.js';
import { secretDigest, secretResolver } from '../stack/secrets.js';
import { readValues } from '../util/values.js';
import { planActionsJson, renderStackPlan, summaryOf } from '../stack/render.js';
import { fingerprintOf } from '../util/fingerprint.js';
import { InputError, msg, named } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { readCommonSyncInputs } from './alerts-sync.js';
import { fillPending, merge, predicted as predictedDashboards } from './dashboards-sync.js';
import { STACK_SYNC } from './meta.js';
import type { Operation, OperationContext } from './types.js';

type Settings = ReturnType<typeof readCommonSyncInputs> & { stackFile: string };

/** Reconciles stack file(s) with the server: every kind in one plan, applied in dependency order. */
export const stackSync: Operation = {
  ...STACK_SYNC,
  prepare(input) {
    const settings = readStackSyncInputs(input);
    return (ctx) => syncStack(ctx, settings);
  },
};

export function readStackSyncInputs(input: Inputs): Settings {
  const stackFile = input.text('stack-file');
  if (!stackFile) throw new InputError(msg`stack.sync needs input ${named('stack-file')} (a path or a glob).`);
  return { ...readCommonSyncInputs(input), stackFile };
}

/** One stack file with its dashboards and alerts sections read by their own parsers. */
interface ReadFile extends StackFile {
  dashboardFile?: DashboardFile;
  alertFile?: AlertFile;
}

const ALERT_KEYS = ['version', 'scope', 'defaults', 'alerts'];
const DASHBOARD_KEYS = ['version', 'scope', 'dashboards'];
const alertOwner = (a: Alert): string => fromServer(a).scope ?? 'unmarked';

async function syncStack(ctx: OperationContext, s: Settings): Promise<OperationResult> {
  const { client, connection, context } = ctx;
  const edition = connection.edition;
  const nameInput = context.nameInput;

  // 1. Files: values, syntax, schemas, names — before any request.
  const values = await readValues(context, s.valuesFile ?? '', nameInput);
  const files = await readScopedFiles(context, 'stack-file', s.stackFile, s.scope, (file, text, scopes): ReadFile => {
    const stack: ReadFile = parseStackFile(file, text, { ...scopes, edition, values });
    if (stack.yaml.hasErrors) return stack;
    if (stack.hasDashboards) stack.dashboardFile = parseDashboardFile(file, text, { ...scopes, edition, values, keep: DASHBOARD_KEYS });
    if (stack.hasAlerts) stack.alertFile = parseAlertFile(file, text, { ...scopes, edition, values, keep: ALERT_KEYS });
    return stack;
  });
  const dashboardFiles = files.flatMap((f) => (f.dashboardFile ? [f.dashboardFile] : []));
  const alertFiles = files.flatMap((f) => (f.alertFile ? [f.alertFile] : []));
  const everyFile = [...files, ...dashboardFiles, ...alertFiles];
  failOnProblems([...everyFile, ...values.finish()]);
  refuseEmptyPrune(
    s.prune,
    files.map((f) => ({ file: f.file, count: f.entries.length + (f.dashboardFile?.dashboards.length ?? 0) + (f.alertFile?.alerts.length ?? 0) })),
    { plural: 'objects', deleteOperation: 'the raw delete operations' },
  );

  // 2. One list per kind the files need, then the plan of the configuration kinds.
  const kinds = neededKinds(files, edition);
  const lists = await Promise.all(kinds.map(async (k) => [k, (await client.config(k)?.list()) ?? []] as const));
  const live = Object.fromEntries(lists) as Partial<Record<StackKind, ConfigObject[]>>;
  const stackPlan = await planStack({ edition, files, live, prune: s.prune, secrets: secretsPort(ctx) });
  failOnProblems(everyFile);

  // 3. Dashboards and alerts, against the objects as the plan leaves them.
  const alerts = dashboardFiles.length + alertFiles.length > 0 ? await client.listAlerts() : [];
  const given = stackPlan.predicted;
  let dRun: DashboardRun | undefined;
  if (dashboardFiles.length > 0) {
    dRun = await planDashboardSync(client, dashboardFiles, {
      prune: s.prune,
      dryRun: s.dryRun,
      alertOwner,
      alerts,
      given: { sources: given.sources as Source[], ...(live.connections ? { connections: given.connections } : {}) },
    });
  }
  let aRun: Awaited<ReturnType<typeof planAlertSync>> | undefined;
  let backtests: Awaited<ReturnType<typeof backtestPlan>> | undefined;
  if (alertFiles.length > 0) {
    const lost = new Set(dRun ? dRun.plan.actions.flatMap(lostOf).map((l) => l.id) : []);
    const dashboards: Dashboard[] | undefined = dRun ? predictedDashboards(dRun.plan, dRun.lookups.dashboards) : undefined;
    aRun = await planAlertSync(client, alertFiles, {
      prune: s.prune,
      given: {
        alerts: alerts.filter((x) => !lost.has(x.id)),
        ...(dashboards ? { dashboards } : {}),
        webhooks: given.webhooks as Webhook[],
        savedSearches: given.savedSearches,
      },
    });
    backtests = await backtestPlan(
      client,
      {
        plan: aRun.plan,
        desired: aRun.desired,
        alerts,
        dashboards: aRun.lookups.dashboards,
        ...(dRun ? { liveDashboards: dRun.lookups.dashboards, sources: dRun.lookups.sources } : {}),
        savedSearches: aRun.lookups.savedSearches,
      },
      s.backtest,
      Date.now(),
    );
  }

  // 4. One fingerprint, one budget of deletions, the guards: refused with nothing sent.
  const stackPrint = planFingerprint(
    { v: 1, kind: 'stack' },
    stackPlan.files.map((f) => f.scope),
    stackPlan.actions,
    (a) => ({ kind: a.kind }),
  );
  const fingerprint = fingerprintOf({ stack: stackPrint.full, dashboards: dRun?.plan.fullFingerprint ?? null, alerts: aRun?.plan.fullFingerprint ?? null });
  const stackWrites = stackPlan.actions.filter(isWrite);
  const dWrites = dRun ? dRun.plan.actions.filter(isDashboardWrite).length : 0;
  const aSummary = aRun?.plan.summary;
  const aWrites = aSummary ? aSummary.create + aSummary.update + aSummary.delete : 0;
  const writes = stackWrites.length + dWrites + aWrites;
  const changed = writes > 0;
  const stackDeletes = summaryOf(stackPlan.actions).delete;
  const refused: string[] = [];
  if (dRun) refused.push(...dashboardRefusals(dRun.plan, { ...s, maxDeletions: Number.MAX_SAFE_INTEGER, expectPlan: '', nameInput }));
  const deletions = stackDeletes + (dRun ? dRun.plan.summary.delete + dRun.plan.summary.alertsDeleted : 0) + (aSummary?.delete ?? 0);
  const tooMany = maxDeletionsRefusal(deletions, `${deletions} object(s)`, s.maxDeletions, nameInput);
  if (tooMany) refused.push(tooMany);
  const unexpected = expectPlanRefusal(s.expectPlan, fingerprint.full);
  if (unexpected) refused.push(unexpected);
  const noisy = backtests && noiseRefusal(backtests, s.backtest, nameInput);
  if (noisy) refused.push(noisy);

  // 5. Apply in dependency order: configuration (creates, updates), dashboards, alerts, then the configuration's deletes.
  const created = new CreatedIds();
  const handler = stackHandler(client, edition, new Set(Object.values(live).flatMap((l) => l.map((o) => o.id))), files, created);
  let stackOutcomes: Array<Outcome<StackWrite>> | undefined;
  let dApplied: Applied | undefined;
  let alertOutcomes: Array<Outcome<AlertWrite>> | undefined;
  const skipped: string[] = [];
  const alertWriter = alertHandler(client, new Set(alerts.map((x) => x.id)), alertFiles);
  if (!s.dryRun && refused.length === 0 && changed) {
    stackOutcomes = await applyWrites(
      handler,
      stackWrites.filter((w) => w.action !== 'delete'),
      s.concurrency,
      nameInput,
    );
    if (dRun) {
      // The same action objects (the report finds each outcome by its action): their bodies get the ids.
      for (const w of dRun.plan.actions.filter(isDashboardWrite)) if (w.action !== 'delete') w.body = resolveRefs(w.body, created.idFor);
      const unready = new Set(dRun.plan.actions.filter((w) => isDashboardWrite(w) && w.action !== 'delete' && holdsRef(w.body, 'object')));
      skipped.push(...[...unready].map((w) => `dashboard "${w.name}"`));
      dRun.plan = { ...dRun.plan, actions: dRun.plan.actions.filter((a) => !unready.has(a)) };
      dApplied = await applyDashboardPlan(client, dRun, dashboardFiles, s.concurrency, nameInput);
    }
    if (aRun) {
      let ready = aRun.plan.actions.filter(isAlertWrite);
      for (const w of ready) if (w.action !== 'delete') w.body = resolveRefs(w.body, created.idFor);
      const unready = ready.filter((w) => w.action !== 'delete' && holdsRef(w.body, 'object'));
      skipped.push(...unready.map((w) => `alert "${w.name}"`));
      ready = ready.filter((w) => !unready.includes(w));
      if (dApplied) ready = fillPending(ready, dApplied, skipped);
      alertOutcomes = await applyWrites(alertWriter, ready, s.concurrency, nameInput);
    }
    stackOutcomes.push(
      ...(await applyWrites(
        handler,
        stackWrites.filter((w) => w.action === 'delete'),
        s.concurrency,
        nameInput,
      )),
    );
  }
  recordEchoes(stackOutcomes, handler.echoPlace);
  recordEchoes(alertOutcomes, alertWriter.echoPlace);

  // 6. One report, one plan output.
  const report = combinedReport(
    renderStackPlan(stackPlan, fingerprint.short, { dryRun: s.dryRun, outcomes: stackOutcomes }),
    dRun && renderDashboardPlan(dRun.plan, { dryRun: s.dryRun, outcomes: dApplied?.outcomes }),
    aRun && renderAlertPlan(aRun.plan, aRun.lookups, { dryRun: s.dryRun, outcomes: alertOutcomes, backtests: backtests?.details }),
    fingerprint.short,
  );
  const problems = everyFile.flatMap((f) => f.yaml.problems);
  if (problems.length > 0) report.problems = problems;
  const failures = [...refused];
  const failedStack = writeFailures(stackOutcomes, { what: 'configuration write(s)', of: true, entry: afterColon });
  if (failedStack) failures.push(failedStack);
  failures.push(...applyFailures(dApplied));
  const failedAlerts = writeFailures(alertOutcomes, { what: 'alert write(s)', of: false, entry: inParentheses });
  if (failedAlerts) failures.push(failedAlerts);
  if (skipped.length > 0) failures.push(`Not sent, an object they name was not created: ${skipped.join(', ')}.`);
  const changes = failOnChangesFailure(s.failOnChanges, writes, stackOutcomes !== undefined, { files: 'files', plural: () => 'change(s)' });
  if (changes) failures.push(changes);

  const plan = {
    version: 1,
    kind: 'stack',
    fingerprint: fingerprint.short,
    ...(stackPlan.files.length === 1 ? { scope: stackPlan.files[0]?.scope } : { files: stackPlan.files }),
    stack: { summary: summaryOf(stackPlan.actions), actions: planActionsJson(stackPlan) },
    ...(dRun ? { dashboards: dashboardPlanJson(dRun.plan) } : {}),
    ...(aRun ? { alerts: JSON.parse(alertPlanJson(aRun.plan)) as unknown } : {}),
  };
  return syncResult({
    plan,
    planText: JSON.stringify(plan),
    fingerprint: fingerprint.short,
    applied: stackOutcomes && {
      stack: appliedRows(stackOutcomes, { recovered: true }),
      ...(dApplied ? { dashboards: appliedRows(dApplied.outcomes, { recovered: false }) } : {}),
      ...(alertOutcomes ? { alerts: appliedRows(alertOutcomes, { recovered: false }) } : {}),
    },
    changed,
    report,
    failures,
    notes: [...stackPlan.notes, ...(dRun?.notes ?? []), ...(backtests?.notes ?? [])],
  });
}

/** The kinds to list: the files' sections, what they name, and what dashboards and alerts name. */
function neededKinds(files: readonly ReadFile[], edition: Edition): StackKind[] {
  const need = new Set<StackKind>();
  const add = (k: StackKind): void => {
    if (need.has(k) || !KIND_SPECS[k].editions.includes(edition)) return;
    need.add(k);
    KIND_SPECS[k].refersTo.forEach(add);
  };
  for (const f of files) {
    f.sections.forEach(add);
    if (f.dashboardFile) ['sources', 'connections'].forEach((k) => add(k as StackKind));
    if (f.alertFile) ['webhooks', 'savedSearches'].forEach((k) => add(k as StackKind));
  }
  return STACK_KINDS.filter((k) => need.has(k));
}

/** Secrets from the variables the front end lets the engine read, masked the moment they are read. */
function secretsPort(ctx: OperationContext): SecretsPort {
  return {
    resolver: (problem) => secretResolver({ variable: ctx.context.secretVariable, addSecrets: ctx.addSecrets, problem }),
    digest: (owner, secrets) => secretDigest(owner, secrets, ctx.addSecrets),
  };
}

/** The stack's rows first, then the dashboards' and the alerts' (as the combined run shows them). */
function combinedReport(stack: Report, d: Report | undefined, a: Report | undefined, fingerprint: string): Report {
  const rest = d && a ? merge(d, a, fingerprint) : (d ?? a);
  if (!rest) return stack;
  const applied = (stack.table?.columns ?? []).includes('Result');
  const stackRows = (stack.table?.rows ?? []).map(([icon, action, name, why, result]) => [
    icon ?? '',
    action ?? '',
    name ?? '',
    '',
    why ?? '',
    ...(applied ? [result ?? '—'] : []),
  ]);
  const prefix = d && !a ? 'dashboard: ' : !d && a ? 'alert: ' : '';
  const restRows = (rest.table?.rows ?? []).map(([icon, action, name, ...more]) => [icon ?? '', action ?? '', `${prefix}${name ?? ''}`, ...more]);
  const rows = [...stackRows, ...restRows];
  const outcomes = [stack.outcome, rest.outcome];
  return {
    ...rest,
    title: stack.title,
    outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
    headline: `Stack ${stack.headline?.replace(/ \(fingerprint \w+\)$/, '') ?? ''} · ${rest.headline?.replace(/ \(fingerprint \w+\)$/, '') ?? ''} (fingerprint ${fingerprint})`,
    counts: { ...stack.counts, ...Object.fromEntries(Object.entries(rest.counts ?? {}).map(([k, v]) => [`${d ? '' : 'alerts '}${k}`, v])) },
    table: rows.length > 0 ? { columns: ['', 'Action', 'Object', 'Target / tiles', 'Changes / reason', ...(applied ? ['Result'] : [])], rows } : undefined,
    details: [...(stack.details ?? []), ...(rest.details ?? [])],
    notes: [...(stack.notes ?? []), ...(rest.notes ?? [])],
  };
}
