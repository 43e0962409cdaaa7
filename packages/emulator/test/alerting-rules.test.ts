// Upstream rules (api 2.36.0) for alerts, webhooks and saved searches that its own integration tests
// do not pin but its code states: what a PUT keeps, which raw SQL can alert, which destinations are
// reserved, how body and id errors combine. (The upstream tests themselves: test/conformance/.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type TeamState } from '../src/index.ts';
import { selfHosted } from './http.ts';

let emu: Emulator;
let team: TeamState;
let api: ReturnType<typeof selfHosted>;

beforeEach(async () => {
  emu = await startEmulator({ seed: 'empty', selfHosted: { rateLimit: false } });
  team = emu.state.selfHosted;
  api = selfHosted(emu);
});
afterEach(async () => {
  await emu.close();
});

const hook = () => team.webhooks[0] ?? team.addWebhook({ name: 'oncall', service: 'slack', url: 'https://hooks.slack.com/x' });

function sqlTile(displayType: string, sqlTemplate: string) {
  const d = team.addDashboard({ name: 'raw', tiles: [{ name: 'T', config: { configType: 'sql', displayType, sqlTemplate, connection: 'c' } }] });
  return {
    source: 'tile',
    dashboardId: d.id,
    tileId: d.tiles[0]!.id,
    threshold: 1,
    thresholdType: 'above',
    interval: '15m',
    channel: { type: 'webhook', webhookId: hook().id },
  };
}

describe('alerts', () => {
  it('keeps thresholdMax and the schedule offset when a PUT leaves them out, and resets the offset when scheduleStartAt is cleared', async () => {
    const base = sqlTile('line', 'SELECT $__timeInterval(Timestamp) AS ts, count() FROM t GROUP BY ts');
    const created = await api.post('/alerts', { ...base, thresholdType: 'between', threshold: 10, thresholdMax: 80, scheduleOffsetMinutes: 5 });
    expect(created.status, created.text).toBe(200);
    const id = created.json.data.id;
    // Upstream's update is a Mongo $set of the built fields, and undefined ones are left out of it.
    const kept = await api.put(`/alerts/${id}`, base);
    expect(kept.json.data).toMatchObject({ thresholdType: 'above', thresholdMax: 80, scheduleOffsetMinutes: 5 });
    expect(kept.json.data).not.toHaveProperty('scheduleStartAt');
    const cleared = await api.put(`/alerts/${id}`, { ...base, scheduleStartAt: null });
    expect(cleared.json.data).toMatchObject({ scheduleOffsetMinutes: 0, scheduleStartAt: null });
  });

  it('accepts raw SQL that buckets by an interval macro or parameter, and number tiles without one', async () => {
    expect((await api.post('/alerts', sqlTile('line', 'SELECT $__timeInterval(Timestamp) AS ts, count() FROM t GROUP BY ts'))).status).toBe(200);
    expect((await api.post('/alerts', sqlTile('stacked_bar', 'SELECT toStartOfInterval(ts, INTERVAL {intervalMilliseconds:Int64} millisecond)'))).status).toBe(
      200,
    );
    expect((await api.post('/alerts', sqlTile('number', 'SELECT count() FROM t'))).status).toBe(200);
    const refused = await api.post('/alerts', sqlTile('stacked_bar', 'SELECT count() FROM t WHERE $__timeFilter(ts)'));
    expect([refused.status, refused.json.message]).toEqual([
      400,
      'Raw SQL alert query is invalid: SQL used for alerts must include an interval parameter or macro.',
    ]);
    expect(team.alerts).toHaveLength(3);
  });

  it('drops unknown channel keys and accepts only UTC date-times for scheduleStartAt', async () => {
    const base = sqlTile('number', 'SELECT 1');
    const res = await api.post('/alerts', { ...base, channel: { ...base.channel, severity: 'critical', slackChannelId: 'C1' } });
    expect(res.json.data.channel).toEqual(base.channel);
    expect(res.json.data.channels).toEqual([base.channel]);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const offset = await api.post('/alerts', { ...base, scheduleStartAt: soon.replace('Z', '+00:00') });
    expect([offset.status, offset.json.message]).toEqual([400, 'Body validation failed: scheduleStartAt: Invalid datetime']);
    const noSeconds = await api.post('/alerts', { ...base, scheduleStartAt: soon.slice(0, 16) + 'Z' });
    expect(noSeconds.status, noSeconds.text).toBe(200);
    expect(noSeconds.json.data.scheduleOffsetMinutes).toBe(0);
  });

  it('checks references before looking the alert up on PUT, and reports body and id problems together', async () => {
    const base = sqlTile('number', 'SELECT 1');
    const missingDashboard = await api.put('/alerts/ffffffffffffffffffffffff', { ...base, dashboardId: 'ffffffffffffffffffffffff' });
    expect([missingDashboard.status, missingDashboard.json.message]).toEqual([400, 'Dashboard not found']);
    const both = await api.put('/alerts/nope', { ...base, threshold: 'x' });
    expect(both.json.message).toBe('Body validation failed: threshold: Expected number, received string; Params validation failed: id: Invalid ObjectId');
  });

  it('reads a null groupBy back as absent and a missing source as a union miss', async () => {
    const search = team.addSavedSearch({ name: 's', sourceId: 'ffffffffffffffffffffffff' });
    const body = {
      source: 'saved_search',
      savedSearchId: search.id,
      threshold: 1,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: hook().id },
    };
    const created = await api.post('/alerts', { ...body, groupBy: null });
    expect(created.json.data).not.toHaveProperty('groupBy');
    const { source: _s, ...noSource } = body;
    expect((await api.post('/alerts', noSource)).json.message).toBe('Body validation failed: Invalid input');
    const tileless = await api.post('/alerts', { ...body, source: 'tile' });
    expect(tileless.json.message).toBe('Body validation failed: Invalid input');
  });
});

