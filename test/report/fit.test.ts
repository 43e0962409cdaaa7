import { describe, expect, it } from 'vitest';
import { annotateProblems, ANNOTATIONS_PER_LEVEL } from '../../src/action/annotations.ts';
import { COMMENT_LIMIT_CHARS, fitBody, utf16Length, utf8Bytes } from '../../src/report/fit.ts';
import type { FileProblem } from '../../src/util/problems.ts';

const note = (lines: number, chars: number) => `> cut: ${lines} lines, ${chars} chars`;

describe('fitBody', () => {
  it('leaves a body under the limit alone', () => {
    expect(fitBody('short\n', 100, utf16Length, note)).toEqual({ body: 'short\n', cut: false, omittedLines: 0, omittedChars: 0 });
  });

  it('keeps the head under the limit and says what was left out', () => {
    const body = ['<!-- marker -->', '### title', '', ...Array.from({ length: 5000 }, (_, i) => `| row ${i} | ${'x'.repeat(20)} |`)].join('\n');
    const out = fitBody(body, COMMENT_LIMIT_CHARS, utf16Length, note);
    expect(out.cut).toBe(true);
    expect(out.body.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(out.body.startsWith('<!-- marker -->\n### title')).toBe(true);
    expect(out.body).toMatch(new RegExp(`> cut: ${out.omittedLines} lines, ${out.omittedChars} chars\\n$`));
    expect(out.omittedLines).toBeGreaterThan(0);
    // The note is separated from the table by a blank line, or it would become a row.
    expect(out.body).toMatch(/\|\n\n+> cut:/);
  });

  it('closes a fence and <details> the cut left open', () => {
    const body = ['<details><summary>x</summary>', '', '````text', ...Array.from({ length: 1000 }, () => 'y'.repeat(50)), '````', '</details>'].join('\n');
    const out = fitBody(body, 10_000, utf16Length, note);
    expect(out.body.length).toBeLessThanOrEqual(10_000);
    expect(out.body).toMatch(/\n````\n<\/details>\n\n\n> cut:/);
  });

  it('measures bytes for the summary', () => {
    const body = '€'.repeat(10_000); // 3 bytes each, one line
    const out = fitBody(body, 9_000, utf8Bytes, note);
    expect(Buffer.byteLength(out.body)).toBeLessThanOrEqual(9_000);
    expect(out.cut).toBe(true);
  });
});

describe('annotateProblems', () => {
  const problems = (n: number, severity: FileProblem['severity']): FileProblem[] =>
    Array.from({ length: n }, (_, i) => ({ file: 'alerts.yaml', line: i + 1, column: 3, message: `bad ${i}\nsecond line`, severity }));

  it('annotates each problem at file:line:column when under the cap', () => {
    const seen: Array<[string, string, unknown]> = [];
    annotateProblems(problems(2, 'error'), {
      error: (m, p) => seen.push(['error', m, p]),
      warning: (m, p) => seen.push(['warning', m, p]),
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual(['error', 'bad 0 ⏎ second line', { title: 'Error in alerts.yaml', file: 'alerts.yaml', startLine: 1, startColumn: 3 }]);
  });

  it('summarises past the per-level cap, per level', () => {
    const seen: string[] = [];
    annotateProblems([...problems(25, 'error'), ...problems(3, 'warning')], {
      error: (m) => seen.push(`error:${m}`),
      warning: (m) => seen.push(`warning:${m}`),
    });
    const errors = seen.filter((s) => s.startsWith('error:'));
    expect(errors).toHaveLength(ANNOTATIONS_PER_LEVEL);
    expect(errors.at(-1)).toMatch(/^error:17 more errors \(see the job summary\): alerts\.yaml:9:3, /);
    expect(seen.filter((s) => s.startsWith('warning:'))).toHaveLength(3);
  });
});
