import type { AlertInterval, ThresholdType } from '../api/types.js';
import {
  ALERT_KEYS,
  DEFAULTS_KEYS,
  INTERVAL_MINUTES,
  INTERVALS,
  KEY_GROUPS,
  MAX_CHANNELS,
  MAX_NAME,
  MAX_TEXT,
  SOURCES,
  THRESHOLD_TYPES,
  TOP_LEVEL_KEYS,
  type AlertSource,
} from './fields.js';
import { markerFor, mentionsMarker } from './marker.js';
import { segmentProblem } from '../util/ids.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';

/** A channel as written: a webhook by name or by id. */
export interface ChannelRef {
  webhook?: string;
  webhookId?: string;
  path: YamlPath;
}

/** One alert of the file, checked for shape and types; names are not resolved yet. */
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
  /** The `scope` input; wins over the file's `scope:`. */
  scope?: string;
  /** Used when neither the input nor the file sets a scope. */
  defaultScope: string;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses and checks an alert file; every problem lands in `yaml.problems` with its location. */
export function parseAlertFile(file: string, text: string, opts: AlertFileOptions): AlertFile {
  const yaml = LocatedYaml.parse(file, text);
  const result: AlertFile = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
  if (yaml.hasErrors) return result;

  const root = yaml.value;
  if (root === undefined || root === null) {
    yaml.problem([], 'the alert file is empty; it needs `version: 1` and `alerts:` (an empty file never deletes anything)');
    return result;
  }
  if (!isObject(root)) {
    yaml.problem([], 'the alert file must be a mapping with `version: 1` and `alerts:`');
    return result;
  }
  unknownKeys(yaml, root, [], TOP_LEVEL_KEYS);

  if (root.version === undefined) yaml.problem([], 'missing `version: 1`');
  else if (root.version !== 1) yaml.problem(['version'], `unsupported version ${JSON.stringify(root.version)}; this action reads version 1`);

  if (root.scope !== undefined) {
    if (typeof root.scope !== 'string' || root.scope.trim() === '') yaml.problem(['scope'], '`scope` must be a non-empty string');
    else if (!opts.scope) result.scope = root.scope.trim();
  }
  if (result.scope.length > 512) yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');

  let defaults: Raw = {};
  if (root.defaults !== undefined && root.defaults !== null) {
    if (!isObject(root.defaults)) yaml.problem(['defaults'], '`defaults` must be a mapping of alert fields');
    else {
      defaults = root.defaults;
      unknownKeys(yaml, defaults, ['defaults'], DEFAULTS_KEYS, { name: 'set `name` on each alert', adopt: 'set `adopt` on each alert' });
    }
  }

  if (root.alerts === undefined) {
    yaml.problem([], 'missing `alerts:` (use `alerts: []` to declare that the file manages no alert)');
    return result;
  }
  if (root.alerts === null) {
    yaml.problem(['alerts'], '`alerts:` is empty; write `alerts: []` if the file really manages no alert');
    return result;
  }
  if (!Array.isArray(root.alerts)) {
    yaml.problem(['alerts'], '`alerts` must be a list');
    return result;
  }

  const seen = new Map<string, number>();
  root.alerts.forEach((entry: unknown, i: number) => {
    const path: YamlPath = ['alerts', i];
    if (!isObject(entry)) {
      yaml.problem(path, 'each alert must be a mapping with at least `name`');
      return;
    }
    unknownKeys(yaml, entry, path, ALERT_KEYS);
    const spec = checkAlert(yaml, mergeDefaults(defaults, entry), entry, path, result.scope);
    if (!spec) return;
    const first = seen.get(spec.name);
    if (first !== undefined) {
      yaml.problem([...path, 'name'], `duplicate alert name "${spec.name}" (first at alerts[${first}]); names identify alerts and must be unique in a file`);
      return;
    }
    seen.set(spec.name, i);
    result.alerts.push(spec);
  });
  return result;
}

/** Alert keys win over defaults, a whole key group at a time. */
function mergeDefaults(defaults: Raw, entry: Raw): Raw {
  const merged: Raw = { ...defaults };
  for (const group of KEY_GROUPS) {
    if (group.some((k) => k in entry)) for (const k of group) delete merged[k];
  }
  return Object.assign(merged, entry);
}

