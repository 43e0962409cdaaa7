import { msg, named } from '../util/input-error.js';
import type { ChartsApi, ObservabilityClient, RowCollector } from './client.js';
import { EDITIONS } from './editions.js';
import { releaseOf, type ServerIdentity } from './features.js';
import { errorText, HttpClient, rateLimitHint, serverWait, type EditionProtocol, type HttpOptions } from './http.js';
import { objectsOnly, ResourceApi, totalFromHeader } from './resources.js';
import type { Connection, SeriesQuery, SeriesRow } from './types.js';

/** HyperDX / ClickStack API server: `/api/v2`, Bearer key, `{data, meta}`, RateLimit-* headers. */
const protocol: EditionProtocol = {
  readHint: (headers) => rateLimitHint(headers, 'RateLimit-Remaining', 'RateLimit-Reset'),
  retryAfter(headers) {
    // RateLimit-Reset is the exact rest of the window; Retry-After is a flat 60 on this server.
    return serverWait(headers, ['RateLimit-Reset', 'Retry-After']);
  },
  readError(_status, body, _headers, redactor) {
    return { message: errorText(body, redactor).message };
  },
  hint(status) {
    if (status === 401) {
      return msg`Hint: the server needs the Personal API Access Key (Team Settings → API Keys → "Personal API access key") as ${named('api-key')}. The Ingestion API Key is refused, and a rotated key stops working at once.`;
    }
    if (status === 429) return msg`Hint: the API allows 100 requests per minute per key; lower ${named('concurrency')} or set ${named('rate-limit')}.`;
    return undefined;
  },
};

export class SelfHostedClient extends ResourceApi implements ObservabilityClient {
  readonly charts: ChartsApi;
  readonly organization = undefined;
  readonly listConnections = (): Promise<Connection[]> => this.listOf('connections');

  constructor(opts: Omit<HttpOptions, 'protocol' | 'apiRoot' | 'authorization'> & { baseUrl: string; apiKey: string }) {
    const http = new HttpClient({
      ...opts,
      apiRoot: `${opts.baseUrl}${EDITIONS['self-hosted'].apiRoot}`,
      siteRoot: opts.baseUrl,
      authorization: `Bearer ${opts.apiKey}`,
      protocol,
    });
    super('self-hosted', http, () => '', {
      payload: (json) => (json as { data?: unknown } | undefined)?.data,
      total: (json, res) => {
        const meta = (json as { meta?: { total?: unknown } } | undefined)?.meta;
        return typeof meta?.total === 'number' ? meta.total : totalFromHeader(res);
      },
    });
    this.charts = {
      series: async (query: SeriesQuery): Promise<SeriesRow[]> => {
        // A query: safe to re-send after a 503, a reset or a timeout.
        const res = await http.send('POST', '/charts/series', { body: query, readOnly: true });
        const data = (res.json as { data?: unknown } | undefined)?.data;
        if (!Array.isArray(data)) throw new Error('POST /charts/series: expected `data` to be a list');
        return objectsOnly<SeriesRow>(data, 'POST /charts/series');
      },
      seriesInto: async <T>(query: SeriesQuery, collect: () => RowCollector<T>): Promise<T> => {
        const res = await http.send('POST', '/charts/series', {
          body: query,
          readOnly: true,
          read: async (body) => {
            // Loaded by the runs that read series (backtests, charts): the rest start without it.
            const { eachDataItem } = await import('./data-rows.js');
            const collector = collect();
            let index = 0;
            await eachDataItem(body, (item) => {
              if (typeof item !== 'object' || item === null || Array.isArray(item))
                throw new Error(`expected a list of objects, but item ${index} is ${item === null ? 'null' : Array.isArray(item) ? 'a list' : typeof item}`);
              index++;
              collector.row(item as SeriesRow);
            });
            return { done: collector.done() };
          },
        });
        return (res.json as { done: T }).done;
      },
    };
  }

  /**
   * `GET /health` (the API process's liveness route, no key, no rate limit; through the app's proxy
   * at `<base-url>/health` too) answers `{data: "OK", version}`, the release the server was built as
   * (`CODE_VERSION`: `2.47.0`, or a nightly or PR tag). A server that does not answer it, or answers
   * no release number, is one whose features are learnt from its answers instead.
   */
  protected override async readIdentity(): Promise<ServerIdentity> {
    try {
      const res = await this.http.send('GET', '/health', { outsideApi: true });
      return { edition: 'self-hosted', version: releaseOf((res.json as { version?: unknown } | undefined)?.version) };
    } catch {
      // A 404 (an older proxy), an answer that is not JSON, a timeout: the version is not known, no more.
      return { edition: 'self-hosted' };
    }
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
