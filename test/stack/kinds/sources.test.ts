// Sources as a stack kind, every kind of the contract (log, trace, session, metric, promql): the
// schema's verdicts at their lines on each edition, the body of each kind (names → ids, the server's
// defaults), and against the emulator over HTTP on both editions: what the server answers to a body
// compares equal to it, and every live source exported and synced back is no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { Edition } from '../../../src/api/types.ts';
import { stackFile } from '../../../src/generated/stack-file.ts';
import type { Json } from '../../../src/stack/kinds/kind.ts';
import { sources } from '../../../src/stack/kinds/sources.ts';
import { LocatedYaml } from '../../../src/util/yaml.ts';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import { selfHosted } from '../../../packages/emulator/test/http.ts';
import { clientOf, exportContext, renderContext, type Names } from './contexts.ts';

function verdicts(text: string, edition: Edition = 'self-hosted'): string[] {
  const y = LocatedYaml.parse('stack.yml', text);
  y.validate(stackFile, edition);
  return y.problems.map((p) => `${p.line}: ${p.message}`);
}

/** One source of each kind, every field the server takes somewhere among them. */
const FILE = `version: 1
sources:
  - name: Traces
    kind: trace
    connection: ClickHouse
    from: { databaseName: default, tableName: otel_traces }
    timestampValueExpression: Timestamp
    defaultTableSelectExpression: Timestamp, ServiceName, SpanName, Duration
    durationExpression: Duration
    durationPrecision: 9
    traceIdExpression: TraceId
    spanIdExpression: SpanId
    parentSpanIdExpression: ParentSpanId
    spanNameExpression: SpanName
    spanKindExpression: SpanKind
    statusCodeExpression: StatusCode
    statusMessageExpression: StatusMessage
    serviceNameExpression: ServiceName
    serviceVersionExpression: ResourceAttributes['service.version']
    resourceAttributesExpression: ResourceAttributes
    eventAttributesExpression: SpanAttributes
    spanEventsValueExpression: Events
    spanLinksValueExpression: Links
    sampleRateExpression: SampleRate
    implicitColumnExpression: SpanName
    knownColumnsListExpression: KnownColumns
    displayedTimestampValueExpression: Timestamp
    orderByExpression: Timestamp DESC
    highlightedTraceAttributeExpressions: [{ sqlExpression: "SpanAttributes['http.route']", luceneExpression: http.route, alias: route }]
    metadataMaterializedViews: { keyRollupTable: otel_traces_key_rollup_15m, kvRollupTable: otel_traces_kv_rollup_15m, granularity: 15m }
  - name: Logs
    kind: log
    section: Core
    connection: ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, SeverityText, Body
    serviceNameExpression: ServiceName
    severityTextExpression: SeverityText
    bodyExpression: Body
    eventAttributesExpression: LogAttributes
    resourceAttributesExpression: ResourceAttributes
    traceIdExpression: TraceId
    spanIdExpression: SpanId
    implicitColumnExpression: Body
    useTextIndexForImplicitColumn: auto
    traceSource: Traces
    querySettings: [{ setting: max_threads, value: "4" }]
    highlightedRowAttributeExpressions: [{ sqlExpression: "LogAttributes['user']", alias: user }]
    materializedViews:
      - databaseName: default
        tableName: otel_logs_1m
        dimensionColumns: ServiceName, SeverityText
        minGranularity: 1m
        minDate: "2025-01-01T00:00:00Z"
        timestampColumn: Timestamp
        aggregatedColumns:
          - { aggFn: count, mvColumn: count }
          - { aggFn: avg, sourceColumn: Duration, mvColumn: avg_duration }
  - name: Sessions
    kind: session
    connection: ClickHouse
    from: { databaseName: default, tableName: hyperdx_sessions }
    timestampValueExpression: TimestampTime
    resourceAttributesExpression: ResourceAttributes
    traceSource: Traces
  - name: Metrics
    kind: metric
    connection: ClickHouse
    disabled: true
    from: { databaseName: default }
    timestampValueExpression: TimeUnix
    metricTables: { gauge: otel_metrics_gauge, sum: otel_metrics_sum, histogram: otel_metrics_histogram }
    resourceAttributesExpression: ResourceAttributes
    serviceNameExpression: ServiceName
    logSource: Logs
  - name: Prometheus
    kind: promql
    connection: Prometheus
    from: { databaseName: default, tableName: prometheus }
    timestampValueExpression: timestamp
`;
const ENTRIES = (parse(FILE) as { sources: Json[] }).sources;
const entryNamed = (name: string): Json => ENTRIES.find((e) => e.name === name)!;

