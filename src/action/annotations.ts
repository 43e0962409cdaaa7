import * as runner from './core.js';
import type { FileProblem } from '../util/problems.js';
import { plainLine } from '../report/escape.js';

/**
 * GitHub shows at most 10 annotations per level per step and drops the rest silently. We use 9
 * per level, leaving one error for `setFailed` and one warning for e.g. the comment warning;
 * past the budget the last slot summarises the rest.
 */
export const ANNOTATIONS_PER_LEVEL = 9;

export interface AnnotationSink {
  error(message: string, props: runner.AnnotationProperties): void;
  warning(message: string, props: runner.AnnotationProperties): void;
}

/** Emits problems as file:line:column annotations, at most ANNOTATIONS_PER_LEVEL per level. */
export function annotateProblems(problems: FileProblem[], sink: AnnotationSink = runner): void {
  for (const level of ['error', 'warning'] as const) {
    const list = problems.filter((p) => p.severity === level);
    const individual = list.length > ANNOTATIONS_PER_LEVEL ? list.slice(0, ANNOTATIONS_PER_LEVEL - 1) : list;
    for (const p of individual) {
      sink[level](plainLine(p.message), {
        title: `${level === 'error' ? 'Error' : 'Warning'} in ${p.file}`,
        file: p.file,
        startLine: p.line,
        startColumn: p.column,
      });
    }
    const rest = list.slice(individual.length);
    const first = rest[0];
    if (!first) continue;
    const where = rest
      .slice(0, 20)
      .map((p) => `${p.file}:${p.line}:${p.column}`)
      .join(', ');
    sink[level](`${rest.length} more ${level}${rest.length === 1 ? '' : 's'} (see the job summary): ${where}${rest.length > 20 ? ', …' : ''}`, {
      title: `${rest.length} more ${level}s`,
      file: first.file,
      startLine: first.line,
      startColumn: first.column,
    });
  }
}
