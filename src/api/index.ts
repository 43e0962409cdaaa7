import type { ObservabilityClient } from './client.js';
import { InputError } from './errors.js';
import type { Logger } from './http.js';
import { ManagedClient } from './managed.js';
import { SelfHostedClient } from './self-hosted.js';
import type { Inputs } from '../inputs.js';
import { checkId } from '../util/ids.js';
import type { Redactor } from '../util/redact.js';

export type ClosableClient = ObservabilityClient & { close(): Promise<void> };

const USER_AGENT = 'observability-ops-action/0.1 (+https://github.com/observability-ops/observability-ops-action)';

/**
 * Checks the credentials and ids an edition needs (before any request); the caller masks the
 * credentials. `redactor` keeps what servers echo back of them out of error messages; `log` is
 * where the client says what it retries.
 */
export function createClient(inputs: Inputs, needs: { service: boolean }, opts: { redactor: Redactor; log?: Logger }): ClosableClient {
  const common = {
    log: opts.log,
    redactor: opts.redactor,
    baseUrl: inputs.baseUrl,
    timeoutMs: inputs.timeoutMs,
    maxRetries: inputs.maxRetries,
    rateLimit: inputs.rateLimit,
    userAgent: USER_AGENT,
  };
  if (inputs.edition === 'self-hosted') {
    if (!inputs.apiKey) {
      throw new InputError(
        'Input `api-key` is required for the self-hosted edition: the Personal API Access Key from Team Settings → API Keys (not the Ingestion API Key).',
      );
    }
    return new SelfHostedClient({ ...common, apiKey: inputs.apiKey });
  }
  const missing = [
    !inputs.keyId && '`key-id`',
    !inputs.keySecret && '`key-secret`',
    !inputs.organizationId && '`organization-id`',
    needs.service && !inputs.serviceId && '`service-id`',
  ].filter(Boolean);
  if (missing.length) {
    throw new InputError(
      `Input ${missing.join(', ')} required for the managed edition. Key id and secret: Cloud console → Organization → API Keys; ` +
        "organization id: Organization → Settings; service id: the service's Settings page.",
    );
  }
  // Both are path segments of every managed call; the Cloud contract declares them UUIDs.
  checkId(inputs.organizationId, 'organization-id', 'uuid');
  if (inputs.serviceId) checkId(inputs.serviceId, 'service-id', 'uuid');
  return new ManagedClient({
    ...common,
    keyId: inputs.keyId,
    keySecret: inputs.keySecret,
    organizationId: inputs.organizationId,
    serviceId: inputs.serviceId,
  });
}
