// Legacy `series` tiles (docs/contract.md §7.6): the v1-style input the server still accepts. A
// tile's series are checked by their own schema (one per `type`, all of one type), not by the
// config schema, and converted to the config the server stores — which is what every read then
// returns: select items from the series (`field` → valueExpression, `metricDataType` →
// metricType), groupBy joined with ",", the first series' number format, `asRatio` from the tile,
// a table's sort order dropped (stored in a form the read side cannot show), search fields joined
// with ", ", markdown content as `markdown`.
import { AGG_FNS } from '../charts/aggregate.ts';
import { arrayOf, discriminated, literal, number, object, objectId, oneOf, optional, string, type Field } from '../../core/shapes.ts';
import { NUMBER_FORMAT, WHERE_LANGUAGES } from './tile-config.ts';
import { isRecord, type Checker } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

const METRIC_DATA_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];

const level = optional(number({ min: 0, max: 1 }));
const whereLanguage = optional(oneOf(WHERE_LANGUAGES));
const groupBy = arrayOf(string(), { max: 10 });

const aggregated = (type: string, extra: Record<string, Field>) =>
  object({
    type: literal(type),
    sourceId: objectId,
    aggFn: oneOf(AGG_FNS),
    level,
    field: optional(string()),
    alias: optional(string()),
    where: string(),
    whereLanguage,
    ...extra,
    numberFormat: NUMBER_FORMAT,
    metricDataType: optional(oneOf(METRIC_DATA_TYPES)),
    metricName: optional(string()),
  });

const displayType: Field = (c, p, v) => {
  if (v === 'line' || v === 'stacked_bar') return v;
  c.add(p, 'Invalid input', true); // a union of literals
  return undefined;
};

const SERIES = discriminated('type', {
  time: aggregated('time', { groupBy, displayType: optional(displayType) }),
  table: aggregated('table', {
    groupBy,
    sortOrder: optional((c, p, v) => {
      if (v === 'asc' || v === 'desc') return v;
      c.add(p, 'Invalid input', true);
      return undefined;
    }),
  }),
  search: object({ type: literal('search'), sourceId: objectId, fields: arrayOf(string()), where: string(), whereLanguage }),
  number: aggregated('number', {}),
  markdown: object({ type: literal('markdown'), content: string({ max: 100_000 }) }),
});

type Series = Record<string, unknown>;

/** Keeps the keys whose value is truthy (the server drops empty alias, level 0, …). */
function truthy(s: Series, keys: string[]): Series {
  return Object.fromEntries(keys.filter((k) => Boolean(s[k])).map((k) => [k, s[k]]));
}

function selectItem(s: Series): Series {
  return {
    ...truthy(s, ['alias', 'aggFn', 'level', 'metricName']),
    ...(s.metricDataType ? { metricType: s.metricDataType } : {}),
    valueExpression: s.field ?? '',
    where: s.where ?? '',
    whereLanguage: s.whereLanguage ?? 'lucene',
  };
}

/** The config the server stores for valid series (`asRatio` from the tile). */
function toConfig(series: Series[], asRatio: boolean | undefined): Record<string, unknown> {
  const first = must(series[0], 'the first series (validation refuses an empty list)');
  const numberFormat = series.find((s) => s.numberFormat)?.numberFormat;
  const grouped = Array.isArray(first.groupBy) && first.groupBy.length ? { groupBy: first.groupBy.join(',') } : {};
  const ratio = { asRatio: asRatio === true };
  switch (first.type) {
    case 'time':
      return {
        displayType: first.displayType === 'stacked_bar' ? 'stacked_bar' : 'line',
        sourceId: first.sourceId,
        select: series.map(selectItem),
        ...grouped,
        numberFormat,
        ...ratio,
      };
    case 'table':
      return { displayType: 'table', sourceId: first.sourceId, select: series.map(selectItem), ...grouped, numberFormat, ...ratio };
    case 'number':
      return { displayType: 'number', sourceId: first.sourceId, select: [selectItem(first)], numberFormat: first.numberFormat };
    case 'search':
      return {
        displayType: 'search',
        sourceId: first.sourceId,
        select: (first.fields as string[]).join(', '),
        where: first.where ?? '',
        whereLanguage: first.whereLanguage ?? 'lucene',
      };
    default:
      return { displayType: 'markdown', markdown: first.content };
  }
}

/** A tile's `series` checked (as parsed: unknown keys dropped) and converted, or undefined with the problems in `c`. */
export function seriesToConfig(
  c: Checker,
  path: string,
  raw: unknown,
  asRatio: boolean | undefined,
): { series: Series[]; config: Record<string, unknown> } | undefined {
  const before = c.issues.length;
  const mark = c.fatal;
  const list = c.array(path, raw, { min: 1 });
  if (!list) return undefined;
  const parsed = list.map((s, i) => SERIES(c, `${path}.${i}`, s));
  // The same-type rule is the array's refinement: it runs unless an item aborted (a bound miss does not).
  if (c.fatal === mark) {
    const types = list.map((s) => (isRecord(s) ? s.type : undefined));
    if (!types.every((t) => t === types[0])) c.add(path, 'All series must have the same type');
  }
  if (c.issues.length !== before || !parsed.length) return undefined;
  return { series: parsed as Series[], config: toConfig(parsed as Series[], asRatio) };
}
