// Series over a metric source. HyperDX picks the metric table by the series' `metricDataType`
// (gauge, sum, histogram) and the metric by `metricName`, or by `field` when no name is sent; the
// emulated rows of a metric source are a seed's rows with `MetricName`, a `MetricType` (default
// gauge; `histogram` when the row has `BucketCounts`) and `Value` / `BucketCounts` +
// `ExplicitBounds` / `AggregationTemporality` (1 delta, 2 cumulative). Per bucket and group:
//   gauge      the last value of each time series, then the aggregate function over those;
//   sum        each time series' delta in the bucket (the sum of delta points, or last − first of
//              cumulative ones), then the aggregate function over those;
//   histogram  the bucket counts added up, `quantile(level)` interpolated inside the bucket the
//              rank falls in (as HyperDX's histogram quantile does), `count` the total.
// Values come out as JSON numbers (Float64).
import { quantile, type Aggregator } from './aggregate.ts';
import { QueryError } from './errors.ts';
import type { Row, Table } from './table.ts';
import type { SeriesInput } from './validate.ts';
import { must } from '../../core/must.ts';

const NOT_ATTRIBUTES = new Set(['Timestamp', 'Value', 'MetricName', 'MetricType', 'BucketCounts', 'ExplicitBounds', 'AggregationTemporality', 'IsMonotonic']);

export const metricTypeOf = (row: Row): string =>
  typeof row.MetricType === 'string' ? row.MetricType.toLowerCase() : row.BucketCounts !== undefined ? 'histogram' : 'gauge';

/** The rows of the metric a series asks for: its name (`metricName`, else `field`) and data type (default gauge). */
export function metricTable(table: Table, series: SeriesInput): Table {
  const name = series.metricName ?? series.field ?? '';
  const type = (series.metricDataType ?? 'gauge').toLowerCase();
  return { ...table, rows: table.rows.filter((r) => r.MetricName === name && metricTypeOf(r) === type) };
}

function seriesKey(row: Row): string {
  return JSON.stringify(
    Object.keys(row)
      .filter((k) => !NOT_ATTRIBUTES.has(k))
      .sort()
      .map((k) => [k, row[k]]),
  );
}

const numberOf = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);

function over(values: number[], series: SeriesInput): number {
  if (values.length === 0) return 0;
  switch (series.aggFn) {
    case 'count':
      return values.length;
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'quantile':
      return quantile(values, series.level ?? 0.5);
    case 'last_value':
    case 'any':
    case 'none':
      return must(values.at(-1), 'the last value (a bucket has at least one)');
    default:
      return values.reduce((a, b) => a + b, 0) / values.length;
  }
}

/** Rows (in Timestamp order) grouped by time series. */
function bySeries(rows: Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = seriesKey(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** The first and last point of one series of `bySeries` (each holds at least one row). */
function firstPoint(points: Row[]): Row {
  return must(points[0], 'the first point of a series');
}
function lastPoint(points: Row[]): Row {
  return must(points.at(-1), 'the last point of a series');
}

function histogramQuantile(rows: Row[], level: number): number {
  const parse = (v: unknown): number[] => {
    const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(parsed) ? parsed.map(numberOf) : [];
  };
  const counts: number[] = [];
  let bounds: number[] = [];
  for (const row of rows) {
    parse(row.BucketCounts).forEach((c, i) => (counts[i] = (counts[i] ?? 0) + c));
    const b = parse(row.ExplicitBounds);
    if (b.length > bounds.length) bounds = b;
  }
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = level * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = must(counts[i], 'a bucket count');
    if (seen + c >= rank && c > 0) {
      const lower = i === 0 ? 0 : must(bounds[i - 1], 'the lower bound of a histogram bucket');
      // The overflow bucket has no upper bound: its lower bound is the answer.
      if (i >= bounds.length) return lower;
      return lower + (must(bounds[i], 'the upper bound of a histogram bucket') - lower) * ((rank - seen) / c);
    }
    seen += c;
  }
  return bounds[bounds.length - 1] ?? 0;
}

/** The aggregation of one bucket and group of a metric series. */
export function metricAggregator(series: SeriesInput): Aggregator {
  const type = (series.metricDataType ?? 'gauge').toLowerCase();
  switch (type) {
    case 'gauge':
      return (rows) =>
        over(
          bySeries(rows).map((points) => numberOf(lastPoint(points).Value)),
          series,
        );
    case 'sum':
      return (rows) =>
        over(
          bySeries(rows).map((points) =>
            numberOf(firstPoint(points).AggregationTemporality) === 2
              ? numberOf(lastPoint(points).Value) - numberOf(firstPoint(points).Value)
              : points.reduce((a, p) => a + numberOf(p.Value), 0),
          ),
          series,
        );
    case 'histogram':
      if (series.aggFn === 'count') {
        return (rows) => rows.reduce((a, r) => a + (JSON.parse(String(r.BucketCounts ?? '[]')) as number[]).reduce((x, y) => x + numberOf(y), 0), 0);
      }
      if (series.aggFn !== 'quantile') throw new QueryError(`emulator: aggFn "${series.aggFn}" over a histogram metric is not emulated; use quantile or count`);
      return (rows) => histogramQuantile(rows, series.level ?? 0.5);
    default:
      throw new QueryError(`emulator: metric data type "${type}" is not emulated; use gauge, sum or histogram`);
  }
}
