// The one reconcile run (src/reconcile/run.ts) in-process, through runOperation as both front ends
// call it, against the emulator started in the same process: what a stack plan counts and says
// (issue 30, finding 15), every problem of every kind and stage at once (finding 6), no reference
// left dangling (finding 4), namesakes across scopes said by each sync (finding 12), and the
// request floor those checks keep.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEngine, type Engine } from '../helpers/engine.ts';

const SECRETS = { CH_PASSWORD: 'ch-password-7d1e0a9f', HOOK_URL: 'https://hooks.example.com/7f3a9c11d2', OPS_URL: 'https://hooks.example.com/ops-55ae' };

const CONFIG = `version: 1
connections:
  - name: Run ClickHouse
    host: http://clickhouse-run:8123
    username: default
    password: { env: CH_PASSWORD }
sources:
  - name: Run logs
    kind: log
    connection: Run ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, Body
savedSearches:
  - name: Run errors
    source: Run logs
    where: "SeverityText:error"
webhooks:
  - name: Run hook
    service: generic
    url: { env: HOOK_URL }
`;

const STACK = `${CONFIG}dashboards:
  - name: Run overview
    tiles:
      - name: Errors
        config: { displayType: line, source: Run logs, select: [{ aggFn: count }] }
alerts:
  - name: Run errors alert
    source: saved_search
    savedSearch: Run errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Run hook }
`;

let e: Engine;
beforeEach(async () => {
  e = await startEngine();
});
afterEach(() => e.close());

const problems = (o: { report: { problems?: Array<{ message: string }> } }): string[] => (o.report.problems ?? []).map((p) => p.message);

describe('a stack plan counts and says what the whole plan does (finding 15)', () => {
  it('counts every kind, says a dry run sent nothing once, each scope once, and never "nothing to do" under pending changes', async () => {
    const path = await e.file(STACK, 'stack.yml');
    const dry = await e.run('self-hosted', { 'stack-file': path, 'dry-run': 'true' }, SECRETS);
    expect(dry.outcome.failure).toBeUndefined();
    // 4 configuration objects, a dashboard and an alert: 6 creates, not the dashboards' 1.
    expect(dry.outcome.report.counts).toMatchObject({ create: 6, update: 0, delete: 0 });
    expect(dry.outcome.report.headline).toMatch(/^Plan: 6 to create, 0 to update, 0 to delete, \d+ unchanged, \d+ unmanaged \(fingerprint [0-9a-f]{12}\)$/);
    const notes = dry.outcome.report.notes ?? [];
    expect(new Set(notes).size).toBe(notes.length);
    expect(notes.filter((n) => n.startsWith('Scope of stack.yml'))).toHaveLength(1);
    expect(notes.filter((n) => n === 'Dry run: nothing was sent.')).toHaveLength(1);
    expect(notes.some((n) => n.startsWith('Nothing to do'))).toBe(false);
    // One table: every kind's rows, each naming its kind.
    expect(dry.outcome.report.table?.rows.map((r) => r[2])).toEqual([
      'connection: Run ClickHouse',
      'source: Run logs',
      'saved search: Run errors',
      'webhook: Run hook',
      'dashboard: Run overview',
      'alert: Run errors alert',
    ]);

    expect((await e.run('self-hosted', { 'stack-file': path }, SECRETS)).outcome.failure).toBeUndefined();
    // Only the alert changes: the configuration kinds have nothing to do, the plan has one update.
    await writeFile(join(e.root, path), STACK.replace('threshold: 10', 'threshold: 20'));
    const edited = await e.run('self-hosted', { 'stack-file': path, 'dry-run': 'true' }, SECRETS);
    expect(edited.outcome.report.counts).toMatchObject({ create: 0, update: 1, delete: 0 });
    expect(edited.outcome.report.notes?.some((n) => n.startsWith('Nothing to do'))).toBe(false);
    expect(edited.outcome.changed).toBe(true);
  });
});

describe('every problem of every kind and stage at once, nothing sent (finding 6)', () => {
  it('an unknown connection and an unknown webhook in one file are both reported', async () => {
    const path = await e.file(
      STACK.replace('connection: Run ClickHouse\n    from', 'connection: Nowhere\n    from').replace('{ webhook: Run hook }', '{ webhook: Nowhere }'),
      'stack.yml',
    );
    const r = await e.run('self-hosted', { 'stack-file': path }, SECRETS);
    expect(r.outcome.failure).toBeDefined();
    const said = problems(r.outcome).join('\n');
    expect(said).toMatch(/no connection named "Nowhere"/);
    expect(said).toMatch(/no webhook named "Nowhere"/);
    expect(e.writes()).toEqual([]);
  });

  it('a section the schema refuses does not hide another section’s problems, and nothing is requested', async () => {
    const path = await e.file(STACK.replace('service: generic', 'service: telegram').replace('thresholdType: above', 'thresholdType: sideways'), 'stack.yml');
    const r = await e.run('self-hosted', { 'stack-file': path }, SECRETS);
    expect(r.outcome.failure).toBeDefined();
    const lines = (r.outcome.report.problems ?? []).map((p) => p.line);
    const text = STACK.split('\n');
    expect(lines).toContain(text.findIndex((l) => l.includes('service: generic')) + 1);
    expect(lines).toContain(text.findIndex((l) => l.includes('thresholdType: above')) + 1);
    expect(e.requests()).toEqual([]);
  });
});

