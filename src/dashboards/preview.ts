// Live previews (issue 33, `preview: true`): on a pull request's plan, each dashboard the pull
// request creates or changes is created on the server as a copy — named after the pull request,
// marked as this repository's preview, never matched by any sync — and linked from the report;
// updated on each push; deleted when the pull request closes (`pull_request: closed`), and by a
// scheduled run once its pull request is closed. Alerts are previewed by their backtests, never
// created.
//
// The marks (tags, ≤ 32 characters each, docs/contract.md §7.1): `obs-ops:` + 24 hex of the
// repository's preview key — an `obs-ops:` tag no scope has, so every sync sees the copy as another
// owner's (never matched, adopted, exported, pulled or pruned) — and two plain tags naming the pull
// request and which file dashboard the copy is of.
import { createHash } from 'node:crypto';
import type { ObservabilityClient } from '../api/client.js';
import type { Dashboard } from '../api/types.js';
import { isOwnerTag, OWNER_PREFIX } from '../reconcile/owner.js';
import { holdsRef } from '../reconcile/ref.js';
import { escapeInline } from '../report/escape.js';
import type { Raw } from './file.js';

/** A dashboard the plan creates or changes, with the body its write would send (ids resolved). */
export interface Planned {
  scope: string;
  name: string;
  body: Raw;
}

export interface PreviewInput {
  client: ObservabilityClient;
  /** `owner/repo`. */
  repository: string;
  /**
   * The pull request of the run: open (its plan's dashboards are previewed) or closed (its copies
   * are deleted). Undefined (a scheduled run): every copy whose pull request `stateOf` says is closed is deleted.
   */
  pullRequest?: { number: number; closed: boolean };
  /** The state of a pull request of the repository (GitHub), for the scheduled clean-up. */
  stateOf?: (number: number) => Promise<'open' | 'closed' | undefined>;
  planned: readonly Planned[];
  /** `ui-url`: where a copy is linked (`<ui-url>/dashboards/<id>`); empty: not linked. */
  uiUrl: string;
}

export interface PreviewRow {
  action: 'created' | 'updated' | 'deleted' | 'skipped';
  /** The copy's name on the server. */
  name: string;
  /** The file dashboard it previews (none for a clean-up of another pull request's copy). */
  of?: string;
  id?: string;
  url?: string;
  reason?: string;
}

const hex = (text: string, n: number): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, n);
const PR_TAG = 'obs-ops-pr:';
const OF_TAG = 'obs-ops-of:';

/** The `obs-ops:` tag every preview copy of this repository carries (no scope's tag can be it: a scope's is hashed without the prefix). */
export function previewMark(repository: string): string {
  return `${OWNER_PREFIX}${hex(`preview:${repository.toLowerCase()}`, 24)}`;
}

/** The name a copy has: the pull request first, so the UI's list shows whose it is. */
export function previewName(pr: number, name: string): string {
  return `PR #${pr} · ${name}`.slice(0, 1024);
}

/** The preview copy a live dashboard is, for this repository: its pull request and what it copies; undefined for any other dashboard. */
export function previewOf(d: Dashboard, repository: string): { pr: number; of: string } | undefined {
  const tags = Array.isArray(d.tags) ? d.tags : [];
  if (!tags.includes(previewMark(repository))) return undefined;
  const pr = Number(tags.find((t) => t.startsWith(PR_TAG))?.slice(PR_TAG.length));
  const of = tags.find((t) => t.startsWith(OF_TAG))?.slice(OF_TAG.length) ?? '';
  return Number.isInteger(pr) && pr > 0 ? { pr, of } : undefined;
}

const keyOf = (p: Planned): string => hex(`${p.scope}\u0000${p.name}`, 16);

/** A write's body as a copy: named for the pull request, the copy's tags instead of the owner's, no ids of the original's tiles and filters. */
function copyBody(p: Planned, pr: number, repository: string): Raw {
  const strip = (list: unknown): unknown =>
    Array.isArray(list)
      ? (list as unknown[]).map((x) => (typeof x === 'object' && x !== null ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'id')) : x))
      : list;
  const tags = (Array.isArray(p.body.tags) ? (p.body.tags as unknown[]) : []).filter((t): t is string => typeof t === 'string' && !isOwnerTag(t));
  return {
    ...p.body,
    name: previewName(pr, p.name),
    tiles: strip(p.body.tiles),
    filters: strip(p.body.filters),
    tags: [...new Set([...tags, previewMark(repository), `${PR_TAG}${pr}`, `${OF_TAG}${keyOf(p)}`])].slice(-50),
  };
}

