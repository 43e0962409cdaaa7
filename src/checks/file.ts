import type { SeriesAggFn } from '../api/types.js';
import { parseCondition, type Condition } from './condition.js';
import { parseDuration } from '../util/duration.js';
import type { Check, CheckSeries, NoDataPolicy, ReduceFn, TimeWindow, ValueSelector } from './types.js';
import { segmentProblem } from '../util/ids.js';
import { workspaceFile } from '../util/workspace.js';
import { FileProblemsError } from '../util/problems.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';

export const AGG_FNS: readonly SeriesAggFn[] = [
  'avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none', 'increase',
];
export const GRANULARITIES = [
  '30s', '1m', '5m', '10m', '15m', '30m', '1h', '2h', '6h', '12h', '1d', '2d', '7d', '30d', 'auto',
] as const;
export const REDUCE_FNS: readonly ReduceFn[] = ['max', 'min', 'avg', 'sum', 'last'];
const NO_DATA: readonly NoDataPolicy[] = ['pass', 'warn', 'fail'];
const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];

/** Keys shared by `defaults` and each check (a check's own value wins). */
const SHARED_KEYS = ['window', 'startTime', 'endTime', 'granularity', 'reduce', 'no-data', 'attempts', 'every', 'initial-delay'];
const CHECK_KEYS = ['name', 'series', 'value', 'fail', 'warn', 'baseline', ...SHARED_KEYS];
const SERIES_KEYS = [
  'source', 'sourceId', 'aggFn', 'field', 'where', 'whereLanguage', 'groupBy', 'level',
  'metricName', 'metricDataType', 'dataSource', 'sortOrder',
];
const DEFAULT_WINDOW_MS = 15 * 60_000;
const MAX_WAIT_MS = 3_600_000;
const MAX_NAME = 512;

type Map = Record<string, unknown>;

/** Reads and validates a checks file (from the workspace); throws FileProblemsError listing every problem. */
export async function readChecksFile(path: string): Promise<{ checks: Check[]; yaml: LocatedYaml }> {
  const file = await workspaceFile('checks-file', path);
  const yaml = await LocatedYaml.read(file.path, file.display);
  const checks = parseChecks(yaml);
  if (yaml.hasErrors) throw new FileProblemsError(yaml.problems);
  return { checks, yaml };
}

/** Validates a parsed checks file, recording located problems in `y`. */
export function parseChecks(y: LocatedYaml): Check[] {
  if (y.hasErrors) return [];
  const root = y.value;
  if (!isMap(root)) {
    y.problem([], 'a checks file is a mapping with `version: 1` and `checks:`');
    return [];
  }
  unknownKeys(y, [], root, ['version', 'defaults', 'checks']);
  if (root.version !== 1) y.problem(['version'], `\`version\` must be 1; got ${JSON.stringify(root.version ?? null)}`);
  const defaults = root.defaults ?? {};
  if (!isMap(defaults)) y.problem(['defaults'], '`defaults` must be a mapping');
  else unknownKeys(y, ['defaults'], defaults, SHARED_KEYS);
  const list = root.checks;
  if (!Array.isArray(list) || list.length === 0) {
    y.problem(['checks'], '`checks` must be a non-empty list');
    return [];
  }
  const checks: Check[] = [];
  const names = new Map<string, number>();
  list.forEach((raw, i) => {
    const check = parseCheck(y, i, raw, isMap(defaults) ? defaults : {});
    if (!check) return;
    const first = names.get(check.name);
    if (first !== undefined) y.problem(['checks', i, 'name'], `check name \`${check.name}\` is already used by check ${first + 1}; names must be unique`);
    else names.set(check.name, i);
    checks.push(check);
  });
  return checks;
}

