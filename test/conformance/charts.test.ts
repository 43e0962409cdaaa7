// Conformance: upstream `charts.int.test.ts` (HyperDX api 2.36.0) over HTTP against the emulator.
// The upstream suite inserts two info logs (test-service-2, then test-service one second later),
// two "metric" logs, and gauge / sum / histogram points of three metrics, ten and nine seconds
// before a minute-aligned end of the query window. We seed the same rows (the emulator places a
// seeded row `ago` + 1 s before its clock) and pin the clock to that end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { CONFORMANCE_VERSION } from './server-version.ts';
import type { SeededRows } from '../../packages/emulator/src/index.ts';
import { call, selfHosted } from '../../packages/emulator/test/http.ts';

const END = Math.floor(Date.now() / 60_000) * 60_000;
const START = END - 3600 * 1000;
const PATH = '/charts/series';

let emu: Emulator;
let api: ReturnType<typeof selfHosted>;
let logs: string;
let metrics: string;

type Series = Record<string, unknown>;

/** The upstream payload helper: one events count by default; metric series get gauge / Value / test.metric.gauge filled in. */
function payload(sourceId: string, overrides: { series?: Series[]; [k: string]: unknown } = {}) {
  const series = (overrides.series ?? [{ dataSource: 'events', aggFn: 'count', where: '', groupBy: [] }]).map((s) => {
    const item: Series = { sourceId, ...s };
    if (item.dataSource === 'metrics') {
      item.metricDataType ??= 'gauge';
      item.field ||= 'Value';
      item.metricName ??= 'test.metric.gauge';
    }
    return item;
  });
  return { startTime: START, endTime: END, ...overrides, series };
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 'empty', serverVersion: CONFORMANCE_VERSION, now: () => END, selfHosted: { rateLimit: false } });
  api = selfHosted(emu);
  const team = emu.state.selfHosted;
  const connection = team.addConnection({ name: 'Default' }).id;
  logs = team.addSource({ name: 'Logs', kind: 'log', connection, timestampValueExpression: 'Timestamp' }).id;
  metrics = team.addSource({ name: 'Metrics', kind: 'metric', connection, timestampValueExpression: 'TimeUnix' }).id;
  const at = (sourceId: string, agoMs: number, row: SeededRows['row']): SeededRows => ({ sourceId, row, count: 1, agoMs });
  emu.state.telemetry.scenario = 'none';
  emu.state.telemetry.rows.push(
    at(logs, 9000, { ServiceName: 'test-service-2', SeverityText: 'info', Body: 'Test log message 1', num_attr: 10 }),
    at(logs, 8000, { ServiceName: 'test-service', SeverityText: 'info', Body: 'Test log message 2', num_attr: 20 }),
    at(logs, 9000, { ServiceName: 'metric-test-service', SeverityText: 'metric', Body: '{"MetricName":"test.metric.gauge","Value":15}' }),
    at(logs, 8000, { ServiceName: 'metric-test-service', SeverityText: 'metric', Body: '{"MetricName":"test.metric.gauge","Value":25}' }),
    at(metrics, 9000, { MetricName: 'test.metric.gauge', MetricType: 'gauge', Value: 15, ServiceName: 'metric-test-service', attr1: 'value1' }),
    at(metrics, 8000, { MetricName: 'test.metric.gauge', MetricType: 'gauge', Value: 25, ServiceName: 'metric-test-service', attr1: 'value1' }),
    at(metrics, 9000, { MetricName: 'test.metric.sum', MetricType: 'sum', Value: 100, AggregationTemporality: 1, ServiceName: 'metric-test-service' }),
    at(metrics, 8000, { MetricName: 'test.metric.sum', MetricType: 'sum', Value: 150, AggregationTemporality: 1, ServiceName: 'metric-test-service' }),
    at(metrics, 9000, {
      MetricName: 'test.metric.histogram',
      MetricType: 'histogram',
      BucketCounts: [5, 10, 3, 0],
      ExplicitBounds: [10, 50, 100],
      ServiceName: 'metric-test-service',
    }),
    at(metrics, 8000, {
      MetricName: 'test.metric.histogram',
      MetricType: 'histogram',
      BucketCounts: [3, 12, 5, 2],
      ExplicitBounds: [10, 50, 100],
      ServiceName: 'metric-test-service',
    }),
  );
});
afterAll(() => emu.close());

