import type { OrganizationApi } from '../api/client.js';
import type { ClosableClient } from '../api/index.js';
import type { ApiKey } from '../api/types.js';
import { describeScope, GitHubError, type OrgAccess, type SecretScope, type SecretsClient } from '../github/secrets.js';
import type { OperationResult, Report } from '../report/model.js';
import { waitOrCancel, type Cancellation } from '../util/cancel.js';
import { InputError, msg, named, type InputNamer } from '../util/input-error.js';
import type { Log } from '../util/log.js';
import type { Secrets } from '../util/redact.js';
import { applyRotation, plannedSteps, type RotationOutcome } from './rotate-apply.js';
import { planRotation, suffixOf, type RotationPlan, type SecretTarget } from './rotate.js';

/** keys.rotate's own inputs, checked (src/operations/keys-rotate.ts reads them). */
export interface RotateInputs {
  rotateKeyId: string;
  newKeyName: string;
  newKeyExpiresDays: number | undefined;
  /** `[key id secret, key secret secret]`, as GitHub stores them (upper case). */
  secretNames: [string, string];
  scope: SecretScope;
  secretsToken: string;
  graceHours: number;
  /** `GITHUB_API_URL`. */
  apiUrl: string;
  /** `GITHUB_REPOSITORY` as owner and name, when set: a new organization secret is shared with it alone. */
  repository: { owner: string; repo: string } | undefined;
}

export const TOKEN_HELP =
  'Use a fine-grained personal access token or a GitHub App token (actions/create-github-app-token) with the repository permission ' +
  '"Secrets: write" ("Environments: write" for environment secrets; the organization permission "Secrets: write" for organization secrets).';

/** What a rotation runs with: the organization API, the secrets, and the credentials in use. */
export interface RotateRun {
  /** How a failure names an input to this user (default: the action's words). */
  nameInput?: InputNamer;
  org: OrganizationApi;
  secrets: SecretsClient;
  /** A client of the same API with other credentials (its own rate-limit budget, the same redactor): it verifies the new key. */
  clientFor(keyId: string, keySecret: string): ClosableClient;
  organizationId: string;
  /** The credentials the run authenticates with. */
  inUse: { keyId: string; keySecret: string };
  /** `github-token`, to say so when `secrets-token` is the same token. */
  githubToken: string;
  dryRun: boolean;
  log: Log;
  addSecrets(secrets: Secrets): void;
  /** SIGINT / SIGTERM: taken over once the rotation may write, so that it never stops between the two secret writes. */
  cancel: Cancellation;
}

/**
 * keys.rotate: replaces a managed organization API key with a copy (same roles, same IP access
 * list), proves the copy works, stores it in GitHub Actions secrets, then gives the old key an
 * expiry (./rotate.ts plans, ./rotate-apply.ts applies).
 */
export async function rotateKey(run: RotateRun, ri: RotateInputs): Promise<OperationResult> {
  const { org, secrets, log } = run;
  // From here a signal no longer ends the process: the run stops by itself, with nothing half done.
  if (!run.dryRun) run.cancel.takeOver();

  // Reads only, until the plan stands: the keys, then the secrets (proving the token can reach them).
  const keys = await org.listKeys();
  const store = await readSecrets(secrets, ri, run.githubToken);
  const settings = { ...ri, keyIdInUse: run.inUse.keyId };
  const plan = planRotation(keys, settings, store, Date.now());

  if (run.dryRun) return result(plan, ri, { steps: plannedSteps(plan), changed: true }, true);

  let verifier: ClosableClient | undefined;
  try {
    const outcome = await applyRotation(
      plan,
      {
        org,
        async verify(keyId, keySecret) {
          verifier ??= run.clientFor(keyId, keySecret);
          if (!verifier.organization) throw new Error('the verifying client has no organization API');
          const seen = await verifier.organization.get();
          if (seen?.id !== undefined && seen.id !== run.organizationId) throw new Error(`the new key reads organization ${seen.id}, not ${run.organizationId}`);
        },
        secrets,
        addSecrets: (secrets) => run.addSecrets(secrets),
        log,
        now: Date.now,
        sleep: (ms) => waitOrCancel(ms, run.cancel.signal),
        cancel: run.cancel,
        nameInput: run.nameInput,
      },
      run.inUse,
    );
    return result(plan, ri, outcome, false);
  } finally {
    // Set only once the verification step ran (in a callback of the apply).
    await verifier?.close().catch(() => undefined);
  }
}

