import { NO_SECRETS, type Redactor } from '../util/redact.js';
import { renderSparklines } from './chart.js';
import { inertCommand, plainLine, plainLines } from './escape.js';
import { OUTCOME_ICON, type Report } from './model.js';
import type { FileProblem } from '../util/problems.js';

/** Longest cell shown in the log table; the Markdown report has the full text. */
const MAX_CELL = 60;

/**
 * The report as plain-text lines for the step log (aligned table, sparklines, no Markdown).
 * Long cells are cut by `redactor`, which never leaves the start of a secret at the cut.
 */
export function renderLog(report: Report, redactor: Redactor = NO_SECRETS): string[] {
  const out: string[] = [`${OUTCOME_ICON[report.outcome]} ${plainLine(report.title)}`];
  if (report.headline) out.push(plainLine(report.headline));
  const counts = Object.entries(report.counts ?? {});
  if (counts.length > 0) out.push(counts.map(([k, n]) => `${plainLine(k)}: ${n}`).join(' · '));

  if (report.table && report.table.columns.length > 0) {
    out.push('', ...alignedTable(report.table.columns, report.table.rows, redactor));
  }

  for (const list of report.lists ?? []) {
    if (list.items.length === 0) continue;
    out.push('', `${plainLine(list.title)}:`, ...list.items.map((item) => `- ${plainLine(item)}`));
  }

  const problems = report.problems ?? [];
  if (problems.length > 0) {
    out.push('', `Problems (${problems.length}):`);
    for (const p of problems) out.push(`  ${problemLine(p)}`);
  }

  for (const chart of report.charts ?? []) {
    out.push('', `${plainLine(chart.title)}:`);
    out.push(...renderSparklines(chart).map((l) => `  ${plainLine(l)}`));
  }
  if (report.chartNote) out.push('', plainLine(report.chartNote));

  for (const d of report.details ?? []) {
    if (d.text === undefined) continue;
    out.push('', `--- ${plainLine(d.title)} ---`, ...plainLines(d.text));
  }

  const notes = report.notes ?? [];
  if (notes.length > 0) out.push('', ...notes.map((n) => `- ${plainLine(n)}`));
  return out.map(inertCommand);
}

/**
 * A problem as one line, `file:line:col severity: message`. The file name is the pull request's
 * (a name may hold a newline and a workflow command after it): it is a plain line like the message.
 */
function problemLine(p: FileProblem): string {
  return `${plainLine(p.file)}:${p.line}:${p.column} ${p.severity}: ${plainLine(p.message)}`;
}

function alignedTable(columns: string[], rows: string[][], redactor: Redactor): string[] {
  const clip = (s: string) => {
    const line = redactor.text(plainLine(s));
    return line.length > MAX_CELL ? redactor.cut(line, MAX_CELL - 1) : line;
  };
  const grid = [columns.map(clip), ...rows.map((r) => columns.map((_, i) => clip(r[i] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...grid.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = grid;
  const lines = [fmt(head), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const r of body) lines.push(fmt(r));
  if (rows.length === 0) lines.push('(none)');
  return lines;
}
