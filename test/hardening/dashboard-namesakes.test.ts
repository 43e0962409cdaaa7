// Issue 23, item 6: two files of different scopes race to create one dashboard name; both create
// it (no lock, no unique name on the server). Each next sync finds its own dashboard and was green
// and silent. Now a sync whose dashboard has a namesake says so, as alerts.sync says duplicates: a
// note, and the outcome a warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerTag } from '../../src/reconcile/owner.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

let w: World;
beforeAll(async () => {
  w = await world('self-hosted');
});
afterAll(() => w.emu.close());

const RACE = `version: 1
dashboards:
  - name: Release health
    tiles:
      - name: Notes
        config: { displayType: markdown, markdown: "## Releases" }
`;

describe('a dashboard duplicated by name is reported by each scope’s sync (bundled action)', () => {
  it('two scopes race to create one name: both create it; both next syncs warn, naming the other', async () => {
    const [a, b] = [await w.file(RACE, 'dashboards.yml'), await w.file(RACE, 'dashboards.yml')];
    // Both lists are answered (empty of this name) before either create: the race, made certain.
    w.emu.faults.add({ route: `GET ${w.prefix}/dashboards`, kind: 'latency', ms: 1500, times: 2 });
    const raced = await Promise.all([w.run({ scope: 'team-a', 'dashboard-file': a }), w.run({ scope: 'team-b', 'dashboard-file': b })]);
    for (const r of raced) expect(r.code, r.stdout.slice(-1500)).toBe(0);
    const copies = w.team().dashboards.filter((d) => d.name === 'Release health');
    expect(copies).toHaveLength(2);

    for (const [scope, file] of [
      ['team-a', a],
      ['team-b', b],
    ] as const) {
      const next = await w.run({ scope, 'dashboard-file': file });
      expect(next.code, next.stdout.slice(-1500)).toBe(0);
      expect(next.outputs.changed).toBe('false');
      const mine = copies.find((d) => d.tags.includes(ownerTag(scope)))!;
      const other = copies.find((d) => d !== mine)!;
      const said = new RegExp(
        `"Release health" \\(id ${mine.id}\\) is duplicated by name: dashboard ${other.id} is also named "Release health", managed by another scope`,
      );
      expect(next.stdout).toMatch(said);
      expect(next.summary).toMatch(/duplicated by name/);
      expect(next.summary).toMatch(/⚠️|warning/i);
    }
  });
});
