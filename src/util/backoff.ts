// The one retry backoff, for every client that retries (the API client, GitHub's): exponential
// from 250 ms, doubled per attempt and capped, with jitter so that jobs failing together do not
// retry together.

/** The longest a retry waits: the backoff's cap, and the longest `retry-after` a client waits out. */
export const MAX_RETRY_WAIT_MS = 65_000;
const FIRST_MS = 250;

/** The wait before retry number `attempt + 1` (attempt 0: after the first failure): ½–1 × 250 ms × 2^attempt. */
export function backoffMs(attempt: number): number {
  const base = Math.min(MAX_RETRY_WAIT_MS, FIRST_MS * 2 ** attempt);
  return Math.round(base / 2 + Math.random() * (base / 2));
}
