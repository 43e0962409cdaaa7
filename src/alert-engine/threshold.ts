import type { Rule } from './types.js';

/**
 * Does `value` breach the rule's threshold, as the server's engine compares (upstream checkAlerts
 * doesExceedThreshold)? The edges are the engine's, not the names' plain reading: `above` fires at
 * equality (>=) while `above_exclusive` does not; `below` is strict (<) while `below_or_equal` is not;
 * `between` includes both ends and `not_between` excludes them; `equal`/`not_equal` compare exactly.
 */
export function exceeds(rule: Pick<Rule, 'threshold' | 'thresholdType' | 'thresholdMax'>, value: number): boolean {
  const { threshold, thresholdType, thresholdMax } = rule;
  switch (thresholdType) {
    case 'above':
      return value >= threshold;
    case 'above_exclusive':
      return value > threshold;
    case 'below':
      return value < threshold;
    case 'below_or_equal':
      return value <= threshold;
    case 'equal':
      return value === threshold;
    case 'not_equal':
      return value !== threshold;
    case 'between':
    case 'not_between':
      // The server refuses to evaluate a range without its upper end (the evaluation errors, no state is
      // recorded); we say so rather than guess a bound.
      if (thresholdMax == null) throw new Error(`thresholdMax is required for threshold type "${thresholdType}"`);
      return thresholdType === 'between' ? value >= threshold && value <= thresholdMax : value < threshold || value > thresholdMax;
  }
}
