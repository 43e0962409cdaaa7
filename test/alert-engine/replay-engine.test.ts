import { describe, expect, it } from 'vitest';

import { replay, ticksBetween } from '../../src/alert-engine/index.js';
import type { Rule, Tick } from '../../src/alert-engine/index.js';
import { lines, runs } from './scenario.js';
import type { Rows } from './scenario.js';

// The engine's rules beyond upstream's named scenarios, each traced to the line of processAlert
// (packages/api/src/tasks/checkAlerts/index.ts) that decides it: range thresholds through the state
// machine, M = 2 and 3 with interruptions, shifted and anchored grids (two partial buckets per tick),
// groups appearing and disappearing, the previous map's 7-day memory, and the counts a backtest reports.

const DAY = '2024-01-01';
const rule = (over: Partial<Rule>): Rule => ({ threshold: 1, thresholdType: 'above', intervalMinutes: 5, grouped: false, ...over });
const one = (value: number): Rows => [['', value]];
/** Runs once per window from 00:05, reading the buckets 00:00, 00:05, … with these values (null: an empty bucket). */
const series = (r: Rule, values: Array<number | null>) => {
  const data: Record<string, Rows> = {};
  const nows: string[] = [];
  values.forEach((v, i) => {
    const start = new Date(Date.parse(`${DAY}T00:00:00Z`) + i * 300_000).toISOString().slice(11, 16);
    if (v != null) data[start] = one(v);
    nows.push(new Date(Date.parse(`${DAY}T00:05:00Z`) + i * 300_000).toISOString().slice(11, 16));
  });
  return runs({ rule: r, day: DAY, data }, nows);
};
const states = (r: ReturnType<typeof runs>): string[] => r.decisions.map((d) => d.state);

describe('range thresholds through the state machine', () => {
  it('between is inclusive at both ends: 10 and 20 alert, 9 and 21 resolve', () => {
    const r = series(rule({ thresholdType: 'between', threshold: 10, thresholdMax: 20 }), [10, 9, 20, 21]);
    expect(states(r)).toEqual(['ALERT', 'OK', 'ALERT', 'OK']);
    expect(r.firings).toBe(2);
  });

  it('not_between is exclusive: 10 and 20 stay OK, 9 and 21 alert', () => {
    const r = series(rule({ thresholdType: 'not_between', threshold: 10, thresholdMax: 20 }), [10, 9, 20, 21]);
    expect(states(r)).toEqual(['OK', 'ALERT', 'OK', 'ALERT']);
  });

  it('an empty window is the value 0: between 0..5 fires on it, not_between 0..5 does not', () => {
    expect(states(series(rule({ thresholdType: 'between', threshold: 0, thresholdMax: 5 }), [null]))).toEqual(['ALERT']);
    expect(states(series(rule({ thresholdType: 'not_between', threshold: 0, thresholdMax: 5 }), [null]))).toEqual(['OK']);
  });

  it('a range without thresholdMax is refused, as the server refuses to evaluate it', () => {
    expect(() => series(rule({ thresholdType: 'between', threshold: 10 }), [12])).toThrow(/thresholdMax is required/);
  });
});

