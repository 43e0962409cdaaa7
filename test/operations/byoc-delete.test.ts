import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { apiWrites, connection } from '../stress/stress-helpers.ts';

type Emu = Awaited<ReturnType<typeof startEmulator>>;
let emu: Emu;

beforeEach(async () => {
  emu = await startEmulator();
});
afterEach(async () => {
  await emu.close();
});

const inputs = (over: Record<string, string> = {}): Record<string, string> => ({
  ...connection(emu, 'managed', '1000/10s'),
  operation: 'byoc.delete',
  ...over,
});
const byocId = (): string => emu.state.byoc[0]!.id;

describe('byoc.delete (managed, bundled action against the emulator)', () => {
  it('deletes when confirm repeats the id', async () => {
    const id = byocId();
    const run = await runAction(inputs({ 'byoc-infrastructure-id': id, confirm: id }));
    expect(run.code).toBe(0);
    expect(run.outputs.deleted).toBe('1');
    expect(run.outputs.changed).toBe('true');
    expect(run.result).toMatchObject({ id, decision: 'deleted' });
    expect(apiWrites(emu).map((w) => w.method)).toEqual(['DELETE']);
    expect(run.summary).toContain(`Deleted BYOC infrastructure ${id}`);
  });

  it('accepts the raw-operation `id` input as well', async () => {
    const id = byocId();
    const run = await runAction(inputs({ id, confirm: id }));
    expect(run.code).toBe(0);
    expect(run.outputs.deleted).toBe('1');
  });

  it('refuses before any request when confirm differs or is missing', async () => {
    const id = byocId();
    for (const confirm of ['', `${id}x`]) {
      const run = await runAction(inputs({ 'byoc-infrastructure-id': id, confirm }));
      expect(run.code).not.toBe(0);
      expect(run.stdout).toMatch(/Input `confirm` must repeat the BYOC infrastructure id/);
    }
    const missing = await runAction(inputs({ confirm: 'x' }));
    expect(missing.stdout).toMatch(/needs `byoc-infrastructure-id`/);
    expect(emu.log).toEqual([]);
  });

  it('dry run reports "would delete" and sends nothing', async () => {
    const id = byocId();
    const run = await runAction(inputs({ 'byoc-infrastructure-id': id, confirm: id, 'dry-run': 'true' }));
    expect(run.code).toBe(0);
    expect(run.result).toMatchObject({ id, decision: 'would delete' });
    expect(run.outputs.deleted).toBe('0');
    expect(emu.log).toEqual([]);
  });

  it('an unknown id answers 404: "not found in organization"', async () => {
    const id = '6f1d2c3b-4a59-4e7f-8a9b-0c1d2e3f4a5b';
    const run = await runAction(inputs({ 'byoc-infrastructure-id': id, confirm: id }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(`BYOC infrastructure ${id} not found in organization ${emu.managed.organizationId}`);
    expect(run.summary).toContain('not found');
  });

  it('is refused on the self-hosted edition', async () => {
    const run = await runAction({ operation: 'byoc.delete', edition: 'self-hosted', 'base-url': emu.url, 'api-key': 'x'.repeat(36), id: 'a', confirm: 'a' });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/not available on the self-hosted edition/);
    expect(emu.log).toEqual([]);
  });
});
