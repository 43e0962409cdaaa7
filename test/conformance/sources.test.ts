// Conformance with upstream packages/api/src/routers/external-api/__tests__/sources.int.test.ts
// (b52a6fa8). Upstream stores documents straight into Mongo (some the schema refuses); here
// `team.addSource` stores a document as given, which reads then check as the server does.
import { describe, expect, it } from 'vitest';
import { granularityToExternal, granularityToInternal } from '../../packages/emulator/src/resources/sources/handlers.ts';
import type { ConnectionRecord } from '../../packages/emulator/src/core/state/records.ts';
import type { Loose } from '../../packages/emulator/test/http.ts';
import { useV2Fixture } from './v2-team-fixture.ts';

const DB = 'default';
const LOGS = 'otel_logs';
const BASE = '/sources';

const logDoc = (connection: string, name: string) => ({
  kind: 'log',
  name,
  from: { databaseName: DB, tableName: LOGS },
  timestampValueExpression: 'Timestamp',
  defaultTableSelectExpression: '*',
  connection,
});

const traceDoc = (connection: string, name: string) => ({
  kind: 'trace',
  name,
  from: { databaseName: DB, tableName: 'otel_traces' },
  timestampValueExpression: 'Timestamp',
  defaultTableSelectExpression: '*',
  durationExpression: 'Duration',
  durationPrecision: 3,
  traceIdExpression: 'TraceId',
  spanIdExpression: 'SpanId',
  parentSpanIdExpression: 'ParentSpanId',
  spanNameExpression: 'SpanName',
  spanKindExpression: 'SpanKind',
  connection,
});

const mv = (tableName: string, minGranularity: string) => ({
  databaseName: DB,
  tableName,
  dimensionColumns: 'ServiceName',
  minGranularity,
  timestampColumn: 'Timestamp',
  aggregatedColumns: [{ mvColumn: 'count', aggFn: 'count' }],
});

