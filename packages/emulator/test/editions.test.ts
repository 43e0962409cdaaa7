import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { managed, selfHosted } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

describe('shared resources across editions', () => {
  it('serves the same dashboard semantics with each edition’s error shape', async () => {
    emu = await startEmulator();
    const missing = 'ffffffffffffffffffffffff';
    const sh = await selfHosted(emu).get(`/dashboards/${missing}`);
    expect([sh.status, sh.text]).toEqual([404, 'Not Found']);
    const mg = managed(emu);
    const cloud = await mg.get(`${mg.stack}/dashboards/${missing}`);
    expect(cloud.json).toMatchObject({ status: 404, error: 'NOT_FOUND: Dashboard not found' });
    const bad = await mg.get(`${mg.stack}/dashboards/nope`);
    expect(bad.json.error).toBe('BAD_REQUEST: Params validation failed: id: Invalid ObjectId');
    // Each service is its own team: self-hosted ids are unknown there.
    const shAlert = emu.state.selfHosted.alerts[0]!.id;
    expect((await mg.get(`${mg.stack}/alerts/${shAlert}`)).status).toBe(404);
    const del = await mg.del(`${mg.stack}/dashboards/${emu.state.services[emu.managed.serviceId]!.dashboards[0]!.id}`);
    expect(del.json).toEqual({ status: 200, requestId: expect.any(String) });
  });

  it('honours limit/offset on managed lists only when asked to', async () => {
    emu = await startEmulator({ managed: { paginate: true } });
    const mg = managed(emu);
    const page = await mg.get(`${mg.stack}/webhooks?limit=1&offset=1`);
    expect(page.json.result.map((w: { name: string }) => w.name)).toEqual(['ops-generic']);
    expect((await mg.get(`${mg.stack}/webhooks?limit=0`)).json.error).toBe(
      'BAD_REQUEST: Query validation failed: limit: Number must be greater than or equal to 1',
    );
  });

  it('starts empty with working credentials', async () => {
    emu = await startEmulator({ seed: 'empty' });
    expect((await selfHosted(emu).get('/dashboards')).json).toEqual({ data: [] });
    const mg = managed(emu);
    const keys = await mg.get(`${mg.org}/keys`);
    expect(keys.json.result.map((k: { name: string }) => k.name)).toEqual(['ci-pipeline']);
  });
});

describe('saved searches, webhooks and charts', () => {
  it('replaces saved-search alerts on PUT (omitted groupBy is cleared and no longer read back) and cascades deletes', async () => {
    emu = await startEmulator();
    const api = selfHosted(emu);
    const team = emu.state.selfHosted;
    const search = (await api.post('/saved-searches', { name: 'errors', sourceId: team.sources[0]!.id, where: 'level:error' })).json.data;
    expect(search).toMatchObject({ select: '', whereLanguage: 'lucene', tags: [], teamId: team.id });
    const body = {
      source: 'saved_search',
      savedSearchId: search.id,
      groupBy: 'ServiceName',
      threshold: 1,
      thresholdType: 'above',
      interval: '1m',
      channels: [{ type: 'webhook', webhookId: team.webhooks[1]!.id }],
    };
    const alert = (await api.post('/alerts', body)).json.data;
    expect(alert.groupBy).toBe('ServiceName');
    const { groupBy: _g, ...rest } = body;
    // Upstream stores null and its mapper turns a null groupBy into an absent field.
    expect((await api.put(`/alerts/${alert.id}`, rest)).json.data).not.toHaveProperty('groupBy');
    expect(team.alerts.find((a) => a.id === alert.id)!.groupBy).toBeNull();
    expect((await api.del(`/saved-searches/${search.id}`)).json).toEqual({});
    expect(team.alerts.some((a) => a.id === alert.id)).toBe(false);
  });

  it('validates webhooks like the server (slack host, private targets, unique name) and hides headers', async () => {
    emu = await startEmulator();
    const api = selfHosted(emu);
    expect((await api.post('/webhooks', { name: 'x', service: 'slack', url: 'https://example.com/hook' })).json.message).toBe(
      "Slack Webhook URL https://example.com/hook does not have hostname that ends in 'slack.com'",
    );
    expect((await api.post('/webhooks', { name: 'x', service: 'generic', url: 'http://127.0.0.1:9/hook' })).status).toBe(400);
    expect((await api.post('/webhooks', { name: 'oncall', service: 'slack', url: 'https://hooks.slack.com/x' })).json.message).toBe(
      'A webhook with this service and name already exists',
    );
    const created = await api.post('/webhooks', { name: 'pager', service: 'generic', url: 'https://pager.example.com', headers: { 'X-Token': 's3cret' } });
    expect(created.status).toBe(200);
    expect(created.text).not.toContain('s3cret');
    expect(emu.state.selfHosted.webhooks.at(-1)!.headers).toEqual({ 'X-Token': 's3cret' });
  });

  it('routes charts/series to the series engine behind limiter and auth', async () => {
    emu = await startEmulator();
    const now = Date.now();
    const logs = emu.state.selfHosted.sources[0]!;
    const body = {
      series: [{ sourceId: logs.id, aggFn: 'count', where: '', groupBy: [] }],
      startTime: now - 3_600_000,
      endTime: now,
      granularity: '5m',
    };
    const res = await selfHosted(emu).post('/charts/series', body);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.data)).toBe(true);
    expect(res.headers.get('ratelimit-limit')).toBe('100');
    expect((await selfHosted(emu, 'bad').post('/charts/series', body)).status).toBe(401);
    expect((await selfHosted(emu).get('/charts/series')).status).toBe(404);
  });
});
