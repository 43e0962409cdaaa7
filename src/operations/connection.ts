import { EDITIONS, type RateLimit } from '../api/editions.js';
import type { ClientConfig } from '../api/index.js';
import type { Edition } from '../api/types.js';
import type { InputName } from '../generated/action-inputs.js';
import { parseDuration } from '../util/duration.js';
import { checkId } from '../util/ids.js';
import { InputError, Message, msg, named, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';

/** The inputs every operation reads (parseEdition, parseConnection): a command line's connection flags. */
export const CONNECTION_INPUTS = [
  'edition',
  'base-url',
  'api-key',
  'key-id',
  'key-secret',
  'organization-id',
  'service-id',
  'timeout-seconds',
  'rate-limit',
  'max-retries',
] as const satisfies readonly InputName[];

/** The inputs every operation shares: which API, where, with which credentials, how patiently. */
export interface Connection {
  edition: Edition;
  client: ClientConfig;
  /** The key id the run authenticates with (managed; '' on self-hosted). Only its end is ever shown. */
  keyId: string;
  organizationId: string;
}

/** `edition`, else inferred: key id or secret given → managed. */
export function parseEdition(input: Inputs): Edition {
  const inferred = input.text('key-id') || input.text('key-secret') ? 'managed' : 'self-hosted';
  return input.oneOf('edition', ['self-hosted', 'managed'] as const, inferred);
}

/** `timeout-seconds` in ms: for the API, and for GitHub in the action's reporting. */
export function parseTimeoutMs(input: Inputs): number {
  return input.number('timeout-seconds', { min: 0.1, max: 3600 }) * 1000;
}

/**
 * The connection inputs, checked before any request: the credentials and ids the edition needs
 * (`service-id` only for what lives in a service), every path segment an id.
 */
export function parseConnection(input: Inputs, edition: Edition, needs: { service: boolean }): Connection {
  const common = {
    baseUrl: parseBaseUrl(input.text('base-url'), edition),
    timeoutMs: parseTimeoutMs(input),
    maxRetries: input.number('max-retries', { min: 0, max: 20, integer: true }),
    rateLimit: input.text('rate-limit') ? parseRateLimit(input.text('rate-limit')) : EDITIONS[edition].rateLimit,
  };
  if (edition === 'self-hosted') {
    const apiKey = input.text('api-key');
    if (!apiKey) {
      throw new InputError(
        msg`${theInput('api-key')} is required for the self-hosted edition: the Personal API Access Key from Team Settings → API Keys (not the Ingestion API Key).`,
      );
    }
    return { edition, client: { ...common, edition, apiKey }, keyId: '', organizationId: '' };
  }
  const keyId = input.text('key-id');
  const keySecret = input.text('key-secret');
  const organizationId = input.text('organization-id');
  const serviceId = input.text('service-id');
  const missing = (
    [
      [keyId, 'key-id'],
      [keySecret, 'key-secret'],
      [organizationId, 'organization-id'],
      [needs.service ? serviceId : 'not needed', 'service-id'],
    ] as const
  ).flatMap(([value, name]) => (value ? [] : [name]));
  if (missing.length) {
    // "Input `key-id`, `key-secret` required …": the first input leads, the others follow.
    const list = missing.flatMap((name, i) => (i === 0 ? [theInput(name)] : [', ', named(name)]));
    throw new InputError(
      new Message([
        ...list,
        " required for the managed edition. Key id and secret: Cloud console → Organization → API Keys; organization id: Organization → Settings; service id: the service's Settings page.",
      ]),
    );
  }
  // Both are path segments of every managed call; the Cloud contract declares them UUIDs (docs/contract.md §15).
  checkId(organizationId, 'organization-id', 'uuid');
  if (serviceId) checkId(serviceId, 'service-id', 'uuid');
  return { edition, client: { ...common, edition, keyId, keySecret, organizationId, serviceId }, keyId, organizationId };
}

/**
 * The base URL is everything before the API root (`/api/v2` self-hosted, `/v1` managed), so a
 * proxy prefix like `http://host:8080/api` works. A URL that already ends with the API root is
 * accepted too.
 */
export function parseBaseUrl(value: string, edition: Edition): string {
  const raw = value || EDITIONS[edition].defaultBaseUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError(msg`${theInput('base-url')} is not a URL: \`${raw}\`.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(msg`${theInput('base-url')} must be http or https; got \`${url.protocol}\`.`);
  }
  if (url.username || url.password) {
    throw new InputError(msg`${theInput('base-url')} must not carry credentials; use ${named('api-key')} or ${named('key-id')}/${named('key-secret')}.`);
  }
  if (url.search || url.hash) throw new InputError(msg`${theInput('base-url')} must not have a query or fragment.`);
  const root = EDITIONS[edition].apiRoot;
  const path = url.pathname.endsWith(root) || url.pathname.endsWith(`${root}/`) ? url.pathname.slice(0, url.pathname.lastIndexOf(root)) : url.pathname;
  return `${url.origin}${path.replace(/\/+$/, '')}`;
}

/** `<requests>/<window>`, the window a duration (seconds when it has no unit): `100/60s`, `10/10`, `300/1m`. */
export function parseRateLimit(value: string): RateLimit {
  const [requests, window] = value.replace(/\s+/g, '').split('/');
  const windowMs = window === undefined ? undefined : parseDuration(/^\d+(\.\d+)?$/.test(window) ? `${window}s` : window);
  if (!requests || !/^\d+$/.test(requests) || !Number.isSafeInteger(Number(requests)) || Number(requests) < 1 || !windowMs || !Number.isFinite(windowMs)) {
    throw new InputError(msg`${theInput('rate-limit')} must look like \`100/60s\` (requests per window); got \`${value}\`.`);
  }
  return { requests: Number(requests), windowMs };
}
