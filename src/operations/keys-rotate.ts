// keys.rotate: its inputs are read and checked here, before the first request; the rotation is
// src/keys/rotate-run.ts (plan: rotate.ts, apply: rotate-apply.ts).
import { createClient } from '../api/index.js';
import type { InputName } from '../generated/action-inputs.js';
import type { SecretScope } from '../github/secrets.js';
import { rotateKey, TOKEN_HELP, type RotateInputs } from '../keys/rotate-run.js';
import { checkId } from '../util/ids.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { organization } from './capabilities.js';
import { parseTimeoutMs } from './connection.js';
import { KEYS_ROTATE } from './meta.js';
import type { Operation, OperationContext, OperationResult, RunContext } from './types.js';

export const keysRotate: Operation = {
  ...KEYS_ROTATE,
  prepare(input, { context }) {
    const ri = parseRotateInputs(input, context);
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

/** The feature's run from the context: the organization API, the secrets client, a client for the new key. */
async function runKeysRotate(ctx: OperationContext, ri: RotateInputs, inputs: RunInputs): Promise<OperationResult> {
  const { client, connection, log, redactor, cancel } = ctx;
  const config = connection.client;
  if (config.edition !== 'managed') throw new InputError('keys.rotate runs on the managed edition only.');
  return rotateKey(
    {
      org: organization(client),
      secrets: await ctx.github.secrets(ri.secretsToken, ri.scope, { apiUrl: ri.apiUrl, timeoutMs: inputs.timeoutMs, maxRetries: config.maxRetries }),
      clientFor: (keyId, keySecret) => createClient({ ...config, keyId, keySecret }, { redactor, log, reveal: ctx.addSecrets, deadline: cancel.deadline }),
      organizationId: connection.organizationId,
      inUse: { keyId: connection.keyId, keySecret: inputs.keySecret },
      githubToken: inputs.githubToken,
      dryRun: inputs.dryRun,
      log,
      addSecrets: ctx.addSecrets,
      cancel,
      nameInput: ctx.context.nameInput,
    },
    ri,
  );
}

/** The shared inputs keys.rotate reads besides its own. */
interface RunInputs {
  dryRun: boolean;
  timeoutMs: number;
  githubToken: string;
  keySecret: string;
}

/** The inputs only keys.rotate has, and the GitHub context it writes to; refused before any request. */
export function parseRotateInputs(input: Inputs, context: Pick<RunContext, 'repository' | 'env'>): RotateInputs {
  const { env } = context;
  const str = (name: InputName) => input.text(name);

  const names = input.list('secret-names');
  if (names.length !== 2) {
    throw new InputError(
      msg`${theInput('secret-names')} must name two secrets, \`<key id secret>,<key secret secret>\` (e.g. \`CLICKHOUSE_KEY_ID,CLICKHOUSE_KEY_SECRET\`).`,
    );
  }
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || /^GITHUB_/i.test(name)) {
      throw new InputError(
        msg`${theInput('secret-names')}: \`${name}\` is not a name GitHub allows for a secret (letters, digits and _, not starting with a digit or GITHUB_).`,
      );
    }
  }
  const secretNames = names.map((n) => n.toUpperCase()) as [string, string];
  if (secretNames[0] === secretNames[1]) throw new InputError(msg`${theInput('secret-names')} names the same secret twice (GitHub ignores case).`);

  const secretsToken = str('secrets-token');
  if (!secretsToken) {
    throw new InputError(
      msg`keys.rotate needs ${named('secrets-token')} to store the new key: the workflow's GITHUB_TOKEN (${named('github-token')}) cannot write Actions secrets. ${TOKEN_HELP} Nothing was created.`,
    );
  }

  const repository = parseRepository(context.repository);
  const kind = input.oneOf('secret-scope', ['repo', 'environment', 'org'] as const);
  const environment = str('secret-environment');
  if (kind === 'environment' && !environment) throw new InputError(msg`${theInput('secret-environment')} is required with \`secret-scope: environment\`.`);
  if (kind !== 'environment' && environment)
    throw new InputError(msg`${theInput('secret-environment')} only applies to \`secret-scope: environment\` (got \`${kind}\`).`);
  let scope: SecretScope;
  if (kind === 'org') {
    const org = env.GITHUB_REPOSITORY_OWNER || repository?.owner;
    if (!org)
      throw new InputError(
        '`secret-scope: org` needs GITHUB_REPOSITORY_OWNER (set on every GitHub runner; from a command line, `--repository owner/name`) to name the organization.',
      );
    scope = { kind: 'org', org };
  } else {
    if (!repository)
      throw new InputError(
        `\`secret-scope: ${kind}\` needs GITHUB_REPOSITORY as owner/name (set on every GitHub runner; from a command line, \`--repository owner/name\`).`,
      );
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
    graceHours: input.number('grace-hours', { min: 0, max: 8760 }),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    repository,
  };
}

function parseRepository(value: string | undefined): { owner: string; repo: string } | undefined {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
  return m?.[1] && m[2] ? { owner: m[1], repo: m[2] } : undefined;
}
