// The HTTP layer under faults, through the bundled action against the emulator.
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGED_FAULT_RESET_FRACTION, startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const selfHosted = (e: Emulator) => e.actionInputs('self-hosted');
const managed = (e: Emulator) => e.actionInputs('managed');
const count = (e: Emulator, method: string, path: RegExp, status?: number) =>
  e.log.filter((l) => l.method === method && path.test(l.path) && (status === undefined || l.status === status)).length;

describe('retries', () => {
  it('rides out a 503 burst and a truncated body on reads', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'GET /api/v2/dashboards', kind: 'status', status: 503, times: 2 });
    emu.faults.add({ route: 'GET /api/v2/dashboards', kind: 'truncate', times: 1 });
    const run = await runAction({ ...selfHosted(emu), operation: 'dashboards.list' });
    expect(run.code, run.stdout).toBe(0);
    expect(count(emu, 'GET', /\/dashboards$/)).toBe(4);
  });

  it('rides out 429s in each edition’s shape, waiting for the reset the server gives', async () => {
    // A 2 s window: self-hosted answers `Retry-After: 2`, managed `X-RateLimit-Reset` with the
    // seconds left in the window (1.464 s: the fault answers as if mid-window).
    const windowMs = 2000;
    emu = await startEmulator({ selfHosted: { rateLimit: { max: 100, windowMs } }, managed: { rateLimit: { max: 10, windowMs } } });
    emu.faults.add({ route: 'GET /api/v2/sources', kind: 'rate-limit', times: 2 });
    emu.faults.add({ route: /^GET \/v1\/.*\/sources$/, kind: 'rate-limit', times: 2 });
    const a = await runAction({ ...selfHosted(emu), operation: 'sources.list' });
    const b = await runAction({ ...managed(emu), operation: 'sources.list' });
    expect(a.code, a.stdout).toBe(0);
    expect(b.code, b.stdout).toBe(0);
    expect(count(emu, 'GET', /\/sources$/, 429)).toBe(4);
    // Each request after a 429 waits at least the reset that 429 gave (a lower bound only).
    const resetMs = { 'self-hosted': windowMs, managed: windowMs * MANAGED_FAULT_RESET_FRACTION };
    for (const edition of ['self-hosted', 'managed'] as const) {
      const tries = emu.log.filter((l) => l.edition === edition && l.method === 'GET' && l.path.endsWith('/sources'));
      expect(tries.map((l) => l.status)).toEqual([429, 429, 200]);
      for (let i = 1; i < tries.length; i++) {
        const gap = tries[i]!.at - tries[i - 1]!.at;
        expect(gap, `${edition}: retry ${i} came ${gap} ms after the 429`).toBeGreaterThanOrEqual(resetMs[edition] - 100);
      }
    }
  });

  it('retries a read slower than timeout-seconds', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'GET /api/v2/webhooks', kind: 'latency', ms: 3000, times: 1 });
    const run = await runAction({ ...selfHosted(emu), operation: 'webhooks.list', 'timeout-seconds': '0.5' });
    expect(run.code, run.stdout).toBe(0);
    expect(count(emu, 'GET', /\/webhooks$/)).toBe(2);
  });

  it('re-sends a chart query (a read sent as POST) after a 503 or a reset', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'status', status: 503, times: 1 });
    emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'reset-before', times: 1 });
    const logs = emu.state.selfHosted.sources.find((s) => s.name === 'Logs')!;
    const now = Date.now();
    const body = { series: [{ sourceId: logs.id, aggFn: 'count', where: '', groupBy: [] }], startTime: now - 600_000, endTime: now };
    const run = await runAction({ ...selfHosted(emu), operation: 'charts.series', body: JSON.stringify(body) });
    expect(run.code, run.stdout).toBe(0);
    expect(count(emu, 'POST', /\/charts\/series$/)).toBe(3);
  });

  it('re-sends a DELETE whose answer was cut off, and takes the 404 as done', async () => {
    emu = await startEmulator();
    const alert = emu.state.selfHosted.alerts[0]!;
    emu.faults.add({ route: 'DELETE /api/v2/alerts', kind: 'truncate', times: 1 });
    const run = await runAction({ ...selfHosted(emu), operation: 'alerts.delete', id: alert.id });
    // The retry finds the alert already gone (404): the first DELETE did the work, so it succeeded.
    expect(count(emu, 'DELETE', /\/alerts\//)).toBe(2);
    expect(emu.state.selfHosted.alerts.find((a) => a.id === alert.id)).toBeUndefined();
    expect(run.code, run.stdout).toBe(0);
  });

  it('gives up after max-retries with the status and path', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'GET /api/v2/dashboards', kind: 'status', status: 503 });
    const run = await runAction({ ...selfHosted(emu), operation: 'dashboards.list', 'max-retries': '2' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/GET \/api\/v2\/dashboards → 503/);
    expect(count(emu, 'GET', /\/dashboards$/)).toBe(3);
  });
});

