// `npm run demo`: starts the emulator on loopback and runs the bundled action (dist/index.js) for
// real jobs on both editions, printing each job summary as a user would see it.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../packages/emulator/src/index.ts';
import { startGitHubFake } from '../test/github-fake/index.ts';
import { runAction, type ActionRun } from '../test/helpers/action.ts';

const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
let failures = 0;

async function step(title: string, inputs: Record<string, string>, expectCode = 0, env: Record<string, string> = {}, cwd?: string): Promise<ActionRun> {
  console.log(`\n${bold(`━━ ${title}`)}`);
  console.log(
    Object.entries(inputs)
      .filter(([k]) => !/^api-key$|key-id$|secret$|token/.test(k))
      .map(([k, v]) => `   ${k}: ${v}`)
      .join('\n'),
  );
  const run = await runAction(inputs, { env, cwd });
  console.log(`   → exit ${run.code}, changed=${run.outputs.changed ?? ''}\n`);
  // The report as a terminal reads it: the step log's report (tables, lines, sparklines), not the job
  // summary's Markdown, whose charts are Mermaid source.
  const report = /::group::Report\n([\s\S]*?)::endgroup::/.exec(run.stdout)?.[1] ?? run.stdout;
  console.log(
    report
      .trim()
      .split('\n')
      .map((l) => `   │ ${l}`)
      .join('\n'),
  );
  if (run.code !== expectCode) {
    failures++;
    console.log(`   ✗ expected exit ${expectCode}\n${run.stdout}\n${run.stderr}`);
  }
  return run;
}

/** The backtest of "Checkout errors" in a run's `plan` output. */
function noisyBacktest(run: ActionRun): { pages: number; current?: { pages: number } } | undefined {
  const plan = JSON.parse(run.outputs.plan ?? '{}') as { actions?: Array<{ name: string; backtest?: { pages: number; current?: { pages: number } } }> };
  return plan.actions?.find((a) => a.name === 'Checkout errors')?.backtest;
}

const selfHosted = (emu: Emulator) => emu.actionInputs('self-hosted');
const managed = (emu: Emulator) => emu.actionInputs('managed');

