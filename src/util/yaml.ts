import { readFile } from 'node:fs/promises';
import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { fileSizeProblem } from './file-size.js';
import type { FileProblem } from './problems.js';
import { validateWithSchema, type CompiledSchema, type SchemaEdition, type SchemaProblem } from './schema.js';
import type { YamlPath } from './yaml-path.js';

export type { YamlPath } from './yaml-path.js';

/**
 * A parsed YAML file that can point at any value by path, so validators report
 * file:line:column. Syntax errors, duplicate keys and alias bombs are problems, not crashes.
 *
 * Two parsers, one meaning. `yaml` builds a document with every node's position: it is what
 * reports YAML problems and locates any other, and what decides. Building it costs about 20 µs
 * and 3 KB of short-lived memory per line (0.7 s and 130 MB for a 40,000-line alert file), and
 * most files have no problem to locate; so a file is first read by `js-yaml`, whose YAML 1.2 core
 * schema resolves scalars exactly as `yaml`'s does, ten times faster and without the document.
 * Only a file it reads without complaint, and without what the two could treat differently
 * (see `quickValue`), takes that path; anything else — and the first problem to locate — builds
 * the `yaml` document.
 */
export class LocatedYaml {
  readonly file: string;
  /** The parsed value; `replace` may swap leaves of it (values substituted), never its paths. */
  private current: unknown;
  readonly problems: FileProblem[] = [];
  /** The text and its located document (built on first need), shared by every section of the file (`section`). */
  private readonly source: Source;

  private constructor(file: string, text: string, section?: { of: LocatedYaml; value: unknown }) {
    this.file = file;
    if (section) {
      // A section of a file read already: its value, its own problems, the one document to locate them.
      this.source = section.of.source;
      this.current = section.value;
      return;
    }
    this.source = { text, heavy: false };
    const tooLarge = fileSizeProblem(text);
    if (tooLarge) {
      // Refused before parsing: no parser reads 50 MB of YAML on the default heap and says where.
      this.source.text = '';
      this.current = undefined;
      this.problems.push({ file, line: 1, column: 1, message: tooLarge, severity: 'error' });
      return;
    }
    this.source.heavy = nodeEstimate(text) > DOCUMENT_BUDGET;
    const quick = quickValue(text);
    if (quick.ok) {
      this.current = quick.value;
      this.refuseNonFinite();
      return;
    }
    if (this.source.heavy) {
      // Too big for the located document (its cost grows with the nodes, ~1 KB each): js-yaml's
      // own error and position, or a plain refusal for what only `yaml` may judge.
      this.current = undefined;
      const at = quick.error?.mark;
      this.problems.push(
        quick.error && at
          ? {
              file,
              line: at.line + 1,
              column: at.column + 1,
              message: `YAML: ${readable(quick.error.reason ?? firstLine(quick.error.message))}`,
              severity: 'error',
            }
          : {
              file,
              line: 1,
              column: 1,
              message: `the file has too many values (about ${nodeEstimate(text)}) to be read with YAML anchors, tags, tabs, document markers or non-string keys; write it plainly or split it`,
              severity: 'error',
            },
      );
      return;
    }
    const { doc, lines } = this.document();
    for (const e of [...doc.errors, ...doc.warnings]) {
      // Without prettyErrors the parser leaves linePos unset; `pos` holds the offsets.
      const pos = e.linePos?.[0] ?? (typeof e.pos[0] === 'number' ? lines.linePos(e.pos[0]) : { line: 1, col: 1 });
      this.problems.push({
        file,
        line: pos.line,
        column: pos.col,
        message: `YAML: ${readable(firstLine(e.message))}`,
        severity: doc.errors.includes(e) ? 'error' : 'warning',
      });
    }
    let value: unknown = undefined;
    if (doc.errors.length === 0) {
      try {
        // maxAliasCount bounds "billion laughs" expansion.
        value = doc.toJS({ maxAliasCount: 100 });
        const loop = text.includes('*') ? selfContainingAliasOffset(doc) : undefined;
        if (loop !== undefined) {
          const at = lines.linePos(loop);
          this.problems.push({
            file,
            line: at.line,
            column: at.col,
            message: 'YAML: this alias names a node that contains it; a value cannot contain itself',
            severity: 'error',
          });
          value = undefined;
        }
      } catch (e) {
        const at = lines.linePos(unresolvedAliasOffset(doc) ?? 0);
        this.problems.push({ file, line: at.line, column: at.col, message: `YAML: ${firstLine((e as Error).message)}`, severity: 'error' });
      }
    }
    this.current = value;
    this.refuseNonFinite();
  }

  get value(): unknown {
    return this.current;
  }

