// Conformance with upstream's savedSearches-crud.int.test.ts (api 2.36.0): each test follows the
// upstream test it is named after, over HTTP against the emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Loose } from '../../packages/emulator/test/http.ts';
import { newObjectId, useEmulator } from './alerting-fixtures.ts';

const fx = useEmulator();
let sourceId: string;

beforeEach(() => {
  sourceId = fx().team.addSource({
    name: 'Logs',
    kind: 'log',
    from: { databaseName: 'default', tableName: 'otel_logs' },
    timestampValueExpression: 'Timestamp',
    defaultTableSelectExpression: 'Timestamp, Body',
    connection: newObjectId(),
  }).id;
});

const body = () => ({
  name: 'Production Errors',
  sourceId,
  select: 'Timestamp, Body',
  where: 'SeverityText:ERROR',
  whereLanguage: 'lucene',
  orderBy: 'Timestamp DESC',
  tags: ['prod'],
});

/** Upstream writes it to Mongo under a random team id, with a random source. */
const otherTeamSavedSearch = () => fx().other.addSavedSearch({ name: 'Other Team Search', sourceId: newObjectId(), whereLanguage: 'lucene' });

const create = async (extra: Record<string, unknown> = {}): Promise<Loose> => {
  const res = await fx().api.post('/saved-searches', { ...body(), ...extra });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};

/** A refused write leaves nothing behind. */
const refused = async (payload: Record<string, unknown>, message?: string | RegExp) => {
  const res = await fx().api.post('/saved-searches', payload);
  expect(res.status, res.text).toBe(400);
  if (typeof message === 'string') expect(res.json.message).toBe(message);
  else if (message) expect(res.json.message).toMatch(message);
  expect(fx().team.savedSearches).toHaveLength(0);
  return res;
};

const NOT_RENDERABLE = (i: number) =>
  `filters[${i}] must be a sidebar-renderable SQL predicate (e.g. "<column> IN ('<value>', ...)", "NOT IN (...)", or "BETWEEN <n> AND <n>"). ` +
  'Other shapes are only accepted on update when preserved unchanged from the stored saved search.';

