// Issue 23, item 7: a large file fails as a located problem, not as "JavaScript heap out of memory".
// A file over the limit (10 MB) is refused at its first line before it is parsed; under it, a file
// with too many values to build the located YAML document reports js-yaml's own position for a
// syntax error and the path for any other problem. Files are generated here, never committed.
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { apiWrites, connection, IN_WORKSPACE, STACK_LINE, TEST_WORKSPACE } from '../stress/stress-helpers.ts';

const HEAD = 'version: 1\ndefaults:\n  interval: 5m\n  thresholdType: above\n  channel: { webhook: oncall }\nalerts:\n';
const entry = (i: number) => `  - name: Alert ${i}\n    dashboard: Checkout\n    tile: Error count\n    threshold: 50\n`;

/** An alert file of about `mb` MB whose last line is `last`; returns its path and line count. */
async function alertFile(name: string, mb: number, last: string): Promise<{ path: string; lines: number }> {
  const parts = [HEAD];
  let size = HEAD.length;
  for (let i = 0; size < mb * 1024 * 1024; i++) {
    const e = entry(i);
    parts.push(e);
    size += e.length;
  }
  parts.push(`${last}\n`);
  const text = parts.join('');
  const path = join(TEST_WORKSPACE, name);
  await writeFile(path, text);
  return { path, lines: text.split('\n').length - 1 };
}

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
});
afterAll(() => emu.close());

const run = (path: string) =>
  runAction({ ...connection(emu, 'self-hosted', '10000/60s'), 'dry-run': 'false', 'alert-file': path }, { ...IN_WORKSPACE, timeoutMs: 90_000 });

describe('large alert files through the bundled action (default heap)', () => {
  it('50 MB with an error on its last line: refused at line 1 with the limit, a summary, nothing sent', async () => {
    const { path } = await alertFile('huge.yml', 50, '  - name: [unclosed');
    emu.clearLog();
    const r = await run(path);
    expect(r.code, r.stderr.slice(-1500)).toBe(1);
    expect(r.stderr).not.toMatch(/heap out of memory/i);
    expect(r.stdout + r.stderr).not.toMatch(STACK_LINE);
    const error = r.annotations.find((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, path));
    expect(error?.props.line).toBe('1');
    expect(error?.message).toMatch(/the file is 50(\.\d+)? MB; files over 10 MB are refused/);
    expect(r.summary).toContain('files over 10 MB are refused');
    expect(emu.log).toEqual([]);
  }, 120_000);

  it('3 MB (100,000+ lines) with a syntax error on its last line: located at that line', async () => {
    const { path, lines } = await alertFile('big-syntax.yml', 3, '  - name: [unclosed');
    const r = await run(path);
    expect(r.code, r.stderr.slice(-1500)).toBe(1);
    const error = r.annotations.find((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, path));
    expect(Number(error?.props.line)).toBeGreaterThanOrEqual(lines - 1);
    expect(error?.message).toMatch(/YAML/);
    expect(apiWrites(emu)).toEqual([]);
  }, 120_000);

  it('3 MB with a schema error in its last alert: the problem names the alert by its path', async () => {
    const { path } = await alertFile('big-schema.yml', 3, '  - name: last\n    dashboard: Checkout\n    tile: Error count\n    threshold: "high"');
    const r = await run(path);
    expect(r.code, r.stderr.slice(-1500)).toBe(1);
    const error = r.annotations.find((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, path));
    expect(error?.message).toMatch(/^alerts\[\d+\]\.threshold: .*number/);
    expect(apiWrites(emu)).toEqual([]);
  }, 120_000);
});
