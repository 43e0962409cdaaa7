// Managed organization scope: organizations, API keys (docs/contract.md §14), BYOC (docs/contract.md §15), services (docs/contract.md §15).
import type { Env } from '../../core/env.ts';
import { isUuid } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import { rolesFromIds, systemRoles, type ApiKeyRecord, type ByocRecord } from '../../core/state/organization.ts';
import type { ServiceState } from '../../core/state/team.ts';
import { fail, removeWhere, type TeamResult } from '../../core/team-result.ts';
import { isRecord, typeOf } from '../../core/validate.ts';

export interface OrgRequest {
  id?: string;
  body: unknown;
  /** The key that authenticated this request. */
  key: ApiKeyRecord;
}

export type OrgHandler = (env: Env, req: OrgRequest) => TeamResult;

const MAX_KEYS = 100; // per organization (docs/contract.md §14)
const ROLES = ['admin', 'developer', 'query_endpoints'];
/** The cloud provider of each region id (docs/contract.md §15). */
export const REGION_PROVIDER: Record<string, 'aws' | 'gcp' | 'azure'> = {
  'ap-northeast-1': 'aws',
  'ap-northeast-2': 'aws',
  'ap-south-1': 'aws',
  'ap-southeast-1': 'aws',
  'ap-southeast-2': 'aws',
  'ca-central-1': 'aws',
  'eu-central-1': 'aws',
  'eu-west-1': 'aws',
  'eu-west-2': 'aws',
  'il-central-1': 'aws',
  'us-east-1': 'aws',
  'us-east-2': 'aws',
  'us-west-2': 'aws',
  'us-east1': 'gcp',
  'us-central1': 'gcp',
  'europe-west2': 'gcp',
  'europe-west4': 'gcp',
  'asia-southeast1': 'gcp',
  'asia-northeast1': 'gcp',
  eastus: 'azure',
  eastus2: 'azure',
  westus3: 'azure',
  germanywestcentral: 'azure',
  centralus: 'azure',
};

const data = (value: unknown): TeamResult => ({ kind: 'data', data: value });

// ---- organizations ------------------------------------------------------------------------

function renderOrganization(env: Env): Record<string, unknown> {
  const o = env.state.organization;
  return {
    id: o.id,
    createdAt: o.createdAt,
    name: o.name,
    privateEndpoints: [],
    byocConfig: env.state.byoc.map((b) => ({ ...b })),
    enableCoreDumps: o.enableCoreDumps,
  };
}

export const organizationRoutes: Partial<Record<string, OrgHandler>> = {
  // Exactly one organization: the key's own (docs/contract.md §15).
  'GET list': (env) => data([renderOrganization(env)]),
  'GET one': (env) => data(renderOrganization(env)),
  'PATCH one': (env, req) => {
    const body = isRecord(req.body) ? req.body : {};
    if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length === 0)) return fail(400, 'name must be a non-empty string');
    if (typeof body.name === 'string') env.state.organization.name = body.name;
    if (typeof body.enableCoreDumps === 'boolean') env.state.organization.enableCoreDumps = body.enableCoreDumps;
    return data(renderOrganization(env));
  },
};

// ---- API keys ------------------------------------------------------------------------------

/**
 * Secrets and the auth key id never leave the server; only its last 4 chars (`keySuffix`), and
 * not even those when the emulator plays a server that omits the optional field.
 */
function renderKey(env: Env, k: ApiKeyRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: k.id,
    name: k.name,
    state: k.state,
    roles: [...k.roles],
  };
  if (!k.hideAssignedRoles) out.assignedRoles = k.assignedRoles.map((r) => ({ ...r }));
  if (env.managedKeySuffix && !k.hideSuffix) out.keySuffix = k.keyId.slice(-4);
  if (k.createdAt !== undefined) out.createdAt = k.createdAt;
  out.expireAt = k.expireAt ?? null;
  if (k.usedAt !== undefined) out.usedAt = k.usedAt;
  out.ipAccessList = k.ipAccessList.map((e) => ({ ...e }));
  return out;
}

/** Shared PATCH/POST field checks; returns an error detail or undefined. */
function checkKeyFields(body: Record<string, unknown>): string | undefined {
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length === 0 || body.name.length > 50)) {
    return 'name must be a string of 1 to 50 characters';
  }
  if (body.state !== undefined && body.state !== 'enabled' && body.state !== 'disabled') return "state must be 'enabled' or 'disabled'";
  if (body.expireAt !== undefined && body.expireAt !== null && (typeof body.expireAt !== 'string' || Number.isNaN(Date.parse(body.expireAt)))) {
    return 'expireAt must be an ISO-8601 date-time or null';
  }
  if (body.roles !== undefined && (!Array.isArray(body.roles) || body.roles.length === 0 || body.roles.some((r) => !ROLES.includes(r as string)))) {
    return `roles must contain at least 1 of ${ROLES.join(', ')}`;
  }
  if (body.ipAccessList !== undefined) {
    if (!Array.isArray(body.ipAccessList) || body.ipAccessList.some((e) => !isRecord(e) || typeof e.source !== 'string')) {
      return 'ipAccessList must be an array of {source, description?}';
    }
  }
  if (body.assignedRoleIds !== undefined && (!Array.isArray(body.assignedRoleIds) || body.assignedRoleIds.some((r) => !isUuid(r)))) {
    return 'assignedRoleIds must be an array of UUIDs';
  }
  return undefined;
}

