// The emulator as a foreground process, as `npm run emulator` runs it from the sources: flags over
// environment, the credentials it prints, a seed file served, bad input refused with exit 3, and a
// clean stop on SIGTERM/SIGINT. The bundled `observability-ops emulator`: test/cli/package.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEmulatorArgs, EmulatorUsageError } from '../src/options.ts';
import { call } from './http.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CLI = join(ROOT, 'packages/emulator/src/cli.ts');
const EXAMPLE = join(ROOT, 'examples/emulator-seed.yml');

interface Running {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function start(entry: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Running {
  const child = spawn(process.execPath, [entry, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  return { child, out: () => out, err: () => err, exit };
}

/** Waits for the banner; returns the URL it listens on. */
async function listening(r: Running): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const m = /listening on (http:\/\/\S+)/.exec(r.out());
    if (m) return m[1]!;
    if (r.child.exitCode !== null) throw new Error(`exited ${r.child.exitCode}: ${r.err()}`);
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`no banner: ${r.out()} ${r.err()}`);
}

describe('parseEmulatorArgs', () => {
  it('takes flags over the environment over the defaults', () => {
    expect(parseEmulatorArgs([], {}).options).toMatchObject({ host: '127.0.0.1', port: 8000, seed: 'demo' });
    const env = { EMULATOR_HOST: '0.0.0.0', PORT: '9000', EMULATOR_SEED: 'empty', EMULATOR_RATE_LIMIT: 'off' };
    expect(parseEmulatorArgs([], env).options).toMatchObject({ host: '0.0.0.0', port: 9000, seed: 'empty', selfHosted: { rateLimit: false } });
    const flags = parseEmulatorArgs(['--host', '::1', '--port', '0', '--seed', 'team.yml'], env);
    expect(flags.options).toMatchObject({ host: '::1', port: 0 });
    expect(flags.seedFile).toBe('team.yml');
    expect(parseEmulatorArgs(['-h'], {}).help).toBe(true);
  });

  it.each([[['--port', 'eighty']], [['--port', '70000']], [['--colour']], [['extra']], [['--seed', '']]])('refuses %j', (argv) => {
    expect(() => parseEmulatorArgs(argv, {})).toThrow(EmulatorUsageError);
  });

  it('refuses a bad rate-limit knob by name', () => {
    expect(() => parseEmulatorArgs([], { EMULATOR_MANAGED_RATE_LIMIT: 'fast' })).toThrow(/EMULATOR_MANAGED_RATE_LIMIT: expected off, on or <max>\/<windowMs>/);
  });
});

describe('npm run emulator (packages/emulator/src/cli.ts)', () => {
  it('serves a seed file, prints the credentials it accepts, and stops cleanly on SIGTERM', async () => {
    const r = start(CLI, ['--port', '0', '--seed', EXAMPLE]);
    const url = await listening(r);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const banner = r.out();
    expect(banner).toContain('seed: ' + EXAMPLE);
    expect(banner).toContain('API access key (Bearer)       11111111-2222-4333-8444-555555555555');
    expect(banner).toContain('key id / key secret           EmuKeyId0000SEED / emulator-seed-secret-not-real');
    expect(banner).toContain('organization id               5eed0000-0000-4000-8000-000000000001');

    const dashboards = await call(`${url}/api/v2/dashboards`, { headers: { authorization: 'Bearer 11111111-2222-4333-8444-555555555555' } });
    expect(dashboards.json.data.map((d: { name: string }) => d.name)).toEqual(['Checkout']);
    const basic = `Basic ${Buffer.from('EmuKeyId0000SEED:emulator-seed-secret-not-real').toString('base64')}`;
    const keys = await call(`${url}/v1/organizations/5eed0000-0000-4000-8000-000000000001/keys`, { headers: { authorization: basic } });
    expect(keys.json.result.map((k: { name: string }) => k.name)).toEqual(['ci-pipeline', 'stale-ci', 'expired-contractor', 'dashboards-bot']);

    r.child.kill('SIGTERM');
    expect(await r.exit).toEqual({ code: 0, signal: null });
    expect(r.out()).toContain('SIGTERM: stopping the emulator');
    await expect(fetch(`${url}/api/v2`)).rejects.toThrow();
  });

  it('keeps the environment knobs (PORT, EMULATOR_SEED) and stops on SIGINT', async () => {
    const r = start(CLI, [], { PORT: '0', EMULATOR_SEED: 'empty' });
    const url = await listening(r);
    const list = await call(`${url}/api/v2/dashboards`, { headers: { authorization: 'Bearer 3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d' } });
    expect(list.json).toEqual({ data: [] });
    r.child.kill('SIGINT');
    expect((await r.exit).code).toBe(0);
  });

  it('refuses a seed file with problems at their file:line, exit 3, before listening', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-seed-'));
    const file = join(dir, 'seed.yml');
    await writeFile(file, 'version: 1\nselfHosted:\n  webhooks:\n    - { name: a, service: generic, url: "https://a.example.com", secret: x }\n');
    const r = start(CLI, ['--port', '0', '--seed', file]);
    expect((await r.exit).code).toBe(3);
    expect(r.err()).toContain(`${file}:4:66: selfHosted.webhooks[0].secret: unknown key \`secret\``);
    expect(r.out()).not.toContain('listening');
  });

  it('refuses a key holding a role the seed does not declare, at its file:line, exit 3', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-seed-'));
    const file = join(dir, 'seed.yml');
    await writeFile(file, 'version: 1\nmanaged:\n  roles: [{ name: deployer }]\n  keys:\n    - { name: deploy-bot, assignedRoles: [deployers] }\n');
    const r = start(CLI, ['--port', '0', '--seed', file]);
    expect((await r.exit).code).toBe(3);
    expect(r.err()).toContain(`${file}:5:43: managed.keys[0].assignedRoles[0]: no role with the id or name "deployers"`);
    expect(r.out()).not.toContain('listening');
  });

  it('answers as the servers of --server-version, and checks a seed file under that version', async () => {
    const r = start(CLI, ['--port', '0', '--seed', 'empty', '--server-version', '2.36']);
    const url = await listening(r);
    expect(r.out()).toContain('Answering as HyperDX api 2.36.0 and the Cloud API of 2026-07-31 (--server-version 2.36)');
    const headers = { authorization: 'Bearer 3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d', 'content-type': 'application/json' };
    const validate = await call(`${url}/api/v2/webhooks/validate`, { method: 'POST', headers, body: '{}' });
    expect(validate.status).toBe(404);
    r.child.kill('SIGTERM');
    await r.exit;

    // A seed today's managed API takes (an alert with a channel list), which 2.36's gateway refuses.
    const dir = await mkdtemp(join(tmpdir(), 'emu-seed-'));
    const file = join(dir, 'seed.yml');
    await writeFile(
      file,
      'version: 1\nmanaged:\n  service:\n    webhooks: [{ name: oncall, service: generic, url: "https://hooks.example.com/x" }]\n' +
        '    savedSearches: []\n    dashboards: [{ name: D, tiles: [{ name: t, x: 0, y: 0, w: 1, h: 1, config: { displayType: markdown } }] }]\n' +
        '    alerts:\n      - { source: tile, dashboardId: D, tileId: t, threshold: 1, thresholdType: above, interval: 30s, channel: { type: webhook, webhookId: oncall } }\n',
    );
    const august = start(CLI, ['--port', '0', '--seed', file], { EMULATOR_SERVER_VERSION: '2.36' });
    expect((await august.exit).code).toBe(3);
    expect(august.err()).toContain("managed.service.alerts[0]: the managed API refuses this body: request body property can't be validated: interval");
    const today = start(CLI, ['--port', '0', '--seed', file]);
    await listening(today);
    expect(today.out()).toContain("Answering as today's servers (--server-version latest)");
    today.child.kill('SIGTERM');
    expect((await today.exit).code).toBe(0);
  });

  it('refuses an unknown flag with the usage (exit 3) and prints help on --help (exit 0)', async () => {
    const bad = start(CLI, ['--colour']);
    expect((await bad.exit).code).toBe(3);
    expect(bad.err()).toMatch(/Unknown option '--colour'[\s\S]*Usage: emulator/);
    const help = start(CLI, ['--help']);
    expect((await help.exit).code).toBe(0);
    expect(help.out()).toMatch(/^Usage: emulator \[--host 127\.0\.0\.1\] \[--port 8000\] \[--seed demo\|empty\|<file\.yml>\]/);
  });
});

describe('the banner', () => {
  it("names a seed's further self-hosted teams and their keys, quoted so no control character reaches the terminal", async () => {
    const { startEmulator } = await import('../src/index.ts');
    const { banner } = await import('../src/run.ts');
    const emu = await startEmulator({ seed: 'empty' });
    try {
      expect(banner(emu, 'empty')).not.toContain(' team ');
      emu.state.addSelfHostedTeam({ name: 'Team B\u001b[2J', user: { accessKey: 'team-b-access-key-01' } });
      const text = banner(emu, 'x');
      expect(text).toContain('  team "Team B\\u001b[2J" key  team-b-access-key-01\n');
      expect(text).not.toContain('\u001b');
    } finally {
      await emu.close();
    }
  });
});
