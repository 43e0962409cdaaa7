// The server rules of each kind hold on the managed edition too (the same HyperDX behind the
// gateway): references that must exist, a webhook in use, write-only fields, unique webhook names,
// URL rules; and the kinds the managed API does not have stay unrouted.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { managed } from './http.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const MISSING = 'ffffffffffffffffffffffff';

async function start() {
  emu = await startEmulator();
  const service = emu.state.services[emu.managed.serviceId]!;
  return { api: managed(emu), service };
}

describe('every kind on the managed edition, with the server rules', () => {
  it('has no connections (self-hosted only)', async () => {
    const { api } = await start();
    for (const answer of [await api.get(`${api.stack}/connections`), await api.post(`${api.stack}/connections`, { name: 'c', host: 'h', username: 'u' })]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toMatch(/Cannot (GET|POST)/);
    }
  });

  it('refuses a source whose connection is not one of the service team’s', async () => {
    const { api, service } = await start();
    const existing = service.sources.find((s) => s.kind === 'log')!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = (await api.get(`${api.stack}/sources/${existing.id}`)).json.result;
    const before = service.sources.length;
    const answer = await api.post(`${api.stack}/sources`, { ...body, connection: MISSING });
    expect(answer.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: connection must be an existing connection id' });
    expect(service.sources).toHaveLength(before);
  });

  it('refuses a saved search on a source the team does not have', async () => {
    const { api, service } = await start();
    const before = service.savedSearches.length;
    const answer = await api.post(`${api.stack}/saved-searches`, { name: 'orphan', sourceId: MISSING });
    expect(answer.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: sourceId must be an existing source id' });
    expect(service.savedSearches).toHaveLength(before);
  });

  it('keeps webhook headers write-only, names unique per service, URLs public, and a webhook in use undeletable', async () => {
    const { api, service } = await start();
    const body = { name: 'pager', service: 'generic', url: 'https://hooks.example.com/x', headers: { Authorization: 'Bearer s3cret' } };
    const created = await api.post(`${api.stack}/webhooks`, body);
    expect(created.status).toBe(200);
    const list = await api.get(`${api.stack}/webhooks`);
    expect(list.text).not.toContain('s3cret');
    expect((await api.post(`${api.stack}/webhooks`, { ...body, headers: undefined })).json).toMatchObject({
      status: 400,
      error: 'BAD_REQUEST: A webhook with this service and name already exists',
    });
    const privateUrl = await api.post(`${api.stack}/webhooks`, { name: 'inner', service: 'generic', url: 'http://10.0.0.1/hook' });
    expect(privateUrl.json).toMatchObject({ status: 400, error: 'BAD_REQUEST: Webhook URL resolves to a private or reserved address.' });

    const id = created.json.result.id as string;
    service.addAlert({ source: 'saved_search', savedSearchId: MISSING, channel: { type: 'webhook', webhookId: id } });
    const refused = await api.del(`${api.stack}/webhooks/${id}`);
    expect(refused.json).toMatchObject({
      status: 409,
      error: expect.stringContaining('Cannot delete webhook: 1 alert(s) still reference it') as unknown,
    });
    expect(service.webhooks.some((w) => w.id === id)).toBe(true);
  });
});
