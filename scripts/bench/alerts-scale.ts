// (e) alerts.sync at scale: a 10,000-alert file against 10,000 alerts this file already owns, 10
// changed. The whole step (spawn → exit of the bundle) is timed and its peak RSS read from the
// child's own resource usage; the request count is held to the floor of (a).
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMarker } from '../../src/alerts/marker.ts';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { telemetryAt } from '../../packages/emulator/src/resources/charts/telemetry.ts';
import { runAction } from '../../test/helpers/action.ts';
import { ALERT_FILE_HEADER, median, type Row, REPORT_RSS } from './measure.ts';

const ALERTS = 10_000;
const CHANGED = 10;
const PAGE = 1000;
const RUNS = 3;
const SCOPE = 'bench-scale';
const TILES = [
  ['Checkout', 'Error count'],
  ['Checkout', 'p95 latency'],
  ['Checkout', 'Requests'],
  ['Payments', 'Error count'],
] as const;

const threshold = (i: number, changed: number): number => (i < changed ? 1000 + i : 100 + i);
const name = (i: number): string => `Alert ${String(i).padStart(5, '0')}`;

function alertFile(changed: number): string {
  const lines = [...ALERT_FILE_HEADER];
  for (let i = 0; i < ALERTS; i++) {
    const [dashboard, tile] = TILES[i % TILES.length] ?? TILES[0];
    lines.push(`  - name: ${name(i)}`, `    dashboard: ${dashboard}`, `    tile: ${tile}`, `    threshold: ${threshold(i, changed)}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function benchAlertsScale(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  // The emulator builds its week of telemetry on the first query reaching into it (~1 s, once): before the steps.
  telemetryAt(Date.now(), 0);
  try {
    // The server holds the file's 10,000 alerts, owned by its scope (seeded directly: creating
    // them through the API is not what is measured).
    const team = emu.state.selfHosted;
    const oncall = team.webhooks.find((w) => w.name === 'oncall');
    if (!oncall) throw new Error('(e) the demo seed has no `oncall` webhook');
    const tileIds = TILES.map(([d, t]) => {
      const dash = team.dashboards.find((x) => x.name === d);
      const tile = dash?.tiles.find((x) => x.name === t);
      if (!dash || !tile) throw new Error(`(e) the demo seed has no tile ${d} / ${t}`);
      return { dashboardId: dash.id, tileId: tile.id };
    });
    for (let i = 0; i < ALERTS; i++) {
      team.addAlert({
        source: 'tile',
        ...tileIds[i % tileIds.length],
        name: name(i),
        threshold: threshold(i, 0),
        thresholdType: 'above',
        interval: '5m',
        channels: [{ type: 'webhook', webhookId: oncall.id }],
        message: withMarker(null, SCOPE),
      });
    }

    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-e-'));
    const path = join(dir, 'alerts.yml');
    await writeFile(path, alertFile(CHANGED));
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    // As a user runs it: backtests on (the default, 7 days), so the 10 changed alerts are replayed too;
    // the same step with backtests off is measured beside it. (h) and (j) measure backtests themselves.
    const inputs = (backtests: boolean) => ({
      ...emu.actionInputs('self-hosted'),
      'rate-limit': '100000/60s',
      scope: SCOPE,
      'dry-run': 'false',
      'alert-file': path,
      ...(backtests ? {} : { 'backtest-window': 'off' }),
    });

    const walls: number[] = [];
    const peaks: number[] = [];
    const offPeaks: number[] = [];
    const offWalls: number[] = [];
    let requests = 0;
    let seriesRequests = 0;
    for (let run = 0; run < 2 * RUNS; run++) {
      const backtests = run % 2 === 0;
      // Each run finds the same 10 alerts changed: the previous run's updates are undone.
      for (let i = 0; i < CHANGED; i++) {
        const alert = team.alerts.find((a) => a.name === name(i));
        if (alert) alert.threshold = threshold(i, 0);
      }
      emu.clearLog();
      const rssFile = join(dir, `rss-${run}`);
      const started = performance.now();
      const r = await runAction(inputs(backtests), { cwd: dir, env: { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` }, timeoutMs: 120_000 });
      (backtests ? walls : offWalls).push(performance.now() - started);
      if (r.code !== 0) throw new Error(`(e) sync failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
      const api = emu.log.filter((e) => e.edition === 'self-hosted');
      const series = api.filter((e) => e.path.endsWith('/charts/series')).length;
      const writes = api.filter((e) => e.method !== 'GET').length - series;
      if (writes !== CHANGED) throw new Error(`(e) expected ${CHANGED} writes, saw ${writes}`);
      if (backtests && !r.stdout.includes('Backtests')) throw new Error('(e) the plan carries no backtests');
      (backtests ? peaks : offPeaks).push(Number(await readFile(rssFile, 'utf8')));
      if (backtests) {
        requests = api.length - series;
        seriesRequests = series;
      }
    }

    const onServer = team.alerts.length;
    // + the sources list, which the backtests read (the series requests are counted beside).
    const floor = Math.ceil(onServer / PAGE) + 1 + 1 + CHANGED + 1;
    const wall = median(walls);
    const rssMb = median(peaks) / 2 ** 20;
    const measured = requests;
    return {
      benchmark: `(e) alerts.sync, ${ALERTS.toLocaleString('en-US')}-alert file, ${onServer.toLocaleString('en-US')} on the server, ${CHANGED} changed, backtests on (7 d, the default): requests; whole step`,
      measured:
        `${measured} requests (+ ${seriesRequests} backtest series); ${(wall / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS; ` +
        `backtests off: ${(median(offWalls) / 1000).toFixed(2)} s, ${Math.round(median(offPeaks) / 2 ** 20)} MB (medians of ${RUNS})`,
      floor: `${floor} requests (list pages + dashboards + webhooks + sources + writes)`,
      ratio: measured / floor,
      target: 1,
      extraOk: wall <= 2000 && rssMb <= 256,
      note: '≤ 2 s, ≤ 256 MB',
    };
  } finally {
    await emu.close();
  }
}
