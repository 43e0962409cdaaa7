// Conformance with upstream packages/api/src/routers/external-api/__tests__/connections.int.test.ts
// (b52a6fa8). Upstream reads the stored Mongo document (password included); here the team's
// connection record in the emulator's state is that document.
import { describe, expect, it } from 'vitest';
import { freshObjectId, useV2Fixture } from './v2-team-fixture.ts';

const BASE = '/connections';
const MOCK = { name: 'Test Connection', host: 'https://clickhouse.example.com:8443', username: 'default', password: 'test-password' };

describe('External API v2 Connections', () => {
  const f = useV2Fixture();
  const stored = (id: string) => f.team.connections.find((k) => k.id === id);

  describe('GET /api/v2/connections', () => {
    it('should return an empty list when no connections exist', async () => {
      const res = await f.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toEqual({ data: [] });
    });

    it('should list connections without exposing passwords', async () => {
      f.team.addConnection({ ...MOCK });
      const res = await f.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: MOCK.name,
        host: MOCK.host,
        username: MOCK.username,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.json.data[0]).not.toHaveProperty('password');
      expect(res.json.data[0]).not.toHaveProperty('team');
    });

    it('should not return connections belonging to another team', async () => {
      f.team.addConnection({ ...MOCK });
      f.otherTeam().team.addConnection({ ...MOCK, name: 'Other Team Connection' });
      const res = await f.api.get(BASE);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0].name).toBe(MOCK.name);
    });

    it('should require authentication', async () => {
      expect((await f.anonymous.request('GET', BASE)).status).toBe(401);
    });
  });

  describe('GET /api/v2/connections/:id', () => {
    it('should return a connection by id without the password', async () => {
      const k = f.team.addConnection({ ...MOCK });
      const res = await f.api.get(`${BASE}/${k.id}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: k.id, name: MOCK.name, host: MOCK.host, username: MOCK.username });
      expect(res.json.data).not.toHaveProperty('password');
    });

    it('should return 404 for a non-existent connection', async () => {
      expect((await f.api.get(`${BASE}/${freshObjectId()}`)).status).toBe(404);
    });

    it('should return 404 for a connection belonging to another team', async () => {
      const other = f.otherTeam().team.addConnection({ ...MOCK });
      expect((await f.api.get(`${BASE}/${other.id}`)).status).toBe(404);
    });

    it('should return 400 for an invalid connection id', async () => {
      const res = await f.api.get(`${BASE}/not-an-id`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Params validation failed: id: Invalid ObjectId' });
    });

    it('should require authentication', async () => {
      expect((await f.anonymous.request('GET', `${BASE}/${freshObjectId()}`)).status).toBe(401);
    });
  });

  describe('POST /api/v2/connections', () => {
    it('should create a connection and return it without the password', async () => {
      const res = await f.api.post(BASE, MOCK);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: expect.any(String), name: MOCK.name, host: MOCK.host, username: MOCK.username });
      expect(res.json.data).not.toHaveProperty('password');
      expect(stored(res.json.data.id)?.password).toBe(MOCK.password);
    });

    it('should create a connection without a password', async () => {
      const { password: _password, ...withoutPassword } = MOCK;
      const res = await f.api.post(BASE, withoutPassword);
      expect(res.status).toBe(200);
      expect(stored(res.json.data.id)?.password).toBe('');
    });

    it('should create a connection with optional fields', async () => {
      const res = await f.api.post(BASE, { ...MOCK, hyperdxSettingPrefix: 'hyperdx_' });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ hyperdxSettingPrefix: 'hyperdx_' });
    });

    it('should reject a request with missing required fields', async () => {
      const res = await f.api.post(BASE, { name: 'Missing host and username' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Body validation failed: host: Required; username: Required' });
      expect(f.team.connections).toEqual([]);
    });

    it('should create a Prometheus-compatible connection', async () => {
      const res = await f.api.post(BASE, { name: 'Thanos', host: 'http://thanos:10902', username: '', password: '', isPrometheusEndpoint: true });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ name: 'Thanos', host: 'http://thanos:10902', isPrometheusEndpoint: true });
    });

    it('should require authentication', async () => {
      expect((await f.anonymous.request('POST', BASE, MOCK)).status).toBe(401);
      expect(f.team.connections).toEqual([]);
    });
  });

  describe('PUT /api/v2/connections/:id', () => {
    it('should update a connection', async () => {
      const k = f.team.addConnection({ ...MOCK });
      const res = await f.api.put(`${BASE}/${k.id}`, {
        name: 'Updated Connection',
        host: 'https://clickhouse-updated.example.com:8443',
        username: 'updated-user',
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        id: k.id,
        name: 'Updated Connection',
        host: 'https://clickhouse-updated.example.com:8443',
        username: 'updated-user',
      });
      expect(res.json.data).not.toHaveProperty('password');
    });

    it('should keep the existing password when omitted', async () => {
      const k = f.team.addConnection({ ...MOCK });
      const res = await f.api.put(`${BASE}/${k.id}`, { name: 'Updated Connection', host: MOCK.host, username: MOCK.username });
      expect(res.status).toBe(200);
      expect(stored(k.id)?.password).toBe(MOCK.password);
      // An empty password keeps it too.
      expect((await f.api.put(`${BASE}/${k.id}`, { ...MOCK, password: '' })).status).toBe(200);
      expect(stored(k.id)?.password).toBe(MOCK.password);
    });

    it('should update the password when provided', async () => {
      const k = f.team.addConnection({ ...MOCK });
      expect((await f.api.put(`${BASE}/${k.id}`, { ...MOCK, password: 'new-password' })).status).toBe(200);
      expect(stored(k.id)?.password).toBe('new-password');
    });

    it('should clear hyperdxSettingPrefix when set to an empty string', async () => {
      const k = f.team.addConnection({ ...MOCK, hyperdxSettingPrefix: 'hyperdx_' });
      const res = await f.api.put(`${BASE}/${k.id}`, { ...MOCK, hyperdxSettingPrefix: '' });
      expect(res.status).toBe(200);
      expect(stored(k.id)?.hyperdxSettingPrefix).toBeUndefined();
      expect(res.json.data).not.toHaveProperty('hyperdxSettingPrefix');
    });

    it('should clear hyperdxSettingPrefix when set to null', async () => {
      const k = f.team.addConnection({ ...MOCK, hyperdxSettingPrefix: 'hyperdx_' });
      expect((await f.api.put(`${BASE}/${k.id}`, { ...MOCK, hyperdxSettingPrefix: null })).status).toBe(200);
      expect(stored(k.id)?.hyperdxSettingPrefix).toBeUndefined();
    });

    it('should toggle isPrometheusEndpoint', async () => {
      const k = f.team.addConnection({ ...MOCK });
      expect((await f.api.put(`${BASE}/${k.id}`, { ...MOCK, host: 'http://thanos:10902', isPrometheusEndpoint: true })).status).toBe(200);
      expect(stored(k.id)?.host).toBe('http://thanos:10902');
      expect(stored(k.id)?.isPrometheusEndpoint).toBe(true);
    });

    it('should keep hyperdxSettingPrefix unchanged when omitted', async () => {
      const k = f.team.addConnection({ ...MOCK, hyperdxSettingPrefix: 'hyperdx_' });
      expect((await f.api.put(`${BASE}/${k.id}`, { name: 'Updated Connection', host: MOCK.host, username: MOCK.username })).status).toBe(200);
      expect(stored(k.id)?.hyperdxSettingPrefix).toBe('hyperdx_');
    });

    it('should return 404 for a non-existent connection', async () => {
      const res = await f.api.put(`${BASE}/${freshObjectId()}`, MOCK);
      expect([res.status, res.text]).toEqual([404, 'Not Found']);
    });

    it('should return 404 for a connection belonging to another team', async () => {
      const other = f.otherTeam().team.addConnection({ ...MOCK });
      expect((await f.api.put(`${BASE}/${other.id}`, { ...MOCK, name: 'Hijacked' })).status).toBe(404);
      expect(other.name).toBe(MOCK.name);
    });

    it('should reject a request with missing required fields', async () => {
      const k = f.team.addConnection({ ...MOCK });
      const res = await f.api.put(`${BASE}/${k.id}`, { name: 'Missing host and username' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Body validation failed: host: Required; username: Required' });
      expect(stored(k.id)?.name).toBe(MOCK.name);
    });

    it('should require authentication', async () => {
      const k = f.team.addConnection({ ...MOCK });
      expect((await f.anonymous.request('PUT', `${BASE}/${k.id}`, { ...MOCK, name: 'x' })).status).toBe(401);
      expect(stored(k.id)?.name).toBe(MOCK.name);
    });
  });

  describe('DELETE /api/v2/connections/:id', () => {
    it('should delete a connection', async () => {
      const k = f.team.addConnection({ ...MOCK });
      const res = await f.api.del(`${BASE}/${k.id}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({});
      expect(stored(k.id)).toBeUndefined();
    });

    it('should return 404 for a non-existent connection', async () => {
      expect((await f.api.del(`${BASE}/${freshObjectId()}`)).status).toBe(404);
    });

    it('should not delete a connection belonging to another team', async () => {
      const other = f.otherTeam();
      const k = other.team.addConnection({ ...MOCK });
      expect((await f.api.del(`${BASE}/${k.id}`)).status).toBe(404);
      expect(other.team.connections).toHaveLength(1);
    });

    it('should require authentication', async () => {
      const k = f.team.addConnection({ ...MOCK });
      expect((await f.anonymous.request('DELETE', `${BASE}/${k.id}`)).status).toBe(401);
      expect(stored(k.id)).toBeDefined();
    });
  });
});
