// `npm run bench`: the performance figures of CONTRIBUTING.md, measured against the bundled action
// (dist/index.js, or OBS_OPS_BUNDLE), the command line (dist/cli/index.js, not committed: `npm run bench`
// builds it first; or OBS_OPS_CLI) and the in-process emulator. Prints a Markdown table;
// `npm run bench -- g` runs one case.
import { benchAlertRequests } from './bench/alerts-requests.ts';
import { benchAlertsScale } from './bench/alerts-scale.ts';
import { benchBacktest } from './bench/backtest.ts';
import { benchBacktestRows } from './bench/backtest-rows.ts';
import { benchChecks } from './bench/checks.ts';
import { benchCliStart } from './bench/cli-start.ts';
import { benchColdStart } from './bench/cold-start.ts';
import { benchDashboardsScale } from './bench/dashboards-scale.ts';
import { machine, ms, table, type Row } from './bench/measure.ts';
import { benchRateLimit } from './bench/rate-limit.ts';
import { benchStackPull } from './bench/stack-pull.ts';
import { benchStackScale } from './bench/stack-scale.ts';
import { benchStackSecrets } from './bench/stack-secrets.ts';
import { benchValuesScale } from './bench/values-scale.ts';
import { BUNDLE } from '../test/helpers/action.ts';
import { CLI } from '../test/helpers/cli.ts';

const only = process.argv.slice(2);
const want = (id: string) => only.length === 0 || only.includes(id);
const started = performance.now();
const rows: Row[] = [];
const notes: string[] = [];

if (want('a')) rows.push(await benchAlertRequests());
if (want('b')) rows.push(await benchRateLimit());
if (want('c')) {
  const c = await benchColdStart();
  rows.push(c.row);
  notes.push(
    `(c) absolute: ${ms(c.extra.action)} per run for the action, ${ms(c.extra.minimal)} for the minimal action. Neither uses a ` +
      'compile cache, so every run is what the first run on a fresh runner costs.',
  );
}
if (want('d')) rows.push(await benchChecks());
if (want('e')) rows.push(await benchAlertsScale());
if (want('f')) rows.push(await benchDashboardsScale());
if (want('g')) rows.push(await benchCliStart());
if (want('h')) rows.push(await benchBacktest());
if (want('i')) rows.push(await benchStackScale());
if (want('j')) rows.push(await benchBacktestRows());
if (want('k')) rows.push(await benchStackSecrets());
if (want('l')) rows.push(await benchValuesScale());
if (want('p')) rows.push(await benchStackPull());

console.log(table(rows));
console.log('');
for (const n of notes) console.log(`${n}\n`);
console.log(`Machine: ${machine()}. Bundle: ${BUNDLE}; command line: ${CLI}. Bench took ${((performance.now() - started) / 1000) | 0} s.`);
