import type { Dashboard, SavedSearch, Webhook } from '../api/types.js';
import { STATUS_ICON, type Report } from '../report/model.js';
import { runReport, type ReportPart } from '../reconcile/report.js';
import type { Outcome } from '../reconcile/apply.js';
import { idOf } from '../reconcile/plan.js';
import { renderBacktests } from './backtest/render.js';
import type { BacktestDetail } from './backtest/types.js';
import { splitMarker } from './marker.js';
import { COMPARED_FIELDS, isWrite, type FieldChange, type Plan, type PlanAction, type WriteAction } from './model.js';

/** Names for ids in diffs (`channels: [oncall] → [oncall, ops-generic]`). */
export interface NameBook {
  dashboards?: Dashboard[];
  webhooks?: Webhook[];
  savedSearches?: SavedSearch[];
}

const MAX_QUIET_ROWS = 50;
/** What a create shows: every compared field but the name, which heads the entry. */
const CREATE_FIELDS = COMPARED_FIELDS.filter((f) => f !== 'name');

/** The headline's counts, without "Plan: " and the fingerprint. */
export function summaryText(plan: Plan): string {
  const s = plan.summary;
  return `${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged`;
}

export const headline = (plan: Plan): string => `Plan: ${summaryText(plan)} (fingerprint ${plan.fingerprint})`;

/** The report of an alerts plan alone (what alerts.sync publishes), and of what apply did when it ran. */
export function renderPlan(plan: Plan, names: NameBook, opts: AlertReportOptions): Report {
  return runReport('single', [alertsReport(plan, names, opts)], { dryRun: opts.dryRun, fingerprint: plan.fingerprint, applied: opts.outcomes !== undefined });
}

export interface AlertReportOptions {
  dryRun: boolean;
  outcomes?: ReadonlyArray<Outcome<WriteAction>>;
  /** What the backtested actions' charts need. */
  backtests?: ReadonlyMap<PlanAction, BacktestDetail>;
}

/** The alerts' part of a run's report (src/reconcile/report.ts puts it together with the others'). */
export function alertsReport(plan: Plan, names: NameBook, opts: AlertReportOptions): ReportPart {
  const byAction = new Map<PlanAction, Outcome<WriteAction>>(opts.outcomes?.map((o) => [o.action, o]));
  const applied = opts.outcomes !== undefined;
  const quiet = plan.actions.filter((a) => !isWrite(a));
  const loud = plan.actions.filter(isWrite);
  const rows = [...loud, ...quiet.filter((q) => q.action === 'unchanged').slice(0, MAX_QUIET_ROWS)].map((a) => {
    const o = byAction.get(a);
    return {
      icon: STATUS_ICON[a.action] ?? '',
      action: a.action,
      name: a.name,
      target: a.target ?? '',
      why: summarize(a),
      ...(applied ? { result: o ? result(o) : '—' } : {}),
    };
  });
  const notes = [...plan.notes];
  const unchangedHidden = plan.summary.unchanged - Math.min(plan.summary.unchanged, MAX_QUIET_ROWS);
  if (unchangedHidden > 0) notes.push(`… and ${unchangedHidden} more unchanged alerts (see the \`plan\` output).`);
  if (plan.summary.unmanaged > 0) {
    const shown = quiet
      .filter((q) => q.action === 'unmanaged')
      .slice(0, 10)
      .map((q) => `"${q.name || q.id}"`);
    notes.push(
      `${plan.summary.unmanaged} alert(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${plan.summary.unmanaged > shown.length ? ', …' : ''}`,
    );
  }
  const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
  const diff = diffText(loud, names);
  const backtests = renderBacktests(loud, opts.backtests);
  const { create, update, delete: deleted, unchanged, unmanaged } = plan.summary;
  return {
    title: 'Alerts',
    prefix: 'alert: ',
    summary: summaryText(plan),
    counts: { ...plan.summary },
    totals: { create, update, delete: deleted, unchanged, unmanaged },
    columns: { name: 'Alert', target: 'Target', why: 'Changes / reason' },
    rows,
    ...(backtests ? { lists: [backtests.list] } : {}),
    ...(backtests && backtests.charts.length > 0 ? { charts: backtests.charts } : {}),
    details: [...(diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : []), ...(backtests?.details ?? [])],
    detailLabel: 'Alerts',
    notes,
    scopes: plan.files,
    after: backtests?.notes ?? [],
    outcome: failed ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
  };
}

