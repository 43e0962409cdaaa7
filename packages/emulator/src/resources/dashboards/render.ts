// A stored dashboard as every read returns it (GET, list, and the answers of POST and PUT;
// docs/contract.md §7.2, §7.4 "Response normalisation", §7.5, §7.7). Stored tiles are what the write
// parsed — or anything a seed or a test put in the state (`addDashboard`), which is how the
// read-side quirks show: PromQL tiles are left out, a config the server cannot convert comes back
// as a default line tile, a heatmap without its value expression as a heatmap with an empty one
// (so a re-PUT fails instead of downgrading it), legacy palette tokens as their hue names, stale
// `level` / count `valueExpression` and orphan container or tab refs dropped.
import { AGG_FNS } from '../charts/aggregate.ts';
import type { DashboardRecord, TileRecord } from '../../core/state/records.ts';
import { LEVELS, PALETTE, validColorRule, type TileConfigOptions } from './tile-config.ts';
import { isRecord, pick } from '../../core/validate.ts';

type Config = Record<string, unknown>;

const LEGACY_PALETTE: Record<string, string> = {
  'chart-1': 'chart-green',
  'chart-2': 'chart-blue',
  'chart-3': 'chart-orange',
  'chart-4': 'chart-red',
  'chart-5': 'chart-cyan',
  'chart-6': 'chart-pink',
  'chart-7': 'chart-purple',
  'chart-8': 'chart-light-blue',
  'chart-9': 'chart-brown',
  'chart-10': 'chart-gray',
};

/** A palette token as returned: legacy names mapped, unknown ones left out. */
function paletteToken(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (Object.hasOwn(LEGACY_PALETTE, v)) return LEGACY_PALETTE[v];
  return (PALETTE as readonly string[]).includes(v) ? v : undefined;
}

