// Conformance: upstream `dashboards.int.test.ts` (HyperDX api 2.36.0) over HTTP against the emulator.
// Each `it` follows the upstream test of the same describe path; where upstream reads the Mongo
// document we assert what a later GET returns instead, and where it writes one directly we put
// the record into the emulator's state (`addDashboard`), which reads back as the server would.
import { describe, expect, it } from 'vitest';
import type { Loose } from '../../packages/emulator/test/http.ts';
import { anonymous, BASE, oid, otherTeamOf, storedDashboard, useDashboardTeam, without } from './dashboards-harness.ts';

type Body = Record<string, Loose>;

const TEST_TAGS = ['external-api', 'test'];

/** Upstream fixtures' `makeExternalChart` (a legacy time series tile). */
const externalChart = (sourceId: string): Body => ({
  name: 'Test Chart',
  x: 1,
  y: 1,
  w: 1,
  h: 1,
  series: [{ type: 'time', sourceId, aggFn: 'count', where: '', groupBy: [] }],
});
/** Upstream fixtures' `makeExternalTile` (a config line tile). */
const externalTile = (sourceId: string): Body => ({
  name: 'Test Chart',
  x: 1,
  y: 1,
  w: 1,
  h: 1,
  config: { displayType: 'line', sourceId, select: [{ aggFn: 'count', where: '' }] },
});

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
    name: 'Time Series Chart',
    x: 0,
    y: 0,
    w: 6,
    h: 3,
    id: oid(),
    seriesReturnType: 'column',
    series: [{ type: 'time', sourceId, aggFn: 'count', where: '', groupBy: [] }],
  });
  const tableChart = (sourceId: string): Body => ({
    name: 'Table Chart',
    x: 6,
    y: 0,
    w: 6,
    h: 3,
    id: oid(),
    seriesReturnType: 'column',
    series: [{ type: 'table', sourceId, aggFn: 'count', where: '', groupBy: [], sortOrder: 'desc' }],
  });
  const numberChart = (sourceId: string): Body => ({
    name: 'Number Chart',
    x: 0,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    seriesReturnType: 'column',
    series: [{ type: 'number', sourceId, aggFn: 'count', where: '' }],
  });
  const markdownChart = (): Body => ({
    name: 'Markdown Chart',
    x: 3,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    seriesReturnType: 'column',
    series: [{ type: 'markdown', content: '# Test Markdown\nThis is a test' }],
  });

  /** The legacy tiles of the "all supported fields" tests, and what the server returns for them. */
  const allChartTypes = (withIds: boolean) => {
    const id = () => (withIds ? { id: oid() } : {});
    const pct = { output: 'percent', mantissa: 2, thousandSeparated: true, average: true };
    const ms = { output: 'time', factor: 0.001, unit: 'ms' };
    const bytes = { output: 'byte', decimalBytes: true, mantissa: 0 };
    const q = (level: number, alias: string, where = "env = 'production'", whereLanguage = 'sql') => ({
      aggFn: 'quantile',
      level,
      alias,
      where,
      whereLanguage,
    });
    const tiles = [
      {
        ...id(),
        name: 'Line Chart',
        x: 0,
        y: 0,
        w: 6,
        h: 3,
        asRatio: true,
        series: [
          {
            type: 'time',
            sourceId: h.trace,
            ...q(0.95, '95th Percentile Duration'),
            field: 'Duration',
            groupBy: ['service.name', 'StatusCode'],
            numberFormat: ms,
            displayType: 'line',
          },
          {
            type: 'time',
            sourceId: h.trace,
            ...q(0.99, '99th Percentile Duration', 'env:production', 'lucene'),
            field: 'Duration',
            groupBy: ['service.name', 'StatusCode'],
            numberFormat: ms,
            displayType: 'line',
          },
        ],
      },
      {
        ...id(),
        name: 'Bar Chart',
        x: 6,
        y: 0,
        w: 6,
        h: 3,
        asRatio: false,
        series: [
          {
            type: 'time',
            sourceId: h.metric,
            ...q(0.95, '95th Percentile Duration'),
            field: '',
            metricName: 'ClickHouseAsyncMetrics_BlockWriteBytes_ram1',
            metricDataType: 'gauge',
            groupBy: [],
            numberFormat: bytes,
            displayType: 'stacked_bar',
          },
        ],
      },
      {
        ...id(),
        name: 'Table Chart',
        x: 12,
        y: 0,
        w: 6,
        h: 3,
        asRatio: false,
        series: [
          {
            type: 'table',
            sourceId: h.trace,
            ...q(0.5, 'Median Duration'),
            field: 'Duration',
            groupBy: ['service.name'],
            sortOrder: 'desc',
            numberFormat: pct,
          },
          {
            type: 'table',
            sourceId: h.trace,
            ...q(0.99, '99th Percentile Duration'),
            field: 'Duration',
            groupBy: ['service.name'],
            sortOrder: 'desc',
            numberFormat: pct,
          },
        ],
      },
      {
        ...id(),
        name: 'Number Chart',
        x: 18,
        y: 0,
        w: 6,
        h: 3,
        asRatio: false,
        series: [{ type: 'number', sourceId: h.trace, ...q(0.5, '50th Percentile Duration'), field: 'Duration', numberFormat: pct }],
      },
      { ...id(), name: 'Markdown Chart', x: 0, y: 3, w: 6, h: 3, asRatio: false, series: [{ type: 'markdown', content: '# Markdown Content' }] },
    ];
    const item = (level: number, alias: string, where = "env = 'production'", whereLanguage = 'sql', valueExpression = 'Duration') => ({
      aggFn: 'quantile',
      level,
      valueExpression,
      alias,
      where,
      whereLanguage,
    });
    const expected = [
      {
        name: 'Line Chart',
        x: 0,
        y: 0,
        w: 6,
        h: 3,
        config: {
          displayType: 'line',
          asRatio: true,
          fillNulls: true,
          sourceId: h.trace,
          numberFormat: ms,
          groupBy: 'service.name,StatusCode',
          select: [item(0.95, '95th Percentile Duration'), item(0.99, '99th Percentile Duration', 'env:production', 'lucene')],
        },
      },
      {
        name: 'Bar Chart',
        x: 6,
        y: 0,
        w: 6,
        h: 3,
        config: {
          displayType: 'stacked_bar',
          asRatio: false,
          fillNulls: true,
          sourceId: h.metric,
          numberFormat: bytes,
          select: [
            {
              ...item(0.95, '95th Percentile Duration', undefined, undefined, ''),
              metricName: 'ClickHouseAsyncMetrics_BlockWriteBytes_ram1',
              metricType: 'gauge',
            },
          ],
        },
      },
      {
        name: 'Table Chart',
        x: 12,
        y: 0,
        w: 6,
        h: 3,
        config: {
          displayType: 'table',
          asRatio: false,
          sourceId: h.trace,
          select: [item(0.5, 'Median Duration'), item(0.99, '99th Percentile Duration')],
          groupBy: 'service.name',
          numberFormat: pct,
        },
      },
      {
        name: 'Number Chart',
        x: 18,
        y: 0,
        w: 6,
        h: 3,
        config: { displayType: 'number', sourceId: h.trace, select: [item(0.5, '50th Percentile Duration')], numberFormat: pct },
      },
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
            {
              id: expect.any(String),
              name: 'Time Series Chart',
              x: 0,
              y: 0,
              w: 6,
              h: 3,
              config: { displayType: 'line', sourceId: h.trace, select: [count], asRatio: false, fillNulls: true },
            },
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
      expect(res.json.data.map((d: Body) => d.name as unknown)).toEqual(expect.arrayContaining(['Test Dashboard 1', 'Test Dashboard 2']));
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
            type: 'QUERY_EXPRESSION',
            name: 'Region (Filtered)',
            expression: 'region',
            sourceId: h.trace,
            where: "environment = 'production'",
            whereLanguage: 'sql',
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
            {
              id: oid(),
              type: 'QUERY_EXPRESSION',
              name: 'Updated Filter 2',
              expression: 'service_name',
              sourceId: h.trace,
              appliesToSourceIds: [h.trace, h.metric],
            },
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      const filters = res.json.data.filters;
      expect(filters).toHaveLength(2);
      expect(filters[0]).toMatchObject({
        id: expect.any(String),
        type: 'QUERY_EXPRESSION',
        name: 'Updated Filter 1',
        expression: 'environment',
        sourceId: h.trace,
      });
      expect(filters[0].appliesToSourceIds).toBeUndefined();
      expect(filters[1]).toMatchObject({
        id: expect.any(String),
        type: 'QUERY_EXPRESSION',
        name: 'Updated Filter 2',
        expression: 'service_name',
        sourceId: h.trace,
      });
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
        mockDashboardWithIds(h.trace, {
          name: 'Updated Name',
          filters: [{ id: oid(), type: 'QUERY_EXPRESSION', name: 'Bad Source Filter', expression: 'environment', sourceId: missing }],
        }),
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
      const res = await put(d.id, {
        name: 'Updated',
        tiles: [
          { ...timeSeriesChart(h.trace), id: kept },
          { ...timeSeriesChart(h.trace), id: unknown, x: 6 },
        ],
        tags: [],
      });
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
      const res = await put(d.id, {
        name: 'Updated',
        tiles: [timeSeriesChart(h.trace)],
        tags: [],
        filters: [filter(kept), filter(unknown, 'Service', 'service_name')],
      });
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

describe('External API v2 Dashboards - new format', () => {
  const h = useDashboardTeam();
  const post = (body: unknown) => h.api.post(BASE, body);
  const put = (id: string, body: unknown) => h.api.put(`${BASE}/${id}`, body);
  const get = (id: string) => h.api.get(`${BASE}/${id}`);

  const mockDashboard = (sourceId: string, overrides: Body = {}): Body => ({
    name: 'Test External Dashboard',
    tiles: [externalTile(sourceId), externalTile(sourceId)],
    tags: TEST_TAGS,
    ...overrides,
  });
  const mockDashboardWithIds = (sourceId: string, overrides: Body = {}): Body => ({
    name: 'Test External Dashboard with IDs',
    tiles: [
      { ...externalTile(sourceId), id: oid() },
      { ...externalTile(sourceId), id: oid() },
    ],
    tags: TEST_TAGS,
    filters: [],
    ...overrides,
  });
  const count = [{ aggFn: 'count', where: '' }];
  const timeSeriesChart = (sourceId: string): Body => ({
    id: oid(),
    name: 'Time Series Chart',
    x: 0,
    y: 0,
    w: 6,
    h: 3,
    config: { displayType: 'line', sourceId, select: count },
  });
  const tableChart = (sourceId: string): Body => ({
    name: 'Table Chart',
    x: 6,
    y: 0,
    w: 6,
    h: 3,
    id: oid(),
    config: { displayType: 'table', sourceId, select: count },
  });
  const numberChart = (sourceId: string): Body => ({
    name: 'Number Chart',
    x: 0,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    config: { displayType: 'number', sourceId, select: count },
  });
  const markdownChart = (): Body => ({
    name: 'Markdown Chart',
    x: 3,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    config: { displayType: 'markdown', markdown: '# Test Markdown\nThis is a test' },
  });
  const pieChart = (sourceId: string): Body => ({
    name: 'Pie Chart',
    x: 6,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    config: { displayType: 'pie', sourceId, select: count, groupBy: 'service.name' },
  });
  const barChart = (sourceId: string): Body => ({
    name: 'Bar Chart',
    x: 9,
    y: 3,
    w: 3,
    h: 3,
    id: oid(),
    config: { displayType: 'bar', sourceId, select: count, groupBy: 'service.name' },
  });
  const otherTeam = () => otherTeamOf(h);
  const tile = (name: string, config: Body, at: Partial<Record<'x' | 'y' | 'w' | 'h', number>> = {}): Body => ({ name, x: 0, y: 0, w: 6, h: 3, ...at, config });
  const countAs = [{ aggFn: 'count', alias: 'Count', where: '', whereLanguage: 'sql' }];

  /** Every builder chart type with every field it supports, as sent and as returned. */
  const allBuilderTiles = (): Body[] => {
    const median = { aggFn: 'quantile', level: 0.5, valueExpression: 'Duration', alias: 'Median Duration', where: "env = 'production'", whereLanguage: 'sql' };
    const pct = { output: 'percent', mantissa: 2, thousandSeparated: true, average: true };
    const nanos = { output: 'duration', factor: 1e-9 };
    return [
      tile('Line Chart', {
        displayType: 'line',
        asRatio: true,
        fillNulls: true,
        fitYAxisToData: true,
        sourceId: h.trace,
        numberFormat: { output: 'time', factor: 0.001, unit: 'ms' },
        groupBy: 'service.name, StatusCode',
        select: [
          {
            aggFn: 'quantile',
            level: 0.95,
            valueExpression: 'Duration',
            alias: '95th Percentile Duration',
            where: "env = 'production'",
            whereLanguage: 'sql',
            numberFormat: nanos,
          },
          {
            aggFn: 'quantile',
            level: 0.99,
            valueExpression: 'Duration',
            alias: '99th Percentile Duration',
            where: 'env:production',
            whereLanguage: 'lucene',
            numberFormat: { ...nanos, mantissa: 3 },
          },
        ],
      }),
      tile(
        'Bar Chart',
        {
          displayType: 'stacked_bar',
          asRatio: false,
          fillNulls: false,
          sourceId: h.metric,
          numberFormat: { output: 'byte', decimalBytes: true, mantissa: 0 },
          select: [
            {
              aggFn: 'quantile',
              level: 0.95,
              valueExpression: 'Duration',
              metricName: 'ClickHouseAsyncMetrics_BlockWriteBytes_ram1',
              metricType: 'gauge',
              alias: '95th Percentile Duration',
              where: "env = 'production'",
              whereLanguage: 'sql',
            },
          ],
        },
        { x: 6 },
      ),
      tile(
        'Table Chart',
        {
          displayType: 'table',
          asRatio: false,
          sourceId: h.trace,
          select: [
            { ...median, numberFormat: nanos },
            { ...median, level: 0.99, alias: '99th Percentile Duration' },
          ],
          groupBy: 'service.name',
          orderBy: 'service.name desc',
          having: 'percentiles(Duration, 0.5) > 100',
          numberFormat: pct,
          groupByColumnsOnLeft: true,
          onClick: {
            type: 'search',
            target: { mode: 'id', id: h.trace },
            whereLanguage: 'sql',
            whereTemplate: "ServiceName = '{{service.name}}'",
            filters: [{ kind: 'expressionTemplate', expression: 'ServiceName', template: '{{service.name}}' }],
          },
        },
        { x: 12 },
      ),
      tile(
        'Number Chart',
        {
          displayType: 'number',
          sourceId: h.trace,
          select: [{ ...median, level: 0.5, alias: '50th Percentile Duration', numberFormat: nanos }],
          numberFormat: pct,
          color: 'chart-green',
          colorRules: [
            { operator: 'gt', value: 1000, color: 'chart-warning', label: 'Slow' },
            { operator: 'between', value: [200, 1000], color: 'chart-blue' },
            { operator: 'gte', value: 5000, color: 'chart-error', label: 'Critical' },
          ],
          backgroundChart: { type: 'area', color: 'chart-blue' },
        },
        { x: 18 },
      ),
      tile('Markdown Chart', { displayType: 'markdown', markdown: '# Markdown Content' }, { y: 3 }),
      tile(
        'Pie Chart',
        {
          displayType: 'pie',
          sourceId: h.trace,
          select: [median],
          groupBy: 'service.name',
          orderBy: '"Median Duration" ASC',
          numberFormat: { output: 'number', mantissa: 2 },
          limit: 5,
        },
        { x: 6, y: 3 },
      ),
      tile(
        'Heatmap Chart',
        {
          displayType: 'heatmap',
          sourceId: h.trace,
          select: [{ valueExpression: 'Duration', countExpression: 'count()', heatmapScaleType: 'log' }],
          where: "ServiceName = 'api'",
          whereLanguage: 'sql',
          numberFormat: { output: 'time', factor: 0.001, unit: 'ms' },
        },
        { x: 12, y: 3 },
      ),
      tile(
        'Event Patterns',
        { displayType: 'event_patterns', sourceId: h.trace, select: 'SpanName', where: 'level:error', whereLanguage: 'lucene' },
        { x: 18, y: 3 },
      ),
      tile(
        'Categorical Bar Chart',
        {
          displayType: 'bar',
          sourceId: h.trace,
          select: [median],
          groupBy: 'service.name',
          orderBy: '"Median Duration" ASC',
          numberFormat: { output: 'number', mantissa: 2 },
          limit: 5,
        },
        { x: 12, y: 6 },
      ),
    ];
  };

  describe('Response Format', () => {
    it('should return responses in the expected format', async () => {
      const created = await post({ name: 'Format Test Dashboard', tiles: [timeSeriesChart(h.trace), numberChart(h.trace)], tags: ['format-test'] });
      expect(created.status).toBe(200);
      expect(created.headers.get('content-type')).toMatch(/application\/json/);
      const item = { aggFn: 'count', where: '', valueExpression: '', whereLanguage: 'lucene' };
      expect(created.json).toEqual({
        data: {
          id: expect.any(String),
          name: 'Format Test Dashboard',
          tiles: [
            {
              id: expect.any(String),
              name: 'Time Series Chart',
              x: 0,
              y: 0,
              w: 6,
              h: 3,
              config: { asRatio: false, fillNulls: true, displayType: 'line', sourceId: h.trace, select: [item] },
            },
            { id: expect.any(String), name: 'Number Chart', x: 0, y: 3, w: 3, h: 3, config: { displayType: 'number', sourceId: h.trace, select: [item] } },
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
      expect(res.json.data.map((d: Body) => d.name as unknown)).toEqual(expect.arrayContaining(['Test Dashboard 1', 'Test Dashboard 2']));
      for (const d of res.json.data) expect(Array.isArray(d.filters)).toBe(true);
    });

    it('should return empty array when no dashboards exist', async () => {
      const res = await h.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(0);
    });
  });

  describe('GET /:id', () => {
    it('should return a specific dashboard', async () => {
      const d = storedDashboard(h, { name: 'Test Dashboard', tags: ['tag1', 'tag2'] });
      const res = await get(d.id);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: d.id, name: 'Test Dashboard', tiles: [], tags: ['tag1', 'tag2'] });
      expect(Array.isArray(res.json.data.filters)).toBe(true);
    });

    it('should return 404 when dashboard does not exist', async () => {
      expect((await get(oid())).status).toBe(404);
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
      const list = await h.api.get(BASE);
      expect(list.json.data).toHaveLength(1);
      expect(list.json.data[0].name).toBe(body.name);
      expect(list.json.data[0].tiles).toHaveLength(2);
    });

    it('should return 400 when savedQueryLanguage is null and savedQuery is provided', async () => {
      const res = await post(mockDashboard(h.trace, { savedQuery: "service.name = 'api'", savedQueryLanguage: null }));
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('savedQueryLanguage cannot be null when savedQuery is provided');
    });

    it('can create all chart types', async () => {
      const res = await post({
        name: 'Test Dashboard with All Chart Types',
        tiles: [timeSeriesChart(h.trace), tableChart(h.trace), numberChart(h.trace), markdownChart(), pieChart(h.trace), barChart(h.trace)],
        tags: ['test', 'chart-types'],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles).toHaveLength(6);
      const read = await get(res.json.data.id);
      expect(read.status).toBe(200);
      expect(read.json.data.tiles).toHaveLength(6);
      expect(read.json.data.tags).toEqual(['test', 'chart-types']);
    });

    it('can round-trip all supported chart types and all supported fields on each chart type', async () => {
      const tiles = allBuilderTiles();
      const res = await post({ name: 'Dashboard with All Chart Types', tiles, tags: ['round-trip-test'] });
      expect(res.status, res.text).toBe(200);
      tiles.forEach((t, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(t));
    });

    it('persists a custom orderBy on pie and categorical bar tiles through create and get', async () => {
      const res = await post({
        name: 'Dashboard with custom categorical ordering',
        tiles: [
          tile('Pie with custom order', {
            displayType: 'pie',
            sourceId: h.trace,
            select: countAs,
            groupBy: 'ServiceName',
            orderBy: 'ServiceName ASC',
            limit: 5,
          }),
          tile(
            'Bar with custom order',
            { displayType: 'bar', sourceId: h.trace, select: countAs, groupBy: 'ServiceName', orderBy: '"Count" DESC', limit: 5 },
            { x: 6 },
          ),
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles.map((t: Body) => t.config.orderBy as unknown)).toEqual(['ServiceName ASC', '"Count" DESC']);
      const read = await get(res.json.data.id);
      expect(read.json.data.tiles.map((t: Body) => t.config.orderBy as unknown)).toEqual(['ServiceName ASC', '"Count" DESC']);
    });

    it('persists seriesLimit on line and stacked_bar tiles through create and get', async () => {
      const res = await post({
        name: 'Dashboard with series limits',
        tiles: [
          tile('Line with series limit', { displayType: 'line', sourceId: h.trace, select: countAs, groupBy: 'ServiceName', seriesLimit: 20 }),
          tile(
            'Stacked bar with series limit',
            { displayType: 'stacked_bar', sourceId: h.trace, select: countAs, groupBy: 'ServiceName', seriesLimit: 7 },
            { x: 6 },
          ),
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles.map((t: Body) => t.config.seriesLimit as unknown)).toEqual([20, 7]);
      const read = await get(res.json.data.id);
      expect(read.json.data.tiles.map((t: Body) => t.config.seriesLimit as unknown)).toEqual([20, 7]);
    });

    it('omits seriesLimit on line/stacked_bar tiles when it is not provided', async () => {
      const res = await post({
        name: 'Dashboard without series limit',
        tiles: [tile('Line without series limit', { displayType: 'line', sourceId: h.trace, select: countAs, groupBy: 'ServiceName' })],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config).not.toHaveProperty('seriesLimit');
    });

    it('omits orderBy on pie/bar tiles when it is not provided', async () => {
      const res = await post({
        name: 'Dashboard without categorical ordering',
        tiles: [tile('Pie without order', { displayType: 'pie', sourceId: h.trace, select: countAs, groupBy: 'ServiceName' })],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config).not.toHaveProperty('orderBy');
    });

    it.each([
      {
        label: 'raw SQL heatmap tile (heatmap is builder-only)',
        config: (): Body => ({
          configType: 'sql',
          displayType: 'heatmap',
          connectionId: h.connection,
          sqlTemplate: 'SELECT 1 FROM otel_logs WHERE {timeFilter}',
          sourceId: h.trace,
        }),
      },
      {
        label: 'heatmap tile with empty valueExpression',
        config: (): Body => ({ displayType: 'heatmap', sourceId: h.trace, select: [{ valueExpression: '' }] }),
      },
      {
        label: 'heatmap tile with multiple select items',
        config: (): Body => ({ displayType: 'heatmap', sourceId: h.trace, select: [{ valueExpression: 'Duration' }, { valueExpression: 'OtherValue' }] }),
      },
    ])('rejects $label', async ({ config }) => {
      const res = await post({ name: 'Dashboard with rejected heatmap', tiles: [tile('Heatmap', config())], tags: [] });
      expect(res.status).toBe(400);
      expect(h.team.dashboards).toHaveLength(0);
    });

    it('rejects heatmap tile with a non-Trace source (UI restricts to trace)', async () => {
      const res = await post({
        name: 'Dashboard with Heatmap on Metric Source',
        tiles: [tile('Heatmap Metric Source', { displayType: 'heatmap', sourceId: h.metric, select: [{ valueExpression: 'Duration' }] })],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('Heatmap tiles require a Trace source');
    });

    it('round-trips a heatmap tile with only required fields', async () => {
      const sent = tile('Minimal Heatmap', { displayType: 'heatmap', sourceId: h.trace, select: [{ valueExpression: 'Duration' }] });
      const res = await post({ name: 'Dashboard with Minimal Heatmap', tiles: [sent], tags: [] });
      expect(res.status).toBe(200);
      expect(without(res.json.data.tiles[0], 'id')).toEqual({ ...sent, config: { ...sent.config, where: '', whereLanguage: 'lucene' } });
    });

    // Upstream reads the stored document; what a client sees of it is the tile read back.
    it('persists where as empty string when omitted from heatmap tile', async () => {
      const res = await post({
        name: 'Dashboard Heatmap No Where',
        tiles: [tile('Heatmap Without Where', { displayType: 'heatmap', sourceId: h.trace, select: [{ valueExpression: 'Duration' }] })],
        tags: [],
      });
      expect(res.status).toBe(200);
      expect((await get(res.json.data.id)).json.data.tiles[0].config.where).toBe('');
    });

    it('persists select-item where as empty string when omitted', async () => {
      const res = await post({
        name: 'Dashboard Line No Where',
        tiles: [tile('Line Chart Without Where', { displayType: 'line', sourceId: h.trace, select: [{ aggFn: 'count' }] })],
        tags: [],
      });
      expect(res.status).toBe(200);
      expect((await get(res.json.data.id)).json.data.tiles[0].config.select[0].where).toBe('');
    });

    it('does not silently downgrade a corrupted heatmap to line on GET', async () => {
      const d = storedDashboard(h, {
        name: 'Dashboard with corrupted heatmap',
        tiles: [
          {
            name: 'Bad Heatmap',
            x: 0,
            y: 0,
            w: 6,
            h: 3,
            config: {
              displayType: 'heatmap',
              sourceId: h.trace,
              select: [{ aggFn: 'count', where: '', whereLanguage: 'lucene', valueExpression: '' }],
              where: '',
              whereLanguage: 'lucene',
            },
          },
        ],
      });
      const res = await get(d.id);
      expect(res.status).toBe(200);
      expect(res.json.data.tiles).toHaveLength(1);
      expect(res.json.data.tiles[0].config.displayType).toBe('heatmap');
    });

    it('can round-trip all raw SQL chart config types', async () => {
      const sql = (name: string, config: Body, at: Partial<Record<'x' | 'y', number>>) =>
        tile(
          name,
          { configType: 'sql', connectionId: h.connection, sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}', sourceId: h.trace, ...config },
          at,
        );
      const tiles = [
        sql(
          'Line Raw SQL',
          {
            displayType: 'line',
            compareToPreviousPeriod: true,
            fillNulls: true,
            alignDateRangeToGranularity: true,
            fitYAxisToData: true,
            numberFormat: { output: 'number', mantissa: 2 },
          },
          {},
        ),
        sql(
          'Bar Raw SQL',
          { displayType: 'stacked_bar', fillNulls: false, alignDateRangeToGranularity: false, numberFormat: { output: 'byte', decimalBytes: true } },
          { x: 6 },
        ),
        sql(
          'Table Raw SQL',
          {
            displayType: 'table',
            numberFormat: { output: 'percent', mantissa: 1 },
            onClick: {
              type: 'search',
              target: { mode: 'template', template: '{{source_name}}' },
              whereLanguage: 'lucene',
              whereTemplate: 'ServiceName:"{{ServiceName}}"',
            },
          },
          { y: 3 },
        ),
        sql('Number Raw SQL', { displayType: 'number', numberFormat: { output: 'currency', currencySymbol: '$' }, color: 'chart-purple' }, { x: 6, y: 3 }),
        sql('Pie Raw SQL', { displayType: 'pie' }, { x: 12, y: 3 }),
        sql('Categorical Bar Raw SQL', { displayType: 'bar' }, { x: 18, y: 3 }),
      ];
      const res = await post({ name: 'Dashboard with Raw SQL Chart Types', tiles, tags: ['raw-sql-test'] });
      expect(res.status, res.text).toBe(200);
      tiles.forEach((t, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(t));
    });

    it('persists fitYAxisToData on line tiles only and reads it back on GET', async () => {
      const select = [{ aggFn: 'count', where: '', whereLanguage: 'sql' }];
      const res = await post({
        name: 'fitYAxisToData dashboard',
        tiles: [
          tile('Fit Line', { displayType: 'line', sourceId: h.trace, fitYAxisToData: true, select }),
          tile('Bar', { displayType: 'stacked_bar', sourceId: h.trace, fitYAxisToData: false, select }, { x: 6 }),
          tile('Unset Line', { displayType: 'line', sourceId: h.trace, select }, { x: 12 }),
        ],
        tags: [],
      });
      expect(res.status).toBe(200);
      const tiles = (await get(res.json.data.id)).json.data.tiles;
      expect(tiles[0].config.fitYAxisToData).toBe(true);
      expect(tiles[1].config).not.toHaveProperty('fitYAxisToData');
      expect(tiles[2].config).not.toHaveProperty('fitYAxisToData');
    });

    it('should return 400 when source IDs do not exist', async () => {
      const missing = oid();
      const res = await post(mockDashboard(missing));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 400 when connection ID does not belong to the team', async () => {
      // Another team of the emulator: the managed service's ClickStack team.
      const other = otherTeam().addConnection({ name: 'Other Team Connection' }).id;
      const res = await post({
        name: 'Dashboard with Foreign Connection',
        tiles: [
          tile('Raw SQL Tile', {
            configType: 'sql',
            displayType: 'line',
            connectionId: other,
            sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}',
          }),
        ],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following connection IDs: ${other}` });
    });

    it('should return 400 when source connection does not match tile connection', async () => {
      const other = h.team.addConnection({ name: 'Other Connection' }).id;
      const res = await post({
        name: 'Dashboard with Mismatched Source Connection',
        tiles: [
          tile('Raw SQL Tile', {
            configType: 'sql',
            displayType: 'table',
            connectionId: other,
            sourceId: h.trace,
            sqlTemplate: 'SELECT count() FROM otel_logs',
          }),
        ],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `The following source IDs do not match the specified connections: ${h.trace}` });
    });

    const linkTable = (name: string, onClick: Body, at: Partial<Record<'x', number>> = {}) =>
      tile(name, { displayType: 'table', sourceId: h.trace, select: [{ aggFn: 'count' }], onClick }, at);

    it('should return 400 when a table tile onClick references a non-existent source', async () => {
      const missing = oid();
      const res = await post({
        name: 'Dashboard with invalid onClick source',
        tiles: [linkTable('Table Chart', { type: 'search', target: { mode: 'id', id: missing }, whereLanguage: 'sql' })],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 400 when a table tile onClick search target references a metric source', async () => {
      const res = await post({
        name: 'Dashboard with metric onClick source',
        tiles: [linkTable('Table Chart', { type: 'search', target: { mode: 'id', id: h.metric }, whereLanguage: 'sql' })],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `The following onClick search source IDs are not log or trace sources: ${h.metric}` });
    });

    it('should return 400 when a table tile onClick references a non-existent dashboard', async () => {
      const missing = oid();
      const res = await post({
        name: 'Dashboard with invalid onClick dashboard',
        tiles: [linkTable('Table Chart', { type: 'dashboard', target: { mode: 'id', id: missing }, whereLanguage: 'sql' })],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following onClick dashboard IDs: ${missing}` });
    });

    it('should return 400 when an onClick dashboard belongs to another team', async () => {
      const foreign = otherTeam().addDashboard({ name: 'Other Team Dashboard', tiles: [] }).id;
      const res = await post({
        name: 'Dashboard referencing cross-team dashboard',
        tiles: [linkTable('Table Chart', { type: 'dashboard', target: { mode: 'id', id: foreign }, whereLanguage: 'sql' })],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following onClick dashboard IDs: ${foreign}` });
    });

    it('should accept a table tile onClick with valid id references', async () => {
      const target = storedDashboard(h, { name: 'OnClick Target Dashboard' }).id;
      const res = await post({
        name: 'Dashboard with valid onClick references',
        tiles: [
          linkTable('Search Link Table', { type: 'search', target: { mode: 'id', id: h.trace }, whereLanguage: 'sql' }),
          linkTable('Dashboard Link Table', { type: 'dashboard', target: { mode: 'id', id: target }, whereLanguage: 'sql' }, { x: 6 }),
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config.onClick).toEqual({ type: 'search', target: { mode: 'id', id: h.trace }, whereLanguage: 'sql' });
      expect(res.json.data.tiles[1].config.onClick).toEqual({ type: 'dashboard', target: { mode: 'id', id: target }, whereLanguage: 'sql' });
    });

    it('should accept and round-trip a table tile external onClick link', async () => {
      const onClick = { type: 'external', urlTemplate: 'https://grafana.example.com/d/abc?var-service={{ServiceName}}' };
      const res = await post({ name: 'Dashboard with external onClick', tiles: [linkTable('External Link Table', onClick)] });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.onClick).toEqual(onClick);
    });

    it('should return 400 when a table tile onClick target.id is not a valid ObjectId', async () => {
      const res = await post({
        name: 'Dashboard with invalid onClick id',
        tiles: [linkTable('Table Chart', { type: 'dashboard', target: { mode: 'id', id: 'not-a-valid-object-id' }, whereLanguage: 'sql' })],
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/Invalid|validation|id/i);
    });

    it('should create a dashboard with filters', async () => {
      const res = await post({
        name: 'Dashboard with Filters',
        tiles: [externalTile(h.trace)],
        tags: TEST_TAGS,
        filters: [
          { type: 'QUERY_EXPRESSION', name: 'Environment', expression: 'environment', sourceId: h.trace },
          { type: 'QUERY_EXPRESSION', name: 'Service Filter', expression: 'service_name', sourceId: h.trace, appliesToSourceIds: [h.trace] },
          {
            type: 'QUERY_EXPRESSION',
            name: 'Region (Filtered)',
            expression: 'region',
            sourceId: h.trace,
            where: "environment = 'production'",
            whereLanguage: 'sql',
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
      expect(filters[2]).toMatchObject({
        name: 'Region (Filtered)',
        expression: 'region',
        where: "environment = 'production'",
        whereLanguage: 'sql',
        appliesToSourceIds: [h.trace, h.metric],
      });
      expect((await get(res.json.data.id)).json.data.filters).toEqual(filters);
    });

    // Upstream also reads the stored filters; the HTTP part (answer and later read) is reproduced.
    it('should round-trip the filter variable settings', async () => {
      const res = await post(
        mockDashboardWithIds(h.trace, {
          filters: [
            { type: 'QUERY_EXPRESSION', name: 'Environment', expression: 'environment', sourceId: h.trace, isBroadcastEnabled: true, isVariableEnabled: false },
            {
              type: 'QUERY_EXPRESSION',
              name: 'Service Name',
              expression: 'ServiceName',
              sourceId: h.trace,
              isBroadcastEnabled: false,
              isVariableEnabled: true,
              variableName: 'service',
            },
            { type: 'QUERY_EXPRESSION', name: 'Region Name', expression: 'region', sourceId: h.trace, isVariableEnabled: true },
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.filters).toMatchObject([
        { name: 'Environment', isBroadcastEnabled: true, isVariableEnabled: false },
        { name: 'Service Name', isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service' },
        { name: 'Region Name', isVariableEnabled: true },
      ]);
      expect(res.json.data.filters[2]).not.toHaveProperty('isBroadcastEnabled');
      expect(res.json.data.filters[2]).not.toHaveProperty('variableName');
      expect((await get(res.json.data.id)).json.data.filters).toEqual(res.json.data.filters);
    });

    it('should return 400 when filter source ID does not exist', async () => {
      const missing = oid();
      const res = await post({
        name: 'Dashboard with Bad Filter Source',
        tiles: [externalTile(h.trace)],
        tags: TEST_TAGS,
        filters: [{ type: 'QUERY_EXPRESSION', name: 'Bad Source Filter', expression: 'environment', sourceId: missing }],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 400 when create filter includes id', async () => {
      const res = await post({
        name: 'Dashboard with Invalid Filter ID',
        tiles: [externalTile(h.trace)],
        tags: TEST_TAGS,
        filters: [{ id: oid(), type: 'QUERY_EXPRESSION', name: 'Filter with ID', expression: 'environment', sourceId: h.trace }],
      });
      expect(res.status).toBe(400);
      expect(h.team.dashboards).toHaveLength(0);
    });
  });

  describe('PUT /:id', () => {
    const filter = (extra: Body = {}): Body => ({
      id: oid(),
      type: 'QUERY_EXPRESSION',
      name: 'Service Name',
      expression: 'ServiceName',
      sourceId: h.trace,
      ...extra,
    });

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

    it('should return 400 when savedQueryLanguage is null and savedQuery is provided on update', async () => {
      const d = storedDashboard(h);
      const res = await put(d.id, mockDashboardWithIds(h.trace, { savedQuery: "service.name = 'api'", savedQueryLanguage: null }));
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('savedQueryLanguage cannot be null when savedQuery is provided');
    });

    it('persists seriesLimit on line and stacked_bar tiles through update and get', async () => {
      const d = storedDashboard(h);
      const res = await put(d.id, {
        name: 'Dashboard with series limits',
        tiles: [
          {
            id: oid(),
            ...tile('Line with series limit', { displayType: 'line', sourceId: h.trace, select: countAs, groupBy: 'ServiceName', seriesLimit: 15 }),
          },
          {
            id: oid(),
            ...tile(
              'Stacked bar with series limit',
              { displayType: 'stacked_bar', sourceId: h.trace, select: countAs, groupBy: 'ServiceName', seriesLimit: 3 },
              { x: 6 },
            ),
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles.map((t: Body) => t.config.seriesLimit as unknown)).toEqual([15, 3]);
      expect((await get(d.id)).json.data.tiles.map((t: Body) => t.config.seriesLimit as unknown)).toEqual([15, 3]);
    });

    it('should update dashboard filters when provided', async () => {
      const d = storedDashboard(h);
      const res = await put(
        d.id,
        mockDashboardWithIds(h.trace, {
          name: 'Dashboard with Filters',
          filters: [
            filter({ name: 'Updated Filter 1', expression: 'environment' }),
            filter({ name: 'Updated Filter 2', expression: 'service_name', appliesToSourceIds: [h.trace, h.metric] }),
          ],
        }),
      );
      expect(res.status, res.text).toBe(200);
      const filters = res.json.data.filters;
      expect(filters).toHaveLength(2);
      expect(filters[0]).toMatchObject({
        id: expect.any(String),
        type: 'QUERY_EXPRESSION',
        name: 'Updated Filter 1',
        expression: 'environment',
        sourceId: h.trace,
      });
      expect(filters[0].appliesToSourceIds).toBeUndefined();
      expect(filters[1]).toMatchObject({
        id: expect.any(String),
        type: 'QUERY_EXPRESSION',
        name: 'Updated Filter 2',
        expression: 'service_name',
        sourceId: h.trace,
      });
      expect(filters[1].appliesToSourceIds).toEqual([h.trace, h.metric]);
      expect((await get(d.id)).json.data.filters).toEqual(filters);
    });

    it('should preserve existing dashboard filters when filters are not provided', async () => {
      const existing = [
        filter({ name: 'Existing Filter 1', expression: 'environment', appliesToSourceIds: [h.trace] }),
        filter({ name: 'Existing Filter 2', expression: 'service_name' }),
      ];
      const d = storedDashboard(h, { filters: existing });
      const res = await put(d.id, without(mockDashboardWithIds(h.trace, { name: 'Dashboard Name Updated Without Filters' }), 'filters'));
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Dashboard Name Updated Without Filters');
      expect(res.json.data.filters).toHaveLength(2);
      existing.forEach((f, i) => expect(res.json.data.filters[i]).toMatchObject(f));
      const read = await get(d.id);
      expect(read.json.data.filters).toHaveLength(2);
      existing.forEach((f, i) => expect(read.json.data.filters[i]).toMatchObject(f));
    });

    // Upstream also reads the stored filter; the answer is what is reproduced.
    it('should round-trip the filter variable settings', async () => {
      const stored = filter();
      const d = storedDashboard(h, { filters: [stored] });
      const res = await put(d.id, {
        ...mockDashboardWithIds(h.trace),
        filters: [{ ...stored, isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'Service_Name' }],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.filters[0]).toMatchObject({ id: stored.id, isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'Service_Name' });
      expect((await get(d.id)).json.data.filters[0]).toMatchObject({
        id: stored.id,
        isBroadcastEnabled: false,
        isVariableEnabled: true,
        variableName: 'Service_Name',
      });
    });

    it('should clear the filter variable settings when an update omits them', async () => {
      const stored = filter({ isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service' });
      const d = storedDashboard(h, { filters: [stored] });
      const res = await put(d.id, { ...mockDashboardWithIds(h.trace), filters: [without(stored, 'isBroadcastEnabled', 'isVariableEnabled', 'variableName')] });
      expect(res.status, res.text).toBe(200);
      const f = res.json.data.filters[0];
      expect(f).toMatchObject({ id: stored.id });
      for (const key of ['isBroadcastEnabled', 'isVariableEnabled', 'variableName']) expect(f).not.toHaveProperty(key);
      const read = (await get(d.id)).json.data.filters[0];
      expect(read).not.toHaveProperty('isVariableEnabled');
      expect(read).not.toHaveProperty('variableName');
    });

    it('omits the ignored fields on read so a stored filter round-trips', async () => {
      const variableOnly = filter({ isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service', appliesToSourceIds: [h.trace] });
      const broadcastOnly = filter({
        name: 'Environment',
        expression: 'environment',
        isBroadcastEnabled: true,
        isVariableEnabled: false,
        variableName: 'environment',
      });
      const d = storedDashboard(h, { filters: [variableOnly, broadcastOnly] });
      const read = await get(d.id);
      expect(read.status).toBe(200);
      const [first, second] = read.json.data.filters;
      expect(first).toMatchObject({ id: variableOnly.id, isBroadcastEnabled: false, variableName: 'service' });
      expect(first).not.toHaveProperty('appliesToSourceIds');
      expect(second).toMatchObject({ id: broadcastOnly.id, isBroadcastEnabled: true });
      expect(second).not.toHaveProperty('variableName');
      const res = await put(d.id, { name: read.json.data.name, tiles: read.json.data.tiles, filters: read.json.data.filters });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.filters).toEqual(read.json.data.filters);
    });

    it('should clear existing dashboard filters when provided an empty filters array', async () => {
      const d = storedDashboard(h, { filters: [filter({ name: 'Existing Filter 1' }), filter({ name: 'Existing Filter 2' })] });
      const res = await put(d.id, mockDashboardWithIds(h.trace, { name: 'Dashboard Name Updated With Empty Filters', filters: [] }));
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Dashboard Name Updated With Empty Filters');
      expect(res.json.data.filters).toEqual([]);
      expect((await get(d.id)).json.data.filters).toEqual([]);
    });

    it('should return 400 when filter source ID does not exist on update', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(d.id, mockDashboardWithIds(h.trace, { name: 'Updated Name', filters: [filter({ name: 'Bad Source Filter', sourceId: missing })] }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 404 when dashboard does not exist', async () => {
      expect((await put(oid(), mockDashboardWithIds(h.trace))).status).toBe(404);
    });

    it('should preserve tile IDs that match existing tiles and generate new IDs for unrecognized tiles', async () => {
      const d = storedDashboard(h);
      const first = await put(d.id, { name: 'Initial', tiles: [timeSeriesChart(h.trace)], tags: [] });
      expect(first.status).toBe(200);
      const kept = first.json.data.tiles[0].id;
      const unknown = oid();
      const res = await put(d.id, {
        name: 'Updated',
        tiles: [
          { ...timeSeriesChart(h.trace), id: kept },
          { ...timeSeriesChart(h.trace), id: unknown, x: 6 },
        ],
        tags: [],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].id).toBe(kept);
      expect(res.json.data.tiles[1].id).not.toBe(unknown);
      expect(res.json.data.tiles[1].id.length).toBeGreaterThan(0);
    });

    it('should preserve filter IDs that match existing filters and generate new IDs for unrecognized filters', async () => {
      const d = storedDashboard(h);
      const envFilter = (id: string) => ({ id, type: 'QUERY_EXPRESSION', name: 'Environment', expression: 'environment', sourceId: h.trace });
      const first = await put(d.id, { name: 'Initial', tiles: [timeSeriesChart(h.trace)], tags: [], filters: [envFilter(oid())] });
      expect(first.status).toBe(200);
      const kept = first.json.data.filters[0].id;
      const unknown = oid();
      const res = await put(d.id, {
        name: 'Updated',
        tiles: [timeSeriesChart(h.trace)],
        tags: [],
        filters: [envFilter(kept), { id: unknown, type: 'QUERY_EXPRESSION', name: 'Service', expression: 'service_name', sourceId: h.trace }],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.filters[0].id).toBe(kept);
      expect(res.json.data.filters[1].id).not.toBe(unknown);
      expect(res.json.data.filters[1].id.length).toBeGreaterThan(0);
    });

    it('can round-trip all supported chart types and all supported fields on each chart type', async () => {
      const d = storedDashboard(h);
      const byName = new Map(allBuilderTiles().map((t) => [t.name, t]));
      const pick = (name: string, config: Body = {}, at: Body = {}) => ({
        id: oid(),
        ...byName.get(name)!,
        ...at,
        config: { ...byName.get(name)!.config, ...config },
      });
      const table = byName.get('Table Chart')!.config;
      const tiles = [
        pick('Line Chart'),
        pick('Bar Chart'),
        pick('Table Chart', { onClick: without(table.onClick, 'filters') }),
        pick('Number Chart'),
        pick('Markdown Chart'),
        pick(
          'Heatmap Chart',
          { select: [{ valueExpression: 'Duration', countExpression: 'count()', heatmapScaleType: 'linear' }], where: 'service:api', whereLanguage: 'lucene' },
          { x: 6 },
        ),
        pick('Event Patterns', {}, { x: 12 }),
      ];
      const res = await put(d.id, { name: 'Dashboard with All Chart Types', tiles, tags: ['round-trip-test'] });
      expect(res.status, res.text).toBe(200);
      tiles.forEach((t, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(without(t, 'id')));
    });

    it('can round-trip all raw SQL chart config types', async () => {
      const d = storedDashboard(h);
      const sql = (name: string, config: Body, at: Body) => ({
        id: oid(),
        ...tile(
          name,
          { configType: 'sql', connectionId: h.connection, sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}', sourceId: h.trace, ...config },
          at,
        ),
      });
      const tiles = [
        sql(
          'Line Raw SQL',
          {
            displayType: 'line',
            compareToPreviousPeriod: true,
            fillNulls: true,
            alignDateRangeToGranularity: true,
            fitYAxisToData: true,
            numberFormat: { output: 'number', mantissa: 2 },
          },
          {},
        ),
        sql(
          'Bar Raw SQL',
          { displayType: 'stacked_bar', fillNulls: false, alignDateRangeToGranularity: false, numberFormat: { output: 'byte', decimalBytes: true } },
          { x: 6 },
        ),
        sql(
          'Table Raw SQL',
          {
            displayType: 'table',
            numberFormat: { output: 'percent', mantissa: 1 },
            onClick: { type: 'dashboard', target: { mode: 'template', template: '{{dashboardName}}' }, whereLanguage: 'lucene' },
          },
          { y: 3 },
        ),
        sql('Number Raw SQL', { displayType: 'number', numberFormat: { output: 'currency', currencySymbol: '$' }, color: 'chart-purple' }, { x: 6, y: 3 }),
        sql('Pie Raw SQL', { displayType: 'pie' }, { x: 12, y: 3 }),
        sql('Categorical Bar Raw SQL', { displayType: 'bar' }, { x: 18, y: 3 }),
      ];
      const res = await put(d.id, { name: 'Dashboard with Raw SQL Chart Types', tiles, tags: ['raw-sql-test'] });
      expect(res.status, res.text).toBe(200);
      tiles.forEach((t, i) => expect(without(res.json.data.tiles[i], 'id')).toEqual(without(t, 'id')));
    });

    it('should return 400 when source IDs do not exist', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(d.id, mockDashboardWithIds(missing, { name: 'Updated Dashboard Name' }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    it('should return 400 when connection ID does not belong to the team', async () => {
      const d = storedDashboard(h);
      const other = otherTeam().addConnection({ name: 'Other Team Connection' }).id;
      const res = await put(d.id, {
        name: 'Updated Dashboard with Foreign Connection',
        tiles: [
          {
            id: oid(),
            ...tile('Raw SQL Tile', {
              configType: 'sql',
              displayType: 'line',
              connectionId: other,
              sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}',
            }),
          },
        ],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following connection IDs: ${other}` });
    });

    it('should return 400 when source connection does not match tile connection', async () => {
      const d = storedDashboard(h);
      const other = h.team.addConnection({ name: 'Other Connection' }).id;
      const res = await put(d.id, {
        name: 'Updated Dashboard with Mismatched Source Connection',
        tiles: [
          {
            id: oid(),
            ...tile('Raw SQL Tile', {
              configType: 'sql',
              displayType: 'table',
              connectionId: other,
              sourceId: h.trace,
              sqlTemplate: 'SELECT count() FROM otel_logs',
            }),
          },
        ],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `The following source IDs do not match the specified connections: ${h.trace}` });
    });

    const linkUpdate = (onClick: Body) => ({
      name: 'Updated Dashboard',
      tiles: [{ id: oid(), ...tile('Table Chart', { displayType: 'table', sourceId: h.trace, select: [{ aggFn: 'count' }], onClick }) }],
      tags: [],
    });

    it('should return 400 on update when a table tile onClick references a non-existent dashboard', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(d.id, linkUpdate({ type: 'dashboard', target: { mode: 'id', id: missing }, whereLanguage: 'sql' }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following onClick dashboard IDs: ${missing}` });
    });

    it('should return 400 on update when a table tile onClick references a non-existent source', async () => {
      const d = storedDashboard(h);
      const missing = oid();
      const res = await put(d.id, linkUpdate({ type: 'search', target: { mode: 'id', id: missing }, whereLanguage: 'sql' }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: `Could not find the following source IDs: ${missing}` });
    });

    const storedCountTile = (id: string, name: string, displayType: string, x = 0) => ({
      id,
      name,
      x,
      y: 0,
      w: 6,
      h: 3,
      config: {
        displayType,
        sourceId: h.trace,
        select: [{ aggFn: 'count', where: '', whereLanguage: 'lucene', valueExpression: '' }],
        where: '',
        whereLanguage: 'lucene',
      },
    });
    const tileAlert = (dashboardId: string, tileId: string) => {
      const webhook = h.team.addWebhook({ name: 'Test Webhook', service: 'slack', url: 'https://hooks.slack.com/test' });
      return h.team.addAlert({
        dashboardId,
        tileId,
        source: 'tile',
        threshold: 100,
        interval: '1h',
        thresholdType: 'above',
        channel: { type: 'webhook', webhookId: webhook.id },
      });
    };

    it('should delete alert when tile is updated from builder to raw SQL config and the display type does not support alerts', async () => {
      const tileId = oid();
      const d = storedDashboard(h, { tiles: [storedCountTile(tileId, 'Builder Tile', 'number')] });
      const alert = tileAlert(d.id, tileId);
      expect((await h.api.get(`/alerts/${alert.id}`)).status).toBe(200);
      const res = await put(d.id, {
        name: 'Updated Dashboard',
        tags: [],
        tiles: [
          {
            id: tileId,
            ...tile('Raw SQL Tile', {
              configType: 'sql',
              displayType: 'table',
              connectionId: h.connection,
              sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}',
            }),
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect((await h.api.get(`/alerts/${alert.id}`)).status).toBe(404);
    });

    it('should delete alert when a tile with an alert is removed from the dashboard', async () => {
      const keep = oid();
      const remove = oid();
      const d = storedDashboard(h, { tiles: [storedCountTile(keep, 'Keep Tile', 'line'), storedCountTile(remove, 'Remove Tile', 'line', 6)] });
      const alert = tileAlert(d.id, remove);
      expect((await h.api.get(`/alerts/${alert.id}`)).status).toBe(200);
      const res = await put(d.id, {
        name: 'Updated Dashboard',
        tags: [],
        tiles: [{ id: keep, ...tile('Keep Tile', { displayType: 'line', sourceId: h.trace, select: [{ aggFn: 'count', where: '' }] }) }],
      });
      expect(res.status, res.text).toBe(200);
      expect((await h.api.get(`/alerts/${alert.id}`)).status).toBe(404);
    });

    it('does not re-validate heatmap source-kind for unchanged heatmap tiles', async () => {
      const heatmap = (name = 'Latency Heatmap') => tile(name, { displayType: 'heatmap', sourceId: h.trace, select: [{ valueExpression: 'Duration' }] });
      const created = await post({
        name: 'Heatmap PUT scoping test',
        tiles: [
          { id: oid(), ...heatmap() },
          { id: oid(), ...tile('Other line tile', { displayType: 'line', sourceId: h.trace, select: [{ aggFn: 'count', where: '' }] }, { x: 6 }) },
        ],
        tags: [],
      });
      expect(created.status).toBe(200);
      const [heat, other] = created.json.data.tiles;
      // The source's kind changes behind the dashboard's back.
      h.team.sources.find((s) => s.id === h.trace)!.kind = 'log';
      const res = await put(created.json.data.id, {
        name: 'Heatmap PUT scoping test - renamed',
        tiles: [
          { id: heat.id, ...heatmap() },
          {
            id: other.id,
            ...tile('Other line tile, edited', { displayType: 'line', sourceId: h.trace, select: [{ aggFn: 'count', where: 'level:error' }] }, { x: 6 }),
          },
        ],
        tags: [],
      });
      expect(res.status, res.text).toBe(200);
    });
  });

  describe.each(['post', 'put'] as const)('filter validation (%s)', (method) => {
    const filterInput = (overrides: Body = {}): Body => ({
      id: oid(),
      type: 'QUERY_EXPRESSION',
      name: 'Service Name',
      expression: 'ServiceName',
      sourceId: h.trace,
      ...overrides,
    });
    const sendFilters = async (filters: Body[]) => {
      const payload = mockDashboardWithIds(h.trace);
      if (method === 'post') return post({ ...payload, filters: filters.map((f) => without(f, 'id')) });
      return put(storedDashboard(h).id, { ...payload, filters });
    };
    const expectFilters = async (filters: Body[], status: number) => {
      const res = await sendFilters(filters);
      expect(res.status, res.text).toBe(status);
    };

    it('rejects a variableName that is not a bare token', async () => {
      await expectFilters([filterInput({ isVariableEnabled: true, variableName: 'has space' })], 400);
    });

    describe('filter variable name uniqueness', () => {
      const variableFilter = (overrides: Body = {}) => filterInput({ isVariableEnabled: true, variableName: 'service', ...overrides });

      it('rejects two variable-enabled filters sharing a variable name', async () => {
        await expectFilters([variableFilter(), variableFilter()], 400);
      });

      it('rejects a clash against a name derived from the filter name', async () => {
        await expectFilters([variableFilter({ name: 'Service Name', variableName: undefined }), variableFilter({ variableName: 'Service_Name' })], 400);
      });

      it('accepts distinct variable names', async () => {
        await expectFilters([variableFilter({ variableName: 'service' }), variableFilter({ variableName: 'environment' })], 200);
      });

      it('accepts duplicate names when the filters are not variable-enabled', async () => {
        await expectFilters(
          [variableFilter({ isVariableEnabled: false, variableName: undefined }), variableFilter({ isVariableEnabled: undefined, variableName: undefined })],
          200,
        );
      });

      it('accepts identically named filters that carry no variable fields', async () => {
        const legacy = { isVariableEnabled: undefined, variableName: undefined };
        await expectFilters([variableFilter(legacy), variableFilter(legacy)], 200);
      });

      it('rejects a variable-enabled filter with no usable variable name', async () => {
        await expectFilters([variableFilter({ name: '环境', variableName: undefined })], 400);
      });

      it('accepts an unusable filter name when an explicit variable name is sent', async () => {
        await expectFilters([variableFilter({ name: '环境', variableName: 'env' })], 200);
      });

      it('accepts an unusable filter name when the filter is not variable-enabled', async () => {
        await expectFilters([variableFilter({ name: '环境', variableName: undefined, isVariableEnabled: false })], 200);
      });
    });

    describe('filter requires at least one mode', () => {
      it('rejects a filter with both modes off', async () => {
        const res = await sendFilters([filterInput({ isBroadcastEnabled: false, isVariableEnabled: false })]);
        expect(res.status).toBe(400);
        expect(res.text).toContain('must broadcast its value, be available as a variable, or both');
      });

      it('treats an omitted variable flag as off', async () => {
        expect((await sendFilters([filterInput({ isBroadcastEnabled: false })])).status).toBe(400);
      });

      it('accepts broadcast-only and variable-only filters', async () => {
        const res = await sendFilters([
          filterInput({ isBroadcastEnabled: true, isVariableEnabled: false }),
          filterInput({ isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service' }),
        ]);
        expect(res.status, res.text).toBe(200);
      });

      it('accepts a filter that carries neither flag', async () => {
        const res = await sendFilters([filterInput()]);
        expect(res.status).toBe(200);
        expect(res.json.data.filters[0]).not.toHaveProperty('isBroadcastEnabled');
      });
    });

    describe('filter fields are gated on the mode that uses them', () => {
      it('rejects a variableName on a filter that is not variable-enabled', async () => {
        const res = await sendFilters([filterInput({ isVariableEnabled: false, variableName: 'service' })]);
        expect(res.status).toBe(400);
        expect(res.text).toContain('sets variableName but is not available as a variable');
      });

      it('rejects a variableName when the variable flag is omitted', async () => {
        expect((await sendFilters([filterInput({ variableName: 'service' })])).status).toBe(400);
      });

      it('rejects appliesToSourceIds on a filter that does not broadcast', async () => {
        const res = await sendFilters([
          filterInput({ isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service', appliesToSourceIds: [h.trace] }),
        ]);
        expect(res.status).toBe(400);
        expect(res.text).toContain('sets appliesToSourceIds but does not broadcast its value');
      });

      it('accepts an empty appliesToSourceIds on a non-broadcasting filter', async () => {
        const res = await sendFilters([filterInput({ isBroadcastEnabled: false, isVariableEnabled: true, variableName: 'service', appliesToSourceIds: [] })]);
        expect(res.status, res.text).toBe(200);
      });

      it('accepts appliesToSourceIds when the broadcast flag is omitted', async () => {
        const res = await sendFilters([filterInput({ appliesToSourceIds: [h.trace] })]);
        expect(res.status, res.text).toBe(200);
      });
    });
  });

  /** A builder number tile and a raw SQL one, as the colour and background-chart tests send them. */
  const numberTile = (config: Body): Body =>
    tile('Number', { displayType: 'number', sourceId: h.trace, select: [{ aggFn: 'count', where: '' }], ...config }, { w: 3 });
  const rawSqlNumberTile = (config: Body): Body =>
    tile(
      'Number Raw SQL',
      {
        configType: 'sql',
        displayType: 'number',
        connectionId: h.connection,
        sqlTemplate: 'SELECT count() FROM otel_logs WHERE {timeFilter}',
        sourceId: h.trace,
        ...config,
      },
      { w: 3 },
    );
  /** The stored config of a dashboard's first tile (where upstream edits the Mongo document). */
  const storedConfig = (dashboardId: string) => h.team.dashboards.find((d) => d.id === dashboardId)!.tiles[0]!.config;

  describe('Number tile color (HDX-1360)', () => {
    const postTile = (config: Body) => post({ name: 'Number color dashboard', tiles: [numberTile(config)], tags: [] });
    const rejected = async (config: Body) => {
      const res = await postTile(config);
      expect(res.status, JSON.stringify(config)).toBe(400);
      return res;
    };

    it('round-trips a builder number tile with a static color', async () => {
      const res = await postTile({ color: 'chart-red' });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.color).toBe('chart-red');
      expect((await get(res.json.data.id)).json.data.tiles[0].config.color).toBe('chart-red');
    });

    it('round-trips colorRules covering each operator family', async () => {
      const colorRules = [
        { operator: 'gt', value: 1000, color: 'chart-warning', label: 'Slow' },
        { operator: 'gte', value: 5000, color: 'chart-error', label: 'Critical' },
        { operator: 'lt', value: 0, color: 'chart-gray' },
        { operator: 'lte', value: 10, color: 'chart-purple' },
        { operator: 'between', value: [200, 1000], color: 'chart-blue' },
        { operator: 'eq', value: 0, color: 'chart-cyan' },
        { operator: 'neq', value: 'OK', color: 'chart-success' },
      ];
      const res = await postTile({ colorRules });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config.colorRules).toEqual(colorRules);
      expect((await get(res.json.data.id)).json.data.tiles[0].config.colorRules).toEqual(colorRules);
    });

    it('round-trips a raw SQL number tile with a static color', async () => {
      const res = await post({ name: 'Raw SQL number color', tiles: [rawSqlNumberTile({ color: 'chart-blue' })], tags: [] });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.color).toBe('chart-blue');
      expect((await get(res.json.data.id)).json.data.tiles[0].config.color).toBe('chart-blue');
    });

    it('round-trips color and colorRules through an update (PUT)', async () => {
      const created = await postTile({});
      expect(created.status).toBe(200);
      const t = created.json.data.tiles[0];
      const colorRules = [
        { operator: 'gte', value: 5000, color: 'chart-error', label: 'Critical' },
        { operator: 'between', value: [200, 1000], color: 'chart-blue' },
      ];
      const res = await put(created.json.data.id, {
        name: 'Number color dashboard',
        tiles: [{ ...t, config: { ...t.config, color: 'chart-red', colorRules } }],
        tags: [],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config).toMatchObject({ color: 'chart-red', colorRules });
      expect((await get(created.json.data.id)).json.data.tiles[0].config).toMatchObject({ color: 'chart-red', colorRules });
    });

    it('strips colorRules from a raw SQL number tile, keeping color', async () => {
      const res = await post({
        name: 'Raw SQL colorRules',
        tiles: [rawSqlNumberTile({ color: 'chart-blue', colorRules: [{ operator: 'gt', value: 1, color: 'chart-red' }] })],
        tags: [],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.color).toBe('chart-blue');
      expect(res.json.data.tiles[0].config.colorRules).toBeUndefined();
    });

    it('rejects a static color that is not a palette token', async () => {
      expect((await rejected({ color: 'red' })).json.message).toContain('tiles.0.config.color');
      await rejected({ color: 'chart-99' });
      await rejected({ color: '#ff0000' });
    });

    it('rejects a legacy numeric palette token on input', async () => {
      await rejected({ color: 'chart-1' });
    });

    it('rejects more than 10 colorRules', async () => {
      const res = await rejected({ colorRules: Array.from({ length: 11 }, (_, i) => ({ operator: 'gt', value: i, color: 'chart-blue' })) });
      expect(res.json.message).toContain('tiles.0.config.colorRules');
    });

    it('rejects a between rule whose value is not a two-number tuple', async () => {
      await rejected({ colorRules: [{ operator: 'between', value: 100, color: 'chart-blue' }] });
    });

    it('rejects a numeric operator rule with a string value', async () => {
      await rejected({ colorRules: [{ operator: 'gt', value: 'high', color: 'chart-blue' }] });
    });

    it('rejects operators the number-tile editor never emits', async () => {
      for (const operator of ['contains', 'startsWith', 'endsWith', 'regex']) {
        expect((await rejected({ colorRules: [{ operator, value: 'error', color: 'chart-blue' }] })).json.message).toContain('tiles.0.config.colorRules');
      }
    });

    it('rejects a per-rule color that is not a palette token', async () => {
      expect((await rejected({ colorRules: [{ operator: 'gt', value: 1, color: 'red' }] })).json.message).toContain('tiles.0.config.colorRules');
      await rejected({ colorRules: [{ operator: 'gt', value: 1, color: 'chart-1' }] });
    });

    it('rejects a rule label longer than 40 characters', async () => {
      await rejected({ colorRules: [{ operator: 'gt', value: 1, color: 'chart-blue', label: 'x'.repeat(41) }] });
    });

    it('round-trips a number tile with neither color nor colorRules', async () => {
      const res = await postTile({});
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.color).toBeUndefined();
      expect(res.json.data.tiles[0].config.colorRules).toBeUndefined();
    });

    it('normalizes a legacy numeric token on a builder number tile to its hue name on read', async () => {
      const res = await postTile({ color: 'chart-green' });
      storedConfig(res.json.data.id).color = 'chart-1';
      expect((await get(res.json.data.id)).json.data.tiles[0].config.color).toBe('chart-green');
    });

    it('normalizes legacy colorRule colors and drops unresolvable ones on read', async () => {
      const res = await postTile({ colorRules: [{ operator: 'gt', value: 1, color: 'chart-green' }] });
      storedConfig(res.json.data.id).colorRules = [
        { operator: 'gt', value: 1, color: 'chart-1' },
        { operator: 'gt', value: 2, color: 'not-a-token' },
      ];
      expect((await get(res.json.data.id)).json.data.tiles[0].config.colorRules).toEqual([{ operator: 'gt', value: 1, color: 'chart-green' }]);
    });

    it('omits colorRules when every stored rule color is unresolvable on read', async () => {
      const res = await postTile({ colorRules: [{ operator: 'gt', value: 1, color: 'chart-green' }] });
      storedConfig(res.json.data.id).colorRules = [{ operator: 'gt', value: 1, color: 'not-a-token' }];
      expect((await get(res.json.data.id)).json.data.tiles[0].config.colorRules).toBeUndefined();
    });

    it('normalizes a legacy numeric token on a raw SQL number tile to its hue name on read', async () => {
      const res = await post({ name: 'Raw SQL legacy color', tiles: [rawSqlNumberTile({ color: 'chart-blue' })], tags: [] });
      expect(res.status).toBe(200);
      storedConfig(res.json.data.id).color = 'chart-4';
      expect((await get(res.json.data.id)).json.data.tiles[0].config.color).toBe('chart-red');
    });
  });

  describe('Number tile background chart (HDX-1360)', () => {
    const postTile = (config: Body) => post({ name: 'Number background chart dashboard', tiles: [numberTile(config)], tags: [] });

    it('round-trips a builder number tile with a line background chart', async () => {
      const res = await postTile({ backgroundChart: { type: 'line' } });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.backgroundChart).toEqual({ type: 'line' });
      expect((await get(res.json.data.id)).json.data.tiles[0].config.backgroundChart).toEqual({ type: 'line' });
    });

    it('round-trips an area background chart with a color override', async () => {
      const res = await postTile({ backgroundChart: { type: 'area', color: 'chart-green' } });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.backgroundChart).toEqual({ type: 'area', color: 'chart-green' });
      expect((await get(res.json.data.id)).json.data.tiles[0].config.backgroundChart).toEqual({ type: 'area', color: 'chart-green' });
    });

    it('round-trips backgroundChart through an update (PUT)', async () => {
      const created = await postTile({});
      const t = created.json.data.tiles[0];
      const res = await put(created.json.data.id, {
        name: 'Number background chart dashboard',
        tiles: [{ ...t, config: { ...t.config, backgroundChart: { type: 'line', color: 'chart-red' } } }],
        tags: [],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config.backgroundChart).toEqual({ type: 'line', color: 'chart-red' });
      expect((await get(created.json.data.id)).json.data.tiles[0].config.backgroundChart).toEqual({ type: 'line', color: 'chart-red' });
    });

    it('rejects a background chart type outside the line/area enum', async () => {
      const res = await postTile({ backgroundChart: { type: 'bar' } });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('tiles.0.config.backgroundChart');
    });

    it('rejects a background chart with no type', async () => {
      expect((await postTile({ backgroundChart: { color: 'chart-green' } })).status).toBe(400);
    });

    it('rejects a background chart color that is not a palette token', async () => {
      expect((await postTile({ backgroundChart: { type: 'line', color: '#ff0000' } })).status).toBe(400);
      expect((await postTile({ backgroundChart: { type: 'line', color: 'chart-1' } })).status).toBe(400);
    });

    it('strips backgroundChart from a raw SQL number tile, keeping color', async () => {
      const res = await post({
        name: 'Raw SQL backgroundChart',
        tiles: [rawSqlNumberTile({ color: 'chart-blue', backgroundChart: { type: 'line' } })],
        tags: [],
      });
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.color).toBe('chart-blue');
      expect(res.json.data.tiles[0].config.backgroundChart).toBeUndefined();
    });

    it('round-trips a builder number tile with no background chart', async () => {
      const res = await postTile({});
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.backgroundChart).toBeUndefined();
    });
  });

  describe('Chart formulas', () => {
    const metricSelect = () => [
      { aggFn: 'max', valueExpression: 'Value', metricType: 'gauge', metricName: 'test.errors', alias: 'Errors', where: '' },
      { aggFn: 'max', valueExpression: 'Value', metricType: 'gauge', metricName: 'test.requests', alias: 'Requests', where: '' },
    ];
    const formulaTile = (config: Body) => tile('Formula tile', { displayType: 'line', sourceId: h.metric, select: metricSelect(), ...config });
    const postTile = (config: Body) => post({ name: 'Formula dashboard', tiles: [formulaTile(config)], tags: [] });
    const refused = async (config: Body) => {
      const res = await postTile(config);
      expect(res.status).toBe(400);
      return res.json.message as string;
    };

    it('round-trips a line tile with formulas and showOperandSeries', async () => {
      const formulas = [{ expression: 'A / B * 100', alias: 'Error rate %', numberFormat: { output: 'percent', mantissa: 1 } }];
      const res = await postTile({ formulas, showOperandSeries: false });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config).toMatchObject({ formulas, showOperandSeries: false });
      expect((await get(res.json.data.id)).json.data.tiles[0].config).toMatchObject({ formulas, showOperandSeries: false });
    });

    it('round-trips a table tile with formulas', async () => {
      const formulas = [{ expression: 'A + B', alias: 'Combined' }];
      const res = await postTile({ displayType: 'table', formulas });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config.formulas).toEqual(formulas);
      expect((await get(res.json.data.id)).json.data.tiles[0].config.formulas).toEqual(formulas);
    });

    // Upstream also reads the stored `showOperandSeries: false`; the answers are reproduced.
    it('round-trips a number tile with multiple operands and one formula', async () => {
      const formulas = [{ expression: 'A / B * 100', alias: 'Error rate %' }];
      const res = await postTile({ displayType: 'number', formulas });
      expect(res.status, res.text).toBe(200);
      const config = res.json.data.tiles[0].config;
      expect(config.formulas).toEqual(formulas);
      expect(config.select).toHaveLength(2);
      expect(config.showOperandSeries).toBeUndefined();
      const read = (await get(res.json.data.id)).json.data.tiles[0].config;
      expect(read.formulas).toEqual(formulas);
      expect(read.select).toHaveLength(2);
    });

    it('round-trips formulas through an update (PUT)', async () => {
      const created = await postTile({});
      const t = created.json.data.tiles[0];
      const formulas = [{ expression: 'B / A', alias: 'Inverse' }];
      const res = await put(created.json.data.id, { name: 'Formula dashboard', tiles: [{ ...t, config: { ...t.config, formulas } }], tags: [] });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config.formulas).toEqual(formulas);
      expect((await get(created.json.data.id)).json.data.tiles[0].config.formulas).toEqual(formulas);
    });

    it('rejects a formula referencing a series the tile does not have', async () => {
      const message = await refused({ formulas: [{ expression: 'A / C' }] });
      expect(message).toContain('tiles.0.config.formulas.0');
      expect(message).toContain('Unknown series "C"');
    });

    it('rejects a malformed formula expression', async () => {
      expect(await refused({ formulas: [{ expression: 'A +' }] })).toContain('tiles.0.config.formulas.0');
    });

    it('rejects formulas combined with asRatio', async () => {
      expect(await refused({ formulas: [{ expression: 'A / B' }], asRatio: true })).toContain('asRatio');
    });

    it('rejects multiple formulas on a number tile', async () => {
      expect(await refused({ displayType: 'number', formulas: [{ expression: 'A / B' }, { expression: 'A + B' }] })).toContain(
        'Number charts support a single formula',
      );
    });

    it('rejects multiple select items on a number tile without formulas', async () => {
      expect(await refused({ displayType: 'number' })).toContain('Number tiles support a single select item');
    });

    it('round-trips formulas on a log/trace event source', async () => {
      const formulas = [{ expression: 'A / B * 100', alias: 'Error rate %' }];
      const res = await postTile({
        sourceId: h.trace,
        select: [
          { aggFn: 'count', where: 'StatusCode:Error', alias: 'Errors' },
          { aggFn: 'count', where: '', alias: 'Total' },
        ],
        formulas,
        showOperandSeries: false,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.tiles[0].config).toMatchObject({ formulas, showOperandSeries: false });
      expect((await get(res.json.data.id)).json.data.tiles[0].config).toMatchObject({ formulas, showOperandSeries: false });
    });

    it('rejects formulas on a formula-incapable source kind (session)', async () => {
      const session = h.team.addSource({ name: 'Sessions', kind: 'session', connection: h.connection, traceSourceId: h.trace }).id;
      const message = await refused({
        sourceId: session,
        select: [
          { aggFn: 'count', where: '', alias: 'A' },
          { aggFn: 'count', where: '', alias: 'B' },
        ],
        formulas: [{ expression: 'A / B' }],
      });
      expect(message).toContain('require a Metric, Log, or Trace source');
    });

    it('does not block updates over an unchanged formula tile whose source kind changed', async () => {
      const created = await postTile({ formulas: [{ expression: 'A / B', alias: 'Rate' }] });
      expect(created.status).toBe(200);
      const t = created.json.data.tiles[0];
      h.team.sources.find((s) => s.id === h.metric)!.kind = 'session';
      const unchanged = await put(created.json.data.id, { name: 'Renamed formula dashboard', tiles: [t], tags: [] });
      expect(unchanged.status, unchanged.text).toBe(200);
      const changed = await put(created.json.data.id, {
        name: 'Renamed formula dashboard',
        tiles: [{ ...t, config: { ...t.config, formulas: [{ expression: 'B / A', alias: 'Inverse' }] } }],
        tags: [],
      });
      expect(changed.status).toBe(400);
      expect(changed.json.message).toContain('require a Metric, Log, or Trace source');
    });

    it('round-trips a multi-series metric tile with no formulas', async () => {
      const res = await postTile({});
      expect(res.status).toBe(200);
      expect(res.json.data.tiles[0].config.formulas).toBeUndefined();
      expect(res.json.data.tiles[0].config.showOperandSeries).toBeUndefined();
    });
  });

  describe('Containers and tabs', () => {
    const buildTile = (sourceId: string, overrides: Body = {}): Body => ({
      id: oid(),
      ...tile('Tile', { displayType: 'line', sourceId, select: [{ aggFn: 'count', where: '' }] }),
      ...overrides,
    });
    const serviceHealth = (tabs: Body[] = [{ id: 'errors', title: 'Errors' }]) => ({ id: 'service-health', title: 'Service Health', collapsed: false, tabs });
    const refused = async (body: Body, text: string) => {
      const res = await post({ tags: [], ...body });
      expect(res.status, res.text).toBe(400);
      expect(res.json.message).toContain(text);
    };
    /** The stored tile of a dashboard (where upstream edits the Mongo document). */
    const storedTile = (dashboardId: string) => h.team.dashboards.find((d) => d.id === dashboardId)!.tiles[0]!;
    const byName = (tiles: Body[]) => Object.fromEntries(tiles.map((t): [string, Body] => [String(t.name), t]));

    it('round-trips containers, tabs, and tile containerId/tabId on create and update', async () => {
      const containers = [
        {
          id: 'service-health',
          title: 'Service Health',
          collapsed: false,
          collapsible: true,
          bordered: true,
          tabs: [
            { id: 'errors', title: 'Errors' },
            { id: 'latency', title: 'Latency' },
          ],
        },
        { id: 'overview', title: 'Overview', collapsed: true },
      ];
      const created = await post({
        name: 'Containers Round-Trip',
        tiles: [
          buildTile(h.trace, { name: 'In Group, Tab A', containerId: 'service-health', tabId: 'errors' }),
          buildTile(h.trace, { name: 'In Group, Tab B', containerId: 'service-health', tabId: 'latency' }),
          buildTile(h.trace, { name: 'In Plain Group', containerId: 'overview' }),
          buildTile(h.trace, { name: 'Ungrouped' }),
        ],
        tags: ['containers-test'],
        containers,
      });
      expect(created.status, created.text).toBe(200);
      expect(created.json.data.containers).toEqual(containers);
      const tiles = byName(created.json.data.tiles);
      expect(tiles['In Group, Tab A']).toMatchObject({ containerId: 'service-health', tabId: 'errors' });
      expect(tiles['In Group, Tab B']).toMatchObject({ containerId: 'service-health', tabId: 'latency' });
      expect(tiles['In Plain Group']).toMatchObject({ containerId: 'overview' });
      expect(tiles['In Plain Group']!.tabId).toBeUndefined();
      expect(tiles.Ungrouped!.containerId).toBeUndefined();
      expect(tiles.Ungrouped!.tabId).toBeUndefined();
      const id = created.json.data.id;
      expect((await get(id)).json.data.containers).toEqual(containers);

      const updatedContainers = [
        {
          id: 'service-health',
          title: 'Service Health',
          collapsed: true,
          tabs: [
            { id: 'errors', title: 'Error Rate' },
            { id: 'latency', title: 'Latency' },
          ],
        },
      ];
      const updated = await put(id, {
        name: 'Containers Round-Trip',
        tiles: [
          tiles['In Group, Tab A'],
          tiles['In Group, Tab B'],
          without(tiles['In Plain Group']!, 'containerId', 'tabId'),
          { ...tiles.Ungrouped, containerId: 'service-health', tabId: 'errors' },
        ],
        tags: ['containers-test'],
        containers: updatedContainers,
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json.data.containers).toEqual(updatedContainers);
      const after = byName(updated.json.data.tiles);
      expect(after['In Plain Group']!.containerId).toBeUndefined();
      expect(after.Ungrouped).toMatchObject({ containerId: 'service-health', tabId: 'errors' });
    });

    it('round-trips a container with no optional fields set', async () => {
      const containers = [{ id: 'minimal', title: 'Minimal', collapsed: false }];
      const res = await post({ name: 'Minimal Container Dashboard', tiles: [buildTile(h.trace)], tags: [], containers });
      expect(res.status).toBe(200);
      expect(res.json.data.containers).toEqual(containers);
      const [container] = res.json.data.containers;
      for (const key of ['collapsible', 'bordered', 'tabs']) expect(container[key]).toBeUndefined();
    });

    it('rejects a tile that references an unknown containerId', async () => {
      await refused(
        {
          name: 'Bad Container Reference',
          tiles: [buildTile(h.trace, { containerId: 'does-not-exist' })],
          containers: [{ id: 'real-container', title: 'Real', collapsed: false }],
        },
        'unknown containerId "does-not-exist"',
      );
    });

    it('rejects a tile that references an unknown tabId', async () => {
      await refused(
        { name: 'Bad Tab Reference', tiles: [buildTile(h.trace, { containerId: 'service-health', tabId: 'ghost' })], containers: [serviceHealth()] },
        'unknown tabId "ghost"',
      );
    });

    it('rejects a tile that supplies tabId without containerId', async () => {
      await refused(
        { name: 'Tab Without Container', tiles: [buildTile(h.trace, { tabId: 'errors' })], containers: [serviceHealth()] },
        'tabId requires containerId to be set',
      );
    });

    it('rejects duplicate container ids', async () => {
      await refused(
        {
          name: 'Duplicate Containers',
          tiles: [buildTile(h.trace)],
          containers: [
            { id: 'dupe', title: 'A', collapsed: false },
            { id: 'dupe', title: 'B', collapsed: false },
          ],
        },
        'Container IDs must be unique',
      );
    });

    it('rejects duplicate tab ids within a container', async () => {
      await refused(
        {
          name: 'Duplicate Tabs',
          tiles: [buildTile(h.trace)],
          containers: [
            serviceHealth([
              { id: 'errors', title: 'Errors' },
              { id: 'errors', title: 'Errors Two' },
            ]),
          ],
        },
        'Duplicate tab id "errors" in container "service-health"',
      );
    });

    it('round-trips a dashboard with no containers (backward compat)', async () => {
      const res = await post({ name: 'No Containers', tiles: [buildTile(h.trace)], tags: [] });
      expect(res.status).toBe(200);
      expect(res.json.data.containers).toBeUndefined();
      expect((await get(res.json.data.id)).json.data.containers).toBeUndefined();
    });

    it('normalizes an explicitly empty containers array to absent on read', async () => {
      const res = await post({ name: 'Empty Containers Array', tiles: [buildTile(h.trace)], tags: [], containers: [] });
      expect(res.status).toBe(200);
      expect(res.json.data.containers).toBeUndefined();
      expect((await get(res.json.data.id)).json.data.containers).toBeUndefined();
    });

    it('rejects duplicate container ids on PUT (update path)', async () => {
      const created = await post({
        name: 'PUT Duplicate Containers',
        tiles: [buildTile(h.trace)],
        tags: [],
        containers: [
          { id: 'a', title: 'A', collapsed: false },
          { id: 'b', title: 'B', collapsed: false },
        ],
      });
      expect(created.status).toBe(200);
      const res = await put(created.json.data.id, {
        name: 'PUT Duplicate Containers',
        tiles: [buildTile(h.trace)],
        tags: [],
        containers: [
          { id: 'dupe', title: 'A', collapsed: false },
          { id: 'dupe', title: 'B', collapsed: false },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('Container IDs must be unique');
    });

    it('rejects a tile with containerId set when the dashboard omits containers entirely', async () => {
      await refused(
        { name: 'Tile with containerId, no containers field', tiles: [buildTile(h.trace, { containerId: 'service-health' })] },
        'unknown containerId "service-health"',
      );
    });

    it('does not require tabId when a tile is in a tabbed container (tile renders without a tab)', async () => {
      const res = await post({
        name: 'Tabbed container with tile that has no tabId',
        tiles: [buildTile(h.trace, { containerId: 'service-health' })],
        tags: [],
        containers: [
          serviceHealth([
            { id: 'errors', title: 'Errors' },
            { id: 'latency', title: 'Latency' },
          ]),
        ],
      });
      expect(res.status, res.text).toBe(200);
    });

    it('rejects an empty-string containerId or tabId on a tile', async () => {
      await refused({ name: 'Empty containerId', tiles: [buildTile(h.trace, { containerId: '' })] }, 'tiles.0.containerId');
      await refused(
        { name: 'Empty tabId', tiles: [buildTile(h.trace, { containerId: 'service-health', tabId: '' })], containers: [serviceHealth()] },
        'tiles.0.tabId',
      );
    });

    it('accepts a 256-char containerId, rejects 257', async () => {
      const atMax = 'a'.repeat(256);
      const tooLong = 'a'.repeat(257);
      const ok = await post({
        name: 'Containers id at boundary',
        tiles: [buildTile(h.trace, { containerId: atMax })],
        tags: [],
        containers: [{ id: atMax, title: 'At boundary', collapsed: false }],
      });
      expect(ok.status, ok.text).toBe(200);
      await refused(
        {
          name: 'Containers id over boundary',
          tiles: [buildTile(h.trace, { containerId: tooLong })],
          containers: [{ id: tooLong, title: 'Over boundary', collapsed: false }],
        },
        'tiles.0.containerId',
      );
    });

    it('accepts a 256-char tabId, rejects 257', async () => {
      const atMax = 'b'.repeat(256);
      const tooLong = 'b'.repeat(257);
      const ok = await post({
        name: 'Tab id at boundary',
        tiles: [buildTile(h.trace, { containerId: 'service-health', tabId: atMax })],
        tags: [],
        containers: [serviceHealth([{ id: atMax, title: 'At boundary' }])],
      });
      expect(ok.status, ok.text).toBe(200);
      await refused(
        {
          name: 'Tab id over boundary',
          tiles: [buildTile(h.trace, { containerId: 'service-health', tabId: tooLong })],
          containers: [serviceHealth([{ id: tooLong, title: 'Over boundary' }])],
        },
        'tiles.0.tabId',
      );
    });

    it('rejects a payload of 501 tiles', async () => {
      await refused({ name: 'Too many tiles', tiles: Array.from({ length: 501 }, (_, i) => buildTile(h.trace, { name: `Tile ${i}` })) }, 'tiles');
      expect(h.team.dashboards).toHaveLength(0);
    });

    it('treats an empty-string containerId on a legacy doc as absent on read', async () => {
      const created = await post({ name: 'Legacy doc round-trip', tiles: [buildTile(h.trace, { name: 'Legacy empty containerId' })], tags: [] });
      Object.assign(storedTile(created.json.data.id), { containerId: '', tabId: '' });
      const [t] = (await get(created.json.data.id)).json.data.tiles;
      expect(t.containerId).toBeUndefined();
      expect(t.tabId).toBeUndefined();
    });

    it('preserves existing containers on PUT when the body omits the field', async () => {
      const containers = [serviceHealth()];
      const created = await post({
        name: 'Preserve containers on PUT',
        tiles: [buildTile(h.trace, { name: 'In container', containerId: 'service-health', tabId: 'errors' })],
        tags: [],
        containers,
      });
      expect(created.status).toBe(200);
      const res = await put(created.json.data.id, { name: 'Preserve containers on PUT', tiles: [created.json.data.tiles[0]], tags: [] });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.containers).toEqual(containers);
      expect(res.json.data.tiles[0]).toMatchObject({ containerId: 'service-health', tabId: 'errors' });
    });

    it('rejects a PUT that references an unknown containerId when body omits containers', async () => {
      const created = await post({
        name: 'PUT unknown containerId',
        tiles: [buildTile(h.trace, { name: 'Real tile' })],
        tags: [],
        containers: [{ id: 'real', title: 'Real', collapsed: false }],
      });
      const res = await put(created.json.data.id, {
        name: 'PUT unknown containerId',
        tiles: [buildTile(h.trace, { name: 'Bad ref', containerId: 'does-not-exist' })],
        tags: [],
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('unknown containerId "does-not-exist"');
    });

    it('drops orphan tile.containerId on read when no container matches', async () => {
      const created = await post({
        name: 'Orphan containerId heal',
        tiles: [buildTile(h.trace, { name: 'Real tile' })],
        tags: [],
        containers: [{ id: 'real', title: 'Real', collapsed: false, tabs: [{ id: 'errors', title: 'Errors' }] }],
      });
      Object.assign(storedTile(created.json.data.id), { containerId: 'ghost-container', tabId: 'ghost-tab' });
      const [t] = (await get(created.json.data.id)).json.data.tiles;
      expect(t.containerId).toBeUndefined();
      expect(t.tabId).toBeUndefined();
    });

    it('drops orphan tile.tabId on read when no tab matches', async () => {
      const created = await post({
        name: 'Orphan tabId heal',
        tiles: [buildTile(h.trace, { name: 'Real tile', containerId: 'real', tabId: 'errors' })],
        tags: [],
        containers: [{ id: 'real', title: 'Real', collapsed: false, tabs: [{ id: 'errors', title: 'Errors' }] }],
      });
      storedTile(created.json.data.id).tabId = 'ghost-tab';
      const [t] = (await get(created.json.data.id)).json.data.tiles;
      expect(t.containerId).toBe('real');
      expect(t.tabId).toBeUndefined();
    });
  });

  describe('DELETE /:id', () => {
    it('should delete a dashboard', async () => {
      const d = storedDashboard(h);
      expect((await h.api.del(`${BASE}/${d.id}`)).status).toBe(200);
      expect((await get(d.id)).status).toBe(404);
    });
  });

  describe('Authentication', () => {
    it('should require authentication for all endpoints', async () => {
      const id = '507f1f77bcf86cd799439011';
      const routes: Array<[string, string]> = [
        ['GET', BASE],
        ['GET', `${BASE}/${id}`],
        ['POST', BASE],
        ['PUT', `${BASE}/${id}`],
        ['DELETE', `${BASE}/${id}`],
        ['POST', `${BASE}/validate`],
      ];
      for (const [method, path] of routes) expect((await anonymous(h, method, path)).status, `${method} ${path}`).toBe(401);
    });
  });

  describe('POST /api/v2/dashboards/validate', () => {
    it('returns valid:true for a well-formed builder dashboard', async () => {
      const res = await h.api.post(`${BASE}/validate`, { name: 'D', tiles: [] });
      expect(res.status).toBe(200);
      expect(res.json.valid).toBe(true);
      expect(res.json.errors).toEqual([]);
    });

    it('returns valid:false with errors for a malformed body', async () => {
      const res = await h.api.post(`${BASE}/validate`, { tiles: 'nope' });
      expect(res.status).toBe(200);
      expect(res.json.valid).toBe(false);
      expect(res.json.errors.length).toBeGreaterThan(0);
    });

    it('returns a normalized body with zod defaults applied when valid', async () => {
      const res = await h.api.post(`${BASE}/validate`, { name: 'D', tiles: [] });
      expect(res.json.valid).toBe(true);
      expect(res.json.normalized).toMatchObject({ name: 'D', tiles: [] });
    });

    it('does not persist (dashboard count unchanged)', async () => {
      const before = (await h.api.get(BASE)).json.data.length;
      await h.api.post(`${BASE}/validate`, { name: 'D', tiles: [] });
      expect((await h.api.get(BASE)).json.data.length).toBe(before);
      expect(h.team.dashboards).toHaveLength(before);
    });
  });
});
