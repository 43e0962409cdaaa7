// Dashboards (hyperdx §6): tile-id assignment, replace-on-PUT with kept optional fields, alert
// cleanup after PUT/DELETE, name-descending list, text 404.
import { isObjectId } from './ids.ts';
import { iso, type DashboardRecord, type TeamState, type TileRecord } from './state.ts';
import { fail, invalidId, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { checkTileConfig, isAlertable } from './tile-config.ts';
import { Checker, isRecord, typeOf, type Issue } from './validate.ts';

type Mode = 'create' | 'update';

interface ParsedTile extends Omit<TileRecord, 'id'> {
  id?: string;
}

interface ParsedDashboard {
  name: string;
  tiles: ParsedTile[];
  tags?: string[];
  filters?: Array<Record<string, unknown>>;
  savedQuery?: string | null;
  savedQueryLanguage?: string | null;
  savedFilterValues?: Array<Record<string, unknown>>;
  containers?: Array<Record<string, unknown>>;
}

const FILTER_KEYS = [
  'type', 'name', 'expression', 'sourceId', 'sourceMetricType', 'where', 'whereLanguage', 'appliesToSourceIds',
  'isBroadcastEnabled', 'isVariableEnabled', 'variableName',
];

/** Legacy `series` tiles (§6.6) are converted to config tiles, as the server does. */
function seriesToConfig(c: Checker, path: string, raw: unknown): Record<string, unknown> | undefined {
  const series = c.array(path, raw, { min: 1 });
  if (!series) return undefined;
  const first = series[0];
  if (!isRecord(first)) {
    c.add(`${path}.0`, `Expected object, received ${typeOf(first)}`);
    return undefined;
  }
  const items = series.filter(isRecord);
  const select = items.map((s) => ({
    aggFn: s.aggFn,
    ...(s.aggFn === 'count' ? {} : { valueExpression: s.field ?? '' }),
    ...(s.aggFn === 'quantile' && typeof s.level === 'number' ? { level: s.level } : {}),
    where: s.where ?? '',
    whereLanguage: s.whereLanguage ?? 'lucene',
    ...(s.alias ? { alias: s.alias } : {}),
  }));
  const groupBy = Array.isArray(first.groupBy) && first.groupBy.length ? { groupBy: first.groupBy.join(', ') } : {};
  switch (first.type) {
    case 'time':
      return checkTileConfig(c, path, { displayType: first.displayType ?? 'line', sourceId: first.sourceId, select, ...groupBy });
    case 'table':
      return checkTileConfig(c, path, { displayType: 'table', sourceId: first.sourceId, select, ...groupBy });
    case 'number':
      return checkTileConfig(c, path, { displayType: 'number', sourceId: first.sourceId, select });
    case 'search':
      return checkTileConfig(c, path, {
        displayType: 'search',
        sourceId: first.sourceId,
        select: Array.isArray(first.fields) ? first.fields.join(', ') : '',
        where: first.where ?? '',
        whereLanguage: first.whereLanguage,
      });
    case 'markdown':
      return checkTileConfig(c, path, { displayType: 'markdown', markdown: first.content ?? '' });
    default:
      c.add(`${path}.0.type`, "Invalid discriminator value. Expected 'time' | 'table' | 'number' | 'search' | 'markdown'");
      return undefined;
  }
}

function checkTile(c: Checker, path: string, raw: unknown): ParsedTile | undefined {
  const t = c.object(path, raw);
  if (!t) return undefined;
  const before = c.issues.length;
  const id = c.string(`${path}.id`, t.id, { optional: true, max: 36 });
  const name = c.string(`${path}.name`, t.name);
  const x = c.number(`${path}.x`, t.x, { min: 0, max: 23 });
  const y = c.number(`${path}.y`, t.y, { min: 0 });
  const w = c.number(`${path}.w`, t.w, { min: 1, max: 24 });
  const h = c.number(`${path}.h`, t.h, { min: 1 });
  const containerId = c.string(`${path}.containerId`, t.containerId, { optional: true, min: 1, max: 256 });
  const tabId = c.string(`${path}.tabId`, t.tabId, { optional: true, min: 1, max: 256 });
  let config: Record<string, unknown> | undefined;
  if (t.config !== undefined && t.series !== undefined) c.add(path, 'Tile cannot have both series and config');
  else if (t.config === undefined && t.series === undefined) c.add(path, 'Tile must have either series or config');
  else if (t.config !== undefined) {
    if (t.asRatio !== undefined) {
      c.add(path, 'asRatio property is not supported when using config property. Specify config.asRatio instead.');
    }
    config = checkTileConfig(c, `${path}.config`, t.config);
  } else {
    config = seriesToConfig(c, `${path}.series`, t.series);
    if (config && typeof t.asRatio === 'boolean' && 'asRatio' in config) config.asRatio = t.asRatio;
  }
  if (c.issues.length !== before || !config) return undefined;
  const tile: ParsedTile = { name: name!, x: x!, y: y!, w: w!, h: h!, config };
  if (id != null) tile.id = id;
  if (containerId != null) tile.containerId = containerId;
  if (tabId != null) tile.tabId = tabId;
  return tile;
}

function checkFilter(c: Checker, path: string, raw: unknown, mode: Mode): Record<string, unknown> | undefined {
  const f = c.object(path, raw);
  if (!f) return undefined;
  const before = c.issues.length;
  c.strictKeys(path, f, mode === 'update' ? ['id', ...FILTER_KEYS] : FILTER_KEYS);
  if (mode === 'update') c.string(`${path}.id`, f.id, { min: 1 });
  if (f.type !== 'QUERY_EXPRESSION') c.add(`${path}.type`, 'Invalid literal value, expected "QUERY_EXPRESSION"');
  c.string(`${path}.name`, f.name, { min: 1 });
  c.string(`${path}.expression`, f.expression, { min: 1 });
  c.string(`${path}.sourceId`, f.sourceId);
  c.enumOf(`${path}.whereLanguage`, f.whereLanguage, ['sql', 'lucene'], { optional: true });
  c.boolean(`${path}.isBroadcastEnabled`, f.isBroadcastEnabled);
  c.boolean(`${path}.isVariableEnabled`, f.isVariableEnabled);
  const variable = c.string(`${path}.variableName`, f.variableName, { optional: true, max: 64 });
  if (typeof variable === 'string' && !/^[a-zA-Z][a-zA-Z0-9_]*$/.test(variable)) c.add(`${path}.variableName`, 'Invalid');
  return c.issues.length === before ? { ...f } : undefined;
}

export function parseDashboardBody(input: unknown, mode: Mode): { value?: ParsedDashboard; issues: Issue[] } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const name = c.string('name', raw.name, { max: 1024 });
  const tileList = c.array('tiles', raw.tiles, { max: 500 });
  const tiles = tileList?.map((t, i) => checkTile(c, `tiles.${i}`, t));
  const tagList = c.array('tags', raw.tags, { optional: true, max: 50 });
  tagList?.forEach((t, i) => c.string(`tags.${i}`, t, { max: 32 }));
  const filterList = c.array('filters', raw.filters, { optional: true });
  const filters = filterList?.map((f, i) => checkFilter(c, `filters.${i}`, f, mode));
  const savedQuery = c.string('savedQuery', raw.savedQuery, { optional: true, nullable: true });
  let savedQueryLanguage = c.enumOf('savedQueryLanguage', raw.savedQueryLanguage, ['lucene', 'sql', 'promql'], {
    optional: true,
    nullable: true,
  });
  const sfv = c.array('savedFilterValues', raw.savedFilterValues, { optional: true });
  sfv?.forEach((v, i) => {
    const o = c.object(`savedFilterValues.${i}`, v);
    if (!o) return;
    c.enumOf(`savedFilterValues.${i}.type`, o.type, ['sql'], { optional: true });
    c.string(`savedFilterValues.${i}.condition`, o.condition, { max: 10000 });
  });
  const containerList = c.array('containers', raw.containers, { optional: true, max: 50 });
  containerList?.forEach((v, i) => {
    const o = c.object(`containers.${i}`, v);
    if (!o) return;
    c.string(`containers.${i}.id`, o.id, { min: 1, max: 256 });
    c.string(`containers.${i}.title`, o.title, { min: 1, max: 256 });
    c.boolean(`containers.${i}.collapsed`, o.collapsed, false);
  });
  if (c.ok && tiles) {
    const seen = new Set<string>();
    for (const t of tiles) {
      if (t?.id === undefined) continue;
      if (seen.has(t.id)) {
        c.add('tiles', `Duplicate tile ID: ${t.id}. Omit the ID to generate a unique one.`);
        break;
      }
      seen.add(t.id);
    }
  }
  if (c.ok && typeof savedQuery === 'string') {
    if (savedQueryLanguage === null) c.add('savedQueryLanguage', 'savedQueryLanguage cannot be null when savedQuery is set');
    else if (savedQueryLanguage === undefined) savedQueryLanguage = 'lucene';
  }
  if (!c.ok) return { issues: c.issues };
  const value: ParsedDashboard = { name: name!, tiles: tiles as ParsedTile[] };
  if (tagList) value.tags = [...new Set(tagList as string[])];
  if (filters) value.filters = filters as Array<Record<string, unknown>>;
  if (savedQuery !== undefined) value.savedQuery = savedQuery;
  if (savedQueryLanguage !== undefined) value.savedQueryLanguage = savedQueryLanguage;
  if (sfv) value.savedFilterValues = (sfv as Array<Record<string, unknown>>).map((v) => ({ type: 'sql', ...v }));
  if (containerList) value.containers = containerList as Array<Record<string, unknown>>;
  return { value, issues: [] };
}

