import * as runner from './core.js';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { annotateProblems } from './annotations.js';
import type { DriftIssueOutcome } from './drift-issue.js';
import { chartsWithin, COMMENT_LIMIT_CHARS, fitBody, SUMMARY_LIMIT_BYTES, utf16Length, utf8Bytes, type Measure } from '../report/fit.js';
import { renderLog } from '../report/log.js';
import { commentMarker } from '../report/marker.js';
import { renderMarkdown } from '../report/markdown.js';
import { fileInputOf, fileInputsOf } from '../operations/index.js';
import type { Report } from '../report/model.js';
import { findPullRequest, mayHavePullRequest, runUrl } from './pull-request.js';
import { gitHubEnvironment } from './context.js';
import type { Reporting } from './reporting.js';
import type { Redactor } from '../util/redact.js';

export interface PublishContext {
  reporting: Reporting;
  /** e.g. 'alerts.sync' */
  operation: string;
  /** The run's redactor: applied to the report, then to each text right before it is written. */
  redactor: Redactor;
  /** With `drift-issue`: whether the plan had writes, and the `plan` output (absent: no plan to judge). */
  drift?: { changed: boolean; plan: string | undefined; fingerprint?: string };
}

/**
 * `comment-key`, else `<operation>:<its file>`, followed by ` <input>=<file>` for each other file
 * input the operation reads (`values-file`, the `alert-file` of a dashboards run): one sticky comment,
 * drift issue and report file per set of files, so two stack files (or one file with two values
 * files) never share them. A run with one file keeps the key it always had (`alerts.sync:alerts.yml`).
 */
export function commentKeyFor(ctx: Pick<PublishContext, 'reporting' | 'operation'>): string {
  if (ctx.reporting.commentKey) return ctx.reporting.commentKey;
  const reads = fileInputsOf(ctx.operation);
  // An operation not known (a run refused before one was chosen): every file input set.
  const files = reads
    ? ctx.reporting.files.filter((f) => reads.includes(f.input)).sort((a, b) => reads.indexOf(a.input) - reads.indexOf(b.input))
    : ctx.reporting.files;
  const own = fileInputOf(ctx.operation);
  const parts = files.map((f) => (f.input === own ? f.value : `${f.input}=${f.value}`));
  return parts.length > 0 ? `${ctx.operation}:${parts.join(' ')}` : ctx.operation || 'report';
}

/** A file name for the key: readable slug, plus a short hash when the slug lost information. */
export function reportFileName(key: string): string {
  const slug =
    key
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'report';
  if (slug === key) return `${slug}.md`;
  return `${slug}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}.md`;
}

/**
 * Renders once, then: log, annotations (report.problems), job summary, Markdown file, PR comment.
 * Secrets are redacted from the report before rendering (escaping would respell them), from the
 * Markdown after, and before every cut. Never throws: every channel that fails becomes a warning,
 * and the others still run.
 */
