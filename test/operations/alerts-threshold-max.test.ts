// An alert changed from a range threshold (`between`) to another type converges: the server keeps the
// stored thresholdMax through a PUT that leaves it out and refuses null (upstream's alert update), so
// the plan neither sends nor compares a thresholdMax the new type does not read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planOf, world, type World } from './alerts-e2e-helpers.ts';

const file = (condition: string) => `version: 1
alerts:
  - name: Checkout error range
    source: tile
    dashboard: Checkout
    tile: Error count
    interval: 5m
    channel: { webhook: oncall }
${condition}
`;

describe.each(['self-hosted', 'managed'] as const)('thresholdMax after a range type (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('between → above is one update, then nothing: the stale thresholdMax the server keeps is not a change', async () => {
    const range = await w.run({ 'alert-file': await w.file(file('    thresholdType: between\n    threshold: 10\n    thresholdMax: 20')), scope: 's' });
    expect(range.code, range.stdout).toBe(0);

    const above = await w.file(file('    thresholdType: above\n    threshold: 10'));
    w.emu.clearLog();
    const changed = await w.run({ 'alert-file': above, scope: 's' });
    expect(changed.code, changed.stdout).toBe(0);
    expect(w.writes().map((x) => x.method)).toEqual(['PUT']);
    expect(w.writes()[0]?.body).not.toHaveProperty('thresholdMax');
    // The server kept it (upstream's update leaves an omitted thresholdMax as it was).
    expect(w.team().alerts.find((a) => a.name === 'Checkout error range')?.thresholdMax).toBe(20);

    w.emu.clearLog();
    const again = await w.run({ 'alert-file': above, scope: 's' });
    expect(again.code, again.stdout).toBe(0);
    expect(planOf(again).summary).toMatchObject({ update: 0, unchanged: 1 });
    expect(w.writes()).toEqual([]);
  });

  it('a thresholdMax beside a type that ignores it is a warning at its line, and is not sent', async () => {
    const path = await w.file(file('    thresholdType: above\n    threshold: 10\n    thresholdMax: 20'));
    const run = await w.run({ 'alert-file': path, scope: 's' });
    expect(run.code, run.stdout).toBe(0);
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes('thresholdMax'));
    expect(warning?.props.line).toBe('11');
    expect(warning?.message).toContain('ignored with `thresholdType: above`');
    expect(w.writes()[0]?.body).not.toHaveProperty('thresholdMax');
  });
});
