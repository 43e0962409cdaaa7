// The engine buckets with toStartOfInterval, aligned to the epoch. When a schedule offset or an anchor
// shifts the evaluated range off that grid, one evaluation reads two partial buckets. The series API
// answers whole buckets of one granularity, so a shifted range is read at a finer granularity that
// fits its edges and the partial buckets are recombined — exactly, for the aggregations that allow it.
import type { Bucket, BucketRow, Tick, TickPlan } from '../../alert-engine/types.js';
import type { NeedRow } from './batch.js';

/** The series API's granularities (docs/contract.md §9), finest first. */
export const GRANULARITIES: ReadonlyArray<readonly [string, number]> = [
  ['30s', 30_000],
  ['1m', 60_000],
  ['5m', 300_000],
  ['10m', 600_000],
  ['15m', 900_000],
  ['30m', 1_800_000],
  ['1h', 3_600_000],
  ['2h', 7_200_000],
  ['6h', 21_600_000],
  ['12h', 43_200_000],
  ['1d', 86_400_000],
];

/** Aggregations whose value over a range is a function of their values over its parts. */
export const RECOMBINABLE: ReadonlySet<string> = new Set(['count', 'sum', 'min', 'max']);

/** What one tick's bucket covers: its epoch-aligned start and the part of it inside the tick's range. */
export interface BucketSpan {
  start: number;
  from: number;
  to: number;
}

/**
 * A bucket start off the epoch grid of the interval (the engine rounds 6h, 12h and 1d buckets within
 * the UTC hour, upstream) matches no bucket of the data: it reads as empty (from = to).
 */
export function spansOf(plan: TickPlan, intervalMs: number): BucketSpan[] {
  const [from, to] = plan.range;
  return plan.buckets.map((start) => {
    if (start % intervalMs !== 0) return { start, from: start, to: start };
    return { start, from: Math.max(start, from), to: Math.min(start + intervalMs, to) };
  });
}

/**
 * The coarsest granularity (up to the interval, dividing it) on which every span starts and ends:
 * the interval itself when nothing is shifted. Undefined when none fits.
 */
export function fetchGranularity(plans: readonly TickPlan[], intervalMs: number): { label: string; ms: number } | undefined {
  const edges = new Set<number>();
  for (const p of plans)
    for (const s of spansOf(p, intervalMs)) {
      if (s.from >= s.to) continue;
      edges.add(s.from);
      edges.add(s.to);
    }
  for (const [label, ms] of [...GRANULARITIES].reverse()) {
    if (ms > intervalMs || intervalMs % ms !== 0) continue;
    if ([...edges].every((e) => e % ms === 0)) return { label, ms };
  }
  return undefined;
}

/** Combines the parts' values of one group; null when none had a value. */
export function combine(aggFn: string, values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  if (aggFn === 'min') return Math.min(...present);
  if (aggFn === 'max') return Math.max(...present);
  return present.reduce((a, b) => a + b, 0);
}

/** How rows of one series become the engine's ticks. */
export interface TickInput {
  plans: readonly TickPlan[];
  intervalMs: number;
  /** The granularity the rows were fetched at (the interval, or finer to recombine). */
  stepMs: number;
  aggFn: string;
  /** The group-by column names (the engine's result column names) — empty: one group ''. */
  groupBy: readonly string[];
  grouped: boolean;
  /** Rows the engine would not see: a count of 0 (see AlertQuery.dropZeroCounts). */
  dropZeroCounts: boolean;
}

/** The fetched rows → the engine's ticks. */
export function toTicks(rows: readonly NeedRow[], input: TickInput): Tick[] {
  const byBucket = new Map<number, NeedRow[]>();
  for (const r of rows) {
    let list = byBucket.get(r.bucket);
    if (!list) byBucket.set(r.bucket, (list = []));
    list.push(r);
  }
  const keyOf = (group: readonly unknown[]): string => (input.grouped ? input.groupBy.map((col, i) => `${col}:${String(group[i])}`).join(', ') : '');
  return input.plans.map((plan) => ({
    at: plan.at,
    buckets: spansOf(plan, input.intervalMs).map((span): Bucket => {
      const parts = new Map<string, Array<number | null>>();
      for (let t = span.from; t < span.to; t += input.stepMs) {
        for (const r of byBucket.get(t) ?? []) {
          const key = keyOf(r.group);
          parts.set(key, [...(parts.get(key) ?? []), r.value]);
        }
      }
      const bucketRows: BucketRow[] = [];
      for (const [group, values] of parts) {
        const value = values.length === 1 ? (values[0] ?? null) : combine(input.aggFn, values);
        if (input.dropZeroCounts && value === 0) continue;
        bucketRows.push({ group, value });
      }
      return { start: span.start, rows: bucketRows };
    }),
  }));
}
