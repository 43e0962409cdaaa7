// The plan of a stack's configuration kinds: each entry matched to the live object it manages (by
// name and ownership mark, `was` for a rename, `adopt` for a takeover), rendered with names resolved
// against the objects as the plan leaves them, and compared field by field with the live object's
// comparable form. Pure: the lists come in, the plan goes out; nothing is sent here.
import { createHash } from 'node:crypto';
import type { ConfigObject, Edition } from '../api/types.js';
import type { FieldChange, PlanAction } from '../reconcile/plan.js';
import { refText } from '../reconcile/ref.js';
import { carry } from '../util/carry.js';
import { canonicalJson } from '../util/fingerprint.js';
import type { YamlPath } from '../util/yaml.js';
import type { StackEntry, StackFile } from './file.js';
import { KIND_SPECS } from './kinds/index.js';
import { isSecretRef, STACK_KINDS, type Json, type KindSpec, type RenderContext, type SecretRef, type StackKind } from './kinds/kind.js';
import { markDigest, ownerOf, withMark, withoutMark, type Owner } from './mark.js';

/** What every action of the stack plan carries beyond the engine's: its kind, and where its entry is. */
interface Located {
  kind: StackKind;
  path?: YamlPath;
}

/**
 * One action. `body` is what the plan shows and the fingerprint covers: secrets stand as
 * `(secret $NAME)`; `send` is what goes out, secrets in it (never shown, never in an output).
 */
export type StackAction = PlanAction<Json, Located & { send: Json }, Located & { send: Json; adopted: boolean }, Located, Located> & { kind: StackKind };
export type StackWrite = Extract<StackAction, { action: 'create' | 'update' | 'delete' }>;

export interface StackPlan {
  actions: StackAction[];
  /** Every kind's objects as the plan leaves them (creates under their pending ids): names for dashboards and alerts. */
  predicted: Record<StackKind, ConfigObject[]>;
  /** Each file and the scope it manages. */
  files: Array<{ file: string; scope: string }>;
  /** Warnings about the plan as a whole. */
  notes: string[];
}

export interface SecretsPort {
  /** Resolves references for one file: a value (masked from then on), or undefined with a problem at `at`. */
  resolver(problem: (at: YamlPath, message: string) => void): (ref: SecretRef, at: YamlPath) => string | undefined;
  /** The slow, salted digest of an object's write-only secrets (src/stack/secrets.ts), itself masked. */
  digest(owner: { scope: string; kind: StackKind; name: string }, secrets: Readonly<Record<string, string>>): Promise<string | undefined>;
}

export interface StackPlanInput {
  edition: Edition;
  files: readonly StackFile[];
  /** Each listed kind's live objects; a kind absent was not needed. */
  live: Partial<Record<StackKind, readonly ConfigObject[]>>;
  prune: boolean;
  secrets: SecretsPort;
}

const shownSecret = (ref: SecretRef): string => `(secret $${ref.env})`;
const SHOWN_SECRET = /^\(secret \$[A-Za-z_][A-Za-z0-9_]*\)$/;
const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
const key = (kind: StackKind, name: string): string => `${kind}\u0000${name}`;

interface Match {
  entry: StackEntry;
  file: StackFile;
  live?: ConfigObject;
  adopted: boolean;
}

