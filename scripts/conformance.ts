// The emulator's conformance to upstream HyperDX's own v2 integration tests, counted.
//
// `test/conformance/manifest/<base>.json` lists every test of one upstream file
// (`packages/api/src/routers/external-api/__tests__/<base>.int.test.ts`) by its describe › it path:
// reproduced by a test of ours with the same path in `test/conformance/<base>.test.ts`, or not, with
// the reason. This script reads both, checks they agree, and renders `docs/conformance.md`;
// `test/conformance/manifest.test.ts` holds the committed page, the README's figure and the floor to it.
//
//   node scripts/conformance.ts          print the page
//   node scripts/conformance.ts --write  rewrite docs/conformance.md
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const DIR = join(ROOT, 'test', 'conformance');
export const PAGE = 'docs/conformance.md';

/**
 * reproduced: a test of ours follows it over HTTP.
 * internals: it asserts what only upstream's own process can see (Mongo documents, ClickHouse, module
 * mocks); it does not count against the figure.
 * missing: it could run over HTTP and is not reproduced yet; it counts against the figure.
 */
export type Status = 'reproduced' | 'internals' | 'missing';

export interface ManifestEntry {
  path: string[];
  status: Status;
  reason?: string;
}

export interface Manifest {
  base: string;
  upstream: string;
  commit: string;
  tests: ManifestEntry[];
}

export function readManifests(): Manifest[] {
  return readdirSync(join(DIR, 'manifest'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const doc = JSON.parse(readFileSync(join(DIR, 'manifest', f), 'utf8')) as Omit<Manifest, 'base'>;
      return { base: f.replace(/\.json$/, ''), ...doc };
    });
}

/** The describe › it paths of a test file, read from its syntax (string-literal titles only). */
export function testPaths(source: string, fileName = 'test.ts'): string[][] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[][] = [];
  const visit = (node: ts.Node, prefix: string[]): void => {
    if (ts.isCallExpression(node)) {
      const kind = callKind(node.expression);
      const title = node.arguments[0];
      if (kind && title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        const path = [...prefix, title.text];
        if (kind === 'it') found.push(path);
        for (const arg of node.arguments.slice(1)) visit(arg, kind === 'describe' ? path : prefix);
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, prefix));
  };
  visit(file, []);
  return found;
}

/** `describe`, `it`/`test`, with modifiers (`.each(...)`, `.skipIf(...)`, `.concurrent`) seen through. */
function callKind(callee: ts.Expression): 'describe' | 'it' | undefined {
  let root: ts.Expression = callee;
  for (;;) {
    if (ts.isPropertyAccessExpression(root)) root = root.expression;
    else if (ts.isCallExpression(root)) root = root.expression;
    else break;
  }
  if (!ts.isIdentifier(root)) return undefined;
  if (root.text === 'describe') return 'describe';
  if (root.text === 'it' || root.text === 'test') return 'it';
  return undefined;
}

export interface Figures {
  total: number;
  reproduced: number;
  internals: number;
  missing: number;
  /** reproduced / (total − internals): the share of what can run over HTTP. */
  share: number;
}

export function figures(manifests: Manifest[]): Figures {
  const all = manifests.flatMap((m) => m.tests);
  const count = (s: Status) => all.filter((t) => t.status === s).length;
  const reproduced = count('reproduced');
  const internals = count('internals');
  const overHttp = all.length - internals;
  return { total: all.length, reproduced, internals, missing: count('missing'), share: overHttp === 0 ? 1 : reproduced / overHttp };
}

/** What is inconsistent between the manifests and the test files (empty when they agree). */
export function problems(manifests: Manifest[]): string[] {
  const out: string[] = [];
  for (const m of manifests) {
    const testFile = join(DIR, `${m.base}.test.ts`);
    let ours: string[][] = [];
    try {
      ours = testPaths(readFileSync(testFile, 'utf8'), testFile);
    } catch {
      if (m.tests.some((t) => t.status === 'reproduced')) out.push(`${m.base}: no test/conformance/${m.base}.test.ts`);
    }
    const key = (p: string[]) => p.join(' › ');
    const oursSet = new Set(ours.map(key));
    const listed = new Set<string>();
    for (const t of m.tests) {
      const k = key(t.path);
      if (listed.has(k)) out.push(`${m.base}: "${k}" is listed twice`);
      listed.add(k);
      if (!['reproduced', 'internals', 'missing'].includes(t.status)) out.push(`${m.base}: "${k}" has status ${t.status}`);
      if (t.status === 'reproduced' && !oursSet.has(k)) out.push(`${m.base}: "${k}" is marked reproduced but no test has that path`);
      if (t.status !== 'reproduced' && !t.reason) out.push(`${m.base}: "${k}" is not reproduced and gives no reason`);
      if (t.status !== 'reproduced' && oursSet.has(k)) out.push(`${m.base}: "${k}" has a test but is marked ${t.status}`);
    }
    for (const k of oursSet) if (!listed.has(k)) out.push(`${m.base}: our test "${k}" follows no upstream test in the manifest`);
  }
  return out;
}

export function percent(share: number): string {
  return `${(Math.floor(share * 1000) / 10).toFixed(1)}%`;
}

/** The sentence the README carries, word for word. */
export function figureLine(f: Figures): string {
  return (
    `The emulator reproduces ${f.reproduced} of the ${f.total - f.internals} tests of upstream's v2 integration suite ` +
    `that run over HTTP (${percent(f.share)}); ${f.internals} more need upstream's database or ClickHouse internals.`
  );
}

export function renderPage(manifests: Manifest[]): string {
  const f = figures(manifests);
  const first = manifests[0];
  const lines = [
    '# Conformance to upstream HyperDX',
    '',
    '<!-- Generated by `node scripts/conformance.ts --write` from test/conformance/manifest/: do not edit. -->',
    '',
    `Each test of upstream's v2 integration suite (\`packages/api/src/routers/external-api/__tests__/\`, api 2.36.0,`,
    `commit \`${first?.commit ?? '?'}\`) is followed by one test of ours in \`test/conformance/\`, with the same`,
    'describe › it path, run by `npm test` against the emulator over HTTP — or it is listed here with the reason it',
    'is not.',
    '',
    figureLine(f),
    '',
    '| upstream file | tests | reproduced | need internals | not yet |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const m of manifests) {
    const g = figures([m]);
    lines.push(`| \`${m.base}.int.test.ts\` | ${g.total} | ${g.reproduced} | ${g.internals} | ${g.missing} |`);
  }
  lines.push(`| **all** | ${f.total} | ${f.reproduced} | ${f.internals} | ${f.missing} |`, '');
  const notReproduced = manifests.flatMap((m) => m.tests.filter((t) => t.status !== 'reproduced').map((t) => ({ m, t })));
  if (notReproduced.length > 0) {
    lines.push('## Not reproduced', '', '| upstream test | why |', '| --- | --- |');
    for (const { m, t } of notReproduced) {
      const why = `${t.status === 'missing' ? '(not yet) ' : ''}${t.reason ?? ''}`;
      lines.push(`| \`${m.base}\` › ${cell(t.path.join(' › '))} | ${cell(why)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

if (import.meta.main) {
  const manifests = readManifests();
  const found = problems(manifests);
  for (const p of found) process.stderr.write(`${p}\n`);
  const page = renderPage(manifests);
  if (process.argv.includes('--write')) writeFileSync(join(ROOT, PAGE), page);
  else process.stdout.write(page);
  process.exitCode = found.length > 0 ? 1 : 0;
}
