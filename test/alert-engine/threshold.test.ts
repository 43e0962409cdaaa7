import { describe, expect, it } from 'vitest';

import { exceeds } from '../../src/alert-engine/index.js';
import type { ThresholdType } from '../../src/api/types.js';

// Every comparison of upstream's `doesExceedThreshold` tests (packages/api/src/tasks/checkAlerts/__tests__/
// checkAlerts.int.test.ts › checkAlerts › doesExceedThreshold), same thresholds, same values, same verdicts:
// one row per upstream `it`, named after it. [type, threshold, thresholdMax, value, verdict]
type Case = [ThresholdType, number, number | undefined, number, boolean | 'throws'];
const UPSTREAM: Array<[string, Case[]]> = [
  [
    'should return true when value exceeds ABOVE threshold',
    [
      ['above', 10, undefined, 11, true],
      ['above', 10, undefined, 10, true],
    ],
  ],
  ['should return true when value is below BELOW threshold', [['below', 10, undefined, 9, true]]],
  ['should return false when value equals BELOW threshold', [['below', 10, undefined, 10, false]]],
  ['should return false when value is below ABOVE threshold', [['above', 10, undefined, 9, false]]],
  ['should return false when value is above BELOW threshold', [['below', 10, undefined, 11, false]]],
  [
    'should handle zero values correctly',
    [
      ['above', 0, undefined, 1, true],
      ['above', 0, undefined, 0, true],
      ['above', 0, undefined, -1, false],
      ['below', 0, undefined, -1, true],
      ['below', 0, undefined, 0, false],
      ['below', 0, undefined, 1, false],
    ],
  ],
  [
    'should handle negative values correctly',
    [
      ['above', -5, undefined, -3, true],
      ['above', -5, undefined, -5, true],
      ['above', -5, undefined, -7, false],
      ['below', -5, undefined, -7, true],
      ['below', -5, undefined, -5, false],
      ['below', -5, undefined, -3, false],
    ],
  ],
  [
    'should handle decimal values correctly',
    [
      ['above', 10.5, undefined, 11.0, true],
      ['above', 10.5, undefined, 10.5, true],
      ['above', 10.5, undefined, 10.0, false],
      ['below', 10.5, undefined, 10.0, true],
      ['below', 10.5, undefined, 10.5, false],
      ['below', 10.5, undefined, 11.0, false],
    ],
  ],
  ['should return true when value is strictly above ABOVE_EXCLUSIVE threshold', [['above_exclusive', 10, undefined, 11, true]]],
  ['should return false when value equals ABOVE_EXCLUSIVE threshold', [['above_exclusive', 10, undefined, 10, false]]],
  ['should return false when value is below ABOVE_EXCLUSIVE threshold', [['above_exclusive', 10, undefined, 9, false]]],
  [
    'should handle zero values correctly for ABOVE_EXCLUSIVE',
    [
      ['above_exclusive', 0, undefined, 1, true],
      ['above_exclusive', 0, undefined, 0, false],
      ['above_exclusive', 0, undefined, -1, false],
    ],
  ],
  [
    'should handle negative values correctly for ABOVE_EXCLUSIVE',
    [
      ['above_exclusive', -5, undefined, -3, true],
      ['above_exclusive', -5, undefined, -5, false],
      ['above_exclusive', -5, undefined, -7, false],
    ],
  ],
  [
    'should handle decimal values correctly for ABOVE_EXCLUSIVE',
    [
      ['above_exclusive', 10.5, undefined, 11.0, true],
      ['above_exclusive', 10.5, undefined, 10.5, false],
      ['above_exclusive', 10.5, undefined, 10.0, false],
    ],
  ],
  ['should return true when value is below BELOW_OR_EQUAL threshold', [['below_or_equal', 10, undefined, 9, true]]],
  ['should return true when value equals BELOW_OR_EQUAL threshold', [['below_or_equal', 10, undefined, 10, true]]],
  ['should return false when value is above BELOW_OR_EQUAL threshold', [['below_or_equal', 10, undefined, 11, false]]],
  [
    'should handle zero values correctly for BELOW_OR_EQUAL',
    [
      ['below_or_equal', 0, undefined, -1, true],
      ['below_or_equal', 0, undefined, 0, true],
      ['below_or_equal', 0, undefined, 1, false],
    ],
  ],
  [
    'should handle negative values correctly for BELOW_OR_EQUAL',
    [
      ['below_or_equal', -5, undefined, -7, true],
      ['below_or_equal', -5, undefined, -5, true],
      ['below_or_equal', -5, undefined, -3, false],
    ],
  ],
  [
    'should handle decimal values correctly for BELOW_OR_EQUAL',
    [
      ['below_or_equal', 10.5, undefined, 10.0, true],
      ['below_or_equal', 10.5, undefined, 10.5, true],
      ['below_or_equal', 10.5, undefined, 11.0, false],
    ],
  ],
  ['should return true when value equals EQUAL threshold', [['equal', 10, undefined, 10, true]]],
  ['should return false when value is above EQUAL threshold', [['equal', 10, undefined, 11, false]]],
  ['should return false when value is below EQUAL threshold', [['equal', 10, undefined, 9, false]]],
  [
    'should handle zero values correctly for EQUAL',
    [
      ['equal', 0, undefined, 0, true],
      ['equal', 0, undefined, 1, false],
      ['equal', 0, undefined, -1, false],
    ],
  ],
  [
    'should handle negative values correctly for EQUAL',
    [
      ['equal', -5, undefined, -5, true],
      ['equal', -5, undefined, -3, false],
      ['equal', -5, undefined, -7, false],
    ],
  ],
  [
    'should handle decimal values correctly for EQUAL',
    [
      ['equal', 10.5, undefined, 10.5, true],
      ['equal', 10.5, undefined, 10.0, false],
      ['equal', 10.5, undefined, 11.0, false],
    ],
  ],
  [
    'should return true when value does not equal NOT_EQUAL threshold',
    [
      ['not_equal', 10, undefined, 11, true],
      ['not_equal', 10, undefined, 9, true],
    ],
  ],
  ['should return false when value equals NOT_EQUAL threshold', [['not_equal', 10, undefined, 10, false]]],
  [
    'should handle zero values correctly for NOT_EQUAL',
    [
      ['not_equal', 0, undefined, 1, true],
      ['not_equal', 0, undefined, -1, true],
      ['not_equal', 0, undefined, 0, false],
    ],
  ],
  [
    'should handle negative values correctly for NOT_EQUAL',
    [
      ['not_equal', -5, undefined, -3, true],
      ['not_equal', -5, undefined, -7, true],
      ['not_equal', -5, undefined, -5, false],
    ],
  ],
  [
    'should handle decimal values correctly for NOT_EQUAL',
    [
      ['not_equal', 10.5, undefined, 11.0, true],
      ['not_equal', 10.5, undefined, 10.0, true],
      ['not_equal', 10.5, undefined, 10.5, false],
    ],
  ],
  ['should return true when value is within BETWEEN range', [['between', 5, 10, 7, true]]],
  ['should return true when value equals BETWEEN lower bound (inclusive)', [['between', 5, 10, 5, true]]],
  ['should return true when value equals BETWEEN upper bound (inclusive)', [['between', 5, 10, 10, true]]],
  ['should return false when value is below BETWEEN range', [['between', 5, 10, 4, false]]],
  ['should return false when value is above BETWEEN range', [['between', 5, 10, 11, false]]],
  [
    'should handle zero values correctly for BETWEEN',
    [
      ['between', -1, 1, 0, true],
      ['between', 0, 0, 0, true],
      ['between', 1, 5, 0, false],
    ],
  ],
  [
    'should handle negative values correctly for BETWEEN',
    [
      ['between', -10, -5, -7, true],
      ['between', -10, -5, -10, true],
      ['between', -10, -5, -5, true],
      ['between', -10, -5, -11, false],
    ],
  ],
  [
    'should handle decimal values correctly for BETWEEN',
    [
      ['between', 10.0, 11.0, 10.5, true],
      ['between', 10.0, 11.0, 9.9, false],
    ],
  ],
  ['should return true when threshold equals thresholdMax equals value for BETWEEN', [['between', 5, 5, 5, true]]],
  ['should throw when thresholdMax is undefined for BETWEEN', [['between', 5, undefined, 7, 'throws']]],
  ['should return true when value is below NOT_BETWEEN range', [['not_between', 5, 10, 3, true]]],
  ['should return true when value is above NOT_BETWEEN range', [['not_between', 5, 10, 12, true]]],
  ['should return false when value is within NOT_BETWEEN range', [['not_between', 5, 10, 7, false]]],
  ['should return false when value equals NOT_BETWEEN lower bound (inclusive)', [['not_between', 5, 10, 5, false]]],
  ['should return false when value equals NOT_BETWEEN upper bound (inclusive)', [['not_between', 5, 10, 10, false]]],
  [
    'should handle zero values correctly for NOT_BETWEEN',
    [
      ['not_between', -1, 1, 0, false],
      ['not_between', 1, 5, 0, true],
      ['not_between', -5, -1, 0, true],
    ],
  ],
  [
    'should handle negative values correctly for NOT_BETWEEN',
    [
      ['not_between', -10, -5, -11, true],
      ['not_between', -10, -5, -4, true],
      ['not_between', -10, -5, -7, false],
    ],
  ],
  [
    'should handle decimal values correctly for NOT_BETWEEN',
    [
      ['not_between', 10.0, 11.0, 9.9, true],
      ['not_between', 10.0, 11.0, 10.5, false],
    ],
  ],
  ['should throw when thresholdMax is undefined for NOT_BETWEEN', [['not_between', 5, undefined, 7, 'throws']]],
];