describe('numConsecutiveWindows with interruptions', () => {
  it('M = 2: a breach, an OK window, then two breaches: PENDING, OK, PENDING, ALERT', () => {
    const r = series(rule({ threshold: 5, numConsecutiveWindows: 2 }), [6, 1, 6, 6, 6]);
    expect(states(r)).toEqual(['PENDING', 'OK', 'PENDING', 'ALERT', 'ALERT']);
    expect(r).toMatchObject({ windows: 5, breaching: 4, firings: 1, notifications: 2 });
  });

  it('M = 3: two breaches, an OK window, three breaches: ALERT only at the third of the run', () => {
    const r = series(rule({ threshold: 5, numConsecutiveWindows: 3 }), [6, 6, 1, 6, 6, 6]);
    expect(states(r)).toEqual(['PENDING', 'PENDING', 'OK', 'PENDING', 'PENDING', 'ALERT']);
  });

  it('M = 2: ALERT, then an OK window resolves, the next breach is PENDING again (a fresh run)', () => {
    const r = series(rule({ threshold: 5, numConsecutiveWindows: 2 }), [6, 6, 1, 6, 6]);
    expect(lines(r)).toEqual([
      "00:05 '' PENDING 6",
      "00:10 '' ALERT 6 notify fire",
      "00:15 '' OK 1 resolve",
      "00:20 '' PENDING 6",
      "00:25 '' ALERT 6 notify fire",
    ]);
  });

  it('a PENDING after a page keeps it open (fired carried forward): the later OK still resolves it', () => {
    // Grouped, `below 5`: group a pages at 00:10, is absent at 00:15 (0 breaches, so no resolve is made up
    // for it and no history is written), and at 00:20 breaches again with only one of its two lookback
    // windows recorded: PENDING, fired carried from the ALERT. At 00:25 it recovers: a resolve.
    const data = {
      '00:00': [
        ['a', 1],
        ['b', 9],
      ] as Rows,
      '00:05': [
        ['a', 1],
        ['b', 9],
      ] as Rows,
      '00:10': [['b', 9]] as Rows,
      '00:15': [
        ['a', 1],
        ['b', 9],
      ] as Rows,
      '00:20': [
        ['a', 9],
        ['b', 9],
      ] as Rows,
    };
    const r = runs({ rule: rule({ thresholdType: 'below', threshold: 5, grouped: true, numConsecutiveWindows: 2 }), day: DAY, data }, [
      '00:05',
      '00:10',
      '00:15',
      '00:20',
      '00:25',
    ]);
    expect(lines(r).filter((l) => l.includes(' a '))).toEqual([
      '00:05 a PENDING 1',
      '00:10 a ALERT 1 notify fire',
      '00:20 a PENDING 1',
      '00:25 a OK 9 resolve',
    ]);
  });

  it('a group missing for a window breaks its run (the lookback needs every one of the M−1 windows)', () => {
    const data = {
      '00:00': [['a', 6]] as Rows,
      '00:05': [['b', 6]] as Rows,
      '00:10': [
        ['a', 6],
        ['b', 6],
      ] as Rows,
    };
    const r = runs({ rule: rule({ threshold: 5, grouped: true, numConsecutiveWindows: 2 }), day: DAY, data }, ['00:05', '00:10', '00:15']);
    // a PENDING at 00:05; absent at 00:10 → resolved to OK (0 does not breach; it never paged: no notice).
    expect(lines(r)).toEqual(['00:05 a PENDING 6', '00:10 a OK 0', '00:10 b PENDING 6', '00:15 a PENDING 6', '00:15 b ALERT 6 notify fire']);
  });
});

describe('shifted and anchored grids: two partial buckets per tick', () => {
  const pointsFor = (r: Rule, from: string, to: string, value: (bucket: number) => Rows): Tick[] =>
    ticksBetween(r, Date.parse(`${DAY}T${from}:00Z`), Date.parse(`${DAY}T${to}:00Z`)).map((p) => ({
      at: p.at,
      buckets: p.buckets.map((start) => ({ start, rows: value(start).map(([group, v]) => ({ group, value: v })) })),
    }));

  it('offset 2 on 5m: each tick reads the tail of one bucket and the head of the next; a breach in either alerts', () => {
    const r = rule({ threshold: 5, scheduleOffsetMinutes: 2 });
    const spike = Date.parse(`${DAY}T00:10:00Z`);
    const ticks = pointsFor(r, '00:00', '00:30', (start) => one(start === spike ? 9 : 1));
    expect(ticks.map((t) => t.buckets.length)).toEqual([2, 2, 2, 2, 2]);
    // Ticks 00:07 (00:00, 00:05), 00:12 (00:05, 00:10), 00:17 (00:10, 00:15), …: the 00:10 bucket is read twice.
    expect(lines(replay(r, ticks))).toEqual([
      "00:07 '' OK 1",
      "00:12 '' ALERT 9 notify fire",
      "00:17 '' OK 1 notify resolve",
      "00:22 '' OK 1",
      "00:27 '' OK 1",
    ]);
  });

  it('an anchor off the epoch grid (00:02:30): same two-bucket reading; no tick before the first anchored window elapses', () => {
    const r = rule({ threshold: 5, scheduleStartAt: Date.parse(`${DAY}T00:02:30Z`) });
    const plans = ticksBetween(r, Date.parse(`${DAY}T00:00:00Z`), Date.parse(`${DAY}T00:20:00Z`));
    expect(plans.map((p) => [new Date(p.at).toISOString().slice(11, 19), p.buckets.length])).toEqual([
      ['00:07:30', 2],
      ['00:12:30', 2],
      ['00:17:30', 2],
    ]);
    // The spans say which part of each bucket the tick reads: the rest of a bucket belongs to the next tick.
    expect(plans[0]?.spans.map(([a, b]) => [new Date(a).toISOString().slice(11, 19), new Date(b).toISOString().slice(11, 19)])).toEqual([
      ['00:02:30', '00:05:00'],
      ['00:05:00', '00:07:30'],
    ]);
  });

  it('within a tick the last bucket decides the state, but a page sent on an earlier bucket stands', () => {
    // ALERT on the first bucket, OK on the second: the engine pages and resolves in the same run.
    const r = rule({ threshold: 5, scheduleOffsetMinutes: 2 });
    const ticks: Tick[] = [
      {
        at: Date.parse(`${DAY}T00:07:00Z`),
        buckets: [
          { start: Date.parse(`${DAY}T00:00:00Z`), rows: [{ group: '', value: 9 }] },
          { start: Date.parse(`${DAY}T00:05:00Z`), rows: [{ group: '', value: 1 }] },
        ],
      },
    ];
    expect(lines(replay(r, ticks))).toEqual(["00:07 '' OK 1 notify fire resolve"]);
  });
});