function findKey(env: Env, id: string | undefined): ApiKeyRecord | TeamResult {
  // Path params are declared `format: uuid`; answering a non-UUID with 400 is an assumption (docs/contract.md §4.3).
  if (!isUuid(id)) return fail(400, 'Invalid keyId: must be a UUID');
  const key = env.state.keys.find((k) => k.id === id);
  return key ?? fail(404, 'API key not found.');
}

const isResult = (v: unknown): v is TeamResult => isRecord(v) && typeof v.kind === 'string';

/** The first of `ids` (already checked to be UUIDs) that names no role of the organization. */
function unknownRoleId(env: Env, ids: unknown): string | undefined {
  if (!Array.isArray(ids)) return undefined;
  return (ids as string[]).find((id) => !env.state.roles.some((r) => r.id === id));
}

export const keyRoutes: Partial<Record<string, OrgHandler>> = {
  'GET list': (env) => data(env.state.keys.map((k) => renderKey(env, k))), // no pagination (docs/contract.md §14)
  'GET one': (env, req) => {
    const key = findKey(env, req.id);
    return isResult(key) ? key : data(renderKey(env, key));
  },
  'POST list': (env, req) => {
    if (!isRecord(req.body)) return fail(400, `Expected object, received ${typeOf(req.body)}`);
    const body = req.body;
    if (typeof body.name !== 'string') return fail(400, 'name is required');
    const problem = checkKeyFields(body);
    if (problem) return fail(400, problem);
    if (body.hashData !== undefined) return fail(400, 'hashData is not supported by this emulator'); // documented gap
    if (env.state.keys.length >= MAX_KEYS) return fail(400, `Maximum number of API keys (${MAX_KEYS}) reached for this organization`);
    const unknownRole = unknownRoleId(env, body.assignedRoleIds);
    if (unknownRole) return fail(400, `Role ${unknownRole} not found in organization ${env.state.organization.id}`);
    const record = env.state.addKey({
      name: body.name,
      state: (body.state as 'enabled' | 'disabled' | undefined) ?? 'enabled',
      createdAt: iso(env.now()),
      expireAt: (body.expireAt as string | null | undefined) ?? null,
      // Both sent: the role ids win (our assumption; the contract does not say).
      assignedRoleIds: body.assignedRoleIds as string[] | undefined,
      roles: (body.roles as string[] | undefined) ?? ['developer'],
      ipAccessList: body.ipAccessList as ApiKeyRecord['ipAccessList'] | undefined,
    });
    // No list sent: an empty one, which denies every address (observed live, docs/contract.md §14).
    if (body.ipAccessList === undefined) record.ipAccessList = [];
    // Known organization-wide only after the propagation delay (see editions/managed.ts).
    record.propagatesUntil = env.now() + env.keyPropagationMs;
    // Returned once: the only time the secret leaves the server.
    return data({ key: renderKey(env, record), keyId: record.keyId, keySecret: record.keySecret });
  },
  'PATCH one': (env, req) => {
    const key = findKey(env, req.id);
    if (isResult(key)) return key;
    const body = isRecord(req.body) ? req.body : {};
    const problem = checkKeyFields(body);
    if (problem) return fail(400, problem);
    if (typeof body.name === 'string') key.name = body.name;
    if (body.state === 'enabled' || body.state === 'disabled') key.state = body.state;
    // Explicit null clears the expiry; omission leaves it unchanged (docs/contract.md §14).
    if (body.expireAt === null) key.expireAt = null;
    else if (typeof body.expireAt === 'string') key.expireAt = new Date(body.expireAt).toISOString();
    const unknownRole = unknownRoleId(env, body.assignedRoleIds);
    if (unknownRole) return fail(400, `Role ${unknownRole} not found in organization ${env.state.organization.id}`);
    if (Array.isArray(body.assignedRoleIds)) {
      Object.assign(key, rolesFromIds(env.state.roles, body.assignedRoleIds as string[]));
    } else if (Array.isArray(body.roles)) {
      key.roles = body.roles as string[];
      key.assignedRoles = systemRoles(key.roles);
    }
    if (Array.isArray(body.ipAccessList)) key.ipAccessList = body.ipAccessList as ApiKeyRecord['ipAccessList'];
    return data(renderKey(env, key));
  },
  'DELETE one': (env, req) => {
    const key = findKey(env, req.id);
    if (isResult(key)) return key;
    // The live status/text for a self-delete is unrecorded; 400 BAD_REQUEST is the notes' assumption (docs/contract.md §14).
    if (key.id === req.key.id) return fail(400, 'The API key used to authenticate this request cannot be deleted');
    removeWhere(env.state.keys, (k) => k.id === key.id);
    return { kind: 'deleted' };
  },
};

