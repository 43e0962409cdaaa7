// A dashboard request body as the server parses it (docs/contract.md §7.1, §7.3, §7.5, §7.6): fields in the
// schema's order, unknown keys dropped (filters strict), defaults filled, then the body-wide rules
// (saved query language, container and tab ids, filter modes and variable names). The result is
// what `POST /dashboards/validate` calls `normalized`; the cross-checks against the team are
// checks.ts, storing and reading back handlers.ts and render.ts.
import type { Features } from '../../core/versions.ts';
import {
  arrayOf,
  boolean,
  discriminated,
  join,
  literal,
  object,
  objectId,
  oneOf,
  optional,
  strict,
  string,
  union,
  withDefault,
  type Field,
  type Shape,
} from '../../core/shapes.ts';
import { seriesToConfig } from './legacy-series.ts';
import { parseTileConfig, WHERE_LANGUAGES } from './tile-config.ts';
import { Checker, isRecord, type Issue } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

export type Mode = 'create' | 'update';

export interface ParsedTile {
  id?: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  asRatio?: boolean;
  /** Legacy input (docs/contract.md §7.6) as parsed (unknown keys dropped); `config` then holds what the server converts it to. */
  series?: unknown[];
  config: Record<string, unknown>;
  containerId?: string;
  tabId?: string;
}

/** Stored and served as a JSON object, so it also reads as one (the state keeps containers as records). */
export interface Container extends Record<string, unknown> {
  id: string;
  title: string;
  collapsed: boolean;
  collapsible?: boolean;
  bordered?: boolean;
  tabs?: Array<{ id: string; title: string }>;
}

export type Filter = Record<string, unknown>;

export interface ParsedDashboard {
  name: string;
  tiles: ParsedTile[];
  tags?: string[];
  savedQuery?: string | null;
  savedQueryLanguage?: string | null;
  savedFilterValues?: Array<Record<string, unknown>>;
  containers?: Container[];
  filters?: Filter[];
}

function parseTile(c: Checker, path: string, raw: unknown, features: Features): ParsedTile | undefined {
  const t = c.object(path, raw);
  if (!t) return undefined;
  const before = c.issues.length;
  const mark = c.fatal;
  const name = c.string(join(path, 'name'), t.name);
  const x = c.number(join(path, 'x'), t.x, { min: 0, max: 23 });
  const y = c.number(join(path, 'y'), t.y, { min: 0 });
  const w = c.number(join(path, 'w'), t.w, { min: 1, max: 24 });
  const h = c.number(join(path, 'h'), t.h, { min: 1 });
  const asRatio = c.boolean(join(path, 'asRatio'), t.asRatio);
  const legacy = t.series === undefined ? undefined : seriesToConfig(c, join(path, 'series'), t.series, typeof t.asRatio === 'boolean' ? t.asRatio : undefined);
  const fromSeries = legacy?.config;
  const config = t.config === undefined ? undefined : parseTileConfig(c, join(path, 'config'), t.config, features);
  const containerId = c.string(join(path, 'containerId'), t.containerId, { optional: true, min: 1, max: 256 });
  const tabId = c.string(join(path, 'tabId'), t.tabId, { optional: true, min: 1, max: 256 });
  if (c.fatal === mark) {
    if (t.series && t.config) c.add(path, 'Tile cannot have both series and config');
    else if (!t.series && !t.config) c.add(path, 'Tile must have either series or config');
    if (t.asRatio != null && t.config) {
      c.add(path, 'asRatio property is not supported when using config property. Specify config.asRatio instead.');
    }
  }
  const id = c.string(join(path, 'id'), t.id, { optional: true, max: 36 });
  const stored = config ?? fromSeries;
  if (c.issues.length !== before || !stored) return undefined;
  const tile: ParsedTile = { name: must(name, 'name'), x: must(x, 'x'), y: must(y, 'y'), w: must(w, 'w'), h: must(h, 'h'), config: stored };
  if (asRatio !== undefined) tile.asRatio = asRatio;
  if (legacy) tile.series = legacy.series;
  if (containerId != null) tile.containerId = containerId;
  if (tabId != null) tile.tabId = tabId;
  if (id != null) tile.id = id;
  return tile;
}

const variableName: Field = (c, p, v) => {
  const s = c.string(p, v, { max: 64 });
  if (typeof s === 'string' && !/^[a-zA-Z][a-zA-Z0-9_]*$/.test(s)) c.add(p, 'Invalid');
  return s ?? undefined;
};

