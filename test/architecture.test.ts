// The dependency arrows of src/ point one way (CONTRIBUTING.md "Layout"):
//
//   front ends (index.ts, main.ts, action/, cli/)
//     → operations/ (the registry, each operation's inputs)
//       → features: alerts/ checks/ keys/ dashboards/ stack/ (none imports another)
//         → alert-engine/ (the server's alert evaluator: alerts' backtests and unit tests judge with it)
//           reconcile/ (the plan / apply / guards engine every synced kind is a handler of; it may
//           import api/, report/ and util/ only — no kind, no GitHub, no generated validators)
//           → api/ · github/ · report/ (none imports another) · generated/ (validators from schemas/)
//           → util/
//
// Only front ends speak to the runtime (`@actions/core`, `@actions/github`). The emulator is its own
// package (packages/emulator/src/): it imports nothing outside it but node:* and the dependencies its
// package.json declares, and of src/ only the command-line front end imports it.
// Front ends do not import each other, except that the command line reaches GitHub the way the
// action does (action/octokit.ts), for keys.rotate.
// Nothing imports from outside src/ but the JSON Schemas of schemas/ (data). util/ may import the
// one generated module that is the inputs' names (generated/action-inputs.ts, data with no imports):
// a reader of an input takes an `InputName`, so a misspelt name does not compile.
//
// Only front ends read `process.env`: the engine gets its context (workspace, repository, the
// variables it may read, how an input is named to the user) as parameters (operations/types.ts,
// RunContext). The emulator's package has its own command line (packages/emulator/src/run.ts, options.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type Layer = 'front' | 'operations' | 'feature' | 'engine' | 'api' | 'github' | 'report' | 'generated' | 'util';

const RANK: Record<Layer, number> = { front: 6, operations: 5, feature: 4, engine: 3, api: 2, github: 2, report: 2, generated: 2, util: 1 };
const FEATURES = new Set(['alerts', 'checks', 'keys', 'dashboards', 'stack']);
const RUNTIME = new Set(['@actions/core', '@actions/github']);

/** The layer and, for features, the feature of a path relative to src/ (`alerts/plan.ts`). */
function place(file: string): { layer: Layer; unit: string } {
  const top = file.includes('/') ? (file.split('/')[0] ?? '') : file;
  if (top === 'index.ts' || top === 'main.ts' || top === 'action' || top === 'cli') return { layer: 'front', unit: top === 'cli' ? 'cli' : 'action' };
  if (FEATURES.has(top)) return { layer: 'feature', unit: top };
  if (top === 'alert-engine' || top === 'reconcile') return { layer: 'engine', unit: top };
  if (top === 'operations' || top === 'api' || top === 'github' || top === 'report' || top === 'generated' || top === 'util') return { layer: top, unit: top };
  throw new Error(`src/${file}: not in any layer; add its folder to test/architecture.test.ts`);
}

/** Every module specifier a file imports (static, re-exported or dynamic), type-only imports included. */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  const patterns = [/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of source.matchAll(re)) if (m[1]) found.add(m[1]);
  return [...found];
}

/** What is wrong with `from` importing `spec` (a relative path or a package), if anything. */
export function violation(from: string, spec: string): string | undefined {
  const src = place(from);
  if (!spec.startsWith('.')) {
    const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
    if (RUNTIME.has(pkg) && src.layer !== 'front') return `${pkg} below the front ends`;
    return undefined;
  }
  const target = relative('src', join('src', dirname(from), spec)).replace(/\.js$/, '.ts');
  // The schemas are data any layer may read.
  if (/^\.\.\/schemas\/[^/]+\.json$/.test(target)) return undefined;
  if (target.startsWith('../packages/emulator/src/')) return src.unit === 'cli' ? undefined : 'only the command line imports the emulator';
  if (target.startsWith('..')) return `${spec} leaves src/`;
  const dst = place(target);
  if (src.layer === 'util' && target === 'generated/action-inputs.ts') return undefined;
  if (src.unit === dst.unit) return undefined;
  if (src.unit === 'cli' && target === 'action/octokit.ts') return undefined;
  if (src.layer === 'feature' && dst.layer === 'feature') return `feature ${src.unit}/ imports feature ${dst.unit}/`;
  if (RANK[dst.layer] >= RANK[src.layer])
    return `${src.layer === 'feature' ? src.unit : src.layer}/ imports ${dst.layer === 'feature' ? dst.unit : dst.layer}/ (an arrow pointing back)`;
  // Below the features, the engine every kind is a handler of knows no kind and no GitHub.
  if (src.unit === 'reconcile' && !['api', 'report', 'util'].includes(dst.layer))
    return `reconcile/ imports ${dst.unit}/ (it may import api/, report/ and util/ only)`;
  return undefined;
}

