// A kind's own write actions as writes of the one plan (tagged by the kind's key, kind.ts), and its
// handler as their writer: the run sends, phases and counts the tagged writes; the kind gets back
// its own actions, so its handler and its report know nothing of the run around them.
import type { Outcome, Writer, Writing } from './apply.js';
import type { EchoPlace } from './echo.js';
import type { Handler } from './handler.js';
import type { KindWrite } from './kind.js';
import { idOf } from './plan.js';

export interface Tagged<A> {
  writes: KindWrite[];
  actionOf: (w: KindWrite) => A;
  /** The run's write of one of the kind's actions. */
  writeOf: (a: A) => KindWrite;
  writer: Writer<KindWrite>;
  echoPlace: (o: Outcome<KindWrite>) => EchoPlace | undefined;
  /** The outcomes of the run's writes as outcomes of the kind's own actions, in the order they went out. */
  outcomes: (outcomes: ReadonlyArray<Outcome<KindWrite>>) => Array<Outcome<A>>;
  /** The same, in the order of the plan. */
  inPlanOrder: (outcomes: ReadonlyArray<Outcome<KindWrite>>) => Array<Outcome<A>>;
}

type Creating<A> = Extract<A, { action: 'create' }>;

export function tagged<A extends Writing, L>(key: string, actions: readonly A[], handler: Handler<A, L>): Tagged<A> {
  const of = new Map<KindWrite, A>();
  const writes = actions.map((a) => {
    const id = idOf(a);
    const w: KindWrite = { kind: key, action: a.action, name: a.name, ...(id !== undefined ? { id } : {}) };
    of.set(w, a);
    return w;
  });
  const actionOf = (w: KindWrite): A => {
    const a = of.get(w);
    if (!a) throw new Error(`a write of ${w.kind} the plan does not hold: ${w.action} "${w.name}"`);
    return a;
  };
  // The casts narrow `A` by its `action`, which TypeScript cannot do for a type parameter.
  const creating = (w: KindWrite): Creating<A> => actionOf(w) as Creating<A>;
  const { lost, second } = handler;
  const writer: Writer<KindWrite> = {
    create: (w) => handler.create(creating(w)),
    update: (w) => handler.update(actionOf(w) as Extract<A, { action: 'update' }>),
    delete: (w) => handler.delete(actionOf(w) as Extract<A, { action: 'delete' }>),
    ...(handler.reread
      ? { reread: (w: KindWrite) => (handler.reread as NonNullable<typeof handler.reread>)(actionOf(w) as Extract<A, { action: 'update' | 'delete' }>) }
      : {}),
    lost: {
      is: (e) => lost.is(e),
      list: () => lost.list(),
      find: (live, w) => lost.find(live as readonly L[], creating(w)),
      found: (w, hit) => lost.found(creating(w), hit as L),
      notCreated: lost.notCreated,
      unchecked: (e) => lost.unchecked(e),
      mark: lost.mark,
    },
    ...(second ? { second: { needs: (w: KindWrite) => second.needs(creating(w)), write: (w: KindWrite, id: string) => second.write(creating(w), id) } } : {}),
  };
  const outcomes = (os: ReadonlyArray<Outcome<KindWrite>>): Array<Outcome<A>> => os.map((o) => ({ ...o, action: actionOf(o.action) }));
  const index = new Map(writes.map((w, i) => [w, i]));
  const byAction = new Map(writes.map((w) => [actionOf(w), w]));
  return {
    writes,
    actionOf,
    writeOf: (a) => {
      const w = byAction.get(a);
      if (!w) throw new Error(`an action the plan does not write: ${a.action} "${a.name}"`);
      return w;
    },
    writer,
    inPlanOrder: (os) => outcomes([...os].sort((x, y) => (index.get(x.action) ?? 0) - (index.get(y.action) ?? 0))),
    echoPlace: (o) => {
      const [own] = outcomes([o]);
      return own && handler.echoPlace(own);
    },
    outcomes,
  };
}
