// Every raw operation on both editions: through the bundled action as a process for what the step shows (outputs,
// summary, exit code), the engine in-process for a round trip of creates, reads, updates and deletes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runInProcess } from '../helpers/engine.ts';
import { apiWrites, basicCredential, expectMasked, expectNoSecrets, IN_WORKSPACE, tempFile } from '../stress/stress-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(() => emu.close());
beforeEach(() => emu.clearLog());

type Edition = 'self-hosted' | 'managed';
const editions: Edition[] = ['self-hosted', 'managed'];

const creds = (edition: Edition) => emu.actionInputs(edition);

const asList = (v: unknown) => v as Array<Record<string, unknown>>;

/** One run of the engine in this process: its `result` and `changed` outputs, the exit code and failure the step would show. */
async function engine(inputs: Record<string, string>): Promise<{ code: number; result: unknown; outputs: { changed: string }; failure?: string }> {
  const outcome = await runInProcess(inputs, { root: process.cwd() });
  return { code: outcome.failure === undefined ? 0 : 1, result: outcome.result, outputs: { changed: String(outcome.changed) }, failure: outcome.failure };
}

describe.each(editions)('raw operations (%s)', (edition) => {
  it('lists dashboards, sources and webhooks with the envelope unwrapped', async () => {
    for (const [operation, name] of [
      ['dashboards.list', 'Checkout'],
      ['sources.list', 'Logs'],
      ['webhooks.list', 'oncall'],
      ['alerts.list', 'Checkout errors'],
    ] as const) {
      const run = await runAction({ ...creds(edition), operation });
      expect(run.code, run.stdout).toBe(0);
      expect(Array.isArray(run.result)).toBe(true);
      expect(asList(run.result).map((d) => d.name)).toContain(name);
      expect(run.outputs.changed).toBe('false');
      expect(run.summary).toContain(operation);
    }
  });

  it('creates, reads, updates and deletes a dashboard and an alert on it', async () => {
    const sources = asList((await engine({ ...creds(edition), operation: 'sources.list' })).result);
    const logs = sources.find((s) => s.name === 'Logs')!;
    const tile = {
      name: 'Errors',
      x: 0,
      y: 0,
      w: 12,
      h: 4,
      config: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count', where: 'SeverityText:error' }] },
    };

    const created = await engine({ ...creds(edition), operation: 'dashboards.create', body: JSON.stringify({ name: 'Raw ops', tiles: [tile] }) });
    expect(created.code, created.failure).toBe(0);
    const dash = created.result as { id: string; tiles: Array<{ id: string }> };
    expect(dash.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.outputs.changed).toBe('true');

    const got = await engine({ ...creds(edition), operation: 'dashboards.get', id: dash.id });
    expect((got.result as { name: string }).name).toBe('Raw ops');

    const webhooks = asList((await engine({ ...creds(edition), operation: 'webhooks.list' })).result);
    const alertBody = {
      source: 'tile',
      dashboardId: dash.id,
      tileId: dash.tiles[0]!.id,
      threshold: 5,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: webhooks[0]!.id },
      name: 'Raw alert',
    };
    const alert = await engine({ ...creds(edition), operation: 'alerts.create', body: JSON.stringify(alertBody) });
    expect(alert.code, alert.failure).toBe(0);
    const alertId = (alert.result as { id: string }).id;
    expect((await engine({ ...creds(edition), operation: 'alerts.get', id: alertId })).result).toMatchObject({ name: 'Raw alert', threshold: 5 });

    const updated = await engine({ ...creds(edition), operation: 'alerts.update', id: alertId, body: JSON.stringify({ ...alertBody, threshold: 9 }) });
    expect(updated.result).toMatchObject({ threshold: 9 });

    const renamed = await engine({
      ...creds(edition),
      operation: 'dashboards.update',
      id: dash.id,
      body: JSON.stringify({ name: 'Raw ops 2', tiles: [{ ...tile, id: dash.tiles[0]!.id }] }),
    });
    expect(renamed.result).toMatchObject({ name: 'Raw ops 2' });

    expect((await engine({ ...creds(edition), operation: 'alerts.delete', id: alertId })).code).toBe(0);
    expect((await engine({ ...creds(edition), operation: 'dashboards.delete', id: dash.id })).code).toBe(0);
    const gone = await engine({ ...creds(edition), operation: 'alerts.get', id: alertId });
    expect(gone.code).toBe(1);
    expect(gone.failure).toMatch(/404/);
  });

  it('reads a YAML body-file and sends nothing in a dry run', async () => {
    const file = await tempFile('name: From YAML\ntiles: []\n', 'dash.yml');
    const dry = await runAction({ ...creds(edition), operation: 'dashboards.create', 'body-file': file, 'dry-run': 'true' }, IN_WORKSPACE);
    expect(dry.code, dry.stdout).toBe(0);
    expect(dry.result).toMatchObject({ dryRun: true, body: { name: 'From YAML' } });
    expect(dry.outputs.changed).toBe('true');
    expect(apiWrites(emu)).toHaveLength(0);
  });

  it('fails with a clear message and sends nothing for bad input', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ operation: 'dashboards.get' }, /Input `id` is required/],
      [{ operation: 'alerts.create', body: '[1]' }, /must be a JSON object/],
      [{ operation: 'alerts.create' }, /needs a request body/],
      [{ operation: 'dashboards.remove' }, /Unknown operation `dashboards.remove`/],
      [{ operation: 'sources.list', 'timeout-seconds': 'soon' }, /`timeout-seconds` must be a number/],
      // A bad reporting input itself: the failure is still summarised, with default reporting.
      [{ operation: 'sources.list', summary: 'sometimes' }, /`summary` must be `true` or `false`/],
    ];
    for (const [inputs, message] of cases) {
      emu.clearLog();
      const run = await runAction({ ...creds(edition), ...inputs });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(message);
      expect(emu.log).toHaveLength(0);
      expect(run.summary).toMatch(/nothing was sent/);
    }
  });
});

