// Request validation of POST /api/v2/charts/series, reproducing the zod (v3)
// schema of the HyperDX route and its messages: issues in schema order,
// `path.joined.by.dots: message`, joined by "; " after "Body validation failed: ".
// Like zod, a refinement runs on "dirty" values (failed checks) but not on
// "aborted" ones (wrong types), so e.g. the same-groupBy rule is skipped when an
// item has a wrong type.

import { AGG_FNS, type AggFn } from './aggregate.ts';

export const GRANULARITIES = ['30s', '1m', '5m', '10m', '15m', '30m', '1h', '2h', '6h', '12h', '1d', '2d', '7d', '30d', 'auto'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const WHERE_LANGUAGES = ['sql', 'lucene', 'promql'] as const;
const METRIC_DATA_TYPES = ['sum', 'gauge', 'histogram', 'summary', 'exponential histogram'] as const;

export interface SeriesInput {
  sourceId: string;
  aggFn: AggFn;
  level?: number;
  field?: string;
  where: string;
  whereLanguage?: (typeof WHERE_LANGUAGES)[number];
  groupBy: string[];
  metricName?: string;
  metricDataType?: string;
}

export interface SeriesRequest {
  series: SeriesInput[];
  startTime: number;
  endTime: number;
  granularity?: Granularity;
  seriesReturnType?: 'ratio' | 'column';
}

type Status = 'ok' | 'dirty' | 'aborted';
type Path = Array<string | number>;

class Issues {
  readonly list: string[] = [];

  add(path: Path, message: string): void {
    this.list.push(path.length ? `${path.join('.')}: ${message}` : message);
  }
}

function typeName(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number' && Number.isNaN(v)) return 'nan';
  return typeof v;
}

function expectType(v: unknown, expected: string, path: Path, issues: Issues): boolean {
  const got = typeName(v);
  if (got === expected) return true;
  issues.add(path, got === 'undefined' ? 'Required' : `Expected ${expected}, received ${got}`);
  return false;
}

function checkEnum(v: unknown, values: readonly string[], path: Path, issues: Issues): Status {
  const options = values.map((x) => `'${x}'`).join(' | ');
  if (typeof v !== 'string') {
    issues.add(path, v === undefined ? 'Required' : `Expected ${options}, received ${typeName(v)}`);
    return 'aborted';
  }
  if (!values.includes(v)) {
    issues.add(path, `Invalid enum value. Expected ${options}, received '${v}'`);
    return 'aborted';
  }
  return 'ok';
}

function worst(...s: Status[]): Status {
  return s.includes('aborted') ? 'aborted' : s.includes('dirty') ? 'dirty' : 'ok';
}

function optional(v: unknown, check: () => Status): Status {
  return v === undefined ? 'ok' : check();
}

function checkString(v: unknown, path: Path, issues: Issues): Status {
  return expectType(v, 'string', path, issues) ? 'ok' : 'aborted';
}

function checkSeriesItem(item: unknown, path: Path, issues: Issues): Status {
  if (!expectType(item, 'object', path, issues)) return 'aborted';
  const s = item as Record<string, unknown>;
  const statuses: Status[] = [];
  // sourceId: z.string().refine(mongoose ObjectId.isValid): 24 hex chars or any 12-char string.
  let sourceId = checkString(s.sourceId, [...path, 'sourceId'], issues);
  if (sourceId === 'ok' && !/^[0-9a-fA-F]{24}$/.test(s.sourceId as string) && (s.sourceId as string).length !== 12) {
    issues.add([...path, 'sourceId'], 'Invalid ObjectId');
    sourceId = 'dirty';
  }
  statuses.push(sourceId);
  statuses.push(optional(s.dataSource, () => checkEnum(s.dataSource, ['events', 'metrics'], [...path, 'dataSource'], issues)));
  statuses.push(checkEnum(s.aggFn, AGG_FNS, [...path, 'aggFn'], issues));
  statuses.push(
    optional(s.level, () => {
      if (!expectType(s.level, 'number', [...path, 'level'], issues)) return 'aborted';
      const level = s.level as number;
      if (level < 0) issues.add([...path, 'level'], 'Number must be greater than or equal to 0');
      if (level > 1) issues.add([...path, 'level'], 'Number must be less than or equal to 1');
      return level < 0 || level > 1 ? 'dirty' : 'ok';
    }),
  );
  statuses.push(optional(s.field, () => checkString(s.field, [...path, 'field'], issues)));
  statuses.push(checkString(s.where, [...path, 'where'], issues));
  statuses.push(optional(s.whereLanguage, () => checkEnum(s.whereLanguage, WHERE_LANGUAGES, [...path, 'whereLanguage'], issues)));
  statuses.push(checkStringArray(s.groupBy, 10, [...path, 'groupBy'], issues));
  statuses.push(
    optional(s.sortOrder, () => {
      if (s.sortOrder === 'asc' || s.sortOrder === 'desc') return 'ok';
      issues.add([...path, 'sortOrder'], 'Invalid input');
      return 'aborted';
    }),
  );
  statuses.push(optional(s.metricDataType, () => checkEnum(s.metricDataType, METRIC_DATA_TYPES, [...path, 'metricDataType'], issues)));
  statuses.push(optional(s.metricName, () => checkString(s.metricName, [...path, 'metricName'], issues)));
  return worst(...statuses);
}

function checkStringArray(v: unknown, max: number, path: Path, issues: Issues): Status {
  if (!expectType(v, 'array', path, issues)) return 'aborted';
  const arr = v as unknown[];
  let status: Status = 'ok';
  if (arr.length > max) {
    issues.add(path, `Array must contain at most ${max} element(s)`);
    status = 'dirty';
  }
  const items = arr.map((x, i) => checkString(x, [...path, i], issues));
  return worst(status, ...items);
}

function checkTimestamp(v: unknown, path: Path, issues: Issues): Status {
  if (!expectType(v, 'number', path, issues)) return 'aborted';
  const n = v as number;
  let status: Status = 'ok';
  if (!Number.isInteger(n)) {
    issues.add(path, 'Timestamp must be an integer');
    status = 'dirty';
  }
  if (!(n > 0)) {
    issues.add(path, 'Timestamp must be positive');
    status = 'dirty';
  }
  if (n.toString().length < 13) {
    issues.add(path, 'Timestamp must be in milliseconds');
    status = 'dirty';
  }
  return status;
}

function sameStringArray(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => x === b[i]);
}

