// Self-hosted `POST /api/v2/search` (HyperDX api 2.36 v2/search.ts): validation as its zod schema
// (Body validation failed: …), the time range check, the source and its connection looked up in the
// caller's team (404 `{message}`), then rows of the source's emulated telemetry (series/) in the range,
// filtered, ordered (timestamp DESC by default), paged, as `{data: [flat rows], rows}`.
import { QueryError, unknownIdentifier } from '../charts/errors.ts';
import { compileFilter } from '../charts/filter.ts';
import { tableFor, type TelemetryConfig } from '../charts/handlers.ts';
import { parseLucene, type LuceneNode } from '../charts/lucene.ts';
import { cellToJson, type Row, type Table } from '../charts/table.ts';
import type { TeamState } from '../../core/state/team.ts';
import { fail, validationFailed, type TeamResult } from '../../core/team-result.ts';
import { Checker } from '../../core/validate.ts';
import { must } from '../../core/must.ts';

/** ClickHouse error types that upstream answers with 400 `TYPE: message` (user input); others are 500. */
const USER_INPUT_ERRORS = new Set([
  'SYNTAX_ERROR',
  'UNKNOWN_IDENTIFIER',
  'UNKNOWN_TABLE',
  'UNKNOWN_FUNCTION',
  'UNKNOWN_AGGREGATE_FUNCTION',
  'UNKNOWN_TYPE',
  'BAD_ARGUMENTS',
  'CANNOT_CONVERT_TYPE',
  'THERE_IS_NO_COLUMN',
  'NO_COMMON_TYPE',
  'ILLEGAL_TYPE_OF_ARGUMENT',
]);

/** A semicolon or a `SELECT ` not preceded by a word character (so `selectId` passes). */
const DISALLOWED_SELECT = /;|(?<!\w)SELECT\s/i;
const SELECT_MESSAGE = 'select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only';
const DEFAULT_WINDOW_MS = 15 * 60_000;

interface SearchInput {
  sourceId: string;
  startTime?: string;
  endTime?: string;
  where: string;
  whereLanguage: 'lucene' | 'sql';
  select: string;
  orderBy?: string;
  maxResults: number;
  offset: number;
}

function parseSearch(body: unknown): SearchInput | TeamResult {
  const c = new Checker();
  const raw = c.object('', body);
  if (!raw) return validationFailed('Body', c.issues);
  const sourceId = c.string('sourceId', raw.sourceId);
  if (typeof sourceId === 'string') {
    if (sourceId.length < 1) c.add('sourceId', 'sourceId is required');
    // zod 3 runs the refinement even when `min` failed (a failed check only marks the value dirty).
    if (!/^[0-9a-f]{24}$/i.test(sourceId)) c.add('sourceId', 'sourceId must be a valid ObjectId');
  }
  const startTime = c.string('startTime', raw.startTime, { optional: true });
  const endTime = c.string('endTime', raw.endTime, { optional: true });
  const where = c.string('where', raw.where, { optional: true, max: 8 * 1024 }) ?? '';
  const whereLanguage = c.enumOf('whereLanguage', raw.whereLanguage, ['lucene', 'sql'] as const, { optional: true }) ?? 'lucene';
  const select = c.string('select', raw.select, { optional: true, max: 4 * 1024 }) ?? '';
  if (typeof raw.select === 'string' && DISALLOWED_SELECT.test(raw.select)) c.add('select', SELECT_MESSAGE);
  const orderBy = c.string('orderBy', raw.orderBy, { optional: true, max: 1024 }) ?? undefined;
  const maxResults = c.number('maxResults', raw.maxResults, { optional: true, int: true, min: 1, max: 2000 }) ?? 100;
  const offset = c.number('offset', raw.offset, { optional: true, int: true, min: 0, max: 10_000 }) ?? 0;
  if (!c.ok) return validationFailed('Body', c.issues);
  return {
    sourceId: must(sourceId, 'sourceId'),
    startTime: startTime ?? undefined,
    endTime: endTime ?? undefined,
    where,
    whereLanguage,
    select,
    orderBy,
    maxResults,
    offset,
  };
}

/** The query window: defaults to the 15 minutes before `endTime` (itself defaulting to now). */
function timeRange(input: SearchInput, now: number): { start: number; end: number } | string {
  const end = input.endTime ? new Date(input.endTime).getTime() : now;
  const start = input.startTime ? new Date(input.startTime).getTime() : end - DEFAULT_WINDOW_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Invalid startTime or endTime: must be valid ISO 8601 strings';
  if (start >= end) return 'endTime must be greater than startTime';
  return { start, end };
}

/** Splits on top-level commas (not inside brackets or quotes), trimming each part. */
function splitColumns(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of list) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out.filter(Boolean);
}

