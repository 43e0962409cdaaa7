// alerts.test's verdicts: each outcome the engine can reach, per group, over the threshold types,
// consecutive windows and schedules of the alert file (test/unit-tests/helpers.ts), and what a failing
// expectation says. No server: the file's alert is judged by the alert engine (src/alert-engine/).
import { describe, expect, it } from 'vitest';
import { ALERTS, runTests } from './helpers.ts';
import { MAX_TRACE } from '../../src/alerts/unit-tests/judge.ts';

/** Every expectation met; else the failures, to read in the assertion's message. */
async function expectPass(tests: string): Promise<void> {
  const { tests: out, outcome } = await runTests(tests);
  expect(out.flatMap((t) => t.failures.map((f) => `${t.name}: ${f.message}`))).toEqual([]);
  expect(outcome.failure).toBeUndefined();
  expect(outcome.report.outcome).toBe('success');
}

describe('alerts.test outcomes', () => {
  it('fires (above: at equality), stays alerting, resolves, then ok and no_data (an empty window, and after the series)', async () => {
    await expectPass(`
  - alert: Errors
    values: "5 10 11 20 3 _"
    expect:
      - { at: 0, outcome: ok }
      - { at: 1, outcome: fires }
      - { at: [2, 3], outcome: alerting }
      - { at: 4, outcome: resolves }
      - { at: 5, outcome: no_data }
      - { at: 40m, outcome: no_data }
`);
  });

  it('an offset names the evaluation the engine runs then: window n is judged (n + 1) intervals after the start, a time between evaluations is the last one', async () => {
    await expectPass(`
  - alert: Hourly
    values: "5 20 5"
    expect:
      - { at: 1h, outcome: ok }
      - { at: 2h, outcome: fires }
      - { at: 150m, outcome: fires }
      - { at: 2, outcome: resolves }
`);
  });

  it('each group on its own; a group missing from an evaluation is no_data, and resolves when it was alerting (the engine writes OK for it)', async () => {
    await expectPass(`
  - alert: Errors by service
    series:
      - { group: "ServiceName:api", values: "0 6 6 0" }
      - { group: "ServiceName:web", values: "6 0 _ _" }
      - { group: "ServiceName:db", values: "6 _" }
    expect:
      - { group: "ServiceName:api", at: 0, outcome: ok }
      - { group: "ServiceName:api", at: 1, outcome: fires }
      - { group: "ServiceName:api", at: 2, outcome: alerting }
      - { group: "ServiceName:api", at: 3, outcome: resolves }
      - { group: "ServiceName:web", at: 0, outcome: fires }
      - { group: "ServiceName:web", at: 1, outcome: resolves }
      - { group: "ServiceName:web", at: [2, 3], outcome: no_data }
      - { group: "ServiceName:db", at: 0, outcome: fires }
      - { group: "ServiceName:db", at: 1, outcome: resolves }
      - { group: "ServiceName:db", at: 2, outcome: no_data }
`);
  });

  it('between and not_between include both bounds as the engine does', async () => {
    await expectPass(`
  - alert: Latency in band
    values: "50 100 200 201"
    expect:
      - { at: 0, outcome: ok }
      - { at: 1, outcome: fires }
      - { at: 2, outcome: alerting }
      - { at: 3, outcome: resolves }
  - alert: Latency out of band
    values: "50 100 200 201"
    expect:
      - { at: 0, outcome: fires }
      - { at: 1, outcome: resolves }
      - { at: 2, outcome: ok }
      - { at: 3, outcome: fires }
`);
  });

  it('numConsecutiveWindows: pending until enough breaching windows in a row; a pending run that ends sends nothing (ok, not resolves)', async () => {
    await expectPass(`
  - alert: Three in a row
    values: "20 20 0 20 20 20 20 0"
    expect:
      - { at: [0, 1], outcome: pending }
      - { at: 2, outcome: ok }
      - { at: [3, 4], outcome: pending }
      - { at: 5, outcome: fires }
      - { at: 6, outcome: alerting }
      - { at: 7, outcome: resolves }
`);
  });

  it('an empty window is 0 to the engine: below 1 fires on no data (fires, not no_data)', async () => {
    await expectPass(`
  - alert: Quiet
    values: "5 _ _ 5"
    expect:
      - { at: 0, outcome: ok }
      - { at: 1, outcome: fires }
      - { at: 2, outcome: alerting }
      - { at: 3, outcome: resolves }
  - alert: Below or equal
    values: [2, 1, "_"]
    expect:
      - { at: 0, outcome: ok }
      - { at: 1, outcome: fires }
      - { at: 2, outcome: alerting }
`);
  });

  it('scheduleStartAt: no evaluation before the anchored window has elapsed, then windows counted from the anchor', async () => {
    const alerts = `version: 1
alerts:
  - name: Anchored
    source: tile
    dashboard: Shop
    tile: Errors
    interval: 5m
    threshold: 10
    thresholdType: above
    scheduleStartAt: "2026-01-01T00:02:00Z"
    channel: { webhook: oncall }
`;
    const { tests } = await runTests(
      `
  - alert: Anchored
    values: "20 20 0"
    expect:
      - { at: 0, outcome: fires }
      - { at: 7m, outcome: fires }
      - { at: 12m, outcome: resolves }
`,
      alerts,
    );
    // The default start is the anchor rounded down to the grid (00:00). The first evaluation is at 00:07 and reads the
    // epoch-aligned buckets of [00:02, 00:07): windows 0 and 1 (fires); the next reads windows 1 (20) and 2 (0), and
    // the last bucket leaves the group OK (resolves).
    expect(tests[0]?.failures.map((f) => [f.at, f.computed])).toEqual([['0', 'no_data']]);
    expect(tests[0]?.failures[0]?.message).toContain('the engine runs no evaluation then (scheduleStartAt 2026-01-01T00:02:00Z');
  });
});

