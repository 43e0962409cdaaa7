import { describe, expect, it } from 'vitest';
import { carry, fields, unknownFields, type Model } from '../../src/util/carry.ts';

const ITEM: Model = { known: fields(['name', 'value']) };
const MODEL: Model = {
  known: fields(['name', 'items', 'inner', 'gone']),
  readOnly: fields(['id', 'updatedAt']),
  nested: {
    inner: { object: { known: fields(['a']) } },
    items: { list: ITEM, match: (item, live) => live.find((l) => l.name === item.name), foreign: (l) => l.type === 'other' },
  },
};

describe('carry', () => {
  it('puts back what the model does not know, at every depth, and leaves known fields to the body', () => {
    const live = {
      id: 'x',
      updatedAt: 'now',
      name: 'old',
      gone: 1,
      future: { deep: true },
      inner: { a: 1, b: 2 },
      items: [
        { name: 'p', value: 1, extra: 'e' },
        { type: 'other', payload: 7 },
        { name: 'q', value: 2 },
      ],
    };
    const desired = { name: 'new', inner: { a: 3 }, items: [{ name: 'q', value: 5 }, { name: 'r' }] };
    const { value, carried } = carry(live, desired, MODEL);
    expect(value).toEqual({
      name: 'new',
      future: { deep: true },
      inner: { a: 3, b: 2 },
      items: [{ name: 'q', value: 5 }, { type: 'other', payload: 7 }, { name: 'r' }],
    });
    expect(carried).toEqual(['future', 'inner.b', 'items[1]']);
    // Neither argument is changed.
    expect(desired.items).toHaveLength(2);
    expect(live.items).toHaveLength(3);
  });

  it('keeps a value the body states over the live one, and carries into matched items only', () => {
    const live = { name: 'n', future: 'live', items: [{ name: 'p', value: 1, extra: 'e' }] };
    expect(carry(live, { name: 'n', future: 'mine', items: [{ name: 'p', value: 2 }] }, MODEL).value).toEqual({
      name: 'n',
      future: 'mine',
      items: [{ name: 'p', value: 2, extra: 'e' }],
    });
  });

  it('takes a model that depends on the object, and none carries nothing', () => {
    const byType = (d: Record<string, unknown>) => (d.type === 'known' ? { known: fields(['type']) } : undefined);
    expect(carry({ type: 'known', x: 1 }, { type: 'known' }, byType).value).toEqual({ type: 'known', x: 1 });
    expect(carry({ type: 'known', x: 1 }, { type: 'new' }, byType).value).toEqual({ type: 'new' });
  });

  it('names what a live object holds that the model does not know', () => {
    expect(unknownFields({ id: 1, name: 'n', future: 1, inner: { a: 1, b: 2 }, items: [{ name: 'p', z: 1 }, { type: 'other' }] }, MODEL)).toEqual([
      'future',
      'inner.b',
      'items[0].z',
      'items[1]',
    ]);
  });
});
