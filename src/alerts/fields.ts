import type { AlertInterval, ThresholdType } from '../api/types.js';

// The server's enums and limits for alerts (HyperDX api 2.36, identical on managed ClickStack).

export const THRESHOLD_TYPES: readonly ThresholdType[] = [
  'above',
  'below',
  'above_exclusive',
  'below_or_equal',
  'equal',
  'not_equal',
  'between',
  'not_between',
];

export const INTERVALS: readonly AlertInterval[] = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'];

export const INTERVAL_MINUTES: Record<AlertInterval, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '6h': 360,
  '12h': 720,
  '1d': 1440,
};

export const SOURCES = ['tile', 'saved_search'] as const;
export type AlertSource = (typeof SOURCES)[number];

/** Display types the alert engine evaluates (anything else never fires and is dropped on the next dashboard PUT). */
export const ALERTABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'];

export const MAX_NAME = 512;
export const MAX_TEXT = 4096;
export const MAX_CHANNELS = 10;

/** Keys an alert entry accepts; `defaults` accepts the same minus identity and adoption. */
export const ALERT_KEYS = [
  'name',
  'adopt',
  'source',
  'dashboard',
  'dashboardId',
  'tile',
  'tileId',
  'savedSearch',
  'savedSearchId',
  'groupBy',
  'threshold',
  'thresholdMax',
  'thresholdType',
  'interval',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
  'channel',
  'channels',
  'message',
  'note',
  'numConsecutiveWindows',
] as const;

export const DEFAULTS_KEYS: readonly string[] = ALERT_KEYS.filter((k) => k !== 'name' && k !== 'adopt');

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

export const TOP_LEVEL_KEYS = ['version', 'scope', 'defaults', 'alerts'];
