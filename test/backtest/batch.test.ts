// Request economy: series sharing source, granularity, groupBy and range share a request of ≤ 5.
import { describe, expect, it } from 'vitest';
import {
  batchNeeds,
  engineValue,
  MAX_SERIES,
  needKey,
  readerOf,
  runBatches as run,
  type NeedAnswer,
  type SeriesNeed,
} from '../../src/alerts/backtest/batch.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { SeriesQuery, SeriesRow } from '../../src/api/types.ts';

/** Batches answered by `series` (rows in hand); each answer's rows as objects. */
async function runBatches(batches: Parameters<typeof run>[0], series: (q: SeriesQuery) => Promise<SeriesRow[]>, concurrency: number) {
  const answers = await run(batches, readerOf(series), concurrency);
  const plain = (a: NeedAnswer) => ('error' in a ? a : { rows: Array.from({ length: a.rows.length }, (_, i) => a.rows.row(i)) });
  return new Map([...answers].map(([k, a]) => [k, plain(a)]));
}

const need = (where: string, extra: Partial<SeriesNeed> = {}, groupBy: string[] = []): SeriesNeed => ({
  item: { sourceId: 'logs', aggFn: 'count', where, whereLanguage: 'lucene', groupBy },
  granularity: '5m',
  startTime: 1_700_000_000_000,
  endTime: 1_700_043_200_000,
  ...extra,
});

describe('batchNeeds', () => {
  it('packs up to five series per request; the floor is ceil(n / 5) per shared source, granularity, groupBy and range', () => {
    const needs = Array.from({ length: 12 }, (_, i) => need(`n:${i}`));
    const batches = batchNeeds(needs);
    expect(batches.map((b) => b.query.series.length)).toEqual([5, 5, 2]);
    expect(batches.every((b) => b.query.series.length <= MAX_SERIES)).toBe(true);
  });

  it('sends an identical series once, whatever its keys’ order', () => {
    const a = need('x');
    const b: SeriesNeed = { ...a, item: { groupBy: [], whereLanguage: 'lucene', where: 'x', aggFn: 'count', sourceId: 'logs' } };
    expect(needKey(a)).toBe(needKey(b));
    expect(batchNeeds([a, b, a])).toHaveLength(1);
    expect(batchNeeds([a, b])[0]?.query.series).toHaveLength(1);
  });

  it('splits by source, granularity, groupBy and range', () => {
    const base = need('x');
    const batches = batchNeeds([
      base,
      need('x', { item: { ...base.item, sourceId: 'traces' } }),
      need('x', { granularity: '15m' }),
      need('x', {}, ['ServiceName']),
      need('x', { startTime: base.startTime + 60_000 }),
    ]);
    expect(batches).toHaveLength(5);
  });
});

describe('runBatches', () => {
  it('splits each answer per series (a row carries only the series that answered it), values as the engine parses them', async () => {
    const needs = [need('a'), need('b')];
    const batches = batchNeeds(needs);
    const seen: SeriesQuery[] = [];
    const rows: SeriesRow[] = [
      { ts_bucket: 1, group: [], 'series_0.data': '4', 'series_1.data': 2.5 },
      { ts_bucket: 2, group: [], 'series_1.data': null },
    ];
    const answers = await runBatches(batches, (q) => (seen.push(q), Promise.resolve(rows)), 2);
    expect(seen).toHaveLength(1);
    expect(answers.get(needKey(needs[0] as SeriesNeed))).toEqual({ rows: [{ bucket: 1, group: [], value: 4 }] });
    expect(answers.get(needKey(needs[1] as SeriesNeed))).toEqual({
      rows: [
        { bucket: 1, group: [], value: 2.5 },
        { bucket: 2, group: [], value: null },
      ],
    });
  });

  it('a failed request answers each of its series with the error; the others are unaffected', async () => {
    const needs = [need('a'), need('b', { granularity: '15m' })];
    const answers = await runBatches(batchNeeds(needs), (q) => (q.granularity === '5m' ? Promise.reject(new Error('boom')) : Promise.resolve([])), 4);
    expect(answers.get(needKey(needs[0] as SeriesNeed))).toEqual({ error: 'boom' });
    expect(answers.get(needKey(needs[1] as SeriesNeed))).toEqual({ rows: [] });
  });

  it('a request the server refuses for one bad series is sent again one series at a time: only that backtest is skipped', async () => {
    const needs = [need('good'), need('bare text'), need('also good')];
    const sent: string[][] = [];
    const answers = await runBatches(
      batchNeeds(needs),
      (q) => {
        sent.push(q.series.map((s) => s.where));
        if (q.series.some((s) => s.where === 'bare text'))
          return Promise.reject(
            new ApiError({ status: 500, method: 'POST', path: '/charts/series', serverMessage: 'Can not search bare text without an implicit column set.' }),
          );
        return Promise.resolve([{ ts_bucket: 1, group: [], 'series_0.data': '1' }]);
      },
      1,
    );
    expect(sent).toEqual([['good', 'bare text', 'also good'], ['good'], ['bare text'], ['also good']]);
    expect(answers.get(needKey(needs[0] as SeriesNeed))).toEqual({ rows: [{ bucket: 1, group: [], value: 1 }] });
    expect(answers.get(needKey(needs[1] as SeriesNeed))).toMatchObject({ error: expect.stringContaining('bare text') as unknown });
    expect(answers.get(needKey(needs[2] as SeriesNeed))).toEqual({ rows: [{ bucket: 1, group: [], value: 1 }] });
  });

  it('a failure that is not the query’s (rate limit, network) is not multiplied into more requests', async () => {
    const needs = [need('a'), need('b')];
    let calls = 0;
    const answers = await runBatches(
      batchNeeds(needs),
      () => (calls++, Promise.reject(new ApiError({ status: 429, method: 'POST', path: '/charts/series', serverMessage: 'slow down' }))),
      1,
    );
    expect(calls).toBe(1);
    expect([...answers.values()].every((a) => 'error' in a)).toBe(true);
  });

  it('engineValue: a quoted 64-bit integer is parsed as an integer, as the engine does', () => {
    expect([engineValue('12'), engineValue('1.9'), engineValue(3.5), engineValue(null), engineValue('x')]).toEqual([12, 1, 3.5, null, null]);
  });
});