const post = (body: unknown) => api.post(PATH, body);
const value = (row: Record<string, unknown>, n = 0) => Number(row[`series_${n}.data`]);

describe('External API v2 Charts', () => {
  describe('POST /api/v2/charts/series', () => {
    it('should return 401 when user is not authenticated', async () => {
      const res = await call(`${emu.url}/api/v2${PATH}`, { method: 'POST' });
      expect(res.status).toBe(401);
    });

    it('should return 404 if sourceId is invalid or not found', async () => {
      const res = await post({ startTime: START, endTime: END, series: [{ sourceId: '0123456789abcdef01234567', aggFn: 'count', where: '', groupBy: [] }] });
      expect(res.status).toBe(404);
    });

    it('should return 400 if series array is missing or empty', async () => {
      expect((await post({ startTime: START, endTime: END, series: [] })).status).toBe(400);
      expect((await post({ startTime: START, endTime: END })).status).toBe(400);
    });

    it('should return 400 if invalid time range is provided', async () => {
      const res = await post({
        startTime: 142415152,
        endTime: 5215152,
        series: [{ sourceId: logs, aggFn: 'count', where: 'SeverityText:info', groupBy: ['ServiceName'] }],
      });
      expect(res.status).toBe(400);
    });

    it('should return 400 if series array exceeds max length (5)', async () => {
      const res = await post(payload(logs, { series: Array.from({ length: 6 }, () => ({ aggFn: 'count', where: '', groupBy: [] })) }));
      expect(res.status).toBe(400);
    });

    it('should return 400 if groupBy fields are inconsistent across series', async () => {
      const res = await post(
        payload(logs, {
          series: [
            { aggFn: 'count', where: '', groupBy: ['field1'] },
            { aggFn: 'count', where: '', groupBy: ['field2'] },
          ],
        }),
      );
      expect(res.status).toBe(400);
    });

    it('should return 400 for invalid aggFn', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'invalid_function', where: '', groupBy: [] }] }));
      expect(res.status).toBe(400);
    });

    it('should return total count when where clause is empty', async () => {
      const res = await post(payload(logs));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(value(res.json.data[0])).toBe(4);
    });

    it('should handle lucene where clause (default)', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'count', where: 'SeverityText:info AND ServiceName:"test-service-2"', groupBy: [] }] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(value(res.json.data[0])).toBe(1);
    });

    it('should handle sql where clause', async () => {
      const res = await post(
        payload(logs, { series: [{ aggFn: 'count', where: "SeverityText = 'info' AND Body LIKE '%message 2%'", whereLanguage: 'sql', groupBy: [] }] }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(value(res.json.data[0])).toBe(1);
    });

    it('should handle lucene query errors gracefully', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'count', where: '(invalid query', groupBy: [] }] }));
      expect(res.status).toBe(500);
      expect(res.json).toHaveProperty('error');
    });

    it('should handle sql query errors gracefully', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'count', where: 'invalid query', whereLanguage: 'sql', groupBy: [] }] }));
      expect(res.status).toBe(500);
      expect(res.json).toHaveProperty('error');
    });

    it('should return data grouped by a single field', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'count', where: 'SeverityText:info', groupBy: ['ServiceName'] }] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(2);
      expect(res.json.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ group: ['test-service'], 'series_0.data': '1' }),
          expect.objectContaining({ group: ['test-service-2'], 'series_0.data': '1' }),
        ]),
      );
    });

    it('should return data grouped by multiple fields', async () => {
      const res = await post(payload(logs, { series: [{ aggFn: 'count', where: 'SeverityText:info', groupBy: ['ServiceName', 'SeverityText'] }] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(2);
      expect(res.json.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ group: ['test-service', 'info'], 'series_0.data': '1' }),
          expect.objectContaining({ group: ['test-service-2', 'info'], 'series_0.data': '1' }),
        ]),
      );
    });

    it('should return data from multiple series (joined)', async () => {
      const res = await post(
        payload(logs, {
          series: [
            { dataSource: 'events', aggFn: 'count', where: 'SeverityText:info', groupBy: ['ServiceName'] },
            { dataSource: 'events', aggFn: 'count', where: 'ServiceName:"test-service" AND SeverityText:info', groupBy: ['ServiceName'] },
          ],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data.length).toBeGreaterThanOrEqual(1);
      expect(res.json.data).toEqual(
        expect.arrayContaining([
          { 'series_0.data': '1', 'series_1.data': '1', group: ['test-service'], ts_bucket: expect.any(Number) },
          { 'series_0.data': '1', group: ['test-service-2'], ts_bucket: expect.any(Number) },
        ]),
      );
    });

    // Upstream asks for `granularity: '1s'`, which its schema accepts only under NODE_ENV=test; a
    // production server (and so the emulator) refuses it. The same assertion — one bucket per
    // matching row — with the two rows 30 s buckets apart is what a real server can answer.
    it('should apply granularity', async () => {
      expect((await post(payload(logs, { granularity: '1s' }))).status).toBe(400);
      const team = emu.state.selfHosted;
      const spread = team.addSource({ name: 'Spread logs', kind: 'log', connection: team.connections[0]!.id }).id;
      emu.state.telemetry.rows.push(
        { sourceId: spread, row: { ServiceName: 'a', SeverityText: 'info', Body: 'x' }, count: 1, agoMs: 60_000 },
        { sourceId: spread, row: { ServiceName: 'a', SeverityText: 'info', Body: 'y' }, count: 1, agoMs: 10_000 },
      );
      const res = await post(payload(spread, { granularity: '30s', series: [{ aggFn: 'count', where: 'SeverityText:info', groupBy: ['ServiceName'] }] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(2);
      for (const row of res.json.data) {
        expect(row.ts_bucket).toBeDefined();
        expect(value(row)).toBe(1);
      }
    });

    it('should return data in column format', async () => {
      const res = await post(payload(logs, { seriesReturnType: 'column', series: [{ aggFn: 'count', where: 'SeverityText:info', groupBy: [] }] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toEqual(expect.objectContaining({ __hdx_time_bucket: expect.any(String), series_0: '2' }));
    });

    it('should return data in ratio format', async () => {
      const res = await post(
        payload(logs, {
          series: [
            { aggFn: 'count', where: 'SeverityText:info', groupBy: [] },
            { aggFn: 'count', where: 'ServiceName:"test-service" AND SeverityText:info', groupBy: [] },
          ],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data.length).toBeGreaterThanOrEqual(1);
      const rows: Array<Record<string, unknown>> = res.json.data;
      const total = (n: number) => rows.reduce((acc, row) => acc + Number(row[`series_${n}.data`] ?? 0), 0);
      expect(total(0)).toBe(2);
      expect(total(1)).toBe(1);
    });

    it('should return count for metric series stored as logs', async () => {
      const res = await post(
        payload(logs, { series: [{ dataSource: 'events', aggFn: 'count', where: 'ServiceName:"metric-test-service" AND SeverityText:metric', groupBy: [] }] }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(value(res.json.data[0])).toBe(2);
    });

    it('should return data for a single metric series using metric source', async () => {
      const res = await post(
        payload(metrics, {
          series: [{ dataSource: 'metrics', aggFn: 'avg', metricName: 'test.metric.gauge', metricDataType: 'gauge', field: 'Value', where: '', groupBy: [] }],
        }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toHaveProperty('ts_bucket');
      expect('series_0.data' in res.json.data[0]).toBe(true);
      expect(value(res.json.data[0])).toBe(25);
    });

    it('should return data for a single sum metric series using metric source', async () => {
      const res = await post(
        payload(metrics, {
          series: [{ dataSource: 'metrics', aggFn: 'sum', metricName: 'test.metric.sum', metricDataType: 'sum', field: 'Value', where: '', groupBy: [] }],
        }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toHaveProperty('ts_bucket');
      expect(Number.isNaN(value(res.json.data[0]))).toBe(false);
    });

    it('should return data for a single histogram metric series using metric source', async () => {
      const res = await post(
        payload(metrics, {
          series: [
            {
              dataSource: 'metrics',
              aggFn: 'quantile',
              level: 0.95,
              metricName: 'test.metric.histogram',
              metricDataType: 'histogram',
              field: 'Value',
              where: '',
              groupBy: [],
            },
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toHaveProperty('ts_bucket');
      expect(Number.isNaN(value(res.json.data[0]))).toBe(false);
    });

    it('should return data for multiple series with different metric types', async () => {
      const res = await post(
        payload(metrics, {
          series: [
            { dataSource: 'metrics', aggFn: 'avg', metricName: 'test.metric.gauge', metricDataType: 'gauge', field: 'Value', where: '', groupBy: [] },
            { dataSource: 'metrics', aggFn: 'sum', metricName: 'test.metric.sum', metricDataType: 'sum', field: 'Value', where: '', groupBy: [] },
            {
              dataSource: 'metrics',
              aggFn: 'quantile',
              level: 0.95,
              metricName: 'test.metric.histogram',
              metricDataType: 'histogram',
              field: 'Value',
              where: '',
              groupBy: [],
            },
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      const row = res.json.data[0];
      expect(row).toHaveProperty('ts_bucket');
      for (const n of [0, 1, 2]) {
        expect(`series_${n}.data` in row).toBe(true);
        expect(Number.isNaN(value(row, n))).toBe(false);
      }
    });

    it('should use field as metricName when metricName is not provided', async () => {
      const res = await post({
        startTime: START,
        endTime: END,
        series: [{ sourceId: metrics, dataSource: 'metrics', aggFn: 'avg', metricDataType: 'gauge', field: 'test.metric.gauge', where: '', groupBy: [] }],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toHaveProperty('ts_bucket');
      expect(value(res.json.data[0])).toBe(25);
    });

    it('should use field as metricName for sum metrics when metricName is not provided', async () => {
      const res = await post({
        startTime: START,
        endTime: END,
        series: [{ sourceId: metrics, dataSource: 'metrics', aggFn: 'sum', metricDataType: 'sum', field: 'test.metric.sum', where: '', groupBy: [] }],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(Number.isNaN(value(res.json.data[0]))).toBe(false);
    });

    it('should use field as metricName for histogram metrics when metricName is not provided', async () => {
      const res = await post({
        startTime: START,
        endTime: END,
        series: [
          {
            sourceId: metrics,
            dataSource: 'metrics',
            aggFn: 'quantile',
            level: 0.95,
            metricDataType: 'histogram',
            field: 'test.metric.histogram',
            where: '',
            groupBy: [],
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(Number.isNaN(value(res.json.data[0]))).toBe(false);
    });

    it('should use metricName over field when both are provided', async () => {
      const res = await post({
        startTime: START,
        endTime: END,
        series: [
          {
            sourceId: metrics,
            dataSource: 'metrics',
            aggFn: 'avg',
            metricDataType: 'gauge',
            metricName: 'test.metric.gauge',
            field: 'Value',
            where: '',
            groupBy: [],
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(value(res.json.data[0])).toBe(25);
    });

    it('should process series from different sources', async () => {
      const res = await post({
        startTime: START,
        endTime: END,
        series: [
          { sourceId: logs, dataSource: 'events', aggFn: 'count', where: 'SeverityText:info', groupBy: [] },
          {
            sourceId: metrics,
            dataSource: 'metrics',
            aggFn: 'avg',
            metricName: 'test.metric.gauge',
            metricDataType: 'gauge',
            field: 'Value',
            where: '',
            groupBy: [],
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect('series_0.data' in res.json.data[0]).toBe(true);
      expect('series_1.data' in res.json.data[0]).toBe(true);
    });
  });
});
