// Issue 30, findings 8 and 9, through the bundled action against the emulator: stack.export writes no
// secret in any field — a webhook description quoting its own URL is left out (said in the report),
// a connection host with credentials becomes a reference — and names holding `${{` are written
// escaped (`$${{`), so export → sync creates, renames and changes nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

const HOOK_URL = 'https://hooks.example.com/services/T0QUOTE99/B0QUOTE98/quoteTokenAbc123';
const USERINFO_HOST = 'http://hdx:ch-userinfo-pw-77@clickhouse-ui:8123';
const CH_PASSWORD = 'ch-password-0b4d21';
const PLACEHOLDER_NAME = 'Errors ${{ values.env }}';
const ESCAPED_NAME = 'Price $${{ values.x }} and ${{ github.sha }}';

interface ExportResult {
  variables: Array<{ variable: string; kind: string; object: string; field: string }>;
  skipped: Array<{ section: string; name: string; reason: string }>;
}

let w: World;
afterEach(async () => w.emu.close());

async function post(path: string, body: unknown): Promise<void> {
  const res = await w.fetch('POST', path, body);
  expect(res.status, await res.text()).toBeLessThan(300);
}

describe('stack.export holds no secret in any field, and names round-trip (findings 8, 9)', () => {
  it('a description quoting its URL is left out, a host with credentials is a reference, `${{` is escaped; export → sync writes only the adoption', async () => {
    w = await world('self-hosted');
    const logs = w.team().sources.find((s) => s.name === 'Logs')!.id;
    await post('/connections', { name: 'Userinfo CH', host: USERINFO_HOST, username: 'hdx', password: CH_PASSWORD });
    await post('/webhooks', { name: 'quoting', service: 'generic', url: HOOK_URL, description: `Posts to ${HOOK_URL} (ops)` });
    await post('/saved-searches', { name: PLACEHOLDER_NAME, sourceId: logs, where: 'SeverityText:error' });
    await post('/saved-searches', { name: ESCAPED_NAME, sourceId: logs, where: 'SeverityText:warn' });
    w.emu.clearLog();

    const exported = await w.run({
      operation: 'stack.export',
      'output-file': 'stack.yml',
      scope: 'team-a',
      kinds: 'connections,sources,savedSearches,webhooks',
    });
    expect(exported.code, exported.stdout).toBe(0);
    const text = await readFile(join(w.workspace, 'stack.yml'), 'utf8');
    for (const secret of [HOOK_URL, 'quoteTokenAbc123', 'T0QUOTE99', 'ch-userinfo-pw-77', USERINFO_HOST]) expect(text).not.toContain(secret);
    const doc = parse(text) as Record<string, Array<Record<string, unknown>>>;
    const connection = doc.connections?.find((c) => c.name === 'Userinfo CH');
    expect(connection?.host).toEqual({ env: 'CONNECTION_USERINFO_CH_HOST' });
    const hook = doc.webhooks?.find((x) => x.name === 'quoting');
    expect(hook).toEqual({ name: 'quoting', adopt: true, service: 'generic', url: { env: 'WEBHOOK_QUOTING_URL' } });
    expect(exported.summary).toMatch(/webhook "quoting": &#96;description&#96; held a secret .* and is left out of the file/);
    expect(doc.savedSearches?.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Errors $${{ values.env }}', 'Price $$${{ values.x }} and $${{ github.sha }}']),
    );

    const result = exported.result as ExportResult;
    const env: Record<string, string> = {};
    for (const v of result.variables) {
      if (v.kind === 'webhooks') env[v.variable] = w.team().webhooks.find((x) => x.name === v.object)!.url!;
      else if (v.field === 'host') env[v.variable] = USERINFO_HOST;
      else env[v.variable] = CH_PASSWORD;
    }
    w.emu.clearLog();
    const first = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(first.code, first.stdout).toBe(0);
    const writes = w.writes().map((x) => `${x.method} ${x.path.slice(w.prefix.length).replace(/\/[0-9a-f]{24}$/, '/:id')}`);
    // The connection (no mark, its host as exported) and the names are left as they are: only adoptions.
    expect(writes.filter((x) => !x.startsWith('PUT /saved-searches/') && !x.startsWith('PUT /webhooks/'))).toEqual([]);
    expect(w.team().connections.find((c) => c.name === 'Userinfo CH')?.host).toBe(USERINFO_HOST);
    expect(w.team().savedSearches.map((s) => s.name)).toEqual(expect.arrayContaining([PLACEHOLDER_NAME, ESCAPED_NAME]));
    for (const sink of [first.stdout, first.summary, JSON.stringify(first.outputs)])
      expect(sink.replace(/^::add-mask::.*$/gm, '')).not.toContain('ch-userinfo-pw-77');

    w.emu.clearLog();
    const again = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
  });
});
