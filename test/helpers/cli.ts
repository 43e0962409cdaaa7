import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The command line's bundle under test: built from src/ by test/global-setup.ts; `dist/cli/index.js` elsewhere. */
export const CLI = resolve(process.env.OBS_OPS_CLI ?? 'dist/cli/index.js');

// The global setup builds the command line in the background while the other tests run: a file that runs it
// waits here, while it is imported (no test's timeout counts the wait), until the bundle is in place or its
// build has failed.
const failed = process.env.OBS_OPS_CLI_FAILED;
while (failed !== undefined && !existsSync(CLI)) {
  if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
  await sleep(200);
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the bundled command line as a user's shell would: `args`, the working directory `cwd`, and
 * only the environment given (plus PATH and HOME), none of this process's GitHub or credential variables.
 */
export async function runCli(
  args: string[],
  opts: { env?: Record<string, string>; cwd?: string; timeoutMs?: number; bin?: string[]; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<CliRun> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...opts.env };
  const [command, ...pre] = opts.bin ?? [process.execPath, CLI];
  const child = spawn(command as string, [...pre, ...args], { env, cwd: opts.cwd ?? process.cwd() });
  opts.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`observability-ops ${args.join(' ')} did not finish in ${opts.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('close', (c) => {
      clearTimeout(timer);
      done(c ?? -1);
    });
  });
  return { code, stdout, stderr };
}
