// (a) alerts.sync of 1,200 alerts with 10 changed: requests sent vs the floor.
// Floor = the alert list pages (1,000 per page, the API's largest page) + one dashboards list +
// one webhooks list (the file names dashboards, tiles and webhooks) + one write per changed alert.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { ALERT_FILE_HEADER, type Row } from './measure.ts';

const ALERTS = 1200;
const CHANGED = 10;
const PAGE = 1000;
const TILES = [
  ['Checkout', 'Error count'],
  ['Checkout', 'p95 latency'],
  ['Checkout', 'Requests'],
  ['Payments', 'Error count'],
] as const;

function alertFile(changed: number): string {
  const lines = [...ALERT_FILE_HEADER];
  for (let i = 0; i < ALERTS; i++) {
    const [dashboard, tile] = TILES[i % TILES.length] as readonly [string, string];
    const threshold = i < changed ? 1000 + i : 100 + i;
    lines.push(`  - name: Alert ${String(i).padStart(4, '0')}`, `    dashboard: ${dashboard}`, `    tile: ${tile}`, `    threshold: ${threshold}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function benchAlertRequests(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-a-'));
    const path = join(dir, 'alerts.yml');
    // The sync's own requests; (h) measures the plan's backtests.
    const conn = { ...emu.actionInputs('self-hosted'), 'rate-limit': '100000/60s', scope: 'bench', 'dry-run': 'false', 'backtest-window': 'off' };

    // Set-up: the server holds the 1,200 alerts of the file (created by the action itself).
    await writeFile(path, alertFile(0));
    const setup = await runAction({ ...conn, 'alert-file': path, concurrency: 32 }, { cwd: dir, timeoutMs: 120_000 });
    if (setup.code !== 0) throw new Error(`(a) set-up sync failed:\n${setup.stdout}\n${setup.stderr}`);

    await writeFile(path, alertFile(CHANGED));
    emu.clearLog();
    const run = await runAction({ ...conn, 'alert-file': path }, { cwd: dir });
    if (run.code !== 0) throw new Error(`(a) sync failed:\n${run.stdout}\n${run.stderr}`);
    const api = emu.log.filter((e) => e.edition === 'self-hosted');
    const writes = api.filter((e) => e.method !== 'GET').length;
    if (writes !== CHANGED) throw new Error(`(a) expected ${CHANGED} writes, saw ${writes}`);

    const onServer = emu.state.selfHosted.alerts.length;
    const floor = Math.ceil(onServer / PAGE) + 1 + 1 + CHANGED;
    return {
      benchmark: `(a) alerts.sync, ${ALERTS} alerts (${onServer} on the server), ${CHANGED} changed: requests`,
      measured: String(api.length),
      floor: String(floor),
      ratio: api.length / floor,
      target: 1,
    };
  } finally {
    await emu.close();
  }
}
