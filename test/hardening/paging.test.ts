// Issue 13, item 5: an alert deleted by hand while a sync pages through the list shifts the
// offsets, so an existing alert is never seen and the sync would create a duplicate. A list is
// used only once it is consistent (stable total, unique ids, as many as the total — or, from a
// server without a total, the same ids twice in a row); else it is read again, and a list that
// never settles stops the run before any write.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { apiWrites, connection, prefixOf, type EditionName } from '../stress/stress-helpers.ts';

let emu: Emulator;
afterEach(async () => {
  await emu.close();
});

const FILE = `version: 1
scope: paging
alerts:
  - name: Target
    dashboard: Checkout
    tile: Error count
    threshold: 50
    interval: 5m
    thresholdType: above
    channel: { webhook: oncall }
`;

/**
 * Hand-made alerts up to exactly 1,000, then `Target` synced from the file: it is the first of the
 * second page, so one deletion before that page is read moves it onto the first page, unseen.
 */
async function setUp(edition: EditionName) {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false, paginate: true } });
  const team = (edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[DEMO.serviceId]) as TeamState;
  const dash = team.dashboards.find((d) => d.name === 'Checkout')!;
  const hook = team.webhooks.find((h) => h.name === 'oncall')!;
  for (let i = team.alerts.length; i < 1000; i++) {
    team.addAlert({
      source: 'tile',
      dashboardId: dash.id,
      tileId: dash.tiles[0]!.id,
      name: `by hand ${i}`,
      threshold: i,
      channels: [{ type: 'webhook', webhookId: hook.id }],
    });
  }
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-paging-'));
  await writeFile(join(dir, 'alerts.yml'), FILE);
  const sync = () =>
    runAction(
      { ...connection(emu, edition, edition === 'self-hosted' ? '10000/60s' : '1000/10s'), 'alert-file': 'alerts.yml', 'dry-run': 'false' },
      { cwd: dir },
    );
  const first = await sync();
  expect(first.code, first.stdout.slice(-1500)).toBe(0);
  expect(team.alerts.findIndex((a) => a.name === 'Target')).toBe(1000);
  emu.clearLog();
  const targets = () => team.alerts.filter((a) => a.name === 'Target');
  return { team, sync, targets, listRoute: `GET ${prefixOf(edition)}/alerts` };
}

describe('paging consistency (bundled action against the emulator)', () => {
  it.each(['self-hosted', 'managed'] as const)('%s: an alert deleted between two pages does not make a duplicate', async (edition) => {
    const { sync, targets, listRoute } = await setUp(edition);
    emu.faults.add({ route: listRoute, query: { offset: '1000' }, kind: 'remove-first', times: 1 });
    const run = await sync();
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    expect(apiWrites(emu)).toEqual([]);
    expect(targets()).toHaveLength(1);
    expect(JSON.parse(run.outputs.plan ?? '{}').summary).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 1 });
    expect(emu.log.filter((l) => l.fault === 'remove-first')).toHaveLength(1);
  });

  it('a list that never settles stops the run before any write', async () => {
    const { sync, targets, listRoute, team } = await setUp('self-hosted');
    // Enough objects that each read spans two pages, whatever is deleted meanwhile.
    for (let i = 0; i < 500; i++) team.addAlert({ ...team.alerts[1]!, id: undefined, name: `later ${i}` });
    emu.faults.add({ route: listRoute, query: { offset: '1000' }, kind: 'remove-first' });
    const run = await sync();
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/GET \/api\/v2\/alerts: the list changed while it was read, 3 times in a row \(total 1501 then 1500/);
    expect(apiWrites(emu)).toEqual([]);
    expect(targets()).toHaveLength(1);
    expect(emu.log.filter((l) => l.fault === 'remove-first')).toHaveLength(3);
  });
});
