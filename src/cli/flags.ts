// The command line's flags: the action's inputs (action.yml, through src/generated/action-inputs.ts)
// plus a few of its own, parsed with node:util parseArgs; and the Reader that hands the engine its
// inputs from those flags, then the environment the neighbouring tools use (clickhousectl, gh).
import { execFileSync } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { editionsWith } from '../api/editions.js';
import type { Edition } from '../api/types.js';
import type { InputName } from '../generated/action-inputs.js';
import { ACTION_INPUTS, type ActionInput } from '../generated/input-descriptions.js';
import { OPERATIONS } from '../operations/index.js';
import { CONNECTION_INPUTS } from '../operations/connection.js';
import type { Operation } from '../operations/types.js';
import { actionNamer, type InputNamer } from '../util/input-error.js';
import type { Reader } from '../util/inputs.js';
import type { Secrets } from '../util/redact.js';
import { isInside } from '../util/workspace.js';

/** Bad flags (exit 3), found before anything is read or sent. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The action's own inputs: the command names the operation; stdout replaces the summary and the PR comment. */
const ACTION_ONLY = new Set<InputName>(['operation', 'summary', 'comment', 'comment-key', 'pr-number', 'github-token', 'drift-issue', 'preview', 'ui-url']);

/** The action's inputs that are flags of every command line (each command takes its operation's). */
export const INPUT_FLAGS: readonly ActionInput[] = ACTION_INPUTS.filter((i) => !ACTION_ONLY.has(i.name));

const isBoolean = (i: ActionInput): boolean => i.default === 'true' || i.default === 'false';

/** Flags given on the command line end up in the shell history and `ps`: given so, a warning says so. */
export const SECRET_INPUTS = new Set<InputName>(['api-key', 'key-secret', 'secrets-token']);

/** The help of the command line's own flags (`--file` takes its input's, from action.yml). */
export const OWN_FLAGS = {
  apply:
    'Write (--yes reads better for deletes, --write for a pull, which rewrites its files): without it a command that writes only plans (a dry run) and changes nothing.',
  json: 'Print exactly one JSON document on stdout (the plan with its fingerprint, or the result); diagnostics stay on stderr.',
  'fail-on-changes': 'Exit 2 when the plan is not empty (a drift check), 0 when it is.',
  repository:
    "The repository, owner/name: the `owner/repo` of a file's default scope, and where keys rotate writes secrets. Default: GITHUB_REPOSITORY, else (for scopes only) the git remote origin.",
  debug: 'Print debug lines (inputs with secrets hidden, retries, request counts) on stderr.',
  help: 'This help.',
} as const;

/**
 * Where an input comes from when no flag gives it, per edition: the variables of clickhousectl
 * (CLICKHOUSE_CLOUD_API_*), HyperDX's, and gh's tokens (keys.rotate writes GitHub secrets).
 */
const VARIABLES: Partial<Record<InputName, Partial<Record<Edition, readonly string[]>>>> = {
  'api-key': { 'self-hosted': ['HYPERDX_API_KEY'] },
  'base-url': { 'self-hosted': ['HYPERDX_API_URL'], managed: ['CLICKHOUSE_CLOUD_API_BASE_URL'] },
  'key-id': { managed: ['CLICKHOUSE_CLOUD_API_KEY'] },
  'key-secret': { managed: ['CLICKHOUSE_CLOUD_API_SECRET'] },
  'organization-id': { managed: ['CLICKHOUSE_ORG_ID'] },
  'service-id': { managed: ['CLICKHOUSE_SERVICE_ID'] },
  'secrets-token': { managed: ['GH_TOKEN', 'GITHUB_TOKEN'] },
};

/** The variables input `name` is read from on `edition` (in order); on either edition when it is not known. */
export function environmentOf(name: InputName, edition: Edition | ''): readonly string[] {
  const byEdition = VARIABLES[name] ?? {};
  return edition ? (byEdition[edition] ?? []) : [...new Set(Object.values(byEdition).flat())];
}

export interface Flags {
  /** Inputs given as flags, by input name; booleans as `true` / `false`. */
  inputs: Map<InputName, string>;
  file?: string;
  apply: boolean;
  json: boolean;
  failOnChanges: boolean;
  debug: boolean;
  help: boolean;
  repository?: string;
}

