// Managed edition (ClickHouse Cloud `/v1`): route match (unrouted → HTML 404) → per-key fixed
// window limiter → Basic auth → organization check → handler, in the Cloud envelope
// `{status, requestId, result}` / `{status, requestId, error:"CODE: detail"}` (docs/contract.md §4.3).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Env } from '../core/env.ts';
import { expressNotFound, json, parseJsonBody, withHeaders, type Incoming, type Reply } from '../core/http.ts';
import { isUuid } from '../core/ids.ts';
import { admits } from './ip-access.ts';
import { gatewayBodyProblem } from './managed-gateway.ts';
import { byocRoutes, keyRoutes, organizationRoutes, roleRoutes, serviceRoutes, type OrgHandler } from '../resources/organization/handlers.ts';
import type { Features } from '../core/versions.ts';
import type { ApiKeyRecord } from '../core/state/organization.ts';
import type { TeamResult } from '../core/team-result.ts';
import { MANAGED_ONLY_ROUTES, matchTeamRoute, SHARED_ROUTES, type MatchedRoute } from './routes.ts';
import { must } from '../core/must.ts';

export function errorCode(status: number): string {
  return (STATUS_CODES[status] ?? 'ERROR')
    .toUpperCase()
    .replace(/[^A-Z]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function managedError(status: number, detail: string, headers: Record<string, string> = {}): Reply {
  return json(status, { status, requestId: randomUUID(), error: `${errorCode(status)}: ${detail}` }, headers);
}

function managedOk(result: unknown, headers: Record<string, string> = {}): Reply {
  return json(200, result === undefined ? { status: 200, requestId: randomUUID() } : { status: 200, requestId: randomUUID(), result }, headers);
}

/** The observed 429: no status, no requestId, no Retry-After (docs/contract.md §3). */
export function managedRateLimited(headers: Record<string, string>): Reply {
  return json(429, { error: 'TOO_MANY_REQUESTS' }, headers);
}

export function managedLimitHeaders(limit: number, remaining: number, resetMs: number, windowMs: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    // Seconds remaining in the window, possibly fractional (not an epoch).
    'x-ratelimit-reset': String(Math.round(resetMs) / 1000),
    'x-ratelimit-policy': `${limit};w=${windowMs / 1000};comment="fixed window"`,
  };
}

function renderTeamResult(result: TeamResult, headers: Record<string, string>): Reply {
  switch (result.kind) {
    case 'data':
      return managedOk(result.data, headers);
    case 'plain':
      return managedOk(result.body, headers);
    case 'deleted':
      return managedOk(undefined, headers);
    case 'error':
      return managedError(result.status, result.message, headers);
  }
}

interface Credentials {
  keyId: string;
  secret: string;
}

function basicCredentials(inc: Incoming): Credentials | undefined {
  const header = inc.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const m = /^basic\s+(\S+)\s*$/i.exec(header);
  if (!m) return undefined;
  const decoded = Buffer.from(must(m[1], 'the basic credential'), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { keyId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Unknown key id, wrong secret and missing credentials all answer "Key is not found" (our choice:
 * it does not reveal whether a key id exists); disabled/expired → "Key is not active" (docs/contract.md §14).
 */
function authenticate(env: Env, creds: Credentials | undefined): ApiKeyRecord | Reply {
  const unauthorized = (detail: string) => json(401, { requestId: randomUUID(), error: `UNAUTHORIZED: ${detail}`, status: 401 });
  if (!creds) return unauthorized('Key is not found');
  const key = env.state.keys.find((k) => k.keyId === creds.keyId);
  if (key?.keySecret !== creds.secret) return unauthorized('Key is not found');
  const expired = typeof key.expireAt === 'string' && Date.parse(key.expireAt) <= env.now();
  if (key.state !== 'enabled' || expired) return unauthorized('Key is not active');
  // usedAt has one-minute precision (docs/contract.md §14); the in-use key therefore always looks fresh.
  key.usedAt = new Date(Math.floor(env.now() / 60_000) * 60_000).toISOString();
  return key;
}

/** `body`: the route's key in managedBodies (`'PATCH keys/:id'`, `'POST dashboards/validate'`, `'POST alerts/:id/silenced'`, …). */
type Matched = { body: string } & (
  { kind: 'org'; handler: OrgHandler; org?: string; id?: string } | { kind: 'clickstack'; org: string; service: string; route: MatchedRoute }
);

function match(method: string, segments: string[], features: Features): Matched | undefined {
  if (segments[0] !== 'organizations') return undefined;
  const [, org, section, id, sub, resource, ...rest] = segments;
  if (org === undefined) {
    const handler = organizationRoutes[`${method} list`];
    return handler ? { kind: 'org', handler, body: `${method} organizations` } : undefined;
  }
  if (section === undefined) {
    const handler = organizationRoutes[`${method} one`];
    return handler ? { kind: 'org', handler, org, body: `${method} organization` } : undefined;
  }
  const tables: Record<string, Partial<Record<string, OrgHandler>>> = {
    keys: keyRoutes,
    roles: roleRoutes,
    byocInfrastructure: byocRoutes,
    services: serviceRoutes,
  };
  const table = tables[section];
  if (!table) return undefined;
  if (id === undefined) {
    const handler = table[`${method} list`];
    return handler ? { kind: 'org', handler, org, body: `${method} ${section}` } : undefined;
  }
  if (sub === undefined) {
    const handler = table[`${method} one`];
    return handler ? { kind: 'org', handler, org, id: decodeURIComponent(id), body: `${method} ${section}/:id` } : undefined;
  }
  if (section !== 'services' || sub !== 'clickstack' || resource === undefined) return undefined;
  const route = matchTeamRoute(resource in SHARED_ROUTES ? SHARED_ROUTES : MANAGED_ONLY_ROUTES, resource, method, rest, features);
  if (!route) return undefined;
  const under = rest[1] === undefined ? '' : `/${rest[1]}`;
  const body = rest[0] === undefined ? resource : route.id === undefined ? `${resource}/${rest[0]}` : `${resource}/:id${under}`;
  return { kind: 'clickstack', org, service: decodeURIComponent(id), route, body: `${method} ${body}` };
}

export function handleManaged(inc: Incoming, env: Env): Reply {
  const segments = inc.path.slice('/v1'.length).split('/').filter(Boolean);
  const matched = match(inc.method, segments, env.features);
  // The gateway answers unrouted paths with a non-JSON Express 404 (docs/contract.md §4.3), before auth.
  if (!matched) return expressNotFound(inc.method, inc.path);

  const creds = basicCredentials(inc);
  const headers: Record<string, string> = {};
  if (env.managedLimiter) {
    const hit = env.managedLimiter.hit(creds ? `key:${creds.keyId}` : `ip:${inc.ip}`);
    Object.assign(headers, managedLimitHeaders(hit.limit, hit.remaining, hit.resetMs, env.managedLimit.windowMs));
    if (hit.limited) return managedRateLimited(headers);
  }
  const auth = authenticate(env, creds);
  if ('status' in auth) return withHeaders(auth, headers);
  const key = auth;
  // An empty list admits nobody (observed live, docs/contract.md §14). The live status and text for an address
  // outside the list are unrecorded: 403 with this wording is our assumption.
  if (!admits(key.ipAccessList, inc.ip)) {
    return managedError(403, `IP address ${inc.ip} is not in the IP access list of API key ${key.id}`, headers);
  }

  const org = decodeURIComponent(matched.org ?? env.state.organization.id);
  // A key created moments ago is unknown to the organization's services for a few seconds: the
  // live API answered 400 "does not belong to the organization" then (docs/contract.md §14). The bare
  // `GET /v1/organizations`, which names no organization, already works.
  const propagating = key.propagatesUntil !== undefined && env.now() < key.propagatesUntil;
  if (org !== env.state.organization.id || (propagating && matched.org !== undefined)) {
    // Our choice for a foreign organization: 400 with the text seen live for keys of another org (docs/contract.md §14).
    return managedError(400, `OpenAPI key ${key.id} does not belong to the organization ${org}`, headers);
  }
  const parsed = parseJsonBody(inc);
  if (!parsed.ok) {
    return parsed.reason === 'invalid' ? managedError(400, 'Invalid JSON payload', headers) : managedError(413, 'Request body too large', headers);
  }
  const refused = gatewayBodyProblem(matched.body, parsed.value, env.features);
  if (refused) return managedError(400, refused, headers);

  if (matched.kind === 'org') {
    // Changing the organization, its keys or BYOC takes the Admin role (docs/contract.md §15: 403 for an
    // insufficient role). The live body text is unrecorded; this wording is ours.
    if (inc.method !== 'GET' && !key.roles.includes('admin')) {
      return managedError(403, `API key ${key.id} does not have the permission for ${inc.method} ${inc.path}`, headers);
    }
    const result = matched.handler(env, { id: matched.id, body: parsed.value, key });
    return renderTeamResult(result, headers);
  }
  if (!isUuid(matched.service)) return managedError(400, 'Invalid serviceId: must be a UUID', headers);
  const service = env.state.services[matched.service];
  if (!service) return managedError(404, 'Service not found', headers);
  const { route } = matched;
  const result = route.handler(
    {
      team: service,
      ids: env.ids,
      now: env.now,
      features: env.features,
      // Who the service records as the author is not on record; the key is what the request names.
      actor: key.id,
      paginate: env.managedPaginate,
      meta: false,
      singleChannel: !env.features.managedChannels,
      managed: true,
    },
    { id: route.id, query: inc.query, body: parsed.value },
  );
  return renderTeamResult(result, headers);
}
