// The reverse of the plan (stack.pull, issue 33): what the server holds that a file does not —
// fields changed in the UI, objects renamed or deleted there, and (with `include` / `exclude`)
// unmarked objects to adopt — as edits of the file's entries and rows for people.
//
// Each kind's own planner is the judge of "the file says what the server holds": an entry is
// pulled only when its kind plans a write for it, and its new value is the kind's export of the
// live object (which syncs back with no write) with every difference the planner does not need
// taken back to what the file wrote — so a default the file states, a layout it leaves to the
// tool or a value spelt another way stays as it is, and the edit touches only what changed. A
// secret stays the file's reference (a changed secret is reported, never written).
import { canonicalJson } from '../util/fingerprint.js';
import type { NameFilter } from '../util/name-filter.js';
import type { YamlEdit } from '../util/yaml-edit.js';
import type { YamlPath } from '../util/yaml-path.js';
import type { FieldChange } from './plan.js';

export type Json = Record<string, unknown>;

/** An entry of a file's section, as read (a values file's placeholders substituted). */
export interface PullEntry {
  name: string;
  path: YamlPath;
  value: Json;
}

/** What a kind's planner says of one entry against the live objects. */
export type PullStatus =
  { action: 'unchanged'; id: string } | { action: 'update'; id: string; changes: FieldChange[] } | { action: 'create' } | { action: 'problem' };

/** One kind of a file, as the reverse plan sees it (each kind's adapter: src/stack/pull.ts, src/dashboards/pull.ts, src/alerts/pull.ts). */
export interface PullKind {
  /** The file's section (`webhooks`, `dashboards`). */
  section: string;
  /** For people: "webhook". */
  singular: string;
  entries: readonly PullEntry[];
  /** Every live object of the kind. */
  live: readonly Json[];
  /**
   * Plans entries of this file (values as read: names, no ids) against the live objects, alone:
   * each entry's status by its name. Pure; called once for the file and once per trial of an
   * entry's value.
   */
  plan(values: readonly Json[]): Promise<Map<string, PullStatus>>;
  /**
   * Whose a live object is: this file's scope's mark, another's, or none. A kind without a mark
   * (connections, sources) says `other` for an object another file of the run declares, else
   * `unmarked`: any may be this file's object renamed, or one to adopt.
   */
  owner(live: Json): 'ours' | 'other' | 'unmarked';
  /** The kind carries an ownership mark (else objects are the files' by name). */
  marked: boolean;
  /** The live object as an entry of this file (names for ids, secrets as references, server defaults left out). */
  exportEntry(live: Json): Json;
  /** Fields whose values are secrets: the file's reference is kept, a change is reported. */
  secretFields: readonly string[];
  /** A planned change that is not the server's to give back (an adoption's `owner`, a write-only digest). */
  ignored?(change: FieldChange): boolean;
  /** Keys of an entry the engine reads, never the server's (`was`, `adopt`): kept as the file has them. */
  fileKeys: readonly string[];
}

export type PullAction = 'changed' | 'renamed' | 'deleted' | 'adopted';

/** One row of the reverse plan: what the server has that the file does not. */
export interface PullRow {
  section: string;
  singular: string;
  action: PullAction;
  /** The name in the file (for an adopted object: its name on the server). */
  name: string;
  /** Where the entry is in the file (none for an object adopted into it). */
  path?: YamlPath;
  /** Renamed on the server. */
  to?: string;
  id?: string;
  /** Field by field, file → server (secrets as `(secret)`). */
  changes: FieldChange[];
  /** When and by whom the server says the object last changed. */
  updatedAt?: string;
  updatedBy?: string;
  /** What was not written, and why (a placeholder, a secret, a field the file cannot hold). */
  held: string[];
}

export interface ReversePlan {
  rows: PullRow[];
  edits: YamlEdit[];
  /** Objects of this scope on the server that no entry names and no rename explains. */
  notes: string[];
}

