import { sleep } from '../util/backoff.js';
import type { RateLimit } from './editions.js';

/** What a response said about the server's rate-limit window (fixed windows on both editions). */
export interface RateLimitHint {
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Keeps requests under the per-key limit. Once the server has reported its window (remaining +
 * reset), that is the authority: we spend what is left, wait for the reset, and start the next
 * window with a full budget — the floor for a fixed window. Against servers that send no hints
 * a sliding window of the configured limit is used, which can never exceed a fixed window.
 */
export class Pacer {
  private readonly limit: RateLimit;
  private readonly now: () => number;
  private readonly sent: number[] = [];
  private hinted = false;
  private remaining = 0;
  private resetAt = 0;
  private inflight = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(limit: RateLimit, now: () => number = Date.now) {
    this.limit = limit;
    this.now = now;
  }

  /** Resolves when one more request may be sent; callers are served in order. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Called once per acquired slot when its answer (or failure) is in. */
  release(hint: RateLimitHint | undefined): void {
    this.inflight--;
    if (!hint) return;
    const resetAt = this.now() + hint.resetSeconds * 1000;
    // Requests still in flight may not be counted in this answer yet.
    // The configured limit caps every window, so a lower override (a key shared by jobs) holds.
    const left = Math.min(this.limit.requests, Math.max(0, hint.remaining - this.inflight));
    const sameWindow = this.hinted && Math.abs(resetAt - this.resetAt) < 1500;
    this.remaining = sameWindow ? Math.min(this.remaining, left) : left;
    this.resetAt = sameWindow ? Math.max(this.resetAt, resetAt) : resetAt;
    this.hinted = true;
  }

  /** After a 429: nothing is left until the reset the server gave. */
  exhausted(resetSeconds: number): void {
    this.hinted = true;
    this.remaining = 0;
    this.resetAt = this.now() + resetSeconds * 1000;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const now = this.now();
      if (this.hinted) {
        if (now >= this.resetAt) {
          // A new window: full budget until its first answer tells us otherwise.
          this.remaining = this.limit.requests;
          this.resetAt = now + this.limit.windowMs;
        }
        if (this.remaining > 0) {
          this.remaining--;
          this.take(now);
          return;
        }
        await sleep(Math.max(1, this.resetAt - now + 25));
        continue;
      }
      while ((this.sent[0] ?? Infinity) <= now - this.limit.windowMs) this.sent.shift();
      const oldest = this.sent[0];
      if (oldest === undefined || this.sent.length < this.limit.requests) {
        this.take(now);
        return;
      }
      await sleep(Math.max(1, oldest + this.limit.windowMs - now + 1));
    }
  }

  private take(now: number): void {
    this.inflight++;
    this.sent.push(now);
    if (this.sent.length > this.limit.requests) this.sent.shift();
  }
}
