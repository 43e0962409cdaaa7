import type { Alert, AlertChannel, AlertInput } from '../api/types.js';
import { isRangeThreshold } from './fields.js';
import { carry } from './inline.js';
import { splitMarker, withMarker } from './marker.js';
import type { Comparable } from './model.js';

/** A live alert in comparable form, plus the scope of its marker (undefined: not managed by us). */
export function fromServer(alert: Alert): { value: Comparable; scope?: string } {
  const { text, scope } = splitMarker(alert.message);
  const tile = alert.source === 'tile';
  const inline = alert.source === 'inline';
  const search = !tile && !inline;
  const value: Comparable = {
    name: emptyToNull(alert.name),
    source: tile ? 'tile' : inline ? 'inline' : 'saved_search',
    dashboardId: tile ? (alert.dashboardId ?? null) : null,
    tileId: tile ? (alert.tileId ?? null) : null,
    savedSearchId: search ? (alert.savedSearchId ?? null) : null,
    groupBy: search ? emptyToNull(alert.groupBy) : null,
    // The list leaves it out: a live inline alert is read by id before it is compared (kind.ts).
    chartConfig: inline && isObject(alert.chartConfig) ? alert.chartConfig : null,
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
  };
  return { value, scope };
}

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
 * The complete body for POST and PUT. PUT replaces the alert, so every field the file controls is
 * sent, nulls included; `scheduleStartAt` is sent as null because omitting it keeps the old value.
 * `channels` plus `channel = channels[0]` is what api ≥2.36 expects and older servers read `channel`;
 * a `singleChannel` server gets `channel` alone (the managed gateway refuses a `channels` key).
 */
export function toBody(want: Comparable, scope: string, singleChannel = false, live?: Comparable): AlertInput {
  const channels: AlertChannel[] = want.channels.map((webhookId) => ({ type: 'webhook', webhookId }));
  const body: AlertInput = {
    source: want.source,
    threshold: want.threshold,
    thresholdType: want.thresholdType,
    interval: want.interval,
    channel: channels[0],
    name: want.name,
    message: withMarker(want.message, scope),
    note: want.note,
    numConsecutiveWindows: want.numConsecutiveWindows,
    scheduleStartAt: want.scheduleStartAt,
  };
  if (!singleChannel) body.channels = channels;
  if (want.source === 'tile') {
    body.dashboardId = want.dashboardId ?? undefined;
    body.tileId = want.tileId ?? undefined;
  } else if (want.source === 'inline') {
    // What the live chart holds and the file does not state is kept (a PUT replaces the chart).
    body.chartConfig = chartOfWrite(live, want);
  } else {
    body.savedSearchId = want.savedSearchId ?? undefined;
    body.groupBy = want.groupBy;
  }
  if (want.thresholdMax !== null) body.thresholdMax = want.thresholdMax;
  if (want.scheduleOffsetMinutes !== 0) body.scheduleOffsetMinutes = want.scheduleOffsetMinutes;
  return body;
}

/** An inline alert's chart as a write sends it: the file's over the live one's. */
export function chartOfWrite(live: Comparable | undefined, want: Comparable): Record<string, unknown> {
  return carry(live?.source === 'inline' ? live.chartConfig : undefined, want.chartConfig ?? {}) as Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
