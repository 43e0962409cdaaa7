import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { call, managed } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('managed auth and envelopes', () => {
  it('wraps results in {status, requestId, result} and lists one organization with byocConfig', async () => {
    emu = await startEmulator();
    const api = managed(emu);
    const orgs = await api.get(`${emu.url}/v1/organizations`);
    expect(orgs.json.status).toBe(200);
    expect(orgs.json.requestId).toMatch(UUID);
    expect(orgs.json.result).toHaveLength(1);
    expect(orgs.json.result[0].byocConfig[0]).toMatchObject({ state: 'infra-ready', displayName: 'byoc-us-east-1' });
    const alerts = await api.get(`${api.stack}/alerts?limit=1`);
    expect(alerts.json.result).toHaveLength(2); // no pagination on managed by default
    expect(alerts.json).not.toHaveProperty('meta');
    const missing = await api.get(`${api.stack}/alerts/ffffffffffffffffffffffff`);
    expect(missing.json).toMatchObject({ status: 404, error: 'NOT_FOUND: Alert not found' });
    const invalid = await api.post(`${api.stack}/alerts`, {});
    expect(invalid.json.error).toMatch(/^BAD_REQUEST: Body validation failed: /);
    const unrouted = await api.get(`${api.stack}/charts/series`);
    expect(unrouted.status).toBe(404);
    expect(unrouted.json).toBeUndefined();
    expect(unrouted.text).toContain('Cannot GET');
    const otherService = await api.get(`${api.org}/services/00000000-0000-4000-8000-000000000000/clickstack/alerts`);
    expect(otherService.json).toMatchObject({ status: 404, error: 'NOT_FOUND: Service not found' });
  });

  it('401s unknown, wrong-secret, disabled and expired keys with the observed bodies', async () => {
    let clock = Date.parse('2026-09-01T12:00:00Z');
    emu = await startEmulator({ now: () => clock });
    const url = `${emu.url}/v1/organizations`;
    expect((await managed(emu, 'NOPE', 'x').get(url)).json).toMatchObject({ status: 401, error: 'UNAUTHORIZED: Key is not found' });
    expect((await managed(emu, emu.managed.keyId, 'wrong').get(url)).json.error).toBe('UNAUTHORIZED: Key is not found');
    const expiredKey = emu.state.keys.find((k) => k.name === 'contractor-2025')!;
    expect((await managed(emu, expiredKey.keyId, expiredKey.keySecret).get(url)).json.error).toBe('UNAUTHORIZED: Key is not active');
    const soon = emu.state.addKey({ name: 'soon', expireAt: new Date(clock + 60_000).toISOString() });
    expect((await managed(emu, soon.keyId, soon.keySecret).get(url)).status).toBe(200);
    clock += 60_000;
    expect((await managed(emu, soon.keyId, soon.keySecret).get(url)).json.error).toBe('UNAUTHORIZED: Key is not active');
    const twin = emu.state.keys.find((k) => k.name === 'dashboards-bot')!;
    twin.state = 'disabled';
    expect((await managed(emu, twin.keyId, twin.keySecret).get(url)).status).toBe(401);
  });
});

describe('managed roles', () => {
  it('403s writes to the organization, its keys and BYOC for a key without the Admin role; reads pass', async () => {
    emu = await startEmulator();
    const dev = emu.state.addKey({ name: 'dev', roles: ['developer'] });
    const api = managed(emu, dev.keyId, dev.keySecret);
    const victim = emu.state.keys.find((k) => k.name === 'temp-debug')!;
    expect((await api.get(`${api.org}/keys`)).status).toBe(200);
    const refused = await api.del(`${api.org}/keys/${victim.id}`);
    expect(refused.json).toMatchObject({ status: 403, error: expect.stringMatching(/^FORBIDDEN: /) });
    expect(emu.state.keys.map((k) => k.name)).toContain('temp-debug');
    expect((await api.patch(api.org, { name: 'x' })).status).toBe(403);
    const listed = (await api.get(`${api.org}/keys`)).json.result.find((k: { name: string }) => k.name === 'dev');
    expect(listed.assignedRoles).toEqual([expect.objectContaining({ roleName: 'Developer', roleType: 'system' })]);
    // Promoted by an admin, the same key may delete.
    await managed(emu).patch(`${api.org}/keys/${dev.id}`, { roles: ['admin'] });
    expect((await api.del(`${api.org}/keys/${victim.id}`)).status).toBe(200);
  });
});

