// Saved searches (docs/contract.md §12): paginated list, full replace on PUT, delete cascades to alerts.
import { isObjectId } from '../../core/ids.ts';
import { filterKey, isRenderableFilter, type SavedFilter } from './pinned-filter.ts';
import { iso } from '../../core/state/context.ts';
import type { SavedSearchRecord } from '../../core/state/records.ts';
import {
  bodyAndIdFailed,
  fail,
  invalidId,
  paginated,
  removeWhere,
  validationFailed,
  type TeamContext,
  type TeamRequest,
  type TeamResult,
} from '../../core/team-result.ts';
import { Checker, type Issue } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

type Parsed = Pick<SavedSearchRecord, 'name' | 'sourceId' | 'select' | 'where' | 'whereLanguage' | 'orderBy' | 'tags' | 'filters'>;

const MAX_FILTER_EXPR = 8 * 1024;
const SQL_AST_OPERATORS = ['=', '<', '>', '!=', '<=', '>='] as const;

/**
 * One filter: `{type?: 'lucene' | 'sql' (default 'sql'), condition}` or `{type: 'sql_ast', operator,
 * left, right}` — a zod union, so a miss of both shapes is a bare "Invalid input", and a shape that
 * only fails a length cap reports that. Unknown keys are dropped.
 */
function checkFilter(c: Checker, path: string, raw: unknown): SavedFilter | undefined {
  const f = c.object(path, raw);
  if (!f) return undefined;
  const str = (v: unknown) => typeof v === 'string';
  const capped = (key: string, v: string) => {
    if (v.length > MAX_FILTER_EXPR) c.add(`${path}.${key}`, `String must contain at most ${MAX_FILTER_EXPR} character(s)`);
  };
  if ((f.type === undefined || f.type === 'lucene' || f.type === 'sql') && str(f.condition)) {
    capped('condition', f.condition);
    return { type: f.type ?? 'sql', condition: f.condition };
  }
  if (f.type === 'sql_ast' && (SQL_AST_OPERATORS as readonly unknown[]).includes(f.operator) && str(f.left) && str(f.right)) {
    capped('left', f.left);
    capped('right', f.right);
    return { type: 'sql_ast', operator: f.operator, left: f.left, right: f.right };
  }
  c.add(path, 'Invalid input', true);
  return undefined;
}

/** The request schema; PUT is a full replace, so every omitted optional field takes its default. */
function parse(input: unknown): { value?: Parsed; issues: Issue[] } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { issues: c.issues };
  const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
  const sourceId = c.string('sourceId', raw.sourceId);
  if (typeof sourceId === 'string' && !isObjectId(sourceId)) c.add('sourceId', 'Invalid ObjectId');
  const select = c.string('select', raw.select, { optional: true, max: 4096 });
  const where = c.string('where', raw.where, { optional: true, max: 8192 });
  const whereLanguage = c.enumOf('whereLanguage', raw.whereLanguage, ['lucene', 'sql'], { optional: true });
  const orderBy = c.string('orderBy', raw.orderBy, { optional: true, max: 1024 });
  const tags = c.array('tags', raw.tags, { optional: true, max: 50 });
  tags?.forEach((t, i) => c.string(`tags.${i}`, t, { max: 32 }));
  const filterList = c.array('filters', raw.filters, { optional: true, max: 100 });
  const filters = filterList?.map((f, i) => checkFilter(c, `filters.${i}`, f));
  if (!c.ok) return { issues: c.issues };
  return {
    value: {
      name: must(name, 'name'),
      sourceId: must(sourceId, 'sourceId'),
      select: select ?? '',
      where: where ?? '',
      whereLanguage: whereLanguage ?? 'lucene',
      orderBy: orderBy ?? '',
      tags: (tags as string[] | undefined) ?? [],
      filters: (filters as SavedFilter[] | undefined) ?? [],
    },
    issues: [],
  };
}

const noSource = (): TeamResult => fail(400, 'sourceId must be an existing source id');

/**
 * Filters written through the API must render in the search sidebar (pinned-filter.ts); on PUT a
 * filter unchanged from the stored search passes anyway, so GET → edit → PUT works on legacy ones.
 */
function unrenderable(filters: SavedFilter[], stored: SavedFilter[] = []): TeamResult | undefined {
  const grandfathered = new Set(stored.map(filterKey));
  const index = filters.findIndex((f) => !isRenderableFilter(f) && !grandfathered.has(filterKey(f)));
  if (index < 0) return undefined;
  return fail(
    400,
    `filters[${index}] must be a sidebar-renderable SQL predicate ` +
      `(e.g. "<column> IN ('<value>', ...)", "NOT IN (...)", or "BETWEEN <n> AND <n>"). ` +
      'Other shapes are only accepted on update when preserved unchanged from the stored saved search.',
  );
}

/** `toExternalJSON()`: who created or last updated it is stored, never answered. */
function renderSavedSearch(s: SavedSearchRecord, teamId: string): Record<string, unknown> {
  const { createdAt, updatedAt, id, createdBy: _createdBy, updatedBy: _updatedBy, ...rest } = s;
  return { id, ...rest, teamId, createdAt, updatedAt };
}

const notFound = (): TeamResult => fail(404, 'Saved search not found');

export function listSavedSearches(ctx: TeamContext, req: TeamRequest): TeamResult {
  return paginated(ctx, req.query, ctx.team.savedSearches, (s) => renderSavedSearch(s, ctx.team.id));
}

export function getSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const s = ctx.team.savedSearches.find((x) => x.id === req.id);
  return s ? { kind: 'data', data: renderSavedSearch(s, ctx.team.id) } : notFound();
}

export function createSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parse(req.body);
  if (!value) return validationFailed('Body', issues);
  if (!ctx.team.sources.some((s) => s.id === value.sourceId)) return noSource();
  const refused = unrenderable(value.filters);
  if (refused) return refused;
  const now = iso(ctx.now());
  const record: SavedSearchRecord = { ...value, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  if (ctx.actor !== undefined) record.createdBy = record.updatedBy = ctx.actor;
  ctx.team.savedSearches.push(record);
  return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}

/** Order as upstream: body and id, the source, 404, the filters. */
export function updateSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parse(req.body);
  if (!value || !isObjectId(req.id)) return bodyAndIdFailed(value ? [] : issues, req.id);
  if (!ctx.team.sources.some((s) => s.id === value.sourceId)) return noSource();
  const record = ctx.team.savedSearches.find((x) => x.id === req.id);
  if (!record) return notFound();
  const refused = unrenderable(value.filters, record.filters);
  if (refused) return refused;
  Object.assign(record, value, { updatedAt: iso(ctx.now()) });
  if (ctx.actor !== undefined) record.updatedBy = ctx.actor;
  return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}

export function deleteSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.savedSearches, (s) => s.id === req.id) === 0) return notFound();
  removeWhere(ctx.team.alerts, (a) => a.savedSearchId === req.id);
  return { kind: 'deleted' };
}
