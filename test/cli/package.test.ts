// The package as users get it: `npm pack` (whose `prepack` builds the command line's bundle, not
// committed: dist/ holds only the action), installed offline into an empty project (with only the
// production dependencies at hand, so a dev-only import at run time would fail), then the
// `observability-ops` bin from node_modules/.bin: --help, and a command against the emulator.
// And `observability-ops emulator` serving a seed file, with the variables it prints driving the CLI.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { CLI, runCli } from '../helpers/cli.ts';

const ROOT = join(import.meta.dirname, '../..');
const SEED = join(ROOT, 'examples/emulator-seed.yml');

describe('the packed tarball', () => {
  let emu: Emulator;
  let bin: string;
  beforeAll(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false } });
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-pack-'));
    // prepack's own output (ncc's) comes first on stdout; npm's JSON report is the array after it.
    const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [packed] = JSON.parse(stdout.slice(stdout.search(/^\[$/m))) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    // The bin is in the tarball because prepack built it, whether or not a dist/cli/ was lying around.
    expect(packed!.files.map((f) => f.path)).toContain('dist/cli/index.js');
    const app = join(dir, 'app');
    await mkdir(join(app, 'node_modules'), { recursive: true });
    await writeFile(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
    // Offline: the production dependencies (only they) are put in place from this checkout, as a
    // registry would deliver them; npm installs the tarball against them without the network.
    const production = execFileSync('npm', ['ls', '--omit=dev', '--parseable', '--all'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter((p) => p && p !== ROOT && !p.endsWith(`${sep}observability-ops-emulator`)); // the workspace: its code is in the bundle
    for (const path of production) await cp(path, join(app, relative(ROOT, path)), { recursive: true });
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(dir, packed!.filename)], { cwd: app, stdio: 'ignore' });
    bin = join(app, 'node_modules', '.bin', 'observability-ops');
  }, 300_000);
  afterAll(async () => {
    await emu.close();
  });

  it('runs --help and a command against the emulator from node_modules/.bin', async () => {
    const help = await runCli(['--help'], { bin: [bin] });
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage:\n {2}observability-ops <resource> <verb> \[flags\]/m);
    const list = await runCli(['dashboards', 'list', '--json'], { bin: [bin], env: { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey } });
    expect(list.code, list.stderr).toBe(0);
    expect((JSON.parse(list.stdout) as { result: Array<{ name: string }> }).result.map((d) => d.name)).toContain('Checkout');
  });
});

describe('observability-ops emulator', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  it('serves a seed file, prints the variables the CLI reads, and stops cleanly on SIGTERM', async () => {
    // From outside the repository, as a user's CI runs it.
    const child = spawn(process.execPath, [CLI, 'emulator', '--port', '0', '--seed', SEED], { env: { PATH: process.env.PATH ?? '' }, cwd: tmpdir() });
    children.push(child);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    for (let i = 0; i < 300 && !/CLICKHOUSE_SERVICE_ID=\S+/.test(out); i++) await new Promise((res) => setTimeout(res, 50));

    // The `export` lines of the banner, as a user would paste them.
    const env = Object.fromEntries([...out.matchAll(/\b([A-Z_]+)=(\S+)/g)].filter(([, k]) => /^(HYPERDX|CLICKHOUSE)_/.test(k!)).map(([, k, v]) => [k!, v!]));
    expect(env).toMatchObject({ HYPERDX_API_KEY: '11111111-2222-4333-8444-555555555555', CLICKHOUSE_CLOUD_API_KEY: 'EmuKeyId0000SEED' });

    const alerts = await runCli(['alerts', 'list', '--edition', 'self-hosted', '--json'], { env });
    expect(alerts.code, alerts.stderr).toBe(0);
    expect((JSON.parse(alerts.stdout) as { result: Array<{ name: string }> }).result.map((a) => a.name)).toEqual(['Checkout errors', 'Checkout error logs']);
    const keys = await runCli(['keys', 'list', '--json'], { env });
    expect(keys.code, keys.stderr).toBe(0);
    expect((JSON.parse(keys.stdout) as { result: Array<{ name: string }> }).result.map((k) => k.name)).toEqual([
      'ci-pipeline',
      'stale-ci',
      'expired-contractor',
      'dashboards-bot',
    ]);

    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toContain('SIGTERM: stopping the emulator');
  });

  it('refuses a bad flag with exit 3', async () => {
    const r = await runCli(['emulator', '--port', 'eighty']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Usage: emulator');
  });
});
