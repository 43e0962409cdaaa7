// What the HyperDX alert engine evaluates for an alert (upstream checkAlerts getChartConfigFromAlert),
// expressed as one `POST /charts/series` item, or the plain reason it cannot be expressed. Never a
// guess: a query the series API would answer differently from the engine's is skipped.
import { ALERTABLE_DISPLAY_TYPES, type SavedSearch, type SeriesAggFn, type SeriesItem, type Source, type Tile } from '../../api/types.js';
import { refOf } from '../../reconcile/ref.js';
import type { Comparable } from '../model.js';

/** The series the engine reads for one alert definition, as the series API can ask for it. */
export interface AlertQuery {
  item: SeriesItem;
  /**
   * The engine filters a saved search's rows (a WHERE) and counts them; the series API applies
   * `where` inside the aggregate (countIf), which also answers 0 for a bucket or group with rows
   * but no match. Those rows are not in the engine's answer: they are dropped.
   */
  dropZeroCounts: boolean;
  /** The engine's `alertHasGroupBy`. */
  grouped: boolean;
}

export type QueryOrSkip = AlertQuery | { skipped: string };

/** What the query needs from the run's lists. */
export interface QueryLookups {
  sources: readonly Source[];
  savedSearches: readonly SavedSearch[];
  /** The tiles by dashboard id (live, or as a run with a dashboard file predicts them). */
  tile: (dashboardId: string, tileId: string) => Tile | undefined;
}

/** The series API's own limit on `groupBy` columns. */
const MAX_GROUP_BY = 10;
const SERIES_AGG_FNS: ReadonlySet<string> = new Set<SeriesAggFn>([
  'avg',
  'count',
  'count_distinct',
  'last_value',
  'max',
  'min',
  'quantile',
  'sum',
  'any',
  'increase',
]);

/** The series query of an alert definition (desired or live). */
export function alertQuery(
  want: Pick<Comparable, 'source' | 'dashboardId' | 'tileId' | 'savedSearchId' | 'groupBy'> & Partial<Pick<Comparable, 'chartConfig'>>,
  lk: QueryLookups,
): QueryOrSkip {
  if (want.source === 'saved_search') return savedSearchQuery(want, lk);
  if (want.source === 'inline') {
    // Its own chart, read as a tile's (the engine converts it with the tile converters, hyperdx #3043).
    if (!want.chartConfig) return { skipped: "the inline alert's chart was not read" };
    return chartQuery(want.chartConfig, want.groupBy, lk, 'chart');
  }
  const tile = lk.tile(want.dashboardId ?? '', want.tileId ?? '');
  if (!tile) return { skipped: 'the tile is not on the dashboard' };
  return chartQuery(tile.config ?? {}, want.groupBy, lk, 'tile');
}

function savedSearchQuery(want: Pick<Comparable, 'savedSearchId' | 'groupBy'>, lk: QueryLookups): QueryOrSkip {
  const search = lk.savedSearches.find((s) => s.id === want.savedSearchId);
  if (!search) return { skipped: `saved search ${String(want.savedSearchId)} not found` };
  // A saved search this run creates is replayed on what it reads, when that exists already.
  const pending = createdByRun(search.sourceId);
  if (pending) return { skipped: pending };
  const source = lk.sources.find((s) => s.id === search.sourceId);
  if (!source) return { skipped: `source ${String(search.sourceId)} of the saved search not found` };
  // The engine adds the saved search's pinned filters and a log source's table filter to its WHERE;
  // the series API takes one condition in one language.
  if (Array.isArray(search.filters) && search.filters.length > 0) return { skipped: 'the saved search has pinned filters, which the series API cannot apply' };
  if (typeof source.tableFilterExpression === 'string' && source.tableFilterExpression !== '')
    return { skipped: `source "${source.name}" has a table filter expression, which the series API does not apply` };
  const groupBy = splitGroupBy(want.groupBy ?? '');
  if (groupBy.length > MAX_GROUP_BY) return { skipped: `groupBy has ${groupBy.length} columns; the series API takes at most ${MAX_GROUP_BY}` };
  const where = typeof search.where === 'string' ? search.where : '';
  // Upstream's saved-search default language is lucene (external API), and the engine passes it through.
  const whereLanguage = search.whereLanguage === 'sql' ? 'sql' : 'lucene';
  return {
    item: { sourceId: source.id, aggFn: 'count', where, whereLanguage, groupBy },
    dropZeroCounts: true,
    grouped: groupBy.length > 0,
  };
}

