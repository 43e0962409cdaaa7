// Cancellation (src/util/cancel.ts): a signal with nothing taking it over ends the process as
// before; once taken over, the first signal stops new work and the budget bounds what is left.
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { CANCEL_BUDGET_MS, createCancellation, LAST_SIGNAL_BUDGET_MS, listenForSignals, waitOrCancel } from '../../src/util/cancel.ts';

/** A process stand-in: signals are events, `kill` records what would have been raised again. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const raised: string[] = [];
  const proc = Object.assign(emitter, { pid: 4242, kill: (_pid: number, sig: string) => void raised.push(sig) });
  return { proc: proc as unknown as NodeJS.Process, emitter, raised };
}

describe('cancellation', () => {
  it('not taken over: the handlers step aside and the signal is raised again (the process ends as it always did)', () => {
    const { proc, emitter, raised } = fakeProcess();
    listenForSignals(createCancellation(), proc);
    emitter.emit('SIGINT');
    expect(raised).toEqual(['SIGINT']);
    expect(emitter.listenerCount('SIGINT') + emitter.listenerCount('SIGTERM')).toBe(0);
  });

  it('taken over: SIGINT aborts `signal` and gives requests CANCEL_BUDGET_MS; SIGTERM cuts the rest to LAST_SIGNAL_BUDGET_MS', async () => {
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
    const t0 = Date.now();
    emitter.emit('SIGTERM');
    await new Promise((done) => c.deadline.addEventListener('abort', done));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(LAST_SIGNAL_BUDGET_MS - 50);
    expect(Date.now() - t0).toBeLessThan(2_500); // GitHub kills 2.5 s after SIGTERM
    expect(c.reason).toBe('SIGINT');
  });

  it('waitOrCancel returns at once when cancelled', async () => {
    const ctl = new AbortController();
    const t0 = Date.now();
    setTimeout(() => ctl.abort(), 20);
    await waitOrCancel(10_000, ctl.signal);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });
});
