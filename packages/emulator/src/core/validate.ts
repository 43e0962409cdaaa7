// Zod-3-style validation issues and messages, so 400 bodies read like the real servers'
// (`Body validation failed: path: message; …`, docs/contract.md §4.2).

export interface Issue {
  path: string;
  message: string;
}

export type Part = 'Body' | 'Params' | 'Query';

export function formatIssues(part: Part, issues: Issue[]): string {
  return `${part} validation failed: ` + issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}

/** zod's name for the received type. */
export function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'nan' : 'number';
  return typeof v;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Collects issues and offers the checks the schemas need. Each returns the value or undefined.
 * `fatal` counts the issues that make zod abort the enclosing object (a wrong type, a missing key,
 * an enum, literal or union miss) as opposed to those that only mark it dirty (lengths, bounds,
 * refinements): an object's own refinements run only when nothing inside it was fatal.
 */
export class Checker {
  issues: Issue[] = [];
  fatal = 0;

  add(path: string, message: string, fatal = false): void {
    this.issues.push({ path, message });
    if (fatal) this.fatal += 1;
  }

  get ok(): boolean {
    return this.issues.length === 0;
  }

  string(path: string, v: unknown, o: { min?: number; max?: number; optional?: boolean; nullable?: boolean; trim?: boolean } = {}): string | null | undefined {
    const p = this.presentTyped(path, v, 'string', o.optional ?? false, o.nullable ?? false);
    if (p !== 'check') return p === 'null' ? null : undefined;
    if (typeof v !== 'string') {
      this.add(path, `Expected string, received ${typeOf(v)}`, true);
      return undefined;
    }
    const s = o.trim ? v.trim() : v;
    if (o.min !== undefined && s.length < o.min) this.add(path, `String must contain at least ${o.min} character(s)`);
    if (o.max !== undefined && s.length > o.max) this.add(path, `String must contain at most ${o.max} character(s)`);
    return s;
  }

  number(path: string, v: unknown, o: { min?: number; max?: number; int?: boolean; optional?: boolean; nullable?: boolean } = {}): number | null | undefined {
    const p = this.presentTyped(path, v, 'number', o.optional ?? false, o.nullable ?? false);
    if (p !== 'check') return p === 'null' ? null : undefined;
    if (typeof v !== 'number' || Number.isNaN(v)) {
      this.add(path, `Expected number, received ${typeOf(v)}`, true);
      return undefined;
    }
    if (o.int && !Number.isInteger(v)) this.add(path, 'Expected integer, received float');
    if (o.min !== undefined && v < o.min) this.add(path, `Number must be greater than or equal to ${o.min}`);
    if (o.max !== undefined && v > o.max) this.add(path, `Number must be less than or equal to ${o.max}`);
    return v;
  }

  boolean(path: string, v: unknown, optional = true): boolean | undefined {
    if (v === undefined) {
      if (!optional) this.add(path, 'Required', true);
      return undefined;
    }
    if (typeof v !== 'boolean') {
      this.add(path, `Expected boolean, received ${typeOf(v)}`, true);
      return undefined;
    }
    return v;
  }

  enumOf<T extends string>(path: string, v: unknown, values: readonly T[], o: { optional?: boolean; nullable?: boolean } = {}): T | null | undefined {
    const p = this.presentTyped(path, v, 'string', o.optional ?? false, o.nullable ?? false, values);
    if (p !== 'check') return p === 'null' ? null : undefined;
    if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
    const expected = values.map((x) => `'${x}'`).join(' | ');
    if (typeof v !== 'string') this.add(path, `Expected ${expected}, received ${typeOf(v)}`, true);
    else this.add(path, `Invalid enum value. Expected ${expected}, received '${v}'`, true);
    return undefined;
  }

  array(path: string, v: unknown, o: { min?: number; max?: number; length?: number; optional?: boolean } = {}): unknown[] | undefined {
    if (v === undefined) {
      if (!o.optional) this.add(path, 'Required', true);
      return undefined;
    }
    if (!Array.isArray(v)) {
      this.add(path, `Expected array, received ${typeOf(v)}`, true);
      return undefined;
    }
    if (o.length !== undefined && v.length !== o.length) this.add(path, `Array must contain exactly ${o.length} element(s)`);
    if (o.min !== undefined && v.length < o.min) this.add(path, `Array must contain at least ${o.min} element(s)`);
    if (o.max !== undefined && v.length > o.max) this.add(path, `Array must contain at most ${o.max} element(s)`);
    return v as unknown[];
  }

  object(path: string, v: unknown): Record<string, unknown> | undefined {
    if (v === undefined) {
      this.add(path, 'Required', true);
      return undefined;
    }
    if (!isRecord(v)) {
      this.add(path, `Expected object, received ${typeOf(v)}`, true);
      return undefined;
    }
    return v;
  }

  /** `.strict()` objects: unknown keys are an error. */
  strictKeys(path: string, v: Record<string, unknown>, allowed: readonly string[]): void {
    const extra = Object.keys(v).filter((k) => !allowed.includes(k));
    if (extra.length) this.add(path, `Unrecognized key(s) in object: ${extra.map((k) => `'${k}'`).join(', ')}`);
  }

  private presentTyped(path: string, v: unknown, type: string, optional: boolean, nullable: boolean, values?: readonly string[]): 'skip' | 'check' | 'null' {
    if (v === undefined) {
      if (!optional) this.add(path, 'Required', true);
      return 'skip';
    }
    if (v === null) {
      if (nullable) return 'null';
      const expected = values ? values.map((x) => `'${x}'`).join(' | ') : type;
      this.add(path, `Expected ${expected}, received null`, true);
      return 'skip';
    }
    return 'check';
  }
}

/** Query coercion as `z.coerce.number().int()` does it (pagination, docs/contract.md §5). */
export function coerceQueryInt(c: Checker, path: string, raw: string | undefined, min: number, max?: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (Number.isNaN(n)) {
    c.add(path, 'Expected number, received nan');
    return undefined;
  }
  return c.number(path, n, { int: true, min, max }) ?? undefined;
}

export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (source[k] !== undefined) out[k] = source[k];
  return out;
}
