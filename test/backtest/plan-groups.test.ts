// The `plan` output's groups of a backtest: telemetry names them, so how many and how long is bounded.
import { describe, expect, it } from 'vitest';
import { backtestLine, MAX_GROUP_CHARS } from '../../src/alerts/backtest/render.ts';
import { MAX_PLAN_GROUPS, MAX_REPLAYED_GROUPS, planGroups, tooManyGroups } from '../../src/alerts/backtest/run.ts';
import { columnsOf } from '../../src/alerts/backtest/grid.ts';

const outcome = (group: string, firings: number, resolves = 0) => ({ group, windows: 10, breaching: firings, firings, notifications: firings, resolves });

describe('planGroups', () => {
  it(`keeps the ${MAX_PLAN_GROUPS} busiest groups, counts the others, and clips each value to one short line`, () => {
    const many = Array.from({ length: MAX_PLAN_GROUPS + 400 }, (_, i) => outcome(`service:${String(i)}`, 1000 - i));
    many[0] = outcome(`service:${'x'.repeat(10_000)}\n::error::forged`, 2000);
    const { groups, otherGroups } = planGroups(many);
    expect(groups).toHaveLength(MAX_PLAN_GROUPS);
    expect(otherGroups).toBe(400);
    expect(groups[1]).toEqual({ group: 'service:1', windows: 10, breaching: 999, firings: 999, pages: 999 });
    expect(Array.from(groups[0]?.group ?? '')).toHaveLength(MAX_GROUP_CHARS);
    expect(groups[0]?.group).not.toMatch(/\n/);
    // The line under the plan table still counts every group.
    const line = backtestLine({ window: '7d', interval: '5m', windows: 10, breaching: 10, firings: 5, pages: 5, groups, otherGroups });
    expect(line).toContain(`busiest of ${String(MAX_PLAN_GROUPS + 400)} groups`);
  });

  it('leaves `otherGroups` out when every group is kept', () => {
    expect(planGroups([outcome('a', 1)])).toEqual({ groups: [{ group: 'a', windows: 10, breaching: 1, firings: 1, pages: 1 }] });
  });

  it('orders groups by pages (ALERT and resolve notifications), the engine’s order among equals', () => {
    const { groups } = planGroups([outcome('fires often', 3), outcome('pages most', 2, 5), outcome('ties', 3)]);
    expect(groups.map((g) => [g.group, g.pages])).toEqual([
      ['pages most', 7],
      ['fires often', 3],
      ['ties', 3],
    ]);
  });
});

describe('tooManyGroups', () => {
  const rows = (groups: number) =>
    columnsOf(Array.from({ length: groups * 2 }, (_, i) => ({ bucket: (i % 2) * 300_000, group: [`trace-${String(i >> 1)}`], value: 1 })));

  it(`refuses a series with more than ${MAX_REPLAYED_GROUPS} groups (a groupBy of a high-cardinality column), saying why`, () => {
    expect(tooManyGroups(rows(MAX_REPLAYED_GROUPS + 1))).toMatch(/^the series has more than 1000 groups in the window/);
    expect(tooManyGroups(rows(MAX_REPLAYED_GROUPS))).toBeUndefined();
  });
});
