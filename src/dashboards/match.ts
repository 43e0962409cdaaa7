import type { Dashboard, Tile } from '../api/types.js';
import type { DashboardSpec, TileSpec } from './file.js';
import { ownershipOf } from '../reconcile/owner.js';

/**
 * The keys of live tiles (docs/design/dashboards-sync.md §4.3): the server allows duplicate and
 * empty names, so walking the tiles in response order a tile's key is its name (`Untitled` if
 * empty), and a key already taken gets the smallest ` (n)`, n ≥ 2, that is neither an earlier key
 * nor any live tile's own name. Export names duplicates the same way.
 */
export function liveKeys(names: ReadonlyArray<string | undefined>): string[] {
  const own = new Set(names.map((n) => n || 'Untitled'));
  const taken = new Set<string>();
  return names.map((n) => {
    const base = n || 'Untitled';
    let key = base;
    if (taken.has(key)) {
      for (let i = 2; ; i++) {
        key = `${base} (${i})`;
        if (!taken.has(key) && !own.has(key)) break;
      }
    }
    taken.add(key);
    return key;
  });
}

export type DashboardMatch =
  | { kind: 'ours'; live: Dashboard; renamedFrom?: string }
  | { kind: 'adopt'; live: Dashboard }
  | { kind: 'create' }
  | { kind: 'problem'; key: 'name' | 'adopt'; message: string };

/**
 * Which live dashboard a file entry is (§4.2, first rule that applies): ours by name, ours by
 * `was`, `adopt: <id>`, `adopt: true` (one unmarked dashboard of this name), else a create —
 * refused when any live dashboard already has the name (a duplicate would make `dashboard: X`
 * ambiguous for alert files, the UI and people).
 */
export function matchDashboard(spec: DashboardSpec, live: readonly Dashboard[], tag: string, claimed: ReadonlySet<string>): DashboardMatch {
  const owner = (d: Dashboard) => ownershipOf(d.tags, tag).kind;
  const ours = live.filter((d) => owner(d) === 'ours' && !claimed.has(d.id));
  const byName = ours.filter((d) => d.name === spec.name);
  const several = (hits: Dashboard[], name: string): DashboardMatch => ({
    kind: 'problem',
    key: 'name',
    message: `${hits.length} dashboards of this scope are named "${name}" (ids ${hits.map((d) => d.id).join(', ')}): a copy made in the UI keeps the ownership tag; remove the tag from the copy or delete it`,
  });
  if (byName.length > 1) return several(byName, spec.name);
  if (byName[0]) return { kind: 'ours', live: byName[0] };
  if (spec.was !== undefined) {
    const byWas = ours.filter((d) => d.name === spec.was);
    if (byWas.length > 1) return several(byWas, spec.was);
    if (byWas[0]) return { kind: 'ours', live: byWas[0], renamedFrom: spec.was };
  }
  if (typeof spec.adopt === 'string') {
    const hit = live.find((d) => d.id === spec.adopt);
    if (!hit) return { kind: 'problem', key: 'adopt', message: `no dashboard with id ${spec.adopt} to adopt` };
    const kind = owner(hit);
    if (kind === 'other')
      return {
        kind: 'problem',
        key: 'adopt',
        message: `dashboard ${hit.id} ("${hit.name}") is managed by another scope; only unmarked dashboards can be adopted`,
      };
    if (claimed.has(hit.id)) return { kind: 'problem', key: 'adopt', message: `dashboard ${hit.id} is claimed by another entry` };
    return kind === 'ours' ? { kind: 'ours', live: hit } : { kind: 'adopt', live: hit };
  }
  const sameName = live.filter((d) => d.name === spec.name && !claimed.has(d.id));
  const unmarked = sameName.filter((d) => owner(d) === 'unmarked');
  if (spec.adopt) {
    if (unmarked.length > 1) {
      return {
        kind: 'problem',
        key: 'adopt',
        message: `${unmarked.length} unmarked dashboards are named "${spec.name}" (ids ${unmarked.map((d) => d.id).join(', ')}); write \`adopt: <id>\``,
      };
    }
    if (unmarked[0]) return { kind: 'adopt', live: unmarked[0] };
  }
  const first = sameName[0];
  if (first) {
    const o = ownershipOf(first.tags, tag);
    return {
      kind: 'problem',
      key: 'name',
      message:
        o.kind === 'other'
          ? `a dashboard named "${spec.name}" (id ${first.id}) is managed by another scope (tag ${o.tags.join(', ')}); if this file moved, set \`scope:\` to its old scope (by default \`<owner/repo>:<old path>\`), or pick another name`
          : `a dashboard named "${spec.name}" already exists without the ownership tag (id ${first.id}); add \`adopt: true\` to take it over, or pick another name`,
    };
  }
  return { kind: 'create' };
}

export interface TileMatch {
  /** Per file tile (same order), the live tile it is, if any. */
  matched: Array<{ tile: Tile; key: string; byWas: boolean } | undefined>;
  /** Live tiles no file tile claims: a PUT removes them. */
  gone: Array<{ tile: Tile; key: string }>;
  warnings: Array<{ index: number; message: string }>;
}

/**
 * File tiles → live tiles by key (the name), then by `was`; a live tile is claimed once. A matched
 * tile's id goes into the PUT, which keeps it (docs/contract.md §7.2), and so keeps its alerts.
 */
export function matchTiles(files: readonly TileSpec[], live: readonly Tile[]): TileMatch {
  const keys = liveKeys(live.map((t) => t.name));
  const byKey = new Map(live.map((tile, i) => [keys[i] as string, tile]));
  const claimed = new Set<string>();
  const matched: TileMatch['matched'] = files.map((f) => {
    const tile = byKey.get(f.name);
    if (!tile) return undefined;
    claimed.add(f.name);
    return { tile, key: f.name, byWas: false };
  });
  const warnings: TileMatch['warnings'] = [];
  files.forEach((f, i) => {
    if (matched[i] || f.was === undefined) return;
    const tile = byKey.get(f.was);
    if (!tile) return; // stale after the rename was synced
    if (claimed.has(f.was)) {
      warnings.push({ index: i, message: `\`was: ${f.was}\` is ignored: a tile of the file is named "${f.was}" and keeps that tile` });
      return;
    }
    claimed.add(f.was);
    matched[i] = { tile, key: f.was, byWas: true };
  });
  const gone = live.flatMap((tile, i) => (claimed.has(keys[i] as string) ? [] : [{ tile, key: keys[i] as string }]));
  return { matched, gone, warnings };
}