/** Colour rules with their tokens mapped; a rule that still does not fit is dropped, and none at all is no field. */
function colorRules(rules: unknown): unknown[] | undefined {
  if (!Array.isArray(rules)) return undefined;
  const kept = rules.flatMap((rule) => {
    const color = isRecord(rule) ? paletteToken(rule.color) : undefined;
    const valid = color === undefined ? undefined : validColorRule({ ...(rule as Config), color });
    return valid === undefined ? [] : [valid];
  });
  return kept.length ? kept : undefined;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Keeps the keys whose value is defined (the server's JSON leaves undefined out). */
function defined(o: Config): Config {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

const DEFAULT_SELECT = { aggFn: 'count', where: '' };

function selectItem(raw: unknown): Config {
  const item = isRecord(raw) ? raw : {};
  const aggFn = (AGG_FNS as readonly unknown[]).includes(item.aggFn) ? item.aggFn : 'none';
  // The server stores a count's missing value expression as "" and drops a left-over one on read.
  const valueExpression: unknown = item.valueExpression ?? '';
  return defined({
    ...pick(item, ['alias', 'metricType', 'metricName', 'numberFormat']),
    valueExpression: aggFn === 'count' && valueExpression ? undefined : valueExpression,
    aggFn,
    where: item.where ?? '',
    whereLanguage: item.whereLanguage ?? 'lucene',
    periodAggFn: item.periodAggFn === 'delta' ? 'delta' : undefined,
    level: aggFn === 'quantile' && LEVELS.includes(item.level) ? item.level : undefined,
  });
}

function builderConfig(config: Config, o: TileConfigOptions): Config | undefined {
  const sourceId = text(config.sourceId) ?? '';
  const list: unknown[] | undefined = Array.isArray(config.select) ? config.select : undefined;
  const select = () => (list ? list.map(selectItem) : [DEFAULT_SELECT]);
  const first = () => [list ? selectItem(list[0]) : DEFAULT_SELECT];
  const formulas = Array.isArray(config.formulas) && config.formulas.length > 0;
  const withFormulas = formulas ? { formulas: config.formulas, showOperandSeries: config.showOperandSeries } : {};
  const asRatio = config.asRatio === true && list?.length === 2;
  const common = { displayType: config.displayType, sourceId, numberFormat: config.numberFormat };
  switch (config.displayType) {
    case 'line':
    case 'stacked_bar':
      return defined({
        ...common,
        asRatio,
        alignDateRangeToGranularity: config.alignDateRangeToGranularity,
        fillNulls: config.fillNulls !== false,
        ...(config.displayType === 'line'
          ? {
              fitYAxisToData: config.fitYAxisToData,
              compareToPreviousPeriod: config.compareToPreviousPeriod,
              lineInterpolation: o.lineInterpolation ? config.lineInterpolation : undefined,
            }
          : {}),
        groupBy: text(config.groupBy),
        select: select(),
        seriesLimit: config.seriesLimit ?? undefined,
        ...withFormulas,
      });
    case 'table':
      return defined({
        ...pick(config, ['having', 'groupByColumnsOnLeft', 'onClick']),
        ...common,
        asRatio,
        groupBy: text(config.groupBy),
        select: select(),
        orderBy: text(config.orderBy),
        ...withFormulas,
      });
    case 'number':
      // Operands always hidden on number tiles: `showOperandSeries` never comes back.
      return defined({
        ...common,
        select: formulas ? select() : first(),
        formulas: formulas ? config.formulas : undefined,
        color: paletteToken(config.color),
        colorRules: colorRules(config.colorRules),
        backgroundChart: config.backgroundChart,
      });
    case 'pie':
    case 'bar':
      return defined({ ...common, select: first(), groupBy: text(config.groupBy), orderBy: text(config.orderBy), limit: config.limit ?? undefined });
    case 'search':
      return defined({
        displayType: 'search',
        sourceId,
        select: text(config.select) ?? '',
        where: config.where,
        whereLanguage: config.whereLanguage ?? 'lucene',
      });
    case 'markdown':
      return { displayType: 'markdown', markdown: text(config.markdown) ?? '' };
    case 'heatmap': {
      const item = list?.[0];
      const intact = isRecord(item) && Boolean(item.valueExpression);
      return defined({
        ...common,
        select: [intact ? pick(item, ['valueExpression', 'countExpression', 'heatmapScaleType']) : { valueExpression: '' }],
        where: text(config.where) ?? '',
        whereLanguage: config.whereLanguage ?? 'lucene',
      });
    }
    case 'event_patterns':
      return {
        displayType: 'event_patterns',
        sourceId,
        select: text(config.select) ?? '',
        where: text(config.where) ?? '',
        whereLanguage: config.whereLanguage ?? 'lucene',
      };
    default:
      return undefined;
  }
}

function sqlConfig(config: Config, o: TileConfigOptions): Config | undefined {
  const common = pick(config, ['configType', 'displayType', 'connectionId', 'sqlTemplate', 'sourceId', 'numberFormat']);
  switch (config.displayType) {
    case 'line':
    case 'stacked_bar':
      return defined({
        ...common,
        ...pick(config, [
          'alignDateRangeToGranularity',
          'seriesLimit',
          ...(config.displayType === 'line' ? ['fitYAxisToData', 'compareToPreviousPeriod', ...(o.lineInterpolation ? ['lineInterpolation'] : [])] : []),
        ]),
        fillNulls: config.fillNulls !== false,
      });
    case 'table':
      return { ...common, ...pick(config, ['onClick']) };
    case 'number':
      return defined({ ...common, color: paletteToken(config.color) });
    case 'pie':
    case 'bar':
      return common;
    default:
      return undefined;
  }
}

/**
 * A stored tile config as returned; undefined for a PromQL tile, which every read leaves out. `o`:
 * the fields a newer server version's converter knows (an older one leaves them out).
 */
export function renderTileConfig(config: Config, o: TileConfigOptions = {}): Config | undefined {
  if (config.configType === 'promql') return undefined;
  if (config.configType === 'sql') {
    return sqlConfig(config, o) ?? { configType: 'sql', displayType: 'line', connectionId: config.connectionId, sqlTemplate: config.sqlTemplate };
  }
  return builderConfig(config, o) ?? { displayType: 'line', sourceId: text(config.sourceId) ?? '', select: [DEFAULT_SELECT] };
}

function renderTile(t: TileRecord, containers: Map<string, Record<string, unknown>>, o: TileConfigOptions): Record<string, unknown> | undefined {
  const config = renderTileConfig(t.config, o);
  if (!config) return undefined;
  // Self-heal on read: empty or orphan container and tab refs are dropped, so a GET → PUT round trip validates.
  let containerId = t.containerId || undefined;
  let tabId = t.tabId || undefined;
  const container = containerId === undefined ? undefined : containers.get(containerId);
  if (!container) containerId = tabId = undefined;
  else if (tabId !== undefined && !(Array.isArray(container.tabs) && container.tabs.some((tab) => isRecord(tab) && tab.id === tabId))) tabId = undefined;
  // PromQL tiles of a seed are stored as the seed gives them (seed/document.ts), so the name may be absent.
  const name = t.name as string | null | undefined;
  return defined({ id: t.id, x: t.x, y: t.y, w: t.w, h: t.h, name: name ?? '', config, containerId, tabId });
}

/**
 * A filter as returned: the fields of a mode that is off are left out (docs/contract.md §7.5). A
 * static list is a variable whatever it says, so it keeps its `variableName`.
 */
function renderFilter(f: Record<string, unknown>): Record<string, unknown> {
  const out = { ...f };
  if (f.type === 'STATIC_LIST') return out;
  if (f.isVariableEnabled !== true) delete out.variableName;
  if (f.isBroadcastEnabled === false) delete out.appliesToSourceIds;
  return out;
}

export function renderDashboard(d: DashboardRecord, o: TileConfigOptions = {}): Record<string, unknown> {
  const containers = d.containers;
  const byId = new Map(containers.map((k) => [String(k.id), k]));
  return {
    id: d.id,
    name: d.name,
    tiles: d.tiles.map((t) => renderTile(t, byId, o)).filter((t) => t !== undefined),
    tags: d.tags,
    filters: d.filters.map(renderFilter),
    savedQuery: d.savedQuery ?? null,
    savedQueryLanguage: d.savedQueryLanguage ?? null,
    savedFilterValues: d.savedFilterValues,
    ...(containers.length > 0 ? { containers } : {}),
  };
}
