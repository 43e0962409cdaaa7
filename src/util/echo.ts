// "Nothing silently dropped" (docs/contract.md §4.2): the one wording, for every write that compares
// the server's answer with the body sent (alerts/echo.ts, dashboards/handler.ts, operations/raw-echo.ts; reconcile/echo.ts reports them).

/** One field the server holds differently from what was sent: "`field` (sent …, stored …)". */
export function echoField(field: string, sent: unknown, stored: unknown): string {
  return `\`${field}\` (sent ${JSON.stringify(sent)}, stored ${JSON.stringify(stored)})`;
}

/** The heart of each warning: which fields the server dropped or changed. */
export function droppedOrChanged(fields: readonly string[]): string {
  return `the server dropped or changed ${fields.join(', ')}; it did not keep what was sent`;
}
