import pLimit from 'p-limit';

/**
 * Runs `fn` over `items` with at most `limit` in flight, keeping input order in the result.
 * Never rejects: each entry is a settled outcome, so one failure does not stop the others.
 */
export function mapSettled<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<Array<PromiseSettledResult<R>>> {
  const slot = pLimit(Math.max(1, limit));
  return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
}
