// The file formats' validators are compiled from `schemas/*.schema.json` by ajv at build time
// (`npm run build` runs this first), as standalone code in `src/generated/`: compiling the
// dashboard schema at run time would cost ~200 ms and ship ajv's compiler in every cold start.
// `test/schemas/generated.test.ts` fails when a generated file differs from what the schemas give.
//
// `npm run generate` (or this file run directly) writes the files; `generate()` returns them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { _, Ajv, type AnySchemaObject, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { ACTION_INPUTS_PATH, actionInputsModule, INPUT_DESCRIPTIONS_PATH, inputDescriptionsModule } from './action-inputs.ts';

const ROOT = join(import.meta.dirname, '..');

/** Every file format; the generated module is `src/generated/<name>.ts`. */
export const FILE_FORMATS = ['alert-file', 'alert-test-file', 'checks-file', 'dashboard-file', 'stack-file'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** The editions a schema is compiled for: properties marked `"x-edition"` pass only on theirs. */
export const EDITIONS = ['self-hosted', 'managed'] as const;
export type Edition = (typeof EDITIONS)[number];

export function readSchema(name: FileFormat): AnySchemaObject {
  return JSON.parse(readFileSync(join(ROOT, 'schemas', `${name}.schema.json`), 'utf8')) as AnySchemaObject;
}

/**
 * The one ajv set-up, shared by the generator and the tests that compare the action's verdict
 * with ajv's. Strict mode catches typos in the schemas; `required` inside if/anyOf naming a
 * property the enclosing object declares is an idiom of these schemas (strictRequired off).
 * `errorMessage` holds the wording of an error for people (see src/util/schema.ts), and
 * `x-edition` names the only edition a subschema exists on: compiled for another, it fails.
 */
export function createAjv(schema: AnySchemaObject, edition: Edition, code?: Options['code']): Ajv | Ajv2020 {
  const opts: Options = { allErrors: true, strict: true, strictRequired: false, messages: false, ...(code ? { code } : {}) };
  const ajv = String(schema.$schema).includes('2020-12') ? new Ajv2020(opts) : new Ajv(opts);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
  ajv.addKeyword({
    keyword: 'x-edition',
    schemaType: 'string',
    code(cxt) {
      if (cxt.schema !== edition) cxt.fail(_`true`);
    },
  });
  return ajv;
}

/** Whether any subschema is edition-specific (then one validator per edition is generated). */
function hasEditions(schema: unknown): boolean {
  return JSON.stringify(schema).includes('"x-edition"');
}

const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment']);

/**
 * The schema with every `#/…` reference replaced by what it names, and the definitions dropped.
 * ajv compiles a referenced schema that itself holds references as a function of its own and
 * names its errors from that function's root (`#/additionalProperties`), which would not say
 * which subschema failed; inlined, every error names its place in this one document, so the
 * explainer (src/util/schema.ts) finds its `errorMessage`, its declared keys and the branch of a
 * union it belongs to. A reference with validation keywords beside it becomes `allOf` (ajv
 * applies such siblings too). None of these schemas is recursive; a recursive one is refused.
 */
export function dereference(root: AnySchemaObject): AnySchemaObject {
  const stack: string[] = [];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === 'string') {
      if (!$ref.startsWith('#/')) throw new Error(`${$ref}: only references inside the schema are supported`);
      if (stack.includes($ref)) throw new Error(`${$ref} refers to itself: recursive schemas are not supported`);
      const target = $ref
        .slice(2)
        .split('/')
        .reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
      if (target === undefined) throw new Error(`${$ref} names nothing`);
      stack.push($ref);
      const resolved = walk(target);
      stack.pop();
      const siblings = Object.keys(rest).filter((k) => !ANNOTATIONS.has(k));
      return siblings.length === 0 ? resolved : { allOf: [resolved], ...(walk(rest) as object) };
    }
    return Object.fromEntries(
      Object.entries(rest)
        .filter(([key]) => !(node === root && (key === 'definitions' || key === '$defs')))
        .map(([key, value]) => [key, walk(value)]),
    );
  };
  return walk(root) as AnySchemaObject;
}

