// Metric sources and SQL where clauses of POST /api/v2/charts/series, from a seed file: the metric
// is picked by name (metricName, else field) and data type; gauges take each time series' last
// value, delta sums add up, cumulative sums take last − first, histograms interpolate a quantile
// inside the bucket its rank falls in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeed, startEmulator, type Emulator } from '../../src/index.ts';
import { selfHosted } from '../http.ts';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const SEED = `version: 1
selfHosted:
  connections: [{ name: Default, host: http://localhost:8123, username: default, password: x }]
  sources:
    - { name: Metrics, kind: metric, connection: Default, from: { databaseName: default, tableName: '' }, timestampValueExpression: TimeUnix, metricTables: { gauge: g, sum: s, histogram: h }, resourceAttributesExpression: ResourceAttributes }
    - { name: Logs, kind: log, connection: Default, from: { databaseName: default, tableName: logs }, timestampValueExpression: Timestamp, defaultTableSelectExpression: Body }
telemetry:
  scenario: none
  rows:
    - { source: Metrics, ago: 20s, row: { MetricName: cpu, MetricType: gauge, Value: 10, host: a } }
    - { source: Metrics, ago: 10s, row: { MetricName: cpu, MetricType: gauge, Value: 30, host: a } }
    - { source: Metrics, ago: 10s, row: { MetricName: cpu, MetricType: gauge, Value: 50, host: b } }
    - { source: Metrics, ago: 20s, row: { MetricName: requests, MetricType: sum, Value: 100, AggregationTemporality: 2 } }
    - { source: Metrics, ago: 10s, row: { MetricName: requests, MetricType: sum, Value: 160, AggregationTemporality: 2 } }
    - { source: Metrics, ago: 10s, row: { MetricName: latency, MetricType: histogram, BucketCounts: [0, 10, 0], ExplicitBounds: [100, 200] } }
    - { source: Logs, ago: 10s, row: { ServiceName: api, SeverityText: error, Body: timeout talking to db } }
    - { source: Logs, ago: 10s, row: { ServiceName: web, SeverityText: info, Body: ok } }
`;

let emu: Emulator;
let api: ReturnType<typeof selfHosted>;
let metrics: string;
let logs: string;

beforeAll(async () => {
  emu = await startEmulator({ seed: parseSeed('seed.yml', SEED), now: () => NOW, selfHosted: { rateLimit: false } });
  api = selfHosted(emu);
  metrics = emu.state.selfHosted.sources.find((s) => s.name === 'Metrics')!.id;
  logs = emu.state.selfHosted.sources.find((s) => s.name === 'Logs')!.id;
});
afterAll(() => emu.close());

async function value(series: Record<string, unknown>): Promise<unknown> {
  const res = await api.post('/charts/series', {
    startTime: NOW - 3_600_000,
    endTime: NOW,
    granularity: '1h',
    series: [{ sourceId: metrics, dataSource: 'metrics', where: '', groupBy: [], ...series }],
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json.data).toHaveLength(1);
  return res.json.data[0]['series_0.data'];
}

describe('metric sources', () => {
  it("averages each gauge time series' last value", async () => {
    expect(await value({ aggFn: 'avg', metricName: 'cpu', metricDataType: 'gauge', field: 'Value' })).toBe(40);
    expect(await value({ aggFn: 'max', field: 'cpu', metricDataType: 'gauge' })).toBe(50);
  });

  it('takes a cumulative sum as its increase', async () => {
    expect(await value({ aggFn: 'sum', metricName: 'requests', metricDataType: 'sum', field: 'Value' })).toBe(60);
  });

  it('interpolates a histogram quantile inside its bucket', async () => {
    expect(await value({ aggFn: 'quantile', level: 0.5, metricName: 'latency', metricDataType: 'histogram' })).toBe(150);
  });

  it('answers no rows for a metric of another type or name', async () => {
    const res = await api.post('/charts/series', {
      startTime: NOW - 3_600_000,
      endTime: NOW,
      series: [{ sourceId: metrics, aggFn: 'avg', metricName: 'cpu', metricDataType: 'sum', where: '', groupBy: [] }],
    });
    expect(res.json.data).toEqual([]);
  });
});

describe('SQL where clauses', () => {
  const count = async (where: string) => {
    const res = await api.post('/charts/series', {
      startTime: NOW - 3_600_000,
      endTime: NOW,
      granularity: '1h',
      series: [{ sourceId: logs, aggFn: 'count', where, whereLanguage: 'sql', groupBy: [] }],
    });
    return res;
  };

  it.each([
    ["SeverityText = 'error'", '1'],
    ["ServiceName IN ('api', 'web') AND NOT SeverityText = 'info'", '1'],
    ["Body ILIKE '%TIMEOUT%' OR ServiceName != 'api'", '2'],
    ["(ServiceName = 'web') OR (Body LIKE 'timeout%')", '2'],
  ])('%s counts %s', async (where, expected) => {
    const res = await count(where);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data[0]['series_0.data']).toBe(expected);
  });

  it('answers SQL it cannot parse, or an unknown column, with 500', async () => {
    for (const where of ["SeverityText = 'error' AND", 'invalid query', "Nope = 'x'"]) {
      const res = await count(where);
      expect(res.status, where).toBe(500);
      expect(res.json.error).toMatch(/SYNTAX_ERROR|UNKNOWN_IDENTIFIER/);
    }
  });
});

describe('sources and connections', () => {
  it('answers 404 for a source whose connection is gone, as the server does', async () => {
    const team = emu.state.selfHosted;
    const orphan = team.addSource({ name: 'Orphan', kind: 'log', connection: '65f5e4a3b9e77c001a0000ee' }).id;
    const res = await api.post('/charts/series', {
      startTime: NOW - 3_600_000,
      endTime: NOW,
      series: [{ sourceId: orphan, aggFn: 'count', where: '', groupBy: [] }],
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Connection not found for series 0' });
  });
});
