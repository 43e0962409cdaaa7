import { describe, expect, it } from 'vitest';
import { checkId, segmentProblem } from '../../src/util/ids.ts';

describe('ids are path segments', () => {
  it('refuses what encoding cannot make inert or no id would contain', () => {
    for (const bad of ['', '.', '..', 'a/b', '../x', 'a\\b', 'a?b', 'a#b', '%2e%2e', 'a b', 'a\tb', 'a\nb', 'a\u0000b', 'a\u007fb']) {
      expect(segmentProblem(bad), JSON.stringify(bad)).toBeDefined();
    }
    for (const good of ['6650f0c0000000000000000a', 'a11ce000-0000-4000-8000-000000000001', 'tile-1', 'x.y', '...', 'é']) {
      expect(segmentProblem(good), JSON.stringify(good)).toBeUndefined();
    }
  });

  it('names the input and, where the contract fixes it, the shape', () => {
    expect(() => checkId('..', 'id')).toThrow('Input `id` is not an id: `..` is a path step, not an id (got "..").');
    expect(() => checkId('a/b', 'byoc-infrastructure-id')).toThrow('Input `byoc-infrastructure-id` is not an id: `/` is path syntax');
    expect(() => checkId('abc', 'id', 'object-id')).toThrow('Input `id` must be a 24-character hexadecimal ObjectId on this edition; got "abc".');
    expect(() => checkId('abc', 'organization-id', 'uuid')).toThrow('Input `organization-id` must be a UUID on this edition');
    expect(checkId('6650F0C0000000000000000A', 'id', 'object-id')).toBe('6650F0C0000000000000000A');
  });
});
