// Dashboards beyond the tile config, on both editions (docs/contract.md §7.1, §7.2, §7.5, §7.7, §7.8): the
// team cross-checks, filter and container rules, what reads return for stored dashboards (PromQL
// tiles left out, unconvertible and corrupted configs, legacy tokens, orphan refs), and
// `POST /dashboards/validate` per edition and server age.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEmulatorArgs, EmulatorUsageError } from '../src/options.ts';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../src/index.ts';
import { call, managed, selfHosted, type Answer, type Loose } from './http.ts';

type Edition = 'self-hosted' | 'managed';
type Json = Record<string, Loose>;

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(() => emu.close());

const EDITIONS = ['self-hosted', 'managed'] as const;
const teamOf = (edition: Edition): TeamState => (edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[DEMO.serviceId]!);
const source = (edition: Edition, name: string) => teamOf(edition).sources.find((s) => s.name === name)!.id;

/** One edition's dashboards API: paths relative to the team, answers unwrapped. */
function api(edition: Edition, on: Emulator = emu) {
  const sh = selfHosted(on);
  const mg = managed(on);
  const send = (method: 'get' | 'post' | 'put', path: string, body?: unknown): Promise<Answer> =>
    edition === 'self-hosted'
      ? method === 'get'
        ? sh.get(path)
        : sh[method](path, body)
      : method === 'get'
        ? mg.get(`${mg.stack}${path}`)
        : mg[method](`${mg.stack}${path}`, body);
  return {
    get: (path: string) => send('get', path),
    post: (path: string, body: unknown) => send('post', path, body),
    put: (path: string, body: unknown) => send('put', path, body),
    /** The payload of a 200 (`data` or `result`). */
    ok(a: Answer): Json {
      expect(a.status, a.text).toBe(200);
      const payload: Json = edition === 'self-hosted' ? a.json.data : a.json.result;
      return payload;
    },
    /** The message of a 400 (managed: without `BAD_REQUEST: `). */
    refused(a: Answer): string {
      expect(a.status, a.text).toBe(400);
      const message: string = edition === 'self-hosted' ? a.json.message : String(a.json.error).replace(/^BAD_REQUEST: /, '');
      return message;
    },
  };
}

const tile = (config: Json, extra: Json = {}) => ({ name: 'T', x: 0, y: 0, w: 6, h: 3, config, ...extra });
const line = (sourceId: string, extra: Json = {}) => ({ displayType: 'line', sourceId, select: [{ aggFn: 'count' }], ...extra });
const filter = (sourceId: string, extra: Json = {}) => ({ type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId, ...extra });

describe.each(EDITIONS)('PromQL tiles on %s (stored by a test hook)', (edition) => {
  it('are left out of list and GET, and a PUT of what GET returned drops them and their alerts', async () => {
    const team = teamOf(edition);
    const logs = source(edition, 'Logs');
    const d = team.addDashboard({
      name: 'With PromQL',
      tiles: [
        { name: 'Errors', config: line(logs) },
        { name: 'Up', config: { configType: 'promql', displayType: 'line', promqlExpression: 'up', connectionId: team.connections[0]!.id } },
      ],
    });
    const [errors, up] = d.tiles;
    team.addAlert({ source: 'tile', dashboardId: d.id, tileId: errors!.id, name: 'on errors' });
    team.addAlert({ source: 'tile', dashboardId: d.id, tileId: up!.id, name: 'on PromQL' });
    const a = api(edition);
    const got = a.ok(await a.get(`/dashboards/${d.id}`));
    expect(got.tiles.map((t: Json) => t.name as unknown)).toEqual(['Errors']);
    const listed = a.ok(await a.get('/dashboards')).find((x: Json) => x.id === d.id);
    expect(listed.tiles.map((t: Json) => t.id as unknown)).toEqual([errors!.id]);

    const { id: _id, ...body } = got;
    const put = a.ok(await a.put(`/dashboards/${d.id}`, { ...body, filters: undefined }));
    expect(put.tiles.map((t: Json) => t.id as unknown)).toEqual([errors!.id]);
    expect(d.tiles.map((t) => t.name)).toEqual(['Errors']);
    expect(team.alerts.filter((x) => x.dashboardId === d.id).map((x) => x.name)).toEqual(['on errors']);
  });
});

