// Webhooks (docs/contract.md §11): paginated list, `url` returned, headers/queryParams write-only, no GET by
// id, delete refused (409) while an alert's legacy `channel` (= channels[0]) references it.
import { isObjectId } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { WebhookRecord } from '../../core/state/records.ts';
import {
  bodyAndIdFailed,
  fail,
  invalidId,
  paginated,
  removeWhere,
  validationFailed,
  type TeamContext,
  type TeamRequest,
  type TeamResult,
} from '../../core/team-result.ts';
import { Checker, isRecord, typeOf, type Issue } from '../../core/validate.ts';
import { webhookUrlProblem } from './url.ts';
import { must } from '../../core/must.ts';

const SERVICES = ['slack', 'incidentio', 'generic'] as const;
/** Listed by the managed edition only (its read schema has them); the API cannot write them. */
const MANAGED_READ_ONLY = ['slack_api', 'pagerduty_api'] as const;
/** Slack posts a fixed payload to its URL, so these are refused on a slack webhook. */
const SLACK_UNSUPPORTED = ['headers', 'queryParams', 'body'] as const;

interface ParsedWebhook {
  name: string;
  service: (typeof SERVICES)[number];
  url: string;
  description?: string;
  body?: string;
  headers?: Record<string, string>;
  queryParams?: Record<string, string>;
}

// The outbound request carries these verbatim: CR/LF and other control characters would split it.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\r\n\t\x00-\x1F\x7F]/;
const HEADER_TOKEN = /^[!#$%&'*+\-.0-9A-Z^_`a-z|~]+$/;

interface MapRules {
  noun: string;
  maxEntries: number;
  key: (c: Checker, path: string, key: string) => void;
  valueMessage: string;
}

const HEADER_RULES: MapRules = {
  noun: 'headers',
  maxEntries: 100,
  key(c, path, key) {
    if (key.length < 1) c.add(path, 'Header name cannot be empty');
    if (key.length > 256) c.add(path, 'String must contain at most 256 character(s)');
    if (!HEADER_TOKEN.test(key)) c.add(path, "Invalid header name. Only alphanumeric characters and !#$%&'*+-.^_`|~ are allowed");
    if (/^\d/.test(key)) c.add(path, 'Header name cannot start with a number');
  },
  valueMessage: 'Header values cannot contain control characters',
};

const QUERY_RULES: MapRules = {
  noun: 'query parameters',
  maxEntries: 100,
  key(c, path, key) {
    if (key.length < 1) c.add(path, 'Query parameter name cannot be empty');
    if (key.length > 1024) c.add(path, 'String must contain at most 1024 character(s)');
    if (CONTROL.test(key)) c.add(path, 'Query parameter names cannot contain control characters');
  },
  valueMessage: 'Query parameter values cannot contain control characters',
};

/** `z.record(keySchema, valueSchema)` with an entry cap; keys and values are checked at `path.key`. */
function checkStringMap(c: Checker, path: string, v: unknown, rules: MapRules): Record<string, string> | undefined {
  if (v === undefined) return undefined;
  if (!isRecord(v)) {
    c.add(path, `Expected object, received ${typeOf(v)}`, true);
    return undefined;
  }
  const mark = c.fatal;
  for (const [k, val] of Object.entries(v)) {
    const at = `${path}.${k}`;
    rules.key(c, at, k);
    const s = c.string(at, val, { max: 4096 });
    if (typeof s === 'string' && CONTROL.test(s)) c.add(at, rules.valueMessage);
  }
  if (c.fatal === mark && Object.keys(v).length > rules.maxEntries) {
    c.add(path, `A webhook cannot have more than ${rules.maxEntries} ${rules.noun}`);
  }
  return v as Record<string, string>;
}

/** The write schema (zod) then the destination check (url.ts). */
function parseWebhook(input: unknown): { value?: ParsedWebhook; issues: Issue[]; problem?: string } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
  const service = c.enumOf('service', raw.service, SERVICES);
  const url = c.string('url', raw.url);
  if (typeof url === 'string') {
    if (!URL.canParse(url)) c.add('url', 'Invalid url');
    if (url.length > 2048) c.add('url', 'String must contain at most 2048 character(s)');
  }
  const description = c.string('description', raw.description, { optional: true, max: 2048 });
  const queryParams = checkStringMap(c, 'queryParams', raw.queryParams, QUERY_RULES);
  const headers = checkStringMap(c, 'headers', raw.headers, HEADER_RULES);
  const body = c.string('body', raw.body, { optional: true, max: 16384 });
  if (c.fatal === 0 && service === 'slack') {
    for (const field of SLACK_UNSUPPORTED) {
      if (raw[field] !== undefined) c.add(field, `${field} is not supported for the slack webhook service`);
    }
  }
  if (!c.ok) return { issues: c.issues };
  const value: ParsedWebhook = { name: must(name, 'name'), service: must(service, 'service'), url: must(url, 'url') };
  if (description != null) value.description = description;
  if (body != null) value.body = body;
  if (headers) value.headers = headers;
  if (queryParams) value.queryParams = queryParams;
  return { value, issues: [] };
}

