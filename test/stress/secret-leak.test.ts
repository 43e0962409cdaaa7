// Secret-leak scan: every operation runs with distinctive secrets; nothing the user or a reader
// of the PR can see — stdout (minus the runner's `::add-mask::` commands), stderr, the summary,
// every output, the report file, the PR comment — holds a secret, its Base64, or the Basic
// credential (Base64 of `keyId:keySecret`).
import { readFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { EXAMPLE, exampleFor } from '../operations/alerts-e2e-helpers.ts';
import { expectMasked, expectNoSecrets, IN_WORKSPACE, secretsOf, STACK_LINE, tempFile, TEST_WORKSPACE } from './stress-helpers.ts';

const API_KEY = 'SECRET-API-KEY-7f3a9c';
const KEY_ID = 'SECRETKEYIDq9w8e7';
const KEY_SECRET = 'SECRET-KEY-SECRET-b81d42';
const TOKEN = 'ghs_SECRETTOKEN12345';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const FORBIDDEN = [API_KEY, KEY_ID, KEY_SECRET, TOKEN, b64(API_KEY), b64(KEY_SECRET), b64(TOKEN), b64(`${KEY_ID}:${KEY_SECRET}`)];

let emu: Emulator;
let gh: GitHubFake;
let dir: string;
const scanned: string[] = [];

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  emu.state.user.accessKey = API_KEY;
  emu.state.addKey({ name: 'ci-secret', keyId: KEY_ID, secret: KEY_SECRET });
  gh = await startGitHubFake({ secretsTokens: { [TOKEN]: 'write' } });
  dir = await mkdtemp(join(tmpdir(), 'obs-ops-leak-'));
  await writeFile(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 9 } }));
});
afterAll(async () => {
  await gh.close();
  await emu.close();
});

const selfHosted = () => ({ 'base-url': emu.url, 'api-key': API_KEY, 'rate-limit': '10000/60s', 'github-token': TOKEN });
const managed = () => ({
  edition: 'managed',
  'base-url': emu.url,
  'key-id': KEY_ID,
  'key-secret': KEY_SECRET,
  'organization-id': emu.managed.organizationId,
  'service-id': emu.managed.serviceId,
  'rate-limit': '1000/10s',
  'github-token': TOKEN,
});

/** `inputs`: what the run was given; each secret among them must have its own masking command. */
async function scan(run: ActionRun, label: string, inputs: Record<string, string>): Promise<void> {
  const report = run.outputs.report ? await readFile(run.outputs.report, 'utf8').catch(() => '') : '';
  expectNoSecrets(run, FORBIDDEN, { report }, label);
  expect(run.stdout).not.toMatch(STACK_LINE);
  // The secrets are where they are allowed: the runner's masking commands, one per secret.
  expectMasked(run, secretsOf(inputs), label);
  scanned.push(label);
}

const id = () => ({
  dashboard: emu.state.selfHosted.dashboards[0]!.id,
  alert: emu.state.selfHosted.alerts[0]!.id,
  tile: emu.state.selfHosted.dashboards.find((d) => d.name === 'Checkout')!.tiles[0]!.id,
  checkout: emu.state.selfHosted.dashboards.find((d) => d.name === 'Checkout')!.id,
  hook: emu.state.selfHosted.webhooks[0]!.id,
  source: emu.state.selfHosted.sources[0]!.id,
});

