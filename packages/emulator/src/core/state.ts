// The emulator's data. Collections are plain arrays in creation order (= ascending ObjectId, the
// order the real servers list in); tests may read and mutate them directly.
import type { IdSource } from './ids.ts';
import type { Features } from '../editions/versions.ts';
import type { SeededRows } from '../resources/charts/seeded.ts';

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
 * `5 minute`); reads answer what the source schema keeps of it (sources.ts `renderSource`).
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

/** One HyperDX team: the self-hosted team, or the ClickStack team of one managed service. */
export interface TeamState {
  id: string;
  name: string;
  dashboards: DashboardRecord[];
  alerts: AlertRecord[];
  sources: SourceRecord[];
  webhooks: WebhookRecord[];
  savedSearches: SavedSearchRecord[];
  connections: ConnectionRecord[];
  /** Only the managed service routes them (`…/clickstack/roles`); the self-hosted v2 API has no roles. */
  clickStackRoles: ClickStackRoleRecord[];
  /** Bypass HTTP (no validation): fills defaults, assigns an id unless given, appends, returns the record. */
  addAlert(partial: Partial<AlertRecord> & { channel?: Channel }): AlertRecord;
  /**
   * Tile configs are stored as given and read back as the server would (dashboard-render.ts): a
   * PromQL tile (`configType: 'promql'`, which the API cannot write) is left out of every read, a
   * config the server cannot convert comes back as a default line tile, and so on.
   */
  addDashboard(partial: Partial<Omit<DashboardRecord, 'tiles'>> & { tiles?: Array<Partial<TileRecord>> }): DashboardRecord;
  /** Stored as given (no validation: a document the schema refuses is left out of reads, as upstream does). */
  addSource(partial: Partial<SourceRecord> & { name: string; kind: string }): SourceRecord;
  addWebhook(partial: Partial<WebhookRecord> & { name: string }): WebhookRecord;
  addSavedSearch(partial: Partial<SavedSearchRecord> & { name: string; sourceId: string }): SavedSearchRecord;
  addConnection(partial: Partial<ConnectionRecord> & { name: string }): ConnectionRecord;
  /** A custom role unless `isPredefined` is given. */
  addClickStackRole(partial: Partial<ClickStackRoleRecord> & { name: string }): ClickStackRoleRecord;
}

export interface ServiceState extends TeamState {
  serviceId: string;
  serviceName: string;
  region: string;
  provider: 'aws' | 'gcp' | 'azure';
  serviceState: string;
}

export interface ApiKeyRecord {
  /** Management UUID (path `/keys/{id}`), not the Basic-auth key id. */
  id: string;
  name: string;
  state: 'enabled' | 'disabled';
  roles: string[];
  assignedRoles: Array<{ roleId: string; roleName: string; roleType: 'system' | 'custom' }>;
  /** Basic-auth username; only its last 4 chars are ever returned (`keySuffix`). */
  keyId: string;
  /** Basic-auth password; never returned by list/get. */
  keySecret: string;
  createdAt?: string;
  expireAt?: string | null;
  usedAt?: string;
  ipAccessList: Array<{ source: string; description?: string }>;
  /** Listed without `keySuffix` (the schema makes it optional). */
  hideSuffix?: boolean;
  /** Listed without `assignedRoles`, as a server from before custom roles answers (legacy `roles` only). */
  hideAssignedRoles?: boolean;
  /** Until this time (emulator clock) the key is not yet known organization-wide (see managed.ts). */
  propagatesUntil?: number;
}

/** A policy of a role as created (RBACPolicyCreateRequest); responses add its role and tenant. */
export interface RolePolicy {
  id: string;
  allowDeny: 'ALLOW' | 'DENY';
  permissions: string[];
  resources: string[];
  tags?: { grants?: string[]; roleV2?: string };
}

/** An organization role (RBACRole): the three system roles and any custom role a seed or test adds. */
export interface RoleRecord {
  id: string;
  name: string;
  type: 'system' | 'custom';
  policies: RolePolicy[];
  createdAt: string;
  updatedAt: string;
}

