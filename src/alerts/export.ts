import { Document, isMap, visit } from 'yaml';
import type { Alert, Connection, Dashboard, SavedSearch, Source, Webhook } from '../api/types.js';
import { STATUS_ICON, type Report } from '../report/model.js';
import { alertFile as alertFileSchema } from '../generated/alert-file.js';
import { unknownFields } from '../util/carry.js';
import { validateWithSchema, type SchemaEdition } from '../util/schema.js';
import { ALERT_MODEL, fromServer } from './normalize.js';
import { chartOfServer } from './inline.js';
import { chartProblems } from './inline-schema.js';

export const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json';

export interface ExportInput {
  alerts: Alert[];
  dashboards: Dashboard[];
  webhooks: Webhook[];
  savedSearches?: SavedSearch[];
  /** What inline alerts' charts name (their alerts read by id: the list leaves the chart out). */
  sources?: Source[];
  connections?: Connection[];
  /** The scope the written file will sync under: its alerts are exported without `adopt`. */
  scope: string;
  /** The edition the file is for (its schema differs); default self-hosted. */
  edition?: SchemaEdition;
}

export interface ExportedAlert {
  name: string;
  id: string;
  target: string;
  ownership: 'ours' | 'adopt';
}

export interface ExportResult {
  text: string;
  /** The file's `alerts`, as written in `text` (stack.export writes them as its `alerts` section). */
  entries: Array<Record<string, unknown>>;
  exported: ExportedAlert[];
  skipped: Array<{ id: string; name: string; reason: string }>;
  /** What exported alerts hold that the file cannot: kept as stored by a sync (src/util/carry.ts), named for people. */
  kept: string[];
}

/** Unique match by name → the name; otherwise the id is kept. */
function nameOr(list: ReadonlyArray<{ id: string; name: string }>, id: string): string | undefined {
  const hit = list.find((o) => o.id === id);
  return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
}

/**
 * Existing alerts → an alert file (version 1) with names in place of ids where they resolve
 * uniquely. Alerts without marker get `adopt` so the first sync takes them over instead of
 * duplicating them; alerts of other scopes are left out (another file manages them).
 */
