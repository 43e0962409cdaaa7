// Secrets by reference: a stack file names the environment variable that holds a secret
// (`password: { env: CLICKHOUSE_PASSWORD }`), never the secret. This is where such a reference
// becomes its value (masked and redacted from that moment on), and where a write-only secret gets
// the digest that shows its drift without showing it.
import { scrypt } from 'node:crypto';
import type { Secrets } from '../util/redact.js';
import { MIN_SECRET } from '../util/redact.js';
import type { YamlPath } from '../util/yaml.js';
import type { SecretRef, StackKind } from './kinds/kind.js';
import type { VariableAnswer } from './credential-guard.js';

/** What resolving a reference needs of the run (RunContext, FrontEnd and the file being read). */
export interface SecretPorts {
  /** RunContext.secretVariable: the variable of this name, read by that name only; absent: none is readable. */
  variable?: (name: string) => VariableAnswer;
  /** FrontEnd.addSecrets: the front end has the runner mask it (through @actions/core) and redacts every spelling in every sink from now on. */
  addSecrets: (secrets: Secrets) => void;
  /** A problem at a path of the stack file. */
  problem: (at: YamlPath, message: string) => void;
}

/**
 * Variables a stack file may not name: the runner's own (its tokens, `ACTIONS_RUNTIME_TOKEN`,
 * `ACTIONS_ID_TOKEN_REQUEST_TOKEN`), GitHub's, and the action's inputs (`INPUT_API-KEY` is the
 * key itself). A file could otherwise send one of them to a server it names (a webhook header,
 * a connection's password to a host of its choosing). GitHub refuses secret names starting with
 * `GITHUB_` anyway, so no mapped secret is lost.
 */
const RESERVED = /^(?:ACTIONS|GITHUB|RUNNER|INPUT)_/i;

/**
 * The variables the command line reads its credentials from (src/cli/flags.ts, as clickhousectl and
 * gh name them; test/cli/cli.test.ts holds the two lists together): refused by name in the action
 * too, where a workflow may set them for a command-line step.
 */
export const CREDENTIAL_VARIABLES: readonly string[] = ['HYPERDX_API_KEY', 'CLICKHOUSE_CLOUD_API_KEY', 'CLICKHOUSE_CLOUD_API_SECRET', 'GH_TOKEN'];

/** Why a file may not name a run's credential: whatever the variable, it would send the run's own key to a host the file chooses. */
const OWN_CREDENTIAL =
  'a stack file may send only secrets of its own, never a credential this run authenticates with (its API key, key secret or a GitHub token): a file could otherwise send it to a host it names';

/**
 * RenderContext.secret for the engine: the value of the variable a reference names, registered
 * with the run's redactor before it is returned (so no later write, log line, annotation or echo of
 * a request can show it), or undefined with a problem at `at` that names the variable — never its
 * value. A variable read once is not read again (one value per run, registered once).
 */
export function secretResolver(ports: SecretPorts): (ref: SecretRef, at: YamlPath) => string | undefined {
  // Each variable read once: its value, or why it was refused (said again at every reference to it).
  const known = new Map<string, { value: string } | { refused: string }>();
  return (ref, at) => {
    const name = ref.env;
    if (RESERVED.test(name)) {
      ports.problem(
        at,
        `\`${name}\` is a variable of the runner, of GitHub or of this action's inputs; a secret must come from a variable of its own (\`env: { MY_SECRET: \${{ secrets.MY_SECRET }} }\` in the workflow)`,
      );
      return undefined;
    }
    if (CREDENTIAL_VARIABLES.includes(name.toUpperCase())) {
      ports.problem(at, `\`${name}\` is where the command line reads its credentials; ${OWN_CREDENTIAL}`);
      return undefined;
    }
    let got = known.get(name);
    if (!got) {
      got = read(name, ports);
      known.set(name, got);
    }
    if ('value' in got) return got.value;
    ports.problem(at, got.refused);
    return undefined;
  };
}