describe('webhooks', () => {
  it('refuses reserved destinations in all their spellings', async () => {
    const urls = [
      'http://169.254.169.254/latest',
      'http://100.64.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::]/',
      'http://localhost./',
      'http://0x7f000001/',
      'http://198.18.0.1/',
      'http://[fe80::1]/',
      'http://[2001:db8::1]/',
      'http://224.0.0.1/',
    ];
    for (const [i, url] of urls.entries()) {
      const res = await api.post('/webhooks', { name: `w${i}`, service: 'generic', url });
      expect([res.status, res.json.message], url).toEqual([400, 'Webhook URL resolves to a private or reserved address.']);
    }
    expect((await api.post('/webhooks', { name: 'ftp', service: 'generic', url: 'ftp://files.example.com/' })).json.message).toBe(
      'Webhook URL must use HTTP or HTTPS',
    );
    expect((await api.post('/webhooks', { name: 'ok', service: 'generic', url: 'http://[2606:4700::1111]/' })).status).toBe(200);
    expect(team.webhooks).toHaveLength(1);
  });

  it('refuses to delete a webhook an alert names even when the webhook is gone, and says so first', async () => {
    team.addAlert({ source: 'saved_search', savedSearchId: 'ffffffffffffffffffffffff', channel: { type: 'webhook', webhookId: 'eeeeeeeeeeeeeeeeeeeeeeee' } });
    const res = await api.del('/webhooks/eeeeeeeeeeeeeeeeeeeeeeee');
    expect([res.status, res.json.message]).toEqual([409, 'Cannot delete webhook: 1 alert(s) still reference it. Reassign or remove those alerts first.']);
  });

  it('trims the name, then finds duplicates on the trimmed name; PUT reports body and id together', async () => {
    expect((await api.post('/webhooks', { name: ' pager ', service: 'generic', url: 'https://pager.example.com' })).json.data.name).toBe('pager');
    expect((await api.post('/webhooks', { name: 'pager', service: 'generic', url: 'https://pager.example.com' })).status).toBe(400);
    const both = await api.put('/webhooks/nope', { name: '', service: 'generic', url: 'https://x.example.com' });
    expect(both.json.message).toBe('Body validation failed: name: String must contain at least 1 character(s); Params validation failed: id: Invalid ObjectId');
  });
});

describe('saved searches', () => {
  it('stores filters parsed (type defaulted, unknown keys dropped) and lets an unchanged stored sql_ast filter through a PUT', async () => {
    const sourceId = team.addSource({ name: 'Logs', kind: 'log' }).id;
    const created = await api.post('/saved-searches', { name: 's', sourceId, filters: [{ condition: "a IN ('x')", pinned: true }] });
    expect(created.json.data.filters).toEqual([{ type: 'sql', condition: "a IN ('x')" }]);
    const ast = { type: 'sql_ast', operator: '=', left: 'a', right: "'x'" };
    const legacy = team.addSavedSearch({ name: 'legacy', sourceId, filters: [ast] });
    expect((await api.put(`/saved-searches/${legacy.id}`, { name: 'legacy', sourceId, filters: [ast] })).status).toBe(200);
    const changed = await api.put(`/saved-searches/${legacy.id}`, { name: 'legacy', sourceId, filters: [{ ...ast, right: "'y'" }] });
    expect(changed.status).toBe(400);
    const shape = await api.post('/saved-searches', { name: 's', sourceId, filters: [{ type: 'sql_ast', operator: '~', left: 'a', right: 'b' }] });
    expect(shape.json.message).toBe('Body validation failed: filters.0: Invalid input');
  });

  it('checks the source before looking the saved search up on PUT', async () => {
    const res = await api.put('/saved-searches/ffffffffffffffffffffffff', { name: 's', sourceId: 'ffffffffffffffffffffffff' });
    expect([res.status, res.json.message]).toEqual([400, 'sourceId must be an existing source id']);
  });
});
