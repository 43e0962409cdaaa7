import { describe, expect, it } from 'vitest';
import { longestWaitMs, Pacer, WaitTooLong } from '../../src/api/pacer.js';

/** A pacer on a fake clock: sleeps are real but tiny, time is what the test says. */
function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function grants(pacer: Pacer, tries: number, waitMs = 20): Promise<number> {
  let granted = 0;
  const pending = Array.from({ length: tries }, () => pacer.acquire().then(() => granted++));
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, waitMs))]);
  return granted;
}

describe('Pacer', () => {
  it('without server hints allows the configured number per sliding window', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 3, windowMs: 1000 }, c.now);
    expect(await grants(pacer, 5)).toBe(3);
  });

  it('spends exactly what the server says is left, then waits for its reset', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 100, windowMs: 60_000 }, c.now);
    await pacer.acquire();
    pacer.release({ remaining: 2, resetSeconds: 30 });
    expect(await grants(pacer, 5)).toBe(2);
  });

  it('a lower configured limit caps a window the server would allow more of', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 2, windowMs: 10_000 }, c.now);
    await pacer.acquire();
    pacer.release({ remaining: 50, resetSeconds: 5 });
    expect(await grants(pacer, 5)).toBe(2);
  });

  it('counts requests still in flight against what an answer reports', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 10, windowMs: 10_000 }, c.now);
    await pacer.acquire();
    await pacer.acquire(); // second request in flight when the first answer arrives
    pacer.release({ remaining: 2, resetSeconds: 5 });
    expect(await grants(pacer, 5)).toBe(1);
  });

  it('after a 429 sends nothing until the reset', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 10, windowMs: 10_000 }, c.now);
    await pacer.acquire();
    pacer.release(undefined);
    pacer.exhausted(0.05);
    expect(await grants(pacer, 1, 10)).toBe(0);
    c.advance(100);
    expect(await grants(pacer, 1, 100)).toBe(1);
  });

  it('refuses a wait longer than its longest, naming what the server said, for every caller after it', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 10, windowMs: 60_000 }, c.now, 120_000);
    await pacer.acquire();
    pacer.release({ remaining: 0, resetSeconds: 86_400, said: 'RateLimit-Reset: 86400' });
    const refused = await pacer.acquire().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WaitTooLong);
    expect((refused as WaitTooLong).wait).toEqual({ seconds: 86_400, said: 'RateLimit-Reset: 86400' });
    await expect(pacer.acquire()).rejects.toBeInstanceOf(WaitTooLong);
    // Once the reset has passed, requests go out again.
    c.advance(86_400_000);
    expect(await grants(pacer, 1)).toBe(1);
  });

  it('waits out a reset up to its longest', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 10, windowMs: 60_000 }, c.now, 120_000);
    await pacer.acquire();
    pacer.exhausted(120, 'Retry-After: 120');
    expect(await grants(pacer, 1, 20)).toBe(0); // waiting, not refused
  });

  it('a wait ends when the run’s deadline aborts', async () => {
    const c = clock();
    const pacer = new Pacer({ requests: 10, windowMs: 60_000 }, c.now, 120_000);
    await pacer.acquire();
    pacer.exhausted(60);
    const deadline = new AbortController();
    const waiting = pacer.acquire(deadline.signal);
    deadline.abort(new Error('the run was cancelled (SIGINT)'));
    await expect(waiting).rejects.toThrow('the run was cancelled (SIGINT)');
  });

  it('the longest wait is the longer of the window and 4 × the request timeout', () => {
    expect(longestWaitMs({ requests: 100, windowMs: 60_000 }, 30_000)).toBe(120_000);
    expect(longestWaitMs({ requests: 10, windowMs: 10_000 }, 1_000)).toBe(10_000);
    expect(longestWaitMs({ requests: 1000, windowMs: 3_600_000 }, 30_000)).toBe(3_600_000);
  });
});
