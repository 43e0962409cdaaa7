// keys.rotate, the apply: create → verify → store → retire, in that order, so that a failure
// leaves no orphan key and no outage. Until the store is done the old key and the secrets are as
// they were; the old key is only ever given an expiry (PATCH), never deleted here — jobs already
// queued hold the old secret, and the next keys.prune deletes the key once it has expired.
import type { OrganizationApi } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { ApiKey } from '../api/types.js';
import { describeScope, GitHubError, type SecretsClient } from '../github/secrets.js';
import type { Log } from '../util/log.js';
import type { Secrets } from '../util/redact.js';
import { HOUR_MS, isoSeconds, suffixOf, type RotationPlan, type SecretTarget } from './rotate.js';

/**
 * Waits between verification attempts: a new key can be unknown to parts of the service for a few
 * seconds (observed: 400 "does not belong to the organization"); others retry for ~30 s with
 * growing back-off. 0.5 + 1 + 2 + 4 + 8 + 8 + 8 = 31.5 s.
 */
export const VERIFY_BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000];

export type StepStatus = 'ok' | 'planned' | 'created' | 'updated' | 'failed' | 'deleted' | 'restored' | 'kept' | 'skipped' | 'not attempted';

export interface StepRow {
  step: string;
  status: StepStatus;
  detail: string;
}

