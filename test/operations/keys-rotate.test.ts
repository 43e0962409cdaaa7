// keys.rotate end to end (issue 17): the bundled action as a process against the emulator's managed
// organization and the GitHub fake's secrets API. The secrets written are opened with the fake's
// private keys (crypto_box_seal_open) and compared with the key the emulator holds.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, loadSeedFile, startEmulator, type ApiKeyRecord, type Emulator, type Seed } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake, type SecretPlace } from '../github-fake/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { maskedValues, sinks } from '../hardening/helpers.ts';
import { runnerMasked } from '../helpers/runner-masker.ts';
import { apiWrites, basicCredential, connection, expectCleanOutcome } from '../stress/stress-helpers.ts';

const PAT = 'github_pat_11ROTATEwrite0Secrets9Tok';
const READ_ONLY_PAT = 'github_pat_11ROTATEread0nly7Tok';
const WORKFLOW_TOKEN = 'ghs_WorkflowGITHUBTOKEN4a8b2c';
const ID = 'CLICKHOUSE_KEY_ID';
const SECRET = 'CLICKHOUSE_KEY_SECRET';
const REPO: SecretPlace = 'repo:acme/shop';
const HOUR = 3_600_000;

let emu: Emulator;
let gh: GitHubFake;

async function start(seed: Seed = 'empty', keyPropagationMs = 300): Promise<void> {
  emu = await startEmulator({ seed, managed: { rateLimit: false, keyPropagationMs } });
  gh = await startGitHubFake({ secretsTokens: { [PAT]: 'write', [READ_ONLY_PAT]: 'read' }, environments: ['acme/shop/production'] });
  // What the pipeline runs with today: the key in use, in the repository's secrets.
  gh.secrets.seed(REPO, ID, DEMO.keyId, { updatedAt: '2026-01-01T00:00:00Z' });
  gh.secrets.seed(REPO, SECRET, DEMO.keySecret, { updatedAt: '2026-01-01T00:00:00Z' });
}
afterEach(async () => {
  // A test that failed before start() leaves them unassigned.
  await (gh as GitHubFake | undefined)?.close();
  await (emu as Emulator | undefined)?.close();
});

const ghEnv = () => ({ env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_REPOSITORY_OWNER: 'acme' } });
const inputs = (over: Record<string, string> = {}): Record<string, string> => ({
  ...connection(emu, 'managed', '1000/10s'),
  operation: 'keys.rotate',
  'secret-names': `${ID},${SECRET}`,
  'secrets-token': PAT,
  'github-token': WORKFLOW_TOKEN,
  ...over,
});
const rotate = (over: Record<string, string> = {}) => runAction(inputs(over), ghEnv());

const inUse = (): ApiKeyRecord => emu.state.keys.find((k) => k.keyId === DEMO.keyId)!;
const newKeyOf = (run: ActionRun): ApiKeyRecord | undefined => {
  const id = (run.result as { newKey?: { id?: string } }).newKey?.id;
  return emu.state.keys.find((k) => k.id === id);
};
const stepsOf = (run: ActionRun) => (run.result as { steps: Array<{ step: string; status: string; detail: string }> }).steps;
const secretWrites = () => gh.secrets.calls.filter((c) => c.method !== 'GET');
/** A deep copy of every key as the emulator holds it (usedAt aside: our own reads refresh it). */
const snapshot = () => emu.state.keys.map(({ usedAt: _used, ...k }) => structuredClone(k));

/**
 * Every spelling of every credential the run held or made is in no sink, and each was masked for
 * the runner (`secretsToken`: the one the run was given).
 */
async function expectNoSecretForms(run: ActionRun, opts: { created?: ApiKeyRecord; secretsToken?: string } = {}): Promise<void> {
  const { created, secretsToken = PAT } = opts;
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const secrets = [DEMO.keyId, DEMO.keySecret, PAT, READ_ONLY_PAT, WORKFLOW_TOKEN, basicCredential(DEMO.keyId, DEMO.keySecret), b64(DEMO.keySecret), b64(PAT)];
  if (created) secrets.push(created.keyId, created.keySecret, basicCredential(created.keyId, created.keySecret), b64(created.keySecret));
  for (const [where, text] of Object.entries(await sinks(run))) {
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
  }
  const masked = maskedValues(run);
  const given = [DEMO.keySecret, WORKFLOW_TOKEN, basicCredential(DEMO.keyId, DEMO.keySecret), ...(secretsToken ? [secretsToken] : [])];
  for (const s of given) expect(masked.has(s), `no mask for ${s}`).toBe(true);
  if (created) {
    for (const s of [created.keyId, created.keySecret, basicCredential(created.keyId, created.keySecret)]) {
      expect(masked.has(s), `no mask for the new ${s}`).toBe(true);
    }
    // The header is hidden by the runner through the credential inside it (announced once, issue 30).
    const header = `Basic ${basicCredential(created.keyId, created.keySecret)}`;
    expect(runnerMasked(header, masked)).toBe('Basic ***');
  }
}

