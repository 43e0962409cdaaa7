// The stack engine in-process: stack.sync and stack.export through the engine's own entry point
// (runOperation, as both front ends call it) with our real client against the emulator over
// loopback. The bundled action and the command line are driven in stack-sync.test.ts and its
// neighbours; these runs read the plan and the report as values, and count for coverage.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
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

const STACK = `version: 1
connections:
  - name: Engine ClickHouse
    host: http://clickhouse-engine:8123
    username: default
    password: { env: CH_PASSWORD }
sources:
  - name: Engine traces
    kind: trace
    connection: Engine ClickHouse
    from: { databaseName: default, tableName: otel_traces }
    timestampValueExpression: Timestamp
    defaultTableSelectExpression: Timestamp, ServiceName, SpanName
    durationExpression: Duration
    durationPrecision: 9
    traceIdExpression: TraceId
    spanIdExpression: SpanId
    parentSpanIdExpression: ParentSpanId
    spanNameExpression: SpanName
    spanKindExpression: SpanKind
    logSource: Engine logs
  - name: Engine logs
    kind: log
    connection: Engine ClickHouse
    from: { databaseName: default, tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, Body
    traceSource: Engine traces
savedSearches:
  - name: Engine errors
    source: Engine logs
    where: "SeverityText:error"
webhooks:
  - name: Engine hook
    service: generic
    url: { env: HOOK_URL }
    headers: { Authorization: { env: HOOK_TOKEN } }
dashboards:
  - name: Engine overview
    tiles:
      - name: Errors
        config:
          displayType: line
          source: Engine logs
          select: [{ aggFn: count }]
alerts:
  - name: Engine errors alert
    source: saved_search
    savedSearch: Engine errors
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: Engine hook }
`;

interface PlanAction {
  action: string;
  kind: string;
  name: string;
  changes?: Array<{ field: string; from: unknown; to: unknown }>;
}

let emu: Emulator;
let root: string;
beforeEach(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  root = await mkdtemp(join(tmpdir(), 'obs-ops-engine-'));
});
afterEach(async () => emu.close());

/** One run of the engine, as a front end makes it: its inputs, the variables it may read, a redactor that learns secrets. */
async function run(edition: 'self-hosted' | 'managed', inputs: Record<string, string>, variables: Record<string, string> = SECRETS) {
  const redactor = createRedactor({});
  const lines: string[] = [];
  const log = {
    debug: (m: string) => lines.push(m),
    info: (m: string) => lines.push(m),
    warning: (m: string) => lines.push(m),
    group: <T>(_name: string, fn: () => Promise<T>) => fn(),
  };
  const all: Record<string, string> = { ...emu.actionInputs(edition), 'rate-limit': '100000/60s', 'dry-run': 'false', ...inputs };
  const { outcome } = await runOperation(new Inputs((name) => all[name] ?? ''), {
    log,
    redactor,
    addSecrets: (s) => void redactor.add(s),
    github: { secrets: () => Promise.reject(new Error('no GitHub here')), gitData: () => Promise.reject(new Error('no GitHub here')) },
    cancel: NEVER_CANCELLED,
    context: { root, repository: 'acme/shop', env: {}, nameInput: actionNamer, secretVariable: (name) => variables[name], clock: () => Date.now() },
  });
  const plan = JSON.parse(outcome.outputs?.plan ?? '{}') as { stack?: { actions: PlanAction[] }; fingerprint?: string };
  return { outcome, plan, redactor, lines };
}

const team = (edition: 'self-hosted' | 'managed'): TeamState =>
  edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState);
const writes = () =>
  emu.log
    // A series query (a backtest) and a webhook validation write nothing.
    .filter((l) => l.method !== 'GET' && !l.path.endsWith('/charts/series') && !l.path.endsWith('/webhooks/validate'))
    .map((l) => `${l.method} ${l.path.replace(/^.*?\/(api\/v2|clickstack)\//, '/').replace(/\/[0-9a-f]{24}$/, '/:id')}`);

