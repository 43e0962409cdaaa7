import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withMarker } from '../../src/alerts/marker.ts';
import { EXAMPLE, exampleFor, planOf, world, type World } from './alerts-e2e-helpers.ts';
import { relative } from 'node:path';

describe.each(['self-hosted', 'managed'] as const)('alerts.sync (%s)', (edition) => {
  const example = exampleFor(edition);
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const ours = (scope: string) => w.team().alerts.filter((a) => (a.message ?? '').includes(`scope=${scope}`));

  it('creates, then plans nothing, then updates with the full body, then prunes', async () => {
    const path = await w.file(example);
    const first = await w.inProcess({ 'alert-file': path, scope: 'team-a' });
    expect(first.code, first.outcome.failure).toBe(0);
    expect(planOf(first).summary).toMatchObject({ create: 3, update: 0, delete: 0, unchanged: 0, unmanaged: 2 });
    expect(first.outputs.changed).toBe('true');
    expect(w.writes().map((x) => x.method)).toEqual(['POST', 'POST', 'POST']);
    expect(ours('team-a')).toHaveLength(3);
    const slow = ours('team-a').find((a) => a.name === 'Slow checkout');
    expect(slow?.channels.map((c) => c.webhookId)).toHaveLength(edition === 'managed' ? 1 : 2);

    w.emu.clearLog();
    const second = await w.inProcess({ 'alert-file': path, scope: 'team-a' });
    expect(second.code).toBe(0);
    expect(planOf(second).summary).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 3 });
    expect(second.outputs.changed).toBe('false');
    expect(w.writes()).toEqual([]);

    w.emu.clearLog();
    await w.inProcess({ 'alert-file': await w.file(example.replace('threshold: 50', 'threshold: 60')), scope: 'team-a' });
    const [put] = w.writes();
    expect(put?.method).toBe('PUT');
    // PUT replaces: the complete desired object, marker included.
    expect(put?.body).toMatchObject({
      source: 'tile',
      threshold: 60,
      thresholdType: 'above',
      interval: '5m',
      name: 'Checkout error rate',
      message: withMarker('Errors above {{alert.threshold}}', 'team-a'),
      channel: { type: 'webhook' },
      note: null,
      numConsecutiveWindows: null,
    });
    // Today's managed gateway takes `channels` too (and its answers show them): both editions get the list.
    expect(put?.body).toMatchObject({ channels: [{ type: 'webhook' }] });

    w.emu.clearLog();
    const smaller = example.replace('threshold: 50', 'threshold: 60').slice(0, example.indexOf('  - name: Payments errors'));
    const pruned = await w.inProcess({ 'alert-file': await w.file(smaller), scope: 'team-a', prune: 'true' });
    expect(pruned.code, pruned.outcome.failure).toBe(0);
    expect(w.writes().map((x) => x.method)).toEqual(['DELETE']);
    expect(
      ours('team-a')
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Checkout error rate', 'Slow checkout']);
    // Hand-made seed alerts survive prune.
    expect(w.team().alerts.filter((a) => (a.name ?? '').startsWith('Checkout p95') || a.name === 'Checkout errors')).toHaveLength(2);
  });

  it('syncs saved-search alerts: creates them, then plans nothing', async () => {
    const logs = w.team().sources.find((s) => s.name === 'Logs')!;
    const search = w.team().addSavedSearch({ name: 'Checkout 5xx', sourceId: logs.id, where: 'ServiceName:checkout SeverityText:error' });
    const hook = w.team().webhooks.find((h) => h.name === 'oncall')!;
    const file = await w.file(`version: 1
alerts:
  - name: Checkout 5xx by service
    source: saved_search
    savedSearch: Checkout 5xx
    groupBy: ServiceName
    threshold: 3
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
  - name: Checkout 5xx total
    savedSearch: Checkout 5xx
    threshold: 10
    thresholdType: above
    interval: 15m
    channel: { webhook: oncall }
`);
    const first = await w.run({ 'alert-file': file, scope: 'searches' });
    expect(first.code, first.stdout).toBe(0);
    expect(planOf(first).summary).toMatchObject({ create: 2, update: 0, delete: 0, unchanged: 0 });
    const posts = w.writes();
    expect(posts.map((x) => `${x.method} ${x.path}`)).toEqual([`POST ${w.prefix}/alerts`, `POST ${w.prefix}/alerts`]);
    expect(posts.map((x) => x.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'saved_search', savedSearchId: search.id, groupBy: 'ServiceName', threshold: 3, interval: '5m' }),
        expect.objectContaining({ source: 'saved_search', savedSearchId: search.id, threshold: 10, interval: '15m' }),
      ]),
    );
    for (const body of posts.map((x) => x.body as Record<string, unknown>)) {
      expect(body).not.toHaveProperty('dashboardId');
      expect(body).not.toHaveProperty('tileId');
    }
    const made = ours('searches');
    expect(made.map((a) => [a.name, a.source, a.savedSearchId, a.channels.map((c) => c.webhookId)]).sort()).toEqual([
      ['Checkout 5xx by service', 'saved_search', search.id, [hook.id]],
      ['Checkout 5xx total', 'saved_search', search.id, [hook.id]],
    ]);
    expect(made.find((a) => a.name === 'Checkout 5xx by service')?.groupBy).toBe('ServiceName');
    expect(first.summary).toContain('saved search: Checkout 5xx');

    w.emu.clearLog();
    const second = await w.run({ 'alert-file': file, scope: 'searches' });
    expect(second.code, second.stdout).toBe(0);
    expect(planOf(second).summary).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 2 });
    expect(second.outputs.changed).toBe('false');
    expect(w.writes()).toEqual([]);
  });

  it('never touches alerts of another scope or made by hand, even with prune and the same name', async () => {
    const hand = w.team().alerts.find((a) => a.name === 'Checkout errors')!;
    const other = w.team().addAlert({ ...hand, id: undefined, name: 'Checkout errors', message: withMarker('theirs', 'acme/other:alerts.yml') });
    const before = JSON.stringify(w.team().alerts.filter((a) => a.id === hand.id || a.id === other.id));
    const file = example.replace('Checkout error rate', 'Checkout errors');
    const r = await w.run({ 'alert-file': await w.file(file), prune: 'true' });
    expect(r.code, r.stdout).toBe(0);
    const plan = planOf(r);
    expect(plan.actions.filter((a) => a.id === hand.id || a.id === other.id).map((a) => a.action)).toEqual(['unmanaged', 'unmanaged']);
    expect(JSON.stringify(w.team().alerts.filter((a) => a.id === hand.id || a.id === other.id))).toBe(before);
    expect(r.stdout).toMatch(/add `adopt: true` to take it over/);
    expect(w.writes().every((x) => x.method === 'POST')).toBe(true);
  });

  it('adopts a hand-made alert by name and owns it afterwards', async () => {
    const hand = w.team().alerts.find((a) => a.name === 'Checkout errors')!;
    const file = example.replace('  - name: Checkout error rate\n', '  - name: Checkout errors\n    adopt: true\n');
    const r = await w.inProcess({ 'alert-file': await w.file(file) });
    expect(planOf(r).actions.find((a) => a.id === hand.id)).toMatchObject({ action: 'update', reason: expect.stringMatching(/^adopt/) });
    expect(hand.message).toMatch(/managed-by: observability-ops scope=acme\/shop:/);
    w.emu.clearLog();
    expect(planOf(await w.inProcess({ 'alert-file': await w.file(file) })).summary.update).toBe(0);
  });

  it('dry run plans only; expect-plan applies exactly the reviewed plan', async () => {
    const path = await w.file(example);
    const dry = await w.run({ 'alert-file': path, 'dry-run': 'true' });
    expect(dry.code).toBe(0);
    expect(dry.outputs.changed).toBe('true');
    expect(dry.outputs['plan-fingerprint']).toMatch(/^[0-9a-f]{12}$/);
    expect(dry.stdout).toContain(`Plan: 3 to create, 0 to update, 0 to delete, 0 unchanged, 2 unmanaged (fingerprint ${dry.outputs['plan-fingerprint']})`);
    expect(w.writes()).toEqual([]);

    // Someone changes the plan's premises (a hand-made alert takes a name of ours and is adopted…
    // simplest: the file itself differs) → the apply refuses, nothing sent.
    const other = await w.run({
      'alert-file': await w.file(example.replace('threshold: 5\n', 'threshold: 6\n')),
      'expect-plan': dry.outputs['plan-fingerprint'],
    });
    expect(other.code).toBe(1);
    expect(other.stdout).toMatch(/differs from the reviewed one/);
    expect(w.writes()).toEqual([]);

    const ok = await w.run({ 'alert-file': path, 'expect-plan': dry.outputs['plan-fingerprint'] });
    expect(ok.code, ok.stdout).toBe(0);
    expect(w.writes()).toHaveLength(3);
  });

  it('fail-on-changes fails a scheduled dry run when someone edited an alert by hand', async () => {
    const path = await w.file(example);
    await w.run({ 'alert-file': path });
    expect((await w.run({ 'alert-file': path, 'dry-run': 'true', 'fail-on-changes': 'true' })).code).toBe(0);
    w.team().alerts.find((a) => a.name === 'Slow checkout')!.threshold = 999;
    w.emu.clearLog();
    const drift = await w.run({ 'alert-file': path, 'dry-run': 'true', 'fail-on-changes': 'true' });
    expect(drift.code).toBe(1);
    expect(planOf(drift).actions.find((a) => a.action === 'update')?.changes).toEqual([{ field: 'threshold', from: 999, to: 800 }]);
    expect(drift.stdout).toMatch(/~ threshold: 999 → 800/);
    expect(w.writes()).toEqual([]);
  });

  it('prune refuses an empty alert list and more than max-deletions, sending nothing', async () => {
    await w.inProcess({ 'alert-file': await w.file(example), scope: 's' });
    w.emu.clearLog();
    const empty = await w.inProcess({ 'alert-file': await w.file('version: 1\nalerts: []\n'), prune: 'true', scope: 's' });
    expect(empty.code).toBe(1);
    expect(empty.outcome.failure).toMatch(/declaring no alerts would delete every alert/);
    expect(w.requests()).toEqual([]);

    const few = await w.inProcess({
      'alert-file': await w.file(example.slice(0, example.indexOf('  - name: Slow'))),
      prune: 'true',
      'max-deletions': '1',
      scope: 's',
    });
    expect(few.code).toBe(1);
    expect(few.outcome.failure).toMatch(/deletes 2 alerts, more than max-deletions \(1\)/);
    expect(w.writes()).toEqual([]);
  });

  it('re-creates (self-hosted faithful cleanup) and reports alerts whose tile ids a dashboard PUT regenerated', async () => {
    const path = await w.file(example);
    await w.inProcess({ 'alert-file': path });
    const dash = w.team().dashboards.find((d) => d.name === 'Checkout')!;
    const oldIds = dash.tiles.map((t) => t.id);
    // A PUT elsewhere that does not send tile ids: every tile gets a new id, their alerts go.
    const res = await w.fetch('PUT', `/dashboards/${dash.id}`, { name: dash.name, tiles: dash.tiles.map(({ id: _id, ...t }) => t) });
    expect(res.status).toBe(200);
    expect(
      w
        .team()
        .dashboards.find((d) => d.id === dash.id)!
        .tiles.map((t) => t.id),
    ).not.toEqual(oldIds);
    w.emu.clearLog();
    const r = await w.inProcess({ 'alert-file': path });
    expect(r.code, r.outcome.failure).toBe(0);
    const creates = planOf(r).actions.filter((a) => a.action === 'create');
    expect(creates.map((a) => a.name)).toEqual(['Checkout error rate', 'Slow checkout']);
    for (const c of creates) expect(c.reason).toMatch(/^recreate: tile ids changed/);
    const newTile = w
      .team()
      .dashboards.find((d) => d.id === dash.id)!
      .tiles.find((t) => t.name === 'Error count')!;
    expect(ours('acme/shop').find((a) => a.name === 'Checkout error rate')?.tileId).toBe(newTile.id);
  });

  it('re-points an owned alert whose tile id no longer exists to the tile of the same name', async () => {
    const path = await w.file(example);
    await w.inProcess({ 'alert-file': path });
    // A server that kept the alert while the tile got a new id (no cleanup on this path).
    const tile = w
      .team()
      .dashboards.find((d) => d.name === 'Payments')!
      .tiles.find((t) => t.name === 'Error count')!;
    const old = tile.id;
    tile.id = '6650f0c0ffffffffffffffff';
    const r = await w.inProcess({ 'alert-file': path });
    const up = planOf(r).actions.find((a) => a.action === 'update');
    expect(up?.reason).toMatch(/^re-point: tile ids changed/);
    expect(up?.changes).toEqual([{ field: 'tileId', from: old, to: tile.id }]);
    expect(w.team().alerts.find((a) => a.name === 'Payments errors')?.tileId).toBe(tile.id);
  });

  it('a POST whose answer is lost never yields two alerts', async () => {
    w.emu.faults.add({ route: `POST ${w.prefix}/alerts`, kind: 'reset-after', times: 1 });
    const path = await w.file(example);
    const r = await w.inProcess({ 'alert-file': path });
    expect(r.code, r.outcome.failure).toBe(0);
    const applied = (r.result as { applied: Array<{ status: string; recovered?: boolean }> }).applied;
    expect(applied.filter((a) => a.recovered)).toHaveLength(1);
    expect(w.writes().filter((x) => x.method === 'POST')).toHaveLength(3);
    for (const name of ['Checkout error rate', 'Slow checkout', 'Payments errors']) expect(w.team().alerts.filter((a) => a.name === name)).toHaveLength(1);
    w.emu.clearLog();
    expect(planOf(await w.inProcess({ 'alert-file': path })).summary.create).toBe(0);
  });

  it('a failed write does not stop the others; the run fails naming it; a re-run converges', async () => {
    w.emu.faults.add({ route: `POST ${w.prefix}/alerts`, kind: 'status', status: 400, times: 1 });
    const path = await w.file(example);
    const r = await w.run({ 'alert-file': path });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/1 of 3 write\(s\) failed: create "/);
    expect(ours('acme/shop')).toHaveLength(2);
    const again = await w.run({ 'alert-file': path });
    expect(again.code).toBe(0);
    expect(planOf(again).summary.create).toBe(1);
    expect(ours('acme/shop')).toHaveLength(3);
  });

  it('syncs 1,200 alerts with 10 changed using the floor of requests and no duplicate', async () => {
    const scope = 'bulk';
    const dash = w.team().dashboards.find((d) => d.name === 'Checkout')!;
    const tile = dash.tiles.find((t) => t.name === 'Requests')!;
    const hook = w.team().webhooks.find((h) => h.name === 'oncall')!;
    const entries: string[] = [];
    for (let i = 0; i < 1200; i++) {
      w.team().addAlert({
        source: 'tile',
        dashboardId: dash.id,
        tileId: tile.id,
        name: `bulk ${i}`,
        threshold: i < 10 ? -1 : i,
        thresholdType: 'above',
        interval: '5m',
        channels: [{ type: 'webhook', webhookId: hook.id }],
        message: withMarker(null, scope),
      });
      entries.push(`  - { name: "bulk ${i}", dashboard: Checkout, tile: Requests, threshold: ${i} }`);
    }
    const file = `version: 1\ndefaults: { interval: 5m, thresholdType: above, channel: { webhook: oncall } }\nalerts:\n${entries.join('\n')}\n`;
    const total = w.team().alerts.length;
    w.emu.clearLog();
    const r = await w.inProcess({ 'alert-file': await w.file(file), scope, concurrency: '8' });
    expect(r.code, r.outcome.failure).toBe(0);
    expect(planOf(r).summary).toMatchObject({ create: 0, update: 10, unchanged: 1190, delete: 0 });
    const reqs = w.requests();
    const listPages = reqs.filter((q) => q.method === 'GET' && q.path === `${w.prefix}/alerts`).length;
    expect(listPages).toBe(edition === 'self-hosted' ? 2 : 1); // 1,202 alerts: two 1,000-row pages where paginated
    expect(reqs.filter((q) => q.method === 'GET' && q.path === `${w.prefix}/dashboards`)).toHaveLength(1);
    expect(reqs.filter((q) => q.method === 'GET' && q.path === `${w.prefix}/webhooks`)).toHaveLength(1);
    expect(reqs.filter((q) => q.method === 'PUT')).toHaveLength(10);
    // Self-hosted: the backtest of the 10 changed thresholds reads the sources list and sends one series
    // request (one tile, one query for all of them, current and proposed alike).
    const backtest = edition === 'self-hosted' ? 2 : 0;
    expect(reqs.filter((q) => q.method === 'POST' && q.path === `${w.prefix}/charts/series`)).toHaveLength(backtest / 2);
    expect(reqs).toHaveLength(listPages + 2 + 10 + backtest);
    expect(w.team().alerts.length).toBe(total);
  }, 120_000);
});

