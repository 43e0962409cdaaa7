import type { Rule } from '../alert-engine/types.js';
import type { AlertInterval, ThresholdType } from '../api/types.js';
import { intervalMinutes, isRangeThreshold } from './fields.js';

/** What an alert definition says that the engine judges by: an alert file's spec and a plan's Comparable alike. */
export interface RuleFields {
  threshold: number;
  thresholdType: ThresholdType;
  thresholdMax?: number | null;
  interval: AlertInterval;
  numConsecutiveWindows?: number | null;
  scheduleOffsetMinutes?: number | null;
  scheduleStartAt?: string | null;
}

/**
 * The rule the engine reads from an alert definition (backtests and `alerts.test` both): a bound the
 * type does not use is left out, and a start that is not a date is ignored, as the server ignores it.
 */
export function ruleOf(def: RuleFields, grouped: boolean): Rule {
  const startAt = def.scheduleStartAt ? Date.parse(def.scheduleStartAt) : undefined;
  return {
    threshold: def.threshold,
    thresholdType: def.thresholdType,
    ...(isRangeThreshold(def.thresholdType) && def.thresholdMax != null ? { thresholdMax: def.thresholdMax } : {}),
    intervalMinutes: intervalMinutes(def.interval),
    ...(def.numConsecutiveWindows != null ? { numConsecutiveWindows: def.numConsecutiveWindows } : {}),
    ...(def.scheduleOffsetMinutes ? { scheduleOffsetMinutes: def.scheduleOffsetMinutes } : {}),
    ...(startAt !== undefined && Number.isFinite(startAt) ? { scheduleStartAt: startAt } : {}),
    grouped,
  };
}
