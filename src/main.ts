import { actionContext } from './action/context.js';
import { addSecrets, getInput, log, protect, setFailed, setOutput } from './action/core.js';
import { publishReport } from './action/publish.js';
import { parseReporting, type Reporting } from './action/reporting.js';
import { refusedRun, runOperation } from './operations/run.js';
import type { GitHubAccess } from './operations/types.js';
import { createCancellation, listenForSignals } from './util/cancel.js';
import { Inputs } from './util/inputs.js';
import { createRedactor } from './util/redact.js';

/** The action: reads its inputs, runs one operation, publishes its report and outputs. Never throws. */
export async function run(): Promise<void> {
  // Before anything is read or written: every spelling of every secret masked, and redacted from
  // all the step writes. Built from the raw inputs, so even a run whose inputs fail to parse is covered.
  const redactor = createRedactor({
    apiKey: getInput('api-key'),
    keySecret: getInput('key-secret'),
    githubToken: getInput('github-token'),
    keyId: getInput('key-id'),
    values: [getInput('secrets-token')],
  });
  protect(redactor);
  // SIGINT / SIGTERM (a cancelled or timed-out job): an operation that takes them over finishes or
  // undoes a half-done step, then this run still publishes its report; any other ends at once.
  const cancel = createCancellation();
  listenForSignals(cancel);

  const input = new Inputs((name) => getInput(name));
  // Reporting inputs are the action's own; when one is bad the run fails saying so, and the
  // report still goes where the others say.
  let reporting: Reporting;
  let reportingError: unknown;
  try {
    reporting = parseReporting(input);
  } catch (e) {
    reportingError = e;
    reporting = parseReporting(input, { lenient: true });
  }
  // Octokit loads only for the runs that write secrets (keys.rotate) or pull requests (stack.pull).
  const github: GitHubAccess = {
    secrets: async (...args) => (await import('./action/octokit.js')).gitHubAccess(log, cancel.deadline).secrets(...args),
    gitData: async (...args) => (await import('./action/octokit.js')).gitHubAccess(log, cancel.deadline).gitData(...args),
  };
  const context = actionContext(redactor);
  const frontEnd = { log, redactor, addSecrets, github, cancel, context, endsWithProcess: true };
  const { operation, outcome } = reportingError ? refusedRun(input, reportingError, log, context.nameInput) : await runOperation(input, frontEnd);

  // A cancelled run has the rest of GitHub's grace for the summary and outputs only: no PR comment.
  // Nor a drift issue: a cancelled plan says nothing about drift.
  const publishing = cancel.reason ? { ...reporting, comment: 'never' as const, driftIssue: false } : reporting;
  const drift = { changed: outcome.changed, plan: outcome.outputs?.plan, fingerprint: outcome.outputs?.['plan-fingerprint'] };
  const { reportPath, driftIssue } = await publishReport(outcome.report, { reporting: publishing, operation, redactor, drift });
  setOutput('result', redactor.json(outcome.result ?? null));
  setOutput('changed', String(outcome.changed));
  setOutput('report', reportPath);
  if (driftIssue) setOutput('drift-issue', redactor.json(driftIssue));
  for (const [name, value] of Object.entries(outcome.outputs ?? {})) setOutput(name, value);
  if (outcome.failure) setFailed(outcome.failure);
}
