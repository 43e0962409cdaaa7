// The built-in telemetry scenario the demo and the checks tests rely on,
// asserted through the public handler exactly as a client would query it.
import { describe, expect, it } from 'vitest';
import { handleSeriesQuery, type SourceLike } from '../../src/resources/charts/handlers.ts';
import { HISTORY_MINUTES, RECENT_MINUTES, SCENARIO, SERVICES } from '../../src/resources/charts/telemetry.ts';

const M = 60_000;
const DAY = 24 * 60 * M;
const LOGS = '65f5e4a3b9e77c001a000001';
const TRACES = '65f5e4a3b9e77c001a000002';
const sources: SourceLike[] = [
  { id: LOGS, name: 'Logs', kind: 'log' },
  { id: TRACES, name: 'Traces', kind: 'trace' },
];

// Two clocks: the scenario must hold relative to any `now`.
describe.each([
  ['a fixed clock', Date.UTC(2025, 4, 1, 12, 0, 30)],
  ['another clock', Date.UTC(2026, 1, 17, 3, 41, 59)],
])('scenario with %s', (_name, now) => {
  const anchor = Math.floor(now / M) * M;
  function rows(series: Record<string, unknown>, startTime: number, endTime: number, granularity: string): Array<Record<string, unknown>> {
    const r = handleSeriesQuery({ series: [series], startTime, endTime, granularity }, sources, now);
    expect(r.status).toBe(200);
    return (r.body as { data: Array<Record<string, unknown>> }).data;
  }
  const errorsPerMinute = (service: string, start: number, end: number): number[] =>
    rows({ sourceId: LOGS, aggFn: 'count', where: `ServiceName:${service} AND SeverityText:error`, groupBy: [] }, start, end, '1m').map((r) =>
      Number(r['series_0.data']),
    );
  const total = (service: string, start: number, end: number): number => errorsPerMinute(service, start, end).reduce((a, b) => a + b, 0);
  const p95 = (service: string, start: number, end: number): number => {
    const r = rows({ sourceId: TRACES, aggFn: 'quantile', level: 0.95, field: 'Duration', where: `ServiceName:${service}`, groupBy: [] }, start, end, '30d');
    expect(r).toHaveLength(1);
    return r[0]!['series_0.data'] as number;
  };

  it('has a checkout error spike in the last 10 minutes', () => {
    expect(errorsPerMinute('checkout', anchor - 10 * M, now)).toEqual(Array(10).fill(12));
    expect(total('checkout', anchor - 10 * M, now)).toBe(SCENARIO.errorSpike.errorsLast10m);
    expect(total('checkout', anchor - 15 * M, now)).toBe(SCENARIO.errorSpike.errorsLast15m);
    // Before the spike, and for payments/frontend all day: at most 1 error per minute.
    expect(Math.max(...errorsPerMinute('checkout', anchor - DAY, anchor - 10 * M - 1))).toBe(1);
    for (const s of ['payments', 'frontend']) expect(Math.max(...errorsPerMinute(s, anchor - DAY, now))).toBe(1);
  });

  it('has checkout p95 latency about +40 % vs the same window a day earlier, payments stable', () => {
    const checkoutNow = p95('checkout', anchor - 15 * M, anchor);
    const checkoutBefore = p95('checkout', anchor - DAY - 15 * M, anchor - DAY);
    expect([checkoutNow, checkoutBefore]).toEqual([SCENARIO.latencyShift.checkoutP95Last15m, SCENARIO.latencyShift.checkoutP95DayBefore]);
    const paymentsNow = p95('payments', anchor - 15 * M, anchor);
    const paymentsBefore = p95('payments', anchor - DAY - 15 * M, anchor - DAY);
    expect([paymentsNow, paymentsBefore]).toEqual([SCENARIO.latencyShift.paymentsP95Last15m, SCENARIO.latencyShift.paymentsP95DayBefore]);
    // Robust to a client whose window is a few minutes off the anchor.
    for (let k = 0; k <= 5; k++) {
      const end = anchor - k * M;
      const ratio = p95('checkout', end - 15 * M, end) / p95('checkout', end - DAY - 15 * M, end - DAY);
      expect(ratio).toBeGreaterThanOrEqual(1.3);
      const stable = p95('payments', end - 15 * M, end) / p95('payments', end - DAY - 15 * M, end - DAY);
      expect(Math.abs(stable - 1)).toBeLessThanOrEqual(0.05);
    }
  });

  it('keeps search in a warn band of 3-4 errors per minute for the last hour', () => {
    const last15 = errorsPerMinute('search', anchor - 15 * M, now);
    expect(Math.max(...last15)).toBe(SCENARIO.searchWarn.maxPerMinute);
    expect(Math.min(...last15)).toBe(SCENARIO.searchWarn.minPerMinute);
    expect(total('search', anchor - 15 * M, now)).toBe(SCENARIO.searchWarn.errorsLast15m);
    expect(Math.max(...errorsPerMinute('search', anchor - DAY, anchor - 60 * M - 1))).toBe(1);
  });

  it('has no data at all for ghost', () => {
    for (const sourceId of [LOGS, TRACES]) {
      expect(rows({ sourceId, aggFn: 'count', where: 'ServiceName:ghost', groupBy: [] }, anchor - DAY - 30 * M, now, '1h')).toEqual([]);
    }
  });

  it('covers 8 days 30 min of history for every service, the last 24 h 30 min as before the week existed', () => {
    const spansFrom = (start: number): Record<string, unknown> => {
      const perService = rows({ sourceId: TRACES, aggFn: 'count', where: '', groupBy: ['ServiceName'] }, start, now, '30d');
      return Object.fromEntries(perService.map((r): [string, unknown] => [String((r.group as string[])[0]), r['series_0.data']]));
    };
    expect(spansFrom(anchor - 9 * DAY)).toEqual(Object.fromEntries(SERVICES.map((s) => [s, String(6 * HISTORY_MINUTES)])));
    expect(spansFrom(anchor - RECENT_MINUTES * M)).toEqual(Object.fromEntries(SERVICES.map((s) => [s, String(6 * (24 * 60 + 30))])));
  });
});