function checkAlert(yaml: LocatedYaml, a: Raw, entry: Raw, path: YamlPath, scope: string): AlertSpec | undefined {
  const at = (key: string): YamlPath => (key in entry ? [...path, key] : ['defaults', key]);
  const problem = (key: string, msg: string): void => yaml.problem(at(key), msg);
  const before = yaml.problems.length;

  // --- identity
  const name = a.name;
  if (name === undefined || name === null) yaml.problem(path, 'missing `name` (it identifies the alert)');
  else if (typeof name !== 'string') problem('name', '`name` must be a string (quote it)');
  else if (name.trim() === '') problem('name', '`name` must not be empty');
  else if (name.length > MAX_NAME) problem('name', `\`name\` is ${name.length} characters; the server allows ${MAX_NAME}`);

  let adopt: boolean | string = false;
  if (a.adopt !== undefined) {
    if (typeof a.adopt === 'boolean') adopt = a.adopt;
    else if (typeof a.adopt === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(a.adopt)) adopt = a.adopt;
    else problem('adopt', '`adopt` must be true, false, or the id of the alert to take over');
  }

  // --- what the alert watches
  let source = a.source as AlertSource | undefined;
  if (source === undefined) {
    // Infer only when unambiguous; the server itself requires `source`.
    const tile = 'dashboard' in a || 'dashboardId' in a || 'tile' in a || 'tileId' in a;
    const saved = 'savedSearch' in a || 'savedSearchId' in a;
    if (tile !== saved) source = tile ? 'tile' : 'saved_search';
    else yaml.problem(path, 'missing `source` (`tile` with `dashboard` + `tile`, or `saved_search` with `savedSearch`)');
  } else if (!SOURCES.includes(source)) {
    problem('source', enumMessage('source', source, SOURCES));
    source = undefined;
  }
  const str = (key: string): string | undefined => {
    const v = a[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string' && v.trim() !== '') {
      const notId = key.endsWith('Id') ? segmentProblem(v) : undefined;
      if (!notId) return v;
      problem(key, `\`${key}\` is not an id: ${notId}`);
      return undefined;
    }
    if (typeof v === 'number' && key.endsWith('Id') === false) return String(v);
    problem(key, `\`${key}\` must be a non-empty string`);
    return undefined;
  };
  const dashboard = str('dashboard');
  const dashboardId = str('dashboardId');
  const tile = str('tile');
  const tileId = str('tileId');
  const savedSearch = str('savedSearch');
  const savedSearchId = str('savedSearchId');
  if (source === 'tile') {
    if (!dashboard && !dashboardId && !('dashboard' in a) && !('dashboardId' in a)) yaml.problem(path, 'a tile alert needs `dashboard` (name) or `dashboardId`');
    if (!tile && !tileId && !('tile' in a) && !('tileId' in a)) yaml.problem(path, 'a tile alert needs `tile` (name) or `tileId`');
    both(yaml, at, 'dashboard', 'dashboardId', dashboard, dashboardId);
    both(yaml, at, 'tile', 'tileId', tile, tileId);
    for (const k of ['savedSearch', 'savedSearchId', 'groupBy']) if (k in a) problem(k, `\`${k}\` applies to saved_search alerts, not tile alerts`);
  } else if (source === 'saved_search') {
    if (!savedSearch && !savedSearchId && !('savedSearch' in a) && !('savedSearchId' in a)) yaml.problem(path, 'a saved_search alert needs `savedSearch` (name) or `savedSearchId`');
    both(yaml, at, 'savedSearch', 'savedSearchId', savedSearch, savedSearchId);
    for (const k of ['dashboard', 'dashboardId', 'tile', 'tileId']) if (k in a) problem(k, `\`${k}\` applies to tile alerts, not saved_search alerts`);
  }
  let groupBy: string | null | undefined;
  if (a.groupBy !== undefined && a.groupBy !== null) {
    if (typeof a.groupBy === 'string') groupBy = a.groupBy;
    else problem('groupBy', '`groupBy` must be a string (a column such as ServiceName) or null');
  } else if (a.groupBy === null) groupBy = null;

  // --- condition
  const num = (key: string): number | undefined => {
    const v = a[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    problem(key, `\`${key}\` must be a number${typeof v === 'string' ? ' (remove the quotes)' : ''}`);
    return undefined;
  };
  const threshold = num('threshold');
  if (a.threshold === undefined || a.threshold === null) yaml.problem(path, 'missing `threshold`');
  const thresholdMax = num('thresholdMax');
  const thresholdType = a.thresholdType as ThresholdType | undefined;
  if (thresholdType === undefined) yaml.problem(path, 'missing `thresholdType` (set it here or in `defaults`)');
  else if (!THRESHOLD_TYPES.includes(thresholdType)) problem('thresholdType', enumMessage('thresholdType', thresholdType, THRESHOLD_TYPES));
  else if (thresholdType === 'between' || thresholdType === 'not_between') {
    if (thresholdMax === undefined && !('thresholdMax' in a)) yaml.problem(path, `\`thresholdType: ${thresholdType}\` needs \`thresholdMax\``);
    else if (thresholdMax !== undefined && threshold !== undefined && thresholdMax < threshold) problem('thresholdMax', '`thresholdMax` must be greater than or equal to `threshold`');
  }
  const interval = a.interval as AlertInterval | undefined;
  if (interval === undefined) yaml.problem(path, 'missing `interval` (set it here or in `defaults`)');
  else if (!INTERVALS.includes(interval)) problem('interval', enumMessage('interval', interval, INTERVALS));

  const int = (key: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const v = a[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    problem(key, `\`${key}\` must be a whole number ≥ ${min}${max < Number.MAX_SAFE_INTEGER ? ` and ≤ ${max}` : ''}`);
    return undefined;
  };
  const scheduleOffsetMinutes = int('scheduleOffsetMinutes', 0, 1439);
  if (scheduleOffsetMinutes !== undefined && interval && INTERVALS.includes(interval) && scheduleOffsetMinutes >= INTERVAL_MINUTES[interval]) {
    problem('scheduleOffsetMinutes', `\`scheduleOffsetMinutes\` must be less than the interval (${INTERVAL_MINUTES[interval]} minutes)`);
  }
  let scheduleStartAt: string | null | undefined;
  if (a.scheduleStartAt === null) scheduleStartAt = null;
  else if (a.scheduleStartAt !== undefined) {
    scheduleStartAt = checkStartAt(a.scheduleStartAt, (m) => problem('scheduleStartAt', m));
    if (scheduleStartAt && scheduleOffsetMinutes) problem('scheduleOffsetMinutes', '`scheduleOffsetMinutes` must be 0 or absent when `scheduleStartAt` is set');
  }
  const numConsecutiveWindows = a.numConsecutiveWindows === null ? null : int('numConsecutiveWindows', 1);

  // --- notification
  const channels = checkChannels(yaml, a, at, path);
  const text = (key: string): string | null | undefined => {
    const v = a[key];
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (typeof v !== 'string') {
      problem(key, `\`${key}\` must be a string`);
      return undefined;
    }
    if (v === '') return null;
    return v;
  };
  const message = text('message');
  if (typeof message === 'string') {
    const room = MAX_TEXT - markerFor(scope).length;
    if (mentionsMarker(message)) problem('message', '`message` must not contain the ownership marker; the action adds it');
    else if (message.length > room) {
      problem('message', `\`message\` is ${message.length} characters; with the ownership marker (${MAX_TEXT - room} characters, which the server counts) the limit is ${room}`);
    }
  }
  const note = text('note');
  if (typeof note === 'string' && note.length > MAX_TEXT) problem('note', `\`note\` is ${note.length} characters; the server allows ${MAX_TEXT}`);

  if (yaml.problems.length > before || typeof name !== 'string' || !source || threshold === undefined || !thresholdType || !interval) return undefined;
  return {
    name,
    adopt,
    source,
    dashboard,
    dashboardId,
    tile,
    tileId,
    savedSearch,
    savedSearchId,
    groupBy: source === 'saved_search' ? groupBy : undefined,
    threshold,
    thresholdMax,
    thresholdType,
    interval,
    scheduleOffsetMinutes,
    scheduleStartAt,
    channels,
    message,
    note,
    numConsecutiveWindows,
    at,
  };
}

function both(yaml: LocatedYaml, at: (k: string) => YamlPath, byName: string, byId: string, n?: string, id?: string): void {
  if (n && id) yaml.problem(at(byId), `set \`${byName}\` or \`${byId}\`, not both`);
}

function checkStartAt(v: unknown, problem: (m: string) => void): string | undefined {
  // YAML 1.2 core schema keeps timestamps as strings; a Date only appears with custom tags.
  const s = v instanceof Date ? v.toISOString() : v;
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s) || Number.isNaN(Date.parse(s))) {
    problem('`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z');
    return undefined;
  }
  const t = Date.parse(s);
  const year = 365 * 24 * 3600 * 1000;
  if (t > Date.now() + year || t < Date.now() - 10 * year) {
    problem('`scheduleStartAt` must be within 1 year in the future and 10 years in the past');
    return undefined;
  }
  return s;
}