describe('PromQL tiles in a seed', () => {
  let seeded: Emulator | undefined;
  afterEach(async () => {
    await seeded?.close();
    seeded = undefined;
  });

  it('stores them as the UI would, around the tiles the POST creates; alerts may name them', async () => {
    const sources = [
      {
        name: 'Logs',
        kind: 'log',
        connection: 'CH',
        from: { databaseName: 'd', tableName: 't' },
        timestampValueExpression: 'T',
        defaultTableSelectExpression: 'Body',
      },
    ];
    const team = (id: string) => ({
      connections: [{ name: 'CH', host: 'http://clickhouse:8123', username: 'default' }],
      sources,
      webhooks: [{ name: 'oncall', service: 'generic', url: 'https://ops.example.com/hook' }],
      dashboards: [
        {
          name: 'Mixed',
          tiles: [
            { name: 'Errors', x: 0, y: 0, w: 12, h: 4, config: { displayType: 'line', sourceId: 'Logs', select: [{ aggFn: 'count' }] } },
            { id, name: 'Up', x: 12, y: 0, w: 12, h: 4, config: { configType: 'promql', displayType: 'line', promqlExpression: 'up', connectionId: 'CH' } },
            { name: 'Notes', x: 0, y: 4, w: 12, h: 4, config: { displayType: 'markdown', markdown: 'hi' } },
          ],
        },
      ],
      alerts: [
        {
          source: 'tile',
          dashboardId: 'Mixed',
          tileId: 'Up',
          threshold: 1,
          thresholdType: 'above',
          interval: '5m',
          channel: { type: 'webhook', webhookId: 'oncall' },
        },
      ],
    });
    seeded = await startEmulator({
      seed: { version: 1, selfHosted: team('5eed000000000000000000a1'), managed: { service: team('5eed000000000000000000a2') } },
    });
    for (const edition of EDITIONS) {
      const stored = edition === 'self-hosted' ? seeded.state.selfHosted : seeded.state.services[DEMO.serviceId]!;
      const d = stored.dashboards[0]!;
      expect(d.tiles.map((t) => [t.name, t.config.configType ?? 'builder'])).toEqual([
        ['Errors', 'builder'],
        ['Up', 'promql'],
        ['Notes', 'builder'],
      ]);
      expect(d.tiles[1]).toMatchObject({
        id: edition === 'self-hosted' ? '5eed000000000000000000a1' : '5eed000000000000000000a2',
        config: { connectionId: stored.connections[0]!.id },
      });
      expect(stored.alerts[0]!.tileId).toBe(d.tiles[1]!.id);
      const a = api(edition, seeded);
      expect(a.ok(await a.get(`/dashboards/${d.id}`)).tiles.map((t: Json) => t.name as unknown)).toEqual(['Errors', 'Notes']);
    }
  });
});

