// API emulator: one HTTP server (loopback by default) serving the self-hosted HyperDX API (`/api/v2/*`)
// and the managed ClickHouse Cloud API (`/v1/*`), plus admin routes (`/__emulator/*`) for the
// request log, fault injection and reseeding. Shipped with the package and imports nothing from
// the action: it states both contracts on its own. Relative imports keep their `.ts` extension so
// Node 24 runs it straight from the sources (scripts, `npm run emulator`); ncc bundles it for the
// published bin (tsconfig `rewriteRelativeImportExtensions`).
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from './core/env.ts';
import { adminRefusal } from './core/admin-guard.ts';
import { createFaults, echoCredentialText, type FaultRule, type Faults } from './core/faults.ts';
import { bodyForLog, expressNotFound, json, readBody, text, type Incoming, type Reply } from './core/http.ts';
import { createIds } from './core/ids.ts';
import { createLimiter } from './core/limiter.ts';
import { handleManaged, managedError, managedLimitHeaders, managedRateLimited } from './editions/managed.ts';
import { buildState, type Seed } from './seed/build.ts';
import { handleSelfHosted, selfHostedError, selfHostedLimitHeaders, selfHostedRateLimited, SOMETHING_WENT_WRONG } from './editions/self-hosted.ts';
import type { EmulatorState, TeamState } from './core/state.ts';
import { must } from './core/must.ts';
import { DEFAULT_SERVER_VERSION, featuresOf, type ServerVersion } from './editions/versions.ts';

export type { Faults, FaultRule } from './core/faults.ts';
export { SERVER_VERSIONS, type ServerVersion } from './editions/versions.ts';
export type * from './core/state.ts';
export { DEMO, type Seed } from './seed/build.ts';
export type { SeedDocument } from './seed/document.ts';
export { SeedProblems } from './seed/document.ts';
export { loadSeedFile, parseSeed, SeedFileError, type SeedCheckOptions } from './seed/file.ts';

/**
 * A `rate-limit` fault on the managed API answers as if it came mid-window: X-RateLimit-Reset
 * is this fraction of the window (fractional seconds, as the real API sends).
 */
export const MANAGED_FAULT_RESET_FRACTION = 0.7321;

/** A few seconds, as observed live (docs/contract.md §14); tests set their own. */
export const DEFAULT_KEY_PROPAGATION_MS = 2000;

export interface EmulatorOptions {
  /** Interface to listen on; default 127.0.0.1 (loopback only). */
  host?: string;
  /** Default 0 (random). */
  port?: number;
  /**
   * Default 'demo'. 'empty' keeps only the credentials (user, team, org, service, in-use key); a
   * seed document (schemas/emulator-seed.schema.json, loaded by `loadSeedFile`) sets both. A
   * document the API would refuse throws SeedProblems.
   */
  seed?: Seed;
  /** Clock (epoch ms) for timestamps, key expiry and rate-limit windows; default Date.now. */
  now?: () => number;
  /**
   * Which servers to answer as (docs/emulator.md "Server versions"): `latest` (today's; the default,
   * unless a seed document names one) or `2.36` (HyperDX api 2.36.0 and the Cloud OpenAPI of
   * 2026-07-31). Wins over the seed's `serverVersion`.
   */
  serverVersion?: ServerVersion;
  /**
   * legacyNoMeta: behave like api < 2.30 (lists unpaginated, no meta, no X-Total-Count).
   * legacyChannel: behave like api < 2.36 (an alert holds one `channel`; `channels` is dropped).
   * legacyNoValidate: behave like api < 2.30 for dashboards: `POST /dashboards/validate` is
   * unrouted (Express's HTML 404). A whole 2.29 server is this and legacyNoMeta.
   * validateEnvelope: 'bare' (default, as the OpenAPI documents it) or 'data': the validate answer
   * under `data`, as other self-hosted answers are (the sources disagree, docs/contract.md §7.8).
   */
  selfHosted?: {
    rateLimit?: { max: number; windowMs: number } | false;
    legacyNoMeta?: boolean;
    legacyChannel?: boolean;
    legacyNoValidate?: boolean;
    validateEnvelope?: 'bare' | 'data';
  };
  /**
   * paginate (default false): the Cloud spec declares no limit/offset, so lists return everything.
   * keySuffix (default true): false lists every key without `keySuffix`, which the schema allows
   * (docs/contract.md §14: no field of ApiKey is required); one key can drop it with `addKey({ hideSuffix })`.
   * keyPropagationMs (default 2000): for this long (on the `now` clock) after `POST …/keys`, the new
   * key is refused on organization paths with 400 "does not belong to the organization" (docs/contract.md §14).
   */
  managed?: { rateLimit?: { max: number; windowMs: number } | false; paginate?: boolean; keySuffix?: boolean; keyPropagationMs?: number };
}