export async function planStack(input: StackPlanInput): Promise<StackPlan> {
  const { files, edition } = input;
  const notes: string[] = [];
  const matches: Match[] = [];
  const claimed = new Map<string, string>(); // live id → the entry that manages it
  const declaredBy = new Map<string, string>(); // kind+name → file

  // Pass 1: which live object each entry manages, so that names resolve against the plan's result.
  for (const file of files) {
    const problem = (at: YamlPath, message: string): void => file.yaml.problem(at, message);
    for (const entry of file.entries) {
      const spec = KIND_SPECS[entry.kind];
      const where = declaredBy.get(key(entry.kind, entry.name));
      if (where) {
        problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" is also declared in ${where}; one file manages an object`);
        continue;
      }
      declaredBy.set(key(entry.kind, entry.name), file.file);
      const live = match(spec, entry, input.live[entry.kind] ?? [], file.scope, problem);
      if (live === null) continue;
      if (live) {
        const other = claimed.get(live.object.id);
        if (other) {
          problem(entry.path, `${spec.singular} "${live.object.name}" (id ${live.object.id}) is already managed by ${other}`);
          continue;
        }
        claimed.set(live.object.id, `${file.file} (${entry.kind}: ${entry.name})`);
      }
      matches.push({ entry, file, live: live?.object, adopted: live?.adopted ?? false });
    }
  }

  // The objects as the plan leaves them: names for rendering, and for dashboards and alerts after.
  const deletes: StackAction[] = [];
  const unmanaged: StackAction[] = [];
  const predicted = {} as Record<StackKind, ConfigObject[]>;
  const sectionScopes = (kind: StackKind): string[] => files.filter((f) => f.sections.has(kind)).map((f) => f.scope);
  for (const kind of STACK_KINDS) {
    const spec = KIND_SPECS[kind];
    const live = input.live[kind] ?? [];
    const mine = matches.filter((m) => m.entry.kind === kind);
    const byId = new Map(mine.filter((m) => m.live).map((m) => [m.live?.id, m]));
    const out: ConfigObject[] = [];
    for (const object of live) {
      const m = byId.get(object.id);
      if (m) {
        out.push({ ...object, name: m.entry.name });
        continue;
      }
      const scopes = sectionScopes(kind);
      if (scopes.length === 0) {
        out.push(object);
        continue;
      }
      const owner = scopes.map((s) => ({ scope: s, owner: ownerOf(spec, object, s) })).find((o) => o.owner === 'ours');
      if (owner && input.prune && !spec.readOnly?.(object)) {
        deletes.push({
          action: 'delete',
          kind,
          name: object.name,
          id: object.id,
          file: fileOf(files, owner.scope),
          scope: owner.scope,
          reason: 'not in the files',
        });
        continue;
      }
      out.push(object);
      unmanaged.push({ action: 'unmanaged', kind, name: object.name, id: object.id, reason: unmanagedReason(spec, owner !== undefined, object, scopes) });
    }
    for (const m of mine) if (!m.live) out.push({ id: refText({ pending: 'object', kind, name: m.entry.name }), name: m.entry.name });
    predicted[kind] = out;
  }

  // Pass 2: render each entry (names → ids of the predicted objects, secrets → values) and compare.
  const rendered: Array<{ m: Match; sendBody: Json; shown: Json; writeOnly: Json; secret: boolean }> = [];
  const resolvers = new Map(files.map((f) => [f, input.secrets.resolver((at, message) => f.yaml.problem(at, message))]));
  for (const m of matches) {
    const { entry, file } = m;
    const spec = KIND_SPECS[entry.kind];
    const problem = (at: YamlPath, message: string): void => file.yaml.problem(at, message);
    const idOf = (kind: StackKind, name: string, at: YamlPath): string | undefined => resolveName(KIND_SPECS[kind], predicted[kind], name, at, problem);
    const ctx: RenderContext = { edition, idOf, problem, secret: resolvers.get(file) ?? (() => undefined) };
    const quiet: RenderContext = { edition, idOf: (k, n) => uniqueId(predicted[k], n), problem: () => undefined, secret: shownSecret };
    const before = file.yaml.problems.length;
    const sendBody = spec.body(entry.fields, entry.path, ctx);
    if (file.yaml.problems.length > before) continue;
    const shown = spec.body(entry.fields, entry.path, quiet);
    rendered.push({ m, sendBody, shown, writeOnly: pick(sendBody, spec.writeOnly), secret: holdsSecret(pick(entry.fields, spec.writeOnly)) });
  }
  // Write-only values that hold a secret get the slow digest (in parallel); the others, such as a
  // header `Content-Type: application/json`, a plain hash.
  const digests = await Promise.all(
    rendered.map(async ({ m, writeOnly, secret }) => {
      // A kind without a mark has nowhere to keep a digest (a connection's password): none is made.
      if (Object.keys(writeOnly).length === 0 || KIND_SPECS[m.entry.kind].mark === 'none') return undefined;
      if (!secret) return createHash('sha256').update(canonicalJson(writeOnly)).digest('hex').slice(0, 16);
      const flat = Object.fromEntries(flatten(writeOnly).map(([path, value]) => [path, value]));
      return input.secrets.digest({ scope: m.file.scope, kind: m.entry.kind, name: m.entry.name }, flat);
    }),
  );
  const actions: StackAction[] = [];
  rendered.forEach(({ m, sendBody, shown }, i) => {
    const { entry, file } = m;
    const spec = KIND_SPECS[entry.kind];
    const digest = digests[i];
    // Adopting: no mark recorded what the object's write-only fields hold, and the server never
    // answers them, so an export could not write them. Those the entry does not state and a PUT
    // keeps when omitted (a webhook's headers) are not sent: the first sync of an exported file
    // would otherwise clear them. The digest stays the file's, so the next sync sees no change.
    const unstated = m.adopted ? (spec.keptWhenOmitted ?? []).filter((f) => entry.fields[f] === undefined) : [];
    if (m.live && refusesToLose(spec, entry, m.live, sendBody, unstated, file)) return;
    // What the file does not model goes back as the server holds it (src/util/carry.ts): a write changes only what the plan shows.
    const kept = (b: Json): Json => (m.live && spec.model ? carry(m.live, b, spec.model).value : b);
    const send = withMark(spec, kept(omit(sendBody, unstated)), file.scope, digest);
    // Shown without the digest: it is a form of the secrets (masked as one), and the changes say whether they change.
    const body = withMark(spec, kept(omit(shown, unstated)), file.scope);
    const base = { kind: entry.kind, name: entry.name, file: file.file, scope: file.scope, path: entry.path };
    if (!m.live) {
      actions.push({ ...base, action: 'create', body, send, reason: 'not on the server' });
      return;
    }
    const changes = fieldChanges(spec, m.live, omit(sendBody, unstated), shown, digest, edition);
    if (m.adopted) changes.unshift({ field: 'owner', from: 'unmarked', to: file.scope });
    if (changes.length === 0) actions.push({ ...base, action: 'unchanged', id: m.live.id });
    else actions.push({ ...base, action: 'update', id: m.live.id, changes, body, send, adopted: m.adopted, reason: m.adopted ? 'adopted' : undefined });
  });

  // The objects as they will be: what the plan writes, for dashboards and alerts (a tile's source kind, a saved search's where).
  for (const a of actions) {
    if (a.action !== 'create' && a.action !== 'update') continue;
    const list = predicted[a.kind];
    const id = a.action === 'create' ? refText({ pending: 'object', kind: a.kind, name: a.name }) : a.id;
    const at = list.findIndex((o) => o.id === id);
    if (at >= 0) list[at] = { ...list[at], ...withoutMark(KIND_SPECS[a.kind], a.body), id, name: a.name };
  }
  if (matches.some((m) => KIND_SPECS[m.entry.kind].writeOnly.length > 0 && KIND_SPECS[m.entry.kind].mark === 'none')) {
    notes.push(
      'A connection password is write-only and a connection has no field to record its digest: a changed password is sent with the next change of that connection, not on its own.',
    );
  }
  return { actions: [...actions, ...deletes, ...unmanaged], predicted, files: files.map((f) => ({ file: f.file, scope: f.scope })), notes };
}

