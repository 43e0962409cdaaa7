import { describe, expect, it } from 'vitest';

import { expectedBuckets, ticksBetween, windowStart } from '../../src/alert-engine/index.js';
import type { Rule } from '../../src/alert-engine/index.js';

const t = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();
const rule = (over: Partial<Rule> = {}): Rule => ({ threshold: 1, thresholdType: 'above', intervalMinutes: 5, grouped: false, ...over });

// Upstream: packages/api/src/tasks/checkAlerts/__tests__/checkAlerts.int.test.ts › checkAlerts › getScheduledWindowStart
describe('windowStart: the scheduled window a run at "now" evaluates', () => {
  it('should align to the default interval boundary when offset is 0 (upstream: checkAlerts › getScheduledWindowStart › should align to the default interval boundary when offset is 0)', () => {
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 0 }), t('2024-01-01T12:13:45.000Z')))).toBe('2024-01-01T12:10:00.000Z');
  });

  it('should align to an offset boundary when schedule offset is provided (upstream: checkAlerts › getScheduledWindowStart › should align to an offset boundary when schedule offset is provided)', () => {
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 2 }), t('2024-01-01T12:13:45.000Z')))).toBe('2024-01-01T12:12:00.000Z');
  });

  it('should keep previous offset window until the next offset boundary (upstream: checkAlerts › getScheduledWindowStart › should keep previous offset window until the next offset boundary)', () => {
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 2 }), t('2024-01-01T12:11:59.000Z')))).toBe('2024-01-01T12:07:00.000Z');
  });

  it('should align windows using scheduleStartAt as an absolute anchor (upstream: checkAlerts › getScheduledWindowStart › should align windows using scheduleStartAt as an absolute anchor)', () => {
    expect(iso(windowStart(rule({ scheduleStartAt: t('2024-01-01T12:02:30.000Z') }), t('2024-01-01T12:13:45.000Z')))).toBe('2024-01-01T12:12:30.000Z');
  });

  it('should prioritize scheduleStartAt over offset alignment (upstream: checkAlerts › getScheduledWindowStart › should prioritize scheduleStartAt over offset alignment)', () => {
    const r = rule({ scheduleOffsetMinutes: 2, scheduleStartAt: t('2024-01-01T12:02:30.000Z') });
    expect(iso(windowStart(r, t('2024-01-01T12:13:45.000Z')))).toBe('2024-01-01T12:12:30.000Z');
  });

  // Upstream normalizeScheduleOffsetMinutes (checkAlerts/index.ts): an offset of a window or more wraps modulo
  // the window; a negative or non-finite one is 0; fractions are dropped.
  it('normalises an offset of a whole window or more modulo the window, a negative one to 0, a fraction down', () => {
    const now = t('2024-01-01T12:13:45.000Z');
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 7 }), now))).toBe('2024-01-01T12:12:00.000Z');
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 5 }), now))).toBe('2024-01-01T12:10:00.000Z');
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: -3 }), now))).toBe('2024-01-01T12:10:00.000Z');
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: 2.9 }), now))).toBe('2024-01-01T12:12:00.000Z');
    expect(iso(windowStart(rule({ scheduleOffsetMinutes: Number.NaN }), now))).toBe('2024-01-01T12:10:00.000Z');
  });

  it('before the anchor, the window is the anchor itself (the server skips that run; see ticksBetween)', () => {
    expect(iso(windowStart(rule({ scheduleStartAt: t('2023-11-16T22:15:00.000Z') }), t('2023-11-16T22:12:00.000Z')))).toBe('2023-11-16T22:15:00.000Z');
  });
});

