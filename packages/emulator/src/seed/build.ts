// The emulator's starting data: the deterministic demo world (fixed ids from the seeded counters;
// dates relative to the clock), credentials only, or a seed document.
import { applySeed, type SeedDocument } from './document.ts';
import {
  createKeyAdder,
  createTeam,
  iso,
  systemRoleRecords,
  type ApiKeyRecord,
  type Credentials,
  type EmulatorState,
  type RoleRecord,
  type SelfHostedTeam,
  type ServiceState,
  type StateContext,
  type TeamState,
  type UserRecord,
} from '../core/state.ts';
import { must } from '../core/must.ts';

/** Fixed credentials and ids of the demo world (safe to print: they only open the emulator). */
export const DEMO = {
  accessKey: '3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d',
  ingestionKey: 'b7e2c4d1-6a3f-4e9b-8c5d-0f1a2b3c4d5e',
  organizationId: '0b5e7a1c-4d2f-4e8a-9c3b-6f1d2e3a4b5c',
  serviceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  keyId: 'K7mQ2xVr9LpZ0001',
  keySecret: '4b1d-demo-secret-DO-NOT-USE-8e1f',
  byocId: 'c2d7f0a4-3b1e-4f6a-8d9c-1e2f3a4b5c6d',
} as const;

const DAY = 24 * 3600 * 1000;

/** Sources, webhooks, dashboards and two hand-made alerts (no ownership marker). */
export function seedObservability(team: TeamState): void {
  const conn = team.addConnection({ name: 'Local ClickHouse', host: 'http://clickhouse:8123', username: 'default', password: '' });
  const logs = team.addSource({
    name: 'Logs',
    kind: 'log',
    connection: conn.id,
    from: { databaseName: 'default', tableName: 'otel_logs' },
    timestampValueExpression: 'TimestampTime',
    displayedTimestampValueExpression: 'Timestamp',
    defaultTableSelectExpression: 'Timestamp, ServiceName, SeverityText, Body',
    serviceNameExpression: 'ServiceName',
    severityTextExpression: 'SeverityText',
    bodyExpression: 'Body',
    eventAttributesExpression: 'LogAttributes',
    resourceAttributesExpression: 'ResourceAttributes',
    traceIdExpression: 'TraceId',
    spanIdExpression: 'SpanId',
    implicitColumnExpression: 'Body',
    highlightedTraceAttributeExpressions: [],
    highlightedRowAttributeExpressions: [],
    materializedViews: [],
  });
  const traces = team.addSource({
    name: 'Traces',
    kind: 'trace',
    connection: conn.id,
    from: { databaseName: 'default', tableName: 'otel_traces' },
    timestampValueExpression: 'Timestamp',
    defaultTableSelectExpression: 'Timestamp, ServiceName, StatusCode, round(Duration / 1e6), SpanName',
    durationExpression: 'Duration',
    durationPrecision: 9,
    traceIdExpression: 'TraceId',
    spanIdExpression: 'SpanId',
    parentSpanIdExpression: 'ParentSpanId',
    spanNameExpression: 'SpanName',
    spanKindExpression: 'SpanKind',
    serviceNameExpression: 'ServiceName',
    statusCodeExpression: 'StatusCode',
    statusMessageExpression: 'StatusMessage',
    resourceAttributesExpression: 'ResourceAttributes',
    eventAttributesExpression: 'SpanAttributes',
    spanEventsValueExpression: 'Events',
    logSourceId: logs.id,
    highlightedTraceAttributeExpressions: [],
    highlightedRowAttributeExpressions: [],
    materializedViews: [],
  });
  const metrics = team.addSource({
    name: 'Metrics',
    kind: 'metric',
    connection: conn.id,
    from: { databaseName: 'default', tableName: '' },
    timestampValueExpression: 'TimeUnix',
    metricTables: {
      gauge: 'otel_metrics_gauge',
      histogram: 'otel_metrics_histogram',
      sum: 'otel_metrics_sum',
      summary: 'otel_metrics_summary',
      'exponential histogram': 'otel_metrics_exponential_histogram',
    },
    resourceAttributesExpression: 'ResourceAttributes',
    logSourceId: logs.id,
  });
  logs.traceSourceId = traces.id;
  logs.metricSourceId = metrics.id;

  const oncall = team.addWebhook({ name: 'oncall', service: 'slack', url: 'https://hooks.slack.com/services/T000/B000/XXX' });
  team.addWebhook({
    name: 'ops-generic',
    service: 'generic',
    url: 'https://ops.example.com/hook',
    description: 'Generic ops endpoint',
    headers: { Authorization: 'Bearer not-returned-by-the-api' },
  });

  const checkout = team.addDashboard({
    name: 'Checkout',
    tags: ['checkout'],
    tiles: [
      {
        name: 'Error count',
        x: 0,
        y: 0,
        w: 12,
        h: 4,
        config: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count', where: 'SeverityText:error', whereLanguage: 'lucene' }] },
      },
      {
        name: 'p95 latency',
        x: 12,
        y: 0,
        w: 12,
        h: 4,
        config: { displayType: 'line', sourceId: traces.id, select: [{ aggFn: 'quantile', level: 0.95, valueExpression: 'Duration' }] },
      },
      {
        name: 'Requests',
        x: 0,
        y: 4,
        w: 6,
        h: 3,
        config: { displayType: 'number', sourceId: traces.id, select: [{ aggFn: 'count' }] },
      },
    ],
  });
  team.addDashboard({
    name: 'Payments',
    tags: ['payments'],
    tiles: [
      {
        name: 'Error count',
        x: 0,
        y: 0,
        w: 12,
        h: 4,
        config: {
          displayType: 'line',
          sourceId: logs.id,
          select: [{ aggFn: 'count', where: 'SeverityText:error ServiceName:payments', whereLanguage: 'lucene' }],
        },
      },
      {
        name: 'Notes',
        x: 12,
        y: 0,
        w: 12,
        h: 4,
        config: { displayType: 'markdown', markdown: '## Payments\nRunbook: https://runbooks.example.com/payments' },
      },
    ],
  });

  const [errorTile, latencyTile] = checkout.tiles;
  team.addAlert({
    source: 'tile',
    dashboardId: checkout.id,
    tileId: must(errorTile, 'the checkout error tile').id,
    name: 'Checkout errors',
    message: 'Checkout is logging errors',
    threshold: 10,
    thresholdType: 'above',
    interval: '5m',
    channels: [{ type: 'webhook', webhookId: oncall.id }],
  });
  team.addAlert({
    source: 'tile',
    dashboardId: checkout.id,
    tileId: must(latencyTile, 'the checkout latency tile').id,
    name: 'Checkout p95 latency',
    message: 'p95 latency above 2 s',
    threshold: 2_000_000_000, // Duration is in nanoseconds (durationPrecision 9)
    thresholdType: 'above',
    interval: '15m',
    channels: [{ type: 'webhook', webhookId: oncall.id }],
  });
}

