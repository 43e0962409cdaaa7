import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { call, selfHosted } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

describe('self-hosted auth and envelopes', () => {
  it('answers the auth probe and 401s in plain text for missing, lowercase, ingestion and wrong keys', async () => {
    emu = await startEmulator();
    const probe = await selfHosted(emu).get('');
    expect(probe.status).toBe(200);
    expect(probe.json.version).toBe('v2');
    expect(probe.json.user.accessKey).toBe(emu.selfHosted.apiKey);

    const attempts = [
      await call(`${emu.url}/api/v2/alerts`),
      await call(`${emu.url}/api/v2/alerts`, { headers: { authorization: `bearer ${emu.selfHosted.apiKey}` } }),
      await selfHosted(emu, emu.selfHosted.ingestionKey).get('/alerts'),
      await selfHosted(emu, 'not-a-key').get('/dashboards'),
    ];
    for (const a of attempts) {
      expect(a.status).toBe(401);
      expect(a.text).toBe('Unauthorized');
      expect(a.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('lists demo content in {data} envelopes with the per-router 404 shapes', async () => {
    emu = await startEmulator();
    const api = selfHosted(emu);
    const dashboards = await api.get('/dashboards');
    expect(dashboards.json.data.map((d: { name: string }) => d.name)).toEqual(['Payments', 'Checkout']); // name DESC
    expect(dashboards.json.meta).toBeUndefined();
    const sources = await api.get('/sources');
    expect(sources.json.data.map((s: { kind: string }) => s.kind)).toEqual(['log', 'trace', 'metric']);
    const webhooks = await api.get('/webhooks');
    expect(webhooks.json.data[1]).not.toHaveProperty('headers');
    expect(webhooks.json.data[0].url).toBe('https://hooks.slack.com/services/T000/B000/XXX');

    const missing = '0123456789abcdef01234567';
    expect((await api.get(`/alerts/${missing}`)).json).toEqual({ message: 'Alert not found' });
    const dash404 = await api.get(`/dashboards/${missing}`);
    expect([dash404.status, dash404.text]).toEqual([404, 'Not Found']);
    expect((await api.get(`/sources/${missing}`)).json).toEqual({ message: 'Source not found' });
    expect((await api.get('/alerts/nope')).json).toEqual({ message: 'Params validation failed: id: Invalid ObjectId' });
    const noRoute = await api.get(`/webhooks/${missing}`); // no GET webhook by id
    expect(noRoute.status).toBe(404);
    expect(noRoute.text).toContain(`Cannot GET /api/v2/webhooks/${missing}`);
    expect((await api.del(`/dashboards/${missing}`)).json).toEqual({}); // 200 even when unknown
    expect((await api.del(`/alerts/${missing}`)).status).toBe(404);
  });

  it('answers 401 before any 404 under every mounted router, and Express 404 elsewhere (v2/index.ts order)', async () => {
    emu = await startEmulator();
    // Below a mounted router, auth runs before routing: no key is 401 whatever the method or path.
    for (const [method, path] of [
      ['POST', '/search'],
      ['GET', '/search'],
      ['GET', '/search/x/y'],
      ['GET', '/team/members'],
      ['DELETE', '/team/invitation/nope'],
      ['PATCH', '/connections'],
      ['GET', '/charts/nope'],
      ['GET', '/sources/a/b/c'],
    ] as const) {
      const res = await call(`${emu.url}/api/v2${path}`, { method });
      expect([method, path, res.status, res.text]).toEqual([method, path, 401, 'Unauthorized']);
    }
    // Outside them, and non-GET on the probe, there is no route at all: 404 even without a key.
    for (const [method, path] of [
      ['GET', '/nope'],
      ['POST', ''],
    ] as const) {
      const res = await call(`${emu.url}/api/v2${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.text).toContain(`Cannot ${method} /api/v2${path}`);
    }
    // With a key, an unrouted path under a router is Express's 404.
    const api = selfHosted(emu);
    expect((await api.get('/search')).text).toContain('Cannot GET /api/v2/search');
    expect((await api.get('/team/nope')).text).toContain('Cannot GET /api/v2/team/nope');
  });

  it('rejects invalid JSON before auth', async () => {
    emu = await startEmulator();
    const res = await call(`${emu.url}/api/v2/alerts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect([res.status, res.json]).toEqual([400, { message: 'Invalid JSON payload' }]);
  });
});

describe('self-hosted pagination', () => {
  it('paginates alerts with meta and X-Total-Count, validates limit/offset', async () => {
    emu = await startEmulator();
    const team = emu.state.selfHosted;
    const tile = team.dashboards.find((d) => d.name === 'Checkout')!;
    for (let i = 0; i < 1200; i++) team.addAlert({ dashboardId: tile.id, tileId: tile.tiles[0]!.id, name: `bulk ${i}` });
    const api = selfHosted(emu);
    const first = await api.get('/alerts');
    expect(first.json.data).toHaveLength(1000);
    expect(first.json.meta).toEqual({ total: 1202, limit: 1000, offset: 0 });
    expect(first.headers.get('x-total-count')).toBe('1202');
    const page = await api.get('/alerts?limit=5&offset=1000');
    expect(page.json.data.map((a: { name: string }) => a.name)).toEqual(['bulk 998', 'bulk 999', 'bulk 1000', 'bulk 1001', 'bulk 1002']);
    expect((await api.get('/alerts?offset=5000')).json).toEqual({ data: [], meta: { total: 1202, limit: 1000, offset: 5000 } });
    for (const [q, msg] of [
      ['limit=0', 'limit: Number must be greater than or equal to 1'],
      ['limit=5000', 'limit: Number must be less than or equal to 1000'],
      ['limit=1.5', 'limit: Expected integer, received float'],
      ['limit=abc', 'limit: Expected number, received nan'],
      ['offset=-1', 'offset: Number must be greater than or equal to 0'],
    ]) {
      const bad = await api.get(`/alerts?${q}`);
      expect([bad.status, bad.json.message]).toEqual([400, `Query validation failed: ${msg}`]);
    }
  });

  it('legacyNoMeta returns whole lists without meta', async () => {
    emu = await startEmulator({ selfHosted: { legacyNoMeta: true } });
    const res = await selfHosted(emu).get('/webhooks?limit=1');
    expect(res.json.data).toHaveLength(2);
    expect(res.json.meta).toBeUndefined();
    expect(res.headers.get('x-total-count')).toBeNull();
  });
});

describe('self-hosted before api 2.36 (legacyChannel)', () => {
  it('keeps one channel: drops `channels`, requires `channel`, answers without `channels`', async () => {
    emu = await startEmulator({ selfHosted: { legacyChannel: true } });
    const api = selfHosted(emu);
    const team = emu.state.selfHosted;
    const [oncall, ops] = team.webhooks.map((w) => w.id) as [string, string];
    const tile = team.dashboards
      .flatMap((d) => d.tiles.map((t) => ({ dashboardId: d.id, tileId: t.id, type: (t.config as { displayType?: string }).displayType })))
      .find((t) => t.type === 'line')!;
    const base = { source: 'tile', dashboardId: tile.dashboardId, tileId: tile.tileId, threshold: 1, thresholdType: 'above', interval: '5m' };
    const hook = (id: string) => ({ type: 'webhook', webhookId: id });
    const onlyList = await api.post('/alerts', { ...base, channels: [hook(oncall)] });
    expect(onlyList.status).toBe(400);
    expect(onlyList.json.message).toMatch(/channel/);
    const both = await api.post('/alerts', { ...base, channel: hook(oncall), channels: [hook(oncall), hook(ops)] });
    expect(both.status).toBe(200);
    expect(both.json.data.channel).toEqual(hook(oncall));
    expect(both.json.data).not.toHaveProperty('channels');
    expect((await api.get('/alerts')).json.data.every((a: Record<string, unknown>) => !('channels' in a))).toBe(true);
  });
});

describe('self-hosted rate limit', () => {
  it('counts per token before auth, sends RateLimit-* headers and a text 429 with Retry-After', async () => {
    let clock = 1_700_000_000_000;
    emu = await startEmulator({ now: () => clock, selfHosted: { rateLimit: { max: 3, windowMs: 60_000 } } });
    const api = selfHosted(emu);
    const a = await api.get('/alerts');
    expect([a.headers.get('ratelimit-limit'), a.headers.get('ratelimit-remaining'), a.headers.get('ratelimit-reset')]).toEqual(['3', '2', '60']);
    clock += 15_500;
    const b = await api.get('/sources');
    expect([b.headers.get('ratelimit-remaining'), b.headers.get('ratelimit-reset')]).toEqual(['1', '45']);
    await api.get('/');
    expect((await api.get('')).headers.get('ratelimit-limit')).toBeNull(); // GET /api/v2 is not limited
    await api.get('/webhooks');
    const limited = await api.get('/webhooks');
    expect(limited.status).toBe(429);
    expect(limited.text).toBe('Too many requests, please try again later.');
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(limited.headers.get('retry-after')).toBe('60');
    // A bad key has its own bucket, consumed even though it fails auth.
    const bad = selfHosted(emu, 'wrong');
    for (let i = 0; i < 3; i++) expect((await bad.get('/alerts')).status).toBe(401);
    expect((await bad.get('/alerts')).status).toBe(429);
    clock += 60_000;
    expect((await api.get('/alerts')).status).toBe(200);
  });
});

describe('self-hosted connections the external schema refuses', () => {
  it('are skipped from the list and counted in meta, and a read by id is a 500', async () => {
    emu = await startEmulator({ seed: 'empty' });
    const good = emu.state.selfHosted.addConnection({ name: 'good' });
    const bad = emu.state.selfHosted.addConnection({ name: 'legacy', hyperdxSettingPrefix: 'not-valid!' });
    const api = selfHosted(emu);
    const list = await api.get('/connections');
    expect(list.json).toEqual({ data: [expect.objectContaining({ id: good.id })], meta: { skipped: 1, skippedIds: [bad.id] } });
    expect((await api.get(`/connections/${bad.id}`)).status).toBe(500);
  });
});
