// The alert test file's format: every problem (YAML, schema, what the schema cannot say) at its
// file:line, all of them before any test runs, in the test file and in the alert file it tests.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAlertTests } from '../../src/alerts/unit-tests/file.ts';
import { MAX_VALUES, MAX_WINDOWS } from '../../src/alerts/unit-tests/notation.ts';
import { actionNamer } from '../../src/util/input-error.ts';
import { FileProblemsError, type FileProblem } from '../../src/util/problems.ts';
import { ALERTS, workspace } from './helpers.ts';

const settings = { testFile: 'tests.yml', alertFile: '', edition: 'self-hosted' as const, nameInput: actionNamer };

/** The problems of a test file, as `file:line: message`. */
async function problemsOf(tests: string, alerts = ALERTS, extra: Partial<typeof settings> = {}): Promise<string[]> {
  const dir = await workspace(tests, alerts);
  try {
    await readAlertTests({ ...settings, ...extra }, { root: dir });
  } catch (e) {
    if (e instanceof FileProblemsError) return e.problems.map((p: FileProblem) => `${p.file}:${p.line}: ${p.message}`);
    throw e;
  }
  return [];
}

const file = (tests: string) => `version: 1\nalertFile: alerts.yml\ntests:\n${tests}`;

describe('alert test file', () => {
  it('reads a valid file: series expanded, groups, expectations with their lines and times', async () => {
    const dir = await workspace(
      file(`  - name: grouped
    alert: Errors by service
    start: 2026-03-01T10:00:00Z
    series:
      - { group: "ServiceName:api", values: "1+1x2 _" }
    expect:
      - { group: "ServiceName:api", at: [0, 15m], outcome: ok }
`),
    );
    const {
      tests: [t],
    } = await readAlertTests(settings, { root: dir });
    expect(t).toMatchObject({
      name: 'grouped',
      file: 'tests.yml',
      line: 4,
      alertFile: 'alerts.yml',
      start: Date.parse('2026-03-01T10:00:00Z'),
      grouped: true,
      series: [{ group: 'ServiceName:api', values: [1, 2, 3, null] }],
      expectations: [
        { atText: '0', offsetMs: 5 * 60_000, outcome: 'ok', group: 'ServiceName:api', line: 10 },
        { atText: '15m', offsetMs: 15 * 60_000, outcome: 'ok', group: 'ServiceName:api', line: 10 },
      ],
    });
    expect(t?.alert.name).toBe('Errors by service');
  });

  it('schema problems at their lines, worded by the schema', async () => {
    expect(
      await problemsOf(
        file(`  - alert: Errors
    values: "1 2 x3"
    expect:
      - { at: -1, outcome: fires }
      - { at: 5, outcome: pages }
      - { at: 10 minutes, outcome: ok }
  - alert: Errors
    expect: []
    extra: 1
`),
      ),
    ).toEqual([
      'tests.yml:5: `values` must be values per window like "0 0 5+5x3 _ 40x2" (numbers, `_` for no data, `a+bxn` / `a-bxn` / `axn` to expand) or a list of numbers and "_"; got "1 2 x3"',
      'tests.yml:7: `at` must be a window number (0, 1, …), an offset from the start like 30m or 2h, or a list of them; got -1',
      'tests.yml:8: `outcome` must be one of fires, alerting, ok, pending, resolves, no_data; got "pages"',
      'tests.yml:9: `at` must be a window number (0, 1, …), an offset from the start like 30m or 2h, or a list of them; got "10 minutes"',
      'tests.yml:11: `expect` must be a non-empty list of `at` and `outcome`',
      'tests.yml:12: unknown key `extra`; allowed: name, alert, start, values, series, expect',
    ]);
  });

  it('what the schema cannot say: the alert named, series and groups, expectations per group, the start on the grid', async () => {
    const problems = await problemsOf(
      file(`  - alert: Nope
    values: "1"
    expect: [{ at: 0, outcome: ok }]
  - alert: Errors
    expect: [{ at: 0, outcome: ok }]
  - alert: Errors
    values: "1"
    series: [{ values: "1" }]
    expect: [{ at: 0, outcome: ok }]
  - alert: Errors by service
    values: "1 2"
    expect: [{ at: 0, outcome: ok }]
  - alert: Errors
    series:
      - { values: "1" }
      - { values: "2" }
    expect: [{ at: 0, outcome: ok, group: a }]
  - alert: Errors
    series:
      - { group: a, values: "1" }
      - { group: a, values: "2" }
    expect:
      - { at: 0, outcome: ok }
      - { at: 0, outcome: ok, group: b }
  - alert: Hourly
    start: 2026-01-01T00:30:00Z
    values: "1 2"
    expect: [{ at: 0, outcome: ok }]
  - alert: Errors
    values: "1"
    expect: [{ at: [0, 20002], outcome: ok }]
  - alert: Searched errors
    series: [{ group: a, values: "1" }]
    expect: [{ at: 0, outcome: ok, group: a }]
  - alert: Errors
    values: "1 x2"
    expect: [{ at: 0, outcome: ok }]
`),
    );
    expect(problems).toEqual([
      'tests.yml:4: no alert named `Nope` in the alert file (`Errors`, `Errors by service`, `Searched errors`, `Latency in band`, `Latency out of band`, `Three in a row`, `Quiet`, `Below or equal`, `Hourly`)',
      'tests.yml:7: missing `values` (the value per window) or `series` (one per group)',
      'tests.yml:11: give `values` (one series) or `series` (one per group), not both',
      'tests.yml:13: `Errors by service` is grouped by `ServiceName`: give each series a `group` (under `series:`)',
      'tests.yml:15: `Errors by service` is grouped: say which `group` the outcome is for',
      'tests.yml:19: an alert without groups has one series; for a grouped alert give each series a `group`',
      'tests.yml:20: the test has no groups: leave `group` out, or give the series a `group` each',
      'tests.yml:24: group `a` has a series already',
      'tests.yml:26: `Errors` is grouped: say which `group` the outcome is for (`a`)',
      'tests.yml:27: group `b` has no series in this test (`a`)',
      "tests.yml:29: `start` must be on the 1h grid (the engine's buckets start at multiples of the interval from the epoch), e.g. 2026-01-01T00:00:00.000Z",
      'tests.yml:34: `at` is past the longest test: 20000 windows of 5m',
      'tests.yml:36: `Searched errors` has no `groupBy`: the engine judges it as one series, without groups',
      'tests.yml:37: the test has no groups: leave `group` out, or give the series a `group` each',
      // A test the schema refused is not checked further; the others are.
      'tests.yml:39: `values` must be values per window like "0 0 5+5x3 _ 40x2" (numbers, `_` for no data, `a+bxn` / `a-bxn` / `axn` to expand) or a list of numbers and "_"; got "1 x2"',
    ]);
  });

  it('the alert file: relative to the test file, else the `alert-file` input; missing, unreadable or invalid, it is a problem too', async () => {
    const nested = await workspace('');
    await mkdir(join(nested, 'alerts', 'tests'), { recursive: true });
    await writeFile(join(nested, 'alerts', 'shop.yml'), ALERTS);
    await writeFile(
      join(nested, 'alerts', 'tests', 'shop.test.yml'),
      'version: 1\nalertFile: ../shop.yml\ntests:\n  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n',
    );
    const {
      tests: [t],
    } = await readAlertTests({ ...settings, testFile: 'alerts/tests/*.test.yml' }, { root: nested });
    expect(t).toMatchObject({ file: 'alerts/tests/shop.test.yml', alertFile: 'alerts/shop.yml' });

    const tests = 'version: 1\ntests:\n  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n';
    expect(await problemsOf(tests)).toEqual([
      'tests.yml:1: missing `alertFile:` (the alert file the tests name alerts of, relative to this file); or set `alert-file`',
    ]);
    expect(await problemsOf(tests, ALERTS, { alertFile: 'alerts.yml' })).toEqual([]);
    expect(await problemsOf(file('  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n').replace('alerts.yml', 'gone.yml'))).toEqual([
      'tests.yml:2: Input `test-file`: cannot read `gone.yml`: ENOENT',
    ]);
    expect(
      await problemsOf(file('  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n').replace('alerts.yml', '../../etc/passwd')),
    ).toEqual([expect.stringMatching(/^tests\.yml:2: Input `test-file`: `[^`]*etc\/passwd` is outside the workspace/)]);
    // Two alert files: a name both hold is ambiguous.
    const two = await workspace(
      'version: 1\nalertFile: [alerts.yml, more.yml]\ntests:\n  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n  - alert: Hourly\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n',
    );
    await writeFile(join(two, 'more.yml'), ALERTS.replace(/ {2}- name: Hourly[^]*$/, ''));
    await expect(readAlertTests(settings, { root: two })).rejects.toMatchObject({
      problems: [
        expect.objectContaining({ line: 4, message: '`Errors` names an alert of alerts.yml and of more.yml: test one alert file at a time (`alertFile`)' }),
      ],
    });
    // The alert file's own problems, at its lines: the file alerts.sync would refuse is not tested.
    expect(
      await problemsOf(
        file('  - alert: Errors\n    values: "1"\n    expect: [{ at: 0, outcome: ok }]\n'),
        ALERTS.replace('threshold: 10\n', 'threshold: ten\n'),
      ),
    ).toEqual(['alerts.yml:11: `threshold` must be a number (remove the quotes)']);
  });
  it(`refuses more than ${MAX_VALUES} values over all the series at the series that crosses it, once, and expands nothing after it`, async () => {
    // A short line per group, each the most one series may hold: a 10 MB file of these would be billions of values.
    const groups = Math.floor(MAX_VALUES / MAX_WINDOWS) + 5;
    const series = Array.from({ length: groups }, (_, i) => `      - { group: "ServiceName:s${i}", values: "0x${MAX_WINDOWS - 1}" }`).join('\n');
    const problems = await problemsOf(
      file(`  - alert: Errors by service
    series:
${series}
    expect:
      - { group: "ServiceName:s0", at: 0, outcome: ok }
`),
    );
    expect(problems).toEqual([
      `tests.yml:${6 + MAX_VALUES / MAX_WINDOWS}: more than ${MAX_VALUES} values in all the test series of this run: split the tests over several runs, or shorten the series`,
    ]);
  });
  it('an `at` too long to be a number of days is past the longest test, not the start', async () => {
    expect(
      await problemsOf(
        file(`  - alert: Errors
    values: "1 2"
    expect:
      - { at: "${'9'.repeat(400)}d", outcome: ok }
`),
      ),
    ).toEqual([`tests.yml:7: \`at\` is past the longest test: ${MAX_WINDOWS} windows of 5m`]);
  });
});
