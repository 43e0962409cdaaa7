import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { SeriesItem, SeriesQuery, SeriesRow } from '../../src/api/types.ts';
import { evaluateCheck, windowAt, type EvaluateDeps } from '../../src/checks/evaluate.ts';
import { parseChecks } from '../../src/checks/file.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';
import type { Check } from '../../src/checks/types.ts';

const NOW = Date.UTC(2025, 5, 1, 12, 30, 42);
const MIN = 60_000;
const items: SeriesItem[] = [{ sourceId: 's1', aggFn: 'count', where: '', groupBy: [] }];

/** Parses one check from YAML so tests exercise the same defaults as the action. */
function check(yaml: string, series = '[{ sourceId: s1, aggFn: count }]'): Check {
  const y = LocatedYaml.parse('checks.yml', `version: 1\nchecks:\n  - name: c\n    series: ${series}\n${yaml}`);
  const [c] = parseChecks(y);
  expect(y.problems).toEqual([]);
  return c as Check;
}

/** A fake `series` that answers by window, recording every query. */
function fake(answer: (q: SeriesQuery, call: number) => SeriesRow[] | Error): EvaluateDeps & { queries: SeriesQuery[]; slept: number[] } {
  const queries: SeriesQuery[] = [];
  const slept: number[] = [];
  return {
    queries,
    slept,
    series: (q) => {
      queries.push(q);
      const a = answer(q, queries.length);
      return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
    },
    now: () => NOW,
    sleep: (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
  };
}

const rows = (values: Array<number | string>, group: unknown[] = [], start = NOW - 15 * MIN): SeriesRow[] =>
  values.map((v, i) => ({ ts_bucket: start + i * MIN, group, 'series_0.data': v }));

describe('windowAt', () => {
  it('ends a lookback at the start of the current minute', () => {
    const w = windowAt(check('    fail: "> 1"\n    window: 10m\n'), NOW);
    expect(w.endTime).toBe(Date.UTC(2025, 5, 1, 12, 30));
    expect(w.endTime - w.startTime).toBe(10 * MIN);
  });
});

describe('evaluateCheck', () => {
  it('passes, warns and fails on the reduced value', async () => {
    const deps = fake(() => rows(['1', '4', '2']));
    const run = (cond: string) => evaluateCheck(check(cond), items, deps);
    expect((await run('    reduce: max\n    fail: "> 5"\n    warn: "> 3"\n')).status).toBe('warn');
    expect((await run('    reduce: max\n    fail: "> 3"\n    warn: "> 2"\n')).status).toBe('fail');
    const pass = await run('    reduce: avg\n    fail: "> 3"\n    warn: "> 2.5"\n');
    expect(pass).toMatchObject({ status: 'pass', observed: 7 / 3, attempts: 1 });
    expect(deps.queries[0]).toMatchObject({ series: items, endTime: Date.UTC(2025, 5, 1, 12, 30) });
  });

  it('applies the no-data policy to an empty answer (inconclusive by default)', async () => {
    const deps = fake(() => []);
    expect(await evaluateCheck(check('    fail: "> 5"\n'), items, deps)).toMatchObject({
      status: 'inconclusive',
      observed: null,
      note: expect.stringMatching(/no data/),
    });
    expect((await evaluateCheck(check('    fail: "> 5"\n    no-data: pass\n'), items, deps)).status).toBe('pass');
    expect((await evaluateCheck(check('    fail: "> 5"\n    no-data: fail\n'), items, deps)).status).toBe('fail');
  });

  it('judges every group and reports the worst with its group values', async () => {
    const c = check('    reduce: max\n    fail: "> 10"\n    warn: "> 3"\n', '[{ sourceId: s1, aggFn: count, groupBy: [ServiceName] }]');
    const deps = fake(() => [...rows(['1', '2'], ['payments']), ...rows(['4', '5'], ['search']), ...rows(['6', '2'], ['frontend'])]);
    const r = await evaluateCheck(c, items, deps);
    expect(r).toMatchObject({ status: 'warn', observed: 6, group: { ServiceName: 'frontend' }, groups: 3 });
    expect(r.chart?.values.filter((v) => v !== null)).toEqual([6, 2]);
  });

  it('compares with the baseline window in percent', async () => {
    const c = check('    reduce: avg\n    baseline: 1d\n    fail: "> +20%"\n    warn: "> +10%"\n');
    const deps = fake((q) => (q.endTime < NOW - 12 * 3_600_000 ? rows([100, 100], [], q.startTime) : rows([140, 140], [], q.startTime)));
    const r = await evaluateCheck(c, items, deps);
    expect(r).toMatchObject({ status: 'fail', observed: 140, baseline: 100, failLine: 120 });
    expect(r.change).toBeCloseTo(40);
    expect(deps.queries.map((q) => q.endTime - q.startTime)).toEqual([15 * MIN, 15 * MIN]);
    expect(deps.queries[0]!.startTime - deps.queries[1]!.startTime).toBe(86_400_000);
    // The chart covers the window's whole 1m grid; buckets without a row are gaps.
    expect(r.chart?.times).toHaveLength(15);
    expect(r.chart?.values).toEqual([140, 140, ...Array(13).fill(null)]);
    expect(r.chart?.baselineValues).toEqual([100, 100, ...Array(13).fill(null)]);
  });

  it('handles a baseline of 0 and a missing baseline', async () => {
    const c = check('    reduce: max\n    baseline: 1h\n    fail: "> +50%"\n');
    const zero = await evaluateCheck(
      c,
      items,
      fake((q) => (q.endTime < NOW - 30 * MIN ? rows([0]) : rows([2]))),
    );
    expect(zero).toMatchObject({ status: 'fail', baseline: 0, change: null, note: 'baseline is 0' });
    const none = await evaluateCheck(
      c,
      items,
      fake((q) => (q.endTime < NOW - 30 * MIN ? [] : rows([2]))),
    );
    expect(none).toMatchObject({ status: 'inconclusive', baseline: null, note: expect.stringMatching(/no baseline data/) });
  });

  it('re-queries until the check passes, `every` apart, after the initial delay', async () => {
    const c = check('    reduce: max\n    fail: "> 5"\n    attempts: 5\n    every: 2s\n    initial-delay: 10s\n');
    const deps = fake((_q, call) => (call < 3 ? [] : rows(['1'])));
    const r = await evaluateCheck(c, items, deps);
    expect(r).toMatchObject({ status: 'pass', attempts: 3 });
    expect(deps.slept).toEqual([10_000, 2000, 2000]);
  });

  it('stops after the last attempt with the last verdict', async () => {
    const c = check('    reduce: max\n    fail: "> 5"\n    attempts: 3\n    every: 1s\n');
    const deps = fake(() => rows(['9']));
    expect(await evaluateCheck(c, items, deps)).toMatchObject({ status: 'fail', attempts: 3, observed: 9 });
    expect(deps.queries).toHaveLength(3);
  });

  it('reports a query error as an error, retrying server errors but not rejected queries', async () => {
    const c = check('    fail: "> 5"\n    attempts: 3\n    every: 1s\n');
    const err = (status: number) => new ApiError({ status, method: 'POST', path: '/api/v2/charts/series', serverMessage: 'Unknown column Foo' });
    const rejected = fake(() => err(400));
    expect(await evaluateCheck(c, items, rejected)).toMatchObject({
      status: 'error',
      observed: null,
      attempts: 1,
      error: expect.stringMatching(/^query error: .*Unknown column Foo/),
    });
    const flaky = fake((_q, call) => (call < 3 ? err(500) : rows(['1'])));
    expect(await evaluateCheck(c, items, flaky)).toMatchObject({ status: 'pass', attempts: 3 });
  });

  it('judges a ratio of two series per bucket', async () => {
    const y = LocatedYaml.parse(
      'c.yml',
      'version: 1\nchecks:\n  - name: rate\n    series:\n      - { sourceId: s1, aggFn: count, where: "SeverityText:error" }\n      - { sourceId: s1, aggFn: count }\n    value: series_0 / series_1\n    reduce: max\n    fail: "> 0.5"\n',
    );
    const [c] = parseChecks(y);
    const deps = fake(() => [
      { ts_bucket: NOW - 2 * MIN, group: [], 'series_0.data': '1', 'series_1.data': '10' },
      { ts_bucket: NOW - MIN, group: [], 'series_0.data': '3', 'series_1.data': '4' },
    ]);
    expect(await evaluateCheck(c as Check, items, deps)).toMatchObject({ status: 'fail', observed: 0.75 });
  });
});
