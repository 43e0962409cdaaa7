import type { Edition } from './types.js';

/** Requests per window the client paces itself to. */
export interface RateLimit {
  requests: number;
  windowMs: number;
}

/** What an operation needs from the API; each edition has some (docs/contract.md §6). */
export type Capability =
  /** Dashboards, alerts, sources, webhooks, saved searches: both editions. */
  | 'observability'
  /** `POST /charts/series`: self-hosted only. */
  | 'charts'
  /** Organization API keys and BYOC infrastructure: managed only. */
  | 'organization'
  /** Nothing: the operation reads only the workspace's files (alerts.test), so it runs on either edition with no server or key. */
  | 'none';

export interface EditionFacts {
  defaultBaseUrl: string;
  /** Where the API lives below the base URL. */
  apiRoot: string;
  /** The documented per-key limit (docs/contract.md §3); `rate-limit` overrides it. */
  rateLimit: RateLimit;
  capabilities: readonly Capability[];
}

/** Everything that differs between the editions at the level of a whole API, in one table. */
export const EDITIONS: Record<Edition, EditionFacts> = {
  'self-hosted': {
    defaultBaseUrl: 'http://localhost:8000',
    apiRoot: '/api/v2',
    rateLimit: { requests: 100, windowMs: 60_000 },
    capabilities: ['observability', 'charts', 'none'],
  },
  managed: {
    defaultBaseUrl: 'https://api.clickhouse.cloud',
    apiRoot: '/v1',
    rateLimit: { requests: 10, windowMs: 10_000 },
    capabilities: ['observability', 'organization', 'none'],
  },
};

/** The editions that have `capability`, in table order. */
export function editionsWith(capability: Capability): Edition[] {
  return (Object.keys(EDITIONS) as Edition[]).filter((e) => EDITIONS[e].capabilities.includes(capability));
}
