// The `observability-ops` bin, as a process, against the emulator over loopback: plans without
// writes, --apply writes, --json, every exit code, flags over environment, the fingerprint the
// bundled action computes for the same repository and file, help from the registry and action.yml.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { PACKAGE } from '../../src/generated/action-inputs.ts';
import { ACTION_INPUTS } from '../../src/generated/input-descriptions.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { EXAMPLE, exampleFor } from '../operations/alerts-e2e-helpers.ts';

let emu: Emulator;
let selfHostedEnv: Record<string, string>;
let managedEnv: Record<string, string>;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  selfHostedEnv = { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey };
  managedEnv = {
    CLICKHOUSE_CLOUD_API_BASE_URL: emu.url,
    CLICKHOUSE_CLOUD_API_KEY: emu.managed.keyId,
    CLICKHOUSE_CLOUD_API_SECRET: emu.managed.keySecret,
    CLICKHOUSE_ORG_ID: emu.managed.organizationId,
    CLICKHOUSE_SERVICE_ID: emu.managed.serviceId,
  };
});
afterAll(async () => {
  await emu.close();
});

const writes = (prefix = '/api/v2') =>
  emu.log.filter((l) => l.path.startsWith(prefix) && l.method !== 'GET' && !l.path.endsWith('/charts/series')).map((l) => `${l.method} ${l.path}`);
const selfHostedAlerts = () => emu.state.selfHosted.alerts;

