// Alerts as a kind of the one run (src/reconcile/run.ts, kind.ts): an alert file, or a stack file's
// `defaults` and `alerts`; names resolved against the dashboards, webhooks and saved searches as
// the kinds planned before leave them; the plan (plan.ts), its backtests and the noise guard; the
// writes (handler.ts) and the alerts' rows of the report (render.ts).
import { refusal } from '../api/features.js';
import type { Alert, Edition } from '../api/types.js';
import type { Json, Kind, KindContext, KindRun, Part, Use, World } from '../reconcile/kind.js';
import { sectionOf } from '../reconcile/files.js';
import { appliedRows, inParentheses, writeFailures } from '../reconcile/result.js';
import { tagged } from '../reconcile/tagged.js';
import { backtestPlan, type BacktestRun, type BacktestSettings } from './backtest/run.js';
import { readAlertFile, type AlertFile } from './file.js';
import { alertHandler, inOrder } from './handler.js';
import { withCharts } from './inline.js';
import { splitMarker } from './marker.js';
import { isWrite, type DesiredAlert, type Plan } from './model.js';
import { noiseRefusal } from './noise.js';
import { buildPlan } from './plan.js';
import { alertsReport, planJson } from './render.js';
import { neededLists, resolveFile, singleChannelServer, type Lookups } from './resolve.js';

export interface AlertKindOptions {
  /** `backtest-window`, `backtest-max-firings` (self-hosted: the series API). */
  backtest: BacktestSettings;
}

/** The keys of a stack file that are the alerts' (`version` and `scope` are the file's). */
const KEYS = ['alerts', 'defaults'] as const;

export function alertsKind(opts: AlertKindOptions): Kind {
  return {
    key: 'alerts',
    name: 'alerts',
    resources: ['alerts'],
    refersTo: ['dashboards', 'savedSearches', 'webhooks'],
    // A dashboard delete takes its tile alerts with it (the server's doing, counted in the plan).
    names: ['savedSearches', 'webhooks'],
    uses: (_kind, alert) => alertUses(alert),
    singular: () => 'alert',
    start: (ctx) => alertsRun(ctx, opts),
  };
}

/** The webhooks of every channel of an alert (or an alert body), and its saved search. */
export function alertUses(alert: Json): Use[] {
  const out: Use[] = [];
  const hook = (c: unknown): string | undefined => {
    const id = typeof c === 'object' && c !== null ? (c as { webhookId?: unknown }).webhookId : undefined;
    return typeof id === 'string' ? id : undefined;
  };
  if (Array.isArray(alert.channels)) {
    alert.channels.forEach((c, i) => {
      const id = hook(c);
      if (id) out.push({ kind: 'webhooks', id, at: `channels[${i}]` });
    });
  } else {
    const id = hook(alert.channel);
    if (id) out.push({ kind: 'webhooks', id, at: 'channel' });
  }
  if (typeof alert.savedSearchId === 'string') out.push({ kind: 'savedSearches', id: alert.savedSearchId, at: 'savedSearchId' });
  return out;
}

function alertsRun(ctx: KindContext, opts: AlertKindOptions): KindRun {
  const files: AlertFile[] = [];
  return {
    read(f) {
      const section = sectionOf(f, KEYS);
      if (section) files.push(readAlertFile(section.yaml, { scope: section.scope, defaultScope: section.defaultScope, edition: ctx.edition }));
    },
    get sections() {
      return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.alerts.length }));
    },
    lists() {
      const need = neededLists(files);
      return [
        'alerts',
        ...(need.dashboards ? ['dashboards' as const] : []),
        ...(need.webhooks ? ['webhooks' as const] : []),
        ...(need.savedSearches ? ['savedSearches' as const] : []),
        ...(need.sources ? ['sources' as const] : []),
        ...(need.connections ? ['connections' as const] : []),
      ];
    },
    async plan(listed, world) {
      await refuseInlineWhereLacking(ctx, files);
      // The list leaves an inline alert's chart out (hyperdx #3043): the ones the files may manage are read by id.
      const alerts = await chartsOf(ctx, files, world.alerts ?? []);
      return alertsPart(ctx, opts, files, { ...listed, alerts }, { ...world, alerts });
    },
  };
}

/**
 * A self-hosted server known to lack inline alerts (its `GET /health` release, docs/contract.md §18)
 * refuses each at its line, naming the release that has them; asked only when a file has one.
 */
async function refuseInlineWhereLacking(ctx: KindContext, files: readonly AlertFile[]): Promise<void> {
  const inline = files.flatMap((f) => f.alerts.filter((a) => a.source === 'inline').map((a) => ({ f, a })));
  if (inline.length === 0 || ctx.edition !== 'self-hosted') return;
  const why = refusal('inlineAlerts', await ctx.client.server());
  if (why) for (const { f, a } of inline) f.yaml.problem(a.at('chart'), `${why}: watch a tile or a saved search`);
}

/** The listed alerts, each inline one the files may manage (their scope's, or of a name they declare) read by id for its chart. */
function chartsOf(ctx: KindContext, files: readonly AlertFile[], alerts: readonly Alert[]): Promise<Alert[]> {
  const scopes = new Set(files.map((f) => f.scope));
  const names = new Set(files.flatMap((f) => f.alerts.map((a) => a.name)));
  return withCharts(ctx.client, alerts, (a) => names.has(String(a.name)) || scopes.has(splitMarker(a.message).scope ?? '\u0000'));
}

