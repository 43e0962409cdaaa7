// Issue 23, item 9: "Trojan Source" names. Bidirectional overrides and isolates reorder how a name
// reads and zero-width characters hide in one; from a file or a server, they reach no sink as
// written — the PR comment, the summary, the log and the command line show them as `<U+202E>` —
// and the plan warns at the file line that holds them.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { connection } from '../stress/stress-helpers.ts';
import { pullRequestEnv, sinks } from './helpers.ts';

const INVISIBLE = /[\u061C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
const RLO = '\u202E';
const ALERT_NAME = `Checkout errors ${RLO}lanruoj\u2066x\u2069`;
const TILE_NAME = `Errors\u200B by service`;
const SERVER_DASHBOARD = `Payments\u2067 admin\u2069\u200F`;

let emu: Emulator;
let gh: GitHubFake;
let ws: string;
let env: Record<string, string>;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  gh = await startGitHubFake();
  ws = await mkdtemp(join(tmpdir(), 'obs-ops-trojan-'));
  env = { ...(await pullRequestEnv(gh, 23)), GITHUB_WORKSPACE: ws };
  const payments = emu.state.selfHosted.dashboards.find((d) => d.name === 'Payments');
  if (!payments) throw new Error('demo data: no Payments dashboard');
  payments.name = SERVER_DASHBOARD;
  await writeFile(
    join(ws, 'alerts.yml'),
    `version: 1\nalerts:\n  - name: ${JSON.stringify(ALERT_NAME)}\n    dashboard: Checkout\n    tile: Error count\n    threshold: 50\n    interval: 5m\n    thresholdType: above\n    channel: { webhook: oncall }\n`,
  );
  const dashboards = (await readFile('examples/dashboards.yml', 'utf8')).replace(
    '      - name: Errors by service',
    `      - name: ${JSON.stringify(TILE_NAME)}`,
  );
  await writeFile(join(ws, 'dashboards.yml'), dashboards);
});
afterAll(async () => {
  await gh.close();
  await emu.close();
});

/** What people read: log, stderr, summary, report, PR comments (the JSON outputs keep names exact, for the steps that use them). */
async function humanSinks(r: ActionRun): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries(await sinks(r, gh)).filter(([name]) => !name.startsWith('output')));
}

const run = (inputs: Record<string, string>) =>
  runAction(
    { ...connection(emu, 'self-hosted', '10000/60s'), 'github-token': 'ghs_trojan', comment: 'always', 'dry-run': 'true', ...inputs },
    { env, cwd: ws },
  );

describe('Trojan Source names are shown escaped and warned about (bundled action, command line)', () => {
  it('alerts: no sink carries the characters; the name shows <U+202E>; a warning at the file line', async () => {
    const r = await run({ 'alert-file': 'alerts.yml' });
    expect(r.code, r.stdout.slice(-1500)).toBe(0);
    for (const [sink, text] of Object.entries(await humanSinks(r))) expect(text, sink).not.toMatch(INVISIBLE);
    expect(r.summary).toContain('&lt;U+202E&gt;lanruoj&lt;U+2066&gt;x&lt;U+2069&gt;');
    expect(gh.comments.at(-1)?.body).toContain('&lt;U+202E&gt;lanruoj');
    expect(r.stdout).toContain('Checkout errors <U+202E>lanruoj<U+2066>x<U+2069>');
    const warning = r.annotations.find((a) => a.level === 'warning' && a.props.file === 'alerts.yml');
    expect(warning?.props.line).toBe('3');
    expect(warning?.message).toMatch(/invisible or bidirectional characters \(<U\+202E> <U\+2066> <U\+2069>\)/);
  });

  it('dashboards: a file tile name and a server dashboard name, in the action and on the command line', async () => {
    const r = await run({ 'dashboard-file': 'dashboards.yml' });
    expect(r.code, r.stdout.slice(-1500)).toBe(0);
    for (const [sink, text] of Object.entries(await humanSinks(r))) expect(text, sink).not.toMatch(/[\u200B\u2067\u2069\u200F]/);
    const warning = r.annotations.find((a) => a.level === 'warning' && a.props.file === 'dashboards.yml' && a.message.includes('<U+200B>'));
    expect(Number(warning?.props.line)).toBeGreaterThan(10);
    expect(r.stdout).toContain('Errors<U+200B> by service');
    expect(r.stdout, 'the server dashboard name').toContain('Payments<U+2067> admin<U+2069><U+200F>');

    const cli = await runCli(['dashboards', 'sync', '--file', 'dashboards.yml'], {
      cwd: ws,
      env: { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey, FORCE_COLOR: '0' },
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout + cli.stderr).not.toMatch(/[\u200B\u2067\u2069\u200F]/);
    expect(cli.stdout + cli.stderr).toContain('Errors<U+200B> by service');
  });
});
