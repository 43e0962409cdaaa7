import type { SeriesQuery, SeriesRow } from '../api/types.js';
import { readBody } from './body.js';
import { charts } from './capabilities.js';
import type { ChartSpec } from '../report/model.js';
import type { Operation } from './types.js';

/** Raw `POST /api/v2/charts/series`: the body is the series query, rows come back as sent. */
export const chartsSeries: Operation = {
  name: 'charts.series',
  needs: 'charts',
  fileInput: 'body-file',
  inputs: ['body', 'body-file'],
  unsupportedHint: {
    managed: 'The managed (ClickHouse Cloud) API has no charts endpoint; run chart queries against a self-hosted API server.',
  },
  async prepare(input, { context }) {
    // The server validates the query (docs/contract.md §9); it is passed through as written.
    const query = (await readBody(input, 'charts.series', context)) as unknown as SeriesQuery;
    return async ({ client }) => {
      const rows = await charts(client).series(query);
      // As sent: a bucket may arrive as a string, and a row without its group.
      const bucketOf = (r: SeriesRow): number => {
        const bucket: unknown = r.ts_bucket;
        return Number(bucket);
      };
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k.startsWith('series_'))))].sort();
      const times = [...new Set(rows.map(bucketOf))].sort((a, b) => a - b);
      const chart: ChartSpec = {
        title: 'charts.series',
        times,
        series: keys.map((k) => ({
          name: k.replace('.data', ''),
          // Values of every group summed per bucket; 64-bit counts arrive as strings.
          values: times.map((t) => {
            const vals = rows.filter((r) => bucketOf(r) === t).map((r) => Number(r[k as `series_${number}.data`]));
            const nums = vals.filter((v) => Number.isFinite(v));
            return nums.length ? nums.reduce((a, b) => a + b, 0) : null;
          }),
        })),
      };
      return {
        result: rows,
        changed: false,
        report: {
          title: 'charts.series',
          outcome: 'success',
          headline: `${rows.length} rows, ${times.length} buckets`,
          table: {
            columns: ['Bucket (UTC)', 'Group', ...keys],
            rows: rows
              .slice(0, 200)
              .map((r) => [
                new Date(bucketOf(r)).toISOString(),
                ((r.group as unknown[] | undefined) ?? []).map(String).join(', '),
                ...keys.map((k) => String(r[k as `series_${number}.data`] ?? '')),
              ]),
          },
          charts: times.length > 1 ? [chart] : undefined,
          notes: rows.length > 200 ? [`Showing 200 of ${rows.length} rows; the full list is in the \`result\` output.`] : undefined,
        },
      };
    };
  },
};