/** The series of a chart (a tile's config, or an inline alert's own): `what` names it in a skip. */
function chartQuery(config: Record<string, unknown>, alertGroupBy: string | null, lk: QueryLookups, what: 'tile' | 'chart'): QueryOrSkip {
  if (config.configType === 'sql') return { skipped: `a raw-SQL ${what}: the series API cannot run its SQL` };
  if (config.configType === 'promql' || typeof config.promql === 'string' || typeof config.query === 'string')
    return { skipped: 'a PromQL tile: the engine does not evaluate it and the series API cannot run it' };
  const type = typeof config.displayType === 'string' ? config.displayType : '';
  if (!ALERTABLE_DISPLAY_TYPES.includes(type))
    return { skipped: `a ${type || 'untyped'} tile: the engine evaluates only ${ALERTABLE_DISPLAY_TYPES.join(', ')} tiles` };
  if (Array.isArray(config.formulas) && config.formulas.length > 0) return { skipped: 'a formula tile: the series API cannot compute formulas' };
  if (config.asRatio === true) return { skipped: 'a ratio tile (asRatio): the series API answers each series on its own, not their ratio' };
  const select = Array.isArray(config.select) ? (config.select as unknown[]) : [];
  // The engine judges the last value column: the last select item.
  const last = select[select.length - 1];
  if (!isRecord(last)) return { skipped: 'the tile has no select item' };
  const pending = createdByRun(config.sourceId);
  if (pending) return { skipped: pending };
  const source = lk.sources.find((s) => s.id === config.sourceId);
  if (!source) return { skipped: `source ${String(config.sourceId)} of the tile not found` };

  const aggFn = typeof last.aggFn === 'string' ? last.aggFn : 'count';
  if (!SERIES_AGG_FNS.has(aggFn)) return { skipped: `aggregation "${aggFn}" is not one the series API takes` };
  if (last.periodAggFn === 'delta') return { skipped: 'a delta (periodAggFn) series: the series API has no such option' };
  const value = typeof last.valueExpression === 'string' ? last.valueExpression : '';
  const metric = source.kind === 'metric';
  const field = metric ? (value === '' || value === 'Value' ? undefined : value) : aggFn === 'count' || value === '' ? undefined : value;
  // The series API quotes a field with a dot as a string literal ('a.b'): it would aggregate a constant.
  if (field?.includes('.')) return { skipped: `the value expression \`${field}\` has a dot, which the series API reads as a string literal` };
  const groupBy = typeof config.groupBy === 'string' ? splitGroupBy(config.groupBy) : [];
  if (groupBy.length > MAX_GROUP_BY) return { skipped: `the tile groups by ${groupBy.length} columns; the series API takes at most ${MAX_GROUP_BY}` };
  const where = typeof last.where === 'string' ? last.where : '';
  const item: SeriesItem = {
    sourceId: source.id,
    aggFn: aggFn as SeriesAggFn,
    ...(field !== undefined ? { field } : {}),
    where,
    whereLanguage: last.whereLanguage === 'sql' ? 'sql' : 'lucene',
    groupBy,
    ...(aggFn === 'quantile' && typeof last.level === 'number' ? { level: last.level } : {}),
    ...(metric && typeof last.metricName === 'string' ? { metricName: last.metricName } : {}),
    ...(metric && typeof last.metricType === 'string' ? { metricDataType: last.metricType } : {}),
  };
  // A tile alert's groups are the tile's (the alert's own groupBy is for saved searches), but the
  // engine calls the alert grouped when either is set.
  return { item, dropZeroCounts: false, grouped: groupBy.length > 0 || (alertGroupBy ?? '') !== '' };
}

/**
 * Why an id that stands for an object this run creates cannot be read: it has no id on the server yet
 * (the real server answers `400 sourceId: Invalid ObjectId` for the placeholder) and no history.
 */
export function createdByRun(id: unknown): string | undefined {
  const ref = refOf(id);
  if (!ref) return undefined;
  const what =
    ref.pending === 'object'
      ? `the ${KIND_NAMES[ref.kind] ?? ref.kind} "${ref.name}"`
      : ref.pending === 'dashboard'
        ? `the dashboard "${ref.name}"`
        : `the tile "${ref.tile}"`;
  return `${what} is created by this run: it has no history to replay yet`;
}

const KIND_NAMES: Readonly<Record<string, string>> = { sources: 'source', savedSearches: 'saved search', connections: 'connection' };

/** A SQL select list → its expressions, split at top-level commas (not inside brackets or quotes). */
export function splitGroupBy(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const ch of list) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  out.push(current.trim());
  return out.filter((s) => s !== '');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
