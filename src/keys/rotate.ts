// keys.rotate, the plan: which key is replaced, the new key's request (same roles, same IP access
// list, sent explicitly), where its credentials go and when the old key expires. Pure: the keys
// and the secrets' current state are read by the caller; every refusal happens here, before any
// write.
import type { ApiKey, ApiKeyCreate, IpAccessEntry } from '../api/types.js';
import type { OrgAccess, SecretMetadata, SecretScope } from '../github/secrets.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import { certainKeyInUse } from './in-use.js';
import { DAY_MS, readDate } from './policy.js';

export const HOUR_MS = 3_600_000;

export interface RotateSettings {
  /** Management id of the key to replace; empty: the key this run authenticates with. */
  rotateKeyId: string;
  /** Empty: the old name with today's UTC date. */
  newKeyName: string;
  /** Undefined: the new key never expires. */
  newKeyExpiresDays: number | undefined;
  graceHours: number;
  /** The key id in use (`key-id`); only its last 4 characters are compared. */
  keyIdInUse: string;
}

/** One of the two secrets, as it is before the rotation. */
export interface SecretTarget {
  /** `id` holds the key id, `secret` the key secret. */
  holds: 'id' | 'secret';
  name: string;
  /** Undefined: no such secret yet (the write creates it). */
  before: SecretMetadata | undefined;
  /** Organization secrets: the visibility (and repositories) the write keeps, or gives a new one. */
  access?: OrgAccess;
}

export interface RotationPlan {
  oldKey: ApiKey;
  /** The ids of every key listed before the run: none of them is ever deleted by it, whatever an answer claims. */
  keysBefore: string[];
  /**
   * The key this run authenticates with: the secrets then hold `key-id` / `key-secret`, so a
   * half-done store can put them back. Otherwise their old values are unknown.
   */
  oldIsKeyInUse: boolean;
  create: ApiKeyCreate;
  /** The roles copied, in words (`Admin (system), billing (custom)`). */
  roles: string;
  scope: SecretScope;
  secrets: [SecretTarget, SecretTarget];
  graceHours: number;
  /** When the old key already expires before the grace would end, it is left as it is. */
  keepsEarlierExpiry: string | undefined;
}

/** Refuses, before any write, what cannot be rotated safely; else the plan. */
export function planRotation(
  keys: readonly ApiKey[],
  settings: RotateSettings,
  store: { scope: SecretScope; secrets: [SecretTarget, SecretTarget] },
  now: number,
): RotationPlan {
  const inUse = certainKeyInUse(keys, settings.keyIdInUse);
  let oldKey: ApiKey;
  if (settings.rotateKeyId) {
    const found = keys.find((k) => k.id === settings.rotateKeyId);
    if (!found) throw new InputError(msg`${theInput('rotate-key-id')}: no key with id ${settings.rotateKeyId} in this organization (keys.list shows the ids).`);
    oldKey = found;
  } else if ('key' in inUse) {
    oldKey = inUse.key;
  } else {
    throw new InputError(
      msg`Cannot tell which key to rotate: ${inUse.problem}. Set ${named('rotate-key-id')} to the id of the key to rotate (keys.list shows the ids).`,
    );
  }
  const label = `${oldKey.name || '(unnamed)'} (${suffixOf(oldKey)})`;

  if (oldKey.state === 'disabled')
    throw new InputError(`Key ${label} is disabled: a rotation would create an enabled copy of it. Enable it first, or create a key by hand.`);
  const expiry = readDate(oldKey.expireAt);
  if (typeof expiry === 'number' && expiry <= now)
    throw new InputError(`Key ${label} has already expired: nothing uses it any more; create a new key by hand.`);

  const ipAccessList = copyIpAccessList(oldKey, label);
  const roles = copyRoles(oldKey, label);
  const days = settings.newKeyExpiresDays;
  if (days !== undefined && days * 24 <= settings.graceHours) {
    throw new InputError(
      msg`${theInput('new-key-expires-days')} (${days}) would let the new key expire before the old one's grace of ${settings.graceHours} hours ends.`,
    );
  }
  const graceEnd = now + settings.graceHours * HOUR_MS;

  return {
    oldKey,
    keysBefore: keys.map((k) => k.id).filter((id): id is string => typeof id === 'string'),
    oldIsKeyInUse: 'key' in inUse && inUse.key.id === oldKey.id,
    create: {
      name: settings.newKeyName || defaultKeyName(oldKey.name, now),
      expireAt: days === undefined ? null : isoSeconds(now + days * DAY_MS),
      ...roles.body,
      ipAccessList,
    },
    roles: roles.words,
    scope: store.scope,
    secrets: store.secrets,
    graceHours: settings.graceHours,
    keepsEarlierExpiry: typeof expiry === 'number' && expiry <= graceEnd ? isoSeconds(expiry) : undefined,
  };
}

