import { createHash } from 'node:crypto';
import type { Alert, Dashboard } from '../api/types.js';
import { planFingerprint } from '../reconcile/fingerprint.js';
import { holdsRef, refText } from '../reconcile/ref.js';
import type { LocatedYaml, YamlPath } from '../util/yaml.js';
import { canLoseAlerts, lostAlerts, type LostAlert } from './alerts-lost.js';
import { canonDashboard, canonTile, jsonDiff, same, snapshotOf } from './canon.js';
import type { DashboardSpec, Raw } from './file.js';
import { matchDashboard, matchTiles, type DashboardMatch } from './match.js';
import { type FieldChange, type Matched, type Plan, type PlanAction, type PlanSummary, type TileChange } from './model.js';
import { isOwnerTag, ownerTag, ownershipOf } from '../reconcile/owner.js';
import { toBody, type Lookups } from './resolve.js';
import { dashboardModel, knownVariant, unknownConfigFields } from './known.js';
import type { SchemaEdition } from '../util/schema.js';
import { carry } from '../util/carry.js';

export interface PlanFile {
  file: string;
  scope: string;
  dashboards: DashboardSpec[];
  yaml: LocatedYaml;
}

export interface PlanInput {
  files: PlanFile[];
  lookups: Lookups;
  prune: boolean;
  /** The edition written to: what its files can say (default self-hosted). What they cannot is carried back as it is. */
  edition?: SchemaEdition;
}

/**
 * File dashboards + live dashboards → plan (Terraform style: computed once, rendered, applied).
 * Pure: no requests. Problems go into the files' yaml at the entry's line.
 */
export function buildPlan(input: PlanInput): Plan {
  const live = input.lookups.dashboards;
  const claimed = new Set<string>();
  const matches = new Map<DashboardSpec, DashboardMatch>();
  const ids = new Map<string, string>(); // file dashboard name → id, or the ref of one this run creates
  for (const f of input.files) {
    const tag = ownerTag(f.scope);
    for (const spec of f.dashboards) {
      const m = matchDashboard(spec, live, tag, claimed);
      matches.set(spec, m);
      if (m.kind === 'problem') f.yaml.problem([...spec.path, m.key], m.message);
      else if (m.kind === 'create') ids.set(spec.name, refText({ pending: 'dashboard', name: spec.name }));
      else {
        claimed.add(m.live.id);
        ids.set(spec.name, m.live.id);
      }
    }
  }

  const actions: PlanAction[] = [];
  const notes: string[] = [];
  for (const f of input.files) {
    const tag = ownerTag(f.scope);
    for (const spec of f.dashboards) {
      const m = matches.get(spec);
      if (!m || m.kind === 'problem') continue;
      if (m.kind !== 'create') notes.push(...namesakes(spec.name, m.live.id, live));
      const before = f.yaml.problems.length;
      const body = toBody(spec, {
        lookups: input.lookups,
        fileDashboard: (name) => ids.get(name),
        problem: (path: YamlPath, message: string) => f.yaml.problem(path, message),
      });
      if (f.yaml.problems.slice(before).some((p) => p.severity === 'error')) continue;
      body.tags = [...spec.tags, tag];
      const base = { name: spec.name, file: f.file, scope: f.scope, internal: { spec } };
      if (m.kind === 'create') {
        // Links to dashboards this run creates (a source it creates is filled in before the first write).
        const linksPending = holdsRef(body, 'dashboard');
        actions.push({
          action: 'create',
          ...base,
          body,
          tiles: spec.tiles.map((t) => ({ name: t.name, change: 'added' })),
          ...(linksPending ? { linksPending, reason: 'links completed by a second write' } : {}),
        });
        continue;
      }
      actions.push(updateAction(base, spec, m, body, f, input.edition ?? 'self-hosted'));
    }

    // Ours, but no longer in the file (nor claimed by a `was`).
    for (const d of live) {
      if (claimed.has(d.id) || ownershipOf(d.tags, tag).kind !== 'ours') continue;
      claimed.add(d.id);
      if (input.prune) {
        actions.push({
          action: 'delete',
          name: d.name,
          file: f.file,
          scope: f.scope,
          id: d.id,
          reason: 'not in the file',
          internal: { live: d, snapshot: snapshotOf(d) },
        });
      } else {
        notes.push(
          `"${d.name}" (id ${d.id}) is managed by ${f.file} but no longer in it; \`prune: true\` would delete it (and its tile alerts). A copy made in the UI keeps the ownership tag: remove the tag from a copy to keep it.`,
        );
      }
    }
  }

  for (const d of live) {
    if (claimed.has(d.id)) continue;
    const o = ownershipOf(d.tags, '');
    actions.push({
      action: 'unmanaged',
      name: d.name,
      id: d.id,
      reason: o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'no ownership tag',
    });
  }

  const files = input.files.map((f) => ({ file: f.file, scope: f.scope, ownerTag: ownerTag(f.scope) }));
  return finish({ version: 1, kind: 'dashboards', fingerprint: '', fullFingerprint: '', files, summary: emptySummary(), actions, notes });
}

