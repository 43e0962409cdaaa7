import { effectiveStartAt, expectedBuckets, replay, windowMs, windowStart } from '../../src/alert-engine/index.js';
import type { Decision, Replay, Rule, Tick } from '../../src/alert-engine/index.js';

// Replays an upstream test's sequence of `processAlertAtTime(now)` calls: each run evaluates the window
// its `now` falls in (windowStart), from the previous run's stamp (or one window back on the first run,
// never before the anchor) — so a late run catches up several buckets, as upstream's engine does — and
// reads the rows the test inserted, bucketed at the interval.

/** Rows of one bucket: [group, value] ('' ungrouped; value null: a row without a value). */
export type Rows = Array<[string, number | null]>;

export interface Scenario {
  rule: Rule;
  /** The day the test's times are on (YYYY-MM-DD). */
  day: string;
  /** Rows per bucket start ('HH:MM' on `day`); a bucket not listed is empty. */
  data?: Record<string, Rows>;
  /** Histories recorded before the runs (upstream tests insert AlertHistory documents): stamps ('HH:MM') with no data. */
  seeded?: string[];
}

export const on = (day: string, hhmm: string): number => Date.parse(`${day}T${hhmm.length === 5 ? `${hhmm}:00` : hhmm}.000Z`);
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);

/** The ticks the runs at `nows` ('HH:MM' or 'HH:MM:SS' on the scenario's day) evaluate, in order. */
export function ticksFor(s: Scenario, nows: readonly string[]): Tick[] {
  const rows = new Map(Object.entries(s.data ?? {}).map(([start, r]) => [on(s.day, start), r]));
  const ticks: Tick[] = (s.seeded ?? []).map((at) => ({ at: on(s.day, at), buckets: [] }));
  let previous = ticks.at(-1)?.at;
  const startAt = effectiveStartAt(s.rule);
  for (const now of nows) {
    const at = windowStart(s.rule, on(s.day, now));
    // A second run in a window already evaluated is handed over too: the replay must skip it, as the server does.
    if (at === previous) {
      ticks.push({ at, buckets: [] });
      continue;
    }
    const from = Math.max(previous ?? at - windowMs(s.rule), startAt ?? -Infinity);
    if (from >= at) continue; // before the anchor, or its first window not yet elapsed: the server skips
    const buckets = expectedBuckets(s.rule, from, at).map((start) => ({ start, rows: (rows.get(start) ?? []).map(([group, value]) => ({ group, value })) }));
    ticks.push({ at, buckets });
    previous = at;
  }
  return ticks;
}

export function runs(s: Scenario, nows: readonly string[]): Replay {
  return replay(s.rule, ticksFor(s, nows));
}

/** One decision, readably: "22:10 svc ALERT 3 notify fire" ('' is the ungrouped key). */
export function line(d: Decision): string {
  const flags = [d.notified && 'notify', d.fired && 'fire', d.resolved && 'resolve'].filter(Boolean).join(' ');
  return [hhmm(d.at), d.group === '' ? "''" : d.group, d.state, d.value ?? '-', flags].filter((part) => part !== '').join(' ');
}

export const lines = (r: Replay): string[] => r.decisions.map(line);
