// Vitest global setup: the tests that run the action spawn a bundle built from src/ as it is now,
// not the committed dist/ (which may lag behind an edit; .ci/run checks it separately). Global
// setup runs once in the main process, before any worker starts, so workers never build
// concurrently; they inherit OBS_OPS_BUNDLE (test/helpers/action.ts reads it) and OBS_OPS_CLI, the
// command line's bundle (test/helpers/cli.ts), built the same way as its second entry.
//
// The bundle is keyed by a hash of everything the build reads, so a re-run with unchanged sources
// reuses it, and any edit builds a fresh one.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
// The emulator package's sources and schema are in the command line's bundle (its `emulator` command).
const INPUTS = [
  'src',
  'schemas',
  'packages/emulator/src',
  'packages/emulator/schemas',
  'packages/emulator/package.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const CACHE = join(ROOT, 'node_modules', '.cache', 'observability-ops-test-bundle');

export default async function setup(): Promise<void> {
  const dir = join(CACHE, sourceHash());
  if (!existsSync(join(dir, 'index.js')) || !existsSync(join(dir, 'cli', 'index.js'))) await build(dir);
  process.env.OBS_OPS_BUNDLE = join(dir, 'index.js');
  process.env.OBS_OPS_CLI = join(dir, 'cli', 'index.js');
}

/**
 * What `npm run build` (the action) and `npm run build:cli` (the command line, which `npm pack` builds) run, into a
 * scratch directory moved into place when complete. The two builds are independent and each mostly one core's
 * work, so they run side by side: on a fresh clone of a 2-core machine this is half the setup's wait. Each has its
 * own output directory (ncc deletes every .js under its output directory first, the other build's included).
 */
async function build(dir: string): Promise<void> {
  const scratch = `${dir}.${process.pid}.tmp`;
  mkdirSync(CACHE, { recursive: true });
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const started = performance.now();
  await Promise.all(
    [
      ['src/index.ts', scratch],
      ['src/cli/index.ts', `${scratch}-cli`],
    ].map(
      ([entry, out]) =>
        new Promise<void>((done, fail) => {
          const child = spawn(process.execPath, [ncc, 'build', entry as string, '-o', out as string, '--license', 'licenses.txt', '--quiet'], {
            cwd: ROOT,
          });
          let output = '';
          child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
          child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
          child.on('error', fail);
          child.on('close', (code) => (code === 0 ? done() : fail(new Error(`Building ${entry} for the tests failed:\n${output}`))));
        }),
    ),
  );
  renameSync(`${scratch}-cli`, join(scratch, 'cli'));
  try {
    renameSync(scratch, dir);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // a concurrent run put the same bundle there first
  }
  // Only the newest bundle is kept (builds still under way elsewhere end in `.tmp` or `.tmp-cli`).
  for (const old of readdirSync(CACHE)) {
    if (join(CACHE, old) !== dir && !/\.tmp(-cli)?$/.test(old)) rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  process.stdout.write(`Built the bundles under test from src/ in ${((performance.now() - started) / 1000).toFixed(1)} s: ${relative(ROOT, dir)}\n`);
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const files = INPUTS.map((entry) => join(ROOT, entry))
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => join(e.parentPath, e.name))
        : [path],
    );
  for (const file of files.sort()) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
