import { describe, expect, it } from 'vitest';
import { fmt, summarize } from '../../src/checks/report.ts';
import type { CheckResult } from '../../src/checks/types.ts';
import { parseChecks } from '../../src/checks/file.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';

const y = LocatedYaml.parse(
  'c.yml',
  `version: 1
checks:
  - { name: a, series: [{ sourceId: s, aggFn: count }], fail: "> 5", warn: "> 2" }
  - { name: b, series: [{ sourceId: s, aggFn: count }], fail: "> 5", warn: "> 2" }
  - { name: c, series: [{ sourceId: s, aggFn: count }], baseline: 1d, fail: "> +20%" }
  - { name: d, series: [{ sourceId: s, aggFn: count }], fail: "> 5" }
`,
);
const checks = parseChecks(y);
const w = { startTime: 0, endTime: 1 };
const results: CheckResult[] = [
  { name: 'a', status: 'pass', observed: 1, attempts: 1, window: w },
  { name: 'b', status: 'warn', observed: 3, attempts: 1, window: w },
  { name: 'c', status: 'fail', observed: 150, baseline: 100, change: 50, attempts: 2, window: w, failLine: 120 },
  { name: 'd', status: 'error', observed: null, attempts: 1, error: 'query error: boom', window: w },
];

describe('summarize', () => {
  it('fails the step on failed and erroring checks, listing observed vs threshold', () => {
    const out = summarize(checks, results, { file: 'c.yml', failOn: 'fail' });
    expect(out.failed).toBe(2);
    expect(out.result).toMatchObject({ failed: 2, warned: 1 });
    expect(out.failure).toBe('2 of 4 check(s) failed: c: observed 150 (+50.0% vs baseline 100), fail > +20%; d: query error: boom');
    expect(out.report.headline).toBe('1 passed, 1 warning, 1 failed, 1 error');
    expect(out.report.outcome).toBe('failure');
    expect(out.report.table?.rows[2]).toEqual(['c', 'fail', '150 (+50.0%)', '> +20% (> 120)', '', '100 (1d earlier)', '']);
    expect(out.report.problems?.map((p) => [p.line, p.severity])).toEqual([
      [4, 'warning'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(out.result.checks[2]).toEqual({
      name: 'c',
      status: 'fail',
      observed: 150,
      threshold: { fail: '> +20%', warn: null },
      baseline: 100,
      change: 50,
      attempts: 2,
      window: w,
    });
  });

  it('warns without failing, unless fail-on: warn', () => {
    const soft = [results[0], results[1]] as CheckResult[];
    const lenient = summarize(checks.slice(0, 2), soft, { file: 'c.yml', failOn: 'fail' });
    expect(lenient.failure).toBeUndefined();
    expect(lenient.report.outcome).toBe('warning');
    const strict = summarize(checks.slice(0, 2), soft, { file: 'c.yml', failOn: 'warn' });
    expect(strict.failure).toMatch(/^1 of 2 check\(s\) failed or warned \(fail-on: warn\): b: observed 3, warn > 2$/);
  });

  it('formats numbers compactly', () => {
    expect([fmt(12), fmt(366.6543), fmt(0.000123456), fmt(12345.67)]).toEqual(['12', '366.7', '0.0001235', '12346']);
  });
});
