import { actionNamer, messageFor, type InputNamer } from '../util/input-error.js';
import type { ObservabilityClient } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import { mapSettled } from '../util/pool.js';
import { echoOf } from './echo.js';
import { fromServer } from './normalize.js';
import { isWrite, type FieldChange, type Plan, type PlanAction } from './model.js';

export type ApplyStatus = 'created' | 'updated' | 'deleted' | 'failed';

export interface ApplyOutcome {
  action: PlanAction;
  status: ApplyStatus;
  id?: string;
  error?: string;
  /** The POST's answer was lost, and the re-list found the alert it created. */
  recovered?: boolean;
  /** What the server's answer holds differently from what was sent (echo.ts). */
  echo?: FieldChange[];
}

/**
 * Sends the plan's writes with bounded concurrency (the client paces them to the rate limit).
 * A failed write never stops the others. A POST is never re-sent: when its answer was lost,
 * one re-list after the batch looks for the alert by scope + name before calling it failed.
 */
export async function applyPlan(
  client: ObservabilityClient,
  plan: Plan,
  concurrency: number,
  knownIds: ReadonlySet<string>,
  /** How the user names inputs, for the hints of a failed write (`concurrency` / `--concurrency`). */
  namer: InputNamer = actionNamer,
): Promise<ApplyOutcome[]> {
  const message = (e: unknown): string => messageFor(e, namer);
  const order = { update: 0, create: 1, delete: 2 } as Record<string, number>;
  const writes = plan.actions.filter(isWrite).sort((a, b) => (order[a.action] ?? 0) - (order[b.action] ?? 0));
  const settled = await mapSettled(writes, concurrency, async (a): Promise<ApplyOutcome> => {
    if (a.action === 'create') {
      const answer = await client.createAlert(need(a));
      return { action: a, status: 'created', id: answer.id, echo: echoOf(need(a), answer) };
    }
    if (a.action === 'update') {
      const answer = await client.updateAlert(idOf(a), need(a));
      return { action: a, status: 'updated', id: a.id, echo: echoOf(need(a), answer) };
    }
    try {
      await client.deleteAlert(idOf(a));
    } catch (e) {
      // Already gone (deleted by hand, or with its dashboard): the goal is reached.
      if (!(e instanceof ApiError && e.status === 404)) throw e;
    }
    return { action: a, status: 'deleted', id: a.id };
  });

  const outcomes = writes.map((action, i): ApplyOutcome => {
    const s = settled[i];
    return s?.status === 'fulfilled' ? s.value : { action, status: 'failed', id: action.id, error: message(s?.reason) };
  });

  const lost = outcomes.filter((o, i) => {
    const s = settled[i];
    return o.status === 'failed' && o.action.action === 'create' && s?.status === 'rejected' && lostAnswer(s.reason);
  });
  if (lost.length > 0) {
    let alerts;
    try {
      alerts = await client.listAlerts();
    } catch (e) {
      for (const o of lost) o.error = `${o.error}; could not check whether it was created (${message(e)}) — re-run to converge`;
      return outcomes;
    }
    for (const o of lost) {
      const hit = alerts.find((al) => !knownIds.has(al.id) && al.name === o.action.name && fromServer(al).scope === o.action.scope);
      if (hit) Object.assign(o, { status: 'created', id: hit.id, recovered: true, error: undefined });
      else o.error = `${o.error}; no alert was created (checked) — re-run to create it`;
    }
  }
  return outcomes;
}

/** Updates and deletes act on a live alert: the plan gave them its id. */
function idOf(a: PlanAction): string {
  if (!a.id) throw new Error(`internal: ${a.action} "${a.name}" has no id`);
  return a.id;
}

function need(a: PlanAction) {
  if (!a.body) throw new Error(`internal: ${a.action} "${a.name}" has no body`);
  return a.body;
}

function lostAnswer(e: unknown): boolean {
  return e instanceof TransportError && e.outcomeUnknown;
}
