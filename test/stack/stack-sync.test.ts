import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../github-fake/index.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

/**
 * stack.sync end to end: the bundled action (and the command line) against the emulator, on both
 * editions — every kind created in dependency order in one run, a no-op re-run, edits, renames,
 * adoption, prune in reverse order, secrets in no sink, and what an edition cannot hold refused at
 * its line with nothing sent. The edit, rename, adopt and prune scenarios prove what the engine sends, so they run
 * it in-process (World.inProcess, the variables as the run's secret variables); the rest shows the step.
 */

const SECRETS = {
  CH_PASSWORD: 'ch-password-7d1e0a9f',
  HOOK_URL: 'https://hooks.example.com/services/7f3a9c11d2',
  HOOK_TOKEN: 'hook-token-51c0b2e8aa',
};

const SELF_HOSTED = `version: 1
connections:
  - name: Stack ClickHouse
    host: http://clickhouse-stack:8123
    username: default
    password: { env: CH_PASSWORD }
sources:
  - name: Stack logs
    kind: log
    connection: Stack ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, SeverityText, Body
savedSearches:
  - name: Stack errors
    source: Stack logs
    where: "SeverityText:error"
webhooks:
  - name: Stack hook
    service: generic
    url: { env: HOOK_URL }
    headers: { Authorization: { env: HOOK_TOKEN } }
alerts:
  - name: Stack errors alert
    source: saved_search
    savedSearch: Stack errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Stack hook }
`;

interface Outputs {
  plan?: string;
  result?: string;
}

let w: World;
afterEach(async () => w.emu.close());

const paths = (w: World) => w.writes().map((x) => `${x.method} ${x.path.slice(w.prefix.length).replace(/\/[0-9a-f]{24}$/, '/:id')}`);
/** Every sink but the runner's own mask commands (which must name the value to hide it). */
const noSecretIn = (text: string) => {
  const sink = text
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  for (const value of Object.values(SECRETS)) expect(sink).not.toContain(value);
};