/** Parses a command's flags (after `<resource> <verb>`); anything unknown is a UsageError. */
export function parseFlags(args: readonly string[]): Flags {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const input of INPUT_FLAGS) options[input.name] = { type: isBoolean(input) ? 'boolean' : 'string' };
  for (const own of ['file', 'repository'] as const) options[own] = { type: 'string' };
  for (const own of ['apply', 'yes', 'write', 'json', 'debug'] as const) options[own] = { type: 'boolean' };
  options.help = { type: 'boolean', short: 'h' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false, allowNegative: true }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const inputs = new Map<InputName, string>();
  for (const input of INPUT_FLAGS) {
    const value = values[input.name];
    if (value !== undefined) inputs.set(input.name, String(value));
  }
  const failOnChanges = inputs.get('fail-on-changes') === 'true';
  inputs.delete('fail-on-changes');
  const str = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    inputs,
    file: str('file'),
    apply: values.apply === true || values.yes === true || values.write === true,
    json: values.json === true,
    failOnChanges,
    debug: values.debug === true,
    help: values.help === true,
    repository: str('repository'),
  };
}

/** Whether a command writes (and so plans unless --apply): one that reads `dry-run`, or one that does not say. */
export const writes = (op: Operation): boolean => !op.inputs || op.inputs.includes('dry-run');

/** The inputs a command takes as flags besides the connection's; every input when its operation does not say. */
export function commandInputs(op: Operation): InputName[] {
  const own = op.inputs ?? INPUT_FLAGS.map((i) => i.name).filter((n) => !(CONNECTION_INPUTS as readonly InputName[]).includes(n));
  return own.filter((n) => n !== 'dry-run' && n !== 'fail-on-changes' && !ACTION_ONLY.has(n));
}

/** The connection flags a command reads: none but `--edition` (which schema applies) for one that needs no API. */
export function connectionInputs(op: Operation): readonly InputName[] {
  return op.needs === 'none' ? ['edition'] : CONNECTION_INPUTS;
}

/** Refuses flags the command does not read, and contradictions, before anything is read or sent. */
export function checkFlags(op: Operation, command: string, flags: Flags): void {
  const allowed = new Set<InputName>([...connectionInputs(op), ...commandInputs(op), 'dry-run']);
  for (const name of flags.inputs.keys()) {
    if (!allowed.has(name)) throw new UsageError(`\`--${name}\` does not apply to \`${command}\` (see \`${command} --help\`).`);
  }
  if (!writes(op) && (flags.apply || flags.inputs.has('dry-run'))) {
    throw new UsageError(`\`${command}\` changes nothing: --apply and --dry-run do not apply.`);
  }
  if (flags.apply && flags.inputs.get('dry-run') === 'true') throw new UsageError('--apply and --dry-run contradict each other: give one.');
  if (flags.inputs.get('dry-run') === 'false') throw new UsageError('Commands write only with --apply (or --yes); --no-dry-run does not.');
  if (flags.file !== undefined) {
    if (!op.fileInput) throw new UsageError(`\`${command}\` reads no file: --file does not apply.`);
    const named = flags.inputs.get(op.fileInput);
    if (named !== undefined && named !== flags.file) throw new UsageError(`--file and --${op.fileInput} name different files: give one.`);
  }
  if (flags.repository !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(flags.repository)) {
    throw new UsageError(`--repository must be owner/name; got \`${flags.repository}\`.`);
  }
}

/**
 * The edition: --edition, else the credential flags given, else the credential variables set.
 * With both editions' variables set, the one edition the command runs on, or a UsageError.
 */
export function resolveEdition(op: Operation, flags: Flags, env: NodeJS.ProcessEnv): Edition | '' {
  const flag = flags.inputs.get('edition');
  if (flag) return flag as Edition; // checked by the engine, naming the input
  if ((['key-id', 'key-secret', 'organization-id', 'service-id'] as const).some((n) => flags.inputs.get(n))) return 'managed';
  if (flags.inputs.get('api-key')) return 'self-hosted';
  const managed = !!(env.CLICKHOUSE_CLOUD_API_KEY || env.CLICKHOUSE_CLOUD_API_SECRET);
  const selfHosted = !!env.HYPERDX_API_KEY;
  if (managed && selfHosted) {
    // No server is asked: the credentials say nothing about the edition (the alert file's schema) meant.
    if (op.needs === 'none') return '';
    const only = editionsWith(op.needs);
    if (only.length === 1 && only[0]) return only[0];
    throw new UsageError('Both HYPERDX_API_KEY and CLICKHOUSE_CLOUD_API_KEY/SECRET are set: choose one with --edition self-hosted|managed.');
  }
  return managed ? 'managed' : selfHosted ? 'self-hosted' : '';
}

