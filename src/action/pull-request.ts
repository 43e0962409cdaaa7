import { gitHubEnvironment, type GitHubEnvironment } from './context.js';

export interface PullRequestTarget {
  owner: string;
  repo: string;
  number: number;
  /** The head branch lives in a fork (its token is read-only, whatever `permissions:` says). */
  fromFork: boolean;
}

/** Events whose payload names the pull request the run belongs to. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

/**
 * Whether this run can belong to a pull request at all: a PR event, a comment on an issue (which
 * may be a PR), or an explicit `pr-number`. Runs for which it is false (push, schedule, dispatch)
 * never load @actions/github, which costs a fifth of a cold start (CONTRIBUTING.md "Performance").
 */
export function mayHavePullRequest(prNumber: number | undefined, eventName = gitHubEnvironment().eventName ?? ''): boolean {
  return prNumber !== undefined || PR_EVENTS.has(eventName) || eventName === 'issue_comment';
}

/**
 * The PR to comment on: input `pr-number` first, else the event (pull_request,
 * pull_request_target, reviews, or an issue_comment on a PR), read from @actions/github's context.
 * Undefined when the run has none.
 */
export async function findPullRequest(prNumber: number | undefined): Promise<PullRequestTarget | undefined> {
  const { context } = await import('@actions/github');
  let repo: { owner: string; repo: string };
  try {
    repo = context.repo; // GITHUB_REPOSITORY, else the payload's repository
  } catch {
    return undefined;
  }
  // The event payload as GitHub sends it; every field read here may be missing.
  const pr = context.payload.pull_request as
    { number: number; head?: { repo?: { full_name?: string; fork?: boolean } | null }; base?: { repo?: { full_name?: string } | null } } | undefined;
  const headRepo = pr?.head?.repo;
  const fromFork = !!pr && (headRepo === null || headRepo?.fork === true || (!!headRepo?.full_name && headRepo.full_name !== pr.base?.repo?.full_name));

  if (prNumber !== undefined) return { ...repo, number: prNumber, fromFork: pr?.number === prNumber && fromFork };
  if (PR_EVENTS.has(context.eventName) && typeof pr?.number === 'number') return { ...repo, number: pr.number, fromFork };
  const issue = context.payload.issue;
  if (context.eventName === 'issue_comment' && issue?.pull_request && typeof issue.number === 'number') {
    return { ...repo, number: issue.number, fromFork: false };
  }
  return undefined;
}

/** Link to this workflow run, when the runner's variables are there. */
export function runUrl(env: GitHubEnvironment = gitHubEnvironment()): string | undefined {
  const { serverUrl: server, repository: repo, runId: run } = env;
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}
