// alerts.silence / alerts.unsilence inputs, refused before any request.
import { describe, expect, it } from 'vitest';
import { checkSelection } from '../../src/alerts/silence-select.ts';
import { readUntil } from '../../src/operations/alerts-silence.ts';
import { InputError } from '../../src/util/input-error.ts';
import { Inputs } from '../../src/util/inputs.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const inputs = (values: Record<string, string>) => new Inputs((name) => values[name] ?? '');
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe('until / duration', () => {
  it('a silence lasts an hour by default, `duration` long, or until `until` (any zone)', () => {
    expect(readUntil(inputs({}), 'silence', NOW)).toEqual({ forMs: 3_600_000 });
    expect(readUntil(inputs({ duration: '30m' }), 'silence', NOW)).toEqual({ forMs: 1_800_000 });
    expect(readUntil(inputs({ until: '2026-11-28T14:00+01:00' }), 'silence', NOW)).toEqual({ at: Date.UTC(2026, 10, 28, 13) });
  });

  it('refuses what cannot be a silence', () => {
    expect(refusal(() => readUntil(inputs({ until: '2026-11-28T11:00Z' }), 'silence', NOW))).toContain('has passed');
    expect(refusal(() => readUntil(inputs({ until: '2027-01-28T11:00Z' }), 'silence', NOW))).toContain('more than 30d ahead');
    expect(refusal(() => readUntil(inputs({ until: '2026-11-28 14:00' }), 'silence', NOW))).toContain('with a time zone');
    expect(refusal(() => readUntil(inputs({ until: '2026-11-28T14:00Z', duration: '1h' }), 'silence', NOW))).toContain('exclusive');
    for (const d of ['30s', '31d', '1w', 'forever', '0m'])
      expect(
        refusal(() => readUntil(inputs({ duration: d }), 'silence', NOW)),
        d,
      ).toContain('from 1m to 30d');
  });

  it('an unsilence takes `until` as a guard, a past one included, and no duration', () => {
    expect(readUntil(inputs({}), 'unsilence', NOW)).toBeUndefined();
    expect(readUntil(inputs({ until: '2026-11-28T11:00Z' }), 'unsilence', NOW)).toEqual({ at: Date.UTC(2026, 10, 28, 11) });
    expect(readUntil(inputs({ duration: '1h' }), 'unsilence', NOW)).toBeUndefined();
  });
});

describe('the selection', () => {
  const none = { include: [], exclude: [], tags: [], files: [] };
  it('is never "every alert" by omission', () => {
    expect(refusal(() => checkSelection(none, 'alerts.silence', 'self-hosted'))).toContain('needs the alerts it is for');
    expect(refusal(() => checkSelection({ ...none, exclude: ['x'] }, 'alerts.silence', 'self-hosted'))).toContain('needs the alerts it is for');
    expect(() => checkSelection({ ...none, include: ['*'] }, 'alerts.silence', 'self-hosted')).not.toThrow();
  });

  it('refuses tags on managed, whose alerts have none, and a malformed glob', () => {
    expect(refusal(() => checkSelection({ ...none, tags: ['p1'] }, 'alerts.silence', 'managed'))).toContain('carry no tags');
    expect(refusal(() => checkSelection({ ...none, include: ['Checkout['] }, 'alerts.silence', 'self-hosted'))).toContain('not a valid glob');
  });
});
