import { describe, expect, it } from 'vitest';
import { LAZY, OPERATIONS } from '../../src/operations/index.ts';

describe('operations index', () => {
  it.each(LAZY.map((l) => [l.meta.name, l] as const))('%s: the metadata repeated for lazy loading equals the module’s', async (_name, l) => {
    const { run: _run, ...meta } = await l.load();
    expect(l.meta).toEqual(meta);
    expect(OPERATIONS.get(meta.name)).toMatchObject(meta);
  });

  it('names every operation once', () => {
    expect(OPERATIONS.size).toBeGreaterThan(LAZY.length);
    for (const [name, op] of OPERATIONS) expect(op.name).toBe(name);
  });
});