describe.each(EDITIONS)('cross-checks on %s (first failure wins, 400 {message})', (edition) => {
  it('4: a raw SQL tile whose source reads through another connection', async () => {
    const team = teamOf(edition);
    const other = team.addConnection({ name: `Other ${edition}` });
    const elsewhere = team.addSource({ name: `Elsewhere ${edition}`, kind: 'log', connection: other.id });
    const a = api(edition);
    const sql = { configType: 'sql', displayType: 'table', connectionId: team.connections[0]!.id, sqlTemplate: 'SELECT 1', sourceId: elsewhere.id };
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [tile(sql)] }))).toBe(
      `The following source IDs do not match the specified connections: ${elsewhere.id}`,
    );
    a.ok(await a.post('/dashboards', { name: 'x', tiles: [tile({ ...sql, connectionId: other.id })] }));
  });

  it('5: heatmaps need a trace source — on PUT only for tiles whose source or type changed', async () => {
    const team = teamOf(edition);
    const a = api(edition);
    const heatmap = (sourceId: string) => ({ displayType: 'heatmap', sourceId, select: [{ valueExpression: 'Duration' }] });
    const logs = source(edition, 'Logs');
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [tile(heatmap(logs))] }))).toBe(
      `Heatmap tiles require a Trace source. The following source IDs are not Trace sources: ${logs}`,
    );
    const spans = team.addSource({ name: `Spans ${edition}`, kind: 'trace', connection: team.connections[0]!.id });
    const created = a.ok(await a.post('/dashboards', { name: 'Heat', tiles: [tile(heatmap(spans.id))] }));
    spans.kind = 'log'; // the source changed kind after the tile was accepted
    const kept = { ...tile(heatmap(spans.id)), id: created.tiles[0].id };
    a.ok(await a.put(`/dashboards/${created.id}`, { name: 'Heat, renamed', tiles: [kept] }));
    expect(a.refused(await a.put(`/dashboards/${created.id}`, { name: 'Heat', tiles: [kept, tile(heatmap(spans.id))] }))).toBe(
      `Heatmap tiles require a Trace source. The following source IDs are not Trace sources: ${spans.id}`,
    );
  });

  it('7: an onClick link to a dashboard that does not exist', async () => {
    const a = api(edition);
    const missing = 'ffffffffffffffffffffff01';
    const onClick = { type: 'dashboard', target: { mode: 'id', id: missing } };
    const table = { displayType: 'table', sourceId: source(edition, 'Logs'), select: [{ aggFn: 'count' }], onClick };
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [tile(table)] }))).toBe(`Could not find the following onClick dashboard IDs: ${missing}`);
    onClick.target.id = teamOf(edition).dashboards[0]!.id;
    a.ok(await a.post('/dashboards', { name: 'x', tiles: [tile(table)] }));
  });

  it('2 and 8: onClick search targets exist and are log or trace sources', async () => {
    const a = api(edition);
    const missing = 'ffffffffffffffffffffff02';
    const table = (id: string) =>
      tile({ displayType: 'table', sourceId: source(edition, 'Logs'), select: [{ aggFn: 'count' }], onClick: { type: 'search', target: { mode: 'id', id } } });
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [table(missing)] }))).toBe(`Could not find the following source IDs: ${missing}`);
    const metrics = source(edition, 'Metrics');
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [table(metrics)] }))).toBe(
      `The following onClick search source IDs are not log or trace sources: ${metrics}`,
    );
    a.ok(await a.post('/dashboards', { name: 'x', tiles: [table(source(edition, 'Traces'))] }));
  });

  it('runs the checks in the server order: sources before connections before heatmaps', async () => {
    const a = api(edition);
    const missing = 'ffffffffffffffffffffff03';
    const tiles = [
      tile({ displayType: 'heatmap', sourceId: source(edition, 'Logs'), select: [{ valueExpression: 'Duration' }] }),
      tile({ configType: 'sql', displayType: 'line', connectionId: missing, sqlTemplate: 'SELECT 1' }),
      tile(line(missing)),
    ];
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles }))).toBe(`Could not find the following source IDs: ${missing}`);
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: tiles.slice(0, 2) }))).toBe(`Could not find the following connection IDs: ${missing}`);
  });
});

