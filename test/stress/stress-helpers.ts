// Small shared pieces of the stress suite: connection inputs per edition and the checks every
// run must pass whatever happened (no crash trace, a readable failure).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEMO, type Emulator, type TeamState } from '../emulator/index.ts';
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

export async function tempFile(text: string | Buffer, name = 'file.yml'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-stress-'));
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
export const apiWrites = (emu: Emulator) => emu.log.filter((l) => l.edition !== 'admin' && l.method !== 'GET');
