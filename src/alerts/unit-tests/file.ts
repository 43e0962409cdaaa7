import { dirname, posix } from 'node:path';
import { alertTestFile as alertTestFileSchema } from '../../generated/alert-test-file.js';
import type { SchemaEdition } from '../../util/schema.js';
import { findFiles, readText } from '../../util/files.js';
import { messageFor, type InputNamer } from '../../util/input-error.js';
import { FileProblemsError, type FileProblem } from '../../util/problems.js';
import { workspaceFile, type Workspace } from '../../util/workspace.js';
import { readValues } from '../../util/values.js';
import { LocatedYaml, type YamlPath } from '../../util/yaml.js';
import { parseDuration } from '../../util/duration.js';
import { intervalMinutes } from '../fields.js';
import { parseAlertFile, type AlertFile, type AlertSpec } from '../file.js';
import { expandValues, MAX_VALUES, MAX_WINDOWS } from './notation.js';
import type { AlertTest, ExpectedOutcome, Expectation, TestSeries } from './types.js';

/** Window 0's start when neither the test, the file nor the alert's `scheduleStartAt` says: a midnight on every interval's grid. */
export const DEFAULT_START = Date.UTC(2026, 0, 1);

type Raw = Record<string, unknown>;
/** `values` as the schema lets it through: promtool notation, a list of numbers and `_`, or one number. */
type RawValues = number | string | Array<number | string>;

const isMap = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface TestFileSettings {
  /** The `test-file` input: a path or a glob, relative to the workspace. */
  testFile: string;
  /** The `alert-file` input: the alert file(s) of test files that name none. */
  alertFile: string;
  edition: SchemaEdition;
  nameInput: InputNamer;
  /** The `values-file` input: the values of the alert files' placeholders, as alerts.sync substitutes them. */
  valuesFile?: string;
}

/**
 * Reads every test file and the alert files they test, and checks them all before any test runs:
 * YAML, the schema (schemas/alert-test-file.schema.json), then what it cannot express — the alert
 * a test names, its groups, a start on the engine's bucket grid. Throws FileProblemsError listing
 * every problem of every file (test and alert files); else the tests, and the warnings to report.
 */
export async function readAlertTests(settings: TestFileSettings, ws: Workspace): Promise<{ tests: AlertTest[]; warnings: FileProblem[] }> {
  const found = await findFiles(ws, 'test-file', settings.testFile);
  const alertFiles = new Map<string, AlertFile>();
  const problems: FileProblem[] = [];
  const tests: AlertTest[] = [];
  // Values the series of every file may still expand to (MAX_VALUES), shared by the whole run.
  const budget = { left: MAX_VALUES };
  // The alerts are tested as alerts.sync would write them: with this environment's values. A value
  // no tested file uses is not an error here: a run tests some of the files one values file serves.
  const values = await readValues(ws, settings.valuesFile ?? '', settings.nameInput);
  const readAlertFile = async (path: string): Promise<AlertFile> => {
    const f = await workspaceFile(ws, 'test-file', path);
    const known = alertFiles.get(f.display);
    if (known) return known;
    const parsed = parseAlertFile(f.display, await readText('test-file', f), { defaultScope: 'alerts.test', edition: settings.edition, values });
    alertFiles.set(f.display, parsed);
    problems.push(...parsed.yaml.problems);
    return parsed;
  };
  for (const f of found) {
    const y = await LocatedYaml.read(f.path, f.display);
    const before = tests.length;
    if (!y.hasErrors) {
      const schemaProblems = y.validate(alertTestFileSchema, 'self-hosted');
      const root = y.value;
      // A test the schema refused is reported already; checking it further would only echo that.
      const refused = (prefix: YamlPath): boolean => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
      if (isMap(root) && Array.isArray(root.tests) && !refused(['alertFile']) && !refused(['start'])) {
        const files = await testedFiles(y, root, settings, ws, f.display, readAlertFile);
        tests.push(...parseTests(y, root, files, refused, budget));
      }
    }
    problems.push(...[...y.problems].sort((a, b) => a.line - b.line || a.column - b.column));
    if (y.hasErrors) tests.length = before;
  }
  if (problems.some((p) => p.severity === 'error')) throw new FileProblemsError(problems);
  return { tests, warnings: problems };
}

