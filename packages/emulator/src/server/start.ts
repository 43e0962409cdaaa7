// The emulator's HTTP server: one server (loopback by default) serving the self-hosted HyperDX API
// (`/api/v2/*`) and the managed ClickHouse Cloud API (`/v1/*`), plus admin routes (`/__emulator/*`)
// for the request log, fault injection and reseeding. Each request is logged, meets its fault rule
// if one matches (fault-replies.ts), and is answered by its edition (editions/).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '../core/env.ts';
import { createFaults, type Faults } from '../core/faults.ts';
import { bodyForLog, expressNotFound, readBody, type Incoming, type Reply } from '../core/http.ts';
import { createIds } from '../core/ids.ts';
import { createLimiter } from '../core/limiter.ts';
import type { EmulatorState } from '../core/state/organization.ts';
import { DEFAULT_SERVER_VERSION, featuresOf, type ServerVersion } from '../core/versions.ts';
import { handleManaged, managedError } from '../editions/managed.ts';
import { handleHealth, handleSelfHosted, selfHostedError, SOMETHING_WENT_WRONG } from '../editions/self-hosted.ts';
import { buildState, type Seed } from '../seed/build.ts';
import { admin } from './admin.ts';
import { faultReply, removeFirst, replacedReply, type Edition } from './fault-replies.ts';

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
  edition: Edition;
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

  function dispatch(edition: Edition, inc: Incoming): Reply {
    try {
      if (edition === 'self-hosted') return handleSelfHosted(inc, env);
      if (edition === 'managed') return handleManaged(inc, env);
      if (inc.path === '/health') return handleHealth(inc, env);
      return expressNotFound(inc.method, inc.path);
    } catch (err) {
      // Unexpected exceptions answer like each server's global error handler.
      process.stderr.write(`[emulator] ${inc.method} ${inc.path}: ${(err as Error).stack ?? String(err)}\n`);
      if (edition === 'managed') return managedError(500, 'Internal error');
      return selfHostedError(500, SOMETHING_WENT_WRONG);
    }
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
      const reply = admin({ host, emulator, log, state, faults, reset }, inc);
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
    if (fault?.kind === 'remove-first') removeFirst(state, inc.path);
    const answersFault = fault?.kind === 'status' || fault?.kind === 'rate-limit' || fault?.kind === 'echo-credential';
    let reply = answersFault ? faultReply(env, edition, fault, inc) : dispatch(edition, inc);
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
