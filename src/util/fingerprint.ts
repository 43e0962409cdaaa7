import { createHash } from 'node:crypto';

/** JSON.stringify as it behaves: lib.d.ts says string, but undefined, a function or a symbol give undefined. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

/** JSON with object keys sorted at every level and no undefined members: equal values, equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** A plan's fingerprint: sha256 of the canonical JSON of what it would send; `short` is what people quote. */
export function fingerprintOf(doc: unknown): { full: string; short: string } {
  const full = createHash('sha256').update(canonicalJson(doc)).digest('hex');
  return { full, short: full.slice(0, 12) };
}

/** True when `expected` (short or full form, any case) names this plan (`expect-plan`). */
export function matchesFingerprint(expected: string, full: string): boolean {
  const e = expected.trim().toLowerCase();
  return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}
