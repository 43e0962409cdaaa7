// The configuration kinds as one handler of the reconcile engine (src/reconcile/): creates and
// updates go out kind by kind in dependency order (connections → sources → saved searches →
// webhooks → roles), an object named by another created in the same run after it; deletes go in
// reverse order, after the dashboards and alerts that used them changed. A create's pending
// references are filled from the ids earlier creates answered.
import type { ObservabilityClient } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { ConfigObject, Edition } from '../api/types.js';
import type { Outcome } from '../reconcile/apply.js';
import type { EchoPlace } from '../reconcile/echo.js';
import type { Handler } from '../reconcile/handler.js';
import { holdsRef, refOf, resolveRefs, type Ids } from '../reconcile/ref.js';
import { canonicalJson } from '../util/fingerprint.js';
import type { StackFile } from './file.js';
import { KIND_SPECS } from './kinds/index.js';
import { STACK_KINDS, type Json, type StackKind } from './kinds/kind.js';
import { ownerOf, withoutMark } from './mark.js';
import type { StackWrite } from './plan.js';

/**
 * The depth of each create among the creates of its kind it names (a log source after its trace
 * source), in plan order. A reference back to a create still being visited closes a cycle (a log
 * and a trace source naming each other) and is not followed: one of the cycle goes first,
 * created without that reference and completed by a PUT once the other exists (see `create`).
 */