/** Every input that names a file (some operation's file input): read relative to the working directory. */
const PATH_INPUTS = new Set([...OPERATIONS.values()].flatMap((op) => (op.fileInput ? [op.fileInput] : [])));

/**
 * The engine's inputs from a command line: flags, then the environment, then nothing. Writes are
 * dry runs unless --apply; --fail-on-changes is the command line's exit code, not the operation's
 * failure. Paths are given relative to the working directory and handed on relative to `root`
 * (the workspace), so the file's scope, and the plan's fingerprint, are CI's.
 */
export function cliReader(op: Operation, flags: Flags, env: NodeJS.ProcessEnv, edition: Edition | '', where: { cwd: string; root: string }): Reader {
  return (name) => {
    if (name === 'operation') return op.name;
    if (name === 'edition') return edition;
    if (name === 'dry-run') return flags.apply ? 'false' : 'true';
    if (name === 'fail-on-changes' || ACTION_ONLY.has(name)) return '';
    const given = name === op.fileInput && flags.file !== undefined ? flags.file : flags.inputs.get(name);
    if (given !== undefined) return PATH_INPUTS.has(name) && given.trim() ? inWorkspace(given.trim(), where) : given;
    for (const variable of environmentOf(name, edition)) if (env[variable]) return env[variable] ?? '';
    return '';
  };
}

function inWorkspace(path: string, { cwd, root }: { cwd: string; root: string }): string {
  const abs = resolve(cwd, path);
  return isInside(root, abs) && abs !== root ? relative(root, abs).split(sep).join('/') : abs;
}

/**
 * The workspace: GITHUB_WORKSPACE in a GitHub job, else the top of the git repository holding
 * `cwd` (file paths, and so scopes, are CI's wherever in the repository the command runs), else `cwd`.
 */
export function workspaceRoot(cwd: string, env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_WORKSPACE) return env.GITHUB_WORKSPACE;
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    return top || cwd;
  } catch {
    return cwd; // no git, or not a repository
  }
}

/**
 * Every secret the command line may hold, for the run's one redactor: the values of the secret
 * flags as the raw arguments give them (`--key-secret=…` or `--key-secret …`, so a run whose flags
 * fail to parse is covered too) and the secret variables, the key id alongside (for the Basic form).
 */
export function knownSecrets(argv: readonly string[], env: NodeJS.ProcessEnv): Secrets {
  const given = (name: string): string[] =>
    argv.flatMap((arg, i) => (arg === `--${name}` ? [argv[i + 1] ?? ''] : arg.startsWith(`--${name}=`) ? [arg.slice(name.length + 3)] : [])).filter(Boolean);
  const keyIds = [...given('key-id'), env.CLICKHOUSE_CLOUD_API_KEY ?? ''].filter(Boolean);
  const keySecrets = [...given('key-secret'), env.CLICKHOUSE_CLOUD_API_SECRET ?? ''].filter(Boolean);
  const values = [...given('api-key'), ...given('secrets-token'), env.HYPERDX_API_KEY, env.GH_TOKEN, env.GITHUB_TOKEN, ...keySecrets];
  return {
    // The Basic credential pairs the key id in use with its secret: flag with flag, else the variables.
    keyId: keyIds[0],
    keySecret: keySecrets[0],
    values: values.filter((v): v is string => !!v),
  };
}

/** The warning for each secret given as a flag value (it still works). */
export function secretFlagWarnings(flags: Flags): string[] {
  return [...SECRET_INPUTS]
    .filter((name) => flags.inputs.get(name))
    .map((name) => {
      const variables = environmentOf(name, '');
      return `--${name} on the command line is kept in your shell history and shown by \`ps\`; prefer ${variables.join(' or ')} in the environment.`;
    });
}

/**
 * How the command line names an input in the engine's messages: as its flag, with the variables it
 * is also read from, so "Input `api-key` is required" reads "`--api-key` (or HYPERDX_API_KEY) is
 * required"; the command's file input is `--file`. The action's own inputs (no flag) keep the action's words.
 */
export function flagNamer(edition: Edition | '', fileInput?: InputName): InputNamer {
  const flags = new Set<InputName>(INPUT_FLAGS.map((i) => i.name));
  return (name, lead) => {
    if (!flags.has(name)) return actionNamer(name, lead);
    if (name === fileInput) return '`--file`';
    const variables = environmentOf(name, edition);
    return `\`--${name}\`${variables.length ? ` (or ${variables.join(' / ')})` : ''}`;
  };
}
