// The saved searches kind: its schema, body(), and the engine's two properties against the emulator on both editions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import type { Edition } from '../../../src/api/types.ts';
import { savedSearches } from '../../../src/stack/kinds/saved-searches.ts';
import { clientOf, exportContext, exportRoundTrip, renderContext, schemaVerdict, writeAndCompare } from './helpers.ts';

const EDITIONS: Edition[] = ['self-hosted', 'managed'];
const SOURCE_ID = '65f5e4a3b9e77c001a0000aa';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(async () => {
  await emu.close();
});

describe('saved search entries: the schema', () => {
  it('accepts a minimal entry and a full one, on both editions', () => {
    const entries = [
      { name: 'errors', source: 'Logs' },
      {
        name: 'checkout errors',
        was: 'errors (checkout)',
        adopt: true,
        source: 'Logs',
        select: 'Timestamp, Body',
        where: 'SeverityText:error',
        whereLanguage: 'lucene',
        orderBy: 'Timestamp DESC',
        tags: ['prod'],
        filters: [{ condition: "ServiceName IN ('checkout')" }, { type: 'sql', condition: 'Duration BETWEEN 1 AND 2' }],
      },
      { name: 'by id', sourceId: SOURCE_ID },
    ];
    for (const edition of EDITIONS) expect(schemaVerdict('savedSearches', entries, edition)).toEqual([]);
  });

  it('refuses an obs-ops: tag, too many or too long tags, no source or two, and an unknown key', () => {
    const verdict = schemaVerdict(
      'savedSearches',
      [
        { name: 'a', source: 'Logs', tags: ['OBS-OPS:0123', 'x'.repeat(33)] },
        { name: 'b', source: 'Logs', tags: Array.from({ length: 50 }, (_, i) => `t${i}`) },
        { name: 'c' },
        { name: 'd', source: 'Logs', sourceId: SOURCE_ID, whereLanguage: 'kql', query: 'x' },
      ],
      'self-hosted',
    );
    const once = 'a saved search names its source once: `source: <source name>` (or `sourceId: <id>`, as an export writes it for a source it cannot name)';
    expect(verdict.sort()).toEqual(
      [
        ['savedSearches.0.tags.0', 'tags starting with "obs-ops:" are reserved: the tool writes its ownership tag in that form'],
        ['savedSearches.0.tags.1', 'a tag is at most 32 characters'],
        ['savedSearches.1.tags', '`tags` must hold at most 49 items; it holds 50'],
        ['savedSearches.2', once],
        ['savedSearches.3', once],
        ['savedSearches.3.whereLanguage', '`whereLanguage` must be one of lucene, sql — got `kql`'],
        ['savedSearches.3.query', 'unknown key `query`; allowed: name, was, adopt, source, sourceId, select, where, whereLanguage, orderBy, tags, filters'],
      ].sort(),
    );
  });

  it('takes lucene and sql_ast filters (an export of a stored search) on self-hosted only', () => {
    const entries = [
      {
        name: 'legacy',
        source: 'Logs',
        filters: [
          { type: 'lucene', condition: 'level:error' },
          { type: 'sql_ast', operator: '=', left: 'a', right: "'b'" },
        ],
      },
    ];
    expect(schemaVerdict('savedSearches', entries, 'self-hosted')).toEqual([]);
    expect(schemaVerdict('savedSearches', entries, 'managed')).toEqual([
      [
        'savedSearches.0.filters.0',
        'a lucene filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: "<column> IN (...)"`)',
      ],
      [
        'savedSearches.0.filters.1',
        'a sql_ast filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: "<column> IN (...)"`)',
      ],
    ]);
  });
});

