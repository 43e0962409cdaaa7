// ClickStack team roles (managed only: `…/services/{svc}/clickstack/roles`; the self-hosted v2 API has
// none). The cloud OpenAPI is all we have: the gateway checks the body shapes (editions/managed-schemas.ts);
// here the rules its descriptions state — a name unique in the team and not a predefined role's,
// predefined roles neither changed nor deleted, a PUT without `name` keeps it. The statuses (400 for
// a refused change, 404 for an unknown id) follow the other ClickStack resources; the texts are ours.
// Not modelled: "the team default user role, and roles assigned to users cannot be deleted" — the
// emulator holds no ClickStack users or team default role.
import { isObjectId } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { CaslPermission, ClickStackRoleRecord } from '../../core/state/records.ts';
import { fail, invalidId, removeWhere, type TeamContext, type TeamRequest, type TeamResult } from '../../core/team-result.ts';
import { isRecord } from '../../core/validate.ts';

interface RoleBody {
  name?: string;
  description?: string;
  permissions: CaslPermission[];
}

/** The gateway has already checked the shape against the spec; this only narrows the type. */
function roleBody(body: unknown): RoleBody | undefined {
  if (!isRecord(body) || !Array.isArray(body.permissions)) return undefined;
  const out: RoleBody = { permissions: (body.permissions as unknown[]).filter(isRecord).map((p) => ({ ...p }) as unknown as CaslPermission) };
  if (typeof body.name === 'string') out.name = body.name;
  if (typeof body.description === 'string') out.description = body.description;
  return out;
}

function renderRole(r: ClickStackRoleRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.id, name: r.name };
  if (r.description !== undefined) out.description = r.description;
  out.permissions = r.permissions.map((p) => ({ ...p }));
  out.isPredefined = r.isPredefined;
  out.createdAt = r.createdAt;
  out.updatedAt = r.updatedAt;
  return out;
}

const notFound = (): TeamResult => fail(404, 'Role not found');
// Unreachable through the gateway, which checks the body first; kept for a direct caller.
const badBody = (): TeamResult => fail(400, 'Body validation failed');
const predefined = (verb: string): TeamResult => fail(400, `Predefined roles cannot be ${verb}`);

/** A clash with another role of the team, predefined or custom (`except` = the role being renamed). */
function nameTaken(ctx: TeamContext, name: string, except?: string): TeamResult | undefined {
  const other = ctx.team.clickStackRoles.find((r) => r.id !== except && r.name === name);
  if (!other) return undefined;
  return fail(400, other.isPredefined ? `Role name "${name}" is reserved for a predefined role` : `A role named "${name}" already exists`);
}

export function listRoles(ctx: TeamContext): TeamResult {
  return { kind: 'data', data: ctx.team.clickStackRoles.map(renderRole) };
}

export function getRole(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const role = ctx.team.clickStackRoles.find((r) => r.id === req.id);
  return role ? { kind: 'data', data: renderRole(role) } : notFound();
}

export function createRole(ctx: TeamContext, req: TeamRequest): TeamResult {
  const body = roleBody(req.body);
  if (body?.name === undefined) return badBody();
  const taken = nameTaken(ctx, body.name);
  if (taken) return taken;
  const now = iso(ctx.now());
  const record: ClickStackRoleRecord = {
    id: ctx.ids.objectId(),
    name: body.name,
    permissions: body.permissions,
    isPredefined: false,
    createdAt: now,
    updatedAt: now,
  };
  if (body.description !== undefined) record.description = body.description;
  ctx.team.clickStackRoles.push(record);
  return { kind: 'data', data: renderRole(record) };
}

/** `permissions` replaced; `name` and `description` kept when omitted (the spec: "Omit to leave the name unchanged"). */
export function updateRole(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const body = roleBody(req.body);
  if (!body) return badBody();
  const role = ctx.team.clickStackRoles.find((r) => r.id === req.id);
  if (!role) return notFound();
  if (role.isPredefined) return predefined('modified');
  if (body.name !== undefined) {
    const taken = nameTaken(ctx, body.name, role.id);
    if (taken) return taken;
    role.name = body.name;
  }
  if (body.description !== undefined) role.description = body.description;
  role.permissions = body.permissions;
  role.updatedAt = iso(ctx.now());
  return { kind: 'data', data: renderRole(role) };
}

export function deleteRole(ctx: TeamContext, req: TeamRequest): TeamResult {
  if (!isObjectId(req.id)) return invalidId();
  const role = ctx.team.clickStackRoles.find((r) => r.id === req.id);
  if (!role) return notFound();
  if (role.isPredefined) return predefined('deleted');
  removeWhere(ctx.team.clickStackRoles, (r) => r.id === req.id);
  return { kind: 'deleted' };
}
