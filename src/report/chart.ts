import type { ChartSpec } from './model.js';
import { escapeMermaid } from './escape.js';

/** Mermaid draws at most this many series per chart (plus the threshold line). */
export const MAX_SERIES = 5;
/** Visible x-axis labels; the other points get invisible labels. */
export const MAX_X_LABELS = 6;
/** Visible x-axis labels of a chart over more than a day (`MM-DD HH:MM` is wider). */
export const MAX_X_LABELS_DATED = 4;
/**
 * Points per line in the Mermaid block: a few dozen, as a person reads a chart in a comment (and ten
 * of them stay far below a comment's size limit). A longer series is cut into MAX_POINTS / 2 spans of
 * equal length, each drawn as its lowest and its highest value in the order they came: a spike (or a
 * dip, for a `below` alert) is never averaged or skipped away.
 */
export const MAX_POINTS = 48;
/** Characters in a log sparkline. */
export const SPARK_WIDTH = 60;

const SPARK = '▁▂▃▄▅▆▇█';
// Joiners, not the zero-width space: that one is what a hidden character in a name most often is, and
// no sink should carry it (test/hardening/trojan-names.test.ts).
const ZWNJ = '\u200C';
const ZWJ = '\u200D';

interface Prepared {
  times: number[];
  series: Array<{ name: string; values: Array<number | null> }>;
  omitted: number;
  /** Per prepared point: a mark falls in it. */
  marked: boolean[];
}

/**
 * Fewer series (first MAX_SERIES) and at most `maxPoints` points. With `extremes`, each span of the
 * series gives two points, its lowest and its highest value in time order (the chart); otherwise one, its
 * highest (a sparkline's cell). Either way a value that breaches a threshold stays visible, and so does a mark.
 */
function prepare(chart: ChartSpec, maxPoints: number, extremes: boolean): Prepared {
  const n = chart.times.length;
  const perSpan = extremes && n > maxPoints ? 2 : 1;
  const spans = Math.min(n, Math.floor(maxPoints / perSpan));
  // Span k holds points [edge(k), edge(k + 1)): equal lengths, the first starting at 0.
  const edge = (k: number): number => Math.floor((k * n) / Math.max(1, spans));
  const kept = chart.series.slice(0, MAX_SERIES);
  const series = kept.map((s) => ({ name: s.name, values: [] as Array<number | null> }));
  const times: number[] = [];
  const marked: boolean[] = [];
  for (let k = 0; k < spans; k++) {
    const from = edge(k);
    const to = edge(k + 1);
    const mid = perSpan === 2 ? from + Math.floor((to - from) / 2) : to;
    times.push(chart.times[from] ?? 0);
    if (perSpan === 2) times.push(chart.times[mid] ?? chart.times[from] ?? 0);
    kept.forEach((s, i) => {
      const out = series[i]?.values as Array<number | null>;
      let low: number | undefined;
      let high: number | undefined;
      let lowAt = 0;
      let highAt = 0;
      for (let j = from; j < to; j++) {
        const v = s.values[j];
        if (typeof v !== 'number' || !Number.isFinite(v)) continue;
        if (low === undefined || v < low) [low, lowAt] = [v, j];
        if (high === undefined || v > high) [high, highAt] = [v, j];
      }
      if (perSpan === 1) out.push(high ?? null);
      else if (low === undefined || high === undefined) out.push(null, null);
      else out.push(...(lowAt <= highAt ? [low, high] : [high, low]));
    });
    marked.push(false);
    if (perSpan === 2) marked.push(false);
  }
  // A mark falls in the point whose span (or half-span) holds it.
  for (const t of chart.marks?.at ?? []) {
    const j = bucketOf(chart.times, t);
    if (j === undefined) continue;
    let k = spans - 1;
    while (k > 0 && edge(k) > j) k--;
    const mid = edge(k) + Math.floor((edge(k + 1) - edge(k)) / 2);
    marked[perSpan * k + (perSpan === 2 && j >= mid ? 1 : 0)] = true;
  }
  return { times, series, omitted: chart.series.length - kept.length, marked };
}

