import { describe, expect, it } from 'vitest';

import type { Rule } from '../../src/alert-engine/index.js';
import type { ThresholdType } from '../../src/api/types.js';
import { lines, runs } from './scenario.js';
import type { Rows } from './scenario.js';

// The state machine on upstream's own scenarios: packages/api/src/tasks/checkAlerts/__tests__/
// checkAlerts.int.test.ts (describe checkAlerts › processAlert …) and singleInvocationAlert.int.test.ts.
// Same interval, threshold, rows per bucket and run times; the expected states, values and notifications
// are upstream's assertions. Each `it` names the upstream test it is derived from. Upstream inserts log
// lines and counts them per bucket; here a bucket's rows carry those counts directly.

const DAY = '2023-11-16';
const rule = (over: Partial<Rule>): Rule => ({ threshold: 1, thresholdType: 'above', intervalMinutes: 5, grouped: false, ...over });
const one = (value: number): Rows => [['', value]];

describe('replay: processAlert scenarios (upstream: checkAlerts › processAlert)', () => {
  it('alerts, skips a second run in the same window, re-notifies, resolves on an empty window (upstream: checkAlerts › processAlert › SAVED_SEARCH alert - slack webhook)', () => {
    const r = runs({ rule: rule({}), day: DAY, data: { '22:05': one(3), '22:10': one(1) } }, ['22:12', '22:14', '22:16', '22:20']);
    // 3 histories: ALERT (22:10, 3 lines), ALERT (22:15, 1 line), OK (22:20); the 22:14 run is skipped.
    expect(lines(r)).toEqual(["22:10 '' ALERT 3 notify fire", "22:15 '' ALERT 1 notify", "22:20 '' OK 0 resolve"]);
    expect(r).toMatchObject({ windows: 3, breaching: 2, firings: 1, notifications: 2 });
  });

  it('a grouped alert resolves a group missing from the data (upstream: checkAlerts › processAlert › Group-by alerts that resolve (missing data case))', () => {
    const data = {
      '22:05': [
        ['ServiceName:service-a', 2],
        ['ServiceName:service-b', 2],
      ] as Rows,
      '22:10': [['ServiceName:service-a', 2]] as Rows,
    };
    const r = runs({ rule: rule({ grouped: true }), day: DAY, data }, ['22:12', '22:16']);
    // 4 webhook calls: two alerts, then service-a again and service-b's resolution.
    expect(lines(r)).toEqual([
      '22:10 ServiceName:service-a ALERT 2 notify fire',
      '22:10 ServiceName:service-b ALERT 2 notify fire',
      '22:15 ServiceName:service-a ALERT 2 notify',
      '22:15 ServiceName:service-b OK 0 resolve',
    ]);
  });

  it('a second run within the window is skipped for every group (upstream: checkAlerts › processAlert › Group-by alerts skip logic - should skip when any group history exists in current window)', () => {
    const data = {
      '22:05': [
        ['ServiceName:service-a', 2],
        ['ServiceName:service-b', 2],
      ] as Rows,
    };
    const r = runs({ rule: rule({ grouped: true }), day: DAY, data }, ['22:10', '22:12', '22:16']);
    // 2 histories at 22:10, none from the 22:12 run, 2 more at 22:15 (4 webhook calls in all).
    expect(lines(r)).toEqual([
      '22:10 ServiceName:service-a ALERT 2 notify fire',
      '22:10 ServiceName:service-b ALERT 2 notify fire',
      '22:15 ServiceName:service-a OK 0 resolve',
      '22:15 ServiceName:service-b OK 0 resolve',
    ]);
    expect(r.windows).toBe(2);
  });

  it('a first run in a new window evaluates it (upstream: checkAlerts › processAlert › Group-by alerts skip logic - should process when no group history exists in current window)', () => {
    const r = runs({ rule: rule({ grouped: true }), day: DAY, data: { '22:10': [['ServiceName:service-a', 2]] } }, ['22:16']);
    expect(lines(r)).toEqual(['22:15 ServiceName:service-a ALERT 2 notify fire']);
  });

  it('data arriving later in an evaluated window is not read again (upstream: checkAlerts › processAlert › Group-by alerts skip logic - should skip if ONE group has history in current window (even if other groups do not))', () => {
    // service-b's rows (22:07) exist by the 22:12 run, but that run is in the window 22:10 already evaluated.
    const data = {
      '22:05': [
        ['ServiceName:service-a', 2],
        ['ServiceName:service-b', 2],
      ] as Rows,
    };
    const first = runs({ rule: rule({ grouped: true }), day: DAY, data: { '22:05': [['ServiceName:service-a', 2]] } }, ['22:10']);
    const both = runs({ rule: rule({ grouped: true }), day: DAY, data }, ['22:10', '22:12']);
    expect(lines(first)).toEqual(['22:10 ServiceName:service-a ALERT 2 notify fire']);
    expect(both.windows).toBe(1);
  });

  it('one group stays in ALERT while another resolves (upstream: checkAlerts › processAlert › Group-by alerts with mixed transitions (one stays ALERT, one resolves to OK))', () => {
    // service-b's second-window line is not an error: the saved search's where leaves it no row.
    const data = {
      '22:05': [
        ['ServiceName:service-a', 2],
        ['ServiceName:service-b', 2],
      ] as Rows,
      '22:10': [['ServiceName:service-a', 2]] as Rows,
    };
    const r = runs({ rule: rule({ grouped: true }), day: DAY, data }, ['22:12', '22:16']);
    expect(lines(r).slice(2)).toEqual(['22:15 ServiceName:service-a ALERT 2 notify', '22:15 ServiceName:service-b OK 0 resolve']);
    expect(r.notifications).toBe(3); // + 1 resolve = upstream's 4 webhook calls
  });

  it('per-group alerts on a grouped metric tile (upstream: checkAlerts › processAlert › TILE alert (metrics) with groupBy - should track per-group alerts)', () => {
    // max(Value) per service in [22:05, 22:10): service-a 50, service-b 30; threshold 1.
    const r = runs(
      {
        rule: rule({ grouped: true }),
        day: DAY,
        data: {
          '22:05': [
            ['ServiceName:service-a', 50],
            ['ServiceName:service-b', 30],
          ],
        },
      },
      ['22:12'],
    );
    expect(lines(r)).toEqual(['22:10 ServiceName:service-a ALERT 50 notify fire', '22:10 ServiceName:service-b ALERT 30 notify fire']);
  });

  it('the value judged is the series the alert reads; the next empty window resolves (upstream: checkAlerts › processAlert › TILE alert (metrics, multi-series) - threshold compares the last series value)', () => {
    const r = runs({ rule: rule({ threshold: 5 }), day: DAY, data: { '22:05': one(6) } }, ['22:12', '22:16']);
    expect(lines(r)).toEqual(["22:10 '' ALERT 6 notify fire", "22:15 '' OK 0 resolve"]);
  });

  it('a row without a value is a gap, not a zero: one default OK history with no values (upstream: checkAlerts › processAlert › TILE alert (metrics, multi-series) - a gap in the last series is skipped, not backfilled from an earlier series)', () => {
    const r = runs({ rule: rule({ threshold: 5 }), day: DAY, data: { '22:05': [['', null]] } }, ['22:12']);
    expect(lines(r)).toEqual(["22:10 '' OK -"]);
    expect(r.notifications).toBe(0);
  });

  it('a ratio over a zero denominator (null) is skipped (upstream: checkAlerts › processAlert › TILE alert (metrics, ratio) - a zero denominator yields NULL and is skipped without NaN history)', () => {
    const r = runs({ rule: rule({ threshold: 0.1 }), day: DAY, data: { '22:05': [['', null]] } }, ['22:12']);
    expect(lines(r)).toEqual(["22:10 '' OK -"]);
  });

  it('a late run reads every bucket since the last history: ALERT then OK in one run sends both (upstream: checkAlerts › processAlert › should check 3 time buckets [1 error, 3 errors, 1 error] with threshold 2 and auto-resolve to OK state with 3 lastValues entries)', () => {
    const s = { rule: rule({ threshold: 2 }), day: DAY, data: { '22:00': one(1), '22:05': one(3), '22:10': one(1) }, seeded: ['22:00'] };
    const r = runs(s, ['22:18', '22:22']);
    // The 22:15 history is OK with the last of its 3 values (1); 2 webhook calls (alert, resolve), none at 22:20.
    expect(lines(r)).toEqual(["22:00 '' OK -", "22:15 '' OK 1 notify fire resolve", "22:20 '' OK 0"]);
    expect(r.notifications).toBe(1);
  });

  it('a grouped alert reads from the latest history of any group; a group that disappeared resolves once (upstream: checkAlerts › processAlert › should use latest createdAt from any group and not rescan old timeframe when one group disappears)', () => {
    const data = {
      '22:00': [
        ['ServiceName:service-a', 3],
        ['ServiceName:service-b', 3],
      ] as Rows,
      '22:05': [
        ['ServiceName:service-a', 1],
        ['ServiceName:service-b', 3],
      ] as Rows,
      '22:10': [['ServiceName:service-a', 1]] as Rows,
    };
    const r = runs({ rule: rule({ threshold: 2, grouped: true }), day: DAY, data, seeded: ['22:00'] }, ['22:18', '22:23']);
    expect(lines(r)).toEqual([
      "22:00 '' OK -",
      '22:15 ServiceName:service-a OK 1 notify fire resolve',
      '22:15 ServiceName:service-b ALERT 3 notify fire',
      // The 22:23 run reads only [22:15, 22:20): no history for an older window.
      '22:20 ServiceName:service-b OK 0 resolve',
    ]);
  });

  it('an empty window is 0 for a BELOW alert: it fires (upstream: checkAlerts › processAlert › should zero-fill periods with no data for non-grouped, BELOW-threshold alerts)', () => {
    const r = runs({ rule: rule({ thresholdType: 'below' }), day: DAY, data: { '22:05': one(2) } }, ['22:10', '22:15']);
    expect(lines(r)).toEqual(["22:10 '' OK 2", "22:15 '' ALERT 0 notify fire"]);
  });

  it('a run over an empty then a non-empty window: ALERT on the zero, then OK (upstream: checkAlerts › processAlert › should zero-fill periods with no data for non-grouped, BELOW-threshold alerts when run over multiple periods)', () => {
    const r = runs({ rule: rule({ thresholdType: 'below' }), day: DAY, data: { '22:05': one(2), '22:15': one(1) } }, ['22:10', '22:20']);
    // One history for the 2-window run: OK, last value 1 (the zero-filled 22:10 came first).
    expect(lines(r)).toEqual(["22:10 '' OK 2", "22:20 '' OK 1 notify fire resolve"]);
  });

  it('an empty window resolves an ABOVE alert (upstream: checkAlerts › processAlert › should auto-resolve ABOVE threshold alerts when zero-filling periods with no data)', () => {
    const r = runs({ rule: rule({}), day: DAY, data: { '22:05': one(2) } }, ['22:10', '22:15']);
    expect(lines(r)).toEqual(["22:10 '' ALERT 2 notify fire", "22:15 '' OK 0 resolve"]);
  });

  it('grouped ABOVE: a group missing from a window resolves; an entirely empty window resolves the rest (upstream: checkAlerts › processAlert › should auto-resolve ABOVE-threshold, grouped alerts based on zero-filled periods)', () => {
    const data = {
      '22:05': [
        ['ServiceName:api', 2],
        ['ServiceName:app', 1],
      ] as Rows,
      '22:10': [['ServiceName:app', 2]] as Rows,
    };
    const r = runs({ rule: rule({ threshold: 2, grouped: true }), day: DAY, data }, ['22:10', '22:15', '22:20']);
    expect(lines(r)).toEqual([
      '22:10 ServiceName:api ALERT 2 notify fire',
      '22:10 ServiceName:app OK 1',
      '22:15 ServiceName:api OK 0 resolve',
      '22:15 ServiceName:app ALERT 2 notify fire',
      // Period 3: nothing for api (already OK), app resolved; no '' history (a group was active).
      '22:20 ServiceName:app OK 0 resolve',
    ]);
  });

  it('grouped BELOW: a group missing while others report is not zero-filled (upstream: checkAlerts › processAlert › should not ALERT for a grouped alert based on zero-filled data if there are some groups in the period)', () => {
    const data = {
      '22:05': [
        ['ServiceName:api', 1],
        ['ServiceName:app', 1],
      ] as Rows,
      '22:10': [['ServiceName:api', 1]] as Rows,
    };
    const r = runs({ rule: rule({ thresholdType: 'below', grouped: true }), day: DAY, data }, ['22:10', '22:15']);
    expect(lines(r)).toEqual(['22:10 ServiceName:api OK 1', '22:10 ServiceName:app OK 1', '22:15 ServiceName:api OK 1']);
  });

  it("grouped BELOW: a window with no data at all fires on the '' key (upstream: checkAlerts › processAlert › should ALERT for a grouped alert based on zero-filled data if there is no data for any group in the period)", () => {
    const data = {
      '22:05': [
        ['ServiceName:api', 1],
        ['ServiceName:app', 1],
      ] as Rows,
    };
    const r = runs({ rule: rule({ thresholdType: 'below', grouped: true }), day: DAY, data }, ['22:10', '22:15']);
    expect(lines(r)).toEqual(['22:10 ServiceName:api OK 1', '22:10 ServiceName:app OK 1', "22:15 '' ALERT 0 notify fire"]);
  });

  // Upstream's boundary pairs, per threshold type (SAVED_SEARCH and TILE variants): period 1 alerts,
  // period 2 (at or next to the boundary) resolves.
  const boundaries: Array<[string, ThresholdType, number, number, number]> = [
    ['SAVED_SEARCH alert with ABOVE_EXCLUSIVE threshold - should alert then resolve at boundary', 'above_exclusive', 2, 3, 2],
    ['TILE alert with ABOVE_EXCLUSIVE threshold - should alert then resolve at boundary', 'above_exclusive', 2, 3, 2],
    ['SAVED_SEARCH alert with BELOW_OR_EQUAL threshold - should alert then resolve', 'below_or_equal', 2, 2, 3],
    ['TILE alert with BELOW_OR_EQUAL threshold - should alert then resolve at boundary', 'below_or_equal', 1, 1, 2],
    ['SAVED_SEARCH alert with EQUAL threshold - should alert then resolve', 'equal', 2, 2, 3],
    ['TILE alert with EQUAL threshold - should alert then resolve at near-boundary', 'equal', 3, 3, 2],
    ['SAVED_SEARCH alert with NOT_EQUAL threshold - should alert then resolve at boundary', 'not_equal', 2, 3, 2],
    ['TILE alert with NOT_EQUAL threshold - should alert then resolve at boundary', 'not_equal', 3, 2, 3],
  ];
  for (const [title, thresholdType, threshold, first, second] of boundaries) {
    it(`${thresholdType} ${String(threshold)}: ${String(first)} alerts, ${String(second)} resolves (upstream: checkAlerts › processAlert › ${title})`, () => {
      const r = runs({ rule: rule({ thresholdType, threshold }), day: DAY, data: { '22:05': one(first), '22:10': one(second) } }, ['22:10', '22:15']);
      expect(lines(r)).toEqual([`22:10 '' ALERT ${String(first)} notify fire`, `22:15 '' OK ${String(second)} resolve`]);
    });
  }

  it('breach then recover within one run: an alert followed by a resolve (upstream: checkAlerts › processAlert › same-tick breach-then-recover sends an alert followed by a resolved notification)', () => {
    const s = { rule: rule({ threshold: 2 }), day: '2024-03-01', data: { '22:05': one(3), '22:10': one(1) }, seeded: ['22:05'] };
    const r = runs(s, ['22:18']);
    expect(lines(r)).toEqual(["22:05 '' OK -", "22:15 '' OK 1 notify fire resolve"]);
  });

  it('rows of several groups in one bucket are judged each on its own (upstream: checkAlerts › processAlert › TILE alert (raw SQL) - multiple rows per time bucket from GROUP BY)', () => {
    // Upstream treats a raw-SQL line tile as grouped; the engine's per-row judgement is the same for any grouped alert.
    const r = runs(
      {
        rule: rule({ threshold: 2, grouped: true }),
        day: DAY,
        data: {
          '22:05': [
            ['ServiceName:web', 2],
            ['ServiceName:worker', 1],
          ],
        },
      },
      ['22:12'],
    );
    expect(lines(r)).toEqual(['22:10 ServiceName:web ALERT 2 notify fire', '22:10 ServiceName:worker OK 1']);
  });

  it('a run after missed windows catches up every bucket since the last history (upstream: checkAlerts › processAlert › TILE alert (raw SQL) - catches up on multiple missed windows)', () => {
    const r = runs({ rule: rule({ grouped: true }), day: DAY, data: { '22:05': [['', 2]], '22:10': [['', 1]] } }, ['22:02', '22:17']);
    // 22:00 bucket empty (0, no breach: a default OK), then 2 and 1 both breach (threshold 1): ALERT, last value 1.
    expect(lines(r)).toEqual(["22:00 '' OK 0", "22:15 '' ALERT 1 notify fire"]);
  });
});

