// A stack file as the engine reads it: YAML, then the schema (schemas/stack-file.schema.json), then
// what a schema cannot say: names unique per kind, the kinds this edition has. `dashboards`,
// `alerts` and `defaults` are read by their own parsers from the same parsed file (src/reconcile/files.ts, `sectionOf`).
import type { Edition } from '../api/types.js';
import { stackFile as stackFileSchema } from '../generated/stack-file.js';
import type { Values } from '../util/values.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';
import { STACK_KINDS, type Json, type StackKind } from './kinds/kind.js';
import { KIND_SPECS } from './kinds/index.js';

/** One entry of a kind's section: its name, the engine's keys taken out, and where it is. */
export interface StackEntry {
  kind: StackKind;
  name: string;
  /** `was`: the previous name (a rename). */
  was?: string;
  /** `adopt: true`: take over an unmarked object of this name. */
  adopt: boolean;
  /** The entry without the engine's keys: what the kind renders. */
  fields: Json;
  path: YamlPath;
}

export interface StackFile {
  /** The path users know. */
  file: string;
  scope: string;
  /** The kinds whose section the file has (an empty section included: it manages that kind, with nothing in it). */
  sections: Set<StackKind>;
  entries: StackEntry[];
  /** Whether the file has `dashboards` or `alerts` (read by their own parsers). */
  hasDashboards: boolean;
  hasAlerts: boolean;
  yaml: LocatedYaml;
}

export interface StackFileOptions {
  scope?: string;
  defaultScope: string;
  edition: Edition;
  /** `values-file`: its placeholders are substituted before the schema sees the file. */
  values?: Values;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys every entry may have that the engine reads and the kind never sees. */
const ENGINE_KEYS = new Set(['was', 'adopt']);

export function parseStackFile(file: string, text: string, opts: StackFileOptions): StackFile {
  return readStackFile(LocatedYaml.parse(file, text), opts);
}

/** The same, from a file parsed already (a section of a stack file: src/reconcile/files.ts reads each file once). */
export function readStackFile(yaml: LocatedYaml, opts: StackFileOptions): StackFile {
  const file = yaml.file;
  const result: StackFile = { file, scope: opts.scope || opts.defaultScope, sections: new Set(), entries: [], hasDashboards: false, hasAlerts: false, yaml };
  // Placeholders first, so the schema judges the values (at the placeholders' lines); a file that
  // cannot be read tells the values so (none of them is then called unused).
  if (opts.values?.substitute(yaml) || yaml.hasErrors) return result;
  const schemaProblems = yaml.validate(stackFileSchema, opts.edition);
  const root = yaml.value;
  if (!isObject(root)) return result;
  if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '') result.scope = root.scope.trim();
  if (result.scope.length > 512) yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
  result.hasDashboards = 'dashboards' in root;
  result.hasAlerts = 'alerts' in root;

  const refused = (prefix: YamlPath): boolean => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
  for (const kind of STACK_KINDS) {
    const section = root[kind];
    if (!Array.isArray(section)) continue;
    const spec = KIND_SPECS[kind];
    if (!spec.editions.includes(opts.edition)) {
      // The schema says so per entry where it can (`x-edition`); an empty section says nothing to refuse.
      if (section.length > 0 && !refused([kind])) yaml.problem([kind], `the ${opts.edition} API has no ${spec.singular}s; remove \`${kind}\` for this edition`);
      continue;
    }
    result.sections.add(kind);
    const seen = new Map<string, number>();
    section.forEach((entry: unknown, i: number) => {
      const path: YamlPath = [kind, i];
      if (!isObject(entry) || typeof entry.name !== 'string') return;
      const first = seen.get(entry.name);
      if (first !== undefined) {
        yaml.problem(
          [...path, 'name'],
          `duplicate ${spec.singular} name "${entry.name}" (first at ${kind}[${first}]); names identify objects and must be unique`,
        );
        return;
      }
      seen.set(entry.name, i);
      if (refused(path)) return;
      const fields = Object.fromEntries(Object.entries(entry).filter(([k]) => !ENGINE_KEYS.has(k)));
      result.entries.push({
        kind,
        name: entry.name,
        ...(typeof entry.was === 'string' ? { was: entry.was } : {}),
        adopt: entry.adopt === true,
        fields,
        path,
      });
    });
  }
  return result;
}
