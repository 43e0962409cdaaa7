// Seeded, deterministic telemetry the emulator's chart-series endpoint serves.
//
// Everything is generated relative to `anchor` = `now` rounded down to the
// minute, for the HISTORY_MINUTES minutes before it (8 days 30 min): the
// recent part, RECENT_MINUTES = 24 h 30 min (so a "same window one day
// earlier" baseline has data), described below, and before it an older week
// of the same background with the bursts of history.ts (a 7-day alert
// backtest's material). "Minute m" below means
// [anchor - (m+1) min, anchor - m min); m = 0 is the last complete minute.
// Each part draws from its own PRNG (mulberry32, fixed seeds) in the same
// order for every anchor, so the data is identical relative to the anchor
// whatever the clock: the numbers below hold for every `now`. The recent part
// is exactly what it was when it was all the history.
//
// Services: checkout, payments, frontend, search. `ghost` has no data at all.
//
// Logs (source kind `log`), per service and minute:
//   4 `info` + 1 `warn` on even minutes + the `error` rows below.
//   error logs per minute:
//     checkout  12 in minutes 0-9 (the ERROR SPIKE), else 1 when m % 3 == 0
//     payments  1 when m % 5 == 0
//     frontend  1 when m % 4 == 2
//     search    4 on even / 3 on odd minutes in minutes 0-59 (WARN BAND), else 1 when m % 6 == 0
//   => checkout errors, last 10 min: 120 (12/min); last 15 min: 121; any
//      other 15-min window outside the spike: 5. Other services <= 1/min
//      except search in its warn band.
//   => search errors, last 15 min: 53 (max 4/min, min 3/min).
//   columns: Timestamp, ServiceName, SeverityText (info|warn|error), Body,
//   StatusCode (UInt16: 200, errors 500/502/503), UserId, TraceId.
//
// Traces (source kind `trace`), 6 spans per service and minute, Duration in ms
// (UInt64) = base duration * (1 +- 3 % seeded jitter), base per span slot:
//     checkout  40 60 80 120 180 260, times 1.4 in minutes 0-14 (LATENCY SHIFT)
//     payments  30 45 60  90 130 200
//     frontend  20 30 50  70 100 150
//     search    15 25 35  55  80 120
//   => quantile(0.95)(Duration) over [anchor-15m, anchor] vs the same window
//      one day earlier: checkout 366.65 vs 261.1 ms (+40.4 %),
//      payments 203.55 vs 203 ms (+0.3 %), frontend 152.55 vs 151,
//      search 121 vs 120.55.
//   StatusCode: `Error` for checkout's two slowest spans each minute in
//   minutes 0-9, otherwise `Error` with 2 % probability, else `Ok`.
//   columns: Timestamp, ServiceName, SpanName, Duration, StatusCode, TraceId, UserId.
//
// Older week (minutes 1470 … 11549, history.ts: WEEK): the same background
// per service and minute (4 info, a warn on even minutes, 6 spans, the error
// rates above outside the warn band), plus
//   checkout  a 10-min burst of 4 errors/min every 3 h (48 in the 7 days before
//             the anchor) and three 20-min incidents of 15 errors/min with spans
//             twice as slow and the slowest two failing;
//   search    a nightly 1-h warn band of 3-4 errors/min (6 in those 7 days);
//   payments  the quiet service: 1 error every 5 minutes, never a burst.
//   => errors of all services on 5-min windows, 7 days up to the last complete
//      window, `above`: 10 fires 58 times (checkout 52, search 7 grouped), 50
//      fires 4 times (WEEK.allErrors5m), on any clock.
//
// Size: the recent part is 28,172 log rows and 35,280 spans (~90 ms to
// generate); the week adds 195,311 log rows and 241,920 spans (~0.7 s) and is
// only generated when a query reaches before the recent part. Rows are
// generated once; each new anchor minute gets a copy of the last one moved to
// its time (~5 ms recent, ~130 ms with the week; two anchors kept, ~7 MB each
// recent, ~45 MB with the week), so a query is a few ms, a 7-day one at 5-min
// granularity 10-60 ms per series.

