// Bucket sizes. Buckets are aligned to multiples of the size since the epoch
// (UTC), which is what ClickHouse's toStartOfInterval gives for every
// granularity the API allows.

import type { Granularity } from './validate.ts';
import { must } from '../../core/must.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const GRANULARITY_MS: Record<Exclude<Granularity, 'auto'>, number> = {
  '30s': 30_000,
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '10m': 10 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '2d': 2 * DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
};

/** Omitted or `auto`: the smallest listed size giving at most 60 buckets (HyperDX's auto rule). */
export function bucketSizeMs(granularity: Granularity | undefined, startTime: number, endTime: number): number {
  if (granularity !== undefined && granularity !== 'auto') return GRANULARITY_MS[granularity];
  const wanted = Math.ceil(Math.max(0, endTime - startTime) / 60);
  const sizes = Object.values(GRANULARITY_MS);
  return sizes.find((size) => size >= wanted) ?? must(sizes.at(-1), 'the largest granularity');
}
