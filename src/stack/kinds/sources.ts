// Sources on both editions (docs/contract.md §10; HyperDX api v2/sources.ts and the source schema
// of common-utils): a union on `kind` whose fields the file writes with the API's names, except the
// objects a source points at: its connection and its correlated sources are written by name
// (`connection`, `traceSource`…) and sent as ids (`connection`, `traceSourceId`…), or written by id
// where no name can be used (`connectionId`: the managed edition has no connections API).
//
// A PUT replaces the whole source and the server fills the same defaults as on a POST (Mongoose:
// `disabled: false`, `querySettings: []`, a log or trace source's highlighted expressions and
// materialized views `[]`; zod: a trace's `durationPrecision: 3`), so `body` fills them in too and
// `comparable` fills them in on a live source that lacks them: both go through one `canonical`.
import type { Edition } from '../../api/types.js';
import { fields, unknownFields, type ModelOf } from '../../util/carry.js';
import type { YamlPath } from '../../util/yaml.js';
import { SERVER_FIELDS, type ExportContext, type Json, type KindSpec, type RenderContext } from './kind.js';

const SOURCE_KINDS = ['log', 'trace', 'session', 'metric', 'promql'] as const;
type SourceKindName = (typeof SOURCE_KINDS)[number];

const isSourceKind = (v: unknown): v is SourceKindName => typeof v === 'string' && (SOURCE_KINDS as readonly string[]).includes(v);

/** The fields a log and a trace source share at the end of their schemas. */
const SEARCHABLE = [
  'highlightedTraceAttributeExpressions',
  'highlightedRowAttributeExpressions',
  'materializedViews',
  'metadataMaterializedViews',
  'orderByExpression',
  'useTextIndexForImplicitColumn',
] as const;

/** Each kind's own fields, copied as they are (beside the common ones and the correlated sources). */
const FIELDS: Readonly<Record<SourceKindName, readonly string[]>> = {
  log: [
    'defaultTableSelectExpression',
    'serviceNameExpression',
    'serviceVersionExpression',
    'severityTextExpression',
    'bodyExpression',
    'eventAttributesExpression',
    'resourceAttributesExpression',
    'displayedTimestampValueExpression',
    'traceIdExpression',
    'spanIdExpression',
    'implicitColumnExpression',
    'knownColumnsListExpression',
    'tableFilterExpression',
    ...SEARCHABLE,
  ],
  trace: [
    'defaultTableSelectExpression',
    'durationExpression',
    'durationPrecision',
    'traceIdExpression',
    'spanIdExpression',
    'parentSpanIdExpression',
    'spanNameExpression',
    'spanKindExpression',
    'sampleRateExpression',
    'statusCodeExpression',
    'statusMessageExpression',
    'serviceNameExpression',
    'serviceVersionExpression',
    'resourceAttributesExpression',
    'eventAttributesExpression',
    'spanEventsValueExpression',
    'spanLinksValueExpression',
    'implicitColumnExpression',
    'knownColumnsListExpression',
    'displayedTimestampValueExpression',
    ...SEARCHABLE,
  ],
  session: ['resourceAttributesExpression'],
  metric: ['metricTables', 'resourceAttributesExpression', 'serviceNameExpression', 'seriesTable'],
  promql: [],
};

/** Each kind's correlated sources: `traceSource` in a file (a name) is `traceSourceId` in the API. */
const REFS: Readonly<Record<SourceKindName, readonly string[]>> = {
  log: ['metricSource', 'traceSource'],
  trace: ['logSource', 'sessionSource', 'metricSource'],
  session: ['traceSource'],
  metric: ['logSource'],
  promql: [],
};

/** Lists the server fills with `[]` when a log or trace source leaves them out. */
const EMPTY_LISTS = ['highlightedTraceAttributeExpressions', 'highlightedRowAttributeExpressions', 'materializedViews'] as const;
const DEFAULT_DURATION_PRECISION = 3;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy without null values at any depth: every nullable field of the schema means "absent" when null. */
function withoutNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutNulls);
  if (!isObject(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => [k, withoutNulls(x)]),
  );
}

/**
 * A source in the API's shape (ids for what it points at) → the fields that decide equality, in a
 * fixed order, with the server's defaults filled in; what the kind does not have is left out, as the
 * server's schema drops it.
 */
function canonical(o: Json, edition: Edition): Json {
  const kind = o.kind;
  if (!isSourceKind(kind)) return withoutNulls(o) as Json;
  const from = isObject(o.from) ? o.from : {};
  const out: Json = {
    name: o.name,
    kind,
    connection: o.connection,
    from: { databaseName: from.databaseName, tableName: typeof from.tableName === 'string' ? from.tableName : kind === 'metric' ? '' : from.tableName },
    timestampValueExpression: o.timestampValueExpression,
    disabled: o.disabled === true,
    querySettings: Array.isArray(o.querySettings) ? withoutNulls(o.querySettings) : [],
  };
  if (typeof o.section === 'string') out.section = o.section;
  for (const field of FIELDS[kind]) if (o[field] !== undefined && o[field] !== null) out[field] = withoutNulls(o[field]);
  for (const ref of REFS[kind]) if (typeof o[`${ref}Id`] === 'string') out[`${ref}Id`] = o[`${ref}Id`];
  if (kind === 'log' || kind === 'trace') {
    for (const list of EMPTY_LISTS) out[list] ??= [];
    // The managed service's log and trace sources carry filter settings the self-hosted schema lacks.
    if (edition === 'managed' && isObject(o.filterSettings)) out.filterSettings = withoutNulls(o.filterSettings);
  }
  if (kind === 'trace') out.durationPrecision ??= DEFAULT_DURATION_PRECISION;
  // An empty table name is no table to the server (it looks for one that is not empty): left out,
  // so a source whose form stored "" for its unused metric types exports and compares cleanly.
  if (kind === 'metric' && isObject(out.metricTables)) out.metricTables = Object.fromEntries(Object.entries(out.metricTables).filter(([, t]) => t !== ''));
  return out;
}

