// A dashboard write carries back what the file does not model (issue 31): the plan, pure.
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/api/types.ts';
import { parseDashboardFile } from '../../src/dashboards/file.ts';
import { buildPlan } from '../../src/dashboards/plan.ts';
import { renderDashboardFile } from '../../src/dashboards/export.ts';
import { ownerTag } from '../../src/reconcile/owner.ts';

const SCOPE = 'acme/shop:dashboards.yml';
const sources = [{ id: 's1', name: 'Logs', kind: 'log', connection: 'c1' }];

/** A live dashboard of this scope holding what the file format has not (a newer server's). */
const live = (): Dashboard => ({
  id: 'd1',
  name: 'Ops',
  tags: [ownerTag(SCOPE)],
  tiles: [
    {
      id: 't1',
      name: 'Errors',
      x: 0,
      y: 0,
      w: 12,
      h: 4,
      pinned: true,
      config: { displayType: 'line', sourceId: 's1', select: [{ aggFn: 'count', colour: 'red' }], smoothing: 0.5 },
    },
  ],
  filters: [
    { id: 'f1', type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId: 's1', hint: 'pick one' },
    { id: 'f2', type: 'DATE_RANGE', name: 'When', range: '1h' },
  ],
  savedFilterValues: [
    { type: 'sql', condition: 'x' },
    { type: 'range', name: 'When', from: 1 },
  ],
  savedQuery: null,
  savedQueryLanguage: null,
});

const FILE = `version: 1
dashboards:
  - name: Ops
    filters: [{ name: Service, expression: ServiceName, source: Logs }]
    savedFilterValues: [{ condition: x }]
    tiles:
      - { name: Errors, x: 0, y: 0, w: 12, h: 4, config: { displayType: line, source: Logs, select: [{ aggFn: count }] } }
`;

function plan(text: string, dashboards: Dashboard[], edition: 'self-hosted' | 'managed' = 'self-hosted') {
  const file = parseDashboardFile('dashboards.yml', text, { defaultScope: SCOPE, edition });
  expect(file.yaml.problems).toEqual([]);
  const p = buildPlan({ files: [file], lookups: { dashboards, sources }, prune: false, edition });
  return { plan: p, problems: file.yaml.problems };
}

describe('dashboards plan: never destroy what you do not know', () => {
  it('a file that matches what it knows is unchanged, whatever else the dashboard holds', () => {
    expect(plan(FILE, [live()]).plan.actions.map((a) => a.action)).toEqual(['unchanged']);
  });

  it('an edit carries back every unknown field, filter and saved value, at its place', () => {
    const { plan: p } = plan(FILE.replace('w: 12, h: 4', 'w: 24, h: 4'), [live()]);
    const a = p.actions[0];
    expect(a?.action).toBe('update');
    if (a?.action !== 'update') return;
    expect(a.changes).toEqual([]);
    expect(a.tiles.map((t) => [t.name, t.change, t.fields?.map((f) => f.field)])).toEqual([['Errors', 'moved', ['w']]]);
    expect(a.body.tiles).toEqual([
      {
        id: 't1',
        name: 'Errors',
        x: 0,
        y: 0,
        w: 24,
        h: 4,
        pinned: true,
        config: { displayType: 'line', sourceId: 's1', select: [{ aggFn: 'count', colour: 'red' }], smoothing: 0.5 },
      },
    ]);
    expect(a.body.filters).toEqual([
      { id: 'f1', type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId: 's1', hint: 'pick one' },
      { id: 'f2', type: 'DATE_RANGE', name: 'When', range: '1h' },
    ]);
    expect(a.body.savedFilterValues).toEqual([
      { type: 'sql', condition: 'x' },
      { type: 'range', name: 'When', from: 1 },
    ]);
  });

  it('a known field the file leaves out is a change the plan shows, on a tile it never edited', () => {
    const d = live();
    (d.tiles[0]?.config as Record<string, unknown>).lineInterpolation = 'step';
    const a = plan(FILE, [d]).plan.actions[0];
    expect(a?.action === 'update' && a.tiles.flatMap((t) => t.fields ?? [])).toEqual([{ field: 'config.lineInterpolation', from: 'step', to: null }]);
  });

  it('refuses at the tile a display type change that would lose what the tool does not know', () => {
    const file = parseDashboardFile('dashboards.yml', FILE.replace('displayType: line', 'displayType: stacked_bar'), {
      defaultScope: SCOPE,
      edition: 'self-hosted',
    });
    buildPlan({ files: [file], lookups: { dashboards: [live()], sources }, prune: false });
    expect(file.yaml.problems.map((x) => [x.line, x.message])).toEqual([
      [
        7,
        'tile "Errors" holds `smoothing`, which this tool does not know; changing its display type from line would lose it. Give the new tile another name (the old one is then removed, as the plan shows), or change it in the UI',
      ],
    ]);
  });

  it('an export leaves out what it cannot hold, names it, and syncs back unchanged', () => {
    const out = renderDashboardFile({ dashboards: [live()], sources, scope: SCOPE, select: () => ({ selected: true }), edition: 'self-hosted' });
    expect(out.skipped).toEqual([]);
    expect(out.kept).toEqual([
      'dashboard "Ops": tile "Errors" `pinned`, tile "Errors" `config.select[0].colour`, tile "Errors" `config.smoothing`, filter "Service" `hint`, filter "When" (type "DATE_RANGE"), saved filter value 2 (type "range")',
    ]);
    expect(plan(out.text, [live()]).plan.actions.map((a) => a.action)).toEqual(['unchanged']);
  });

  it('on managed, what only self-hosted files can say is the managed file’s to keep, not to drop', () => {
    const d = live();
    (d.tiles[0]?.config as Record<string, unknown>).lineInterpolation = 'step';
    (d.filters as unknown[]).push({ id: 'f3', type: 'STATIC_LIST', name: 'Env', values: ['prod'] });
    expect(plan(FILE, [d], 'managed').plan.actions.map((a) => a.action)).toEqual(['unchanged']);
    const a = plan(FILE.replace('w: 12, h: 4', 'w: 24, h: 4'), [d], 'managed').plan.actions[0];
    expect(a?.action === 'update' && (a.body.tiles as Array<{ config: unknown }>)[0]?.config).toMatchObject({ lineInterpolation: 'step' });
    expect(a?.action === 'update' && (a.body.filters as Array<{ name: string }>).map((f) => f.name)).toEqual(['Service', 'When', 'Env']);
    const out = renderDashboardFile({ dashboards: [d], sources, scope: SCOPE, select: () => ({ selected: true }), edition: 'managed' });
    expect(out.skipped).toEqual([]);
    expect(out.kept[0]).toMatch(/tile "Errors" `config.lineInterpolation`.*filter "Env" \(type "STATIC_LIST"\)/);
  });
});
