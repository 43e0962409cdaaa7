// keys.rotate, the apply: create → verify → store → retire, in that order, so that a failure
// leaves no orphan key and no outage. Until the store is done the old key and the secrets are as
// they were; the old key is only ever given an expiry (PATCH), never deleted here — jobs already
// queued hold the old secret, and the next keys.prune deletes the key once it has expired.
//
// Cancelled (SIGINT / SIGTERM): no new step starts. A key created but not yet stored is deleted;
// a store under way is finished — the two secrets never stay one new, one old — and the old key
// is then left without its expiry. Undoing is ./rotate-undo.ts, the report's rows ./rotate-steps.ts.
import { ApiError, TransportError } from '../api/errors.js';
import type { CreatedApiKey } from '../api/types.js';
import { describeScope, GitHubError, type SecretsClient } from '../github/secrets.js';
import { HOUR_MS, isoSeconds, suffixOf, type RotationPlan, type SecretTarget } from './rotate.js';
import { copies, inOrder, stepRows } from './rotate-steps.js';
import type { ApplyRun, Created, InUseCredentials, NewKey, RotationOutcome, RotationPorts } from './rotate-types.js';
import { capital, cancelledPrefix, describe, failed, notCreatedByRun, removeNewKey, storeFailed } from './rotate-undo.js';

export { plannedSteps, type StepRow, type StepStatus } from './rotate-steps.js';
export type { ApplyRun, Created, InUseCredentials, NewKey, RotationOutcome, RotationPorts } from './rotate-types.js';

/**
 * Waits between verification attempts: a new key can be unknown to parts of the service for a few
 * seconds (observed: 400 "does not belong to the organization"); others retry for ~30 s with
 * growing back-off. 0.5 + 1 + 2 + 4 + 8 + 8 + 8 = 31.5 s.
 */
export const VERIFY_BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000];

export async function applyRotation(plan: RotationPlan, ports: RotationPorts, inUse: InUseCredentials): Promise<RotationOutcome> {
  const rows = stepRows(plan);
  const r: ApplyRun = { plan, ports, inUse, rows, steps: inOrder(rows), oldLabel: `${plan.oldKey.name || '(unnamed)'} (${suffixOf(plan.oldKey)})` };
  if (ports.cancel.reason)
    return failed(r, `${cancelledPrefix(r)}Nothing was written: no key was created, and the old key ${r.oldLabel} and the secrets were not touched.`);

  const created = await createKey(r);
  if (!('keyId' in created)) return created;
  if (ports.cancel.reason) return cancelledBeforeStore(r, created);
  const unverified = await verifyKey(r, created);
  if (unverified) return unverified;
  if (ports.cancel.reason) return cancelledBeforeStore(r, created);
  const notStored = await storeKey(r, created);
  if (notStored) return notStored;
  if (ports.cancel.reason) return cancelledAfterStore(r, created);
  return retireOldKey(r, created);
}

/** 1. Create. The answer is the only time the new credentials exist in the clear: masked at once. */
async function createKey(r: ApplyRun): Promise<Created | RotationOutcome> {
  const { plan, ports, rows } = r;
  const untouched = `The old key ${r.oldLabel} and the secrets were not touched.`;
  let answer: CreatedApiKey | undefined;
  try {
    answer = await ports.org.createKey(plan.create);
  } catch (e) {
    rows.create.status = 'failed';
    rows.create.detail = describe(e);
    return failed(r, `Creating the new key failed: ${describe(e)}. ${mayExist(e) ? lookFor(plan.create.name) : ''}${untouched}`);
  }
  const { keyId, keySecret } = answer ?? {};
  const secrets = [keyId, keySecret].filter((s): s is string => typeof s === 'string' && s !== '');
  if (secrets.length > 0) ports.addSecrets({ ...(secrets.length === 2 ? { keyId, keySecret } : {}), values: secrets });
  const key = answer?.key;

  const foreign = notCreatedByRun(r, typeof key?.id === 'string' ? key.id : undefined, typeof keyId === 'string' ? keyId : undefined);
  if (foreign) {
    rows.create.status = 'failed';
    rows.create.detail = `the answer names ${foreign}: not a new key`;
    return failed(
      r,
      `The create answer names ${foreign}, not a key this run created (a proxy, a replayed answer or a bug): nothing was deleted, verified or stored with it. ${lookFor(plan.create.name)}${untouched}`,
    );
  }
  if (typeof key?.id !== 'string' || typeof keyId !== 'string' || keyId === '' || typeof keySecret !== 'string' || keySecret === '') {
    rows.create.status = 'failed';
    rows.create.detail = 'the answer lacks the key, its id or its secret';
    const cleanup =
      typeof key?.id === 'string'
        ? (await removeNewKey(r, { id: key.id, name: plan.create.name, keySuffix: '' })).text
        : `it could not be deleted (no id in the answer): delete the key named ${plan.create.name} by hand`;
    return failed(r, `The API created a key but its answer lacks the key id or secret, so it cannot be used; ${cleanup}. ${untouched}`);
  }
  const newKey: NewKey = { id: key.id, name: key.name || plan.create.name, keySuffix: key.keySuffix || keyId.slice(-4) };
  const label = `${newKey.name} (…${newKey.keySuffix})`;
  rows.create.status = 'created';
  rows.create.detail = `${label}: ${copies(plan)}`;
  ports.log.info(`Created key ${label}.`);
  return { key: newKey, keyId, keySecret, label };
}

