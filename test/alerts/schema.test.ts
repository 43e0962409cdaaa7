import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALERT_KEYS, INTERVALS, THRESHOLD_TYPES, TOP_LEVEL_KEYS } from '../../src/alerts/fields.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { COMPARED_FIELDS } from '../../src/alerts/model.ts';

const schema = JSON.parse(await readFile('schemas/alert-file.schema.json', 'utf8'));
const fields = schema.definitions.fields.properties;

describe('alert-file JSON Schema', () => {
  it('is where the action reads the alert keys and enums from', () => {
    expect(Object.keys(schema.properties)).toEqual([...TOP_LEVEL_KEYS]);
    expect(Object.keys(fields)).toEqual([...ALERT_KEYS]);
    expect(fields.thresholdType.enum).toEqual([...THRESHOLD_TYPES]);
    // `30s` is the managed edition's only (an alternative marked x-edition).
    expect([...fields.interval.anyOf[0].enum, fields.interval.anyOf[1].const]).toEqual(expect.arrayContaining([...INTERVALS]));
    expect(fields.interval.anyOf[1]).toMatchObject({ const: '30s', 'x-edition': 'managed' });
  });

  it('holds the values the alerts API accepts (docs/contract.md §8.1)', () => {
    expect([...THRESHOLD_TYPES].sort()).toEqual(['above', 'above_exclusive', 'below', 'below_or_equal', 'between', 'equal', 'not_between', 'not_equal']);
    expect([...INTERVALS]).toEqual(['30s', '1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d']);
    expect(fields.name.maxLength).toBe(512);
    expect(fields.note.maxLength).toBe(4096);
    expect(fields.channels.maxItems).toBe(10);
    expect(fields.scheduleOffsetMinutes.maximum).toBe(1439);
  });

  it('lets a file set every field the plan compares (by name or by id)', () => {
    const settable = new Set<string>(ALERT_KEYS);
    const byName: Record<string, string[]> = {
      dashboardId: ['dashboard', 'dashboardId'],
      tileId: ['tile', 'tileId'],
      savedSearchId: ['savedSearch', 'savedSearchId'],
      channels: ['channel', 'channels'],
      chartConfig: ['chart'],
    };
    for (const field of COMPARED_FIELDS)
      expect(
        (byName[field] ?? [field]).every((k) => settable.has(k)),
        field,
      ).toBe(true);
  });

  it('the example file parses with no problem and points editors at the schema', async () => {
    const text = await readFile('examples/alerts.yml', 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/alert-file\.schema\.json/);
    const f = parseAlertFile('examples/alerts.yml', text, { defaultScope: 'acme/shop:examples/alerts.yml' });
    expect(f.yaml.problems).toEqual([]);
    expect(f.alerts.length).toBeGreaterThanOrEqual(3);
  });
});
