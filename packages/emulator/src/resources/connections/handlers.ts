// Connections (docs/contract.md §13, self-hosted only; HyperDX api 2.36 v2/connections.ts): `password`
// is write-only and kept by a PUT that omits it or sends ""; a PUT's `hyperdxSettingPrefix` "" or null
// clears it, and what a PUT leaves out stays; 404 and 403 are text (docs/contract.md §4.2).
import { isObjectId } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { ConnectionRecord } from '../../core/state/records.ts';
import {
  fail,
  idIssues,
  invalidId,
  partsFailed,
  removeWhere,
  validationFailed,
  type TeamContext,
  type TeamRequest,
  type TeamResult,
} from '../../core/team-result.ts';
import { Checker, type Issue } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

type Parsed = Pick<ConnectionRecord, 'name' | 'host' | 'username' | 'password' | 'hyperdxSettingPrefix' | 'isPrometheusEndpoint'>;

/**
 * ConnectionSchema without `id` (common-utils types.ts): plain strings, an optional password, a
 * prefix of letters, digits and underscores (a PUT may also send "" to clear it), an optional flag.
 */
function parse(input: unknown, update: boolean): { value?: Parsed; issues: Issue[] } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const name = c.string('name', raw.name);
  const host = c.string('host', raw.host);
  const username = c.string('username', raw.username);
  const password = c.string('password', raw.password, { optional: true });
  const prefix = c.string('hyperdxSettingPrefix', raw.hyperdxSettingPrefix, { optional: true, nullable: true });
  if (typeof prefix === 'string' && !/^[a-z0-9_]+$/i.test(prefix) && !(update && prefix === '')) c.add('hyperdxSettingPrefix', 'Invalid');
  const prometheus = c.boolean('isPrometheusEndpoint', raw.isPrometheusEndpoint);
  if (!c.ok) return { issues: c.issues };
  const value: Parsed = { name: must(name, 'name'), host: must(host, 'host'), username: must(username, 'username') };
  if (password != null) value.password = password;
  if (prefix !== undefined) value.hyperdxSettingPrefix = prefix;
  if (prometheus !== undefined) value.isPrometheusEndpoint = prometheus;
  return { value, issues: [] };
}

export function renderConnection(k: ConnectionRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { id: k.id, name: k.name, host: k.host, username: k.username };
  if (k.hyperdxSettingPrefix) out.hyperdxSettingPrefix = k.hyperdxSettingPrefix;
  if (k.isPrometheusEndpoint !== undefined) out.isPrometheusEndpoint = k.isPrometheusEndpoint;
  out.createdAt = k.createdAt;
  out.updatedAt = k.updatedAt;
  return out;
}

const notFound = (): TeamResult => fail(404, 'Connection not found', 'Not Found');

/** Whether the stored record passes the external schema (a seeded or legacy one may not). */
function serializable(k: ConnectionRecord): boolean {
  const strings = [k.name, k.host, k.username].every((v) => typeof v === 'string');
  const prefix = k.hyperdxSettingPrefix == null || (typeof k.hyperdxSettingPrefix === 'string' && /^[a-z0-9_]+$/i.test(k.hyperdxSettingPrefix));
  return strings && prefix && (k.isPrometheusEndpoint === undefined || typeof k.isPrometheusEndpoint === 'boolean');
}

/** A record the external schema refuses is skipped and counted in `meta` (the list never fails as a whole). */
export function listConnections(ctx: TeamContext): TeamResult {
  const skippedIds = ctx.team.connections.filter((k) => !serializable(k)).map((k) => k.id);
  const data = ctx.team.connections.filter(serializable).map(renderConnection);
  return skippedIds.length ? { kind: 'plain', body: { data, meta: { skipped: skippedIds.length, skippedIds } } } : { kind: 'data', data };
}

export function getConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const k = ctx.team.connections.find((x) => x.id === req.id);
  if (!k) return notFound();
  return serializable(k) ? { kind: 'data', data: renderConnection(k) } : fail(500, 'Something went wrong :(');
}

export function createConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parse(req.body, false);
  if (!value) return validationFailed('Body', issues);
  const now = iso(ctx.now());
  // No password is stored as "" (the route's default); a null prefix is not stored.
  const record: ConnectionRecord = { ...value, password: value.password ?? '', id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  if (record.hyperdxSettingPrefix == null) delete record.hyperdxSettingPrefix;
  ctx.team.connections.push(record);
  return { kind: 'data', data: renderConnection(record) };
}

/** A `$set` of what the body holds: an empty or missing password keeps the stored one, "" or null clears the prefix. */
export function updateConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parse(req.body, true);
  const refused = partsFailed(issues, idIssues(req.id));
  if (refused || !value) return refused ?? fail(400, 'Body validation failed');
  const record = ctx.team.connections.find((x) => x.id === req.id);
  if (!record) return notFound();
  const { hyperdxSettingPrefix: prefix, password, ...rest } = value;
  Object.assign(record, rest, { updatedAt: iso(ctx.now()) });
  if (password) record.password = password;
  if (prefix) record.hyperdxSettingPrefix = prefix;
  else if (prefix !== undefined) delete record.hyperdxSettingPrefix;
  return { kind: 'data', data: renderConnection(record) };
}

export function deleteConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.connections, (k) => k.id === req.id) === 0) return notFound();
  return { kind: 'deleted' };
}