describe('careless servers', () => {
  it('an answer larger than 64 MB is refused unread, once (not asked again), and the step fails saying so', async () => {
    emu = await startEmulator();
    emu.faults.add({ route: 'GET /api/v2/dashboards', kind: 'answer', body: { data: ['x'.repeat(65 * 1024 * 1024)] } });
    const run = await runAction({ ...selfHosted(emu), operation: 'dashboards.list' });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('the answer is larger than 64 MB; refused unread');
    expect(count(emu, 'GET', /\/dashboards$/)).toBe(1);
  });
});

describe('writes are never duplicated', () => {
  it.each(['reset-after', 'truncate'] as const)('a POST whose answer is lost (%s) is not re-sent', async (kind) => {
    emu = await startEmulator();
    const before = emu.state.selfHosted.alerts.length;
    const dash = emu.state.selfHosted.dashboards.find((d) => d.name === 'Checkout')!;
    const hook = emu.state.selfHosted.webhooks[0]!;
    emu.faults.add({ route: 'POST /api/v2/alerts', kind, times: 1 });
    const body = {
      source: 'tile',
      dashboardId: dash.id,
      tileId: dash.tiles[0]!.id,
      threshold: 1,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: hook.id },
    };
    const run = await runAction({ ...selfHosted(emu), operation: 'alerts.create', body: JSON.stringify(body) });
    expect(run.code).toBe(1);
    expect(count(emu, 'POST', /\/alerts$/)).toBe(1);
    expect(emu.state.selfHosted.alerts.length).toBe(before + 1);
    expect(run.stdout).toMatch(/POST \/api\/v2\/alerts failed/);
  });

  it('a POST refused with 429 is sent again (the server did not process it)', async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: { max: 100, windowMs: 1000 } } });
    const before = emu.state.selfHosted.dashboards.length;
    emu.faults.add({ route: 'POST /api/v2/dashboards', kind: 'rate-limit', times: 1 });
    const run = await runAction({ ...selfHosted(emu), operation: 'dashboards.create', body: '{"name":"x","tiles":[]}' });
    expect(run.code, run.stdout).toBe(0);
    expect(emu.state.selfHosted.dashboards.length).toBe(before + 1);
  });
});

describe('pacing', () => {
  it('follows the server’s rate-limit headers so a paged list gets no 429 (self-hosted)', async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: { max: 2, windowMs: 700 } } });
    for (let i = 0; i < 2500; i++) emu.state.selfHosted.addAlert({ name: `bulk ${i}` });
    const run = await runAction({ ...selfHosted(emu), operation: 'alerts.list', 'rate-limit': '100/60s' });
    expect(run.code, run.stdout).toBe(0);
    expect((run.result as unknown[]).length).toBe(emu.state.selfHosted.alerts.length);
    expect(count(emu, 'GET', /\/alerts$/)).toBe(3);
    expect(emu.log.filter((l) => l.status === 429)).toHaveLength(0);
  });

  it('follows pages with meta.total, and lists from servers that send no meta', async () => {
    emu = await startEmulator({ selfHosted: { legacyNoMeta: true } });
    for (let i = 0; i < 1500; i++) emu.state.selfHosted.addAlert({ name: `bulk ${i}` });
    const run = await runAction({ ...selfHosted(emu), operation: 'alerts.list' });
    expect(run.code, run.stdout).toBe(0);
    const ids = (run.result as Array<{ id: string }>).map((a) => a.id);
    expect(new Set(ids).size).toBe(emu.state.selfHosted.alerts.length);
  });
});
