// The order a run's writes go out, derived from what names what: a kind whose objects name another
// kind's is planned, created and updated after it, and deleted before it — so a write never names
// an object that does not exist yet, and a delete never leaves a live object naming nothing.
import type { ResourceKind } from '../api/types.js';
import type { WriteKind } from './plan.js';

/** What ordering needs to know of a kind: the resource kinds it holds and those its objects name. */
export interface Referring {
  name: string;
  resources: readonly ResourceKind[];
  refersTo: readonly ResourceKind[];
}

/**
 * The kinds in reference order: each after every kind holding what it names (a kind naming its own
 * objects, as sources do, orders those itself). Kinds that name nothing of each other keep the
 * order given. A cycle between kinds cannot be applied in any order: it is a programming error.
 */
export function referenceOrder<K extends Referring>(kinds: readonly K[]): K[] {
  const out: K[] = [];
  const left = [...kinds];
  while (left.length > 0) {
    const i = left.findIndex((k) => k.refersTo.every((r) => k.resources.includes(r) || !left.some((o) => o !== k && o.resources.includes(r))));
    if (i < 0) throw new Error(`the kinds ${left.map((k) => k.name).join(', ')} name each other: no order applies them`);
    out.push(...left.splice(i, 1));
  }
  return out;
}

/** A kind's writes and how it phases them. */
export interface Phased<W> {
  writes: readonly W[];
  /** Its creates and updates, phase by phase (dashboards: creates, then updates; sources: by the depth of what they name). */
  upserts(writes: readonly W[]): W[][];
  /** Its deletes, phase by phase (connections after the sources that named them). */
  deletes(writes: readonly W[]): W[][];
}

/**
 * The phases of a run, its kinds given in reference order: every kind's creates and updates in that
 * order, then every kind's deletes in the reverse order. Empty phases are dropped.
 */
export function phasesOf<W extends { action: WriteKind }>(kinds: ReadonlyArray<Phased<W>>): W[][] {
  const upserts = kinds.flatMap((k) => k.upserts(k.writes.filter((w) => w.action !== 'delete')));
  const deletes = [...kinds].reverse().flatMap((k) => k.deletes(k.writes.filter((w) => w.action === 'delete')));
  return [...upserts, ...deletes].filter((p) => p.length > 0);
}