/**
 * ajv's standalone ESM still `require`s its runtime helpers; they become imports, read through
 * `default` as Node (module.exports) and bundlers (exports.default) each give it.
 */
function esmModule(name: FileFormat, source: AnySchemaObject): string {
  const schema = dereference(source);
  const runtime = new Map<string, string>();
  const compiled = (hasEditions(schema) ? EDITIONS : (['self-hosted'] as const)).map((edition) => {
    const ajv = createAjv(schema, edition, { source: true, esm: true, lines: true });
    const code = standalone.default(ajv, ajv.compile(schema));
    const exported = /^export default (\w+);$/m.exec(code)?.[1];
    if (!exported) throw new Error(`${name}: unexpected standalone code (no default export)`);
    const body = code
      // ajv embeds the schema it reads enum values from: the module's exported copy serves.
      .replace(/^const (schema\d+) = (\{.*\});$/m, (line: string, id: string, json: string) =>
        json === JSON.stringify(schema) ? `const ${id} = schema;` : line,
      )
      .replace(/^"use strict";\n/, '')
      .replace(/^export (const validate =|default) \w+;\n/gm, '')
      .replace(/require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)\.default/g, (_m: string, mod: string) => {
        const id = `runtime_${mod.split('/').pop()}`;
        runtime.set(id, mod);
        return id;
      });
    return { edition, code: `(() => {\n${body.trim()}\nreturn ${exported};\n})()` };
  });
  const imports = [...runtime].map(([id, mod]) => `import * as ${id}_module from '${mod}.js';\nconst ${id} = interop(${id}_module);`);
  const byEdition = EDITIONS.map((e) => `      '${e}': ${compiled.length === 1 ? 'validate_any' : `validate_${e.replace('-', '_')}`},`);
  // The schema, its definitions and the validators are built on first use, not when the module is
  // evaluated: every sync imports every kind's parser, and evaluating the dashboard file's module
  // alone (its inlined schema as an object, its validators compiled) costs ~70 MB of memory and
  // tens of milliseconds, paid by runs that read no dashboard file. Until then V8 only pre-parses it.
  const editionGetters = EDITIONS.map((e) => `    get '${e}'() {\n      return build().validate['${e}'];\n    },`);
  return [
    `// Generated by scripts/validators.ts from schemas/${name}.schema.json: do not edit; \`npm run build\` rewrites it.`,
    '// @ts-nocheck',
    "import type { CompiledSchema } from '../util/schema.js';",
    '',
    'function interop(m) {',
    "  return typeof m.default === 'function' ? m.default : m.default.default;",
    '}',
    ...imports,
    '',
    'let built;',
    '',
    '/** The schema, its definitions and the validators, made on first use (see scripts/validators.ts). */',
    'function build() {',
    '  if (built) return built;',
    `  const schema = ${JSON.stringify(schema)};`,
    '',
    `  const definitions = ${JSON.stringify(source.definitions ?? source.$defs ?? {})};`,
    '',
    ...compiled.map((c) => `  const validate_${compiled.length === 1 ? 'any' : c.edition.replace('-', '_')} = ${c.code};`),
    '',
    '  built = {',
    '    schema,',
    '    definitions,',
    '    validate: {',
    ...byEdition,
    '    },',
    '  };',
    '  return built;',
    '}',
    '',
    `export const ${camel(name)}: CompiledSchema = {`,
    '  get schema() {',
    '    return build().schema;',
    '  },',
    '  get definitions() {',
    '    return build().definitions;',
    '  },',
    '  validate: {',
    ...editionGetters,
    '  },',
    '};',
    '',
  ].join('\n');
}

/** Where the key tables of every file format are generated (see `schemaKeysModule`). */
export const SCHEMA_KEYS_PATH = 'src/generated/schema-keys.ts';

