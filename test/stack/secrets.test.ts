// Secrets by reference (src/stack/secrets.ts): a `{ env: NAME }` becomes its value only after the
// run's redactor knows it (masked by the runner, redacted in every spelling); an unset, empty, too
// short or reserved variable is a located problem that never holds the value; the digest of
// write-only secrets is stable, distinct per owner and value, and a secret itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSecrets as actionAddSecrets, protect } from '../../src/action/core.ts';
import { createRedactor, type Secrets } from '../../src/util/redact.ts';
import { maskCommands, runnerMasked } from '../helpers/runner-masker.ts';
import type { YamlPath } from '../../src/util/yaml.ts';
import { credentialGuard } from '../../src/stack/credential-guard.ts';
import { secretDigest, secretResolver, type DigestOwner } from '../../src/stack/secrets.ts';
import { environmentOf, SECRET_INPUTS } from '../../src/cli/flags.ts';

// The characters JSON escaping, URL and form encoding change, and one outside ASCII.
const URL_SECRET = 'https://hooks.example.com/T0/B0/x+y"z\\w?a=b&c=d é';
const PASSWORD = 'Pa55/w+rd"é\\x';

/** Every spelling a server (or an echo of a request) may give the value in, computed here, not by the redactor. */
function spellings(v: string): string[] {
  const json = JSON.stringify(v).slice(1, -1);
  // A URL is looked for as it stands in text (no server Base64-encodes one); an opaque secret in Base64 too.
  const structured = /^[a-z]+:\/\//i.test(v);
  const ascii = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const url = encodeURIComponent(v);
  const b64 = Buffer.from(v).toString('base64');
  return [
    v,
    json,
    json.replace(/\//g, '\\/'),
    ascii,
    ascii.replace(/\\u([0-9a-f]{4})/g, (_m, h: string) => `\\u${h.toUpperCase()}`),
    url,
    url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    url.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    new URLSearchParams({ x: v }).toString().slice(2),
    ...(structured ? [] : [b64, b64.replace(/=+$/, ''), b64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')]),
    `Bearer ${v}`,
  ];
}

interface Harness {
  resolve: ReturnType<typeof secretResolver>;
  problems: Array<{ at: YamlPath; message: string }>;
  added: Secrets[];
  reads: string[];
  redactor: ReturnType<typeof createRedactor>;
}

function harness(env: Record<string, string> | undefined): Harness {
  const redactor = createRedactor({});
  const h: Harness = { problems: [], added: [], reads: [], redactor, resolve: () => undefined };
  h.resolve = secretResolver({
    variable: env
      ? (name) => {
          h.reads.push(name);
          return env[name];
        }
      : undefined,
    addSecrets: (s) => {
      h.added.push(s);
      redactor.add(s);
    },
    problem: (at, message) => h.problems.push({ at, message }),
  });
  return h;
}

describe('secretResolver', () => {
  it('gives the value, redacted from then on in every spelling the redactor knows', () => {
    const h = harness({ HOOK_URL: URL_SECRET, CH_PASSWORD: PASSWORD });
    expect(h.resolve({ env: 'HOOK_URL' }, ['webhooks', 0, 'url'])).toBe(URL_SECRET);
    expect(h.resolve({ env: 'CH_PASSWORD' }, ['connections', 0, 'password'])).toBe(PASSWORD);
    expect(h.problems).toEqual([]);
    for (const value of [URL_SECRET, PASSWORD]) {
      for (const form of spellings(value)) {
        const line = `sent: ${form} (end)`;
        expect(h.redactor.text(line), form).not.toContain(form);
        expect(h.redactor.text(line), form).toMatch(/^sent: (Bearer )?\*\*\* \(end\)$/);
        expect(JSON.stringify(h.redactor.value({ [form]: [form] }))).not.toContain(form);
      }
      // A text cut inside the value keeps none of its start.
      expect(h.redactor.dropTail(`x ${value.slice(0, 5)}`)).toBe('x ');
    }
  });

  it('registers each variable once, and reads only the variables named', () => {
    const h = harness({ A_SECRET: 'first-secret', B_SECRET: 'second-secret', OTHER: 'not-read' });
    h.resolve({ env: 'A_SECRET' }, ['a']);
    h.resolve({ env: 'A_SECRET' }, ['b']);
    h.resolve({ env: 'B_SECRET' }, ['c']);
    expect(h.reads).toEqual(['A_SECRET', 'B_SECRET']);
    // The workflow's secrets, not the run's own credentials: a file may send them.
    expect(h.added).toEqual([{ referenced: ['first-secret'] }, { referenced: ['second-secret'] }]);
  });

  it.each([
    ['unset', {}, /the secret variable `DB_PASS` is not set; map it in the workflow from a secret: `env: \{ DB_PASS: \$\{\{ secrets\.DB_PASS \}\} \}`/],
    ['empty', { DB_PASS: '' }, /the secret variable `DB_PASS` is empty; map it in the workflow from a secret/],
    ['too short to mask', { DB_PASS: 'ab1!x' }, /the secret variable `DB_PASS` is shorter than 6 characters; so short a value cannot be masked/],
  ])('%s: a problem at the reference naming the variable, never its value, and no value', (_l, env: Record<string, string>, message) => {
    const h = harness(env);
    expect(h.resolve({ env: 'DB_PASS' }, ['connections', 2, 'password'])).toBeUndefined();
    expect(h.problems).toEqual([{ at: ['connections', 2, 'password'], message: expect.stringMatching(message) as string }]);
    if (env.DB_PASS) expect(h.problems[0]?.message).not.toContain(env.DB_PASS);
    // A second reference to it is refused at its own place too.
    h.resolve({ env: 'DB_PASS' }, ['webhooks', 0, 'url']);
    expect(h.problems.map((p) => p.at)).toEqual([
      ['connections', 2, 'password'],
      ['webhooks', 0, 'url'],
    ]);
  });

  it('without a way to read variables (a front end that gives none), every reference is unset', () => {
    const h = harness(undefined);
    expect(h.resolve({ env: 'DB_PASS' }, ['p'])).toBeUndefined();
    expect(h.problems[0]?.message).toMatch(/`DB_PASS` is not set/);
  });

  it.each(['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'GITHUB_TOKEN', 'RUNNER_TEMP', 'INPUT_API-KEY', 'input_api-key'])(
    'the runner’s, GitHub’s and the inputs’ variables are refused unread: %s',
    (name) => {
      const h = harness({ [name]: 'runner-internal-value' });
      expect(h.resolve({ env: name }, ['webhooks', 0, 'headers', 'Authorization'])).toBeUndefined();
      expect(h.reads).toEqual([]);
      expect(h.problems[0]?.message).toMatch(/is a variable of the runner, of GitHub or of this action's inputs/);
    },
  );
});

describe("the run's own credentials (issue 30, finding 1)", () => {
  it.each(['HYPERDX_API_KEY', 'CLICKHOUSE_CLOUD_API_KEY', 'CLICKHOUSE_CLOUD_API_SECRET', 'GH_TOKEN', 'gh_token'])(
    'the variables the command line reads its credentials from are refused unread: %s',
    (name) => {
      const h = harness({ [name]: 'the-command-line-key' });
      expect(h.resolve({ env: name }, ['webhooks', 0, 'headers', 'Authorization'])).toBeUndefined();
      expect(h.reads).toEqual([]);
      expect(h.problems[0]?.message).toMatch(/is where the command line reads its credentials; a stack file may send only secrets of its own/);
    },
  );

  it('every variable the command line reads a secret input from is refused by name', () => {
    for (const input of SECRET_INPUTS) {
      for (const variable of environmentOf(input, '')) {
        const h = harness({ [variable]: 'some-credential-value' });
        expect(h.resolve({ env: variable }, ['x']), variable).toBeUndefined();
      }
    }
  });

  it('a variable whose value holds a credential of the run, in any spelling, is withheld by the front end and refused at each reference', () => {
    const run = createRedactor({ apiKey: 'api/key+value"1', githubToken: 'ghs_tokenvalue3', values: ['secrets-token-4'] });
    const env: Record<string, string> = {
      AS_HEADER: 'Bearer api/key+value"1',
      AS_JSON: JSON.stringify('api/key+value"1'),
      AS_URL: `https://evil.example.com/?k=${encodeURIComponent('api/key+value"1')}`,
      AS_BASE64: Buffer.from('ghs_tokenvalue3').toString('base64'),
      THE_TOKEN: 'secrets-token-4',
      OWN: 'a-secret-of-its-own',
    };
    const problems: string[] = [];
    const added: Secrets[] = [];
    const resolve = secretResolver({
      variable: credentialGuard((name) => env[name], run),
      addSecrets: (s) => added.push(s),
      problem: (_at, message) => problems.push(message),
    });
    for (const name of ['AS_HEADER', 'AS_JSON', 'AS_URL', 'AS_BASE64', 'THE_TOKEN']) {
      expect(resolve({ env: name }, ['a']), name).toBeUndefined();
      expect(problems.at(-1)).toBe(
        `\`${name}\` holds one of this run's own credentials; a stack file may send only secrets of its own, never a credential this run authenticates with (its API key, key secret or a GitHub token): a file could otherwise send it to a host it names`,
      );
    }
    expect(resolve({ env: 'OWN' }, ['b'])).toBe('a-secret-of-its-own');
    // A credential is never handed to the resolver, so never registered as the file's.
    expect(added).toEqual([{ referenced: ['a-secret-of-its-own'] }]);
  });
});

describe('masking through the action', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the action front end has the runner mask every spelling at once (::add-mask::), the value once and what its encoders miss', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    protect(createRedactor({}));
    const resolve = secretResolver({ variable: () => PASSWORD, addSecrets: actionAddSecrets, problem: () => undefined });
    expect(resolve({ env: 'CH_PASSWORD' }, ['p'])).toBe(PASSWORD);
    const masks = maskCommands(written.join(''));
    expect(masks.has(PASSWORD)).toBe(true);
    for (const form of spellings(PASSWORD)) {
      const logged = runnerMasked(`x ${form} y`, masks);
      expect(logged, form).not.toContain(form);
      expect(logged, form).not.toContain(PASSWORD);
    }
    // Fewer lines than spellings: what the runner's encoders derive (JSON escaping, %XX, Base64) is not announced again.
    expect(masks.size).toBeLessThan(new Set(spellings(PASSWORD)).size);
  });
});

describe('secretDigest', () => {
  const owner: DigestOwner = { scope: 'acme/shop:stack.yml', kind: 'connections', name: 'ClickHouse' };
  const none = (): void => undefined;

  it('is 16 hex characters, stable for the same owner and values, and registered as a secret', async () => {
    const added: Secrets[] = [];
    const a = await secretDigest(owner, { password: PASSWORD }, (s) => added.push(s));
    const b = await secretDigest(owner, { password: PASSWORD }, none);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).toBe(a);
    expect(added).toEqual([{ referenced: [a] }]);
    // Field order in the object is not a change.
    const two = { 'headers.Authorization': URL_SECRET, url: PASSWORD };
    expect(await secretDigest(owner, two, none)).toBe(await secretDigest(owner, { url: PASSWORD, 'headers.Authorization': URL_SECRET }, none));
  });

  it('differs with the value, the field, the scope, the kind and the name', async () => {
    const digests = await Promise.all([
      secretDigest(owner, { password: PASSWORD }, none),
      secretDigest(owner, { password: `${PASSWORD}.` }, none),
      secretDigest(owner, { secret: PASSWORD }, none),
      secretDigest({ ...owner, scope: 'acme/other:stack.yml' }, { password: PASSWORD }, none),
      secretDigest({ ...owner, kind: 'webhooks' }, { password: PASSWORD }, none),
      secretDigest({ ...owner, name: 'ClickHouse 2' }, { password: PASSWORD }, none),
      // Two values swapped between fields.
      secretDigest(owner, { a: 'value-one', b: 'value-two' }, none),
      secretDigest(owner, { a: 'value-two', b: 'value-one' }, none),
    ]);
    expect(new Set(digests).size).toBe(digests.length);
  });

  it('holds nothing of the value; none for an object without secrets', async () => {
    const d = await secretDigest(owner, { password: 'abcdef0123456789' }, none);
    expect(d).not.toContain('abcdef');
    expect(await secretDigest(owner, {}, none)).toBeUndefined();
  });

  it('is redacted once registered, as the value is', async () => {
    const redactor = createRedactor({});
    const d = await secretDigest(owner, { password: PASSWORD }, (s) => redactor.add(s));
    expect(redactor.text(`digest ${d ?? ''} in a plan`)).toBe('digest *** in a plan');
  });
});
