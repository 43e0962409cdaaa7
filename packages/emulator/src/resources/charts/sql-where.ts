// A SQL subset for series `where` clauses sent with `whereLanguage: 'sql'` (HyperDX pastes the text
// into the query's WHERE as is): comparisons (= == != <> < <= > >=), [NOT] LIKE / ILIKE with % and _,
// [NOT] IN (…), IS [NOT] NULL, AND / OR / NOT, parentheses, 'strings', numbers and column names
// (bare or `back-quoted`). What ClickHouse cannot parse fails as its SYNTAX_ERROR, a column the
// table lacks as UNKNOWN_IDENTIFIER — both answered 500 like any query error.
import { syntaxError, unknownIdentifier } from './errors.ts';
import type { Predicate } from './filter.ts';
import type { Cell, Row, Table } from './table.ts';
import { must } from '../../core/must.ts';

type Token =
  | { kind: 'ident'; text: string; at: number }
  | { kind: 'string'; text: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'op'; text: string; at: number }
  | { kind: 'punct'; text: '(' | ')' | ','; at: number };

type Operand = (row: Row) => Cell | undefined;

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'LIKE', 'ILIKE', 'IN', 'IS', 'NULL']);

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src.charAt(i);
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "'") {
      let text = '';
      let j = i + 1;
      for (; j < src.length; j++) {
        if (src[j] === '\\' && j + 1 < src.length) text += src.charAt(++j);
        else if (src[j] === "'" && src[j + 1] === "'") text += src.charAt(++j);
        else if (src[j] === "'") break;
        else text += src.charAt(j);
      }
      if (j >= src.length) throw syntaxError(src, i, 'unterminated string literal');
      out.push({ kind: 'string', text, at: i });
      i = j + 1;
    } else if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      if (end < 0) throw syntaxError(src, i, 'unterminated quoted identifier');
      out.push({ kind: 'ident', text: src.slice(i + 1, end), at: i });
      i = end + 1;
    } else if (/[0-9]/.test(ch) || (ch === '-' && /[0-9]/.test(src[i + 1] ?? '') && !isValue(out[out.length - 1]))) {
      const m = must(/^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(src.slice(i)), 'a number where a digit starts');
      out.push({ kind: 'number', value: Number(m[0]), at: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = must(/^[A-Za-z_][A-Za-z0-9_.]*/.exec(src.slice(i)), 'a word where a letter starts');
      out.push({ kind: 'ident', text: m[0], at: i });
      i += m[0].length;
    } else {
      const op = ['<=', '>=', '!=', '<>', '==', '=', '<', '>'].find((o) => src.startsWith(o, i));
      if (op) {
        out.push({ kind: 'op', text: op, at: i });
        i += op.length;
      } else if (ch === '(' || ch === ')' || ch === ',') {
        out.push({ kind: 'punct', text: ch, at: i++ });
      } else {
        throw syntaxError(src, i, 'unexpected character');
      }
    }
  }
  return out;
}

function isValue(t: Token | undefined): boolean {
  return (
    t !== undefined &&
    (t.kind === 'number' || t.kind === 'string' || (t.kind === 'ident' && !KEYWORDS.has(t.text.toUpperCase())) || (t.kind === 'punct' && t.text === ')'))
  );
}

function likeRegExp(pattern: string, insensitive: boolean): RegExp {
  const body = pattern
    .split('')
    .map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, insensitive ? 'is' : 's');
}

/** Equality and order as ClickHouse compares a column with a literal: numbers numerically, else as text. */
function compare(a: Cell | undefined, b: Cell | undefined): number {
  if (a === undefined || b === undefined) return Number.NaN;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = Number(a);
    const y = Number(b);
    return x === y ? 0 : x < y ? -1 : x > y ? 1 : Number.NaN;
  }
  return a === b ? 0 : a < b ? -1 : 1;
}

class Parser {
  private pos = 0;
  private readonly src: string;
  private readonly tokens: Token[];
  private readonly table: Table;

  constructor(src: string, tokens: Token[], table: Table) {
    this.src = src;
    this.tokens = tokens;
    this.table = table;
  }

  parse(): Predicate {
    const p = this.or();
    const rest = this.tokens[this.pos];
    if (rest) throw syntaxError(this.src, rest.at, 'unexpected input');
    return p;
  }

