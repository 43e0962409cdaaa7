// Dashboard tile `config` validation (hyperdx §6.3–6.4) and the response normalisation the real
// server applies. line / stacked_bar / number / table / markdown / search are modelled in depth;
// pie / bar / heatmap / event_patterns are accepted loosely (known to need a sourceId).
import { AGG_FNS } from './series/aggregate.ts';
import { Checker, isRecord, pick } from './validate.ts';

const DISPLAY_TYPES = [
  'line',
  'stacked_bar',
  'table',
  'number',
  'pie',
  'bar',
  'heatmap',
  'search',
  'markdown',
  'event_patterns',
] as const;

/** Display types whose tiles can carry alerts; others lose their alerts on dashboard PUT (§6.2). */
export const ALERTABLE_DISPLAY_TYPES: readonly string[] = ['line', 'stacked_bar', 'number'];

const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'] as const;
const LEVELS = [0.5, 0.9, 0.95, 0.99];

const SELECT_KEYS = [
  'aggFn', 'valueExpression', 'alias', 'level', 'where', 'whereLanguage', 'numberFormat',
  'metricType', 'metricName', 'periodAggFn',
];

const BUILDER_KEYS: Record<string, readonly string[]> = {
  line: [
    'groupBy', 'asRatio', 'alignDateRangeToGranularity', 'fillNulls', 'fitYAxisToData', 'numberFormat',
    'compareToPreviousPeriod', 'seriesLimit', 'formulas', 'showOperandSeries',
  ],
  stacked_bar: [
    'groupBy', 'asRatio', 'alignDateRangeToGranularity', 'fillNulls', 'numberFormat', 'seriesLimit', 'formulas',
    'showOperandSeries',
  ],
  table: [
    'groupBy', 'having', 'orderBy', 'asRatio', 'numberFormat', 'groupByColumnsOnLeft', 'onClick', 'formulas',
    'showOperandSeries',
  ],
  number: ['numberFormat', 'formulas', 'color', 'colorRules', 'backgroundChart'],
};

const SQL_KEYS = [
  'configType', 'displayType', 'connectionId', 'sqlTemplate', 'sourceId', 'numberFormat', 'compareToPreviousPeriod',
  'fillNulls', 'alignDateRangeToGranularity', 'fitYAxisToData', 'seriesLimit', 'onClick', 'color',
];

function checkSelectItem(c: Checker, path: string, raw: unknown): Record<string, unknown> | undefined {
  const item = c.object(path, raw);
  if (!item) return undefined;
  const aggFn = c.enumOf(`${path}.aggFn`, item.aggFn, AGG_FNS);
  const ve = c.string(`${path}.valueExpression`, item.valueExpression, { optional: true, max: 10000 });
  // Messages for these two refinements are ours (the notes give the rule, not the text).
  if (aggFn && aggFn !== 'count' && !ve) c.add(`${path}.valueExpression`, 'valueExpression is required unless aggFn is count');
  if (aggFn === 'count' && ve) c.add(`${path}.valueExpression`, 'valueExpression must be empty when aggFn is count');
  if (item.level !== undefined) {
    const level = typeof item.level === 'string' ? Number(item.level) : item.level;
    if (aggFn !== 'quantile') c.add(`${path}.level`, 'level is only allowed with aggFn quantile');
    else if (typeof level !== 'number' || !LEVELS.includes(level)) c.add(`${path}.level`, 'Invalid input');
  }
  c.string(`${path}.where`, item.where, { optional: true });
  c.enumOf(`${path}.whereLanguage`, item.whereLanguage, ['lucene', 'sql'], { optional: true });
  c.string(`${path}.alias`, item.alias, { optional: true });
  c.enumOf(`${path}.metricType`, item.metricType, METRIC_TYPES, { optional: true });
  c.string(`${path}.metricName`, item.metricName, { optional: true });
  c.enumOf(`${path}.periodAggFn`, item.periodAggFn, ['delta'], { optional: true });
  if (item.numberFormat !== undefined) c.object(`${path}.numberFormat`, item.numberFormat);
  const out = pick(item, SELECT_KEYS);
  if (typeof out.level === 'string') out.level = Number(out.level);
  return out;
}

