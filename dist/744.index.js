export const id = 744;
export const ids = [744];
export const modules = {

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/** An error answer from the API, with what a user needs to act on it and never a credential. */
class ApiError extends Error {
    status;
    method;
    path;
    serverMessage;
    requestId;
    /** What the user can do about it (e.g. for a 401), when the edition knows. */
    hint;
    constructor(opts) {
        const id = opts.requestId ? ` (requestId ${opts.requestId})` : '';
        const hint = opts.hint ? `\n${opts.hint}` : '';
        super(`${opts.method} ${opts.path} → ${opts.status}: ${opts.serverMessage || '(empty body)'}${id}${hint}`);
        this.name = 'ApiError';
        this.status = opts.status;
        this.method = opts.method;
        this.path = opts.path;
        this.serverMessage = opts.serverMessage;
        this.requestId = opts.requestId;
        this.hint = opts.hint;
    }
}
/** The request may or may not have reached the server (reset, timeout, truncated answer). */
class TransportError extends Error {
    method;
    path;
    /** True when a write may have been committed although no answer arrived. */
    outcomeUnknown;
    constructor(method, path, cause, outcomeUnknown) {
        super(`${method} ${path} failed: ${cause}`);
        this.name = 'TransportError';
        this.method = method;
        this.path = path;
        this.outcomeUnknown = outcomeUnknown;
    }
}
/** Bad input found before any request was sent. */
class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InputError';
    }
}


/***/ }),

/***/ 3194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ keyInUseError),
/* harmony export */   m: () => (/* binding */ isKeyInUse)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);

/**
 * The only link from our credential to a key object is `keySuffix` = the last 4 characters of
 * the key id we authenticate with. It is a weak match, so every key with that suffix counts as
 * the key in use (all of them when several share it).
 */
function isKeyInUse(key, keyIdInUse) {
    const suffix = keyIdInUse.slice(-4);
    return suffix.length === 4 && typeof key.keySuffix === 'string' && key.keySuffix === suffix;
}
/** The refusal for a key that may be the one in use; nothing has been sent. */
function keyInUseError(key) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Refusing to delete key ${key.name ?? key.id} (…${key.keySuffix}): its suffix matches the last 4 characters of \`key-id\`, so it may be the key this workflow runs with.`);
}


/***/ }),

/***/ 1691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ FileProblemsError)
/* harmony export */ });
/** Thrown when a file has problems: nothing has been sent, every problem is listed. */
class FileProblemsError extends Error {
    problems;
    constructor(problems) {
        const first = problems[0];
        const where = first ? `${first.file}:${first.line}:${first.column}: ${first.message}` : '';
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
        super(`${problems.length} problem(s) in input file; nothing was sent. ${where}${more}`);
        this.name = 'FileProblemsError';
        this.problems = problems;
    }
}


/***/ }),

/***/ 3744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: selectOperation

// NAMESPACE OBJECT: ./src/runner/commands.ts
var commands_namespaceObject = {};
__webpack_require__.r(commands_namespaceObject);
__webpack_require__.d(commands_namespaceObject, {
  appendSummary: () => (appendSummary),
  debug: () => (debug),
  error: () => (error),
  getInput: () => (getInput),
  group: () => (group),
  info: () => (info),
  isDebug: () => (isDebug),
  setFailed: () => (setFailed),
  setOutput: () => (setOutput),
  setSecret: () => (setSecret),
  warning: () => (warning)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/runner/commands.ts
// The runner's side of a step: inputs from INPUT_* variables, outputs and the job summary through
// the files the runner names, everything else as `::command::` lines on stdout. Written here, not
// taken from @actions/core: its index also evaluates @actions/http-client (all of undici) and
// @actions/exec for OIDC tokens and platform details this action never asks for, which cost a third
// of a cold start. test/runner/commands.test.ts holds this module to @actions/core's exact output.




/** The input `name` (`INPUT_<NAME upper-cased, spaces → _>`), trimmed; '' when not given. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** Step debug logging is on (the `ACTIONS_STEP_DEBUG` secret or a re-run with debug logging). */
function isDebug() {
    return process.env.RUNNER_DEBUG === '1';
}
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        // Runners before GITHUB_OUTPUT existed (and local runs) read the deprecated command.
        process.stdout.write(external_node_os_.EOL);
        issue('set-output', value, { name });
        return;
    }
    // A fresh random delimiter, so no value can end the block early and inject another output.
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`output ${name}: value contains the delimiter`);
    (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, 'utf8');
}
/** Masks `value` in every later log line of the job. */
function setSecret(value) {
    issue('add-mask', value);
}
function debug(message) {
    issue('debug', message);
}
function info(message) {
    process.stdout.write(message + external_node_os_.EOL);
}
function warning(message, props = {}) {
    issue('warning', message, annotation(props));
}
function error(message, props = {}) {
    issue('error', message, annotation(props));
}
/** Fails the step (exit code 1) with `message` as an error annotation; the process goes on. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** Runs `fn` inside a collapsible log group. */
async function group(name, fn) {
    issue('group', name);
    try {
        return await fn();
    }
    finally {
        issue('endgroup');
    }
}
/** Appends Markdown to the job summary (the file the runner names in GITHUB_STEP_SUMMARY). */
async function appendSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        throw new Error('GITHUB_STEP_SUMMARY is not set: no job summary to write to');
    await (0,promises_.appendFile)(file, markdown, 'utf8');
}
function annotation(p) {
    return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}
