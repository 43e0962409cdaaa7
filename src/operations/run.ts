import { EDITIONS, editionsWith } from '../api/editions.js';
import { ApiError, ListChangedError, RateLimitWaitError, TransportError } from '../api/errors.js';
import { createClient, type ClosableClient } from '../api/index.js';
import type { Edition } from '../api/types.js';
import type { InputName } from '../generated/action-inputs.js';
import type { Report } from '../report/model.js';
import { InputError, messageFor, msg, named, theInput, type InputNamer } from '../util/input-error.js';
import { Inputs } from '../util/inputs.js';
import type { Log } from '../util/log.js';
import { FileProblemsError } from '../util/problems.js';
import { parseConnection, parseEdition } from './connection.js';
import { OPERATIONS } from './index.js';
import type { FrontEnd, Operation, OperationResult } from './types.js';

/** Inputs never shown, not even in the debug line of the inputs a run read. */
const SECRET_INPUTS = new Set<InputName>(['api-key', 'key-secret', 'github-token', 'secrets-token']);

/** An input as the debug line shows it: secrets hidden, the key id by its last 4 characters (as keys are listed), a body as "(set)". */
function shown(name: InputName, value: string): string {
  if (SECRET_INPUTS.has(name)) return '***';
  if (name === 'key-id') return `…${value.trim().slice(-4)}`;
  return name === 'body' ? '(set)' : value;
}

export interface RunOutcome {
  /** The operation's name, or the best name known when it could not be chosen. */
  operation: string;
  outcome: OperationResult;
  /** What stopped the run, when it threw (bad input, an API error): a command line's exit code depends on it. */
  error?: unknown;
}

/**
 * The engine every front end drives: reads the connection inputs and the operation's own inputs
 * (through `input`), refuses what is wrong before any request, runs the operation in a log group
 * and hands back its outcome. Never throws: a failure is an outcome with a report.
 */
export async function runOperation(given: Inputs, env: FrontEnd): Promise<RunOutcome> {
  const { log, redactor } = env;
  const read = new Map<InputName, string>();
  const input = new Inputs((name) => {
    const value = given.read(name);
    if (value !== '') read.set(name, shown(name, value));
    return value;
  });
  let operation = input.text('operation') || 'observability-ops';
  let client: ClosableClient | undefined;
  try {
    const edition = parseEdition(input);
    const op = selectOperation(input, edition);
    operation = op.name;
    // The operation's own defaults from here on (action.yml: `concurrency`, `max-deletions`).
    const prepared = await op.prepare(input.of(op.name), { edition, context: env.context });
    if (typeof prepared !== 'function') {
      // Needs no API: no connection input is read or required, no client exists to send with.
      log.debug(`inputs: ${JSON.stringify(Object.fromEntries(read))}`);
      return { operation, outcome: await log.group(`${op.name} (${edition})`, () => prepared.offline(env)) };
    }
    const connection = parseConnection(input, edition, { service: op.scope !== 'organization' });
    log.debug(`inputs: ${JSON.stringify(Object.fromEntries(read))}`);
    const open = createClient(connection.client, { redactor, log, reveal: env.addSecrets, deadline: env.cancel.deadline });
    client = open;
    const outcome = await log.group(`${op.name} (${edition})`, () => prepared({ ...env, client: open, connection }));
    log.debug(`requests: ${JSON.stringify(open.stats)}`);
    return { operation, outcome };
  } catch (error) {
    return { operation, outcome: failureOutcome(operation, error, log, env.context.nameInput), error };
  } finally {
    if (!env.endsWithProcess) await client?.close().catch(() => undefined);
  }
}

/** A run refused before it started (a front end found its own inputs bad): the outcome that says so. */
export function refusedRun(input: Inputs, error: unknown, log: Log, nameInput: InputNamer): RunOutcome {
  const operation = input.text('operation') || 'observability-ops';
  return { operation, outcome: failureOutcome(operation, error, log, nameInput), error };
}

/** The operation a file input implies when `operation` is empty, first match wins (alerts.test reads `alert-file` too). */
const IMPLIED: ReadonlyArray<readonly [InputName, string]> = [
  ['stack-file', 'stack.sync'],
  ['dashboard-file', 'dashboards.sync'],
  ['test-file', 'alerts.test'],
  ['alert-file', 'alerts.sync'],
  ['checks-file', 'charts.check'],
];

/** The operation named, or the one a file input implies; refused before any request. */
export function selectOperation(input: Inputs, edition: Edition): Operation {
  const asked = input.text('operation');
  // A dashboard file with an alert file is one run of both (dashboards.sync), whichever sync is named.
  const both = input.text('dashboard-file') !== '' && input.text('alert-file') !== '' && (asked === '' || asked === 'alerts.sync');
  const name = both ? 'dashboards.sync' : asked || (IMPLIED.find(([file]) => input.text(file) !== '')?.[1] ?? '');
  if (!name) {
    throw new InputError(
      msg`${theInput('operation')} is required (or set ${named('stack-file')} for stack.sync, ${named('dashboard-file')} for dashboards.sync, ${named('alert-file')} for alerts.sync, ${named('checks-file')} for charts.check, ${named('test-file')} for alerts.test).`,
    );
  }
  const op = OPERATIONS.get(name);
  if (!op) {
    throw new InputError(`Unknown operation \`${name}\`. Known: ${[...OPERATIONS.keys()].sort().join(', ')}.`);
  }
  if (!EDITIONS[edition].capabilities.includes(op.needs)) {
    const hint = op.unsupportedHint?.[edition];
    throw new InputError(
      `Operation \`${name}\` is not available on the ${edition} edition (only ${editionsWith(op.needs).join(', ')}).${hint ? ` ${hint}` : ''}`,
    );
  }
  return op;
}

/** A failed run still reports: what failed, where (file problems), and nothing secret; inputs named as the user knows them. */
function failureOutcome(operation: string, error: unknown, log: Log, nameInput: InputNamer): OperationResult {
  const message = messageFor(error, nameInput);
  const report: Report = { title: operation, outcome: 'failure', headline: headlineFor(error), notes: [message] };
  if (error instanceof FileProblemsError) report.problems = error.problems;
  const expected = [InputError, ApiError, TransportError, ListChangedError, RateLimitWaitError, FileProblemsError].some((kind) => error instanceof kind);
  if (!expected) {
    // Unexpected: keep the stack for the debug log, never in the report.
    log.debug(error instanceof Error ? (error.stack ?? message) : message);
  }
  return { result: { error: message }, changed: false, report, failure: message };
}

function headlineFor(error: unknown): string {
  if (error instanceof FileProblemsError) return `${error.problems.length} problem(s) in the input file; nothing was sent.`;
  if (error instanceof InputError) return 'Invalid input; nothing was sent.';
  if (error instanceof ApiError) return `The API answered ${error.status}.`;
  if (error instanceof TransportError) return 'The API could not be reached or did not answer.';
  if (error instanceof RateLimitWaitError) return 'The API asked for a longer wait than this run allows; nothing more was sent.';
  if (error instanceof ListChangedError) return 'A list kept changing while it was read; nothing that depends on it was sent.';
  return 'Failed.';
}
