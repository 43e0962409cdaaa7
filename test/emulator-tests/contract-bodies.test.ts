// Request bodies of every writable resource, sent to both editions: each answers with its own
// server's verdict. Self-hosted (HyperDX, zod): unknown keys are dropped, bad values are 400
// `{message: "Body validation failed: …"}`. Managed: the gateway refuses whatever its schema does not
// allow, unknown properties included, with 400 `{status, requestId, error: "BAD_REQUEST: request
// body property can't be validated: <property>"}`; what passes it meets the same HyperDX service,
// whose refusals come in the Cloud envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
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
  /** The edition has no such route: Express's HTML 404. */
  | 'unrouted';

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
  'self-hosted': Verdict;
  managed: Verdict;
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
    managed: { gateway: 'filters' },
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
    managed: { gateway: 'channels' },
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

let emu: Emulator;
const refs = {} as Record<Edition, Refs>;

function refsOf(team: TeamState, edition: Edition): Refs {
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
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  refs['self-hosted'] = refsOf(emu.state.selfHosted, 'self-hosted');
  refs.managed = refsOf(emu.state.services[DEMO.serviceId]!, 'managed');
});
afterAll(async () => {
  await emu.close();
});

async function send(edition: Edition, route: string, body: unknown): Promise<Answer> {
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

describe.each(['self-hosted', 'managed'] as const)('request bodies on %s', (edition) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const verdict = c[edition];
    const r = refs[edition];
    const body = c.body(r) as Record<string, unknown>;
    const answer = await send(edition, c.route(r), body);
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
      if ('invalid' in verdict) expect(data).toMatchObject({ valid: false, errors: [expect.objectContaining({ path: verdict.invalid })], normalized: null });
      else if (c.route(r).includes('/validate')) expect(data).toMatchObject({ valid: true, errors: [] });
      return;
    }
    expect(answer.status, what).toBe(400);
    if (edition === 'self-hosted') {
      expect(Object.keys(answer.json), what).toEqual(['message']);
      expect(answer.json.message, what).toMatch(/^Body validation failed: /);
      expect(answer.json.message, what).toContain((verdict as { zod: string }).zod);
      return;
    }
    expect(answer.json, what).toEqual({ status: 400, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), error: expect.any(String) });
    if ('gateway' in verdict) expect(answer.json.error, what).toBe(`BAD_REQUEST: request body property can't be validated: ${verdict.gateway}`);
    else expect(answer.json.error, what).toMatch(new RegExp(`^BAD_REQUEST: Body validation failed: .*${escape(verdict.zod)}`));
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
