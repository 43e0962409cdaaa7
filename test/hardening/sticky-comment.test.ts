// Issue 13, item 3: a sticky comment is found only by its own marker as the first line of a body
// its own identity wrote; names from files and servers never carry a live `<!--` / `-->`.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runAction } from '../helpers/action.ts';
import { connection } from '../stress/stress-helpers.ts';
import { pullRequestEnv } from './helpers.ts';

let emu: Emulator;
let gh: GitHubFake;
let env: Record<string, string>;
let dir: string;

beforeEach(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  gh = await startGitHubFake();
  env = await pullRequestEnv(gh, 12);
  dir = await mkdtemp(join(tmpdir(), 'obs-ops-sticky-'));
});
afterEach(async () => {
  await gh.close();
  await emu.close();
});

/** The marker another report (comment key `deploy-gates`) puts on its first line. */
const OTHER_MARKER = '<!-- observability-ops:comment-key=deploy%2Dgates -->';

const ALERTS = (name: string) => `version: 1
alerts:
  - name: ${JSON.stringify(name)}
    dashboard: Checkout
    tile: Error count
    threshold: 50
    interval: 5m
    thresholdType: above
    channel: { webhook: oncall }
`;

const run = (inputs: Record<string, string>) =>
  runAction(
    { ...connection(emu, 'self-hosted', '10000/60s'), 'github-token': 'ghs_sticky', comment: 'always', ...inputs },
    { env: { ...env, GITHUB_WORKSPACE: dir }, cwd: dir },
  );

describe('sticky PR comment (bundled action, GitHub fake)', () => {
  it('an alert named like another report’s marker does not make that report overwrite the plan comment', async () => {
    await writeFile(join(dir, 'alerts.yml'), ALERTS(`spoof ${OTHER_MARKER} -->`));
    const plan = await run({ 'alert-file': 'alerts.yml', 'dry-run': 'true' });
    expect(plan.code, plan.stdout.slice(-1500)).toBe(0);
    expect(gh.comments).toHaveLength(1);
    const planComment = gh.comments[0]!;
    const planBody = planComment.body;
    expect(planBody).toContain('spoof');

    const other = await run({ operation: 'dashboards.list', 'comment-key': 'deploy-gates' });
    expect(other.code, other.stdout.slice(-1500)).toBe(0);
    expect(planComment.body, 'the plan comment was overwritten').toBe(planBody);
    expect(gh.comments).toHaveLength(2);
    expect(gh.comments[1]!.body.startsWith(`${OTHER_MARKER}\n`)).toBe(true);

    // Only our own marker, on the first line, is a live HTML comment: the name's are neutralised. (A
    // backtest chart's y axis is written `0 --> 88`: Mermaid's syntax, inside a fence, no comment.)
    expect(planBody.startsWith('<!-- observability-ops:comment-key=alerts.sync')).toBe(true);
    const outsideCharts = planBody.replace(/^```mermaid\n[\s\S]*?^```$/gm, '');
    expect(planBody.match(/^```mermaid\n/gm)?.length ?? 0).toBeGreaterThan(0);
    expect(outsideCharts.split('<!--')).toHaveLength(2);
    expect(outsideCharts.split('-->')).toHaveLength(2);
    expect(planBody.split('<!--')).toHaveLength(2);
  });

  it('a body that carries the marker anywhere but its first line is not ours, even from our own identity', async () => {
    const quoted = gh.addComment({ issue: 12, login: 'github-actions[bot]', body: `> quoting the bot:\n${OTHER_MARKER}\n### ✅ dashboards.list` });
    const r = await run({ operation: 'dashboards.list', 'comment-key': 'deploy-gates' });
    expect(r.code, r.stdout.slice(-1500)).toBe(0);
    expect(gh.comments).toHaveLength(2);
    expect(quoted.body.startsWith('> quoting')).toBe(true);
    // The next run finds its own comment again and updates it in place.
    const again = await run({ operation: 'dashboards.list', 'comment-key': 'deploy-gates', 'dry-run': 'true' });
    expect(again.code).toBe(0);
    expect(gh.comments).toHaveLength(2);
  });

  it('the same marker first by someone else is left alone', async () => {
    const theirs = gh.addComment({ issue: 12, login: 'mallory', body: `${OTHER_MARKER}\nlooks official` });
    const r = await run({ operation: 'dashboards.list', 'comment-key': 'deploy-gates' });
    expect(r.code).toBe(0);
    expect(theirs.body).toBe(`${OTHER_MARKER}\nlooks official`);
    expect(gh.comments).toHaveLength(2);
  });
});
