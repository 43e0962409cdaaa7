// Never destroy what you do not know (issue 31), dashboards: through the bundled action against the
// emulator answering as today's servers. A dashboard PUT replaces the tiles and every field it is
// sent, so a body built from the file alone loses a static-list filter, a variable's saved values
// and a tile's line interpolation a colleague set in the UI. Each test failed before.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { world, type World } from './alerts-e2e-helpers.ts';
import { dashboard, dashPlanOf } from './dashboards-e2e-helpers.ts';

let w: World;
afterEach(async () => {
  await w.emu.close();
});

/** A dashboard made in the UI with today's fields: a static list, a variable's saved values, a stepped line. */
async function colleaguesDashboard(w: World): Promise<void> {
  const logs = w.team().sources.find((s) => s.name === 'Logs')!.id;
  const made = await w.fetch('POST', '/dashboards', {
    name: 'Ops',
    tiles: [
      {
        name: 'Errors',
        x: 0,
        y: 0,
        w: 12,
        h: 4,
        config: { displayType: 'line', sourceId: logs, select: [{ aggFn: 'count', where: 'SeverityText:error' }], lineInterpolation: 'step' },
      },
      { name: 'Total', x: 12, y: 0, w: 12, h: 4, config: { displayType: 'number', sourceId: logs, select: [{ aggFn: 'count' }] } },
    ],
    tags: ['ops'],
    filters: [
      { type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId: logs },
      { type: 'STATIC_LIST', name: 'Env', values: ['prod', 'staging'] },
    ],
    savedFilterValues: [
      { type: 'sql', condition: "ServiceName IN ('checkout')" },
      { type: 'variable', name: 'Env', values: ['prod'] },
    ],
  });
  expect(made.status, await made.text()).toBe(200);
}

describe('dashboards keep what the file does not change', () => {
  it('export → edit one tile → sync keeps the static list, the variable’s saved values and the other tile’s interpolation', async () => {
    w = await world('self-hosted');
    await colleaguesDashboard(w);
    const out = await w.run({ operation: 'dashboards.export', 'output-file': 'exported.yml', scope: 'team-a', include: 'Ops' });
    expect(out.code, out.stdout).toBe(0);
    const text = await readFile(join(w.workspace, 'exported.yml'), 'utf8');
    const doc = parse(text) as { dashboards: Array<Record<string, unknown>> };
    expect(doc.dashboards[0]).toMatchObject({
      name: 'Ops',
      filters: [
        { name: 'Service', expression: 'ServiceName', source: 'Logs' },
        { name: 'Env', type: 'STATIC_LIST', values: ['prod', 'staging'] },
      ],
      savedFilterValues: [{ condition: "ServiceName IN ('checkout')" }, { type: 'variable', name: 'Env', values: ['prod'] }],
    });

    // One tile edited: the number tile counts errors only.
    const tiles = doc.dashboards[0]?.tiles as Array<{ name: string; config: { select: Array<Record<string, unknown>> } }>;
    const total = tiles.find((t) => t.name === 'Total')!;
    total.config.select = [{ aggFn: 'count', where: 'SeverityText:error' }];
    await writeFile(join(w.workspace, 'edited.yml'), stringify(doc));
    w.emu.clearLog();
    const sync = await w.run({ 'dashboard-file': 'edited.yml', scope: 'team-a' });
    expect(sync.code, sync.stdout).toBe(0);
    const action = dashPlanOf(sync).actions.find((a) => a.name === 'Ops');
    expect(action?.changes?.map((c) => c.field)).toEqual(['owner']);
    expect(action?.tiles?.map((t) => [t.name, t.change])).toEqual([['Total', 'changed']]);

    const ops = dashboard(w, 'Ops')!;
    expect(ops.filters.map((f) => [f.type, f.name])).toEqual([
      ['QUERY_EXPRESSION', 'Service'],
      ['STATIC_LIST', 'Env'],
    ]);
    expect(ops.savedFilterValues).toEqual([
      { type: 'sql', condition: "ServiceName IN ('checkout')" },
      { type: 'variable', name: 'Env', values: ['prod'] },
    ]);
    expect(ops.tiles.find((t) => t.name === 'Errors')?.config).toMatchObject({ lineInterpolation: 'step' });

    w.emu.clearLog();
    const again = await w.run({ 'dashboard-file': 'edited.yml', scope: 'team-a' });
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes().filter((x) => x.method !== 'POST' || !x.path.endsWith('/validate'))).toEqual([]);
  });

  it('a hand-written adoption that leaves out a tile’s interpolation shows the change on that tile', async () => {
    w = await world('self-hosted');
    await colleaguesDashboard(w);
    const file = `version: 1
dashboards:
  - name: Ops
    adopt: true
    tags: [ops]
    filters:
      - { name: Service, expression: ServiceName, source: Logs }
      - { name: Env, type: STATIC_LIST, values: [prod, staging] }
    savedFilterValues:
      - { condition: "ServiceName IN ('checkout')" }
      - { type: variable, name: Env, values: [prod] }
    tiles:
      - { name: Errors, x: 0, y: 0, w: 12, h: 4, config: { displayType: line, source: Logs, select: [{ aggFn: count, where: "SeverityText:error" }] } }
      - { name: Total, x: 12, y: 0, w: 12, h: 4, config: { displayType: number, source: Logs, select: [{ aggFn: count }] } }
`;
    await writeFile(join(w.workspace, 'ops.yml'), file);
    const plan = await w.run({ 'dashboard-file': 'ops.yml', scope: 'team-a', 'dry-run': 'true' });
    expect(plan.code, plan.stdout).toBe(0);
    const action = dashPlanOf(plan).actions.find((a) => a.name === 'Ops');
    expect(action?.tiles?.map((t) => [t.name, t.change])).toEqual([['Errors', 'changed']]);
    expect(plan.summary).toContain('config.lineInterpolation: "step" → (none)');
  });
});
