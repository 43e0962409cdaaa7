// (h) Backtests in an alerts plan: 50 alerts changed (a threshold each), 7-day window, 5-minute
// interval, against the emulator's 8 days of telemetry, as a dry run (the plan a reviewer sees).
//
// The 50 alerts watch 50 different series: 20 tiles over logs and 10 over traces of a "Bench"
// dashboard, and 20 saved searches over logs, 10 of them grouped by ServiceName. A backtest request
// carries up to 5 series that share a source, a granularity, a groupBy and a time range, and a threshold
// change replays the current and the proposed definition over the same series; so the floor of series
// requests, counted here from the definitions themselves, is ceil(30 / 5) + ceil(10 / 5) + ceil(10 / 5)
// = 10. The run's other requests are its reads (alerts, dashboards, webhooks, saved searches, sources).
//
// Wall time: the whole step at the server's real limit (100 requests per minute per key), where the
// run's 15 requests fit one window and never wait, beside the emulator's own time for the series and the
// same step with backtests off. (Pacing past the limit is (b)'s measurement; backtest reads go through
// the same pacer.)
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMarker } from '../../src/alerts/marker.ts';
import { startEmulator, type Emulator, type RequestLogEntry } from '../../packages/emulator/src/index.ts';
import { handleSeriesQuery } from '../../packages/emulator/src/resources/charts/handlers.ts';
import { telemetryAt } from '../../packages/emulator/src/resources/charts/telemetry.ts';
import { runAction } from '../../test/helpers/action.ts';
import { REPORT_RSS, type Row } from './measure.ts';

const SCOPE = 'bench-backtest';
const SERVICES = ['checkout', 'payments', 'frontend', 'search'];
const LOG_TILES: string[] = [
  ...SERVICES.flatMap((s) => [500, 502, 503].map((code) => `SeverityText:error ServiceName:${s} StatusCode:${code}`)),
  ...SERVICES.map((s) => `SeverityText:warn ServiceName:${s}`),
  ...SERVICES.map((s) => `SeverityText:error ServiceName:${s}`),
];
const TRACE_TILES: Array<{ aggFn: string; level?: number; where: string }> = [
  ...SERVICES.flatMap((s) => [0.95, 0.99].map((level) => ({ aggFn: 'quantile', level, where: `ServiceName:${s}` }))),
  { aggFn: 'count', where: 'StatusCode:Error' },
  { aggFn: 'count', where: '' },
];
const SEARCHES = [
  'payment gateway timeout',
  'failed to reserve inventory',
  'card declined',
  'bank authorization failed',
  'uncaught TypeError',
  'failed to load cart widget',
  'search index shard unavailable',
  'query timeout',
  'order placed',
  'cart loaded',
  'tax computed',
  'payment authorized',
  'card tokenized',
  'refund issued',
  'page rendered',
  'session started',
  'query served',
  'index refreshed',
  'slow response',
  'retrying bank authorization',
];
const GROUPED_SEARCHES = 10;

interface Spec {
  name: string;
  lines: string[];
  /** What one backtest request must share, and the series itself: the floor counts distinct series per key. */
  batchKey: string;
  series: string;
}

/** The bench world on the emulator: the dashboard, the saved searches, and the 50 alerts the file owns. */
function arrange(emu: Emulator): Spec[] {
  const team = emu.state.selfHosted;
  const logs = team.sources.find((s) => s.kind === 'log');
  const traces = team.sources.find((s) => s.kind === 'trace');
  const oncall = team.webhooks.find((w) => w.name === 'oncall');
  if (!logs || !traces || !oncall) throw new Error('(h) the demo seed has no log or trace source or no `oncall` webhook');
  const tile = (i: number, sourceId: string, select: Record<string, unknown>) => ({
    name: `Tile ${String(i).padStart(2, '0')}`,
    x: (i % 4) * 6,
    y: Math.floor(i / 4) * 3,
    w: 6,
    h: 3,
    config: { displayType: 'line', sourceId, select: [{ whereLanguage: 'lucene', ...select }] },
  });
  const dashboard = team.addDashboard({
    name: 'Bench',
    tiles: [
      ...LOG_TILES.map((where, i) => tile(i, logs.id, { aggFn: 'count', where })),
      ...TRACE_TILES.map((t, i) => tile(LOG_TILES.length + i, traces.id, { ...t, valueExpression: 'Duration' })),
    ],
  });
  const searches = SEARCHES.map((phrase, i) =>
    team.addSavedSearch({ name: `Search ${String(i).padStart(2, '0')}`, sourceId: logs.id, where: `"${phrase}"`, whereLanguage: 'lucene' }),
  );

  const specs: Spec[] = [];
  const common = { thresholdType: 'above', interval: '5m', channels: [{ type: 'webhook' as const, webhookId: oncall.id }], message: withMarker(null, SCOPE) };
  dashboard.tiles.forEach((t, i) => {
    const name = `Bench tile alert ${String(i).padStart(2, '0')}`;
    team.addAlert({ ...common, source: 'tile', dashboardId: dashboard.id, tileId: t.id, name, threshold: 100 + i });
    const sourceId = String(t.config.sourceId);
    specs.push({
      name,
      lines: [`  - name: ${name}`, '    dashboard: Bench', `    tile: ${t.name}`, `    threshold: ${1000 + i}`],
      batchKey: `${sourceId} []`,
      series: JSON.stringify(t.config.select),
    });
  });
  searches.forEach((s, i) => {
    const name = `Bench search alert ${String(i).padStart(2, '0')}`;
    const groupBy = i < GROUPED_SEARCHES ? 'ServiceName' : undefined;
    team.addAlert({ ...common, source: 'saved_search', savedSearchId: s.id, ...(groupBy ? { groupBy } : {}), name, threshold: 100 + i });
    specs.push({
      name,
      lines: [
        `  - name: ${name}`,
        '    source: saved_search',
        `    savedSearch: ${s.name}`,
        ...(groupBy ? [`    groupBy: ${groupBy}`] : []),
        `    threshold: ${1000 + i}`,
      ],
      batchKey: `${s.sourceId} [${groupBy ?? ''}]`,
      series: `count ${s.where}`,
    });
  });
  return specs;
}

