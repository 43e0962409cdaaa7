import { NEVER_CANCELLED, waitOrCancel } from '../util/cancel.js';
import type { RateLimit } from './editions.js';

/** What a response said about the server's rate-limit window (fixed windows on both editions). */
export interface RateLimitHint {
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  /** The header that gave the reset, as the server sent it (`RateLimit-Reset: 60`), for a message. */
  said?: string;
}

/** A wait the server asked for: how long, and the header that said so. */
export interface ServerWait {
  seconds: number;
  said: string;
}

/**
 * The longest wait for a rate limit a run accepts: the longer of the rate-limit window (the
 * edition's documented one, or `rate-limit`) and 4 × `timeout-seconds` — as long as the PR comment
 * phase may take. A real server's reset is never longer than its window (60 s self-hosted, 10 s
 * managed); a reset of a day (a careless gateway, an epoch sent as seconds) would otherwise hold the
 * job until the runner kills it. Whoever expects longer windows says so in `rate-limit`.
 */
export function longestWaitMs(limit: RateLimit, timeoutMs: number): number {
  return Math.max(limit.windowMs, 4 * timeoutMs);
}

/** Thrown by `acquire` when the wait for the next slot is longer than the pacer's longest. */
export class WaitTooLong extends Error {
  readonly wait: ServerWait;

  constructor(wait: ServerWait) {
    super(`the server asks to wait ${wait.seconds} s (${wait.said})`);
    this.wait = wait;
  }
}

/**
 * Keeps requests under the per-key limit. Once the server has reported its window (remaining +
 * reset), that is the authority: we spend what is left, wait for the reset, and start the next
 * window with a full budget — the floor for a fixed window. Against servers that send no hints
 * a sliding window of the configured limit is used, which can never exceed a fixed window. No wait
 * is longer than `longestMs`: a reset further away fails every request that would wait for it.
 */
export class Pacer {
  private readonly limit: RateLimit;
  private readonly now: () => number;
  private readonly longestMs: number;
  private readonly sent: number[] = [];
  private hinted = false;
  private remaining = 0;
  private resetAt = 0;
  /** What the server said of the window that ends at `resetAt`. */
  private said = '';
  private inflight = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(limit: RateLimit, now: () => number = Date.now, longestMs = Infinity) {
    this.limit = limit;
    this.now = now;
    this.longestMs = longestMs;
  }

  /**
   * Resolves when one more request may be sent; callers are served in order. Rejects with
   * WaitTooLong when the server's reset is further away than the longest wait, and with the
   * deadline's reason when `deadline` aborts during a wait.
   */
  acquire(deadline?: AbortSignal): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot(deadline));
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
    if (!sameWindow || resetAt > this.resetAt) this.said = hint.said ?? `a reset in ${hint.resetSeconds} s`;
    this.resetAt = sameWindow ? Math.max(this.resetAt, resetAt) : resetAt;
    this.hinted = true;
  }

  /** After a 429: nothing is left until the reset the server gave. */
  exhausted(resetSeconds: number, said = `a reset in ${resetSeconds} s`): void {
    this.hinted = true;
    this.remaining = 0;
    this.resetAt = this.now() + resetSeconds * 1000;
    this.said = said;
  }

  private async waitForSlot(deadline: AbortSignal | undefined): Promise<void> {
    for (;;) {
      const now = this.now();
      let wait: number;
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
        if (this.resetAt - now > this.longestMs) throw new WaitTooLong({ seconds: (this.resetAt - now) / 1000, said: this.said });
        wait = this.resetAt - now + 25;
      } else {
        while ((this.sent[0] ?? Infinity) <= now - this.limit.windowMs) this.sent.shift();
        const oldest = this.sent[0];
        if (oldest === undefined || this.sent.length < this.limit.requests) {
          this.take(now);
          return;
        }
        wait = oldest + this.limit.windowMs - now + 1;
      }
      await waitOrCancel(Math.max(1, wait), deadline ?? NEVER_CANCELLED.deadline);
      deadline?.throwIfAborted();
    }
  }

  private take(now: number): void {
    this.inflight++;
    this.sent.push(now);
    if (this.sent.length > this.limit.requests) this.sent.shift();
  }
}