export async function publishReport(report: Report, ctx: PublishContext): Promise<{ reportPath: string; driftIssue?: DriftIssueOutcome }> {
  const { reporting, redactor } = ctx;
  const key = commentKeyFor(ctx);
  const marker = commentMarker(key);
  const safe = redactor.value(report);

  const render = (r: Report) => redactor.text(renderMarkdown(r, { marker }));
  const rendered = attempt('render the report', () => render(safe));
  const markdown = rendered ?? redactor.text(fallbackMarkdown(safe, marker));
  // Charts go first when a body is too long; the cut of fitBody comes after, for what still is.
  const within = (limit: number, measure: Measure, where: string) =>
    rendered === undefined || measure(rendered) <= limit
      ? markdown
      : (attempt('fit the charts', () => chartsWithin(safe, limit, measure, render, where)) ?? markdown);
  const link = runUrl();
  // Redacted after the cut, once, for both places it goes: the report file and the PR comment.
  const commentBody = redactor.text(
    fitBody(
      within(COMMENT_LIMIT_CHARS, utf16Length, reporting.summary ? 'the job summary of this run' : 'the step log (as sparklines)'),
      COMMENT_LIMIT_CHARS,
      utf16Length,
      (lines, chars) =>
        cutNote(lines, chars, "GitHub's 65,536-character comment limit", link ? `the [job summary of this run](${link})` : 'the job summary of this run'),
      redactor.dropTail,
    ).body,
  );

  await attemptAsync('write the report to the log', () =>
    runner.group('Report', () => {
      for (const line of renderLog(safe, redactor)) runner.info(line);
      return Promise.resolve();
    }),
  );

  attempt('annotate file problems', () => annotateProblems(safe.problems ?? []));

  if (reporting.summary) {
    const fitted = fitBody(
      within(SUMMARY_LIMIT_BYTES, utf8Bytes, 'the step log (as sparklines)'),
      SUMMARY_LIMIT_BYTES,
      utf8Bytes,
      (lines, chars) => cutNote(lines, chars, "GitHub's 1 MiB job-summary limit", 'the file named by the `report` output'),
      redactor.dropTail,
    );
    if (fitted.cut) runner.info(`Job summary cut to fit 1 MiB: ${fitted.omittedLines} lines left out.`);
    await writeSummary(fitted.body);
  }

  const dir = join(gitHubEnvironment().runnerTemp ?? tmpdir(), 'observability-ops');
  const reportPath = join(dir, reportFileName(key));
  // Written at once: a few kilobytes, where two round trips through the thread pool cost a run's
  // start ~2 ms (`npm run bench` c). The comment-ready body: a workflow_run job can post it as is.
  attempt('write the report file', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(reportPath, commentBody, 'utf8');
  });

  await attemptAsync('post the PR comment', () => postComment(ctx, key, commentBody));
  if (!reporting.driftIssue) return { reportPath };
  // The issue, like the comment, trades charts for sparklines before it cuts anything.
  const chartsFor = (limit: number) => within(limit, utf16Length, reporting.summary ? 'the job summary of this run' : 'the step log (as sparklines)');
  const driftIssue = (await attemptAsync('update the drift issue', () => postDriftIssue(ctx, key, chartsFor, link))) ?? {
    action: 'failed',
    reason: 'see the warning',
  };
  return { reportPath, driftIssue };
}

/** The issue holds the same report as the comment, cut to leave room for the line naming the run. */
async function postDriftIssue(
  ctx: PublishContext,
  key: string,
  markdownWithin: (limit: number) => string,
  link: string | undefined,
): Promise<DriftIssueOutcome> {
  const { reporting, redactor, drift } = ctx;
  const title = drift?.plan === undefined ? undefined : driftTitle(ctx.operation, key, drift.plan);
  if (!drift || title === undefined) {
    const reason = 'the run made no plan (see the report), so it cannot tell drift: the drift issue is left as it is.';
    runner.info(`Drift issue: ${reason}`);
    return { action: 'skipped', reason };
  }
  const repository = gitHubEnvironment().repository ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo || !reporting.githubToken) {
    const reason = !reporting.githubToken
      ? 'No `github-token`: the drift issue was not updated. Leave `github-token` at its default (`${{ github.token }}`) with `issues: write`.'
      : 'GITHUB_REPOSITORY is not set: no repository for the drift issue.';
    runner.warning(reason, { title: 'Drift issue not updated' });
    return { action: 'failed', reason };
  }
  // Loaded here: most runs post no issue, and every run would compile it at start-up.
  const { RUN_LINE_SEPARATOR, fingerprintLine, syncDriftIssue } = await import('./drift-issue.js');
  const runLine = `Plan of ${link ? `[run ${gitHubEnvironment().runId ?? ''}](${link})` : 'a run'}, the last that changed this issue.`;
  const limit = COMMENT_LIMIT_CHARS - utf16Length(RUN_LINE_SEPARATOR + fingerprintLine(drift.fingerprint) + runLine);
  const body = fitBody(
    markdownWithin(limit),
    limit,
    utf16Length,
    (lines, chars) =>
      cutNote(lines, chars, "GitHub's 65,536-character issue limit", link ? `the [job summary of this run](${link})` : 'the job summary of this run'),
    redactor.dropTail,
  ).body;
  return syncDriftIssue(
    reporting.githubToken,
    {
      owner,
      repo,
      key,
      drift: drift.changed,
      title: redactor.text(title),
      body: redactor.text(body),
      runLine: redactor.text(runLine),
      runLink: link,
      fingerprint: drift.fingerprint,
    },
    { timeoutMs: reporting.timeoutMs },
  );
}

