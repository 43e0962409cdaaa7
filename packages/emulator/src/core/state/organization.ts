// The emulator's whole state: the self-hosted teams and their users, and the managed organization —
// its keys, roles, BYOC infrastructures and services (each holding a ClickStack team).
import type { StateContext } from './context.ts';
import type { ServiceState, TeamState } from './team.ts';

/** Telemetry a seed gives a source (resources/charts/seeded.ts serves it). */
export interface SeededRows {
  sourceId: string;
  /** Cells; a list of numbers (a metric row's `BucketCounts`, `ExplicitBounds`) is kept as its JSON text. */
  row: Record<string, string | number | number[]>;
  count: number;
  everyMs?: number;
  forMs?: number;
  agoMs: number;
}

export interface ApiKeyRecord {
  /** Management UUID (path `/keys/{id}`), not the Basic-auth key id. */
  id: string;
  name: string;
  state: 'enabled' | 'disabled';
  roles: string[];
  assignedRoles: Array<{ roleId: string; roleName: string; roleType: 'system' | 'custom' }>;
  /** Basic-auth username; only its last 4 chars are ever returned (`keySuffix`). */
  keyId: string;
  /** Basic-auth password; never returned by list/get. */
  keySecret: string;
  createdAt?: string;
  expireAt?: string | null;
  usedAt?: string;
  ipAccessList: Array<{ source: string; description?: string }>;
  /** Listed without `keySuffix` (the schema makes it optional). */
  hideSuffix?: boolean;
  /** Listed without `assignedRoles`, as a server from before custom roles answers (legacy `roles` only). */
  hideAssignedRoles?: boolean;
  /** Until this time (emulator clock) the key is not yet known organization-wide (see editions/managed.ts). */
  propagatesUntil?: number;
}

/** A policy of a role as created (RBACPolicyCreateRequest); responses add its role and tenant. */
export interface RolePolicy {
  id: string;
  allowDeny: 'ALLOW' | 'DENY';
  permissions: string[];
  resources: string[];
  tags?: { grants?: string[]; roleV2?: string };
}

/** An organization role (RBACRole): the three system roles and any custom role a seed or test adds. */
export interface RoleRecord {
  id: string;
  name: string;
  type: 'system' | 'custom';
  policies: RolePolicy[];
  createdAt: string;
  updatedAt: string;
}

/** What a custom role may be given besides its name (defaults: a generated id, now, no policy). */
export interface AddRoleOptions {
  id?: string;
  createdAt?: string;
  policies?: Array<Omit<RolePolicy, 'id'>>;
}

export interface ByocRecord {
  id: string;
  /** infra-ready, infra-provisioning or infra-terminated as the emulator makes them; a seed may set another. */
  state: string;
  accountName: string;
  regionId: string;
  cloudProvider: 'aws' | 'gcp' | 'azure';
  displayName: string;
}

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  /** Personal API access key (Bearer). */
  accessKey: string;
  createdAt: string;
}

/** A pending invitation to a self-hosted team (`POST /team/invitation`). */
export interface InvitationRecord {
  id: string;
  email: string;
  name?: string;
  /** The join-team token of the invitation's URL. */
  token: string;
  createdAt: string;
}

/**
 * One self-hosted team with its users (each with a Personal API Access Key) and pending invitations.
 * A key sees only its own team's objects: another team's are answered as not found, as upstream does.
 */
export interface SelfHostedTeam {
  team: TeamState;
  users: UserRecord[];
  invitations: InvitationRecord[];
}

/** A further user of a self-hosted team, with their own key (default team: the first). */
export interface AddUserInput {
  accessKey: string;
  email?: string;
  name?: string;
  id?: string;
  /** The team's id or name. */
  team?: string;
}

/** A further self-hosted team and its first user (defaults: generated ids, `<name>@example.com`). */
export interface AddSelfHostedTeamInput {
  name: string;
  id?: string;
  user: { accessKey: string; email?: string; name?: string; id?: string };
}

export interface AddKeyInput {
  name: string;
  keyId?: string;
  secret?: string;
  state?: 'enabled' | 'disabled';
  createdAt?: string;
  usedAt?: string;
  expireAt?: string | null;
  roles?: string[];
  /** Role ids (system or custom, see `addRole`); wins over `roles`. */
  assignedRoleIds?: string[];
  ipAccessList?: Array<{ source: string; description?: string }>;
  hideSuffix?: boolean;
  hideAssignedRoles?: boolean;
}

/** What the emulator accepts (the demo's, or a seed's); printed when it starts. */
export interface Credentials {
  /** Self-hosted Personal API Access Key (Bearer). */
  accessKey: string;
  /** Self-hosted ingestion key, which /api/v2 refuses. */
  ingestionKey: string;
  /** Managed: the admin key's Basic-auth id and secret, its organization and service. */
  keyId: string;
  keySecret: string;
  organizationId: string;
  serviceId: string;
}

