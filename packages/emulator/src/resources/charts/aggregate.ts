// Aggregate functions of a chart series, with the result types HyperDX +
// ClickHouse produce. HyperDX renders every aggregate except count,
// count_distinct, any and none over `toFloat64OrDefault(toString(field))`, so:
//   count, count_distinct      UInt64  -> JSON string ("4")
//   sum avg min max quantile
//   last_value increase        Float64 -> JSON number (non-numeric text counts as 0)
//   any, none                  the column's own type (UInt64 quoted, String as is)
// quantile(level): ClickHouse `quantile` is exact below 8192 rows and
// interpolates linearly at position level*(n-1); without `level` it is
// the median, as `quantile(x)` is in ClickHouse.
// last_value: the latest row by Timestamp; any: the earliest.
// none: emulator choice, same as any. increase: emulator choice, max - min.

import { QueryError, unknownIdentifier } from './errors.ts';
import { cellToJson, type Cell, type ColumnType, type Row, type Table } from './table.ts';
import { must } from '../../core/must.ts';

export const AGG_FNS = ['avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none', 'increase'] as const;

export type AggFn = (typeof AGG_FNS)[number];

export interface AggSpec {
  aggFn: AggFn;
  field?: string;
  level?: number;
}

export type JsonValue = string | number;

/** Rows of one bucket and group, in Timestamp order, to one JSON value. */
export type Aggregator = (rows: Row[]) => JsonValue;

interface CellReader {
  read: (row: Row) => Cell;
  type: ColumnType;
}

export function compileAggregate(spec: AggSpec, table: Table): Aggregator {
  if (spec.aggFn === 'count') return (rows) => String(rows.length);
  const reader = fieldReader(spec, table);
  // toString(DateTime64) is date text, which toFloat64OrDefault turns into 0.
  const num = reader.type === 'DateTime64' ? () => 0 : (row: Row): number => toFloat64OrDefault(reader.read(row));
  switch (spec.aggFn) {
    case 'count_distinct':
      return (rows) => String(new Set(rows.map((r) => reader.read(r))).size);
    case 'any':
    case 'none':
      return (rows) => cellToJson(reader.type, reader.read(must(rows[0], 'the first row of a bucket (it has at least one)')));
    case 'last_value':
      return (rows) => num(must(rows.at(-1), 'the last row of a bucket (it has at least one)'));
    case 'sum':
      return (rows) => rows.reduce((acc, r) => acc + num(r), 0);
    case 'avg':
      return (rows) => rows.reduce((acc, r) => acc + num(r), 0) / rows.length;
    case 'min':
      return (rows) => rows.reduce((acc, r) => Math.min(acc, num(r)), Infinity);
    case 'max':
      return (rows) => rows.reduce((acc, r) => Math.max(acc, num(r)), -Infinity);
    case 'increase':
      return (rows) => rows.reduce((acc, r) => Math.max(acc, num(r)), -Infinity) - rows.reduce((acc, r) => Math.min(acc, num(r)), Infinity);
    case 'quantile': {
      const level = spec.level ?? 0.5;
      return (rows) => quantile(rows.map(num), level);
    }
  }
}

/** ClickHouse `quantile` for small samples: linear interpolation at level*(n-1). */
export function quantile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = level * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const low = sorted[lo] ?? 0;
  return low + ((sorted[hi] ?? low) - low) * (pos - lo);
}

/** `toFloat64OrDefault(toString(x))`: numbers as is, numeric text parsed, anything else 0. */
export function toFloat64OrDefault(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  const text = cell.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : 0;
}

function fieldReader(spec: AggSpec, table: Table): CellReader {
  const field = spec.field ?? '';
  if (field.trim() === '') throw missingFieldError(spec.aggFn);
  // HyperDX quotes a field containing a dot into a string literal ('a.b').
  if (field.includes('.')) return { read: () => field, type: 'String' };
  const type = table.columns[field];
  if (type === undefined) throw unknownIdentifier(field);
  return { read: (row) => row[field] ?? '', type };
}

/** What ClickHouse says about the SQL HyperDX renders when `field` is empty. */
function missingFieldError(aggFn: AggFn): QueryError {
  if (aggFn === 'count_distinct') {
    return new QueryError(
      "Code: 62. DB::Exception: Syntax error: failed at position 16 (')'): ). Expected one of: expression, list of elements. (SYNTAX_ERROR)",
    );
  }
  if (aggFn === 'any' || aggFn === 'none') {
    return new QueryError(
      `Code: 42. DB::Exception: Aggregate function ${aggFn === 'any' ? 'any' : 'none'} requires single argument. (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)`,
    );
  }
  return new QueryError(
    "Code: 42. DB::Exception: Number of arguments for function toString doesn't match: passed 0, should be 1 or 2. (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)",
  );
}
