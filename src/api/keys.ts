import { InputError } from './errors.js';
import type { ApiKey } from './types.js';

/**
 * The only link from our credential to a key object is `keySuffix` = the last 4 characters of
 * the key id we authenticate with. It is a weak match, so every key with that suffix counts as
 * the key in use (all of them when several share it).
 */
export function isKeyInUse(key: ApiKey, keyIdInUse: string): boolean {
  const suffix = keyIdInUse.slice(-4);
  return suffix.length === 4 && typeof key.keySuffix === 'string' && key.keySuffix === suffix;
}

/** The refusal for a key that may be the one in use; nothing has been sent. */
export function keyInUseError(key: ApiKey): InputError {
  return new InputError(
    `Refusing to delete key ${key.name ?? key.id} (…${key.keySuffix}): its suffix matches the last 4 characters of \`key-id\`, so it may be the key this workflow runs with.`,
  );
}
