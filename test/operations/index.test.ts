import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/operations/index.ts';

describe('operations index', () => {
  it('names every operation once, under its own name', () => {
    for (const [name, op] of OPERATIONS) expect(op.name).toBe(name);
    expect([...OPERATIONS.keys()].sort()).toEqual(
      [
        'alerts.create', 'alerts.delete', 'alerts.export', 'alerts.get', 'alerts.list', 'alerts.sync', 'alerts.update',
        'byoc.delete', 'charts.check', 'charts.series',
        'dashboards.create', 'dashboards.delete', 'dashboards.export', 'dashboards.get', 'dashboards.list', 'dashboards.sync', 'dashboards.update',
        'keys.delete', 'keys.list', 'keys.prune', 'keys.rotate', 'sources.list', 'webhooks.list',
      ].sort(),
    );
  });
});
