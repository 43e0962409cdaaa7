import { fingerprintOf } from '../util/fingerprint.js';
import { isWrite, type ActionKind, type FieldChange } from './plan.js';

export { matchesFingerprint } from '../util/fingerprint.js';

interface Writing {
  action: ActionKind;
  name: string;
  scope?: string;
  id?: string;
  changes?: FieldChange[];
  body?: unknown;
}

/**
 * sha256 of a canonical JSON of what apply would send: the scopes, and for each write its action,
 * name, scope, server id, field changes (live values included, so a hand edit after review
 * changes it), complete body and whatever else the kind says a write changes (`more`). Unchanged
 * and unmanaged objects are left out, so that unrelated objects appearing between review and
 * apply do not invalidate the review. `header`: the kind's own constant members (`v`, `kind`).
 */
export function planFingerprint<A extends Writing>(
  header: Record<string, unknown>,
  scopes: readonly string[],
  actions: readonly A[],
  more: (a: A) => Record<string, unknown> = () => ({}),
): { full: string; short: string } {
  const writes = actions
    .filter(isWrite)
    .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null, ...more(a) }))
    .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
  return fingerprintOf({ ...header, scopes: [...scopes].sort(cmp), writes });
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The run's one fingerprint, from its kinds' (`key` → fingerprint), in the form each run shape has
 * always had, so that `expect-plan` of a reviewed, unchanged file holds across versions: one kind
 * alone, its own; dashboards and alerts files together, the two of them; a stack file, every kind
 * of the registry (`keys`), one it does not hold as null.
 */
export function runFingerprint(
  shape: 'single' | 'pair' | 'stack',
  parts: ReadonlyArray<{ key: string; fingerprint: { full: string; short: string } }>,
  keys: readonly string[],
): { full: string; short: string } {
  const [only] = parts;
  if (shape === 'single' && only && parts.length === 1) return only.fingerprint;
  const full = new Map(parts.map((p) => [p.key, p.fingerprint.full]));
  const members = shape === 'stack' ? keys : parts.map((p) => p.key);
  return fingerprintOf(Object.fromEntries(members.map((k) => [k, full.get(k) ?? null])));
}