import { mulberry32 } from '../../core/prng.ts';
import type { Row, Table } from './table.ts';
import { must } from '../../core/must.ts';
import { HISTORY_MINUTES, inIncident, RECENT_MINUTES, WEEK, weekErrorLogsInMinute } from './history.ts';

export const SERVICES = ['checkout', 'payments', 'frontend', 'search'] as const;
export type Service = (typeof SERVICES)[number];
export const GHOST_SERVICE = 'ghost';

export { HISTORY_MINUTES, RECENT_MINUTES, WEEK } from './history.ts';
export const SPANS_PER_MINUTE = 6;
export const INFO_LOGS_PER_MINUTE = 4;

/** The scenario facts demo and tests rely on (all relative to the anchor minute). */
export const SCENARIO = {
  errorSpike: {
    service: 'checkout',
    minutes: 10,
    errorsPerMinute: 12,
    /** checkout error logs in the last 10 / 15 minutes. */
    errorsLast10m: 120,
    errorsLast15m: 121,
    /** checkout error logs per minute before the spike: 0 or 1. */
    baselineMaxPerMinute: 1,
  },
  latencyShift: {
    service: 'checkout',
    minutes: 15,
    factor: 1.4,
    /** quantile(0.95)(Duration) in ms, last 15 min and the same 15 min one day earlier. */
    checkoutP95Last15m: 366.65,
    checkoutP95DayBefore: 261.1,
    paymentsP95Last15m: 203.55,
    paymentsP95DayBefore: 203,
  },
  searchWarn: {
    service: 'search',
    minutes: 60,
    /** search error logs per minute inside the band: 3 or 4. */
    minPerMinute: 3,
    maxPerMinute: 4,
    errorsLast15m: 53,
  },
  ghost: { service: GHOST_SERVICE },
} as const;

export const LOG_COLUMNS = {
  Timestamp: 'DateTime64',
  ServiceName: 'String',
  SeverityText: 'String',
  Body: 'String',
  StatusCode: 'UInt16',
  UserId: 'String',
  TraceId: 'String',
} as const;

export const TRACE_COLUMNS = {
  Timestamp: 'DateTime64',
  ServiceName: 'String',
  SpanName: 'String',
  Duration: 'UInt64',
  StatusCode: 'String',
  TraceId: 'String',
  UserId: 'String',
} as const;

export function errorLogsInMinute(service: Service, m: number): number {
  switch (service) {
    case 'checkout':
      return m < SCENARIO.errorSpike.minutes ? SCENARIO.errorSpike.errorsPerMinute : m % 3 === 0 ? 1 : 0;
    case 'payments':
      return m % 5 === 0 ? 1 : 0;
    case 'frontend':
      return m % 4 === 2 ? 1 : 0;
    case 'search':
      if (m < SCENARIO.searchWarn.minutes) return m % 2 === 0 ? 4 : 3;
      return m % 6 === 0 ? 1 : 0;
  }
}

const BASE_DURATIONS: Record<Service, number[]> = {
  checkout: [40, 60, 80, 120, 180, 260],
  payments: [30, 45, 60, 90, 130, 200],
  frontend: [20, 30, 50, 70, 100, 150],
  search: [15, 25, 35, 55, 80, 120],
};

const SPAN_NAMES: Record<Service, string[]> = {
  checkout: ['GET /cart', 'POST /checkout', 'reserve-inventory', 'compute-tax', 'charge-payment', 'place-order'],
  payments: ['POST /charge', 'fraud-check', 'tokenize-card', 'bank-authorize', 'ledger-write', 'POST /refund'],
  frontend: ['GET /', 'GET /product', 'render-page', 'GET /static', 'POST /cart', 'GET /search'],
  search: ['GET /search', 'parse-query', 'index-lookup', 'rank-results', 'spellcheck', 'suggest'],
};

const INFO_BODIES: Record<Service, string[]> = {
  checkout: ['order placed', 'cart loaded', 'tax computed', 'inventory reserved'],
  payments: ['payment authorized', 'card tokenized', 'refund issued', 'ledger updated'],
  frontend: ['page rendered', 'session started', 'asset served', 'user signed in'],
  search: ['query served', 'index refreshed', 'suggestions served', 'cache hit'],
};