/** Index of the last time at or before `t` (times ascending); undefined outside [first, last]. */
function bucketOf(times: readonly number[], t: number): number | undefined {
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined || !Number.isFinite(t) || t < first || t > last) return undefined;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((times[mid] ?? Infinity) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * [low, high] covering the data and the threshold: low = min(0, data), high = max(data, threshold) with
 * 10 % headroom — never past the largest finite number, so any finite value has a finite axis.
 */
export function yRange(values: number[], threshold?: number): [number, number] {
  let low = 0;
  let high = -Infinity;
  for (const v of threshold === undefined ? values : [...values, threshold]) {
    if (!Number.isFinite(v)) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  if (high === -Infinity) return [0, 1];
  if (high > 0) high = Math.min(high * 1.1, Number.MAX_VALUE);
  if (high <= low) high = low + Math.max(1, Math.abs(low) * 1e-6);
  return [nice(low), nice(high)];
}

/**
 * The power of ten a chart's numbers are divided by so that they read (and stay short): 1 for
 * magnitudes from 0.001 to 10^15, else 10^(3k). Mermaid's grammar has no exponents, so 1.79e308
 * would otherwise be written with 309 digits; and the axis spans (high − low) must stay finite.
 */
export function scaleOf(values: readonly number[]): number {
  let most = 0;
  for (const v of values) if (Number.isFinite(v)) most = Math.max(most, Math.abs(v));
  if (most === 0 || (most >= 1e-3 && most < 1e15)) return 0;
  return 3 * Math.floor(Math.log10(most) / 3);
}

/** v / 10^exponent, in two steps so that neither factor overflows (10^±308 are the edges). */
function scaled(v: number, exponent: number): number {
  if (exponent === 0) return v;
  const half = Math.trunc(exponent / 2);
  return v / 10 ** half / 10 ** (exponent - half);
}

/** Stable rounding: 6 significant digits, no float noise. */
export function nice(v: number): number {
  const r = Number(v.toPrecision(6));
  // 1.797693e308 rounds past the largest number: keep it as it is.
  return Number.isFinite(r) ? r : v;
}

// Created on first need: building an Intl formatter loads ICU data (~13 ms), which few runs need.
let exponentFree: Intl.NumberFormat | undefined;

/** A number as Mermaid's grammar accepts it: no exponent, no grouping. */
export function mermaidNumber(v: number): string {
  const plain = String(nice(v));
  if (!/e/i.test(plain)) return plain;
  exponentFree ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 6 });
  return exponentFree.format(v);
}

