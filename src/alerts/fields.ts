import type { AlertInterval, ThresholdType } from '../api/types.js';
import { alertFileKeys } from '../generated/schema-keys.js';
import { parseDuration } from '../util/duration.js';

// The alert file's keys and enums are read from its schema (schemas/alert-file.schema.json), the
// one place they are listed; the facts a schema does not hold are below. They are read from the
// generated key table, not the validator: this module is on every operation's path.

const fields = alertFileKeys.definitions.fields?.properties ?? {};

function enumOf(key: string): readonly string[] {
  // What a property allows on some edition: its enum, or those of its alternatives (`30s` is managed-only).
  const values = fields[key]?.values ?? [];
  if (values.length === 0 || !values.every((v): v is string => typeof v === 'string'))
    throw new Error(`schemas/alert-file.schema.json: \`${key}\` has no enum of strings`);
  return values;
}

/** Keys an alert entry accepts (`defaults` accepts them too, but `name` and `adopt`). */
export const ALERT_KEYS: readonly string[] = Object.keys(fields);
export const TOP_LEVEL_KEYS: readonly string[] = alertFileKeys.properties;
// The schema's enums hold exactly the values of these types (src/api/types.ts).
export const THRESHOLD_TYPES = enumOf('thresholdType') as readonly ThresholdType[];
export const INTERVALS = [...enumOf('interval')].sort((a, b) => (parseDuration(a) ?? 0) - (parseDuration(b) ?? 0)) as readonly AlertInterval[];
export type AlertSource = 'tile' | 'saved_search' | 'inline';
/** The settings of an anomaly alert's tuning the file models (managed; docs/contract.md §8.1). */
export const ANOMALY_FIELDS: readonly string[] = fields.anomalyConfig?.properties ?? [];

/**
 * `between` / `not_between` read `thresholdMax`; every other type ignores it, and the server keeps a
 * stored one through a PUT that leaves it out (null is refused), so it is only meaningful for these.
 */
export function isRangeThreshold(type: ThresholdType): boolean {
  return type === 'between' || type === 'not_between';
}

/** The interval in minutes (`scheduleOffsetMinutes` must stay below it). */
export function intervalMinutes(interval: AlertInterval): number {
  return (parseDuration(interval) ?? 0) / 60_000;
}

/**
 * The server's limit on `message`, which counts the ownership marker the action appends
 * (docs/contract.md §8.1); the schema allows 4000 so that a marker of any usual scope fits.
 */
export const MESSAGE_LIMIT = 4096;

/**
 * Keys that name the same thing two ways: an alert setting one member of a group replaces the
 * whole group from `defaults` (an alert's `channels` overrides the default `channel`).
 */
export const KEY_GROUPS: ReadonlyArray<readonly string[]> = [
  ['dashboard', 'dashboardId'],
  ['tile', 'tileId'],
  ['savedSearch', 'savedSearchId'],
  ['channel', 'channels'],
];
