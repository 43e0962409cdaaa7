/**
 * The ownership marker: a Handlebars comment appended to an alert's `message`. The server stores
 * `message` verbatim and renders it with Handlebars, so the comment survives the round trip and
 * never reaches a notification. `{{~` strips the newline before it, so the rendered message is
 * exactly the user's text.
 */

const TOOL = 'observability-ops';
const PREFIX = `{{~!-- managed-by: ${TOOL} scope=`;
const SUFFIX = ' --}}';
// Anchored at the end: only a marker we appended counts, not one quoted inside a message.
const MARKER_RE = /\n?\{\{~?!-- managed-by: observability-ops scope=([A-Za-z0-9._~/:@+%-]*) --\}\}$/;

/**
 * Percent-encodes everything but a safe set, so a scope can never close the comment (`}}`),
 * open a Handlebars expression, or contain whitespace the server might trim.
 */
export function encodeScope(scope: string): string {
  return Array.from(new TextEncoder().encode(scope), (b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9._~/:@+-]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

export function decodeScope(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/** The text appended to `message` (including the leading newline). */
export function markerFor(scope: string): string {
  return `\n${PREFIX}${encodeScope(scope)}${SUFFIX}`;
}

/** A message as sent: the user's text (possibly none) followed by the marker. */
export function withMarker(message: string | null | undefined, scope: string): string {
  return `${message ?? ''}${markerFor(scope)}`;
}

/** Splits a server message into the user's text (null when empty) and the owning scope, if any. */
export function splitMarker(message: string | null | undefined): { text: string | null; scope?: string } {
  if (typeof message !== 'string') return { text: null };
  const m = MARKER_RE.exec(message);
  if (!m) return { text: message === '' ? null : message };
  const text = message.slice(0, m.index);
  return { text: text === '' ? null : text, scope: decodeScope(m[1] ?? '') };
}

/** True when a user's message already carries something that looks like our marker. */
export function mentionsMarker(text: string): boolean {
  return text.includes(`managed-by: ${TOOL}`);
}