/** What the managed API lacks (its OpenAPI), per kind: the file above on that edition without them. */
const NOT_ON_MANAGED: Record<string, string[]> = {
  Traces: ['sampleRateExpression', 'serviceVersionExpression', 'spanLinksValueExpression', 'displayedTimestampValueExpression', 'orderByExpression'],
  Sessions: ['resourceAttributesExpression'],
  Metrics: ['serviceNameExpression'],
};
const forManaged = (name: string, connectionId: string): Json => {
  const { connection: _c, ...rest } = entryNamed(name);
  return { ...Object.fromEntries(Object.entries(rest).filter(([k]) => !(NOT_ON_MANAGED[name] ?? []).includes(k))), connectionId };
};

describe('sources in the stack file schema', () => {
  it('takes one source of each kind with the fields the server takes', () => {
    expect(verdicts(FILE)).toEqual([]);
  });

  it('refuses what a kind lacks or needs, and a name and an id of the same object, at their lines', () => {
    const bad = `version: 1
sources:
  - name: L
    kind: log
    connection: ch
    from: { databaseName: d, tableName: t }
    timestampValueExpression: T
    durationExpression: Duration
  - name: S
    kind: session
    connectionId: 0123456789abcdef01234567
    from: { databaseName: d }
    timestampValueExpression: T
  - name: M
    kind: metric
    connection: ch
    connectionId: 0123456789abcdef01234567
    from: { databaseName: d }
    timestampValueExpression: T
    metricTables: {}
    resourceAttributesExpression: ""
  - name: T
    kind: trace
    from: { databaseName: d, tableName: t }
    timestampValueExpression: T
    defaultTableSelectExpression: x
    durationExpression: x
    durationPrecision: 10
    traceIdExpression: x
    spanIdExpression: x
    parentSpanIdExpression: x
    spanNameExpression: x
    spanKindExpression: x
  - name: K
    kind: span
    connection: ch
    from: { databaseName: d, tableName: t }
    timestampValueExpression: T
`;
    expect(verdicts(bad)).toEqual([
      // The log source: a trace's field, and no default select.
      '3: a log source needs `defaultTableSelectExpression`',
      '8: `durationExpression` is not a field of a log source',
      // The session source: no trace source, no table.
      '9: a session source needs its trace source: `traceSource` (a name) or `traceSourceId`',
      '12: a session source needs `from.tableName`',
      // The metric source: both forms of its connection, no table, an empty resource expression.
      '17: write `connection` (a name) or `connectionId`, not both',
      '20: a metric source needs at least one table in `metricTables`',
      '21: a metric source needs a non-empty `resourceAttributesExpression`',
      // The trace source: no connection, a precision past 9.
      '22: a source needs its connection: `connection` (a name; self-hosted) or `connectionId`',
      '28: `durationPrecision` must be ≤ 9 — got `10`',
      '35: `kind` must be one of log, trace, metric, session, promql — got "span"',
    ]);
  });

  it('refuses a materialized view’s granularity in the server’s inner form and a minDate with an offset', () => {
    const text = `version: 1
sources:
  - name: L
    kind: log
    connection: ch
    from: { databaseName: d, tableName: t }
    timestampValueExpression: T
    defaultTableSelectExpression: x
    materializedViews:
      - { databaseName: d, tableName: mv, dimensionColumns: "", minGranularity: 1 minute, minDate: "2025-01-01T00:00:00+02:00", timestampColumn: T, aggregatedColumns: [{ aggFn: sum, mvColumn: s }] }
`;
    expect(verdicts(text)).toEqual([
      '10: `minGranularity` is a number and s, m, h or d (`1m`, `1h`) — got "1 minute"',
      '10: `minDate` is an ISO time in UTC (`2025-01-01T00:00:00Z`) — got "2025-01-01T00:00:00+02:00"',
      '10: an aggregated column other than `count` needs `sourceColumn`',
    ]);
  });

  it('refuses an empty table where the server needs one, takes an empty source column where it does not (count)', () => {
    const text = `version: 1
sources:
  - name: L
    kind: log
    connection: ch
    from: { databaseName: d, tableName: "" }
    timestampValueExpression: T
    defaultTableSelectExpression: x
    materializedViews:
      - { databaseName: d, tableName: mv, dimensionColumns: "", minGranularity: 1h, minDate: "2025-01-01T00:00Z", timestampColumn: T, aggregatedColumns: [{ aggFn: count, sourceColumn: "", mvColumn: c }, { aggFn: max, sourceColumn: "", mvColumn: m }] }
`;
    expect(verdicts(text)).toEqual([
      '6: a log source needs a non-empty `from.tableName`',
      '10: an aggregated column other than `count` needs a non-empty `sourceColumn`',
    ]);
  });

  it('on the managed edition: a connection by id, filter settings; a connection by name refused at its line', () => {
    const managed = `version: 1
sources:
  - name: Logs
    kind: log
    connectionId: 0123456789abcdef01234567
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Body
    filterSettings: { databaseName: default, tableName: otel_logs, columns: [{ name: ServiceName, label: Service }] }
  - name: Other
    kind: promql
    connection: Prometheus
    from: { databaseName: default, tableName: p }
    timestampValueExpression: t
`;
    expect(verdicts(managed, 'managed')).toEqual([
      '12: `connection` (a name) exists only on the self-hosted edition; the managed API has no connections to name: write `connectionId`',
    ]);
    expect(verdicts(managed, 'self-hosted')).toEqual(['9: `filterSettings` exists only on the managed edition; the self-hosted API does not have it']);
  });

  it('on the managed edition: refuses, at their lines, the fields its API lacks (and connections by name)', () => {
    const lines = FILE.split('\n');
    /** The line (1-based) of `key:` in the source named `name`. */
    const lineOf = (name: string, key: string) => {
      const start = lines.findIndex((l) => l === `  - name: ${name}`);
      return lines.findIndex((l, i) => i > start && l.trimStart().startsWith(`${key}:`)) + 1;
    };
    const problems = verdicts(FILE, 'managed');
    for (const key of NOT_ON_MANAGED.Traces!) expect(problems.filter((p) => p.startsWith(`${lineOf('Traces', key)}: \``)).join()).toContain(`\`${key}\``);
    expect(problems).toContain(
      `${lineOf('Sessions', 'resourceAttributesExpression')}: \`resourceAttributesExpression\` of a session source exists only on the self-hosted edition; the managed API does not have it`,
    );
    expect(problems).toContain(
      `${lineOf('Metrics', 'serviceNameExpression')}: \`serviceNameExpression\` of a metric source exists only on the self-hosted edition; the managed API does not have it`,
    );
    expect(problems.filter((p) => p.includes('`connection` (a name)'))).toHaveLength(5);
    expect(problems).toHaveLength(5 + NOT_ON_MANAGED.Traces!.length + 2);
  });
});

