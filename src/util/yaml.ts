import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { FileProblem } from './problems.js';
import { validateWithSchema, type CompiledSchema, type SchemaEdition, type SchemaProblem } from './schema.js';

export type YamlPath = ReadonlyArray<string | number>;

/**
 * A parsed YAML file that can point at any value by path, so validators report
 * file:line:column. Syntax errors, duplicate keys and alias bombs are problems, not crashes.
 */
export class LocatedYaml {
  readonly file: string;
  readonly value: unknown;
  readonly problems: FileProblem[] = [];
  private readonly doc: Document.Parsed;
  private readonly lines: LineCounter;

  private constructor(file: string, text: string) {
    this.file = file;
    this.lines = new LineCounter();
    this.doc = parseDocument(text, { lineCounter: this.lines, uniqueKeys: true, prettyErrors: false });
    for (const e of [...this.doc.errors, ...this.doc.warnings]) {
      // Without prettyErrors the parser leaves linePos unset; `pos` holds the offsets.
      const pos = e.linePos?.[0] ?? (typeof e.pos?.[0] === 'number' ? this.lines.linePos(e.pos[0]) : { line: 1, col: 1 });
      this.problems.push({
        file,
        line: pos.line,
        column: pos.col,
        message: `YAML: ${readable(firstLine(e.message))}`,
        severity: this.doc.errors.includes(e as never) ? 'error' : 'warning',
      });
    }
    let value: unknown = undefined;
    if (this.doc.errors.length === 0) {
      try {
        // maxAliasCount bounds "billion laughs" expansion.
        value = this.doc.toJS({ maxAliasCount: 100 });
        const loop = text.includes('*') ? selfContainingAliasOffset(this.doc) : undefined;
        if (loop !== undefined) {
          const at = this.lines.linePos(loop);
          this.problems.push({ file, line: at.line, column: at.col, message: 'YAML: this alias names a node that contains it; a value cannot contain itself', severity: 'error' });
          value = undefined;
        }
      } catch (e) {
        const at = this.lines.linePos(unresolvedAliasOffset(this.doc) ?? 0);
        this.problems.push({ file, line: at.line, column: at.col, message: `YAML: ${firstLine((e as Error).message)}`, severity: 'error' });
      }
    }
    this.value = value;
  }

  static parse(file: string, text: string): LocatedYaml {
    return new LocatedYaml(file, text);
  }

  /** Reads `path`; problems name the file `file` (what the user wrote, relative to the workspace). */
  static async read(path: string, file = path): Promise<LocatedYaml> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      const y = new LocatedYaml(file, '');
      y.problems.push({ file, line: 1, column: 1, message: `cannot read file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, severity: 'error' });
      return y;
    }
    return new LocatedYaml(file, text);
  }

  /** Line and column (1-based) of the value at `path`, or of its closest existing parent. */
  locate(path: YamlPath, at: 'key' | 'value' = 'value'): { line: number; column: number } {
    let node: unknown = this.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyOf(p.key) === String(step));
        if (!pair) break;
        const isLast = step === path[path.length - 1] && at === 'key';
        node = pair.value;
        offset = (isLast ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? offset;
        if (isLast) break;
      } else if (isSeq(node) && typeof step === 'number') {
        node = node.items[step];
        offset = rangeStart(node) ?? offset;
      } else {
        break;
      }
    }
    const pos = this.lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  }

  /** Records a problem located at `path`. */
  problem(path: YamlPath, message: string, severity: 'error' | 'warning' = 'error', at: 'key' | 'value' = 'value'): void {
    const { line, column } = this.locate(path, at);
    this.problems.push({ file: this.file, line, column, message, severity });
  }

  /** Validates the value with a file format's schema, recording each problem; returns them. */
  validate(compiled: CompiledSchema, edition: SchemaEdition): SchemaProblem[] {
    const problems = validateWithSchema(compiled, this.value, edition);
    const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: p.message }));
    located.sort((a, b) => a.line - b.line || a.column - b.column);
    for (const { line, column, message } of located) this.problems.push({ file: this.file, line, column, message, severity: 'error' });
    return problems;
  }

  get hasErrors(): boolean {
    return this.problems.some((p) => p.severity === 'error');
  }
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

function keyOf(key: unknown): string {
  if (key && typeof key === 'object' && 'value' in key) return String((key as { value: unknown }).value);
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
      if (!target || !path.includes(target as never)) return undefined;
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
