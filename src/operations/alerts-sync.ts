import type { BacktestSettings } from '../alerts/backtest/run.js';
import { parseBacktestWindow } from '../alerts/backtest/window.js';
import { syncAlerts, type SyncSettings } from '../alerts/sync.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { ALERTS_SYNC } from './meta.js';
import type { Operation } from './types.js';

const DEFAULT_MAX_DELETIONS = 10;
/** Writes in flight by default; the client paces them to the rate limit. */
const DEFAULT_CONCURRENCY = 4;

/** Reconciles alert file(s) with the server (src/alerts/sync.ts). */
export const alertsSync: Operation = {
  ...ALERTS_SYNC,
  prepare(input) {
    const settings = readSyncInputs(input);
    return ({ client, connection, context }) => syncAlerts(client, connection.edition, { ...settings, nameInput: context.nameInput }, context);
  },
};

/** alerts.sync's inputs (dashboards.sync's too, but for the file), read and checked before any request. */
export function readSyncInputs(input: Inputs): SyncSettings {
  const alertFile = input.text('alert-file');
  if (!alertFile) throw new InputError(msg`alerts.sync needs input ${named('alert-file')} (a path or a glob).`);
  return { alertFile, ...readCommonSyncInputs(input) };
}

/** What every sync reads besides its file(s) (SYNC_INPUTS of meta.ts). */
export function readCommonSyncInputs(input: Inputs): Omit<SyncSettings, 'alertFile'> {
  return {
    scope: input.text('scope'),
    prune: input.bool('prune', false),
    maxDeletions: input.number('max-deletions', DEFAULT_MAX_DELETIONS, { min: 0, integer: true }),
    failOnChanges: input.bool('fail-on-changes', false),
    expectPlan: input.text('expect-plan'),
    dryRun: dryRun(input),
    concurrency: input.number('concurrency', DEFAULT_CONCURRENCY, { min: 1, max: 32, integer: true }),
    backtest: readBacktestInputs(input),
    valuesFile: input.text('values-file'),
  };
}

/** `backtest-window` (default 7d, `off`) and `backtest-max-firings` (empty: off), checked before any request. */
export function readBacktestInputs(input: Inputs): BacktestSettings {
  const window = parseBacktestWindow(input.text('backtest-window'));
  if (typeof window === 'object' && 'problem' in window)
    throw new InputError(msg`${theInput('backtest-window')}: ${window.problem}; give a duration from 1h to 30d (e.g. \`7d\`), or \`off\`.`);
  const maxFirings = input.optionalNumber('backtest-max-firings', { min: 0, integer: true });
  return { window, ...(maxFirings !== undefined ? { maxFirings } : {}) };
}
