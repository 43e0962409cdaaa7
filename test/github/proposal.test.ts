import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitHubAccess } from '../../src/action/octokit.ts';
import { GitDataError, type GitData } from '../../src/github/git-data.ts';
import { commitTrailer, describeProposalFailure, propose, withdraw, type Proposal } from '../../src/github/proposal.ts';
import { startGitHubFake, type GitHubFake, type GitHubFakeOptions } from '../github-fake/index.ts';

/**
 * One pull request per file through the Git data API, against the GitHub stand-in over loopback
 * with the action's own Octokit: opened, updated in place, left unchanged, closed; someone else's
 * pull request or commit never touched; the permission that is missing named.
 */
const REPO = 'acme/shop';
const FILE = '.github/stack/prod.yml';
const ORIGINAL = '# prod\nversion: 1\nwebhooks:\n  - name: On-call\n    service: generic\n';
const KEY = `stack.pull:${FILE}`;
const MARKER = '<!-- observability-ops:comment-key=stack.pull%3A.github%2Fstack%2Fprod.yml -->';
const BRANCH = 'observability-ops/pull/prod-yml-1234abcd';

let gh: GitHubFake;
let git: GitData;
let login: () => Promise<string>;

async function connect(opts: GitHubFakeOptions = {}): Promise<void> {
  gh = await startGitHubFake(opts);
  gh.git.commit(REPO, 'main', { [FILE]: ORIGINAL, 'README.md': '# shop\n' });
  const access = await gitHubAccess({ debug: () => undefined, warning: () => undefined }).gitData(
    'ghs_pulltoken123',
    { owner: 'acme', repo: 'shop' },
    { apiUrl: gh.url, graphqlUrl: gh.graphqlUrl, timeoutMs: 5000, maxRetries: 0 },
  );
  git = access.git;
  login = access.login;
}

const proposal = (text: string, more: Partial<Proposal> = {}): Proposal => ({
  key: KEY,
  marker: MARKER,
  base: 'main',
  branch: BRANCH,
  files: [{ path: FILE, read: ORIGINAL, text }],
  title: 'Pull prod.yml from the server',
  body: `${MARKER}\n### What changed in the UI\n`,
  message: 'stack.pull: prod.yml from the server',
  ...more,
});
const writes = () => gh.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql');
const EDITED = ORIGINAL.replace('On-call', 'On-call (primary)');

afterEach(async () => {
  await gh.close();
});

