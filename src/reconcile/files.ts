// Reading a run's files, the same for every kind: each input's path or glob, each file read and
// parsed once and its `${{ values.… }}` substituted once — every kind then reads its section of
// that one document (kind.ts, `RunFile`) — its scope (the `scope` input, the file's `scope:`, or
// its default), and the rule that two files of one input never own the same objects. Nothing is
// requested before this.
import { defaultScope, findFiles, readText } from '../util/files.js';
import { InputError, msg, theInput, type named } from '../util/input-error.js';
import type { Values } from '../util/values.js';
import type { Workspace } from '../util/workspace.js';
import { LocatedYaml } from '../util/yaml.js';
import { distinctScopes, oneScopePerFile } from './guards.js';
import type { RunFile } from './kind.js';

/** An input's name (the generated list of them lies above this layer). */
type InputName = Parameters<typeof named>[0];

/** Where a run's files come from: an input naming a path or a glob, and the kinds that read its files. */
export interface FileSource {
  input: InputName;
  pattern: string;
  /** The keys of the kinds that read its files (each its own section). */
  kinds: readonly string[];
  /** What `prune` with a file declaring nothing would delete ("alerts"), and how to delete them instead. */
  empty: { plural: string; deleteOperation: string };
}

/** The longest scope: what an ownership mark can carry (docs/contract.md §7.1). */
const MAX_SCOPE = 512;

/** A file an input names, read: its name as shown, its text, and the scopes to read it with. */
export interface InputFile {
  file: string;
  text: string;
  scopes: { scope: string; defaultScope: string };
}

/**
 * Every file an input names (a path or a glob), read, with the `scope` input checked for them: what
 * every run over files reads first (this run, and stack.pull, which keeps each text to edit it).
 */
export async function readInputFiles(ws: Workspace, input: InputName, pattern: string, scope: string): Promise<InputFile[]> {
  if (scope.length > MAX_SCOPE) throw new InputError(msg`${theInput('scope')} is longer than ${MAX_SCOPE} characters.`);
  const found = await findFiles(ws, input, pattern);
  oneScopePerFile(scope, input, found.length);
  const out: InputFile[] = [];
  for (const f of found) out.push({ file: f.display, text: await readText(input, f), scopes: { scope, defaultScope: defaultScope(ws, f.display) } });
  return out;
}

/** Every file of `sources`, read, parsed and substituted once, in input order; a file that cannot be found or read stops the run. */
export async function readRunFiles(ws: Workspace, sources: readonly FileSource[], scope: string, values: Values): Promise<RunFile[]> {
  const out: RunFile[] = [];
  for (const source of sources) {
    const files = (await readInputFiles(ws, source.input, source.pattern, scope)).map((f): RunFile => {
      const yaml = LocatedYaml.parse(f.file, f.text);
      values.substitute(yaml);
      return { file: f.file, input: source.input, scopes: f.scopes, yaml, shared: source.kinds.length > 1 };
    });
    distinctScopes(files.map((f) => ({ file: f.file, scope: scopeOf(f), yaml: f.yaml })));
    out.push(...files);
  }
  return out;
}

/**
 * The scope a file manages: the `scope` input, else the file's own `scope:` (a string the schema
 * accepts), else its default — as every kind's parser reads it.
 */
export function scopeOf(f: RunFile): string {
  if (f.scopes.scope) return f.scopes.scope;
  const root = f.yaml.value;
  const own = typeof root === 'object' && root !== null && 'scope' in root ? root.scope : undefined;
  return typeof own === 'string' && own.trim() !== '' && own.trim().length <= MAX_SCOPE ? own.trim() : f.scopes.defaultScope;
}

/**
 * A kind's section of a run file, and the scopes to read it with: its own file whole; of a file
 * several kinds read (a stack file), only `keys` — none when the file lacks the first — as a
 * document of its format's version, with the file's scope already decided: what every kind shares
 * (`version`, `scope`) is judged once, by the file's own format.
 */
export function sectionOf(f: RunFile, keys: readonly [string, ...string[]]): { yaml: LocatedYaml; scope: string; defaultScope: string } | undefined {
  if (!f.shared) return { yaml: f.yaml.section(), ...f.scopes };
  const root = f.yaml.value;
  if (typeof root !== 'object' || root === null || !(keys[0] in root)) return undefined;
  const yaml = f.yaml.section(keys);
  yaml.replace({ version: 1, ...(yaml.value as object) });
  return { yaml, scope: scopeOf(f), defaultScope: f.scopes.defaultScope };
}