describe('cross-check 6 on self-hosted (formulas: the managed schema has none)', () => {
  it('formulas need a metric, log or trace source — on PUT only when the formulas or source changed', async () => {
    const team = teamOf('self-hosted');
    const a = api('self-hosted');
    const sessions = team.addSource({ name: 'Sessions', kind: 'session', connection: team.connections[0]!.id });
    const withFormula = (sourceId: string, expression = 'A / B') => ({
      displayType: 'line',
      sourceId,
      select: [{ aggFn: 'count' }, { aggFn: 'count', where: 'level:error' }],
      formulas: [{ expression }],
    });
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [tile(withFormula(sessions.id))] }))).toBe(
      `Tiles with formulas require a Metric, Log, or Trace source. The following source IDs are not formula-capable: ${sessions.id}`,
    );
    const metrics = team.addSource({ name: 'More metrics', kind: 'metric', connection: team.connections[0]!.id });
    const created = a.ok(await a.post('/dashboards', { name: 'Rates', tiles: [tile(withFormula(metrics.id))] }));
    metrics.kind = 'session';
    const id = created.tiles[0].id;
    a.ok(await a.put(`/dashboards/${created.id}`, { name: 'Rates', tags: ['edited'], tiles: [{ ...tile(withFormula(metrics.id)), id }] }));
    expect(a.refused(await a.put(`/dashboards/${created.id}`, { name: 'Rates', tiles: [{ ...tile(withFormula(metrics.id, 'B / A')), id }] }))).toMatch(
      /^Tiles with formulas require/,
    );
  });
});

describe.each(EDITIONS)('containers on %s', (edition) => {
  const containers = [
    {
      id: 'c1',
      title: 'Health',
      collapsed: false,
      tabs: [
        { id: 't1', title: 'Errors' },
        { id: 't2', title: 'Latency' },
      ],
    },
  ];

  it('checks tabs, ids and types in the body', async () => {
    const a = api(edition);
    const tiles = [tile(line(source(edition, 'Logs')))];
    const tooMany = [{ ...containers[0], tabs: Array.from({ length: 21 }, (_, i) => ({ id: `t${i}`, title: 'x' })) }];
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles, containers: tooMany }))).toBe(
      'Body validation failed: containers.0.tabs: Array must contain at most 20 element(s)',
    );
    const twice = [
      containers[0],
      {
        ...containers[0],
        tabs: [
          { id: 't1', title: 'a' },
          { id: 't1', title: 'b' },
        ],
      },
    ];
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles, containers: twice }))).toBe(
      'Body validation failed: containers.1.id: Container IDs must be unique: "c1"; containers.1.tabs.1.id: Duplicate tab id "t1" in container "c1"',
    );
    const emptyTab = [{ ...containers[0], tabs: [{ id: '', title: 'x' }] }];
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles, containers: emptyTab }))).toBe(
      'Body validation failed: containers.0.tabs.0.id: String must contain at least 1 character(s)',
    );
    const wrongType = [{ ...containers[0], bordered: 'yes' }];
    const refused = a.refused(await a.post('/dashboards', { name: 'x', tiles, containers: wrongType }));
    if (edition === 'self-hosted') expect(refused).toBe('Body validation failed: containers.0.bordered: Expected boolean, received string');
    else expect(refused).toBe("request body property can't be validated: containers");
  });

  it('resolves tile tabs against the body, or on PUT without containers against the stored ones', async () => {
    const a = api(edition);
    const logs = source(edition, 'Logs');
    const inTab = (tabId: string, containerId?: string) => tile(line(logs), { containerId, tabId });
    expect(a.refused(await a.post('/dashboards', { name: 'x', tiles: [inTab('t9', 'c1'), inTab('t1')], containers }))).toBe(
      'tiles.0.tabId: Tile references unknown tabId "t9" in container "c1"; tiles.1.tabId: tabId requires containerId to be set',
    );
    const created = a.ok(await a.post('/dashboards', { name: 'Tabs', tiles: [inTab('t2', 'c1')], containers }));
    expect(created.containers).toEqual(containers);
    a.ok(await a.put(`/dashboards/${created.id}`, { name: 'Tabs', tiles: [inTab('t1', 'c1')] }));
    expect(a.refused(await a.put(`/dashboards/${created.id}`, { name: 'Tabs', tiles: [inTab('t1', 'c2')] }))).toBe(
      'tiles.0.containerId: Tile references unknown containerId "c2"',
    );
  });

  it('drops empty and orphan container and tab refs on read', async () => {
    const logs = source(edition, 'Logs');
    const d = teamOf(edition).addDashboard({
      name: 'Orphans',
      containers,
      tiles: [
        { name: 'gone container', config: line(logs), containerId: 'gone', tabId: 't1' },
        { name: 'gone tab', config: line(logs), containerId: 'c1', tabId: 'gone' },
        { name: 'empty', config: line(logs), containerId: '', tabId: '' },
        { name: 'tab only', config: line(logs), tabId: 't1' },
        { name: 'fine', config: line(logs), containerId: 'c1', tabId: 't2' },
      ],
    });
    const a = api(edition);
    const got = a.ok(await a.get(`/dashboards/${d.id}`));
    expect(got.tiles.map((t: Json) => [t.name, t.containerId, t.tabId] as unknown)).toEqual([
      ['gone container', undefined, undefined],
      ['gone tab', 'c1', undefined],
      ['empty', undefined, undefined],
      ['tab only', undefined, undefined],
      ['fine', 'c1', 't2'],
    ]);
    const { id: _id, ...body } = got;
    a.ok(await a.put(`/dashboards/${d.id}`, { ...body, filters: undefined })); // the round trip validates
  });
});

