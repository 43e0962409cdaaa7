// Domain shapes shared by both editions. Responses are typed loosely (every field the
// servers may omit is optional) and validated where we depend on them.

export type Edition = 'self-hosted' | 'managed';

export type ThresholdType = 'above' | 'below' | 'above_exclusive' | 'below_or_equal' | 'equal' | 'not_equal' | 'between' | 'not_between';

/** `30s`: the managed edition only (today's ClickHouse Cloud). */
export type AlertInterval = '30s' | '1m' | '5m' | '15m' | '30m' | '1h' | '6h' | '12h' | '1d';

export interface AlertChannel {
  type: 'webhook';
  webhookId: string;
  [extra: string]: unknown;
}

/** Writable alert fields (POST and PUT share the body; PUT replaces the whole config). */
export interface AlertInput {
  source: 'tile' | 'saved_search' | 'inline';
  dashboardId?: string;
  /** An inline alert's own chart, in the dashboard tile config dialect (hyperdx #3043); GET by id answers it, the list does not. */
  chartConfig?: Record<string, unknown>;
  tileId?: string;
  savedSearchId?: string;
  groupBy?: string | null;
  threshold: number;
  thresholdMax?: number;
  thresholdType: ThresholdType;
  interval: AlertInterval;
  scheduleOffsetMinutes?: number;
  scheduleStartAt?: string | null;
  channel?: AlertChannel;
  channels?: AlertChannel[];
  name?: string | null;
  message?: string | null;
  note?: string | null;
  numConsecutiveWindows?: number | null;
  /** Today's self-hosted servers (after api 2.36): the name the alerts page shows, and tags. */
  displayName?: string;
  tags?: string[];
  /** Today's managed servers: `threshold` or `anomaly`, and an anomaly alert's tuning. */
  detectionMode?: string;
  anomalyConfig?: Record<string, unknown>;
}

export interface Alert extends Partial<AlertInput> {
  id: string;
  state?: string;
  teamId?: string;
  silenced?: { by?: string; at?: string; until?: string };
  executionErrors?: Array<{ timestamp?: string; type?: string; message?: string }>;
  createdAt?: string;
  updatedAt?: string;
  [extra: string]: unknown;
}

/**
 * Display types the alert engine evaluates, builder or raw SQL (anything else never fires, and the
 * server deletes its alerts after the next dashboard PUT; docs/contract.md §7.2, §8.1).
 */
export const ALERTABLE_DISPLAY_TYPES: readonly string[] = ['line', 'stacked_bar', 'number'];

export interface Tile {
  id: string;
  name: string;
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  config?: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface Dashboard {
  id: string;
  name: string;
  tiles: Tile[];
  tags?: string[];
  [extra: string]: unknown;
}

/** `POST /dashboards/validate`'s verdict, unwrapped from whichever envelope the server used. */
export interface DashboardValidation {
  valid: boolean;
  errors: Array<{ path: string; message: string }>;
  /** What the server would store (its parse of the body, not the GET form). */
  normalized?: unknown;
}

/** `POST /webhooks/validate`'s verdict, unwrapped from whichever form the server used. */
export interface WebhookValidation {
  valid: boolean;
  errors: Array<{ path: string; message: string }>;
}

/** The configuration kinds a stack file syncs beside dashboards and alerts (src/stack/), in dependency order. */
export const CONFIG_KINDS = ['connections', 'sources', 'savedSearches', 'webhooks', 'roles'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

/**
 * Every kind of object the syncs manage, in reference order: each names only kinds before it (a
 * source its connection, a dashboard its sources, an alert its dashboard, saved search and webhooks).
 */
export const RESOURCE_KINDS = [...CONFIG_KINDS, 'dashboards', 'alerts'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The objects of each kind as a list answers them. */
export interface ServerObjects {
  connections: Connection[];
  sources: Source[];
  savedSearches: SavedSearch[];
  webhooks: Webhook[];
  roles: ConfigObject[];
  dashboards: Dashboard[];
  alerts: Alert[];
}

/** A configuration object as the server answers it: `id` and `name` checked, the rest as sent. */
export interface ConfigObject {
  id: string;
  name: string;
  [field: string]: unknown;
}

/** A ClickHouse connection (self-hosted `GET /connections`); the password is never returned. */
export interface Connection {
  id: string;
  name: string;
  [extra: string]: unknown;
}

export interface Source {
  id: string;
  name: string;
  kind: string;
  [extra: string]: unknown;
}

export interface SavedSearch {
  id: string;
  name: string;
  sourceId?: string;
  [extra: string]: unknown;
}

export interface Webhook {
  id: string;
  name: string;
  service: string;
  [extra: string]: unknown;
}

/** Managed-edition organization API key (no field is guaranteed by the schema). */
export interface ApiKey {
  id: string;
  name?: string;
  state?: string; // 'enabled' | 'disabled', or a state added later
  keySuffix?: string;
  createdAt?: string;
  expireAt?: string | null;
  usedAt?: string | null;
  /** Deprecated; frozen at the pre-migration value in organizations that moved to custom roles. */
  roles?: string[];
  assignedRoles?: Array<{ roleId?: string; roleName?: string; roleType?: string /* 'system' | 'custom' */ }>;
  /** An empty list denies all access. */
  ipAccessList?: IpAccessEntry[];
  [extra: string]: unknown;
}

export interface IpAccessEntry {
  source: string;
  description?: string;
}

/** `POST /keys` body (ApiKeyPostRequest) as this client sends it: never `hashData`. */
export interface ApiKeyCreate {
  name: string;
  expireAt: string | null;
  assignedRoleIds?: string[];
  roles?: string[];
  ipAccessList: IpAccessEntry[];
}

/** `POST /keys` result: the only time the key id and secret are returned. */
export interface CreatedApiKey {
  key?: ApiKey;
  keyId?: string;
  keySecret?: string;
}

export interface Organization {
  id?: string;
  name?: string;
  [extra: string]: unknown;
}

export type SeriesAggFn = 'avg' | 'count' | 'count_distinct' | 'last_value' | 'max' | 'min' | 'quantile' | 'sum' | 'any' | 'none' | 'increase';

export interface SeriesItem {
  sourceId: string;
  aggFn: SeriesAggFn;
  field?: string;
  where: string;
  whereLanguage?: 'lucene' | 'sql';
  groupBy: string[];
  level?: number;
  metricName?: string;
  metricDataType?: string;
  [extra: string]: unknown;
}

export interface SeriesQuery {
  series: SeriesItem[];
  startTime: number;
  endTime: number;
  granularity?: string;
  seriesReturnType?: 'column' | 'ratio';
}

/** One row of `POST /charts/series`: values may arrive as strings (64-bit integers). */
export interface SeriesRow {
  ts_bucket: number;
  group: unknown[];
  [seriesKey: `series_${number}.data`]: number | string | null | undefined;
}
