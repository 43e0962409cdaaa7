/**
 * A failure the real server reports as 500 `{error: <raw message>}` (ClickHouse
 * or query-building errors). Messages imitate ClickHouse's wording so clients
 * see realistic text.
 */
export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}

export function unknownIdentifier(name: string): QueryError {
  return new QueryError(`Code: 47. DB::Exception: Unknown expression identifier \`${name}\` in scope SELECT. (UNKNOWN_IDENTIFIER)`);
}

export function syntaxError(query: string, position: number, detail: string): QueryError {
  const near = query.slice(position, position + 20);
  return new QueryError(`Code: 62. DB::Exception: Syntax error: failed at position ${position + 1} ('${near}'): ${detail}. (SYNTAX_ERROR)`);
}
