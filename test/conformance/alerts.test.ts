// Conformance with upstream's alerts.int.test.ts (api 2.36.0): each test follows the upstream test
// it is named after, over HTTP against the emulator. Dashboards, webhooks and saved searches that
// upstream writes straight into Mongo are added to the emulator's state.
import { describe, expect, it } from 'vitest';
import type { DashboardRecord } from '../../packages/emulator/src/index.ts';
import { newObjectId, useEmulator } from './alerting-fixtures.ts';
import { CONFORMANCE_VERSION } from './server-version.ts';

// Upstream's fixtures: a bucketed time series, and a number query without buckets.
const RAW_SQL_ALERT_TEMPLATE =
  'SELECT toStartOfInterval(Timestamp, INTERVAL {intervalSeconds:Int64} second) AS ts, count() AS cnt FROM default.otel_logs ' +
  'WHERE Timestamp >= fromUnixTimestamp64Milli({startDateMilliseconds:Int64}) AND Timestamp < fromUnixTimestamp64Milli({endDateMilliseconds:Int64}) ' +
  'GROUP BY ts ORDER BY ts';
const RAW_SQL_NUMBER_ALERT_TEMPLATE =
  'SELECT count() AS cnt FROM default.otel_logs WHERE Timestamp >= fromUnixTimestamp64Milli({startDateMilliseconds:Int64}) ' +
  'AND Timestamp < fromUnixTimestamp64Milli({endDateMilliseconds:Int64})';

const fx = useEmulator();
const DAY_MS = 24 * 60 * 60 * 1000;

type Team = ReturnType<typeof fx>['team'];

/** Upstream upserts one slack webhook named 'Test Webhook' per team. */
function testWebhook(team: Team = fx().team) {
  return (
    team.webhooks.find((w) => w.name === 'Test Webhook') ?? team.addWebhook({ name: 'Test Webhook', service: 'slack', url: 'https://hooks.slack.com/test' })
  );
}

const webhookNamed = (name: string) =>
  fx().team.webhooks.find((w) => w.name === name) ?? fx().team.addWebhook({ name, service: 'slack', url: 'https://hooks.slack.com/test' });

/** Tiles without a config, as upstream's helper stores them. */
function testDashboard(options: { numTiles?: number; team?: Team } = {}): DashboardRecord {
  const team = options.team ?? fx().team;
  return team.addDashboard({
    name: 'Test Dashboard',
    tiles: Array.from({ length: options.numTiles ?? 1 }, (_, i) => ({
      id: newObjectId(),
      name: `Chart ${i + 1}`,
      x: i * 6,
      y: Math.floor(i / 2) * 3,
      w: 6,
      h: 3,
    })),
  });
}

function rawSqlDashboard(displayType: string, sqlTemplate: string) {
  const tileId = newObjectId();
  const dashboard = fx().team.addDashboard({
    name: 'Raw SQL Dashboard',
    tiles: [
      { id: tileId, name: 'Raw SQL Chart', x: 0, y: 0, w: 6, h: 3, config: { configType: 'sql', displayType, sqlTemplate, connection: 'test-connection' } },
    ],
  });
  return { dashboard, tileId };
}

const testSavedSearch = (team: Team = fx().team) =>
  team.addSavedSearch({ name: 'Test Saved Search', where: 'error', whereLanguage: 'lucene', sourceId: newObjectId() });

function tileAlert(dashboard: DashboardRecord, webhookId: string, extra: Record<string, unknown> = {}) {
  return {
    dashboardId: dashboard.id,
    tileId: dashboard.tiles[0]!.id,
    threshold: 100,
    interval: '1h',
    source: 'tile',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId },
    ...extra,
  };
}

/** Upstream's createTestAlert: a dashboard, the webhook, and an alert made over HTTP. */
async function createTestAlert(overrides: Record<string, unknown> = {}) {
  const dashboard = testDashboard();
  const webhook = testWebhook();
  const alertInput = { ...tileAlert(dashboard, webhook.id), name: 'Test Alert', message: 'Test Alert Message', ...overrides };
  const res = await fx().api.post('/alerts', alertInput);
  expect(res.status, res.text).toBe(200);
  return { alert: res.json.data, dashboard, webhook, alertInput };
}

