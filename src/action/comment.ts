import * as runner from './core.js';
import { GITHUB_ACTIONS_LOGIN, sameLogin } from '../github/identity.js';
import { readMarker } from '../report/marker.js';
import { gitHubEnvironment } from './context.js';
import type { PullRequestTarget } from './pull-request.js';

export { GITHUB_ACTIONS_LOGIN, sameLogin };

/**
 * The comment phase as a whole gets this many request budgets (identity, a few pages of
 * comments, the write): a GitHub that answers each request just in time still cannot hold the step.
 */
export const COMMENT_PHASE_REQUESTS = 4;

/** A GitHub request, or the comment phase, ran out of time (the message says which and where). */
class GitHubTimeout extends Error {}

export type CommentAction = 'created' | 'updated' | 'unchanged' | 'failed';

export interface CommentOutcome {
  action: CommentAction;
  id?: number;
  url?: string;
  /** Why it failed (already reported as a warning). */
  reason?: string;
}

type GitHubModule = typeof import('@actions/github');
export type Octokit = ReturnType<GitHubModule['getOctokit']>;

/**
 * Creates or updates the one comment on the PR whose first line is the marker of `key` AND that
 * was written by the token's own identity; someone else's comment, or a body that only quotes
 * the marker, is never touched. Identical bodies are not rewritten. Every GitHub request has
 * `timeoutMs`, the whole phase COMMENT_PHASE_REQUESTS × that. Never throws: a failure becomes a
 * warning naming what did not happen, and `action: 'failed'`; the step's own result stands.
 *
 * `@actions/github` (Octokit and its HTTP stack) is imported here, lazily, so runs that post no
 * comment never load it.
 */
export async function upsertComment(token: string, target: PullRequestTarget, key: string, body: string, opts: { timeoutMs: number }): Promise<CommentOutcome> {
  try {
    const { getOctokit } = await import('@actions/github');
    const octokit = getOctokit(token, { baseUrl: gitHubEnvironment().apiUrl });
    withDeadlines(octokit, opts.timeoutMs);
    const me = await tokenLogin(octokit);
    const { owner, repo, number } = target;

    let existing: { id: number; body?: string; html_url: string } | undefined;
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: number,
      per_page: 100,
    })) {
      existing = page.data.find((c) => readMarker(c.body) === key && sameLogin(c.user?.login, me));
      if (existing) break;
    }

    if (existing) {
      if (existing.body === body) {
        runner.info(`PR #${number}: comment ${existing.html_url} is already up to date.`);
        return { action: 'unchanged', id: existing.id, url: existing.html_url };
      }
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      runner.info(`PR #${number}: updated comment ${data.html_url}`);
      return { action: 'updated', id: data.id, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
    runner.info(`PR #${number}: created comment ${data.html_url}`);
    return { action: 'created', id: data.id, url: data.html_url };
  } catch (e) {
    const reason = describeFailure(e, target);
    runner.warning(reason, { title: 'PR comment not posted' });
    return { action: 'failed', reason };
  }
}

/**
 * Every request gets its own timeout and the phase's deadline (octokit passes `request.signal`
 * to fetch, which aborts the connection, so nothing is left holding the process).
 */
export function withDeadlines(octokit: Octokit, timeoutMs: number, phaseName = 'comment'): void {
  const phase = AbortSignal.timeout(COMMENT_PHASE_REQUESTS * timeoutMs);
  octokit.hook.wrap('request', async (request, options) => {
    const own = AbortSignal.timeout(timeoutMs);
    // In place: the hooks inside this one (auth) were bound to this very options object.
    options.request = { ...options.request, signal: AbortSignal.any([own, phase]) };
    try {
      return await request(options);
    } catch (e) {
      if (!own.aborted && !phase.aborted) throw e;
      const { method, url } = octokit.request.endpoint.parse(options);
      const what = `${method} ${new URL(url).pathname}`;
      throw new GitHubTimeout(
        phase.aborted
          ? `the ${phaseName} phase did not finish within ${(COMMENT_PHASE_REQUESTS * timeoutMs) / 1000} s (${COMMENT_PHASE_REQUESTS} × timeout-seconds); ${what} was still waiting`
          : `${what}: GitHub did not answer within ${timeoutMs / 1000} s (timeout-seconds)`,
      );
    }
  });
}

/**
 * The login the token writes as. GraphQL `viewer` works for GITHUB_TOKEN, PATs and GitHub App
 * installation tokens (which cannot call `GET /user`). When even that is refused we assume the
 * workflow token's author, `github-actions[bot]`.
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const url = gitHubEnvironment().graphqlUrl;
    const res = await octokit.graphql<{ viewer?: { login?: string } | null }>({
      query: 'query { viewer { login } }',
      ...(url ? { url } : {}),
    });
    if (res.viewer?.login) return res.viewer.login;
  } catch (e) {
    runner.debug(`Token identity lookup failed (${(e as Error).message}); assuming ${GITHUB_ACTIONS_LOGIN}.`);
  }
  return GITHUB_ACTIONS_LOGIN;
}

function describeFailure(e: unknown, target: PullRequestTarget): string {
  const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
  const message = e instanceof Error ? e.message : String(e);
  const where = `PR #${target.number} in ${target.owner}/${target.repo}`;
  const fallback = 'The report is still in the job summary and in the file named by the `report` output.';
  if (status === 403 && /rate limit/i.test(message)) {
    return `Could not comment on ${where}: GitHub API rate limit (${message}). ${fallback}`;
  }
  if (status === 403 || (status === 404 && /not accessible by integration/i.test(message))) {
    const fork = target.fromFork
      ? ' This pull request comes from a fork, so its token is read-only whatever `permissions:` says: post the `report` file from a `workflow_run` workflow instead.'
      : ' On pull requests from forks the token is always read-only: post the `report` file from a `workflow_run` workflow instead.';
    return `Could not comment on ${where}: the token is read-only (HTTP ${status}: ${message}). Grant \`permissions: pull-requests: write\` to the job.${fork} ${fallback}`;
  }
  if (status === 404)
    return `Could not comment on ${where}: not found (HTTP 404: ${message}). Check \`pr-number\` and the token's repository access. ${fallback}`;
  return `Could not comment on ${where}: ${status ? `HTTP ${status}: ` : ''}${message}. ${fallback}`;
}
