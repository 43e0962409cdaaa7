import { describe, expect, it } from 'vitest';
import { escapeInline, escapeMermaid, fenceFor, neutralizeComments } from '../../src/report/escape.ts';
import { commentMarker, encodeMarkerKey, readMarker } from '../../src/report/marker.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderLog } from '../../src/report/log.ts';
import fc from 'fast-check';
import { fillNulls, mermaidNumber, renderMermaidChart, renderSparklines, xLabels, yRange } from '../../src/report/chart.ts';
import type { Report } from '../../src/report/model.ts';

const HOSTILE = ['<img src=x onerror=alert(1)>', 'a|b', '@here', ']]>', '`', '#123', '**bold** [x](http://e)', 'line1\nline2', '- item', '1. one'];

describe('escapeInline', () => {
  it('leaves no raw HTML, pipe, backtick, live mention or issue reference', () => {
    for (const s of HOSTILE) {
      const out = escapeInline(s);
      expect(out).not.toMatch(/<(?!br>)/); // only our own <br>
      expect(out).not.toMatch(/(?<!\\)\|/);
      expect(out).not.toContain('`');
      expect(out).not.toMatch(/@here/);
      expect(out).not.toMatch(/(?<!&)#\d/);
      expect(out).not.toMatch(/(?<!\\)[*[\]]/);
      expect(out).not.toContain('\n');
    }
  });

  it('keeps the text readable', () => {
    expect(escapeInline('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeInline('a|b')).toBe('a\\|b');
    expect(escapeInline('@here')).toBe('@\u200Dhere');
    expect(escapeInline('fixes #123')).toBe('fixes \\#\u200D123');
    expect(escapeInline('`')).toBe('&#96;');
    expect(escapeInline('line1\nline2')).toBe('line1<br>line2');
    expect(escapeInline('- item')).toBe('\\- item');
    expect(escapeInline('1. one')).toBe('1\\. one');
    expect(escapeInline('1.8 %')).toBe('1.8 %');
    expect(escapeInline('---')).toBe('\\---');
    expect(escapeInline('-5')).toBe('-5');
    expect(escapeInline('&lt;')).toBe('&amp;lt;');
  });

  it('picks a fence longer than any backtick run', () => {
    expect(fenceFor('no ticks')).toBe('```');
    expect(fenceFor('a ```` b')).toBe('`````');
  });

  it('makes Mermaid strings quote-free and comment-free', () => {
    const out = escapeMermaid('say "hi" %% [x] <b>\n`y`');
    expect(out).not.toMatch(/["%[\]<>\n`]/);
  });

  it('encodes the marker key so it cannot close the HTML comment', () => {
    const key = 'x --> <!-- y -->';
    expect(encodeMarkerKey(key)).not.toMatch(/--|>|</);
    expect(commentMarker(key)).toMatch(/^<!-- observability-ops:comment-key=[^<>]*? -->$/);
    expect(commentMarker('a')).not.toBe(commentMarker('a-'));
  });

  it('reads a marker only as the first line of a body, and only its own format', () => {
    const key = 'alerts.sync:.github/alerts.yml';
    expect(readMarker(`${commentMarker(key)}\n### ✅ Alerts plan`)).toBe(key);
    expect(readMarker(`${commentMarker(key)}\r\nbody`)).toBe(key);
    expect(readMarker(commentMarker(key))).toBe(key);
    expect(readMarker(`> quoted\n${commentMarker(key)}`)).toBeUndefined();
    expect(readMarker(` ${commentMarker(key)}`)).toBeUndefined();
    expect(readMarker(`${commentMarker(key)} trailing text`)).toBeUndefined();
    expect(readMarker('<!-- observability-ops:comment-key=a-b -->')).toBeUndefined(); // `-` is always encoded
    expect(readMarker(undefined)).toBeUndefined();
  });

  it('no string of a report opens or closes an HTML comment, wherever it is rendered', () => {
    const h = '<!-- observability-ops:comment-key=x --> --!> -->';
    const md = renderMarkdown(
      {
        title: h,
        outcome: 'warning',
        headline: h,
        counts: { [h]: 1 },
        table: { columns: [h, 'Status'], rows: [[h, h]] },
        problems: [{ file: h, line: 1, column: 1, message: h, severity: 'error' }],
        details: [{ title: h, text: `${h}\n+ ${h}` }],
        notes: [h],
      },
      { marker: commentMarker('k') },
    );
    expect(md.split('<!--')).toHaveLength(2);
    expect(md.split('-->')).toHaveLength(2);
    expect(md.startsWith(`${commentMarker('k')}\n`)).toBe(true);
    expect(md).not.toContain('--!>');
    expect(neutralizeComments('a <!-- b --> c')).toBe('a <!\u200B-- b -\u200B-> c');
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const hostileReport: Report = {
  title: 'Sync <script>',
  outcome: 'warning',
  headline: 'Plan: 1 to create',
  counts: { create: 1, 'up|date': 2 },
  table: {
    columns: ['Alert', 'Status', 'Reason'],
    rows: HOSTILE.map((name) => [name, 'create', 'new @team']),
  },
  details: [{ title: 'Diff <b>@x</b>', text: 'has ``` fence\nand ```` longer' }],
  notes: ['note with @user and #42'],
};

describe('renderMarkdown', () => {
  const md = renderMarkdown(hostileReport, { marker: commentMarker('alerts.sync:alerts.yaml') });

  it('renders title, counts, table and marker', () => {
    expect(md.startsWith('<!-- observability-ops:comment-key=alerts.sync%3Aalerts.yaml -->\n')).toBe(true);
    expect(md).toContain('### ⚠️ Sync &lt;script&gt;');
    expect(md).toContain('**1** create · **2** up\\|date');
    expect(md).toContain('| Alert | Status | Reason |\n| --- | --- | --- |');
    expect(md).toContain('| a\\|b | 🆕 create | new @\u200Dteam |');
  });

  it('keeps every table row at exactly the column count', () => {
    const rows = md.split('\n').filter((l) => l.startsWith('| '));
    expect(rows.length).toBe(HOSTILE.length + 2);
    for (const r of rows) expect(r.replace(/\\\|/g, '').split('|').length - 2).toBe(3);
  });

  it('puts details text in a fence longer than its backtick runs, summary HTML-escaped', () => {
    expect(md).toContain('<details><summary>Diff &lt;b&gt;@\u200Dx&lt;/b&gt;</summary>');
    expect(md).toContain('`````text\nhas ``` fence\nand ```` longer\n`````');
  });

  it('leaves the report untouched and renders it the same every time', () => {
    // Frozen to the leaves: any write to the report (a sort in place, a default filled in) throws.
    const frozen = deepFreeze(structuredClone(hostileReport));
    const marker = commentMarker('alerts.sync:alerts.yaml');
    const first = renderMarkdown(frozen, { marker });
    expect(renderMarkdown(frozen, { marker })).toBe(first);
    expect(first).toBe(md);
    expect(renderLog(frozen)).toEqual(renderLog(hostileReport));
    expect(frozen).toEqual(hostileReport);
  });

  it('lists problems', () => {
    const out = renderMarkdown({
      title: 'Bad file',
      outcome: 'failure',
      problems: [{ file: 'alerts.yaml', line: 3, column: 5, message: 'unknown key `foo`', severity: 'error' }],
    });
    expect(out).toContain('| alerts.yaml:3:5 | ❌ error | unknown key &#96;foo&#96; |');
  });
});

describe('charts', () => {
  const t0 = Date.UTC(2026, 0, 1, 10, 0);
  const times = Array.from({ length: 30 }, (_, i) => t0 + i * 60_000);
  const chart = {
    title: 'p95 "latency"',
    yLabel: 'ms',
    times,
    series: [{ name: 'checkout', values: times.map((_, i) => (i === 3 ? null : i * 10)) }],
    threshold: 250,
  };

  it('draws a Mermaid xychart with the threshold as a second line', () => {
    const block = renderMermaidChart(chart) as string;
    expect(block).toMatch(/^```mermaid\nxychart-beta\n/);
    expect(block).toContain('title "p95 ”latency”"');
    expect(block).toContain('y-axis "ms" 0 --> 319');
    const lines = block.split('\n').filter((l) => l.trim().startsWith('line '));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`  line "threshold" [${times.map(() => 250).join(', ')}]`);
    // null carried from the previous value
    expect(lines[0]).toContain('[0, 10, 20, 20, 40,');
  });

  it('shows at most 12 HH:MM labels, all labels distinct', () => {
    const labels = xLabels(times);
    expect(labels).toHaveLength(30);
    expect(new Set(labels).size).toBe(30);
    const visible = labels.filter((l) => /\d\d:\d\d/.test(l));
    expect(visible.length).toBeLessThanOrEqual(12);
    expect(visible[0]).toBe('10:00');
  });

  it('computes the y range from 0 (or below) to max(data, threshold)·1.1', () => {
    expect(yRange([1, 5], 10)).toEqual([0, 11]);
    expect(yRange([-4, 5])).toEqual([-4, 5.5]);
    expect(yRange([])).toEqual([0, 1]);
    expect(fillNulls([null, 2, null, 3])).toEqual([2, 2, 2, 3]);
  });

  it('never writes a number Mermaid cannot parse', () => {
    const block = renderMermaidChart({ title: 'x', times: [0, 1], series: [{ name: 's', values: [1e-9, 1e22] }] }) as string;
    expect(block).not.toMatch(/\de[+-]?\d/);
  });

  it('formats numbers like Intl with 6 significant digits, without loading Intl for ordinary ones', () => {
    const intl = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 6 });
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => {
        const s = mermaidNumber(v);
        expect(s).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(s) === Number(intl.format(v))).toBe(true); // === : 0 and -0 both read as 0
      }),
    );
  });

  it('renders sparklines for the log', () => {
    const lines = renderSparklines(chart);
    expect(lines[0]).toMatch(/^checkout {2}[▁▂▃▄▅▆▇█ ]+ {2}min 0 · max 290 · last 290$/);
    expect(lines[1]).toBe('threshold  250');
  });
});

describe('renderLog', () => {
  it('aligns the table and defuses workflow commands', () => {
    const lines = renderLog({
      title: 'List',
      outcome: 'success',
      table: {
        columns: ['Name', 'Id'],
        rows: [
          ['a', '1'],
          ['longer name', '2'],
        ],
      },
      details: [{ title: 'Raw', text: '::error::injected\n##[warning]x' }],
    });
    expect(lines[0]).toBe('✅ List');
    expect(lines).toContain('Name         Id');
    expect(lines).toContain('longer name  2');
    expect(lines.some((l) => l.startsWith('::'))).toBe(false);
    expect(lines.some((l) => l.startsWith('##['))).toBe(false);
  });
});
