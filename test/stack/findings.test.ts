// Issue 30's findings 4, 6 and 15 as a workflow meets them: the bundled action against the emulator,
// where only the process shows it — the exit code, the annotations at their lines, the job summary.
// (The run's logic is proven in-process in test/reconcile/run.test.ts; finding 12's race is there.)
import { afterEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

const SECRETS = { HOOK_URL: 'https://hooks.example.com/services/7f3a9c11d2', OPS_URL: 'https://hooks.example.com/services/ops-55ae' };

const HOOKS = `version: 1
webhooks:
  - name: Run hook
    service: generic
    url: { env: HOOK_URL }
  - name: Ops hook
    service: generic
    url: { env: OPS_URL }
dashboards:
  - name: Run overview
    tiles:
      - name: Errors
        config: { displayType: line, source: Logs, select: [{ aggFn: count }] }
alerts:
  - name: Run errors alert
    dashboard: Run overview
    tile: Errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Run hook }
`;

let w: World;
afterEach(() => w.emu.close());

const paths = (w: World) => w.writes().map((x) => `${x.method} ${x.path.slice(w.prefix.length).replace(/\/[0-9a-f]{24}$/, '/:id')}`);

describe('stack.sync as a workflow meets it (bundled action)', () => {
  it('counts the whole plan once in the summary (finding 15), then refuses a prune that leaves an alert made in the UI notifying nothing (finding 4)', async () => {
    w = await world('self-hosted');
    const path = await w.file(HOOKS, 'stack.yml');
    const dry = await w.run({ 'stack-file': path, 'dry-run': 'true' }, SECRETS);
    expect(dry.code, dry.stdout).toBe(0);
    // Two webhooks, a dashboard and an alert: the counts line of the whole plan, each note once.
    expect(dry.summary).toMatch(/\*\*4\*\* create · \*\*0\*\* update · \*\*0\*\* delete/);
    expect(dry.summary.match(/Scope of .*stack\.yml/g)).toHaveLength(1);
    expect(dry.summary).not.toMatch(/Nothing to do/);

    expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
    const team = w.team();
    const ops = team.webhooks.find((x) => x.name === 'Ops hook')?.id ?? '';
    const run = team.webhooks.find((x) => x.name === 'Run hook')?.id ?? '';
    const checkout = team.dashboards.find((d) => d.name === 'Checkout');
    const made = await w.fetch('POST', '/alerts', {
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

    await writeFile(path, HOOKS.replace(/ {2}- name: Ops hook\n {4}service: generic\n {4}url: \{ env: OPS_URL \}\n/, ''));
    w.emu.clearLog();
    const refused = await w.run({ 'stack-file': path, prune: 'true' }, SECRETS);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/webhook "Ops hook" \(id [0-9a-f]{24}\) is still named by alert "Hand alert" \(id [0-9a-f]{24}\) in channels\[1\]/);
    expect(paths(w)).toEqual([]);
  });

  it('reports an unknown connection and an unknown webhook of one file together, at their lines, with nothing sent (finding 6)', async () => {
    w = await world('self-hosted');
    const file = `version: 1
sources:
  - name: Run logs
    kind: log
    connection: Nowhere
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, Body
alerts:
  - name: Run errors alert
    dashboard: Checkout
    tile: Error count
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Nowhere }
`;
    const path = await w.file(file, 'stack.yml');
    const r = await w.run({ 'stack-file': path }, SECRETS);
    expect(r.code).toBe(1);
    const errors = r.annotations.filter((a) => a.level === 'error' && a.props.line).map((a) => [a.props.line, a.message.slice(0, 26)]);
    expect(errors).toEqual([
      ['5', 'no connection named "Nowhe'],
      ['16', 'no webhook named "Nowhere"'],
    ]);
    expect(paths(w)).toEqual([]);
  });
});
