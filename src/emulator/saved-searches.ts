// Saved searches (docs/contract.md §12): paginated list, full replace on PUT, delete cascades to alerts.
import { isObjectId } from './ids.ts';
import { iso, type SavedSearchRecord, type TeamState } from './state.ts';
import { fail, invalidId, paginated, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { Checker } from './validate.ts';

type Parsed = Pick<SavedSearchRecord, 'name' | 'sourceId' | 'select' | 'where' | 'whereLanguage' | 'orderBy' | 'tags' | 'filters'>;

function parse(team: TeamState, input: unknown): { value?: Parsed; error?: TeamResult } {
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { error: validationFailed('Body', c.issues) };
  const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
  const sourceId = c.string('sourceId', raw.sourceId);
  const select = c.string('select', raw.select, { optional: true, max: 4096 });
  const where = c.string('where', raw.where, { optional: true, max: 8192 });
  const whereLanguage = c.enumOf('whereLanguage', raw.whereLanguage, ['lucene', 'sql'], { optional: true });
  const orderBy = c.string('orderBy', raw.orderBy, { optional: true, max: 1024 });
  const tags = c.array('tags', raw.tags, { optional: true, max: 50 });
  tags?.forEach((t, i) => c.string(`tags.${i}`, t, { max: 32 }));
  const filters = c.array('filters', raw.filters, { optional: true, max: 100 });
  filters?.forEach((f, i) => c.object(`filters.${i}`, f));
  if (sourceId && !isObjectId(sourceId)) c.add('sourceId', 'Invalid ObjectId');
  if (!c.ok) return { error: validationFailed('Body', c.issues) };
  if (!team.sources.some((s) => s.id === sourceId)) return { error: fail(400, 'sourceId must be an existing source id') };
  return {
    value: {
      name: name!,
      sourceId: sourceId!,
      select: select ?? '',
      where: where ?? '',
      whereLanguage: whereLanguage ?? 'lucene',
      orderBy: orderBy ?? '',
      tags: (tags as string[] | undefined) ?? [],
      filters: (filters as Array<Record<string, unknown>> | undefined) ?? [],
    },
  };
}

function renderSavedSearch(s: SavedSearchRecord, teamId: string): Record<string, unknown> {
  const { createdAt, updatedAt, id, ...rest } = s;
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
  const { value, error } = parse(ctx.team, req.body);
  if (error) return error;
  const now = iso(ctx.now());
  const record: SavedSearchRecord = { ...value!, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
  ctx.team.savedSearches.push(record);
  return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}

export function updateSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const record = ctx.team.savedSearches.find((x) => x.id === req.id);
  if (!record) return notFound();
  const { value, error } = parse(ctx.team, req.body);
  if (error) return error;
  Object.assign(record, value, { updatedAt: iso(ctx.now()) });
  return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}

export function deleteSavedSearch(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.savedSearches, (s) => s.id === req.id) === 0) return notFound();
  removeWhere(ctx.team.alerts, (a) => a.savedSearchId === req.id);
  return { kind: 'deleted' };
}
