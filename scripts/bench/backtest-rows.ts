// (j) One backtest over a million series rows: a saved-search alert grouped by a column with 500
// values, 7 days at 5 minutes (2,000 buckets × 500 groups = 1,000,000 rows in one series answer,
// ~62 MB of JSON as the server writes it: millisecond buckets, counts quoted as ClickHouse quotes
// 64-bit integers). The answer is prepared once and served by a small proxy in front of the emulator,
// so the step's time is the action's (reading, replaying, reporting), not the emulator's JSON.
// The whole step (spawn → exit) is timed and its peak RSS read, median of RUNS.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { median, REPORT_RSS, type Row } from './measure.ts';

const GROUPS = 500;
const BUCKETS = 2_000;
const STEP_MS = 300_000;
const RUNS = 3;

/** The series answer: every group in every bucket, a count that breaches now and then (~1 bucket in 12). */
function answer(now: number): Buffer {
  const last = Math.floor(now / STEP_MS) * STEP_MS - STEP_MS;
  const first = last - (BUCKETS - 1) * STEP_MS;
  const parts: string[] = [];
  for (let b = 0; b < BUCKETS; b++) {
    const ts = first + b * STEP_MS;
    for (let g = 0; g < GROUPS; g++) parts.push(`{"ts_bucket":${ts},"group":["s${g}"],"series_0.data":"${(g * 7_919 + b * 104_729) % 97}"}`);
  }
  return Buffer.from(`{"data":[${parts.join(',')}]}`);
}

/** A proxy to the emulator that answers every series query with `body`. */
async function proxy(target: string, body: Buffer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/charts/series')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'));
      void fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) }).then(async (up) => {
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await up.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchBacktestRows(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  const body = answer(Date.now());
  const front = await proxy(emu.url, body);
  try {
    const team = emu.state.selfHosted;
    const logs = team.sources.find((s) => s.kind === 'log');
    if (!logs) throw new Error('(j) the demo seed has no log source');
    team.addSavedSearch({ name: 'Bench rows', sourceId: logs.id, where: 'SeverityText:error', whereLanguage: 'lucene' });
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-j-'));
    await writeFile(
      join(dir, 'alerts.yml'),
      [
        'version: 1',
        'alerts:',
        '  - name: Errors per service',
        '    source: saved_search',
        '    savedSearch: Bench rows',
        '    groupBy: ServiceName',
        '    threshold: 90',
        '    thresholdType: above',
        '    interval: 5m',
        '    channel: { webhook: oncall }',
        '',
      ].join('\n'),
    );
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const inputs = {
      ...emu.actionInputs('self-hosted'),
      'base-url': front.url,
      'dry-run': 'true',
      'alert-file': 'alerts.yml',
      'backtest-window': '7d',
    };
    const walls: number[] = [];
    const peaks: number[] = [];
    let windows = 0;
    for (let run = 0; run < RUNS; run++) {
      const rssFile = join(dir, `rss-${run}`);
      const started = performance.now();
      const r = await runAction(inputs, { cwd: dir, env: { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` }, timeoutMs: 300_000 });
      walls.push(performance.now() - started);
      if (r.code !== 0) throw new Error(`(j) the plan failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
      const plan = JSON.parse(r.outputs.plan ?? '{}') as { actions?: Array<{ backtest?: { windows?: number; otherGroups?: number; skipped?: string } }> };
      const bt = plan.actions?.[0]?.backtest;
      if (typeof bt?.windows !== 'number') throw new Error(`(j) no backtest in the plan: ${JSON.stringify(bt)}`);
      windows = bt.windows;
      peaks.push(Number(await readFile(rssFile, 'utf8')));
    }
    const wall = median(walls);
    const rssMb = median(peaks) / 2 ** 20;
    return {
      benchmark: `(j) alerts.sync dry run, one alert grouped by a column of ${GROUPS} values, backtest 7 d at 5 min: one series answer of ${(GROUPS * BUCKETS).toLocaleString('en-US')} rows (${Math.round(body.length / 2 ** 20)} MB of JSON); whole step`,
      measured: `${(wall / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS (median of ${RUNS}; ${windows.toLocaleString('en-US')} evaluations × ${GROUPS} groups replayed)`,
      floor: '3 s, 256 MB',
      ratio: Math.max(wall / 3000, rssMb / 256),
      target: 1,
      note: '≤ 3 s, ≤ 256 MB',
    };
  } finally {
    await front.close();
    await emu.close();
  }
}
