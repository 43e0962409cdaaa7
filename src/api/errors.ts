import { Message, msg, named, type InputNamer } from '../util/input-error.js';

/** An error answer from the API, with what a user needs to act on it and never a credential. */
export class ApiError extends Error {
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly serverMessage: string;
  readonly requestId?: string;
  /** What the user can do about it (e.g. for a 401), when the edition knows. */
  readonly hint?: string;
  /** The hint, naming inputs for the run's namer. */
  readonly hintText?: Message;
  /** The message, naming the inputs a hint points at (`api-key`) for the run's namer. */
  readonly text: Message;

  constructor(opts: { status: number; method: string; path: string; serverMessage: string; requestId?: string; hint?: string | Message }) {
    const id = opts.requestId ? ` (requestId ${opts.requestId})` : '';
    const text = msg`${opts.method} ${opts.path} → ${opts.status}: ${opts.serverMessage || '(empty body)'}${id}${opts.hint ? msg`\n${opts.hint}` : ''}`;
    super(text.toString());
    this.text = text;
    this.name = 'ApiError';
    this.status = opts.status;
    this.method = opts.method;
    this.path = opts.path;
    this.serverMessage = opts.serverMessage;
    this.requestId = opts.requestId;
    this.hintText = typeof opts.hint === 'string' ? new Message([opts.hint]) : opts.hint;
    this.hint = this.hintText?.toString();
  }

  /** The message naming inputs as `namer` does. */
  render(namer: InputNamer): string {
    return this.text.render(namer);
  }
}

/** The request may or may not have reached the server (reset, timeout, truncated answer). */
export class TransportError extends Error {
  readonly method: string;
  readonly path: string;
  /** True when a write may have been committed although no answer arrived. */
  readonly outcomeUnknown: boolean;

  constructor(method: string, path: string, cause: string, outcomeUnknown: boolean) {
    super(`${method} ${path} failed: ${cause}`);
    this.name = 'TransportError';
    this.method = method;
    this.path = path;
    this.outcomeUnknown = outcomeUnknown;
  }
}

/**
 * The server asked for a wait — the reset of a 429, or of a window its last answer reported spent —
 * longer than the run waits (`longestWaitMs`, api/pacer.ts): the request fails at once, naming the
 * server's figure, rather than holding the job until the runner kills it. Nothing more is sent.
 */
export class RateLimitWaitError extends Error {
  readonly method: string;
  readonly path: string;
  /** What the server asked for, in seconds. */
  readonly seconds: number;
  readonly text: Message;

  constructor(opts: {
    method: string;
    path: string;
    /** The wait asked for, and the header that said so as the server sent it (`RateLimit-Reset: 86400`). */
    wait: { seconds: number; said: string };
    longestMs: number;
    /** The 429 that asked for it; absent: an earlier answer did, and this request was not sent. */
    answer?: { status: number; serverMessage: string };
  }) {
    const figure = `${waitText(opts.wait.seconds)} (${opts.wait.said})`;
    const what = opts.answer
      ? msg`${opts.method} ${opts.path} → ${opts.answer.status}: ${opts.answer.serverMessage || '(empty body)'}\nThe server asks to wait ${figure}`
      : msg`${opts.method} ${opts.path} was not sent: the server's last answer asks to wait ${figure}`;
    const text = msg`${what} before the next request, longer than this run waits for a rate limit (at most ${waitText(opts.longestMs / 1000)}: the longer of the ${named('rate-limit')} window and 4 × ${named('timeout-seconds')}); not retried.`;
    super(text.toString());
    this.name = 'RateLimitWaitError';
    this.method = opts.method;
    this.path = opts.path;
    this.seconds = opts.wait.seconds;
    this.text = text;
  }

  render(namer: InputNamer): string {
    return this.text.render(namer);
  }
}

/** "86,400 s", "1.5 s". */
function waitText(seconds: number): string {
  return `${(Math.round(seconds * 10) / 10).toLocaleString('en-US')} s`;
}

/**
 * A paginated list kept changing while it was read (objects created or deleted between pages):
 * using it could miss an object or see one twice, so the run stops before writing.
 */
export class ListChangedError extends Error {
  readonly method: string;
  readonly path: string;

  constructor(method: string, path: string, reads: readonly string[]) {
    super(
      `${method} ${path}: the list changed while it was read, ${reads.length} times in a row (${reads.join('; ')}); ` +
        'stopped before any write that depends on it. Re-run once no one is editing these objects.',
    );
    this.name = 'ListChangedError';
    this.method = method;
    this.path = path;
  }
}

// Not about the API, but thrown alongside its errors everywhere; it lives with the utilities.
export { InputError } from '../util/input-error.js';
