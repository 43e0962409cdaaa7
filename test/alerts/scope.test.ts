// The default scope (and so the plan fingerprint) is the same on a laptop as in CI: without
// GITHUB_REPOSITORY it comes from the git remote `origin`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryFromRemote } from '../../src/util/files.ts';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { EXAMPLE } from '../operations/alerts-e2e-helpers.ts';

describe('repositoryFromRemote', () => {
  it.each([
    ['https://github.com/acme/shop', 'acme/shop'],
    ['https://github.com/acme/shop.git', 'acme/shop'],
    ['https://github.com/acme/shop/', 'acme/shop'],
    ['https://x-access-token:abc@github.com/acme/shop.git', 'acme/shop'],
    ['git@github.com:acme/shop.git', 'acme/shop'],
    ['git@github.com:acme/shop', 'acme/shop'],
    ['ssh://git@github.com/acme/shop.git', 'acme/shop'],
    ['ssh://git@github.com:22/acme/shop.git', 'acme/shop'],
    ['https://ghe.example.com/platform/alerts.config.git', 'platform/alerts.config'],
  ])('%s → %s', (url, repo) => {
    expect(repositoryFromRemote(url)).toBe(repo);
  });

  it.each([
    '',
    '/srv/git/shop.git',
    'file:///srv/git/acme/shop',
    'https://gitlab.com/group/sub/repo.git',
    'https://github.com/acme',
    'https://github.com/acme/../shop',
  ])('no owner/repo in %j', (url) => {
    expect(repositoryFromRemote(url)).toBeUndefined();
  });
});

describe('alerts.sync fingerprint on a laptop and in CI', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false } });
  });
  afterAll(() => emu.close());

  /** A workspace holding alerts.yml: a git repository with `origin` when given, else a plain dir. */
  async function workspace(git?: { origin?: string }): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-scope-'));
    await writeFile(join(dir, 'alerts.yml'), EXAMPLE);
    if (git) {
      execFileSync('git', ['init', '-q'], { cwd: dir });
      if (git.origin) execFileSync('git', ['remote', 'add', 'origin', git.origin], { cwd: dir });
    }
    return dir;
  }

  /** A dry run (a plan, nothing written) of alerts.yml with `dir` as cwd and workspace. */
  async function plan(dir: string, repository: string) {
    const r = await runAction(
      { ...emu.actionInputs('self-hosted'), 'alert-file': 'alerts.yml', 'dry-run': true },
      { cwd: dir, env: { GITHUB_WORKSPACE: dir, GITHUB_REPOSITORY: repository } },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    return { fingerprint: r.outputs['plan-fingerprint'], plan: r.outputs.plan ?? '' };
  }

  it.each(['git@github.com:acme/shop.git', 'https://github.com/acme/shop.git', 'ssh://git@github.com/acme/shop'])(
    'origin %s without GITHUB_REPOSITORY plans what CI plans for acme/shop',
    async (origin) => {
      const dir = await workspace({ origin });
      const local = await plan(dir, ''); // no GITHUB_REPOSITORY, as on a laptop
      const ci = await plan(dir, 'acme/shop');
      expect(local.fingerprint).toMatch(/^[0-9a-f]{12}$/);
      expect(local.fingerprint).toBe(ci.fingerprint);
      expect(local.plan).toContain('acme/shop:alerts.yml');
    },
  );

  it('keeps `local` without origin or outside a git repository, which CI never computes', async () => {
    const ci = await plan(await workspace({ origin: 'git@github.com:acme/shop.git' }), 'acme/shop');
    for (const dir of [await workspace({}), await workspace()]) {
      const local = await plan(dir, '');
      expect(local.plan).toContain('local:alerts.yml');
      expect(local.plan).not.toContain('acme/shop');
      expect(local.fingerprint).not.toBe(ci.fingerprint);
    }
  });
});