/** An alerts plan and what it was made against. */
export interface AlertPlanning {
  plan: Plan;
  lookups: Lookups;
  desired: DesiredAlert[];
}

/**
 * Names → ids against the objects as the earlier kinds leave them (`world`: a tile of a dashboard
 * the run creates, a webhook it renames), the plan, and the problems only the plan can see, each
 * at its line. Pure.
 */
export function planAlertFiles(files: readonly AlertFile[], world: World, opts: { prune: boolean; edition: Edition }): AlertPlanning {
  const alerts = world.alerts ?? [];
  const singleChannel = singleChannelServer(opts.edition, alerts);
  const lookups: Lookups = {
    dashboards: world.dashboards,
    webhooks: world.webhooks,
    savedSearches: world.savedSearches,
    sources: world.sources,
    connections: world.connections,
    singleChannel,
  };
  const before = files.map((f) => f.yaml.problems.length);
  const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: resolveFile(f, lookups) }));
  // A name that resolved to nothing leaves its alert out of the plan: planned without it, the live
  // alert would read as one the file dropped. The problems stop the run (nothing is planned).
  const unresolved = files.some((f, i) => f.yaml.problems.slice(before[i]).some((p) => p.severity === 'error'));
  const { plan, problems } = buildPlan({
    files: unresolved ? [] : desired,
    alerts: unresolved ? [] : alerts,
    dashboards: lookups.dashboards,
    prune: opts.prune,
    singleChannel,
  });
  for (const p of problems) files.find((f) => f.file === p.alert.file)?.yaml.problem(p.alert.spec.at(p.key), p.message);
  const wanted = desired.flatMap((f) => f.alerts);
  refuseWhatTheServerWould(plan, wanted, files);
  return { plan, lookups, desired: wanted };
}

/** The alerts' part of the run's plan. */
function alertsPart(ctx: KindContext, opts: AlertKindOptions, files: AlertFile[], listed: World, world: World): Part {
  const { plan, lookups, desired: wanted } = planAlertFiles(files, world, { prune: ctx.settings.prune, edition: ctx.edition });
  const handler = alertHandler(ctx.client, new Set((listed.alerts ?? []).map((a) => a.id)), files, ctx.ids);
  const t = tagged('alerts', plan.actions.filter(isWrite), handler);
  let backtests: BacktestRun | undefined;
  return {
    key: 'alerts',
    writes: t.writes,
    leaves: {},
    upserts: (writes) => [inOrder(writes)],
    deletes: (writes) => [writes.slice()],
    async check(clean) {
      if (!clean) return [];
      // The proposed alerts read their tiles as the dashboard writes leave them; an update's live definition, as they are.
      backtests = await backtestPlan(
        ctx.client,
        {
          plan,
          desired: wanted,
          alerts: listed.alerts ?? [],
          dashboards: lookups.dashboards,
          ...(listed.dashboards ? { liveDashboards: listed.dashboards } : {}),
          savedSearches: lookups.savedSearches,
          ...(listed.sources ? { sources: listed.sources } : {}),
        },
        opts.backtest,
        ctx.now,
      );
      return backtests.notes;
    },
    changed: plan.actions.flatMap((a) =>
      a.action === 'create' || a.action === 'update'
        ? [{ kind: 'alerts' as const, ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body as unknown as Json }]
        : [],
    ),
    deleted: plan.actions.flatMap((a) => (a.action === 'delete' ? [{ kind: 'alerts' as const, id: a.id, name: a.name }] : [])),
    deletions: [{ count: plan.summary.delete, noun: 'alerts' }],
    refusals: () => {
      const noisy = backtests && noiseRefusal(backtests, opts.backtest, ctx.settings.nameInput);
      return noisy ? [noisy] : [];
    },
    fingerprint: { full: plan.fullFingerprint, short: plan.fingerprint },
    json: () => JSON.parse(planJson(plan)) as unknown,
    writer: t.writer,
    echoPlace: t.echoPlace,
    // In the order they went out (updates, creates, deletes).
    applied: (outcomes) => appliedRows(t.outcomes(outcomes), { recovered: true }),
    failures: (outcomes, alone) => writeFailures(t.outcomes(outcomes), { what: alone ? 'write(s)' : 'alert write(s)', of: true, entry: inParentheses }),
    report: (o) => alertsReport(plan, lookups, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes), backtests: backtests?.details }),
    scopes: () => plan.files,
  };
}

/**
 * The server checks an alert only when it is written: a refusal it would make stops the run
 * (before its first write) when the plan creates or updates the alert, and is a warning when the
 * plan leaves it as it is.
 */
function refuseWhatTheServerWould(plan: Plan, desired: readonly DesiredAlert[], files: readonly AlertFile[]): void {
  for (const d of desired) {
    if (!d.refusal) continue;
    const a = plan.actions.find((x) => x.action !== 'unmanaged' && x.file === d.file && x.name === d.name);
    const writes = a?.action === 'create' || a?.action === 'update';
    const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
    files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
  }
}
