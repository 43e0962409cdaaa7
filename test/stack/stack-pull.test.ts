import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

/**
 * Issue 33's "done when", through the bundled action against the emulator and the GitHub
 * stand-in: edits made in the UI (through the emulator's API) — a threshold, a tile, a saved
 * search and a webhook's name — come back as one pull request per file whose diff is exactly those
 * entries; a second run updates that pull request; pulling with nothing changed closes it; no
 * secret in a file, a commit, a pull request body or a log.
 */

const SECRETS = {
  HOOK_URL: 'https://hooks.example.com/services/7f3a9c11d2',
  HOOK_TOKEN: 'hook-token-51c0b2e8aa',
};

const STACK = `# Checkout's observability, as code. Edited in the UI too: stack.pull brings it back.
version: 1
savedSearches:
  # What on-call opens first.
  - name: Checkout errors
    source: Logs
    where: "ServiceName:checkout SeverityText:error"

  - name: Checkout slow requests
    source: Logs
    where: 'ServiceName:checkout duration:>1000'

webhooks:
  - name: Checkout pager   # pages the checkout team
    service: generic
    url: { env: HOOK_URL }
    headers: { Authorization: { env: HOOK_TOKEN } }

dashboards:
  - name: Checkout overview
    tiles:
      - name: Errors
        config:
          displayType: line
          source: Logs
          select: [{ aggFn: count, where: "SeverityText:error" }]
      - name: Volume
        config: { displayType: number, source: Logs, select: [{ aggFn: count }] }

alerts:
  - name: Checkout error surge
    source: saved_search
    savedSearch: Checkout errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Checkout pager }
`;

const REPO = 'acme/shop';
const TOKEN = 'ghs_pulltoken4d9e2a';

let w: World;
let gh: GitHubFake | undefined;
afterEach(async () => {
  await w.emu.close();
  await gh?.close();
  gh = undefined;
});

/** The live object of a kind by name, as the API answers it. */
async function live(path: string, name: string): Promise<Record<string, unknown>> {
  // Self-hosted answers under `data`, the managed API under `result`.
  const answer = (await (await w.fetch('GET', path)).json()) as { data?: Array<Record<string, unknown>>; result?: Array<Record<string, unknown>> };
  const list = answer.data ?? answer.result ?? [];
  const hit = list.find((o) => o.name === name);
  if (!hit) throw new Error(`no ${path} named ${name}`);
  return hit;
}

