import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteThreshold, breached, parseCondition, percentChange, type Condition } from '../../src/checks/condition.ts';

const ok = (text: string, baseline = false): Condition => {
  const c = parseCondition(text, baseline);
  if (typeof c === 'string') throw new Error(c);
  return c;
};

describe('parseCondition', () => {
  it('reads every operator with absolute numbers', () => {
    for (const op of ['>', '>=', '<', '<=', '==', '!=']) {
      expect(ok(`${op} 5`)).toMatchObject({ op, value: 5, kind: 'absolute' });
    }
    expect(ok('<0.5')).toMatchObject({ op: '<', value: 0.5 });
    expect(ok('> -1')).toMatchObject({ value: -1, kind: 'absolute' });
    expect(ok('>= 1e3')).toMatchObject({ value: 1000 });
  });

  it('reads percentages and signed changes only with a baseline', () => {
    expect(ok('> +20%', true)).toMatchObject({ op: '>', value: 20, kind: 'percent' });
    expect(ok('< -10%', true)).toMatchObject({ value: -10, kind: 'percent' });
    expect(ok('> 20%', true)).toMatchObject({ value: 20, kind: 'percent' });
    expect(ok('> +50', true)).toMatchObject({ value: 50, kind: 'delta' });
    expect(ok('> 50', true)).toMatchObject({ value: 50, kind: 'absolute' });
    expect(parseCondition('> +20%', false)).toMatch(/baseline/);
    expect(parseCondition('> +5', false)).toMatch(/baseline/);
  });

  it('rejects what is not a condition', () => {
    for (const bad of ['5', '=> 5', '> five', '>', '> 5 ms', 'between 1 and 2', '>> 5', '']) {
      expect(parseCondition(bad, true), bad).toMatch(/is not a condition/);
    }
  });
});

describe('judging', () => {
  it('compares the observed value, the change, or the percent change', () => {
    expect(breached(ok('> 5'), { observed: 6 })).toBe(true);
    expect(breached(ok('> 5'), { observed: 5 })).toBe(false);
    expect(breached(ok('>= 5'), { observed: 5 })).toBe(true);
    expect(breached(ok('> +20%', true), { observed: 130, baseline: 100 })).toBe(true);
    expect(breached(ok('> +20%', true), { observed: 110, baseline: 100 })).toBe(false);
    expect(breached(ok('> +5', true), { observed: 106, baseline: 100 })).toBe(true);
    expect(breached(ok('< -10%', true), { observed: 80, baseline: 100 })).toBe(true);
  });

  it('cannot judge a relative condition without a baseline', () => {
    expect(breached(ok('> +20%', true), { observed: 130 })).toBeUndefined();
  });

  it('treats any increase from a baseline of 0 as infinite', () => {
    expect(percentChange(3, 0)).toBe(Infinity);
    expect(percentChange(0, 0)).toBe(0);
    expect(breached(ok('> +20%', true), { observed: 1, baseline: 0 })).toBe(true);
    expect(breached(ok('> +20%', true), { observed: 0, baseline: 0 })).toBe(false);
  });

  it('turns relative thresholds into absolute lines', () => {
    expect(absoluteThreshold(ok('> +20%', true), 100)).toBeCloseTo(120);
    expect(absoluteThreshold(ok('> +5', true), 100)).toBe(105);
    expect(absoluteThreshold(ok('> 7'), undefined)).toBe(7);
    expect(absoluteThreshold(ok('> +20%', true), undefined)).toBeUndefined();
  });

  it('agrees with its own threshold line for any positive baseline', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.integer({ min: -90, max: 500 }),
        fc.double({ min: 0, max: 2e6, noNaN: true }),
        (baseline, pct, observed) => {
          const c = ok(`> ${pct >= 0 ? '+' : ''}${pct}%`, true);
          const line = absoluteThreshold(c, baseline) as number;
          // Away from the line itself (float rounding), the percent judgement and the line agree.
          fc.pre(Math.abs(observed - line) > 1e-6 * Math.max(1, line));
          expect(breached(c, { observed, baseline })).toBe(observed > line);
        },
      ),
    );
  });
});
