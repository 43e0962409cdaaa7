// One apply loop for every kind: writes in the run's phases (phases.ts) with bounded concurrency
// (the client paces them to the rate limit), a re-read before each update or delete, a POST never
// re-sent (a lost answer is looked for with one re-list per kind), a failed write never stopping
// the others, each failure reported on its action. Nothing here knows a kind: each write's kind
// says how it is sent and checked (its Writer); a re-run converges on whatever this run left undone.
import { actionNamer, messageFor, type InputNamer } from '../util/input-error.js';
import { mapSettled } from '../util/pool.js';
import type { ActionKind, WriteKind } from './plan.js';

export type ApplyStatus = 'created' | 'updated' | 'deleted' | 'failed';

/** What one write did. */
export interface Outcome<A> {
  action: A;
  status: ApplyStatus;
  id?: string;
  error?: string;
  /** The answer was lost, and a re-read found the object the write made. */
  recovered?: boolean;
  /** Fields the server's answer holds differently from what was sent ("nothing silently dropped", docs/contract.md §4.2). */
  echo?: string[];
}

/** A write that landed: the object's id and what its answer held differently. */
export interface Done {
  id: string;
  echo?: string[];
  recovered?: boolean;
}

export interface Writing {
  action: WriteKind;
  name: string;
  id?: string;
}

/** How the writes of one kind are sent: what the loop asks of a kind (its handler). */
export interface Writer<A extends Writing, L = unknown> {
  create(a: Extract<A, { action: 'create' }>): Promise<Done>;
  update(a: Extract<A, { action: 'update' }>): Promise<Done>;
  delete(a: Extract<A, { action: 'delete' }>): Promise<Done>;
  /** Re-read before an update or delete: throws (the write fails, not sent) when the object changed since the plan. */
  reread?(a: Extract<A, { action: 'update' | 'delete' }>): Promise<void>;
  /** A create whose answer may have landed without reaching us: one re-list after its phase tells. */
  lost: {
    is(error: unknown): boolean;
    list(): Promise<readonly L[]>;
    /** The object this create made: one the plan did not see, of its name and owner. */
    find(live: readonly L[], a: Extract<A, { action: 'create' }>): L | undefined;
    found(a: Extract<A, { action: 'create' }>, live: L): Done;
    /** Added to the error: none was made (checked), or the list failed (its message). */
    notCreated: string;
    unchecked(listError: string): string;
    /** Whether a found create counts as recovered in the outcome. */
    mark: boolean;
  };
  /** A create that needs a second write once the creates of its phase answered (refs to the others), and that write. */
  second?: {
    needs(a: Extract<A, { action: 'create' }>): boolean;
    write(a: Extract<A, { action: 'create' }>, id: string): Promise<Done>;
  };
}

/**
 * Sends the writes of `phases`, one phase after another, each write as its kind's `writerOf(a)`
 * says; one outcome per write, in the order they went out. A create's second write goes out with
 * the phase after its own (every create it can name has answered by then), or after the last.
 */
export async function applyWrites<A extends Writing>(
  phases: ReadonlyArray<readonly A[]>,
  writerOf: (a: A) => Writer<A>,
  concurrency: number,
  /** How the user names inputs, for the hints of a failed write (`concurrency` / `--concurrency`). */
  namer: InputNamer = actionNamer,
): Promise<Array<Outcome<A>>> {
  const message = (e: unknown): string => messageFor(e, namer);
  const outcomes = new Map<A, Outcome<A>>();
  const sent: A[] = [];
  let seconds: Array<{ a: Extract<A, { action: 'create' }>; id: string }> = [];
  for (const phase of [...phases, []]) {
    const waiting = seconds;
    seconds = [];
    if (phase.length === 0 && waiting.length === 0) continue;
    const jobs: Array<() => Promise<Outcome<A>>> = phase.map((a) => () => send(writerOf(a), a));
    const owners: A[] = [...phase];
    for (const s of waiting) {
      owners.push(s.a);
      const second = writerOf(s.a).second as NonNullable<Writer<A>['second']>;
      jobs.push(async () => ({ action: s.a, status: 'created', ...(await second.write(s.a, s.id)) }));
    }
    const settled = await mapSettled(jobs, concurrency, (job) => job());
    const lost: Array<Outcome<A>> = [];
    owners.forEach((a, i) => {
      const s = settled[i];
      if (s?.status === 'fulfilled') outcomes.set(a, s.value);
      else {
        const failed: Outcome<A> = { action: a, status: 'failed', id: a.id, error: message(s?.reason) };
        // A create's own POST whose answer may have landed (a failed second write is not: its object exists).
        if (a.action === 'create' && i < phase.length && writerOf(a).lost.is(s?.reason)) lost.push(failed);
        outcomes.set(a, failed);
      }
    });
    sent.push(...phase);
    await recover(lost, writerOf, message);
    for (const a of phase) {
      const o = outcomes.get(a);
      const second = writerOf(a).second;
      if (isCreate(a) && o?.status === 'created' && o.id && second?.needs(a)) seconds.push({ a, id: o.id });
    }
  }
  return sent.map((a) => outcomes.get(a) as Outcome<A>);
}

const isCreate = <A extends { action: ActionKind }>(a: A): a is Extract<A, { action: 'create' }> => a.action === 'create';

async function send<A extends Writing>(writer: Writer<A>, a: A): Promise<Outcome<A>> {
  // The casts narrow `A` by its `action`, which TypeScript cannot do for a type parameter.
  if (a.action === 'create') return { action: a, status: 'created', ...(await writer.create(a as Extract<A, { action: 'create' }>)) };
  const acting = a as Extract<A, { action: 'update' | 'delete' }>;
  // Awaited only when there is one: an extra tick would let later writes of the pool go out first.
  if (writer.reread) await writer.reread(acting);
  if (a.action === 'update') return { action: a, status: 'updated', ...(await writer.update(a as Extract<A, { action: 'update' }>)) };
  return { action: a, status: 'deleted', ...(await writer.delete(a as Extract<A, { action: 'delete' }>)) };
}

/**
 * One re-list per kind for the creates of a phase whose answer was lost: found → created, else the
 * error says it was checked.
 */
async function recover<A extends Writing>(lost: Array<Outcome<A>>, writerOf: (a: A) => Writer<A>, message: (e: unknown) => string): Promise<void> {
  const byWriter = new Map<Writer<A>, Array<Outcome<A>>>();
  for (const o of lost) {
    const w = writerOf(o.action);
    byWriter.set(w, [...(byWriter.get(w) ?? []), o]);
  }
  for (const [writer, outcomes] of byWriter) {
    let live: readonly unknown[];
    try {
      live = await writer.lost.list();
    } catch (e) {
      for (const o of outcomes) o.error = `${o.error ?? ''}; ${writer.lost.unchecked(message(e))}`;
      continue;
    }
    for (const o of outcomes) {
      const a = o.action as Extract<A, { action: 'create' }>;
      const hit = writer.lost.find(live, a);
      if (!hit) {
        o.error = `${o.error ?? ''}; ${writer.lost.notCreated}`;
        continue;
      }
      const done = writer.lost.found(a, hit);
      Object.assign(o, { status: 'created', ...done, ...(writer.lost.mark ? { recovered: true } : {}), error: undefined });
    }
  }
}
