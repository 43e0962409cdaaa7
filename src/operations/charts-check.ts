import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { InputError } from '../api/errors.js';
import { evaluateCheck } from '../checks/evaluate.js';
import { summarize } from '../checks/report.js';
import { resolveSources } from '../checks/sources.js';
import type { CheckResult } from '../checks/types.js';
import { readChecksFile } from '../checks/file.js';
import { mapSettled } from '../util/pool.js';
import type { Operation } from './types.js';
import { CHARTS_CHECK } from './meta.js';

/**
 * Deploy gates: runs every check of `checks-file` against `POST /charts/series`, judges the
 * reduced values against `fail` / `warn`, and fails the step on any failed (or erroring) check.
 */
export const chartsCheck: Operation = {
  ...CHARTS_CHECK,
  async run({ inputs, client }) {
    if (!inputs.checksFile) throw new InputError('`charts.check` needs `checks-file` (a YAML file of checks).');
    const charts = client.charts;
    if (!charts) throw new InputError(chartsCheck.unsupportedHint?.managed ?? 'charts are not available');

    // Everything is validated (file, then source names) before the first query.
    const { checks, yaml } = await readChecksFile(inputs.checksFile);
    const items = await resolveSources(checks, yaml, () => client.listSources());

    // Every check waits and retries on its own; only queries take one of `concurrency` slots.
    // Queries are reads paced by the client, so by default every check runs at once (up to 20).
    const slot = pLimit(inputs.concurrency ?? 20);
    const deps = {
      series: (q: Parameters<typeof charts.series>[0]) => slot(() => charts.series(q)),
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
            error: `error: ${(s.reason as Error)?.message ?? String(s.reason)}`,
            window: { startTime: 0, endTime: 0 },
          },
    );

    const out = summarize(checks, results, { file: yaml.file, failOn: inputs.failOn });
    return {
      result: out.result,
      changed: false,
      report: out.report,
      outputs: { failed: String(out.failed) },
      ...(out.failure ? { failure: out.failure } : {}),
    };
  },
};
