import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { world, type World } from './alerts-e2e-helpers.ts';
import { dashboard, dashPlanOf } from './dashboards-e2e-helpers.ts';

describe.each(['self-hosted', 'managed'] as const)('dashboards.export (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const writes = () => w.writes().filter((x) => !x.path.endsWith('/validate'));
  const exported = async (name = 'exported.yml') => readFile(join(w.workspace, name), 'utf8');

  it('export → sync adopts with PUTs that only add the ownership tag, then a re-sync sends nothing', async () => {
    const ids = dashboard(w, 'Checkout')!.tiles.map((t) => t.id);
    const out = await w.run({ operation: 'dashboards.export', 'output-file': 'exported.yml', scope: 'team-a' });
    expect(out.code, out.stdout).toBe(0);
    const text = await exported();
    expect(text).toMatch(/^# yaml-language-server: \$schema=.*dashboard-file\.schema\.json/);
    const doc = parse(text) as { dashboards: Array<{ name: string; adopt?: unknown; tiles: Array<{ config: Record<string, unknown> }> }> };
    expect(doc.dashboards.map((d) => [d.name, d.adopt])).toEqual([
      ['Checkout', true],
      ['Payments', true],
    ]);
    // Sources by name; the server's defaults (asRatio, fillNulls, where "") left out.
    expect(doc.dashboards[0]?.tiles[0]?.config).toEqual({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count', where: 'SeverityText:error' }] });

    w.emu.clearLog();
    const adopt = await w.run({ 'dashboard-file': 'exported.yml', scope: 'team-a' });
    expect(adopt.code, adopt.stdout).toBe(0);
    const plan = dashPlanOf(adopt);
    expect(plan.actions.filter((a) => a.action === 'update').map((a) => [a.name, a.changes?.map((c) => c.field), a.tiles])).toEqual([
      ['Checkout', ['owner'], []],
      ['Payments', ['owner'], []],
    ]);
    expect(writes().map((x) => x.method)).toEqual(['PUT', 'PUT']);
    expect(dashboard(w, 'Checkout')!.tiles.map((t) => t.id)).toEqual(ids);

    w.emu.clearLog();
    const again = await w.run({ 'dashboard-file': 'exported.yml', scope: 'team-a' });
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(writes()).toEqual([]);

    // Exported again under the scope that now owns them: no `adopt`.
    await w.run({ operation: 'dashboards.export', 'output-file': 'exported.yml', scope: 'team-a' });
    expect((parse(await exported()) as { dashboards: object[] }).dashboards.every((d) => !('adopt' in d))).toBe(true);
  });

  it('round trip of every tile variant of examples/dashboards.yml: exported and synced again, 0 writes', async () => {
    const example = (await readFile('examples/dashboards.yml', 'utf8')).replace(/\n +# ?(seriesLimit|formulas).*/g, '');
    const first = await w.run({ 'dashboard-file': await w.file(example, 'dashboards.yml'), scope: 'team-a' });
    expect(first.code, first.stdout).toBe(0);
    const out = await w.run({
      operation: 'dashboards.export',
      'output-file': 'exported.yml',
      scope: 'team-a',
      include: 'Checkout, Service*',
      exclude: 'payments',
    });
    expect(out.code, out.stdout).toBe(0);
    expect((out.result as { exported: Array<{ name: string; ownership: string }> }).exported).toEqual([
      { name: 'Checkout', id: expect.any(String), ownership: 'ours', tiles: 5 },
      { name: 'Service health', id: expect.any(String), ownership: 'ours', tiles: 5 },
    ]);
    w.emu.clearLog();
    const sync = await w.run({ 'dashboard-file': 'exported.yml', scope: 'team-a' });
    expect(sync.code, sync.stdout).toBe(0);
    expect(dashPlanOf(sync).summary).toMatchObject({ update: 0, create: 0, unchanged: 2 });
    expect(writes()).toEqual([]);
  });

  it('leaves out, with a warning, a dashboard with a tile the file cannot express, and other scopes’ dashboards', async () => {
    // A raw SQL tile on a connection no name can reach (managed: the API has no connections list).
    const odd = { configType: 'sql', displayType: 'table', sqlTemplate: 'SELECT 1', connectionId: '0123456789abcdef01234567' };
    w.team().addDashboard({ name: 'Newer server', tiles: [{ name: 'Odd', x: 0, y: 0, w: 6, h: 3, config: odd }] });
    w.team().addDashboard({ name: 'Theirs', tags: ['obs-ops:0123456789abcdef01234567'], tiles: [] });
    const out = await w.run({ operation: 'dashboards.export', 'output-file': 'exported.yml' });
    expect(out.code, out.stdout).toBe(0);
    const skipped = (out.result as { skipped: Array<{ name: string; reason: string }> }).skipped;
    expect(skipped.map((s) => s.name).sort()).toEqual(['Newer server', 'Theirs']);
    expect(skipped.find((s) => s.name === 'Newer server')?.reason).toMatch(/tile "Odd"/);
    expect(
      out.annotations
        .filter((a) => a.level === 'warning')
        .map((a) => a.message)
        .join('\n'),
    ).toMatch(/dashboard "Newer server" .* left out: tile "Odd"/);
    expect(await exported()).not.toMatch(/Newer server|Theirs/);
  });
});
