// One report from the one plan: each kind renders its part (its rows, counts, notes and details,
// as values — src/alerts/render.ts, src/dashboards/render.ts, src/stack/render.ts), and this puts
// the parts together for the run's shape. What is said of the whole plan — the headline, whether
// anything is to do, that a dry run sent nothing, each file's scope — is said here, once.
import type { Outcome, Report } from '../report/model.js';

/** A kind's counts as the whole plan adds them up. */
export interface Totals {
  create: number;
  update: number;
  delete: number;
  unchanged: number;
  unmanaged: number;
}

/** One row of the plan's table. */
export interface Row {
  icon: string;
  action: string;
  name: string;
  /** The target or the tiles; undefined for a kind without that column. */
  target?: string;
  why: string;
  /** What apply did, when it ran (`—` for a row it did not write). */
  result?: string;
}

/** A kind's part of the report. */
export interface ReportPart {
  /** Its title when it runs alone ("Alerts", "Dashboards", "Stack"). */
  title: string;
  /** How its rows name their object among other kinds' ("alert: "; "" when its rows name their kind already). */
  prefix: string;
  /** Its headline without "Plan: " and the fingerprint ("1 to create, 0 to update, …"). */
  summary: string;
  /** Its counts as it alone shows them. */
  counts: Record<string, number>;
  totals: Totals;
  /** Its columns: the object, the target (undefined: none), why. */
  columns: { name: string; target?: string; why: string };
  rows: Row[];
  lists?: NonNullable<Report['lists']>;
  charts?: NonNullable<Report['charts']>;
  details: NonNullable<Report['details']>;
  /** Put before its details' titles among other kinds' ("Alerts"), if they need it to be told apart. */
  detailLabel?: string;
  /** Its notes: what the plan says of its objects, before the run's own. */
  notes: string[];
  /** Its files and their scopes (with the ownership tag where the kind shows one). */
  scopes: Array<{ file: string; scope: string; tag?: string }>;
  /** Notes that follow the scopes (the backtests'). */
  after: string[];
  outcome: Outcome;
}

/**
 * How a run of several kinds is shown: `single`, one kind as it always was; `pair`, dashboards and
 * alerts files in one step (the dashboards' table with the alerts' rows under it); `stack`, a stack
 * file's every kind in one table, the counts of the whole plan.
 */
export type Shape = 'single' | 'pair' | 'stack';

export function runReport(shape: Shape, parts: readonly ReportPart[], opts: { dryRun: boolean; fingerprint: string; applied: boolean }): Report {
  const [first] = parts;
  if (!first) throw new Error('a report of no kind');
  const totals = sum(parts.map((p) => p.totals));
  const writes = totals.create + totals.update + totals.delete;
  const alone = shape === 'single';
  const verb = opts.dryRun ? 'plan' : 'sync';
  const title =
    shape === 'stack'
      ? `Stack ${verb}`
      : alone
        ? `${first.title} ${verb}`
        : `${parts.map((p, i) => (i ? p.title.toLowerCase() : p.title)).join(' and ')} ${verb}`;
  const headline =
    shape === 'stack'
      ? `Plan: ${totals.create} to create, ${totals.update} to update, ${totals.delete} to delete, ${totals.unchanged} unchanged, ${totals.unmanaged} unmanaged`
      : ['Plan: ' + first.summary, ...parts.slice(1).map((p) => `${p.title} ${p.summary}`)].join(' · ');
  const counts =
    shape === 'stack'
      ? { ...totals }
      : Object.fromEntries([
          ...Object.entries(first.counts),
          ...parts.slice(1).flatMap((p) => Object.entries(p.counts).map(([k, v]): [string, number] => [`${p.title.toLowerCase()} ${k}`, v])),
        ]);
  const run = [
    ...(opts.dryRun && writes > 0 ? ['Dry run: nothing was sent.'] : []),
    ...(writes === 0 ? [`Nothing to do: the server matches the ${alone ? 'file' : 'files'}.`] : []),
  ];
  // Each file's scope once, with the ownership tag where a kind shows one.
  const scopeLines = (ps: readonly ReportPart[]): string[] => {
    const byFile = new Map<string, { scope: string; tag?: string }>();
    for (const s of ps.flatMap((p) => p.scopes)) byFile.set(s.file, { scope: s.scope, tag: byFile.get(s.file)?.tag ?? s.tag });
    return [...byFile].map(([file, s]) => `Scope of ${file}: ${s.scope}${s.tag ? ` (ownership tag ${s.tag})` : ''}`);
  };
  const notes =
    shape === 'stack'
      ? [...parts.flatMap((p) => p.notes), ...run, ...scopeLines(parts), ...parts.flatMap((p) => p.after)]
      : parts.flatMap((p, i) => [...p.notes, ...(i === 0 ? run : []), ...scopeLines([p]), ...p.after]);
  const outcomes = parts.map((p) => p.outcome);
  return {
    title,
    outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
    headline: `${headline} (fingerprint ${opts.fingerprint})`,
    counts,
    table: table(shape, parts, opts.applied),
    ...listsOf(parts),
    details: detailsOf(parts, alone),
    notes,
  };
}

function table(shape: Shape, parts: readonly ReportPart[], applied: boolean): Report['table'] {
  const rows = parts.flatMap((p, i) => p.rows.map((r) => ({ ...r, name: `${i > 0 || shape === 'stack' ? p.prefix : ''}${r.name}` })));
  if (rows.length === 0) return undefined;
  const hasTarget = parts.some((p) => p.columns.target !== undefined);
  const [first] = parts as [ReportPart];
  const column = (pick: (c: ReportPart['columns']) => string | undefined): string =>
    shape === 'stack'
      ? ''
      : parts
          .map((p) => pick(p.columns))
          .filter((c): c is string => c !== undefined)
          .map((c, i) => (i ? c.toLowerCase() : c))
          .filter((c, i, all) => all.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i)
          .join(' / ');
  const columns =
    shape === 'stack'
      ? ['', 'Action', 'Object', ...(hasTarget ? ['Target / tiles'] : []), first.columns.why]
      : ['', 'Action', column((c) => c.name), ...(hasTarget ? [column((c) => c.target)] : []), column((c) => c.why)];
  return {
    columns: [...columns, ...(applied ? ['Result'] : [])],
    rows: rows.map((r) => [r.icon, r.action, r.name, ...(hasTarget ? [r.target ?? ''] : []), r.why, ...(applied ? [r.result ?? '—'] : [])]),
  };
}

function listsOf(parts: readonly ReportPart[]): Pick<Report, 'lists' | 'charts'> {
  const lists = parts.flatMap((p) => p.lists ?? []);
  const charts = parts.flatMap((p) => p.charts ?? []);
  return { ...(lists.length > 0 ? { lists } : {}), ...(charts.length > 0 ? { charts } : {}) };
}

function detailsOf(parts: readonly ReportPart[], alone: boolean): Report['details'] {
  const details = parts.flatMap((p) => p.details.map((d) => (alone || !p.detailLabel ? d : { ...d, title: `${p.detailLabel}: ${d.title}` })));
  return details.length > 0 ? details : undefined;
}

const sum = (all: readonly Totals[]): Totals =>
  all.reduce(
    (a, t) => ({
      create: a.create + t.create,
      update: a.update + t.update,
      delete: a.delete + t.delete,
      unchanged: a.unchanged + t.unchanged,
      unmanaged: a.unmanaged + t.unmanaged,
    }),
    {
      create: 0,
      update: 0,
      delete: 0,
      unchanged: 0,
      unmanaged: 0,
    },
  );
