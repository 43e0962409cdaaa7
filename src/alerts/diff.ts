import { canonicalJson } from '../util/fingerprint.js';
import { covers } from './inline.js';
import { COMPARED_FIELDS, type Comparable, type FieldChange } from './model.js';
import { chartOfWrite } from './normalize.js';

/** Field-level differences, in display order; empty when the live alert already matches. */
export function diffAlert(have: Comparable, want: Comparable): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of COMPARED_FIELDS) {
    if (field === 'chartConfig') {
      // The chart the file states against the live one: what only the live chart holds is kept, and the plan shows the chart as written.
      if (want.source === 'inline' && !(have.source === 'inline' && covers(have.chartConfig, want.chartConfig)))
        changes.push({ field, from: have.chartConfig, to: chartOfWrite(have.source === 'inline' ? have.chartConfig : undefined, want) });
      else if (want.source !== 'inline' && have.chartConfig !== null) changes.push({ field, from: have.chartConfig, to: null });
      continue;
    }
    if (!same(have[field], want[field])) changes.push({ field, from: have[field], to: want[field] });
  }
  return changes;
}

/** Equal values (lists in order, objects by content). */
const same = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && typeof b === 'object' && canonicalJson(a) === canonicalJson(b));