export interface RotationPorts {
  org: Pick<OrganizationApi, 'createKey' | 'updateKey' | 'deleteKey'>;
  /** One read with the new credentials; throws like any API call. */
  verify(keyId: string, keySecret: string): Promise<void>;
  secrets: Pick<SecretsClient, 'put' | 'get' | 'delete'>;
  /** Masks and redacts a secret; called the moment the new key's credentials arrive. */
  addSecrets(secrets: Secrets): void;
  log: Pick<Log, 'info' | 'warning'>;
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** What the secrets hold before the run, when the old key is the key in use (`key-id`, `key-secret`). */
export interface InUseCredentials {
  keyId: string;
  keySecret: string;
}

export interface NewKey {
  id: string;
  name: string;
  keySuffix: string;
}

export interface RotationOutcome {
  steps: StepRow[];
  newKey?: NewKey & { kept: boolean };
  /** The old key's new expiry, when it was set. */
  retiredAt?: string;
  /** The step failed: why, what was undone and what is left. */
  failure?: string;
  /** Succeeded but for retiring the old key. */
  warning?: string;
  changed: boolean;
}

/** The steps as planned (a dry run shows exactly these). */
/** The rows of the report, by step (the report lists them in this order). */
interface StepRows {
  read: StepRow;
  create: StepRow;
  verify: StepRow;
  /** One per secret, in the order of `plan.secrets`. */
  store: [StepRow, StepRow];
  retire: StepRow;
}

export function plannedSteps(plan: RotationPlan): StepRow[] {
  return inOrder(stepRows(plan));
}

function inOrder(r: StepRows): StepRow[] {
  return [r.read, r.create, r.verify, ...r.store, r.retire];
}

function stepRows(plan: RotationPlan): StepRows {
  const old = plan.oldKey;
  const ips = plan.create.ipAccessList.map((e) => e.source);
  const where = describeScope(plan.scope);
  const store = (t: SecretTarget): StepRow => ({
    step: `Store ${t.name}`,
    status: 'planned',
    detail:
      `the new key ${t.holds === 'id' ? 'id' : 'secret'}, sealed with the public key of ${where}; ` +
      (t.before ? 'replaces the current value' : 'creates the secret') +
      (t.access ? `; visibility ${t.access.visibility}${t.access.visibility === 'selected' ? ` (${plural(t.access.selectedRepositoryIds?.length ?? 0, 'repository', 'repositories')})` : ''}` : '') +
      '; then reads its metadata back',
  });
  return {
    read: {
      step: 'Read old key',
      status: 'ok',
      detail: `${old.name || '(unnamed)'} (${suffixOf(old)})${plan.oldIsKeyInUse ? ', the key in use' : ''}: roles ${plan.roles}; IP access list ${ips.join(', ')}; expires ${old.expireAt || 'never'}`,
    },
    create: { step: 'Create new key', status: 'planned', detail: `${plan.create.name}: ${copies(plan)}` },
    verify: { step: 'Verify new key', status: 'planned', detail: 'reads the organization with the new credentials, retrying for up to ~30 s while the key propagates' },
    store: [store(plan.secrets[0]), store(plan.secrets[1])],
    retire: {
      step: 'Retire old key',
      status: plan.keepsEarlierExpiry ? 'skipped' : 'planned',
      detail: plan.keepsEarlierExpiry
        ? `it already expires at ${plan.keepsEarlierExpiry}, before a grace of ${plan.graceHours} h would end: left as it is`
        : `expireAt = now + ${plan.graceHours} h (PATCH, nothing else changed; it stays enabled, and is not deleted: jobs already queued hold the old secret)`,
    },
  };
}

function copies(plan: RotationPlan): string {
  const n = plan.create.ipAccessList.length;
  return (
    `the same roles (${plan.create.assignedRoleIds ? 'assignedRoleIds' : 'legacy roles'}) and IP access list (${plural(n, 'entry', 'entries')}), ` +
    `sent explicitly; expires ${plan.create.expireAt ?? 'never'}`
  );
}

export async function applyRotation(plan: RotationPlan, ports: RotationPorts, inUse: InUseCredentials): Promise<RotationOutcome> {
  const rows = stepRows(plan);
  const steps = inOrder(rows);
  const { create: createRow, verify: verifyRow, store: storeRows, retire: retireRow } = rows;
  const oldLabel = `${plan.oldKey.name || '(unnamed)'} (${suffixOf(plan.oldKey)})`;
  const fail = (failure: string, newKey?: NewKey & { kept: boolean }, changed = false): RotationOutcome => failed(steps, failure, newKey, changed);

  // 1. Create. The answer is the only time the new credentials exist in the clear: masked at once.
  let created: Awaited<ReturnType<RotationPorts['org']['createKey']>>;
  try {
    created = await ports.org.createKey(plan.create);
  } catch (e) {
    createRow.status = 'failed';
    createRow.detail = describe(e);
    const unknown = e instanceof TransportError && e.outcomeUnknown;
    return fail(
      `Creating the new key failed: ${describe(e)}. ` +
        (unknown
          ? `The request may have reached the server: if keys.list shows a key named ${plan.create.name}, delete it (its secret was never seen). `
          : '') +
        `The old key ${oldLabel} and the secrets were not touched.`,
    );
  }
  const { keyId, keySecret } = created ?? {};
  if (typeof keyId === 'string' && typeof keySecret === 'string') ports.addSecrets({ keyId, keySecret, values: [keyId] });
  const key: ApiKey | undefined = created?.key;
  if (typeof key?.id !== 'string' || typeof keyId !== 'string' || keyId === '' || typeof keySecret !== 'string' || keySecret === '') {
    createRow.status = 'failed';
    createRow.detail = 'the answer lacks the key, its id or its secret';
    const cleanup =
      typeof key?.id === 'string'
        ? (await removeNewKey(ports, { id: key.id, name: plan.create.name, keySuffix: '' }, createRow)).text
        : `it could not be deleted (no id in the answer): delete the key named ${plan.create.name} by hand`;
    return fail(`The API created a key but its answer lacks the key id or secret, so it cannot be used; ${cleanup}. The old key ${oldLabel} and the secrets were not touched.`);
  }
  const newKey: NewKey = { id: key.id, name: key.name || plan.create.name, keySuffix: key.keySuffix || keyId.slice(-4) };
  const newLabel = `${newKey.name} (…${newKey.keySuffix})`;
  createRow.status = 'created';
  createRow.detail = `${newLabel}: ${copies(plan)}`;
  ports.log.info(`Created key ${newLabel}.`);

  // 2. Verify, through the propagation window.
  const verified = await verify(ports, keyId, keySecret);
  if (!verified.ok) {
    verifyRow.status = 'failed';
    verifyRow.detail = verified.detail;
    const cleanup = await removeNewKey(ports, newKey, createRow);
    return fail(
      `The new key ${newLabel} did not authenticate: ${verified.detail}. ${capital(cleanup.text)}. The old key ${oldLabel} and the secrets were not touched.`,
      { ...newKey, kept: cleanup.kept },
      cleanup.kept,
    );
  }
  verifyRow.status = 'ok';
  verifyRow.detail = verified.detail;

  // 3. Store: both secrets, each read back.
  const values = { id: keyId, secret: keySecret };
  const written: SecretTarget[] = [];
  for (const [target, row] of [[plan.secrets[0], storeRows[0]], [plan.secrets[1], storeRows[1]]] as const) {
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
    const run: Run = { plan, ports, inUse, steps, createRow, storeRows, newKey, newLabel, oldLabel };
    return storeFailed(run, written, target, stored.detail);
  }
  ports.log.info(`Stored the new key in ${plan.secrets.map((s) => s.name).join(' and ')} (${describeScope(plan.scope)}).`);

  // 4. Retire: an expiry, nothing else. Failing here fails nothing: the new key is stored and works.
  if (plan.keepsEarlierExpiry) return { steps, newKey: { ...newKey, kept: true }, changed: true };
  const expireAt = isoSeconds(ports.now() + plan.graceHours * HOUR_MS);
  try {
    const after = await ports.org.updateKey(plan.oldKey.id, { expireAt });
    // A server may drop the optional field from its answer; one that shows another expiry did not do it.
    if (after?.expireAt !== undefined && Date.parse(String(after.expireAt)) !== Date.parse(expireAt)) {
      throw new Error(`the answer shows expireAt ${String(after.expireAt)}, not ${expireAt}`);
    }
    retireRow.status = 'updated';
    retireRow.detail = `expires at ${expireAt} (in ${plan.graceHours} h); still enabled, not deleted: the next keys.prune deletes it once expired`;
    return { steps, newKey: { ...newKey, kept: true }, retiredAt: expireAt, changed: true };
  } catch (e) {
    retireRow.status = 'failed';
    retireRow.detail = describe(e);
    const warning =
      `The new key ${newLabel} is stored and works, but giving the old key ${oldLabel} its expiry failed: ${describe(e)}. ` +
      `The old key still works and never expires on its own: set its expiry in the Cloud console (or PATCH expireAt), or delete it once no job uses it.`;
    ports.log.warning(warning);
    return { steps, newKey: { ...newKey, kept: true }, warning, changed: true };
  }
}

async function verify(ports: RotationPorts, keyId: string, keySecret: string): Promise<{ ok: boolean; detail: string }> {
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      await ports.verify(keyId, keySecret);
      return { ok: true, detail: attempt === 0 ? 'authenticated at once' : `authenticated after ${attempt + 1} attempts (${waited / 1000} s of waiting for propagation)` };
    } catch (e) {
      // While a key propagates the API answers 400 ("does not belong to the organization") or 401
      // ("Key is not found"); anything else will not change by waiting.
      const propagating = e instanceof ApiError && (e.status === 400 || e.status === 401);
      const wait = VERIFY_BACKOFF_MS[attempt];
      if (!propagating || wait === undefined) {
        return { ok: false, detail: `${describe(e)}${propagating ? ` (still refused after ${attempt + 1} attempts over ${waited / 1000} s)` : ''}` };
      }
      ports.log.info(`The new key is not accepted yet (${describe(e)}); trying again in ${wait / 1000} s.`);
      await ports.sleep(wait);
      waited += wait;
    }
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

/** What undoing a failed store needs to know about the run so far. */
interface Run {
  plan: RotationPlan;
  ports: RotationPorts;
  inUse: InUseCredentials;
  steps: StepRow[];
  createRow: StepRow;
  storeRows: [StepRow, StepRow];
  newKey: NewKey;
  newLabel: string;
  oldLabel: string;
}

/** The outcome of a failed run: every step not reached is marked so. */
function failed(steps: StepRow[], failure: string, newKey?: NewKey & { kept: boolean }, changed = false): RotationOutcome {
  for (const row of steps) if (row.status === 'planned') row.status = 'not attempted';
  return { steps, newKey, failure, changed };
}

/**
 * A secret could not be written. Nothing written: delete the new key. Some written and the old
 * values known (the key in use was rotated): put them back, then delete the new key. Old values
 * unknown: keep the new key, leave the old key as it is, and say which secret holds which key.
 */
async function storeFailed(f: Run, written: SecretTarget[], failedTarget: SecretTarget, why: string): Promise<RotationOutcome> {
  const { plan, ports } = f;
  const head = `Storing ${failedTarget.name} failed: ${why}.`;
  if (written.length === 0) {
    const cleanup = await removeNewKey(ports, f.newKey, f.createRow);
    const failure = `${head} No secret was changed. The new key ${f.newLabel}: ${cleanup.text}. The old key ${f.oldLabel} was not touched.`;
    return failed(f.steps, failure, { ...f.newKey, kept: cleanup.kept }, cleanup.kept);
  }

  if (plan.oldIsKeyInUse) {
    const old = { id: f.inUse.keyId, secret: f.inUse.keySecret };
    const undone: string[] = [];
    const stuck: string[] = [];
    for (const target of written) {
      const row = target === plan.secrets[0] ? f.storeRows[0] : f.storeRows[1];
      try {
        if (target.before) await ports.secrets.put(target.name, old[target.holds], target.access);
        else await ports.secrets.delete(target.name).catch((e: unknown) => {
          if (!(e instanceof GitHubError && e.status === 404)) throw e; // never written after all
        });
        row.status = 'restored';
        row.detail = `${row.detail}; ${target.before ? 'put back to its old value' : 'deleted again (it did not exist before)'}`;
        undone.push(target.name);
      } catch (e) {
        row.detail = `${row.detail}; putting it back failed: ${describe(e)}`;
        stuck.push(`${target.name} (${describe(e)})`);
      }
    }
    const cleanup = await removeNewKey(ports, f.newKey, f.createRow);
    const restored = undone.length ? ` ${undone.join(' and ')} ${undone.length === 1 ? 'was' : 'were'} put back to the old key's value.` : '';
    const broken = stuck.length
      ? ` Could not put back ${stuck.join(', ')}: ${stuck.length === 1 ? 'it holds' : 'they hold'} the new key's credentials, which no longer work — set ${stuck.length === 1 ? 'it' : 'them'} to the old key's by hand.`
      : '';
    const failure = `${head}${restored}${broken} The new key ${f.newLabel}: ${cleanup.text}. The old key ${f.oldLabel} was not touched and still works.`;
    return failed(f.steps, failure, { ...f.newKey, kept: cleanup.kept }, stuck.length > 0 || cleanup.kept);
  }

  // Old values unknown: nothing can be put back, so the new key stays (a secret may name it).
  f.createRow.status = 'kept';
  const holds = (t: SecretTarget) =>
    written.includes(t)
      ? `${t.name} ${t === failedTarget ? 'may hold' : 'holds'} the new key ${f.newLabel}'s ${t.holds === 'id' ? 'id' : 'secret'}`
      : `${t.name} still holds the old key ${f.oldLabel}'s ${t.holds === 'id' ? 'id' : 'secret'}`;
  return failed(
    f.steps,
    `${head} The secrets' old values are unknown (\`rotate-key-id\` names a key this run does not authenticate with), so nothing could be put back: ` +
      `${plan.secrets.map(holds).join('; ')}. The new key was kept and the old key ${f.oldLabel} left unexpired; fix the secrets by hand, or run the rotation again.`,
    { ...f.newKey, kept: true },
    true,
  );
}

/**
 * Deletes the key this run created — certainly not the key in use: its full key id was issued to
 * this run a moment ago — and marks the Create row with the outcome.
 */
async function removeNewKey(ports: RotationPorts, key: NewKey, row: StepRow): Promise<{ kept: boolean; text: string }> {
  try {
    await ports.org.deleteKey(key.id);
    row.status = 'deleted';
    return { kept: false, text: 'it was deleted' };
  } catch (e) {
    row.status = 'kept';
    const text = `it could not be deleted (${describe(e)}): delete it by hand (keys.delete with its id, or the Cloud console)`;
    ports.log.warning(`The new key ${key.name}: ${text}.`);
    return { kept: true, text };
  }
}

function describe(e: unknown): string {
  if (e instanceof ApiError) return `${e.method} ${e.path} → ${e.status}: ${e.serverMessage || '(empty body)'}`;
  return e instanceof Error ? e.message : String(e);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