/**
 * The read schema: `{id, name, service, url?, description?, createdAt, updatedAt}`, plus `body` for
 * generic webhooks; headers and queryParams never. A stored webhook of a service the schema does not
 * know is left out of the list (while still counted in `meta.total`); the managed read schema also
 * knows `slack_api` and `pagerduty_api` (the Cloud OpenAPI's ClickStackWebhook union).
 */
function renderWebhook(w: WebhookRecord, managed = false): Record<string, unknown> | undefined {
  const known: readonly string[] = managed ? [...SERVICES, ...MANAGED_READ_ONLY] : SERVICES;
  if (!known.includes(w.service)) return undefined;
  const out: Record<string, unknown> = { id: w.id, name: w.name, service: w.service };
  if (w.url !== undefined) out.url = w.url;
  if (w.description !== undefined) out.description = w.description;
  if (w.service === 'generic' && w.body !== undefined) out.body = w.body;
  out.createdAt = w.createdAt;
  out.updatedAt = w.updatedAt;
  return out;
}

const notFound = (): TeamResult => fail(404, 'Webhook not found');
const duplicate = (): TeamResult => fail(400, 'A webhook with this service and name already exists');

export function listWebhooks(ctx: TeamContext, req: TeamRequest): TeamResult {
  const result = paginated(ctx, req.query, ctx.team.webhooks, (w) => renderWebhook(w, ctx.managed));
  if (result.kind === 'data' && Array.isArray(result.data)) result.data = result.data.filter((w) => w !== undefined);
  return result;
}

export function createWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseWebhook(req.body);
  if (!value) return validationFailed('Body', issues);
  const problem = webhookUrlProblem(value.service, value.url);
  if (problem) return fail(400, problem);
  if (ctx.team.webhooks.some((w) => w.service === value.service && w.name === value.name)) return duplicate();
  const now = iso(ctx.now());
  const record: WebhookRecord = { ...value, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  ctx.team.webhooks.push(record);
  return { kind: 'data', data: renderWebhook(record) };
}

/**
 * `POST /webhooks/validate` (today's servers; API reference "Validate Webhook"): the create's schema,
 * URL rules and body check, never stored, no name-uniqueness check. The reference does not show the
 * answer: we answer as `POST /dashboards/validate` does — 200 `{valid, errors}` (bare, or under
 * `data` with that option; under `result` on managed), each error `{path, message}`.
 */
export function validateWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  const answer = (body: unknown): TeamResult => (ctx.validateInData ? { kind: 'data', data: body } : { kind: 'plain', body });
  const { value, issues } = parseWebhook(req.body);
  if (!value) return answer({ valid: false, errors: issues });
  const problem = webhookUrlProblem(value.service, value.url);
  if (problem) return answer({ valid: false, errors: [{ path: '', message: problem }] });
  return answer({ valid: true, errors: [] });
}

/**
 * Full replace (docs/contract.md §11): description and body are cleared when omitted; headers and
 * queryParams are kept when omitted unless the destination (url or service) changed, and cleared by
 * `{}`. Order as upstream: validation, 404, destination check, duplicate name.
 */
export function updateWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseWebhook(req.body);
  if (!value || !isObjectId(req.id)) return bodyAndIdFailed(value ? [] : issues, req.id);
  const record = ctx.team.webhooks.find((w) => w.id === req.id);
  if (!record) return notFound();
  const problem = webhookUrlProblem(value.service, value.url);
  if (problem) return fail(400, problem);
  if (ctx.team.webhooks.some((w) => w.id !== record.id && w.service === value.service && w.name === value.name)) return duplicate();
  const destinationChanged = record.url !== value.url || record.service !== value.service;
  const headers = value.headers ?? (destinationChanged ? undefined : record.headers);
  const queryParams = value.queryParams ?? (destinationChanged ? undefined : record.queryParams);
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

/**
 * Refused (409) while an alert's legacy `channel` (= channels[0]) names the webhook — checked before
 * the webhook itself is looked up, as upstream does; channels[1+] references are not counted
 * (docs/contract.md §8.3).
 */
export function deleteWebhook(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const users = ctx.team.alerts.filter((a) => a.channels[0]?.webhookId === req.id).length;
  if (users > 0) {
    return fail(409, `Cannot delete webhook: ${users} alert(s) still reference it. Reassign or remove those alerts first.`);
  }
  if (removeWhere(ctx.team.webhooks, (w) => w.id === req.id) === 0) return notFound();
  return { kind: 'deleted' };
}