/** `HH:MM` in UTC. */
export function hhmm(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * Nulls carry the previous value (a gap would need a point Mermaid cannot express); leading nulls
 * take the first known value. A series with no value at all is left out by the caller.
 */
export function fillNulls(values: Array<number | null>): number[] {
  const first = values.find((v): v is number => typeof v === 'number');
  let prev = first ?? 0;
  return values.map((v) => (typeof v === 'number' ? (prev = v) : prev));
}

/** A Mermaid `xychart-beta` block (fenced), or undefined when there is nothing to draw. */
export function renderMermaidChart(chart: ChartSpec): string | undefined {
  const p = prepare(chart, MAX_POINTS, true);
  const series = p.series.filter((s) => s.values.some((v) => v !== null));
  if (p.times.length === 0 || series.length === 0) return undefined;
  const extra = chart.lines ?? [];
  const flat = [...(chart.threshold === undefined ? [] : [chart.threshold]), ...extra.map((l) => l.value)];
  // Everything drawn is divided by one power of ten when the numbers are too large or too small to read.
  const exponent = scaleOf([...series.flatMap((s) => s.values.filter((v): v is number => v !== null)), ...flat]);
  const filled = series.map((s) => ({ name: s.name, values: fillNulls(s.values).map((v) => scaled(v, exponent)) }));
  const threshold = chart.threshold === undefined ? undefined : scaled(chart.threshold, exponent);
  const [low, high] = yRange([...filled.flatMap((s) => s.values), ...extra.map((l) => scaled(l.value, exponent))], threshold);
  // Mermaid cannot parse an empty quoted string, so empty texts are left out or replaced.
  const q = (s: string, fallback = '-') => `"${escapeMermaid(s) || fallback}"`;
  // Six digits of the axis's span: a value a millionth of it (1e-300 beside 1) is drawn as the 0 it looks like.
  const step = 10 ** (Math.floor(Math.log10(high - low)) - 5);
  const num = (values: number[]) => `[${values.map((v) => mermaidNumber(Math.round(v / step) * step)).join(', ')}]`;
  const lines = ['```mermaid', 'xychart-beta'];
  if (escapeMermaid(chart.title)) lines.push(`  title ${q(chart.title)}`);
  // The labels are ours (HH:MM and zero-width characters): escaping would spell the invisible ones out.
  lines.push(
    `  x-axis [${xLabels(p.times)
      .map((l) => `"${l}"`)
      .join(', ')}]`,
  );
  const yTitle = [escapeMermaid(chart.yLabel ?? ''), exponent !== 0 ? `×10^${exponent}` : ''].filter(Boolean).join(' ');
  lines.push(`  y-axis ${yTitle ? `${q(yTitle)} ` : ''}${mermaidNumber(low)} --> ${mermaidNumber(high)}`);
  // Marks first, as full-height bars: the lines are drawn over them.
  if (chart.marks && p.marked.some(Boolean)) lines.push(`  bar ${q(chart.marks.name, 'marks')} ${num(p.marked.map((m) => (m ? high : low)))}`);
  filled.forEach((s, i) => lines.push(`  line ${q(s.name, `series ${i + 1}`)} ${num(s.values)}`));
  if (threshold !== undefined) lines.push(`  line "threshold" ${num(p.times.map(() => threshold))}`);
  extra.forEach((l, i) => lines.push(`  line ${q(l.name, `line ${i + 1}`)} ${num(p.times.map(() => scaled(l.value, exponent)))}`));
  lines.push('```');
  return lines.join('\n');
}

/**
 * x-axis categories: HH:MM every `step` points (≤ MAX_X_LABELS visible; over more than a day, `MM-DD HH:MM`
 * and fewer of them, as they are wider). Mermaid's category axis needs one distinct label per point, so
 * the others are invisible and distinct: the point's index in binary, written with two zero-width
 * characters (a few per label, not one more per point).
 */
export function xLabels(times: number[]): string[] {
  const days = (times[times.length - 1] ?? 0) - (times[0] ?? 0) >= 86_400_000;
  const step = Math.max(1, Math.ceil(times.length / (days ? MAX_X_LABELS_DATED : MAX_X_LABELS)));
  const seen = new Set<string>();
  return times.map((t, i) => {
    let label = i % step === 0 ? (days ? `${mmdd(t)} ${hhmm(t)}` : hhmm(t)) : invisibleIndex(i);
    // Same HH:MM twice (buckets a day apart): make it distinct.
    while (seen.has(label)) label += ZWJ;
    seen.add(label);
    return label;
  });
}

/** `MM-DD` in UTC. */
function mmdd(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** `i` (≥ 1) in binary with the zero-width joiner for 0 and the non-joiner for 1: distinct and invisible. */
function invisibleIndex(i: number): string {
  return Array.from(i.toString(2), (bit) => (bit === '1' ? ZWNJ : ZWJ)).join('');
}

/** A legend line: Mermaid's xychart draws no legend, so series are named in order. */
export function chartLegend(chart: ChartSpec): string[] {
  const names = chart.series.slice(0, MAX_SERIES).map((s) => s.name);
  if (chart.threshold !== undefined) names.push(`threshold ${nice(chart.threshold)}`);
  for (const l of chart.lines ?? []) names.push(`${l.name} ${nice(l.value)}`);
  return names;
}

/** What the bars of a chart with marks stand for, or undefined when none is drawn. */
export function marksLegend(chart: ChartSpec): string | undefined {
  return chart.marks && prepare(chart, MAX_POINTS, true).marked.some(Boolean) ? chart.marks.name : undefined;
}

/** One sparkline per series for the log: `name ▁▂▅█▇ min … max … last …`, then flat lines and marks. */
export function renderSparklines(chart: ChartSpec): string[] {
  const p = prepare(chart, SPARK_WIDTH, false);
  const known = p.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const extra = chart.lines ?? [];
  const [low, high] = yRange([...known, ...extra.map((l) => l.value)], chart.threshold);
  // Halves: (v − low) / (high − low) of two large numbers of opposite signs would overflow.
  const cell = (v: number): string => {
    const f = (v / 2 - low / 2) / (high / 2 - low / 2);
    return SPARK[Math.min(7, Math.max(0, Math.floor((Number.isFinite(f) ? f : 0) * 8)))] as string;
  };
  const markName = chart.marks && p.marked.some(Boolean) ? chart.marks.name : undefined;
  const width = Math.max(
    ...p.series.map((s) => s.name.length),
    chart.threshold === undefined ? 1 : 'threshold'.length,
    ...extra.map((l) => l.name.length),
    markName?.length ?? 1,
  );
  const out = p.series.map((s) => {
    const vals = s.values.filter((v): v is number => v !== null);
    if (vals.length === 0) return `${s.name.padEnd(width)}  (no data)`;
    const spark = s.values.map((v) => (v === null ? ' ' : cell(v))).join('');
    const last = vals[vals.length - 1] ?? NaN;
    let min = Infinity;
    let max = -Infinity;
    for (const v of vals) [min, max] = [Math.min(min, v), Math.max(max, v)];
    return `${s.name.padEnd(width)}  ${spark}  min ${nice(min)} · max ${nice(max)} · last ${nice(last)}`;
  });
  if (markName !== undefined) out.push(`${markName.padEnd(width)}  ${p.marked.map((m) => (m ? '▲' : ' ')).join('')}`.trimEnd());
  if (chart.threshold !== undefined) out.push(`${'threshold'.padEnd(width)}  ${nice(chart.threshold)}`);
  for (const l of extra) out.push(`${l.name.padEnd(width)}  ${nice(l.value)}`);
  if (p.omitted > 0) out.push(`(${p.omitted} more series not drawn)`);
  return out;
}
