import type { RunContext } from '../operations/types.js';
import { actionNamer } from '../util/input-error.js';

/**
 * The action's run context, from the runner's environment: the checkout (GITHUB_WORKSPACE, else
 * the working directory), the repository, and the few variables the engine reads. The engine
 * reads nothing of the environment itself.
 */
export function actionContext(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RunContext {
  return {
    root: env.GITHUB_WORKSPACE || cwd,
    repository: env.GITHUB_REPOSITORY || undefined,
    env: {
      GITHUB_REPOSITORY_OWNER: env.GITHUB_REPOSITORY_OWNER,
      GITHUB_API_URL: env.GITHUB_API_URL,
      GITHUB_GRAPHQL_URL: env.GITHUB_GRAPHQL_URL,
      GITHUB_REF: env.GITHUB_REF,
    },
    // "Input `api-key` is required": the workflow names inputs in `with:`.
    nameInput: actionNamer,
    secretVariable: (name) => env[name],
  };
}
