import { whereFeatureIs } from '../api/features.js';
import type { AlertInterval, ThresholdType } from '../api/types.js';
import { alertFile as alertFileSchema } from '../generated/alert-file.js';
import type { SchemaEdition } from '../util/schema.js';
import { invisibleStrings, invisibleWarning } from '../report/escape.js';
import type { Values } from '../util/values.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';
import { intervalMinutes, isRangeThreshold, KEY_GROUPS, MESSAGE_LIMIT, type AlertSource } from './fields.js';
import type { Chart } from './inline.js';
import { chartProblems } from './inline-schema.js';
import { markerFor, mentionsMarker } from './marker.js';

/** A channel as written: a webhook by name or by id. */
export interface ChannelRef {
  webhook?: string;
  webhookId?: string;
  path: YamlPath;
}

/** One alert of the file, with `defaults` merged in; names are not resolved yet. */
export interface AlertSpec {
  name: string;
  /** `true`: take over the unmarked alert with this name; a string: the unmarked alert with this id. */
  adopt: boolean | string;
  source: AlertSource;
  dashboard?: string;
  dashboardId?: string;
  tile?: string;
  tileId?: string;
  savedSearch?: string;
  savedSearchId?: string;
  groupBy?: string | null;
  /** An inline alert's chart, as written (names, not ids). */
  chart?: Chart;
  threshold: number;
  thresholdMax?: number;
  thresholdType: ThresholdType;
  interval: AlertInterval;
  scheduleOffsetMinutes?: number;
  scheduleStartAt?: string | null;
  channels: ChannelRef[];
  message?: string | null;
  note?: string | null;
  numConsecutiveWindows?: number | null;
  /** Today's fields; undefined: the file does not state it, and the alert keeps what it has. */
  displayName?: string;
  tags?: string[];
  detectionMode?: string;
  anomalyConfig?: Record<string, unknown>;
  /** Where a key's value was written (the alert or `defaults`), for located problems. */
  at: (key: string) => YamlPath;
}

export interface AlertFile {
  /** The path users know (relative to the workspace when inside it). */
  file: string;
  scope: string;
  alerts: AlertSpec[];
  /** Holds the problems, and locates later ones (names that resolve to nothing). */
  yaml: LocatedYaml;
}

export interface AlertFileOptions {
  /** A stack file: only these top-level keys are this format's (the other sections are read by their own kinds). */
  keep?: readonly string[];
  /** The `scope` input; wins over the file's `scope:`. */
  scope?: string;
  /** Used when neither the input nor the file sets a scope. */
  defaultScope: string;
  /** The edition the file is synced to (the schema may differ per edition). */
  edition?: SchemaEdition;
  /** The run's values (`values-file`) for the file's `${{ values.NAME }}` placeholders; unset: none are substituted. */
  values?: Values;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses an alert file: YAML, then the schema (schemas/alert-file.schema.json), then what a schema
 * cannot check: fields merged from `defaults` (required ones, pairs that exclude each other, the
 * schedule against the interval), unique names, and the message with the ownership marker of this
 * scope. Every problem lands in `yaml.problems` with its location.
 */
export function parseAlertFile(file: string, text: string, opts: AlertFileOptions): AlertFile {
  return readAlertFile(LocatedYaml.parse(file, text), opts);
}

/** The same, from a file parsed already (a section of a stack file: src/reconcile/files.ts reads each file once). */
export function readAlertFile(yaml: LocatedYaml, opts: AlertFileOptions): AlertFile {
  const file = yaml.file;
  const result: AlertFile = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
  if (opts.keep) yaml.keepOnly(opts.keep);
  // Placeholders first, so the schema judges the values (at the placeholders' lines); a missing one stops here, before the schema would echo it as a wrong type.
  if (opts.values?.substitute(yaml) || yaml.hasErrors) return result;

  const schemaProblems = yaml.validate(alertFileSchema, opts.edition ?? 'self-hosted');
  const root = yaml.value;
  if (!isObject(root)) return result;
  for (const w of invisibleStrings(root)) yaml.problem(w.path, invisibleWarning(w.chars), 'warning');
  if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '') result.scope = root.scope.trim();
  // The file's own scope is held to the limit by the schema; the input's is checked here.
  if (result.scope.length > 512) yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
  if (!Array.isArray(root.alerts)) return result;

  // An entry (or `defaults`) the schema refused is reported already; merging it would only echo that.
  const refused = (prefix: YamlPath): boolean => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
  const defaults = isObject(root.defaults) ? root.defaults : {};
  const defaultsOk = !refused(['defaults']);

