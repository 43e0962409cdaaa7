import { readFile } from 'node:fs/promises';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The dashboard file format is schema-first: these tests hold the schema to the contract rules it
// encodes. Properties one edition lacks carry `"x-edition": "self-hosted"`; compiled for the
// managed edition that keyword fails, so the refusal comes out of the schema at the property's
// path — how the sync engine refuses them at the file's line (docs/design/dashboards-sync.md §3).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = Record<string, Json>;

const schema = JSON.parse(await readFile('schemas/dashboard-file.schema.json', 'utf8')) as Record<string, unknown>;

function compile(edition: 'self-hosted' | 'managed'): ValidateFunction {
  // Strict mode catches typos in the schema; `required` inside if/anyOf naming a property declared
  // by the enclosing object is the idiom this schema uses, hence strictRequired off.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  ajv.addKeyword({ keyword: 'x-edition', schemaType: 'string', validate: (only: string) => only === edition, errors: false });
  return ajv.compile(schema);
}

const selfHosted = compile('self-hosted');
const managed = compile('managed');

function errors(validate: ValidateFunction, doc: unknown): ErrorObject[] {
  return validate(doc) ? [] : [...(validate.errors ?? [])];
}

/** One dashboard with one line tile; `tile` and `dash` patch it. */
function file(tile: Doc = {}, dash: Doc = {}): Doc {
  return {
    version: 1,
    dashboards: [
      {
        name: 'Checkout',
        ...dash,
        tiles: [
          {
            name: 'Errors',
            config: { displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }] },
            ...tile,
          },
        ],
      },
    ],
  };
}
const cfg = (config: Doc): Doc => file({ config });
const T = '/dashboards/0/tiles/0';

