// Request economy (issue 25): the series of every backtest that share a source, a granularity, a
// groupBy and a time range go in one `POST /charts/series` of at most five series, identical series
// once. The number of such requests is the floor; the client's pacer keeps them in the rate limit.
import { ApiError } from '../../api/errors.js';
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

export type NeedAnswer = { rows: NeedRow[] } | { error: string };

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
 * Sends the batches, `concurrency` at a time (reads only), and splits each answer per need. The
 * server refuses a whole request for one bad series (a validation error, an unknown source, a query
 * ClickHouse rejects): such a request is sent again one series at a time, so that only the bad one's
 * backtest is skipped. A need whose request failed is answered with the error; the plan goes on.
 */
export async function runBatches(
  batches: readonly Batch[],
  series: (q: SeriesQuery) => Promise<SeriesRow[]>,
  concurrency: number,
): Promise<Map<string, NeedAnswer>> {
  const out = new Map<string, NeedAnswer>();
  const send = async (batch: Batch): Promise<void> => {
    try {
      const rows = await series(batch.query);
      batch.keys.forEach((key, index) => out.set(key, { rows: rowsOf(rows, index) }));
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

/** The series API's answers to a series it cannot run (docs/contract.md §9): validation, unknown source, query error. */
const QUERY_REFUSALS: ReadonlySet<number> = new Set([400, 404, 500]);

/** Series `index`'s rows: a row carries only the series that returned one for its bucket and group. */
function rowsOf(rows: readonly SeriesRow[], index: number): NeedRow[] {
  const key = `series_${index}.data` as const;
  const out: NeedRow[] = [];
  for (const row of rows) {
    if (!(key in row) || typeof row.ts_bucket !== 'number') continue;
    out.push({ bucket: row.ts_bucket, group: Array.isArray(row.group) ? row.group : [], value: engineValue(row[key]) });
  }
  return out;
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
