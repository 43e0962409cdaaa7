import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/api/errors.ts';
import { compileNameFilter } from '../../src/util/name-filter.ts';

describe('compileNameFilter', () => {
  it('selects every key when include is empty', () => {
    const f = compileNameFilter([], []);
    expect(f('anything')).toEqual({ selected: true });
    expect(f(undefined)).toEqual({ selected: true });
  });

  it('selects only names matching an include glob', () => {
    const f = compileNameFilter(['ci-*', 'temp-{debug,test}'], []);
    expect(f('ci-pipeline').selected).toBe(true);
    expect(f('temp-debug').selected).toBe(true);
    expect(f('grafana-reader')).toEqual({ selected: false, reason: 'not-included' });
  });

  it('lets exclude win over include and names the pattern', () => {
    const f = compileNameFilter(['*'], ['break-glass-*']);
    expect(f('break-glass-admin')).toEqual({ selected: false, reason: 'excluded', pattern: 'break-glass-*' });
    expect(f('ci-pipeline').selected).toBe(true);
  });

  it('matches include case-sensitively but exclude ignoring case', () => {
    expect(compileNameFilter(['CI-*'], [])('ci-pipeline').selected).toBe(false);
    expect(compileNameFilter([], ['Break-Glass-*'])('break-glass-admin').selected).toBe(false);
  });

  it('treats names as labels: * crosses slashes and matches a leading dot', () => {
    const f = compileNameFilter(['team/*'], ['*']);
    expect(compileNameFilter(['team*'], [])('team/ci/deploy').selected).toBe(true);
    expect(compileNameFilter(['*'], [])('.hidden').selected).toBe(true);
    expect(f('team/x').selected).toBe(false);
  });

  it('matches an unnamed key only with a bare * or **', () => {
    expect(compileNameFilter(['ci-*'], [])(undefined).selected).toBe(false);
    expect(compileNameFilter(['*'], [])(undefined).selected).toBe(true);
    expect(compileNameFilter([], ['ci-*', '?*'])('').selected).toBe(true);
    expect(compileNameFilter([], ['**'])('')).toMatchObject({ selected: false, reason: 'excluded' });
  });

  it('rejects an unbalanced pattern instead of silently matching nothing', () => {
    expect(() => compileNameFilter([], ['break-glass-{admin'])).toThrow(InputError);
    expect(() => compileNameFilter(['ci-[ab'], [])).toThrow(/Input `include`: pattern `ci-\[ab`/);
  });
});
