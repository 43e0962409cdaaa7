// The engine core: one series over one table, like the single ClickHouse query
// HyperDX runs per series:
//   SELECT <agg> AS series_N, <groupBy...>, toStartOfInterval(Timestamp, <granularity>) AS __hdx_time_bucket
//   FROM t WHERE Timestamp >= start AND Timestamp <= end AND (<where>)
//   GROUP BY <groupBy...>, __hdx_time_bucket ORDER BY __hdx_time_bucket
// Both range ends are inclusive (HyperDX's dateRangeStart/EndInclusive default
// to true). Buckets without matching rows produce no row. Rows come out sorted
// by bucket, then group (ClickHouse leaves the group order open; we fix it).

import { compileAggregate, type AggSpec, type Aggregator, type JsonValue } from './aggregate.ts';
import { unknownIdentifier } from './errors.ts';
import { compileFilter } from './filter.ts';
import { parseLucene } from './lucene.ts';
import { compileSqlWhere } from './sql-where.ts';
import { cellToJson, type Row, type Table } from './table.ts';
import { must } from '../../core/must.ts';

export interface SeriesSpec extends AggSpec {
  where: string;
  /** `sql` pastes `where` into the query; anything else is Lucene. */
  whereLanguage?: string;
  groupBy: string[];
}

export interface SeriesRow {
  /** Bucket start, epoch ms, aligned to multiples of the bucket size since the epoch. */
  bucket: number;
  /** groupBy values in order, as ClickHouse JSON renders them. */
  group: JsonValue[];
  value: JsonValue;
}

export function runSeries(
  table: Table,
  spec: SeriesSpec,
  range: { start: number; end: number },
  bucketMs: number,
  /** A metric source's own aggregation (metrics.ts); otherwise the aggregate function over `field`. */
  aggregator?: Aggregator,
): SeriesRow[] {
  // Compile everything first so a bad query fails even when no row is in range.
  const predicate = spec.whereLanguage === 'sql' ? compileSqlWhere(spec.where, table) : compileFilter(parseLucene(spec.where.trim()), table);
  const aggregate = aggregator ?? compileAggregate(spec, table);
  const groupColumns = spec.groupBy.map((col) => {
    const type = table.columns[col];
    if (type === undefined) throw unknownIdentifier(col);
    return { col, type };
  });

  const buckets = new Map<number, Map<string, { group: JsonValue[]; rows: Row[] }>>();
  const rows = table.rows;
  // A week of rows passes through here per series: the group's key is built from the raw cells (a
  // cell's JSON form is a function of its value and type, so equal keys are equal groups) and the
  // JSON form only once per group and bucket.
  const keyOf =
    groupColumns.length === 0
      ? (): string => ''
      : (row: Row): string => groupColumns.map(({ col }) => (typeof row[col] === 'number' ? `n${row[col]}` : `s${row[col] ?? ''}`)).join('\u0000');
  for (let i = firstIndexAtOrAfter(rows, range.start); i < rows.length; i++) {
    const row = rows[i];
    if (row === undefined || row.Timestamp > range.end) break;
    if (!predicate(row)) continue;
    const bucket = Math.floor(row.Timestamp / bucketMs) * bucketMs;
    const key = keyOf(row);
    let groups = buckets.get(bucket);
    if (!groups) buckets.set(bucket, (groups = new Map<string, { group: JsonValue[]; rows: Row[] }>()));
    let entry = groups.get(key);
    if (!entry) groups.set(key, (entry = { group: groupColumns.map(({ col, type }) => cellToJson(type, row[col] ?? '')), rows: [] }));
    entry.rows.push(row);
  }

  const out: SeriesRow[] = [];
  for (const [bucket, byKey] of [...buckets.entries()].sort(([a], [b]) => a - b)) {
    const groups = [...byKey.values()].sort((a, b) => compareGroups(a.group, b.group));
    for (const { group, rows: bucketRows } of groups) {
      out.push({ bucket, group, value: aggregate(bucketRows) });
    }
  }
  return out;
}

function firstIndexAtOrAfter(rows: Row[], ts: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (must(rows[mid], 'a row between the bounds').Timestamp < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function compareGroups(a: JsonValue[], b: JsonValue[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (a[i] as number) - (b[i] as number);
    return String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return 0;
}
