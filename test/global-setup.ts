// Vitest global setup: the tests that run the action spawn the bundle of src/ as it is now (OBS_OPS_BUNDLE,
// read by test/helpers/action.ts), and the command-line tests the command line's bundle (OBS_OPS_CLI,
// test/helpers/cli.ts). Global setup runs once in the main process, before any worker starts, so workers
// never build concurrently; they inherit both variables.
//
// The action: the committed `dist/index.js` when its stamp (`dist/source-hash.txt`, which `npm run build`
// writes from the same hash, scripts/source-hash.ts) matches the sources; otherwise a bundle built from
// src/ into a cache keyed by that hash, so a re-run with unchanged sources reuses it and any edit builds a
// fresh one. The command line is not committed: it is built into the same cache, in the background — the
// tests start meanwhile, and test/helpers/cli.ts waits for it (on a fresh clone of a 2-core machine that
// build is ~40 s of one core, which the other tests fill).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ACTION_INPUTS, CLI_INPUTS, ROOT, sourceHash, STAMP } from '../scripts/source-hash.ts';

const CACHE = join(ROOT, 'node_modules', '.cache', 'observability-ops-test-bundle');
// The run and each project of vitest.config.ts run the global setup, each from its own copy of this module, in
// the one main process: the first prepares, the others share it (one build of each bundle).
const ONCE = Symbol.for('observability-ops.test-bundles');
const shared = globalThis as { [ONCE]?: Promise<() => Promise<void>> };

export default function setup(): Promise<() => Promise<void>> {
  return (shared[ONCE] ??= prepare());
}

async function prepare(): Promise<() => Promise<void>> {
  mkdirSync(CACHE, { recursive: true });
  const actionHash = sourceHash(ACTION_INPUTS);
  const cliDir = join(CACHE, `cli-${sourceHash(CLI_INPUTS)}`);
  const actionDir = join(CACHE, `action-${actionHash}`);
  const committed = existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === actionHash && existsSync(join(ROOT, 'dist', 'index.js'));
  const keep = new Set([cliDir, committed ? '' : actionDir]);
  // Whatever this run does not use and no other run is building (`.tmp`) is an older bundle.
  for (const old of readdirSync(CACHE)) {
    const path = join(CACHE, old);
    if (!keep.has(path) && !old.endsWith('.tmp')) rmSync(path, { recursive: true, force: true });
  }

  process.env.OBS_OPS_CLI = join(cliDir, 'index.js');
  process.env.OBS_OPS_CLI_FAILED = `${cliDir}.failed`;
  const cli = existsSync(process.env.OBS_OPS_CLI)
    ? Promise.resolve()
    : build('src/cli/index.ts', cliDir).catch((e: unknown) => writeFileSync(`${cliDir}.failed`, String(e)));

  if (committed) process.env.OBS_OPS_BUNDLE = join(ROOT, 'dist', 'index.js');
  else {
    if (!existsSync(join(actionDir, 'index.js'))) await build('src/index.ts', actionDir);
    process.env.OBS_OPS_BUNDLE = join(actionDir, 'index.js');
  }
  process.stdout.write(`The action under test: ${relative(ROOT, process.env.OBS_OPS_BUNDLE)}${committed ? ' (its stamp matches src/)' : ''}\n`);
  // The teardown waits for the command line's build, so no build outlives the run and the next run finds it.
  return () => cli;
}

/**
 * What `npm run build` (the action) and `npm run build:cli` (the command line, which `npm pack` builds) run, into a
 * scratch directory moved into place when complete (ncc deletes every .js under its output directory first).
 */
async function build(entry: string, dir: string): Promise<void> {
  const scratch = `${dir}.${process.pid}.tmp`;
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [ncc, 'build', entry, '-o', scratch, '--license', 'licenses.txt', '--quiet'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`Building ${entry} for the tests failed:\n${output}`))));
  });
  try {
    renameSync(scratch, dir);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // a concurrent run put the same bundle there first
  }
  process.stdout.write(`Built ${entry} for the tests in ${((performance.now() - started) / 1000).toFixed(1)} s: ${relative(ROOT, dir)}\n`);
}
