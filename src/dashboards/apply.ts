import { actionNamer, messageFor, type InputNamer } from '../util/input-error.js';
import type { ObservabilityClient } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { Dashboard } from '../api/types.js';
import { mapSettled } from '../util/pool.js';
import { echoField } from '../util/echo.js';
import { canLoseAlerts, lostAlerts } from './alerts-lost.js';
import { canonDashboard, jsonDiff, snapshotOf } from './canon.js';
import type { Raw } from './file.js';
import { isWrite, type Plan, type PlanAction } from './model.js';
import { isPending } from './resolve.js';

export type ApplyStatus = 'created' | 'updated' | 'deleted' | 'failed';

export interface ApplyOutcome {
  action: PlanAction;
  status: ApplyStatus;
  id?: string;
  error?: string;
  /** The answer was lost and a re-read showed the write had landed. */
  recovered?: boolean;
  /** Echo check: what the server stored differently from what was sent (§6.3). */
  echo?: string[];
}

export interface Applied {
  outcomes: ApplyOutcome[];
  /** What the writes answered, by id: the fresh state of every written dashboard (for a combined run). */
  written: Map<string, Dashboard>;
  /** Created dashboards: file name → new id (what pending ids become). */
  created: Map<string, string>;
}

/** The message every refused write of a dashboard edited between plan and apply carries. */
export const CHANGED_SINCE_PLAN = 'changed since plan — re-run';

/**
 * Sends the plan's writes (design §9): creates first (without links to dashboards this run
 * creates, added by a second write once every id is known), then updates and deletes — each after
 * one fresh read that must equal what the plan saw, else it is not written ("changed since plan").
 * There is no version or ETag (docs/contract.md §7.2): the re-read narrows the race to one round
 * trip. A failed write never stops the others.
 */
export async function applyPlan(
  client: ObservabilityClient,
  plan: Plan,
  concurrency: number,
  knownIds: ReadonlySet<string>,
  /** How the user names inputs, for the hints of a failed write (`concurrency` / `--concurrency`). */
  namer: InputNamer = actionNamer,
): Promise<Applied> {
  const message = (e: unknown): string => messageFor(e, namer);
  const written = new Map<string, Dashboard>();
  const created = new Map<string, string>();
  const writes = plan.actions.filter(isWrite);
  const outcomes = new Map<PlanAction, ApplyOutcome>();
  const fail = (a: PlanAction, e: unknown) => outcomes.set(a, { action: a, status: 'failed', id: a.id, error: message(e) });

  const creates = writes.filter((a) => a.action === 'create');
  const made = await mapSettled(creates, concurrency, async (a) => {
    const answer = await createOnce(client, a, knownIds, message);
    created.set(a.name, answer.id);
    written.set(answer.id, answer);
    return answer;
  });
  creates.forEach((a, i) => {
    const s = made[i];
    if (s?.status === 'fulfilled') outcomes.set(a, { action: a, status: 'created', id: s.value.id, echo: a.linksPending ? undefined : echo(a, s.value) });
    else fail(a, s?.reason);
  });

  const fill = (body: Raw): Raw => substitute(body, created) as Raw;
  const rest = writes.filter((a) => a.action !== 'create');
  const links = creates.filter((a) => a.linksPending && outcomes.get(a)?.status === 'created');
  const settled = await mapSettled([...rest, ...links], concurrency, async (a): Promise<ApplyOutcome> => {
    if (a.action === 'create') {
      // The second write of a create whose links point at dashboards of this run: ids of its tiles from the POST's answer.
      const id = created.get(a.name) as string;
      const answer = written.get(id);
      const body = fill(a.body ?? {});
      (body.tiles as Raw[]).forEach((t, i) => (t.id = answer?.tiles[i]?.id));
      const after = await client.updateDashboard(id, body);
      written.set(id, after);
      return { action: a, status: 'created', id, echo: echo(a, after, body) };
    }
    const id = a.id as string;
    let fresh: Dashboard;
    try {
      fresh = await client.getDashboard(id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) throw new Error(`${CHANGED_SINCE_PLAN} (it was deleted)`);
      throw e;
    }
    if (snapshotOf(fresh) !== a.internal?.snapshot) throw new Error(CHANGED_SINCE_PLAN);
    await refuseUnplannedAlertLoss(client, a, fresh);
    if (a.action === 'delete') {
      await client.deleteDashboard(id);
      return { action: a, status: 'deleted', id };
    }
    const body = fill(a.body ?? {});
    try {
      const after = await client.updateDashboard(id, body);
      written.set(id, after);
      return { action: a, status: 'updated', id, echo: echo(a, after, body) };
    } catch (e) {
      // No transaction (docs/contract.md §7.2): after a 5xx or a lost answer, read before deciding.
      if (!(e instanceof TransportError || (e instanceof ApiError && e.status >= 500))) throw e;
      const now = await client.getDashboard(id).catch(() => undefined);
      if (now && jsonDiff(canonDashboard(now), canonDashboard(body)).length === 0) {
        written.set(id, now);
        return { action: a, status: 'updated', id, recovered: true };
      }
      throw new Error(`${message(e)}; the server may have written part of it — re-run`);
    }
  });
  [...rest, ...links].forEach((a, i) => {
    const s = settled[i];
    if (s?.status === 'fulfilled') outcomes.set(a, s.value);
    else fail(a, s?.reason);
  });
  return { outcomes: writes.map((a) => outcomes.get(a) as ApplyOutcome), written, created };
}

