// A seed document (schemas/emulator-seed.schema.json) applied to a fresh state. Team objects go
// through the edition's own create handlers (and, on managed, its gateway), so a seed holds only
// what the real API would have accepted; references take an id or a name. Problems carry the JSON
// path of what they are about, which the file loader turns into file:line.
import { createAlert } from '../resources/alerts/handlers.ts';
import { createConnection } from '../resources/connections/handlers.ts';
import { createDashboard } from '../resources/dashboards/handlers.ts';
import { gatewayBodyProblem } from '../editions/managed-gateway.ts';
import { REGION_PROVIDER } from '../resources/organization/handlers.ts';
import { createSavedSearch } from '../resources/saved-searches/handlers.ts';
import { createSource } from '../resources/sources/handlers.ts';
import { iso, type StateContext } from '../core/state/context.ts';
import type { AddRoleOptions, EmulatorState } from '../core/state/organization.ts';
import type { TileRecord } from '../core/state/records.ts';
import type { TeamState } from '../core/state/team.ts';
import type { TeamContext, TeamRequest, TeamResult } from '../core/team-result.ts';
import { isRecord } from '../core/validate.ts';
import type { ServerVersion } from '../core/versions.ts';
import { createWebhook } from '../resources/webhooks/handlers.ts';
import { must } from '../core/must.ts';

type Body = Record<string, unknown>;

export interface SeedTeam {
  connections?: Body[];
  sources?: Body[];
  webhooks?: Body[];
  savedSearches?: Body[];
  dashboards?: Body[];
  alerts?: Body[];
}

export interface SeedRows {
  source: string;
  row: Record<string, string | number | number[]>;
  count?: number;
  every?: string;
  for?: string;
  ago?: string;
}

/** A parsed seed document; its file form is described by schemas/emulator-seed.schema.json. */
export interface SeedDocument {
  version: 1;
  /** The servers to answer as (the emulator's `serverVersion` option or flag wins). */
  serverVersion?: ServerVersion;
  credentials?: {
    selfHosted?: { accessKey?: string; ingestionKey?: string };
    managed?: { keyId?: string; keySecret?: string; organizationId?: string; serviceId?: string };
  };
  selfHosted?: SeedTeam;
  /** Further self-hosted teams, each with its own user and key. */
  selfHostedTeams?: Array<SeedTeam & { name: string; id?: string; user: { accessKey: string; email?: string; name?: string } }>;
  /** Further users of a self-hosted team (the first unless `team` names another), each with their own key. */
  selfHostedUsers?: Array<{ accessKey: string; email?: string; name?: string; id?: string; team?: string }>;
  managed?: {
    organization?: { name?: string; createdAt?: string; enableCoreDumps?: boolean };
    service?: SeedTeam & { name?: string; region?: string; provider?: 'aws' | 'gcp' | 'azure'; state?: string };
    roles?: Body[];
    keys?: Body[];
    byoc?: Body[];
  };
  telemetry?: { scenario?: 'demo' | 'none'; rows?: SeedRows[] };
}

export type SeedPath = Array<string | number>;

export interface SeedProblem {
  path: SeedPath;
  message: string;
}

/** Thrown by applySeed with every problem found. */
export class SeedProblems extends Error {
  readonly problems: SeedProblem[];

  constructor(problems: SeedProblem[]) {
    super(`The seed has ${problems.length} problem(s):\n` + problems.map((p) => `  ${formatPath(p.path)}: ${p.message}`).join('\n'));
    this.name = 'SeedProblems';
    this.problems = problems;
  }
}

