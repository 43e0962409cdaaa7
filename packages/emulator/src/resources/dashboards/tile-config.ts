// Dashboard tile `config` as the server parses it (docs/contract.md §7.3–§7.4): one shape per display type
// (builder) or per raw SQL display type, keys in the schema's order, unknown keys dropped, the
// schema's defaults filled, then the config-wide rules (asRatio, formulas, number tiles). What the
// server adds on the way out is render.ts.
import { formulaProblems } from './formula.ts';
import { AGG_FNS } from '../charts/aggregate.ts';
import {
  arrayOf,
  boolean,
  discriminated,
  literal,
  number,
  object,
  objectId,
  oneOf,
  optional,
  string,
  withDefault,
  type Field,
  type Shape,
} from '../../core/shapes.ts';
import { Checker, isRecord } from '../../core/validate.ts';

/** Query languages of tiles, select items and onClick links (promql accepted at runtime, docs/contract.md §16). */
export const WHERE_LANGUAGES = ['sql', 'lucene', 'promql'] as const;

/** Palette tokens (docs/contract.md §7.4); the legacy `chart-1…10` are refused on input and mapped on output. */
export const PALETTE = [
  'chart-blue',
  'chart-orange',
  'chart-red',
  'chart-cyan',
  'chart-green',
  'chart-pink',
  'chart-purple',
  'chart-light-blue',
  'chart-brown',
  'chart-gray',
  'chart-success',
  'chart-warning',
  'chart-error',
] as const;

export const LEVELS: readonly unknown[] = [0.5, 0.9, 0.95, 0.99];

/** Display types whose tiles can carry alerts; others lose their alerts on dashboard PUT (docs/contract.md §7.2). */
export const ALERTABLE_DISPLAY_TYPES: readonly string[] = ['line', 'stacked_bar', 'number'];

const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];

// HO `NumberFormat.numericUnit`.
const NUMERIC_UNITS = [
  'bytes_iec',
  'bytes_si',
  'bits_iec',
  'bits_si',
  'kibibytes',
  'kilobytes',
  'mebibytes',
  'megabytes',
  'gibibytes',
  'gigabytes',
  'tebibytes',
  'terabytes',
  'pebibytes',
  'petabytes',
  'packets_sec',
  'bytes_sec_iec',
  'bytes_sec_si',
  'bits_sec_iec',
  'bits_sec_si',
  'kibibytes_sec',
  'kibibits_sec',
  'kilobytes_sec',
  'kilobits_sec',
  'mebibytes_sec',
  'mebibits_sec',
  'megabytes_sec',
  'megabits_sec',
  'gibibytes_sec',
  'gibibits_sec',
  'gigabytes_sec',
  'gigabits_sec',
  'tebibytes_sec',
  'tebibits_sec',
  'terabytes_sec',
  'terabits_sec',
  'pebibytes_sec',
  'pebibits_sec',
  'petabytes_sec',
  'petabits_sec',
  'cps',
  'ops',
  'rps',
  'reads_sec',
  'wps',
  'iops',
  'cpm',
  'opm',
  'rpm_reads',
  'wpm',
];

/** Free text: `alias`, `groupBy`, `having`, `orderBy`, `where`, … (≤ 10000, docs/contract.md §7.4). */
const text = (max = 10_000): Field => optional(string({ max }));
const where = withDefault(string({ max: 10_000 }), '');
const whereLanguage = optional(oneOf(WHERE_LANGUAGES));
const flag = optional(boolean);
const color = optional(oneOf(PALETTE));

export const NUMBER_FORMAT = optional(
  object({
    output: oneOf(['currency', 'percent', 'byte', 'time', 'duration', 'number', 'data_rate', 'throughput']),
    numericUnit: optional(oneOf(NUMERIC_UNITS)),
    mantissa: optional(number({ int: true })),
    thousandSeparated: flag,
    average: flag,
    decimalBytes: flag,
    factor: optional(number()),
    currencySymbol: optional(string()),
    unit: optional(string()),
  }),
);

const level: Field = (c, p, v) => {
  if (LEVELS.includes(v)) return v;
  c.add(p, 'Invalid input', true); // a union of literals
  return undefined;
};

const SELECT_ITEM = object(
  {
    valueExpression: text(),
    alias: text(),
    aggFn: oneOf(AGG_FNS),
    level: optional(level),
    where,
    whereLanguage,
    numberFormat: NUMBER_FORMAT,
    metricType: optional(oneOf(METRIC_TYPES)),
    metricName: optional(string()),
    periodAggFn: optional(oneOf(['delta'])),
  },
  (c, p, _raw, item) => {
    if (item.level && item.aggFn !== 'quantile') c.add(p, 'Level can only be used with quantile aggregation function');
    if (item.valueExpression && item.aggFn === 'count') c.add(p, 'Value expression cannot be used with count aggregation function');
    else if (!item.valueExpression && item.aggFn !== 'count') c.add(p, 'Value expression is required for non-count aggregation functions');
  },
);
const SELECT = arrayOf(SELECT_ITEM, { min: 1, max: 20 });

