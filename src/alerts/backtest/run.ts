// Backtests of an alerts plan (issue 25): each created alert, and each update that changes what it
// evaluates, replayed by the engine's own rules over the last `backtest-window` of its series.
// Reads only: the series API and the sources list. A failed or impossible replay is a per-alert
// `skipped` with the reason; it never fails the plan.
import { replay, ticksBetween } from '../../alert-engine/index.js';
import type { GroupOutcome, Replay, Rule, TickPlan } from '../../alert-engine/types.js';
import type { ObservabilityClient } from '../../api/client.js';
import type { Alert, Dashboard, SavedSearch, Source, Tile } from '../../api/types.js';
import type { Comparable, ComparableField, DesiredAlert, Plan, PlanAction } from '../model.js';
import { holdsRef } from '../../reconcile/ref.js';
import { fromServer } from '../normalize.js';
import { batchNeeds, needKey, runBatches, type NeedAnswer, type NeedRows, type SeriesNeed } from './batch.js';
import { DecisionLog } from './decisions.js';
import { fetchGranularity, RECOMBINABLE, spansOf, toTicks, type BucketSpan } from './grid.js';
import { alertQuery, type AlertQuery, type QueryLookups } from './query.js';
import { clip } from './render.js';
import { ruleOf } from '../rule.js';
import type { Backtest, BacktestCounts, BacktestDetail } from './types.js';
import type { BacktestWindow } from './window.js';

export interface BacktestSettings {
  window: BacktestWindow;
  /**
   * `backtest-max-firings`: fail the plan when a created or changed alert would have paged (sent a
   * notification) more than this many times; undefined: off. (The input's name is the interface; what a
   * reviewer means by noise is pages, not entries into ALERT.)
   */
  maxFirings?: number;
}

export interface BacktestInput {
  plan: Plan;
  desired: readonly DesiredAlert[];
  /** The live alerts (an update's current definition). */
  alerts: readonly Alert[];
  /** The dashboards the proposed alerts point at (in a run with a dashboard file: as it leaves them). */
  dashboards?: readonly Dashboard[];
  /** The dashboards as they are now (the current definition's tile); default `dashboards`. */
  liveDashboards?: readonly Dashboard[];
  savedSearches?: readonly SavedSearch[];
  /** The sources list, when the run already read it. */
  sources?: readonly Source[];
}

export interface BacktestRun {
  details: Map<PlanAction, BacktestDetail>;
  /** Plan-level notes (the managed edition's one line, a live definition that could not be replayed). */
  notes: string[];
  /** The noise guard's findings (`"name" would have paged N times …`), when it trips. */
  noisy?: string[];
  /**
   * With the guard on, the created or changed alerts whose series query failed: the guard cannot judge
   * them, and a gate that lets through what it could not judge is no gate (what can never be replayed,
   * a raw-SQL tile say, is not here: it is skipped the same way every time, and the report says so).
   */
  unjudged?: string[];
  /** Series requests sent. */
  requests: number;
}

/** Series requests in flight (reads; the client paces them to the rate limit). */
const CONCURRENCY = 4;

export const MANAGED_NOTE =
  'Backtests: the managed (ClickHouse Cloud) API has no series endpoint, so this plan carries none; `alerts.test` judges alert files offline on both editions.';

/** Fields whose change alters what an alert evaluates or how it is judged: an update with one is backtested. */
const EVALUATED_FIELDS: ReadonlySet<string> = new Set<ComparableField>([
  'source',
  'dashboardId',
  'tileId',
  'savedSearchId',
  'groupBy',
  'threshold',
  'thresholdType',
  'thresholdMax',
  'interval',
  'numConsecutiveWindows',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
]);

/** One definition to replay: the proposed one of an action, or an update's live one. */
interface Variant {
  want: Comparable;
  query?: AlertQuery;
  rule?: Rule;
  schedule?: Schedule;
  stepMs?: number;
  need?: SeriesNeed;
  /** The replayed range, epoch ms [from, to). */
  range?: [number, number];
  skipped?: string;
  /** Skipped because its series query failed (this time), not because it cannot be replayed. */
  failed?: boolean;
  result?: Replay;
  /** The proposed definition's decisions, for its chart (the busiest group is known only at the end). */
  log?: DecisionLog;
}

/** A create, or an update: the actions a backtest can replay. */
type Proposing = Extract<PlanAction, { action: 'create' | 'update' }>;

interface Pair {
  action: Proposing;
  proposed: Variant;
  current?: Variant;
}