// What the engine decides of a file (its problems, where, nothing sent) is proven in-process; that a problem
// becomes an annotation at the workspace-relative path, and the exit code, by the process tests below.
describe('alerts.sync file problems', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it.each([
    ['a YAML syntax error', 'version: 1\nalerts: [\n', /YAML/],
    ['an unknown key', EXAMPLE.replace('threshold: 50', 'threshold: 50\n    treshold: 5'), /unknown key `treshold`/],
    ['a wrong type', EXAMPLE.replace('threshold: 50', 'threshold: "50"'), /must be a number/],
    ['a bad enum', EXAMPLE.replace('interval: 15m', 'interval: 10m'), /`interval` must be one of/],
    ['a duplicate name', EXAMPLE.replace('Slow checkout', 'Checkout error rate'), /duplicate alert name/],
    ['a missing field', EXAMPLE.replace('    threshold: 800\n', ''), /missing `threshold`/],
    ['an empty file', '', /the alert file is empty/],
  ])('%s: annotated at file:line, nothing requested', async (_l, text, message) => {
    const r = await w.inProcess({ 'alert-file': await w.file(text) });
    expect(r.code).toBe(1);
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors.map((e) => e.message).join('\n')).toMatch(message);
    expect(r.errors[0]?.line).toBeGreaterThan(0);
    expect(w.requests()).toEqual([]);
  });

  it.each([
    ['a dashboard that does not exist', EXAMPLE.replace('dashboard: Payments', 'dashboard: Paymnts'), /no dashboard named "Paymnts"/, 20],
    ['a tile that does not exist', EXAMPLE.replace('tile: p95 latency', 'tile: p99 latency'), /no tile named "p99 latency" on dashboard "Checkout"/, 15],
    ['a webhook that does not exist', EXAMPLE.replace('{ webhook: ops-generic }]', '{ webhook: nope }]'), /no webhook named "nope"/, 18],
    [
      'a markdown tile',
      EXAMPLE.replace('tile: p95 latency', 'dashboard: Payments\n    tile: Notes')
        .replace('    dashboard: Checkout\n    tile: Notes', '    tile: Notes')
        .replace('  - name: Slow checkout\n    dashboard: Checkout\n', '  - name: Slow checkout\n'),
      /is a markdown tile/,
      undefined,
    ],
  ])('%s: annotated, no write', async (_l, text, message, line) => {
    const r = await w.inProcess({ 'alert-file': await w.file(text) });
    expect(r.code).toBe(1);
    expect(r.errors.map((e) => e.message).join('\n')).toMatch(message);
    if (line !== undefined) expect(r.errors[0]?.line).toBe(line);
    expect(w.writes()).toEqual([]);
  });

  it.each([
    [
      'two webhooks named as the channel',
      (w: World) => w.team().addWebhook({ name: 'oncall', service: 'generic', url: 'https://second.EXAMPLE.com/hook' }),
      (w: World) =>
        new RegExp(`2 webhooks are named "oncall" \\(slack ${w.team().webhooks[0]!.id}, generic ${w.team().webhooks.at(-1)!.id}\\); use \`webhookId\``),
      [5, 18], // the defaults' channel, then the second alert's `channels`
    ],
    [
      'two dashboards named as the alert’s',
      (w: World) =>
        w.team().addDashboard({ name: 'Checkout', tiles: [{ name: 'Error count', config: { displayType: 'line', select: [{ aggFn: 'count' }] } }] }),
      (w: World) => {
        const ids = w
          .team()
          .dashboards.filter((d) => d.name === 'Checkout')
          .map((d) => d.id);
        return new RegExp(`2 dashboards are named "Checkout" \\(ids ${ids.join(', ')}\\); use \`dashboardId\``);
      },
      [9, 14], // the two alerts on dashboard Checkout
    ],
  ])('a name that resolves to %s: annotated at each use, no write', async (_l, seed, message, lines) => {
    seed(w);
    const path = await w.file(EXAMPLE);
    const r = await w.inProcess({ 'alert-file': path });
    expect(r.code).toBe(1);
    expect(r.errors.map((e) => e.message)).toEqual(lines.map((): unknown => expect.stringMatching(message(w))));
    expect(r.errors.map((e) => [e.file, e.line])).toEqual(lines.map((line) => [relative(w.workspace, path), line]));
    expect(r.outcome.failure).toMatch(/2 problem\(s\) in input file; nothing was sent/);
    expect(w.writes()).toEqual([]);
  });

  it('a glob syncs each file under its own scope; a shared `scope` input is refused', async () => {
    const a = await w.file(EXAMPLE.slice(0, EXAMPLE.indexOf('  - name: Slow')), 'a.alerts.yml');
    const dir = a.slice(0, a.lastIndexOf('/'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dir}/b.alerts.yml`, EXAMPLE.replace('Checkout error rate', 'Other name'));
    const env = { GITHUB_WORKSPACE: dir };
    const r = await w.run({ 'alert-file': '*.alerts.yml' }, env);
    expect(r.code, r.stdout).toBe(0);
    expect(JSON.parse(r.outputs.plan ?? '{}').files).toEqual([
      { file: 'a.alerts.yml', scope: 'acme/shop:a.alerts.yml' },
      { file: 'b.alerts.yml', scope: 'acme/shop:b.alerts.yml' },
    ]);
    expect(w.team().alerts.filter((x) => x.name === 'Payments errors')).toHaveLength(1);
    expect(w.team().alerts.filter((x) => x.message?.includes('scope=acme/shop:a.alerts.yml'))).toHaveLength(1);
    const shared = await w.run({ 'alert-file': '*.alerts.yml', scope: 'one' }, env);
    expect(shared.code).toBe(1);
    expect(shared.stdout).toMatch(/matches 2 files; each file needs its own scope/);
    const none = await w.run({ 'alert-file': '*.nothing.yml' }, env);
    expect(none.stdout).toMatch(/matches no file/);
  });

  it('annotations carry the path relative to the workspace', async () => {
    const path = await w.file('version: 1\nalerts: [{ name: A }]\n');
    const dir = path.slice(0, path.lastIndexOf('/'));
    const r = await w.run({ 'alert-file': 'alerts.yml' }, { GITHUB_WORKSPACE: dir });
    expect(r.annotations.find((a) => a.props.file)?.props.file).toBe('alerts.yml');
  });
});

describe.each([
  ['self-hosted before api 2.36', () => world('self-hosted', { legacyChannel: true })],
  ['managed', () => world('managed', {}, '2.36')],
] as const)('alerts.sync against a server that keeps one channel per alert (%s)', (label, make) => {
  let w: World;
  beforeEach(async () => {
    w = await make();
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('refuses a second channel at its file:line, since the server would keep only the first', async () => {
    const r = await w.run({ 'alert-file': await w.file(EXAMPLE) });
    expect(r.code).toBe(1);
    const ann = r.annotations.filter((a) => a.level === 'error' && a.props.file);
    expect(ann.map((a) => a.message).join('\n')).toMatch(/keeps one notification channel per alert \(HyperDX before api 2\.36, the managed API of August/);
    expect(Number(ann[0]?.props.line)).toBe(18);
    expect(w.writes()).toEqual([]);
  });

  it.runIf(label === 'managed')('knows it from the edition when the team has no alert yet to tell by', async () => {
    w.team().alerts.length = 0;
    const refused = await w.run({ 'alert-file': await w.file(EXAMPLE) });
    expect(refused.code).toBe(1);
    expect(refused.annotations.find((a) => a.props.file)?.props.line).toBe('18');
    expect(w.writes()).toEqual([]);
    const ok = await w.run({ 'alert-file': await w.file(exampleFor('managed')) });
    expect(ok.code, ok.stdout).toBe(0);
    expect(w.writes().map((x) => x.body)).toEqual([
      expect.not.objectContaining({ channels: expect.anything() }),
      expect.not.objectContaining({ channels: expect.anything() }),
      expect.not.objectContaining({ channels: expect.anything() }),
    ]);
  });

  it('with one channel each, converges: the second run plans nothing', async () => {
    const file = await w.file(EXAMPLE.replace('channels: [{ webhook: oncall }, { webhook: ops-generic }]', 'channel: { webhook: oncall }'));
    const first = await w.run({ 'alert-file': file });
    expect(first.code, first.stdout).toBe(0);
    expect(planOf(first).summary).toMatchObject({ create: 3 });
    w.emu.clearLog();
    const second = await w.run({ 'alert-file': file });
    expect(planOf(second).summary).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    expect(w.writes()).toEqual([]);
  });
});