describe('filter rules on self-hosted (the managed schema has neither mode flag nor variables)', () => {
  const send = (filters: Json[]) => api('self-hosted').post('/dashboards', { name: 'Filters', tiles: [], filters });
  const logs = () => source('self-hosted', 'Logs');

  it('refuses a filter that does nothing, fields of a mode that is off, and clashing variable names', async () => {
    const a = api('self-hosted');
    expect(a.refused(await send([filter(logs(), { isBroadcastEnabled: false })]))).toBe(
      'Body validation failed: filters.0.isBroadcastEnabled: Filter "Service" must broadcast its value, be available as a variable, or both',
    );
    expect(a.refused(await send([filter(logs(), { variableName: 'svc' })]))).toBe(
      'Body validation failed: filters.0.variableName: Filter "Service" sets variableName but is not available as a variable; set isVariableEnabled to true or drop variableName',
    );
    expect(a.refused(await send([filter(logs(), { isBroadcastEnabled: false, isVariableEnabled: true, appliesToSourceIds: [logs()] })]))).toBe(
      'Body validation failed: filters.0.appliesToSourceIds: Filter "Service" sets appliesToSourceIds but does not broadcast its value; set isBroadcastEnabled to true or drop appliesToSourceIds',
    );
    expect(
      a.refused(
        await send([
          filter(logs(), { name: 'Service name', isVariableEnabled: true }),
          filter(logs(), { name: 'x', isVariableEnabled: true, variableName: 'Service_name' }),
        ]),
      ),
    ).toBe('Body validation failed: filters.1.variableName: Variable names must be unique: "Service_name"');
    expect(a.refused(await send([filter(logs(), { name: '!!!', isVariableEnabled: true })]))).toBe(
      'Body validation failed: filters.0.variableName: Variable name is required for filter "!!!"',
    );
    expect(a.refused(await send([filter(logs(), { type: 'SELECT' })]))).toBe(
      // Today's filters are a union on `type` (hyperdx #3017); 2.36's enum message is in contract-bodies.test.ts.
      "Body validation failed: filters.0.type: Invalid discriminator value. Expected 'QUERY_EXPRESSION' | 'STATIC_LIST'",
    );
    // Two filters of one name are fine while variables are off.
    a.ok(await send([filter(logs()), filter(logs())]));
  });

  it('answers without the fields of a mode that is off', async () => {
    const a = api('self-hosted');
    const created = a.ok(await send([filter(logs(), { isBroadcastEnabled: false, isVariableEnabled: true, appliesToSourceIds: [] })]));
    expect(created.filters[0]).not.toHaveProperty('appliesToSourceIds');
    expect(created.filters[0]).toMatchObject({ isBroadcastEnabled: false, isVariableEnabled: true });
    const d = teamOf('self-hosted').addDashboard({
      name: 'Stored filter',
      filters: [{ id: 'f1', ...filter(logs(), { isVariableEnabled: false, variableName: 'svc', appliesToSourceIds: [logs()] }) }],
    });
    expect(a.ok(await a.get(`/dashboards/${d.id}`)).filters).toEqual([
      { id: 'f1', ...filter(logs(), { isVariableEnabled: false, appliesToSourceIds: [logs()] }) },
    ]);
  });
});

