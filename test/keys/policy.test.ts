import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../src/api/types.ts';
import { decide, type KeyPolicy } from '../../src/keys/policy.ts';

const NOW = Date.parse('2026-08-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (days: number): string => new Date(NOW - days * DAY).toISOString();
const KEY_ID_IN_USE = 'AKIAEXAMPLE0001';

const policy = (over: Partial<KeyPolicy> = {}): KeyPolicy => ({
  staleAfterDays: 90,
  include: [],
  exclude: [],
  mode: 'delete',
  keyIdInUse: KEY_ID_IN_USE,
  ...over,
});

let n = 0;
const key = (over: Partial<ApiKey>): ApiKey => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  state: 'enabled',
  keySuffix: `k${String(n).padStart(3, '0')}`,
  ...over,
});

const one = (k: ApiKey, p: KeyPolicy = policy()) => {
  const [decision] = decide([k], p, NOW);
  if (!decision) throw new Error('decide() returned no decision for one key');
  return decision;
};

describe('decide', () => {
  it('removes a key whose last use is older than stale-after-days', () => {
    expect(one(key({ name: 'grafana-reader', createdAt: ago(500), usedAt: ago(200) }))).toMatchObject({
      action: 'remove',
      code: 'unused',
      reason: 'last used 200 days ago (over 90 days)',
    });
  });

  it('removes a never-used key created earlier than the threshold', () => {
    expect(one(key({ name: 'temp-debug', createdAt: ago(120) }))).toMatchObject({
      action: 'remove',
      code: 'never-used',
      reason: 'never used, created 120 days ago (over 90 days)',
    });
  });

  it('removes an expired key even when it was used yesterday', () => {
    expect(one(key({ name: 'contractor', createdAt: ago(30), usedAt: ago(1), expireAt: ago(10) }))).toMatchObject({
      action: 'remove',
      code: 'expired',
      reason: 'expired 10 days ago',
    });
  });

  it('keeps fresh keys: recently used, or never used but recently created, or expiring later', () => {
    const d = decide(
      [
        key({ name: 'dashboards-bot', createdAt: ago(300), usedAt: ago(2) }),
        key({ name: 'new-key', createdAt: ago(3) }),
        key({ name: 'later', createdAt: ago(5), usedAt: ago(1), expireAt: new Date(NOW + 5 * DAY).toISOString() }),
      ],
      policy(),
      NOW,
    );
    expect(d.map((x) => [x.key.name, x.action, x.code])).toEqual([
      ['new-key', 'keep', 'fresh'],
      ['dashboards-bot', 'keep', 'fresh'],
      ['later', 'keep', 'fresh'],
    ]);
    expect(d.find((x) => x.key.name === 'new-key')?.reason).toBe('never used, created 3 days ago (within 90 days)');
  });

  it('treats the threshold as "older than": exactly 90 days is kept, a minute more is stale', () => {
    expect(one(key({ createdAt: ago(365), usedAt: ago(90) })).action).toBe('keep');
    expect(one(key({ createdAt: ago(365), usedAt: new Date(NOW - 90 * DAY - 60_000).toISOString() })).action).toBe('remove');
  });

  it('protects the key in use, and every key sharing its suffix', () => {
    const d = decide(
      [
        key({ name: 'ci-pipeline', keySuffix: '0001', createdAt: ago(400), usedAt: ago(0) }),
        key({ name: 'ci-pipeline-old', keySuffix: '0001', createdAt: ago(700), usedAt: ago(500), expireAt: ago(1) }),
      ],
      policy({ staleAfterDays: 0 }),
      NOW,
    );
    expect(d.map((x) => [x.key.name, x.action, x.code])).toEqual([
      ['ci-pipeline-old', 'protect', 'in-use'],
      ['ci-pipeline', 'protect', 'in-use'],
    ]);
    expect(d[0]?.reason).toBe('in use: its suffix …0001 is the end of key-id');
  });

  it('keeps a key whose age is unknown, even when expired', () => {
    expect(one(key({ name: 'legacy-unknown' }))).toMatchObject({ action: 'keep', code: 'unknown-age' });
    expect(one(key({ name: 'legacy-expired', expireAt: ago(30) }))).toMatchObject({ action: 'keep', code: 'unknown-age' });
  });

  it('keeps a key with an unreadable date rather than guessing', () => {
    expect(one(key({ createdAt: ago(400), usedAt: 'yesterday-ish' }))).toMatchObject({
      action: 'keep',
      code: 'unreadable-date',
      reason: 'unreadable usedAt date',
    });
  });

  it('treats null or empty expireAt as never expiring', () => {
    expect(one(key({ createdAt: ago(10), expireAt: null })).code).toBe('fresh');
    expect(one(key({ createdAt: ago(10), expireAt: '' })).code).toBe('fresh');
  });

  it('keeps excluded and not-included keys, and exclude wins', () => {
    const p = policy({ include: ['break-*', 'temp-*'], exclude: ['break-glass-*'] });
    const d = decide(
      [
        key({ name: 'break-glass-admin', createdAt: ago(900), usedAt: ago(400) }),
        key({ name: 'grafana-reader', createdAt: ago(900), usedAt: ago(200) }),
        key({ name: 'temp-debug', createdAt: ago(120) }),
      ],
      p,
      NOW,
    );
    expect(d.map((x) => [x.key.name, x.action, x.reason])).toEqual([
      ['break-glass-admin', 'keep', 'excluded by "break-glass-*"'],
      ['grafana-reader', 'keep', 'name matches no include pattern'],
      ['temp-debug', 'remove', 'never used, created 120 days ago (over 90 days)'],
    ]);
  });

  it('in disable mode skips keys already disabled; in delete mode judges them by age', () => {
    const k = key({ name: 'old-disabled', state: 'disabled', createdAt: ago(400), usedAt: ago(300) });
    expect(one(k, policy({ mode: 'disable' }))).toMatchObject({ action: 'keep', code: 'already-disabled' });
    expect(one(k, policy({ mode: 'delete' }))).toMatchObject({ action: 'remove', code: 'unused' });
  });

  it('keeps a listed key without an id (nothing to address)', () => {
    expect(one({ name: 'ghost', keySuffix: 'zzzz', createdAt: ago(400) } as ApiKey)).toMatchObject({ action: 'keep', code: 'no-id' });
  });

  it('keeps a key without keySuffix, however stale: it cannot be told apart from the key in use', () => {
    for (const keySuffix of [undefined, '', null]) {
      expect(one(key({ name: 'old', keySuffix: keySuffix as never, createdAt: ago(900), expireAt: ago(5) }))).toMatchObject({
        action: 'keep',
        code: 'no-suffix',
        reason: 'kept — cannot tell whether it is the key in use (no keySuffix)',
      });
    }
  });

  it('never counts a last use before creation as older than the creation', () => {
    expect(one(key({ createdAt: ago(10), usedAt: ago(200) }))).toMatchObject({ action: 'keep', code: 'fresh' });
  });

  it('orders oldest activity first, unknown age last, ties by name', () => {
    const d = decide(
      [
        key({ name: 'b', createdAt: ago(100) }),
        key({ name: 'unknown' }),
        key({ name: 'a', createdAt: ago(100) }),
        key({ name: 'oldest', createdAt: ago(900), usedAt: ago(400) }),
      ],
      policy(),
      NOW,
    );
    expect(d.map((x) => x.key.name)).toEqual(['oldest', 'a', 'b', 'unknown']);
  });

  const anyDate = fc.option(
    fc.integer({ min: -400, max: 2000 }).map((days) => ago(days)),
    { nil: undefined },
  );
  const anyKey = fc.record({
    id: fc.uuid(),
    name: fc.option(fc.constantFrom('ci-pipeline', 'break-glass-admin', 'temp', 'x/y', ''), { nil: undefined }),
    state: fc.constantFrom('enabled', 'disabled'),
    keySuffix: fc.constantFrom('0001', '0002', 'abcd', undefined),
    createdAt: anyDate,
    usedAt: anyDate,
    expireAt: anyDate,
  }) as fc.Arbitrary<ApiKey>;
  const anyPolicy = fc.record({
    staleAfterDays: fc.integer({ min: 0, max: 400 }),
    include: fc.subarray(['*', 'ci-*', 'temp', 'break-*']),
    exclude: fc.subarray(['break-glass-*', 'temp']),
    mode: fc.constantFrom('delete', 'disable'),
    keyIdInUse: fc.constant(KEY_ID_IN_USE),
  }) as fc.Arbitrary<KeyPolicy>;

  it('property: never removes a key in use, a key without keySuffix, an excluded key, or a key of unknown age', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 12 }), anyPolicy, (keys, p) => {
        const d = decide(keys, p, NOW);
        expect(d).toHaveLength(keys.length);
        for (const x of d.filter((y) => y.action === 'remove')) {
          expect(x.key.keySuffix).not.toBe('0001');
          expect(typeof x.key.keySuffix).toBe('string');
          expect(x.key.usedAt !== undefined || x.key.createdAt !== undefined).toBe(true);
          if (x.key.name) expect(p.exclude.some((e) => x.key.name?.startsWith(e.replace('*', '')))).toBe(false);
          if (p.mode === 'disable') expect(x.key.state).not.toBe('disabled');
        }
        for (const x of d.filter((y) => y.key.keySuffix === '0001')) expect(x.action).toBe('protect');
      }),
    );
  });
});