describe('rows, groups and empty windows', () => {
  it('the worst row of a group in a bucket wins: a later non-breaching row does not undo a breach', () => {
    const ticks: Tick[] = [
      {
        at: Date.parse(`${DAY}T00:05:00Z`),
        buckets: [
          {
            start: Date.parse(`${DAY}T00:00:00Z`),
            rows: [
              { group: 'a', value: 9 },
              { group: 'a', value: 1 },
              { group: 'a', value: null },
            ],
          },
        ],
      },
    ];
    expect(lines(replay(rule({ threshold: 5, grouped: true }), ticks))).toEqual(['00:05 a ALERT 9 notify fire']);
  });

  it('an ungrouped alert judges every row under the one key', () => {
    const ticks: Tick[] = [
      {
        at: Date.parse(`${DAY}T00:05:00Z`),
        buckets: [
          {
            start: Date.parse(`${DAY}T00:00:00Z`),
            rows: [
              { group: 'x', value: 1 },
              { group: 'y', value: 9 },
            ],
          },
        ],
      },
    ];
    expect(lines(replay(rule({ threshold: 5 }), ticks))).toEqual(["00:05 '' ALERT 9 notify fire"]);
  });

  it('a group appearing, alerting, disappearing (resolved by the missing-groups rule), and coming back', () => {
    const data = {
      '00:00': [['b', 1]] as Rows,
      '00:05': [
        ['a', 9],
        ['b', 1],
      ] as Rows,
      '00:10': [['b', 1]] as Rows,
      '00:15': [
        ['a', 9],
        ['b', 1],
      ] as Rows,
    };
    const r = runs({ rule: rule({ threshold: 5, grouped: true }), day: DAY, data }, ['00:05', '00:10', '00:15', '00:20']);
    expect(lines(r)).toEqual([
      '00:05 b OK 1',
      '00:10 a ALERT 9 notify fire',
      '00:10 b OK 1',
      '00:15 a OK 0 resolve',
      '00:15 b OK 1',
      '00:20 a ALERT 9 notify fire',
      '00:20 b OK 1',
    ]);
    expect(r.groups.map((g) => [g.group, g.windows, g.breaching, g.firings, g.notifications])).toEqual([
      ['a', 3, 2, 2, 2],
      ['b', 4, 0, 0, 0],
    ]);
  });

  it("below, grouped: a whole empty window fires the '' key; data again resolves it", () => {
    const data = { '00:00': [['a', 9]] as Rows, '00:10': [['a', 9]] as Rows };
    const r = runs({ rule: rule({ thresholdType: 'below', threshold: 5, grouped: true }), day: DAY, data }, ['00:05', '00:10', '00:15']);
    // At 00:15 the '' key is missing from the data and was ALERT: 0 breaches `below 5`, so the missing-groups
    // rule does not resolve it — it stays ALERT in the server's books with no new history.
    expect(lines(r)).toEqual(['00:05 a OK 9', "00:10 '' ALERT 0 notify fire", '00:15 a OK 9']);
  });

  it('above, empty windows: each is one evaluated window at 0, never breaching', () => {
    const r = series(rule({ threshold: 5 }), [null, null, 6, null]);
    expect(lines(r)).toEqual(["00:05 '' OK 0", "00:10 '' OK 0", "00:15 '' ALERT 6 notify fire", "00:20 '' OK 0 resolve"]);
    expect(r).toMatchObject({ windows: 4, breaching: 1, firings: 1 });
  });

  it('below, empty windows: zero breaches — every empty window alerts, re-notifying, one firing', () => {
    const r = series(rule({ thresholdType: 'below', threshold: 5 }), [9, null, null, 9]);
    expect(lines(r)).toEqual(["00:05 '' OK 9", "00:10 '' ALERT 0 notify fire", "00:15 '' ALERT 0 notify", "00:20 '' OK 9 resolve"]);
    expect(r).toMatchObject({ windows: 4, breaching: 2, firings: 1, notifications: 2 });
  });
});