export interface RequestLogEntry {
  at: number;
  edition: 'self-hosted' | 'managed' | 'admin' | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  /** 0 when the connection was reset before any answer. */
  status: number;
  /** The request body (parsed JSON when possible). */
  body?: unknown;
  /** The fault kind applied to this request, if any. */
  fault?: string;
}

export interface Emulator {
  /** http://HOST:PORT — `/api/v2/*` is the self-hosted edition, `/v1/*` the managed edition. */
  url: string;
  /** The servers it answers as. */
  serverVersion: ServerVersion;
  /** baseUrl = url (the client appends /api/v2). */
  selfHosted: { baseUrl: string; apiKey: string; ingestionKey: string };
  managed: { baseUrl: string; keyId: string; keySecret: string; organizationId: string; serviceId: string };
  /** The action inputs that connect to one edition of this emulator (kebab-case, as in a workflow). */
  actionInputs(edition: 'self-hosted' | 'managed'): Record<string, string>;
  log: RequestLogEntry[];
  faults: Faults;
  state: EmulatorState;
  clearLog(): void;
  close(): Promise<void>;
}

type Edition = RequestLogEntry['edition'];

/** How clients reach `host`: an unspecified address by loopback, IPv6 in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function editionOf(path: string): Edition {
  if (path === '/__emulator' || path.startsWith('/__emulator/')) return 'admin';
  if (path === '/api/v2' || path.startsWith('/api/v2/')) return 'self-hosted';
  if (path === '/v1' || path.startsWith('/v1/')) return 'managed';
  return 'unknown';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Path resource → team collection, for the `remove-first` fault. */
const COLLECTIONS: Partial<Record<string, 'alerts' | 'dashboards' | 'webhooks' | 'savedSearches' | 'sources'>> = {
  alerts: 'alerts',
  dashboards: 'dashboards',
  webhooks: 'webhooks',
  'saved-searches': 'savedSearches',
  sources: 'sources',
};

