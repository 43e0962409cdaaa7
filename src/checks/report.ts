import type { FileProblem } from '../util/problems.js';
import type { ChartSpec, Outcome, Report } from '../report/model.js';
import type { Condition } from './condition.js';
import { absoluteThreshold } from './condition.js';
import { formatDuration } from '../util/duration.js';
import type { Check, CheckResult, CheckStatus } from './types.js';

/** One entry of the `result` output. */
export interface CheckSummary {
  name: string;
  status: CheckStatus;
  observed: number | null;
  threshold: { fail: string | null; warn: string | null };
  baseline?: number | null;
  change?: number | null;
  group?: Record<string, unknown>;
  attempts: number;
  error?: string;
  note?: string;
  window: { startTime: number; endTime: number };
}

export interface ChecksOutcome {
  result: { checks: CheckSummary[]; failed: number; warned: number };
  report: Report;
  failed: number;
  /** Set when the step must fail. */
  failure?: string;
}

const FAILING: readonly CheckStatus[] = ['fail', 'error'];
const WARNING: readonly CheckStatus[] = ['warn', 'inconclusive'];

/** Builds the `result` output, the report and the step verdict from judged checks. */
export function summarize(checks: readonly Check[], results: readonly CheckResult[], opts: { file: string; failOn: 'fail' | 'warn' }): ChecksOutcome {
  // One result per check, in order; a check without one (none is) is left out rather than invented.
  const pairs = checks.flatMap((check, i) => {
    const r = results[i];
    return r ? [{ check, r }] : [];
  });
  const count = (s: readonly CheckStatus[]): number => results.filter((r) => s.includes(r.status)).length;
  const failed = count(FAILING);
  const warned = count(WARNING);
  const stepFails = failed > 0 || (opts.failOn === 'warn' && warned > 0);
  const outcome: Outcome = stepFails ? 'failure' : warned > 0 ? 'warning' : 'success';

  const summaries: CheckSummary[] = pairs.map(({ check, r }) => ({
    name: r.name,
    status: r.status,
    observed: r.observed,
    threshold: { fail: check.fail?.text ?? null, warn: check.warn?.text ?? null },
    ...(r.baseline !== undefined ? { baseline: r.baseline, change: r.change ?? null } : {}),
    ...(r.group ? { group: r.group } : {}),
    attempts: r.attempts,
    ...(r.error ? { error: r.error } : {}),
    ...(r.note ? { note: r.note } : {}),
    window: r.window,
  }));

  const gating = pairs.filter(({ r }) => FAILING.includes(r.status) || (opts.failOn === 'warn' && WARNING.includes(r.status)));
  const failure = stepFails
    ? `${gating.length} of ${checks.length} check(s) ${opts.failOn === 'warn' ? 'failed or warned (fail-on: warn)' : 'failed'}: ` +
      gating.map(({ check, r }) => `${r.name}: ${verdict(check, r)}`).join('; ')
    : undefined;

  const report: Report = {
    title: 'Deploy checks',
    outcome,
    headline: headline(results),
    counts: Object.fromEntries(
      (['pass', 'warn', 'inconclusive', 'fail', 'error'] as const).map((s): [string, number] => [s, count([s])]).filter(([, n]) => n > 0),
    ),
    table: {
      columns: ['Check', 'Status', 'Observed', 'Fail', 'Warn', 'Baseline', 'Group/notes'],
      rows: pairs.map(({ check, r }) => [
        r.name,
        r.status,
        observedText(r),
        conditionText(check.fail, r),
        conditionText(check.warn, r),
        r.baseline === undefined ? '' : `${r.baseline === null ? 'no data' : fmt(r.baseline)} (${formatDuration(check.baselineMs ?? 0)} earlier)`,
        notesText(check, r),
      ]),
    },
    charts: pairs.flatMap(({ check, r }) => (r.chart ? [chartOf(check, r)] : [])),
    problems: pairs.flatMap(({ check, r }) => annotation(check, r, opts.file)),
    notes: [`Windows end at the start of the current minute; fail-on: ${opts.failOn}.`],
  };
  return { result: { checks: summaries, failed, warned }, report, failed, ...(failure ? { failure } : {}) };
}

