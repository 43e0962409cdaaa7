// Issue 13, item 4: a GitHub API that never answers (or answers too slowly) cannot hold the step.
// Each GitHub request has the `timeout-seconds` budget and the comment phase four of them; when
// they run out, a warning says the comment was not posted and the step's own result stands.
// No wall-clock assertion: `timeout-seconds: 1` only makes the runs short, and runAction's own
// guard fails the test if a run hangs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { connection } from '../stress/stress-helpers.ts';
import { pullRequestEnv } from './helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
});
afterAll(async () => {
  await emu.close();
});

async function withGitHub(opts: Parameters<typeof startGitHubFake>[0], inputs: Record<string, string> = {}): Promise<{ run: ActionRun; gh: GitHubFake }> {
  const gh = await startGitHubFake(opts);
  try {
    const run = await runAction(
      {
        ...connection(emu, 'self-hosted', '10000/60s'),
        operation: 'dashboards.list',
        'github-token': 'ghs_slow',
        comment: 'always',
        'timeout-seconds': '1',
        ...inputs,
      },
      { env: await pullRequestEnv(gh), timeoutMs: 30_000 },
    );
    return { run, gh };
  } finally {
    await gh.close();
  }
}

function expectGreenWithWarning(run: ActionRun, what: RegExp): void {
  expect(run.code, run.stdout.slice(-1500)).toBe(0);
  expect(run.summary).toContain('### ✅ dashboards.list');
  expect(run.outputs.result).toBeDefined();
  const warning = run.annotations.find((a) => a.level === 'warning' && a.props.title === 'PR comment not posted');
  expect(warning?.message, run.stdout.slice(-1500)).toMatch(what);
  expect(warning?.message).toMatch(/The report is still in the job summary/);
}

describe('GitHub that hangs (bundled action, GitHub fake)', () => {
  it('listing the comments never answers: warning, green step', async () => {
    const { run } = await withGitHub({ hang: ['GET /repos/'] });
    expectGreenWithWarning(run, /GET \/repos\/acme\/shop\/issues\/9\/comments.*GitHub did not answer within 1 s \(timeout-seconds\)/);
  });

  it('creating the comment never answers: warning, green step', async () => {
    const { run, gh } = await withGitHub({ hang: ['POST /repos/'] });
    expectGreenWithWarning(run, /POST \/repos\/acme\/shop\/issues\/9\/comments.*did not answer within 1 s/);
    expect(gh.comments).toEqual([]);
  });

  it('the identity lookup never answers: the workflow identity is assumed and the comment is posted', async () => {
    const { run, gh } = await withGitHub({ hang: ['POST /graphql'] });
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('a failing step stays failed (red stays red) when the comment cannot be posted either', async () => {
    const gh = await startGitHubFake({ hang: ['GET /repos/'] });
    try {
      const run = await runAction(
        {
          operation: 'dashboards.list',
          'base-url': emu.url,
          'api-key': 'not-the-key-0000',
          'max-retries': '0',
          'github-token': 'ghs_slow',
          comment: 'always',
          'timeout-seconds': '1',
        },
        { env: await pullRequestEnv(gh), timeoutMs: 30_000 },
      );
      expect(run.code).toBe(1);
      expect(run.annotations.some((a) => a.level === 'error' && a.message.includes('401'))).toBe(true);
      expect(run.annotations.some((a) => a.level === 'warning' && a.props.title === 'PR comment not posted')).toBe(true);
    } finally {
      await gh.close();
    }
  });

  it('a GitHub that answers, but too slowly for the whole comment phase, ends the phase with a warning', async () => {
    // 2,000 comments by others = 20 pages of 100; each answer takes 0.3 s (under the 1 s per-request
    // budget), so only the phase bound (4 × timeout-seconds) can end the search.
    const gh = await startGitHubFake({ latencyMs: 300 });
    for (let i = 0; i < 2000; i++) gh.addComment({ issue: 9, login: 'someone', body: `comment ${i}` });
    try {
      const run = await runAction(
        { ...connection(emu, 'self-hosted', '10000/60s'), operation: 'dashboards.list', 'github-token': 'ghs_slow', comment: 'always', 'timeout-seconds': '1' },
        { env: await pullRequestEnv(gh), timeoutMs: 30_000 },
      );
      expectGreenWithWarning(run, /did not finish within 4 s|did not answer within 1 s/);
      expect(gh.comments.filter((c) => c.login !== 'someone')).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