describe('External API v2 Sources', () => {
  const f = useV2Fixture();
  let connection: ConnectionRecord;
  const conn = () => (connection = f.team.addConnection({ name: 'Default', host: 'http://localhost:8123', username: 'default', password: '' }));
  const list = async (): Promise<Loose> => {
    const res = await f.api.get(BASE);
    expect(res.status).toBe(200);
    return res.json.data;
  };

  describe('GET /api/v2/sources', () => {
    it('should return 401 when user is not authenticated', async () => {
      expect((await f.anonymous.request('GET', BASE)).status).toBe(401);
    });

    it('should return empty array when no sources exist', async () => {
      conn();
      const res = await f.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json).toHaveProperty('data');
      expect(res.json.data).toEqual([]);
    });

    it('should return a single log source', async () => {
      conn();
      const s = f.team.addSource(logDoc(connection.id, 'Test Log Source'));
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0]).toEqual({
        id: s.id,
        name: 'Test Log Source',
        kind: 'log',
        connection: connection.id,
        disabled: false,
        from: { databaseName: DB, tableName: LOGS },
        timestampValueExpression: 'Timestamp',
        defaultTableSelectExpression: '*',
        highlightedTraceAttributeExpressions: [],
        highlightedRowAttributeExpressions: [],
        materializedViews: [],
        querySettings: [],
      });
    });

    it('should return a single trace source', async () => {
      conn();
      const highlights = {
        highlightedTraceAttributeExpressions: [
          { sqlExpression: "ResourceAttributes['ServiceName']", alias: 'ServiceName', luceneExpression: 'ResourceAttributes.ServiceName' },
        ],
        highlightedRowAttributeExpressions: [{ sqlExpression: 'TraceId', alias: 'trace_id', luceneExpression: 'TraceId' }],
        querySettings: [{ setting: 'max_execution_time', value: '30' }],
      };
      const s = f.team.addSource({
        ...traceDoc(connection.id, 'Test Trace Source'),
        ...highlights,
        materializedViews: [mv('traces_mv', '1 minute'), mv('traces_mv_15s', '15 second')],
      });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0]).toEqual({
        id: s.id,
        disabled: false,
        ...traceDoc(connection.id, 'Test Trace Source'),
        ...highlights,
        materializedViews: [mv('traces_mv', '1m'), mv('traces_mv_15s', '15s')],
      });
    });

    it('should return a single metric source', async () => {
      conn();
      const s = f.team.addSource({
        kind: 'metric',
        name: 'Test Metric Source',
        from: { databaseName: DB, tableName: '' },
        metricTables: { gauge: 'otel_metrics_gauge', sum: 'otel_metrics_sum', histogram: 'otel_metrics_histogram' },
        timestampValueExpression: 'TimeUnix',
        resourceAttributesExpression: 'ResourceAttributes',
        connection: connection.id,
      });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0]).toEqual({
        id: s.id,
        name: 'Test Metric Source',
        kind: 'metric',
        connection: connection.id,
        disabled: false,
        from: { databaseName: DB, tableName: '' },
        metricTables: { gauge: 'otel_metrics_gauge', sum: 'otel_metrics_sum', histogram: 'otel_metrics_histogram' },
        timestampValueExpression: 'TimeUnix',
        resourceAttributesExpression: 'ResourceAttributes',
        querySettings: [],
      });
    });

    it('should return a single session source', async () => {
      conn();
      const trace = f.team.addSource(traceDoc(connection.id, 'Trace Source for Session'));
      const session = f.team.addSource({
        kind: 'session',
        name: 'Test Session Source',
        from: { databaseName: DB, tableName: 'rrweb_events' },
        timestampValueExpression: 'Timestamp',
        traceSourceId: trace.id,
        connection: connection.id,
      });
      const data = await list();
      expect(data).toHaveLength(2);
      expect(data.find((s: { kind: string }) => s.kind === 'session')).toEqual({
        id: session.id,
        name: 'Test Session Source',
        kind: 'session',
        connection: connection.id,
        disabled: false,
        from: { databaseName: DB, tableName: 'rrweb_events' },
        traceSourceId: trace.id,
        querySettings: [],
        timestampValueExpression: 'Timestamp',
      });
    });

    it('should return multiple sources of different kinds', async () => {
      conn();
      const log = f.team.addSource(logDoc(connection.id, 'Logs'));
      const trace = f.team.addSource(traceDoc(connection.id, 'Traces'));
      const metric = f.team.addSource({
        kind: 'metric',
        name: 'Metrics',
        from: { databaseName: DB, tableName: '' },
        metricTables: { gauge: 'otel_metrics_gauge' },
        timestampValueExpression: 'TimeUnix',
        resourceAttributesExpression: 'ResourceAttributes',
        connection: connection.id,
      });
      const data = await list();
      expect(data).toHaveLength(3);
      expect(data.map((s: { kind: string }) => s.kind)).toEqual(expect.arrayContaining(['log', 'trace', 'metric']));
      expect(data.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([log.id, trace.id, metric.id]));
    });

    it("should only return sources for the authenticated user's team", async () => {
      conn();
      const mine = f.team.addSource(logDoc(connection.id, 'Current Team Source'));
      const other = f.otherTeam().team;
      const otherConn = other.addConnection({ name: 'Other Team Connection' });
      other.addSource(logDoc(otherConn.id, 'Other Team Source'));
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0].id).toBe(mine.id);
      expect(data[0].name).toBe('Current Team Source');
    });

    it('should format sources according to SourceSchema', async () => {
      conn();
      f.team.addSource(logDoc(connection.id, 'Test Source'));
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0]).toHaveProperty('id');
      expect(data[0]).not.toHaveProperty('_id');
      expect(typeof data[0].id).toBe('string');
      expect(typeof data[0].connection).toBe('string');
      expect(data[0]).not.toHaveProperty('team');
      // Stored bookkeeping is not part of the schema either.
      expect(data[0]).not.toHaveProperty('createdAt');
    });

    it('should filter out sources that fail schema validation', async () => {
      conn();
      const valid = f.team.addSource(logDoc(connection.id, 'Valid Source'));
      const invalid = f.team.addSource({
        kind: 'invalid-kind',
        name: 'Invalid Source',
        from: { databaseName: DB, tableName: LOGS },
        connection: connection.id,
      });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0].id).toBe(valid.id);
      // Read by id, such a document is a server error (upstream throws while serializing it).
      expect((await f.api.get(`${BASE}/${invalid.id}`)).status).toBe(500);
    });

    describe('section field', () => {
      const SECTION = 'Control Plane Prod';

      it('returns the section on a source that has one', async () => {
        conn();
        const s = f.team.addSource({ ...logDoc(connection.id, 'Sectioned Log Source'), section: SECTION });
        const data = await list();
        expect(data).toHaveLength(1);
        expect(data[0]).toMatchObject({ id: s.id, section: SECTION });
      });

      it('omits the section on a source that has none', async () => {
        conn();
        f.team.addSource(logDoc(connection.id, 'Unsectioned Log Source'));
        const data = await list();
        expect(data).toHaveLength(1);
        expect(data[0]).not.toHaveProperty('section');
      });
    });
  });

  describe('backward compatibility with legacy flat-model documents', () => {
    it('returns legacy Session source without timestampValueExpression using default TimestampTime', async () => {
      conn();
      const s = f.team.addSource({
        kind: 'session',
        name: 'Legacy Session',
        connection: connection.id,
        from: { databaseName: DB, tableName: 'otel_sessions' },
        traceSourceId: 'some-trace-source-id',
      });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0].kind).toBe('session');
      expect(data[0].timestampValueExpression).toBe('TimestampTime');
      // Filled in when read, not stored.
      expect(s).not.toHaveProperty('timestampValueExpression');
    });

    it('returns Trace source with logSourceId: null (Zod optional accepts null)', async () => {
      conn();
      f.team.addSource({ ...traceDoc(connection.id, 'Trace with null logSourceId'), logSourceId: null });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0].kind).toBe('trace');
      expect(data[0].logSourceId).toBeNull();
    });

    it('strips cross-kind fields from legacy flat-model Log source via SourceSchema.safeParse', async () => {
      conn();
      f.team.addSource({
        ...logDoc(connection.id, 'Flat Model Log'),
        defaultTableSelectExpression: 'Body',
        metricTables: { gauge: 'otel_metrics_gauge' },
        durationExpression: 'Duration',
      });
      const data = await list();
      expect(data).toHaveLength(1);
      expect(data[0].kind).toBe('log');
      expect(data[0].defaultTableSelectExpression).toBe('Body');
      expect(data[0]).not.toHaveProperty('metricTables');
      expect(data[0]).not.toHaveProperty('durationExpression');
    });
  });
});