describe.each(EDITIONS)('read-side quirks on %s (configs stored by a test hook)', (edition) => {
  it('returns an unconvertible config as a default line tile and keeps a corrupted heatmap a heatmap', async () => {
    const team = teamOf(edition);
    const traces = source(edition, 'Traces');
    const connectionId = team.connections[0]!.id;
    const d = team.addDashboard({
      name: 'Quirks',
      tiles: [
        { name: 'gauge', config: { displayType: 'gauge', sourceId: traces } },
        { name: 'sql search', config: { configType: 'sql', displayType: 'search', connectionId, sqlTemplate: 'SELECT 1' } },
        { name: 'heatmap', config: { displayType: 'heatmap', sourceId: traces, select: [{ countExpression: 'count()' }] } },
      ],
    });
    const a = api(edition);
    const got = a.ok(await a.get(`/dashboards/${d.id}`));
    expect(got.tiles.map((t: Json) => t.config as unknown)).toEqual([
      { displayType: 'line', sourceId: traces, select: [{ aggFn: 'count', where: '' }] },
      { configType: 'sql', displayType: 'line', connectionId, sqlTemplate: 'SELECT 1' },
      { displayType: 'heatmap', sourceId: traces, select: [{ valueExpression: '' }], where: '', whereLanguage: 'lucene' },
    ]);
    const { id: _id, ...body } = got;
    expect(a.refused(await a.put(`/dashboards/${d.id}`, { ...body, filters: undefined }))).toBe(
      'Body validation failed: tiles.2.config.select.0.valueExpression: String must contain at least 1 character(s)',
    );
  });

  it('maps legacy palette tokens, drops rules it cannot read, and self-heals stale select fields', async () => {
    const logs = source(edition, 'Logs');
    const d = teamOf(edition).addDashboard({
      name: 'Legacy',
      tiles: [
        {
          name: 'number',
          config: {
            displayType: 'number',
            sourceId: logs,
            select: [{ aggFn: 'count', valueExpression: 'stale' }],
            color: 'chart-3',
            colorRules: [
              { operator: 'gt', value: 1, color: 'chart-1' },
              { operator: 'regex', value: '.*', color: 'chart-red' },
              { operator: 'lt', value: 0, color: 'mauve' },
            ],
          },
        },
        {
          name: 'rules gone',
          config: {
            displayType: 'number',
            sourceId: logs,
            select: [{ aggFn: 'count' }],
            color: 'mauve',
            colorRules: [{ operator: 'gt', value: 1, color: 'mauve' }],
          },
        },
        {
          name: 'stale level',
          config: { displayType: 'line', sourceId: logs, select: [{ aggFn: 'avg', valueExpression: 'Duration', level: 0.95 }, { aggFn: 'median' }] },
        },
        {
          name: 'raw number',
          config: { configType: 'sql', displayType: 'number', connectionId: teamOf(edition).connections[0]!.id, sqlTemplate: 'SELECT 1', color: 'chart-10' },
        },
      ],
    });
    const a = api(edition);
    const [number, gone, stale, raw] = a.ok(await a.get(`/dashboards/${d.id}`)).tiles.map((t: Json) => t.config as unknown);
    expect(number).toEqual({
      displayType: 'number',
      sourceId: logs,
      select: [{ aggFn: 'count', where: '', whereLanguage: 'lucene' }],
      color: 'chart-orange',
      colorRules: [{ operator: 'gt', value: 1, color: 'chart-green' }],
    });
    expect(gone).toEqual({ displayType: 'number', sourceId: logs, select: [{ aggFn: 'count', valueExpression: '', where: '', whereLanguage: 'lucene' }] });
    expect(stale.select).toEqual([
      { aggFn: 'avg', valueExpression: 'Duration', where: '', whereLanguage: 'lucene' },
      { aggFn: 'none', valueExpression: '', where: '', whereLanguage: 'lucene' },
    ]);
    expect(raw.color).toBe('chart-gray');
  });
});

