import type { ApiKey } from '../api/types.js';
import { mightBeInUse } from './in-use.js';
import { compileNameFilter } from '../util/name-filter.js';

export const DAY_MS = 86_400_000;

export interface KeyPolicy {
  /** A key is stale when its last activity is more than this many days old. */
  staleAfterDays: number;
  include: readonly string[];
  exclude: readonly string[];
  mode: 'delete' | 'disable';
  /** The authentication key id the run holds; only its last 4 characters are ever compared. */
  keyIdInUse: string;
}

/** Machine-readable reason codes (stable: they go into the `result` output). */
export type KeepCode = 'in-use' | 'no-suffix' | 'no-id' | 'excluded' | 'not-included' | 'already-disabled' | 'unknown-age' | 'unreadable-date' | 'fresh';
export type RemoveCode = 'expired' | 'unused' | 'never-used';

export type KeyDecision =
  | { key: ApiKey; action: 'remove'; code: RemoveCode; reason: string; lastActivity: number }
  | { key: ApiKey; action: 'protect' | 'keep'; code: KeepCode; reason: string; lastActivity?: number };

/**
 * Decides, for every key, whether the policy removes it and why. Pure: no I/O, `now` given.
 * The result is in removal order — oldest last activity first (name, then id, break ties),
 * keys of unknown or unreadable age last; the report shows the same order.
 *
 * Precedence, first match wins: in use (suffix match) → no suffix (might be in use) → no id →
 * name filter → already disabled (disable mode) → unknown or unreadable age → expired → stale →
 * fresh. The key-in-use rule (./in-use.ts) therefore beats every other rule, and an expired key
 * of unknown age is still kept.
 */
export function decide(keys: readonly ApiKey[], policy: KeyPolicy, now: number): KeyDecision[] {
  const filter = compileNameFilter(policy.include, policy.exclude);
  const limitMs = policy.staleAfterDays * DAY_MS;
  const decisions = keys.map((key): KeyDecision => {
    const dates = { usedAt: readDate(key.usedAt), createdAt: readDate(key.createdAt), expireAt: readDate(key.expireAt) };
    const used = known(dates.usedAt);
    const created = known(dates.createdAt);
    const expires = known(dates.expireAt);
    // Last activity is the later of the two: a last use before creation (bad data) must
    // never make a key look older than it is.
    const lastActivity = used === undefined && created === undefined ? undefined : Math.max(used ?? -Infinity, created ?? -Infinity);
    const keep = (action: 'protect' | 'keep', code: KeepCode, reason: string): KeyDecision => ({
      key,
      action,
      code,
      reason,
      lastActivity,
    });

    const inUse = mightBeInUse(key, policy.keyIdInUse);
    if (inUse === 'suffix-match') return keep('protect', 'in-use', `in use: its suffix …${key.keySuffix} is the end of key-id`);
    if (inUse === 'no-suffix') return keep('keep', 'no-suffix', 'kept — cannot tell whether it is the key in use (no keySuffix)');
    if (!key.id) return keep('keep', 'no-id', 'the list gave no id to act on');

    const match = filter(key.name);
    if (!match.selected) {
      return match.reason === 'excluded'
        ? keep('keep', 'excluded', `excluded by "${match.pattern}"`)
        : keep('keep', 'not-included', 'name matches no include pattern');
    }
    if (policy.mode === 'disable' && key.state === 'disabled') {
      return keep('keep', 'already-disabled', 'already disabled');
    }

    const unreadable = Object.entries(dates).find(([, d]) => d === 'unreadable');
    if (unreadable) return keep('keep', 'unreadable-date', `unreadable ${unreadable[0]} date`);
    if (lastActivity === undefined) return keep('keep', 'unknown-age', 'age unknown: no created or last-used date');

    const ageText = used !== undefined ? `last used ${days(now - used)} ago` : `never used, created ${days(now - lastActivity)} ago`;
    if (expires !== undefined && expires < now) {
      return { key, action: 'remove', code: 'expired', reason: `expired ${days(now - expires)} ago`, lastActivity };
    }
    if (now - lastActivity > limitMs) {
      return {
        key,
        action: 'remove',
        code: used !== undefined ? 'unused' : 'never-used',
        reason: `${ageText} (over ${policy.staleAfterDays} days)`,
        lastActivity,
      };
    }
    return keep('keep', 'fresh', `${ageText} (within ${policy.staleAfterDays} days)`);
  });

  return decisions.sort(byRemovalOrder);
}

function byRemovalOrder(a: KeyDecision, b: KeyDecision): number {
  const ta = a.lastActivity ?? Infinity;
  const tb = b.lastActivity ?? Infinity;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareText(a.key.name, b.key.name) || compareText(a.key.id, b.key.id);
}

/** A missing name or id (a server may omit either, whatever its type says) sorts as ''. */
function compareText(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

function known(d: number | undefined | 'unreadable'): number | undefined {
  return typeof d === 'number' ? d : undefined;
}

/** Absent, null and empty mean "no date"; anything else must parse. */
export function readDate(value: unknown): number | undefined | 'unreadable' {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return 'unreadable';
  const t = Date.parse(value);
  return Number.isNaN(t) ? 'unreadable' : t;
}

/** "1 day", "200 days" — whole days, rounded down, never negative. */
export function days(ms: number): string {
  const n = Math.max(0, Math.floor(ms / DAY_MS));
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}
