import type { ApiKey } from '../api/types.js';
import { InputError, msg, named, type Message } from '../util/input-error.js';

/**
 * The key-in-use rule, the one place it is decided. The only link from our credential to a key
 * object is `keySuffix`, the last 4 characters of the key id we authenticate with, and the
 * schema does not promise it. So a key *might be the one in use* when its suffix matches the end
 * of `key-id` (every key with that suffix, twins included: the match is weak) or when it has no
 * suffix at all (nothing proves it is not). Such a key is never deleted or disabled.
 */
export type InUse = 'suffix-match' | 'no-suffix';

/** Why `key` might be the key in use, or undefined when it certainly is not. */
export function mightBeInUse(key: Pick<ApiKey, 'keySuffix'>, keyIdInUse: string): InUse | undefined {
  if (typeof key.keySuffix !== 'string' || key.keySuffix === '') return 'no-suffix';
  // A key id shorter than a suffix matches nothing for sure: treat every key as possibly ours.
  if (keyIdInUse.length < 4 || key.keySuffix === keyIdInUse.slice(-4)) return 'suffix-match';
  return undefined;
}

/** The reason shown for a kept key (keys.prune's Reason column, keys.delete's refusal). */
export function inUseReason(why: InUse, key: Pick<ApiKey, 'keySuffix'>): Message {
  return why === 'no-suffix'
    ? msg`it has no keySuffix, so it cannot be told apart from the key in use`
    : msg`its keySuffix …${key.keySuffix ?? ''} matches the last 4 characters of ${named('key-id')}, so it may be the key this workflow runs with`;
}

/** Throws, before any write, when `key` might be the key in use. */
export function refuseIfMightBeInUse(key: ApiKey, keyIdInUse: string, verb: 'delete' | 'disable'): void {
  const why = mightBeInUse(key, keyIdInUse);
  if (why) throw new InputError(msg`Refusing to ${verb} key ${key.name || key.id}: ${inUseReason(why, key)}.`);
}

/**
 * The one listed key that is certainly the key in use, or why none is: exactly one key carries
 * the suffix of `key-id` and every key carries a suffix (a key without one could be ours too).
 */
export function certainKeyInUse(keys: readonly ApiKey[], keyIdInUse: string): { key: ApiKey } | { problem: Message } {
  const tail = `…${keyIdInUse.slice(-4)}`;
  const matches = keys.filter((k) => mightBeInUse(k, keyIdInUse) === 'suffix-match');
  const [only] = matches;
  const unknown = keys.filter((k) => mightBeInUse(k, keyIdInUse) === 'no-suffix').length;
  if (unknown > 0) return { problem: msg`${unknown} listed key(s) carry no keySuffix, so the key in use (${tail}) cannot be told apart from them` };
  if (!only) return { problem: msg`no listed key has the suffix of ${named('key-id')} (${tail}); check that the credentials belong to this organization` };
  if (matches.length > 1) {
    const names = matches.map((k) => k.name || '(unnamed)').join(', ');
    return { problem: msg`${matches.length} keys share the suffix of ${named('key-id')} (${tail}: ${names}), so which one is in use cannot be told` };
  }
  return { key: only };
}