/** Server-side checks after the schema (§6.1), first failure wins. */
function crossCheck(team: TeamState, d: ParsedDashboard, existing?: DashboardRecord): string | undefined {
  const containers = d.containers ?? existing?.containers ?? [];
  for (const t of d.tiles) {
    if (t.tabId !== undefined && t.containerId === undefined) return 'tabId requires containerId to be set';
    if (t.containerId !== undefined && !containers.some((k) => k.id === t.containerId)) {
      return `Tile references unknown containerId "${t.containerId}"`;
    }
  }
  const sourceIds = new Set<string>();
  for (const t of d.tiles) if (typeof t.config.sourceId === 'string') sourceIds.add(t.config.sourceId);
  for (const f of d.filters ?? []) if (typeof f.sourceId === 'string') sourceIds.add(f.sourceId);
  const missingSources = [...sourceIds].filter((id) => !team.sources.some((s) => s.id === id));
  if (missingSources.length) return `Could not find the following source IDs: ${missingSources.join(', ')}`;
  const connectionIds = new Set<string>();
  for (const t of d.tiles) if (t.config.configType === 'sql') connectionIds.add(String(t.config.connectionId));
  const missingConnections = [...connectionIds].filter((id) => !team.connections.some((k) => k.id === id));
  if (missingConnections.length) return `Could not find the following connection IDs: ${missingConnections.join(', ')}`;
  return undefined;
}

