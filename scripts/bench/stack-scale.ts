// (i) stack.sync at scale: 1,000 objects across the configuration kinds (100 connections, 300
// sources, 300 saved searches, 300 webhooks) owned by one stack file, 10 changed. Requests are held
// to the floor of issue 26: one list per kind (plus pages) and one write per change; the dry run and
// a re-run send the lists only. The apply (spawn → exit) is timed and its peak RSS read as in (f).
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { REPORT_RSS, type Row } from './measure.ts';

export const CONNECTIONS = 100;
export const SOURCES = 300;
export const SEARCHES = 300;
export const WEBHOOKS = 300;
export const CHANGED = 10;
const KINDS = 4;

/** The stack file with `changed` saved searches edited; webhook `i` reads its URL from `hookVariable(i)`. */
export function stackFile(changed: number, hookVariable: (i: number) => string = () => 'BENCH_HOOK_URL'): string {
  const lines = ['version: 1', 'connections:'];
  for (let i = 0; i < CONNECTIONS; i++)
    lines.push(`  - name: ch-${i}`, `    host: http://clickhouse-${i}:8123`, '    username: default', '    password: { env: BENCH_CH_PASSWORD }');
  lines.push('sources:');
  for (let i = 0; i < SOURCES; i++)
    lines.push(
      `  - name: logs-${i}`,
      '    kind: log',
      `    connection: ch-${i % CONNECTIONS}`,
      `    from: { databaseName: default, tableName: otel_logs_${i} }`,
      '    timestampValueExpression: TimestampTime',
      '    defaultTableSelectExpression: Timestamp, ServiceName, Body',
    );
  lines.push('savedSearches:');
  for (let i = 0; i < SEARCHES; i++)
    lines.push(`  - name: search-${i}`, `    source: logs-${i % SOURCES}`, `    where: "ServiceName:svc-${i}${i < changed ? ' SeverityText:error' : ''}"`);
  lines.push('webhooks:');
  for (let i = 0; i < WEBHOOKS; i++) lines.push(`  - name: hook-${i}`, '    service: generic', `    url: { env: ${hookVariable(i)} }`);
  return `${lines.join('\n')}\n`;
}

export async function benchStackScale(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-i-'));
    const path = join(dir, 'stack.yml');
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const inputs = { ...emu.actionInputs('self-hosted'), 'rate-limit': '100000/60s', scope: 'bench-stack', 'dry-run': 'false', 'stack-file': path };
    const secrets = { BENCH_CH_PASSWORD: 'bench-password-0001', BENCH_HOOK_URL: 'https://hooks.example.com/bench' };
    const api = () => emu.log.filter((e) => e.edition === 'self-hosted');
    const step = async (label: string, extra: Record<string, string> = {}, env: Record<string, string> = {}, mayFail = false) => {
      emu.clearLog();
      const started = performance.now();
      const r = await runAction({ ...inputs, ...extra }, { cwd: dir, env: { ...secrets, ...env }, timeoutMs: 300_000 });
      const ms = performance.now() - started;
      if (r.code !== 0 && !mayFail) throw new Error(`(i) ${label} failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
      return { ms, requests: api().length, writes: api().filter((e) => e.method !== 'GET').length };
    };

    // Set-up: the server holds the file's 1,000 objects (created by the action itself).
    await writeFile(path, stackFile(0));
    // A thousand creates at concurrency 32 may lose one to a closed socket; a re-run converges.
    await step('set-up', { concurrency: '32' }, {}, true);
    await step('set-up, converged', { concurrency: '32' });

    await writeFile(path, stackFile(CHANGED));
    const dry = await step('dry run', { 'dry-run': 'true' });
    const rssFile = join(dir, 'rss');
    const apply = await step('apply', {}, { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` });
    const rssMb = Number(await readFile(rssFile, 'utf8')) / 2 ** 20;
    const again = await step('re-run');
    if (apply.writes !== CHANGED || again.writes !== 0) throw new Error(`(i) expected ${CHANGED} writes then none, saw ${apply.writes} then ${again.writes}`);

    const floor = { apply: KINDS + CHANGED, dry: KINDS, again: KINDS };
    const measured = apply.requests + dry.requests + again.requests;
    const total = floor.apply + floor.dry + floor.again;
    return {
      benchmark: `(i) stack.sync, ${CONNECTIONS + SOURCES + SEARCHES + WEBHOOKS} objects of 4 kinds, ${CHANGED} changed: requests of apply / dry run / re-run; the apply step`,
      measured: `${apply.requests} / ${dry.requests} / ${again.requests} requests; ${(apply.ms / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS`,
      floor: `${floor.apply} / ${floor.dry} / ${floor.again} requests`,
      ratio: measured / total,
      target: 1,
    };
  } finally {
    await emu.close();
  }
}