describe('propose / withdraw', () => {
  beforeEach(async () => {
    await connect();
  });

  it('opens one pull request whose branch differs from the base only in the file, then updates it in place, then closes it', async () => {
    const baseHead = gh.git.head(REPO, 'main');
    const first = await propose(git, await login(), proposal(EDITED));
    expect(first).toMatchObject({ action: 'created', number: 1, url: 'https://github.com/acme/shop/pull/1', branch: BRANCH });
    expect(gh.git.head(REPO, 'main')).toBe(baseHead); // never the base branch
    expect(gh.git.files(REPO, BRANCH)).toEqual({ ...gh.git.files(REPO, 'main'), [FILE]: EDITED });
    const head = gh.git.commitObject(gh.git.head(REPO, BRANCH)!)!;
    expect(head.parents).toEqual([baseHead]);
    expect(head.message).toBe(`stack.pull: prod.yml from the server\n\n${commitTrailer(KEY)}`);
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]).toMatchObject({ head: BRANCH, base: 'main', login: 'github-actions[bot]', state: 'open' });
    // A fixed number of requests: identity, pulls, base ref + commit, the file on base, branch ref, blob, tree, commit, ref, pull request.
    expect(gh.requests.map((r) => `${r.method} ${r.path.replace(/\/repos\/acme\/shop/, '')}`)).toEqual([
      'POST /graphql',
      'GET /pulls',
      'GET /git/ref/heads%2Fobservability-ops%2Fpull%2Fprod-yml-1234abcd',
      'GET /git/ref/heads%2Fmain',
      `GET /git/commits/${baseHead}`,
      'GET /contents/.github%2Fstack%2Fprod.yml',
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'POST /git/refs',
      'POST /pulls',
    ]);

    // The same proposal again: nothing written.
    gh.requests.length = 0;
    expect(await propose(git, await login(), proposal(EDITED))).toMatchObject({ action: 'unchanged', number: 1 });
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/acme/shop/git/blobs', 'POST /repos/acme/shop/git/trees']);
    expect(gh.git.commitObject(gh.git.head(REPO, BRANCH)!)).toEqual(head);

    // Another proposal: the same pull request, its branch rebuilt on the base (one commit).
    const again = ORIGINAL.replace('On-call', 'Pager');
    expect(await propose(git, await login(), proposal(again, { body: `${MARKER}\nnew body` }))).toMatchObject({ action: 'updated', number: 1 });
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]!.body).toBe(`${MARKER}\nnew body`);
    expect(gh.git.file(REPO, BRANCH, FILE)).toBe(again);
    expect(gh.git.commitObject(gh.git.head(REPO, BRANCH)!)!.parents).toEqual([baseHead]);

    // The base moves on (another file): the branch is rebuilt on its new head.
    const moved = gh.git.commit(REPO, 'main', { 'README.md': '# shop, v2\n' });
    expect(await propose(git, await login(), proposal(again, { body: `${MARKER}\nnew body` }))).toMatchObject({ action: 'updated', number: 1 });
    expect(gh.git.commitObject(gh.git.head(REPO, BRANCH)!)!.parents).toEqual([moved]);
    expect(gh.git.files(REPO, BRANCH)).toEqual({ ...gh.git.files(REPO, 'main'), [FILE]: again });

    // Nothing left to pull: a note, closed, its branch deleted.
    expect(
      await withdraw(git, await login(), { key: KEY, marker: MARKER, branch: BRANCH, note: 'Nothing to pull: the file matches the server.' }),
    ).toMatchObject({
      action: 'closed',
      number: 1,
    });
    expect(gh.pulls[0]!.state).toBe('closed');
    expect(gh.comments.map((c) => [c.issue, c.body])).toEqual([[1, 'Nothing to pull: the file matches the server.']]);
    expect(gh.git.branches(REPO)).toEqual(['main']);
    expect(await withdraw(git, await login(), { key: KEY, marker: MARKER, branch: BRANCH, note: 'x' })).toEqual({ action: 'none', branch: BRANCH });

    // The next drift opens a new pull request (the closed one stays closed).
    expect(await propose(git, await login(), proposal(EDITED))).toMatchObject({
      action: 'created',
      number: 2,
    });
  });

  it('leaves alone a pull request on its branch that someone else opened, or that does not start with its marker', async () => {
    gh.git.commit(REPO, BRANCH, { [FILE]: 'theirs\n' }, { message: 'by hand' });
    gh.addIssue({ login: 'mallory', title: 'x', body: `${MARKER}\nnot ours`, pullRequest: true, head: BRANCH, base: 'main' });
    gh.requests.length = 0;
    const out = await propose(git, await login(), proposal(EDITED));
    expect(out).toMatchObject({ action: 'skipped', reason: expect.stringContaining('the head of pull request #1, which this tool did not open') });
    expect(writes()).toEqual([]);
    expect(await withdraw(git, await login(), { key: KEY, marker: MARKER, branch: BRANCH, note: 'x' })).toMatchObject({ action: 'skipped' });
    expect(writes()).toEqual([]);

    // Ours by author, but another key's (or a quoted) marker: not ours either.
    const p = gh.pulls[0]!;
    p.login = 'github-actions[bot]';
    p.body = `quoted: ${MARKER}`;
    expect(await propose(git, await login(), proposal(EDITED))).toMatchObject({ action: 'skipped' });
    expect(writes()).toEqual([]);
  });

  it('leaves its branch alone once someone else committed to it, and says so', async () => {
    expect(await propose(git, await login(), proposal(EDITED))).toMatchObject({ action: 'created' });
    const fix = gh.git.commit(REPO, BRANCH, { [FILE]: `${EDITED}# reviewed\n` }, { message: 'a human fix' });
    gh.requests.length = 0;
    const out = await propose(git, await login(), proposal(ORIGINAL.replace('On-call', 'Other')));
    expect(out).toMatchObject({ action: 'skipped', reason: expect.stringMatching(/someone else committed to branch .*\(pull request #1\)/) });
    expect(await withdraw(git, await login(), { key: KEY, marker: MARKER, branch: BRANCH, note: 'x' })).toMatchObject({ action: 'skipped' });
    expect(writes()).toEqual([]);
    expect(gh.git.head(REPO, BRANCH)).toBe(fix);
    expect(gh.pulls[0]!.state).toBe('open');
  });

  it('refuses to propose over a base whose file changed since the run read it', async () => {
    gh.git.commit(REPO, 'main', { [FILE]: `${ORIGINAL}# a teammate's change\n` });
    gh.requests.length = 0;
    const out = await propose(git, await login(), proposal(EDITED));
    expect(out).toMatchObject({ action: 'skipped', reason: expect.stringContaining('is not the file this run read') });
    expect(writes()).toEqual([]);
  });
});

describe('permissions', () => {
  it.each([
    [{ contentsReadOnly: true }, /lacks `contents: write`.*Grant `permissions: contents: write`/],
    [{ pullRequestsReadOnly: true }, /lacks `pull-requests: write`.*Grant `permissions: pull-requests: write`/],
    [
      { actionsMayNotCreatePullRequests: true },
      /does not allow GitHub Actions to create pull requests.*Allow GitHub Actions to create and approve pull requests/,
    ],
  ] as const)('%o: the missing permission is named', async (opts, text) => {
    await connect(opts);
    const baseHead = gh.git.head(REPO, 'main');
    const error = await propose(git, await login(), proposal(EDITED)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitDataError);
    expect(describeProposalFailure(error, 'acme/shop')).toMatch(text);
    expect(gh.git.head(REPO, 'main')).toBe(baseHead);
  });
});