describe('External API v2 Saved Searches CRUD', () => {
  describe('auth', () => {
    it('should require authentication on list', async () => {
      expect((await fx().anonymous('GET', '/saved-searches')).status).toBe(401);
    });
  });

  describe('POST /api/v2/saved-searches', () => {
    it('should create a saved search and return the external shape', async () => {
      const data = await create();
      expect(data).toMatchObject({
        id: expect.any(String),
        name: 'Production Errors',
        sourceId,
        select: 'Timestamp, Body',
        where: 'SeverityText:ERROR',
        whereLanguage: 'lucene',
        orderBy: 'Timestamp DESC',
        tags: ['prod'],
        teamId: fx().team.id,
      });
      expect(data).not.toHaveProperty('source');
    });

    it('should reject a sourceId that does not belong to the team', async () => {
      await refused({ ...body(), sourceId: newObjectId() }, 'sourceId must be an existing source id');
    });

    it('should reject a real source owned by another team (cross-team)', async () => {
      const foreign = fx().other.addSource({ name: 'Other Team Logs', kind: 'log', from: { databaseName: 'default', tableName: 'otel_logs' } });
      await refused({ ...body(), sourceId: foreign.id }, /existing source/i);
    });

    it('should reject a malformed sourceId', async () => {
      await refused({ ...body(), sourceId: 'not-an-id' }, 'Body validation failed: sourceId: Invalid ObjectId');
    });

    it('should reject a missing name', async () => {
      const { name: _name, ...rest } = body();
      await refused(rest, 'Body validation failed: name: Required');
    });

    it('should reject more than 50 tags', async () => {
      await refused(
        { ...body(), tags: Array.from({ length: 51 }, (_, i) => `tag-${i}`) },
        'Body validation failed: tags: Array must contain at most 50 element(s)',
      );
    });

    it('should reject a tag longer than 32 characters', async () => {
      await refused({ ...body(), tags: ['x'.repeat(33)] }, 'Body validation failed: tags.0: String must contain at most 32 character(s)');
    });

    it('should reject a name longer than 1024 characters', async () => {
      await refused({ ...body(), name: 'x'.repeat(1025) }, 'Body validation failed: name: String must contain at most 1024 character(s)');
    });

    it('should accept the sidebar-renderable IN / NOT IN / BETWEEN forms', async () => {
      const filters = [
        { type: 'sql', condition: "ServiceName IN ('checkout', 'payments')" },
        { type: 'sql', condition: "SeverityText NOT IN ('debug', 'trace')" },
        { type: 'sql', condition: 'Duration BETWEEN 100 AND 5000' },
        { condition: "StatusCode IN ('500')" },
      ];
      const data = await create({ filters });
      expect(data.filters).toEqual([
        { type: 'sql', condition: "ServiceName IN ('checkout', 'payments')" },
        { type: 'sql', condition: "SeverityText NOT IN ('debug', 'trace')" },
        { type: 'sql', condition: 'Duration BETWEEN 100 AND 5000' },
        { type: 'sql', condition: "StatusCode IN ('500')" },
      ]);
      // The default is stored, not only echoed.
      expect((await fx().api.get(`/saved-searches/${data.id}`)).json.data.filters[3]).toEqual({ type: 'sql', condition: "StatusCode IN ('500')" });
    });

    it('should reject non-sql filter shapes that would not render in the sidebar', async () => {
      await refused({ ...body(), filters: [{ type: 'lucene', condition: 'SeverityText:ERROR' }] }, NOT_RENDERABLE(0));
      await refused({ ...body(), filters: [{ type: 'sql_ast', operator: '=', left: 'ServiceName', right: "'x'" }] }, NOT_RENDERABLE(0));
    });

    it('should reject a sql condition that is not a sidebar-renderable predicate', async () => {
      await refused({ ...body(), filters: [{ type: 'sql', condition: "ServiceName = 'checkout'" }] }, NOT_RENDERABLE(0));
    });

    it('should reject a compound condition that only partially renders', async () => {
      await refused({ ...body(), filters: [{ type: 'sql', condition: "ServiceName IN ('checkout') AND foo = 1" }] }, NOT_RENDERABLE(0));
      await refused({ ...body(), filters: [{ type: 'sql', condition: "ServiceName IN ('a') AND SeverityText IN ('error')" }] }, NOT_RENDERABLE(0));
    });

    it('should reject a BETWEEN with non-numeric bounds', async () => {
      await refused({ ...body(), filters: [{ type: 'sql', condition: "Timestamp BETWEEN '2024-01-01' AND '2024-02-01'" }] }, NOT_RENDERABLE(0));
    });

    it('should reject more than 100 filters', async () => {
      const filters = Array.from({ length: 101 }, () => ({ type: 'sql', condition: "ServiceName IN ('checkout')" }));
      await refused({ ...body(), filters }, 'Body validation failed: filters: Array must contain at most 100 element(s)');
    });

    it('should reject a filter expression that exceeds the length cap', async () => {
      await refused(
        { ...body(), filters: [{ type: 'sql', condition: 'x'.repeat(8 * 1024 + 1) }] },
        'Body validation failed: filters.0.condition: String must contain at most 8192 character(s)',
      );
    });

    it.each([
      ['select', 4 * 1024],
      ['where', 8 * 1024],
      ['orderBy', 1024],
    ])('should reject %s longer than its cap', async (field, cap) => {
      await refused({ ...body(), [field]: 'x'.repeat(cap + 1) }, `Body validation failed: ${field}: String must contain at most ${cap} character(s)`);
    });
  });

  describe('GET /api/v2/saved-searches', () => {
    it('should list only the team saved searches', async () => {
      await create();
      otherTeamSavedSearch();
      const res = await fx().api.get('/saved-searches');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      expect(res.json.data[0].name).toBe('Production Errors');
    });

    it('should cap the number of results with the limit param', async () => {
      await create({ name: 'First' });
      await create({ name: 'Second' });
      const res = await fx().api.get('/saved-searches?limit=1');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
    });

    it('should reject an out-of-range or non-integer limit or offset', async () => {
      for (const q of ['limit=0', 'limit=5000', 'offset=-1', 'limit=abc', 'limit=1.5']) {
        expect((await fx().api.get(`/saved-searches?${q}`)).status, q).toBe(400);
      }
    });

    it('should paginate with limit and offset and report the total', async () => {
      for (const name of ['First', 'Second', 'Third']) await create({ name });
      const page1 = await fx().api.get('/saved-searches?limit=2&offset=0');
      expect(page1.json.data).toHaveLength(2);
      expect(page1.json.meta).toEqual({ total: 3, limit: 2, offset: 0 });
      expect(page1.headers.get('x-total-count')).toBe('3');
      const page2 = await fx().api.get('/saved-searches?limit=2&offset=2');
      expect(page2.json.data).toHaveLength(1);
      expect(page2.json.meta).toEqual({ total: 3, limit: 2, offset: 2 });
      const ids = [...page1.json.data, ...page2.json.data].map((s: { id: string }) => s.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('should return an empty page with the correct total past the end', async () => {
      await create();
      const res = await fx().api.get('/saved-searches?offset=100');
      expect(res.json.data).toHaveLength(0);
      expect(res.json.meta).toEqual({ total: 1, limit: 1000, offset: 100 });
    });

    it('should get a saved search by id', async () => {
      const created = await create();
      const res = await fx().api.get(`/saved-searches/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.json.data.id).toBe(created.id);
      expect(res.json.data).toEqual(created);
    });

    it('should return 404 for another team saved search', async () => {
      const other = otherTeamSavedSearch();
      const res = await fx().api.get(`/saved-searches/${other.id}`);
      expect([res.status, res.json]).toEqual([404, { message: 'Saved search not found' }]);
    });
  });

  describe('PUT /api/v2/saved-searches/:id', () => {
    it('should preserve a pre-existing non-renderable filter on read-modify-write', async () => {
      const legacy = fx().team.addSavedSearch({ name: 'Legacy', sourceId, whereLanguage: 'lucene', filters: [{ type: 'lucene', condition: 'level:error' }] });
      const ok = await fx().api.put(`/saved-searches/${legacy.id}`, {
        name: 'Legacy renamed',
        sourceId,
        filters: [{ type: 'lucene', condition: 'level:error' }],
      });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.json.data.filters).toEqual([{ type: 'lucene', condition: 'level:error' }]);
      const added = await fx().api.put(`/saved-searches/${legacy.id}`, {
        name: 'Legacy renamed',
        sourceId,
        filters: [
          { type: 'lucene', condition: 'level:error' },
          { type: 'lucene', condition: 'status:500' },
        ],
      });
      expect([added.status, added.json.message]).toEqual([400, NOT_RENDERABLE(1)]);
      expect((await fx().api.get(`/saved-searches/${legacy.id}`)).json.data.filters).toHaveLength(1);
    });

    it('should update a saved search', async () => {
      const created = await create();
      const res = await fx().api.put(`/saved-searches/${created.id}`, { ...body(), name: 'Renamed', where: 'Body:timeout' });
      expect(res.status).toBe(200);
      expect(res.json.data.name).toBe('Renamed');
      expect(res.json.data.where).toBe('Body:timeout');
    });

    it('should reset every omitted optional field to its default (uniform full-replace)', async () => {
      const created = await create({ whereLanguage: 'sql', where: 'x = 1' });
      expect(created.orderBy).toBe('Timestamp DESC');
      expect(created.tags).toEqual(['prod']);
      const res = await fx().api.put(`/saved-searches/${created.id}`, { name: 'Minimal', sourceId });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ name: 'Minimal', select: '', where: '', whereLanguage: 'lucene', orderBy: '', tags: [], filters: [] });
    });

    it('should return 404 for another team saved search', async () => {
      const other = otherTeamSavedSearch();
      const res = await fx().api.put(`/saved-searches/${other.id}`, body());
      expect([res.status, res.json]).toEqual([404, { message: 'Saved search not found' }]);
      expect(other.name).toBe('Other Team Search');
    });

    it('should reject a sourceId that does not belong to the team', async () => {
      const created = await create();
      const res = await fx().api.put(`/saved-searches/${created.id}`, { ...body(), sourceId: newObjectId() });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/existing source/i);
    });
  });

  describe('DELETE /api/v2/saved-searches/:id', () => {
    it('should delete a saved search', async () => {
      const created = await create();
      const res = await fx().api.del(`/saved-searches/${created.id}`);
      expect([res.status, res.json]).toEqual([200, {}]);
      expect(fx().team.savedSearches.some((s) => s.id === created.id)).toBe(false);
      expect((await fx().api.get(`/saved-searches/${created.id}`)).status).toBe(404);
    });

    it('should return 404 for another team saved search', async () => {
      const other = otherTeamSavedSearch();
      expect((await fx().api.del(`/saved-searches/${other.id}`)).status).toBe(404);
      expect(fx().other.savedSearches.some((s) => s.id === other.id)).toBe(true);
    });

    it('should delete alerts attached to the saved search', async () => {
      const created = await create();
      fx().team.addAlert({ source: 'saved_search', savedSearchId: created.id, threshold: 1, interval: '5m', state: 'OK', channels: [] });
      expect((await fx().api.get('/alerts')).json.meta.total).toBe(1);
      expect((await fx().api.del(`/saved-searches/${created.id}`)).status).toBe(200);
      expect(fx().team.savedSearches.some((s) => s.id === created.id)).toBe(false);
      expect((await fx().api.get('/alerts')).json.meta.total).toBe(0);
    });
  });
});
