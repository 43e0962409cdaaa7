import type { ObservabilityClient } from './client.js';
import type { Logger } from './http.js';
import type { RateLimit } from './editions.js';
import { ManagedClient } from './managed.js';
import { SelfHostedClient } from './self-hosted.js';
import type { Edition } from './types.js';
import type { Redactor, Secrets } from '../util/redact.js';

export type ClosableClient = ObservabilityClient & { close(): Promise<void> };

const USER_AGENT = 'observability-ops-action/0.1 (+https://github.com/observability-ops/observability-ops-action)';

/** Where and how to reach an edition's API; checked by whoever read it (operations/connection.ts). */
export type ClientConfig = {
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  rateLimit: RateLimit;
} & (
  | { edition: Extract<Edition, 'self-hosted'>; apiKey: string }
  | { edition: Extract<Edition, 'managed'>; keyId: string; keySecret: string; organizationId: string; serviceId: string }
);

export interface ClientOptions {
  redactor: Redactor;
  log?: Logger;
  /** Registers the credentials an answer reveals (a created key's), before the answer is read further. */
  reveal?: (secrets: Secrets) => void;
  /** Aborted when a cancelled run's budget is spent: requests still open are given up, none is retried. */
  deadline?: AbortSignal;
}

/**
 * One client for the edition. `redactor` keeps what servers echo back of the credentials out of
 * error messages; `log` is where the client says what it retries.
 */
export function createClient(config: ClientConfig, opts: ClientOptions): ClosableClient {
  const common = {
    log: opts.log,
    redactor: opts.redactor,
    reveal: opts.reveal,
    deadline: opts.deadline,
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    rateLimit: config.rateLimit,
    userAgent: USER_AGENT,
  };
  if (config.edition === 'self-hosted') return new SelfHostedClient({ ...common, apiKey: config.apiKey });
  return new ManagedClient({ ...common, keyId: config.keyId, keySecret: config.keySecret, organizationId: config.organizationId, serviceId: config.serviceId });
}