const IDS: Names = {
  connections: { ClickHouse: 'c00000000000000000000001', Prometheus: 'c00000000000000000000002' },
  sources: { Traces: '500000000000000000000001', Logs: '500000000000000000000002', Sessions: '500000000000000000000003', Metrics: '500000000000000000000004' },
};

describe('a source’s body, for each kind', () => {
  const render = (name: string, edition: Edition = 'self-hosted') => {
    const { ctx, problems } = renderContext(edition, IDS);
    const body = sources.body({ ...entryNamed(name), was: 'Old' }, ['sources', 0], ctx);
    return { body, problems };
  };

  it('log: the connection and trace source as ids, the lists and flags the server fills in', () => {
    const { body, problems } = render('Logs');
    expect(problems).toEqual([]);
    expect(body).toMatchObject({
      connection: IDS.connections!.ClickHouse,
      traceSourceId: IDS.sources!.Traces,
      disabled: false,
      highlightedTraceAttributeExpressions: [],
    });
    expect(body).not.toHaveProperty('traceSource');
    expect(body).not.toHaveProperty('was');
    expect(body.materializedViews).toEqual(entryNamed('Logs').materializedViews);
  });

  it('trace: its precision kept, empty lists and querySettings filled in', () => {
    const { body } = render('Traces');
    expect(body).toMatchObject({ durationPrecision: 9, querySettings: [], materializedViews: [], highlightedRowAttributeExpressions: [], disabled: false });
    const { ctx } = renderContext('self-hosted', IDS);
    const { durationPrecision: _p, ...rest } = entryNamed('Traces');
    expect(sources.body(rest, [], ctx).durationPrecision).toBe(3);
  });

  it('session: its trace source as `traceSourceId`, and none of a log’s lists', () => {
    const { body } = render('Sessions');
    expect(body).toEqual({
      name: 'Sessions',
      kind: 'session',
      connection: IDS.connections!.ClickHouse,
      from: { databaseName: 'default', tableName: 'hyperdx_sessions' },
      timestampValueExpression: 'TimestampTime',
      disabled: false,
      querySettings: [],
      resourceAttributesExpression: 'ResourceAttributes',
      traceSourceId: IDS.sources!.Traces,
    });
  });

  it('metric: an empty table name (the server’s schema needs the key), its log source as an id', () => {
    const { body } = render('Metrics');
    expect(body).toMatchObject({ from: { databaseName: 'default', tableName: '' }, logSourceId: IDS.sources!.Logs, disabled: true });
  });

  it('metric: a table left empty is no table (the server looks for non-empty ones), on both sides of a comparison', () => {
    const { ctx } = renderContext('self-hosted', IDS);
    const live = { ...sources.body(entryNamed('Metrics'), [], ctx), id: 'x', metricTables: { gauge: 'g', summary: '', 'exponential histogram': '' } };
    expect(sources.comparable(live, 'self-hosted').metricTables).toEqual({ gauge: 'g' });
    expect(sources.entry(live, exportContext('self-hosted', IDS)).metricTables).toEqual({ gauge: 'g' });
  });

  it('promql: the common fields only', () => {
    const { body } = render('Prometheus');
    expect(Object.keys(body).sort()).toEqual(['connection', 'disabled', 'from', 'kind', 'name', 'querySettings', 'timestampValueExpression']);
    expect(body.connection).toBe(IDS.connections!.Prometheus);
  });

  it('an unknown name is a problem at its path; a connection by name on managed too', () => {
    const { ctx, problems } = renderContext('self-hosted', IDS);
    sources.body({ ...entryNamed('Sessions'), traceSource: 'Nope' }, ['sources', 4], ctx);
    expect(problems).toEqual([{ at: ['sources', 4, 'traceSource'], message: 'no sources named Nope' }]);
    const { ctx: managed, problems: onManaged } = renderContext('managed', IDS);
    expect(sources.body(entryNamed('Prometheus'), ['sources', 1], managed).connection).toBeUndefined();
    expect(onManaged.map((p) => p.at)).toEqual([['sources', 1, 'connection']]);
  });

  it('a correlated source by id is sent as it is', () => {
    const { ctx, problems } = renderContext('self-hosted', IDS);
    const { traceSource: _t, ...rest } = entryNamed('Sessions');
    expect(sources.body({ ...rest, traceSourceId: 'abc' }, [], ctx).traceSourceId).toBe('abc');
    expect(problems).toEqual([]);
  });
});

