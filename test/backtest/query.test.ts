// What the engine evaluates, as a series-API item (upstream getChartConfigFromAlert; the v2 charts
// router's buildChartConfigFromRequest for what the series API can express), and each reason to skip.
import { describe, expect, it } from 'vitest';
import { alertQuery, splitGroupBy, type QueryLookups } from '../../src/alerts/backtest/query.ts';
import type { SavedSearch, Source, Tile } from '../../src/api/types.ts';

const LOGS: Source = { id: 'logs', name: 'Logs', kind: 'log' };
const METRICS: Source = { id: 'metrics', name: 'Metrics', kind: 'metric' };
const FILTERED: Source = { id: 'filtered', name: 'Filtered', kind: 'log', tableFilterExpression: "ServiceName = 'a'" };

function lookups(config: Record<string, unknown> | undefined, searches: SavedSearch[] = []): QueryLookups {
  const tile: Tile | undefined = config ? { id: 't', name: 'T', config } : undefined;
  return { sources: [LOGS, METRICS, FILTERED], savedSearches: searches, tile: (d, t) => (d === 'd' && t === 't' ? tile : undefined) };
}
const tileAlert = { source: 'tile' as const, dashboardId: 'd', tileId: 't', savedSearchId: null, groupBy: null };
const tileQuery = (config: Record<string, unknown>) => alertQuery(tileAlert, lookups(config));
const skipped = (config: Record<string, unknown>): string => {
  const q = tileQuery(config);
  if (!('skipped' in q)) throw new Error(`not skipped: ${JSON.stringify(q)}`);
  return q.skipped;
};

describe('a tile alert', () => {
  it('maps the last select item: source, aggFn, where and its language, the tile groupBy split into columns', () => {
    const q = tileQuery({
      displayType: 'line',
      sourceId: 'logs',
      groupBy: 'ServiceName, toString(StatusCode)',
      select: [
        { aggFn: 'avg', valueExpression: 'Duration', where: 'x:1' },
        { aggFn: 'count', valueExpression: '', where: "SeverityText = 'error'", whereLanguage: 'sql' },
      ],
    });
    expect(q).toEqual({
      item: { sourceId: 'logs', aggFn: 'count', where: "SeverityText = 'error'", whereLanguage: 'sql', groupBy: ['ServiceName', 'toString(StatusCode)'] },
      dropZeroCounts: false,
      grouped: true,
    });
  });

  it('a quantile keeps its level and field; lucene is the default language; a number tile is a time series', () => {
    const q = tileQuery({ displayType: 'number', sourceId: 'logs', select: [{ aggFn: 'quantile', level: 0.95, valueExpression: 'Duration' }] });
    expect(q).toEqual({
      item: { sourceId: 'logs', aggFn: 'quantile', field: 'Duration', level: 0.95, where: '', whereLanguage: 'lucene', groupBy: [] },
      dropZeroCounts: false,
      grouped: false,
    });
  });

  it('a metric tile sends its metric name and type; `Value` is the series API’s own value column', () => {
    const q = tileQuery({
      displayType: 'stacked_bar',
      sourceId: 'metrics',
      select: [{ aggFn: 'sum', valueExpression: 'Value', metricName: 'http_requests', metricType: 'sum', where: '' }],
    });
    expect(q).toMatchObject({ item: { sourceId: 'metrics', aggFn: 'sum', metricName: 'http_requests', metricDataType: 'sum', groupBy: [] } });
    expect('skipped' in q ? undefined : q.item.field).toBeUndefined();
  });

  it("the alert's own groupBy makes the engine judge it grouped, though the tile's columns form the groups", () => {
    const q = alertQuery({ ...tileAlert, groupBy: 'ServiceName' }, lookups({ displayType: 'line', sourceId: 'logs', select: [{ aggFn: 'count' }] }));
    expect(q).toMatchObject({ grouped: true, item: { groupBy: [] } });
  });

  it.each([
    [{ configType: 'sql', displayType: 'line', sqlTemplate: 'SELECT 1' }, /raw-SQL tile/],
    [{ configType: 'promql', displayType: 'line' }, /PromQL/],
    [{ displayType: 'table', sourceId: 'logs', select: [{ aggFn: 'count' }] }, /a table tile: the engine evaluates only line, stacked_bar, number/],
    [{ displayType: 'line', sourceId: 'logs', select: [{ aggFn: 'count' }, { aggFn: 'count' }], formulas: [{ expression: 'A/B' }] }, /formula/],
    [{ displayType: 'line', sourceId: 'logs', asRatio: true, select: [{ aggFn: 'count' }, { aggFn: 'count' }] }, /ratio/],
    [{ displayType: 'line', sourceId: 'logs', select: [] }, /no select item/],
    [{ displayType: 'line', sourceId: 'nope', select: [{ aggFn: 'count' }] }, /source nope of the tile not found/],
    [{ displayType: 'line', sourceId: 'logs', select: [{ aggFn: 'none', valueExpression: 'x' }] }, /aggregation "none"/],
    [{ displayType: 'line', sourceId: 'logs', select: [{ aggFn: 'sum', valueExpression: 'x', periodAggFn: 'delta' }] }, /delta/],
    [{ displayType: 'line', sourceId: 'logs', select: [{ aggFn: 'max', valueExpression: 'LogAttributes.size' }] }, /string literal/],
    [{ displayType: 'line', sourceId: 'logs', groupBy: 'a,b,c,d,e,f,g,h,i,j,k', select: [{ aggFn: 'count' }] }, /11 columns; the series API takes at most 10/],
  ])('skips %j', (config, reason) => {
    expect(skipped(config)).toMatch(reason);
  });

  it('skips a tile that is not on the dashboard', () => {
    expect(alertQuery(tileAlert, lookups(undefined))).toEqual({ skipped: 'the tile is not on the dashboard' });
  });
});

