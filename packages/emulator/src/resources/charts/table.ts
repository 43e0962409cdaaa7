// The in-memory "ClickHouse table" the series engine queries. Column types
// matter because they decide how values come out in JSON (ClickHouse quotes
// 64-bit integers) and how `field:value` compares.

/** Float64: numbers of a seed's rows that are not non-negative integers. */
export type ColumnType = 'String' | 'UInt16' | 'UInt64' | 'Float64' | 'DateTime64';

export type Cell = string | number;

/** One row; `Timestamp` is always epoch milliseconds. */
export interface Row {
  Timestamp: number;
  [column: string]: Cell;
}

export interface Table {
  columns: Record<string, ColumnType>;
  /** Sorted by Timestamp ascending (the engine binary-searches the time range). */
  rows: Row[];
  /** Column that bare Lucene terms search (HyperDX: Body for logs, SpanName for traces). */
  implicitColumn: string;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the ClickHouse DateTime text form. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** DateTime64(9) text form, e.g. `2024-05-01 10:00:00.123000000`. */
function formatDateTime64(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000`;
}

/** A cell as ClickHouse's JSON output renders it (output_format_json_quote_64bit_integers=1). */
export function cellToJson(type: ColumnType, value: Cell): string | number {
  if (type === 'UInt64') return String(value);
  if (type === 'DateTime64') return formatDateTime64(Number(value));
  return value;
}
