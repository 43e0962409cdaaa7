// Connections (docs/contract.md §13, self-hosted only): `password` is write-only and kept by a PUT that
// omits it; `hyperdxSettingPrefix` "" or null clears it; 404 and 403 are text (docs/contract.md §4.2).
import { isObjectId } from './ids.ts';
import { iso, type ConnectionRecord } from './state.ts';
import { fail, invalidId, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { Checker } from './validate.ts';

type Parsed = Pick<ConnectionRecord, 'name' | 'host' | 'username' | 'password' | 'hyperdxSettingPrefix' | 'isPrometheusEndpoint'>;

function parse(input: unknown): { value?: Parsed; error?: TeamResult } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { error: validationFailed('Body', c.issues) };
  const name = c.string('name', raw.name, { min: 1 });
  const host = c.string('host', raw.host, { min: 1 });
  const username = c.string('username', raw.username);
  const password = c.string('password', raw.password, { optional: true });
  const prefix = c.string('hyperdxSettingPrefix', raw.hyperdxSettingPrefix, { optional: true, nullable: true });
  // The rule (letters, digits, underscore) is on record; the message is ours.
  if (typeof prefix === 'string' && !/^[A-Za-z0-9_]*$/.test(prefix)) c.add('hyperdxSettingPrefix', 'Invalid');
  const prometheus = c.boolean('isPrometheusEndpoint', raw.isPrometheusEndpoint);
  if (!c.ok) return { error: validationFailed('Body', c.issues) };
  const value: Parsed = { name: name!, host: host!, username: username! };
  if (password != null) value.password = password;
  if (prefix !== undefined) value.hyperdxSettingPrefix = prefix || null;
  if (prometheus !== undefined) value.isPrometheusEndpoint = prometheus;
  return { value };
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

export function listConnections(ctx: TeamContext): TeamResult {
  return { kind: 'data', data: ctx.team.connections.map(renderConnection) };
}

export function getConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const k = ctx.team.connections.find((x) => x.id === req.id);
  return k ? { kind: 'data', data: renderConnection(k) } : notFound();
}

export function createConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, error } = parse(req.body);
  if (error) return error;
  const now = iso(ctx.now());
  const record: ConnectionRecord = { ...value!, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  if (record.hyperdxSettingPrefix === null) delete record.hyperdxSettingPrefix;
  ctx.team.connections.push(record);
  return { kind: 'data', data: renderConnection(record) };
}

export function updateConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const { value, error } = parse(req.body);
  if (error) return error;
  const record = ctx.team.connections.find((x) => x.id === req.id);
  if (!record) return notFound();
  const password = value!.password ?? record.password;
  const prefix = value!.hyperdxSettingPrefix === undefined ? record.hyperdxSettingPrefix : value!.hyperdxSettingPrefix;
  delete record.isPrometheusEndpoint;
  Object.assign(record, value, { updatedAt: iso(ctx.now()) });
  if (password !== undefined) record.password = password;
  if (prefix) record.hyperdxSettingPrefix = prefix;
  else delete record.hyperdxSettingPrefix;
  return { kind: 'data', data: renderConnection(record) };
}

export function deleteConnection(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.connections, (k) => k.id === req.id) === 0) return notFound();
  return { kind: 'deleted' };
}
