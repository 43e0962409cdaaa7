import { parseTimeoutMs } from '../operations/connection.js';
import type { Inputs } from '../util/inputs.js';

export type CommentMode = 'auto' | 'always' | 'never';

/** The inputs that say where the action publishes its report (only the action reads them). */
export interface Reporting {
  summary: boolean;
  comment: CommentMode;
  /** `comment-key`; empty: derived from the operation and its file. */
  commentKey: string;
  /** The file input of the run (`alert-file` or `checks-file`), for the default comment key. */
  file: string;
  prNumber: number | undefined;
  githubToken: string;
  /** Per GitHub request (`timeout-seconds`, shared with the API). */
  timeoutMs: number;
}

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
    summary: field(() => input.bool('summary', true), true),
    comment: field(() => input.oneOf('comment', ['auto', 'always', 'never'] as const, 'auto'), 'auto'),
    commentKey: input.text('comment-key'),
    file: input.text('dashboard-file') || input.text('alert-file') || input.text('checks-file'),
    prNumber: field(() => input.optionalNumber('pr-number', { min: 1, integer: true }), undefined),
    githubToken: input.text('github-token'),
    timeoutMs: field(() => parseTimeoutMs(input), 30_000),
  };
}
