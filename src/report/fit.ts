import type { Report } from './model.js';

/** GitHub's issue/PR comment body limit (API 422 above it). Counted in UTF-16 units, which is never fewer than GitHub's count. */
export const COMMENT_LIMIT_CHARS = 65_536;
/** The runner drops a step summary above 1 MiB; keep a margin for what the runner adds. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 8 * 1024;

export type Measure = (text: string) => number;
export const utf16Length: Measure = (t) => t.length;
export const utf8Bytes: Measure = (t) => Buffer.byteLength(t, 'utf8');

/**
 * The report rendered within `limit` by leaving charts out first, from the last: they are the
 * bulkiest part and the one a reader misses least (the table, lists and notes state the facts).
 * The body then says how many were left out and where they are. Whatever is still too long is
 * for `fitBody` to cut.
 */
export function chartsWithin(report: Report, limit: number, measure: Measure, render: (r: Report) => string, where: string): string {
  const full = render(report);
  const charts = report.charts ?? [];
  if (charts.length === 0 || measure(full) <= limit) return full;
  const keeping = (k: number) =>
    render({
      ...report,
      charts: charts.slice(0, k),
      chartNote: `${charts.length - k} of ${charts.length} chart(s) left out to keep this report short; ${where} has them.`,
    });
  // The largest k that fits: renders grow with k, so a binary search finds it in log2(n) renders.
  let lo = 0;
  let hi = charts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(keeping(mid)) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return keeping(lo);
}

export interface Fitted {
  body: string;
  cut: boolean;
  /** Lines and characters left out. */
  omittedLines: number;
  omittedChars: number;
}

/**
 * Keeps the head of a Markdown body within `limit`: cuts at a line boundary, closes a fenced
 * block or `<details>` left open by the cut, and appends `note(omittedLines, omittedChars)`.
 * `dropTail` trims the kept head where it was cut (the redactor's: a cut never ends in the
 * first characters of a secret).
 */
export function fitBody(
  body: string,
  limit: number,
  measure: Measure,
  note: (omittedLines: number, omittedChars: number) => string,
  dropTail: (head: string) => string = (head) => head,
): Fitted {
  if (measure(body) <= limit) return { body, cut: false, omittedLines: 0, omittedChars: 0 };
  const lines = body.split('\n');
  // Worst-case note size (largest counts), so the final note always fits.
  const noteBudget = measure(note(lines.length, body.length)) + 64;
  const budget = limit - noteBudget;

  let used = 0;
  let kept = 0;
  let fence: string | undefined;
  let openDetails = 0;
  const closers = () => (fence ? `${fence}\n` : '') + '</details>\n\n'.repeat(openDetails);
  for (const line of lines) {
    const cost = measure(line) + 1;
    // Closers are at most a fence plus a few </details>; reserve them as we go.
    if (used + cost + measure(closers()) + 256 > budget) break;
    used += cost;
    kept++;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (f) {
      if (!fence) fence = f;
      else if (f.startsWith(fence.charAt(0)) && f.length >= fence.length && line.trim() === f) fence = undefined;
    } else if (!fence) {
      openDetails += (line.match(/<details[\s>]/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
      openDetails = Math.max(0, openDetails);
    }
  }

  let head = lines.slice(0, kept).join('\n');
  if (kept === 0) head = hardCut(lines[0] ?? '', Math.max(0, budget - 256), measure);
  head = dropTail(head);
  const omittedLines = lines.length - kept;
  const omittedChars = body.length - head.length;
  const out = `${head}\n${closers()}\n${note(omittedLines, omittedChars)}\n`;
  return { body: out, cut: true, omittedLines, omittedChars };
}

/** Cuts a single over-long line by code points (never splits a surrogate pair). */
function hardCut(line: string, budget: number, measure: Measure): string {
  let out = '';
  let used = 0;
  for (const ch of line) {
    used += measure(ch);
    if (used > budget) break;
    out += ch;
  }
  return out;
}
