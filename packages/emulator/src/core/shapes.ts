// Zod-3-like object shapes over the Checker (validate.ts), for the large request bodies (dashboard
// tile configs): fields are checked in the schema's order, unknown keys are dropped, defaults are
// filled, and an object's refinement runs only when nothing inside it aborted (docs/contract.md §4.2:
// "validates and replaces", so a body comes out stripped and defaulted).
import { isObjectId } from './ids.ts';
import { Checker, isRecord } from './validate.ts';

/** Checks `value` at `path`; returns the parsed value, or undefined (absent, or refused: the checker says). */
export type Field = (c: Checker, path: string, value: unknown) => unknown;

export const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

export const optional =
  (field: Field): Field =>
  (c, p, v) =>
    v === undefined ? undefined : field(c, p, v);

/** `.optional().default(d)`. */
export const withDefault =
  (field: Field, d: unknown): Field =>
  (c, p, v) =>
    v === undefined ? d : field(c, p, v);

export const string =
  (o: { min?: number; max?: number } = {}): Field =>
  (c, p, v) =>
    c.string(p, v, o) ?? undefined;

export const number =
  (o: { min?: number; max?: number; int?: boolean } = {}): Field =>
  (c, p, v) =>
    c.number(p, v, o) ?? undefined;

export const boolean: Field = (c, p, v) => c.boolean(p, v, false);

export const oneOf =
  (values: readonly string[]): Field =>
  (c, p, v) =>
    c.enumOf(p, v, values) ?? undefined;

export const literal =
  (value: string): Field =>
  (c, p, v) => {
    if (v === value) return v;
    c.add(p, `Invalid literal value, expected "${value}"`, true);
    return undefined;
  };

/** A Mongo ObjectId string (the refinement's own message). */
export const objectId: Field = (c, p, v) => {
  const s = c.string(p, v);
  if (typeof s === 'string' && !isObjectId(s)) c.add(p, 'Invalid ObjectId');
  return s ?? undefined;
};

export const arrayOf =
  (item: Field, o: { min?: number; max?: number; length?: number } = {}): Field =>
  (c, p, v) =>
    c.array(p, v, o)?.map((x, i) => item(c, join(p, i), x));

export type Shape = Record<string, Field>;

/**
 * An object of `shape` (keys in schema order; others dropped). `refine` sees the raw input and the
 * parsed value, and runs only when no field aborted.
 */
export function object(shape: Shape, refine?: (c: Checker, path: string, raw: Record<string, unknown>, parsed: Record<string, unknown>) => void): Field {
  return (c, p, v) => {
    const raw = c.object(p, v);
    if (!raw) return undefined;
    const mark = c.fatal;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const value = field(c, join(p, key), raw[key]);
      if (value !== undefined) out[key] = value;
    }
    if (refine && c.fatal === mark) refine(c, p, raw, out);
    return out;
  };
}

/** `z.discriminatedUnion(key, …)`: the variant named by `raw[key]`, each variant keyed by its values. */
export function discriminated(key: string, variants: Record<string, Field>): Field {
  return (c, p, v) => {
    const raw = c.object(p, v);
    if (!raw) return undefined;
    const tag = raw[key];
    const variant = typeof tag === 'string' && Object.hasOwn(variants, tag) ? variants[tag] : undefined;
    if (!variant) {
      const expected = Object.keys(variants)
        .map((k) => `'${k}'`)
        .join(' | ');
      c.add(join(p, key), `Invalid discriminator value. Expected ${expected}`, true);
      return undefined;
    }
    return variant(c, p, raw);
  };
}

/**
 * `z.union([...])`: the first variant that parses wins; else the first that failed only on
 * non-aborting issues (lengths, unknown keys of a strict object) reports them; else "Invalid input".
 */
export function union(...variants: Field[]): Field {
  return (c, p, v) => {
    let dirty: Checker | undefined;
    for (const variant of variants) {
      const trial = new Checker();
      const out = variant(trial, p, v);
      if (trial.ok) return out;
      if (trial.fatal === 0) dirty ??= trial;
    }
    if (dirty) for (const issue of dirty.issues) c.add(issue.path, issue.message);
    else c.add(p, 'Invalid input', true);
    return undefined;
  };
}

/** `.strict()`: the shape's keys only; another key is an issue (one that does not abort). */
export function strict(shape: Shape): Field {
  const parse = object(shape);
  return (c, p, v) => {
    const out = parse(c, p, v);
    if (isRecord(v)) c.strictKeys(p, v, Object.keys(shape));
    return out;
  };
}
