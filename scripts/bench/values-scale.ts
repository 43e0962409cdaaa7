// (l) A values file of 800,000 names no placeholder uses (8 MB, under the 10 MB a file may hold),
// with a stack file that uses one value (issue 30, finding 10): the dry run (spawn → exit) and its
// peak RSS, read as in (f). Unused values are warnings, the first 100 listed and the rest counted,
// in one pass over the file.
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { REPORT_RSS, type Row } from './measure.ts';

const NAMES = 800_000;

export async function benchValuesScale(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-k-'));
    const values = join(dir, 'values.yml');
    const lines = ['hookName: bench-hook'];
    for (let i = 0; i < NAMES; i++) lines.push(`v${i.toString(36)}: ${i % 10}`);
    await writeFile(values, `${lines.join('\n')}\n`);
    const mb = (await stat(values)).size / 2 ** 20;
    const path = join(dir, 'stack.yml');
    await writeFile(path, 'version: 1\nwebhooks:\n  - name: ${{ values.hookName }}\n    service: generic\n    url: { env: BENCH_HOOK_URL }\n');
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const rssFile = join(dir, 'rss');
    const inputs = { ...emu.actionInputs('self-hosted'), 'dry-run': 'true', 'stack-file': path, 'values-file': values };
    const env = { BENCH_HOOK_URL: 'https://hooks.example.com/bench', BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` };
    const started = performance.now();
    const r = await runAction(inputs, { cwd: dir, env, timeoutMs: 300_000 });
    const ms = performance.now() - started;
    if (r.code !== 0) throw new Error(`(l) failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
    const rssMb = Number(await readFile(rssFile, 'utf8')) / 2 ** 20;
    const report = await readFile(r.outputs.report ?? '', 'utf8');
    const listed = report.match(/is used by no placeholder/g)?.length ?? 0;
    return {
      benchmark: `(l) stack.sync dry run with a values file of ${NAMES.toLocaleString('en-US')} unused names (${mb.toFixed(1)} MB): the step (spawn → exit)`,
      measured: `${(ms / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS; ${listed} unused names listed, the rest counted`,
      floor: '100 names listed (50–109 s and 2.4 GB before: every name an error)',
      ratio: listed / 100,
      target: 1,
    };
  } finally {
    await emu.close();
  }
}