describe('stack.sync, self-hosted', () => {
  it('creates every kind in dependency order in one run, and a re-run sends nothing', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    const first = await w.run({ 'stack-file': path }, SECRETS);
    expect(first.code, first.stdout).toBe(0);
    expect(paths(w)).toEqual(['POST /connections', 'POST /sources', 'POST /saved-searches', 'POST /webhooks', 'POST /alerts']);
    const team = w.team();
    const hook = team.webhooks.find((x) => x.name === 'Stack hook');
    const search = team.savedSearches.find((x) => x.name === 'Stack errors');
    const alert = team.alerts.find((x) => x.name === 'Stack errors alert');
    expect(alert?.savedSearchId).toBe(search?.id);
    expect(JSON.stringify(alert)).toContain(String(hook?.id));

    w.emu.clearLog();
    const again = await w.run({ 'stack-file': path }, SECRETS);
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    expect(again.stdout).toContain('Nothing to do');
  });

  it('backtests an alert of the same run on what exists, and never sends an id the run has yet to create', async () => {
    w = await world('self-hosted');
    // "Stack errors" reads a source this run creates; "Logs errors" is a saved search this run creates on the demo's
    // existing Logs source: it has a real source id and a where, so it is replayed.
    const file = SELF_HOSTED.replace('webhooks:', '  - name: Logs errors\n    source: Logs\n    where: "SeverityText:error"\nwebhooks:').concat(
      '  - name: Logs errors alert\n    source: saved_search\n    savedSearch: Logs errors\n    threshold: 100000\n    thresholdType: above\n    interval: 5m\n    channel: { webhook: Stack hook }\n',
    );
    const path = await w.file(file, 'stack.yml');
    // With the noise guard on: an alert that cannot be judged because its query failed would refuse the run.
    const r = await w.run({ 'stack-file': path, 'backtest-window': '12h', 'backtest-max-firings': '100000' }, SECRETS);
    expect(r.code, r.stdout).toBe(0);
    const series = w.emu.log.filter((l) => l.path.endsWith('/charts/series'));
    expect(series.length).toBeGreaterThan(0);
    expect(JSON.stringify(series.map((l) => l.body))).not.toContain('<pending');
    expect(series.every((l) => l.status === 200)).toBe(true);
    expect(r.stdout).toContain('- Stack errors alert (create): not replayed: the source "Stack logs" is created by this run: it has no history to replay yet');
    expect(r.stdout).toMatch(/- Logs errors alert \(create\): would not have paged in 12 hours \(0 of 1\d\d windows breaching\)/);
    expect(w.team().alerts.map((a) => a.name)).toEqual(expect.arrayContaining(['Stack errors alert', 'Logs errors alert']));
  });

  it('keeps every secret out of every sink; the plan shows the variable, and a changed write-only secret as a change', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    const first = await w.run({ 'stack-file': path }, SECRETS);
    expect(first.code).toBe(0);
    const report = await readFile(first.outputs.report ?? '', 'utf8');
    for (const text of [first.stdout, first.stderr, JSON.stringify(first.outputs), report, first.summary]) noSecretIn(text);

    const changed = await w.run({ 'stack-file': path, 'dry-run': 'true' }, { ...SECRETS, HOOK_TOKEN: 'hook-token-rotated-9931' });
    expect(changed.code).toBe(0);
    const plan = JSON.parse((changed.outputs as Outputs).plan ?? '{}') as {
      stack: { actions: Array<{ action: string; name: string; changes?: Array<{ field: string }> }> };
    };
    const update = plan.stack.actions.find((a) => a.name === 'Stack hook');
    expect(update?.action).toBe('update');
    // One digest covers the write-only fields: the change names them all (the server returns none of them).
    expect(update?.changes?.map((c) => c.field)).toEqual(['headers, queryParams']);
    noSecretIn(changed.stdout);
    expect(changed.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('hook-token-rotated-9931');
    expect(changed.stdout).toMatch(/^::add-mask::hook-token-rotated-9931$/m);
  });

  it('an unset secret variable is an error at its line, and nothing is sent', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    const r = await w.run({ 'stack-file': path }, { CH_PASSWORD: SECRETS.CH_PASSWORD, HOOK_URL: SECRETS.HOOK_URL });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/stack\.yml,line=\d+.*the secret variable `HOOK_TOKEN` is not set/);
    expect(w.writes()).toEqual([]);
  });

  it('edits, renames (`was`), adopts (`adopt: true`) and prunes in reverse dependency order', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    expect((await w.inProcess({ 'stack-file': path }, SECRETS)).code).toBe(0);

    // Edit and rename.
    await writeFile(
      path,
      SELF_HOSTED.replace('where: "SeverityText:error"', 'where: "SeverityText:fatal"')
        .replace('- name: Stack hook', '- name: Stack hook v2\n    was: Stack hook')
        .replace('{ webhook: Stack hook }', '{ webhook: Stack hook v2 }'),
    );
    w.emu.clearLog();
    const edited = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(edited.code, edited.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['PUT /saved-searches/:id', 'PUT /webhooks/:id']);

    // An object of the same name that no file manages: refused at its line until the entry adopts it.
    // Its URL is the file's: an adoption that moved it would make the server clear headers no file recorded (refused).
    const made = await w.fetch('POST', '/webhooks', { name: 'Hand made', service: 'generic', url: SECRETS.HOOK_URL });
    expect(made.status).toBeLessThan(300);
    const withHand = (await readFile(path, 'utf8')).replace('alerts:', '  - name: Hand made\n    service: generic\n    url: { env: HOOK_URL }\nalerts:');
    await writeFile(path, withHand);
    w.emu.clearLog();
    const refused = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(refused.code).not.toBe(0);
    expect(refused.errors.map((e) => e.message).join('\n')).toMatch(/a webhook named "Hand made" exists .* add `adopt: true`/);
    expect(w.writes()).toEqual([]);
    await writeFile(path, withHand.replace('  - name: Hand made\n', '  - name: Hand made\n    adopt: true\n'));
    const adopted = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(adopted.code, adopted.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['PUT /webhooks/:id']);

    // Prune: the alert and the saved search leave the file; the alert goes first.
    const pruned = withHand
      .replace('  - name: Hand made\n', '  - name: Hand made\n    adopt: true\n')
      .replace(/savedSearches:\n(?: {2}.*\n)+?(?=webhooks:)/, 'savedSearches: []\n')
      .replace(/alerts:\n[\s\S]*$/, 'alerts: []\n');
    await writeFile(path, pruned);
    w.emu.clearLog();
    const dry = await w.inProcess({ 'stack-file': path, 'dry-run': 'true' }, SECRETS);
    expect(dry.code).toBe(0);
    expect(w.writes()).toEqual([]);
    const deleted = await w.inProcess({ 'stack-file': path, prune: 'true' }, SECRETS);
    expect(deleted.code, deleted.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['DELETE /alerts/:id', 'DELETE /saved-searches/:id']);
  });

  it('edits a connection and renames a source (`was`): what names the source follows it, with no write of its own', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    expect((await w.inProcess({ 'stack-file': path }, SECRETS)).code).toBe(0);
    const sourceId = w.team().sources.find((x) => x.name === 'Stack logs')?.id;
    await writeFile(
      path,
      SELF_HOSTED.replace('http://clickhouse-stack:8123', 'http://clickhouse-stack-2:8123')
        .replace('  - name: Stack logs\n', '  - name: Stack logs v2\n    was: Stack logs\n')
        .replace('source: Stack logs', 'source: Stack logs v2'),
    );
    w.emu.clearLog();
    const r = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(r.code, r.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['PUT /connections/:id', 'PUT /sources/:id']);
    expect(w.team().sources.find((x) => x.name === 'Stack logs v2')?.id).toBe(sourceId);
    w.emu.clearLog();
    expect((await w.inProcess({ 'stack-file': path }, SECRETS)).code).toBe(0);
    expect(w.writes()).toEqual([]);
  });

  it('a name that matches nothing is an error at its line before any write; the command line plans and applies the same', async () => {
    w = await world('self-hosted');
    const path = await w.file(SELF_HOSTED.replace('source: Stack logs', 'source: Stack logz'), 'stack.yml');
    const r = await w.run({ 'stack-file': path }, SECRETS);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/line=\d+.*no source named "Stack logz"/);
    expect(w.writes()).toEqual([]);

    await writeFile(path, SELF_HOSTED);
    const env = { HYPERDX_API_URL: w.emu.url, HYPERDX_API_KEY: w.emu.selfHosted.apiKey, ...SECRETS };
    const plan = await runCli(['stack', 'sync', '--file', path, '--json'], { env, cwd: w.workspace });
    expect(plan.code, plan.stderr).toBe(0);
    expect(w.writes()).toEqual([]);
    const applied = await runCli(['stack', 'sync', '--file', path, '--apply'], { env, cwd: w.workspace });
    expect(applied.code, applied.stderr).toBe(0);
    expect(paths(w)).toHaveLength(5);
    noSecretIn(plan.stdout + plan.stderr + applied.stdout + applied.stderr);
  });
});

