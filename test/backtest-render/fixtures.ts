import type { BacktestDetail } from '../../src/alerts/backtest/types.ts';
import type { AlertInput } from '../../src/api/types.ts';
import type { Plan, PlanAction } from '../../src/alerts/model.ts';

/** A create or an update: the actions a backtest is attached to. */
export type Backtested = Extract<PlanAction, { action: 'create' | 'update' }>;

/** What every write of these plans carries besides its own fields (renderers read none of it). */
export const ENTRY = { file: '.github/alerts.yml', scope: 'acme/shop:.github/alerts.yml', body: {} as AlertInput };

export const T0 = Date.UTC(2026, 10, 18, 0, 0);
export const FIVE_MINUTES = 5 * 60_000;
/** 7 days of 5-minute windows. */
export const WINDOWS = 2016;

export function plan(actions: PlanAction[], notes: string[] = []): Plan {
  const count = (k: PlanAction['action']) => actions.filter((a) => a.action === k).length;
  return {
    version: 1,
    fingerprint: 'abcdef012345',
    fullFingerprint: 'abcdef012345'.repeat(4),
    files: [{ file: '.github/alerts.yml', scope: 'acme/shop:.github/alerts.yml' }],
    summary: { create: count('create'), update: count('update'), delete: count('delete'), unchanged: count('unchanged'), unmanaged: count('unmanaged') },
    actions,
    notes,
  };
}

/** A quiet series with a spike of `spike` at evaluations [from, to): what a chart draws (times: each evaluation's window start). */
export function series(spike: number, from: number, to: number): { times: number[]; values: Array<number | null> } {
  const times = Array.from({ length: WINDOWS }, (_, i) => T0 + i * FIVE_MINUTES);
  const values = times.map((_, i) => (i >= from && i < to ? spike : i % 97 === 0 ? null : 3 + (i % 5)));
  return { times, values };
}

/** A created tile alert that breached 12 windows, fired twice and paged 14 times (12 + 2 resolves), busiest group service:checkout of 3. */
export function createdGrouped(): { action: Backtested; detail: BacktestDetail } {
  const action: Backtested = {
    ...ENTRY,
    action: 'create',
    name: 'Checkout errors',
    target: 'Checkout / Error count',
    backtest: {
      window: '7d',
      interval: '5m',
      windows: WINDOWS,
      breaching: 12,
      firings: 2,
      pages: 14,
      groups: [
        { group: 'service:checkout', windows: WINDOWS, breaching: 12, firings: 2, pages: 14 },
        { group: 'service:cart', windows: WINDOWS, breaching: 0, firings: 0, pages: 0 },
        { group: 'service:search', windows: 1900, breaching: 0, firings: 0, pages: 0 },
      ],
    },
  };
  const s = series(80, 1000, 1006);
  const detail: BacktestDetail = {
    notifications: { alert: 12, resolve: 2 },
    busiest: 'service:checkout',
    chart: { ...s, threshold: 50, firings: [T0 + 1001 * FIVE_MINUTES, T0 + 1500 * FIVE_MINUTES] },
  };
  return { action, detail };
}

/** An update whose threshold goes from 10 to 50: 41 firings (341 pages) before, 2 (14 pages) as proposed. */
export function updatedThreshold(): { action: Backtested; detail: BacktestDetail } {
  const action: Backtested = {
    ...ENTRY,
    action: 'update',
    name: 'Payment latency',
    id: 'a1',
    target: 'Payments / p95',
    changes: [{ field: 'threshold', from: 10, to: 50 }],
    backtest: {
      window: '7d',
      interval: '5m',
      windows: WINDOWS,
      breaching: 12,
      firings: 2,
      pages: 14,
      groups: [{ group: '', windows: WINDOWS, breaching: 12, firings: 2, pages: 14 }],
      current: { windows: WINDOWS, breaching: 300, firings: 41, pages: 341 },
    },
  };
  const s = series(80, 500, 512);
  const detail: BacktestDetail = {
    notifications: { alert: 12, resolve: 2 },
    chart: { ...s, threshold: 50, currentThreshold: 10, firings: [T0 + 501 * FIVE_MINUTES, T0 + 508 * FIVE_MINUTES] },
  };
  return { action, detail };
}

export function skipped(why = 'a raw-SQL tile: the series API cannot replay SQL'): Backtested {
  return { ...ENTRY, action: 'create', name: 'Raw SQL errors', target: 'Checkout / SQL', backtest: { skipped: why } };
}
