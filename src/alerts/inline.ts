// Inline alerts (`source: inline`, hyperdx #3010, #3043; docs/alerts.md "Inline alerts"): an alert
// that evaluates its own chart, written as a dashboard tile's `config` — the same dialect, checked by
// the dashboard file's schema (one truth), with `source` and `connection` by name. The server
// answers the chart in that dialect with its defaults filled in, and its list leaves the chart out
// (GET by id). A file states what it cares about: a field of the live chart the file does not state
// is kept (carried into the write, never a change), as every write of this tool keeps what the file
// does not say (issue 31).
import type { ObservabilityClient } from '../api/client.js';
import type { Alert, Connection, Source } from '../api/types.js';
import type { YamlPath } from '../util/yaml.js';

export type Chart = Record<string, unknown>;

const isObject = (v: unknown): v is Chart => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The display types the alert engine evaluates inline (hyperdx #3043's allow-list). */
export const INLINE_DISPLAY_TYPES: readonly string[] = ['line', 'stacked_bar', 'number'];

/**
 * The alerts with each inline one that `wanted` picks read by id for its chart (the list leaves it
 * out, hyperdx #3043), in the list's order; the others as listed.
 */
export async function withCharts(client: ObservabilityClient, alerts: readonly Alert[], wanted: (a: Alert) => boolean = () => true): Promise<Alert[]> {
  return Promise.all(alerts.map((a) => (a.source === 'inline' && a.chartConfig === undefined && wanted(a) ? client.getAlert(a.id) : Promise.resolve(a))));
}

/** What resolving a chart reads: the sources, and the connections a raw SQL chart names. */
export interface ChartLookups {
  sources?: readonly Source[];
  connections?: readonly Connection[];
}

/** Whether a chart names a connection (then `GET /connections` is read). */
export const namesConnection = (chart: Chart): boolean => chart.configType === 'sql' && typeof chart.connection === 'string';

/**
 * The chart as the server takes it: `source` → `sourceId`, `connection` → `connectionId` (a raw SQL
 * chart without one runs on its source's connection). Problems at the key's line.
 */
export function chartBody(chart: Chart, at: YamlPath, lk: ChartLookups, problem: (path: YamlPath, message: string) => void): Chart {
  const { source, connection, ...rest } = chart;
  const out: Chart = { ...rest };
  const src = source === undefined ? undefined : one(lk.sources ?? [], source, [...at, 'source'], 'source', problem);
  if (source !== undefined) out.sourceId = src?.id ?? '';
  if (chart.configType === 'sql') {
    if (typeof connection === 'string') {
      const conn = one(lk.connections ?? [], connection, [...at, 'connection'], 'connection', problem);
      out.connectionId = conn?.id ?? '';
      if (conn && src && src.connection !== conn.id) problem([...at, 'source'], `source "${src.name}" uses another connection than "${conn.name}"`);
    } else if (src) out.connectionId = typeof src.connection === 'string' ? src.connection : '';
  }
  return out;
}

/** The chart as a file writes it (an export): ids → names; a connection that is its source's own is left out. */
export function chartOfServer(config: Chart, lk: ChartLookups): { chart?: Chart; missing?: string } {
  const { sourceId, connectionId, ...rest } = config;
  const idText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
  const out: Chart = { ...rest };
  const src = (lk.sources ?? []).find((s) => s.id === sourceId);
  if (sourceId !== undefined && !src) return { missing: `its chart's source ${idText(sourceId)} no longer exists` };
  if (src) out.source = src.name;
  if (connectionId !== undefined && connectionId !== '' && connectionId !== src?.connection) {
    const conn = (lk.connections ?? []).find((c) => c.id === connectionId);
    if (!conn) return { missing: `its chart's connection ${idText(connectionId)} is not listed` };
    out.connection = conn.name;
  }
  return { chart: out };
}

/**
 * Whether the live chart already says everything `want` says: every key `want` states holds the
 * same value (objects by their own stated keys, lists item by item and of the same length); keys
 * only the live chart has — the server's defaults, a newer server's settings — are not compared.
 */
export function covers(live: unknown, want: unknown): boolean {
  if (Array.isArray(want)) return Array.isArray(live) && live.length === want.length && want.every((w, i) => covers(live[i], w));
  if (isObject(want)) return isObject(live) && Object.entries(want).every(([k, v]) => covers(live[k], v));
  return live === want;
}

/** The chart a write sends: the live one with what the file states over it (lists item by item). */
export function carry(live: unknown, want: unknown): unknown {
  if (Array.isArray(want)) return want.map((w: unknown, i) => (Array.isArray(live) && live.length === want.length ? carry(live[i], w) : w));
  if (isObject(want)) {
    const base = isObject(live) ? live : {};
    return { ...base, ...Object.fromEntries(Object.entries(want).map(([k, v]) => [k, carry(base[k], v)])) };
  }
  return want;
}

function one<T extends { id: string; name: string }>(
  list: readonly T[],
  name: unknown,
  path: YamlPath,
  what: string,
  problem: (path: YamlPath, message: string) => void,
): T | undefined {
  const hits = list.filter((o) => o.name === name);
  if (hits.length === 1) return hits[0];
  const known = list
    .slice(0, 10)
    .map((o) => `"${o.name}"`)
    .join(', ');
  problem(
    path,
    hits.length === 0
      ? `no ${what} named "${String(name)}"${list.length ? ` (known: ${known}${list.length > 10 ? ', …' : ''})` : ' (there are none)'}`
      : `${hits.length} ${what}s are named "${String(name)}" (ids ${hits.map((o) => o.id).join(', ')}); rename one on the server`,
  );
  return undefined;
}