const EMULATOR = 'packages/emulator';
const EMULATOR_DEPS = new Set(
  Object.keys((JSON.parse(readFileSync(join(EMULATOR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies),
);

/** What is wrong with the emulator's `from` (relative to its src/) importing `spec`: it stays inside its package. */
export function emulatorViolation(from: string, spec: string): string | undefined {
  if (spec.startsWith('node:')) return undefined;
  if (!spec.startsWith('.')) {
    const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
    return EMULATOR_DEPS.has(pkg) ? undefined : `${pkg} is not a dependency of ${EMULATOR}/package.json`;
  }
  const target = relative(EMULATOR, join(EMULATOR, 'src', dirname(from), spec));
  if (target.startsWith('src/') || /^schemas\/[^/]+\.json$/.test(target)) return undefined;
  return `${spec} leaves the emulator's package (src/ and schemas/)`;
}

/** The import graph of src/: each file (relative to src/) and the files of src/ it imports. */
function graphOf(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(read(file))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) =>
        relative('src', join('src', dirname(file), spec))
          .split('\\')
          .join('/')
          .replace(/\.js$/, '.ts'),
      )
      .filter((target) => !target.startsWith('..'));
    graph.set(file, targets);
  }
  return graph;
}

/**
 * Every import cycle of a graph, each once, as the files around it (`a.ts → b.ts → a.ts`). A
 * depth-first walk: meeting a file that is still on the walk's path closes a cycle. Type-only
 * imports count — a type circle is still two files that cannot be read, or moved, apart.
 */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const walk = (file: string): void => {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) {
        const loop = path.slice(path.indexOf(next));
        // The same cycle met from another file is the same cycle: name it from its least file.
        const start = loop.indexOf([...loop].sort()[0] ?? next);
        const named = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...named, named[0]].join(' → '));
      } else if (!done.has(next) && graph.has(next)) walk(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) walk(file);
  return [...found].sort();
}

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