/** `::name key=value,…::message`, escaped so that no value can end the line or the command early. */
function issue(name, message = '', props = {}) {
    const given = Object.entries(props).filter(([, v]) => v !== undefined && v !== '' && v !== 0);
    const list = given.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
    process.stdout.write(`::${name}${list ? ` ${list}` : ''}::${escapeData(message)}${external_node_os_.EOL}`);
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./node_modules/undici/lib/dispatcher/agent.js
var agent = __webpack_require__(7405);
var agent_default = /*#__PURE__*/__webpack_require__.n(agent);
// EXTERNAL MODULE: ./node_modules/undici/lib/api/api-request.js
var api_request = __webpack_require__(4043);
var api_request_default = /*#__PURE__*/__webpack_require__.n(api_request);
;// CONCATENATED MODULE: ./src/api/undici.ts



/** `dispatcher.request(options)`: undici's index adds this method to every dispatcher; done here instead. */
function request(dispatcher, options) {
    return api_request_default().call(dispatcher, options);
}

;// CONCATENATED MODULE: ./src/api/pacer.ts
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Keeps requests under the per-key limit. Once the server has reported its window (remaining +
 * reset), that is the authority: we spend what is left, wait for the reset, and start the next
 * window with a full budget — the floor for a fixed window. Against servers that send no hints
 * a sliding window of the configured limit is used, which can never exceed a fixed window.
 */
class Pacer {
    limit;
    now;
    sent = [];
    hinted = false;
    remaining = 0;
    resetAt = 0;
    inflight = 0;
    queue = Promise.resolve();
    constructor(limit, now = Date.now) {
        this.limit = limit;
        this.now = now;
    }
    /** Resolves when one more request may be sent; callers are served in order. */
    acquire() {
        const turn = this.queue.then(() => this.waitForSlot());
        this.queue = turn.catch(() => undefined);
        return turn;
    }
    /** Called once per acquired slot when its answer (or failure) is in. */
    release(hint) {
        this.inflight--;
        if (!hint)
            return;
        const resetAt = this.now() + hint.resetSeconds * 1000;
        // Requests still in flight may not be counted in this answer yet.
        // The configured limit caps every window, so a lower override (a key shared by jobs) holds.
        const left = Math.min(this.limit.requests, Math.max(0, hint.remaining - this.inflight));
        const sameWindow = this.hinted && Math.abs(resetAt - this.resetAt) < 1500;
        this.remaining = sameWindow ? Math.min(this.remaining, left) : left;
        this.resetAt = sameWindow ? Math.max(this.resetAt, resetAt) : resetAt;
        this.hinted = true;
    }
    /** After a 429: nothing is left until the reset the server gave. */
    exhausted(resetSeconds) {
        this.hinted = true;
        this.remaining = 0;
        this.resetAt = this.now() + resetSeconds * 1000;
    }
    async waitForSlot() {
        for (;;) {
            const now = this.now();
            if (this.hinted) {
                if (now >= this.resetAt) {
                    // A new window: full budget until its first answer tells us otherwise.
                    this.remaining = this.limit.requests;
                    this.resetAt = now + this.limit.windowMs;
                }
                if (this.remaining > 0) {
                    this.remaining--;
                    return this.take(now);
                }
                await sleep(Math.max(1, this.resetAt - now + 25));
                continue;
            }
            while (this.sent.length && this.sent[0] <= now - this.limit.windowMs)
                this.sent.shift();
            if (this.sent.length < this.limit.requests)
                return this.take(now);
            await sleep(Math.max(1, this.sent[0] + this.limit.windowMs - now + 1));
        }
    }
    take(now) {
        this.inflight++;
        this.sent.push(now);
        if (this.sent.length > this.limit.requests)
            this.sent.shift();
    }
}

;// CONCATENATED MODULE: ./src/api/http.ts




const RETRY_STATUS = new Set([429, 502, 503, 504]);
/** POST is only re-sent when the server certainly did not process it. */
const SAFE_TO_RESEND_POST_STATUS = new Set([429]);
const MAX_WAIT_MS = 65_000;
/**
 * Sockets per origin: at least the largest `concurrency` (32), so that requests the pacer lets go
 * never queue for a socket (with 16, the 17th of 20 parallel chart queries waited a full round trip).
 */
const MAX_CONNECTIONS = 32;
const http_sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * One keep-alive connection pool per client: paced under the rate limit, retried with backoff and
 * jitter where a retry cannot duplicate a write, with errors that name what failed and never the
 * credentials.
 */
class HttpClient {
    stats = { requests: 0, retries: 0, rateLimited: 0, byMethod: {} };
    opts;
    pacer;
    agent;
    constructor(opts) {
        this.opts = opts;
        this.pacer = new Pacer(opts.rateLimit);
        this.agent = new (agent_default())({ keepAliveTimeout: 10_000, connections: MAX_CONNECTIONS });
    }
    /**
     * `readOnly` marks a POST that only reads (a chart query): it may be re-sent like a GET.
     */
    async send(method, path, opts = {}) {
        const qs = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}` : '';
        const url = `${this.opts.apiRoot}${path}${qs}`;
        // Errors name the full path (proxy prefix and API root included) so users can curl it.
        const target = new URL(url);
        path = target.pathname;
        const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
        // Only a write that is not idempotent (a create) must never be re-sent after it may have landed.
        const createsOnResend = method === 'POST' && !opts.readOnly;
        const mayHaveWritten = method !== 'GET' && !opts.readOnly;
        let landedUnseen = false; // an earlier attempt may have been applied without us seeing the answer
        for (let attempt = 0;; attempt++) {
            await this.pacer.acquire();
            this.count(method);
            let status;
            let headers;
            let text;
            let json;
            let hint;
            try {
                const res = await request(this.agent, {
                    origin: target.origin,
                    path: target.pathname + target.search,
                    method,
                    headers: {
                        authorization: this.opts.authorization,
                        accept: 'application/json',
                        'user-agent': this.opts.userAgent,
                        ...(payload === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
                    },
                    body: payload,
                    signal: AbortSignal.timeout(this.opts.timeoutMs),
                });
                status = res.statusCode;
                headers = res.headers;
                hint = this.opts.protocol.readHint(headers);
                text = await res.body.text();
                if (status >= 200 && status < 300)
                    json = parseJson(text, status);
            }
            catch (e) {
                this.pacer.release(hint);
                const cause = describeTransportError(e, this.opts.timeoutMs);
                // Refused connections never reached the server; anything else may have been committed.
                const reached = !isConnectRefused(e);
                if (attempt < this.opts.maxRetries && (!createsOnResend || !reached)) {
                    debug(`${method} ${path}: ${cause}; retrying`);
                    landedUnseen ||= mayHaveWritten && reached;
                    await this.backoff(attempt);
                    continue;
                }
                throw new errors/* TransportError */.wX(method, path, cause, mayHaveWritten && reached);
            }
            this.pacer.release(hint);
            if (status === 429) {
                this.stats.rateLimited++;
                const wait = this.opts.protocol.retryAfterSeconds(headers);
                if (wait !== undefined)
                    this.pacer.exhausted(wait);
            }
            const retryable = RETRY_STATUS.has(status) && (!createsOnResend || SAFE_TO_RESEND_POST_STATUS.has(status));
            if (retryable && attempt < this.opts.maxRetries) {
                debug(`${method} ${path}: HTTP ${status}; retrying`);
                // A 429 waits in the pacer until the server's reset; others back off with jitter.
                if (status !== 429 || this.opts.protocol.retryAfterSeconds(headers) === undefined)
                    await this.backoff(attempt);
                continue;
            }
            if (status >= 200 && status < 300)
                return { status, headers, json };
            // A re-sent DELETE that finds nothing: the first one did the work.
            if (status === 404 && method === 'DELETE' && landedUnseen)
                return { status, headers, json: undefined };
            const { message, requestId } = this.opts.protocol.readError(status, text, headers);
            throw new errors/* ApiError */.hD({ status, method, path, serverMessage: message, requestId, hint: this.opts.protocol.hint(status) });
        }
    }
    async close() {
        await this.agent.close();
    }
    count(method) {
        this.stats.requests++;
        this.stats.byMethod[method] = (this.stats.byMethod[method] ?? 0) + 1;
    }
    async backoff(attempt) {
        this.stats.retries++;
        // Full jitter on an exponential base: 0.25 s, 0.5 s, 1 s, … capped.
        const base = Math.min(MAX_WAIT_MS, 250 * 2 ** attempt);
        await http_sleep(base / 2 + Math.random() * (base / 2));
    }
}
/** A 2xx whose body does not parse was cut off on the way (or is broken): treat it as a transport error. */
function parseJson(text, status) {
    if (!text.trim())
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        throw new Error(`HTTP ${status} with a body that is not JSON (truncated?)`);
    }
}
function isConnectRefused(e) {
    const code = e.code ?? e.cause?.code;
    return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}
function describeTransportError(e, timeoutMs) {
    const err = e;
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
        return `no answer within ${timeoutMs / 1000} s (timeout-seconds)`;
    const code = err.code ?? err.cause?.code;
    return [code, err.message ?? err.cause?.message].filter(Boolean).join(': ') || 'network error';
}
/** First value of a header, as undici may give an array. */
function header(headers, name) {
    const v = headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
}
/** `message` or `error` of a JSON body, else the (shortened) text body. */
function errorText(body) {
    try {
        const json = JSON.parse(body);
        if (json && typeof json === 'object' && !Array.isArray(json)) {
            const obj = json;
            const msg = obj.message ?? obj.error;
            if (typeof msg === 'string')
                return { message: msg, json: obj };
            return { message: JSON.stringify(json).slice(0, 500), json: obj };
        }
    }
    catch {
        // not JSON: fall through to text
    }
    const text = body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return { message: text.length > 300 ? `${text.slice(0, 300)}…` : text };
}

// EXTERNAL MODULE: ./src/api/keys.ts
var keys = __webpack_require__(3194);
;// CONCATENATED MODULE: ./src/api/resources.ts

const PAGE = 1000;
/**
 * The observability resources both editions share; only the path prefix and the envelope differ
 * (the managed paths are the self-hosted ones under `/organizations/{org}/services/{svc}/clickstack`).
 */
class ResourceApi {
    edition;
    http;
    prefix;
    envelope;
    constructor(edition, http, prefix, envelope) {
        this.edition = edition;
        this.http = http;
        this.prefix = prefix;
        this.envelope = envelope;
    }
    get stats() {
        return this.http.stats;
    }
    listDashboards = () => this.list('/dashboards');
    getDashboard = (id) => this.one('GET', `/dashboards/${seg(id)}`);
    createDashboard = (body) => this.one('POST', '/dashboards', body);
    updateDashboard = (id, body) => this.one('PUT', `/dashboards/${seg(id)}`, body);
    deleteDashboard = (id) => this.remove(`/dashboards/${seg(id)}`);
    listAlerts = () => this.listPaged('/alerts');
    getAlert = (id) => this.one('GET', `/alerts/${seg(id)}`);
    createAlert = (body) => this.one('POST', '/alerts', body);
    updateAlert = (id, body) => this.one('PUT', `/alerts/${seg(id)}`, body);
    deleteAlert = (id) => this.remove(`/alerts/${seg(id)}`);
    listSources = () => this.list('/sources');
    listWebhooks = () => this.listPaged('/webhooks');
    listSavedSearches = () => this.listPaged('/saved-searches');
    async one(method, path, body) {
        const res = await this.http.send(method, this.prefix() + path, { body });
        const payload = this.envelope.payload(res.json);
        // Writes may answer without a body; anything present must be the object.
        if ((payload !== undefined || method === 'GET') && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) {
            throw new Error(`${method} ${path}: expected an object in the answer, got ${kindOf(payload)}`);
        }
        return payload;
    }
    async remove(path) {
        await this.http.send('DELETE', this.prefix() + path);
    }
    async list(path) {
        const res = await this.http.send('GET', this.prefix() + path);
        return asArray(this.envelope.payload(res.json), path);
    }
    /**
     * Follows limit/offset pages to the end: by `meta.total` or `X-Total-Count` when the server
     * sends them, else until a short page. Servers that ignore the parameters (api < 2.30, or an
     * unpaginated managed list) answer everything at once, which ends the loop too.
     */
    async listPaged(path) {
        const all = [];
        const seen = new Set();
        for (let offset = 0;;) {
            const res = await this.http.send('GET', this.prefix() + path, { query: { limit: PAGE, offset } });
            const page = asArray(this.envelope.payload(res.json), path);
            const fresh = page.filter((item) => !seen.has(item.id));
            for (const item of fresh)
                seen.add(item.id);
            all.push(...fresh);
            const total = this.envelope.total(res.json, res);
            offset += page.length;
            const done = page.length === 0 ||
                fresh.length === 0 || // the server ignored `offset` and repeated itself
                page.length > PAGE || // the server ignored `limit` and sent everything
                (total !== undefined ? offset >= total : page.length < PAGE);
            if (done)
                return all;
        }
    }
}
function totalFromHeader(res) {
    const t = header(res.headers, 'x-total-count');
    return t !== undefined && /^\d+$/.test(t) ? Number(t) : undefined;
}
/** Path segment: ids come from users, so they are encoded, never trusted as path syntax. */
function seg(id) {
    return encodeURIComponent(id);
}
function asArray(value, path) {
    if (Array.isArray(value))
        return objectsOnly(value, `GET ${path}`);
    throw new Error(`GET ${path}: expected a list in the answer, got ${kindOf(value)}`);
}
/** A list the API answered must hold objects: a null or a number in it is a broken answer, not data. */
function objectsOnly(list, what) {
    const bad = list.findIndex((v) => typeof v !== 'object' || v === null || Array.isArray(v));
    if (bad >= 0)
        throw new Error(`${what}: expected a list of objects, but item ${bad} is ${kindOf(list[bad])}`);
    return list;
}
function kindOf(value) {
    return value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}

;// CONCATENATED MODULE: ./src/api/managed.ts




/** ClickHouse Cloud API: `/v1`, Basic key id + secret, `{status, requestId, result}`, X-RateLimit-*. */
const protocol = {
    readHint(headers) {
        const remaining = header(headers, 'x-ratelimit-remaining');
        const reset = header(headers, 'x-ratelimit-reset');
        if (remaining === undefined || reset === undefined)
            return undefined;
        return { remaining: Number(remaining), resetSeconds: Number(reset) };
    },
    retryAfterSeconds(headers) {
        // Seconds left in the window, possibly fractional; no Retry-After on this API.
        const v = header(headers, 'x-ratelimit-reset') ?? header(headers, 'retry-after');
        return v !== undefined && Number.isFinite(Number(v)) ? Number(v) : undefined;
    },
    readError(_status, body, headers) {
        const { message, json } = errorText(body);
        const requestId = typeof json?.requestId === 'string' ? json.requestId : header(headers, 'x-request-id');
        return { message, requestId };
    },
    hint(status) {
        if (status === 401) {
            return ('Hint: the key id / key secret pair is wrong, or the key is expired or disabled ("Key is not active"). ' +
                'Create or check keys in the Cloud console → Organization → API Keys; `key-id` is the key ID shown once at creation.');
        }
        if (status === 403)
            return 'Hint: the key lacks the permission for this call (for ClickStack: manage ClickStack API; for keys: view/manage API keys).';
        if (status === 404) {
            return ('Hint: check `organization-id` (Cloud console → Organization → Settings) and `service-id` ' +
                "(the service's Settings page, or its URL).");
        }
        return undefined;
    },
};
class ManagedClient extends ResourceApi {
    charts = undefined;
    organization;
    constructor(opts) {
        const http = new HttpClient({
            ...opts,
            apiRoot: `${opts.baseUrl}/v1`,
            authorization: `Basic ${basicCredential(opts.keyId, opts.keySecret)}`,
            protocol,
        });
        const org = `/organizations/${seg(opts.organizationId)}`;
        super('managed', http, () => {
            if (!opts.serviceId)
                throw new errors/* InputError */.dz('Input `service-id` is required for ClickStack resources on the managed edition.');
            return `${org}/services/${seg(opts.serviceId)}/clickstack`;
        }, {
            payload: (json) => json?.result,
            total: (json, res) => {
                const meta = json?.meta;
                return typeof meta?.total === 'number' ? meta.total : totalFromHeader(res);
            },
        });
        const result = async (method, path, body) => (await http.send(method, org + path, { body })).json?.result;
        this.organization = {
            listKeys: async () => {
                const keys = await result('GET', '/keys');
                if (!Array.isArray(keys))
                    throw new Error('GET /keys: expected a list in `result`');
                return objectsOnly(keys, 'GET /keys');
            },
            getKey: (id) => result('GET', `/keys/${seg(id)}`),
            updateKey: (id, patch) => result('PATCH', `/keys/${seg(id)}`, patch),
            deleteKey: async (key) => {
                if ((0,keys/* isKeyInUse */.m)(key, opts.keyId))
                    throw (0,keys/* keyInUseError */.Y)(key);
                await result('DELETE', `/keys/${seg(key.id)}`);
            },
            deleteByocInfrastructure: async (id) => {
                await result('DELETE', `/byocInfrastructure/${seg(id)}`);
            },
        };
    }
    close() {
        return this.http.close();
    }
}
/** base64(`keyId:keySecret`); the caller masks it. */
function basicCredential(keyId, keySecret) {
    return Buffer.from(`${keyId}:${keySecret}`).toString('base64');
}

;// CONCATENATED MODULE: ./src/api/self-hosted.ts


/** HyperDX / ClickStack API server: `/api/v2`, Bearer key, `{data, meta}`, RateLimit-* headers. */
const self_hosted_protocol = {
    readHint(headers) {
        const remaining = header(headers, 'ratelimit-remaining');
        const reset = header(headers, 'ratelimit-reset');
        if (remaining === undefined || reset === undefined)
            return undefined;
        return { remaining: Number(remaining), resetSeconds: Number(reset) };
    },
    retryAfterSeconds(headers) {
        // RateLimit-Reset is the exact rest of the window; Retry-After is a flat 60 on this server.
        const v = header(headers, 'ratelimit-reset') ?? header(headers, 'retry-after');
        return v !== undefined && Number.isFinite(Number(v)) ? Number(v) : undefined;
    },
    readError(_status, body) {
        return { message: errorText(body).message };
    },
    hint(status) {
        if (status === 401) {
            return ('Hint: the server needs the Personal API Access Key (Team Settings → API Keys → "Personal API access key") ' +
                'as `api-key`. The Ingestion API Key is refused, and a rotated key stops working at once.');
        }
        if (status === 429)
            return 'Hint: the API allows 100 requests per minute per key; lower `concurrency` or set `rate-limit`.';
        return undefined;
    },
};
class SelfHostedClient extends ResourceApi {
    charts;
    organization = undefined;
    constructor(opts) {
        const http = new HttpClient({
            ...opts,
            apiRoot: `${opts.baseUrl}/api/v2`,
            authorization: `Bearer ${opts.apiKey}`,
            protocol: self_hosted_protocol,
        });
        super('self-hosted', http, () => '', {
            payload: (json) => json?.data,
            total: (json, res) => {
                const meta = json?.meta;
                return typeof meta?.total === 'number' ? meta.total : totalFromHeader(res);
            },
        });
        this.charts = {
            series: async (query) => {
                // A query: safe to re-send after a 503, a reset or a timeout.
                const res = await http.send('POST', '/charts/series', { body: query, readOnly: true });
                const data = res.json?.data;
                if (!Array.isArray(data))
                    throw new Error('POST /charts/series: expected `data` to be a list');
                return objectsOnly(data, 'POST /charts/series');
            },
        };
    }
    close() {
        return this.http.close();
    }
}

;// CONCATENATED MODULE: ./src/api/index.ts




const USER_AGENT = 'observability-ops-action/0.1 (+https://github.com/observability-ops/observability-ops-action)';
/** Checks the credentials an edition needs (before any request) and masks every secret form. */
function createClient(inputs, needs) {
    const common = {
        baseUrl: inputs.baseUrl,
        timeoutMs: inputs.timeoutMs,
        maxRetries: inputs.maxRetries,
        rateLimit: inputs.rateLimit,
        userAgent: USER_AGENT,
    };
    if (inputs.edition === 'self-hosted') {
        if (!inputs.apiKey) {
            throw new errors/* InputError */.dz('Input `api-key` is required for the self-hosted edition: the Personal API Access Key from Team Settings → API Keys (not the Ingestion API Key).');
        }
        return new SelfHostedClient({ ...common, apiKey: inputs.apiKey });
    }
    const missing = [
        !inputs.keyId && '`key-id`',
        !inputs.keySecret && '`key-secret`',
        !inputs.organizationId && '`organization-id`',
        needs.service && !inputs.serviceId && '`service-id`',
    ].filter(Boolean);
    if (missing.length) {
        throw new errors/* InputError */.dz(`Input ${missing.join(', ')} required for the managed edition. Key id and secret: Cloud console → Organization → API Keys; ` +
            "organization id: Organization → Settings; service id: the service's Settings page.");
    }
    setSecret(basicCredential(inputs.keyId, inputs.keySecret));
    return new ManagedClient({
        ...common,
        keyId: inputs.keyId,
        keySecret: inputs.keySecret,
        organizationId: inputs.organizationId,
        serviceId: inputs.serviceId,
    });
}

// EXTERNAL MODULE: ./src/files/problems.ts
var problems = __webpack_require__(1691);
;// CONCATENATED MODULE: ./src/inputs.ts


const DEFAULT_BASE_URL = {
    'self-hosted': 'http://localhost:8000',
    managed: 'https://api.clickhouse.cloud',
};
/** Documented per-key limits; `rate-limit` overrides them for installations with other limits. */
const DEFAULT_RATE_LIMIT = {
    'self-hosted': { requests: 100, windowMs: 60_000 },
    managed: { requests: 10, windowMs: 10_000 },
};
const fromRunner = (name) => getInput(name);
function parseInputs(read = fromRunner) {
    const str = (name) => read(name).trim();
    const keyId = str('key-id');
    const keySecret = str('key-secret');
    const edition = oneOf(str('edition') || (keyId || keySecret ? 'managed' : 'self-hosted'), 'edition', [
        'self-hosted',
        'managed',
    ]);
    const operation = str('operation');
    const bodyText = read('body');
    const bodyFile = str('body-file');
    if (bodyText.trim() && bodyFile)
        throw new errors/* InputError */.dz('Inputs `body` and `body-file` are exclusive: set one.');
    const maxDeletionsText = str('max-deletions');
    const prText = str('pr-number');
    return {
        edition,
        baseUrl: parseBaseUrl(str('base-url'), edition),
        apiKey: str('api-key'),
        keyId,
        keySecret,
        organizationId: str('organization-id'),
        serviceId: str('service-id'),
        operation,
        id: str('id'),
        body: bodyText.trim() ? inputs_parseJson(bodyText, 'body') : undefined,
        bodyFile,
        dryRun: bool(str('dry-run'), 'dry-run', false),
        githubToken: str('github-token'),
        timeoutMs: number(str('timeout-seconds'), 'timeout-seconds', 30, { min: 0.1, max: 3600 }) * 1000,
        rateLimit: str('rate-limit') ? parseRateLimit(str('rate-limit')) : DEFAULT_RATE_LIMIT[edition],
        maxRetries: number(str('max-retries'), 'max-retries', 4, { min: 0, max: 20, integer: true }),
        concurrency: str('concurrency') ? number(str('concurrency'), 'concurrency', 0, { min: 1, max: 32, integer: true }) : undefined,
        summary: bool(str('summary'), 'summary', true),
        comment: oneOf(str('comment') || 'auto', 'comment', ['auto', 'always', 'never']),
        commentKey: str('comment-key'),
        prNumber: prText ? number(prText, 'pr-number', 0, { min: 1, integer: true }) : undefined,
        alertFile: str('alert-file'),
        scope: str('scope'),
        prune: bool(str('prune'), 'prune', false),
        maxDeletions: maxDeletionsText
            ? number(maxDeletionsText, 'max-deletions', 0, { min: 0, integer: true })
            : undefined,
        failOnChanges: bool(str('fail-on-changes'), 'fail-on-changes', false),
        expectPlan: str('expect-plan'),
        outputFile: str('output-file'),
        checksFile: str('checks-file'),
        failOn: oneOf(str('fail-on') || 'fail', 'fail-on', ['fail', 'warn']),
        staleAfterDays: number(str('stale-after-days'), 'stale-after-days', 90, { min: 0 }),
        include: list(read('include')),
        exclude: list(read('exclude')),
        mode: oneOf(str('mode') || 'delete', 'mode', ['delete', 'disable']),
        byocInfrastructureId: str('byoc-infrastructure-id'),
        confirm: str('confirm'),
    };
}
function oneOf(value, name, allowed) {
    if (allowed.includes(value))
        return value;
    throw new errors/* InputError */.dz(`Input \`${name}\` must be one of ${allowed.map((a) => `\`${a}\``).join(', ')}; got \`${value}\`.`);
}
/** Accepts what YAML users write: true/false, yes/no, on/off, 1/0 (any case). */
function bool(value, name, fallback) {
    if (value === '')
        return fallback;
    const v = value.toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(v))
        return true;
    if (['false', 'no', 'off', '0'].includes(v))
        return false;
    throw new errors/* InputError */.dz(`Input \`${name}\` must be \`true\` or \`false\`; got \`${value}\`.`);
}
function number(value, name, fallback, opts = {}) {
    if (value === '')
        return fallback;
    const n = Number(value);
    const ok = Number.isFinite(n) &&
        (!opts.integer || Number.isInteger(n)) &&
        (opts.min === undefined || n >= opts.min) &&
        (opts.max === undefined || n <= opts.max);
    if (!ok) {
        const range = [opts.min !== undefined && `≥ ${opts.min}`, opts.max !== undefined && `≤ ${opts.max}`]
            .filter(Boolean)
            .join(' and ');
        throw new errors/* InputError */.dz(`Input \`${name}\` must be ${opts.integer ? 'a whole number' : 'a number'}${range ? ` ${range}` : ''}; got \`${value}\`.`);
    }
    return n;
}
/** Newline- or comma-separated list, blanks dropped. */
function list(value) {
    return value
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function inputs_parseJson(text, name) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`Input \`${name}\` is not valid JSON: ${e.message}`);
    }
}
/**
 * The base URL is everything before `/api/v2` (self-hosted) or `/v1` (managed), so a proxy prefix
 * like `http://host:8080/api` works. A URL that already ends with the API path is accepted too.
 */
