// What a sync hands back, the same for every kind: the rows of `applied`, the failure texts, and
// the operation's result around the kind's own plan output and report.
import type { OperationResult, Report } from '../report/model.js';
import type { Outcome } from './apply.js';

interface Named {
  action: string;
  name: string;
}

/** One row of the `applied` result per write; `recovered` only where the front end shows it. */
export function appliedRows<A extends Named>(outcomes: ReadonlyArray<Outcome<A>>, opts: { recovered: boolean }): Array<Record<string, unknown>> {
  return outcomes.map((o) => ({
    action: o.action.action,
    name: o.action.name,
    id: o.id,
    status: o.status,
    ...(opts.recovered && o.recovered ? { recovered: true } : {}),
    ...(o.error ? { error: o.error } : {}),
  }));
}

/**
 * The failure text of the writes that failed (none: undefined). `what`: "write(s)",
 * "dashboard write(s)"; `of`: whether the total is said ("2 of 5"); `entry`: how one is named.
 */
export function writeFailures<A extends Named>(
  outcomes: ReadonlyArray<Outcome<A>> | undefined,
  opts: { what: string; of: boolean; entry: (o: Outcome<A>) => string },
): string | undefined {
  const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
  if (failed.length === 0) return undefined;
  const count = opts.of ? `${failed.length} of ${outcomes?.length}` : `${failed.length}`;
  return `${count} ${opts.what} failed: ${failed.map(opts.entry).join('; ')}. A re-run converges.`;
}

/** `create "x" (error)` — how alerts name a failed write. */
export const inParentheses = <A extends Named>(o: Outcome<A>): string => `${o.action.action} "${o.action.name}" (${o.error ?? ''})`;
/** `create "x": error` — how dashboards name a failed write. */
export const afterColon = <A extends Named>(o: Outcome<A>): string => `${o.action.action} "${o.action.name}": ${o.error ?? ''}`;

/**
 * The operation's result: the failures lead the report's notes and make it a failure; `plan` is
 * the `plan` output as a value (the `plan` output is its JSON).
 */
export function syncResult(parts: {
  plan: unknown;
  planText: string;
  fingerprint: string;
  applied: unknown;
  changed: boolean;
  report: Report;
  failures: readonly string[];
  notes: readonly string[];
}): OperationResult {
  const { report, failures } = parts;
  if (failures.length > 0) report.outcome = 'failure';
  report.notes = [...failures, ...parts.notes, ...(report.notes ?? [])];
  return {
    result: { plan: parts.plan, applied: parts.applied },
    changed: parts.changed,
    report,
    outputs: { plan: parts.planText, 'plan-fingerprint': parts.fingerprint },
    failure: failures.length > 0 ? failures.join('\n') : undefined,
  };
}
