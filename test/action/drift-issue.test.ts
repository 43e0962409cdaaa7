import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { EXAMPLE, world, type World } from '../operations/alerts-e2e-helpers.ts';

/**
 * `drift-issue: true` end to end: the bundled action plans against the emulator and keeps its one
 * drift issue in the fake GitHub — opened on drift, updated (never a second) when the plan changes,
 * left alone when it does not, closed when the drift is gone.
 */
describe('bundled action: drift-issue', () => {
  let w: World;
  let gh: GitHubFake;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
    await gh.close();
  });

  const env = () => ({ GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl });
  const check = (path: string, more: Record<string, string> = {}) =>
    w.run({ 'alert-file': path, 'dry-run': 'true', 'fail-on-changes': 'true', 'drift-issue': 'true', 'github-token': 'ghs_drifttoken123', ...more }, env());
  const outcome = (r: { outputs: Record<string, string> }) =>
    JSON.parse(r.outputs['drift-issue'] ?? 'null') as { action: string; number?: number; url?: string };
  const issueWrites = () => gh.requests.filter((r) => (r.method === 'POST' && r.path !== '/graphql') || r.method === 'PATCH');
  const slow = () => w.team().alerts.find((a) => a.name === 'Slow checkout');

  it('opens one issue on drift, updates it when the plan changes, writes nothing when it does not, closes it when drift is gone', async () => {
    gh = await startGitHubFake();
    const path = await w.file(EXAMPLE);
    const key = `alerts.sync:${path}`;
    // Someone else's issue that starts with our marker, and a PR by our identity that does too: never ours.
    const theirs = gh.addIssue({ login: 'mallory', title: 'Drift: fake', body: `${commentMarker(key)}\nnot yours` });
    const pr = gh.addIssue({ login: 'github-actions[bot]', title: 'a PR', body: `${commentMarker(key)}\nPR body`, pullRequest: true });
    expect((await w.run({ 'alert-file': path })).code).toBe(0);

    const clean = await check(path);
    expect(clean.code, clean.stdout).toBe(0);
    expect(outcome(clean)).toEqual({ action: 'unchanged' });
    expect(issueWrites()).toEqual([]);

    slow()!.threshold = 999;
    const found = await check(path);
    expect(found.code).toBe(1); // fail-on-changes still fails the step
    expect(outcome(found)).toMatchObject({ action: 'created', number: 3 });
    const mine = () => gh.issues.filter((i) => i.login === 'github-actions[bot]' && !i.pullRequest);
    expect(mine()).toHaveLength(1);
    const issue = mine()[0]!;
    expect(issue.title).toMatch(/^Drift: alerts of acme\/shop:f-[^/]+\/alerts\.yml$/);
    expect(issue.body.split('\n')[0]).toBe(commentMarker(key));
    expect(issue.body).toContain('999');
    expect(issue.body).toContain('[run 42](https://github.com/acme/shop/actions/runs/42)');

    gh.requests.length = 0;
    const same = await check(path);
    expect(outcome(same)).toEqual({ action: 'unchanged', number: issue.number, url: 'https://github.com/acme/shop/issues/3' });
    expect(issueWrites()).toEqual([]);
    // The same plan rendered with other figures (a backtest's window moves with the clock): the
    // fingerprint decides, so the issue is not rewritten.
    expect(issue.body).toMatch(/<!-- observability-ops:plan-fingerprint [0-9a-f]{12,64} -->/);
    issue.body = issue.body.replace('999', '999 (figures of an earlier run)');
    const later = await check(path);
    expect(outcome(later)).toMatchObject({ action: 'unchanged', number: issue.number });
    expect(issueWrites()).toEqual([]);

    // The plan changes, with a secret in it (a file that pastes the API key into a message): the
    // issue is updated in place, the secret redacted.
    const apiKey = w.emu.selfHosted.apiKey;
    slow()!.threshold = 777;
    await writeFile(path, EXAMPLE.replace('Errors above {{alert.threshold}}', `Errors above {{alert.threshold}} ${apiKey}`));
    const changed = await check(path);
    expect(outcome(changed)).toMatchObject({ action: 'updated', number: issue.number });
    expect(mine()).toHaveLength(1);
    expect(issue.body).toContain('777');
    expect(issue.body).toContain('Errors above {{alert.threshold}} ***');
    expect(issue.body).not.toContain(apiKey);
    expect(issue.body).not.toContain('ghs_drifttoken123');

    await writeFile(path, EXAMPLE);
    expect((await w.run({ 'alert-file': path })).code).toBe(0); // the apply ends the drift
    const gone = await check(path);
    expect(gone.code).toBe(0);
    expect(outcome(gone)).toMatchObject({ action: 'closed', number: issue.number });
    expect(issue.state).toBe('closed');
    expect(gh.comments.filter((c) => c.issue === issue.number).map((c) => c.body)).toEqual([
      'Drift gone: the plan of [this run](https://github.com/acme/shop/actions/runs/42) is empty.',
    ]);
    for (const other of [theirs, pr]) expect(other).toMatchObject({ state: 'open', body: expect.stringContaining(commentMarker(key)) });
    expect(theirs.body).toBe(`${commentMarker(key)}\nnot yours`);
    expect(pr.body).toBe(`${commentMarker(key)}\nPR body`);
    const patched = gh.requests.filter((r) => r.method === 'PATCH' || r.method === 'POST').map((r) => r.path);
    expect(patched.some((p) => p.endsWith(`/issues/${theirs.number}`) || p.endsWith(`/issues/${pr.number}`))).toBe(false);
  });

  it('finds its open issue behind pages of newer ones and updates it, never opening a second', async () => {
    gh = await startGitHubFake();
    const path = await w.file(EXAMPLE);
    const ours = gh.addIssue({ login: 'github-actions[bot]', title: 'Drift: old', body: `${commentMarker(`alerts.sync:${path}`)}\nold plan` });
    for (let i = 0; i < 150; i++) gh.addIssue({ login: 'someone', title: `issue ${i}`, body: 'hello' });
    expect((await w.run({ 'alert-file': path })).code).toBe(0);
    slow()!.threshold = 999;
    const found = await check(path);
    expect(outcome(found)).toMatchObject({ action: 'updated', number: ours.number });
    expect(gh.issues).toHaveLength(151);
    expect(ours.body).toContain('999');
    expect(gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues')).map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
  });

  it('a token without issues: write warns naming the permission; the step keeps its own result', async () => {
    gh = await startGitHubFake({ issuesReadOnly: true });
    const path = await w.file(EXAMPLE);
    expect((await w.run({ 'alert-file': path })).code).toBe(0);
    slow()!.threshold = 999;
    const plan = await check(path, { 'fail-on-changes': 'false' });
    expect(plan.code, plan.stdout).toBe(0);
    expect(outcome(plan).action).toBe('failed');
    expect(plan.stdout).toMatch(/::warning title=Drift issue not updated::.*issues: write/);
    expect(gh.issues).toEqual([]);
  });

  it('a GitHub that does not answer costs the step at most its timeouts, and a warning', async () => {
    gh = await startGitHubFake({ hang: ['GET /repos/'] });
    const path = await w.file(EXAMPLE); // not applied: the plan creates, so there is drift to report
    const plan = await check(path, { 'fail-on-changes': 'false', 'timeout-seconds': '1' });
    expect(plan.code, plan.stdout).toBe(0);
    expect(outcome(plan).action).toBe('failed');
    expect(plan.stdout).toMatch(/::warning title=Drift issue not updated::.*GitHub did not answer within 1 s/);
  });

  it('is refused, before any request, outside the drift checks of alerts.sync and dashboards.sync', async () => {
    gh = await startGitHubFake();
    const path = await w.file(EXAMPLE);
    const apply = await w.run({ 'alert-file': path, 'drift-issue': 'true' }, env());
    expect(apply.code).toBe(1);
    expect(apply.stdout).toMatch(/Input `drift-issue` needs a drift check: set `dry-run` \(plan only\) or `fail-on-changes`/);
    const list = await w.run({ operation: 'alerts.list', 'drift-issue': 'true', 'dry-run': 'true' }, env());
    expect(list.code).toBe(1);
    expect(list.stdout).toMatch(/`drift-issue` is for the drift checks of alerts.sync, dashboards.sync and stack.sync, not `alerts.list`/);
    expect(w.requests()).toEqual([]);
    expect(gh.requests).toEqual([]);
  });
});