describe("exceeds: the engine's threshold comparison", () => {
  for (const [title, cases] of UPSTREAM) {
    it(`${title} (upstream: checkAlerts › doesExceedThreshold › ${title})`, () => {
      for (const [thresholdType, threshold, thresholdMax, value, verdict] of cases) {
        const rule = { thresholdType, threshold, ...(thresholdMax === undefined ? {} : { thresholdMax }) };
        if (verdict === 'throws') expect(() => exceeds(rule, value)).toThrow(/thresholdMax is required/);
        else
          expect({ thresholdType, threshold, thresholdMax, value, breaches: exceeds(rule, value) }).toEqual({
            thresholdType,
            threshold,
            thresholdMax,
            value,
            breaches: verdict,
          });
      }
    });
  }

  // The equality edges the issue names, side by side: the names do not say which end is inclusive.
  it('fires at equality for above, below_or_equal, between (both ends) and equal; not for above_exclusive, below, not_between', () => {
    const at = (thresholdType: ThresholdType): boolean => exceeds({ thresholdType, threshold: 10, thresholdMax: 20 }, 10);
    expect(
      ['above', 'above_exclusive', 'below', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'].map((t) => [t, at(t as ThresholdType)]),
    ).toEqual([
      ['above', true],
      ['above_exclusive', false],
      ['below', false],
      ['below_or_equal', true],
      ['equal', true],
      ['not_equal', false],
      ['between', true],
      ['not_between', false],
    ]);
    expect(exceeds({ thresholdType: 'between', threshold: 10, thresholdMax: 20 }, 20)).toBe(true);
    expect(exceeds({ thresholdType: 'not_between', threshold: 10, thresholdMax: 20 }, 20)).toBe(false);
  });
});
