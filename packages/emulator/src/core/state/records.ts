// The records of one HyperDX team's objects, as the server stores them (reads answer what each
// resource's renderer keeps of them). Collections are plain arrays in creation order (= ascending
// ObjectId, the order the real servers list in); tests may read and mutate them directly.

/** A webhook channel (both editions) or an email channel (managed only: its schema has both). */
export interface Channel {
  type: 'webhook' | 'email';
  webhookId?: string;
  emailRecipients?: string[];
  [extra: string]: unknown;
}

export type AlertState = 'OK' | 'ALERT' | 'PENDING' | 'INSUFFICIENT_DATA' | 'DISABLED';

export interface AlertRecord {
  id: string;
  teamId: string;
  /** `inline` (today's servers): the alert holds its own `chartConfig`. */
  source: 'saved_search' | 'tile' | 'inline';
  savedSearchId?: string;
  groupBy?: string | null;
  dashboardId?: string;
  tileId?: string;
  /** An inline alert's chart, as parsed (the dashboard tile `config` dialect). */
  chartConfig?: Record<string, unknown>;
  /** Today's servers: as written, or derived from what the alert watches when a write omits it. */
  displayName?: string;
  tags?: string[];
  /** Managed, today: `threshold` unless a write says `anomaly`; `anomalyConfig` only in anomaly mode. */
  detectionMode?: 'threshold' | 'anomaly';
  anomalyConfig?: Record<string, unknown>;
  threshold: number;
  thresholdMax?: number;
  thresholdType: string;
  interval: string;
  scheduleOffsetMinutes?: number;
  scheduleStartAt?: string | null;
  /** All channels; the legacy `channel` field of responses is `channels[0]`. */
  channels: Channel[];
  name: string | null;
  message: string | null;
  note: string | null;
  numConsecutiveWindows: number | null;
  state: AlertState;
  silenced?: { by?: string; at: string; until: string };
  executionErrors?: Array<{ timestamp: string; type: string; message: string }>;
  /** The user who created it through the API (the model has no `updatedBy`); never answered. */
  createdBy?: string;
  createdAt: string;
  updatedAt: string;
}

export interface TileRecord {
  id: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  config: Record<string, unknown>;
  containerId?: string;
  tabId?: string;
}

export interface DashboardRecord {
  id: string;
  name: string;
  tiles: TileRecord[];
  tags: string[];
  filters: Array<Record<string, unknown>>;
  savedQuery: string | null;
  savedQueryLanguage: string | null;
  savedFilterValues: Array<Record<string, unknown>>;
  containers: Array<Record<string, unknown>>;
  /** The model has both, but only the UI's API sets them: the v2 API's writes leave them as they are. */
  createdBy?: string;
  updatedBy?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A source as the server stores it (`{id, name, kind, connection, from, …}`, granularities as
 * `5 minute`); reads answer what the source schema keeps of it (resources/sources/handlers.ts `renderSource`).
 */
export interface SourceRecord {
  id: string;
  name: string;
  kind: string;
  [field: string]: unknown;
}

export interface WebhookRecord {
  id: string;
  name: string;
  /**
   * `slack_api` and `pagerduty_api`: managed only, connected in the ClickStack UI (seeded, never written
   * through the API); the managed read schema lists them, the self-hosted one leaves them out.
   */
  service: 'slack' | 'incidentio' | 'generic' | 'slack_api' | 'pagerduty_api';
  /** Optional in the model: a webhook stored without one is listed without `url`. */
  url?: string;
  description?: string;
  body?: string;
  /** Write-only: never returned (docs/contract.md §11). */
  headers?: Record<string, string>;
  queryParams?: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface SavedSearchRecord {
  id: string;
  name: string;
  sourceId: string;
  select: string;
  where: string;
  whereLanguage: string;
  orderBy: string;
  tags: string[];
  filters: Array<Record<string, unknown>>;
  /** Set by the API's create (both) and update (`updatedBy`); never answered. */
  createdBy?: string;
  updatedBy?: string;
  createdAt: string;
  updatedAt: string;
}

export interface ConnectionRecord {
  id: string;
  name: string;
  host: string;
  username: string;
  /** Write-only. */
  password?: string;
  hyperdxSettingPrefix?: string | null;
  isPrometheusEndpoint?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One CASL rule of a ClickStack role (cloud OpenAPI ClickStackCASLPermission). */
export interface CaslPermission {
  action: string;
  subject: string;
  inverted?: boolean;
  integration?: string;
  conditions?: Record<string, unknown>;
}

/** A ClickStack (managed HyperDX) team role; predefined ones cannot be changed or deleted. */
export interface ClickStackRoleRecord {
  id: string;
  name: string;
  description?: string;
  permissions: CaslPermission[];
  isPredefined: boolean;
  createdAt: string;
  updatedAt: string;
}