/** The old list, exactly (an empty one denies every address, so its copy could never be verified). */
function copyIpAccessList(key: ApiKey, label: string): IpAccessEntry[] {
  const list = key.ipAccessList;
  if (!Array.isArray(list)) {
    throw new InputError(`The API returned key ${label} without its ipAccessList, so the new key could not be given the same one; nothing was created.`);
  }
  if (list.length === 0) {
    throw new InputError(
      `Key ${label} has an empty IP access list, which denies every address: a copy could not be verified, and would lock out whoever uses it. ` +
        "Give the key an explicit IP access list in the Cloud console (e.g. your runners' addresses, or 0.0.0.0/0), then rotate; nothing was created.",
    );
  }
  // As the server sent it: an entry is not trusted to be an object with a source.
  const entries: ReadonlyArray<Partial<IpAccessEntry> | null | undefined> = list;
  return entries.map((e, i) => {
    if (!e || typeof e.source !== 'string' || e.source === '')
      throw new InputError(`Key ${label}: ipAccessList entry ${i + 1} has no source; nothing was created.`);
    return typeof e.description === 'string' ? { source: e.source, description: e.description } : { source: e.source };
  });
}

/**
 * The assigned roles (system and custom) by id, else — from a server that only knows them — the
 * legacy `roles`. Never both: in an organization migrated to custom roles the legacy list is frozen
 * at its old value, and sending it too could grant the copy more than the original holds.
 */
function copyRoles(key: ApiKey, label: string): { body: Pick<ApiKeyCreate, 'assignedRoleIds' | 'roles'>; words: string } {
  // As the server sent them: an entry may be null.
  const assigned: ReadonlyArray<NonNullable<ApiKey['assignedRoles']>[number] | null | undefined> = Array.isArray(key.assignedRoles) ? key.assignedRoles : [];
  if (assigned.length > 0) {
    const ids = assigned.map((r) => r?.roleId);
    if (ids.some((id) => typeof id !== 'string' || id === ''))
      throw new InputError(`Key ${label}: an assigned role has no roleId, so the roles cannot be copied; nothing was created.`);
    const words = assigned.map((r) => `${r?.roleName || r?.roleId} (${r?.roleType || 'role'})`).join(', ');
    return { body: { assignedRoleIds: ids as string[] }, words };
  }
  const legacy = Array.isArray(key.roles) ? key.roles.filter((r): r is string => typeof r === 'string' && r !== '') : [];
  if (legacy.length > 0) return { body: { roles: legacy }, words: `${legacy.join(', ')} (legacy roles)` };
  throw new InputError(
    `Key ${label} has no roles the API shows (neither assignedRoles nor roles), so the new key could not be given the same ones; nothing was created.`,
  );
}

/** `<old name>-YYYY-MM-DD` (UTC); a date a previous rotation appended is replaced, not stacked. */
export function defaultKeyName(oldName: string | undefined, now: number): string {
  const date = new Date(now).toISOString().slice(0, 10);
  const base = (oldName || 'api-key').replace(/[-_ ]?\d{4}-\d{2}-\d{2}$/, '') || 'api-key';
  // Names are short in the console; keep the date whole.
  return `${base.slice(0, 50 - date.length - 1)}-${date}`;
}

/** ISO-8601 in whole seconds: what any server keeps of a timestamp, so its answer compares equal. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function suffixOf(key: Pick<ApiKey, 'keySuffix'>): string {
  return key.keySuffix ? `…${key.keySuffix}` : 'no suffix';
}
