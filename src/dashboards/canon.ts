// The canonical form (docs/design/dashboards-sync.md §6.2): one function for desired bodies, list
// items, fresh reads, write answers and export, so that what the server fills in on read (its
// defaults, docs/contract.md §7.4) never shows as a change and a second sync sends nothing.
import { dashboardFileKeys } from '../generated/schema-keys.js';
import { canonicalJson } from '../util/fingerprint.js';
import type { SchemaEdition } from '../util/schema.js';
import type { Raw } from './file.js';

const VARIANTS: Record<string, string> = {
  line: 'lineConfig',
  stacked_bar: 'stackedBarConfig',
  table: 'tableConfig',
  number: 'numberConfig',
  pie: 'pieConfig',
  bar: 'barConfig',
  heatmap: 'heatmapConfig',
  search: 'searchConfig',
  event_patterns: 'eventPatternsConfig',
  markdown: 'markdownConfig',
};
const SQL_VARIANTS: Record<string, string> = {
  line: 'sqlLineConfig',
  stacked_bar: 'sqlStackedBarConfig',
  table: 'sqlTableConfig',
  number: 'sqlNumberConfig',
  pie: 'sqlPieConfig',
  bar: 'sqlBarConfig',
};
/** File key → body key (names in the file, ids on the server, docs/design/dashboards-sync.md §5.1). */
export const ID_KEYS: Readonly<Record<string, string>> = { source: 'sourceId', connection: 'connectionId' };

/**
 * The body keys of a tile config's variant, from the schema (one truth); undefined when the
 * variant is one the file format does not know (a newer server, or a PromQL tile).
 */
