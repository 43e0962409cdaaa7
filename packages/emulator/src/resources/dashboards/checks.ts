// The server's checks of a parsed dashboard body against the team (docs/contract.md §7.1 "cross checks"),
// after the schema and before anything is written: first failure wins, one 400 `{message}` (on
// validate: `{path: "", message}`). On PUT, the heatmap and formula source checks only look at
// tiles whose relevant settings changed, so an edit elsewhere is not blocked by a source whose
// kind changed after the tile was accepted.
import { isDeepStrictEqual } from 'node:util';
import type { Filter, ParsedTile } from './body.ts';
import type { TileRecord } from '../../core/state/records.ts';
import type { TeamState } from '../../core/state/team.ts';
import { isRecord } from '../../core/validate.ts';

const HEATMAP_SOURCE_KINDS = ['trace'];
const FORMULA_SOURCE_KINDS = ['metric', 'log', 'trace'];
const SEARCH_TARGET_KINDS = ['log', 'trace'];

type Config = Record<string, unknown>;

const isSql = (config: Config) => config.configType === 'sql';
const isBuilder = (config: Config) => config.configType !== 'sql' && config.configType !== 'promql';
const hasFormulas = (config: Config) => Array.isArray(config.formulas) && config.formulas.length > 0;

/** A table tile's link-out target id for `type` (`search` → a source, `dashboard` → a dashboard). */
function linkTarget(tile: ParsedTile, type: 'search' | 'dashboard'): string | undefined {
  const onClick = tile.series ? undefined : tile.config.onClick;
  if (!isRecord(onClick) || onClick.type !== type || !isRecord(onClick.target) || onClick.target.mode !== 'id') return undefined;
  return String(onClick.target.id);
}

/** Check 1: every tile's `containerId` / `tabId` resolves (each problem, joined). */
function containerRefProblems(tiles: ParsedTile[], containers: ReadonlyArray<Record<string, unknown>>): string[] {
  const byId = new Map(containers.map((k) => [k.id, k]));
  const problems: string[] = [];
  tiles.forEach((t, i) => {
    if (t.containerId !== undefined && !byId.has(t.containerId)) {
      problems.push(`tiles.${i}.containerId: Tile references unknown containerId "${t.containerId}"`);
    }
    if (t.tabId === undefined) return;
    if (t.containerId === undefined) return void problems.push(`tiles.${i}.tabId: tabId requires containerId to be set`);
    const container = byId.get(t.containerId);
    const tabs = Array.isArray(container?.tabs) ? container.tabs : [];
    if (container && !tabs.some((tab) => isRecord(tab) && tab.id === t.tabId)) {
      problems.push(`tiles.${i}.tabId: Tile references unknown tabId "${t.tabId}" in container "${t.containerId}"`);
    }
  });
  return problems;
}

/**
 * The tiles a source-kind check looks at: on create all `candidates`; on update those that are new
 * on this dashboard or whose stored config is not `unchanged` (docs/contract.md §7.1: "only re-run for tiles whose
 * relevant settings changed").
 */
function toCheck(tiles: ParsedTile[], existing: TileRecord[] | undefined, unchanged: (before: Config, now: Config) => boolean): ParsedTile[] {
  if (!existing) return tiles;
  const byId = new Map(existing.map((t) => [t.id, t.config]));
  return tiles.filter((t) => {
    const before = t.id === undefined ? undefined : byId.get(t.id);
    return before === undefined || !unchanged(before, t.config);
  });
}

export interface CrossCheckInput {
  tiles: ParsedTile[];
  /** The body's filters (omitted on a PUT that keeps them: not checked). */
  filters?: Filter[];
  /** The containers tile refs resolve against: the body's, or on PUT without them the stored ones. */
  containers: ReadonlyArray<Record<string, unknown>>;
  /** PUT: the dashboard's stored tiles. */
  existing?: TileRecord[];
}

