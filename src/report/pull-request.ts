import { readFileSync } from 'node:fs';

export interface PullRequestTarget {
  owner: string;
  repo: string;
  number: number;
  /** The head branch lives in a fork (its token is read-only, whatever `permissions:` says). */
  fromFork: boolean;
}

interface EventPayload {
  pull_request?: {
    number?: number;
    head?: { repo?: { full_name?: string; fork?: boolean } | null };
    base?: { repo?: { full_name?: string } };
  };
  issue?: { number?: number; pull_request?: unknown };
}

/** Events whose payload names the pull request the run belongs to. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

/**
 * The PR to comment on: input `pr-number` first, else the event payload (pull_request,
 * pull_request_target, reviews, or an issue_comment on a PR). Undefined when the run has none.
 * Reads GITHUB_EVENT_PATH directly so that nothing of @actions/github is loaded to find out.
 */
export function findPullRequest(prNumber: number | undefined, env: NodeJS.ProcessEnv = process.env): PullRequestTarget | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) return undefined;
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pr = payload.pull_request;
  const headRepo = pr?.head?.repo;
  const fromFork =
    !!pr && (headRepo === null || headRepo?.fork === true || (!!headRepo?.full_name && headRepo.full_name !== pr.base?.repo?.full_name));

  if (prNumber !== undefined) return { owner, repo, number: prNumber, fromFork: pr?.number === prNumber && fromFork };
  const event = env.GITHUB_EVENT_NAME ?? '';
  if (PR_EVENTS.has(event) && typeof pr?.number === 'number') return { owner, repo, number: pr.number, fromFork };
  if (event === 'issue_comment' && payload.issue?.pull_request && typeof payload.issue.number === 'number') {
    return { owner, repo, number: payload.issue.number, fromFork: false };
  }
  return undefined;
}

function readPayload(path: string | undefined): EventPayload {
  if (!path) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as EventPayload) : {};
  } catch {
    return {};
  }
}

/** Link to this workflow run, when the runner's variables are there. */
export function runUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}
