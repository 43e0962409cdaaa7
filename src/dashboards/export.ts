import { Document, isScalar, visit } from 'yaml';
import type { Connection, Dashboard, Source } from '../api/types.js';
import { dashboardFile as dashboardFileSchema } from '../generated/dashboard-file.js';
import type { Report } from '../report/model.js';
import { STATUS_ICON } from '../report/model.js';
import type { NameFilter } from '../util/name-filter.js';
import { validateWithSchema, type SchemaEdition } from '../util/schema.js';
import { project } from '../util/carry.js';
import { canonDashboard, variantKeys } from './canon.js';
import { dashboardModel } from './known.js';
import type { Raw } from './file.js';
import { liveKeys } from './match.js';
import { isOwnerTag, ownerTag, ownershipOf } from '../reconcile/owner.js';

export const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/dashboard-file.schema.json';

export interface ExportInput {
  dashboards: Dashboard[];
  sources: Source[];
  /** Self-hosted: read only when a raw SQL tile's connection is not its source's. */
  connections?: Connection[];
  /** The scope the written file will sync under: its dashboards are exported without `adopt`. */
  scope: string;
  select: NameFilter;
  edition: SchemaEdition;
}

export interface ExportResult {
  text: string;
  /** The file's `dashboards`, as written in `text` (stack.export writes them as its `dashboards` section). */
  entries: Raw[];
  exported: Array<{ name: string; id: string; ownership: 'ours' | 'adopt'; tiles: number }>;
  skipped: Array<{ name: string; id: string; reason: string }>;
  /** Names changed in the file (duplicates, empty tile names): the first sync writes them, keeping the ids. */
  renamed: string[];
  /** What exported dashboards hold that the file cannot (a newer server's fields, filters of another type): every sync keeps it as stored. */
  kept: string[];
}

/** Whether a raw SQL tile needs `GET /connections` to be named (its connection is not its source's). */
export function needsConnections(dashboards: readonly Dashboard[], sources: readonly Source[]): boolean {
  return dashboards.some((d) =>
    d.tiles.some((t) => {
      const c = t.config ?? {};
      return c.configType === 'sql' && sources.find((s) => s.id === c.sourceId)?.connection !== c.connectionId;
    }),
  );
}

class CannotExpress extends Error {}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Live dashboards → a dashboard file (design §11): canonical form (ids and server defaults
 * dropped), ids → names, our tag removed, layout always written. Unmarked dashboards get `adopt`
 * (`true`, or the id when the name is not unique), this scope's none, other scopes' are left out.
 * A dashboard with a tile the file cannot express is left out whole, with the reason: exporting it
 * without the tile would make the next sync delete that tile and its alerts.
 */