/** A fresh directory (outside any git repository) holding `files`. */
async function workspace(files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-cli-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe('help and version', () => {
  it('--help lists every resource of the registry, and the emulator', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    const resources = new Set([...OPERATIONS.keys()].map((n) => n.split('.')[0]));
    for (const resource of [...resources, 'emulator']) expect(r.stdout).toMatch(new RegExp(`^  ${resource}\\s`, 'm'));
    for (const name of OPERATIONS.keys()) expect(r.stdout).toContain(name.split('.')[1]);
    expect(r.stdout).toContain('HYPERDX_API_KEY');
    expect(r.stdout).toContain('CLICKHOUSE_CLOUD_API_SECRET');
  });

  it('a command lists its flags with the descriptions of action.yml; --file is its file input', async () => {
    const r = await runCli(['alerts', 'sync', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--file <path>');
    expect(r.stdout).toContain('(--alert-file)');
    for (const name of ['prune', 'max-deletions', 'expect-plan', 'scope', 'base-url', 'api-key', 'key-secret']) {
      const description = ACTION_INPUTS.find((i) => i.name === name)?.description ?? '';
      expect(r.stdout).toContain(`--${name}`);
      // The first words of its description, as action.yml has them (the help wraps lines).
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(description.split(' ').slice(0, 5).join(' '));
    }
    expect(r.stdout).toContain('--apply');
    // Not the flags of other commands.
    expect(r.stdout).not.toContain('--stale-after-days');
    const list = await runCli(['alerts', 'list', '--help']);
    expect(list.stdout).not.toContain('--apply');
  });

  it('--version prints the package version; an unknown command or flag exits 3', async () => {
    expect((await runCli(['--version'])).stdout).toBe(`observability-ops ${PACKAGE.version}\n`);
    const unknown = await runCli(['alertz', 'list']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('unknown command `alertz`');
    const flag = await runCli(['alerts', 'list', '--bogus']);
    expect(flag.code).toBe(3);
    expect(flag.stdout).toBe('');
    expect((await runCli(['alerts', 'list', '--prune'])).code).toBe(3); // a flag of another command
    expect((await runCli(['alerts', 'list', '--apply'])).code).toBe(3); // a read takes no --apply
    expect((await runCli(['alerts', 'delete', '--id', '6650f0c00000000000000011', '--no-dry-run'])).stderr).toContain('only with --apply');
    expect((await runCli(['alerts', 'delete', '--id', '6650f0c00000000000000011', '--apply', '--dry-run'])).code).toBe(3);
  });
});

describe('alerts sync', () => {
  beforeEach(async () => {
    emu.clearLog();
    await fetch(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  });

  it('plans without writing; --apply writes; then the plan is empty', async () => {
    const dir = await workspace({ 'alerts.yml': EXAMPLE });
    const plan = await runCli(['alerts', 'sync', '--file', 'alerts.yml'], { env: selfHostedEnv, cwd: dir });
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/Plan: 3 to create/);
    expect(plan.stderr).toContain('--apply');
    expect(writes()).toEqual([]);

    const apply = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--apply'], { env: selfHostedEnv, cwd: dir });
    expect(apply.code, apply.stderr).toBe(0);
    expect(writes()).toEqual(['POST /api/v2/alerts', 'POST /api/v2/alerts', 'POST /api/v2/alerts']);
    expect(selfHostedAlerts().filter((a) => (a.message ?? '').includes('scope=local:alerts.yml'))).toHaveLength(3);

    const again = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--json', '--fail-on-changes'], { env: selfHostedEnv, cwd: dir });
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { result: { plan: { summary: unknown } } }).result.plan.summary).toMatchObject({
      create: 0,
      update: 0,
      delete: 0,
      unchanged: 3,
    });
  });

  it('--json: stdout is one JSON document, the plan with its fingerprint; diagnostics on stderr', async () => {
    const dir = await workspace({ 'alerts.yml': EXAMPLE });
    const r = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--json'], { env: selfHostedEnv, cwd: dir });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      operation: string;
      dryRun: boolean;
      changed: boolean;
      result: { plan: { fingerprint: string; scope: string } };
      outputs: Record<string, string>;
    };
    expect(doc).toMatchObject({ operation: 'alerts.sync', dryRun: true, changed: true });
    expect(doc.result.plan.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(doc.outputs['plan-fingerprint']).toBe(doc.result.plan.fingerprint);
    expect(doc.result.plan.scope).toBe('local:alerts.yml');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);

    // A failure is one document too.
    const bad = await runCli(['alerts', 'sync', '--file', 'missing.yml', '--json'], { env: selfHostedEnv, cwd: dir });
    expect(bad.code).toBe(3);
    expect(JSON.parse(bad.stdout)).toMatchObject({ outcome: 'failure', exitCode: 3, error: expect.stringContaining('--file') });
  });

  it('--expect-plan as in CI: the reviewed fingerprint applies, another refuses with nothing sent', async () => {
    const dir = await workspace({ 'alerts.yml': EXAMPLE });
    const plan = JSON.parse((await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--json'], { env: selfHostedEnv, cwd: dir })).stdout) as {
      outputs: Record<string, string>;
    };
    const stale = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--apply', '--expect-plan', '000000000000'], { env: selfHostedEnv, cwd: dir });
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('differs from the reviewed one');
    expect(writes()).toEqual([]);
    const reviewed = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--apply', '--expect-plan', plan.outputs['plan-fingerprint'] ?? ''], {
      env: selfHostedEnv,
      cwd: dir,
    });
    expect(reviewed.code, reviewed.stderr).toBe(0);
    expect(writes()).toHaveLength(3);
  });

  it('exit codes: 2 changes pending with --fail-on-changes, 3 bad file, 4 refused key, 1 server failure', async () => {
    const dir = await workspace({ 'alerts.yml': EXAMPLE, 'bad.yml': 'version: 1\nalerts:\n  - name: x\n    threshold: high\n' });
    const pending = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--fail-on-changes'], { env: selfHostedEnv, cwd: dir });
    expect(pending.code).toBe(2);
    expect(pending.stdout).toMatch(/Plan: 3 to create/);

    const badFile = await runCli(['alerts', 'sync', '--file', 'bad.yml'], { env: selfHostedEnv, cwd: dir });
    expect(badFile.code).toBe(3);
    expect(badFile.stderr).toMatch(/bad\.yml:4:\d+: error: /);

    const refused = await runCli(['alerts', 'sync', '--file', 'alerts.yml'], { env: { ...selfHostedEnv, HYPERDX_API_KEY: 'not-the-key-0000' }, cwd: dir });
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('401');

    const wrongSecret = await runCli(['keys', 'list'], { env: { ...managedEnv, CLICKHOUSE_CLOUD_API_SECRET: 'wrong-secret-000' } });
    expect(wrongSecret.code).toBe(4);
    emu.faults.add({ route: /^GET \/v1\/organizations\/[^/]+\/keys$/, kind: 'status', status: 403, times: 1 });
    const forbidden = await runCli(['keys', 'list'], { env: managedEnv });
    emu.faults.clear();
    expect(forbidden.code).toBe(4);
    expect(forbidden.stderr).toContain('403');

    emu.faults.add({ route: 'GET /api/v2/alerts', kind: 'status', status: 500, times: 1 });
    const failed = await runCli(['alerts', 'sync', '--file', 'alerts.yml'], { env: selfHostedEnv, cwd: dir });
    emu.faults.clear();
    expect(failed.code).toBe(1);
    expect(writes()).toEqual([]);
  });

  it("the fingerprint is the bundled action's for the same repository and file, from any directory of the checkout", async () => {
    const dir = await workspace({ 'config/alerts.yml': EXAMPLE });
    execFileSync('git', ['init', '-q', dir]);
    execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', 'git@github.com:acme/shop.git']);

    const action = await runAction(
      { ...emu.actionInputs('self-hosted'), 'alert-file': 'config/alerts.yml', 'dry-run': 'true' },
      { cwd: dir, env: { GITHUB_REPOSITORY: 'acme/shop' } },
    );
    expect(action.code, action.stdout).toBe(0);
    const fingerprint = action.outputs['plan-fingerprint'];
    expect(fingerprint).toMatch(/^[0-9a-f]{12}$/);

    for (const [cwd, file] of [
      [dir, 'config/alerts.yml'],
      [join(dir, 'config'), 'alerts.yml'],
    ] as const) {
      const cli = await runCli(['alerts', 'sync', '--file', file, '--json'], { env: selfHostedEnv, cwd });
      const doc = JSON.parse(cli.stdout) as { result: { plan: { scope: string } }; outputs: Record<string, string> };
      expect(doc.result.plan.scope).toBe('acme/shop:config/alerts.yml');
      expect(doc.outputs['plan-fingerprint'], cwd).toBe(fingerprint);
    }

    // Outside a git repository, --repository gives the scope its owner/repo.
    const plain = await workspace({ 'config/alerts.yml': EXAMPLE });
    const named = await runCli(['alerts', 'sync', '--file', 'config/alerts.yml', '--json', '--repository', 'acme/shop'], { env: selfHostedEnv, cwd: plain });
    expect((JSON.parse(named.stdout) as { outputs: Record<string, string> }).outputs['plan-fingerprint']).toBe(fingerprint);
    const local = await runCli(['alerts', 'sync', '--file', 'config/alerts.yml', '--json'], { env: selfHostedEnv, cwd: plain });
    expect((JSON.parse(local.stdout) as { result: { plan: { scope: string } } }).result.plan.scope).toBe('local:config/alerts.yml');
  });

  it('works on the managed edition from its variables', async () => {
    const dir = await workspace({ 'alerts.yml': exampleFor('managed') });
    const prefix = `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
    const r = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--apply'], { env: managedEnv, cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(writes(prefix)).toHaveLength(3);
    expect((emu.state.services[DEMO.serviceId] as TeamState).alerts.filter((a) => (a.message ?? '').includes('scope=local:alerts.yml'))).toHaveLength(3);
  });
});

describe('dashboards sync', () => {
  const FILE = `version: 1
dashboards:
  - name: From the command line
    tiles:
      - name: Requests by service
        config: { displayType: stacked_bar, source: Traces, select: [{ aggFn: count }], groupBy: ServiceName }
      - name: Notes
        config: { displayType: markdown, markdown: "## Runbook" }
`;
  beforeEach(async () => {
    emu.clearLog();
    await fetch(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  });
  const dashboardWrites = () => writes().filter((w) => !w.endsWith('/validate'));

  it("--file is the dashboard file: a plan with the action's fingerprint, nothing written; --apply creates", async () => {
    const dir = await workspace({ 'dashboards.yml': FILE });
    const action = await runAction(
      { ...emu.actionInputs('self-hosted'), 'dashboard-file': 'dashboards.yml', 'dry-run': 'true' },
      { cwd: dir, env: { GITHUB_REPOSITORY: 'acme/shop' } },
    );
    expect(action.code, action.stdout).toBe(0);

    const plan = await runCli(['dashboards', 'sync', '--file', 'dashboards.yml', '--repository', 'acme/shop', '--json'], { env: selfHostedEnv, cwd: dir });
    expect(plan.code, plan.stderr).toBe(0);
    const doc = JSON.parse(plan.stdout) as { changed: boolean; outputs: Record<string, string> };
    expect(doc.changed).toBe(true);
    expect(doc.outputs['plan-fingerprint']).toBe(action.outputs['plan-fingerprint']);
    expect(dashboardWrites()).toEqual([]);

    const apply = await runCli(['dashboards', 'sync', '--file', 'dashboards.yml', '--apply'], { env: selfHostedEnv, cwd: dir });
    expect(apply.code, apply.stderr).toBe(0);
    expect(dashboardWrites()).toEqual(['POST /api/v2/dashboards']);
    expect(emu.state.selfHosted.dashboards.some((d) => d.name === 'From the command line')).toBe(true);
    expect((await runCli(['dashboards', 'sync', '--file', 'dashboards.yml', '--fail-on-changes'], { env: selfHostedEnv, cwd: dir })).code).toBe(0);
  });
});

describe('credentials', () => {
  beforeEach(() => emu.clearLog());

  it('a flag wins over the environment; a secret given as a flag works, with a warning, and is never printed', async () => {
    const key = emu.selfHosted.apiKey;
    const wrongEnv = { HYPERDX_API_URL: 'http://127.0.0.1:9', HYPERDX_API_KEY: 'env-key-that-is-wrong' };
    const r = await runCli(['alerts', 'list', '--base-url', emu.url, '--api-key', key], { env: wrongEnv });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/--api-key on the command line is kept in your shell history/);
    expect(r.stdout).toContain('Checkout errors');
    for (const text of [r.stdout, r.stderr]) expect(text).not.toContain(key);

    // The environment alone, and a wrong flag over a right environment.
    expect((await runCli(['alerts', 'list'], { env: selfHostedEnv })).code).toBe(0);
    const wrong = await runCli(['alerts', 'list', '--api-key', 'flag-key-that-is-wrong'], { env: selfHostedEnv });
    expect(wrong.code).toBe(4);
    // The server's refusal, with the hint naming the flag and its variable.
    expect(wrong.stderr).toContain('as `--api-key` (or HYPERDX_API_KEY)');
    // Nothing at all: the error names the flag and the variable.
    const none = await runCli(['alerts', 'list']);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('`--api-key` (or HYPERDX_API_KEY)');
  });

  it('names the flag, and only the flag: a value that happens to be an input name is shown as given', async () => {
    // "got `scope`" is the value; a rewrite of the whole text once turned it into "got `--scope`".
    const r = await runCli(['alerts', 'list', '--edition', 'scope'], { env: selfHostedEnv });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('`--edition` must be one of `self-hosted`, `managed`; got `scope`.');
  });

  it("a write refused mid-run names the flags its hint points at, not the action's inputs", async () => {
    // The hint of a 429 on one create ("lower `concurrency`") is made where the write fails, below the front end.
    emu.faults.add({ route: 'POST /api/v2/alerts', kind: 'status', status: 429, times: 1 });
    try {
      const dir = await workspace({ 'alerts.yml': EXAMPLE });
      const r = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--apply', '--max-retries', '0', '--concurrency', '1'], {
        env: selfHostedEnv,
        cwd: dir,
      });
      expect(r.code, r.stderr).toBe(1);
      const out = r.stdout + r.stderr;
      expect(out).toContain('lower `--concurrency`');
      expect(out).not.toContain('lower `concurrency`');
    } finally {
      emu.faults.clear();
      await fetch(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    }
  });

  it("both editions in the environment: the command's only edition, else --edition", async () => {
    const both = { ...selfHostedEnv, ...managedEnv };
    expect((await runCli(['keys', 'list'], { env: both })).code).toBe(0);
    const ambiguous = await runCli(['alerts', 'list'], { env: both });
    expect(ambiguous.code).toBe(3);
    expect(ambiguous.stderr).toContain('--edition');
    const chosen = await runCli(['alerts', 'list', '--edition', 'managed', '--json'], { env: both });
    expect(chosen.code, chosen.stderr).toBe(0);
    expect(emu.log.some((l) => l.edition === 'managed' && l.path.endsWith('/clickstack/alerts'))).toBe(true);
  });

  it('a server echoing the credential: no spelling of it reaches stdout or stderr, --json included', async () => {
    emu.faults.add({ route: 'GET /v1/organizations', kind: 'echo-credential', shape: 'debug-json' });
    emu.faults.add({ route: 'GET /api/v2/alerts', kind: 'echo-credential', shape: 'text' });
    try {
      const basic = Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64');
      for (const [args, env, secrets] of [
        [['keys', 'list', '--json'], managedEnv, [emu.managed.keySecret, basic]],
        [['alerts', 'list', '--debug'], selfHostedEnv, [emu.selfHosted.apiKey]],
      ] as const) {
        const r = await runCli([...args], { env });
        expect(r.code).not.toBe(0);
        for (const secret of secrets) {
          expect(r.stdout).not.toContain(secret);
          expect(r.stderr).not.toContain(secret);
        }
      }
    } finally {
      emu.faults.clear();
    }
  });
});

describe('raw writes are dry runs unless --apply / --yes', () => {
  beforeEach(() => emu.clearLog());

  it('dashboards create --file: the body is shown, nothing sent; --apply creates', async () => {
    const dir = await workspace({ 'dash.json': JSON.stringify({ name: 'From the CLI', tiles: [], tags: [] }) });
    const plan = await runCli(['dashboards', 'create', '--file', 'dash.json'], { env: selfHostedEnv, cwd: dir });
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('Dry run: would create dashboard');
    expect(writes()).toEqual([]);
    const made = await runCli(['dashboards', 'create', '--file', 'dash.json', '--apply', '--json'], { env: selfHostedEnv, cwd: dir });
    expect(made.code, made.stderr).toBe(0);
    expect(writes()).toEqual(['POST /api/v2/dashboards']);
    const id = (JSON.parse(made.stdout) as { result: { id: string } }).result.id;

    emu.clearLog();
    expect((await runCli(['dashboards', 'delete', '--id', id], { env: selfHostedEnv })).code).toBe(0);
    expect(writes()).toEqual([]);
    expect((await runCli(['dashboards', 'delete', '--id', id, '--yes'], { env: selfHostedEnv })).code).toBe(0);
    expect(writes()).toEqual([`DELETE /api/v2/dashboards/${id}`]);
  });

  it('keys rotate needs the repository whose secrets it writes: --repository or GITHUB_REPOSITORY', async () => {
    const r = await runCli(['keys', 'rotate', '--secret-names', 'CH_ID,CH_SECRET'], { env: { ...managedEnv, GH_TOKEN: 'ghp_notarealtoken000' } });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--repository owner/name');
    expect(r.stderr).not.toContain('ghp_notarealtoken000');
    const bad = await runCli(['keys', 'rotate', '--repository', 'not a repo'], { env: managedEnv });
    expect(bad.code).toBe(3);
  });
});

describe('terminal output', () => {
  it('colours only on request (FORCE_COLOR), never with NO_COLOR or into a pipe', async () => {
    const plain = await runCli(['alerts', 'list'], { env: selfHostedEnv });
    expect(plain.stdout).not.toContain('\u001b[');
    const forced = await runCli(['alerts', 'list'], { env: { ...selfHostedEnv, FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\u001b[');
    const no = await runCli(['alerts', 'list'], { env: { ...selfHostedEnv, NO_COLOR: '1' } });
    expect(no.stdout).not.toContain('\u001b[');
    // A table aligned as in the step log.
    expect(plain.stdout).toMatch(/^Name\s+Id\s+Source/m);
  });

  it('alerts export --file writes the file in the working directory', async () => {
    const dir = await workspace();
    const r = await runCli(['alerts', 'export', '--file', 'exported.yml'], { env: selfHostedEnv, cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(dir, 'exported.yml'), 'utf8')).toContain('name: Checkout errors');
  });
});
