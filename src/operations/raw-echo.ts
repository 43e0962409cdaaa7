// "Nothing silently dropped" for the raw writes (dashboards / alerts create and update): the body is
// the user's, sent as written, and the server drops what its schema does not know (docs/contract.md
// §4.2). The answer is read the way the sync features read one (their canonical forms fold the
// server's defaults away) and only what the body set is compared: a PUT keeps what it was not sent.
import { echoOf } from '../alerts/echo.js';
import type { Alert, AlertInput } from '../api/types.js';
import { canonDashboard, jsonDiff } from '../dashboards/canon.js';
import { echoField } from '../util/echo.js';

type Body = Record<string, unknown>;

/** Each field the answer holds differently from the body, as "`field` (sent …, stored …)". */
export function rawEcho(resource: 'dashboards' | 'alerts', body: Body, answer: Body | undefined): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const show = (field: string, sent: unknown, stored: unknown) => echoField(field, sent ?? null, stored ?? null);
  if (resource === 'dashboards') {
    // The legacy `series` tile form is converted to `config` by the server: nothing to compare it with.
    if (!Array.isArray(answer.tiles) || (Array.isArray(body.tiles) && body.tiles.some((t) => t && typeof t === 'object' && 'series' in t))) return [];
    return jsonDiff(canonDashboard(answer), canonDashboard(body))
      .filter((d) => (d.field.split(/[.[]/)[0] ?? '') in body)
      .map((d) => show(d.field, d.to, d.from));
  }
  const sentKey = (field: string): boolean => (field === 'channels' ? 'channels' in body || 'channel' in body : field in body);
  return (echoOf(body as unknown as AlertInput, answer as unknown as Alert) ?? []).filter((d) => sentKey(d.field)).map((d) => show(d.field, d.from, d.to));
}