/**
 * The alerts are state the write changes too: the server deletes the alerts of the tiles a PUT
 * removes (or a DELETE takes), with no mention. A tile alert someone added since the plan would go
 * silently, so when this write can lose alerts at all, the list is read again and any alert it
 * would delete that the plan did not list stops the write, as a changed dashboard does.
 */
async function refuseUnplannedAlertLoss(client: ObservabilityClient, a: PlanAction, fresh: Dashboard): Promise<void> {
  const kept = a.action === 'delete' ? undefined : a.internal?.kept;
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
 * A POST is never re-sent (a lost answer cannot make two dashboards): after a lost answer or a 5xx,
 * one list shows whether it landed — a dashboard of this name with our tag that the plan did not
 * see. Links to pending ids are left out of it (the second write adds them).
 */
async function createOnce(client: ObservabilityClient, a: PlanAction, known: ReadonlySet<string>, message: (e: unknown) => string): Promise<Dashboard> {
  const body = structuredClone(a.body ?? {});
  if (a.linksPending) {
    for (const t of body.tiles as Raw[]) {
      const config = t.config as Raw | undefined;
      if (config && JSON.stringify(config.onClick ?? null).includes('<pending: dashboard ')) delete config.onClick;
    }
  }
  try {
    return await client.createDashboard(body);
  } catch (e) {
    if (!(e instanceof TransportError || (e instanceof ApiError && e.status >= 500))) throw e;
    const tag = (body.tags as string[]).at(-1);
    const list = await client.listDashboards().catch(() => undefined);
    const hit = list?.find((d) => !known.has(d.id) && d.name === a.name && d.tags?.includes(tag ?? ''));
    if (hit) return hit;
    throw new Error(`${message(e)}; ${list ? 'no dashboard was created (checked)' : 'could not check whether it was created'} — re-run`);
  }
}

/** Pending ids → the ids the creates answered (left as they are when a create failed). */
function substitute(value: unknown, created: ReadonlyMap<string, string>): unknown {
  if (isPending(value)) {
    const name = value.slice('<pending: dashboard '.length, -1);
    return created.get(name) ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, created));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, created)]));
  return value;
}

/**
 * The echo check (§6.3): the answer, canonical, against what was sent. A difference means the
 * default table misses something or the server dropped a field; the next plan would show it.
 */
function echo(a: PlanAction, answer: unknown, sent: Raw = a.body ?? {}): string[] | undefined {
  // The answer as the server sent it: not trusted to be a dashboard.
  if (typeof answer !== 'object' || answer === null || !('tiles' in answer) || !Array.isArray(answer.tiles)) return undefined;
  const diffs = jsonDiff(canonDashboard(answer), canonDashboard(sent));
  if (diffs.length === 0) return undefined;
  // Every field, never a sample: a dropped one must not go unnamed (echo.ts makes them warnings).
  return diffs.map((d) => echoField(d.field, d.to, d.from));
}
