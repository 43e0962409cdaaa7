// Alerts (docs/contract.md §8): body validation, team cross-checks, replace-on-PUT and the response of docs/contract.md §8.2.
import { isObjectId } from './ids.ts';
import { iso, type AlertRecord, type Channel, type TeamState } from './state.ts';
import { fail, invalidId, paginated, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { isAlertable } from './tile-config.ts';
import { Checker } from './validate.ts';

const THRESHOLD_TYPES = ['above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'] as const;
const INTERVAL_MINUTES: Record<string, number> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '6h': 360, '12h': 720, '1d': 1440 };
const INTERVALS = Object.keys(INTERVAL_MINUTES);
const YEAR_MS = 365 * 24 * 3600 * 1000;

interface ParsedAlert {
  source: 'tile' | 'saved_search';
  dashboardId?: string;
  tileId?: string;
  savedSearchId?: string;
  groupBy?: string | null;
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

function checkChannel(c: Checker, path: string, raw: unknown, email: boolean): Channel | undefined {
  const ch = c.object(path, raw);
  if (!ch) return undefined;
  if (email && ch.type === 'email') {
    const recipients = c.array(`${path}.emailRecipients`, ch.emailRecipients, { min: 1 });
    recipients?.forEach((r, i) => c.string(`${path}.emailRecipients.${i}`, r, { min: 1 }));
    return recipients ? { type: 'email', emailRecipients: recipients as string[] } : undefined;
  }
  if (ch.type !== 'webhook') {
    c.add(`${path}.type`, `Invalid discriminator value. Expected ${email ? "'email' | 'webhook'" : "'webhook'"}`);
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

const sameChannel = (a: Channel, b: Channel) => a.type === b.type && a.webhookId === b.webhookId;

/**
 * Schema validation; messages follow zod where the notes give them, ours (documented) elsewhere.
 * `ctx.singleChannel`: the schema has no `channels` (self-hosted before api 2.36, and the managed
 * service); `ctx.managed`: a channel may be an email one.
 */
function parseAlertBody(ctx: TeamContext, input: unknown): { value?: ParsedAlert; issues: Checker['issues'] } {
  const now = ctx.now();
  const singleChannel = ctx.singleChannel === true;
  const email = ctx.managed === true;
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const channel = raw.channel === undefined ? undefined : checkChannel(c, 'channel', raw.channel, email);
  // Without `channels` in the schema, zod drops that unknown key and `channel` is required.
  if (singleChannel && raw.channel === undefined) c.add('channel', 'Required');
  const channelList = singleChannel ? undefined : c.array('channels', raw.channels, { optional: true, min: 1, max: 10 });
  const channels = channelList?.map((x, i) => checkChannel(c, `channels.${i}`, x, email));
  const interval = c.enumOf('interval', raw.interval, INTERVALS);
  const offset = c.number('scheduleOffsetMinutes', raw.scheduleOffsetMinutes, { optional: true, int: true, min: 0, max: 1439 });
  let startAt = c.string('scheduleStartAt', raw.scheduleStartAt, { optional: true, nullable: true });
  if (typeof startAt === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(startAt) || Number.isNaN(Date.parse(startAt))) {
      c.add('scheduleStartAt', 'Invalid datetime');
      startAt = undefined;
    }
  }
  const threshold = c.number('threshold', raw.threshold);
  const thresholdMax = c.number('thresholdMax', raw.thresholdMax, { optional: true });
  const thresholdType = c.enumOf('thresholdType', raw.thresholdType, THRESHOLD_TYPES);
  const name = c.string('name', raw.name, { optional: true, nullable: true, min: 1, max: 512 });
  const message = c.string('message', raw.message, { optional: true, nullable: true, min: 1, max: 4096 });
  const note = c.string('note', raw.note, { optional: true, nullable: true, min: 1, max: 4096 });
  const ncw = c.number('numConsecutiveWindows', raw.numConsecutiveWindows, { optional: true, nullable: true, int: true, min: 1 });

  // `source` declares a default but the per-source branch validates the raw input, so a missing
  // source fails the union with a bare "Invalid input" (docs/contract.md §8.1).
  const source = raw.source;
  let refs: Partial<ParsedAlert> = {};
  if (source === 'tile') {
    refs = {
      dashboardId: c.string('dashboardId', raw.dashboardId, { min: 1 }) ?? undefined,
      tileId: c.string('tileId', raw.tileId, { min: 1 }) ?? undefined,
    };
  } else if (source === 'saved_search') {
    refs = { savedSearchId: c.string('savedSearchId', raw.savedSearchId, { min: 1 }) ?? undefined };
    const groupBy = c.string('groupBy', raw.groupBy, { optional: true, nullable: true });
    if (groupBy !== undefined) refs.groupBy = groupBy;
  } else {
    c.add('', 'Invalid input');
  }
  if (!c.ok) return { issues: c.issues };

  // Refinements (run only once the shape is valid, like zod's superRefine).
  if (!channel && !channels) c.add('', 'Provide either "channel" or "channels"');
  if (channel && channels && !sameChannel(channel, channels[0]!)) {
    c.add('', 'When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"');
  }
  if (channels && channels.some((x, i) => channels.findIndex((y) => sameChannel(x!, y!)) !== i)) {
    c.add('channels', 'Duplicate notification channels are not allowed');
  }
  if (thresholdType === 'between' || thresholdType === 'not_between') {
    if (thresholdMax == null) c.add('thresholdMax', 'thresholdMax is required for between and not_between thresholds');
    else if (thresholdMax < threshold!) c.add('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
  }
  if (offset != null && offset > 0) {
    if (offset >= INTERVAL_MINUTES[interval!]!) c.add('scheduleOffsetMinutes', 'scheduleOffsetMinutes must be less than the alert interval in minutes');
    if (typeof startAt === 'string') c.add('scheduleOffsetMinutes', 'scheduleOffsetMinutes must be 0 when scheduleStartAt is set');
  }
  if (typeof startAt === 'string') {
    const t = Date.parse(startAt);
    if (t > now + YEAR_MS) c.add('scheduleStartAt', 'scheduleStartAt must be within 1 year in the future');
    if (t < now - 10 * YEAR_MS) c.add('scheduleStartAt', 'scheduleStartAt must be within 10 years in the past');
  }
  if (!c.ok) return { issues: c.issues };

  const value: ParsedAlert = {
    source: source as ParsedAlert['source'],
    ...refs,
    threshold: threshold!,
    thresholdType: thresholdType!,
    interval: interval!,
    channels: (channels as Channel[] | undefined) ?? [channel!],
  };
  if (thresholdMax != null) value.thresholdMax = thresholdMax;
  if (offset != null) value.scheduleOffsetMinutes = offset;
  if (startAt !== undefined) value.scheduleStartAt = startAt === null ? null : new Date(startAt).toISOString();
  if (name !== undefined) value.name = name;
  if (message !== undefined) value.message = message;
  if (note !== undefined) value.note = note;
  if (ncw !== undefined) value.numConsecutiveWindows = ncw;
  return { value, issues: [] };
}

/** Controller checks after the schema (400 `{message}`, docs/contract.md §4.2 / §8.1). */
function crossCheck(team: TeamState, a: ParsedAlert): string | undefined {
  if (a.source === 'tile') {
    if (!isObjectId(a.dashboardId)) return 'Invalid dashboard ID';
    const dashboard = team.dashboards.find((d) => d.id === a.dashboardId);
    if (!dashboard) return 'Dashboard not found';
    const tile = dashboard.tiles.find((t) => t.id === a.tileId);
    if (!tile) return 'Tile not found';
    if (tile.config.configType === 'sql' && !isAlertable(tile.config)) {
      return 'Alerts on Raw SQL tiles are only supported for Line, Stacked Bar, or Number display types';
    }
  } else {
    if (!isObjectId(a.savedSearchId)) return 'Invalid saved search ID';
    if (!team.savedSearches.some((s) => s.id === a.savedSearchId)) return 'Saved search not found';
  }
  for (const ch of a.channels) {
    if (ch.type === 'email') continue;
    if (!isObjectId(ch.webhookId)) return 'Invalid webhook ID';
    if (!team.webhooks.some((w) => w.id === ch.webhookId)) return 'Webhook not found';
  }
  return undefined;
}

/** Response shape (docs/contract.md §8.2): note/numConsecutiveWindows always present; channel = channels[0]. */
function renderAlert(a: AlertRecord, singleChannel = false): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.id,
    name: a.name ?? null,
    message: a.message ?? null,
    note: a.note ?? null,
    threshold: a.threshold,
  };
  if (a.thresholdMax !== undefined) out.thresholdMax = a.thresholdMax;
  out.interval = a.interval;
  if (a.scheduleOffsetMinutes !== undefined) out.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
  if (a.scheduleStartAt !== undefined) out.scheduleStartAt = a.scheduleStartAt;
  out.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
  out.thresholdType = a.thresholdType;
  out.source = a.source;
  out.state = a.state;
  if (a.channels.length > 0) {
    out.channel = { ...a.channels[0] };
    if (!singleChannel) out.channels = a.channels.map((c) => ({ ...c }));
  }
  out.teamId = a.teamId;
  if (a.source === 'tile') {
    out.tileId = a.tileId;
    out.dashboardId = a.dashboardId;
  } else {
    out.savedSearchId = a.savedSearchId;
    if (a.groupBy !== undefined) out.groupBy = a.groupBy;
  }
  if (a.silenced) out.silenced = a.silenced;
  if (a.executionErrors) out.executionErrors = a.executionErrors;
  out.createdAt = a.createdAt;
  out.updatedAt = a.updatedAt;
  return out;
}

function applyParsed(record: AlertRecord, a: ParsedAlert, isUpdate: boolean): void {
  record.source = a.source;
  // Switching source clears the other kind's references (docs/contract.md §8.1).
  delete record.dashboardId;
  delete record.tileId;
  delete record.savedSearchId;
  delete record.groupBy;
  if (a.source === 'tile') {
    record.dashboardId = a.dashboardId;
    record.tileId = a.tileId;
  } else {
    record.savedSearchId = a.savedSearchId;
    if (a.groupBy !== undefined) record.groupBy = a.groupBy;
    else if (isUpdate) record.groupBy = null;
  }
  record.threshold = a.threshold;
  if (a.thresholdMax !== undefined) record.thresholdMax = a.thresholdMax;
  else delete record.thresholdMax;
  record.thresholdType = a.thresholdType;
  record.interval = a.interval;
  // scheduleStartAt omitted on PUT keeps the previous value; setting it forces the offset to 0.
  if (a.scheduleStartAt !== undefined) record.scheduleStartAt = a.scheduleStartAt;
  if (typeof a.scheduleStartAt === 'string') record.scheduleOffsetMinutes = 0;
  else if (a.scheduleOffsetMinutes !== undefined) record.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
  else delete record.scheduleOffsetMinutes;
  record.channels = a.channels;
  record.name = a.name ?? null;
  record.message = a.message ?? null;
  record.note = a.note ?? null;
  record.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
}

const notFound = (): TeamResult => fail(404, 'Alert not found');

export function listAlerts(ctx: TeamContext, req: TeamRequest): TeamResult {
  return paginated(ctx, req.query, ctx.team.alerts, (a) => renderAlert(a, ctx.singleChannel));
}

export function getAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const alert = ctx.team.alerts.find((a) => a.id === req.id);
  return alert ? { kind: 'data', data: renderAlert(alert, ctx.singleChannel) } : notFound();
}