function depths(creates: readonly StackWrite[]): Map<StackWrite, number> {
  const byName = new Map(creates.map((w) => [w.name, w]));
  const done = new Map<StackWrite, number>();
  const visiting = new Set<StackWrite>();
  const visit = (a: StackWrite): number => {
    const known = done.get(a);
    if (known !== undefined) return known;
    visiting.add(a);
    let depth = 0;
    const walk = (v: unknown): void => {
      const ref = refOf(v);
      if (ref?.pending === 'object' && ref.kind === a.kind) {
        const target = byName.get(ref.name);
        if (target && !visiting.has(target)) depth = Math.max(depth, 1 + visit(target));
        return;
      }
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    if (a.action !== 'delete') walk(a.send);
    visiting.delete(a);
    done.set(a, depth);
    return depth;
  };
  creates.forEach(visit);
  return done;
}

/** Writes in phases: per kind in dependency order (deletes: reverse), and within a kind by the depth of its references. */
export function stackPhases(writes: readonly StackWrite[]): StackWrite[][] {
  const phases: StackWrite[][] = [];
  const upserts = writes.filter((w) => w.action !== 'delete');
  for (const kind of STACK_KINDS) {
    const mine = upserts.filter((w) => w.kind === kind);
    const depth = depths(mine);
    const levels = new Map<number, StackWrite[]>();
    for (const w of mine) {
      const d = depth.get(w) ?? 0;
      levels.set(d, [...(levels.get(d) ?? []), w]);
    }
    for (const d of [...levels.keys()].sort((x, y) => x - y)) phases.push(levels.get(d) ?? []);
  }
  for (const kind of [...STACK_KINDS].reverse()) {
    const mine = writes.filter((w) => w.action === 'delete' && w.kind === kind);
    if (mine.length > 0) phases.push(mine);
  }
  return phases;
}

/** The handler for one run: `knownIds`, the objects the plan saw (a lost create is one it did not). */
export function stackHandler(
  client: ObservabilityClient,
  edition: Edition,
  knownIds: ReadonlySet<string>,
  files: readonly StackFile[],
  ids: Ids,
): Handler<StackWrite, ConfigObject & { kind?: StackKind }> {
  const api = (kind: StackKind) => {
    const found = client.config(kind);
    if (!found) throw new Error(`the ${edition} API has no ${KIND_SPECS[kind].singular}s`);
    return found;
  };
  const ready = (a: Extract<StackWrite, { send: Json }>): Json => {
    const body = resolveRefs(a.send, ids.idFor);
    if (holdsRef(body)) throw new Error('not sent: an object it names was not created (see its failure)');
    return body;
  };
  /**
   * Objects of one kind that name each other (a log source naming its trace source, which names
   * the log source back — HyperDX's own defaults): the first created cannot name what does not
   * exist yet. It is created without those fields, and completed by a PUT of its whole body as soon
   * as every object it names exists. Any other unresolved reference is a failed create.
   */
  const deferred = new Map<string, { a: Extract<StackWrite, { send: Json }>; id: string }>();
  /** Creates begun: a reference to one of them that did not resolve is to a failed create, never deferred. */
  const begun = new Set<string>();
  /** Whether every unresolved reference in `v` is to an object of `a`'s kind not yet created (a cycle). */
  const waitsOnPeers = (a: StackWrite, v: unknown): boolean => {
    const ref = refOf(v);
    if (ref) return ids.idFor(ref) !== undefined || (ref.pending === 'object' && ref.kind === a.kind && !begun.has(`${ref.kind}\u0000${ref.name}`));
    if (Array.isArray(v)) return v.every((x) => waitsOnPeers(a, x));
    if (v && typeof v === 'object') return Object.values(v).every((x) => waitsOnPeers(a, x));
    return true;
  };
  const pendingPeer = (a: StackWrite, v: unknown): boolean => holdsRef(resolveRefs(v, ids.idFor)) && waitsOnPeers(a, v);
  const complete = async (): Promise<void> => {
    for (const [key, d] of [...deferred]) {
      if (holdsRef(resolveRefs(d.a.send, ids.idFor))) continue;
      // Taken before the request: a concurrent create of the same phase does not send it twice.
      deferred.delete(key);
      try {
        await api(d.a.kind).update(d.id, ready(d.a));
      } catch (e) {
        throw new Error(
          `created; then completing ${KIND_SPECS[d.a.kind].singular} "${d.a.name}" with the references to it failed (re-run to converge): ${String(e)}`,
        );
      }
    }
  };
  /** The fields the answer does not hold as `body` (what was sent: the plan's placeholders resolved to ids) put them. */
  const echo = (a: Extract<StackWrite, { send: Json }>, body: Json, answer: ConfigObject | undefined): string[] | undefined => {
    if (!answer || typeof answer !== 'object') return undefined;
    const spec = KIND_SPECS[a.kind];
    const stored = spec.comparable(withoutMark(spec, answer), edition);
    const sent = withoutMark(spec, body);
    const differ = Object.keys(sent).filter(
      (f) => !spec.writeOnly.includes(f) && !spec.secretFields.includes(f) && canonicalJson(sent[f]) !== canonicalJson(stored[f]),
    );
    return differ.length > 0 ? differ : undefined;
  };
  return {
    async create(a) {
      begun.add(`${a.kind}\u0000${a.name}`);
      const cyclic = Object.keys(a.send).filter((f) => pendingPeer(a, a.send[f]));
      const send = cyclic.length > 0 ? Object.fromEntries(Object.entries(a.send).filter(([f]) => !cyclic.includes(f))) : a.send;
      const body = ready({ ...a, send });
      const answer = await api(a.kind).create(body);
      if (typeof answer.id !== 'string') throw new Error(`POST answered no id for ${KIND_SPECS[a.kind].singular} "${a.name}"`);
      ids.set({ pending: 'object', kind: a.kind, name: a.name }, answer.id);
      if (cyclic.length > 0) deferred.set(`${a.kind}\u0000${a.name}`, { a, id: answer.id });
      await complete();
      return { id: answer.id, echo: echo(a, body, answer) };
    },
    async update(a) {
      const body = ready(a);
      const answer = await api(a.kind).update(a.id, body);
      return { id: a.id, echo: echo(a, body, answer) };
    },
    async delete(a) {
      try {
        await api(a.kind).delete(a.id);
      } catch (e) {
        // Already gone: the goal is reached.
        if (!(e instanceof ApiError && e.status === 404)) throw e;
      }
      return { id: a.id };
    },
    lost: {
      is: (e) => e instanceof TransportError && e.outcomeUnknown,
      // One re-list of every kind the lost creates are of is more than one request; the kinds are few.
      list: async () => {
        const lists = await Promise.all(STACK_KINDS.filter((k) => client.config(k)).map(async (kind) => (await api(kind).list()).map((o) => ({ ...o, kind }))));
        return lists.flat();
      },
      find: (live, a) =>
        live.find((o) => {
          const spec = KIND_SPECS[a.kind];
          return o.kind === a.kind && !knownIds.has(o.id) && o.name === a.name && (spec.mark === 'none' || ownerOf(spec, o, a.scope) === 'ours');
        }),
      found: (a, hit) => {
        ids.set({ pending: 'object', kind: a.kind, name: a.name }, hit.id);
        return { id: hit.id };
      },
      notCreated: 'nothing was created (checked) — re-run to create it',
      unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
      mark: true,
    },
    echoPlace: (o: Outcome<StackWrite>): EchoPlace | undefined => {
      const a = o.action;
      const file = files.find((f) => f.file === a.file);
      if (!file || a.action === 'delete' || !a.path) return undefined;
      return { yaml: file.yaml, path: a.path, label: `${KIND_SPECS[a.kind].singular} "${a.name}" (id ${o.id ?? ''})` };
    },
  };
}
