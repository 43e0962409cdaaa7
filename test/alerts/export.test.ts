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
