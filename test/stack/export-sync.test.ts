// stack.export → stack.sync through the bundled action against the emulator, on both editions:
// every kind the edition has is seeded through the API (as people and the UI make them), exported,
// and the written file synced back with the variables the export listed. The first sync only
// adopts (an update adding the ownership mark to what had none); a second sync writes nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { WebhookRecord } from '../../packages/emulator/src/index.ts';
import { world, type PlanOut, type World } from '../operations/alerts-e2e-helpers.ts';

interface ExportResult {
  variables: Array<{ variable: string; kind: string; object: string; field: string }>;
  skipped: Array<{ section: string; name: string; reason: string }>;
}

const SCOPE = 'team-a';
const HOOK_TOKEN = 'Bearer hook-token-3f9a1c';
const QUERY_KEY = 'query-key-8d2e77';
const CH_PASSWORD = 'ch-password-0b4d21';

let w: World;
afterEach(async () => w.emu.close());

const paths = (w: World) => w.writes().map((x) => `${x.method} ${x.path.slice(w.prefix.length).replace(/\/[0-9a-f]{24}$/, '/:id')}`);

async function post(path: string, body: unknown): Promise<{ id: string }> {
  const res = await w.fetch('POST', path, body);
  const json = (await res.json()) as { data?: { id: string }; result?: { id: string } };
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return (json.data ?? json.result)!;
}

/** Every kind the edition has, beside the demo's connection, log/trace/metric sources, slack webhook, dashboards and alerts. */
async function seed(): Promise<void> {
  const team = w.team();
  const traces = team.sources.find((s) => s.name === 'Traces')!.id;
  const logs = team.sources.find((s) => s.name === 'Logs')!.id;
  const connection = team.sources.find((s) => s.name === 'Logs')!.connection;
  if (w.edition === 'self-hosted') {
    await post('/connections', { name: 'Prometheus', host: 'https://prom.example.com', username: 'reader', password: CH_PASSWORD, isPrometheusEndpoint: true });
    await post('/connections', {
      name: 'Archive',
      host: 'https://archive.example.com:8443',
      username: 'hdx',
      password: CH_PASSWORD,
      hyperdxSettingPrefix: 'hdx_',
    });
  }
  await post('/sources', {
    name: 'Sessions',
    kind: 'session',
    connection,
    from: { databaseName: 'default', tableName: 'hyperdx_sessions' },
    timestampValueExpression: 'TimestampTime',
    traceSourceId: traces,
  });
  await post('/saved-searches', { name: 'Errors', sourceId: logs, where: 'SeverityText:error', tags: ['triage'] });
  await post('/saved-searches', {
    name: 'Slow checkout',
    sourceId: traces,
    select: 'Timestamp, SpanName, Duration',
    where: "ServiceName = 'checkout'",
    whereLanguage: 'sql',
    orderBy: 'Duration DESC',
    filters: [{ type: 'sql', condition: "ServiceName IN ('checkout', 'cart')" }],
  });
  await post('/webhooks', {
    name: 'pager',
    service: 'generic',
    url: 'https://hooks.example.com/pager-s3cr3t',
    description: 'Paging',
    headers: { Authorization: HOOK_TOKEN },
    queryParams: { key: QUERY_KEY },
    body: '{"text":"{{title}}"}',
  });
  await post('/webhooks', { name: 'incidents', service: 'incidentio', url: 'https://api.incident.io/v2/alert_events/http/abc', body: '{"title":"{{title}}"}' });
  if (w.edition === 'managed') {
    await post('/roles', { name: 'Readers', description: 'read only', permissions: [{ action: 'read', subject: 'Dashboard' }] });
  }
}

/** The value of each variable the export listed, from what the server holds (a password: what was seeded). */
function variables(result: ExportResult): Record<string, string> {
  const env: Record<string, string> = {};
  for (const v of result.variables) {
    if (v.kind === 'webhooks') env[v.variable] = w.team().webhooks.find((x) => x.name === v.object)!.url!;
    else if (v.kind === 'connections') env[v.variable] = v.object === 'Local ClickHouse' ? 'unused-local' : CH_PASSWORD;
  }
  return env;
}

