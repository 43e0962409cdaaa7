import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { call, managed, selfHosted } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

function alertBody(emu: Emulator) {
  const team = emu.state.selfHosted;
  const checkout = team.dashboards.find((d) => d.name === 'Checkout')!;
  return {
    source: 'tile',
    dashboardId: checkout.id,
    tileId: checkout.tiles[0]!.id,
    threshold: 1,
    thresholdType: 'above',
    interval: '5m',
    channel: { type: 'webhook', webhookId: team.webhooks[0]!.id },
  };
}

describe('fault injection', () => {
  it('reset-after commits the write but never answers; reset-before commits nothing', async () => {
    emu = await startEmulator();
    const api = selfHosted(emu);
    const before = emu.state.selfHosted.alerts.length;
    emu.faults.add({ route: 'POST /api/v2/alerts', kind: 'reset-after', times: 1 });
    await expect(api.post('/alerts', alertBody(emu))).rejects.toThrow();
    expect(emu.state.selfHosted.alerts.length).toBe(before + 1);
    emu.faults.add({ route: /^POST \/api\/v2\/alerts$/, kind: 'reset-before', times: 1 });
    await expect(api.post('/alerts', alertBody(emu))).rejects.toThrow();
    expect(emu.state.selfHosted.alerts.length).toBe(before + 1);
    const ok = await api.post('/alerts', alertBody(emu)); // both rules used up
    expect(ok.status).toBe(200);
    expect(emu.log.filter((e) => e.method === 'POST').map((e) => e.fault ?? e.status)).toEqual(['reset-after', 'reset-before', 200]);
  });

  it('truncate commits and cuts the body in half', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'POST /api/v2/alerts', kind: 'truncate' });
    const before = emu.state.selfHosted.alerts.length;
    await expect(selfHosted(emu).post('/alerts', alertBody(emu))).rejects.toThrow();
    expect(emu.state.selfHosted.alerts.length).toBe(before + 1);
  });

  it('status and rate-limit faults answer in each edition’s shape without processing', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'GET /api/v2/alerts', kind: 'status', status: 503, times: 1 });
    emu.faults.add({ route: 'GET /api/v2/sources', kind: 'rate-limit', times: 1 });
    emu.faults.add({ route: 'GET /v1/', kind: 'status', status: 500, times: 1 });
    emu.faults.add({ route: 'GET /v1/', kind: 'rate-limit', times: 1 });
    const sh = selfHosted(emu);
    expect((await sh.get('/alerts')).json).toEqual({ message: 'Service Unavailable' });
    const limited = await sh.get('/sources');
    expect([limited.status, limited.text, limited.headers.get('retry-after')]).toEqual([429, 'Too many requests, please try again later.', '60']);
    const mg = managed(emu);
    const err = await mg.get(`${mg.org}/keys`);
    expect(err.json).toMatchObject({ status: 500, error: 'INTERNAL_SERVER_ERROR: Internal Server Error' });
    const burst = await mg.get(`${mg.org}/keys`);
    expect([burst.status, burst.text]).toEqual([429, '{"error":"TOO_MANY_REQUESTS"}']);
    expect(Number(burst.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect((await sh.get('/alerts')).status).toBe(200);
  });

  it('answer and gateway-echo do the request, then answer something else: a given body, or a gateway error quoting the real answer', async () => {
    emu = await startEmulator({ seed: 'empty' });
    const mg = managed(emu);
    const inUse = emu.state.keys[0]!;
    const body = { name: 'replayed', roles: ['developer'], ipAccessList: [{ source: '0.0.0.0/0' }] };
    emu.faults.add({
      route: `POST /v1/organizations/${emu.managed.organizationId}/keys`,
      kind: 'answer',
      body: { status: 200, result: { key: { id: inUse.id } } },
      times: 1,
    });
    emu.faults.add({ route: `POST /v1/organizations/${emu.managed.organizationId}/keys`, kind: 'gateway-echo', times: 1 });
    const replayed = await mg.post(`${mg.org}/keys`, body);
    expect([replayed.status, replayed.json]).toEqual([200, { status: 200, result: { key: { id: inUse.id } } }]);
    const echoed = await mg.post(`${mg.org}/keys`, { ...body, name: 'echoed' });
    const made = emu.state.keys.find((k) => k.name === 'echoed')!;
    expect(echoed.status).toBe(504);
    expect((echoed.json as { error: string }).error).toMatch(/^GATEWAY_TIMEOUT: Gateway Timeout: the upstream answered too late: \{"status":200/);
    expect(echoed.text).toContain(made.keySecret);
    expect(emu.state.keys.map((k) => k.name)).toEqual([inUse.name, 'replayed', 'echoed']); // both were done
    expect(() => emu!.faults.add({ route: 'POST /v1/', kind: 'answer' })).toThrow(/needs a body/);
    expect(() => emu!.faults.add({ route: 'POST /v1/', kind: 'gateway-echo', status: 404 })).toThrow(/status 500\.\.599/);
  });

  it('rate applies a deterministic share of matching requests', async () => {
    const run = async () => {
      const e = await startEmulator();
      e.faults.add({ route: 'GET /api/v2/', kind: 'status', status: 502, rate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await selfHosted(e).get('/team')).status);
      await e.close();
      return statuses;
    };
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    expect(a).toContain(502);
    expect(a).toContain(200);
  });

  it('exposes log, faults and reset over HTTP without auth', async () => {
    emu = await startEmulator();
    const added = await call(`${emu.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'GET /api/v2/alerts', kind: 'status', status: 500 }),
    });
    expect(added.status).toBe(200);
    expect((await selfHosted(emu).get('/alerts')).json).toEqual({ message: 'Something went wrong :(' });
    await call(`${emu.url}/__emulator/faults`, { method: 'DELETE' });
    expect((await selfHosted(emu).get('/alerts')).status).toBe(200);
    const bad = await call(`${emu.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"route":"x","kind":"boom"}',
    });
    expect(bad.status).toBe(400);

    await selfHosted(emu).del(`/alerts/${emu.state.selfHosted.alerts[0]!.id}`);
    expect(emu.state.selfHosted.alerts).toHaveLength(1);
    await call(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(emu.state.selfHosted.alerts).toHaveLength(2);
    const log = (await call(`${emu.url}/__emulator/log`)).json as Array<{ edition: string; path: string }>;
    expect(log.map((e) => e.edition)).toContain('admin');
    expect(log.some((e) => e.edition === 'self-hosted' && e.path === '/api/v2/alerts')).toBe(true);
  });
});
