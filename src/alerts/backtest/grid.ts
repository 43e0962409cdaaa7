// The engine buckets with toStartOfInterval, aligned to the epoch. When a schedule offset or an anchor
// shifts the evaluated range off that grid, one evaluation reads two partial buckets. The series API
// answers whole buckets of one granularity, so a shifted range is read at a finer granularity that
// fits its edges and the partial buckets are recombined — exactly, for the aggregations that allow it.
import type { Bucket, BucketRow, Tick, TickPlan } from '../../alert-engine/types.js';
import { NeedRows, type NeedRow } from './batch.js';

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
  /** `spansOf` each plan, when the caller has them already (shared by the alerts of one schedule). */
  spans?: readonly BucketSpan[][];
}

/** One series answer's rows by bucket: each bucket's row indices, in arrival order, in one array. */
interface BucketIndex {
  firstOf: Map<number, number>;
  offsets: Int32Array;
  order: Int32Array;
  /** The engine's keys of the groups, per group-by ('' ungrouped): `keyOf[group]` indexes `keys`. */
  keys: Map<string, { keys: string[]; keyOf: Int32Array }>;
}

/**
 * Built once per series answer and shared by every replay reading it (the current and the proposed
 * definition of a changed alert read the same rows); it goes with the answer.
 */
const indexes = new WeakMap<NeedRows, BucketIndex>();

function bucketIndex(rows: NeedRows): BucketIndex {
  const known = indexes.get(rows);
  if (known) return known;
  const firstOf = new Map<number, number>();
  const counts: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const b = rows.bucket[i] as number;
    const k = firstOf.get(b);
    if (k === undefined) {
      firstOf.set(b, counts.length);
      counts.push(1);
    } else counts[k] = (counts[k] as number) + 1;
  }
  const offsets = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) offsets[k + 1] = (offsets[k] as number) + (counts[k] as number);
  const order = new Int32Array(rows.length);
  const fill = offsets.slice(0, counts.length);
  for (let i = 0; i < rows.length; i++) {
    const k = firstOf.get(rows.bucket[i] as number) as number;
    const at = fill[k] as number;
    fill[k] = at + 1;
    order[at] = i;
  }
  const index: BucketIndex = { firstOf, offsets, order, keys: new Map() };
  indexes.set(rows, index);
  return index;
}

/** The engine's key of each group ('column:value, …'; '' ungrouped), and groups that share one key. */
function groupKeys(rows: NeedRows, index: BucketIndex, input: TickInput): { keys: string[]; keyOf: Int32Array } {
  const signature = input.grouped ? JSON.stringify(input.groupBy) : '';
  const known = index.keys.get(signature);
  if (known) return known;
  const keyIds = new Map<string, number>();
  const keys: string[] = [];
  const keyOf = new Int32Array(rows.groups.length);
  rows.groups.forEach((group, g) => {
    const key = input.grouped ? input.groupBy.map((col, i) => `${col}:${String(group[i])}`).join(', ') : '';
    let id = keyIds.get(key);
    if (id === undefined) {
      id = keys.length;
      keyIds.set(key, id);
      keys.push(key);
    }
    keyOf[g] = id;
  });
  const made = { keys, keyOf };
  index.keys.set(signature, made);
  return made;
}

/**
 * The fetched rows → the engine's ticks, one at a time in time order (the replay takes each and lets
 * it go: a week of 500 groups is a million bucket rows, never all held).
 */
export function* toTicks(rows: NeedRows, input: TickInput): Generator<Tick> {
  const index = bucketIndex(rows);
  const { firstOf, offsets, order } = index;
  const { keys, keyOf } = groupKeys(rows, index, input);

  // Per bucket, each key's parts: where its entry is (stamped per bucket, so nothing is cleared).
  const stamp = new Int32Array(keys.length).fill(-1);
  const slot = new Int32Array(keys.length);
  let generation = 0;
  // Each span's entries: reused from span to span (a week is 2,015 evaluations).
  const entryKey: number[] = [];
  const entryValue: Array<number | null> = [];
  /** How many parts each entry has: one is taken as it is; more are combined as `combine` does. */
  const entryParts: number[] = [];
  for (let p = 0; p < input.plans.length; p++) {
    const plan = input.plans[p] as TickPlan;
    const spans = input.spans?.[p] ?? spansOf(plan, input.intervalMs);
    const buckets: Bucket[] = [];
    for (const span of spans) {
      const gen = generation++;
      entryKey.length = 0;
      entryValue.length = 0;
      entryParts.length = 0;
      for (let t = span.from; t < span.to; t += input.stepMs) {
        const k = firstOf.get(t);
        if (k === undefined) continue;
        for (let o = offsets[k] as number, end = offsets[k + 1] as number; o < end; o++) {
          const i = order[o] as number;
          const raw = rows.value[i] as number;
          const value = Number.isNaN(raw) ? null : raw;
          const key = keyOf[rows.group[i] as number] as number;
          if (stamp[key] !== gen) {
            stamp[key] = gen;
            slot[key] = entryKey.length;
            entryKey.push(key);
            entryValue.push(value);
            entryParts.push(1);
            continue;
          }
          const e = slot[key] as number;
          // The first part alone may be a null; from the second part on, the entry is `combine` of its parts.
          const acc = (entryParts[e] as number) === 1 ? combine(input.aggFn, [entryValue[e] ?? null]) : (entryValue[e] ?? null);
          entryValue[e] = combine(input.aggFn, [acc, value]);
          entryParts[e] = (entryParts[e] as number) + 1;
        }
      }
      const bucketRows: BucketRow[] = [];
      for (let e = 0; e < entryKey.length; e++) {
        const value = entryValue[e] ?? null;
        if (input.dropZeroCounts && value === 0) continue;
        bucketRows.push({ group: keys[entryKey[e] as number] as string, value });
      }
      buckets.push({ start: span.start, rows: bucketRows });
    }
    yield { at: plan.at, buckets };
  }
}

/** The rows of `list` as columns (tests, and callers holding rows as objects). */
export function columnsOf(list: readonly NeedRow[]): NeedRows {
  const rows = new NeedRows();
  for (const r of list) rows.push(r.bucket, JSON.stringify(r.group), r.group, r.value);
  return rows;
}
