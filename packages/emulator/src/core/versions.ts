// Which servers the emulator answers as: `latest` (today's, the default) or `2.36` (HyperDX api 2.36.0,
// upstream b52a6fa8 of 2026-08-21, and the ClickHouse Cloud OpenAPI of 2026-07-31 — what the emulator
// answered before it learned today's API). A version is a set of features; every handler asks for a
// feature, never for a version, so a later version is one more row here.

export const SERVER_VERSIONS = ['latest', '2.36'] as const;
export type ServerVersion = (typeof SERVER_VERSIONS)[number];
export const DEFAULT_SERVER_VERSION: ServerVersion = 'latest';

/** What a server version has (docs/emulator.md "Server versions" names the source of each). */
export interface Features {
  // ---- the HyperDX service (self-hosted `/api/v2`, and the service behind the managed gateway)
  /** `source: "inline"` alerts with their own `chartConfig` (hyperdx #3010, #3043). */
  inlineAlerts: boolean;
  /** Alert `displayName` and `tags`, derived from what the alert watches when a write omits them (hyperdx #3063, #3065). */
  alertDisplayFields: boolean;
  /** `POST` / `DELETE …/alerts/{id}/silenced` (API reference "Silence Alert" / "Unsilence Alert"). */
  alertSilences: boolean;
  /** `POST …/webhooks/validate` (API reference "Validate Webhook"). */
  webhookValidate: boolean;
  /** Dashboard filters of `type: STATIC_LIST` (hyperdx #3017). */
  staticListFilters: boolean;
  /** `savedFilterValues` entries `{type: "variable", name, values}` (hyperdx #2963). */
  variableFilterValues: boolean;
  /** Line tile config `lineInterpolation` (API reference example body). */
  lineInterpolation: boolean;
  // ---- the managed gateway and what only the managed service does
  /** Several `channels` per alert on managed (clickhousectl #695, #719). */
  managedChannels: boolean;
  /** The `30s` alert interval on managed (clickhousectl #695). */
  managedInterval30s: boolean;
  /** `detectionMode` and `anomalyConfig` on managed alerts (terraform-provider-clickhouse #715). */
  anomalyDetection: boolean;
  /** The gateway takes tile `formulas`, `seriesLimit`, `showOperandSeries` (clickhousectl #693, #699). */
  managedTileFormulas: boolean;
  /** The gateway takes filter `isVariableEnabled` / `variableName` / `isBroadcastEnabled` (clickhousectl #693). */
  managedFilterVariables: boolean;
}

const AUGUST: Features = {
  inlineAlerts: false,
  alertDisplayFields: false,
  alertSilences: false,
  webhookValidate: false,
  staticListFilters: false,
  variableFilterValues: false,
  lineInterpolation: false,
  managedChannels: false,
  managedInterval30s: false,
  anomalyDetection: false,
  managedTileFormulas: false,
  managedFilterVariables: false,
};

const LATEST: Features = Object.fromEntries(Object.keys(AUGUST).map((k) => [k, true])) as unknown as Features;

/**
 * The release self-hosted `GET /health` answers as `version` (upstream's `CODE_VERSION`): 2.36.0 for
 * August's server, and for today's the first release that has every feature above (`@hyperdx/api`
 * 2.47.0 brought the v2 silence routes, the last of them).
 */
export const CODE_VERSIONS: Readonly<Record<ServerVersion, string>> = { latest: '2.47.0', '2.36': '2.36.0' };

export function featuresOf(version: ServerVersion): Features {
  return version === '2.36' ? AUGUST : LATEST;
}

export function isServerVersion(raw: unknown): raw is ServerVersion {
  return (SERVER_VERSIONS as readonly unknown[]).includes(raw);
}
