// Connections as a stack kind: the schema's verdicts at their lines, the body sent, and against the
// emulator over HTTP the two promises of a kind — an exported connection syncs back with no change,
// and what the server answers to a body compares equal to it (its defaults as the server fills them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackFile } from '../../../src/generated/stack-file.ts';
import { connections } from '../../../src/stack/kinds/connections.ts';
import type { Json } from '../../../src/stack/kinds/kind.ts';
import { LocatedYaml } from '../../../src/util/yaml.ts';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import { selfHosted } from '../../../packages/emulator/test/http.ts';
import { clientOf, exportContext, renderContext } from './contexts.ts';

function verdicts(text: string, edition: 'self-hosted' | 'managed' = 'self-hosted'): string[] {
  const y = LocatedYaml.parse('stack.yml', text);
  y.validate(stackFile, edition);
  return y.problems.map((p) => `${p.line}: ${p.message}`);
}

const FILE = `version: 1
connections:
  - name: ClickHouse
    host: https://ch.example.com:8443
    username: hyperdx
    password: { env: CLICKHOUSE_PASSWORD }
    hyperdxSettingPrefix: hdx_
  - name: Prometheus
    host: https://prometheus.example.com
    username: ""
    isPrometheusEndpoint: true
`;

describe('connections in the stack file schema', () => {
  it('takes every field the server takes', () => {
    expect(verdicts(FILE)).toEqual([]);
  });

  it('refuses a password written as its value, a prefix the server refuses, missing fields and unknown keys, at their lines', () => {
    const bad = `version: 1
connections:
  - name: a
    host: https://ch
    username: u
    password: hunter2
  - name: b
    username: u
  - name: c
    host: https://ch
    username: u
    hyperdxSettingPrefix: "no-dashes"
  - name: d
    host: https://ch
    username: u
    hyperdxSettingPrefix: ""
    team: x
`;
    expect(verdicts(bad)).toEqual([
      '6: a secret is written as `{ env: VARIABLE_NAME }`, never as its value',
      '7: a connection needs a `host` (the ClickHouse HTTP URL)',
      '12: `hyperdxSettingPrefix` may hold only letters, digits and underscores — got "no-dashes"',
      // "" clears a prefix on a PUT but a POST refuses it: a file leaves the key out instead.
      '16: `hyperdxSettingPrefix` may hold only letters, digits and underscores — got ""',
      expect.stringMatching(/^17: unknown key `team`/),
    ]);
  });

  it('refuses every connection on the managed edition, at its line', () => {
    expect(verdicts(FILE, 'managed')).toEqual([
      '3: connections exist only on the self-hosted edition; the managed API has none (its sources name their connection by `connectionId`)',
      '8: connections exist only on the self-hosted edition; the managed API has none (its sources name their connection by `connectionId`)',
    ]);
  });
});

describe('a connection’s body', () => {
  it('sends the password’s value, and the prefix and flag always (null and false when left out)', () => {
    const { ctx, problems } = renderContext('self-hosted', {}, { CH_PASSWORD: 's3cret' });
    const entry = { name: 'ch', host: 'https://ch', username: 'u', password: { env: 'CH_PASSWORD' }, was: 'old' };
    expect(connections.body(entry, ['connections', 0], ctx)).toEqual({
      name: 'ch',
      host: 'https://ch',
      username: 'u',
      password: 's3cret',
      hyperdxSettingPrefix: null,
      isPrometheusEndpoint: false,
    });
    expect(problems).toEqual([]);
  });

  it('leaves the password out, with a problem at its path, when its variable is unset', () => {
    const { ctx, problems } = renderContext('self-hosted');
    const out = connections.body({ name: 'ch', host: 'h', username: 'u', password: { env: 'MISSING' } }, ['connections', 2], ctx);
    expect(out).not.toHaveProperty('password');
    expect(problems).toEqual([{ at: ['connections', 2, 'password'], message: 'MISSING is not set' }]);
  });

  it('exports a password reference, and neither default', () => {
    const live = { id: 'x', name: 'ch', host: 'h', username: 'u', isPrometheusEndpoint: false, createdAt: 't', updatedAt: 't' };
    expect(connections.entry(live, exportContext('self-hosted'))).toEqual({ name: 'ch', host: 'h', username: 'u', password: { env: 'CH_PASSWORD' } });
  });
});

