// Never destroy what you do not know (issue 31), raw updates: `alerts.update` and `dashboards.update`
// read the object first, and a PUT replaces it, so the given body goes over the object as it is —
// one field changed, every other kept. Before, the body was sent alone: the server refused it for the
// fields it lacked, or reset what it did not hold (a derived display name, `threshold` mode). Through
// the bundled action against the emulator answering as today's servers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(() => emu.close());
beforeEach(() => emu.clearLog());

type Edition = 'self-hosted' | 'managed';
const team = (edition: Edition) => (edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState));
const run = (edition: Edition, inputs: Record<string, string>) => runAction({ ...emu.actionInputs(edition), ...inputs });

async function post(edition: Edition, path: string, body: unknown): Promise<string> {
  const prefix = edition === 'self-hosted' ? '/api/v2' : `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
  const auth =
    edition === 'self-hosted' ? `Bearer ${emu.selfHosted.apiKey}` : `Basic ${Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64')}`;
  const res = await fetch(`${emu.url}${prefix}${path}`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { id: string }; result?: { id: string } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  emu.clearLog();
  return (json.data ?? json.result)!.id;
}

describe.each(['self-hosted', 'managed'] as const)('a raw update changes what its body gives and keeps the rest (%s)', (edition) => {
  const tile = () => {
    const d = team(edition).dashboards.find((x) => x.name === 'Checkout')!;
    return { dashboardId: d.id, tileId: d.tiles.find((t) => t.name === 'Error count')!.id };
  };
  const hook = () => team(edition).webhooks.find((h) => h.name === 'oncall')!.id;

  it('alerts.update with one field', async () => {
    const today =
      edition === 'self-hosted' ? { displayName: 'Checkout error spike', tags: ['p1'] } : { detectionMode: 'anomaly', anomalyConfig: { zScoreThreshold: 3 } };
    const id = await post(edition, '/alerts', {
      source: 'tile',
      ...tile(),
      threshold: 50,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: hook() },
      name: 'Spike',
      note: 'runbook: …',
      numConsecutiveWindows: 2,
      ...today,
    });
    const r = await run(edition, { operation: 'alerts.update', id, body: JSON.stringify({ threshold: 60 }) });
    expect(r.code, r.stdout.slice(-2000)).toBe(0);
    const put = emu.log.find((l) => l.method === 'PUT');
    expect(put?.body).not.toHaveProperty('id');
    expect(put?.body).not.toHaveProperty('state');
    expect(team(edition).alerts.find((a) => a.id === id)).toMatchObject({
      threshold: 60,
      name: 'Spike',
      note: 'runbook: …',
      numConsecutiveWindows: 2,
      ...today,
    });

    // What the body gives wins, and takes what depends on it along: the tuning goes with the anomaly mode.
    if (edition === 'managed') {
      const back = await run(edition, { operation: 'alerts.update', id, body: JSON.stringify({ detectionMode: 'threshold' }) });
      expect(back.code, back.stdout.slice(-2000)).toBe(0);
      const after = team(edition).alerts.find((a) => a.id === id)!;
      expect([after.detectionMode, after.anomalyConfig, after.threshold]).toEqual(['threshold', undefined, 60]);
    }
    // null clears a field.
    const cleared = await run(edition, { operation: 'alerts.update', id, body: JSON.stringify({ note: null }) });
    expect(cleared.code, cleared.stdout.slice(-2000)).toBe(0);
    expect(team(edition).alerts.find((a) => a.id === id)?.note).toBeNull();
  });

  it('dashboards.update with a new name keeps every tile, its id and its alerts', async () => {
    const d = team(edition).dashboards.find((x) => x.name === 'Checkout')!;
    const tiles = d.tiles.map((t) => t.id);
    const alerts = team(edition).alerts.filter((a) => a.dashboardId === d.id).length;
    expect(alerts).toBeGreaterThan(0);
    const r = await run(edition, { operation: 'dashboards.update', id: d.id, body: JSON.stringify({ name: 'Checkout (renamed)' }) });
    expect(r.code, r.stdout.slice(-2000)).toBe(0);
    const after = team(edition).dashboards.find((x) => x.id === d.id)!;
    expect(after.name).toBe('Checkout (renamed)');
    expect(after.tiles.map((t) => t.id)).toEqual(tiles);
    expect(team(edition).alerts.filter((a) => a.dashboardId === d.id)).toHaveLength(alerts);
  });
});
