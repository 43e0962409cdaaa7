import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { ChartsApi } from '../api/client.js';
import type { Source } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { mapSettled } from '../util/pool.js';
import type { Workspace } from '../util/workspace.js';
import { evaluateCheck } from './evaluate.js';
import { readChecksFile } from './file.js';
import { summarize } from './report.js';
import { resolveSources } from './sources.js';
import type { CheckResult } from './types.js';

export interface CheckSettings {
  /** The checks file, relative to the workspace. */
  checksFile: string;
  /** `warn`: warnings and inconclusive checks fail the step too. */
  failOn: 'fail' | 'warn';
  /** Chart queries in flight. */
  concurrency: number;
}

/**
 * Deploy gates: runs every check of the checks file against `POST /charts/series`, judges the
 * reduced values against `fail` / `warn`, and fails the step on any failed (or erroring) check.
 * The file, then its source names, are checked before the first query.
 */
export async function runChecks(charts: ChartsApi, listSources: () => Promise<Source[]>, settings: CheckSettings, ws: Workspace): Promise<OperationResult> {
  const { checks, yaml } = await readChecksFile(settings.checksFile, ws);
  const items = await resolveSources(checks, yaml, listSources);

  // Every check waits and retries on its own; only queries take one of `concurrency` slots.
  const slot = pLimit(settings.concurrency);
  const deps = {
    series: (q: Parameters<ChartsApi['series']>[0]) => slot(() => charts.series(q)),
    now: () => Date.now(),
    sleep: (ms: number) => sleep(ms),
  };
  const settled = await mapSettled(checks, checks.length, (check, i) => evaluateCheck(check, items[i] ?? [], deps));
  const results = settled.map((s, i): CheckResult =>
    s.status === 'fulfilled'
      ? s.value
      : {
          name: checks[i]?.name ?? `check ${i + 1}`,
          status: 'error',
          observed: null,
          attempts: 1,
          error: `error: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`,
          window: { startTime: 0, endTime: 0 },
        },
  );

  const out = summarize(checks, results, { file: yaml.file, failOn: settings.failOn });
  return {
    result: out.result,
    changed: false,
    report: out.report,
    outputs: { failed: String(out.failed) },
    ...(out.failure ? { failure: out.failure } : {}),
  };
}