describe('managed keys', () => {
  it('never returns secrets, refreshes usedAt of the key in use and refuses to delete it', async () => {
    const clock = Date.parse('2026-09-01T12:34:56.789Z');
    emu = await startEmulator({ now: () => clock });
    const api = managed(emu);
    const list = await api.get(`${api.org}/keys`);
    expect(list.text).not.toContain(emu.managed.keySecret);
    expect(list.text).not.toContain(emu.managed.keyId);
    const names = list.json.result.map((k: { name: string }) => k.name);
    expect(names).toEqual([
      'ci-pipeline',
      'ci-pipeline-old',
      'grafana-reader',
      'temp-debug',
      'contractor-2025',
      'dashboards-bot',
      'break-glass-admin',
      'legacy-unknown',
      'new-key',
    ]);
    const self = list.json.result[0];
    expect(self).toMatchObject({ keySuffix: '0001', usedAt: '2026-09-01T12:34:00.000Z', state: 'enabled' });
    expect(list.json.result[1].keySuffix).toBe('0001');
    expect(list.json.result[3]).not.toHaveProperty('usedAt');
    expect(list.json.result[7]).not.toHaveProperty('createdAt');

    const del = await api.del(`${api.org}/keys/${self.id}`);
    expect(del.status).toBe(400);
    expect(del.json.error).toMatch(/^BAD_REQUEST: /);
    expect((await api.get(`${api.org}/keys/not-a-uuid`)).status).toBe(400);
    expect((await api.get(`${api.org}/keys/00000000-0000-4000-8000-000000000000`)).json.error).toMatch(/^NOT_FOUND: /);

    const old = list.json.result[1];
    const patched = await api.patch(`${api.org}/keys/${old.id}`, { state: 'disabled', expireAt: '2027-01-01T00:00:00Z' });
    expect(patched.json.result).toMatchObject({ state: 'disabled', expireAt: '2027-01-01T00:00:00.000Z' });
    expect((await api.patch(`${api.org}/keys/${old.id}`, { expireAt: null })).json.result.expireAt).toBeNull();
    const gone = await api.del(`${api.org}/keys/${old.id}`);
    expect(gone.json).toEqual({ status: 200, requestId: expect.stringMatching(UUID) });
    expect((await api.get(`${api.org}/keys/${old.id}`)).status).toBe(404);

    const created = await api.post(`${api.org}/keys`, { name: 'rotated', ipAccessList: [{ source: '0.0.0.0/0' }] });
    const { keyId, keySecret, key } = created.json.result;
    expect(key.keySuffix).toBe(keyId.slice(-4));
    expect((await managed(emu, keyId, keySecret).get(`${emu.url}/v1/organizations`)).status).toBe(200);
  });

  it('a created key is refused on organization paths for the propagation delay, then works', async () => {
    let clock = Date.parse('2026-09-01T12:00:00Z');
    emu = await startEmulator({ now: () => clock, managed: { keyPropagationMs: 5000 } });
    const created = await managed(emu).post(`${managed(emu).org}/keys`, { name: 'fresh', roles: ['developer'], ipAccessList: [{ source: '127.0.0.1' }] });
    const fresh = managed(emu, created.json.result.keyId, created.json.result.keySecret);
    const early = await fresh.get(fresh.org);
    expect(early.json).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^BAD_REQUEST: OpenAPI key [0-9a-f-]+ does not belong to the organization /),
    });
    expect((await fresh.get(`${emu.url}/v1/organizations`)).status).toBe(200); // names no organization
    clock += 5000;
    expect((await fresh.get(fresh.org)).status).toBe(200);
  });

  it('enforces IP access lists: an empty one admits nobody, CIDRs match, a list without the caller 403s', async () => {
    emu = await startEmulator({ managed: { keyPropagationMs: 0 } });
    const probe = (ipAccessList: Array<{ source: string }>) => {
      const k = emu!.state.addKey({ name: `ip-${ipAccessList.length}`, ipAccessList });
      return managed(emu!, k.keyId, k.keySecret).get(managed(emu!).org);
    };
    const denied = await probe([]);
    expect(denied.json).toMatchObject({ status: 403, error: expect.stringMatching(/^FORBIDDEN: IP address .* is not in the IP access list/) });
    expect((await probe([{ source: '10.0.0.0/8' }, { source: '192.168.1.1' }])).status).toBe(403);
    expect((await probe([{ source: '10.0.0.0/8' }, { source: '127.0.0.0/8' }])).status).toBe(200);
    expect((await probe([{ source: '127.0.0.1' }])).status).toBe(200);
    // Created without a list: an empty one.
    const created = await managed(emu).post(`${managed(emu).org}/keys`, { name: 'no-list', roles: ['developer'] });
    expect(created.json.result.key.ipAccessList).toEqual([]);
    expect((await managed(emu, created.json.result.keyId, created.json.result.keySecret).get(managed(emu).org)).status).toBe(403);
  });

  it('custom roles: listed under /roles, assigned by id (system ids set the legacy roles), unknown ids refused', async () => {
    emu = await startEmulator();
    const api = managed(emu);
    const custom = emu.state.addRole('billing-readers');
    const admin = emu.state.roles.find((r) => r.name === 'Admin')!;
    const created = await api.post(`${api.org}/keys`, { name: 'mixed', assignedRoleIds: [admin.id, custom.id], ipAccessList: [{ source: '0.0.0.0/0' }] });
    expect(created.json.result.key).toMatchObject({
      roles: ['admin'],
      assignedRoles: [
        { roleId: admin.id, roleName: 'Admin', roleType: 'system' },
        { roleId: custom.id, roleName: 'billing-readers', roleType: 'custom' },
      ],
    });
    const roles = (await api.get(`${api.org}/roles`)).json.result;
    expect(roles.map((r: { name: string; type: string }) => `${r.name}/${r.type}`)).toEqual([
      'Admin/system',
      'Developer/system',
      'Query endpoints/system',
      'billing-readers/custom',
    ]);
    expect(roles[3].actors).toEqual([`apiKey/${created.json.result.key.id}`]);
    const unknown = await api.post(`${api.org}/keys`, { name: 'x', assignedRoleIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.json).toMatchObject({ status: 400, error: expect.stringMatching(/^BAD_REQUEST: Role 0{8}-.* not found/) });
    const hidden = emu.state.addKey({ name: 'old-server', roles: ['developer'], hideAssignedRoles: true });
    const listed = (await api.get(`${api.org}/keys/${hidden.id}`)).json.result;
    expect(listed.roles).toEqual(['developer']);
    expect(listed).not.toHaveProperty('assignedRoles');
  });

  it('answers a foreign organization with 400', async () => {
    emu = await startEmulator();
    const res = await managed(emu).get(`${emu.url}/v1/organizations/00000000-0000-4000-8000-000000000000/keys`);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^BAD_REQUEST: OpenAPI key .* does not belong to the organization/);
  });
});