/**
 * What an update cannot keep right, refused at the entry's line: a field whose meaning depends on
 * one the entry changes (a source's kind), and, adopting, write-only values the server clears when
 * the destination changes though no file recorded them (a webhook's headers when its URL changes).
 */
function refusesToLose(spec: KindSpec, entry: StackEntry, live: ConfigObject, send: Json, unstated: readonly string[], file: StackFile): boolean {
  const tied = spec.tiedTo?.(entry.fields, live);
  if (tied) {
    file.yaml.problem(
      [...entry.path, tied.field],
      `${spec.singular} "${entry.name}" holds ${tied.lost.map((f) => `\`${f}\``).join(', ')}, which this tool does not know and a change of \`${tied.field}\` would lose: change it in the UI, or create the ${spec.singular} anew under another name`,
    );
    return true;
  }
  const moved = (spec.keptWhile ?? []).filter((f) => f in send && !same(send[f], live[f]));
  if (unstated.length === 0 || moved.length === 0) return false;
  file.yaml.problem(
    [...entry.path, moved[0] ?? 'name'],
    `a change of ${moved.map((f) => `\`${f}\``).join(' or ')} makes the server clear the ${spec.singular}'s ${unstated.map((f) => `\`${f}\``).join(' and ')}, which it never answers, so nothing recorded them: state ${unstated.length > 1 ? 'them' : 'it'} in the entry (\`{}\` for none)`,
  );
  return true;
}

/** The live object an entry manages: undefined to create, null when a problem was recorded. */
function match(
  spec: KindSpec,
  entry: StackEntry,
  live: readonly ConfigObject[],
  scope: string,
  problem: (at: YamlPath, message: string) => void,
): { object: ConfigObject; adopted: boolean } | undefined | null {
  const named = (name: string) => live.filter((o) => o.name === name);
  // A predefined role, a webhook only the UI connects: never written, so never declared.
  const fixed = named(entry.name)
    .map((o) => spec.readOnly?.(o))
    .find((r) => r !== undefined);
  if (fixed) {
    problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" cannot be managed from a file: ${fixed}`);
    return null;
  }
  const one = (hits: ConfigObject[], what: string): ConfigObject | null => {
    if (hits.length === 1) return hits[0] ?? null;
    problem(
      entry.path,
      `${hits.length} ${spec.singular}s ${what} are named "${hits[0]?.name ?? ''}" (ids ${hits.map((h) => h.id).join(', ')}); a name must identify one`,
    );
    return null;
  };
  if (spec.mark === 'none') {
    for (const name of [entry.name, entry.was]) {
      if (name === undefined) continue;
      const hits = named(name);
      if (hits.length > 0) {
        const o = one(hits, 'on the server');
        return o && { object: o, adopted: false };
      }
    }
    return undefined;
  }
  const whose = (o: ConfigObject): Owner => ownerOf(spec, o, scope);
  for (const name of [entry.name, entry.was]) {
    if (name === undefined) continue;
    const ours = named(name).filter((o) => whose(o) === 'ours');
    if (ours.length > 0) {
      const o = one(ours, 'of this scope');
      return o && { object: o, adopted: false };
    }
  }
  const namesakes = named(entry.name);
  const unmarked = namesakes.filter((o) => whose(o) === 'unmarked');
  if (entry.adopt && unmarked.length > 0) {
    const o = one(unmarked, 'without an owner');
    return o && { object: o, adopted: true };
  }
  if (unmarked.length > 0) {
    problem(
      [...entry.path, 'name'],
      `a ${spec.singular} named "${entry.name}" exists (id ${unmarked[0]?.id ?? ''}) and no file manages it: add \`adopt: true\` to take it over, or choose another name`,
    );
    return null;
  }
  if (namesakes.length > 0) {
    problem(
      [...entry.path, 'name'],
      `the ${spec.singular} named "${entry.name}" is managed by another scope; choose another name, or move the entry to that scope's file`,
    );
    return null;
  }
  return undefined;
}

