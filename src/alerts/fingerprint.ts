import { fingerprintOf } from '../util/fingerprint.js';
import { isWrite, type PlanAction } from './model.js';

export { matchesFingerprint } from '../util/fingerprint.js';

/**
 * sha256 of a canonical JSON of what apply would send: the scopes, and for each write its action,
 * name, scope, server id, field changes (live values included, so a hand edit after review
 * changes it) and complete body. Unchanged and unmanaged alerts are left out so that unrelated
 * alerts appearing between review and apply do not invalidate the review.
 */
export function planFingerprint(files: Array<{ file: string; scope: string }>, actions: PlanAction[]): { full: string; short: string } {
  const writes = actions
    .filter(isWrite)
    .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null }))
    .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
  return fingerprintOf({ v: 1, scopes: files.map((f) => f.scope).sort(cmp), writes });
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
