import type { ConfigApi, RequestStats } from './client.js';
import { ApiError, ListChangedError } from './errors.js';
import { header, type HttpClient, type HttpResponse, type Method } from './http.js';
import type { ServerIdentity } from './features.js';
import type {
  Alert,
  AlertInput,
  ConfigKind,
  Dashboard,
  DashboardValidation,
  Edition,
  ResourceKind,
  SavedSearch,
  ServerObjects,
  Source,
  Webhook,
  WebhookValidation,
} from './types.js';

interface Route {
  path: string;
  /** Whether its list is paged (docs/contract.md §5): read with `limit`/`offset` until consistent. */
  paged: boolean;
}

const DASHBOARDS: Route = { path: '/dashboards', paged: false };
const ALERTS: Route = { path: '/alerts', paged: true };
const SOURCES: Route = { path: '/sources', paged: false };
const SAVED_SEARCHES: Route = { path: '/saved-searches', paged: true };
const WEBHOOKS: Route = { path: '/webhooks', paged: true };

/**
 * Every kind each edition's API has, and where (below the edition's prefix): connections are
 * self-hosted only (docs/contract.md §13), ClickStack roles managed only. A kind absent from an
 * edition's table is one that edition has no API for.
 */
export const ROUTES: Readonly<Record<Edition, Readonly<Partial<Record<ResourceKind, Route>>>>> = {
  'self-hosted': {
    connections: { path: '/connections', paged: false },
    sources: SOURCES,
    savedSearches: SAVED_SEARCHES,
    webhooks: WEBHOOKS,
    dashboards: DASHBOARDS,
    alerts: ALERTS,
  },
  managed: {
    sources: SOURCES,
    savedSearches: SAVED_SEARCHES,
    webhooks: WEBHOOKS,
    roles: { path: '/roles', paged: false },
    dashboards: DASHBOARDS,
    alerts: ALERTS,
  },
};

/** How an edition wraps payloads: `{data, meta}` self-hosted, `{status, requestId, result}` managed. */
export interface Envelope {
  payload(json: unknown): unknown;
  total(json: unknown, res: HttpResponse): number | undefined;
}

