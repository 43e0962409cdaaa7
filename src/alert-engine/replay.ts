import { exceeds } from './threshold.js';
import { windowMs } from './schedule.js';
import type { AlertState, Decision, GroupOutcome, Replay, Rule, Tick } from './types.js';

// The engine's state machine (upstream checkAlerts processAlert, time-series path) replayed over ticks we
// hand it. Steady state: every evaluation succeeds and records its histories stamped `at`; the next run
// reads the latest history per group (the server's "previous map") and, for numConsecutiveWindows, the
// histories of the windows just before.

/** The server's previous-map lookback: histories older than this are forgotten. */
const PREVIOUS_LOOKBACK_MS = 7 * 24 * 3_600_000;

/** One history record as the engine stores it (what later runs read back). */
interface History {
  at: number;
  state: AlertState;
  /** Undefined when the record never set it (an OK record); the engine treats undefined as "fired" when resolving. */
  fired: boolean | undefined;
}

/** What the run being replayed builds for one group before saving it. */
interface Draft {
  state: AlertState;
  fired: boolean | undefined;
  lastValue: number | null;
  breaching: boolean;
  /** Some bucket of this run took the group into ALERT (the engine then notifies, once per run). */
  hitAlert: boolean;
}

const isActive = (state: AlertState | undefined): boolean => state === 'ALERT' || state === 'PENDING';

export interface ReplayOptions {
  /**
   * Each decision as it is made, instead of keeping them all in `decisions` (left empty then): a week of
   * 500 groups is a million decisions, and a backtest reads only its busiest group's. The object is
   * the same one each time, filled anew: copy what you keep.
   */
  onDecision?: (decision: Decision) => void;
}

/**
 * Replays `ticks`: a list in any order (the server evaluates in time order, so it is sorted), or any
 * other iterable already in time order (taken one tick at a time, never all held).
 */
