import { replay, ticksBetween, windowStart, type Decision, type Tick } from '../../alert-engine/index.js';
import { ruleOf } from '../rule.js';
import type { AlertTest, ExpectedOutcome, Expectation } from './types.js';

/** Evaluations a failure shows at most: the deciding one and those just before it. */
export const MAX_TRACE = 12;

/** One window the engine read for a group at an evaluation, as a failure shows it. */
export interface WindowTrace {
  /** Window number of the test (from 0); negative or past the series: a window the test gave no value for. */
  index: number;
  /** Epoch ms. */
  start: number;
  value: number | null;
}

/** What the engine did for a group at one evaluation. */
export interface EvaluationTrace {
  /** Epoch ms: the evaluation's stamp (the scheduled window start of the run). */
  at: number;
  windows: WindowTrace[];
  /** Undefined: nothing recorded for the group. */
  decision?: Decision;
  /** Evaluations in a row, up to this one, in which the group breached. */
  run: number;
}

export interface ExpectationResult {
  expectation: Expectation;
  computed: ExpectedOutcome;
  passed: boolean;
  /** Epoch ms: when the engine ran (the test's start + the expectation's offset). */
  now: number;
  /** The evaluation that decided, and the ones before it that the consecutive-window rule reads. */
  deciding: EvaluationTrace[];
  /** The engine runs no evaluation there (before `scheduleStartAt`'s first window). */
  noEvaluation: boolean;
}

/**
 * Runs a test: the engine's evaluations from the test's start to its last window or expectation,
 * each reading the buckets its query would return from the test's values (window n is the bucket
 * starting n intervals after the start), replayed by the alert engine; then each expectation is
 * compared with what it decided for the group at that time.
 */
export function judge(test: AlertTest): ExpectationResult[] {
  const rule = ruleOf(test.alert, test.grouped);
  const w = rule.intervalMinutes * 60_000;
  const windows = Math.max(0, ...test.series.map((s) => s.values.length));
  const to = Math.max(test.start + windows * w, ...test.expectations.map((e) => windowStart(rule, test.start + e.offsetMs)));
  const ticks: Tick[] = ticksBetween(rule, test.start, to).map((plan) => ({
    at: plan.at,
    buckets: plan.buckets.map((start) => ({ start, rows: rowsAt(test, start, w) })),
  }));
  const { decisions } = replay(rule, ticks);
  const decided = new Map<string, Decision>(decisions.map((d) => [`${d.at}\n${d.group}`, d]));
  // The evaluations a failure shows: the consecutive rule's look-back, and one more — but never more than
  // MAX_TRACE (numConsecutiveWindows has no upper bound, and a failure line is shown in every sink).
  const lookBack = Math.min(Math.max(rule.numConsecutiveWindows ?? 1, 1), MAX_TRACE - 1);

  const index = new Map(ticks.map((t, i) => [t.at, i]));
  // Per group, the breaching evaluations in a row up to each tick (computed once per group asked about).
  const runs = new Map<string, number[]>();
  const runsOf = (group: string): number[] => {
    let out = runs.get(group);
    if (!out) {
      let run = 0;
      out = ticks.map((t) => (run = decided.get(`${t.at}\n${group}`)?.breaching ? run + 1 : 0));
      runs.set(group, out);
    }
    return out;
  };

  return test.expectations.map((expectation) => {
    const now = test.start + expectation.offsetMs;
    const i = index.get(windowStart(rule, now));
    const tick = i === undefined ? undefined : ticks[i];
    const { group } = expectation;
    // The decision and the evaluations before it the consecutive rule looks back on (one more, to show where the run began).
    const traces = (i === undefined ? [] : ticks.slice(Math.max(0, i - lookBack), i + 1)).map((t, k, shown) => ({
      at: t.at,
      windows: t.buckets.map((b) => ({ index: (b.start - test.start) / w, start: b.start, value: b.rows.find((r) => r.group === group)?.value ?? null })),
      decision: decided.get(`${t.at}\n${group}`),
      run: runsOf(group)[(i ?? 0) - (shown.length - 1 - k)] ?? 0,
    }));
    const last = traces[traces.length - 1];
    const computed = tick && last ? outcomeOf(last) : 'no_data';
    return {
      expectation,
      computed,
      passed: computed === expectation.outcome,
      now,
      deciding: traces,
      noEvaluation: !tick,
    };
  });
}

/** The rows the engine's query returns for the bucket starting at `start`: one per group with a value there. */
function rowsAt(test: AlertTest, start: number, w: number): Tick['buckets'][number]['rows'] {
  const index = (start - test.start) / w;
  if (!Number.isInteger(index) || index < 0) return [];
  return test.series.flatMap((s) => {
    const value = s.values[index];
    return value === undefined || value === null ? [] : [{ group: test.grouped ? s.group : '', value }];
  });
}

/**
 * The test's word for what the engine did: into ALERT (`fires`) or staying there (`alerting`),
 * PENDING, back to OK with a resolve notification (`resolves`), else OK with data (`ok`) or
 * without (`no_data`: an empty window, or nothing recorded for the group).
 */
function outcomeOf(trace: EvaluationTrace): ExpectedOutcome {
  const d = trace.decision;
  if (!d) return 'no_data';
  if (d.state === 'ALERT') return d.fired ? 'fires' : 'alerting';
  if (d.state === 'PENDING') return 'pending';
  if (d.resolved) return 'resolves';
  return trace.windows.some((x) => x.value !== null) ? 'ok' : 'no_data';
}
