import * as runner from './action/core.js';
import { createClient, type ClosableClient } from './api/index.js';
import { ApiError, InputError, ListChangedError, TransportError } from './api/errors.js';
import { FileProblemsError } from './util/problems.js';
import { parseInputs, type Inputs } from './inputs.js';
import { OPERATIONS } from './operations/index.js';
import type { Operation, OperationResult } from './operations/types.js';
import type { Report } from './report/model.js';
import { publishReport } from './action/publish.js';
import { createRedactor } from './util/redact.js';

/** Reads inputs, runs one operation, publishes its report and outputs. Never throws. */
export async function run(): Promise<void> {
  // Before anything is read or written: every spelling of every secret masked, and redacted from
  // all the step writes. Built from the raw inputs, so even a run whose inputs fail to parse is covered.
  const redactor = createRedactor({
    apiKey: runner.getInput('api-key'),
    keySecret: runner.getInput('key-secret'),
    githubToken: runner.getInput('github-token'),
    keyId: runner.getInput('key-id'),
    values: [runner.getInput('secrets-token')],
  });
  runner.protect(redactor);

  let inputs: Inputs | undefined;
  let operation = runner.getInput('operation') || 'observability-ops';
  let client: ClosableClient | undefined;
  let outcome: OperationResult;
  try {
    inputs = parseInputs();
    const op = selectOperation(inputs);
    operation = op.name;
    if (runner.isDebug()) runner.debug(`inputs: ${JSON.stringify(redacted(inputs))}`);
    client = createClient(inputs, { service: op.scope !== 'organization' }, { redactor, log: runner });
    const ctx = { inputs, client, redactor, read: (name: string) => runner.getInput(name), log: runner, addSecrets: runner.addSecrets };
    outcome = await runner.group(`${op.name} (${inputs.edition})`, () => op.run(ctx));
    runner.debug(`requests: ${JSON.stringify(client.stats)}`);
  } catch (error) {
    outcome = failureOutcome(operation, error);
  } finally {
    await client?.close().catch(() => undefined);
  }

  const publishInputs = inputs ?? fallbackInputs();
  const { reportPath } = await publishReport(outcome.report, { inputs: publishInputs, operation, redactor });
  runner.setOutput('result', redactor.json(outcome.result ?? null));
  runner.setOutput('changed', String(outcome.changed));
  runner.setOutput('report', reportPath);
  for (const [name, value] of Object.entries(outcome.outputs ?? {})) runner.setOutput(name, value);
  if (outcome.failure) runner.setFailed(outcome.failure);
}

/** The operation named, or the one a file input implies; refused before any request. */
export function selectOperation(inputs: Inputs): Operation {
  const name = inputs.operation || (inputs.alertFile ? 'alerts.sync' : inputs.checksFile ? 'charts.check' : '');
  if (!name) {
    throw new InputError('Input `operation` is required (or set `alert-file` for alerts.sync, `checks-file` for charts.check).');
  }
  const op = OPERATIONS.get(name);
  if (!op) {
    throw new InputError(`Unknown operation \`${name}\`. Known: ${[...OPERATIONS.keys()].sort().join(', ')}.`);
  }
  if (!op.editions.includes(inputs.edition)) {
    const hint = op.unsupportedHint?.[inputs.edition];
    throw new InputError(
      `Operation \`${name}\` is not available on the ${inputs.edition} edition (only ${op.editions.join(', ')}).${hint ? ` ${hint}` : ''}`,
    );
  }
  return op;
}

function redacted(inputs: Inputs): Record<string, unknown> {
  return { ...inputs, apiKey: inputs.apiKey && '***', keySecret: inputs.keySecret && '***', githubToken: inputs.githubToken && '***', body: inputs.body === undefined ? undefined : '(set)' };
}

/** A failed run still reports: what failed, where (file problems), and nothing secret. */
function failureOutcome(operation: string, error: unknown): OperationResult {
  const message = error instanceof Error ? error.message : String(error);
  const report: Report = { title: operation, outcome: 'failure', headline: headlineFor(error), notes: [message] };
  if (error instanceof FileProblemsError) report.problems = error.problems;
  const expected = [InputError, ApiError, TransportError, ListChangedError, FileProblemsError].some((kind) => error instanceof kind);
  if (!expected) {
    // Unexpected: keep the stack for the debug log, never in the report.
    runner.debug(error instanceof Error ? (error.stack ?? message) : message);
  }
  return { result: { error: message }, changed: false, report, failure: message };
}

function headlineFor(error: unknown): string {
  if (error instanceof FileProblemsError) return `${error.problems.length} problem(s) in the input file; nothing was sent.`;
  if (error instanceof InputError) return 'Invalid input; nothing was sent.';
  if (error instanceof ApiError) return `The API answered ${error.status}.`;
  if (error instanceof TransportError) return 'The API could not be reached or did not answer.';
  if (error instanceof ListChangedError) return 'A list kept changing while it was read; nothing that depends on it was sent.';
  return 'Failed.';
}

/**
 * Inputs good enough to publish a failure report when parsing the real ones failed: only the
 * reporting inputs are kept, and if one of those was the bad one, the defaults are used.
 */
function fallbackInputs(): Inputs {
  const reporting = ['summary', 'comment', 'comment-key', 'github-token'];
  try {
    return parseInputs((name) => (reporting.includes(name) ? runner.getInput(name) : ''));
  } catch {
    return parseInputs(() => '');
  }
}
