// Issue 23, item 5: the server deletes the alerts of the tiles a dashboard PUT removes. An alert
// someone adds to such a tile between the plan and the write is not in the plan; it must not be
// deleted silently. The write re-reads the alerts as it re-reads the dashboard, and a tile alert
// it would delete that the plan did not list stops that dashboard's write: "changed since plan".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';
import { CHECKOUT, dashboard } from '../operations/dashboards-e2e-helpers.ts';

let w: World;
beforeAll(async () => {
  w = await world('self-hosted');
});
afterAll(() => w.emu.close());
beforeEach(async () => {
  await fetch(`${w.emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  w.emu.faults.clear();
  w.emu.clearLog();
});

/** Checkout without its "Requests" tile: the PUT removes it (no alert on it in the seed). */
const WITHOUT_REQUESTS = CHECKOUT.slice(0, CHECKOUT.indexOf('      - name: Requests'));
const writes = () => w.writes().filter((x) => !x.path.endsWith('/validate'));

/** Runs the sync; while the action re-reads Checkout before its PUT, someone adds an alert on "Requests". */
async function syncWhileAlertAdded(inputs: Record<string, string> = {}) {
  const checkout = dashboard(w, 'Checkout')!;
  const requests = checkout.tiles.find((t) => t.name === 'Requests')!;
  const file = await w.file(WITHOUT_REQUESTS, 'dashboards.yml');
  w.emu.faults.add({ route: `GET ${w.prefix}/dashboards/${checkout.id}`, kind: 'latency', ms: 1500, times: 1 });
  const running = w.run({ scope: 'team-a', 'dashboard-file': file, ...inputs });
  while (!w.emu.log.some((l) => l.path === `${w.prefix}/dashboards/${checkout.id}`)) await new Promise((r) => setTimeout(r, 20));
  const added = await w.fetch('POST', '/alerts', {
    source: 'tile',
    dashboardId: checkout.id,
    tileId: requests.id,
    name: 'Traffic dropped (added by hand)',
    threshold: 1,
    thresholdType: 'below',
    interval: '5m',
    channel: { type: 'webhook', webhookId: w.team().webhooks[0]!.id },
  });
  expect(added.status).toBe(200);
  return running;
}

describe('a tile alert added between plan and write is not deleted silently (bundled action)', () => {
  it('the dashboard is not written; the run fails saying it changed since the plan, naming the alert', async () => {
    const run = await syncWhileAlertAdded();
    expect(run.code, run.stdout.slice(-2000)).toBe(1);
    expect(run.stdout).toMatch(/update "Checkout": changed since plan — re-run \(tile alert "Traffic dropped \(added by hand\)" on tile "Requests"/);
    expect(writes().filter((x) => x.method === 'PUT')).toEqual([]);
    expect(w.team().alerts.map((a) => a.name)).toContain('Traffic dropped (added by hand)');
    expect(dashboard(w, 'Checkout')!.tiles.map((t) => t.name)).toContain('Requests');
  });

  it('prune: true does not cover it either: the plan never listed it', async () => {
    const run = await syncWhileAlertAdded({ prune: 'true' });
    expect(run.code, run.stdout.slice(-2000)).toBe(1);
    expect(run.stdout).toMatch(/changed since plan/);
    expect(w.team().alerts.map((a) => a.name)).toContain('Traffic dropped (added by hand)');
  });

  it('without a race the same write goes through', async () => {
    const file = await w.file(WITHOUT_REQUESTS, 'dashboards.yml');
    const run = await w.run({ scope: 'team-a', 'dashboard-file': file });
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(dashboard(w, 'Checkout')!.tiles.map((t) => t.name)).not.toContain('Requests');
  });
});