function parseBaseUrl(value, edition) {
    const raw = value || DEFAULT_BASE_URL[edition];
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* InputError */.dz(`Input \`base-url\` is not a URL: \`${raw}\`.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new errors/* InputError */.dz(`Input \`base-url\` must be http or https; got \`${url.protocol}\`.`);
    }
    if (url.username || url.password) {
        throw new errors/* InputError */.dz('Input `base-url` must not carry credentials; use `api-key` or `key-id`/`key-secret`.');
    }
    if (url.search || url.hash)
        throw new errors/* InputError */.dz('Input `base-url` must not have a query or fragment.');
    const suffix = edition === 'self-hosted' ? /\/api\/v2\/?$/ : /\/v1\/?$/;
    const path = url.pathname.replace(suffix, '').replace(/\/+$/, '');
    return `${url.origin}${path}`;
}
/** `<requests>/<window>` with the window in ms, s (default) or m, e.g. `100/60s`, `10/10s`, `300/1m`. */
function parseRateLimit(value) {
    const m = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?$/.exec(value);
    if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) {
        throw new errors/* InputError */.dz(`Input \`rate-limit\` must look like \`100/60s\` (requests per window); got \`${value}\`.`);
    }
    const unit = m[3] ?? 's';
    const windowMs = Number(m[2]) * (unit === 'm' ? 60_000 : unit === 's' ? 1000 : 1);
    return { requests: Number(m[1]), windowMs };
}