export function createAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseAlertBody(ctx, req.body);
  if (!value) return validationFailed('Body', issues);
  const problem = crossCheck(ctx.team, value);
  if (problem) return fail(400, problem);
  const now = iso(ctx.now());
  const record: AlertRecord = {
    id: ctx.ids.objectId(),
    teamId: ctx.team.id,
    state: 'OK',
    createdAt: now,
    updatedAt: now,
  } as AlertRecord;
  applyParsed(record, value, false);
  ctx.team.alerts.push(record);
  return { kind: 'data', data: renderAlert(record, ctx.singleChannel) };
}

export function updateAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const { value, issues } = parseAlertBody(ctx, req.body);
  if (!value) return validationFailed('Body', issues);
  const record = ctx.team.alerts.find((a) => a.id === req.id);
  if (!record) return notFound();
  const problem = crossCheck(ctx.team, value);
  if (problem) return fail(400, problem);
  applyParsed(record, value, true);
  record.updatedAt = iso(ctx.now());
  return { kind: 'data', data: renderAlert(record, ctx.singleChannel) };
}

export function deleteAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const index = ctx.team.alerts.findIndex((a) => a.id === req.id);
  if (index < 0) return notFound(); // api ≥ 2.30: 404 JSON (docs/contract.md §6)
  ctx.team.alerts.splice(index, 1);
  return { kind: 'deleted' };
}
