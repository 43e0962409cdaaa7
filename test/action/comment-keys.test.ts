// Issue 30, finding 5: one drift issue, one sticky comment and one report file per set of files.
// The key used to be built from `dashboard-file || alert-file || checks-file`, so every stack file
// (and every values file of one file) shared one: a clean production.yml closed the drifting
// staging.yml's issue. The bundled action against the emulator and the GitHub fake.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { pullRequestEnv } from '../hardening/helpers.ts';
import { EXAMPLE, world, type World } from '../operations/alerts-e2e-helpers.ts';

const STACK = (name: string) => `version: 1
savedSearches:
  - name: ${name} errors
    source: Logs
    where: "SeverityText:error"
`;

const VALUED = `version: 1
savedSearches:
  - name: \${{ values.name }} errors
    source: Logs
    where: "SeverityText:error"
`;

interface Outcome {
  action: string;
  number?: number;
}

let w: World;
let gh: GitHubFake;
beforeEach(async () => {
  w = await world('self-hosted');
  gh = await startGitHubFake();
});
afterEach(async () => {
  await w.emu.close();
  await gh.close();
});

const scheduled = () => ({ GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl });
const check = (inputs: Record<string, string>) => w.run({ 'dry-run': 'true', 'drift-issue': 'true', 'github-token': 'ghs_keys123', ...inputs }, scheduled());
const outcome = (r: { outputs: Record<string, string> }) => JSON.parse(r.outputs['drift-issue'] ?? 'null') as Outcome;
const open = () => gh.issues.filter((i) => i.login === 'github-actions[bot]' && i.state === 'open');
const search = (name: string) => w.team().savedSearches.find((s) => s.name === name);

describe('comment keys (bundled action, GitHub fake)', () => {
  it('two stack files keep two drift issues: a clean production.yml leaves the drifting staging.yml’s issue open', async () => {
    const staging = await w.file(STACK('Staging'), 'staging.yml');
    const production = join(dirname(staging), 'production.yml');
    await writeFile(production, STACK('Production'));
    expect((await w.run({ 'stack-file': staging })).code).toBe(0);
    expect((await w.run({ 'stack-file': production })).code).toBe(0);

    search('Staging errors')!.where = 'SeverityText:warn';
    const drifting = await check({ 'stack-file': staging });
    expect(outcome(drifting)).toMatchObject({ action: 'created' });
    const issue = open()[0]!;
    expect(issue.body.split('\n')[0]).toBe(commentMarker(`stack.sync:${staging}`));

    const clean = await check({ 'stack-file': production });
    expect(clean.code, clean.stdout.slice(-1500)).toBe(0);
    expect(outcome(clean)).toEqual({ action: 'unchanged' });
    expect(issue.state).toBe('open');
    // Each has its own report file.
    expect(clean.outputs.report).not.toBe(drifting.outputs.report);
    expect(clean.outputs.report).toMatch(/stack\.sync-.*production\.yml-[0-9a-f]{8}\.md$/);

    // Drift on production too: a second issue, never an update of staging's.
    search('Production errors')!.where = 'SeverityText:warn';
    const second = await check({ 'stack-file': production });
    expect(outcome(second)).toMatchObject({ action: 'created' });
    expect(open()).toHaveLength(2);
    expect(issue.body).toContain('saved search "Staging errors":');
    expect(issue.body).not.toContain('saved search "Production errors":');
  });

  it('one stack file with two values files (staging, production) keeps two drift issues', async () => {
    const stack = await w.file(VALUED, 'stack.yml');
    const values = (env: string) => join(dirname(stack), `${env}.values.yml`);
    await writeFile(values('staging'), 'name: Staging\n');
    await writeFile(values('production'), 'name: Production\n');
    for (const env of ['staging', 'production']) expect((await w.run({ 'stack-file': stack, 'values-file': values(env) })).code).toBe(0);

    search('Staging errors')!.where = 'SeverityText:warn';
    expect(outcome(await check({ 'stack-file': stack, 'values-file': values('staging') }))).toMatchObject({ action: 'created' });
    const issue = open()[0]!;
    expect(issue.body.split('\n')[0]).toBe(commentMarker(`stack.sync:${stack} values-file=${values('staging')}`));
    expect(outcome(await check({ 'stack-file': stack, 'values-file': values('production') }))).toEqual({ action: 'unchanged' });
    expect(issue.state).toBe('open');
  });

  it('two stack files planned on one pull request keep two sticky comments', async () => {
    const staging = await w.file(STACK('Staging'), 'staging.yml');
    const production = join(dirname(staging), 'production.yml');
    await writeFile(production, STACK('Production'));
    const env = await pullRequestEnv(gh, 7);
    for (const file of [staging, production, staging]) {
      const r = await w.run({ 'stack-file': file, 'dry-run': 'true', 'github-token': 'ghs_keys123', comment: 'always' }, env);
      expect(r.code, r.stdout.slice(-1500)).toBe(0);
    }
    expect(gh.comments.map((c) => c.body.split('\n')[0])).toEqual([commentMarker(`stack.sync:${staging}`), commentMarker(`stack.sync:${production}`)]);
    expect(gh.comments[0]!.body).toContain('Staging errors');
    expect(gh.comments[1]!.body).toContain('Production errors');
  });

  it('an alerts-only or dashboards-only workflow keeps its key: the issue opened before the upgrade is the one updated', async () => {
    const alerts = await w.file(EXAMPLE);
    expect((await w.run({ 'alert-file': alerts })).code).toBe(0);
    const dashboards = await w.file('version: 1\ndashboards:\n  - name: Kept\n    tiles: []\n', 'dashboards.yml');
    expect((await w.run({ 'dashboard-file': dashboards })).code).toBe(0);
    // Issues as the previous version left them (their body starts with the key's marker).
    const before = {
      alerts: gh.addIssue({ login: 'github-actions[bot]', title: 'Drift: alerts', body: `${commentMarker(`alerts.sync:${alerts}`)}\nold plan` }),
      dashboards: gh.addIssue({
        login: 'github-actions[bot]',
        title: 'Drift: dashboards',
        body: `${commentMarker(`dashboards.sync:${dashboards}`)}\nold plan`,
      }),
    };
    w.team().alerts.find((a) => a.name === 'Slow checkout')!.threshold = 999;
    w.team().dashboards.find((d) => d.name === 'Kept')!.tiles = [];
    w.team().dashboards.find((d) => d.name === 'Kept')!.name = 'Kept (renamed by hand)';
    expect(outcome(await check({ 'alert-file': alerts }))).toMatchObject({ action: 'updated', number: before.alerts.number });
    expect(outcome(await check({ 'dashboard-file': dashboards }))).toMatchObject({ number: before.dashboards.number });
    expect(open()).toHaveLength(2);
  });
});
