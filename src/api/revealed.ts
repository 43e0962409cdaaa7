// The managed API answers a key's credentials once, in the create answer (`keyId`, `keySecret`).
// Anything between us and it — a gateway's error page that quotes the upstream answer, a debug
// dump, a replayed body — can carry them too, in an answer of any status. Whatever an answer
// spells out is registered with the run's redactor before the answer is parsed, cut or kept.
import type { Secrets } from '../util/redact.js';

/**
 * `keyId` / `keySecret` (also `key_id`, `key_secret`, any case) followed by `:` or `=` and the
 * value, quoted or not, with the quotes JSON-escaped any number of times (a body quoted in a body).
 */
const FIELD = /\bkey_?(id|secret)(?:\\*["'])?\s*[:=]\s*(?:\\*["'])?([A-Za-z0-9+/=_.~-]{6,})/gi;

/** The credentials `body` carries: each id with the secret that follows it (their Basic credential), else alone. */
export function revealedKeys(body: string): Secrets[] {
  if (!/key_?(id|secret)/i.test(body)) return [];
  const found: Secrets[] = [];
  let id: string | undefined;
  for (const m of body.matchAll(FIELD)) {
    const [, kind, value] = m as unknown as [string, string, string];
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