function read(name: string, ports: SecretPorts): { value: string } | { refused: string } {
  const answer = ports.variable?.(name);
  if (typeof answer === 'object') return { refused: `\`${name}\` holds one of this run's own credentials; ${OWN_CREDENTIAL}` };
  const value = answer;
  // Registered before anything is said or checked: the value may already be in a message to come.
  if (value) ports.addSecrets({ referenced: [value] });
  const refused = refusal(name, value);
  return refused !== undefined ? { refused } : { value: value as string };
}

/** Why a variable's value cannot be the secret, in words that never hold the value; undefined when it can. */
function refusal(name: string, value: string | undefined): string | undefined {
  const map = `map it in the workflow from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\` (a secret of a fork's pull request is empty)`;
  if (value === undefined) return `the secret variable \`${name}\` is not set; ${map}`;
  if (value === '') return `the secret variable \`${name}\` is empty; ${map}`;
  // The redactor leaves shorter strings alone (they would blank out ordinary words): such a secret could not be hidden.
  if (value.length < MIN_SECRET)
    return `the secret variable \`${name}\` is shorter than ${MIN_SECRET} characters; so short a value cannot be masked in logs, use a longer secret`;
  return undefined;
}

/** What a digest is salted with: whose secret it is. */
export interface DigestOwner {
  /** The stack file's scope (two repositories' objects never share a digest). */
  scope: string;
  kind: StackKind;
  /** The object's name. */
  name: string;
}

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1, 32 MiB per digest. Measured on this project's 2-core
 * machine: 68 ms per digest on a quiet core (30 ms at N = 2^14, 138 ms at 2^16), 200 ms when the
 * two cores carry a load of 9; 20 digests (libuv runs 4 at a time) 2.8 s at that load. A run
 * digests each object with write-only secrets once: a few connections and webhooks cost a
 * fraction of a second, the price of each guess an attacker pays the same.
 */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
/** 8 bytes, 16 hex characters: a collision between two values of one field is a 2^-64 chance. */
const LENGTH = 8;

/**
 * A digest of an object's write-only secret values (a connection's password, a webhook's headers:
 * the server never returns them), so a plan can tell that one changed since it was last written
 * without the value being recoverable from what is kept. `secrets` maps each field (a path such as
 * `headers.Authorization`) to its value; none: undefined.
 *
 * Why it is safe to keep where people can read it (the object's mark on the server, the plan):
 * - salted with the scope, the kind and the object's name, so one password used by two objects
 *   gives two unrelated digests, and no table computed in advance applies;
 * - scrypt, a deliberately slow and memory-hard function: each guess of a secret costs an attacker
 *   the same ~70 ms and 32 MiB, so a random secret of the usual length (20 characters and more)
 *   is beyond reach. What it cannot do is make a guessable secret safe: a dictionary word falls to
 *   a dictionary, slower. Secrets from a generator are the answer to that, as everywhere;
 * - 16 hex characters: enough to tell a change (2^-64 to miss one), too few to carry the value.
 * And it is registered with the run's redactor like the secret it derives from (`addSecrets`),
 * so logs and summaries show `***` for it too: a form of the secret is treated as the secret.
 */
export async function secretDigest(
  owner: DigestOwner,
  secrets: Readonly<Record<string, string>>,
  addSecrets: (s: Secrets) => void,
): Promise<string | undefined> {
  const fields = Object.keys(secrets).sort();
  if (fields.length === 0) return undefined;
  // Field names are part of what is digested: swapping two values between fields is a change.
  const material = JSON.stringify(fields.map((f) => [f, secrets[f]]));
  const salt = JSON.stringify(['obs-ops secret digest v1', owner.scope, owner.kind, owner.name]);
  const key = await new Promise<Buffer>((done, fail) => {
    scrypt(material, salt, LENGTH, COST, (e, k) => {
      if (e) fail(e);
      else done(k);
    });
  });
  const digest = key.toString('hex');
  addSecrets({ referenced: [digest] });
  return digest;
}