;// CONCATENATED MODULE: ./src/operations/byoc-delete.ts

const byocDelete = {
    name: 'byoc.delete',
    editions: ['managed'],
    scope: 'organization',
    unsupportedHint: {
        'self-hosted': 'BYOC infrastructure belongs to a ClickHouse Cloud organization; use `edition: managed`.',
    },
    run: runByocDelete,
};
async function runByocDelete({ inputs, client }) {
    const id = targetId(inputs.byocInfrastructureId, inputs.id);
    // Deleting BYOC infrastructure tears down a cloud account's whole deployment: the id must be
    // typed twice, and a mismatch stops the run before any request.
    if (inputs.confirm !== id) {
        throw new errors/* InputError */.dz(`Input \`confirm\` must repeat the BYOC infrastructure id \`${id}\` to delete it` +
            (inputs.confirm ? `; got \`${inputs.confirm}\`.` : '; it is empty.'));
    }
    const org = client.organization;
    if (!org)
        throw new errors/* InputError */.dz('byoc.delete needs the managed edition (organization API).');
    const where = `organization ${inputs.organizationId}`;
    if (inputs.dryRun) {
        return result(id, 'would delete', `Dry run: would delete BYOC infrastructure ${id} in ${where}. Nothing was sent.`);
    }
    try {
        await org.deleteByocInfrastructure(id);
    }
    catch (e) {
        if (e instanceof errors/* ApiError */.hD && e.status === 404) {
            const message = `BYOC infrastructure ${id} not found in ${where}.`;
            return { ...result(id, 'failed', message, e.serverMessage), failure: message };
        }
        throw e;
    }
    return {
        ...result(id, 'deleted', `Deleted BYOC infrastructure ${id} in ${where}.`),
        changed: true,
    };
}
/** `byoc-infrastructure-id` or, for the raw-operation style, `id`; both set must agree. */
function targetId(byocId, id) {
    if (byocId && id && byocId !== id) {
        throw new errors/* InputError */.dz('Inputs `byoc-infrastructure-id` and `id` disagree; set one.');
    }
    const value = byocId || id;
    if (!value)
        throw new errors/* InputError */.dz('byoc.delete needs `byoc-infrastructure-id` (the BYOC infrastructure id).');
    if (/[\s/?#]/.test(value))
        throw new errors/* InputError */.dz(`Input \`byoc-infrastructure-id\` is not an id: \`${value}\`.`);
    return value;
}
function result(id, decision, headline, server) {
    const report = {
        title: 'BYOC infrastructure delete',
        outcome: decision === 'failed' ? 'failure' : 'success',
        headline,
        table: { columns: ['BYOC infrastructure', 'Decision'], rows: [[id, decision]] },
        notes: [
            ...(server ? [`Server said: ${server}`] : []),
            ...(decision === 'deleted'
                ? ['Teardown continues on the ClickHouse Cloud side after this call; follow its state in the console.']
                : []),
        ],
    };
    return {
        result: { operation: 'byoc.delete', id, decision, dryRun: decision === 'would delete' },
        changed: decision === 'would delete',
        report,
        outputs: { deleted: decision === 'deleted' ? '1' : '0' },
    };
}

;// CONCATENATED MODULE: ./src/files/body.ts


/** The request body from `body` (JSON) or `body-file` (JSON or YAML); must be an object. */
async function readBody(inputs, operation) {
    let body = inputs.body;
    if (inputs.bodyFile) {
        let text;
        try {
            text = await (0,promises_.readFile)(inputs.bodyFile, 'utf8');
        }
        catch (e) {
            throw new errors/* InputError */.dz(`Input \`body-file\`: cannot read ${inputs.bodyFile} (${e.code ?? e}).`);
        }
        // YAML is a superset of JSON, so one parser reads both; loaded only here to keep start-up short.
        const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
        try {
            body = parse(text, { maxAliasCount: 100 });
        }
        catch (e) {
            const pos = e.linePos?.[0];
            const at = pos ? `:${pos.line}:${pos.col}` : '';
            throw new errors/* InputError */.dz(`Input \`body-file\` ${inputs.bodyFile}${at}: ${e.message.split('\n')[0]}`);
        }
    }
    if (body === undefined)
        throw new errors/* InputError */.dz(`Operation \`${operation}\` needs a request body: set \`body\` (JSON) or \`body-file\`.`);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new errors/* InputError */.dz(`The request body for \`${operation}\` must be a JSON object.`);
    }
    return body;
}
function requireId(inputs, operation) {
    if (!inputs.id)
        throw new errors/* InputError */.dz(`Operation \`${operation}\` needs input \`id\`.`);
    return inputs.id;
}

;// CONCATENATED MODULE: ./src/operations/charts-series.ts

/** Raw `POST /api/v2/charts/series`: the body is the series query, rows come back as sent. */
const chartsSeries = {
    name: 'charts.series',
    editions: ['self-hosted'],
    unsupportedHint: {
        managed: 'The managed (ClickHouse Cloud) API has no charts endpoint; run chart queries against a self-hosted API server.',
    },
    async run({ client, inputs }) {
        const query = (await readBody(inputs, 'charts.series'));
        const rows = await client.charts.series(query);
        const keys = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k.startsWith('series_'))))].sort();
        const times = [...new Set(rows.map((r) => Number(r.ts_bucket)))].sort((a, b) => a - b);
        const chart = {
            title: 'charts.series',
            times,
            series: keys.map((k) => ({
                name: k.replace('.data', ''),
                // Values of every group summed per bucket; 64-bit counts arrive as strings.
                values: times.map((t) => {
                    const vals = rows.filter((r) => Number(r.ts_bucket) === t).map((r) => Number(r[k]));
                    const nums = vals.filter((v) => Number.isFinite(v));
                    return nums.length ? nums.reduce((a, b) => a + b, 0) : null;
                }),
            })),
        };
        return {
            result: rows,
            changed: false,
            report: {
                title: 'charts.series',
                outcome: 'success',
                headline: `${rows.length} rows, ${times.length} buckets`,
                table: {
                    columns: ['Bucket (UTC)', 'Group', ...keys],
                    rows: rows.slice(0, 200).map((r) => [
                        new Date(Number(r.ts_bucket)).toISOString(),
                        (r.group ?? []).map(String).join(', '),
                        ...keys.map((k) => String(r[k] ?? '')),
                    ]),
                },
                charts: times.length > 1 ? [chart] : undefined,
                notes: rows.length > 200 ? [`Showing 200 of ${rows.length} rows; the full list is in the \`result\` output.`] : undefined,
            },
        };
    },
};

;// CONCATENATED MODULE: ./src/operations/crud.ts

const crud_text = (v) => (v === undefined || v === null ? '' : String(v));
const VIEWS = {
    dashboards: {
        resource: 'dashboards',
        columns: ['Name', 'Id', 'Tiles', 'Tags'],
        row: (d) => [crud_text(d.name), crud_text(d.id), crud_text(Array.isArray(d.tiles) ? d.tiles.length : 0), Array.isArray(d.tags) ? d.tags.map(crud_text).join(', ') : crud_text(d.tags)],
    },
    alerts: {
        resource: 'alerts',
        columns: ['Name', 'Id', 'Source', 'Condition', 'Interval', 'State'],
        row: (a) => [
            crud_text(a.name),
            crud_text(a.id),
            crud_text(a.source),
            `${crud_text(a.thresholdType)} ${crud_text(a.threshold)}${a.thresholdMax !== undefined && a.thresholdMax !== null ? `..${crud_text(a.thresholdMax)}` : ''}`,
            crud_text(a.interval),
            crud_text(a.state),
        ],
    },
    sources: { resource: 'sources', columns: ['Name', 'Id', 'Kind'], row: (s) => [crud_text(s.name), crud_text(s.id), crud_text(s.kind)] },
    webhooks: { resource: 'webhooks', columns: ['Name', 'Id', 'Service'], row: (w) => [crud_text(w.name), crud_text(w.id), crud_text(w.service)] },
};
const BOTH = ['self-hosted', 'managed'];
function listReport(view, items) {
    return {
        title: `${view.resource}.list`,
        outcome: 'success',
        headline: `${items.length} ${view.resource}`,
        table: { columns: view.columns, rows: items.map(view.row) },
    };
}
function itemReport(view, title, item, headline) {
    return {
        title,
        outcome: 'success',
        headline,
        table: { columns: view.columns, rows: [view.row(item)] },
        details: [{ title: 'Object', text: JSON.stringify(item, null, 2) }],
    };
}
function crud_list(view, fetch) {
    return {
        name: `${view.resource}.list`,
        editions: BOTH,
        async run({ client }) {
            const items = (await fetch(client));
            return { result: items, changed: false, report: listReport(view, items) };
        },
    };
}
function get(view, fetch) {
    const name = `${view.resource}.get`;
    return {
        name,
        editions: BOTH,
        async run({ client, inputs }) {
            const id = requireId(inputs, name);
            const item = (await fetch(client, id));
            return { result: item, changed: false, report: itemReport(view, name, item, `${view.resource} ${id}`) };
        },
    };
}
/** create / update / delete: validated first, skipped in a dry run, reported with what was sent. */
function write(view, verb, send) {
    const name = `${view.resource}.${verb}`;
    return {
        name,
        editions: BOTH,
        async run({ client, inputs }) {
            const id = verb === 'create' ? '' : requireId(inputs, name);
            const body = verb === 'delete' ? {} : await readBody(inputs, name);
            if (inputs.dryRun) {
                const would = { dryRun: true, operation: name, ...(id ? { id } : {}), ...(verb === 'delete' ? {} : { body }) };
                return {
                    result: would,
                    changed: true,
                    report: {
                        title: name,
                        outcome: 'success',
                        headline: `Dry run: would ${verb} ${view.resource.slice(0, -1)}${id ? ` ${id}` : ''}; nothing was sent.`,
                        details: verb === 'delete' ? undefined : [{ title: 'Body', text: JSON.stringify(body, null, 2) }],
                    },
                };
            }
            const answer = (await send(client, id, body));
            if (verb === 'delete') {
                return {
                    result: { deleted: id },
                    changed: true,
                    report: { title: name, outcome: 'success', headline: `Deleted ${view.resource.slice(0, -1)} ${id}` },
                };
            }
            const item = answer ?? {};
            return {
                result: item,
                changed: true,
                report: itemReport(view, name, item, `${verb === 'create' ? 'Created' : 'Updated'} ${view.resource.slice(0, -1)} ${crud_text(item.id) || id}`),
            };
        },
    };
}
const crudOperations = [
    crud_list(VIEWS.dashboards, (c) => c.listDashboards()),
    get(VIEWS.dashboards, (c, id) => c.getDashboard(id)),
    write(VIEWS.dashboards, 'create', (c, _id, body) => c.createDashboard(body)),
    write(VIEWS.dashboards, 'update', (c, id, body) => c.updateDashboard(id, body)),
    write(VIEWS.dashboards, 'delete', (c, id) => c.deleteDashboard(id)),
    crud_list(VIEWS.alerts, (c) => c.listAlerts()),
    get(VIEWS.alerts, (c, id) => c.getAlert(id)),
    // The server validates alert bodies (enums, references); we pass them through unchanged.
    write(VIEWS.alerts, 'create', (c, _id, body) => c.createAlert(body)),
    write(VIEWS.alerts, 'update', (c, id, body) => c.updateAlert(id, body)),
    write(VIEWS.alerts, 'delete', (c, id) => c.deleteAlert(id)),
    crud_list(VIEWS.sources, (c) => c.listSources()),
    crud_list(VIEWS.webhooks, (c) => c.listWebhooks()),
];