/**
 * The SQL `where` subset the emulator evaluates: comparisons `col = 'v'`, `col != 'v'` (or a number)
 * joined by AND. Anything else fails as ClickHouse would fail a query it cannot parse.
 */
function sqlToLucene(where: string): LuceneNode {
  const text = where.trim();
  if (!text) return { kind: 'all' };
  const nodes = text.split(/\s+AND\s+/i).map((part): LuceneNode => {
    const m = /^\s*([A-Za-z_][\w.]*)\s*(=|!=|<>)\s*(?:'((?:[^'\\]|\\.)*)'|(-?\d+(?:\.\d+)?))\s*$/.exec(part);
    if (!m)
      throw new QueryError(
        `Code: 62. DB::Exception: Syntax error: the emulator evaluates only \`col = 'value'\` AND … in SQL where clauses, not '${part.trim()}'. (SYNTAX_ERROR)`,
      );
    const term: LuceneNode = {
      kind: 'term',
      field: must(m[1], 'the column'),
      value: m[3] !== undefined ? m[3].replace(/\\(.)/g, '$1') : must(m[4], 'the number (the other alternative)'),
      quoted: true,
    };
    return m[2] === '=' ? term : { kind: 'not', node: term };
  });
  const [only] = nodes;
  return nodes.length === 1 && only ? only : { kind: 'and', nodes };
}

function orderOf(orderBy: string | undefined, table: Table): { column: string; desc: boolean } {
  const text = orderBy?.trim();
  if (!text) return { column: 'Timestamp', desc: true };
  const m = /^\(?\s*([A-Za-z_][\w.]*)\s*\)?(?:\s+(ASC|DESC))?$/i.exec(text);
  if (!m) throw new QueryError(`Code: 62. DB::Exception: Syntax error: the emulator orders only by one column, not '${text}'. (SYNTAX_ERROR)`);
  const column = must(m[1], 'the column');
  if (!(column in table.columns)) throw unknownIdentifier(column);
  return { column, desc: (m[2] ?? 'ASC').toUpperCase() === 'DESC' };
}

function runSearch(table: Table, input: SearchInput, range: { start: number; end: number }, defaultSelect: string): Array<Record<string, unknown>> {
  const node = input.whereLanguage === 'sql' ? sqlToLucene(input.where) : parseLucene(input.where.trim());
  const predicate = compileFilter(node, table);
  const selectText = input.select.trim() || defaultSelect.trim() || '*';
  const columns = splitColumns(selectText).flatMap((c) => (c === '*' ? Object.keys(table.columns) : [c]));
  for (const c of columns) if (!(c in table.columns)) throw unknownIdentifier(c);
  const order = orderOf(input.orderBy, table);
  const rows = table.rows.filter((r) => r.Timestamp >= range.start && r.Timestamp <= range.end && predicate(r));
  const key = (r: Row) => r[order.column] ?? '';
  rows.sort((a, b) => (key(a) === key(b) ? 0 : (key(a) < key(b) ? -1 : 1) * (order.desc ? -1 : 1)));
  return rows
    .slice(input.offset, input.offset + input.maxResults)
    .map((r) => Object.fromEntries(columns.map((c) => [c, r[c] === undefined ? '' : cellToJson(must(table.columns[c], `the type of column ${c}`), r[c])])));
}

/** `now`: the emulator clock; `telemetry`: what the sources serve (resources/charts/handlers.ts). */
export function handleSearch(team: TeamState, body: unknown, now: number, telemetry: TelemetryConfig): TeamResult {
  const input = parseSearch(body);
  if ('kind' in input) return input;
  const range = timeRange(input, now);
  if (typeof range === 'string') return fail(400, range);
  const source = team.sources.find((s) => s.id === input.sourceId);
  if (!source) return fail(404, `Source not found: ${input.sourceId}`);
  if (!team.connections.some((k) => k.id === source.connection)) return fail(404, `Connection not found for source: ${input.sourceId}`);
  const table = tableFor(source, now, telemetry, range.start);
  try {
    const defaultSelect = typeof source.defaultTableSelectExpression === 'string' ? source.defaultTableSelectExpression : '';
    const data = table ? runSearch(table, input, range, defaultSelect) : [];
    return { kind: 'plain', body: { data, rows: data.length } };
  } catch (e) {
    if (!(e instanceof QueryError)) throw e;
    const type = /\(([A-Z_]+)\)\s*$/.exec(e.message)?.[1] ?? 'UNKNOWN';
    if (USER_INPUT_ERRORS.has(type)) return fail(400, `${type}: ${(e.message.split('\n')[0] ?? '').slice(0, 300)}`);
    return fail(500, 'Query execution failed');
  }
}