/**
 * The plan with the tile alerts each write makes the server delete (design §8), once the alerts
 * list is read; they show per dashboard, count in the summary and change the fingerprint.
 */
export function withLostAlerts(plan: Plan, alerts: readonly Alert[], alertOwner: (a: Alert) => string): Plan {
  for (const a of plan.actions) {
    if (a.action !== 'update' && a.action !== 'delete') continue;
    const lost = lostAlerts(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept, alerts, alertOwner);
    if (lost.length > 0) a.alertsDeleted = lost;
    else delete a.alertsDeleted;
  }
  return finish(plan);
}

const emptySummary = (): PlanSummary => ({
  create: 0,
  update: 0,
  adopt: 0,
  delete: 0,
  unchanged: 0,
  unmanaged: 0,
  tilesAdded: 0,
  tilesChanged: 0,
  tilesRemoved: 0,
  alertsDeleted: 0,
});

function finish(plan: Plan): Plan {
  const summary = emptySummary();
  for (const a of plan.actions) {
    summary[a.action]++;
    if (a.action === 'update' && a.adopted) summary.adopt++;
    for (const t of tilesOf(a)) {
      if (t.change === 'added') summary.tilesAdded++;
      else if (t.change === 'removed') summary.tilesRemoved++;
      else summary.tilesChanged++;
    }
    summary.alertsDeleted += lostOf(a).length;
  }
  const fp = fingerprint(plan.files, plan.actions);
  return { ...plan, summary, fingerprint: fp.short, fullFingerprint: fp.full };
}

/**
 * Our dashboard is not the only one of its name: two files of different scopes that created one
 * name at once (or a copy made by hand) each sync their own, green and silent, while `dashboard: X`
 * in an alert file, the UI and people can no longer tell them apart. Said as alerts.sync says a
 * duplicate: a note, which makes the outcome a warning.
 */
function namesakes(name: string, id: string, live: readonly Dashboard[]): string[] {
  return live
    .filter((d) => d.name === name && d.id !== id)
    .map((d) => {
      const o = ownershipOf(d.tags, '');
      const whose = o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'without an ownership tag';
      return `"${name}" (id ${id}) is duplicated by name: dashboard ${d.id} is also named "${name}", ${whose}. Dashboards are found by name (alert files, the UI, people): rename or delete one.`;
    });
}

/** Whether some planned write can delete an alert, so the alerts list is needed (design §8). */
export function needsAlerts(plan: Plan): boolean {
  return plan.actions.some(
    (a) => (a.action === 'update' || a.action === 'delete') && canLoseAlerts(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept),
  );
}

/** The tile changes of an action (a create adds every tile). */
export const tilesOf = (a: PlanAction): readonly TileChange[] => (a.action === 'create' || a.action === 'update' ? a.tiles : []);

/** The tile alerts an action makes the server delete. */
export const lostOf = (a: PlanAction): readonly LostAlert[] => (a.action === 'update' || a.action === 'delete' ? (a.alertsDeleted ?? []) : []);