;// CONCATENATED MODULE: ./src/operations/keys.ts



const SELF_HOSTED_HINT = 'Self-hosted API keys are personal: each user rotates theirs in Team Settings → API Keys. Organization keys exist only on the managed edition.';
const day = (iso) => (typeof iso === 'string' && iso ? iso.slice(0, 10) : '—');
function keyRow(key, keyId) {
    return [
        key.name ?? '',
        key.keySuffix ? `…${key.keySuffix}` : '',
        key.state ?? '',
        day(key.createdAt),
        day(key.usedAt),
        key.expireAt ? day(key.expireAt) : 'never',
        (0,keys/* isKeyInUse */.m)(key, keyId) ? 'yes' : '',
    ];
}
const KEY_COLUMNS = ['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'In use'];
const keysList = {
    name: 'keys.list',
    editions: ['managed'],
    scope: 'organization',
    unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
    async run({ client, inputs }) {
        const keys = await client.organization.listKeys();
        return {
            result: keys,
            changed: false,
            report: {
                title: 'keys.list',
                outcome: 'success',
                headline: `${keys.length} API keys (at most 100 per organization)`,
                table: { columns: KEY_COLUMNS, rows: keys.map((k) => keyRow(k, inputs.keyId)) },
            },
        };
    },
};
const keysDelete = {
    name: 'keys.delete',
    editions: ['managed'],
    scope: 'organization',
    unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
    async run({ client, inputs }) {
        const id = requireId(inputs, 'keys.delete');
        const org = client.organization;
        // Read first: the in-use rule needs the key's suffix, and a dry run shows what would go.
        const key = await org.getKey(id);
        const report = (headline) => ({
            title: 'keys.delete',
            outcome: 'success',
            headline,
            table: { columns: KEY_COLUMNS, rows: [keyRow(key, inputs.keyId)] },
        });
        if (inputs.dryRun) {
            if ((0,keys/* isKeyInUse */.m)(key, inputs.keyId))
                throw (0,keys/* keyInUseError */.Y)(key);
            return { result: { dryRun: true, wouldDelete: key }, changed: true, report: report(`Dry run: would delete key ${key.name ?? id}`) };
        }
        try {
            await org.deleteKey(key);
        }
        catch (e) {
            if (e instanceof errors/* ApiError */.hD && e.status === 400) {
                throw new Error(`The server refused to delete key ${key.name ?? id} (400: ${e.serverMessage}). ` +
                    'A key cannot delete itself: run this with another key.');
            }
            throw e;
        }
        return { result: { deleted: key }, changed: true, report: report(`Deleted key ${key.name ?? id} (…${key.keySuffix ?? ''})`) };
    },
};

// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(4437);
;// CONCATENATED MODULE: ./src/operations/index.ts





/**
 * Operations that read files (alerts, checks) or match globs (keys.prune) are loaded when they
 * run: they and their parsers (yaml, picomatch) are most of the bundle, and every other run would
 * pay to compile and evaluate them at start-up (cold start is a measured figure).
 */
function lazy(meta, load) {
    return { ...meta, run: async (ctx) => (await load()).run(ctx) };
}
/** Every operation, by its `resource.verb` name. */
const OPERATIONS = new Map([
    ...crudOperations,
    chartsSeries,
    keysList,
    keysDelete,
    byocDelete,
    lazy(meta/* ALERTS_SYNC */.qY, async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(642)]).then(__webpack_require__.bind(__webpack_require__, 642))).alertsSync),
    lazy(meta/* ALERTS_EXPORT */.XF, async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(667)]).then(__webpack_require__.bind(__webpack_require__, 8667))).alertsExport),
    lazy(meta/* CHARTS_CHECK */.Nn, async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(614)]).then(__webpack_require__.bind(__webpack_require__, 614))).chartsCheck),
    lazy(meta/* KEYS_PRUNE */.wW, async () => (await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(353)]).then(__webpack_require__.bind(__webpack_require__, 9353))).keysPrune),
].map((op) => [op.name, op]));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/report/escape.ts
/**
 * Escaping for strings that come from files or the API (alert names, dashboard names, error
 * texts). Everything in a Report is plain text; these functions make it inert Markdown.
 */
const ZWJ = '\u200D';
/**
 * Plain text → inline GitHub Markdown that renders as the same text: no HTML, no links, no
 * emphasis, no table breaks, no @mentions or #123 references, no block syntax. Newlines become
 * `<br>` (built by us after escaping) so the result always stays on one line.
 */
