// Issue 30, finding 16: an update or delete by id first reads the object. The server answers 200 to
// a delete of an unknown dashboard id (docs/contract.md §6), so `dashboards delete --id X` used to
// report "Deleted" for an id that is no dashboard. The bundled action and the command line, against
// the emulator (both editions) and a server that answers with an object of another kind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { startRawServer } from '../stress/raw-server.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(() => emu.close());
beforeEach(() => emu.clearLog());

type Edition = 'self-hosted' | 'managed';
const team = (edition: Edition) => (edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState));
const writes = () => emu.log.filter((l) => l.method !== 'GET');
const UNKNOWN = '6650f0c0000000000000ffff';

describe.each(['self-hosted', 'managed'] as const)('an update or delete by id (%s)', (edition) => {
  const run = (inputs: Record<string, string>) => runAction({ ...emu.actionInputs(edition), ...inputs });
  const dashboardId = () => team(edition).dashboards[0]!.id;
  const alertId = () => team(edition).alerts[0]!.id;

  it('of an id that names no dashboard fails naming it, and sends no DELETE (the server would answer 200)', async () => {
    const before = team(edition).dashboards.length;
    const r = await run({ operation: 'dashboards.delete', id: UNKNOWN });
    expect(r.code, r.stdout.slice(-1500)).toBe(1);
    expect(r.stdout).toContain(`no dashboard has id ${UNKNOWN}`);
    expect(r.stdout).toContain('nothing was deleted');
    expect(r.summary).not.toContain('Deleted');
    expect(writes()).toEqual([]);
    expect(team(edition).dashboards).toHaveLength(before);
  });

  it('of an alert’s id as a dashboard (and a dashboard’s as an alert) is refused, nothing deleted or replaced', async () => {
    const alerts = team(edition).alerts.length;
    const dashboards = team(edition).dashboards.length;
    for (const [operation, id, body] of [
      ['dashboards.delete', alertId(), undefined],
      ['dashboards.update', alertId(), { name: 'Replaced', tiles: [] }],
      ['alerts.delete', dashboardId(), undefined],
      ['alerts.update', dashboardId(), { name: 'x', threshold: 1 }],
    ] as const) {
      const r = await run({ operation, id, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect(r.code, `${operation}: ${r.stdout.slice(-1500)}`).toBe(1);
      expect(r.stdout).toContain(`no ${operation.split('.')[0]!.slice(0, -1)} has id ${id}`);
    }
    expect(writes()).toEqual([]);
    expect(team(edition).alerts).toHaveLength(alerts);
    expect(team(edition).dashboards).toHaveLength(dashboards);
  });

  it('a dry run reads the object and names it; a real delete names it too', async () => {
    const dashboard = team(edition).dashboards[0]!;
    const dry = await run({ operation: 'dashboards.delete', id: dashboard.id, 'dry-run': 'true' });
    expect(dry.code, dry.stdout.slice(-1500)).toBe(0);
    expect(dry.summary).toContain(`would delete dashboard ${dashboard.id} (${dashboard.name})`);
    const dryUnknown = await run({ operation: 'dashboards.delete', id: UNKNOWN, 'dry-run': 'true' });
    expect(dryUnknown.code).toBe(1);
    expect(writes()).toEqual([]);
  });
});

describe('the command line', () => {
  it('`dashboards delete --id <none> --yes` exits 3 with the reason, and deletes nothing', async () => {
    const env = { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey };
    const r = await runCli(['dashboards', 'delete', '--id', UNKNOWN, '--yes'], { env });
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain(`\`--id\`: no dashboard has id ${UNKNOWN}`);
    expect(r.stdout).not.toContain('Deleted');
    expect(writes()).toEqual([]);
  });
});

describe('a server that answers for an id with an object of another kind', () => {
  it('is not believed: the delete is refused and never sent', async () => {
    const raw = await startRawServer();
    try {
      const id = '6650f0c00000000000000abc';
      // A proxy (or a confused server) answers the dashboard route with an alert.
      raw.routes.set(`GET /api/v2/dashboards/${id}`, { body: { data: { id, name: 'Checkout errors', interval: '5m', thresholdType: 'above', threshold: 1 } } });
      raw.routes.set(`DELETE /api/v2/dashboards/${id}`, { body: {} });
      const r = await runAction({ 'base-url': raw.url, 'api-key': 'raw-key-0123456789', operation: 'dashboards.delete', id });
      expect(r.code, r.stdout.slice(-1500)).toBe(1);
      expect(r.stdout).toContain(`the server's answer for ${id} is not a dashboard with that id; nothing was deleted`);
      expect(raw.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
    } finally {
      await raw.close();
    }
  });
});
