// stack.sync of connections and sources through the bundled action against the emulator: every
// source kind created in dependency order (names → ids of objects created in the same run), the
// server's answers match what was sent, and a second run writes nothing.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import { runAction } from '../../helpers/action.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 'empty' });
});
afterAll(() => emu.close());

const FILE = `version: 1
connections:
  - name: ClickHouse
    host: https://ch.example.com
    username: hyperdx
    password: { env: CH_PASSWORD }
  - name: Prometheus
    host: https://prom.example.com
    username: ""
    isPrometheusEndpoint: true
sources:
  - name: Traces
    kind: trace
    connection: ClickHouse
    from: { databaseName: default, tableName: otel_traces }
    timestampValueExpression: Timestamp
    defaultTableSelectExpression: Timestamp, ServiceName, SpanName
    durationExpression: Duration
    traceIdExpression: TraceId
    spanIdExpression: SpanId
    parentSpanIdExpression: ParentSpanId
    spanNameExpression: SpanName
    spanKindExpression: SpanKind
  - name: Logs
    kind: log
    connection: ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, Body
    traceSource: Traces
    materializedViews:
      - { databaseName: default, tableName: mv, dimensionColumns: ServiceName, minGranularity: 1m, timestampColumn: Timestamp, aggregatedColumns: [{ aggFn: count, mvColumn: c }] }
  - name: Sessions
    kind: session
    connection: ClickHouse
    from: { databaseName: default, tableName: hyperdx_sessions }
    timestampValueExpression: TimestampTime
    traceSource: Traces
  - name: Metrics
    kind: metric
    connection: ClickHouse
    from: { databaseName: default }
    timestampValueExpression: TimeUnix
    metricTables: { gauge: otel_metrics_gauge }
    resourceAttributesExpression: ResourceAttributes
    logSource: Logs
  - name: Prom
    kind: promql
    connection: Prometheus
    from: { databaseName: default, tableName: p }
    timestampValueExpression: t
`;

it('syncs connections and sources, then a second sync writes nothing', async () => {
  const ws = await mkdtemp(join(tmpdir(), 'kinds-a-'));
  await writeFile(join(ws, 'stack.yml'), FILE);
  const inputs = { ...emu.actionInputs('self-hosted'), operation: 'stack.sync', 'stack-file': 'stack.yml', 'dry-run': 'false' };
  const first = await runAction(inputs, { cwd: ws, env: { CH_PASSWORD: 'pw-123456' } });
  expect(first.code, first.stdout).toBe(0);
  expect(emu.state.selfHosted.sources.map((s) => s.kind).sort()).toEqual(['log', 'metric', 'promql', 'session', 'trace']);
  // What the server answered is what was sent: no "did not keep what was sent" warning (the
  // comparison is with the ids the names became, not the placeholders of the plan).
  expect(first.stdout).not.toContain('did not keep what was sent');
  const traces = emu.state.selfHosted.sources.find((s) => s.name === 'Traces')!;
  expect(emu.state.selfHosted.sources.find((s) => s.name === 'Sessions')).toMatchObject({ traceSourceId: traces.id });
  // The password only in the runner's masking commands.
  expect(first.stdout.split('\n').filter((l) => l.includes('pw-123456') && !l.startsWith('::add-mask::'))).toEqual([]);
  emu.clearLog();
  const second = await runAction(inputs, { cwd: ws, env: { CH_PASSWORD: 'pw-123456' } });
  expect(second.code, second.stdout).toBe(0);
  expect(second.stdout).toContain('Nothing to do: the server matches the files.');
  expect(emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
});

describe('on the managed edition', () => {
  let managed: Emulator;
  beforeAll(async () => {
    managed = await startEmulator();
  });
  afterAll(() => managed.close());

  it('syncs sources naming their connection by id, then a second sync writes nothing', async () => {
    const service = managed.state.services[managed.managed.serviceId]!;
    const connectionId = service.connections[0]!.id;
    const file = `version: 1
sources:
  - name: New traces
    kind: trace
    connectionId: ${connectionId}
    from: { databaseName: default, tableName: otel_traces }
    timestampValueExpression: Timestamp
    defaultTableSelectExpression: Timestamp, SpanName
    durationExpression: Duration
    traceIdExpression: TraceId
    spanIdExpression: SpanId
    parentSpanIdExpression: ParentSpanId
    spanNameExpression: SpanName
    spanKindExpression: SpanKind
    filterSettings: { databaseName: default, tableName: otel_traces, columns: [{ name: ServiceName, label: Service }] }
  - name: New sessions
    kind: session
    connectionId: ${connectionId}
    from: { databaseName: default, tableName: hyperdx_sessions }
    timestampValueExpression: TimestampTime
    traceSource: New traces
`;
    const ws = await mkdtemp(join(tmpdir(), 'kinds-a-'));
    await writeFile(join(ws, 'stack.yml'), file);
    const inputs = { ...managed.actionInputs('managed'), operation: 'stack.sync', 'stack-file': 'stack.yml', 'dry-run': 'false' };
    const first = await runAction(inputs, { cwd: ws });
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).not.toContain('did not keep what was sent');
    const traces = service.sources.find((s) => s.name === 'New traces')!;
    expect(service.sources.find((s) => s.name === 'New sessions')).toMatchObject({ traceSourceId: traces.id, connection: connectionId });
    managed.clearLog();
    const second = await runAction(inputs, { cwd: ws });
    expect(second.code, second.stdout).toBe(0);
    expect(managed.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('refuses a connection by name at its line, with zero writes', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'kinds-a-'));
    await writeFile(
      join(ws, 'stack.yml'),
      `version: 1\nsources:\n  - name: P\n    kind: promql\n    connection: Prometheus\n    from: { databaseName: d, tableName: t }\n    timestampValueExpression: t\n`,
    );
    managed.clearLog();
    const run = await runAction({ ...managed.actionInputs('managed'), operation: 'stack.sync', 'stack-file': 'stack.yml', 'dry-run': 'false' }, { cwd: ws });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('file=stack.yml,line=5');
    expect(run.stdout).toContain('the managed API has no connections to name: write `connectionId`');
    expect(managed.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });
});
