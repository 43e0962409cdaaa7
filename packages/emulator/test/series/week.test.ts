// The older week of the built-in telemetry (packages/emulator/src/resources/charts/history.ts): the bursts, the
// quiet service and the per-service behaviour a 7-day alert backtest replays, asserted through the
// public handler as a client queries it, on clocks at every phase of the 5-minute grid.
import { describe, expect, it } from 'vitest';
import { handleSeriesQuery, type SourceLike } from '../../src/resources/charts/handlers.ts';
import { RECENT_MINUTES, WEEK } from '../../src/resources/charts/telemetry.ts';

const M = 60_000;
const DAY = 24 * 60 * M;
const LOGS = '65f5e4a3b9e77c001a000001';
const TRACES = '65f5e4a3b9e77c001a000002';
const sources: SourceLike[] = [
  { id: LOGS, name: 'Logs', kind: 'log' },
  { id: TRACES, name: 'Traces', kind: 'trace' },
];

function series(now: number, s: Record<string, unknown>, startTime: number, endTime: number, granularity: string): Array<Record<string, unknown>> {
  const r = handleSeriesQuery({ series: [{ groupBy: [], ...s }], startTime, endTime, granularity }, sources, now);
  expect(r.status).toBe(200);
  return (r.body as { data: Array<Record<string, unknown>> }).data;
}

/** Per bucket start, the value (buckets without rows are absent, as on the server). */
const byBucket = (data: Array<Record<string, unknown>>): Map<number, number> => new Map(data.map((r) => [r.ts_bucket as number, Number(r['series_0.data'])]));

/** Runs of consecutive minutes at `value` errors in [start, end): how many and how long each. */
function runs(perMinute: Map<number, number>, start: number, end: number, value: number): number[] {
  const lengths: number[] = [];
  let current = 0;
  for (let t = start; t < end; t += M) {
    if (perMinute.get(t) === value) current++;
    else if (current) {
      lengths.push(current);
      current = 0;
    }
  }
  if (current) lengths.push(current);
  return lengths;
}

/** Times a simple `above` rule on 5-minute windows goes from OK to ALERT (empty windows count 0). */
function firings(values: Map<number, number>, start: number, end: number, threshold: number): number {
  let count = 0;
  let alerting = false;
  for (let t = start; t < end; t += 5 * M) {
    const breaching = (values.get(t) ?? 0) >= threshold;
    if (breaching && !alerting) count++;
    alerting = breaching;
  }
  return count;
}

