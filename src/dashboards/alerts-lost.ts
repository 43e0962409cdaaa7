import { ALERTABLE_DISPLAY_TYPES, type Alert, type Dashboard } from '../api/types.js';

/** A tile alert a planned dashboard write makes the server delete. */
export interface LostAlert {
  id: string;
  name: string;
  /** Whose it is: a scope, "unmarked", or whatever the caller's owner function says. */
  owner: string;
  tile: string;
  reason: 'tile removed' | `tile becomes a ${string}` | 'dashboard deleted' | 'dangling';
}

/**
 * The alerts a write of live dashboard `live` deletes (docs/contract.md §7.2, §8.1; design §8):
 * after a PUT the server deletes the alerts of tiles whose id is no longer there and of tiles
 * that can no longer carry alerts — judged on the new config; a DELETE deletes all of them.
 * Alerts whose tile the GET does not show (a PromQL tile, or one long gone) are "dangling": the
 * API cannot tell which, so they are counted as possibly deleted.
 *
 * `kept`: tile id → the desired display type, for the live tiles the write keeps; undefined for a DELETE.
 */
export function lostAlerts(
  live: Dashboard,
  kept: ReadonlyMap<string, unknown> | undefined,
  alerts: readonly Alert[],
  ownerOf: (a: Alert) => string,
): LostAlert[] {
  const shown = new Map(live.tiles.map((t) => [t.id, t.name]));
  const out: LostAlert[] = [];
  for (const a of alerts) {
    if (a.source !== 'tile' || a.dashboardId !== live.id || typeof a.tileId !== 'string') continue;
    const base = { id: a.id, name: typeof a.name === 'string' && a.name ? a.name : a.id, owner: ownerOf(a), tile: shown.get(a.tileId) ?? a.tileId };
    if (!kept) out.push({ ...base, reason: 'dashboard deleted' });
    else if (!shown.has(a.tileId)) out.push({ ...base, reason: 'dangling' });
    else if (!kept.has(a.tileId)) out.push({ ...base, reason: 'tile removed' });
    else {
      const type = String(kept.get(a.tileId));
      if (!ALERTABLE_DISPLAY_TYPES.includes(type)) out.push({ ...base, reason: `tile becomes a ${type}` });
    }
  }
  return out;
}

/**
 * Whether a write can lose an alert at all: it removes a live tile or turns an alert-capable one
 * into one that is not. Only then is the alerts list read (the request floor, design §8).
 */
export function canLoseAlerts(live: Dashboard, kept: ReadonlyMap<string, unknown> | undefined): boolean {
  if (!kept) return true;
  return live.tiles.some((t) => {
    if (!kept.has(t.id)) return true;
    const was = t.config?.displayType;
    return ALERTABLE_DISPLAY_TYPES.includes(String(was)) && !ALERTABLE_DISPLAY_TYPES.includes(String(kept.get(t.id)));
  });
}
