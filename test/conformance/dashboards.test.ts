// Conformance: upstream `dashboards.int.test.ts` (HyperDX api 2.36.0) over HTTP against the emulator.
// Each `it` follows the upstream test of the same describe path; where upstream reads the Mongo
// document we assert what a later GET returns instead, and where it writes one directly we put
// the record into the emulator's state (`addDashboard`), which reads back as the server would.
import { describe, expect, it } from 'vitest';
import { anonymous, BASE, oid, storedDashboard, useDashboardTeam, without } from './dashboards-harness.ts';

type Body = Record<string, any>;

const TEST_TAGS = ['external-api', 'test'];

/** Upstream fixtures' `makeExternalChart` (a legacy time series tile). */
const externalChart = (sourceId: string): Body => ({ name: 'Test Chart', x: 1, y: 1, w: 1, h: 1, series: [{ type: 'time', sourceId, aggFn: 'count', where: '', groupBy: [] }] });
/** Upstream fixtures' `makeExternalTile` (a config line tile). */
const externalTile = (sourceId: string): Body => ({ name: 'Test Chart', x: 1, y: 1, w: 1, h: 1, config: { displayType: 'line', sourceId, select: [{ aggFn: 'count', where: '' }] } });

describe('External API v2 Dashboards - old format', () => {
  const h = useDashboardTeam();
  const post = (body: unknown) => h.api.post(BASE, body);
  const put = (id: string, body: unknown) => h.api.put(`${BASE}/${id}`, body);
  const get = (id: string) => h.api.get(`${BASE}/${id}`);

  const mockDashboard = (sourceId: string, overrides: Body = {}): Body => ({
    name: 'Test External Dashboard',
    tiles: [externalChart(sourceId), externalChart(sourceId)],
    tags: TEST_TAGS,
    savedQuery: null,
    savedQueryLanguage: null,
    savedFilterValues: [],
    ...overrides,
  });
  const mockDashboardWithIds = (sourceId: string, overrides: Body = {}): Body => ({
    name: 'Test External Dashboard with IDs',
    tiles: [
      { ...externalChart(sourceId), id: oid() },
      { ...externalChart(sourceId), id: oid() },
    ],
    tags: TEST_TAGS,
    filters: [],
    savedQuery: null,
    savedQueryLanguage: null,
    savedFilterValues: [],
    ...overrides,
  });
  const timeSeriesChart = (sourceId: string): Body => ({
    name: 'Time Series Chart', x: 0, y: 0, w: 6, h: 3, id: oid(), seriesReturnType: 'column',
    series: [{ type: 'time', sourceId, aggFn: 'count', where: '', groupBy: [] }],
  });
  const tableChart = (sourceId: string): Body => ({
    name: 'Table Chart', x: 6, y: 0, w: 6, h: 3, id: oid(), seriesReturnType: 'column',
    series: [{ type: 'table', sourceId, aggFn: 'count', where: '', groupBy: [], sortOrder: 'desc' }],
  });
  const numberChart = (sourceId: string): Body => ({
    name: 'Number Chart', x: 0, y: 3, w: 3, h: 3, id: oid(), seriesReturnType: 'column',
    series: [{ type: 'number', sourceId, aggFn: 'count', where: '' }],
  });
  const markdownChart = (): Body => ({
    name: 'Markdown Chart', x: 3, y: 3, w: 3, h: 3, id: oid(), seriesReturnType: 'column',
    series: [{ type: 'markdown', content: '# Test Markdown\nThis is a test' }],
  });

  /** The legacy tiles of the "all supported fields" tests, and what the server returns for them. */
  const allChartTypes = (withIds: boolean) => {
    const id = () => (withIds ? { id: oid() } : {});
    const pct = { output: 'percent', mantissa: 2, thousandSeparated: true, average: true };
    const ms = { output: 'time', factor: 0.001, unit: 'ms' };
    const bytes = { output: 'byte', decimalBytes: true, mantissa: 0 };
    const q = (level: number, alias: string, where = "env = 'production'", whereLanguage = 'sql') => ({ aggFn: 'quantile', level, alias, where, whereLanguage });
    const tiles = [
      {
        ...id(), name: 'Line Chart', x: 0, y: 0, w: 6, h: 3, asRatio: true,
        series: [
          { type: 'time', sourceId: h.trace, ...q(0.95, '95th Percentile Duration'), field: 'Duration', groupBy: ['service.name', 'StatusCode'], numberFormat: ms, displayType: 'line' },
          { type: 'time', sourceId: h.trace, ...q(0.99, '99th Percentile Duration', 'env:production', 'lucene'), field: 'Duration', groupBy: ['service.name', 'StatusCode'], numberFormat: ms, displayType: 'line' },
        ],
      },
      {
        ...id(), name: 'Bar Chart', x: 6, y: 0, w: 6, h: 3, asRatio: false,
        series: [
          {
            type: 'time', sourceId: h.metric, ...q(0.95, '95th Percentile Duration'), field: '', metricName: 'ClickHouseAsyncMetrics_BlockWriteBytes_ram1',
            metricDataType: 'gauge', groupBy: [], numberFormat: bytes, displayType: 'stacked_bar',
          },
        ],
      },
      {
        ...id(), name: 'Table Chart', x: 12, y: 0, w: 6, h: 3, asRatio: false,
        series: [
          { type: 'table', sourceId: h.trace, ...q(0.5, 'Median Duration'), field: 'Duration', groupBy: ['service.name'], sortOrder: 'desc', numberFormat: pct },
          { type: 'table', sourceId: h.trace, ...q(0.99, '99th Percentile Duration'), field: 'Duration', groupBy: ['service.name'], sortOrder: 'desc', numberFormat: pct },
        ],
      },
      {
        ...id(), name: 'Number Chart', x: 18, y: 0, w: 6, h: 3, asRatio: false,
        series: [{ type: 'number', sourceId: h.trace, ...q(0.5, '50th Percentile Duration'), field: 'Duration', numberFormat: pct }],
      },
      { ...id(), name: 'Markdown Chart', x: 0, y: 3, w: 6, h: 3, asRatio: false, series: [{ type: 'markdown', content: '# Markdown Content' }] },
    ];
    const item = (level: number, alias: string, where = "env = 'production'", whereLanguage = 'sql', valueExpression = 'Duration') => ({ aggFn: 'quantile', level, valueExpression, alias, where, whereLanguage });
    const expected = [
      {
        name: 'Line Chart', x: 0, y: 0, w: 6, h: 3,
        config: {
          displayType: 'line', asRatio: true, fillNulls: true, sourceId: h.trace, numberFormat: ms, groupBy: 'service.name,StatusCode',
          select: [item(0.95, '95th Percentile Duration'), item(0.99, '99th Percentile Duration', 'env:production', 'lucene')],
        },
      },
      {
        name: 'Bar Chart', x: 6, y: 0, w: 6, h: 3,
        config: {
          displayType: 'stacked_bar', asRatio: false, fillNulls: true, sourceId: h.metric, numberFormat: bytes,
          select: [{ ...item(0.95, '95th Percentile Duration', undefined, undefined, ''), metricName: 'ClickHouseAsyncMetrics_BlockWriteBytes_ram1', metricType: 'gauge' }],
        },
      },
      {
        name: 'Table Chart', x: 12, y: 0, w: 6, h: 3,
        config: { displayType: 'table', asRatio: false, sourceId: h.trace, select: [item(0.5, 'Median Duration'), item(0.99, '99th Percentile Duration')], groupBy: 'service.name', numberFormat: pct },
      },
      { name: 'Number Chart', x: 18, y: 0, w: 6, h: 3, config: { displayType: 'number', sourceId: h.trace, select: [item(0.5, '50th Percentile Duration')], numberFormat: pct } },
      { name: 'Markdown Chart', x: 0, y: 3, w: 6, h: 3, config: { displayType: 'markdown', markdown: '# Markdown Content' } },
    ];
    return { tiles, expected };
  };

  describe('Response Format', () => {
    it('should return responses in the expected (new) format when creating the dashboard in the old format', async () => {
      const created = await post({ name: 'Format Test Dashboard', tiles: [timeSeriesChart(h.trace), numberChart(h.trace)], tags: ['format-test'] });
      expect(created.status).toBe(200);
      expect(created.headers.get('content-type')).toMatch(/application\/json/);
      const count = { aggFn: 'count', where: '', whereLanguage: 'lucene', valueExpression: '' };
      expect(created.json).toEqual({
        data: {
          id: expect.any(String),
          name: 'Format Test Dashboard',
          tiles: [
            { id: expect.any(String), name: 'Time Series Chart', x: 0, y: 0, w: 6, h: 3, config: { displayType: 'line', sourceId: h.trace, select: [count], asRatio: false, fillNulls: true } },
            { id: expect.any(String), name: 'Number Chart', x: 0, y: 3, w: 3, h: 3, config: { displayType: 'number', sourceId: h.trace, select: [count] } },
          ],
          tags: ['format-test'],
          filters: [],
          savedQuery: null,
          savedQueryLanguage: null,
          savedFilterValues: [],
        },
      });
      const id = created.json.data.id;
      const read = await get(id);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toMatch(/application\/json/);
      expect(read.json).toEqual({ data: created.json.data });
      const list = await h.api.get(BASE);
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toMatch(/application\/json/);
      expect(Array.isArray(list.json.data)).toBe(true);
      const deleted = await h.api.del(`${BASE}/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({});
    });
  });

  describe('GET /', () => {
    it('should return all dashboards', async () => {
      storedDashboard(h, { name: 'Test Dashboard 1' });
      storedDashboard(h, { name: 'Test Dashboard 2' });
      const res = await h.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(2);
      expect(res.json.data.map((d: Body) => d.name)).toEqual(expect.arrayContaining(['Test Dashboard 1', 'Test Dashboard 2']));
      for (const d of res.json.data) expect(Array.isArray(d.filters)).toBe(true);
    });

    it('should return empty array when no dashboards exist', async () => {
      const res = await h.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(0);
    });
  });

  describe('POST /', () => {
    it('should create a new dashboard', async () => {
      const body = mockDashboard(h.trace);
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        name: body.name,
        tiles: [expect.objectContaining({ name: 'Test Chart' }), expect.objectContaining({ name: 'Test Chart' })],
        tags: body.tags,
      });
      expect(res.json.data.filters).toEqual([]);
      // Upstream reads the stored document; the list is what an HTTP client can see of it.
      const list = await h.api.get(BASE);
      expect(list.json.data).toHaveLength(1);
      expect(list.json.data[0].name).toBe(body.name);
      expect(list.json.data[0].tiles).toHaveLength(2);
    });

    it('should create a dashboard with saved query defaults', async () => {
      const values = [{ type: 'sql', condition: "ServiceName IN ('hdx-oss-dev-api')" }];
      const res = await post(mockDashboard(h.trace, { savedQuery: "service.name = 'api'", savedQueryLanguage: 'sql', savedFilterValues: values }));
      expect(res.status).toBe(200);
      expect(res.json.data.savedQuery).toBe("service.name = 'api'");
      expect(res.json.data.savedQueryLanguage).toBe('sql');
      expect(res.json.data.savedFilterValues).toEqual(values);
      const read = await get(res.json.data.id);
      expect(read.json.data).toMatchObject({ savedQuery: "service.name = 'api'", savedQueryLanguage: 'sql', savedFilterValues: values });
    });

    it('should default savedQueryLanguage to lucene when savedQuery is provided without a language', async () => {
      const body = without(mockDashboard(h.trace, { savedQuery: "service.name = 'api'" }), 'savedQueryLanguage');
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.json.data.savedQuery).toBe("service.name = 'api'");
      expect(res.json.data.savedQueryLanguage).toBe('lucene');
      expect((await get(res.json.data.id)).json.data.savedQueryLanguage).toBe('lucene');
    });

    it('should return 400 when savedQueryLanguage is null and savedQuery is provided', async () => {
      const res = await post(mockDashboard(h.trace, { savedQuery: "service.name = 'api'", savedQueryLanguage: null }));
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('savedQueryLanguage cannot be null when savedQuery is provided');
    });

    it('can create all chart types', async () => {
      const res = await post({
        name: 'Test Dashboard with All Chart Types',
        tiles: [timeSeriesChart(h.trace), tableChart(h.trace), numberChart(h.trace), markdownChart()],
        tags: ['test', 'chart-types'],
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveProperty('id');
      expect(res.json.data.tiles).toHaveLength(4);
      const read = await get(res.json.data.id);
      expect(read.status).toBe(200);
      expect(read.json.data.tiles).toHaveLength(4);
      expect(read.json.data.tags).toEqual(['test', 'chart-types']);
    });

    it('can create all supported chart types and all supported fields on each chart type', async () => {
      const { tiles, expected } = allChartTypes(false);
      const res = await post({ name: 'Dashboard with All Chart Types', tiles, tags: ['round-trip-test'] });
      expect(res.status, res.text).toBe(200);
      expected.forEach((tile, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(tile));
    });

    it('should return 400 when source IDs do not exist', async () => {
      const missing = oid();
      const res = await post(mockDashboard(missing));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should create a dashboard with filters', async () => {
      const res = await post({
        name: 'Dashboard with Filters',
        tiles: [externalChart(h.trace)],
        tags: TEST_TAGS,
        filters: [
          { type: 'QUERY_EXPRESSION', name: 'Environment', expression: 'environment', sourceId: h.trace },
          { type: 'QUERY_EXPRESSION', name: 'Service Filter', expression: 'service_name', sourceId: h.trace, appliesToSourceIds: [h.trace] },
          {
            type: 'QUERY_EXPRESSION', name: 'Region (Filtered)', expression: 'region', sourceId: h.trace, where: "environment = 'production'", whereLanguage: 'sql',
            appliesToSourceIds: [h.trace, h.metric],
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      const filters = res.json.data.filters;
      expect(filters).toHaveLength(3);
      for (const f of filters) {
        expect(typeof f.id).toBe('string');
        expect(f.id.length).toBeGreaterThan(0);
        expect(f).toMatchObject({ type: 'QUERY_EXPRESSION', name: expect.any(String), expression: expect.any(String), sourceId: h.trace });
      }
      expect(filters[0]).toMatchObject({ name: 'Environment', expression: 'environment' });
      expect(filters[0].appliesToSourceIds).toBeUndefined();
      expect(filters[1]).toMatchObject({ name: 'Service Filter', expression: 'service_name', appliesToSourceIds: [h.trace] });
      expect(filters[2]).toMatchObject({ name: 'Region (Filtered)', expression: 'region', where: "environment = 'production'", whereLanguage: 'sql' });
      expect(filters[2].appliesToSourceIds).toEqual([h.trace, h.metric]);
      const read = await get(res.json.data.id);
      expect(read.status).toBe(200);
      expect(read.json.data.filters).toEqual(filters);
    });

    it('should return 400 when filter source ID does not exist', async () => {
      const missing = oid();
      const res = await post({
        name: 'Dashboard with Bad Filter Source',
        tiles: [externalChart(h.trace)],
        tags: TEST_TAGS,
        filters: [{ type: 'QUERY_EXPRESSION', name: 'Bad Source Filter', expression: 'environment', sourceId: missing }],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 400 when create filter includes id', async () => {
      const res = await post({
        name: 'Dashboard with Invalid Filter ID',
        tiles: [externalChart(h.trace)],
        tags: TEST_TAGS,
        filters: [{ id: oid(), type: 'QUERY_EXPRESSION', name: 'Filter with ID', expression: 'environment', sourceId: h.trace }],
      });
      expect(res.status).toBe(400);
      expect(h.team.dashboards).toHaveLength(0);
    });
  });

  describe('PUT /:id', () => {
    it('should update an existing dashboard', async () => {
      const d = storedDashboard(h);
      const res = await put(d.id, mockDashboardWithIds(h.trace, { name: 'Updated Dashboard Name' }));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        id: d.id,
        name: 'Updated Dashboard Name',
        tiles: [expect.objectContaining({ name: 'Test Chart' }), expect.objectContaining({ name: 'Test Chart' })],
      });
      expect(Array.isArray(res.json.data.filters)).toBe(true);
      const read = await get(d.id);
      expect(read.json.data.name).toBe('Updated Dashboard Name');
      expect(read.json.data.tiles).toHaveLength(2);
    });

    it('should update and clear saved query defaults', async () => {
      const d = storedDashboard(h, { savedQuery: 'service:api', savedQueryLanguage: 'lucene', savedFilterValues: [{ type: 'lucene', condition: 'env:prod' }] });
      const res = await put(d.id, mockDashboardWithIds(h.trace));
      expect(res.status).toBe(200);
      expect(res.json.data.savedQuery).toBeNull();
      expect(res.json.data.savedQueryLanguage).toBeNull();
      expect(res.json.data.savedFilterValues).toEqual([]);
      const read = await get(d.id);
      expect(read.json.data).toMatchObject({ savedQuery: null, savedQueryLanguage: null, savedFilterValues: [] });
    });

    it('should return 400 when savedQueryLanguage is null and savedQuery is provided on update', async () => {
      const d = storedDashboard(h);
      const res = await put(d.id, mockDashboardWithIds(h.trace, { savedQuery: "service.name = 'api'", savedQueryLanguage: null }));
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('savedQueryLanguage cannot be null when savedQuery is provided');
    });

    it('should update dashboard filters when provided', async () => {
      const d = storedDashboard(h);
      const res = await put(
        d.id,
        mockDashboardWithIds(h.trace, {
          name: 'Dashboard with Filters',
          filters: [
            { id: oid(), type: 'QUERY_EXPRESSION', name: 'Updated Filter 1', expression: 'environment', sourceId: h.trace },
            { id: oid(), type: 'QUERY_EXPRESSION', name: 'Updated Filter 2', expression: 'service_name', sourceId: h.trace, appliesToSourceIds: [h.trace, h.metric] },
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      const filters = res.json.data.filters;
      expect(filters).toHaveLength(2);
      expect(filters[0]).toMatchObject({ id: expect.any(String), type: 'QUERY_EXPRESSION', name: 'Updated Filter 1', expression: 'environment', sourceId: h.trace });
      expect(filters[0].appliesToSourceIds).toBeUndefined();
      expect(filters[1]).toMatchObject({ id: expect.any(String), type: 'QUERY_EXPRESSION', name: 'Updated Filter 2', expression: 'service_name', sourceId: h.trace });
      expect(filters[1].appliesToSourceIds).toEqual([h.trace, h.metric]);
      expect((await get(d.id)).json.data.filters).toEqual(filters);
    });

    it('should preserve existing dashboard filters when filters are not provided', async () => {
      const existing = [
        { id: oid(), type: 'QUERY_EXPRESSION', name: 'Existing Filter 1', expression: 'environment', sourceId: h.trace, appliesToSourceIds: [h.trace] },
        { id: oid(), type: 'QUERY_EXPRESSION', name: 'Existing Filter 2', expression: 'service_name', sourceId: h.trace },
      ];
      const d = storedDashboard(h, { filters: existing });
      const res = await put(d.id, without(mockDashboardWithIds(h.trace, { name: 'Dashboard Name Updated Without Filters' }), 'filters'));
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Dashboard Name Updated Without Filters');
      expect(res.json.data.filters).toHaveLength(2);
      expect(res.json.data.filters[0]).toMatchObject(existing[0]!);
      expect(res.json.data.filters[1]).toMatchObject(existing[1]!);
      const read = await get(d.id);
      expect(read.json.data.filters).toHaveLength(2);
      expect(read.json.data.filters[0]).toMatchObject(existing[0]!);
      expect(read.json.data.filters[1]).toMatchObject(existing[1]!);
    });

    it('should clear existing dashboard filters when provided an empty filters array', async () => {
      const d = storedDashboard(h, {
        filters: [
          { id: oid(), type: 'QUERY_EXPRESSION', name: 'Existing Filter 1', expression: 'environment', sourceId: h.trace },
          { id: oid(), type: 'QUERY_EXPRESSION', name: 'Existing Filter 2', expression: 'service_name', sourceId: h.trace },
        ],
      });
      const res = await put(d.id, mockDashboardWithIds(h.trace, { name: 'Dashboard Name Updated With Empty Filters', filters: [] }));
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Dashboard Name Updated With Empty Filters');
      expect(res.json.data.filters).toEqual([]);
      expect((await get(d.id)).json.data.filters).toEqual([]);
    });

    it('should return 400 when filter source ID does not exist on update', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(
        d.id,
        mockDashboardWithIds(h.trace, { name: 'Updated Name', filters: [{ id: oid(), type: 'QUERY_EXPRESSION', name: 'Bad Source Filter', expression: 'environment', sourceId: missing }] }),
      );
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 404 when dashboard does not exist', async () => {
      const res = await put(oid(), mockDashboardWithIds(h.trace));
      expect(res.status).toBe(404);
    });

    it('should preserve tile IDs that match existing tiles and generate new IDs for unrecognized tiles', async () => {
      const d = storedDashboard(h);
      const first = await put(d.id, { name: 'Initial', tiles: [timeSeriesChart(h.trace)], tags: [] });
      expect(first.status).toBe(200);
      const kept = first.json.data.tiles[0].id;
      const unknown = oid();
      const res = await put(d.id, { name: 'Updated', tiles: [{ ...timeSeriesChart(h.trace), id: kept }, { ...timeSeriesChart(h.trace), id: unknown, x: 6 }], tags: [] });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].id).toBe(kept);
      expect(res.json.data.tiles[1].id).not.toBe(unknown);
      expect(typeof res.json.data.tiles[1].id).toBe('string');
      expect(res.json.data.tiles[1].id.length).toBeGreaterThan(0);
    });

    it('should preserve filter IDs that match existing filters and generate new IDs for unrecognized filters', async () => {
      const d = storedDashboard(h);
      const filter = (id: string, name = 'Environment', expression = 'environment') => ({ id, type: 'QUERY_EXPRESSION', name, expression, sourceId: h.trace });
      const first = await put(d.id, { name: 'Initial', tiles: [timeSeriesChart(h.trace)], tags: [], filters: [filter(oid())] });
      expect(first.status).toBe(200);
      const kept = first.json.data.filters[0].id;
      const unknown = oid();
      const res = await put(d.id, { name: 'Updated', tiles: [timeSeriesChart(h.trace)], tags: [], filters: [filter(kept), filter(unknown, 'Service', 'service_name')] });
      expect(res.status).toBe(200);
      expect(res.json.data.filters[0].id).toBe(kept);
      expect(res.json.data.filters[1].id).not.toBe(unknown);
      expect(typeof res.json.data.filters[1].id).toBe('string');
      expect(res.json.data.filters[1].id.length).toBeGreaterThan(0);
    });

    it('can update all supported chart types and all supported fields on each chart type', async () => {
      const d = storedDashboard(h);
      const { tiles, expected } = allChartTypes(true);
      const res = await put(d.id, { name: 'Dashboard with All Chart Types', tiles, tags: ['round-trip-test'] });
      expect(res.status, res.text).toBe(200);
      expected.forEach((tile, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(tile));
    });

    it('should return 400 when source IDs do not exist', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(d.id, mockDashboardWithIds(missing, { name: 'Updated Dashboard Name' }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });
  });
});