describe('import arrows of src/', () => {
  it('point one way: no back-arrow, no feature importing another, no runtime below the front ends', () => {
    const found: string[] = [];
    for (const file of sources('src')) {
      for (const spec of importsOf(readFileSync(join('src', file), 'utf8'))) {
        const why = violation(file, spec);
        if (why) found.push(`src/${file} → ${spec}: ${why}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keep the emulator inside its package: node:*, its declared dependencies, its own src/ and schemas/', () => {
    const found: string[] = [];
    for (const file of sources(join(EMULATOR, 'src'))) {
      for (const spec of importsOf(readFileSync(join(EMULATOR, 'src', file), 'utf8'))) {
        const why = emulatorViolation(file, spec);
        if (why) found.push(`${EMULATOR}/src/${file} → ${spec}: ${why}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('form no cycle, type-only imports included', () => {
    const files = sources('src');
    expect(cyclesOf(graphOf(files, (file) => readFileSync(join('src', file), 'utf8')))).toEqual([]);
  });

  it('finds each cycle once, however long and wherever the walk meets it (the checker itself)', () => {
    const graph = new Map([
      ['util/a.ts', ['util/b.ts']],
      ['util/b.ts', ['util/a.ts', 'util/c.ts']],
      ['util/c.ts', ['util/d.ts']],
      ['util/d.ts', ['util/c.ts', 'util/b.ts']],
      ['util/e.ts', ['util/e.ts']],
      ['util/f.ts', ['util/a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([
      'util/a.ts → util/b.ts → util/a.ts',
      'util/b.ts → util/c.ts → util/d.ts → util/b.ts',
      'util/c.ts → util/d.ts → util/c.ts',
      'util/e.ts → util/e.ts',
    ]);
    const files = ['util/yaml.ts', 'util/schema.ts'];
    const text: Record<string, string> = {
      'util/yaml.ts': "import { validateWithSchema } from './schema.js';",
      'util/schema.ts': "import type { YamlPath } from './yaml.js';",
    };
    expect(cyclesOf(graphOf(files, (file) => text[file] ?? ''))).toEqual(['util/schema.ts → util/yaml.ts → util/schema.ts']);
  });

  it('catches each kind of wrong arrow (the checker itself)', () => {
    expect(violation('api/http.ts', '../operations/connection.js')).toMatch(/arrow pointing back/);
    expect(violation('util/yaml.ts', '../report/model.js')).toMatch(/arrow pointing back/);
    expect(violation('report/model.ts', '../api/types.js')).toMatch(/arrow pointing back/);
    expect(violation('alerts/plan.ts', '../checks/types.js')).toMatch(/feature alerts\/ imports feature checks\//);
    expect(violation('alerts/plan.ts', '../operations/types.js')).toMatch(/arrow pointing back/);
    expect(violation('operations/run.ts', '../main.js')).toMatch(/arrow pointing back/);
    expect(violation('reconcile/apply.ts', '../alerts/model.js')).toMatch(/arrow pointing back/);
    expect(violation('reconcile/guards.ts', '../generated/action-inputs.js')).toMatch(
      /reconcile\/ imports generated\/ \(it may import api\/, report\/ and util\/ only\)/,
    );
    expect(violation('reconcile/apply.ts', '../github/secrets.js')).toMatch(/reconcile\/ imports github\//);
    expect(violation('reconcile/apply.ts', '../alert-engine/replay.js')).toMatch(/arrow pointing back/);
    expect(violation('reconcile/apply.ts', '../util/pool.js')).toBeUndefined();
    expect(violation('alerts/handler.ts', '../reconcile/apply.js')).toBeUndefined();
    expect(violation('keys/prune.ts', '@actions/core')).toMatch(/below the front ends/);
    expect(violation('report/log.ts', '@actions/github/lib/utils')).toMatch(/below the front ends/);
    expect(violation('github/secrets.ts', '@actions/github')).toMatch(/below the front ends/);
    expect(violation('github/secrets.ts', '../api/errors.js')).toMatch(/arrow pointing back/);
    expect(violation('operations/run.ts', '../../packages/emulator/src/index.ts')).toMatch(/only the command line/);
    expect(violation('action/run.ts', '../../packages/emulator/src/run.ts')).toMatch(/only the command line/);
    expect(emulatorViolation('index.ts', '../../../src/api/types.ts')).toMatch(/leaves the emulator's package/);
    expect(emulatorViolation('resources/charts/engine.ts', '../../../../../src/util/ids.ts')).toMatch(/leaves the emulator's package/);
    expect(emulatorViolation('seed/file.ts', '../../../../schemas/action.schema.json')).toMatch(/leaves the emulator's package/);
    expect(emulatorViolation('core/http.ts', 'undici')).toMatch(/undici is not a dependency/);
    expect(emulatorViolation('seed/file.ts', '../../schemas/emulator-seed.schema.json')).toBeUndefined();
    expect(emulatorViolation('resources/charts/engine.ts', '../../core/prng.ts')).toBeUndefined();
    expect(emulatorViolation('seed/file.ts', 'yaml')).toBeUndefined();
    expect(emulatorViolation('core/http.ts', 'node:http')).toBeUndefined();
    // Allowed: down the layers, within a unit, the runtime in a front end, the emulator from the CLI.
    expect(violation('operations/alerts-sync.ts', '../alerts/sync.js')).toBeUndefined();
    expect(violation('alerts/sync.ts', '../util/files.js')).toBeUndefined();
    expect(violation('alerts/file.ts', '../generated/alert-file.js')).toBeUndefined();
    expect(violation('action/comment.ts', '@actions/github')).toBeUndefined();
    expect(violation('keys/rotate-apply.ts', '../github/secrets.js')).toBeUndefined();
    expect(violation('cli/main.ts', '../../packages/emulator/src/run.ts')).toBeUndefined();
    expect(violation('cli/main.ts', '../action/octokit.js')).toBeUndefined();
    expect(violation('cli/main.ts', '../action/core.js')).toMatch(/arrow pointing back/);
    expect(violation('main.ts', './cli/main.js')).toMatch(/arrow pointing back/);
    expect(violation('util/inputs.ts', '../generated/action-inputs.js')).toBeUndefined();
    expect(violation('util/yaml.ts', '../generated/alert-file.js')).toMatch(/arrow pointing back/);
    expect(violation('alerts/file.ts', '../../scripts/validators.ts')).toMatch(/leaves src/);
    expect(importsOf("import type { A } from './a.js';\nexport { b } from '../b.js';\nconst c = await import('./c.js');")).toEqual([
      './a.js',
      '../b.js',
      './c.js',
    ]);
  });
});

/** Files of src/ that may read `process.env`: each front end's context (the action's publishing reads GitHub's variables through it). */
export function mayReadEnvironment(file: string): boolean {
  return file === 'action/context.ts' || file === 'cli/main.ts';
}

/** Where a source reads the process environment (`process.env`, `process['env']`), by line number. */
export function environmentReads(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (/\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])/.test(line) ? [i + 1] : []));
}

describe('the engine reads no globals', () => {
  it('only the front ends read process.env; the engine gets a RunContext', () => {
    const found: string[] = [];
    for (const file of sources('src')) {
      if (mayReadEnvironment(file)) continue;
      for (const line of environmentReads(readFileSync(join('src', file), 'utf8'))) found.push(`src/${file}:${line}`);
    }
    expect(found).toEqual([]);
  });

  it('catches each way of reading it (the checker itself)', () => {
    expect(environmentReads('const a = 1;\nconst root = process.env.GITHUB_WORKSPACE;')).toEqual([2]);
    expect(environmentReads("const { env } = process; const x = process['env'];")).toEqual([1]);
    expect(environmentReads('parse(input, env = process.env)')).toEqual([1]);
    expect(environmentReads('const processed = envelope.env;')).toEqual([]);
    expect(mayReadEnvironment('util/workspace.ts')).toBe(false);
    expect(mayReadEnvironment('operations/keys-rotate.ts')).toBe(false);
    expect(mayReadEnvironment('cli/main.ts')).toBe(true);
    expect(mayReadEnvironment('action/publish.ts')).toBe(false);
    expect(mayReadEnvironment('action/context.ts')).toBe(true);
  });
});