  const seen = new Map<string, number>();
  root.alerts.forEach((entry: unknown, i: number) => {
    if (!isObject(entry)) return;
    const path: YamlPath = ['alerts', i];
    const spec =
      defaultsOk && !refused(path) ? crossCheck(yaml, mergeDefaults(defaults, entry), entry, path, result.scope, opts.edition ?? 'self-hosted') : undefined;
    if (typeof entry.name !== 'string') return;
    const first = seen.get(entry.name);
    if (first !== undefined) {
      yaml.problem([...path, 'name'], `duplicate alert name "${entry.name}" (first at alerts[${first}]); names identify alerts and must be unique in a file`);
      return;
    }
    seen.set(entry.name, i);
    if (spec) result.alerts.push(spec);
  });
  return result;
}

/** Alert keys win over defaults, a whole key group at a time. */
function mergeDefaults(defaults: Raw, entry: Raw): Raw {
  const overridden = new Set(KEY_GROUPS.filter((group) => group.some((k) => k in entry)).flat());
  const merged: Raw = Object.fromEntries(Object.entries(defaults).filter(([k]) => !overridden.has(k)));
  return Object.assign(merged, entry);
}

/** The checks of one merged entry the schema cannot make; the entry's types are the schema's. */
function crossCheck(yaml: LocatedYaml, a: Raw, entry: Raw, path: YamlPath, scope: string, edition: SchemaEdition): AlertSpec | undefined {
  const at = (key: string): YamlPath => (key in entry ? [...path, key] : ['defaults', key]);
  const problem = (where: YamlPath, message: string): void => yaml.problem(where, message);
  const errors = (): number => yaml.problems.filter((p) => p.severity === 'error').length;
  const before = errors();
  const str = (key: string): string | undefined => (typeof a[key] === 'string' ? a[key] : undefined);
  const num = (key: string): number | undefined => (typeof a[key] === 'number' ? a[key] : undefined);

  // --- what the alert watches: explicit, or inferred when unambiguous (the server requires it)
  let source = a.source as AlertSource | undefined;
  if (source === undefined) {
    const tile = ['dashboard', 'dashboardId', 'tile', 'tileId'].some((k) => k in a);
    const saved = ['savedSearch', 'savedSearchId'].some((k) => k in a);
    const inline = 'chart' in a;
    const kinds = [tile && 'tile', saved && 'saved_search', inline && 'inline'].filter((k): k is AlertSource => k !== false);
    if (kinds.length === 1) source = kinds[0];
    else problem(path, 'missing `source` (`tile` with `dashboard` + `tile`, `saved_search` with `savedSearch`, or `inline` with `chart`)');
  }
  // The schema refuses these when the entry holds both; here one of them came from `defaults`.
  const foreign = (keys: string[], kind: string) => {
    for (const k of keys) if (k in a && !('source' in entry && k in entry)) problem(at(k), `\`${k}\` applies to ${kind} alerts, not ${source} alerts`);
  };
  if (source === 'tile') {
    if (!('dashboard' in a) && !('dashboardId' in a)) problem(path, 'a tile alert needs `dashboard` (name) or `dashboardId`');
    if (!('tile' in a) && !('tileId' in a)) problem(path, 'a tile alert needs `tile` (name) or `tileId`');
    if ('source' in a) foreign(['savedSearch', 'savedSearchId', 'groupBy'], 'saved_search');
  } else if (source === 'saved_search') {
    if (!('savedSearch' in a) && !('savedSearchId' in a)) problem(path, 'a saved_search alert needs `savedSearch` (name) or `savedSearchId`');
    if ('source' in a) foreign(['dashboard', 'dashboardId', 'tile', 'tileId'], 'tile');
  } else if (source === 'inline') {
    if (edition === 'managed')
      problem(
        at('source' in a ? 'source' : 'chart'),
        `ClickHouse Cloud's API has no inline alerts yet (${whereFeatureIs('inlineAlerts')}): watch a tile or a saved search`,
      );
    else if (!isObject(a.chart)) problem(path, "an inline alert needs `chart` (a line, stacked bar or number chart, as a dashboard tile's `config`)");
    // The dialect is the dashboard tile's: its schema judges the chart, at the chart's lines.
    else for (const p of chartProblems(a.chart, at('chart'), edition)) problem(p.path, p.message);
  }

  // --- condition
  const threshold = num('threshold');
  if (threshold === undefined) problem(path, 'missing `threshold`');
  const thresholdMax = num('thresholdMax');
  const thresholdType = str('thresholdType') as ThresholdType | undefined;
  if (thresholdType === undefined) problem(path, 'missing `thresholdType` (set it here or in `defaults`)');
  else if (isRangeThreshold(thresholdType)) {
    if (thresholdMax === undefined) problem(path, `\`thresholdType: ${thresholdType}\` needs \`thresholdMax\``);
    else if (threshold !== undefined && thresholdMax < threshold) problem(at('thresholdMax'), '`thresholdMax` must be greater than or equal to `threshold`');
  } else if ('thresholdMax' in entry) {
    // The server keeps a thresholdMax it no longer uses (a PUT cannot clear it), so it is neither sent nor compared.
    yaml.problem(
      [...path, 'thresholdMax'],
      `\`thresholdMax\` is ignored with \`thresholdType: ${thresholdType}\` (only \`between\` and \`not_between\` use it)`,
      'warning',
    );
  }
  const interval = str('interval') as AlertInterval | undefined;
  if (interval === undefined) problem(path, 'missing `interval` (set it here or in `defaults`)');

  // --- schedule
  const scheduleOffsetMinutes = num('scheduleOffsetMinutes');
  if (scheduleOffsetMinutes !== undefined && interval !== undefined && scheduleOffsetMinutes >= intervalMinutes(interval)) {
    problem(at('scheduleOffsetMinutes'), `\`scheduleOffsetMinutes\` must be less than the interval (${intervalMinutes(interval)} minutes)`);
  }
  const scheduleStartAt = a.scheduleStartAt === null ? null : str('scheduleStartAt');
  if (scheduleStartAt) {
    const startProblem = startAtProblem(scheduleStartAt);
    if (startProblem) problem(at('scheduleStartAt'), startProblem);
    if (scheduleOffsetMinutes) problem(at('scheduleOffsetMinutes'), '`scheduleOffsetMinutes` must be 0 or absent when `scheduleStartAt` is set');
  }

  // --- notification
  const channels = channelRefs(a, at);
  if (channels.length === 0) problem(path, 'missing `channel` (e.g. `channel: { webhook: oncall }`); the server requires at least one notification channel');
  const message = a.message === '' ? null : (a.message as string | null | undefined);
  if (typeof message === 'string') {
    const room = MESSAGE_LIMIT - markerFor(scope).length;
    if (mentionsMarker(message)) problem(at('message'), '`message` must not contain the ownership marker; the action adds it');
    else if (message.length > room) {
      problem(
        at('message'),
        `\`message\` is ${message.length} characters; with the ownership marker (${MESSAGE_LIMIT - room} characters, which the server counts) the limit is ${room}`,
      );
    }
  }

  // --- detection (managed): a tuning belongs to anomaly mode (the server refuses it otherwise)
  const detectionMode = str('detectionMode');
  if (isObject(a.anomalyConfig) && detectionMode === 'threshold')
    problem(at('anomalyConfig'), '`anomalyConfig` is the tuning of `detectionMode: anomaly`; a threshold alert has none');

  const name = str('name');
  if (errors() > before || name === undefined || !source || threshold === undefined || !thresholdType || !interval) return undefined;
  return {
    name,
    adopt: (a.adopt as boolean | string | undefined) ?? false,
    source,
    dashboard: str('dashboard'),
    dashboardId: str('dashboardId'),
    tile: str('tile'),
    tileId: str('tileId'),
    savedSearch: str('savedSearch'),
    savedSearchId: str('savedSearchId'),
    // `""` is no grouping: answers are read so (normalize.ts), hence null here too, or every run would PUT.
    groupBy: source === 'saved_search' ? (a.groupBy === '' ? null : (a.groupBy as string | null | undefined)) : undefined,
    ...(source === 'inline' && isObject(a.chart) ? { chart: a.chart } : {}),
    threshold,
    thresholdMax,
    thresholdType,
    interval,
    scheduleOffsetMinutes,
    scheduleStartAt,
    channels,
    message,
    note: a.note === '' ? null : (a.note as string | null | undefined),
    numConsecutiveWindows: a.numConsecutiveWindows as number | null | undefined,
    displayName: str('displayName'),
    tags: Array.isArray(a.tags) ? a.tags.filter((t): t is string => typeof t === 'string') : undefined,
    detectionMode,
    anomalyConfig: isObject(a.anomalyConfig) ? a.anomalyConfig : undefined,
    at,
  };
}

/**
 * The window the server accepts around now (docs/contract.md §8.1). The calendar itself (month 13,
 * 30 February, hour 24) is the schema's pattern, the one truth: every value it admits parses.
 */
function startAtProblem(s: string): string | undefined {
  const t = Date.parse(s);
  const year = 365 * 24 * 3600 * 1000;
  if (!(t <= Date.now() + year && t >= Date.now() - 10 * year)) return '`scheduleStartAt` must be within 1 year in the future and 10 years in the past';
  return undefined;
}

function channelRefs(a: Raw, at: (k: string) => YamlPath): ChannelRef[] {
  const items: Array<{ value: unknown; path: YamlPath }> = isObject(a.channel)
    ? [{ value: a.channel, path: at('channel') }]
    : Array.isArray(a.channels)
      ? a.channels.map((value: unknown, i: number) => ({ value, path: [...at('channels'), i] }))
      : [];
  return items.flatMap(({ value, path }): ChannelRef[] => {
    if (!isObject(value)) return [];
    if (typeof value.webhook === 'string') return [{ webhook: value.webhook, path: [...path, 'webhook'] }];
    if (typeof value.webhookId === 'string') return [{ webhookId: value.webhookId, path: [...path, 'webhookId'] }];
    return [];
  });
}
