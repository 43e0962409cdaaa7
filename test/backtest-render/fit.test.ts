import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishReport } from '../../src/action/publish.ts';
import { parseReporting } from '../../src/action/reporting.ts';
import type { BacktestDetail } from '../../src/alerts/backtest/types.ts';
import { renderPlan } from '../../src/alerts/render.ts';
import { chartsWithin, COMMENT_LIMIT_CHARS, utf16Length } from '../../src/report/fit.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import type { Report } from '../../src/report/model.ts';
import { Inputs } from '../../src/util/inputs.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';
import { ENTRY, plan, series, WINDOWS, type Backtested } from './fixtures.ts';

/**
 * A plan of `n` created alerts, each backtested with a week of 5-minute windows, noisy and grouped.
 * Charts are small (a few dozen points): it takes a hundred alerts with long names for a comment to
 * pass the limit.
 */
function bigPlan(n: number): Report {
  const pairs = Array.from({ length: n }, (_, i) => {
    const s = series(100 + i, 100 + i * 10, 110 + i * 10);
    const groups = Array.from({ length: 8 }, (_, g) => ({
      group: `k8s.pod.name:checkout-${'x'.repeat(40)}-${g}`,
      windows: WINDOWS,
      breaching: 10 - g,
      firings: g === 0 ? 3 : 0,
      pages: g === 0 ? 30 : 0,
    }));
    const action: Backtested = {
      ...ENTRY,
      action: 'create',
      name: `Checkout errors ${i} (${'n'.repeat(30)})`,
      target: 'Checkout / Errors',
      backtest: { window: '7d', interval: '5m', windows: WINDOWS, breaching: 10, firings: 3 + (i % 4), pages: 30 + (i % 4), groups },
    };
    const detail: BacktestDetail = {
      notifications: { alert: 27 + (i % 4), resolve: 3 },
      busiest: groups[0]?.group,
      chart: { ...s, threshold: 90, firings: [s.times[105 + i * 10] as number] },
    };
    return [action, detail] as const;
  });
  return renderPlan(plan(pairs.map(([a]) => a)), {}, { dryRun: true, backtests: new Map(pairs) });
}

const render = (r: Report) => renderMarkdown(r, { marker: '<!-- observability-ops:comment-key=alerts.sync -->' });

describe('charts are the first thing left out of a report that is too long', () => {
  it('keeps the table, the backtest lines, the diff and the notes, and as many charts as fit', () => {
    const report = bigPlan(100);
    const full = render(report);
    expect(full.length).toBeGreaterThan(COMMENT_LIMIT_CHARS);
    const body = chartsWithin(report, COMMENT_LIMIT_CHARS, utf16Length, render, 'the job summary of this run');
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    const kept = (body.match(/```mermaid/g) ?? []).length;
    const charts = report.charts?.length ?? 0;
    expect(charts).toBe(10);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(charts);
    expect(body).toContain(`<sub>${charts - kept} of ${charts} chart(s) left out to keep this report short; the job summary of this run has them.</sub>`);
    // The most: one chart more would not fit.
    const oneMore = render({ ...report, charts: report.charts?.slice(0, kept + 1), chartNote: 'x' });
    expect(oneMore.length).toBeGreaterThan(COMMENT_LIMIT_CHARS);
    // The kept ones are the first (the noisiest), and every fact is still there.
    expect(body).toContain(`**${report.charts?.[0]?.title ?? '?'}**`);
    for (const item of report.lists?.[0]?.items ?? []) expect(body).toContain(item.slice(0, 20));
    expect(body).toContain('<summary>Field-level diff</summary>');
    expect(body).toContain('- Dry run: nothing was sent.');
  });

  it('leaves a report that fits as it is', () => {
    const report = bigPlan(2);
    expect(chartsWithin(report, COMMENT_LIMIT_CHARS, utf16Length, render, 'x')).toBe(render(report));
  });
});

describe('publishReport: the PR comment of a plan with many backtests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'obs-ops-backtest-publish-'));
  const summaryFile = join(dir, 'summary.md');
  const saved = { summary: process.env.GITHUB_STEP_SUMMARY, temp: process.env.RUNNER_TEMP, event: process.env.GITHUB_EVENT_NAME };

  beforeEach(() => {
    writeFileSync(summaryFile, '');
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    process.env.RUNNER_TEMP = dir;
    delete process.env.GITHUB_EVENT_NAME;
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [k, v] of [
      ['GITHUB_STEP_SUMMARY', saved.summary],
      ['RUNNER_TEMP', saved.temp],
      ['GITHUB_EVENT_NAME', saved.event],
    ] as const) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
  });

  it('drops charts before it cuts anything: the comment keeps every line and note; the summary keeps every chart', async () => {
    const values: Record<string, string> = { comment: 'never' };
    const reporting = parseReporting(new Inputs((n) => values[n] ?? ''));
    const report = bigPlan(100);
    const { reportPath } = await publishReport(report, { reporting, operation: 'alerts.sync', redactor: NO_SECRETS });
    // The report file is the comment's body.
    const comment = readFileSync(reportPath, 'utf8');
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(comment).not.toContain('Report cut');
    expect(comment).toMatch(/<sub>\d+ of 10 chart\(s\) left out to keep this report short; the job summary of this run has them\.<\/sub>/);
    expect(comment).toContain('- Scope of .github/alerts.yml: acme/shop:.github/alerts.yml');
    const summary = readFileSync(summaryFile, 'utf8');
    expect((summary.match(/```mermaid/g) ?? []).length).toBe(10);
    expect(summary).not.toContain('left out');
  });
});
