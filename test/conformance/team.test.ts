// Conformance with upstream packages/api/src/routers/external-api/__tests__/team.int.test.ts (b52a6fa8).
import { describe, expect, it } from 'vitest';
import { useV2Fixture } from './v2-team-fixture.ts';

describe('External API v2 Team', () => {
  const f = useV2Fixture();

  describe('GET /api/v2/team', () => {
    it('returns the team id and name', async () => {
      const res = await f.api.get('/team');
      expect(res.status).toBe(200);
      expect(res.json.data.id).toBe(f.team.id);
      expect(res.json.data).toHaveProperty('name');
    });

    it('requires authentication', async () => {
      expect((await f.anonymous.request('GET', '/team')).status).toBe(401);
    });
  });

  describe('GET /api/v2/team/members', () => {
    it('returns the current user', async () => {
      // A second member shows the flag tells the caller apart.
      f.emu.state.selfHostedTeams[0]!.users.push({
        id: 'ee0000000000000000000001',
        email: 'mate@example.com',
        name: 'Mate',
        accessKey: 'mate-access-key-0001',
        createdAt: new Date().toISOString(),
      });
      const res = await f.api.get('/team/members');
      expect(res.status).toBe(200);
      const me = res.json.data.find((m: { email: string }) => m.email === f.emu.state.user.email);
      expect(me).toBeTruthy();
      expect(me.isCurrentUser).toBe(true);
      expect(res.json.data.find((m: { email: string }) => m.email === 'mate@example.com').isCurrentUser).toBe(false);
    });
  });

  describe('Invitations', () => {
    it('creates a pending invitation and lists then deletes it', async () => {
      const invite = await f.api.post('/team/invitation', { email: 'oss-invitee@deploysentinel.com' });
      expect(invite.status).toBe(200);
      expect(invite.json.data.status).toBe('pending');
      expect(invite.json.data.url).toContain('/join-team?token=');
      const id = invite.json.data.invitationId;

      const list = await f.api.get('/team/invitations');
      expect(list.status).toBe(200);
      expect(list.json.data.some((i: { email: string }) => i.email === 'oss-invitee@deploysentinel.com')).toBe(true);

      expect((await f.api.del(`/team/invitation/${id}`)).status).toBe(200);
      expect((await f.api.get('/team/invitations')).json.data).toEqual([]);
      // Gone: a second delete finds nothing (Express's text 404).
      const again = await f.api.del(`/team/invitation/${id}`);
      expect([again.status, again.text]).toEqual([404, 'Not Found']);
    });

    it('rejects inviting an existing user', async () => {
      const res = await f.api.post('/team/invitation', { email: f.emu.state.user.email.toUpperCase() });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'User already exists. Please contact HyperDX team for support' });
      expect(f.emu.state.selfHostedTeams[0]!.invitations).toEqual([]);
    });

    it('handles concurrent invites for the same email idempotently', async () => {
      const email = 'race@deploysentinel.com';
      const responses = await Promise.all(Array.from({ length: 5 }, () => f.api.post('/team/invitation', { email })));
      for (const res of responses) expect(res.status).toBe(200);
      expect(new Set(responses.map((r): unknown => r.json.data.invitationId)).size).toBe(1);
      const list = await f.api.get('/team/invitations');
      expect(list.json.data.filter((i: { email: string }) => i.email === email)).toHaveLength(1);
    });
  });
});