describe('secret-leak scan over every operation', () => {
  it('self-hosted raw operations', async () => {
    const alertBody = () =>
      JSON.stringify({
        source: 'tile',
        dashboardId: id().checkout,
        tileId: id().tile,
        threshold: 1,
        thresholdType: 'above',
        interval: '5m',
        channel: { type: 'webhook', webhookId: id().hook },
      });
    const ops: Array<[string, () => Record<string, string>]> = [
      ['dashboards.list', () => ({})],
      ['dashboards.get', () => ({ id: id().dashboard })],
      ['dashboards.create', () => ({ body: '{"name":"leak test","tiles":[]}' })],
      ['dashboards.update', () => ({ id: emu.state.selfHosted.dashboards.find((d) => d.name === 'leak test')!.id, body: '{"name":"leak test 2","tiles":[]}' })],
      ['dashboards.delete', () => ({ id: emu.state.selfHosted.dashboards.find((d) => d.name === 'leak test 2')!.id })],
      ['alerts.list', () => ({})],
      ['alerts.get', () => ({ id: id().alert })],
      ['alerts.create', () => ({ body: alertBody() })],
      ['alerts.update', () => ({ id: emu.state.selfHosted.alerts.at(-1)!.id, body: alertBody() })],
      ['alerts.delete', () => ({ id: emu.state.selfHosted.alerts.at(-1)!.id })],
      ['sources.list', () => ({})],
      ['webhooks.list', () => ({})],
      [
        'charts.series',
        () => ({
          body: JSON.stringify({
            series: [{ sourceId: id().source, aggFn: 'count', where: '', groupBy: [] }],
            startTime: Date.now() - 600_000,
            endTime: Date.now(),
            granularity: '1m',
          }),
        }),
      ],
    ];
    for (const [operation, extra] of ops) {
      const inputs = { ...selfHosted(), operation, 'dry-run': 'false', ...extra() };
      const run = await runAction(inputs);
      expect(run.code, `${operation}: ${run.stdout.slice(-800)}`).toBe(0);
      await scan(run, operation, inputs);
    }
  });

  it('alerts.sync, alerts.export, charts.check (self-hosted and managed)', async () => {
    const file = await tempFile(EXAMPLE);
    const managedFile = await tempFile(exampleFor('managed'));
    const out = join(TEST_WORKSPACE, 'export.yml');
    const stackOut = join(TEST_WORKSPACE, 'stack-export.yml');
    const checks = await tempFile(
      'version: 1\nchecks:\n  - name: Checkout errors\n    series: [{ source: Logs, aggFn: count, where: "ServiceName:checkout" }]\n    fail: "> 1000000"\n',
      'checks.yml',
    );
    const runs: Array<[string, Record<string, string>]> = [
      ['alerts.sync self-hosted', { ...selfHosted(), 'alert-file': file, 'dry-run': 'false' }],
      ['alerts.sync managed', { ...managed(), 'alert-file': managedFile, 'dry-run': 'false' }],
      ['alerts.export self-hosted', { ...selfHosted(), operation: 'alerts.export', 'output-file': out }],
      ['alerts.export managed', { ...managed(), operation: 'alerts.export', 'output-file': out }],
      ['stack.export self-hosted', { ...selfHosted(), operation: 'stack.export', 'output-file': stackOut }],
      ['stack.export managed', { ...managed(), operation: 'stack.export', 'output-file': stackOut }],
      ['charts.check', { ...selfHosted(), 'checks-file': checks }],
    ];
    for (const [label, inputs] of runs) {
      const run = await runAction(inputs, IN_WORKSPACE);
      expect(run.code, `${label}: ${run.stdout.slice(-800)}`).toBe(0);
      await scan(run, label, inputs);
    }
    for (const file of [out, stackOut]) {
      const exported = await readFile(file, 'utf8');
      for (const secret of FORBIDDEN) expect(exported).not.toContain(secret);
    }
  });

  it('organization operations (managed): keys.list, keys.delete, keys.prune, byoc.delete', async () => {
    const victim = emu.state.keys.find((k) => k.name === 'dashboards-bot')!;
    const byoc = emu.state.byoc[0]!.id;
    const runs: Array<[string, Record<string, string>]> = [
      ['keys.list', { operation: 'keys.list' }],
      ['keys.delete', { operation: 'keys.delete', id: victim.id, 'dry-run': 'false' }],
      ['keys.prune', { operation: 'keys.prune', 'stale-after-days': '90', exclude: 'break-glass-*', 'max-deletions': '10', 'dry-run': 'false' }],
      ['byoc.delete', { operation: 'byoc.delete', 'byoc-infrastructure-id': byoc, confirm: byoc, 'dry-run': 'false' }],
      ['keys.rotate', { operation: 'keys.rotate', 'secret-names': 'CH_KEY_ID,CH_KEY_SECRET', 'secrets-token': TOKEN, 'dry-run': 'false' }],
    ];
    for (const [label, extra] of runs) {
      const inputs = { ...managed(), ...extra };
      const run = await runAction(inputs, { env: { GITHUB_API_URL: gh.url } });
      expect(run.code, `${label}: ${run.stdout.slice(-800)}`).toBe(0);
      await scan(run, label, inputs);
      if (label !== 'keys.rotate') continue;
      // The key the rotation created: none of its spellings either.
      const created = emu.state.keys.find((k) => k.id === (run.result as { newKey: { id: string } }).newKey.id)!;
      const report = await readFile(run.outputs.report!, 'utf8');
      expectNoSecrets(run, [created.keyId, created.keySecret, b64(created.keySecret), b64(`${created.keyId}:${created.keySecret}`)], { report }, label);
    }
    // The key in use survived the prune (and the rotation only gave it an expiry).
    expect(emu.state.keys.find((k) => k.keyId === KEY_ID)?.expireAt).toBeTruthy();
  });

  it('failing runs (401 with both editions) and PR comments hold no secret', async () => {
    const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: join(dir, 'event.json'), GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl };
    const real = emu.state.user.accessKey;
    emu.state.user.accessKey = 'rotated-elsewhere';
    const aIn = { ...selfHosted(), operation: 'dashboards.list', comment: 'always', 'comment-key': 'leak-a', 'max-retries': '0' };
    const a = await runAction(aIn, { env });
    emu.state.user.accessKey = real;
    const bIn = {
      ...managed(),
      'key-secret': KEY_SECRET,
      'key-id': `${KEY_ID}x`,
      operation: 'keys.list',
      comment: 'always',
      'comment-key': 'leak-b',
      'max-retries': '0',
    };
    const b = await runAction(bIn, { env });
    const cIn = { ...selfHosted(), operation: 'dashboards.list', comment: 'always', 'comment-key': 'leak-c' };
    const c = await runAction(cIn, { env });
    for (const [run, label, code, inputs] of [
      [a, '401 self-hosted', 1, aIn],
      [b, '401 managed', 1, bIn],
      [c, 'comment', 0, cIn],
    ] as const) {
      expect(run.code, `${label}: ${run.stdout.slice(-800)}`).toBe(code);
      await scan(run, label, inputs);
    }
    expect(a.stdout).toMatch(/→ 401/);
    expect(b.stdout).toMatch(/→ 401/);
    expect(gh.comments.length).toBe(3);
    for (const comment of gh.comments) for (const secret of FORBIDDEN) expect(comment.body).not.toContain(secret);
    // Only the comment requests carry the token, and only in the Authorization header.
    for (const r of gh.requests) expect(JSON.stringify(r.body ?? '')).not.toContain(TOKEN);
  });

  it('scanned every operation', () => {
    expect(scanned).toEqual(
      expect.arrayContaining([
        'dashboards.list',
        'dashboards.get',
        'dashboards.create',
        'dashboards.update',
        'dashboards.delete',
        'alerts.list',
        'alerts.get',
        'alerts.create',
        'alerts.update',
        'alerts.delete',
        'sources.list',
        'webhooks.list',
        'charts.series',
        'alerts.sync self-hosted',
        'alerts.sync managed',
        'alerts.export self-hosted',
        'alerts.export managed',
        'stack.export self-hosted',
        'stack.export managed',
        'charts.check',
        'keys.list',
        'keys.delete',
        'keys.prune',
        'byoc.delete',
        'keys.rotate',
        '401 self-hosted',
        '401 managed',
        'comment',
      ]),
    );
  });
});
