import { readFileSync } from 'node:fs';
import type { RunContext, RunEnvironment } from '../operations/types.js';
import { credentialGuard } from '../stack/credential-guard.js';
import { actionNamer } from '../util/input-error.js';
import type { Redactor } from '../util/redact.js';

/**
 * What the action's own publishing reads of the runner's environment (the report file's
 * directory, the links to the run, GitHub's API for the comment and the drift issue): read here,
 * the one module of the action that reads the environment.
 */
export interface GitHubEnvironment {
  /** `true` on a GitHub runner. */
  actions: boolean;
  repository?: string;
  runId?: string;
  serverUrl?: string;
  apiUrl: string;
  graphqlUrl?: string;
  eventName?: string;
  runnerTemp?: string;
}

export function gitHubEnvironment(env: NodeJS.ProcessEnv = process.env): GitHubEnvironment {
  return {
    actions: env.GITHUB_ACTIONS === 'true',
    repository: env.GITHUB_REPOSITORY || undefined,
    runId: env.GITHUB_RUN_ID || undefined,
    serverUrl: env.GITHUB_SERVER_URL || undefined,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    graphqlUrl: env.GITHUB_GRAPHQL_URL || undefined,
    eventName: env.GITHUB_EVENT_NAME || undefined,
    runnerTemp: env.RUNNER_TEMP || undefined,
  };
}

/**
 * The action's run context, from the runner's environment: the checkout (GITHUB_WORKSPACE, else
 * the working directory), the repository, and the few variables the engine reads. The engine
 * reads nothing of the environment itself. A variable a stack file names is withheld when it holds
 * one of the run's credentials (`redactor`, built from the inputs).
 */
export function actionContext(redactor: Pick<Redactor, 'holdsCredential'>, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RunContext {
  return {
    root: env.GITHUB_WORKSPACE || cwd,
    repository: env.GITHUB_REPOSITORY || undefined,
    env: {
      GITHUB_REPOSITORY_OWNER: env.GITHUB_REPOSITORY_OWNER,
      GITHUB_API_URL: env.GITHUB_API_URL,
      GITHUB_GRAPHQL_URL: env.GITHUB_GRAPHQL_URL,
      GITHUB_REF: env.GITHUB_REF,
      ...pullRequestOf(env),
    },
    // "Input `api-key` is required": the workflow names inputs in `with:`.
    nameInput: actionNamer,
    secretVariable: credentialGuard((name) => env[name], redactor),
    clock: () => Date.now(),
  };
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** The pull request a `pull_request` event is about, from the event payload the runner wrote (GITHUB_EVENT_PATH). */
function pullRequestOf(env: NodeJS.ProcessEnv): Pick<RunEnvironment, 'pullRequest'> {
  if (!PR_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH) return {};
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as { action?: unknown; pull_request?: { number?: unknown; state?: unknown } };
    const pr = payload.pull_request;
    if (typeof pr?.number !== 'number') return {};
    return { pullRequest: { number: pr.number, closed: pr.state === 'closed' || payload.action === 'closed' } };
  } catch {
    // No payload to read: the run is treated as no pull request's (no preview is made or removed).
    return {};
  }
}
