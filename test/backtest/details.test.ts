// What renderers get beyond the JSON (BacktestDetail), from a real client against the emulator in-process.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestPlan } from '../../src/alerts/backtest/run.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { planAlertFiles } from '../../src/alerts/kind.ts';
import { createClient } from '../../src/api/index.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';

const FILE = `version: 1
defaults: { interval: 5m, thresholdType: above, channel: { webhook: oncall } }
alerts:
  - name: Checkout errors
    adopt: true
    dashboard: Checkout
    tile: Error count
    threshold: 3
`;

let emu: Emulator;
let root: string;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  root = await mkdtemp(join(tmpdir(), 'obs-ops-bt-'));
  await writeFile(join(root, 'alerts.yml'), FILE);
});
afterAll(async () => {
  await emu.close();
});

describe('backtest details', () => {
  it('the busiest group’s value per evaluation (x: window starts), both thresholds of an update, its firings on the same axis', async () => {
    const client = createClient(
      { edition: 'self-hosted', ...emu.selfHosted, timeoutMs: 10_000, maxRetries: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } },
      { redactor: NO_SECRETS },
    );
    try {
      const files = [
        parseAlertFile('alerts.yml', await readFile(join(root, 'alerts.yml'), 'utf8'), { defaultScope: 'acme/shop:alerts.yml', edition: 'self-hosted' }),
      ];
      const [alerts, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
      const { plan, desired } = planAlertFiles(files, { alerts, dashboards, webhooks }, { prune: false, edition: 'self-hosted' });
      const run = await backtestPlan(client, { plan, desired, alerts, dashboards }, { window: { text: '12h', ms: 12 * 3_600_000 } }, Date.now());
      const action = plan.actions.find((a) => a.name === 'Checkout errors');
      expect(action?.action).toBe('update');
      const detail = action ? run.details.get(action) : undefined;
      const bt = action?.action === 'update' ? action.backtest : undefined;
      if (!detail?.chart || !bt || 'skipped' in bt) throw new Error('no backtest detail');
      const { chart } = detail;
      expect(chart.times).toHaveLength(bt.windows);
      expect(chart.values).toHaveLength(bt.windows);
      expect(chart.times.every((t, i) => i === 0 || t - (chart.times[i - 1] ?? 0) === 300_000)).toBe(true);
      expect(chart.times.every((t) => t % 300_000 === 0)).toBe(true);
      // Logs have errors every few minutes: every 5-minute window has a value.
      expect(chart.values.every((v) => typeof v === 'number')).toBe(true);
      expect(chart).toMatchObject({ threshold: 3, currentThreshold: 10 });
      expect(chart.firings).toHaveLength(bt.firings);
      expect(chart.firings.every((t) => chart.times.includes(t))).toBe(true);
      expect(detail.busiest).toBe('');
      // The engine re-notifies at every evaluation a group stays in ALERT, and notifies when it resolves:
      // pages are both, and never fewer than the firings.
      expect(detail.notifications.alert + detail.notifications.resolve).toBe(bt.pages);
      expect(detail.notifications.alert).toBeGreaterThanOrEqual(bt.firings);
      expect(bt.current?.pages).toBeGreaterThanOrEqual(bt.current?.firings ?? Infinity);
      expect(run.requests).toBe(1);
    } finally {
      await client.close();
    }
  });
});