interface PropertyFacts {
  /** What it allows, when it lists them: its enum, its const, and those of its `anyOf` alternatives. */
  values?: unknown[];
  /** `x-edition`: the only edition it exists on. */
  edition?: string;
  /** An object's own property names. */
  properties?: string[];
}

/** A property's schema as `factsOf` reads it. */
interface Node {
  enum?: unknown[];
  const?: unknown;
  anyOf?: Node[];
  properties?: Record<string, Node>;
  'x-edition'?: string;
}

/** The facts code reads of a definition's properties (see `schemaKeysModule`). */
function factsOf(node: unknown): Record<string, PropertyFacts> {
  const valuesOf = (p: Node | undefined): unknown[] =>
    !p || typeof p !== 'object' ? [] : [...(p.enum ?? []), ...('const' in p ? [p.const] : []), ...(p.anyOf ?? []).flatMap(valuesOf)];
  const props = (node as Node | undefined)?.properties ?? {};
  return Object.fromEntries(
    Object.entries(props).map(([key, p]) => {
      const facts: PropertyFacts = {};
      // A property may be a boolean schema (`true`): nothing to read of it.
      if (typeof p !== 'object') return [key, facts];
      const values = valuesOf(p);
      if (values.length > 0) facts.values = values;
      if (typeof p['x-edition'] === 'string') facts.edition = p['x-edition'];
      if (p.properties) facts.properties = Object.keys(p.properties);
      return [key, facts];
    }),
  );
}

/**
 * The keys of every file format (its top-level properties, and each definition's properties with
 * their allowed values, edition and own keys), as plain data: code on every operation's path (the canonical dashboard form that
 * raw dashboards writes compare with, the alert fields) reads a format's keys from here, so that it
 * does not load the format's validator (the dashboard file's is 3.7 MB of the bundle, evaluated at
 * start-up: cold start is a measured figure, CONTRIBUTING.md).
 */
function schemaKeysModule(): string {
  const lines = [
    '// Generated by scripts/validators.ts from schemas/*.schema.json: do not edit; `npm run build` rewrites it.',
    '',
    'export interface SchemaKeys {',
    '  /** The top-level properties of the file. */',
    '  readonly properties: readonly string[];',
    '  /** Per definition, its properties (in order) and what code reads of each. */',
    '  readonly definitions: Readonly<Record<string, { readonly properties: Readonly<Record<string, PropertyFacts>> }>>;',
    '}',
    '',
    'export interface PropertyFacts {',
    '  /** What it allows, when it lists them: its enum, its const, and those of its `anyOf` alternatives. */',
    '  readonly values?: readonly unknown[];',
    '  /** `x-edition`: the only edition it exists on. */',
    '  readonly edition?: string;',
    "  /** An object's own property names. */",
    '  readonly properties?: readonly string[];',
    '}',
  ];
  for (const name of FILE_FORMATS) {
    const schema = readSchema(name);
    const defs = (schema.definitions ?? schema.$defs ?? {}) as Record<string, unknown>;
    const table = {
      properties: Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {}),
      definitions: Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, { properties: factsOf(v) }])),
    };
    lines.push('', `export const ${camel(name)}Keys: SchemaKeys = ${JSON.stringify(table)};`);
  }
  return `${lines.join('\n')}\n`;
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Path (relative to the repository) → content of every generated file. */
export function generate(): Map<string, string> {
  return new Map([
    ...FILE_FORMATS.map((name): [string, string] => [`src/generated/${name}.ts`, esmModule(name, readSchema(name))]),
    [SCHEMA_KEYS_PATH, schemaKeysModule()],
    // Not a validator, but generated the same way: the CLI's flags from action.yml.
    [ACTION_INPUTS_PATH, actionInputsModule()],
    [INPUT_DESCRIPTIONS_PATH, inputDescriptionsModule()],
  ]);
}

if (import.meta.main) {
  for (const [path, text] of generate()) writeFileSync(join(ROOT, path), text);
}
