/** A problem in a user's file, located for a file:line:column annotation. */
export interface FileProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

/** Thrown when a file has problems: nothing has been sent, every problem is listed. */
export class FileProblemsError extends Error {
  readonly problems: FileProblem[];

  constructor(problems: FileProblem[]) {
    const first = problems[0];
    const where = first ? `${first.file}:${first.line}:${first.column}: ${first.message}` : '';
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`${problems.length} problem(s) in input file; nothing was sent. ${where}${more}`);
    this.name = 'FileProblemsError';
    this.problems = problems;
  }
}
