// The source schema of HyperDX api 2.36 (common-utils SourceSchema / SourceSchemaNoId, a zod
// discriminated union on `kind`), checked in zod's order with zod's messages, and what its parse
// returns: only the keys the kind names (others are dropped), `durationPrecision` defaulting to 3.
// Writes check bodies with it; reads check stored documents with it (a document it refuses is not
// listed), as the real server does.
import { Checker, isRecord, type Issue } from '../../core/validate.ts';

export const SOURCE_KINDS = ['log', 'trace', 'session', 'metric', 'promql'] as const;

const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];
const AGG_FNS = ['avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none', 'increase', 'histogram'] as const;
const USE_TEXT_INDEX = ['auto', 'enabled', 'disabled'] as const;
/** SQLIntervalSchema: what the server stores (`5 minute`); the API speaks `5m` (handlers.ts maps). */
const SQL_INTERVAL = /^\d+ (second|minute|hour|day)$/;

type Obj = Record<string, unknown>;

/**
 * zod's `datetime()` as the schema uses it (no options): a calendar date, `T`, hours and minutes,
 * optional seconds with any fraction, and `Z` — no offset, no space, no date alone.
 */
const ZOD_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?Z$/;
export function isZodDatetime(s: string): boolean {
  const m = ZOD_DATETIME.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A real day of a real month (February 29 only in a leap year).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return month >= 1 && month <= 12 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Optional strings of log sources, in the schema's order. */
const LOG_STRINGS = [
  'serviceNameExpression',
  'serviceVersionExpression',
  'severityTextExpression',
  'bodyExpression',
  'eventAttributesExpression',
  'resourceAttributesExpression',
  'displayedTimestampValueExpression',
  'metricSourceId',
  'traceSourceId',
  'traceIdExpression',
  'spanIdExpression',
  'implicitColumnExpression',
  'knownColumnsListExpression',
  'tableFilterExpression',
];
const TRACE_REQUIRED: Array<[string, string]> = [['durationExpression', 'Duration Expression is required']];
const TRACE_REQUIRED_AFTER_PRECISION: Array<[string, string]> = [
  ['traceIdExpression', 'Trace ID Expression is required'],
  ['spanIdExpression', 'Span ID Expression is required'],
  ['parentSpanIdExpression', 'Parent span ID expression is required'],
  ['spanNameExpression', 'Span Name Expression is required'],
  ['spanKindExpression', 'Span Kind Expression is required'],
];
const TRACE_STRINGS = [
  'sampleRateExpression',
  'logSourceId',
  'sessionSourceId',
  'metricSourceId',
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
];

function requiredString(c: Checker, out: Obj, raw: Obj, key: string, message: string): void {
  const v = c.string(key, raw[key]);
  if (typeof v === 'string') {
    if (v.length < 1) c.add(key, message);
    out[key] = v;
  }
}

function optionalStrings(c: Checker, out: Obj, raw: Obj, keys: string[], nullable: string[] = []): void {
  for (const key of keys) {
    const v = c.string(key, raw[key], { optional: true, nullable: nullable.includes(key) });
    if (v !== undefined) out[key] = v;
  }
}

function highlighted(c: Checker, out: Obj, raw: Obj, key: string): void {
  const list = c.array(key, raw[key], { optional: true });
  if (!list) return;
  out[key] = list.map((item, i) => {
    const e: Obj = {};
    nested(c, `${key}.${i}`, (v) => {
      const o = v.object('', item);
      if (!o) return;
      requiredString(v, e, o, 'sqlExpression', 'Attribute SQL Expression is required');
      optionalStrings(v, e, o, ['luceneExpression', 'alias']);
    });
    return e;
  });
}

/** Checks a nested object with its own Checker and reports its issues under `prefix`. */
function nested(c: Checker, prefix: string, run: (inner: Checker) => void): void {
  const inner = new Checker();
  run(inner);
  for (const issue of inner.issues) c.add(issue.path ? `${prefix}.${issue.path}` : prefix, issue.message, false);
}

function materializedViews(c: Checker, out: Obj, raw: Obj): void {
  const list = c.array('materializedViews', raw.materializedViews, { optional: true });
  if (!list) return;
  out.materializedViews = list.map((item, i) => {
    const view: Obj = {};
    nested(c, `materializedViews.${i}`, (v) => {
      const o = v.object('', item);
      if (!o) return;
      requiredString(v, view, o, 'databaseName', 'Materialized View Database is required');
      requiredString(v, view, o, 'tableName', 'Materialized View Table is required');
      const dims = v.string('dimensionColumns', o.dimensionColumns);
      if (dims !== undefined) view.dimensionColumns = dims;
      const g = v.string('minGranularity', o.minGranularity);
      if (typeof g === 'string') {
        if (!SQL_INTERVAL.test(g)) v.add('minGranularity', 'Invalid');
        view.minGranularity = g;
      }
      const minDate = v.string('minDate', o.minDate, { optional: true, nullable: true });
      if (typeof minDate === 'string' && !isZodDatetime(minDate)) v.add('minDate', 'Invalid datetime');
      if (minDate !== undefined) view.minDate = minDate;
      requiredString(v, view, o, 'timestampColumn', 'Materialized View Timestamp column is required');
      const cols = v.array('aggregatedColumns', o.aggregatedColumns);
      if (cols) {
        if (cols.length < 1) v.add('aggregatedColumns', 'At least one aggregated column is required');
        view.aggregatedColumns = cols.map((col, j) => {
          const agg: Obj = {};
          nested(v, `aggregatedColumns.${j}`, (a) => {
            const co = a.object('', col);
            if (!co) return;
            const source = a.string('sourceColumn', co.sourceColumn, { optional: true });
            if (source !== undefined) agg.sourceColumn = source;
            const fn = a.enumOf('aggFn', co.aggFn, AGG_FNS);
            if (fn) agg.aggFn = fn;
            requiredString(a, agg, co, 'mvColumn', 'Materialized View Column is required');
            if (a.fatal === 0 && fn !== 'count' && !(typeof source === 'string' && source.length > 0)) {
              a.add('', 'Materialized View Source Column is required');
            }
          });
          return agg;
        });
      }
    });
    return view;
  });
}

function metadataViews(c: Checker, out: Obj, raw: Obj): void {
  if (raw.metadataMaterializedViews === undefined) return;
  const m: Obj = {};
  nested(c, 'metadataMaterializedViews', (v) => {
    const o = v.object('', raw.metadataMaterializedViews);
    if (!o) return;
    const key = v.string('keyRollupTable', o.keyRollupTable, { optional: true, nullable: true });
    if (key !== undefined) m.keyRollupTable = key;
    requiredString(v, m, o, 'kvRollupTable', 'KV rollup table name is required');
    const g = v.string('granularity', o.granularity);
    if (typeof g === 'string') {
      if (!SQL_INTERVAL.test(g)) v.add('granularity', 'Invalid');
      m.granularity = g;
    }
  });
  out.metadataMaterializedViews = m;
}

function searchableTail(c: Checker, out: Obj, raw: Obj): void {
  highlighted(c, out, raw, 'highlightedTraceAttributeExpressions');
  highlighted(c, out, raw, 'highlightedRowAttributeExpressions');
  materializedViews(c, out, raw);
  metadataViews(c, out, raw);
  optionalStrings(c, out, raw, ['orderByExpression']);
  const useText = c.enumOf('useTextIndexForImplicitColumn', raw.useTextIndexForImplicitColumn, USE_TEXT_INDEX, { optional: true });
  if (useText) out.useTextIndexForImplicitColumn = useText;
}

/**
 * Checks `input` against the source schema (`withId`: SourceSchema, as reads do; else SourceSchemaNoId,
 * as writes do). `extraKeys` are kept as given (the managed service's `filterSettings`).
 */
export function parseSourceSchema(input: unknown, withId: boolean, extraKeys: string[] = []): { value?: Obj; issues: Issue[] } {
  const c = new Checker();
  if (!isRecord(input)) {
    c.add('', `Expected object, received ${input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input}`);
    return { issues: c.issues };
  }
  const raw = input;
  const kind = raw.kind;
  if (!SOURCE_KINDS.includes(kind as (typeof SOURCE_KINDS)[number])) {
    c.add('kind', `Invalid discriminator value. Expected ${SOURCE_KINDS.map((k) => `'${k}'`).join(' | ')}`);
    return { issues: c.issues };
  }
  const out: Obj = {};
  if (withId) {
    const id = c.string('id', raw.id);
    if (id !== undefined) out.id = id;
  }
  requiredString(c, out, raw, 'name', 'Name is required');
  const section = c.string('section', raw.section, { optional: true, max: 256 });
  if (section !== undefined) out.section = section;
  out.kind = kind;
  requiredString(c, out, raw, 'connection', 'Server Connection is required');
  nested(c, 'from', (v) => {
    const from = v.object('', raw.from);
    if (!from) return;
    const f: Obj = {};
    requiredString(v, f, from, 'databaseName', 'Database is required');
    if (kind === 'metric') {
      const t = v.string('tableName', from.tableName);
      if (t !== undefined) f.tableName = t;
    } else requiredString(v, f, from, 'tableName', 'Table is required');
    out.from = f;
  });
  const disabled = c.boolean('disabled', raw.disabled);
  if (disabled !== undefined) out.disabled = disabled;
  const settings = c.array('querySettings', raw.querySettings, { optional: true, max: 10 });
  if (settings) {
    out.querySettings = settings.map((s, i) => {
      const q: Obj = {};
      nested(c, `querySettings.${i}`, (v) => {
        const o = v.object('', s);
        if (!o) return;
        for (const k of ['setting', 'value']) {
          const val = v.string(k, o[k], { min: 1 });
          if (val !== undefined) q[k] = val;
        }
      });
      return q;
    });
  }
  requiredString(c, out, raw, 'timestampValueExpression', 'Timestamp Column is required');

  switch (kind) {
    case 'log':
      requiredString(c, out, raw, 'defaultTableSelectExpression', 'Default Select Expression is required');
      optionalStrings(c, out, raw, LOG_STRINGS);
      searchableTail(c, out, raw);
      break;
    case 'trace': {
      requiredString(c, out, raw, 'defaultTableSelectExpression', 'Default Select Expression is required');
      for (const [k, m] of TRACE_REQUIRED) requiredString(c, out, raw, k, m);
      const precision = c.number('durationPrecision', raw.durationPrecision, { optional: true, min: 0, max: 9 });
      out.durationPrecision = precision ?? 3;
      for (const [k, m] of TRACE_REQUIRED_AFTER_PRECISION) requiredString(c, out, raw, k, m);
      optionalStrings(c, out, raw, TRACE_STRINGS, ['logSourceId']);
      searchableTail(c, out, raw);
      break;
    }
    case 'session': {
      const v = raw.traceSourceId;
      if (typeof v !== 'string' || v.length < 1) c.add('traceSourceId', 'Correlated Trace Source is required');
      else out.traceSourceId = v;
      optionalStrings(c, out, raw, ['resourceAttributesExpression']);
      break;
    }
    case 'metric': {
      nested(c, 'metricTables', (v) => {
        const tables = v.object('', raw.metricTables);
        if (!tables) return;
        const t: Obj = {};
        for (const type of METRIC_TYPES) {
          const s = v.string(type, tables[type], { optional: true });
          if (s !== undefined) t[type] = s;
        }
        if (v.ok && !Object.values(t).some((s) => typeof s === 'string' && s.length > 0)) v.add('', 'At least one metric table must be specified');
        out.metricTables = t;
      });
      requiredString(c, out, raw, 'resourceAttributesExpression', 'Resource Attributes is required');
      optionalStrings(c, out, raw, ['serviceNameExpression', 'logSourceId', 'seriesTable']);
      break;
    }
    case 'promql':
      break;
  }
  for (const key of extraKeys) if (raw[key] !== undefined) out[key] = raw[key];
  return c.ok ? { value: out, issues: [] } : { issues: c.issues };
}
