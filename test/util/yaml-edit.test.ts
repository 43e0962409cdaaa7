import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editYaml, type YamlEdit } from '../../src/util/yaml-edit.ts';

const secretRef = (v: unknown) =>
  typeof v === 'object' && v !== null && Object.keys(v).length === 1 && 'env' in v ? 'a secret stays a reference to its variable' : undefined;

/** Applies the edits; the result must parse to `expected` (when given). */
function edit(text: string, edits: YamlEdit[], opts: Parameters<typeof editYaml>[2] = {}) {
  const out = editYaml(text, edits, { frozen: secretRef, ...opts });
  return out;
}

const FILE = `# yaml-language-server: $schema=x
version: 1
webhooks:
  # The on-call pager.
  - name: On-call   # who gets paged
    service: generic
    url: { env: ONCALL_URL }
    description: "Pages the \\"primary\\""

  - name: 'Chat'
    service: slack
    url: {env: CHAT_URL}

alerts:
- name: Checkout errors
  threshold: 10
  interval: 5m
  tags: [shop, checkout]
- name: Slow search
  threshold: 2.5
  message: |
    Search is slow.
    Look at the dashboard.
`;

describe('editYaml', () => {
  it('changes one scalar in place, keeping its quoting and the comment on its line', () => {
    const out = edit(FILE, [
      { op: 'set', path: ['alerts', 0], value: { name: 'Checkout errors', threshold: 25, interval: '5m', tags: ['shop', 'checkout'] } },
      {
        op: 'set',
        path: ['webhooks', 0],
        value: { name: 'On-call (primary)', service: 'generic', url: { env: 'ONCALL_URL' }, description: 'Pages the "secondary"' },
      },
      { op: 'set', path: ['webhooks', 1], value: { name: 'Team chat', service: 'slack', url: { env: 'CHAT_URL' } } },
    ]);
    expect(out.held).toEqual([]);
    expect(out.text).toBe(
      FILE.replace('threshold: 10', 'threshold: 25')
        .replace('- name: On-call   # who gets paged', '- name: On-call (primary)   # who gets paged')
        .replace('"Pages the \\"primary\\""', '"Pages the \\"secondary\\""')
        .replace("- name: 'Chat'", "- name: 'Team chat'"),
    );
  });

  it('adds a key after the last, removes one with its line, and moves the next key up when the first goes', () => {
    const text = 'alerts:\n  - was: Old name\n    name: A\n    threshold: 1\n    # the note\n    note: x\n    interval: 5m\n';
    const out = edit(text, [{ op: 'set', path: ['alerts', 0], value: { name: 'A', threshold: 1, interval: '5m', thresholdType: 'above' } }]);
    expect(out.text).toBe('alerts:\n  - name: A\n    threshold: 1\n    interval: 5m\n    thresholdType: above\n');
  });

  it('removes entries with the comment lines above them and one blank separator, appends in the file’s style', () => {
    const out = edit(FILE, [
      { op: 'remove', path: ['webhooks', 0] },
      { op: 'append', path: ['webhooks'], value: { name: 'Ops', service: 'generic', url: { env: 'OPS_URL' } } },
      { op: 'remove', path: ['alerts', 1] },
      { op: 'append', path: ['alerts'], value: { name: 'New', threshold: 3, channel: { webhook: 'Ops' } } },
    ]);
    expect(out.held).toEqual([]);
    expect(out.text).toBe(`# yaml-language-server: $schema=x
version: 1
webhooks:
  - name: 'Chat'
    service: slack
    url: {env: CHAT_URL}

  - name: Ops
    service: generic
    url:
      env: OPS_URL

alerts:
- name: Checkout errors
  threshold: 10
  interval: 5m
  tags: [shop, checkout]
- name: New
  threshold: 3
  channel:
    webhook: Ops
`);
    expect(parse(out.text)).toMatchObject({ webhooks: [{ name: 'Chat' }, { name: 'Ops' }], alerts: [{ name: 'Checkout errors' }, { name: 'New' }] });
  });

  it('writes an emptied list as [], a flow list in block style once it holds entries, and a section the file lacks', () => {
    const text = 'version: 1\nwebhooks:\n  - name: A\n    service: slack\nalerts: []\n';
    const out = edit(text, [
      { op: 'remove', path: ['webhooks', 0] },
      { op: 'append', path: ['alerts'], value: { name: 'X', threshold: 1 } },
      { op: 'append', path: ['savedSearches'], value: { name: 'S', where: 'level:error' } },
    ]);
    expect(out.text).toBe('version: 1\nwebhooks: []\nalerts:\n  - name: X\n    threshold: 1\nsavedSearches:\n  - name: S\n    where: level:error\n');
  });

  it('changes a list inside an entry item by item: a changed tile field, an added tile, the others untouched', () => {
    const text = `dashboards:
  - name: Shop
    tiles:
      # errors
      - name: Errors
        config: { select: count() }
        x: 0
      - name: Latency
        x: 6
`;
    const out = edit(text, [
      {
        op: 'set',
        path: ['dashboards', 0],
        value: {
          name: 'Shop',
          tiles: [
            { name: 'Errors', config: { select: 'count()' }, x: 0 },
            { name: 'Latency', x: 8 },
            { name: 'Saturation', x: 12 },
          ],
        },
      },
    ]);
    expect(out.text).toBe(text.replace('x: 6', 'x: 8') + '      - name: Saturation\n        x: 12\n');
    const removed = edit(text, [{ op: 'set', path: ['dashboards', 0], value: { name: 'Shop', tiles: [{ name: 'Latency', x: 6 }] } }]);
    expect(removed.text).toBe('dashboards:\n  - name: Shop\n    tiles:\n      - name: Latency\n        x: 6\n');
  });

  it('holds a placeholder whose value differs, keeps it where it is the same, and never replaces a secret reference', () => {
    const text = 'alerts:\n  - name: A\n    threshold: ${{ values.limit }}\n    where: "service:${{ values.svc }}"\n    url: { env: HOOK }\n';
    const current = { alerts: [{ name: 'A', threshold: 50, where: 'service:shop', url: { env: 'HOOK' } }] };
    const same = edit(text, [{ op: 'set', path: ['alerts', 0], value: { name: 'B', threshold: 50, where: 'service:shop', url: { env: 'HOOK' } } }], {
      current,
    });
    expect(same).toEqual({ text: text.replace('name: A', 'name: B'), held: [] });
    const differs = edit(text, [{ op: 'set', path: ['alerts', 0], value: { name: 'A', threshold: 75, where: 'service:search', url: { env: 'OTHER_HOOK' } } }], {
      current,
    });
    expect(differs.text).toBe(text);
    expect(differs.held.map((h) => [h.path.join('.'), h.reason])).toEqual([
      [
        'alerts.0.threshold',
        expect.stringMatching(/^`\$\{\{ values.limit \}\}` is 50 with this values file; the server has 75: a placeholder is never replaced/),
      ],
      ['alerts.0.where', expect.stringMatching(/^`"service:\$\{\{ values.svc \}\}"` is "service:shop" with this values file; the server has "service:search"/)],
      ['alerts.0.url', 'a secret stays a reference to its variable'],
    ]);
    // Removing an entry that holds a placeholder is a human's call.
    expect(edit(text, [{ op: 'remove', path: ['alerts', 0] }], { current }).held[0]?.reason).toMatch(/^not removed: it holds `\$\{\{ values.limit \}\}`/);
  });

  it('never writes what the caller calls unwritable: a scalar, a key added, an item appended', () => {
    const text = 'alerts:\n  - name: A\n    message: hi\n';
    const unwritable = (v: unknown) => (typeof v === 'string' && v.includes('${{') ? 'reads as a placeholder' : undefined);
    const out = edit(
      text,
      [
        { op: 'set', path: ['alerts', 0], value: { name: 'A', message: 'hi ${{ x }}', note: '${{ y }}', threshold: 2 } },
        { op: 'append', path: ['alerts'], value: { name: 'B', message: '${{ z }}' } },
      ],
      { unwritable },
    );
    expect(out.text).toBe('alerts:\n  - name: A\n    message: hi\n    threshold: 2\n');
    expect(out.held.map((h) => [h.path.join('.'), h.reason])).toEqual([
      ['alerts.0.message', 'reads as a placeholder'],
      ['alerts.0.note', 'reads as a placeholder'],
      ['alerts.1', 'not added: reads as a placeholder'],
    ]);
  });

  it('holds what an anchor shares, and edits around it', () => {
    const text = 'defaults: &d\n  interval: 5m\nalerts:\n  - name: A\n    every: *d\n    threshold: 1\n';
    const out = edit(text, [{ op: 'set', path: ['alerts', 0], value: { name: 'A', every: { interval: '1m' }, threshold: 2 } }]);
    expect(out.text).toBe(text.replace('threshold: 1', 'threshold: 2'));
    expect(out.held).toEqual([{ path: ['alerts', 0, 'every'], reason: expect.stringContaining('alias (*d)') }]);
  });

  it('keeps a file without a final newline readable', () => {
    expect(edit('alerts:\n  - name: A', [{ op: 'append', path: ['alerts'], value: { name: 'B' } }]).text).toBe('alerts:\n  - name: A\n  - name: B\n');
  });
});