describe('a live source as a file entry (stack.export)', () => {
  const live = {
    id: '500000000000000000000009',
    name: 'Sessions',
    kind: 'session',
    connection: 'c00000000000000000000001',
    from: { databaseName: 'default', tableName: 'hyperdx_sessions' },
    timestampValueExpression: 'TimestampTime',
    disabled: false,
    querySettings: [],
    traceSourceId: '500000000000000000000001',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('names what it can, leaves the server’s defaults and read-only fields out', () => {
    expect(sources.entry(live, exportContext('self-hosted', IDS))).toEqual({
      name: 'Sessions',
      kind: 'session',
      connection: 'ClickHouse',
      from: { databaseName: 'default', tableName: 'hyperdx_sessions' },
      timestampValueExpression: 'TimestampTime',
      traceSource: 'Traces',
    });
  });

  it('keeps the ids of what it cannot name (and a managed connection’s id always)', () => {
    const out = sources.entry(live, exportContext('self-hosted'));
    expect(out).toMatchObject({ connectionId: live.connection, traceSourceId: live.traceSourceId });
    expect(out).not.toHaveProperty('connection');
    expect(sources.entry(live, exportContext('managed', IDS))).toMatchObject({ connectionId: live.connection, traceSource: 'Traces' });
  });
});

/** Every live source exported, checked by the schema, and rendered back: equal to the live one. */
async function exportSyncsBack(emu: Emulator, edition: Edition): Promise<number> {
  const client = clientOf(emu, edition);
  const live = await client.config('sources')!.list();
  const conns = edition === 'self-hosted' ? await client.config('connections')!.list() : [];
  const names: Names = { connections: Object.fromEntries(conns.map((c) => [c.name, c.id])), sources: Object.fromEntries(live.map((s) => [s.name, s.id])) };
  const entries = live.map((l) => sources.entry(l, exportContext(edition, names)));
  expect(verdicts(stringify({ version: 1, sources: entries }), edition)).toEqual([]);
  const { ctx, problems } = renderContext(edition, names);
  entries.forEach((e, i) => {
    expect(sources.body(e, ['sources', i], ctx)).toEqual(sources.comparable(live[i]!, edition));
  });
  expect(problems).toEqual([]);
  return live.length;
}

describe('sources against the emulator (self-hosted, over HTTP)', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());

  it('answers a POST and a PUT of each kind’s body with what compares equal to it; then export → sync is no change', async () => {
    const client = clientOf(emu, 'self-hosted');
    const conns = client.config('connections')!;
    const ids: Names = { connections: {}, sources: {} };
    for (const [name, host, prometheus] of [
      ['ClickHouse', 'https://ch.example.com', false],
      ['Prometheus', 'https://prom.example.com', true],
    ] as const) {
      ids.connections![name] = (await conns.create({ name, host, username: 'u', isPrometheusEndpoint: prometheus })).id;
    }
    const api = client.config('sources')!;
    // A trace and a log source name each other: the trace is created first, then points back by a PUT.
    const order = ['Traces', 'Logs', 'Sessions', 'Metrics', 'Prometheus'];
    for (const name of order) {
      const { ctx, problems } = renderContext('self-hosted', ids);
      const body = sources.body(entryNamed(name), ['sources', 0], ctx);
      expect(problems).toEqual([]);
      const created = await api.create(body);
      expect(sources.comparable(created, 'self-hosted')).toEqual(body);
      ids.sources![name] = created.id;
    }
    const { ctx } = renderContext('self-hosted', ids);
    const traces = sources.body({ ...entryNamed('Traces'), logSource: 'Logs', sessionSource: 'Sessions', metricSource: 'Metrics', disabled: true }, [], ctx);
    const updated = await api.update(ids.sources!.Traces!, traces);
    expect(sources.comparable(updated, 'self-hosted')).toEqual(traces);
    // A PUT replaces: a field the file no longer holds goes.
    const bare = sources.body({ ...entryNamed('Logs'), materializedViews: undefined, traceSource: undefined }, [], ctx);
    const replaced = await api.update(ids.sources!.Logs!, bare);
    expect(sources.comparable(replaced, 'self-hosted')).toEqual(bare);
    expect(replaced.materializedViews).toEqual([]);

    expect(await exportSyncsBack(emu, 'self-hosted')).toBeGreaterThanOrEqual(order.length + 2);
  });

  it('refuses a materialized view’s minDate that is not an ISO time in UTC, as upstream’s zod datetime() does', async () => {
    const http = selfHosted(emu);
    const connection = emu.state.selfHosted.connections[0]!.id;
    const { ctx } = renderContext('self-hosted', { ...IDS, connections: { ClickHouse: connection } });
    const logs = sources.body({ ...entryNamed('Logs'), traceSource: undefined }, [], ctx);
    const withMinDate = (minDate: string) => ({ ...logs, materializedViews: [{ ...(logs.materializedViews as Json[])[0], minDate }] });
    for (const minDate of ['2025-01-01', '2025-01-01T00:00:00+02:00', '2025-01-01 00:00:00Z', '2025-02-30T00:00:00Z']) {
      const answer = await http.post('/sources', withMinDate(minDate));
      expect({ minDate, status: answer.status }).toEqual({ minDate, status: 400 });
    }
    for (const minDate of ['2025-01-01T00:00Z', '2025-01-01T00:00:00.123456Z', '2024-02-29T23:59:59Z']) {
      const answer = await http.post('/sources', withMinDate(minDate));
      expect({ minDate, status: answer.status }).toEqual({ minDate, status: 200 });
    }
  });

  it('refuses what upstream refuses: an unknown connection, a missing required expression', async () => {
    const http = selfHosted(emu);
    const { ctx } = renderContext('self-hosted', { ...IDS, connections: { ClickHouse: 'ffffffffffffffffffffffff' } });
    const body = sources.body(entryNamed('Sessions'), [], ctx);
    expect((await http.post('/sources', body)).json).toEqual({ message: 'connection must be an existing connection id' });
    const connection = emu.state.selfHosted.connections[0]!.id;
    const { durationExpression: _d, ...noDuration } = sources.body(
      entryNamed('Traces'),
      [],
      renderContext('self-hosted', { ...IDS, connections: { ClickHouse: connection } }).ctx,
    );
    expect((await http.post('/sources', noDuration)).status).toBe(400);
  });
});

describe('sources against the emulator (managed, over HTTP)', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());

  it('exports the service’s sources with their connection by id, and they sync back with no change', async () => {
    expect(await exportSyncsBack(emu, 'managed')).toBeGreaterThan(0);
  });

  it('answers a body of each kind (connection by id, filter settings) with what compares equal to it', async () => {
    const api = clientOf(emu, 'managed').config('sources')!;
    const connectionId = emu.state.services[emu.managed.serviceId]!.connections[0]!.id;
    const ids: Names = { sources: {} };
    for (const name of ['Traces', 'Logs', 'Sessions', 'Metrics', 'Prometheus']) {
      const extra =
        name === 'Logs' ? { filterSettings: { databaseName: 'default', tableName: 'otel_logs', columns: [{ name: 'ServiceName', label: 'Service' }] } } : {};
      const { ctx, problems } = renderContext('managed', ids);
      const body = sources.body({ ...forManaged(name, connectionId), ...extra }, [], ctx);
      expect(problems).toEqual([]);
      const created = await api.create(body);
      expect(sources.comparable(created, 'managed')).toEqual(body);
      ids.sources![name] = created.id;
    }
    expect(await exportSyncsBack(emu, 'managed')).toBeGreaterThanOrEqual(5);
  });
});