const FILTER: Shape = {
  type: oneOf(['QUERY_EXPRESSION']),
  name: string({ min: 1 }),
  expression: string({ min: 1 }),
  sourceMetricType: optional(oneOf(['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'])),
  where: optional(string()),
  whereLanguage: optional(oneOf(['sql', 'lucene'])),
  appliesToSourceIds: optional(arrayOf(string({ min: 1 }))),
  isBroadcastEnabled: optional(boolean),
  isVariableEnabled: optional(boolean),
  variableName: optional(variableName),
  sourceId: objectId,
};

/**
 * Today's `STATIC_LIST` filter (hyperdx #3017): author-given options, no expression and no source,
 * a variable only. The PR names no field but `type`: `values` (the options) is our reading, the
 * other fields are the query filter's.
 */
const STATIC_LIST_FILTER: Shape = {
  type: literal('STATIC_LIST'),
  name: string({ min: 1 }),
  values: arrayOf(string({ max: 10_000 }), { min: 1, max: 1000 }),
  isBroadcastEnabled: optional(boolean),
  isVariableEnabled: optional(boolean),
  variableName: optional(variableName),
};

/**
 * Filters are `.strict()` (docs/contract.md §7.5): an unknown key is an error, and so is an `id` on
 * create. Today's servers make them a union on `type`.
 */
function filterField(mode: Mode, features: Features): Field {
  const withId = (shape: Shape): Shape => (mode === 'update' ? { id: string(), ...shape } : shape);
  if (!features.staticListFilters) return strict(withId(FILTER));
  return discriminated('type', { QUERY_EXPRESSION: strict(withId(FILTER)), STATIC_LIST: strict(withId(STATIC_LIST_FILTER)) });
}

const CONTAINER = object({
  id: string({ min: 1, max: 256 }),
  title: string({ min: 1, max: 256 }),
  collapsed: boolean,
  collapsible: optional(boolean),
  bordered: optional(boolean),
  tabs: optional(arrayOf(object({ id: string({ min: 1, max: 256 }), title: string({ min: 1, max: 256 }) }), { max: 20 })),
});

const SQL_FILTER_VALUE = object({ type: withDefault(literal('sql'), 'sql'), condition: string({ max: 10_000 }) });
/** Today's servers: a selection keyed by a variable's name (hyperdx #2963, `VariableFilterValueSchema.strict()`). */
const VARIABLE_FILTER_VALUE = strict({
  type: literal('variable'),
  name: string({ min: 1, max: 1024 }),
  values: arrayOf(string({ max: 10_000 }), { max: 1000 }),
});
const savedFilterValue = (features: Features): Field => (features.variableFilterValues ? union(SQL_FILTER_VALUE, VARIABLE_FILTER_VALUE) : SQL_FILTER_VALUE);

/** The token a variable-enabled filter is referenced by: its `variableName`, or one derived from its name. */
function variableNameOf(f: Filter): string | undefined {
  const explicit = typeof f.variableName === 'string' ? f.variableName.trim() : '';
  if (explicit) return explicit;
  const derived = String(f.name)
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]+/g, '');
  return (/^[0-9_]/.test(derived) ? `v${derived}` : derived) || undefined;
}

