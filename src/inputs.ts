import * as core from '@actions/core';
import { InputError } from './api/errors.js';
import type { Edition } from './api/types.js';

export const DEFAULT_BASE_URL: Record<Edition, string> = {
  'self-hosted': 'http://localhost:8000',
  managed: 'https://api.clickhouse.cloud',
};

/** Documented per-key limits; `rate-limit` overrides them for installations with other limits. */
export const DEFAULT_RATE_LIMIT: Record<Edition, RateLimit> = {
  'self-hosted': { requests: 100, windowMs: 60_000 },
  managed: { requests: 10, windowMs: 10_000 },
};

export interface RateLimit {
  requests: number;
  windowMs: number;
}

export type CommentMode = 'auto' | 'always' | 'never';

/** Every input, parsed and validated once, before any request. */
export interface Inputs {
  edition: Edition;
  baseUrl: string;
  apiKey: string;
  keyId: string;
  keySecret: string;
  organizationId: string;
  serviceId: string;
  /** Empty when it is to be inferred from `alert-file` / `checks-file`. */
  operation: string;
  id: string;
  /** Parsed `body` JSON; undefined when not given. */
  body: unknown;
  /** `body-file` path (JSON or YAML), read by the operation that needs a body. */
  bodyFile: string;
  dryRun: boolean;
  githubToken: string;
  timeoutMs: number;
  rateLimit: RateLimit;
  maxRetries: number;
  /** Undefined: each operation applies its own default (writes 4, chart queries 20). */
  concurrency: number | undefined;

  // Reporting
  summary: boolean;
  comment: CommentMode;
  commentKey: string;
  prNumber: number | undefined;

  // Alerts as code
  alertFile: string;
  scope: string;
  prune: boolean;
  /** Undefined: each operation applies its own default (alerts 10, keys 5). */
  maxDeletions: number | undefined;
  failOnChanges: boolean;
  expectPlan: string;
  outputFile: string;

  // Deploy gates
  checksFile: string;
  failOn: 'fail' | 'warn';

  // Key hygiene and BYOC
  staleAfterDays: number;
  include: string[];
  exclude: string[];
  mode: 'delete' | 'disable';
  byocInfrastructureId: string;
  confirm: string;
}

/** Reads one input by its action.yml name; `@actions/core` by default. */
export type Reader = (name: string) => string;

export function parseInputs(read: Reader = (name) => core.getInput(name)): Inputs {
  const str = (name: string): string => read(name).trim();

  const keyId = str('key-id');
  const keySecret = str('key-secret');
  const edition = oneOf(str('edition') || (keyId || keySecret ? 'managed' : 'self-hosted'), 'edition', [
    'self-hosted',
    'managed',
  ] as const);

  const operation = str('operation');
  const bodyText = read('body');
  const bodyFile = str('body-file');
  if (bodyText.trim() && bodyFile) throw new InputError('Inputs `body` and `body-file` are exclusive: set one.');

  const maxDeletionsText = str('max-deletions');
  const prText = str('pr-number');

  return {
    edition,
    baseUrl: parseBaseUrl(str('base-url'), edition),
    apiKey: str('api-key'),
    keyId,
    keySecret,
    organizationId: str('organization-id'),
    serviceId: str('service-id'),
    operation,
    id: str('id'),
    body: bodyText.trim() ? parseJson(bodyText, 'body') : undefined,
    bodyFile,
    dryRun: bool(str('dry-run'), 'dry-run', false),
    githubToken: str('github-token'),
    timeoutMs: number(str('timeout-seconds'), 'timeout-seconds', 30, { min: 0.1, max: 3600 }) * 1000,
    rateLimit: str('rate-limit') ? parseRateLimit(str('rate-limit')) : DEFAULT_RATE_LIMIT[edition],
    maxRetries: number(str('max-retries'), 'max-retries', 4, { min: 0, max: 20, integer: true }),
    concurrency: str('concurrency') ? number(str('concurrency'), 'concurrency', 0, { min: 1, max: 32, integer: true }) : undefined,

    summary: bool(str('summary'), 'summary', true),
    comment: oneOf(str('comment') || 'auto', 'comment', ['auto', 'always', 'never'] as const),
    commentKey: str('comment-key'),
    prNumber: prText ? number(prText, 'pr-number', 0, { min: 1, integer: true }) : undefined,

    alertFile: str('alert-file'),
    scope: str('scope'),
    prune: bool(str('prune'), 'prune', false),
    maxDeletions: maxDeletionsText
      ? number(maxDeletionsText, 'max-deletions', 0, { min: 0, integer: true })
      : undefined,
    failOnChanges: bool(str('fail-on-changes'), 'fail-on-changes', false),
    expectPlan: str('expect-plan'),
    outputFile: str('output-file'),

    checksFile: str('checks-file'),
    failOn: oneOf(str('fail-on') || 'fail', 'fail-on', ['fail', 'warn'] as const),

    staleAfterDays: number(str('stale-after-days'), 'stale-after-days', 90, { min: 0 }),
    include: list(read('include')),
    exclude: list(read('exclude')),
    mode: oneOf(str('mode') || 'delete', 'mode', ['delete', 'disable'] as const),
    byocInfrastructureId: str('byoc-infrastructure-id'),
    confirm: str('confirm'),
  };
}

