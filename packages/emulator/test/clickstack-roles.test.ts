// ClickStack team roles (managed only): the rules the cloud OpenAPI states for `…/clickstack/roles`.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { managed, selfHosted } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const READ_DASHBOARDS = [{ action: 'read', subject: 'dashboard' }];

async function start() {
  emu = await startEmulator();
  const service = emu.state.services[emu.managed.serviceId]!;
  const builtIn = service.addClickStackRole({ name: 'Admin', isPredefined: true, permissions: [{ action: 'manage', subject: 'all' }] });
  return { api: managed(emu), builtIn, service };
}

describe('managed ClickStack roles', () => {
  it('lists predefined and custom roles, creates, reads, renames and deletes a custom one', async () => {
    const { api } = await start();
    const created = await api.post(`${api.stack}/roles`, { name: 'Deploy Bot', description: 'terraform', permissions: READ_DASHBOARDS });
    expect(created.status).toBe(200);
    const role = created.json.result;
    expect(role).toMatchObject({ name: 'Deploy Bot', description: 'terraform', permissions: READ_DASHBOARDS, isPredefined: false });
    expect(role.id).toMatch(/^[0-9a-f]{24}$/);
    const list = await api.get(`${api.stack}/roles`);
    expect(list.json.result.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Deploy Bot']);
    expect((await api.get(`${api.stack}/roles/${role.id}`)).json.result).toEqual(role);

    // A PUT without name or description keeps them; permissions are replaced.
    const write = [{ action: 'manage', subject: 'dashboard', inverted: true, conditions: { tags: 'prod' } }];
    const updated = await api.put(`${api.stack}/roles/${role.id}`, { permissions: write });
    expect(updated.json.result).toMatchObject({ name: 'Deploy Bot', description: 'terraform', permissions: write });
    const renamed = await api.put(`${api.stack}/roles/${role.id}`, { name: 'Deployer', permissions: write });
    expect(renamed.json.result.name).toBe('Deployer');

    expect((await api.del(`${api.stack}/roles/${role.id}`)).json).toMatchObject({ status: 200 });
    expect((await api.get(`${api.stack}/roles/${role.id}`)).json).toMatchObject({ status: 404, error: 'NOT_FOUND: Role not found' });
    expect((await api.del(`${api.stack}/roles/${role.id}`)).status).toBe(404);
  });

  it('refuses a name already taken in the team or by a predefined role, on create and on rename', async () => {
    const { api, service } = await start();
    const first = await api.post(`${api.stack}/roles`, { name: 'Viewer', permissions: READ_DASHBOARDS });
    const again = await api.post(`${api.stack}/roles`, { name: 'Viewer', permissions: [] });
    expect(again.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: A role named "Viewer" already exists' });
    const reserved = await api.post(`${api.stack}/roles`, { name: 'Admin', permissions: [] });
    expect(reserved.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: Role name "Admin" is reserved for a predefined role' });
    const other = await api.post(`${api.stack}/roles`, { name: 'Other', permissions: [] });
    const clash = await api.put(`${api.stack}/roles/${other.json.result.id}`, { name: 'Viewer', permissions: [] });
    expect(clash.status).toBe(400);
    // Renaming a role to its own name is no clash.
    expect((await api.put(`${api.stack}/roles/${first.json.result.id}`, { name: 'Viewer', permissions: [] })).status).toBe(200);
    expect(service.clickStackRoles.map((r) => r.name)).toEqual(['Admin', 'Viewer', 'Other']);
  });

  it('never changes or deletes a predefined role', async () => {
    const { api, builtIn } = await start();
    const put = await api.put(`${api.stack}/roles/${builtIn.id}`, { name: 'Root', permissions: [] });
    expect(put.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: Predefined roles cannot be modified' });
    const del = await api.del(`${api.stack}/roles/${builtIn.id}`);
    expect(del.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: Predefined roles cannot be deleted' });
    expect(builtIn).toMatchObject({ name: 'Admin', permissions: [{ action: 'manage', subject: 'all' }] });
    expect((await api.get(`${api.stack}/roles`)).json.result).toHaveLength(1);
  });

  it('the gateway refuses bodies the spec refuses (name and permissions on create, permissions on update, rule shape)', async () => {
    const { api } = await start();
    const cases: Array<[unknown, string]> = [
      [{ permissions: [] }, 'name'],
      [{ name: 'x' }, 'permissions'],
      [{ name: 'x', permissions: [{ action: 'read' }] }, 'permissions'],
      [{ name: 'x', permissions: [], isPredefined: true }, 'isPredefined'],
    ];
    for (const [body, property] of cases) {
      const answer = await api.post(`${api.stack}/roles`, body);
      expect(answer.json, JSON.stringify(body)).toMatchObject({ status: 400, error: `BAD_REQUEST: request body property can't be validated: ${property}` });
    }
    const role = (await api.post(`${api.stack}/roles`, { name: 'ok', permissions: [] })).json.result;
    expect((await api.put(`${api.stack}/roles/${role.id}`, { name: 'ok2' })).status).toBe(400);
    expect((await api.get(`${api.stack}/roles/not-an-id`)).status).toBe(400);
    expect((await api.get(`${api.stack}/roles`)).json.result.map((r: { name: string }) => r.name)).toEqual(['Admin', 'ok']);
  });

  it('is unrouted on the self-hosted API, which has no roles', async () => {
    emu = await startEmulator();
    const answer = await selfHosted(emu).get('/roles');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('Cannot GET');
  });
});
