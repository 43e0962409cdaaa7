import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The bundle under test: built from src/ by test/global-setup.ts for `npm test`; `dist/index.js` elsewhere (bench). */
export const BUNDLE = resolve(process.env.OBS_OPS_BUNDLE ?? 'dist/index.js');

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Parsed `result` output (undefined when absent or not JSON). */
  result: unknown;
  /** `::error file=…,line=…::msg` style commands found in stdout. */
  annotations: Array<{ level: string; props: Record<string, string>; message: string }>;
  dir: string;
}

/**
 * Runs the bundled action as the runner would: inputs as INPUT_* variables, fresh
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, and nothing of this process's GitHub env.
 */
export async function runAction(
  inputs: Record<string, string | number | boolean | undefined>,
  opts: {
    env?: Record<string, string>;
    cwd?: string;
    timeoutMs?: number;
    /** Another bundle file to run instead of BUNDLE (e.g. a modified copy). */
    bundle?: string;
    /** The step's process, once started (a test signals it as the runner would on a cancel). */
    onSpawn?: (child: ChildProcess) => void;
  } = {},
): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-run-'));
  const outputFile = join(dir, 'output.txt');
  const summaryFile = join(dir, 'summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: opts.cwd ?? process.cwd(),
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: '42',
    GITHUB_SERVER_URL: 'https://github.com',
    // Keep the comment path off unless a test opts in with its own event + API URL.
    INPUT_COMMENT: 'never',
    ...opts.env,
  };
  for (const [name, value] of Object.entries(inputs)) {
    if (value === undefined) continue;
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(value);
  }

  const child = spawn(process.execPath, [opts.bundle ?? BUNDLE], { env, cwd: opts.cwd ?? process.cwd() });
  opts.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`action did not finish in ${opts.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('close', (c, signal) => {
      clearTimeout(timer);
      // Killed by a signal: as a shell reports it (128 + its number; not every platform numbers every signal).
      done(c ?? (signal ? 128 + ((constants.signals as Partial<Record<NodeJS.Signals, number>>)[signal] ?? 0) : -1));
    });
  });

  const outputs = parseOutputFile(await readFile(outputFile, 'utf8'));
  let result: unknown;
  try {
    result = outputs.result === undefined ? undefined : JSON.parse(outputs.result);
  } catch {
    result = undefined;
  }
  return {
    code,
    stdout,
    stderr,
    outputs,
    summary: await readFile(summaryFile, 'utf8'),
    result,
    annotations: parseAnnotations(stdout),
    dir,
  };
}

/** Parses the `name<<DELIM\nvalue\nDELIM` blocks a step writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name, delim] = m;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] ?? '');
    out[name as string] = value.join('\n');
  }
  return out;
}

function parseAnnotations(stdout: string): ActionRun['annotations'] {
  const found: ActionRun['annotations'] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)( [^:]*)?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const part of (m[2] ?? '').trim().split(',')) {
      const [k, ...v] = part.split('=');
      if (k) props[k] = decodeURIComponent(v.join('=').replace(/%2C/g, ','));
    }
    found.push({ level: m[1] as string, props, message: (m[3] ?? '').replace(/%0A/g, '\n').replace(/%25/g, '%') });
  }
  return found;
}
