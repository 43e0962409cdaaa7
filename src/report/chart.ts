import type { ChartSpec } from './model.js';
import { escapeMermaid } from './escape.js';

/** Mermaid draws at most this many series per chart (plus the threshold line). */
export const MAX_SERIES = 5;
/** Visible x-axis labels; the other buckets get invisible labels. */
export const MAX_X_LABELS = 12;
/** Visible x-axis labels of a chart over more than a day (`MM-DD HH:MM` is wider). */
export const MAX_X_LABELS_DATED = 8;
/** Points per line in the Mermaid block; longer series are merged bucket-wise (max). */
export const MAX_POINTS = 240;
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
 * Fewer series (first MAX_SERIES) and fewer points: consecutive buckets are merged keeping the
 * maximum, so a spike that would breach a threshold stays visible (and so does a mark).
 */
function prepare(chart: ChartSpec, maxPoints: number): Prepared {
  const n = chart.times.length;
  const group = Math.max(1, Math.ceil(n / maxPoints));
  const idx: number[] = [];
  for (let i = 0; i < n; i += group) idx.push(i);
  const merge = (values: Array<number | null>) =>
    idx.map((start) => {
      let best: number | null = null;
      for (let j = start; j < Math.min(n, start + group); j++) {
        const v = values[j];
        if (typeof v === 'number' && Number.isFinite(v) && (best === null || v > best)) best = v;
      }
      return best;
    });
  const kept = chart.series.slice(0, MAX_SERIES);
  const marked = idx.map(() => false);
  for (const t of chart.marks?.at ?? []) {
    const j = bucketOf(chart.times, t);
    if (j !== undefined) marked[Math.floor(j / group)] = true;
  }
  return {
    times: idx.map((i) => chart.times[i] ?? 0),
    series: kept.map((s) => ({ name: s.name, values: merge(s.values) })),
    omitted: chart.series.length - kept.length,
    marked,
  };
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

/** [low, high] covering the data and the threshold: low = min(0, data), high = max(data, threshold) · 1.1. */
export function yRange(values: number[], threshold?: number): [number, number] {
  const all = threshold === undefined ? values : [...values, threshold];
  if (all.length === 0) return [0, 1];
  const low = Math.min(0, ...all);
  let high = Math.max(...all);
  high = high > 0 ? high * 1.1 : high;
  if (high <= low) high = low + 1;
  return [nice(low), nice(high)];
}

/** Stable rounding: 6 significant digits, no float noise. */
export function nice(v: number): number {
  return Number(v.toPrecision(6));
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
  const p = prepare(chart, MAX_POINTS);
  const series = p.series.filter((s) => s.values.some((v) => v !== null));
  if (p.times.length === 0 || series.length === 0) return undefined;
  const filled = series.map((s) => ({ name: s.name, values: fillNulls(s.values) }));
  const extra = chart.lines ?? [];
  const [low, high] = yRange([...filled.flatMap((s) => s.values), ...extra.map((l) => l.value)], chart.threshold);
  // Mermaid cannot parse an empty quoted string, so empty texts are left out or replaced.
  const q = (s: string, fallback = '-') => `"${escapeMermaid(s) || fallback}"`;
  const num = (values: number[]) => `[${values.map(mermaidNumber).join(', ')}]`;
  const lines = ['```mermaid', 'xychart-beta'];
  if (escapeMermaid(chart.title)) lines.push(`  title ${q(chart.title)}`);
  // The labels are ours (HH:MM and zero-width characters): escaping would spell the invisible ones out.
  lines.push(
    `  x-axis [${xLabels(p.times)
      .map((l) => `"${l}"`)
      .join(', ')}]`,
  );
  const yTitle = escapeMermaid(chart.yLabel ?? '');
  lines.push(`  y-axis ${yTitle ? `${q(yTitle)} ` : ''}${mermaidNumber(low)} --> ${mermaidNumber(high)}`);
  // Marks first, as full-height bars: the lines are drawn over them.
  if (chart.marks && p.marked.some(Boolean)) lines.push(`  bar ${q(chart.marks.name, 'marks')} ${num(p.marked.map((m) => (m ? high : low)))}`);
  filled.forEach((s, i) => lines.push(`  line ${q(s.name, `series ${i + 1}`)} ${num(s.values)}`));
  const threshold = chart.threshold;
  if (threshold !== undefined) {
    lines.push(`  line "threshold" ${num(p.times.map(() => threshold))}`);
  }
  extra.forEach((l, i) => lines.push(`  line ${q(l.name, `line ${i + 1}`)} ${num(p.times.map(() => l.value))}`));
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
  return chart.marks && prepare(chart, MAX_POINTS).marked.some(Boolean) ? chart.marks.name : undefined;
}

/** One sparkline per series for the log: `name ▁▂▅█▇ min … max … last …`, then flat lines and marks. */
export function renderSparklines(chart: ChartSpec): string[] {
  const p = prepare(chart, SPARK_WIDTH);
  const known = p.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const extra = chart.lines ?? [];
  const [low, high] = yRange([...known, ...extra.map((l) => l.value)], chart.threshold);
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
    const spark = s.values.map((v) => (v === null ? ' ' : SPARK[Math.min(7, Math.max(0, Math.floor(((v - low) / (high - low)) * 8)))])).join('');
    const last = vals[vals.length - 1] ?? NaN;
    return `${s.name.padEnd(width)}  ${spark}  min ${nice(Math.min(...vals))} · max ${nice(Math.max(...vals))} · last ${nice(last)}`;
  });
  if (markName !== undefined) out.push(`${markName.padEnd(width)}  ${p.marked.map((m) => (m ? '▲' : ' ')).join('')}`.trimEnd());
  if (chart.threshold !== undefined) out.push(`${'threshold'.padEnd(width)}  ${nice(chart.threshold)}`);
  for (const l of extra) out.push(`${l.name.padEnd(width)}  ${nice(l.value)}`);
  if (p.omitted > 0) out.push(`(${p.omitted} more series not drawn)`);
  return out;
}
