/**
 * The hidden marker of our sticky PR comment: one format, one parser. A comment is ours only when
 * its body *starts* with the marker line of its comment key (and, see comment.ts, its author is
 * our token's identity) — a marker quoted or rendered anywhere else in a body never counts.
 */

const PREFIX = '<!-- observability-ops:comment-key=';
const SUFFIX = ' -->';
const LINE = /^<!-- observability-ops:comment-key=([A-Za-z0-9%._~]*) -->[ \t]*\r?$/;

/** The marker line for one comment key. */
export function commentMarker(key: string): string {
  return `${PREFIX}${encodeMarkerKey(key)}${SUFFIX}`;
}

/** The comment key a body's first line declares, or undefined when it does not start with a marker. */
export function readMarker(body: string | undefined): string | undefined {
  const m = LINE.exec(body?.split('\n', 1)[0] ?? '');
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1] ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The comment key as it appears inside the hidden HTML-comment marker: percent-encoded, with `-`
 * encoded too, so it can never contain `--` or `>` and close the comment early.
 */
export function encodeMarkerKey(key: string): string {
  return encodeURIComponent(key).replace(/[-!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
