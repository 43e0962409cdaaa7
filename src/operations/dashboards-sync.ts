import { InputError, msg, named } from '../util/input-error.js';
import { DASHBOARDS_SYNC } from './meta.js';
import { alertSource, dashboardSource, readDashboardSyncInputs, sync } from './sync.js';
import type { Operation } from './types.js';

/**
 * Reconciles dashboard file(s) with the server; with `alert-file` too, one run of both kinds
 * (design §12): the dashboards planned first, the alerts against the dashboards as they will be.
 */
export const dashboardsSync: Operation = {
  ...DASHBOARDS_SYNC,
  prepare(given) {
    const input = given.of(DASHBOARDS_SYNC.name);
    const dashboardFile = input.text('dashboard-file');
    if (!dashboardFile) throw new InputError(msg`dashboards.sync needs input ${named('dashboard-file')} (a path or a glob).`);
    const alertFile = input.text('alert-file');
    const settings = readDashboardSyncInputs(input);
    const sources = [dashboardSource(dashboardFile), ...(alertFile ? [alertSource(alertFile)] : [])];
    return (ctx) => sync(ctx, settings, sources, alertFile ? 'pair' : 'single');
  },
};