/** The typed request, or the 400 message the real server would send. */
export function validateSeriesRequest(body: unknown): { ok: true; value: SeriesRequest } | { ok: false; message: string } {
  const issues = new Issues();
  if (expectType(body, 'object', [], issues)) {
    const b = body as Record<string, unknown>;
    if (expectType(b.series, 'array', ['series'], issues)) {
      const series = b.series as unknown[];
      let status: Status = 'ok';
      if (series.length < 1) {
        issues.add(['series'], 'Series array cannot be empty');
        status = 'dirty';
      }
      if (series.length > 5) {
        issues.add(['series'], 'Array must contain at most 5 element(s)');
        status = 'dirty';
      }
      status = worst(status, ...series.map((item, i) => checkSeriesItem(item, ['series', i], issues)));
      if (status !== 'aborted' && series.length > 0) {
        const first = (series[0] as Record<string, unknown>).groupBy;
        if (!series.every((s) => sameStringArray((s as Record<string, unknown>).groupBy, first))) {
          issues.add(['series'], 'All series must have the same groupBy fields');
        }
      }
    }
    checkTimestamp(b.endTime, ['endTime'], issues);
    optional(b.granularity, () => checkEnum(b.granularity, GRANULARITIES, ['granularity'], issues));
    checkTimestamp(b.startTime, ['startTime'], issues);
    optional(b.seriesReturnType, () => checkEnum(b.seriesReturnType, ['ratio', 'column'], ['seriesReturnType'], issues));
  }
  if (issues.list.length) return { ok: false, message: `Body validation failed: ${issues.list.join('; ')}` };
  return { ok: true, value: body as SeriesRequest };
}
