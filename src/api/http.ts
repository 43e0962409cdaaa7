import { Agent, request } from 'undici';
import { backoffMs } from '../util/backoff.js';
import { waitOrCancel } from '../util/cancel.js';
import type { Message } from '../util/input-error.js';
import type { Log } from '../util/log.js';
import type { Redactor, Secrets } from '../util/redact.js';
import type { RequestStats } from './client.js';
import { ApiError, RateLimitWaitError, TransportError } from './errors.js';
import { longestWaitMs, Pacer, WaitTooLong, type RateLimitHint, type ServerWait } from './pacer.js';
import type { RateLimit } from './editions.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What differs between the editions at the HTTP level. */
export interface EditionProtocol {
  /** The server's rate-limit window from response headers. */
  readHint(headers: Headers): RateLimitHint | undefined;
  /** The wait a 429 asks for (before the pacer's own window), and the header that says so. */
  retryAfter(headers: Headers): ServerWait | undefined;
  /**
   * The message and request id of an error body (JSON or text), redacted: servers echo
   * credentials, and a body cut short must not keep the start of one.
   */
  readError(status: number, body: string, headers: Headers, redactor: Redactor): { message: string; requestId?: string };
  /** Explanation appended to errors with this status (e.g. 401), if any. */
  hint(status: number): Message | undefined;
  /** The credentials a body (any answer, success or error) spells out, e.g. a created key's id and secret. */
  revealed?(body: string): Secrets[];
}

/** Where the client says what it retries (the front end's Log; `api/` knows no runtime). */
export type Logger = Pick<Log, 'debug'>;

export interface HttpOptions {
  /** Origin + optional proxy prefix + API prefix, e.g. http://host:8000/api/v2. */
  apiRoot: string;
  /** Origin + optional proxy prefix (the base URL), for the few routes outside the API root (self-hosted `GET /health`). */
  siteRoot?: string;
  authorization: string;
  timeoutMs: number;
  maxRetries: number;
  rateLimit: RateLimit;
  protocol: EditionProtocol;
  userAgent: string;
  log?: Logger;
  /** The run's redactor: error bodies are redacted before they are cut or kept. */
  redactor: Redactor;
  /** Registers what an answer reveals (protocol.revealed) with the run's redactor, before the answer is read further. */
  reveal?: (secrets: Secrets) => void;
  /** Aborted when a cancelled run's budget is spent: the request still open is given up, and nothing is retried. */
  deadline?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined for an empty body. */
  json: unknown;
}

type Headers = Record<string, string | string[] | undefined>;

const RETRY_STATUS = new Set([429, 502, 503, 504]);
/** POST is only re-sent when the server certainly did not process it. */
const SAFE_TO_RESEND_POST_STATUS = new Set([429]);
/**
 * Sockets per origin: at least the largest `concurrency` (32), so that requests the pacer lets go
 * never queue for a socket (with 16, the 17th of 20 parallel chart queries waited a full round trip).
 */
const MAX_CONNECTIONS = 32;

/**
 * One keep-alive connection pool per client: paced under the rate limit, retried with backoff and
 * jitter where a retry cannot duplicate a write, with errors that name what failed and never the
 * credentials.
 */
export class HttpClient {
  readonly stats: RequestStats = { requests: 0, retries: 0, rateLimited: 0, byMethod: {} };
  private readonly opts: HttpOptions;
  private readonly pacer: Pacer;
  /** The longest wait for a rate limit (api/pacer.ts). */
  private readonly longestWaitMs: number;
  private readonly agent: Agent;
  private readonly log: Logger;

  constructor(opts: HttpOptions) {
    this.opts = opts;
    this.longestWaitMs = longestWaitMs(opts.rateLimit, opts.timeoutMs);
    this.pacer = new Pacer(opts.rateLimit, Date.now, this.longestWaitMs);
    this.agent = new Agent({ keepAliveTimeout: 10_000, connections: MAX_CONNECTIONS });
    this.log = opts.log ?? { debug: () => undefined };
  }