/** The two secrets as they are now; for organization secrets, the visibility a write must keep. */
async function readSecrets(
  client: SecretsClient,
  ri: RotateInputs,
  githubToken: string,
): Promise<{ scope: SecretScope; secrets: [SecretTarget, SecretTarget] }> {
  const where = describeScope(ri.scope);
  try {
    await client.publicKey();
  } catch (e) {
    if (!(e instanceof GitHubError) || e.status === undefined || ![401, 403, 404].includes(e.status)) throw e;
    const same =
      ri.secretsToken === githubToken
        ? msg` ${named('secrets-token')} is the same token as ${named('github-token')}: if that is the workflow's GITHUB_TOKEN, it can never write secrets.`
        : '';
    const missing = e.status === 404 ? ` (or ${ri.scope.kind === 'environment' ? 'the environment' : 'the scope'} does not exist)` : '';
    throw new InputError(
      msg`${named('secrets-token')} cannot read the Actions secrets of ${where}${missing}, so it cannot write them either: ${e.message}.${same} ${TOKEN_HELP} Nothing was created or changed.`,
    );
  }
  const [idName, secretName] = ri.secretNames;
  const target = async (holds: 'id' | 'secret', name: string): Promise<SecretTarget> => {
    const before = await client.get(name);
    return { holds, name, before, access: ri.scope.kind === 'org' ? await orgAccess(client, ri, name, before?.visibility, !!before) : undefined };
  };
  return { scope: ri.scope, secrets: [await target('id', idName), await target('secret', secretName)] };
}

/** An existing organization secret keeps its visibility and repositories; a new one is shared with this repository only. */
async function orgAccess(client: SecretsClient, ri: RotateInputs, name: string, visibility: string | undefined, exists: boolean): Promise<OrgAccess> {
  if (exists) {
    if (visibility !== 'all' && visibility !== 'private' && visibility !== 'selected') {
      throw new InputError(
        `Organization secret ${name} reads back without a visibility GitHub documents (${visibility ?? 'none'}), so a write could not keep it; nothing was created.`,
      );
    }
    return visibility === 'selected' ? { visibility, selectedRepositoryIds: await client.selectedRepositories(name) } : { visibility };
  }
  if (!ri.repository)
    throw new InputError(`Organization secret ${name} does not exist yet, and without GITHUB_REPOSITORY there is no repository to share a new one with.`);
  return { visibility: 'selected', selectedRepositoryIds: [await client.repositoryId(ri.repository.owner, ri.repository.repo)] };
}

function result(plan: RotationPlan, ri: RotateInputs, outcome: RotationOutcome, dryRun: boolean): OperationResult {
  const old = plan.oldKey;
  const oldLabel = `${old.name || '(unnamed)'} (${suffixOf(old)})`;
  const newLabel = outcome.newKey ? `${outcome.newKey.name} (…${outcome.newKey.keySuffix})` : plan.create.name;
  const names = ri.secretNames.join(' and ');
  const where = describeScope(ri.scope);
  const until = outcome.retiredAt ?? plan.keepsEarlierExpiry;

  let headline: string;
  if (dryRun) {
    headline = `Dry run: would replace ${oldLabel} with a new key ${plan.create.name}, store it in ${names} (${where}) and let the old key expire ${plan.graceHours} h later. Nothing was written.`;
  } else if (outcome.cancelled) {
    headline = `Rotation of ${oldLabel} cancelled (${outcome.cancelled}); see the steps for what was finished or undone.`;
  } else if (outcome.failure) {
    headline = `Rotation of ${oldLabel} failed; see the steps.`;
  } else {
    headline = `Rotated ${oldLabel} → ${newLabel}, stored in ${names} (${where})${until ? `; the old key expires at ${until}` : ''}.`;
  }
  const notes: string[] = [];
  if (outcome.failure) notes.push(outcome.failure);
  else {
    if (outcome.warning) notes.push(outcome.warning);
    notes.push(
      `Jobs queued after the store read the new value of ${names}; jobs queued earlier hold the old one, which works until the old key expires (grace-hours: ${plan.graceHours}). ` +
        'The next keys.prune (run with the new key) deletes the old key once it has expired.',
    );
    if (plan.graceHours === 0) notes.push('grace-hours is 0: jobs queued before the rotation lose access at once.');
  }

  const report: Report = {
    title: `Key rotation${dryRun ? ' (dry run)' : ''}`,
    outcome: outcome.failure ? 'failure' : outcome.warning ? 'warning' : 'success',
    headline,
    table: { columns: ['Step', 'Status', 'Detail'], rows: outcome.steps.map((s) => [s.step, s.status, s.detail]) },
    notes,
  };
  const key = (k: ApiKey) => ({ id: k.id, name: k.name ?? null, keySuffix: k.keySuffix ?? null });
  return {
    result: {
      operation: 'keys.rotate',
      dryRun,
      oldKey: { ...key(old), isKeyInUse: plan.oldIsKeyInUse, expireAt: outcome.retiredAt ?? old.expireAt ?? null },
      newKey: outcome.newKey ?? (dryRun ? { name: plan.create.name } : null),
      secrets: { scope: ri.scope.kind, target: where, names: ri.secretNames },
      graceHours: plan.graceHours,
      steps: outcome.steps,
      ...(outcome.failure ? { error: outcome.failure } : {}),
      ...(outcome.cancelled ? { cancelled: outcome.cancelled } : {}),
      ...(outcome.warning ? { warning: outcome.warning } : {}),
    },
    changed: outcome.changed,
    report,
    failure: outcome.failure,
  };
}
