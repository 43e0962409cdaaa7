import { describe, expect, it } from 'vitest';
import { formatUtc, parseZonedDateTime } from '../../src/util/time.ts';

describe('parseZonedDateTime', () => {
  it('reads a date-time with a zone, Z or an offset, seconds and fractions optional', () => {
    expect(parseZonedDateTime('2026-12-01T18:00:00Z')).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseZonedDateTime('2026-12-01T19:00+01:00')).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseZonedDateTime('2026-12-01T12:30:15.250-0530')).toBe(Date.UTC(2026, 11, 1, 18, 0, 15, 250));
    expect(parseZonedDateTime('2028-02-29T00:00:00Z')).toBe(Date.UTC(2028, 1, 29));
  });

  it('refuses what has no zone or no place in the calendar', () => {
    for (const t of [
      '2026-12-01T18:00:00',
      '2026-12-01',
      '2026-02-30T00:00:00Z',
      '2027-02-29T00:00Z',
      '2026-12-01T24:00:00Z',
      '2026-13-01T00:00Z',
      '2026-12-01T18:60Z',
      '2026-12-01T18:00+24:00',
      'tomorrow',
      '1733076000000',
    ])
      expect(parseZonedDateTime(t), t).toBeUndefined();
  });

  it('formats to the minute, seconds when there are some', () => {
    expect(formatUtc(Date.UTC(2026, 11, 1, 18))).toBe('2026-12-01 18:00 UTC');
    expect(formatUtc(Date.UTC(2026, 11, 1, 18, 0, 7))).toBe('2026-12-01 18:00:07 UTC');
  });
});