function parseCheck(y: LocatedYaml, i: number, raw: unknown, defaults: Map): Check | undefined {
  const at: YamlPath = ['checks', i];
  if (!isMap(raw)) {
    y.problem(at, 'each check must be a mapping with `name`, `series` and `fail` and/or `warn`');
    return undefined;
  }
  const before = y.problems.length;
  unknownKeys(y, at, raw, CHECK_KEYS);
  // A shared key comes from the check, else from defaults; problems point where it was written.
  const shared = (key: string): { value: unknown; path: YamlPath } | undefined =>
    raw[key] !== undefined ? { value: raw[key], path: [...at, key] } : defaults[key] !== undefined ? { value: defaults[key], path: ['defaults', key] } : undefined;

  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) y.problem([...at, 'name'], 'each check needs a non-empty `name`');
  // Names head report rows and annotations: a huge one would flood the log and the summary.
  else if (name.length > MAX_NAME) y.problem([...at, 'name'], `\`name\` is ${name.length} characters; at most ${MAX_NAME} are allowed`);

  const series = parseSeriesList(y, [...at, 'series'], raw.series);
  const value = parseValue(y, [...at, 'value'], raw.value, series.length);

  let baselineMs: number | undefined;
  if (raw.baseline !== undefined) {
    baselineMs = duration(y, [...at, 'baseline'], raw.baseline);
    if (baselineMs === 0) y.problem([...at, 'baseline'], '`baseline` must be longer than 0');
  }
  const fail = condition(y, [...at, 'fail'], raw.fail, raw.baseline !== undefined);
  const warn = condition(y, [...at, 'warn'], raw.warn, raw.baseline !== undefined);
  if (raw.fail === undefined && raw.warn === undefined) y.problem(at, 'a check needs `fail` and/or `warn`, e.g. fail: "> 5"');

  const reduceIn = shared('reduce');
  const reduce = reduceIn ? oneOf(y, reduceIn.path, reduceIn.value, REDUCE_FNS, 'reduce') : 'avg';
  const granIn = shared('granularity');
  // A fixed bucket by default: with `auto` the bucket (and so a count per bucket) depends on the window.
  const granularity = granIn ? oneOf(y, granIn.path, granIn.value, GRANULARITIES, 'granularity') : '1m';
  const noDataIn = shared('no-data');
  const noData = noDataIn ? oneOf(y, noDataIn.path, noDataIn.value, NO_DATA, 'no-data') : 'warn';
  const attemptsIn = shared('attempts');
  const attempts = attemptsIn ? integer(y, attemptsIn.path, attemptsIn.value, 'attempts', 1, 100) : 1;
  const everyIn = shared('every');
  const everyMs = (everyIn ? duration(y, everyIn.path, everyIn.value, 1000, MAX_WAIT_MS) : undefined) ?? 30_000;
  const delayIn = shared('initial-delay');
  const initialDelayMs = (delayIn ? duration(y, delayIn.path, delayIn.value, 0, MAX_WAIT_MS) : undefined) ?? 0;
  const window = parseWindow(y, at, raw, defaults);

  if (y.problems.length > before) return name ? ({ name } as Check) : undefined;
  return {
    name,
    line: y.locate(at).line,
    index: i,
    series,
    value,
    reduce: reduce as ReduceFn,
    ...(fail ? { fail } : {}),
    ...(warn ? { warn } : {}),
    ...(baselineMs !== undefined ? { baselineMs, baselineText: String(raw.baseline) } : {}),
    window,
    ...(granularity ? { granularity } : {}),
    noData: noData as NoDataPolicy,
    attempts,
    everyMs,
    initialDelayMs,
  };
}

function parseSeriesList(y: LocatedYaml, at: YamlPath, raw: unknown): CheckSeries[] {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > 5) {
    y.problem(at, '`series` must be a list of 1 to 5 queries');
    return [];
  }
  const out = raw.map((s, j) => parseSeries(y, [...at, j], s));
  const first = JSON.stringify(out[0]?.groupBy ?? []);
  out.forEach((s, j) => {
    if (j > 0 && JSON.stringify(s.groupBy) !== first) {
      y.problem([...at, j, 'groupBy'], 'all series of a check must have the same `groupBy` (the API requires it)');
    }
  });
  return out;
}