/** The alert files a test file tests: its `alertFile` (relative to it), else the `alert-file` input. */
async function testedFiles(
  y: LocatedYaml,
  root: Raw,
  settings: TestFileSettings,
  ws: Workspace,
  display: string,
  read: (path: string) => Promise<AlertFile>,
): Promise<AlertFile[]> {
  const own = root.alertFile;
  if (own === undefined) {
    if (!settings.alertFile) {
      y.problem([], `missing \`alertFile:\` (the alert file the tests name alerts of, relative to this file); or set ${settings.nameInput('alert-file', '')}`);
      return [];
    }
    const out: AlertFile[] = [];
    for (const f of await findFiles(ws, 'alert-file', settings.alertFile)) out.push(await read(f.display));
    return out;
  }
  const paths = typeof own === 'string' ? [own] : (own as string[]);
  const out: AlertFile[] = [];
  for (const [i, path] of paths.entries()) {
    const at: YamlPath = typeof own === 'string' ? ['alertFile'] : ['alertFile', i];
    // Relative to the test file, as an editor resolves it; the workspace check still applies.
    const joined = posix.normalize(posix.join(dirname(display).split('\\').join('/'), path));
    try {
      out.push(await read(joined));
    } catch (e) {
      y.problem(at, messageFor(e, settings.nameInput));
    }
  }
  return out;
}

/** What is left of the run's MAX_VALUES (negative: spent, a problem said so). */
interface Budget {
  left: number;
}

function parseTests(y: LocatedYaml, root: Raw, files: AlertFile[], refused: (prefix: YamlPath) => boolean, budget: Budget): AlertTest[] {
  if (files.length === 0 || files.some((f) => f.yaml.hasErrors)) return [];
  const byName = new Map<string, { spec: AlertSpec; file: string; also?: string }>();
  for (const f of files) {
    for (const spec of f.alerts) {
      const first = byName.get(spec.name);
      if (first) first.also ??= f.file;
      else byName.set(spec.name, { spec, file: f.file });
    }
  }
  const tests: AlertTest[] = [];
  (root.tests as unknown[]).forEach((raw, i) => {
    if (!isMap(raw) || refused(['tests', i])) return;
    const test = parseTest(y, raw, ['tests', i], root.start, byName, budget);
    if (test) tests.push({ ...test, name: typeof raw.name === 'string' ? raw.name : `${test.alert.name} #${i + 1}` });
  });
  return tests;
}

