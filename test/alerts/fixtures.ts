import type { Alert, Dashboard, Webhook } from '../../src/api/types.ts';
import { buildPlan } from '../../src/alerts/plan.ts';
import { toBody } from '../../src/alerts/normalize.ts';
import { resolveFile } from '../../src/alerts/resolve.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';

export const SCOPE = 'acme/shop:alerts.yml';

export const dashboards: Dashboard[] = [
  {
    id: 'd1',
    name: 'Checkout',
    updatedAt: '2025-01-01T00:00:00.000Z',
    tiles: [
      { id: 't1', name: 'Error count', config: { displayType: 'number' } },
      { id: 't2', name: 'p95 latency', config: { displayType: 'line' } },
    ],
  },
  { id: 'd2', name: 'Payments', tiles: [{ id: 't3', name: 'Notes', config: { displayType: 'markdown' } }] },
];
export const webhooks: Webhook[] = [
  { id: 'w1', name: 'oncall', service: 'slack' },
  { id: 'w2', name: 'ops-generic', service: 'generic' },
];

export const FILE = `version: 1
defaults: { interval: 5m, thresholdType: above, channel: { webhook: oncall } }
alerts:
  - { name: Checkout errors, dashboard: Checkout, tile: Error count, threshold: 50, message: "Errors above {{alert.threshold}}" }
  - { name: Slow checkout, dashboard: Checkout, tile: p95 latency, threshold: 800, channels: [{ webhook: oncall }, { webhook: ops-generic }] }
`;

/** Parses, resolves and plans like the operation does (problems must be empty). */
export function plan(text: string, alerts: Alert[], opts: { prune?: boolean; dash?: Dashboard[] } = {}) {
  const file = parseAlertFile('alerts.yml', text, { defaultScope: SCOPE });
  const desired = resolveFile(file, { dashboards: opts.dash ?? dashboards, webhooks });
  const out = buildPlan({
    files: [{ file: file.file, scope: file.scope, alerts: desired }],
    alerts,
    dashboards: opts.dash ?? dashboards,
    prune: opts.prune ?? false,
  });
  return { ...out, file, desired };
}

let n = 0;
/** What the server stores after a POST of our body (ids, state, timestamps, nulls). */
export function serverCopy(body: ReturnType<typeof toBody>, extra: Partial<Alert> = {}): Alert {
  const { channel, ...rest } = body;
  return {
    id: `a${++n}`,
    teamId: 'team',
    state: 'OK',
    createdAt: '2024-06-01T00:00:00.000Z',
    updatedAt: '2024-06-01T00:00:00.000Z',
    ...rest,
    channel,
    ...extra,
  };
}