export function crossCheck(team: TeamState, input: CrossCheckInput): string | undefined {
  const { tiles, filters = [], containers, existing } = input;
  const refs = containerRefProblems(tiles, containers);
  if (refs.length) return refs.join('; ');

  const sources = new Map(team.sources.map((s) => [s.id, s]));
  const kindOf = (id: string) => sources.get(id)?.kind;
  const configs = tiles.filter((t) => !t.series).map((t) => t.config);

  // 2: every source a tile, a search link-out or a filter names.
  const used = new Set<string>();
  for (const t of tiles) {
    if (t.series) for (const s of t.series) if (isRecord(s) && 'sourceId' in s) used.add(String(s.sourceId));
    if (!t.series && typeof t.config.sourceId === 'string' && t.config.sourceId) used.add(t.config.sourceId);
    const search = linkTarget(t, 'search');
    if (search !== undefined) used.add(search);
  }
  // A static list filter has no source (hyperdx #3017).
  for (const f of filters) if (typeof f.sourceId === 'string') used.add(f.sourceId);
  const missingSources = [...used].filter((id) => !sources.has(id));
  if (missingSources.length) return `Could not find the following source IDs: ${missingSources.join(', ')}`;

  // 3: raw SQL connections.
  const connections = new Set(configs.filter(isSql).map((config) => String(config.connectionId)));
  const missingConnections = [...connections].filter((id) => !team.connections.some((k) => k.id === id));
  if (missingConnections.length) return `Could not find the following connection IDs: ${missingConnections.join(', ')}`;

  // 4: a raw SQL tile's source reads through the tile's connection.
  const mismatched = configs
    .filter((config) => isSql(config) && config.sourceId)
    .filter((config) => {
      const source = sources.get(String(config.sourceId));
      return source !== undefined && String(source.connection) !== config.connectionId;
    })
    .map((config) => String(config.sourceId));
  if (mismatched.length) return `The following source IDs do not match the specified connections: ${mismatched.join(', ')}`;

  // 5: heatmaps read trace sources.
  const heatmaps = toCheck(
    tiles.filter((t) => !t.series && !isSql(t.config) && t.config.displayType === 'heatmap'),
    existing,
    (before, now) => !isSql(before) && before.displayType === 'heatmap' && before.sourceId === now.sourceId,
  );
  const notTrace = [...new Set(heatmaps.map((t) => String(t.config.sourceId)))].filter(
    (id) => sources.has(id) && !HEATMAP_SOURCE_KINDS.includes(String(kindOf(id))),
  );
  if (notTrace.length) return `Heatmap tiles require a Trace source. The following source IDs are not Trace sources: ${notTrace.join(', ')}`;

  // 6: formulas read metric, log or trace sources.
  const withFormulas = toCheck(
    tiles.filter((t) => !t.series && !isSql(t.config) && hasFormulas(t.config) && t.config.sourceId),
    existing,
    (before, now) => isBuilder(before) && isDeepStrictEqual(before.formulas, now.formulas) && before.sourceId === now.sourceId,
  );
  const notFormula = [...new Set(withFormulas.map((t) => String(t.config.sourceId)))].filter(
    (id) => sources.has(id) && !FORMULA_SOURCE_KINDS.includes(String(kindOf(id))),
  );
  if (notFormula.length) {
    return `Tiles with formulas require a Metric, Log, or Trace source. The following source IDs are not formula-capable: ${notFormula.join(', ')}`;
  }

  // 7 and 8: table link-outs to dashboards that exist and to searchable sources.
  const dashboards = new Set(tiles.map((t) => linkTarget(t, 'dashboard')).filter((id) => id !== undefined));
  const missingDashboards = [...dashboards].filter((id) => !team.dashboards.some((d) => d.id === id));
  if (missingDashboards.length) return `Could not find the following onClick dashboard IDs: ${missingDashboards.join(', ')}`;
  const searched = new Set(tiles.map((t) => linkTarget(t, 'search')).filter((id) => id !== undefined));
  const notSearchable = [...searched].filter((id) => !SEARCH_TARGET_KINDS.includes(String(kindOf(id))));
  if (notSearchable.length) return `The following onClick search source IDs are not log or trace sources: ${notSearchable.join(', ')}`;
  return undefined;
}
