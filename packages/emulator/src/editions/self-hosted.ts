// Self-hosted HyperDX API v2 (`/api/v2`): global JSON parser → per-router rate limiter → bearer
// auth → route → shared handler, rendered as `{data, meta}` / `{message}` / text (docs/contract.md §2–§4).
import type { Env } from '../core/env.ts';
import { CODE_VERSIONS } from '../core/versions.ts';
import { expressNotFound, json, parseJsonBody, text, withHeaders, type Incoming, type Reply } from '../core/http.ts';
import { validateDashboard } from '../resources/dashboards/handlers.ts';
import { handleSearch } from '../resources/search/handlers.ts';
import { handleSeriesQuery } from '../resources/charts/handlers.ts';
import type { SelfHostedTeam, UserRecord } from '../core/state/organization.ts';
import type { TeamState } from '../core/state/team.ts';
import { handleTeamRoute } from '../resources/team/handlers.ts';
import type { TeamResult } from '../core/team-result.ts';
import { matchTeamRoute, SELF_HOSTED_ONLY_ROUTES, SHARED_ROUTES } from './routes.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong :(';

// Every router upstream mounts under /api/v2 (v2/index.ts): any path below one of them answers 401
// without a valid key, whatever follows; other paths are Express's 404 before any auth.
const LIMITED_RESOURCES = new Set([...Object.keys(SHARED_ROUTES), ...Object.keys(SELF_HOSTED_ONLY_ROUTES), 'charts', 'search', 'team']);

/** The user a Bearer key belongs to, and their team (each team sees only its own objects). */
function userOf(env: Env, token: string | undefined): { entry: SelfHostedTeam; user: UserRecord } | undefined {
  if (token === undefined) return undefined;
  for (const entry of env.state.selfHostedTeams) {
    const user = entry.users.find((u) => u.accessKey === token);
    if (user) return { entry, user };
  }
  return undefined;
}

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
      return result.text !== undefined
        ? text(result.status, result.text, 'text/plain; charset=utf-8', headers)
        : json(result.status, { message: result.message }, headers);
  }
}

function runCharts(env: Env, team: TeamState, body: unknown, headers: Record<string, string>): Reply {
  const result = handleSeriesQuery(body, team.sources, env.now(), env.state.telemetry, team.connections);
  return json(result.status, result.body, headers);
}

/**
 * `GET /health` of the API process (upstream routers/api/root.ts): liveness, no key, no rate limit,
 * `{data: "OK", version: CODE_VERSION, ip, env}` — where a client learns which release it talks to.
 */
export function handleHealth(inc: Incoming, env: Env): Reply {
  if (inc.method !== 'GET') return expressNotFound(inc.method, inc.path);
  return json(200, { data: 'OK', version: CODE_VERSIONS[env.serverVersion], ip: inc.ip, env: 'production' });
}

export function handleSelfHosted(inc: Incoming, env: Env): Reply {
  const segments = inc.path.slice('/api/v2'.length).split('/').filter(Boolean);
  // express.json() is app-wide: a bad body fails before routing, limiting and auth (docs/contract.md §4.2).
  const parsed = parseJsonBody(inc);
  if (!parsed.ok) return parsed.reason === 'invalid' ? selfHostedError(400, 'Invalid JSON payload') : selfHostedError(413, SOMETHING_WENT_WRONG);
  const token = bearerToken(inc);
  const caller = userOf(env, token);
  const unauthorized = (headers: Record<string, string> = {}) => text(401, 'Unauthorized', 'text/plain; charset=utf-8', headers);

  if (segments.length === 0) {
    // `GET /api/v2`: auth only, not rate limited (docs/contract.md §2).
    if (inc.method !== 'GET') return expressNotFound(inc.method, inc.path);
    if (!caller) return unauthorized();
    const u = caller.user;
    return json(200, {
      version: 'v2',
      user: {
        _id: u.id,
        email: u.email,
        name: u.name,
        team: caller.entry.team.id,
        accessKey: u.accessKey,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
        __v: 0,
      },
    });
  }

  const resource = segments[0];
  if (resource === undefined || !LIMITED_RESOURCES.has(resource)) return expressNotFound(inc.method, inc.path);

  // Limiter runs before auth and is keyed on the token (IP without one), so bad keys use a bucket (docs/contract.md §3).
  const headers: Record<string, string> = {};
  if (env.selfHostedLimiter) {
    const hit = env.selfHostedLimiter.hit(token !== undefined ? `token:${token}` : `ip:${inc.ip}`);
    Object.assign(headers, selfHostedLimitHeaders(hit.limit, hit.remaining, hit.resetMs));
    if (hit.limited) return selfHostedRateLimited(env, headers);
  }
  if (!caller) return unauthorized(headers);
  const team = caller.entry.team;

  if (resource === 'charts') {
    if (inc.method !== 'POST' || segments.length !== 2 || segments[1] !== 'series') return withHeaders(expressNotFound(inc.method, inc.path), headers);
    return runCharts(env, team, parsed.value, headers);
  }
  if (resource === 'search') {
    if (inc.method !== 'POST' || segments.length !== 1) return withHeaders(expressNotFound(inc.method, inc.path), headers);
    return render(handleSearch(team, parsed.value, env.now(), env.state.telemetry), headers);
  }
  if (resource === 'team') {
    const ctx = { entry: caller.entry, user: caller.user, teams: env.state.selfHostedTeams, objectId: () => env.ids.objectId(), now: env.now };
    const reply = handleTeamRoute(ctx, inc.method, segments.slice(1), parsed.value);
    return withHeaders(reply ?? expressNotFound(inc.method, inc.path), headers);
  }
  const table = resource in SHARED_ROUTES ? SHARED_ROUTES : SELF_HOSTED_ONLY_ROUTES;
  const route = matchTeamRoute(table, resource, inc.method, segments.slice(1), env.features);
  // Before api 2.30 there is no validate route (docs/contract.md §16); `POST /dashboards/:id` does not exist either.
  const unrouted = !route || (env.legacyNoValidate && route.handler === validateDashboard);
  if (unrouted) return withHeaders(expressNotFound(inc.method, inc.path), headers);
  const result = route.handler(
    {
      team,
      ids: env.ids,
      now: env.now,
      features: env.features,
      actor: caller.user.id,
      paginate: !env.legacyNoMeta,
      meta: !env.legacyNoMeta,
      singleChannel: env.legacyChannel,
      validateInData: env.validateInData,
    },
    { id: route.id, query: inc.query, body: parsed.value },
  );
  return render(result, headers);
}
