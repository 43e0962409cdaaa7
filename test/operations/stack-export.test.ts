// stack.export through the bundled action and the command line, against the emulator on both
// editions: the sections and names written (kind order, then name), secrets as references whose
// variables the report lists (never a value, anywhere), `kinds` / `include` / `exclude`, another
// scope's objects left out and counted, unmarked ones adopted, the file valid against the schemas.
// The kinds' own `entry()` are being written elsewhere: what is tested here is stack.export's.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { alertFile } from '../../src/generated/alert-file.ts';
import { dashboardFile } from '../../src/generated/dashboard-file.ts';
import { stackFile } from '../../src/generated/stack-file.ts';
import { withMarker } from '../../src/alerts/marker.ts';
import { ownerTag } from '../../src/reconcile/owner.ts';
import { KIND_SPECS } from '../../src/stack/kinds/index.ts';
import { withMark } from '../../src/stack/mark.ts';
import { validateWithSchema } from '../../src/util/schema.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from './alerts-e2e-helpers.ts';

type Entry = Record<string, unknown> & { name: string; adopt?: boolean };
type StackDoc = Record<string, unknown> & { version: number; scope?: string };

interface Result {
  file: string;
  scope: string;
  exported: Array<{ section: string; name: string; ownership: string }>;
  skipped: Array<{ section: string; name: string; reason: string; why: string }>;
  variables: Array<{ variable: string; kind: string; object: string; field: string }>;
}

const SCOPE = 'team-a';
const OTHER = 'acme/other:stack.yml';
/** Secret values the server holds: none may reach the file, the log, the summary or an output. */
const SECRETS = [
  'https://hooks.slack.com/services/T000/B000/XXX',
  'https://ops.example.com/hook',
  'Bearer not-returned-by-the-api',
  'https://hooks.example.com/alpha-s3cr3t',
  'https://hooks.example.com/space-s3cr3t',
  'https://hooks.example.com/theirs-s3cr3t',
];

