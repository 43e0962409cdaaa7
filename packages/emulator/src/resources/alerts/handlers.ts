// Alerts (docs/contract.md §8): list, get, create, replace-on-PUT, delete, and today's silences. The
// body is body.ts, the team checks checks.ts, the answer render.ts.
import { isObjectId } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { AlertRecord } from '../../core/state/records.ts';
import { bodyAndIdFailed, fail, invalidId, paginated, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from '../../core/team-result.ts';
import { Checker } from '../../core/validate.ts';
import { isDatetime, parseAlertBody, type ParsedAlert } from './body.ts';
import { crossCheck } from './checks.ts';
import { derivedDisplay, renderAlert } from './render.ts';

/**
 * What a create or update writes. Like upstream's update (a Mongo `$set` of the built fields, where
 * an undefined field is left out): `thresholdMax`, `scheduleStartAt` and `scheduleOffsetMinutes`
 * keep their stored values when omitted; name, message, note, numConsecutiveWindows and the other
 * sources' references (an inline alert's chart among them) are cleared. A given `scheduleStartAt`
 * forces the offset to 0, and so does clearing it (null) without an offset. Today's servers also
 * write `displayName` and `tags` — as given, or derived, never the previous value (hyperdx #3065) —
 * and on managed `detectionMode`, `threshold` when not given (terraform-provider-clickhouse #715).
 */
function applyParsed(ctx: TeamContext, record: AlertRecord, a: ParsedAlert): void {
  record.source = a.source;
  delete record.dashboardId;
  delete record.tileId;
  delete record.savedSearchId;
  delete record.groupBy;
  delete record.chartConfig;
  if (a.source === 'tile') {
    record.dashboardId = a.dashboardId;
    record.tileId = a.tileId;
  } else if (a.source === 'inline') {
    record.chartConfig = a.chartConfig;
  } else {
    record.savedSearchId = a.savedSearchId;
    record.groupBy = a.groupBy ?? null;
  }
  record.threshold = a.threshold;
  if (a.thresholdMax !== undefined) record.thresholdMax = a.thresholdMax;
  record.thresholdType = a.thresholdType;
  record.interval = a.interval;
  if (a.scheduleStartAt !== undefined) {
    record.scheduleStartAt = a.scheduleStartAt;
    record.scheduleOffsetMinutes = a.scheduleStartAt === null ? (a.scheduleOffsetMinutes ?? 0) : 0;
  } else if (a.scheduleOffsetMinutes !== undefined) record.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
  record.channels = a.channels;
  record.name = a.name ?? null;
  record.message = a.message ?? null;
  record.note = a.note ?? null;
  record.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
  if (ctx.features.alertDisplayFields && ctx.managed !== true) {
    const derived = derivedDisplay(ctx.team, record);
    record.displayName = a.displayName ?? derived.displayName;
    record.tags = [...(a.tags ?? derived.tags)];
  }
  if (a.detectionMode !== undefined) {
    record.detectionMode = a.detectionMode;
    if (a.anomalyConfig) record.anomalyConfig = a.anomalyConfig;
    else delete record.anomalyConfig;
  }
}

const notFound = (): TeamResult => fail(404, 'Alert not found');

export function listAlerts(ctx: TeamContext, req: TeamRequest): TeamResult {
  return paginated(ctx, req.query, ctx.team.alerts, (a) => renderAlert(ctx, a, { single: false }));
}

export function getAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const alert = ctx.team.alerts.find((a) => a.id === req.id);
  return alert ? { kind: 'data', data: renderAlert(ctx, alert, { single: true }) } : notFound();
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
  // The create records its author (makeAlert's `createdBy`); an update never changes it.
  if (ctx.actor !== undefined) record.createdBy = ctx.actor;
  applyParsed(ctx, record, value);
  ctx.team.alerts.push(record);
  return { kind: 'data', data: renderAlert(ctx, record, { single: true }) };
}

// PUT: the body and the id are validated together (one message), then the references, then the
// alert is looked up: a PUT naming a missing dashboard answers 400 even for an unknown alert.
export function updateAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseAlertBody(ctx, req.body);
  if (!value || !isObjectId(req.id)) return bodyAndIdFailed(value ? [] : issues, req.id);
  const problem = crossCheck(ctx.team, value);
  if (problem) return fail(400, problem);
  const record = ctx.team.alerts.find((a) => a.id === req.id);
  if (!record) return notFound();
  applyParsed(ctx, record, value);
  record.updatedAt = iso(ctx.now());
  return { kind: 'data', data: renderAlert(ctx, record, { single: true }) };
}

export function deleteAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const index = ctx.team.alerts.findIndex((a) => a.id === req.id);
  if (index < 0) return notFound(); // api ≥ 2.30: 404 JSON (docs/contract.md §6)
  ctx.team.alerts.splice(index, 1);
  return { kind: 'deleted' };
}

/**
 * `POST …/alerts/{id}/silenced` `{mutedUntil}` (today's servers): the body's rules are the UI's own
 * silence route's (a zod datetime in the future), validated with the id; the alert answers, its
 * `silenced` now `{by, at, until}` — `by` the caller, as the v2 mapper answers it.
 */
export function silenceAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  const c = new Checker();
  const body = c.object('', req.body);
  if (body) {
    const until = c.string('mutedUntil', body.mutedUntil);
    if (typeof until === 'string') {
      if (!isDatetime(until)) c.add('mutedUntil', 'Invalid datetime');
      else if (!(Date.parse(until) > ctx.now())) c.add('mutedUntil', 'mutedUntil must be in the future');
    }
  }
  if (!c.ok || !isObjectId(req.id)) return bodyAndIdFailed(c.issues, req.id);
  const record = ctx.team.alerts.find((a) => a.id === req.id);
  if (!record) return notFound();
  const now = iso(ctx.now());
  record.silenced = { ...(ctx.actor !== undefined ? { by: ctx.actor } : {}), at: now, until: new Date(String(body?.mutedUntil)).toISOString() };
  record.updatedAt = now;
  return { kind: 'data', data: renderAlert(ctx, record, { single: true }) };
}

/** `DELETE …/alerts/{id}/silenced`: the silence is cleared (none is no error); the alert answers. */
export function unsilenceAlert(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const record = ctx.team.alerts.find((a) => a.id === req.id);
  if (!record) return notFound();
  delete record.silenced;
  record.updatedAt = iso(ctx.now());
  return { kind: 'data', data: renderAlert(ctx, record, { single: true }) };
}