function parseSeries(y: LocatedYaml, at: YamlPath, raw: unknown): CheckSeries {
  const out: CheckSeries = { aggFn: 'count', where: '', groupBy: [] };
  if (!isMap(raw)) {
    y.problem(at, 'each series must be a mapping with `source` (or `sourceId`) and `aggFn`');
    return out;
  }
  unknownKeys(y, at, raw, SERIES_KEYS);
  const hasName = raw.source !== undefined;
  const hasId = raw.sourceId !== undefined;
  if (hasName === hasId) y.problem(at, 'set exactly one of `source` (a source name) or `sourceId`');
  if (hasName) out.source = text(y, [...at, 'source'], raw.source, 'source', true);
  if (hasId) {
    out.sourceId = text(y, [...at, 'sourceId'], raw.sourceId, 'sourceId', true);
    const notId = out.sourceId ? segmentProblem(out.sourceId) : undefined;
    if (notId) y.problem([...at, 'sourceId'], `\`sourceId\` is not an id: ${notId}`);
  }

  const aggFn = oneOf(y, [...at, 'aggFn'], raw.aggFn, AGG_FNS, 'aggFn');
  if (raw.aggFn === undefined) y.problem(at, 'each series needs `aggFn` (e.g. count, avg, quantile)');
  if (aggFn) out.aggFn = aggFn as SeriesAggFn;
  if (raw.field !== undefined) out.field = text(y, [...at, 'field'], raw.field, 'field', true);
  else if (aggFn && aggFn !== 'count') y.problem(at, `aggFn \`${aggFn}\` needs a \`field\` (the column or expression to aggregate)`);
  if (raw.where !== undefined) out.where = text(y, [...at, 'where'], raw.where, 'where', false);
  if (raw.whereLanguage !== undefined) {
    const lang = oneOf(y, [...at, 'whereLanguage'], raw.whereLanguage, ['lucene', 'sql'], 'whereLanguage');
    if (lang) out.whereLanguage = lang as 'lucene' | 'sql';
  }
  if (raw.groupBy !== undefined) {
    const ok = Array.isArray(raw.groupBy) && raw.groupBy.length <= 10 && raw.groupBy.every((g) => typeof g === 'string' && g.trim());
    if (!ok) y.problem([...at, 'groupBy'], '`groupBy` must be a list of up to 10 column names or expressions');
    else out.groupBy = raw.groupBy as string[];
  }
  if (raw.level !== undefined) {
    if (typeof raw.level !== 'number' || !(raw.level >= 0 && raw.level <= 1)) y.problem([...at, 'level'], '`level` must be a number from 0 to 1, e.g. 0.95');
    else if (aggFn !== 'quantile') y.problem([...at, 'level'], '`level` is only used with `aggFn: quantile`');
    else out.level = raw.level;
  } else if (aggFn === 'quantile') {
    y.problem(at, '`aggFn: quantile` needs `level` (0 to 1, e.g. 0.95)');
  }
  if (raw.metricName !== undefined) out.metricName = text(y, [...at, 'metricName'], raw.metricName, 'metricName', true);
  if (raw.metricDataType !== undefined) {
    const t = oneOf(y, [...at, 'metricDataType'], raw.metricDataType, METRIC_TYPES, 'metricDataType');
    if (t) out.metricDataType = t;
  }
  // Accepted by the API and ignored there; passed through so copied queries stay valid.
  if (raw.dataSource !== undefined) out.dataSource = oneOf(y, [...at, 'dataSource'], raw.dataSource, ['events', 'metrics'], 'dataSource');
  if (raw.sortOrder !== undefined) out.sortOrder = oneOf(y, [...at, 'sortOrder'], raw.sortOrder, ['asc', 'desc'], 'sortOrder');
  return out;
}

/** `series_N` (default `series_0`) or `series_A / series_B`. */
function parseValue(y: LocatedYaml, at: YamlPath, raw: unknown, count: number): ValueSelector {
  if (raw === undefined) return { series: 0 };
  const m = typeof raw === 'string' ? /^series_(\d)(?:\s*\/\s*series_(\d))?$/.exec(raw.trim()) : null;
  if (!m) {
    y.problem(at, '`value` must be `series_<n>` or `series_<a> / series_<b>`, e.g. `series_0 / series_1`');
    return { series: 0 };
  }
  const a = Number(m[1]);
  const b = m[2] === undefined ? undefined : Number(m[2]);
  for (const n of [a, b]) {
    if (n !== undefined && n >= count) y.problem(at, `\`series_${n}\` does not exist: the check has ${count} series (series_0…series_${count - 1})`);
  }
  return b === undefined ? { series: a } : { series: a, dividedBy: b };
}

