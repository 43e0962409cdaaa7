// One hash of what a bundle is built from, shared by `npm run build` and the tests' global setup
// (test/global-setup.ts). `npm run build` runs this file last: it writes the action's hash to
// `dist/source-hash.txt`, so the committed `dist/index.js` says which sources it was built from. The
// global setup runs the committed bundle when that stamp matches the sources as they are now, and builds
// a fresh one otherwise (an edit to src/ never runs a stale dist/; `.ci/run` checks the committed dist/,
// stamp included, against a fresh build).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** What the action's build (`src/index.ts`) reads. */
export const ACTION_INPUTS = ['src', 'schemas', 'package.json', 'package-lock.json', 'tsconfig.json'] as const;
/** The command line's build reads the emulator package too (its `emulator` command). */
export const CLI_INPUTS = [...ACTION_INPUTS, 'packages/emulator/src', 'packages/emulator/schemas', 'packages/emulator/package.json'] as const;

/** The stamp `npm run build` writes beside the action's bundle. */
export const STAMP = join(ROOT, 'dist', 'source-hash.txt');

/** A hash of every file under `inputs` (paths relative to the repository), names and contents. */
export function sourceHash(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const files = inputs
    .map((entry) => join(ROOT, entry))
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

if (import.meta.main) writeFileSync(STAMP, `${sourceHash(ACTION_INPUTS)}\n`);