describe('replay: anchored schedules (upstream: checkAlerts › processAlert)', () => {
  it('no evaluation before scheduleStartAt (upstream: checkAlerts › processAlert › should skip processing before scheduleStartAt)', () => {
    const r = runs({ rule: rule({ scheduleStartAt: Date.parse('2023-11-16T22:15:00.000Z') }), day: DAY, data: { '22:05': one(3) } }, ['22:12']);
    expect(r.windows).toBe(0);
  });

  it('no evaluation until the first anchored window has elapsed, then one (upstream: checkAlerts › processAlert › should skip processing until the first anchored window fully elapses)', () => {
    const r = runs({ rule: rule({ scheduleStartAt: Date.parse('2023-11-16T22:13:30.000Z') }), day: DAY }, ['22:13:45', '22:18:31']);
    expect(r.decisions.map((d) => new Date(d.at).toISOString())).toEqual(['2023-11-16T22:18:30.000Z']);
  });
});

describe('replay: numConsecutiveWindows (upstream: checkAlerts › processAlert › multi-window alerting (numConsecutiveWindows))', () => {
  const D = '2024-01-01';
  it('fires on the first violation when numConsecutiveWindows=1 (upstream: checkAlerts › processAlert › multi-window alerting (numConsecutiveWindows) › fires on the first violation when numConsecutiveWindows=1)', () => {
    const r = runs({ rule: rule({ threshold: 0, numConsecutiveWindows: 1 }), day: D, data: { '00:05': one(1) } }, ['00:12']);
    expect(lines(r)).toEqual(["00:10 '' ALERT 1 notify fire"]);
  });

  it('suppresses notification until all M windows have violated (upstream: checkAlerts › processAlert › multi-window alerting (numConsecutiveWindows) › suppresses notification until all M windows have violated)', () => {
    const r = runs({ rule: rule({ threshold: 0, numConsecutiveWindows: 3 }), day: D, data: { '00:05': one(1), '00:10': one(1), '00:15': one(1) } }, [
      '00:12',
      '00:17',
      '00:22',
    ]);
    expect(lines(r)).toEqual(["00:10 '' PENDING 1", "00:15 '' PENDING 1", "00:20 '' ALERT 1 notify fire"]);
  });

  it('does not send a resolution notification when no alert had previously fired (upstream: checkAlerts › processAlert › multi-window alerting (numConsecutiveWindows) › does not send a resolution notification when no alert had previously fired)', () => {
    const r = runs({ rule: rule({ threshold: 1, numConsecutiveWindows: 3 }), day: D, data: { '00:05': one(1), '00:10': one(1) } }, ['00:12', '00:17', '00:22']);
    expect(lines(r)).toEqual(["00:10 '' PENDING 1", "00:15 '' PENDING 1", "00:20 '' OK 0"]);
    expect(r.notifications).toBe(0);
  });

  it('tracks consecutive windows independently per group (upstream: checkAlerts › processAlert › multi-window alerting (numConsecutiveWindows) › tracks consecutive windows independently per group)', () => {
    const data = {
      '00:05': [['ServiceName:service-a', 1]] as Rows,
      '00:10': [
        ['ServiceName:service-a', 1],
        ['ServiceName:service-b', 1],
      ] as Rows,
    };
    const r = runs({ rule: rule({ threshold: 0, grouped: true, numConsecutiveWindows: 2 }), day: D, data }, ['00:12', '00:17']);
    expect(lines(r)).toEqual([
      '00:10 ServiceName:service-a PENDING 1',
      '00:15 ServiceName:service-a ALERT 1 notify fire',
      '00:15 ServiceName:service-b PENDING 1',
    ]);
  });
});

