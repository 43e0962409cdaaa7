// Octokit as this action uses it outside the PR comment: from `@actions/github` (loaded when first
// needed, so runs that never talk to GitHub do not pay for it), every request with its own timeout,
// and every failure turned into one error type that names the request and never the token.

import { createSecretsClient, GitHubError, type GitHubRequests, type SecretScope, type SecretsClient } from '../github/secrets.js';
import type { Log } from '../util/log.js';

type GitHubModule = typeof import('@actions/github');
export type Octokit = ReturnType<GitHubModule['getOctokit']>;

/** Where Octokit's own messages go (the action passes its redacting runner, never bare console). */
export type GitHubLog = Pick<Log, 'debug' | 'warning'>;

export interface OctokitOptions {
  /** `GITHUB_API_URL` (GitHub Enterprise Server included). */
  apiUrl: string;
  /** Per request, like the API client's `timeout-seconds`. */
  timeoutMs: number;
  log: GitHubLog;
}

export async function createOctokit(token: string, opts: OctokitOptions): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, {
    baseUrl: opts.apiUrl,
    log: { debug: opts.log.debug, info: opts.log.debug, warn: opts.log.warning, error: opts.log.warning },
  });
  octokit.hook.wrap('request', async (request, options) => {
    const own = AbortSignal.timeout(opts.timeoutMs);
    // In place: the hooks inside this one (auth) were bound to this very options object.
    options.request = { ...options.request, signal: own };
    try {
      return await request(options);
    } catch (e) {
      const { method, url } = octokit.request.endpoint.parse(options);
      const what = `${method} ${new URL(url).pathname}`;
      if (own.aborted) throw new GitHubError(`${what}: GitHub did not answer within ${opts.timeoutMs / 1000} s (timeout-seconds)`, undefined);
      const status = typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : undefined;
      const message = e instanceof Error ? e.message : String(e);
      throw new GitHubError(status ? `${what} → ${status}: ${message}` : `${what} failed: ${message}`, status);
    }
  });
  return octokit;
}

/** The GitHub the engine's operations get from the action (src/operations/types.ts `GitHubAccess`). */
export function gitHubAccess(log: GitHubLog): { secrets(token: string, scope: SecretScope, opts: { apiUrl: string; timeoutMs: number }): Promise<SecretsClient> } {
  return {
    async secrets(token, scope, opts) {
      const octokit = await createOctokit(token, { ...opts, log });
      const requests: GitHubRequests = {
        request: (route, params) => octokit.request(route, params),
        paginate: (route, params) => octokit.paginate(route, params),
      };
      return createSecretsClient(requests, scope);
    },
  };
}