/**
 * No answer that can be trusted to say the key was not made: none arrived (timeout, reset), it
 * could not be read, or a server or gateway failed (5xx) — it may have been made before that.
 */
function mayExist(e: unknown): boolean {
  return (
    (e instanceof TransportError && e.outcomeUnknown) ||
    (e instanceof ApiError && e.status >= 500) ||
    (!(e instanceof ApiError) && !(e instanceof TransportError))
  );
}

function lookFor(name: string): string {
  return `The key may have been created all the same: if keys.list shows a key named ${name}, delete it (this run never uses it). `;
}

/** 2. Verify, through the propagation window: a key that does not authenticate is deleted. */
async function verifyKey(r: ApplyRun, c: Created): Promise<RotationOutcome | undefined> {
  const verified = await verify(r.ports, c.keyId, c.keySecret);
  if (verified.ok) {
    r.rows.verify.status = 'ok';
    r.rows.verify.detail = verified.detail;
    return undefined;
  }
  if (r.ports.cancel.reason) return cancelledBeforeStore(r, c);
  r.rows.verify.status = 'failed';
  r.rows.verify.detail = verified.detail;
  const cleanup = await removeNewKey(r, c.key, c.keyId);
  return failed(
    r,
    `The new key ${c.label} did not authenticate: ${verified.detail}. ${capital(cleanup.text)}. The old key ${r.oldLabel} and the secrets were not touched.`,
    { ...c.key, kept: cleanup.kept },
    cleanup.kept,
  );
}

async function verify(ports: RotationPorts, keyId: string, keySecret: string): Promise<{ ok: boolean; detail: string }> {
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      await ports.verify(keyId, keySecret);
      return {
        ok: true,
        detail: attempt === 0 ? 'authenticated at once' : `authenticated after ${attempt + 1} attempts (${waited / 1000} s of waiting for propagation)`,
      };
    } catch (e) {
      // While a key propagates the API answers 400 ("does not belong to the organization") or 401
      // ("Key is not found"); anything else will not change by waiting.
      const propagating = e instanceof ApiError && (e.status === 400 || e.status === 401);
      const wait = VERIFY_BACKOFF_MS[attempt];
      if (!propagating || wait === undefined || ports.cancel.reason) {
        return { ok: false, detail: `${describe(e)}${propagating ? ` (still refused after ${attempt + 1} attempts over ${waited / 1000} s)` : ''}` };
      }
      ports.log.info(`The new key is not accepted yet (${describe(e)}); trying again in ${wait / 1000} s.`);
      await ports.sleep(wait);
      waited += wait;
    }
  }
}

/** Cancelled with the new key made but no secret written: the key is deleted, nothing else changed. */
async function cancelledBeforeStore(r: ApplyRun, c: Created): Promise<RotationOutcome> {
  if (r.rows.verify.status === 'planned') r.rows.verify.detail = 'stopped waiting: the run was cancelled';
  const cleanup = await removeNewKey(r, c.key, c.keyId);
  return failed(
    r,
    `${cancelledPrefix(r)}No secret was written. The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched.`,
    { ...c.key, kept: cleanup.kept },
    cleanup.kept,
  );
}

/**
 * 3. Store: both secrets, each read back. Once the first write is sent the second always follows,
 * cancelled or not: a pair left half new, half old locks every later job out.
 */
async function storeKey(r: ApplyRun, c: Created): Promise<RotationOutcome | undefined> {
  const { plan, ports } = r;
  const values = { id: c.keyId, secret: c.keySecret };
  const written: SecretTarget[] = [];
  for (const [target, row] of [
    [plan.secrets[0], r.rows.store[0]],
    [plan.secrets[1], r.rows.store[1]],
  ] as const) {
    const stored = await store(ports, target, values[target.holds]);
    if (stored.ok) {
      row.status = stored.action;
      row.detail = stored.detail;
      written.push(target);
      continue;
    }
    row.status = 'failed';
    row.detail = stored.detail;
    if (stored.maybeWritten) written.push(target);
    return storeFailed(r, c, written, target, stored.detail);
  }
  ports.log.info(`Stored the new key in ${plan.secrets.map((s) => s.name).join(' and ')} (${describeScope(plan.scope)}).`);
  return undefined;
}