function checkChannels(yaml: LocatedYaml, a: Raw, at: (k: string) => YamlPath, path: YamlPath): ChannelRef[] {
  if ('channel' in a && 'channels' in a) {
    yaml.problem(at('channels'), 'set `channel` or `channels`, not both');
    return [];
  }
  let items: Array<{ value: unknown; path: YamlPath }>;
  if (a.channel !== undefined && a.channel !== null) items = [{ value: a.channel, path: at('channel') }];
  else if (a.channels !== undefined && a.channels !== null) {
    if (!Array.isArray(a.channels)) {
      yaml.problem(at('channels'), '`channels` must be a list of channels');
      return [];
    }
    items = a.channels.map((value: unknown, i: number) => ({ value, path: [...at('channels'), i] }));
    if (items.length === 0 || items.length > MAX_CHANNELS) {
      yaml.problem(at('channels'), `\`channels\` must hold 1 to ${MAX_CHANNELS} channels`);
      return [];
    }
  } else {
    yaml.problem(path, 'missing `channel` (e.g. `channel: { webhook: oncall }`); the server requires at least one notification channel');
    return [];
  }

  const out: ChannelRef[] = [];
  const seen = new Set<string>();
  for (const { value, path: p } of items) {
    if (!isObject(value)) {
      yaml.problem(p, 'a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`');
      continue;
    }
    unknownKeys(yaml, value, p, ['type', 'webhook', 'webhookId']);
    if (value.type !== undefined && value.type !== 'webhook') {
      yaml.problem([...p, 'type'], `channel type ${JSON.stringify(value.type)} is not supported; use \`webhook\``);
      continue;
    }
    const byName = value.webhook;
    const byId = value.webhookId;
    if (byName !== undefined && byId !== undefined) yaml.problem([...p, 'webhookId'], 'set `webhook` (name) or `webhookId`, not both');
    else if (typeof byName === 'string' && byName.trim()) out.push({ webhook: byName, path: [...p, 'webhook'] });
    else if (typeof byId === 'string' && byId.trim() && segmentProblem(byId)) yaml.problem([...p, 'webhookId'], `\`webhookId\` is not an id: ${segmentProblem(byId)}`);
    else if (typeof byId === 'string' && byId.trim()) out.push({ webhookId: byId, path: [...p, 'webhookId'] });
    else yaml.problem(p, 'a channel needs `webhook` (a webhook name) or `webhookId`, as a non-empty string');
    const key = typeof byName === 'string' ? `n:${byName}` : `i:${String(byId)}`;
    if (seen.has(key)) yaml.problem(p, 'duplicate notification channel');
    seen.add(key);
  }
  return out;
}

function unknownKeys(yaml: LocatedYaml, obj: Raw, path: YamlPath, allowed: readonly string[], why: Record<string, string> = {}): void {
  for (const key of Object.keys(obj)) {
    if (allowed.includes(key)) continue;
    const hint = why[key] ?? suggest(key, allowed);
    yaml.problem([...path, key], `unknown key \`${key}\`${hint ? ` (${hint})` : ''}`, 'error', 'key');
  }
}

function suggest(key: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const a of allowed) {
    const d = distance(key.toLowerCase(), a.toLowerCase());
    if (d < bestD) [best, bestD] = [a, d];
  }
  return best && bestD <= Math.max(2, Math.floor(key.length / 4)) ? `did you mean \`${best}\`?` : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] as number;
      row[j] = Math.min(cur + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] as number;
}

function enumMessage(key: string, got: unknown, allowed: readonly string[]): string {
  return `\`${key}\` must be one of ${allowed.join(', ')}; got ${JSON.stringify(got)}`;
}