function updateAction(
  base: { name: string; file: string; scope: string; internal: { spec: DashboardSpec } },
  spec: DashboardSpec,
  m: Extract<DashboardMatch, { kind: 'ours' | 'adopt' }>,
  body: Raw,
  f: PlanFile,
  edition: SchemaEdition,
): PlanAction {
  const live = m.live;
  const tiles = matchTiles(spec.tiles, live.tiles);
  for (const w of tiles.warnings) f.yaml.problem([...(spec.tiles[w.index]?.path ?? spec.path), 'was'], w.message, 'warning');
  // Matched tiles keep their ids (and so their alerts, docs/contract.md §7.2); filters keep theirs by
  // name, and a PUT needs an id on every filter (§7.1, §7.9): a new one gets a deterministic
  // placeholder the server replaces.
  (body.tiles as Raw[]).forEach((want, i) => {
    const hit = tiles.matched[i];
    if (hit) want.id = hit.tile.id;
  });
  const liveFilters = (Array.isArray(live.filters) ? live.filters : []) as Raw[];
  for (const filter of body.filters as Raw[]) {
    const hit = liveFilters.find((l) => l.name === filter.name);
    filter.id = typeof hit?.id === 'string' ? hit.id : placeholderId(f.scope, spec.name, String(filter.name));
  }
  refuseLosingUnknown(spec, tiles, body, f, edition);
  // What the file does not model goes back as it is (known.ts): the write changes only what the plan shows.
  Object.assign(body, carry(live, body, dashboardModel(edition)).value);

  const bodyTiles = body.tiles as Raw[];
  const kept = new Map<string, unknown>();
  const tileChanges: TileChange[] = [];
  spec.tiles.forEach((t, i) => {
    const hit = tiles.matched[i];
    const want = bodyTiles[i] as Raw;
    if (!hit) {
      tileChanges.push({ name: t.name, change: 'added' });
      return;
    }
    kept.set(hit.tile.id, (want.config as Raw | undefined)?.displayType);
    const { name: fromName, ...from } = canonTile(hit.tile);
    const { name: toName, ...to } = canonTile(want);
    if (fromName !== toName) tileChanges.push({ name: t.name, change: 'renamed', was: hit.key, id: hit.tile.id });
    const fields = jsonDiff(from, to);
    const moved = fields.every((c) => LAYOUT.has(c.field));
    if (fields.length > 0) tileChanges.push({ name: t.name, change: moved ? 'moved' : 'changed', id: hit.tile.id, fields });
  });
  for (const g of tiles.gone) tileChanges.push({ name: g.key, change: 'removed', id: g.tile.id });

  const changes: FieldChange[] = [];
  if (m.kind === 'adopt') changes.push({ field: 'owner', from: null, to: ownerTag(f.scope) });
  const want = canonDashboard(body);
  const have = canonDashboard(live);
  const userTags = (c: Raw) => ((c.tags as string[] | undefined) ?? []).filter((t) => !isOwnerTag(t));
  if (want.name !== have.name) changes.push({ field: 'name', from: have.name, to: want.name });
  if (!same(userTags(want), userTags(have))) changes.push({ field: 'tags', from: userTags(have), to: userTags(want) });
  for (const field of ['filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers'] as const) {
    if (!same(want[field], have[field])) changes.push({ field, from: have[field] ?? null, to: want[field] ?? null });
  }
  const internal: Matched = { ...base.internal, live, kept, snapshot: snapshotOf(live) };
  const common = { ...base, id: live.id, internal };
  if (changes.length === 0 && tileChanges.length === 0) return { action: 'unchanged', ...common };
  return {
    action: 'update',
    ...common,
    ...(m.kind === 'adopt' ? { adopted: true, reason: 'adopt: take over a dashboard without the ownership tag' } : {}),
    ...(m.kind === 'ours' && m.renamedFrom ? { renamedFrom: m.renamedFrom, reason: `rename from "${m.renamedFrom}"` } : {}),
    changes,
    tiles: tileChanges,
    body,
  };
}

const LAYOUT = new Set(['x', 'y', 'w', 'h']);

/**
 * A tile whose display type (or builder / raw SQL) the file changes keeps nothing of its old
 * config: what the old one held that the file format does not know would be lost unseen, so the
 * plan refuses at the tile, naming it. Replacing the tile (a new name) or changing it in the UI
 * is the way through.
 */
function refuseLosingUnknown(spec: DashboardSpec, tiles: ReturnType<typeof matchTiles>, body: Raw, f: PlanFile, edition: SchemaEdition): void {
  spec.tiles.forEach((t, i) => {
    const hit = tiles.matched[i];
    const was = hit?.tile.config;
    const want = (body.tiles as Raw[])[i]?.config as Raw | undefined;
    if (!was || !want || (was.displayType === want.displayType && was.configType === want.configType)) return;
    const kind = `${typeof was.configType === 'string' ? `${was.configType} ` : ''}${String(was.displayType)}`;
    const lost = knownVariant(was)
      ? unknownConfigFields(was, edition).filter((p) => !/[.[]/.test(p))
      : Object.keys(was).filter((k) => !['displayType', 'configType'].includes(k));
    if (lost.length === 0) return;
    const what = knownVariant(was)
      ? `holds ${lost.map((k) => `\`${k}\``).join(', ')}, which this tool does not know`
      : `is a ${kind} tile, a type this tool does not know (its ${lost.map((k) => `\`${k}\``).join(', ')})`;
    f.yaml.problem(
      [...t.path, 'config', 'displayType'],
      `tile "${t.name}" ${what}; changing its display type from ${kind} would lose ${lost.length > 1 ? 'them' : 'it'}. Give the new tile another name (the old one is then removed, as the plan shows), or change it in the UI`,
    );
  });
}

/** ObjectId-shaped and deterministic (so the plan body and fingerprint are), never a live id (§5.3). */
function placeholderId(scope: string, dashboard: string, filter: string): string {
  return createHash('sha256').update(`${scope}\u0000${dashboard}\u0000${filter}`).digest('hex').slice(0, 24);
}

/**
 * The engine's fingerprint (src/reconcile/fingerprint.ts) with what a dashboard write changes
 * besides its fields: its tile changes and the ids of the alerts it makes the server delete — so a
 * hand edit after review, or a new alert that the write would delete, changes it.
 */
function fingerprint(files: Plan['files'], actions: PlanAction[]): { full: string; short: string } {
  return planFingerprint(
    { v: 1, kind: 'dashboards' },
    files.map((f) => f.scope),
    actions,
    (a) => ({
      tiles: tilesOf(a),
      alertsDeleted: lostOf(a)
        .map((l) => l.id)
        .sort(),
    }),
  );
}
