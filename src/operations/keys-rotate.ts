// keys.rotate: replaces a managed organization API key with a copy (same roles, same IP access
// list), proves the copy works, stores it in GitHub Actions secrets, then gives the old key an
// expiry. Inputs are read and checked here, before the first request; the flow is src/keys/rotate*.
import { createClient, type ClosableClient } from '../api/index.js';
import type { ApiKey } from '../api/types.js';
import { describeScope, GitHubError, type OrgAccess, type SecretScope, type SecretsClient } from '../github/secrets.js';
import { applyRotation, plannedSteps, type RotationOutcome } from '../keys/rotate-apply.js';
import { DEFAULT_GRACE_HOURS, planRotation, suffixOf, type RotationPlan, type SecretTarget } from '../keys/rotate.js';
import type { Report } from '../report/model.js';
import { checkId } from '../util/ids.js';
import { InputError } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { organization } from './capabilities.js';
import { parseTimeoutMs } from './connection.js';
import { KEYS_ROTATE } from './meta.js';
import type { Operation, OperationContext, OperationResult } from './types.js';

export const keysRotate: Operation = {
  ...KEYS_ROTATE,
  prepare(input) {
    const ri = parseRotateInputs(input);
    const run = {
      dryRun: dryRun(input),
      timeoutMs: parseTimeoutMs(input),
      githubToken: input.text('github-token'),
      // The secret of the key in use: what a secret is put back to when the rotation of that key fails half-way.
      keySecret: input.text('key-secret'),
    };
    return (ctx) => runKeysRotate(ctx, ri, run);
  },
};

/** The shared inputs keys.rotate reads besides its own. */
interface RunInputs {
  dryRun: boolean;
  timeoutMs: number;
  githubToken: string;
  keySecret: string;
}

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

const TOKEN_HELP =
  'Use a fine-grained personal access token or a GitHub App token (actions/create-github-app-token) with the repository permission ' +
  '"Secrets: write" ("Environments: write" for environment secrets; the organization permission "Secrets: write" for organization secrets).';

/** The inputs only keys.rotate has, and the GitHub context it writes to; refused before any request. */
export function parseRotateInputs(input: Inputs, env: Record<string, string | undefined> = process.env): RotateInputs {
  const str = (name: string) => input.text(name);

  const names = input.list('secret-names');
  if (names.length !== 2) {
    throw new InputError('Input `secret-names` must name two secrets, `<key id secret>,<key secret secret>` (e.g. `CLICKHOUSE_KEY_ID,CLICKHOUSE_KEY_SECRET`).');
  }
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || /^GITHUB_/i.test(name)) {
      throw new InputError(`Input \`secret-names\`: \`${name}\` is not a name GitHub allows for a secret (letters, digits and _, not starting with a digit or GITHUB_).`);
    }
  }
  const secretNames = names.map((n) => n.toUpperCase()) as [string, string];
  if (secretNames[0] === secretNames[1]) throw new InputError('Input `secret-names` names the same secret twice (GitHub ignores case).');

  const secretsToken = str('secrets-token');
  if (!secretsToken) {
    throw new InputError(
      'keys.rotate needs `secrets-token` to store the new key: the workflow\'s GITHUB_TOKEN (`github-token`) cannot write Actions secrets. ' +
        `${TOKEN_HELP} Nothing was created.`,
    );
  }

  const repository = parseRepository(env.GITHUB_REPOSITORY);
  const kind = input.oneOf('secret-scope', ['repo', 'environment', 'org'] as const, 'repo');
  const environment = str('secret-environment');
  if (kind === 'environment' && !environment) throw new InputError('Input `secret-environment` is required with `secret-scope: environment`.');
  if (kind !== 'environment' && environment) throw new InputError(`Input \`secret-environment\` only applies to \`secret-scope: environment\` (got \`${kind}\`).`);
  let scope: SecretScope;
  if (kind === 'org') {
    const org = env.GITHUB_REPOSITORY_OWNER || repository?.owner;
    if (!org) throw new InputError('`secret-scope: org` needs GITHUB_REPOSITORY_OWNER (set on every GitHub runner) to name the organization.');
    scope = { kind: 'org', org };
  } else {
    if (!repository) throw new InputError(`\`secret-scope: ${kind}\` needs GITHUB_REPOSITORY (set on every GitHub runner) as owner/name.`);
    scope = kind === 'repo' ? { kind, ...repository } : { kind, ...repository, environment: checkId(environment, 'secret-environment') };
  }

  const rotateKeyId = str('rotate-key-id');
  if (rotateKeyId) checkId(rotateKeyId, 'rotate-key-id', 'uuid');
  return {
    rotateKeyId,
    newKeyName: str('new-key-name'),
    newKeyExpiresDays: input.optionalNumber('new-key-expires-days', { min: 1, max: 3650, integer: true }),
    secretNames,
    scope,
    secretsToken,
    graceHours: input.number('grace-hours', DEFAULT_GRACE_HOURS, { min: 0, max: 8760 }),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    repository,
  };
}

