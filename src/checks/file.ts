import type { SeriesAggFn } from '../api/types.js';
import { checksFile as checksFileSchema } from '../generated/checks-file.js';
import { parseDuration } from '../util/duration.js';
import { FileProblemsError } from '../util/problems.js';
import { workspaceFile, type Workspace } from '../util/workspace.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';
import { parseCondition, type Condition } from './condition.js';
import type { Check, CheckSeries, NoDataPolicy, ReduceFn, TimeWindow, ValueSelector } from './types.js';

const DEFAULT_WINDOW_MS = 15 * 60_000;

type Map = Record<string, unknown>;

const isMap = (v: unknown): v is Map => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and validates a checks file (from the workspace); throws FileProblemsError listing every problem. */
export async function readChecksFile(path: string, ws: Workspace): Promise<{ checks: Check[]; yaml: LocatedYaml }> {
  const file = await workspaceFile(ws, 'checks-file', path);
  const yaml = await LocatedYaml.read(file.path, file.display);
  const checks = parseChecks(yaml);
  if (yaml.hasErrors) throw new FileProblemsError(yaml.problems);
  return { checks, yaml };
}

/**
 * Validates a parsed checks file — the schema (schemas/checks-file.schema.json), then what it
 * cannot express: unique names, the series a `value` names, conditions that compare with a
 * baseline, series sharing one `groupBy`, times that exist — recording located problems in `y`.
 * Returns the checks, with defaults applied, when there are none.
 */
export function parseChecks(y: LocatedYaml): Check[] {
  if (y.hasErrors) return [];
  const schemaProblems = y.validate(checksFileSchema, 'self-hosted');
  const refused = (prefix: YamlPath): boolean => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
  const root = y.value;
  if (!isMap(root) || !Array.isArray(root.checks)) return [];
  const defaults = isMap(root.defaults) ? root.defaults : {};
  if (!refused(['defaults'])) checkWindow(y, defaults, ['defaults']);

  const checks: Check[] = [];
  const names = new Map<string, number>();
  root.checks.forEach((raw: unknown, i: number) => {
    if (!isMap(raw)) return;
    const at: YamlPath = ['checks', i];
    const before = y.problems.length;
    crossCheck(y, raw, at, refused);
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    const first = names.get(name);
    if (name && first !== undefined) y.problem([...at, 'name'], `check name \`${name}\` is already used by check ${first + 1}; names must be unique`);
    else if (name) names.set(name, i);
    if (y.problems.length === before && !refused(at) && !refused(['defaults'])) checks.push(toCheck(y, raw, defaults, i));
  });
  return checks;
}

/** The checks of one entry the schema cannot make; each looks only at values the schema let through. */
function crossCheck(y: LocatedYaml, raw: Map, at: YamlPath, refused: (p: YamlPath) => boolean): void {
  const hasBaseline = raw.baseline !== undefined;
  for (const key of ['fail', 'warn'] as const) {
    const text = raw[key];
    if (typeof text !== 'string' || refused([...at, key])) continue;
    const c = parseCondition(text, hasBaseline);
    if (typeof c === 'string') y.problem([...at, key], c);
  }

  const series = Array.isArray(raw.series) ? raw.series : [];
  if (typeof raw.value === 'string' && !refused([...at, 'value'])) {
    for (const n of selectedSeries(raw.value)) {
      if (n >= series.length) {
        y.problem([...at, 'value'], `\`series_${n}\` does not exist: the check has ${series.length} series (series_0…series_${series.length - 1})`);
      }
    }
  }
  const groupBy = (s: unknown) => JSON.stringify(isMap(s) && Array.isArray(s.groupBy) ? s.groupBy : []);
  series.forEach((s, j) => {
    if (j > 0 && groupBy(s) !== groupBy(series[0])) {
      y.problem([...at, 'series', j, 'groupBy'], 'all series of a check must have the same `groupBy` (the API requires it)');
    }
  });
  if (!refused([...at, 'startTime']) && !refused([...at, 'endTime'])) checkWindow(y, raw, at);
}

