// Which alerts a silence (or an unsilence) is for: by id, by name, by tag, by the alert file that
// owns them. Every selector given narrows the set; `exclude` takes out. Nothing here sends a write.
import type { ObservabilityClient } from '../api/client.js';
import { refusal } from '../api/features.js';
import type { Alert, Edition } from '../api/types.js';
import { oneScopePerFile } from '../reconcile/guards.js';
import { defaultScope, findFiles, readText } from '../util/files.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import { compileNameFilter } from '../util/name-filter.js';
import { FileProblemsError } from '../util/problems.js';
import type { Workspace } from '../util/workspace.js';
import { parseAlertFile } from './file.js';
import { splitMarker } from './marker.js';

export interface AlertSelection {
  /** One alert by id (`id`). */
  id?: string;
  /** Name globs (`include`), or exact names; every alert when empty. */
  include: readonly string[];
  /** Name globs or exact names taken out (`exclude`, any case). */
  exclude: readonly string[];
  /** Alerts carrying at least one of these tags (`tags`). */
  tags: readonly string[];
  /** The scopes of the alert files given (`alert-file`): their alerts are the ones with that scope's marker. */
  files: ReadonlyArray<{ file: string; scope: string }>;
}

/** The selection in words, for a headline: "named Checkout*, tagged checkout, of .github/alerts.yml". */
export function describeSelection(s: AlertSelection): string {
  const parts = [
    s.id ? `id ${s.id}` : '',
    s.include.length ? `named ${s.include.join(', ')}` : '',
    s.tags.length ? `tagged ${s.tags.join(', ')}` : '',
    s.files.length ? `of ${s.files.map((f) => f.file).join(', ')}` : '',
    s.exclude.length ? `except ${s.exclude.join(', ')}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** A selection names at least one selector: "every alert" is never implied by a missing input. */
export function checkSelection(s: AlertSelection, operation: string, edition: Edition): void {
  if (!s.id && s.include.length === 0 && s.tags.length === 0 && s.files.length === 0) {
    throw new InputError(
      msg`${operation} needs the alerts it is for: ${named('alert-file')} (the alerts that file manages), ${named('include')} (names or globs), ${named('tags')} or ${named('id')}; several narrow each other.`,
    );
  }
  // The managed gateway has no alert tags (docs/contract.md §19): a tag could select nothing there.
  if (s.tags.length > 0 && edition === 'managed')
    throw new InputError(msg`${theInput('tags')}: alerts on the managed edition carry no tags; select them by ${named('include')} or ${named('alert-file')}.`);
  compileNameFilter([...s.include], [...s.exclude]);
}

/**
 * The scope each alert file owns its alerts under: the `scope` input, else the file's `scope:`,
 * else the file's default — as alerts.sync reads it (./file.ts). Only the scope is needed, so a
 * file with other problems still answers; one whose scope cannot be read is refused.
 */
export async function scopesOf(ws: Workspace, pattern: string, scope: string, edition: Edition): Promise<Array<{ file: string; scope: string }>> {
  if (!pattern) return [];
  const found = await findFiles(ws, 'alert-file', pattern);
  oneScopePerFile(scope, 'alert-file', found.length);
  const scopes: Array<{ file: string; scope: string }> = [];
  for (const f of found) {
    const parsed = parseAlertFile(f.display, await readText('alert-file', f), { scope, defaultScope: defaultScope(ws, f.display), edition });
    const root = parsed.yaml.value;
    const unreadable = typeof root !== 'object' || root === null || Array.isArray(root);
    const scopeProblems = parsed.yaml.problems.filter((p) => p.severity === 'error' && (unreadable || /\bscope\b/.test(p.message)));
    if (scopeProblems.length > 0) throw new FileProblemsError(scopeProblems);
    scopes.push({ file: parsed.file, scope: parsed.scope });
  }
  return scopes;
}

/**
 * The alerts of the list that the selection picks. Tags are read where the server answers them
 * (HyperDX ≥ 2.38): selecting by tag on a server known to lack them is refused, never an empty
 * selection that reads as "nothing to do".
 */
export async function selectAlerts(client: ObservabilityClient, alerts: readonly Alert[], s: AlertSelection): Promise<Alert[]> {
  if (s.tags.length > 0 && !alerts.some((a) => Array.isArray(a.tags))) {
    const why = refusal('alertDisplayFields', await client.server());
    if (why) throw new InputError(msg`${theInput('tags')}: ${why}.`);
  }
  const filter = compileNameFilter([...s.include], [...s.exclude]);
  const scopes = new Set(s.files.map((f) => f.scope));
  const tags = new Set(s.tags);
  return alerts.filter((a) => {
    const name = typeof a.name === 'string' ? a.name : '';
    if (s.id && a.id !== s.id) return false;
    const match = filter(name);
    if (s.exclude.some((x) => x.toLowerCase() === name.toLowerCase()) || (!match.selected && match.reason === 'excluded')) return false;
    if (!match.selected && !s.include.includes(name)) return false;
    if (tags.size > 0 && !(Array.isArray(a.tags) && a.tags.some((t) => typeof t === 'string' && tags.has(t)))) return false;
    if (scopes.size > 0) {
      const owner = splitMarker(typeof a.message === 'string' ? a.message : null).scope;
      if (owner === undefined || !scopes.has(owner)) return false;
    }
    return true;
  });
}
