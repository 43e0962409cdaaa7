// A Lucene subset parser for series `where` clauses, shaped after what HyperDX
// accepts: `field:value`, `field:"phrase"`, `*`/`?` wildcards, bare terms (the
// source's implicit column), `AND`/`OR`/`NOT`/`-`/`&&`/`||`/`!`, implicit AND,
// parentheses, `field:(a OR b)`, ranges `field:>300` `>=` `<` `<=`,
// `field:[a TO b]` (inclusive) and `field:{a TO b}` (exclusive).
// Precedence: NOT > AND (explicit or implicit) > OR.

import { syntaxError } from './errors.ts';
import { must } from '../../core/must.ts';

export type Comparator = '>' | '>=' | '<' | '<=';

export type LuceneNode =
  | { kind: 'all' }
  | { kind: 'and'; nodes: LuceneNode[] }
  | { kind: 'or'; nodes: LuceneNode[] }
  | { kind: 'not'; node: LuceneNode }
  /** `field` null = implicit column. Unquoted values may hold `*`/`?` wildcards. */
  | { kind: 'term'; field: string | null; value: string; quoted: boolean }
  | { kind: 'compare'; field: string; op: Comparator; value: string }
  | { kind: 'between'; field: string; lo: string; hi: string; inclusive: boolean };

const STOP = new Set([' ', '\t', '\n', '\r', '(', ')', '"', ':']);

export function parseLucene(query: string): LuceneNode {
  const p = new Parser(query);
  p.skipSpace();
  if (p.atEnd()) return { kind: 'all' };
  const node = p.parseOr(null);
  p.skipSpace();
  if (!p.atEnd()) {
    throw syntaxError(query, p.pos, p.peek() === ')' ? 'unbalanced parenthesis' : 'unexpected input');
  }
  return node;
}

class Parser {
  readonly src: string;
  pos = 0;

  constructor(src: string) {
    this.src = src;
  }

  atEnd(): boolean {
    return this.pos >= this.src.length;
  }

  peek(): string {
    return this.src[this.pos] ?? '';
  }

  skipSpace(): void {
    while (!this.atEnd() && /\s/.test(this.peek())) this.pos++;
  }

  fail(detail: string, at = this.pos): never {
    throw syntaxError(this.src, at, detail);
  }

  /** The operator keyword at the cursor (only when followed by a boundary), without consuming it. */
  keyword(): 'AND' | 'OR' | 'NOT' | null {
    const rest = this.src.slice(this.pos);
    const m = /^(AND|OR|NOT)(?=[\s()"]|$)/.exec(rest);
    if (m) return m[1] as 'AND' | 'OR' | 'NOT';
    if (rest.startsWith('&&')) return 'AND';
    if (rest.startsWith('||')) return 'OR';
    return null;
  }

  consumeKeyword(k: 'AND' | 'OR' | 'NOT'): void {
    const rest = this.src.slice(this.pos);
    this.pos += rest.startsWith('&&') || rest.startsWith('||') ? 2 : k.length;
  }

  parseOr(field: string | null): LuceneNode {
    const nodes = [this.parseAnd(field)];
    for (;;) {
      this.skipSpace();
      if (this.keyword() !== 'OR') break;
      this.consumeKeyword('OR');
      nodes.push(this.parseAnd(field));
    }
    const [only] = nodes;
    return nodes.length === 1 && only ? only : { kind: 'or', nodes };
  }

  parseAnd(field: string | null): LuceneNode {
    const nodes = [this.parseUnary(field)];
    for (;;) {
      this.skipSpace();
      if (this.atEnd() || this.peek() === ')') break;
      const k = this.keyword();
      if (k === 'OR') break;
      if (k === 'AND') this.consumeKeyword('AND');
      nodes.push(this.parseUnary(field));
    }
    const [only] = nodes;
    return nodes.length === 1 && only ? only : { kind: 'and', nodes };
  }

  parseUnary(field: string | null): LuceneNode {
    this.skipSpace();
    if (this.atEnd()) this.fail('expected a term but end of query found');
    const k = this.keyword();
    if (k === 'NOT') {
      this.consumeKeyword('NOT');
      return { kind: 'not', node: this.parseUnary(field) };
    }
    if (k === 'AND' || k === 'OR') this.fail(`unexpected operator ${k}`);
    const c = this.peek();
    if (c === '-' || c === '!') {
      this.pos++;
      return { kind: 'not', node: this.parseUnary(field) };
    }
    if (c === '+') this.pos++;
    return this.parsePrimary(field);
  }

  parsePrimary(field: string | null): LuceneNode {
    this.skipSpace();
    const start = this.pos;
    const c = this.peek();
    if (c === '(') {
      this.pos++;
      const inner = this.parseOr(field);
      this.skipSpace();
      if (this.peek() !== ')') this.fail('unbalanced parenthesis', start);
      this.pos++;
      return inner;
    }
    if (c === ')') this.fail('unbalanced parenthesis');
    if (c === '"') return { kind: 'term', field, value: this.readQuoted(), quoted: true };
    const word = this.readWord();
    if (word === '') this.fail('expected a term');
    if (this.peek() !== ':') return { kind: 'term', field, value: word, quoted: false };
    this.pos++; // ':'
    return this.parseFieldValue(word);
  }

  parseFieldValue(field: string): LuceneNode {
    const c = this.peek();
    if (c === '(') return this.parsePrimary(field);
    if (c === '"') return { kind: 'term', field, value: this.readQuoted(), quoted: true };
    if (c === '[' || c === '{') return this.readBetween(field);
    const cmp = /^(>=|<=|>|<)/.exec(this.src.slice(this.pos));
    if (cmp) {
      const op = must(cmp[1], 'the comparator');
      this.pos += op.length;
      const value = this.peek() === '"' ? this.readQuoted() : this.readWord();
      if (value === '') this.fail(`expected a value after ${field}:${op}`);
      return { kind: 'compare', field, op: op as Comparator, value };
    }
    const value = this.readWord();
    if (value === '') this.fail(`expected a value after ${field}:`);
    return { kind: 'term', field, value, quoted: false };
  }

  readBetween(field: string): LuceneNode {
    const start = this.pos;
    const inclusive = this.peek() === '[';
    const close = inclusive ? ']' : '}';
    const end = this.src.indexOf(close, this.pos);
    if (end < 0) this.fail('unterminated range', start);
    const body = this.src.slice(this.pos + 1, end);
    const m = /^\s*(\S+)\s+TO\s+(\S+)\s*$/.exec(body);
    if (!m) this.fail('range must look like [low TO high]', start);
    this.pos = end + 1;
    return { kind: 'between', field, lo: must(m[1], 'the low end'), hi: must(m[2], 'the high end'), inclusive };
  }

  readQuoted(): string {
    const start = this.pos;
    this.pos++; // opening quote
    let out = '';
    while (!this.atEnd() && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.src.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    if (this.atEnd()) this.fail('unterminated quoted string', start);
    this.pos++; // closing quote
    return out;
  }

  readWord(): string {
    let out = '';
    while (!this.atEnd() && !STOP.has(this.peek())) {
      if (this.peek() === '\\' && this.pos + 1 < this.src.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    return out;
  }
}
