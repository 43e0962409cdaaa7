import { describe, expect, it } from 'vitest';
import { quantile, toFloat64OrDefault, type AggSpec } from '../../src/resources/charts/aggregate.ts';
import { runSeries, type SeriesRow } from '../../src/resources/charts/engine.ts';
import { fixtureTable, T0 } from './fixture.ts';

// Fixture by minute bucket (Duration):
//   T0      : api 100, api 300, web 50
//   T0+1m   : api 200, web 150, api 400
//   T0+2m   : web 50
const table = fixtureTable();
const M = 60_000;
const all = { start: T0, end: T0 + 3 * M };

function run(spec: AggSpec, opts: { where?: string; groupBy?: string[]; bucketMs?: number } = {}): SeriesRow[] {
  return runSeries(table, { ...spec, where: opts.where ?? '', groupBy: opts.groupBy ?? [] }, all, opts.bucketMs ?? M);
}
/** Values per bucket for an ungrouped series. */
function values(spec: AggSpec, where = ''): Array<string | number> {
  return run(spec, { where }).map((r) => r.value);
}

describe('aggregations per 1m bucket against hand-computed values', () => {
  it('count and count_distinct are UInt64, so JSON strings', () => {
    expect(values({ aggFn: 'count' })).toEqual(['3', '3', '1']);
    expect(values({ aggFn: 'count_distinct', field: 'ServiceName' })).toEqual(['2', '2', '1']);
    expect(values({ aggFn: 'count_distinct', field: 'Duration' })).toEqual(['3', '3', '1']);
  });

  it('sum, avg, min, max are Float64 numbers', () => {
    expect(values({ aggFn: 'sum', field: 'Duration' })).toEqual([450, 750, 50]);
    expect(values({ aggFn: 'avg', field: 'Duration' })).toEqual([150, 250, 50]);
    expect(values({ aggFn: 'min', field: 'Duration' })).toEqual([50, 150, 50]);
    expect(values({ aggFn: 'max', field: 'Duration' })).toEqual([300, 400, 50]);
  });

  it('quantile interpolates linearly at level*(n-1); without level it is the median', () => {
    // p90 at position 1.8: [50,100,300] -> 100 + 0.8*200 = 260; [150,200,400] -> 200 + 0.8*200 = 360
    // p95 at position 1.9: [50,100,300] -> 100 + 0.9*200 = 280; [150,200,400] -> 200 + 0.9*200 = 380
    expect(values({ aggFn: 'quantile', field: 'Duration', level: 0.9 })).toEqual([260, 360, 50]);
    expect(values({ aggFn: 'quantile', field: 'Duration', level: 0.95 })).toEqual([280, 380, 50]);
    expect(values({ aggFn: 'quantile', field: 'Duration' })).toEqual([100, 200, 50]);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10], 0.99)).toBe(10);
    expect(quantile([4, 1, 3, 2], 0)).toBe(1);
    expect(quantile([4, 1, 3, 2], 1)).toBe(4);
  });

  it('last_value is the latest row (number), any/none the earliest in the column type', () => {
    expect(values({ aggFn: 'last_value', field: 'Duration' })).toEqual([50, 400, 50]);
    expect(values({ aggFn: 'any', field: 'Duration' })).toEqual(['100', '200', '50']); // UInt64 -> string
    expect(values({ aggFn: 'none', field: 'Duration' })).toEqual(['100', '200', '50']);
    expect(values({ aggFn: 'any', field: 'ServiceName' })).toEqual(['api', 'api', 'web']);
    expect(values({ aggFn: 'any', field: 'Code' })).toEqual([200, 500, 200]); // UInt16 -> number
  });

  it('increase is max - min within the bucket', () => {
    expect(values({ aggFn: 'increase', field: 'Duration' })).toEqual([250, 250, 0]);
  });

  it('numeric aggregates of text behave like toFloat64OrDefault (0), a dotted field is a string literal', () => {
    expect(values({ aggFn: 'sum', field: 'ServiceName' })).toEqual([0, 0, 0]);
    expect(values({ aggFn: 'max', field: 'Timestamp' })).toEqual([0, 0, 0]);
    expect(values({ aggFn: 'count_distinct', field: 'Attr.x' })).toEqual(['1', '1', '1']);
    expect(toFloat64OrDefault('12.5')).toBe(12.5);
    expect(toFloat64OrDefault('1e3')).toBe(1000);
    expect(toFloat64OrDefault('12ms')).toBe(0);
  });
});

