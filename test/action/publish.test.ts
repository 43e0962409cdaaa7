import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseReporting, type Reporting } from '../../src/action/reporting.ts';
import { Inputs } from '../../src/util/inputs.ts';
import type { Report } from '../../src/report/model.ts';
import { commentKeyFor, driftTitle, publishReport, reportFileName } from '../../src/action/publish.ts';
import { commentMarker } from '../../src/report/marker.ts';
import { createRedactor } from '../../src/util/redact.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';

// One summary file for the whole file, emptied before each test.
const dir = mkdtempSync(join(tmpdir(), 'obs-ops-publish-'));
const summaryFile = join(dir, 'summary.md');
const eventFile = join(dir, 'event.json');
const ENV_KEYS = [
  'GITHUB_STEP_SUMMARY',
  'GITHUB_EVENT_PATH',
  'GITHUB_EVENT_NAME',
  'GITHUB_API_URL',
  'GITHUB_GRAPHQL_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_SERVER_URL',
  'GITHUB_RUN_ID',
  'RUNNER_TEMP',
];
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

let fake: GitHubFake | undefined;
let stdout: string;

/** What main builds from the run's secrets; here the token of `reporting()`. */
const redactor = createRedactor({ githubToken: 'ghs_faketoken123' });

function reporting(over: Record<string, string> = {}): Reporting {
  const values: Record<string, string> = { 'github-token': 'ghs_faketoken123', comment: 'auto', ...over };
  return parseReporting(new Inputs((n) => values[n] ?? ''));
}

function report(over: Partial<Report> = {}): Report {
  return {
    title: 'Alerts sync',
    outcome: 'success',
    headline: 'Plan: 1 to create',
    counts: { create: 1 },
    table: { columns: ['Alert', 'Status', 'Reason'], rows: [['checkout errors', 'create', 'new in file']] },
    ...over,
  };
}

async function useFake(opts: Parameters<typeof startGitHubFake>[0] = {}, event: object = { pull_request: { number: 7 } }) {
  fake = await startGitHubFake(opts);
  process.env.GITHUB_API_URL = fake.url;
  process.env.GITHUB_GRAPHQL_URL = fake.graphqlUrl;
  process.env.GITHUB_EVENT_NAME = 'pull_request';
  writeFileSync(eventFile, JSON.stringify(event));
  return fake;
}

const writes = () => (fake?.requests ?? []).filter((r) => (r.method === 'POST' && r.path !== '/graphql') || r.method === 'PATCH');

beforeEach(() => {
  vi.resetModules(); // a fresh @actions/github context (it reads the event once) for every test
  writeFileSync(summaryFile, '');
  Object.assign(process.env, {
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '42',
    RUNNER_TEMP: dir,
  });
  delete process.env.GITHUB_EVENT_NAME;
  writeFileSync(eventFile, '{}');
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake?.close();
  fake = undefined;
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = saved[k];
  }
});

