// keys rotate from a command line: the GitHub context a runner gives the action comes from
// --repository and GH_TOKEN here. The bin against the emulator and the GitHub fake: a plan that
// writes nothing, then --apply rotating for real, with no credential (old, new, token) printed.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake, type GitHubFake } from '../github-fake/index.ts';
import { runCli } from '../helpers/cli.ts';

const PAT = 'github_pat_11CLIrotate0Secrets9Token';
const ID = 'CLICKHOUSE_KEY_ID';
const SECRET = 'CLICKHOUSE_KEY_SECRET';

let emu: Emulator;
let gh: GitHubFake;
beforeAll(async () => {
  emu = await startEmulator({ seed: 'empty', managed: { rateLimit: false, keyPropagationMs: 300 } });
  gh = await startGitHubFake({ secretsTokens: { [PAT]: 'write' } });
  gh.secrets.seed('repo:acme/shop', ID, DEMO.keyId);
  gh.secrets.seed('repo:acme/shop', SECRET, DEMO.keySecret);
});
afterAll(async () => {
  await gh.close();
  await emu.close();
});

describe('observability-ops keys rotate', () => {
  it('plans with nothing written, then --apply stores a working new key in the repository named', async () => {
    const env = {
      CLICKHOUSE_CLOUD_API_BASE_URL: emu.url,
      CLICKHOUSE_CLOUD_API_KEY: emu.managed.keyId,
      CLICKHOUSE_CLOUD_API_SECRET: emu.managed.keySecret,
      CLICKHOUSE_ORG_ID: emu.managed.organizationId,
      GH_TOKEN: PAT,
      GITHUB_API_URL: gh.url,
    };
    const args = ['keys', 'rotate', '--secret-names', `${ID},${SECRET}`, '--repository', 'acme/shop'];
    const keysBefore = emu.state.keys.length;

    const plan = await runCli(args, { env });
    expect(plan.code, plan.stderr).toBe(0);
    expect(emu.state.keys).toHaveLength(keysBefore);
    expect(gh.secrets.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(gh.secrets.value('repo:acme/shop', SECRET)).toBe(DEMO.keySecret);

    const applied = await runCli([...args, '--apply', '--json'], { env });
    expect(applied.code, applied.stderr).toBe(0);
    const created = emu.state.keys.find((k) => k.keyId === gh.secrets.value('repo:acme/shop', ID));
    expect(created?.keyId).not.toBe(DEMO.keyId);
    expect(gh.secrets.value('repo:acme/shop', SECRET)).toBe(created?.keySecret);
    for (const text of [plan.stdout, plan.stderr, applied.stdout, applied.stderr]) {
      for (const secret of [DEMO.keySecret, PAT, created?.keySecret ?? '?', created?.keyId ?? '?']) expect(text).not.toContain(secret);
    }
  });
});

describe('observability-ops keys rotate, interrupted (Ctrl-C / SIGTERM)', () => {
  it('Ctrl-C between the two secret writes: the pair is finished, the report printed, exit 130', async () => {
    const emu2 = await startEmulator({ seed: 'empty', managed: { rateLimit: false, keyPropagationMs: 300 } });
    const gh2 = await startGitHubFake({ secretsTokens: { [PAT]: 'write' } });
    try {
      gh2.secrets.seed('repo:acme/shop', ID, DEMO.keyId);
      gh2.secrets.seed('repo:acme/shop', SECRET, DEMO.keySecret);
      let child: ChildProcess | undefined;
      let signalled = false;
      gh2.secrets.onCall = (c) => {
        if (signalled || !child || c.method !== 'PUT' || c.name !== ID || c.status !== 204) return;
        signalled = true;
        child.kill('SIGINT');
      };
      const env = {
        CLICKHOUSE_CLOUD_API_BASE_URL: emu2.url,
        CLICKHOUSE_CLOUD_API_KEY: emu2.managed.keyId,
        CLICKHOUSE_CLOUD_API_SECRET: emu2.managed.keySecret,
        CLICKHOUSE_ORG_ID: emu2.managed.organizationId,
        GH_TOKEN: PAT,
        GITHUB_API_URL: gh2.url,
      };
      const run = await runCli(['keys', 'rotate', '--secret-names', `${ID},${SECRET}`, '--repository', 'acme/shop', '--apply'], {
        env,
        onSpawn: (c) => (child = c),
      });
      expect(signalled).toBe(true);
      expect(run.code, run.stderr).toBe(130);
      const created = emu2.state.keys.find((k) => k.keyId === gh2.secrets.value('repo:acme/shop', ID));
      expect(created?.keyId).not.toBe(DEMO.keyId);
      expect(gh2.secrets.value('repo:acme/shop', SECRET)).toBe(created?.keySecret);
      expect(run.stdout).toMatch(/cancelled \(SIGINT\)/);
      expect(run.stderr).toMatch(/error: Cancelled \(SIGINT\)\. The store under way was finished/);
      for (const text of [run.stdout, run.stderr]) {
        for (const secret of [DEMO.keySecret, PAT, created?.keySecret ?? '?', created?.keyId ?? '?']) expect(text).not.toContain(secret);
      }
    } finally {
      await gh2.close();
      await emu2.close();
    }
  });

  it('a command that has nothing half done still ends at once on Ctrl-C, as before', async () => {
    const emu2 = await startEmulator({ seed: 'empty', managed: { rateLimit: false } });
    try {
      emu2.faults.add({ route: 'GET /v1/organizations/', kind: 'latency', ms: 20_000 });
      let child: ChildProcess | undefined;
      const poll = setInterval(() => {
        if (child && emu2.log.some((l) => l.path.startsWith('/v1/'))) {
          clearInterval(poll);
          child.kill('SIGINT');
        }
      }, 20);
      const env = {
        CLICKHOUSE_CLOUD_API_BASE_URL: emu2.url,
        CLICKHOUSE_CLOUD_API_KEY: emu2.managed.keyId,
        CLICKHOUSE_CLOUD_API_SECRET: emu2.managed.keySecret,
        CLICKHOUSE_ORG_ID: emu2.managed.organizationId,
      };
      const run = await runCli(['keys', 'list'], { env, onSpawn: (c) => (child = c) });
      clearInterval(poll);
      expect(run.code).toBe(-1); // ended by the signal itself
    } finally {
      await emu2.close();
    }
  });
});
