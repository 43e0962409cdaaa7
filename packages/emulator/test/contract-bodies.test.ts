// Request bodies of every writable resource, sent to both editions: each answers with its own
// server's verdict. Self-hosted (HyperDX, zod): unknown keys are dropped, bad values are 400
// `{message: "Body validation failed: …"}`. Managed: the gateway refuses whatever its schema does not
// allow, unknown properties included, with 400 `{status, requestId, error: "BAD_REQUEST: request
// body property can't be validated: <property>"}`; what passes it meets the same HyperDX service,
// whose refusals come in the Cloud envelope. Each case runs on both server versions (`2.36`, and
// `latest`, today's); a verdict that differs between them is given per version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SERVER_VERSIONS, startEmulator, type Emulator, type ServerVersion, type TeamState } from '../src/index.ts';
import { call, type Answer, type Loose } from './http.ts';

type Edition = 'self-hosted' | 'managed';

type Verdict =
  | { ok: true }
  /** 200, and the answer does not carry this key (zod dropped it); for `id`: not the value sent. */
  | { dropped: string }
  /** Self-hosted 400 `Body validation failed: …` (or the managed service's, in the Cloud envelope). */
  | { zod: string }
  /** `POST /dashboards/validate`: 200 `{valid: false, errors}` with an error at this path. */
  | { invalid: string }
  /** Managed gateway 400 naming this top-level property. */
  | { gateway: string }
  /** A controller check's 400 (or `status`) `{message}` (on managed in the Cloud envelope), word for word. */
  | { message: string; status?: number }
  /** The edition has no such route: Express's HTML 404. */
  | 'unrouted';

/** A verdict that differs between the server versions. */
type ByVersion = Record<ServerVersion, Verdict>;
const v = (august: Verdict, latest: Verdict): ByVersion => ({ '2.36': august, latest });

interface Refs {
  dashboard: string;
  /** A dashboard of its own for the PUT cases (a PUT replaces the tiles the alerts point at). */
  putDashboard: string;
  tile: string;
  webhook: string;
  source: string;
  connection: string;
  savedSearch: string;
  alert: string;
  key: string;
}

interface Case {
  name: string;
  /** `METHOD path`, path relative to the team (`/alerts`) or, with `org:`, to the organization. */
  route: (r: Refs) => string;
  body: (r: Refs) => unknown;
  'self-hosted': Verdict | ByVersion;
  managed: Verdict | ByVersion;
}

const minute = 60_000;
const tile = (r: Refs, config: Record<string, unknown> = { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }] }) => ({
  name: 'Errors',
  x: 0,
  y: 0,
  w: 6,
  h: 3,
  config,
});
const dashboard = (r: Refs, extra: Record<string, unknown> = {}) => ({ name: 'Contract', tiles: [tile(r)], ...extra });
const alert = (r: Refs, extra: Record<string, unknown> = {}) => ({
  source: 'tile',
  dashboardId: r.dashboard,
  tileId: r.tile,
  threshold: 1,
  thresholdType: 'above',
  interval: '5m',
  channel: { type: 'webhook', webhookId: r.webhook },
  ...extra,
});
const webhook = (extra: Record<string, unknown> = {}) => ({
  name: `contract-${Math.random()}`,
  service: 'generic',
  url: 'https://hooks.example.com/x',
  ...extra,
});
const savedSearch = (r: Refs, extra: Record<string, unknown> = {}) => ({ name: 'contract', sourceId: r.source, where: 'level:error', ...extra });
const source = (r: Refs, extra: Record<string, unknown> = {}) => ({
  name: 'Contract logs',
  kind: 'log',
  connection: r.connection,
  from: { databaseName: 'default', tableName: 'otel_logs' },
  timestampValueExpression: 'TimestampTime',
  defaultTableSelectExpression: 'Timestamp, Body',
  ...extra,
});
/** An inline alert's chart: a builder line of the team's logs. */
const chart = (r: Refs, extra: Record<string, unknown> = {}) => ({ displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }], ...extra });
const filter = (r: Refs, extra: Record<string, unknown> = {}) => ({
  type: 'QUERY_EXPRESSION',
  name: 'Service',
  expression: 'ServiceName',
  sourceId: r.source,
  ...extra,
});
const series = (r: Refs, extra: Record<string, unknown> = {}) => ({
  series: [{ sourceId: r.source, aggFn: 'count', where: '', groupBy: [] }],
  startTime: Date.now() - 15 * minute,
  endTime: Date.now(),
  ...extra,
});

