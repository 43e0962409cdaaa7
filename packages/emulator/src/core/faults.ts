// Fault injection: ordered rules matched on "METHOD /path"; the first rule that fires wins.
import { mulberry32 } from './prng.ts';
import { must } from './must.ts';

export type FaultKind =
  'status' | 'latency' | 'reset-before' | 'reset-after' | 'truncate' | 'rate-limit' | 'echo-credential' | 'remove-first' | 'answer' | 'gateway-echo';

/**
 * How an `echo-credential` fault answers: `envelope` puts the echo in the edition's error message
 * (`{message}` / `{error}`), `text` sends it as a plain-text page (a proxy's error page), `debug-json`
 * as a JSON body without a message field (a framework's debug dump of the request).
 */
export type EchoShape = 'envelope' | 'text' | 'debug-json';

export interface FaultRule {
  /** `'POST /api/v2/alerts'` (method, then path prefix; method `*` = any) or a RegExp tested on `'METHOD /path'`. */
  route: string | RegExp;
  kind: FaultKind;
  /** For 'status' (e.g. 503): body in the edition's error shape. */
  status?: number;
  /** For 'latency'. */
  ms?: number;
  /** Query parameters the request must carry too (e.g. `{ offset: '1000' }` for a second page). */
  query?: Record<string, string>;
  /** For 'echo-credential': the body's shape (default `envelope`). */
  shape?: EchoShape;
  /** For 'echo-credential': characters of filler before the echo, to place it across a client's cut. */
  at?: number;
  /**
   * For 'answer': the JSON body sent (with `status`, default 200) in place of the real answer, after
   * the request was done — a proxy, a replayed answer or a bug that names another object.
   */
  body?: unknown;
  /** How many matching requests it affects (default Infinity). */
  times?: number;
  /** Probability 0..1 that a matching request is affected (deterministic PRNG per rule; default 1). */
  rate?: number;
}

export interface Faults {
  add(rule: FaultRule): void;
  clear(): void;
  /** The active rules (read-only view). */
  readonly rules: readonly FaultRule[];
  /** Internal: picks (and consumes) the rule for a request, if any. */
  pick(method: string, path: string, query?: Record<string, string>): FaultRule | undefined;
}

const KINDS: readonly FaultKind[] = [
  'status',
  'latency',
  'reset-before',
  'reset-after',
  'truncate',
  'rate-limit',
  'echo-credential',
  'remove-first',
  'answer',
  'gateway-echo',
];
const SHAPES: readonly EchoShape[] = ['envelope', 'text', 'debug-json'];

interface ActiveRule {
  rule: FaultRule;
  left: number;
  random: () => number;
}

function matches(route: string | RegExp, method: string, path: string): boolean {
  if (route instanceof RegExp) {
    route.lastIndex = 0;
    return route.test(`${method} ${path}`);
  }
  const space = route.indexOf(' ');
  const wantMethod = space < 0 ? '*' : route.slice(0, space).toUpperCase();
  const prefix = space < 0 ? route : route.slice(space + 1);
  return (wantMethod === '*' || wantMethod === method) && path.startsWith(prefix);
}

/** Throws a readable error for a malformed rule (used for both the API and the HTTP admin route). */
function checkRule(rule: unknown): FaultRule {
  const r = rule as Partial<FaultRule> | null;
  if (!r || typeof r !== 'object') throw new Error('fault rule must be an object');
  if (typeof r.route !== 'string' && !(r.route instanceof RegExp)) throw new Error('fault rule needs a route');
  if (!r.kind || !KINDS.includes(r.kind)) throw new Error(`fault kind must be one of ${KINDS.join(', ')}`);
  if (r.kind === 'status' && (typeof r.status !== 'number' || r.status < 100 || r.status > 599)) {
    throw new Error("a 'status' fault needs status 100..599");
  }
  if (r.kind === 'latency' && (typeof r.ms !== 'number' || r.ms < 0)) throw new Error("a 'latency' fault needs ms >= 0");
  if (r.kind === 'echo-credential' && r.status !== undefined && (typeof r.status !== 'number' || r.status < 400 || r.status > 599)) {
    throw new Error("an 'echo-credential' fault answers an error: status 400..599");
  }
  if (r.kind === 'answer' && r.body === undefined) throw new Error("an 'answer' fault needs a body");
  if (r.kind === 'answer' && r.status !== undefined && (typeof r.status !== 'number' || r.status < 100 || r.status > 599))
    throw new Error("an 'answer' fault needs status 100..599");
  if (r.kind === 'gateway-echo' && r.status !== undefined && (typeof r.status !== 'number' || r.status < 500 || r.status > 599)) {
    throw new Error("a 'gateway-echo' fault answers a gateway error: status 500..599");
  }
  if (r.shape !== undefined && !SHAPES.includes(r.shape)) throw new Error(`shape must be one of ${SHAPES.join(', ')}`);
  if (r.at !== undefined && (typeof r.at !== 'number' || r.at < 0 || !Number.isInteger(r.at))) throw new Error('at must be a whole number >= 0');
  // The rule comes from a test or an admin POST body: its query is checked as what it may really be.
  const query: unknown = r.query;
  if (query !== undefined && (typeof query !== 'object' || query === null || Object.values(query).some((v) => typeof v !== 'string'))) {
    throw new Error('query must map parameter names to strings');
  }
  if (r.rate !== undefined && (typeof r.rate !== 'number' || r.rate < 0 || r.rate > 1)) throw new Error('rate must be 0..1');
  if (r.times !== undefined && (typeof r.times !== 'number' || r.times < 0)) throw new Error('times must be >= 0');
  return r as FaultRule;
}

export function createFaults(): Faults {
  const active: ActiveRule[] = [];
  let added = 0;
  return {
    get rules() {
      return active.map((a) => a.rule);
    },
    add(rule) {
      const checked = checkRule(rule);
      added += 1;
      active.push({ rule: checked, left: checked.times ?? Infinity, random: mulberry32(0x5eed + added * 7919) });
    },
    clear() {
      active.length = 0;
    },
    pick(method, path, query = {}) {
      for (const a of active) {
        if (a.left <= 0 || !matches(a.rule.route, method, path)) continue;
        if (a.rule.query && Object.entries(a.rule.query).some(([k, v]) => query[k] !== v)) continue;
        if (a.random() >= (a.rule.rate ?? 1)) continue;
        a.left -= 1;
        return a.rule;
      }
      return undefined;
    },
  };
}

/**
 * What a careless server says when it refuses a credential: the request's own Authorization
 * header, the credential it carries (Bearer token, or `id:secret` decoded from Basic) and that
 * credential JSON-escaped, URL-encoded and form-encoded — after `at` characters of filler.
 */
export function echoCredentialText(authorization: string | undefined, at = 0): string {
  const header = authorization ?? '';
  const basic = /^basic\s+(\S+)/i.exec(header);
  const credential = basic ? Buffer.from(must(basic[1], 'the basic credential'), 'base64').toString('utf8') : header.replace(/^bearer\s+/i, '');
  return (
    `${'x'.repeat(at)}credentials rejected: authorization=${header}; credential=${credential}; ` +
    `json=${JSON.stringify(credential)}; url=${encodeURIComponent(credential)}; form=${new URLSearchParams({ c: credential }).toString()}`
  );
}