const link = (uiUrl: string, id: string): string | undefined => (uiUrl ? `${uiUrl.replace(/\/+$/, '')}/dashboards/${encodeURIComponent(id)}` : undefined);

/**
 * Brings the server's preview copies to what the run says: this pull request's plan previewed, a
 * closed pull request's copies deleted, or (scheduled) every copy of a closed pull request deleted.
 * Copies are written with the run's client, paced like any write.
 */
export async function syncPreviews(input: PreviewInput): Promise<PreviewRow[]> {
  const { client, repository } = input;
  const live = (await client.listDashboards())
    .map((d) => ({ d, preview: previewOf(d, repository) }))
    .filter((x): x is { d: Dashboard; preview: { pr: number; of: string } } => x.preview !== undefined);
  const rows: PreviewRow[] = [];
  const remove = async (d: Dashboard, reason: string): Promise<void> => {
    await client.deleteDashboard(d.id);
    rows.push({ action: 'deleted', name: d.name, id: d.id, reason });
  };

  const pr = input.pullRequest;
  if (!pr) {
    // Scheduled: a copy whose pull request is closed (or gone) is deleted; one GitHub read per pull request.
    const states = new Map<number, 'open' | 'closed' | undefined>();
    for (const { d, preview } of live) {
      if (!states.has(preview.pr)) states.set(preview.pr, await input.stateOf?.(preview.pr));
      const state = states.get(preview.pr);
      if (state === 'closed') await remove(d, `pull request #${preview.pr} is closed`);
    }
    return rows;
  }
  const mine = live.filter((x) => x.preview.pr === pr.number);
  if (pr.closed) {
    for (const { d } of mine) await remove(d, `pull request #${pr.number} is closed`);
    return rows;
  }
  const kept = new Set<string>();
  for (const p of input.planned) {
    // A dashboard that names what this pull request creates (a source of its stack file) cannot be shown before it exists.
    if (holdsRef(p.body)) {
      rows.push({
        action: 'skipped',
        name: previewName(pr.number, p.name),
        of: p.name,
        reason: 'it names an object this pull request creates; previewed once that exists',
      });
      continue;
    }
    const existing = mine.find((x) => x.preview.of === keyOf(p));
    if (existing) {
      kept.add(existing.d.id);
      const d = await client.updateDashboard(existing.d.id, copyBody(p, pr.number, repository));
      rows.push({ action: 'updated', name: d.name, of: p.name, id: existing.d.id, ...urlOf(input.uiUrl, existing.d.id) });
    } else {
      const d = await client.createDashboard(copyBody(p, pr.number, repository));
      rows.push({ action: 'created', name: d.name, of: p.name, id: d.id, ...urlOf(input.uiUrl, d.id) });
    }
  }
  // A dashboard this pull request no longer changes: its copy goes.
  for (const { d } of mine) if (!kept.has(d.id)) await remove(d, 'the pull request no longer changes its dashboard');
  return rows;
}

const urlOf = (uiUrl: string, id: string): { url?: string } => {
  const url = link(uiUrl, id);
  return url ? { url } : {};
};

/** A URL as a Markdown link target: http(s) only, nothing that could end the link. */
function linkTarget(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return url.replace(/[\s()<>[\]"'`\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The previews as the report shows them: a list of links (Markdown), and one line for the log. */
export function previewReport(rows: readonly PreviewRow[]): { details?: { title: string; markdown: string; open: boolean }; note?: string } {
  if (rows.length === 0) return {};
  const items = rows.map((r) => {
    const target = r.url !== undefined ? linkTarget(r.url) : undefined;
    const name = escapeInline(r.name);
    const shown = target && r.action !== 'deleted' ? `[${name}](${target})` : name;
    const why = r.reason ? ` — ${escapeInline(r.reason)}` : '';
    return `- ${shown}: ${r.action}${r.of !== undefined ? ` (preview of ${escapeInline(r.of)})` : ''}${why}`;
  });
  const counts = (['created', 'updated', 'deleted', 'skipped'] as const)
    .map((a) => [a, rows.filter((r) => r.action === a).length] as const)
    .filter(([, n]) => n > 0)
    .map(([a, n]) => `${n} ${a}`);
  return {
    details: { title: 'Live previews', markdown: items.join('\n'), open: true },
    note: `Live previews: ${counts.join(', ')}.`,
  };
}