describe('stack.sync, drift', () => {
  it('keeps one drift issue for a stack: opened on drift, closed when an apply ends it', async () => {
    w = await world('self-hosted');
    const gh = await startGitHubFake();
    try {
      const path = await w.file(SELF_HOSTED, 'stack.yml');
      expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
      const env = { ...SECRETS, GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl };
      const check = () => w.run({ 'stack-file': path, 'dry-run': 'true', 'drift-issue': 'true', 'github-token': 'ghs_stackdrift123' }, env);
      const outcome = (r: { outputs: Record<string, string> }) => JSON.parse(r.outputs['drift-issue'] ?? 'null') as { action: string; number?: number };

      // Someone edits the saved search by hand.
      const search = w.team().savedSearches.find((x) => x.name === 'Stack errors');
      if (search) search.where = 'SeverityText:warn';
      const found = await check();
      expect(outcome(found)).toMatchObject({ action: 'created' });
      const issue = gh.issues.find((i) => i.login === 'github-actions[bot]');
      expect(issue?.title).toMatch(/^Drift: stack of acme\/shop:/);
      expect(issue?.body).toContain('Stack errors');
      noSecretIn(issue?.body ?? '');

      expect((await w.run({ 'stack-file': path }, SECRETS)).code).toBe(0);
      const gone = await check();
      expect(outcome(gone)).toMatchObject({ action: 'closed', number: issue?.number });
    } finally {
      await gh.close();
    }
  });
});

