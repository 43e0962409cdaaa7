import { relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
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
let gh: GitHubFake;
afterEach(async () => {
  await w.emu.close();
  await gh.close();
});

/** The live object of a kind by name, as the API answers it. */
async function live(path: string, name: string): Promise<Record<string, unknown>> {
  const list = ((await (await w.fetch('GET', path)).json()) as { data: Array<Record<string, unknown>> }).data;
  const hit = list.find((o) => o.name === name);
  if (!hit) throw new Error(`no ${path} named ${name}`);
  return hit;
}

/** An edit made in the UI: a PUT through the emulator's API. */
async function ui(path: string, name: string, change: (o: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const o = await live(path, name);
  const { id, createdAt: _c, updatedAt: _u, ...rest } = o;
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
    gh = await startGitHubFake();
    const path = await w.file(STACK, 'stack.yml');
    const file = relative(w.workspace, path);
    const base = gh.git.commit(REPO, 'main', { [file]: STACK, 'README.md': '# shop\n' });
    const env = { ...SECRETS, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl, GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_NAME: 'schedule' };
    const pull = () => w.run({ operation: 'stack.pull', 'stack-file': path, 'github-token': TOKEN }, env);
    const sync = await w.run({ 'stack-file': path }, SECRETS);
    expect(sync.code, sync.stdout).toBe(0);

    // Nothing edited yet: nothing to pull, no pull request.
    const clean = await pull();
    expect(clean.code, clean.stdout).toBe(0);
    expect(JSON.parse(clean.outputs['pull-requests'] ?? '[]')).toEqual([{ file, action: 'none', branch: expect.stringMatching(/^observability-ops\/pull\//) }]);
    expect(gh.pulls).toEqual([]);

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
    expect(gh.git.file(REPO, branch, file)).toBe(expected);
    expect(gh.git.files(REPO, branch)).toEqual({ ...gh.git.files(REPO, 'main'), [file]: expected });
    expect(gh.git.head(REPO, 'main')).toBe(base);
    expect(gh.git.commitObject(gh.git.head(REPO, branch) ?? '')?.parents).toEqual([base]);
    // The body is the reverse plan: field by field, with when the server says.
    const pr = gh.pulls[0];
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
    expect(gh.pulls).toHaveLength(1);
    expect(gh.git.file(REPO, branch, file)).toBe(expected.replace('threshold: 25', 'threshold: 40'));
    expect(gh.pulls[0]?.body).toContain('threshold: 10 → 40');

    // The file is applied again (the UI's edits overwritten): nothing to pull, the pull request closed with a note.
    expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
    const third = await pull();
    expect(third.code, third.stdout).toBe(0);
    expect(JSON.parse(third.outputs['pull-requests'] ?? '[]')).toEqual([expect.objectContaining({ action: 'closed', number: 1 })]);
    expect(gh.pulls[0]?.state).toBe('closed');
    expect(gh.comments.map((c) => c.body)).toEqual([expect.stringContaining('Nothing to pull')]);
    expect(gh.git.branches(REPO)).toEqual(['main']);

    // No secret anywhere: the files, the commits, the pull request, the logs and summaries.
    for (const r of [clean, first, second, third]) noSecretIn(`${r.stdout}\n${r.stderr}\n${r.summary}\n${JSON.stringify(r.outputs)}`);
    for (const p of gh.pulls) noSecretIn(`${p.title}\n${p.body}`);
    for (const b of ['main', ...gh.git.branches(REPO)]) noSecretIn(JSON.stringify(gh.git.files(REPO, b)));
    noSecretIn(gh.requests.map((r) => JSON.stringify(r.body ?? '')).join('\n'));
  });

  it('says which permission is missing, and writes nothing', async () => {
    w = await world('self-hosted');
    gh = await startGitHubFake({ contentsReadOnly: true });
    const path = await w.file(STACK, 'stack.yml');
    const file = relative(w.workspace, path);
    gh.git.commit(REPO, 'main', { [file]: STACK });
    expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
    await ui('/alerts', 'Checkout error surge', (o) => ({ ...o, threshold: 25 }));
    const r = await w.run(
      { operation: 'stack.pull', 'stack-file': path, 'github-token': TOKEN },
      { ...SECRETS, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl, GITHUB_REF: 'refs/heads/main' },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/the token lacks `contents: write`.*Grant `permissions: contents: write`/);
    expect(gh.pulls).toEqual([]);
    expect(gh.git.branches(REPO)).toEqual(['main']);
  });
});