async function file(text: string, name = 'stack.yml'): Promise<string> {
  const path = join(root, name);
  await writeFile(path, text);
  return name;
}

describe('stack engine (in-process)', () => {
  it('plans every kind, applies in dependency order (a cycle of sources completed by a PUT), then has nothing to do', async () => {
    const path = await file(STACK);
    const dry = await run('self-hosted', { 'stack-file': path, 'dry-run': 'true' });
    expect(dry.outcome.failure).toBeUndefined();
    expect(writes()).toEqual([]);
    expect(dry.plan.stack?.actions.filter((a) => a.action === 'create').map((a) => `${a.kind}:${a.name}`)).toEqual([
      'connections:Engine ClickHouse',
      'sources:Engine traces',
      'sources:Engine logs',
      'savedSearches:Engine errors',
      'webhooks:Engine hook',
    ]);
    // The plan names the variable of each secret, never its value.
    const planText = JSON.stringify(dry.plan);
    expect(planText).toContain('(secret $HOOK_URL)');
    for (const v of Object.values(SECRETS)) expect(planText).not.toContain(v);

    emu.clearLog();
    const applied = await run('self-hosted', { 'stack-file': path });
    expect(applied.outcome.failure, applied.outcome.report.notes?.join('\n')).toBeUndefined();
    expect(writes()).toEqual([
      'POST /connections',
      'POST /sources',
      'POST /sources',
      'PUT /sources/:id',
      'POST /saved-searches',
      'POST /webhooks',
      'POST /dashboards',
      'POST /alerts',
    ]);
    const sources = team('self-hosted').sources;
    const traces = sources.find((s) => s.name === 'Engine traces');
    const logs = sources.find((s) => s.name === 'Engine logs');
    expect(traces?.logSourceId).toBe(logs?.id);
    expect(logs?.traceSourceId).toBe(traces?.id);
    // Every secret was handed to the redactor as it was read.
    for (const v of [SECRETS.CH_PASSWORD, SECRETS.HOOK_URL, SECRETS.HOOK_TOKEN]) expect(applied.redactor.text(`x ${v ?? ''} y`)).toBe('x *** y');

    emu.clearLog();
    const again = await run('self-hosted', { 'stack-file': path });
    expect(again.outcome.changed).toBe(false);
    expect(writes()).toEqual([]);
    expect(again.outcome.report.notes).toContain('Nothing to do: the server matches the files.');
  });

  it('refuses before any request a file with a duplicate name', async () => {
    const path = await file(STACK.replace('savedSearches:\n', 'savedSearches:\n  - name: Engine errors\n    source: Engine logs\n'));
    const r = await run('self-hosted', { 'stack-file': path });
    expect(r.outcome.failure).toBeDefined();
    expect(emu.log).toEqual([]);
    expect((r.outcome.report.problems ?? []).map((p) => p.message)).toEqual([
      'duplicate saved search name "Engine errors" (first at savedSearches[0]); names identify objects and must be unique',
    ]);
  });

  it('refuses before any write: a name that matches nothing, an unset secret, an unmanaged namesake', async () => {
    await fetch(`${emu.url}/api/v2/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emu.selfHosted.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Engine hook', service: 'generic', url: 'https://hooks.example.com/hand' }),
    });
    emu.clearLog();
    const path = await file(STACK.replace('source: Engine logs\n    where', 'source: Engine logz\n    where'));
    const r = await run('self-hosted', { 'stack-file': path }, { CH_PASSWORD: SECRETS.CH_PASSWORD ?? '' });
    expect(r.outcome.failure).toBeDefined();
    expect(writes()).toEqual([]);
    const messages = (r.outcome.report.problems ?? []).map((p) => p.message).join('\n');
    expect(messages).toMatch(/no source named "Engine logz"/);
    expect(messages).toMatch(/a webhook named "Engine hook" exists .* add `adopt: true`/);
  });

  it('adopts, renames, prunes in reverse order, and keeps what it cannot own', async () => {
    const path = await file(STACK);
    expect((await run('self-hosted', { 'stack-file': path })).outcome.failure).toBeUndefined();
    const renamed = STACK.replace('  - name: Engine hook\n', '  - name: Engine hook 2\n    was: Engine hook\n').replace(
      '{ webhook: Engine hook }',
      '{ webhook: Engine hook 2 }',
    );
    await writeFile(join(root, path), renamed);
    emu.clearLog();
    const r = await run('self-hosted', { 'stack-file': path });
    expect(r.outcome.failure).toBeUndefined();
    expect(writes()).toEqual(['PUT /webhooks/:id']);
    expect(r.plan.stack?.actions.find((a) => a.name === 'Engine hook 2')?.changes?.map((c) => c.field)).toContain('name');

    // Prune: the saved search and its alert leave the file; the alert goes first, then the search.
    const pruned = renamed.replace(/savedSearches:\n(?: {2}.*\n)+?(?=webhooks:)/, 'savedSearches: []\n').replace(/alerts:\n[\s\S]*$/, 'alerts: []\n');
    await writeFile(join(root, path), pruned);
    emu.clearLog();
    const tooMany = await run('self-hosted', { 'stack-file': path, prune: 'true', 'max-deletions': '1' });
    expect(tooMany.outcome.failure).toMatch(/max-deletions/);
    expect(writes()).toEqual([]);
    const done = await run('self-hosted', { 'stack-file': path, prune: 'true' });
    expect(done.outcome.failure).toBeUndefined();
    expect(writes()).toEqual(['DELETE /alerts/:id', 'DELETE /saved-searches/:id']);
    // Connections and sources are never pruned: the demo's own stay, listed as left alone.
    expect(done.plan.stack?.actions.some((a) => a.action === 'unmanaged' && a.kind === 'sources')).toBe(true);
  });

  it('exports an instance that syncs back: the first sync only marks, the second writes nothing (managed)', async () => {
    const managedStack = `version: 1
roles:
  - name: Engine readers
    description: read only
    permissions:
      - { action: read, subject: Dashboard }
webhooks:
  - name: Engine hook
    service: generic
    url: { env: HOOK_URL }
savedSearches:
  - name: Engine errors
    source: Logs
    where: "SeverityText:error"
`;
    const path = await file(managedStack);
    expect((await run('managed', { 'stack-file': path })).outcome.failure).toBeUndefined();
    const exported = await run('managed', { operation: 'stack.export', 'output-file': 'exported.yml', scope: 'acme/shop:stack.yml' });
    expect(exported.outcome.failure).toBeUndefined();
    const text = await readFile(join(root, 'exported.yml'), 'utf8');
    expect(text).toContain('Engine readers');
    expect(text).not.toContain(SECRETS.HOOK_URL);
    // Each webhook's variable holds the URL it has (a new one would clear headers no file recorded: refused).
    const urlOf = (variable: string) =>
      team('managed').webhooks.find((h) => `WEBHOOK_${h.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_URL` === variable)?.url;
    const variables = Object.fromEntries([...text.matchAll(/env: ([A-Z0-9_]+)/g)].map((m) => [m[1] ?? '', urlOf(m[1] ?? '') ?? SECRETS.HOOK_URL ?? '']));
    emu.clearLog();
    const first = await run('managed', { 'stack-file': 'exported.yml', scope: 'acme/shop:stack.yml' }, variables);
    expect(first.outcome.failure, first.outcome.report.problems?.map((p) => p.message).join('\n')).toBeUndefined();
    for (const a of first.plan.stack?.actions.filter((x) => x.action === 'update') ?? []) expect(a.changes?.[0]?.field).toBe('owner');
    emu.clearLog();
    const second = await run('managed', { 'stack-file': 'exported.yml', scope: 'acme/shop:stack.yml' }, variables);
    expect(second.outcome.failure).toBeUndefined();
    expect(writes()).toEqual([]);
  });
});