describe('ticksBetween: the evaluations of a range, their query ranges and expected buckets', () => {
  const plan = (r: Rule, from: string, to: string) =>
    ticksBetween(r, t(from), t(to)).map((p) => ({ at: iso(p.at), range: p.range.map(iso), buckets: p.buckets.map(iso) }));

  it('epoch grid: one tick per window, each reading the window before its stamp, one bucket each', () => {
    expect(plan(rule(), '2024-01-01T12:00:00.000Z', '2024-01-01T12:15:00.000Z')).toEqual([
      { at: '2024-01-01T12:05:00.000Z', range: ['2024-01-01T12:00:00.000Z', '2024-01-01T12:05:00.000Z'], buckets: ['2024-01-01T12:00:00.000Z'] },
      { at: '2024-01-01T12:10:00.000Z', range: ['2024-01-01T12:05:00.000Z', '2024-01-01T12:10:00.000Z'], buckets: ['2024-01-01T12:05:00.000Z'] },
      { at: '2024-01-01T12:15:00.000Z', range: ['2024-01-01T12:10:00.000Z', '2024-01-01T12:15:00.000Z'], buckets: ['2024-01-01T12:10:00.000Z'] },
    ]);
  });

  it('only ticks whose whole range lies inside [from, to): a range cut by either end is left out', () => {
    const ticks = plan(rule(), '2024-01-01T12:01:00.000Z', '2024-01-01T12:14:59.000Z');
    expect(ticks.map((p) => p.at)).toEqual(['2024-01-01T12:10:00.000Z']);
  });

  it('offset grid: each tick expects two partial epoch-aligned buckets (upstream buckets with toStartOfInterval)', () => {
    expect(plan(rule({ scheduleOffsetMinutes: 2 }), '2024-01-01T12:00:00.000Z', '2024-01-01T12:13:00.000Z')).toEqual([
      {
        at: '2024-01-01T12:07:00.000Z',
        range: ['2024-01-01T12:02:00.000Z', '2024-01-01T12:07:00.000Z'],
        buckets: ['2024-01-01T12:00:00.000Z', '2024-01-01T12:05:00.000Z'],
      },
      {
        at: '2024-01-01T12:12:00.000Z',
        range: ['2024-01-01T12:07:00.000Z', '2024-01-01T12:12:00.000Z'],
        buckets: ['2024-01-01T12:05:00.000Z', '2024-01-01T12:10:00.000Z'],
      },
    ]);
  });

  it('1h window shifted 30 minutes: the buckets are the UTC hours the range touches', () => {
    const r = rule({ intervalMinutes: 60, scheduleOffsetMinutes: 30 });
    expect(plan(r, '2024-01-01T10:30:00.000Z', '2024-01-01T11:30:00.000Z')).toEqual([
      {
        at: '2024-01-01T11:30:00.000Z',
        range: ['2024-01-01T10:30:00.000Z', '2024-01-01T11:30:00.000Z'],
        buckets: ['2024-01-01T10:00:00.000Z', '2024-01-01T11:00:00.000Z'],
      },
    ]);
  });

  // Upstream: checkAlerts › processAlert › should skip processing before scheduleStartAt, and
  // › should skip processing until the first anchored window fully elapses (anchor 22:13:30, 5m: a run at
  // 22:13:45 evaluates nothing; the run at 22:18:31 evaluates [22:13:30, 22:18:30)).
  it('anchored grid: nothing before the first anchored window has fully elapsed (upstream: checkAlerts › processAlert › should skip processing until the first anchored window fully elapses)', () => {
    const r = rule({ scheduleStartAt: t('2023-11-16T22:13:30.000Z') });
    expect(plan(r, '2023-11-16T22:00:00.000Z', '2023-11-16T22:18:00.000Z')).toEqual([]);
    expect(plan(r, '2023-11-16T22:00:00.000Z', '2023-11-16T22:18:31.000Z')).toEqual([
      {
        at: '2023-11-16T22:18:30.000Z',
        range: ['2023-11-16T22:13:30.000Z', '2023-11-16T22:18:30.000Z'],
        buckets: ['2023-11-16T22:10:00.000Z', '2023-11-16T22:15:00.000Z'],
      },
    ]);
  });

  it('anchored grid: no tick at all when the anchor is after the range (upstream: checkAlerts › processAlert › should skip processing before scheduleStartAt)', () => {
    expect(plan(rule({ scheduleStartAt: t('2023-11-16T22:15:00.000Z') }), '2023-11-16T21:00:00.000Z', '2023-11-16T22:12:00.000Z')).toEqual([]);
  });

  it('the anchor wins over the offset', () => {
    const r = rule({ scheduleOffsetMinutes: 2, scheduleStartAt: t('2024-01-01T12:02:30.000Z') });
    expect(plan(r, '2024-01-01T12:00:00.000Z', '2024-01-01T12:13:00.000Z').map((p) => p.at)).toEqual(['2024-01-01T12:07:30.000Z', '2024-01-01T12:12:30.000Z']);
  });

  it('7 days at 5 minutes: 2016 ticks, contiguous ranges', () => {
    const ticks = ticksBetween(rule(), t('2024-01-01T00:00:00.000Z'), t('2024-01-08T00:00:00.000Z'));
    expect(ticks).toHaveLength(2016);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]?.range[0]).toBe(ticks[i - 1]?.range[1]);
  });

  // common-utils toStartOfInterval rounds "N minute" within the UTC hour: for 6h/12h/1d windows the
  // expected bucket starts on an hour, not on the interval's epoch grid.
  it('expected buckets of a window longer than an hour start on the UTC hour the range starts in', () => {
    const day = rule({ intervalMinutes: 1440 });
    expect(expectedBuckets(day, t('2024-01-01T00:00:00.000Z'), t('2024-01-02T00:00:00.000Z')).map(iso)).toEqual(['2024-01-01T00:00:00.000Z']);
    expect(expectedBuckets(day, t('2024-01-01T01:30:00.000Z'), t('2024-01-02T01:30:00.000Z')).map(iso)).toEqual([
      '2024-01-01T01:00:00.000Z',
      '2024-01-02T01:00:00.000Z',
    ]);
  });
});

