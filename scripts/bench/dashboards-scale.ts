// (f) dashboards.sync at scale: 200 dashboards × 20 tiles owned by the file, 5 changed. Requests are
// held to the floor of docs/design/dashboards-sync.md §13 — one dashboards list, one sources list, and
// per changed dashboard one fresh read and one write (the dry run: one validate each; a re-run: the
// two lists); the apply (spawn → exit) is timed and its peak RSS read as in (e).
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { REPORT_RSS, type Row } from './measure.ts';

const DASHBOARDS = 200;
const TILES = 20;
const CHANGED = 5;
const SOURCES = ['Logs', 'Traces'];

function dashboardFile(changed: number): string {
  const lines = ['version: 1', 'dashboards:'];
  for (let d = 0; d < DASHBOARDS; d++) {
    lines.push(`  - name: Service ${String(d).padStart(3, '0')}`, `    tags: [bench, team-${d % 7}]`, '    tiles:');
    for (let t = 0; t < TILES; t++) {
      const where = d < changed && t === 0 ? 'SeverityText:fatal' : `ServiceName:svc-${d}-${t}`;
      lines.push(
        `      - name: Tile ${t}`,
        '        config:',
        `          displayType: ${t % 3 === 0 ? 'number' : 'line'}`,
        `          source: ${SOURCES[t % 2]}`,
        `          select: [{ aggFn: count, where: "${where}" }]`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function benchDashboardsScale(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-f-'));
    const path = join(dir, 'dashboards.yml');
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const inputs = { ...emu.actionInputs('self-hosted'), 'rate-limit': '100000/60s', scope: 'bench-dashboards', 'dry-run': 'false', 'dashboard-file': path };
    const api = () => emu.log.filter((e) => e.edition === 'self-hosted');
    const step = async (label: string, extra: Record<string, string> = {}, env: Record<string, string> = {}) => {
      emu.clearLog();
      const started = performance.now();
      const r = await runAction({ ...inputs, ...extra }, { cwd: dir, env, timeoutMs: 180_000 });
      const ms = performance.now() - started;
      if (r.code !== 0) throw new Error(`(f) ${label} failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
      return { ms, requests: api().length, writes: api().filter((e) => e.method !== 'GET').length };
    };

    // Set-up: the server holds the file's 200 dashboards (created by the action itself).
    await writeFile(path, dashboardFile(0));
    await step('set-up', { concurrency: '32' });

    await writeFile(path, dashboardFile(CHANGED));
    const dry = await step('dry run', { 'dry-run': 'true' });
    const rssFile = join(dir, 'rss');
    const apply = await step('apply', {}, { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` });
    const rssMb = Number(await readFile(rssFile, 'utf8')) / 2 ** 20;
    const again = await step('re-run');
    if (apply.writes !== CHANGED || again.writes !== 0) throw new Error(`(f) expected ${CHANGED} writes then none, saw ${apply.writes} then ${again.writes}`);

    const floor = { apply: 2 + 2 * CHANGED, dry: 2 + CHANGED, again: 2 };
    const measured = apply.requests + dry.requests + again.requests;
    const total = floor.apply + floor.dry + floor.again;
    return {
      benchmark: `(f) dashboards.sync, ${DASHBOARDS} dashboards × ${TILES} tiles, ${CHANGED} changed: requests of apply / dry run / re-run; the apply step`,
      measured: `${apply.requests} / ${dry.requests} / ${again.requests} requests; ${(apply.ms / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS`,
      floor: `${floor.apply} / ${floor.dry} / ${floor.again} requests`,
      ratio: measured / total,
      target: 1,
    };
  } finally {
    await emu.close();
  }
}