function alertFile(specs: Spec[]): string {
  const header = ['version: 1', 'defaults:', '  interval: 5m', '  thresholdType: above', '  channel: { webhook: oncall }', 'alerts:'];
  return `${[...header, ...specs.flatMap((s) => s.lines)].join('\n')}\n`;
}

function seriesFloor(specs: Spec[]): number {
  const perKey = new Map<string, Set<string>>();
  for (const s of specs) {
    const set = perKey.get(s.batchKey) ?? new Set<string>();
    set.add(s.series);
    perKey.set(s.batchKey, set);
  }
  return [...perKey.values()].reduce((n, set) => n + Math.ceil(set.size / 5), 0);
}

/** The emulator's own time for the run's series requests: each answered again in process (with its JSON) and timed. */
function emulatorMs(emu: Emulator, api: RequestLogEntry[]): number {
  const team = emu.state.selfHosted;
  let total = 0;
  for (const e of api) {
    if (!e.path.endsWith('/charts/series') || e.status === 429) continue;
    const t = performance.now();
    JSON.stringify(handleSeriesQuery(e.body, team.sources, Date.now(), emu.state.telemetry, team.connections).body);
    total += performance.now() - t;
  }
  return total;
}

interface Measured {
  series: number;
  requests: number;
  limited: number;
  /** The emulator's time answering the series requests (emulatorMs). */
  emulatorMs: number;
  wall: number;
  rssMb: number;
  floor: number;
  backtests: number;
}

async function measure(window: string): Promise<Measured> {
  // The server's real limit: 100 requests per minute per key.
  const emu = await startEmulator();
  // The emulator builds its week of telemetry on the first query reaching into it (~1 s, once per
  // emulator process): built before the run, so the step measures the action, not the emulator's set-up.
  telemetryAt(Date.now(), 0);
  try {
    const specs = arrange(emu);
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-h-'));
    await writeFile(join(dir, 'alerts.yml'), alertFile(specs));
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const rssFile = join(dir, 'rss');
    const inputs = {
      ...emu.actionInputs('self-hosted'),
      scope: SCOPE,
      'dry-run': 'true',
      'alert-file': 'alerts.yml',
      'backtest-window': window,
    };
    emu.clearLog();
    const started = performance.now();
    const run = await runAction(inputs, { cwd: dir, env: { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` }, timeoutMs: 300_000 });
    const wall = performance.now() - started;
    if (run.code !== 0) throw new Error(`(h) the plan failed:\n${run.stdout.slice(-3000)}\n${run.stderr}`);
    const plan = JSON.parse(run.outputs.plan ?? '{}') as { actions?: Array<{ action: string; backtest?: { firings?: number; skipped?: string } }> };
    const updates = plan.actions?.filter((a) => a.action === 'update') ?? [];
    const backtests = updates.filter((a) => typeof a.backtest?.firings === 'number').length;
    if (updates.length !== specs.length) throw new Error(`(h) expected ${specs.length} updates in the plan, saw ${updates.length}`);
    const api = emu.log.filter((e) => e.edition === 'self-hosted');
    if (api.some((e) => e.method !== 'GET' && !e.path.endsWith('/charts/series'))) throw new Error('(h) a dry run with backtests sent a write');
    return {
      series: api.filter((e) => e.path.endsWith('/charts/series') && e.status !== 429).length,
      requests: api.length,
      limited: api.filter((e) => e.status === 429).length,
      emulatorMs: emulatorMs(emu, api),
      wall,
      rssMb: Number(await readFile(rssFile, 'utf8')) / 2 ** 20,
      floor: seriesFloor(specs),
      backtests,
    };
  } finally {
    await emu.close();
  }
}

export async function benchBacktest(): Promise<Row> {
  const off = await measure('off');
  const on = await measure('7d');
  return {
    benchmark:
      '(h) alerts.sync dry run, 50 alerts changed (50 distinct series: 30 tiles, 20 saved searches, 10 of them grouped), backtest 7 d at 5 min, ' +
      'at the real limit (100 requests/min): series requests; whole step (spawn → exit)',
    measured:
      `${on.series} series requests (${on.backtests} of 50 backtests, each current and proposed), ${on.requests} requests in all, ${on.limited} × 429; ` +
      `${(on.wall / 1000).toFixed(2)} s (the emulator answering the series: ${(on.emulatorMs / 1000).toFixed(2)} s), ${Math.round(on.rssMb)} MB peak RSS; ` +
      `backtests off: ${off.requests} requests, ${(off.wall / 1000).toFixed(2)} s, ${Math.round(off.rssMb)} MB`,
    floor: `${on.floor} series requests (30 + 10 + 10 series, ≤ 5 per request); ${on.requests} requests fit one rate-limit window: no wait`,
    ratio: on.series / on.floor,
    target: 1,
    extraOk: on.backtests === 50 && on.limited === 0,
    note: 'no 429',
  };
}
