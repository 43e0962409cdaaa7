// Every string a pull request or a server controls is inert where it is shown as text. A file name
// may hold a newline and a workflow command after it (git allows both); a server's dashboard or
// tile name may hold terminal escape sequences. Neither may start a line of the step log with `::`
// nor reach the log or a terminal as raw control characters; the text itself stays visible.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { connection } from '../stress/stress-helpers.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const HOSTILE_FILE = 'a\n::error title=spoof::injected.yml';
const HOSTILE_TILE = 'evil\u001b]0;pwned\u0007\u001b[2J\u009b31mtile';

let emu: Emulator;
let ws: string;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  const checkout = emu.state.selfHosted.dashboards.find((d) => d.name === 'Checkout');
  const tile = checkout?.tiles[0];
  if (!checkout || !tile) throw new Error('demo data: no Checkout dashboard with a tile');
  checkout.tiles.push({ ...tile, id: '6650f0c000000000000000ff', name: HOSTILE_TILE, y: 40 });

  ws = await mkdtemp(join(tmpdir(), 'obs-ops-names-'));
  await mkdir(join(ws, 'alerts'));
  await writeFile(join(ws, 'alerts', HOSTILE_FILE), 'version: 1\nalerts:\n  - name: x\n    threshold: high\n');
  await writeFile(join(ws, 'dashboards.yml'), await readFile('examples/dashboards.yml', 'utf8'));
});
const cliEnv = () => ({ HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey });

afterAll(async () => {
  await emu.close();
});

describe('names from files and servers are inert text (bundled action and command line)', () => {
  it('a file name with a newline and a workflow command never starts a log line', async () => {
    const r = await runAction({ ...connection(emu, 'self-hosted', '10000/60s'), 'alert-file': 'alerts/*.yml' }, { cwd: ws });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error title=spoof::injected.yml:4:16'); // shown, after a ⏎ …
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error title=spoof'))).toEqual([]); // … never as a command
    expect(r.annotations.filter((a) => a.props.title === 'spoof')).toEqual([]);
  });

  it('the command line prints that file name on one line', async () => {
    const r = await runCli(['alerts', 'sync', '--file', 'alerts/*.yml'], { cwd: ws, env: cliEnv() });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^alerts\/a ⏎ ::error title=spoof::injected\.yml:4:16: error: /m);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('::'))).toEqual([]);
  });

  it('a server tile name with escape sequences reaches neither the step log nor a terminal raw', async () => {
    const inputs = { ...connection(emu, 'self-hosted', '10000/60s'), 'dashboard-file': 'dashboards.yml', 'dry-run': 'true' };
    const action = await runAction(inputs, { cwd: ws });
    const cli = await runCli(['dashboards', 'sync', '--file', 'dashboards.yml'], { cwd: ws, env: { ...cliEnv(), FORCE_COLOR: '0' } });
    for (const out of [action.stdout, cli.stdout]) {
      expect(out).toContain('evil]0;pwned[2J31mtile'); // the plan names the tile it would remove …
      expect(out).not.toMatch(CONTROL); // … without one control character
    }
    expect(cli.stderr).not.toMatch(CONTROL);
  });
});
