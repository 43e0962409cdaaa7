import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { world, type World } from './alerts-e2e-helpers.ts';
import { alertNamed, CHECKOUT, dashboard, dashPlanOf } from './dashboards-e2e-helpers.ts';
import { startStrippingProxy } from './stripping-proxy.ts';

describe.each(['self-hosted', 'managed'] as const)('dashboards.sync (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const writes = () => w.writes().filter((x) => !x.path.endsWith('/validate'));
  // Each w.file() is a fresh directory, whose default scope differs: one fixed scope for the runs.
  const sync = (inputs: Record<string, string>) => w.run({ scope: 'team-a', ...inputs });
  // The same run in-process, for what the engine decides (the plan, the writes, the exit code); `sync` for what the
  // step's log, summary and annotations say.
  const engine = (inputs: Record<string, string>) => w.inProcess({ scope: 'team-a', ...inputs });

  it('creates, then a re-run sends nothing (2 requests: the dashboards and sources lists)', async () => {
    const path = await w.file(
      `version: 1
dashboards:
  - name: Service health
    tags: [overview]
    savedQuery: "ServiceName:checkout"
    filters: [{ name: Service, expression: ServiceName, source: Logs }]
    tiles:
      - name: Requests by service
        config: { displayType: stacked_bar, source: Traces, select: [{ aggFn: count }], groupBy: ServiceName }
      - name: Share of log levels
        config: { displayType: pie, source: Logs, select: [{ aggFn: count }], groupBy: SeverityText, limit: 6 }
      - name: Latency heatmap
        config: { displayType: heatmap, source: Traces, select: [{ valueExpression: Duration, heatmapScaleType: log }] }
      - name: Slow spans
        config: { displayType: search, source: Traces, select: "Timestamp, SpanName", where: "Duration:>1000" }
      - name: Notes
        config: { displayType: markdown, markdown: "## Runbook" }
`,
      'dashboards.yml',
    );
    const first = await engine({ 'dashboard-file': path });
    expect(first.code, first.outcome.failure).toBe(0);
    expect(dashPlanOf(first).summary).toMatchObject({ create: 1, update: 0, unmanaged: 2, tilesAdded: 5 });
    expect(first.outputs.changed).toBe('true');
    const [post] = writes();
    expect(post?.method).toBe('POST');
    // Managed bodies carry no top-level id, and POST filters no id (docs/contract.md §7.9).
    expect(post?.body).not.toHaveProperty('id');
    expect((post?.body as { filters: object[] }).filters[0]).not.toHaveProperty('id');
    const made = dashboard(w, 'Service health');
    expect(made?.tags).toEqual(['overview', expect.stringMatching(/^obs-ops:[0-9a-f]{24}$/)]);
    // Auto-layout: two per row, 12 × 4.
    expect(made?.tiles.map((t) => [t.x, t.y, t.w, t.h])).toEqual([
      [0, 0, 12, 4],
      [12, 0, 12, 4],
      [0, 4, 12, 4],
      [12, 4, 12, 4],
      [0, 8, 12, 4],
    ]);

    w.emu.clearLog();
    const second = await engine({ 'dashboard-file': path });
    expect(second.code, second.outcome.failure).toBe(0);
    expect(dashPlanOf(second).summary).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    expect(second.outputs.changed).toBe('false');
    expect(w.requests().map((r) => `${r.method} ${r.path.slice(w.prefix.length)}`)).toEqual(['GET /dashboards', 'GET /sources']);
  });

  it('adopts with one PUT that keeps every tile id; a changed tile keeps its id and its alert', async () => {
    const before = dashboard(w, 'Checkout')!;
    const ids = before.tiles.map((t) => t.id);
    const path = await w.file(CHECKOUT, 'dashboards.yml');
    const adopt = await engine({ 'dashboard-file': path });
    expect(adopt.code, adopt.outcome.failure).toBe(0);
    const plan = dashPlanOf(adopt);
    expect(plan.actions.find((a) => a.name === 'Checkout')).toMatchObject({ action: 'update', adopted: true, changes: [{ field: 'owner' }], tiles: [] });
    expect(writes().map((x) => x.method)).toEqual(['PUT']);
    expect(dashboard(w, 'Checkout')?.tiles.map((t) => t.id)).toEqual(ids);

    w.emu.clearLog();
    const edited = await engine({
      'dashboard-file': await w.file(CHECKOUT.replace('where: "SeverityText:error"', 'where: "SeverityText:error OR SeverityText:fatal"'), 'dashboards.yml'),
    });
    expect(edited.code, edited.outcome.failure).toBe(0);
    expect(dashPlanOf(edited).actions[0]?.tiles).toEqual([
      {
        name: 'Error count',
        change: 'changed',
        id: ids[0],
        fields: [{ field: 'config.select[0].where', from: 'SeverityText:error', to: 'SeverityText:error OR SeverityText:fatal' }],
      },
    ]);
    // One fresh read, one write; the PUT sends the live tile ids.
    expect(
      w
        .requests()
        .filter((r) => r.method !== 'GET' || r.path.includes('/dashboards/'))
        .map((r) => r.method),
    ).toEqual(['GET', 'PUT']);
    expect((writes()[0]?.body as { tiles: Array<{ id: string }> }).tiles.map((t) => t.id)).toEqual(ids);
    expect(dashboard(w, 'Checkout')?.tiles.map((t) => t.id)).toEqual(ids);
    expect(alertNamed(w, 'Checkout errors')?.tileId).toBe(ids[0]);
  });

  it('`was:` renames a tile and keeps its id and its alert; the next run plans nothing', async () => {
    await engine({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml') });
    const errorTile = dashboard(w, 'Checkout')!.tiles[0]!.id;
    const renamed = CHECKOUT.replace('      - name: Error count\n', '      - name: Checkout errors\n        was: Error count\n');
    w.emu.clearLog();
    const run = await engine({ 'dashboard-file': await w.file(renamed, 'dashboards.yml') });
    expect(run.code, run.outcome.failure).toBe(0);
    expect(dashPlanOf(run).actions[0]?.tiles).toEqual([{ name: 'Checkout errors', change: 'renamed', was: 'Error count', id: errorTile }]);
    expect(dashPlanOf(run).summary.alertsDeleted).toBe(0);
    expect(dashboard(w, 'Checkout')?.tiles[0]).toMatchObject({ id: errorTile, name: 'Checkout errors' });
    expect(alertNamed(w, 'Checkout errors')?.tileId).toBe(errorTile);
    const again = await engine({ 'dashboard-file': await w.file(renamed, 'dashboards.yml') });
    expect(dashPlanOf(again).summary).toMatchObject({ update: 0, unchanged: 1 });
  });

  it('a rename without `was:` is a removal: the plan names the alert that would be lost and is refused without prune', async () => {
    await sync({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml') });
    const file = await w.file(CHECKOUT.replace('      - name: Error count\n', '      - name: Checkout errors\n'), 'dashboards.yml');
    w.emu.clearLog();
    const refused = await sync({ 'dashboard-file': file });
    expect(refused.code).toBe(1);
    const plan = dashPlanOf(refused);
    expect(plan.actions[0]?.alertsDeleted).toEqual([
      { id: alertNamed(w, 'Checkout errors')!.id, name: 'Checkout errors', owner: 'unmarked', tile: 'Error count', reason: 'tile removed' },
    ]);
    expect(plan.summary).toMatchObject({ tilesAdded: 1, tilesRemoved: 1, alertsDeleted: 1 });
    expect(refused.stdout).toMatch(/Set `prune: true` to accept losing them — or use `was:`/);
    expect(refused.summary).toMatch(/alert "Checkout errors" .* is deleted by the server: tile removed/);
    expect(writes()).toEqual([]);

    // prune: true accepts the loss (within max-deletions).
    const limited = await sync({ 'dashboard-file': file, prune: 'true', 'max-deletions': '0' });
    expect(limited.code).toBe(1);
    expect(limited.stdout).toMatch(/more than max-deletions \(0\)/);
    expect(writes()).toEqual([]);
    const pruned = await sync({ 'dashboard-file': file, prune: 'true' });
    expect(pruned.code, pruned.stdout).toBe(0);
    expect(alertNamed(w, 'Checkout errors')).toBeUndefined();
  });

  it('a tile turned into a table loses its alert: listed with the reason', async () => {
    await engine({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml') });
    const table = CHECKOUT.replace('          displayType: line\n          source: Traces', '          displayType: table\n          source: Traces');
    const run = await engine({ 'dashboard-file': await w.file(table, 'dashboards.yml'), 'dry-run': 'true' });
    expect(run.code).toBe(1);
    expect(dashPlanOf(run).actions[0]?.alertsDeleted).toMatchObject([{ name: 'Checkout p95 latency', tile: 'p95 latency', reason: 'tile becomes a table' }]);
  });

  it('a tile removed without an alert needs no prune; a dashboard gone from the file is deleted only with prune', async () => {
    const two = `${CHECKOUT}  - name: Scratch
    tiles:
      - name: Notes
        config: { displayType: markdown, markdown: hi }
`;
    await sync({ 'dashboard-file': await w.file(two, 'dashboards.yml'), scope: 'team-a' });
    const noRequests = CHECKOUT.replace(/ {6}- name: Requests\n[\s\S]*$/, '');
    w.emu.clearLog();
    const kept = await sync({ 'dashboard-file': await w.file(noRequests, 'dashboards.yml'), scope: 'team-a' });
    expect(kept.code, kept.stdout).toBe(0);
    expect(dashPlanOf(kept).actions.find((a) => a.name === 'Checkout')?.tiles).toMatchObject([{ name: 'Requests', change: 'removed' }]);
    expect(kept.summary).toMatch(/"Scratch" \(id \w+\) is managed by .* but no longer in it; .*prune: true.* would delete it/);
    expect(dashboard(w, 'Scratch')).toBeDefined();

    const pruned = await sync({ 'dashboard-file': await w.file(noRequests, 'dashboards.yml'), scope: 'team-a', prune: 'true' });
    expect(pruned.code, pruned.stdout).toBe(0);
    expect(dashPlanOf(pruned).summary).toMatchObject({ delete: 1 });
    expect(dashboard(w, 'Scratch')).toBeUndefined();
  });

  it('never touches a dashboard of another scope, nor an unmarked one without adopt', async () => {
    await sync({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml'), scope: 'team-a' });
    const tagsBefore = [...dashboard(w, 'Checkout')!.tags];
    w.emu.clearLog();
    const other = await sync({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml'), scope: 'team-b', prune: 'true' });
    expect(other.code).toBe(1);
    expect(other.annotations.find((a) => a.level === 'error')?.message).toMatch(/managed by another scope .*set `scope:` to its old scope/);
    expect(other.annotations.find((a) => a.level === 'error')?.props.line).toBe('3');
    const payments = await sync({
      'dashboard-file': await w.file(CHECKOUT.replace('Checkout', 'Payments').replace('    adopt: true\n', ''), 'dashboards.yml'),
      scope: 'team-c',
    });
    expect(payments.code).toBe(1);
    expect(payments.stdout).toMatch(/already exists without the ownership tag .*add `adopt: true`/);
    expect(writes()).toEqual([]);
    expect(dashboard(w, 'Checkout')?.tags).toEqual(tagsBefore);
  });

  it('a table links to a dashboard the same run creates: created without the link, then one write adds it', async () => {
    const file = await w.file(
      `version: 1
dashboards:
  - name: Overview
    tiles:
      - name: Services
        config:
          displayType: table
          source: Logs
          select: [{ aggFn: count }]
          groupBy: ServiceName
          onClick: { type: dashboard, target: { dashboard: Service detail }, whereTemplate: "ServiceName = '{{ServiceName}}'", whereLanguage: sql }
  - name: Service detail
    tiles:
      - name: Logs
        config: { displayType: search, source: Logs, select: "Timestamp, Body" }
`,
      'dashboards.yml',
    );
    const run = await engine({ 'dashboard-file': file });
    expect(run.code, run.outcome.failure).toBe(0);
    expect(dashPlanOf(run).actions.find((a) => a.name === 'Overview')).toMatchObject({ action: 'create', linksPending: true });
    expect(writes().map((x) => x.method)).toEqual(['POST', 'POST', 'PUT']);
    const target = (dashboard(w, 'Overview')!.tiles[0]!.config.onClick as { target: unknown }).target;
    expect(target).toEqual({ mode: 'id', id: dashboard(w, 'Service detail')!.id });
    w.emu.clearLog();
    const again = await engine({ 'dashboard-file': file });
    expect(again.outputs.changed, again.outcome.failure).toBe('false');
  });

  it('a create whose answer is lost is not re-sent: one list finds it', async () => {
    w.emu.faults.add({ route: `POST ${w.prefix}/dashboards`, kind: 'reset-after', times: 1 });
    const run = await engine({
      'dashboard-file': await w.file(CHECKOUT.replace('Checkout', 'Checkout copy').replace('    adopt: true\n', ''), 'dashboards.yml'),
    });
    expect(run.code, run.outcome.failure).toBe(0);
    expect(writes().map((x) => x.method)).toEqual(['POST']);
    expect(w.team().dashboards.filter((d) => d.name === 'Checkout copy')).toHaveLength(1);
    expect((run.result as { applied: Array<{ status: string }> }).applied).toMatchObject([{ status: 'created' }]);
  });

  it('refuses to write a dashboard changed since the plan, and says to re-run', async () => {
    await sync({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml') });
    const file = await w.file(CHECKOUT.replace('tags: [checkout]', 'tags: [checkout, team-payments]'), 'dashboards.yml');
    w.emu.clearLog();
    // The sources list answers late; meanwhile someone edits the dashboard in the UI.
    w.emu.faults.add({ route: `GET ${w.prefix}/sources`, kind: 'latency', ms: 1500, times: 1 });
    const running = sync({ 'dashboard-file': file });
    while (!w.emu.log.some((l) => l.path === `${w.prefix}/sources`)) await new Promise((r) => setTimeout(r, 20));
    dashboard(w, 'Checkout')!.tiles[2]!.name = 'Requests (hand edit)';
    const run = await running;
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/update "Checkout": changed since plan — re-run/);
    expect(writes()).toEqual([]);
  });

  it('expect-plan: applies the reviewed plan, refuses another', async () => {
    const file = await w.file(CHECKOUT, 'dashboards.yml');
    const dry = await engine({ 'dashboard-file': file, 'dry-run': 'true' });
    expect(dry.code, dry.outcome.failure).toBe(0);
    const fp = dry.outputs['plan-fingerprint']!;
    expect(fp).toMatch(/^[0-9a-f]{12}$/);
    const wrong = await engine({ 'dashboard-file': file, 'expect-plan': '000000000000' });
    expect(wrong.code).toBe(1);
    expect(writes()).toEqual([]);
    const ok = await engine({ 'dashboard-file': file, 'expect-plan': fp });
    expect(ok.code, ok.outcome.failure).toBe(0);
    expect(writes().map((x) => x.method)).toEqual(['PUT']);
  });

  it('one step, both files: dashboards first, then alerts on the fresh tile ids of a created dashboard', async () => {
    const dash = await w.file(
      `${CHECKOUT}  - name: Orders
    tiles:
      - name: Order errors
        config: { displayType: line, source: Logs, select: [{ aggFn: count, where: "ServiceName:orders" }] }
`,
      'dashboards.yml',
    );
    const alerts = await w.file(`version: 1
alerts:
  - name: Orders failing
    dashboard: Orders
    tile: Order errors
    threshold: 5
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`);
    const dry = await sync({ 'dashboard-file': dash, 'alert-file': alerts, 'dry-run': 'true' });
    expect(dry.code, dry.stdout).toBe(0);
    const planned = JSON.parse(dry.outputs.plan!) as { fingerprint: string; dashboards: { summary: object }; alerts: { summary: object } };
    expect(planned.dashboards.summary).toMatchObject({ create: 1, update: 1 });
    expect(planned.alerts.summary).toMatchObject({ create: 1 });
    expect(dry.summary).toMatch(/Dashboards and alerts plan/);
    // The apply workflow reads the one fingerprint of both files back from the plan's headline.
    expect(dry.summary).toMatch(new RegExp(`^Plan: .* · Alerts .*\\(fingerprint ${dry.outputs['plan-fingerprint']}\\)$`, 'm'));

    const run = await sync({ 'dashboard-file': dash, 'alert-file': alerts, operation: 'alerts.sync', 'expect-plan': dry.outputs['plan-fingerprint']! });
    expect(run.code, run.stdout).toBe(0);
    const orders = dashboard(w, 'Orders')!;
    expect(alertNamed(w, 'Orders failing')).toMatchObject({ dashboardId: orders.id, tileId: orders.tiles[0]!.id });
    w.emu.clearLog();
    const again = await sync({ 'dashboard-file': dash, 'alert-file': alerts });
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(writes()).toEqual([]);
  });
});

describe('dashboards.sync: the file, checked before any request', () => {
  let w: World;
  afterEach(async () => {
    await w.emu.close();
  });

  it('managed: what the edition lacks is refused at the file line, nothing sent', async () => {
    w = await world('managed');
    const file = await w.file(
      // Today's managed API takes formulas and filter variables; a line's interpolation it does not.
      CHECKOUT.replace(
        'select: [{ aggFn: count, where: "SeverityText:error" }]',
        'select: [{ aggFn: count, where: "SeverityText:error" }]\n          lineInterpolation: step',
      ),
      'dashboards.yml',
    );
    const run = await w.run({ 'dashboard-file': file });
    expect(run.code).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error');
    expect(error?.props).toMatchObject({ line: '16' });
    expect(error?.message).toMatch(/self-hosted/);
    expect(w.requests()).toEqual([]);
  });

  it('a formula the server cannot parse is refused at its line before any request (docs/contract.md §7.4)', async () => {
    w = await world('self-hosted');
    const file = await w.file(
      CHECKOUT.replace('select: [{ aggFn: count }]', 'select: [{ aggFn: count }]\n          formulas: [{ expression: "A + * 2" }]'),
      'dashboards.yml',
    );
    const run = await w.run({ 'dashboard-file': file, 'dry-run': 'true' });
    expect(run.code).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error');
    expect(error?.message).toMatch(/unexpected "\*"/);
    expect(error?.props.line).toBe('34');
    expect(w.requests()).toEqual([]);
  });

  it('self-hosted dry run: the server validation of a body lands at the file line', async () => {
    // The file format now checks all the emulator refuses, so a server that knows a rule more is played by a
    // proxy that turns the validate answer into a refusal of the third tile's select item.
    w = await world('self-hosted');
    const proxy = await startStrippingProxy(w.emu.url, (method, path, body) => {
      if (method === 'POST' && path.endsWith('/dashboards/validate'))
        Object.assign(body as object, {
          data: { valid: false, errors: [{ path: 'tiles.2.config.select.0', message: 'a rule of a newer server' }], normalized: null },
        });
    });
    try {
      const run = await w.run({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml'), 'dry-run': 'true', 'base-url': proxy.url });
      expect(run.code).toBe(1);
      const error = run.annotations.find((a) => a.level === 'error');
      expect(error?.message).toBe('server validation: a rule of a newer server');
      expect(error?.props.line).toBe('33'); // Requests: `select: [{ aggFn: count }]`
      expect(w.writes().map((x) => x.path.slice(w.prefix.length))).toEqual(['/dashboards/validate']);
    } finally {
      await proxy.close();
    }
  });

  it('a server without the validate route: one warning, and the plan goes on', async () => {
    w = await world('self-hosted', { legacyNoValidate: true });
    const run = await w.run({ 'dashboard-file': await w.file(CHECKOUT, 'dashboards.yml'), 'dry-run': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toMatch(/no POST \/dashboards\/validate .* server-side validation was skipped/);
  });

  it('duplicate tile names and dangling container refs are errors at their lines', async () => {
    w = await world('self-hosted');
    const file = await w.file(
      CHECKOUT.replace('- name: p95 latency', '- name: Error count').replace(
        '        x: 0\n        y: 4',
        '        containerId: nope\n        x: 0\n        y: 4',
      ),
      'dashboards.yml',
    );
    const run = await w.run({ 'dashboard-file': file });
    expect(run.code).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'error' && a.props.line).map((a) => [a.props.line, a.message.slice(0, 20)])).toEqual([
      ['16', 'duplicate tile name '],
      ['26', 'no container "nope" '],
    ]);
    expect(w.requests()).toEqual([]);
  });
});
