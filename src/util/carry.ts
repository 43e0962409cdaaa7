// "Never destroy what you do not know" (issue 31). The servers replace an object on PUT (alerts,
// sources, saved searches, webhooks; a dashboard's tiles), so a body built from a file alone drops
// every field the file format cannot say — a newer server's fields, the settings of a mode the
// product does not model — and the server fills some of them back with defaults, not the old value.
// `carry` puts them back: each kind describes what its files model (a `Model`, from its schema
// where it has one), and every field of the live object outside that model goes back into the
// body, at every depth where the live and the desired thing are the same (a tile matched by id, a
// filter by name, a channel by its webhook). What the model names stays the body's to decide:
// absent there means absent on the server.

export type Json = Record<string, unknown>;

/** What a kind's files model of one object. */
export interface Model {
  /** The fields the body decides (present: its value; absent: none). Every other field is carried. */
  known: ReadonlySet<string>;
  /** Fields the server answers and never takes (ids it mints, timestamps, state): never carried. */
  readOnly?: ReadonlySet<string>;
  /** Known fields whose insides hold fields of their own to carry. */
  nested?: Readonly<Record<string, Inside>>;
}

/** The model of an object, which may depend on what it is (a tile config's variant): undefined, carry nothing. */
export type ModelOf = Model | ((desired: Json, live: Json) => Model | undefined);

/** A known field holding an object, or a list of objects matched item by item. */
export type Inside =
  | { object: ModelOf }
  | {
      list: ModelOf;
      /** The live item a desired item is (by id, name, position…): undefined, a new item. */
      match: (item: Json, live: readonly Json[], index: number) => Json | undefined;
      /** A live item of a kind the model does not know (an unknown `type`): kept at its place when no desired item is it. */
      foreign?: (item: Json) => boolean;
    };

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const fields = (...lists: ReadonlyArray<readonly string[]>): ReadonlySet<string> => new Set(lists.flat());

function modelOf(m: ModelOf, desired: Json, live: Json): Model | undefined {
  return typeof m === 'function' ? m(desired, live) : m;
}

/** One field carried back into a body: its path (`tiles[2].config.lineInterpolation`), for reports. */
export type Carried = string;

/**
 * `desired` with every field of `live` its model does not know put back, at every depth the model
 * describes; `carried` names them. Pure: neither argument is changed.
 */
export function carry(live: Json, desired: Json, model: ModelOf, path = ''): { value: Json; carried: Carried[] } {
  const carried: Carried[] = [];
  const value = carryInto(live, desired, model, path, carried);
  return { value, carried };
}

function carryInto(live: Json, desired: Json, m: ModelOf, path: string, carried: Carried[]): Json {
  const model = modelOf(m, desired, live);
  if (!model) return desired;
  const out: Json = { ...desired };
  const at = (k: string): string => (path ? `${path}.${k}` : k);
  for (const [k, v] of Object.entries(live)) {
    if (v === undefined || model.readOnly?.has(k)) continue;
    if (!model.known.has(k)) {
      if (!(k in desired)) {
        out[k] = v;
        carried.push(at(k));
      }
      continue;
    }
    const inside = model.nested?.[k];
    const want = desired[k];
    if (!inside || want === undefined || want === null) continue;
    if ('object' in inside) {
      if (isJson(v) && isJson(want)) out[k] = carryInto(v, want, inside.object, at(k), carried);
      continue;
    }
    if (!Array.isArray(v) || !Array.isArray(want)) continue;
    const liveItems = v.filter(isJson);
    const taken = new Set<Json>();
    const items: unknown[] = want.map((item: unknown, i) => {
      if (!isJson(item)) return item;
      const hit = inside.match(item, liveItems, i);
      if (!hit || taken.has(hit)) return item;
      taken.add(hit);
      return carryInto(hit, item, inside.list, `${at(k)}[${i}]`, carried);
    });
    // Items of a kind the model does not know go back where they were (their order may be visible).
    liveItems.forEach((item, i) => {
      if (taken.has(item) || !inside.foreign?.(item)) return;
      const place = Math.min(i, items.length);
      items.splice(place, 0, item);
      carried.push(`${at(k)}[${place}]`);
    });
    out[k] = items;
  }
  return out;
}

/**
 * `live` as a file of this model can hold it: every field the model does not know left out, at every
 * depth, and `unknown` naming them (an export writes the one and reports the other: a sync keeps them).
 */
export function project(live: Json, m: ModelOf, path = ''): { value: Json; unknown: Carried[] } {
  const model = modelOf(m, live, live);
  if (!model) return { value: live, unknown: [] };
  const at = (k: string): string => (path ? `${path}.${k}` : k);
  const value: Json = {};
  const unknown: Carried[] = [];
  for (const [k, v] of Object.entries(live)) {
    if (v === undefined || model.readOnly?.has(k)) continue;
    if (!model.known.has(k)) {
      unknown.push(at(k));
      continue;
    }
    const inside = model.nested?.[k];
    if (inside && 'object' in inside && isJson(v)) {
      const inner = project(v, inside.object, at(k));
      value[k] = inner.value;
      unknown.push(...inner.unknown);
    } else if (inside && 'list' in inside && Array.isArray(v)) {
      const items: unknown[] = [];
      v.forEach((item: unknown, i) => {
        if (!isJson(item)) items.push(item);
        else if (inside.foreign?.(item)) unknown.push(`${at(k)}[${i}]`);
        else {
          const inner = project(item, inside.list, `${at(k)}[${i}]`);
          items.push(inner.value);
          unknown.push(...inner.unknown);
        }
      });
      value[k] = items;
    } else value[k] = v;
  }
  return { value, unknown };
}

/** The fields of `live` a model does not know, as paths: what a file of that model cannot hold (exports say so). */
export function unknownFields(live: Json, m: ModelOf, path = ''): Carried[] {
  return project(live, m, path).unknown;
}
