// Sources (docs/contract.md §10; HyperDX api 2.36 v2/sources.ts). The team holds each source as the
// server stores it (materialized-view granularities in SQL interval form, `5 minute`); reads check
// the stored document against the source schema (a document it refuses is not listed), keep only the
// kind's keys and answer granularities in the API's short form (`5m`). Writes take either form, are
// checked against the schema, then the connection must be one of the team's.
import { isObjectId } from '../../core/ids.ts';
import { parseSourceSchema } from './schema.ts';
import { iso } from '../../core/state/context.ts';
import type { SourceRecord } from '../../core/state/records.ts';
import {
  fail,
  idIssues,
  invalidId,
  partsFailed,
  removeWhere,
  validationFailed,
  type TeamContext,
  type TeamRequest,
  type TeamResult,
} from '../../core/team-result.ts';
import { isRecord } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

type Obj = Record<string, unknown>;

/** `1 minute` → `1m`; anything else as it is. */
export function granularityToExternal(g: string): string {
  const m = /^(\d+) (second|minute|hour|day)$/.exec(g);
  return m ? `${m[1]}${must(m[2], 'the unit').charAt(0)}` : g;
}

/** `5m` → `5 minute`; anything else as it is. */
export function granularityToInternal(g: string): string {
  const m = /^(\d+)(s|m|h|d)$/.exec(g);
  return m ? `${m[1]} ${{ s: 'second', m: 'minute', h: 'hour', d: 'day' }[m[2] as 's' | 'm' | 'h' | 'd']}` : g;
}

/** Rewrites the granularities of a body or document (a copy; shapes it does not know are left alone). */
function mapGranularities(source: Obj, map: (g: string) => string): Obj {
  const out = { ...source };
  if (Array.isArray(source.materializedViews)) {
    out.materializedViews = (source.materializedViews as unknown[]).map((v) =>
      isRecord(v) && typeof v.minGranularity === 'string' ? { ...v, minGranularity: map(v.minGranularity) } : v,
    );
  }
  const meta = source.metadataMaterializedViews;
  if (isRecord(meta) && typeof meta.granularity === 'string') out.metadataMaterializedViews = { ...meta, granularity: map(meta.granularity) };
  return out;
}

/** Extra keys the managed service's schema adds to log and trace sources (cloud OpenAPI). */
const extraKeys = (ctx: TeamContext, kind: unknown): string[] => (ctx.managed && (kind === 'log' || kind === 'trace') ? ['filterSettings'] : []);

/** What the server stores for a checked body: Mongoose's defaults filled in. */
export function withStoredDefaults(value: Obj): Obj {
  const out: Obj = { disabled: false, querySettings: [], ...value };
  if (value.kind === 'log' || value.kind === 'trace') {
    out.highlightedTraceAttributeExpressions ??= [];
    out.highlightedRowAttributeExpressions ??= [];
    out.materializedViews ??= [];
  }
  return out;
}

/** A stored source as the API answers it, or undefined when the schema refuses the document. */
export function renderSource(record: SourceRecord, managed = false): Obj | undefined {
  // Session sources from before the timestamp was required read as `TimestampTime`.
  const doc: Obj = record.kind === 'session' && !record.timestampValueExpression ? { ...record, timestampValueExpression: 'TimestampTime' } : record;
  const { value } = parseSourceSchema(doc, true, managed && (doc.kind === 'log' || doc.kind === 'trace') ? ['filterSettings'] : []);
  return value && mapGranularities(value, granularityToExternal);
}

/** The body checked (granularities taken in either form); `issues` when the schema refuses it. */
function parseBody(ctx: TeamContext, body: unknown): ReturnType<typeof parseSourceSchema> {
  const mapped = isRecord(body) ? mapGranularities(body, granularityToInternal) : body;
  return parseSourceSchema(mapped, false, extraKeys(ctx, isRecord(body) ? body.kind : undefined));
}

/** A checked body as stored, with its id and times. */
function stored(value: Obj, id: string, createdAt: string, updatedAt: string): SourceRecord {
  const out: Obj = { ...withStoredDefaults(value), id, createdAt, updatedAt };
  return out as SourceRecord;
}

/** validateConnectionId: a valid ObjectId of one of the team's connections. */
function connectionProblem(ctx: TeamContext, connection: unknown): TeamResult | undefined {
  if (!isObjectId(connection)) return fail(400, 'connection must be a valid connection id');
  if (!ctx.team.connections.some((k) => k.id === connection)) return fail(400, 'connection must be an existing connection id');
  return undefined;
}

const notFound = (): TeamResult => fail(404, 'Source not found');
/** The real server answers a stored document its schema refuses with a 500 on a read by id. */
const unreadable = (): TeamResult => fail(500, 'Something went wrong :(');

export function listSources(ctx: TeamContext): TeamResult {
  return { kind: 'data', data: ctx.team.sources.flatMap((s) => renderSource(s, ctx.managed) ?? []) };
}

export function getSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const s = ctx.team.sources.find((x) => x.id === req.id);
  if (!s) return notFound();
  const data = renderSource(s, ctx.managed);
  return data ? { kind: 'data', data } : unreadable();
}

export function createSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseBody(ctx, req.body);
  if (!value) return validationFailed('Body', issues);
  const refused = connectionProblem(ctx, value.connection);
  if (refused) return refused;
  const now = iso(ctx.now());
  const record = stored(value, ctx.ids.objectId(), now, now);
  ctx.team.sources.push(record);
  return { kind: 'data', data: renderSource(record, ctx.managed) };
}

/** A full replace (the kind may change); `createdAt` stays. */
export function updateSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, issues } = parseBody(ctx, req.body);
  const invalid = partsFailed(issues, idIssues(req.id));
  if (invalid || !value) return invalid ?? notFound();
  const refused = connectionProblem(ctx, value.connection);
  if (refused) return refused;
  const index = ctx.team.sources.findIndex((x) => x.id === req.id);
  if (index < 0) return notFound();
  const old = must(ctx.team.sources[index], 'the source just found');
  const now = iso(ctx.now());
  const record = stored(value, old.id, typeof old.createdAt === 'string' ? old.createdAt : now, now);
  ctx.team.sources[index] = record;
  return { kind: 'data', data: renderSource(record, ctx.managed) };
}

export function deleteSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.sources, (s) => s.id === req.id) === 0) return notFound();
  return { kind: 'deleted' };
}
