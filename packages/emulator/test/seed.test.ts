// The seed file format (packages/emulator/schemas/emulator-seed.schema.json): what a seed creates, through which
// rules, and where its problems are reported.
import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { SeedProblems, startEmulator, type Emulator, type SeedDocument } from '../src/index.ts';
import { loadSeedFile, parseSeed, SeedFileError, type SeedCheckOptions } from '../src/seed/file.ts';
import { call, managed, selfHosted } from './http.ts';

const EXAMPLE = 'examples/emulator-seed.yml';
const schema = JSON.parse(await readFile('packages/emulator/schemas/emulator-seed.schema.json', 'utf8')) as Record<string, unknown>;

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

/** The problems parseSeed reports for `text`. */
function problems(text: string, options: SeedCheckOptions = {}): string[] {
  try {
    parseSeed('seed.yml', text, options);
  } catch (e) {
    if (e instanceof SeedFileError) return e.problems;
    throw e;
  }
  return [];
}

const HOOK = '{ name: oncall, service: generic, url: "https://ops.example.com/hook" }';

describe('packages/emulator/schemas/emulator-seed.schema.json', () => {
  it('accepts the example of docs/emulator.md, schema and API rules alike', async () => {
    const page = await readFile('docs/emulator.md', 'utf8');
    const block = /^## Seed files\n[\s\S]*?```yaml\n([\s\S]*?)```/m.exec(page)?.[1];
    expect(block).toBeDefined();
    expect(parseSeed('docs/emulator.md', block!).managed?.keys?.[0]).toMatchObject({ name: 'stale-ci' });
  });

  it('compiles under ajv strict mode and accepts the example', async () => {
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).addFormat('date-time', () => true).compile(schema);
    expect(validate(parse(await readFile(EXAMPLE, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
    expect(schema.$id).toBe(
      'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/packages/emulator/schemas/emulator-seed.schema.json',
    );
  });

  it('is what the 1.0.0 address (schemas/emulator-seed.schema.json) refers to, so seed files written against it keep validating', async () => {
    const moved = JSON.parse(await readFile('schemas/emulator-seed.schema.json', 'utf8')) as Record<string, unknown>;
    expect(moved.$id).toBe('https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/emulator-seed.schema.json');
    expect(moved.$ref).toBe(schema.$id);
    expect(Object.keys(moved).filter((k) => !['$schema', '$id', 'title', 'description', '$ref'].includes(k))).toEqual([]);
  });
});

describe('a seed document', () => {
  it('serves the example: credentials, both teams by name references, keys, BYOC, telemetry', async () => {
    // The seeded telemetry is dated from the server's clock (the newest rows 1 s before it), the
    // window below from the test's: on a loaded machine the request can reach the server more than
    // 1 s later and the newest rows fall outside. One frozen clock for both.
    const now = Date.now();
    emu = await startEmulator({ seed: await loadSeedFile(EXAMPLE), now: () => now });
    expect(emu.selfHosted.apiKey).toBe('11111111-2222-4333-8444-555555555555');
    expect(emu.managed).toMatchObject({
      keyId: 'EmuKeyId0000SEED',
      organizationId: '5eed0000-0000-4000-8000-000000000001',
      serviceId: '5eed0000-0000-4000-8000-000000000002',
    });
    const sh = selfHosted(emu);
    const [dashboard] = (await sh.get('/dashboards')).json.data;
    expect(dashboard.tiles[0]).toMatchObject({
      id: '5eed00000000000000000001',
      name: 'Error count',
      config: { sourceId: emu.state.selfHosted.sources[0]!.id },
    });
    const alerts = (await sh.get('/alerts')).json.data;
    const hook = emu.state.selfHosted.webhooks[0]!.id;
    expect(alerts.map((a: Record<string, unknown>) => [a.name, a.state, a.tileId ?? a.savedSearchId, (a.channel as { webhookId: string }).webhookId])).toEqual([
      ['Checkout errors', 'ALERT', '5eed00000000000000000001', hook],
      ['Checkout error logs', 'OK', emu.state.selfHosted.savedSearches[0]!.id, hook],
    ]);
    // The managed organization and its service's team.
    const mg = managed(emu);
    const org = (await mg.get(mg.org)).json.result;
    expect(org).toMatchObject({
      name: 'Seeded Org',
      byocConfig: [{ accountName: 'acme-aws', regionId: 'eu-west-1', cloudProvider: 'aws', state: 'infra-ready' }],
    });
    const service = (await mg.get(`${mg.org}/services/${emu.managed.serviceId}`)).json.result;
    expect(service).toMatchObject({ name: 'production', region: 'eu-west-1' });
    const managedAlerts = (await mg.get(`${mg.stack}/alerts`)).json.result;
    expect(managedAlerts).toEqual([expect.objectContaining({ name: 'No requests', thresholdType: 'below' })]);
    // Today's managed alerts list their channels too (`--server-version latest`, the default).
    expect(managedAlerts[0].channels).toEqual([managedAlerts[0].channel]);
    const keys = (await mg.get(`${mg.org}/keys`)).json.result;
    const expired = keys.find((k: { name: string }) => k.name === 'expired-contractor');
    expect(Date.parse(expired.expireAt)).toBeLessThan(Date.now());
    const bot = keys.find((k: { name: string }) => k.name === 'dashboards-bot');
    expect(bot.ipAccessList).toEqual([{ source: '10.0.0.0/8', description: 'office' }]);
    expect(bot.assignedRoles.map((r: { roleName: string; roleType: string }) => `${r.roleName} (${r.roleType})`)).toEqual([
      'Developer (system)',
      'observability-readers (custom)',
    ]);
    // Telemetry: 12 checkout errors a minute for the last 10 minutes, then 1 a minute.
    const series = await sh.post('/charts/series', {
      series: [{ sourceId: emu.state.selfHosted.sources[0]!.id, aggFn: 'count', where: 'ServiceName:checkout SeverityText:error', groupBy: [] }],
      // The 12-a-minute rows are 1 s, 1 min 1 s, … 9 min 1 s old; the 1-a-minute ones 10 min 1 s and older.
      startTime: now - 9 * 60_000 - 30_000,
      endTime: now,
      granularity: '30d',
    });
    expect(series.json.data.map((r: Record<string, unknown>) => r['series_0.data'])).toEqual(['120']);
  });

  it('is reapplied by /__emulator/reset', async () => {
    emu = await startEmulator({ seed: await loadSeedFile(EXAMPLE) });
    emu.state.selfHosted.dashboards.length = 0;
    await call(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(emu.state.selfHosted.dashboards.map((d) => d.name)).toEqual(['Checkout']);
  });

  it('starts with the demo credentials and nothing else when it only has a version; JSON works too', async () => {
    emu = await startEmulator({ seed: parseSeed('seed.json', '{"version": 1, "telemetry": {"scenario": "none"}}') });
    expect(emu.selfHosted.apiKey).toBe('3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d');
    expect(emu.state.selfHosted.dashboards).toEqual([]);
    expect(emu.state.keys.map((k) => k.name)).toEqual(['ci-pipeline']);
  });

  it('keeps explicit ids, and a scenario of none serves no rows', async () => {
    const doc = parseSeed(
      'seed.yml',
      `version: 1
telemetry: { scenario: none }
selfHosted:
  connections: [{ id: 5eed000000000000000000c1, name: ch, host: "http://clickhouse:8123", username: default }]
  sources:
    - { id: 5eed000000000000000000a1, name: Logs, kind: log, connection: 5eed000000000000000000c1, from: { databaseName: d, tableName: t }, timestampValueExpression: T, defaultTableSelectExpression: B }
  webhooks: [{ id: 5eed000000000000000000b1, name: oncall, service: generic, url: "https://ops.example.com/hook" }]
`,
    );
    emu = await startEmulator({ seed: doc });
    expect(emu.state.selfHosted.sources.map((s) => [s.id, s.connection])).toEqual([['5eed000000000000000000a1', '5eed000000000000000000c1']]);
    const series = await selfHosted(emu).post('/charts/series', {
      series: [{ sourceId: '5eed000000000000000000a1', aggFn: 'count', where: '', groupBy: [] }],
      startTime: Date.now() - 3_600_000,
      endTime: Date.now(),
    });
    expect(series.json).toEqual({ data: [] });
  });

  it('declares custom roles and gives keys assigned roles by name or id, answered as the managed API shapes them', async () => {
    const doc = parseSeed(
      'seed.yml',
      `version: 1
managed:
  roles:
    - name: billing-readers
      createdAt: 30d
      policies: [{ allowDeny: ALLOW, permissions: ["control-plane:organization:view"], resources: ["organization/*"] }]
    - { id: 5eed0000-0000-4000-8000-0000000000a1, name: deployer }
  keys:
    - { name: billing-bot, assignedRoles: [Developer, billing-readers] }
    - { name: deploy-bot, assignedRoles: [5eed0000-0000-4000-8000-0000000000a1] }
    - { name: migrated, roles: [admin], assignedRoles: [deployer] }
`,
    );
    emu = await startEmulator({ seed: doc });
    const mg = managed(emu);
    const roles = (await mg.get(`${mg.org}/roles`)).json.result as Array<Record<string, unknown>>;
    expect(roles.map((r) => [r.name, r.type])).toEqual([
      ['Admin', 'system'],
      ['Developer', 'system'],
      ['Query endpoints', 'system'],
      ['billing-readers', 'custom'],
      ['deployer', 'custom'],
    ]);
    const billing = roles[3]!;
    const developer = roles[1]!;
    const keys = (await mg.get(`${mg.org}/keys`)).json.result as Array<Record<string, unknown>>;
    const byName = (name: string) => keys.find((k) => k.name === name)!;
    expect(byName('billing-bot')).toMatchObject({
      roles: ['developer'],
      assignedRoles: [
        { roleId: developer.id, roleName: 'Developer', roleType: 'system' },
        { roleId: billing.id, roleName: 'billing-readers', roleType: 'custom' },
      ],
    });
    expect(byName('deploy-bot')).toMatchObject({
      roles: [],
      assignedRoles: [{ roleId: '5eed0000-0000-4000-8000-0000000000a1', roleName: 'deployer', roleType: 'custom' }],
    });
    // Both given: the legacy list as frozen, the assigned roles as declared.
    expect(byName('migrated')).toMatchObject({ roles: ['admin'], assignedRoles: [{ roleName: 'deployer', roleType: 'custom' }] });
    // The role as RBACRole: its policies (with their role and tenant) and the keys that hold it.
    const org = `organization/${emu.managed.organizationId}`;
    expect(billing).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: org,
      ownerId: org,
      name: 'billing-readers',
      type: 'custom',
      actors: [`apiKey/${String(byName('billing-bot').id)}`],
      policies: [
        {
          id: expect.any(String),
          roleId: billing.id,
          tenantId: org,
          allowDeny: 'ALLOW',
          permissions: ['control-plane:organization:view'],
          resources: ['organization/*'],
        },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(billing.createdAt as string)).toBeGreaterThan(29 * 86_400_000);
    // A key created with the seeded role's id holds it.
    const created = await mg.post(`${mg.org}/keys`, { name: 'new-billing', assignedRoleIds: [billing.id], ipAccessList: [{ source: '127.0.0.1' }] });
    expect(created.status, created.text).toBe(200);
    expect(created.json.result.key.assignedRoles).toEqual([{ roleId: billing.id, roleName: 'billing-readers', roleType: 'custom' }]);
  });

  it('throws SeedProblems from startEmulator for a document the API would refuse', async () => {
    const doc = { version: 1, selfHosted: { webhooks: [{ name: 'x', service: 'generic', url: 'http://10.0.0.1/hook' }] } } as SeedDocument;
    await expect(startEmulator({ seed: doc })).rejects.toThrow(SeedProblems);
    await expect(startEmulator({ seed: doc })).rejects.toThrow(/selfHosted\.webhooks\[0\]: Webhook URL resolves to a private or reserved address/);
  });
});

describe('seed problems at file:line:column', () => {
  it.each([
    ['a YAML syntax error', 'version: 1\nselfHosted: [\n', /^seed\.yml:3:1: YAML: /],
    ['a wrong version', 'version: 2\n', /^seed\.yml:1:10: version: must be 1$/],
    [
      'an unknown key, at the key',
      `version: 1\nselfHosted:\n  webhooks:\n    - ${HOOK.replace('}', ', secret: x }')}\n`,
      /^seed\.yml:4:79: selfHosted\.webhooks\[0\]\.secret: unknown key `secret`$/,
    ],
    ['a missing field, at its object', 'version: 1\nmanaged:\n  keys:\n    - { roles: [admin] }\n', /^seed\.yml:4:7: managed\.keys\[0\]: missing `name`$/],
    [
      'a bad duration',
      'version: 1\nmanaged:\n  keys:\n    - { name: k, usedAt: yesterday }\n',
      /^seed\.yml:4:26: managed\.keys\[0\]\.usedAt: must be a duration/,
    ],
    [
      'a reference to nothing, at the reference',
      `version: 1\nselfHosted:\n  savedSearches:\n    - name: s\n      sourceId: Logs\n`,
      /^seed\.yml:5:17: selfHosted\.savedSearches\[0\]\.sourceId: no source with the id or name "Logs"$/,
    ],
    [
      'a body the self-hosted API refuses, in its words',
      'version: 1\nselfHosted:\n  dashboards:\n    - { name: D, tiles: [{ name: t, x: 30, y: 0, w: 1, h: 1, config: { displayType: markdown } }] }\n',
      /^seed\.yml:4:7: selfHosted\.dashboards\[0\]: Body validation failed: tiles\.0\.x: Number must be less than or equal to 23$/,
    ],
    [
      'an assigned role that is no role of the organization, at the reference',
      'version: 1\nmanaged:\n  roles: [{ name: deployer }]\n  keys:\n    - name: k\n      assignedRoles: [Admin, deployers]\n',
      /^seed\.yml:6:30: managed\.keys\[0\]\.assignedRoles\[1\]: no role with the id or name "deployers"$/,
    ],
    [
      'a custom role named like a system role',
      'version: 1\nmanaged:\n  roles:\n    - { name: Admin }\n',
      /^seed\.yml:4:15: managed\.roles\[0\]\.name: a role named "Admin" already exists$/,
    ],
    [
      'two keys with one key id',
      'version: 1\nmanaged:\n  keys:\n    - { name: a, keyId: K7mQ2xVr9LpZ0001 }\n',
      /^seed\.yml:4:25: managed\.keys\[0\]\.keyId: key id K7mQ2xVr9LpZ0001 is used twice$/,
    ],
  ])('%s', (_label, text, expected) => {
    const found = problems(text);
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    expect(found[0]).toMatch(expected);
  });

  it("reports a managed alert with a channels list as the gateway of 2.36 would (today's takes it)", () => {
    const text = `version: 1\nmanaged:\n  service:\n    webhooks: [${HOOK}]\n    dashboards: [{ name: D, tiles: [{ name: t, x: 0, y: 0, w: 1, h: 1, config: { displayType: markdown } }] }]\n    alerts:\n      - { source: tile, dashboardId: D, tileId: t, threshold: 1, thresholdType: above, interval: 5m, channel: { type: webhook, webhookId: oncall }, channels: [{ type: webhook, webhookId: oncall }] }\n`;
    const [first] = problems(text, { serverVersion: '2.36' });
    expect(first).toBe("seed.yml:7:9: managed.service.alerts[0]: the managed API refuses this body: request body property can't be validated: channels");
    // The seed's own serverVersion is the default the option overrides.
    expect(problems(text.replace('version: 1\n', 'version: 1\nserverVersion: "2.36"\n'))).toHaveLength(1);
    expect(problems(text)).toEqual([]);
  });

  it('lists every problem, not only the first', () => {
    expect(problems('version: 1\nmanaged:\n  keys:\n    - { roles: [root] }\n    - { name: "" }\n')).toHaveLength(3);
  });

  it('names a file it cannot read', async () => {
    await expect(loadSeedFile('no/such/seed.yml')).rejects.toThrow(/no\/such\/seed\.yml: cannot read the seed file: ENOENT/);
  });
});

describe('several self-hosted teams', () => {
  const TEAM_B_KEY = 'bbbbbbbb-2222-4333-8444-555555555555';
  const seedText = `version: 1
selfHosted:
  connections: [{ name: a-conn, host: "http://ch:8123", username: default }]
selfHostedTeams:
  - name: Team B
    user: { accessKey: ${TEAM_B_KEY}, email: b@example.com }
    connections: [{ name: b-conn, host: "http://ch:8123", username: default }]
    sources:
      - { name: B logs, kind: log, connection: b-conn, from: { databaseName: default, tableName: otel_logs }, timestampValueExpression: Timestamp, defaultTableSelectExpression: Body }
`;

  it("gives each key its own team: another team's objects are not found", async () => {
    emu = await startEmulator({ seed: parseSeed('seed.yml', seedText) });
    const a = selfHosted(emu);
    const b = selfHosted(emu, TEAM_B_KEY);
    const bSource = emu.state.selfHostedTeams[1]!.team.sources[0]!;
    expect((await b.get('/sources')).json.data.map((s: { name: string }) => s.name)).toEqual(['B logs']);
    expect((await a.get('/sources')).json.data).toEqual([]);
    expect((await a.get(`/sources/${bSource.id}`)).status).toBe(404);
    expect((await a.del(`/sources/${bSource.id}`)).status).toBe(404);
    expect(emu.state.selfHostedTeams[1]!.team.sources).toHaveLength(1);
    expect((await b.get('/team')).json.data.name).toBe('Team B');
    expect((await b.get('')).json.user).toMatchObject({ email: 'b@example.com', team: emu.state.selfHostedTeams[1]!.team.id });
    expect((await a.get('/connections')).json.data.map((k: { name: string }) => k.name)).toEqual(['a-conn']);
  });

  it("refuses a team whose key is already a user's, at its line", () => {
    const text = `version: 1\nselfHostedTeams:\n  - name: X\n    user: { accessKey: ${TEAM_B_KEY} }\n  - name: Y\n    user: { accessKey: ${TEAM_B_KEY} }\n`;
    expect(problems(text)[0]).toMatch(/^seed\.yml:6:.*selfHostedTeams\[1\]\.user\.accessKey: this access key is already a user's$/);
  });
});

describe('a session source in a seed', () => {
  it('is created with its trace source (named earlier in the list), which the schema requires', async () => {
    const text = `version: 1
selfHosted:
  connections: [{ name: ch, host: "http://ch:8123", username: default }]
  sources:
    - { name: Traces, kind: trace, connection: ch, from: { databaseName: default, tableName: otel_traces }, timestampValueExpression: Timestamp, defaultTableSelectExpression: "*", durationExpression: Duration, traceIdExpression: TraceId, spanIdExpression: SpanId, parentSpanIdExpression: ParentSpanId, spanNameExpression: SpanName, spanKindExpression: SpanKind }
    - { name: Sessions, kind: session, connection: ch, from: { databaseName: default, tableName: rrweb }, timestampValueExpression: Timestamp, traceSourceId: Traces }
`;
    emu = await startEmulator({ seed: parseSeed('seed.yml', text) });
    const [trace, session] = (await selfHosted(emu).get('/sources')).json.data;
    expect(session).toMatchObject({ kind: 'session', traceSourceId: trace.id });
  });
});