function renderDashboard(d: DashboardRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: d.id,
    name: d.name,
    tiles: d.tiles.map((t) => {
      const tile: Record<string, unknown> = { id: t.id, name: t.name, x: t.x, y: t.y, w: t.w, h: t.h, config: t.config };
      if (t.containerId !== undefined) tile.containerId = t.containerId;
      if (t.tabId !== undefined) tile.tabId = t.tabId;
      return tile;
    }),
    tags: d.tags,
    filters: d.filters,
    savedQuery: d.savedQuery ?? null,
    savedQueryLanguage: d.savedQueryLanguage ?? null,
    savedFilterValues: d.savedFilterValues,
  };
  if (d.containers.length > 0) out.containers = d.containers;
  return out;
}

const notFound = (): TeamResult => fail(404, 'Dashboard not found', 'Not Found'); // text via sendStatus (§4.3)

export function listDashboards(ctx: TeamContext): TeamResult {
  // Unpaginated, sorted by name descending (§4.2).
  const rows = [...ctx.team.dashboards].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  return { kind: 'data', data: rows.map(renderDashboard) };
}

export function getDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const d = ctx.team.dashboards.find((x) => x.id === req.id);
  return d ? { kind: 'data', data: renderDashboard(d) } : notFound();
}

export function createDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseDashboardBody(req.body, 'create');
  if (!value) return validationFailed('Body', issues);
  const problem = crossCheck(ctx.team, value);
  if (problem) return fail(400, problem);
  const now = iso(ctx.now());
  const record: DashboardRecord = {
    id: ctx.ids.objectId(),
    name: value.name,
    // POST always assigns fresh tile ids, ignoring supplied ones (§6.2).
    tiles: value.tiles.map((t) => ({ ...t, id: ctx.ids.objectId() })),
    tags: value.tags ?? [],
    filters: (value.filters ?? []).map((f) => ({ id: ctx.ids.objectId(), ...f })),
    savedQuery: value.savedQuery ?? null,
    savedQueryLanguage: value.savedQueryLanguage ?? null,
    savedFilterValues: value.savedFilterValues ?? [],
    containers: value.containers ?? [],
    createdAt: now,
    updatedAt: now,
  };
  ctx.team.dashboards.push(record);
  return { kind: 'data', data: renderDashboard(record) };
}

