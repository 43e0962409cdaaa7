// scheduleStartAt: the alert file's pattern is the one truth for what a date-time is (upstream's
// zod `datetime()` refuses dates no calendar has, where Date.parse rolls them over), and the
// action's only own check is the window around now (docs/contract.md §8.1).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseAlertFile } from '../../src/alerts/file.ts';

const schema = JSON.parse(await readFile('schemas/alert-file.schema.json', 'utf8'));
const pattern = new RegExp(schema.definitions.fields.properties.scheduleStartAt.pattern, 'u');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An independent calendar: the date exists when Date.UTC does not roll it over. */
function exists(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && d >= 1 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

describe('scheduleStartAt', () => {
  it('the pattern admits exactly the calendar dates (leap years included), and every value it admits parses to that date', () => {
    for (const y of [1900, 2000, 2023, 2024, 2025, 2100]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const s = `${pad(y, 4)}-${pad(m)}-${pad(d)}T00:00:00Z`;
          expect(pattern.test(s), s).toBe(exists(y, m, d));
          if (pattern.test(s)) expect(new Date(Date.parse(s)).toISOString().slice(0, 10), s).toBe(s.slice(0, 10));
        }
      }
    }
  });

  it('the time of day and zone are real ones; seconds and an offset are optional', () => {
    for (const ok of ['2025-01-01T00:00Z', '2025-01-01T23:59:59.123456Z', '2025-01-01T10:00:00+02:00', '2025-01-01T10:00-0530']) {
      expect(pattern.test(ok), ok).toBe(true);
      expect(Number.isNaN(Date.parse(ok)), ok).toBe(false);
    }
    for (const bad of [
      '2025-01-01T24:00:00Z',
      '2025-01-01T23:60:00Z',
      '2025-01-01T23:59:60Z',
      '2025-01-01T00:00:00',
      '2025-01-01T00:00:00+24:00',
      '2025-01-01 00:00:00Z',
      '2025-13-01T00:00:00Z',
    ]) {
      expect(pattern.test(bad), bad).toBe(false);
    }
  });

  it('a value the schema refuses is one problem, at its line, worded by the schema (not a second one from the action)', () => {
    const year = new Date().getUTCFullYear();
    for (const value of ['2025-13-01T00:00:00Z', `${year}-02-30T00:00:00Z`]) {
      const text = `version: 1\nalerts:\n  - name: A\n    dashboard: D\n    tile: T\n    threshold: 1\n    thresholdType: above\n    interval: 5m\n    channel: { webhook: a }\n    scheduleStartAt: "${value}"\n`;
      const f = parseAlertFile('a.yml', text, { defaultScope: 's' });
      expect(f.yaml.problems.map((p) => [p.line, p.message])).toEqual([
        [10, expect.stringMatching(/^`scheduleStartAt` must be a real date and time with a time zone/)],
      ]);
    }
  });

  it('outside the window the server accepts (1 year ahead, 10 years back), the action refuses it at its line', () => {
    const text = `version: 1\nalerts:\n  - name: A\n    dashboard: D\n    tile: T\n    threshold: 1\n    thresholdType: above\n    interval: 5m\n    channel: { webhook: a }\n    scheduleStartAt: "2001-01-01T00:00:00Z"\n`;
    const f = parseAlertFile('a.yml', text, { defaultScope: 's' });
    expect(f.yaml.problems.map((p) => [p.line, p.message])).toEqual([[10, '`scheduleStartAt` must be within 1 year in the future and 10 years in the past']]);
  });
});
