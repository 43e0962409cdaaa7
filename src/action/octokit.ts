// Octokit as this action uses it outside the PR comment: from `@actions/github` (loaded when first
// needed, so runs that never talk to GitHub do not pay for it), every request with its own timeout,
// idempotent requests retried through transient failures like the API client's, and every failure
// turned into one error type that names the request and never the token.

import { createGitData, type GitData, type Repository } from '../github/git-data.js';
import { GITHUB_ACTIONS_LOGIN } from '../github/identity.js';
import { createSecretsClient, GitHubError, type GitHubRequests, type SecretScope, type SecretsClient } from '../github/secrets.js';
import { backoffMs, MAX_RETRY_WAIT_MS } from '../util/backoff.js';
import { waitOrCancel } from '../util/cancel.js';
import { formatDuration } from '../util/duration.js';
import type { Log } from '../util/log.js';

type GitHubModule = typeof import('@actions/github');
export type Octokit = ReturnType<GitHubModule['getOctokit']>;

/** Where Octokit's own messages go (the action passes its redacting runner, never bare console). */
export type GitHubLog = Pick<Log, 'debug' | 'warning'>;

export interface GitHubOptions {
  /** `GITHUB_API_URL` (GitHub Enterprise Server included). */
  apiUrl: string;
  /** Per request (per attempt), like the API client's `timeout-seconds`. */
  timeoutMs: number;
  /** Retries of a transient failure, like the API client's `max-retries`. */
  maxRetries: number;
}

export interface OctokitOptions extends GitHubOptions {
  log: GitHubLog;
  /** Aborted when a cancelled run's budget is spent: the request still open is given up, and nothing is retried. */
  deadline?: AbortSignal;
}

/** GitHub's transient answers: worth the same request again after a backoff. */
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
/** Methods whose repetition changes nothing (a secret PUT writes the same value again); POST and PATCH are never re-sent. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

export async function createOctokit(token: string, opts: OctokitOptions): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, {
    baseUrl: opts.apiUrl,
    log: { debug: opts.log.debug, info: opts.log.debug, warn: opts.log.warning, error: opts.log.warning },
  });
  octokit.hook.wrap('request', async (request, options) => {
    const { method, url } = octokit.request.endpoint.parse(options);
    const what = `${method} ${new URL(url).pathname}`;
    const retries = IDEMPOTENT.has(method) ? opts.maxRetries : 0;
    let unanswered = false; // an attempt went unanswered: a write may have landed
    const deadline = opts.deadline ?? new AbortController().signal;
    for (let attempt = 0; ; attempt++) {
      const own = AbortSignal.timeout(opts.timeoutMs);
      // In place: the hooks inside this one (auth) were bound to this very options object.
      options.request = { ...options.request, signal: AbortSignal.any([own, deadline]) };
      try {
        return await request(options);
      } catch (e) {
        const failure = deadline.aborted
          ? { message: `${what}: given up, the run was cancelled`, transient: false }
          : describeFailure(e, own.aborted, what, opts.timeoutMs);
        unanswered ||= failure.status === undefined;
        if (failure.transient && attempt < retries) {
          const wait = failure.retryAfterMs ?? backoffMs(attempt);
          opts.log.debug(
            `GitHub: ${failure.message}; retry ${attempt + 1} of ${retries} in ${formatDuration(wait)}${failure.retryAfterMs ? ' (retry-after)' : ''}`,
          );
          await waitOrCancel(wait, deadline);
          if (!deadline.aborted) continue;
        }
        const tries = attempt > 0 ? ` (${attempt + 1} attempts)` : '';
        throw new GitHubError(`${failure.message}${tries}`, failure.status, method !== 'GET' && unanswered);
      }
    }
  });
  return octokit;
}

interface Failure {
  message: string;
  /** GitHub's answer; undefined when none came (timeout, reset): a write may have landed. */
  status?: number;
  /** Worth trying again: after the wait GitHub asked for, else after the backoff. */
  transient: boolean;
  retryAfterMs?: number;
}

function describeFailure(e: unknown, timedOut: boolean, what: string, timeoutMs: number): Failure {
  if (timedOut) return { message: `${what}: GitHub did not answer within ${timeoutMs / 1000} s (timeout-seconds)`, transient: true };
  // Octokit gives a network failure status 500 but no response: only a response is GitHub's answer.
  const response = (e as { response?: { status?: unknown; headers?: Record<string, unknown> } }).response;
  const message = e instanceof Error ? e.message : String(e);
  if (typeof response?.status !== 'number') return { message: `${what} failed: ${message}`, transient: true };
  const status = response.status;
  const failure = { message: `${what} → ${status}: ${message}`, status };
  if (TRANSIENT_STATUS.has(status)) return { ...failure, transient: true };
  // A secondary rate limit (403 or 429) says how long to wait; a 403 without it is a refusal, and
  // a primary limit (no retry-after, its reset up to an hour away) is not worth holding the job for.
  const retryAfterMs = Number(response.headers?.['retry-after']) * 1000;
  if ((status === 403 || status === 429) && retryAfterMs > 0 && retryAfterMs <= MAX_RETRY_WAIT_MS) return { ...failure, transient: true, retryAfterMs };
  return { ...failure, transient: false };
}

/** The GitHub the engine's operations get from the action (src/operations/types.ts `GitHubAccess`). */
export function gitHubAccess(
  log: GitHubLog,
  deadline?: AbortSignal,
): {
  secrets(token: string, scope: SecretScope, opts: GitHubOptions): Promise<SecretsClient>;
  gitData(token: string, repository: Repository, opts: GitHubOptions & { graphqlUrl?: string }): Promise<{ git: GitData; login: () => Promise<string> }>;
} {
  const requestsOf = (octokit: Octokit): GitHubRequests => ({
    request: (route, params) => octokit.request(route, params),
    paginate: (route, params) => octokit.paginate(route, params),
  });
  return {
    async secrets(token, scope, opts) {
      return createSecretsClient(requestsOf(await createOctokit(token, { ...opts, log, deadline })), scope);
    },
    async gitData(token, repository, opts) {
      const octokit = await createOctokit(token, { ...opts, log, deadline });
      let me: Promise<string> | undefined;
      return {
        git: createGitData(requestsOf(octokit), repository),
        // GraphQL `viewer` answers for GITHUB_TOKEN, PATs and app installation tokens alike; refused, the workflow token's author is assumed.
        login: () =>
          (me ??= octokit
            .graphql<{ viewer?: { login?: string } | null }>({ query: 'query { viewer { login } }', ...(opts.graphqlUrl ? { url: opts.graphqlUrl } : {}) })
            .then((r) => r.viewer?.login ?? GITHUB_ACTIONS_LOGIN)
            .catch((e: unknown) => {
              log.debug(`Token identity lookup failed (${e instanceof Error ? e.message : String(e)}); assuming ${GITHUB_ACTIONS_LOGIN}.`);
              return GITHUB_ACTIONS_LOGIN;
            })),
      };
    },
  };
}
