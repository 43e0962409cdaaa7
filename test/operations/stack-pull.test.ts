// stack.pull in-process: the engine's own entry point (runOperation, as both front ends call it)
// with our real client against the emulator over loopback, files rewritten in the workspace (no
// GitHub token: what the command line's --write does). The pull requests, through the bundled
// action and the GitHub stand-in, are test/stack/stack-pull.test.ts.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runOperation } from '../../src/operations/run.ts';
import { NEVER_CANCELLED } from '../../src/util/cancel.ts';
import { actionNamer } from '../../src/util/input-error.ts';
import { Inputs } from '../../src/util/inputs.ts';
import { createRedactor } from '../../src/util/redact.ts';

const SECRETS: Record<string, string> = {
  CH_PASSWORD: 'ch-password-7d1e0a9f',
  HOOK_URL: 'https://hooks.example.com/7f3a9c11d2',
  HOOK_TOKEN: 'hook-token-51c0b2e8aa',
};

const STACK = `# The engine's stack: edited in the UI too.
version: 1
connections:
  - name: Pull ClickHouse
    host: http://clickhouse-pull:8123
    username: default
    password: { env: CH_PASSWORD }
sources:
  - name: Pull logs
    kind: log
    connection: Pull ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, Body

savedSearches:
  # What on-call looks at first.
  - name: Pull errors
    source: Pull logs
    where: "SeverityText:error"
  - name: Pull warnings
    source: Pull logs
    where: 'SeverityText:warn'

webhooks:
  - name: Pull hook   # the pager
    service: generic
    url: { env: HOOK_URL }
    headers: { Authorization: { env: HOOK_TOKEN } }
dashboards:
  - name: Pull overview
    tiles:
      - name: Errors
        config:
          displayType: line
          source: Pull logs
          select: [{ aggFn: count }]
      - name: Volume
        config: { displayType: number, source: Pull logs, select: [{ aggFn: count }] }
alerts:
  - name: Pull errors alert
    source: saved_search
    savedSearch: Pull errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Pull hook }
`;

let emu: Emulator;
let root: string;
beforeEach(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  root = await mkdtemp(join(tmpdir(), 'obs-ops-pull-'));
});
afterEach(async () => emu.close());

async function run(operation: string, inputs: Record<string, string> = {}, variables: Record<string, string> = SECRETS) {
  const redactor = createRedactor({});
  const all: Record<string, string> = {
    ...emu.actionInputs('self-hosted'),
    'rate-limit': '100000/60s',
    'dry-run': 'false',
    operation,
    'stack-file': 'stack.yml',
    ...inputs,
  };
  const lines: string[] = [];
  const log = {
    debug: (m: string) => lines.push(m),
    info: (m: string) => lines.push(m),
    warning: (m: string) => lines.push(m),
    group: <T>(_name: string, fn: () => Promise<T>) => fn(),
  };
  const { outcome } = await runOperation(new Inputs((name) => all[name] ?? ''), {
    log,
    redactor,
    addSecrets: (s) => void redactor.add(s),
    github: { secrets: () => Promise.reject(new Error('no GitHub here')), gitData: () => Promise.reject(new Error('no GitHub here')) },
    cancel: NEVER_CANCELLED,
    context: { root, repository: 'acme/shop', env: {}, nameInput: actionNamer, secretVariable: (name) => variables[name], clock: () => Date.now() },
  });
  return { outcome, lines, redactor };
}

interface Row {
  section: string;
  action: string;
  name: string;
  to?: string;
  changes: Array<{ field: string; from: unknown; to: unknown }>;
  held: string[];
  updatedAt?: string;
}
const rowsOf = (outcome: { result: unknown }): Row[] => (outcome.result as { files: Array<{ rows: Row[] }> }).files.flatMap((f) => f.rows);
const team = (): TeamState => emu.state.selfHosted;
const file = () => readFile(join(root, 'stack.yml'), 'utf8');