export function renderDashboardFile(input: ExportInput): ExportResult {
  const tag = ownerTag(input.scope);
  const exported: ExportResult['exported'] = [];
  const skipped: ExportResult['skipped'] = [];
  const renamed: string[] = [];
  const kept: string[] = [];
  const entries: Raw[] = [];
  const picked = input.dashboards
    .filter((d) => input.select(d.name).selected)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  const keys = liveKeys(picked.map((d) => d.name));
  const model = dashboardModel(input.edition);
  const count = (name: string) => input.dashboards.filter((d) => d.name === name).length;

  picked.forEach((d, i) => {
    const owner = ownershipOf(d.tags, tag);
    if (owner.kind === 'other') {
      skipped.push({ name: d.name, id: d.id, reason: `managed by another scope (${owner.tags.join(', ')})` });
      return;
    }
    // What the format does not know stays out of the file: a sync carries it back (known.ts).
    const known = project(d, model);
    let entry: Raw;
    try {
      entry = toEntry(known.value as Dashboard, input);
    } catch (e) {
      if (!(e instanceof CannotExpress)) throw e;
      skipped.push({ name: d.name, id: d.id, reason: e.message });
      return;
    }
    const name = keys[i] as string;
    if (name !== d.name) renamed.push(`dashboard "${d.name || '(empty)'}" (id ${d.id}) → "${name}"`);
    const tileNames = liveKeys(d.tiles.map((t) => t.name));
    d.tiles.forEach((t, j) => {
      if (tileNames[j] !== t.name) renamed.push(`tile "${t.name || '(empty)'}" of "${name}" → "${tileNames[j]}"`);
    });
    const adopt = owner.kind === 'ours' ? {} : { adopt: count(d.name) === 1 && name === d.name ? true : d.id };
    const full: Raw = { name, ...adopt, ...entry };
    const problems = validateWithSchema(dashboardFileSchema, { version: 1, dashboards: [full] }, input.edition);
    if (problems.length > 0) {
      const each = problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`);
      skipped.push({ name: d.name, id: d.id, reason: `the file format refuses it: ${[...new Set(each)].join('; ')}` });
      return;
    }
    entries.push(full);
    exported.push({ name, id: d.id, ownership: owner.kind === 'ours' ? 'ours' : 'adopt', tiles: d.tiles.length });
    if (known.unknown.length > 0) kept.push(`dashboard "${name}": ${known.unknown.map((p) => readable(p, d, tileNames)).join(', ')}`);
  });

  const doc = new Document({ version: 1, dashboards: entries });
  // Short maps of scalars (a select item, a target, a colour rule) read best on one line.
  visit(doc, {
    Map(_, map) {
      if (map.items.every((p) => isScalar(p.value)) && JSON.stringify(map.toJSON()).length <= 80 && map.items.length <= 4) map.flow = true;
    },
  });
  doc.commentBefore =
    ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (dashboards.export). Dashboards marked \`adopt\` are taken over by\n` +
    ' the first sync of this file (one update that adds the ownership tag, every tile id kept).';
  return { text: doc.toString({ lineWidth: 0 }), entries, exported, skipped, renamed, kept };
}

/** A path of a live dashboard for people: its tile or filter by name (`tile "Errors" config.foo`). */
function readable(path: string, d: Dashboard, tileNames: readonly string[]): string {
  const m = /^(tiles|filters|savedFilterValues)\[(\d+)\]\.?(.*)$/.exec(path);
  if (!m) return `\`${path}\``;
  const [, list, i, rest] = m as unknown as [string, string, string, string];
  const item = (d[list] as Raw[] | undefined)?.[Number(i)];
  const what =
    list === 'tiles'
      ? `tile "${tileNames[Number(i)] ?? i}"`
      : list === 'filters'
        ? `filter "${String(item?.name)}"${rest ? '' : ` (type ${JSON.stringify(item?.type)})`}`
        : `saved filter value ${Number(i) + 1}${rest ? '' : ` (type ${JSON.stringify(item?.type)})`}`;
  return rest ? `${what} \`${rest}\`` : what;
}

function toEntry(d: Dashboard, input: ExportInput): Raw {
  const c = canonDashboard(d);
  const sourceName = (id: unknown, what: string): string => {
    const hit = input.sources.find((s) => s.id === id);
    if (!hit) throw new CannotExpress(`${what}: source ${String(id)} does not exist`);
    if (input.sources.filter((s) => s.name === hit.name).length > 1) throw new CannotExpress(`${what}: several sources are named "${hit.name}"`);
    return hit.name;
  };
  // Every part the file cannot express is named, not only the first: a user fixes them in one go.
  const reasons: string[] = [];
  const attempt = <T>(f: () => T): T | undefined => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof CannotExpress)) throw e;
      reasons.push(e.message);
      return undefined;
    }
  };
  const entry: Raw = {};
  const tags = ((c.tags as string[] | undefined) ?? []).filter((t) => !isOwnerTag(t));
  if (tags.length > 0) entry.tags = tags;
  if (Array.isArray(c.filters)) {
    entry.filters = (c.filters as Raw[]).map((f) =>
      attempt(() => {
        // A static list names no source: written as it is (hyperdx#3017).
        if (f.type === 'STATIC_LIST') return { name: f.name, ...f };
        const { sourceId, appliesToSourceIds, ...rest } = f;
        const out: Raw = { name: rest.name, ...rest, source: sourceName(sourceId, `filter "${String(f.name)}"`) };
        if (Array.isArray(appliesToSourceIds)) out.appliesToSources = appliesToSourceIds.map((id) => sourceName(id, `filter "${String(f.name)}"`));
        return out;
      }),
    );
  }
  for (const k of ['savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers']) if (c[k] !== undefined) entry[k] = c[k];
  const names = liveKeys(d.tiles.map((t) => t.name));
  entry.tiles = (c.tiles as Raw[]).map((t, i) => {
    const name = names[i] as string;
    const { name: _n, config, ...layout } = t;
    return { name, ...layout, config: attempt(() => fileConfig(isObject(config) ? config : {}, d.tiles[i]?.config ?? {}, name, input, sourceName)) };
  });
  if (reasons.length > 0) throw new CannotExpress(reasons.join('; '));
  return entry;
}

