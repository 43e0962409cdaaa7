import { STATUS_ICON, type Report } from '../report/model.js';
import { runReport, type ReportPart } from '../reconcile/report.js';
import type { Outcome } from '../reconcile/apply.js';
import { idOf } from '../reconcile/plan.js';
import { isWrite, type Plan, type PlanAction, type WriteAction } from './model.js';
import { lostOf, tilesOf } from './plan.js';

const MAX_QUIET_ROWS = 50;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The headline's counts, without "Plan: " and the fingerprint. */
export function summaryText(plan: Plan): string {
  const s = plan.summary;
  const lost = s.alertsDeleted > 0 ? `; ${plural(s.alertsDeleted, 'tile alert')} would be deleted` : '';
  return (
    `${plural(s.create, 'dashboard')} to create, ${s.update} to update${s.adopt ? ` (${s.adopt} adopted)` : ''}, ${s.delete} to delete, ` +
    `${s.unchanged} unchanged; tiles: ${s.tilesAdded} added, ${s.tilesChanged} changed, ${s.tilesRemoved} removed${lost}`
  );
}

export const headline = (plan: Plan): string => `Plan: ${summaryText(plan)} (fingerprint ${plan.fingerprint})`;

/** The report for a plan alone, and for what apply did when it ran. */
export function renderPlan(plan: Plan, opts: { dryRun: boolean; outcomes?: ReadonlyArray<Outcome<WriteAction>> }): Report {
  return runReport('single', [dashboardsReport(plan, opts)], { dryRun: opts.dryRun, fingerprint: plan.fingerprint, applied: opts.outcomes !== undefined });
}

/** The dashboards' part of a run's report (src/reconcile/report.ts puts it together with the others'). */
export function dashboardsReport(plan: Plan, opts: { dryRun: boolean; outcomes?: ReadonlyArray<Outcome<WriteAction>> }): ReportPart {
  const byAction = new Map<PlanAction, Outcome<WriteAction>>(opts.outcomes?.map((o) => [o.action, o]));
  const applied = opts.outcomes !== undefined;
  const loud = plan.actions.filter(isWrite);
  const unchanged = plan.actions.filter((a) => a.action === 'unchanged');
  const rows = [...loud, ...unchanged.slice(0, MAX_QUIET_ROWS)].map((a) => {
    const o = byAction.get(a);
    return {
      icon: STATUS_ICON[a.action] ?? '',
      action: a.action === 'update' && a.adopted ? 'adopt' : a.action,
      name: a.name,
      target: tileSummary(a),
      why: summarize(a),
      ...(applied ? { result: o ? result(o) : '—' } : {}),
    };
  });
  const notes = [...plan.notes];
  if (unchanged.length > MAX_QUIET_ROWS) notes.push(`… and ${unchanged.length - MAX_QUIET_ROWS} more unchanged dashboards (see the \`plan\` output).`);
  const unmanaged = plan.actions.filter((a) => a.action === 'unmanaged');
  if (unmanaged.length > 0) {
    const shown = unmanaged.slice(0, 10).map((a) => `"${a.name}"`);
    notes.push(
      `${unmanaged.length} dashboard(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`,
    );
  }
  for (const o of opts.outcomes ?? []) {
    if (o.echo)
      notes.push(
        `"${o.action.name}": the server stored ${o.echo.join(', ')} differently from what was sent (an older server?); the next plan will show this change.`,
      );
  }
  const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
  const diff = diffText(loud);
  const s = plan.summary;
  return {
    title: 'Dashboards',
    prefix: 'dashboard: ',
    summary: summaryText(plan),
    counts: countsFor(s),
    totals: { create: s.create, update: s.update, delete: s.delete, unchanged: s.unchanged, unmanaged: s.unmanaged },
    columns: { name: 'Dashboard', target: 'Tiles', why: 'Changes / reason' },
    rows,
    details: diff ? [{ title: 'Dashboard diff', text: diff, open: loud.length <= 10 }] : [],
    notes,
    scopes: plan.files.map((f) => ({ file: f.file, scope: f.scope, tag: f.ownerTag })),
    after: [],
    outcome: failed ? 'failure' : plan.notes.length > 0 || s.alertsDeleted > 0 ? 'warning' : 'success',
  };
}