/** Which actions get a backtest: every create, each update that changes what the alert evaluates. */
export function wantsBacktest(a: PlanAction): a is Proposing {
  if (a.action === 'create') return true;
  return a.action === 'update' && a.changes.some((c) => EVALUATED_FIELDS.has(c.field));
}

/** Runs the plan's backtests and attaches each to its action (`action.backtest`). */
export async function backtestPlan(client: ObservabilityClient, input: BacktestInput, settings: BacktestSettings, now: number): Promise<BacktestRun> {
  const run: BacktestRun = { details: new Map(), notes: [], requests: 0 };
  if (settings.window === 'off') return run;
  const actions = input.plan.actions.filter(wantsBacktest);
  if (actions.length === 0) return run;
  const charts = client.charts;
  if (!charts) {
    run.notes.push(MANAGED_NOTE);
    return run;
  }

  const to = Math.floor(now / 60_000) * 60_000;
  const from = to - settings.window.ms;
  const live = new Map(input.alerts.map((a) => [a.id, a]));
  const pairs: Pair[] = [];
  for (const action of actions) {
    const desired = input.desired.find((d) => d.file === action.file && d.name === action.name);
    if (!desired) continue; // every write of a plan comes from a desired alert
    const current = action.action === 'update' ? live.get(action.id) : undefined;
    pairs.push({ action, proposed: { want: desired.want }, current: current ? { want: fromServer(current).value } : undefined });
  }

  const usesSearches = pairs.some((p) => p.proposed.want.source === 'saved_search' || p.current?.want.source === 'saved_search');
  const [sources, savedSearches] = await Promise.all([
    input.sources ?? client.listSources(),
    input.savedSearches ?? (usesSearches ? client.listSavedSearches() : Promise.resolve([])),
  ]);
  const proposedLk = lookups(sources, savedSearches, input.dashboards ?? []);
  const currentLk = lookups(sources, savedSearches, input.liveDashboards ?? input.dashboards ?? []);

  const needs: SeriesNeed[] = [];
  const schedules = new Map<string, Schedule>();
  for (const p of pairs) {
    prepare(p.proposed, proposedLk, from, to, schedules);
    if (p.current) prepare(p.current, currentLk, from, to, schedules);
    for (const v of [p.proposed, p.current]) if (v?.need) needs.push(v.need);
  }

  const batches = batchNeeds(needs);
  run.requests = batches.length;
  const answers = await runBatches(batches, (q, collect) => charts.seriesInto(q, collect), CONCURRENCY);
  // An answer is let go once the last definition reading it is judged.
  const readers = new Map<string, number>();
  for (const n of needs) readers.set(needKey(n), (readers.get(needKey(n)) ?? 0) + 1);
  const judged = (v: Variant): void => {
    if (!v.need) return;
    const key = needKey(v.need);
    const left = (readers.get(key) ?? 1) - 1;
    readers.set(key, left);
    if (left === 0) answers.delete(key);
  };

  for (const p of pairs) {
    judge(p.proposed, answers, true);
    judged(p.proposed);
    if (p.current) {
      judge(p.current, answers, false);
      judged(p.current);
    }
    const backtest = toBacktest(p.proposed, p.current, settings.window.text);
    p.action.backtest = backtest;
    if (!('skipped' in backtest)) {
      if (p.current?.skipped) run.notes.push(`"${p.action.name}": the live definition was not replayed (${p.current.skipped}).`);
      run.details.set(p.action, detail(p.proposed, p.current));
    }
    // What is read of a pair from here on is its counts: its evaluations and decisions (most of a
    // backtest's memory — 2,000 windows × groups for each definition of 7 days at 5 minutes) can go.
    for (const v of [p.proposed, p.current]) if (v) release(v);
  }

  if (settings.maxFirings !== undefined) {
    const noisy = noiseGuard(pairs, settings.maxFirings);
    if (noisy.length > 0) run.noisy = noisy;
    const unjudged = pairs.filter((p) => p.proposed.failed).map((p) => `"${p.action.name}"`);
    if (unjudged.length > 0) run.unjudged = unjudged;
  }
  return run;
}

function lookups(sources: readonly Source[], savedSearches: readonly SavedSearch[], dashboards: readonly Dashboard[]): QueryLookups {
  return {
    sources,
    savedSearches,
    tile: (dashboardId: string, tileId: string): Tile | undefined => {
      const dash = dashboards.find((d) => d.id === dashboardId);
      return Array.isArray(dash?.tiles) ? dash.tiles.find((t) => t.id === tileId) : undefined;
    },
  };
}

