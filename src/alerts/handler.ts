// Alerts as a kind of the reconcile engine (src/reconcile/): how their writes go out and where
// an echo is reported. Updates go first, then creates, in one pool (deletes after the creates and
// updates of every kind: src/reconcile/phases.ts): a POST is never re-sent, so a create whose
// answer was lost is looked for by scope + name in one re-list. A body names what the run creates
// by refs until the creates of earlier phases answer (src/reconcile/ref.ts, `Ids`).
import type { ObservabilityClient } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { Alert, AlertInput } from '../api/types.js';
import type { Outcome } from '../reconcile/apply.js';
import type { Handler } from '../reconcile/handler.js';
import { holdsRef, type Ids } from '../reconcile/ref.js';
import { echoPlace, echoTexts } from './echo.js';
import type { AlertFile } from './file.js';
import type { WriteAction } from './model.js';
import { fromServer } from './normalize.js';

const ORDER = { update: 0, create: 1, delete: 2 } as const;

/** The order the writes of one phase go out: updates, then creates (then deletes). */
export const inOrder = <A extends { action: WriteAction['action'] }>(writes: readonly A[]): A[] =>
  [...writes].sort((a, b) => ORDER[a.action] - ORDER[b.action]);

/** The alerts handler for one run: `knownIds`, the alerts the plan saw (a lost create is one it did not). */
export function alertHandler(client: ObservabilityClient, knownIds: ReadonlySet<string>, files: readonly AlertFile[], ids: Ids): Handler<WriteAction, Alert> {
  /** The body with the ids of what this run created; refused when it still names something that was not created. */
  const ready = (body: AlertInput): AlertInput => {
    const sent = ids.resolve(body);
    if (holdsRef(sent)) throw new Error('not sent: an object it names was not created (see its failure)');
    return sent;
  };
  return {
    async create(a) {
      const body = ready(a.body);
      const answer = await client.createAlert(body);
      return { id: answer.id, echo: echoTexts(body, answer) };
    },
    async update(a) {
      const body = ready(a.body);
      const answer = await client.updateAlert(a.id, body);
      return { id: a.id, echo: echoTexts(body, answer) };
    },
    async delete(a) {
      try {
        await client.deleteAlert(a.id);
      } catch (e) {
        // Already gone (deleted by hand, or with its dashboard): the goal is reached.
        if (!(e instanceof ApiError && e.status === 404)) throw e;
      }
      return { id: a.id };
    },
    lost: {
      is: (e) => e instanceof TransportError && e.outcomeUnknown,
      list: () => client.listAlerts(),
      find: (alerts, a) => alerts.find((al) => !knownIds.has(al.id) && al.name === a.name && fromServer(al).scope === a.scope),
      found: (_a, hit) => ({ id: hit.id }),
      notCreated: 'no alert was created (checked) — re-run to create it',
      unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
      mark: true,
    },
    echoPlace: (o: Outcome<WriteAction>) => echoPlace(files, o),
  };
}
