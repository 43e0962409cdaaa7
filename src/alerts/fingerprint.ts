import { createHash } from 'node:crypto';
import { isWrite, type PlanAction } from './model.js';

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
  const doc = { v: 1, scopes: files.map((f) => f.scope).sort(cmp), writes };
  const full = createHash('sha256').update(canonical(doc)).digest('hex');
  return { full, short: full.slice(0, 12) };
}

/** True when `expected` (short or full form, any case) names this plan. */
export function matchesFingerprint(expected: string, full: string): boolean {
  const e = expected.trim().toLowerCase();
  return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}

/** JSON with object keys sorted at every level and no undefined members. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => cmp(a, b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
