// The deterministic demo world (`--seed demo`, the default): fixed credentials and ids, the
// observability objects of both editions' teams, a spread of managed keys and a BYOC
// infrastructure; dates relative to the clock.
import { iso } from '../core/state/context.ts';
import type { ApiKeyRecord, EmulatorState } from '../core/state/organization.ts';
import type { ServiceState, TeamState } from '../core/state/team.ts';
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

/** The demo world added to a state holding only the credentials. */
export function seedDemo(state: EmulatorState, service: ServiceState, now: number): void {
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
}