describe('edition boundaries', () => {
  it('refuses operations an edition lacks before any request', async () => {
    const charts = await runAction({ ...creds('managed'), operation: 'charts.series', body: '{}' });
    expect(charts.code).toBe(1);
    expect(charts.stdout).toMatch(/not available on the managed edition/);
    const keys = await runAction({ ...creds('self-hosted'), operation: 'keys.list' });
    expect(keys.code).toBe(1);
    expect(keys.stdout).toMatch(/Team Settings/);
    expect(emu.log).toHaveLength(0);
  });

  it('names the missing credentials and where to find them', async () => {
    const self = await runAction({ operation: 'dashboards.list', 'base-url': emu.url });
    expect(self.stdout).toMatch(/`api-key` is required.*Personal API Access Key/);
    const managed = await runAction({ operation: 'dashboards.list', edition: 'managed', 'base-url': emu.url, 'key-id': 'x' });
    expect(managed.stdout).toMatch(/`key-secret`, `organization-id`, `service-id` required/);
    expect(emu.log).toHaveLength(0);
  });

  it('explains a 401: the ingestion key is not the API key', async () => {
    const run = await runAction({ operation: 'dashboards.list', 'base-url': emu.url, 'api-key': emu.selfHosted.ingestionKey });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/401: Unauthorized/);
    expect(run.stdout).toMatch(/Personal API Access Key.*Ingestion API Key is refused/);
  });

  it('runs a chart series query on self-hosted and coerces nothing away', async () => {
    const sources = asList((await runAction({ ...creds('self-hosted'), operation: 'sources.list' })).result);
    const logs = sources.find((s) => s.name === 'Logs')!;
    const now = Date.now();
    const body = {
      series: [{ sourceId: logs.id, aggFn: 'count', where: 'SeverityText:error', groupBy: [] }],
      startTime: now - 15 * 60_000,
      endTime: now,
      granularity: '1m',
    };
    const run = await runAction({ ...creds('self-hosted'), operation: 'charts.series', body: JSON.stringify(body) });
    expect(run.code, run.stdout).toBe(0);
    const rows = asList(run.result);
    expect(rows.length).toBeGreaterThan(0);
    expect(typeof rows[0]!['series_0.data']).toBe('string'); // 64-bit counts arrive as strings
  });
});