export interface PullOptions {
  /** `include` / `exclude`: unmarked live objects they select are adopted into the file. Undefined: none. */
  adopt?: NameFilter;
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameOf = (o: Json): string => (typeof o.name === 'string' ? o.name : '');

/** The reverse plan of one file: every kind's rows and the edits that bring the file to the server. */
export async function reversePlan(kinds: readonly PullKind[], opts: PullOptions = {}): Promise<ReversePlan> {
  const out: ReversePlan = { rows: [], edits: [], notes: [] };
  for (const kind of kinds) await pullKind(kind, opts, out);
  return out;
}

async function pullKind(kind: PullKind, opts: PullOptions, out: ReversePlan): Promise<void> {
  const statuses = await kind.plan(kind.entries.map((e) => e.value));
  const byId = new Map(kind.live.map((o) => [String(o.id), o]));
  const claimed = new Set<string>();
  const changed: Array<{ entry: PullEntry; live: Json }> = [];
  const missing: PullEntry[] = [];
  const mine = (o: Json): boolean => kind.owner(o) === (kind.marked ? 'ours' : 'unmarked');
  for (const entry of kind.entries) {
    const s = statuses.get(entry.name);
    if (s?.action === 'unchanged' || s?.action === 'update') claimed.add(s.id);
    if (s?.action === 'update') {
      const live = byId.get(s.id);
      if (live && s.changes.some((c) => !kind.ignored?.(c))) changed.push({ entry, live });
    } else if (s?.action === 'create') missing.push(entry);
    else if (s?.action === 'problem') {
      // An entry its kind cannot plan as written — it names what the UI renamed (an alert's
      // webhook): its object, by name, is brought to the server's names like any other.
      const live = kind.live.filter((o) => nameOf(o) === entry.name && mine(o));
      if (live.length === 1 && live[0]) {
        claimed.add(String(live[0].id));
        changed.push({ entry, live: live[0] });
      } else if (!kind.live.some((o) => nameOf(o) === entry.name)) missing.push(entry); // renamed or deleted, as a create would be
    }
  }
  // This file's objects no entry names: marked ours, or (a kind without a mark) declared by no file.
  const orphans = kind.live.filter((o) => !claimed.has(String(o.id)) && mine(o));
  const renames = pairRenames(kind, missing, orphans);

  for (const { entry, live } of changed) await pullEntry(kind, entry, live, 'changed', out);
  for (const [entry, live] of renames) await pullEntry(kind, entry, live, 'renamed', out);
  for (const entry of missing.filter((m) => !renames.has(m))) {
    out.rows.push({ section: kind.section, singular: kind.singular, action: 'deleted', name: entry.name, path: entry.path, changes: [], held: [] });
    out.edits.push({ op: 'remove', path: entry.path });
  }
  const renamed = new Set([...renames.values()]);
  for (const o of orphans.filter((x) => !renamed.has(x) && kind.marked))
    out.notes.push(
      `${kind.singular} "${nameOf(o)}" (id ${String(o.id)}) carries this file's mark but no entry names it: left out of the file (\`prune\` deletes it).`,
    );

  if (!opts.adopt) return;
  const named = new Set(kind.entries.map((e) => e.name));
  for (const o of kind.live) {
    if (claimed.has(String(o.id)) || renamed.has(o) || kind.owner(o) !== 'unmarked' || named.has(nameOf(o)) || !opts.adopt(nameOf(o)).selected) continue;
    if (kind.live.filter((x) => nameOf(x) === nameOf(o)).length > 1) {
      out.notes.push(`${kind.singular} "${nameOf(o)}" is not adopted: several ${kind.singular}s have that name (rename one).`);
      continue;
    }
    const entry = kind.exportEntry(o);
    out.rows.push({
      section: kind.section,
      singular: kind.singular,
      action: 'adopted',
      name: nameOf(o),
      id: String(o.id),
      changes: [],
      held: [],
      ...updated(o),
    });
    out.edits.push({ op: 'append', path: [kind.section], value: entry });
  }
}

/**
 * Entries the server no longer has by their name, and objects of this scope no entry names: a
 * rename in the UI. Paired by likeness (fewest differing fields), one to one; the rest are
 * deletions, or objects the file left.
 */
function pairRenames(kind: PullKind, missing: readonly PullEntry[], orphans: readonly Json[]): Map<PullEntry, Json> {
  const pairs = new Map<PullEntry, Json>();
  if (missing.length === 0 || orphans.length === 0) return pairs;
  const candidates: Array<{ entry: PullEntry; live: Json; distance: number; likeness: number }> = [];
  for (const entry of missing) {
    for (const live of orphans) {
      const exported = kind.exportEntry(live);
      const keys = new Set([...Object.keys(entry.value), ...Object.keys(exported)].filter((k) => k !== 'name' && !kind.fileKeys.includes(k)));
      const distance = [...keys].filter((k) => !kind.secretFields.includes(k) && !same(entry.value[k], exported[k])).length;
      // More unlike than alike: not the same object renamed.
      if (distance <= Math.max(1, Math.floor(keys.size / 2))) candidates.push({ entry, live, distance, likeness: likeness(entry.name, nameOf(live)) });
    }
  }
  const taken = new Set<Json>();
  // Fewest differing fields first; between equals, the closest names (`hook-12` → `hook-12-oncall`).
  for (const c of candidates.sort((a, b) => a.distance - b.distance || b.likeness - a.likeness)) {
    if (pairs.has(c.entry) || taken.has(c.live)) continue;
    pairs.set(c.entry, c.live);
    taken.add(c.live);
  }
  return pairs;
}

/** How alike two names are: the length of what they share at the start and at the end. */
function likeness(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return start + end;
}

/** One entry brought to its live object: the export, with every difference its planner does not need taken back. */
async function pullEntry(kind: PullKind, entry: PullEntry, live: Json, action: 'changed' | 'renamed', out: ReversePlan): Promise<void> {
  const file = entry.value;
  const exported = kind.exportEntry(live);
  const value: Json = { ...exported };
  // The file's own keys and its secrets stay as written, in their place.
  for (const k of [...kind.fileKeys, ...kind.secretFields]) {
    if (file[k] !== undefined) value[k] = file[k];
    else if (kind.fileKeys.includes(k)) value[k] = undefined;
  }
  const inSync = async (v: Json): Promise<boolean> => {
    const s = (await kind.plan([v])).get(nameOf(v));
    return s?.action === 'unchanged' || ignoredOnly(kind, s);
  };
  const minimal = await minimize(value, file, inSync);
  const held: string[] = [];
  const status = (await kind.plan([minimal])).get(nameOf(minimal));
  if (status?.action === 'update') {
    const left = status.changes.filter((c) => !kind.ignored?.(c));
    const secrets = left.filter((c) => kind.secretFields.some((f) => c.field === f || c.field.startsWith(`${f}.`)));
    if (secrets.length > 0)
      held.push(`${secrets.map((c) => c.field).join(', ')}: the server's value differs from the secret's; secrets stay references — update the secret`);
    const rest = left.filter((c) => !secrets.includes(c));
    if (rest.length > 0) held.push(`${rest.map((c) => c.field).join(', ')}: the file cannot state the server's value; left as it is`);
  } else if (status?.action !== 'unchanged') held.push('the pulled entry does not plan cleanly against the server; check it');
  out.rows.push({
    section: kind.section,
    singular: kind.singular,
    action,
    name: entry.name,
    path: entry.path,
    ...(action === 'renamed' ? { to: nameOf(live) } : {}),
    id: String(live.id),
    changes: fieldChanges(file, minimal, kind.secretFields),
    held,
    ...updated(live),
  });
  out.edits.push({ op: 'set', path: entry.path, value: minimal });
}

const ignoredOnly = (kind: PullKind, s: PullStatus | undefined): boolean => s?.action === 'update' && s.changes.every((c) => kind.ignored?.(c) === true);

/**
 * Takes back, top down, every difference from the file's value that keeps the entry in sync: the
 * whole of a field, else its keys or items one by one (lists of named items aligned by name).
 */
async function minimize(value: Json, file: Json, inSync: (v: Json) => Promise<boolean>): Promise<Json> {
  let current = value;
  const attempt = async (path: ReadonlyArray<string | number>, fileValue: unknown): Promise<boolean> => {
    const trial = setAt(current, path, fileValue);
    if (!(await inSync(trial))) return false;
    current = trial;
    return true;
  };
  const walk = async (path: ReadonlyArray<string | number>, fileValue: unknown): Promise<void> => {
    const now = getAt(current, path);
    if (same(now, fileValue) || (await attempt(path, fileValue))) return;
    if (isObject(now) && isObject(fileValue)) {
      // What the file leaves out goes together first (a tile's layout: all four keys, or none).
      const extra = Object.keys(now).filter((k) => fileValue[k] === undefined && now[k] !== undefined);
      if (extra.length > 1) {
        const trial = extra.reduce((v, k) => setAt(v, [...path, k], undefined), current);
        if (await inSync(trial)) current = trial;
      }
      for (const k of new Set([...Object.keys(now), ...Object.keys(fileValue)])) await walk([...path, k], fileValue[k]);
    } else if (Array.isArray(now) && Array.isArray(fileValue)) {
      const items: unknown[] = now;
      const before: unknown[] = fileValue;
      // What the file's items leave out goes from every item at once (tiles' layout: the file's
      // auto-layout, or each tile's own, never a mix).
      const twinOf = (item: unknown, i: number): unknown =>
        items.length === before.length
          ? before[i]
          : isObject(item) && typeof item.name === 'string'
            ? before.find((f) => isObject(f) && f.name === item.name)
            : undefined;
      let trial = current;
      items.forEach((item, i) => {
        const twin = twinOf(item, i);
        if (!isObject(item) || !isObject(twin)) return;
        for (const k of Object.keys(item)) if (twin[k] === undefined && item[k] !== undefined) trial = setAt(trial, [...path, i, k], undefined);
      });
      if (trial !== current && (await inSync(trial))) current = trial;
      // Items of lists of equal length pair by place; of lists that grew or shrank, by name.
      for (const [i, item] of (getAt(current, path) as unknown[]).entries()) {
        const twin = twinOf(item, i);
        if (twin !== undefined) await walk([...path, i], twin);
      }
    }
  };
  for (const k of new Set([...Object.keys(value), ...Object.keys(file)])) if (k !== 'name') await walk([k], file[k]);
  return current;
}

function getAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let v = value;
  for (const step of path) v = Array.isArray(v) ? v[step as number] : isObject(v) ? v[String(step)] : undefined;
  return v;
}

