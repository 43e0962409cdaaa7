// Hostile API answers: names that are Markdown/HTML/mentions/workflow commands, a huge list, and
// (from a raw server of our own) bodies of the wrong shape. No crash, a clear error naming the
// path, and escaped, bounded output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake } from '../github-fake/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { EXAMPLE } from '../operations/alerts-e2e-helpers.ts';
import { startRawServer, type RawReply, type RawServer } from './raw-server.ts';
import { connection, expectCleanOutcome, IN_WORKSPACE, tempFile, TEST_WORKSPACE } from './stress-helpers.ts';

// Ids of the shapes the contracts fix: managed organizations and services are UUIDs, self-hosted ids ObjectIds.
const ORG = '0a0a0a0a-0000-4000-8000-00000000000a';
const SVC = '5e5e5e5e-0000-4000-8000-00000000005e';
const OBJECT_ID = 'abcabcabcabcabcabcabcabc';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  'a | b | c',
  'run `rm -rf /` now',
  'ping @channel and @here',
  'cdata ]]> end',
  'line one\nline two\n::error::pwned by a name',
  '# heading [link](http://evil.example) **bold** #123',
  'x'.repeat(10_000),
];

/** Table lines must keep their column count: an unescaped `|` in a name would add a column. */
function expectTablesIntact(markdown: string): void {
  const lines = markdown.split('\n');
  let tables = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!/^\|(\s*:?-{3,}:?\s*\|)+$/.test(lines[i + 1] ?? '')) continue;
    tables++;
    const cells = (l: string) => l.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length;
    const width = cells(lines[i] ?? '');
    let rows = 0;
    for (let j = i + 2; j < lines.length && lines[j]?.startsWith('|'); j++, rows++) expect(cells(lines[j] ?? ''), lines[j]?.slice(0, 200)).toBe(width);
    expect(rows, `table under "${lines[i]?.slice(0, 80)}" has no row`).toBeGreaterThan(0);
  }
  // Every report checked here has a table of the hostile names: finding none means the check ran on nothing.
  expect(tables, 'no Markdown table found').toBeGreaterThanOrEqual(1);
}

/** Drops fenced code blocks: their content is shown verbatim and rendered inert by GitHub. */
function outsideFences(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const m = /^(`{3,})/.exec(line);
    if (fence === undefined && m) fence = m[1];
    else if (fence !== undefined && line.trim() === fence) fence = undefined;
    else if (fence === undefined) out.push(line);
  }
  return out.join('\n');
}

function expectEscaped(full: string): void {
  expect(Buffer.byteLength(full)).toBeLessThan(1024 * 1024);
  const markdown = outsideFences(full);
  expect(markdown).not.toContain('<img');
  expect(markdown).not.toMatch(/@(channel|here)\b/);
  expect(markdown).not.toContain(']]>');
  expect(markdown).not.toContain('[link](http');
  expect(markdown).not.toMatch(/`rm -rf/);
  expectTablesIntact(markdown);
}

/** Names never become workflow commands in the log. */
const expectNoInjectedCommands = (run: ActionRun) => expect(run.stdout).not.toMatch(/^::[a-z-]+[^\n]*pwned/m);

