/**
 * The one redaction function. Built once per run from the secrets it was given, it replaces every
 * spelling of every secret with `***`: as given, behind `Bearer ` / `Basic `, the managed Basic
 * credential (Base64 of `key-id:key-secret`, padded, unpadded and URL-safe), and each of those
 * JSON-escaped (also with `\/` and `\uXXXX`) and URL-encoded (encodeURIComponent, RFC 3986, form
 * encoding with `+`; upper- and lower-case hex). Everything a run writes passes through it last.
 *
 * Cutting comes after redacting, and a cut never ends in the first characters of a secret: the
 * trailing fragment that is a prefix (≥ 4 characters) of a spelling is dropped. A run of 8 or
 * more leading characters of a spelling is redacted anywhere, which also covers a server that
 * cut the secret itself.
 *
 * Secrets a run only learns later (a key it creates) are added with `add` the moment they arrive:
 * the same redactor, already handed to every HTTP client and sink, covers them from then on.
 */

/** Secrets shorter than this are not redacted: they would blank out ordinary words. */
export const MIN_SECRET = 6;
/** A cut never ends in this many or more leading characters of a spelling. */
export const MIN_TAIL = 4;
/** This many or more leading characters of a spelling are redacted wherever they stand. */
export const MIN_RUN = 8;

export const REDACTED = '***';

export interface Secrets {
  apiKey?: string;
  keySecret?: string;
  githubToken?: string;
  /** Not a secret alone (`keySuffix` shows its end): only part of the Basic credential. */
  keyId?: string;
  /** Other secrets, each redacted in every spelling (a `secrets-token`, a key id that must stay hidden). */
  values?: readonly string[];
}

export interface Redactor {
  /** Every spelling, longest first: what the runner is told to mask. */
  readonly forms: readonly string[];
  /** `text` with every spelling (and every run of ≥ MIN_RUN of its first characters) as `***`. */
  text(text: string): string;
  /** A copy of `value` with every string (keys included) redacted. */
  value<T>(value: T): T;
  /** JSON of the redacted value, redacted again (a secret JSON-escaped once more by the stringify). */
  json(value: unknown): string;
  /** Redacts, then keeps at most `max` characters (plus `ellipsis` when cut), never ending in a secret's start. */
  cut(text: string, max: number, ellipsis?: string): string;
  /** Drops a trailing fragment of `text` that is the start (≥ MIN_TAIL characters) of a spelling. */
  dropTail: (text: string) => string; // a property: passed around unbound (fitBody's cut hook)
}

/** The run's redactor, which learns secrets received mid-run. */
export interface GrowingRedactor extends Redactor {
  /** Redacts these too from now on; returns the spellings that are new (for the runner to mask). */
  add(secrets: Secrets): string[];
}

export function createRedactor(initial: Secrets): GrowingRedactor {
  const raw: string[] = [];
  const basics: string[] = [];
  let forms: string[] = [];
  let byLength: string[] = [];

  const add = (secrets: Secrets): string[] => {
    const values = [secrets.apiKey, secrets.keySecret, secrets.githubToken, ...(secrets.values ?? [])];
    raw.push(...values.filter((s): s is string => !!s && s.length >= MIN_SECRET));
    if (secrets.keyId && secrets.keySecret) basics.push(base64(`${secrets.keyId}:${secrets.keySecret}`));
    // Spellings that start with secret material: these are matched, and their prefixes guarded at cuts.
    const core = unique([...raw.flatMap((s) => [s, ...base64Forms(base64(s))]), ...basics.flatMap(base64Forms)].flatMap(spellings)).filter(
      (f) => f.length >= MIN_SECRET,
    );
    // With the scheme in front: what a header echo looks like; masked too, so the runner hides the whole header.
    const headers = [...raw.map((s) => `Bearer ${s}`), ...basics.map((b) => `Basic ${b}`)].flatMap(spellings);
    const before = new Set(forms);
    forms = unique([...core, ...headers]).sort((a, b) => b.length - a.length);
    byLength = [...core].sort((a, b) => b.length - a.length);
    return forms.filter((f) => !before.has(f));
  };
  add(initial);

  const text = (input: string): string => {
    if (byLength.length === 0 || input.length === 0) return input;
    // Mark every stretch that matches the start of a spelling for at least MIN_RUN characters (or the whole spelling).
    const hidden: Array<[number, number]> = [];
    for (const form of byLength) {
      const head = form.slice(0, Math.min(MIN_RUN, form.length));
      for (let at = input.indexOf(head); at >= 0; at = input.indexOf(head, at + 1)) {
        let end = at + head.length;
        while (end - at < form.length && input[end] === form[end - at]) end++;
        hidden.push([at, end]);
      }
    }
    if (hidden.length === 0) return input;
    hidden.sort((a, b) => a[0] - b[0]);
    let out = '';
    let pos = 0;
    for (const [start, end] of hidden) {
      if (end <= pos) continue;
      if (start >= pos) out += input.slice(pos, start) + REDACTED;
      pos = end;
    }
    return out + input.slice(pos);
  };

  const dropTail = (input: string): string => {
    let out = input;
    for (let changed = true; changed;) {
      changed = false;
      for (const form of byLength) {
        for (let k = Math.min(form.length, out.length); k >= MIN_TAIL; k--) {
          if (out.endsWith(form.slice(0, k))) {
            out = out.slice(0, -k);
            changed = true;
            break;
          }
        }
      }
    }
    return out;
  };

  const value = <T>(v: T): T => {
    const walk = (x: unknown): unknown => {
      if (typeof x === 'string') return text(x);
      if (Array.isArray(x)) return x.map(walk);
      if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [text(k), walk(y)]));
      return x;
    };
    return (byLength.length === 0 ? v : walk(v)) as T;
  };

  return {
    get forms() {
      return forms;
    },
    add,
    text,
    value,
    // JSON.stringify is typed string, but gives undefined for undefined (and functions, symbols).
    json: (v) => text((JSON.stringify as (x: unknown) => string | undefined)(value(v)) ?? 'null'),
    dropTail,
    cut(input, max, ellipsis = '…') {
      const safe = text(input);
      if (safe.length <= max) return safe;
      let head = safe.slice(0, max);
      // Never leave half a surrogate pair.
      if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
      return dropTail(head) + ellipsis;
    },
  };
}

/** No secrets: every function returns its input (in-process tests, fallbacks). */
export const NO_SECRETS: Redactor = createRedactor({});

function base64(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64');
}

/** Base64 as servers print it: padded, unpadded, URL-safe. */
function base64Forms(b64: string): string[] {
  const bare = b64.replace(/=+$/, '');
  return [b64, bare, bare.replace(/\+/g, '-').replace(/\//g, '_')];
}

/** One value as a server may spell it in a body: raw, JSON-escaped, URL-encoded. */
function spellings(v: string): string[] {
  const json = JSON.stringify(v).slice(1, -1);
  const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');
  const jsonAscii = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${hex4(c)}`);
  const url = encodeURIComponent(v);
  const strict = url.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const form = new URLSearchParams([['', v]]).toString().slice(1);
  const encoded = [url, strict, form];
  return unique([
    v,
    json,
    json.replace(/\//g, '\\/'),
    jsonAscii,
    jsonAscii.replace(/\\u[0-9a-f]{4}/g, (m) => `\\u${m.slice(2).toUpperCase()}`),
    ...encoded,
    ...encoded.map((e) => e.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())),
  ]);
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
