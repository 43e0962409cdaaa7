// Cancellation (src/util/cancel.ts): a signal with nothing taking it over ends the process as
// before; once taken over, the first signal stops new work and the budget bounds what is left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { CANCEL_BUDGET_MS, createCancellation, LAST_SIGNAL_BUDGET_MS, listenForSignals, waitOrCancel } from '../../src/util/cancel.ts';

/** A process stand-in: signals are events, `kill` records what would have been raised again. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const raised: string[] = [];
  const proc = Object.assign(emitter, { pid: 4242, kill: (_pid: number, sig: string) => void raised.push(sig) });
  return { proc: proc as unknown as NodeJS.Process, emitter, raised };
}

// The budgets are timers: a fake clock measures them exactly, where a wall clock on a loaded
// machine (2 cores, the suite in parallel) could stall past a "< 2.5 s" bound and fail by chance.
afterEach(() => {
  vi.useRealTimers();
});

describe('cancellation', () => {
  it('not taken over: the handlers step aside and the signal is raised again (the process ends as it always did)', () => {
    const { proc, emitter, raised } = fakeProcess();
    listenForSignals(createCancellation(), proc);
    emitter.emit('SIGINT');
    expect(raised).toEqual(['SIGINT']);
    expect(emitter.listenerCount('SIGINT') + emitter.listenerCount('SIGTERM')).toBe(0);
  });

  it('taken over: SIGINT aborts `signal` and gives requests CANCEL_BUDGET_MS; SIGTERM cuts the rest to LAST_SIGNAL_BUDGET_MS', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { proc, emitter, raised } = fakeProcess();
    const c = createCancellation();
    listenForSignals(c, proc);
    c.takeOver();
    emitter.emit('SIGINT');
    expect(raised).toEqual([]);
    expect(c.reason).toBe('SIGINT');
    expect(c.signal.aborted).toBe(true);
    expect(c.deadline.aborted).toBe(false);
    expect(CANCEL_BUDGET_MS + 1_500).toBeLessThanOrEqual(7_500); // GitHub's SIGTERM comes 7.5 s after SIGINT
    expect(LAST_SIGNAL_BUDGET_MS).toBeLessThan(2_500); // GitHub kills 2.5 s after SIGTERM
    vi.advanceTimersByTime(2_000); // well inside the SIGINT budget
    emitter.emit('SIGTERM');
    vi.advanceTimersByTime(LAST_SIGNAL_BUDGET_MS - 1);
    expect(c.deadline.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(c.deadline.aborted).toBe(true); // LAST_SIGNAL_BUDGET_MS after SIGTERM, not CANCEL_BUDGET_MS after SIGINT
    expect(c.reason).toBe('SIGINT');
  });

  it('waitOrCancel returns at once when cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctl = new AbortController();
    let over = false;
    const waiting = waitOrCancel(10_000, ctl.signal).then(() => (over = true));
    await vi.advanceTimersByTimeAsync(20);
    expect(over).toBe(false);
    ctl.abort();
    await waiting;
    expect(over).toBe(true);
    expect(vi.getTimerCount()).toBe(0); // and its 10 s timer is gone, not left to hold the process
  });
});