describe("the previous map's memory and the counts", () => {
  // Grouped `below 5` at 1d: group a pages on day 1, then is absent (0 breaches: not resolved, no history)
  // while b reports. The server forgets a history older than 7 days (getPreviousAlertHistories).
  const absentFor = (days: number) => {
    const ticks: Tick[] = [];
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let d = 0; d <= days + 1; d++) {
      const rows = d === 0 ? [{ group: 'a', value: 1 }] : d === days + 1 ? [{ group: 'a', value: 9 }] : [{ group: 'b', value: 9 }];
      ticks.push({ at: start + (d + 1) * 86_400_000, buckets: [{ start: start + d * 86_400_000, rows }] });
    }
    return replay(rule({ thresholdType: 'below', threshold: 5, grouped: true, intervalMinutes: 1440 }), ticks).decisions.filter((d) => d.group === 'a');
  };

  it('a group back within 7 days resolves its page', () => {
    expect(absentFor(5).map((d) => [d.state, d.resolved])).toEqual([
      ['ALERT', false],
      ['OK', true],
    ]);
  });

  it('a group back after 7 days has been forgotten: no resolve is sent', () => {
    expect(absentFor(7).map((d) => [d.state, d.resolved])).toEqual([
      ['ALERT', false],
      ['OK', false],
    ]);
  });

  it('firings count entries into ALERT; staying in ALERT re-notifies but is not a new firing', () => {
    const r = series(rule({ threshold: 5 }), [6, 6, 6, 1, 6, 1, 1]);
    expect(r).toMatchObject({ windows: 7, breaching: 4, firings: 2, notifications: 4 });
    expect(r.decisions.filter((d) => d.resolved)).toHaveLength(2);
  });

  it('groups come busiest first: most firings, then most breaching windows, then by name', () => {
    const data: Record<string, Rows> = {
      '00:00': [
        ['quiet', 1],
        ['noisy', 9],
        ['steady', 9],
        ['z', 9],
      ],
      '00:05': [
        ['quiet', 1],
        ['noisy', 1],
        ['steady', 9],
        ['z', 1],
      ],
      '00:10': [
        ['quiet', 1],
        ['noisy', 9],
        ['steady', 9],
        ['z', 9],
      ],
    };
    const r = runs({ rule: rule({ threshold: 5, grouped: true }), day: DAY, data }, ['00:05', '00:10', '00:15']);
    expect(r.groups.map((g) => `${g.group}:${String(g.firings)}/${String(g.breaching)}`)).toEqual(['noisy:2/2', 'z:2/2', 'steady:1/3', 'quiet:0/0']);
    expect(r).toMatchObject({ windows: 3, breaching: 3, firings: 5 });
  });

  it('ticks handed over out of order are evaluated in time order', () => {
    const r = rule({ threshold: 5, numConsecutiveWindows: 2 });
    const t = (m: number, v: number): Tick => ({
      at: Date.parse(`${DAY}T00:${String(m + 5).padStart(2, '0')}:00Z`),
      buckets: [{ start: Date.parse(`${DAY}T00:${String(m).padStart(2, '0')}:00Z`), rows: [{ group: '', value: v }] }],
    });
    expect(replay(r, [t(5, 6), t(0, 6)]).decisions.map((d) => d.state)).toEqual(['PENDING', 'ALERT']);
  });

  it('7 days at 5 minutes, 20 groups', () => {
    const r = rule({ threshold: 50, grouped: true, numConsecutiveWindows: 3 });
    const plans = ticksBetween(r, Date.parse('2024-01-01T00:00:00Z'), Date.parse('2024-01-08T00:00:00Z'));
    const ticks = plans.map((p, i) => ({
      at: p.at,
      buckets: p.buckets.map((start) => ({ start, rows: Array.from({ length: 20 }, (_, g) => ({ group: `g${String(g)}`, value: (i * (g + 1)) % 100 })) })),
    }));
    const out = replay(r, ticks);
    expect(out.windows).toBe(2016);
    expect(out.groups).toHaveLength(20);
  });
});