describe('replay: the consecutive-window lookback (upstream: checkAlerts › getConsecutiveWindowHistories)', () => {
  const D = '2025-01-01';
  it('reads the M−1 windows just before, per group, and needs every one of them (upstream: checkAlerts › getConsecutiveWindowHistories › buckets recent histories per group, newest-first, within the lookback window)', () => {
    // Upstream: M = 3, the run at 00:17 (window 00:15) reads [00:05, 00:15): a's 00:05 and 00:10, b's 00:10; a's
    // 00:00 and 00:15 are outside. Here the same shape one window later: the 00:20 window reads 00:10 and 00:15.
    const data = {
      '00:00': [['ServiceName:a', 1]] as Rows,
      '00:05': [['ServiceName:a', 1]] as Rows,
      '00:10': [
        ['ServiceName:a', 1],
        ['ServiceName:b', 1],
      ] as Rows,
      '00:15': [
        ['ServiceName:a', 1],
        ['ServiceName:b', 1],
      ] as Rows,
    };
    const s = { rule: rule({ threshold: 0, grouped: true, numConsecutiveWindows: 3 }), day: D, data };
    expect(lines(runs(s, ['00:05', '00:10', '00:15', '00:20']))).toEqual([
      '00:05 ServiceName:a PENDING 1',
      '00:10 ServiceName:a PENDING 1',
      '00:15 ServiceName:a ALERT 1 notify fire',
      '00:15 ServiceName:b PENDING 1',
      '00:20 ServiceName:a ALERT 1 notify',
      // b has one breaching window before (00:15), not two: 00:10 held no history for it.
      '00:20 ServiceName:b PENDING 1',
    ]);
  });

  it('an ungrouped alert reads its own histories (upstream: checkAlerts › getConsecutiveWindowHistories › keys ungrouped histories by the bare alert id)', () => {
    const r = runs({ rule: rule({ threshold: 0, numConsecutiveWindows: 2 }), day: D, data: { '00:05': one(1), '00:10': one(1) } }, ['00:12', '00:17']);
    expect(lines(r)).toEqual(["00:10 '' PENDING 1", "00:15 '' ALERT 1 notify fire"]);
  });

  it('M ≤ 1 never looks back (upstream: checkAlerts › getConsecutiveWindowHistories › skips alerts with numConsecutiveWindows <= 1 (no query, empty map))', () => {
    for (const numConsecutiveWindows of [0, 1]) {
      const r = runs({ rule: rule({ threshold: 0, numConsecutiveWindows }), day: D, data: { '00:05': one(1) } }, ['00:12']);
      expect(lines(r)).toEqual(["00:10 '' ALERT 1 notify fire"]);
    }
  });
});

describe('replay: single invocations (upstream: singleInvocationAlert.int.test.ts › Single Invocation Alert Test)', () => {
  it('alerts on 2 lines against threshold 1 (upstream: Single Invocation Alert Test › should trigger alert and send webhook notification - happy path)', () => {
    const r = runs({ rule: rule({}), day: DAY, data: { '22:05': one(2) } }, ['22:12']);
    expect(lines(r)).toEqual(["22:10 '' ALERT 2 notify fire"]);
  });

  it('no rows left by the filters: no alert (upstream: Single Invocation Alert Test › should not trigger alert when filters exclude all matching logs)', () => {
    const r = runs({ rule: rule({}), day: DAY }, ['22:12']);
    expect(lines(r)).toEqual(["22:10 '' OK 0"]);
  });
});