describe('connections against the emulator (self-hosted, over HTTP)', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'empty' });
  });
  afterAll(() => emu.close());

  const ENTRIES: Json[] = [
    { name: 'plain', host: 'https://ch.example.com', username: 'default' },
    { name: 'secret', host: 'https://ch.example.com', username: 'app', password: { env: 'PW' }, hyperdxSettingPrefix: 'hdx' },
    { name: 'prom', host: 'https://prom.example.com', username: '', isPrometheusEndpoint: true },
  ];
  const withoutPassword = ({ password: _p, ...rest }: Json): Json => rest;

  it('answers a POST and a PUT of each body with what compares equal to it; export → sync is no change', async () => {
    const api = clientOf(emu, 'self-hosted').config('connections')!;
    const { ctx, problems } = renderContext('self-hosted', {}, { PW: 'pw-1' });
    for (const [i, e] of ENTRIES.entries()) {
      const body = connections.body(e, ['connections', i], ctx);
      const created = await api.create(body);
      expect(connections.comparable(created, 'self-hosted')).toEqual(withoutPassword(body));
      // Export, then sync the export: the body equals the live object (the password aside).
      const exported = connections.entry(created, exportContext('self-hosted'));
      const { ctx: again } = renderContext('self-hosted', {}, { [`${e.name as string}_PASSWORD`.toUpperCase()]: 'x' });
      expect(withoutPassword(connections.body(exported, ['connections', i], again))).toEqual(connections.comparable(created, 'self-hosted'));
    }
    expect(problems).toEqual([]);
  });

  it('takes a prefix and the flag away on a PUT (a body without them would leave them on the server)', async () => {
    const api = clientOf(emu, 'self-hosted').config('connections')!;
    const { ctx } = renderContext('self-hosted', {}, { PW: 'pw-1' });
    const created = await api.create(connections.body({ name: 'c', host: 'h', username: 'u', hyperdxSettingPrefix: 'p', isPrometheusEndpoint: true }, [], ctx));
    const bare = connections.body({ name: 'c', host: 'h', username: 'u' }, [], ctx);
    const updated = await api.update(created.id, bare);
    expect(connections.comparable(updated, 'self-hosted')).toEqual(bare);
    expect(updated).not.toHaveProperty('hyperdxSettingPrefix');
  });

  it('keeps the stored password through a PUT without one, and never answers it', async () => {
    const api = clientOf(emu, 'self-hosted').config('connections')!;
    const { ctx } = renderContext('self-hosted', {}, { PW: 'kept-pw' });
    const created = await api.create(connections.body({ name: 'k', host: 'h', username: 'u', password: { env: 'PW' } }, [], ctx));
    await api.update(created.id, connections.body({ name: 'k', host: 'h2', username: 'u' }, [], ctx));
    expect(emu.state.selfHosted.connections.find((c) => c.id === created.id)?.password).toBe('kept-pw');
    const listed = await selfHosted(emu).get('/connections');
    expect(listed.text).not.toContain('kept-pw');
  });

  it('refuses a POST with an empty prefix, as upstream does (a PUT takes it: it clears)', async () => {
    const http = selfHosted(emu);
    const refused = await http.post('/connections', { name: 'e', host: 'h', username: 'u', hyperdxSettingPrefix: '' });
    expect(refused.status).toBe(400);
    const created = await http.post('/connections', { name: 'e', host: 'h', username: 'u', hyperdxSettingPrefix: 'x' });
    const cleared = await http.put(`/connections/${created.json.data.id}`, { name: 'e', host: 'h', username: 'u', hyperdxSettingPrefix: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('hyperdxSettingPrefix');
  });
});
