import type { RunContext } from '../operations/types.js';
import { credentialGuard } from '../stack/secrets.js';
import { actionNamer } from '../util/input-error.js';
import type { Redactor } from '../util/redact.js';

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
    env: { GITHUB_REPOSITORY_OWNER: env.GITHUB_REPOSITORY_OWNER, GITHUB_API_URL: env.GITHUB_API_URL },
    // "Input `api-key` is required": the workflow names inputs in `with:`.
    nameInput: actionNamer,
    secretVariable: credentialGuard((name) => env[name], redactor),
  };
}
