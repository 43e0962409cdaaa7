// Conformance with upstream packages/api/src/routers/external-api/__tests__/search.int.test.ts
// (b52a6fa8). Upstream inserts three log rows into ClickHouse a little before the window's end;
// here a seed's telemetry rows (packages/emulator/src/resources/charts/seeded.ts) give the source the same three rows.
import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../../packages/emulator/src/core/state/records.ts';
import { useV2Fixture } from './v2-team-fixture.ts';

// The emulator's clock stands still, so seeded rows (placed relative to it) keep their times between requests.
const NOW = Date.now();
const END = Math.floor(NOW / 60_000) * 60_000;
const START = END - 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const WINDOW = { startTime: iso(START), endTime: iso(END) };

describe('External API v2 Search', () => {
  const f = useV2Fixture({ now: () => NOW });
  let logSource: SourceRecord;

  /** The upstream beforeEach: a connection, a log source and its three rows (oldest first). */
  const setup = () => {
    const connection = f.team.addConnection({ name: 'Default' });
    logSource = f.team.addSource({
      kind: 'log',
      name: 'Logs',
      from: { databaseName: 'default', tableName: 'otel_logs' },
      defaultTableSelectExpression: 'Timestamp, SeverityText, Body',
      timestampValueExpression: 'Timestamp',
      connection: connection.id,
    });
    // Rows sit at now − ago − 1 s: over a minute back, so inside [END − 1 h, END] whatever the clock.
    const rows = [
      { row: { ServiceName: 'search-svc', SeverityText: 'INFO', Body: 'hello from search test' }, agoMs: 72_000 },
      { row: { ServiceName: 'search-svc', SeverityText: 'ERROR', Body: 'error in search test' }, agoMs: 71_000 },
      { row: { ServiceName: 'other-svc', SeverityText: 'INFO', Body: 'other service log' }, agoMs: 70_000 },
    ];
    for (const r of rows) f.emu.state.telemetry.rows.push({ sourceId: logSource.id, count: 1, ...r });
  };
  const search = (body: Record<string, unknown>) => f.api.post('/search', body);
  const validation = async (body: Record<string, unknown>, message: string) => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, ...body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
  };

  it('returns 400 when sourceId is missing', async () => {
    setup();
    const res = await search({ ...WINDOW });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Body validation failed: sourceId: Required' });
  });

  it('returns 400 when sourceId is not a valid ObjectId', async () => {
    await validation({ sourceId: 'not-an-objectid' }, 'Body validation failed: sourceId: sourceId must be a valid ObjectId');
  });

  it('returns 400 when startTime is not a valid ISO string', async () => {
    await validation({ startTime: 'not-a-date' }, 'Invalid startTime or endTime: must be valid ISO 8601 strings');
  });

  it('returns 400 when startTime is after endTime', async () => {
    await validation({ startTime: iso(END), endTime: iso(START) }, 'endTime must be greater than startTime');
  });

  it('returns 400 when where exceeds 8192 characters', async () => {
    await validation({ where: 'x'.repeat(8 * 1024 + 1) }, 'Body validation failed: where: String must contain at most 8192 character(s)');
  });

  it('returns 400 when select exceeds 4096 characters', async () => {
    await validation({ select: 'x'.repeat(4 * 1024 + 1) }, 'Body validation failed: select: String must contain at most 4096 character(s)');
  });

  it('returns 400 when offset exceeds 10000', async () => {
    await validation({ offset: 10_001 }, 'Body validation failed: offset: Number must be less than or equal to 10000');
  });

  it('returns 400 when maxResults exceeds 2000', async () => {
    await validation({ maxResults: 9999 }, 'Body validation failed: maxResults: Number must be less than or equal to 2000');
  });

  it('returns 401 when no auth token is provided', async () => {
    setup();
    expect((await f.anonymous.request('POST', '/search', { sourceId: logSource.id, ...WINDOW })).status).toBe(401);
  });

  it('returns 404 when sourceId does not exist', async () => {
    setup();
    const res = await search({ sourceId: '000000000000000000000000', ...WINDOW });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Source not found: 000000000000000000000000' });
  });

  it('returns 404 when the connection for a source no longer exists', async () => {
    setup();
    const dead = f.team.addConnection({ name: 'Dead Connection' });
    const orphan = f.team.addSource({
      kind: 'log',
      name: 'Orphan',
      from: { databaseName: 'default', tableName: 'otel_logs' },
      timestampValueExpression: 'Timestamp',
      connection: dead.id,
    });
    f.team.connections.splice(f.team.connections.indexOf(dead), 1);
    const res = await search({ sourceId: orphan.id, ...WINDOW });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: `Connection not found for source: ${orphan.id}` });
  });

  it('returns rows from the source with default settings', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.data)).toBe(true);
    expect(res.json.data.length).toBeGreaterThan(0);
    expect(res.json.rows).toBe(res.json.data.length);
    // The source's default select decides the columns.
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['Body', 'SeverityText', 'Timestamp']);
  });

  it('returns flat row objects with column names as top-level keys (not a nested envelope)', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, select: 'Timestamp,SeverityText,Body' });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) {
      expect(typeof row.Timestamp).toBe('string');
      expect(typeof row.SeverityText).toBe('string');
      expect(typeof row.Body).toBe('string');
      expect(row).not.toHaveProperty('meta');
      expect(row).not.toHaveProperty('statistics');
    }
  });

  it('returns exactly the requested select columns and no others', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, select: 'Timestamp,SeverityText,Body' });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) expect(Object.keys(row).sort()).toEqual(['Body', 'SeverityText', 'Timestamp']);
  });

  it('filters rows by Lucene where clause', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, where: 'SeverityText:ERROR', select: 'SeverityText,Body' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([{ SeverityText: 'ERROR', Body: 'error in search test' }]);
  });

  it('respects maxResults', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, maxResults: 1 });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
  });

  it('respects offset for pagination with deterministic DESC timestamp ordering', async () => {
    setup();
    const select = 'Timestamp,SeverityText,Body';
    const page1 = await search({ sourceId: logSource.id, ...WINDOW, maxResults: 2, offset: 0, select });
    const page2 = await search({ sourceId: logSource.id, ...WINDOW, maxResults: 1, offset: 1, select });
    expect(page1.status).toBe(200);
    expect(page2.status).toBe(200);
    expect(page1.json.data).toHaveLength(2);
    expect(page2.json.data).toHaveLength(1);
    expect(page2.json.data[0].Body).toBe(page1.json.data[1].Body);
    expect(page2.json.data[0].Timestamp).toBe(page1.json.data[1].Timestamp);
    // Newest first.
    expect(page1.json.data.map((r: { Body: string }) => r.Body)).toEqual(['other service log', 'error in search test']);
  });

  it('supports SQL where language', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, where: "SeverityText = 'ERROR'", whereLanguage: 'sql', select: 'SeverityText,Body' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([{ SeverityText: 'ERROR', Body: 'error in search test' }]);
  });

  it('defaults whereLanguage to lucene when omitted', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, where: 'SeverityText:ERROR', select: 'SeverityText,Body' });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) expect(row.SeverityText).toBe('ERROR');
  });

  it('returns empty data when time range has no matching rows', async () => {
    setup();
    const farPast = new Date('2000-01-01T00:00:00Z').getTime();
    const res = await search({ sourceId: logSource.id, startTime: iso(farPast), endTime: iso(farPast + 60_000) });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
    expect(res.json.rows).toBe(0);
  });

  it('uses { message } envelope for 4xx errors', async () => {
    setup();
    const res = await search({ sourceId: 'not-an-objectid' });
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe('string');
    expect(res.json.message.length).toBeGreaterThan(0);
    expect(res.json).not.toHaveProperty('error');
  });

  it('uses { message } envelope for 404 errors', async () => {
    setup();
    const res = await search({ sourceId: '000000000000000000000000', ...WINDOW });
    expect(res.status).toBe(404);
    expect(typeof res.json.message).toBe('string');
    expect(res.json).not.toHaveProperty('error');
  });

  it('returns 400 when whereLanguage is not lucene or sql', async () => {
    await validation({ whereLanguage: 'graphql' }, "Body validation failed: whereLanguage: Invalid enum value. Expected 'lucene' | 'sql', received 'graphql'");
  });

  it('returns 400 when select contains a semicolon', async () => {
    await validation(
      { select: 'Timestamp; DROP TABLE otel_logs' },
      'Body validation failed: select: select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only',
    );
  });

  it('returns 400 when select contains a SELECT subquery', async () => {
    await validation(
      { select: '(SELECT max(Timestamp) FROM system.tables)' },
      'Body validation failed: select: select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only',
    );
  });

  it('accepts maxResults at the upper boundary of 2000', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, maxResults: 2000 });
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty('data');
  });

  it('accepts offset at the upper boundary of 10000', async () => {
    setup();
    const res = await search({ sourceId: logSource.id, ...WINDOW, offset: 10000 });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  it('applies maxResults default of 100 when omitted', async () => {
    setup();
    f.emu.state.telemetry.rows.push({ sourceId: logSource.id, row: { ServiceName: 'cap-svc', SeverityText: 'DEBUG', Body: 'row' }, count: 101, agoMs: 90_000 });
    const res = await search({ sourceId: logSource.id, ...WINDOW });
    expect(res.status).toBe(200);
    expect(res.json.rows).toBe(100);
  });

  it('returns 404 when sourceId belongs to a different team', async () => {
    setup();
    const other = f.otherTeam().team;
    const k = other.addConnection({ name: 'Other Team Connection' });
    const theirs = other.addSource({
      kind: 'log',
      name: 'Other Team Source',
      from: { databaseName: 'default', tableName: 'otel_logs' },
      timestampValueExpression: 'Timestamp',
      connection: k.id,
    });
    const res = await search({ sourceId: theirs.id, ...WINDOW });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: `Source not found: ${theirs.id}` });
  });
});
