// Which server has what (docs/contract.md §19): the features that came after the pinned servers
// (HyperDX api 2.36.0, the Cloud OpenAPI of 2026-07-31), the first self-hosted release of each, and
// whether the managed API takes it. A run that needs one asks `refusal()` before its first write:
// a server known to lack it is refused with the release that has it, never sent a write to fail.
import type { Edition } from './types.js';

export type ServerFeature = 'inlineAlerts' | 'alertDisplayFields' | 'alertSilences' | 'webhookValidate';

export interface FeatureFacts {
  /** What it is, a noun phrase for a sentence: "alert silences (`POST`/`DELETE …/alerts/{id}/silenced`)". */
  what: string;
  /**
   * The first HyperDX release (`@hyperdx/api`) that has it; undefined when the release is not on
   * record (only the server's answer tells: a 404 on the route).
   */
  selfHosted?: string;
  /** Whether the managed (ClickHouse Cloud) API takes it today. */
  managed: boolean;
}

export const SERVER_FEATURES: Readonly<Record<ServerFeature, FeatureFacts>> = {
  // @hyperdx/api 2.38.0 release notes (f0d1cef; hyperdx #3043); refused by the Cloud gateway (terraform-provider-clickhouse #717).
  inlineAlerts: { what: 'inline alerts (`source: inline` with their own `chartConfig`)', selfHosted: '2.38.0', managed: false },
  // @hyperdx/api 2.38.0 release notes (74c28e7; hyperdx #3063, #3065); not in the Cloud gateway's alert schema.
  alertDisplayFields: { what: 'alert `displayName` and `tags`', selfHosted: '2.38.0', managed: false },
  // @hyperdx/api 2.47.0 release notes (7905721); Cloud API reference "ClickStack: Silence Alert" (beta).
  alertSilences: { what: 'alert silences (`POST`/`DELETE …/alerts/{id}/silenced`)', selfHosted: '2.47.0', managed: true },
  // API reference "Validate Webhook" (both editions); the first self-hosted release is not on record.
  webhookValidate: { what: 'webhook validation (`POST …/webhooks/validate`)', managed: true },
};

/** What a server says of itself: self-hosted `GET /health` answers the release it runs (`CODE_VERSION`). */
export interface ServerIdentity {
  edition: Edition;
  /** `2.47.0`; undefined when the server did not say (managed, a proxy without `/health`, a nightly or PR build). */
  version?: string;
}

const RELEASE = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/;

/** A release number as `GET /health` answers it, or undefined for anything else (an empty tag, `pr-123`, a nightly, a pre-release). */
export function releaseOf(value: unknown): string | undefined {
  return typeof value === 'string' && RELEASE.test(value.trim()) ? value.trim() : undefined;
}

/** Negative when release `a` is older than `b`. */
export function compareReleases(a: string, b: string): number {
  const pa = RELEASE.exec(a)?.slice(1).map(Number) ?? [];
  const pb = RELEASE.exec(b)?.slice(1).map(Number) ?? [];
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether the server has `feature`: true, false, or undefined when it cannot be told without trying. */
export function hasFeature(feature: ServerFeature, server: ServerIdentity): boolean | undefined {
  const facts = SERVER_FEATURES[feature];
  if (server.edition === 'managed') return facts.managed;
  if (!server.version || !facts.selfHosted) return undefined;
  return compareReleases(server.version, facts.selfHosted) >= 0;
}

/** Where a feature is, in words: "HyperDX has it since 2.47.0, ClickHouse Cloud too". */
export function whereFeatureIs(feature: ServerFeature): string {
  const facts = SERVER_FEATURES[feature];
  const hyperdx = facts.selfHosted ? `HyperDX has it since ${facts.selfHosted}` : 'recent HyperDX releases have it';
  return facts.managed ? `${hyperdx}, ClickHouse Cloud too` : `${hyperdx}; ClickHouse Cloud's API does not yet`;
}

/**
 * Why this server cannot do `feature`, when it is known to lack it (a sentence naming the release
 * that has it); undefined when it has it or cannot be told.
 */
export function refusal(feature: ServerFeature, server: ServerIdentity): string | undefined {
  if (hasFeature(feature, server) !== false) return undefined;
  const facts = SERVER_FEATURES[feature];
  const which = server.edition === 'managed' ? "ClickHouse Cloud's ClickStack API" : `this server (HyperDX ${server.version}, as its \`GET /health\` says)`;
  return `${which} has no ${facts.what} (${whereFeatureIs(feature)})`;
}

/** The same, for a server that answered 404 on the feature's route: it lacks the route whatever it said. */
export function routeMissing(feature: ServerFeature, server: ServerIdentity): string {
  const facts = SERVER_FEATURES[feature];
  const which = server.edition === 'managed' ? 'the ClickHouse Cloud API' : server.version ? `this server (HyperDX ${server.version})` : 'this server';
  return `${which} answered 404 on the route: it has no ${facts.what} (${whereFeatureIs(feature)})`;
}
