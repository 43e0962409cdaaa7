// Never destroy what you do not know (issue 31), alerts: through the bundled action against the
// emulator answering as today's servers. A PUT replaces the alert and the server fills what it is not
// sent with values of its own — a display name and tags derived from what the alert watches
// (hyperdx#3065), `threshold` mode (terraform-provider-clickhouse#715) — so a write built from the
// file alone resets what a colleague set in the UI. Each test failed before the writes carried it.
import { afterEach, describe, expect, it } from 'vitest';
import { planOf, world, type World } from './alerts-e2e-helpers.ts';

let w: World;
afterEach(async () => {
  await w.emu.close();
});

/** The ids of the demo's Checkout dashboard, its "Error count" tile and the webhooks. */
function demo(w: World) {
  const dash = w.team().dashboards.find((d) => d.name === 'Checkout')!;
  const tile = dash.tiles.find((t) => t.name === 'Error count')!;
  const hook = (name: string) => w.team().webhooks.find((h) => h.name === name)!.id;
  return { dashboardId: dash.id, tileId: tile.id, oncall: hook('oncall'), generic: hook('ops-generic') };
}

const adoptFile = (threshold: number, extra = '') => `version: 1
alerts:
  - name: Checkout spike
    adopt: true
    dashboard: Checkout
    tile: Error count
    threshold: ${threshold}
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
${extra}`;