export async function startEmulator(opts: EmulatorOptions = {}): Promise<Emulator> {
  const now = opts.now ?? Date.now;
  const ids = createIds();
  const seed = opts.seed ?? 'demo';
  const serverVersion = opts.serverVersion ?? (typeof seed === 'object' ? seed.serverVersion : undefined) ?? DEFAULT_SERVER_VERSION;
  const features = featuresOf(serverVersion);
  const state = buildState({ ids, now, features }, seed);
  const shLimit = opts.selfHosted?.rateLimit;
  const mgLimit = opts.managed?.rateLimit;
  const env: Env = {
    state,
    ids,
    now,
    serverVersion,
    features,
    // `false` turns a limiter off (below); the config then keeps the default numbers.
    selfHostedLimit: shLimit === false || shLimit === undefined ? { max: 100, windowMs: 60_000 } : shLimit,
    managedLimit: mgLimit === false || mgLimit === undefined ? { max: 10, windowMs: 10_000 } : mgLimit,
    legacyNoMeta: opts.selfHosted?.legacyNoMeta ?? false,
    legacyChannel: opts.selfHosted?.legacyChannel ?? false,
    legacyNoValidate: opts.selfHosted?.legacyNoValidate ?? false,
    validateInData: opts.selfHosted?.validateEnvelope === 'data',
    managedPaginate: opts.managed?.paginate ?? false,
    managedKeySuffix: opts.managed?.keySuffix ?? true,
    keyPropagationMs: opts.managed?.keyPropagationMs ?? DEFAULT_KEY_PROPAGATION_MS,
  };
  if (shLimit !== false) env.selfHostedLimiter = createLimiter(env.selfHostedLimit.max, env.selfHostedLimit.windowMs, now);
  if (mgLimit !== false) env.managedLimiter = createLimiter(env.managedLimit.max, env.managedLimit.windowMs, now);
  const faults = createFaults();
  const log: RequestLogEntry[] = [];

  function reset(): void {
    ids.reset();
    // Swap the nested objects in place so `emulator.state` stays the same object.
    Object.assign(state, buildState({ ids, now, features }, seed));
    env.selfHostedLimiter?.reset();
    env.managedLimiter?.reset();
  }

  function faultReply(edition: Edition, rule: FaultRule, inc: Incoming): Reply {
    const managed = edition === 'managed';
    if (rule.kind === 'echo-credential') {
      const status = rule.status ?? 401;
      const echo = echoCredentialText(typeof inc.headers.authorization === 'string' ? inc.headers.authorization : undefined, rule.at);
      if (rule.shape === 'text') return text(status, echo);
      if (rule.shape === 'debug-json')
        return json(status, { detail: echo, request: { method: inc.method, path: inc.path, headers: { authorization: inc.headers.authorization } } });
      return managed ? managedError(status, echo) : selfHostedError(status, echo);
    }
    if (rule.kind === 'rate-limit') {
      if (managed) {
        const { max, windowMs } = env.managedLimit;
        return managedRateLimited(managedLimitHeaders(max, 0, windowMs * MANAGED_FAULT_RESET_FRACTION, windowMs));
      }
      const { max, windowMs } = env.selfHostedLimit;
      return selfHostedRateLimited(env, selfHostedLimitHeaders(max, 0, windowMs));
    }
    const status = rule.status ?? 500;
    if (managed) return managedError(status, STATUS_CODES[status] ?? 'Error');
    return selfHostedError(status, status === 500 ? SOMETHING_WENT_WRONG : (STATUS_CODES[status] ?? 'Error'));
  }

  /**
   * The request was done; what comes back is not its answer. `answer`: the rule's body. `gateway-echo`:
   * a gateway that gave up waiting (504) and quotes the upstream's late answer in its error message.
   */
  function replacedReply(edition: Edition, rule: FaultRule, done: Reply): Reply {
    if (rule.kind === 'answer') return json(rule.status ?? 200, rule.body);
    const status = rule.status ?? 504;
    const message = `${STATUS_CODES[status] ?? 'Gateway error'}: the upstream answered too late: ${done.body}`;
    return edition === 'managed' ? managedError(status, message) : selfHostedError(status, message);
  }

  function dispatch(edition: Edition, inc: Incoming): Reply {
    try {
      if (edition === 'self-hosted') return handleSelfHosted(inc, env);
      if (edition === 'managed') return handleManaged(inc, env);
      return expressNotFound(inc.method, inc.path);
    } catch (err) {
      // Unexpected exceptions answer like each server's global error handler.
      process.stderr.write(`[emulator] ${inc.method} ${inc.path}: ${(err as Error).stack ?? String(err)}\n`);
      if (edition === 'managed') return managedError(500, 'Internal error');
      return selfHostedError(500, SOMETHING_WENT_WRONG);
    }
  }

  function admin(inc: Incoming): Reply {
    const refused = adminRefusal(inc, host);
    if (refused) return json(refused.startsWith('Admin POSTs') ? 415 : 403, { error: refused });
    if (inc.tooLarge) return json(413, { error: 'request entity too large' });
    const route = `${inc.method} ${inc.path.replace(/\/$/, '')}`;
    switch (route) {
      case 'GET /__emulator':
        return json(200, { selfHosted: emulator.selfHosted, managed: emulator.managed });
      case 'GET /__emulator/log':
        return json(200, log);
      case 'DELETE /__emulator/log':
        log.length = 0;
        return json(200, {});
      case 'GET /__emulator/state':
        return json(200, state);
      case 'GET /__emulator/faults':
        return json(
          200,
          faults.rules.map((r) => ({ ...r, route: String(r.route) })),
        );
      case 'POST /__emulator/faults':
        try {
          faults.add(JSON.parse(inc.raw.toString('utf8') || 'null') as FaultRule);
          return json(200, { rules: faults.rules.length });
        } catch (err) {
          return json(400, { error: (err as Error).message });
        }
      case 'DELETE /__emulator/faults':
        faults.clear();
        return json(200, {});
      case 'POST /__emulator/reset':
        reset();
        return json(200, {});
      default:
        return expressNotFound(inc.method, inc.path);
    }
  }

  /**
   * Someone deletes the oldest object of the collection this request lists, just before it is
   * answered: between two pages, that shifts every later object one offset down.
   */
  function removeFirst(path: string): void {
    const sh = /^\/api\/v2\/([^/]+)\/?$/.exec(path);
    const mg = /^\/v1\/organizations\/[^/]+\/services\/([^/]+)\/clickstack\/([^/]+)\/?$/.exec(path);
    const team: TeamState | undefined = sh ? state.selfHosted : mg ? state.services[decodeURIComponent(must(mg[1], 'the service id'))] : undefined;
    const resource = sh?.[1] ?? mg?.[2];
    const collection = COLLECTIONS[resource ?? ''];
    const rows = team && collection ? (team[collection] as unknown[]) : undefined;
    rows?.shift();
  }

  function write(res: ServerResponse, reply: Reply): void {
    res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) });
    res.end(reply.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const { raw, tooLarge } = await readBody(req);
    const inc: Incoming = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      raw,
      tooLarge,
      ip: req.socket.remoteAddress ?? '127.0.0.1',
    };
    const edition = editionOf(inc.path);
    const entry: RequestLogEntry = { at: now(), edition, method, path: inc.path, query: inc.query, status: 0 };
    const body = bodyForLog(raw);
    if (body !== undefined) entry.body = body;
    log.push(entry);

    if (edition === 'admin') {
      const reply = admin(inc);
      entry.status = reply.status;
      write(res, reply);
      return;
    }
    const fault = faults.pick(method, inc.path, inc.query);
    if (fault) entry.fault = fault.kind;
    if (fault?.kind === 'reset-before') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'remove-first') removeFirst(inc.path);
    const answersFault = fault?.kind === 'status' || fault?.kind === 'rate-limit' || fault?.kind === 'echo-credential';
    let reply = answersFault ? faultReply(edition, fault, inc) : dispatch(edition, inc);
    if (fault?.kind === 'answer' || fault?.kind === 'gateway-echo') reply = replacedReply(edition, fault, reply);
    if (fault?.kind === 'latency') await sleep(fault.ms ?? 0);
    if (fault?.kind === 'reset-after') {
      req.socket.destroy();
      return;
    }
    entry.status = reply.status;
    if (fault?.kind === 'truncate') {
      const bytes = Buffer.from(reply.body);
      res.writeHead(reply.status, { ...reply.headers, 'content-length': String(bytes.length) });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => req.socket.destroy());
      return;
    }
    write(res, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      process.stderr.write(`[emulator] ${String(err)}\n`);
      if (!res.headersSent) write(res, selfHostedError(500, SOMETHING_WENT_WRONG));
    });
  });
  server.keepAliveTimeout = 5_000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(host)}:${port}`;
  const c = state.credentials;

  const emulator: Emulator = {
    url,
    serverVersion,
    selfHosted: { baseUrl: url, apiKey: c.accessKey, ingestionKey: c.ingestionKey },
    managed: { baseUrl: url, keyId: c.keyId, keySecret: c.keySecret, organizationId: c.organizationId, serviceId: c.serviceId },
    actionInputs(edition): Record<string, string> {
      if (edition === 'self-hosted') return { 'base-url': url, 'api-key': state.user.accessKey };
      return {
        edition: 'managed',
        'base-url': url,
        'key-id': c.keyId,
        'key-secret': c.keySecret,
        'organization-id': c.organizationId,
        'service-id': c.serviceId,
      };
    },
    log,
    faults,
    state,
    clearLog() {
      log.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return emulator;
}
