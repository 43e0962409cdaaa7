// The query limiter of charts.check (p-limit): checks wait between attempts without a slot and
// come back for one later, so newcomers regularly arrive while others are queued. The hand-made
// limiter it replaced let such a newcomer take a freed slot ahead of the waiter it had woken:
// limit(2) reached 3 in flight. These hold the property the checks rely on.
import limit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { mapSettled } from '../../src/util/pool.ts';

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('query limiter', () => {
  it('never has more than n in flight when a newcomer arrives as a slot frees', async () => {
    const slot = limit(2);
    let inFlight = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      slot(async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise<void>((r) => releases.push(r));
        inFlight--;
      });

    const all = [task(), task(), task()]; // two run, one waits
    await tick();
    expect(inFlight).toBe(2);
    // A slot frees, and in the same turn a check back from its wait asks for one.
    releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    all.push(task(), task());
    await tick();
    expect(peak).toBeLessThanOrEqual(2);
    while (releases.length) {
      releases.shift()?.();
      await tick();
    }
    await Promise.all(all);
    expect(peak).toBe(2);
  });

  it('serves waiters in order before newcomers', async () => {
    const slot = limit(1);
    const order: string[] = [];
    const releases: Array<() => void> = [];
    const task = (name: string) =>
      slot(async () => {
        order.push(name);
        await new Promise<void>((r) => releases.push(r));
      });
    const all = [task('a'), task('b')];
    await tick();
    releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    all.push(task('c'));
    for (let i = 0; i < 5; i++) {
      await tick();
      releases.shift()?.();
    }
    await Promise.all(all);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

describe('mapSettled', () => {
  it('keeps input order, settles every item and never exceeds the limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const settled = await mapSettled([30, 5, 20, 1, 10], 2, async (ms, i) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, ms));
      inFlight--;
      if (i === 2) throw new Error('third fails');
      return ms * 2;
    });
    expect(peak).toBe(2);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([60, 10, 'third fails', 2, 20]);
  });
});