const ADOPTED = ['PUT /saved-searches/:id', 'PUT /saved-searches/:id', 'PUT /webhooks/:id', 'PUT /webhooks/:id', 'PUT /webhooks/:id', 'PUT /webhooks/:id'];

describe.each(['self-hosted', 'managed'] as const)('stack.export → stack.sync (%s)', (edition) => {
  it('the first sync of the exported file only adopts (marks what had no owner), keeping write-only values; a second writes nothing', async () => {
    w = await world(edition);
    await seed();
    w.emu.clearLog();
    const exported = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: SCOPE });
    expect(exported.code, exported.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    const result = exported.result as ExportResult;
    expect(result.skipped).toEqual([]);
    // The incidentio template is never answered: the export says so, for someone to add it.
    expect(exported.summary).toMatch(/webhook "incidents": its body template is never answered/);
    const text = await readFile(join(w.workspace, 'stack.yml'), 'utf8');
    for (const secret of [HOOK_TOKEN, QUERY_KEY, CH_PASSWORD, 'pager-s3cr3t']) expect(text).not.toContain(secret);
    const doc = parse(text) as Record<string, Array<{ name: string }>>;
    const kinds = edition === 'self-hosted' ? ['connections', 'sources', 'savedSearches', 'webhooks'] : ['sources', 'savedSearches', 'webhooks', 'roles'];
    expect(Object.keys(doc)).toEqual(['version', 'scope', ...kinds, 'dashboards', 'alerts']);
    expect(doc.sources?.map((s) => s.name)).toEqual(['Logs', 'Metrics', 'Sessions', 'Traces']);
    const env = variables(result);
    const before = structuredClone(w.team().webhooks);
    w.emu.clearLog();

    const first = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(first.code, first.stdout).toBe(0);
    // Connections and sources carry no mark: nothing to write. The rest had no owner: each is adopted,
    // an update whose only change is the mark (the generic webhook's body, write-only, is re-sent as it was).
    expect(paths(w)).toEqual([
      ...ADOPTED,
      ...(edition === 'managed' ? ['PUT /roles/:id'] : []),
      'PUT /dashboards/:id',
      'PUT /dashboards/:id',
      'PUT /alerts/:id',
      'PUT /alerts/:id',
    ]);
    const plan = (JSON.parse(first.outputs.plan ?? '{}') as { stack: PlanOut }).stack;
    const updates = plan.actions.filter((a) => a.action === 'update');
    expect(updates.map((a) => [a.name, a.changes?.map((c) => c.field)])).toEqual(
      expect.arrayContaining([
        ['Errors', ['owner']],
        ['Slow checkout', ['owner']],
        ['incidents', ['owner']],
        ['oncall', ['owner']],
        ['ops-generic', ['owner']],
        ['pager', ['owner', 'body']],
        ...(edition === 'managed' ? [['Readers', ['owner']]] : []),
      ]),
    );
    expect(plan.actions.filter((a) => a.action !== 'update' && a.action !== 'unchanged' && a.action !== 'unmanaged')).toEqual([]);
    // Adoption never clears what the export could not read: the headers and query parameters stay.
    const pager = w.team().webhooks.find((x) => x.name === 'pager')!;
    expect([pager.headers, pager.queryParams, pager.body]).toEqual([{ Authorization: HOOK_TOKEN }, { key: QUERY_KEY }, '{"text":"{{title}}"}']);
    // Every webhook as it was but for its description's mark; the incidentio template, which no read
    // shows, is cleared (the export's note said so).
    const kept = (h: WebhookRecord) => [h.name, h.service, h.url, h.headers, h.queryParams, h.service === 'incidentio' ? undefined : h.body];
    expect(w.team().webhooks.map(kept)).toEqual(before.map(kept));
    expect(before.find((h) => h.name === 'incidents')?.body).toBe('{"title":"{{title}}"}');
    expect(w.team().webhooks.find((h) => h.name === 'incidents')?.body).toBeUndefined();

    w.emu.clearLog();
    const second = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(second.code, second.stdout).toBe(0);
    expect(paths(w)).toEqual([]);
    expect(second.stdout).toContain('Nothing to do');
  });
});
