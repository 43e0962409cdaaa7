// A schedule offset or anchor shifts the engine's range off the epoch grid: each evaluation then reads
// two partial buckets, which we rebuild from finer buckets (count, sum, min, max only).
import { describe, expect, it } from 'vitest';
import { columnsOf, combine, fetchGranularity, spansOf, toTicks as ticksOf, type TickInput } from '../../src/alerts/backtest/grid.ts';
import type { NeedRow } from '../../src/alerts/backtest/batch.ts';
import { replay, ticksBetween, type Rule } from '../../src/alert-engine/index.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 1); // on every grid up to 1d
/** The ticks of rows held as objects, all at once (the backtest takes them one at a time). */
const toTicks = (rows: NeedRow[], input: TickInput) => [...ticksOf(columnsOf(rows), input)];
const rule = (extra: Partial<Rule> = {}): Rule => ({ threshold: 10, thresholdType: 'above', intervalMinutes: 5, grouped: false, ...extra });

describe('fetchGranularity', () => {
  it('is the interval when the grid is not shifted', () => {
    expect(fetchGranularity(ticksBetween(rule(), T0, T0 + 60 * MIN), 5 * MIN)).toEqual({ label: '5m', ms: 5 * MIN });
  });
  it('is the coarsest granularity that fits the shifted edges', () => {
    expect(fetchGranularity(ticksBetween(rule({ scheduleOffsetMinutes: 2 }), T0, T0 + 60 * MIN), 5 * MIN)?.label).toBe('1m');
    expect(fetchGranularity(ticksBetween(rule({ intervalMinutes: 15, scheduleOffsetMinutes: 10 }), T0, T0 + 120 * MIN), 15 * MIN)?.label).toBe('5m');
    expect(fetchGranularity(ticksBetween(rule({ intervalMinutes: 60, scheduleStartAt: T0 + 30_000 }), T0, T0 + 6 * 60 * MIN), 60 * MIN)?.label).toBe('30s');
  });
});

describe('toTicks', () => {
  /** One minute-row per minute of [T0, T0 + 60m): value = the minute's index (a count). */
  const minuteRows: NeedRow[] = Array.from({ length: 60 }, (_, m) => ({ bucket: T0 + m * MIN, group: [], value: m }));
  const input = (r: Rule, extra: Partial<TickInput> = {}): TickInput => ({
    plans: ticksBetween(r, T0, T0 + 60 * MIN),
    intervalMs: r.intervalMinutes * MIN,
    stepMs: MIN,
    aggFn: 'count',
    groupBy: [],
    grouped: false,
    dropZeroCounts: false,
    ...extra,
  });

  it('an offset of 2 minutes: each evaluation reads [at−5m, at) as two partial epoch buckets, each the sum of its minutes', () => {
    const r = rule({ scheduleOffsetMinutes: 2 });
    const ticks = toTicks(minuteRows, input(r));
    // The first evaluation wholly inside the hour is stamped 00:07 and reads 00:02–00:07:
    // bucket 00:00 holds minutes 2, 3, 4; bucket 00:05 holds minutes 5, 6.
    expect(ticks[0]).toEqual({
      at: T0 + 7 * MIN,
      buckets: [
        { start: T0, rows: [{ group: '', value: 2 + 3 + 4 }] },
        { start: T0 + 5 * MIN, rows: [{ group: '', value: 5 + 6 }] },
      ],
    });
    // Every minute of the hour after 00:02 is read exactly once.
    const total = ticks.flatMap((t) => t.buckets.flatMap((b) => b.rows.map((x) => x.value ?? 0))).reduce((a, b) => a + b, 0);
    const last = ticks[ticks.length - 1]?.at ?? 0;
    const minutes = Array.from({ length: (last - T0) / MIN - 2 }, (_, i) => i + 2);
    expect(total).toBe(minutes.reduce((a, b) => a + b, 0));
  });

  it('min and max recombine as min and max; a bucket with only null parts stays null', () => {
    const rows: NeedRow[] = [
      { bucket: T0 + 2 * MIN, group: [], value: 7 },
      { bucket: T0 + 3 * MIN, group: [], value: 3 },
      { bucket: T0 + 4 * MIN, group: [], value: null },
      { bucket: T0 + 5 * MIN, group: [], value: null },
    ];
    const r = rule({ scheduleOffsetMinutes: 2 });
    expect(toTicks(rows, input(r, { aggFn: 'min' }))[0]?.buckets.map((b) => b.rows)).toEqual([[{ group: '', value: 3 }], [{ group: '', value: null }]]);
    expect(toTicks(rows, input(r, { aggFn: 'max' }))[0]?.buckets.map((b) => b.rows)).toEqual([[{ group: '', value: 7 }], [{ group: '', value: null }]]);
    expect(combine('sum', [null, null])).toBeNull();
  });

  it('groups are keyed as the engine keys them (column:value, joined), each recombined on its own; dropped zero counts leave the group out', () => {
    const rows: NeedRow[] = [
      { bucket: T0 + 2 * MIN, group: ['checkout', 500], value: 1 },
      { bucket: T0 + 3 * MIN, group: ['checkout', 500], value: 2 },
      { bucket: T0 + 3 * MIN, group: ['search', 500], value: 0 },
    ];
    const r = rule({ scheduleOffsetMinutes: 2, grouped: true });
    const [first] = toTicks(rows, input(r, { groupBy: ['ServiceName', 'StatusCode'], grouped: true, dropZeroCounts: true }));
    expect(first?.buckets[0]?.rows).toEqual([{ group: 'ServiceName:checkout, StatusCode:500', value: 3 }]);
  });

  it('a 6h bucket the engine expects off the epoch grid (an offset off the hour grid, rounded within the hour upstream) reads as empty', () => {
    const r = rule({ intervalMinutes: 360, scheduleOffsetMinutes: 120 });
    const plans = ticksBetween(r, T0, T0 + 2 * 86_400_000);
    const spans = plans.flatMap((p) => spansOf(p, 360 * MIN));
    const offGrid = spans.filter((s) => s.start % (360 * MIN) !== 0);
    expect(offGrid.length).toBeGreaterThan(0);
    expect(offGrid.every((s) => s.from === s.to)).toBe(true);
  });

  it('the replay of recombined minute data equals the engine judging each partial bucket of the shifted range on its own', () => {
    // 6 a minute in busy minutes; the threshold (10) needs two busy minutes in one partial bucket:
    // 44 and 45 share the range [00:42, 00:47) but not a bucket (00:40, 00:45), so that one stays OK.
    const busy = new Set([3, 4, 21, 22, 23, 40, 44, 45]);
    const rows: NeedRow[] = Array.from({ length: 60 }, (_, m) => ({ bucket: T0 + m * MIN, group: [], value: busy.has(m) ? 6 : 0 }));
    const r = rule({ scheduleOffsetMinutes: 2 });
    const recombined = replay(r, toTicks(rows, input(r)));
    const direct = ticksBetween(r, T0, T0 + 60 * MIN).map((p) =>
      spansOf(p, 5 * MIN).some((s) => {
        let sum = 0;
        for (let t = s.from; t < s.to; t += MIN) sum += busy.has((t - T0) / MIN) ? 6 : 0;
        return sum >= 10; // `above` fires at equality
      }),
    );
    expect(recombined.decisions.map((d) => d.breaching)).toEqual(direct);
    expect(direct.filter(Boolean)).toHaveLength(2);
    expect(recombined.firings).toBe(2);
  });
});