describe('keys (managed)', () => {
  it('lists keys and marks the one in use', async () => {
    const run = await runAction({ ...creds('managed'), operation: 'keys.list' });
    expect(run.code, run.stdout).toBe(0);
    const keys = asList(run.result);
    expect(keys.find((k) => k.name === 'ci-pipeline')?.keySuffix).toBe(emu.managed.keyId.slice(-4));
    expect(run.summary).toMatch(/In use/);
  });

  it('never deletes the key in use, nor a suffix twin, and sends no DELETE', async () => {
    const keys = asList((await runAction({ ...creds('managed'), operation: 'keys.list' })).result);
    for (const name of ['ci-pipeline', 'ci-pipeline-old']) {
      emu.clearLog();
      const key = keys.find((k) => k.name === name)!;
      const run = await runAction({ ...creds('managed'), operation: 'keys.delete', id: String(key.id) });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/Refusing to delete key/);
      expect(emu.log.filter((e) => e.method === 'DELETE')).toHaveLength(0);
    }
  });

  it('reports a 400 on the DELETE as the server refusing, sends it once and keeps the key', async () => {
    const keys = asList((await runAction({ ...creds('managed'), operation: 'keys.list' })).result);
    const key = keys.find((k) => k.name === 'grafana-reader')!;
    const route = `DELETE /v1/organizations/${emu.managed.organizationId}/keys/${String(key.id)}`;
    emu.faults.add({ route, kind: 'status', status: 400 });
    try {
      emu.clearLog();
      const run = await runAction({ ...creds('managed'), operation: 'keys.delete', id: String(key.id) });
      expect(run.code).toBe(1);
      const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
      expect(error).toMatch(/The server refused to delete key grafana-reader \(400: .+\)\. A key cannot delete itself: run this with another key\./);
      expect(run.summary).toMatch(/The server refused to delete key grafana-reader/);
      expect(apiWrites(emu).map((e) => `${e.method} ${e.path}`)).toEqual([route]);
      expect(emu.state.keys.some((k) => k.id === key.id)).toBe(true);
    } finally {
      emu.faults.clear();
    }
  });

  it('deletes another key', async () => {
    const keys = asList((await runAction({ ...creds('managed'), operation: 'keys.list' })).result);
    const key = keys.find((k) => k.name === 'temp-debug')!;
    const run = await runAction({ ...creds('managed'), operation: 'keys.delete', id: String(key.id) });
    expect(run.code, run.stdout).toBe(0);
    expect(emu.state.keys.find((k) => k.id === key.id)).toBeUndefined();
  });
});

describe('secrets', () => {
  it('masks every credential and never prints one', async () => {
    const basic = basicCredential(emu.managed.keyId, emu.managed.keySecret);
    const given: Record<Edition, string[]> = { 'self-hosted': [emu.selfHosted.apiKey], managed: [emu.managed.keySecret, basic] };
    for (const edition of editions) {
      const run = await runAction({ ...creds(edition), operation: 'dashboards.list' });
      expect(run.code, run.stdout).toBe(0);
      expectMasked(run, given[edition], edition);
      expectNoSecrets(run, [emu.selfHosted.apiKey, emu.managed.keySecret, basic], {}, edition);
    }
  });
});

describe('each operation reads only its own inputs', () => {
  // Inputs of other operations, each invalid for the operation that reads it.
  const foreign = {
    'stale-after-days': 'soon',
    mode: 'erase',
    'max-deletions': '-3',
    'fail-on': 'never',
    prune: 'maybe',
    concurrency: '0',
    'expect-plan': 'x',
  };

  it('a bad input of another operation never fails dashboards.list (bundled action)', async () => {
    const run = await runAction({ ...creds('self-hosted'), operation: 'dashboards.list', ...foreign });
    expect(run.code, run.stdout).toBe(0);
    expect(asList(run.result).map((d) => d.name)).toContain('Checkout');
  });

  it('the operation that reads it refuses it, naming the input, before any request', async () => {
    const run = await runAction({ ...creds('managed'), operation: 'keys.prune', 'stale-after-days': 'soon' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Input `stale-after-days` must be a number/);
    expect(emu.log.filter((l) => l.edition !== 'admin')).toEqual([]);
  });
});
