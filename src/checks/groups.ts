import type { SeriesRow } from '../api/types.js';
import { coerce } from './reduce.js';
import type { ValueSelector } from './types.js';

/** One group's buckets: the selected value per bucket time, oldest first. */
export interface GroupSeries {
  key: string;
  group: unknown[];
  times: number[];
  values: Array<number | null>;
}

/**
 * Splits `charts/series` rows into groups (by their `group` values) and picks the judged value
 * per bucket: `series_N`, or `series_A / series_B` (null when the divisor is 0 or missing).
 */
export function groupRows(rows: readonly SeriesRow[], value: ValueSelector): GroupSeries[] {
  const byKey = new Map<string, GroupSeries>();
  const sorted = [...rows].sort((a, b) => a.ts_bucket - b.ts_bucket);
  for (const row of sorted) {
    const group = Array.isArray(row.group) ? row.group : [];
    const key = JSON.stringify(group);
    let g = byKey.get(key);
    if (!g) {
      g = { key, group, times: [], values: [] };
      byKey.set(key, g);
    }
    g.times.push(row.ts_bucket);
    g.values.push(pick(row, value));
  }
  return [...byKey.values()];
}

function pick(row: SeriesRow, value: ValueSelector): number | null {
  const a = coerce(row[`series_${value.series}.data`]);
  if (value.dividedBy === undefined || a === null) return a;
  const b = coerce(row[`series_${value.dividedBy}.data`]);
  return b === null || b === 0 ? null : a / b;
}