describe('hostile names from the API (emulator)', () => {
  it('dashboards.list with hostile names and 5,000 dashboards: escaped summary and PR comment, under 1 MiB', async () => {
    const emu = await startEmulator({ selfHosted: { rateLimit: false } });
    const gh = await startGitHubFake();
    try {
      for (const name of HOSTILE) emu.state.selfHosted.addDashboard({ name, tags: [name.slice(0, 40)] });
      for (let i = 0; i < 5000; i++) emu.state.selfHosted.addDashboard({ name: `bulk ${i} | @team <b>` });
      const dir = await mkdtemp(join(tmpdir(), 'obs-ops-hostile-'));
      await writeFile(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7 } }));
      const run = await runAction(
        { ...connection(emu, 'self-hosted', '10000/60s'), operation: 'dashboards.list', comment: 'auto', 'github-token': 'ghs_hostile' },
        { env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: join(dir, 'event.json'), GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl } },
      );
      expect(run.code, run.stdout.slice(-2000)).toBe(0);
      expectCleanOutcome(run);
      expectNoInjectedCommands(run);
      // Outputs are data: names intact, every dashboard present.
      const names = (run.result as Array<{ name: string }>).map((d) => d.name);
      expect(names).toEqual(expect.arrayContaining(HOSTILE));
      expect(names.length).toBe(emu.state.selfHosted.dashboards.length);
      expectEscaped(run.summary);
      expect(gh.comments).toHaveLength(1);
      const body = gh.comments[0]?.body ?? '';
      expectEscaped(body);
      expect(body.length).toBeLessThanOrEqual(65_536);
    } finally {
      await gh.close();
      await emu.close();
    }
  });

  it('alerts.sync plan and alerts.export with hostile alert names stay escaped', async () => {
    const emu = await startEmulator({ selfHosted: { rateLimit: false } });
    try {
      const team = emu.state.selfHosted;
      const hand = team.alerts[0]!;
      for (const name of HOSTILE) team.addAlert({ ...hand, id: undefined, name });
      const sync = await runAction(
        {
          ...connection(emu, 'self-hosted', '10000/60s'),
          'alert-file': await tempFile(EXAMPLE.replace('Payments errors', '<img src=x onerror=alert(1)> | @channel')),
          'dry-run': 'true',
        },
        IN_WORKSPACE,
      );
      expect(sync.code, sync.stdout.slice(-2000)).toBe(0);
      expectCleanOutcome(sync);
      expectNoInjectedCommands(sync);
      expectEscaped(sync.summary);
      const out = join(await mkdtemp(join(TEST_WORKSPACE, 'export-')), 'alerts.yml');
      const exp = await runAction({ ...connection(emu, 'self-hosted', '10000/60s'), operation: 'alerts.export', 'output-file': out }, IN_WORKSPACE);
      expect(exp.code, exp.stdout.slice(-2000)).toBe(0);
      expectCleanOutcome(exp);
      expectNoInjectedCommands(exp);
      expectEscaped(exp.summary);
    } finally {
      await emu.close();
    }
  });

  it('keys.prune with hostile key names (managed) stays escaped', async () => {
    const emu = await startEmulator({ managed: { rateLimit: false } });
    try {
      const old = new Date(Date.now() - 300 * 86_400_000).toISOString();
      for (const name of HOSTILE.slice(0, 7)) emu.state.addKey({ name, createdAt: old, usedAt: old });
      const run = await runAction({ ...connection(emu, 'managed', '1000/10s'), operation: 'keys.prune', 'dry-run': 'true', 'max-deletions': '50' });
      expect(run.code, run.stdout.slice(-2000)).toBe(0);
      expectCleanOutcome(run);
      expectNoInjectedCommands(run);
      expectEscaped(run.summary);
    } finally {
      await emu.close();
    }
  });
});

