// What a command prints: the report rendered for a terminal (the action's log rendering, with
// colour only on a terminal) or one JSON document; and the exit code, from what stopped the run.
import { ApiError } from '../api/errors.js';
import { GitHubError } from '../github/secrets.js';
import type { RunOutcome } from '../operations/run.js';
import { renderLog } from '../report/log.js';
import type { Outcome, Report } from '../report/model.js';
import { InputError } from '../util/input-error.js';
import { FileProblemsError } from '../util/problems.js';
import type { Redactor } from '../util/redact.js';

/** `cancelled`: stopped by SIGINT / SIGTERM after finishing or undoing a half-done step (128 + SIGINT, as shells report it). */
export const EXIT = { ok: 0, failed: 1, changesPending: 2, badInput: 3, auth: 4, cancelled: 130 } as const;

/**
 * Colour as terminal tools agree: FORCE_COLOR (not 0/false) turns it on, NO_COLOR (any value) or
 * FORCE_COLOR=0 off; otherwise only when stdout is a terminal that is not `dumb`.
 */
export function useColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

const SGR = { bold: '1', red: '31', green: '32', yellow: '33', dim: '2' } as const;
const OUTCOME_COLOUR: Record<Outcome, keyof typeof SGR> = { success: 'green', warning: 'yellow', failure: 'red' };

/** The report as the step log shows it (tables aligned, secrets redacted), coloured on request. */
export function renderReport(report: Report, redactor: Redactor, colour: boolean): string {
  const paint = (code: keyof typeof SGR, text: string) => (colour ? `\u001b[${SGR[code]}m${text}\u001b[0m` : text);
  const lines = renderLog(redactor.value(report), redactor).map((line) => redactor.text(line));
  return `${lines
    .map((line, i) => {
      if (i === 0) return paint('bold', paint(OUTCOME_COLOUR[report.outcome], line));
      if (/^\s+\S+:\d+:\d+ error: /.test(line)) return paint('red', line);
      if (/^\s+\S+:\d+:\d+ warning: /.test(line)) return paint('yellow', line);
      if (/^[-\s]+$/.test(line) && line.includes('--')) return paint('dim', line);
      return line;
    })
    .join('\n')}\n`;
}

/**
 * The one JSON document of --json: the operation's result (a plan carries its fingerprint), its
 * extra outputs (`plan-fingerprint`, `failed`, `deleted`; the plan itself is `result.plan`), and
 * on failure the error and the file problems.
 */
export function jsonDocument(run: RunOutcome, dryRun: boolean, exitCode: number): unknown {
  const { outcome } = run;
  const { plan: _plan, ...outputs } = outcome.outputs ?? {};
  return {
    operation: run.operation,
    outcome: outcome.report.outcome,
    exitCode,
    changed: outcome.changed,
    dryRun,
    result: outcome.result ?? null,
    ...(Object.keys(outputs).length ? { outputs } : {}),
    ...(outcome.failure ? { error: outcome.failure } : {}),
    ...(outcome.report.problems?.length ? { problems: outcome.report.problems } : {}),
  };
}

/** 3 for bad input, 4 for a refused credential or permission, 1 for any other failure, 2 for changes when asked to. */
export function exitCodeOf(run: RunOutcome, failOnChanges: boolean): number {
  const e = run.error;
  if (e instanceof InputError || e instanceof FileProblemsError) return EXIT.badInput;
  if ((e instanceof ApiError || e instanceof GitHubError) && (e.status === 401 || e.status === 403)) return EXIT.auth;
  if (run.outcome.failure) return EXIT.failed;
  if (failOnChanges && run.outcome.changed) return EXIT.changesPending;
  return EXIT.ok;
}
