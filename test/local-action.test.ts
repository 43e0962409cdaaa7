// `npm run local-action` (`local-action run . src/main.ts .env` once `.tmp/` is made; docs/emulator.md "Run the action on your machine"), driven as a
// user would, through its CLI as a process, against the emulator: outputs are captured by its
// @actions/core stub, and no secret, nor the Basic credential derived from two of them, is printed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../packages/emulator/src/index.ts';

const ROOT = join(import.meta.dirname, '..');
const CLI = join(ROOT, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js');

interface LocalRun {
  code: number;
  output: string;
  summary: string;
  summaryFile: string;
}

/**
 * Writes `vars` as a .env file and runs the action on it, with none of this process's runner
 * variables. The summary file and RUNNER_TEMP are in `tmp` of the run's fresh directory, made first
 * as `npm run local-action` makes `.tmp/` (`summaryIn`: the summary's directory instead, not made).
 */
async function localAction(vars: Record<string, string>, tmp = '.', summaryIn?: string): Promise<LocalRun> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-local-action-'));
  await mkdir(join(dir, tmp), { recursive: true });
  const dotenv = join(dir, '.env');
  const summaryFile = join(dir, summaryIn ?? tmp, 'summary.md');
  await writeFile(
    dotenv,
    Object.entries({ ...vars, GITHUB_STEP_SUMMARY: summaryFile, RUNNER_TEMP: join(dir, tmp) })
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(GITHUB_|RUNNER_|INPUT_|ACTIONS_)/.test(k)));
  const child = spawn(process.execPath, [CLI, 'run', ROOT, 'src/main.ts', dotenv], { cwd: ROOT, env: { ...env, NO_COLOR: '1' } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? -1)));
  return { code, output, summary: await readFile(summaryFile, 'utf8').catch(() => ''), summaryFile };
}

describe('@github/local-action', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  });
  afterAll(() => emu.close());

  const managed = () => ({
    ACTIONS_STEP_DEBUG: 'true', // debug lines on: the parsed inputs and every retry are printed too
    INPUT_EDITION: 'managed',
    'INPUT_BASE-URL': emu.url,
    'INPUT_KEY-ID': emu.managed.keyId,
    'INPUT_KEY-SECRET': emu.managed.keySecret,
    'INPUT_ORGANIZATION-ID': emu.managed.organizationId,
    INPUT_OPERATION: 'keys.list',
    INPUT_COMMENT: 'never',
  });
  const forms = (keyId: string, secret: string) => [secret, Buffer.from(`${keyId}:${secret}`).toString('base64')];

  it('runs with .env.example as shipped (its base-url pointed at this emulator)', async () => {
    const example = Object.fromEntries(
      readFileSync(join(ROOT, '.env.example'), 'utf8')
        .split('\n')
        .map((line) => /^([A-Z][\w-]*)=(.*)$/.exec(line))
        .filter((m) => m !== null)
        .map((m) => [m[1] as string, m[2] as string]),
    );
    expect(example['INPUT_API-KEY']).toBe(emu.selfHosted.apiKey);
    // Its summary and report go to `.tmp/`, which a fresh clone does not have: `npm run local-action` makes it.
    expect(example.GITHUB_STEP_SUMMARY).toBe('.tmp/summary.md');
    const run = await localAction({ ...example, 'INPUT_BASE-URL': emu.url }, '.tmp');
    expect(run.code, run.output).toBe(0);
    const outputs = run.output.slice(run.output.indexOf('Action Outputs'));
    expect(outputs).toContain('Checkout'); // the `result` output: the emulator's dashboards
    expect(run.summary).toContain('dashboards.list');
    expect(run.output).not.toContain(emu.selfHosted.apiKey);
  });

  it('writes the summary only through @actions/core: with no directory for it, says so and creates nothing', async () => {
    const run = await localAction(managed(), '.', 'no-such-dir');
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Could not write the job summary');
    expect(existsSync(dirname(run.summaryFile))).toBe(false);
  });

  it('runs keys.list: outputs captured, summary written, no secret printed', async () => {
    const run = await localAction(managed());
    expect(run.code, run.output).toBe(0);
    const outputs = run.output.slice(run.output.indexOf('Action Outputs'));
    for (const name of ['result', 'changed', 'report']) expect(outputs).toContain(`'${name}'`);
    expect(outputs).toContain('ci-pipeline'); // the result: the organization's keys
    expect(run.output).not.toContain('No outputs were set');
    expect(run.output).toMatch(/::debug::inputs: /);
    expect(run.summary).toContain('keys.list');
    for (const secret of forms(emu.managed.keyId, emu.managed.keySecret)) expect(run.output).not.toContain(secret);
  });

  it('a failing run (401) reports the error and prints no secret either', async () => {
    const secret = 'local-run-wrong-secret-4711';
    const run = await localAction({ ...managed(), 'INPUT_KEY-SECRET': secret });
    expect(run.output).toMatch(/::error::.*401/);
    expect(run.summary).toContain('401');
    for (const form of forms(emu.managed.keyId, secret)) expect(run.output).not.toContain(form);
  });
});
