import type { OperationResult } from '../../report/model.js';
import type { Workspace } from '../../util/workspace.js';
import { readAlertTests, type TestFileSettings } from './file.js';
import { judge } from './judge.js';
import { summarizeTests } from './report.js';

/**
 * `alerts.test`: reads the test files and the alert files they test (every problem reported before
 * any test runs), replays each test's series through the alert engine, and fails the step on any
 * expectation the engine's decisions do not meet. Sends nothing: no server is needed.
 */
export async function runAlertTests(settings: TestFileSettings, ws: Workspace): Promise<OperationResult> {
  const { tests, warnings } = await readAlertTests(settings, ws);
  const out = summarizeTests(
    tests.map((test) => ({ test, results: judge(test) })),
    warnings,
  );
  return {
    result: out.result,
    changed: false,
    report: out.report,
    outputs: { failed: String(out.failed) },
    ...(out.failure ? { failure: out.failure } : {}),
  };
}
