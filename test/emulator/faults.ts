// Fault injection: ordered rules matched on "METHOD /path"; the first rule that fires wins.
import { mulberry32 } from './prng.ts';

export type FaultKind = 'status' | 'latency' | 'reset-before' | 'reset-after' | 'truncate' | 'rate-limit';

export interface FaultRule {
  /** `'POST /api/v2/alerts'` (method, then path prefix; method `*` = any) or a RegExp tested on `'METHOD /path'`. */
  route: string | RegExp;
  kind: FaultKind;
  /** For 'status' (e.g. 503): body in the edition's error shape. */
  status?: number;
  /** For 'latency'. */
  ms?: number;
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
  pick(method: string, path: string): FaultRule | undefined;
}

const KINDS: readonly FaultKind[] = ['status', 'latency', 'reset-before', 'reset-after', 'truncate', 'rate-limit'];

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
    pick(method, path) {
      for (const a of active) {
        if (a.left <= 0 || !matches(a.rule.route, method, path)) continue;
        if (a.random() >= (a.rule.rate ?? 1)) continue;
        a.left -= 1;
        return a.rule;
      }
      return undefined;
    },
  };
}