describe('managed BYOC', () => {
  it('deletes without result and 404s unknown ids', async () => {
    emu = await startEmulator();
    const api = managed(emu);
    const id = emu.state.byoc[0]!.id;
    expect((await api.patch(`${api.org}/byocInfrastructure/${id}`, { displayName: 'renamed' })).json.result.displayName).toBe('renamed');
    const del = await api.del(`${api.org}/byocInfrastructure/${id}`);
    expect(del.json).toEqual({ status: 200, requestId: expect.stringMatching(UUID) });
    const again = await api.del(`${api.org}/byocInfrastructure/${id}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ status: 404, requestId: expect.stringMatching(UUID), error: 'NOT_FOUND: BYOC infrastructure not found.' });
    expect((await api.get(`${api.org}/byocInfrastructure`)).status).toBe(404); // no list route
  });
});

describe('managed rate limit', () => {
  it('allows 10 per window per key with X-RateLimit-* headers and a bare 429 body', async () => {
    let clock = 1_700_000_000_000;
    emu = await startEmulator({ now: () => clock });
    const api = managed(emu);
    const first = await api.get(`${api.org}/keys`);
    expect(first.headers.get('x-ratelimit-limit')).toBe('10');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(first.headers.get('x-ratelimit-policy')).toBe('10;w=10;comment="fixed window"');
    clock += 2_750;
    for (let i = 0; i < 9; i++) await api.get(`${api.org}/keys`);
    const limited = await api.get(`${api.org}/keys`);
    expect(limited.status).toBe(429);
    expect(limited.text).toBe('{"error":"TOO_MANY_REQUESTS"}');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('7.25');
    expect(limited.headers.get('retry-after')).toBeNull();
    clock += 7_250;
    expect((await api.get(`${api.org}/keys`)).status).toBe(200);
  });

  it('can be switched off', async () => {
    emu = await startEmulator({ managed: { rateLimit: false } });
    const api = managed(emu);
    for (let i = 0; i < 12; i++)
      expect(
        (await call(api.org, { headers: { authorization: 'Basic ' + Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64') } }))
          .status,
      ).toBe(200);
  });
});
