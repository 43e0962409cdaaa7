import {
  ALERTABLE_DISPLAY_TYPES,
  type Alert,
  type Connection,
  type Dashboard,
  type Edition,
  type SavedSearch,
  type Source,
  type Tile,
  type Webhook,
} from '../api/types.js';
import { chartBody, namesConnection } from './inline.js';
import type { AlertFile, AlertSpec } from './file.js';
import type { YamlPath } from '../util/yaml.js';
import { isRangeThreshold } from './fields.js';
import { isoOrNull } from './normalize.js';
import { rawSqlAlertProblem } from './raw-sql.js';
import { KEPT_FIELDS, type DesiredAlert } from './model.js';

/** What the lists returned; a list is undefined when the files did not need it. */
export interface Lookups {
  dashboards?: Dashboard[];
  webhooks?: Webhook[];
  savedSearches?: SavedSearch[];
  /** An inline alert's chart names a source, and a raw SQL one may name a connection. */
  sources?: Source[];
  connections?: Connection[];
  /** The server keeps one channel per alert (api < 2.36 answers `channel` without `channels`). */
  singleChannel?: boolean;
}

/**
 * Whether the server keeps one notification channel per alert: one whose answers hold `channel`
 * without `channels` (self-hosted before api 2.36, the managed API of August), or a managed one
 * whose answers have not shown `channels` yet (with no alert to read, the managed edition is taken
 * to be August's: a second channel is refused at its line rather than by the gateway at apply).
 */
export function singleChannelServer(edition: Edition, alerts: readonly Alert[]): boolean {
  if (alerts.some((a) => a.channel !== undefined && a.channels === undefined)) return true;
  return edition === 'managed' && !alerts.some((a) => Array.isArray(a.channels));
}

/** Which lists the files need, so nothing is fetched for nothing. */
export function neededLists(files: readonly AlertFile[]): {
  dashboards: boolean;
  webhooks: boolean;
  savedSearches: boolean;
  sources: boolean;
  connections: boolean;
} {
  const all = files.flatMap((f) => f.alerts);
  return {
    dashboards: all.some((a) => a.source === 'tile'),
    webhooks: all.some((a) => a.channels.length > 0),
    savedSearches: all.some((a) => a.source === 'saved_search'),
    sources: all.some((a) => a.source === 'inline'),
    connections: all.some((a) => a.chart !== undefined && namesConnection(a.chart)),
  };
}

