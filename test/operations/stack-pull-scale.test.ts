// stack.pull of the 1,000-object stack of `npm run bench` (i) and (p), 10 objects edited in the UI:
// the rewritten file differs from the original in exactly the lines of those 10 entries (each edit
// is one line: a query, a name, a column list, a host), and the pull lists each kind once.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { stackFile } from '../../scripts/bench/stack-scale.ts';
import { runOperation } from '../../src/operations/run.ts';
import { NEVER_CANCELLED } from '../../src/util/cancel.ts';
import { actionNamer } from '../../src/util/input-error.ts';
import { Inputs } from '../../src/util/inputs.ts';
import { createRedactor } from '../../src/util/redact.ts';

const SECRETS: Record<string, string> = { BENCH_CH_PASSWORD: 'bench-password-0001', BENCH_HOOK_URL: 'https://hooks.example.com/bench' };

let emu: Emulator;
let root: string;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  root = await mkdtemp(join(tmpdir(), 'obs-ops-pull-scale-'));
});
afterAll(async () => emu.close());

async function run(operation: string, inputs: Record<string, string> = {}) {
  const redactor = createRedactor({});
  const all: Record<string, string> = {
    ...emu.actionInputs('self-hosted'),
    'rate-limit': '100000/60s',
    'dry-run': 'false',
    scope: 'bench-stack',
    'stack-file': 'stack.yml',
    operation,
    ...inputs,
  };
  const silent = { debug: () => undefined, info: () => undefined, warning: () => undefined, group: <T>(_n: string, fn: () => Promise<T>) => fn() };
  const { outcome } = await runOperation(new Inputs((name) => all[name] ?? ''), {
    log: silent,
    redactor,
    addSecrets: (s) => void redactor.add(s),
    github: { secrets: () => Promise.reject(new Error('no GitHub here')), gitData: () => Promise.reject(new Error('no GitHub here')) },
    cancel: NEVER_CANCELLED,
    context: { root, repository: 'acme/shop', env: {}, nameInput: actionNamer, secretVariable: (name) => SECRETS[name], clock: () => Date.now() },
  });
  return outcome;
}

describe('stack.pull at scale', () => {
  it('1,000 objects, 10 edited in the UI: the rewritten file differs from the original in exactly those 10 entries’ lines', async () => {
    const text = stackFile(0);
    await writeFile(join(root, 'stack.yml'), text);
    // A thousand creates at concurrency 32 may lose one to a closed socket; a re-run converges.
    await run('stack.sync', { concurrency: '32' });
    expect((await run('stack.sync', { concurrency: '32' })).failure).toBeUndefined();

    const team = emu.state.selfHosted;
    const pick = <T extends { name: string }>(list: T[], names: string[]): T[] => names.map((n) => list.find((o) => o.name === n) as T);
    for (const s of pick(team.savedSearches, ['search-3', 'search-77', 'search-150', 'search-299'])) s.where = `${s.where} SeverityText:error`;
    for (const w of pick(team.webhooks, ['hook-12', 'hook-140', 'hook-256'])) w.name = `${w.name}-oncall`;
    for (const s of pick(team.sources, ['logs-5', 'logs-210']))
      (s as Record<string, unknown>).defaultTableSelectExpression = 'Timestamp, ServiceName, SeverityText, Body';
    for (const c of pick(team.connections, ['ch-42'])) c.host = 'http://clickhouse-42-replica:8123';

    emu.clearLog();
    const pulled = await run('stack.pull');
    expect(pulled.failure).toBeUndefined();
    // One list per kind (the API's lists of these kinds fit one page each).
    expect(emu.log.filter((e) => e.edition === 'self-hosted').map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['GET /api/v2/connections', 'GET /api/v2/sources', 'GET /api/v2/saved-searches', 'GET /api/v2/webhooks']),
    );
    expect(emu.log.filter((e) => e.edition === 'self-hosted')).toHaveLength(4);

    const before = text.split('\n');
    const after = (await readFile(join(root, 'stack.yml'), 'utf8')).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (after[i] === line ? [] : [[line, after[i]]]));
    expect(changed).toEqual([
      ['    host: http://clickhouse-42:8123', '    host: http://clickhouse-42-replica:8123'],
      ['    defaultTableSelectExpression: Timestamp, ServiceName, Body', '    defaultTableSelectExpression: Timestamp, ServiceName, SeverityText, Body'],
      ['    defaultTableSelectExpression: Timestamp, ServiceName, Body', '    defaultTableSelectExpression: Timestamp, ServiceName, SeverityText, Body'],
      ['    where: "ServiceName:svc-3"', '    where: "ServiceName:svc-3 SeverityText:error"'],
      ['    where: "ServiceName:svc-77"', '    where: "ServiceName:svc-77 SeverityText:error"'],
      ['    where: "ServiceName:svc-150"', '    where: "ServiceName:svc-150 SeverityText:error"'],
      ['    where: "ServiceName:svc-299"', '    where: "ServiceName:svc-299 SeverityText:error"'],
      ['  - name: hook-12', '  - name: hook-12-oncall'],
      ['  - name: hook-140', '  - name: hook-140-oncall'],
      ['  - name: hook-256', '  - name: hook-256-oncall'],
    ]);
    // …and at the entries edited: the sources' lines belong to logs-5 and logs-210.
    const sourceLines = before.flatMap((line, i) => (line.includes('defaultTableSelectExpression') && after[i] !== line ? [i] : []));
    expect(sourceLines.map((i) => before[i - 5])).toEqual(['  - name: logs-5', '  - name: logs-210']);
    expect((await run('stack.pull', { 'dry-run': 'true' })).changed).toBe(false);
  });
});
