import { describe, expect, it } from 'vitest';
import { chartLegend, marksLegend, MAX_POINTS, renderMermaidChart, renderSparklines, xLabels } from '../../src/report/chart.ts';
import type { ChartSpec } from '../../src/report/model.ts';

const t0 = Date.UTC(2026, 10, 18);
const week = Array.from({ length: 2016 }, (_, i) => t0 + i * 300_000);

describe('the x axis of a long chart', () => {
  it('keeps its hidden labels invisible and short: no spelt-out <U+200B>, a few characters per point', () => {
    const block = renderMermaidChart({ title: 'week', times: week, series: [{ name: 's', values: week.map((_, i) => i % 10) }], threshold: 5 }) as string;
    const axis = block.split('\n').find((l) => l.startsWith('  x-axis')) ?? '';
    expect(axis).not.toContain('U+');
    const labels = [...axis.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(labels).toHaveLength(MAX_POINTS);
    expect(new Set(labels).size).toBe(MAX_POINTS);
    // A week: dated labels, a few of them.
    const shown = labels.filter((l) => /\d\d:\d\d/.test(l));
    expect(shown.length).toBeLessThanOrEqual(4);
    expect(shown[0]).toBe('11-18 00:00');
    expect(labels.every((l) => /^(\d\d-\d\d \d\d:\d\d)?[\u200C\u200D]*$/.test(l))).toBe(true);
    // Not the zero-width space: no sink carries that one (a name's hidden character is shown as <U+200B>).
    expect(axis).not.toContain('\u200B');
    expect(axis.length).toBeLessThan(MAX_POINTS * 10);
    expect(block.length).toBeLessThan(2_000);
  });

  it('name the day on a chart over days (every label distinct), and only the time within a day', () => {
    const days = Array.from({ length: 14 }, (_, i) => t0 + i * 43_200_000); // every 12 h: 00:00, 12:00, 00:00, …
    const labels = xLabels(days);
    expect(new Set(labels).size).toBe(14);
    expect(labels.filter((l) => /\d\d:\d\d/.test(l)).slice(0, 3)).toEqual(['11-18 00:00', '11-20 00:00', '11-22 00:00']);
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

/** The numbers of a block's `line`/`bar` rows and its y axis. */
function numbersOf(block: string): { axis: [number, number]; lines: Partial<Record<string, number[]>> } {
  const rows = block.split('\n');
  const axis = /--> ?(\S+)$/.exec(rows.find((r) => r.startsWith('  y-axis')) ?? '');
  const low = /(\S+) -->/.exec(rows.find((r) => r.startsWith('  y-axis')) ?? '');
  const lines: Partial<Record<string, number[]>> = {};
  for (const r of rows) {
    const m = /^ {2}(?:line|bar) "([^"]*)" \[(.*)\]$/.exec(r);
    if (m) lines[m[1] ?? ''] = (m[2] ?? '').split(', ').map(Number);
  }
  return { axis: [Number(low?.[1]), Number(axis?.[1])], lines };
}

describe('a chart sized for people (a PR comment)', () => {
  it(`draws a week of 5-minute points as at most ${MAX_POINTS}, keeping the spike and the dip of each span`, () => {
    const values = week.map((_, i) => (i === 1000 ? 500 : i === 1500 ? -40 : 10));
    const block = renderMermaidChart({
      title: 'week',
      times: week,
      series: [{ name: 'v', values }],
      threshold: 100,
      marks: { name: 'fires', at: [week[1000] as number] },
    }) as string;
    const { lines } = numbersOf(block);
    expect(lines.v).toHaveLength(MAX_POINTS);
    expect(Math.max(...(lines.v ?? []))).toBe(500);
    expect(Math.min(...(lines.v ?? []))).toBe(-40);
    // The mark lands on the point that holds the spike.
    const fires = lines.fires ?? [];
    expect(fires.indexOf(Math.max(...fires))).toBe(lines.v?.indexOf(500));
  });

  it('a series shorter than that is drawn point for point', () => {
    const times = week.slice(0, 12);
    const block = renderMermaidChart({ title: 'hour', times, series: [{ name: 'v', values: times.map((_, i) => i) }] }) as string;
    expect(numbersOf(block).lines.v).toEqual(times.map((_, i) => i));
  });
});

describe('any finite value renders', () => {
  const times = week.slice(0, 200);
  for (const [name, big] of [
    ['1.79e308', 1.79e308],
    ['the largest number', Number.MAX_VALUE],
    ['-1.79e308 beside 1.79e308', -1.79e308],
    ['1e-300', 1e-300],
  ] as const) {
    it(`${name}: a finite axis, short numbers Mermaid parses, the value still the highest point`, () => {
      const values = times.map((_, i) => (i === 50 ? big : i === 60 && big < 0 ? 1.79e308 : 1));
      const chart: ChartSpec = { title: 'huge', times, series: [{ name: 'v', values }], threshold: 5, yLabel: 'per 5m' };
      const block = renderMermaidChart(chart) as string;
      expect(block).not.toMatch(/Infinity|NaN|\de[+-]\d/);
      const { axis, lines } = numbersOf(block);
      expect(axis.every(Number.isFinite)).toBe(true);
      expect(axis[1] - axis[0]).toBeLessThan(Infinity);
      expect(
        Object.values(lines)
          .flatMap((l) => l ?? [])
          .every(Number.isFinite),
      ).toBe(true);
      // Numbers are written short: scaled by a power of ten named on the axis, never 309 digits.
      expect(Math.max(...block.split(/[\s,[\]]+/).map((w) => w.length))).toBeLessThan(40);
      const v = lines.v ?? [];
      if (big > 1) {
        expect(block).toMatch(/y-axis "per 5m ×10\^\d+"/);
        expect(Math.max(...v)).toBeLessThanOrEqual(axis[1]);
        expect(v.indexOf(Math.max(...v))).toBeGreaterThan(0);
      }
      if (big < 0) expect(Math.min(...v)).toBeGreaterThanOrEqual(axis[0]);
      const spark = renderSparklines(chart).join('\n');
      expect(spark).not.toMatch(/Infinity|NaN/);
      expect(spark).toMatch(/[▁▂▃▄▅▆▇█]{10}/);
    });
  }
});
