import * as core from '@actions/core';
import { createClient, type ClosableClient } from './api/index.js';
import { ApiError, InputError, TransportError } from './api/errors.js';
import { basicCredential } from './api/managed.js';
import { FileProblemsError } from './files/problems.js';
import { parseInputs, type Inputs } from './inputs.js';
import { OPERATIONS } from './operations/index.js';
import type { Operation, OperationResult } from './operations/types.js';
import type { Report } from './report/model.js';
import { publishReport } from './report/publish.js';

/** Reads inputs, runs one operation, publishes its report and outputs. Never throws. */
export async function run(): Promise<void> {
  let inputs: Inputs | undefined;
  let operation = core.getInput('operation') || 'observability-ops';
  let client: ClosableClient | undefined;
  let outcome: OperationResult;
  maskSecrets();
  try {
    inputs = parseInputs();
    const op = selectOperation(inputs);
    operation = op.name;
    if (core.isDebug()) core.debug(`inputs: ${JSON.stringify(redacted(inputs))}`);
    client = createClient(inputs, { service: op.scope !== 'organization' }, core);
    const ctx = { inputs, client };
    outcome = await core.group(`${op.name} (${inputs.edition})`, () => op.run(ctx));
    core.debug(`requests: ${JSON.stringify(client.stats)}`);
  } catch (error) {
    outcome = failureOutcome(operation, error);
  } finally {
    await client?.close().catch(() => undefined);
  }

  const publishInputs = inputs ?? fallbackInputs();
  const { reportPath } = await publishReport(outcome.report, { inputs: publishInputs, operation });
  core.setOutput('result', JSON.stringify(outcome.result ?? null));
  core.setOutput('changed', String(outcome.changed));
  core.setOutput('report', reportPath);
  for (const [name, value] of Object.entries(outcome.outputs ?? {})) core.setOutput(name, value);
  if (outcome.failure) core.setFailed(outcome.failure);
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

/**
 * Masks every secret input, and the form the managed edition derives from two of them (the Basic
 * credential), before anything is parsed or logged.
 */
function maskSecrets(): void {
  const [keyId, keySecret] = [core.getInput('key-id'), core.getInput('key-secret')];
  const basic = keyId && keySecret ? basicCredential(keyId, keySecret) : '';
  for (const secret of [core.getInput('api-key'), keySecret, core.getInput('github-token'), basic]) {
    if (secret) core.setSecret(secret);
  }
}

function redacted(inputs: Inputs): Record<string, unknown> {
  return { ...inputs, apiKey: inputs.apiKey && '***', keySecret: inputs.keySecret && '***', githubToken: inputs.githubToken && '***', body: inputs.body === undefined ? undefined : '(set)' };
}

/** A failed run still reports: what failed, where (file problems), and nothing secret. */
function failureOutcome(operation: string, error: unknown): OperationResult {
  const message = error instanceof Error ? error.message : String(error);
  const report: Report = { title: operation, outcome: 'failure', headline: headlineFor(error), notes: [message] };
  if (error instanceof FileProblemsError) report.problems = error.problems;
  if (!(error instanceof InputError || error instanceof ApiError || error instanceof TransportError || error instanceof FileProblemsError)) {
    // Unexpected: keep the stack for the debug log, never in the report.
    core.debug(error instanceof Error ? (error.stack ?? message) : message);
  }
  return { result: { error: message }, changed: false, report, failure: message };
}

function headlineFor(error: unknown): string {
  if (error instanceof FileProblemsError) return `${error.problems.length} problem(s) in the input file; nothing was sent.`;
  if (error instanceof InputError) return 'Invalid input; nothing was sent.';
  if (error instanceof ApiError) return `The API answered ${error.status}.`;
  if (error instanceof TransportError) return 'The API could not be reached or did not answer.';
  return 'Failed.';
}

/**
 * Inputs good enough to publish a failure report when parsing the real ones failed: only the
 * reporting inputs are kept, and if one of those was the bad one, the defaults are used.
 */
function fallbackInputs(): Inputs {
  const reporting = ['summary', 'comment', 'comment-key', 'github-token'];
  try {
    return parseInputs((name) => (reporting.includes(name) ? core.getInput(name) : ''));
  } catch {
    return parseInputs(() => '');
  }
}
