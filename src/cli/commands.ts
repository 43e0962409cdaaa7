// The commands are the operations of the registry (`resource.verb` → `<resource> <verb>`), never a
// list of their own: an operation added to src/operations/index.ts is a command, with its help.
import { editionsWith } from '../api/editions.js';
import type { Edition } from '../api/types.js';
import { PACKAGE, type InputName } from '../generated/action-inputs.js';
import { ACTION_INPUTS } from '../generated/input-descriptions.js';
import { OPERATIONS } from '../operations/index.js';
import { CONNECTION_INPUTS } from '../operations/connection.js';
import type { Operation } from '../operations/types.js';
import { commandInputs, connectionInputs, environmentOf, OWN_FLAGS, SECRET_INPUTS, writes } from './flags.js';
import { Inputs } from '../util/inputs.js';

export const BIN = 'observability-ops';

/** resource → verb → operation, both sorted. */
export function commands(): Map<string, Map<string, Operation>> {
  const byResource = new Map<string, Map<string, Operation>>();
  for (const name of [...OPERATIONS.keys()].sort()) {
    const dot = name.indexOf('.');
    const resource = name.slice(0, dot);
    const verbs = byResource.get(resource) ?? new Map<string, Operation>();
    verbs.set(name.slice(dot + 1), OPERATIONS.get(name) as Operation);
    byResource.set(resource, verbs);
  }
  return byResource;
}

const EXIT_CODES =
  'Exit codes: 0 ok · 1 failed · 2 changes pending (--fail-on-changes) · 3 bad input (flags, file) · 4 authentication or permission refused · 130 cancelled (keys rotate, after finishing or undoing a half-done step)';

export function topHelp(): string {
  const rows = [...commands()].map(([resource, verbs]) => [resource, [...verbs.keys()].join(', ')] as const);
  rows.push(['emulator', 'serve both APIs locally with test data (`emulator --help`)']);
  const width = Math.max(...rows.map(([r]) => r.length));
  const variables = (edition: Edition) =>
    CONNECTION_INPUTS.flatMap((name) => environmentOf(name, edition).map((variable) => `--${name} / ${variable}`)).join(', ');
  return `${BIN} ${PACKAGE.version}: the Observability Ops engine from a terminal. Commands that write only plan unless --apply.

Usage:
  ${BIN} <resource> <verb> [flags]
  ${BIN} emulator [--host 127.0.0.1] [--port 8000] [--seed file.yml]

Commands:
${rows.map(([r, v]) => `  ${r.padEnd(width)}  ${v}`).join('\n')}

Credentials (a flag wins over the environment):
${table([
  ['self-hosted', variables('self-hosted')],
  ['managed', variables('managed')],
])}

Flags of every command: --json, --fail-on-changes, --repository, --debug, --help; writes: --apply (--yes; --write for a pull).
${EXIT_CODES}

Run \`${BIN} <resource> <verb> --help\` for a command's flags; \`${BIN} --version\` for the version.
`;
}

export function resourceHelp(resource: string, verbs: Map<string, Operation>): string {
  return `Usage: ${BIN} ${resource} <verb> [flags]

Verbs:
${[...verbs].map(([verb, op]) => `  ${verb.padEnd(8)}  ${editionsWith(op.needs).join(', ')}${writes(op) ? '; writes (plans unless --apply)' : ''}`).join('\n')}

Run \`${BIN} ${resource} <verb> --help\` for its flags.
`;
}

/** The input's description in action.yml, with its default for this command when that says more than a boolean. */
const descriptionOf = (name: InputName, op: Operation): string => {
  const input = ACTION_INPUTS.find((i) => i.name === name);
  if (!input) return '';
  const boolean = input.default === 'true' || input.default === 'false';
  // What the engine reads when the flag is not given: the operation's own default, else the input's (util/inputs.ts).
  const value = new Inputs(() => '', op.name).defaultOf(name);
  return `${input.description}${value !== undefined && !boolean ? ` (default ${value})` : ''}`;
};

export function commandHelp(command: string, op: Operation): string {
  const editions = editionsWith(op.needs);
  const placeholder = (name: InputName) => (ACTION_INPUTS.find((i) => i.name === name && (i.default === 'true' || i.default === 'false')) ? '' : ' <value>');
  const flagRows: Array<[string, string]> = [];
  if (op.fileInput) flagRows.push([`--file <path>`, `(--${op.fileInput}) ${descriptionOf(op.fileInput, op)}`]);
  for (const name of commandInputs(op)) {
    if (name !== op.fileInput) flagRows.push([`--${name}${placeholder(name)}`, descriptionOf(name, op) + variablesNote(name)]);
  }
  if (writes(op)) flagRows.push([`--apply, --yes`, OWN_FLAGS.apply]);

  const connection = connectionInputs(op)
    .filter((name) => {
      if (name === 'api-key') return editions.includes('self-hosted');
      if (name === 'key-id' || name === 'key-secret' || name === 'organization-id') return editions.includes('managed');
      if (name === 'service-id') return editions.includes('managed') && op.scope !== 'organization';
      return true;
    })
    .map((name): [string, string] => [`--${name}${placeholder(name)}`, descriptionOf(name, op) + variablesNote(name)]);
  const output: Array<[string, string]> = [
    ['--json', OWN_FLAGS.json],
    ['--fail-on-changes', OWN_FLAGS['fail-on-changes']],
    ['--repository <owner/name>', OWN_FLAGS.repository],
    ['--debug', OWN_FLAGS.debug],
    ['-h, --help', OWN_FLAGS.help],
  ];
  const usage = `${BIN} ${command}${op.fileInput ? ' --file <path>' : ''} [flags]`;
  const notes = [
    `Editions: ${editions.join(', ')}.`,
    op.needs === 'none' ? 'Needs no server: reads only files.' : writes(op) ? 'Writes: plans and changes nothing unless --apply (or --yes).' : 'Reads only.',
  ];
  return `Usage: ${usage}

${notes.join(' ')}

Flags:
${table(flagRows.length ? flagRows : [['(none)', '']])}

Connection:
${table(connection)}

Other:
${table(output)}

${EXIT_CODES}
`;
}

function variablesNote(name: InputName): string {
  const variables = environmentOf(name, '');
  if (variables.length === 0) return '';
  return ` Environment: ${variables.join(', ')}${SECRET_INPUTS.has(name) ? ' (preferred: a flag is kept in the shell history)' : ''}.`;
}

function table(rows: Array<[string, string]>): string {
  const width = Math.min(30, Math.max(...rows.map(([f]) => f.length)));
  return rows
    .map(([flag, text]) => {
      const head = `  ${flag.padEnd(width)}  `;
      const body = wrap(text, head.length).trimStart();
      return flag.length > width ? `  ${flag}\n${' '.repeat(width + 4)}${body}` : `${head}${body}`;
    })
    .join('\n');
}

/** Wraps at 100 columns, continuation lines indented by `indent`. */
function wrap(text: string, indent: number, columns = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent + line.length + 1 + word.length > columns) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === 0 ? `  ${l}` : `${' '.repeat(indent)}${l}`)).join('\n');
}
