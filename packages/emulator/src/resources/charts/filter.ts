// Turns a parsed Lucene tree into a row predicate for one table. Semantics
// follow HyperDX's Lucene-to-SQL translation closely enough for tests:
//   field:value        exact equality (numeric columns compare as numbers)
//   field:val*         case-insensitive wildcard (ILIKE), `*` any run, `?` one char
//   field:*            the column is non-empty
//   bare / "phrase"    case-insensitive substring of the implicit column
//   field:>n, [a TO b] numeric for numbers, epoch ms / ISO for Timestamp, else lexicographic
// Unknown columns fail like ClickHouse (UNKNOWN_IDENTIFIER).

import { QueryError, unknownIdentifier } from './errors.ts';
import type { Comparator, LuceneNode } from './lucene.ts';
import type { Cell, ColumnType, Row, Table } from './table.ts';

export type Predicate = (row: Row) => boolean;

export function compileFilter(node: LuceneNode, table: Table): Predicate {
  switch (node.kind) {
    case 'all':
      return () => true;
    case 'and': {
      const parts = node.nodes.map((n) => compileFilter(n, table));
      return (row) => parts.every((p) => p(row));
    }
    case 'or': {
      const parts = node.nodes.map((n) => compileFilter(n, table));
      return (row) => parts.some((p) => p(row));
    }
    case 'not': {
      const inner = compileFilter(node.node, table);
      return (row) => !inner(row);
    }
    case 'term':
      return compileTerm(node.field, node.value, node.quoted, table);
    case 'compare': {
      const type = columnType(table, node.field);
      const bound = toComparable(type, node.value);
      const field = node.field;
      return (row) => compare(toComparable(type, row[field]), node.op, bound);
    }
    case 'between': {
      const type = columnType(table, node.field);
      const lo = toComparable(type, node.lo);
      const hi = toComparable(type, node.hi);
      const field = node.field;
      const [lowOp, highOp]: [Comparator, Comparator] = node.inclusive ? ['>=', '<='] : ['>', '<'];
      return (row) => {
        const v = toComparable(type, row[field]);
        return compare(v, lowOp, lo) && compare(v, highOp, hi);
      };
    }
  }
}

function columnType(table: Table, field: string): ColumnType {
  const type = table.columns[field];
  if (type === undefined) throw unknownIdentifier(field);
  return type;
}

function compileTerm(field: string | null, value: string, quoted: boolean, table: Table): Predicate {
  if (field === null) {
    // HyperDX searches the implicit column with ILIKE '%term%'.
    const col = table.implicitColumn;
    const needle = (quoted ? value : value.replace(/[*?]/g, '')).toLowerCase();
    if (needle === '') return () => true;
    return (row) =>
      String(row[col] ?? '')
        .toLowerCase()
        .includes(needle);
  }
  const type = columnType(table, field);
  if (!quoted && value === '*') return (row) => row[field] !== undefined && String(row[field]) !== '';
  if (!quoted && /[*?]/.test(value)) {
    const re = wildcardRegExp(value);
    return (row) => re.test(cellText(type, row[field]));
  }
  if (type === 'String') return (row) => row[field] === value;
  const target = toComparable(type, value);
  return (row) => toComparable(type, row[field]) === target;
}

function wildcardRegExp(pattern: string): RegExp {
  const body = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'is');
}

function cellText(type: ColumnType, cell: Cell | undefined): string {
  if (cell === undefined) return '';
  return type === 'DateTime64' ? new Date(Number(cell)).toISOString() : String(cell);
}

function toComparable(type: ColumnType, raw: Cell | undefined): number | string {
  if (raw === undefined) return '';
  if (type === 'String') return String(raw);
  if (typeof raw === 'number') return raw;
  const text = raw.trim();
  if (type === 'DateTime64') {
    const asNumber = Number(text);
    const ms = /^\d+$/.test(text) ? asNumber : Date.parse(text);
    if (Number.isNaN(ms)) throw cannotParse(text, 'DateTime64(9)');
    return ms;
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw cannotParse(text, type);
  return Number(text);
}

function cannotParse(text: string, type: string): QueryError {
  return new QueryError(`Code: 6. DB::Exception: Cannot parse string '${text}' as ${type}: syntax error at begin of string. (CANNOT_PARSE_TEXT)`);
}

function compare(a: number | string, op: Comparator, b: number | string): boolean {
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
  }
}
