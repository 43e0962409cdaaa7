// (c) Cold start: the bundled action doing `dashboards.list` against a local server vs the floor,
// a minimal script that sends the same request with `node:http` and writes the same output.
// Both are spawned with this process's Node binary, interleaved, and timed from spawn to exit.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../test/emulator/index.ts';
import { BUNDLE, parseOutputFile } from '../../test/helpers/action.ts';
import { median, ms, timeNode, type Row } from './measure.ts';

const RUNS = 20;

const FLOOR_SCRIPT = `
import { request } from 'node:http';
import { appendFileSync } from 'node:fs';
const req = request(process.env.URL, { headers: { authorization: 'Bearer ' + process.env.KEY, accept: 'application/json' } }, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (d) => (body += d));
  res.on('end', () => {
    appendFileSync(process.env.GITHUB_OUTPUT, 'result<<EOF\\n' + JSON.stringify(JSON.parse(body).data) + '\\nEOF\\n');
  });
});
req.end();
`;

export interface ColdStart {
  row: Row;
  /** Medians: the first run (empty compile cache) and the floor script. */
  extra: { firstRun: number; floor: number };
}

export async function benchColdStart(): Promise<ColdStart> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-c-'));
    const floorScript = join(dir, 'floor.mjs');
    await writeFile(floorScript, FLOOR_SCRIPT);
    const output = join(dir, 'output.txt');
    const base = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_WORKSPACE: dir,
      GITHUB_REPOSITORY: 'acme/shop',
    };
    const actionEnv = {
      ...base,
      INPUT_OPERATION: 'dashboards.list',
      'INPUT_BASE-URL': emu.url,
      'INPUT_API-KEY': emu.selfHosted.apiKey,
      INPUT_COMMENT: 'never',
    };
    // The same request the action sends (it asks for the largest page).
    const floorEnv = { ...base, URL: `${emu.url}/api/v2/dashboards?limit=1000&offset=0`, KEY: emu.selfHosted.apiKey };

    const once = async (args: string[], env: Record<string, string>): Promise<number> => {
      await writeFile(output, '');
      const r = await timeNode(args, env);
      if (r.code !== 0) throw new Error(`(c) ${args.join(' ')} exited ${r.code}\n${r.stdout}\n${r.stderr}`);
      const result = parseOutputFile(await readFile(output, 'utf8')).result;
      if (!result || !Array.isArray(JSON.parse(result))) throw new Error(`(c) ${args.join(' ')} wrote no result output`);
      return r.ms;
    };

    // One untimed run of each warms the OS file cache and the bundle's compile cache (in
    // os.tmpdir(), as for every run after the first on a runner); the first run is measured apart.
    await once([BUNDLE], actionEnv);
    await once([floorScript], floorEnv);
    const action: number[] = [];
    const floor: number[] = [];
    const firstRun: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      action.push(await once([BUNDLE], actionEnv));
      floor.push(await once([floorScript], floorEnv));
      // The first run on a fresh runner: an empty compile cache, which this run fills.
      const cache = await mkdtemp(join(dir, 'compile-cache-'));
      firstRun.push(await once([BUNDLE], { ...actionEnv, NODE_COMPILE_CACHE: cache }));
    }
    const a = median(action);
    const f = median(floor);
    return {
      row: {
        benchmark: `(c) cold start, \`dashboards.list\`: bundle (compile cache warm) vs bare \`node:http\` script, median of ${RUNS}`,
        measured: ms(a),
        floor: ms(f),
        ratio: a / f,
        target: 1.6,
      },
      extra: { firstRun: median(firstRun), floor: f },
    };
  } finally {
    await emu.close();
  }
}
