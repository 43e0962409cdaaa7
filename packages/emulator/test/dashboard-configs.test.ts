// Dashboard tile configs on both editions, variant by variant (docs/contract.md §7.4): the self-hosted zod
// verdict `Body validation failed: <path>: <message>`, or the managed gateway's refusal of what its
// schema lacks (`request body property can't be validated: tiles`), else the same service verdict
// in the Cloud envelope. What a variant does not know is dropped on self-hosted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../src/index.ts';
import { call, type Answer } from './http.ts';

type Edition = 'self-hosted' | 'managed';
type Config = Record<string, unknown>;

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(() => emu.close());

const teamOf = (edition: Edition): TeamState => (edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[DEMO.serviceId]!);
const source = (edition: Edition, name: string) => teamOf(edition).sources.find((s) => s.name === name)!.id;

function post(edition: Edition, path: string, body: unknown): Promise<Answer> {
  const sh = edition === 'self-hosted';
  const url = sh ? `${emu.url}/api/v2${path}` : `${emu.url}/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack${path}`;
  const authorization = sh ? `Bearer ${emu.selfHosted.apiKey}` : `Basic ${Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64')}`;
  return call(url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The message of a 400 in the edition's envelope, without the managed `BAD_REQUEST: ` prefix. */
function refusal(edition: Edition, a: Answer): string {
  expect(a.status, a.text).toBe(400);
  const message: string = edition === 'self-hosted' ? a.json.message : String(a.json.error).replace(/^BAD_REQUEST: /, '');
  return message;
}

const tileWith = (config: Config) => ({ name: 'T', x: 0, y: 0, w: 6, h: 3, config });
const count = { aggFn: 'count' };
const long = (n: number) => 'x'.repeat(n);

interface Case {
  name: string;
  config: (edition: Edition) => Config;
  /** The self-hosted verdict (`Body validation failed: …` text after the prefix). */
  message: string;
  /** Managed: the gateway refuses its `tiles` property; otherwise the same message. */
  gateway?: true;
  /** Managed: 2.36's gateway refuses its `tiles` property (it had no formulas); today's passes it to the service. */
  gatewayOf236?: true;
}

const line = (e: Edition, extra: Config = {}) => ({ displayType: 'line', sourceId: source(e, 'Logs'), select: [count], ...extra });
const two = [count, { aggFn: 'sum', valueExpression: 'Duration' }];
const number = (e: Edition, extra: Config = {}) => ({ displayType: 'number', sourceId: source(e, 'Logs'), select: [count], ...extra });
const table = (e: Edition, extra: Config = {}) => ({ displayType: 'table', sourceId: source(e, 'Logs'), select: [count], ...extra });
const rule = (extra: Config = {}) => ({ operator: 'gt', value: 1, color: 'chart-red', ...extra });
const search = (e: Edition, target: Config = { mode: 'id', id: source(e, 'Logs') }, extra: Config = {}) => ({ type: 'search', target, ...extra });

const CASES: Case[] = [
  {
    name: 'a display type it does not know',
    config: (e) => line(e, { displayType: 'gauge' }),
    gateway: true,
    message:
      "tiles.0.config.displayType: Invalid discriminator value. Expected 'line' | 'stacked_bar' | 'table' | 'number' | 'pie' | 'bar' | 'heatmap' | 'markdown' | 'search' | 'event_patterns'",
  },
  { name: 'a source id that is no ObjectId', config: (e) => line(e, { sourceId: 'Logs' }), message: 'tiles.0.config.sourceId: Invalid ObjectId' },
  {
    name: 'pie with two select items',
    config: (e) => ({ displayType: 'pie', sourceId: source(e, 'Logs'), select: two }),
    message: 'tiles.0.config.select: Array must contain exactly 1 element(s)',
  },
  {
    name: 'bar with a negative limit',
    config: (e) => ({ displayType: 'bar', sourceId: source(e, 'Logs'), select: [count], limit: -1 }),
    message: 'tiles.0.config.limit: Number must be greater than or equal to 0',
  },
  {
    name: 'bar with a fractional limit',
    config: (e) => ({ displayType: 'bar', sourceId: source(e, 'Logs'), select: [count], limit: 1.5 }),
    gateway: true,
    message: 'tiles.0.config.limit: Expected integer, received float',
  },
  {
    name: 'heatmap with an empty value expression',
    config: (e) => ({ displayType: 'heatmap', sourceId: source(e, 'Traces'), select: [{ valueExpression: '' }] }),
    message: 'tiles.0.config.select.0.valueExpression: String must contain at least 1 character(s)',
  },
  {
    name: 'heatmap with two select items',
    config: (e) => ({ displayType: 'heatmap', sourceId: source(e, 'Traces'), select: [{ valueExpression: 'Duration' }, { valueExpression: 'Duration' }] }),
    message: 'tiles.0.config.select: Array must contain exactly 1 element(s)',
  },
  {
    name: 'level on avg',
    config: (e) => line(e, { select: [{ aggFn: 'avg', valueExpression: 'Duration', level: 0.95 }] }),
    message: 'tiles.0.config.select.0: Level can only be used with quantile aggregation function',
  },
  {
    name: 'a value expression on count',
    config: (e) => line(e, { select: [{ aggFn: 'count', valueExpression: 'Duration' }] }),
    message: 'tiles.0.config.select.0: Value expression cannot be used with count aggregation function',
  },
  {
    name: 'sum without a value expression',
    config: (e) => line(e, { select: [{ aggFn: 'sum' }] }),
    message: 'tiles.0.config.select.0: Value expression is required for non-count aggregation functions',
  },
  {
    name: 'asRatio with one select item',
    config: (e) => line(e, { asRatio: true }),
    message: 'tiles.0.config: asRatio can only be used with exactly two select items',
  },
  {
    name: 'groupBy over 10000 characters',
    config: (e) => table(e, { groupBy: long(10_001) }),
    message: 'tiles.0.config.groupBy: String must contain at most 10000 character(s)',
  },
  {
    name: 'an alias over 10000 characters',
    config: (e) => line(e, { select: [{ aggFn: 'count', alias: long(10_001) }] }),
    message: 'tiles.0.config.select.0.alias: String must contain at most 10000 character(s)',
  },
  {
    name: 'a number format it does not know',
    config: (e) => line(e, { numberFormat: { output: 'bogus' } }),
    gateway: true,
    message:
      "tiles.0.config.numberFormat.output: Invalid enum value. Expected 'currency' | 'percent' | 'byte' | 'time' | 'duration' | 'number' | 'data_rate' | 'throughput', received 'bogus'",
  },
  {
    name: 'a fractional mantissa',
    config: (e) => line(e, { numberFormat: { output: 'number', mantissa: 1.5 } }),
    gateway: true,
    message: 'tiles.0.config.numberFormat.mantissa: Expected integer, received float',
  },
  {
    name: 'number with two select items and no formula',
    config: (e) => number(e, { select: two }),
    message: 'tiles.0.config.select: Number tiles support a single select item unless formulas are used (extra items are formula operands)',
  },
  {
    name: 'a legacy palette token',
    config: (e) => number(e, { color: 'chart-1' }),
    gateway: true,
    message:
      "tiles.0.config.color: Invalid enum value. Expected 'chart-blue' | 'chart-orange' | 'chart-red' | 'chart-cyan' | 'chart-green' | 'chart-pink' | 'chart-purple' | 'chart-light-blue' | 'chart-brown' | 'chart-gray' | 'chart-success' | 'chart-warning' | 'chart-error', received 'chart-1'",
  },
  {
    name: 'eleven colour rules',
    config: (e) => number(e, { colorRules: Array.from({ length: 11 }, () => rule()) }),
    message: 'tiles.0.config.colorRules: Array must contain at most 10 element(s)',
  },
  {
    name: 'a colour rule label over 40 characters',
    config: (e) => number(e, { colorRules: [rule({ label: long(41) })] }),
    message: 'tiles.0.config.colorRules.0.label: String must contain at most 40 character(s)',
  },
  {
    name: 'a colour rule operator it does not know',
    config: (e) => number(e, { colorRules: [rule({ operator: 'contains', value: 'x' })] }),
    gateway: true,
    message: "tiles.0.config.colorRules.0.operator: Invalid discriminator value. Expected 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'eq' | 'neq'",
  },
  {
    name: 'a between rule with one bound',
    config: (e) => number(e, { colorRules: [rule({ operator: 'between', value: [1] })] }),
    message: 'tiles.0.config.colorRules.0.value: Array must contain exactly 2 element(s)',
  },
  {
    name: 'an equality rule over 200 characters',
    config: (e) => number(e, { colorRules: [rule({ operator: 'eq', value: long(201) })] }),
    message: 'tiles.0.config.colorRules.0.value: String must contain at most 200 character(s)',
  },
  {
    name: 'a background chart shape it does not know',
    config: (e) => number(e, { backgroundChart: { type: 'bar' } }),
    gateway: true,
    message: "tiles.0.config.backgroundChart.type: Invalid enum value. Expected 'line' | 'area', received 'bar'",
  },
  {
    name: 'an onClick type it does not know',
    config: (e) => table(e, { onClick: { type: 'popup' } }),
    gateway: true,
    message: "tiles.0.config.onClick.type: Invalid discriminator value. Expected 'search' | 'dashboard' | 'external'",
  },
  {
    name: 'an onClick target id that is no ObjectId',
    config: (e) => table(e, { onClick: search(e, { mode: 'id', id: 'Logs' }) }),
    message: 'tiles.0.config.onClick.target.id: Invalid ObjectId',
  },
  {
    name: 'an onClick filter without expression',
    config: (e) => table(e, { onClick: search(e, undefined, { filters: [{ kind: 'expressionTemplate', expression: '', template: '{{x}}' }] }) }),
    message: 'tiles.0.config.onClick.filters.0.expression: Expression is required',
  },
  {
    name: 'fifty-one onClick filters',
    config: (e) =>
      table(e, {
        onClick: search(e, undefined, { filters: Array.from({ length: 51 }, () => ({ kind: 'expressionTemplate', expression: 'A', template: '{{A}}' })) }),
      }),
    message: 'tiles.0.config.onClick.filters: Array must contain at most 50 element(s)',
  },
  {
    name: 'an external link without URL',
    config: (e) => table(e, { onClick: { type: 'external', urlTemplate: '' } }),
    message: 'tiles.0.config.onClick.urlTemplate: String must contain at least 1 character(s)',
  },
  // Formulas: the managed gateway of 2.36 had none (`gateway`: it refuses them whole, contract-bodies.test.ts);
  // today's passes them to the service, which refuses these as self-hosted does.
  {
    name: 'a formula naming a series the tile lacks',
    config: (e) => line(e, { select: two, formulas: [{ expression: 'A / C' }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas.0.expression: Unknown series "C" — this chart only has series A through B',
  },
  {
    name: 'a formula that ends early',
    config: (e) => line(e, { select: two, formulas: [{ expression: 'A +' }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas.0.expression: Unexpected end of expression',
  },
  {
    name: 'a formula with a function',
    config: (e) => line(e, { select: two, formulas: [{ expression: 'abs(A)' }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas.0.expression: Unexpected "abs" — series references are uppercase letters (A, B, C, ...)',
  },
  {
    name: 'a formula of constants',
    config: (e) => line(e, { select: two, formulas: [{ expression: '(2 * 3' }, { expression: '2 * 3' }] }),
    gatewayOf236: true,
    message:
      'tiles.0.config.formulas.0.expression: Missing closing parenthesis; tiles.0.config.formulas.1.expression: Expression must reference at least one series (A, B, C, ...)',
  },
  {
    name: 'formulas with asRatio',
    config: (e) => line(e, { select: two, asRatio: true, formulas: [{ expression: 'A / B' }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas: formulas cannot be combined with asRatio; express the ratio as a formula instead (e.g. "A / B")',
  },
  {
    name: 'two formulas on a number tile',
    config: (e) => number(e, { select: two, formulas: [{ expression: 'A' }, { expression: 'B' }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas: Number charts support a single formula',
  },
  {
    name: 'eleven formulas',
    config: (e) => line(e, { select: two, formulas: Array.from({ length: 11 }, () => ({ expression: 'A' })) }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas: Array must contain at most 10 element(s)',
  },
  {
    name: 'a formula over 1024 characters',
    config: (e) => line(e, { select: two, formulas: [{ expression: `A${' + A'.repeat(300)}` }] }),
    gatewayOf236: true,
    message: 'tiles.0.config.formulas.0.expression: String must contain at most 1024 character(s)',
  },
];

describe.each(['self-hosted', 'managed'] as const)('tile configs on %s', (edition) => {
  it.each(CASES.map((c) => [c.name, c] as const))('refuses %s', async (_name, c) => {
    const answer = await post(edition, '/dashboards', { name: 'Configs', tiles: [tileWith(c.config(edition))] });
    const message = refusal(edition, answer);
    const gateway = c.gateway === true || (c.gatewayOf236 === true && emu.serverVersion === '2.36');
    if (edition === 'managed' && gateway) expect(message).toBe("request body property can't be validated: tiles");
    else expect(message).toBe(`Body validation failed: ${c.message}`);
  });

  it('accepts every variant with its optional fields, and answers each with its defaults', async () => {
    const logs = source(edition, 'Logs');
    const traces = source(edition, 'Traces');
    const selfHosted = edition === 'self-hosted';
    const configs: Config[] = [
      {
        displayType: 'pie',
        sourceId: logs,
        select: [count],
        groupBy: 'ServiceName',
        orderBy: 'Count DESC',
        limit: 5,
        numberFormat: { output: 'number', mantissa: 0 },
      },
      { displayType: 'bar', sourceId: logs, select: [{ aggFn: 'quantile', level: 0.99, valueExpression: 'Duration' }] },
      { displayType: 'heatmap', sourceId: traces, select: [{ valueExpression: 'Duration', countExpression: 'count()', heatmapScaleType: 'log' }] },
      { displayType: 'event_patterns', sourceId: logs },
      { displayType: 'search', sourceId: logs, select: 'Body', whereLanguage: 'lucene' },
      {
        displayType: 'number',
        sourceId: logs,
        select: [count],
        color: 'chart-red',
        colorRules: [
          rule(),
          { operator: 'between', value: [1, 5], color: 'chart-warning', label: 'mid' },
          { operator: 'eq', value: 'OK', color: 'chart-success' },
        ],
        backgroundChart: { type: 'area', color: 'chart-blue' },
      },
      {
        displayType: 'table',
        sourceId: logs,
        select: [count],
        onClick: {
          type: 'dashboard',
          target: { mode: 'template', template: '{{ServiceName}}' },
          filters: [{ kind: 'expressionTemplate', expression: 'ServiceName', template: '{{ServiceName}}' }],
        },
      },
      ...(selfHosted
        ? [
            {
              displayType: 'line',
              sourceId: logs,
              select: two,
              formulas: [{ expression: '-(A - B) / (A + 0.5) * 100', alias: 'rate' }],
              showOperandSeries: false,
            },
          ]
        : []),
    ];
    const answer = await post(edition, '/dashboards', { name: 'All variants', tiles: configs.map(tileWith) });
    expect(answer.status, answer.text).toBe(200);
    const tiles = (selfHosted ? answer.json.data : answer.json.result).tiles.map((t: { config: Config }) => t.config);
    expect(tiles[0]).toEqual({ ...configs[0], select: [{ aggFn: 'count', valueExpression: '', where: '', whereLanguage: 'lucene' }] });
    expect(tiles[1].select).toEqual([{ aggFn: 'quantile', level: 0.99, valueExpression: 'Duration', where: '', whereLanguage: 'lucene' }]);
    expect(tiles[2]).toEqual({ ...configs[2], where: '', whereLanguage: 'lucene' });
    expect(tiles[3]).toEqual({ displayType: 'event_patterns', sourceId: logs, select: '', where: '', whereLanguage: 'lucene' });
    expect(tiles[4]).toEqual({ ...configs[4], where: '' });
    expect(tiles[5]).toMatchObject({
      color: 'chart-red',
      colorRules: (configs[5] as { colorRules: unknown }).colorRules,
      backgroundChart: { type: 'area', color: 'chart-blue' },
    });
    expect(tiles[6].onClick).toEqual(configs[6]!.onClick);
    if (selfHosted)
      expect(tiles[7]).toMatchObject({
        formulas: [{ expression: '-(A - B) / (A + 0.5) * 100', alias: 'rate' }],
        showOperandSeries: false,
        asRatio: false,
        fillNulls: true,
      });
  });
});

describe('tile configs on self-hosted: what a variant does not know is dropped', () => {
  it('strips unknown keys from pie, bar, heatmap (and its select item) and event patterns', async () => {
    const logs = source('self-hosted', 'Logs');
    const traces = source('self-hosted', 'Traces');
    const answer = await post('self-hosted', '/dashboards', {
      name: 'Stripped',
      tiles: [
        tileWith({ displayType: 'pie', sourceId: logs, select: [count], fillNulls: true, formulas: [{ expression: 'A' }] }),
        tileWith({ displayType: 'bar', sourceId: logs, select: [count], seriesLimit: 3 }),
        tileWith({ displayType: 'heatmap', sourceId: traces, select: [{ valueExpression: 'Duration', aggFn: 'count', alias: 'x' }], groupBy: 'ServiceName' }),
        tileWith({ displayType: 'event_patterns', sourceId: logs, asRatio: false }),
        tileWith({ displayType: 'number', sourceId: logs, select: [count], showOperandSeries: true, fillNulls: false }),
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    const [pie, bar, heatmap, patterns, number] = answer.json.data.tiles.map((t: { config: Config }) => t.config);
    expect(Object.keys(pie).sort()).toEqual(['displayType', 'select', 'sourceId']);
    expect(bar).not.toHaveProperty('seriesLimit');
    expect(heatmap.select).toEqual([{ valueExpression: 'Duration' }]);
    expect(heatmap).not.toHaveProperty('groupBy');
    expect(patterns).not.toHaveProperty('asRatio');
    expect(Object.keys(number).sort()).toEqual(['displayType', 'select', 'sourceId']);
  });

  it('reports a bad tile config and a body rule together (the config does not abort the body)', async () => {
    const logs = source('self-hosted', 'Logs');
    const answer = await post('self-hosted', '/dashboards', {
      name: 'Both',
      tiles: [tileWith({ displayType: 'pie', sourceId: logs, select: two })],
      filters: [{ type: 'QUERY_EXPRESSION', name: 'Service', expression: 'ServiceName', sourceId: logs, isBroadcastEnabled: false }],
    });
    expect(refusal('self-hosted', answer)).toBe(
      'Body validation failed: tiles.0.config.select: Array must contain exactly 1 element(s); filters.0.isBroadcastEnabled: Filter "Service" must broadcast its value, be available as a variable, or both',
    );
  });
});