describe('answers of the wrong shape (raw server)', () => {
  let raw: RawServer;
  let alertFile: string;
  let checksFile: string;
  beforeAll(async () => {
    raw = await startRawServer();
    alertFile = await tempFile(EXAMPLE);
    checksFile = await tempFile('version: 1\nchecks:\n  - name: c\n    series: [{ source: Logs, aggFn: count }]\n    fail: "> 1"\n', 'checks.yml');
  });
  afterAll(() => raw.close());

  const sh = () => ({ 'base-url': raw.url, 'api-key': 'k-raw', 'max-retries': '0' });
  const mg = () => ({
    edition: 'managed',
    'base-url': raw.url,
    'key-id': 'kid-raw-0001',
    'key-secret': 'sec-raw',
    'organization-id': ORG,
    'service-id': SVC,
    'max-retries': '0',
  });
  const org = `/v1/organizations/${ORG}`;
  const html: RawReply = { body: '<html><body>Welcome to nginx!</body></html>', contentType: 'text/html' };

  type Case = [name: string, inputs: () => Record<string, string>, routes: Array<[string, RawReply]>, error: RegExp | undefined];
  const cases: Case[] = [
    [
      'non-JSON 200 on a list',
      () => ({ ...sh(), operation: 'dashboards.list' }),
      [['GET /api/v2/dashboards', html]],
      /GET \/api\/v2\/dashboards failed: HTTP 200 with a body that is not JSON/,
    ],
    [
      '{data: "nope"} on a list',
      () => ({ ...sh(), operation: 'dashboards.list' }),
      [['GET /api/v2/dashboards', { body: { data: 'nope' } }]],
      /GET \/dashboards: expected a list in the answer, got string/,
    ],
    [
      'null inside a list',
      () => ({ ...sh(), operation: 'alerts.list' }),
      [['GET /api/v2/alerts', { body: { data: [{ id: 'a' }, null] } }]],
      /GET \/alerts: expected a list of objects, but item 1 is null/,
    ],
    [
      'a string for one object',
      () => ({ ...sh(), operation: 'dashboards.get', id: OBJECT_ID }),
      [[`GET /api/v2/dashboards/${OBJECT_ID}`, { body: { data: 'nope' } }]],
      new RegExp(`GET /dashboards/${OBJECT_ID}: expected an object in the answer, got string`),
    ],
    [
      'wrong field types on a list',
      () => ({ ...sh(), operation: 'dashboards.list' }),
      [['GET /api/v2/dashboards', { body: { data: [{ id: 5 }, { name: { a: 1 }, tiles: 'no', tags: 'x' }] } }]],
      undefined,
    ],
    [
      'alerts.sync over wrong-typed alerts and dashboards',
      () => ({ ...sh(), 'alert-file': alertFile, 'dry-run': 'true' }),
      [
        ['GET /api/v2/alerts', { body: { data: [{ id: 5 }, { id: 'a', name: 5, message: { x: 1 }, channels: 'x' }] } }],
        ['GET /api/v2/dashboards', { body: { data: [{ id: 5, name: 'Checkout', tiles: 'x' }] } }],
        ['GET /api/v2/webhooks', { body: { data: [{ id: 1, name: null }] } }],
      ],
      /problem\(s\) in input file; nothing was sent/,
    ],
    [
      'non-JSON series answer',
      () => ({ ...sh(), 'checks-file': checksFile }),
      [
        ['GET /api/v2/sources', { body: { data: [{ id: 's1', name: 'Logs', kind: 'log' }] } }],
        ['POST /api/v2/charts/series', html],
      ],
      /POST \/api\/v2\/charts\/series failed: HTTP 200 with a body that is not JSON/,
    ],
    [
      '{data: "nope"} series',
      () => ({ ...sh(), 'checks-file': checksFile }),
      [
        ['GET /api/v2/sources', { body: { data: [{ id: 's1', name: 'Logs', kind: 5 }] } }],
        ['POST /api/v2/charts/series', { body: { data: 'nope' } }],
      ],
      /POST \/charts\/series: expected `data` to be a list/,
    ],
    [
      '{result: "nope"} keys',
      () => ({ ...mg(), operation: 'keys.prune' }),
      [[`GET ${org}/keys`, { body: { result: 'nope' } }]],
      /GET \/keys: expected a list in `result`/,
    ],
    [
      'null inside the key list',
      () => ({ ...mg(), operation: 'keys.prune' }),
      [[`GET ${org}/keys`, { body: { result: [null] } }]],
      /GET \/keys: expected a list of objects, but item 0 is null/,
    ],
    [
      'wrong-typed key fields',
      () => ({ ...mg(), operation: 'keys.prune', 'dry-run': 'true' }),
      [[`GET ${org}/keys`, { body: { result: [{ id: 5, name: 7, keySuffix: 1, createdAt: 'x', usedAt: {} }] } }]],
      undefined,
    ],
  ];

  it.each(cases)('%s', async (_name, inputs, routes, error) => {
    raw.routes.clear();
    for (const [route, reply] of routes) raw.routes.set(route, reply);
    const run = await runAction(inputs(), IN_WORKSPACE);
    expectCleanOutcome(run);
    // Never a JavaScript error leaking as the message, never a report that could not render.
    expect(run.stdout).not.toMatch(/is not a function|Cannot read properties|is not iterable|Could not render the report/);
    if (error) {
      expect(run.code, run.stdout.slice(-1500)).toBe(1);
      expect(run.stdout).toMatch(error);
      expect(raw.requests.filter((r) => r.method !== 'GET' && r.path !== '/api/v2/charts/series')).toEqual([]);
    }
    expect(Buffer.byteLength(run.summary)).toBeGreaterThan(0);
  });
});

