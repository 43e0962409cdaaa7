// One HyperDX team (the self-hosted team, or a managed service's ClickStack team): its collections
// and the adders that bypass HTTP (seeds, tests).
import type {
  AlertRecord,
  Channel,
  ClickStackRoleRecord,
  ConnectionRecord,
  DashboardRecord,
  SavedSearchRecord,
  SourceRecord,
  TileRecord,
  WebhookRecord,
} from './records.ts';
import { iso, type StateContext } from './context.ts';

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
   * Tile configs are stored as given and read back as the server would (resources/dashboards/render.ts): a
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
