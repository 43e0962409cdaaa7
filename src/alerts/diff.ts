import { canonicalJson } from '../util/fingerprint.js';
import { COMPARED_FIELDS, type Comparable, type FieldChange } from './model.js';

/** Field-level differences, in display order; empty when the live alert already matches. */
export function diffAlert(have: Comparable, want: Comparable): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of COMPARED_FIELDS) {
    if (!same(have[field], want[field])) changes.push({ field, from: have[field], to: want[field] });
  }
  return changes;
}

/** Equal values (lists in order, objects by content). */
const same = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && typeof b === 'object' && canonicalJson(a) === canonicalJson(b));