describe('what a real server or proxy sends (raw server)', () => {
  let raw: RawServer;
  beforeAll(async () => {
    raw = await startRawServer();
  });
  afterAll(() => raw.close());

  const managedPrefix = `/v1/organizations/${ORG}/services/${SVC}/clickstack`;
  const mg = (baseUrl: string) => ({
    edition: 'managed',
    'base-url': baseUrl,
    'key-id': 'kid-raw-0001',
    'key-secret': 'sec-raw',
    'organization-id': ORG,
    'service-id': SVC,
    'max-retries': '0',
  });

  it('a managed error shows the requestId the server gave, in the log and the summary', async () => {
    raw.routes.clear();
    raw.requests.length = 0;
    const requestId = 'req-7c1e-4b2a-0042';
    raw.routes.set(`GET ${managedPrefix}/dashboards/abc`, { status: 404, body: { status: 404, requestId, error: 'NOT_FOUND: Dashboard not found' } });
    const run = await runAction({ ...mg(raw.url), operation: 'dashboards.get', id: 'abc' });
    expectCleanOutcome(run);
    expect(run.code).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain(`GET ${managedPrefix}/dashboards/abc → 404: NOT_FOUND: Dashboard not found (requestId ${requestId})`);
    expect(run.summary).toContain(`requestId ${requestId}`);
  });

  it.each([
    [
      'self-hosted',
      '/proxy',
      (url: string) => ({ 'base-url': url, 'api-key': 'k-raw', 'max-retries': '0' }),
      '/proxy/api/v2/dashboards',
      { data: [{ id: 'd1', name: 'Behind the proxy', tiles: [] }] },
    ],
    [
      'self-hosted',
      '/proxy/',
      (url: string) => ({ 'base-url': url, 'api-key': 'k-raw', 'max-retries': '0' }),
      '/proxy/api/v2/dashboards',
      { data: [{ id: 'd1', name: 'Behind the proxy', tiles: [] }] },
    ],
    [
      'managed',
      '/proxy',
      mg,
      `/proxy${managedPrefix}/dashboards`,
      { status: 200, requestId: 'r1', result: [{ id: 'd1', name: 'Behind the proxy', tiles: [] }] },
    ],
  ] as const)('%s: base-url with a proxy prefix (%s) sends every request under it', async (_edition, prefix, inputs, path, body) => {
    raw.routes.clear();
    raw.requests.length = 0;
    raw.routes.set(`GET ${path}`, { body });
    const run = await runAction({ ...inputs(`${raw.url}${prefix}`), operation: 'dashboards.list' });
    expectCleanOutcome(run);
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    expect((run.result as Array<{ name: string }>).map((d) => d.name)).toEqual(['Behind the proxy']);
    expect(raw.requests).toEqual([{ method: 'GET', path }]);
  });
});