const FORMULAS = optional(arrayOf(object({ expression: string({ max: 1024 }), alias: optional(string()), numberFormat: NUMBER_FORMAT }), { max: 10 }));

// Number tile colour rules (≤ 10): numeric bounds, a range, or equality with a number or a short text.
const numberOrText: Field = (c, p, v) => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return c.string(p, v, { max: 200 });
  c.add(p, 'Invalid input', true);
  return undefined;
};
const rule = (operator: Field, value: Field) => object({ operator, value, color: oneOf(PALETTE), label: optional(string({ max: 40 })) });
const ORDERED_RULE = rule(oneOf(['gt', 'gte', 'lt', 'lte']), number());
const EQUALITY_RULE = rule(oneOf(['eq', 'neq']), numberOrText);
const COLOR_RULE = discriminated('operator', {
  gt: ORDERED_RULE,
  gte: ORDERED_RULE,
  lt: ORDERED_RULE,
  lte: ORDERED_RULE,
  between: rule(literal('between'), arrayOf(number(), { length: 2 })),
  eq: EQUALITY_RULE,
  neq: EQUALITY_RULE,
});

/** A stored colour rule the number-tile schema accepts, or undefined (what the read path keeps). */
export function validColorRule(value: unknown): unknown {
  const c = new Checker();
  const out = COLOR_RULE(c, '', value);
  return c.ok ? out : undefined;
}

// Table link-outs (docs/contract.md §7.4 `onClick`).
const nonEmpty =
  (message: string): Field =>
  (c, p, v) => {
    const s = c.string(p, v, { max: 10_000 });
    if (s === '') c.add(p, message);
    return s ?? undefined;
  };
const TARGET = discriminated('mode', {
  id: object({ mode: literal('id'), id: objectId }),
  template: object({ mode: literal('template'), template: string({ min: 1, max: 10_000 }) }),
});
const link = (type: string) =>
  object({
    type: literal(type),
    target: TARGET,
    whereTemplate: text(),
    whereLanguage,
    filters: optional(
      arrayOf(object({ kind: literal('expressionTemplate'), expression: nonEmpty('Expression is required'), template: nonEmpty('Template is required') }), {
        max: 50,
      }),
    ),
  });
const ON_CLICK = optional(
  discriminated('type', {
    search: link('search'),
    dashboard: link('dashboard'),
    external: object({ type: literal('external'), urlTemplate: string({ min: 1, max: 10_000 }) }),
  }),
);

const seriesLimit = optional(number({ int: true, min: 0 }));

const TIME_CHART: Shape = {
  sourceId: objectId,
  select: SELECT,
  groupBy: text(),
  asRatio: flag,
  alignDateRangeToGranularity: flag,
  fillNulls: flag,
  numberFormat: NUMBER_FORMAT,
  formulas: FORMULAS,
  showOperandSeries: flag,
};

const categorical = (displayType: string) =>
  object({
    displayType: literal(displayType),
    sourceId: objectId,
    select: arrayOf(SELECT_ITEM, { length: 1 }),
    groupBy: text(),
    orderBy: text(),
    numberFormat: NUMBER_FORMAT,
    limit: seriesLimit,
  });

/** Today's line tiles (API reference example: `step`); the values are our reading of the chart's options. */
export const LINE_INTERPOLATIONS = ['linear', 'monotone', 'step'] as const;

/** Line tile fields only some server versions have (a server without them drops them as unknown keys). */
const lineExtras = (lineInterpolation: boolean): Shape => (lineInterpolation ? { lineInterpolation: optional(oneOf(LINE_INTERPOLATIONS)) } : {});

const builder = (lineInterpolation: boolean) =>
  discriminated('displayType', {
    line: object({
      ...TIME_CHART,
      displayType: literal('line'),
      compareToPreviousPeriod: flag,
      fitYAxisToData: flag,
      seriesLimit,
      ...lineExtras(lineInterpolation),
    }),
    stacked_bar: object({ ...TIME_CHART, displayType: literal('stacked_bar'), seriesLimit }),
    table: object({
      displayType: literal('table'),
      sourceId: objectId,
      select: SELECT,
      groupBy: text(),
      having: text(),
      orderBy: text(),
      asRatio: flag,
      numberFormat: NUMBER_FORMAT,
      groupByColumnsOnLeft: flag,
      onClick: ON_CLICK,
      formulas: FORMULAS,
      showOperandSeries: flag,
    }),
    number: object({
      displayType: literal('number'),
      sourceId: objectId,
      select: SELECT,
      numberFormat: NUMBER_FORMAT,
      formulas: FORMULAS,
      color,
      colorRules: optional(arrayOf(COLOR_RULE, { max: 10 })),
      backgroundChart: optional(object({ type: oneOf(['line', 'area']), color })),
    }),
    pie: categorical('pie'),
    bar: categorical('bar'),
    heatmap: object({
      displayType: literal('heatmap'),
      sourceId: objectId,
      select: arrayOf(
        object({ valueExpression: string({ min: 1, max: 10_000 }), countExpression: text(), heatmapScaleType: optional(oneOf(['log', 'linear'])) }),
        { length: 1 },
      ),
      where,
      whereLanguage,
      numberFormat: NUMBER_FORMAT,
    }),
    markdown: object({ displayType: literal('markdown'), markdown: optional(string({ max: 50_000 })) }),
    search: object({ displayType: literal('search'), sourceId: objectId, select: string({ max: 10_000 }), where, whereLanguage }),
    event_patterns: object({
      displayType: literal('event_patterns'),
      sourceId: objectId,
      select: withDefault(string({ max: 10_000 }), ''),
      where,
      whereLanguage,
    }),
  });

