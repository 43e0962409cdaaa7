// Whether a raw-SQL tile can carry an alert (upstream's controller check after the schema):
// the display type must be line, stacked bar or number, and a time-series tile's SQL must bucket by
// the alert's interval — the `intervalSeconds` / `intervalMilliseconds` query parameters, written
// out or produced by one of the interval macros. Number tiles are not bucketed, so they need none.
import { ALERTABLE_DISPLAY_TYPES } from '../dashboards/tile-config.ts';

const TIME_SERIES = ['line', 'stacked_bar'];
const INTERVAL_PARAMS = ['intervalSeconds', 'intervalMilliseconds'];
/** `$__timeInterval(col)`, `$__timeInterval_ms(col)`, `$__interval_s` expand to an interval parameter. */
const INTERVAL_MACRO = /\$__(timeInterval|timeInterval_ms|interval_s)\b/;

/** The 400 message for an alert on this raw-SQL tile config, or undefined when it may carry one. */
export function rawSqlAlertProblem(config: Record<string, unknown>): string | undefined {
  const displayType = String(config.displayType);
  if (!ALERTABLE_DISPLAY_TYPES.includes(displayType)) {
    return 'Alerts on Raw SQL tiles are only supported for Line, Stacked Bar, or Number display types';
  }
  const sql = typeof config.sqlTemplate === 'string' ? config.sqlTemplate : '';
  const hasInterval = INTERVAL_PARAMS.some((p) => sql.includes(p)) || INTERVAL_MACRO.test(sql);
  if (TIME_SERIES.includes(displayType) && !hasInterval) {
    return 'Raw SQL alert query is invalid: SQL used for alerts must include an interval parameter or macro.';
  }
  return undefined;
}
