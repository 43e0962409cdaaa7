import { describe, expect, it } from 'vitest';
import { chartLegend, marksLegend, renderMermaidChart, renderSparklines, xLabels } from '../../src/report/chart.ts';
import type { ChartSpec } from '../../src/report/model.ts';

const t0 = Date.UTC(2026, 10, 18);
const week = Array.from({ length: 2016 }, (_, i) => t0 + i * 300_000);

describe('the x axis of a long chart', () => {
  it('keeps its hidden labels invisible and short: no spelt-out <U+200B>, a few characters per point', () => {
    const block = renderMermaidChart({ title: 'week', times: week, series: [{ name: 's', values: week.map((_, i) => i % 10) }], threshold: 5 }) as string;
    const axis = block.split('\n').find((l) => l.startsWith('  x-axis')) ?? '';
    expect(axis).not.toContain('U+');
    const labels = [...axis.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(labels).toHaveLength(224);
    expect(new Set(labels).size).toBe(224);
    // A week: dated labels, at most 8 of them.
    const shown = labels.filter((l) => /\d\d:\d\d/.test(l));
    expect(shown.length).toBeLessThanOrEqual(8);
    expect(shown[0]).toBe('11-18 00:00');
    expect(labels.every((l) => /^(\d\d-\d\d \d\d:\d\d)?[\u200C\u200D]*$/.test(l))).toBe(true);
    // Not the zero-width space: no sink carries that one (a name's hidden character is shown as <U+200B>).
    expect(axis).not.toContain('\u200B');
    // 224 points: about 10 characters a label (it was one zero-width space more per point, spelt out as ‹U+200B›).
    expect(axis.length).toBeLessThan(224 * 16);
    expect(block.length).toBeLessThan(8_000);
  });

  it('name the day on a chart over days (every label distinct), and only the time within a day', () => {
    const days = Array.from({ length: 14 }, (_, i) => t0 + i * 43_200_000); // every 12 h: 00:00, 12:00, 00:00, …
    const labels = xLabels(days);
    expect(new Set(labels).size).toBe(14);
    expect(labels.filter((l) => /\d\d:\d\d/.test(l)).slice(0, 3)).toEqual(['11-18 00:00', '11-19 00:00', '11-20 00:00']);
    // Within a day: HH:MM alone.
    const hours = [t0, t0 + 60_000, t0 + 86_400_000 - 60_000];
    expect(xLabels(hours)).toEqual(['00:00', '00:01', '23:59']);
  });
});

describe('extra lines and marks', () => {
  const times = Array.from({ length: 10 }, (_, i) => t0 + i * 60_000);
  const chart: ChartSpec = {
    title: 'c',
    times,
    series: [{ name: 'v', values: [1, 2, 3, 9, 3, 2, 1, 1, 1, 1] }],
    threshold: 4,
    lines: [{ name: 'threshold max', value: 12 }],
    marks: { name: 'fires', at: [times[3] as number, (times[3] as number) + 30_000, times[9] as number] },
  };

  it('draws flat lines after the threshold and counts them in the y range; marks as full-height bars under the lines', () => {
    const block = renderMermaidChart(chart) as string;
    const rows = block.split('\n');
    expect(rows).toContain('  y-axis 0 --> 13.2');
    expect(rows).toContain('  bar "fires" [0, 0, 0, 13.2, 0, 0, 0, 0, 0, 13.2]');
    expect(rows.indexOf('  bar "fires" [0, 0, 0, 13.2, 0, 0, 0, 0, 0, 13.2]')).toBeLessThan(rows.findIndex((r) => r.startsWith('  line "v"')));
    expect(rows).toContain('  line "threshold max" [12, 12, 12, 12, 12, 12, 12, 12, 12, 12]');
    expect(chartLegend(chart)).toEqual(['v', 'threshold 4', 'threshold max 12']);
    expect(marksLegend(chart)).toBe('fires');
  });

  it('says the same in the log: a row of ticks under the sparkline, then each line', () => {
    expect(renderSparklines(chart)).toEqual([
      'v              ▁▂▂▆▂▂▁▁▁▁  min 1 · max 9 · last 1',
      'fires             ▲     ▲',
      'threshold      4',
      'threshold max  12',
    ]);
  });

  it('draws no bar when no mark falls in the chart', () => {
    const outside: ChartSpec = { ...chart, marks: { name: 'fires', at: [t0 - 1, t0 + 3_600_000] } };
    expect(renderMermaidChart(outside)).not.toContain('bar ');
    expect(marksLegend(outside)).toBeUndefined();
    expect(renderSparklines(outside).some((l) => l.startsWith('fires'))).toBe(false);
  });
});
