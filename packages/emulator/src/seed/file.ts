// Loads a seed file (YAML or JSON; JSON is YAML) and checks it the whole way before the emulator
// starts: syntax, the file format (schemas/emulator-seed.schema.json, with ajv), then every object
// through the API rules on a throwaway state. Every problem is reported at its file:line:column.
import { readFile } from 'node:fs/promises';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import schema from '../../schemas/emulator-seed.schema.json' with { type: 'json' };
import { createIds } from '../core/ids.ts';
import { buildState } from './build.ts';
import { formatPath, SeedProblems, type SeedDocument, type SeedPath } from './document.ts';
import { DEFAULT_SERVER_VERSION, featuresOf, type ServerVersion } from '../core/versions.ts';

/** A seed file that cannot be used; `problems` are `file:line:column: message` lines. */
export class SeedFileError extends Error {
  readonly problems: string[];

  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.length} problem(s) in the seed file:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SeedFileError';
    this.problems = problems;
  }
}

let validate: ValidateFunction | undefined;

function validator(): ValidateFunction {
  validate ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
    .addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)))
    .compile(schema);
  return validate;
}

/** The node at `path`, or the deepest one that exists on the way (a missing key points at its object). */
function offsetOf(doc: Document, path: SeedPath, key?: string): number {
  let node: unknown = doc.contents;
  let offset = 0;
  const at = (n: unknown) => {
    const range = (n as { range?: [number, number, number] } | null)?.range;
    if (range) offset = range[0];
  };
  at(node);
  for (const step of [...path, ...(key === undefined ? [] : [key])]) {
    if (isSeq(node)) node = node.items[Number(step)];
    else if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(step));
      // An unknown key is reported at the key itself.
      if (pair && step === key) return (pair.key as { range?: [number] }).range?.[0] ?? offset;
      node = pair?.value;
    } else break;
    if (node === undefined || node === null) break;
    at(node);
  }
  return offset;
}

function pathOf(pointer: string): SeedPath {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A schema error as a reader would say it, and the key it is about (if any). */
function describe(e: ErrorObject): { message: string; key?: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { message: `missing \`${String(p.missingProperty)}\`` };
    case 'additionalProperties':
      return { message: `unknown key \`${String(p.additionalProperty)}\``, key: String(p.additionalProperty) };
    case 'enum':
      return { message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'pattern':
      return {
        message: String(p.pattern).includes('ms|s|m|h|d')
          ? 'must be a duration such as 90s, 15m, 24h or 7d (or a date-time where one is allowed)'
          : `must match ${String(p.pattern)}`,
      };
    default:
      return { message: e.message ?? e.keyword };
  }
}

/** What the seed's objects are checked against: the emulator's `serverVersion` when given (it wins over the seed's). */
export interface SeedCheckOptions {
  serverVersion?: ServerVersion;
}

/**
 * Parses and checks a seed given as text; `file` names it in problems. Returns the document, or
 * throws SeedFileError listing every problem found. Its objects meet the rules of
 * `options.serverVersion`, else of its own `serverVersion`, else of today's servers.
 */
export function parseSeed(file: string, text: string, options: SeedCheckOptions = {}): SeedDocument {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const where = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length) {
    throw new SeedFileError(
      file,
      doc.errors.map((e) => `${where(e.pos[0])}: YAML: ${e.message.split('\n')[0]}`),
    );
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new SeedFileError(file, [`${where(0)}: YAML: ${(e as Error).message.split('\n')[0]}`]);
  }

  const check = validator();
  if (!check(value)) {
    const seen = new Set<string>();
    const problems: string[] = [];
    // oneOf reports each branch and then itself; the branches say more, the summary is noise.
    for (const e of check.errors ?? []) {
      if (e.keyword === 'oneOf' || e.keyword === 'if') continue;
      const path = pathOf(e.instancePath);
      const { message, key } = describe(e);
      const line = `${where(offsetOf(doc, path, key))}: ${formatPath(key ? [...path, key] : path)}: ${message}`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    }
    throw new SeedFileError(file, problems);
  }

  // The same rules the running emulator will apply, on a throwaway state.
  try {
    const seed = value as SeedDocument;
    const version = options.serverVersion ?? seed.serverVersion ?? DEFAULT_SERVER_VERSION;
    buildState({ ids: createIds(), now: Date.now, features: featuresOf(version) }, seed);
  } catch (e) {
    if (!(e instanceof SeedProblems)) throw e;
    throw new SeedFileError(
      file,
      e.problems.map((p) => `${where(offsetOf(doc, p.path))}: ${formatPath(p.path)}: ${p.message}`),
    );
  }
  return value as SeedDocument;
}

/** Reads and checks a seed file (see parseSeed). */
export async function loadSeedFile(file: string, options: SeedCheckOptions = {}): Promise<SeedDocument> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new SeedFileError(file, [`${file}: cannot read the seed file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`]);
  }
  return parseSeed(file, text, options);
}
