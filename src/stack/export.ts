// stack.export's configuration kinds: the live objects of each kind → the entries of a stack file
// that stack.sync syncs back with no write. Names stand for ids (ExportContext.nameOf over the
// lists read once), secrets become references to derived variables (secret-names.ts), and each
// object is kept, adopted or left out by its ownership mark, as dashboards.export does.
import { Document, isScalar, visit } from 'yaml';
import type { ConfigObject, Edition } from '../api/types.js';
import { stackFile as stackFileSchema } from '../generated/stack-file.js';
import type { NameFilter } from '../util/name-filter.js';
import { createRedactor, NO_SECRETS, type Redactor } from '../util/redact.js';
import { escapePlaceholders } from '../util/values.js';
import { validateWithSchema } from '../util/schema.js';
import { KIND_SPECS } from './kinds/index.js';
import { isSecretRef, STACK_KINDS, type ExportContext, type Json, type KindSpec, type StackKind } from './kinds/kind.js';
import { ownerOf, withoutMark } from './mark.js';
import { SecretNames, type SecretVariable } from './secret-names.js';

export const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/stack-file.schema.json';

/** The sections of a stack file stack.export writes, in the order written: the kinds in dependency order, then dashboards and alerts. */
export const EXPORT_SECTIONS = [...STACK_KINDS, 'dashboards', 'alerts'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export const isStackKind = (s: string): s is StackKind => (STACK_KINDS as readonly string[]).includes(s);

/** The kinds this edition's API has. */
export const kindsOf = (edition: Edition): StackKind[] => STACK_KINDS.filter((k) => KIND_SPECS[k].editions.includes(edition));

/** The kinds of `kinds` and those their entries name (a source its connection): the lists to read. */
export function kindsToList(kinds: readonly StackKind[], edition: Edition): StackKind[] {
  const want = new Set<StackKind>(kinds.flatMap((k) => [k, ...KIND_SPECS[k].refersTo]));
  return STACK_KINDS.filter((k) => want.has(k) && KIND_SPECS[k].editions.includes(edition));
}

export type Lists = Partial<Record<StackKind, readonly ConfigObject[]>>;

export interface KindsExportInput {
  /** Every object of each kind read (the selected kinds and those they name). */
  lists: Lists;
  /** The sections to write. */
  kinds: readonly StackKind[];
  select: NameFilter;
  /** The scope the written file will sync under: its objects are exported without `adopt`. */
  scope: string;
  edition: Edition;
  /** The kinds' specs (KIND_SPECS; a test gives its own). */
  specs?: Readonly<Record<StackKind, KindSpec>>;
  /** The run's redactor: a field holding one of the run's secrets is left out of the file. */
  redactor?: Pick<Redactor, 'text'>;
}

/**
 * Why an object is not in the file: another scope's (its own file syncs it), the server's own (a
 * predefined role), or a problem someone may fix (a shared name, a field the format refuses).
 */
export type LeftOut = 'other scope' | 'predefined' | 'problem';

/** `ours`: this scope's mark; `adopt`: unmarked, taken over by the first sync; `by name`: a kind with no mark, managed by its name. */
export type Ownership = 'ours' | 'adopt' | 'by name';

export interface KindsExport {
  sections: Partial<Record<StackKind, Json[]>>;
  exported: Array<{ kind: StackKind; name: string; id: string; ownership: Ownership }>;
  skipped: Array<{ kind: StackKind; name: string; id: string; reason: string; why: LeftOut }>;
  variables: SecretVariable[];
  /** What an exported entry could not hold (the server never answers it, or a secret it held), one line each. */
  notes: string[];
  /** Whether a text holds a secret: the run's, or a value the export turned into a reference, in any spelling (for the other sections). */
  holdsSecret: (text: string) => boolean;
}

/** "webhook" → "webhooks", "saved search" → "saved searches". */
const plural = (word: string): string => (/(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);

const byNameThenId = (a: ConfigObject, b: ConfigObject): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The name of the object with `id`, when exactly one object of its kind has that name (a file names each once). */
function namer(lists: Lists): ExportContext['nameOf'] {
  return (kind, id) => {
    const list = lists[kind] ?? [];
    const hit = list.find((o) => o.id === id);
    return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
  };
}

/**
 * A field the kind's `entry` left as a value although it is a secret (a URL as answered) becomes
 * a reference: whatever `entry` does, no secret value reaches the file. A reference, or a map or
 * list of references (headers), stays as it is.
 */
function refsOnly(v: unknown): boolean {
  if (isSecretRef(v)) return true;
  if (Array.isArray(v)) return v.every(refsOnly);
  return typeof v === 'object' && v !== null && Object.values(v).every(refsOnly);
}

/** The live objects of the selected kinds → the file's sections, with what was left out and the variables the secrets became. */
export function exportKinds(input: KindsExportInput): KindsExport {
  const nameOf = namer(input.lists);
  const specs = input.specs ?? KIND_SPECS;
  const holdsSecret = secretTest(input, specs, nameOf);
  const out: KindsExport = { sections: {}, exported: [], skipped: [], variables: [], notes: [], holdsSecret };
  const names = new SecretNames();
  for (const kind of STACK_KINDS.filter((k) => input.kinds.includes(k))) {
    const spec = specs[kind];
    const all = input.lists[kind] ?? [];
    const entries: Json[] = [];
    for (const live of all.filter((o) => input.select(o.name).selected).sort(byNameThenId)) {
      const skip = (reason: string, why: LeftOut = 'problem') => out.skipped.push({ kind, name: live.name, id: live.id, reason, why });
      const owner = ownerOf(spec, live, input.scope);
      if (owner === 'other') {
        skip('managed by another scope', 'other scope');
        continue;
      }
      // A predefined role is the server's: it cannot be changed, so no file can manage it.
      if (live.isPredefined === true) {
        skip('predefined: the server lets no one change it', 'predefined');
        continue;
      }
      const twins = all.filter((o) => o.name === live.name).length;
      if (twins > 1) {
        skip(`${twins} ${plural(spec.singular)} are named "${live.name}": a stack file names each once (rename one)`);
        continue;
      }
      const object = names.forObject(kind, spec.singular);
      const entry = entryOf(spec, live, { edition: input.edition, nameOf, secretRef: object.secretRef }, owner === 'unmarked');
      const scrubbed = scrubSecrets(entry, holdsSecret);
      if (scrubbed.nameHeld) {
        object.drop();
        skip('its name holds a secret (a value the export writes as a reference, or a credential of this run): rename it');
        continue;
      }
      if (scrubbed.left.length > 0) out.notes.push(leftOutNote(spec.singular, live.name, scrubbed.left));
      const problems = validateWithSchema(stackFileSchema, { version: 1, [kind]: [entry] }, input.edition);
      if (problems.length > 0) {
        object.drop();
        const each = problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`);
        skip(`the file format refuses it: ${[...new Set(each)].join('; ')}`);
        continue;
      }
      object.commit();
      entries.push(entry);
      out.exported.push({ kind, name: live.name, id: live.id, ownership: owner === 'ours' ? 'ours' : spec.mark === 'none' ? 'by name' : 'adopt' });
      const unread = spec.unread?.(live);
      if (unread !== undefined) out.notes.push(`${spec.singular} "${live.name}": ${unread}.`);
    }
    out.sections[kind] = entries;
  }
  out.variables = names.variables;
  return out;
}

/**
 * What counts as a secret in an exported field: a secret of the run (its redactor), and every value
 * the export turns into a reference (a webhook's URL, a connection host with credentials), in every
 * spelling and by its secret parts (src/util/redact.ts) — found by writing each object read as an
 * entry once with a recording `secretRef`.
 */
function secretTest(input: KindsExportInput, specs: Readonly<Record<StackKind, KindSpec>>, nameOf: ExportContext['nameOf']): (text: string) => boolean {
  const values: string[] = [];
  // Every kind read, selected or not: an alert's message may quote a webhook's URL when only alerts are exported.
  for (const kind of STACK_KINDS) {
    const spec = specs[kind];
    for (const live of input.lists[kind] ?? []) {
      const asked = new Set<string>(spec.secretFields);
      spec.entry(withoutMark(spec, live), { edition: input.edition, nameOf, secretRef: (_o, field) => (asked.add(field), { env: 'X' }) });
      for (const field of asked) {
        const v = (live as Json)[field];
        if (typeof v === 'string' && v !== '') values.push(v);
      }
    }
  }
  const turned = values.length > 0 ? createRedactor({ referenced: values }) : NO_SECRETS;
  const run = input.redactor ?? NO_SECRETS;
  return (text) => turned.text(text) !== text || run.text(text) !== text;
}

/** A field left out because it held a secret: said in the export's report. */
export function leftOutNote(singular: string, name: string, fields: readonly string[]): string {
  return `${singular} "${name}": ${fields.map((f) => `\`${f}\``).join(', ')} held a secret (a value the file names as a reference, or a credential of this run) and is left out of the file; set it again after the first sync if it should stay`;
}

/**
 * `entry` without the string fields that hold a secret (a webhook description quoting its own
 * URL): each is left out, by its dotted path; a reference stays. `nameHeld` when its name holds one.
 */
export function scrubSecrets(entry: Json, holdsSecret: (text: string) => boolean): { left: string[]; nameHeld: boolean } {
  const left: string[] = [];
  const walk = (v: Record<string, unknown> | unknown[], path: string): void => {
    const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    // Backwards, so a list's indices stay right while an item is removed.
    for (const key of [...keys].reverse()) {
      const x = (v as Record<string | number, unknown>)[key];
      const here = path ? `${path}.${key}` : String(key);
      if (isSecretRef(x)) continue;
      if (typeof x === 'string' && holdsSecret(x)) {
        left.push(here);
        if (Array.isArray(v)) v.splice(key as number, 1);
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a field of the entry being written, left out
        else delete v[key as string];
      } else if (typeof x === 'object' && x !== null) walk(x as Record<string, unknown>, here);
    }
  };
  walk(entry, '');
  return { left: left.reverse(), nameHeld: left.includes('name') };
}

/** One live object → its entry: the kind's own (mark taken out first), its name first, `adopt` for an unmarked object of a kind with a mark. */
function entryOf(spec: KindSpec, live: ConfigObject, ctx: ExportContext, unmarked: boolean): Json {
  const raw = spec.entry(withoutMark(spec, live), ctx);
  // The engine owns `name`, `was` and `adopt`; whatever else the kind wrote follows them.
  const { name: _name, was: _was, adopt: _adopt, ...rest } = raw;
  for (const field of spec.secretFields) {
    if (rest[field] !== undefined && !refsOnly(rest[field])) rest[field] = ctx.secretRef(live.name, field);
  }
  return { name: live.name, ...(unmarked && spec.mark !== 'none' ? { adopt: true } : {}), ...rest };
}

/** The sections of a stack file as stack.export writes it (absent: not selected). */
export type StackSections = Partial<Record<ExportSection, Json[]>>;

/**
 * The file's text: the schema line first (editors validate and complete it), `scope` when the
 * run was given one the file's path would not imply, then each selected section in EXPORT_SECTIONS
 * order (an empty one as `[]`: the file speaks for that kind).
 */
export function renderStackFile(sections: StackSections, scope?: string): string {
  const body: Json = { version: 1, ...(scope !== undefined ? { scope } : {}) };
  // Text that holds `${{` is written escaped (`$${{`): a sync reads it back as written, never as a placeholder.
  for (const s of EXPORT_SECTIONS) if (sections[s] !== undefined) body[s] = escapePlaceholders(sections[s]);
  const doc = new Document(body);
  // Short maps of scalars (a secret reference, a channel, a select item) read best on one line.
  visit(doc, {
    Map(_, map) {
      if (map.items.every((p) => isScalar(p.value)) && JSON.stringify(map.toJSON()).length <= 80 && map.items.length <= 4) map.flow = true;
    },
  });
  doc.commentBefore =
    ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (stack.export). Entries marked \`adopt\` are taken over by the first\n` +
    ' sync of this file; secrets are `{ env: VARIABLE }`: set each variable the export listed before syncing.';
  return doc.toString({ lineWidth: 0 });
}
