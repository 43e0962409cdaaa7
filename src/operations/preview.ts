// Live previews around a sync (issue 33, `preview: true`): what the run's event asks of the
// copies (src/dashboards/preview.ts) — a pull request's plan previews the dashboards it creates or
// changes; a closed pull request's copies are deleted; a run of no pull request (a schedule)
// deletes the copies whose pull request GitHub says is closed. The one reconcile run hands over
// its plan (reconcile/run.ts, `after`); the copies never enter it.
import { previewReport, syncPreviews, type Planned } from '../dashboards/preview.js';
import { isOwnerTag } from '../reconcile/owner.js';
import type { AfterPlan } from '../reconcile/run.js';
import { InputError, msg, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { parseTimeoutMs } from './connection.js';
import type { OperationContext } from './types.js';

export interface PreviewSettings {
  /** `ui-url`: where the copies are linked; empty: listed, not linked. */
  uiUrl: string;
  /** `github-token`: reads the state of the copies' pull requests in a scheduled run. */
  githubToken: string;
  timeoutMs: number;
}

/** `preview`, `ui-url`: undefined when previews are off; checked before any request. */
export function readPreviewInputs(input: Inputs): PreviewSettings | undefined {
  const uiUrl = input.text('ui-url');
  if (uiUrl && !/^https?:\/\/[^\s/]+(\/\S*)?$/i.test(uiUrl))
    throw new InputError(msg`${theInput('ui-url')} must be the UI's http(s) address, e.g. https://hyperdx.example.com.`);
  if (!input.bool('preview')) return undefined;
  return { uiUrl, githubToken: input.text('github-token'), timeoutMs: parseTimeoutMs(input) };
}

/** The step after a sync's plan that brings the preview copies to what the run's event says. */
export function previewStep(ctx: OperationContext, s: PreviewSettings, dryRun: boolean): AfterPlan {
  return async ({ changed }) => {
    const { repository, env } = ctx.context;
    const pr = env.pullRequest;
    if (!repository) return { notes: ['Live previews: the repository is unknown (GITHUB_REPOSITORY), so none were made or removed.'] };
    // Only a plan is previewed: a run that applies on a pull request's event has made the real dashboards.
    if (pr && !pr.closed && !dryRun)
      return { notes: ["Live previews are made on a pull request's plan (`dry-run: true`); this run applied, so none were made."] };
    const notes: string[] = [];
    let stateOf: ((n: number) => Promise<'open' | 'closed' | undefined>) | undefined;
    if (!pr) {
      if (s.githubToken) stateOf = await pullRequestStates(ctx, s, repository);
      else notes.push('Live previews: without `github-token` a scheduled run cannot read which pull requests are closed, so no preview copy was removed.');
    }
    const planned: Planned[] = changed
      .filter((c) => c.kind === 'dashboards')
      // A copy is keyed by its original's owner (its scope's tag) and name: stable from push to push.
      .map((c) => ({ scope: ownerOf(c.body), name: c.name, body: c.body }));
    try {
      const rows = await syncPreviews({
        client: ctx.client,
        repository,
        ...(pr ? { pullRequest: pr } : {}),
        ...(stateOf ? { stateOf } : {}),
        planned,
        uiUrl: s.uiUrl,
      });
      const shown = previewReport(rows);
      return { ...(shown.details ? { details: [shown.details] } : {}), notes: [...notes, ...(shown.note ? [shown.note] : [])] };
    } catch (e) {
      // The plan stands without its previews: said, not a failure of the run.
      return { notes: [...notes, `Live previews failed: ${e instanceof Error ? e.message : String(e)}`] };
    }
  };
}

const ownerOf = (body: Record<string, unknown>): string =>
  (Array.isArray(body.tags) ? (body.tags as unknown[]) : []).find((t): t is string => typeof t === 'string' && isOwnerTag(t)) ?? '';

/** One GitHub read per pull request (GitData.pullRequestState), with the run's token. */
async function pullRequestStates(
  ctx: OperationContext,
  s: PreviewSettings,
  repository: string,
): Promise<(n: number) => Promise<'open' | 'closed' | undefined>> {
  const [owner = '', repo = ''] = repository.split('/');
  const { git } = await ctx.github.gitData(
    s.githubToken,
    { owner, repo },
    {
      apiUrl: (ctx.context.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      ...(ctx.context.env.GITHUB_GRAPHQL_URL ? { graphqlUrl: ctx.context.env.GITHUB_GRAPHQL_URL } : {}),
      timeoutMs: s.timeoutMs,
      maxRetries: ctx.connection.client.maxRetries,
    },
  );
  return (n) => git.pullRequestState(n);
}
