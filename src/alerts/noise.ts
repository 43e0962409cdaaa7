// The noise guard (`backtest-max-firings`): the alerts kind's own refusal of a plan whose created
// or changed alerts would have fired too often in their backtest (src/alerts/kind.ts).
import { actionNamer, msg, named, type InputNamer } from '../util/input-error.js';
import type { BacktestRun, BacktestSettings } from './backtest/run.js';

/** Noisy alerts the noise guard's refusal names; the rest are counted. */
export const NOISY_NAMED = 5;

/** The noise guard's refusal (`backtest-max-firings`), in the words of this front end. */
export function noiseRefusal(run: BacktestRun, settings: BacktestSettings, nameInput: InputNamer | undefined): string | undefined {
  if (settings.maxFirings === undefined || (!run.noisy && !run.unjudged)) return undefined;
  const sentences: string[] = [];
  if (run.noisy) {
    const window = settings.window === 'off' ? '' : ` in the last ${settings.window.text}`;
    sentences.push(
      msg`Backtest: ${firstFew(run.noisy)}${window}, more than ${named('backtest-max-firings')} (${settings.maxFirings}); nothing was sent. Raise the threshold, or the limit if this is intended.`.render(
        nameInput ?? actionNamer,
      ),
    );
  }
  if (run.unjudged) {
    sentences.push(
      msg`Backtest: the series query of ${firstFew(run.unjudged)} failed, so ${named('backtest-max-firings')} cannot judge it; nothing was sent. Re-run, or leave the limit empty to apply without the gate.`.render(
        nameInput ?? actionNamer,
      ),
    );
  }
  return sentences.join(' ');
}

/** The first few, then a count (as a file's problems are said): the plan's backtest lines show every alert. */
function firstFew(items: readonly string[]): string {
  const listed = items.slice(0, NOISY_NAMED).join('; ');
  return items.length > NOISY_NAMED ? `${listed} (and ${items.length - NOISY_NAMED} more alerts)` : listed;
}
