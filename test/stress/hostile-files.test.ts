// Hostile alert and checks files. Many generated cases run the parsers in-process (every problem
// located at file:line:column with a message, no exception escapes); a handful of the nastiest run
// through the bundled action (annotation at file:line, exit 1, no stack trace, nothing written).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { parseChecks } from '../../src/checks/file.ts';
import type { FileProblem } from '../../src/util/problems.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { relative } from 'node:path';
import { apiWrites, connection, IN_WORKSPACE, STACK_LINE, tempFile, TEST_WORKSPACE } from './stress-helpers.ts';

const VALID_ALERTS = `version: 1
defaults:
  interval: 5m
  thresholdType: above
  channel: { webhook: oncall }
alerts:
  - name: Checkout error rate
    dashboard: Checkout
    tile: Error count
    threshold: 50
  - name: Slow checkout
    dashboard: Checkout
    tile: p95 latency
    threshold: 800
`;

const VALID_CHECKS = `version: 1
defaults:
  window: 10m
checks:
  - name: Checkout errors
    series:
      - source: Logs
        aggFn: count
        where: "ServiceName:checkout"
    reduce: max
    fail: "> 5"
`;

/** Both parsers on one text; returns every problem. Throws only if a parser does (the bug we hunt). */
function parseBoth(text: string): { alerts: FileProblem[]; checks: FileProblem[] } {
  const a = parseAlertFile('hostile.yml', text, { defaultScope: 'acme/shop:hostile.yml' });
  const y = LocatedYaml.parse('hostile.yml', text);
  parseChecks(y);
  return { alerts: a.yaml.problems, checks: y.problems };
}

function expectLocated(problems: FileProblem[], text: string): void {
  const lines = text.split('\n').length;
  for (const p of problems) {
    expect(p.file).toBe('hostile.yml');
    expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines, `line ${p.line} of ${lines}`).toBe(true);
    expect(Number.isInteger(p.column) && p.column >= 1).toBe(true);
    expect(typeof p.message === 'string' && p.message.trim().length > 0).toBe(true);
    expect(['error', 'warning']).toContain(p.severity);
  }
}

// --- generators ------------------------------------------------------------------------------

/** Junk values of the wrong type for any field, as YAML flow text. */
const wrongValue = fc.oneof(
  fc.constantFrom(
    '[1, 2]',
    '{a: 1}',
    'true',
    'null',
    '~',
    '"x"',
    '-7.5e300',
    '0x1F',
    '!!binary aGVsbG8=',
    '&x [*x]',
    '*nope',
    '"\\0\\x01"',
    "''",
    '[[[[[]]]]]',
  ),
  fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.integer().map(String),
);
const junkKey = fc.stringMatching(/^[a-z][a-zA-Z_]{0,12}$/).map((k) => `zz${k}`);
/** Raw bytes, including NUL, C0 controls, lone surrogates and invalid UTF-8 read as text. */
const binaryJunk = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('utf8'));
const unicodeJunk = fc.string({ unit: 'binary', maxLength: 200 });

/** Inserts `line` after line index `at` of `text`, with the indentation of that line's mapping. */
function insertLine(text: string, at: number, line: string): { text: string; line: number } {
  const lines = text.replace(/\n$/, '').split('\n');
  const i = Math.min(at, lines.length - 1);
  const indent = /^(\s*)(- )?/.exec(lines[i] ?? '')!;
  const pad = indent[1]!.length + (indent[2] ? 2 : 0);
  lines.splice(i + 1, 0, ' '.repeat(pad) + line);
  return { text: `${lines.join('\n')}\n`, line: i + 2 };
}

