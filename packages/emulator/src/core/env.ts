// What the edition handlers share at run time (built once per emulator).
import type { IdSource } from './ids.ts';
import type { Limiter } from './limiter.ts';
import type { Features, ServerVersion } from './versions.ts';
import type { EmulatorState } from './state/organization.ts';

export interface LimitConfig {
  max: number;
  windowMs: number;
}

export interface Env {
  /** Always read through `env.state` (reset swaps nested objects). */
  state: EmulatorState;
  ids: IdSource;
  now: () => number;
  serverVersion: ServerVersion;
  features: Features;
  selfHostedLimit: LimitConfig;
  managedLimit: LimitConfig;
  /** Undefined when the option is `false` (no limiting, no headers). */
  selfHostedLimiter?: Limiter;
  managedLimiter?: Limiter;
  legacyNoMeta: boolean;
  legacyChannel: boolean;
  /** Self-hosted before api 2.30: `POST /dashboards/validate` is unrouted. */
  legacyNoValidate: boolean;
  /** Self-hosted `POST /dashboards/validate` answers `{data: {valid, errors, normalized}}`. */
  validateInData: boolean;
  managedPaginate: boolean;
  /** False: key lists and gets carry no `keySuffix` (the schema makes it optional). */
  managedKeySuffix: boolean;
  /** How long a key created through the API is not yet known organization-wide (ms of `now`). */
  keyPropagationMs: number;
}
