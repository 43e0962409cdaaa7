// Webhooks (docs/contract.md §11): paginated list, `url` returned, headers/queryParams write-only, no GET by
// id, delete refused (409) while an alert's legacy `channel` (= channels[0]) references it.
import { isObjectId } from './ids.ts';
import { iso, type WebhookRecord } from './state.ts';
import { fail, invalidId, paginated, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { Checker, isRecord, typeOf } from './validate.ts';

const SERVICES = ['slack', 'incidentio', 'generic'] as const;

interface ParsedWebhook {
  name: string;
  service: WebhookRecord['service'];
  url: string;
  description?: string;
  body?: string;
  headers?: Record<string, string>;
  queryParams?: Record<string, string>;
}

/** Private/loopback/link-local/CGNAT hosts are refused like the real server does by default (docs/contract.md §11). */
function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '::' || h.startsWith('fe80:') || h.startsWith('fc') || h.startsWith('fd')) {
    return h.includes(':') || h.includes('localhost');
  }
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

function checkStringMap(c: Checker, path: string, v: unknown): Record<string, string> | undefined {
  if (v === undefined) return undefined;
  if (!isRecord(v)) {
    c.add(path, `Expected object, received ${typeOf(v)}`);
    return undefined;
  }
  if (Object.keys(v).length > 100) c.add(path, 'At most 100 entries are allowed');
  for (const [k, val] of Object.entries(v)) c.string(`${path}.${k}`, val, { max: 4096 });
  return v as Record<string, string>;
}

function parseWebhook(input: unknown): { value?: ParsedWebhook; error?: TeamResult } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { error: validationFailed('Body', c.issues) };
  const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
  const service = c.enumOf('service', raw.service, SERVICES);
  const url = c.string('url', raw.url, { max: 2048 });
  const description = c.string('description', raw.description, { optional: true, max: 2048 });
  const body = c.string('body', raw.body, { optional: true, max: 16384 });
  const headers = checkStringMap(c, 'headers', raw.headers);
  const queryParams = checkStringMap(c, 'queryParams', raw.queryParams);
  let parsedUrl: URL | undefined;
  if (typeof url === 'string') {
    try {
      parsedUrl = new URL(url);
    } catch {
      c.add('url', 'Invalid url');
    }
  }
  if (!c.ok) return { error: validationFailed('Body', c.issues) };
  // URL rules answer a plain 400 `{message}`; the texts are ours (the notes give only the rules).
  if (parsedUrl!.protocol !== 'https:' && parsedUrl!.protocol !== 'http:') return { error: fail(400, 'Webhook URL must use http or https') };
  if (service === 'slack') {
    const host = parsedUrl!.hostname;
    if (host !== 'slack.com' && !host.endsWith('.slack.com')) return { error: fail(400, 'Slack webhook URL must be on slack.com') };
    if (headers || queryParams || body !== undefined) {
      return { error: fail(400, 'Slack webhooks do not support headers, queryParams or body') };
    }
  }
  if (isPrivateHost(parsedUrl!.hostname)) {
    return { error: fail(400, 'Webhook URL must not point to a private, loopback or reserved address') };
  }
  const value: ParsedWebhook = { name: name!, service: service!, url: url! };
  if (description != null) value.description = description;
  if (body != null) value.body = body;
  if (headers) value.headers = headers;
  if (queryParams) value.queryParams = queryParams;
  return { value };
}

function renderWebhook(w: WebhookRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { id: w.id, name: w.name, service: w.service, url: w.url };
  if (w.description !== undefined) out.description = w.description;
  if (w.service === 'generic' && w.body !== undefined) out.body = w.body;
  out.createdAt = w.createdAt;
  out.updatedAt = w.updatedAt;
  return out;
}

const notFound = (): TeamResult => fail(404, 'Webhook not found');
const duplicate = (): TeamResult => fail(400, 'A webhook with this service and name already exists');

export function listWebhooks(ctx: TeamContext, req: TeamRequest): TeamResult {
  return paginated(ctx, req.query, ctx.team.webhooks, renderWebhook);
}

export function createWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, error } = parseWebhook(req.body);
  if (error) return error;
  if (ctx.team.webhooks.some((w) => w.service === value!.service && w.name === value!.name)) return duplicate();
  const now = iso(ctx.now());
  const record: WebhookRecord = { ...value!, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  ctx.team.webhooks.push(record);
  return { kind: 'data', data: renderWebhook(record) };
}

export function updateWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const { value, error } = parseWebhook(req.body);
  if (error) return error;
  const record = ctx.team.webhooks.find((w) => w.id === req.id);
  if (!record) return notFound();
  if (ctx.team.webhooks.some((w) => w.id !== record.id && w.service === value!.service && w.name === value!.name)) return duplicate();
  // Full replace; headers/queryParams kept when omitted unless the destination changed (docs/contract.md §11).
  const destinationChanged = record.url !== value!.url || record.service !== value!.service;
  const headers = value!.headers ?? (destinationChanged ? undefined : record.headers);
  const queryParams = value!.queryParams ?? (destinationChanged ? undefined : record.queryParams);
  delete record.description;
  delete record.body;
  delete record.headers;
  delete record.queryParams;
  Object.assign(record, value, { updatedAt: iso(ctx.now()) });
  if (headers && Object.keys(headers).length) record.headers = headers;
  else delete record.headers;
  if (queryParams && Object.keys(queryParams).length) record.queryParams = queryParams;
  else delete record.queryParams;
  return { kind: 'data', data: renderWebhook(record) };
}

export function deleteWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (!ctx.team.webhooks.some((w) => w.id === req.id)) return notFound();
  // The guard only looks at the legacy single channel (docs/contract.md §8.3): channels[1+] references are not counted.
  const users = ctx.team.alerts.filter((a) => a.channels[0]?.webhookId === req.id).length;
  if (users > 0) {
    return fail(409, `Cannot delete webhook: ${users} alert(s) still reference it. Update or delete those alerts first.`);
  }
  removeWhere(ctx.team.webhooks, (w) => w.id === req.id);
  return { kind: 'deleted' };
}
