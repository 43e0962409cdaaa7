// Dashboards (docs/contract.md §7): tile-id assignment, replace-on-PUT with kept optional fields, alert
// cleanup after PUT/DELETE, name-descending list, text 404, and the never-writing validate.
// Parsing is body.ts, the team checks checks.ts, reads render.ts.
import { normalizedBody, parseDashboardBody, type Filter, type ParsedDashboard, type ParsedTile } from './body.ts';
import { crossCheck } from './checks.ts';
import { renderDashboard } from './render.ts';
import { isObjectId, type IdSource } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { DashboardRecord, TileRecord } from '../../core/state/records.ts';
import { fail, invalidId, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from '../../core/team-result.ts';
import { isAlertable } from './tile-config.ts';
import { formatIssues } from '../../core/validate.ts';

const notFound = (): TeamResult => fail(404, 'Dashboard not found', 'Not Found'); // text via sendStatus (docs/contract.md §4.2)

/** Tiles as stored: an id is kept only if it is already on this dashboard (`keep`), else minted (docs/contract.md §7.2). */
function storedTiles(tiles: ParsedTile[], ids: IdSource, keep: ReadonlySet<string> = new Set()): TileRecord[] {
  return tiles.map((t) => {
    const tile: TileRecord = {
      id: t.id !== undefined && keep.has(t.id) ? t.id : ids.objectId(),
      name: t.name,
      x: t.x,
      y: t.y,
      w: t.w,
      h: t.h,
      config: t.config,
    };
    if (t.containerId !== undefined) tile.containerId = t.containerId;
    if (t.tabId !== undefined) tile.tabId = t.tabId;
    return tile;
  });
}

/** Filter ids follow the tile rule (docs/contract.md §7.2). */
function storedFilters(filters: Filter[], ids: IdSource, keep: ReadonlySet<unknown> = new Set()): Filter[] {
  return filters.map((f) => ({ ...f, id: keep.has(f.id) ? f.id : ids.objectId() }));
}

/** `lucene` for a saved query sent without a language; `null` with a null saved query (docs/contract.md §7.1). */
function savedQueryLanguageOf(d: ParsedDashboard): string | null | undefined {
  if (d.savedQueryLanguage !== undefined) return d.savedQueryLanguage;
  if (d.savedQuery === null) return null;
  return d.savedQuery ? 'lucene' : undefined;
}

export function listDashboards(ctx: TeamContext): TeamResult {
  // Unpaginated, sorted by name descending (docs/contract.md §5).
  const rows = [...ctx.team.dashboards].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  return { kind: 'data', data: rows.map((d) => renderDashboard(d, ctx.features)) };
}

export function getDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const d = ctx.team.dashboards.find((x) => x.id === req.id);
  return d ? { kind: 'data', data: renderDashboard(d, ctx.features) } : notFound();
}

export function createDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseDashboardBody(req.body, 'create', ctx.features);
  if (!value) return validationFailed('Body', issues);
  const problem = crossCheck(ctx.team, { tiles: value.tiles, filters: value.filters, containers: value.containers ?? [] });
  if (problem) return fail(400, problem);
  const now = iso(ctx.now());
  const record: DashboardRecord = {
    id: ctx.ids.objectId(),
    name: value.name,
    // POST always assigns fresh tile ids, ignoring supplied ones (docs/contract.md §7.2).
    tiles: storedTiles(value.tiles, ctx.ids),
    tags: [...new Set(value.tags ?? [])],
    filters: storedFilters(value.filters ?? [], ctx.ids),
    savedQuery: value.savedQuery ?? null,
    savedQueryLanguage: savedQueryLanguageOf(value) ?? null,
    savedFilterValues: value.savedFilterValues ?? [],
    containers: value.containers ?? [],
    createdAt: now,
    updatedAt: now,
  };
  ctx.team.dashboards.push(record);
  return { kind: 'data', data: renderDashboard(record, ctx.features) };
}

export function updateDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseDashboardBody(req.body, 'update', ctx.features);
  // Body and path are validated together; both verdicts, body first (docs/contract.md §4.2).
  const badId = !isObjectId(req.id);
  if (!value || badId) {
    const parts = [...(value ? [] : [formatIssues('Body', issues)]), ...(badId ? [formatIssues('Params', [{ path: 'id', message: 'Invalid ObjectId' }])] : [])];
    return fail(400, parts.join('; '));
  }
  const record = ctx.team.dashboards.find((x) => x.id === req.id);
  if (!record) return notFound();
  const problem = crossCheck(ctx.team, {
    tiles: value.tiles,
    filters: value.filters,
    containers: value.containers ?? record.containers,
    existing: record.tiles,
  });
  if (problem) return fail(400, problem);
  const before = new Set(record.tiles.map((t) => t.id));
  record.tiles = storedTiles(value.tiles, ctx.ids, before);
  record.name = value.name;
  if (value.tags !== undefined) record.tags = [...new Set(value.tags)];
  if (value.filters !== undefined) record.filters = storedFilters(value.filters, ctx.ids, new Set(record.filters.map((f) => f.id)));
  if (value.savedQuery !== undefined) record.savedQuery = value.savedQuery;
  const language = savedQueryLanguageOf(value);
  if (language !== undefined) record.savedQueryLanguage = language;
  if (value.savedFilterValues !== undefined) record.savedFilterValues = value.savedFilterValues;
  if (value.containers !== undefined) record.containers = value.containers;
  record.updatedAt = iso(ctx.now());
  // The alerts of tiles that are gone, or whose new config cannot carry one, are deleted (docs/contract.md §7.2) —
  // only those: an alert whose tile was never on the dashboard is not touched.
  const after = new Set(record.tiles.map((t) => t.id));
  const lost = new Set([...[...before].filter((id) => !after.has(id)), ...record.tiles.filter((t) => !isAlertable(t.config)).map((t) => t.id)]);
  removeWhere(ctx.team.alerts, (a) => a.dashboardId === record.id && a.source === 'tile' && lost.has(a.tileId ?? ''));
  return { kind: 'data', data: renderDashboard(record, ctx.features) };
}

export function deleteDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  // 200 `{}` even for an unknown well-formed id; tile alerts go with the dashboard (docs/contract.md §6, §7.2).
  removeWhere(ctx.team.dashboards, (d) => d.id === req.id);
  removeWhere(ctx.team.alerts, (a) => a.dashboardId === req.id);
  return { kind: 'deleted' };
}

/**
 * `POST /dashboards/validate` (docs/contract.md §7.8): the create rules, always 200, never writes. `normalized` is
 * the parsed body — defaults of the schema filled, unknown keys dropped — not the stored dashboard
 * (no ids, no read-side defaults). Self-hosted answers it bare or, with the option, under `data`.
 */
export function validateDashboard(ctx: TeamContext, req: TeamRequest): TeamResult {
  const answer = (body: unknown): TeamResult => (ctx.validateInData ? { kind: 'data', data: body } : { kind: 'plain', body });
  const { value, issues } = parseDashboardBody(req.body, 'create', ctx.features);
  if (!value) return answer({ valid: false, errors: issues, normalized: null });
  const problem = crossCheck(ctx.team, { tiles: value.tiles, filters: value.filters, containers: value.containers ?? [] });
  if (problem) return answer({ valid: false, errors: [{ path: '', message: problem }], normalized: null });
  return answer({ valid: true, errors: [], normalized: normalizedBody(value) });
}