function escapeInline(text) {
    const lines = asText(text).replace(/\r\n?/g, '\n').split('\n');
    return lines.map(escapeLine).join('<br>');
}
function escapeLine(line) {
    // Order matters: backslash escapes first (so ours are not doubled), entities last (so their
    // `&` and `#` are not escaped again).
    let out = line
        .replace(/^\s+/, '')
        .replace(/[\\*_[\]~|#]/g, (c) => `\\${c}`)
        // A zero-width joiner keeps the text readable but breaks GitHub's mention/reference linking.
        .replace(/#(?=\d)/g, `#${ZWJ}`)
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWJ}`)
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
function escapeHtmlText(text) {
    return asText(text)
        .replace(/\s*[\r\n]+\s*/g, ' ')
        .replace(/#(?=\d)/g, `#${ZWJ}`)
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWJ}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/** Escapes a table cell; an empty cell stays empty. */
function escapeCell(text) {
    return escapeInline(text);
}
/** A backtick fence longer than any backtick run in `text` (at least three). */
function fenceFor(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/**
 * Text inside a Mermaid double-quoted string: Mermaid has no escape for `"`, so quotes become
 * typographic ones; newlines, backticks and angle brackets (label HTML) are neutralised too.
 */
function escapeMermaid(text) {
    return asText(text)
        .replace(/[\r\n]+/g, ' ')
        .replace(/"/g, '”')
        .replace(/`/g, 'ʼ')
        .replace(/</g, '‹')
        .replace(/>/g, '›')
        .replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'))
        // `%%` starts a Mermaid comment even mid-line.
        .replace(/%/g, '％')
        .trim();
}
/**
 * The comment key as it appears inside the hidden HTML-comment marker: percent-encoded, with `-`
 * encoded too, so it can never contain `--` or `>` and close the comment early.
 */
function encodeMarkerKey(key) {
    return encodeURIComponent(key).replace(/[-!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** One line for logs and annotations: control characters removed, newlines folded. */
function plainLine(text) {
    // eslint-disable-next-line no-control-regex
    return asText(text).replace(/\r\n?|\n/g, ' ⏎ ').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}
/** API answers are typed but not trusted: a number or an object where a name belongs still renders. */
function asText(value) {
    if (typeof value === 'string')
        return value;
    if (value === undefined || value === null)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

;// CONCATENATED MODULE: ./src/report/annotations.ts


/**
 * GitHub shows at most 10 annotations per level per step and drops the rest silently. We use 9
 * per level, leaving one error for `runner.setFailed` and one warning for e.g. the comment warning;
 * past the budget the last slot summarises the rest.
 */
const ANNOTATIONS_PER_LEVEL = 9;
/** Emits problems as file:line:column annotations, at most ANNOTATIONS_PER_LEVEL per level. */
function annotateProblems(problems, sink = commands_namespaceObject) {
    for (const level of ['error', 'warning']) {
        const list = problems.filter((p) => p.severity === level);
        const individual = list.length > ANNOTATIONS_PER_LEVEL ? list.slice(0, ANNOTATIONS_PER_LEVEL - 1) : list;
        for (const p of individual) {
            sink[level](plainLine(p.message), {
                title: `${level === 'error' ? 'Error' : 'Warning'} in ${p.file}`,
                file: p.file,
                startLine: p.line,
                startColumn: p.column,
            });
        }
        const rest = list.slice(individual.length);
        if (rest.length === 0)
            continue;
        const first = rest[0];
        const where = rest
            .slice(0, 20)
            .map((p) => `${p.file}:${p.line}:${p.column}`)
            .join(', ');
        sink[level](`${rest.length} more ${level}${rest.length === 1 ? '' : 's'} (see the job summary): ${where}${rest.length > 20 ? ', …' : ''}`, { title: `${rest.length} more ${level}s`, file: first.file, startLine: first.line, startColumn: first.column });
    }
}

;// CONCATENATED MODULE: ./src/report/comment.ts

/** Author of comments made with the workflow's GITHUB_TOKEN (REST form). */
const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';
/**
 * Creates or updates the one comment on the PR that carries `marker` AND was written by the
 * token's own identity; someone else's comment with the marker is never touched. Identical
 * bodies are not rewritten. Never throws: a failure becomes a warning and `action: 'failed'`.
 *
 * `@actions/github` (Octokit and its HTTP stack) is imported here, lazily, so runs that post no
 * comment never load it.
 */
async function upsertComment(token, target, marker, body) {
    try {
        const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
        const octokit = getOctokit(token, { baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com' });
        const me = await tokenLogin(octokit);
        const { owner, repo, number } = target;
        let existing;
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
        })) {
            existing = page.data.find((c) => c.body?.includes(marker) && sameLogin(c.user?.login, me));
            if (existing)
                break;
        }
        if (existing) {
            if (existing.body === body) {
                info(`PR #${number}: comment ${existing.html_url} is already up to date.`);
                return { action: 'unchanged', id: existing.id, url: existing.html_url };
            }
            const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
            info(`PR #${number}: updated comment ${data.html_url}`);
            return { action: 'updated', id: data.id, url: data.html_url };
        }
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        info(`PR #${number}: created comment ${data.html_url}`);
        return { action: 'created', id: data.id, url: data.html_url };
    }
    catch (e) {
        const reason = describeFailure(e, target);
        warning(reason, { title: 'PR comment not posted' });
        return { action: 'failed', reason };
    }
}
/**
 * The login the token writes as. GraphQL `viewer` works for GITHUB_TOKEN, PATs and GitHub App
 * installation tokens (which cannot call `GET /user`). When even that is refused we assume the
 * workflow token's author, `github-actions[bot]`.
 */
async function tokenLogin(octokit) {
    try {
        const url = process.env.GITHUB_GRAPHQL_URL;
        const res = await octokit.graphql({
            query: 'query { viewer { login } }',
            ...(url ? { url } : {}),
        });
        if (res.viewer?.login)
            return res.viewer.login;
    }
    catch (e) {
        debug(`Token identity lookup failed (${e.message}); assuming ${GITHUB_ACTIONS_LOGIN}.`);
    }
    return GITHUB_ACTIONS_LOGIN;
}
/** GraphQL gives bots without `[bot]`, REST with it; logins are case-insensitive. */
function sameLogin(a, b) {
    const norm = (s) => s.toLowerCase().replace(/\[bot\]$/, '');
    return a !== undefined && norm(a) === norm(b);
}
function describeFailure(e, target) {
    const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
    const message = e instanceof Error ? e.message : String(e);
    const where = `PR #${target.number} in ${target.owner}/${target.repo}`;
    const fallback = 'The report is still in the job summary and in the file named by the `report` output.';
    if (status === 403 && /rate limit/i.test(message)) {
        return `Could not comment on ${where}: GitHub API rate limit (${message}). ${fallback}`;
    }
    if (status === 403 || (status === 404 && /not accessible by integration/i.test(message))) {
        const fork = target.fromFork
            ? ' This pull request comes from a fork, so its token is read-only whatever `permissions:` says: post the `report` file from a `workflow_run` workflow instead.'
            : ' On pull requests from forks the token is always read-only: post the `report` file from a `workflow_run` workflow instead.';
        return `Could not comment on ${where}: the token is read-only (HTTP ${status}: ${message}). Grant \`permissions: pull-requests: write\` to the job.${fork} ${fallback}`;
    }
    if (status === 404)
        return `Could not comment on ${where}: not found (HTTP 404: ${message}). Check \`pr-number\` and the token's repository access. ${fallback}`;
    return `Could not comment on ${where}: ${status ? `HTTP ${status}: ` : ''}${message}. ${fallback}`;
}

;// CONCATENATED MODULE: ./src/report/fit.ts
/** GitHub's issue/PR comment body limit (API 422 above it). Counted in UTF-16 units, which is never fewer than GitHub's count. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The runner drops a step summary above 1 MiB; keep a margin for what the runner adds. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 8 * 1024;
const utf16Length = (t) => t.length;
const utf8Bytes = (t) => Buffer.byteLength(t, 'utf8');
/**
 * Keeps the head of a Markdown body within `limit`: cuts at a line boundary, closes a fenced
 * block or `<details>` left open by the cut, and appends `note(omittedLines, omittedChars)`.
 */
function fitBody(body, limit, measure, note) {
    if (measure(body) <= limit)
        return { body, cut: false, omittedLines: 0, omittedChars: 0 };
    const lines = body.split('\n');
    // Worst-case note size (largest counts), so the final note always fits.
    const noteBudget = measure(note(lines.length, body.length)) + 64;
    const budget = limit - noteBudget;
    let used = 0;
    let kept = 0;
    let fence;
    let openDetails = 0;
    const closers = () => (fence ? `${fence}\n` : '') + '</details>\n\n'.repeat(openDetails);
    for (const line of lines) {
        const cost = measure(line) + 1;
        // Closers are at most a fence plus a few </details>; reserve them as we go.
        if (used + cost + measure(closers()) + 256 > budget)
            break;
        used += cost;
        kept++;
        const f = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
        if (f) {
            if (!fence)
                fence = f;
            else if (f[0] === fence[0] && f.length >= fence.length && line.trim() === f)
                fence = undefined;
        }
        else if (!fence) {
            openDetails += (line.match(/<details[\s>]/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
            openDetails = Math.max(0, openDetails);
        }
    }
    let head = lines.slice(0, kept).join('\n');
    if (kept === 0)
        head = hardCut(lines[0] ?? '', Math.max(0, budget - 256), measure);
    const omittedLines = lines.length - kept;
    const omittedChars = body.length - head.length;
    const out = `${head}\n${closers()}\n${note(omittedLines, omittedChars)}\n`;
    return { body: out, cut: true, omittedLines, omittedChars };
}
/** Cuts a single over-long line by code points (never splits a surrogate pair). */
function hardCut(line, budget, measure) {
    let out = '';
    let used = 0;
    for (const ch of line) {
        used += measure(ch);
        if (used > budget)
            break;
        out += ch;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/chart.ts

/** Mermaid draws at most this many series per chart (plus the threshold line). */
const MAX_SERIES = 5;
/** Visible x-axis labels; the other buckets get invisible labels. */
const MAX_X_LABELS = 12;
/** Points per line in the Mermaid block; longer series are merged bucket-wise (max). */
const MAX_POINTS = 240;
/** Characters in a log sparkline. */
const SPARK_WIDTH = 60;
const SPARK = '▁▂▃▄▅▆▇█';
const ZWSP = '\u200B';
/**
 * Fewer series (first MAX_SERIES) and fewer points: consecutive buckets are merged keeping the
 * maximum, so a spike that would breach a threshold stays visible.
 */
function prepare(chart, maxPoints) {
    const n = chart.times.length;
    const group = Math.max(1, Math.ceil(n / maxPoints));
    const idx = [];
    for (let i = 0; i < n; i += group)
        idx.push(i);
    const merge = (values) => idx.map((start) => {
        let best = null;
        for (let j = start; j < Math.min(n, start + group); j++) {
            const v = values[j];
            if (typeof v === 'number' && Number.isFinite(v) && (best === null || v > best))
                best = v;
        }
        return best;
    });
    const kept = chart.series.slice(0, MAX_SERIES);
    return {
        times: idx.map((i) => chart.times[i]),
        series: kept.map((s) => ({ name: s.name, values: merge(s.values) })),
        omitted: chart.series.length - kept.length,
    };
}
/** [low, high] covering the data and the threshold: low = min(0, data), high = max(data, threshold) · 1.1. */
function yRange(values, threshold) {
    const all = threshold === undefined ? values : [...values, threshold];
    if (all.length === 0)
        return [0, 1];
    const low = Math.min(0, ...all);
    let high = Math.max(...all);
    high = high > 0 ? high * 1.1 : high;
    if (high <= low)
        high = low + 1;
    return [nice(low), nice(high)];
}
/** Stable rounding: 6 significant digits, no float noise. */
function nice(v) {
    return Number(v.toPrecision(6));
}
// Created on first need: building an Intl formatter loads ICU data (~13 ms, a fifth of a cold start).
let exponentFree;
/** A number as Mermaid's grammar accepts it: no exponent, no grouping. */
function mermaidNumber(v) {
    const plain = String(nice(v));
    if (!/e/i.test(plain))
        return plain;
    exponentFree ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 6 });
    return exponentFree.format(v);
}
/** `HH:MM` in UTC. */
function hhmm(ms) {
    const d = new Date(ms);
    return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
/**
 * Nulls carry the previous value (a gap would need a point Mermaid cannot express); leading nulls
 * take the first known value. A series with no value at all is left out by the caller.
 */
function fillNulls(values) {
    const first = values.find((v) => typeof v === 'number');
    let prev = first ?? 0;
    return values.map((v) => (typeof v === 'number' ? (prev = v) : prev));
}
/** A Mermaid `xychart-beta` block (fenced), or undefined when there is nothing to draw. */
function renderMermaidChart(chart) {
    const p = prepare(chart, MAX_POINTS);
    const series = p.series.filter((s) => s.values.some((v) => v !== null));
    if (p.times.length === 0 || series.length === 0)
        return undefined;
    const filled = series.map((s) => ({ name: s.name, values: fillNulls(s.values) }));
    const [low, high] = yRange(filled.flatMap((s) => s.values), chart.threshold);
    // Mermaid cannot parse an empty quoted string, so empty texts are left out or replaced.
    const q = (s, fallback = '-') => `"${escapeMermaid(s) || fallback}"`;
    const num = (values) => `[${values.map(mermaidNumber).join(', ')}]`;
    const lines = ['```mermaid', 'xychart-beta'];
    if (escapeMermaid(chart.title))
        lines.push(`  title ${q(chart.title)}`);
    lines.push(`  x-axis [${xLabels(p.times).map((l) => q(l)).join(', ')}]`);
    const yTitle = escapeMermaid(chart.yLabel ?? '');
    lines.push(`  y-axis ${yTitle ? `${q(yTitle)} ` : ''}${mermaidNumber(low)} --> ${mermaidNumber(high)}`);
    filled.forEach((s, i) => lines.push(`  line ${q(s.name, `series ${i + 1}`)} ${num(s.values)}`));
    if (chart.threshold !== undefined) {
        lines.push(`  line "threshold" ${num(p.times.map(() => chart.threshold))}`);
    }
    lines.push('```');
    return lines.join('\n');
}
/**
 * x-axis categories: HH:MM every `step` points (≤ MAX_X_LABELS visible). Mermaid's category axis
 * needs one distinct label per point, so thinned-out labels are distinct runs of zero-width spaces.
 */
function xLabels(times) {
    const step = Math.max(1, Math.ceil(times.length / MAX_X_LABELS));
    const seen = new Set();
    return times.map((t, i) => {
        let label = i % step === 0 ? hhmm(t) : ZWSP;
        // Same HH:MM twice (buckets a day apart) or the invisible filler: make it distinct.
        while (seen.has(label))
            label += ZWSP;
        seen.add(label);
        return label;
    });
}
/** A legend line: Mermaid's xychart draws no legend, so series are named in order. */
function chartLegend(chart) {
    const names = chart.series.slice(0, MAX_SERIES).map((s) => s.name);
    if (chart.threshold !== undefined)
        names.push(`threshold ${nice(chart.threshold)}`);
    return names;
}
/** One sparkline per series for the log: `name ▁▂▅█▇ min … max … last …`. */
function renderSparklines(chart) {
    const p = prepare(chart, SPARK_WIDTH);
    const known = p.series.flatMap((s) => s.values.filter((v) => v !== null));
    const [low, high] = yRange(known, chart.threshold);
    const width = Math.max(...p.series.map((s) => s.name.length), chart.threshold === undefined ? 1 : 'threshold'.length);
    const out = p.series.map((s) => {
        const vals = s.values.filter((v) => v !== null);
        if (vals.length === 0)
            return `${s.name.padEnd(width)}  (no data)`;
        const spark = s.values
            .map((v) => (v === null ? ' ' : SPARK[Math.min(7, Math.max(0, Math.floor(((v - low) / (high - low)) * 8)))]))
            .join('');
        const last = vals[vals.length - 1];
        return `${s.name.padEnd(width)}  ${spark}  min ${nice(Math.min(...vals))} · max ${nice(Math.max(...vals))} · last ${nice(last)}`;
    });
    if (chart.threshold !== undefined)
        out.push(`${'threshold'.padEnd(width)}  ${nice(chart.threshold)}`);
    if (p.omitted > 0)
        out.push(`(${p.omitted} more series not drawn)`);
    return out;
}

// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
;// CONCATENATED MODULE: ./src/report/log.ts



/** Longest cell shown in the log table; the Markdown report has the full text. */
const MAX_CELL = 60;
/** The report as plain-text lines for the step log (aligned table, sparklines, no Markdown). */
function renderLog(report) {
    const out = [`${model/* OUTCOME_ICON */.b[report.outcome]} ${plainLine(report.title)}`];
    if (report.headline)
        out.push(plainLine(report.headline));
    const counts = Object.entries(report.counts ?? {});
    if (counts.length > 0)
        out.push(counts.map(([k, n]) => `${plainLine(k)}: ${n}`).join(' · '));
    if (report.table && report.table.columns.length > 0) {
        out.push('', ...alignedTable(report.table.columns, report.table.rows));
    }
    const problems = report.problems ?? [];
    if (problems.length > 0) {
        out.push('', `Problems (${problems.length}):`);
        for (const p of problems)
            out.push(`  ${p.file}:${p.line}:${p.column} ${p.severity}: ${plainLine(p.message)}`);
    }
    for (const chart of report.charts ?? []) {
        out.push('', `${plainLine(chart.title)}:`);
        out.push(...renderSparklines(chart).map((l) => `  ${plainLine(l)}`));
    }
    for (const d of report.details ?? []) {
        if (d.text === undefined)
            continue;
        out.push('', `--- ${plainLine(d.title)} ---`, ...d.text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n'));
    }
    const notes = report.notes ?? [];
    if (notes.length > 0)
        out.push('', ...notes.map((n) => `- ${plainLine(n)}`));
    return out.map(inertCommand);
}
/** A line starting with `::` or `##[` would be run as a workflow command; a zero-width space defuses it. */
function inertCommand(line) {
    return line.replace(/^(\s*)(::|##\[)/, '$1\u200B$2');
}
function alignedTable(columns, rows) {
    const clip = (s) => {
        const line = plainLine(s);
        return line.length > MAX_CELL ? `${line.slice(0, MAX_CELL - 1)}…` : line;
    };
    const grid = [columns.map(clip), ...rows.map((r) => columns.map((_, i) => clip(r[i] ?? '')))];
    const widths = columns.map((_, i) => Math.max(...grid.map((r) => (r[i] ?? '').length)));
    const fmt = (r) => r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    const lines = [fmt(grid[0]), widths.map((w) => '-'.repeat(w)).join('  ')];
    for (const r of grid.slice(1))
        lines.push(fmt(r));
    if (rows.length === 0)
        lines.push('(none)');
    return lines;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts



/** The hidden marker that identifies our sticky comment for one comment key. */
function commentMarker(key) {
    return `<!-- observability-ops:comment-key=${encodeMarkerKey(key)} -->`;
}
/**
 * The report as GitHub Markdown: one rendering for the job summary, the PR comment and the
 * report file. Deterministic (no timestamps, no run ids), so an unchanged plan renders the same
 * body and the comment is not rewritten. The marker goes first so a cut body still carries it.
 */
function renderMarkdown(report, opts = {}) {
    const blocks = [];
    if (opts.marker)
        blocks.push(opts.marker);
    blocks.push(`### ${model/* OUTCOME_ICON */.b[report.outcome]} ${escapeInline(report.title)}`);
    if (report.headline)
        blocks.push(escapeInline(report.headline));
    const counts = Object.entries(report.counts ?? {});
    if (counts.length > 0) {
        blocks.push(counts.map(([name, n]) => `**${n}** ${escapeInline(name)}`).join(' · '));
    }
    if (report.table)
        blocks.push(renderTable(report.table.columns, report.table.rows));
    const problems = report.problems ?? [];
    if (problems.length > 0) {
        blocks.push(`**Problems (${problems.length})**\n\n` +
            renderTable(['Where', 'Level', 'Message'], problems.map((p) => [`${p.file}:${p.line}:${p.column}`, p.severity, p.message]), { iconColumn: 1 }));
    }
    for (const chart of report.charts ?? []) {
        const block = renderMermaidChart(chart);
        const legend = chartLegend(chart).map(escapeInline).join(' · ');
        blocks.push(block
            ? `**${escapeInline(chart.title)}**\n\n${block}\n\n<sub>Lines in order: ${legend}</sub>`
            : `**${escapeInline(chart.title)}**: no data points.`);
    }
    for (const d of report.details ?? [])
        blocks.push(renderDetails(d));
    const notes = report.notes ?? [];
    if (notes.length > 0)
        blocks.push(notes.map((n) => `- ${escapeInline(n)}`).join('\n'));
    return `${blocks.join('\n\n')}\n`;
}
function renderTable(columns, rows, opts = {}) {
    if (columns.length === 0)
        return '';
    const iconColumn = opts.iconColumn ?? columns.findIndex((c) => /^status$/i.test(c.trim()));
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const out = [line(columns.map((c) => escapeCell(c) || ' ')), line(columns.map(() => '---'))];
    for (const row of rows) {
        const cells = columns.map((_, i) => {
            const raw = row[i] ?? '';
            const cell = escapeCell(raw);
            const icon = i === iconColumn ? model/* STATUS_ICON */.t[raw.trim().toLowerCase()] : undefined;
            return icon ? `${icon} ${cell}` : cell;
        });
        out.push(line(cells));
    }
    if (rows.length === 0)
        out.push(line(columns.map((_, i) => (i === 0 ? '_none_' : ''))));
    return out.join('\n');
}
function renderDetails(d) {
    const parts = [`<details${d.open ? ' open' : ''}><summary>${escapeHtmlText(d.title)}</summary>`];
    if (d.markdown)
        parts.push(d.markdown.trim());
    if (d.text !== undefined) {
        const fence = fenceFor(d.text);
        // `text` for the fence's info string keeps GitHub from guessing a language.
        parts.push(`${fence}text\n${d.text.replace(/\r\n?/g, '\n').replace(/\n$/, '')}\n${fence}`);
    }
    parts.push('</details>');
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/pull-request.ts

/** Events whose payload names the pull request the run belongs to. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);
/**
 * The PR to comment on: input `pr-number` first, else the event payload (pull_request,
 * pull_request_target, reviews, or an issue_comment on a PR). Undefined when the run has none.
 * Reads GITHUB_EVENT_PATH directly so that nothing of @actions/github is loaded to find out.
 */
function findPullRequest(prNumber, env = process.env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo)
        return undefined;
    const payload = readPayload(env.GITHUB_EVENT_PATH);
    const pr = payload.pull_request;
    const headRepo = pr?.head?.repo;
    const fromFork = !!pr && (headRepo === null || headRepo?.fork === true || (!!headRepo?.full_name && headRepo.full_name !== pr.base?.repo?.full_name));
    if (prNumber !== undefined)
        return { owner, repo, number: prNumber, fromFork: pr?.number === prNumber && fromFork };
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (PR_EVENTS.has(event) && typeof pr?.number === 'number')
        return { owner, repo, number: pr.number, fromFork };
    if (event === 'issue_comment' && payload.issue?.pull_request && typeof payload.issue.number === 'number') {
        return { owner, repo, number: payload.issue.number, fromFork: false };
    }
    return undefined;
}
function readPayload(path) {
    if (!path)
        return {};
    try {
        const parsed = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return parsed && typeof parsed === 'object' ? parsed : {};
    }
    catch {
        return {};
    }
}
/** Link to this workflow run, when the runner's variables are there. */
function runUrl(env = process.env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
    return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}

;// CONCATENATED MODULE: ./src/report/redact.ts
/** Secrets shorter than this are not redacted (they would blank out ordinary words). */
const MIN_SECRET = 6;
/**
 * A copy of the report with every secret we were given replaced by `***`, in every string. The
 * runner masks registered secrets in the log, but the summary, comment and file are ours to guard
 * (an API error that echoes the key must not land in a PR comment).
 */
function redactReport(report, secrets) {
    const list = [...new Set(secrets.filter((s) => s && s.length >= MIN_SECRET))].sort((a, b) => b.length - a.length);
    if (list.length === 0)
        return report;
    const scrub = (value) => {
        if (typeof value === 'string')
            return list.reduce((s, secret) => s.split(secret).join('***'), value);
        if (Array.isArray(value))
            return value.map(scrub);
        if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrub(v)]));
        }
        return value;
    };
    return scrub(report);
}

;// CONCATENATED MODULE: ./src/report/publish.ts












/** `comment-key`, else `<operation>` plus `:<file>` when the operation reads a file. */
function commentKeyFor(ctx) {
    if (ctx.inputs.commentKey)
        return ctx.inputs.commentKey;
    const file = ctx.inputs.alertFile || ctx.inputs.checksFile;
    return file ? `${ctx.operation}:${file}` : ctx.operation || 'report';
}
/** A file name for the key: readable slug, plus a short hash when the slug lost information. */
function reportFileName(key) {
    const slug = key
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '')
        .slice(0, 80) || 'report';
    const hash = (0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 8);
    return `${slug === key ? slug : `${slug}-${hash}`}.md`;
}
/**
 * Renders once, then: log, annotations (report.problems), job summary, Markdown file, PR comment.
 * Never throws: every channel that fails becomes a warning, and the others still run.
 */
async function publishReport(report, ctx) {
    const { inputs } = ctx;
    const key = commentKeyFor(ctx);
    const marker = commentMarker(key);
    const safe = redactReport(report, [inputs.apiKey, inputs.keySecret, inputs.githubToken]);
    const markdown = attempt('render the report', () => renderMarkdown(safe, { marker })) ?? fallbackMarkdown(safe, marker);
    const link = runUrl();
    const commentBody = fitBody(markdown, COMMENT_LIMIT_CHARS, utf16Length, (lines, chars) => cutNote(lines, chars, "GitHub's 65,536-character comment limit", link ? `the [job summary of this run](${link})` : 'the job summary of this run')).body;
    await attemptAsync('write the report to the log', () => group('Report', async () => {
        for (const line of renderLog(safe))
            info(line);
    }));
    attempt('annotate file problems', () => annotateProblems(safe.problems ?? []));
    if (inputs.summary) {
        if (!process.env.GITHUB_STEP_SUMMARY) {
            debug('No GITHUB_STEP_SUMMARY: job summary skipped.');
        }
        else {
            const fitted = fitBody(markdown, SUMMARY_LIMIT_BYTES, utf8Bytes, (lines, chars) => cutNote(lines, chars, "GitHub's 1 MiB job-summary limit", 'the file named by the `report` output'));
            if (fitted.cut)
                info(`Job summary cut to fit 1 MiB: ${fitted.omittedLines} lines left out.`);
            await attemptAsync('write the job summary', () => appendSummary(fitted.body));
        }
    }
    const dir = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'observability-ops');
    const reportPath = (0,external_node_path_.join)(dir, reportFileName(key));
    await attemptAsync('write the report file', async () => {
        await (0,promises_.mkdir)(dir, { recursive: true });
        // The comment-ready body: a workflow_run job can post it as is.
        await (0,promises_.writeFile)(reportPath, commentBody, 'utf8');
    });
    await attemptAsync('post the PR comment', () => postComment(ctx, marker, commentBody));
    return { reportPath };
}
async function postComment(ctx, marker, body) {
    const { comment, prNumber, githubToken } = ctx.inputs;
    if (comment === 'never')
        return;
    const target = findPullRequest(prNumber);
    if (!target) {
        if (comment === 'always') {
            warning('comment: always, but this run belongs to no pull request: set `pr-number`, or run on `pull_request` / `pull_request_target`.', { title: 'PR comment not posted' });
        }
        else {
            debug(`No pull request for event ${process.env.GITHUB_EVENT_NAME ?? '(none)'}: no comment.`);
        }
        return;
    }
    if (!githubToken) {
        warning('No `github-token`: the PR comment was not posted. Leave `github-token` at its default (`${{ github.token }}`) or pass a token with `pull-requests: write`.', {
            title: 'PR comment not posted',
        });
        return;
    }
    await upsertComment(githubToken, target, marker, body);
}
function cutNote(lines, chars, limit, where) {
    return `> ⚠️ **Report cut** to stay under ${limit}: ${lines.toLocaleString('en-US')} line(s) (${chars.toLocaleString('en-US')} characters) left out. The full report is in ${where}.`;
}
/** Should rendering itself ever fail, the summary and comment still say what happened. */
function fallbackMarkdown(report, marker) {
    return `${marker}\n### ${report.outcome === 'success' ? '✅' : report.outcome === 'warning' ? '⚠️' : '❌'} Report\n\nThe report could not be rendered; see the step log.\n`;
}
function attempt(what, fn) {
    try {
        return fn();
    }
    catch (e) {
        warning(`Could not ${what}: ${e.message}`);
        return undefined;
    }
}
async function attemptAsync(what, fn) {
    try {
        return await fn();
    }
    catch (e) {
        warning(`Could not ${what}: ${e.message}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/main.ts







/** Reads inputs, runs one operation, publishes its report and outputs. Never throws. */
async function run() {
    let inputs;
    let operation = getInput('operation') || 'observability-ops';
    let client;
    let outcome;
    try {
        inputs = parseInputs();
        maskSecrets(inputs);
        const op = selectOperation(inputs);
        operation = op.name;
        if (isDebug())
            debug(`inputs: ${JSON.stringify(redacted(inputs))}`);
        client = createClient(inputs, { service: op.scope !== 'organization' });
        const ctx = { inputs, client };
        outcome = await group(`${op.name} (${inputs.edition})`, () => op.run(ctx));
        debug(`requests: ${JSON.stringify(client.stats)}`);
    }
    catch (error) {
        outcome = failureOutcome(operation, error);
    }
    finally {
        await client?.close().catch(() => undefined);
    }
    const publishInputs = inputs ?? fallbackInputs();
    const { reportPath } = await publishReport(outcome.report, { inputs: publishInputs, operation });
    setOutput('result', JSON.stringify(outcome.result ?? null));
    setOutput('changed', String(outcome.changed));
    setOutput('report', reportPath);
    for (const [name, value] of Object.entries(outcome.outputs ?? {}))
        setOutput(name, value);
    if (outcome.failure)
        setFailed(outcome.failure);
}
/** The operation named, or the one a file input implies; refused before any request. */
function selectOperation(inputs) {
    const name = inputs.operation || (inputs.alertFile ? 'alerts.sync' : inputs.checksFile ? 'charts.check' : '');
    if (!name) {
        throw new errors/* InputError */.dz('Input `operation` is required (or set `alert-file` for alerts.sync, `checks-file` for charts.check).');
    }
    const op = OPERATIONS.get(name);
    if (!op) {
        throw new errors/* InputError */.dz(`Unknown operation \`${name}\`. Known: ${[...OPERATIONS.keys()].sort().join(', ')}.`);
    }
    if (!op.editions.includes(inputs.edition)) {
        const hint = op.unsupportedHint?.[inputs.edition];
        throw new errors/* InputError */.dz(`Operation \`${name}\` is not available on the ${inputs.edition} edition (only ${op.editions.join(', ')}).${hint ? ` ${hint}` : ''}`);
    }
    return op;
}
function maskSecrets(inputs) {
    for (const secret of [inputs.apiKey, inputs.keySecret, inputs.githubToken]) {
        if (secret)
            setSecret(secret);
    }
}
function redacted(inputs) {
    return { ...inputs, apiKey: inputs.apiKey && '***', keySecret: inputs.keySecret && '***', githubToken: inputs.githubToken && '***', body: inputs.body === undefined ? undefined : '(set)' };
}
/** A failed run still reports: what failed, where (file problems), and nothing secret. */
function failureOutcome(operation, error) {
    const message = error instanceof Error ? error.message : String(error);
    const report = { title: operation, outcome: 'failure', headline: headlineFor(error), notes: [message] };
    if (error instanceof problems/* FileProblemsError */.x)
        report.problems = error.problems;
    if (!(error instanceof errors/* InputError */.dz || error instanceof errors/* ApiError */.hD || error instanceof errors/* TransportError */.wX || error instanceof problems/* FileProblemsError */.x)) {
        // Unexpected: keep the stack for the debug log, never in the report.
        debug(error instanceof Error ? (error.stack ?? message) : message);
    }
    return { result: { error: message }, changed: false, report, failure: message };
}
function headlineFor(error) {
    if (error instanceof problems/* FileProblemsError */.x)
        return `${error.problems.length} problem(s) in the input file; nothing was sent.`;
    if (error instanceof errors/* InputError */.dz)
        return 'Invalid input; nothing was sent.';
    if (error instanceof errors/* ApiError */.hD)
        return `The API answered ${error.status}.`;
    if (error instanceof errors/* TransportError */.wX)
        return 'The API could not be reached or did not answer.';
    return 'Failed.';
}
/**
 * Inputs good enough to publish a failure report when parsing the real ones failed: only the
 * reporting inputs are kept, and if one of those was the bad one, the defaults are used.
 */
function fallbackInputs() {
    const reporting = ['summary', 'comment', 'comment-key', 'github-token'];
    try {
        return parseInputs((name) => (reporting.includes(name) ? getInput(name) : ''));
    }
    catch {
        return parseInputs(() => '');
    }
}


/***/ }),

/***/ 4437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ CHARTS_CHECK),
/* harmony export */   XF: () => (/* binding */ ALERTS_EXPORT),
/* harmony export */   qY: () => (/* binding */ ALERTS_SYNC),
/* harmony export */   wW: () => (/* binding */ KEYS_PRUNE)
/* harmony export */ });
// What main needs to know about the operations that load on demand (names, editions, hints),
// kept apart from their code so that refusing an edition loads nothing.
const ALERTS_SYNC = { name: 'alerts.sync', editions: ['self-hosted', 'managed'] };
const ALERTS_EXPORT = { name: 'alerts.export', editions: ['self-hosted', 'managed'] };
const CHARTS_CHECK = {
    name: 'charts.check',
    editions: ['self-hosted'],
    unsupportedHint: {
        managed: 'Charts (`POST /api/v2/charts/series`) are not part of the ClickHouse Cloud managed API, so deploy checks ' +
            'cannot run there. Point the action at a self-hosted ClickStack/HyperDX API (`base-url`, `api-key`) to use `checks-file`.',
    },
};
const KEYS_PRUNE = {
    name: 'keys.prune',
    editions: ['managed'],
    scope: 'organization',
    unsupportedHint: {
        'self-hosted': 'Self-hosted HyperDX has no organization key API: each user rotates their own Personal API Access Key ' +
            'in Team Settings → API Keys.',
    },
};


/***/ }),

/***/ 6867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ OUTCOME_ICON),
/* harmony export */   t: () => (/* binding */ STATUS_ICON)
/* harmony export */ });
/** Status words with their icon, so every operation labels rows the same way. */
const STATUS_ICON = {
    ok: '✅',
    pass: '✅',
    unchanged: '✅',
    created: '🆕',
    create: '🆕',
    updated: '✏️',
    update: '✏️',
    deleted: '🗑️',
    delete: '🗑️',
    'would delete': '🗑️',
    disabled: '⏸️',
    'would disable': '⏸️',
    warn: '⚠️',
    warning: '⚠️',
    inconclusive: '❔',
    unmanaged: '👤',
    protected: '🛡️',
    kept: '✅',
    fail: '❌',
    failed: '❌',
    error: '❌',
};
const OUTCOME_ICON = {
    success: '✅',
    warning: '⚠️',
    failure: '❌',
};


/***/ })

};
