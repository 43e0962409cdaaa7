import { describe, expect, it } from 'vitest';
import { groupRows } from '../../src/checks/groups.ts';
import { coerce, reduce } from '../../src/checks/reduce.ts';
import type { SeriesRow } from '../../src/api/types.ts';

describe('coerce', () => {
  it('reads 64-bit counts sent as strings and floats sent as numbers', () => {
    expect(coerce('4')).toBe(4);
    expect(coerce('12345678901')).toBe(12345678901);
    expect(coerce(2.5)).toBe(2.5);
  });
  it('treats null, NaN, infinities and junk as no value', () => {
    for (const v of [null, undefined, '', 'nan', 'inf', NaN, Infinity, 'abc', {}, true]) expect(coerce(v)).toBeNull();
  });
});

describe('reduce', () => {
  const xs = [3, null, 1, 5, 2];
  it('collapses buckets, skipping missing values', () => {
    expect(reduce('max', xs)).toBe(5);
    expect(reduce('min', xs)).toBe(1);
    expect(reduce('sum', xs)).toBe(11);
    expect(reduce('avg', xs)).toBe(11 / 4);
    expect(reduce('last', xs)).toBe(2);
    expect(reduce('last', [1, 2, null])).toBe(2);
  });
  it('has no value for no buckets', () => {
    expect(reduce('max', [])).toBeUndefined();
    expect(reduce('sum', [null, null])).toBeUndefined();
  });
});

describe('groupRows', () => {
  const rows: SeriesRow[] = [
    { ts_bucket: 2000, group: ['b'], 'series_0.data': '6', 'series_1.data': '3' },
    { ts_bucket: 1000, group: ['a'], 'series_0.data': '1', 'series_1.data': '4' },
    { ts_bucket: 1000, group: ['b'], 'series_0.data': '2' },
    { ts_bucket: 2000, group: ['a'], 'series_0.data': 3, 'series_1.data': '0' },
  ];
  it('splits rows by group, oldest bucket first, coercing strings', () => {
    const gs = groupRows(rows, { series: 0 });
    expect(gs.map((g) => [g.group, g.times, g.values])).toEqual([
      [['a'], [1000, 2000], [1, 3]],
      [['b'], [1000, 2000], [2, 6]],
    ]);
  });
  it('selects another series or a per-bucket ratio (null when the divisor is 0 or missing)', () => {
    expect(groupRows(rows, { series: 1 }).map((g) => g.values)).toEqual([
      [4, 0],
      [null, 3],
    ]);
    expect(groupRows(rows, { series: 0, dividedBy: 1 }).map((g) => g.values)).toEqual([
      [0.25, null],
      [null, 2],
    ]);
  });
});