describe.each(['self-hosted', 'managed'] as const)('stack.export (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
    const team = w.team();
    const logs = team.sources.find((s) => s.name === 'Logs')!.id;
    const mark = (scope: string) => withMark(KIND_SPECS.webhooks, { description: 'Team hook' }, scope).description as string;
    // Webhooks: ours, unmarked (two whose variables would collide), another scope's.
    team.addWebhook({ name: 'alpha-ours', service: 'generic', url: 'https://hooks.example.com/alpha-s3cr3t', description: mark(SCOPE) });
    team.addWebhook({ name: 'ops generic', service: 'generic', url: 'https://hooks.example.com/space-s3cr3t' });
    team.addWebhook({ name: 'zz-theirs', service: 'generic', url: 'https://hooks.example.com/theirs-s3cr3t', description: mark(OTHER) });
    // Saved searches: unmarked, ours, another scope's (marked by tag, as dashboards).
    const search = { sourceId: logs, select: '', where: 'level:error', whereLanguage: 'lucene', orderBy: '', filters: [] };
    team.addSavedSearch({ ...search, name: 'Errors', tags: ['triage'] });
    team.addSavedSearch({ ...search, name: 'Mine', tags: [ownerTag(SCOPE)] });
    team.addSavedSearch({ ...search, name: 'Theirs', tags: [ownerTag(OTHER)] });
    team.addDashboard({ name: 'Their board', tags: [ownerTag(OTHER)], tiles: [] });
    team.addAlert({ ...team.alerts[0]!, id: undefined, name: 'Their alert', message: withMarker('x', OTHER) });
    if (edition === 'managed') {
      team.addClickStackRole({ name: 'Readers', permissions: [{ action: 'read', subject: 'Dashboard' }] });
      team.addClickStackRole({ name: 'Admin', permissions: [], isPredefined: true });
    }
  });
  afterEach(async () => {
    await w.emu.close();
  });

  const exported = async (name = 'stack.yml') => readFile(join(w.workspace, name), 'utf8');
  const section = (doc: StackDoc, s: string) => (doc[s] as Entry[] | undefined)?.map((e) => [e.name, e.adopt]);

  it('writes every section the edition has, each by name in order, adopting the unmarked and leaving out other scopes’', async () => {
    const r = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: SCOPE });
    expect(r.code, r.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    const text = await exported();
    expect(text).toMatch(/^# yaml-language-server: \$schema=https:\/\/\S+\/schemas\/stack-file\.schema\.json\n/);
    const doc = parse(text) as StackDoc;
    const sections = edition === 'self-hosted' ? ['connections', 'sources', 'savedSearches', 'webhooks'] : ['sources', 'savedSearches', 'webhooks', 'roles'];
    // The scope the run was given is written: the next sync of this file is under it whatever its path.
    expect(Object.keys(doc)).toEqual(['version', 'scope', ...sections, 'dashboards', 'alerts']);
    expect(doc.scope).toBe(SCOPE);

    // Connections and sources carry no mark: managed by name, never `adopt`.
    if (edition === 'self-hosted') expect(section(doc, 'connections')).toEqual([['Local ClickHouse', undefined]]);
    expect(section(doc, 'sources')).toEqual([
      ['Logs', undefined],
      ['Metrics', undefined],
      ['Traces', undefined],
    ]);
    expect(section(doc, 'savedSearches')).toEqual([
      ['Errors', true],
      ['Mine', undefined],
    ]);
    expect(section(doc, 'webhooks')).toEqual([
      ['alpha-ours', undefined],
      ['oncall', true],
      ['ops generic', true],
      ['ops-generic', true],
    ]);
    if (edition === 'managed') expect(section(doc, 'roles')).toEqual([['Readers', true]]);
    expect(section(doc, 'dashboards')).toEqual([
      ['Checkout', true],
      ['Payments', true],
    ]);
    expect(section(doc, 'alerts')).toEqual([
      ['Checkout errors', true],
      ['Checkout p95 latency', true],
    ]);
    // The mark is not part of an entry: what the file says is the object without it.
    const webhooks = doc.webhooks as Entry[];
    expect(webhooks[0]?.description).toBe('Team hook');
    expect((doc.savedSearches as Entry[]).find((s) => s.name === 'Mine')?.tags ?? []).toEqual([]);

    const result = r.result as Result;
    const left = result.skipped.map((s) => [s.section, s.name, s.why]).sort();
    expect(left).toEqual(
      [
        ['alerts', 'Their alert', 'other scope'],
        ['dashboards', 'Their board', 'other scope'],
        ['savedSearches', 'Theirs', 'other scope'],
        ['webhooks', 'zz-theirs', 'other scope'],
        ...(edition === 'managed' ? [['roles', 'Admin', 'predefined']] : []),
      ].sort(),
    );
    // Left out by design, not a problem: no warning.
    expect(r.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(r.summary).toContain('4 object(s) managed by another scope were left out');

    // The file passes the stack schema, its dashboards and alerts their own schemas.
    expect(validateWithSchema(stackFile, doc, edition)).toEqual([]);
    expect(validateWithSchema(dashboardFile, { version: 1, dashboards: doc.dashboards }, edition)).toEqual([]);
    expect(validateWithSchema(alertFile, { version: 1, alerts: doc.alerts }, edition)).toEqual([]);
  });

  it('writes secrets as references to derived variables, lists each in the report, and no secret value anywhere', async () => {
    // A credential of the run typed into a field the server returns: redacted in the file as in every other sink.
    const inputs = w.emu.actionInputs(edition);
    const credential = (edition === 'self-hosted' ? inputs['api-key'] : inputs['key-secret'])!;
    const logs = w.team().sources.find((s) => s.name === 'Logs')!.id;
    w.team().addSavedSearch({
      name: 'Leaky',
      sourceId: logs,
      select: '',
      where: `token:${credential}`,
      whereLanguage: 'lucene',
      orderBy: '',
      tags: [],
      filters: [],
    });
    const r = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: SCOPE });
    expect(r.code, r.stdout).toBe(0);
    const text = await exported();
    const doc = parse(text) as StackDoc;
    const url = (name: string) => (doc.webhooks as Entry[]).find((e) => e.name === name)?.url;
    expect(url('alpha-ours')).toEqual({ env: 'WEBHOOK_ALPHA_OURS_URL' });
    expect(url('oncall')).toEqual({ env: 'WEBHOOK_ONCALL_URL' });
    // "ops generic" and "ops-generic" derive the same name: the second in the file's order gets a suffix.
    expect(url('ops generic')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL' });
    expect(url('ops-generic')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL_2' });
    expect(text).toContain('url: { env: WEBHOOK_ONCALL_URL }');

    const result = r.result as Result;
    expect(result.variables).toEqual([
      // The password of a connection is never answered, so whether it has one is unknown: the
      // entry always names a variable for it (an import elsewhere needs it; unused, drop the line).
      ...(edition === 'self-hosted'
        ? [{ variable: 'CONNECTION_LOCAL_CLICK_HOUSE_PASSWORD', kind: 'connections', object: 'Local ClickHouse', field: 'password' }]
        : []),
      { variable: 'WEBHOOK_ALPHA_OURS_URL', kind: 'webhooks', object: 'alpha-ours', field: 'url' },
      { variable: 'WEBHOOK_ONCALL_URL', kind: 'webhooks', object: 'oncall', field: 'url' },
      { variable: 'WEBHOOK_OPS_GENERIC_URL', kind: 'webhooks', object: 'ops generic', field: 'url' },
      { variable: 'WEBHOOK_OPS_GENERIC_URL_2', kind: 'webhooks', object: 'ops-generic', field: 'url' },
    ]);
    // Another scope's webhook is left out: no variable for it.
    expect(JSON.stringify(result)).not.toContain('ZZ_THEIRS');
    // The summary is Markdown (`_` escaped).
    const singular = (kind: string) => (kind === 'connections' ? 'connection' : 'webhook');
    for (const v of result.variables) expect(r.summary.replace(/\\_/g, '_')).toContain(`${v.variable}: ${v.field} of ${singular(v.kind)} "${v.object}"`);

    expect(text).toContain('Leaky');
    // The runner's masking commands are where a credential of the run is allowed.
    const log = r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const secret of [...SECRETS, credential]) {
      expect(text, secret).not.toContain(secret);
      expect(log, secret).not.toContain(secret);
      expect(r.stderr, secret).not.toContain(secret);
      expect(r.summary, secret).not.toContain(secret);
      expect(JSON.stringify(r.outputs), secret).not.toContain(secret);
    }
  });

  it('writes only the sections of `kinds` and the names of include / exclude', async () => {
    const r = await w.run({
      operation: 'stack.export',
      'output-file': 'out/part.yml',
      kinds: 'alerts, webhooks,savedSearches',
      include: 'on*, Errors, Checkout*',
      exclude: 'checkout p95*',
    });
    expect(r.code, r.stdout).toBe(0);
    const doc = parse(await exported('out/part.yml')) as StackDoc;
    // No `scope:` when none was given: the file's path gives the same default on sync.
    expect(Object.keys(doc)).toEqual(['version', 'savedSearches', 'webhooks', 'alerts']);
    expect(section(doc, 'savedSearches')).toEqual([['Errors', true]]);
    expect(section(doc, 'webhooks')).toEqual([['oncall', true]]);
    expect(section(doc, 'alerts')).toEqual([['Checkout errors', true]]);
    // The alert names its dashboard and webhook though neither section is written.
    expect((doc.alerts as Entry[])[0]).toMatchObject({ dashboard: 'Checkout', tile: 'Error count', channel: { webhook: 'oncall' } });
    expect((r.result as Result).variables.map((v) => v.variable)).toEqual(['WEBHOOK_ONCALL_URL']);
    // Only what the sections need is read, once each: the sources saved searches name, no connection, no role list.
    const reads = w.requests().map((q) => q.path.slice(w.prefix.length));
    expect(reads.sort()).toEqual(['/alerts', '/dashboards', '/saved-searches', '/sources', '/webhooks']);
  });

  it('refuses an unknown section, or one this edition lacks, before any request', async () => {
    const r = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', kinds: 'webhooks, widgets' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Input `kinds`: `widgets` is not a section of a stack file; the sections are connections, sources, savedSearches/);
    const lacking = edition === 'self-hosted' ? 'roles' : 'connections';
    const other = await w.run({ operation: 'stack.export', 'output-file': 'stack.yml', kinds: lacking });
    expect(other.code).toBe(1);
    expect(other.stdout).toContain(`Input \`kinds\`: the ${edition} API has no ${lacking}`);
    const none = await w.run({ operation: 'stack.export' });
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(/stack\.export needs input `output-file`/);
    expect(w.requests()).toEqual([]);
  });

  it('observability-ops stack export --file writes the file; --kinds, no secret on the terminal', async () => {
    const inputs = w.emu.actionInputs(edition);
    const env: Record<string, string> =
      edition === 'self-hosted'
        ? { HYPERDX_API_URL: w.emu.url, HYPERDX_API_KEY: inputs['api-key']! }
        : {
            CLICKHOUSE_CLOUD_API_BASE_URL: w.emu.url,
            CLICKHOUSE_CLOUD_API_KEY: inputs['key-id']!,
            CLICKHOUSE_CLOUD_API_SECRET: inputs['key-secret']!,
            CLICKHOUSE_ORG_ID: inputs['organization-id']!,
            CLICKHOUSE_SERVICE_ID: inputs['service-id']!,
          };
    const r = await runCli(['stack', 'export', '--file', 'cli.yml', '--kinds', 'webhooks', '--scope', SCOPE, '--rate-limit', '1000/10s'], {
      env,
      cwd: w.workspace,
    });
    expect(r.code, r.stderr).toBe(0);
    const text = await exported('cli.yml');
    expect(Object.keys(parse(text) as StackDoc)).toEqual(['version', 'scope', 'webhooks']);
    expect(r.stdout).toContain('WEBHOOK_ONCALL_URL: url of webhook "oncall"');
    for (const secret of SECRETS) {
      expect(text, secret).not.toContain(secret);
      expect(r.stdout + r.stderr, secret).not.toContain(secret);
    }
    const help = await runCli(['stack', 'export', '--help']);
    expect(help.code).toBe(0);
    for (const flag of ['--file <path>', '--kinds', '--include', '--exclude', '--scope']) expect(help.stdout).toContain(flag);
  });
});
