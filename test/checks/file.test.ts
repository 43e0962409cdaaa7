import { describe, expect, it } from 'vitest';
import { parseChecks, readChecksFile } from '../../src/checks/file.ts';
import { FileProblemsError } from '../../src/util/problems.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';

function parse(text: string) {
  const y = LocatedYaml.parse('checks.yml', text);
  const checks = parseChecks(y);
  return { checks, problems: y.problems.map((p) => `${p.line}:${p.column} ${p.message}`) };
}

const ISSUE_EXAMPLE = `version: 1
defaults: { window: 15m, granularity: 1m }
checks:
  - name: Checkout errors
    series:
      - source: Logs
        aggFn: count
        where: "ServiceName:checkout AND SeverityText:error"
        groupBy: []
    reduce: max
    fail: "> 5"
    warn: "> 2"
  - name: p95 latency vs yesterday
    series: [{ source: Traces, aggFn: quantile, level: 0.95, field: Duration, where: "", groupBy: [] }]
    reduce: avg
    baseline: 1d
    fail: "> +20%"
`;

describe('checks file', () => {
  it('reads the example from the issue with defaults applied', () => {
    const { checks, problems } = parse(ISSUE_EXAMPLE);
    expect(problems).toEqual([]);
    expect(checks).toHaveLength(2);
    expect(checks[0]).toMatchObject({
      name: 'Checkout errors',
      line: 4,
      series: [{ source: 'Logs', aggFn: 'count', where: 'ServiceName:checkout AND SeverityText:error', groupBy: [] }],
      value: { series: 0 },
      reduce: 'max',
      fail: { op: '>', value: 5, kind: 'absolute' },
      warn: { op: '>', value: 2 },
      window: { lookbackMs: 15 * 60_000 },
      granularity: '1m',
      noData: 'warn',
      attempts: 1,
      initialDelayMs: 0,
    });
    expect(checks[1]).toMatchObject({ baselineMs: 86_400_000, fail: { kind: 'percent', value: 20 }, series: [{ level: 0.95, field: 'Duration' }] });
  });

  it('lets a check override defaults, including attempts and no-data', () => {
    const { checks, problems } = parse(`version: 1
defaults: { window: 30m, attempts: 3, every: 10s, initial-delay: 1m, no-data: fail, reduce: sum }
checks:
  - name: a
    series: [{ sourceId: abc, aggFn: count }]
    fail: "> 1"
  - name: b
    series: [{ sourceId: abc, aggFn: avg, field: Duration, whereLanguage: sql, where: "1=1" }]
    fail: "> 1"
    window: 5m
    attempts: 1
    no-data: pass
    startTime: null
`);
    expect(problems.join('\n')).toMatch(/startTime/); // null is not a time
    expect(checks[0]).toMatchObject({ window: { lookbackMs: 1_800_000 }, attempts: 3, everyMs: 10_000, initialDelayMs: 60_000, noData: 'fail', reduce: 'sum' });
  });

  it('accepts fixed start and end times', () => {
    const { checks, problems } = parse(`version: 1
checks:
  - name: a
    series: [{ sourceId: abc, aggFn: count }]
    fail: "> 1"
    startTime: 2025-01-31T12:00:00Z
    endTime: 1738328400000
`);
    expect(problems).toEqual([]);
    expect(checks[0]?.window).toEqual({ startTime: Date.parse('2025-01-31T12:00:00Z'), endTime: 1738328400000 });
  });

  it('locates every problem at its line', () => {
    const { problems } = parse(`version: 2
checks:
  - name: dup
    series: [{ source: Logs, aggFn: count }]
    fail: "> 1"
  - name: dup
    series:
      - { source: Logs, sourceId: x, aggFn: median, field: a }
    fail: 5
    warn: "> +10%"
    reduce: p95
    granularity: 2m
    window: 15 minutes
    attempts: 0
    noData: pass
  - name: q
    series:
      - { source: Traces, aggFn: quantile, field: Duration, groupBy: [a] }
      - { source: Traces, aggFn: avg, level: 0.5, groupBy: [b] }
    value: series_2
    warn: "> x"
  - name: none
    series: []
`);
    const expected = [
      /^1:10 `version` must be 1/,
      /^6:11 check name `dup` is already used by check 1/,
      /^8:9 set exactly one of `source`/,
      /^8:45 `aggFn` must be one of/,
      /^9:11 a condition is a quoted string/,
      /^10:11 `> \+10%` is a percentage/,
      /^11:13 `reduce` must be one of max, min, avg, sum, last/,
      /^12:18 `granularity` must be one of/,
      /^13:13 `window` must be a duration/,
      /^14:15 `attempts` must be a whole number from 1 to 100/,
      /^15:5 unknown key `noData` \(did you mean `no-data`\?\)/,
      /^18:9 `aggFn: quantile` needs `level`/,
      /^19:9 aggFn `avg` needs a `field`/,
      /^19:46 `level` is only used with `aggFn: quantile`/,
      /^19:60 all series of a check must have the same `groupBy`/,
      /^20:12 `series_2` does not exist: the check has 2 series/,
      /^21:11 `> x` is not a condition/,
      /^23:13 `series` must be a list of 1 to 5 queries/,
      /^22:5 a check needs `fail` and\/or `warn`/,
    ];
    for (const re of expected)
      expect(
        problems.some((p) => re.test(p)),
        `${re}\n${problems.join('\n')}`,
      ).toBe(true);
    expect(problems).toHaveLength(expected.length);
  });

  it('rejects a file that is not a checks file', () => {
    expect(parse('- a\n- b\n').problems[0]).toMatch(/a checks file is a mapping/);
    expect(parse('version: 1\nchecks: []\n').problems[0]).toMatch(/`checks` must be a non-empty list/);
    expect(parse('version: 1\nchecks:\n  - name: a\n    fail: > 5\n').problems[0]).toMatch(/^\d+:\d+ (YAML|.*condition)/);
    expect(parse('version: 1\nextra: 1\nchecks: [{ name: a, series: [{ sourceId: x, aggFn: count }], fail: "> 1" }]\n').problems).toEqual([
      expect.stringMatching(/^2:1 unknown key `extra`/),
    ]);
  });

  it('throws every problem together when read from disk', async () => {
    const err = await readChecksFile('does/not/exist.yml', { root: process.cwd() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileProblemsError);
    expect((err as FileProblemsError).problems[0]?.message).toMatch(/cannot read file: ENOENT/);
  });

  it('reads the shipped example without problems', async () => {
    const { checks } = await readChecksFile('examples/checks.yml', { root: process.cwd() });
    expect(checks.length).toBeGreaterThanOrEqual(3);
  });
});

describe('schemas/checks-file.schema.json', () => {
  it('lists the aggregations and granularities the charts endpoint accepts (the emulator plays the contract)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { AGG_FNS } = await import('../../packages/emulator/src/resources/charts/aggregate.ts');
    const { GRANULARITIES } = await import('../../packages/emulator/src/resources/charts/validate.ts');
    const schema = JSON.parse(await readFile('schemas/checks-file.schema.json', 'utf8'));
    expect([...schema.$defs.series.properties.aggFn.enum].sort()).toEqual([...AGG_FNS].sort());
    expect([...schema.$defs.shared.properties.granularity.enum].sort()).toEqual([...GRANULARITIES].sort());
  });
});
