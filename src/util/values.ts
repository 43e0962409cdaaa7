// Per-environment values (`values-file`): one set of alert, dashboard and stack files serves several
// instances (staging, production), each run with its own values file. A placeholder
// `${{ values.NAME }}` in a string of those files is replaced by the value NAME — on the parsed
// value, never on the text, so a value can never add YAML structure and every line stays where it
// was written — before the file's schema judges it: a problem with a substituted value is shown at
// the placeholder's line.
import { MAX_FILE_BYTES } from './file-size.js';
import { FileProblemsError } from './problems.js';
import { InputError, msg, named, theInput, type InputNamer } from './input-error.js';
import { findFiles } from './files.js';
import type { Workspace } from './workspace.js';
import { LocatedYaml, type YamlPath } from './yaml.js';

/** What a value may be: a scalar (a threshold, a name, a switch). */
export type Value = string | number | boolean;

/** The name of a value: what may follow `values.` in a placeholder. */
export const VALUE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The escape: `$${{` is a literal `${{` (as Terraform's `$${`), never a placeholder — a dashboard
 * named `CPU ${{ values.x }}` is written `CPU $${{ values.x }}`, which stack.export does for every
 * string that holds `${{`. A `${{` right after a `$` is always that escape.
 */
export const ESCAPE = '$${{';

/** A placeholder, spaces inside the braces optional: `${{ values.errorThreshold }}` (not `$${{…`, the escape). */
const PLACEHOLDER = /(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
/** A placeholder or the escape, in one pass from the left. */
const PLACEHOLDER_OR_ESCAPE = /\$\$\{\{|(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
/** The same, alone in its string: the value then keeps its type. */
const WHOLE = /^\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}$/;
/**
 * What opens a placeholder. One that does not close as PLACEHOLDER (`${{ values.a.b }}`,
 * `${{values.x}` ) is a mistake, not text to keep: the file would otherwise reach the server with
 * the placeholder in it.
 */
const OPENING = /(?<!\$)\$\{\{\s*values\b/g;
const OPENS = /(?<!\$)\$\{\{\s*values\b/;

/** Unused values listed one by one; the rest are counted. */
export const MAX_UNUSED = 100;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The values of one run, and which of them the run's files used. Read once per run, handed to
 * every file's parser (`substitute`, between reading the YAML and the schema); once every file
 * is read, `finish` says which values no file used.
 */
export class Values {
  /** The values file, with its problems (unused values land here); undefined without `values-file`. */
  readonly yaml?: LocatedYaml;
  private readonly entries: ReadonlyMap<string, Value>;
  private readonly used = new Set<string>();
  /** A file of the run could not be read (YAML errors): which values it uses is unknown. */
  private unread = false;
  private readonly nameInput: InputNamer;

  constructor(nameInput: InputNamer, yaml?: LocatedYaml, entries: ReadonlyMap<string, Value> = new Map()) {
    this.nameInput = nameInput;
    this.yaml = yaml;
    this.entries = entries;
  }

  /**
   * Replaces every placeholder in the strings of `target`'s value: a string that is one
   * placeholder becomes the value with its type, one that holds placeholders among other text gets
   * them as text. A placeholder whose value is missing (or that has no values file to come from),
   * in a mapping key, or malformed is a problem at its line; the string is then left as written.
   * Returns whether any problem was found.
   */
  substitute(target: LocatedYaml): boolean {
    if (target.value === undefined && target.hasErrors) {
      // A file that could not be read: its placeholders are unknown, so no value can be called unused.
      this.unread = true;
      return false;
    }
    // Most files hold no placeholder: they are looked through, not copied.
    if (!holdsOpening(target.value)) return false;
    const before = target.problems.length;
    const budget = { left: MAX_FILE_BYTES };
    const walk = (v: unknown, path: YamlPath): unknown => {
      if (typeof v === 'string') return this.string(v, path, target, budget);
      if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
      if (!isObject(v)) return v;
      // A copy, never the parsed object: an alias shares one object between several paths, each substituted (and located) on its own.
      return Object.fromEntries(
        Object.entries(v).map(([key, x]) => {
          if (OPENS.test(key))
            target.problem([...path, key], 'a placeholder `${{ values.… }}` cannot stand in a key; only values are substituted', 'error', 'key');
          return [key, walk(x, [...path, key])];
        }),
      );
    };
    target.replace(walk(target.value, []));
    return target.problems.slice(before).some((p) => p.severity === 'error');
  }

  /**
   * Once every file of the run is substituted: the values none of them used, as warnings — the first
   * MAX_UNUSED at their lines in the values file, then their count — as Terraform treats a variable a
   * `.tfvars` file sets and no configuration declares: one values file per environment then serves
   * every job (alerts, dashboards, stack), each using some of its values. The warnings are the values
   * file's own. Returns the values file for the run's list of files with problems.
   */
  finish(): Array<{ yaml: LocatedYaml }> {
    if (!this.yaml) return [];
    if (this.unread) return [{ yaml: this.yaml }];
    const unused: string[] = [];
    let more = 0;
    for (const name of this.entries.keys()) {
      if (this.used.has(name)) continue;
      if (unused.length < MAX_UNUSED) unused.push(name);
      else more++;
    }
    const into = this.yaml.problems;
    const { file } = this.yaml;
    for (const name of unused) {
      const { line, column } = this.yaml.locate([name], 'key');
      into.push({
        file,
        line,
        column,
        message: `value \`${name}\` is used by no placeholder (\`\${{ values.${name} }}\`) of this run's files; check the placeholder's spelling if one should use it`,
        severity: 'warning',
      });
    }
    if (more > 0) {
      into.push({
        file,
        line: 1,
        column: 1,
        message: `${more.toLocaleString('en-US')} more values are used by no placeholder of this run's files (the first ${MAX_UNUSED} are listed)`,
        severity: 'warning',
      });
    }
    return [{ yaml: this.yaml }];
  }

  private string(text: string, path: YamlPath, target: LocatedYaml, budget: { left: number }): unknown {
    if (!text.includes('${{')) return text;
    const found = [...text.matchAll(PLACEHOLDER)];
    const opened = text.match(OPENING)?.length ?? 0;
    if (opened > found.length) {
      target.problem(
        path,
        `a malformed placeholder in \`${clip(text)}\`: write \`\${{ values.NAME }}\`, NAME of letters, digits, \`_\` and \`-\`, not starting with a digit`,
      );
      return text;
    }
    let missing = false;
    for (const m of found) {
      const name = m[1] as string;
      this.used.add(name);
      if (this.entries.has(name)) continue;
      missing = true;
      target.problem(path, this.missingText(name));
    }
    if (missing) return text;
    if (found.length === 0) return text.replaceAll(ESCAPE, () => '${{');
    // A large value in many placeholders would make a file of gigabytes out of two small ones: the
    // values one file receives are held to the size of a file the action reads.
    budget.left -= found.reduce((n, m) => n + String(this.entries.get(m[1] as string)).length, 0);
    if (budget.left < 0) {
      if (budget.left > -Infinity)
        target.problem(path, `the values substituted into this file add more than ${MAX_FILE_BYTES / 1024 / 1024} MB; substitution stops here`);
      budget.left = -Infinity;
      return text;
    }
    const whole = WHOLE.exec(text);
    if (whole) return this.entries.get(whole[1] as string);
    return text.replace(PLACEHOLDER_OR_ESCAPE, (m, name: string | undefined) => (name === undefined ? m.slice(1) : String(this.entries.get(name))));
  }

  private missingText(name: string): string {
    if (!this.yaml) return msg`\`\${{ values.${name} }}\` has no value: no values file is given (set ${named('values-file')})`.render(this.nameInput);
    return `\`\${{ values.${name} }}\` has no value: \`${this.yaml.file}\` has no \`${name}\`${nearest(name, [...this.entries.keys()])}`;
  }
}

/**
 * `value` with every `${{` in its strings written as the escape `$${{`: what a file must say for
 * the text to reach the server as it is (stack.export writes names so). Keys are left as they are.
 */
export function escapePlaceholders<T>(value: T): T {
  const walk = (v: unknown): unknown => {
    // A function, not a string: in a replacement string `$$` would stand for one `$`.
    if (typeof v === 'string') return v.replaceAll('${{', () => ESCAPE);
    if (Array.isArray(v)) return v.map(walk);
    if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** Whether a string or key anywhere in `value` holds `${{` (a placeholder, the escape, or the start of a wrong one). */
function holdsOpening(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('${{');
  if (Array.isArray(value)) return value.some(holdsOpening);
  if (!isObject(value)) return false;
  for (const key in value) if (key.includes('${{') || holdsOpening(value[key])) return true;
  return false;
}

/**
 * The run's values: the file `pattern` (input `values-file`) names, read from the workspace, or
 * none when it is empty (then every placeholder is an error naming the input). A values file that
 * cannot be read or is not a map of names to scalars stops the run here, its problems at their lines:
 * with values unknown, every placeholder would be wrong for the same reason.
 */
export async function readValues(ws: Workspace, pattern: string, nameInput: InputNamer): Promise<Values> {
  if (!pattern) return new Values(nameInput);
  const found = await findFiles(ws, 'values-file', pattern);
  if (found.length > 1)
    throw new InputError(
      msg`${theInput('values-file')} matches ${found.length} files (${found.map((f) => `\`${f.display}\``).join(', ')}); a run reads one values file.`,
    );
  const file = found[0] as (typeof found)[number];
  const yaml = await LocatedYaml.read(file.path, file.display);
  const entries = yaml.hasErrors ? new Map<string, Value>() : valuesOf(yaml);
  if (yaml.hasErrors) throw new FileProblemsError(yaml.problems);
  return new Values(nameInput, yaml, entries);
}

/** The map of the values file; what is not a name → scalar is a problem at its line. */
export function valuesOf(yaml: LocatedYaml): Map<string, Value> {
  const root = yaml.value;
  const entries = new Map<string, Value>();
  // An empty file holds no values (and a run whose files use none is fine with it).
  if (root === null || root === undefined) return entries;
  if (!isObject(root)) {
    yaml.problem([], 'a values file is a map of names to values (`errorThreshold: 50`)');
    return entries;
  }
  for (const [name, value] of Object.entries(root)) {
    if (!VALUE_NAME.test(name)) {
      yaml.problem([name], `\`${clip(name)}\` is not a value name: letters, digits, \`_\` and \`-\`, not starting with a digit or \`-\``, 'error', 'key');
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      yaml.problem([name], `\`${name}\` must be a string, a number or a boolean (not ${value === null ? 'empty' : Array.isArray(value) ? 'a list' : 'a map'})`);
      continue;
    }
    entries.set(name, value);
  }
  return entries;
}

/** ", did you mean `x`?" for a name one or two edits from a known one. */
function nearest(name: string, known: readonly string[]): string {
  const close = known.filter((k) => distance(k.toLowerCase(), name.toLowerCase()) <= 2).sort((a, b) => distance(a, name) - distance(b, name));
  return close[0] ? `; did you mean \`${close[0]}\`?` : '';
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length] ?? 0;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
