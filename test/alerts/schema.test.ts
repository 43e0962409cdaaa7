import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALERT_KEYS, INTERVALS, THRESHOLD_TYPES, TOP_LEVEL_KEYS } from '../../src/alerts/fields.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';

const schema = JSON.parse(await readFile('schemas/alert-file.schema.json', 'utf8'));
const fields = schema.definitions.fields.properties;

describe('alert-file JSON Schema', () => {
  it('declares exactly the keys and enums the parser accepts', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...TOP_LEVEL_KEYS].sort());
    expect(Object.keys(fields).sort()).toEqual([...ALERT_KEYS].sort());
    expect(fields.thresholdType.enum).toEqual(THRESHOLD_TYPES);
    expect(fields.interval.enum).toEqual(INTERVALS);
  });

  it('the example file parses with no problem and points editors at the schema', async () => {
    const text = await readFile('examples/alerts.yml', 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/alert-file\.schema\.json/);
    const f = parseAlertFile('examples/alerts.yml', text, { defaultScope: 'acme/shop:examples/alerts.yml' });
    expect(f.yaml.problems).toEqual([]);
    expect(f.alerts.length).toBeGreaterThanOrEqual(3);
  });
});
