import type {
  Alert,
  AlertInput,
  ConfigKind,
  ConfigObject,
  Connection,
  DashboardValidation,
  ApiKey,
  ApiKeyCreate,
  CreatedApiKey,
  Organization,
  Dashboard,
  ResourceKind,
  ServerObjects,
  Edition,
  SavedSearch,
  SeriesQuery,
  SeriesRow,
  Source,
  Webhook,
  WebhookValidation,
} from './types.js';
import type { ServerIdentity } from './features.js';

/** What the HTTP layer counted during a run (for reports and the benchmark). */
export interface RequestStats {
  requests: number;
  retries: number;
  rateLimited: number;
  byMethod: Record<string, number>;
}

/** The observability resources both editions share. */
export interface ObservabilityClient {
  readonly edition: Edition;
  readonly stats: RequestStats;

  listDashboards(): Promise<Dashboard[]>;
  getDashboard(id: string): Promise<Dashboard>;
  createDashboard(body: Record<string, unknown>): Promise<Dashboard>;
  updateDashboard(id: string, body: Record<string, unknown>): Promise<Dashboard>;
  deleteDashboard(id: string): Promise<void>;
  /**
   * `POST /dashboards/validate` (docs/contract.md §7.8): the create rules, never a write.
   * Undefined when the server has no such route (HyperDX api < 2.30 answers 404).
   */
  validateDashboard(body: Record<string, unknown>): Promise<DashboardValidation | undefined>;

  listAlerts(): Promise<Alert[]>;
  getAlert(id: string): Promise<Alert>;
  createAlert(body: AlertInput): Promise<Alert>;
  updateAlert(id: string, body: AlertInput): Promise<Alert>;
  deleteAlert(id: string): Promise<void>;
  /** Silences an alert until `mutedUntil` (an ISO date-time in UTC, in the future); a server without the route answers 404. */
  silenceAlert(id: string, mutedUntil: string): Promise<Alert | undefined>;
  /** Clears an alert's silence. */
  unsilenceAlert(id: string): Promise<Alert | undefined>;
  /** `POST /webhooks/validate`: the create rules, nothing stored; undefined when the server has no such route. */
  validateWebhook(body: Record<string, unknown>): Promise<WebhookValidation | undefined>;

  /**
   * What the server says of itself (self-hosted: `GET /health`'s release, one request without key
   * or rate limit, made once and only when asked; managed: nothing to ask). api/features.ts tells
   * from it which features the server has.
   */
  server(): Promise<ServerIdentity>;

  /** Every object of `kind` (all pages); the kind must be one this edition has (`has`). */
  listOf<K extends ResourceKind>(kind: K): Promise<ServerObjects[K]>;
  /** Whether this edition's API has `kind` (api/resources.ts, one route table per edition). */
  has(kind: ResourceKind): boolean;

  listSources(): Promise<Source[]>;
  /** Self-hosted only (`GET /connections`, docs/contract.md §13); undefined on managed, which has no such endpoint. */
  readonly listConnections?: () => Promise<Connection[]>;
  listWebhooks(): Promise<Webhook[]>;
  listSavedSearches(): Promise<SavedSearch[]>;

  /**
   * List, create, replace and delete the objects of a configuration kind (src/stack/), or undefined
   * when this edition's API has no such kind (connections on managed, roles on self-hosted).
   */
  config(kind: ConfigKind): ConfigApi | undefined;

  /** Self-hosted only (`POST /api/v2/charts/series`); undefined on managed. */
  readonly charts?: ChartsApi;
  /** Managed only (organization scope: keys, BYOC); undefined on self-hosted. */
  readonly organization?: OrganizationApi;
}

/** One configuration kind's endpoints (docs/contract.md §10–13; roles: the Cloud API's ClickStack roles). */
export interface ConfigApi {
  /** Every object (all pages; a list that changes while paged is refused, as for alerts). */
  list(): Promise<ConfigObject[]>;
  /** POST the body; the answer is the object created. Never re-sent once it may have reached the server. */
  create(body: Record<string, unknown>): Promise<ConfigObject>;
  /** PUT: replaces the object (write-only fields a body leaves out are kept or cleared as the server does). */
  update(id: string, body: Record<string, unknown>): Promise<ConfigObject>;
  delete(id: string): Promise<void>;
}

export interface ChartsApi {
  series(query: SeriesQuery): Promise<SeriesRow[]>;
  /**
   * The same query, each row handed to a collector as the answer arrives and let go (a week of a
   * grouped series is a million rows: never held as text or as a list). `collect` makes a fresh
   * collector for each attempt, so a query re-sent after a cut answer starts again from nothing.
   */
  seriesInto<T>(query: SeriesQuery, collect: () => RowCollector<T>): Promise<T>;
}

/** What takes a series answer's rows one at a time, and what it made of them. */
export interface RowCollector<T> {
  row(row: SeriesRow): void;
  done(): T;
}

export interface OrganizationApi {
  /** `GET /organizations/{org}`: answers only a key that belongs to the organization. */
  get(): Promise<Organization | undefined>;
  listKeys(): Promise<ApiKey[]>;
  /** Never re-sent after it may have reached the server: a lost answer cannot make two keys. */
  createKey(body: ApiKeyCreate): Promise<CreatedApiKey | undefined>;
  getKey(id: string): Promise<ApiKey>;
  updateKey(id: string, patch: Partial<Pick<ApiKey, 'name' | 'state' | 'expireAt'>>): Promise<ApiKey | undefined>;
  /**
   * Deletes the key with this management id. Whether it might be the key in use is the caller's
   * to decide first (src/keys/in-use.ts): the client knows no policy.
   */
  deleteKey(id: string): Promise<void>;
  deleteByocInfrastructure(id: string): Promise<void>;
}
