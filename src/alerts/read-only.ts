/**
 * What the server answers of an alert and never takes: left out of every write, a sync's PUT
 * (ALERT_MODEL) and a raw `alerts.update`'s merge alike. A module of its own so that the raw
 * operations, loaded by every run, do not load the alert file's model.
 */
export const ALERT_READ_ONLY: ReadonlySet<string> = new Set([
  'id',
  'teamId',
  'state',
  'silenced',
  'executionErrors',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
]);