function summarize(a: PlanAction): string {
  const parts: string[] = [];
  if (a.reason) parts.push(a.reason);
  if (a.action === 'update') parts.push(a.changes.map((c) => c.field).join(', '));
  return parts.join(' — ');
}

function result(o: Outcome<WriteAction>): string {
  if (o.status === 'failed') return `❌ failed: ${o.error ?? ''}`;
  return `${STATUS_ICON[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; found on re-list)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}

/** Terraform-style text: `~ threshold: 50 → 60`. */
export function diffText(actions: PlanAction[], names: NameBook): string {
  const out: string[] = [];
  for (const a of actions) {
    const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
    const id = idOf(a);
    out.push(`${sign} ${a.name}${id ? ` (id ${id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
    if (a.action === 'update') for (const c of a.changes) out.push(`    ~ ${c.field}: ${show(c.field, c.from, names)} → ${show(c.field, c.to, names)}`);
    if (a.action === 'create') {
      const body = a.body as unknown as Record<string, unknown>;
      for (const field of CREATE_FIELDS) {
        const value = body[field];
        if (value === null || value === undefined) continue;
        const v =
          field === 'channels'
            ? (value as Array<{ webhookId: string }>).map((c) => c.webhookId)
            : field === 'message'
              ? splitMarker(idText(value)).text
              : value;
        if (v === null) continue;
        out.push(`    + ${field}: ${show(field, v, names)}`);
      }
    }
  }
  return out.join('\n');
}

/** An id (or the message) as text; from a server that sends another kind of value, its JSON. */
function idText(v: unknown): string {
  // JSON.stringify is typed string, but gives undefined for undefined (and functions, symbols).
  return typeof v === 'string' ? v : ((JSON.stringify as (x: unknown) => string | undefined)(v) ?? String(v));
}

function show(field: string, v: unknown, names: NameBook): string {
  if (v === null || v === undefined) return '(none)';
  const label = (id: string, list?: Array<{ id: string; name: string }>) => {
    const hit = list?.find((o) => o.id === id);
    return hit ? `${hit.name} (${id})` : id;
  };
  if (field === 'channels' && Array.isArray(v)) return `[${v.map((id: unknown) => label(idText(id), names.webhooks)).join(', ')}]`;
  if (field === 'dashboardId') return label(idText(v), names.dashboards);
  if (field === 'savedSearchId') return label(idText(v), names.savedSearches);
  if (field === 'tileId') {
    const tile = names.dashboards?.flatMap((d) => (Array.isArray(d.tiles) ? d.tiles : [])).find((t) => t.id === v);
    return tile ? `${tile.name} (${idText(v)})` : idText(v);
  }
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v);
}

/** The plan as the `plan` output: bodies left out (they are in the fingerprint). */
export function planJson(plan: Plan): string {
  const { fullFingerprint: _full, notes: _notes, ...rest } = plan;
  const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
  return JSON.stringify({
    version: rest.version,
    fingerprint: rest.fingerprint,
    ...(scope !== undefined ? { scope } : {}),
    files: rest.files,
    summary: rest.summary,
    actions: rest.actions.map((a) => (a.action === 'create' || a.action === 'update' ? withoutBody(a) : a)),
  });
}

/** An action as the `plan` output shows it: its body is in the fingerprint, not the output. */
function withoutBody<A extends { body: unknown }>(a: A): Omit<A, 'body'> {
  const { body: _body, ...rest } = a;
  return rest;
}

export type { FieldChange };