describe.each(EDITIONS)('PUT on %s', (edition) => {
  it('deletes only the alerts of tiles it removes or downgrades, not those of tiles never on the dashboard', async () => {
    const team = teamOf(edition);
    const logs = source(edition, 'Logs');
    const d = team.addDashboard({
      name: 'Cleanup',
      tiles: [
        { name: 'A', config: line(logs) },
        { name: 'B', config: line(logs) },
      ],
    });
    for (const [name, tileId] of [
      ['A', d.tiles[0]!.id],
      ['B', d.tiles[1]!.id],
      ['dangling', 'ffffffffffffffffffffff04'],
    ] as const) {
      team.addAlert({ source: 'tile', dashboardId: d.id, tileId, name });
    }
    const a = api(edition);
    a.ok(await a.put(`/dashboards/${d.id}`, { name: 'Cleanup', tiles: [{ ...tile({ ...line(logs), displayType: 'table' }), id: d.tiles[0]!.id }] }));
    expect(team.alerts.filter((x) => x.dashboardId === d.id).map((x) => x.name)).toEqual(['dangling']);
  });

  it('answers a bad body and a bad id together, body first', async () => {
    const a = api(edition);
    expect(a.refused(await a.put('/dashboards/nope', { name: 'x' }))).toBe(
      // The managed gateway refuses the body before the service sees the id.
      edition === 'self-hosted'
        ? 'Body validation failed: tiles: Required; Params validation failed: id: Invalid ObjectId'
        : "request body property can't be validated: tiles",
    );
  });
});

