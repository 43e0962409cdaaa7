import type { RequestStats } from './client.js';
import { header, type HttpClient, type HttpResponse, type Method } from './http.js';
import type { Alert, AlertInput, Dashboard, Edition, SavedSearch, Source, Webhook } from './types.js';

/** How an edition wraps payloads: `{data, meta}` self-hosted, `{status, requestId, result}` managed. */
export interface Envelope {
  payload(json: unknown): unknown;
  total(json: unknown, res: HttpResponse): number | undefined;
}

const PAGE = 1000;

/**
 * The observability resources both editions share; only the path prefix and the envelope differ
 * (the managed paths are the self-hosted ones under `/organizations/{org}/services/{svc}/clickstack`).
 */
export class ResourceApi {
  readonly edition: Edition;
  protected readonly http: HttpClient;
  private readonly prefix: () => string;
  private readonly envelope: Envelope;

  constructor(edition: Edition, http: HttpClient, prefix: () => string, envelope: Envelope) {
    this.edition = edition;
    this.http = http;
    this.prefix = prefix;
    this.envelope = envelope;
  }

  get stats(): RequestStats {
    return this.http.stats;
  }

  listDashboards = (): Promise<Dashboard[]> => this.list('/dashboards');
  getDashboard = (id: string): Promise<Dashboard> => this.one('GET', `/dashboards/${seg(id)}`);
  createDashboard = (body: Record<string, unknown>): Promise<Dashboard> => this.one('POST', '/dashboards', body);
  updateDashboard = (id: string, body: Record<string, unknown>): Promise<Dashboard> =>
    this.one('PUT', `/dashboards/${seg(id)}`, body);
  deleteDashboard = (id: string): Promise<void> => this.remove(`/dashboards/${seg(id)}`);

  listAlerts = (): Promise<Alert[]> => this.listPaged('/alerts');
  getAlert = (id: string): Promise<Alert> => this.one('GET', `/alerts/${seg(id)}`);
  createAlert = (body: AlertInput): Promise<Alert> => this.one('POST', '/alerts', body);
  updateAlert = (id: string, body: AlertInput): Promise<Alert> => this.one('PUT', `/alerts/${seg(id)}`, body);
  deleteAlert = (id: string): Promise<void> => this.remove(`/alerts/${seg(id)}`);

  listSources = (): Promise<Source[]> => this.list('/sources');
  listWebhooks = (): Promise<Webhook[]> => this.listPaged('/webhooks');
  listSavedSearches = (): Promise<SavedSearch[]> => this.listPaged('/saved-searches');

  protected async one<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const res = await this.http.send(method, this.prefix() + path, { body });
    const payload = this.envelope.payload(res.json);
    // Writes may answer without a body; anything present must be the object.
    if ((payload !== undefined || method === 'GET') && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) {
      throw new Error(`${method} ${path}: expected an object in the answer, got ${kindOf(payload)}`);
    }
    return payload as T;
  }

  protected async remove(path: string): Promise<void> {
    await this.http.send('DELETE', this.prefix() + path);
  }

  protected async list<T>(path: string): Promise<T[]> {
    const res = await this.http.send('GET', this.prefix() + path);
    return asArray<T>(this.envelope.payload(res.json), path);
  }

  /**
   * Follows limit/offset pages to the end: by `meta.total` or `X-Total-Count` when the server
   * sends them, else until a short page. Servers that ignore the parameters (api < 2.30, or an
   * unpaginated managed list) answer everything at once, which ends the loop too.
   */
  protected async listPaged<T extends { id: string }>(path: string): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<string>();
    for (let offset = 0; ; ) {
      const res = await this.http.send('GET', this.prefix() + path, { query: { limit: PAGE, offset } });
      const page = asArray<T>(this.envelope.payload(res.json), path);
      const fresh = page.filter((item) => !seen.has(item.id));
      for (const item of fresh) seen.add(item.id);
      all.push(...fresh);
      const total = this.envelope.total(res.json, res);
      offset += page.length;
      const done =
        page.length === 0 ||
        fresh.length === 0 || // the server ignored `offset` and repeated itself
        page.length > PAGE || // the server ignored `limit` and sent everything
        (total !== undefined ? offset >= total : page.length < PAGE);
      if (done) return all;
    }
  }
}

export function totalFromHeader(res: HttpResponse): number | undefined {
  const t = header(res.headers, 'x-total-count');
  return t !== undefined && /^\d+$/.test(t) ? Number(t) : undefined;
}

/** Path segment: ids come from users, so they are encoded, never trusted as path syntax. */
export function seg(id: string): string {
  return encodeURIComponent(id);
}

function asArray<T>(value: unknown, path: string): T[] {
  if (Array.isArray(value)) return objectsOnly<T>(value, `GET ${path}`);
  throw new Error(`GET ${path}: expected a list in the answer, got ${kindOf(value)}`);
}

/** A list the API answered must hold objects: a null or a number in it is a broken answer, not data. */
export function objectsOnly<T>(list: readonly unknown[], what: string): T[] {
  const bad = list.findIndex((v) => typeof v !== 'object' || v === null || Array.isArray(v));
  if (bad >= 0) throw new Error(`${what}: expected a list of objects, but item ${bad} is ${kindOf(list[bad])}`);
  return list as T[];
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}
