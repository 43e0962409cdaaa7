// What a fault rule answers instead of the request (`status`, `rate-limit`, `echo-credential`), what
// replaces the answer of a request that was done (`answer`, `gateway-echo`), and the `remove-first`
// fault's deletion — each in the edition's own shapes.
import { STATUS_CODES } from 'node:http';
import type { Env } from '../core/env.ts';
import { echoCredentialText, type FaultRule } from '../core/faults.ts';
import { json, text, type Incoming, type Reply } from '../core/http.ts';
import { must } from '../core/must.ts';
import type { EmulatorState } from '../core/state/organization.ts';
import type { TeamState } from '../core/state/team.ts';
import { managedError, managedLimitHeaders, managedRateLimited } from '../editions/managed.ts';
import { selfHostedError, selfHostedLimitHeaders, selfHostedRateLimited, SOMETHING_WENT_WRONG } from '../editions/self-hosted.ts';

/** Where a request goes: an API edition, the admin routes, or nowhere. */
export type Edition = 'self-hosted' | 'managed' | 'admin' | 'unknown';

/**
 * A `rate-limit` fault on the managed API answers as if it came mid-window: X-RateLimit-Reset
 * is this fraction of the window (fractional seconds, as the real API sends).
 */
export const MANAGED_FAULT_RESET_FRACTION = 0.7321;

/** Path resource → team collection, for the `remove-first` fault. */
const COLLECTIONS: Partial<Record<string, 'alerts' | 'dashboards' | 'webhooks' | 'savedSearches' | 'sources'>> = {
  alerts: 'alerts',
  dashboards: 'dashboards',
  webhooks: 'webhooks',
  'saved-searches': 'savedSearches',
  sources: 'sources',
};

/** The answer of a fault that answers in the request's place. */
export function faultReply(env: Env, edition: Edition, rule: FaultRule, inc: Incoming): Reply {
  const managed = edition === 'managed';
  if (rule.kind === 'echo-credential') {
    const status = rule.status ?? 401;
    const echo = echoCredentialText(typeof inc.headers.authorization === 'string' ? inc.headers.authorization : undefined, rule.at);
    if (rule.shape === 'text') return text(status, echo);
    if (rule.shape === 'debug-json')
      return json(status, { detail: echo, request: { method: inc.method, path: inc.path, headers: { authorization: inc.headers.authorization } } });
    return managed ? managedError(status, echo) : selfHostedError(status, echo);
  }
  if (rule.kind === 'rate-limit') {
    if (managed) {
      const { max, windowMs } = env.managedLimit;
      return managedRateLimited(managedLimitHeaders(max, 0, windowMs * MANAGED_FAULT_RESET_FRACTION, windowMs));
    }
    const { max, windowMs } = env.selfHostedLimit;
    return selfHostedRateLimited(env, selfHostedLimitHeaders(max, 0, windowMs));
  }
  const status = rule.status ?? 500;
  if (managed) return managedError(status, STATUS_CODES[status] ?? 'Error');
  return selfHostedError(status, status === 500 ? SOMETHING_WENT_WRONG : (STATUS_CODES[status] ?? 'Error'));
}

/**
 * The request was done; what comes back is not its answer. `answer`: the rule's body. `gateway-echo`:
 * a gateway that gave up waiting (504) and quotes the upstream's late answer in its error message.
 */
export function replacedReply(edition: Edition, rule: FaultRule, done: Reply): Reply {
  if (rule.kind === 'answer') return json(rule.status ?? 200, rule.body);
  const status = rule.status ?? 504;
  const message = `${STATUS_CODES[status] ?? 'Gateway error'}: the upstream answered too late: ${done.body}`;
  return edition === 'managed' ? managedError(status, message) : selfHostedError(status, message);
}

/**
 * Someone deletes the oldest object of the collection this request lists, just before it is
 * answered: between two pages, that shifts every later object one offset down.
 */
export function removeFirst(state: EmulatorState, path: string): void {
  const sh = /^\/api\/v2\/([^/]+)\/?$/.exec(path);
  const mg = /^\/v1\/organizations\/[^/]+\/services\/([^/]+)\/clickstack\/([^/]+)\/?$/.exec(path);
  const team: TeamState | undefined = sh ? state.selfHosted : mg ? state.services[decodeURIComponent(must(mg[1], 'the service id'))] : undefined;
  const resource = sh?.[1] ?? mg?.[2];
  const collection = COLLECTIONS[resource ?? ''];
  const rows = team && collection ? (team[collection] as unknown[]) : undefined;
  rows?.shift();
}