/** Replaces the value on line `i` (1-based) of a `key: value` line. */
function replaceValue(text: string, i: number, value: string): string {
  const lines = text.split('\n');
  lines[i - 1] = (lines[i - 1] ?? '').replace(/:\s.*$/, `: ${value}`);
  return lines.join('\n');
}
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('hostile files, in-process (generated)', () => {
  it('arbitrary text and bytes: never an exception, every problem located with a message', () => {
    fc.assert(
      fc.property(fc.oneof(binaryJunk, unicodeJunk, fc.string({ maxLength: 400 })), (text) => {
        const { alerts, checks } = parseBoth(text);
        expectLocated(alerts, text);
        expectLocated(checks, text);
        // Junk is never a valid file.
        expect(alerts.some((p) => p.severity === 'error')).toBe(true);
        expect(checks.some((p) => p.severity === 'error')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('arbitrary YAML values (wrong top-level and nested types): located errors, no exception', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value, null, 1);
        const { alerts, checks } = parseBoth(text);
        expectLocated(alerts, text);
        expectLocated(checks, text);
        expect(alerts.some((p) => p.severity === 'error')).toBe(true);
        expect(checks.some((p) => p.severity === 'error')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('an unknown key at any level is an error on its own line', () => {
    for (const [valid, kind] of [
      [VALID_ALERTS, 'alerts'],
      [VALID_CHECKS, 'checks'],
    ] as const) {
      const count = valid.trimEnd().split('\n').length;
      fc.assert(
        fc.property(fc.nat({ max: count - 1 }), junkKey, wrongValue, (at, key, value) => {
          // Not after a line that opens a block (`alerts:`, `series:`): the key would land in a list.
          const prev = valid.split('\n')[at] ?? '';
          fc.pre(!/:\s*$/.test(prev));
          const { text, line } = insertLine(valid, at, `${key}: ${value}`);
          const problems = kind === 'alerts' ? parseBoth(text).alerts : parseBoth(text).checks;
          expectLocated(problems, text);
          expect(
            problems.filter((p) => p.severity === 'error').map((p) => p.line),
            JSON.stringify(problems),
          ).toContain(line);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('a wrong-typed value is an error on its line', () => {
    const fields: Array<[string, string, 'alerts' | 'checks']> = [
      ['threshold: 50', VALID_ALERTS, 'alerts'],
      ['interval: 5m', VALID_ALERTS, 'alerts'],
      ['thresholdType: above', VALID_ALERTS, 'alerts'],
      ['version: 1', VALID_ALERTS, 'alerts'],
      ['reduce: max', VALID_CHECKS, 'checks'],
      ['aggFn: count', VALID_CHECKS, 'checks'],
      ['window: 10m', VALID_CHECKS, 'checks'],
      ['fail: "> 5"', VALID_CHECKS, 'checks'],
    ].map(([needle, text, kind]) => [needle as string, text as string, kind as 'alerts' | 'checks']);
    const bad = fc.constantFrom('[1, 2]', '{a: 1}', 'true', '"eleventy"', '-1e400', '{}', '[]');
    fc.assert(
      fc.property(fc.constantFrom(...fields), bad, ([needle, valid, kind], value) => {
        const line = lineOf(valid, needle);
        const text = replaceValue(valid, line, value);
        const problems = kind === 'alerts' ? parseBoth(text).alerts : parseBoth(text).checks;
        expectLocated(problems, text);
        expect(
          problems.filter((p) => p.severity === 'error').map((p) => p.line),
          `${needle} → ${value}: ${JSON.stringify(problems)}`,
        ).toContain(line);
      }),
      { numRuns: 80 },
    );
  });

  it('duplicate keys are an error at the second key, at any level', () => {
    for (const [valid, kind] of [
      [VALID_ALERTS, 'alerts'],
      [VALID_CHECKS, 'checks'],
    ] as const) {
      // Not block openers (`series:`): a sibling after them would cut their list off.
      const keyLines = valid
        .split('\n')
        .map((l, i) => [l, i] as const)
        .filter(([l]) => /^\s*(- )?[A-Za-z]+:\s*\S/.test(l));
      fc.assert(
        fc.property(fc.constantFrom(...keyLines), ([l, i]) => {
          const key = /^\s*(?:- )?([A-Za-z]+):/.exec(l)![1]!;
          const { text, line } = insertLine(valid, i, `${key}: 1`);
          const problems = kind === 'alerts' ? parseBoth(text).alerts : parseBoth(text).checks;
          expectLocated(problems, text);
          expect(
            problems.some((p) => p.severity === 'error' && p.line === line && /unique|duplicate/i.test(p.message)),
            JSON.stringify(problems),
          ).toBe(true);
        }),
        { numRuns: 25 },
      );
    }
  });
});

// --- the nastiest, in-process and through the bundle ---------------------------------------

const bomb = (target: 'alerts' | 'checks'): string => {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const prev = String.fromCharCode(96 + i);
    lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  return `${lines.join('\n')}\nversion: 1\n${target}: *i\n`;
};

interface Nasty {
  name: string;
  text: (target: 'alerts' | 'checks') => string | Buffer;
  /** The 1-based line the error must point at. */
  line: (target: 'alerts' | 'checks') => number;
  message: RegExp;
}

const NASTY: Nasty[] = [
  { name: 'billion laughs alias bomb', text: bomb, line: () => 1, message: /alias|resource exhaustion/i },
  { name: '10k-deep nesting', text: (t) => `version: 1\n${t}: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, line: () => 2, message: /nested too deeply/ },
  {
    name: 'a 5 MB string',
    text: (t) =>
      t === 'alerts'
        ? VALID_ALERTS.replace('name: Slow checkout', `name: "${'x'.repeat(5 * 1024 * 1024)}"`)
        : VALID_CHECKS.replace('name: Checkout errors', `name: "${'x'.repeat(5 * 1024 * 1024)}"`),
    line: (t) => lineOf(t === 'alerts' ? VALID_ALERTS : VALID_CHECKS, t === 'alerts' ? 'name: Slow checkout' : 'name: Checkout errors'),
    message: /characters|long|too/i,
  },
  {
    name: 'duplicate keys',
    text: (t) =>
      t === 'alerts'
        ? VALID_ALERTS.replace('    threshold: 800\n', '    threshold: 800\n    threshold: 900\n')
        : VALID_CHECKS.replace('    reduce: max\n', '    reduce: max\n    reduce: min\n'),
    line: (t) => (t === 'alerts' ? lineOf(VALID_ALERTS, 'threshold: 800') + 1 : lineOf(VALID_CHECKS, 'reduce: max') + 1),
    message: /unique/i,
  },
  {
    name: 'NUL and binary bytes',
    text: (t) =>
      Buffer.concat([Buffer.from(t === 'alerts' ? VALID_ALERTS : VALID_CHECKS), Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0])]),
    line: (t) => (t === 'alerts' ? VALID_ALERTS : VALID_CHECKS).split('\n').length,
    message: /YAML/,
  },
  { name: 'wrong top-level type', text: () => '- version: 1\n- alerts: []\n', line: () => 1, message: /mapping/ },
  {
    name: 'unknown key deep inside',
    text: (t) =>
      t === 'alerts'
        ? VALID_ALERTS.replace('  channel: { webhook: oncall }', '  channel: { webhook: oncall, hook: x }')
        : VALID_CHECKS.replace('        aggFn: count\n', '        aggFn: count\n        agg_fn: sum\n'),
    line: (t) => (t === 'alerts' ? lineOf(VALID_ALERTS, 'channel: {') : lineOf(VALID_CHECKS, 'aggFn: count') + 1),
    message: /unknown key/,
  },
];

describe('hostile files, in-process (the nastiest)', () => {
  it.each(NASTY.map((n) => [n.name, n] as const))('%s', (_name, n) => {
    for (const target of ['alerts', 'checks'] as const) {
      const raw = n.text(target);
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      const problems = target === 'alerts' ? parseBoth(text).alerts : parseBoth(text).checks;
      expectLocated(problems, text);
      const errors = problems.filter((p) => p.severity === 'error');
      expect(
        errors.some((p) => p.line === n.line(target) && n.message.test(p.message)),
        `${target}: ${JSON.stringify(errors).slice(0, 600)}`,
      ).toBe(true);
    }
  });
});

describe('hostile files through the bundled action', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false } });
  });
  afterAll(() => emu.close());

  it.each(NASTY.map((n) => [n.name, n] as const))('%s → annotation at file:line, exit 1, no trace, nothing sent', async (_name, n) => {
    for (const target of ['alerts', 'checks'] as const) {
      emu.clearLog();
      const path = await tempFile(n.text(target), `${target}.yml`);
      const run = await runAction(
        { ...connection(emu, 'self-hosted', '10000/60s'), 'dry-run': 'false', ...(target === 'alerts' ? { 'alert-file': path } : { 'checks-file': path }) },
        IN_WORKSPACE,
      );
      expect(run.code, run.stdout.slice(0, 2000)).toBe(1);
      expect(run.stdout).not.toMatch(STACK_LINE);
      expect(run.stderr).not.toMatch(STACK_LINE);
      // Annotations name the file as the repository knows it: relative to the workspace.
      const at = run.annotations.filter((a) => a.level === 'error' && a.props.file === relative(TEST_WORKSPACE, path));
      expect(
        at.map((a) => a.props.line),
        run.stdout.slice(0, 2000),
      ).toContain(String(n.line(target)));
      // Nothing written; for alerts not even a read (files are checked before any request).
      expect(apiWrites(emu)).toEqual([]);
      if (target === 'alerts') expect(emu.log).toEqual([]);
      else expect(emu.log.filter((l) => l.path === '/api/v2/charts/series')).toEqual([]);
      // The log and summary stay small even when the file holds 5 MB.
      expect(run.stdout.length + run.summary.length).toBeLessThan(200_000);
    }
  });
});
