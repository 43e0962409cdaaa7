// The server's own check of an alert on a raw SQL tile (docs/contract.md §8.1): a time-series tile
// (line, stacked bar) must bucket by the alert's interval, through a query parameter or a macro
// that expands to one. The server looks for the parameter's name anywhere in the expanded SQL, so
// any mention of it passes; a number tile needs none.
import type { Tile } from '../api/types.js';

/** `{intervalSeconds:Int64}` / `{intervalMilliseconds:Int64}`, or a macro that expands to one. */
const INTERVAL = /intervalSeconds|intervalMilliseconds|\$__(?:timeInterval|timeInterval_ms|interval_s)\b/;

/** Why the server refuses an alert on this tile ("Raw SQL alert query is invalid: …"), or undefined. */
export function rawSqlAlertProblem(tile: Pick<Tile, 'name' | 'config'>): string | undefined {
  const config = tile.config ?? {};
  if (config.configType !== 'sql') return undefined;
  const type = config.displayType;
  if (type !== 'line' && type !== 'stacked_bar') return undefined;
  const sql = typeof config.sqlTemplate === 'string' ? config.sqlTemplate : '';
  if (INTERVAL.test(sql)) return undefined;
  return (
    `tile "${tile.name}" is a raw SQL ${type} tile whose SQL has no interval: the server refuses alerts on it ` +
    '("SQL used for alerts must include an interval parameter or macro"). Bucket by `$__timeInterval(<time column>)`, ' +
    '`$__timeInterval_ms(<time column>)`, `$__interval_s`, `{intervalSeconds:Int64}` or `{intervalMilliseconds:Int64}`'
  );
}