function seedKeys(state: EmulatorState, now: number): void {
  const ago = (days: number) => iso(now - days * DAY);
  const usedAgo = (days: number) => iso(Math.floor((now - days * DAY) / 60_000) * 60_000);
  const add = (input: Parameters<EmulatorState['addKey']>[0]): ApiKeyRecord => state.addKey(input);
  add({ name: 'ci-pipeline-old', keyId: 'Pq4Wn8Zt2HsB0001', secret: '4b1d-demo-secret-old-twin-7c2a', createdAt: ago(400), usedAt: usedAgo(300) });
  add({ name: 'grafana-reader', createdAt: ago(500), usedAt: usedAgo(200), roles: ['query_endpoints'] });
  add({ name: 'temp-debug', createdAt: ago(120), roles: ['developer'] });
  add({ name: 'contractor-2025', createdAt: ago(300), usedAt: usedAgo(40), expireAt: ago(10), roles: ['developer'] });
  add({ name: 'dashboards-bot', createdAt: ago(30), usedAt: usedAgo(2), roles: ['developer'] });
  add({ name: 'break-glass-admin', createdAt: ago(700), usedAt: usedAgo(400) });
  add({ name: 'legacy-unknown' });
  add({ name: 'new-key', createdAt: ago(3), roles: ['developer'] });
}

/** A user with their key (defaults: a generated id, `fallback` as the name and `<fallback>@example.com`). */
function newUser(ctx: StateContext, u: { accessKey: string; email?: string; name?: string; id?: string }, fallback: string): UserRecord {
  return {
    id: u.id ?? ctx.ids.objectId(),
    email: (u.email ?? `${fallback.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.com`).toLowerCase(),
    name: u.name ?? fallback,
    accessKey: u.accessKey,
    createdAt: iso(ctx.now()),
  };
}

/** A seed: the demo world, credentials only, or a seed document (seed-document.ts). */
export type Seed = 'demo' | 'empty' | SeedDocument;

