// keys.rotate's plan and inputs, in process: every refusal happens before any write, and the new
// key's request copies what it must and nothing more.
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../src/api/types.ts';
import { defaultKeyName, planRotation, type RotateSettings, type SecretTarget } from '../../src/keys/rotate.ts';
import { parseRotateInputs } from '../../src/operations/keys-rotate.ts';
import { Inputs } from '../../src/util/inputs.ts';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const KEY_ID = 'K7mQ2xVr9LpZ0001';
const ADMIN = 'b0a7c0de-0000-4000-8000-000000000001';
const CUSTOM = '5f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'ci-pipeline',
  state: 'enabled',
  keySuffix: '0001',
  roles: ['admin'],
  assignedRoles: [{ roleId: ADMIN, roleName: 'Admin', roleType: 'system' }],
  ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
  expireAt: null,
  ...over,
});
const other = (over: Partial<ApiKey> = {}) => key({ id: '22222222-2222-4222-8222-222222222222', name: 'reader', keySuffix: 'zZ9q', ...over });
const settings = (over: Partial<RotateSettings> = {}): RotateSettings => ({
  rotateKeyId: '',
  newKeyName: '',
  newKeyExpiresDays: undefined,
  graceHours: 24,
  keyIdInUse: KEY_ID,
  ...over,
});
const targets: [SecretTarget, SecretTarget] = [
  { holds: 'id', name: 'CH_ID', before: undefined },
  { holds: 'secret', name: 'CH_SECRET', before: undefined },
];
const store = { scope: { kind: 'repo' as const, owner: 'acme', repo: 'shop' }, secrets: targets };
const plan = (keys: ApiKey[], over: Partial<RotateSettings> = {}) => planRotation(keys, settings(over), store, NOW);