export function variantKeys(config: Raw, edition?: SchemaEdition): Set<string> | undefined {
  const type = typeof config.displayType === 'string' ? config.displayType : '';
  const sql = config.configType === 'sql';
  if (config.configType !== undefined && !sql) return undefined;
  const def = (sql ? SQL_VARIANTS : VARIANTS)[type];
  const props = def ? dashboardFileKeys.definitions[def]?.properties : undefined;
  if (!props) return undefined;
  // On an edition, a key only another has is not the file's to say (a name for an id stays: its id is sent on both).
  const here = (k: string): boolean => edition === undefined || k in ID_KEYS || (props[k]?.edition ?? edition) === edition;
  return new Set(
    Object.keys(props)
      .filter(here)
      .map((k) => ID_KEYS[k] ?? k),
  );
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Removes `key` when it holds `value` (absent ≡ default, whichever side the server fills). */
function drop(o: Raw, key: string, value: unknown): void {
  if (key in o && canonicalJson(o[key]) === canonicalJson(value)) Reflect.deleteProperty(o, key);
}

function canonSelectItem(item: unknown): unknown {
  if (!isObject(item)) return item;
  const out: Raw = { ...item };
  drop(out, 'where', '');
  drop(out, 'whereLanguage', 'lucene');
  if (out.aggFn === 'count') drop(out, 'valueExpression', '');
  // The managed schema types `level` as a number with string values (§3.2): read both as the number.
  if (typeof out.level === 'string' && out.level.trim() !== '' && Number.isFinite(Number(out.level))) out.level = Number(out.level);
  // Stale on non-quantile items; the server drops it on read (docs/contract.md §7.2).
  if (out.aggFn !== 'quantile') delete out.level;
  return out;
}

function canonOnClick(onClick: unknown): unknown {
  if (!isObject(onClick)) return onClick;
  const out: Raw = { ...onClick };
  if (Array.isArray(out.filters)) {
    out.filters = out.filters.map((f: unknown) => {
      if (!isObject(f)) return f;
      const g = { ...f };
      drop(g, 'kind', 'expressionTemplate');
      return g;
    });
    drop(out, 'filters', []);
  }
  return out;
}

/**
 * A tile config without the server's defaults. Keys the file format does not know stay: a write
 * carries them back (known.ts), so they compare equal, and one a write would drop shows in the plan.
 */
export function canonConfig(config: Raw): Raw {
  const out: Raw = { ...config };
  const sql = out.configType === 'sql';
  const t = out.displayType;
  const series = t === 'line' || t === 'stacked_bar';
  if (!sql && (series || t === 'table')) drop(out, 'asRatio', false);
  if (series) {
    drop(out, 'fillNulls', true);
    drop(out, 'alignDateRangeToGranularity', true);
  }
  if (t === 'line') {
    drop(out, 'compareToPreviousPeriod', false);
    drop(out, 'fitYAxisToData', false);
  }
  // `showOperandSeries` comes back only with formulas, `formulas: []` not at all (§14).
  drop(out, 'formulas', []);
  if (!Array.isArray(out.formulas)) delete out.showOperandSeries;
  else drop(out, 'showOperandSeries', true);
  if (!sql && t === 'table') drop(out, 'groupByColumnsOnLeft', false);
  if (Array.isArray(out.select)) out.select = out.select.map(canonSelectItem);
  if (t === 'heatmap' || t === 'search' || t === 'event_patterns') {
    drop(out, 'where', '');
    drop(out, 'whereLanguage', 'lucene');
  }
  if (t === 'event_patterns') drop(out, 'select', '');
  // A markdown tile without text is answered with `markdown: ""` (docs/contract.md §7.4).
  if (t === 'markdown') drop(out, 'markdown', '');
  if (t === 'pie' || t === 'bar') drop(out, 'limit', 0);
  if ('onClick' in out) out.onClick = canonOnClick(out.onClick);
  return out;
}

function canonFilter(filter: unknown): unknown {
  if (!isObject(filter)) return filter;
  const { id: _id, ...out } = filter;
  // A static list is a variable and nothing else (hyperdx#3017): its switches say nothing.
  const list = out.type === 'STATIC_LIST';
  if (list) {
    drop(out, 'isVariableEnabled', true);
    drop(out, 'isBroadcastEnabled', false);
  }
  const broadcast = !list && out.isBroadcastEnabled !== false;
  const variable = list || out.isVariableEnabled === true;
  drop(out, 'type', 'QUERY_EXPRESSION');
  drop(out, 'where', '');
  drop(out, 'whereLanguage', 'sql');
  drop(out, 'isBroadcastEnabled', true);
  drop(out, 'isVariableEnabled', false);
  drop(out, 'appliesToSourceIds', []);
  // The server omits the fields of a mode that is off (docs/contract.md §7.5).
  if (!broadcast) delete out.appliesToSourceIds;
  if (!variable) delete out.variableName;
  return out;
}

function canonContainer(c: unknown): unknown {
  if (!isObject(c)) return c;
  const out: Raw = { ...c };
  drop(out, 'collapsible', true);
  drop(out, 'bordered', true);
  drop(out, 'tabs', []);
  return out;
}

/** A tile: layout, name, container refs and canonical config (its id only with `keepIds`). */
export function canonTile(tile: Raw, keepIds = false): Raw {
  const out: Raw = { name: tile.name, x: tile.x, y: tile.y, w: tile.w, h: tile.h };
  if (keepIds) out.id = tile.id;
  if (typeof tile.containerId === 'string' && tile.containerId !== '') out.containerId = tile.containerId;
  if (typeof tile.tabId === 'string' && tile.tabId !== '') out.tabId = tile.tabId;
  out.config = isObject(tile.config) ? canonConfig(tile.config) : tile.config;
  return out;
}

/** The dashboard-level fields compared one by one (tiles are compared per matched tile). */
export const DASHBOARD_FIELDS = ['name', 'tags', 'filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers'] as const;

/**
 * A dashboard (a body of ours, or one the server answered) in canonical form: ids removed unless
 * `keepIds` (the "changed since plan" snapshot keeps them), defaults removed, tags as a sorted set.
 */
export function canonDashboard(d: Raw, keepIds = false): Raw {
  const out: Raw = { name: d.name };
  const tags = Array.isArray(d.tags) ? [...new Set(d.tags.filter((t): t is string => typeof t === 'string'))].sort() : [];
  if (tags.length > 0) out.tags = tags;
  const filters = Array.isArray(d.filters) ? d.filters.map((f) => (keepIds && isObject(f) ? { ...(canonFilter(f) as Raw), id: f.id } : canonFilter(f))) : [];
  if (filters.length > 0) out.filters = filters;
  if (typeof d.savedQuery === 'string') {
    out.savedQuery = d.savedQuery;
    if (d.savedQueryLanguage !== undefined && d.savedQueryLanguage !== null && d.savedQueryLanguage !== 'lucene') out.savedQueryLanguage = d.savedQueryLanguage;
  }
  const values = Array.isArray(d.savedFilterValues)
    ? d.savedFilterValues.map((v: unknown) => {
        if (!isObject(v)) return v;
        const w = { ...v };
        drop(w, 'type', 'sql');
        return w;
      })
    : [];
  if (values.length > 0) out.savedFilterValues = values;
  const containers = Array.isArray(d.containers) ? d.containers.map(canonContainer) : [];
  if (containers.length > 0) out.containers = containers;
  out.tiles = Array.isArray(d.tiles) ? d.tiles.filter(isObject).map((t) => canonTile(t, keepIds)) : [];
  if (keepIds) out.id = d.id;
  return out;
}

/** Equal in canonical form. */
export const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** The "changed since plan" snapshot of a live dashboard: canonical, ids kept, tile order ignored. */
export function snapshotOf(d: Raw): string {
  const c = canonDashboard(d, true);
  const tiles = (c.tiles as Raw[]).map((t) => canonicalJson(t)).sort();
  return canonicalJson({ ...c, tiles });
}

/** Field-level differences of two JSON values, as paths (`config.select[0].where`). */
export function jsonDiff(from: unknown, to: unknown, path = ''): Array<{ field: string; from: unknown; to: unknown }> {
  if (same(from, to)) return [];
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((k) => jsonDiff(from[k], to[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
    return from.flatMap((v, i) => jsonDiff(v, to[i], `${path}[${i}]`));
  }
  return [{ field: path, from: from ?? null, to: to ?? null }];
}
