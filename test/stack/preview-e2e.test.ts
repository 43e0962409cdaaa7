import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

/**
 * Issue 33's live previews, through the bundled action against the emulator and the GitHub
 * stand-in: a pull request's plan (`dry-run`, `preview: true`) creates a copy of each dashboard it
 * creates or changes, links it from the PR comment, updates it on the next push; no sync matches a
 * copy; the copies go when the pull request closes, and a scheduled run removes those of a pull
 * request GitHub says is closed.
 */

const BASE = `version: 1
dashboards:
  - name: Checkout overview
    tiles:
      - name: Errors
        config:
          displayType: line
          source: Logs
          select: [{ aggFn: count, where: "SeverityText:error" }]
`;

/** The pull request's version: a tile changed, a dashboard added. */
const PR = `${BASE.replace('SeverityText:error', 'SeverityText:(error OR fatal)')}  - name: Checkout latency
    tiles:
      - name: p95
        config: { displayType: number, source: Logs, select: [{ aggFn: count }] }
`;

const UI = 'https://hyperdx.example.com';
const TOKEN = 'ghs_previewtoken8c1f';

let w: World;
let gh: GitHubFake | undefined;
let dir: string | undefined;
afterEach(async () => {
  await w.emu.close();
  await gh?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  gh = undefined;
  dir = undefined;
});

describe('live previews through the bundled action', () => {
  it.each(['self-hosted', 'managed'] as const)(
    '%s: a pull request’s dashboards appear as linked copies, follow its pushes, are matched by no sync, and are gone once it closes',
    async (edition) => {
      w = await world(edition);
      const github = await startGitHubFake();
      gh = github;
      dir = await mkdtemp(join(tmpdir(), 'obs-preview-'));
      const event = async (name: string, payload: unknown): Promise<string> => {
        const path = join(dir ?? '', `${name}.json`);
        await writeFile(path, JSON.stringify(payload));
        return path;
      };
      const gitHubEnv = { GITHUB_API_URL: github.url, GITHUB_GRAPHQL_URL: github.graphqlUrl };
      const path = await w.file(BASE, 'stack.yml');
      const applied = await w.run({ 'stack-file': path });
      expect(applied.code, applied.stdout).toBe(0);
      const boards = () => w.team().dashboards.map((d) => ({ id: d.id, name: d.name, tiles: d.tiles }));
      const copies = () => boards().filter((d) => d.name.startsWith('PR #'));
      const original = structuredClone(boards());

      // The pull request's plan, on its `opened` event.
      await writeFile(path, PR);
      const prEnv = async (action: string, state: string) => ({
        ...gitHubEnv,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await event(action, { action, pull_request: { number: 7, state } }),
      });
      const plan = (env: Record<string, string>) =>
        w.run({ 'stack-file': path, 'dry-run': 'true', preview: 'true', 'ui-url': UI, 'github-token': TOKEN, comment: 'auto' }, env);
      const opened = await plan(await prEnv('opened', 'open'));
      expect(opened.code, opened.stdout).toBe(0);
      const made = copies();
      expect(made.map((d) => d.name).sort()).toEqual(['PR #7 · Checkout latency', 'PR #7 · Checkout overview']);
      expect(JSON.stringify(made.find((d) => d.name === 'PR #7 · Checkout overview')?.tiles)).toContain('SeverityText:(error OR fatal)');
      // The plan itself wrote nothing: the originals are as they were.
      expect(boards().filter((d) => !d.name.startsWith('PR #'))).toEqual(original);
      // The PR comment links each copy in the UI.
      expect(github.comments).toHaveLength(1);
      for (const d of made) expect(github.comments[0]?.body).toContain(`(${UI}/dashboards/${d.id})`);
      expect(opened.summary).toContain('Live previews');

      // The next push: the same copies, updated.
      await writeFile(path, PR.replace('aggFn: count }] }', 'aggFn: count, where: "ServiceName:checkout" }] }'));
      const pushed = await plan(await prEnv('synchronize', 'open'));
      expect(pushed.code, pushed.stdout).toBe(0);
      expect(
        copies()
          .map((d) => d.id)
          .sort(),
      ).toEqual(made.map((d) => d.id).sort());
      expect(JSON.stringify(copies().find((d) => d.name === 'PR #7 · Checkout latency')?.tiles)).toContain('ServiceName:checkout');

      // No sync matches a copy: the base file with prune leaves them alone as another owner's.
      await writeFile(path, BASE);
      const sync = await w.run({ 'stack-file': path, prune: 'true', 'dry-run': 'true' });
      expect(sync.code, sync.stdout).toBe(0);
      expect(sync.stdout).toContain('Plan: 0 to create, 0 to update, 0 to delete, 1 unchanged');
      expect(copies()).toHaveLength(2);

      // The pull request closes: its copies go.
      await writeFile(path, PR);
      const closed = await plan(await prEnv('closed', 'closed'));
      expect(closed.code, closed.stdout).toBe(0);
      expect(copies()).toEqual([]);
      expect(boards()).toEqual(original);
    },
  );

  it('a scheduled run deletes the copies whose pull request is closed and keeps the open one’s', async () => {
    w = await world('self-hosted');
    const github = await startGitHubFake();
    gh = github;
    dir = await mkdtemp(join(tmpdir(), 'obs-preview-'));
    const gitHubEnv = { GITHUB_API_URL: github.url, GITHUB_GRAPHQL_URL: github.graphqlUrl };
    const path = await w.file(BASE, 'stack.yml');
    const applied = await w.run({ 'stack-file': path });
    expect(applied.code, applied.stdout).toBe(0);
    await writeFile(path, PR);
    const open = github.addIssue({ login: 'someone', title: 'open', body: '', pullRequest: true, head: 'a', base: 'main' });
    const gone = github.addIssue({ login: 'someone', title: 'closed', body: '', pullRequest: true, head: 'b', base: 'main' });
    for (const pr of [open, gone]) {
      const eventPath = join(dir, `pr-${pr.number}.json`);
      await writeFile(eventPath, JSON.stringify({ action: 'opened', pull_request: { number: pr.number, state: 'open' } }));
      const r = await w.run(
        { 'stack-file': path, 'dry-run': 'true', preview: 'true', comment: 'never' },
        { ...gitHubEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath },
      );
      expect(r.code, r.stdout).toBe(0);
    }
    const copies = () =>
      w
        .team()
        .dashboards.filter((d) => d.name.startsWith('PR #'))
        .map((d) => d.name);
    expect(copies()).toHaveLength(4);
    gone.state = 'closed';

    await writeFile(path, BASE);
    const scheduled = await w.run(
      { 'stack-file': path, 'dry-run': 'true', preview: 'true', 'github-token': TOKEN },
      { ...gitHubEnv, GITHUB_EVENT_NAME: 'schedule' },
    );
    expect(scheduled.code, scheduled.stdout).toBe(0);
    expect(copies().sort()).toEqual([`PR #${open.number} · Checkout latency`, `PR #${open.number} · Checkout overview`]);
    expect(scheduled.stdout).toContain('Live previews: 2 deleted.');
    // One read of each pull request's state.
    expect(
      github.requests
        .filter((r) => r.method === 'GET' && /\/pulls\/\d+$/.test(r.path))
        .map((r) => r.path)
        .sort(),
    ).toEqual([`/repos/acme/shop/pulls/${gone.number}`, `/repos/acme/shop/pulls/${open.number}`].sort());
  });
});