/** A canonical tile config → the file's (names for ids); `live` is the config as read, to find what the format lacks. */
function fileConfig(config: Raw, live: Raw, tile: string, input: ExportInput, sourceName: (id: unknown, what: string) => string): Raw {
  const what = `tile "${tile}"`;
  const keys = variantKeys(live);
  if (!keys)
    throw new CannotExpress(
      `${what}: its ${live.configType ? `${typeof live.configType === 'string' ? live.configType : JSON.stringify(live.configType)} ` : ''}display type "${String(live.displayType)}" is not one the file format knows`,
    );
  const { displayType, configType, sourceId, connectionId, onClick, ...rest } = config;
  const out: Raw = { ...(configType !== undefined ? { configType } : {}), displayType };
  if (sourceId !== undefined) out.source = sourceName(sourceId, what);
  if (configType === 'sql') {
    const src = input.sources.find((s) => s.id === sourceId);
    if (!src || src.connection !== connectionId) {
      const conn = (input.connections ?? []).filter((k) => k.id === connectionId);
      const named = conn[0] && (input.connections ?? []).filter((k) => k.name === conn[0]?.name).length === 1 ? conn[0].name : undefined;
      if (!named)
        throw new CannotExpress(
          `${what}: its connection ${String(connectionId)} cannot be named${input.connections ? '' : ' (the managed API has no connections list)'}`,
        );
      out.connection = named;
    }
  }
  Object.assign(out, rest);
  if (isObject(onClick)) {
    const target = isObject(onClick.target) ? onClick.target : {};
    const click: Raw = { ...onClick };
    if (target.mode === 'template') click.target = { template: target.template };
    else if (onClick.type === 'dashboard') {
      const hit = input.dashboards.filter((x) => x.id === target.id);
      if (hit.length !== 1 || input.dashboards.filter((x) => x.name === hit[0]?.name).length > 1)
        throw new CannotExpress(`${what}: its link to dashboard ${String(target.id)} cannot be named`);
      click.target = { dashboard: hit[0]?.name };
    } else click.target = { source: sourceName(target.id, what) };
    out.onClick = click;
  }
  return out;
}

/** What dashboards.export wrote, what it left out and why. */
export function exportReport(out: ExportResult, where: { file: string; scope: string }): Report {
  const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
  const notes = [`Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its dashboards stay owned.`];
  if (out.renamed.length > 0)
    notes.push(`Renamed in the file (duplicate or empty names); the first sync writes the new names and keeps the ids: ${out.renamed.join('; ')}.`);
  if (out.kept.length > 0) notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
  if (out.skipped.length > 0) notes.push('Dashboards left out are not in the file at all: a sync of it never touches them.');
  notes.push('PromQL tiles are not returned by the API: neither export nor sync can see them, and any update of their dashboard deletes them.');
  return {
    title: 'Dashboards export',
    outcome: out.skipped.length > 0 || out.renamed.length > 0 ? 'warning' : 'success',
    headline: `Wrote ${out.exported.length} dashboard(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
    counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
    table: {
      columns: ['', 'Dashboard', 'Tiles', 'Ownership'],
      rows: [
        ...out.exported.map((e) => [
          STATUS_ICON.ok ?? '',
          e.name,
          String(e.tiles),
          e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync',
        ]),
        ...out.skipped.map((s) => [STATUS_ICON.skipped ?? '', s.name, '', `skipped: ${s.reason}`]),
      ],
    },
    notes,
  };
}