const CASES: Case[] = [
  // ---- dashboards ----
  { name: 'dashboard: valid', route: () => 'POST /dashboards', body: (r) => dashboard(r), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'dashboard: a top-level id',
    route: () => 'POST /dashboards',
    body: (r) => ({ id: r.dashboard, ...dashboard(r) }),
    'self-hosted': { dropped: 'id' },
    managed: { gateway: 'id' },
  },
  {
    name: 'dashboard: savedQueryLanguage promql',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { savedQuery: 'up', savedQueryLanguage: 'promql' }),
    'self-hosted': { ok: true },
    managed: { gateway: 'savedQueryLanguage' },
  },
  {
    name: 'dashboard: no tiles',
    route: () => 'POST /dashboards',
    body: () => ({ name: 'Contract' }),
    'self-hosted': { zod: 'tiles: Required' },
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard: a tile x that is text',
    route: () => 'POST /dashboards',
    body: (r) => ({ name: 'C', tiles: [{ ...tile(r), x: 'left' }] }),
    'self-hosted': { zod: 'tiles.0.x: Expected number, received string' },
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard: a tile seriesLimit (newer self-hosted only)',
    route: () => 'POST /dashboards',
    body: (r) => ({ name: 'C', tiles: [tile(r, { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }], seriesLimit: 5 })] }),
    'self-hosted': { ok: true },
    managed: v({ gateway: 'tiles' }, { ok: true }),
  },
  {
    name: 'dashboard: tile formulas',
    route: () => 'POST /dashboards',
    body: (r) => ({
      name: 'C',
      tiles: [tile(r, { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }, { aggFn: 'count' }], formulas: [{ expression: 'A / B' }] })],
    }),
    'self-hosted': { ok: true },
    managed: v({ gateway: 'tiles' }, { ok: true }),
  },
  {
    name: 'dashboard: a line tile lineInterpolation',
    route: () => 'POST /dashboards',
    body: (r) => ({ name: 'C', tiles: [tile(r, { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }], lineInterpolation: 'step' })] }),
    'self-hosted': { ok: true },
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard: a lineInterpolation no server knows',
    route: () => 'POST /dashboards',
    body: (r) => ({ name: 'C', tiles: [tile(r, { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'count' }], lineInterpolation: 'wavy' })] }),
    'self-hosted': v({ ok: true }, { zod: "tiles.0.config.lineInterpolation: Invalid enum value. Expected 'linear' | 'monotone' | 'step', received 'wavy'" }),
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard: aggFn increase',
    route: () => 'POST /dashboards',
    body: (r) => ({ name: 'C', tiles: [tile(r, { displayType: 'line', sourceId: r.source, select: [{ aggFn: 'increase', valueExpression: 'x' }] })] }),
    'self-hosted': { ok: true },
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard: a filter variableName',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [filter(r, { isVariableEnabled: true, variableName: 'svc' })] }),
    'self-hosted': { ok: true },
    managed: v({ gateway: 'filters' }, { ok: true }),
  },
  {
    name: 'dashboard: a filter of an unknown type',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [filter(r, { type: 'SELECT' })] }),
    'self-hosted': v(
      { zod: "filters.0.type: Invalid enum value. Expected 'QUERY_EXPRESSION', received 'SELECT'" },
      { zod: "filters.0.type: Invalid discriminator value. Expected 'QUERY_EXPRESSION' | 'STATIC_LIST'" },
    ),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a STATIC_LIST filter',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [{ type: 'STATIC_LIST', name: 'Env', values: ['prod', 'staging'] }] }),
    'self-hosted': v({ zod: "filters.0.type: Invalid enum value. Expected 'QUERY_EXPRESSION', received 'STATIC_LIST'" }, { ok: true }),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a STATIC_LIST filter without values',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [{ type: 'STATIC_LIST', name: 'Env' }] }),
    'self-hosted': v({ zod: 'filters.0.type: Invalid enum value' }, { zod: 'filters.0.values: Required' }),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a STATIC_LIST filter with an expression',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [{ type: 'STATIC_LIST', name: 'Env', values: ['prod'], expression: 'Env' }] }),
    'self-hosted': v({ zod: 'filters.0.type: Invalid enum value' }, { zod: "filters.0: Unrecognized key(s) in object: 'expression'" }),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a STATIC_LIST filter that broadcasts',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [{ type: 'STATIC_LIST', name: 'Env', values: ['prod'], isBroadcastEnabled: true }] }),
    'self-hosted': v(
      { zod: 'filters.0.type: Invalid enum value' },
      { zod: 'filters.0.isBroadcastEnabled: Filter "Env" is a static list, which has no expression to broadcast' },
    ),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a STATIC_LIST filter whose variable clashes with a query filter',
    route: () => 'POST /dashboards',
    body: (r) =>
      dashboard(r, {
        filters: [filter(r, { isVariableEnabled: true, variableName: 'env' }), { type: 'STATIC_LIST', name: 'Env', values: ['prod'], variableName: 'env' }],
      }),
    'self-hosted': v({ zod: 'filters.1.type: Invalid enum value' }, { zod: 'filters.1.variableName: Variable names must be unique: "env"' }),
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard: a variable saved filter value',
    route: () => 'POST /dashboards',
    body: (r) =>
      dashboard(r, {
        savedFilterValues: [
          { type: 'sql', condition: "Env IN ('prod')" },
          { type: 'variable', name: 'svc', values: ['a', 'b'] },
        ],
      }),
    'self-hosted': v({ zod: 'savedFilterValues.1.type: Invalid literal value, expected "sql"' }, { ok: true }),
    managed: v({ gateway: 'savedFilterValues' }, { ok: true }),
  },
  {
    name: 'dashboard: a variable saved filter value without values',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { savedFilterValues: [{ type: 'variable', name: 'svc' }] }),
    'self-hosted': v({ zod: 'savedFilterValues.0.type: Invalid literal value' }, { zod: 'savedFilterValues.0: Invalid input' }),
    managed: { gateway: 'savedFilterValues' },
  },
  {
    name: 'dashboard: a variable saved filter value with a key of its own',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { savedFilterValues: [{ type: 'variable', name: 'svc', values: [], note: 'x' }] }),
    'self-hosted': v({ zod: 'savedFilterValues.0.type: Invalid literal value' }, { zod: "savedFilterValues.0: Unrecognized key(s) in object: 'note'" }),
    managed: { gateway: 'savedFilterValues' },
  },
  {
    name: 'dashboard: a saved filter value of an unknown type',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { savedFilterValues: [{ type: 'nonsense', name: 'svc', values: [] }] }),
    'self-hosted': v({ zod: 'savedFilterValues.0.type: Invalid literal value' }, { zod: 'savedFilterValues.0: Invalid input' }),
    managed: { gateway: 'savedFilterValues' },
  },
  {
    name: 'dashboard: a filter id on create',
    route: () => 'POST /dashboards',
    body: (r) => dashboard(r, { filters: [filter(r, { id: 'f1' })] }),
    'self-hosted': { zod: "filters.0: Unrecognized key(s) in object: 'id'" },
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard update: valid',
    route: (r) => `PUT /dashboards/${r.putDashboard}`,
    body: (r) => dashboard(r, { filters: [filter(r, { id: 'f1' })] }),
    'self-hosted': { ok: true },
    managed: { ok: true },
  },
  {
    name: 'dashboard update: a filter without id',
    route: (r) => `PUT /dashboards/${r.putDashboard}`,
    body: (r) => dashboard(r, { filters: [filter(r)] }),
    'self-hosted': { zod: 'filters.0.id: Required' },
    managed: { gateway: 'filters' },
  },
  {
    name: 'dashboard update: tags not a list',
    route: (r) => `PUT /dashboards/${r.putDashboard}`,
    body: (r) => dashboard(r, { tags: 'prod' }),
    'self-hosted': { zod: 'tags: Expected array, received string' },
    managed: { gateway: 'tags' },
  },
  {
    name: 'dashboard validate: valid',
    route: () => 'POST /dashboards/validate',
    body: (r) => dashboard(r),
    'self-hosted': { ok: true },
    managed: { ok: true },
  },
  {
    name: 'dashboard validate: no tiles',
    route: () => 'POST /dashboards/validate',
    body: () => ({ name: 'C' }),
    'self-hosted': { invalid: 'tiles' },
    managed: { gateway: 'tiles' },
  },
  {
    name: 'dashboard validate: a top-level id',
    route: () => 'POST /dashboards/validate',
    body: (r) => ({ id: r.dashboard, ...dashboard(r) }),
    'self-hosted': { ok: true },
    managed: { gateway: 'id' },
  },

  // ---- alerts ----
  { name: 'alert: valid', route: () => 'POST /alerts', body: (r) => alert(r), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'alert: a channels list',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { channels: [{ type: 'webhook', webhookId: r.webhook }] }),
    'self-hosted': { ok: true },
    managed: v({ gateway: 'channels' }, { ok: true }),
  },
  {
    name: 'alert: channels without channel',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { channel: undefined, channels: [{ type: 'webhook', webhookId: r.webhook }] }),
    'self-hosted': { ok: true },
    // Today's Cloud keeps `channel` required beside `channels` (clickhousectl #719).
    managed: v({ gateway: 'channels' }, { zod: 'channel: Required' }),
  },
  {
    name: 'alert: channels whose first is not the channel',
    route: () => 'POST /alerts',
    body: (r) =>
      alert(r, {
        channels: [
          { type: 'email', emailRecipients: ['a@example.com'] },
          { type: 'webhook', webhookId: r.webhook },
        ],
      }),
    'self-hosted': { zod: 'channels.0.type: Invalid literal value, expected "webhook"' },
    managed: v(
      { gateway: 'channels' },
      { zod: 'channels: When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"' },
    ),
  },
  {
    name: 'alert: an interval of 30s',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { interval: '30s' }),
    'self-hosted': { zod: "interval: Invalid enum value. Expected '1m' | '5m'" },
    managed: v({ gateway: 'interval' }, { ok: true }),
  },
  {
    name: 'alert: a schedule offset on a 30s interval',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { interval: '30s', scheduleOffsetMinutes: 1 }),
    'self-hosted': { zod: "interval: Invalid enum value. Expected '1m' | '5m'" },
    managed: v({ gateway: 'interval' }, { zod: 'scheduleOffsetMinutes: scheduleOffsetMinutes must be less than 0.5 minutes' }),
  },
  {
    name: 'alert: inline',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', dashboardId: undefined, tileId: undefined, chartConfig: chart(r) }),
    'self-hosted': v({ zod: "source: Invalid enum value. Expected 'saved_search' | 'tile', received 'inline'" }, { ok: true }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline on raw SQL bucketed by the interval',
    route: () => 'POST /alerts',
    body: (r) =>
      alert(r, {
        source: 'inline',
        chartConfig: {
          configType: 'sql',
          displayType: 'line',
          connectionId: r.connection,
          sqlTemplate: 'SELECT $__timeInterval(Timestamp) AS t, count() FROM logs GROUP BY t',
        },
      }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { ok: true }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline without a chart',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', dashboardId: undefined, tileId: undefined }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { zod: 'Body validation failed: Invalid input' }),
    managed: { gateway: 'source' },
  },
  {
    name: 'alert: inline on a table chart',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', chartConfig: chart(r, { displayType: 'table' }) }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { message: 'Inline alerts are only supported for Line, Stacked Bar, or Number display types' }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline on a PromQL chart',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', chartConfig: { configType: 'promql', displayType: 'line', promqlExpression: 'up', connectionId: r.connection } }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { zod: 'chartConfig.sourceId: Required' }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline on a source of no team',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', chartConfig: chart(r, { sourceId: 'f00000000000000000000000' }) }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { message: 'Source not found' }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline on raw SQL without the interval',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', chartConfig: { configType: 'sql', displayType: 'line', connectionId: r.connection, sqlTemplate: 'SELECT 1' } }),
    'self-hosted': v(
      { zod: 'source: Invalid enum value' },
      { message: 'Raw SQL alert query is invalid: SQL used for alerts must include an interval parameter or macro.' },
    ),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline on a connection of no team',
    route: () => 'POST /alerts',
    body: (r) =>
      alert(r, {
        source: 'inline',
        chartConfig: { configType: 'sql', displayType: 'number', connectionId: 'f00000000000000000000000', sqlTemplate: 'SELECT 1' },
      }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { message: 'Connection not found' }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: inline with a formula naming no series',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { source: 'inline', chartConfig: chart(r, { formulas: [{ expression: 'A / B' }] }) }),
    'self-hosted': v({ zod: 'source: Invalid enum value' }, { zod: 'chartConfig.formulas.0.expression: Unknown series "B"' }),
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: a chartConfig on a tile alert',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { chartConfig: chart(r) }),
    'self-hosted': { dropped: 'chartConfig' },
    managed: { gateway: 'chartConfig' },
  },
  {
    name: 'alert: displayName and tags',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { displayName: 'Checkout error spike', tags: ['checkout', 'p1'] }),
    'self-hosted': v({ dropped: 'displayName' }, { ok: true }),
    managed: { gateway: 'displayName' },
  },
  {
    name: 'alert: tags that are not a list',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { tags: 'checkout' }),
    'self-hosted': v({ dropped: 'tags' }, { zod: 'tags: Expected array, received string' }),
    managed: { gateway: 'tags' },
  },
  {
    name: 'alert: an anomaly detection mode',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { detectionMode: 'anomaly', anomalyConfig: { zScoreThreshold: 3, condition: 'above', baselineLookbackMinutes: 1440 } }),
    'self-hosted': { dropped: 'detectionMode' },
    managed: v({ gateway: 'detectionMode' }, { ok: true }),
  },
  {
    name: 'alert: a detection mode no server knows',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { detectionMode: 'spike' }),
    'self-hosted': { dropped: 'detectionMode' },
    managed: { gateway: 'detectionMode' },
  },
  {
    name: 'alert: anomaly tuning on a threshold alert',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { anomalyConfig: { zScoreThreshold: 3 } }),
    'self-hosted': { dropped: 'anomalyConfig' },
    managed: v({ gateway: 'anomalyConfig' }, { zod: 'anomalyConfig: anomalyConfig is only valid when detectionMode is "anomaly"' }),
  },
  {
    name: 'alert: anomaly tuning with a field no one named',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { detectionMode: 'anomaly', anomalyConfig: { sensitivity: 'high' } }),
    'self-hosted': { dropped: 'anomalyConfig' },
    managed: v({ gateway: 'detectionMode' }, { gateway: 'anomalyConfig' }),
  },
  {
    name: 'alert silence: until a time to come',
    route: (r) => `POST /alerts/${r.alert}/silenced`,
    body: () => ({ mutedUntil: new Date(Date.now() + 3_600_000).toISOString() }),
    'self-hosted': v('unrouted', { ok: true }),
    managed: v('unrouted', { ok: true }),
  },
  {
    name: 'alert silence: until a time gone by',
    route: (r) => `POST /alerts/${r.alert}/silenced`,
    body: () => ({ mutedUntil: new Date(Date.now() - 3_600_000).toISOString() }),
    'self-hosted': v('unrouted', { zod: 'mutedUntil: mutedUntil must be in the future' }),
    managed: v('unrouted', { zod: 'mutedUntil: mutedUntil must be in the future' }),
  },
  {
    name: 'alert silence: until something that is not a time',
    route: (r) => `POST /alerts/${r.alert}/silenced`,
    body: () => ({ mutedUntil: 'tomorrow' }),
    'self-hosted': v('unrouted', { zod: 'mutedUntil: Invalid datetime' }),
    managed: v('unrouted', { gateway: 'mutedUntil' }),
  },
  {
    name: 'alert silence: no time',
    route: (r) => `POST /alerts/${r.alert}/silenced`,
    body: () => ({}),
    'self-hosted': v('unrouted', { zod: 'mutedUntil: Required' }),
    managed: v('unrouted', { gateway: 'mutedUntil' }),
  },
  {
    name: 'alert silence: an id that is none',
    route: () => 'POST /alerts/not-an-id/silenced',
    body: () => ({ mutedUntil: new Date(Date.now() + 3_600_000).toISOString() }),
    'self-hosted': v('unrouted', { zod: 'id: Invalid ObjectId' }),
    managed: v('unrouted', { zod: 'id: Invalid ObjectId' }),
  },
  {
    name: 'alert unsilence',
    route: (r) => `DELETE /alerts/${r.alert}/silenced`,
    body: () => ({}),
    'self-hosted': v('unrouted', { ok: true }),
    managed: v('unrouted', { ok: true }),
  },
  {
    name: 'alert unsilence: an alert of no team',
    route: () => 'DELETE /alerts/f00000000000000000000000/silenced',
    body: () => ({}),
    'self-hosted': v('unrouted', { message: 'Alert not found', status: 404 }),
    managed: v('unrouted', { message: 'Alert not found', status: 404 }),
  },
  {
    name: 'alert: a top-level id',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { id: r.alert }),
    'self-hosted': { dropped: 'id' },
    managed: { gateway: 'id' },
  },
  {
    name: 'alert: an interval of 2m',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { interval: '2m' }),
    'self-hosted': { zod: "interval: Invalid enum value. Expected '1m' | '5m'" },
    managed: { gateway: 'interval' },
  },
  {
    name: 'alert: a threshold that is text',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { threshold: 'high' }),
    'self-hosted': { zod: 'threshold: Expected number, received string' },
    managed: { gateway: 'threshold' },
  },
  // The managed schema requires nothing: the service behind the gateway refuses it.
  {
    name: 'alert: no threshold',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { threshold: undefined }),
    'self-hosted': { zod: 'threshold: Required' },
    managed: { zod: 'threshold: Required' },
  },
  {
    name: 'alert: an email channel',
    route: () => 'POST /alerts',
    body: (r) => alert(r, { channel: { type: 'email', emailRecipients: ['oncall@example.com'] } }),
    'self-hosted': { zod: 'channel.type: Invalid literal value, expected "webhook"' },
    managed: { ok: true },
  },
  { name: 'alert update: valid', route: (r) => `PUT /alerts/${r.alert}`, body: (r) => alert(r), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'alert update: a numConsecutiveWindows of 1.5',
    route: (r) => `PUT /alerts/${r.alert}`,
    body: (r) => alert(r, { numConsecutiveWindows: 1.5 }),
    'self-hosted': { zod: 'numConsecutiveWindows: Expected integer, received float' },
    managed: { gateway: 'numConsecutiveWindows' },
  },

  // ---- webhooks ----
  { name: 'webhook: valid', route: () => 'POST /webhooks', body: () => webhook(), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'webhook: service teams',
    route: () => 'POST /webhooks',
    body: () => webhook({ service: 'teams' }),
    'self-hosted': { zod: "service: Invalid enum value. Expected 'slack' | 'incidentio' | 'generic', received 'teams'" },
    managed: { gateway: 'service' },
  },
  {
    name: 'webhook: an unknown property',
    route: () => 'POST /webhooks',
    body: () => webhook({ secret: 'x' }),
    'self-hosted': { dropped: 'secret' },
    managed: { gateway: 'secret' },
  },
  {
    name: 'webhook: a header value that is a number',
    route: () => 'POST /webhooks',
    body: () => webhook({ headers: { 'X-Team': 7 } }),
    'self-hosted': { zod: 'headers.X-Team: Expected string, received number' },
    managed: { gateway: 'headers' },
  },
  {
    name: 'webhook update: no url',
    route: (r) => `PUT /webhooks/${r.webhook}`,
    body: () => webhook({ url: undefined }),
    'self-hosted': { zod: 'url: Required' },
    managed: { gateway: 'url' },
  },

  {
    name: 'webhook validate: valid',
    route: () => 'POST /webhooks/validate',
    body: () => webhook(),
    'self-hosted': v('unrouted', { ok: true }),
    managed: v('unrouted', { ok: true }),
  },
  {
    name: 'webhook validate: the name of a webhook that exists (no uniqueness check)',
    route: () => 'POST /webhooks/validate',
    body: () => webhook({ name: 'ops-generic' }),
    'self-hosted': v('unrouted', { ok: true }),
    managed: v('unrouted', { ok: true }),
  },
  {
    name: 'webhook validate: no URL',
    route: () => 'POST /webhooks/validate',
    body: () => webhook({ url: undefined }),
    'self-hosted': v('unrouted', { invalid: 'url' }),
    managed: v('unrouted', { gateway: 'url' }),
  },
  {
    name: 'webhook validate: a private address',
    route: () => 'POST /webhooks/validate',
    body: () => webhook({ url: 'http://10.1.2.3/hook' }),
    'self-hosted': v('unrouted', { invalid: '' }),
    managed: v('unrouted', { invalid: '' }),
  },
  {
    name: 'webhook validate: headers on a slack webhook',
    route: () => 'POST /webhooks/validate',
    body: () => webhook({ service: 'slack', url: 'https://hooks.slack.com/services/T/B/X', headers: { A: 'b' } }),
    'self-hosted': v('unrouted', { invalid: 'headers' }),
    managed: v('unrouted', { invalid: 'headers' }),
  },

  // ---- saved searches ----
  { name: 'saved search: valid', route: () => 'POST /saved-searches', body: (r) => savedSearch(r), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'saved search: a tag that is a number',
    route: () => 'POST /saved-searches',
    body: (r) => savedSearch(r, { tags: [1] }),
    'self-hosted': { zod: 'tags.0: Expected string, received number' },
    managed: { gateway: 'tags' },
  },
  {
    name: 'saved search: an unknown property',
    route: () => 'POST /saved-searches',
    body: (r) => savedSearch(r, { pinned: true }),
    'self-hosted': { dropped: 'pinned' },
    managed: { gateway: 'pinned' },
  },
  {
    name: 'saved search update: whereLanguage promql',
    route: (r) => `PUT /saved-searches/${r.savedSearch}`,
    body: (r) => savedSearch(r, { whereLanguage: 'promql' }),
    'self-hosted': { zod: "whereLanguage: Invalid enum value. Expected 'lucene' | 'sql', received 'promql'" },
    managed: { gateway: 'whereLanguage' },
  },

  // ---- sources ----
  { name: 'source: valid', route: () => 'POST /sources', body: (r) => source(r), 'self-hosted': { ok: true }, managed: { ok: true } },
  {
    name: 'source: kind nope',
    route: () => 'POST /sources',
    body: (r) => source(r, { kind: 'nope' }),
    'self-hosted': { zod: "kind: Invalid discriminator value. Expected 'log' | 'trace'" },
    managed: { gateway: 'kind' },
  },
  {
    name: 'source: a log without its select expression',
    route: () => 'POST /sources',
    body: (r) => source(r, { defaultTableSelectExpression: undefined }),
    'self-hosted': { zod: 'defaultTableSelectExpression: Required' },
    managed: { gateway: 'defaultTableSelectExpression' },
  },
  {
    name: 'source: an unknown property',
    route: () => 'POST /sources',
    body: (r) => source(r, { colour: 'red' }),
    'self-hosted': { dropped: 'colour' },
    managed: { gateway: 'colour' },
  },
  {
    name: 'source update: durationPrecision on a log',
    route: (r) => `PUT /sources/${r.source}`,
    body: (r) => source(r, { durationPrecision: 3 }),
    'self-hosted': { dropped: 'durationPrecision' },
    managed: { gateway: 'durationPrecision' },
  },

  // ---- connections (self-hosted only) ----
  {
    name: 'connection: valid',
    route: () => 'POST /connections',
    body: () => ({ name: 'c', host: 'http://clickhouse:8123', username: 'default', password: 'pw' }),
    'self-hosted': { ok: true },
    managed: 'unrouted',
  },
  {
    name: 'connection: no host',
    route: () => 'POST /connections',
    body: () => ({ name: 'c', username: 'default' }),
    'self-hosted': { zod: 'host: Required' },
    managed: 'unrouted',
  },

  // ---- charts (self-hosted only) ----
  { name: 'charts series: valid', route: () => 'POST /charts/series', body: (r) => series(r), 'self-hosted': { ok: true }, managed: 'unrouted' },
  {
    name: 'charts series: no series',
    route: () => 'POST /charts/series',
    body: (r) => series(r, { series: [] }),
    'self-hosted': { zod: 'series: Series array cannot be empty' },
    managed: 'unrouted',
  },
  {
    name: 'charts series: seconds, not milliseconds',
    route: () => 'POST /charts/series',
    body: (r) => series(r, { startTime: 1_700_000_000 }),
    'self-hosted': { zod: 'startTime: Timestamp must be in milliseconds' },
    managed: 'unrouted',
  },

  // ---- organization, keys, BYOC (managed only) ----
  {
    name: 'key: valid',
    route: () => 'org:POST /keys',
    body: () => ({ name: 'contract', roles: ['developer'], expireAt: null, ipAccessList: [{ source: '0.0.0.0/0' }] }),
    'self-hosted': 'unrouted',
    managed: { ok: true },
  },
  {
    name: 'key: a role root',
    route: () => 'org:POST /keys',
    body: () => ({ name: 'contract', roles: ['root'] }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'roles' },
  },
  {
    name: 'key: an unknown property',
    route: () => 'org:POST /keys',
    body: () => ({ name: 'contract', secret: 'mine' }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'secret' },
  },
  {
    name: 'key update: valid',
    route: (r) => `org:PATCH /keys/${r.key}`,
    body: () => ({ name: 'renamed', expireAt: '2030-01-01T00:00:00Z' }),
    'self-hosted': 'unrouted',
    managed: { ok: true },
  },
  {
    name: 'key update: expireAt tomorrow',
    route: (r) => `org:PATCH /keys/${r.key}`,
    body: () => ({ expireAt: 'tomorrow' }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'expireAt' },
  },
  {
    name: 'key update: state paused',
    route: (r) => `org:PATCH /keys/${r.key}`,
    body: () => ({ state: 'paused' }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'state' },
  },
  {
    name: 'BYOC: valid',
    route: () => 'org:POST /byocInfrastructure',
    body: () => ({ regionId: 'eu-west-1', accountId: '123456789012', displayName: 'eu' }),
    'self-hosted': 'unrouted',
    managed: { ok: true },
  },
  {
    name: 'BYOC: region mars-1',
    route: () => 'org:POST /byocInfrastructure',
    body: () => ({ regionId: 'mars-1', accountId: '1' }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'regionId' },
  },
  {
    name: 'BYOC update: an unknown property',
    route: () => `org:PATCH /byocInfrastructure/${DEMO.byocId}`,
    body: () => ({ displayName: 'x', tags: {} }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'tags' },
  },
  {
    name: 'organization: enableCoreDumps yes',
    route: () => 'org:PATCH ',
    body: () => ({ enableCoreDumps: 'yes' }),
    'self-hosted': 'unrouted',
    managed: { gateway: 'enableCoreDumps' },
  },
];

