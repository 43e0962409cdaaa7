import { describe, expect, it } from 'vitest';
import { validateSeriesRequest } from '../../src/resources/charts/validate.ts';

const ID = '65f5e4a3b9e77c001a123456';
const START = 1_746_000_000_000;
const ok = { sourceId: ID, aggFn: 'count', where: '', groupBy: [] };
function body(series: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { series, startTime: START, endTime: START + 900_000, ...extra };
}
function message(b: unknown): string {
  const r = validateSeriesRequest(b);
  if (r.ok) throw new Error('expected a validation failure');
  return r.message;
}

describe('series request validation (zod messages of the real route)', () => {
  it('accepts a minimal valid request and returns it typed', () => {
    const r = validateSeriesRequest(body([ok], { granularity: '1m', seriesReturnType: 'column' }));
    expect(r.ok).toBe(true);
  });

  it.each([
    ['a string', 'x', 'Expected object, received string'],
    ['null', null, 'Expected object, received null'],
    ['an array', [], 'Expected object, received array'],
    ['an empty object', {}, 'series: Required; endTime: Required; startTime: Required'],
  ])('rejects %s', (_name, b, issues) => {
    expect(message(b)).toBe(`Body validation failed: ${issues}`);
  });

  it.each([
    ['where missing', [{ sourceId: ID, aggFn: 'count', groupBy: [] }], 'series.0.where: Required'],
    ['groupBy missing', [{ sourceId: ID, aggFn: 'count', where: '' }], 'series.0.groupBy: Required'],
    ['where not a string', [{ ...ok, where: 3 }], 'series.0.where: Expected string, received number'],
    [
      'unknown aggFn',
      [{ ...ok, aggFn: 'p95' }],
      "series.0.aggFn: Invalid enum value. Expected 'avg' | 'count' | 'count_distinct' | 'last_value' | 'max' | 'min' | 'quantile' | 'sum' | 'any' | 'none' | 'increase', received 'p95'",
    ],
    ['bad ObjectId', [{ ...ok, sourceId: 'abc' }], 'series.0.sourceId: Invalid ObjectId'],
    ['level above 1', [{ ...ok, aggFn: 'quantile', field: 'Duration', level: 95 }], 'series.0.level: Number must be less than or equal to 1'],
    ['level below 0', [{ ...ok, level: -0.5 }], 'series.0.level: Number must be greater than or equal to 0'],
    ['groupBy too long', [{ ...ok, groupBy: Array.from({ length: 11 }, (_, i) => `c${i}`) }], 'series.0.groupBy: Array must contain at most 10 element(s)'],
    ['groupBy item type', [{ ...ok, groupBy: ['a', 1] }], 'series.0.groupBy.1: Expected string, received number'],
    ['empty series', [], 'series: Series array cannot be empty'],
    ['six series', Array.from({ length: 6 }, () => ok), 'series: Array must contain at most 5 element(s)'],
    ['different groupBy', [ok, { ...ok, groupBy: ['ServiceName'] }], 'series: All series must have the same groupBy fields'],
    ['bad sortOrder', [{ ...ok, sortOrder: 'up' }], 'series.0.sortOrder: Invalid input'],
    ['item not an object', ['count'], 'series.0: Expected object, received string'],
  ])('reports %s', (_name, series, issue) => {
    expect(message(body(series))).toBe(`Body validation failed: ${issue}`);
  });

  it('runs the same-groupBy rule on dirty items but not on items with wrong types', () => {
    expect(
      message(
        body([
          { ...ok, level: 2 },
          { ...ok, groupBy: ['x'] },
        ]),
      ),
    ).toBe('Body validation failed: series.0.level: Number must be less than or equal to 1; series: All series must have the same groupBy fields');
    expect(
      message(
        body([
          { ...ok, where: undefined },
          { ...ok, groupBy: ['x'] },
        ]),
      ),
    ).toBe('Body validation failed: series.0.where: Required');
  });

  it('checks timestamps are positive integer milliseconds, in schema order', () => {
    expect(message(body([ok], { startTime: 1_746_000_000, endTime: START }))).toBe('Body validation failed: startTime: Timestamp must be in milliseconds');
    expect(message(body([ok], { endTime: START + 0.5 }))).toBe('Body validation failed: endTime: Timestamp must be an integer');
    expect(message(body([ok], { endTime: -1 }))).toBe(
      'Body validation failed: endTime: Timestamp must be positive; endTime: Timestamp must be in milliseconds',
    );
    expect(message(body([ok], { startTime: '2025-01-01' }))).toBe('Body validation failed: startTime: Expected number, received string');
  });

  it('checks granularity and seriesReturnType enums; issues from several places join with "; "', () => {
    expect(message(body([{ ...ok, where: undefined }], { granularity: '2m', seriesReturnType: 'rows' }))).toBe(
      "Body validation failed: series.0.where: Required; granularity: Invalid enum value. Expected '30s' | '1m' | '5m' | '10m' | '15m' | '30m' | '1h' | '2h' | '6h' | '12h' | '1d' | '2d' | '7d' | '30d' | 'auto', received '2m'; seriesReturnType: Invalid enum value. Expected 'ratio' | 'column', received 'rows'",
    );
  });
});