function tileSummary(a: PlanAction): string {
  const count = (c: string) => tilesOf(a).filter((t) => (c === 'changed' ? !['added', 'removed'].includes(t.change) : t.change === c)).length;
  const parts = [`+${count('added')}`, `~${count('changed')}`, `-${count('removed')}`].filter((p) => !p.endsWith('0'));
  const lost = lostOf(a).length ? ` (${plural(lostOf(a).length, 'alert')} lost)` : '';
  return parts.join(' ') + lost;
}

function summarize(a: PlanAction): string {
  const parts: string[] = [];
  if (a.reason) parts.push(a.reason);
  if (a.action === 'update' && a.changes.length) parts.push(a.changes.map((c) => c.field).join(', '));
  return parts.join(' — ');
}

function result(o: Outcome<WriteAction>): string {
  if (o.status === 'failed') return `❌ failed: ${o.error ?? ''}`;
  return `${STATUS_ICON[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; checked by a re-read)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}

/** Terraform-style text: dashboards, their field changes, tile changes and the alerts a write deletes. */
export function diffText(actions: PlanAction[]): string {
  const out: string[] = [];
  const show = (v: unknown) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));
  for (const a of actions) {
    const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
    const id = idOf(a);
    out.push(`${sign} ${a.name}${id ? ` (id ${id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
    if (a.action === 'update') for (const c of a.changes) out.push(`    ~ ${c.field}: ${show(c.from)} → ${show(c.to)}`);
    for (const t of tilesOf(a)) {
      if (t.change === 'added') out.push(`    + tile "${t.name}"`);
      else if (t.change === 'removed') out.push(`    - tile "${t.name}"${t.id ? ` (id ${t.id})` : ''}`);
      else if (t.change === 'renamed') out.push(`    ~ tile "${t.was}" → "${t.name}" (id ${t.id} kept)`);
      else {
        out.push(`    ~ tile "${t.name}"${t.change === 'moved' ? ' moved' : ''}`);
        for (const f of t.fields ?? []) out.push(`        ~ ${f.field}: ${show(f.from)} → ${show(f.to)}`);
      }
    }
    for (const l of lostOf(a)) out.push(`    ! alert "${l.name}" (id ${l.id}, ${l.owner}) on tile "${l.tile}" is deleted by the server: ${l.reason}`);
  }
  return out.join('\n');
}

/** The plan as the `plan` output: bodies and internals left out (the bodies are in the fingerprint). */
export function planJson(plan: Plan): unknown {
  const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
  return {
    version: plan.version,
    kind: plan.kind,
    fingerprint: plan.fingerprint,
    ...(scope !== undefined ? { scope } : {}),
    files: plan.files,
    summary: plan.summary,
    actions: plan.actions.map(forOutput),
  };
}

/** An action as the `plan` output shows it: no body (it is in the fingerprint), no internals. */
function forOutput(a: PlanAction): object {
  if (a.action === 'unmanaged') return a;
  if (a.action === 'create' || a.action === 'update') {
    const { body: _body, internal: _internal, ...rest } = a;
    return rest;
  }
  const { internal: _internal, ...rest } = a;
  return rest;
}

/** The summary's counts, named for people (the `plan` output keeps the field names). */
function countsFor(s: Plan['summary']): Record<string, number> {
  return {
    create: s.create,
    update: s.update,
    adopt: s.adopt,
    delete: s.delete,
    unchanged: s.unchanged,
    unmanaged: s.unmanaged,
    'tiles added': s.tilesAdded,
    'tiles changed': s.tilesChanged,
    'tiles removed': s.tilesRemoved,
    'alerts deleted': s.alertsDeleted,
  };
}