/** The field changes of an update; secrets never shown, a write-only field by its digest. */
function fieldChanges(spec: KindSpec, live: ConfigObject, send: Json, shown: Json, digest: string | undefined, edition: Edition): FieldChange[] {
  const current = spec.comparable(withoutMark(spec, live), edition);
  const changes: FieldChange[] = [];
  const fields = new Set([...Object.keys(send), ...Object.keys(current)].filter((f) => !spec.writeOnly.includes(f)));
  for (const field of [...fields].sort()) {
    if (same(send[field], current[field])) continue;
    // A secret field, or one the file wrote as a secret reference (a connection host with credentials).
    const secret = spec.secretFields.includes(field) || (typeof shown[field] === 'string' && SHOWN_SECRET.test(shown[field]));
    changes.push({ field, from: secret ? '(secret)' : current[field], to: secret ? shown[field] : send[field] });
  }
  if (digest !== undefined && spec.mark !== 'none' && markDigest(spec, live) !== digest) {
    const written = spec.writeOnly.filter((f) => f in send);
    if (written.length > 0) changes.push({ field: written.join(', '), from: '(write-only)', to: '(changed secret or value)' });
  }
  return changes;
}

const omit = (body: Json, fields: readonly string[]): Json =>
  fields.length === 0 ? body : Object.fromEntries(Object.entries(body).filter(([f]) => !fields.includes(f)));

/** Every leaf of a value with its dotted path (`headers.Authorization`), as text. */
function flatten(value: unknown, path = ''): Array<[string, string]> {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
  return [[path, typeof value === 'string' ? value : JSON.stringify(value)]];
}

function pick(body: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

function uniqueId(objects: readonly ConfigObject[], name: string): string | undefined {
  const hits = objects.filter((o) => o.name === name);
  return hits.length === 1 ? hits[0]?.id : undefined;
}

function resolveName(
  spec: KindSpec,
  objects: readonly ConfigObject[],
  name: string,
  at: YamlPath,
  problem: (at: YamlPath, message: string) => void,
): string | undefined {
  const hits = objects.filter((o) => o.name === name);
  if (hits.length === 1) return hits[0]?.id;
  if (hits.length === 0) {
    const known = objects.map((o) => `"${o.name}"`).slice(0, 10);
    problem(at, `no ${spec.singular} named "${name}"${known.length > 0 ? ` (known: ${known.join(', ')}${objects.length > 10 ? ', …' : ''})` : ''}`);
  } else problem(at, `${hits.length} ${spec.singular}s are named "${name}" (ids ${hits.map((h) => h.id).join(', ')}); rename one so the name identifies it`);
  return undefined;
}

function unmanagedReason(spec: KindSpec, ours: boolean, object: ConfigObject, scopes: readonly string[]): string {
  if (ours) return 'not in the files; `prune: true` deletes it';
  if (spec.mark === 'none') return `not in the files (a ${spec.singular} carries no owner: it is never pruned)`;
  const owner = scopes.map((s) => ownerOf(spec, object, s));
  return owner.includes('other') ? 'managed by another scope' : 'no file manages it';
}

function fileOf(files: readonly StackFile[], scope: string): string {
  return files.find((f) => f.scope === scope)?.file ?? '';
}

/** Whether a value anywhere holds a secret reference (the schema allows them only where secrets go). */
function holdsSecret(v: unknown): boolean {
  return isSecretRef(v) || (Array.isArray(v) ? v.some(holdsSecret) : typeof v === 'object' && v !== null && Object.values(v).some(holdsSecret));
}