/** "Drift: alerts of <scope>" from the `plan` output; undefined when it is not a plan. */
export function driftTitle(operation: string, key: string, plan: string): string | undefined {
  let parsed: { scope?: unknown; files?: unknown };
  try {
    parsed = JSON.parse(plan) as { scope?: unknown; files?: unknown };
  } catch {
    return undefined;
  }
  const what = operation === 'stack.sync' ? 'stack' : operation === 'dashboards.sync' ? 'dashboards' : 'alerts';
  if (typeof parsed.scope === 'string') return `Drift: ${what} of ${parsed.scope}`;
  const files = Array.isArray(parsed.files) ? parsed.files.length : 0;
  return `Drift: ${what} of ${files} scope${files === 1 ? '' : 's'} (${key})`;
}

async function postComment(ctx: PublishContext, key: string, body: string): Promise<void> {
  const { comment, prNumber, githubToken } = ctx.reporting;
  if (comment === 'never') return;
  const target = comment === 'always' || mayHavePullRequest(prNumber) ? await findPullRequest(prNumber) : undefined;
  if (!target) {
    if (comment === 'always') {
      runner.warning('comment: always, but this run belongs to no pull request: set `pr-number`, or run on `pull_request` / `pull_request_target`.', {
        title: 'PR comment not posted',
      });
    } else {
      runner.debug(`No pull request for event ${gitHubEnvironment().eventName ?? '(none)'}: no comment.`);
    }
    return;
  }
  if (!githubToken) {
    runner.warning(
      'No `github-token`: the PR comment was not posted. Leave `github-token` at its default (`${{ github.token }}`) or pass a token with `pull-requests: write`.',
      {
        title: 'PR comment not posted',
      },
    );
    return;
  }
  // Loaded here, like the drift issue's module: only a run with a pull request to comment on needs it.
  const { upsertComment } = await import('./comment.js');
  await upsertComment(githubToken, target, key, body, { timeoutMs: ctx.reporting.timeoutMs });
}

/**
 * Appends to the job summary, through @actions/core (which writes only to the file the runner made).
 * Outside a runner (a local run, a script) there may be no summary to write to: core says so by
 * throwing, which is only worth a warning where a summary is expected.
 */
async function writeSummary(body: string): Promise<void> {
  try {
    await runner.appendSummary(body);
  } catch (e) {
    const say = gitHubEnvironment().actions ? runner.warning : runner.info;
    say(`Could not write the job summary: ${(e as Error).message}`);
  }
}

function cutNote(lines: number, chars: number, limit: string, where: string): string {
  return `> ⚠️ **Report cut** to stay under ${limit}: ${lines.toLocaleString('en-US')} line(s) (${chars.toLocaleString('en-US')} characters) left out. The full report is in ${where}.`;
}

/** Should rendering itself ever fail, the summary and comment still say what happened. */
function fallbackMarkdown(report: Report, marker: string): string {
  return `${marker}\n### ${report.outcome === 'success' ? '✅' : report.outcome === 'warning' ? '⚠️' : '❌'} Report\n\nThe report could not be rendered; see the step log.\n`;
}

function attempt<T>(what: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (e) {
    runner.warning(`Could not ${what}: ${(e as Error).message}`);
    return undefined;
  }
}

async function attemptAsync<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (e) {
    runner.warning(`Could not ${what}: ${(e as Error).message}`);
    return undefined;
  }
}
