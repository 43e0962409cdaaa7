import type { ReduceFn } from './types.js';

/**
 * A series value as the API sends it: 64-bit integers arrive as strings ("4"), floats as
 * numbers. NaN, ±Infinity, null and anything non-numeric count as "no value" (skipped).
 */
export function coerce(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Collapses bucket values (oldest first, nulls skipped) into one number; undefined when none. */
export function reduce(fn: ReduceFn, values: ReadonlyArray<number | null>): number | undefined {
  const xs = values.filter((v): v is number => v !== null);
  if (xs.length === 0) return undefined;
  switch (fn) {
    case 'max':
      return Math.max(...xs);
    case 'min':
      return Math.min(...xs);
    case 'sum':
      return xs.reduce((a, b) => a + b, 0);
    case 'avg':
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    case 'last':
      return xs[xs.length - 1];
  }
}
