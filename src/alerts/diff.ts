import { COMPARED_FIELDS, type Comparable, type FieldChange } from './model.js';

/** Field-level differences, in display order; empty when the live alert already matches. */
export function diffAlert(have: Comparable, want: Comparable): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of COMPARED_FIELDS) {
    if (!same(have[field], want[field])) changes.push({ field, from: have[field], to: want[field] });
  }
  return changes;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}