describe('a threshold change keeps what the file does not state', () => {
  it('self-hosted: the display name and tags a colleague gave the alert', async () => {
    w = await world('self-hosted');
    const d = demo(w);
    const made = await w.fetch('POST', '/alerts', {
      source: 'tile',
      dashboardId: d.dashboardId,
      tileId: d.tileId,
      threshold: 50,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: d.oncall },
      name: 'Checkout spike',
      displayName: 'Checkout error spike',
      tags: ['p1', 'checkout'],
    });
    expect(made.status).toBe(200);

    const run = await w.run({ 'alert-file': await w.file(adoptFile(60)), scope: 'team-a' });
    expect(run.code, run.stdout).toBe(0);
    // The plan shows what changes, and only that: the name and tags are not changes.
    expect(
      planOf(run)
        .actions.find((a) => a.name === 'Checkout spike')
        ?.changes?.map((c) => c.field),
    ).toEqual(['owner', 'threshold']);
    const alert = w.team().alerts.find((a) => a.name === 'Checkout spike')!;
    expect(alert.threshold).toBe(60);
    expect(alert.displayName).toBe('Checkout error spike');
    expect([...(alert.tags ?? [])].sort()).toEqual(['checkout', 'p1']);

    w.emu.clearLog();
    const again = await w.run({ 'alert-file': await w.file(adoptFile(60)), scope: 'team-a' });
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
  });

  it('self-hosted: a file that states them writes them, and `tags: []` removes the tags', async () => {
    w = await world('self-hosted');
    const path = await w.file(adoptFile(50, '    displayName: Checkout is on fire\n    tags: [sev1]\n').replace('    adopt: true\n', ''));
    const first = await w.run({ 'alert-file': path, scope: 'team-a' });
    expect(first.code, first.stdout).toBe(0);
    const made = w.team().alerts.find((a) => a.name === 'Checkout spike')!;
    expect([made.displayName, made.tags]).toEqual(['Checkout is on fire', ['sev1']]);
    w.emu.clearLog();
    expect((await w.run({ 'alert-file': path, scope: 'team-a' })).code).toBe(0);
    expect(w.writes()).toEqual([]);

    const cleared = await w.run({ 'alert-file': await w.file(adoptFile(50, '    tags: []\n').replace('    adopt: true\n', '')), scope: 'team-a' });
    expect(cleared.code, cleared.stdout).toBe(0);
    expect(planOf(cleared).actions.find((a) => a.name === 'Checkout spike')?.changes).toEqual([{ field: 'tags', from: ['sev1'], to: [] }]);
    expect(w.team().alerts.find((a) => a.name === 'Checkout spike')).toMatchObject({ displayName: 'Checkout is on fire', tags: [] });
  });

  it('managed: an anomaly alert stays one, with its tuning and its channels’ routing', async () => {
    w = await world('managed');
    const d = demo(w);
    const tuning = { bucketSizeSeconds: 300, zScoreThreshold: 3.5, condition: 'above', baselineLookbackMinutes: 1440 };
    const made = await w.fetch('POST', '/alerts', {
      source: 'tile',
      dashboardId: d.dashboardId,
      tileId: d.tileId,
      threshold: 50,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: d.oncall, severity: 'critical' },
      channels: [
        { type: 'webhook', webhookId: d.oncall, severity: 'critical' },
        { type: 'email', emailRecipients: ['oncall@example.com'] },
      ],
      name: 'Checkout spike',
      detectionMode: 'anomaly',
      anomalyConfig: tuning,
    });
    expect(made.status, await made.text()).toBe(200);

    const run = await w.run({ 'alert-file': await w.file(adoptFile(60)), scope: 'team-a' });
    expect(run.code, run.stdout).toBe(0);
    expect(
      planOf(run)
        .actions.find((a) => a.name === 'Checkout spike')
        ?.changes?.map((c) => c.field),
    ).toEqual(['owner', 'threshold']);
    const alert = w.team().alerts.find((a) => a.name === 'Checkout spike')!;
    expect(alert.threshold).toBe(60);
    expect(alert.detectionMode).toBe('anomaly');
    expect(alert.anomalyConfig).toEqual(tuning);
    expect(alert.channels).toEqual([
      { type: 'webhook', webhookId: d.oncall, severity: 'critical' },
      { type: 'email', emailRecipients: ['oncall@example.com'] },
    ]);

    w.emu.clearLog();
    expect((await w.run({ 'alert-file': await w.file(adoptFile(60)), scope: 'team-a' })).code).toBe(0);
    expect(w.writes()).toEqual([]);
  });

  it('managed: a file states the mode, the tuning, several channels and the 30s interval', async () => {
    w = await world('managed');
    const file = `version: 1
alerts:
  - name: Checkout anomaly
    dashboard: Checkout
    tile: Error count
    threshold: 0
    thresholdType: above
    interval: 30s
    channels: [{ webhook: oncall }, { webhook: ops-generic }]
    detectionMode: anomaly
    anomalyConfig: { zScoreThreshold: 4, condition: both }
`;
    const path = await w.file(file);
    const first = await w.run({ 'alert-file': path, scope: 'team-a' });
    expect(first.code, first.stdout).toBe(0);
    const d = demo(w);
    expect(w.team().alerts.find((a) => a.name === 'Checkout anomaly')).toMatchObject({
      interval: '30s',
      detectionMode: 'anomaly',
      anomalyConfig: { zScoreThreshold: 4, condition: 'both' },
      channels: [
        { type: 'webhook', webhookId: d.oncall },
        { type: 'webhook', webhookId: d.generic },
      ],
    });
    w.emu.clearLog();
    expect((await w.run({ 'alert-file': path, scope: 'team-a' })).code).toBe(0);
    expect(w.writes()).toEqual([]);

    // Back to a threshold alert: the tuning goes with the mode, and the plan says both.
    const back = await w.run({
      'alert-file': await w.file(file.replace('detectionMode: anomaly', 'detectionMode: threshold').replace(/ {4}anomalyConfig.*\n/, '')),
      scope: 'team-a',
    });
    expect(back.code, back.stdout).toBe(0);
    expect(
      planOf(back)
        .actions.find((a) => a.name === 'Checkout anomaly')
        ?.changes?.map((c) => c.field),
    ).toEqual(['detectionMode', 'anomalyConfig']);
    const alert = w.team().alerts.find((a) => a.name === 'Checkout anomaly')!;
    expect(alert.detectionMode).toBe('threshold');
    expect(alert.anomalyConfig).toBeUndefined();
  });

  it('refuses at its line, with nothing sent, a display name or tuning the file cannot keep right', async () => {
    w = await world('self-hosted');
    const d = demo(w);
    await w.fetch('POST', '/alerts', {
      source: 'tile',
      dashboardId: d.dashboardId,
      tileId: d.tileId,
      threshold: 50,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: d.oncall },
      name: 'Checkout spike',
    });
    w.emu.clearLog();
    // Pointed at another tile, the name the server derived from the old one would stay.
    const moved = await w.run({ 'alert-file': await w.file(adoptFile(50).replace('tile: Error count', 'tile: p95 latency')), scope: 'team-a' });
    expect(moved.code).not.toBe(0);
    expect(moved.annotations.find((a) => a.level === 'error')?.message).toMatch(
      /`displayName` \("Checkout Error count"\).*state `displayName` and `tags`|`displayName` \("Checkout Error count"\)/,
    );
    expect(w.writes()).toEqual([]);
  });
});
