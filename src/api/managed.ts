import { msg, named } from '../util/input-error.js';
import type { ObservabilityClient, OrganizationApi } from './client.js';
import { EDITIONS } from './editions.js';
import { InputError } from './errors.js';
import { errorText, header, HttpClient, rateLimitHint, serverWait, type EditionProtocol, type HttpOptions } from './http.js';
import { objectsOnly, ResourceApi, seg, totalFromHeader } from './resources.js';
import { revealedKeys } from './revealed.js';
import type { ApiKey, CreatedApiKey, Organization } from './types.js';

/** ClickHouse Cloud API: `/v1`, Basic key id + secret, `{status, requestId, result}`, X-RateLimit-*. */
const protocol: EditionProtocol = {
  readHint: (headers) => rateLimitHint(headers, 'X-RateLimit-Remaining', 'X-RateLimit-Reset'),
  retryAfter(headers) {
    // Seconds left in the window, possibly fractional; no Retry-After on this API.
    return serverWait(headers, ['X-RateLimit-Reset', 'Retry-After']);
  },
  readError(_status, body, headers, redactor) {
    const { message, json } = errorText(body, redactor);
    const requestId = typeof json?.requestId === 'string' ? json.requestId : header(headers, 'x-request-id');
    return { message, requestId };
  },
  hint(status) {
    if (status === 401) {
      return msg`Hint: the key id / key secret pair is wrong, or the key is expired or disabled ("Key is not active"). Create or check keys in the Cloud console → Organization → API Keys; ${named('key-id')} is the key ID shown once at creation.`;
    }
    if (status === 403) return msg`Hint: the key lacks the permission for this call (for ClickStack: manage ClickStack API; for keys: view/manage API keys).`;
    if (status === 404) {
      return msg`Hint: check ${named('organization-id')} (Cloud console → Organization → Settings) and ${named('service-id')} (the service's Settings page, or its URL).`;
    }
    return undefined;
  },
  revealed: revealedKeys,
};

export interface ManagedOptions extends Omit<HttpOptions, 'protocol' | 'apiRoot' | 'authorization'> {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  organizationId: string;
  serviceId: string;
}

export class ManagedClient extends ResourceApi implements ObservabilityClient {
  readonly charts = undefined;
  readonly organization: OrganizationApi;

  constructor(opts: ManagedOptions) {
    const http = new HttpClient({
      ...opts,
      apiRoot: `${opts.baseUrl}${EDITIONS.managed.apiRoot}`,
      authorization: `Basic ${basicCredential(opts.keyId, opts.keySecret)}`,
      protocol,
    });
    const org = `/organizations/${seg(opts.organizationId)}`;
    super(
      'managed',
      http,
      () => {
        if (!opts.serviceId) throw new InputError('No service id: ClickStack resources on the managed edition live under a service.');
        return `${org}/services/${seg(opts.serviceId)}/clickstack`;
      },
      {
        payload: (json) => (json as { result?: unknown } | undefined)?.result,
        total: (json, res) => {
          const meta = (json as { meta?: { total?: unknown } } | undefined)?.meta;
          return typeof meta?.total === 'number' ? meta.total : totalFromHeader(res);
        },
      },
    );
    const result = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> =>
      ((await http.send(method, org + path, { body })).json as { result?: T } | undefined)?.result as T;

    this.organization = {
      get: () => result<Organization>('GET', ''),
      listKeys: async () => {
        const keys = await result<ApiKey[]>('GET', '/keys');
        if (!Array.isArray(keys)) throw new Error('GET /keys: expected a list in `result`');
        return objectsOnly<ApiKey>(keys, 'GET /keys');
      },
      getKey: (id) => result<ApiKey>('GET', `/keys/${seg(id)}`),
      createKey: (body) => result<CreatedApiKey>('POST', '/keys', body),
      updateKey: (id, patch) => result<ApiKey>('PATCH', `/keys/${seg(id)}`, patch),
      deleteKey: async (id) => {
        await result('DELETE', `/keys/${seg(id)}`);
      },
      deleteByocInfrastructure: async (id) => {
        await result('DELETE', `/byocInfrastructure/${seg(id)}`);
      },
    };
  }

  close(): Promise<void> {
    return this.http.close();
  }
}

/** base64(`keyId:keySecret`); masked and redacted with the other secrets (src/util/redact.ts). */
export function basicCredential(keyId: string, keySecret: string): string {
  return Buffer.from(`${keyId}:${keySecret}`).toString('base64');
}
