// Legacy `series` tiles (docs/contract.md §7.6): checked by the series schema of their type, with
// the server's messages, and stored as the config the server converts them to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';
import { selfHosted } from './http.ts';

let emu: Emulator;
let api: ReturnType<typeof selfHosted>;
let logs: string;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  api = selfHosted(emu);
  logs = emu.state.selfHosted.sources.find((s) => s.kind === 'log')!.id;
});
afterAll(() => emu.close());

const tile = (series: unknown[]) => ({ name: 'Legacy', x: 0, y: 0, w: 6, h: 3, series });
const time = (extra: Record<string, unknown> = {}) => ({ type: 'time', sourceId: logs, aggFn: 'count', where: '', groupBy: [], ...extra });

async function refusal(series: unknown[]): Promise<string> {
  const res = await api.post('/dashboards', { name: 'Legacy', tiles: [tile(series)] });
  expect(res.status, res.text).toBe(400);
  const message: string = res.json.message;
  return message;
}

describe('legacy series tiles', () => {
  it.each([
    ['no series', () => [], 'Body validation failed: tiles.0.series: Array must contain at least 1 element(s)'],
    [
      'a type it does not know',
      () => [time({ type: 'pie' })],
      "Body validation failed: tiles.0.series.0.type: Invalid discriminator value. Expected 'time' | 'table' | 'search' | 'number' | 'markdown'",
    ],
    ['a series without where', () => [time({ where: undefined })], 'Body validation failed: tiles.0.series.0.where: Required'],
    [
      'more than 10 groupBy fields',
      () => [time({ groupBy: Array.from({ length: 11 }, (_, i) => `f${i}`) })],
      'Body validation failed: tiles.0.series.0.groupBy: Array must contain at most 10 element(s)',
    ],
    [
      'mixed types, with a level out of range',
      () => [time({ level: 2 }), { type: 'number', sourceId: logs, aggFn: 'count', where: '' }],
      'Body validation failed: tiles.0.series.0.level: Number must be less than or equal to 1; tiles.0.series: All series must have the same type',
    ],
  ])('refuses %s', async (_name, series, message) => {
    // Built at run time: the source id is known once the emulator runs.
    expect(await refusal(series())).toBe(message);
  });

  it('accepts what the config schema would refuse (a metric quantile without a field) and stores the converted config', async () => {
    const res = await api.post('/dashboards', {
      name: 'Legacy',
      tiles: [
        tile([
          time({ aggFn: 'quantile', level: 0.9, field: '', metricName: 'm', metricDataType: 'gauge', groupBy: ['a', 'b'], numberFormat: { output: 'number' } }),
        ]),
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.tiles[0].config).toEqual({
      displayType: 'line',
      sourceId: logs,
      asRatio: false,
      fillNulls: true,
      groupBy: 'a,b',
      numberFormat: { output: 'number' },
      select: [{ aggFn: 'quantile', level: 0.9, metricName: 'm', metricType: 'gauge', valueExpression: '', where: '', whereLanguage: 'lucene' }],
    });
  });
});

describe('POST /dashboards/validate with legacy series', () => {
  it('normalizes the series as parsed: unknown keys dropped', async () => {
    const res = await api.post('/dashboards/validate', { name: 'Legacy', tiles: [{ ...tile([time({ bogus: 1 })]), seriesReturnType: 'column' }] });
    expect(res.status).toBe(200);
    expect(res.json.valid).toBe(true);
    expect(res.json.normalized.tiles[0]).toEqual({ name: 'Legacy', x: 0, y: 0, w: 6, h: 3, series: [time()] });
  });
});
