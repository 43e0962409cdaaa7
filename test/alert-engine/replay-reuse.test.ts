import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { replay } from '../../src/alert-engine/index.js';
import type { Decision, Rule, Tick } from '../../src/alert-engine/index.js';

// The replay reuses its per-group objects from one evaluation to the next and keeps its groups in name
// order across evaluations (a week of 500 groups made millions of objects and sorted at every one): what
// it decides must not depend on that. Groups come and go, values breach and not, M is 1 to 3.

const STEP = 300_000;
const GROUPS = ['b', 'a', 'd', 'c', 'e'];

const ticksArb = fc.array(fc.array(fc.tuple(fc.constantFrom(...GROUPS), fc.option(fc.integer({ min: 0, max: 10 }), { nil: null })), { maxLength: 6 }), {
  minLength: 1,
  maxLength: 40,
});

function ticksOf(rows: Array<Array<[string, number | null]>>): Tick[] {
  return rows.map((bucket, i) => ({ at: (i + 1) * STEP, buckets: [{ start: i * STEP, rows: bucket.map(([group, value]) => ({ group, value })) }] }));
}

describe('replay: reused objects and the kept group order', () => {
  it('hands onDecision what it keeps in `decisions`, in name order within each evaluation', () => {
    fc.assert(
      fc.property(ticksArb, fc.integer({ min: 1, max: 3 }), fc.boolean(), (rows, windows, grouped) => {
        const rule: Rule = { threshold: 5, thresholdType: 'above', intervalMinutes: 5, numConsecutiveWindows: windows, grouped };
        const kept = replay(rule, ticksOf(rows));
        const handed: Decision[] = [];
        const streamed = replay(rule, ticksOf(rows), { onDecision: (d) => handed.push({ ...d }) });
        expect(handed).toEqual(kept.decisions);
        expect({ ...streamed, decisions: [] }).toEqual({ ...kept, decisions: [] });
        for (const at of new Set(handed.map((d) => d.at))) {
          const groups = handed.filter((d) => d.at === at).map((d) => d.group);
          expect(groups).toEqual([...groups].sort());
        }
      }),
      { numRuns: 300 },
    );
  });
});
