import type { Inputs } from '../util/inputs.js';
import { InputError, msg, named } from '../util/input-error.js';
import { ALERTS_SYNC } from './meta.js';
import { alertSource, readCommonSyncInputs, sync, type CommonSyncInputs } from './sync.js';
import type { Operation } from './types.js';

/** Reconciles alert file(s) with the server: the one run (src/reconcile/run.ts) of the alerts kind. */
export const alertsSync: Operation = {
  ...ALERTS_SYNC,
  prepare(input) {
    const { alertFile, ...settings } = readSyncInputs(input);
    return (ctx) => sync(ctx, settings, [alertSource(alertFile)], 'single');
  },
};

/** alerts.sync's inputs, read and checked before any request (defaults: action.yml's, for alerts.sync). */
export function readSyncInputs(given: Inputs): CommonSyncInputs & { alertFile: string } {
  const input = given.of(ALERTS_SYNC.name);
  const alertFile = input.text('alert-file');
  if (!alertFile) throw new InputError(msg`alerts.sync needs input ${named('alert-file')} (a path or a glob).`);
  return { alertFile, ...readCommonSyncInputs(input) };
}
