// Request economy (issue 25): the series of every backtest that share a source, a granularity, a
// groupBy and a time range go in one `POST /charts/series` of at most five series, identical series
// once. The number of such requests is the floor; the client's pacer keeps them in the rate limit.
import { ApiError } from '../../api/errors.js';
import type { RowCollector } from '../../api/client.js';
import type { SeriesItem, SeriesQuery, SeriesRow } from '../../api/types.js';

/** The series API's limit on series per request (docs/contract.md §9). */
export const MAX_SERIES = 5;

/** One series over one range, as a backtest needs it. */
export interface SeriesNeed {
  item: SeriesItem;
  granularity: string;
  startTime: number;
  endTime: number;
}

/** One request and, per series index, the key of the need it answers. */
export interface Batch {
  query: SeriesQuery;
  keys: string[];
}

/** One row of one series: its bucket, its group values, its value as the engine reads it. */
export interface NeedRow {
  bucket: number;
  group: unknown[];
  value: number | null;
}

/**
 * The rows of one series, in columns: a week of a grouped series is a million rows, and a million
 * row objects (with their group lists) are most of a backtest's memory. Group values are kept once
 * per distinct group, each row naming its group by index.
 */
export class NeedRows {
  length = 0;
  bucket = new Float64Array(INITIAL_ROWS);
  /** Index into `groups`. */
  group = new Int32Array(INITIAL_ROWS);
  /** The value as the engine reads it; NaN for none (null). */
  value = new Float64Array(INITIAL_ROWS);
  /** Each distinct group's values, in the order first seen. */
  readonly groups: unknown[][] = [];
  private readonly ids = new Map<string, number>();

  /** `key`: the group's identity (its values as JSON). */
  push(bucket: number, key: string, group: unknown[], value: number | null): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.groups.length;
      this.ids.set(key, id);
      this.groups.push(group);
    }
    if (this.length === this.bucket.length) this.grow();
    const i = this.length++;
    this.bucket[i] = bucket;
    this.group[i] = id;
    this.value[i] = value ?? Number.NaN;
  }

  /** Row `i` as an object (tests, small uses). */
  row(i: number): NeedRow {
    const v = this.value[i] as number;
    return { bucket: this.bucket[i] as number, group: this.groups[this.group[i] as number] ?? [], value: Number.isNaN(v) ? null : v };
  }

  private grow(): void {
    const size = this.bucket.length * 2;
    const grown = <A extends Float64Array | Int32Array>(a: A, make: (n: number) => A): A => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.bucket = grown(this.bucket, (n) => new Float64Array(n));
    this.group = grown(this.group, (n) => new Int32Array(n));
    this.value = grown(this.value, (n) => new Float64Array(n));
  }
}

const INITIAL_ROWS = 1024;

export type NeedAnswer = { rows: NeedRows } | { error: string };

/** How a batch is read: the series API's `seriesInto` (rows handed over as they arrive). */
export type SeriesReader = <T>(query: SeriesQuery, collect: () => RowCollector<T>) => Promise<T>;

/** Identity of a need: the same series over the same range is asked once. */
export function needKey(n: SeriesNeed): string {
  return canonical({ item: n.item, granularity: n.granularity, startTime: n.startTime, endTime: n.endTime });
}

/** Needs → the fewest requests: grouped by what one request must share, deduplicated, ≤ MAX_SERIES each. */
export function batchNeeds(needs: readonly SeriesNeed[]): Batch[] {
  const groups = new Map<string, Map<string, SeriesNeed>>();
  for (const n of needs) {
    const shared = canonical({ sourceId: n.item.sourceId, granularity: n.granularity, groupBy: n.item.groupBy, startTime: n.startTime, endTime: n.endTime });
    let group = groups.get(shared);
    if (!group) groups.set(shared, (group = new Map<string, SeriesNeed>()));
    group.set(needKey(n), n);
  }
  const batches: Batch[] = [];
  for (const group of groups.values()) {
    const entries = [...group.entries()];
    for (let i = 0; i < entries.length; i += MAX_SERIES) {
      const chunk = entries.slice(i, i + MAX_SERIES);
      const first = chunk[0]?.[1];
      if (!first) continue;
      batches.push({
        query: { series: chunk.map(([, n]) => n.item), startTime: first.startTime, endTime: first.endTime, granularity: first.granularity },
        keys: chunk.map(([k]) => k),
      });
    }
  }
  return batches;
}

/**
 * Sends the batches, `concurrency` at a time (reads only), and splits each answer per need as it
 * arrives. The server refuses a whole request for one bad series (a validation error, an unknown
 * source, a query ClickHouse rejects): such a request is sent again one series at a time, so that only
 * the bad one's backtest is skipped. A need whose request failed is answered with the error; the plan goes on.
 */
export async function runBatches(batches: readonly Batch[], series: SeriesReader, concurrency: number): Promise<Map<string, NeedAnswer>> {
  const out = new Map<string, NeedAnswer>();
  const send = async (batch: Batch): Promise<void> => {
    try {
      const columns = await series(batch.query, () => splitter(batch.keys.length));
      batch.keys.forEach((key, index) => out.set(key, { rows: columns[index] as NeedRows }));
    } catch (e) {
      if (batch.keys.length > 1 && e instanceof ApiError && QUERY_REFUSALS.has(e.status)) {
        for (const [index, key] of batch.keys.entries()) {
          const item = batch.query.series[index];
          if (item) await send({ query: { ...batch.query, series: [item] }, keys: [key] });
        }
        return;
      }
      const error = e instanceof Error ? e.message : String(e);
      for (const key of batch.keys) out.set(key, { error });
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < batches.length; i = next++) {
      const batch = batches[i];
      if (batch) await send(batch);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batches.length)) }, worker));
  return out;
}

/** A reader over rows already in hand (a list a test or a caller holds). */
export function readerOf(series: (query: SeriesQuery) => Promise<SeriesRow[]>): SeriesReader {
  return async (query, collect) => {
    const rows = await series(query);
    const c = collect();
    for (const row of rows) c.row(row);
    return c.done();
  };
}

/** The series API's answers to a series it cannot run (docs/contract.md §9): validation, unknown source, query error. */
const QUERY_REFUSALS: ReadonlySet<number> = new Set([400, 404, 500]);

/** Splits a request's rows per series: a row carries only the series that returned one for its bucket and group. */
function splitter(count: number): RowCollector<NeedRows[]> {
  const columns = Array.from({ length: count }, () => new NeedRows());
  const keys = columns.map((_, i) => `series_${i}.data` as const);
  return {
    row(row) {
      if (typeof row.ts_bucket !== 'number') return;
      const group = Array.isArray(row.group) ? row.group : [];
      let key: string | undefined;
      for (let i = 0; i < count; i++) {
        const k = keys[i] as `series_${number}.data`;
        if (!(k in row)) continue;
        key ??= JSON.stringify(group);
        (columns[i] as NeedRows).push(row.ts_bucket, key, group, engineValue(row[k]));
      }
    },
    done: () => columns,
  };
}

/**
 * The value as the engine reads it (parseAlertData): ClickHouse quotes 64-bit integers, and the
 * engine parses a quoted value as an integer.
 */
export function engineValue(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') {
    const n = Number.parseInt(v, 10);
    return Number.isNaN(n) ? null : n;
  }
  return null;
}

/** JSON with object keys sorted: equal values, equal text. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
