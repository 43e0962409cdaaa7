// Conformance with upstream's webhooks.int.test.ts (api 2.36.0): each test follows the upstream
// test it is named after, over HTTP against the emulator. Where upstream reads the stored Mongo
// document (write-only headers), we read the emulator's stored record, its equivalent.
import { describe, expect, it } from 'vitest';
import type { WebhookRecord } from '../../packages/emulator/src/index.ts';
import { newObjectId, useEmulator } from './alerting-fixtures.ts';

const SLACK = {
  name: 'Test Slack Webhook',
  service: 'slack' as const,
  url: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
  description: 'Test webhook for Slack',
};
const INCIDENT_IO = {
  name: 'Test IncidentIO Webhook',
  service: 'incidentio' as const,
  url: 'https://api.incident.io/v2/alert_events/http/ZZZZZZZZ?token=' + 'X'.repeat(64),
  description: 'Test webhook for incident.io',
};
const GENERIC = {
  name: 'Test Generic Webhook',
  service: 'generic' as const,
  url: 'https://example.com/webhook',
  description: 'Test generic webhook',
  headers: { 'X-Custom-Header': 'Header Value', Authorization: 'Bearer token' },
  body: '{"text": "{{title}} | {{body}} | {{link}}"}',
};

const fx = useEmulator();
const stored = (id: string): WebhookRecord | undefined => fx().team.webhooks.find((w) => w.id === id);