/** `managed.service.alerts[2].channel` */
export function formatPath(path: SeedPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(document)';
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `15m` → 900000 (the schema admits only this form). */
export function durationMs(text: string): number {
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  const size = m?.[2] === undefined ? undefined : UNITS[m[2]];
  return m && size !== undefined ? Number(m[1]) * size : Number.NaN;
}

/** ISO-8601, or a duration before `now` (`30d`), as ISO-8601. */
function when(text: string, now: number): string {
  const ago = durationMs(text);
  return iso(Number.isNaN(ago) ? Date.parse(text) : now - ago);
}

interface Named {
  id: string;
  name?: unknown;
}

/** Applies a seed to a state holding only the credentials; throws SeedProblems. */
export function applySeed(state: EmulatorState, doc: SeedDocument, ctx: StateContext): void {
  const problems: SeedProblem[] = [];
  const problem = (path: SeedPath, message: string) => problems.push({ path, message });

  /** An id of `rows`, or the id of the one row named `value`; a problem (and undefined) otherwise. */
  function resolve(rows: Named[], value: unknown, what: string, path: SeedPath): string | undefined {
    if (typeof value !== 'string') return undefined;
    if (rows.some((r) => r.id === value)) return value;
    const named = rows.filter((r) => r.name === value);
    const [one] = named;
    if (named.length === 1 && one) return one.id;
    problem(path, named.length === 0 ? `no ${what} with the id or name "${value}"` : `${named.length} ${what}s are named "${value}"; use its id`);
    return undefined;
  }

  function seedTeam(team: TeamState, seed: SeedTeam | undefined, at: SeedPath, managed: boolean): void {
    if (!seed) return;
    const tctx: TeamContext = {
      team,
      ids: ctx.ids,
      now: ctx.now,
      features: ctx.features,
      paginate: true,
      meta: true,
      singleChannel: managed && !ctx.features.managedChannels,
      managed,
    };

    /**
     * One object through the edition's create route, then its explicit id; returns the record. An
     * object whose references did not resolve (problems since `mark`) is not sent: the server's
     * verdict on a half-resolved body would only repeat the problem.
     */
    function create<T extends Named>(
      rows: T[],
      route: string,
      handler: (c: TeamContext, r: TeamRequest) => TeamResult,
      item: Body,
      body: Body,
      path: SeedPath,
      mark = problems.length,
    ): T | undefined {
      if (problems.length > mark) return undefined;
      const before = rows.length;
      const refused = managed ? gatewayBodyProblem(route, body, ctx.features) : undefined;
      if (refused) return void problem(path, `the managed API refuses this body: ${refused}`);
      const result = handler(tctx, { query: {}, body });
      if (result.kind === 'error') return void problem(path, result.message);
      const record = rows[before];
      if (!record) return undefined;
      if (typeof item.id === 'string') {
        if (rows.some((r) => r !== record && r.id === item.id)) problem([...path, 'id'], `id ${item.id} is used twice`);
        record.id = item.id;
      }
      return record;
    }
    const without = (item: Body, ...keys: string[]): Body => Object.fromEntries(Object.entries(item).filter(([k]) => !keys.includes(k)));

    // Connections: the managed service has no connections route, so its team's are stored as given.
    (seed.connections ?? []).forEach((item, i) => {
      const path = [...at, 'connections', i];
      if (managed) {
        const { name, host, username, password } = item as { name: string; host: string; username: string; password?: string };
        const record = team.addConnection({ name, host, username, password });
        if (typeof item.id === 'string') record.id = item.id;
      } else create(team.connections, 'POST connections', createConnection, item, without(item, 'id'), path);
    });

    // Sources: the connection first; links between sources once all exist.
    const SOURCE_LINKS = ['traceSourceId', 'logSourceId', 'metricSourceId', 'sessionSourceId'];
    const sources = (seed.sources ?? []).map((item, i) => {
      const path = [...at, 'sources', i];
      const mark = problems.length;
      const body = without(item, 'id', ...SOURCE_LINKS);
      // A session source cannot be created without its trace source (the schema requires the link): that one
      // is resolved now, so it must come earlier in the list; the optional links wait until all exist.
      if (item.kind === 'session' && item.traceSourceId !== undefined) {
        body.traceSourceId = resolve(team.sources, item.traceSourceId, 'source', [...path, 'traceSourceId']) ?? item.traceSourceId;
      }
      body.connection = resolve(team.connections, item.connection, 'connection', [...path, 'connection']) ?? item.connection;
      return { item, path, record: create(team.sources, 'POST sources', createSource, item, body, path, mark) };
    });
    for (const { item, path, record } of sources) {
      for (const link of SOURCE_LINKS) {
        if (item[link] === undefined || !record || (item.kind === 'session' && link === 'traceSourceId')) continue;
        const id = resolve(team.sources, item[link], 'source', [...path, link]);
        if (id) record[link] = id;
      }
    }

    (seed.webhooks ?? []).forEach((item, i) => create(team.webhooks, 'POST webhooks', createWebhook, item, without(item, 'id'), [...at, 'webhooks', i]));

    (seed.savedSearches ?? []).forEach((item, i) => {
      const path = [...at, 'savedSearches', i];
      const mark = problems.length;
      const body = without(item, 'id');
      body.sourceId = resolve(team.sources, item.sourceId, 'source', [...path, 'sourceId']) ?? item.sourceId;
      create(team.savedSearches, 'POST saved-searches', createSavedSearch, item, body, path, mark);
    });

    /** A tile's or an inline alert's chart with its source and connection references resolved. */
    function chartRefs(chart: Body, path: SeedPath): Body {
      const config = { ...chart };
      if (config.sourceId !== undefined) config.sourceId = resolve(team.sources, config.sourceId, 'source', [...path, 'sourceId']) ?? config.sourceId;
      if (config.connectionId !== undefined) {
        config.connectionId = resolve(team.connections, config.connectionId, 'connection', [...path, 'connectionId']) ?? config.connectionId;
      }
      return config;
    }

    (seed.dashboards ?? []).forEach((item, i) => {
      const path = [...at, 'dashboards', i];
      const mark = problems.length;
      const body = without(item, 'id');
      const tiles = Array.isArray(item.tiles) ? (item.tiles as unknown[]) : [];
      const resolved = tiles.map((t, j) => {
        if (!isRecord(t) || !isRecord(t.config)) return t;
        const config = chartRefs(t.config, [...path, 'tiles', j, 'config']);
        const { id: _id, ...rest } = t;
        return { ...rest, config };
      });
      // PromQL tiles are made in the UI: the API has no input for them (docs/contract.md §7.2), so they are
      // stored as the UI saves them, around the tiles the POST creates.
      const isPromql = (t: unknown) => isRecord(t) && isRecord(t.config) && t.config.configType === 'promql';
      body.tiles = resolved.filter((t) => !isPromql(t));
      if (Array.isArray(item.filters)) {
        body.filters = (item.filters as unknown[]).map((f, j) =>
          isRecord(f) && f.sourceId !== undefined
            ? { ...f, sourceId: resolve(team.sources, f.sourceId, 'source', [...path, 'filters', j, 'sourceId']) ?? f.sourceId }
            : f,
        );
      }
      const record = create(team.dashboards, 'POST dashboards', createDashboard, item, body, path, mark);
      if (!record) return;
      const created = [...record.tiles];
      record.tiles = resolved.map((t) =>
        isPromql(t) ? { ...(t as Omit<TileRecord, 'id'>), id: ctx.ids.objectId() } : must(created.shift(), 'a tile the POST created'),
      );
      // POST mints every tile id; a seed may fix them (alert files and links can then name them).
      tiles.forEach((t, j) => {
        if (record.tiles[j] && isRecord(t) && typeof t.id === 'string') record.tiles[j].id = t.id;
      });
    });

    (seed.alerts ?? []).forEach((item, i) => {
      const path = [...at, 'alerts', i];
      const mark = problems.length;
      const body = without(item, 'id', 'state');
      if (item.dashboardId !== undefined) {
        const dashboardId = resolve(team.dashboards, item.dashboardId, 'dashboard', [...path, 'dashboardId']);
        const dashboard = team.dashboards.find((d) => d.id === dashboardId);
        body.dashboardId = dashboardId ?? item.dashboardId;
        if (dashboard && item.tileId !== undefined)
          body.tileId = resolve(dashboard.tiles, item.tileId, `tile on dashboard "${dashboard.name}"`, [...path, 'tileId']) ?? item.tileId;
      }
      if (item.savedSearchId !== undefined)
        body.savedSearchId = resolve(team.savedSearches, item.savedSearchId, 'saved search', [...path, 'savedSearchId']) ?? item.savedSearchId;
      if (isRecord(item.chartConfig)) body.chartConfig = chartRefs(item.chartConfig, [...path, 'chartConfig']);
      const hook = (c: unknown, p: SeedPath) =>
        isRecord(c) && c.webhookId !== undefined ? { ...c, webhookId: resolve(team.webhooks, c.webhookId, 'webhook', [...p, 'webhookId']) ?? c.webhookId } : c;
      if (item.channel !== undefined) body.channel = hook(item.channel, [...path, 'channel']);
      if (Array.isArray(item.channels)) body.channels = item.channels.map((c, j) => hook(c, [...path, 'channels', j]));
      const record = create(team.alerts, 'POST alerts', createAlert, item, body, path, mark);
      if (record && typeof item.state === 'string') record.state = item.state as typeof record.state;
    });
  }

  seedTeam(state.selfHosted, doc.selfHosted, ['selfHosted'], false);
  (doc.selfHostedTeams ?? []).forEach((t, i) => {
    const path = ['selfHostedTeams', i];
    const keys = state.selfHostedTeams.flatMap((e) => e.users.map((u) => u.accessKey));
    if (keys.includes(t.user.accessKey)) return void problem([...path, 'user', 'accessKey'], "this access key is already a user's");
    const ids = state.selfHostedTeams.map((e) => e.team.id);
    if (t.id !== undefined && ids.includes(t.id)) return void problem([...path, 'id'], `team id ${t.id} is used twice`);
    const { name, id, user, ...objects } = t;
    const entry = state.addSelfHostedTeam({ name, id, user });
    seedTeam(entry.team, objects, path, false);
  });
  (doc.selfHostedUsers ?? []).forEach((u, i) => {
    const path = ['selfHostedUsers', i];
    const keys = state.selfHostedTeams.flatMap((e) => e.users.map((x) => x.accessKey));
    if (keys.includes(u.accessKey)) return void problem([...path, 'accessKey'], "this access key is already a user's");
    const teams = state.selfHostedTeams.map((e) => e.team);
    const team = u.team === undefined ? undefined : resolve(teams, u.team, 'self-hosted team', [...path, 'team']);
    if (u.team !== undefined && team === undefined) return;
    state.addUser({ ...u, team });
  });
  const mg = doc.managed;
  const now = ctx.now();
  if (mg?.organization) {
    const o = mg.organization;
    if (o.name !== undefined) state.organization.name = o.name;
    if (o.createdAt !== undefined) state.organization.createdAt = when(o.createdAt, now);
    if (o.enableCoreDumps !== undefined) state.organization.enableCoreDumps = o.enableCoreDumps;
  }
  const service = must(state.services[state.credentials.serviceId], "the credentials' service");
  if (mg?.service) {
    const s = mg.service;
    if (s.name !== undefined) service.serviceName = service.name = s.name;
    if (s.region !== undefined) {
      service.region = s.region;
      service.provider = REGION_PROVIDER[s.region] ?? service.provider;
    }
    if (s.provider !== undefined) service.provider = s.provider;
    if (s.state !== undefined) service.serviceState = s.state;
    seedTeam(service, s, ['managed', 'service'], true);
  }
  // Custom roles before the keys that hold them; names must stay unique, or a reference by name is ambiguous.
  (mg?.roles ?? []).forEach((r, i) => {
    const path = ['managed', 'roles', i];
    const name = r.name as string;
    if (typeof r.id === 'string' && state.roles.some((x) => x.id === r.id)) return void problem([...path, 'id'], `role id ${r.id} is used twice`);
    if (state.roles.some((x) => x.name === name)) return void problem([...path, 'name'], `a role named "${name}" already exists`);
    state.addRole(name, {
      id: r.id as string | undefined,
      createdAt: typeof r.createdAt === 'string' ? when(r.createdAt, now) : undefined,
      policies: r.policies as AddRoleOptions['policies'],
    });
  });
  (mg?.keys ?? []).forEach((k, i) => {
    const path = ['managed', 'keys', i];
    if (typeof k.keyId === 'string' && state.keys.some((x) => x.keyId === k.keyId)) return void problem([...path, 'keyId'], `key id ${k.keyId} is used twice`);
    const mark = problems.length;
    const assigned = Array.isArray(k.assignedRoles)
      ? (k.assignedRoles as string[]).map((ref, j) => resolve(state.roles, ref, 'role', [...path, 'assignedRoles', j]))
      : undefined;
    if (problems.length > mark) return;
    const record = state.addKey({
      name: k.name as string,
      keyId: k.keyId as string | undefined,
      secret: k.keySecret as string | undefined,
      state: k.state as 'enabled' | 'disabled' | undefined,
      roles: k.roles as string[] | undefined,
      assignedRoleIds: assigned as string[] | undefined,
      ipAccessList: k.ipAccessList as Array<{ source: string; description?: string }> | undefined,
      createdAt: typeof k.createdAt === 'string' ? when(k.createdAt, now) : undefined,
      // usedAt has one-minute precision (docs/contract.md §14).
      usedAt: typeof k.usedAt === 'string' ? iso(Math.floor(Date.parse(when(k.usedAt, now)) / 60_000) * 60_000) : undefined,
      expireAt: typeof k.expireAt === 'string' ? when(k.expireAt, now) : (k.expireAt as null | undefined),
    });
    if (typeof k.id === 'string') record.id = k.id;
    // Both given: `roles` is the legacy list as an organization migrated to custom roles froze it.
    if (assigned && Array.isArray(k.roles)) record.roles = [...(k.roles as string[])];
  });
  (mg?.byoc ?? []).forEach((b) => {
    const region = b.regionId as string;
    state.byoc.push({
      id: typeof b.id === 'string' ? b.id : ctx.ids.uuid(),
      state: (b.state as string | undefined) ?? 'infra-ready',
      accountName: b.accountName as string,
      regionId: region,
      cloudProvider: REGION_PROVIDER[region] ?? 'aws',
      displayName: (b.displayName as string | undefined) ?? `byoc-${region}`,
    });
  });

  const telemetry = doc.telemetry;
  state.telemetry.scenario = telemetry?.scenario ?? 'demo';
  (telemetry?.rows ?? []).forEach((r, i) => {
    // Rows may feed any self-hosted team's source (by id, or by a name unique across the teams).
    const allSources = state.selfHostedTeams.flatMap((e) => e.team.sources);
    const sourceId = resolve(allSources, r.source, 'self-hosted source', ['telemetry', 'rows', i, 'source']);
    if (!sourceId) return;
    state.telemetry.rows.push({
      sourceId,
      row: r.row,
      count: r.count ?? 1,
      everyMs: r.every === undefined ? undefined : durationMs(r.every),
      forMs: r.for === undefined ? undefined : durationMs(r.for),
      agoMs: r.ago === undefined ? 0 : durationMs(r.ago),
    });
  });

  if (problems.length) throw new SeedProblems(problems);
}
