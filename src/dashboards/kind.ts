// Dashboards as a kind of the one run (src/reconcile/run.ts, kind.ts): a dashboard file, or a stack
// file's `dashboards`; sources (and connections) by name as the configuration kinds leave them; the
// plan (plan.ts) with the tile alerts its writes make the server delete; in a dry run, the server's
// own validation of every body; the writes (handler.ts) and the dashboards' rows of the report.
import type { Alert, Dashboard, Tile } from '../api/types.js';
import { sectionOf } from '../reconcile/files.js';
import type { Json, Kind, KindContext, KindRun, Part, Use, World } from '../reconcile/kind.js';
import { refText } from '../reconcile/ref.js';
import { afterColon, appliedRows, writeFailures } from '../reconcile/result.js';
import { tagged } from '../reconcile/tagged.js';
import { readDashboardFile, type DashboardFile, type Raw } from './file.js';
import { dashboardHandler } from './handler.js';
import { isWrite, type Plan } from './model.js';
import { buildPlan, lostOf, needsAlerts, withLostAlerts } from './plan.js';
import { dashboardsReport, planJson } from './render.js';
import { namesConnections } from './resolve.js';
import { validateOnServer } from './validate.js';

export interface DashboardKindOptions {
  /** Whose an alert is (its marker's scope, or "unmarked"): the alerts feature knows, the caller tells. */
  alertOwner: (a: Alert) => string;
}

const KEYS = ['dashboards'] as const;

export function dashboardsKind(opts: DashboardKindOptions): Kind {
  return {
    key: 'dashboards',
    name: 'dashboards',
    resources: ['dashboards'],
    refersTo: ['sources', 'connections', 'dashboards'],
    names: ['sources', 'connections'],
    uses: (_kind, dashboard) => dashboardUses(dashboard),
    singular: () => 'dashboard',
    start: (ctx) => dashboardsRun(ctx, opts),
  };
}

/** The sources and connections a dashboard's tiles and filters read. */
export function dashboardUses(dashboard: Json): Use[] {
  const out: Use[] = [];
  const objects = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter((x): x is Raw => typeof x === 'object' && x !== null) : []);
  objects(dashboard.tiles).forEach((t, i) => {
    const config = (typeof t.config === 'object' && t.config !== null ? t.config : {}) as Raw;
    const name = typeof t.name === 'string' ? `tile "${t.name}"` : `tiles[${i}]`;
    if (typeof config.sourceId === 'string' && config.sourceId) out.push({ kind: 'sources', id: config.sourceId, at: name });
    if (typeof config.connectionId === 'string' && config.connectionId) out.push({ kind: 'connections', id: config.connectionId, at: name });
  });
  objects(dashboard.filters).forEach((f, i) => {
    const applies: unknown[] = Array.isArray(f.appliesToSourceIds) ? f.appliesToSourceIds : [];
    for (const id of [f.sourceId, ...applies]) if (typeof id === 'string' && id) out.push({ kind: 'sources', id, at: `filters[${i}]` });
  });
  return out;
}

function dashboardsRun(ctx: KindContext, opts: DashboardKindOptions): KindRun {
  const files: DashboardFile[] = [];
  const declared = new Map<string, { file: DashboardFile; path: DashboardFile['dashboards'][number]['path'] }>();
  return {
    read(f) {
      const section = sectionOf(f, KEYS);
      if (!section) return;
      const file = readDashboardFile(section.yaml, { scope: section.scope, defaultScope: section.defaultScope, edition: ctx.edition });
      for (const d of file.dashboards) {
        // Names are how alert files, the UI and people find a dashboard: unique across the run.
        const first = declared.get(d.name);
        // Located only when reported: positions cost a syntax tree of the whole file.
        if (first && first.file !== file)
          file.yaml.problem(
            [...d.path, 'name'],
            `dashboard "${d.name}" is also declared in ${first.file.file}:${first.file.yaml.locate([...first.path, 'name']).line}`,
          );
        else if (!first) declared.set(d.name, { file, path: d.path });
      }
      files.push(file);
    },
    get sections() {
      return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.dashboards.length }));
    },
    // The request floor (docs/design/dashboards-sync.md §13): dashboards and sources; connections only
    // when a raw SQL tile names one; the alerts only when a write can delete one (`wants`).
    lists: () => ['dashboards', 'sources', ...(namesConnections(files.flatMap((f) => f.dashboards)) ? ['connections' as const] : [])],
    plan: (listed, world) => Promise.resolve(dashboardsPart(ctx, opts, files, listed, world)),
  };
}