/** The rules over the whole body (the schema's refinement; all of them, in this order). */
function refineBody(c: Checker, d: ParsedDashboard): void {
  if (d.savedQuery != null && d.savedQueryLanguage === null) {
    c.add('savedQueryLanguage', 'savedQueryLanguage cannot be null when savedQuery is provided');
  }
  const containerIds = new Set<string>();
  (d.containers ?? []).forEach((k, i) => {
    if (containerIds.has(k.id)) c.add(`containers.${i}.id`, `Container IDs must be unique: "${k.id}"`);
    containerIds.add(k.id);
    const tabIds = new Set<string>();
    (k.tabs ?? []).forEach((tab, j) => {
      if (tabIds.has(tab.id)) c.add(`containers.${i}.tabs.${j}.id`, `Duplicate tab id "${tab.id}" in container "${k.id}"`);
      tabIds.add(tab.id);
    });
  });
  const filters = d.filters ?? [];
  // A static list is a variable and nothing else (hyperdx #3017); the texts of its two rules are ours.
  const isStatic = (f: Filter) => f.type === 'STATIC_LIST';
  const isVariable = (f: Filter) => f.isVariableEnabled === true || isStatic(f);
  filters.forEach((f, i) => {
    if (!isStatic(f)) return;
    if (f.isVariableEnabled === false) c.add(`filters.${i}.isVariableEnabled`, `Filter "${String(f.name)}" is a static list, which is always a variable`);
    if (f.isBroadcastEnabled === true)
      c.add(`filters.${i}.isBroadcastEnabled`, `Filter "${String(f.name)}" is a static list, which has no expression to broadcast`);
  });
  const variables = new Set<string>();
  filters.forEach((f, i) => {
    if (!isVariable(f)) return;
    const variable = variableNameOf(f);
    if (!variable) c.add(`filters.${i}.variableName`, `Variable name is required for filter "${String(f.name)}"`);
    else if (variables.has(variable)) c.add(`filters.${i}.variableName`, `Variable names must be unique: "${variable}"`);
    else variables.add(variable);
  });
  filters.forEach((f, i) => {
    if (f.isBroadcastEnabled === false && !isVariable(f)) {
      c.add(`filters.${i}.isBroadcastEnabled`, `Filter "${String(f.name)}" must broadcast its value, be available as a variable, or both`);
    }
  });
  filters.forEach((f, i) => {
    if (f.variableName !== undefined && !isVariable(f)) {
      c.add(
        `filters.${i}.variableName`,
        `Filter "${String(f.name)}" sets variableName but is not available as a variable; set isVariableEnabled to true or drop variableName`,
      );
    }
    if (Array.isArray(f.appliesToSourceIds) && f.appliesToSourceIds.length > 0 && f.isBroadcastEnabled === false) {
      c.add(
        `filters.${i}.appliesToSourceIds`,
        `Filter "${String(f.name)}" sets appliesToSourceIds but does not broadcast its value; set isBroadcastEnabled to true or drop appliesToSourceIds`,
      );
    }
  });
}

export function parseDashboardBody(input: unknown, mode: Mode, features: Features): { value?: ParsedDashboard; issues: Issue[] } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const name = c.string('name', raw.name, { max: 1024 });
  const tileList = c.array('tiles', raw.tiles, { max: 500 });
  const tilesMark = c.fatal;
  const tiles = tileList?.map((t, i) => parseTile(c, `tiles.${i}`, t, features));
  if (tileList && c.fatal === tilesMark) {
    const seen = new Set<string>();
    tileList.forEach((t, i) => {
      const id = isRecord(t) ? t.id : undefined;
      if (typeof id !== 'string' || id === '') return;
      if (seen.has(id)) c.add(`tiles.${i}.id`, `Duplicate tile ID: ${id}. Omit the ID to generate a unique one.`);
      seen.add(id);
    });
  }
  const tags = optional(arrayOf(string({ max: 32 }), { max: 50 }))(c, 'tags', raw.tags) as string[] | undefined;
  const savedQuery = c.string('savedQuery', raw.savedQuery, { optional: true, nullable: true });
  const savedQueryLanguage = c.enumOf('savedQueryLanguage', raw.savedQueryLanguage, WHERE_LANGUAGES, { optional: true, nullable: true });
  const savedFilterValues = optional(arrayOf(savedFilterValue(features)))(c, 'savedFilterValues', raw.savedFilterValues);
  const containers = optional(arrayOf(CONTAINER, { max: 50 }))(c, 'containers', raw.containers);
  const filters = optional(arrayOf(filterField(mode, features)))(c, 'filters', raw.filters);
  // Without a name or a tile list the body has already failed (a fatal issue); nothing is refined then.
  if (name == null || tiles === undefined) return { issues: c.issues };
  const value: ParsedDashboard = { name, tiles: tiles as ParsedTile[] };
  if (tags !== undefined) value.tags = tags;
  if (savedQuery !== undefined) value.savedQuery = savedQuery;
  if (savedQueryLanguage !== undefined) value.savedQueryLanguage = savedQueryLanguage;
  if (savedFilterValues !== undefined) value.savedFilterValues = savedFilterValues as ParsedDashboard['savedFilterValues'];
  if (containers !== undefined) value.containers = containers as Container[];
  if (filters !== undefined) value.filters = filters as Filter[];
  if (c.fatal === 0) refineBody(c, value);
  return c.ok ? { value, issues: [] } : { issues: c.issues };
}

/** The parsed body as `POST /dashboards/validate` returns it (`normalized`, docs/contract.md §7.8): tiles as sent, legacy ones included. */
export function normalizedBody(d: ParsedDashboard): Record<string, unknown> {
  return {
    ...d,
    tiles: d.tiles.map(({ series, config, ...tile }) => ({ ...tile, ...(series ? { series } : { config }) })),
  };
}
