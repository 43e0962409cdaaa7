// Issue 13, item 1: a server that echoes the request's credential in an error body must not put
// it — in any spelling, or cut short — in any sink: log, summary, report file, PR comment, outputs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type FaultRule } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runAction } from '../helpers/action.ts';
import { runnerMasked } from '../helpers/runner-masker.ts';
import { maskedValues, pullRequestEnv, sinks } from './helpers.ts';

// Secrets with the characters that JSON escaping and URL encoding change.
const API_KEY = 'Q7zXapi"key/with+special\\chars=9c2e';
const KEY_ID = 'kIdQ9w8e7R2t';
const KEY_SECRET = 'Vs3cr"et/+plus\\back=slash';
const TOKEN = 'ghs_T0ken/with+Plus"Quote1234';
const BASIC = Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64');

/** Each secret as a server may spell it: raw, JSON-escaped (with and without `\/`), URL- and form-encoded. */
function spellings(v: string): string[] {
  const json = JSON.stringify(v).slice(1, -1);
  return [v, json, json.replace(/\//g, '\\/'), encodeURIComponent(v), new URLSearchParams({ x: v }).toString().slice(2)];
}
const FORMS = [...new Set([API_KEY, KEY_SECRET, TOKEN, BASIC].flatMap(spellings))];

let emu: Emulator;
let gh: GitHubFake;
let env: Record<string, string>;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  emu.state.user.accessKey = API_KEY;
  emu.state.addKey({ name: 'ci-echo', keyId: KEY_ID, secret: KEY_SECRET });
  gh = await startGitHubFake();
  env = await pullRequestEnv(gh);
});
afterAll(async () => {
  await gh.close();
  await emu.close();
});

const selfHosted = { operation: 'dashboards.list', 'base-url': '', 'api-key': API_KEY };
const managed = {
  operation: 'keys.list',
  edition: 'managed',
  'base-url': '',
  'key-id': KEY_ID,
  'key-secret': KEY_SECRET,
  'organization-id': '0b5e7a1c-4d2f-4e8a-9c3b-6f1d2e3a4b5c',
};

/** Runs one operation against an echoing server and checks every sink and the masks. */
async function echoRun(label: string, inputs: Record<string, string>, fault: Omit<FaultRule, 'route' | 'kind'>): Promise<void> {
  emu.faults.clear();
  emu.faults.add({ route: inputs.edition === 'managed' ? 'GET /v1/' : 'GET /api/v2/', kind: 'echo-credential', ...fault });
  const comments = gh.comments.length;
  const run = await runAction({ ...inputs, 'base-url': emu.url, 'github-token': TOKEN, comment: 'always', 'comment-key': label, 'max-retries': '0' }, { env });
  expect(run.code, `${label}: ${run.stdout.slice(-600)}`).toBe(1);
  expect(gh.comments.length, `${label}: comment posted`).toBe(comments + 1);
  expect(run.stdout).toContain('credentials rejected');
  for (const [where, text] of Object.entries(await sinks(run, gh))) {
    for (const form of FORMS) {
      expect(text.includes(form), `${label}: ${form} in ${where}`).toBe(false);
      // A cut in the middle of a secret must not leave its first characters either.
      expect(
        text.includes(form.slice(0, 4)),
        `${label}: start of ${form} in ${where}: …${text.slice(Math.max(0, text.indexOf(form.slice(0, 4)) - 40), text.indexOf(form.slice(0, 4)) + 8)}`,
      ).toBe(false);
    }
  }
  // The runner hides every spelling of the secrets this run was given in every later log line:
  // each value is announced, with the spellings the runner's own encoders do not derive.
  const masked = maskedValues(run);
  const given = inputs.edition === 'managed' ? [KEY_SECRET, BASIC, `Basic ${BASIC}`, TOKEN] : [API_KEY, `Bearer ${API_KEY}`, TOKEN];
  for (const value of inputs.edition === 'managed' ? [KEY_SECRET, BASIC, TOKEN] : [API_KEY, TOKEN]) expect(masked.has(value), `${label}: ${value}`).toBe(true);
  for (const form of given.flatMap(spellings)) expect(runnerMasked(`x ${form} y`, masked), `${label}: the runner shows ${form}`).not.toContain(form);
}

const BEARER_AT = 'credentials rejected: authorization=Bearer '.length;
const BASIC_AT = 'credentials rejected: authorization=Basic '.length;
const JSON_HEAD = '{"detail":"'.length;

describe('a server echoing the credential (bundled action, both editions)', () => {
  it('self-hosted: every spelling in the error message', () => echoRun('sh-envelope', selfHosted, { status: 401 }));

  it('managed: every spelling in the error message', () => echoRun('mg-envelope', managed, { status: 401 }));

  it('self-hosted: a text body cut at 300 characters in the middle of the key', async () => {
    for (const k of [4, 5, 9, API_KEY.length - 1]) {
      await echoRun(`sh-text-${k}`, selfHosted, { status: 502, shape: 'text', at: 300 - BEARER_AT - k });
    }
  });

  it('managed: a text body cut in the middle of the Basic credential', async () => {
    for (const k of [4, 7, BASIC.length - 2]) {
      await echoRun(`mg-text-${k}`, managed, { status: 400, shape: 'text', at: 300 - BASIC_AT - k });
    }
  });

  it('both editions: a JSON debug body cut at 500 characters in the middle of the credential', async () => {
    for (const k of [4, 11]) {
      await echoRun(`sh-json-${k}`, selfHosted, { status: 500, shape: 'debug-json', at: 500 - JSON_HEAD - BEARER_AT - k });
      await echoRun(`mg-json-${k}`, managed, { status: 500, shape: 'debug-json', at: 500 - JSON_HEAD - BASIC_AT - k });
    }
  });
});
