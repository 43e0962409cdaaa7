// (b) A sync that needs more requests than one rate-limit window allows: wall time vs the floor
// the server's fixed windows allow, and the number of 429s.
//
// The emulator counts requests in fixed windows of W ms that open at the first request after the
// previous window closed (t0 = the first request of the run). With at most M requests per window,
// N requests need k = ceil(N / M) windows, and the last of them cannot be sent before the k-th
// window opens at t0 + (k − 1)·W. Floor = (k − 1)·W; measured = from t0 (read from the request
// log, the server's own clock) to the exit of the action process. Start-up before the first request
// is excluded from both: it is benchmark (c).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { ALERT_FILE_HEADER, ms, type Row } from './measure.ts';

const MAX = 10;
const WINDOW_MS = 1000;
/** New alerts to create: with the 3 lists (alerts, dashboards, webhooks) 35 requests = 4 windows. */
const CREATES = 32;

function alertFile(): string {
  const lines = [...ALERT_FILE_HEADER];
  for (let i = 0; i < CREATES; i++) lines.push(`  - name: Paced ${i}`, '    dashboard: Checkout', '    tile: Error count', `    threshold: ${10 + i}`);
  return `${lines.join('\n')}\n`;
}

export async function benchRateLimit(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: { max: MAX, windowMs: WINDOW_MS } } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-b-'));
    const path = join(dir, 'alerts.yml');
    await writeFile(path, alertFile());
    // The user tells the action the installation's limit, as docs/troubleshooting.md asks for non-default limits.
    const run = await runAction(
      // Backtests off: the windows are counted for the sync's writes; (h2) paces a plan's backtests.
      {
        ...emu.actionInputs('self-hosted'),
        'rate-limit': `${MAX}/${WINDOW_MS / 1000}s`,
        'alert-file': path,
        scope: 'bench',
        'dry-run': 'false',
        'backtest-window': 'off',
      },
      { cwd: dir },
    );
    const exit = Date.now();
    if (run.code !== 0) throw new Error(`(b) sync failed:\n${run.stdout}\n${run.stderr}`);
    const api = emu.log.filter((e) => e.edition === 'self-hosted');
    const t0 = api[0]?.at ?? exit;
    const limited = api.filter((e) => e.status === 429).length;
    const needed = api.length - limited;
    const windows = Math.ceil(needed / MAX);
    const floor = (windows - 1) * WINDOW_MS;
    const measured = exit - t0;
    return {
      benchmark: `(b) alerts.sync needing ${needed} requests at ${MAX} per ${WINDOW_MS} ms window: first request → exit`,
      measured: `${ms(measured)}, ${limited} × 429`,
      floor: `${ms(floor)} (${windows} windows)`,
      ratio: measured / floor,
      target: 1.1,
      extraOk: limited <= windows,
      note: '≤ 1 × 429 per window',
    };
  } finally {
    await emu.close();
  }
}