function headline(results: readonly CheckResult[]): string {
  const n = (s: CheckStatus): number => results.filter((r) => r.status === s).length;
  const parts = [
    [n('pass'), 'passed', 'passed'],
    [n('warn'), 'warning', 'warnings'],
    [n('inconclusive'), 'inconclusive', 'inconclusive'],
    [n('fail'), 'failed', 'failed'],
    [n('error'), 'error', 'errors'],
  ] as const;
  return (
    parts
      .filter(([c]) => c > 0)
      .map(([c, one, many]) => `${c} ${c === 1 ? one : many}`)
      .join(', ') || 'no checks'
  );
}

/** "observed 14 > 5", "query error: …", "no data" — for the failure message and annotations. */
function verdict(check: Check, r: CheckResult): string {
  if (r.status === 'error') return r.error ?? 'error';
  if (r.observed === null) return r.note ?? 'no data';
  const c = r.status === 'warn' ? check.warn : check.fail;
  const change = r.change !== undefined && r.change !== null ? ` (${signed(r.change)}% vs baseline ${fmt(r.baseline ?? 0)})` : '';
  const group = r.group ? ` in ${groupText(r.group)}` : '';
  return `observed ${fmt(r.observed)}${change}${group}, ${r.status === 'pass' ? 'threshold' : r.status} ${c?.text ?? ''}`.trim();
}

function annotation(check: Check, r: CheckResult, file: string): FileProblem[] {
  if (r.status === 'pass') return [];
  const severity = FAILING.includes(r.status) ? 'error' : 'warning';
  return [{ file, line: check.line, column: 1, severity, message: `Check "${r.name}" ${r.status}: ${verdict(check, r)}` }];
}

function observedText(r: CheckResult): string {
  if (r.status === 'error') return '—';
  if (r.observed === null) return 'no data';
  const change = r.change === undefined ? '' : r.change === null ? (r.baseline === 0 ? ' (from 0)' : '') : ` (${signed(r.change)}%)`;
  return `${fmt(r.observed)}${change}`;
}

/** The condition as written, plus its absolute value when it is relative to the baseline. */
function conditionText(c: Condition | undefined, r: CheckResult): string {
  if (!c) return '';
  if (c.kind === 'absolute' || r.baseline === undefined || r.baseline === null) return c.text;
  const abs = absoluteThreshold(c, r.baseline);
  return abs === undefined ? c.text : `${c.text} (${c.op} ${fmt(abs)})`;
}

function notesText(check: Check, r: CheckResult): string {
  const parts: string[] = [];
  if (r.group) parts.push(groupText(r.group) + (r.groups && r.groups > 1 ? ` (worst of ${r.groups})` : ''));
  if (r.error) parts.push(r.error);
  if (r.note) parts.push(r.note);
  if (check.attempts > 1) parts.push(`attempt ${r.attempts}/${check.attempts}`);
  return parts.join('; ');
}

function chartOf(check: Check, r: CheckResult): ChartSpec {
  const chart = r.chart as NonNullable<CheckResult['chart']>;
  const first = check.series[0];
  const what = first ? `${first.aggFn}${first.level !== undefined ? `(${first.level})` : ''}${first.field ? ` ${first.field}` : ''}` : '';
  const series: ChartSpec['series'] = [{ name: r.group ? groupText(r.group) : check.name, values: chart.values }];
  if (chart.baselineValues) series.push({ name: `baseline (${formatDuration(check.baselineMs ?? 0)} earlier)`, values: chart.baselineValues });
  return {
    title: `${r.name}: ${r.status} (${check.reduce} ${r.observed === null ? '—' : fmt(r.observed)})`,
    times: chart.times,
    series,
    ...(r.failLine !== undefined ? { threshold: r.failLine } : {}),
    ...(what ? { yLabel: check.value.dividedBy !== undefined ? `series_${check.value.series} / series_${check.value.dividedBy}` : what } : {}),
  };
}

function groupText(group: Record<string, unknown>): string {
  return Object.entries(group)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
}

function signed(n: number): string {
  return `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
}

/** Compact numbers for people: integers as is, otherwise about 4 significant digits. */
export function fmt(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (Math.abs(n) >= 1000) return n.toFixed(0);
  return String(Number(n.toPrecision(4)));
}
