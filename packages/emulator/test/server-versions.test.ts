// Today's servers (`serverVersion: 'latest'`, the default) beside api 2.36 (`'2.36'`): what each
// stores, derives and answers, route by route — inline alerts, alert display names and tags,
// silences, webhook validation, static list filters, variable saved filter values, line
// interpolation; on managed several channels, `30s` and anomaly detection; and who changed what.
// What each version accepts or refuses body by body: contract-bodies.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type ServerVersion } from '../src/index.ts';
import { EmulatorUsageError, parseEmulatorArgs } from '../src/options.ts';
import { parseSeed } from '../src/seed/file.ts';
import { managed, selfHosted } from './http.ts';

let emu: Emulator;
afterEach(() => emu.close());

/** An emulator on a clock the test moves, so `updatedAt` and silences can be told apart. */
async function start(serverVersion?: ServerVersion): Promise<{ tick: (ms?: number) => void }> {
  let now = Date.parse('2026-11-20T10:00:00.000Z');
  emu = await startEmulator({ serverVersion, now: () => now, selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  return { tick: (ms = 60_000) => void (now += ms) };
}

const team = () => emu.state.selfHosted;
const logs = () => team().sources.find((s) => s.name === 'Logs')!;
const checkout = () => team().dashboards.find((d) => d.name === 'Checkout')!;
const oncall = () => team().webhooks.find((w) => w.name === 'oncall')!;
const tileAlert = (extra: Record<string, unknown> = {}) => ({
  source: 'tile',
  dashboardId: checkout().id,
  tileId: checkout().tiles[0]!.id,
  threshold: 10,
  thresholdType: 'above',
  interval: '5m',
  channel: { type: 'webhook', webhookId: oncall().id },
  ...extra,
});
const inlineAlert = (extra: Record<string, unknown> = {}) => ({
  source: 'inline',
  chartConfig: { displayType: 'line', sourceId: logs().id, select: [{ aggFn: 'count', where: 'SeverityText:error' }], groupBy: 'ServiceName' },
  threshold: 10,
  thresholdType: 'above',
  interval: '5m',
  channel: { type: 'webhook', webhookId: oncall().id },
  ...extra,
});

describe('the server version', () => {
  it('is today’s unless the option or the seed names 2.36; the option wins', async () => {
    await start();
    expect(emu.serverVersion).toBe('latest');
    await emu.close();
    const doc = parseSeed('seed.yml', 'version: 1\nserverVersion: "2.36"\n');
    emu = await startEmulator({ seed: doc });
    expect(emu.serverVersion).toBe('2.36');
    await emu.close();
    emu = await startEmulator({ seed: doc, serverVersion: 'latest' });
    expect(emu.serverVersion).toBe('latest');
  });

  it('comes from --server-version or EMULATOR_SERVER_VERSION (the flag wins), and nothing else', () => {
    expect(parseEmulatorArgs([], {}).options.serverVersion).toBeUndefined();
    expect(parseEmulatorArgs(['--server-version', '2.36'], { EMULATOR_SERVER_VERSION: 'latest' }).options.serverVersion).toBe('2.36');
    expect(parseEmulatorArgs([], { EMULATOR_SERVER_VERSION: '2.36' }).options.serverVersion).toBe('2.36');
    expect(() => parseEmulatorArgs(['--server-version', '2.37'], {})).toThrow(EmulatorUsageError);
    expect(() => parseEmulatorArgs([], { EMULATOR_SERVER_VERSION: 'august' })).toThrow(/EMULATOR_SERVER_VERSION: expected latest or 2\.36, got august/);
  });
});

describe('alert displayName and tags (today’s self-hosted)', () => {
  it('stores what a write gives, and what a write omits is derived again — never the previous value', async () => {
    await start();
    const api = selfHosted(emu);
    const created = (await api.post('/alerts', tileAlert({ displayName: 'Checkout error spike', tags: ['checkout', 'p1'] }))).json.data;
    expect([created.displayName, created.tags]).toEqual(['Checkout error spike', ['checkout', 'p1']]);
    const got = (await api.get(`/alerts/${created.id}`)).json.data;
    expect([got.displayName, got.tags]).toEqual(['Checkout error spike', ['checkout', 'p1']]);
    // A threshold change that omits them: the server writes the dashboard tile's name and tags (hyperdx #3065).
    const updated = (await api.put(`/alerts/${created.id}`, tileAlert({ threshold: 20 }))).json.data;
    expect([updated.displayName, updated.tags]).toEqual(['Checkout Error count', ['checkout']]);
    const record = team().alerts.find((a) => a.id === created.id)!;
    expect([record.displayName, record.tags]).toEqual(['Checkout Error count', ['checkout']]);
  });

  it('derives a saved search alert’s from the search, and a blank display name is none', async () => {
    await start();
    const api = selfHosted(emu);
    const search = (await api.post('/saved-searches', { name: 'Payment errors', sourceId: logs().id, where: 'level:error', tags: ['payments'] })).json.data;
    const body = { ...tileAlert({ displayName: '  ' }), source: 'saved_search', savedSearchId: search.id, dashboardId: undefined, tileId: undefined };
    const created = (await api.post('/alerts', body)).json.data;
    expect([created.displayName, created.tags]).toEqual(['Payment errors', ['payments']]);
    // An alert stored before the feature (no stored value) is answered a derived one, in the list too.
    const old = team().addAlert({ source: 'tile', dashboardId: checkout().id, tileId: checkout().tiles[1]!.id });
    const listed = (await api.get('/alerts')).json.data.find((a: { id: string }) => a.id === old.id);
    expect([listed.displayName, listed.tags]).toEqual(['Checkout p95 latency', ['checkout']]);
  });

  it('are neither taken nor answered by 2.36', async () => {
    await start('2.36');
    const api = selfHosted(emu);
    const created = (await api.post('/alerts', tileAlert({ displayName: 'x', tags: ['y'] }))).json.data;
    expect(created).not.toHaveProperty('displayName');
    expect(created).not.toHaveProperty('tags');
    expect(team().alerts.find((a) => a.id === created.id)).not.toHaveProperty('displayName');
  });
});

describe('inline alerts (today’s self-hosted)', () => {
  it('answer their chart on POST, PUT and GET by id, not in the list, in the dashboards’ read dialect', async () => {
    await start();
    const api = selfHosted(emu);
    const created = await api.post('/alerts', inlineAlert());
    expect(created.status, created.text).toBe(200);
    const a = created.json.data;
    expect(a).toMatchObject({ source: 'inline', displayName: 'Logs', tags: [] });
    for (const key of ['dashboardId', 'tileId', 'savedSearchId', 'groupBy']) expect(a).not.toHaveProperty(key);
    // The read path fills what a tile's read fills (fillNulls, asRatio, the select's where language).
    expect(a.chartConfig).toEqual({
      displayType: 'line',
      sourceId: logs().id,
      asRatio: false,
      fillNulls: true,
      groupBy: 'ServiceName',
      select: [{ aggFn: 'count', valueExpression: '', where: 'SeverityText:error', whereLanguage: 'lucene' }],
    });
    expect((await api.get(`/alerts/${a.id}`)).json.data.chartConfig).toEqual(a.chartConfig);
    const listed = (await api.get('/alerts')).json.data.find((x: { id: string }) => x.id === a.id);
    expect(listed).not.toHaveProperty('chartConfig');
    const put = (await api.put(`/alerts/${a.id}`, inlineAlert({ threshold: 3 }))).json.data;
    expect([put.threshold, put.chartConfig]).toEqual([3, a.chartConfig]);
  });

  it('lose their chart when the source changes away from inline', async () => {
    await start();
    const api = selfHosted(emu);
    const a = (await api.post('/alerts', inlineAlert())).json.data;
    const moved = (await api.put(`/alerts/${a.id}`, tileAlert())).json.data;
    expect(moved).toMatchObject({ source: 'tile', tileId: checkout().tiles[0]!.id });
    expect(moved).not.toHaveProperty('chartConfig');
    expect(team().alerts.find((x) => x.id === a.id)).not.toHaveProperty('chartConfig');
  });

  it('take a raw SQL chart on the connection its source reads, and refuse another connection’s source', async () => {
    await start();
    const api = selfHosted(emu);
    const conn = team().connections[0]!;
    const other = team().addConnection({ name: 'Other ClickHouse' });
    const sql = { configType: 'sql', displayType: 'number', connectionId: conn.id, sourceId: logs().id, sqlTemplate: 'SELECT count() FROM logs' };
    expect((await api.post('/alerts', inlineAlert({ chartConfig: sql }))).status).toBe(200);
    const mismatched = await api.post('/alerts', inlineAlert({ chartConfig: { ...sql, connectionId: other.id } }));
    expect([mismatched.status, mismatched.json]).toEqual([400, { message: 'The source does not belong to the specified connection' }]);
  });
});

describe('silences (today’s servers)', () => {
  it('set and clear an alert’s silence, by whom and when, on both editions', async () => {
    const { tick } = await start();
    const api = selfHosted(emu);
    const alert = team().alerts[0]!;
    const until = '2026-11-20T12:00:00.000Z';
    tick();
    const silenced = await api.post(`/alerts/${alert.id}/silenced`, { mutedUntil: until });
    expect(silenced.status, silenced.text).toBe(200);
    expect(silenced.json.data.silenced).toEqual({ by: emu.state.user.id, at: '2026-11-20T10:01:00.000Z', until });
    expect(silenced.json.data.updatedAt).toBe('2026-11-20T10:01:00.000Z');
    const cleared = await api.del(`/alerts/${alert.id}/silenced`);
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('silenced');
    expect(alert.silenced).toBeUndefined();

    const mg = managed(emu);
    const service = emu.state.services[DEMO.serviceId]!;
    const managedAlert = service.alerts[0]!;
    const key = emu.state.keys.find((k) => k.keyId === emu.managed.keyId)!;
    const res = await mg.post(`${mg.stack}/alerts/${managedAlert.id}/silenced`, { mutedUntil: '2026-01-01T00:00:00.000Z' });
    expect([res.status, res.json.error]).toEqual([400, 'BAD_REQUEST: Body validation failed: mutedUntil: mutedUntil must be in the future']);
    const ok = await mg.post(`${mg.stack}/alerts/${managedAlert.id}/silenced`, { mutedUntil: until });
    expect(ok.json.result.silenced).toEqual({ by: key.id, at: '2026-11-20T10:01:00.000Z', until });
    expect((await mg.del(`${mg.stack}/alerts/${managedAlert.id}/silenced`)).json.result).not.toHaveProperty('silenced');
  });

  it('are no route of 2.36 (Express’s 404, after the key check)', async () => {
    await start('2.36');
    const res = await selfHosted(emu).post(`/alerts/${team().alerts[0]!.id}/silenced`, { mutedUntil: '2026-11-21T00:00:00.000Z' });
    expect(res.status).toBe(404);
    expect(res.text).toContain(`Cannot POST /api/v2/alerts/${team().alerts[0]!.id}/silenced`);
  });
});

describe('webhook validation (today’s servers)', () => {
  it('runs the create’s checks, stores nothing and does not mind a name in use', async () => {
    await start();
    const api = selfHosted(emu);
    const before = team().webhooks.length;
    const body = { name: 'oncall', service: 'slack', url: 'https://hooks.slack.com/services/T1/B1/Z' };
    expect((await api.post('/webhooks/validate', body)).json).toEqual({ valid: true, errors: [] });
    expect((await api.post('/webhooks', body)).json).toEqual({ message: 'A webhook with this service and name already exists' });
    const bad = (await api.post('/webhooks/validate', { ...body, url: 'https://hooks.example.com/x' })).json;
    expect(bad).toEqual({ valid: false, errors: [{ path: '', message: expect.stringContaining('slack.com') }] });
    expect(team().webhooks).toHaveLength(before);
    const mg = managed(emu);
    const result = (await mg.post(`${mg.stack}/webhooks/validate`, { ...body, url: 'http://127.0.0.1/hook' })).json.result;
    expect(result).toMatchObject({ valid: false, errors: [{ path: '' }] });
  });
});

describe('dashboards (today’s self-hosted)', () => {
  it('keep STATIC_LIST filters and variable saved filter values through GET → PUT, and tiles’ lineInterpolation', async () => {
    await start();
    const api = selfHosted(emu);
    const body = {
      name: 'Today',
      tiles: [
        {
          name: 'Errors',
          x: 0,
          y: 0,
          w: 6,
          h: 3,
          config: { displayType: 'line', sourceId: logs().id, select: [{ aggFn: 'count' }], lineInterpolation: 'step' },
        },
      ],
      filters: [
        { type: 'STATIC_LIST', name: 'Environment', values: ['prod', 'staging'], variableName: 'env' },
        { type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId: logs().id, isVariableEnabled: true, variableName: 'svc' },
      ],
      savedFilterValues: [
        { type: 'sql', condition: "Env IN ('prod')" },
        { type: 'variable', name: 'svc', values: ['checkout'] },
      ],
    };
    const created = await api.post('/dashboards', body);
    expect(created.status, created.text).toBe(200);
    const d = created.json.data;
    expect(d.filters[0]).toEqual({ ...body.filters[0], id: expect.any(String) });
    expect(d.savedFilterValues).toEqual(body.savedFilterValues);
    expect(d.tiles[0].config.lineInterpolation).toBe('step');
    // Upstream's own regression (hyperdx #2963): a dashboard is updatable by echoing its own GET.
    const fetched = (await api.get(`/dashboards/${d.id}`)).json.data;
    const echoed = await api.put(`/dashboards/${d.id}`, fetched);
    expect(echoed.status, echoed.text).toBe(200);
    expect(echoed.json.data).toEqual(fetched);
  });

  it('2.36 drops lineInterpolation, which it does not know', async () => {
    await start('2.36');
    const api = selfHosted(emu);
    const tile = {
      name: 'E',
      x: 0,
      y: 0,
      w: 6,
      h: 3,
      config: { displayType: 'line', sourceId: logs().id, select: [{ aggFn: 'count' }], lineInterpolation: 'step' },
    };
    const d = (await api.post('/dashboards', { name: 'August', tiles: [tile] })).json.data;
    expect(d.tiles[0].config).not.toHaveProperty('lineInterpolation');
  });
});

describe('managed alerts (today’s Cloud)', () => {
  it('hold several channels, and take the 30s interval', async () => {
    await start();
    const mg = managed(emu);
    const service = emu.state.services[DEMO.serviceId]!;
    const d = service.dashboards.find((x) => x.name === 'Checkout')!;
    const hook = service.webhooks.find((w) => w.name === 'oncall')!;
    const channel = { type: 'webhook', webhookId: hook.id, severity: 'critical' };
    const email = { type: 'email', emailRecipients: ['oncall@example.com'] };
    const body = {
      source: 'tile',
      dashboardId: d.id,
      tileId: d.tiles[0]!.id,
      threshold: 1,
      thresholdType: 'above',
      interval: '30s',
      channel,
      channels: [channel, email],
    };
    const res = await mg.post(`${mg.stack}/alerts`, body);
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({ interval: '30s', channel, channels: [channel, email], detectionMode: 'threshold' });
  });

  it('keep an anomaly alert’s mode only when a write states it: one that omits it is a threshold alert again (terraform-provider-clickhouse #715)', async () => {
    await start();
    const mg = managed(emu);
    const service = emu.state.services[DEMO.serviceId]!;
    const alert = service.alerts[0]!;
    const body = {
      source: 'tile',
      dashboardId: alert.dashboardId,
      tileId: alert.tileId,
      threshold: 10,
      thresholdType: 'above',
      interval: '5m',
      channel: alert.channels[0],
    };
    const tuning = {
      bucketSizeSeconds: 300,
      zScoreThreshold: 3,
      condition: 'above',
      minAbsoluteDelta: 5,
      nonNegative: true,
      maxSeries: 20,
      baselineLookbackMinutes: 1440,
    };
    const anomaly = await mg.put(`${mg.stack}/alerts/${alert.id}`, { ...body, detectionMode: 'anomaly', anomalyConfig: tuning });
    expect(anomaly.json.result).toMatchObject({ detectionMode: 'anomaly', anomalyConfig: tuning });
    const again = (await mg.get(`${mg.stack}/alerts/${alert.id}`)).json.result;
    expect(again).toMatchObject({ detectionMode: 'anomaly', anomalyConfig: tuning });
    const reset = (await mg.put(`${mg.stack}/alerts/${alert.id}`, { ...body, threshold: 20 })).json.result;
    expect(reset.detectionMode).toBe('threshold');
    expect(reset).not.toHaveProperty('anomalyConfig');
    expect(alert).not.toHaveProperty('anomalyConfig');
  });

  it('answer neither a detection mode nor a channel list on 2.36', async () => {
    await start('2.36');
    const mg = managed(emu);
    const listed = (await mg.get(`${mg.stack}/alerts`)).json.result;
    expect(listed[0]).not.toHaveProperty('detectionMode');
    expect(listed[0]).not.toHaveProperty('channels');
  });
});

describe('who changed what, and when', () => {
  it('records the author of an alert and of a saved search, and the last editor of a saved search, answering neither (as the v2 mappers do)', async () => {
    const { tick } = await start();
    const alice = emu.state.user;
    const bob = emu.state.addUser({ accessKey: 'b0b00000-2222-4333-8444-555555555555', name: 'Bob' });
    const asAlice = selfHosted(emu);
    const asBob = selfHosted(emu, bob.accessKey);

    const alert = (await asAlice.post('/alerts', tileAlert())).json.data;
    tick();
    const edited = (await asBob.put(`/alerts/${alert.id}`, tileAlert({ threshold: 99 }))).json.data;
    expect([edited.createdAt, edited.updatedAt]).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-20T10:01:00.000Z']);
    const alertRecord = team().alerts.find((a) => a.id === alert.id)!;
    expect(alertRecord.createdBy).toBe(alice.id);
    expect(alertRecord).not.toHaveProperty('updatedBy'); // the alert model has none
    for (const answer of [alert, edited]) for (const key of ['createdBy', 'updatedBy']) expect(answer).not.toHaveProperty(key);

    const search = (await asAlice.post('/saved-searches', { name: 'Errors', sourceId: logs().id })).json.data;
    tick();
    const renamed = (await asBob.put(`/saved-searches/${search.id}`, { name: 'All errors', sourceId: logs().id })).json.data;
    expect(renamed.updatedAt).toBe('2026-11-20T10:02:00.000Z');
    expect(team().savedSearches.find((s) => s.id === search.id)).toMatchObject({ createdBy: alice.id, updatedBy: bob.id });
    for (const key of ['createdBy', 'updatedBy']) expect(renamed).not.toHaveProperty(key);

    // A dashboard's author and editor are the UI's to set: the v2 API's writes leave them unset (and answer no dates).
    const d = (await asBob.post('/dashboards', { name: 'Bob’s', tiles: [] })).json.data;
    expect(team().dashboards.find((x) => x.id === d.id)).not.toHaveProperty('updatedBy');
    expect(d).not.toHaveProperty('updatedAt');
  });

  it('takes further users from a seed (selfHostedUsers) and records a managed write by the key that made it', async () => {
    emu = await startEmulator({
      seed: parseSeed('seed.yml', 'version: 1\nselfHostedUsers:\n  - { accessKey: c4r01000-2222-4333-8444-555555555555, name: Carol }\n'),
    });
    const carol = emu.state.selfHostedTeams[0]!.users[1]!;
    expect(carol).toMatchObject({ name: 'Carol', email: 'carol@example.com' });
    expect((await selfHosted(emu, carol.accessKey).get('/alerts')).status).toBe(200);

    const key = emu.state.addKey({ name: 'ui-colleague', roles: ['developer'] });
    const mg = managed(emu, key.keyId, key.keySecret);
    const source = emu.state.services[DEMO.serviceId]!.addSource({ name: 'Logs', kind: 'log' });
    const res = await mg.post(`${mg.stack}/saved-searches`, { name: 'From the UI', sourceId: source.id });
    expect(res.status, res.text).toBe(200);
    expect(emu.state.services[DEMO.serviceId]!.savedSearches.at(-1)).toMatchObject({ createdBy: key.id, updatedBy: key.id });
  });

  it('refuses a user whose key is already someone’s', async () => {
    await start();
    expect(() => emu.state.addUser({ accessKey: emu.selfHosted.apiKey })).toThrow(/already a user's/);
    expect(() => emu.state.addUser({ accessKey: 'x'.repeat(12), team: 'No such team' })).toThrow(/no self-hosted team/);
  });
});
