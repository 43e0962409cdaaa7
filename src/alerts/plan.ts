import type { Alert, Dashboard } from '../api/types.js';
import { diffAlert } from './diff.js';
import { planFingerprint } from './fingerprint.js';
import type { DesiredAlert, Plan, PlanAction, PlanSummary } from './model.js';
import { fromServer, toBody } from './normalize.js';

export interface PlanInput {
  files: Array<{ file: string; scope: string; alerts: DesiredAlert[] }>;
  /** Every alert of the team (all pages). */
  alerts: Alert[];
  /** Present when the files have tile alerts (tile-id checks). */
  dashboards?: Dashboard[];
  prune: boolean;
  /** The server takes one `channel` per alert and no `channels` key (managed; self-hosted < 2.36). */
  singleChannel?: boolean;
}

/** A problem the plan found in a file entry (e.g. an `adopt` that matches nothing). */
export interface PlanProblem {
  alert: DesiredAlert;
  key: string;
  message: string;
}

/**
 * Desired alerts + live alerts → plan. Pure: no requests. Ownership is the scope in the marker;
 * identity inside a scope is the alert name.
 */
export function buildPlan(input: PlanInput): { plan: Plan; problems: PlanProblem[] } {
  const live = input.alerts.map((alert) => ({ alert, ...fromServer(alert) }));
  const scopes = new Set(input.files.map((f) => f.scope));
  const claimed = new Set<string>(); // server ids taken by some desired alert
  const actions: PlanAction[] = [];
  const notes: string[] = [];
  const problems: PlanProblem[] = [];
  const dashboards = new Map((input.dashboards ?? []).map((d) => [d.id, d]));

  for (const { file, scope, alerts } of input.files) {
    const owned = live.filter((l) => l.scope === scope);
    const byName = new Map<string, typeof owned>();
    for (const l of owned) {
      const key = l.value.name ?? '';
      byName.set(key, [...(byName.get(key) ?? []), l]);
    }
    const oldest = owned
      .map((l) => l.alert.id.toLowerCase())
      .filter(isObjectId)
      .sort()[0];

    for (const d of alerts) {
      const base = { name: d.name, file, scope, target: d.target };
      // Built for the writes only: a sync of thousands of unchanged alerts sends (and keeps) none.
      const body = () => toBody(d.want, scope, input.singleChannel);
      let match = byName.get(d.name)?.[0];
      let adopted = false;

      if (!match && d.adopt !== false) {
        const unmarked = live.filter((l) => l.scope === undefined && !claimed.has(l.alert.id));
        const hits = typeof d.adopt === 'string' ? unmarked.filter((l) => l.alert.id === d.adopt) : unmarked.filter((l) => l.value.name === d.name);
        if (typeof d.adopt === 'string' && hits.length === 0) {
          const other = live.find((l) => l.alert.id === d.adopt);
          problems.push({
            alert: d,
            key: 'adopt',
            message: other
              ? `alert ${d.adopt} is managed by scope "${other.scope}"${claimed.has(d.adopt) ? ' or adopted twice' : ''}; only alerts without a marker can be adopted`
              : `no alert with id ${d.adopt} to adopt`,
          });
          continue;
        }
        if (hits.length > 1) {
          problems.push({
            alert: d,
            key: 'adopt',
            message: `${hits.length} alerts without a marker are named "${d.name}" (ids ${hits.map((h) => h.alert.id).join(', ')}); write \`adopt: <id>\``,
          });
          continue;
        }
        if (hits.length === 1) {
          match = hits[0];
          adopted = true;
        }
      }

      if (!match) {
        const same = live.filter((l) => l.value.name === d.name && l.scope !== scope);
        for (const l of same) {
          notes.push(
            l.scope === undefined
              ? `"${d.name}": an alert with this name exists without our marker (id ${l.alert.id}); add \`adopt: true\` to take it over instead of creating a second one.`
              : `"${d.name}": an alert with this name belongs to scope "${l.scope}" (id ${l.alert.id}); if this file moved, set \`scope: ${l.scope}\` in it.`,
          );
        }
        actions.push({ action: 'create', ...base, body: body(), reason: recreateReason(d, dashboards, oldest) });
        continue;
      }

      claimed.add(match.alert.id);
      const changes = diffAlert(match.value, d.want);
      if (adopted) changes.unshift({ field: 'owner', from: null, to: scope });
      if (changes.length === 0) {
        actions.push({ action: 'unchanged', ...base, id: match.alert.id });
        continue;
      }
      actions.push({
        action: 'update',
        ...base,
        id: match.alert.id,
        changes,
        body: body(),
        reason: adopted ? 'adopt: take over an alert without marker' : repointReason(d, match.value.tileId, dashboards),
      });
    }

    // Ours, but no longer (or twice) in the file.
    const wanted = new Set(alerts.map((a) => a.name));
    for (const l of owned) {
      if (claimed.has(l.alert.id)) continue;
      const name = l.value.name ?? '';
      const reason = wanted.has(name) ? 'duplicate: another alert of this scope has the same name' : 'not in the file';
      if (input.prune) actions.push({ action: 'delete', name, file, scope, id: l.alert.id, target: undefined, reason });
      else
        notes.push(
          `"${name}" (id ${l.alert.id}) is managed by this file but ${reason === 'not in the file' ? 'no longer in it' : 'a duplicate'}; \`prune: true\` would delete it.`,
        );
    }
  }

  for (const l of live) {
    if (claimed.has(l.alert.id) || (l.scope !== undefined && scopes.has(l.scope))) continue;
    actions.push({
      action: 'unmanaged',
      name: l.value.name ?? '',
      id: l.alert.id,
      reason: l.scope === undefined ? 'no marker' : `managed by scope "${l.scope}"`,
    });
  }

  const summary: PlanSummary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const a of actions) summary[a.action]++;
  const files = input.files.map((f) => ({ file: f.file, scope: f.scope }));
  const fp = planFingerprint(files, actions);
  return { plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions, notes }, problems };
}