/** A name in the file → the id of that object (undefined, with a problem at `at`, when none or several match). */
function resolve(ctx: RenderContext, entry: Json, nameKey: string, idKey: string, kind: 'connections' | 'sources', path: YamlPath): unknown {
  const name = entry[nameKey];
  if (typeof name !== 'string') return entry[idKey];
  if (kind === 'connections' && ctx.edition === 'managed') {
    ctx.problem(
      [...path, nameKey],
      '`connection` (a name) exists only on the self-hosted edition; the managed API has no connections to name: write `connectionId`',
    );
    return undefined;
  }
  return ctx.idOf(kind, name, [...path, nameKey]);
}

function body(entry: Json, path: YamlPath, ctx: RenderContext): Json {
  const kind = entry.kind;
  const refs = isSourceKind(kind) ? REFS[kind] : [];
  // The engine's keys and the names written for ids go; the ids they resolve to come in.
  const dropped = new Set(['was', 'adopt', 'connectionId', ...refs]);
  const api: Json = Object.fromEntries(Object.entries(entry).filter(([key]) => !dropped.has(key)));
  api.connection = resolve(ctx, entry, 'connection', 'connectionId', 'connections', path);
  for (const ref of refs) api[`${ref}Id`] = resolve(ctx, entry, ref, `${ref}Id`, 'sources', path);
  return canonical(api, ctx.edition);
}

/** Whether `value` is what the server fills in for `field` of a source of `kind` left without it. */
function isServerDefault(kind: SourceKindName, field: string, value: unknown): boolean {
  if (field === 'disabled') return value === false;
  if (field === 'querySettings') return Array.isArray(value) && value.length === 0;
  if ((EMPTY_LISTS as readonly string[]).includes(field)) return Array.isArray(value) && value.length === 0;
  return kind === 'trace' && field === 'durationPrecision' && value === DEFAULT_DURATION_PRECISION;
}

function entry(live: Json, ctx: ExportContext): Json {
  const c = canonical(live, ctx.edition);
  const kind = c.kind;
  if (!isSourceKind(kind)) return c;
  const out: Json = { name: c.name, kind };
  if (c.section !== undefined) out.section = c.section;
  const connection = typeof c.connection === 'string' ? c.connection : '';
  // The managed edition has no connections to name: its sources keep the id.
  const connectionName = ctx.edition === 'self-hosted' ? ctx.nameOf('connections', connection) : undefined;
  if (connectionName !== undefined) out.connection = connectionName;
  else out.connectionId = connection;
  const from = c.from as Json;
  out.from = kind === 'metric' && from.tableName === '' ? { databaseName: from.databaseName } : from;
  out.timestampValueExpression = c.timestampValueExpression;
  for (const [field, value] of Object.entries(c)) {
    if (field in out || field === 'connection' || field.endsWith('SourceId') || isServerDefault(kind, field, value)) continue;
    out[field] = value;
  }
  for (const ref of REFS[kind]) {
    const id = c[`${ref}Id`];
    if (typeof id !== 'string') continue;
    const name = ctx.nameOf('sources', id);
    if (name !== undefined) out[ref] = name;
    else out[`${ref}Id`] = id;
  }
  return out;
}

/** The fields every source has (canonical's first ones), and the server's own. */
const COMMON = ['name', 'kind', 'connection', 'from', 'timestampValueExpression', 'disabled', 'querySettings', 'section', 'filterSettings'];
const READ_ONLY = fields(SERVER_FIELDS);

/** The fields the file models of a source of this kind (undefined: a kind it does not have). */
function knownOf(kind: unknown): string[] | undefined {
  return isSourceKind(kind) ? [...COMMON, ...FIELDS[kind], ...REFS[kind].map((r) => `${r}Id`)] : undefined;
}

/** A source's model: its kind's fields (a kind change carries nothing of the old kind's: tiedTo refuses what would be lost). */
const model: ModelOf = (desired, live) => {
  const known = knownOf(desired.kind);
  if (!known) return undefined;
  const old = desired.kind === live.kind ? [] : Object.keys(live);
  return { known: fields(known, old), readOnly: READ_ONLY, nested: { from: { object: { known: fields(['databaseName', 'tableName']) } } } };
};

/** A kind change: what the live source holds that neither the file nor its own kind's model knows is lost. */
function tiedTo(entry: Json, live: Json): { field: string; lost: string[] } | undefined {
  if (entry.kind === live.kind) return undefined;
  const own = knownOf(live.kind);
  const lost = unknownFields(live, own ? { known: fields(own), readOnly: READ_ONLY } : { known: fields(['name', 'kind']), readOnly: READ_ONLY });
  return lost.length > 0 ? { field: 'kind', lost } : undefined;
}

export const sources: KindSpec = {
  kind: 'sources',
  singular: 'source',
  editions: ['self-hosted', 'managed'],
  mark: 'none',
  writeOnly: [],
  secretFields: [],
  // A source names its connection and may name other sources (a session its trace source, a log
  // or trace source its correlated ones): those may form a cycle (a log and a trace source naming
  // each other), which the engine's placeholders for objects this run creates resolve.
  refersTo: ['connections', 'sources'],
  body,
  comparable: (live, edition) => canonical(live, edition),
  model,
  tiedTo,
  entry,
};
