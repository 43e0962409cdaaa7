// Small shared pieces of the stress suite: connection inputs per edition and the checks every
// run must pass whatever happened (no crash trace, a readable failure).
import { mkdtempSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEMO, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import type { ActionRun } from '../helpers/action.ts';

export type EditionName = 'self-hosted' | 'managed';

export const MANAGED_PREFIX = `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
export const prefixOf = (edition: EditionName): string => (edition === 'self-hosted' ? '/api/v2' : MANAGED_PREFIX);

/** Inputs that connect to the emulator; `rate-limit` matches the emulator's (small) window. */
export function connection(emu: Emulator, edition: EditionName, rateLimit?: string): Record<string, string> {
  return { ...emu.actionInputs(edition), 'rate-limit': rateLimit ?? (edition === 'self-hosted' ? '100/1s' : '10/1s') };
}

export const teamOf = (emu: Emulator, edition: EditionName): TeamState =>
  edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState);

/**
 * The workspace of this test file's runs: the action only reads and writes files inside
 * GITHUB_WORKSPACE, so runs that use `tempFile` files pass `IN_WORKSPACE` to runAction.
 */
export const TEST_WORKSPACE = mkdtempSync(join(tmpdir(), 'obs-ops-ws-'));
export const IN_WORKSPACE = { cwd: TEST_WORKSPACE } as const;

/** A file in a fresh directory of TEST_WORKSPACE; returns its absolute path. */
export async function tempFile(text: string | Buffer, name = 'file.yml'): Promise<string> {
  const dir = await mkdtemp(join(TEST_WORKSPACE, 'f-'));
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** A JavaScript stack frame line (`    at fn (file:1:2)`), i.e. a crash trace reaching the user. */
export const STACK_LINE = /^\s+at .+(\(|:\d+:\d+)/m;

/** Whatever the outcome: no stack trace, and a failure is an `::error::` with a real message. */
export function expectCleanOutcome(run: ActionRun): void {
  expect(run.stdout, 'stack trace in stdout').not.toMatch(STACK_LINE);
  expect(run.stderr, 'stack trace in stderr').not.toMatch(STACK_LINE);
  expect(run.stdout).not.toMatch(/TypeError|ReferenceError|RangeError|Cannot read propert/);
  if (run.code !== 0) {
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors.length, run.stdout).toBeGreaterThan(0);
    for (const e of errors) expect(e.message.trim().length).toBeGreaterThan(10);
  }
}

/** Non-GET requests the emulator received on the API (admin routes excluded). */
export const apiWrites = (emu: Emulator) => emu.log.filter((l) => l.edition !== 'admin' && l.method !== 'GET' && !l.path.endsWith('/charts/series'));

/**
 * What a run shows anyone, by place: stdout without the runner's `::add-mask::` commands (the
 * runner consumes those; they never reach the log), stderr, the summary and every output.
 */
export function visibleParts(run: ActionRun): Record<string, string> {
  return {
    stdout: run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n'),
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
  };
}

/** None of `secrets` is in what the run shows, nor in the `extra` texts (e.g. the report file). */
export function expectNoSecrets(run: ActionRun, secrets: readonly string[], extra: Record<string, string> = {}, label = 'run'): void {
  for (const [where, text] of Object.entries({ ...visibleParts(run), ...extra })) {
    for (const secret of secrets) expect(text.includes(secret), `${label}: ${secret} in ${where}`).toBe(false);
  }
}

/** The Basic credential the managed edition sends: base64 of `keyId:keySecret`. */
export const basicCredential = (keyId: string, keySecret: string): string => Buffer.from(`${keyId}:${keySecret}`).toString('base64');

/**
 * The secrets among a run's inputs: `api-key`, `key-secret`, `github-token`, and on the managed
 * edition the Basic credential built from `key-id` and `key-secret`.
 */
export function secretsOf(inputs: Record<string, string | number | boolean | undefined>): string[] {
  const str = (name: string) => (inputs[name] === undefined ? '' : String(inputs[name]));
  const out = ['api-key', 'key-secret', 'github-token'].map(str).filter(Boolean);
  if (str('edition') === 'managed' && str('key-id') && str('key-secret')) out.push(basicCredential(str('key-id'), str('key-secret')));
  return out;
}

/** Each secret has its own `::add-mask::<value>` command, so the runner hides it in every later line. */
export function expectMasked(run: ActionRun, secrets: readonly string[], label = 'run'): void {
  const masked = new Set(
    run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length).replace(/\r$/, '')),
  );
  expect(secrets.length, `${label}: no secret to check`).toBeGreaterThan(0);
  for (const s of secrets) expect(masked.has(s), `${label}: no ::add-mask:: line for ${s}`).toBe(true);
}