const WARN_BODIES: Record<Service, string> = {
  checkout: 'slow response from inventory service',
  payments: 'retrying bank authorization',
  frontend: 'slow page render',
  search: 'query took longer than expected',
};

const ERROR_BODIES: Record<Service, string[]> = {
  checkout: ['payment gateway timeout while placing order', 'failed to reserve inventory: connection refused'],
  payments: ['card declined by issuer: do not honor', 'bank authorization failed: upstream 503'],
  frontend: ['uncaught TypeError in product page', 'failed to load cart widget'],
  search: ['search index shard unavailable', 'query timeout after 2000 ms'],
};

const ERROR_STATUS = [500, 502, 503];

/** `user-100` … `user-139`, one string each (rows share them). */
const USER_IDS = Array.from({ length: 40 }, (_, i) => `user-${100 + i}`);

export interface Telemetry {
  anchor: number;
  logs: Table;
  traces: Table;
}

/** What one stretch of minutes emits besides the steady background (info, warn, 6 spans per service and minute). */
interface Pattern {
  errors: (service: Service, m: number) => number;
  latencyFactor: (service: Service, m: number) => number;
  /** Whether span slot `k` (0 fastest … 5 slowest) of `service` fails in minute `m` regardless of chance. */
  failing: (service: Service, m: number, k: number) => boolean;
}

const RECENT: Pattern = {
  errors: errorLogsInMinute,
  latencyFactor: (service, m) => (service === SCENARIO.latencyShift.service && m < SCENARIO.latencyShift.minutes ? SCENARIO.latencyShift.factor : 1),
  failing: (service, m, k) => service === 'checkout' && m < SCENARIO.errorSpike.minutes && k >= SPANS_PER_MINUTE - 2,
};

const OLDER_WEEK: Pattern = {
  errors: weekErrorLogsInMinute,
  latencyFactor: (service, m) => (service === WEEK.checkoutIncidents.service && inIncident(m) ? WEEK.checkoutIncidents.latencyFactor : 1),
  failing: (service, m, k) => service === WEEK.checkoutIncidents.service && inIncident(m) && k >= SPANS_PER_MINUTE - 2,
};

const SEED = 0x0b5e7a11;
/** The older week draws from its own sequence, so the recent part's draws (and rows) are what they always were. */
const WEEK_SEED = 0x0b5e7a12;
/** Anchors kept per cache: a run crossing a minute boundary asks for two; the week is ~45 MB per anchor. */
const CACHE_SIZE = 2;
/** Per anchor minute: the recent part only, and the whole history (built when a query reaches into the week). */
const recentCache = new Map<number, Telemetry>();
const fullCache = new Map<number, Telemetry>();
/** The rows of each part as last placed (at `anchor`; 0 = just generated, relative): the next anchor's are a moved copy. */
let recentPart: Part | undefined;
let weekPart: Part | undefined;

interface Part {
  anchor: number;
  logs: Row[];
  traces: Row[];
}

export function anchorOf(now: number): number {
  return Math.floor(now / 60_000) * 60_000;
}

/**
 * The dataset for `now` (cached per anchor minute), holding at least the rows from `from` on: the
 * older week is generated (once, ~0.7 s) only when a query reaches before the recent part, so the
 * many short queries never pay for it. The rows relative to the anchor are the same for every
 * anchor, so each part is generated once and a new anchor gets a copy of the last one moved in time
 * (no separate relative copy is kept: memory is the cached anchors' rows).
 */
export function telemetryAt(now: number, from: number = now): Telemetry {
  const anchor = anchorOf(now);
  const recent = recentAt(anchor);
  if (from >= anchor - RECENT_MINUTES * 60_000) return recent;
  let t = fullCache.get(anchor);
  if (!t) {
    weekPart = moved(weekPart ?? generate(HISTORY_MINUTES - 1, RECENT_MINUTES, mulberry32(WEEK_SEED), OLDER_WEEK), anchor);
    // The week covers minutes before the recent part's: its rows come first in time order.
    t = tables(anchor, weekPart.logs.concat(recent.logs.rows), weekPart.traces.concat(recent.traces.rows));
    remember(fullCache, t);
  }
  return t;
}

