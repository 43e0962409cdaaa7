// An object this run creates has no id until its create answered, yet other writes of the same
// run name it (a dashboard's link to another, an alert on a new dashboard's tile). A `Ref` names
// it by kind and name. Bodies are server JSON (and show in the `plan` output and the fingerprint),
// so a ref travels inside them as one placeholder text; this file is the only one that writes,
// reads or replaces that text.

/**
 * An object the run creates: a dashboard by name, a tile of one by the dashboard's and the tile's
 * name, or an object of a stack kind (a source, a webhook…) by its kind and name.
 */
export type Ref =
  { pending: 'dashboard'; name: string } | { pending: 'tile'; dashboard: string; tile: string } | { pending: 'object'; kind: string; name: string };

const DASHBOARD = '<pending: dashboard ';
const TILE = '<pending: tile ';
const OBJECT = '<pending: object ';

/** The placeholder a ref is in a body: `<pending: dashboard Checkout>`, `<pending: tile ["Checkout","Errors"]>`. */
export function refText(ref: Ref): string {
  if (ref.pending === 'object') return `${OBJECT}${JSON.stringify([ref.kind, ref.name])}>`;
  return ref.pending === 'dashboard' ? `${DASHBOARD}${ref.name}>` : `${TILE}${JSON.stringify([ref.dashboard, ref.tile])}>`;
}

/** The ref a body value stands for, if it is a placeholder. */
export function refOf(value: unknown): Ref | undefined {
  if (typeof value !== 'string' || !value.endsWith('>')) return undefined;
  if (value.startsWith(DASHBOARD)) return { pending: 'dashboard', name: value.slice(DASHBOARD.length, -1) };
  const pair = (prefix: string): [string, string] | undefined => {
    if (!value.startsWith(prefix)) return undefined;
    let names: unknown;
    try {
      names = JSON.parse(value.slice(prefix.length, -1));
    } catch {
      return undefined;
    }
    return Array.isArray(names) && typeof names[0] === 'string' && typeof names[1] === 'string' ? [names[0], names[1]] : undefined;
  };
  const tile = pair(TILE);
  if (tile) return { pending: 'tile', dashboard: tile[0], tile: tile[1] };
  const object = pair(OBJECT);
  if (object) return { pending: 'object', kind: object[0], name: object[1] };
  return undefined;
}

export const isRef = (value: unknown): value is string => refOf(value) !== undefined;

/** Whether a body still holds a ref anywhere (of one kind of ref, when `pending` is given). */
export function holdsRef(value: unknown, pending?: Ref['pending']): boolean {
  const ref = refOf(value);
  if (ref) return pending === undefined || ref.pending === pending;
  if (Array.isArray(value)) return value.some((v) => holdsRef(v, pending));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holdsRef(v, pending));
  return false;
}

/** A copy of `value` with each ref replaced by the id `idFor` gives it (left as it is when none: its create failed). */
export function resolveRefs<T>(value: T, idFor: (ref: Ref) => string | undefined): T {
  const walk = (v: unknown): unknown => {
    const ref = refOf(v);
    if (ref) return idFor(ref) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * The ids this run's creates answered, by the ref that named each object before it existed: one
 * registry for every kind (a source, a dashboard, a tile of one). Each write resolves its body
 * through it just before it is sent, so a write names what the writes of earlier phases made.
 */
export class Ids {
  private readonly ids = new Map<string, string>();

  set(ref: Ref, id: string): void {
    this.ids.set(refText(ref), id);
  }

  idFor = (ref: Ref): string | undefined => this.ids.get(refText(ref));

  /** A copy of `value` with each ref the registry knows replaced by its id (the others left as they are). */
  resolve<T>(value: T): T {
    return resolveRefs(value, this.idFor);
  }
}