/** What a custom role may be given besides its name (defaults: a generated id, now, no policy). */
export interface AddRoleOptions {
  id?: string;
  createdAt?: string;
  policies?: Array<Omit<RolePolicy, 'id'>>;
}

export interface ByocRecord {
  id: string;
  /** infra-ready, infra-provisioning or infra-terminated as the emulator makes them; a seed may set another. */
  state: string;
  accountName: string;
  regionId: string;
  cloudProvider: 'aws' | 'gcp' | 'azure';
  displayName: string;
}

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  /** Personal API access key (Bearer). */
  accessKey: string;
  createdAt: string;
}

/** A pending invitation to a self-hosted team (`POST /team/invitation`). */
export interface InvitationRecord {
  id: string;
  email: string;
  name?: string;
  /** The join-team token of the invitation's URL. */
  token: string;
  createdAt: string;
}

/**
 * One self-hosted team with its users (each with a Personal API Access Key) and pending invitations.
 * A key sees only its own team's objects: another team's are answered as not found, as upstream does.
 */
export interface SelfHostedTeam {
  team: TeamState;
  users: UserRecord[];
  invitations: InvitationRecord[];
}

/** A further user of a self-hosted team, with their own key (default team: the first). */
export interface AddUserInput {
  accessKey: string;
  email?: string;
  name?: string;
  id?: string;
  /** The team's id or name. */
  team?: string;
}

/** A further self-hosted team and its first user (defaults: generated ids, `<name>@example.com`). */
export interface AddSelfHostedTeamInput {
  name: string;
  id?: string;
  user: { accessKey: string; email?: string; name?: string; id?: string };
}

export interface AddKeyInput {
  name: string;
  keyId?: string;
  secret?: string;
  state?: 'enabled' | 'disabled';
  createdAt?: string;
  usedAt?: string;
  expireAt?: string | null;
  roles?: string[];
  /** Role ids (system or custom, see `addRole`); wins over `roles`. */
  assignedRoleIds?: string[];
  ipAccessList?: Array<{ source: string; description?: string }>;
  hideSuffix?: boolean;
  hideAssignedRoles?: boolean;
}

/** What the emulator accepts (the demo's, or a seed's); printed when it starts. */
export interface Credentials {
  /** Self-hosted Personal API Access Key (Bearer). */
  accessKey: string;
  /** Self-hosted ingestion key, which /api/v2 refuses. */
  ingestionKey: string;
  /** Managed: the admin key's Basic-auth id and secret, its organization and service. */
  keyId: string;
  keySecret: string;
  organizationId: string;
  serviceId: string;
}

export interface EmulatorState {
  credentials: Credentials;
  /**
   * What POST /charts/series aggregates over: `demo` serves the built-in logs and traces to every
   * log and trace source without rows of its own; `rows` are a seed's (series/seeded.ts).
   */
  telemetry: { scenario: 'demo' | 'none'; rows: SeededRows[] };
  /** Self-hosted (`/api/v2`) team of the demo user: `selfHostedTeams[0].team`. */
  selfHosted: TeamState;
  /** Its first user: `selfHostedTeams[0].users[0]`. */
  user: UserRecord;
  /** Every self-hosted team, the demo user's first; a Bearer key selects its user's team. */
  selfHostedTeams: SelfHostedTeam[];
  /** Adds a self-hosted team whose user's key sees only that team (multi-tenant tests). */
  addSelfHostedTeam(input: AddSelfHostedTeamInput): SelfHostedTeam;
  /**
   * Adds a user to a self-hosted team: their key sees the same objects, and what they write is
   * recorded as theirs (`createdBy`, `updatedBy`, `silenced.by`) — "someone else edited it".
   */
  addUser(input: AddUserInput): UserRecord;
  /** Team ingestion key: a valid-looking key that v2 rejects with 401 (docs/contract.md §2). */
  ingestionKey: string;
  organization: { id: string; name: string; createdAt: string; enableCoreDumps: boolean };
  /** Managed organization API keys (secrets included; responses strip them). */
  keys: ApiKeyRecord[];
  /** Managed BYOC infrastructures (listed via `GET /v1/organizations/{org}` → `byocConfig`). */
  byoc: ByocRecord[];
  /** Managed services by service id; each holds its ClickStack team. */
  services: Record<string, ServiceState>;
  /** Organization roles: the system roles first, then custom roles in creation order. */
  roles: RoleRecord[];
  addKey(input: AddKeyInput): ApiKeyRecord;
  /** Adds a custom role (`GET /roles` lists it; keys can be given it through `assignedRoleIds`). */
  addRole(name: string, options?: AddRoleOptions): RoleRecord;
}