export function replay(rule: Rule, ticks: readonly Tick[] | Iterable<Tick>, options: ReplayOptions = {}): Replay {
  const w = windowMs(rule);
  const needed = rule.numConsecutiveWindows ?? 1;
  const latest = new Map<string, History>();
  const past = new Map<string, History[]>();
  const decisions: Decision[] = [];
  const decide = options.onDecision ?? ((d: Decision) => void decisions.push(d));
  const byGroup = new Map<string, GroupOutcome>();
  let breachingTicks = 0;
  let evaluated = 0;
  let lastAt = Number.NaN;

  // The evaluation being replayed; the helpers below read it (made once, not per evaluation: a week is 2,015).
  let at = 0;
  let oldest = 0;
  const drafts = new Map<string, Draft>();
  // A group's draft, its worst row and (with one window) its history are objects reused from one
  // evaluation to the next: made afresh, a week of 500 groups allocated millions, and the young
  // generation grew to hold them (peak memory is a measured figure, CONTRIBUTING.md).
  const pool = new Map<string, Draft>();
  // The previous map as this run reads it: the latest history per group, within the lookback (every history
  // recorded so far is older than this evaluation). (Upstream's map holds every alert of the deployment, and
  // two of its uses — the empty-bucket guard and the missing-groups step — do not filter by alert; we can
  // know only this alert's own histories. That only changes whether a grouped alert records an OK '' history
  // in some empty windows, never a state, a page or a firing.)
  const previous = (group: string): History | undefined => {
    const h = latest.get(group);
    return h && h.at > oldest ? h : undefined;
  };
  // Fire only when the M−1 windows just before this one were all breaching (ALERT or PENDING) for the
  // group, and all of them were evaluated: a missing window breaks the run.
  const consecutive = (group: string): boolean => {
    if (needed <= 1) return true;
    const earliest = at - (needed - 1) * w;
    const own = past.get(group) ?? [];
    // Histories are kept in stamp order: walk back from the newest, within the lookback.
    let found = 0;
    for (let i = own.length - 1; i >= 0 && found < needed - 1; i--) {
      const h = own[i];
      if (!h || h.at < earliest) break;
      if (!isActive(h.state)) return false;
      found += 1;
    }
    return found === needed - 1;
  };
  // Every group drafted so far, in name order: sorted again only when one is new, not at every
  // evaluation (500 groups sorted at each of a week's 2,015 evaluations was a third of a replay).
  const named: string[] = [];
  const seen = new Set<string>();
  /** How many of `named` were there when it was last sorted. */
  let sorted = 0;
  const draft = (group: string): Draft => {
    let d = drafts.get(group);
    if (!d) {
      d = pool.get(group);
      if (d) {
        d.state = 'OK';
        d.fired = undefined;
        d.lastValue = null;
        d.breaching = false;
        d.hitAlert = false;
      } else pool.set(group, (d = { state: 'OK', fired: undefined, lastValue: null, breaching: false, hitAlert: false }));
      drafts.set(group, d);
      if (!seen.has(group)) {
        seen.add(group);
        named.push(group);
      }
    }
    return d;
  };
  const breach = (group: string, d: Draft): void => {
    d.breaching = true;
    if (consecutive(group)) {
      d.state = 'ALERT';
      d.fired = true;
      d.hitAlert = true;
    } else {
      d.state = 'PENDING';
      // A page already sent stays "sent" until resolved, so the later OK still resolves it.
      d.fired = previous(group)?.fired === true;
    }
  };
  const worst = new Map<string, { value: number; breached: boolean }>();
  const worstPool = new Map<string, { value: number; breached: boolean }>();
  const reused: Decision = { at: 0, group: '', value: null, breaching: false, state: 'OK', notified: false, fired: false, resolved: false };

  // The server evaluates in time order; a caller's order does not change that.
  const ordered = Array.isArray(ticks) ? [...(ticks as readonly Tick[])].sort((a, b) => a.at - b.at) : ticks;
  for (const tick of ordered) {
    if (tick.at < lastAt) throw new Error('replay: ticks must come in time order');
    // A second run in a window already recorded is skipped by the server (it evaluates once per window).
    // Every evaluation records at least one history, stamped with its tick: so a window is recorded
    // exactly when the last evaluation had the same stamp.
    if (tick.at === lastAt) continue;
    lastAt = tick.at;
    evaluated += 1;
    at = tick.at;
    oldest = tick.at - PREVIOUS_LOOKBACK_MS;
    drafts.clear();
    let anyActive = false;
    for (const h of latest.values()) if (h.at > oldest && isActive(h.state)) anyActive = true;

    for (const bucket of tick.buckets) {
      if (bucket.rows.length === 0) {
        // No rows: the engine judges the value 0, always under the ungrouped key ''. When 0 does not breach,
        // a grouped alert with an active group records nothing here (the missing-groups step resolves it).
        if (exceeds(rule, 0)) {
          const d = draft('');
          d.lastValue = 0;
          breach('', d);
        } else if (!rule.grouped || !anyActive) {
          draft('').lastValue = 0;
        }
        continue;
      }
      // Worst row per group: a later non-breaching row never overrides a breaching one. Rows without a
      // value are gaps, not zeros (a bucket of only such rows records nothing).
      worst.clear();
      for (const row of bucket.rows) {
        if (row.value == null) continue;
        const group = rule.grouped ? row.group : '';
        const breached = exceeds(rule, row.value);
        const seen = worst.get(group);
        if (seen && seen.breached && !breached) continue;
        let w = seen ?? worstPool.get(group);
        if (!w) worstPool.set(group, (w = { value: 0, breached: false }));
        w.value = row.value;
        w.breached = breached;
        if (!seen) worst.set(group, w);
      }
      for (const [group, { value, breached }] of worst) {
        const d = draft(group);
        if (breached) breach(group, d);
        else d.state = 'OK';
        d.lastValue = value;
      }
    }

    // A grouped alert's group that was ALERT/PENDING and is absent now resolves — unless 0 itself breaches.
    if (rule.grouped) {
      for (const [group, h] of latest) {
        if (h.at > oldest && isActive(h.state) && !drafts.has(group) && !exceeds(rule, 0)) draft(group).lastValue = 0;
      }
    }
    // Nothing at all to record: the engine still stamps one OK history, so the window counts as evaluated.
    if (drafts.size === 0) draft('');

    let tickBreached = false;
    if (named.length !== sorted && drafts.size > 1) {
      named.sort(byName);
      sorted = named.length;
    }
    for (const group of drafts.size === 1 ? drafts.keys() : named) {
      const d = drafts.get(group);
      if (!d) continue;
      const before = previous(group);
      // Breached then resolved within one run still resolves: a page sent this run counts as the previous state.
      const resolvedFrom = d.hitAlert ? { state: 'ALERT' as const, fired: true } : before;
      const resolved = isActive(resolvedFrom?.state) && resolvedFrom?.fired !== false && d.state === 'OK';
      const decision: Decision = options.onDecision ? reused : { ...reused };
      decision.at = tick.at;
      decision.group = group;
      decision.value = d.lastValue;
      decision.breaching = d.breaching;
      decision.state = d.state;
      decision.notified = d.hitAlert;
      decision.fired = d.hitAlert && before?.state !== 'ALERT';
      decision.resolved = resolved;
      count(byGroup, decision);
      decide(decision);
      tickBreached ||= d.breaching;
      // With one window no history but the latest is ever read: it is overwritten in place.
      const kept = needed > 1 ? undefined : latest.get(group);
      const record: History = kept ?? { at: tick.at, state: d.state, fired: d.fired };
      if (kept) {
        kept.at = tick.at;
        kept.state = d.state;
        kept.fired = d.fired;
      } else latest.set(group, record);
      // Only the last M−1 histories can ever be read back by the lookback (none, for one window).
      if (needed > 1) {
        const list = past.get(group) ?? [];
        list.push(record);
        if (list.length > needed - 1) list.shift();
        past.set(group, list);
      }
    }
    if (tickBreached) breachingTicks += 1;
  }

  // Busiest first (most firings, then most breaching windows, then by name).
  const groups = [...byGroup.values()].sort((a, b) => b.firings - a.firings || b.breaching - a.breaching || byName(a.group, b.group));
  return {
    windows: evaluated,
    breaching: breachingTicks,
    firings: groups.reduce((sum, g) => sum + g.firings, 0),
    notifications: groups.reduce((sum, g) => sum + g.notifications, 0),
    resolves: groups.reduce((sum, g) => sum + g.resolves, 0),
    groups,
    decisions,
  };
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Adds a decision to its group's counts. */
function count(byGroup: Map<string, GroupOutcome>, d: Decision): void {
  let g = byGroup.get(d.group);
  if (!g) byGroup.set(d.group, (g = { group: d.group, windows: 0, breaching: 0, firings: 0, notifications: 0, resolves: 0 }));
  g.windows += 1;
  if (d.breaching) g.breaching += 1;
  if (d.fired) g.firings += 1;
  if (d.notified) g.notifications += 1;
  if (d.resolved) g.resolves += 1;
}