const RAW_SQL: Shape = {
  configType: literal('sql'),
  connectionId: objectId,
  sqlTemplate: string({ max: 100_000 }),
  sourceId: optional(objectId),
  numberFormat: NUMBER_FORMAT,
};

const rawSql = (lineInterpolation: boolean) =>
  discriminated('displayType', {
    line: object({
      ...RAW_SQL,
      displayType: literal('line'),
      compareToPreviousPeriod: flag,
      fillNulls: flag,
      alignDateRangeToGranularity: flag,
      fitYAxisToData: flag,
      seriesLimit,
      ...lineExtras(lineInterpolation),
    }),
    stacked_bar: object({ ...RAW_SQL, displayType: literal('stacked_bar'), fillNulls: flag, alignDateRangeToGranularity: flag, seriesLimit }),
    table: object({ ...RAW_SQL, displayType: literal('table'), onClick: ON_CLICK }),
    number: object({ ...RAW_SQL, displayType: literal('number'), color }),
    pie: object({ ...RAW_SQL, displayType: literal('pie') }),
    bar: object({ ...RAW_SQL, displayType: literal('bar') }),
  });

/** The config parsers of a server with (`true`) or without today's line fields. */
const PARSERS = {
  true: { builder: builder(true), sql: rawSql(true) },
  false: { builder: builder(false), sql: rawSql(false) },
};

/** What a server version's tile config takes beyond api 2.36's. */
export interface TileConfigOptions {
  lineInterpolation?: boolean;
}

/** The rules over a whole config, once its shape is valid (they read the body as sent). */
function refineConfig(c: Checker, path: string, raw: Record<string, unknown>): void {
  const select = Array.isArray(raw.select) ? raw.select : undefined;
  if (raw.asRatio && select?.length !== 2) c.add(path, 'asRatio can only be used with exactly two select items');
  if ('configType' in raw) return;
  const formulas = Array.isArray(raw.formulas) ? raw.formulas : [];
  if (formulas.length > 0) {
    formulas.forEach((f, i) => {
      const problems = formulaProblems(isRecord(f) && typeof f.expression === 'string' ? f.expression : '', select?.length ?? 0);
      if (problems.length) c.add(`${path}.formulas.${i}.expression`, problems.join('; '));
    });
    if (raw.asRatio) c.add(`${path}.formulas`, 'formulas cannot be combined with asRatio; express the ratio as a formula instead (e.g. "A / B")');
    if (raw.displayType === 'number' && formulas.length > 1) c.add(`${path}.formulas`, 'Number charts support a single formula');
  }
  if (raw.displayType === 'number' && formulas.length === 0 && select && select.length !== 1) {
    c.add(`${path}.select`, 'Number tiles support a single select item unless formulas are used (extra items are formula operands)');
  }
}

/**
 * One tile config as the server parses it: stripped of unknown keys, with the schema's defaults
 * (`where: ""`, …), or undefined with the problems in `c`. Raw SQL when `configType` is `sql`,
 * builder otherwise. Its problems mark the tile invalid without aborting it (the server checks
 * the config in a refinement), so the tile's own rules still run.
 */
export function parseTileConfig(c: Checker, path: string, raw: unknown, options: TileConfigOptions = {}): Record<string, unknown> | undefined {
  const before = c.issues.length;
  const mark = c.fatal;
  const parsers = PARSERS[options.lineInterpolation === true ? 'true' : 'false'];
  const parsed = (isRecord(raw) && raw.configType === 'sql' ? parsers.sql : parsers.builder)(c, path, raw) as Record<string, unknown> | undefined;
  if (c.issues.length === before && isRecord(raw)) refineConfig(c, path, raw);
  c.fatal = mark;
  return c.issues.length === before ? parsed : undefined;
}

export function isAlertable(config: Record<string, unknown>): boolean {
  return ALERTABLE_DISPLAY_TYPES.includes(String(config.displayType));
}
