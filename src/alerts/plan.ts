import type { Alert, Dashboard } from '../api/types.js';
import { diffAlert } from './diff.js';
import { planFingerprint } from '../reconcile/fingerprint.js';
import type { Comparable, DesiredAlert, KeptField, Plan, PlanAction, PlanSummary } from './model.js';
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
  const run: Run = {
    input,
    live: input.alerts.map((alert) => ({ alert, ...fromServer(alert) })),
    dashboards: new Map((input.dashboards ?? []).map((d) => [d.id, d])),
    claimed: new Set<string>(),
    actions: [],
    notes: [],
    problems: [],
  };
  for (const file of input.files) planFile(run, file);
  const scopes = new Set(input.files.map((f) => f.scope));
  for (const l of run.live) {
    if (run.claimed.has(l.alert.id) || (l.scope !== undefined && scopes.has(l.scope))) continue;
    run.actions.push({
      action: 'unmanaged',
      name: l.value.name ?? '',
      id: l.alert.id,
      reason: l.scope === undefined ? 'no marker' : `managed by scope "${l.scope}"`,
    });
  }

  const summary: PlanSummary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const a of run.actions) summary[a.action]++;
  const files = input.files.map((f) => ({ file: f.file, scope: f.scope }));
  const fp = planFingerprint(
    { v: 1 },
    files.map((f) => f.scope),
    run.actions,
  );
  return {
    plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions: run.actions, notes: run.notes },
    problems: run.problems,
  };
}

type Live = ReturnType<typeof fromServer> & { alert: Alert };

/** What one plan accumulates while it walks the files. */
interface Run {
  input: PlanInput;
  live: Live[];
  dashboards: Map<string, Dashboard>;
  /** Server ids taken by some desired alert. */
  claimed: Set<string>;
  actions: PlanAction[];
  notes: string[];
  problems: PlanProblem[];
}

/** One file: each desired alert against what its scope owns, then what the scope owns that the file no longer has. */
function planFile(run: Run, { file, scope, alerts }: PlanInput['files'][number]): void {
  const owned = run.live.filter((l) => l.scope === scope);
  const byName = new Map<string, Live[]>();
  for (const l of owned) {
    const key = l.value.name ?? '';
    byName.set(key, [...(byName.get(key) ?? []), l]);
  }
  const oldest = owned
    .map((l) => l.alert.id.toLowerCase())
    .filter(isObjectId)
    .sort()[0];
  for (const d of alerts) planAlert(run, d, { file, scope, match: byName.get(d.name)?.[0], oldest });

  // Ours, but no longer (or twice) in the file.
  const wanted = new Set(alerts.map((a) => a.name));
  for (const l of owned) {
    if (run.claimed.has(l.alert.id)) continue;
    const name = l.value.name ?? '';
    const reason = wanted.has(name) ? 'duplicate: another alert of this scope has the same name' : 'not in the file';
    if (run.input.prune) run.actions.push({ action: 'delete', name, file, scope, id: l.alert.id, target: undefined, reason });
    else
      run.notes.push(
        `"${name}" (id ${l.alert.id}) is managed by this file but ${reason === 'not in the file' ? 'no longer in it' : 'a duplicate'}; \`prune: true\` would delete it.`,
      );
  }
}

/** One desired alert: create, update, unchanged, or a problem with its `adopt`. */
function planAlert(run: Run, d: DesiredAlert, at: { file: string; scope: string; match: Live | undefined; oldest: string | undefined }): void {
  const { file, scope } = at;
  const base = { name: d.name, file, scope, target: d.target };
  let match = at.match;
  let adopted = false;
  if (!match && d.adopt !== false) {
    const found = adoptable(run, d);
    if (found === 'problem') return;
    match = found;
    adopted = found !== undefined;
  }

  if (!match) {
    for (const l of run.live.filter((x) => x.value.name === d.name && x.scope !== scope)) {
      run.notes.push(
        l.scope === undefined
          ? `"${d.name}": an alert with this name exists without our marker (id ${l.alert.id}); add \`adopt: true\` to take it over instead of creating a second one.`
          : `"${d.name}": an alert with this name belongs to scope "${l.scope}" (id ${l.alert.id}); if this file moved, set \`scope: ${l.scope}\` in it.`,
      );
    }
    const want = settle(d, undefined);
    if (!modeProblem(run, d, want, undefined))
      run.actions.push({ action: 'create', ...base, body: toBody(want, scope, run.input.singleChannel), reason: recreateReason(d, run.dashboards, at.oldest) });
    return;
  }

  run.claimed.add(match.alert.id);
  const want = settle(d, match.value);
  const repoint = repointReason(d, match.value.tileId, run.dashboards);
  if (modeProblem(run, d, want, match.value) || retargetProblem(run, d, match.value, repoint !== undefined)) return;
  const changes = diffAlert(match.value, want);
  if (adopted) changes.unshift({ field: 'owner', from: null, to: scope });
  if (changes.length === 0) {
    run.actions.push({ action: 'unchanged', ...base, id: match.alert.id });
    return;
  }
  run.actions.push({
    action: 'update',
    ...base,
    id: match.alert.id,
    changes,
    // Built for the writes only: a sync of thousands of unchanged alerts sends (and keeps) none.
    body: toBody(want, scope, run.input.singleChannel, match.alert),
    reason: adopted ? 'adopt: take over an alert without marker' : repoint,
  });
}