/**
 * The engine's evaluations of a schedule over the run's range, and the spans of the buckets each reads:
 * the same for every alert of one interval, offset and anchor, so made once per run and shared (a week
 * at 5 minutes is 2,015 evaluations; made again per alert, they were most of a plan's allocations).
 */
interface Schedule {
  plans: TickPlan[];
  spans: BucketSpan[][];
  step: { label: string; ms: number } | undefined;
}

function scheduleOf(rule: Rule, from: number, to: number, cache: Map<string, Schedule>): Schedule {
  const key = JSON.stringify([rule.intervalMinutes, rule.scheduleOffsetMinutes ?? null, rule.scheduleStartAt ?? null, from, to]);
  let s = cache.get(key);
  if (!s) {
    const intervalMs = rule.intervalMinutes * 60_000;
    const plans = ticksBetween(rule, from, to);
    s = { plans, spans: plans.map((p) => spansOf(p, intervalMs)), step: fetchGranularity(plans, intervalMs) };
    cache.set(key, s);
  }
  return s;
}

/** The query, the engine's evaluations in the range and the request that reads them — or why not. */
function prepare(v: Variant, lk: QueryLookups, from: number, to: number, schedules: Map<string, Schedule>): void {
  if (v.skipped) return;
  const q = alertQuery(v.want, lk);
  if ('skipped' in q) {
    v.skipped = q.skipped;
    return;
  }
  // Never a placeholder on the wire: an id this run has yet to create is no id the server knows.
  if (holdsRef(q.item)) {
    v.skipped = 'the series names an object this run creates: it has no history to replay yet';
    return;
  }
  v.query = q;
  v.rule = ruleOf(v.want, q.grouped);
  const intervalMs = v.rule.intervalMinutes * 60_000;
  const schedule = scheduleOf(v.rule, from, to, schedules);
  v.schedule = schedule;
  if (schedule.plans.length === 0) {
    v.skipped = 'no complete evaluation of the alert falls in the window';
    return;
  }
  const step = schedule.step;
  if (!step) {
    v.skipped = 'the schedule shifts its windows off every granularity the series API has';
    return;
  }
  if (step.ms !== intervalMs && !RECOMBINABLE.has(q.item.aggFn)) {
    v.skipped = `the schedule (offset or start) shifts its windows off the epoch grid, and partial windows of \`${q.item.aggFn}\` cannot be recombined from finer buckets (only count, sum, min, max can)`;
    return;
  }
  v.stepMs = step.ms;
  v.range = [from, to];
  // The same range for every alert of a granularity, so that their series share requests.
  v.need = { item: q.item, granularity: step.label, startTime: Math.floor(from / step.ms) * step.ms, endTime: Math.ceil(to / step.ms) * step.ms };
}

function judge(v: Variant, answers: Map<string, NeedAnswer>, charted: boolean): void {
  if (v.skipped || !v.need || !v.query || !v.rule || !v.range || !v.schedule || v.stepMs === undefined) return;
  const answer = answers.get(needKey(v.need));
  if (!answer || 'error' in answer) {
    v.skipped = `series query failed: ${answer?.error ?? 'no answer'}`;
    v.failed = true;
    return;
  }
  const tooMany = v.query.grouped ? tooManyGroups(answer.rows) : undefined;
  if (tooMany) {
    v.skipped = tooMany;
    return;
  }
  const log = charted ? new DecisionLog() : undefined;
  // The ticks are made one at a time as the replay takes them, and its decisions are kept in columns.
  const ticks = toTicks(answer.rows, {
    plans: v.schedule.plans,
    spans: v.schedule.spans,
    intervalMs: v.rule.intervalMinutes * 60_000,
    stepMs: v.stepMs,
    aggFn: v.query.item.aggFn,
    groupBy: v.query.item.groupBy,
    grouped: v.query.grouped,
    dropZeroCounts: v.query.dropZeroCounts,
  });
  v.result = replay(v.rule, ticks, { onDecision: log ? (d) => log.add(d) : () => undefined });
  if (log) v.log = log;
}

function release(v: Variant): void {
  delete v.schedule;
  delete v.log;
}

/** Groups one backtest replays at most: each is judged at every evaluation, and telemetry can name a group per request. */
export const MAX_REPLAYED_GROUPS = 1_000;