export interface StateContext {
  ids: IdSource;
  now: () => number;
  /** The server version's features, under whose rules a seed document's objects are created. */
  features: Features;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Deterministic Cloud-style key id / secret material derived from a counter. */
export function keyMaterial(n: number, length: number): string {
  let out = '';
  let x = (n * 2654435761) >>> 0;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x ^ (x >>> 13), 1103515245) + 12345 + i) >>> 0;
    out += ALPHANUM.charAt(x % ALPHANUM.length);
  }
  return out;
}

export function createTeam(ctx: StateContext, name: string): TeamState {
  const stamp = () => iso(ctx.now());
  const team: TeamState = {
    id: ctx.ids.objectId(),
    name,
    dashboards: [],
    alerts: [],
    sources: [],
    webhooks: [],
    savedSearches: [],
    connections: [],
    clickStackRoles: [],
    addAlert(p) {
      const now = stamp();
      const channels = p.channels ?? (p.channel ? [p.channel] : []);
      const { channel: _ignored, ...rest } = p;
      const record: AlertRecord = {
        source: 'tile',
        threshold: 1,
        thresholdType: 'above',
        interval: '5m',
        name: null,
        message: null,
        note: null,
        numConsecutiveWindows: null,
        state: 'OK',
        createdAt: now,
        updatedAt: now,
        ...rest,
        channels,
        id: p.id ?? ctx.ids.objectId(),
        teamId: team.id,
      };
      team.alerts.push(record);
      return record;
    },
    addDashboard(p) {
      const now = stamp();
      const record: DashboardRecord = {
        tags: [],
        filters: [],
        savedQuery: null,
        savedQueryLanguage: null,
        savedFilterValues: [],
        containers: [],
        createdAt: now,
        updatedAt: now,
        ...p,
        name: p.name ?? 'Untitled',
        id: p.id ?? ctx.ids.objectId(),
        tiles: (p.tiles ?? []).map((t, i) => ({
          x: 0,
          y: i * 4,
          w: 12,
          h: 4,
          ...t,
          id: t.id ?? ctx.ids.objectId(),
          name: t.name ?? `Tile ${i + 1}`,
          config: t.config ?? { displayType: 'markdown', markdown: '' },
        })),
      };
      team.dashboards.push(record);
      return record;
    },
    addSource(p) {
      // Mongoose's defaults, as a document the server stored has them.
      const arrays =
        p.kind === 'log' || p.kind === 'trace'
          ? { highlightedTraceAttributeExpressions: [], highlightedRowAttributeExpressions: [], materializedViews: [] }
          : {};
      const now = stamp();
      const record: SourceRecord = { disabled: false, querySettings: [], ...arrays, createdAt: now, updatedAt: now, ...p, id: p.id ?? ctx.ids.objectId() };
      team.sources.push(record);
      return record;
    },
    addWebhook(p) {
      const now = stamp();
      const record: WebhookRecord = { service: 'generic', createdAt: now, updatedAt: now, ...p, id: p.id ?? ctx.ids.objectId() };
      team.webhooks.push(record);
      return record;
    },
    addSavedSearch(p) {
      const now = stamp();
      const record: SavedSearchRecord = {
        select: '',
        where: '',
        whereLanguage: 'lucene',
        orderBy: '',
        tags: [],
        filters: [],
        createdAt: now,
        updatedAt: now,
        ...p,
        id: p.id ?? ctx.ids.objectId(),
      };
      team.savedSearches.push(record);
      return record;
    },
    addConnection(p) {
      const now = stamp();
      const record: ConnectionRecord = {
        host: 'http://localhost:8123',
        username: 'default',
        createdAt: now,
        updatedAt: now,
        ...p,
        id: p.id ?? ctx.ids.objectId(),
      };
      team.connections.push(record);
      return record;
    },
    addClickStackRole(p) {
      const now = stamp();
      const record: ClickStackRoleRecord = { permissions: [], isPredefined: false, createdAt: now, updatedAt: now, ...p, id: p.id ?? ctx.ids.objectId() };
      team.clickStackRoles.push(record);
      return record;
    },
  };
  return team;
}