  /**
   * `readOnly` marks a POST that only reads (a chart query): it may be re-sent like a GET. `read`
   * reads a success's body as it arrives instead of holding its text (a large answer; see
   * data-rows.ts); it is called afresh for each attempt, and what it returns is the response's `json`.
   * `outsideApi` sends to the base URL instead of the API root, without credentials (a route that
   * needs none, such as `GET /health`).
   */
  async send(
    method: Method,
    path: string,
    opts: {
      query?: Record<string, string | number>;
      body?: unknown;
      readOnly?: boolean;
      read?: (body: AsyncIterable<Uint8Array>) => Promise<unknown>;
      outsideApi?: boolean;
    } = {},
  ): Promise<HttpResponse> {
    const qs = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
    const root = opts.outsideApi ? (this.opts.siteRoot ?? this.opts.apiRoot) : this.opts.apiRoot;
    const url = `${root}${path}${qs}`;
    // Errors name the full path (proxy prefix and API root included) so users can curl it.
    const target = new URL(url);
    path = target.pathname;
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    // Only a write that is not idempotent (a create) must never be re-sent after it may have landed.
    const createsOnResend = method === 'POST' && !opts.readOnly;
    const mayHaveWritten = method !== 'GET' && !opts.readOnly;
    let landedUnseen = false; // an earlier attempt may have been applied without us seeing the answer

    for (let attempt = 0; ; attempt++) {
      await this.acquire(method, path);
      this.count(method);
      let status: number;
      let headers: Headers;
      let text: string;
      let json: unknown;
      let hint: RateLimitHint | undefined;
      try {
        const res = await request(target, {
          dispatcher: this.agent,
          method,
          headers: {
            ...(opts.outsideApi ? {} : { authorization: this.opts.authorization }),
            accept: 'application/json',
            'user-agent': this.opts.userAgent,
            ...(payload === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
          },
          body: payload,
          signal: this.signal(),
        });
        status = res.statusCode;
        headers = res.headers;
        hint = this.opts.protocol.readHint(headers);
        // A streamed answer is never held as text, so it can reveal nothing: only where the edition's answers reveal nothing.
        if (opts.read && status >= 200 && status < 300 && !this.opts.protocol.revealed) {
          text = '';
          json = await opts.read(bounded(res.body));
        } else {
          text = await readBounded(res.body);
          this.reveal(text);
          if (status >= 200 && status < 300) json = parseJson(text, status);
        }
      } catch (e) {
        this.pacer.release(hint);
        // An answer too large to hold is not re-asked: the server would send it again.
        if (e instanceof AnswerTooLarge) throw new TransportError(method, path, e.message, mayHaveWritten);
        const cause = this.cancelled() ? 'given up: the run was cancelled' : describeTransportError(e, this.opts.timeoutMs);
        // Refused connections never reached the server; anything else may have been committed.
        const reached = !isConnectRefused(e);
        if (attempt < this.opts.maxRetries && (!createsOnResend || !reached) && !this.cancelled()) {
          this.log.debug(`${method} ${path}: ${cause}; retrying`);
          landedUnseen ||= mayHaveWritten && reached;
          await this.backoff(attempt);
          continue;
        }
        throw new TransportError(method, path, cause, mayHaveWritten && reached);
      }
      this.pacer.release(hint);

      const wait = status === 429 ? this.opts.protocol.retryAfter(headers) : undefined;
      if (status === 429) {
        this.stats.rateLimited++;
        if (wait !== undefined) this.pacer.exhausted(wait.seconds, wait.said);
      }
      const retryable = RETRY_STATUS.has(status) && (!createsOnResend || SAFE_TO_RESEND_POST_STATUS.has(status));
      if (retryable && attempt < this.opts.maxRetries && !this.cancelled()) {
        // A wait longer than the run's longest fails now, with the server's figure, not after it.
        if (wait !== undefined && wait.seconds * 1000 > this.longestWaitMs) {
          const { message } = this.opts.protocol.readError(status, text, headers, this.opts.redactor);
          throw new RateLimitWaitError({ method, path, wait, longestMs: this.longestWaitMs, answer: { status, serverMessage: message } });
        }
        this.log.debug(`${method} ${path}: HTTP ${status}; retrying`);
        // A 429 waits in the pacer until the server's reset; others back off with jitter.
        if (wait === undefined) await this.backoff(attempt);
        continue;
      }

      if (status >= 200 && status < 300) return { status, headers, json };
      // A re-sent DELETE that finds nothing: the first one did the work.
      if (status === 404 && method === 'DELETE' && landedUnseen) return { status, headers, json: undefined };
      const { message, requestId } = this.opts.protocol.readError(status, text, headers, this.opts.redactor);
      throw new ApiError({ status, method, path, serverMessage: message, requestId, hint: this.opts.protocol.hint(status) });
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** The full path of an API path (proxy prefix and API root included), as errors name it. */
  pathOf(path: string): string {
    return new URL(`${this.opts.apiRoot}${path}`).pathname;
  }

  /** The pacer's turn: a wait longer than the run's longest, or cut by a cancelled run's deadline, fails the request unsent. */
  private async acquire(method: string, path: string): Promise<void> {
    try {
      await this.pacer.acquire(this.opts.deadline);
    } catch (e) {
      if (e instanceof WaitTooLong) throw new RateLimitWaitError({ method, path, wait: e.wait, longestMs: this.longestWaitMs });
      throw new TransportError(method, path, 'given up: the run was cancelled', false);
    }
  }

  /** Per attempt: `timeout-seconds`, and a cancelled run's deadline. */
  private signal(): AbortSignal {
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    return this.opts.deadline ? AbortSignal.any([timeout, this.opts.deadline]) : timeout;
  }

  private cancelled(): boolean {
    return this.opts.deadline?.aborted === true;
  }

  /** Whatever credentials the body spells out are redacted from here on: before it is parsed, cut or kept. */
  private reveal(body: string): void {
    if (!this.opts.reveal || !this.opts.protocol.revealed) return;
    for (const secrets of this.opts.protocol.revealed(body)) this.opts.reveal(secrets);
  }

  private count(method: string): void {
    this.stats.requests++;
    this.stats.byMethod[method] = (this.stats.byMethod[method] ?? 0) + 1;
  }

  private async backoff(attempt: number): Promise<void> {
    this.stats.retries++;
    await waitOrCancel(backoffMs(attempt), this.opts.deadline ?? new AbortController().signal);
  }
}

/** A 2xx whose body does not parse was cut off on the way (or is broken): treat it as a transport error. */
function parseJson(text: string, status: number): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${status} with a body that is not JSON (truncated?)`);
  }
}

function isConnectRefused(e: unknown): boolean {
  const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

function describeTransportError(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s (timeout-seconds)`;
  const code = err.code ?? err.cause?.code;
  return [code, err.message ?? err.cause?.message].filter(Boolean).join(': ') || 'network error';
}

/**
 * The rate-limit window of an answer from its remaining and reset headers (seconds left in the
 * window on both editions); none when either is missing or not a number ≥ 0 (a careless server's
 * `NaN` would otherwise make the pacer spin).
 */
export function rateLimitHint(headers: Headers, remainingHeader: string, resetHeader: string): RateLimitHint | undefined {
  const remaining = Number(header(headers, remainingHeader));
  const reset = header(headers, resetHeader);
  const resetSeconds = Number(reset);
  if (!(remaining >= 0) || !(resetSeconds >= 0) || !Number.isFinite(resetSeconds)) return undefined;
  return { remaining, resetSeconds, said: `${resetHeader}: ${reset}` };
}

/**
 * The wait a 429 asks for: the first of `names` that holds seconds (or, for `Retry-After`, an
 * HTTP date), with the header as sent. Infinite figures count as waits too long to wait out.
 */
export function serverWait(headers: Headers, names: readonly string[], now = Date.now()): ServerWait | undefined {
  for (const name of names) {
    const value = header(headers, name);
    if (value === undefined || value.trim() === '') continue;
    const said = `${name}: ${value}`;
    const seconds = Number(value);
    if (!Number.isNaN(seconds)) return { seconds: Math.max(0, seconds), said };
    const date = name.toLowerCase() === 'retry-after' ? Date.parse(value) : NaN;
    if (!Number.isNaN(date)) return { seconds: Math.max(0, (date - now) / 1000), said };
  }
  return undefined;
}

/** First value of a header, as undici may give an array. */
export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * `message` or `error` of a JSON body, else the (shortened) body; redacted before anything is
 * cut, so a cut never shows the start of a secret the server echoed.
 */
export function errorText(body: string, redactor: Redactor): { message: string; json?: Record<string, unknown> } {
  try {
    const json = JSON.parse(body) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) {
      const obj = redactor.value(json as Record<string, unknown>);
      const msg = obj.message ?? obj.error;
      if (typeof msg === 'string') return { message: msg, json: obj };
      return { message: redactor.cut(JSON.stringify(obj), 500, ''), json: obj };
    }
  } catch {
    // not JSON: fall through to text
  }
  const text = redactor
    .text(body)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { message: redactor.cut(text, 300) };
}

/**
 * The most an answer may hold. The largest real answers (a week of a grouped series at one minute, a few
 * thousand dashboards) are a few MB; a careless or hostile server must not make the run hold gigabytes.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

class AnswerTooLarge extends Error {}

/** The body's chunks, given up (and the connection closed) once they pass MAX_ANSWER_BYTES. */
async function* bounded(body: AsyncIterable<Uint8Array> & { destroy(): unknown }): AsyncIterable<Uint8Array> {
  let size = 0;
  let whole = false;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > MAX_ANSWER_BYTES) throw new AnswerTooLarge(`the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; refused unread`);
      yield chunk;
    }
    whole = true;
  } finally {
    // A reader that stops early (a body that is not what it reads) leaves the rest unread: close it.
    if (!whole) body.destroy();
  }
}

/** The body as text, given up (and the connection closed) once it passes MAX_ANSWER_BYTES. */
async function readBounded(body: AsyncIterable<Uint8Array> & { destroy(): unknown }): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      body.destroy();
      throw new AnswerTooLarge(`the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; refused unread`);
    }
    chunks.push(chunk);
  }
  // As undici's own text(): UTF-8, a byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}
