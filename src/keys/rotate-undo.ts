// keys.rotate, undoing: what a failed (or cancelled) rotation puts back and deletes, and the words
// that say what is left. The one rule that never bends: a key this run did not create — listed
// before it, or the key in use — is never deleted by it, whatever an answer claims.
import { ApiError } from '../api/errors.js';
import { GitHubError } from '../github/secrets.js';
import type { ApplyRun, Created, NewKey, RotationOutcome } from './rotate-types.js';
import type { SecretTarget } from './rotate.js';

/** Why `id` (a management id) / `keyId` (a credential) cannot be a key this run created, or undefined. */
export function notCreatedByRun(r: ApplyRun, id: string | undefined, keyId: string | undefined): string | undefined {
  if (keyId !== undefined && keyId === r.inUse.keyId) return 'the credentials this run authenticates with (the key in use)';
  if (id === undefined) return undefined;
  if (id === r.plan.oldKey.id) return `the key being rotated, ${r.oldLabel}`;
  if (r.plan.keysBefore.includes(id)) return `key ${id}, which was listed before this run created anything`;
  return undefined;
}

/** The outcome of a failed run: every step not reached is marked so. */
export function failed(r: ApplyRun, failure: string, newKey?: NewKey & { kept: boolean }, changed = false): RotationOutcome {
  for (const row of r.steps) if (row.status === 'planned') row.status = 'not attempted';
  const cancelled = r.ports.cancel.reason;
  return { steps: r.steps, newKey, failure, changed, ...(cancelled ? { cancelled } : {}) };
}

/**
 * Deletes the key this run created and marks the Create row with the outcome — never a key the
 * run did not create (checked again here, the one place a rotation deletes a key).
 */
export async function removeNewKey(r: ApplyRun, key: NewKey, keyId?: string): Promise<{ kept: boolean; text: string }> {
  const row = r.rows.create;
  const foreign = notCreatedByRun(r, key.id, keyId);
  if (foreign) {
    row.status = 'kept';
    return { kept: true, text: `not deleted: the answer named ${foreign}, which this run did not create` };
  }
  try {
    await r.ports.org.deleteKey(key.id);
    row.status = 'deleted';
    return { kept: false, text: 'it was deleted' };
  } catch (e) {
    row.status = 'kept';
    const text = `it could not be deleted (${describe(e)}): delete it by hand (keys.delete with its id, or the Cloud console)`;
    r.ports.log.warning(`The new key ${key.name}: ${text}.`);
    return { kept: true, text };
  }
}

/**
 * A secret could not be written. Nothing written: delete the new key. Some written and the old
 * values known (the key in use was rotated): put them back, then delete the new key. Old values
 * unknown: keep the new key, leave the old key as it is, and say which secret holds which key.
 */
export async function storeFailed(r: ApplyRun, c: Created, written: SecretTarget[], failedTarget: SecretTarget, why: string): Promise<RotationOutcome> {
  const head = `${cancelledPrefix(r)}Storing ${failedTarget.name} failed: ${why}.`;
  if (written.length === 0) {
    const cleanup = await removeNewKey(r, c.key, c.keyId);
    const failure = `${head} No secret was changed. The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched.`;
    return failed(r, failure, { ...c.key, kept: cleanup.kept }, cleanup.kept);
  }
  if (r.plan.oldIsKeyInUse) return putBack(r, c, written, head);

  // Old values unknown: nothing can be put back, so the new key stays (a secret may name it).
  r.rows.create.status = 'kept';
  const holds = (t: SecretTarget) =>
    written.includes(t)
      ? `${t.name} ${t === failedTarget ? 'may hold' : 'holds'} the new key ${c.label}'s ${t.holds === 'id' ? 'id' : 'secret'}`
      : `${t.name} still holds the old key ${r.oldLabel}'s ${t.holds === 'id' ? 'id' : 'secret'}`;
  return failed(
    r,
    `${head} The secrets' old values are unknown (${r.ports.nameInput?.('rotate-key-id', '') ?? '`rotate-key-id`'} names a key this run does not authenticate with), so nothing could be put back: ` +
      `${r.plan.secrets.map(holds).join('; ')}. The new key was kept and the old key ${r.oldLabel} left unexpired; fix the secrets by hand, or run the rotation again.`,
    { ...c.key, kept: true },
    true,
  );
}

/** The key in use was rotated, so the secrets' old values are `key-id` / `key-secret`: each written one is put back. */
async function putBack(r: ApplyRun, c: Created, written: SecretTarget[], head: string): Promise<RotationOutcome> {
  const old = { id: r.inUse.keyId, secret: r.inUse.keySecret };
  const undone: string[] = [];
  const stuck: string[] = [];
  for (const target of written) {
    const row = target === r.plan.secrets[0] ? r.rows.store[0] : r.rows.store[1];
    try {
      await restoreOne(r, target, old[target.holds]);
      row.status = 'restored';
      row.detail = `${row.detail}; ${target.before ? 'put back to its old value' : 'deleted again (it did not exist before)'}`;
      undone.push(target.name);
    } catch (e) {
      row.detail = `${row.detail}; putting it back failed: ${describe(e)}`;
      stuck.push(`${target.name} (${describe(e)})`);
    }
  }
  // A secret that could not be put back may name the new key: deleting it would make that certain breakage.
  const cleanup = stuck.length
    ? keptFor(r, 'kept, since a secret that could not be put back may name it; delete it once the secrets are fixed')
    : await removeNewKey(r, c.key, c.keyId);
  const restored = undone.length ? ` ${undone.join(' and ')} ${undone.length === 1 ? 'was' : 'were'} put back to the old key's value.` : '';
  const broken = stuck.length
    ? ` Could not put back ${stuck.join(', ')}: ${stuck.length === 1 ? 'it may hold' : 'they may hold'} the new key's credentials — set ${stuck.length === 1 ? 'it' : 'them'} to the old key's by hand, or run the rotation again.`
    : '';
  const failure = `${head}${restored}${broken} The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched and still works.`;
  return failed(r, failure, { ...c.key, kept: cleanup.kept }, stuck.length > 0 || cleanup.kept);
}

function keptFor(r: ApplyRun, why: string): { kept: boolean; text: string } {
  r.rows.create.status = 'kept';
  return { kept: true, text: why };
}

/** Puts one secret back as it was: its old value, or no secret at all when there was none. */
async function restoreOne(r: ApplyRun, target: SecretTarget, oldValue: string): Promise<void> {
  if (target.before) {
    await r.ports.secrets.put(target.name, oldValue, target.access);
    return;
  }
  await r.ports.secrets.delete(target.name).catch((e: unknown) => {
    if (!(e instanceof GitHubError && e.status === 404)) throw e; // never written after all
  });
}

/** `Cancelled (SIGINT). ` when the run was cancelled, else nothing. */
export function cancelledPrefix(r: ApplyRun): string {
  return r.ports.cancel.reason ? `Cancelled (${r.ports.cancel.reason}). ` : '';
}

export function describe(e: unknown): string {
  if (e instanceof ApiError) return `${e.method} ${e.path} → ${e.status}: ${e.serverMessage || '(empty body)'}`;
  return e instanceof Error ? e.message : String(e);
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