export function oneOf<T extends string>(value: string, name: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`Input \`${name}\` must be one of ${allowed.map((a) => `\`${a}\``).join(', ')}; got \`${value}\`.`);
}

/** Accepts what YAML users write: true/false, yes/no, on/off, 1/0 (any case). */
function bool(value: string, name: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  const v = value.toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new InputError(`Input \`${name}\` must be \`true\` or \`false\`; got \`${value}\`.`);
}

export function number(
  value: string,
  name: string,
  fallback: number,
  opts: { min?: number; max?: number; integer?: boolean } = {},
): number {
  if (value === '') return fallback;
  const n = Number(value);
  const ok =
    Number.isFinite(n) &&
    (!opts.integer || Number.isInteger(n)) &&
    (opts.min === undefined || n >= opts.min) &&
    (opts.max === undefined || n <= opts.max);
  if (!ok) {
    const range = [opts.min !== undefined && `≥ ${opts.min}`, opts.max !== undefined && `≤ ${opts.max}`]
      .filter(Boolean)
      .join(' and ');
    throw new InputError(
      `Input \`${name}\` must be ${opts.integer ? 'a whole number' : 'a number'}${range ? ` ${range}` : ''}; got \`${value}\`.`,
    );
  }
  return n;
}

/** Newline- or comma-separated list, blanks dropped. */
export function list(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`Input \`${name}\` is not valid JSON: ${(e as Error).message}`);
  }
}

/**
 * The base URL is everything before `/api/v2` (self-hosted) or `/v1` (managed), so a proxy prefix
 * like `http://host:8080/api` works. A URL that already ends with the API path is accepted too.
 */
export function parseBaseUrl(value: string, edition: Edition): string {
  const raw = value || DEFAULT_BASE_URL[edition];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError(`Input \`base-url\` is not a URL: \`${raw}\`.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(`Input \`base-url\` must be http or https; got \`${url.protocol}\`.`);
  }
  if (url.username || url.password) {
    throw new InputError('Input `base-url` must not carry credentials; use `api-key` or `key-id`/`key-secret`.');
  }
  if (url.search || url.hash) throw new InputError('Input `base-url` must not have a query or fragment.');
  const suffix = edition === 'self-hosted' ? /\/api\/v2\/?$/ : /\/v1\/?$/;
  const path = url.pathname.replace(suffix, '').replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** `<requests>/<window>` with the window in ms, s (default) or m, e.g. `100/60s`, `10/10s`, `300/1m`. */
export function parseRateLimit(value: string): RateLimit {
  const m = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) {
    throw new InputError(`Input \`rate-limit\` must look like \`100/60s\` (requests per window); got \`${value}\`.`);
  }
  const unit = m[3] ?? 's';
  const windowMs = Number(m[2]) * (unit === 'm' ? 60_000 : unit === 's' ? 1000 : 1);
  return { requests: Number(m[1]), windowMs };
}
