// stack.export's own part, as pure code: the variable names secrets become, and what exportKinds
// does around a kind's `entry` (names for ids, the kind's own references, the file's order, the
// safety net for a secret left as a value). The kinds' real entries are tested with each kind.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ConfigObject } from '../../src/api/types.ts';
import { exportKinds, kindsToList, renderStackFile } from '../../src/stack/export.ts';
import { KIND_SPECS } from '../../src/stack/kinds/index.ts';
import type { KindSpec, StackKind } from '../../src/stack/kinds/kind.ts';
import { ownerTag } from '../../src/reconcile/owner.ts';
import { SecretNames, upperSnake, variableBase } from '../../src/stack/secret-names.ts';
import { compileNameFilter } from '../../src/util/name-filter.ts';

describe('secret variable names', () => {
  it('are upper snake case of kind, name and field', () => {
    expect(variableBase('webhook', 'oncall-slack', 'url')).toBe('WEBHOOK_ONCALL_SLACK_URL');
    expect(variableBase('connection', 'local', 'password')).toBe('CONNECTION_LOCAL_PASSWORD');
    expect(variableBase('saved search', 'Errors  (prod)', 'queryParams')).toBe('SAVED_SEARCH_ERRORS_PROD_QUERY_PARAMS');
    expect(variableBase('webhook', 'Café Ünïcode', 'headers.Authorization')).toBe('WEBHOOK_CAFE_UNICODE_HEADERS_AUTHORIZATION');
    expect(upperSnake('oncallSlack2')).toBe('ONCALL_SLACK2');
  });

  it('hold only [A-Z0-9_], never start with a digit, stay short, and are never empty', () => {
    expect(variableBase('webhook', '🔥🔥', 'url')).toBe('WEBHOOK_URL');
    expect(variableBase('', '9 lives', 'url')).toBe('S_9_LIVES_URL');
    expect(variableBase('', '', '')).toBe('SECRET');
    const long = variableBase('webhook', 'x'.repeat(1000), 'url');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('_URL')).toBe(true);
    for (const name of ['a b', '--', 'ß', 'Ω', '$(rm -rf /)', '\n', '1', 'é']) expect(variableBase('webhook', name, 'url')).toMatch(/^[A-Z_][A-Z0-9_]*$/);
  });

  it('are unique in a file: a collision gets a suffix; the same secret keeps its name; a dropped object gives its names back', () => {
    const names = new SecretNames();
    const a = names.forObject('webhooks', 'webhook');
    expect(a.secretRef('ops-generic', 'url')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL' });
    expect(a.secretRef('ops-generic', 'url')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL' });
    a.commit();
    const b = names.forObject('webhooks', 'webhook');
    expect(b.secretRef('ops generic', 'url')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL_2' });
    b.drop();
    const c = names.forObject('webhooks', 'webhook');
    expect(c.secretRef('ops_generic', 'url')).toEqual({ env: 'WEBHOOK_OPS_GENERIC_URL_2' });
    c.commit();
    expect(names.variables.map((v) => [v.variable, v.object])).toEqual([
      ['WEBHOOK_OPS_GENERIC_URL', 'ops-generic'],
      ['WEBHOOK_OPS_GENERIC_URL_2', 'ops_generic'],
    ]);
  });
});

/** Specs as the kinds will have them: a source names its connection; a webhook's secrets through the context. */
const specs: Record<StackKind, KindSpec> = {
  ...KIND_SPECS,
  sources: {
    ...KIND_SPECS.sources,
    entry: (live, ctx) => {
      const { id: _id, connection, ...rest } = live;
      const name = typeof connection === 'string' ? ctx.nameOf('connections', connection) : undefined;
      return { ...rest, ...(name !== undefined ? { connection: name } : { connectionId: connection }) };
    },
  },
  webhooks: {
    ...KIND_SPECS.webhooks,
    entry: (live, ctx) => {
      const { id: _id, url: _url, ...rest } = live;
      return {
        ...rest,
        url: ctx.secretRef(live.name as string, 'url'),
        headers: { Authorization: ctx.secretRef(live.name as string, 'headers.Authorization') },
      };
    },
  },
  // A kind whose entry forgets that `password` is a secret: the export still writes no value.
  connections: { ...KIND_SPECS.connections, entry: ({ id: _id, ...rest }) => rest },
};

const o = (id: string, name: string, rest: Record<string, unknown> = {}): ConfigObject => ({ id, name, ...rest });

// The entries are checked against the stack-file schema (an invalid one is left out), so the
// objects carry what each kind requires; ids are the server's 24 hexadecimal digits.
const hex = (n: number): string => n.toString(16).padStart(24, '0');
const C1 = hex(0xc1);
const C2 = hex(0xc2);
const C3 = hex(0xc3);
const GONE = hex(0xdead);
const logSource = { kind: 'log', from: { databaseName: 'otel', tableName: 'logs' }, timestampValueExpression: 'ts', defaultTableSelectExpression: 'Body' };
const chConnection = { host: 'http://ch:8123', username: 'default' };
const S1 = hex(0x51);

describe('exportKinds', () => {
  const run = (lists: Partial<Record<StackKind, ConfigObject[]>>, kinds: StackKind[], include: string[] = []) =>
    exportKinds({ lists, kinds, select: compileNameFilter(include, []), scope: 's', edition: 'self-hosted', specs });

  it('names ids through the lists, leaves the id of an ambiguous name, and orders by name', () => {
    const out = run(
      {
        connections: [o(C1, 'prod'), o(C2, 'twin'), o(C3, 'twin')],
        sources: [
          o('s2', 'Traces', { connection: C2, ...logSource }),
          o('s1', 'Logs', { connection: C1, ...logSource }),
          o('s3', 'Audit', { connection: GONE, ...logSource }),
        ],
      },
      ['sources'],
    );
    expect(out.sections.sources).toEqual([
      { name: 'Audit', connectionId: GONE, ...logSource },
      { name: 'Logs', connection: 'prod', ...logSource },
      { name: 'Traces', connectionId: C2, ...logSource },
    ]);
    expect(out.skipped).toEqual([]);
    expect(Object.keys(out.sections)).toEqual(['sources']);
  });

  it('keeps the references a kind makes, lists each variable once with what it stands for, and turns a secret left as a value into one', () => {
    const out = run(
      {
        connections: [o(C1, 'local', { password: 'hunter2', ...chConnection })],
        webhooks: [o('w1', 'oncall-slack', { url: 'https://hooks.example.com/x', service: 'generic' })],
      },
      ['webhooks', 'connections'],
    );
    expect(out.sections.webhooks).toEqual([
      {
        name: 'oncall-slack',
        adopt: true,
        service: 'generic',
        url: { env: 'WEBHOOK_ONCALL_SLACK_URL' },
        headers: { Authorization: { env: 'WEBHOOK_ONCALL_SLACK_HEADERS_AUTHORIZATION' } },
      },
    ]);
    expect(out.sections.connections).toEqual([{ name: 'local', password: { env: 'CONNECTION_LOCAL_PASSWORD' }, ...chConnection }]);
    expect(JSON.stringify(out)).not.toContain('hunter2');
    expect(out.variables).toEqual([
      { variable: 'CONNECTION_LOCAL_PASSWORD', kind: 'connections', object: 'local', field: 'password' },
      { variable: 'WEBHOOK_ONCALL_SLACK_URL', kind: 'webhooks', object: 'oncall-slack', field: 'url' },
      { variable: 'WEBHOOK_ONCALL_SLACK_HEADERS_AUTHORIZATION', kind: 'webhooks', object: 'oncall-slack', field: 'headers.Authorization' },
    ]);
  });

  it('leaves out objects that share a name (a file names each once), with no variable for them, and what include does not select', () => {
    const out = run(
      {
        webhooks: ['dup', 'dup', 'solo', 'other'].map((name, i) =>
          o(`w${String(i + 1)}`, name, { service: 'generic', url: `https://h.example.com/${String(i)}` }),
        ),
      },
      ['webhooks'],
      ['dup', 'solo'],
    );
    expect(out.sections.webhooks?.map((e) => e.name)).toEqual(['solo']);
    expect(out.skipped.map((s) => [s.name, s.id, s.why])).toEqual([
      ['dup', 'w1', 'problem'],
      ['dup', 'w2', 'problem'],
    ]);
    expect(out.skipped[0]?.reason).toMatch(/2 webhooks are named "dup"/);
    expect(out.variables.map((v) => v.object)).toEqual(['solo', 'solo']);
  });

  it('adopts the unmarked of a kind with a mark, and no other: ours plain, another scope’s left out', () => {
    const out = run(
      {
        savedSearches: [
          o('a', 'mine', { sourceId: S1, tags: [ownerTag('s'), 'team'] }),
          o('b', 'loose', { sourceId: S1, tags: [] }),
          o('c', 'theirs', { sourceId: S1, tags: [ownerTag('t')] }),
        ],
        connections: [o(C1, 'local', chConnection)],
      },
      ['savedSearches', 'connections'],
    );
    expect(run({ savedSearches: [o('x', 'twin', { sourceId: S1 }), o('y', 'twin', { sourceId: S1 })] }, ['savedSearches']).skipped[0]?.reason).toMatch(
      /^2 saved searches are named "twin"/,
    );
    expect(out.sections.savedSearches?.map((e) => [e.name, e.adopt, e.tags])).toEqual([
      ['loose', true, undefined],
      ['mine', undefined, ['team']],
    ]);
    expect(out.sections.connections).toEqual([{ name: 'local', ...chConnection }]);
    expect(out.exported.map((e) => [e.kind, e.name, e.ownership])).toEqual([
      ['connections', 'local', 'by name'],
      ['savedSearches', 'loose', 'adopt'],
      ['savedSearches', 'mine', 'ours'],
    ]);
    expect(out.skipped.map((s) => [s.name, s.why])).toEqual([['theirs', 'other scope']]);
  });
});

describe('the stack file', () => {
  it('reads the lists of the kinds selected and of those they name, on the edition that has them', () => {
    expect(kindsToList(['savedSearches'], 'self-hosted')).toEqual(['sources', 'savedSearches']);
    expect(kindsToList(['sources', 'roles'], 'managed')).toEqual(['sources', 'roles']);
    expect(kindsToList(['sources'], 'self-hosted')).toEqual(['connections', 'sources']);
  });

  it('starts with the schema line, writes `scope` only when given, sections in file order, references on one line', () => {
    const text = renderStackFile({ alerts: [], webhooks: [{ name: 'w', url: { env: 'W_URL' } }], sources: [] }, 'team-a');
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=https:\/\/.*\/schemas\/stack-file\.schema\.json$/);
    expect(Object.keys(parse(text) as object)).toEqual(['version', 'scope', 'sources', 'webhooks', 'alerts']);
    expect(text).toContain('url: { env: W_URL }');
    expect(Object.keys(parse(renderStackFile({ roles: [] })) as object)).toEqual(['version', 'roles']);
  });
});