const PAGE = 1000;
/** Reads of a paginated list before it is refused as changing under us. */
const LIST_ATTEMPTS = 3;

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

  /** Every object of `kind` (all pages): what the syncs list, once per kind and run. */
  listOf = <K extends ResourceKind>(kind: K): Promise<ServerObjects[K]> => {
    const route = this.route(kind);
    return (route.paged ? this.listPaged(route.path) : this.list(route.path)) as Promise<ServerObjects[K]>;
  };

  listDashboards = (): Promise<Dashboard[]> => this.listOf('dashboards');
  getDashboard = (id: string): Promise<Dashboard> => this.one('GET', `${DASHBOARDS.path}/${seg(id)}`);
  createDashboard = (body: Record<string, unknown>): Promise<Dashboard> => this.one('POST', DASHBOARDS.path, body);
  updateDashboard = (id: string, body: Record<string, unknown>): Promise<Dashboard> => this.one('PUT', `${DASHBOARDS.path}/${seg(id)}`, body);
  deleteDashboard = (id: string): Promise<void> => this.remove(`${DASHBOARDS.path}/${seg(id)}`);

  /**
   * The sources disagree on the envelope (the self-hosted OpenAPI file: a bare body; the contract:
   * `data` / `result`, docs/contract.md §7.8), so: `result` if it is an object, else `data`, else
   * the body itself. A 404 is a server without the route (api < 2.30): undefined, not an error.
   */
  validateDashboard = async (body: Record<string, unknown>): Promise<DashboardValidation | undefined> => {
    let json: unknown;
    try {
      json = (await this.http.send('POST', `${this.prefix()}/dashboards/validate`, { body, readOnly: true })).json;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return undefined;
      throw e;
    }
    const obj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    const top = obj(json) ? json : {};
    const verdict = obj(top.result) ? top.result : obj(top.data) ? top.data : top;
    if (typeof verdict.valid !== 'boolean' || !Array.isArray(verdict.errors)) {
      throw new Error('POST /dashboards/validate: expected `valid` (boolean) and `errors` (list) in the answer');
    }
    // A field the server did not send as text is shown as JSON, never as "[object Object]".
    const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));
    const errors = verdict.errors.filter(obj).map((e) => ({ path: text(e.path), message: text(e.message) }));
    return { valid: verdict.valid, errors, normalized: verdict.normalized };
  };

  listAlerts = (): Promise<Alert[]> => this.listOf('alerts');
  getAlert = (id: string): Promise<Alert> => this.one('GET', `${ALERTS.path}/${seg(id)}`);
  createAlert = (body: AlertInput): Promise<Alert> => this.one('POST', ALERTS.path, body);
  updateAlert = (id: string, body: AlertInput): Promise<Alert> => this.one('PUT', `${ALERTS.path}/${seg(id)}`, body);
  deleteAlert = (id: string): Promise<void> => this.remove(`${ALERTS.path}/${seg(id)}`);

  /** `POST /alerts/{id}/silenced` (docs/contract.md §8.5): notifications held back until `mutedUntil` (UTC); answers the alert. */
  silenceAlert = (id: string, mutedUntil: string): Promise<Alert | undefined> => this.one('POST', `/alerts/${seg(id)}/silenced`, { mutedUntil });
  /** `DELETE /alerts/{id}/silenced`: the silence cleared, whoever set it; answers the alert. */
  unsilenceAlert = (id: string): Promise<Alert | undefined> => this.one('DELETE', `/alerts/${seg(id)}/silenced`);

  /**
   * `POST /webhooks/validate` (docs/contract.md §11): the create rules, nothing stored. Its answer is
   * not on record, so both forms are read: a verdict `{valid, errors}` (bare, under `data` or under
   * `result`, as `/dashboards/validate` answers) and a create-like `400 {message}`. A 404 is a server
   * without the route: undefined.
   */
  validateWebhook = async (body: Record<string, unknown>): Promise<WebhookValidation | undefined> => {
    let json: unknown;
    try {
      json = (await this.http.send('POST', `${this.prefix()}/webhooks/validate`, { body, readOnly: true })).json;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return undefined;
      // `Body validation failed: url: <reason>` (docs/contract.md §4.2): the path, where the message names one.
      if (e instanceof ApiError && e.status === 400)
        return { valid: false, errors: [{ path: /^Body validation failed: ([\w.[\]]+): /.exec(e.serverMessage)?.[1] ?? '', message: e.serverMessage }] };
      throw e;
    }
    const top = isObject(json) ? json : {};
    const verdict = isObject(top.result) ? top.result : isObject(top.data) ? top.data : top;
    if (typeof verdict.valid !== 'boolean') throw new Error('POST /webhooks/validate: expected `valid` (boolean) in the answer');
    const errors = Array.isArray(verdict.errors) ? verdict.errors.filter(isObject).map((e) => ({ path: textOf(e.path), message: textOf(e.message) })) : [];
    return { valid: verdict.valid, errors };
  };

  /** What the server says of itself, asked once per client and only when a run needs it (api/features.ts). */
  server = (): Promise<ServerIdentity> => (this.identity ??= this.readIdentity());
  private identity?: Promise<ServerIdentity>;

  /** The managed API says no version: what it takes is the Cloud API of today. */
  protected readIdentity(): Promise<ServerIdentity> {
    return Promise.resolve({ edition: this.edition });
  }

  listSources = (): Promise<Source[]> => this.listOf('sources');
  listWebhooks = (): Promise<Webhook[]> => this.listOf('webhooks');
  listSavedSearches = (): Promise<SavedSearch[]> => this.listOf('savedSearches');

  /** Whether this edition's API has `kind` (connections: self-hosted; roles: managed). */
  has = (kind: ResourceKind): boolean => ROUTES[this.edition][kind] !== undefined;

  config = (kind: ConfigKind): ConfigApi | undefined => {
    if (!this.has(kind)) return undefined;
    const { path } = this.route(kind);
    return {
      list: () => this.listOf(kind),
      create: (body) => this.one('POST', path, body),
      update: (id, body) => this.one('PUT', `${path}/${seg(id)}`, body),
      delete: (id) => this.remove(`${path}/${seg(id)}`),
    };
  };

  private route(kind: ResourceKind): Route {
    const route = ROUTES[this.edition][kind];
    if (!route) throw new Error(`the ${this.edition} API has no ${kind}`);
    return route;
  }

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
   * A paginated list (alerts, webhooks, saved searches), used only once it is consistent: an
   * object created or deleted while the pages are read shifts the offsets, so an object can be
   * seen twice or never (and a sync would create it again). A read is consistent when the total
   * (`meta.total`, else `X-Total-Count`) is the same on every page and the ids are unique and as
   * many as the total; from a server without a total, a list longer than one page must come back
   * with the same ids twice in a row. Else it is read again, up to LIST_ATTEMPTS times, and then
   * refused with ListChangedError, before any write that would depend on it.
   */
  protected async listPaged<T extends { id: string }>(path: string): Promise<T[]> {
    const problems: string[] = [];
    let previous: T[] | undefined;
    for (let attempt = 1; attempt <= LIST_ATTEMPTS; attempt++) {
      const read = await this.readPages(path);
      if (read.problem) {
        problems.push(read.problem);
        previous = undefined;
        continue;
      }
      // The list's element type is the caller's word, as asArray's was: only `id` is checked here.
      const items = read.items as T[];
      if (read.total !== undefined || read.pages === 1) return items;
      if (previous && sameIds(previous, items)) return items;
      if (previous) problems.push(`two reads without a total disagreed (${previous.length} then ${items.length} objects)`);
      previous = items;
    }
    throw new ListChangedError('GET', this.fullPath(path), problems);
  }

  /**
   * One pass over the pages: by the total when the server sends one, else until a short page.
   * Servers that ignore the parameters (api < 2.30, or an unpaginated managed list) answer
   * everything at once, or the first page again, which ends the pass too.
   */
  private async readPages(path: string): Promise<{ items: Array<{ id: string }>; total?: number; pages: number; problem?: string }> {
    const items: Array<{ id: string }> = [];
    const seen = new Set<string>();
    let total: number | undefined;
    for (let offset = 0, pages = 1; ; pages++) {
      const res = await this.http.send('GET', this.prefix() + path, { query: { limit: PAGE, offset } });
      const page = asArray<{ id: string }>(this.envelope.payload(res.json), path);
      const pageTotal = this.envelope.total(res.json, res);
      if (pages === 1) total = pageTotal;
      else if (pageTotal !== total) return { items, total, pages, problem: `total ${total ?? 'none'} then ${pageTotal ?? 'none'}` };
      const repeated = page.filter((item) => seen.has(item.id));
      // The first page again: the server ignored `offset` (and sent all it had).
      if (offset > 0 && page.length > 0 && repeated.length === page.length && page[0]?.id === items[0]?.id) return { items, total, pages: 1 };
      if (repeated.length > 0) return { items, total, pages, problem: `id ${repeated[0]?.id} listed twice` };
      for (const item of page) seen.add(item.id);
      items.push(...page);
      offset += page.length;
      const done =
        page.length === 0 ||
        page.length > PAGE || // the server ignored `limit` and sent everything
        (total !== undefined ? offset >= total : page.length < PAGE);
      if (!done) continue;
      if (total !== undefined && items.length !== total) return { items, total, pages, problem: `${items.length} objects listed, total ${total}` };
      return { items, total, pages };
    }
  }

  private fullPath(path: string): string {
    return this.http.pathOf(this.prefix() + path);
  }
}

export function totalFromHeader(res: HttpResponse): number | undefined {
  const t = header(res.headers, 'x-total-count');
  return t !== undefined && /^\d+$/.test(t) ? Number(t) : undefined;
}

/**
 * Path segment: ids come from users and servers, so they are encoded, never trusted as path
 * syntax. Inputs are checked before any request (src/util/ids.ts); this is the second line, for
 * ids a server handed us: encoding cannot make `.` or `..` inert, so they are refused.
 */
export function seg(id: string): string {
  if (id === '' || id === '.' || id === '..') throw new Error(`Refusing ${JSON.stringify(id)} as an id in a path: it is not an id.`);
  return encodeURIComponent(id);
}

function sameIds(a: ReadonlyArray<{ id: string }>, b: ReadonlyArray<{ id: string }>): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field a server did not send as text, shown as JSON, never as "[object Object]". */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}