describe.each(EDITIONS)('POST /dashboards/validate on %s', (edition) => {
  const validate = (body: unknown) => api(edition).post('/dashboards/validate', body);
  const verdict = (a: Answer): Loose => (edition === 'self-hosted' ? a.json : a.json.result);

  it('normalizes a valid body to exactly what a POST of it stores: the parsed body, defaults filled, unknown keys dropped', async () => {
    const logs = source(edition, 'Logs');
    const body = {
      name: 'Validated',
      unknown: true,
      tags: ['a', 'a'],
      tiles: [
        tile(line(logs, { select: [{ aggFn: 'count' }], ...(edition === 'self-hosted' ? { colour: 'red' } : {}) })),
        tile({ displayType: 'search', sourceId: logs, select: 'Body', whereLanguage: 'lucene' }, { id: 'mine', containerId: 'c1' }),
      ],
      containers: [{ id: 'c1', title: 'C', collapsed: true }],
      savedQuery: 'level:error',
      savedFilterValues: [{ condition: "ServiceName IN ('checkout')" }],
      filters: [filter(logs)],
    };
    if (edition === 'managed') delete (body as Json).unknown;
    const answer = await validate(body);
    expect(answer.status).toBe(200);
    const { valid, errors, normalized } = verdict(answer);
    expect([valid, errors]).toEqual([true, []]);
    expect(normalized).toEqual({
      name: 'Validated',
      tags: ['a', 'a'],
      tiles: [
        tile(line(logs, { select: [{ aggFn: 'count', where: '' }] })),
        tile({ displayType: 'search', sourceId: logs, select: 'Body', where: '', whereLanguage: 'lucene' }, { id: 'mine', containerId: 'c1' }),
      ],
      containers: [{ id: 'c1', title: 'C', collapsed: true }],
      savedQuery: 'level:error',
      savedFilterValues: [{ type: 'sql', condition: "ServiceName IN ('checkout')" }],
      filters: [filter(logs)],
    });
    // The same body through POST: the stored tiles and filters are `normalized`'s, with ids added.
    const created = api(edition).ok(await api(edition).post('/dashboards', body));
    const stored = teamOf(edition).dashboards.find((d) => d.id === created.id)!;
    expect(stored.tiles.map((t) => t.config)).toEqual(normalized.tiles.map((t: Json) => t.config as unknown));
    expect(stored.filters.map(({ id: _id, ...f }) => f)).toEqual(normalized.filters);
    expect([stored.savedFilterValues, stored.containers]).toEqual([normalized.savedFilterValues, normalized.containers]);
    expect(teamOf(edition).dashboards.filter((d) => d.name === 'Validated')).toHaveLength(1); // validate wrote nothing
  });

  it('reports schema problems at their path and cross-check failures at ""', async () => {
    const bad = verdict(await validate({ name: 'x', tiles: [tile({ displayType: 'pie', sourceId: source(edition, 'Logs'), select: [] })] }));
    expect(bad).toEqual({ valid: false, errors: [{ path: 'tiles.0.config.select', message: 'Array must contain exactly 1 element(s)' }], normalized: null });
    const missing = 'ffffffffffffffffffffff05';
    const cross = verdict(await validate({ name: 'x', tiles: [tile(line(missing))] }));
    expect(cross).toEqual({ valid: false, errors: [{ path: '', message: `Could not find the following source IDs: ${missing}` }], normalized: null });
  });
});

describe('POST /dashboards/validate per self-hosted age and envelope', () => {
  let other: Emulator | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });
  const body = () => ({ name: 'x', tiles: [] });

  it('answers under `data` with validateEnvelope: data (managed keeps `result`)', async () => {
    other = await startEmulator({ selfHosted: { validateEnvelope: 'data' } });
    expect((await selfHosted(other).post('/dashboards/validate', body())).json).toEqual({
      data: { valid: true, errors: [], normalized: { name: 'x', tiles: [] } },
    });
    const mg = managed(other);
    expect((await mg.post(`${mg.stack}/dashboards/validate`, body())).json).toMatchObject({ status: 200, result: { valid: true } });
  });

  it('has no route before api 2.30 (legacyNoValidate): HTML 404 after auth; the managed API keeps it', async () => {
    other = await startEmulator({ selfHosted: { legacyNoValidate: true } });
    const answer = await selfHosted(other).post('/dashboards/validate', body());
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('<pre>Cannot POST /api/v2/dashboards/validate</pre>');
    expect((await call(`${other.url}/api/v2/dashboards/validate`, { method: 'POST' })).status).toBe(401);
    expect((await selfHosted(other).post('/dashboards', body())).status).toBe(200);
    const mg = managed(other);
    expect((await mg.post(`${mg.stack}/dashboards/validate`, body())).status).toBe(200);
  });

  it('takes both switches from the environment', () => {
    const env = { EMULATOR_LEGACY_NO_VALIDATE: '1', EMULATOR_VALIDATE_ENVELOPE: 'data' };
    expect(parseEmulatorArgs([], env).options.selfHosted).toMatchObject({ legacyNoValidate: true, validateEnvelope: 'data' });
    expect(parseEmulatorArgs([], {}).options.selfHosted).toMatchObject({ legacyNoValidate: false, validateEnvelope: 'bare' });
    expect(() => parseEmulatorArgs([], { EMULATOR_VALIDATE_ENVELOPE: 'result' })).toThrow(EmulatorUsageError);
  });
});