/**
 * The desired alert with the kept fields the file does not state taken from the live alert (none
 * for a create: the server fills them). A tuning belongs to anomaly mode: a file that turns the mode
 * to threshold leaves the live one behind.
 */
function settle(d: DesiredAlert, live: Comparable | undefined): Comparable {
  const want = { ...d.want };
  for (const f of d.keep ?? []) (want as Record<KeptField, unknown>)[f] = live?.[f] ?? null;
  if (d.keep?.has('anomalyConfig') && want.detectionMode !== live?.detectionMode) want.anomalyConfig = null;
  return want;
}

/** A tuning on an alert that is not (and does not become) an anomaly alert: the server refuses it. */
function modeProblem(run: Run, d: DesiredAlert, want: Comparable, live: Comparable | undefined): boolean {
  if (want.anomalyConfig === null || want.detectionMode === 'anomaly' || d.keep?.has('anomalyConfig')) return false;
  run.problems.push({
    alert: d,
    key: 'anomalyConfig',
    message: `\`anomalyConfig\` is the tuning of an anomaly alert; this alert ${live ? `is a ${live.detectionMode ?? 'threshold'} alert` : 'would be a threshold alert'}: add \`detectionMode: anomaly\``,
  });
  return true;
}

/**
 * The server names an alert after what it watches when no write names it (hyperdx#3065), and the
 * answer does not say whether the live name and tags are such derived ones or a user's. An alert
 * the file points at something else would carry names that may describe what it watched before:
 * the plan refuses, asking the file to state them (a repoint to the same tile under a new id is
 * not such a change).
 */
function retargetProblem(run: Run, d: DesiredAlert, live: Comparable, repoint: boolean): boolean {
  const w = d.want;
  const moved =
    w.source !== live.source || w.dashboardId !== live.dashboardId || w.savedSearchId !== live.savedSearchId || (w.tileId !== live.tileId && !repoint);
  const unstated = (['displayName', 'tags'] as const).filter((f) => d.keep?.has(f) && live[f] !== null && (f !== 'tags' || (live.tags ?? []).length > 0));
  if (!moved || unstated.length === 0) return false;
  const key =
    w.source === 'inline'
      ? 'chart'
      : w.source === 'tile'
        ? d.spec.tile !== undefined
          ? 'tile'
          : 'tileId'
        : d.spec.savedSearch !== undefined
          ? 'savedSearch'
          : 'savedSearchId';
  const shown = unstated.map((f) => `\`${f}\` (${JSON.stringify(live[f])})`).join(' and ');
  run.problems.push({
    alert: d,
    key,
    message: `this alert now watches ${d.target || 'something else'}; its ${shown} may have been derived by the server from what it watched before: state ${unstated.map((f) => `\`${f}\``).join(' and ')} in the file (the same value keeps ${unstated.length > 1 ? 'them' : 'it'})`,
  });
  return true;
}

/** The unmarked alert `adopt` names (by id, or the one of its name); 'problem' when it names none or several. */
function adoptable(run: Run, d: DesiredAlert): Live | undefined | 'problem' {
  const unmarked = run.live.filter((l) => l.scope === undefined && !run.claimed.has(l.alert.id));
  const hits = typeof d.adopt === 'string' ? unmarked.filter((l) => l.alert.id === d.adopt) : unmarked.filter((l) => l.value.name === d.name);
  if (typeof d.adopt === 'string' && hits.length === 0) {
    const other = run.live.find((l) => l.alert.id === d.adopt);
    run.problems.push({
      alert: d,
      key: 'adopt',
      message: other
        ? `alert ${d.adopt} is managed by scope "${String(other.scope)}"${run.claimed.has(d.adopt) ? ' or adopted twice' : ''}; only alerts without a marker can be adopted`
        : `no alert with id ${d.adopt} to adopt`,
    });
    return 'problem';
  }
  if (hits.length > 1) {
    run.problems.push({
      alert: d,
      key: 'adopt',
      message: `${hits.length} alerts without a marker are named "${d.name}" (ids ${hits.map((h) => h.alert.id).join(', ')}); write \`adopt: <id>\``,
    });
    return 'problem';
  }
  return hits[0];
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