describe('stack.sync, managed', () => {
  const MANAGED = `version: 1
roles:
  - name: Stack readers
    description: read only
    permissions:
      - { action: read, subject: Dashboard }
webhooks:
  - name: Stack hook
    service: generic
    url: { env: HOOK_URL }
savedSearches:
  - name: Stack errors
    source: Logs
    where: "SeverityText:error"
`;

  it('creates roles, webhooks and saved searches, and a re-run sends nothing', async () => {
    w = await world('managed');
    const path = await w.file(MANAGED, 'stack.yml');
    const first = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(first.code, first.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['POST /saved-searches', 'POST /webhooks', 'POST /roles']);
    w.emu.clearLog();
    const again = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(again.code, again.outcome.failure).toBe(0);
    expect(w.writes()).toEqual([]);
  });

  it('edits a role, renames a webhook (`was`), adopts a saved search and prunes the role', async () => {
    w = await world('managed');
    const path = await w.file(MANAGED, 'stack.yml');
    expect((await w.inProcess({ 'stack-file': path }, SECRETS)).code).toBe(0);
    const made = await w.fetch('POST', '/saved-searches', { name: 'Hand search', sourceId: w.team().sources[0]?.id, where: 'x' });
    expect(made.status).toBeLessThan(300);
    const edited = MANAGED.replace('description: read only', 'description: read only, edited')
      .replace('- name: Stack hook', '- name: Stack hook v2\n    was: Stack hook')
      .concat('  - name: Hand search\n    adopt: true\n    source: Logs\n    where: x\n');
    await writeFile(path, edited);
    w.emu.clearLog();
    const r = await w.inProcess({ 'stack-file': path }, SECRETS);
    expect(r.code, r.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['PUT /saved-searches/:id', 'PUT /webhooks/:id', 'PUT /roles/:id']);
    expect(w.team().webhooks.map((x) => x.name)).toContain('Stack hook v2');

    await writeFile(path, edited.replace(/roles:\n(?: {2}.*\n)+?(?=webhooks:)/, 'roles: []\n'));
    w.emu.clearLog();
    const pruned = await w.inProcess({ 'stack-file': path, prune: 'true' }, SECRETS);
    expect(pruned.code, pruned.outcome.failure).toBe(0);
    expect(paths(w)).toEqual(['DELETE /roles/:id']);
  });

  it('refuses connections at their line, with nothing sent (a self-hosted stack migrated to managed)', async () => {
    w = await world('managed');
    const path = await w.file(SELF_HOSTED, 'stack.yml');
    const r = await w.run({ 'stack-file': path }, SECRETS);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/stack\.yml,line=3,col=5::connections exist only on the self-hosted edition/);
    expect(w.writes()).toEqual([]);
  });
});

describe('examples/stack.yml', () => {
  it('builds its whole stack on the demo server in one run, and a re-run sends nothing', async () => {
    w = await world('self-hosted');
    const path = await w.file(await readFile('examples/stack.yml', 'utf8'), 'stack.yml');
    const env = { CLICKHOUSE_PASSWORD: SECRETS.CH_PASSWORD, ONCALL_WEBHOOK_URL: SECRETS.HOOK_URL, ONCALL_TOKEN: SECRETS.HOOK_TOKEN };
    const first = await w.run({ 'stack-file': path }, env);
    expect(first.code, first.stdout).toBe(0);
    expect(paths(w)).toEqual([
      'POST /connections',
      'POST /sources',
      'POST /sources',
      'POST /saved-searches',
      'POST /webhooks',
      'POST /dashboards',
      'POST /alerts',
    ]);
    w.emu.clearLog();
    const again = await w.run({ 'stack-file': path }, env);
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
  });
});