function parseTest(
  y: LocatedYaml,
  raw: Raw,
  at: YamlPath,
  fileStart: unknown,
  byName: ReadonlyMap<string, { spec: AlertSpec; file: string; also?: string }>,
  budget: Budget,
): Omit<AlertTest, 'name'> | undefined {
  const before = y.problems.length;
  const alertName = raw.alert as string;
  const found = byName.get(alertName);
  if (!found) {
    const names = [...byName.keys()];
    y.problem(
      [...at, 'alert'],
      `no alert named \`${alertName}\` in the alert file (${names.length ? names.map((n) => `\`${n}\``).join(', ') : 'it has none'})`,
    );
    return undefined;
  }
  if (found.also) {
    y.problem([...at, 'alert'], `\`${alertName}\` names an alert of ${found.file} and of ${found.also}: test one alert file at a time (\`alertFile\`)`);
    return undefined;
  }
  const alert = found.spec;
  const intervalMs = intervalMinutes(alert.interval) * 60_000;

  // --- series: `values` is one series without a group
  if (raw.values !== undefined && raw.series !== undefined) y.problem([...at, 'series'], 'give `values` (one series) or `series` (one per group), not both');
  if (raw.values === undefined && raw.series === undefined) y.problem(at, 'missing `values` (the value per window) or `series` (one per group)');
  const rawSeries: Array<{ group?: string; values: RawValues; path: YamlPath }> =
    raw.series !== undefined
      ? (raw.series as Raw[]).map((s, j) => ({ group: s.group as string | undefined, values: s.values as RawValues, path: [...at, 'series', j] }))
      : raw.values !== undefined
        ? [{ values: raw.values as RawValues, path: at }]
        : [];
  const groupBy = alert.source === 'saved_search' && typeof alert.groupBy === 'string' && alert.groupBy !== '' ? alert.groupBy : undefined;
  // A saved search alert is grouped by its own `groupBy` alone; a tile's grouping is its chart's (in the dashboard), said here by the series.
  const ungroupedSearch = alert.source === 'saved_search' && groupBy === undefined;
  const grouped = groupBy !== undefined || (!ungroupedSearch && rawSeries.some((s) => s.group !== undefined));
  for (const s of rawSeries) {
    if (ungroupedSearch && s.group !== undefined)
      y.problem([...s.path, 'group'], `\`${alert.name}\` has no \`groupBy\`: the engine judges it as one series, without groups`);
  }
  const series: TestSeries[] = [];
  const groups = new Set<string>();
  for (const [j, s] of rawSeries.entries()) {
    // Once the run's budget is spent, the series that crossed it is the one problem said, and no later
    // series is expanded (no test runs after a problem): the refusal costs no more than the budget.
    if (budget.left < 0) continue;
    const expanded = expandValues(s.values);
    const values =
      typeof expanded !== 'string' && expanded.length > budget.left
        ? `more than ${MAX_VALUES} values in all the test series of this run: split the tests over several runs, or shorten the series`
        : expanded;
    if (typeof values === 'string') y.problem([...s.path, 'values'], values);
    budget.left -= typeof expanded === 'string' ? 0 : expanded.length;
    if (grouped && s.group === undefined) {
      y.problem(
        s.path,
        groupBy !== undefined
          ? `\`${alert.name}\` is grouped by \`${groupBy}\`: give each series a \`group\` (under \`series:\`)`
          : 'the other series have a `group`: give this one a `group` too (an alert is grouped or not)',
      );
    } else if (s.group !== undefined && groups.has(s.group)) {
      y.problem([...s.path, 'group'], `group \`${s.group}\` has a series already`);
    } else if (!grouped && j > 0) {
      y.problem(s.path, 'an alert without groups has one series; for a grouped alert give each series a `group`');
    }
    if (s.group !== undefined) groups.add(s.group);
    if (typeof values !== 'string') series.push({ group: s.group ?? '', values });
  }

  // --- start: window 0 must be an engine bucket (epoch-aligned at the interval)
  const startAt = alert.scheduleStartAt ? Date.parse(alert.scheduleStartAt) : undefined;
  const given = raw.start ?? fileStart;
  const start = given === undefined ? (startAt !== undefined ? startAt - (startAt % intervalMs) : DEFAULT_START) : epochMs(given);
  const startPath: YamlPath = raw.start !== undefined ? [...at, 'start'] : ['start'];
  if (!Number.isFinite(start)) y.problem(startPath, `\`start\` is not a time: ${JSON.stringify(given)}`);
  else if (start % intervalMs !== 0) {
    y.problem(
      startPath,
      `\`start\` must be on the ${alert.interval} grid (the engine's buckets start at multiples of the interval from the epoch), e.g. ${new Date(start - (start % intervalMs)).toISOString()}`,
    );
  }

  // --- expectations
  const expectations: Expectation[] = [];
  (raw.expect as Raw[]).forEach((e, j) => {
    const path: YamlPath = [...at, 'expect', j];
    const group = typeof e.group === 'string' ? e.group : '';
    const known = groups.size ? ` (${[...groups].map((g) => `\`${g}\``).join(', ')})` : '';
    if (grouped && e.group === undefined) y.problem(path, `\`${alert.name}\` is grouped: say which \`group\` the outcome is for${known}`);
    else if (!grouped && e.group !== undefined) y.problem([...path, 'group'], 'the test has no groups: leave `group` out, or give the series a `group` each');
    else if (grouped && !groups.has(group)) y.problem([...path, 'group'], `group \`${group}\` has no series in this test${known}`);
    const times = Array.isArray(e.at) ? (e.at as Array<number | string>) : [e.at as number | string];
    times.forEach((t, k) => {
      const where = y.locate(Array.isArray(e.at) ? [...path, 'at', k] : path);
      const offsetMs = typeof t === 'number' ? (t + 1) * intervalMs : (parseDuration(t) ?? Infinity);
      // As far as the longest series reaches: a typo like `at: 1000d` is not a million evaluations to replay (and 400 digits of days are no time at all, not the start).
      if (offsetMs > (MAX_WINDOWS + 1) * intervalMs) {
        y.problem(Array.isArray(e.at) ? [...path, 'at', k] : [...path, 'at'], `\`at\` is past the longest test: ${MAX_WINDOWS} windows of ${alert.interval}`);
      }
      expectations.push({ atText: String(t), offsetMs, outcome: e.outcome as ExpectedOutcome, group, line: where.line, column: where.column });
    });
  });
  if (y.problems.length > before) return undefined;
  return { file: y.file, line: y.locate(at).line, alert, alertFile: found.file, start, grouped, series, expectations };
}

function epochMs(raw: unknown): number {
  return typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : NaN;
}
