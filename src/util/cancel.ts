// Cancellation: what a front end does with SIGINT and SIGTERM, and what an operation that must
// not stop half-way (keys.rotate, between its two secret writes) sees of them.
//
// GitHub cancels a step (a manual cancel, a job timeout) by sending SIGINT to its process, then
// SIGTERM 7.5 s later, then killing the process tree 2.5 s after that (docs.github.com, "Workflow
// cancellation"). An operation that takes the cancellation over gets that grace: at the first
// signal it starts no new step and finishes or undoes the one under way; requests still open
// CANCEL_BUDGET_MS after SIGINT (LAST_SIGNAL_BUDGET_MS after SIGTERM) are given up, which leaves
// the rest of the grace for writing the report. Without a taker, a signal ends the process at
// once, as it always did.

/** After the first signal: how long requests may still take (GitHub's SIGTERM follows at 7.5 s). */
export const CANCEL_BUDGET_MS = 6_000;
/** After SIGTERM (or a second signal): GitHub kills 2.5 s later. */
export const LAST_SIGNAL_BUDGET_MS = 1_000;

export interface Cancellation {
  /** Aborted at the first signal: stop waiting, start no new step. */
  readonly signal: AbortSignal;
  /** Aborted when the budget is spent: every request still open is given up. */
  readonly deadline: AbortSignal;
  /** The signal that cancelled the run (`SIGINT`), once one did. */
  readonly reason: string | undefined;
  /**
   * The caller stops by itself from now on (finishing or undoing what is half done, then
   * reporting). Without it a signal ends the process at once.
   */
  takeOver(): void;
}

/** A cancellation nothing ever triggers (tests, in-process runs). */
export const NEVER_CANCELLED: Cancellation = {
  signal: new AbortController().signal,
  deadline: new AbortController().signal,
  reason: undefined,
  takeOver: () => undefined,
};

/** The controllable side, for a front end: `cancel` is called with each signal as it arrives. */
export interface CancellationSource extends Cancellation {
  /** Returns false when nothing took the cancellation over: the caller then ends the process. */
  cancel(reason: string, last: boolean): boolean;
}

export function createCancellation(): CancellationSource {
  const first = new AbortController();
  const end = new AbortController();
  let reason: string | undefined;
  let taken = false;
  let timer: NodeJS.Timeout | undefined;
  let endsAt = Infinity;

  const giveUpIn = (ms: number) => {
    if (Date.now() + ms >= endsAt) return;
    endsAt = Date.now() + ms;
    clearTimeout(timer);
    // unref: a run that finishes within the budget exits without waiting for the timer.
    timer = setTimeout(() => end.abort(new Error(`the run was cancelled (${reason})`)), ms).unref();
  };

  return {
    signal: first.signal,
    deadline: end.signal,
    get reason() {
      return reason;
    },
    takeOver() {
      taken = true;
    },
    cancel(why, last) {
      if (!taken) return false;
      const again = reason !== undefined;
      reason ??= why;
      if (!first.signal.aborted) first.abort(new Error(`the run was cancelled (${why})`));
      giveUpIn(last || again ? LAST_SIGNAL_BUDGET_MS : CANCEL_BUDGET_MS);
      return true;
    },
  };
}

/**
 * A front end's signal handling: SIGINT and SIGTERM go to `source`; when nothing took the
 * cancellation over, the handlers step aside and the signal is raised again, so the process ends
 * the way it would have without them.
 */
export function listenForSignals(source: CancellationSource, proc: NodeJS.Process = process): () => void {
  const on = (sig: 'SIGINT' | 'SIGTERM') => {
    if (source.cancel(sig, sig === 'SIGTERM')) return;
    stop();
    proc.kill(proc.pid, sig);
  };
  const onInt = () => on('SIGINT');
  const onTerm = () => on('SIGTERM');
  const stop = () => {
    proc.off('SIGINT', onInt);
    proc.off('SIGTERM', onTerm);
  };
  proc.on('SIGINT', onInt);
  proc.on('SIGTERM', onTerm);
  return stop;
}

/** Resolves after `ms`, or at once when `signal` aborts (a cancelled run does not sit out a wait). */
export function waitOrCancel(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}