const SYSTEM_ROLES: Record<string, { roleId: string; roleName: string }> = {
  admin: { roleId: 'b0a7c0de-0000-4000-8000-000000000001', roleName: 'Admin' },
  developer: { roleId: 'b0a7c0de-0000-4000-8000-000000000002', roleName: 'Developer' },
  query_endpoints: { roleId: 'b0a7c0de-0000-4000-8000-000000000003', roleName: 'Query endpoints' },
};

/** The system roles a key with these legacy `roles` holds (organizations keep both lists in step). */
export function systemRoles(roles: readonly string[]): ApiKeyRecord['assignedRoles'] {
  return roles.flatMap((r) => (SYSTEM_ROLES[r] ? [{ ...SYSTEM_ROLES[r], roleType: 'system' as const }] : []));
}

/** The RBACRole records of the system roles. */
export function systemRoleRecords(createdAt: string): RoleRecord[] {
  return Object.values(SYSTEM_ROLES).map((r) => ({ id: r.roleId, name: r.roleName, type: 'system', policies: [], createdAt, updatedAt: createdAt }));
}

/**
 * A key's roles from role ids: the assigned roles, and the legacy `roles` that follow from the
 * system roles among them. Undefined when an id names no role of the organization.
 */
export function rolesFromIds(all: readonly RoleRecord[], ids: readonly string[]): Pick<ApiKeyRecord, 'roles' | 'assignedRoles'> | undefined {
  const found = ids.map((id) => all.find((r) => r.id === id));
  if (found.some((r) => !r)) return undefined;
  const roles = found as RoleRecord[];
  const legacy = Object.entries(SYSTEM_ROLES)
    .filter(([, s]) => roles.some((r) => r.id === s.roleId))
    .map(([name]) => name);
  return { roles: legacy, assignedRoles: roles.map((r) => ({ roleId: r.id, roleName: r.name, roleType: r.type })) };
}

export function createKeyAdder(ctx: StateContext, keys: ApiKeyRecord[], roles: readonly RoleRecord[]): (input: AddKeyInput) => ApiKeyRecord {
  let n = 0;
  return (input) => {
    n += 1;
    const assigned = input.assignedRoleIds ? rolesFromIds(roles, input.assignedRoleIds) : undefined;
    if (input.assignedRoleIds && !assigned) throw new Error(`addKey: unknown role id in ${input.assignedRoleIds.join(', ')}`);
    const record: ApiKeyRecord = {
      id: ctx.ids.uuid(),
      name: input.name,
      state: input.state ?? 'enabled',
      roles: assigned?.roles ?? input.roles ?? ['admin'],
      assignedRoles: assigned?.assignedRoles ?? systemRoles(input.roles ?? ['admin']),
      keyId: input.keyId ?? keyMaterial(n, 20),
      keySecret: input.secret ?? '4b1d' + keyMaterial(n + 1000, 36),
      ipAccessList: input.ipAccessList ?? [{ source: '0.0.0.0/0', description: 'Anywhere' }],
    };
    if (input.createdAt !== undefined) record.createdAt = input.createdAt;
    if (input.usedAt !== undefined) record.usedAt = input.usedAt;
    if (input.expireAt !== undefined) record.expireAt = input.expireAt;
    if (input.hideSuffix) record.hideSuffix = true;
    if (input.hideAssignedRoles) record.hideAssignedRoles = true;
    keys.push(record);
    return record;
  };
}
