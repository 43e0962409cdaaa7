/**
 * Threshold conditions as written in a checks file: `<op> <number>`, `<op> +<number>` (change
 * from the baseline in the value's unit) or `<op> <+/-number>%` (change in percent).
 */
export type Operator = '>' | '>=' | '<' | '<=' | '==' | '!=';

export interface Condition {
  op: Operator;
  value: number;
  /** What `value` is compared with: the observed value, or its change from the baseline. */
  kind: 'absolute' | 'delta' | 'percent';
  /** As written, for reports. */
  text: string;
}

const PATTERN = /^(>=|<=|==|!=|>|<)\s*([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(%?)$/;

/** Parses a condition; returns an error message instead when it is not valid. */
export function parseCondition(text: string, hasBaseline: boolean): Condition | string {
  const t = text.trim();
  const m = PATTERN.exec(t);
  if (!m) return `\`${t}\` is not a condition: write \`<op> <number>\` (op one of > >= < <= == !=), e.g. "> 5" or "> +20%"`;
  const [, op, sign, digits, percent] = m;
  const value = Number(`${sign === '-' ? '-' : ''}${digits}`);
  // `> 1e400` reads as Infinity: a gate that can never fail (or always does).
  if (!Number.isFinite(value)) return `\`${t}\`: \`${digits}\` is not a finite number`;
  if (percent) {
    if (!hasBaseline) return `\`${t}\` is a percentage, which compares with a baseline: add \`baseline: 1d\` (or another duration) to the check`;
    return { op: op as Operator, value, kind: 'percent', text: t };
  }
  if (sign === '+' && !hasBaseline) {
    return `\`${t}\` has a sign, which means a change from the baseline: add \`baseline\` to the check, or drop the \`+\``;
  }
  // With a baseline, an explicit sign means "change from the baseline"; otherwise the value itself.
  return { op: op as Operator, value, kind: sign && hasBaseline ? 'delta' : 'absolute', text: t };
}

export function compare(left: number, op: Operator, right: number): boolean {
  switch (op) {
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '==':
      return left === right;
    case '!=':
      return left !== right;
  }
}

/** What a condition looks at for one group. */
export interface Measured {
  observed: number;
  baseline?: number;
}

/**
 * The number a condition compares: the observed value, observed − baseline, or the change in
 * percent. Undefined when it cannot be computed (no baseline). A baseline of 0 gives ±Infinity
 * for any change (and 0 % when nothing changed), so "> +20%" is breached by any increase from 0.
 */
export function subject(c: Condition, m: Measured): number | undefined {
  if (c.kind === 'absolute') return m.observed;
  if (m.baseline === undefined) return undefined;
  if (c.kind === 'delta') return m.observed - m.baseline;
  return percentChange(m.observed, m.baseline);
}

export function percentChange(observed: number, baseline: number): number {
  if (baseline === 0) return observed === 0 ? 0 : observed > 0 ? Infinity : -Infinity;
  return ((observed - baseline) / Math.abs(baseline)) * 100;
}

/** True when the condition holds (i.e. the threshold is breached); undefined when not computable. */
export function breached(c: Condition, m: Measured): boolean | undefined {
  const s = subject(c, m);
  return s === undefined ? undefined : compare(s, c.op, c.value);
}

/** The condition's threshold as an absolute value for this baseline (for chart lines). */
export function absoluteThreshold(c: Condition, baseline: number | undefined): number | undefined {
  if (c.kind === 'absolute') return c.value;
  if (baseline === undefined) return undefined;
  if (c.kind === 'delta') return baseline + c.value;
  return baseline + (Math.abs(baseline) * c.value) / 100;
}