/** A 400 that leaves the alerts as they were. */
async function refused(method: 'post' | 'put', path: string, body: unknown, message?: string) {
  const before = JSON.stringify(fx().team.alerts);
  const res = await fx().api[method](path, body);
  expect(res.status, res.text).toBe(400);
  if (message !== undefined) expect(res.json).toEqual({ message });
  expect(JSON.stringify(fx().team.alerts)).toBe(before);
  return res;
}

describe('External API Alerts', () => {
  describe('Response Format', () => {
    it('should return responses in the expected format', async () => {
      const dashboard = testDashboard();
      const webhook = testWebhook();
      const input = {
        ...tileAlert(dashboard, webhook.id, { threshold: 123, interval: '15m' }),
        name: 'Format Test Alert',
        message: 'This is a test alert for format verification',
      };
      const created = await fx().api.post('/alerts', input);
      expect(created.status).toBe(200);
      expect(created.headers.get('content-type')).toMatch(/application\/json/);
      expect(created.json).toEqual({
        data: {
          id: expect.any(String),
          name: 'Format Test Alert',
          message: 'This is a test alert for format verification',
          note: null,
          numConsecutiveWindows: null,
          threshold: 123,
          interval: '15m',
          source: 'tile',
          thresholdType: 'above',
          channel: { type: 'webhook', webhookId: webhook.id },
          channels: [{ type: 'webhook', webhookId: webhook.id }],
          teamId: fx().team.id,
          tileId: dashboard.tiles[0]!.id,
          dashboardId: dashboard.id,
          state: 'OK',
          // Today's servers add the display name and tags derived from the tile (hyperdx #3065).
          ...(CONFORMANCE_VERSION === 'latest' ? { displayName: `${dashboard.name} ${dashboard.tiles[0]!.name}`, tags: [] } : {}),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      const id = created.json.data.id;
      const got = await fx().api.get(`/alerts/${id}`);
      expect(got.headers.get('content-type')).toMatch(/application\/json/);
      expect(got.json).toEqual({ data: created.json.data });
      const list = await fx().api.get('/alerts');
      expect(list.headers.get('content-type')).toMatch(/application\/json/);
      expect(Array.isArray(list.json.data)).toBe(true);
      const deleted = await fx().api.del(`/alerts/${id}`);
      expect([deleted.status, deleted.json]).toEqual([200, {}]);
    });
  });

  describe('Creating alerts', () => {
    it('should create an alert', async () => {
      const { alert } = await createTestAlert();
      expect(alert).toMatchObject({ threshold: 100, interval: '1h', name: 'Test Alert' });
      expect(alert.id).toBeTruthy();
    });

    it('should handle validation errors when creating alerts', async () => {
      const res = await refused('post', '/alerts', { name: 'Invalid Alert', message: 'This should fail validation' });
      expect(res.json.message).toBe('Body validation failed: interval: Required; threshold: Required; thresholdType: Required; Invalid input');
    });

    it('should reject scheduleOffsetMinutes when scheduleStartAt is provided', async () => {
      const dashboard = testDashboard();
      await refused(
        'post',
        '/alerts',
        tileAlert(dashboard, newObjectId(), { scheduleOffsetMinutes: 2, scheduleStartAt: new Date().toISOString() }),
        'Body validation failed: scheduleOffsetMinutes: scheduleOffsetMinutes must be 0 when scheduleStartAt is provided',
      );
    });

    it('should reject scheduleStartAt values more than 1 year in the future', async () => {
      const dashboard = testDashboard();
      await refused(
        'post',
        '/alerts',
        tileAlert(dashboard, newObjectId(), { scheduleStartAt: new Date(Date.now() + 366 * DAY_MS).toISOString() }),
        'Body validation failed: scheduleStartAt: scheduleStartAt must be within 1 year from now',
      );
    });

    it('should create multiple alerts for different tiles', async () => {
      const dashboard = testDashboard({ numTiles: 3 });
      const webhook = testWebhook();
      const results = await Promise.all(
        dashboard.tiles.map((tile, i) =>
          fx().api.post('/alerts', {
            ...tileAlert(dashboard, webhook.id, { tileId: tile.id, threshold: 100 * (i + 1) }),
            name: `Alert for ${tile.id}`,
            message: `This is an alert for ${tile.id}`,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const list = (await fx().api.get('/alerts')).json.data as Array<{ id: string; tileId: string }>;
      for (const r of results) expect(list.some((a) => a.id === r.json.data.id)).toBe(true);
      for (const tile of dashboard.tiles) expect(list.find((a) => a.tileId === tile.id)).toBeTruthy();
    });
  });

  describe('Retrieving alerts', () => {
    it('should get an alert by ID', async () => {
      // Written straight into the store, references unchecked (upstream's createTestAlertDirectly).
      const alert = fx().team.addAlert({
        dashboardId: newObjectId(),
        tileId: newObjectId(),
        threshold: 100,
        interval: '1h',
        source: 'tile',
        thresholdType: 'above',
        channel: { type: 'webhook', webhookId: newObjectId() },
        name: 'Direct DB Alert',
        message: 'Created directly in DB',
      });
      const res = await fx().api.get(`/alerts/${alert.id}`);
      expect(res.status).toBe(200);
      expect(res.json.data.id).toBe(alert.id);
      expect(res.json.data.name).toBe('Direct DB Alert');
    });

    it('should return 404 for non-existent alert', async () => {
      const res = await fx().api.get(`/alerts/${newObjectId()}`);
      expect([res.status, res.json]).toEqual([404, { message: 'Alert not found' }]);
    });

    it('should list all alerts', async () => {
      await createTestAlert({ name: 'First Alert', threshold: 100 });
      await createTestAlert({ name: 'Second Alert', threshold: 200 });
      await createTestAlert({ name: 'Third Alert', threshold: 300 });
      const list = (await fx().api.get('/alerts')).json.data as Array<{ name: string; threshold: number }>;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.map((a) => a.name)).toEqual(expect.arrayContaining(['First Alert', 'Second Alert', 'Third Alert']));
      expect(list.find((a) => a.name === 'First Alert')!.threshold).toBe(100);
      expect(list.find((a) => a.name === 'Second Alert')!.threshold).toBe(200);
    });

    it('should paginate with limit and offset and report the total', async () => {
      await createTestAlert({ name: 'Alert A', threshold: 100 });
      await createTestAlert({ name: 'Alert B', threshold: 200 });
      await createTestAlert({ name: 'Alert C', threshold: 300 });
      const page1 = await fx().api.get('/alerts?limit=2&offset=0');
      expect(page1.json.data).toHaveLength(2);
      expect(page1.json.meta).toEqual({ total: 3, limit: 2, offset: 0 });
      const page2 = await fx().api.get('/alerts?limit=2&offset=2');
      expect(page2.json.data).toHaveLength(1);
      expect(page2.json.meta).toEqual({ total: 3, limit: 2, offset: 2 });
      const ids = [...page1.json.data, ...page2.json.data].map((a: { id: string }) => a.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('should return an empty page with the correct total past the end', async () => {
      await createTestAlert({ name: 'Only Alert', threshold: 100 });
      const res = await fx().api.get('/alerts?offset=100');
      expect(res.json.data).toHaveLength(0);
      expect(res.json.meta).toEqual({ total: 1, limit: 1000, offset: 100 });
    });

    it('should reject an out-of-range or non-integer limit or offset', async () => {
      for (const q of ['limit=0', 'limit=5000', 'offset=-1', 'limit=abc', 'limit=1.5']) {
        expect((await fx().api.get(`/alerts?${q}`)).status, q).toBe(400);
      }
    });
  });

  describe('Updating alerts', () => {
    it('should update an alert', async () => {
      const { alert } = await createTestAlert({ name: 'Update Test Alert', threshold: 100, interval: '15m', message: 'Original message' });
      const original = (await fx().api.get(`/alerts/${alert.id}`)).json.data;
      const res = await fx().api.put(`/alerts/${alert.id}`, {
        threshold: 500,
        interval: '1h',
        thresholdType: 'above',
        source: 'tile',
        dashboardId: original.dashboardId,
        tileId: original.tileId,
        channel: original.channel,
        name: 'Updated Alert Name',
        message: 'Updated message',
      });
      expect(res.status).toBe(200);
      const after = (await fx().api.get(`/alerts/${alert.id}`)).json.data;
      expect(after).toMatchObject({ name: 'Updated Alert Name', threshold: 500, interval: '1h', message: 'Updated message' });
    });

    it('should reject scheduleOffsetMinutes when scheduleStartAt is provided', async () => {
      const { alert } = await createTestAlert({ interval: '1h' });
      const o = (await fx().api.get(`/alerts/${alert.id}`)).json.data;
      await refused(
        'put',
        `/alerts/${alert.id}`,
        {
          threshold: o.threshold,
          interval: o.interval,
          thresholdType: o.thresholdType,
          source: o.source,
          dashboardId: o.dashboardId,
          tileId: o.tileId,
          channel: o.channel,
          scheduleOffsetMinutes: 2,
          scheduleStartAt: new Date().toISOString(),
        },
        'Body validation failed: scheduleOffsetMinutes: scheduleOffsetMinutes must be 0 when scheduleStartAt is provided',
      );
    });
  });

  describe('Deleting alerts', () => {
    it('should delete an alert', async () => {
      const { alert } = await createTestAlert({ name: 'Delete Test Alert' });
      expect((await fx().api.del(`/alerts/${alert.id}`)).status).toBe(200);
      expect((await fx().api.get(`/alerts/${alert.id}`)).status).toBe(404);
      const list = (await fx().api.get('/alerts')).json.data as Array<{ id: string }>;
      expect(list.find((a) => a.id === alert.id)).toBeUndefined();
    });

    it('should return 404 with a JSON body when deleting a non-existent alert', async () => {
      const res = await fx().api.del(`/alerts/${newObjectId()}`);
      expect([res.status, res.json]).toEqual([404, { message: 'Alert not found' }]);
    });
  });

  describe('Input validation', () => {
    describe('webhook validation', () => {
      it('should reject a non-existent webhook', async () => {
        await refused('post', '/alerts', tileAlert(testDashboard(), newObjectId()), 'Webhook not found');
      });

      it('should reject a webhook belonging to another team', async () => {
        const foreign = testWebhook(fx().other);
        await refused('post', '/alerts', tileAlert(testDashboard(), foreign.id), 'Webhook not found');
      });

      it('should reject an update with a webhook belonging to another team', async () => {
        const { alert, dashboard } = await createTestAlert();
        const foreign = testWebhook(fx().other);
        await refused('put', `/alerts/${alert.id}`, tileAlert(dashboard, foreign.id, { threshold: 200 }), 'Webhook not found');
      });
    });

    describe('dashboard (TILE source) validation', () => {
      it('should reject a non-existent dashboard', async () => {
        const webhook = testWebhook();
        await refused(
          'post',
          '/alerts',
          { ...tileAlert(testDashboard(), webhook.id), dashboardId: newObjectId(), tileId: newObjectId() },
          'Dashboard not found',
        );
      });

      it('should reject a dashboard belonging to another team', async () => {
        const webhook = testWebhook();
        const foreign = testDashboard({ team: fx().other });
        await refused('post', '/alerts', tileAlert(foreign, webhook.id), 'Dashboard not found');
      });

      it('should reject an update with a dashboard belonging to another team', async () => {
        const { alert, webhook } = await createTestAlert();
        const foreign = testDashboard({ team: fx().other });
        await refused('put', `/alerts/${alert.id}`, tileAlert(foreign, webhook.id, { threshold: 200 }), 'Dashboard not found');
      });

      it('should allow creating an alert on a raw SQL line tile', async () => {
        const webhook = testWebhook();
        const { dashboard, tileId } = rawSqlDashboard('line', RAW_SQL_ALERT_TEMPLATE);
        const res = await fx().api.post('/alerts', tileAlert(dashboard, webhook.id, { tileId }));
        expect(res.status, res.text).toBe(200);
        expect(res.json.data.dashboardId).toBe(dashboard.id);
        expect(res.json.data.tileId).toBe(tileId);
      });

      it('should allow creating an alert on a raw SQL number tile', async () => {
        const webhook = testWebhook();
        const { dashboard, tileId } = rawSqlDashboard('number', RAW_SQL_NUMBER_ALERT_TEMPLATE);
        const res = await fx().api.post('/alerts', tileAlert(dashboard, webhook.id, { tileId }));
        expect(res.status, res.text).toBe(200);
        expect(res.json.data.dashboardId).toBe(dashboard.id);
        expect(res.json.data.tileId).toBe(tileId);
      });

      it('should reject creating an alert on a raw SQL table tile', async () => {
        const webhook = testWebhook();
        const { dashboard, tileId } = rawSqlDashboard('table', RAW_SQL_ALERT_TEMPLATE);
        await refused(
          'post',
          '/alerts',
          tileAlert(dashboard, webhook.id, { tileId }),
          'Alerts on Raw SQL tiles are only supported for Line, Stacked Bar, or Number display types',
        );
      });

      it('should reject creating an alert on a raw SQL tile without interval params', async () => {
        const webhook = testWebhook();
        const { dashboard, tileId } = rawSqlDashboard('line', 'SELECT count() FROM otel_logs');
        await refused(
          'post',
          '/alerts',
          tileAlert(dashboard, webhook.id, { tileId }),
          'Raw SQL alert query is invalid: SQL used for alerts must include an interval parameter or macro.',
        );
      });

      it('should reject updating an alert to reference a raw SQL table tile', async () => {
        const { alert, webhook } = await createTestAlert();
        const { dashboard, tileId } = rawSqlDashboard('table', RAW_SQL_ALERT_TEMPLATE);
        await refused(
          'put',
          `/alerts/${alert.id}`,
          tileAlert(dashboard, webhook.id, { tileId, threshold: 200 }),
          'Alerts on Raw SQL tiles are only supported for Line, Stacked Bar, or Number display types',
        );
      });
    });

    describe('saved search (SAVED_SEARCH source) validation', () => {
      const searchAlert = (savedSearchId: string, webhookId: string, extra: Record<string, unknown> = {}) => ({
        savedSearchId,
        threshold: 100,
        interval: '1h',
        source: 'saved_search',
        thresholdType: 'above',
        channel: { type: 'webhook', webhookId },
        ...extra,
      });

      it('should reject a non-existent saved search', async () => {
        await refused('post', '/alerts', searchAlert(newObjectId(), testWebhook().id), 'Saved search not found');
      });

      it('should reject a saved search belonging to another team', async () => {
        const foreign = testSavedSearch(fx().other);
        await refused('post', '/alerts', searchAlert(foreign.id, testWebhook().id), 'Saved search not found');
      });

      it('should create an alert with a valid saved search belonging to the team', async () => {
        const search = testSavedSearch();
        const res = await fx().api.post('/alerts', searchAlert(search.id, testWebhook().id, { name: 'Saved Search Alert' }));
        expect(res.status, res.text).toBe(200);
        expect(res.json.data.source).toBe('saved_search');
        expect(res.json.data.savedSearchId).toBe(search.id);
      });

      it('should reject an update with a saved search belonging to another team', async () => {
        const webhook = testWebhook();
        const created = await fx().api.post('/alerts', searchAlert(testSavedSearch().id, webhook.id));
        expect(created.status).toBe(200);
        const foreign = testSavedSearch(fx().other);
        await refused('put', `/alerts/${created.json.data.id}`, searchAlert(foreign.id, webhook.id, { threshold: 200 }), 'Saved search not found');
      });
    });
  });

  describe('BETWEEN and NOT_BETWEEN threshold types', () => {
    it('should create an alert with BETWEEN threshold type', async () => {
      const res = await fx().api.post('/alerts', tileAlert(testDashboard(), testWebhook().id, { threshold: 50, thresholdMax: 200, thresholdType: 'between' }));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ threshold: 50, thresholdMax: 200, thresholdType: 'between' });
    });

    it('should create an alert with NOT_BETWEEN threshold type', async () => {
      const res = await fx().api.post(
        '/alerts',
        tileAlert(testDashboard(), testWebhook().id, { threshold: 10, thresholdMax: 90, interval: '5m', thresholdType: 'not_between' }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ threshold: 10, thresholdMax: 90, thresholdType: 'not_between' });
    });

    it('should reject BETWEEN without thresholdMax', async () => {
      await refused(
        'post',
        '/alerts',
        tileAlert(testDashboard(), testWebhook().id, { threshold: 50, thresholdType: 'between' }),
        'Body validation failed: thresholdMax: thresholdMax is required for between/not_between threshold types',
      );
    });

    it('should reject BETWEEN when thresholdMax < threshold', async () => {
      await refused(
        'post',
        '/alerts',
        tileAlert(testDashboard(), testWebhook().id, { threshold: 100, thresholdMax: 50, thresholdType: 'between' }),
        'Body validation failed: thresholdMax: thresholdMax must be greater than or equal to threshold',
      );
    });

    it('should allow thresholdMax equal to threshold for BETWEEN', async () => {
      const res = await fx().api.post('/alerts', tileAlert(testDashboard(), testWebhook().id, { threshold: 100, thresholdMax: 100, thresholdType: 'between' }));
      expect(res.status).toBe(200);
      expect(res.json.data.threshold).toBe(100);
      expect(res.json.data.thresholdMax).toBe(100);
    });

    it('should update an alert to use BETWEEN threshold type', async () => {
      const { alert, dashboard, webhook } = await createTestAlert();
      const res = await fx().api.put(`/alerts/${alert.id}`, tileAlert(dashboard, webhook.id, { threshold: 20, thresholdMax: 80, thresholdType: 'between' }));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ threshold: 20, thresholdMax: 80, thresholdType: 'between' });
    });

    it('should retrieve a BETWEEN alert with thresholdMax', async () => {
      const created = await fx().api.post(
        '/alerts',
        tileAlert(testDashboard(), testWebhook().id, { threshold: 10, thresholdMax: 50, thresholdType: 'between' }),
      );
      expect(created.status).toBe(200);
      const got = await fx().api.get(`/alerts/${created.json.data.id}`);
      expect(got.json.data).toMatchObject({ threshold: 10, thresholdMax: 50, thresholdType: 'between' });
    });
  });

  describe('Authentication', () => {
    it('should require authentication', async () => {
      expect((await fx().anonymous('GET', `/alerts/${newObjectId()}`)).status).toBe(401);
    });
  });

  describe('Errors field', () => {
    it('returns recorded execution errors on GET by id', async () => {
      const { alert } = await createTestAlert();
      const timestamp = '2026-04-17T12:00:00.000Z';
      fx().team.alerts.find((a) => a.id === alert.id)!.executionErrors = [{ timestamp, type: 'QUERY_ERROR', message: 'ClickHouse returned 500' }];
      const res = await fx().api.get(`/alerts/${alert.id}`);
      expect(res.json.data.executionErrors).toEqual([{ timestamp, type: 'QUERY_ERROR', message: 'ClickHouse returned 500' }]);
    });

    it('returns recorded execution errors on the list endpoint', async () => {
      const { alert } = await createTestAlert();
      fx().team.alerts.find((a) => a.id === alert.id)!.executionErrors = [
        { timestamp: '2026-04-17T12:00:00.000Z', type: 'WEBHOOK_ERROR', message: 'webhook delivery failed' },
      ];
      const match = ((await fx().api.get('/alerts')).json.data as Array<{ id: string; executionErrors: unknown[] }>).find((a) => a.id === alert.id);
      expect(match?.executionErrors).toEqual([{ timestamp: '2026-04-17T12:00:00.000Z', type: 'WEBHOOK_ERROR', message: 'webhook delivery failed' }]);
    });
  });

  describe('Consecutive-window alerting (numConsecutiveWindows)', () => {
    it('should create an alert with numConsecutiveWindows and return it', async () => {
      const { alert } = await createTestAlert({ numConsecutiveWindows: 3 });
      expect(alert.numConsecutiveWindows).toBe(3);
    });

    it('should default numConsecutiveWindows to null when not provided', async () => {
      const { alert } = await createTestAlert();
      expect(alert.numConsecutiveWindows).toBeNull();
    });

    it('should reject numConsecutiveWindows below 1', async () => {
      await refused(
        'post',
        '/alerts',
        tileAlert(testDashboard(), testWebhook().id, { numConsecutiveWindows: 0 }),
        'Body validation failed: numConsecutiveWindows: Number must be greater than or equal to 1',
      );
    });

    it('should return numConsecutiveWindows on GET by id', async () => {
      const { alert } = await createTestAlert({ numConsecutiveWindows: 5 });
      expect((await fx().api.get(`/alerts/${alert.id}`)).json.data.numConsecutiveWindows).toBe(5);
    });

    it('should return numConsecutiveWindows on the list endpoint', async () => {
      const { alert } = await createTestAlert({ numConsecutiveWindows: 4 });
      const match = ((await fx().api.get('/alerts')).json.data as Array<{ id: string; numConsecutiveWindows: number }>).find((a) => a.id === alert.id);
      expect(match?.numConsecutiveWindows).toBe(4);
    });

    it('should update an alert to set numConsecutiveWindows', async () => {
      const { alert, alertInput } = await createTestAlert();
      expect(alert.numConsecutiveWindows).toBeNull();
      expect((await fx().api.put(`/alerts/${alert.id}`, { ...alertInput, numConsecutiveWindows: 2 })).status).toBe(200);
      expect((await fx().api.get(`/alerts/${alert.id}`)).json.data.numConsecutiveWindows).toBe(2);
    });

    it('should update an alert to clear numConsecutiveWindows (null)', async () => {
      const { alert, alertInput } = await createTestAlert({ numConsecutiveWindows: 3 });
      expect(alert.numConsecutiveWindows).toBe(3);
      expect((await fx().api.put(`/alerts/${alert.id}`, { ...alertInput, numConsecutiveWindows: null })).status).toBe(200);
      expect((await fx().api.get(`/alerts/${alert.id}`)).json.data.numConsecutiveWindows).toBeNull();
    });
  });

  describe('Multiple notification channels', () => {
    const baseSavedSearchAlert = () => ({ source: 'saved_search', savedSearchId: testSavedSearch().id, interval: '5m', threshold: 1, thresholdType: 'above' });
    const ch = (webhookId: string) => ({ type: 'webhook', webhookId });

    it('creates an alert with multiple channels and echoes both shapes', async () => {
      const [w1, w2] = [webhookNamed('multi-1'), webhookNamed('multi-2')];
      const res = await fx().api.post('/alerts', { ...baseSavedSearchAlert(), channels: [ch(w1.id), ch(w2.id)] });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.channels).toEqual([ch(w1.id), ch(w2.id)]);
      expect(res.json.data.channel).toEqual(ch(w1.id));
    });

    it('legacy single-channel payloads still work and gain channels in the response', async () => {
      const webhook = testWebhook();
      const res = await fx().api.post('/alerts', { ...baseSavedSearchAlert(), channel: ch(webhook.id) });
      expect(res.status).toBe(200);
      expect(res.json.data.channels).toEqual([ch(webhook.id)]);
    });

    it('round-trips a multi-channel alert through PUT unchanged', async () => {
      const [w1, w2] = [webhookNamed('rt-1'), webhookNamed('rt-2')];
      const base = baseSavedSearchAlert();
      const created = await fx().api.post('/alerts', { ...base, channels: [ch(w1.id), ch(w2.id)] });
      expect(created.status).toBe(200);
      // Echo the whole answer back (it carries both `channel` and `channels`), as a read-modify-write client does.
      const put = await fx().api.put(`/alerts/${created.json.data.id}`, { ...created.json.data, ...base, threshold: 42 });
      expect(put.status, put.text).toBe(200);
      const after = (await fx().api.get(`/alerts/${created.json.data.id}`)).json.data;
      expect(after.channels).toHaveLength(2);
      expect(after.threshold).toBe(42);
    });

    it('collapses to one channel when a legacy client sends only `channel`', async () => {
      const [w1, w2] = [webhookNamed('legacy-1'), webhookNamed('legacy-2')];
      const base = baseSavedSearchAlert();
      const created = await fx().api.post('/alerts', { ...base, channels: [ch(w1.id), ch(w2.id)] });
      expect(created.json.data.channels).toHaveLength(2);
      expect((await fx().api.put(`/alerts/${created.json.data.id}`, { ...base, channel: ch(w1.id) })).status).toBe(200);
      expect((await fx().api.get(`/alerts/${created.json.data.id}`)).json.data.channels).toEqual([ch(w1.id)]);
    });

    it('rejects invalid channel combinations', async () => {
      const webhook = testWebhook();
      const base = baseSavedSearchAlert();
      const other = webhookNamed('mismatch-1');
      await refused(
        'post',
        '/alerts',
        { ...base, channel: ch(webhook.id), channels: [ch(other.id)] },
        'Body validation failed: channels: When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"',
      );
      await refused('post', '/alerts', base, 'Body validation failed: channels: Provide either "channel" or "channels"');
      await refused(
        'post',
        '/alerts',
        { ...base, channels: [ch(webhook.id), ch(webhook.id)] },
        'Body validation failed: channels: Duplicate notification channels are not allowed',
      );
      const many = Array.from({ length: 11 }, () => ch(newObjectId()));
      await refused('post', '/alerts', { ...base, channels: many }, 'Body validation failed: channels: An alert supports at most 10 notification channels');
      const foreign = testWebhook(fx().other);
      await refused('post', '/alerts', { ...base, channels: [ch(webhook.id), ch(foreign.id)] }, 'Webhook not found');
    });
  });
});
