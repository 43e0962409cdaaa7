// Cold start is a measured figure (`npm run bench` c, CONTRIBUTING.md "Cold start"): the bundle's
// main file is what src/index.ts imports statically, and V8 compiles and evaluates all of it before
// any operation runs. An operation's own modules load with `import()` (src/operations/index.ts);
// what only some operations use must stay out of the static graph, or every run pays for it. This
// walks that graph from the source, as the bundler does (type-only imports are erased).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** What src/index.ts reaches through static imports: each module (a repository path or a package) and who imported it first. */
function staticGraph(entry: string): Map<string, string | undefined> {
  const seen = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      let spec: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) && node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) spec = node.moduleSpecifier;
      if (ts.isExportDeclaration(node) && !node.isTypeOnly) spec = node.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const name = spec.text;
      const target = name.startsWith('.') ? resolveTs(file, name) : name.startsWith('node:') ? undefined : name;
      if (target === undefined || seen.has(target)) continue;
      seen.set(target, file);
      if (name.startsWith('.')) queue.push(target);
    }
  }
  return seen;
}

function resolveTs(from: string, spec: string): string {
  const path = relative(ROOT, join(ROOT, dirname(from), spec.replace(/\.js$/, '.ts')));
  if (!existsSync(join(ROOT, path))) throw new Error(`${from}: cannot resolve ${spec}`);
  return path;
}

function chain(graph: Map<string, string | undefined>, module: string): string {
  const out = [module];
  for (let m = graph.get(module); m !== undefined; m = graph.get(m)) out.push(m);
  return out.join(' ← ');
}

describe('what every run loads (the bundle’s main file)', () => {
  const graph = staticGraph('src/index.ts');

  it.each([
    ['a generated validator (src/generated/*-file.ts: the dashboard file’s alone is 3.7 MB)', /^src\/generated\/.*-file\.ts$/],
    ['ajv', /^ajv(\/|$)/],
    ['a YAML parser', /^(yaml|js-yaml)(\/|$)/],
    ['libsodium', /^libsodium/],
    // src/github/identity.ts is a table of logins (no client, no import): the comment phase reads it.
    ['the GitHub client', /^@actions\/github(\/|$)|^src\/github\/(?!identity\.ts$)/],
    ['picomatch', /^picomatch$/],
    ['the alert engine', /^src\/alert-engine\//],
    ['a file format’s reader', /^src\/(alerts|dashboards|stack|checks)\/file\.ts$/],
    ['the alert file’s model (a raw alerts.update needs only the read-only fields)', /^src\/alerts\/normalize\.ts$/],
    ['the stack’s secret references (every run needs only the credential guard)', /^src\/stack\/secrets\.ts$/],
    ['the PR comment and the drift issue (loaded by the runs that post them)', /^src\/action\/(comment|drift-issue)\.ts$/],
    ['the inputs’ descriptions (the command line’s help)', /^src\/generated\/input-descriptions\.ts$/],
    ['the streamed reader of series answers', /^src\/api\/data-rows\.ts$/],
  ])('leaves out %s', (_what, pattern) => {
    const found = [...graph.keys()].filter((m) => pattern.test(m));
    expect(found.map((m) => chain(graph, m))).toEqual([]);
  });

  it('is found (the walk reads the graph at all)', () => {
    expect(graph.has('src/main.ts')).toBe(true);
    expect(graph.has('undici')).toBe(true);
    expect(graph.has('src/action/publish.ts')).toBe(true);
  });
});