/** Why a grouped series is not replayed (more groups than MAX_REPLAYED_GROUPS), or undefined. */
export function tooManyGroups(rows: NeedRows): string | undefined {
  if (rows.groups.length <= MAX_REPLAYED_GROUPS) return undefined;
  return `the series has more than ${MAX_REPLAYED_GROUPS} groups in the window; a backtest replays at most that many (group by fewer distinct values)`;
}

/** A replay's (or a group's) counts as the plan shows them: pages are every notification sent, ALERT and resolve. */
const counts = (c: Pick<Replay, 'windows' | 'breaching' | 'firings' | 'notifications' | 'resolves'>): BacktestCounts => ({
  windows: c.windows,
  breaching: c.breaching,
  firings: c.firings,
  pages: c.notifications + c.resolves,
});

function toBacktest(proposed: Variant, current: Variant | undefined, window: string): Backtest {
  if (!proposed.result) return { skipped: proposed.skipped ?? 'not replayed' };
  const r = proposed.result;
  return {
    window,
    interval: proposed.want.interval,
    ...counts(r),
    ...planGroups(r.groups),
    ...(current?.result ? { current: counts(current.result) } : {}),
  };
}

/** Groups the `plan` output carries per backtest: the busiest (the rest are counted, in `otherGroups`). */
export const MAX_PLAN_GROUPS = 100;

/**
 * The `plan` output's groups, noisiest first (most pages, then the engine's order: firings, breaching
 * windows, name): anyone who can send a log line can name a group, so their number and their length are
 * bounded here as in every other sink — the noisiest MAX_PLAN_GROUPS, each value clipped.
 */
export function planGroups(groups: readonly GroupOutcome[]): Pick<Extract<Backtest, { window: string }>, 'groups' | 'otherGroups'> {
  const kept = noisiest(groups)
    .slice(0, MAX_PLAN_GROUPS)
    .map((g) => ({ group: clip(g.group), ...counts(g) }));
  return groups.length > kept.length ? { groups: kept, otherGroups: groups.length - kept.length } : { groups: kept };
}

/** Groups by pages (a stable sort keeps the engine's busiest-first order among equals). */
function noisiest(groups: readonly GroupOutcome[]): GroupOutcome[] {
  return [...groups].sort((a, b) => b.notifications + b.resolves - (a.notifications + a.resolves));
}

/** What renderers draw: the noisiest group's values per evaluation, the threshold(s), its firings. */
function detail(proposed: Variant, current: Variant | undefined): BacktestDetail {
  const r = proposed.result as Replay;
  const busiest = noisiest(r.groups)[0]?.group;
  const mine = busiest !== undefined && proposed.log ? proposed.log.of(busiest) : [];
  const byTick = new Map(mine.map((d) => [d.at, d]));
  const plans = proposed.schedule?.plans ?? [];
  // The chart's x axis is each evaluation's window start; a tick is stamped with its window's end.
  const startOf = new Map(plans.map((p) => [p.at, p.range[0]]));
  const want = proposed.want;
  const live = current?.want;
  const thresholdChanged = live !== undefined && (live.threshold !== want.threshold || live.thresholdMax !== want.thresholdMax);
  return {
    notifications: { alert: r.notifications, resolve: r.resolves },
    ...(busiest !== undefined ? { busiest } : {}),
    chart: {
      times: plans.map((p) => p.range[0]),
      values: plans.map((p) => byTick.get(p.at)?.value ?? null),
      threshold: want.threshold,
      ...(want.thresholdMax !== null ? { thresholdMax: want.thresholdMax } : {}),
      ...(thresholdChanged ? { currentThreshold: live.threshold } : {}),
      ...(thresholdChanged && live.thresholdMax !== null ? { currentThresholdMax: live.thresholdMax } : {}),
      firings: mine.filter((d) => d.fired).map((d) => startOf.get(d.at) ?? d.at),
    },
  };
}

/**
 * `backtest-max-firings`: each created or changed alert that would have paged more than `max` times,
 * said in words. Pages, not firings: an alert that breaches at every evaluation enters ALERT once and
 * notifies at every one of them.
 */
function noiseGuard(pairs: readonly Pair[], max: number): string[] {
  return pairs.flatMap((p) => {
    const r = p.proposed.result;
    if (!r) return [];
    const { pages, firings } = counts(r);
    if (pages <= max) return [];
    const top = noisiest(r.groups)[0];
    const where = top && top.group !== '' ? `; noisiest group "${clip(top.group)}": ${counts(top).pages}` : '';
    return [`"${p.action.name}" would have paged ${pages} times (fired ${firings}×${where})`];
  });
}
