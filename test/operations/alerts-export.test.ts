import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withMarker } from '../../src/alerts/marker.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { planOf, world, type World } from './alerts-e2e-helpers.ts';

describe.each(['self-hosted', 'managed'] as const)('alerts.export (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('writes a valid file with names for ids, which the next sync adopts without any other change', async () => {
    const hand = w.team().alerts.map((a) => a.id);
    w.team().addAlert({ ...w.team().alerts[0]!, id: undefined, name: 'Theirs', message: withMarker('x', 'acme/other:alerts.yml') });
    const dir = dirname(await w.file('placeholder'));
    const env = { GITHUB_WORKSPACE: dir };
    const r = await w.run({ operation: 'alerts.export', 'output-file': 'exported/alerts.yml' }, env);
    expect(r.code, r.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    const text = await readFile(join(dir, 'exported/alerts.yml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=/);
    expect(text).toContain('dashboard: Checkout');
    expect(text).toContain('tile: Error count');
    expect(text).toContain('channel: { webhook: oncall }');
    expect(text).not.toContain('Theirs'); // another scope's alert is left to its owner
    const parsed = parseAlertFile('alerts.yml', text, { defaultScope: 's' });
    expect(parsed.yaml.problems).toEqual([]);
    expect(parsed.alerts.map((a) => [a.name, a.adopt])).toEqual([
      ['Checkout errors', true],
      ['Checkout p95 latency', true],
    ]);

    w.emu.clearLog();
    const sync = await w.run({ 'alert-file': 'exported/alerts.yml' }, env);
    expect(sync.code, sync.stdout).toBe(0);
    const plan = planOf(sync);
    expect(plan.summary).toMatchObject({ create: 0, update: 2, delete: 0 });
    for (const a of plan.actions.filter((x) => x.action === 'update')) {
      expect(hand).toContain(a.id);
      expect(a.changes?.map((c) => c.field)).toEqual(['owner']);
    }
    w.emu.clearLog();
    const again = await w.run({ 'alert-file': 'exported/alerts.yml' }, env);
    expect(planOf(again).summary).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(w.writes()).toEqual([]);
  });

  it('adopts by id when a name is missing or shared', async () => {
    const first = w.team().alerts[0]!;
    first.name = null;
    const dir = dirname(await w.file('placeholder'));
    const r = await w.run({ operation: 'alerts.export', 'output-file': 'a.yml' }, { GITHUB_WORKSPACE: dir });
    expect(r.code).toBe(0);
    const parsed = parseAlertFile('a.yml', await readFile(join(dir, 'a.yml'), 'utf8'), { defaultScope: 's' });
    expect(parsed.yaml.problems).toEqual([]);
    expect(parsed.alerts[0]).toMatchObject({ name: 'Checkout / Error count', adopt: first.id });
  });

  it('needs output-file, and sends nothing without it', async () => {
    const r = await w.run({ operation: 'alerts.export' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/needs input `output-file`/);
    expect(w.requests()).toEqual([]);
  });
});
