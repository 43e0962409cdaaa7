import type { Outcome, Report } from '../../report/model.js';
import type { FileProblem } from '../../util/problems.js';
import type { AlertSpec } from '../file.js';
import { isRangeThreshold } from '../fields.js';
import type { EvaluationTrace, ExpectationResult } from './judge.js';
import type { AlertTest } from './types.js';

/** One failing expectation in the `result` output. */
export interface FailureSummary {
  line: number;
  at: string;
  group?: string;
  expected: string;
  computed: string;
  message: string;
}

/** One test in the `result` output. */
export interface TestSummary {
  name: string;
  alert: string;
  file: string;
  line: number;
  status: 'pass' | 'fail';
  expectations: number;
  failures: FailureSummary[];
}

export interface TestsOutcome {
  result: { tests: TestSummary[]; passed: number; failed: number };
  report: Report;
  failed: number;
  failure?: string;
}

/** The `result` output, the report (a failing expectation is an error at its line) and the step's verdict. */
export function summarizeTests(tests: ReadonlyArray<{ test: AlertTest; results: ExpectationResult[] }>, warnings: readonly FileProblem[] = []): TestsOutcome {
  const problems: FileProblem[] = [];
  const summaries = tests.map(({ test, results }): TestSummary => {
    const failures = results
      .filter((r) => !r.passed)
      .map((r): FailureSummary => {
        const message = failureMessage(test, r);
        problems.push({ file: test.file, line: r.expectation.line, column: r.expectation.column, message: `${test.name}: ${message}`, severity: 'error' });
        return {
          line: r.expectation.line,
          at: r.expectation.atText,
          ...(test.grouped ? { group: r.expectation.group } : {}),
          expected: r.expectation.outcome,
          computed: r.computed,
          message,
        };
      });
    return {
      name: test.name,
      alert: test.alert.name,
      file: test.file,
      line: test.line,
      status: failures.length ? 'fail' : 'pass',
      expectations: results.length,
      failures,
    };
  });
  const failed = summaries.filter((s) => s.status === 'fail').length;
  const passed = summaries.length - failed;
  const expectations = summaries.reduce((n, s) => n + s.expectations, 0);
  const outcome: Outcome = failed ? 'failure' : 'success';
  const failing = summaries.filter((s) => s.status === 'fail');
  const report: Report = {
    title: 'Alert unit tests',
    outcome,
    headline: failed
      ? `${failed} of ${summaries.length} test(s) failed (${problems.length} of ${expectations} expectation(s) not met).`
      : `${passed} test(s) passed (${expectations} expectation(s)); no server was asked.`,
    counts: { pass: passed, ...(failed ? { fail: failed } : {}) },
    table: {
      columns: ['Test', 'Alert', 'Status', 'Expectations met', 'Where'],
      rows: summaries.map((s) => [s.name, s.alert, s.status, `${s.expectations - s.failures.length}/${s.expectations}`, `${s.file}:${s.line}`]),
    },
    // The files' warnings (an alert file's ignored `thresholdMax`, invisible characters) after the failures.
    ...(problems.length || warnings.length ? { problems: [...problems, ...warnings] } : {}),
  };
  return {
    result: { tests: summaries, passed, failed },
    report,
    failed,
    ...(failed
      ? {
          failure: failureLine(failing, summaries.length),
        }
      : {}),
  };
}

/**
 * The step's failure: the first failing test and its first unmet expectation, then how many more (as a file's
 * problems are said) — the failure goes to the log, an annotation and the summary, and the report has them all.
 */
function failureLine(failing: readonly TestSummary[], total: number): string {
  const [first] = failing;
  if (!first) return '';
  const more = failing.length > 1 ? ` (and ${failing.length - 1} more failing test(s))` : '';
  return `${failing.length} of ${total} alert test(s) failed: ${first.name} (${first.file}:${first.failures[0]?.line ?? first.line}): ${first.failures[0]?.message ?? ''}${more}`;
}

/**
 * "expected fires, computed pending at window 5 (2026-01-01 00:30); deciding windows: …": what was
 * expected, what the engine decided, and the evaluations that decided it (values, breaching or not,
 * breaches in a row, the state recorded).
 */
export function failureMessage(test: AlertTest, r: ExpectationResult): string {
  const { expectation: e } = r;
  const when = /^\d+$/.test(e.atText) ? `window ${e.atText}` : e.atText;
  const group = test.grouped ? ` for group \`${e.group}\`` : '';
  const head = `expected ${e.outcome}, computed ${r.computed} at ${when} (the evaluation at ${clock(r.now)})${group}`;
  if (r.noEvaluation)
    return `${head}: the engine runs no evaluation then (scheduleStartAt ${test.alert.scheduleStartAt ?? ''}: its first is one window after it)`;
  const trace = r.deciding.map((t) => traceText(t)).join('; ');
  const needed = test.alert.numConsecutiveWindows ?? 1;
  const rule = `${conditionText(test.alert)}${needed > 1 ? `, fires after ${needed} breaching windows in a row` : ''}`;
  return `${head}; alert: ${rule}; deciding windows: ${trace}`;
}

function traceText(t: EvaluationTrace): string {
  const windows = t.windows.map((w) => `window ${w.index} (${clock(w.start)}) = ${w.value === null ? '_' : String(w.value)}`).join(', ');
  const d = t.decision;
  if (!d) return `${windows}: nothing recorded`;
  const breach = d.breaching ? `breaching (${t.run} in a row)` : 'not breaching';
  return `${windows}: ${breach} → ${d.state}${d.fired ? ' (fires)' : d.resolved ? ' (resolves)' : ''}`;
}

/** `above 50`, `between 10 and 20`. */
export function conditionText(alert: Pick<AlertSpec, 'thresholdType' | 'threshold' | 'thresholdMax'>): string {
  return isRangeThreshold(alert.thresholdType)
    ? `${alert.thresholdType} ${alert.threshold} and ${String(alert.thresholdMax)}`
    : `${alert.thresholdType} ${alert.threshold}`;
}

/** `2026-01-01 00:30` (UTC). */
function clock(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