describe('a long test', () => {
  it('a week of 1-minute windows in 4 groups, 201 expectations: judged in well under 5 s', async () => {
    const alerts = `version: 1
alerts:
  - name: Minutely
    source: saved_search
    savedSearch: Errors
    groupBy: ServiceName
    interval: 1m
    threshold: 10
    thresholdType: above
    channel: { webhook: oncall }
`;
    const series = ['a', 'b', 'c', 'd'].map((g) => `      - { group: "${g}", values: "0x9998 20" }`).join('\n');
    const expectations = Array.from({ length: 200 }, (_, i) => `      - { group: a, at: ${i * 49}, outcome: ok }`).join('\n');
    const { tests } = await runTests(
      `  - alert: Minutely\n    series:\n${series}\n    expect:\n${expectations}\n      - { group: d, at: 9999, outcome: fires }\n`,
      alerts,
    );
    expect(tests[0]?.failures).toEqual([]);
    expect(tests[0]?.expectations).toBe(201);
  });
});

describe('the report', () => {
  it("carries the files' warnings (an alert file's ignored thresholdMax) at their lines, and still passes", async () => {
    const { outcome } = await runTests(
      `  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n`,
      ALERTS.replace('    tile: Errors\n    threshold: 10\n', '    tile: Errors\n    threshold: 10\n    thresholdMax: 20\n'),
    );
    expect(outcome.failure).toBeUndefined();
    expect(outcome.report.outcome).toBe('success');
    expect(outcome.report.problems).toEqual([
      {
        file: 'alerts.yml',
        line: 12,
        column: 19,
        severity: 'warning',
        message: '`thresholdMax` is ignored with `thresholdType: above` (only `between` and `not_between` use it)',
      },
    ]);
  });
});

describe('a failing expectation', () => {
  it('says expected vs computed, at the expectation line, with the windows that decided (values, breaching, in a row, state)', async () => {
    const { outcome, tests, dir } = await runTests(`
  - name: pages on the second window
    alert: Three in a row
    values: "20 20 20 _"
    expect:
      - { at: 0, outcome: pending }
      - { at: 1, outcome: fires }
`);
    expect(dir).toBeTruthy();
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ name: 'pages on the second window', alert: 'Three in a row', status: 'fail', expectations: 2, line: 5 });
    expect(tests[0]?.failures).toEqual([
      {
        line: 10,
        at: '1',
        expected: 'fires',
        computed: 'pending',
        message:
          'expected fires, computed pending at window 1 (the evaluation at 2026-01-01 00:10); alert: above 10, fires after 3 breaching windows in a row; ' +
          'deciding windows: window 0 (2026-01-01 00:00) = 20: breaching (1 in a row) → PENDING; window 1 (2026-01-01 00:05) = 20: breaching (2 in a row) → PENDING',
      },
    ]);
    expect(outcome.report.outcome).toBe('failure');
    expect(outcome.report.problems).toEqual([
      { file: 'tests.yml', line: 10, column: 9, severity: 'error', message: `pages on the second window: ${tests[0]?.failures[0]?.message ?? ''}` },
    ]);
    expect(outcome.failure).toBe(`1 of 1 alert test(s) failed: pages on the second window (tests.yml:10): ${tests[0]?.failures[0]?.message ?? ''}`);
    expect(outcome.outputs).toEqual({ failed: '1' });
  });

  it('names the group of a grouped alert and shows only its values', async () => {
    const { tests } = await runTests(`
  - alert: Errors by service
    series:
      - { group: "ServiceName:api", values: "0 6" }
      - { group: "ServiceName:web", values: "9 9" }
    expect:
      - { group: "ServiceName:api", at: 1, outcome: ok }
`);
    expect(tests[0]?.failures[0]?.message).toBe(
      'expected ok, computed fires at window 1 (the evaluation at 2026-01-01 00:10) for group `ServiceName:api`; alert: above 5; ' +
        'deciding windows: window 0 (2026-01-01 00:00) = 0: not breaching → OK; window 1 (2026-01-01 00:05) = 6: breaching (1 in a row) → ALERT (fires)',
    );
    expect(tests[0]?.failures[0]?.group).toBe('ServiceName:api');
  });
  it(`shows at most ${MAX_TRACE} deciding evaluations, however many windows in a row the alert needs`, async () => {
    const alerts = ALERTS.replace('numConsecutiveWindows: 3', 'numConsecutiveWindows: 1000');
    const { tests } = await runTests(
      `
  - alert: Three in a row
    values: "20x998"
    expect:
      - { at: 998, outcome: fires }
`,
      alerts,
    );
    const message = tests[0]?.failures[0]?.message ?? '';
    expect(message).toMatch(/^expected fires, computed pending at window 998 .*fires after 1000 breaching windows in a row; deciding windows: window 987 \(/);
    expect(message.match(/→ PENDING/g)).toHaveLength(MAX_TRACE);
  });
  it('the step failure names the first failing test and counts the others (the report lists every one)', async () => {
    const failing = Array.from({ length: 50 }, (_, i) => `  - { name: t${String(i)}, alert: Errors, values: "20", expect: [{ at: 0, outcome: ok }] }`).join(
      '\n',
    );
    const { outcome, tests } = await runTests(`${failing}\n`);
    expect(tests.filter((t) => t.status === 'fail')).toHaveLength(50);
    expect(outcome.failure).toBe(`50 of 50 alert test(s) failed: t0 (tests.yml:4): ${tests[0]?.failures[0]?.message ?? ''} (and 49 more failing test(s))`);
    expect(outcome.report.problems).toHaveLength(50);
  });
});