describe('planRotation', () => {
  it('rotates the key in use by default, copying roles by id (custom included) and the IP list, never legacy roles too', () => {
    const inUse = key({
      roles: ['developer'],
      assignedRoles: [
        { roleId: ADMIN, roleName: 'Admin', roleType: 'system' },
        { roleId: CUSTOM, roleName: 'billing', roleType: 'custom' },
      ],
    });
    const p = plan([other(), inUse]);
    expect(p.oldKey).toBe(inUse);
    expect(p.oldIsKeyInUse).toBe(true);
    expect(p.create).toEqual({
      name: 'ci-pipeline-2026-03-01',
      expireAt: null,
      assignedRoleIds: [ADMIN, CUSTOM],
      ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
    });
    expect(p.roles).toBe('Admin (system), billing (custom)');
  });

  it('falls back to legacy roles when the server shows no assignedRoles', () => {
    const p = plan([key({ assignedRoles: undefined, roles: ['developer', 'query_endpoints'] })]);
    expect(p.create).toMatchObject({ roles: ['developer', 'query_endpoints'] });
    expect(p.create).not.toHaveProperty('assignedRoleIds');
  });

  it('rotate-key-id: any key of the organization; the old values are known only when it is the key in use', () => {
    expect(plan([key(), other()], { rotateKeyId: other().id }).oldIsKeyInUse).toBe(false);
    expect(plan([key(), other()], { rotateKeyId: key().id }).oldIsKeyInUse).toBe(true);
    expect(() => plan([key()], { rotateKeyId: '33333333-3333-4333-8333-333333333333' })).toThrow(/no key with id 3333.* in this organization/);
  });

  it('refuses to guess the key in use: twins, keys without suffix, no match', () => {
    expect(() => plan([key(), other({ keySuffix: '0001' })])).toThrow(
      /2 keys share the suffix of `key-id` \(…0001: ci-pipeline, reader\).*Set `rotate-key-id`/,
    );
    expect(() => plan([key(), other({ keySuffix: undefined })])).toThrow(/1 listed key\(s\) carry no keySuffix/);
    expect(() => plan([other()])).toThrow(/no listed key has the suffix of `key-id`/);
    // With an explicit id the twin is fine, but the old values are then unknown.
    expect(plan([key(), other({ keySuffix: '0001' })], { rotateKeyId: key().id }).oldIsKeyInUse).toBe(false);
  });

  it('refuses what cannot be copied or verified, before anything is created', () => {
    expect(() => plan([key({ ipAccessList: [] })])).toThrow(/empty IP access list, which denies every address: a copy could not be verified/);
    expect(() => plan([key({ ipAccessList: undefined })])).toThrow(/without its ipAccessList/);
    expect(() => plan([key({ assignedRoles: [], roles: [] })])).toThrow(/has no roles the API shows/);
    expect(() => plan([key({ assignedRoles: [{ roleName: 'x' }] })])).toThrow(/an assigned role has no roleId/);
    expect(() => plan([key({ state: 'disabled' })])).toThrow(/is disabled: a rotation would create an enabled copy/);
    expect(() => plan([key({ expireAt: '2026-02-01T00:00:00Z' })])).toThrow(/has already expired/);
    expect(() => plan([key()], { newKeyExpiresDays: 1, graceHours: 48 })).toThrow(/would let the new key expire before the old one's grace/);
  });

  it('new key: name and expiry from the inputs; an old key expiring within the grace keeps its earlier expiry', () => {
    const p = plan([key({ expireAt: '2026-03-01T12:00:00Z' })], { newKeyName: 'ci-next', newKeyExpiresDays: 30 });
    expect(p.create.name).toBe('ci-next');
    expect(p.create.expireAt).toBe('2026-03-31T10:00:00Z');
    expect(p.keepsEarlierExpiry).toBe('2026-03-01T12:00:00Z');
    expect(plan([key({ expireAt: '2026-04-01T00:00:00Z' })]).keepsEarlierExpiry).toBeUndefined();
  });
});

describe('defaultKeyName', () => {
  it('appends the UTC date, replacing the date of an earlier rotation, within 50 characters', () => {
    expect(defaultKeyName('ci-pipeline', NOW)).toBe('ci-pipeline-2026-03-01');
    expect(defaultKeyName('ci-pipeline-2026-02-01', NOW)).toBe('ci-pipeline-2026-03-01');
    expect(defaultKeyName(undefined, NOW)).toBe('api-key-2026-03-01');
    expect(defaultKeyName('x'.repeat(60), NOW)).toHaveLength(50);
  });
});

describe('parseRotateInputs', () => {
  const context = { repository: 'acme/shop', env: { GITHUB_REPOSITORY_OWNER: 'acme-org', GITHUB_API_URL: 'https://ghe.example.com/api/v3/' } };
  const read = (given: Record<string, string>) => new Inputs((name: string) => given[name] ?? '');
  const base = { 'secret-names': 'ch_key_id, CH_KEY_SECRET', 'secrets-token': 'tok' };
  const parse = (over: Record<string, string> = {}, c: { repository?: string; env: object } = context) => parseRotateInputs(read({ ...base, ...over }), c);

  it('reads the defaults', () => {
    expect(parse()).toEqual({
      rotateKeyId: '',
      newKeyName: '',
      newKeyExpiresDays: undefined,
      secretNames: ['CH_KEY_ID', 'CH_KEY_SECRET'],
      scope: { kind: 'repo', owner: 'acme', repo: 'shop' },
      secretsToken: 'tok',
      graceHours: 24,
      apiUrl: 'https://ghe.example.com/api/v3',
      repository: { owner: 'acme', repo: 'shop' },
    });
    expect(parse({ 'secret-scope': 'org' }).scope).toEqual({ kind: 'org', org: 'acme-org' });
    expect(parse({ 'secret-scope': 'environment', 'secret-environment': 'production' }).scope).toEqual({
      kind: 'environment',
      owner: 'acme',
      repo: 'shop',
      environment: 'production',
    });
  });

  it('refuses bad inputs by name', () => {
    expect(() => parse({ 'secrets-token': '' })).toThrow(/GITHUB_TOKEN \(`github-token`\) cannot write Actions secrets/);
    expect(() => parse({ 'secret-names': 'ONLY_ONE' })).toThrow(/`secret-names` must name two secrets/);
    expect(() => parse({ 'secret-names': 'A,a' })).toThrow(/names the same secret twice/);
    expect(() => parse({ 'secret-names': 'GITHUB_X,B' })).toThrow(/`GITHUB_X` is not a name GitHub allows/);
    expect(() => parse({ 'secret-names': '1A,B' })).toThrow(/`1A` is not a name/);
    expect(() => parse({ 'secret-scope': 'team' })).toThrow(/`secret-scope` must be one of `repo`, `environment`, `org`/);
    expect(() => parse({ 'secret-scope': 'environment' })).toThrow(/`secret-environment` is required/);
    expect(() => parse({ 'secret-environment': 'production' })).toThrow(/only applies to `secret-scope: environment`/);
    expect(() => parse({ 'rotate-key-id': 'not-a-uuid' })).toThrow(/`rotate-key-id` must be a UUID/);
    expect(() => parse({ 'grace-hours': '-1' })).toThrow(/`grace-hours` must be a number ≥ 0/);
    expect(() => parse({ 'new-key-expires-days': '1.5' })).toThrow(/`new-key-expires-days` must be a whole number/);
    expect(() => parse({}, { env: {} })).toThrow(/needs GITHUB_REPOSITORY/);
  });
});
