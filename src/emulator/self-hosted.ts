// Self-hosted HyperDX API v2 (`/api/v2`): global JSON parser → per-router rate limiter → bearer
// auth → route → shared handler, rendered as `{data, meta}` / `{message}` / text (docs/contract.md §2–§4).
import type { Env } from './env.ts';
import { expressNotFound, json, parseJsonBody, text, withHeaders, type Incoming, type Reply } from './http.ts';
import { validateDashboard } from './dashboards.ts';
import { handleSeriesQuery } from './series/index.ts';
import type { TeamResult } from './team-result.ts';
import { matchTeamRoute, SELF_HOSTED_ONLY_ROUTES, SHARED_ROUTES } from './team-routes.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong :(';

const LIMITED_RESOURCES = new Set([...Object.keys(SHARED_ROUTES), ...Object.keys(SELF_HOSTED_ONLY_ROUTES), 'charts']);

/** Token after the literal, case-sensitive `"Bearer "` (docs/contract.md §2); anything else is "no key". */
function bearerToken(inc: Incoming): string | undefined {
  const header = inc.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length);
}

export function selfHostedRateLimited(env: Env, headers: Record<string, string> = {}): Reply {
  return text(429, 'Too many requests, please try again later.', 'text/html; charset=utf-8', {
    ...headers,
    'retry-after': String(Math.ceil(env.selfHostedLimit.windowMs / 1000)),
  });
}

export function selfHostedLimitHeaders(limit: number, remaining: number, resetMs: number): Record<string, string> {
  return {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(remaining),
    // Seconds until the window resets, rounded up (not an epoch).
    'ratelimit-reset': String(Math.ceil(resetMs / 1000)),
  };
}

export function selfHostedError(status: number, message: string): Reply {
  return json(status, { message });
}

function render(result: TeamResult, headers: Record<string, string>): Reply {
  switch (result.kind) {
    case 'data':
      if (result.meta) return json(200, { data: result.data, meta: result.meta }, { ...headers, 'x-total-count': String(result.meta.total) });
      return json(200, { data: result.data }, headers);
    case 'plain':
      return json(200, result.body, headers);
    case 'deleted':
      return json(200, {}, headers);
    case 'error':
      return result.text !== undefined ? text(result.status, result.text, 'text/plain; charset=utf-8', headers) : json(result.status, { message: result.message }, headers);
  }
}

function runCharts(env: Env, body: unknown, headers: Record<string, string>): Reply {
  const result = handleSeriesQuery(body, env.state.selfHosted.sources, env.now(), env.state.telemetry, env.state.selfHosted.connections);
  return json(result.status, result.body, headers);
}

export async function handleSelfHosted(inc: Incoming, env: Env): Promise<Reply> {
  const segments = inc.path.slice('/api/v2'.length).split('/').filter(Boolean);
  // express.json() is app-wide: a bad body fails before routing, limiting and auth (docs/contract.md §4.2).
  const parsed = parseJsonBody(inc);
  if (!parsed.ok) return parsed.reason === 'invalid' ? selfHostedError(400, 'Invalid JSON payload') : selfHostedError(413, SOMETHING_WENT_WRONG);
  const token = bearerToken(inc);
  const authorized = token !== undefined && token === env.state.user.accessKey;
  const unauthorized = (headers: Record<string, string> = {}) => text(401, 'Unauthorized', 'text/plain; charset=utf-8', headers);

  if (segments.length === 0) {
    // `GET /api/v2`: auth only, not rate limited (docs/contract.md §2).
    if (inc.method !== 'GET') return expressNotFound(inc.method, inc.path);
    if (!authorized) return unauthorized();
    const u = env.state.user;
    return json(200, {
      version: 'v2',
      user: { _id: u.id, email: u.email, name: u.name, team: env.state.selfHosted.id, accessKey: u.accessKey, createdAt: u.createdAt, updatedAt: u.createdAt, __v: 0 },
    });
  }

  const resource = segments[0]!;
  if (!LIMITED_RESOURCES.has(resource)) return expressNotFound(inc.method, inc.path);

  // Limiter runs before auth and is keyed on the token (IP without one), so bad keys use a bucket (docs/contract.md §3).
  const headers: Record<string, string> = {};
  if (env.selfHostedLimiter) {
    const hit = env.selfHostedLimiter.hit(token !== undefined ? `token:${token}` : `ip:${inc.ip}`);
    Object.assign(headers, selfHostedLimitHeaders(hit.limit, hit.remaining, hit.resetMs));
    if (hit.limited) return selfHostedRateLimited(env, headers);
  }
  if (!authorized) return unauthorized(headers);

  if (resource === 'charts') {
    if (inc.method !== 'POST' || segments.length !== 2 || segments[1] !== 'series') return expressNotFound(inc.method, inc.path);
    return runCharts(env, parsed.value, headers);
  }
  const table = resource in SHARED_ROUTES ? SHARED_ROUTES : SELF_HOSTED_ONLY_ROUTES;
  const route = matchTeamRoute(table, resource, inc.method, segments.slice(1));
  // Before api 2.30 there is no validate route (docs/contract.md §16); `POST /dashboards/:id` does not exist either.
  const unrouted = !route || (env.legacyNoValidate && route.handler === validateDashboard);
  if (unrouted) return withHeaders(expressNotFound(inc.method, inc.path), headers);
  const result = route.handler(
    {
      team: env.state.selfHosted,
      ids: env.ids,
      now: env.now,
      paginate: !env.legacyNoMeta,
      meta: !env.legacyNoMeta,
      singleChannel: env.legacyChannel,
      validateInData: env.validateInData,
    },
    { id: route.id, query: inc.query, body: parsed.value },
  );
  return render(result, headers);
}
