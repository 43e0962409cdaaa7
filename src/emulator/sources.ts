// Sources (docs/contract.md §10): full objects, unpaginated list; writes validate the kind's required fields
// and, as zod does, drop the keys the kind's schema does not name (`id` in bodies included).
import { isObjectId } from './ids.ts';
import type { SourceRecord } from './state.ts';
import { fail, invalidId, removeWhere, validationFailed, type TeamContext, type TeamRequest, type TeamResult } from './team-result.ts';
import { Checker, pick } from './validate.ts';

const KINDS = ['log', 'trace', 'metric', 'session', 'promql'] as const;

const REQUIRED_BY_KIND: Record<string, string[]> = {
  log: ['defaultTableSelectExpression'],
  trace: [
    'defaultTableSelectExpression', 'durationExpression', 'traceIdExpression', 'spanIdExpression',
    'parentSpanIdExpression', 'spanNameExpression', 'spanKindExpression',
  ],
  metric: ['resourceAttributesExpression'],
  session: ['traceSourceId'],
  promql: [],
};

const COMMON_KEYS = ['name', 'kind', 'connection', 'from', 'timestampValueExpression', 'section', 'disabled', 'querySettings'];
const SEARCHABLE_KEYS = [
  'defaultTableSelectExpression', 'serviceNameExpression', 'serviceVersionExpression', 'resourceAttributesExpression',
  'eventAttributesExpression', 'metricSourceId', 'traceIdExpression', 'spanIdExpression', 'implicitColumnExpression',
  'knownColumnsListExpression', 'tableFilterExpression', 'highlightedTraceAttributeExpressions',
  'highlightedRowAttributeExpressions', 'materializedViews', 'metadataMaterializedViews', 'orderByExpression',
  'useTextIndexForImplicitColumn',
];
const KEYS_BY_KIND: Record<string, string[]> = {
  log: [...SEARCHABLE_KEYS, 'severityTextExpression', 'bodyExpression', 'displayedTimestampValueExpression', 'traceSourceId'],
  trace: [
    ...SEARCHABLE_KEYS, 'durationExpression', 'durationPrecision', 'parentSpanIdExpression', 'spanNameExpression',
    'spanKindExpression', 'sampleRateExpression', 'logSourceId', 'sessionSourceId', 'statusCodeExpression',
    'statusMessageExpression', 'spanEventsValueExpression', 'spanLinksValueExpression',
  ],
  metric: ['metricTables', 'resourceAttributesExpression', 'serviceNameExpression', 'logSourceId', 'seriesTable'],
  session: ['traceSourceId', 'resourceAttributesExpression'],
  promql: [],
};

function parseSource(ctx: TeamContext, input: unknown): { value?: Record<string, unknown>; error?: TeamResult } {
  const team = ctx.team;
  const c = new Checker();
  const raw = c.object('', input);
  if (!raw) return { error: validationFailed('Body', c.issues) };
  c.string('name', raw.name, { min: 1 });
  const kind = raw.kind;
  if (!KINDS.includes(kind as (typeof KINDS)[number])) {
    c.add('kind', `Invalid discriminator value. Expected ${KINDS.map((k) => `'${k}'`).join(' | ')}`);
    return { error: validationFailed('Body', c.issues) };
  }
  c.string('connection', raw.connection);
  const from = c.object('from', raw.from);
  if (from) {
    c.string('from.databaseName', from.databaseName);
    c.string('from.tableName', from.tableName);
  }
  if (kind !== 'session') c.string('timestampValueExpression', raw.timestampValueExpression);
  for (const field of REQUIRED_BY_KIND[kind as string]!) c.string(field, raw[field]);
  if (kind === 'trace') c.number('durationPrecision', raw.durationPrecision, { optional: true, int: true, min: 0, max: 9 });
  if (kind === 'metric') {
    const tables = c.object('metricTables', raw.metricTables);
    if (tables && !Object.values(tables).some((v) => typeof v === 'string' && v.length > 0)) {
      c.add('metricTables', 'At least one metric table must be specified');
    }
  }
  c.boolean('disabled', raw.disabled);
  c.array('querySettings', raw.querySettings, { optional: true, max: 10 });
  if (!c.ok) return { error: validationFailed('Body', c.issues) };
  if (!isObjectId(raw.connection)) return { error: fail(400, 'connection must be a valid connection id') };
  if (!team.connections.some((k) => k.id === raw.connection)) return { error: fail(400, 'connection must be an existing connection id') };
  const keys = [...COMMON_KEYS, ...KEYS_BY_KIND[kind as string]!];
  // The managed service's schema adds `filterSettings` to log and trace sources (cloud OpenAPI).
  if (ctx.managed && (kind === 'log' || kind === 'trace')) keys.push('filterSettings');
  const value: Record<string, unknown> = { disabled: false, querySettings: [], ...pick(raw, keys) };
  if (kind === 'trace') value.durationPrecision = value.durationPrecision ?? 3;
  if (kind === 'log' || kind === 'trace') {
    value.highlightedTraceAttributeExpressions ??= [];
    value.highlightedRowAttributeExpressions ??= [];
    value.materializedViews ??= [];
  }
  return { value };
}

const notFound = (): TeamResult => fail(404, 'Source not found');
const render = (s: SourceRecord) => ({ ...s });

export function listSources(ctx: TeamContext): TeamResult {
  return { kind: 'data', data: ctx.team.sources.map(render) };
}

export function getSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const s = ctx.team.sources.find((x) => x.id === req.id);
  return s ? { kind: 'data', data: render(s) } : notFound();
}

export function createSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  const { value, error } = parseSource(ctx, req.body);
  if (error) return error;
  const record = { ...value, id: ctx.ids.objectId() } as SourceRecord;
  ctx.team.sources.push(record);
  return { kind: 'data', data: render(record) };
}

export function updateSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const index = ctx.team.sources.findIndex((x) => x.id === req.id);
  if (index < 0) return notFound();
  const { value, error } = parseSource(ctx, req.body);
  if (error) return error;
  const record = { ...value, id: req.id } as SourceRecord; // full replace, may change kind (docs/contract.md §10)
  ctx.team.sources[index] = record;
  return { kind: 'data', data: render(record) };
}

export function deleteSource(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  if (removeWhere(ctx.team.sources, (s) => s.id === req.id) === 0) return notFound();
  return { kind: 'deleted' };
}