function parseWindow(y: LocatedYaml, at: YamlPath, raw: Map, defaults: Map): TimeWindow {
  const own = ['window', 'startTime', 'endTime'].some((k) => raw[k] !== undefined);
  const src = own ? raw : defaults;
  const base: YamlPath = own ? at : ['defaults'];
  if (src.window !== undefined) {
    if (src.startTime !== undefined || src.endTime !== undefined) {
      y.problem([...base, 'window'], 'set either `window` or `startTime`/`endTime`, not both');
    }
    const ms = duration(y, [...base, 'window'], src.window);
    if (ms === 0) y.problem([...base, 'window'], '`window` must be longer than 0');
    return { lookbackMs: ms ?? DEFAULT_WINDOW_MS };
  }
  if (src.startTime === undefined && src.endTime === undefined) return { lookbackMs: DEFAULT_WINDOW_MS };
  const start = time(y, [...base, 'startTime'], src.startTime, 'startTime');
  const end = time(y, [...base, 'endTime'], src.endTime, 'endTime');
  if (start !== undefined && end !== undefined && start >= end) y.problem([...base, 'endTime'], '`endTime` must be after `startTime`');
  return { startTime: start ?? 0, endTime: end ?? 0 };
}

// ---- small validators: each records a problem and returns undefined on bad input ----

function condition(y: LocatedYaml, at: YamlPath, raw: unknown, hasBaseline: boolean): Condition | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') {
    y.problem(at, `a condition is a quoted string like "> 5" (YAML reads an unquoted leading \`>\` as a folded block); got ${JSON.stringify(raw)}`);
    return undefined;
  }
  const c = parseCondition(raw, hasBaseline);
  if (typeof c === 'string') {
    y.problem(at, c);
    return undefined;
  }
  return c;
}

function duration(y: LocatedYaml, at: YamlPath, raw: unknown, min = 0, max = Infinity): number | undefined {
  const ms = typeof raw === 'string' ? parseDuration(raw) : undefined;
  const key = String(at[at.length - 1]);
  if (ms === undefined) {
    y.problem(at, `\`${key}\` must be a duration like 30s, 15m, 1h or 1d; got ${JSON.stringify(raw)}`);
    return undefined;
  }
  if (ms < min || ms > max) {
    y.problem(at, `\`${key}\` must be between ${min / 1000}s and ${max / 60_000}m`);
  }
  return ms;
}

function time(y: LocatedYaml, at: YamlPath, raw: unknown, key: string): number | undefined {
  if (raw === undefined) {
    y.problem(at.slice(0, -1), `\`${key}\` is required when the other bound is set`);
    return undefined;
  }
  const ms = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{4}-\d\d-\d\dT/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isInteger(ms) || ms < 1e12) {
    y.problem(at, `\`${key}\` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got ${JSON.stringify(raw)}`);
    return undefined;
  }
  return ms;
}

function integer(y: LocatedYaml, at: YamlPath, raw: unknown, key: string, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    y.problem(at, `\`${key}\` must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}`);
    return min;
  }
  return raw;
}

function text(y: LocatedYaml, at: YamlPath, raw: unknown, key: string, nonEmpty: boolean): string {
  if (typeof raw !== 'string' || (nonEmpty && !raw.trim())) {
    y.problem(at, `\`${key}\` must be a${nonEmpty ? ' non-empty' : ''} string`);
    return '';
  }
  return raw;
}

function oneOf<T extends string>(y: LocatedYaml, at: YamlPath, raw: unknown, allowed: readonly T[], key: string): T | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  y.problem(at, `\`${key}\` must be one of ${allowed.join(', ')}; got ${JSON.stringify(raw)}`);
  return undefined;
}

function unknownKeys(y: LocatedYaml, at: YamlPath, raw: Map, allowed: readonly string[]): void {
  for (const key of Object.keys(raw)) {
    if (allowed.includes(key)) continue;
    const squash = (k: string): string => k.toLowerCase().replace(/[-_]/g, '');
    const near = allowed.find((k) => squash(k) === squash(key));
    y.problem([...at, key], `unknown key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ''}; allowed: ${allowed.join(', ')}`, 'error', 'key');
  }
}

function isMap(v: unknown): v is Map {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
