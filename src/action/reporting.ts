import { INPUT_NAMES, type InputName } from '../generated/action-inputs.js';
import { parseTimeoutMs } from '../operations/connection.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';

export type CommentMode = 'auto' | 'always' | 'never';

/** The inputs that say where the action publishes its report (only the action reads them). */
export interface Reporting {
  summary: boolean;
  comment: CommentMode;
  /** `comment-key`; empty: derived from the operation and its files. */
  commentKey: string;
  /** Every file input set (`stack-file`, `values-file`, …), for the default comment key. */
  files: ReadonlyArray<{ input: InputName; value: string }>;
  prNumber: number | undefined;
  githubToken: string;
  /** Per GitHub request (`timeout-seconds`, shared with the API). */
  timeoutMs: number;
  /** `drift-issue`: keep one GitHub issue per comment key while a drift check finds drift. */
  driftIssue: boolean;
}

/** The inputs that name a file (read or written): each is part of the default comment key. */
const FILE_INPUTS = INPUT_NAMES.filter((name) => name.endsWith('-file'));

/** The operations whose plan says whether the server drifted from the file. */
const DRIFT_OPERATIONS = new Set(['alerts.sync', 'dashboards.sync', 'stack.sync']);

/**
 * The reporting inputs. `lenient`: an input that does not parse takes its default instead of
 * failing, so that a run whose inputs are bad still publishes the report saying so.
 */
export function parseReporting(input: Inputs, opts: { lenient?: boolean } = {}): Reporting {
  const field = <T>(read: () => T, fallback: T): T => {
    if (!opts.lenient) return read();
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  return {
    summary: field(() => input.bool('summary'), true),
    comment: field(() => input.oneOf('comment', ['auto', 'always', 'never'] as const), 'auto'),
    commentKey: input.text('comment-key'),
    files: FILE_INPUTS.map((name) => ({ input: name, value: input.text(name) })).filter((f) => f.value !== ''),
    prNumber: field(() => input.optionalNumber('pr-number', { min: 1, integer: true }), undefined),
    githubToken: input.text('github-token'),
    timeoutMs: field(() => parseTimeoutMs(input), 30_000),
    // Lenient: no issue at all, rather than one opened or closed on a run whose inputs are wrong.
    driftIssue: field(() => readDriftIssue(input), false),
  };
}

/**
 * `drift-issue: true` only where it means something: a sync (named, or implied by its file) that
 * plans without applying, or fails on changes. An apply run would open an issue for every change
 * it made; refusing it before any request is clearer than an issue that tracks nothing.
 */
function readDriftIssue(input: Inputs): boolean {
  if (!input.bool('drift-issue')) return false;
  const operation =
    input.text('operation') ||
    (input.text('stack-file') ? 'stack.sync' : input.text('dashboard-file') ? 'dashboards.sync' : input.text('alert-file') ? 'alerts.sync' : '');
  if (!DRIFT_OPERATIONS.has(operation)) {
    throw new InputError(
      msg`${theInput('drift-issue')} is for the drift checks of alerts.sync, dashboards.sync and stack.sync, not ${operation ? `\`${operation}\`` : 'this run'}.`,
    );
  }
  if (!input.bool('dry-run') && !input.bool('fail-on-changes')) {
    throw new InputError(
      msg`${theInput('drift-issue')} needs a drift check: set ${named('dry-run')} (plan only) or ${named('fail-on-changes')}; an applying sync has no drift to track.`,
    );
  }
  return true;
}
