import { describe, expect, it } from 'vitest';
import { parseAlertFile } from '../../src/alerts/file.ts';

const opts = { defaultScope: 'acme/shop:alerts.yml' };
const parse = (text: string, o: { scope?: string; defaultScope: string } = opts) => parseAlertFile('alerts.yml', text, o);
const errors = (text: string) => parse(text).yaml.problems.filter((p) => p.severity === 'error');

const GOOD = `version: 1
defaults:
  interval: 5m
  thresholdType: above
  channel: { webhook: oncall }
alerts:
  - name: Checkout errors
    source: tile
    dashboard: Checkout
    tile: Error count
    threshold: 50
    message: "Errors above {{alert.threshold}}"
  - name: Slow
    dashboardId: 6650f0c00000000000000001
    tileId: 6650f0c00000000000000002
    threshold: 800
    interval: 15m
    channels:
      - { webhook: oncall }
      - { type: webhook, webhookId: 6650f0c00000000000000009 }
`;

describe('parseAlertFile', () => {
  it('reads a valid file, merging defaults and inferring source', () => {
    const f = parse(GOOD);
    expect(f.yaml.problems).toEqual([]);
    expect(f.scope).toBe('acme/shop:alerts.yml');
    expect(f.alerts.map((a) => [a.name, a.source, a.interval, a.thresholdType])).toEqual([
      ['Checkout errors', 'tile', '5m', 'above'],
      ['Slow', 'tile', '15m', 'above'],
    ]);
    expect(f.alerts[0]?.channels.map((c) => c.webhook)).toEqual(['oncall']);
    // An alert's `channels` replaces the default `channel` (one key group).
    expect(f.alerts[1]?.channels.map((c) => c.webhook ?? c.webhookId)).toEqual(['oncall', '6650f0c00000000000000009']);
  });

  it('takes the scope from the input over the file, and from the file over the default', () => {
    const text = GOOD.replace('version: 1', 'version: 1\nscope: team-a');
    expect(parse(text).scope).toBe('team-a');
    expect(parse(text, { ...opts, scope: 'input' }).scope).toBe('input');
  });

  it('locates every problem at file:line:column', () => {
    const text = `version: 1
alerts:
  - name: A
    source: tile
    dashboard: Checkout
    tile: Error count
    threshold: "50"
    thresholdType: abov
    interval: 7m
    channel: { webhook: oncall }
    colour: red
  - name: A
    source: saved_search
    savedSearch: Errors
    threshold: 1
    thresholdType: between
    interval: 5m
    channel: { webhook: oncall }
`;
    const ps = errors(text).map((p) => `${p.line}:${p.column} ${p.message}`);
    expect(ps).toContainEqual(expect.stringMatching(/^7:16 `threshold` must be a number \(remove the quotes\)/));
    expect(ps).toContainEqual(expect.stringMatching(/^8:20 `thresholdType` must be one of above, below/));
    expect(ps).toContainEqual(expect.stringMatching(/^9:15 `interval` must be one of/));
    expect(ps).toContainEqual(expect.stringMatching(/^11:5 unknown key `colour`/));
    expect(ps).toContainEqual(expect.stringMatching(/^12:5 `thresholdType: between` needs `thresholdMax`/));
    expect(errors(text).every((p) => p.file === 'alerts.yml')).toBe(true);
  });

  it('reports duplicate names at the second one', () => {
    const text = `version: 1
alerts:
  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: w } }
  - { name: A, dashboard: D, tile: T, threshold: 2, thresholdType: above, interval: 5m, channel: { webhook: w } }
`;
    const ps = errors(text);
    expect(ps).toHaveLength(1);
    expect(ps[0]).toMatchObject({ line: 4, message: expect.stringMatching(/duplicate alert name "A"/) });
  });

  it('suggests the key that was meant', () => {
    const ps = errors(GOOD.replace('threshold: 50', 'thresold: 50'));
    expect(ps.map((p) => p.message)).toContainEqual(expect.stringMatching(/unknown key `thresold` \(did you mean `threshold`\?\)/));
  });

  it.each([
    ['an empty file', ''],
    ['a comment only', '# nothing\n'],
    ['a list', '- a\n- b\n'],
    ['no version', 'alerts: []\n'],
    ['version 2', 'version: 2\nalerts: []\n'],
    ['no alerts key', 'version: 1\n'],
    ['alerts: null', 'version: 1\nalerts:\n'],
    ['alerts as a map', 'version: 1\nalerts: { a: 1 }\n'],
    ['bad YAML', 'version: 1\nalerts: [\n'],
    ['duplicate keys', 'version: 1\nversion: 1\nalerts: []\n'],
    ['missing channel', 'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m }\n'],
    [
      'both channel forms',
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a }, channels: [{ webhook: b }] }\n',
    ],
    [
      'email channel',
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { type: email } }\n',
    ],
    [
      'tile alert with saved search',
      'version: 1\nalerts:\n  - { name: A, source: tile, dashboard: D, tile: T, savedSearch: S, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a } }\n',
    ],
    ['ambiguous source', 'version: 1\nalerts:\n  - { name: A, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a } }\n'],
    [
      'offset ≥ interval',
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, scheduleOffsetMinutes: 5, channel: { webhook: a } }\n',
    ],
    [
      'bad start',
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, scheduleStartAt: tomorrow, channel: { webhook: a } }\n',
    ],
    [
      'name as number',
      'version: 1\nalerts:\n  - { name: 12, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a } }\n',
    ],
    [
      '11 channels',
      `version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channels: [${Array.from({ length: 11 }, (_, i) => `{ webhook: w${i} }`).join(', ')}] }\n`,
    ],
    [
      'marker in message',
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a }, message: "x {{!-- managed-by: observability-ops scope=b --}}" }\n',
    ],
    ['name in defaults', 'version: 1\ndefaults: { name: x }\nalerts: []\n'],
  ])('rejects %s', (_label, text) => {
    const f = parse(text);
    expect(f.yaml.problems.filter((p) => p.severity === 'error').length).toBeGreaterThan(0);
    for (const p of f.yaml.problems) expect(p.line).toBeGreaterThanOrEqual(1);
  });

  it('accepts an explicit empty alert list', () => {
    const f = parse('version: 1\nalerts: []\n');
    expect(f.yaml.problems).toEqual([]);
    expect(f.alerts).toEqual([]);
  });

  it('counts the ownership marker toward the 4096-character message limit', () => {
    const base =
      'version: 1\nalerts:\n  - { name: A, dashboard: D, tile: T, threshold: 1, thresholdType: above, interval: 5m, channel: { webhook: a }, message: MSG }\n';
    const fits = parse(base.replace('MSG', 'x'.repeat(4000)));
    expect(fits.yaml.problems).toEqual([]);
    // The schema holds `message` to 4000, room for the marker of any usual scope…
    const tooLong = parse(base.replace('MSG', 'x'.repeat(4001)));
    expect(tooLong.yaml.problems[0]?.message).toMatch(
      /`message` is 4001 characters; at most 4000 are allowed \(the server's 4096 include the ownership marker/,
    );
    // …and a scope long enough to leave less room is checked against the server's 4096.
    const longScope = parse(base.replace('MSG', 'x'.repeat(3990)), { ...opts, scope: 's'.repeat(200) });
    expect(longScope.yaml.problems[0]?.message).toMatch(/with the ownership marker \(\d+ characters, which the server counts\) the limit is \d+/);
  });
});