function recentAt(anchor: number): Telemetry {
  let t = recentCache.get(anchor);
  if (!t) {
    recentPart = moved(recentPart ?? generate(RECENT_MINUTES - 1, 0, mulberry32(SEED), RECENT), anchor);
    t = tables(anchor, recentPart.logs, recentPart.traces);
    remember(recentCache, t);
  }
  return t;
}

/** `part` placed at `anchor` (rows are never changed once built, so the same anchor shares them). */
function moved(part: Part, anchor: number): Part {
  if (part.anchor === anchor) return part;
  const by = anchor - part.anchor;
  const at = (rows: Row[]): Row[] => rows.map((r) => ({ ...r, Timestamp: r.Timestamp + by }));
  return { anchor, logs: at(part.logs), traces: at(part.traces) };
}

function tables(anchor: number, logs: Row[], traces: Row[]): Telemetry {
  return {
    anchor,
    logs: { columns: { ...LOG_COLUMNS }, rows: logs, implicitColumn: 'Body' },
    traces: { columns: { ...TRACE_COLUMNS }, rows: traces, implicitColumn: 'SpanName' },
  };
}

function remember(cache: Map<number, Telemetry>, t: Telemetry): void {
  cache.set(t.anchor, t);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as number);
}

/** Rows of minutes `from` down to `to` (inclusive), relative to the anchor, each list sorted by time. */
function generate(from: number, to: number, rand: () => number, pattern: Pattern): Part {
  const pick = <T>(list: readonly T[]): T => must(list[Math.floor(rand() * list.length)], 'an item of a non-empty list');
  // Joined, not concatenated: a concatenation is a tree of small strings in V8, several times the
  // memory of the 32 characters, and a week holds half a million ids.
  const hex = (chars: number): string => {
    const parts: string[] = [];
    for (let n = 0; n < chars; n += 4)
      parts.push(
        Math.floor(rand() * 0x10000)
          .toString(16)
          .padStart(4, '0'),
      );
    return parts.join('').slice(0, chars);
  };
  const userId = (): string => must(USER_IDS[Math.floor(rand() * USER_IDS.length)], 'a user id');

  const logs: Row[] = [];
  const traces: Row[] = [];
  for (let m = from; m >= to; m--) {
    const minuteStart = -(m + 1) * 60_000;
    const at = (): number => minuteStart + Math.floor(rand() * 60_000);
    for (const service of SERVICES) {
      for (let i = 0; i < INFO_LOGS_PER_MINUTE; i++) {
        logs.push(logRow(at(), service, 'info', pick(INFO_BODIES[service]), 200, userId(), hex(32)));
      }
      if (m % 2 === 0) logs.push(logRow(at(), service, 'warn', WARN_BODIES[service], 200, userId(), hex(32)));
      const errors = pattern.errors(service, m);
      for (let i = 0; i < errors; i++) {
        logs.push(logRow(at(), service, 'error', pick(ERROR_BODIES[service]), pick(ERROR_STATUS), userId(), hex(32)));
      }

      const factor = pattern.latencyFactor(service, m);
      for (let k = 0; k < SPANS_PER_MINUTE; k++) {
        const jitter = 0.97 + rand() * 0.06;
        const status = pattern.failing(service, m, k) || rand() < 0.02 ? 'Error' : 'Ok';
        traces.push({
          Timestamp: at(),
          ServiceName: service,
          SpanName: must(SPAN_NAMES[service][k], 'a span name per span of the minute'),
          Duration: Math.round(must(BASE_DURATIONS[service][k], 'a duration per span of the minute') * factor * jitter),
          StatusCode: status,
          TraceId: hex(32),
          UserId: userId(),
        });
      }
    }
  }
  const byTime = (a: Row, b: Row): number => a.Timestamp - b.Timestamp;
  logs.sort(byTime);
  traces.sort(byTime);
  return { anchor: 0, logs, traces };
}

function logRow(ts: number, service: Service, severity: string, body: string, status: number, user: string, traceId: string): Row {
  return {
    Timestamp: ts,
    ServiceName: service,
    SeverityText: severity,
    Body: body,
    StatusCode: status,
    UserId: user,
    TraceId: traceId,
  };
}
