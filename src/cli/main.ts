// The command line: `observability-ops <resource> <verb> [flags]` runs one operation through the
// engine the action runs (src/operations/run.ts), with inputs from flags and the environment, the
// report on stdout and diagnostics on stderr; `observability-ops emulator` runs the API emulator.
import { gitHubAccess } from '../action/octokit.js';
import { PACKAGE } from '../generated/action-inputs.js';
import { runOperation } from '../operations/run.js';
import type { FrontEnd, RunContext } from '../operations/types.js';
import { credentialGuard } from '../stack/credential-guard.js';
import { createCancellation, listenForSignals } from '../util/cancel.js';
import { Inputs } from '../util/inputs.js';
import type { Log } from '../util/log.js';
import { inertText, plainLine } from '../report/escape.js';
import { createRedactor, type Redactor } from '../util/redact.js';
import { BIN, commandHelp, commands, resourceHelp, topHelp } from './commands.js';
import {
  checkFlags,
  cliReader,
  flagNamer,
  knownSecrets,
  parseFlags,
  resolveEdition,
  secretFlagWarnings,
  UsageError,
  workspaceRoot,
  writes,
  type Flags,
} from './flags.js';
import { EXIT, exitCodeOf, jsonDocument, renderReport, useColour } from './output.js';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: { write(text: string): void; isTTY?: boolean };
  stderr: { write(text: string): void };
}

const processIo = (): CliIo => ({ env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr });

/**
 * Runs the command line and resolves with its exit code. `emulator` resolves once the emulator
 * listens; it then serves until SIGINT or SIGTERM.
 */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  // First, before any flag is parsed: every secret the command line may hold (flags, even
  // misspelt ones, and environment), in every spelling, is redacted from all that is written.
  const redactor = createRedactor(knownSecrets(argv, io.env));
  const [first, second, ...rest] = argv;
  if (first === undefined) {
    io.stderr.write(topHelp());
    return EXIT.badInput;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.stdout.write(topHelp());
    return EXIT.ok;
  }
  if (first === '--version' || first === '-V' || first === 'version') {
    io.stdout.write(`${BIN} ${PACKAGE.version}\n`);
    return EXIT.ok;
  }
  if (first === 'emulator') {
    // Loaded for this command only: the emulator is as large as the engine, and no other command needs it.
    const { runEmulator } = await import('../../packages/emulator/src/run.ts');
    const started = await runEmulator(argv.slice(1), {
      env: io.env,
      out: (t) => io.stdout.write(t),
      err: (t) => io.stderr.write(t),
      exit: (code) => process.exit(code),
    });
    return typeof started === 'number' ? started : EXIT.ok;
  }
  const verbs = commands().get(first);
  if (!verbs) return usageError(io, redactor, argv, `unknown command \`${first}\`. Commands: ${[...commands().keys(), 'emulator'].join(', ')}.`);
  if (second === undefined || second === '--help' || second === '-h') {
    (second === undefined ? io.stderr : io.stdout).write(resourceHelp(first, verbs));
    return second === undefined ? EXIT.badInput : EXIT.ok;
  }
  const op = verbs.get(second);
  const command = `${first} ${second}`;
  if (!op) return usageError(io, redactor, argv, `unknown command \`${command}\`. \`${first}\` has: ${[...verbs.keys()].join(', ')}.`);

  let flags: Flags;
  try {
    flags = parseFlags(rest);
    if (flags.help) {
      io.stdout.write(commandHelp(command, op));
      return EXIT.ok;
    }
    checkFlags(op, command, flags);
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, redactor, argv, e.message, command);
    throw e;
  }

  // Diagnostics carry file names and server answers: no escape sequence reaches the terminal, and
  // no line is a workflow command when the command line runs in a CI step.
  const err = (text: string) => io.stderr.write(`${inertText(redactor.text(text))}\n`);
  for (const warning of secretFlagWarnings(flags)) err(`warning: ${warning}`);

  let edition: ReturnType<typeof resolveEdition>;
  try {
    edition = resolveEdition(op, flags, io.env);
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, redactor, argv, e.message, command);
    throw e;
  }

  // The engine's context, as a runner would give it: the workspace (files and their scopes) and,
  // for scopes and keys.rotate, the repository (`--repository` wins over GITHUB_REPOSITORY).
  const root = workspaceRoot(io.cwd, io.env);
  const context: RunContext = {
    root,
    repository: flags.repository || io.env.GITHUB_REPOSITORY || undefined,
    env: {
      GITHUB_REPOSITORY_OWNER: flags.repository ? flags.repository.split('/')[0] : io.env.GITHUB_REPOSITORY_OWNER,
      GITHUB_API_URL: io.env.GITHUB_API_URL,
      GITHUB_GRAPHQL_URL: io.env.GITHUB_GRAPHQL_URL,
    },
    // Messages name flags: "`--api-key` (or HYPERDX_API_KEY) is required".
    nameInput: flagNamer(edition, op.fileInput),
    // Withheld when it holds a credential the command line holds (flags or environment), in any spelling.
    secretVariable: credentialGuard((name) => io.env[name], redactor),
    clock: () => Date.now(),
  };

  const log = cliLog(err, flags.debug);
  // Ctrl-C / SIGTERM: an operation that takes them over (keys rotate) finishes or undoes a half-done
  // step and reports; any other command ends at once, as before.
  const cancel = createCancellation();
  const stopListening = listenForSignals(cancel);
  const frontEnd: FrontEnd = {
    context,
    log,
    redactor,
    addSecrets: (secrets) => void redactor.add(secrets),
    github: {
      secrets: (...args) => gitHubAccess(log, cancel.deadline).secrets(...args),
      gitData: (...args) => gitHubAccess(log, cancel.deadline).gitData(...args),
    },
    cancel,
    // `main` is the process's: its exit code is what the process ends with.
    endsWithProcess: true,
  };
  const input = new Inputs(cliReader(op, flags, io.env, edition, { cwd: io.cwd, root }));
  const run = await runOperation(input, frontEnd);
  // Interrupted before the operation was done: 130, whatever it failed on (a request given up, a step not started).
  const code = cancel.reason && run.outcome.failure ? EXIT.cancelled : exitCodeOf(run, flags.failOnChanges);

  const dryRun = writes(op) && !flags.apply;
  if (flags.json) {
    io.stdout.write(`${redactor.json(jsonDocument(run, dryRun, code))}\n`);
  } else if (run.error === undefined) {
    io.stdout.write(renderReport(run.outcome.report, redactor, useColour(io.env, io.stdout.isTTY === true)));
  }
  if (run.error !== undefined) {
    for (const p of run.outcome.report.problems ?? []) err(`${plainLine(p.file)}:${p.line}:${p.column}: ${p.severity}: ${plainLine(p.message)}`);
  }
  if (run.outcome.failure) err(`error: ${run.outcome.failure}`);
  if (code === EXIT.changesPending) err(`${run.operation}: changes pending (--fail-on-changes).`);
  if (code === EXIT.ok && dryRun && run.outcome.changed)
    err(
      op.name.endsWith('.pull')
        ? 'Dry run: no file was rewritten. Run again with --write to rewrite them.'
        : 'Dry run: nothing was changed. Run again with --apply to apply.',
    );
  stopListening();
  return code;
}

/** Diagnostics on stderr: info and warnings always, debug lines and phases with --debug. */
function cliLog(err: (line: string) => void, debug: boolean): Log {
  return {
    debug: (message) => {
      if (debug) err(`debug: ${message}`);
    },
    info: (message) => err(message),
    warning: (message) => err(`warning: ${message}`),
    group: async (name, fn) => {
      if (debug) err(`debug: ▸ ${name}`);
      return fn();
    },
  };
}

/** Bad flags: exit 3 with the reason on stderr (and, with --json, as the one document on stdout). */
function usageError(io: CliIo, redactor: Redactor, argv: readonly string[], message: string, command?: string): number {
  if (argv.includes('--json')) {
    io.stdout.write(`${redactor.json({ operation: command ?? null, outcome: 'failure', exitCode: EXIT.badInput, error: message })}\n`);
  }
  const hint = command ? `Run \`${BIN} ${command} --help\` for its flags.` : `Run \`${BIN} --help\` for the commands.`;
  io.stderr.write(redactor.text(`error: ${message}\n${hint}\n`));
  return EXIT.badInput;
}
