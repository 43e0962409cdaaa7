// Request bodies of the managed API (ClickHouse Cloud `/v1`) as JSON Schemas, written from the
// Cloud OpenAPI document (docs/contract.md §1) — the schemas its gateway checks before a request reaches the
// service. Every object is closed (`additionalProperties: false`): the gateway refuses what its
// schema does not name, e.g. a dashboard's top-level `id` (docs/contract.md §7.9), an alert's
// `channels`, a tile's `seriesLimit` or `formulas`, a filter's `variableName` — features of newer
// self-hosted servers the managed schema lacks. Deliberate departures from the document, each a
// plain error in it:
//   - select item `level` lists strings ("0.5") under `type: number`; here the numbers.
//   - both alert channel variants allow `type` webhook|email; here each its own.
// Lengths, id shapes and cross-field rules are the service's (the shared HyperDX handlers), not
// the gateway's: the OpenAPI states none. Today's gateway (`managedBodies(features)` of the latest
// version) also takes what clickhousectl #693/#695/#699 and terraform-provider-clickhouse #715 say it
// now takes: tile formulas and series limits, filter variables, variable saved filter values, alert
// `channels`, the `30s` interval, `detectionMode` / `anomalyConfig`, silences and webhook validation;
// still not inline alerts (terraform-provider-clickhouse #717), static list filters, line
// interpolation or alert display names, which nothing we read says it takes.

import type { Features } from '../core/versions.ts';
import { PALETTE as TILE_PALETTE } from '../resources/dashboards/tile-config.ts';

export type JsonSchema = Record<string, unknown>;

const string: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const number: JsonSchema = { type: 'number' };
const boolean: JsonSchema = { type: 'boolean' };
const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });
const strings: JsonSchema = { type: 'array', items: string };
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const oneOf = (...variants: JsonSchema[]): JsonSchema => ({ oneOf: variants });
const literal = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });

