// A workspace with an alert file and an alert test file, and alerts.test run in-process on it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAlertTests } from '../../src/alerts/unit-tests/run.ts';
import type { TestSummary } from '../../src/alerts/unit-tests/report.ts';
import type { OperationResult } from '../../src/report/model.ts';
import { actionNamer } from '../../src/util/input-error.ts';

/** The alerts the tests below judge (5-minute windows unless said). */
export const ALERTS = `version: 1
defaults:
  interval: 5m
  thresholdType: above
  channel: { webhook: oncall }
alerts:
  - name: Errors
    source: tile
    dashboard: Shop
    tile: Errors
    threshold: 10
  - name: Errors by service
    source: saved_search
    savedSearch: Errors
    groupBy: ServiceName
    threshold: 5
  - name: Searched errors
    source: saved_search
    savedSearch: Errors
    threshold: 5
  - name: Latency in band
    source: tile
    dashboard: Shop
    tile: Latency
    threshold: 100
    thresholdMax: 200
    thresholdType: between
  - name: Latency out of band
    source: tile
    dashboard: Shop
    tile: Latency
    threshold: 100
    thresholdMax: 200
    thresholdType: not_between
  - name: Three in a row
    source: tile
    dashboard: Shop
    tile: Errors
    threshold: 10
    numConsecutiveWindows: 3
  - name: Quiet
    source: tile
    dashboard: Shop
    tile: Requests
    threshold: 1
    thresholdType: below
  - name: Below or equal
    source: tile
    dashboard: Shop
    tile: Requests
    threshold: 1
    thresholdType: below_or_equal
  - name: Hourly
    source: tile
    dashboard: Shop
    tile: Errors
    interval: 1h
    threshold: 10
`;

export interface Ran {
  outcome: OperationResult;
  tests: TestSummary[];
  dir: string;
}

/** A fresh workspace holding `alerts.yml` (ALERTS unless given) and `tests.yml`. */
export async function workspace(tests: string, alerts = ALERTS): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'alert-tests-'));
  await writeFile(join(dir, 'alerts.yml'), alerts);
  await writeFile(join(dir, 'tests.yml'), tests);
  return dir;
}

/** alerts.test on `tests` (a test file naming `alerts.yml`, or its `tests:` list alone). */
export async function runTests(tests: string, alerts = ALERTS): Promise<Ran> {
  const text = /^version:/m.test(tests) ? tests : `version: 1\nalertFile: alerts.yml\ntests:\n${tests}`;
  const dir = await workspace(text, alerts);
  const outcome = await runAlertTests({ testFile: 'tests.yml', alertFile: '', edition: 'self-hosted', nameInput: actionNamer }, { root: dir });
  return { outcome, tests: (outcome.result as { tests: TestSummary[] }).tests, dir };
}
