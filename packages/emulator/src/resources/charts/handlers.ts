// POST /api/v2/charts/series for the emulator: validation (400), source lookup
// (404), one query per series over the seeded telemetry (500 on query errors),
// and the response shapes of the real route:
//   default / ratio: {data: [{ts_bucket, group, "series_N.data"}]} merged by
//     (ts_bucket, group) in first-seen order (series 0's rows first, then rows
//     only later series have), exactly like HyperDX's formatCHResult;
//   column: the raw rows of every series concatenated,
//     {series_N, <groupBy columns>, __hdx_time_bucket: "YYYY-MM-DD HH:MM:SS"}.
// A source serves the rows a seed gave it (seeded.ts); otherwise, with the demo
// scenario, log -> its log rows, trace -> its span rows; session and promql
// sources, and metric sources without seeded rows, answer with no rows. A
// metric source's series reads the rows of one metric (metrics.ts). `where`
// is Lucene, or SQL with whereLanguage 'sql' (sql-where.ts).

import { runSeries, type SeriesRow } from './engine.ts';
import { metricAggregator, metricTable } from './metrics.ts';
import { QueryError } from './errors.ts';
import { bucketSizeMs } from './granularity.ts';
import type { Table } from './table.ts';
import { formatDateTime } from './table.ts';
import type { SeededRows } from '../../core/state/organization.ts';
import { seededTable } from './seeded.ts';
import { telemetryAt } from './telemetry.ts';
import { validateSeriesRequest, type SeriesInput } from './validate.ts';
import { must } from '../../core/must.ts';

export interface SourceLike {
  id: string;
  name: string;
  kind: string;
  [k: string]: unknown;
}

/** What the sources serve: the demo scenario (or none) and a seed's rows. */
export interface TelemetryConfig {
  scenario: 'demo' | 'none';
  rows: SeededRows[];
}

const DEMO_TELEMETRY: TelemetryConfig = { scenario: 'demo', rows: [] };

export function handleSeriesQuery(
  body: unknown,
  sources: SourceLike[],
  now: number,
  telemetry: TelemetryConfig = DEMO_TELEMETRY,
  /** The team's connections: when given, a source without one of them answers 404 as on the server. */
  connections?: ReadonlyArray<{ id: string }>,
): { status: number; body: unknown } {
  const parsed = validateSeriesRequest(body);
  if (!parsed.ok) return { status: 400, body: { message: parsed.message } };
  const req = parsed.value;
  const bucketMs = bucketSizeMs(req.granularity, req.startTime, req.endTime);

  // Series run concurrently on the real server: a thrown query error (500)
  // wins over a returned "not found" (404); otherwise the first 404 by index.
  const results: Array<{ rows: SeriesRow[] } | { notFound: string } | { error: string }> = req.series.map((series, index) => {
    const source = sources.find((s) => s.id === series.sourceId);
    if (!source || (connections && !source.connection)) return { notFound: `Source not found for series ${index}` };
    if (connections && !connections.some((k) => k.id === String(source.connection))) return { notFound: `Connection not found for series ${index}` };
    try {
      return { rows: querySeries(series, source, now, req.startTime, req.endTime, bucketMs, telemetry) };
    } catch (e) {
      // The real route answers any failure of a series query with 500 {error: message}.
      return { error: e instanceof Error ? e.message : String(e) };
    }
  });
  for (const r of results) if ('error' in r) return { status: 500, body: { error: r.error } };
  for (const r of results) if ('notFound' in r) return { status: 404, body: { error: r.notFound } };
  const perSeries = results.map((r) => ('rows' in r ? r.rows : []));
  const groupBy = must(req.series[0], 'the first series (validation refuses an empty list)').groupBy;

  if (req.seriesReturnType === 'column') {
    const data = perSeries.flatMap((rows, i) =>
      rows.map((row) => ({
        [`series_${i}`]: row.value,
        ...Object.fromEntries(groupBy.map((col, j) => [col, row.group[j]])),
        __hdx_time_bucket: formatDateTime(row.bucket),
      })),
    );
    return { status: 200, body: { data } };
  }

  const merged = new Map<string, Record<string, unknown>>();
  perSeries.forEach((rows, i) => {
    for (const row of rows) {
      const key = JSON.stringify([row.bucket, row.group]);
      let out = merged.get(key);
      if (!out) merged.set(key, (out = { ts_bucket: row.bucket, group: row.group }));
      out[`series_${i}.data`] = row.value;
    }
  });
  return { status: 200, body: { data: [...merged.values()] } };
}

function querySeries(
  series: SeriesInput,
  source: SourceLike,
  now: number,
  start: number,
  end: number,
  bucketMs: number,
  telemetry: TelemetryConfig,
): SeriesRow[] {
  if (series.whereLanguage === 'promql') {
    throw new QueryError(`emulator: whereLanguage "${series.whereLanguage}" is not emulated; use lucene or sql`);
  }
  const table = tableFor(source, now, telemetry, start);
  if (!table) return [];
  if (source.kind === 'metric') {
    // The metric is picked by name and data type; `field` names the metric when no name is sent.
    const spec = { ...series, field: 'Value' };
    return runSeries(metricTable(table, series), spec, { start, end }, bucketMs, metricAggregator(series));
  }
  return runSeries(table, series, { start, end }, bucketMs);
}

/** `from`: the earliest time the caller reads (the demo scenario builds its older week only when asked). */
export function tableFor(source: SourceLike, now: number, telemetry: TelemetryConfig, from: number = now): Table | undefined {
  const seeded = telemetry.rows.filter((r) => r.sourceId === source.id);
  if (seeded.length) return seededTable(seeded, now);
  if (telemetry.scenario === 'none') return undefined;
  const data = telemetryAt(now, from);
  const base = source.kind === 'log' ? data.logs : source.kind === 'trace' ? data.traces : undefined;
  if (!base) return undefined;
  // A source may name another implicit column for bare terms (HyperDX's implicitColumnExpression).
  const implicit = source.implicitColumnExpression;
  if (typeof implicit === 'string' && implicit in base.columns && implicit !== base.implicitColumn) {
    return { ...base, implicitColumn: implicit };
  }
  return base;
}
