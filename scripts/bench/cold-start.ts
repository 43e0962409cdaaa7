// (c) Cold start: the bundled action doing `dashboards.list` against the emulator vs the yardstick,
// scripts/bench/minimal-action.ts: the same libraries (@actions/core, undici), the same packaging
// (an ncc bundle, built here), the same request and the same output (the `result` output and a
// job summary line). The ratio is what the project itself adds to a step's start. Both are spawned
// with this process's Node binary, interleaved, and timed from spawn to exit.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { BUNDLE, parseOutputFile } from '../../test/helpers/action.ts';
import { median, ms, timeNode, type Row } from './measure.ts';

const RUNS = 30;

export interface ColdStart {
  row: Row;
  /** Medians of the wall times, ms. */
  extra: { action: number; minimal: number };
}

export async function benchColdStart(): Promise<ColdStart> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-c-'));
  const minimal = buildMinimalAction(join(dir, 'minimal'));
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const output = join(dir, 'output.txt');
    const summary = join(dir, 'summary.md');
    const env = {
      // As on a runner: an action that checks for one takes the path it takes there (ours makes no
      // summary file of its own on a runner, where the runner has made it).
      GITHUB_ACTIONS: 'true',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_WORKSPACE: dir,
      GITHUB_REPOSITORY: 'acme/shop',
      INPUT_OPERATION: 'dashboards.list',
      'INPUT_BASE-URL': emu.url,
      'INPUT_API-KEY': emu.selfHosted.apiKey,
      INPUT_COMMENT: 'never',
    };

    const once = async (script: string): Promise<number> => {
      await writeFile(output, '');
      await writeFile(summary, '');
      const r = await timeNode([script], env);
      if (r.code !== 0) throw new Error(`(c) ${script} exited ${r.code}\n${r.stdout}\n${r.stderr}`);
      const result = parseOutputFile(await readFile(output, 'utf8')).result;
      if (!result || !Array.isArray(JSON.parse(result))) throw new Error(`(c) ${script} wrote no result output`);
      if (!(await readFile(summary, 'utf8')).includes('dashboards')) throw new Error(`(c) ${script} wrote no summary`);
      return r.ms;
    };

    // One untimed run of each puts their files in the OS cache. Then pairs, so that a drift in the
    // machine's speed moves both halves of a pair; the ratio is the median of the pairs' ratios.
    await once(BUNDLE);
    await once(minimal);
    const action: number[] = [];
    const yardstick: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      action.push(await once(BUNDLE));
      yardstick.push(await once(minimal));
    }
    const a = median(action);
    const m = median(yardstick);
    return {
      row: {
        benchmark: `(c) cold start, \`dashboards.list\`: the bundle vs a minimal action on the same libraries (@actions/core + undici, ncc), median of ${RUNS} pairs`,
        measured: ms(a),
        floor: ms(m),
        ratio: median(action.map((x, i) => x / (yardstick[i] as number))),
        target: 1.15,
      },
      extra: { action: a, minimal: m },
    };
  } finally {
    await emu.close();
  }
}

/** ncc-bundles scripts/bench/minimal-action.ts as `npm run build` bundles src/index.ts. */
function buildMinimalAction(out: string): string {
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const source = join(import.meta.dirname, 'minimal-action.ts');
  const r = spawnSync(process.execPath, [ncc, 'build', source, '-o', out, '--quiet'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`(c) building the minimal action failed:\n${r.stdout}\n${r.stderr}`);
  return join(out, 'index.js');
}
