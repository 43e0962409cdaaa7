import { describe, expect, it } from 'vitest';
import { handleSeriesQuery, type SourceLike } from '../../src/resources/charts/handlers.ts';

const NOW = Date.UTC(2025, 4, 1, 12, 0, 30);
const ANCHOR = Date.UTC(2025, 4, 1, 12, 0, 0);
const M = 60_000;
const LOGS = '65f5e4a3b9e77c001a000001';
const TRACES = '65f5e4a3b9e77c001a000002';
const METRICS = '65f5e4a3b9e77c001a000003';
const UNKNOWN = '65f5e4a3b9e77c001a0000ff';
const sources: SourceLike[] = [
  { id: LOGS, name: 'Logs', kind: 'log' },
  { id: TRACES, name: 'Traces', kind: 'trace' },
  { id: METRICS, name: 'Metrics', kind: 'metric' },
];

type Row = Record<string, unknown>;
function query(series: Row[], extra: Row = {}): { status: number; body: unknown } {
  return handleSeriesQuery({ series, startTime: ANCHOR - 15 * M, endTime: ANCHOR, granularity: '1m', ...extra }, sources, NOW);
}
function data(series: Row[], extra: Row = {}): Row[] {
  const r = query(series, extra);
  expect(r.status).toBe(200);
  return (r.body as { data: Row[] }).data;
}
const checkoutErrors = { sourceId: LOGS, aggFn: 'count', where: 'ServiceName:checkout SeverityText:error', groupBy: [] };

describe('POST /api/v2/charts/series shapes', () => {
  it('answers 400 {message} for schema problems', () => {
    expect(query([{ ...checkoutErrors, where: undefined }])).toEqual({
      status: 400,
      body: { message: 'Body validation failed: series.0.where: Required' },
    });
  });

  it('answers 404 {error} naming the series whose source is unknown', () => {
    expect(query([checkoutErrors, { ...checkoutErrors, sourceId: UNKNOWN }])).toEqual({
      status: 404,
      body: { error: 'Source not found for series 1' },
    });
  });

  it('answers 500 {error} with the raw query error, which wins over a 404 of another series', () => {
    const bad = query([{ ...checkoutErrors, where: 'ServiceName:(checkout' }]);
    expect(bad.status).toBe(500);
    expect((bad.body as { error: string }).error).toMatch(/^Code: 62\. DB::Exception: Syntax error: failed at position 13 .*unbalanced parenthesis/);
    const unknownField = query([{ sourceId: TRACES, aggFn: 'avg', field: 'Latency', where: '', groupBy: [] }]);
    expect(unknownField).toEqual({
      status: 500,
      body: { error: 'Code: 47. DB::Exception: Unknown expression identifier `Latency` in scope SELECT. (UNKNOWN_IDENTIFIER)' },
    });
    const both = query([
      { ...checkoutErrors, sourceId: UNKNOWN },
      { ...checkoutErrors, where: 'Nope:1' },
    ]);
    expect(both.status).toBe(500);
  });

  it('filters with a SQL where clause as with the same Lucene one, and answers SQL it cannot parse with 500', () => {
    const lucene = data([{ ...checkoutErrors, where: 'ServiceName:checkout' }]);
    const sql = data([{ ...checkoutErrors, where: "ServiceName = 'checkout'", whereLanguage: 'sql' }]);
    expect(sql.length).toBeGreaterThan(0);
    expect(sql).toEqual(lucene);
    expect(query([{ ...checkoutErrors, where: "ServiceName = 'checkout' AND", whereLanguage: 'sql' }]).status).toBe(500);
  });

  it('returns no rows for metric sources', () => {
    expect(data([{ sourceId: METRICS, aggFn: 'avg', field: 'Value', where: '', groupBy: [] }])).toEqual([]);
  });

  it('returns counts as strings and float aggregates as numbers, ts_bucket as epoch ms', () => {
    const rows = data([checkoutErrors, { sourceId: TRACES, aggFn: 'avg', field: 'Duration', where: 'ServiceName:checkout', groupBy: [] }]);
    const last = rows.find((r) => r.ts_bucket === ANCHOR - M)!;
    expect(last).toMatchObject({ group: [], 'series_0.data': '12' });
    expect(typeof last['series_1.data']).toBe('number');
  });

  it('merges series by (ts_bucket, group) in first-seen order and only sets keys a series returned', () => {
    const all = { sourceId: LOGS, aggFn: 'count', where: 'ServiceName:checkout', groupBy: [] };
    const rows = data([checkoutErrors, all]);
    // series 0 has rows for minutes 12 and 9..0 (minutes ago); series 1 for all 15 minutes.
    const minutesAgo = rows.map((r) => (ANCHOR - (r.ts_bucket as number)) / M - 1);
    expect(minutesAgo).toEqual([12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14, 13, 11, 10]);
    expect(rows[11]).toEqual({ ts_bucket: ANCHOR - 15 * M, group: [], 'series_1.data': '5' }); // 4 info + 1 warn (even minute)
    expect(rows[1]).toEqual({ ts_bucket: ANCHOR - 10 * M, group: [], 'series_0.data': '12', 'series_1.data': '16' });
  });

  it('returns raw ClickHouse-like rows with seriesReturnType column', () => {
    const rows = data([{ ...checkoutErrors, groupBy: ['ServiceName'] }], { seriesReturnType: 'column', startTime: ANCHOR - 2 * M });
    expect(rows).toEqual([
      { series_0: '12', ServiceName: 'checkout', __hdx_time_bucket: '2025-05-01 11:58:00' },
      { series_0: '12', ServiceName: 'checkout', __hdx_time_bucket: '2025-05-01 11:59:00' },
    ]);
  });

  it('picks an auto granularity of at most 60 buckets when omitted', () => {
    const day = data([{ ...checkoutErrors, where: '' }], { granularity: undefined, startTime: ANCHOR - 24 * 60 * M });
    expect(day).toHaveLength(48); // 30m buckets
    expect(day.every((r) => (r.ts_bucket as number) % (30 * M) === 0)).toBe(true);
    const quarter = data([{ ...checkoutErrors, where: '' }], { granularity: 'auto' });
    expect(quarter).toHaveLength(30); // 30s buckets
  });
});