export function renderAlertFile(input: ExportInput): ExportResult {
  const exported: ExportedAlert[] = [];
  const skipped: ExportResult['skipped'] = [];
  const kept: string[] = [];
  const entries: Array<Record<string, unknown>> = [];
  const taken = new Set<string>();
  const nameCount = new Map<string, number>();
  for (const a of input.alerts) if (a.name) nameCount.set(a.name, (nameCount.get(a.name) ?? 0) + 1);

  for (const alert of input.alerts) {
    const { value: v, scope } = fromServer(alert);
    const label = v.name ?? alert.id;
    if (scope !== undefined && scope !== input.scope) {
      skipped.push({ id: alert.id, name: label, reason: `managed by scope "${scope}"` });
      continue;
    }
    // Exactly why the file cannot hold it: what it watches first, then how it notifies.
    if (v.source !== 'tile' && v.source !== 'saved_search' && v.source !== 'inline') {
      skipped.push({ id: alert.id, name: label, reason: `its source is \`${v.source}\`, which the alert file cannot express` });
      continue;
    }
    const others = channelTypes(alert);
    if (v.channels.length === 0) {
      const reason =
        others.length > 0
          ? `its channels are ${others.map((t) => `\`${t}\``).join(', ')} ones, which the alert file cannot express (it needs a webhook channel)`
          : 'it has no notification channel (the alert file needs a webhook channel)';
      skipped.push({ id: alert.id, name: label, reason });
      continue;
    }
    const e: Record<string, unknown> = {};
    let target: string;
    if (v.source === 'tile') {
      const dash = input.dashboards.find((d) => d.id === v.dashboardId);
      const tile = dash?.tiles.find((t) => t.id === v.tileId);
      if (!dash || !tile) {
        skipped.push({ id: alert.id, name: label, reason: 'its dashboard or tile no longer exists' });
        continue;
      }
      target = `${dash.name} / ${tile.name}`;
      e.source = 'tile';
      const dn = nameOr(input.dashboards, dash.id);
      if (dn !== undefined) e.dashboard = dn;
      else e.dashboardId = dash.id;
      const tn = nameOr(dash.tiles, tile.id);
      if (tn !== undefined) e.tile = tn;
      else e.tileId = tile.id;
    } else if (v.source === 'inline') {
      const { chart, missing } = v.chartConfig
        ? chartOfServer(v.chartConfig, { sources: input.sources, connections: input.connections })
        : { chart: undefined, missing: 'its chart was not read (the alert list leaves it out)' };
      const wrong = chart && chartProblems(chart, ['chart'], input.edition ?? 'self-hosted');
      if (!chart || (wrong && wrong.length > 0)) {
        const why = missing ?? `the file format refuses its chart: ${[...new Set((wrong ?? []).map((p) => `${p.path.join('.')}: ${p.message}`))].join('; ')}`;
        skipped.push({ id: alert.id, name: label, reason: why });
        continue;
      }
      target = `inline ${String(chart.displayType)} chart`;
      e.source = 'inline';
      e.chart = chart;
    } else {
      const s = input.savedSearches?.find((x) => x.id === v.savedSearchId);
      if (!s) {
        skipped.push({ id: alert.id, name: label, reason: 'its saved search no longer exists' });
        continue;
      }
      target = `saved search: ${s.name}`;
      e.source = 'saved_search';
      const sn = nameOr(input.savedSearches ?? [], s.id);
      if (sn !== undefined) e.savedSearch = sn;
      else e.savedSearchId = s.id;
      if (v.groupBy !== null) e.groupBy = v.groupBy;
    }
    e.threshold = v.threshold;
    e.thresholdType = v.thresholdType;
    if (v.thresholdMax !== null) e.thresholdMax = v.thresholdMax;
    e.interval = v.interval;
    if (v.scheduleOffsetMinutes !== 0) e.scheduleOffsetMinutes = v.scheduleOffsetMinutes;
    if (v.scheduleStartAt !== null) e.scheduleStartAt = v.scheduleStartAt;
    if (v.numConsecutiveWindows !== null) e.numConsecutiveWindows = v.numConsecutiveWindows;
    const chans = v.channels.map((id) => {
      const n = nameOr(input.webhooks, id);
      return n !== undefined ? { webhook: n } : { type: 'webhook', webhookId: id };
    });
    if (chans.length === 1) e.channel = chans[0];
    else e.channels = chans;
    if (v.message !== null) e.message = v.message;
    if (v.note !== null) e.note = v.note;
    if (v.displayName !== null && v.displayName.trim() !== '') e.displayName = v.displayName;
    if (v.tags !== null && v.tags.length > 0) e.tags = v.tags;
    if (v.detectionMode !== null && v.detectionMode !== 'threshold') e.detectionMode = v.detectionMode;
    if (v.anomalyConfig !== null && v.detectionMode === 'anomaly') e.anomalyConfig = v.anomalyConfig;

    // A name that identifies exactly this alert can be adopted by name; otherwise by id.
    const unique = v.name !== null && nameCount.get(v.name) === 1 && !taken.has(v.name);
    let name = v.name ?? target;
    for (let i = 2; taken.has(name); i++) name = `${v.name ?? target} (${i})`;
    taken.add(name);
    const ours = scope === input.scope;
    const entry = { name, ...(ours ? {} : { adopt: unique ? true : alert.id }), ...e };
    // What the file format refuses (a message with no room for the marker, …) would make the
    // re-sync of this file fail: left out, every reason named, never written.
    const problems = validateWithSchema(alertFileSchema, { version: 1, alerts: [entry] }, input.edition ?? 'self-hosted');
    if (problems.length > 0) {
      skipped.push({
        id: alert.id,
        name: label,
        reason: `the file format refuses it: ${[...new Set(problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`))].join('; ')}`,
      });
      continue;
    }
    entries.push(entry);
    exported.push({ name, id: alert.id, target, ownership: ours ? 'ours' : 'adopt' });
    const unknown = [...others.map((t) => `its ${t} channel`), ...unknownFields(alert, ALERT_MODEL).filter((f) => !f.startsWith('channels['))];
    if (unknown.length > 0) kept.push(`alert "${name}": ${unknown.map((f) => (f.startsWith('its ') ? f : `\`${f}\``)).join(', ')}`);
  }

  const doc = new Document({ version: 1, alerts: entries });
  visit(doc, {
    Pair(_, pair) {
      const key = (pair.key as { value?: unknown } | null)?.value;
      if ((key === 'channel' || key === 'channels') && pair.value) {
        if (isMap(pair.value)) pair.value.flow = true;
        else visit(pair.value as never, { Map: (_k, m) => void (m.flow = true) });
      }
    },
  });
  doc.commentBefore = ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (alerts.export). Alerts marked \`adopt\` are taken over by the\n first sync of this file; until then they are left alone.`;
  return { text: doc.toString({ lineWidth: 0 }), entries, exported, skipped, kept };
}

/** The types of an alert's channels that are not webhooks (the managed edition's email ones). */
function channelTypes(alert: Alert): string[] {
  const list: unknown[] = Array.isArray(alert.channels) ? alert.channels : alert.channel ? [alert.channel] : [];
  const types = list.map((c) => (typeof c === 'object' && c !== null && 'type' in c ? String(c.type) : 'unknown')).filter((t) => t !== 'webhook');
  return [...new Set(types)];
}

/** What alerts.export wrote: every alert, to adopt or already this scope's, and what it left out. */
export function exportReport(out: ExportResult, where: { file: string; scope: string }): Report {
  const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
  return {
    title: 'Alerts export',
    outcome: out.skipped.length > 0 ? 'warning' : 'success',
    headline: `Wrote ${out.exported.length} alert(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
    counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
    table: {
      columns: ['', 'Alert', 'Target', 'Ownership'],
      rows: [
        ...out.exported.map((e) => [STATUS_ICON.ok ?? '', e.name, e.target, e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync']),
        ...out.skipped.map((s) => [STATUS_ICON.unmanaged ?? '', s.name, '', `skipped: ${s.reason}`]),
      ],
    },
    notes: [
      `Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its alerts stay owned.`,
      ...(out.kept.length > 0 ? [`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`] : []),
    ],
  };
}
