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
