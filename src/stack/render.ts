// The stack plan for people (the report: log, summary, PR comment) and for machines (the `plan`
// output). Secrets never appear: the plan holds `(secret $NAME)` where a value would be, and an
// action's `send` (the body with its secrets) is never rendered.
import type { Outcome } from '../reconcile/apply.js';
import { isWrite } from '../reconcile/plan.js';
import { STATUS_ICON } from '../report/model.js';
import type { ReportPart } from '../reconcile/report.js';
import { KIND_SPECS } from './kinds/index.js';
import { STACK_KINDS } from './kinds/kind.js';
import type { StackAction, StackPlan, StackWrite } from './plan.js';

const MAX_QUIET_ROWS = 50;

export interface StackSummary {
  create: number;
  update: number;
  delete: number;
  unchanged: number;
  unmanaged: number;
}

export function summaryOf(actions: readonly StackAction[]): StackSummary {
  const s: StackSummary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const a of actions) s[a.action]++;
  return s;
}

const order = (a: StackAction): number => STACK_KINDS.indexOf(a.kind);

/** The actions as the `plan` output lists them: every field but `send`. */
export function planActionsJson(plan: StackPlan): unknown[] {
  return [...plan.actions]
    .sort((x, y) => order(x) - order(y))
    .map((a) => {
      const { send: _send, path: _path, ...shown } = a as StackAction & { send?: unknown; path?: unknown };
      return shown;
    });
}

/** The configuration kinds' part of a stack run's report (src/reconcile/report.ts puts it together with the dashboards' and the alerts'). */
export function stackReport(plan: StackPlan, opts: { dryRun: boolean; outcomes?: ReadonlyArray<Outcome<StackWrite>> }): ReportPart {
  const byAction = new Map<StackAction, Outcome<StackWrite>>(opts.outcomes?.map((o) => [o.action, o]));
  const applied = opts.outcomes !== undefined;
  const sorted = [...plan.actions].sort((x, y) => order(x) - order(y));
  const loud = sorted.filter(isWrite);
  const unchanged = sorted.filter((a) => a.action === 'unchanged');
  const unmanaged = sorted.filter((a): a is Extract<StackAction, { action: 'unmanaged' }> => a.action === 'unmanaged');
  const rows = [...loud, ...unchanged.slice(0, MAX_QUIET_ROWS)].map((a) => {
    const o = byAction.get(a);
    return {
      icon: STATUS_ICON[a.action] ?? '',
      action: a.action,
      name: `${KIND_SPECS[a.kind].singular}: ${a.name}`,
      why: summarize(a),
      ...(applied ? { result: o ? (o.status === 'failed' ? `failed: ${o.error ?? ''}` : o.status) : '—' } : {}),
    };
  });
  const s = summaryOf(plan.actions);
  const notes = [...plan.notes];
  if (unchanged.length > MAX_QUIET_ROWS) notes.push(`… and ${unchanged.length - MAX_QUIET_ROWS} more unchanged objects (see the \`plan\` output).`);
  if (unmanaged.length > 0) {
    const shown = unmanaged.slice(0, 10).map((a) => `${KIND_SPECS[a.kind].singular} "${a.name}" (${a.reason})`);
    notes.push(`${unmanaged.length} object(s) on the server are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`);
  }
  const diff = loud
    .filter((a) => a.action === 'update')
    .map((a) => [`${KIND_SPECS[a.kind].singular} "${a.name}":`, ...a.changes.map((c) => `  ${c.field}: ${text(c.from)} → ${text(c.to)}`)].join('\n'))
    .join('\n');
  const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
  return {
    title: 'Stack',
    prefix: '',
    summary: `${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged`,
    counts: { ...s },
    totals: s,
    columns: { name: 'Object', why: 'Changes / reason' },
    rows,
    details: diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : [],
    notes,
    scopes: plan.files,
    after: [],
    outcome: failed ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
  };
}

function summarize(a: StackAction): string {
  const parts: string[] = [];
  if (a.reason) parts.push(a.reason);
  if (a.action === 'update') parts.push(a.changes.map((c) => c.field).join(', '));
  return parts.join(' — ');
}

function text(v: unknown): string {
  if (v === undefined) return '(none)';
  const s = JSON.stringify(v);
  return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}
