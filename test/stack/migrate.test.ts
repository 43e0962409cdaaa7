// Migration, self-hosted → managed: stack.export of a self-hosted team, stack.sync of that file to a
// managed service (both served by one emulator). What managed cannot hold — the connections, a
// source's `connection` by name, a source field it lacks — is refused at its line when the plan
// is made, with nothing sent. The steps that make the file managed's are the test's own, written
// as someone would edit the file; then the rest applies, and a second sync writes nothing.
// The same through the command line: `observability-ops stack export`, then `stack sync`.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument } from 'yaml';
import { DEMO, type TeamState } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

interface ExportResult {
  variables: Array<{ variable: string; kind: string; object: string; field: string }>;
}

const HOOK_URL = 'https://hooks.example.com/migrate-s3cr3t';

let w: World;
afterEach(async () => w.emu.close());

const managed = (): TeamState => w.emu.state.services[DEMO.serviceId] as TeamState;
const managedPrefix = `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
// A webhook validation stores nothing.
const managedWrites = () => w.emu.log.filter((l) => l.path.startsWith(managedPrefix) && l.method !== 'GET' && !l.path.endsWith('/webhooks/validate'));

/**
 * The source team: the demo's connection, sources, webhooks, dashboards and alerts, one saved search,
 * and a trace source with a field only self-hosted has. The target: a managed service with none of
 * them, and one ClickHouse connection (managed has no connections API: its id is what sources name).
 */
async function setUp(): Promise<string> {
  w = await world('self-hosted');
  const team = w.team();
  const logs = team.sources.find((s) => s.name === 'Logs')!;
  team.addSavedSearch({ name: 'Errors', sourceId: logs.id, where: 'SeverityText:error', tags: ['triage'] });
  team.addWebhook({ name: 'migrate-hook', service: 'generic', url: HOOK_URL, headers: { Authorization: 'Bearer t0ken-migr4te' } });
  Object.assign(
    team.sources.find((s) => s.name === 'Traces')!,
    { sampleRateExpression: 'SampleRate' },
  );
  const target = managed();
  const connectionId = String(target.sources[0]!.connection);
  for (const list of [target.sources, target.savedSearches, target.webhooks, target.dashboards, target.alerts, target.clickStackRoles]) list.length = 0;
  return connectionId;
}

/** The variables a sync of the exported file needs, from what the self-hosted server holds. */
function env(result: ExportResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of result.variables) out[v.variable] = v.kind === 'webhooks' ? w.team().webhooks.find((x) => x.name === v.object)!.url! : 'unused';
  return out;
}

/**
 * The migration, as edits of the exported file: (1) drop `connections` (managed has no connections
 * API; its connection exists already); (2) each source names the managed connection by
 * `connectionId` instead of a connection by name; (3) drop the fields managed's sources lack.
 */
function migrate(text: string, connectionId: string, lacking: readonly string[]): string {
  const doc = parseDocument(text);
  doc.delete('connections');
  const sources = doc.get('sources');
  if (!isSeq(sources)) throw new Error('no sources');
  for (const item of sources.items) {
    if (!isMap(item)) continue;
    item.delete('connection');
    item.set('connectionId', connectionId);
    for (const field of lacking) item.delete(field);
  }
  // An alert's display name and tags are self-hosted's alone (the managed API has neither).
  const alerts = doc.get('alerts');
  if (isSeq(alerts)) for (const item of alerts.items) if (isMap(item)) for (const field of ['displayName', 'tags']) item.delete(field);
  return String(doc);
}

const problemLines = (stdout: string) => [...stdout.matchAll(/^::error [^\n]*?file=stack\.yml,line=(\d+),col=\d+::(.*)$/gm)].map((m) => [Number(m[1]), m[2]]);

describe('migration self-hosted → managed', () => {
  it('refuses what managed cannot hold at its line with nothing sent; after the documented edits the rest applies, and a re-run writes nothing', async () => {
    const connectionId = await setUp();
    const exported = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: 'migrated' });
    expect(exported.code, exported.stdout).toBe(0);
    const path = join(w.workspace, 'stack.yml');
    const text = await readFile(path, 'utf8');
    const vars = env(exported.result as ExportResult);
    const toManaged = (extra: Record<string, string> = {}) =>
      runAction(
        { ...w.emu.actionInputs('managed'), 'rate-limit': '1000/10s', 'dry-run': 'false', operation: 'stack.sync', 'stack-file': 'stack.yml', ...extra },
        { env: vars, cwd: w.workspace },
      );

    const refused = await toManaged();
    expect(refused.code).not.toBe(0);
    expect(managedWrites()).toEqual([]);
    const lines = text.split('\n');
    const lineOf = (needle: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
    const problems = problemLines(refused.stdout);
    // The section of connections, each source's `connection`, the self-hosted-only field: each at its line.
    expect(problems).toContainEqual([lineOf('connections:') + 1, expect.stringMatching(/connections exist only on the self-hosted edition/)]);
    for (const source of ['Logs', 'Metrics', 'Traces']) {
      const at = lineOf('connection: Local ClickHouse', lineOf(`- name: ${source}`, lineOf('sources:')));
      expect(problems, source).toContainEqual([at, expect.stringMatching(/`connection` \(a name\) exists only on the self-hosted edition/)]);
    }
    expect(problems.some(([l]) => l === lineOf('sampleRateExpression:'))).toBe(true);

    await writeFile(path, migrate(text, connectionId, ['sampleRateExpression']));
    const applied = await toManaged();
    expect(applied.code, applied.stdout).toBe(0);
    const target = managed();
    expect(target.sources.map((s) => [s.name, s.connection]).sort()).toEqual([
      ['Logs', connectionId],
      ['Metrics', connectionId],
      ['Traces', connectionId],
    ]);
    // The demo's sources name each other (Logs its trace and metric sources, each of them Logs): the
    // first created is completed by a PUT once the others exist.
    const id = (name: string) => target.sources.find((s) => s.name === name)!.id;
    const refs = (name: string) => {
      const s = target.sources.find((x) => x.name === name) as unknown as Record<string, unknown>;
      return [s.traceSourceId, s.metricSourceId, s.logSourceId];
    };
    expect([refs('Logs'), refs('Traces'), refs('Metrics')]).toEqual([
      [id('Traces'), id('Metrics'), undefined],
      [undefined, undefined, id('Logs')],
      [undefined, undefined, id('Logs')],
    ]);
    expect(target.savedSearches.map((s) => [s.name, s.sourceId])).toEqual([['Errors', target.sources.find((s) => s.name === 'Logs')!.id]]);
    expect(target.webhooks.map((h) => h.name).sort()).toEqual(['migrate-hook', 'oncall', 'ops-generic']);
    // Headers are never answered, so the export could not carry them: the new webhook has none until the file gives them.
    expect(target.webhooks.find((h) => h.name === 'migrate-hook')?.headers ?? {}).toEqual({});
    expect(target.webhooks.find((h) => h.name === 'migrate-hook')?.url).toBe(HOOK_URL);
    expect(target.dashboards.map((d) => d.name).sort()).toEqual(['Checkout', 'Payments']);
    expect(target.alerts.map((a) => a.name).sort()).toEqual(['Checkout errors', 'Checkout p95 latency']);

    w.emu.clearLog();
    const again = await toManaged();
    expect(again.code, again.stdout).toBe(0);
    expect(managedWrites()).toEqual([]);
  });

  it('observability-ops stack export, then stack sync, on the command line', async () => {
    const connectionId = await setUp();
    const self = w.emu.actionInputs('self-hosted');
    const exported = await runCli(['stack', 'export', '--file', 'cli.yml', '--scope', 'migrated', '--rate-limit', '10000/60s'], {
      cwd: w.workspace,
      env: { HYPERDX_API_URL: w.emu.url, HYPERDX_API_KEY: self['api-key']! },
    });
    expect(exported.code, exported.stdout + exported.stderr).toBe(0);
    // The report names each variable to set.
    expect(exported.stdout).toContain('WEBHOOK_MIGRATE_HOOK_URL: url of webhook "migrate-hook"');
    const path = join(w.workspace, 'cli.yml');
    await writeFile(path, migrate(await readFile(path, 'utf8'), connectionId, ['sampleRateExpression']));
    const m = w.emu.actionInputs('managed');
    const managedEnv = {
      CLICKHOUSE_CLOUD_API_BASE_URL: w.emu.url,
      CLICKHOUSE_CLOUD_API_KEY: m['key-id']!,
      CLICKHOUSE_CLOUD_API_SECRET: m['key-secret']!,
      CLICKHOUSE_ORG_ID: m['organization-id']!,
      CLICKHOUSE_SERVICE_ID: m['service-id']!,
      WEBHOOK_MIGRATE_HOOK_URL: HOOK_URL,
      WEBHOOK_ONCALL_URL: 'https://hooks.slack.com/services/T000/B000/XXX',
      WEBHOOK_OPS_GENERIC_URL: 'https://ops.example.com/hook',
    };
    // Without --apply: the plan, nothing sent; with it, the migration.
    const plan = await runCli(['stack', 'sync', '--file', 'cli.yml', '--rate-limit', '1000/10s'], { cwd: w.workspace, env: managedEnv });
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    expect(managedWrites()).toEqual([]);
    const synced = await runCli(['stack', 'sync', '--file', 'cli.yml', '--apply', '--rate-limit', '1000/10s'], { cwd: w.workspace, env: managedEnv });
    expect(synced.code, synced.stdout + synced.stderr).toBe(0);
    expect(
      managed()
        .sources.map((s) => s.name)
        .sort(),
    ).toEqual(['Logs', 'Metrics', 'Traces']);
  });
});
