import type { Alert, AlertChannel, AlertInput } from '../api/types.js';
import { carry, fields, type Json, type Model } from '../util/carry.js';
import { ANOMALY_FIELDS, isRangeThreshold, type AlertSource } from './fields.js';
import { carry as carryChart } from './inline.js';
import { splitMarker, withMarker } from './marker.js';
import { ALERT_READ_ONLY } from './read-only.js';
import type { Comparable } from './model.js';

/** A live alert in comparable form, plus the scope of its marker (undefined: not managed by us). */
export function fromServer(alert: Alert): { value: Comparable; scope?: string } {
  const { text, scope } = splitMarker(alert.message);
  const tile = alert.source === 'tile';
  const inline = alert.source === 'inline';
  const search = !tile && !inline;
  const value: Comparable = {
    name: emptyToNull(alert.name),
    // A kind the file format does not have (a newer server's) stays what it is: never read as a saved search.
    source: typeof alert.source === 'string' ? alert.source : 'saved_search',
    dashboardId: tile ? (alert.dashboardId ?? null) : null,
    tileId: tile ? (alert.tileId ?? null) : null,
    savedSearchId: search ? (alert.savedSearchId ?? null) : null,
    groupBy: search ? emptyToNull(alert.groupBy) : null,
    // The list leaves it out: a live inline alert is read by id before it is compared (kind.ts).
    chartConfig: inline && isJson(alert.chartConfig) ? alert.chartConfig : null,
    threshold: Number(alert.threshold),
    // A stale thresholdMax survives a change to a non-range type on the server; it is not ours to compare.
    thresholdMax: isRangeThreshold(alert.thresholdType ?? 'above') ? numOrNull(alert.thresholdMax) : null,
    thresholdType: alert.thresholdType ?? 'above',
    interval: alert.interval ?? '5m',
    scheduleOffsetMinutes: numOrNull(alert.scheduleOffsetMinutes) ?? 0,
    scheduleStartAt: isoOrNull(alert.scheduleStartAt),
    channels: channelIds(alert),
    message: text,
    note: emptyToNull(alert.note),
    numConsecutiveWindows: numOrNull(alert.numConsecutiveWindows),
    // Blank is none to the server (it names the alert itself).
    displayName: emptyToNull(alert.displayName),
    tags: Array.isArray(alert.tags) ? [...new Set(alert.tags.filter((t): t is string => typeof t === 'string'))].sort() : null,
    detectionMode: typeof alert.detectionMode === 'string' ? alert.detectionMode : null,
    anomalyConfig: isJson(alert.anomalyConfig) ? alert.anomalyConfig : null,
  };
  return { value, scope };
}

const sameSet = (a: unknown, b: readonly string[]): boolean =>
  Array.isArray(a) && a.length === b.length && a.every((t) => typeof t === 'string') && [...a].sort().join('\u0000') === [...b].join('\u0000');

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `channels` (api ≥2.36) or the legacy single `channel`. */
function channelIds(alert: Alert): string[] {
  // As the server sent them: an entry is not trusted to be a webhook channel with an id.
  const list: unknown[] = Array.isArray(alert.channels) && alert.channels.length > 0 ? alert.channels : alert.channel ? [alert.channel] : [];
  const ids: string[] = [];
  for (const c of list) {
    if (typeof c === 'object' && c !== null && 'type' in c && c.type === 'webhook' && 'webhookId' in c && typeof c.webhookId === 'string')
      ids.push(c.webhookId);
  }
  return ids;
}

/**
 * What the alert files model of an alert (the body decides these: absent means none), what the
 * server answers and never takes, and the insides carried: each channel's routing fields by its
 * webhook, channels of a type the file has not (email), an anomaly tuning's unknown settings. Every
 * other field of a live alert is carried back into a PUT (src/util/carry.ts).
 */
export const ALERT_MODEL: Model = {
  known: fields(
    ['source', 'dashboardId', 'tileId', 'savedSearchId', 'groupBy', 'chartConfig', 'threshold', 'thresholdMax', 'thresholdType', 'interval'],
    ['scheduleOffsetMinutes', 'scheduleStartAt', 'channel', 'channels', 'name', 'message', 'note', 'numConsecutiveWindows'],
    ['displayName', 'tags', 'detectionMode', 'anomalyConfig'],
  ),
  readOnly: ALERT_READ_ONLY,
  nested: {
    channels: {
      list: { known: fields(['type', 'webhookId']) },
      match: (item, live) => live.find((c) => c.type === 'webhook' && c.webhookId === item.webhookId),
      foreign: (c) => c.type !== 'webhook',
    },
    anomalyConfig: { object: { known: fields(ANOMALY_FIELDS) } },
  },
};

