// The managed API answers a key's credentials once, in the create answer (`keyId`, `keySecret`).
// Anything between us and it — a gateway's error page that quotes the upstream answer, a debug
// dump, a replayed body — can carry them too, in an answer of any status. Whatever an answer
// spells out is registered with the run's redactor before the answer is parsed, cut or kept.
import type { Secrets } from '../util/redact.js';

/**
 * One character of a value as a body may spell it: plain, or the three characters of a Base64
 * alphabet that get escaped (`/`, `+`, `=`) as `\/` (JSON, escaped any number of times), `%XX` or
 * `\uXXXX`. Only those: an encoded quote or `&` ends the value.
 */
const CHAR = String.raw`(?:[A-Za-z0-9+/=_.~-]|\\+\/|%(?:2[BbFf]|3[Dd])|\\+u00(?:2[BbFf]|3[Dd]))`;
/** A quote, JSON-escaped any number of times (a body quoted in a body) or URL-encoded. */
const QUOTE = String.raw`(?:\\*["']|%2[27])`;

/**
 * `keyId` / `keySecret` (also `key_id`, `key_secret`, any case) followed by `:` or `=` (or their
 * URL encodings) and the value, quoted or not, in any of the spellings of CHAR.
 */
// No letter before the name (`monkeyId` is not one); a digit may be, the end of a URL-encoded quote (`%22keyId`).
const FIELD = new RegExp(String.raw`(?<![A-Za-z_])key_?(id|secret)${QUOTE}?\s*(?:[:=]|%3A|%3D)\s*${QUOTE}?(${CHAR}{6,})`, 'gi');

/**
 * The value itself: a value cut at its first escape would register only a prefix, and the rest
 * would stay readable wherever it is written; decoded, the redactor knows every spelling of it.
 */
function decoded(spelled: string): string {
  return spelled
    .replace(/\\+\//g, '/')
    .replace(/\\+u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The credentials `body` carries: each id with the secret that follows it (their Basic credential), else alone. */
export function revealedKeys(body: string): Secrets[] {
  if (!/key_?(id|secret)/i.test(body)) return [];
  const found: Secrets[] = [];
  let id: string | undefined;
  for (const m of body.matchAll(FIELD)) {
    const [, kind, spelled] = m as unknown as [string, string, string];
    const value = decoded(spelled);
    if (kind.toLowerCase() === 'id') {
      if (id !== undefined) found.push({ values: [id] });
      id = value;
    } else {
      found.push(id === undefined ? { values: [value] } : { keyId: id, keySecret: value, values: [id] });
      id = undefined;
    }
  }
  if (id !== undefined) found.push({ values: [id] });
  return found;
}