export interface EmulatorState {
  credentials: Credentials;
  /**
   * What POST /charts/series aggregates over: `demo` serves the built-in logs and traces to every
   * log and trace source without rows of its own; `rows` are a seed's (resources/charts/seeded.ts).
   */
  telemetry: { scenario: 'demo' | 'none'; rows: SeededRows[] };
  /** Self-hosted (`/api/v2`) team of the demo user: `selfHostedTeams[0].team`. */
  selfHosted: TeamState;
  /** Its first user: `selfHostedTeams[0].users[0]`. */
  user: UserRecord;
  /** Every self-hosted team, the demo user's first; a Bearer key selects its user's team. */
  selfHostedTeams: SelfHostedTeam[];
  /** Adds a self-hosted team whose user's key sees only that team (multi-tenant tests). */
  addSelfHostedTeam(input: AddSelfHostedTeamInput): SelfHostedTeam;
  /**
   * Adds a user to a self-hosted team: their key sees the same objects, and what they write is
   * recorded as theirs (`createdBy`, `updatedBy`, `silenced.by`) — "someone else edited it".
   */
  addUser(input: AddUserInput): UserRecord;
  /** Team ingestion key: a valid-looking key that v2 rejects with 401 (docs/contract.md §2). */
  ingestionKey: string;
  organization: { id: string; name: string; createdAt: string; enableCoreDumps: boolean };
  /** Managed organization API keys (secrets included; responses strip them). */
  keys: ApiKeyRecord[];
  /** Managed BYOC infrastructures (listed via `GET /v1/organizations/{org}` → `byocConfig`). */
  byoc: ByocRecord[];
  /** Managed services by service id; each holds its ClickStack team. */
  services: Record<string, ServiceState>;
  /** Organization roles: the system roles first, then custom roles in creation order. */
  roles: RoleRecord[];
  addKey(input: AddKeyInput): ApiKeyRecord;
  /** Adds a custom role (`GET /roles` lists it; keys can be given it through `assignedRoleIds`). */
  addRole(name: string, options?: AddRoleOptions): RoleRecord;
}

const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Deterministic Cloud-style key id / secret material derived from a counter. */
export function keyMaterial(n: number, length: number): string {
  let out = '';
  let x = (n * 2654435761) >>> 0;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x ^ (x >>> 13), 1103515245) + 12345 + i) >>> 0;
    out += ALPHANUM.charAt(x % ALPHANUM.length);
  }
  return out;
}

const SYSTEM_ROLES: Record<string, { roleId: string; roleName: string }> = {
  admin: { roleId: 'b0a7c0de-0000-4000-8000-000000000001', roleName: 'Admin' },
  developer: { roleId: 'b0a7c0de-0000-4000-8000-000000000002', roleName: 'Developer' },
  query_endpoints: { roleId: 'b0a7c0de-0000-4000-8000-000000000003', roleName: 'Query endpoints' },
};

/** The system roles a key with these legacy `roles` holds (organizations keep both lists in step). */
export function systemRoles(roles: readonly string[]): ApiKeyRecord['assignedRoles'] {
  return roles.flatMap((r) => (SYSTEM_ROLES[r] ? [{ ...SYSTEM_ROLES[r], roleType: 'system' as const }] : []));
}

/** The RBACRole records of the system roles. */
export function systemRoleRecords(createdAt: string): RoleRecord[] {
  return Object.values(SYSTEM_ROLES).map((r) => ({ id: r.roleId, name: r.roleName, type: 'system', policies: [], createdAt, updatedAt: createdAt }));
}

/**
 * A key's roles from role ids: the assigned roles, and the legacy `roles` that follow from the
 * system roles among them. Undefined when an id names no role of the organization.
 */
export function rolesFromIds(all: readonly RoleRecord[], ids: readonly string[]): Pick<ApiKeyRecord, 'roles' | 'assignedRoles'> | undefined {
  const found = ids.map((id) => all.find((r) => r.id === id));
  if (found.some((r) => !r)) return undefined;
  const roles = found as RoleRecord[];
  const legacy = Object.entries(SYSTEM_ROLES)
    .filter(([, s]) => roles.some((r) => r.id === s.roleId))
    .map(([name]) => name);
  return { roles: legacy, assignedRoles: roles.map((r) => ({ roleId: r.id, roleName: r.name, roleType: r.type })) };
}

export function createKeyAdder(ctx: StateContext, keys: ApiKeyRecord[], roles: readonly RoleRecord[]): (input: AddKeyInput) => ApiKeyRecord {
  let n = 0;
  return (input) => {
    n += 1;
    const assigned = input.assignedRoleIds ? rolesFromIds(roles, input.assignedRoleIds) : undefined;
    if (input.assignedRoleIds && !assigned) throw new Error(`addKey: unknown role id in ${input.assignedRoleIds.join(', ')}`);
    const record: ApiKeyRecord = {
      id: ctx.ids.uuid(),
      name: input.name,
      state: input.state ?? 'enabled',
      roles: assigned?.roles ?? input.roles ?? ['admin'],
      assignedRoles: assigned?.assignedRoles ?? systemRoles(input.roles ?? ['admin']),
      keyId: input.keyId ?? keyMaterial(n, 20),
      keySecret: input.secret ?? '4b1d' + keyMaterial(n + 1000, 36),
      ipAccessList: input.ipAccessList ?? [{ source: '0.0.0.0/0', description: 'Anywhere' }],
    };
    if (input.createdAt !== undefined) record.createdAt = input.createdAt;
    if (input.usedAt !== undefined) record.usedAt = input.usedAt;
    if (input.expireAt !== undefined) record.expireAt = input.expireAt;
    if (input.hideSuffix) record.hideSuffix = true;
    if (input.hideAssignedRoles) record.hideAssignedRoles = true;
    keys.push(record);
    return record;
  };
}
