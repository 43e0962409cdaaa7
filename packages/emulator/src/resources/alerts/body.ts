// An alert request body as the server parses it (docs/contract.md §8.1): zod's checks in the
// schema's order, the per-source union (tile, saved search, and today's inline chart), then the
// cross-field refinements. Today's servers add `displayName` and `tags` (self-hosted), and on managed
// several channels, `30s` and anomaly detection (docs/emulator.md "Server versions").
import type { Channel } from '../../core/state/records.ts';
import type { TeamContext } from '../../core/team-result.ts';
import { must } from '../../core/must.ts';
import { Checker, isRecord, type Issue } from '../../core/validate.ts';
import type { Features } from '../../core/versions.ts';
import { parseTileConfig } from '../dashboards/tile-config.ts';

const THRESHOLD_TYPES = ['above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'] as const;
const INTERVAL_MINUTES: Record<string, number> = { '30s': 0.5, '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '6h': 360, '12h': 720, '1d': 1440 };
const YEAR_MS = 365 * 24 * 3600 * 1000;
const DETECTION_MODES = ['threshold', 'anomaly'] as const;

/** `30s` only on managed, and only today (clickhousectl #695); self-hosted keeps the 2.36 list. */
function intervalsOf(ctx: TeamContext): string[] {
  const all = Object.keys(INTERVAL_MINUTES);
  return ctx.managed === true && ctx.features.managedInterval30s ? all : all.filter((i) => i !== '30s');
}

export interface ParsedAlert {
  source: 'tile' | 'saved_search' | 'inline';
  dashboardId?: string;
  tileId?: string;
  savedSearchId?: string;
  groupBy?: string | null;
  chartConfig?: Record<string, unknown>;
  displayName?: string;
  tags?: string[];
  detectionMode?: 'threshold' | 'anomaly';
  anomalyConfig?: Record<string, unknown>;
  threshold: number;
  thresholdMax?: number;
  thresholdType: string;
  interval: string;
  scheduleOffsetMinutes?: number;
  scheduleStartAt?: string | null;
  channels: Channel[];
  name?: string | null;
  message?: string | null;
  note?: string | null;
  numConsecutiveWindows?: number | null;
}

/** The managed schema's channel: a webhook (with its optional routing fields) or an email one. */
function checkManagedChannel(c: Checker, path: string, raw: unknown): Channel | undefined {
  const ch = c.object(path, raw);
  if (!ch) return undefined;
  if (ch.type === 'email') {
    const recipients = c.array(`${path}.emailRecipients`, ch.emailRecipients, { min: 1 });
    recipients?.forEach((r, i) => c.string(`${path}.emailRecipients.${i}`, r, { min: 1 }));
    return recipients ? { type: 'email', emailRecipients: recipients as string[] } : undefined;
  }
  if (ch.type !== 'webhook') {
    c.add(`${path}.type`, "Invalid discriminator value. Expected 'email' | 'webhook'", true);
    return undefined;
  }
  const webhookId = c.string(`${path}.webhookId`, ch.webhookId, { min: 1 });
  c.string(`${path}.webhookService`, ch.webhookService, { optional: true });
  c.string(`${path}.slackChannelId`, ch.slackChannelId, { optional: true });
  c.enumOf(`${path}.severity`, ch.severity, ['critical', 'error', 'warning', 'info'], { optional: true });
  if (typeof webhookId !== 'string') return undefined;
  const out: Channel = { type: 'webhook', webhookId };
  for (const k of ['webhookService', 'slackChannelId', 'severity']) if (typeof ch[k] === 'string') out[k] = ch[k];
  return out;
}

/** Self-hosted `{type: 'webhook', webhookId}`; other keys are dropped (zod strips them). */
function checkWebhookChannel(c: Checker, path: string, raw: unknown): Channel | undefined {
  const ch = c.object(path, raw);
  if (!ch) return undefined;
  if (ch.type !== 'webhook') {
    c.add(`${path}.type`, ch.type === undefined ? 'Required' : 'Invalid literal value, expected "webhook"', true);
  }
  const webhookId = c.string(`${path}.webhookId`, ch.webhookId);
  if (webhookId === '') c.add(`${path}.webhookId`, "Webhook ID can't be empty");
  return ch.type === 'webhook' && typeof webhookId === 'string' ? { type: 'webhook', webhookId } : undefined;
}

/** Channels are told apart by their whole content (upstream hashes the parsed object). */
const channelKey = (ch: Channel): string =>
  JSON.stringify(
    Object.keys(ch)
      .sort()
      .map((k) => [k, ch[k]]),
  );

// zod's `z.string().datetime()`: UTC only (`Z`), seconds and fractions optional.
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?Z$/;

export function isDatetime(s: string): boolean {
  const m = DATETIME.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/**
 * The `tile` / `saved_search` (/ `inline`) half of the schema: a union, so a shape miss is a bare
 * "Invalid input". An inline alert's `chartConfig` is the dashboard tile config, parsed as a tile's
 * is (its problems named under `chartConfig.`, without aborting the union member).
 */
function checkReferences(c: Checker, raw: Record<string, unknown>, features: Features): Partial<ParsedAlert> | undefined {
  const str = (v: unknown) => typeof v === 'string';
  const nullish = (v: unknown) => v === undefined || v === null;
  if (features.inlineAlerts && raw.source === 'inline' && isRecord(raw.chartConfig)) {
    const chartConfig = parseTileConfig(c, 'chartConfig', raw.chartConfig, features);
    return chartConfig ? { chartConfig } : {};
  }
  if (raw.source === 'saved_search' && str(raw.savedSearchId) && (nullish(raw.groupBy) || str(raw.groupBy))) {
    if (raw.savedSearchId === '') c.add('savedSearchId', 'String must contain at least 1 character(s)');
    const refs: Partial<ParsedAlert> = { savedSearchId: raw.savedSearchId };
    if (raw.groupBy !== undefined) refs.groupBy = raw.groupBy;
    return refs;
  }
  if (raw.source === 'tile' && str(raw.tileId) && str(raw.dashboardId)) {
    if (raw.tileId === '') c.add('tileId', 'String must contain at least 1 character(s)');
    if (raw.dashboardId === '') c.add('dashboardId', 'String must contain at least 1 character(s)');
    return { tileId: raw.tileId, dashboardId: raw.dashboardId };
  }
  c.add('', 'Invalid input', true);
  return undefined;
}

/** The tuning of an anomaly alert (terraform-provider-clickhouse #715; the JSON names are ours to infer). */
function checkAnomalyConfig(c: Checker, raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined) return undefined;
  const o = c.object('anomalyConfig', raw);
  if (!o) return undefined;
  const out: Record<string, unknown> = {};
  const keep = (key: string, v: unknown) => {
    if (v !== undefined && v !== null) out[key] = v;
  };
  keep('bucketSizeSeconds', c.number('anomalyConfig.bucketSizeSeconds', o.bucketSizeSeconds, { optional: true, int: true, min: 1 }));
  keep('zScoreThreshold', c.number('anomalyConfig.zScoreThreshold', o.zScoreThreshold, { optional: true, min: 0 }));
  keep('condition', c.enumOf('anomalyConfig.condition', o.condition, ['above', 'below', 'both'], { optional: true }));
  keep('minAbsoluteDelta', c.number('anomalyConfig.minAbsoluteDelta', o.minAbsoluteDelta, { optional: true, min: 0 }));
  keep('nonNegative', c.boolean('anomalyConfig.nonNegative', o.nonNegative));
  keep('maxSeries', c.number('anomalyConfig.maxSeries', o.maxSeries, { optional: true, int: true, min: 1 }));
  keep('baselineLookbackMinutes', c.number('anomalyConfig.baselineLookbackMinutes', o.baselineLookbackMinutes, { optional: true, int: true, min: 1 }));
  return out;
}

/**
 * The alert schema: an object of the common fields (in the schema's order) intersected with the
 * per-source union, then the three cross-field refinements, which run unless a field aborted (a
 * wrong type, a missing key, an enum or union miss). Messages are zod's and upstream's own.
 * `ctx.singleChannel`: the schema has no `channels` (self-hosted before api 2.36, and the managed
 * service before it took several); `ctx.managed`: a channel may be an email one and keeps its
 * routing fields, and `channel` stays required beside `channels` (clickhousectl #719).
 */
export function parseAlertBody(ctx: TeamContext, input: unknown): { value?: ParsedAlert; issues: Issue[] } {
  const now = ctx.now();
  const singleChannel = ctx.singleChannel === true;
  const managed = ctx.managed === true;
  const { features } = ctx;
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const checkChannel = managed ? checkManagedChannel : checkWebhookChannel;
  const channel = raw.channel === undefined ? undefined : checkChannel(c, 'channel', raw.channel);
  // Without `channels` in the schema, zod drops that unknown key and `channel` is required.
  if ((singleChannel || managed) && raw.channel === undefined) c.add('channel', 'Required', true);
  let channels: Array<Channel | undefined> | undefined;
  if (!singleChannel && raw.channels !== undefined) {
    const list = c.array('channels', raw.channels);
    if (list) {
      channels = list.map((x, i) => checkChannel(c, `channels.${i}`, x));
      if (list.length < 1) c.add('channels', 'At least one notification channel is required');
      if (list.length > 10) c.add('channels', 'An alert supports at most 10 notification channels');
    }
  }
  const interval = c.enumOf('interval', raw.interval, intervalsOf(ctx));
  const offset = c.number('scheduleOffsetMinutes', raw.scheduleOffsetMinutes, { optional: true, int: true, min: 0, max: 1439 });
  let startAt: string | null | undefined;
  if (raw.scheduleStartAt === null) startAt = null;
  else if (typeof raw.scheduleStartAt === 'string') {
    startAt = raw.scheduleStartAt;
    if (!isDatetime(startAt)) c.add('scheduleStartAt', 'Invalid datetime');
    const t = Date.parse(startAt);
    if (!(t <= now + YEAR_MS)) c.add('scheduleStartAt', 'scheduleStartAt must be within 1 year from now');
    if (!(t >= now - 10 * YEAR_MS)) c.add('scheduleStartAt', 'scheduleStartAt must be within 10 years in the past');
  } else if (raw.scheduleStartAt !== undefined) c.add('scheduleStartAt', 'Invalid input', true);
  const threshold = c.number('threshold', raw.threshold);
  const thresholdType = c.enumOf('thresholdType', raw.thresholdType, THRESHOLD_TYPES);
  const thresholdMax = c.number('thresholdMax', raw.thresholdMax, { optional: true });
  const sources = features.inlineAlerts ? ['saved_search', 'tile', 'inline'] : ['saved_search', 'tile'];
  if (raw.source !== undefined) c.enumOf('source', raw.source, sources);
  const name = c.string('name', raw.name, { optional: true, nullable: true, min: 1, max: 512 });
  const message = c.string('message', raw.message, { optional: true, nullable: true, min: 1, max: 4096 });
  const note = c.string('note', raw.note, { optional: true, nullable: true, min: 1, max: 4096 });
  const ncw = c.number('numConsecutiveWindows', raw.numConsecutiveWindows, { optional: true, nullable: true, int: true, min: 1 });
  // Today's fields; a server without them drops them as unknown keys.
  const displayFields = features.alertDisplayFields && !managed;
  const displayName = displayFields ? c.string('displayName', raw.displayName, { optional: true, max: 512 }) : undefined;
  const tagList = displayFields ? c.array('tags', raw.tags, { optional: true, max: 50 }) : undefined;
  tagList?.forEach((t, i) => c.string(`tags.${i}`, t, { max: 32 }));
  const anomaly = features.anomalyDetection && managed;
  const detectionMode = anomaly ? c.enumOf('detectionMode', raw.detectionMode, DETECTION_MODES, { optional: true }) : undefined;
  const anomalyConfig = anomaly ? checkAnomalyConfig(c, raw.anomalyConfig) : undefined;
  const refs = checkReferences(c, raw, features);
  if (c.fatal > 0) return { issues: c.issues };

  // Refinements, in upstream's order: channel selection, schedule offset, thresholdMax.
  if (!singleChannel) {
    const list = channels as Channel[] | undefined;
    if (!channel && !list) c.add('channels', 'Provide either "channel" or "channels"');
    else if (channel && list && (list.length === 0 || channelKey(channel) !== channelKey(must(list[0], 'channels[0]')))) {
      c.add('channels', 'When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"');
    } else if (list && new Set(list.map(channelKey)).size !== list.length) {
      c.add('channels', 'Duplicate notification channels are not allowed');
    }
  }
  const minutes = must(INTERVAL_MINUTES[must(interval, 'interval')], 'the minutes of the interval');
  if (startAt != null && (offset ?? 0) > 0) c.add('scheduleOffsetMinutes', 'scheduleOffsetMinutes must be 0 when scheduleStartAt is provided');
  if ((offset ?? 0) >= minutes) c.add('scheduleOffsetMinutes', `scheduleOffsetMinutes must be less than ${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (thresholdType === 'between' || thresholdType === 'not_between') {
    if (thresholdMax == null) c.add('thresholdMax', 'thresholdMax is required for between/not_between threshold types');
    else if (thresholdMax < must(threshold, 'threshold')) c.add('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
  }
  if (anomalyConfig !== undefined && detectionMode !== 'anomaly') c.add('anomalyConfig', 'anomalyConfig is only valid when detectionMode is "anomaly"');
  if (!c.ok) return { issues: c.issues };

  const value: ParsedAlert = {
    source: raw.source as ParsedAlert['source'],
    ...refs,
    threshold: must(threshold, 'threshold'),
    thresholdType: must(thresholdType, 'thresholdType'),
    interval: must(interval, 'interval'),
    channels: (channels as Channel[] | undefined) ?? [must(channel, 'channel')],
  };
  if (thresholdMax != null) value.thresholdMax = thresholdMax;
  if (offset != null) value.scheduleOffsetMinutes = offset;
  if (startAt !== undefined) value.scheduleStartAt = startAt === null ? null : new Date(startAt).toISOString();
  if (name !== undefined) value.name = name;
  if (message !== undefined) value.message = message;
  if (note !== undefined) value.note = note;
  if (ncw !== undefined) value.numConsecutiveWindows = ncw;
  // A blank display name is no display name: the server derives one (hyperdx #3069: "left blank, the server derives the name").
  if (typeof displayName === 'string' && displayName.trim() !== '') value.displayName = displayName;
  if (tagList) value.tags = tagList as string[];
  if (anomaly) {
    // A write without the mode is a threshold alert, whatever it was (terraform-provider-clickhouse #715).
    value.detectionMode = detectionMode ?? 'threshold';
    if (value.detectionMode === 'anomaly' && anomalyConfig) value.anomalyConfig = anomalyConfig;
  }
  return { value, issues: [] };
}