export function updateDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const { value, issues } = parseDashboardBody(req.body, 'update');
  if (!value) return validationFailed('Body', issues);
  const record = ctx.team.dashboards.find((x) => x.id === req.id);
  if (!record) return notFound();
  const problem = crossCheck(ctx.team, value, record);
  if (problem) return fail(400, problem);
  // A tile keeps its id only if it equals an id already on this dashboard (§6.2).
  const existingTileIds = new Set(record.tiles.map((t) => t.id));
  record.tiles = value.tiles.map((t) => ({
    ...t,
    id: t.id !== undefined && existingTileIds.has(t.id) ? t.id : ctx.ids.objectId(),
  }));
  record.name = value.name;
  if (value.tags !== undefined) record.tags = value.tags;
  if (value.filters !== undefined) {
    const existingFilterIds = new Set(record.filters.map((f) => f.id));
    record.filters = value.filters.map((f) => ({ ...f, id: existingFilterIds.has(f.id) ? f.id : ctx.ids.objectId() }));
  }
  if (value.savedQuery !== undefined) record.savedQuery = value.savedQuery;
  if (value.savedQueryLanguage !== undefined) record.savedQueryLanguage = value.savedQueryLanguage;
  if (value.savedFilterValues !== undefined) record.savedFilterValues = value.savedFilterValues;
  if (value.containers !== undefined) record.containers = value.containers;
  record.updatedAt = iso(ctx.now());
  // Delete alerts of removed tiles and of tiles that can no longer carry alerts (§6.2).
  const keep = new Map(record.tiles.map((t) => [t.id, isAlertable(t.config)]));
  removeWhere(ctx.team.alerts, (a) => a.dashboardId === record.id && keep.get(a.tileId ?? '') !== true);
  return { kind: 'data', data: renderDashboard(record) };
}

export function deleteDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  // 200 `{}` even for an unknown well-formed id; tile alerts go with the dashboard (§5, §6.2).
  removeWhere(ctx.team.dashboards, (d) => d.id === req.id);
  removeWhere(ctx.team.alerts, (a) => a.dashboardId === req.id);
  return { kind: 'deleted' };
}

/** `POST /dashboards/validate` (§6.8): always 200, never writes. */
export function validateDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseDashboardBody(req.body, 'create');
  if (!value) return { kind: 'plain', body: { valid: false, errors: issues, normalized: null } };
  const problem = crossCheck(ctx.team, value);
  if (problem) return { kind: 'plain', body: { valid: false, errors: [{ path: '', message: problem }], normalized: null } };
  const normalized = {
    ...value,
    tiles: value.tiles,
    tags: value.tags ?? [],
    filters: value.filters ?? [],
  };
  return { kind: 'plain', body: { valid: true, errors: [], normalized } };
}