/** Fixed bounds must be real times, in order (the schema only knows their form). */
function checkWindow(y: LocatedYaml, src: Map, at: YamlPath): void {
  if (src.startTime === undefined || src.endTime === undefined) return;
  const start = epochMs(y, [...at, 'startTime'], src.startTime);
  const end = epochMs(y, [...at, 'endTime'], src.endTime);
  if (start !== undefined && end !== undefined && start >= end) y.problem([...at, 'endTime'], '`endTime` must be after `startTime`');
}

function epochMs(y: LocatedYaml, at: YamlPath, raw: unknown): number | undefined {
  const ms = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (Number.isInteger(ms) && ms >= 1e12) return ms;
  y.problem(at, `\`${String(at[at.length - 1])}\` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got ${JSON.stringify(raw)}`);
  return undefined;
}

/** `series_a` or `series_a / series_b` → [a] or [a, b]. */
function selectedSeries(value: string): number[] {
  return [...value.matchAll(/series_(\d)/g)].map((m) => Number(m[1]));
}

/** A check the schema and the cross checks accepted, with its defaults applied. */
function toCheck(y: LocatedYaml, raw: Map, defaults: Map, index: number): Check {
  const shared = <T>(key: string, fallback: T): T => (raw[key] ?? defaults[key] ?? fallback) as T;
  const duration = (key: string, fallback: number): number => {
    const text = raw[key] ?? defaults[key];
    return typeof text === 'string' ? (parseDuration(text) ?? fallback) : fallback;
  };
  const condition = (key: 'fail' | 'warn'): Condition | undefined =>
    typeof raw[key] === 'string' ? (parseCondition(raw[key], raw.baseline !== undefined) as Condition) : undefined;
  const fail = condition('fail');
  const warn = condition('warn');
  const baseline = typeof raw.baseline === 'string' ? raw.baseline : undefined;
  const [series, dividedBy] = typeof raw.value === 'string' ? selectedSeries(raw.value) : [0];
  const value: ValueSelector = dividedBy === undefined ? { series: series ?? 0 } : { series: series ?? 0, dividedBy };
  return {
    name: String(raw.name).trim(),
    line: y.locate(['checks', index]).line,
    index,
    series: (raw.series as Map[]).map(toSeries),
    value,
    reduce: shared<ReduceFn>('reduce', 'avg'),
    ...(fail ? { fail } : {}),
    ...(warn ? { warn } : {}),
    ...(baseline !== undefined ? { baselineMs: parseDuration(baseline) ?? 0, baselineText: baseline } : {}),
    window: timeWindow(raw, defaults),
    // A fixed bucket by default: with `auto` the bucket (and so a count per bucket) depends on the window.
    granularity: shared<string>('granularity', '1m'),
    noData: shared<NoDataPolicy>('no-data', 'warn'),
    attempts: shared<number>('attempts', 1),
    everyMs: duration('every', 30_000),
    initialDelayMs: duration('initial-delay', 0),
  };
}

function toSeries(s: Map): CheckSeries {
  const { groupBy, where, aggFn, ...rest } = s;
  return {
    ...(rest as Omit<CheckSeries, 'aggFn' | 'where' | 'groupBy'>),
    aggFn: aggFn as SeriesAggFn,
    where: typeof where === 'string' ? where : '',
    groupBy: Array.isArray(groupBy) ? (groupBy as string[]) : [],
  };
}

/** The check's own window keys win over the defaults' as a whole. */
function timeWindow(raw: Map, defaults: Map): TimeWindow {
  const own = ['window', 'startTime', 'endTime'].some((k) => raw[k] !== undefined);
  const src = own ? raw : defaults;
  if (typeof src.window === 'string') return { lookbackMs: parseDuration(src.window) ?? DEFAULT_WINDOW_MS };
  if (src.startTime === undefined) return { lookbackMs: DEFAULT_WINDOW_MS };
  const ms = (v: unknown) => (typeof v === 'number' ? v : Date.parse(String(v)));
  return { startTime: ms(src.startTime), endTime: ms(src.endTime) };
}