describe('External API v2 Webhooks', () => {
  describe('GET /api/v2/webhooks', () => {
    it('should return an empty list when no webhooks exist', async () => {
      const res = await fx().api.get('/webhooks');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toEqual({ data: [], meta: { total: 0, limit: 1000, offset: 0 } });
    });

    it('should paginate with limit and offset and report the total', async () => {
      for (let i = 0; i < 3; i++) fx().team.addWebhook({ name: `Webhook ${i}`, service: 'slack' });
      const page1 = await fx().api.get('/webhooks?limit=2&offset=0');
      expect(page1.status).toBe(200);
      expect(page1.json.data).toHaveLength(2);
      expect(page1.json.meta).toEqual({ total: 3, limit: 2, offset: 0 });
      const page2 = await fx().api.get('/webhooks?limit=2&offset=2');
      expect(page2.json.data).toHaveLength(1);
      expect(page2.json.meta).toEqual({ total: 3, limit: 2, offset: 2 });
      const ids = [...page1.json.data, ...page2.json.data].map((w: { id: string }) => w.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('should return an empty page with the correct total past the end', async () => {
      fx().team.addWebhook({ name: 'Only Webhook', service: 'slack' });
      const res = await fx().api.get('/webhooks?offset=100');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(0);
      expect(res.json.meta).toEqual({ total: 1, limit: 1000, offset: 100 });
    });

    it('should reject an out-of-range or non-integer limit or offset', async () => {
      for (const q of ['limit=0', 'limit=5000', 'offset=-1', 'limit=abc', 'limit=1.5']) {
        expect((await fx().api.get(`/webhooks?${q}`)).status, q).toBe(400);
      }
    });

    it('should list a Slack webhook with only Slack-allowed fields', async () => {
      fx().team.addWebhook({ ...SLACK });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: SLACK.name,
        service: 'slack',
        url: SLACK.url,
        description: SLACK.description,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.json.data[0]).not.toHaveProperty('headers');
      expect(res.json.data[0]).not.toHaveProperty('body');
    });

    it('should strip headers and body stored on a Slack webhook', async () => {
      fx().team.addWebhook({ ...SLACK, headers: { 'X-Secret': 'secret' }, body: '{"text": "hello"}' });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data[0]).not.toHaveProperty('headers');
      expect(res.json.data[0]).not.toHaveProperty('body');
    });

    it('should list an IncidentIO webhook with only IncidentIO-allowed fields', async () => {
      fx().team.addWebhook({ ...INCIDENT_IO });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: INCIDENT_IO.name,
        service: 'incidentio',
        url: INCIDENT_IO.url,
        description: INCIDENT_IO.description,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.json.data[0]).not.toHaveProperty('headers');
      expect(res.json.data[0]).not.toHaveProperty('body');
    });

    it('should strip headers and body stored on an IncidentIO webhook', async () => {
      fx().team.addWebhook({ ...INCIDENT_IO, headers: { 'X-Secret': 'secret' }, body: '{"title": "{{title}}"}' });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data[0]).not.toHaveProperty('headers');
      expect(res.json.data[0]).not.toHaveProperty('body');
    });

    it('should list a Generic webhook with body but no headers', async () => {
      fx().team.addWebhook({ ...GENERIC });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: GENERIC.name,
        service: 'generic',
        url: GENERIC.url,
        description: GENERIC.description,
        body: GENERIC.body,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.json.data[0]).not.toHaveProperty('headers');
      expect(res.text).not.toContain('Bearer token');
    });

    it('should return multiple webhooks of different service types', async () => {
      for (const w of [SLACK, INCIDENT_IO, GENERIC]) fx().team.addWebhook({ ...w });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(3);
      expect(res.json.data.map((w: { name: string }) => w.name)).toEqual(expect.arrayContaining([SLACK.name, INCIDENT_IO.name, GENERIC.name]));
    });

    it('should not return webhooks belonging to another team', async () => {
      fx().team.addWebhook({ ...SLACK });
      fx().other.addWebhook({ ...SLACK, name: 'Other Team Webhook' });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0].name).toBe(SLACK.name);
    });

    it('should work with a minimal Slack webhook (no optional fields)', async () => {
      fx().team.addWebhook({ name: 'Minimal Slack Webhook', service: 'slack' });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: 'Minimal Slack Webhook',
        service: 'slack',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      for (const key of ['url', 'description', 'headers', 'body']) expect(res.json.data[0]).not.toHaveProperty(key);
    });

    it('should work with a minimal Generic webhook (no optional fields)', async () => {
      fx().team.addWebhook({ name: 'Minimal Generic Webhook', service: 'generic' });
      const res = await fx().api.get('/webhooks');
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0]).toMatchObject({
        id: expect.any(String),
        name: 'Minimal Generic Webhook',
        service: 'generic',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      for (const key of ['url', 'description', 'headers', 'body']) expect(res.json.data[0]).not.toHaveProperty(key);
    });

    it('should count a row that fails schema parse in total but omit it from data', async () => {
      fx().team.addWebhook({ ...SLACK });
      // A stored row of a service the read schema does not know (upstream inserts it bypassing Mongoose).
      fx().team.addWebhook({ name: 'Broken Webhook', service: 'not-a-real-service' as WebhookRecord['service'] });
      const res = await fx().api.get('/webhooks');
      expect(res.json.meta.total).toBe(2);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0].name).toBe(SLACK.name);
    });

    it('should require authentication', async () => {
      expect((await fx().anonymous('GET', '/webhooks')).status).toBe(401);
    });
  });

  describe('POST /api/v2/webhooks', () => {
    it('should require authentication', async () => {
      expect((await fx().anonymous('POST', '/webhooks', SLACK)).status).toBe(401);
      expect(fx().team.webhooks).toHaveLength(0);
    });

    it('should create a Slack webhook and never return sensitive fields', async () => {
      const res = await fx().api.post('/webhooks', GENERIC);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: expect.any(String), name: GENERIC.name, service: 'generic', url: GENERIC.url, body: GENERIC.body });
      expect(res.json.data).not.toHaveProperty('headers');
      expect(res.json.data).not.toHaveProperty('queryParams');
      // ...but they are stored.
      expect(stored(res.json.data.id)?.headers).toEqual(GENERIC.headers);
    });

    it('should reject a duplicate service + name', async () => {
      expect((await fx().api.post('/webhooks', SLACK)).status).toBe(200);
      const res = await fx().api.post('/webhooks', SLACK);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/already exists/i);
    });

    it('should reject an invalid url', async () => {
      const res = await fx().api.post('/webhooks', { ...SLACK, url: 'not-a-url' });
      expect([res.status, res.json.message]).toEqual([400, 'Body validation failed: url: Invalid url']);
    });

    it('should reject a private webhook URL without persisting it', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, url: 'http://10.0.0.1/webhook' });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('private or reserved address');
      expect(fx().team.webhooks).toHaveLength(0);
    });

    it.each(['headers', 'queryParams', 'body'])('should reject %s on a slack webhook (unsupported by the service)', async (field) => {
      const payload = field === 'body' ? { ...SLACK, body: '{"text": "hi"}' } : { ...SLACK, [field]: { 'X-Custom': 'value' } };
      const res = await fx().api.post('/webhooks', payload);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(`Body validation failed: ${field}: ${field} is not supported for the slack webhook service`);
      expect(fx().team.webhooks).toHaveLength(0);
    });

    it('should reject header values with control characters', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, headers: { 'X-Bad': 'line1\nline2' } });
      expect([res.status, res.json.message]).toEqual([400, 'Body validation failed: headers.X-Bad: Header values cannot contain control characters']);
    });

    it('should reject query param values with control characters', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, queryParams: { token: 'line1\r\nX-Injected: evil' } });
      expect([res.status, res.json.message]).toEqual([
        400,
        'Body validation failed: queryParams.token: Query parameter values cannot contain control characters',
      ]);
    });

    it('should reject query param names with control characters', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, queryParams: { 'bad\nkey': 'value' } });
      expect([res.status, res.json.message]).toEqual([
        400,
        'Body validation failed: queryParams.bad\nkey: Query parameter names cannot contain control characters',
      ]);
    });

    it('should reject a header name with characters outside the HTTP token charset', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, headers: { 'X-Bad@Name': 'value' } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        "Body validation failed: headers.X-Bad@Name: Invalid header name. Only alphanumeric characters and !#$%&'*+-.^_`|~ are allowed",
      );
    });

    it('should reject a header name containing a colon', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, headers: { 'X-Bad:Name': 'value' } });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('headers.X-Bad:Name: Invalid header name');
    });

    it('should reject a header name that starts with a digit', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, headers: { '1-Header': 'value' } });
      expect([res.status, res.json.message]).toEqual([400, 'Body validation failed: headers.1-Header: Header name cannot start with a number']);
    });

    it('should reject an empty header name', async () => {
      const res = await fx().api.post('/webhooks', { ...GENERIC, headers: { '': 'value' } });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('headers.: Header name cannot be empty');
    });

    describe('field size caps', () => {
      const refused = async (body: Record<string, unknown>, message: string) => {
        const res = await fx().api.post('/webhooks', { ...GENERIC, ...body });
        expect([res.status, res.json.message]).toEqual([400, `Body validation failed: ${message}`]);
        expect(fx().team.webhooks).toHaveLength(0);
      };

      it('should reject an over-long name', async () => {
        await refused({ name: 'x'.repeat(1025) }, 'name: String must contain at most 1024 character(s)');
      });

      it('should reject an over-long url', async () => {
        await refused({ url: `https://example.com/${'a'.repeat(2049)}` }, 'url: String must contain at most 2048 character(s)');
      });

      it('should reject an over-long description', async () => {
        await refused({ description: 'x'.repeat(2049) }, 'description: String must contain at most 2048 character(s)');
      });

      it('should reject an over-long body', async () => {
        await refused({ body: 'x'.repeat(16 * 1024 + 1) }, 'body: String must contain at most 16384 character(s)');
      });

      it('should reject an over-long header value', async () => {
        await refused({ headers: { 'X-Big': 'x'.repeat(4097) } }, 'headers.X-Big: String must contain at most 4096 character(s)');
      });

      it('should reject an over-long query param value', async () => {
        await refused({ queryParams: { token: 'x'.repeat(4097) } }, 'queryParams.token: String must contain at most 4096 character(s)');
      });

      it('should reject more than 100 headers', async () => {
        const headers = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`X-H-${i}`, 'v']));
        await refused({ headers }, 'headers: A webhook cannot have more than 100 headers');
      });

      it('should reject more than 100 query params', async () => {
        const queryParams = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'v']));
        await refused({ queryParams }, 'queryParams: A webhook cannot have more than 100 query parameters');
      });
    });
  });

  describe('PUT /api/v2/webhooks/:id', () => {
    it('should reject a private webhook URL without updating it', async () => {
      const created = fx().team.addWebhook({ ...GENERIC });
      const res = await fx().api.put(`/webhooks/${created.id}`, { ...GENERIC, url: 'http://[fd00::1]/webhook' });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('private or reserved address');
      expect(stored(created.id)?.url).toBe(GENERIC.url);
    });

    it('should replace readable fields but preserve omitted write-only fields when the destination is unchanged', async () => {
      const created = fx().team.addWebhook({ ...GENERIC });
      const res = await fx().api.put(`/webhooks/${created.id}`, { name: 'Renamed Generic', service: 'generic', url: GENERIC.url });
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Renamed Generic');
      expect(res.json.data.url).toBe(GENERIC.url);
      expect(res.json.data).not.toHaveProperty('headers');
      expect(res.json.data).not.toHaveProperty('queryParams');
      const after = stored(created.id)!;
      expect(after.headers).toEqual(GENERIC.headers);
      expect(after.body).toBeUndefined();
      expect(after.description).toBeUndefined();
    });

    it('should preserve omitted queryParams when the destination is unchanged', async () => {
      const created = fx().team.addWebhook({ ...GENERIC, queryParams: { token: 'secret-token' } });
      const res = await fx().api.put(`/webhooks/${created.id}`, { name: 'Renamed Generic', service: 'generic', url: GENERIC.url });
      expect(res.status).toBe(200);
      expect(stored(created.id)?.queryParams).toEqual({ token: 'secret-token' });
    });

    it('should NOT forward stored write-only secrets when the url changes', async () => {
      const created = fx().team.addWebhook({ ...GENERIC, headers: { Authorization: 'Bearer super-secret' }, queryParams: { token: 'secret-token' } });
      const res = await fx().api.put(`/webhooks/${created.id}`, { name: GENERIC.name, service: 'generic', url: 'https://attacker.example.com/steal' });
      expect(res.status).toBe(200);
      const after = stored(created.id)!;
      expect(after.headers).toBeUndefined();
      expect(after.queryParams).toBeUndefined();
      expect(after.url).toBe('https://attacker.example.com/steal');
    });

    it('should clear stored write-only secrets when the service changes', async () => {
      const created = fx().team.addWebhook({ ...GENERIC, headers: { Authorization: 'Bearer super-secret' } });
      const res = await fx().api.put(`/webhooks/${created.id}`, { name: GENERIC.name, service: 'slack', url: SLACK.url });
      expect(res.status).toBe(200);
      expect(stored(created.id)?.headers).toBeUndefined();
    });

    it('should keep re-supplied write-only fields when the url changes', async () => {
      const created = fx().team.addWebhook({ ...GENERIC, headers: { Authorization: 'Bearer old-secret' } });
      const res = await fx().api.put(`/webhooks/${created.id}`, {
        name: GENERIC.name,
        service: 'generic',
        url: 'https://example.com/new-but-trusted',
        headers: { Authorization: 'Bearer new-secret' },
      });
      expect(res.status).toBe(200);
      expect(stored(created.id)?.headers).toEqual({ Authorization: 'Bearer new-secret' });
    });

    it('should clear write-only fields when an explicit empty object is sent', async () => {
      const created = fx().team.addWebhook({ ...GENERIC });
      const res = await fx().api.put(`/webhooks/${created.id}`, { name: GENERIC.name, service: 'generic', url: GENERIC.url, headers: {} });
      expect(res.status).toBe(200);
      expect(stored(created.id)?.headers).toBeUndefined();
    });

    it('should reject renaming a webhook onto an existing service + name', async () => {
      fx().team.addWebhook({ ...SLACK });
      const created = fx().team.addWebhook({ ...SLACK, name: 'Another Slack Webhook' });
      const res = await fx().api.put(`/webhooks/${created.id}`, { ...SLACK });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/already exists/i);
      expect(stored(created.id)?.name).toBe('Another Slack Webhook');
    });

    it('should return 404 for a webhook belonging to another team', async () => {
      const foreign = fx().other.addWebhook({ ...SLACK });
      const res = await fx().api.put(`/webhooks/${foreign.id}`, SLACK);
      expect([res.status, res.json]).toEqual([404, { message: 'Webhook not found' }]);
    });

    it('should return 404 for a non-existent webhook', async () => {
      const res = await fx().api.put(`/webhooks/${newObjectId()}`, SLACK);
      expect([res.status, res.json]).toEqual([404, { message: 'Webhook not found' }]);
    });
  });

  describe('DELETE /api/v2/webhooks/:id', () => {
    it('should delete a webhook', async () => {
      const created = fx().team.addWebhook({ ...SLACK });
      const res = await fx().api.del(`/webhooks/${created.id}`);
      expect([res.status, res.json]).toEqual([200, {}]);
      expect(stored(created.id)).toBeUndefined();
    });

    it('should return 404 for a webhook belonging to another team', async () => {
      const foreign = fx().other.addWebhook({ ...SLACK });
      expect((await fx().api.del(`/webhooks/${foreign.id}`)).status).toBe(404);
      expect(fx().other.webhooks.some((w) => w.id === foreign.id)).toBe(true);
    });

    it('should return 409 (not orphan alerts) when an alert still references the webhook', async () => {
      const created = fx().team.addWebhook({ ...SLACK });
      fx().team.addAlert({
        source: 'saved_search',
        savedSearchId: newObjectId(),
        threshold: 1,
        interval: '5m',
        state: 'OK',
        channel: { type: 'webhook', webhookId: created.id },
      });
      const res = await fx().api.del(`/webhooks/${created.id}`);
      expect(res.status).toBe(409);
      expect(res.json.message).toMatch(/still reference/i);
      expect(stored(created.id)).toBeDefined();
    });
  });
});