// Upstream unit-tests its two mapping functions; ours are the emulator's, and each case is also
// checked end to end: a view written with the short form is stored long and read back short.
describe('External API v2 Sources Mapping', () => {
  const f = useV2Fixture();
  const roundTrip = async (minGranularity: string) => {
    const k = f.team.addConnection({ name: 'Default' });
    const res = await f.api.post(BASE, { ...traceDoc(k.id, 'T'), materializedViews: [mv('traces_mv', minGranularity)] });
    return { res, stored: (f.team.sources[0]?.materializedViews as Array<{ minGranularity: string }> | undefined)?.[0]?.minGranularity };
  };

  describe('mapGranularityToExternalFormat', () => {
    it.each`
      input         | expected
      ${'1 second'} | ${'1s'}
      ${'1 minute'} | ${'1m'}
      ${'1 hour'}   | ${'1h'}
      ${'1 day'}    | ${'1d'}
    `('maps supported long-form granularity $input to $expected', async ({ input, expected }: { input: string; expected: string }) => {
      expect(granularityToExternal(input)).toBe(expected);
      const { res } = await roundTrip(input);
      expect(res.json.data.materializedViews[0].minGranularity).toBe(expected);
    });

    it.each`
      input          | expected
      ${'invalid'}   | ${'invalid'}
      ${'1m'}        | ${'1m'}
      ${'2 minutes'} | ${'2 minutes'}
    `('passes through unsupported or already-short granularity $input', ({ input, expected }: { input: string; expected: string }) => {
      expect(granularityToExternal(input)).toBe(expected);
    });
  });

  describe('mapGranularityToInternalFormat', () => {
    it.each`
      input    | expected
      ${'15s'} | ${'15 second'}
      ${'5m'}  | ${'5 minute'}
      ${'2h'}  | ${'2 hour'}
      ${'1d'}  | ${'1 day'}
    `('maps supported short-form granularity $input to $expected', async ({ input, expected }: { input: string; expected: string }) => {
      expect(granularityToInternal(input)).toBe(expected);
      const { res, stored } = await roundTrip(input);
      expect(res.status).toBe(200);
      expect(stored).toBe(expected);
      expect(res.json.data.materializedViews[0].minGranularity).toBe(input);
    });

    it.each`
      input         | expected
      ${'invalid'}  | ${'invalid'}
      ${'1 minute'} | ${'1 minute'}
      ${'5min'}     | ${'5min'}
    `('passes through unsupported or already-long granularity $input', async ({ input, expected }: { input: string; expected: string }) => {
      expect(granularityToInternal(input)).toBe(expected);
      // What is left as it is must then be an SQL interval, or the schema refuses it.
      const { res } = await roundTrip(input);
      expect(res.status).toBe(expected === '1 minute' ? 200 : 400);
      if (res.status === 400) expect(res.json.message).toBe('Body validation failed: materializedViews.0.minGranularity: Invalid');
    });
  });
});
