import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { selfHosted } from './http.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const ids = () => {
  const team = emu.state.selfHosted;
  const logs = team.sources.find((s) => s.name === 'Logs')!;
  const oncall = team.webhooks.find((w) => w.name === 'oncall')!;
  return { team, logs, oncall };
};

describe('dashboards', () => {
  it('assigns fresh tile ids on POST and normalises configs', async () => {
    const { logs } = ids();
    const res = await selfHosted(emu).post('/dashboards', {
      name: 'New',
      unknownKey: 1,
      tiles: [
        { id: 'mine', name: 'Errors', x: 0, y: 0, w: 6, h: 3, config: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count', where: '' }] } },
      ],
    });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.tiles[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(d.tiles[0].config).toEqual({
      displayType: 'line',
      sourceId: logs.id,
      asRatio: false,
      fillNulls: true,
      select: [{ aggFn: 'count', where: '', valueExpression: '', whereLanguage: 'lucene' }],
    });
    expect(d).toMatchObject({ tags: [], filters: [], savedQuery: null, savedQueryLanguage: null, savedFilterValues: [] });
    expect(d).not.toHaveProperty('unknownKey');
  });

  it('keeps only known tile ids on PUT and deletes alerts of removed or non-alertable tiles', async () => {
    const { team, logs, oncall } = ids();
    const api = selfHosted(emu);
    const line = (name: string) => ({ name, x: 0, y: 0, w: 6, h: 3, config: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count' }] } });
    const created = (await api.post('/dashboards', { name: 'PUT test', tags: ['keep'], tiles: [line('A'), line('B'), line('C')] })).json.data;
    const [a, b, c] = created.tiles as Array<{ id: string }>;
    for (const tile of [a, b, c]) {
      const alert = await api.post('/alerts', {
        source: 'tile',
        dashboardId: created.id,
        tileId: tile!.id,
        threshold: 1,
        thresholdType: 'above',
        interval: '5m',
        channel: { type: 'webhook', webhookId: oncall.id },
      });
      expect(alert.status).toBe(200);
    }
    const put = await api.put(`/dashboards/${created.id}`, {
      name: 'PUT test',
      tiles: [
        { ...line('A'), id: a!.id },
        { ...line('B'), id: b!.id, config: { displayType: 'table', sourceId: logs.id, select: [{ aggFn: 'count' }] } },
        { ...line('D'), id: 'client-chosen' },
      ],
    });
    expect(put.status).toBe(200);
    const tiles = put.json.data.tiles;
    expect(tiles[0].id).toBe(a!.id);
    expect(tiles[1].id).toBe(b!.id);
    expect(tiles[2].id).not.toBe('client-chosen');
    expect(put.json.data.tags).toEqual(['keep']); // kept when omitted
    const left = team.alerts.filter((x) => x.dashboardId === created.id).map((x) => x.tileId);
    expect(left).toEqual([a!.id]); // B became a table, C was removed

    expect((await api.del(`/dashboards/${created.id}`)).json).toEqual({});
    expect(team.alerts.some((x) => x.dashboardId === created.id)).toBe(false);
  });

  it('validates tiles, duplicate ids and source ids', async () => {
    const api = selfHosted(emu);
    const bad = await api.post('/dashboards', { name: 'x', tiles: [{ name: 'T', x: 24, y: 0, w: 0, h: 1, config: { displayType: 'markdown' } }] });
    expect(bad.json.message).toBe(
      'Body validation failed: tiles.0.x: Number must be less than or equal to 23; tiles.0.w: Number must be greater than or equal to 1',
    );
    const tile = { id: 'same', name: 'T', x: 0, y: 0, w: 1, h: 1, config: { displayType: 'markdown', markdown: 'hi' } };
    expect((await api.post('/dashboards', { name: 'x', tiles: [tile, tile] })).json.message).toBe(
      'Body validation failed: tiles.1.id: Duplicate tile ID: same. Omit the ID to generate a unique one.',
    );
    const missing = 'ffffffffffffffffffffffff';
    const unknownSource = await api.post('/dashboards', {
      name: 'x',
      tiles: [{ name: 'T', x: 0, y: 0, w: 1, h: 1, config: { displayType: 'number', sourceId: missing, select: [{ aggFn: 'count' }] } }],
    });
    expect([unknownSource.status, unknownSource.json.message]).toEqual([400, `Could not find the following source IDs: ${missing}`]);
    const both = await api.post('/dashboards', { name: 'x', tiles: [{ ...tile, series: [] }] });
    expect(both.json.message).toBe(
      'Body validation failed: tiles.0.series: Array must contain at least 1 element(s); tiles.0: Tile cannot have both series and config',
    );
  });
});

describe('alerts', () => {
  it('validates bodies with zod-style messages and cross-checks references', async () => {
    const { team, oncall } = ids();
    const api = selfHosted(emu);
    const checkout = team.dashboards.find((d) => d.name === 'Checkout')!;
    const base = {
      source: 'tile',
      dashboardId: checkout.id,
      tileId: checkout.tiles[0]!.id,
      threshold: 5,
      thresholdType: 'above',
      interval: '5m',
      channels: [{ type: 'webhook', webhookId: oncall.id }],
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, source: undefined }, 'Body validation failed: Invalid input'],
      [{ ...base, interval: undefined, thresholdType: undefined }, 'Body validation failed: interval: Required; thresholdType: Required'],
      [
        { ...base, interval: '2m' },
        "Body validation failed: interval: Invalid enum value. Expected '1m' | '5m' | '15m' | '30m' | '1h' | '6h' | '12h' | '1d', received '2m'",
      ],
      [{ ...base, name: '' }, 'Body validation failed: name: String must contain at least 1 character(s)'],
      [{ ...base, numConsecutiveWindows: 0 }, 'Body validation failed: numConsecutiveWindows: Number must be greater than or equal to 1'],
      [{ ...base, channels: undefined }, 'Body validation failed: channels: Provide either "channel" or "channels"'],
      [{ ...base, channels: [base.channels[0], base.channels[0]] }, 'Body validation failed: channels: Duplicate notification channels are not allowed'],
      [{ ...base, dashboardId: 'ffffffffffffffffffffffff' }, 'Dashboard not found'],
      [{ ...base, tileId: 'nope' }, 'Tile not found'],
      [{ ...base, dashboardId: 'nope' }, 'Invalid dashboard ID'],
      [{ ...base, channels: [{ type: 'webhook', webhookId: 'x' }] }, 'Invalid webhook ID'],
      [{ ...base, channels: [{ type: 'webhook', webhookId: 'ffffffffffffffffffffffff' }] }, 'Webhook not found'],
      [
        { source: 'saved_search', savedSearchId: 'ffffffffffffffffffffffff', threshold: 1, thresholdType: 'above', interval: '5m', channel: base.channels[0] },
        'Saved search not found',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.post('/alerts', body);
      expect([res.status, res.json]).toEqual([400, { message }]);
    }
  });

  it('creates with the response shape of docs/contract.md §8.2 and replaces on PUT', async () => {
    const { team, oncall } = ids();
    const api = selfHosted(emu);
    const checkout = team.dashboards.find((d) => d.name === 'Checkout')!;
    const body = {
      source: 'tile',
      dashboardId: checkout.id,
      tileId: checkout.tiles[2]!.id,
      threshold: 5,
      thresholdType: 'between',
      thresholdMax: 9,
      interval: '1h',
      name: 'n',
      message: 'm',
      channel: { type: 'webhook', webhookId: oncall.id },
    };
    const created = (await api.post('/alerts', body)).json.data;
    expect(Object.keys(created).sort()).toEqual(
      [
        'id',
        'name',
        'message',
        'note',
        'numConsecutiveWindows',
        'threshold',
        'thresholdMax',
        'interval',
        'source',
        'thresholdType',
        'channel',
        'channels',
        'teamId',
        'tileId',
        'dashboardId',
        'state',
        'displayName',
        'tags',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // Today's servers derive a display name and tags from the tile the alert watches (hyperdx #3065).
    expect(created).toMatchObject({ state: 'OK', note: null, numConsecutiveWindows: null, teamId: team.id, channels: [body.channel] });
    expect([created.displayName, created.tags]).toEqual(['Checkout Requests', ['checkout']]);
    const { name: _n, message: _m, ...withoutNames } = body;
    const updated = (await api.put(`/alerts/${created.id}`, withoutNames)).json.data;
    expect([updated.name, updated.message, updated.createdAt]).toEqual([null, null, created.createdAt]);
    const low = await api.put(`/alerts/${created.id}`, { ...body, thresholdMax: 1 });
    expect(low.json.message).toBe('Body validation failed: thresholdMax: thresholdMax must be greater than or equal to threshold');
  });

  it('refuses to delete a webhook referenced by an alert channel', async () => {
    const { oncall } = ids();
    const res = await selfHosted(emu).del(`/webhooks/${oncall.id}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^Cannot delete webhook: \d+ alert\(s\) still reference it\./);
  });
});