/**
 * The complete body for POST and PUT. PUT replaces the alert, so every field the file controls is
 * sent, nulls included; `scheduleStartAt` is sent as null because omitting it keeps the old value.
 * `channels` plus `channel = channels[0]` is what api ≥2.36 expects and older servers read `channel`;
 * a `singleChannel` server gets `channel` alone (the managed gateway before today's refused a
 * `channels` key). A PUT (`live` given) carries back every field of the live alert the files do
 * not model (ALERT_MODEL): a newer server's fields and settings are never reset by a write.
 */
export function toBody(want: Comparable, scope: string, singleChannel = false, live?: Alert): AlertInput {
  const wanted: AlertChannel[] = want.channels.map((webhookId) => ({ type: 'webhook', webhookId }));
  const body: AlertInput = {
    // Desired alerts are of the file's kinds (a live one of another kind is never written back as it is).
    source: want.source as AlertSource,
    threshold: want.threshold,
    thresholdType: want.thresholdType,
    interval: want.interval,
    name: want.name,
    message: withMarker(want.message, scope),
    note: want.note,
    numConsecutiveWindows: want.numConsecutiveWindows,
    scheduleStartAt: want.scheduleStartAt,
  };
  if (want.source === 'tile') {
    body.dashboardId = want.dashboardId ?? undefined;
    body.tileId = want.tileId ?? undefined;
  } else if (want.source === 'inline') {
    // What the live chart holds and the file does not state is kept (a PUT replaces the chart).
    body.chartConfig = chartOfWrite(live?.source === 'inline' ? live.chartConfig : undefined, want);
  } else {
    body.savedSearchId = want.savedSearchId ?? undefined;
    body.groupBy = want.groupBy;
  }
  if (want.thresholdMax !== null) body.thresholdMax = want.thresholdMax;
  if (want.scheduleOffsetMinutes !== 0) body.scheduleOffsetMinutes = want.scheduleOffsetMinutes;
  if (want.displayName !== null) body.displayName = want.displayName;
  // The tags as the alert holds them when they are the same set: a write changes no order either.
  if (want.tags !== null) body.tags = live && sameSet(live.tags, want.tags) ? live.tags : want.tags;
  if (want.detectionMode !== null) body.detectionMode = want.detectionMode;
  if (want.anomalyConfig !== null) body.anomalyConfig = want.anomalyConfig;
  if (!live) return withChannels(body, wanted, singleChannel);
  // The live channels as the server answered them (a single-channel server: its `channel`).
  // A single-channel server holds the one channel the file states: nothing of another kind is kept beside it.
  const answered: unknown[] = Array.isArray(live.channels) ? live.channels : live.channel ? [live.channel] : [];
  const liveChannels = singleChannel ? answered.filter((c) => isJson(c) && c.type === 'webhook') : answered;
  const carried = carry({ ...live, channels: liveChannels }, { ...body, channels: wanted }, ALERT_MODEL).value as unknown as AlertInput;
  return withChannels(carried, carried.channels ?? wanted, singleChannel);
}

/** `channels` and `channel = channels[0]`, or `channel` alone. */
function withChannels(body: AlertInput, channels: AlertChannel[], singleChannel: boolean): AlertInput {
  const { channel: _c, channels: _cs, ...rest } = body;
  return singleChannel ? { ...rest, channel: channels[0] } : { ...rest, channel: channels[0], channels };
}

/** An inline alert's chart as a write sends it: the file's over the live one's (src/alerts/inline.ts). */
export function chartOfWrite(liveChart: unknown, want: Comparable): Json {
  return carryChart(liveChart, want.chartConfig ?? {}) as Json;
}

export function isoOrNull(v: unknown): string | null {
  if (typeof v !== 'string' || v === '') return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? v : new Date(t).toISOString();
}

function emptyToNull(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

function numOrNull(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
