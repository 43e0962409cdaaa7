/**
 * The one redaction function. Built once per run from the secrets it was given, it replaces every
 * spelling of every secret with `***`: as given, the managed Basic credential (Base64 of
 * `key-id:key-secret`), Base64 of each (padded, unpadded and URL-safe), and each of those
 * JSON-escaped (also with `\/` and `\uXXXX`) and URL-encoded (encodeURIComponent, RFC 3986, form
 * encoding with `+`; upper- and lower-case hex). Everything a run writes passes through it last.
 *
 * Exact, so it hides secrets and nothing else:
 * - A secret with structure others share — a URL (a webhook's), a value with spaces (`Bearer …`) —
 *   is hidden where it stands whole, and so are its secret parts wherever they stand (the userinfo's
 *   password, path segments and query values that look like tokens), each a secret of its own. Its
 *   scheme, host and plain path are never hidden alone: another URL keeps its `https://`.
 * - An opaque secret (a key, a token, a password, a part) is also hidden where a run of 8 or more
 *   of its first characters stands: a server that cut the secret itself.
 * Cutting comes after redacting, and a cut never ends in the first 4 or more characters of a spelling.
 *
 * Linear: every spelling of every secret is one Aho–Corasick automaton (secret-matcher.ts), so the
 * text is read once whatever the number of secrets. The runner is told each value once, with only
 * the spellings its own masking does not derive (runner-masks.ts).
 *
 * Secrets a run only learns later (a key it creates, a secret a stack file names) are added with
 * `add` the moment they arrive: the same redactor, already handed to every HTTP client and sink,
 * covers them from then on.
 */
import { runnerMasks } from './runner-masks.js';
import { SecretIndex, type Spelling } from './secret-matcher.js';

/** Secrets shorter than this are not redacted: they would blank out ordinary words. */
export const MIN_SECRET = 6;
/** A cut never ends in this many or more leading characters of a spelling. */
export const MIN_TAIL = 4;
/** This many or more leading characters of an opaque secret's spelling are redacted wherever they stand. */
export const MIN_RUN = 8;

export const REDACTED = '***';

export interface Secrets {
  apiKey?: string;
  keySecret?: string;
  githubToken?: string;
  /** Not a secret alone (`keySuffix` shows its end): only part of the Basic credential. */
  keyId?: string;
  /** The run's other credentials, each redacted in every spelling (a `secrets-token`, a key id that must stay hidden). */
  values?: readonly string[];
  /**
   * Secrets that are not the run's own credentials: a workflow's secret a stack file names, a
   * digest derived from one. Redacted the same; a file may send them (`holdsCredential` ignores them).
   */
  referenced?: readonly string[];
}

export interface Redactor {
  /** Every spelling hidden (the auth headers `Bearer …` / `Basic …` included), longest first. */
  readonly forms: readonly string[];
  /**
   * What the runner is told to mask, each value once with the spellings its own encoders do not
   * cover (runner-masks.ts). Only grows: a front end announces what it has not announced yet.
   */
  readonly masks: readonly string[];
  /** `text` with every spelling (and every run of ≥ MIN_RUN first characters of an opaque one) as `***`. */
  text(text: string): string;
  /** A copy of `value` with every string (keys included) redacted. */
  value<T>(value: T): T;
  /** JSON of the value, redacted (every spelling, JSON-escaped ones included). */
  json(value: unknown): string;
  /** Redacts, then keeps at most `max` characters (plus `ellipsis` when cut), never ending in a secret's start. */
  cut(text: string, max: number, ellipsis?: string): string;
  /** Drops a trailing fragment of `text` that is the start (≥ MIN_TAIL characters) of a spelling. */
  dropTail: (text: string) => string; // a property: passed around unbound (fitBody's cut hook)
  /** Whether `text` holds a spelling of one of the run's own credentials (not of a `referenced` secret). */
  holdsCredential(text: string): boolean;
}

/** The run's redactor, which learns secrets received mid-run. */
export interface GrowingRedactor extends Redactor {
  /** Redacts these too from now on; returns the spellings that are new. */
  add(secrets: Secrets): string[];
}

