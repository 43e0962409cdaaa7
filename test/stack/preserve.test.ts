// Never destroy what you do not know (issue 31), the stack's kinds: stack.export → edit → stack.sync
// through the bundled action against a newer server — the emulator behind a proxy whose answers
// hold a field this tool has never heard of, on every source, saved search and webhook (and in a
// saved search's filters). A PUT replaces the object, so each adoption or edit must send it back.
// Each test failed before the writes carried it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runAction } from '../helpers/action.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';
import { startStrippingProxy, type StrippingProxy } from '../operations/stripping-proxy.ts';

let w: World;
let proxy: StrippingProxy;
afterEach(async () => {
  await proxy.close();
  await w.emu.close();
});

const NEWER = { retention: { days: 30 }, owner: 'platform' };
const KINDS = /\/(sources|saved-searches|webhooks)$/;

/** A newer server: every listed source, saved search and webhook answers `NEWER` fields it stores. */
async function newerServer(edition: 'self-hosted' | 'managed', newer: boolean): Promise<void> {
  w = await world(edition);
  proxy = await startStrippingProxy(w.emu.url, (method, path, body) => {
    if (!newer || method !== 'GET' || !KINDS.test(path)) return;
    const envelope = body as { data?: unknown[]; result?: unknown[] };
    for (const o of (envelope.data ?? envelope.result ?? []) as Array<Record<string, unknown>>) {
      Object.assign(o, NEWER);
      if (Array.isArray(o.filters)) for (const f of o.filters as Array<Record<string, unknown>>) f.caseSensitive = true;
    }
  });
}

const run = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runAction({ ...w.emu.actionInputs(w.edition), 'base-url': proxy.url, 'rate-limit': '10000/60s', 'dry-run': 'false', ...inputs }, { env, cwd: w.workspace });

/** Exports the kinds, edits one object of each, and syncs the file back: the PUTs it sent. */
async function exportEditSync(): Promise<Array<{ path: string; body?: unknown }>> {
  const logs = w.team().sources.find((s) => s.name === 'Logs')!.id;
  const made = await w.fetch('POST', '/saved-searches', {
    name: 'Errors',
    sourceId: logs,
    where: 'SeverityText:error',
    filters: [{ type: 'sql', condition: "ServiceName IN ('checkout')" }],
  });
  expect(made.status).toBe(200);

  const exported = await run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: 'team-a', kinds: 'sources,savedSearches,webhooks' });
  expect(exported.code, exported.stdout).toBe(0);
  const doc = parse(await readFile(join(w.workspace, 'stack.yml'), 'utf8')) as Record<string, Array<Record<string, unknown>>>;
  // An edit of each kind: a source's select, the search's query, a webhook's description.
  const logsEntry = doc.sources!.find((s) => s.name === 'Logs')!;
  logsEntry.defaultTableSelectExpression = 'Timestamp, Body';
  doc.savedSearches!.find((s) => s.name === 'Errors')!.where = 'SeverityText:error OR SeverityText:fatal';
  doc.webhooks!.find((h) => h.name === 'ops-generic')!.description = 'Ops, generic';
  await writeFile(join(w.workspace, 'stack.yml'), stringify(doc));
  const env = Object.fromEntries(
    (exported.result as { variables: Array<{ variable: string; object: string; kind: string }> }).variables
      .filter((v) => v.kind === 'webhooks')
      .map((v) => [v.variable, w.team().webhooks.find((h) => h.name === v.object)!.url!]),
  );

  w.emu.clearLog();
  const synced = await run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
  expect(synced.code, synced.stdout).toBe(0);
  const puts = w.emu.log.filter((l) => l.method === 'PUT' && /\/(sources|saved-searches|webhooks)\//.test(l.path));
  expect(puts.map((p) => p.path.replace(/.*\/(sources|saved-searches|webhooks)\/.*/, '$1')).sort()).toEqual([
    'saved-searches',
    'sources',
    'webhooks',
    'webhooks',
  ]);
  return puts;
}

describe('stack.export → edit → stack.sync', () => {
  it('keeps a newer server’s fields: every adoption and edit PUT of a source, saved search or webhook sends them back', async () => {
    await newerServer('self-hosted', true);
    const puts = await exportEditSync();
    for (const p of puts) expect(p.body, p.path).toMatchObject(NEWER);
    const search = puts.find((p) => p.path.includes('/saved-searches/'))!.body as { filters: unknown[] };
    expect(search.filters).toEqual([{ type: 'sql', condition: "ServiceName IN ('checkout')", caseSensitive: true }]);
  });

  it('never sends back what the server keeps to itself (the managed gateway refuses an unknown property)', async () => {
    await newerServer('managed', false);
    for (const p of await exportEditSync()) for (const k of ['id', 'teamId', 'createdAt', 'updatedAt']) expect(p.body, p.path).not.toHaveProperty(k);
  });
});

describe('stack.sync refuses at the entry what it cannot keep right', () => {
  it('a source whose kind changes, holding what this tool does not know', async () => {
    await newerServer('self-hosted', true);
    const exported = await run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: 'team-a', kinds: 'sources' });
    expect(exported.code, exported.stdout).toBe(0);
    const doc = parse(await readFile(join(w.workspace, 'stack.yml'), 'utf8')) as Record<string, Array<Record<string, unknown>>>;
    const metrics = doc.sources!.find((s) => s.name === 'Metrics')!;
    const connection = metrics.connection;
    doc.sources![doc.sources!.indexOf(metrics)] = {
      name: 'Metrics',
      kind: 'log',
      connection,
      from: { databaseName: 'default', tableName: 'otel_logs' },
      timestampValueExpression: 'TimestampTime',
      defaultTableSelectExpression: 'Timestamp, Body',
    };
    await writeFile(join(w.workspace, 'stack.yml'), stringify(doc));
    w.emu.clearLog();
    const refused = await run({ operation: 'stack.sync', 'stack-file': 'stack.yml' });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/source "Metrics" holds `retention`, `owner`, which this tool does not know and a change of `kind` would lose/);
    expect(w.emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('an adopted webhook whose URL changes, with headers no file recorded (the server clears them)', async () => {
    await newerServer('self-hosted', false);
    const made = await w.fetch('POST', '/webhooks', {
      name: 'pager',
      service: 'generic',
      url: 'https://hooks.example.com/pager',
      headers: { Authorization: 'Bearer t0ken-9f2a' },
    });
    expect(made.status).toBe(200);
    const exported = await run({ operation: 'stack.export', 'output-file': 'stack.yml', scope: 'team-a', kinds: 'webhooks', include: 'pager' });
    expect(exported.code, exported.stdout).toBe(0);
    const variable = (exported.result as { variables: Array<{ variable: string }> }).variables[0]!.variable;
    w.emu.clearLog();
    const refused = await run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, { [variable]: 'https://hooks.example.com/pager-v2' });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/a change of `url` makes the server clear the webhook's `headers` and `queryParams`, which it never answers/);
    expect(w.emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
    // The same URL adopts it, headers kept as stored.
    const adopted = await run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, { [variable]: 'https://hooks.example.com/pager' });
    expect(adopted.code, adopted.stdout).toBe(0);
    expect(w.team().webhooks.find((h) => h.name === 'pager')?.headers).toEqual({ Authorization: 'Bearer t0ken-9f2a' });
  });
});