/** Validates one tile config and returns it stripped of unknown keys and normalised, or undefined. */
export function checkTileConfig(c: Checker, path: string, raw: unknown): Record<string, unknown> | undefined {
  const config = c.object(path, raw);
  if (!config) return undefined;
  const before = c.issues.length;
  const displayType = config.displayType;
  if (!DISPLAY_TYPES.includes(displayType as (typeof DISPLAY_TYPES)[number])) {
    c.add(`${path}.displayType`, `Invalid discriminator value. Expected ${DISPLAY_TYPES.map((d) => `'${d}'`).join(' | ')}`);
    return undefined;
  }
  if (config.configType === 'sql') {
    if (!['line', 'stacked_bar', 'table', 'number', 'pie', 'bar'].includes(displayType as string)) {
      c.add(`${path}.displayType`, "Invalid discriminator value. Expected 'line' | 'stacked_bar' | 'table' | 'number' | 'pie' | 'bar'");
      return undefined;
    }
    c.string(`${path}.connectionId`, config.connectionId, { min: 1 });
    c.string(`${path}.sqlTemplate`, config.sqlTemplate, { max: 100000 });
    c.string(`${path}.sourceId`, config.sourceId, { optional: true });
    return c.issues.length === before ? normalizeTileConfig(pick(config, SQL_KEYS)) : undefined;
  }
  let out: Record<string, unknown>;
  switch (displayType) {
    case 'markdown':
      c.string(`${path}.markdown`, config.markdown, { optional: true, max: 50000 });
      out = pick(config, ['displayType', 'markdown']);
      break;
    case 'search':
    case 'event_patterns':
      c.string(`${path}.sourceId`, config.sourceId);
      c.string(`${path}.select`, config.select, { optional: displayType === 'event_patterns' });
      c.string(`${path}.where`, config.where, { optional: true });
      c.enumOf(`${path}.whereLanguage`, config.whereLanguage, ['lucene', 'sql'], { optional: true });
      out = pick(config, ['displayType', 'sourceId', 'select', 'where', 'whereLanguage']);
      break;
    case 'line':
    case 'stacked_bar':
    case 'table':
    case 'number': {
      c.string(`${path}.sourceId`, config.sourceId);
      const select = c.array(`${path}.select`, config.select, { min: 1, max: 20 });
      const items = select?.map((s, i) => checkSelectItem(c, `${path}.select.${i}`, s));
      if (displayType === 'number' && select && select.length > 1 && !Array.isArray(config.formulas)) {
        c.add(`${path}.select`, 'Array must contain at most 1 element(s)');
      }
      if (config.asRatio !== undefined && c.boolean(`${path}.asRatio`, config.asRatio) && select && select.length !== 2) {
        c.add(`${path}.asRatio`, 'asRatio requires exactly 2 select items');
      }
      c.boolean(`${path}.fillNulls`, config.fillNulls);
      c.string(`${path}.groupBy`, config.groupBy, { optional: true });
      c.number(`${path}.seriesLimit`, config.seriesLimit, { optional: true, int: true, min: 0 });
      out = { ...pick(config, ['displayType', 'sourceId', ...BUILDER_KEYS[displayType]!]), select: items };
      break;
    }
    default:
      // pie, bar, heatmap: accepted loosely.
      c.string(`${path}.sourceId`, config.sourceId);
      out = { ...config };
  }
  return c.issues.length === before ? normalizeTileConfig(out) : undefined;
}

/** The defaults the server adds to responses (§6.4 "Response normalisation"). */
export function normalizeTileConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out = { ...config };
  const type = out.displayType;
  if (out.configType !== 'sql') {
    if (type === 'line' || type === 'stacked_bar' || type === 'table') out.asRatio = out.asRatio === true;
    if (type === 'line' || type === 'stacked_bar') out.fillNulls = out.fillNulls !== false;
    if (Array.isArray(out.select)) {
      out.select = out.select.map((raw) => {
        if (!isRecord(raw)) return raw;
        const item: Record<string, unknown> = { ...raw, where: raw.where ?? '', whereLanguage: raw.whereLanguage ?? 'lucene' };
        if (item.aggFn === 'count') item.valueExpression = '';
        else if (item.aggFn !== 'quantile') delete item.level; // stale level self-healed on read (§6.2)
        return item;
      });
    }
    if (type === 'search') out.whereLanguage = out.whereLanguage ?? 'lucene';
  } else if (type === 'line' || type === 'stacked_bar') {
    out.fillNulls = out.fillNulls !== false;
  }
  return out;
}

export function isAlertable(config: Record<string, unknown>): boolean {
  return ALERTABLE_DISPLAY_TYPES.includes(String(config.displayType));
}
