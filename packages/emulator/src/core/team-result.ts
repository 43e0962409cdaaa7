// What a shared (edition-neutral) resource handler answers; each edition renders it in its own
// envelope: self-hosted `{data, meta}` / `{message}`, managed `{status, requestId, result}` / `{error}`.
import { isObjectId, type IdSource } from './ids.ts';
import type { Features } from './versions.ts';
import type { TeamState } from './state/team.ts';
import { Checker, coerceQueryInt, formatIssues, type Issue, type Part } from './validate.ts';

export interface PageMeta {
  total: number;
  limit: number;
  offset: number;
}

export type TeamResult =
  | { kind: 'data'; data: unknown; meta?: PageMeta }
  /** A body that self-hosted sends as-is (not under `data`), e.g. `POST /dashboards/validate`. */
  | { kind: 'plain'; body: unknown }
  | { kind: 'deleted' }
  /** `text`: the self-hosted body is this plain text instead of `{message}` (dashboards, connections, team). */
  | { kind: 'error'; status: number; message: string; text?: string };

export interface TeamContext {
  team: TeamState;
  ids: IdSource;
  now: () => number;
  /** What the server version answering has (core/versions.ts). */
  features: Features;
  /**
   * Who makes the request: the self-hosted user's id, or on managed the API key's id. Stored where
   * the server stores it (`createdBy`, `updatedBy`, `silenced.by`), answered only where it answers it.
   */
  actor?: string;
  /** Apply `limit`/`offset` (with 400 on bad values) to paginated lists. */
  paginate: boolean;
  /** Add `meta` + `X-Total-Count` to paginated lists (self-hosted ≥ 2.30). */
  meta: boolean;
  /** Alerts hold one `channel` and know no `channels` (self-hosted < 2.36, the managed service). */
  singleChannel?: boolean;
  /**
   * The HyperDX behind the managed gateway, whose schema differs from self-hosted's in places: alert
   * channels may be `{type: 'email', emailRecipients}`, log and trace sources keep `filterSettings`.
   */
  managed?: boolean;
  /** `POST /dashboards/validate` answers under `data` (a self-hosted variant, docs/contract.md §7.8). */
  validateInData?: boolean;
}

export interface TeamRequest {
  id?: string;
  query: Record<string, string>;
  body: unknown;
}

export const fail = (status: number, message: string, text?: string): TeamResult => ({ kind: 'error', status, message, text });

export const validationFailed = (part: Part, issues: Issue[]): TeamResult => fail(400, formatIssues(part, issues));

/**
 * processRequestWithEnhancedErrors checks body, then params, and answers every failed part at once:
 * `Body validation failed: …; Params validation failed: …`. Undefined when both passed.
 */
export function partsFailed(body: Issue[], params: Issue[]): TeamResult | undefined {
  const parts = [...(body.length ? [formatIssues('Body', body)] : []), ...(params.length ? [formatIssues('Params', params)] : [])];
  return parts.length ? fail(400, parts.join('; ')) : undefined;
}

export const idIssues = (id: string | undefined): Issue[] => (isObjectId(id) ? [] : [{ path: 'id', message: 'Invalid ObjectId' }]);

export const invalidId = (): TeamResult => validationFailed('Params', [{ path: 'id', message: 'Invalid ObjectId' }]);

/**
 * A PUT's body and `:id` are validated by one middleware: one 400 naming the body's issues, then the
 * id's (`Body validation failed: …; Params validation failed: id: Invalid ObjectId`).
 */
export function bodyAndIdFailed(bodyIssues: Issue[], id: string | undefined): TeamResult {
  const parts: string[] = [];
  if (bodyIssues.length > 0) parts.push(formatIssues('Body', bodyIssues));
  if (!isObjectId(id)) parts.push(formatIssues('Params', [{ path: 'id', message: 'Invalid ObjectId' }]));
  return fail(400, parts.join('; '));
}

/** Pagination of alerts, webhooks and saved-searches lists (docs/contract.md §5). */
export function paginated<T>(ctx: TeamContext, query: Record<string, string>, rows: T[], render: (row: T) => unknown): TeamResult {
  if (!ctx.paginate) return { kind: 'data', data: rows.map(render) };
  const c = new Checker();
  const limit = coerceQueryInt(c, 'limit', query.limit, 1, 1000) ?? 1000;
  const offset = coerceQueryInt(c, 'offset', query.offset, 0) ?? 0;
  if (!c.ok) return validationFailed('Query', c.issues);
  const data = rows.slice(offset, offset + limit).map(render);
  return ctx.meta ? { kind: 'data', data, meta: { total: rows.length, limit, offset } } : { kind: 'data', data };
}

/** Removes matching rows in place (tests may hold references to the collections). Returns the count. */
export function removeWhere<T>(rows: T[], predicate: (row: T) => boolean): number {
  let kept = 0;
  const before = rows.length;
  for (const row of rows) if (!predicate(row)) rows[kept++] = row;
  rows.length = kept;
  return before - kept;
}