/** Cancelled while storing: the store was finished; the old key is left as it is (no expiry given). */
function cancelledAfterStore(r: ApplyRun, c: Created): RotationOutcome {
  const names = r.plan.secrets.map((s) => s.name).join(' and ');
  const outcome = failed(
    r,
    `${cancelledPrefix(r)}The store under way was finished: ${names} hold the new key ${c.label}, which works. ` +
      `The old key ${r.oldLabel} was not given its expiry: it still works and never expires on its own — set its expiry in the Cloud console (or PATCH expireAt), or delete it once no job uses it.`,
    { ...c.key, kept: true },
    true,
  );
  r.rows.retire.detail = 'the run was cancelled before this step: the old key keeps no expiry';
  return outcome;
}

/** 4. Retire: an expiry, nothing else. Failing here fails nothing: the new key is stored and works. */
async function retireOldKey(r: ApplyRun, c: Created): Promise<RotationOutcome> {
  const { plan, ports, steps } = r;
  const newKey = { ...c.key, kept: true };
  if (plan.keepsEarlierExpiry) return { steps, newKey, changed: true };
  const expireAt = isoSeconds(ports.now() + plan.graceHours * HOUR_MS);
  try {
    const after = await ports.org.updateKey(plan.oldKey.id, { expireAt });
    // A server may drop the optional field from its answer; one that shows another expiry did not do it.
    if (after?.expireAt !== undefined && Date.parse(String(after.expireAt)) !== Date.parse(expireAt)) {
      throw new Error(`the answer shows expireAt ${String(after.expireAt)}, not ${expireAt}`);
    }
    r.rows.retire.status = 'updated';
    r.rows.retire.detail = `expires at ${expireAt} (in ${plan.graceHours} h); still enabled, not deleted: the next keys.prune deletes it once expired`;
    return { steps, newKey, retiredAt: expireAt, changed: true };
  } catch (e) {
    r.rows.retire.status = 'failed';
    r.rows.retire.detail = describe(e);
    const warning =
      `The new key ${c.label} is stored and works, but giving the old key ${r.oldLabel} its expiry failed: ${describe(e)}. ` +
      `The old key still works and never expires on its own: set its expiry in the Cloud console (or PATCH expireAt), or delete it once no job uses it.`;
    ports.log.warning(warning);
    return { steps, newKey, warning, changed: true };
  }
}

type Stored =
  | { ok: true; action: 'created' | 'updated'; detail: string }
  | { ok: false; detail: string; /** The write may have landed (no answer, or not confirmed). */ maybeWritten: boolean };

/** Writes one secret and reads its metadata back: the write counts only once GitHub shows it. */
async function store(ports: RotationPorts, target: SecretTarget, value: string): Promise<Stored> {
  const started = ports.now();
  let action: 'created' | 'updated';
  try {
    action = await ports.secrets.put(target.name, value, target.access);
  } catch (e) {
    return { ok: false, detail: describe(e), maybeWritten: !(e instanceof GitHubError) || e.mayHaveLanded };
  }
  try {
    const after = await ports.secrets.get(target.name);
    const problem = unconfirmed(target, after, started);
    if (problem) return { ok: false, detail: `written (HTTP ${action === 'created' ? 201 : 204}), but ${problem}`, maybeWritten: true };
    return { ok: true, action, detail: `metadata read back: updated_at ${after?.updatedAt ?? '(not given)'}` };
  } catch (e) {
    return { ok: false, detail: `written, but reading it back failed: ${describe(e)}`, maybeWritten: true };
  }
}

/** Why the metadata does not show the write, or undefined when it does. */
function unconfirmed(target: SecretTarget, after: Awaited<ReturnType<SecretsClient['get']>>, started: number): string | undefined {
  if (!after) return 'its metadata read back shows no such secret';
  if (target.access && after.visibility && after.visibility !== target.access.visibility) {
    return `its visibility reads back as ${after.visibility}, not ${target.access.visibility}`;
  }
  const t = Date.parse(after.updatedAt ?? '');
  if (Number.isNaN(t) || !target.before?.updatedAt || after.updatedAt !== target.before.updatedAt) return undefined;
  // Same timestamp as before: fine only if the earlier write was in the same second as ours.
  return t >= Math.floor(started / 1000) * 1000 ? undefined : `its metadata still shows the previous updated_at (${after.updatedAt})`;
}
