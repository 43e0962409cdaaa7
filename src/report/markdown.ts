import { chartLegend, marksLegend, renderMermaidChart } from './chart.js';
import { escapeCell, escapeHtmlText, escapeInline, fenceFor, neutralizeComments } from './escape.js';
import { OUTCOME_ICON, STATUS_ICON, type Report } from './model.js';

/**
 * The report as GitHub Markdown: one rendering for the job summary, the PR comment and the
 * report file. Deterministic (no timestamps, no run ids), so an unchanged plan renders the same
 * body and the comment is not rewritten. The marker goes first so a cut body still carries it
 * (and only a first line counts as a marker, see marker.ts). Every string of the report is
 * escaped where it lands, so none of them can open or close an HTML comment.
 */
export function renderMarkdown(report: Report, opts: { marker?: string } = {}): string {
  const blocks: string[] = [];
  if (opts.marker) blocks.push(opts.marker);
  blocks.push(`### ${OUTCOME_ICON[report.outcome]} ${escapeInline(report.title)}`);
  if (report.headline) blocks.push(escapeInline(report.headline));

  const counts = Object.entries(report.counts ?? {});
  if (counts.length > 0) {
    blocks.push(counts.map(([name, n]) => `**${n}** ${escapeInline(name)}`).join(' · '));
  }

  if (report.table) blocks.push(renderTable(report.table.columns, report.table.rows));

  for (const list of report.lists ?? []) {
    if (list.items.length === 0) continue;
    blocks.push(`**${escapeInline(list.title)}**\n\n${list.items.map((item) => `- ${escapeInline(item)}`).join('\n')}`);
  }

  const problems = report.problems ?? [];
  if (problems.length > 0) {
    blocks.push(
      `**Problems (${problems.length})**\n\n` +
        renderTable(
          ['Where', 'Level', 'Message'],
          problems.map((p) => [`${p.file}:${p.line}:${p.column}`, p.severity, p.message]),
          { iconColumn: 1 },
        ),
    );
  }

  for (const chart of report.charts ?? []) {
    const block = renderMermaidChart(chart);
    const legend = chartLegend(chart).map(escapeInline).join(' · ');
    const bars = marksLegend(chart);
    blocks.push(
      block
        ? `**${escapeInline(chart.title)}**\n\n${block}\n\n<sub>Lines in order: ${legend}${bars ? ` · bars: ${escapeInline(bars)}` : ''}</sub>`
        : `**${escapeInline(chart.title)}**: no data points.`,
    );
  }
  if (report.chartNote) blocks.push(`<sub>${escapeInline(report.chartNote)}</sub>`);

  for (const d of report.details ?? []) blocks.push(renderDetails(d));

  const notes = report.notes ?? [];
  if (notes.length > 0) blocks.push(notes.map((n) => `- ${escapeInline(n)}`).join('\n'));

  return `${blocks.join('\n\n')}\n`;
}

function renderTable(columns: string[], rows: string[][], opts: { iconColumn?: number } = {}): string {
  if (columns.length === 0) return '';
  const iconColumn = opts.iconColumn ?? columns.findIndex((c) => /^status$/i.test(c.trim()));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const out = [line(columns.map((c) => escapeCell(c) || ' ')), line(columns.map(() => '---'))];
  for (const row of rows) {
    const cells = columns.map((_, i) => {
      const raw = row[i] ?? '';
      const cell = escapeCell(raw);
      const icon = i === iconColumn ? STATUS_ICON[raw.trim().toLowerCase()] : undefined;
      return icon ? `${icon} ${cell}` : cell;
    });
    out.push(line(cells));
  }
  if (rows.length === 0) out.push(line(columns.map((_, i) => (i === 0 ? '_none_' : ''))));
  return out.join('\n');
}

function renderDetails(d: NonNullable<Report['details']>[number]): string {
  const parts = [`<details${d.open ? ' open' : ''}><summary>${escapeHtmlText(d.title)}</summary>`];
  if (d.markdown) parts.push(d.markdown.trim());
  if (d.text !== undefined) {
    const text = neutralizeComments(d.text);
    const fence = fenceFor(text);
    // `text` for the fence's info string keeps GitHub from guessing a language.
    parts.push(`${fence}text\n${text.replace(/\r\n?/g, '\n').replace(/\n$/, '')}\n${fence}`);
  }
  parts.push('</details>');
  return parts.join('\n\n');
}