// One clock per phase of the 5-minute grid (and seconds inside the minute): the counts hold for each.
describe.each([0, 1, 2, 3, 4].map((phase) => [phase, Date.UTC(2026, 10, 25, 1, 5 + phase, 17 * phase)] as const))(
  'the older week, anchor at minute %i of the 5-minute grid',
  (_phase, now) => {
    const anchor = Math.floor(now / M) * M;
    const weekStart = anchor - 7 * DAY;
    const recentStart = anchor - RECENT_MINUTES * M;
    const errorsPerMinute = (service: string) =>
      byBucket(series(now, { sourceId: LOGS, aggFn: 'count', where: `ServiceName:${service} AND SeverityText:error` }, anchor - 8 * DAY - 30 * M, now, '1m'));

    it('has checkout bursts every 3 hours and three incidents, all before the last 24 h 30 min', () => {
      const checkout = errorsPerMinute('checkout');
      expect(runs(checkout, weekStart, recentStart, WEEK.checkoutBlips.errorsPerMinute)).toEqual(Array(WEEK.checkoutBlips.inLast7Days).fill(10));
      expect(runs(checkout, weekStart, recentStart, WEEK.checkoutIncidents.errorsPerMinute)).toEqual([20, 20, 20]);
      // Outside the bursts, at most one error a minute.
      const weekValues = [...checkout].filter(([t]) => t < recentStart).map(([, v]) => v);
      expect(new Set(weekValues)).toEqual(new Set([1, WEEK.checkoutBlips.errorsPerMinute, WEEK.checkoutIncidents.errorsPerMinute]));
    });

    it('makes checkout spans twice as slow during each incident', () => {
      const p95 = (start: number, end: number) =>
        series(now, { sourceId: TRACES, aggFn: 'quantile', level: 0.95, field: 'Duration', where: 'ServiceName:checkout' }, start, end - 1, '30d')[0]?.[
          'series_0.data'
        ];
      for (const m of WEEK.checkoutIncidents.startMinutes) {
        const end = anchor - m * M;
        const during = p95(end - 20 * M, end) as number;
        const before = p95(end - 80 * M, end - 20 * M) as number;
        expect(during / before).toBeGreaterThan(1.9);
        expect(during / before).toBeLessThan(2.1);
      }
    });

    it('has a nightly warn band on search, and keeps payments and frontend at one error a minute at most', () => {
      const search = errorsPerMinute('search');
      const bands = runs(new Map([...search].map(([t, v]) => [t, v >= WEEK.searchNightly.minPerMinute ? 1 : 0])), weekStart, recentStart, 1);
      expect(bands).toEqual(Array(WEEK.searchNightly.inLast7Days).fill(60));
      for (const quiet of ['payments', 'frontend']) expect(Math.max(...errorsPerMinute(quiet).values())).toBe(1);
      // payments: one error in every 5 consecutive minutes, all week long.
      const payments = errorsPerMinute('payments');
      for (let t = weekStart; t + 5 * M <= anchor; t += 7 * M) {
        let n = 0;
        for (let k = 0; k < 5; k++) n += payments.get(t + k * M) ?? 0;
        expect(n).toBe(1);
      }
    });

    it('pages a low threshold on the all-services error count many times in 7 days and a sensible one a few', () => {
      const end = Math.floor(anchor / (5 * M)) * 5 * M;
      const start = end - 7 * DAY;
      const values = byBucket(series(now, { sourceId: LOGS, aggFn: 'count', where: 'SeverityText:error' }, start, end - 1, '5m'));
      expect(firings(values, start, end, WEEK.allErrors5m.noisyThreshold)).toBe(WEEK.allErrors5m.firingsAtNoisy);
      expect(firings(values, start, end, WEEK.allErrors5m.sensibleThreshold)).toBe(WEEK.allErrors5m.firingsAtSensible);
      // Grouped by service, checkout is the busiest group and payments never pages.
      const grouped = series(now, { sourceId: LOGS, aggFn: 'count', where: 'SeverityText:error', groupBy: ['ServiceName'] }, start, end - 1, '5m');
      const of = (service: string) => byBucket(grouped.filter((r) => (r.group as string[])[0] === service));
      const perGroup = Object.fromEntries(
        ['checkout', 'payments', 'frontend', 'search'].map((s) => [s, firings(of(s), start, end, WEEK.allErrors5m.noisyThreshold)]),
      );
      expect(perGroup).toEqual(WEEK.allErrors5m.firingsAtNoisyPerService);
    });
  },
);

describe('the older week is built only when a query reaches into it', () => {
  it('answers the recent part the same with and without the week', () => {
    const now = Date.UTC(2026, 10, 25, 1, 7, 3);
    const anchor = Math.floor(now / M) * M;
    const q = { sourceId: TRACES, aggFn: 'quantile', level: 0.5, field: 'Duration', where: 'ServiceName:search', groupBy: ['SpanName'] };
    const recentOnly = series(now, q, anchor - DAY, now, '1h');
    const withWeek = series(now, q, anchor - 8 * DAY, now, '1h').filter((r) => (r.ts_bucket as number) >= Math.floor((anchor - DAY) / 3_600_000) * 3_600_000);
    // The first hour bucket of the shorter query is partial; compare the full hours.
    expect(withWeek.slice(withWeek.length - recentOnly.length + 4)).toEqual(recentOnly.slice(4));
    expect(recentOnly.length).toBeGreaterThan(100);
  });
});
