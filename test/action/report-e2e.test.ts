import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, runAction } from '../helpers/action.ts';
import { startGitHubFake } from '../github-fake/index.ts';

/**
 * End to end through the bundle: a run whose API call fails (401) still writes the summary, the
 * report file and the PR comment; and the comment code is only loaded when a comment is posted.
 */
let api: Server;
let apiUrl: string;
let dir: string;

beforeAll(async () => {
  // A server that refuses every key, like the API with a wrong or rotated key.
  api = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Unauthorized' }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'obs-ops-report-e2e-'));
});

afterAll(async () => {
  await new Promise<void>((done) => api.close(() => done()));
  await rm(dir, { recursive: true, force: true });
});

async function prEvent(payload: object): Promise<string> {
  const path = join(dir, `event-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(path, JSON.stringify(payload));
  return path;
}

const failing = { operation: 'dashboards.list', 'base-url': '', 'api-key': 'wrong-key-0123456789', 'max-retries': 0 };

describe('bundled action: reporting on failure', () => {
  it('a 401 run writes the summary, the report file and the PR comment, and fails the step', async () => {
    const gh = await startGitHubFake();
    try {
      const run = await runAction(
        { ...failing, 'base-url': apiUrl, comment: 'auto', 'github-token': 'ghs_e2etoken' },
        {
          env: {
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: await prEvent({ pull_request: { number: 5 } }),
            GITHUB_API_URL: gh.url,
            GITHUB_GRAPHQL_URL: gh.graphqlUrl,
          },
        },
      );
      expect(run.code).toBe(1);
      expect(run.summary).toContain('### ❌ dashboards.list');
      expect(run.summary).toContain('401');
      expect(run.summary).not.toContain('wrong-key-0123456789');
      expect(run.outputs.report).toMatch(/observability-ops[/\\]dashboards\.list\.md$/);
      const file = readFileSync(run.outputs.report as string, 'utf8');
      expect(gh.comments).toHaveLength(1);
      expect(gh.comments[0]?.issue).toBe(5);
      expect(gh.comments[0]?.body).toBe(file);
      expect(run.annotations.some((a) => a.level === 'error' && a.message.includes('401'))).toBe(true);
    } finally {
      await gh.close();
    }
  });

  it('summary: false writes no summary, but the report file still exists', async () => {
    const run = await runAction({ ...failing, 'base-url': apiUrl, summary: false });
    expect(run.code).toBe(1);
    expect(run.summary).toBe('');
    expect(existsSync(run.outputs.report as string)).toBe(true);
  });

  it('writes debug lines only with step debug on (RUNNER_DEBUG, as the runner sets it)', async () => {
    const quiet = await runAction({ ...failing, 'base-url': apiUrl });
    expect(quiet.code).toBe(1);
    expect(quiet.stdout).not.toContain('::debug::');
    const debug = await runAction({ ...failing, 'base-url': apiUrl }, { env: { RUNNER_DEBUG: '1' } });
    expect(debug.stdout).toMatch(/^::debug::inputs: \{"operation":"dashboards.list",.*"api-key":"\*\*\*"/m);
  });

  it('does not load the GitHub client when no comment can be posted', async () => {
    // A copy of the bundle without the lazily loaded chunk of the GitHub client (the one that
    // defines Octokit): a run that posts no comment must not notice, a run that posts one must
    // (and still only warn).
    const copy = join(dir, 'bundle');
    await cp(dirname(BUNDLE), copy, { recursive: true });
    const chunks = readdirSync(copy).filter((f) => /^\d+\.index\.js$/.test(f) && readFileSync(join(copy, f), 'utf8').includes('class Octokit {'));
    expect(chunks).toHaveLength(1);
    for (const c of chunks) await rm(join(copy, c));

    const gh = await startGitHubFake();
    try {
      const bundle = join(copy, 'index.js');
      const noComment = await runAction({ ...failing, 'base-url': apiUrl, comment: 'never' }, { bundle });
      expect(noComment.summary).toContain('### ❌ dashboards.list');
      expect(noComment.stdout).not.toContain('PR comment');
      // The default, `auto`, on an event that has no pull request: no GitHub client either.
      const pushRun = await runAction(
        { ...failing, 'base-url': apiUrl, comment: 'auto', 'github-token': 'ghs_x' },
        { bundle, env: { GITHUB_EVENT_NAME: 'push' } },
      );
      expect(pushRun.summary).toContain('### ❌ dashboards.list');
      expect(pushRun.stdout).not.toContain('PR comment');

      const withComment = await runAction(
        { ...failing, 'base-url': apiUrl, comment: 'always', 'pr-number': 3, 'github-token': 'ghs_x' },
        { bundle, env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl } },
      );
      expect(withComment.stdout).toMatch(new RegExp(`::warning::Could not post the PR comment: Cannot find module .*${chunks[0]}`));
      expect(gh.requests).toHaveLength(0);
    } finally {
      await gh.close();
    }
  });
});

describe('bundled action: sticky comment for dashboards.list against the emulator', () => {
  it('two runs → one comment; unchanged → no PATCH; changed → updated; hostile names escaped', async () => {
    const { startEmulator } = await import('../../packages/emulator/src/index.ts');
    const emu = await startEmulator();
    const gh = await startGitHubFake();
    try {
      const event = await prEvent({ pull_request: { number: 9 } });
      const go = () =>
        runAction(
          { operation: 'dashboards.list', 'base-url': emu.selfHosted.baseUrl, 'api-key': emu.selfHosted.apiKey, comment: 'auto', 'github-token': 'ghs_e2e' },
          { env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl } },
        );
      const first = await go();
      expect(first.code).toBe(0);
      expect(first.summary).toContain('Checkout');
      expect(gh.comments).toHaveLength(1);
      expect(gh.comments[0]?.body).toBe(readFileSync(first.outputs.report as string, 'utf8'));

      const second = await go();
      expect(second.code).toBe(0);
      const writes = () => gh.requests.filter((r) => r.method === 'PATCH' || (r.method === 'POST' && r.path !== '/graphql'));
      expect(writes().map((r) => r.method)).toEqual(['POST']);

      emu.state.selfHosted.addDashboard({ name: '<img src=x onerror=alert(1)> a|b @here ]]> `' });
      const third = await go();
      expect(third.code).toBe(0);
      expect(writes().map((r) => r.method)).toEqual(['POST', 'PATCH']);
      expect(gh.comments).toHaveLength(1);
      const body = gh.comments[0]?.body ?? '';
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt; a\\|b @\u200Dhere \\]\\]&gt; &#96;');
      expect(body).not.toContain('<img');
    } finally {
      await gh.close();
      await emu.close();
    }
  });

  it('a read-only token (fork PR) warns naming pull-requests: write and the step succeeds', async () => {
    const { startEmulator } = await import('../../packages/emulator/src/index.ts');
    const emu = await startEmulator();
    const gh = await startGitHubFake({ readOnly: true });
    try {
      const run = await runAction(
        { operation: 'dashboards.list', 'base-url': emu.selfHosted.baseUrl, 'api-key': emu.selfHosted.apiKey, comment: 'auto', 'github-token': 'ghs_ro' },
        {
          env: {
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: await prEvent({
              pull_request: { number: 4, head: { repo: { full_name: 'fork/shop', fork: true } }, base: { repo: { full_name: 'acme/shop' } } },
            }),
            GITHUB_API_URL: gh.url,
            GITHUB_GRAPHQL_URL: gh.graphqlUrl,
          },
        },
      );
      expect(run.code).toBe(0);
      expect(gh.comments).toHaveLength(0);
      const warning = run.annotations.find((a) => a.level === 'warning');
      expect(warning?.message).toMatch(/read-only \(HTTP 403.*pull-requests: write.*fork/);
      expect(run.summary).toContain('### ✅');
    } finally {
      await gh.close();
      await emu.close();
    }
  });
});
