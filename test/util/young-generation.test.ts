import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('../../src/util/young-generation.ts', import.meta.url));
// Long-lived objects made in one burst (as a large sync's listed alerts are): V8 grows its young generation to its limit.
const PROBE = `
const v8 = require('node:v8');
const keep = [];
for (let i = 0; i < 400_000; i++) keep.push({ name: 'alert ' + i, threshold: i, tags: [i] });
process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));
`;
const newSpace = (args: string[]): number => Number(execFileSync(process.execPath, [...args, '-e', PROBE], { encoding: 'utf8' }));

// The function called before the burst, in a process whose heap is already made (as an operation calls it).
const KEEP = `data:text/javascript,import { keepYoungGenerationSmall } from ${JSON.stringify(pathToFileURL(MODULE).href)}; await keepYoungGenerationSmall();`;

describe('young generation', () => {
  it('stays at its size once keepYoungGenerationSmall is called, though set after the heap is made', () => {
    const MB = 2 ** 20;
    expect(newSpace([])).toBeGreaterThan(16 * MB);
    expect(newSpace(['--import', KEEP])).toBeLessThanOrEqual(4 * MB);
  });
});
