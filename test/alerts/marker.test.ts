import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeScope, markerFor, splitMarker, withMarker } from '../../src/alerts/marker.ts';

describe('ownership marker', () => {
  it('is a Handlebars comment at the end of the message', () => {
    expect(withMarker('Errors above {{alert.threshold}}', 'acme/shop:alerts.yml')).toBe(
      'Errors above {{alert.threshold}}\n{{~!-- managed-by: observability-ops scope=acme/shop:alerts.yml --}}',
    );
  });

  it('round-trips any message and any scope', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1 }), { nil: null }), fc.string({ minLength: 1 }), (msg, scope) => {
        const split = splitMarker(withMarker(msg, scope));
        expect(split).toEqual({ text: msg, scope });
      }),
    );
  });

  it('cannot be closed or opened by the scope', () => {
    const enc = encodeScope('x --}} {{evil}} y');
    expect(enc).not.toMatch(/[{}\s]/);
    expect(markerFor('a--}}b').match(/--}}/g)).toHaveLength(1);
  });

  it('finds no owner in a plain message or a marker quoted mid-text', () => {
    expect(splitMarker('hello')).toEqual({ text: 'hello' });
    expect(splitMarker(null)).toEqual({ text: null });
    expect(splitMarker(`${withMarker('a', 's')} trailing`).scope).toBeUndefined();
  });
});