describe('a saved-search alert', () => {
  const search = (extra: Partial<SavedSearch> = {}): SavedSearch => ({ id: 's', name: 'Errors', sourceId: 'logs', where: 'level:error', ...extra });
  const query = (s: SavedSearch, groupBy: string | null = null) =>
    alertQuery({ source: 'saved_search', dashboardId: null, tileId: null, savedSearchId: 's', groupBy }, lookups(undefined, [s]));

  it("counts the saved search's source and where, grouped by the alert's groupBy; zero counts are not the engine's rows", () => {
    expect(query(search({ whereLanguage: 'sql', where: "level = 'error'" }), 'ServiceName')).toEqual({
      item: { sourceId: 'logs', aggFn: 'count', where: "level = 'error'", whereLanguage: 'sql', groupBy: ['ServiceName'] },
      dropZeroCounts: true,
      grouped: true,
    });
    expect(query(search())).toMatchObject({ item: { whereLanguage: 'lucene', groupBy: [] }, grouped: false });
  });

  it('skips pinned filters, a source table filter, a missing search or source', () => {
    expect(query(search({ filters: [{ type: 'sql', condition: 'x = 1' }] }))).toEqual({
      skipped: 'the saved search has pinned filters, which the series API cannot apply',
    });
    expect(query(search({ sourceId: 'filtered' }))).toMatchObject({ skipped: expect.stringMatching(/table filter expression/) as unknown });
    expect(query(search({ sourceId: 'gone' }))).toMatchObject({ skipped: expect.stringMatching(/source gone of the saved search not found/) as unknown });
    expect(alertQuery({ source: 'saved_search', dashboardId: null, tileId: null, savedSearchId: 'x', groupBy: null }, lookups(undefined))).toEqual({
      skipped: 'saved search x not found',
    });
  });
});

describe('splitGroupBy', () => {
  it('splits at top-level commas only', () => {
    expect(splitGroupBy("ServiceName, ResourceAttributes['a,b'], if(x, 1, 2) ,")).toEqual(['ServiceName', "ResourceAttributes['a,b']", 'if(x, 1, 2)']);
    expect(splitGroupBy('')).toEqual([]);
  });
});
