// Self-hosted `/api/v2/team` (HyperDX api 2.36 v2/team.ts): the team, its members and its pending
// invitations. Unlike the other v2 routers these validate with zod-express-middleware, whose 400 is
// a JSON array `[{type, errors: ZodError}]`, and answer a missing object with Express's text 404.
import { randomBytes } from 'node:crypto';
import { json, text, type Reply } from '../../core/http.ts';
import { isObjectId } from '../../core/ids.ts';
import { iso } from '../../core/state/context.ts';
import type { SelfHostedTeam, UserRecord } from '../../core/state/organization.ts';
import { isRecord, typeOf } from '../../core/validate.ts';

/** The frontend the invitation URLs point at (HyperDX's FRONTEND_URL default). */
const FRONTEND_URL = 'http://localhost:8080';

export interface TeamRouteContext {
  entry: SelfHostedTeam;
  user: UserRecord;
  /** Every team: an email is a user's, whichever team it is in (upstream looks users up globally). */
  teams: SelfHostedTeam[];
  objectId: () => string;
  now: () => number;
}

type ZodIssue = Record<string, unknown> & { path: Array<string | number>; message: string };

/** zod-express-middleware's `sendErrors`: a ZodError serializes as `{issues, name}`. */
function middlewareErrors(type: 'Body' | 'Params', issues: ZodIssue[]): Reply {
  return json(400, [{ type, errors: { issues, name: 'ZodError' } }]);
}

const notFound = (): Reply => text(404, 'Not Found');
const inviteUrl = (token: string) => `${FRONTEND_URL}/join-team?token=${token}`;

/** `z.string().email()` of zod 3.25 (its pattern, in our words: no leading/trailing/double dot, a dotted domain). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

function stringIssue(path: string, v: unknown): ZodIssue {
  return v === undefined
    ? { code: 'invalid_type', expected: 'string', received: 'undefined', path: [path], message: 'Required' }
    : { code: 'invalid_type', expected: 'string', received: typeOf(v), path: [path], message: `Expected string, received ${typeOf(v)}` };
}

function parseInvitation(body: unknown): { email: string; name?: string } | ZodIssue[] {
  if (!isRecord(body)) {
    return [{ code: 'invalid_type', expected: 'object', received: typeOf(body), path: [], message: `Expected object, received ${typeOf(body)}` }];
  }
  const issues: ZodIssue[] = [];
  if (typeof body.email !== 'string') issues.push(stringIssue('email', body.email));
  else if (!EMAIL.test(body.email)) issues.push({ validation: 'email', code: 'invalid_string', message: 'Invalid email', path: ['email'] });
  if (body.name !== undefined && typeof body.name !== 'string') issues.push(stringIssue('name', body.name));
  if (issues.length) return issues;
  return { email: body.email as string, name: body.name as string | undefined };
}

function idIssues(id: string): ZodIssue[] {
  return isObjectId(id) ? [] : [{ code: 'custom', message: 'Invalid ObjectId', path: ['id'] }];
}

/** Undefined: no such route (Express HTML 404). */
export function handleTeamRoute(ctx: TeamRouteContext, method: string, rest: string[], body: unknown): Reply | undefined {
  const { entry, user } = ctx;
  const route = `${method} ${rest.length > 1 ? `${rest[0]}/:id` : (rest[0] ?? '')}`;
  const second = rest.length === 2 ? rest[1] : undefined;
  const id = second === undefined ? '' : decodeURIComponent(second);
  if (rest.length > 2) return undefined;
  switch (route) {
    case 'GET ':
      return json(200, { data: { id: entry.team.id, name: entry.team.name } });
    case 'GET members':
      return json(200, {
        data: [...entry.users]
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
          .map((u) => ({ id: u.id, email: u.email, name: u.name, isCurrentUser: u.id === user.id })),
      });
    case 'POST invitation': {
      const parsed = parseInvitation(body);
      if (Array.isArray(parsed)) return middlewareErrors('Body', parsed);
      const email = parsed.email.toLowerCase();
      if (ctx.teams.some((t) => t.users.some((u) => u.email.toLowerCase() === email))) {
        return json(400, { message: 'User already exists. Please contact HyperDX team for support' });
      }
      // One invitation per (team, email): a repeat answers the pending one (upstream's unique index).
      let invite = entry.invitations.find((i) => i.email === email);
      if (!invite) {
        invite = { id: ctx.objectId(), email, token: randomBytes(32).toString('hex'), createdAt: iso(ctx.now()) };
        if (parsed.name !== undefined) invite.name = parsed.name;
        entry.invitations.push(invite);
      }
      return json(200, { data: { email, invitationId: invite.id, status: 'pending', url: inviteUrl(invite.token) } });
    }
    case 'GET invitations':
      return json(200, {
        data: entry.invitations.map((i) => ({ id: i.id, createdAt: i.createdAt, email: i.email, name: i.name, url: inviteUrl(i.token) })),
      });
    case 'DELETE invitation/:id': {
      const issues = idIssues(id);
      if (issues.length) return middlewareErrors('Params', issues);
      const index = entry.invitations.findIndex((i) => i.id === id);
      if (index < 0) return notFound();
      entry.invitations.splice(index, 1);
      return json(200, { data: { success: true } });
    }
    case 'DELETE member/:id': {
      const issues = idIssues(id);
      if (issues.length) return middlewareErrors('Params', issues);
      if (id === user.id) return json(400, { message: 'You cannot remove yourself from the team' });
      const index = entry.users.findIndex((u) => u.id === id);
      if (index < 0) return notFound();
      entry.users.splice(index, 1);
      return json(200, { data: { success: true } });
    }
    default:
      return undefined;
  }
}
