import { describe, expect, it } from 'vitest';
import { renderAlertFile } from '../../src/alerts/export.ts';
import { withMarker } from '../../src/alerts/marker.ts';
import type { Alert } from '../../src/api/types.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { dashboards, webhooks } from './fixtures.ts';

const base: Alert = {
  id: 'a1',
  name: 'Errors',
  source: 'tile',
  dashboardId: 'd1',
  tileId: 't1',
  threshold: 5,
  thresholdType: 'between',
  thresholdMax: 9,
  interval: '1h',
  channels: [
    { type: 'webhook', webhookId: 'w1' },
    { type: 'webhook', webhookId: 'w2' },
  ],
  message: 'multi\nline',
  note: null,
  numConsecutiveWindows: 3,
};

describe('renderAlertFile', () => {
  it('renders names for ids, keeps every field, and parses back identically', () => {
    const out = renderAlertFile({ alerts: [base, { ...base, id: 'a2', name: 'Mine', message: withMarker(null, 'S') }], dashboards, webhooks, scope: 'S' });
    const f = parseAlertFile('x.yml', out.text, { defaultScope: 'S' });
    expect(f.yaml.problems).toEqual([]);
    expect(f.alerts[0]).toMatchObject({
      name: 'Errors',
      adopt: true,
      dashboard: 'Checkout',
      tile: 'Error count',
      thresholdMax: 9,
      interval: '1h',
      message: 'multi\nline',
      numConsecutiveWindows: 3,
    });
    expect(f.alerts[0]?.channels.map((c) => c.webhook)).toEqual(['oncall', 'ops-generic']);
    expect(f.alerts[1]).toMatchObject({ name: 'Mine', adopt: false, message: undefined });
  });

  it('keeps ids where a name is ambiguous and skips alerts that cannot be synced', () => {
    const hooks = [...webhooks, { id: 'w3', name: 'oncall', service: 'generic' }];
    const out = renderAlertFile({
      alerts: [base, { ...base, id: 'gone', tileId: 'nope' }, { ...base, id: 'other', message: withMarker('x', 'elsewhere') }],
      dashboards,
      webhooks: hooks,
      scope: 'S',
    });
    expect(out.text).toContain('webhookId: w1');
    expect(out.skipped.map((s) => [s.id, s.reason])).toEqual([
      ['gone', 'its dashboard or tile no longer exists'],
      ['other', 'managed by scope "elsewhere"'],
    ]);
  });
});

describe('renderAlertFile says exactly what it cannot express', () => {
  it('an alert of another source, or with channels of another type, never "its saved search no longer exists"', () => {
    const inline = {
      ...base,
      id: 'i1',
      name: 'Inline',
      source: 'inline' as never,
      dashboardId: undefined,
      tileId: undefined,
      chartConfig: { displayType: 'line', sourceId: 'gone', select: [{ aggFn: 'count' }] },
    };
    const future = { ...base, id: 'f1', name: 'Future', source: 'future' as never, dashboardId: undefined, tileId: undefined };
    const email = { ...base, id: 'e1', name: 'Email only', channels: [{ type: 'email', emailRecipients: ['a@b.c'] } as never] };
    const none = { ...base, id: 'n1', name: 'Silent', channels: [] };
    const out = renderAlertFile({ alerts: [inline, future, email, none], dashboards, webhooks, scope: 'S' });
    expect(out.skipped.map((s) => [s.id, s.reason])).toEqual([
      ['i1', "its chart's source gone no longer exists"],
      ['f1', 'its source is `future`, which the alert file cannot express'],
      ['e1', 'its channels are `email` ones, which the alert file cannot express (it needs a webhook channel)'],
      ['n1', 'it has no notification channel (the alert file needs a webhook channel)'],
    ]);
  });

  it("writes today's fields, and names what a sync keeps as stored", () => {
    const alert: Alert = {
      ...base,
      displayName: 'Checkout error spike',
      tags: ['p1', 'checkout'],
      channels: [{ type: 'webhook', webhookId: 'w1', severity: 'critical' }, { type: 'email', emailRecipients: ['a@b.c'] } as never],
      futureField: 1,
    };
    const out = renderAlertFile({ alerts: [alert], dashboards, webhooks, scope: 'S' });
    expect(out.entries[0]).toMatchObject({ displayName: 'Checkout error spike', tags: ['checkout', 'p1'], channel: { webhook: 'oncall' } });
    expect(out.kept).toEqual(['alert "Errors": its email channel, `futureField`']);
    const managed = renderAlertFile({
      alerts: [{ ...base, interval: '30s', detectionMode: 'anomaly', anomalyConfig: { zScoreThreshold: 3 } }],
      dashboards,
      webhooks,
      scope: 'S',
      edition: 'managed',
    });
    expect(managed.entries[0]).toMatchObject({ interval: '30s', detectionMode: 'anomaly', anomalyConfig: { zScoreThreshold: 3 } });
  });
});