/** Resolves names to ids; problems (nothing or several matches) are recorded in the file's yaml. */
export function resolveFile(file: AlertFile, lk: Lookups): DesiredAlert[] {
  const out: DesiredAlert[] = [];
  for (const spec of file.alerts) {
    const before = file.yaml.problems.length;
    const problem = (path: YamlPath, msg: string): void => file.yaml.problem(path, msg);
    let dashboardId: string | null = null;
    let tileId: string | null = null;
    let savedSearchId: string | null = null;
    let chartConfig: Record<string, unknown> | null = null;
    let target = '';
    let tileName: string | undefined;
    let refusal: DesiredAlert['refusal'];

    if (spec.source === 'tile') {
      const dash = pick(lk.dashboards ?? [], spec.dashboard, spec.dashboardId, 'dashboard', spec, problem);
      if (dash) {
        dashboardId = dash.id;
        const tile = pick(Array.isArray(dash.tiles) ? dash.tiles : [], spec.tile, spec.tileId, 'tile', spec, problem, ` on dashboard "${dash.name}"`);
        if (tile) {
          tileId = tile.id;
          tileName = spec.tile !== undefined ? tile.name : undefined;
          const type = displayType(tile);
          if (type && !ALERTABLE_DISPLAY_TYPES.includes(type)) {
            problem(
              spec.at(spec.tile !== undefined ? 'tile' : 'tileId'),
              `tile "${tile.name}" is a ${type} tile; alerts evaluate only ${ALERTABLE_DISPLAY_TYPES.join(', ')} tiles`,
            );
          }
          // Against the tile as the run leaves it: in a run with the dashboard file, settled before
          // the first write (the server refuses the alert only after the dashboard was written).
          const sqlProblem = rawSqlAlertProblem(tile);
          if (sqlProblem) refusal = { key: spec.tile !== undefined ? 'tile' : 'tileId', message: sqlProblem };
          target = `${dash.name} / ${tile.name}`;
        }
      }
    } else if (spec.source === 'inline') {
      const chart = spec.chart ?? {};
      chartConfig = chartBody(chart, spec.at('chart'), lk, problem);
      target = `inline ${String(chart.displayType)} chart${typeof chart.source === 'string' ? ` of ${chart.source}` : ''}`;
    } else {
      const s = pick(lk.savedSearches ?? [], spec.savedSearch, spec.savedSearchId, 'savedSearch', spec, problem);
      if (s) {
        savedSearchId = s.id;
        target = `saved search: ${s.name}`;
      }
    }

    const channels: string[] = [];
    for (const ch of spec.channels) {
      const hooks = lk.webhooks ?? [];
      const hit = ch.webhookId !== undefined ? hooks.filter((w) => w.id === ch.webhookId) : hooks.filter((w) => w.name === ch.webhook);
      const what = ch.webhookId !== undefined ? `id ${ch.webhookId}` : `named "${ch.webhook}"`;
      const [only] = hit;
      if (!only) problem(ch.path, `no webhook ${what}${known(hooks.map((w) => w.name))}`);
      else if (hit.length > 1)
        problem(ch.path, `${hit.length} webhooks are named "${ch.webhook}" (${hit.map((w) => `${w.service} ${w.id}`).join(', ')}); use \`webhookId\``);
      else if (channels.includes(only.id)) problem(ch.path, 'duplicate notification channel (same webhook twice)');
      else channels.push(only.id);
    }
    // Such a server would keep the first and drop the rest, and every later plan would update it.
    const second = spec.channels[1];
    if (lk.singleChannel && second) {
      problem(
        second.path,
        'this server keeps one notification channel per alert (HyperDX before api 2.36, the managed API of August, and a managed service with no alert answering `channels` yet); list one',
      );
    }

    if (file.yaml.problems.length > before) continue;
    out.push({
      file: file.file,
      scope: file.scope,
      name: spec.name,
      adopt: spec.adopt,
      target,
      tileName,
      spec,
      want: {
        name: spec.name,
        source: spec.source,
        dashboardId,
        tileId,
        savedSearchId,
        groupBy: spec.groupBy ?? null,
        chartConfig,
        threshold: spec.threshold,
        thresholdMax: isRangeThreshold(spec.thresholdType) ? (spec.thresholdMax ?? null) : null,
        thresholdType: spec.thresholdType,
        interval: spec.interval,
        scheduleOffsetMinutes: spec.scheduleOffsetMinutes ?? 0,
        scheduleStartAt: isoOrNull(spec.scheduleStartAt),
        channels,
        message: spec.message ?? null,
        note: spec.note ?? null,
        numConsecutiveWindows: spec.numConsecutiveWindows ?? null,
        displayName: spec.displayName ?? null,
        tags: spec.tags ? [...new Set(spec.tags)].sort() : null,
        detectionMode: spec.detectionMode ?? null,
        anomalyConfig: spec.anomalyConfig ?? null,
      },
      keep: new Set(KEPT_FIELDS.filter((f) => spec[f] === undefined)),
      ...(refusal ? { refusal } : {}),
    });
  }
  return out;
}

export function displayType(tile: Tile): string | undefined {
  const t = tile.config?.displayType;
  return typeof t === 'string' ? t : undefined;
}

/** Exactly one object by name or by id, or a located problem. */
function pick<T extends { id: string; name: string }>(
  list: T[],
  name: string | undefined,
  id: string | undefined,
  key: 'dashboard' | 'tile' | 'savedSearch',
  spec: AlertSpec,
  problem: (path: YamlPath, msg: string) => void,
  where = '',
): T | undefined {
  const label = key === 'savedSearch' ? 'saved search' : key;
  if (id !== undefined) {
    const hit = list.find((o) => o.id === id);
    if (!hit) problem(spec.at(`${key}Id`), `no ${label} with id ${id}${where}`);
    return hit;
  }
  const hits = list.filter((o) => o.name === name);
  if (hits.length === 1) return hits[0];
  if (hits.length === 0) problem(spec.at(key), `no ${label} named "${name}"${where}${known(list.map((o) => o.name))}`);
  else problem(spec.at(key), `${hits.length} ${label}s are named "${name}"${where} (ids ${hits.map((o) => o.id).join(', ')}); use \`${key}Id\``);
  return undefined;
}

function known(names: string[]): string {
  if (names.length === 0) return ' (there are none)';
  const shown = names
    .slice(0, 10)
    .map((n) => `"${n}"`)
    .join(', ');
  return ` (known: ${shown}${names.length > 10 ? `, … ${names.length - 10} more` : ''})`;
}