/** A closed object: only `properties`, the `required` ones present. */
function object(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

const WHERE_LANGUAGE = literal('sql', 'lucene');
const METRIC_TYPE = literal('sum', 'gauge', 'histogram', 'summary', 'exponential histogram');
const AGG_FN = literal('avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none');
/** The palette tokens are the service's (tile-config.ts); the gateway's enum is the same list. */
const PALETTE = literal(...TILE_PALETTE);
export const REGIONS = [
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-south-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ca-central-1',
  'eu-central-1',
  'eu-west-1',
  'eu-west-2',
  'il-central-1',
  'us-east-1',
  'us-east-2',
  'us-west-2',
  'us-east1',
  'us-central1',
  'europe-west2',
  'europe-west4',
  'asia-southeast1',
  'asia-northeast1',
  'eastus',
  'eastus2',
  'westus3',
  'germanywestcentral',
  'centralus',
] as const;

// ---- dashboards -----------------------------------------------------------------------------

const NUMBER_FORMAT = object({
  output: literal('currency', 'percent', 'byte', 'time', 'number', 'data_rate', 'throughput', 'duration'),
  mantissa: integer,
  thousandSeparated: boolean,
  average: boolean,
  decimalBytes: boolean,
  factor: number,
  currencySymbol: string,
  numericUnit: string,
  unit: string,
});

const SELECT_ITEM = object(
  {
    aggFn: AGG_FN,
    valueExpression: string,
    alias: string,
    level: { type: 'number', enum: [0.5, 0.9, 0.95, 0.99] },
    where: string,
    whereLanguage: WHERE_LANGUAGE,
    metricName: string,
    metricType: METRIC_TYPE,
    periodAggFn: literal('delta'),
    numberFormat: NUMBER_FORMAT,
  },
  ['aggFn'],
);

const ON_CLICK_TARGET = oneOf(
  object({ mode: literal('id'), id: string }, ['mode', 'id']),
  object({ mode: literal('template'), template: string }, ['mode', 'template']),
);
const ON_CLICK_FILTER = object({ kind: literal('expressionTemplate'), expression: string, template: string }, ['kind', 'expression', 'template']);
const onClickLink = (type: string): JsonSchema =>
  object({ type: literal(type), target: ON_CLICK_TARGET, whereTemplate: string, whereLanguage: WHERE_LANGUAGE, filters: arrayOf(ON_CLICK_FILTER) }, [
    'type',
    'target',
  ]);
const ON_CLICK = oneOf(onClickLink('search'), onClickLink('dashboard'), object({ type: literal('external'), urlTemplate: string }, ['type', 'urlTemplate']));

/** Builder tile config of one display type: `sourceId` + `select` + the type's own fields. */
const builder = (displayType: string, fields: Record<string, JsonSchema>): JsonSchema =>
  object({ displayType: literal(displayType), sourceId: string, select: arrayOf(SELECT_ITEM), numberFormat: NUMBER_FORMAT, ...fields }, [
    'displayType',
    'sourceId',
    'select',
  ]);

/** Raw SQL tile config of one display type. */
const rawSql = (displayType: string, fields: Record<string, JsonSchema> = {}): JsonSchema =>
  object(
    {
      configType: literal('sql'),
      connectionId: string,
      sqlTemplate: string,
      sourceId: string,
      numberFormat: NUMBER_FORMAT,
      displayType: literal(displayType),
      ...fields,
    },
    ['configType', 'connectionId', 'sqlTemplate', 'displayType'],
  );

const TIME_FIELDS = { alignDateRangeToGranularity: boolean, fillNulls: boolean };
const FORMULAS = arrayOf(object({ expression: string, alias: string, numberFormat: NUMBER_FORMAT }, ['expression']));
const COLOR_RULE = oneOf(
  object({ operator: literal('gt', 'gte', 'lt', 'lte'), value: number, color: PALETTE, label: string }, ['operator', 'value', 'color']),
  object({ operator: literal('between'), value: { type: 'array', items: number }, color: PALETTE, label: string }, ['operator', 'value', 'color']),
  object({ operator: literal('eq', 'neq'), value: { type: ['number', 'string'] }, color: PALETTE, label: string }, ['operator', 'value', 'color']),
);

/** Today's builder tiles take formulas (and series limits on time charts): clickhousectl #699's `ClickStackBarBuilderChartConfig`. */
const tileConfig = (f: Features): JsonSchema => {
  const formulas: Record<string, JsonSchema> = f.managedTileFormulas ? { formulas: FORMULAS, showOperandSeries: boolean } : {};
  const seriesLimit: Record<string, JsonSchema> = f.managedTileFormulas ? { seriesLimit: integer } : {};
  return oneOf(
    builder('line', {
      groupBy: string,
      asRatio: boolean,
      ...TIME_FIELDS,
      fitYAxisToData: boolean,
      compareToPreviousPeriod: boolean,
      ...formulas,
      ...seriesLimit,
    }),
    rawSql('line', { compareToPreviousPeriod: boolean, ...TIME_FIELDS, fitYAxisToData: boolean }),
    builder('stacked_bar', { groupBy: string, asRatio: boolean, ...TIME_FIELDS, ...formulas, ...seriesLimit }),
    rawSql('stacked_bar', TIME_FIELDS),
    builder('table', { groupBy: string, having: string, orderBy: string, asRatio: boolean, groupByColumnsOnLeft: boolean, onClick: ON_CLICK, ...formulas }),
    rawSql('table', { onClick: ON_CLICK }),
    builder('number', {
      color: PALETTE,
      colorRules: arrayOf(COLOR_RULE),
      backgroundChart: object({ type: literal('line', 'area'), color: PALETTE }, ['type']),
      ...(f.managedTileFormulas ? { formulas: FORMULAS } : {}),
    }),
    rawSql('number', { color: PALETTE }),
    builder('pie', { groupBy: string, orderBy: string, limit: integer }),
    rawSql('pie'),
    builder('bar', { groupBy: string, orderBy: string, limit: integer }),
    rawSql('bar'),
    object(
      {
        displayType: literal('heatmap'),
        sourceId: string,
        select: arrayOf(object({ valueExpression: string, countExpression: string, heatmapScaleType: literal('log', 'linear') }, ['valueExpression'])),
        where: string,
        whereLanguage: WHERE_LANGUAGE,
        numberFormat: NUMBER_FORMAT,
      },
      ['displayType', 'sourceId', 'select'],
    ),
    object({ displayType: literal('search'), sourceId: string, select: string, where: string, whereLanguage: WHERE_LANGUAGE }, [
      'displayType',
      'sourceId',
      'select',
      'whereLanguage',
    ]),
    object({ displayType: literal('event_patterns'), sourceId: string, select: string, where: string, whereLanguage: WHERE_LANGUAGE }, [
      'displayType',
      'sourceId',
    ]),
    object({ displayType: literal('markdown'), markdown: string }, ['displayType']),
  );
};

/** Deprecated `series` tile input (docs/contract.md §7.6), as the managed schema still lists it. */
const seriesCommon = {
  sourceId: string,
  aggFn: AGG_FN,
  level: number,
  field: string,
  alias: string,
  where: string,
  whereLanguage: WHERE_LANGUAGE,
  numberFormat: NUMBER_FORMAT,
  metricDataType: METRIC_TYPE,
  metricName: string,
};
/** Required of every aggregating series (time, table, number); time and table add `groupBy`. */
const SERIES_REQUIRED = ['type', 'sourceId', 'aggFn', 'where', 'whereLanguage'];
const SERIES = oneOf(
  object({ type: literal('time'), ...seriesCommon, groupBy: strings, displayType: literal('stacked_bar', 'line') }, [...SERIES_REQUIRED, 'groupBy']),
  object({ type: literal('table'), ...seriesCommon, groupBy: strings, sortOrder: literal('desc', 'asc') }, [...SERIES_REQUIRED, 'groupBy']),
  object({ type: literal('number'), ...seriesCommon }, SERIES_REQUIRED),
  object({ type: literal('search'), sourceId: string, fields: strings, where: string, whereLanguage: WHERE_LANGUAGE }, [
    'type',
    'sourceId',
    'fields',
    'where',
    'whereLanguage',
  ]),
  object({ type: literal('markdown'), content: string }, ['type', 'content']),
);

const tile = (f: Features): JsonSchema =>
  object(
    {
      name: string,
      x: integer,
      y: integer,
      w: integer,
      h: integer,
      config: tileConfig(f),
      containerId: string,
      tabId: string,
      id: string,
      asRatio: boolean,
      series: arrayOf(SERIES),
    },
    ['name', 'x', 'y', 'w', 'h'],
  );

const filterFields = (f: Features) => ({
  type: literal('QUERY_EXPRESSION'),
  name: string,
  expression: string,
  sourceId: string,
  sourceMetricType: METRIC_TYPE,
  where: string,
  whereLanguage: WHERE_LANGUAGE,
  appliesToSourceIds: strings,
  ...(f.managedFilterVariables ? { isBroadcastEnabled: boolean, isVariableEnabled: boolean, variableName: string } : {}),
});
const FILTER_REQUIRED = ['type', 'name', 'expression', 'sourceId'];

const SQL_FILTER_VALUE = object({ type: literal('sql'), condition: string }, ['condition']);
const VARIABLE_FILTER_VALUE = object({ type: literal('variable'), name: string, values: strings }, ['type', 'name', 'values']);

const dashboardBody = (f: Features, filter: JsonSchema): JsonSchema =>
  object(
    {
      name: string,
      tiles: arrayOf(tile(f)),
      tags: strings,
      filters: arrayOf(filter),
      savedQuery: nullable('string'),
      savedQueryLanguage: { type: ['string', 'null'], enum: ['sql', 'lucene', null] },
      savedFilterValues: arrayOf(f.variableFilterValues ? oneOf(SQL_FILTER_VALUE, VARIABLE_FILTER_VALUE) : SQL_FILTER_VALUE),
      containers: arrayOf(
        object(
          {
            id: string,
            title: string,
            collapsed: boolean,
            collapsible: boolean,
            bordered: boolean,
            tabs: arrayOf(object({ id: string, title: string }, ['id', 'title'])),
          },
          ['id', 'title', 'collapsed'],
        ),
      ),
    },
    ['name', 'tiles'],
  );

// POST takes filters without ids; PUT requires the id of every filter it keeps.
const dashboardCreate = (f: Features) => dashboardBody(f, object(filterFields(f), FILTER_REQUIRED));
const dashboardUpdate = (f: Features) => dashboardBody(f, object({ ...filterFields(f), id: string }, [...FILTER_REQUIRED, 'id']));

// ---- alerts, webhooks, saved searches, sources -----------------------------------------------

const ALERT_CHANNEL = oneOf(
  object({ type: literal('email'), emailRecipients: strings }, ['type', 'emailRecipients']),
  object(
    {
      type: literal('webhook'),
      webhookId: string,
      webhookService: nullable('string'),
      slackChannelId: nullable('string'),
      severity: { type: ['string', 'null'], enum: ['critical', 'error', 'warning', 'info', null] },
    },
    ['type', 'webhookId'],
  ),
);

const INTERVALS = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'];

/** terraform-provider-clickhouse #715's seven tuning fields; their JSON names are our reading. */
const ANOMALY_CONFIG = object({
  bucketSizeSeconds: integer,
  zScoreThreshold: number,
  condition: string,
  minAbsoluteDelta: number,
  nonNegative: boolean,
  maxSeries: integer,
  baselineLookbackMinutes: integer,
});

// Create and update share the shape, and the schema requires nothing (the service does).
const alert = (f: Features): JsonSchema =>
  object({
    dashboardId: nullable('string'),
    tileId: nullable('string'),
    savedSearchId: nullable('string'),
    groupBy: nullable('string'),
    threshold: number,
    thresholdMax: nullable('number'),
    interval: literal(...(f.managedInterval30s ? ['30s', ...INTERVALS] : INTERVALS)),
    scheduleOffsetMinutes: nullable('integer'),
    scheduleStartAt: nullable('string', { format: 'date-time' }),
    source: literal('saved_search', 'tile'),
    thresholdType: literal('above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'),
    channel: ALERT_CHANNEL,
    ...(f.managedChannels ? { channels: arrayOf(ALERT_CHANNEL) } : {}),
    name: nullable('string'),
    message: nullable('string'),
    note: nullable('string'),
    numConsecutiveWindows: nullable('integer'),
    ...(f.anomalyDetection ? { detectionMode: literal('threshold', 'anomaly'), anomalyConfig: ANOMALY_CONFIG } : {}),
  });

const SILENCE = object({ mutedUntil: { type: 'string', format: 'date-time' } }, ['mutedUntil']);

const STRING_MAP: JsonSchema = { type: 'object', additionalProperties: string };
const WEBHOOK = object(
  {
    name: string,
    service: literal('slack', 'incidentio', 'generic'),
    url: string,
    description: string,
    body: string,
    headers: STRING_MAP,
    queryParams: STRING_MAP,
  },
  ['name', 'service', 'url'],
);

// ClickStackCASLPermission: `conditions` is an open object.
const CASL_PERMISSION = object({ action: string, subject: string, inverted: boolean, integration: string, conditions: { type: 'object' } }, [
  'action',
  'subject',
]);
const ROLE_CREATE = object({ name: string, description: string, permissions: arrayOf(CASL_PERMISSION) }, ['name', 'permissions']);
const ROLE_UPDATE = object({ name: string, description: string, permissions: arrayOf(CASL_PERMISSION) }, ['permissions']);

const SAVED_SEARCH = object(
  {
    name: string,
    sourceId: string,
    select: string,
    where: string,
    whereLanguage: literal('lucene', 'sql'),
    orderBy: string,
    tags: strings,
    filters: arrayOf(object({ type: literal('sql'), condition: string }, ['condition'])),
  },
  ['name', 'sourceId'],
);

const FROM = object({ databaseName: string, tableName: string }, ['databaseName', 'tableName']);
const sourceCommon = (kind: string, from: JsonSchema = FROM) => ({
  id: string,
  name: string,
  section: string,
  disabled: nullable('boolean'),
  kind: literal(kind),
  connection: string,
  from,
  querySettings: arrayOf(object({ setting: string, value: string }, ['setting', 'value'])),
});
const SOURCE_REQUIRED = ['name', 'kind', 'connection', 'from'];
const nullableStrings = (...names: string[]) => Object.fromEntries(names.map((n) => [n, nullable('string')]));
const FILTER_SETTINGS = {
  oneOf: [
    object({ databaseName: string, tableName: string, columns: arrayOf(object({ name: string, label: string }, ['name', 'label'])) }, [
      'databaseName',
      'tableName',
      'columns',
    ]),
    { type: 'null' },
  ],
};
const HIGHLIGHTED = arrayOf(object({ sqlExpression: string, luceneExpression: nullable('string'), alias: nullable('string') }, ['sqlExpression']));
const MATERIALIZED_VIEWS = arrayOf(
  object(
    {
      databaseName: string,
      tableName: string,
      dimensionColumns: string,
      minGranularity: string,
      minDate: nullable('string', { format: 'date-time' }),
      timestampColumn: string,
      aggregatedColumns: arrayOf(object({ sourceColumn: nullable('string'), aggFn: string, mvColumn: string }, ['aggFn', 'mvColumn'])),
    },
    ['databaseName', 'tableName', 'dimensionColumns', 'minGranularity', 'timestampColumn', 'aggregatedColumns'],
  ),
);
const METADATA_VIEWS = { oneOf: [object({ keyRollupTable: string, kvRollupTable: string, granularity: string }), { type: 'null' }] };
const TEXT_INDEX = { type: ['string', 'null'], enum: ['auto', 'enabled', 'disabled', null] };
const searchable = {
  filterSettings: FILTER_SETTINGS,
  defaultTableSelectExpression: string,
  timestampValueExpression: string,
  implicitColumnExpression: nullable('string'),
  knownColumnsListExpression: nullable('string'),
  useTextIndexForImplicitColumn: TEXT_INDEX,
  highlightedTraceAttributeExpressions: HIGHLIGHTED,
  highlightedRowAttributeExpressions: HIGHLIGHTED,
  materializedViews: MATERIALIZED_VIEWS,
  metadataMaterializedViews: METADATA_VIEWS,
};

// A union on `kind`, checked as an OpenAPI discriminator so a failure names the kind's own field.
const SOURCE: JsonSchema = {
  type: 'object',
  properties: { kind: literal('log', 'trace', 'metric', 'session', 'promql') },
  required: ['kind'],
  discriminator: { propertyName: 'kind' },
  oneOf: [
    object(
      {
        ...sourceCommon('log'),
        ...searchable,
        ...nullableStrings(
          'serviceNameExpression',
          'severityTextExpression',
          'bodyExpression',
          'eventAttributesExpression',
          'resourceAttributesExpression',
          'displayedTimestampValueExpression',
          'metricSourceId',
          'traceSourceId',
          'traceIdExpression',
          'spanIdExpression',
        ),
      },
      [...SOURCE_REQUIRED, 'defaultTableSelectExpression', 'timestampValueExpression'],
    ),
    object(
      {
        ...sourceCommon('trace'),
        ...searchable,
        durationExpression: string,
        durationPrecision: integer,
        traceIdExpression: string,
        spanIdExpression: string,
        parentSpanIdExpression: string,
        spanNameExpression: string,
        spanKindExpression: string,
        ...nullableStrings(
          'logSourceId',
          'sessionSourceId',
          'metricSourceId',
          'statusCodeExpression',
          'statusMessageExpression',
          'serviceNameExpression',
          'resourceAttributesExpression',
          'eventAttributesExpression',
          'spanEventsValueExpression',
        ),
      },
      [
        ...SOURCE_REQUIRED,
        'defaultTableSelectExpression',
        'timestampValueExpression',
        'durationExpression',
        'durationPrecision',
        'traceIdExpression',
        'spanIdExpression',
        'parentSpanIdExpression',
        'spanNameExpression',
        'spanKindExpression',
      ],
    ),
    object(
      {
        ...sourceCommon('metric', object({ databaseName: string, tableName: nullable('string') }, ['databaseName'])),
        metricTables: object({ gauge: string, histogram: string, sum: string, summary: string, 'exponential histogram': string }),
        timestampValueExpression: string,
        resourceAttributesExpression: string,
        logSourceId: nullable('string'),
      },
      [...SOURCE_REQUIRED, 'metricTables', 'timestampValueExpression', 'resourceAttributesExpression'],
    ),
    object({ ...sourceCommon('session'), timestampValueExpression: nullable('string'), traceSourceId: string }, [...SOURCE_REQUIRED, 'traceSourceId']),
    object({ ...sourceCommon('promql'), timestampValueExpression: string }, [...SOURCE_REQUIRED, 'timestampValueExpression']),
  ],
};

// ---- organization, keys, BYOC ----------------------------------------------------------------

const ROLES = { type: 'array', items: literal('admin', 'developer', 'query_endpoints') };
const IP_ACCESS_LIST = arrayOf(object({ source: string, description: string }));
const keyFields = {
  name: string,
  expireAt: nullable('string', { format: 'date-time' }),
  state: literal('enabled', 'disabled'),
  roles: ROLES,
  assignedRoleIds: { type: 'array', items: { type: 'string', format: 'uuid' } },
  ipAccessList: IP_ACCESS_LIST,
};

const KEY_CREATE = object({ ...keyFields, hashData: object({ keyIdHash: string, keyIdSuffix: string, keySecretHash: string }) });
const KEY_PATCH = object(keyFields);

const BYOC_CREATE = object({
  regionId: literal(...REGIONS),
  accountId: string,
  availabilityZoneSuffixes: { type: 'array', items: literal('a', 'b', 'c', 'd', 'e', 'f') },
  vpcCidrRange: string,
  displayName: string,
});
const BYOC_PATCH = object({ displayName: string });

const PRIVATE_ENDPOINT = object({ id: string, description: string, cloudProvider: literal('gcp', 'aws', 'azure'), region: literal(...REGIONS) });
const ORGANIZATION_PATCH = object({
  name: string,
  privateEndpoints: object({ add: arrayOf(PRIVATE_ENDPOINT), remove: arrayOf(PRIVATE_ENDPOINT) }),
  enableCoreDumps: boolean,
});

/** The bodies every version checks alike. */
const COMMON_BODIES: Record<string, JsonSchema> = {
  'PATCH organization': ORGANIZATION_PATCH,
  'POST keys': KEY_CREATE,
  'PATCH keys/:id': KEY_PATCH,
  'POST byocInfrastructure': BYOC_CREATE,
  'PATCH byocInfrastructure/:id': BYOC_PATCH,
  'POST sources': SOURCE,
  'PUT sources/:id': SOURCE,
  'POST webhooks': WEBHOOK,
  'PUT webhooks/:id': WEBHOOK,
  'POST saved-searches': SAVED_SEARCH,
  'PUT saved-searches/:id': SAVED_SEARCH,
  'POST roles': ROLE_CREATE,
  'PUT roles/:id': ROLE_UPDATE,
};

/** The request body schema of each managed route that takes one, by `METHOD route`, on a server with `f`. */
export function managedBodies(f: Features): Record<string, JsonSchema> {
  return {
    ...COMMON_BODIES,
    'POST dashboards': dashboardCreate(f),
    'POST dashboards/validate': dashboardCreate(f),
    'PUT dashboards/:id': dashboardUpdate(f),
    'POST alerts': alert(f),
    'PUT alerts/:id': alert(f),
    ...(f.alertSilences ? { 'POST alerts/:id/silenced': SILENCE } : {}),
    ...(f.webhookValidate ? { 'POST webhooks/validate': WEBHOOK } : {}),
  };
}
