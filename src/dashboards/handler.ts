// Dashboards as a kind of the reconcile engine (src/reconcile/), design §9: creates first (without
// links to dashboards this run creates, added by a second write once every id is known), then
// updates and deletes — each after one fresh read that must equal what the plan saw, else it is
// not written ("changed since plan"). There is no version or ETag (docs/contract.md §7.2): the
// re-read narrows the race to one round trip.
import type { ObservabilityClient } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { Dashboard } from '../api/types.js';
import type { Outcome } from '../reconcile/apply.js';
import type { Handler } from '../reconcile/handler.js';
import { holdsRef, type Ids } from '../reconcile/ref.js';
import { echoField } from '../util/echo.js';
import type { InputNamer } from '../util/input-error.js';
import { messageFor } from '../util/input-error.js';
import { canLoseAlerts, lostAlerts } from './alerts-lost.js';
import { canonDashboard, jsonDiff, snapshotOf } from './canon.js';
import type { DashboardFile, Raw } from './file.js';
import type { WriteAction } from './model.js';

/** The message every refused write of a dashboard edited between plan and apply carries. */
export const CHANGED_SINCE_PLAN = 'changed since plan — re-run';

type Creating = Extract<WriteAction, { action: 'create' }>;

/**
 * The dashboards handler for one run. `knownIds`: the dashboards the plan saw (a lost create is
 * one it did not); `ids`: the run's registry, where each written dashboard's id and its tiles' ids
 * go (what refs to them in later writes — links, tile alerts — become).
 */
export function dashboardHandler(
  client: ObservabilityClient,
  knownIds: ReadonlySet<string>,
  files: ReadonlyArray<Pick<DashboardFile, 'file' | 'yaml'>>,
  namer: InputNamer,
  ids: Ids,
): Handler<WriteAction, Dashboard> {
  /** The POST answers: a second write keeps the tile ids they gave. */
  const answers = new Map<string, Dashboard>();
  const written = (name: string, answer: Dashboard): void => {
    for (const t of Array.isArray(answer.tiles) ? answer.tiles : []) ids.set({ pending: 'tile', dashboard: name, tile: t.name }, t.id);
  };
  const landed = (a: Creating, answer: Dashboard, sent: Raw) => {
    ids.set({ pending: 'dashboard', name: a.name }, answer.id);
    answers.set(answer.id, answer);
    written(a.name, answer);
    return { id: answer.id, echo: a.linksPending ? undefined : echo(answer, sent) };
  };
  /** The body with the ids of what this run created; refused when it still names something that was not created. */
  const ready = (body: Raw): Raw => {
    if (holdsRef(body)) throw new Error('not sent: an object it names was not created (see its failure)');
    return body;
  };
  return {
    async create(a) {
      const body = ids.resolve(a.body);
      // Links to dashboards of this run not created yet: added by the second write.
      if (a.linksPending) for (const t of body.tiles as Raw[]) if (holdsRef((t.config as Raw | undefined)?.onClick)) delete (t.config as Raw).onClick;
      return landed(a, await client.createDashboard(ready(body)), body);
    },
    async reread(a) {
      let fresh: Dashboard;
      try {
        fresh = await client.getDashboard(a.id);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) throw new Error(`${CHANGED_SINCE_PLAN} (it was deleted)`);
        throw e;
      }
      if (snapshotOf(fresh) !== a.internal.snapshot) throw new Error(CHANGED_SINCE_PLAN);
      await refuseUnplannedAlertLoss(client, a, fresh);
    },
    async update(a) {
      const body = ready(ids.resolve(a.body));
      try {
        const after = await client.updateDashboard(a.id, body);
        written(a.name, after);
        return { id: a.id, echo: echo(after, body) };
      } catch (e) {
        // No transaction (docs/contract.md §7.2): after a 5xx or a lost answer, read before deciding.
        if (!answerMayBeLost(e)) throw e;
        const now = await client.getDashboard(a.id).catch(() => undefined);
        if (now && jsonDiff(canonDashboard(now), canonDashboard(body)).length === 0) {
          written(a.name, now);
          return { id: a.id, recovered: true };
        }
        throw new Error(`${messageFor(e, namer)}; the server may have written part of it — re-run`);
      }
    },
    async delete(a) {
      await client.deleteDashboard(a.id);
      return { id: a.id };
    },
    // A POST is never re-sent (a lost answer cannot make two dashboards): one list shows whether it
    // landed — a dashboard of this name with our tag that the plan did not see.
    lost: {
      is: answerMayBeLost,
      list: () => client.listDashboards(),
      find: (list, a) => list.find((d) => !knownIds.has(d.id) && d.name === a.name && d.tags?.includes((a.body.tags as string[]).at(-1) ?? '')),
      found: (a, hit) => landed(a, hit, ids.resolve(a.body)),
      notCreated: 'no dashboard was created (checked) — re-run',
      unchecked: () => 'could not check whether it was created — re-run',
      mark: false,
    },
    second: {
      needs: (a) => a.linksPending === true,
      // The second write of a create whose links point at dashboards of this run: ids of its tiles from the POST's answer.
      async write(a, id) {
        const answer = answers.get(id);
        const body = ready(ids.resolve(a.body));
        (body.tiles as Raw[]).forEach((t, i) => (t.id = answer?.tiles[i]?.id));
        const after = await client.updateDashboard(id, body);
        written(a.name, after);
        return { id, echo: echo(after, body) };
      },
    },
    echoPlace: (o: Outcome<WriteAction>) => {
      const spec = o.action.action === 'delete' ? undefined : o.action.internal.spec;
      const file = spec && files.find((f) => f.file === spec.file);
      return spec && file ? { yaml: file.yaml, path: [...spec.path, 'name'], label: `dashboard "${o.action.name}" (id ${o.id ?? '?'})` } : undefined;
    },
  };
}