describe('buckets, ranges and groups', () => {
  it('applies where before aggregating and omits buckets without rows', () => {
    expect(run({ aggFn: 'count' }, { where: 'ServiceName:api' })).toEqual([
      { bucket: T0, group: [], value: '2' },
      { bucket: T0 + M, group: [], value: '2' },
    ]);
  });

  it('groups by columns, sorted by bucket then group values', () => {
    expect(run({ aggFn: 'avg', field: 'Duration' }, { groupBy: ['ServiceName'] })).toEqual([
      { bucket: T0, group: ['api'], value: 200 },
      { bucket: T0, group: ['web'], value: 50 },
      { bucket: T0 + M, group: ['api'], value: 300 },
      { bucket: T0 + M, group: ['web'], value: 150 },
      { bucket: T0 + 2 * M, group: ['web'], value: 50 },
    ]);
    // Group values keep the column's JSON type: UInt64 quoted, UInt16 a number.
    expect(run({ aggFn: 'count' }, { groupBy: ['Code', 'Duration'], where: 'Code:>=500' })).toEqual([
      { bucket: T0 + M, group: [500, '200'], value: '1' },
      { bucket: T0 + M, group: [504, '150'], value: '1' },
    ]);
  });

  it('keeps groups apart that differ in any column, even where their values read alike', () => {
    // Keys joined naively would make ("a b", "c") and ("a", "b c") one group, and the number 5 and the text "5" of a mixed column.
    const mixed = {
      columns: { Timestamp: 'DateTime64' as const, A: 'String' as const, B: 'String' as const },
      rows: [
        { Timestamp: T0, A: 'a b', B: 'c' },
        { Timestamp: T0 + 1, A: 'a', B: 'b c' },
        { Timestamp: T0 + 2, A: 5, B: '' },
        { Timestamp: T0 + 3, A: '5', B: '' },
        { Timestamp: T0 + 4, A: 'a', B: 'b c' },
      ],
      implicitColumn: 'A',
    };
    const groups = runSeries(mixed, { aggFn: 'count', where: '', groupBy: ['A', 'B'] }, all, M).map((r) => [r.group, r.value]);
    expect(groups).toEqual([
      [[5, ''], '1'],
      [['5', ''], '1'],
      [['a', 'b c'], '2'],
      [['a b', 'c'], '1'],
    ]);
  });

  it('aligns buckets to multiples of the size since the epoch', () => {
    const fiveMin = run({ aggFn: 'count' }, { bucketMs: 5 * M });
    expect(fiveMin).toEqual([{ bucket: T0, group: [], value: '7' }]);
    const thirtySec = run({ aggFn: 'count' }, { bucketMs: 30_000 }).map((r) => [(r.bucket - T0) / 1000, r.value]);
    expect(thirtySec).toEqual([
      [0, '3'],
      [60, '2'],
      [90, '1'],
      [120, '1'],
    ]);
  });

  it('includes both range ends (HyperDX dateRange is inclusive on both sides)', () => {
    const spec = { aggFn: 'count' as const, where: '', groupBy: [] };
    // [T0+10s, T0+70s] holds rows at 10s, 20s and 70s.
    expect(runSeries(table, spec, { start: T0 + 10_000, end: T0 + 70_000 }, 5 * M)).toEqual([{ bucket: T0, group: [], value: '3' }]);
    expect(runSeries(table, spec, { start: T0 + 200_000, end: T0 + 300_000 }, M)).toEqual([]);
  });

  it('fails on unknown fields even when no row is in range', () => {
    const spec = { aggFn: 'sum' as const, field: 'Foo', where: '', groupBy: [] };
    expect(() => runSeries(table, spec, { start: 0, end: 1 }, M)).toThrow(/Unknown expression identifier `Foo`/);
    expect(() => run({ aggFn: 'count' }, { groupBy: ['Nope'] })).toThrow(/Unknown expression identifier `Nope`/);
    expect(() => run({ aggFn: 'avg' })).toThrow(/Number of arguments for function toString/);
  });
});