function dashboardsPart(ctx: KindContext, opts: DashboardKindOptions, files: DashboardFile[], listed: World, world: World): Part {
  const live = listed.dashboards ?? [];
  let plan = buildPlan({
    files,
    lookups: { dashboards: live, sources: world.sources ?? [], connections: world.connections },
    prune: ctx.settings.prune,
    edition: ctx.edition,
  });
  let lostKnown = false;
  const withAlerts = (alerts: readonly Alert[]): void => {
    plan = withLostAlerts(plan, alerts, opts.alertOwner);
    lostKnown = true;
  };
  if (listed.alerts) withAlerts(listed.alerts);
  const lost = new Set(plan.actions.flatMap(lostOf).map((l) => l.id));
  const handler = dashboardHandler(ctx.client, new Set(live.map((d) => d.id)), files, ctx.settings.nameInput, ctx.ids);
  const t = tagged('dashboards', plan.actions.filter(isWrite), handler);
  return {
    key: 'dashboards',
    writes: t.writes,
    // The alerts see the dashboards as the writes leave them, and not the tile alerts those writes delete.
    leaves: { dashboards: predicted(plan, live), ...(listed.alerts ? { alerts: listed.alerts.filter((a) => !lost.has(a.id)) } : {}) },
    wants: (now) => (!now.alerts && needsAlerts(plan) ? ['alerts'] : []),
    complete: (now) => {
      if (!lostKnown && now.alerts) withAlerts(now.alerts);
    },
    upserts: (writes) => [writes.filter((w) => w.action === 'create'), writes.filter((w) => w.action === 'update')],
    deletes: (writes) => [writes.slice()],
    async check() {
      if (!ctx.settings.dryRun || files.some((f) => f.yaml.hasErrors)) return [];
      const note = await validateOnServer(ctx.client, plan, files, ctx.debug);
      return note ? [note] : [];
    },
    get changed() {
      return plan.actions.flatMap((a) =>
        a.action === 'create' || a.action === 'update'
          ? [{ kind: 'dashboards' as const, ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body }]
          : [],
      );
    },
    get deleted() {
      return plan.actions.flatMap((a) => (a.action === 'delete' ? [{ kind: 'dashboards' as const, id: a.id, name: a.name }] : []));
    },
    get deletions() {
      return [
        { count: plan.summary.delete, noun: 'dashboards' },
        { count: plan.summary.alertsDeleted, noun: 'tile alerts their writes delete' },
      ];
    },
    refusals: () => {
      const lostAlerts = plan.summary.alertsDeleted;
      if (lostAlerts === 0 || ctx.settings.prune) return [];
      return [
        `The plan makes the server delete ${lostAlerts} tile alert(s) (listed per dashboard); nothing was sent. Set \`prune: true\` to accept losing them — or use \`was:\` to keep a renamed tile.`,
      ];
    },
    get fingerprint() {
      return { full: plan.fullFingerprint, short: plan.fingerprint };
    },
    json: () => planJson(plan),
    writer: t.writer,
    echoPlace: t.echoPlace,
    // In plan order.
    applied: (outcomes) => appliedRows(t.inPlanOrder(outcomes), { recovered: true }),
    failures: (outcomes) => writeFailures(t.inPlanOrder(outcomes), { what: 'dashboard write(s)', of: true, entry: afterColon }),
    report: (o) => dashboardsReport(plan, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes) }),
    scopes: () => plan.files,
  };
}

/**
 * The dashboards as the plan will leave them, for the alerts' `dashboard:` / `tile:` names: the
 * files' dashboards with their tiles under the files' names (a `was` rename is already its new
 * name, with its kept id), refs for what a write creates, deleted dashboards gone.
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
