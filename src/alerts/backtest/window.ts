import { parseDuration } from '../../util/duration.js';

/** `backtest-window`: the replayed range as written ("7d") and in ms, or off. */
export type BacktestWindow = { text: string; ms: number } | 'off';

export const DEFAULT_BACKTEST_WINDOW = '7d';
const MIN_MS = 3_600_000;
const MAX_MS = 30 * 86_400_000;

/** The window, or why it is not one (for an error naming the input). */
export function parseBacktestWindow(text: string): BacktestWindow | { problem: string } {
  const t = text.trim() || DEFAULT_BACKTEST_WINDOW;
  if (t === 'off') return 'off';
  const ms = parseDuration(t);
  if (ms === undefined) return { problem: `"${t}" is not a duration (e.g. 12h, 7d) or \`off\`` };
  if (ms < MIN_MS || ms > MAX_MS) return { problem: `${t} is outside 1h … 30d` };
  return { text: t, ms };
}