function parseRepository(value: string | undefined): { owner: string; repo: string } | undefined {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
  return m?.[1] && m[2] ? { owner: m[1], repo: m[2] } : undefined;
}

async function runKeysRotate(ctx: OperationContext, ri: RotateInputs, inputs: RunInputs): Promise<OperationResult> {
  const { client, connection, log } = ctx;
  const org = organization(client);
  const secrets = await ctx.github.secrets(ri.secretsToken, ri.scope, { apiUrl: ri.apiUrl, timeoutMs: inputs.timeoutMs });

  // Reads only, until the plan stands: the keys, then the secrets (proving the token can reach them).
  const keys = await org.listKeys();
  const store = await readSecrets(secrets, ri, inputs.githubToken);
  const settings = { ...ri, keyIdInUse: connection.keyId };
  const plan = planRotation(keys, settings, store, Date.now());

  if (inputs.dryRun) return result(plan, ri, { steps: plannedSteps(plan), changed: true }, true);

  let verifier: ClosableClient | undefined;
  try {
    const outcome = await applyRotation(
      plan,
      {
        org,
        async verify(keyId, keySecret) {
          // A client of its own: the new credentials, their own rate-limit budget, the same redactor.
          if (connection.client.edition !== 'managed') throw new Error('keys.rotate runs on the managed edition only');
          verifier ??= createClient({ ...connection.client, keyId, keySecret }, { redactor: ctx.redactor, log });
          const seen = await organization(verifier).get();
          if (seen?.id !== undefined && seen.id !== connection.organizationId) throw new Error(`the new key reads organization ${String(seen.id)}, not ${connection.organizationId}`);
        },
        secrets,
        addSecrets: ctx.addSecrets,
        log,
        now: Date.now,
        sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
      },
      { keyId: connection.keyId, keySecret: inputs.keySecret },
    );
    return result(plan, ri, outcome, false);
  } finally {
    // Assigned in a callback, so TypeScript cannot see it may be set here.
    await (verifier as ClosableClient | undefined)?.close().catch(() => undefined);
  }
}

/** The two secrets as they are now; for organization secrets, the visibility a write must keep. */
async function readSecrets(client: SecretsClient, ri: RotateInputs, githubToken: string): Promise<{ scope: SecretScope; secrets: [SecretTarget, SecretTarget] }> {
  const where = describeScope(ri.scope);
  try {
    await client.publicKey();
  } catch (e) {
    if (!(e instanceof GitHubError) || e.status === undefined || ![401, 403, 404].includes(e.status)) throw e;
    const same = ri.secretsToken === githubToken ? ' `secrets-token` is the same token as `github-token`: if that is the workflow\'s GITHUB_TOKEN, it can never write secrets.' : '';
    const missing = e.status === 404 ? ` (or ${ri.scope.kind === 'environment' ? 'the environment' : 'the scope'} does not exist)` : '';
    throw new InputError(
      `\`secrets-token\` cannot read the Actions secrets of ${where}${missing}, so it cannot write them either: ${e.message}.${same} ${TOKEN_HELP} Nothing was created or changed.`,
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
      throw new InputError(`Organization secret ${name} reads back without a visibility GitHub documents (${visibility ?? 'none'}), so a write could not keep it; nothing was created.`);
    }
    return visibility === 'selected' ? { visibility, selectedRepositoryIds: await client.selectedRepositories(name) } : { visibility };
  }
  if (!ri.repository) throw new InputError(`Organization secret ${name} does not exist yet, and without GITHUB_REPOSITORY there is no repository to share a new one with.`);
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
      ...(outcome.warning ? { warning: outcome.warning } : {}),
    },
    changed: outcome.changed,
    report,
    failure: outcome.failure,
  };
}
