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
import { holdsRef, refOf, resolveRefs, type Ref } from '../reconcile/ref.js';
import { canonicalJson } from '../util/fingerprint.js';
import type { StackFile } from './file.js';
import { KIND_SPECS } from './kinds/index.js';
import { STACK_KINDS, type Json, type StackKind } from './kinds/kind.js';
import { ownerOf, withoutMark } from './mark.js';
import type { StackWrite } from './plan.js';

/** The ids this run's creates answered, by kind and name: what pending references become. */
export class CreatedIds {
  private readonly ids = new Map<string, string>();
  set(kind: string, name: string, id: string): void {
    this.ids.set(`${kind}\u0000${name}`, id);
  }
  idFor = (ref: Ref): string | undefined => (ref.pending === 'object' ? this.ids.get(`${ref.kind}\u0000${ref.name}`) : undefined);
}

/** The depth of a create among the creates of its kind it names (a session source after its trace source). */
function depthOf(a: StackWrite, byName: Map<string, StackWrite>, seen = new Set<StackWrite>()): number {
  if (a.action === 'delete' || seen.has(a)) return 0;
  seen.add(a);
  let depth = 0;
  const walk = (v: unknown): void => {
    const ref = refOf(v);
    if (ref?.pending === 'object' && ref.kind === a.kind) {
      const target = byName.get(ref.name);
      if (target) depth = Math.max(depth, 1 + depthOf(target, byName, seen));
      return;
    }
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(a.send);
  return depth;
}

/** Writes in phases: per kind in dependency order (deletes: reverse), and within a kind by the depth of its references. */
export function stackPhases(writes: readonly StackWrite[]): StackWrite[][] {
  const phases: StackWrite[][] = [];
  const upserts = writes.filter((w) => w.action !== 'delete');
  for (const kind of STACK_KINDS) {
    const mine = upserts.filter((w) => w.kind === kind);
    const byName = new Map(mine.map((w) => [w.name, w]));
    const levels = new Map<number, StackWrite[]>();
    for (const w of mine) {
      const d = depthOf(w, byName);
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
  created: CreatedIds,
): Handler<StackWrite, ConfigObject & { kind?: StackKind }> {
  const api = (kind: StackKind) => {
    const found = client.config(kind);
    if (!found) throw new Error(`the ${edition} API has no ${KIND_SPECS[kind].singular}s`);
    return found;
  };
  const ready = (a: Extract<StackWrite, { send: Json }>): Json => {
    const body = resolveRefs(a.send, created.idFor);
    if (holdsRef(body)) throw new Error('not sent: an object it names was not created (see its failure)');
    return body;
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
    phases: stackPhases,
    report: 'plan',
    async create(a) {
      const body = ready(a);
      const answer = await api(a.kind).create(body);
      if (typeof answer.id !== 'string') throw new Error(`POST answered no id for ${KIND_SPECS[a.kind].singular} "${a.name}"`);
      created.set(a.kind, a.name, answer.id);
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
        created.set(a.kind, a.name, hit.id);
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
