// The stack's configuration kinds as stack.pull reads them (src/reconcile/pull.ts): each kind of a
// stack file is planned by planStack — the forward plan's own judge — against the live objects,
// and a live object becomes an entry as stack.export writes it. Secrets are never the server's to
// give back: a reference the run can read is compared (a difference is reported); one it cannot is
// taken to hold what the server has, and a write-only value (a webhook's headers, a password) is
// never answered, so never compared.
import type { ConfigObject, Edition } from '../api/types.js';
import type { FieldChange } from '../reconcile/plan.js';
import type { PullKind, PullStatus } from '../reconcile/pull.js';
import type { YamlPath } from '../util/yaml.js';
import { parseStackFile, type StackFile } from './file.js';
import { KIND_SPECS } from './kinds/index.js';
import { isSecretRef, STACK_KINDS, type ExportContext, type Json, type SecretRef, type StackKind } from './kinds/kind.js';
import { ownerOf, withoutMark } from './mark.js';
import { planStack, type SecretsPort } from './plan.js';
import { SecretNames } from './secret-names.js';

export interface StackPullInput {
  /** The stack file as read (values substituted). */
  file: StackFile;
  edition: Edition;
  /** Every configuration kind's live objects the run listed. */
  live: Partial<Record<StackKind, readonly ConfigObject[]>>;
  /** The value of a secret reference when the run can read its variable (the value is then compared), else undefined. */
  secret: (ref: SecretRef) => string | undefined;
  /** Names each kind's entries have in the run's other files: never a rename or an adoption of this one. */
  elsewhere: (kind: StackKind, name: string) => boolean;
}

const FILE_KEYS = ['was', 'adopt'] as const;
/** Stands for a secret the run cannot read where no live value can: a URL every service's check accepts. */
const UNREAD = 'https://hooks.slack.com/observability-ops/unread-secret';
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file's configuration sections, one PullKind each, in dependency order. */
export function stackPullKinds(input: StackPullInput): PullKind[] {
  const { file, edition } = input;
  const lists = input.live;
  const names = new SecretNames();
  const nameOf: ExportContext['nameOf'] = (kind, id) => {
    const list = lists[kind] ?? [];
    const hit = list.find((o) => o.id === id);
    return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
  };
  return STACK_KINDS.filter((k) => file.sections.has(k)).map((kind): PullKind => {
    const spec = KIND_SPECS[kind];
    const live = lists[kind] ?? [];
    const entries = file.entries.filter((e) => e.kind === kind);
    return {
      section: kind,
      singular: spec.singular,
      marked: spec.mark !== 'none',
      entries: entries.map((e) => ({ name: e.name, path: e.path, value: entryValue(file, e.path) })),
      live,
      plan: (values) => planEntries(input, kind, values),
      owner: (o) => {
        if (spec.mark === 'none') return input.elsewhere(kind, String(o.name)) ? 'other' : 'unmarked';
        return ownerOf(spec, o, file.scope);
      },
      exportEntry: (live) => {
        const o = live as ConfigObject;
        const object = names.forObject(kind, spec.singular);
        const raw = spec.entry(withoutMark(spec, o), { edition, nameOf, secretRef: object.secretRef });
        object.commit();
        const { name: _name, was: _was, adopt: _adopt, ...rest } = raw;
        // Whatever the kind wrote, no secret value reaches a file: a secret field is a reference.
        for (const field of spec.secretFields) if (rest[field] !== undefined && !isSecretRef(rest[field])) rest[field] = object.secretRef(o.name, field);
        const unmarked = spec.mark !== 'none' && ownerOf(spec, o, file.scope) === 'unmarked';
        return { name: o.name, ...(unmarked ? { adopt: true } : {}), ...rest };
      },
      secretFields: spec.secretFields,
      // An adoption the file asks for is not a change on the server; write-only values are never answered (their digest is the file's).
      ignored: (c: FieldChange) => c.field === 'owner' || c.field.split(', ').every((f) => spec.writeOnly.includes(f)),
      fileKeys: FILE_KEYS,
    };
  });
}

/** The entry at `path` of the file as read: the engine's keys (`was`, `adopt`) included. */
function entryValue(file: StackFile, path: YamlPath): Json {
  let v: unknown = file.yaml.value;
  for (const step of path) v = Array.isArray(v) ? v[step as number] : isObject(v) ? v[String(step)] : undefined;
  return isObject(v) ? v : {};
}

/** Plans `values` as the `kind` section of a file of this scope, alone, against the live objects. */
async function planEntries(input: StackPullInput, kind: StackKind, values: readonly Json[]): Promise<Map<string, PullStatus>> {
  const { file, edition } = input;
  const text = JSON.stringify({ version: 1, [kind]: values });
  const trial = parseStackFile(file.file, text, { scope: file.scope, defaultScope: file.scope, edition });
  const out = new Map<string, PullStatus>();
  if (trial.yaml.hasErrors) {
    for (const v of values) out.set(String(v.name), { action: 'problem' });
    return out;
  }
  const live = Object.fromEntries(Object.entries(input.live).map(([k, l]) => [k, [...l]])) as Partial<Record<StackKind, ConfigObject[]>>;
  const plan = await planStack({ edition, files: [trial], live, prune: false, secrets: pullSecrets(input, kind, values) });
  for (const a of plan.actions) {
    if (a.kind !== kind || a.action === 'unmanaged' || a.action === 'delete') continue;
    out.set(
      a.name,
      a.action === 'create'
        ? { action: 'create' }
        : a.action === 'unchanged'
          ? { action: 'unchanged', id: a.id }
          : { action: 'update', id: a.id, changes: a.changes },
    );
  }
  for (const v of values) if (!out.has(String(v.name))) out.set(String(v.name), { action: 'problem' });
  return out;
}

/**
 * A reference the run can read resolves to its value; one it cannot, to what the live object of
 * that entry holds in that field, so that it compares equal and only the server's other changes
 * show. No digest: a write-only value is never answered, so no UI change of it can be seen.
 */
function pullSecrets(input: StackPullInput, kind: StackKind, values: readonly Json[]): SecretsPort {
  return {
    resolver: () => (ref, at) => {
      const read = input.secret(ref);
      if (read !== undefined) return read;
      const entry = values[at[1] as number];
      const live = (input.live[kind] ?? []).find((o) => o.name === entry?.name);
      let v: unknown = live;
      for (const step of at.slice(2)) v = isObject(v) ? v[String(step)] : undefined;
      // No object of that name (an entry renamed or deleted in the UI): any value the server would
      // take, since the entry is then planned as a create whatever its secret holds.
      return typeof v === 'string' ? v : UNREAD;
    },
    digest: () => Promise.resolve(undefined),
  };
}
