import * as runner from './core.js';
import { sameLogin, tokenLogin, withDeadlines } from './comment.js';
import { gitHubEnvironment } from './context.js';
import { readMarker } from '../report/marker.js';

/**
 * `drift-issue: true`: one GitHub issue per comment key (operation + file) that holds the plan while
 * a drift check finds drift, in the manner of tfaction's and Terramate's drift issues. Ours is the
 * open issue whose body *starts* with the key's marker AND whose author is the token's identity,
 * as for the sticky comment: someone else's issue quoting the marker is never touched.
 */

export type DriftIssueAction = 'created' | 'updated' | 'closed' | 'unchanged' | 'skipped' | 'failed';

export interface DriftIssueOutcome {
  action: DriftIssueAction;
  number?: number;
  url?: string;
  /** Why it failed or was skipped (a failure is already reported as a warning). */
  reason?: string;
}

export interface DriftIssueRequest {
  owner: string;
  repo: string;
  key: string;
  /** The plan has writes: open or update the issue; else close ours. */
  drift: boolean;
  title: string;
  /** Starts with the key's marker; fits GitHub's limit with `runLine` appended. */
  body: string;
  /** The line naming this run; not compared, so a run that finds the same plan writes nothing. */
  runLine: string;
  /**
   * The `plan-fingerprint`: when given, the issue is "the same" when it holds this fingerprint and
   * title, whatever the rest of the report says. A backtest replays a window that moves with the
   * clock, so two checks of one unchanged drift render different figures; they must not rewrite
   * the issue each time.
   */
  fingerprint?: string;
  /** For the comment that closes the issue. */
  runLink: string | undefined;
}

/**
 * Separates the plan from the run line in the issue body. A hidden comment, so it never shows,
 * and a body compares by what comes before it.
 */
export const RUN_LINE_SEPARATOR = '\n\n<!-- observability-ops:run -->\n';

const FINGERPRINT_LINE = /^<!-- observability-ops:plan-fingerprint ([0-9a-f]+) -->$/m;

/** The hidden line after the separator that records which plan the issue holds. */
export function fingerprintLine(fingerprint: string | undefined): string {
  return fingerprint ? `<!-- observability-ops:plan-fingerprint ${fingerprint} -->\n` : '';
}

/** The fingerprint an issue body was written for (after the run-line separator), if any. */
function bodyFingerprint(body: string | null | undefined): string | undefined {
  const text = body ?? '';
  const at = text.indexOf(RUN_LINE_SEPARATOR);
  return at < 0 ? undefined : FINGERPRINT_LINE.exec(text.slice(at))?.[1];
}

/** What of an issue body says the drift: everything before the run line. */
function planPart(body: string | null | undefined): string {
  const text = body ?? '';
  const at = text.indexOf(RUN_LINE_SEPARATOR);
  return at < 0 ? text : text.slice(0, at);
}

/**
 * Opens, updates or closes our drift issue. Every GitHub request has `timeoutMs`, the whole phase
 * COMMENT_PHASE_REQUESTS × that. Never throws: a failure becomes a warning naming the permission
 * or the request, and `action: 'failed'`; the step's own result stands.
 */
export async function syncDriftIssue(token: string, req: DriftIssueRequest, opts: { timeoutMs: number }): Promise<DriftIssueOutcome> {
  const where = `${req.owner}/${req.repo}`;
  try {
    const { getOctokit } = await import('@actions/github');
    const octokit = getOctokit(token, { baseUrl: gitHubEnvironment().apiUrl });
    withDeadlines(octokit, opts.timeoutMs, 'drift issue');
    const me = await tokenLogin(octokit);
    const { owner, repo } = req;

    let ours: { number: number; title: string; body?: string | null; html_url: string } | undefined;
    // Every open issue, not only labelled ones: a label someone removed must not lead to a second issue.
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listForRepo, { owner, repo, state: 'open', per_page: 100 })) {
      // The issues list holds pull requests too; a PR is never our drift issue.
      ours = page.data.find((i) => !i.pull_request && readMarker(i.body ?? undefined) === req.key && sameLogin(i.user?.login, me));
      if (ours) break;
    }

    if (!req.drift) {
      if (!ours) {
        runner.info('No drift, and no open drift issue.');
        return { action: 'unchanged' };
      }
      const gone = req.runLink ? `Drift gone: the plan of [this run](${req.runLink}) is empty.` : 'Drift gone: the plan of this run is empty.';
      await octokit.rest.issues.createComment({ owner, repo, issue_number: ours.number, body: gone });
      const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: ours.number, state: 'closed', state_reason: 'completed' });
      runner.info(`No drift: closed drift issue ${data.html_url}`);
      return { action: 'closed', number: data.number, url: data.html_url };
    }

    const body = `${req.body}${RUN_LINE_SEPARATOR}${fingerprintLine(req.fingerprint)}${req.runLine}`;
    if (ours) {
      const samePlan = req.fingerprint ? bodyFingerprint(ours.body) === req.fingerprint : planPart(ours.body) === req.body;
      if (samePlan && ours.title === req.title) {
        runner.info(`Drift unchanged: issue ${ours.html_url} already holds this plan.`);
        return { action: 'unchanged', number: ours.number, url: ours.html_url };
      }
      const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: ours.number, title: req.title, body });
      runner.info(`Drift changed: updated issue ${data.html_url}`);
      return { action: 'updated', number: data.number, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.create({ owner, repo, title: req.title, body });
    runner.info(`Drift found: opened issue ${data.html_url}`);
    return { action: 'created', number: data.number, url: data.html_url };
  } catch (e) {
    const reason = describeFailure(e, where);
    runner.warning(reason, { title: 'Drift issue not updated' });
    return { action: 'failed', reason };
  }
}

function describeFailure(e: unknown, where: string): string {
  const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
  const message = e instanceof Error ? e.message : String(e);
  const what = `Could not update the drift issue of ${where}`;
  const fallback = 'The plan is still in the job summary and in the file named by the `report` output.';
  if (status === 403 && /rate limit/i.test(message)) return `${what}: GitHub API rate limit (${message}). ${fallback}`;
  if (status === 403 || (status === 404 && /not accessible by integration/i.test(message))) {
    return `${what}: the token may not write issues (HTTP ${status}: ${message}). Grant \`permissions: issues: write\` to the job. ${fallback}`;
  }
  if (status === 410) return `${what}: issues are disabled in this repository (HTTP 410: ${message}). ${fallback}`;
  return `${what}: ${status ? `HTTP ${status}: ` : ''}${message}. ${fallback}`;
}
