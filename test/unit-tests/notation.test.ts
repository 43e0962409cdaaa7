// The values of a test series: promtool's expanding notation, `_` for a window without data.
import { describe, expect, it } from 'vitest';
import { expandValues, MAX_WINDOWS } from '../../src/alerts/unit-tests/notation.ts';

describe('expandValues', () => {
  it('reads numbers, `_`, and expands a+bxn (n+1 values), a-bxn, axn and _xn (n windows), as promtool does', () => {
    expect(expandValues('1 2.5 -3 1e2')).toEqual([1, 2.5, -3, 100]);
    expect(expandValues('0+10x3')).toEqual([0, 10, 20, 30]);
    expect(expandValues('10-2x2')).toEqual([10, 8, 6]);
    expect(expandValues('7x2')).toEqual([7, 7, 7]);
    expect(expandValues('_ 1 _x3 2')).toEqual([null, 1, null, null, null, 2]);
    expect(expandValues('  1   2 ')).toEqual([1, 2]);
    expect(expandValues('-1+1x2')).toEqual([-1, 0, 1]);
  });

  it('takes a list of numbers and "_" as written, and a number (YAML reads `values: 5` so) as one window', () => {
    expect(expandValues([1, '_', 3])).toEqual([1, null, 3]);
    expect(expandValues(5)).toEqual([5]);
  });

  it('names the token at fault', () => {
    expect(expandValues('1 2 x3')).toBe('`x3` is not a value: write a number, `_` (no data), `a+bxn`, `a-bxn`, `axn` or `_xn`');
    expect(expandValues('1+2')).toMatch(/^`1\+2` is not a value: a step \(`\+2`\) needs a count, as in `1\+2x5`/);
    expect(expandValues('1 abc')).toMatch(/^`abc` is not a value/);
  });

  it(`refuses more than ${MAX_WINDOWS} windows (a typo like 1x1000000000 is not a week of data)`, () => {
    expect(expandValues('1x1000000000')).toBe(`more than ${MAX_WINDOWS} windows in one series`);
    expect(expandValues(`_x${MAX_WINDOWS}`)).toHaveLength(MAX_WINDOWS);
  });
});
