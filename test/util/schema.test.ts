import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dashboardFile } from '../../src/generated/dashboard-file.ts';
import type { SchemaEdition } from '../../src/util/schema.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';

// The file-format pipeline (YAML with positions → generated ajv validator → worded, located
// problems) on the third format, the dashboard file: what issue 16 builds on.

function problems(text: string, edition: SchemaEdition = 'self-hosted'): string[] {
  const y = LocatedYaml.parse('dashboards.yml', text);
  y.validate(dashboardFile, edition);
  return y.problems.map((p) => `${p.line}:${p.column} ${p.message}`);
}

const tile = (config: string, extra = '') => `version: 1
dashboards:
  - name: Checkout
    tiles:
      - name: Errors${extra}
        config: ${config}
`;

describe('schema problems for people', () => {
  it('accepts the shipped example on both editions', async () => {
    const text = await readFile('examples/dashboards.yml', 'utf8');
    expect(problems(text, 'self-hosted')).toEqual([]);
    expect(problems(text, 'managed')).toEqual([]);
  });

  it('refuses what only the self-hosted edition has at its line, for the managed edition', () => {
    // (Formulas were one until today's Cloud API took them: now both editions have them.)
    const line = tile('{ displayType: line, source: Logs, select: [{ aggFn: count }], lineInterpolation: step }');
    expect(problems(line, 'self-hosted')).toEqual([]);
    expect(problems(line, 'managed')).toEqual([
      expect.stringMatching(/^6:\d+ `lineInterpolation` exists only on the self-hosted edition; the managed API does not have it$/),
    ]);
    // An enum value only one edition has: the one specific error, not one per alternative.
    const increase = tile('{ displayType: line, source: Metrics, select: [{ aggFn: increase, valueExpression: Value }] }');
    expect(problems(increase, 'self-hosted')).toEqual([]);
    expect(problems(increase, 'managed')).toEqual([expect.stringMatching(/^6:\d+ `aggFn: increase` exists only on the self-hosted edition/)]);
  });

  it('merges the alternatives of a union that only name values into one "must be one of"', () => {
    const p = problems(tile('{ displayType: line, source: Logs, select: [{ aggFn: p99, valueExpression: x }] }'));
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^6:\d+ `aggFn` must be one of avg, count, .*, none, increase — got `p99`$/);
    // …and, for the managed edition, leaves out what it does not have.
    expect(problems(tile('{ displayType: line, source: Logs, select: [{ aggFn: p99, valueExpression: x }] }'), 'managed')[0]).not.toMatch(/increase/);
  });

  it('reports the variant a discriminator picked, not every variant', () => {
    const p = problems(tile('{ displayType: pie, source: Logs, select: [{ aggFn: count }, { aggFn: count }] }'));
    expect(p).toEqual([expect.stringMatching(/^6:\d+ `select` must hold at most 1 item; it holds 2$/)]);
    expect(problems(tile('{ displayType: markdown, source: Logs }'))).toEqual([
      expect.stringMatching(/^6:\d+ unknown key `source`; allowed: displayType, markdown$/),
    ]);
  });

  it('prefers the alternative of the right kind (a string that is not an id, not "must be a boolean")', () => {
    const text = 'version: 1\ndashboards:\n  - name: X\n    adopt: "not an id!"\n    tiles: []\n';
    expect(problems(text)).toEqual([expect.stringMatching(/^4:12 `adopt` does not have the expected form \(.*\) — got `not an id!`$/)]);
  });

  it('locates unknown keys at the key, missing ones at their mapping, wrong values at the value', () => {
    const text =
      'version: 1\ndashboards:\n  - name: X\n    tiles:\n      - { name: T, x: 25, y: 0, w: 1, h: 1, config: { displayType: markdown } }\n    colour: red\n  - tiles: []\n';
    expect(problems(text)).toEqual([
      expect.stringMatching(/^5:23 `x` must be ≤ 23 — got `25`$/),
      expect.stringMatching(/^6:5 unknown key `colour`/),
      expect.stringMatching(/^7:5 missing `name`$/),
    ]);
  });
});
