/**
 * Escaping for strings that come from files or the API (alert names, dashboard names, error
 * texts). Everything in a Report is plain text; these functions make it inert Markdown.
 */

const ZWJ = '\u200D';

/**
 * A zero-width joiner after an `@` that starts a name keeps the text readable but breaks GitHub's
 * mention linking. Tried only on text with an `@`: V8 compiles a regular expression on its first
 * use, and this one's Unicode classes cost a run's start ~0.5 ms (`npm run bench` c).
 */
const MENTION = /@(?=[\p{L}\p{N}_-])/gu;
const breakMentions = (text: string): string => (text.includes('@') ? text.replace(MENTION, `@${ZWJ}`) : text);

/**
 * Plain text → inline GitHub Markdown that renders as the same text: no HTML, no links, no
 * emphasis, no table breaks, no @mentions or #123 references, no block syntax. Newlines become
 * `<br>` (built by us after escaping) so the result always stays on one line.
 */
export function escapeInline(text: string): string {
  const lines = asText(text).replace(/\r\n?/g, '\n').split('\n');
  return lines.map(escapeLine).join('<br>');
}

function escapeLine(line: string): string {
  // Order matters: backslash escapes first (so ours are not doubled), entities last (so their
  // `&` and `#` are not escaped again).
  let out = breakMentions(
    line
      .replace(/^\s+/, '')
      .replace(/[\\*_[\]~|#]/g, (c) => `\\${c}`)
      // A zero-width joiner keeps the text readable but breaks GitHub's reference linking.
      .replace(/#(?=\d)/g, `#${ZWJ}`),
  )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/`/g, '&#96;');
  // Block syntax only matters at the start of the text: list markers and ordered lists.
  out = out.replace(/^([-+])(?=\s|$|-)/, '\\$1').replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2');
  return out;
}

/**
 * Plain text inside raw HTML (e.g. `<summary>`), where Markdown backslash escapes are not
 * processed: entities only, plus the mention/reference breakers, on one line.
 */
export function escapeHtmlText(text: string): string {
  return breakMentions(
    asText(text)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .replace(/#(?=\d)/g, `#${ZWJ}`),
  )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Escapes a table cell; an empty cell stays empty. */
export function escapeCell(text: string): string {
  return escapeInline(text);
}

/** A backtick fence longer than any backtick run in `text` (at least three). */
export function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * Text inside a Mermaid double-quoted string: Mermaid has no escape for `"`, so quotes become
 * typographic ones; newlines, backticks and angle brackets (label HTML) are neutralised too.
 */
export function escapeMermaid(text: string): string {
  return (
    asText(text)
      .replace(/[\r\n]+/g, ' ')
      .replace(/"/g, '”')
      .replace(/`/g, 'ʼ')
      .replace(/</g, '‹')
      .replace(/>/g, '›')
      .replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'))
      // `%%` starts a Mermaid comment even mid-line.
      .replace(/%/g, '％')
      .trim()
  );
}

/**
 * Breaks `<!--`, `-->` and `--!>` with a zero-width space, for text shown verbatim (code blocks):
 * no name from a file or a server opens or closes an HTML comment — or reads as our marker.
 */
export function neutralizeComments(text: string): string {
  return revealInvisible(text)
    .replace(/<!--/g, '<!\u200B--')
    .replace(/--(!?)>/g, '-\u200B-$1>');
}

/**
 * Control characters but tab and newline: C0, DEL and C1. A file name or a server's string that
 * carries ESC or CSI would drive a terminal (the command line) or hide text in the step log.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** One line for logs and annotations: control characters removed, newlines folded. */
export function plainLine(text: string): string {
  return asText(text)
    .replace(/\r\n?|\n/g, ' ⏎ ')
    .replace(CONTROLS, '');
}

/** A line starting with `::` or `##[` would be run as a workflow command; a zero-width space defuses it. */
export function inertCommand(line: string): string {
  return line.replace(/^(\s*)(::|##\[)/, '$1\u200B$2');
}

/** A block of text (a diff) for logs and terminals: split into lines, control characters removed. */
export function plainLines(text: string): string[] {
  return asText(text)
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.replace(CONTROLS, ''));
}

/**
 * API answers are typed but not trusted: a number or an object where a name belongs still renders.
 * Invisible characters are made visible here, so every renderer shows them.
 */
function asText(value: unknown): string {
  if (typeof value === 'string') return revealInvisible(value);
  if (value === undefined || value === null) return '';
  return revealInvisible(typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value));
}

/**
 * "Trojan source" characters: bidirectional embeddings, overrides and isolates (and the marks
 * LRM, RLM, ALM) reorder how a name reads; zero-width spaces, joiners, the word joiner and the
 * BOM hide inside one. `alert‮gnirts` reads as another name than it is.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/** INVISIBLE without the global flag: a test that keeps no state between calls. */
const HAS_INVISIBLE = new RegExp(INVISIBLE.source);

/** A line our `inertCommand` defused: its zero-width space is ours, not the text's. */
const DEFUSED = /^([ \t]*)\u200B(::|##\[)/;

/** Each invisible character as `<U+202E>`; text from files and servers shows what it holds. */
export function revealInvisible(text: string): string {
  if (!/[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const ours = DEFUSED.exec(line);
      const reveal = (part: string) => part.replace(INVISIBLE, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);
      return ours ? `${ours[1]}\u200B${reveal(line.slice(ours[0].length - (ours[2] as string).length))}` : reveal(line);
    })
    .join('\n');
}

/** The invisible characters `text` holds, as `<U+…>` (empty when none). */
export function invisibleIn(text: string): string[] {
  if (!HAS_INVISIBLE.test(text)) return [];
  return [...new Set(text.match(INVISIBLE) ?? [])].map((c) => revealInvisible(c));
}

/**
 * Where a parsed file's strings (keys included) hold invisible characters, and which (at most
 * 20 places): for a warning at each, since every report shows them escaped, not as written.
 */
export function invisibleStrings(value: unknown, path: Array<string | number> = [], out: Array<{ path: Array<string | number>; chars: string[] }> = []) {
  // One path, extended and restored on the way down, copied only for a finding: a copy per value
  // was most of what reading a 10,000-alert file allocated.
  if (out.length >= 20) return out;
  if (typeof value === 'string') {
    const chars = invisibleIn(value);
    if (chars.length > 0) out.push({ path: [...path], chars });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      invisibleStrings(value[i], path, out);
      path.pop();
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const k of Object.keys(value)) {
      path.push(k);
      const chars = invisibleIn(k);
      if (chars.length > 0 && out.length < 20) out.push({ path: [...path], chars });
      invisibleStrings((value as Record<string, unknown>)[k], path, out);
      path.pop();
    }
  }
  return out;
}

/** The warning for a string holding invisible characters. */
export function invisibleWarning(chars: readonly string[]): string {
  return `holds invisible or bidirectional characters (${chars.join(' ')}) that can make it read as other text ("Trojan Source"); reports show them escaped`;
}

/**
 * Text for a log or a terminal, whatever it carries: control characters removed, and no line a
 * workflow command (a runner reads every line a step prints, the command line's included).
 */
export function inertText(text: string): string {
  return plainLines(text).map(inertCommand).join('\n');
}
