// (g) The command line's cold start: `observability-ops dashboards list` (the bin, dist/cli/index.js)
// against the bundled action doing `dashboards.list`, the same engine behind the other front end.
// The ratio is what the command line adds (or saves: it loads no @actions/core) to a run. Both are
// spawned with this process's Node binary, interleaved, timed from spawn to exit.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { BUNDLE } from '../../test/helpers/action.ts';
import { CLI } from '../../test/helpers/cli.ts';
import { median, ms, timeNode, type Row } from './measure.ts';

const RUNS = 20;

export async function benchCliStart(): Promise<Row> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-f-'));
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir };
    const output = join(dir, 'output.txt');
    const actionEnv = {
      ...base,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_WORKSPACE: dir,
      GITHUB_REPOSITORY: 'acme/shop',
      INPUT_OPERATION: 'dashboards.list',
      'INPUT_BASE-URL': emu.url,
      'INPUT_API-KEY': emu.selfHosted.apiKey,
      INPUT_COMMENT: 'never',
    };
    const cliEnv = { ...base, HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey };
    const once = async (args: string[], env: Record<string, string>): Promise<number> => {
      await writeFile(output, '');
      await writeFile(actionEnv.GITHUB_STEP_SUMMARY, '');
      const r = await timeNode(args, env);
      if (r.code !== 0 || !r.stdout.includes('dashboards')) throw new Error(`(g) ${args.join(' ')} exited ${r.code}\n${r.stdout}\n${r.stderr}`);
      return r.ms;
    };
    const cli = () => once([CLI, 'dashboards', 'list'], cliEnv);
    const action = () => once([BUNDLE], actionEnv);
    await cli();
    await action();
    const c: number[] = [];
    const a: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      c.push(await cli());
      a.push(await action());
    }
    return {
      benchmark: `(g) cold start of the command line, \`observability-ops dashboards list\`, vs the bundled action's \`dashboards.list\`, median of ${RUNS} pairs`,
      measured: ms(median(c)),
      floor: ms(median(a)),
      ratio: median(c.map((x, i) => x / (a[i] as number))),
      target: 1.05,
    };
  } finally {
    await emu.close();
  }
}
