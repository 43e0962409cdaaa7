// Issue 30, finding 13: the command line runs from a clone with one documented command,
// `npm run cli -- <args>` (docs/command-line.md), with no build step: its TypeScript sources on the
// pinned Node. Run as a user would — `npm run --prefix <clone>` from another directory, whose files
// and paths it reads — against the emulator.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runCli } from '../helpers/cli.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FROM_CLONE = ['npm', 'run', '--silent', '--prefix', ROOT, 'cli', '--'];

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
});
afterAll(() => emu.close());

describe('npm run cli', () => {
  it('plans a file of the directory it is run from, with no build', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'obs-ops-user-repo-'));
    await writeFile(
      join(repo, 'alerts.yml'),
      'version: 1\nalerts:\n  - name: From a clone\n    dashboard: Checkout\n    tile: Error count\n    threshold: 50\n    thresholdType: above\n    interval: 5m\n    channel: { webhook: oncall }\n',
    );
    const env = { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey };
    const r = await runCli(['alerts', 'sync', '--file', 'alerts.yml', '--backtest-window', 'off'], { env, cwd: repo, bin: FROM_CLONE, timeoutMs: 90_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('🆕  create  From a clone');
    expect(emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });
});