// ---- roles (RBACRole, read-only here) ----------------------------------------------------------

function renderRole(env: Env, r: (typeof env.state.roles)[number]): Record<string, unknown> {
  const org = `organization/${env.state.organization.id}`;
  const actors = env.state.keys.filter((k) => k.assignedRoles.some((a) => a.roleId === r.id)).map((k) => `apiKey/${k.id}`);
  const policies = r.policies.map(({ id, ...p }) => ({ id, roleId: r.id, tenantId: org, ...p }));
  return { id: r.id, tenantId: org, ownerId: org, name: r.name, type: r.type, actors, policies, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

export const roleRoutes: Partial<Record<string, OrgHandler>> = {
  'GET list': (env) => data(env.state.roles.map((r) => renderRole(env, r))),
  'GET one': (env, req) => {
    const role = env.state.roles.find((r) => r.id === req.id);
    return role ? data(renderRole(env, role)) : fail(404, 'Role not found');
  },
};

// ---- BYOC ----------------------------------------------------------------------------------

function findByoc(env: Env, id: string | undefined): ByocRecord | TeamResult {
  if (!isUuid(id)) return fail(400, 'Invalid byocInfrastructureId: must be a UUID');
  return env.state.byoc.find((b) => b.id === id) ?? fail(404, 'BYOC infrastructure not found.');
}

export const byocRoutes: Partial<Record<string, OrgHandler>> = {
  // No list route: BYOC is listed through GET /v1/organizations/{org} → byocConfig (docs/contract.md §15).
  'POST list': (env, req) => {
    const body = isRecord(req.body) ? req.body : {};
    const regionId = typeof body.regionId === 'string' ? body.regionId : undefined;
    const displayName = body.displayName;
    const provider = regionId === undefined ? undefined : REGION_PROVIDER[regionId];
    if (!provider || regionId === undefined) return fail(400, 'regionId must be one of the supported regions');
    if (typeof body.accountId !== 'string' || !body.accountId) return fail(400, 'accountId is required');
    if (displayName !== undefined && typeof displayName !== 'string') return fail(400, 'displayName must be a string');
    const record: ByocRecord = {
      id: env.ids.uuid(),
      state: 'infra-provisioning',
      accountName: body.accountId,
      regionId,
      cloudProvider: provider,
      displayName: displayName ?? `byoc-${regionId}`,
    };
    env.state.byoc.push(record);
    return data({ ...record });
  },
  'GET one': (env, req) => {
    const b = findByoc(env, req.id);
    return isResult(b) ? b : data({ ...b });
  },
  'PATCH one': (env, req) => {
    const b = findByoc(env, req.id);
    if (isResult(b)) return b;
    const body = isRecord(req.body) ? req.body : {};
    if (body.displayName !== undefined) {
      if (typeof body.displayName !== 'string' || body.displayName.length === 0) return fail(400, 'displayName must be a non-empty string');
      b.displayName = body.displayName;
    }
    return data({ ...b });
  },
  'DELETE one': (env, req) => {
    const b = findByoc(env, req.id);
    if (isResult(b)) return b;
    removeWhere(env.state.byoc, (x) => x.id === b.id);
    return { kind: 'deleted' };
  },
};

// ---- services ------------------------------------------------------------------------------

function renderService(s: ServiceState, createdAt: string): Record<string, unknown> {
  return {
    id: s.serviceId,
    name: s.serviceName,
    provider: s.provider,
    region: s.region,
    state: s.serviceState,
    clickhouseVersion: '25.8.1.8909',
    endpoints: [
      { protocol: 'https', host: `${s.serviceId.slice(0, 10)}.${s.region}.${s.provider}.clickhouse.cloud`, port: 8443 },
      { protocol: 'nativesecure', host: `${s.serviceId.slice(0, 10)}.${s.region}.${s.provider}.clickhouse.cloud`, port: 9440 },
    ],
    minReplicaMemoryGb: 8,
    maxReplicaMemoryGb: 120,
    numReplicas: 3,
    idleScaling: true,
    idleTimeoutMinutes: 15,
    ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
    createdAt,
    isPrimary: true,
    isReadonly: false,
    releaseChannel: 'default',
    tags: [],
    autoscalingMode: 'vertical',
  };
}

export const serviceRoutes: Partial<Record<string, OrgHandler>> = {
  'GET list': (env) => data(Object.values(env.state.services).map((s) => renderService(s, env.state.organization.createdAt))),
  'GET one': (env, req) => {
    if (!isUuid(req.id)) return fail(400, 'Invalid serviceId: must be a UUID');
    const s = env.state.services[req.id];
    return s ? data(renderService(s, env.state.organization.createdAt)) : fail(404, 'Service not found');
  },
};