export function createRedactor(initial: Secrets): GrowingRedactor {
  /** Each secret value known, and whether it is one of the run's own credentials. */
  const known = new Map<string, { credential: boolean }>();
  const index = new SecretIndex({ minRun: MIN_RUN, minTail: MIN_TAIL });
  const forms = new Set<string>();
  const masks: string[] = [];
  let sortedForms: string[] | undefined;

  const note = (list: readonly string[], fresh: string[]): void => {
    for (const form of list) {
      if (forms.has(form)) continue;
      forms.add(form);
      fresh.push(form);
    }
    sortedForms = undefined;
  };

  /**
   * `variants`: other forms of the same value (the Basic credential's unpadded and URL-safe Base64).
   * `part`: a secret part of a structured secret, whose start is hidden alone only when it looks random.
   */
  const learn = (value: string, credential: boolean, fresh: string[], scheme = 'Bearer', variants: readonly string[] = [], part = false): void => {
    if (value.length < MIN_SECRET) return;
    const opaque = isOpaque(value) && (!part || looksRandom(value));
    const had = known.get(value);
    if (had) {
      if (credential && !had.credential) {
        had.credential = true;
        index.add(spellingsOf(value, opaque, true, variants, part));
      }
      return;
    }
    known.set(value, { credential });
    // A structured secret's secret parts are secrets of their own, hidden wherever they stand.
    const parts = isOpaque(value) ? [] : secretParts(value);
    for (const p of parts) learn(p, credential, fresh, 'Bearer', [], true);
    const spelled = spellingsOf(value, opaque, credential, variants, part);
    index.add(spelled);
    const own = spelled.map((s) => s.text);
    // The runner is told the value (not a part of one: the value holds it) and the spellings its encoders miss.
    if (!part) masks.push(...runnerMasks(value, own));
    // With the scheme in front: what a header echo looks like (hidden as `Bearer ***` by the value inside it).
    note(part ? own : [...own, ...spellings(`${scheme} ${value}`)], fresh);
  };

  const add = (secrets: Secrets): string[] => {
    const fresh: string[] = [];
    for (const v of [secrets.apiKey, secrets.keySecret, secrets.githubToken, ...(secrets.values ?? [])]) if (v) learn(v, true, fresh);
    for (const v of secrets.referenced ?? []) if (v) learn(v, false, fresh);
    if (secrets.keyId && secrets.keySecret) {
      const basic = base64(`${secrets.keyId}:${secrets.keySecret}`);
      learn(basic, true, fresh, 'Basic', base64Forms(basic));
    }
    return fresh;
  };
  add(initial);

  const text = (input: string): string => index.redact(input, REDACTED);
  const dropTail = (input: string): string => input.slice(0, index.safeEnd(input));

  const value = <T>(v: T): T => {
    const walk = (x: unknown): unknown => {
      if (typeof x === 'string') return text(x);
      if (Array.isArray(x)) return x.map(walk);
      if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [text(k), walk(y)]));
      return x;
    };
    return (index.empty ? v : walk(v)) as T;
  };

  return {
    get forms() {
      sortedForms ??= [...forms].sort((a, b) => b.length - a.length);
      return sortedForms;
    },
    masks,
    add,
    text,
    value,
    // The JSON text is scanned once, without a redacted copy of the value first: the index holds every
    // spelling JSON-escaped too, so a secret inside a string is found as JSON writes it (a copy of a
    // 10,000-alert result doubled the peak memory of the output it is written for).
    // JSON.stringify is typed string, but gives undefined for undefined (and functions, symbols).
    json: (v) => text((JSON.stringify as (x: unknown) => string | undefined)(v) ?? 'null'),
    dropTail,
    holdsCredential: (input) => index.holdsCredential(input),
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

/** A scheme and `//`: a URL, whose scheme and host other URLs share. */
const URLISH = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/**
 * Whether a secret has no structure anyone else shares: no URL, no spaces (`Bearer …`), no JSON or
 * markup around it. Only then do its first characters alone identify it (a run cut by a server).
 */
export function isOpaque(value: string): boolean {
  return !URLISH.test(value) && !/\s/.test(value) && !/^[{[<]/.test(value);
}

/**
 * Whether a secret part looks random (no word of 4 letters in one case in it): only then does a run
 * of its first characters identify it. `migrate-s3cr3t` starts as other names do.
 */
function looksRandom(part: string): boolean {
  return !/\p{Ll}{4}|\p{Lu}{4}/u.test(part);
}

/**
 * Whether a piece of a structured secret looks like a token: long enough, and letters mixed with
 * digits (or a long run of both cases). `services`, `webhooks`, `IncomingWebhook`… are words.
 */
function tokenLike(piece: string): boolean {
  if (piece.length < MIN_RUN) return false;
  const letters = /\p{L}/u.test(piece);
  const digits = /\d/.test(piece);
  return (letters && digits) || (piece.length >= 20 && /[a-z]/.test(piece) && /[A-Z]/.test(piece));
}

const decoded = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * The secret parts of a structured secret, each hidden wherever it stands: of a URL the userinfo's
 * password (any length a secret allows), a user name, path segments, query values and a fragment
 * that look like tokens — never its scheme or host; of another value, the pieces between spaces
 * and punctuation that look like tokens (the token of `Bearer <token>`).
 */
export function secretParts(value: string): string[] {
  const parts = new Set<string>();
  const keep = (raw: string, always = false) => {
    for (const p of [raw, decoded(raw)]) if (p.length >= MIN_SECRET && (always || tokenLike(p))) parts.add(p);
  };
  let url: URL | undefined;
  if (URLISH.test(value)) {
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
  }
  if (url) {
    if (url.password) keep(url.password, true);
    if (url.username) keep(url.username);
    for (const segment of url.pathname.split('/')) keep(segment);
    for (const [, v] of url.searchParams) keep(v);
    if (url.hash.length > 1) keep(url.hash.slice(1));
  } else {
    for (const piece of value.split(/[\s"'{}[\]<>,;=&]+/)) keep(piece);
  }
  parts.delete(value);
  return [...parts];
}

function base64(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64');
}

/** Base64 as servers print it: padded, unpadded, URL-safe. */
function base64Forms(b64: string): string[] {
  const bare = b64.replace(/=+$/, '');
  return [b64, bare, bare.replace(/\+/g, '-').replace(/\//g, '_')];
}

/** Every spelling of one value the matcher looks for: the value's, its variants' and its Base64 forms' (a run of their first characters hidden when `opaque`). */
function spellingsOf(value: string, opaque: boolean, credential: boolean, variants: readonly string[], part: boolean): Spelling[] {
  // A structured secret (a URL) and a part of one are spelled as they stand in text: no server
  // Base64-encodes a webhook's URL or a piece of it (the runner masks the Base64 of the value anyway).
  const encoded = part || !isOpaque(value) ? [] : base64Forms(base64(value));
  const texts = unique([value, ...variants, ...encoded].flatMap(spellings)).filter((f) => f.length >= MIN_SECRET);
  return texts.map((text) => ({ text, opaque, credential }));
}

/** One value as a server may spell it in a body: raw, JSON-escaped, URL-encoded. */
export function spellings(v: string): string[] {
  // Nothing JSON or URL encoding changes (a token of letters and digits): one spelling.
  if (/^[A-Za-z0-9_.-]*$/.test(v)) return [v];
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