describe('never a reference left dangling (finding 4)', () => {
  const HOOKS = `version: 1
webhooks:
  - name: Run hook
    service: generic
    url: { env: HOOK_URL }
  - name: Ops hook
    service: generic
    url: { env: OPS_URL }
`;

  it('refuses to prune a webhook an alert made in the UI notifies as its second channel, naming the alert; the alerts are read only then', async () => {
    const path = await e.file(HOOKS, 'stack.yml');
    const first = await e.run('self-hosted', { 'stack-file': path, prune: 'true' }, SECRETS);
    expect(first.outcome.failure).toBeUndefined();
    // A stack file's `applied` output is keyed by kind, whatever kinds the file holds.
    expect(first.outcome.result).toMatchObject({ applied: { stack: [{ status: 'created' }, { status: 'created' }] } });
    // The request floor: a plan that deletes nothing reads no alerts.
    expect(e.requests().filter((r) => r.startsWith('GET /alerts'))).toEqual([]);

    const team = e.team();
    const run = team.webhooks.find((w) => w.name === 'Run hook')?.id ?? '';
    const ops = team.webhooks.find((w) => w.name === 'Ops hook')?.id ?? '';
    const checkout = team.dashboards.find((d) => d.name === 'Checkout');
    const made = await e.api('self-hosted', 'POST', '/alerts', {
      name: 'Hand alert',
      source: 'tile',
      dashboardId: checkout?.id,
      tileId: checkout?.tiles[0]?.id,
      threshold: 5,
      thresholdType: 'above',
      interval: '5m',
      channels: [
        { type: 'webhook', webhookId: run },
        { type: 'webhook', webhookId: ops },
      ],
    });
    expect(made.status).toBeLessThan(300);
    const handId = (made.json as { data: { id: string } }).data.id;

    await writeFile(join(e.root, path), HOOKS.replace(/ {2}- name: Ops hook\n[\s\S]*$/, ''));
    e.emu.clearLog();
    const refused = await e.run('self-hosted', { 'stack-file': path, prune: 'true' }, SECRETS);
    expect(refused.outcome.failure).toMatch(
      new RegExp(`webhook "Ops hook" \\(id ${ops}\\) is still named by alert "Hand alert" \\(id ${handId}\\) in channels\\[1\\]`),
    );
    expect(e.requests().filter((r) => r.startsWith('GET /alerts'))).toHaveLength(1);
    expect(e.writes()).toEqual([]);

    // Once the alert no longer names it, the prune goes through.
    await e.api('self-hosted', 'PUT', `/alerts/${handId}`, {
      name: 'Hand alert',
      source: 'tile',
      dashboardId: checkout?.id,
      tileId: checkout?.tiles[0]?.id,
      threshold: 5,
      thresholdType: 'above',
      interval: '5m',
      channels: [{ type: 'webhook', webhookId: run }],
    });
    e.emu.clearLog();
    const pruned = await e.run('self-hosted', { 'stack-file': path, prune: 'true' }, SECRETS);
    expect(pruned.outcome.failure).toBeUndefined();
    expect(e.writes()).toEqual(['DELETE /webhooks/:id']);
  });

  it('lets the same plan delete a webhook and change the alert of the file that named it: the alert first', async () => {
    const withAlert = `${HOOKS}alerts:
  - name: Ops alert
    dashboard: Checkout
    tile: Error count
    threshold: 5
    thresholdType: above
    interval: 5m
    channel: { webhook: Ops hook }
`;
    const path = await e.file(withAlert, 'stack.yml');
    expect((await e.run('self-hosted', { 'stack-file': path, prune: 'true' }, SECRETS)).outcome.failure).toBeUndefined();
    await writeFile(
      join(e.root, path),
      withAlert.replace(/ {2}- name: Ops hook\n {4}service: generic\n {4}url: \{ env: OPS_URL \}\n/, '').replace('webhook: Ops hook', 'webhook: Run hook'),
    );
    e.emu.clearLog();
    const r = await e.run('self-hosted', { 'stack-file': path, prune: 'true' }, SECRETS);
    expect(r.outcome.failure).toBeUndefined();
    expect(e.writes()).toEqual(['PUT /alerts/:id', 'DELETE /webhooks/:id']);
  });
});