  /**
   * Puts `value` in place of the parsed value: the same tree with some scalars replaced (the
   * values of `values-file` for their placeholders, src/util/values.ts), so every path still names
   * the node it named in the text and later problems land on the line that was written.
   */
  replace(value: unknown): void {
    // Not checked for non-finite numbers again: the file's were, and the values file's are refused there.
    this.current = value;
  }

  /**
   * `.inf`, `.nan` and numbers past ±1.8e308 (`1e400`) are YAML numbers no field can mean: a
   * threshold of infinity never fires. Each is a located problem, said as what it is.
   */
  private refuseNonFinite(): void {
    for (const path of nonFinitePaths(this.value, [])) this.problem(path, 'not a finite number (`.inf`, `.nan` and numbers beyond ±1.8e308 are refused)');
  }

  /** The `yaml` document with node positions, built on first need (once for every section of the file). */
  private document(): { doc: Document.Parsed; lines: LineCounter } {
    if (!this.source.located) {
      const lines = new LineCounter();
      const doc = parseDocument(this.source.text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
      this.source.located = { doc, lines };
    }
    return this.source.located;
  }

  static parse(file: string, text: string): LocatedYaml {
    return new LocatedYaml(file, text);
  }

  /**
   * A section of this file for the format that reads it (a stack file's `dashboards`, its
   * `alerts`…): the top-level `keys` of the value (all of it when unset), its own problems, and the
   * same document to locate them — a file is parsed once however many kinds read it.
   */
  section(keys?: readonly string[]): LocatedYaml {
    const root = this.value;
    const mapping = typeof root === 'object' && root !== null && !Array.isArray(root);
    const value = keys && mapping ? Object.fromEntries(Object.entries(root).filter(([k]) => keys.includes(k))) : root;
    return new LocatedYaml(this.file, '', { of: this, value });
  }

  /** Reads `path`; problems name the file `file` (what the user wrote, relative to the workspace). */
  static async read(path: string, file = path): Promise<LocatedYaml> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      const y = new LocatedYaml(file, '');
      y.problems.push({
        file,
        line: 1,
        column: 1,
        message: `cannot read file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        severity: 'error',
      });
      return y;
    }
    return new LocatedYaml(file, text);
  }

  /** Line and column (1-based) of the value at `path`, or of its closest existing parent. */
  locate(path: YamlPath, at: 'key' | 'value' = 'value'): { line: number; column: number } {
    if (this.source.heavy) return { line: 1, column: 1 };
    const { doc, lines } = this.document();
    let node: unknown = doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyOf(p.key) === String(step));
        if (!pair) break;
        const isLast = step === path[path.length - 1] && at === 'key';
        node = pair.value;
        offset = (isLast ? rangeStart(pair.key) : (rangeStart(pair.value) ?? rangeStart(pair.key))) ?? offset;
        if (isLast) break;
      } else if (isSeq(node) && typeof step === 'number') {
        node = node.items[step];
        offset = rangeStart(node) ?? offset;
      } else {
        break;
      }
    }
    const pos = lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  }

  /** Records a problem located at `path`. */
  problem(path: YamlPath, message: string, severity: 'error' | 'warning' = 'error', at: 'key' | 'value' = 'value'): void {
    const { line, column } = this.locate(path, at);
    this.problems.push({ file: this.file, line, column, message: this.source.heavy ? `${pathText(path)}: ${message}` : message, severity });
  }

  /** Validates the value with a file format's schema, recording each problem; returns them. */
  validate(compiled: CompiledSchema, edition: SchemaEdition): SchemaProblem[] {
    const problems = validateWithSchema(compiled, this.value, edition);
    const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: this.source.heavy ? `${pathText(p.path)}: ${p.message}` : p.message }));
    located.sort((a, b) => a.line - b.line || a.column - b.column);
    for (const { line, column, message } of located) this.problems.push({ file: this.file, line, column, message, severity: 'error' });
    return problems;
  }

  /** Drops every top-level key but `keys` from the value (a section of a larger file, read by its own schema). */
  keepOnly(keys: readonly string[]): void {
    const root = this.value;
    if (typeof root !== 'object' || root === null || Array.isArray(root)) return;
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the keys are the file's own, dropped from its parsed copy
    for (const k of Object.keys(root)) if (!keys.includes(k)) delete (root as Record<string, unknown>)[k];
  }

  get hasErrors(): boolean {
    return this.problems.some((p) => p.severity === 'error');
  }
}

interface Source {
  text: string;
  /** More values than the located document may hold: problems are then found at the path, not the line. */
  heavy: boolean;
  located?: { doc: Document.Parsed; lines: LineCounter };
}

/**
 * What the two parsers could read differently, found by fuzzing them against each other
 * (test/util/yaml-paths.test.ts): such a file is read by `yaml` alone. Indicators count only after
 * a space, a flow character or at the start of a line, as YAML's own; a `!` or `*` inside a quoted
 * string only sends the file down the slower path.
 */
const UNUSUAL = [
  /(?:^|[\s,[{])[!&*]/m, // a tag, an anchor, an alias
  /^%/m, // a directive
  /^\s*(?:---|\.\.\.)/m, // document markers
  /^\s*[?:](?:\s|$)/m, // an explicit or empty key
  /[|>][-+]?[1-9]/, // a block scalar's explicit indentation
];

/** A key the core schema reads as null, a boolean or a number: `yaml` names it by that value, `js-yaml` by its text. */
const NOT_A_STRING =
  /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)?$/;

function stringKeysOnly(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(stringKeysOnly);
  if (typeof value !== 'object' || value === null) return true;
  for (const key of Object.keys(value)) if (NOT_A_STRING.test(key) || !stringKeysOnly((value as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * The value by `js-yaml`, when the file has none of UNUSUAL, no tab character (`yaml` is stricter
 * about tabs), no alias (`yaml` bounds their expansion and says where one is wrong), no error
 * (`yaml` words and locates it), string keys only, and a mapping at the top.
 */
export function quickValue(text: string): { ok: true; value: unknown } | { ok: false; error?: QuickError } {
  if (text.includes('\t') || UNUSUAL.some((re) => re.test(text))) return { ok: false };
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA, maxAliases: 0 });
  } catch (e) {
    return { ok: false, error: e as QuickError };
  }
  // A file format is a mapping: anything else is for `yaml` to read (and the schema to refuse).
  const mapping = typeof value === 'object' && value !== null && !Array.isArray(value);
  return mapping && stringKeysOnly(value) && !overflowText(value) ? { ok: true, value } : { ok: false };
}

/**
 * js-yaml reads a plain number too large for a double (`1e400`) as a string, `yaml` as Infinity;
 * only `yaml` knows whether it was quoted, so such a file takes its path.
 */
function overflowText(value: unknown): boolean {
  if (typeof value === 'string') return /^[-+]?(?:\d[\d_]*)?\.?\d*(?:[eE][-+]?\d+)?$/.test(value) && /\d/.test(value) && !Number.isFinite(Number(value));
  if (Array.isArray(value)) return value.some(overflowText);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(overflowText);
  return false;
}

/** Where `value` holds a number that is not finite (at most 20 places). */
function nonFinitePaths(value: unknown, path: Array<string | number>, out: YamlPath[] = []): YamlPath[] {
  // One path, extended and restored on the way down, copied only for a finding (not per value).
  if (out.length >= 20) return out;
  if (typeof value === 'number' && !Number.isFinite(value)) out.push([...path]);
  else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      nonFinitePaths(value[i], path, out);
      path.pop();
    }
  else if (typeof value === 'object' && value !== null)
    for (const k of Object.keys(value)) {
      path.push(k);
      nonFinitePaths((value as Record<string, unknown>)[k], path, out);
      path.pop();
    }
  return out;
}

/** What js-yaml throws: its reason and a 0-based position. */
interface QuickError extends Error {
  reason?: string;
  mark?: { line: number; column: number };
}

/**
 * How many values the located `yaml` document may hold. It costs about 1 KB and 10 µs per value
 * (a 2 MB alert file of 65,000 lines: 3 s, 270 MB; 2 MB of `[0,0,…]`: 13 s, 1.1 GB), so past this a problem is
 * located by its path in the file instead of its line.
 */
const DOCUMENT_BUDGET = 100_000;

/** Values in `text`, over-estimated cheaply: lines plus flow separators. */
function nodeEstimate(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 44 || c === 91 || c === 123) n++; // \n , [ {
  }
  return n;
}

/** `alerts[3].threshold`: where a problem is, when its line is not looked up. */
function pathText(path: YamlPath): string {
  if (path.length === 0) return 'the file';
  return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

function keyOf(key: unknown): string {
  if (key && typeof key === 'object' && 'value' in key) return String(key.value);
  return String(key);
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

/** Where an alias names no anchor (toJS throws without a position), so the error points at it. */
function unresolvedAliasOffset(doc: Document.Parsed): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (node.resolve(doc) !== undefined) return undefined;
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

/** Where an alias names one of its own ancestors (a value that contains itself), if anywhere. */
function selfContainingAliasOffset(doc: Document.Parsed): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (!target || !path.includes(target)) return undefined;
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

/** The parser's stack overflow on absurd nesting, said as what it is. */
function readable(message: string): string {
  return /Maximum call stack/i.test(message) ? 'the document is nested too deeply to read (maximum call stack size exceeded)' : message;
}
