import { describe, expect, it } from 'vitest';
import { holdsRef, isRef, refOf, refText, resolveRefs, type Ref } from '../../src/reconcile/ref.ts';

describe('refs to objects the run creates', () => {
  it('read back as the ref they were written from, whatever the names hold', () => {
    const refs: Ref[] = [
      { pending: 'dashboard', name: 'Checkout' },
      { pending: 'dashboard', name: 'a > b <pending: dashboard x>' },
      { pending: 'tile', dashboard: 'Checkout', tile: 'Error "count"' },
      { pending: 'tile', dashboard: 'x", "y', tile: '>' },
    ];
    for (const ref of refs) expect(refOf(refText(ref))).toEqual(ref);
    // The placeholder texts are what the `plan` output and the fingerprint have always held.
    expect(refText({ pending: 'dashboard', name: 'Checkout' })).toBe('<pending: dashboard Checkout>');
    expect(refText({ pending: 'tile', dashboard: 'Checkout', tile: 'Errors' })).toBe('<pending: tile ["Checkout","Errors"]>');
  });

  it('are told apart from ids and text', () => {
    for (const v of ['65f0c0ffee0000000000beef', '', '<pending: dashboard', 'pending: dashboard x>', 42, null, undefined, { pending: 'dashboard' }]) {
      expect(refOf(v)).toBeUndefined();
      expect(isRef(v)).toBe(false);
    }
  });

  it('are replaced anywhere in a body, and left where no id is known (their create failed)', () => {
    const a = refText({ pending: 'dashboard', name: 'A' });
    const b = refText({ pending: 'dashboard', name: 'B' });
    const body = { tiles: [{ config: { onClick: { target: { id: a } } } }, { config: { onClick: { target: { id: b } } } }], name: 'C' };
    const out = resolveRefs(body, (ref) => (ref.pending === 'dashboard' && ref.name === 'A' ? 'id-a' : undefined));
    expect(out).toEqual({ tiles: [{ config: { onClick: { target: { id: 'id-a' } } } }, { config: { onClick: { target: { id: b } } } }], name: 'C' });
    expect(body.tiles[0]?.config.onClick.target.id).toBe(a); // a copy: the plan's body stays as reviewed
    expect(holdsRef(out)).toBe(true);
    expect(holdsRef(resolveRefs(body, () => 'id'))).toBe(false);
  });
});
