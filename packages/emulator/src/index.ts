// observability-ops-emulator: an emulator of the self-hosted HyperDX API v2 and the managed ClickHouse
// Cloud ClickStack API, for clients' tests and CI. Shipped with the package and imports nothing from
// the action: it states both contracts on its own. Relative imports keep their `.ts` extension so
// Node 24 runs it straight from the sources (scripts, `npm run emulator`); ncc bundles it for the
// published bin (tsconfig `rewriteRelativeImportExtensions`).
//
// Layout: server/ (the HTTP server, admin routes, fault replies) → editions/ (self-hosted, managed
// and its gateway, the route table) → resources/<kind>/ (each kind's handlers, bodies, rules and
// answers) → core/ (state, versions, validation, HTTP helpers); seed/ builds the state.
export { DEFAULT_KEY_PROPAGATION_MS, startEmulator, type Emulator, type EmulatorOptions, type RequestLogEntry } from './server/start.ts';
export { MANAGED_FAULT_RESET_FRACTION } from './server/fault-replies.ts';
export type { Faults, FaultRule } from './core/faults.ts';
export { SERVER_VERSIONS, type ServerVersion } from './core/versions.ts';
export type * from './core/state/records.ts';
export type * from './core/state/team.ts';
export type * from './core/state/organization.ts';
export type * from './core/state/context.ts';
export { DEMO, type Seed } from './seed/build.ts';
export type { SeedDocument } from './seed/document.ts';
export { SeedProblems } from './seed/document.ts';
export { loadSeedFile, parseSeed, SeedFileError, type SeedCheckOptions } from './seed/file.ts';
