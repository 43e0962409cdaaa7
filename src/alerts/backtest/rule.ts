import type { Rule } from '../../alert-engine/types.js';
import { intervalMinutes } from '../fields.js';
import type { Comparable } from '../model.js';

/** What the engine judges an alert definition by. */
export function ruleOf(want: Comparable, grouped: boolean): Rule {
  const startAt = want.scheduleStartAt === null ? undefined : Date.parse(want.scheduleStartAt);
  return {
    threshold: want.threshold,
    thresholdType: want.thresholdType,
    ...(want.thresholdMax !== null ? { thresholdMax: want.thresholdMax } : {}),
    intervalMinutes: intervalMinutes(want.interval),
    ...(want.numConsecutiveWindows !== null ? { numConsecutiveWindows: want.numConsecutiveWindows } : {}),
    ...(want.scheduleOffsetMinutes !== 0 ? { scheduleOffsetMinutes: want.scheduleOffsetMinutes } : {}),
    ...(startAt !== undefined && Number.isFinite(startAt) ? { scheduleStartAt: startAt } : {}),
    grouped,
  };
}

/** Fields whose change alters what an alert evaluates or how it is judged: an update with one is backtested. */
export const EVALUATED_FIELDS: ReadonlySet<string> = new Set([
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
