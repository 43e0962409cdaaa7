// The emulator's starting state: the credentials (a seed document's, or the demo's), a self-hosted
// team with its user, a managed organization with one service and the key in use — then the demo
// world (demo.ts), nothing more (`empty`), or a seed document's objects (document.ts).
import { applySeed, type SeedDocument } from './document.ts';
import { iso, type StateContext } from '../core/state/context.ts';
import {
  createKeyAdder,
  systemRoleRecords,
  type ApiKeyRecord,
  type Credentials,
  type EmulatorState,
  type RoleRecord,
  type SelfHostedTeam,
  type UserRecord,
} from '../core/state/organization.ts';
import { createTeam, type ServiceState } from '../core/state/team.ts';
import { must } from '../core/must.ts';
import { DEMO, seedDemo } from './demo.ts';

export { DEMO } from './demo.ts';

const DAY = 24 * 3600 * 1000;

/** A user with their key (defaults: a generated id, `fallback` as the name and `<fallback>@example.com`). */
function newUser(ctx: StateContext, u: { accessKey: string; email?: string; name?: string; id?: string }, fallback: string): UserRecord {
  return {
    id: u.id ?? ctx.ids.objectId(),
    email: (u.email ?? `${fallback.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.com`).toLowerCase(),
    name: u.name ?? fallback,
    accessKey: u.accessKey,
    createdAt: iso(ctx.now()),
  };
}

/** A seed: the demo world, credentials only, or a seed document (document.ts). */
export type Seed = 'demo' | 'empty' | SeedDocument;

/** The credentials a seed starts with (a document's, completed with the demo's). */
export function credentialsOf(seed: Seed): Credentials {
  const c = typeof seed === 'object' ? seed.credentials : undefined;
  return {
    accessKey: c?.selfHosted?.accessKey ?? DEMO.accessKey,
    ingestionKey: c?.selfHosted?.ingestionKey ?? DEMO.ingestionKey,
    keyId: c?.managed?.keyId ?? DEMO.keyId,
    keySecret: c?.managed?.keySecret ?? DEMO.keySecret,
    organizationId: c?.managed?.organizationId ?? DEMO.organizationId,
    serviceId: c?.managed?.serviceId ?? DEMO.serviceId,
  };
}

/** A fresh state for `seed`; a document's problems throw SeedProblems (nothing half-applied escapes). */
export function buildState(ctx: StateContext, seed: Seed): EmulatorState {
  const now = ctx.now();
  const credentials = credentialsOf(seed);
  const keys: ApiKeyRecord[] = [];
  const roles = systemRoleRecords(iso(now - 800 * DAY));
  const firstTeam: SelfHostedTeam = {
    team: createTeam(ctx, 'Observability Ops Demo'),
    users: [{ id: ctx.ids.objectId(), email: 'demo@example.com', name: 'Demo User', accessKey: credentials.accessKey, createdAt: iso(now - 90 * DAY) }],
    invitations: [],
  };
  const state: EmulatorState = {
    credentials,
    telemetry: { scenario: 'demo', rows: [] },
    selfHosted: firstTeam.team,
    user: must(firstTeam.users[0], "the first team's user"),
    selfHostedTeams: [firstTeam],
    addSelfHostedTeam(input) {
      const team = createTeam(ctx, input.name);
      if (input.id !== undefined) team.id = input.id;
      const entry: SelfHostedTeam = { team, users: [newUser(ctx, input.user, input.name)], invitations: [] };
      state.selfHostedTeams.push(entry);
      return entry;
    },
    addUser(input) {
      const entry = input.team === undefined ? firstTeam : state.selfHostedTeams.find((e) => e.team.id === input.team || e.team.name === input.team);
      if (!entry) throw new Error(`addUser: no self-hosted team with the id or name ${JSON.stringify(input.team)}`);
      if (state.selfHostedTeams.some((e) => e.users.some((u) => u.accessKey === input.accessKey))) {
        throw new Error("addUser: this access key is already a user's");
      }
      const user = newUser(ctx, input, input.name ?? `user-${entry.users.length + 1}`);
      entry.users.push(user);
      return user;
    },
    ingestionKey: credentials.ingestionKey,
    organization: { id: credentials.organizationId, name: 'Observability Ops Demo Org', createdAt: iso(now - 800 * DAY), enableCoreDumps: false },
    keys,
    byoc: [],
    services: {},
    roles,
    addKey: createKeyAdder(ctx, keys, roles),
    addRole(name, options = {}) {
      const id = options.id ?? ctx.ids.uuid();
      const createdAt = options.createdAt ?? iso(ctx.now());
      const policies = (options.policies ?? []).map((p) => ({ id: ctx.ids.uuid(), ...p }));
      const role: RoleRecord = { id, name, type: 'custom', policies, createdAt, updatedAt: createdAt };
      roles.push(role);
      return role;
    },
  };
  const service: ServiceState = Object.assign(createTeam(ctx, 'observability-prod'), {
    serviceId: credentials.serviceId,
    serviceName: 'observability-prod',
    region: 'us-east-1',
    provider: 'aws' as const,
    serviceState: 'running',
  });
  state.services[credentials.serviceId] = service;
  // The key the credentials authenticate with (an admin key).
  state.addKey({
    name: 'ci-pipeline',
    keyId: credentials.keyId,
    secret: credentials.keySecret,
    createdAt: iso(now - 200 * DAY),
    usedAt: iso(Math.floor(now / 60_000) * 60_000),
  });
  if (seed === 'empty') return state;
  if (typeof seed === 'object') {
    applySeed(state, seed, ctx);
    return state;
  }
  seedDemo(state, service, now);
  return state;
}