describe('publishReport: summary, file, log', () => {
  it('writes the summary, the report file and the log, without comment outside a PR', async () => {
    const { reportPath } = await publishReport(report(), { reporting: reporting(), operation: 'alerts.sync', redactor });
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('### ✅ Alerts sync');
    expect(summary).toContain('| checkout errors | 🆕 create | new in file |');
    expect(reportPath).toBe(join(dir, 'observability-ops', 'alerts.sync.md'));
    expect(readFileSync(reportPath, 'utf8')).toBe(summary);
    expect(stdout).toContain('::group::Report');
    expect(stdout).toMatch(/\nAlert {12}Status {2}Reason\n-{15} {2}-{6} {2}-{11}\ncheckout errors {2}create {2}new in file\n/);
  });

  it('writes the summary for a failure report too, with annotations at file:line:column', async () => {
    await publishReport(
      {
        title: 'alerts.sync',
        outcome: 'failure',
        headline: '1 problem(s) in the input file; nothing was sent.',
        notes: ['alerts.yaml:4:7: threshold must be a number'],
        problems: [{ file: 'alerts.yaml', line: 4, column: 7, message: 'threshold must be a number', severity: 'error' }],
      },
      { reporting: reporting(), operation: 'alerts.sync', redactor },
    );
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('### ❌ alerts.sync');
    expect(summary).toContain('| alerts.yaml:4:7 | ❌ error | threshold must be a number |');
    expect(stdout).toContain('::error title=Error in alerts.yaml,file=alerts.yaml,line=4,col=7::threshold must be a number');
  });

  it('writes no summary with summary: false', async () => {
    await publishReport(report(), { reporting: reporting({ summary: 'false' }), operation: 'alerts.sync', redactor });
    expect(readFileSync(summaryFile, 'utf8')).toBe('');
  });

  it('cuts an oversized summary below 1 MiB with a visible note', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`alert ${i} ${'y'.repeat(60)}`, 'ok', 'unchanged']);
    await publishReport(report({ table: { columns: ['Alert', 'Status', 'Reason'], rows } }), { reporting: reporting(), operation: 'alerts.sync', redactor });
    const summary = readFileSync(summaryFile, 'utf8');
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
    expect(summary).toMatch(/> ⚠️ \*\*Report cut\*\* to stay under GitHub's 1 MiB job-summary limit: [\d,]+ line\(s\)/);
  });

  it('redacts secrets we were given from every channel', async () => {
    const { reportPath } = await publishReport(report({ notes: ['API said: bad key ghs_faketoken123'] }), {
      reporting: reporting(),
      operation: 'alerts.sync',
      redactor,
    });
    expect(readFileSync(summaryFile, 'utf8')).not.toContain('ghs_faketoken123');
    expect(readFileSync(reportPath, 'utf8')).toContain('bad key \\*\\*\\*');
    expect(stdout).not.toContain('ghs_faketoken123');
  });

  it('derives the comment key and a file name from it', () => {
    expect(commentKeyFor({ reporting: reporting({ 'alert-file': 'alerts/prod.yaml' }), operation: 'alerts.sync' })).toBe('alerts.sync:alerts/prod.yaml');
    expect(commentKeyFor({ reporting: reporting({ 'comment-key': 'leg-1' }), operation: 'alerts.sync' })).toBe('leg-1');
    // Every file input the operation reads; one file: the key of every earlier version.
    const key = (inputs: Record<string, string>, operation: string) => commentKeyFor({ reporting: reporting(inputs), operation });
    expect(key({ 'dashboard-file': 'd.yml' }, 'dashboards.sync')).toBe('dashboards.sync:d.yml');
    expect(key({ 'checks-file': 'c.yml' }, 'charts.check')).toBe('charts.check:c.yml');
    expect(key({ 'stack-file': 'stacks/staging.yml' }, 'stack.sync')).toBe('stack.sync:stacks/staging.yml');
    expect(key({ 'stack-file': 's.yml', 'values-file': 'prod.yml' }, 'stack.sync')).toBe('stack.sync:s.yml values-file=prod.yml');
    expect(key({ 'alert-file': 'a.yml', 'dashboard-file': 'd.yml' }, 'dashboards.sync')).toBe('dashboards.sync:d.yml alert-file=a.yml');
    // Inputs the operation does not read are not part of its key.
    expect(key({ 'alert-file': 'a.yml', 'checks-file': 'c.yml' }, 'alerts.sync')).toBe('alerts.sync:a.yml');
    expect(key({ 'alert-file': 'a.yml' }, 'dashboards.list')).toBe('dashboards.list');
    expect(key({ 'output-file': 'out.yml' }, 'stack.export')).toBe('stack.export:out.yml');
    expect(reportFileName('alerts.sync')).toBe('alerts.sync.md');
    expect(reportFileName('alerts.sync:alerts/prod.yaml')).toMatch(/^alerts\.sync-alerts-prod\.yaml-[0-9a-f]{8}\.md$/);
    expect(reportFileName('a:b')).not.toBe(reportFileName('a/b'));
  });
});

