// The roles kind (managed only): its schema, body(), predefined roles, and the engine's two properties against the emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import { roles } from '../../../src/stack/kinds/roles.ts';
import { clientOf, exportRoundTrip, renderContext, schemaVerdict, writeAndCompare } from './helpers.ts';

const READ = { action: 'read', subject: 'dashboard' };

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ managed: { rateLimit: false } });
});
afterAll(async () => {
  await emu.close();
});

describe('role entries: the schema', () => {
  it('accepts a role on the managed edition and refuses every role entry at its line on self-hosted', () => {
    const entries = [
      {
        name: 'Deploy Bot',
        description: 'terraform',
        permissions: [READ, { action: 'manage', subject: 'alert', inverted: true, conditions: { tags: 'prod' }, integration: 'x' }],
      },
      { name: 'Nobody', adopt: true, permissions: [] },
    ];
    expect(schemaVerdict('roles', entries, 'managed')).toEqual([]);
    const only = 'roles exist only on the managed edition (ClickStack roles of ClickHouse Cloud); the self-hosted API has none';
    expect(schemaVerdict('roles', entries, 'self-hosted')).toEqual([
      ['roles.0', only],
      ['roles.1', only],
    ]);
  });

  it('refuses a role without permissions, a rule without its subject, and unknown keys', () => {
    expect(schemaVerdict('roles', [{ name: 'a' }, { name: 'b', permissions: [{ action: 'read', scope: 'x' }] }], 'managed').sort()).toEqual(
      [
        ['roles.0', 'a role needs `permissions` (a list; `[]` grants nothing)'],
        ['roles.1.permissions.0', 'missing `subject`'],
        ['roles.1.permissions.0.scope', 'unknown key `scope`; allowed: action, subject, inverted, integration, conditions'],
      ].sort(),
    );
  });
});

describe('roles.body() and readOnly()', () => {
  it('sends name, description and the CASL rules as written; was/adopt are not sent', () => {
    const { ctx, problems } = renderContext('managed');
    expect(roles.body({ name: 'r', was: 'q', adopt: true, description: '', permissions: [READ] }, ['roles', 0], ctx)).toEqual({
      name: 'r',
      permissions: [READ],
    });
    expect(problems).toEqual([]);
  });

  it('names a predefined role read-only by its isPredefined flag', () => {
    expect(roles.readOnly?.({ name: 'Admin', isPredefined: true })).toBe('"Admin" is a predefined role: the API cannot change or delete it');
    expect(roles.readOnly?.({ name: 'Custom', isPredefined: false })).toBeUndefined();
  });
});

describe('roles against the emulator (managed)', () => {
  it('the answer to body(E) compares equal to body(E), on create and on a replace', async () => {
    const client = clientOf(emu, 'managed');
    try {
      const render = (entry: Record<string, unknown>) => roles.body(entry, ['roles', 0], renderContext('managed').ctx);
      await writeAndCompare(
        roles,
        client,
        'managed',
        render({ name: 'Deploy Bot', description: 'terraform', permissions: [READ] }),
        render({ name: 'Deployer', permissions: [READ, { action: 'manage', subject: 'dashboard', inverted: true, conditions: { tags: 'prod' } }] }),
      );
      await writeAndCompare(roles, client, 'managed', render({ name: 'Nobody', permissions: [] }));
    } finally {
      await client.close();
    }
  });

  it('every custom role exported renders back to what it is; predefined ones are left out', async () => {
    const service = emu.state.services[emu.managed.serviceId]!;
    service.addClickStackRole({ name: 'Admin', isPredefined: true, permissions: [{ action: 'manage', subject: 'all' }] });
    service.addClickStackRole({ name: 'Stored', permissions: [{ action: 'read', subject: 'all', integration: 'mongodb' }] });
    const client = clientOf(emu, 'managed');
    try {
      const live = (await client.config('roles')?.list()) ?? [];
      expect(live.filter((r) => roles.readOnly?.(r) !== undefined).map((r) => r.name)).toEqual(['Admin']);
      expect(await exportRoundTrip(roles, client, 'managed', 'roles')).toBe(live.length - 1);
    } finally {
      await client.close();
    }
  });

  it('has no API on self-hosted', () => {
    const client = clientOf(emu, 'self-hosted');
    expect(client.config('roles')).toBeUndefined();
    expect(roles.editions).toEqual(['managed']);
    return client.close();
  });
});