const answerMayBeLost = (e: unknown): boolean => e instanceof TransportError || (e instanceof ApiError && e.status >= 500);

/**
 * The alerts are state the write changes too: the server deletes the alerts of the tiles a PUT
 * removes (or a DELETE takes), with no mention. A tile alert someone added since the plan would go
 * silently, so when this write can lose alerts at all, the list is read again and any alert it
 * would delete that the plan did not list stops the write, as a changed dashboard does.
 */
async function refuseUnplannedAlertLoss(
  client: ObservabilityClient,
  a: Extract<WriteAction, { action: 'update' | 'delete' }>,
  fresh: Dashboard,
): Promise<void> {
  const kept = a.action === 'delete' ? undefined : a.internal.kept;
  if (!canLoseAlerts(fresh, kept)) return;
  const planned = new Set((a.alertsDeleted ?? []).map((l) => l.id));
  const unplanned = lostAlerts(fresh, kept, await client.listAlerts(), () => '').filter((l) => !planned.has(l.id));
  if (unplanned.length === 0) return;
  const named = unplanned
    .slice(0, 3)
    .map((l) => `"${l.name}" on tile "${l.tile}"`)
    .join(', ');
  throw new Error(
    `${CHANGED_SINCE_PLAN} (tile alert${unplanned.length > 1 ? 's' : ''} ${named}${unplanned.length > 3 ? ', …' : ''} added since the plan would be deleted by this write)`,
  );
}

/**
 * The echo check (§6.3): the answer, canonical, against what was sent. A difference means the
 * default table misses something or the server dropped a field; the next plan would show it.
 */
function echo(answer: unknown, sent: Raw): string[] | undefined {
  // The answer as the server sent it: not trusted to be a dashboard.
  if (typeof answer !== 'object' || answer === null || !('tiles' in answer) || !Array.isArray(answer.tiles)) return undefined;
  const diffs = jsonDiff(canonDashboard(answer), canonDashboard(sent));
  if (diffs.length === 0) return undefined;
  // Every field, never a sample: a dropped one must not go unnamed (the engine makes them warnings).
  return diffs.map((d) => echoField(d.field, d.to, d.from));
}
