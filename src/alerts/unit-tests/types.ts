import type { AlertSpec } from '../file.js';

/** What a test expects of a group at one evaluation (schemas/alert-test-file.schema.json, `outcome`). */
export type ExpectedOutcome = 'fires' | 'alerting' | 'ok' | 'pending' | 'resolves' | 'no_data';

/** One group's values, window 0 first; null: no data in that window. */
export interface TestSeries {
  /** '' for an alert without groups. */
  group: string;
  values: Array<number | null>;
}

/** One outcome at one evaluation (an `at` list is one expectation per time). */
export interface Expectation {
  /** As written: `5` (window 5) or `30m`. */
  atText: string;
  /** When the engine runs, after the test's start (window n: its end, (n + 1) intervals). */
  offsetMs: number;
  outcome: ExpectedOutcome;
  /** '' for an alert without groups. */
  group: string;
  line: number;
  column: number;
}

/** A test the file's checks accepted, its alert resolved from the alert file. */
export interface AlertTest {
  name: string;
  /** The test file, as users know it. */
  file: string;
  line: number;
  alert: AlertSpec;
  /** The alert file that holds it. */
  alertFile: string;
  /** Epoch ms: where window 0 begins. */
  start: number;
  grouped: boolean;
  series: TestSeries[];
  expectations: Expectation[];
}