describe('savedSearches.body()', () => {
  it('resolves the source by name and states every server default; was/adopt are not sent', () => {
    const { ctx, problems } = renderContext('self-hosted', { sources: { Logs: SOURCE_ID } });
    expect(
      savedSearches.body({ name: 'errors', was: 'x', adopt: true, source: 'Logs', filters: [{ condition: "a IN ('b')" }] }, ['savedSearches', 0], ctx),
    ).toEqual({
      name: 'errors',
      sourceId: SOURCE_ID,
      select: '',
      where: '',
      whereLanguage: 'lucene',
      orderBy: '',
      tags: [],
      filters: [{ type: 'sql', condition: "a IN ('b')" }],
    });
    expect(problems).toEqual([]);
  });

  it('an unknown source is a problem at the entry`s `source` line', () => {
    const { ctx, problems } = renderContext('managed');
    savedSearches.body({ name: 'errors', source: 'Nope' }, ['savedSearches', 3], ctx);
    expect(problems).toEqual([{ at: ['savedSearches', 3, 'source'], message: 'no sources named Nope' }]);
  });

  it('exports the source by name, or by id when it has none; defaults, the sql type and ownership tags left out', () => {
    const live = {
      id: 'x',
      name: 'errors',
      sourceId: SOURCE_ID,
      select: '',
      where: 'a',
      whereLanguage: 'lucene',
      orderBy: '',
      tags: ['prod', 'obs-ops:0123456789abcdef01234567'],
      filters: [{ type: 'sql', condition: "a IN ('b')" }],
      teamId: 't',
      createdAt: 'c',
      updatedAt: 'u',
    };
    expect(savedSearches.entry(live, exportContext('self-hosted', { sources: { [SOURCE_ID]: 'Logs' } }))).toEqual({
      name: 'errors',
      source: 'Logs',
      where: 'a',
      tags: ['prod'],
      filters: [{ condition: "a IN ('b')" }],
    });
    expect(savedSearches.entry(live, exportContext('self-hosted')).sourceId).toBe(SOURCE_ID);
  });
});

describe.each(EDITIONS)('saved searches against the emulator (%s)', (edition) => {
  const teamOf = () => (edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[emu.managed.serviceId]!);

  it('the answer to body(E) compares equal to body(E), on create and on a replace that drops fields', async () => {
    const team = teamOf();
    const logs = team.addSource({ name: `Logs ${edition}`, kind: 'log', connection: '65f5e4a3b9e77c001a0000ee' });
    const traces = team.addSource({ name: `Traces ${edition}`, kind: 'trace', connection: '65f5e4a3b9e77c001a0000ee' });
    const ids = { sources: { Logs: logs.id, Traces: traces.id } };
    const render = (entry: Record<string, unknown>) => {
      const { ctx, problems } = renderContext(edition, ids);
      const body = savedSearches.body(entry, ['savedSearches', 0], ctx);
      expect(problems).toEqual([]);
      return body;
    };
    const client = clientOf(emu, edition);
    try {
      await writeAndCompare(
        savedSearches,
        client,
        edition,
        render({
          name: `checkout ${edition}`,
          source: 'Logs',
          select: 'Timestamp, Body',
          where: 'ServiceName = 1',
          whereLanguage: 'sql',
          orderBy: 'Timestamp DESC',
          tags: ['prod', 'checkout'],
          filters: [{ condition: "ServiceName IN ('checkout')" }, { type: 'sql', condition: 'Duration BETWEEN 1 AND 2' }],
        }),
        render({ name: `checkout ${edition}`, source: 'Traces' }),
      );
      await writeAndCompare(savedSearches, client, edition, render({ name: `bare ${edition}`, source: 'Logs' }));
    } finally {
      await client.close();
    }
  });

  it('every live saved search exported renders back to what it is, a stored one without the defaults too', async () => {
    const team = teamOf();
    const source = team.addSource({ name: `Stored ${edition}`, kind: 'log', connection: '65f5e4a3b9e77c001a0000ee' });
    // Stored before the defaults existed (no select, where, …): compared as a PUT would leave it.
    const legacy = team.addSavedSearch({ name: `legacy ${edition}`, sourceId: source.id });
    // Undefined keys leave the answer's JSON, as a document without those fields does.
    Object.assign(legacy, { select: undefined, where: undefined, whereLanguage: undefined, orderBy: undefined, tags: undefined, filters: undefined });
    const client = clientOf(emu, edition);
    try {
      const ids = { sources: Object.fromEntries(team.sources.map((s) => [`${s.name} #${s.id}`, s.id])) };
      const checked = await exportRoundTrip(savedSearches, client, edition, 'savedSearches', { ids });
      expect(checked).toBeGreaterThanOrEqual(3);
    } finally {
      await client.close();
    }
  });
});