// The emulator enforces the real limits (100/min self-hosted, 10 per 10 s managed); the client
// paces itself from the servers' rate-limit headers.
const emu = await startEmulator();
// A stand-in for GitHub's Actions secrets API, for the rotation: it seals and opens with real keys.
const SECRETS_TOKEN = 'github_pat_demo_secrets_write_0000';
const gh = await startGitHubFake({ secretsTokens: { [SECRETS_TOKEN]: 'write' } });
console.log(`Emulator on ${emu.url} (self-hosted /api/v2, managed /v1) with demo data.`);
try {
  // Raw operations on both editions.
  await step('Self-hosted: list dashboards', { ...selfHosted(emu), operation: 'dashboards.list' });
  await step('Managed: list ClickStack sources', { ...managed(emu), operation: 'sources.list' });
  await step('Managed: refuse an operation the edition lacks (no request sent)', { ...managed(emu), operation: 'charts.series', body: '{}' }, 1);

  // Alerts as code: the second run right after the apply must plan nothing.
  const alerts = { ...selfHosted(emu), 'alert-file': 'examples/alerts.yml' };
  const first = await step('Self-hosted: sync examples/alerts.yml (apply)', alerts);
  const second = await step('Self-hosted: sync examples/alerts.yml again (plans nothing)', alerts);
  if (first.outputs.changed !== 'true' || second.outputs.changed !== 'false') {
    failures++;
    console.log('   ✗ expected the first sync to change something and the second to plan nothing');
  }

  // A noisy threshold caught before merge: the same file with "Checkout errors" lowered from 50 to 10.
  // The plan replays 7 days of the emulator's telemetry through the alert engine's rules (checkout has
  // an error burst every 3 hours): as proposed it would have paged 249 times, as it is 17 times, so
  // `backtest-max-firings: 20` refuses the plan and nothing is sent.
  const noisyDir = await mkdtemp(join(tmpdir(), 'obs-ops-demo-'));
  const alertsExample = await readFile('examples/alerts.yml', 'utf8');
  await writeFile(join(noisyDir, 'alerts.yml'), alertsExample.replace('    threshold: 50\n', '    threshold: 10\n'));
  const noisy = await step(
    'Self-hosted: lower "Checkout errors" from 50 to 10 — its 7-day backtest trips backtest-max-firings (nothing sent)',
    { ...alerts, 'alert-file': 'alerts.yml', scope: 'acme/shop:examples/alerts.yml', 'backtest-max-firings': '20' },
    1,
    {},
    noisyDir,
  );
  const lowered = noisyBacktest(noisy);
  const live = emu.state.selfHosted.alerts.find((a) => a.name === 'Checkout errors');
  if (!lowered || lowered.pages <= 20 || (lowered.current?.pages ?? Infinity) > 20 || live?.threshold !== 50) {
    failures++;
    console.log('   ✗ expected the lowered threshold to backtest above 20 pages, the current one at most 20, and the alert to keep threshold 50');
  } else {
    console.log(`   ✓ would have paged ${lowered.pages} times in 7 days; as it is, ${lowered.current?.pages ?? '?'}; the alert still has threshold 50`);
  }

  // Dashboards as code: plan, apply (adopting Checkout and Payments), then rename a tile that carries an
  // alert — `was:` keeps its id, so the alert survives — and a re-run that plans nothing.
  const dashDir = await mkdtemp(join(tmpdir(), 'obs-ops-demo-'));
  const dashFile = join(dashDir, 'dashboards.yml');
  const example = await readFile('examples/dashboards.yml', 'utf8');
  await writeFile(dashFile, example);
  const dashboards = { ...selfHosted(emu), 'dashboard-file': 'dashboards.yml', scope: 'acme/shop:.github/dashboards.yml' };
  await step(
    'Self-hosted: dashboards.sync examples/dashboards.yml, dry run (plan; the server validates each body)',
    { ...dashboards, 'dry-run': 'true' },
    0,
    {},
    dashDir,
  );
  await step('Self-hosted: dashboards.sync (apply: adopt two dashboards, create one)', dashboards, 0, {}, dashDir);
  const checkout = () => emu.state.selfHosted.dashboards.find((d) => d.name === 'Checkout');
  const tileId = checkout()?.tiles.find((t) => t.name === 'Error count')?.id;
  await writeFile(
    dashFile,
    example.replace('      - name: Error count # examples/alerts.yml watches this tile\n', '      - name: Checkout errors\n        was: Error count\n'),
  );
  await step('Self-hosted: rename the tile "Error count" with `was:` (its id, and the alert on it, survive)', dashboards, 0, {}, dashDir);
  const alertTile = emu.state.selfHosted.alerts.find((a) => a.name === 'Checkout errors')?.tileId;
  if (!tileId || checkout()?.tiles.find((t) => t.name === 'Checkout errors')?.id !== tileId || alertTile !== tileId) {
    failures++;
    console.log('   ✗ expected the renamed tile to keep its id and the alert "Checkout errors" to stay on it');
  } else {
    console.log(`   ✓ tile ${tileId} renamed "Checkout errors"; the alert "Checkout errors" still watches it`);
  }
  const rerun = await step('Self-hosted: dashboards.sync again (plans nothing)', dashboards, 0, {}, dashDir);
  if (rerun.outputs.changed !== 'false') {
    failures++;
    console.log('   ✗ expected the re-run to plan nothing');
  }

  // The whole stack from one file: a connection, its sources, a saved search, a webhook, a dashboard
  // and an alert on them, in dependency order; secrets from variables the workflow would map.
  const stack = { ...selfHosted(emu), 'stack-file': 'examples/stack.yml' };
  const stackSecrets = {
    CLICKHOUSE_PASSWORD: 'demo-clickhouse-password',
    ONCALL_WEBHOOK_URL: 'https://hooks.example.com/demo',
    ONCALL_TOKEN: 'demo-oncall-token',
  };
  await step('Self-hosted: stack.sync examples/stack.yml (7 objects of 7 kinds, in dependency order)', stack, 0, stackSecrets);
  const stackAgain = await step('Self-hosted: stack.sync again (plans nothing)', stack, 0, stackSecrets);
  if (stackAgain.outputs.changed !== 'false') {
    failures++;
    console.log('   ✗ expected the stack re-run to plan nothing');
  }

  // GitOps both ways: someone raises the alert's threshold and narrows the saved search in the UI
  // (through the emulator's API); stack.pull brings both back as a pull request on the GitHub
  // stand-in, whose file differs from the repository's in exactly those two lines.
  const pullDir = await mkdtemp(join(tmpdir(), 'obs-ops-demo-'));
  const stackText = await readFile('examples/stack.yml', 'utf8');
  await writeFile(join(pullDir, 'stack.yml'), stackText);
  gh.git.commit('acme/shop', 'main', { 'stack.yml': stackText });
  const api = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${emu.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${emu.selfHosted.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const named = async (path: string, name: string) => ((await api('GET', path)).data as Array<Record<string, unknown>>).find((o) => o.name === name) ?? {};
  const { id: alertId, createdAt: _ac, updatedAt: _au, state: _as, teamId: _at, ...teamAlert } = await named('/alerts', 'Team errors');
  await api('PUT', `/alerts/${String(alertId)}`, { ...teamAlert, threshold: 80 });
  const { id: searchId, createdAt: _sc, updatedAt: _su, ...teamSearch } = await named('/saved-searches', 'Team errors');
  await api('PUT', `/saved-searches/${String(searchId)}`, { ...teamSearch, where: 'SeverityText:(error OR fatal)' });
  console.log(`\n${bold('━━ In the UI: "Team errors" alert threshold 50 → 80; saved search "Team errors" where → SeverityText:(error OR fatal)')}`);
  const pulled = await step(
    'Self-hosted: stack.pull — the UI edits come back as a pull request',
    { ...selfHosted(emu), operation: 'stack.pull', 'stack-file': 'stack.yml', scope: 'acme/shop:examples/stack.yml', 'github-token': 'ghs_demo_pull_0000' },
    0,
    { ...stackSecrets, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl, GITHUB_REF: 'refs/heads/main' },
    pullDir,
  );
  const pr = gh.pulls[0];
  const proposed = pr ? gh.git.file('acme/shop', pr.head ?? '', 'stack.yml') : undefined;
  const diff = (proposed ?? '')
    .split('\n')
    .flatMap((line, i) => (line === stackText.split('\n')[i] ? [] : [`   - ${stackText.split('\n')[i] ?? ''}`, `   + ${line}`]));
  if (!pr || diff.length !== 4 || !(pulled.outputs['pull-requests'] ?? '').includes('"created"')) {
    failures++;
    console.log('   ✗ expected one pull request whose stack.yml differs in exactly the two edited lines');
  } else {
    console.log(`   ✓ pull request #${pr.number} "${pr.title}" on ${pr.head ?? ''}; stack.yml, every other line as written:\n${diff.join('\n')}`);
  }

  // Deploy gates: one check passes, one fails on the seeded checkout error spike, one warns.
  await step('Self-hosted: deploy gates from examples/checks.yml', { ...selfHosted(emu), 'checks-file': 'examples/checks.yml' }, 1);

  // Key hygiene on the seeded keys (stale, fresh, the key in use and its suffix twin).
  const hygiene = { ...managed(emu), operation: 'keys.prune', 'stale-after-days': '90', exclude: 'break-glass-*', 'max-deletions': '10' };
  await step('Managed: key hygiene, dry run (nothing sent)', { ...hygiene, 'dry-run': 'true' });
  await step('Managed: key hygiene, for real', hygiene);

  // Key rotation of dashboards-bot, whose credentials live in two repository secrets: plan, then do it.
  const bot = emu.state.keys.find((k) => k.name === 'dashboards-bot');
  if (!bot) throw new Error('the demo seed has no dashboards-bot key');
  gh.secrets.seed('repo:acme/shop', 'DASHBOARDS_KEY_ID', bot.keyId);
  gh.secrets.seed('repo:acme/shop', 'DASHBOARDS_KEY_SECRET', bot.keySecret);
  const rotation = {
    ...managed(emu),
    operation: 'keys.rotate',
    'rotate-key-id': bot.id,
    'secret-names': 'DASHBOARDS_KEY_ID,DASHBOARDS_KEY_SECRET',
    'secrets-token': SECRETS_TOKEN,
  };
  const githubEnv = { GITHUB_API_URL: gh.url };
  await step('Managed: rotate dashboards-bot, dry run (reads only)', { ...rotation, 'dry-run': 'true' }, 0, githubEnv);
  const rotated = await step('Managed: rotate dashboards-bot (create, verify, store, retire)', rotation, 0, githubEnv);
  const fresh = emu.state.keys.find((k) => k.id === (rotated.result as { newKey?: { id?: string } }).newKey?.id);
  const stored = gh.secrets.value('repo:acme/shop', 'DASHBOARDS_KEY_SECRET');
  if (!fresh || stored !== fresh.keySecret || !bot.expireAt) {
    failures++;
    console.log('   ✗ expected the secrets to open to the new key and the old key to have an expiry');
  } else {
    console.log(`   ✓ DASHBOARDS_KEY_SECRET opens to the new key's secret; the old key expires at ${bot.expireAt}`);
  }

  const byoc = emu.state.byoc[0]?.id;
  if (byoc === undefined) throw new Error('the demo seed has no BYOC infrastructure');
  await step('Managed: remove BYOC infrastructure (confirm must equal the id)', {
    ...managed(emu),
    operation: 'byoc.delete',
    'byoc-infrastructure-id': byoc,
    confirm: byoc,
  });
} finally {
  await gh.close();
  await emu.close();
}
console.log(failures ? `\n${failures} demo step(s) did not behave as expected.` : '\nDemo finished: every step behaved as expected.');
process.exit(failures ? 1 : 0);
