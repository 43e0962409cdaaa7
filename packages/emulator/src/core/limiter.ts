// Fixed-window request counter, driven by the injected clock so tests can step time.
// Each key gets its own window starting at its first request (express-rate-limit's memory
// store resets all keys together; per-key windows are equivalent for a single client).

export interface LimitState {
  limit: number;
  remaining: number;
  /** Milliseconds until this key's window resets. */
  resetMs: number;
  limited: boolean;
}

export interface Limiter {
  hit(key: string): LimitState;
  reset(): void;
}

export function createLimiter(max: number, windowMs: number, now: () => number): Limiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket || t >= bucket.resetAt) {
        bucket = { count: 0, resetAt: t + windowMs };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      return {
        limit: max,
        remaining: Math.max(0, max - bucket.count),
        resetMs: Math.max(0, bucket.resetAt - t),
        limited: bucket.count > max,
      };
    },
    reset() {
      buckets.clear();
    },
  };
}
