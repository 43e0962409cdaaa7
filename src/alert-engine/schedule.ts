import type { Rule, TickPlan } from './types.js';

// When the server's engine evaluates an alert and which time range it reads (upstream checkAlerts:
// getScheduledWindowStart, getAlertEvaluationDateRange, calcAlertDateRange; common-utils
// timeBucketByGranularity for the buckets it expects back).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The window in ms. */
export function windowMs(rule: Pick<Rule, 'intervalMinutes'>): number {
  return rule.intervalMinutes * MINUTE_MS;
}

/**
 * The offset the engine actually applies: absent, non-finite or negative → 0, fractions dropped, and an
 * offset of a whole window or more wraps modulo the window (the server logs a warning and carries on).
 */
function effectiveOffsetMinutes(rule: Pick<Rule, 'intervalMinutes' | 'scheduleOffsetMinutes'>): number {
  const offset = rule.scheduleOffsetMinutes;
  if (offset == null || !Number.isFinite(offset)) return 0;
  const whole = Math.max(0, Math.floor(offset));
  return whole < rule.intervalMinutes ? whole : whole % rule.intervalMinutes;
}

/** The anchor the engine honours: an invalid date is ignored (the server logs and falls back to the offset grid). */
export function effectiveStartAt(rule: Pick<Rule, 'scheduleStartAt'>): number | undefined {
  const at = rule.scheduleStartAt;
  return at != null && Number.isFinite(at) ? at : undefined;
}

/**
 * The scheduled window start for a run at `now` (epoch ms): the stamp of that run's histories. With an
 * anchor, whole windows counted from it (the offset is then ignored: the anchor wins); otherwise the
 * epoch-aligned grid shifted by the offset.
 */
export function windowStart(rule: Rule, now: number): number {
  const w = windowMs(rule);
  const startAt = effectiveStartAt(rule);
  if (startAt != null) return startAt + Math.floor(Math.max(0, now - startAt) / w) * w;
  const offset = effectiveOffsetMinutes(rule) * MINUTE_MS;
  return Math.floor((now - offset) / w) * w + offset;
}

/**
 * Where the bucket holding `t` starts, as the engine computes the buckets it expects: common-utils rounds
 * "N minute" granularities within the UTC hour (minutes floored to a multiple of N). For the intervals
 * alerts allow, that is the epoch grid up to 1h; for 6h, 12h and 1d it is the start of the UTC hour, so a
 * grid shifted off the hour expects buckets the data (bucketed on the epoch grid) never carries — an
 * upstream quirk we keep, because the server's decisions follow it.
 */
function bucketStartOf(rule: Pick<Rule, 'intervalMinutes'>, t: number): number {
  const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
  const minutes = Math.floor((t - hour) / MINUTE_MS);
  return hour + Math.floor(minutes / rule.intervalMinutes) * rule.intervalMinutes * MINUTE_MS;
}

/** The bucket starts the engine expects for a query over [from, to): from the bucket holding `from`, one per window, while before `to`. */
export function expectedBuckets(rule: Pick<Rule, 'intervalMinutes'>, from: number, to: number): number[] {
  const w = windowMs(rule);
  const starts: number[] = [];
  for (let start = bucketStartOf(rule, from); start < to; start += w) starts.push(start);
  return starts;
}

/**
 * The evaluation stamped `at` in steady state (the previous one ran a window earlier): it reads from the
 * previous stamp — never before the anchor — to `at`. Undefined when that range is empty (the server skips:
 * the anchored window has not fully elapsed).
 */
function tickPlan(rule: Rule, at: number): TickPlan | undefined {
  const startAt = effectiveStartAt(rule);
  if (startAt != null && at < startAt) return undefined;
  const from = Math.max(at - windowMs(rule), startAt ?? -Infinity);
  if (from >= at) return undefined;
  const w = windowMs(rule);
  const buckets = expectedBuckets(rule, from, at);
  const spans = buckets.map((start): [number, number] => [Math.max(start, from), Math.min(start + w, at)]);
  return { at, range: [from, at], buckets, spans };
}

/**
 * The engine's evaluations, in steady state (one per window), whose range lies inside [from, to), oldest
 * first. With an anchor, the first is one window after it (the anchored window must elapse first).
 */
export function ticksBetween(rule: Rule, from: number, to: number): TickPlan[] {
  const w = windowMs(rule);
  const startAt = effectiveStartAt(rule);
  const origin = startAt ?? effectiveOffsetMinutes(rule) * MINUTE_MS;
  // The first grid stamp whose range [at − w, at) starts at or after `from`.
  let at = origin + Math.ceil((from + w - origin) / w) * w;
  if (startAt != null) at = Math.max(at, startAt + w);
  const plans: TickPlan[] = [];
  for (; at <= to; at += w) {
    const plan = tickPlan(rule, at);
    if (plan) plans.push(plan);
  }
  return plans;
}