describe('publishReport: sticky PR comment', () => {
  const ctx = () => ({ reporting: reporting(), operation: 'alerts.sync', redactor });

  it('two runs → one comment, updated; an unchanged third run sends no PATCH', async () => {
    const gh = await useFake();
    await publishReport(report(), ctx());
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain(commentMarker('alerts.sync'));

    await publishReport(report({ headline: 'Plan: 2 to create' }), ctx());
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain('Plan: 2 to create');
    expect(writes().map((r) => r.method)).toEqual(['POST', 'PATCH']);

    await publishReport(report({ headline: 'Plan: 2 to create' }), ctx());
    expect(writes().map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(gh.requests.every((r) => r.authorization === 'token ghs_faketoken123')).toBe(true);
  });

  it('pull_request_target (a fork’s PR, write token): one comment on that PR, updated in place', async () => {
    const event = {
      action: 'synchronize',
      number: 7,
      pull_request: { number: 7, head: { repo: { full_name: 'fork/shop', fork: true } }, base: { repo: { full_name: 'acme/shop' } } },
      repository: { full_name: 'acme/shop' },
    };
    const gh = await useFake({}, event);
    process.env.GITHUB_EVENT_NAME = 'pull_request_target';
    await publishReport(report(), ctx());
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]).toMatchObject({ issue: 7, login: 'github-actions[bot]' });
    expect(gh.comments[0]?.body).toContain(commentMarker('alerts.sync'));
    await publishReport(report({ headline: 'Plan: 2 to create' }), ctx());
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain('Plan: 2 to create');
    expect(writes().map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(stdout).not.toContain('::warning');
  });

  it('leaves a marker-bearing comment by someone else alone', async () => {
    const gh = await useFake();
    const theirs = gh.addComment({ issue: 7, login: 'mallory', body: `${commentMarker('alerts.sync')}\nplease overwrite me` });
    await publishReport(report(), ctx());
    await publishReport(report({ headline: 'changed' }), ctx());
    expect(gh.comments.find((c) => c.id === theirs.id)?.body).toContain('please overwrite me');
    const ours = gh.comments.filter((c) => c.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('changed');
  });

  it('keeps different comment keys apart', async () => {
    const gh = await useFake();
    await publishReport(report(), { reporting: reporting({ 'comment-key': 'leg-a' }), operation: 'alerts.sync', redactor });
    await publishReport(report(), { reporting: reporting({ 'comment-key': 'leg-a-b' }), operation: 'alerts.sync', redactor });
    await publishReport(report({ headline: 'x' }), { reporting: reporting({ 'comment-key': 'leg-a' }), operation: 'alerts.sync', redactor });
    expect(gh.comments).toHaveLength(2);
  });

  it('finds its comment on a later page (pagination)', async () => {
    const gh = await useFake();
    for (let i = 0; i < 150; i++) gh.addComment({ issue: 7, login: 'someone', body: `comment ${i}` });
    await publishReport(report(), ctx());
    await publishReport(report({ headline: 'again' }), ctx());
    expect(gh.comments.filter((c) => c.login === 'github-actions[bot]')).toHaveLength(1);
    expect(gh.requests.some((r) => r.query.page === '2')).toBe(true);
  });

  it('uses the token identity of a GitHub App, not github-actions[bot]', async () => {
    const gh = await useFake({ viewerLogin: 'obs-ops[bot]' });
    const workflowBot = gh.addComment({ issue: 7, login: 'github-actions[bot]', body: `${commentMarker('alerts.sync')}\nold` });
    await publishReport(report(), ctx());
    await publishReport(report({ headline: 'again' }), ctx());
    expect(gh.comments.find((c) => c.id === workflowBot.id)?.body).toContain('old');
    expect(gh.comments.filter((c) => c.login === 'obs-ops[bot]')).toHaveLength(1);
  });

  it('falls back to github-actions[bot] when the identity lookup is refused', async () => {
    const gh = await useFake({ identityForbidden: true });
    await publishReport(report(), ctx());
    await publishReport(report({ headline: 'again' }), ctx());
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain('again');
  });

  it('a read-only token gives a warning naming pull-requests: write, and no throw', async () => {
    const gh = await useFake(
      { readOnly: true },
      { pull_request: { number: 7, head: { repo: { full_name: 'fork/shop', fork: true } }, base: { repo: { full_name: 'acme/shop' } } } },
    );
    const { reportPath } = await publishReport(report(), ctx());
    expect(gh.comments).toHaveLength(0);
    expect(stdout).toMatch(/::warning title=PR comment not posted::Could not comment on PR #7 in acme\/shop: the token is read-only \(HTTP 403/);
    expect(stdout).toContain('pull-requests: write');
    expect(stdout).toContain('comes from a fork');
    expect(readFileSync(reportPath, 'utf8')).toContain('### ✅ Alerts sync');
    expect(readFileSync(summaryFile, 'utf8')).toContain('### ✅ Alerts sync');
  });

  it('cuts an oversized comment below 65,536 characters, keeping the head and linking the run', async () => {
    const gh = await useFake();
    const rows = Array.from({ length: 3000 }, (_, i) => [`alert ${i}`, 'ok', 'r'.repeat(40)]);
    await publishReport(report({ table: { columns: ['Alert', 'Status', 'Reason'], rows } }), ctx());
    const body = gh.comments[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(commentMarker('alerts.sync'))).toBe(true);
    expect(body).toContain('| alert 0 | ✅ ok |');
    expect(body).toMatch(
      /Report cut\*\* to stay under GitHub's 65,536-character comment limit: [\d,]+ line\(s\) \([\d,]+ characters\) left out\. The full report is in the \[job summary of this run\]\(https:\/\/github\.com\/acme\/shop\/actions\/runs\/42\)\./,
    );
    // The summary (1 MiB) keeps everything.
    expect(readFileSync(summaryFile, 'utf8')).toContain('| alert 2999 |');
  });

  it('escapes hostile names in the posted comment', async () => {
    const gh = await useFake();
    const names = ['<img src=x onerror=alert(1)>', 'a|b', '@here', ']]>', '`'];
    await publishReport(report({ table: { columns: ['Alert', 'Status', 'Reason'], rows: names.map((n) => [n, 'create', n]) } }), ctx());
    const body = gh.comments[0]?.body ?? '';
    expect(body).not.toContain('<img');
    expect(body).not.toMatch(/(?<!\\)\|b/);
    expect(body).not.toContain('@here');
    expect(body).not.toContain(']]>');
    expect(body).toContain('| &lt;img src=x onerror=alert(1)&gt; | 🆕 create |');
  });

  it('auto without a PR posts nothing; always without a PR warns', async () => {
    const gh = await useFake({}, {});
    process.env.GITHUB_EVENT_NAME = 'push';
    await publishReport(report(), ctx());
    expect(gh.requests).toHaveLength(0);
    expect(stdout).not.toContain('::warning');
    await publishReport(report(), { reporting: reporting({ comment: 'always' }), operation: 'alerts.sync', redactor });
    expect(gh.requests).toHaveLength(0);
    expect(stdout).toContain('::warning title=PR comment not posted::comment: always, but this run belongs to no pull request');
  });

  it('comments on pr-number from a non-PR event; never means never', async () => {
    const gh = await useFake({}, {});
    process.env.GITHUB_EVENT_NAME = 'workflow_dispatch';
    await publishReport(report(), { reporting: reporting({ 'pr-number': '12' }), operation: 'alerts.sync', redactor });
    expect(gh.comments.map((c) => c.issue)).toEqual([12]);
    await publishReport(report({ headline: 'x' }), { reporting: reporting({ 'pr-number': '12', comment: 'never' }), operation: 'alerts.sync', redactor });
    expect(writes()).toHaveLength(1);
  });
});

describe('publishReport: drift issue', () => {
  it('cuts an oversized plan to fit the 65,536-character issue limit, run line included, and skips when there is no plan', async () => {
    const gh = await useFake({}, {});
    process.env.GITHUB_EVENT_NAME = 'schedule';
    // A long run id: the run line names it twice, the cut note once, so the run line must have its own room.
    process.env.GITHUB_RUN_ID = '4'.repeat(400);
    const rows = Array.from({ length: 3000 }, (_, i) => [`alert ${i}`, 'update', 'r'.repeat(40)]);
    const plan = JSON.stringify({ scope: 'acme/shop:alerts.yml', files: [{ file: 'alerts.yml', scope: 'acme/shop:alerts.yml' }] });
    const drifting = { reporting: reporting({ 'drift-issue': 'true', 'dry-run': 'true', 'alert-file': 'alerts.yml' }), operation: 'alerts.sync', redactor };
    const { driftIssue } = await publishReport(report({ table: { columns: ['Alert', 'Status', 'Reason'], rows } }), {
      ...drifting,
      drift: { changed: true, plan },
    });
    expect(driftIssue).toMatchObject({ action: 'created', number: 1 });
    const issue = gh.issues[0];
    expect(issue?.title).toBe('Drift: alerts of acme/shop:alerts.yml');
    expect(issue?.body.length).toBeLessThanOrEqual(65_536);
    expect(issue?.body.startsWith(commentMarker('alerts.sync:alerts.yml'))).toBe(true);
    expect(issue?.body).toMatch(/65,536-character issue limit/);
    expect(issue?.body).toMatch(/Plan of \[run 4{400}\]\(https:\/\/github\.com\/acme\/shop\/actions\/runs\/4{400}\), the last that changed this issue\.$/);

    // A run that made no plan (bad input, API down) says nothing about drift: the issue stays open.
    const skipped = await publishReport(report({ outcome: 'failure' }), { ...drifting, drift: { changed: false, plan: undefined } });
    expect(skipped.driftIssue).toMatchObject({ action: 'skipped' });
    expect(issue?.state).toBe('open');
  });
});

describe('driftTitle', () => {
  it('names the kind and the scope of the plan, or the key when the plan holds several files', () => {
    const one = JSON.stringify({ scope: 'acme/shop:dash.yml', files: [{}] });
    expect(driftTitle('dashboards.sync', 'k', one)).toBe('Drift: dashboards of acme/shop:dash.yml');
    expect(driftTitle('alerts.sync', 'alerts.sync:a/*.yml', JSON.stringify({ files: [{}, {}] }))).toBe('Drift: alerts of 2 scopes (alerts.sync:a/*.yml)');
    expect(driftTitle('alerts.sync', 'k', 'not json')).toBeUndefined();
  });
});