describe('ticksBetween over every interval alerts allow, with offsets and anchors', () => {
  const intervals = [1, 5, 15, 30, 60, 360, 720, 1440];
  const from = t('2024-03-10T07:23:00.000Z');
  const to = t('2024-03-17T07:23:00.000Z');
  const variants = (w: number): Array<Partial<Rule>> => [
    {},
    { scheduleOffsetMinutes: Math.floor(w / 2) },
    { scheduleOffsetMinutes: w + 1 },
    { scheduleStartAt: t('2024-03-11T01:02:03.000Z') },
    { scheduleStartAt: t('2024-03-01T00:00:00.000Z') },
  ];
  for (const intervalMinutes of intervals) {
    for (const over of variants(intervalMinutes)) {
      it(`${String(intervalMinutes)}m ${JSON.stringify(over)}: every tick is a scheduled window start, ranges tile [from, to) from the first possible one`, () => {
        const r = rule({ intervalMinutes, ...over });
        const w = intervalMinutes * 60_000;
        const plans = ticksBetween(r, from, to);
        expect(plans.length).toBeGreaterThan(0);
        for (const [i, p] of plans.entries()) {
          expect(windowStart(r, p.at + 1)).toBe(p.at);
          expect(p.range[0]).toBeGreaterThanOrEqual(from);
          expect(p.range[1]).toBeLessThanOrEqual(to);
          expect(p.range[1]).toBe(p.at);
          if (i > 0) expect(p.range[0]).toBe(plans[i - 1]?.at);
          // The buckets cover the range, and each span is its part of a bucket.
          expect(p.buckets[0]).toBeLessThanOrEqual(p.range[0]);
          expect((p.buckets.at(-1) ?? 0) + w).toBeGreaterThanOrEqual(p.range[1]);
          expect(p.spans[0]?.[0]).toBe(p.range[0]);
          expect(p.spans.at(-1)?.[1]).toBe(p.range[1]);
        }
        // Nothing earlier fits: the window before the first tick starts before `from` (or before the anchor).
        const first = plans[0];
        if (first) expect(first.at - 2 * w < Math.max(from, over.scheduleStartAt ?? -Infinity)).toBe(true);
        const last = plans.at(-1);
        if (last) expect(last.at + w).toBeGreaterThan(to);
      });
    }
  }
});