  private keyword(word: string): boolean {
    const t = this.tokens[this.pos];
    if (t?.kind === 'ident' && t.text.toUpperCase() === word) {
      this.pos++;
      return true;
    }
    return false;
  }

  private punct(text: string): boolean {
    const t = this.tokens[this.pos];
    if (t?.kind === 'punct' && t.text === text) {
      this.pos++;
      return true;
    }
    return false;
  }

  private fail(detail: string): never {
    throw syntaxError(this.src, this.tokens[this.pos]?.at ?? this.src.length, detail);
  }

  private or(): Predicate {
    const parts = [this.and()];
    while (this.keyword('OR')) parts.push(this.and());
    const [only] = parts;
    return parts.length === 1 && only ? only : (row) => parts.some((p) => p(row));
  }

  private and(): Predicate {
    const parts = [this.not()];
    while (this.keyword('AND')) parts.push(this.not());
    const [only] = parts;
    return parts.length === 1 && only ? only : (row) => parts.every((p) => p(row));
  }

  private not(): Predicate {
    if (this.keyword('NOT')) {
      const inner = this.not();
      return (row) => !inner(row);
    }
    return this.predicate();
  }

  private predicate(): Predicate {
    const t = this.tokens[this.pos];
    if (t?.kind === 'punct' && t.text === '(') {
      // A parenthesised condition (an operand in parentheses is not modelled).
      this.pos++;
      const inner = this.or();
      if (!this.punct(')')) this.fail('expected closing parenthesis');
      return inner;
    }
    const left = this.operand();
    const next = this.tokens[this.pos];
    if (next?.kind === 'op') {
      this.pos++;
      const right = this.operand();
      const op = next.text;
      return (row) => {
        const c = compare(left(row), right(row));
        if (Number.isNaN(c)) return op === '!=' || op === '<>';
        switch (op) {
          case '=':
          case '==':
            return c === 0;
          case '!=':
          case '<>':
            return c !== 0;
          case '<':
            return c < 0;
          case '<=':
            return c <= 0;
          case '>':
            return c > 0;
          default:
            return c >= 0;
        }
      };
    }
    const negated = this.keyword('NOT');
    if (this.keyword('LIKE') || this.keyword('ILIKE')) {
      const previous = this.tokens[this.pos - 1];
      const insensitive = previous?.kind === 'ident' && previous.text.toUpperCase() === 'ILIKE';
      const pattern = this.tokens[this.pos];
      if (pattern?.kind !== 'string') this.fail('expected a string pattern');
      this.pos++;
      const re = likeRegExp(pattern.text, insensitive);
      return (row) => re.test(String(left(row) ?? '')) !== negated;
    }
    if (this.keyword('IN')) {
      if (!this.punct('(')) this.fail('expected opening parenthesis');
      const list: Operand[] = [this.operand()];
      while (this.punct(',')) list.push(this.operand());
      if (!this.punct(')')) this.fail('expected closing parenthesis');
      return (row) => list.some((o) => compare(left(row), o(row)) === 0) !== negated;
    }
    if (negated) this.fail('expected LIKE, ILIKE or IN');
    if (this.keyword('IS')) {
      const not = this.keyword('NOT');
      if (!this.keyword('NULL')) this.fail('expected NULL');
      // Columns of the emulated tables are never Nullable.
      return () => not;
    }
    // A bare value is a condition when it is non-zero (ClickHouse casts it to UInt8).
    return (row) => {
      const v = left(row);
      return v !== undefined && v !== '' && Number(v) !== 0;
    };
  }

  private operand(): Operand {
    const t = this.tokens[this.pos];
    if (!t) this.fail('unexpected end of query');
    this.pos++;
    switch (t.kind) {
      case 'string':
        return () => t.text;
      case 'number':
        return () => t.value;
      case 'ident': {
        if (KEYWORDS.has(t.text.toUpperCase())) {
          this.pos--;
          this.fail('expected an expression');
        }
        const name = t.text;
        if (name === 'Timestamp') return (row) => row.Timestamp;
        if (this.table.columns[name] === undefined) throw unknownIdentifier(name);
        return (row) => row[name];
      }
      default:
        this.pos--;
        return this.fail('expected an expression');
    }
  }
}

/** The row predicate of a SQL `where`; empty text matches every row. */
export function compileSqlWhere(where: string, table: Table): Predicate {
  if (where.trim() === '') return () => true;
  return new Parser(where, tokenize(where), table).parse();
}