/** A copy of `value` with `path` set (undefined: the key left out). */
function setAt(value: Json, path: ReadonlyArray<string | number>, to: unknown): Json {
  const put = (v: unknown, i: number): unknown => {
    if (i === path.length) return to;
    const step = path[i] as string | number;
    if (Array.isArray(v)) return (v as unknown[]).map((x, k) => (k === step ? put(x, i + 1) : x));
    const o: Json = isObject(v) ? v : {};
    const next = put(o[String(step)], i + 1);
    // Left out, not set to undefined: the key goes from the entry.
    return Object.fromEntries([...Object.entries(o).filter(([k]) => k !== String(step)), ...(next === undefined ? [] : [[String(step), next]])]);
  };
  return put(value, 0) as Json;
}

/** The differences of an entry, file → server, field by field (a nested field by its dotted path); secrets shown as `(secret)`. */
function fieldChanges(file: Json, pulled: Json, secretFields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  const walk = (path: string, a: unknown, b: unknown): void => {
    if (same(a, b)) return;
    if (isObject(a) && isObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(path ? `${path}.${k}` : k, a[k], b[k]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((x, i) => walk(`${path}[${i}]`, x, b[i]));
      return;
    }
    const secret = secretFields.some((f) => path === f || path.startsWith(`${f}.`));
    changes.push({ field: path, from: secret ? '(secret)' : a, to: secret ? '(secret)' : b });
  };
  walk('', file, pulled);
  return changes;
}

/** When and by whom the server says the object last changed (only what it answers). */
function updated(live: Json): { updatedAt?: string; updatedBy?: string } {
  const at = typeof live.updatedAt === 'string' ? live.updatedAt : undefined;
  const who = live.updatedBy;
  const by = typeof who === 'string' ? who : isObject(who) ? [who.name, who.email].find((x): x is string => typeof x === 'string' && x !== '') : undefined;
  return { ...(at ? { updatedAt: at } : {}), ...(by ? { updatedBy: by } : {}) };
}