describe('keys.rotate (managed, bundled action against the emulator and the GitHub fake)', () => {
  it('creates, verifies, stores, then retires: the secrets open to the new key, which works; the old key expires after the grace', async () => {
    await start();
    const oldBefore = structuredClone(inUse());
    const before = Date.now();
    const run = await rotate();
    const after = Date.now();
    expect(run.code, run.stdout).toBe(0);
    expectCleanOutcome(run);

    const created = newKeyOf(run)!;
    // The action names the key with its own date: a run that crosses UTC midnight has the first day's.
    expect([before, after].map((t) => `ci-pipeline-${new Date(t).toISOString().slice(0, 10)}`)).toContain(created.name);
    // The secrets decrypt to the new credentials.
    expect(gh.secrets.value(REPO, ID)).toBe(created.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(created.keySecret);
    expect(secretWrites().map((c) => `${c.method} ${c.name} ${c.status}`)).toEqual([`PUT ${ID} 204`, `PUT ${SECRET} 204`]);
    // Each write was read back.
    expect(gh.secrets.calls.filter((c) => c.method === 'GET' && c.name === ID)).toHaveLength(2);

    // The new key works.
    const probe = await fetch(`${emu.url}/v1/organizations/${DEMO.organizationId}/keys`, {
      headers: { authorization: `Basic ${basicCredential(created.keyId, created.keySecret)}` },
    });
    expect(probe.status).toBe(200);

    // The old key: expireAt = now + 24 h by PATCH alone; everything else as it was; enabled; not deleted.
    const old = inUse();
    const expiry = Date.parse(old.expireAt!);
    expect(expiry).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 24 * HOUR); // sent in whole seconds
    expect(expiry).toBeLessThanOrEqual(after + 24 * HOUR);
    const { expireAt: _a, usedAt: _b, ...restNow } = old;
    const { expireAt: _c, usedAt: _d, ...restBefore } = oldBefore;
    expect(restNow).toEqual(restBefore);
    expect(old.state).toBe('enabled');
    const writes = apiWrites(emu);
    expect(writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(writes[1]!.path).toBe(`/v1/organizations/${DEMO.organizationId}/keys/${old.id}`);
    expect(writes[1]!.body).toEqual({ expireAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) });
    expect(Date.parse((writes[1]!.body as { expireAt: string }).expireAt)).toBe(expiry);

    // The report names the new key by name and suffix only.
    expect(run.summary).toContain('| Step | Status | Detail |');
    expect(run.summary).toContain(`${created.name} (…${created.keyId.slice(-4)})`);
    expect(run.outputs.changed).toBe('true');
    expect(run.result).toMatchObject({
      operation: 'keys.rotate',
      dryRun: false,
      oldKey: { id: old.id, name: 'ci-pipeline', isKeyInUse: true, expireAt: new Date(expiry).toISOString().replace('.000Z', 'Z') },
      newKey: { id: created.id, name: created.name, keySuffix: created.keyId.slice(-4), kept: true },
      secrets: { scope: 'repo', target: 'repository acme/shop', names: [ID, SECRET] },
    });
    await expectNoSecretForms(run, { created });
  });

  it('copies the roles (system and custom, by assignedRoleIds) and the IP access list, sent explicitly; legacy roles alike', async () => {
    await start();
    const custom = emu.state.addRole('billing-readers');
    const admin = emu.state.roles.find((r) => r.name === 'Admin')!;
    const key = inUse();
    key.assignedRoles = [
      { roleId: admin.id, roleName: 'Admin', roleType: 'system' },
      { roleId: custom.id, roleName: 'billing-readers', roleType: 'custom' },
    ];
    key.ipAccessList = [{ source: '127.0.0.0/8', description: 'runners' }, { source: '203.0.113.7' }];
    const run = await rotate({ 'new-key-name': 'ci-pipeline-next', 'new-key-expires-days': '90' });
    expect(run.code, run.stdout).toBe(0);
    const post = apiWrites(emu).find((w) => w.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'ci-pipeline-next',
      expireAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      assignedRoleIds: [admin.id, custom.id],
      ipAccessList: [{ source: '127.0.0.0/8', description: 'runners' }, { source: '203.0.113.7' }],
    });
    const created = newKeyOf(run)!;
    expect(created.assignedRoles).toEqual(key.assignedRoles);
    expect(created.ipAccessList).toEqual(key.ipAccessList);
    expect(Date.parse(created.expireAt!) - Date.parse(created.createdAt!)).toBeGreaterThan(89 * 24 * HOUR);

    // A key listed with legacy `roles` only (no assignedRoles) is copied with `roles`.
    emu.clearLog();
    const legacy = emu.state.addKey({ name: 'legacy-bot', roles: ['developer'], hideAssignedRoles: true, ipAccessList: [{ source: '127.0.0.1' }] });
    const again = await rotate({ 'rotate-key-id': legacy.id, 'secret-names': 'LEGACY_ID,LEGACY_SECRET' });
    expect(again.code, again.stdout).toBe(0);
    expect(apiWrites(emu).find((w) => w.method === 'POST')!.body).toEqual({
      name: expect.stringMatching(/^legacy-bot-\d{4}-\d{2}-\d{2}$/),
      expireAt: null,
      roles: ['developer'],
      ipAccessList: [{ source: '127.0.0.1' }],
    });
    expect(newKeyOf(again)!.roles).toEqual(['developer']);
  });

  it("gives the new key the old key's custom role, declared in a YAML seed file as a user would", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rotate-seed-'));
    const file = join(dir, 'seed.yml');
    await writeFile(
      file,
      `version: 1
managed:
  roles:
    - name: billing-readers
      policies: [{ allowDeny: ALLOW, permissions: ["control-plane:organization:view"], resources: ["organization/*"] }]
  keys:
    - id: 5eed0000-0000-4000-8000-0000000000b1
      name: billing-bot
      assignedRoles: [Developer, billing-readers]
      ipAccessList: [{ source: 127.0.0.0/8, description: runners }]
`,
    );
    await start(await loadSeedFile(file));
    const role = emu.state.roles.find((r) => r.name === 'billing-readers')!;
    const developer = emu.state.roles.find((r) => r.name === 'Developer')!;
    const run = await rotate({ 'rotate-key-id': '5eed0000-0000-4000-8000-0000000000b1', 'secret-names': 'BILLING_ID,BILLING_SECRET' });
    expect(run.code, run.stdout).toBe(0);
    expect(apiWrites(emu).find((w) => w.method === 'POST')!.body).toMatchObject({ assignedRoleIds: [developer.id, role.id] });

    // The new key, as the API answers it, holds the same roles, the custom one included.
    const created = newKeyOf(run)!;
    const auth = { authorization: `Basic ${basicCredential(created.keyId, created.keySecret)}` };
    const org = `${emu.url}/v1/organizations/${DEMO.organizationId}`;
    const answered = (await (await fetch(`${org}/keys/${created.id}`, { headers: auth })).json()) as { result: Record<string, unknown> };
    expect(answered.result).toMatchObject({
      name: expect.stringMatching(/^billing-bot-\d{4}-\d{2}-\d{2}$/),
      roles: ['developer'],
      assignedRoles: [
        { roleId: developer.id, roleName: 'Developer', roleType: 'system' },
        { roleId: role.id, roleName: 'billing-readers', roleType: 'custom' },
      ],
      ipAccessList: [{ source: '127.0.0.0/8', description: 'runners' }],
    });
    const roles = (await (await fetch(`${org}/roles/${role.id}`, { headers: auth })).json()) as { result: { actors: string[] } };
    expect(roles.result.actors).toEqual(['apiKey/5eed0000-0000-4000-8000-0000000000b1', `apiKey/${created.id}`]);
    expect(gh.secrets.value(REPO, 'BILLING_SECRET')).toBe(created.keySecret);
  });

  it('refuses a key whose IP access list is empty, before creating anything', async () => {
    await start();
    const locked = emu.state.addKey({ name: 'locked-out', ipAccessList: [] });
    const before = snapshot();
    const run = await rotate({ 'rotate-key-id': locked.id });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(run.stdout).toMatch(/locked-out .* has an empty IP access list, which denies every address/);
    expect(apiWrites(emu)).toEqual([]);
    expect(secretWrites()).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('survives the propagation window: the new key is retried until the organization knows it', async () => {
    await start('empty', 1000);
    const run = await rotate();
    expect(run.code, run.stdout).toBe(0);
    const probes = emu.log.filter((l) => l.method === 'GET' && l.path === `/v1/organizations/${DEMO.organizationId}`);
    expect(probes.map((p) => p.status)).toEqual([...probes.slice(0, -1).map(() => 400), 200]);
    expect(probes.length).toBeGreaterThan(1);
    expect(run.stdout).toMatch(/The new key is not accepted yet \(.*400: BAD_REQUEST: OpenAPI key .* does not belong to the organization/);
    expect(gh.secrets.value(REPO, SECRET)).toBe(newKeyOf(run)!.keySecret);
  });

  it('a secret write refused (403): the new key is deleted, the old key and the secrets are untouched', async () => {
    await start();
    const before = snapshot();
    const run = await rotate({ 'secrets-token': READ_ONLY_PAT });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(run.stdout).toMatch(new RegExp(`Storing ${ID} failed: PUT /repos/acme/shop/actions/secrets/${ID} → 403`));
    expect(run.stdout).toMatch(/No secret was changed\. The new key .*: it was deleted\. The old key ci-pipeline \(…0001\) was not touched/);
    expect(secretWrites().map((c) => `${c.method} ${c.name} ${c.status}`)).toEqual([`PUT ${ID} 403`]); // a refusal is not retried
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(snapshot()).toEqual(before);
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(DEMO.keySecret);
    expect((run.result as { newKey: { kept: boolean } }).newKey.kept).toBe(false);
    await expectNoSecretForms(run, { secretsToken: READ_ONLY_PAT });
  });

  it('the second secret fails (503 through every retry): the first is put back to its old value, the new key deleted, the old key untouched', async () => {
    await start();
    const before = snapshot();
    gh.secrets.faults.push({ method: 'PUT', name: SECRET, status: 503, times: Infinity });
    const run = await rotate({ 'max-retries': '2' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    // Sent once and retried max-retries times; then the failure as before.
    expect(secretWrites().map((c) => `${c.method} ${c.name} ${c.status}`)).toEqual([`PUT ${ID} 204`, ...Array(3).fill(`PUT ${SECRET} 503`), `PUT ${ID} 204`]);
    expect(run.stdout).toMatch(
      new RegExp(`Storing ${SECRET} failed: PUT /repos/acme/shop/actions/secrets/${SECRET} → 503: Service Unavailable \\(3 attempts\\)`),
    );
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(DEMO.keySecret);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(snapshot()).toEqual(before);
    expect(run.stdout).toMatch(new RegExp(`${ID} was put back to the old key's value`));
    expect(stepsOf(run)).toMatchObject([
      { status: 'ok' },
      { status: 'deleted' },
      { status: 'ok' },
      { status: 'restored' },
      { status: 'failed' },
      { status: 'not attempted' },
    ]);
    expect(run.summary).toContain('↩️ restored');
    await expectNoSecretForms(run);
  });

  it('the second secret fails with rotate-key-id (old values unknown): the new key is kept, the old key unexpired, and the run says which secret holds which key', async () => {
    await start();
    const deploy = emu.state.addKey({ name: 'deploy-bot', roles: ['developer'] });
    gh.secrets.seed(REPO, 'DEPLOY_KEY_ID', 'unknown-to-the-run-id');
    gh.secrets.seed(REPO, 'DEPLOY_KEY_SECRET', 'unknown-to-the-run-secret');
    gh.secrets.faults.push({ method: 'PUT', name: 'DEPLOY_KEY_SECRET', status: 422 });
    const run = await rotate({ 'rotate-key-id': deploy.id, 'secret-names': 'DEPLOY_KEY_ID,DEPLOY_KEY_SECRET' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    const created = newKeyOf(run)!;
    expect(created).toBeDefined();
    expect(emu.state.keys.find((k) => k.id === deploy.id)!.expireAt).toBeUndefined();
    expect(gh.secrets.value(REPO, 'DEPLOY_KEY_ID')).toBe(created.keyId);
    expect(gh.secrets.value(REPO, 'DEPLOY_KEY_SECRET')).toBe('unknown-to-the-run-secret');
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    const suffix = created.keyId.slice(-4);
    expect(run.stdout).toMatch(
      new RegExp(
        `DEPLOY_KEY_ID holds the new key ${created.name} \\(…${suffix}\\)'s id; DEPLOY_KEY_SECRET still holds the old key deploy-bot \\(…${deploy.keyId.slice(-4)}\\)'s secret`,
      ),
    );
    await expectNoSecretForms(run, { created });
  });

  it('verification fails (the copy cannot authenticate from here): the new key is deleted, nothing else changes', async () => {
    await start();
    const elsewhere = emu.state.addKey({ name: 'vpn-only', roles: ['developer'], ipAccessList: [{ source: '10.0.0.0/8', description: 'office VPN' }] });
    gh.secrets.seed(REPO, 'VPN_ID', 'old-vpn-id');
    const before = snapshot();
    const run = await rotate({ 'rotate-key-id': elsewhere.id, 'secret-names': 'VPN_ID,VPN_SECRET' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(run.stdout).toMatch(/did not authenticate: GET \/v1\/organizations\/[^ ]+ → 403: FORBIDDEN: IP address .* is not in the IP access list/);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(snapshot()).toEqual(before);
    expect(secretWrites()).toEqual([]);
    expect(gh.secrets.value(REPO, 'VPN_ID')).toBe('old-vpn-id');
    expect(stepsOf(run).map((s) => s.status)).toEqual(['ok', 'deleted', 'failed', 'not attempted', 'not attempted', 'not attempted']);
  });

  it('retiring fails: exit 0 with a warning — the new key is stored and works; the old key is left without expiry', async () => {
    await start();
    emu.faults.add({ route: 'PATCH /v1/organizations/', kind: 'status', status: 500 });
    const run = await rotate();
    expect(run.code, run.stdout).toBe(0);
    expectCleanOutcome(run);
    const created = newKeyOf(run)!;
    expect(gh.secrets.value(REPO, SECRET)).toBe(created.keySecret);
    expect(inUse().expireAt).toBeUndefined();
    expect(
      run.annotations
        .filter((a) => a.level === 'warning')
        .map((a) => a.message)
        .join('\n'),
    ).toMatch(/The new key .* is stored and works, but giving the old key ci-pipeline \(…0001\) its expiry failed: PATCH .* → 500/);
    expect(stepsOf(run).at(-1)).toMatchObject({ step: 'Retire old key', status: 'failed' });
    await expectNoSecretForms(run, { created });
  });

  it('with only the GITHUB_TOKEN: says it cannot write secrets and leaves nothing behind', async () => {
    await start();
    const before = snapshot();
    const none = await runAction(inputs({ 'secrets-token': '' }), ghEnv());
    expect(none.code).toBe(1);
    expectCleanOutcome(none);
    expect(none.stdout).toMatch(/GITHUB_TOKEN \(`github-token`\) cannot write Actions secrets/);
    expect(emu.log.filter((l) => l.edition === 'managed')).toEqual([]);

    const same = await rotate({ 'secrets-token': WORKFLOW_TOKEN });
    expect(same.code).toBe(1);
    expectCleanOutcome(same);
    expect(same.stdout).toMatch(
      /`secrets-token` cannot read the Actions secrets of repository acme\/shop, so it cannot write them either: .*403: Resource not accessible by integration/,
    );
    expect(same.stdout).toMatch(/same token as `github-token`/);
    expect(apiWrites(emu)).toEqual([]);
    expect(secretWrites()).toEqual([]);
    expect(snapshot()).toEqual(before);
    await expectNoSecretForms(none, { secretsToken: '' });
    await expectNoSecretForms(same, { secretsToken: WORKFLOW_TOKEN });
  });

  it("environment secrets: written with the environment's public key; repository secrets untouched", async () => {
    await start();
    const run = await rotate({ 'secret-scope': 'environment', 'secret-environment': 'production' });
    expect(run.code, run.stdout).toBe(0);
    const created = newKeyOf(run)!;
    expect(gh.secrets.value('env:acme/shop/production', ID)).toBe(created.keyId);
    expect(gh.secrets.value('env:acme/shop/production', SECRET)).toBe(created.keySecret);
    expect(secretWrites().map((c) => `${c.place} ${c.status}`)).toEqual(['env:acme/shop/production 201', 'env:acme/shop/production 201']);
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);

    const missing = await rotate({ 'secret-scope': 'environment', 'secret-environment': 'staging' });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/cannot read the Actions secrets of environment staging of acme\/shop \(or the environment does not exist\)/);
  });

  it('organization secrets: visibility and selected repositories kept; a new one is shared with this repository only', async () => {
    await start();
    gh.secrets.seed('org:acme', ID, DEMO.keyId, { visibility: 'selected', selectedRepositoryIds: [1296269, 4242] });
    const run = await rotate({ 'secret-scope': 'org' });
    expect(run.code, run.stdout).toBe(0);
    const created = newKeyOf(run)!;
    const stored = (name: string) => gh.secrets.stored.find((s) => s.place === 'org:acme' && s.name === name)!;
    expect(gh.secrets.value('org:acme', ID)).toBe(created.keyId);
    expect(gh.secrets.value('org:acme', SECRET)).toBe(created.keySecret);
    expect(stored(ID)).toMatchObject({ visibility: 'selected', selectedRepositoryIds: [1296269, 4242] });
    expect(stored(SECRET)).toMatchObject({ visibility: 'selected', selectedRepositoryIds: [1296269] });
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
  });

  it('dry run: plans every step, reads only, writes nothing', async () => {
    await start();
    const before = snapshot();
    const run = await rotate({ 'dry-run': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(apiWrites(emu)).toEqual([]);
    expect(secretWrites()).toEqual([]);
    expect(snapshot()).toEqual(before);
    expect(stepsOf(run).map((s) => `${s.step}: ${s.status}`)).toEqual([
      'Read old key: ok',
      'Create new key: planned',
      'Verify new key: planned',
      `Store ${ID}: planned`,
      `Store ${SECRET}: planned`,
      'Retire old key: planned',
    ]);
    expect(run.outputs.changed).toBe('true');
    expect(run.summary).toMatch(/Dry run: would replace ci-pipeline \(…0001\) with a new key ci-pipeline-\d{4}-\d{2}-\d{2}/);
    await expectNoSecretForms(run);
  });

  it('an echoed credential while verifying reaches no sink', async () => {
    await start();
    emu.faults.add({ route: new RegExp(`^GET /v1/organizations/${DEMO.organizationId}$`), kind: 'echo-credential', status: 401, times: 1 });
    const run = await rotate();
    expect(run.code, run.stdout).toBe(0);
    const created = newKeyOf(run)!;
    expect(emu.log.some((l) => l.fault === 'echo-credential')).toBe(true);
    await expectNoSecretForms(run, { created });
  });

  it('refuses the self-hosted edition by name, before any request', async () => {
    await start();
    const run = await runAction(
      { ...connection(emu, 'self-hosted'), operation: 'keys.rotate', 'secret-names': `${ID},${SECRET}`, 'secrets-token': PAT },
      ghEnv(),
    );
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(run.stdout).toMatch(
      /Operation `keys.rotate` is not available on the self-hosted edition \(only managed\)\. The self-hosted v2 API has no key endpoints/,
    );
    expect(emu.log.filter((l) => l.edition !== 'admin')).toEqual([]);
    expect(gh.secrets.calls).toEqual([]);
  });

  it('cannot tell the key in use apart from a suffix twin: asks for rotate-key-id, writes nothing', async () => {
    await start('demo');
    const run = await rotate();
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /Cannot tell which key to rotate: 2 keys share the suffix of `key-id` \(…0001: ci-pipeline, ci-pipeline-old\).*Set `rotate-key-id`/,
    );
    expect(apiWrites(emu)).toEqual([]);
    expect(secretWrites()).toEqual([]);
  });

  it('a later keys.prune with the new key deletes the expired old key and never the new one', async () => {
    await start();
    const run = await rotate({ 'grace-hours': '2' });
    expect(run.code, run.stdout).toBe(0);
    const oldId = inUse().id;
    // The pipeline's next run reads its credentials from the secrets the rotation wrote.
    const next = { 'key-id': gh.secrets.value(REPO, ID)!, 'key-secret': gh.secrets.value(REPO, SECRET)! };

    const early = await runAction({ ...connection(emu, 'managed', '1000/10s'), ...next, operation: 'keys.prune' });
    expect(early.code, early.stdout).toBe(0);
    expect(emu.state.keys.some((k) => k.id === oldId)).toBe(true); // within the grace: in use by queued jobs, kept

    // Three hours pass. The emulator and the action both judge expiry by the clock they run on, so
    // time moves by putting every timestamp the organization holds three hours into the past.
    for (const k of emu.state.keys) {
      for (const field of ['createdAt', 'usedAt', 'expireAt'] as const) {
        if (typeof k[field] === 'string') k[field] = new Date(Date.parse(k[field]) - 3 * HOUR).toISOString();
      }
    }
    const refused = await fetch(`${emu.url}/v1/organizations`, { headers: { authorization: `Basic ${basicCredential(DEMO.keyId, DEMO.keySecret)}` } });
    expect(await refused.json()).toMatchObject({ status: 401, error: 'UNAUTHORIZED: Key is not active' });
    const prune = await runAction({ ...connection(emu, 'managed', '1000/10s'), ...next, operation: 'keys.prune' });
    expect(prune.code, prune.stdout).toBe(0);
    const decisions = Object.fromEntries((prune.result as { keys: Array<{ id: string; decision: string; code: string }> }).keys.map((k) => [k.id, k]));
    expect(decisions[oldId]).toMatchObject({ decision: 'deleted', code: 'expired' });
    const created = newKeyOf(run)!;
    expect(decisions[created.id]).toMatchObject({ decision: 'protected', code: 'in-use' });
    expect(emu.state.keys.map((k) => k.id)).toEqual([created.id]);
  });
});

describe('keys.rotate: transient GitHub failures while storing are retried (idempotent PUT and GET, max-retries)', () => {
  const calls = () => gh.secrets.calls.map((c) => `${c.method} ${c.name} ${c.status}`);
  const retryLines = (run: ActionRun) => run.stdout.split('\n').filter((l) => /retry \d+ of \d+/.test(l));
  // Step debug on, as the runner sets it when ACTIONS_STEP_DEBUG is: the retries are its debug lines.
  const rotate = (over: Record<string, string> = {}) => runAction(inputs(over), { env: { ...ghEnv().env, RUNNER_DEBUG: '1' } });

  it('the public key 502 then no answer, a PUT 503 twice, a PUT whose answer is lost: retried, stored, green — the retries in debug lines only', async () => {
    await start();
    gh.secrets.faults.push(
      { method: 'GET', name: 'public-key', status: 502 },
      { method: 'GET', name: 'public-key', status: 'hang' },
      { method: 'PUT', name: ID, status: 'lost' },
      { method: 'PUT', name: SECRET, status: 503, times: 2 },
    );
    const run = await rotate({ 'timeout-seconds': '1' });
    expect(run.code, run.stdout).toBe(0);
    expectCleanOutcome(run);
    const created = newKeyOf(run)!;
    expect(gh.secrets.value(REPO, ID)).toBe(created.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(created.keySecret);
    expect(calls().filter((c) => !c.startsWith('GET CLICKHOUSE'))).toEqual([
      'GET public-key 502',
      'GET public-key hang',
      'GET public-key 200',
      `PUT ${ID} lost`,
      `PUT ${ID} 204`,
      `PUT ${SECRET} 503`,
      `PUT ${SECRET} 503`,
      `PUT ${SECRET} 204`,
    ]);
    expect(stepsOf(run).map((s) => s.status)).toEqual(['ok', 'created', 'ok', 'updated', 'updated', 'updated']);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'PATCH']);
    // Each retry says what failed and when it is tried again, for step debug only: not in the log, summary or annotations.
    const retries = retryLines(run);
    expect(retries).toHaveLength(5);
    for (const line of retries) expect(line).toMatch(/^::debug::GitHub: (GET|PUT) \/repos\/acme\/shop\/actions\/secrets\/\S+ /);
    expect(retries.join('\n')).toMatch(/GET \/repos\/acme\/shop\/actions\/secrets\/public-key → 502: Server Error; retry 1 of 4 in \d/);
    expect(retries.join('\n')).toMatch(
      /GET \/repos\/acme\/shop\/actions\/secrets\/public-key: GitHub did not answer within 1 s \(timeout-seconds\); retry 2 of 4 in \d/,
    );
    expect(retries.join('\n')).toMatch(new RegExp(`PUT /repos/acme/shop/actions/secrets/${SECRET} → 503: Service Unavailable; retry 2 of 4 in \\d`));
    expect(run.summary).not.toMatch(/503|502|retry/);
    expect(run.annotations).toEqual([]);
    await expectNoSecretForms(run, { created });
  });

  it('a secondary rate limit (403 with retry-after) waits as GitHub asks and goes on; a 422 is never retried', async () => {
    await start();
    gh.secrets.faults.push({ method: 'PUT', name: ID, status: 403, headers: { 'retry-after': '1' } });
    const limited = await rotate();
    expect(limited.code, limited.stdout).toBe(0);
    expect(calls().filter((c) => c.startsWith('PUT'))).toEqual([`PUT ${ID} 403`, `PUT ${ID} 204`, `PUT ${SECRET} 204`]);
    expect(retryLines(limited).join('\n')).toMatch(/→ 403: You have exceeded a secondary rate limit.*; retry 1 of 4 in 1s \(retry-after\)/);
    await gh.close();
    await emu.close();

    await start();
    const before = snapshot();
    gh.secrets.faults.push({ method: 'PUT', name: ID, status: 422 });
    const refused = await rotate();
    expect(refused.code).toBe(1);
    expectCleanOutcome(refused);
    expect(secretWrites().map((c) => `${c.method} ${c.name} ${c.status}`)).toEqual([`PUT ${ID} 422`]);
    expect(refused.stdout).toMatch(new RegExp(`Storing ${ID} failed: PUT /repos/acme/shop/actions/secrets/${ID} → 422: Invalid request\\.`));
    expect(refused.stdout).toMatch(/No secret was changed\. The new key .*: it was deleted\./);
    expect(retryLines(refused)).toEqual([]);
    expect(snapshot()).toEqual(before);
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
  });

  it('a write whose answer was lost, then a 503 at max-retries: it may have landed, so it is put back to the old value — never left naming a deleted key', async () => {
    await start();
    const before = snapshot();
    gh.secrets.faults.push({ method: 'PUT', name: ID, status: 'lost' }, { method: 'PUT', name: ID, status: 503 });
    const run = await rotate({ 'max-retries': '1' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    // The lost PUT did write the new key id; the run does not take the final 503 for "nothing written".
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(DEMO.keySecret);
    expect(run.stdout).toMatch(new RegExp(`${ID} was put back to the old key's value`));
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(snapshot()).toEqual(before);
  });
});

describe('keys.rotate under cancel and lying answers (issue 23)', () => {
  const calls = () => gh.secrets.calls.map((c) => `${c.method} ${c.name} ${c.status}`);
  // The name the action gave a key it created: `<base>-<its UTC date>`. Read from the emulator, not
  // rebuilt from the test's clock: a run that crosses UTC midnight dates the key with the first day.
  const madeName = (base: string): string => {
    const days = [Date.now() - 86_400_000, Date.now()].map((t) => `${base}-${new Date(t).toISOString().slice(0, 10)}`);
    const found = emu.state.keys.find((k) => days.includes(k.name));
    if (!found) throw new Error(`no key named ${days.join(' or ')}`);
    return found.name;
  };

  it('cancelled between the two secret writes (SIGINT, SIGTERM 7.5 s later, then SIGKILL, as GitHub does): the pair is finished, the run reports and fails', async () => {
    await start();
    let child: ChildProcess | undefined;
    let signalledAt = 0;
    const timers: NodeJS.Timeout[] = [];
    gh.secrets.onCall = (c) => {
      if (signalledAt || !child || c.method !== 'PUT' || c.name !== ID || c.status !== 204) return;
      // The first secret is written; the second is not yet sent: the runner cancels the step now.
      signalledAt = Date.now();
      child.kill('SIGINT');
      timers.push(
        setTimeout(() => child?.kill('SIGTERM'), 7_500),
        setTimeout(() => child?.kill('SIGKILL'), 10_000),
      );
    };
    const run = await runAction(inputs(), { ...ghEnv(), onSpawn: (c) => (child = c) });
    const took = Date.now() - signalledAt;
    timers.forEach(clearTimeout);
    expect(signalledAt).toBeGreaterThan(0);
    expect(took, 'ends before SIGTERM').toBeLessThan(7_500);
    expect(run.code, run.stdout).toBe(1);
    expectCleanOutcome(run);

    // Never one new, one old: both secrets hold the new key, which works.
    const created = newKeyOf(run)!;
    expect(created).toBeDefined();
    expect(gh.secrets.value(REPO, ID)).toBe(created.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(created.keySecret);
    const probe = await fetch(`${emu.url}/v1/organizations/${DEMO.organizationId}`, {
      headers: { authorization: `Basic ${basicCredential(created.keyId, created.keySecret)}` },
    });
    expect(probe.status).toBe(200);
    // No step starts after the cancel: the old key keeps working, without an expiry.
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    expect(inUse().expireAt).toBeUndefined();
    expect(run.result).toMatchObject({ cancelled: 'SIGINT', newKey: { id: created.id, kept: true } });
    expect(stepsOf(run).map((s) => s.status)).toEqual(['ok', 'created', 'ok', 'updated', 'updated', 'not attempted']);
    expect(run.summary).toMatch(/Rotation of ci-pipeline \(…0001\) cancelled \(SIGINT\)/);
    expect(run.stdout).toMatch(new RegExp(`The store under way was finished: ${ID} and ${SECRET} hold the new key`));
    expect(run.annotations.find((a) => a.level === 'error')?.message).toMatch(/Cancelled \(SIGINT\)\. The store under way was finished/);
    await expectNoSecretForms(run, { created });
  });

  it('cancelled while the new key propagates: stops waiting, deletes it, writes no secret', async () => {
    await start('empty', 20_000);
    let child: ChildProcess | undefined;
    const poll = setInterval(() => {
      if (child && emu.log.some((l) => l.method === 'GET' && l.path === `/v1/organizations/${DEMO.organizationId}` && l.status === 400)) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 20);
    const run = await runAction(inputs(), { ...ghEnv(), onSpawn: (c) => (child = c) });
    clearInterval(poll);
    expect(run.code, run.stdout).toBe(1);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(emu.state.keys.map((k) => k.keyId)).toEqual([DEMO.keyId]);
    expect(secretWrites()).toEqual([]);
    expect(run.summary).toMatch(/cancelled \(SIGINT\)/);
    expect(stepsOf(run).map((s) => s.status)).toEqual(['ok', 'deleted', 'not attempted', 'not attempted', 'not attempted', 'not attempted']);
  });

  it('GitHub rotates the public key between the two writes: the refused write (422) is sealed for the re-read key and sent again', async () => {
    await start();
    let rotated = false;
    gh.secrets.onCall = (c) => {
      if (!rotated && c.method === 'PUT' && c.name === ID && c.status === 204) {
        rotated = true;
        gh.secrets.rotatePublicKey(REPO);
      }
    };
    const run = await rotate();
    expect(run.code, run.stdout).toBe(0);
    const created = newKeyOf(run)!;
    expect(gh.secrets.value(REPO, ID)).toBe(created.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(created.keySecret);
    expect(calls().filter((c) => !c.startsWith('GET CLICKHOUSE'))).toEqual([
      'GET public-key 200',
      `PUT ${ID} 204`,
      `PUT ${SECRET} 422`,
      'GET public-key 200',
      `PUT ${SECRET} 204`,
    ]);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'PATCH']);
  });

  it('the public key rotates and then the second write fails: the put-back is sealed for the current key, never the stale one', async () => {
    await start();
    const before = snapshot();
    let rotated = false;
    gh.secrets.onCall = (c) => {
      if (!rotated && c.method === 'PUT' && c.name === ID && c.status === 204) {
        rotated = true;
        gh.secrets.rotatePublicKey(REPO);
      }
    };
    gh.secrets.faults.push({ method: 'PUT', name: SECRET, status: 503, times: Infinity });
    const run = await rotate({ 'max-retries': '1' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(gh.secrets.value(REPO, ID)).toBe(DEMO.keyId);
    expect(gh.secrets.value(REPO, SECRET)).toBe(DEMO.keySecret);
    expect(run.stdout).toMatch(new RegExp(`${ID} was put back to the old key's value`));
    expect(
      calls()
        .filter((c) => c.startsWith('PUT') || c.includes('public-key'))
        .slice(-3),
    ).toEqual([`PUT ${ID} 422`, 'GET public-key 200', `PUT ${ID} 204`]);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(snapshot()).toEqual(before);
  });

  it('the second write fails and so does putting the first back: the new key the first secret names is kept, not deleted', async () => {
    await start();
    gh.secrets.faults.push({ method: 'PUT', name: SECRET, status: 503, times: Infinity });
    gh.secrets.onCall = (c) => {
      if (c.method === 'PUT' && c.name === ID && c.status === 204) gh.secrets.faults.push({ method: 'PUT', name: ID, status: 503, times: Infinity });
    };
    const run = await rotate({ 'max-retries': '0' });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    const created = newKeyOf(run)!;
    expect(gh.secrets.value(REPO, ID)).toBe(created.keyId);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    expect(run.result).toMatchObject({ newKey: { id: created.id, kept: true } });
    expect(run.stdout).toMatch(new RegExp(`Could not put back ${ID} \\(.*503.*\\): it may hold the new key's credentials`));
    expect(run.stdout).toMatch(/The new key .*: kept, since a secret that could not be put back may name it/);
  });

  it('a create answer naming a key that existed before (a replayed answer) is not the new key: never deleted, verified or stored', async () => {
    await start();
    const deploy = emu.state.addKey({ name: 'deploy-bot', roles: ['developer'], ipAccessList: [{ source: '127.0.0.1' }] });
    gh.secrets.seed(REPO, 'DEPLOY_KEY_ID', deploy.keyId);
    gh.secrets.seed(REPO, 'DEPLOY_KEY_SECRET', deploy.keySecret);
    // The answer is deploy-bot's own creation answer, replayed; the server did create a new key.
    const replay = {
      status: 200,
      requestId: 'replayed',
      result: {
        key: { id: deploy.id, name: 'deploy-bot', keySuffix: deploy.keyId.slice(-4), state: 'enabled' },
        keyId: deploy.keyId,
        keySecret: deploy.keySecret,
      },
    };
    emu.faults.add({ route: `POST /v1/organizations/${DEMO.organizationId}/keys`, kind: 'answer', body: replay, times: 1 });
    const run = await rotate({ 'rotate-key-id': deploy.id, 'secret-names': 'DEPLOY_KEY_ID,DEPLOY_KEY_SECRET', 'secrets-token': READ_ONLY_PAT });
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(emu.state.keys.some((k) => k.id === deploy.id)).toBe(true);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    expect(secretWrites()).toEqual([]);
    expect(gh.secrets.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    const name = madeName('deploy-bot');
    expect(emu.state.keys.some((k) => k.name === name)).toBe(true); // made, but not named by the answer
    expect(run.stdout).toMatch(/The create answer names the key being rotated, deploy-bot \(…\w{4}\), not a key this run created/);
    expect(run.stdout).toContain(`if keys.list shows a key named ${name}, delete it`);
  });

  it('a create answer naming the key in use (without a secret) never sends a DELETE for it', async () => {
    await start();
    const lie = { status: 200, requestId: 'lie', result: { key: { id: inUse().id, name: 'ci-pipeline', keySuffix: '0001' }, keyId: DEMO.keyId } };
    emu.faults.add({ route: `POST /v1/organizations/${DEMO.organizationId}/keys`, kind: 'answer', body: lie, times: 1 });
    const run = await rotate();
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    expect(secretWrites()).toEqual([]);
    expect(run.stdout).toMatch(/The create answer names the credentials this run authenticates with \(the key in use\)/);
    await expectNoSecretForms(run);
  });

  it('a gateway 504 that quotes the created key: id and secret redacted everywhere, and the report names the key to look for', async () => {
    await start();
    emu.faults.add({ route: `POST /v1/organizations/${DEMO.organizationId}/keys`, kind: 'gateway-echo', status: 504, times: 1 });
    const run = await rotate();
    expect(run.code).toBe(1);
    expectCleanOutcome(run);
    const name = madeName('ci-pipeline');
    const created = emu.state.keys.find((k) => k.name === name)!;
    expect(created).toBeDefined();
    expect(emu.log.some((l) => l.fault === 'gateway-echo')).toBe(true);
    expect(run.stdout).toMatch(
      /Creating the new key failed: POST \/v1\/organizations\/\S+\/keys → 504: GATEWAY_TIMEOUT: Gateway Timeout: the upstream answered too late/,
    );
    expect(run.summary).toContain(`if keys.list shows a key named ${name}, delete it`);
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['POST']);
    expect(secretWrites()).toEqual([]);
    await expectNoSecretForms(run, { created }); // the log, summary, annotations, outputs and report file
  });
});
