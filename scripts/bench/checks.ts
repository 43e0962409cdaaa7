// (d) 20 chart checks with 200 ms server latency on every query: wall time vs the slowest one.
// "The slowest one" = the wall time of the same action run with a file holding one of those
// checks: the 20 checks are the same query shape (one series query each, no baseline, no
// retries), so each alone costs the same. Both are spawn → exit, median of 3 runs, so start-up,
// the sources list and the report are in both; the difference is what running 20 costs over 1.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { median, ms, type Row } from './measure.ts';

const CHECKS = 20;
const LATENCY_MS = 200;
const RUNS = 3;
const SERVICES = ['checkout', 'payments', 'search', 'cart'];

function checksFile(n: number): string {
  const lines = ['version: 1', 'defaults:', '  window: 15m', '  granularity: 1m', 'checks:'];
  for (let i = 0; i < n; i++) {
    lines.push(
      `  - name: Errors ${i}`,
      '    series:',
      '      - source: Logs',
      '        aggFn: count',
      `        where: "ServiceName:${SERVICES[i % SERVICES.length]} AND SeverityText:error"`,
      '    reduce: max',
      '    fail: "> 100000"',
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function benchChecks(): Promise<Row> {
  // The server's real limit (100 per minute) stays on: all runs (3 × 21 + 3 × 2 requests) fit in one window.
  const emu = await startEmulator();
  emu.faults.add({ route: 'POST /api/v2/charts/series', kind: 'latency', ms: LATENCY_MS });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-d-'));
    const all = join(dir, 'checks-20.yml');
    const one = join(dir, 'checks-1.yml');
    await writeFile(all, checksFile(CHECKS));
    await writeFile(one, checksFile(1));
    const time = async (file: string, expected: number): Promise<number> => {
      emu.clearLog();
      const start = performance.now();
      const r = await runAction({ ...emu.actionInputs('self-hosted'), 'checks-file': file }, { cwd: dir });
      const took = performance.now() - start;
      const queries = emu.log.filter((e) => e.path === '/api/v2/charts/series' && e.fault === 'latency').length;
      if (r.code !== 0 || queries !== expected) throw new Error(`(d) ${file}: exit ${r.code}, ${queries} slow queries\n${r.stdout}\n${r.stderr}`);
      return took;
    };
    const many: number[] = [];
    const single: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      many.push(await time(all, CHECKS));
      single.push(await time(one, 1));
    }
    const m = median(many);
    const s = median(single);
    return {
      benchmark: `(d) charts.check, ${CHECKS} checks, ${LATENCY_MS} ms server latency: spawn → exit, median of ${RUNS}`,
      measured: ms(m),
      floor: `${ms(s)} (1 check)`,
      ratio: m / s,
      target: 1.2,
    };
  } finally {
    await emu.close();
  }
}