/** The credentials a seed starts with (a document's, completed with the demo's). */
export function credentialsOf(seed: Seed): Credentials {
  const c = typeof seed === 'object' ? seed.credentials : undefined;
  return {
    accessKey: c?.selfHosted?.accessKey ?? DEMO.accessKey,
    ingestionKey: c?.selfHosted?.ingestionKey ?? DEMO.ingestionKey,
    keyId: c?.managed?.keyId ?? DEMO.keyId,
    keySecret: c?.managed?.keySecret ?? DEMO.keySecret,
    organizationId: c?.managed?.organizationId ?? DEMO.organizationId,
    serviceId: c?.managed?.serviceId ?? DEMO.serviceId,
  };
}

/** A fresh state for `seed`; a document's problems throw SeedProblems (nothing half-applied escapes). */
export function buildState(ctx: StateContext, seed: Seed): EmulatorState {
  const now = ctx.now();
  const credentials = credentialsOf(seed);
  const keys: ApiKeyRecord[] = [];
  const roles = systemRoleRecords(iso(now - 800 * DAY));
  const firstTeam: SelfHostedTeam = {
    team: createTeam(ctx, 'Observability Ops Demo'),
    users: [{ id: ctx.ids.objectId(), email: 'demo@example.com', name: 'Demo User', accessKey: credentials.accessKey, createdAt: iso(now - 90 * DAY) }],
    invitations: [],
  };
  const state: EmulatorState = {
    credentials,
    telemetry: { scenario: 'demo', rows: [] },
    selfHosted: firstTeam.team,
    user: must(firstTeam.users[0], "the first team's user"),
    selfHostedTeams: [firstTeam],
    addSelfHostedTeam(input) {
      const team = createTeam(ctx, input.name);
      if (input.id !== undefined) team.id = input.id;
      const entry: SelfHostedTeam = { team, users: [newUser(ctx, input.user, input.name)], invitations: [] };
      state.selfHostedTeams.push(entry);
      return entry;
    },
    addUser(input) {
      const entry = input.team === undefined ? firstTeam : state.selfHostedTeams.find((e) => e.team.id === input.team || e.team.name === input.team);
      if (!entry) throw new Error(`addUser: no self-hosted team with the id or name ${JSON.stringify(input.team)}`);
      if (state.selfHostedTeams.some((e) => e.users.some((u) => u.accessKey === input.accessKey))) {
        throw new Error("addUser: this access key is already a user's");
      }
      const user = newUser(ctx, input, input.name ?? `user-${entry.users.length + 1}`);
      entry.users.push(user);
      return user;
    },
    ingestionKey: credentials.ingestionKey,
    organization: { id: credentials.organizationId, name: 'Observability Ops Demo Org', createdAt: iso(now - 800 * DAY), enableCoreDumps: false },
    keys,
    byoc: [],
    services: {},
    roles,
    addKey: createKeyAdder(ctx, keys, roles),
    addRole(name, options = {}) {
      const id = options.id ?? ctx.ids.uuid();
      const createdAt = options.createdAt ?? iso(ctx.now());
      const policies = (options.policies ?? []).map((p) => ({ id: ctx.ids.uuid(), ...p }));
      const role: RoleRecord = { id, name, type: 'custom', policies, createdAt, updatedAt: createdAt };
      roles.push(role);
      return role;
    },
  };
  const service: ServiceState = Object.assign(createTeam(ctx, 'observability-prod'), {
    serviceId: credentials.serviceId,
    serviceName: 'observability-prod',
    region: 'us-east-1',
    provider: 'aws' as const,
    serviceState: 'running',
  });
  state.services[credentials.serviceId] = service;
  // The key the credentials authenticate with (an admin key).
  state.addKey({
    name: 'ci-pipeline',
    keyId: credentials.keyId,
    secret: credentials.keySecret,
    createdAt: iso(now - 200 * DAY),
    usedAt: iso(Math.floor(now / 60_000) * 60_000),
  });
  if (seed === 'empty') return state;
  if (typeof seed === 'object') {
    applySeed(state, seed, ctx);
    return state;
  }
  seedObservability(state.selfHosted);
  seedObservability(service);
  seedKeys(state, now);
  state.byoc.push({
    id: DEMO.byocId,
    state: 'infra-ready',
    accountName: 'obs-ops-demo-aws',
    regionId: 'us-east-1',
    cloudProvider: 'aws',
    displayName: 'byoc-us-east-1',
  });
  return state;
}