describe('namesakes across scopes (finding 12)', () => {
  // Saved searches and dashboards: the server takes two of one name (a webhook of one service and name it refuses).
  const SHOP = `version: 1
savedSearches:
  - name: Storefront
    source: Logs
    where: "ServiceName:storefront"
dashboards:
  - name: Storefront
    tiles:
      - name: Notes
        config: { displayType: markdown, markdown: "## Storefront" }
`;

  it('two scopes race to create one name: both create it, and each next sync says so, naming the other', async () => {
    const [a, b] = [await e.file(SHOP, 'a.yml'), await e.file(SHOP, 'b.yml')];
    // Both lists are answered (without the name) before either create: the race, made certain.
    for (const route of ['GET /api/v2/saved-searches', 'GET /api/v2/dashboards']) e.emu.faults.add({ route, kind: 'latency', ms: 800, times: 2 });
    const raced = await Promise.all([
      e.run('self-hosted', { 'stack-file': a, scope: 'team-a' }, SECRETS),
      e.run('self-hosted', { 'stack-file': b, scope: 'team-b' }, SECRETS),
    ]);
    for (const r of raced) expect(r.outcome.failure).toBeUndefined();
    expect(e.team().savedSearches.filter((x) => x.name === 'Storefront')).toHaveLength(2);
    expect(e.team().dashboards.filter((d) => d.name === 'Storefront')).toHaveLength(2);

    for (const [scope, file] of [
      ['team-a', a],
      ['team-b', b],
    ] as const) {
      const next = await e.run('self-hosted', { 'stack-file': file, scope }, SECRETS);
      expect(next.outcome.failure).toBeUndefined();
      expect(next.outcome.changed).toBe(false);
      expect(next.outcome.report.outcome).toBe('warning');
      const notes = (next.outcome.report.notes ?? []).join('\n');
      expect(notes).toMatch(
        /saved search "Storefront" \(id [0-9a-f]{24}\) is duplicated by name: saved search [0-9a-f]{24} is also named "Storefront", managed by another scope/,
      );
      expect(notes).toMatch(
        /"Storefront" \(id [0-9a-f]{24}\) is duplicated by name: dashboard [0-9a-f]{24} is also named "Storefront", managed by another scope/,
      );
    }
  });

  it('a plan that creates a name another scope holds refuses it at its line (nothing is created twice)', async () => {
    const path = await e.file(SHOP, 'a.yml');
    expect((await e.run('self-hosted', { 'stack-file': path, scope: 'team-a' }, SECRETS)).outcome.failure).toBeUndefined();
    e.emu.clearLog();
    const other = await e.run('self-hosted', { 'stack-file': path, scope: 'team-b' }, SECRETS);
    expect(problems(other.outcome).join('\n')).toMatch(/the saved search named "Storefront" is managed by another scope/);
    expect(problems(other.outcome).join('\n')).toMatch(/a dashboard named "Storefront" \(id [0-9a-f]{24}\) is managed by another scope/);
    expect(e.writes()).toEqual([]);
  });
});

describe('the dashboards and alerts files of one step: one plan, one fingerprint', () => {
  it('plans the alerts against the dashboards as the plan leaves them, applies the reviewed plan, then has nothing to do', async () => {
    const dashboards = await e.file(
      `version: 1
dashboards:
  - name: Orders
    tiles:
      - name: Order errors
        config: { displayType: line, source: Logs, select: [{ aggFn: count, where: "ServiceName:orders" }] }
`,
      'dashboards.yml',
    );
    const alerts = await e.file(
      `version: 1
alerts:
  - name: Orders failing
    dashboard: Orders
    tile: Order errors
    threshold: 5
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`,
      'alerts.yml',
    );
    const dry = await e.run('self-hosted', { 'dashboard-file': dashboards, 'alert-file': alerts, 'dry-run': 'true' });
    expect(dry.outcome.failure).toBeUndefined();
    expect(dry.plan).toMatchObject({ version: 1, kind: 'dashboards+alerts', dashboards: { summary: { create: 1 } }, alerts: { summary: { create: 1 } } });
    const fingerprint = dry.outcome.outputs?.['plan-fingerprint'] ?? '';
    expect(dry.outcome.report.title).toBe('Dashboards and alerts plan');
    expect(dry.outcome.report.headline).toMatch(new RegExp(`^Plan: 1 dashboard to create, .* · Alerts 1 to create, .*\\(fingerprint ${fingerprint}\\)$`));

    const applied = await e.run('self-hosted', { 'dashboard-file': dashboards, 'alert-file': alerts, 'expect-plan': fingerprint });
    expect(applied.outcome.failure).toBeUndefined();
    expect(e.writes()).toEqual(['POST /dashboards', 'POST /alerts']);
    const orders = e.team().dashboards.find((d) => d.name === 'Orders');
    expect(e.team().alerts.find((a) => a.name === 'Orders failing')).toMatchObject({ dashboardId: orders?.id, tileId: orders?.tiles[0]?.id });
    expect(applied.outcome.result).toMatchObject({ applied: { dashboards: [{ status: 'created' }], alerts: [{ status: 'created' }] } });

    e.emu.clearLog();
    const again = await e.run('self-hosted', { 'dashboard-file': dashboards, 'alert-file': alerts });
    expect(again.outcome.changed).toBe(false);
    expect(again.outcome.report.notes).toContain('Nothing to do: the server matches the files.');
    expect(e.writes()).toEqual([]);
  });
});