const emus = {} as Record<ServerVersion, Emulator>;
const refs = {} as Record<ServerVersion, Record<Edition, Refs>>;

function refsOf(emu: Emulator, team: TeamState, edition: Edition): Refs {
  const d = team.dashboards.find((x) => x.name === 'Checkout')!;
  const search = team.addSavedSearch({ name: 'Errors', sourceId: team.sources[0]!.id });
  const key = emu.state.keys.find((k) => k.name === 'temp-debug')!;
  return {
    dashboard: d.id,
    putDashboard: team.addDashboard({ name: 'Replaced by the PUT cases' }).id,
    tile: d.tiles[0]!.id,
    webhook: team.webhooks.find((w) => w.name === 'ops-generic')!.id,
    source: team.sources.find((s) => s.name === 'Logs')!.id,
    connection: team.connections[0]!.id,
    savedSearch: search.id,
    alert: team.alerts.find((a) => a.dashboardId === d.id)!.id,
    key: edition === 'managed' ? key.id : '',
  };
}

beforeAll(async () => {
  for (const version of SERVER_VERSIONS) {
    const emu = await startEmulator({ serverVersion: version, selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    emus[version] = emu;
    refs[version] = { 'self-hosted': refsOf(emu, emu.state.selfHosted, 'self-hosted'), managed: refsOf(emu, emu.state.services[DEMO.serviceId]!, 'managed') };
  }
});
afterAll(async () => {
  await Promise.all(Object.values(emus).map((e) => e.close()));
});

async function send(emu: Emulator, edition: Edition, route: string, body: unknown): Promise<Answer> {
  const org = route.startsWith('org:');
  const [method, path] = route.replace(/^org:/, '').split(' ') as [string, string];
  const base =
    edition === 'self-hosted'
      ? `${emu.url}/api/v2`
      : `${emu.url}/v1/organizations/${DEMO.organizationId}${org ? '' : `/services/${DEMO.serviceId}/clickstack`}`;
  const authorization =
    edition === 'self-hosted' ? `Bearer ${emu.selfHosted.apiKey}` : `Basic ${Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64')}`;
  return call(`${base}${path}`, { method, headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const payload = (edition: Edition, a: Answer): Loose => (edition === 'self-hosted' ? (a.json?.data ?? a.json) : a.json?.result);
const verdictOf = (given: Verdict | ByVersion, version: ServerVersion): Verdict => (typeof given === 'object' && '2.36' in given ? given[version] : given);

describe.each(SERVER_VERSIONS.flatMap((version) => (['self-hosted', 'managed'] as const).map((edition) => [version, edition] as const)))(
  'request bodies on %s, %s',
  (version, edition) => {
    it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const verdict = verdictOf(c[edition], version);
      const r = refs[version][edition];
      const body = c.body(r) as Record<string, unknown>;
      const answer = await send(emus[version], edition, c.route(r), body);
      const what = `${c.route(r)} → ${answer.status} ${answer.text.slice(0, 300)}`;
      if (verdict === 'unrouted') {
        expect(answer.status, what).toBe(404);
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
        return;
      }
      if ('ok' in verdict || 'dropped' in verdict || 'invalid' in verdict) {
        expect(answer.status, what).toBe(200);
        if (edition === 'managed') expect(answer.json).toEqual({ status: 200, requestId: expect.any(String), result: expect.anything() });
        const data = payload(edition, answer);
        if ('dropped' in verdict && verdict.dropped === 'id') expect(data.id, what).not.toBe(body.id);
        else if ('dropped' in verdict) expect(data, what).not.toHaveProperty(verdict.dropped);
        if ('invalid' in verdict) {
          expect(data, what).toMatchObject({ valid: false, errors: [expect.objectContaining({ path: verdict.invalid })] });
          if (c.route(r).includes('/dashboards/')) expect(data.normalized).toBeNull();
        } else if (c.route(r).includes('/validate')) expect(data, what).toMatchObject({ valid: true, errors: [] });
        return;
      }
      if ('message' in verdict) {
        expect(answer.status, what).toBe(verdict.status ?? 400);
        if (edition === 'self-hosted') expect(answer.json, what).toEqual({ message: verdict.message });
        else expect(answer.json.error, what).toBe(`${verdict.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'}: ${verdict.message}`);
        return;
      }
      expect(answer.status, what).toBe(400);
      if (edition === 'self-hosted') {
        expect(Object.keys(answer.json), what).toEqual(['message']);
        expect(answer.json.message, what).toMatch(/^(Body|Params) validation failed: /);
        expect(answer.json.message, what).toContain((verdict as { zod: string }).zod);
        return;
      }
      expect(answer.json, what).toEqual({ status: 400, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), error: expect.any(String) });
      if ('gateway' in verdict) expect(answer.json.error, what).toBe(`BAD_REQUEST: request body property can't be validated: ${verdict.gateway}`);
      else expect(answer.json.error, what).toMatch(new RegExp(`^BAD_REQUEST: (Body|Params) validation failed: .*${escape(verdict.zod)}`));
    });
  },
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