/** An edit made in the UI: a PUT through the emulator's API. */
async function ui(path: string, name: string, change: (o: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const o = await live(path, name);
  // What the answer holds that a write may not send (the managed gateway refuses it by name).
  const { id, createdAt: _c, updatedAt: _u, state: _s, teamId: _t, ...rest } = o;
  const res = await w.fetch('PUT', `${path}/${String(id)}`, change(rest));
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Every sink but the runner's own mask commands (which must name the value to hide it). */
function noSecretIn(text: string): void {
  const sink = text
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  for (const value of [...Object.values(SECRETS), TOKEN]) expect(sink).not.toContain(value);
}

describe('stack.pull: UI edits come back as one pull request per file', () => {
  it('a threshold, a tile, a saved search and a webhook’s name: one pull request whose diff is exactly those entries; updated, then closed', async () => {
    w = await world('self-hosted');
    const github = await startGitHubFake();
    gh = github;
    const path = await w.file(STACK, 'stack.yml');
    const file = relative(w.workspace, path);
    const base = github.git.commit(REPO, 'main', { [file]: STACK, 'README.md': '# shop\n' });
    const env = { ...SECRETS, GITHUB_API_URL: github.url, GITHUB_GRAPHQL_URL: github.graphqlUrl, GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_NAME: 'schedule' };
    const pull = () => w.run({ operation: 'stack.pull', 'stack-file': path, 'github-token': TOKEN }, env);
    const sync = await w.run({ 'stack-file': path }, SECRETS);
    expect(sync.code, sync.stdout).toBe(0);

    // Nothing edited yet: nothing to pull, no pull request.
    const clean = await pull();
    expect(clean.code, clean.stdout).toBe(0);
    expect(JSON.parse(clean.outputs['pull-requests'] ?? '[]')).toEqual([{ file, action: 'none', branch: expect.stringMatching(/^observability-ops\/pull\//) }]);
    expect(github.pulls).toEqual([]);

    // The UI: a threshold raised, a tile changed, a saved search narrowed, a webhook renamed.
    await ui('/alerts', 'Checkout error surge', (o) => ({ ...o, threshold: 25 }));
    const board = w.team().dashboards.find((d) => d.name === 'Checkout overview');
    const tiles = structuredClone(board?.tiles ?? []);
    const select = tiles[0]?.config.select as Array<Record<string, unknown>> | undefined;
    if (select?.[0]) select[0].where = 'SeverityText:error ServiceName:checkout';
    expect((await w.fetch('PUT', `/dashboards/${String(board?.id)}`, { name: board?.name, tags: board?.tags, tiles })).status).toBe(200);
    await ui('/saved-searches', 'Checkout errors', (o) => ({ ...o, where: 'ServiceName:checkout SeverityText:(error OR fatal)' }));
    await ui('/webhooks', 'Checkout pager', (o) => ({ ...o, name: 'Checkout on-call', url: SECRETS.HOOK_URL, headers: { Authorization: SECRETS.HOOK_TOKEN } }));

    const first = await pull();
    expect(first.code, first.stdout).toBe(0);
    const [opened] = JSON.parse(first.outputs['pull-requests'] ?? '[]') as Array<{ action: string; number: number; branch: string }>;
    expect(opened).toMatchObject({ action: 'created', number: 1 });
    const branch = opened?.branch ?? '';
    const expected = STACK.replace('where: "ServiceName:checkout SeverityText:error"', 'where: "ServiceName:checkout SeverityText:(error OR fatal)"')
      .replace('- name: Checkout pager   # pages', '- name: Checkout on-call   # pages')
      .replace('select: [{ aggFn: count, where: "SeverityText:error" }]', 'select: [{ aggFn: count, where: "SeverityText:error ServiceName:checkout" }]')
      .replace('threshold: 10', 'threshold: 25')
      .replace('channel: { webhook: Checkout pager }', 'channel: { webhook: Checkout on-call }');
    // The branch holds the base with exactly those lines of that file changed; the base is untouched.
    expect(github.git.file(REPO, branch, file)).toBe(expected);
    expect(github.git.files(REPO, branch)).toEqual({ ...github.git.files(REPO, 'main'), [file]: expected });
    expect(github.git.head(REPO, 'main')).toBe(base);
    expect(github.git.commitObject(github.git.head(REPO, branch) ?? '')?.parents).toEqual([base]);
    // The body is the reverse plan: field by field, with when the server says.
    const pr = github.pulls[0];
    expect(pr).toMatchObject({ number: 1, state: 'open', head: branch, base: 'main', login: 'github-actions[bot]' });
    expect(pr?.body.split('\n')[0]).toBe(commentMarker(`stack.pull:${file}`));
    expect(pr?.body).toContain('| ✏️ | renamed in the UI | webhook: Checkout pager → Checkout on-call | name: Checkout pager → Checkout on-call |');
    expect(pr?.body).toContain('threshold: 10 → 25');
    expect(pr?.body).toContain('where: ServiceName:checkout SeverityText:error → ServiceName:checkout SeverityText:(error OR fatal)');
    expect(pr?.body).toContain('tiles\\[0\\].config.select\\[0\\].where: SeverityText:error → SeverityText:error ServiceName:checkout');
    expect(pr?.body).toMatch(/\| \d{4}-\d\d-\d\dT/); // when the server says (alerts, saved searches, webhooks answer updatedAt)

    // Another UI edit: the same pull request, its branch rebuilt, never a second one.
    await ui('/alerts', 'Checkout error surge', (o) => ({ ...o, threshold: 40 }));
    const second = await pull();
    expect(second.code, second.stdout).toBe(0);
    expect(JSON.parse(second.outputs['pull-requests'] ?? '[]')).toEqual([expect.objectContaining({ action: 'updated', number: 1 })]);
    expect(github.pulls).toHaveLength(1);
    expect(github.git.file(REPO, branch, file)).toBe(expected.replace('threshold: 25', 'threshold: 40'));
    expect(github.pulls[0]?.body).toContain('threshold: 10 → 40');

    // The file is applied again (the UI's edits overwritten): nothing to pull, the pull request closed with a note.
    expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
    const third = await pull();
    expect(third.code, third.stdout).toBe(0);
    expect(JSON.parse(third.outputs['pull-requests'] ?? '[]')).toEqual([expect.objectContaining({ action: 'closed', number: 1 })]);
    expect(github.pulls[0]?.state).toBe('closed');
    expect(github.comments.map((c) => c.body)).toEqual([expect.stringContaining('Nothing to pull')]);
    expect(github.git.branches(REPO)).toEqual(['main']);

    // No secret anywhere: the files, the commits, the pull request, the logs and summaries.
    for (const r of [clean, first, second, third]) noSecretIn(`${r.stdout}\n${r.stderr}\n${r.summary}\n${JSON.stringify(r.outputs)}`);
    for (const p of github.pulls) noSecretIn(`${p.title}\n${p.body}`);
    for (const b of ['main', ...github.git.branches(REPO)]) noSecretIn(JSON.stringify(github.git.files(REPO, b)));
    noSecretIn(github.requests.map((r) => JSON.stringify(r.body ?? '')).join('\n'));
  });

  it('one pull request per file: two files of a glob, each edited in the UI, each its own pull request and branch', async () => {
    w = await world('self-hosted');
    const github = await startGitHubFake();
    gh = github;
    const search = (name: string, where: string): string => `version: 1\nsavedSearches:\n  - name: ${name}\n    source: Logs\n    where: "${where}"\n`;
    const texts = {
      'stacks/checkout.yml': search('Checkout errors', 'ServiceName:checkout'),
      'stacks/payments.yml': search('Payments errors', 'ServiceName:payments'),
    };
    await mkdir(join(w.workspace, 'stacks'));
    for (const [file, text] of Object.entries(texts)) await writeFile(join(w.workspace, file), text);
    const base = github.git.commit(REPO, 'main', texts);
    expect((await w.run({ 'stack-file': 'stacks/*.yml' })).code).toBe(0);
    await ui('/saved-searches', 'Checkout errors', (o) => ({ ...o, where: 'ServiceName:checkout SeverityText:error' }));
    await ui('/saved-searches', 'Payments errors', (o) => ({ ...o, where: 'ServiceName:payments SeverityText:error' }));

    const r = await w.run(
      { operation: 'stack.pull', 'stack-file': 'stacks/*.yml', 'github-token': TOKEN },
      { GITHUB_API_URL: github.url, GITHUB_GRAPHQL_URL: github.graphqlUrl, GITHUB_REF: 'refs/heads/main' },
    );
    expect(r.code, r.stdout).toBe(0);
    const prs = JSON.parse(r.outputs['pull-requests'] ?? '[]') as Array<{ file: string; action: string; branch: string }>;
    expect(prs.map((p) => [p.file, p.action])).toEqual([
      ['stacks/checkout.yml', 'created'],
      ['stacks/payments.yml', 'created'],
    ]);
    expect(github.pulls).toHaveLength(2);
    for (const p of prs) {
      const edited = texts[p.file as keyof typeof texts].replace(/where: "(.*)"/, 'where: "$1 SeverityText:error"');
      // Each branch: the base with its own file changed, and only that.
      expect(github.git.files(REPO, p.branch)).toEqual({ ...texts, [p.file]: edited });
      expect(github.git.commitObject(github.git.head(REPO, p.branch) ?? '')?.parents).toEqual([base]);
    }
  });

  it('says which permission is missing, and writes nothing', async () => {
    w = await world('self-hosted');
    const github = await startGitHubFake({ contentsReadOnly: true });
    gh = github;
    const path = await w.file(STACK, 'stack.yml');
    const file = relative(w.workspace, path);
    github.git.commit(REPO, 'main', { [file]: STACK });
    expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
    await ui('/alerts', 'Checkout error surge', (o) => ({ ...o, threshold: 25 }));
    const r = await w.run(
      { operation: 'stack.pull', 'stack-file': path, 'github-token': TOKEN },
      { ...SECRETS, GITHUB_API_URL: github.url, GITHUB_GRAPHQL_URL: github.graphqlUrl, GITHUB_REF: 'refs/heads/main' },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/the token lacks `contents: write`.*Grant `permissions: contents: write`/);
    expect(github.pulls).toEqual([]);
    expect(github.git.branches(REPO)).toEqual(['main']);
  });

  it('on the command line (managed edition): `stack pull` prints the reverse plan, `--write` rewrites the file, exit codes as the plan’s', async () => {
    w = await world('managed');
    const inputs = w.emu.actionInputs('managed');
    const env = {
      CLICKHOUSE_CLOUD_API_BASE_URL: w.emu.url,
      CLICKHOUSE_CLOUD_API_KEY: inputs['key-id'] ?? '',
      CLICKHOUSE_CLOUD_API_SECRET: inputs['key-secret'] ?? '',
      CLICKHOUSE_ORG_ID: inputs['organization-id'] ?? '',
      CLICKHOUSE_SERVICE_ID: inputs['service-id'] ?? '',
      ...SECRETS,
    };
    await writeFile(join(w.workspace, 'stack.yml'), STACK);
    const cli = (...args: string[]) => runCli(['stack', ...args, '--file', 'stack.yml', '--rate-limit', '1000/10s'], { cwd: w.workspace, env });
    expect((await cli('sync', '--apply')).code).toBe(0);
    expect((await cli('pull', '--fail-on-changes')).code).toBe(0);

    await ui('/alerts', 'Checkout error surge', (o) => ({ ...o, threshold: 25 }));
    await ui('/webhooks', 'Checkout pager', (o) => ({ ...o, name: 'Checkout on-call', url: SECRETS.HOOK_URL }));
    const plan = await cli('pull');
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('Pull (dry run): 1 changed in the UI, 1 renamed in the UI.');
    expect(plan.stdout).toMatch(/threshold: 10 → 25/);
    expect(plan.stderr).toContain('Dry run: no file was rewritten. Run again with --write to rewrite them.');
    expect(await readFile(join(w.workspace, 'stack.yml'), 'utf8')).toBe(STACK);
    expect((await cli('pull', '--fail-on-changes')).code).toBe(2);

    const written = await cli('pull', '--write');
    expect(written.code, written.stderr).toBe(0);
    expect(await readFile(join(w.workspace, 'stack.yml'), 'utf8')).toBe(
      STACK.replace('- name: Checkout pager   # pages', '- name: Checkout on-call   # pages')
        .replace('threshold: 10', 'threshold: 25')
        .replace('channel: { webhook: Checkout pager }', 'channel: { webhook: Checkout on-call }'),
    );
    expect((await cli('pull', '--fail-on-changes')).code).toBe(0);
    noSecretIn(`${plan.stdout}${plan.stderr}${written.stdout}${written.stderr}`);
  });
});
