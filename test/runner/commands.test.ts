// src/runner/commands.ts replaces @actions/core at run time (see its header); this holds it to
// @actions/core's exact bytes on stdout, in GITHUB_OUTPUT and in the job summary. One deliberate
// difference: where every annotation property is empty, core leaves a space (`::warning ::msg`).
import * as core from '@actions/core';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as runner from '../../src/runner/commands.ts';

async function stdoutOf(fn: () => unknown): Promise<string> {
  const chunks: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => chunks.push(String(chunk)) > 0) as typeof write;
  try {
    await fn();
  } finally {
    process.stdout.write = write;
  }
  return chunks.join('');
}

const dir = mkdtempSync(join(tmpdir(), 'obs-ops-runner-'));
const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  process.exitCode = undefined;
});

// Messages and property values with everything that needs escaping, and some that does not.
const text = fc.string({ unit: fc.constantFrom('a', ' ', '%', '%25', ':', ',', '\r', '\n', '::', '=', 'é', '🙂', '"') });
const line = fc.option(fc.nat({ max: 3 }), { nil: undefined });
const props = fc.record(
  { title: text, file: text, startLine: line, endLine: line, startColumn: line, endColumn: line },
  { requiredKeys: [] },
);

describe('workflow commands, byte for byte as @actions/core writes them', () => {
  it('annotations, debug, masks and plain lines', async () => {
    for (const level of ['error', 'warning'] as const) {
      await fc.assert(
        fc.asyncProperty(text, props, async (message, p) => {
          const theirs = (await stdoutOf(() => core[level](message, p))).replace(/^::(\w+) ::/, '::$1::');
          expect(await stdoutOf(() => runner[level](message, p))).toBe(theirs);
        }),
      );
    }
    await fc.assert(
      fc.asyncProperty(text, async (message) => {
        expect(await stdoutOf(() => runner.debug(message))).toBe(await stdoutOf(() => core.debug(message)));
        expect(await stdoutOf(() => runner.setSecret(message))).toBe(await stdoutOf(() => core.setSecret(message)));
        expect(await stdoutOf(() => runner.info(message))).toBe(await stdoutOf(() => core.info(message)));
      }),
    );
  });

  it('groups, and failing the step', async () => {
    const inner = async () => runner.info('inside');
    expect(await stdoutOf(() => runner.group('Report: a, b', inner))).toBe(await stdoutOf(() => core.group('Report: a, b', inner)));
    const mine = await stdoutOf(() => runner.setFailed('boom\nsecond line'));
    expect(process.exitCode).toBe(1);
    process.exitCode = undefined;
    expect(mine).toBe(await stdoutOf(() => core.setFailed('boom\nsecond line')));
    expect(process.exitCode).toBe(1);
  });

  it('outputs in GITHUB_OUTPUT, and the set-output command without it', async () => {
    const withoutDelimiters = (s: string) => s.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIM');
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z][a-z-]{0,9}$/), text, async (name, value) => {
        const outputs = (fn: () => void) => {
          const file = join(dir, 'output');
          writeFileSync(file, '');
          process.env.GITHUB_OUTPUT = file;
          fn();
          return withoutDelimiters(readFileSync(file, 'utf8'));
        };
        expect(outputs(() => runner.setOutput(name, value))).toBe(outputs(() => core.setOutput(name, value)));
        delete process.env.GITHUB_OUTPUT;
        expect(await stdoutOf(() => runner.setOutput(name, value))).toBe(await stdoutOf(() => core.setOutput(name, value)));
      }),
    );
  });

  it('inputs and step debug', () => {
    process.env['INPUT_BASE-URL'] = '  http://x \n';
    process.env.INPUT_MY_NAME = 'v';
    for (const name of ['base-url', 'my name', 'absent']) expect(runner.getInput(name)).toBe(core.getInput(name));
    for (const flag of ['1', '0', 'true']) {
      process.env.RUNNER_DEBUG = flag;
      expect(runner.isDebug()).toBe(core.isDebug());
    }
  });

  it('the job summary, appended', async () => {
    const file = join(dir, 'summary.md');
    writeFileSync(file, 'before\n');
    process.env.GITHUB_STEP_SUMMARY = file;
    await runner.appendSummary('# mine\n');
    await core.summary.addRaw('# mine\n').write();
    expect(readFileSync(file, 'utf8')).toBe('before\n# mine\n# mine\n');
    delete process.env.GITHUB_STEP_SUMMARY;
    await expect(runner.appendSummary('x')).rejects.toThrow(/GITHUB_STEP_SUMMARY/);
  });
});