describe('dashboard-file JSON Schema', () => {
  it('compiles under ajv strict mode, as draft-07 with the alert file’s $id style', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe('https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/dashboard-file.schema.json');
    expect(errors(selfHosted, file())).toEqual([]);
    expect(errors(managed, file())).toEqual([]);
  });

  it('accepts the example on both editions, and it points editors at the schema', async () => {
    const text = await readFile('examples/dashboards.yml', 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/dashboard-file\.schema\.json\n/);
    expect(text).toMatch(/\n\s*#\s*was: /); // the rename example
    const doc = parse(text) as { dashboards: Array<{ tiles: Array<{ config: { displayType: string; configType?: string } }> }> };
    expect(errors(selfHosted, doc)).toEqual([]);
    expect(errors(managed, doc)).toEqual([]);
    const kinds = new Set(doc.dashboards.flatMap((d) => d.tiles.map((t) => `${t.config.configType ?? 'builder'}:${t.config.displayType}`)));
    for (const k of ['line', 'stacked_bar', 'table', 'number', 'pie', 'heatmap', 'search', 'event_patterns', 'markdown']) {
      expect(kinds).toContain(`builder:${k}`);
    }
    expect(kinds).toContain('sql:table');
  });

  it('the example has every dashboard and tile the example alert file watches', async () => {
    const dashboards = parse(await readFile('examples/dashboards.yml', 'utf8')) as { dashboards: Array<{ name: string; tiles: Array<{ name: string }> }> };
    const alerts = parse(await readFile('examples/alerts.yml', 'utf8')) as { alerts: Array<{ dashboard?: string; tile?: string }> };
    const watched = alerts.alerts.filter((a) => a.tile !== undefined);
    expect(watched.length).toBeGreaterThan(0);
    for (const a of watched) {
      const d = dashboards.dashboards.find((x) => x.name === a.dashboard);
      expect(
        d?.tiles.map((t) => t.name),
        `${a.dashboard} / ${a.tile}`,
      ).toContain(a.tile);
    }
  });

  it('accepts the full variant union: raw SQL, formulas, colour rules, onClick, filters, containers', () => {
    const doc: Doc = {
      version: 1,
      scope: 'acme/shop:dashboards',
      dashboards: [
        {
          name: 'All',
          was: 'Everything',
          adopt: '65f5e4a3b9e77c001a567890',
          tags: ['a', 'b'],
          savedQuery: 'ServiceName:api',
          savedQueryLanguage: 'lucene',
          savedFilterValues: [{ condition: "ServiceName IN ('api')" }, { type: 'sql', condition: '1 = 1' }],
          filters: [
            { name: 'Env', expression: 'env', source: 'Logs', appliesToSources: ['Logs', 'Traces'] },
            { name: 'Svc', expression: 'ServiceName', source: 'Logs', type: 'QUERY_EXPRESSION', whereLanguage: 'lucene', where: 'x:y' },
          ],
          containers: [
            {
              id: 'g',
              title: 'Group',
              collapsed: false,
              bordered: false,
              tabs: [
                { id: 't1', title: 'One' },
                { id: 't2', title: 'Two' },
              ],
            },
          ],
          tiles: [
            { name: 'A', containerId: 'g', tabId: 't1', x: 0, y: 0, w: 24, h: 1, config: { displayType: 'markdown' } },
            { name: 'B', config: { configType: 'sql', displayType: 'line', source: 'Logs', sqlTemplate: 'SELECT 1', fillNulls: false, fitYAxisToData: true } },
            { name: 'C', config: { configType: 'sql', displayType: 'number', source: 'Logs', sqlTemplate: 'SELECT 1', color: 'chart-red' } },
            { name: 'D', config: { configType: 'sql', displayType: 'pie', source: 'Logs', sqlTemplate: 'SELECT 1' } },
            {
              name: 'E',
              config: { configType: 'sql', displayType: 'bar', source: 'Logs', sqlTemplate: 'SELECT 1', numberFormat: { output: 'byte', decimalBytes: true } },
            },
            { name: 'F', config: { configType: 'sql', displayType: 'stacked_bar', source: 'Logs', sqlTemplate: 'SELECT 1' } },
            {
              name: 'G',
              config: {
                configType: 'sql',
                displayType: 'table',
                source: 'Logs',
                sqlTemplate: 'SELECT 1',
                onClick: { type: 'dashboard', target: { dashboard: 'Checkout' }, filters: [{ expression: 'ServiceName', template: '{{ServiceName}}' }] },
              },
            },
            {
              name: 'H',
              config: {
                displayType: 'number',
                source: 'Traces',
                select: [{ aggFn: 'count' }],
                color: 'chart-blue',
                backgroundChart: { type: 'area' },
                colorRules: [
                  { operator: 'gt', value: 1, color: 'chart-red', label: 'High' },
                  { operator: 'between', value: [0, 1], color: 'chart-green' },
                  { operator: 'eq', value: 'OK', color: 'chart-gray' },
                ],
              },
            },
            {
              name: 'I',
              config: { displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }], onClick: { type: 'external', urlTemplate: 'https://x/{{a}}' } },
            },
            { name: 'J', config: { displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }, { aggFn: 'sum', valueExpression: 'x' }], asRatio: true } },
            {
              name: 'K',
              config: {
                displayType: 'bar',
                source: 'Logs',
                select: [{ aggFn: 'avg', valueExpression: 'x', metricType: 'gauge', periodAggFn: 'delta' }],
                limit: 0,
              },
            },
            {
              name: 'L',
              config: { displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }], onClick: { type: 'search', target: { template: '{{s}}' } } },
            },
          ],
        },
      ],
    };
    expect(errors(selfHosted, doc)).toEqual([]);
    expect(errors(managed, doc)).toEqual([]);
  });

  const invalid: Array<[string, Doc, string, string]> = [
    ['version 2', { ...file(), version: 2 }, '/version', 'const'],
    ['no tiles key', { version: 1, dashboards: [{ name: 'X' }] }, '/dashboards/0', 'required'],
    [
      'an id instead of a source name',
      cfg({ displayType: 'line', sourceId: 'abc', source: 'Logs', select: [{ aggFn: 'count' }] }),
      `${T}/config`,
      'additionalProperties',
    ],
    ['unknown top-level key', { ...file(), dashboard: [] }, '', 'additionalProperties'],
    ['an empty tile name', file({ name: '' }), `${T}/name`, 'minLength'],
    ['x without y, w, h', file({ x: 0 }), T, 'dependencies'],
    ['x off the 24-column grid', file({ x: 24, y: 0, w: 1, h: 1 }), `${T}/x`, 'maximum'],
    ['w of 0', file({ x: 0, y: 0, w: 0, h: 1 }), `${T}/w`, 'minimum'],
    ['a fractional row', file({ x: 0, y: 1.5, w: 1, h: 1 }), `${T}/y`, 'type'],
    ['tabId without containerId', file({ tabId: 't' }), T, 'dependencies'],
    ['the reserved ownership tag prefix', file({}, { tags: ['OBS-OPS:0123456789abcdef01234567'] }), '/dashboards/0/tags/0', 'not'],
    ['a 33-character tag', file({}, { tags: ['x'.repeat(33)] }), '/dashboards/0/tags/0', 'maxLength'],
    ['50 tags (the tool adds the 50th)', file({}, { tags: Array.from({ length: 50 }, (_, i) => `t${i}`) }), '/dashboards/0/tags', 'maxItems'],
    ['a tag twice', file({}, { tags: ['a', 'a'] }), '/dashboards/0/tags', 'uniqueItems'],
    ['a 1025-character name', file({}, { name: 'n'.repeat(1025) }), '/dashboards/0/name', 'maxLength'],
    ['adopt with a malformed id', file({}, { adopt: 'not an id!' }), '/dashboards/0/adopt', 'oneOf'],
    ['savedQueryLanguage without savedQuery', file({}, { savedQueryLanguage: 'sql' }), '/dashboards/0', 'dependencies'],
    [
      'count with a valueExpression',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count', valueExpression: 'x' }] }),
      `${T}/config/select/0/valueExpression`,
      'maxLength',
    ],
    ['avg without valueExpression', cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'avg' }] }), `${T}/config/select/0`, 'required'],
    [
      'quantile without level',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'quantile', valueExpression: 'x' }] }),
      `${T}/config/select/0`,
      'required',
    ],
    [
      'level without quantile',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'max', valueExpression: 'x', level: 0.95 }] }),
      `${T}/config/select/0/level`,
      'false schema',
    ],
    [
      'level 0.8',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'quantile', valueExpression: 'x', level: 0.8 }] }),
      `${T}/config/select/0/level`,
      'enum',
    ],
    ['an unknown aggFn', cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'p99', valueExpression: 'x' }] }), `${T}/config/select/0/aggFn`, 'anyOf'],
    [
      '21 select items',
      cfg({ displayType: 'line', source: 'Logs', select: Array.from({ length: 21 }, () => ({ aggFn: 'count' })) }),
      `${T}/config/select`,
      'maxItems',
    ],
    [
      'asRatio with one select item',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], asRatio: true }),
      `${T}/config/select`,
      'minItems',
    ],
    [
      'asRatio with formulas',
      cfg({ displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }, { aggFn: 'count' }], asRatio: true, formulas: [{ expression: 'A' }] }),
      `${T}/config/formulas`,
      'false schema',
    ],
    [
      '11 formulas',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], formulas: Array.from({ length: 11 }, () => ({ expression: 'A' })) }),
      `${T}/config/formulas`,
      'maxItems',
    ],
    [
      'a 1025-character formula',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], formulas: [{ expression: 'A'.repeat(1025) }] }),
      `${T}/config/formulas/0/expression`,
      'maxLength',
    ],
    [
      'a number tile with two values and no formula',
      cfg({ displayType: 'number', source: 'Logs', select: [{ aggFn: 'count' }, { aggFn: 'count' }] }),
      `${T}/config/select`,
      'maxItems',
    ],
    [
      'a number tile with two formulas',
      cfg({ displayType: 'number', source: 'Logs', select: [{ aggFn: 'count' }], formulas: [{ expression: 'A' }, { expression: 'A' }] }),
      `${T}/config/formulas`,
      'maxItems',
    ],
    [
      'compareToPreviousPeriod on stacked_bar',
      cfg({ displayType: 'stacked_bar', source: 'Logs', select: [{ aggFn: 'count' }], compareToPreviousPeriod: true }),
      `${T}/config`,
      'additionalProperties',
    ],
    ['a pie with two values', cfg({ displayType: 'pie', source: 'Logs', select: [{ aggFn: 'count' }, { aggFn: 'count' }] }), `${T}/config/select`, 'maxItems'],
    ['a negative bar limit', cfg({ displayType: 'bar', source: 'Logs', select: [{ aggFn: 'count' }], limit: -1 }), `${T}/config/limit`, 'minimum'],
    [
      'a heatmap value without expression',
      cfg({ displayType: 'heatmap', source: 'Traces', select: [{ heatmapScaleType: 'log' }] }),
      `${T}/config/select/0`,
      'required',
    ],
    ['a search tile without source', cfg({ displayType: 'search', select: 'a' }), `${T}/config`, 'required'],
    ['markdown with a source', cfg({ displayType: 'markdown', source: 'Logs' }), `${T}/config`, 'additionalProperties'],
    ['markdown of 50001 characters', cfg({ displayType: 'markdown', markdown: 'm'.repeat(50001) }), `${T}/config/markdown`, 'maxLength'],
    ['an unknown display type', cfg({ displayType: 'gauge', source: 'Logs' }), `${T}/config/displayType`, 'enum'],
    ['a raw SQL heatmap', cfg({ configType: 'sql', displayType: 'heatmap', source: 'Traces', sqlTemplate: 'SELECT 1' }), `${T}/config/displayType`, 'enum'],
    ['raw SQL with neither source nor connection', cfg({ configType: 'sql', displayType: 'line', sqlTemplate: 'SELECT 1' }), `${T}/config`, 'anyOf'],
    [
      'raw SQL with builder fields',
      cfg({ configType: 'sql', displayType: 'line', source: 'Logs', sqlTemplate: 'SELECT 1', select: [{ aggFn: 'count' }] }),
      `${T}/config`,
      'additionalProperties',
    ],
    [
      'raw SQL pie with a colour',
      cfg({ configType: 'sql', displayType: 'pie', source: 'Logs', sqlTemplate: 'SELECT 1', color: 'chart-red' }),
      `${T}/config`,
      'additionalProperties',
    ],
    ['a hex colour', cfg({ displayType: 'number', source: 'Logs', select: [{ aggFn: 'count' }], color: '#ff0000' }), `${T}/config/color`, 'enum'],
    [
      '11 colour rules',
      cfg({
        displayType: 'number',
        source: 'Logs',
        select: [{ aggFn: 'count' }],
        colorRules: Array.from({ length: 11 }, () => ({ operator: 'gt', value: 1, color: 'chart-red' })),
      }),
      `${T}/config/colorRules`,
      'maxItems',
    ],
    [
      'a 41-character rule label',
      cfg({
        displayType: 'number',
        source: 'Logs',
        select: [{ aggFn: 'count' }],
        colorRules: [{ operator: 'gt', value: 1, color: 'chart-red', label: 'l'.repeat(41) }],
      }),
      `${T}/config/colorRules/0/label`,
      'maxLength',
    ],
    [
      'a between rule with one bound',
      cfg({ displayType: 'number', source: 'Logs', select: [{ aggFn: 'count' }], colorRules: [{ operator: 'between', value: [1], color: 'chart-red' }] }),
      `${T}/config/colorRules/0/value`,
      'minItems',
    ],
    [
      'onClick on a line tile',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], onClick: { type: 'external', urlTemplate: 'https://x' } }),
      `${T}/config`,
      'additionalProperties',
    ],
    [
      'an onClick target with a source and a template',
      cfg({ displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }], onClick: { type: 'search', target: { source: 'Logs', template: 'x' } } }),
      `${T}/config/onClick/target`,
      'maxProperties',
    ],
    [
      'a search link-out to a dashboard',
      cfg({ displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }], onClick: { type: 'search', target: { dashboard: 'X' } } }),
      `${T}/config/onClick/target`,
      'additionalProperties',
    ],
    ['a filter without source', file({}, { filters: [{ name: 'Env', expression: 'env' }] }), '/dashboards/0/filters/0', 'required'],
    [
      'a filter that neither broadcasts nor is a variable',
      file({}, { filters: [{ name: 'Env', expression: 'env', source: 'Logs', isBroadcastEnabled: false }] }),
      '/dashboards/0/filters/0',
      'required',
    ],
    [
      'a variable name without the variable mode',
      file({}, { filters: [{ name: 'Env', expression: 'env', source: 'Logs', variableName: 'env' }] }),
      '/dashboards/0/filters/0/variableName',
      'false schema',
    ],
    [
      'appliesToSources without broadcasting',
      file(
        {},
        { filters: [{ name: 'Env', expression: 'env', source: 'Logs', isBroadcastEnabled: false, isVariableEnabled: true, appliesToSources: ['Logs'] }] },
      ),
      '/dashboards/0/filters/0/appliesToSources',
      'maxItems',
    ],
    [
      'a bad variable name',
      file({}, { filters: [{ name: 'Env', expression: 'env', source: 'Logs', isVariableEnabled: true, variableName: '1env' }] }),
      '/dashboards/0/filters/0/variableName',
      'pattern',
    ],
    ['a container without collapsed', file({}, { containers: [{ id: 'g', title: 'G' }] }), '/dashboards/0/containers/0', 'required'],
    [
      '21 container tabs',
      file({}, { containers: [{ id: 'g', title: 'G', collapsed: false, tabs: Array.from({ length: 21 }, (_, i) => ({ id: `t${i}`, title: 'T' })) }] }),
      '/dashboards/0/containers/0/tabs',
      'maxItems',
    ],
    [
      '501 tiles',
      { version: 1, dashboards: [{ name: 'X', tiles: Array.from({ length: 501 }, (_, i) => ({ name: `t${i}`, config: { displayType: 'markdown' } })) }] },
      '/dashboards/0/tiles',
      'maxItems',
    ],
  ];

  it.each(invalid)('refuses %s at its path', (_label, doc, path, keyword) => {
    const found = errors(selfHosted, doc);
    expect(found.map((e) => `${e.instancePath} ${e.keyword}`)).toContain(`${path} ${keyword}`);
  });

  it('the ownership tag the tool writes fits the tag limit but can never come from a file', () => {
    const tag = 'obs-ops:0123456789abcdef01234567';
    expect(tag).toHaveLength(32);
    expect(errors(selfHosted, file({}, { tags: [tag] })).map((e) => e.keyword)).toContain('not');
    expect(errors(selfHosted, file({}, { tags: ['obs-opsy', 'ops:x'] }))).toEqual([]);
  });

  // What today's managed API takes too (clickhousectl#693, #699): no longer refused on managed.
  const bothToday: Array<[string, Doc, string]> = [
    ['line formulas', cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], formulas: [{ expression: 'A * 2' }] }), `${T}/config/formulas`],
    ['stacked_bar seriesLimit', cfg({ displayType: 'stacked_bar', source: 'Logs', select: [{ aggFn: 'count' }], seriesLimit: 5 }), `${T}/config/seriesLimit`],
    [
      'table showOperandSeries',
      cfg({ displayType: 'table', source: 'Logs', select: [{ aggFn: 'count' }], showOperandSeries: false }),
      `${T}/config/showOperandSeries`,
    ],
    [
      'number formulas',
      cfg({ displayType: 'number', source: 'Logs', select: [{ aggFn: 'count' }, { aggFn: 'count' }], formulas: [{ expression: 'A / B' }] }),
      `${T}/config/formulas`,
    ],
    [
      'a filter variable',
      file({}, { filters: [{ name: 'Env', expression: 'env', source: 'Logs', isVariableEnabled: true, variableName: 'env' }] }),
      '/dashboards/0/filters/0/isVariableEnabled',
    ],
    [
      'isBroadcastEnabled',
      file({}, { filters: [{ name: 'Env', expression: 'env', source: 'Logs', isBroadcastEnabled: true }] }),
      '/dashboards/0/filters/0/isBroadcastEnabled',
    ],
  ];

  it.each(bothToday)('%s: valid on both editions', (_label, doc) => {
    expect(errors(selfHosted, doc)).toEqual([]);
    expect(errors(managed, doc)).toEqual([]);
  });

  const selfHostedOnly: Array<[string, Doc, string]> = [
    [
      'raw SQL seriesLimit',
      cfg({ configType: 'sql', displayType: 'line', source: 'Logs', sqlTemplate: 'SELECT 1', seriesLimit: 0 }),
      `${T}/config/seriesLimit`,
    ],
    [
      'a raw SQL connection by name',
      cfg({ configType: 'sql', displayType: 'line', source: 'Logs', connection: 'Local ClickHouse', sqlTemplate: 'SELECT 1' }),
      `${T}/config/connection`,
    ],
    [
      'aggFn increase',
      cfg({ displayType: 'line', source: 'Metrics', select: [{ aggFn: 'increase', valueExpression: 'Value' }] }),
      `${T}/config/select/0/aggFn`,
    ],
    [
      'lineInterpolation',
      cfg({ displayType: 'line', source: 'Logs', select: [{ aggFn: 'count' }], lineInterpolation: 'step' }),
      `${T}/config/lineInterpolation`,
    ],
    ['a static list filter', file({}, { filters: [{ name: 'Env', type: 'STATIC_LIST', values: ['prod', 'staging'] }] }), '/dashboards/0/filters/0/type'],
    ['a PromQL saved query', file({}, { savedQuery: 'up', savedQueryLanguage: 'promql' }), '/dashboards/0/savedQueryLanguage'],
  ];

  it.each(selfHostedOnly)('%s: valid self-hosted, refused at its path for managed', (_label, doc, path) => {
    expect(errors(selfHosted, doc)).toEqual([]);
    expect(errors(managed, doc).map((e) => `${e.instancePath} ${e.keyword}`)).toContain(`${path} x-edition`);
  });
});