/** Edits made in the UI: through the API, with the key of another user. */
async function ui(method: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${emu.url}/api/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${emu.selfHosted.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

async function synced(text = STACK): Promise<void> {
  await writeFile(join(root, 'stack.yml'), text);
  const sync = await run('stack.sync');
  expect(sync.outcome.failure).toBeUndefined();
}

/** The live object of a kind by name, as the v2 API answers it. */
async function get(path: string, name: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${emu.url}/api/v2${path}`, { headers: { authorization: `Bearer ${emu.selfHosted.apiKey}` } });
  const list = ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
  const hit = list.find((o) => o.name === name);
  if (!hit) throw new Error(`no ${path} named ${name}`);
  return hit;
}

describe('stack.pull (in-process, files rewritten)', () => {
  it('brings a threshold, a tile, a saved search and a webhook’s name back into the file, every other line as written', async () => {
    await synced();
    const alert = await get('/alerts', 'Pull errors alert');
    await ui('PUT', `/alerts/${String(alert.id)}`, { ...alert, id: undefined, threshold: 25 });
    const hook = await get('/webhooks', 'Pull hook');
    await ui('PUT', `/webhooks/${String(hook.id)}`, {
      ...hook,
      id: undefined,
      name: 'Pull pager',
      url: SECRETS.HOOK_URL,
      headers: { Authorization: SECRETS.HOOK_TOKEN },
    });
    const search = await get('/saved-searches', 'Pull errors');
    await ui('PUT', `/saved-searches/${String(search.id)}`, { ...search, id: undefined, where: 'SeverityText:error ServiceName:pull' });
    const board = team().dashboards.find((d) => d.name === 'Pull overview');
    const tiles = structuredClone(board?.tiles ?? []);
    if (tiles[0]) tiles[0].config.select = [{ aggFn: 'count' }, { aggFn: 'max', valueExpression: 'Duration' }];
    await ui('PUT', `/dashboards/${String(board?.id)}`, { name: board?.name, tags: board?.tags, tiles });

    const dry = await run('stack.pull', { 'dry-run': 'true' });
    expect(dry.outcome.failure).toBeUndefined();
    expect(dry.outcome.changed).toBe(true);
    expect(await file()).toBe(STACK); // a dry run writes nothing
    expect(dry.outcome.report.headline).toBe('Pull (dry run): 3 changed in the UI, 1 renamed in the UI.');
    expect(
      rowsOf(dry.outcome).map((r) => [
        r.section,
        r.action,
        r.name,
        r.to,
        r.changes.map((c) => `${c.field}: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`),
      ]),
    ).toEqual([
      ['savedSearches', 'changed', 'Pull errors', undefined, ['where: "SeverityText:error" → "SeverityText:error ServiceName:pull"']],
      ['webhooks', 'renamed', 'Pull hook', 'Pull pager', ['name: "Pull hook" → "Pull pager"']],
      [
        'dashboards',
        'changed',
        'Pull overview',
        undefined,
        ['tiles[0].config.select: [{"aggFn":"count"}] → [{"aggFn":"count"},{"valueExpression":"Duration","aggFn":"max"}]'],
      ],
      ['alerts', 'changed', 'Pull errors alert', undefined, ['threshold: 10 → 25', 'channel.webhook: "Pull hook" → "Pull pager"']],
    ]);
    // When the server says (the v2 API answers dates for alerts, saved searches and webhooks; dashboards none).
    expect(rowsOf(dry.outcome).map((r) => typeof r.updatedAt)).toEqual(['string', 'string', 'undefined', 'string']);

    const pulled = await run('stack.pull');
    expect(pulled.outcome.failure).toBeUndefined();
    expect(await file()).toBe(
      STACK.replace('where: "SeverityText:error"', 'where: "SeverityText:error ServiceName:pull"')
        .replace('- name: Pull hook   # the pager', '- name: Pull pager   # the pager')
        .replace('select: [{ aggFn: count }]\n', 'select: [ { aggFn: count }, { valueExpression: Duration, aggFn: max } ]\n')
        .replace('threshold: 10', 'threshold: 25')
        .replace('channel: { webhook: Pull hook }', 'channel: { webhook: Pull pager }'),
    );
    // The file now says what the server holds: a plan writes only the webhook's ownership line (its
    // write-only secrets' digest is salted by its name), and a second pull finds nothing.
    const plan = await run('stack.sync', { 'dry-run': 'true' });
    const writes = JSON.parse(plan.outcome.outputs?.plan ?? '{}') as {
      stack: { actions: Array<{ action: string; name: string; changes?: Array<{ field: string }> }> };
      alerts: { summary: Record<string, number> };
      dashboards: { summary: Record<string, number> };
    };
    expect(writes.stack.actions.filter((a) => a.action !== 'unchanged' && a.action !== 'unmanaged')).toEqual([
      expect.objectContaining({ action: 'update', name: 'Pull pager', changes: [expect.objectContaining({ field: 'headers, queryParams' })] }),
    ]);
    expect(writes.alerts.summary).toMatchObject({ create: 0, update: 0, delete: 0 });
    expect(writes.dashboards.summary).toMatchObject({ create: 0, update: 0, delete: 0 });
    const again = await run('stack.pull', { 'dry-run': 'true' });
    expect(again.outcome.changed).toBe(false);
    expect(again.outcome.report.headline).toBe('Nothing to pull: the file matches the server.');
  });

  it('pulls a UI edit of an inline alert, read by id for its chart (the list leaves it out), the chart kept as the file wrote it', async () => {
    const withInline = `${STACK}  - name: Pull inline alert
    source: inline
    chart:
      displayType: line
      source: Pull logs
      select: [{ aggFn: count }]
    threshold: 3
    thresholdType: above
    interval: 5m
    channel: { webhook: Pull hook }
`;
    await synced(withInline);
    const listed = await get('/alerts', 'Pull inline alert');
    expect(listed.chartConfig).toBeUndefined();
    const res = await fetch(`${emu.url}/api/v2/alerts/${String(listed.id)}`, { headers: { authorization: `Bearer ${emu.selfHosted.apiKey}` } });
    const full = ((await res.json()) as { data: Record<string, unknown> }).data;
    await ui('PUT', `/alerts/${String(listed.id)}`, { ...full, id: undefined, threshold: 9 });

    const pulled = await run('stack.pull');
    expect(pulled.outcome.failure).toBeUndefined();
    expect(rowsOf(pulled.outcome).map((r) => [r.section, r.action, r.name, r.changes.map((c) => `${c.field}: ${String(c.from)} → ${String(c.to)}`)])).toEqual([
      ['alerts', 'changed', 'Pull inline alert', ['threshold: 3 → 9']],
    ]);
    expect(await file()).toBe(withInline.replace('threshold: 3', 'threshold: 9'));
    const again = await run('stack.pull', { 'dry-run': 'true' });
    expect(again.outcome.changed).toBe(false);
  });

  it('removes an entry deleted in the UI, and adopts unmarked objects only when include or exclude selects them', async () => {
    await synced();
    const warn = await get('/saved-searches', 'Pull warnings');
    await ui('DELETE', `/saved-searches/${String(warn.id)}`, undefined);
    await ui('POST', '/saved-searches', { name: 'UI only search', sourceId: warn.sourceId, where: 'level:fatal' });

    const plain = await run('stack.pull', { 'dry-run': 'true' });
    expect(rowsOf(plain.outcome).map((r) => [r.action, r.name])).toEqual([['deleted', 'Pull warnings']]);

    const adopting = await run('stack.pull', { include: 'UI *' });
    expect(rowsOf(adopting.outcome).map((r) => [r.action, r.name])).toEqual([
      ['deleted', 'Pull warnings'],
      ['adopted', 'UI only search'],
    ]);
    const text = await file();
    expect(text).toContain(
      '  - name: Pull errors\n    source: Pull logs\n    where: "SeverityText:error"\n  - name: UI only search\n    adopt: true\n    source: Pull logs\n    where: level:fatal\n\nwebhooks:',
    );
    expect(text).not.toContain('Pull warnings');
    // The adoption is the next sync's one write: the mark.
    const plan = await run('stack.sync', { 'dry-run': 'true' });
    const actions = (
      JSON.parse(plan.outcome.outputs?.plan ?? '{}') as { stack: { actions: Array<{ action: string; name: string; changes?: Array<{ field: string }> }> } }
    ).stack.actions;
    expect(actions.filter((a) => a.action === 'update' || a.action === 'create').map((a) => [a.name, a.changes?.map((c) => c.field)])).toEqual([
      ['UI only search', ['owner']],
    ]);
  });

  it('keeps a values file’s placeholder where the server holds its value, and flags it for a human where it does not', async () => {
    const withValues = STACK.replace('threshold: 10', 'threshold: ${{ values.limit }}').replace(
      'where: "SeverityText:error"',
      'where: "SeverityText:${{ values.level }}"',
    );
    await writeFile(join(root, 'values.yml'), 'limit: 10\nlevel: error\n');
    await writeFile(join(root, 'stack.yml'), withValues);
    expect((await run('stack.sync', { 'values-file': 'values.yml' })).outcome.failure).toBeUndefined();

    // Unchanged on the server: the placeholders stay, nothing to pull.
    const same = await run('stack.pull', { 'values-file': 'values.yml' });
    expect(same.outcome.changed).toBe(false);

    const alert = await get('/alerts', 'Pull errors alert');
    await ui('PUT', `/alerts/${String(alert.id)}`, { ...alert, id: undefined, threshold: 30, interval: '15m' });
    const pulled = await run('stack.pull', { 'values-file': 'values.yml' });
    expect(pulled.outcome.failure).toBeUndefined();
    expect(pulled.outcome.report.outcome).toBe('warning');
    // The interval is written; the threshold is a placeholder whose value differs: held, said.
    expect(await file()).toBe(withValues.replace('interval: 5m\n    channel', 'interval: 15m\n    channel'));
    expect(pulled.outcome.report.lists?.[0]?.items).toEqual([
      expect.stringMatching(
        /^alert "Pull errors alert": threshold: `\$\{\{ values.limit \}\}` is 10 with this values file; the server has 30: a placeholder is never replaced by a literal/,
      ),
    ]);
  });

  it('never writes a secret: a URL changed on the server stays the file’s reference, and is reported', async () => {
    await synced();
    const hook = await get('/webhooks', 'Pull hook');
    await ui('PUT', `/webhooks/${String(hook.id)}`, { ...hook, id: undefined, url: 'https://hooks.example.com/changed-in-the-ui-4b1f' });
    const pulled = await run('stack.pull');
    expect(await file()).toBe(STACK);
    const text = JSON.stringify(pulled.outcome) + pulled.lines.join('\n');
    expect(text).not.toContain('changed-in-the-ui-4b1f');
    for (const value of Object.values(SECRETS)) expect(pulled.redactor.text(text)).not.toContain(value);
    expect(rowsOf(pulled.outcome)).toEqual([
      expect.objectContaining({
        section: 'webhooks',
        action: 'changed',
        name: 'Pull hook',
        changes: [],
        held: [expect.stringContaining("url: the server's value differs from the secret's")],
      }),
    ]);
  });
});