/**
 * A dashboard PUT that does not send tile ids gives every tile a new id and the server deletes
 * the alerts of the old tiles (docs/contract.md §7.2). With no state store (and no timestamps on
 * dashboards) the evidence is the order of ObjectIds, which the server hands out increasing:
 * the dashboard is older than this scope's oldest alert, yet the named tile is newer, so the
 * tile was replaced after the file was first applied.
 */
function recreateReason(d: DesiredAlert, dashboards: Map<string, Dashboard>, oldestOwned: string | undefined): string | undefined {
  if (d.want.source !== 'tile' || !d.tileName || !oldestOwned) return undefined;
  const dash = dashboards.get(d.want.dashboardId ?? '');
  const tileId = (d.want.tileId ?? '').toLowerCase();
  if (!dash || !isObjectId(dash.id) || !isObjectId(tileId)) return undefined;
  if (!(dash.id.toLowerCase() < oldestOwned && oldestOwned < tileId)) return undefined;
  return `recreate: tile ids changed (tile "${d.tileName}" on "${dash.name}" got a new id after this file was applied; the server drops alerts of replaced tiles)`;
}

const isObjectId = (id: string): boolean => /^[0-9a-f]{24}$/i.test(id);

/** An owned alert still points at a tile id the dashboard no longer has, while the named tile exists. */
function repointReason(d: DesiredAlert, liveTileId: string | null, dashboards: Map<string, Dashboard>): string | undefined {
  if (d.want.source !== 'tile' || !d.tileName || liveTileId === d.want.tileId) return undefined;
  const dash = dashboards.get(d.want.dashboardId ?? '');
  if (!dash || dash.tiles.some((t) => t.id === liveTileId)) return undefined;
  return `re-point: tile ids changed (tile "${d.tileName}" is now ${d.want.tileId}; ${liveTileId} no longer exists)`;
}
