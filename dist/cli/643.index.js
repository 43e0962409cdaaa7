export const id = 643;
export const ids = [643];
export const modules = {

/***/ 4643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEmulator: () => (/* binding */ runEmulator)
});

// UNUSED EXPORTS: EXIT, banner

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/emulator/prng.ts
// mulberry32: a tiny deterministic PRNG (fault `rate` sampling, seeded telemetry), reproducible run to run.
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

;// CONCATENATED MODULE: ./src/emulator/faults.ts
// Fault injection: ordered rules matched on "METHOD /path"; the first rule that fires wins.

const KINDS = ['status', 'latency', 'reset-before', 'reset-after', 'truncate', 'rate-limit', 'echo-credential', 'remove-first'];
const SHAPES = ['envelope', 'text', 'debug-json'];
function matches(route, method, path) {
    if (route instanceof RegExp) {
        route.lastIndex = 0;
        return route.test(`${method} ${path}`);
    }
    const space = route.indexOf(' ');
    const wantMethod = space < 0 ? '*' : route.slice(0, space).toUpperCase();
    const prefix = space < 0 ? route : route.slice(space + 1);
    return (wantMethod === '*' || wantMethod === method) && path.startsWith(prefix);
}
/** Throws a readable error for a malformed rule (used for both the API and the HTTP admin route). */
function checkRule(rule) {
    const r = rule;
    if (!r || typeof r !== 'object')
        throw new Error('fault rule must be an object');
    if (typeof r.route !== 'string' && !(r.route instanceof RegExp))
        throw new Error('fault rule needs a route');
    if (!r.kind || !KINDS.includes(r.kind))
        throw new Error(`fault kind must be one of ${KINDS.join(', ')}`);
    if (r.kind === 'status' && (typeof r.status !== 'number' || r.status < 100 || r.status > 599)) {
        throw new Error("a 'status' fault needs status 100..599");
    }
    if (r.kind === 'latency' && (typeof r.ms !== 'number' || r.ms < 0))
        throw new Error("a 'latency' fault needs ms >= 0");
    if (r.kind === 'echo-credential' && r.status !== undefined && (typeof r.status !== 'number' || r.status < 400 || r.status > 599)) {
        throw new Error("an 'echo-credential' fault answers an error: status 400..599");
    }
    if (r.shape !== undefined && !SHAPES.includes(r.shape))
        throw new Error(`shape must be one of ${SHAPES.join(', ')}`);
    if (r.at !== undefined && (typeof r.at !== 'number' || r.at < 0 || !Number.isInteger(r.at)))
        throw new Error('at must be a whole number >= 0');
    if (r.query !== undefined && (typeof r.query !== 'object' || r.query === null || Object.values(r.query).some((v) => typeof v !== 'string'))) {
        throw new Error('query must map parameter names to strings');
    }
    if (r.rate !== undefined && (typeof r.rate !== 'number' || r.rate < 0 || r.rate > 1))
        throw new Error('rate must be 0..1');
    if (r.times !== undefined && (typeof r.times !== 'number' || r.times < 0))
        throw new Error('times must be >= 0');
    return r;
}
function createFaults() {
    const active = [];
    let added = 0;
    return {
        get rules() {
            return active.map((a) => a.rule);
        },
        add(rule) {
            const checked = checkRule(rule);
            added += 1;
            active.push({ rule: checked, left: checked.times ?? Infinity, random: mulberry32(0x5eed + added * 7919) });
        },
        clear() {
            active.length = 0;
        },
        pick(method, path, query = {}) {
            for (const a of active) {
                if (a.left <= 0 || !matches(a.rule.route, method, path))
                    continue;
                if (a.rule.query && Object.entries(a.rule.query).some(([k, v]) => query[k] !== v))
                    continue;
                if (a.random() >= (a.rule.rate ?? 1))
                    continue;
                a.left -= 1;
                return a.rule;
            }
            return undefined;
        },
    };
}
/**
 * What a careless server says when it refuses a credential: the request's own Authorization
 * header, the credential it carries (Bearer token, or `id:secret` decoded from Basic) and that
 * credential JSON-escaped, URL-encoded and form-encoded — after `at` characters of filler.
 */
function echoCredentialText(authorization, at = 0) {
    const header = authorization ?? '';
    const basic = /^basic\s+(\S+)/i.exec(header);
    const credential = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : header.replace(/^bearer\s+/i, '');
    return (`${'x'.repeat(at)}credentials rejected: authorization=${header}; credential=${credential}; ` +
        `json=${JSON.stringify(credential)}; url=${encodeURIComponent(credential)}; form=${new URLSearchParams({ c: credential })}`);
}

;// CONCATENATED MODULE: ./src/emulator/http.ts
function json(status, value, headers = {}) {
    return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}
function http_text(status, body, contentType = 'text/plain; charset=utf-8', headers = {}) {
    return { status, headers: { 'content-type': contentType, ...headers }, body };
}
/** The reply with `headers` added (they win over the reply's own). */
function withHeaders(reply, headers) {
    return { ...reply, headers: { ...reply.headers, ...headers } };
}
/** Express's default finalhandler 404 (HTML, not JSON): what both servers answer for unrouted paths. */
function expressNotFound(method, path) {
    const escaped = path.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const html = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n' +
        `<pre>Cannot ${method} ${escaped}</pre>\n</body>\n</html>\n`;
    return http_text(404, html, 'text/html; charset=utf-8', {
        'content-security-policy': "default-src 'none'",
        'x-content-type-options': 'nosniff',
    });
}
const JSON_LIMIT_BYTES = 32 * 1024 * 1024; // express.json({limit:'32mb'}) (docs/contract.md §1)
/**
 * Mimics express.json(): only bodies whose content-type mentions json are parsed, anything else
 * leaves `{}`; strict mode accepts only objects and arrays.
 */
function parseJsonBody(inc) {
    if (inc.raw.length > JSON_LIMIT_BYTES)
        return { ok: false, reason: 'too-large' };
    const type = String(inc.headers['content-type'] ?? '');
    if (!/json/i.test(type) || inc.raw.length === 0)
        return { ok: true, value: {} };
    const source = inc.raw.toString('utf8');
    const first = source.trimStart()[0];
    if (first !== '{' && first !== '[')
        return { ok: false, reason: 'invalid' };
    try {
        return { ok: true, value: JSON.parse(source) };
    }
    catch {
        return { ok: false, reason: 'invalid' };
    }
}
/** Best-effort body for the request log (parsed JSON, else the text, else undefined). */
function bodyForLog(raw) {
    if (raw.length === 0)
        return undefined;
    const source = raw.toString('utf8');
    try {
        return JSON.parse(source);
    }
    catch {
        return source.length > 2000 ? source.slice(0, 2000) + '…' : source;
    }
}

;// CONCATENATED MODULE: ./src/emulator/ids.ts
// Deterministic ids: the demo seed and everything created afterwards draw from counters, so two
// emulators started with the same seed hand out the same ids (tests and docs can rely on them).
function createIds() {
    let objects = 0;
    let uuids = 0;
    return {
        objectId: () => '6650f0c0' + (++objects).toString(16).padStart(16, '0'),
        uuid: () => `a11ce000-0000-4000-8000-${(++uuids).toString(16).padStart(12, '0')}`,
        reset() {
            objects = 0;
            uuids = 0;
        },
    };
}
function isObjectId(value) {
    return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}
function isUuid(value) {
    return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

;// CONCATENATED MODULE: ./src/emulator/limiter.ts
// Fixed-window request counter, driven by the injected clock so tests can step time.
// Each key gets its own window starting at its first request (express-rate-limit's memory
// store resets all keys together; per-key windows are equivalent for a single client).
function createLimiter(max, windowMs, now) {
    const buckets = new Map();
    return {
        hit(key) {
            const t = now();
            let bucket = buckets.get(key);
            if (!bucket || t >= bucket.resetAt) {
                bucket = { count: 0, resetAt: t + windowMs };
                buckets.set(key, bucket);
            }
            bucket.count += 1;
            return {
                limit: max,
                remaining: Math.max(0, max - bucket.count),
                resetMs: Math.max(0, bucket.resetAt - t),
                limited: bucket.count > max,
            };
        },
        reset() {
            buckets.clear();
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/emulator/ip-access.ts
// An API key's IP access list: which client addresses it admits. An empty list admits none (observed
// live, docs/contract.md §14); entries are IPv4 addresses or CIDRs, or IPv6 written out (`::/0` admits all IPv6).
/** Whether `list` admits the client address `ip` (as Node reports it, IPv4-mapped IPv6 included). */
function admits(list, ip) {
    const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    return list.some(({ source }) => {
        if (v4 !== undefined)
            return inCidr4(source, v4);
        return source === '::/0' || source.toLowerCase() === ip.toLowerCase();
    });
}
function inCidr4(source, ip) {
    const [net, bitsText] = source.split('/');
    const bits = bitsText === undefined ? 32 : Number(bitsText);
    const a = toInt(net ?? '');
    const b = toInt(ip);
    if (a === undefined || b === undefined || !Number.isInteger(bits) || bits < 0 || bits > 32)
        return false;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return ((a & mask) >>> 0) === ((b & mask) >>> 0);
}
function toInt(dotted) {
    const parts = dotted.split('.').map(Number);
    if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255))
        return undefined;
    return parts.reduce((n, p) => n * 256 + p, 0);
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
;// CONCATENATED MODULE: ./src/emulator/managed-schemas.ts
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
// the gateway's: the OpenAPI states none.
const string = { type: 'string' };
const integer = { type: 'integer' };
const number = { type: 'number' };
const managed_schemas_boolean = { type: 'boolean' };
const nullable = (type, extra = {}) => ({ type: [type, 'null'], ...extra });
const strings = { type: 'array', items: string };
const arrayOf = (items) => ({ type: 'array', items });
const oneOf = (...variants) => ({ oneOf: variants });
const literal = (...values) => ({ type: 'string', enum: values });
/** A closed object: only `properties`, the `required` ones present. */
function object(properties, required = []) {
    return { type: 'object', properties, required, additionalProperties: false };
}
const WHERE_LANGUAGE = literal('sql', 'lucene');
const METRIC_TYPE = literal('sum', 'gauge', 'histogram', 'summary', 'exponential histogram');
const AGG_FN = literal('avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none');
const PALETTE = literal('chart-blue', 'chart-orange', 'chart-red', 'chart-cyan', 'chart-green', 'chart-pink', 'chart-purple', 'chart-light-blue', 'chart-brown', 'chart-gray', 'chart-success', 'chart-warning', 'chart-error');
const REGIONS = [
    'ap-northeast-1', 'ap-northeast-2', 'ap-south-1', 'ap-southeast-1', 'ap-southeast-2', 'ca-central-1',
    'eu-central-1', 'eu-west-1', 'eu-west-2', 'il-central-1', 'us-east-1', 'us-east-2', 'us-west-2', 'us-east1',
    'us-central1', 'europe-west2', 'europe-west4', 'asia-southeast1', 'asia-northeast1', 'eastus', 'eastus2',
    'westus3', 'germanywestcentral', 'centralus',
];
// ---- dashboards -----------------------------------------------------------------------------
const NUMBER_FORMAT = object({
    output: literal('currency', 'percent', 'byte', 'time', 'number', 'data_rate', 'throughput', 'duration'),
    mantissa: integer,
    thousandSeparated: managed_schemas_boolean,
    average: managed_schemas_boolean,
    decimalBytes: managed_schemas_boolean,
    factor: number,
    currencySymbol: string,
    numericUnit: string,
    unit: string,
});
const SELECT_ITEM = object({
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
}, ['aggFn']);
const ON_CLICK_TARGET = oneOf(object({ mode: literal('id'), id: string }, ['mode', 'id']), object({ mode: literal('template'), template: string }, ['mode', 'template']));
const ON_CLICK_FILTER = object({ kind: literal('expressionTemplate'), expression: string, template: string }, ['kind', 'expression', 'template']);
const onClickLink = (type) => object({ type: literal(type), target: ON_CLICK_TARGET, whereTemplate: string, whereLanguage: WHERE_LANGUAGE, filters: arrayOf(ON_CLICK_FILTER) }, ['type', 'target']);
const ON_CLICK = oneOf(onClickLink('search'), onClickLink('dashboard'), object({ type: literal('external'), urlTemplate: string }, ['type', 'urlTemplate']));
/** Builder tile config of one display type: `sourceId` + `select` + the type's own fields. */
const builder = (displayType, fields) => object({ displayType: literal(displayType), sourceId: string, select: arrayOf(SELECT_ITEM), numberFormat: NUMBER_FORMAT, ...fields }, ['displayType', 'sourceId', 'select']);
/** Raw SQL tile config of one display type. */
const rawSql = (displayType, fields = {}) => object({ configType: literal('sql'), connectionId: string, sqlTemplate: string, sourceId: string, numberFormat: NUMBER_FORMAT, displayType: literal(displayType), ...fields }, ['configType', 'connectionId', 'sqlTemplate', 'displayType']);
const TIME_FIELDS = { alignDateRangeToGranularity: managed_schemas_boolean, fillNulls: managed_schemas_boolean };
const COLOR_RULE = oneOf(object({ operator: literal('gt', 'gte', 'lt', 'lte'), value: number, color: PALETTE, label: string }, ['operator', 'value', 'color']), object({ operator: literal('between'), value: { type: 'array', items: number }, color: PALETTE, label: string }, ['operator', 'value', 'color']), object({ operator: literal('eq', 'neq'), value: { type: ['number', 'string'] }, color: PALETTE, label: string }, ['operator', 'value', 'color']));
const TILE_CONFIG = oneOf(builder('line', { groupBy: string, asRatio: managed_schemas_boolean, ...TIME_FIELDS, fitYAxisToData: managed_schemas_boolean, compareToPreviousPeriod: managed_schemas_boolean }), rawSql('line', { compareToPreviousPeriod: managed_schemas_boolean, ...TIME_FIELDS, fitYAxisToData: managed_schemas_boolean }), builder('stacked_bar', { groupBy: string, asRatio: managed_schemas_boolean, ...TIME_FIELDS }), rawSql('stacked_bar', TIME_FIELDS), builder('table', { groupBy: string, having: string, orderBy: string, asRatio: managed_schemas_boolean, groupByColumnsOnLeft: managed_schemas_boolean, onClick: ON_CLICK }), rawSql('table', { onClick: ON_CLICK }), builder('number', { color: PALETTE, colorRules: arrayOf(COLOR_RULE), backgroundChart: object({ type: literal('line', 'area'), color: PALETTE }, ['type']) }), rawSql('number', { color: PALETTE }), builder('pie', { groupBy: string, orderBy: string, limit: integer }), rawSql('pie'), builder('bar', { groupBy: string, orderBy: string, limit: integer }), rawSql('bar'), object({
    displayType: literal('heatmap'),
    sourceId: string,
    select: arrayOf(object({ valueExpression: string, countExpression: string, heatmapScaleType: literal('log', 'linear') }, ['valueExpression'])),
    where: string,
    whereLanguage: WHERE_LANGUAGE,
    numberFormat: NUMBER_FORMAT,
}, ['displayType', 'sourceId', 'select']), object({ displayType: literal('search'), sourceId: string, select: string, where: string, whereLanguage: WHERE_LANGUAGE }, ['displayType', 'sourceId', 'select', 'whereLanguage']), object({ displayType: literal('event_patterns'), sourceId: string, select: string, where: string, whereLanguage: WHERE_LANGUAGE }, ['displayType', 'sourceId']), object({ displayType: literal('markdown'), markdown: string }, ['displayType']));
/** Deprecated `series` tile input (docs/contract.md §7.6), as the managed schema still lists it. */
const seriesCommon = { sourceId: string, aggFn: AGG_FN, level: number, field: string, alias: string, where: string, whereLanguage: WHERE_LANGUAGE, numberFormat: NUMBER_FORMAT, metricDataType: METRIC_TYPE, metricName: string };
const SERIES = oneOf(object({ type: literal('time'), ...seriesCommon, groupBy: strings, displayType: literal('stacked_bar', 'line') }, ['type', 'sourceId', 'aggFn', 'where', 'whereLanguage', 'groupBy']), object({ type: literal('table'), ...seriesCommon, groupBy: strings, sortOrder: literal('desc', 'asc') }, ['type', 'sourceId', 'aggFn', 'where', 'whereLanguage', 'groupBy']), object({ type: literal('number'), ...seriesCommon }, ['type', 'sourceId', 'aggFn', 'where', 'whereLanguage']), object({ type: literal('search'), sourceId: string, fields: strings, where: string, whereLanguage: WHERE_LANGUAGE }, ['type', 'sourceId', 'fields', 'where', 'whereLanguage']), object({ type: literal('markdown'), content: string }, ['type', 'content']));
const TILE = object({ name: string, x: integer, y: integer, w: integer, h: integer, config: TILE_CONFIG, containerId: string, tabId: string, id: string, asRatio: managed_schemas_boolean, series: arrayOf(SERIES) }, ['name', 'x', 'y', 'w', 'h']);
const filterFields = {
    type: literal('QUERY_EXPRESSION'),
    name: string,
    expression: string,
    sourceId: string,
    sourceMetricType: METRIC_TYPE,
    where: string,
    whereLanguage: WHERE_LANGUAGE,
    appliesToSourceIds: strings,
};
const FILTER_REQUIRED = ['type', 'name', 'expression', 'sourceId'];
const dashboardBody = (filter) => object({
    name: string,
    tiles: arrayOf(TILE),
    tags: strings,
    filters: arrayOf(filter),
    savedQuery: nullable('string'),
    savedQueryLanguage: { type: ['string', 'null'], enum: ['sql', 'lucene', null] },
    savedFilterValues: arrayOf(object({ type: literal('sql'), condition: string }, ['condition'])),
    containers: arrayOf(object({ id: string, title: string, collapsed: managed_schemas_boolean, collapsible: managed_schemas_boolean, bordered: managed_schemas_boolean, tabs: arrayOf(object({ id: string, title: string }, ['id', 'title'])) }, ['id', 'title', 'collapsed'])),
}, ['name', 'tiles']);
// POST takes filters without ids; PUT requires the id of every filter it keeps.
const DASHBOARD_CREATE = dashboardBody(object(filterFields, FILTER_REQUIRED));
const DASHBOARD_UPDATE = dashboardBody(object({ ...filterFields, id: string }, [...FILTER_REQUIRED, 'id']));
// ---- alerts, webhooks, saved searches, sources -----------------------------------------------
const ALERT_CHANNEL = oneOf(object({ type: literal('email'), emailRecipients: strings }, ['type', 'emailRecipients']), object({ type: literal('webhook'), webhookId: string, webhookService: nullable('string'), slackChannelId: nullable('string'), severity: { type: ['string', 'null'], enum: ['critical', 'error', 'warning', 'info', null] } }, ['type', 'webhookId']));
// Create and update share the shape, and the schema requires nothing (the service does).
const ALERT = object({
    dashboardId: nullable('string'),
    tileId: nullable('string'),
    savedSearchId: nullable('string'),
    groupBy: nullable('string'),
    threshold: number,
    thresholdMax: nullable('number'),
    interval: literal('1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'),
    scheduleOffsetMinutes: nullable('integer'),
    scheduleStartAt: nullable('string', { format: 'date-time' }),
    source: literal('saved_search', 'tile'),
    thresholdType: literal('above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'),
    channel: ALERT_CHANNEL,
    name: nullable('string'),
    message: nullable('string'),
    note: nullable('string'),
    numConsecutiveWindows: nullable('integer'),
});
const STRING_MAP = { type: 'object', additionalProperties: string };
const WEBHOOK = object({ name: string, service: literal('slack', 'incidentio', 'generic'), url: string, description: string, body: string, headers: STRING_MAP, queryParams: STRING_MAP }, ['name', 'service', 'url']);
const SAVED_SEARCH = object({ name: string, sourceId: string, select: string, where: string, whereLanguage: literal('lucene', 'sql'), orderBy: string, tags: strings, filters: arrayOf(object({ type: literal('sql'), condition: string }, ['condition'])) }, ['name', 'sourceId']);
const FROM = object({ databaseName: string, tableName: string }, ['databaseName', 'tableName']);
const sourceCommon = (kind, from = FROM) => ({
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
const nullableStrings = (...names) => Object.fromEntries(names.map((n) => [n, nullable('string')]));
const FILTER_SETTINGS = {
    oneOf: [object({ databaseName: string, tableName: string, columns: arrayOf(object({ name: string, label: string }, ['name', 'label'])) }, ['databaseName', 'tableName', 'columns']), { type: 'null' }],
};
const HIGHLIGHTED = arrayOf(object({ sqlExpression: string, luceneExpression: nullable('string'), alias: nullable('string') }, ['sqlExpression']));
const MATERIALIZED_VIEWS = arrayOf(object({
    databaseName: string,
    tableName: string,
    dimensionColumns: string,
    minGranularity: string,
    minDate: nullable('string', { format: 'date-time' }),
    timestampColumn: string,
    aggregatedColumns: arrayOf(object({ sourceColumn: nullable('string'), aggFn: string, mvColumn: string }, ['aggFn', 'mvColumn'])),
}, ['databaseName', 'tableName', 'dimensionColumns', 'minGranularity', 'timestampColumn', 'aggregatedColumns']));
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
const SOURCE = {
    type: 'object',
    properties: { kind: literal('log', 'trace', 'metric', 'session', 'promql') },
    required: ['kind'],
    discriminator: { propertyName: 'kind' },
    oneOf: [
        object({
            ...sourceCommon('log'),
            ...searchable,
            ...nullableStrings('serviceNameExpression', 'severityTextExpression', 'bodyExpression', 'eventAttributesExpression', 'resourceAttributesExpression', 'displayedTimestampValueExpression', 'metricSourceId', 'traceSourceId', 'traceIdExpression', 'spanIdExpression'),
        }, [...SOURCE_REQUIRED, 'defaultTableSelectExpression', 'timestampValueExpression']),
        object({
            ...sourceCommon('trace'),
            ...searchable,
            durationExpression: string,
            durationPrecision: integer,
            traceIdExpression: string,
            spanIdExpression: string,
            parentSpanIdExpression: string,
            spanNameExpression: string,
            spanKindExpression: string,
            ...nullableStrings('logSourceId', 'sessionSourceId', 'metricSourceId', 'statusCodeExpression', 'statusMessageExpression', 'serviceNameExpression', 'resourceAttributesExpression', 'eventAttributesExpression', 'spanEventsValueExpression'),
        }, [
            ...SOURCE_REQUIRED, 'defaultTableSelectExpression', 'timestampValueExpression', 'durationExpression', 'durationPrecision',
            'traceIdExpression', 'spanIdExpression', 'parentSpanIdExpression', 'spanNameExpression', 'spanKindExpression',
        ]),
        object({
            ...sourceCommon('metric', object({ databaseName: string, tableName: nullable('string') }, ['databaseName'])),
            metricTables: object({ gauge: string, histogram: string, sum: string, summary: string, 'exponential histogram': string }),
            timestampValueExpression: string,
            resourceAttributesExpression: string,
            logSourceId: nullable('string'),
        }, [...SOURCE_REQUIRED, 'metricTables', 'timestampValueExpression', 'resourceAttributesExpression']),
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
    enableCoreDumps: managed_schemas_boolean,
});
/** The request body schema of each managed route that takes one, by `METHOD route`. */
const MANAGED_BODIES = {
    'PATCH organization': ORGANIZATION_PATCH,
    'POST keys': KEY_CREATE,
    'PATCH keys/:id': KEY_PATCH,
    'POST byocInfrastructure': BYOC_CREATE,
    'PATCH byocInfrastructure/:id': BYOC_PATCH,
    'POST dashboards': DASHBOARD_CREATE,
    'POST dashboards/validate': DASHBOARD_CREATE,
    'PUT dashboards/:id': DASHBOARD_UPDATE,
    'POST alerts': ALERT,
    'PUT alerts/:id': ALERT,
    'POST sources': SOURCE,
    'PUT sources/:id': SOURCE,
    'POST webhooks': WEBHOOK,
    'PUT webhooks/:id': WEBHOOK,
    'POST saved-searches': SAVED_SEARCH,
    'PUT saved-searches/:id': SAVED_SEARCH,
};

;// CONCATENATED MODULE: ./src/emulator/managed-gateway.ts
// The managed gateway's request-body check: each route's body against its schema
// (managed-schemas.ts), before the service sees it. A failure is 400 in the Cloud envelope naming
// the top-level property that failed, as the gateway words it: "request body property can't be
// validated: id" (docs/contract.md §7.9; the same wording is on record for a field whose value the
// schema refuses). Which property a nested failure names, and the text for a body that is not an
// object at all, are unrecorded: we name the top-level property that holds the failure.



const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
let managed_gateway_ajv;
const compiled = new Map();
function validatorFor(route) {
    const schema = MANAGED_BODIES[route];
    if (!schema)
        return undefined;
    let validate = compiled.get(route);
    if (!validate) {
        managed_gateway_ajv ??= new ajv.Ajv({ strict: true, allowUnionTypes: true, discriminator: true })
            .addFormat('date-time', (s) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)))
            .addFormat('uuid', (s) => isUuid(s));
        validate = managed_gateway_ajv.compile(schema);
        compiled.set(route, validate);
    }
    return validate;
}
/** The top-level property an error is about (its path's first step, or the one it names). */
function propertyOf(error) {
    const first = error.instancePath.split('/')[1];
    if (first !== undefined)
        return first.replace(/~1/g, '/').replace(/~0/g, '~');
    const params = error.params;
    return params.additionalProperty ?? params.missingProperty ?? params.tag;
}
/**
 * The gateway's detail for a body `route` (`'PUT dashboards/:id'`, `'PATCH keys/:id'`, …) refuses,
 * or undefined when it passes (or the route takes no body).
 */
function gatewayBodyProblem(route, body) {
    const validate = validatorFor(route);
    if (!validate || validate(body))
        return undefined;
    const property = validate.errors?.[0] && propertyOf(validate.errors[0]);
    return property === undefined ? "request body can't be validated" : `request body property can't be validated: ${property}`;
}

;// CONCATENATED MODULE: ./src/emulator/state.ts
const iso = (ms) => new Date(ms).toISOString();
const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** Deterministic Cloud-style key id / secret material derived from a counter. */
function keyMaterial(n, length) {
    let out = '';
    let x = (n * 2654435761) >>> 0;
    for (let i = 0; i < length; i++) {
        x = (Math.imul(x ^ (x >>> 13), 1103515245) + 12345 + i) >>> 0;
        out += ALPHANUM[x % ALPHANUM.length];
    }
    return out;
}
function createTeam(ctx, name) {
    const stamp = () => iso(ctx.now());
    const team = {
        id: ctx.ids.objectId(),
        name,
        dashboards: [],
        alerts: [],
        sources: [],
        webhooks: [],
        savedSearches: [],
        connections: [],
        addAlert(p) {
            const now = stamp();
            const channels = p.channels ?? (p.channel ? [p.channel] : []);
            const { channel: _ignored, ...rest } = p;
            const record = {
                source: 'tile',
                threshold: 1,
                thresholdType: 'above',
                interval: '5m',
                name: null,
                message: null,
                note: null,
                numConsecutiveWindows: null,
                state: 'OK',
                createdAt: now,
                updatedAt: now,
                ...rest,
                channels,
                id: p.id ?? ctx.ids.objectId(),
                teamId: team.id,
            };
            team.alerts.push(record);
            return record;
        },
        addDashboard(p) {
            const now = stamp();
            const record = {
                tags: [],
                filters: [],
                savedQuery: null,
                savedQueryLanguage: null,
                savedFilterValues: [],
                containers: [],
                createdAt: now,
                updatedAt: now,
                ...p,
                name: p.name ?? 'Untitled',
                id: p.id ?? ctx.ids.objectId(),
                tiles: (p.tiles ?? []).map((t, i) => ({
                    x: 0,
                    y: i * 4,
                    w: 12,
                    h: 4,
                    ...t,
                    id: t.id ?? ctx.ids.objectId(),
                    name: t.name ?? `Tile ${i + 1}`,
                    config: t.config ?? { displayType: 'markdown', markdown: '' },
                })),
            };
            team.dashboards.push(record);
            return record;
        },
        addSource(p) {
            const record = { disabled: false, querySettings: [], ...p, id: p.id ?? ctx.ids.objectId() };
            team.sources.push(record);
            return record;
        },
        addWebhook(p) {
            const now = stamp();
            const record = { service: 'generic', createdAt: now, updatedAt: now, ...p, id: p.id ?? ctx.ids.objectId() };
            team.webhooks.push(record);
            return record;
        },
        addSavedSearch(p) {
            const now = stamp();
            const record = {
                select: '',
                where: '',
                whereLanguage: 'lucene',
                orderBy: '',
                tags: [],
                filters: [],
                createdAt: now,
                updatedAt: now,
                ...p,
                id: p.id ?? ctx.ids.objectId(),
            };
            team.savedSearches.push(record);
            return record;
        },
        addConnection(p) {
            const now = stamp();
            const record = {
                host: 'http://localhost:8123',
                username: 'default',
                createdAt: now,
                updatedAt: now,
                ...p,
                id: p.id ?? ctx.ids.objectId(),
            };
            team.connections.push(record);
            return record;
        },
    };
    return team;
}
const SYSTEM_ROLES = {
    admin: { roleId: 'b0a7c0de-0000-4000-8000-000000000001', roleName: 'Admin' },
    developer: { roleId: 'b0a7c0de-0000-4000-8000-000000000002', roleName: 'Developer' },
    query_endpoints: { roleId: 'b0a7c0de-0000-4000-8000-000000000003', roleName: 'Query endpoints' },
};
/** The system roles a key with these legacy `roles` holds (organizations keep both lists in step). */
function systemRoles(roles) {
    return roles.flatMap((r) => (SYSTEM_ROLES[r] ? [{ ...SYSTEM_ROLES[r], roleType: 'system' }] : []));
}
/** The RBACRole records of the system roles. */
function systemRoleRecords(createdAt) {
    return Object.values(SYSTEM_ROLES).map((r) => ({ id: r.roleId, name: r.roleName, type: 'system', policies: [], createdAt, updatedAt: createdAt }));
}
/**
 * A key's roles from role ids: the assigned roles, and the legacy `roles` that follow from the
 * system roles among them. Undefined when an id names no role of the organization.
 */
function rolesFromIds(all, ids) {
    const found = ids.map((id) => all.find((r) => r.id === id));
    if (found.some((r) => !r))
        return undefined;
    const roles = found;
    const legacy = Object.entries(SYSTEM_ROLES).filter(([, s]) => roles.some((r) => r.id === s.roleId)).map(([name]) => name);
    return { roles: legacy, assignedRoles: roles.map((r) => ({ roleId: r.id, roleName: r.name, roleType: r.type })) };
}
function createKeyAdder(ctx, keys, roles) {
    let n = 0;
    return (input) => {
        n += 1;
        const assigned = input.assignedRoleIds ? rolesFromIds(roles, input.assignedRoleIds) : undefined;
        if (input.assignedRoleIds && !assigned)
            throw new Error(`addKey: unknown role id in ${input.assignedRoleIds.join(', ')}`);
        const record = {
            id: ctx.ids.uuid(),
            name: input.name,
            state: input.state ?? 'enabled',
            roles: assigned?.roles ?? input.roles ?? ['admin'],
            assignedRoles: assigned?.assignedRoles ?? systemRoles(input.roles ?? ['admin']),
            keyId: input.keyId ?? keyMaterial(n, 20),
            keySecret: input.secret ?? '4b1d' + keyMaterial(n + 1000, 36),
            ipAccessList: input.ipAccessList ?? [{ source: '0.0.0.0/0', description: 'Anywhere' }],
        };
        if (input.createdAt !== undefined)
            record.createdAt = input.createdAt;
        if (input.usedAt !== undefined)
            record.usedAt = input.usedAt;
        if (input.expireAt !== undefined)
            record.expireAt = input.expireAt;
        if (input.hideSuffix)
            record.hideSuffix = true;
        if (input.hideAssignedRoles)
            record.hideAssignedRoles = true;
        keys.push(record);
        return record;
    };
}

;// CONCATENATED MODULE: ./src/emulator/validate.ts
// Zod-3-style validation issues and messages, so 400 bodies read like the real servers'
// (`Body validation failed: path: message; …`, docs/contract.md §4.2).
function formatIssues(part, issues) {
    return `${part} validation failed: ` + issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}
/** zod's name for the received type. */
function typeOf(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number')
        return Number.isNaN(v) ? 'nan' : 'number';
    return typeof v;
}
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Collects issues and offers the checks the schemas need. Each returns the value or undefined.
 * `fatal` counts the issues that make zod abort the enclosing object (a wrong type, a missing key,
 * an enum, literal or union miss) as opposed to those that only mark it dirty (lengths, bounds,
 * refinements): an object's own refinements run only when nothing inside it was fatal.
 */
class Checker {
    issues = [];
    fatal = 0;
    add(path, message, fatal = false) {
        this.issues.push({ path, message });
        if (fatal)
            this.fatal += 1;
    }
    get ok() {
        return this.issues.length === 0;
    }
    string(path, v, o = {}) {
        const p = this.presentTyped(path, v, 'string', o.optional ?? false, o.nullable ?? false);
        if (p !== 'check')
            return p === 'null' ? null : undefined;
        if (typeof v !== 'string') {
            this.add(path, `Expected string, received ${typeOf(v)}`, true);
            return undefined;
        }
        const s = o.trim ? v.trim() : v;
        if (o.min !== undefined && s.length < o.min)
            this.add(path, `String must contain at least ${o.min} character(s)`);
        if (o.max !== undefined && s.length > o.max)
            this.add(path, `String must contain at most ${o.max} character(s)`);
        return s;
    }
    number(path, v, o = {}) {
        const p = this.presentTyped(path, v, 'number', o.optional ?? false, o.nullable ?? false);
        if (p !== 'check')
            return p === 'null' ? null : undefined;
        if (typeof v !== 'number' || Number.isNaN(v)) {
            this.add(path, `Expected number, received ${typeOf(v)}`, true);
            return undefined;
        }
        if (o.int && !Number.isInteger(v))
            this.add(path, 'Expected integer, received float');
        if (o.min !== undefined && v < o.min)
            this.add(path, `Number must be greater than or equal to ${o.min}`);
        if (o.max !== undefined && v > o.max)
            this.add(path, `Number must be less than or equal to ${o.max}`);
        return v;
    }
    boolean(path, v, optional = true) {
        if (v === undefined) {
            if (!optional)
                this.add(path, 'Required', true);
            return undefined;
        }
        if (typeof v !== 'boolean') {
            this.add(path, `Expected boolean, received ${typeOf(v)}`, true);
            return undefined;
        }
        return v;
    }
    enumOf(path, v, values, o = {}) {
        const p = this.presentTyped(path, v, 'string', o.optional ?? false, o.nullable ?? false, values);
        if (p !== 'check')
            return p === 'null' ? null : undefined;
        if (typeof v === 'string' && values.includes(v))
            return v;
        const expected = values.map((x) => `'${x}'`).join(' | ');
        if (typeof v !== 'string')
            this.add(path, `Expected ${expected}, received ${typeOf(v)}`, true);
        else
            this.add(path, `Invalid enum value. Expected ${expected}, received '${v}'`, true);
        return undefined;
    }
    array(path, v, o = {}) {
        if (v === undefined) {
            if (!o.optional)
                this.add(path, 'Required', true);
            return undefined;
        }
        if (!Array.isArray(v)) {
            this.add(path, `Expected array, received ${typeOf(v)}`, true);
            return undefined;
        }
        if (o.length !== undefined && v.length !== o.length)
            this.add(path, `Array must contain exactly ${o.length} element(s)`);
        if (o.min !== undefined && v.length < o.min)
            this.add(path, `Array must contain at least ${o.min} element(s)`);
        if (o.max !== undefined && v.length > o.max)
            this.add(path, `Array must contain at most ${o.max} element(s)`);
        return v;
    }
    object(path, v) {
        if (v === undefined) {
            this.add(path, 'Required', true);
            return undefined;
        }
        if (!isRecord(v)) {
            this.add(path, `Expected object, received ${typeOf(v)}`, true);
            return undefined;
        }
        return v;
    }
    /** `.strict()` objects: unknown keys are an error. */
    strictKeys(path, v, allowed) {
        const extra = Object.keys(v).filter((k) => !allowed.includes(k));
        if (extra.length)
            this.add(path, `Unrecognized key(s) in object: ${extra.map((k) => `'${k}'`).join(', ')}`);
    }
    presentTyped(path, v, type, optional, nullable, values) {
        if (v === undefined) {
            if (!optional)
                this.add(path, 'Required', true);
            return 'skip';
        }
        if (v === null) {
            if (nullable)
                return 'null';
            const expected = values ? values.map((x) => `'${x}'`).join(' | ') : type;
            this.add(path, `Expected ${expected}, received null`, true);
            return 'skip';
        }
        return 'check';
    }
}
/** Query coercion as `z.coerce.number().int()` does it (pagination, docs/contract.md §5). */
function coerceQueryInt(c, path, raw, min, max) {
    if (raw === undefined)
        return undefined;
    const n = Number(raw);
    if (Number.isNaN(n)) {
        c.add(path, 'Expected number, received nan');
        return undefined;
    }
    return c.number(path, n, { int: true, min, max }) ?? undefined;
}
function pick(source, keys) {
    const out = {};
    for (const k of keys)
        if (source[k] !== undefined)
            out[k] = source[k];
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/team-result.ts

const fail = (status, message, text) => ({ kind: 'error', status, message, text });
const validationFailed = (part, issues) => fail(400, formatIssues(part, issues));
const invalidId = () => validationFailed('Params', [{ path: 'id', message: 'Invalid ObjectId' }]);
/** Pagination of alerts, webhooks and saved-searches lists (docs/contract.md §5). */
function paginated(ctx, query, rows, render) {
    if (!ctx.paginate)
        return { kind: 'data', data: rows.map(render) };
    const c = new Checker();
    const limit = coerceQueryInt(c, 'limit', query.limit, 1, 1000) ?? 1000;
    const offset = coerceQueryInt(c, 'offset', query.offset, 0) ?? 0;
    if (!c.ok)
        return validationFailed('Query', c.issues);
    const data = rows.slice(offset, offset + limit).map(render);
    return ctx.meta ? { kind: 'data', data, meta: { total: rows.length, limit, offset } } : { kind: 'data', data };
}
/** Removes matching rows in place (tests may hold references to the collections). Returns the count. */
function removeWhere(rows, predicate) {
    let kept = 0;
    const before = rows.length;
    for (const row of rows)
        if (!predicate(row))
            rows[kept++] = row;
    rows.length = kept;
    return before - kept;
}

;// CONCATENATED MODULE: ./src/emulator/managed-org.ts




const MAX_KEYS = 100; // per organization (docs/contract.md §14)
const managed_org_ROLES = ['admin', 'developer', 'query_endpoints'];
/** The cloud provider of each region id (docs/contract.md §15). */
const REGION_PROVIDER = {
    'ap-northeast-1': 'aws', 'ap-northeast-2': 'aws', 'ap-south-1': 'aws', 'ap-southeast-1': 'aws', 'ap-southeast-2': 'aws',
    'ca-central-1': 'aws', 'eu-central-1': 'aws', 'eu-west-1': 'aws', 'eu-west-2': 'aws', 'il-central-1': 'aws',
    'us-east-1': 'aws', 'us-east-2': 'aws', 'us-west-2': 'aws', 'us-east1': 'gcp', 'us-central1': 'gcp',
    'europe-west2': 'gcp', 'europe-west4': 'gcp', 'asia-southeast1': 'gcp', 'asia-northeast1': 'gcp', eastus: 'azure',
    eastus2: 'azure', westus3: 'azure', germanywestcentral: 'azure', centralus: 'azure',
};
const data = (value) => ({ kind: 'data', data: value });
// ---- organizations ------------------------------------------------------------------------
function renderOrganization(env) {
    const o = env.state.organization;
    return {
        id: o.id,
        createdAt: o.createdAt,
        name: o.name,
        privateEndpoints: [],
        byocConfig: env.state.byoc.map((b) => ({ ...b })),
        enableCoreDumps: o.enableCoreDumps,
    };
}
const organizationRoutes = {
    // Exactly one organization: the key's own (docs/contract.md §15).
    'GET list': (env) => data([renderOrganization(env)]),
    'GET one': (env) => data(renderOrganization(env)),
    'PATCH one': (env, req) => {
        const body = isRecord(req.body) ? req.body : {};
        if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length === 0))
            return fail(400, 'name must be a non-empty string');
        if (typeof body.name === 'string')
            env.state.organization.name = body.name;
        if (typeof body.enableCoreDumps === 'boolean')
            env.state.organization.enableCoreDumps = body.enableCoreDumps;
        return data(renderOrganization(env));
    },
};
// ---- API keys ------------------------------------------------------------------------------
/**
 * Secrets and the auth key id never leave the server; only its last 4 chars (`keySuffix`), and
 * not even those when the emulator plays a server that omits the optional field.
 */
function renderKey(env, k) {
    const out = {
        id: k.id,
        name: k.name,
        state: k.state,
        roles: [...k.roles],
    };
    if (!k.hideAssignedRoles)
        out.assignedRoles = k.assignedRoles.map((r) => ({ ...r }));
    if (env.managedKeySuffix && !k.hideSuffix)
        out.keySuffix = k.keyId.slice(-4);
    if (k.createdAt !== undefined)
        out.createdAt = k.createdAt;
    out.expireAt = k.expireAt ?? null;
    if (k.usedAt !== undefined)
        out.usedAt = k.usedAt;
    out.ipAccessList = k.ipAccessList.map((e) => ({ ...e }));
    return out;
}
/** Shared PATCH/POST field checks; returns an error detail or undefined. */
function checkKeyFields(body) {
    if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length === 0 || body.name.length > 50)) {
        return 'name must be a string of 1 to 50 characters';
    }
    if (body.state !== undefined && body.state !== 'enabled' && body.state !== 'disabled')
        return "state must be 'enabled' or 'disabled'";
    if (body.expireAt !== undefined && body.expireAt !== null && (typeof body.expireAt !== 'string' || Number.isNaN(Date.parse(body.expireAt)))) {
        return 'expireAt must be an ISO-8601 date-time or null';
    }
    if (body.roles !== undefined && (!Array.isArray(body.roles) || body.roles.length === 0 || body.roles.some((r) => !managed_org_ROLES.includes(r)))) {
        return `roles must contain at least 1 of ${managed_org_ROLES.join(', ')}`;
    }
    if (body.ipAccessList !== undefined) {
        if (!Array.isArray(body.ipAccessList) || body.ipAccessList.some((e) => !isRecord(e) || typeof e.source !== 'string')) {
            return 'ipAccessList must be an array of {source, description?}';
        }
    }
    if (body.assignedRoleIds !== undefined && (!Array.isArray(body.assignedRoleIds) || body.assignedRoleIds.some((r) => !isUuid(r)))) {
        return 'assignedRoleIds must be an array of UUIDs';
    }
    return undefined;
}
function findKey(env, id) {
    // Path params are declared `format: uuid`; answering a non-UUID with 400 is an assumption (docs/contract.md §4.3).
    if (!isUuid(id))
        return fail(400, 'Invalid keyId: must be a UUID');
    const key = env.state.keys.find((k) => k.id === id);
    return key ?? fail(404, 'API key not found.');
}
const isResult = (v) => isRecord(v) && typeof v.kind === 'string';
/** The first of `ids` (already checked to be UUIDs) that names no role of the organization. */
function unknownRoleId(env, ids) {
    if (!Array.isArray(ids))
        return undefined;
    return ids.find((id) => !env.state.roles.some((r) => r.id === id));
}
const keyRoutes = {
    'GET list': (env) => data(env.state.keys.map((k) => renderKey(env, k))), // no pagination (docs/contract.md §14)
    'GET one': (env, req) => {
        const key = findKey(env, req.id);
        return isResult(key) ? key : data(renderKey(env, key));
    },
    'POST list': (env, req) => {
        if (!isRecord(req.body))
            return fail(400, `Expected object, received ${typeOf(req.body)}`);
        const body = req.body;
        if (typeof body.name !== 'string')
            return fail(400, 'name is required');
        const problem = checkKeyFields(body);
        if (problem)
            return fail(400, problem);
        if (body.hashData !== undefined)
            return fail(400, 'hashData is not supported by this emulator'); // documented gap
        if (env.state.keys.length >= MAX_KEYS)
            return fail(400, `Maximum number of API keys (${MAX_KEYS}) reached for this organization`);
        const unknownRole = unknownRoleId(env, body.assignedRoleIds);
        if (unknownRole)
            return fail(400, `Role ${unknownRole} not found in organization ${env.state.organization.id}`);
        const record = env.state.addKey({
            name: body.name,
            state: body.state ?? 'enabled',
            createdAt: iso(env.now()),
            expireAt: body.expireAt ?? null,
            // Both sent: the role ids win (our assumption; the contract does not say).
            assignedRoleIds: body.assignedRoleIds,
            roles: body.roles ?? ['developer'],
            ipAccessList: body.ipAccessList,
        });
        // No list sent: an empty one, which denies every address (observed live, docs/contract.md §14).
        if (body.ipAccessList === undefined)
            record.ipAccessList = [];
        // Known organization-wide only after the propagation delay (see managed.ts).
        record.propagatesUntil = env.now() + env.keyPropagationMs;
        // Returned once: the only time the secret leaves the server.
        return data({ key: renderKey(env, record), keyId: record.keyId, keySecret: record.keySecret });
    },
    'PATCH one': (env, req) => {
        const key = findKey(env, req.id);
        if (isResult(key))
            return key;
        const body = isRecord(req.body) ? req.body : {};
        const problem = checkKeyFields(body);
        if (problem)
            return fail(400, problem);
        if (typeof body.name === 'string')
            key.name = body.name;
        if (body.state === 'enabled' || body.state === 'disabled')
            key.state = body.state;
        // Explicit null clears the expiry; omission leaves it unchanged (docs/contract.md §14).
        if (body.expireAt === null)
            key.expireAt = null;
        else if (typeof body.expireAt === 'string')
            key.expireAt = new Date(body.expireAt).toISOString();
        const unknownRole = unknownRoleId(env, body.assignedRoleIds);
        if (unknownRole)
            return fail(400, `Role ${unknownRole} not found in organization ${env.state.organization.id}`);
        if (Array.isArray(body.assignedRoleIds)) {
            Object.assign(key, rolesFromIds(env.state.roles, body.assignedRoleIds));
        }
        else if (Array.isArray(body.roles)) {
            key.roles = body.roles;
            key.assignedRoles = systemRoles(key.roles);
        }
        if (Array.isArray(body.ipAccessList))
            key.ipAccessList = body.ipAccessList;
        return data(renderKey(env, key));
    },
    'DELETE one': (env, req) => {
        const key = findKey(env, req.id);
        if (isResult(key))
            return key;
        // The live status/text for a self-delete is unrecorded; 400 BAD_REQUEST is the notes' assumption (docs/contract.md §14).
        if (key.id === req.key.id)
            return fail(400, 'The API key used to authenticate this request cannot be deleted');
        removeWhere(env.state.keys, (k) => k.id === key.id);
        return { kind: 'deleted' };
    },
};
// ---- roles (RBACRole, read-only here) ----------------------------------------------------------
function renderRole(env, r) {
    const org = `organization/${env.state.organization.id}`;
    const actors = env.state.keys.filter((k) => k.assignedRoles.some((a) => a.roleId === r.id)).map((k) => `apiKey/${k.id}`);
    const policies = r.policies.map(({ id, ...p }) => ({ id, roleId: r.id, tenantId: org, ...p }));
    return { id: r.id, tenantId: org, ownerId: org, name: r.name, type: r.type, actors, policies, createdAt: r.createdAt, updatedAt: r.updatedAt };
}
const roleRoutes = {
    'GET list': (env) => data(env.state.roles.map((r) => renderRole(env, r))),
    'GET one': (env, req) => {
        const role = env.state.roles.find((r) => r.id === req.id);
        return role ? data(renderRole(env, role)) : fail(404, 'Role not found');
    },
};
// ---- BYOC ----------------------------------------------------------------------------------
function findByoc(env, id) {
    if (!isUuid(id))
        return fail(400, 'Invalid byocInfrastructureId: must be a UUID');
    return env.state.byoc.find((b) => b.id === id) ?? fail(404, 'BYOC infrastructure not found.');
}
const byocRoutes = {
    // No list route: BYOC is listed through GET /v1/organizations/{org} → byocConfig (docs/contract.md §15).
    'POST list': (env, req) => {
        const body = isRecord(req.body) ? req.body : {};
        const provider = typeof body.regionId === 'string' ? REGION_PROVIDER[body.regionId] : undefined;
        if (!provider)
            return fail(400, 'regionId must be one of the supported regions');
        if (typeof body.accountId !== 'string' || !body.accountId)
            return fail(400, 'accountId is required');
        if (body.displayName !== undefined && typeof body.displayName !== 'string')
            return fail(400, 'displayName must be a string');
        const record = {
            id: env.ids.uuid(),
            state: 'infra-provisioning',
            accountName: body.accountId,
            regionId: body.regionId,
            cloudProvider: provider,
            displayName: body.displayName ?? `byoc-${body.regionId}`,
        };
        env.state.byoc.push(record);
        return data({ ...record });
    },
    'GET one': (env, req) => {
        const b = findByoc(env, req.id);
        return isResult(b) ? b : data({ ...b });
    },
    'PATCH one': (env, req) => {
        const b = findByoc(env, req.id);
        if (isResult(b))
            return b;
        const body = isRecord(req.body) ? req.body : {};
        if (body.displayName !== undefined) {
            if (typeof body.displayName !== 'string' || body.displayName.length === 0)
                return fail(400, 'displayName must be a non-empty string');
            b.displayName = body.displayName;
        }
        return data({ ...b });
    },
    'DELETE one': (env, req) => {
        const b = findByoc(env, req.id);
        if (isResult(b))
            return b;
        removeWhere(env.state.byoc, (x) => x.id === b.id);
        return { kind: 'deleted' };
    },
};
// ---- services ------------------------------------------------------------------------------
function renderService(s, createdAt) {
    return {
        id: s.serviceId,
        name: s.serviceName,
        provider: s.provider,
        region: s.region,
        state: s.serviceState,
        clickhouseVersion: '25.8.1.8909',
        endpoints: [
            { protocol: 'https', host: `${s.serviceId.slice(0, 10)}.${s.region}.${s.provider}.clickhouse.cloud`, port: 8443 },
            { protocol: 'nativesecure', host: `${s.serviceId.slice(0, 10)}.${s.region}.${s.provider}.clickhouse.cloud`, port: 9440 },
        ],
        minReplicaMemoryGb: 8,
        maxReplicaMemoryGb: 120,
        numReplicas: 3,
        idleScaling: true,
        idleTimeoutMinutes: 15,
        ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
        createdAt,
        isPrimary: true,
        isReadonly: false,
        releaseChannel: 'default',
        tags: [],
        autoscalingMode: 'vertical',
    };
}
const serviceRoutes = {
    'GET list': (env) => data(Object.values(env.state.services).map((s) => renderService(s, env.state.organization.createdAt))),
    'GET one': (env, req) => {
        if (!isUuid(req.id))
            return fail(400, 'Invalid serviceId: must be a UUID');
        const s = env.state.services[req.id];
        return s ? data(renderService(s, env.state.organization.createdAt)) : fail(404, 'Service not found');
    },
};

;// CONCATENATED MODULE: ./src/emulator/formula.ts
// Tile formula expressions (docs/contract.md §7.4: "expressions are parsed/validated server-side"): letter
// references to the select items (A = select[0], …), numbers, + - * /, unary minus and
// parentheses — nothing else. The problems are worded as the server words them.
const MAX_LENGTH = 1024;
const MAX_DEPTH = 64;
class FormulaError extends Error {
}
function tokenize(expression) {
    const tokens = [];
    const letters = /[A-Za-z]+/y;
    const numeral = /\d+(?:\.\d*)?|\.\d+/y;
    let i = 0;
    while (i < expression.length) {
        const ch = expression[i];
        if (/\s/.test(ch)) {
            i += 1;
        }
        else if ('+-*/'.includes(ch)) {
            tokens.push({ kind: 'op', op: ch, at: i++ });
        }
        else if (ch === '(' || ch === ')') {
            tokens.push({ kind: ch, at: i++ });
        }
        else if (/\d/.test(ch) || (ch === '.' && /\d/.test(expression[i + 1] ?? ''))) {
            numeral.lastIndex = i;
            const text = numeral.exec(expression)[0];
            if (!Number.isFinite(Number(text)))
                throw new FormulaError(`Invalid number "${text}"`);
            tokens.push({ kind: 'number', text, at: i });
            i += text.length;
        }
        else if (/[A-Za-z]/.test(ch)) {
            letters.lastIndex = i;
            const text = letters.exec(expression)[0];
            if (/[a-z]/.test(ch))
                throw new FormulaError(`Unexpected "${text}" — series references are uppercase letters (A, B, C, ...)`);
            if (text.length > 1) {
                throw new FormulaError(`Unexpected "${text}" — series references are single letters (A, B, C, ...) and functions are not supported`);
            }
            tokens.push({ kind: 'ref', ref: text, at: i++ });
        }
        else {
            throw new FormulaError(`Unexpected character "${ch}"`);
        }
    }
    return tokens;
}
function describe(t) {
    switch (t.kind) {
        case 'number':
            return `number "${t.text}"`;
        case 'ref':
            return `series reference "${t.ref}"`;
        case 'op':
            return `operator "${t.op}"`;
        case '(':
            return 'opening parenthesis';
        case ')':
            return 'closing parenthesis';
    }
}
/** The letters an expression references, in order of appearance; throws FormulaError on bad syntax. */
function parse(tokens) {
    const refs = [];
    let pos = 0;
    let depth = 0;
    const nested = (f) => {
        if (++depth > MAX_DEPTH)
            throw new FormulaError(`Expression is nested too deeply (max ${MAX_DEPTH} levels)`);
        const out = f();
        depth -= 1;
        return out;
    };
    const isOp = (ops) => {
        const t = tokens[pos];
        return t?.kind === 'op' && ops.includes(t.op);
    };
    const expression = () => {
        term();
        while (isOp('+-')) {
            pos += 1;
            term();
        }
    };
    const term = () => {
        factor();
        while (isOp('*/')) {
            pos += 1;
            factor();
        }
    };
    const factor = () => {
        if (isOp('-')) {
            pos += 1;
            nested(factor);
        }
        else
            primary();
    };
    const primary = () => {
        const t = tokens[pos++];
        if (t === undefined)
            throw new FormulaError('Unexpected end of expression');
        if (t.kind === 'ref')
            refs.push(t.ref);
        else if (t.kind === '(') {
            nested(expression);
            if (tokens[pos++]?.kind !== ')')
                throw new FormulaError('Missing closing parenthesis');
        }
        else if (t.kind !== 'number')
            throw new FormulaError(`Unexpected ${describe(t)}`);
    };
    expression();
    const trailing = tokens[pos];
    if (trailing)
        throw new FormulaError(trailing.kind === ')' ? 'Unmatched closing parenthesis' : `Unexpected ${describe(trailing)}`);
    return refs;
}
/** What is wrong with `expression` over a chart of `seriesCount` select items ([] = nothing). */
function formulaProblems(expression, seriesCount) {
    if (expression.trim() === '')
        return ['Expression is empty'];
    if (expression.length > MAX_LENGTH)
        return [`Expression is too long (${expression.length} characters, max ${MAX_LENGTH})`];
    let refs;
    try {
        refs = parse(tokenize(expression));
    }
    catch (e) {
        if (e instanceof FormulaError)
            return [e.message];
        throw e;
    }
    const last = String.fromCharCode(64 + seriesCount);
    const problems = [...new Set(refs)]
        .filter((ref) => ref.charCodeAt(0) - 65 >= seriesCount)
        .map((ref) => (seriesCount > 0 ? `Unknown series "${ref}" — this chart only has series A through ${last}` : `Unknown series "${ref}" — this chart has no series`));
    if (refs.length === 0)
        problems.push('Expression must reference at least one series (A, B, C, ...)');
    return problems;
}

;// CONCATENATED MODULE: ./src/emulator/series/errors.ts
/**
 * A failure the real server reports as 500 `{error: <raw message>}` (ClickHouse
 * or query-building errors). Messages imitate ClickHouse's wording so clients
 * see realistic text.
 */
class QueryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'QueryError';
    }
}
function unknownIdentifier(name) {
    return new QueryError(`Code: 47. DB::Exception: Unknown expression identifier \`${name}\` in scope SELECT. (UNKNOWN_IDENTIFIER)`);
}
function syntaxError(query, position, detail) {
    const near = query.slice(position, position + 20);
    return new QueryError(`Code: 62. DB::Exception: Syntax error: failed at position ${position + 1} ('${near}'): ${detail}. (SYNTAX_ERROR)`);
}

;// CONCATENATED MODULE: ./src/emulator/series/table.ts
// The in-memory "ClickHouse table" the series engine queries. Column types
// matter because they decide how values come out in JSON (ClickHouse quotes
// 64-bit integers) and how `field:value` compares.
/** `YYYY-MM-DD HH:MM:SS` in UTC, the ClickHouse DateTime text form. */
function formatDateTime(ms) {
    return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
/** DateTime64(9) text form, e.g. `2024-05-01 10:00:00.123000000`. */
function formatDateTime64(ms) {
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000`;
}
/** A cell as ClickHouse's JSON output renders it (output_format_json_quote_64bit_integers=1). */
function cellToJson(type, value) {
    if (type === 'UInt64')
        return String(value);
    if (type === 'DateTime64')
        return formatDateTime64(Number(value));
    return value;
}

;// CONCATENATED MODULE: ./src/emulator/series/aggregate.ts
// Aggregate functions of a chart series, with the result types HyperDX +
// ClickHouse produce. HyperDX renders every aggregate except count,
// count_distinct, any and none over `toFloat64OrDefault(toString(field))`, so:
//   count, count_distinct      UInt64  -> JSON string ("4")
//   sum avg min max quantile
//   last_value increase        Float64 -> JSON number (non-numeric text counts as 0)
//   any, none                  the column's own type (UInt64 quoted, String as is)
// quantile(level): ClickHouse `quantile` is exact below 8192 rows and
// interpolates linearly at position level*(n-1) (R-7); without `level` it is
// the median, as `quantile(x)` is in ClickHouse.
// last_value: the latest row by Timestamp; any: the earliest.
// none: emulator choice, same as any. increase: emulator choice, max - min.


const AGG_FNS = [
    'avg',
    'count',
    'count_distinct',
    'last_value',
    'max',
    'min',
    'quantile',
    'sum',
    'any',
    'none',
    'increase',
];
function compileAggregate(spec, table) {
    if (spec.aggFn === 'count')
        return (rows) => String(rows.length);
    const reader = fieldReader(spec, table);
    // toString(DateTime64) is date text, which toFloat64OrDefault turns into 0.
    const num = reader.type === 'DateTime64' ? () => 0 : (row) => toFloat64OrDefault(reader.read(row));
    switch (spec.aggFn) {
        case 'count_distinct':
            return (rows) => String(new Set(rows.map((r) => reader.read(r))).size);
        case 'any':
        case 'none':
            return (rows) => cellToJson(reader.type, reader.read(rows[0])); // a bucket has at least one row
        case 'last_value':
            return (rows) => num(rows[rows.length - 1]);
        case 'sum':
            return (rows) => rows.reduce((acc, r) => acc + num(r), 0);
        case 'avg':
            return (rows) => rows.reduce((acc, r) => acc + num(r), 0) / rows.length;
        case 'min':
            return (rows) => rows.reduce((acc, r) => Math.min(acc, num(r)), Infinity);
        case 'max':
            return (rows) => rows.reduce((acc, r) => Math.max(acc, num(r)), -Infinity);
        case 'increase':
            return (rows) => rows.reduce((acc, r) => Math.max(acc, num(r)), -Infinity) -
                rows.reduce((acc, r) => Math.min(acc, num(r)), Infinity);
        case 'quantile': {
            const level = spec.level ?? 0.5;
            return (rows) => quantile(rows.map(num), level);
        }
    }
}
/** ClickHouse `quantile` for small samples: linear interpolation at level*(n-1). */
function quantile(values, level) {
    const sorted = [...values].sort((a, b) => a - b);
    const pos = level * (sorted.length - 1);
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    const low = sorted[lo] ?? 0;
    return low + ((sorted[hi] ?? low) - low) * (pos - lo);
}
/** `toFloat64OrDefault(toString(x))`: numbers as is, numeric text parsed, anything else 0. */
function toFloat64OrDefault(cell) {
    if (typeof cell === 'number')
        return cell;
    const text = cell.trim();
    return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : 0;
}
function fieldReader(spec, table) {
    const field = spec.field ?? '';
    if (field.trim() === '')
        throw missingFieldError(spec.aggFn);
    // HyperDX quotes a field containing a dot into a string literal ('a.b').
    if (field.includes('.'))
        return { read: () => field, type: 'String' };
    const type = table.columns[field];
    if (type === undefined)
        throw unknownIdentifier(field);
    return { read: (row) => row[field] ?? '', type };
}
/** What ClickHouse says about the SQL HyperDX renders when `field` is empty. */
function missingFieldError(aggFn) {
    if (aggFn === 'count_distinct') {
        return new QueryError('Code: 62. DB::Exception: Syntax error: failed at position 16 (\')\'): ). Expected one of: expression, list of elements. (SYNTAX_ERROR)');
    }
    if (aggFn === 'any' || aggFn === 'none') {
        return new QueryError(`Code: 42. DB::Exception: Aggregate function ${aggFn === 'any' ? 'any' : 'none'} requires single argument. (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)`);
    }
    return new QueryError("Code: 42. DB::Exception: Number of arguments for function toString doesn't match: passed 0, should be 1 or 2. (NUMBER_OF_ARGUMENTS_DOESNT_MATCH)");
}

;// CONCATENATED MODULE: ./src/emulator/shapes.ts
// Zod-3-like object shapes over the Checker (validate.ts), for the large request bodies (dashboard
// tile configs): fields are checked in the schema's order, unknown keys are dropped, defaults are
// filled, and an object's refinement runs only when nothing inside it aborted (docs/contract.md §4.2:
// "validates and replaces", so a body comes out stripped and defaulted).

const join = (path, key) => (path === '' ? String(key) : `${path}.${key}`);
const optional = (field) => (c, p, v) => v === undefined ? undefined : field(c, p, v);
/** `.optional().default(d)`. */
const withDefault = (field, d) => (c, p, v) => v === undefined ? d : field(c, p, v);
const shapes_string = (o = {}) => (c, p, v) => c.string(p, v, o) ?? undefined;
const shapes_number = (o = {}) => (c, p, v) => c.number(p, v, o) ?? undefined;
const shapes_boolean = (c, p, v) => c.boolean(p, v, false);
const shapes_oneOf = (values) => (c, p, v) => c.enumOf(p, v, values) ?? undefined;
const shapes_literal = (value) => (c, p, v) => {
    if (v === value)
        return v;
    c.add(p, `Invalid literal value, expected "${value}"`, true);
    return undefined;
};
/** A Mongo ObjectId string (the refinement's own message). */
const objectId = (c, p, v) => {
    const s = c.string(p, v);
    if (typeof s === 'string' && !isObjectId(s))
        c.add(p, 'Invalid ObjectId');
    return s ?? undefined;
};
const shapes_arrayOf = (item, o = {}) => (c, p, v) => c.array(p, v, o)?.map((x, i) => item(c, join(p, i), x));
/**
 * An object of `shape` (keys in schema order; others dropped). `refine` sees the raw input and the
 * parsed value, and runs only when no field aborted.
 */
function shapes_object(shape, refine) {
    return (c, p, v) => {
        const raw = c.object(p, v);
        if (!raw)
            return undefined;
        const mark = c.fatal;
        const out = {};
        for (const [key, field] of Object.entries(shape)) {
            const value = field(c, join(p, key), raw[key]);
            if (value !== undefined)
                out[key] = value;
        }
        if (refine && c.fatal === mark)
            refine(c, p, raw, out);
        return out;
    };
}
/** `z.discriminatedUnion(key, …)`: the variant named by `raw[key]`, each variant keyed by its values. */
function discriminated(key, variants) {
    return (c, p, v) => {
        const raw = c.object(p, v);
        if (!raw)
            return undefined;
        const tag = raw[key];
        if (typeof tag !== 'string' || !Object.hasOwn(variants, tag)) {
            const expected = Object.keys(variants).map((k) => `'${k}'`).join(' | ');
            c.add(join(p, key), `Invalid discriminator value. Expected ${expected}`, true);
            return undefined;
        }
        return variants[tag](c, p, raw);
    };
}

;// CONCATENATED MODULE: ./src/emulator/tile-config.ts
// Dashboard tile `config` as the server parses it (docs/contract.md §7.3–§7.4): one shape per display type
// (builder) or per raw SQL display type, keys in the schema's order, unknown keys dropped, the
// schema's defaults filled, then the config-wide rules (asRatio, formulas, number tiles). What the
// server adds on the way out is dashboard-render.ts.




/** Query languages of tiles, select items and onClick links (promql accepted at runtime, docs/contract.md §16). */
const WHERE_LANGUAGES = ['sql', 'lucene', 'promql'];
/** Palette tokens (docs/contract.md §7.4); the legacy `chart-1…10` are refused on input and mapped on output. */
const tile_config_PALETTE = [
    'chart-blue', 'chart-orange', 'chart-red', 'chart-cyan', 'chart-green', 'chart-pink', 'chart-purple',
    'chart-light-blue', 'chart-brown', 'chart-gray', 'chart-success', 'chart-warning', 'chart-error',
];
const LEVELS = [0.5, 0.9, 0.95, 0.99];
/** Display types whose tiles can carry alerts; others lose their alerts on dashboard PUT (docs/contract.md §7.2). */
const ALERTABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'];
const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];
// HO `NumberFormat.numericUnit`.
const NUMERIC_UNITS = [
    'bytes_iec', 'bytes_si', 'bits_iec', 'bits_si', 'kibibytes', 'kilobytes', 'mebibytes', 'megabytes', 'gibibytes',
    'gigabytes', 'tebibytes', 'terabytes', 'pebibytes', 'petabytes', 'packets_sec', 'bytes_sec_iec', 'bytes_sec_si',
    'bits_sec_iec', 'bits_sec_si', 'kibibytes_sec', 'kibibits_sec', 'kilobytes_sec', 'kilobits_sec', 'mebibytes_sec',
    'mebibits_sec', 'megabytes_sec', 'megabits_sec', 'gibibytes_sec', 'gibibits_sec', 'gigabytes_sec', 'gigabits_sec',
    'tebibytes_sec', 'tebibits_sec', 'terabytes_sec', 'terabits_sec', 'pebibytes_sec', 'pebibits_sec', 'petabytes_sec',
    'petabits_sec', 'cps', 'ops', 'rps', 'reads_sec', 'wps', 'iops', 'cpm', 'opm', 'rpm_reads', 'wpm',
];
/** Free text: `alias`, `groupBy`, `having`, `orderBy`, `where`, … (≤ 10000, docs/contract.md §7.4). */
const tile_config_text = (max = 10_000) => optional(shapes_string({ max }));
const where = withDefault(shapes_string({ max: 10_000 }), '');
const whereLanguage = optional(shapes_oneOf(WHERE_LANGUAGES));
const flag = optional(shapes_boolean);
const color = optional(shapes_oneOf(tile_config_PALETTE));
const tile_config_NUMBER_FORMAT = optional(shapes_object({
    output: shapes_oneOf(['currency', 'percent', 'byte', 'time', 'duration', 'number', 'data_rate', 'throughput']),
    numericUnit: optional(shapes_oneOf(NUMERIC_UNITS)),
    mantissa: optional(shapes_number({ int: true })),
    thousandSeparated: flag,
    average: flag,
    decimalBytes: flag,
    factor: optional(shapes_number()),
    currencySymbol: optional(shapes_string()),
    unit: optional(shapes_string()),
}));
const level = (c, p, v) => {
    if (LEVELS.includes(v))
        return v;
    c.add(p, 'Invalid input', true); // a union of literals
    return undefined;
};
const tile_config_SELECT_ITEM = shapes_object({
    valueExpression: tile_config_text(),
    alias: tile_config_text(),
    aggFn: shapes_oneOf(AGG_FNS),
    level: optional(level),
    where,
    whereLanguage,
    numberFormat: tile_config_NUMBER_FORMAT,
    metricType: optional(shapes_oneOf(METRIC_TYPES)),
    metricName: optional(shapes_string()),
    periodAggFn: optional(shapes_oneOf(['delta'])),
}, (c, p, _raw, item) => {
    if (item.level && item.aggFn !== 'quantile')
        c.add(p, 'Level can only be used with quantile aggregation function');
    if (item.valueExpression && item.aggFn === 'count')
        c.add(p, 'Value expression cannot be used with count aggregation function');
    else if (!item.valueExpression && item.aggFn !== 'count')
        c.add(p, 'Value expression is required for non-count aggregation functions');
});
const SELECT = shapes_arrayOf(tile_config_SELECT_ITEM, { min: 1, max: 20 });
const FORMULAS = optional(shapes_arrayOf(shapes_object({ expression: shapes_string({ max: 1024 }), alias: optional(shapes_string()), numberFormat: tile_config_NUMBER_FORMAT }), { max: 10 }));
// Number tile colour rules (≤ 10): numeric bounds, a range, or equality with a number or a short text.
const numberOrText = (c, p, v) => {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string')
        return c.string(p, v, { max: 200 });
    c.add(p, 'Invalid input', true);
    return undefined;
};
const rule = (operator, value) => shapes_object({ operator, value, color: shapes_oneOf(tile_config_PALETTE), label: optional(shapes_string({ max: 40 })) });
const ORDERED_RULE = rule(shapes_oneOf(['gt', 'gte', 'lt', 'lte']), shapes_number());
const EQUALITY_RULE = rule(shapes_oneOf(['eq', 'neq']), numberOrText);
const tile_config_COLOR_RULE = discriminated('operator', {
    gt: ORDERED_RULE,
    gte: ORDERED_RULE,
    lt: ORDERED_RULE,
    lte: ORDERED_RULE,
    between: rule(shapes_literal('between'), shapes_arrayOf(shapes_number(), { length: 2 })),
    eq: EQUALITY_RULE,
    neq: EQUALITY_RULE,
});
/** A stored colour rule the number-tile schema accepts, or undefined (what the read path keeps). */
function validColorRule(value) {
    const c = new Checker();
    const out = tile_config_COLOR_RULE(c, '', value);
    return c.ok ? out : undefined;
}
// Table link-outs (docs/contract.md §7.4 `onClick`).
const nonEmpty = (message) => (c, p, v) => {
    const s = c.string(p, v, { max: 10_000 });
    if (s === '')
        c.add(p, message);
    return s ?? undefined;
};
const TARGET = discriminated('mode', {
    id: shapes_object({ mode: shapes_literal('id'), id: objectId }),
    template: shapes_object({ mode: shapes_literal('template'), template: shapes_string({ min: 1, max: 10_000 }) }),
});
const tile_config_link = (type) => shapes_object({
    type: shapes_literal(type),
    target: TARGET,
    whereTemplate: tile_config_text(),
    whereLanguage,
    filters: optional(shapes_arrayOf(shapes_object({ kind: shapes_literal('expressionTemplate'), expression: nonEmpty('Expression is required'), template: nonEmpty('Template is required') }), { max: 50 })),
});
const tile_config_ON_CLICK = optional(discriminated('type', {
    search: tile_config_link('search'),
    dashboard: tile_config_link('dashboard'),
    external: shapes_object({ type: shapes_literal('external'), urlTemplate: shapes_string({ min: 1, max: 10_000 }) }),
}));
const seriesLimit = optional(shapes_number({ int: true, min: 0 }));
const TIME_CHART = {
    sourceId: objectId,
    select: SELECT,
    groupBy: tile_config_text(),
    asRatio: flag,
    alignDateRangeToGranularity: flag,
    fillNulls: flag,
    numberFormat: tile_config_NUMBER_FORMAT,
    formulas: FORMULAS,
    showOperandSeries: flag,
};
const categorical = (displayType) => shapes_object({
    displayType: shapes_literal(displayType),
    sourceId: objectId,
    select: shapes_arrayOf(tile_config_SELECT_ITEM, { length: 1 }),
    groupBy: tile_config_text(),
    orderBy: tile_config_text(),
    numberFormat: tile_config_NUMBER_FORMAT,
    limit: seriesLimit,
});
const BUILDER = discriminated('displayType', {
    line: shapes_object({ ...TIME_CHART, displayType: shapes_literal('line'), compareToPreviousPeriod: flag, fitYAxisToData: flag, seriesLimit }),
    stacked_bar: shapes_object({ ...TIME_CHART, displayType: shapes_literal('stacked_bar'), seriesLimit }),
    table: shapes_object({
        displayType: shapes_literal('table'),
        sourceId: objectId,
        select: SELECT,
        groupBy: tile_config_text(),
        having: tile_config_text(),
        orderBy: tile_config_text(),
        asRatio: flag,
        numberFormat: tile_config_NUMBER_FORMAT,
        groupByColumnsOnLeft: flag,
        onClick: tile_config_ON_CLICK,
        formulas: FORMULAS,
        showOperandSeries: flag,
    }),
    number: shapes_object({
        displayType: shapes_literal('number'),
        sourceId: objectId,
        select: SELECT,
        numberFormat: tile_config_NUMBER_FORMAT,
        formulas: FORMULAS,
        color,
        colorRules: optional(shapes_arrayOf(tile_config_COLOR_RULE, { max: 10 })),
        backgroundChart: optional(shapes_object({ type: shapes_oneOf(['line', 'area']), color })),
    }),
    pie: categorical('pie'),
    bar: categorical('bar'),
    heatmap: shapes_object({
        displayType: shapes_literal('heatmap'),
        sourceId: objectId,
        select: shapes_arrayOf(shapes_object({ valueExpression: shapes_string({ min: 1, max: 10_000 }), countExpression: tile_config_text(), heatmapScaleType: optional(shapes_oneOf(['log', 'linear'])) }), { length: 1 }),
        where,
        whereLanguage,
        numberFormat: tile_config_NUMBER_FORMAT,
    }),
    markdown: shapes_object({ displayType: shapes_literal('markdown'), markdown: optional(shapes_string({ max: 50_000 })) }),
    search: shapes_object({ displayType: shapes_literal('search'), sourceId: objectId, select: shapes_string({ max: 10_000 }), where, whereLanguage }),
    event_patterns: shapes_object({ displayType: shapes_literal('event_patterns'), sourceId: objectId, select: withDefault(shapes_string({ max: 10_000 }), ''), where, whereLanguage }),
});
const RAW_SQL = {
    configType: shapes_literal('sql'),
    connectionId: objectId,
    sqlTemplate: shapes_string({ max: 100_000 }),
    sourceId: optional(objectId),
    numberFormat: tile_config_NUMBER_FORMAT,
};
const SQL = discriminated('displayType', {
    line: shapes_object({ ...RAW_SQL, displayType: shapes_literal('line'), compareToPreviousPeriod: flag, fillNulls: flag, alignDateRangeToGranularity: flag, fitYAxisToData: flag, seriesLimit }),
    stacked_bar: shapes_object({ ...RAW_SQL, displayType: shapes_literal('stacked_bar'), fillNulls: flag, alignDateRangeToGranularity: flag, seriesLimit }),
    table: shapes_object({ ...RAW_SQL, displayType: shapes_literal('table'), onClick: tile_config_ON_CLICK }),
    number: shapes_object({ ...RAW_SQL, displayType: shapes_literal('number'), color }),
    pie: shapes_object({ ...RAW_SQL, displayType: shapes_literal('pie') }),
    bar: shapes_object({ ...RAW_SQL, displayType: shapes_literal('bar') }),
});
/** The rules over a whole config, once its shape is valid (they read the body as sent). */
function refineConfig(c, path, raw) {
    const select = Array.isArray(raw.select) ? raw.select : undefined;
    if (raw.asRatio && select?.length !== 2)
        c.add(path, 'asRatio can only be used with exactly two select items');
    if ('configType' in raw)
        return;
    const formulas = Array.isArray(raw.formulas) ? raw.formulas : [];
    if (formulas.length > 0) {
        formulas.forEach((f, i) => {
            const problems = formulaProblems(isRecord(f) && typeof f.expression === 'string' ? f.expression : '', select?.length ?? 0);
            if (problems.length)
                c.add(`${path}.formulas.${i}.expression`, problems.join('; '));
        });
        if (raw.asRatio)
            c.add(`${path}.formulas`, 'formulas cannot be combined with asRatio; express the ratio as a formula instead (e.g. "A / B")');
        if (raw.displayType === 'number' && formulas.length > 1)
            c.add(`${path}.formulas`, 'Number charts support a single formula');
    }
    if (raw.displayType === 'number' && formulas.length === 0 && select && select.length !== 1) {
        c.add(`${path}.select`, 'Number tiles support a single select item unless formulas are used (extra items are formula operands)');
    }
}
/**
 * One tile config as the server parses it: stripped of unknown keys, with the schema's defaults
 * (`where: ""`, …), or undefined with the problems in `c`. Raw SQL when `configType` is `sql`,
 * builder otherwise. Its problems mark the tile invalid without aborting it (the server checks
 * the config in a refinement), so the tile's own rules still run.
 */
function parseTileConfig(c, path, raw) {
    const before = c.issues.length;
    const mark = c.fatal;
    const parsed = (isRecord(raw) && raw.configType === 'sql' ? SQL : BUILDER)(c, path, raw);
    if (c.issues.length === before && isRecord(raw))
        refineConfig(c, path, raw);
    c.fatal = mark;
    return c.issues.length === before ? parsed : undefined;
}
function isAlertable(config) {
    return ALERTABLE_DISPLAY_TYPES.includes(String(config.displayType));
}

;// CONCATENATED MODULE: ./src/emulator/alerts.ts
// Alerts (docs/contract.md §8): body validation, team cross-checks, replace-on-PUT and the response of docs/contract.md §8.2.





const THRESHOLD_TYPES = ['above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between'];
const INTERVAL_MINUTES = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '6h': 360, '12h': 720, '1d': 1440 };
const INTERVALS = Object.keys(INTERVAL_MINUTES);
const YEAR_MS = 365 * 24 * 3600 * 1000;
function checkChannel(c, path, raw, email) {
    const ch = c.object(path, raw);
    if (!ch)
        return undefined;
    if (email && ch.type === 'email') {
        const recipients = c.array(`${path}.emailRecipients`, ch.emailRecipients, { min: 1 });
        recipients?.forEach((r, i) => c.string(`${path}.emailRecipients.${i}`, r, { min: 1 }));
        return recipients ? { type: 'email', emailRecipients: recipients } : undefined;
    }
    if (ch.type !== 'webhook') {
        c.add(`${path}.type`, `Invalid discriminator value. Expected ${email ? "'email' | 'webhook'" : "'webhook'"}`);
        return undefined;
    }
    const webhookId = c.string(`${path}.webhookId`, ch.webhookId, { min: 1 });
    c.string(`${path}.webhookService`, ch.webhookService, { optional: true });
    c.string(`${path}.slackChannelId`, ch.slackChannelId, { optional: true });
    c.enumOf(`${path}.severity`, ch.severity, ['critical', 'error', 'warning', 'info'], { optional: true });
    if (typeof webhookId !== 'string')
        return undefined;
    const out = { type: 'webhook', webhookId };
    for (const k of ['webhookService', 'slackChannelId', 'severity'])
        if (typeof ch[k] === 'string')
            out[k] = ch[k];
    return out;
}
const sameChannel = (a, b) => a.type === b.type && a.webhookId === b.webhookId;
/**
 * Schema validation; messages follow zod where the notes give them, ours (documented) elsewhere.
 * `ctx.singleChannel`: the schema has no `channels` (self-hosted before api 2.36, and the managed
 * service); `ctx.managed`: a channel may be an email one.
 */
function parseAlertBody(ctx, input) {
    const now = ctx.now();
    const singleChannel = ctx.singleChannel === true;
    const email = ctx.managed === true;
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { issues: c.issues };
    const channel = raw.channel === undefined ? undefined : checkChannel(c, 'channel', raw.channel, email);
    // Without `channels` in the schema, zod drops that unknown key and `channel` is required.
    if (singleChannel && raw.channel === undefined)
        c.add('channel', 'Required');
    const channelList = singleChannel ? undefined : c.array('channels', raw.channels, { optional: true, min: 1, max: 10 });
    const channels = channelList?.map((x, i) => checkChannel(c, `channels.${i}`, x, email));
    const interval = c.enumOf('interval', raw.interval, INTERVALS);
    const offset = c.number('scheduleOffsetMinutes', raw.scheduleOffsetMinutes, { optional: true, int: true, min: 0, max: 1439 });
    let startAt = c.string('scheduleStartAt', raw.scheduleStartAt, { optional: true, nullable: true });
    if (typeof startAt === 'string') {
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(startAt) || Number.isNaN(Date.parse(startAt))) {
            c.add('scheduleStartAt', 'Invalid datetime');
            startAt = undefined;
        }
    }
    const threshold = c.number('threshold', raw.threshold);
    const thresholdMax = c.number('thresholdMax', raw.thresholdMax, { optional: true });
    const thresholdType = c.enumOf('thresholdType', raw.thresholdType, THRESHOLD_TYPES);
    const name = c.string('name', raw.name, { optional: true, nullable: true, min: 1, max: 512 });
    const message = c.string('message', raw.message, { optional: true, nullable: true, min: 1, max: 4096 });
    const note = c.string('note', raw.note, { optional: true, nullable: true, min: 1, max: 4096 });
    const ncw = c.number('numConsecutiveWindows', raw.numConsecutiveWindows, { optional: true, nullable: true, int: true, min: 1 });
    // `source` declares a default but the per-source branch validates the raw input, so a missing
    // source fails the union with a bare "Invalid input" (docs/contract.md §8.1).
    const source = raw.source;
    let refs = {};
    if (source === 'tile') {
        refs = {
            dashboardId: c.string('dashboardId', raw.dashboardId, { min: 1 }) ?? undefined,
            tileId: c.string('tileId', raw.tileId, { min: 1 }) ?? undefined,
        };
    }
    else if (source === 'saved_search') {
        refs = { savedSearchId: c.string('savedSearchId', raw.savedSearchId, { min: 1 }) ?? undefined };
        const groupBy = c.string('groupBy', raw.groupBy, { optional: true, nullable: true });
        if (groupBy !== undefined)
            refs.groupBy = groupBy;
    }
    else {
        c.add('', 'Invalid input');
    }
    if (!c.ok)
        return { issues: c.issues };
    // Refinements (run only once the shape is valid, like zod's superRefine).
    if (!channel && !channels)
        c.add('', 'Provide either "channel" or "channels"');
    if (channel && channels && !sameChannel(channel, channels[0])) {
        c.add('', 'When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"');
    }
    if (channels && channels.some((x, i) => channels.findIndex((y) => sameChannel(x, y)) !== i)) {
        c.add('channels', 'Duplicate notification channels are not allowed');
    }
    if (thresholdType === 'between' || thresholdType === 'not_between') {
        if (thresholdMax == null)
            c.add('thresholdMax', 'thresholdMax is required for between and not_between thresholds');
        else if (thresholdMax < threshold)
            c.add('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
    }
    if (offset != null && offset > 0) {
        if (offset >= INTERVAL_MINUTES[interval])
            c.add('scheduleOffsetMinutes', 'scheduleOffsetMinutes must be less than the alert interval in minutes');
        if (typeof startAt === 'string')
            c.add('scheduleOffsetMinutes', 'scheduleOffsetMinutes must be 0 when scheduleStartAt is set');
    }
    if (typeof startAt === 'string') {
        const t = Date.parse(startAt);
        if (t > now + YEAR_MS)
            c.add('scheduleStartAt', 'scheduleStartAt must be within 1 year in the future');
        if (t < now - 10 * YEAR_MS)
            c.add('scheduleStartAt', 'scheduleStartAt must be within 10 years in the past');
    }
    if (!c.ok)
        return { issues: c.issues };
    const value = {
        source: source,
        ...refs,
        threshold: threshold,
        thresholdType: thresholdType,
        interval: interval,
        channels: channels ?? [channel],
    };
    if (thresholdMax != null)
        value.thresholdMax = thresholdMax;
    if (offset != null)
        value.scheduleOffsetMinutes = offset;
    if (startAt !== undefined)
        value.scheduleStartAt = startAt === null ? null : new Date(startAt).toISOString();
    if (name !== undefined)
        value.name = name;
    if (message !== undefined)
        value.message = message;
    if (note !== undefined)
        value.note = note;
    if (ncw !== undefined)
        value.numConsecutiveWindows = ncw;
    return { value, issues: [] };
}
/** Controller checks after the schema (400 `{message}`, docs/contract.md §4.2 / §8.1). */
function crossCheck(team, a) {
    if (a.source === 'tile') {
        if (!isObjectId(a.dashboardId))
            return 'Invalid dashboard ID';
        const dashboard = team.dashboards.find((d) => d.id === a.dashboardId);
        if (!dashboard)
            return 'Dashboard not found';
        const tile = dashboard.tiles.find((t) => t.id === a.tileId);
        if (!tile)
            return 'Tile not found';
        if (tile.config.configType === 'sql' && !isAlertable(tile.config)) {
            return 'Alerts on Raw SQL tiles are only supported for Line, Stacked Bar, or Number display types';
        }
    }
    else {
        if (!isObjectId(a.savedSearchId))
            return 'Invalid saved search ID';
        if (!team.savedSearches.some((s) => s.id === a.savedSearchId))
            return 'Saved search not found';
    }
    for (const ch of a.channels) {
        if (ch.type === 'email')
            continue;
        if (!isObjectId(ch.webhookId))
            return 'Invalid webhook ID';
        if (!team.webhooks.some((w) => w.id === ch.webhookId))
            return 'Webhook not found';
    }
    return undefined;
}
/** Response shape (docs/contract.md §8.2): note/numConsecutiveWindows always present; channel = channels[0]. */
function renderAlert(a, singleChannel = false) {
    const out = {
        id: a.id,
        name: a.name ?? null,
        message: a.message ?? null,
        note: a.note ?? null,
        threshold: a.threshold,
    };
    if (a.thresholdMax !== undefined)
        out.thresholdMax = a.thresholdMax;
    out.interval = a.interval;
    if (a.scheduleOffsetMinutes !== undefined)
        out.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
    if (a.scheduleStartAt !== undefined)
        out.scheduleStartAt = a.scheduleStartAt;
    out.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
    out.thresholdType = a.thresholdType;
    out.source = a.source;
    out.state = a.state;
    if (a.channels.length > 0) {
        out.channel = { ...a.channels[0] };
        if (!singleChannel)
            out.channels = a.channels.map((c) => ({ ...c }));
    }
    out.teamId = a.teamId;
    if (a.source === 'tile') {
        out.tileId = a.tileId;
        out.dashboardId = a.dashboardId;
    }
    else {
        out.savedSearchId = a.savedSearchId;
        if (a.groupBy !== undefined)
            out.groupBy = a.groupBy;
    }
    if (a.silenced)
        out.silenced = a.silenced;
    if (a.executionErrors)
        out.executionErrors = a.executionErrors;
    out.createdAt = a.createdAt;
    out.updatedAt = a.updatedAt;
    return out;
}
function applyParsed(record, a, isUpdate) {
    record.source = a.source;
    // Switching source clears the other kind's references (docs/contract.md §8.1).
    delete record.dashboardId;
    delete record.tileId;
    delete record.savedSearchId;
    delete record.groupBy;
    if (a.source === 'tile') {
        record.dashboardId = a.dashboardId;
        record.tileId = a.tileId;
    }
    else {
        record.savedSearchId = a.savedSearchId;
        if (a.groupBy !== undefined)
            record.groupBy = a.groupBy;
        else if (isUpdate)
            record.groupBy = null;
    }
    record.threshold = a.threshold;
    if (a.thresholdMax !== undefined)
        record.thresholdMax = a.thresholdMax;
    else
        delete record.thresholdMax;
    record.thresholdType = a.thresholdType;
    record.interval = a.interval;
    // scheduleStartAt omitted on PUT keeps the previous value; setting it forces the offset to 0.
    if (a.scheduleStartAt !== undefined)
        record.scheduleStartAt = a.scheduleStartAt;
    if (typeof a.scheduleStartAt === 'string')
        record.scheduleOffsetMinutes = 0;
    else if (a.scheduleOffsetMinutes !== undefined)
        record.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
    else
        delete record.scheduleOffsetMinutes;
    record.channels = a.channels;
    record.name = a.name ?? null;
    record.message = a.message ?? null;
    record.note = a.note ?? null;
    record.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
}
const notFound = () => fail(404, 'Alert not found');
function listAlerts(ctx, req) {
    return paginated(ctx, req.query, ctx.team.alerts, (a) => renderAlert(a, ctx.singleChannel));
}
function getAlert(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const alert = ctx.team.alerts.find((a) => a.id === req.id);
    return alert ? { kind: 'data', data: renderAlert(alert, ctx.singleChannel) } : notFound();
}
function createAlert(ctx, req) {
    const { value, issues } = parseAlertBody(ctx, req.body);
    if (!value)
        return validationFailed('Body', issues);
    const problem = crossCheck(ctx.team, value);
    if (problem)
        return fail(400, problem);
    const now = iso(ctx.now());
    const record = {
        id: ctx.ids.objectId(),
        teamId: ctx.team.id,
        state: 'OK',
        createdAt: now,
        updatedAt: now,
    };
    applyParsed(record, value, false);
    ctx.team.alerts.push(record);
    return { kind: 'data', data: renderAlert(record, ctx.singleChannel) };
}
function updateAlert(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const { value, issues } = parseAlertBody(ctx, req.body);
    if (!value)
        return validationFailed('Body', issues);
    const record = ctx.team.alerts.find((a) => a.id === req.id);
    if (!record)
        return notFound();
    const problem = crossCheck(ctx.team, value);
    if (problem)
        return fail(400, problem);
    applyParsed(record, value, true);
    record.updatedAt = iso(ctx.now());
    return { kind: 'data', data: renderAlert(record, ctx.singleChannel) };
}
function deleteAlert(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const index = ctx.team.alerts.findIndex((a) => a.id === req.id);
    if (index < 0)
        return notFound(); // api ≥ 2.30: 404 JSON (docs/contract.md §6)
    ctx.team.alerts.splice(index, 1);
    return { kind: 'deleted' };
}

;// CONCATENATED MODULE: ./src/emulator/connections.ts
// Connections (docs/contract.md §13, self-hosted only): `password` is write-only and kept by a PUT that
// omits it; `hyperdxSettingPrefix` "" or null clears it; 404 and 403 are text (docs/contract.md §4.2).




function connections_parse(input) {
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { error: validationFailed('Body', c.issues) };
    const name = c.string('name', raw.name, { min: 1 });
    const host = c.string('host', raw.host, { min: 1 });
    const username = c.string('username', raw.username);
    const password = c.string('password', raw.password, { optional: true });
    const prefix = c.string('hyperdxSettingPrefix', raw.hyperdxSettingPrefix, { optional: true, nullable: true });
    // The rule (letters, digits, underscore) is on record; the message is ours.
    if (typeof prefix === 'string' && !/^[A-Za-z0-9_]*$/.test(prefix))
        c.add('hyperdxSettingPrefix', 'Invalid');
    const prometheus = c.boolean('isPrometheusEndpoint', raw.isPrometheusEndpoint);
    if (!c.ok)
        return { error: validationFailed('Body', c.issues) };
    const value = { name: name, host: host, username: username };
    if (password != null)
        value.password = password;
    if (prefix !== undefined)
        value.hyperdxSettingPrefix = prefix || null;
    if (prometheus !== undefined)
        value.isPrometheusEndpoint = prometheus;
    return { value };
}
function renderConnection(k) {
    const out = { id: k.id, name: k.name, host: k.host, username: k.username };
    if (k.hyperdxSettingPrefix)
        out.hyperdxSettingPrefix = k.hyperdxSettingPrefix;
    if (k.isPrometheusEndpoint !== undefined)
        out.isPrometheusEndpoint = k.isPrometheusEndpoint;
    out.createdAt = k.createdAt;
    out.updatedAt = k.updatedAt;
    return out;
}
const connections_notFound = () => fail(404, 'Connection not found', 'Not Found');
function listConnections(ctx) {
    return { kind: 'data', data: ctx.team.connections.map(renderConnection) };
}
function getConnection(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const k = ctx.team.connections.find((x) => x.id === req.id);
    return k ? { kind: 'data', data: renderConnection(k) } : connections_notFound();
}
function createConnection(ctx, req) {
    const { value, error } = connections_parse(req.body);
    if (error)
        return error;
    const now = iso(ctx.now());
    const record = { ...value, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
    if (record.hyperdxSettingPrefix === null)
        delete record.hyperdxSettingPrefix;
    ctx.team.connections.push(record);
    return { kind: 'data', data: renderConnection(record) };
}
function updateConnection(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const { value, error } = connections_parse(req.body);
    if (error)
        return error;
    const record = ctx.team.connections.find((x) => x.id === req.id);
    if (!record)
        return connections_notFound();
    const password = value.password ?? record.password;
    const prefix = value.hyperdxSettingPrefix === undefined ? record.hyperdxSettingPrefix : value.hyperdxSettingPrefix;
    delete record.isPrometheusEndpoint;
    Object.assign(record, value, { updatedAt: iso(ctx.now()) });
    if (password !== undefined)
        record.password = password;
    if (prefix)
        record.hyperdxSettingPrefix = prefix;
    else
        delete record.hyperdxSettingPrefix;
    return { kind: 'data', data: renderConnection(record) };
}
function deleteConnection(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    if (removeWhere(ctx.team.connections, (k) => k.id === req.id) === 0)
        return connections_notFound();
    return { kind: 'deleted' };
}

;// CONCATENATED MODULE: ./src/emulator/dashboard-body.ts
// A dashboard request body as the server parses it (docs/contract.md §7.1, §7.3, §7.5, §7.6): fields in the
// schema's order, unknown keys dropped (filters strict), defaults filled, then the body-wide rules
// (saved query language, container and tab ids, filter modes and variable names). The result is
// what `POST /dashboards/validate` calls `normalized`; the cross-checks against the team are
// dashboard-checks.ts, storing and reading back dashboards.ts and dashboard-render.ts.



/** Legacy `series` tiles (docs/contract.md §7.6) are converted to config tiles, as the server does. */
function seriesToConfig(c, path, raw) {
    const series = c.array(path, raw, { min: 1 });
    if (!series?.length)
        return undefined;
    const first = series[0];
    if (!isRecord(first)) {
        c.add(`${path}.0`, `Expected object, received ${typeOf(first)}`, true);
        return undefined;
    }
    const items = series.filter(isRecord);
    const select = items.map((s) => ({
        aggFn: s.aggFn,
        ...(s.aggFn === 'count' ? {} : { valueExpression: s.field ?? '' }),
        ...(s.aggFn === 'quantile' && typeof s.level === 'number' ? { level: s.level } : {}),
        where: s.where ?? '',
        whereLanguage: s.whereLanguage ?? 'lucene',
        ...(s.alias ? { alias: s.alias } : {}),
    }));
    const groupBy = Array.isArray(first.groupBy) && first.groupBy.length ? { groupBy: first.groupBy.join(', ') } : {};
    switch (first.type) {
        case 'time':
            return parseTileConfig(c, path, { displayType: first.displayType ?? 'line', sourceId: first.sourceId, select, ...groupBy });
        case 'table':
            return parseTileConfig(c, path, { displayType: 'table', sourceId: first.sourceId, select, ...groupBy });
        case 'number':
            return parseTileConfig(c, path, { displayType: 'number', sourceId: first.sourceId, select });
        case 'search':
            return parseTileConfig(c, path, {
                displayType: 'search',
                sourceId: first.sourceId,
                select: Array.isArray(first.fields) ? first.fields.join(', ') : '',
                where: first.where ?? '',
                whereLanguage: first.whereLanguage,
            });
        case 'markdown':
            return parseTileConfig(c, path, { displayType: 'markdown', markdown: first.content ?? '' });
        default:
            c.add(`${path}.0.type`, "Invalid discriminator value. Expected 'time' | 'table' | 'number' | 'search' | 'markdown'", true);
            return undefined;
    }
}
function parseTile(c, path, raw) {
    const t = c.object(path, raw);
    if (!t)
        return undefined;
    const before = c.issues.length;
    const mark = c.fatal;
    const name = c.string(join(path, 'name'), t.name);
    const x = c.number(join(path, 'x'), t.x, { min: 0, max: 23 });
    const y = c.number(join(path, 'y'), t.y, { min: 0 });
    const w = c.number(join(path, 'w'), t.w, { min: 1, max: 24 });
    const h = c.number(join(path, 'h'), t.h, { min: 1 });
    const asRatio = c.boolean(join(path, 'asRatio'), t.asRatio);
    const fromSeries = t.series === undefined ? undefined : seriesToConfig(c, join(path, 'series'), t.series);
    const config = t.config === undefined ? undefined : parseTileConfig(c, join(path, 'config'), t.config);
    const containerId = c.string(join(path, 'containerId'), t.containerId, { optional: true, min: 1, max: 256 });
    const tabId = c.string(join(path, 'tabId'), t.tabId, { optional: true, min: 1, max: 256 });
    if (c.fatal === mark) {
        if (t.series && t.config)
            c.add(path, 'Tile cannot have both series and config');
        else if (!t.series && !t.config)
            c.add(path, 'Tile must have either series or config');
        if (t.asRatio != null && t.config) {
            c.add(path, 'asRatio property is not supported when using config property. Specify config.asRatio instead.');
        }
    }
    const id = c.string(join(path, 'id'), t.id, { optional: true, max: 36 });
    const stored = config ?? fromSeries;
    if (c.issues.length !== before || !stored)
        return undefined;
    if (fromSeries && typeof asRatio === 'boolean' && 'asRatio' in fromSeries)
        fromSeries.asRatio = asRatio;
    const tile = { name: name, x: x, y: y, w: w, h: h, config: stored };
    if (asRatio !== undefined)
        tile.asRatio = asRatio;
    if (fromSeries)
        tile.series = t.series;
    if (containerId != null)
        tile.containerId = containerId;
    if (tabId != null)
        tile.tabId = tabId;
    if (id != null)
        tile.id = id;
    return tile;
}
const FILTER = {
    type: shapes_oneOf(['QUERY_EXPRESSION']),
    name: shapes_string({ min: 1 }),
    expression: shapes_string({ min: 1 }),
    sourceMetricType: optional(shapes_oneOf(['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'])),
    where: optional(shapes_string()),
    whereLanguage: optional(shapes_oneOf(['sql', 'lucene'])),
    appliesToSourceIds: optional(shapes_arrayOf(shapes_string({ min: 1 }))),
    isBroadcastEnabled: optional(shapes_boolean),
    isVariableEnabled: optional(shapes_boolean),
    variableName: optional((c, p, v) => {
        const s = c.string(p, v, { max: 64 });
        if (typeof s === 'string' && !/^[a-zA-Z][a-zA-Z0-9_]*$/.test(s))
            c.add(p, 'Invalid');
        return s ?? undefined;
    }),
    sourceId: objectId,
};
/** Filters are `.strict()` (docs/contract.md §7.5): an unknown key is an error, and so is an `id` on create. */
function filterField(mode) {
    const shape = mode === 'update' ? { id: shapes_string(), ...FILTER } : FILTER;
    const parse = shapes_object(shape);
    return (c, p, v) => {
        const out = parse(c, p, v);
        if (isRecord(v))
            c.strictKeys(p, v, Object.keys(shape));
        return out;
    };
}
const CONTAINER = shapes_object({
    id: shapes_string({ min: 1, max: 256 }),
    title: shapes_string({ min: 1, max: 256 }),
    collapsed: shapes_boolean,
    collapsible: optional(shapes_boolean),
    bordered: optional(shapes_boolean),
    tabs: optional(shapes_arrayOf(shapes_object({ id: shapes_string({ min: 1, max: 256 }), title: shapes_string({ min: 1, max: 256 }) }), { max: 20 })),
});
const SAVED_FILTER_VALUE = shapes_object({ type: withDefault(shapes_literal('sql'), 'sql'), condition: shapes_string({ max: 10_000 }) });
/** The token a variable-enabled filter is referenced by: its `variableName`, or one derived from its name. */
function variableNameOf(f) {
    const explicit = typeof f.variableName === 'string' ? f.variableName.trim() : '';
    if (explicit)
        return explicit;
    const derived = String(f.name).trim().replace(/\s+/g, '_').replace(/[^A-Za-z0-9_]+/g, '');
    return (/^[0-9_]/.test(derived) ? `v${derived}` : derived) || undefined;
}
/** The rules over the whole body (the schema's refinement; all of them, in this order). */
function refineBody(c, d) {
    if (d.savedQuery != null && d.savedQueryLanguage === null) {
        c.add('savedQueryLanguage', 'savedQueryLanguage cannot be null when savedQuery is provided');
    }
    const containerIds = new Set();
    (d.containers ?? []).forEach((k, i) => {
        if (containerIds.has(k.id))
            c.add(`containers.${i}.id`, `Container IDs must be unique: "${k.id}"`);
        containerIds.add(k.id);
        const tabIds = new Set();
        (k.tabs ?? []).forEach((tab, j) => {
            if (tabIds.has(tab.id))
                c.add(`containers.${i}.tabs.${j}.id`, `Duplicate tab id "${tab.id}" in container "${k.id}"`);
            tabIds.add(tab.id);
        });
    });
    const filters = d.filters ?? [];
    const variables = new Set();
    filters.forEach((f, i) => {
        if (f.isVariableEnabled !== true)
            return;
        const variable = variableNameOf(f);
        if (!variable)
            c.add(`filters.${i}.variableName`, `Variable name is required for filter "${String(f.name)}"`);
        else if (variables.has(variable))
            c.add(`filters.${i}.variableName`, `Variable names must be unique: "${variable}"`);
        else
            variables.add(variable);
    });
    filters.forEach((f, i) => {
        if (f.isBroadcastEnabled === false && f.isVariableEnabled !== true) {
            c.add(`filters.${i}.isBroadcastEnabled`, `Filter "${String(f.name)}" must broadcast its value, be available as a variable, or both`);
        }
    });
    filters.forEach((f, i) => {
        if (f.variableName !== undefined && f.isVariableEnabled !== true) {
            c.add(`filters.${i}.variableName`, `Filter "${String(f.name)}" sets variableName but is not available as a variable; set isVariableEnabled to true or drop variableName`);
        }
        if (Array.isArray(f.appliesToSourceIds) && f.appliesToSourceIds.length > 0 && f.isBroadcastEnabled === false) {
            c.add(`filters.${i}.appliesToSourceIds`, `Filter "${String(f.name)}" sets appliesToSourceIds but does not broadcast its value; set isBroadcastEnabled to true or drop appliesToSourceIds`);
        }
    });
}
function parseDashboardBody(input, mode) {
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { issues: c.issues };
    const name = c.string('name', raw.name, { max: 1024 });
    const tileList = c.array('tiles', raw.tiles, { max: 500 });
    const tilesMark = c.fatal;
    const tiles = tileList?.map((t, i) => parseTile(c, `tiles.${i}`, t));
    if (tileList && c.fatal === tilesMark) {
        const seen = new Set();
        tileList.forEach((t, i) => {
            const id = isRecord(t) ? t.id : undefined;
            if (typeof id !== 'string' || id === '')
                return;
            if (seen.has(id))
                c.add(`tiles.${i}.id`, `Duplicate tile ID: ${id}. Omit the ID to generate a unique one.`);
            seen.add(id);
        });
    }
    const tags = optional(shapes_arrayOf(shapes_string({ max: 32 }), { max: 50 }))(c, 'tags', raw.tags);
    const savedQuery = c.string('savedQuery', raw.savedQuery, { optional: true, nullable: true });
    const savedQueryLanguage = c.enumOf('savedQueryLanguage', raw.savedQueryLanguage, WHERE_LANGUAGES, { optional: true, nullable: true });
    const savedFilterValues = optional(shapes_arrayOf(SAVED_FILTER_VALUE))(c, 'savedFilterValues', raw.savedFilterValues);
    const containers = optional(shapes_arrayOf(CONTAINER, { max: 50 }))(c, 'containers', raw.containers);
    const filters = optional(shapes_arrayOf(filterField(mode)))(c, 'filters', raw.filters);
    const value = { name: name, tiles: tiles };
    if (tags !== undefined)
        value.tags = tags;
    if (savedQuery !== undefined)
        value.savedQuery = savedQuery;
    if (savedQueryLanguage !== undefined)
        value.savedQueryLanguage = savedQueryLanguage;
    if (savedFilterValues !== undefined)
        value.savedFilterValues = savedFilterValues;
    if (containers !== undefined)
        value.containers = containers;
    if (filters !== undefined)
        value.filters = filters;
    if (c.fatal === 0)
        refineBody(c, value);
    return c.ok ? { value, issues: [] } : { issues: c.issues };
}
/** The parsed body as `POST /dashboards/validate` returns it (`normalized`, docs/contract.md §7.8): tiles as sent, legacy ones included. */
function normalizedBody(d) {
    return {
        ...d,
        tiles: d.tiles.map(({ series, config, ...tile }) => ({ ...tile, ...(series ? { series } : { config }) })),
    };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/emulator/dashboard-checks.ts
// The server's checks of a parsed dashboard body against the team (docs/contract.md §7.1 "cross checks"),
// after the schema and before anything is written: first failure wins, one 400 `{message}` (on
// validate: `{path: "", message}`). On PUT, the heatmap and formula source checks only look at
// tiles whose relevant settings changed, so an edit elsewhere is not blocked by a source whose
// kind changed after the tile was accepted.


const HEATMAP_SOURCE_KINDS = ['trace'];
const FORMULA_SOURCE_KINDS = ['metric', 'log', 'trace'];
const SEARCH_TARGET_KINDS = ['log', 'trace'];
const isSql = (config) => config.configType === 'sql';
const isBuilder = (config) => config.configType !== 'sql' && config.configType !== 'promql';
const hasFormulas = (config) => Array.isArray(config.formulas) && config.formulas.length > 0;
/** A table tile's link-out target id for `type` (`search` → a source, `dashboard` → a dashboard). */
function linkTarget(tile, type) {
    const onClick = tile.series ? undefined : tile.config.onClick;
    if (!isRecord(onClick) || onClick.type !== type || !isRecord(onClick.target) || onClick.target.mode !== 'id')
        return undefined;
    return String(onClick.target.id);
}
/** Check 1: every tile's `containerId` / `tabId` resolves (each problem, joined). */
function containerRefProblems(tiles, containers) {
    const byId = new Map(containers.map((k) => [k.id, k]));
    const problems = [];
    tiles.forEach((t, i) => {
        if (t.containerId !== undefined && !byId.has(t.containerId)) {
            problems.push(`tiles.${i}.containerId: Tile references unknown containerId "${t.containerId}"`);
        }
        if (t.tabId === undefined)
            return;
        if (t.containerId === undefined)
            return void problems.push(`tiles.${i}.tabId: tabId requires containerId to be set`);
        const container = byId.get(t.containerId);
        const tabs = Array.isArray(container?.tabs) ? container.tabs : [];
        if (container && !tabs.some((tab) => isRecord(tab) && tab.id === t.tabId)) {
            problems.push(`tiles.${i}.tabId: Tile references unknown tabId "${t.tabId}" in container "${t.containerId}"`);
        }
    });
    return problems;
}
/**
 * The tiles a source-kind check looks at: on create all `candidates`; on update those that are new
 * on this dashboard or whose stored config is not `unchanged` (docs/contract.md §7.1: "only re-run for tiles whose
 * relevant settings changed").
 */
function toCheck(tiles, existing, unchanged) {
    if (!existing)
        return tiles;
    const byId = new Map(existing.map((t) => [t.id, t.config]));
    return tiles.filter((t) => {
        const before = t.id === undefined ? undefined : byId.get(t.id);
        return before === undefined || !unchanged(before, t.config);
    });
}
function dashboard_checks_crossCheck(team, input) {
    const { tiles, filters = [], containers, existing } = input;
    const refs = containerRefProblems(tiles, containers);
    if (refs.length)
        return refs.join('; ');
    const sources = new Map(team.sources.map((s) => [s.id, s]));
    const kindOf = (id) => sources.get(id)?.kind;
    const configs = tiles.filter((t) => !t.series).map((t) => t.config);
    // 2: every source a tile, a search link-out or a filter names.
    const used = new Set();
    for (const t of tiles) {
        if (t.series)
            for (const s of t.series)
                if (isRecord(s) && 'sourceId' in s)
                    used.add(String(s.sourceId));
        if (!t.series && t.config.sourceId)
            used.add(String(t.config.sourceId));
        const search = linkTarget(t, 'search');
        if (search !== undefined)
            used.add(search);
    }
    for (const f of filters)
        used.add(String(f.sourceId));
    const missingSources = [...used].filter((id) => !sources.has(id));
    if (missingSources.length)
        return `Could not find the following source IDs: ${missingSources.join(', ')}`;
    // 3: raw SQL connections.
    const connections = new Set(configs.filter(isSql).map((config) => String(config.connectionId)));
    const missingConnections = [...connections].filter((id) => !team.connections.some((k) => k.id === id));
    if (missingConnections.length)
        return `Could not find the following connection IDs: ${missingConnections.join(', ')}`;
    // 4: a raw SQL tile's source reads through the tile's connection.
    const mismatched = configs
        .filter((config) => isSql(config) && config.sourceId)
        .filter((config) => {
        const source = sources.get(String(config.sourceId));
        return source !== undefined && String(source.connection) !== config.connectionId;
    })
        .map((config) => String(config.sourceId));
    if (mismatched.length)
        return `The following source IDs do not match the specified connections: ${mismatched.join(', ')}`;
    // 5: heatmaps read trace sources.
    const heatmaps = toCheck(tiles.filter((t) => !t.series && !isSql(t.config) && t.config.displayType === 'heatmap'), existing, (before, now) => !isSql(before) && before.displayType === 'heatmap' && before.sourceId === now.sourceId);
    const notTrace = [...new Set(heatmaps.map((t) => String(t.config.sourceId)))].filter((id) => sources.has(id) && !HEATMAP_SOURCE_KINDS.includes(String(kindOf(id))));
    if (notTrace.length)
        return `Heatmap tiles require a Trace source. The following source IDs are not Trace sources: ${notTrace.join(', ')}`;
    // 6: formulas read metric, log or trace sources.
    const withFormulas = toCheck(tiles.filter((t) => !t.series && !isSql(t.config) && hasFormulas(t.config) && t.config.sourceId), existing, (before, now) => isBuilder(before) && (0,external_node_util_.isDeepStrictEqual)(before.formulas, now.formulas) && before.sourceId === now.sourceId);
    const notFormula = [...new Set(withFormulas.map((t) => String(t.config.sourceId)))].filter((id) => sources.has(id) && !FORMULA_SOURCE_KINDS.includes(String(kindOf(id))));
    if (notFormula.length) {
        return `Tiles with formulas require a Metric, Log, or Trace source. The following source IDs are not formula-capable: ${notFormula.join(', ')}`;
    }
    // 7 and 8: table link-outs to dashboards that exist and to searchable sources.
    const dashboards = new Set(tiles.map((t) => linkTarget(t, 'dashboard')).filter((id) => id !== undefined));
    const missingDashboards = [...dashboards].filter((id) => !team.dashboards.some((d) => d.id === id));
    if (missingDashboards.length)
        return `Could not find the following onClick dashboard IDs: ${missingDashboards.join(', ')}`;
    const searched = new Set(tiles.map((t) => linkTarget(t, 'search')).filter((id) => id !== undefined));
    const notSearchable = [...searched].filter((id) => !SEARCH_TARGET_KINDS.includes(String(kindOf(id))));
    if (notSearchable.length)
        return `The following onClick search source IDs are not log or trace sources: ${notSearchable.join(', ')}`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/emulator/dashboard-render.ts
// A stored dashboard as every read returns it (GET, list, and the answers of POST and PUT;
// docs/contract.md §7.2, §7.4 "Response normalisation", §7.5, §7.7). Stored tiles are what the write
// parsed — or anything a seed or a test put in the state (`addDashboard`), which is how the
// read-side quirks show: PromQL tiles are left out, a config the server cannot convert comes back
// as a default line tile, a heatmap without its value expression as a heatmap with an empty one
// (so a re-PUT fails instead of downgrading it), legacy palette tokens as their hue names, stale
// `level` / count `valueExpression` and orphan container or tab refs dropped.



const LEGACY_PALETTE = {
    'chart-1': 'chart-green',
    'chart-2': 'chart-blue',
    'chart-3': 'chart-orange',
    'chart-4': 'chart-red',
    'chart-5': 'chart-cyan',
    'chart-6': 'chart-pink',
    'chart-7': 'chart-purple',
    'chart-8': 'chart-light-blue',
    'chart-9': 'chart-brown',
    'chart-10': 'chart-gray',
};
/** A palette token as returned: legacy names mapped, unknown ones left out. */
function paletteToken(v) {
    if (typeof v !== 'string')
        return undefined;
    if (Object.hasOwn(LEGACY_PALETTE, v))
        return LEGACY_PALETTE[v];
    return tile_config_PALETTE.includes(v) ? v : undefined;
}
/** Colour rules with their tokens mapped; a rule that still does not fit is dropped, and none at all is no field. */
function colorRules(rules) {
    if (!Array.isArray(rules))
        return undefined;
    const kept = rules.flatMap((rule) => {
        const color = isRecord(rule) ? paletteToken(rule.color) : undefined;
        const valid = color === undefined ? undefined : validColorRule({ ...rule, color });
        return valid === undefined ? [] : [valid];
    });
    return kept.length ? kept : undefined;
}
const dashboard_render_text = (v) => (typeof v === 'string' ? v : undefined);
/** Keeps the keys whose value is defined (the server's JSON leaves undefined out). */
function defined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
const DEFAULT_SELECT = { aggFn: 'count', where: '' };
function selectItem(raw) {
    const item = isRecord(raw) ? raw : {};
    const aggFn = AGG_FNS.includes(item.aggFn) ? item.aggFn : 'none';
    // The server stores a count's missing value expression as "" and drops a left-over one on read.
    const valueExpression = item.valueExpression ?? '';
    return defined({
        ...pick(item, ['alias', 'metricType', 'metricName', 'numberFormat']),
        valueExpression: aggFn === 'count' && valueExpression ? undefined : valueExpression,
        aggFn,
        where: item.where ?? '',
        whereLanguage: item.whereLanguage ?? 'lucene',
        periodAggFn: item.periodAggFn === 'delta' ? 'delta' : undefined,
        level: aggFn === 'quantile' && LEVELS.includes(item.level) ? item.level : undefined,
    });
}
function builderConfig(config) {
    const sourceId = dashboard_render_text(config.sourceId) ?? '';
    const list = Array.isArray(config.select) ? config.select : undefined;
    const select = () => (list ? list.map(selectItem) : [DEFAULT_SELECT]);
    const first = () => [list ? selectItem(list[0]) : DEFAULT_SELECT];
    const formulas = Array.isArray(config.formulas) && config.formulas.length > 0;
    const withFormulas = formulas ? { formulas: config.formulas, showOperandSeries: config.showOperandSeries } : {};
    const asRatio = config.asRatio === true && list?.length === 2;
    const common = { displayType: config.displayType, sourceId, numberFormat: config.numberFormat };
    switch (config.displayType) {
        case 'line':
        case 'stacked_bar':
            return defined({
                ...common,
                asRatio,
                alignDateRangeToGranularity: config.alignDateRangeToGranularity,
                fillNulls: config.fillNulls !== false,
                ...(config.displayType === 'line' ? { fitYAxisToData: config.fitYAxisToData, compareToPreviousPeriod: config.compareToPreviousPeriod } : {}),
                groupBy: dashboard_render_text(config.groupBy),
                select: select(),
                seriesLimit: config.seriesLimit ?? undefined,
                ...withFormulas,
            });
        case 'table':
            return defined({
                ...pick(config, ['having', 'groupByColumnsOnLeft', 'onClick']),
                ...common,
                asRatio,
                groupBy: dashboard_render_text(config.groupBy),
                select: select(),
                orderBy: dashboard_render_text(config.orderBy),
                ...withFormulas,
            });
        case 'number':
            // Operands always hidden on number tiles: `showOperandSeries` never comes back.
            return defined({
                ...common,
                select: formulas ? select() : first(),
                formulas: formulas ? config.formulas : undefined,
                color: paletteToken(config.color),
                colorRules: colorRules(config.colorRules),
                backgroundChart: config.backgroundChart,
            });
        case 'pie':
        case 'bar':
            return defined({ ...common, select: first(), groupBy: dashboard_render_text(config.groupBy), orderBy: dashboard_render_text(config.orderBy), limit: config.limit ?? undefined });
        case 'search':
            return defined({ displayType: 'search', sourceId, select: dashboard_render_text(config.select) ?? '', where: config.where, whereLanguage: config.whereLanguage ?? 'lucene' });
        case 'markdown':
            return { displayType: 'markdown', markdown: dashboard_render_text(config.markdown) ?? '' };
        case 'heatmap': {
            const item = list?.[0];
            const intact = isRecord(item) && Boolean(item.valueExpression);
            return defined({
                ...common,
                select: [intact ? pick(item, ['valueExpression', 'countExpression', 'heatmapScaleType']) : { valueExpression: '' }],
                where: dashboard_render_text(config.where) ?? '',
                whereLanguage: config.whereLanguage ?? 'lucene',
            });
        }
        case 'event_patterns':
            return { displayType: 'event_patterns', sourceId, select: dashboard_render_text(config.select) ?? '', where: dashboard_render_text(config.where) ?? '', whereLanguage: config.whereLanguage ?? 'lucene' };
        default:
            return undefined;
    }
}
function sqlConfig(config) {
    const common = pick(config, ['configType', 'displayType', 'connectionId', 'sqlTemplate', 'sourceId', 'numberFormat']);
    switch (config.displayType) {
        case 'line':
        case 'stacked_bar':
            return defined({
                ...common,
                ...pick(config, ['alignDateRangeToGranularity', 'seriesLimit', ...(config.displayType === 'line' ? ['fitYAxisToData', 'compareToPreviousPeriod'] : [])]),
                fillNulls: config.fillNulls !== false,
            });
        case 'table':
            return { ...common, ...pick(config, ['onClick']) };
        case 'number':
            return defined({ ...common, color: paletteToken(config.color) });
        case 'pie':
        case 'bar':
            return common;
        default:
            return undefined;
    }
}
/** A stored tile config as returned; undefined for a PromQL tile, which every read leaves out. */
function renderTileConfig(config) {
    if (config.configType === 'promql')
        return undefined;
    if (config.configType === 'sql') {
        return sqlConfig(config) ?? { configType: 'sql', displayType: 'line', connectionId: config.connectionId, sqlTemplate: config.sqlTemplate };
    }
    return builderConfig(config) ?? { displayType: 'line', sourceId: dashboard_render_text(config.sourceId) ?? '', select: [DEFAULT_SELECT] };
}
function renderTile(t, containers) {
    const config = renderTileConfig(t.config);
    if (!config)
        return undefined;
    // Self-heal on read: empty or orphan container and tab refs are dropped, so a GET → PUT round trip validates.
    let containerId = t.containerId || undefined;
    let tabId = t.tabId || undefined;
    const container = containerId === undefined ? undefined : containers.get(containerId);
    if (!container)
        containerId = tabId = undefined;
    else if (tabId !== undefined && !(Array.isArray(container.tabs) && container.tabs.some((tab) => isRecord(tab) && tab.id === tabId)))
        tabId = undefined;
    return defined({ id: t.id, x: t.x, y: t.y, w: t.w, h: t.h, name: t.name ?? '', config, containerId, tabId });
}
/** A filter as returned: the fields of a mode that is off are left out (docs/contract.md §7.5). */
function renderFilter(f) {
    const out = { ...f };
    if (f.isVariableEnabled !== true)
        delete out.variableName;
    if (f.isBroadcastEnabled === false)
        delete out.appliesToSourceIds;
    return out;
}
function renderDashboard(d) {
    const containers = d.containers ?? [];
    const byId = new Map(containers.map((k) => [String(k.id), k]));
    return {
        id: d.id,
        name: d.name,
        tiles: d.tiles.map((t) => renderTile(t, byId)).filter((t) => t !== undefined),
        tags: d.tags ?? [],
        filters: (d.filters ?? []).map(renderFilter),
        savedQuery: d.savedQuery ?? null,
        savedQueryLanguage: d.savedQueryLanguage ?? null,
        savedFilterValues: d.savedFilterValues ?? [],
        ...(containers.length > 0 ? { containers } : {}),
    };
}

;// CONCATENATED MODULE: ./src/emulator/dashboards.ts
// Dashboards (docs/contract.md §7): tile-id assignment, replace-on-PUT with kept optional fields, alert
// cleanup after PUT/DELETE, name-descending list, text 404, and the never-writing validate.
// Parsing is dashboard-body.ts, the team checks dashboard-checks.ts, reads dashboard-render.ts.








const dashboards_notFound = () => fail(404, 'Dashboard not found', 'Not Found'); // text via sendStatus (docs/contract.md §4.2)
/** Tiles as stored: an id is kept only if it is already on this dashboard (`keep`), else minted (docs/contract.md §7.2). */
function storedTiles(tiles, ids, keep = new Set()) {
    return tiles.map((t) => {
        const tile = { id: t.id !== undefined && keep.has(t.id) ? t.id : ids.objectId(), name: t.name, x: t.x, y: t.y, w: t.w, h: t.h, config: t.config };
        if (t.containerId !== undefined)
            tile.containerId = t.containerId;
        if (t.tabId !== undefined)
            tile.tabId = t.tabId;
        return tile;
    });
}
/** Filter ids follow the tile rule (docs/contract.md §7.2). */
function storedFilters(filters, ids, keep = new Set()) {
    return filters.map((f) => ({ ...f, id: keep.has(f.id) ? f.id : ids.objectId() }));
}
/** `lucene` for a saved query sent without a language; `null` with a null saved query (docs/contract.md §7.1). */
function savedQueryLanguageOf(d) {
    if (d.savedQueryLanguage !== undefined)
        return d.savedQueryLanguage;
    if (d.savedQuery === null)
        return null;
    return d.savedQuery ? 'lucene' : undefined;
}
function listDashboards(ctx) {
    // Unpaginated, sorted by name descending (docs/contract.md §5).
    const rows = [...ctx.team.dashboards].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    return { kind: 'data', data: rows.map(renderDashboard) };
}
function getDashboard(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const d = ctx.team.dashboards.find((x) => x.id === req.id);
    return d ? { kind: 'data', data: renderDashboard(d) } : dashboards_notFound();
}
function createDashboard(ctx, req) {
    const { value, issues } = parseDashboardBody(req.body, 'create');
    if (!value)
        return validationFailed('Body', issues);
    const problem = dashboard_checks_crossCheck(ctx.team, { tiles: value.tiles, filters: value.filters, containers: value.containers ?? [] });
    if (problem)
        return fail(400, problem);
    const now = iso(ctx.now());
    const record = {
        id: ctx.ids.objectId(),
        name: value.name,
        // POST always assigns fresh tile ids, ignoring supplied ones (docs/contract.md §7.2).
        tiles: storedTiles(value.tiles, ctx.ids),
        tags: [...new Set(value.tags ?? [])],
        filters: storedFilters(value.filters ?? [], ctx.ids),
        savedQuery: value.savedQuery ?? null,
        savedQueryLanguage: savedQueryLanguageOf(value) ?? null,
        savedFilterValues: value.savedFilterValues ?? [],
        containers: value.containers ?? [],
        createdAt: now,
        updatedAt: now,
    };
    ctx.team.dashboards.push(record);
    return { kind: 'data', data: renderDashboard(record) };
}
function updateDashboard(ctx, req) {
    const { value, issues } = parseDashboardBody(req.body, 'update');
    // Body and path are validated together; both verdicts, body first (docs/contract.md §4.2).
    const badId = !isObjectId(req.id);
    if (!value || badId) {
        const parts = [...(value ? [] : [formatIssues('Body', issues)]), ...(badId ? [formatIssues('Params', [{ path: 'id', message: 'Invalid ObjectId' }])] : [])];
        return fail(400, parts.join('; '));
    }
    const record = ctx.team.dashboards.find((x) => x.id === req.id);
    if (!record)
        return dashboards_notFound();
    const problem = dashboard_checks_crossCheck(ctx.team, {
        tiles: value.tiles,
        filters: value.filters,
        containers: value.containers ?? record.containers,
        existing: record.tiles,
    });
    if (problem)
        return fail(400, problem);
    const before = new Set(record.tiles.map((t) => t.id));
    record.tiles = storedTiles(value.tiles, ctx.ids, before);
    record.name = value.name;
    if (value.tags !== undefined)
        record.tags = [...new Set(value.tags)];
    if (value.filters !== undefined)
        record.filters = storedFilters(value.filters, ctx.ids, new Set(record.filters.map((f) => f.id)));
    if (value.savedQuery !== undefined)
        record.savedQuery = value.savedQuery;
    const language = savedQueryLanguageOf(value);
    if (language !== undefined)
        record.savedQueryLanguage = language;
    if (value.savedFilterValues !== undefined)
        record.savedFilterValues = value.savedFilterValues;
    if (value.containers !== undefined)
        record.containers = value.containers;
    record.updatedAt = iso(ctx.now());
    // The alerts of tiles that are gone, or whose new config cannot carry one, are deleted (docs/contract.md §7.2) —
    // only those: an alert whose tile was never on the dashboard is not touched.
    const after = new Set(record.tiles.map((t) => t.id));
    const lost = new Set([...[...before].filter((id) => !after.has(id)), ...record.tiles.filter((t) => !isAlertable(t.config)).map((t) => t.id)]);
    removeWhere(ctx.team.alerts, (a) => a.dashboardId === record.id && a.source === 'tile' && lost.has(a.tileId ?? ''));
    return { kind: 'data', data: renderDashboard(record) };
}
function deleteDashboard(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    // 200 `{}` even for an unknown well-formed id; tile alerts go with the dashboard (docs/contract.md §6, §7.2).
    removeWhere(ctx.team.dashboards, (d) => d.id === req.id);
    removeWhere(ctx.team.alerts, (a) => a.dashboardId === req.id);
    return { kind: 'deleted' };
}
/**
 * `POST /dashboards/validate` (docs/contract.md §7.8): the create rules, always 200, never writes. `normalized` is
 * the parsed body — defaults of the schema filled, unknown keys dropped — not the stored dashboard
 * (no ids, no read-side defaults). Self-hosted answers it bare or, with the option, under `data`.
 */
function validateDashboard(ctx, req) {
    const answer = (body) => (ctx.validateInData ? { kind: 'data', data: body } : { kind: 'plain', body });
    const { value, issues } = parseDashboardBody(req.body, 'create');
    if (!value)
        return answer({ valid: false, errors: issues, normalized: null });
    const problem = dashboard_checks_crossCheck(ctx.team, { tiles: value.tiles, filters: value.filters, containers: value.containers ?? [] });
    if (problem)
        return answer({ valid: false, errors: [{ path: '', message: problem }], normalized: null });
    return answer({ valid: true, errors: [], normalized: normalizedBody(value) });
}

;// CONCATENATED MODULE: ./src/emulator/saved-searches.ts
// Saved searches (docs/contract.md §12): paginated list, full replace on PUT, delete cascades to alerts.




function saved_searches_parse(team, input) {
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { error: validationFailed('Body', c.issues) };
    const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
    const sourceId = c.string('sourceId', raw.sourceId);
    const select = c.string('select', raw.select, { optional: true, max: 4096 });
    const where = c.string('where', raw.where, { optional: true, max: 8192 });
    const whereLanguage = c.enumOf('whereLanguage', raw.whereLanguage, ['lucene', 'sql'], { optional: true });
    const orderBy = c.string('orderBy', raw.orderBy, { optional: true, max: 1024 });
    const tags = c.array('tags', raw.tags, { optional: true, max: 50 });
    tags?.forEach((t, i) => c.string(`tags.${i}`, t, { max: 32 }));
    const filters = c.array('filters', raw.filters, { optional: true, max: 100 });
    filters?.forEach((f, i) => c.object(`filters.${i}`, f));
    if (sourceId && !isObjectId(sourceId))
        c.add('sourceId', 'Invalid ObjectId');
    if (!c.ok)
        return { error: validationFailed('Body', c.issues) };
    if (!team.sources.some((s) => s.id === sourceId))
        return { error: fail(400, 'sourceId must be an existing source id') };
    return {
        value: {
            name: name,
            sourceId: sourceId,
            select: select ?? '',
            where: where ?? '',
            whereLanguage: whereLanguage ?? 'lucene',
            orderBy: orderBy ?? '',
            tags: tags ?? [],
            filters: filters ?? [],
        },
    };
}
function renderSavedSearch(s, teamId) {
    const { createdAt, updatedAt, id, ...rest } = s;
    return { id, ...rest, teamId, createdAt, updatedAt };
}
const saved_searches_notFound = () => fail(404, 'Saved search not found');
function listSavedSearches(ctx, req) {
    return paginated(ctx, req.query, ctx.team.savedSearches, (s) => renderSavedSearch(s, ctx.team.id));
}
function getSavedSearch(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const s = ctx.team.savedSearches.find((x) => x.id === req.id);
    return s ? { kind: 'data', data: renderSavedSearch(s, ctx.team.id) } : saved_searches_notFound();
}
function createSavedSearch(ctx, req) {
    const { value, error } = saved_searches_parse(ctx.team, req.body);
    if (error)
        return error;
    const now = iso(ctx.now());
    const record = { ...value, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
    ctx.team.savedSearches.push(record);
    return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}
function updateSavedSearch(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const record = ctx.team.savedSearches.find((x) => x.id === req.id);
    if (!record)
        return saved_searches_notFound();
    const { value, error } = saved_searches_parse(ctx.team, req.body);
    if (error)
        return error;
    Object.assign(record, value, { updatedAt: iso(ctx.now()) });
    return { kind: 'data', data: renderSavedSearch(record, ctx.team.id) };
}
function deleteSavedSearch(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    if (removeWhere(ctx.team.savedSearches, (s) => s.id === req.id) === 0)
        return saved_searches_notFound();
    removeWhere(ctx.team.alerts, (a) => a.savedSearchId === req.id);
    return { kind: 'deleted' };
}

;// CONCATENATED MODULE: ./src/emulator/sources.ts
// Sources (docs/contract.md §10): full objects, unpaginated list; writes validate the kind's required fields
// and, as zod does, drop the keys the kind's schema does not name (`id` in bodies included).



const sources_KINDS = ['log', 'trace', 'metric', 'session', 'promql'];
const REQUIRED_BY_KIND = {
    log: ['defaultTableSelectExpression'],
    trace: [
        'defaultTableSelectExpression', 'durationExpression', 'traceIdExpression', 'spanIdExpression',
        'parentSpanIdExpression', 'spanNameExpression', 'spanKindExpression',
    ],
    metric: ['resourceAttributesExpression'],
    session: ['traceSourceId'],
    promql: [],
};
const COMMON_KEYS = ['name', 'kind', 'connection', 'from', 'timestampValueExpression', 'section', 'disabled', 'querySettings'];
const SEARCHABLE_KEYS = [
    'defaultTableSelectExpression', 'serviceNameExpression', 'serviceVersionExpression', 'resourceAttributesExpression',
    'eventAttributesExpression', 'metricSourceId', 'traceIdExpression', 'spanIdExpression', 'implicitColumnExpression',
    'knownColumnsListExpression', 'tableFilterExpression', 'highlightedTraceAttributeExpressions',
    'highlightedRowAttributeExpressions', 'materializedViews', 'metadataMaterializedViews', 'orderByExpression',
    'useTextIndexForImplicitColumn',
];
const KEYS_BY_KIND = {
    log: [...SEARCHABLE_KEYS, 'severityTextExpression', 'bodyExpression', 'displayedTimestampValueExpression', 'traceSourceId'],
    trace: [
        ...SEARCHABLE_KEYS, 'durationExpression', 'durationPrecision', 'parentSpanIdExpression', 'spanNameExpression',
        'spanKindExpression', 'sampleRateExpression', 'logSourceId', 'sessionSourceId', 'statusCodeExpression',
        'statusMessageExpression', 'spanEventsValueExpression', 'spanLinksValueExpression',
    ],
    metric: ['metricTables', 'resourceAttributesExpression', 'serviceNameExpression', 'logSourceId', 'seriesTable'],
    session: ['traceSourceId', 'resourceAttributesExpression'],
    promql: [],
};
function parseSource(ctx, input) {
    const team = ctx.team;
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { error: validationFailed('Body', c.issues) };
    c.string('name', raw.name, { min: 1 });
    const kind = raw.kind;
    if (!sources_KINDS.includes(kind)) {
        c.add('kind', `Invalid discriminator value. Expected ${sources_KINDS.map((k) => `'${k}'`).join(' | ')}`);
        return { error: validationFailed('Body', c.issues) };
    }
    c.string('connection', raw.connection);
    const from = c.object('from', raw.from);
    if (from) {
        c.string('from.databaseName', from.databaseName);
        c.string('from.tableName', from.tableName);
    }
    if (kind !== 'session')
        c.string('timestampValueExpression', raw.timestampValueExpression);
    for (const field of REQUIRED_BY_KIND[kind])
        c.string(field, raw[field]);
    if (kind === 'trace')
        c.number('durationPrecision', raw.durationPrecision, { optional: true, int: true, min: 0, max: 9 });
    if (kind === 'metric') {
        const tables = c.object('metricTables', raw.metricTables);
        if (tables && !Object.values(tables).some((v) => typeof v === 'string' && v.length > 0)) {
            c.add('metricTables', 'At least one metric table must be specified');
        }
    }
    c.boolean('disabled', raw.disabled);
    c.array('querySettings', raw.querySettings, { optional: true, max: 10 });
    if (!c.ok)
        return { error: validationFailed('Body', c.issues) };
    if (!isObjectId(raw.connection))
        return { error: fail(400, 'connection must be a valid connection id') };
    if (!team.connections.some((k) => k.id === raw.connection))
        return { error: fail(400, 'connection must be an existing connection id') };
    const keys = [...COMMON_KEYS, ...KEYS_BY_KIND[kind]];
    // The managed service's schema adds `filterSettings` to log and trace sources (cloud OpenAPI).
    if (ctx.managed && (kind === 'log' || kind === 'trace'))
        keys.push('filterSettings');
    const value = { disabled: false, querySettings: [], ...pick(raw, keys) };
    if (kind === 'trace')
        value.durationPrecision = value.durationPrecision ?? 3;
    if (kind === 'log' || kind === 'trace') {
        value.highlightedTraceAttributeExpressions ??= [];
        value.highlightedRowAttributeExpressions ??= [];
        value.materializedViews ??= [];
    }
    return { value };
}
const sources_notFound = () => fail(404, 'Source not found');
const render = (s) => ({ ...s });
function listSources(ctx) {
    return { kind: 'data', data: ctx.team.sources.map(render) };
}
function getSource(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const s = ctx.team.sources.find((x) => x.id === req.id);
    return s ? { kind: 'data', data: render(s) } : sources_notFound();
}
function createSource(ctx, req) {
    const { value, error } = parseSource(ctx, req.body);
    if (error)
        return error;
    const record = { ...value, id: ctx.ids.objectId() };
    ctx.team.sources.push(record);
    return { kind: 'data', data: render(record) };
}
function updateSource(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const index = ctx.team.sources.findIndex((x) => x.id === req.id);
    if (index < 0)
        return sources_notFound();
    const { value, error } = parseSource(ctx, req.body);
    if (error)
        return error;
    const record = { ...value, id: req.id }; // full replace, may change kind (docs/contract.md §10)
    ctx.team.sources[index] = record;
    return { kind: 'data', data: render(record) };
}
function deleteSource(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    if (removeWhere(ctx.team.sources, (s) => s.id === req.id) === 0)
        return sources_notFound();
    return { kind: 'deleted' };
}

;// CONCATENATED MODULE: ./src/emulator/webhooks.ts
// Webhooks (docs/contract.md §11): paginated list, `url` returned, headers/queryParams write-only, no GET by
// id, delete refused (409) while an alert's legacy `channel` (= channels[0]) references it.




const SERVICES = ['slack', 'incidentio', 'generic'];
/** Private/loopback/link-local/CGNAT hosts are refused like the real server does by default (docs/contract.md §11). */
function isPrivateHost(host) {
    const h = host.replace(/^\[|\]$/g, '').toLowerCase();
    if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '::' || h.startsWith('fe80:') || h.startsWith('fc') || h.startsWith('fd')) {
        return h.includes(':') || h.includes('localhost');
    }
    const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
    if (!m)
        return false;
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
        (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}
function checkStringMap(c, path, v) {
    if (v === undefined)
        return undefined;
    if (!isRecord(v)) {
        c.add(path, `Expected object, received ${typeOf(v)}`);
        return undefined;
    }
    if (Object.keys(v).length > 100)
        c.add(path, 'At most 100 entries are allowed');
    for (const [k, val] of Object.entries(v))
        c.string(`${path}.${k}`, val, { max: 4096 });
    return v;
}
function parseWebhook(input) {
    const c = new Checker();
    const raw = c.object('', input);
    if (!raw)
        return { error: validationFailed('Body', c.issues) };
    const name = c.string('name', raw.name, { trim: true, min: 1, max: 1024 });
    const service = c.enumOf('service', raw.service, SERVICES);
    const url = c.string('url', raw.url, { max: 2048 });
    const description = c.string('description', raw.description, { optional: true, max: 2048 });
    const body = c.string('body', raw.body, { optional: true, max: 16384 });
    const headers = checkStringMap(c, 'headers', raw.headers);
    const queryParams = checkStringMap(c, 'queryParams', raw.queryParams);
    let parsedUrl;
    if (typeof url === 'string') {
        try {
            parsedUrl = new URL(url);
        }
        catch {
            c.add('url', 'Invalid url');
        }
    }
    if (!c.ok)
        return { error: validationFailed('Body', c.issues) };
    // URL rules answer a plain 400 `{message}`; the texts are ours (the notes give only the rules).
    if (parsedUrl.protocol !== 'https:' && parsedUrl.protocol !== 'http:')
        return { error: fail(400, 'Webhook URL must use http or https') };
    if (service === 'slack') {
        const host = parsedUrl.hostname;
        if (host !== 'slack.com' && !host.endsWith('.slack.com'))
            return { error: fail(400, 'Slack webhook URL must be on slack.com') };
        if (headers || queryParams || body !== undefined) {
            return { error: fail(400, 'Slack webhooks do not support headers, queryParams or body') };
        }
    }
    if (isPrivateHost(parsedUrl.hostname)) {
        return { error: fail(400, 'Webhook URL must not point to a private, loopback or reserved address') };
    }
    const value = { name: name, service: service, url: url };
    if (description != null)
        value.description = description;
    if (body != null)
        value.body = body;
    if (headers)
        value.headers = headers;
    if (queryParams)
        value.queryParams = queryParams;
    return { value };
}
function renderWebhook(w) {
    const out = { id: w.id, name: w.name, service: w.service, url: w.url };
    if (w.description !== undefined)
        out.description = w.description;
    if (w.service === 'generic' && w.body !== undefined)
        out.body = w.body;
    out.createdAt = w.createdAt;
    out.updatedAt = w.updatedAt;
    return out;
}
const webhooks_notFound = () => fail(404, 'Webhook not found');
const duplicate = () => fail(400, 'A webhook with this service and name already exists');
function listWebhooks(ctx, req) {
    return paginated(ctx, req.query, ctx.team.webhooks, renderWebhook);
}
function createWebhook(ctx, req) {
    const { value, error } = parseWebhook(req.body);
    if (error)
        return error;
    if (ctx.team.webhooks.some((w) => w.service === value.service && w.name === value.name))
        return duplicate();
    const now = iso(ctx.now());
    const record = { ...value, id: ctx.ids.objectId(), createdAt: now, updatedAt: now };
    ctx.team.webhooks.push(record);
    return { kind: 'data', data: renderWebhook(record) };
}
function updateWebhook(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    const { value, error } = parseWebhook(req.body);
    if (error)
        return error;
    const record = ctx.team.webhooks.find((w) => w.id === req.id);
    if (!record)
        return webhooks_notFound();
    if (ctx.team.webhooks.some((w) => w.id !== record.id && w.service === value.service && w.name === value.name))
        return duplicate();
    // Full replace; headers/queryParams kept when omitted unless the destination changed (docs/contract.md §11).
    const destinationChanged = record.url !== value.url || record.service !== value.service;
    const headers = value.headers ?? (destinationChanged ? undefined : record.headers);
    const queryParams = value.queryParams ?? (destinationChanged ? undefined : record.queryParams);
    delete record.description;
    delete record.body;
    delete record.headers;
    delete record.queryParams;
    Object.assign(record, value, { updatedAt: iso(ctx.now()) });
    if (headers && Object.keys(headers).length)
        record.headers = headers;
    else
        delete record.headers;
    if (queryParams && Object.keys(queryParams).length)
        record.queryParams = queryParams;
    else
        delete record.queryParams;
    return { kind: 'data', data: renderWebhook(record) };
}
function deleteWebhook(ctx, req) {
    if (!isObjectId(req.id))
        return invalidId();
    if (!ctx.team.webhooks.some((w) => w.id === req.id))
        return webhooks_notFound();
    // The guard only looks at the legacy single channel (docs/contract.md §8.3): channels[1+] references are not counted.
    const users = ctx.team.alerts.filter((a) => a.channels[0]?.webhookId === req.id).length;
    if (users > 0) {
        return fail(409, `Cannot delete webhook: ${users} alert(s) still reference it. Update or delete those alerts first.`);
    }
    removeWhere(ctx.team.webhooks, (w) => w.id === req.id);
    return { kind: 'deleted' };
}

;// CONCATENATED MODULE: ./src/emulator/team-routes.ts
// Route table of the team resources shared by both editions (self-hosted `/api/v2/<resource>`,
// managed `/v1/organizations/{org}/services/{svc}/clickstack/<resource>`).






const SHARED_ROUTES = {
    alerts: {
        'GET ': listAlerts,
        'POST ': createAlert,
        'GET :id': getAlert,
        'PUT :id': updateAlert,
        'DELETE :id': deleteAlert,
    },
    dashboards: {
        'GET ': listDashboards,
        'POST ': createDashboard,
        'POST validate': validateDashboard,
        'GET :id': getDashboard,
        'PUT :id': updateDashboard,
        'DELETE :id': deleteDashboard,
    },
    sources: {
        'GET ': listSources,
        'POST ': createSource,
        'GET :id': getSource,
        'PUT :id': updateSource,
        'DELETE :id': deleteSource,
    },
    // No GET by id (docs/contract.md §11): `GET /webhooks/{id}` is unrouted.
    webhooks: {
        'GET ': listWebhooks,
        'POST ': createWebhook,
        'PUT :id': updateWebhook,
        'DELETE :id': deleteWebhook,
    },
    'saved-searches': {
        'GET ': listSavedSearches,
        'POST ': createSavedSearch,
        'GET :id': getSavedSearch,
        'PUT :id': updateSavedSearch,
        'DELETE :id': deleteSavedSearch,
    },
};
/** Resources only the self-hosted API has (docs/contract.md §13); of the team, only its read. */
const SELF_HOSTED_ONLY_ROUTES = {
    connections: {
        'GET ': listConnections,
        'POST ': createConnection,
        'GET :id': getConnection,
        'PUT :id': updateConnection,
        'DELETE :id': deleteConnection,
    },
    team: {
        'GET ': (ctx) => ({ kind: 'data', data: { id: ctx.team.id, name: ctx.team.name } }),
    },
};
/** `rest` = path segments after the resource name. Undefined = unrouted (Express HTML 404). */
function matchTeamRoute(table, resource, method, rest) {
    const routes = table[resource];
    if (!routes || rest.length > 1)
        return undefined;
    if (rest.length === 0) {
        const handler = routes[`${method} `];
        return handler ? { handler } : undefined;
    }
    const segment = decodeURIComponent(rest[0]);
    const literal = routes[`${method} ${segment}`];
    if (literal)
        return { handler: literal };
    const handler = routes[`${method} :id`];
    return handler ? { handler, id: segment } : undefined;
}

;// CONCATENATED MODULE: ./src/emulator/managed.ts
// Managed edition (ClickHouse Cloud `/v1`): route match (unrouted → HTML 404) → per-key fixed
// window limiter → Basic auth → organization check → handler, in the Cloud envelope
// `{status, requestId, result}` / `{status, requestId, error:"CODE: detail"}` (docs/contract.md §4.3).








function errorCode(status) {
    return (external_node_http_.STATUS_CODES[status] ?? 'ERROR').toUpperCase().replace(/[^A-Z]+/g, '_').replace(/^_|_$/g, '');
}
function managedError(status, detail, headers = {}) {
    return json(status, { status, requestId: (0,external_node_crypto_.randomUUID)(), error: `${errorCode(status)}: ${detail}` }, headers);
}
function managedOk(result, headers = {}) {
    return json(200, result === undefined ? { status: 200, requestId: (0,external_node_crypto_.randomUUID)() } : { status: 200, requestId: (0,external_node_crypto_.randomUUID)(), result }, headers);
}
/** The observed 429: no status, no requestId, no Retry-After (docs/contract.md §3). */
function managedRateLimited(headers) {
    return json(429, { error: 'TOO_MANY_REQUESTS' }, headers);
}
function managedLimitHeaders(limit, remaining, resetMs, windowMs) {
    return {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(remaining),
        // Seconds remaining in the window, possibly fractional (not an epoch).
        'x-ratelimit-reset': String(Math.round(resetMs) / 1000),
        'x-ratelimit-policy': `${limit};w=${windowMs / 1000};comment="fixed window"`,
    };
}
function renderTeamResult(result, headers) {
    switch (result.kind) {
        case 'data':
            return managedOk(result.data, headers);
        case 'plain':
            return managedOk(result.body, headers);
        case 'deleted':
            return managedOk(undefined, headers);
        case 'error':
            return managedError(result.status, result.message, headers);
    }
}
function basicCredentials(inc) {
    const header = inc.headers.authorization;
    if (typeof header !== 'string')
        return undefined;
    const m = /^basic\s+(\S+)\s*$/i.exec(header);
    if (!m)
        return undefined;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
        return undefined;
    return { keyId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
/**
 * Unknown key id, wrong secret and missing credentials all answer "Key is not found" (our choice:
 * it does not reveal whether a key id exists); disabled/expired → "Key is not active" (docs/contract.md §14).
 */
function authenticate(env, creds) {
    const unauthorized = (detail) => json(401, { requestId: (0,external_node_crypto_.randomUUID)(), error: `UNAUTHORIZED: ${detail}`, status: 401 });
    const key = creds && env.state.keys.find((k) => k.keyId === creds.keyId);
    if (!key || key.keySecret !== creds.secret)
        return unauthorized('Key is not found');
    const expired = typeof key.expireAt === 'string' && Date.parse(key.expireAt) <= env.now();
    if (key.state !== 'enabled' || expired)
        return unauthorized('Key is not active');
    // usedAt has one-minute precision (docs/contract.md §14); the in-use key therefore always looks fresh.
    key.usedAt = new Date(Math.floor(env.now() / 60_000) * 60_000).toISOString();
    return key;
}
function match(method, segments) {
    if (segments[0] !== 'organizations')
        return undefined;
    const [, org, section, id, sub, resource, ...rest] = segments;
    if (org === undefined) {
        const handler = organizationRoutes[`${method} list`];
        return handler ? { kind: 'org', handler, body: `${method} organizations` } : undefined;
    }
    if (section === undefined) {
        const handler = organizationRoutes[`${method} one`];
        return handler ? { kind: 'org', handler, org, body: `${method} organization` } : undefined;
    }
    const tables = { keys: keyRoutes, roles: roleRoutes, byocInfrastructure: byocRoutes, services: serviceRoutes };
    const table = tables[section];
    if (!table)
        return undefined;
    if (id === undefined) {
        const handler = table[`${method} list`];
        return handler ? { kind: 'org', handler, org, body: `${method} ${section}` } : undefined;
    }
    if (sub === undefined) {
        const handler = table[`${method} one`];
        return handler ? { kind: 'org', handler, org, id: decodeURIComponent(id), body: `${method} ${section}/:id` } : undefined;
    }
    if (section !== 'services' || sub !== 'clickstack' || resource === undefined)
        return undefined;
    const route = matchTeamRoute(SHARED_ROUTES, resource, method, rest);
    if (!route)
        return undefined;
    const body = rest[0] === undefined ? resource : route.id === undefined ? `${resource}/${rest[0]}` : `${resource}/:id`;
    return { kind: 'clickstack', org, service: decodeURIComponent(id), route, body: `${method} ${body}` };
}
async function handleManaged(inc, env) {
    const segments = inc.path.slice('/v1'.length).split('/').filter(Boolean);
    const matched = match(inc.method, segments);
    // The gateway answers unrouted paths with a non-JSON Express 404 (docs/contract.md §4.3), before auth.
    if (!matched)
        return expressNotFound(inc.method, inc.path);
    const creds = basicCredentials(inc);
    const headers = {};
    if (env.managedLimiter) {
        const hit = env.managedLimiter.hit(creds ? `key:${creds.keyId}` : `ip:${inc.ip}`);
        Object.assign(headers, managedLimitHeaders(hit.limit, hit.remaining, hit.resetMs, env.managedLimit.windowMs));
        if (hit.limited)
            return managedRateLimited(headers);
    }
    const auth = authenticate(env, creds);
    if ('status' in auth)
        return withHeaders(auth, headers);
    const key = auth;
    // An empty list admits nobody (observed live, docs/contract.md §14). The live status and text for an address
    // outside the list are unrecorded: 403 with this wording is our assumption.
    if (!admits(key.ipAccessList, inc.ip)) {
        return managedError(403, `IP address ${inc.ip} is not in the IP access list of API key ${key.id}`, headers);
    }
    const org = decodeURIComponent(matched.org ?? env.state.organization.id);
    // A key created moments ago is unknown to the organization's services for a few seconds: the
    // live API answered 400 "does not belong to the organization" then (docs/contract.md §14). The bare
    // `GET /v1/organizations`, which names no organization, already works.
    const propagating = key.propagatesUntil !== undefined && env.now() < key.propagatesUntil;
    if (org !== env.state.organization.id || (propagating && matched.org !== undefined)) {
        // Our choice for a foreign organization: 400 with the text seen live for keys of another org (docs/contract.md §14).
        return managedError(400, `OpenAPI key ${key.id} does not belong to the organization ${org}`, headers);
    }
    const parsed = parseJsonBody(inc);
    if (!parsed.ok) {
        return parsed.reason === 'invalid' ? managedError(400, 'Invalid JSON payload', headers) : managedError(413, 'Request body too large', headers);
    }
    const refused = gatewayBodyProblem(matched.body, parsed.value);
    if (refused)
        return managedError(400, refused, headers);
    if (matched.kind === 'org') {
        // Changing the organization, its keys or BYOC takes the Admin role (docs/contract.md §15: 403 for an
        // insufficient role). The live body text is unrecorded; this wording is ours.
        if (inc.method !== 'GET' && !key.roles.includes('admin')) {
            return managedError(403, `API key ${key.id} does not have the permission for ${inc.method} ${inc.path}`, headers);
        }
        const result = matched.handler(env, { id: matched.id, body: parsed.value, key });
        return renderTeamResult(result, headers);
    }
    if (!isUuid(matched.service))
        return managedError(400, 'Invalid serviceId: must be a UUID', headers);
    const service = env.state.services[matched.service];
    if (!service)
        return managedError(404, 'Service not found', headers);
    const { route } = matched;
    const result = route.handler({ team: service, ids: env.ids, now: env.now, paginate: env.managedPaginate, meta: false, singleChannel: true, managed: true }, { id: route.id, query: inc.query, body: parsed.value });
    return renderTeamResult(result, headers);
}

;// CONCATENATED MODULE: ./src/emulator/seed-document.ts
// A seed document (schemas/emulator-seed.schema.json) applied to a fresh state. Team objects go
// through the edition's own create handlers (and, on managed, its gateway), so a seed holds only
// what the real API would have accepted; references take an id or a name. Problems carry the JSON
// path of what they are about, which the file loader turns into file:line.










/** Thrown by applySeed with every problem found. */
class SeedProblems extends Error {
    problems;
    constructor(problems) {
        super(`The seed has ${problems.length} problem(s):\n` + problems.map((p) => `  ${formatPath(p.path)}: ${p.message}`).join('\n'));
        this.name = 'SeedProblems';
        this.problems = problems;
    }
}
/** `managed.service.alerts[2].channel` */
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(document)';
}
const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** `15m` → 900000 (the schema admits only this form). */
function durationMs(text) {
    const m = /^(\d+)(ms|s|m|h|d)$/.exec(text);
    return m ? Number(m[1]) * UNITS[m[2]] : Number.NaN;
}
/** ISO-8601, or a duration before `now` (`30d`), as ISO-8601. */
function when(text, now) {
    const ago = durationMs(text);
    return iso(Number.isNaN(ago) ? Date.parse(text) : now - ago);
}
/** Applies a seed to a state holding only the credentials; throws SeedProblems. */
function applySeed(state, doc, ctx) {
    const problems = [];
    const problem = (path, message) => problems.push({ path, message });
    /** An id of `rows`, or the id of the one row named `value`; a problem (and undefined) otherwise. */
    function resolve(rows, value, what, path) {
        if (typeof value !== 'string')
            return undefined;
        if (rows.some((r) => r.id === value))
            return value;
        const named = rows.filter((r) => r.name === value);
        if (named.length === 1)
            return named[0].id;
        problem(path, named.length === 0 ? `no ${what} with the id or name "${value}"` : `${named.length} ${what}s are named "${value}"; use its id`);
        return undefined;
    }
    function seedTeam(team, seed, at, managed) {
        if (!seed)
            return;
        const tctx = { team, ids: ctx.ids, now: ctx.now, paginate: true, meta: true, singleChannel: managed, managed };
        /**
         * One object through the edition's create route, then its explicit id; returns the record. An
         * object whose references did not resolve (problems since `mark`) is not sent: the server's
         * verdict on a half-resolved body would only repeat the problem.
         */
        function create(rows, route, handler, item, body, path, mark = problems.length) {
            if (problems.length > mark)
                return undefined;
            const before = rows.length;
            const refused = managed ? gatewayBodyProblem(route, body) : undefined;
            if (refused)
                return void problem(path, `the managed API refuses this body: ${refused}`);
            const result = handler(tctx, { query: {}, body });
            if (result.kind === 'error')
                return void problem(path, result.message);
            const record = rows[before];
            if (!record)
                return undefined;
            if (typeof item.id === 'string') {
                if (rows.some((r) => r !== record && r.id === item.id))
                    problem([...path, 'id'], `id ${item.id} is used twice`);
                record.id = item.id;
            }
            return record;
        }
        const without = (item, ...keys) => Object.fromEntries(Object.entries(item).filter(([k]) => !keys.includes(k)));
        // Connections: the managed service has no connections route, so its team's are stored as given.
        (seed.connections ?? []).forEach((item, i) => {
            const path = [...at, 'connections', i];
            if (managed) {
                const { name, host, username, password } = item;
                const record = team.addConnection({ name, host, username, password });
                if (typeof item.id === 'string')
                    record.id = item.id;
            }
            else
                create(team.connections, 'POST connections', createConnection, item, without(item, 'id'), path);
        });
        // Sources: the connection first; links between sources once all exist.
        const SOURCE_LINKS = ['traceSourceId', 'logSourceId', 'metricSourceId', 'sessionSourceId'];
        const sources = (seed.sources ?? []).map((item, i) => {
            const path = [...at, 'sources', i];
            const mark = problems.length;
            const body = without(item, 'id', ...SOURCE_LINKS);
            body.connection = resolve(team.connections, item.connection, 'connection', [...path, 'connection']) ?? item.connection;
            return { item, path, record: create(team.sources, 'POST sources', createSource, item, body, path, mark) };
        });
        for (const { item, path, record } of sources) {
            for (const link of SOURCE_LINKS) {
                if (item[link] === undefined || !record)
                    continue;
                const id = resolve(team.sources, item[link], 'source', [...path, link]);
                if (id)
                    record[link] = id;
            }
        }
        (seed.webhooks ?? []).forEach((item, i) => create(team.webhooks, 'POST webhooks', createWebhook, item, without(item, 'id'), [...at, 'webhooks', i]));
        (seed.savedSearches ?? []).forEach((item, i) => {
            const path = [...at, 'savedSearches', i];
            const mark = problems.length;
            const body = without(item, 'id');
            body.sourceId = resolve(team.sources, item.sourceId, 'source', [...path, 'sourceId']) ?? item.sourceId;
            create(team.savedSearches, 'POST saved-searches', createSavedSearch, item, body, path, mark);
        });
        (seed.dashboards ?? []).forEach((item, i) => {
            const path = [...at, 'dashboards', i];
            const mark = problems.length;
            const body = without(item, 'id');
            const tiles = Array.isArray(item.tiles) ? item.tiles : [];
            const resolved = tiles.map((t, j) => {
                if (!isRecord(t) || !isRecord(t.config))
                    return t;
                const config = { ...t.config };
                const tilePath = [...path, 'tiles', j, 'config'];
                if (config.sourceId !== undefined)
                    config.sourceId = resolve(team.sources, config.sourceId, 'source', [...tilePath, 'sourceId']) ?? config.sourceId;
                if (config.connectionId !== undefined) {
                    config.connectionId = resolve(team.connections, config.connectionId, 'connection', [...tilePath, 'connectionId']) ?? config.connectionId;
                }
                const { id: _id, ...rest } = t;
                return { ...rest, config };
            });
            // PromQL tiles are made in the UI: the API has no input for them (docs/contract.md §7.2), so they are
            // stored as the UI saves them, around the tiles the POST creates.
            const isPromql = (t) => isRecord(t) && isRecord(t.config) && t.config.configType === 'promql';
            body.tiles = resolved.filter((t) => !isPromql(t));
            if (Array.isArray(item.filters)) {
                body.filters = item.filters.map((f, j) => isRecord(f) && f.sourceId !== undefined
                    ? { ...f, sourceId: resolve(team.sources, f.sourceId, 'source', [...path, 'filters', j, 'sourceId']) ?? f.sourceId }
                    : f);
            }
            const record = create(team.dashboards, 'POST dashboards', createDashboard, item, body, path, mark);
            if (!record)
                return;
            const created = [...record.tiles];
            record.tiles = resolved.map((t) => (isPromql(t) ? ({ ...t, id: ctx.ids.objectId() }) : created.shift()));
            // POST mints every tile id; a seed may fix them (alert files and links can then name them).
            tiles.forEach((t, j) => {
                if (record.tiles[j] && isRecord(t) && typeof t.id === 'string')
                    record.tiles[j].id = t.id;
            });
        });
        (seed.alerts ?? []).forEach((item, i) => {
            const path = [...at, 'alerts', i];
            const mark = problems.length;
            const body = without(item, 'id', 'state');
            if (item.dashboardId !== undefined) {
                const dashboardId = resolve(team.dashboards, item.dashboardId, 'dashboard', [...path, 'dashboardId']);
                const dashboard = team.dashboards.find((d) => d.id === dashboardId);
                body.dashboardId = dashboardId ?? item.dashboardId;
                if (dashboard && item.tileId !== undefined)
                    body.tileId = resolve(dashboard.tiles, item.tileId, `tile on dashboard "${dashboard.name}"`, [...path, 'tileId']) ?? item.tileId;
            }
            if (item.savedSearchId !== undefined)
                body.savedSearchId = resolve(team.savedSearches, item.savedSearchId, 'saved search', [...path, 'savedSearchId']) ?? item.savedSearchId;
            const hook = (c, p) => isRecord(c) && c.webhookId !== undefined ? { ...c, webhookId: resolve(team.webhooks, c.webhookId, 'webhook', [...p, 'webhookId']) ?? c.webhookId } : c;
            if (item.channel !== undefined)
                body.channel = hook(item.channel, [...path, 'channel']);
            if (Array.isArray(item.channels))
                body.channels = item.channels.map((c, j) => hook(c, [...path, 'channels', j]));
            const record = create(team.alerts, 'POST alerts', createAlert, item, body, path, mark);
            if (record && typeof item.state === 'string')
                record.state = item.state;
        });
    }
    seedTeam(state.selfHosted, doc.selfHosted, ['selfHosted'], false);
    const mg = doc.managed;
    const now = ctx.now();
    if (mg?.organization) {
        const o = mg.organization;
        if (o.name !== undefined)
            state.organization.name = o.name;
        if (o.createdAt !== undefined)
            state.organization.createdAt = when(o.createdAt, now);
        if (o.enableCoreDumps !== undefined)
            state.organization.enableCoreDumps = o.enableCoreDumps;
    }
    const service = state.services[state.credentials.serviceId];
    if (mg?.service) {
        const s = mg.service;
        if (s.name !== undefined)
            service.serviceName = service.name = s.name;
        if (s.region !== undefined) {
            service.region = s.region;
            service.provider = REGION_PROVIDER[s.region] ?? service.provider;
        }
        if (s.provider !== undefined)
            service.provider = s.provider;
        if (s.state !== undefined)
            service.serviceState = s.state;
        seedTeam(service, s, ['managed', 'service'], true);
    }
    // Custom roles before the keys that hold them; names must stay unique, or a reference by name is ambiguous.
    (mg?.roles ?? []).forEach((r, i) => {
        const path = ['managed', 'roles', i];
        const name = r.name;
        if (typeof r.id === 'string' && state.roles.some((x) => x.id === r.id))
            return void problem([...path, 'id'], `role id ${r.id} is used twice`);
        if (state.roles.some((x) => x.name === name))
            return void problem([...path, 'name'], `a role named "${name}" already exists`);
        state.addRole(name, {
            id: r.id,
            createdAt: typeof r.createdAt === 'string' ? when(r.createdAt, now) : undefined,
            policies: r.policies,
        });
    });
    (mg?.keys ?? []).forEach((k, i) => {
        const path = ['managed', 'keys', i];
        if (typeof k.keyId === 'string' && state.keys.some((x) => x.keyId === k.keyId))
            return void problem([...path, 'keyId'], `key id ${k.keyId} is used twice`);
        const mark = problems.length;
        const assigned = Array.isArray(k.assignedRoles)
            ? k.assignedRoles.map((ref, j) => resolve(state.roles, ref, 'role', [...path, 'assignedRoles', j]))
            : undefined;
        if (problems.length > mark)
            return;
        const record = state.addKey({
            name: k.name,
            keyId: k.keyId,
            secret: k.keySecret,
            state: k.state,
            roles: k.roles,
            assignedRoleIds: assigned,
            ipAccessList: k.ipAccessList,
            createdAt: typeof k.createdAt === 'string' ? when(k.createdAt, now) : undefined,
            // usedAt has one-minute precision (docs/contract.md §14).
            usedAt: typeof k.usedAt === 'string' ? iso(Math.floor(Date.parse(when(k.usedAt, now)) / 60_000) * 60_000) : undefined,
            expireAt: typeof k.expireAt === 'string' ? when(k.expireAt, now) : k.expireAt,
        });
        if (typeof k.id === 'string')
            record.id = k.id;
        // Both given: `roles` is the legacy list as an organization migrated to custom roles froze it.
        if (assigned && Array.isArray(k.roles))
            record.roles = [...k.roles];
    });
    (mg?.byoc ?? []).forEach((b) => {
        const region = b.regionId;
        state.byoc.push({
            id: typeof b.id === 'string' ? b.id : ctx.ids.uuid(),
            state: b.state ?? 'infra-ready',
            accountName: b.accountName,
            regionId: region,
            cloudProvider: REGION_PROVIDER[region] ?? 'aws',
            displayName: b.displayName ?? `byoc-${region}`,
        });
    });
    const telemetry = doc.telemetry;
    state.telemetry.scenario = telemetry?.scenario ?? 'demo';
    (telemetry?.rows ?? []).forEach((r, i) => {
        const sourceId = resolve(state.selfHosted.sources, r.source, 'self-hosted source', ['telemetry', 'rows', i, 'source']);
        if (!sourceId)
            return;
        state.telemetry.rows.push({
            sourceId,
            row: r.row,
            count: r.count ?? 1,
            everyMs: r.every === undefined ? undefined : durationMs(r.every),
            forMs: r.for === undefined ? undefined : durationMs(r.for),
            agoMs: r.ago === undefined ? 0 : durationMs(r.ago),
        });
    });
    if (problems.length)
        throw new SeedProblems(problems);
}

;// CONCATENATED MODULE: ./src/emulator/seed.ts
// The emulator's starting data: the deterministic demo world (fixed ids from the seeded counters;
// dates relative to the clock), credentials only, or a seed document.


/** Fixed credentials and ids of the demo world (safe to print: they only open the emulator). */
const DEMO = {
    accessKey: '3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d',
    ingestionKey: 'b7e2c4d1-6a3f-4e9b-8c5d-0f1a2b3c4d5e',
    organizationId: '0b5e7a1c-4d2f-4e8a-9c3b-6f1d2e3a4b5c',
    serviceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    keyId: 'K7mQ2xVr9LpZ0001',
    keySecret: '4b1d-demo-secret-DO-NOT-USE-8e1f',
    byocId: 'c2d7f0a4-3b1e-4f6a-8d9c-1e2f3a4b5c6d',
};
const DAY = 24 * 3600 * 1000;
/** Sources, webhooks, dashboards and two hand-made alerts (no ownership marker). */
function seedObservability(team) {
    const conn = team.addConnection({ name: 'Local ClickHouse', host: 'http://clickhouse:8123', username: 'default', password: '' });
    const logs = team.addSource({
        name: 'Logs',
        kind: 'log',
        connection: conn.id,
        from: { databaseName: 'default', tableName: 'otel_logs' },
        timestampValueExpression: 'TimestampTime',
        displayedTimestampValueExpression: 'Timestamp',
        defaultTableSelectExpression: 'Timestamp, ServiceName, SeverityText, Body',
        serviceNameExpression: 'ServiceName',
        severityTextExpression: 'SeverityText',
        bodyExpression: 'Body',
        eventAttributesExpression: 'LogAttributes',
        resourceAttributesExpression: 'ResourceAttributes',
        traceIdExpression: 'TraceId',
        spanIdExpression: 'SpanId',
        implicitColumnExpression: 'Body',
        highlightedTraceAttributeExpressions: [],
        highlightedRowAttributeExpressions: [],
        materializedViews: [],
    });
    const traces = team.addSource({
        name: 'Traces',
        kind: 'trace',
        connection: conn.id,
        from: { databaseName: 'default', tableName: 'otel_traces' },
        timestampValueExpression: 'Timestamp',
        defaultTableSelectExpression: 'Timestamp, ServiceName, StatusCode, round(Duration / 1e6), SpanName',
        durationExpression: 'Duration',
        durationPrecision: 9,
        traceIdExpression: 'TraceId',
        spanIdExpression: 'SpanId',
        parentSpanIdExpression: 'ParentSpanId',
        spanNameExpression: 'SpanName',
        spanKindExpression: 'SpanKind',
        serviceNameExpression: 'ServiceName',
        statusCodeExpression: 'StatusCode',
        statusMessageExpression: 'StatusMessage',
        resourceAttributesExpression: 'ResourceAttributes',
        eventAttributesExpression: 'SpanAttributes',
        spanEventsValueExpression: 'Events',
        logSourceId: logs.id,
        highlightedTraceAttributeExpressions: [],
        highlightedRowAttributeExpressions: [],
        materializedViews: [],
    });
    const metrics = team.addSource({
        name: 'Metrics',
        kind: 'metric',
        connection: conn.id,
        from: { databaseName: 'default', tableName: '' },
        timestampValueExpression: 'TimeUnix',
        metricTables: {
            gauge: 'otel_metrics_gauge',
            histogram: 'otel_metrics_histogram',
            sum: 'otel_metrics_sum',
            summary: 'otel_metrics_summary',
            'exponential histogram': 'otel_metrics_exponential_histogram',
        },
        resourceAttributesExpression: 'ResourceAttributes',
        logSourceId: logs.id,
    });
    logs.traceSourceId = traces.id;
    logs.metricSourceId = metrics.id;
    const oncall = team.addWebhook({ name: 'oncall', service: 'slack', url: 'https://hooks.slack.com/services/T000/B000/XXX' });
    team.addWebhook({
        name: 'ops-generic',
        service: 'generic',
        url: 'https://ops.example.com/hook',
        description: 'Generic ops endpoint',
        headers: { Authorization: 'Bearer not-returned-by-the-api' },
    });
    const checkout = team.addDashboard({
        name: 'Checkout',
        tags: ['checkout'],
        tiles: [
            {
                name: 'Error count',
                x: 0, y: 0, w: 12, h: 4,
                config: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count', where: 'SeverityText:error', whereLanguage: 'lucene' }] },
            },
            {
                name: 'p95 latency',
                x: 12, y: 0, w: 12, h: 4,
                config: { displayType: 'line', sourceId: traces.id, select: [{ aggFn: 'quantile', level: 0.95, valueExpression: 'Duration' }] },
            },
            {
                name: 'Requests',
                x: 0, y: 4, w: 6, h: 3,
                config: { displayType: 'number', sourceId: traces.id, select: [{ aggFn: 'count' }] },
            },
        ],
    });
    team.addDashboard({
        name: 'Payments',
        tags: ['payments'],
        tiles: [
            {
                name: 'Error count',
                x: 0, y: 0, w: 12, h: 4,
                config: {
                    displayType: 'line',
                    sourceId: logs.id,
                    select: [{ aggFn: 'count', where: 'SeverityText:error ServiceName:payments', whereLanguage: 'lucene' }],
                },
            },
            {
                name: 'Notes',
                x: 12, y: 0, w: 12, h: 4,
                config: { displayType: 'markdown', markdown: '## Payments\nRunbook: https://runbooks.example.com/payments' },
            },
        ],
    });
    const [errorTile, latencyTile] = checkout.tiles;
    team.addAlert({
        source: 'tile',
        dashboardId: checkout.id,
        tileId: errorTile.id,
        name: 'Checkout errors',
        message: 'Checkout is logging errors',
        threshold: 10,
        thresholdType: 'above',
        interval: '5m',
        channels: [{ type: 'webhook', webhookId: oncall.id }],
    });
    team.addAlert({
        source: 'tile',
        dashboardId: checkout.id,
        tileId: latencyTile.id,
        name: 'Checkout p95 latency',
        message: 'p95 latency above 2 s',
        threshold: 2_000_000_000, // Duration is in nanoseconds (durationPrecision 9)
        thresholdType: 'above',
        interval: '15m',
        channels: [{ type: 'webhook', webhookId: oncall.id }],
    });
}
function seedKeys(state, now) {
    const ago = (days) => iso(now - days * DAY);
    const usedAgo = (days) => iso(Math.floor((now - days * DAY) / 60_000) * 60_000);
    const add = (input) => state.addKey(input);
    add({ name: 'ci-pipeline-old', keyId: 'Pq4Wn8Zt2HsB0001', secret: '4b1d-demo-secret-old-twin-7c2a', createdAt: ago(400), usedAt: usedAgo(300) });
    add({ name: 'grafana-reader', createdAt: ago(500), usedAt: usedAgo(200), roles: ['query_endpoints'] });
    add({ name: 'temp-debug', createdAt: ago(120), roles: ['developer'] });
    add({ name: 'contractor-2025', createdAt: ago(300), usedAt: usedAgo(40), expireAt: ago(10), roles: ['developer'] });
    add({ name: 'dashboards-bot', createdAt: ago(30), usedAt: usedAgo(2), roles: ['developer'] });
    add({ name: 'break-glass-admin', createdAt: ago(700), usedAt: usedAgo(400) });
    add({ name: 'legacy-unknown' });
    add({ name: 'new-key', createdAt: ago(3), roles: ['developer'] });
}
/** The credentials a seed starts with (a document's, completed with the demo's). */
function credentialsOf(seed) {
    const c = typeof seed === 'object' ? seed.credentials : undefined;
    return {
        accessKey: c?.selfHosted?.accessKey ?? DEMO.accessKey,
        ingestionKey: c?.selfHosted?.ingestionKey ?? DEMO.ingestionKey,
        keyId: c?.managed?.keyId ?? DEMO.keyId,
        keySecret: c?.managed?.keySecret ?? DEMO.keySecret,
        organizationId: c?.managed?.organizationId ?? DEMO.organizationId,
        serviceId: c?.managed?.serviceId ?? DEMO.serviceId,
    };
}
/** A fresh state for `seed`; a document's problems throw SeedProblems (nothing half-applied escapes). */
function buildState(ctx, seed) {
    const now = ctx.now();
    const credentials = credentialsOf(seed);
    const keys = [];
    const roles = systemRoleRecords(iso(now - 800 * DAY));
    const state = {
        credentials,
        telemetry: { scenario: 'demo', rows: [] },
        selfHosted: createTeam(ctx, 'Observability Ops Demo'),
        user: { id: ctx.ids.objectId(), email: 'demo@example.com', name: 'Demo User', accessKey: credentials.accessKey, createdAt: iso(now - 90 * DAY) },
        ingestionKey: credentials.ingestionKey,
        organization: { id: credentials.organizationId, name: 'Observability Ops Demo Org', createdAt: iso(now - 800 * DAY), enableCoreDumps: false },
        keys,
        byoc: [],
        services: {},
        roles,
        addKey: createKeyAdder(ctx, keys, roles),
        addRole(name, options = {}) {
            const id = options.id ?? ctx.ids.uuid();
            const createdAt = options.createdAt ?? iso(ctx.now());
            const policies = (options.policies ?? []).map((p) => ({ id: ctx.ids.uuid(), ...p }));
            const role = { id, name, type: 'custom', policies, createdAt, updatedAt: createdAt };
            roles.push(role);
            return role;
        },
    };
    const service = Object.assign(createTeam(ctx, 'observability-prod'), {
        serviceId: credentials.serviceId,
        serviceName: 'observability-prod',
        region: 'us-east-1',
        provider: 'aws',
        serviceState: 'running',
    });
    state.services[credentials.serviceId] = service;
    // The key the credentials authenticate with (an admin key).
    state.addKey({
        name: 'ci-pipeline',
        keyId: credentials.keyId,
        secret: credentials.keySecret,
        createdAt: iso(now - 200 * DAY),
        usedAt: iso(Math.floor(now / 60_000) * 60_000),
    });
    if (seed === 'empty')
        return state;
    if (typeof seed === 'object') {
        applySeed(state, seed, ctx);
        return state;
    }
    seedObservability(state.selfHosted);
    seedObservability(service);
    seedKeys(state, now);
    state.byoc.push({
        id: DEMO.byocId,
        state: 'infra-ready',
        accountName: 'obs-ops-demo-aws',
        regionId: 'us-east-1',
        cloudProvider: 'aws',
        displayName: 'byoc-us-east-1',
    });
    return state;
}

;// CONCATENATED MODULE: ./src/emulator/series/filter.ts
// Turns a parsed Lucene tree into a row predicate for one table. Semantics
// follow HyperDX's Lucene-to-SQL translation closely enough for tests:
//   field:value        exact equality (numeric columns compare as numbers)
//   field:val*         case-insensitive wildcard (ILIKE), `*` any run, `?` one char
//   field:*            the column is non-empty
//   bare / "phrase"    case-insensitive substring of the implicit column
//   field:>n, [a TO b] numeric for numbers, epoch ms / ISO for Timestamp, else lexicographic
// Unknown columns fail like ClickHouse (UNKNOWN_IDENTIFIER).

function compileFilter(node, table) {
    switch (node.kind) {
        case 'all':
            return () => true;
        case 'and': {
            const parts = node.nodes.map((n) => compileFilter(n, table));
            return (row) => parts.every((p) => p(row));
        }
        case 'or': {
            const parts = node.nodes.map((n) => compileFilter(n, table));
            return (row) => parts.some((p) => p(row));
        }
        case 'not': {
            const inner = compileFilter(node.node, table);
            return (row) => !inner(row);
        }
        case 'term':
            return compileTerm(node.field, node.value, node.quoted, table);
        case 'compare': {
            const type = columnType(table, node.field);
            const bound = toComparable(type, node.value);
            const field = node.field;
            return (row) => compare(toComparable(type, row[field]), node.op, bound);
        }
        case 'between': {
            const type = columnType(table, node.field);
            const lo = toComparable(type, node.lo);
            const hi = toComparable(type, node.hi);
            const field = node.field;
            const [lowOp, highOp] = node.inclusive ? ['>=', '<='] : ['>', '<'];
            return (row) => {
                const v = toComparable(type, row[field]);
                return compare(v, lowOp, lo) && compare(v, highOp, hi);
            };
        }
    }
}
function columnType(table, field) {
    const type = table.columns[field];
    if (type === undefined)
        throw unknownIdentifier(field);
    return type;
}
function compileTerm(field, value, quoted, table) {
    if (field === null) {
        // HyperDX searches the implicit column with ILIKE '%term%'.
        const col = table.implicitColumn;
        const needle = (quoted ? value : value.replace(/[*?]/g, '')).toLowerCase();
        if (needle === '')
            return () => true;
        return (row) => String(row[col] ?? '').toLowerCase().includes(needle);
    }
    const type = columnType(table, field);
    if (!quoted && value === '*')
        return (row) => row[field] !== undefined && String(row[field]) !== '';
    if (!quoted && /[*?]/.test(value)) {
        const re = wildcardRegExp(value);
        return (row) => re.test(String(cellText(type, row[field])));
    }
    if (type === 'String')
        return (row) => row[field] === value;
    const target = toComparable(type, value);
    return (row) => toComparable(type, row[field]) === target;
}
function wildcardRegExp(pattern) {
    const body = pattern
        .split('')
        .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
        .join('');
    return new RegExp(`^${body}$`, 'is');
}
function cellText(type, cell) {
    if (cell === undefined)
        return '';
    return type === 'DateTime64' ? new Date(Number(cell)).toISOString() : String(cell);
}
function toComparable(type, raw) {
    if (raw === undefined)
        return '';
    if (type === 'String')
        return String(raw);
    if (typeof raw === 'number')
        return raw;
    const text = raw.trim();
    if (type === 'DateTime64') {
        const asNumber = Number(text);
        const ms = /^\d+$/.test(text) ? asNumber : Date.parse(text);
        if (Number.isNaN(ms))
            throw cannotParse(text, 'DateTime64(9)');
        return ms;
    }
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text))
        throw cannotParse(text, type);
    return Number(text);
}
function cannotParse(text, type) {
    return new QueryError(`Code: 6. DB::Exception: Cannot parse string '${text}' as ${type}: syntax error at begin of string. (CANNOT_PARSE_TEXT)`);
}
function compare(a, op, b) {
    switch (op) {
        case '>':
            return a > b;
        case '>=':
            return a >= b;
        case '<':
            return a < b;
        case '<=':
            return a <= b;
    }
}

;// CONCATENATED MODULE: ./src/emulator/series/lucene.ts
// A Lucene subset parser for series `where` clauses, shaped after what HyperDX
// accepts: `field:value`, `field:"phrase"`, `*`/`?` wildcards, bare terms (the
// source's implicit column), `AND`/`OR`/`NOT`/`-`/`&&`/`||`/`!`, implicit AND,
// parentheses, `field:(a OR b)`, ranges `field:>300` `>=` `<` `<=`,
// `field:[a TO b]` (inclusive) and `field:{a TO b}` (exclusive).
// Precedence: NOT > AND (explicit or implicit) > OR.

const STOP = new Set([' ', '\t', '\n', '\r', '(', ')', '"', ':']);
function parseLucene(query) {
    const p = new Parser(query);
    p.skipSpace();
    if (p.atEnd())
        return { kind: 'all' };
    const node = p.parseOr(null);
    p.skipSpace();
    if (!p.atEnd()) {
        throw syntaxError(query, p.pos, p.peek() === ')' ? 'unbalanced parenthesis' : 'unexpected input');
    }
    return node;
}
class Parser {
    src;
    pos = 0;
    constructor(src) {
        this.src = src;
    }
    atEnd() {
        return this.pos >= this.src.length;
    }
    peek() {
        return this.src[this.pos] ?? '';
    }
    skipSpace() {
        while (!this.atEnd() && /\s/.test(this.peek()))
            this.pos++;
    }
    fail(detail, at = this.pos) {
        throw syntaxError(this.src, at, detail);
    }
    /** The operator keyword at the cursor (only when followed by a boundary), without consuming it. */
    keyword() {
        const rest = this.src.slice(this.pos);
        const m = /^(AND|OR|NOT)(?=[\s()"]|$)/.exec(rest);
        if (m)
            return m[1];
        if (rest.startsWith('&&'))
            return 'AND';
        if (rest.startsWith('||'))
            return 'OR';
        return null;
    }
    consumeKeyword(k) {
        const rest = this.src.slice(this.pos);
        this.pos += rest.startsWith('&&') || rest.startsWith('||') ? 2 : k.length;
    }
    parseOr(field) {
        const nodes = [this.parseAnd(field)];
        for (;;) {
            this.skipSpace();
            if (this.keyword() !== 'OR')
                break;
            this.consumeKeyword('OR');
            nodes.push(this.parseAnd(field));
        }
        return nodes.length === 1 ? nodes[0] : { kind: 'or', nodes };
    }
    parseAnd(field) {
        const nodes = [this.parseUnary(field)];
        for (;;) {
            this.skipSpace();
            if (this.atEnd() || this.peek() === ')')
                break;
            const k = this.keyword();
            if (k === 'OR')
                break;
            if (k === 'AND')
                this.consumeKeyword('AND');
            nodes.push(this.parseUnary(field));
        }
        return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
    }
    parseUnary(field) {
        this.skipSpace();
        if (this.atEnd())
            this.fail('expected a term but end of query found');
        const k = this.keyword();
        if (k === 'NOT') {
            this.consumeKeyword('NOT');
            return { kind: 'not', node: this.parseUnary(field) };
        }
        if (k === 'AND' || k === 'OR')
            this.fail(`unexpected operator ${k}`);
        const c = this.peek();
        if (c === '-' || c === '!') {
            this.pos++;
            return { kind: 'not', node: this.parseUnary(field) };
        }
        if (c === '+')
            this.pos++;
        return this.parsePrimary(field);
    }
    parsePrimary(field) {
        this.skipSpace();
        const start = this.pos;
        const c = this.peek();
        if (c === '(') {
            this.pos++;
            const inner = this.parseOr(field);
            this.skipSpace();
            if (this.peek() !== ')')
                this.fail('unbalanced parenthesis', start);
            this.pos++;
            return inner;
        }
        if (c === ')')
            this.fail('unbalanced parenthesis');
        if (c === '"')
            return { kind: 'term', field, value: this.readQuoted(), quoted: true };
        const word = this.readWord();
        if (word === '')
            this.fail('expected a term');
        if (this.peek() !== ':')
            return { kind: 'term', field, value: word, quoted: false };
        this.pos++; // ':'
        return this.parseFieldValue(word);
    }
    parseFieldValue(field) {
        const c = this.peek();
        if (c === '(')
            return this.parsePrimary(field);
        if (c === '"')
            return { kind: 'term', field, value: this.readQuoted(), quoted: true };
        if (c === '[' || c === '{')
            return this.readBetween(field);
        const cmp = /^(>=|<=|>|<)/.exec(this.src.slice(this.pos));
        if (cmp) {
            this.pos += cmp[1].length;
            const value = this.peek() === '"' ? this.readQuoted() : this.readWord();
            if (value === '')
                this.fail(`expected a value after ${field}:${cmp[1]}`);
            return { kind: 'compare', field, op: cmp[1], value };
        }
        const value = this.readWord();
        if (value === '')
            this.fail(`expected a value after ${field}:`);
        return { kind: 'term', field, value, quoted: false };
    }
    readBetween(field) {
        const start = this.pos;
        const inclusive = this.peek() === '[';
        const close = inclusive ? ']' : '}';
        const end = this.src.indexOf(close, this.pos);
        if (end < 0)
            this.fail('unterminated range', start);
        const body = this.src.slice(this.pos + 1, end);
        const m = /^\s*(\S+)\s+TO\s+(\S+)\s*$/.exec(body);
        if (!m)
            this.fail('range must look like [low TO high]', start);
        this.pos = end + 1;
        return { kind: 'between', field, lo: m[1], hi: m[2], inclusive };
    }
    readQuoted() {
        const start = this.pos;
        this.pos++; // opening quote
        let out = '';
        while (!this.atEnd() && this.peek() !== '"') {
            if (this.peek() === '\\' && this.pos + 1 < this.src.length)
                this.pos++;
            out += this.peek();
            this.pos++;
        }
        if (this.atEnd())
            this.fail('unterminated quoted string', start);
        this.pos++; // closing quote
        return out;
    }
    readWord() {
        let out = '';
        while (!this.atEnd() && !STOP.has(this.peek())) {
            if (this.peek() === '\\' && this.pos + 1 < this.src.length)
                this.pos++;
            out += this.peek();
            this.pos++;
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/emulator/series/engine.ts
// The engine core: one series over one table, like the single ClickHouse query
// HyperDX runs per series:
//   SELECT <agg> AS series_N, <groupBy...>, toStartOfInterval(Timestamp, <granularity>) AS __hdx_time_bucket
//   FROM t WHERE Timestamp >= start AND Timestamp <= end AND (<where>)
//   GROUP BY <groupBy...>, __hdx_time_bucket ORDER BY __hdx_time_bucket
// Both range ends are inclusive (HyperDX's dateRangeStart/EndInclusive default
// to true). Buckets without matching rows produce no row. Rows come out sorted
// by bucket, then group (ClickHouse leaves the group order open; we fix it).





function runSeries(table, spec, range, bucketMs) {
    // Compile everything first so a bad query fails even when no row is in range.
    const predicate = compileFilter(parseLucene(spec.where.trim()), table);
    const aggregate = compileAggregate(spec, table);
    const groupTypes = spec.groupBy.map((col) => {
        const type = table.columns[col];
        if (type === undefined)
            throw unknownIdentifier(col);
        return type;
    });
    const buckets = new Map();
    const rows = table.rows;
    for (let i = firstIndexAtOrAfter(rows, range.start); i < rows.length; i++) {
        const row = rows[i];
        if (row.Timestamp > range.end)
            break;
        if (!predicate(row))
            continue;
        const bucket = Math.floor(row.Timestamp / bucketMs) * bucketMs;
        const group = spec.groupBy.map((col, j) => cellToJson(groupTypes[j], row[col] ?? ''));
        const key = JSON.stringify(group);
        let groups = buckets.get(bucket);
        if (!groups)
            buckets.set(bucket, (groups = new Map()));
        let entry = groups.get(key);
        if (!entry)
            groups.set(key, (entry = { group, rows: [] }));
        entry.rows.push(row);
    }
    const out = [];
    for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
        const groups = [...buckets.get(bucket).values()].sort((a, b) => compareGroups(a.group, b.group));
        for (const { group, rows: bucketRows } of groups) {
            out.push({ bucket, group, value: aggregate(bucketRows) });
        }
    }
    return out;
}
function firstIndexAtOrAfter(rows, ts) {
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (rows[mid].Timestamp < ts)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function compareGroups(a, b) {
    for (let i = 0; i < a.length; i++) {
        if (a[i] === b[i])
            continue;
        if (typeof a[i] === 'number' && typeof b[i] === 'number')
            return a[i] - b[i];
        return String(a[i]) < String(b[i]) ? -1 : 1;
    }
    return 0;
}

;// CONCATENATED MODULE: ./src/emulator/series/granularity.ts
// Bucket sizes. Buckets are aligned to multiples of the size since the epoch
// (UTC), which is what ClickHouse's toStartOfInterval gives for every
// granularity the API allows.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const granularity_DAY = 24 * HOUR;
const GRANULARITY_MS = {
    '30s': 30_000,
    '1m': MINUTE,
    '5m': 5 * MINUTE,
    '10m': 10 * MINUTE,
    '15m': 15 * MINUTE,
    '30m': 30 * MINUTE,
    '1h': HOUR,
    '2h': 2 * HOUR,
    '6h': 6 * HOUR,
    '12h': 12 * HOUR,
    '1d': granularity_DAY,
    '2d': 2 * granularity_DAY,
    '7d': 7 * granularity_DAY,
    '30d': 30 * granularity_DAY,
};
/** Omitted or `auto`: the smallest listed size giving at most 60 buckets (HyperDX's auto rule). */
function bucketSizeMs(granularity, startTime, endTime) {
    if (granularity !== undefined && granularity !== 'auto')
        return GRANULARITY_MS[granularity];
    const wanted = Math.ceil(Math.max(0, endTime - startTime) / 60);
    const sizes = Object.values(GRANULARITY_MS);
    return sizes.find((size) => size >= wanted) ?? sizes[sizes.length - 1];
}

;// CONCATENATED MODULE: ./src/emulator/series/seeded.ts
/** Rows per query at most: a seed that asks for more is cut here (oldest first dropped). */
const MAX_ROWS = 200_000;
function seeded_columnType(values) {
    if (values.every((v) => typeof v === 'number')) {
        return values.every((v) => Number.isInteger(v) && v >= 0) ? 'UInt64' : 'Float64';
    }
    return 'String';
}
/** The table of one source from its specs, at `now`. */
function seededTable(specs, now) {
    const rows = [];
    for (const spec of specs) {
        const every = spec.everyMs ?? 0;
        const times = every > 0 ? Math.max(1, Math.floor((spec.forMs ?? every) / every)) : 1;
        for (let k = 0; k < times && rows.length < MAX_ROWS; k++) {
            const at = now - spec.agoMs - k * every - 1000;
            for (let n = 0; n < spec.count; n++)
                rows.push({ ...spec.row, Timestamp: at });
        }
    }
    rows.sort((a, b) => a.Timestamp - b.Timestamp);
    const names = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'Timestamp');
    const columns = { Timestamp: 'DateTime64' };
    for (const name of names)
        columns[name] = seeded_columnType(rows.map((r) => r[name]).filter((v) => v !== undefined));
    const strings = names.filter((n) => columns[n] === 'String');
    const implicitColumn = ['Body', 'SpanName'].find((c) => strings.includes(c)) ?? strings[0] ?? 'Body';
    return { columns, rows, implicitColumn };
}

;// CONCATENATED MODULE: ./src/emulator/series/telemetry.ts
// Seeded, deterministic telemetry the emulator's chart-series endpoint serves.
//
// Everything is generated relative to `anchor` = `now` rounded down to the
// minute, for the HISTORY_MINUTES minutes before it (24 h 30 min, so a "same
// window one day earlier" baseline has data). "Minute m" below means
// [anchor - (m+1) min, anchor - m min); m = 0 is the last complete minute.
// The PRNG (mulberry32, fixed seed) is consumed in the same order for every
// anchor, so the data is identical relative to the anchor whatever the clock:
// the numbers below hold for every `now`.
//
// Services: checkout, payments, frontend, search. `ghost` has no data at all.
//
// Logs (source kind `log`), per service and minute:
//   4 `info` + 1 `warn` on even minutes + the `error` rows below.
//   error logs per minute:
//     checkout  12 in minutes 0-9 (the ERROR SPIKE), else 1 when m % 3 == 0
//     payments  1 when m % 5 == 0
//     frontend  1 when m % 4 == 2
//     search    4 on even / 3 on odd minutes in minutes 0-59 (WARN BAND), else 1 when m % 6 == 0
//   => checkout errors, last 10 min: 120 (12/min); last 15 min: 121; any
//      other 15-min window outside the spike: 5. Other services <= 1/min
//      except search in its warn band.
//   => search errors, last 15 min: 53 (max 4/min, min 3/min).
//   columns: Timestamp, ServiceName, SeverityText (info|warn|error), Body,
//   StatusCode (UInt16: 200, errors 500/502/503), UserId, TraceId.
//
// Traces (source kind `trace`), 6 spans per service and minute, Duration in ms
// (UInt64) = base duration * (1 +- 3 % seeded jitter), base per span slot:
//     checkout  40 60 80 120 180 260, times 1.4 in minutes 0-14 (LATENCY SHIFT)
//     payments  30 45 60  90 130 200
//     frontend  20 30 50  70 100 150
//     search    15 25 35  55  80 120
//   => quantile(0.95)(Duration) over [anchor-15m, anchor] vs the same window
//      one day earlier: checkout 366.65 vs 261.1 ms (+40.4 %),
//      payments 203.55 vs 203 ms (+0.3 %), frontend 152.55 vs 151,
//      search 121 vs 120.55.
//   StatusCode: `Error` for checkout's two slowest spans each minute in
//   minutes 0-9, otherwise `Error` with 2 % probability, else `Ok`.
//   columns: Timestamp, ServiceName, SpanName, Duration, StatusCode, TraceId, UserId.
//
// Size: 28,172 log rows and 35,280 spans; generation takes ~100 ms and is
// cached per anchor minute (a few anchors kept), so a query is a few ms.

const telemetry_SERVICES = ['checkout', 'payments', 'frontend', 'search'];
const GHOST_SERVICE = 'ghost';
const HISTORY_MINUTES = 24 * 60 + 30;
const SPANS_PER_MINUTE = 6;
const INFO_LOGS_PER_MINUTE = 4;
/** The scenario facts demo and tests rely on (all relative to the anchor minute). */
const SCENARIO = {
    errorSpike: {
        service: 'checkout',
        minutes: 10,
        errorsPerMinute: 12,
        /** checkout error logs in the last 10 / 15 minutes. */
        errorsLast10m: 120,
        errorsLast15m: 121,
        /** checkout error logs per minute before the spike: 0 or 1. */
        baselineMaxPerMinute: 1,
    },
    latencyShift: {
        service: 'checkout',
        minutes: 15,
        factor: 1.4,
        /** quantile(0.95)(Duration) in ms, last 15 min and the same 15 min one day earlier. */
        checkoutP95Last15m: 366.65,
        checkoutP95DayBefore: 261.1,
        paymentsP95Last15m: 203.55,
        paymentsP95DayBefore: 203,
    },
    searchWarn: {
        service: 'search',
        minutes: 60,
        /** search error logs per minute inside the band: 3 or 4. */
        minPerMinute: 3,
        maxPerMinute: 4,
        errorsLast15m: 53,
    },
    ghost: { service: GHOST_SERVICE },
};
const LOG_COLUMNS = {
    Timestamp: 'DateTime64',
    ServiceName: 'String',
    SeverityText: 'String',
    Body: 'String',
    StatusCode: 'UInt16',
    UserId: 'String',
    TraceId: 'String',
};
const TRACE_COLUMNS = {
    Timestamp: 'DateTime64',
    ServiceName: 'String',
    SpanName: 'String',
    Duration: 'UInt64',
    StatusCode: 'String',
    TraceId: 'String',
    UserId: 'String',
};
function errorLogsInMinute(service, m) {
    switch (service) {
        case 'checkout':
            return m < SCENARIO.errorSpike.minutes ? SCENARIO.errorSpike.errorsPerMinute : m % 3 === 0 ? 1 : 0;
        case 'payments':
            return m % 5 === 0 ? 1 : 0;
        case 'frontend':
            return m % 4 === 2 ? 1 : 0;
        case 'search':
            if (m < SCENARIO.searchWarn.minutes)
                return m % 2 === 0 ? 4 : 3;
            return m % 6 === 0 ? 1 : 0;
    }
}
const BASE_DURATIONS = {
    checkout: [40, 60, 80, 120, 180, 260],
    payments: [30, 45, 60, 90, 130, 200],
    frontend: [20, 30, 50, 70, 100, 150],
    search: [15, 25, 35, 55, 80, 120],
};
const SPAN_NAMES = {
    checkout: ['GET /cart', 'POST /checkout', 'reserve-inventory', 'compute-tax', 'charge-payment', 'place-order'],
    payments: ['POST /charge', 'fraud-check', 'tokenize-card', 'bank-authorize', 'ledger-write', 'POST /refund'],
    frontend: ['GET /', 'GET /product', 'render-page', 'GET /static', 'POST /cart', 'GET /search'],
    search: ['GET /search', 'parse-query', 'index-lookup', 'rank-results', 'spellcheck', 'suggest'],
};
const INFO_BODIES = {
    checkout: ['order placed', 'cart loaded', 'tax computed', 'inventory reserved'],
    payments: ['payment authorized', 'card tokenized', 'refund issued', 'ledger updated'],
    frontend: ['page rendered', 'session started', 'asset served', 'user signed in'],
    search: ['query served', 'index refreshed', 'suggestions served', 'cache hit'],
};
const WARN_BODIES = {
    checkout: 'slow response from inventory service',
    payments: 'retrying bank authorization',
    frontend: 'slow page render',
    search: 'query took longer than expected',
};
const ERROR_BODIES = {
    checkout: ['payment gateway timeout while placing order', 'failed to reserve inventory: connection refused'],
    payments: ['card declined by issuer: do not honor', 'bank authorization failed: upstream 503'],
    frontend: ['uncaught TypeError in product page', 'failed to load cart widget'],
    search: ['search index shard unavailable', 'query timeout after 2000 ms'],
};
const ERROR_STATUS = [500, 502, 503];
const SEED = 0x0b5e7a11;
const CACHE_SIZE = 4;
const cache = new Map();
function anchorOf(now) {
    return Math.floor(now / 60_000) * 60_000;
}
/** The dataset for `now` (cached per anchor minute). */
function telemetryAt(now) {
    const anchor = anchorOf(now);
    let t = cache.get(anchor);
    if (!t) {
        t = generate(anchor);
        cache.set(anchor, t);
        if (cache.size > CACHE_SIZE)
            cache.delete(cache.keys().next().value);
    }
    return t;
}
function generate(anchor) {
    const rand = mulberry32(SEED);
    const pick = (list) => list[Math.floor(rand() * list.length)];
    const hex = (chars) => {
        let out = '';
        while (out.length < chars)
            out += Math.floor(rand() * 0x10000).toString(16).padStart(4, '0');
        return out.slice(0, chars);
    };
    const userId = () => `user-${100 + Math.floor(rand() * 40)}`;
    const logs = [];
    const traces = [];
    for (let m = HISTORY_MINUTES - 1; m >= 0; m--) {
        const minuteStart = anchor - (m + 1) * 60_000;
        const at = () => minuteStart + Math.floor(rand() * 60_000);
        for (const service of telemetry_SERVICES) {
            for (let i = 0; i < INFO_LOGS_PER_MINUTE; i++) {
                logs.push(logRow(at(), service, 'info', pick(INFO_BODIES[service]), 200, userId(), hex(32)));
            }
            if (m % 2 === 0)
                logs.push(logRow(at(), service, 'warn', WARN_BODIES[service], 200, userId(), hex(32)));
            const errors = errorLogsInMinute(service, m);
            for (let i = 0; i < errors; i++) {
                logs.push(logRow(at(), service, 'error', pick(ERROR_BODIES[service]), pick(ERROR_STATUS), userId(), hex(32)));
            }
            const factor = service === SCENARIO.latencyShift.service && m < SCENARIO.latencyShift.minutes ? SCENARIO.latencyShift.factor : 1;
            for (let k = 0; k < SPANS_PER_MINUTE; k++) {
                const jitter = 0.97 + rand() * 0.06;
                const failing = service === 'checkout' && m < SCENARIO.errorSpike.minutes && k >= SPANS_PER_MINUTE - 2;
                const status = failing || rand() < 0.02 ? 'Error' : 'Ok';
                traces.push({
                    Timestamp: at(),
                    ServiceName: service,
                    SpanName: SPAN_NAMES[service][k],
                    Duration: Math.round(BASE_DURATIONS[service][k] * factor * jitter),
                    StatusCode: status,
                    TraceId: hex(32),
                    UserId: userId(),
                });
            }
        }
    }
    const byTime = (a, b) => a.Timestamp - b.Timestamp;
    logs.sort(byTime);
    traces.sort(byTime);
    return {
        anchor,
        logs: { columns: { ...LOG_COLUMNS }, rows: logs, implicitColumn: 'Body' },
        traces: { columns: { ...TRACE_COLUMNS }, rows: traces, implicitColumn: 'SpanName' },
    };
}
function logRow(ts, service, severity, body, status, user, traceId) {
    return {
        Timestamp: ts,
        ServiceName: service,
        SeverityText: severity,
        Body: body,
        StatusCode: status,
        UserId: user,
        TraceId: traceId,
    };
}

;// CONCATENATED MODULE: ./src/emulator/series/validate.ts
// Request validation of POST /api/v2/charts/series, reproducing the zod (v3)
// schema of the HyperDX route and its messages: issues in schema order,
// `path.joined.by.dots: message`, joined by "; " after "Body validation failed: ".
// Like zod, a refinement runs on "dirty" values (failed checks) but not on
// "aborted" ones (wrong types), so e.g. the same-groupBy rule is skipped when an
// item has a wrong type.

const GRANULARITIES = [
    '30s', '1m', '5m', '10m', '15m', '30m', '1h', '2h', '6h', '12h', '1d', '2d', '7d', '30d', 'auto',
];
const validate_WHERE_LANGUAGES = ['sql', 'lucene', 'promql'];
const METRIC_DATA_TYPES = ['sum', 'gauge', 'histogram', 'summary', 'exponential histogram'];
class Issues {
    list = [];
    add(path, message) {
        this.list.push(path.length ? `${path.join('.')}: ${message}` : message);
    }
}
function typeName(v) {
    if (v === undefined)
        return 'undefined';
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number' && Number.isNaN(v))
        return 'nan';
    return typeof v;
}
function expectType(v, expected, path, issues) {
    const got = typeName(v);
    if (got === expected)
        return true;
    issues.add(path, got === 'undefined' ? 'Required' : `Expected ${expected}, received ${got}`);
    return false;
}
function checkEnum(v, values, path, issues) {
    const options = values.map((x) => `'${x}'`).join(' | ');
    if (typeof v !== 'string') {
        issues.add(path, v === undefined ? 'Required' : `Expected ${options}, received ${typeName(v)}`);
        return 'aborted';
    }
    if (!values.includes(v)) {
        issues.add(path, `Invalid enum value. Expected ${options}, received '${v}'`);
        return 'aborted';
    }
    return 'ok';
}
function worst(...s) {
    return s.includes('aborted') ? 'aborted' : s.includes('dirty') ? 'dirty' : 'ok';
}
function validate_optional(v, check) {
    return v === undefined ? 'ok' : check();
}
function checkString(v, path, issues) {
    return expectType(v, 'string', path, issues) ? 'ok' : 'aborted';
}
function checkSeriesItem(item, path, issues) {
    if (!expectType(item, 'object', path, issues))
        return 'aborted';
    const s = item;
    const statuses = [];
    // sourceId: z.string().refine(mongoose ObjectId.isValid): 24 hex chars or any 12-char string.
    let sourceId = checkString(s.sourceId, [...path, 'sourceId'], issues);
    if (sourceId === 'ok' && !/^[0-9a-fA-F]{24}$/.test(s.sourceId) && s.sourceId.length !== 12) {
        issues.add([...path, 'sourceId'], 'Invalid ObjectId');
        sourceId = 'dirty';
    }
    statuses.push(sourceId);
    statuses.push(validate_optional(s.dataSource, () => checkEnum(s.dataSource, ['events', 'metrics'], [...path, 'dataSource'], issues)));
    statuses.push(checkEnum(s.aggFn, AGG_FNS, [...path, 'aggFn'], issues));
    statuses.push(validate_optional(s.level, () => {
        if (!expectType(s.level, 'number', [...path, 'level'], issues))
            return 'aborted';
        const level = s.level;
        if (level < 0)
            issues.add([...path, 'level'], 'Number must be greater than or equal to 0');
        if (level > 1)
            issues.add([...path, 'level'], 'Number must be less than or equal to 1');
        return level < 0 || level > 1 ? 'dirty' : 'ok';
    }));
    statuses.push(validate_optional(s.field, () => checkString(s.field, [...path, 'field'], issues)));
    statuses.push(checkString(s.where, [...path, 'where'], issues));
    statuses.push(validate_optional(s.whereLanguage, () => checkEnum(s.whereLanguage, validate_WHERE_LANGUAGES, [...path, 'whereLanguage'], issues)));
    statuses.push(checkStringArray(s.groupBy, 10, [...path, 'groupBy'], issues));
    statuses.push(validate_optional(s.sortOrder, () => {
        if (s.sortOrder === 'asc' || s.sortOrder === 'desc')
            return 'ok';
        issues.add([...path, 'sortOrder'], 'Invalid input');
        return 'aborted';
    }));
    statuses.push(validate_optional(s.metricDataType, () => checkEnum(s.metricDataType, METRIC_DATA_TYPES, [...path, 'metricDataType'], issues)));
    statuses.push(validate_optional(s.metricName, () => checkString(s.metricName, [...path, 'metricName'], issues)));
    return worst(...statuses);
}
function checkStringArray(v, max, path, issues) {
    if (!expectType(v, 'array', path, issues))
        return 'aborted';
    const arr = v;
    let status = 'ok';
    if (arr.length > max) {
        issues.add(path, `Array must contain at most ${max} element(s)`);
        status = 'dirty';
    }
    const items = arr.map((x, i) => checkString(x, [...path, i], issues));
    return worst(status, ...items);
}
function checkTimestamp(v, path, issues) {
    if (!expectType(v, 'number', path, issues))
        return 'aborted';
    const n = v;
    let status = 'ok';
    if (!Number.isInteger(n)) {
        issues.add(path, 'Timestamp must be an integer');
        status = 'dirty';
    }
    if (!(n > 0)) {
        issues.add(path, 'Timestamp must be positive');
        status = 'dirty';
    }
    if (n.toString().length < 13) {
        issues.add(path, 'Timestamp must be in milliseconds');
        status = 'dirty';
    }
    return status;
}
function sameStringArray(a, b) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
        return false;
    return a.every((x, i) => x === b[i]);
}
/** The typed request, or the 400 message the real server would send. */
function validateSeriesRequest(body) {
    const issues = new Issues();
    if (expectType(body, 'object', [], issues)) {
        const b = body;
        if (expectType(b.series, 'array', ['series'], issues)) {
            const series = b.series;
            let status = 'ok';
            if (series.length < 1) {
                issues.add(['series'], 'Series array cannot be empty');
                status = 'dirty';
            }
            if (series.length > 5) {
                issues.add(['series'], 'Array must contain at most 5 element(s)');
                status = 'dirty';
            }
            status = worst(status, ...series.map((item, i) => checkSeriesItem(item, ['series', i], issues)));
            if (status !== 'aborted' && series.length > 0) {
                const first = series[0].groupBy;
                if (!series.every((s) => sameStringArray(s.groupBy, first))) {
                    issues.add(['series'], 'All series must have the same groupBy fields');
                }
            }
        }
        checkTimestamp(b.endTime, ['endTime'], issues);
        validate_optional(b.granularity, () => checkEnum(b.granularity, GRANULARITIES, ['granularity'], issues));
        checkTimestamp(b.startTime, ['startTime'], issues);
        validate_optional(b.seriesReturnType, () => checkEnum(b.seriesReturnType, ['ratio', 'column'], ['seriesReturnType'], issues));
    }
    if (issues.list.length)
        return { ok: false, message: `Body validation failed: ${issues.list.join('; ')}` };
    return { ok: true, value: body };
}

;// CONCATENATED MODULE: ./src/emulator/series/index.ts
// POST /api/v2/charts/series for the emulator: validation (400), source lookup
// (404), one query per series over the seeded telemetry (500 on query errors),
// and the response shapes of the real route:
//   default / ratio: {data: [{ts_bucket, group, "series_N.data"}]} merged by
//     (ts_bucket, group) in first-seen order (series 0's rows first, then rows
//     only later series have), exactly like HyperDX's formatCHResult;
//   column: the raw rows of every series concatenated,
//     {series_N, <groupBy columns>, __hdx_time_bucket: "YYYY-MM-DD HH:MM:SS"}.
// A source serves the rows a seed gave it (seeded.ts); otherwise, with the demo
// scenario, log -> its log rows, trace -> its span rows; metric, session and
// promql sources have no emulated data and answer with no rows.







const DEMO_TELEMETRY = { scenario: 'demo', rows: [] };
function handleSeriesQuery(body, sources, now, telemetry = DEMO_TELEMETRY) {
    const parsed = validateSeriesRequest(body);
    if (!parsed.ok)
        return { status: 400, body: { message: parsed.message } };
    const req = parsed.value;
    const bucketMs = bucketSizeMs(req.granularity, req.startTime, req.endTime);
    // Series run concurrently on the real server: a thrown query error (500)
    // wins over a returned "not found" (404); otherwise the first 404 by index.
    const results = req.series.map((series, index) => {
        const source = sources.find((s) => s.id === series.sourceId);
        if (!source)
            return { notFound: `Source not found for series ${index}` };
        try {
            return { rows: querySeries(series, source, now, req.startTime, req.endTime, bucketMs, telemetry) };
        }
        catch (e) {
            // The real route answers any failure of a series query with 500 {error: message}.
            return { error: e instanceof Error ? e.message : String(e) };
        }
    });
    for (const r of results)
        if ('error' in r)
            return { status: 500, body: { error: r.error } };
    for (const r of results)
        if ('notFound' in r)
            return { status: 404, body: { error: r.notFound } };
    const perSeries = results.map((r) => ('rows' in r ? r.rows : []));
    const groupBy = req.series[0].groupBy; // validation refuses an empty list
    if (req.seriesReturnType === 'column') {
        const data = perSeries.flatMap((rows, i) => rows.map((row) => ({
            [`series_${i}`]: row.value,
            ...Object.fromEntries(groupBy.map((col, j) => [col, row.group[j]])),
            __hdx_time_bucket: formatDateTime(row.bucket),
        })));
        return { status: 200, body: { data } };
    }
    const merged = new Map();
    perSeries.forEach((rows, i) => {
        for (const row of rows) {
            const key = JSON.stringify([row.bucket, row.group]);
            let out = merged.get(key);
            if (!out)
                merged.set(key, (out = { ts_bucket: row.bucket, group: row.group }));
            out[`series_${i}.data`] = row.value;
        }
    });
    return { status: 200, body: { data: [...merged.values()] } };
}
function querySeries(series, source, now, start, end, bucketMs, telemetry) {
    if (series.whereLanguage === 'sql' || series.whereLanguage === 'promql') {
        throw new QueryError(`emulator: whereLanguage "${series.whereLanguage}" is not emulated; use lucene`);
    }
    const table = tableFor(source, now, telemetry);
    if (!table)
        return [];
    return runSeries(table, series, { start, end }, bucketMs);
}
function tableFor(source, now, telemetry) {
    const seeded = telemetry.rows.filter((r) => r.sourceId === source.id);
    if (seeded.length)
        return seededTable(seeded, now);
    if (telemetry.scenario === 'none')
        return undefined;
    const data = telemetryAt(now);
    const base = source.kind === 'log' ? data.logs : source.kind === 'trace' ? data.traces : undefined;
    if (!base)
        return undefined;
    // A source may name another implicit column for bare terms (HyperDX's implicitColumnExpression).
    const implicit = source.implicitColumnExpression;
    if (typeof implicit === 'string' && implicit in base.columns && implicit !== base.implicitColumn) {
        return { ...base, implicitColumn: implicit };
    }
    return base;
}

;// CONCATENATED MODULE: ./src/emulator/self-hosted.ts




const SOMETHING_WENT_WRONG = 'Something went wrong :(';
const LIMITED_RESOURCES = new Set([...Object.keys(SHARED_ROUTES), ...Object.keys(SELF_HOSTED_ONLY_ROUTES), 'charts']);
/** Token after the literal, case-sensitive `"Bearer "` (docs/contract.md §2); anything else is "no key". */
function bearerToken(inc) {
    const header = inc.headers.authorization;
    if (typeof header !== 'string' || !header.startsWith('Bearer '))
        return undefined;
    return header.slice('Bearer '.length);
}
function selfHostedRateLimited(env, headers = {}) {
    return http_text(429, 'Too many requests, please try again later.', 'text/html; charset=utf-8', {
        ...headers,
        'retry-after': String(Math.ceil(env.selfHostedLimit.windowMs / 1000)),
    });
}
function selfHostedLimitHeaders(limit, remaining, resetMs) {
    return {
        'ratelimit-limit': String(limit),
        'ratelimit-remaining': String(remaining),
        // Seconds until the window resets, rounded up (not an epoch).
        'ratelimit-reset': String(Math.ceil(resetMs / 1000)),
    };
}
function selfHostedError(status, message) {
    return json(status, { message });
}
function self_hosted_render(result, headers) {
    switch (result.kind) {
        case 'data':
            if (result.meta)
                return json(200, { data: result.data, meta: result.meta }, { ...headers, 'x-total-count': String(result.meta.total) });
            return json(200, { data: result.data }, headers);
        case 'plain':
            return json(200, result.body, headers);
        case 'deleted':
            return json(200, {}, headers);
        case 'error':
            return result.text !== undefined ? http_text(result.status, result.text, 'text/plain; charset=utf-8', headers) : json(result.status, { message: result.message }, headers);
    }
}
function runCharts(env, body, headers) {
    const result = handleSeriesQuery(body, env.state.selfHosted.sources, env.now(), env.state.telemetry);
    return json(result.status, result.body, headers);
}
async function handleSelfHosted(inc, env) {
    const segments = inc.path.slice('/api/v2'.length).split('/').filter(Boolean);
    // express.json() is app-wide: a bad body fails before routing, limiting and auth (docs/contract.md §4.2).
    const parsed = parseJsonBody(inc);
    if (!parsed.ok)
        return parsed.reason === 'invalid' ? selfHostedError(400, 'Invalid JSON payload') : selfHostedError(413, SOMETHING_WENT_WRONG);
    const token = bearerToken(inc);
    const authorized = token !== undefined && token === env.state.user.accessKey;
    const unauthorized = (headers = {}) => http_text(401, 'Unauthorized', 'text/plain; charset=utf-8', headers);
    if (segments.length === 0) {
        // `GET /api/v2`: auth only, not rate limited (docs/contract.md §2).
        if (inc.method !== 'GET')
            return expressNotFound(inc.method, inc.path);
        if (!authorized)
            return unauthorized();
        const u = env.state.user;
        return json(200, {
            version: 'v2',
            user: { _id: u.id, email: u.email, name: u.name, team: env.state.selfHosted.id, accessKey: u.accessKey, createdAt: u.createdAt, updatedAt: u.createdAt, __v: 0 },
        });
    }
    const resource = segments[0];
    if (!LIMITED_RESOURCES.has(resource))
        return expressNotFound(inc.method, inc.path);
    // Limiter runs before auth and is keyed on the token (IP without one), so bad keys use a bucket (docs/contract.md §3).
    const headers = {};
    if (env.selfHostedLimiter) {
        const hit = env.selfHostedLimiter.hit(token !== undefined ? `token:${token}` : `ip:${inc.ip}`);
        Object.assign(headers, selfHostedLimitHeaders(hit.limit, hit.remaining, hit.resetMs));
        if (hit.limited)
            return selfHostedRateLimited(env, headers);
    }
    if (!authorized)
        return unauthorized(headers);
    if (resource === 'charts') {
        if (inc.method !== 'POST' || segments.length !== 2 || segments[1] !== 'series')
            return expressNotFound(inc.method, inc.path);
        return runCharts(env, parsed.value, headers);
    }
    const table = resource in SHARED_ROUTES ? SHARED_ROUTES : SELF_HOSTED_ONLY_ROUTES;
    const route = matchTeamRoute(table, resource, inc.method, segments.slice(1));
    // Before api 2.30 there is no validate route (docs/contract.md §16); `POST /dashboards/:id` does not exist either.
    const unrouted = !route || (env.legacyNoValidate && route.handler === validateDashboard);
    if (unrouted)
        return withHeaders(expressNotFound(inc.method, inc.path), headers);
    const result = route.handler({
        team: env.state.selfHosted,
        ids: env.ids,
        now: env.now,
        paginate: !env.legacyNoMeta,
        meta: !env.legacyNoMeta,
        singleChannel: env.legacyChannel,
        validateInData: env.validateInData,
    }, { id: route.id, query: inc.query, body: parsed.value });
    return self_hosted_render(result, headers);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./schemas/emulator-seed.schema.json
const emulator_seed_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/emulator-seed.schema.json","title":"Observability Ops emulator seed (version 1)","description":"The data and credentials the API emulator starts with (`npm run emulator -- --seed file.yml`, later `observability-ops emulator --seed file.yml`). Everything is optional: an empty seed starts with the demo credentials and no objects. Objects are created through each edition\'s own API rules, so a body the real server would refuse is refused at its line.","type":"object","additionalProperties":false,"required":["version"],"properties":{"$schema":{"type":"string","description":"Editor hint; ignored."},"version":{"const":1,"description":"Seed format version."},"credentials":{"type":"object","description":"What the emulator accepts; printed when it starts.","additionalProperties":false,"properties":{"selfHosted":{"type":"object","additionalProperties":false,"properties":{"accessKey":{"type":"string","minLength":8,"description":"The Personal API Access Key accepted as `Authorization: Bearer …` (default: the demo key)."},"ingestionKey":{"type":"string","minLength":8,"description":"A team ingestion key, which /api/v2 refuses (401) like the real server."}}},"managed":{"type":"object","additionalProperties":false,"properties":{"keyId":{"type":"string","minLength":4,"description":"Key id of the admin key accepted over HTTP Basic (default: the demo key id)."},"keySecret":{"type":"string","minLength":8,"description":"Its secret."},"organizationId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"serviceId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"}}}}},"selfHosted":{"$ref":"#/definitions/team","description":"The self-hosted team (/api/v2)."},"managed":{"type":"object","description":"The managed organization (/v1).","additionalProperties":false,"properties":{"organization":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"createdAt":{"type":"string","pattern":"^(\\\\d+(ms|s|m|h|d)|\\\\d{4}-\\\\d{2}-\\\\d{2}T[0-9:.]+(Z|[+-]\\\\d{2}:\\\\d{2}))$","description":"A time: ISO-8601, or a duration before the emulator starts (e.g. 30d = thirty days ago)."},"enableCoreDumps":{"type":"boolean"}}},"service":{"type":"object","description":"The service of `credentials.managed.serviceId` and its ClickStack team (/v1/…/services/{id}/clickstack): the same collections as `selfHosted`, created through the managed API\'s rules.","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":50},"region":{"type":"string"},"provider":{"enum":["aws","gcp","azure"]},"state":{"type":"string"},"connections":{"type":"array","items":{"$ref":"#/definitions/connection"}},"sources":{"type":"array","items":{"$ref":"#/definitions/source"}},"webhooks":{"type":"array","items":{"$ref":"#/definitions/webhook"}},"savedSearches":{"type":"array","items":{"$ref":"#/definitions/savedSearch"}},"dashboards":{"type":"array","items":{"$ref":"#/definitions/dashboard"}},"alerts":{"type":"array","items":{"$ref":"#/definitions/alert"}}}},"roles":{"type":"array","items":{"$ref":"#/definitions/role"},"description":"Custom roles of the organization, listed by GET /roles after the system roles (Admin, Developer, Query endpoints); keys hold them through assignedRoles."},"keys":{"type":"array","items":{"$ref":"#/definitions/key"},"description":"Organization API keys besides the credentials\' own (an admin key named ci-pipeline)."},"byoc":{"type":"array","items":{"$ref":"#/definitions/byoc"}}}},"telemetry":{"type":"object","description":"What POST /api/v2/charts/series aggregates over.","additionalProperties":false,"properties":{"scenario":{"enum":["demo","none"],"description":"demo (default): the built-in logs and traces (checkout error spike, latency shift…) serve every log and trace source without rows of its own; none: only `rows`."},"rows":{"type":"array","items":{"$ref":"#/definitions/rows"}}}}},"definitions":{"connection":{"type":"object","description":"A ClickHouse connection (self-hosted only; the managed service\'s team has one too).","additionalProperties":false,"required":["name","host","username"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":"string","minLength":1},"host":{"type":"string","minLength":1,"description":"ClickHouse URL, e.g. http://clickhouse:8123."},"username":{"type":"string"},"password":{"type":"string","description":"Write-only: never returned."},"hyperdxSettingPrefix":{"type":["string","null"]},"isPrometheusEndpoint":{"type":"boolean"}}},"source":{"type":"object","description":"A source, as its POST body (docs/contract.md §10): the kind\'s required expressions too. `connection` and the `…SourceId` fields take an id or a name.","required":["name","kind","connection","from"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":"string","minLength":1},"kind":{"enum":["log","trace","metric","session","promql"]},"connection":{"type":"string","minLength":1,"description":"The connection: its id, or its name in this seed."},"from":{"type":"object","additionalProperties":false,"required":["databaseName"],"properties":{"databaseName":{"type":"string"},"tableName":{"type":["string","null"]}}},"traceSourceId":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."},"logSourceId":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."},"metricSourceId":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."},"sessionSourceId":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."}}},"webhook":{"type":"object","description":"A webhook, as its POST body. A real server refuses private and loopback URLs; so does the emulator.","additionalProperties":false,"required":["name","service","url"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":"string","minLength":1},"service":{"enum":["slack","incidentio","generic"]},"url":{"type":"string"},"description":{"type":"string"},"body":{"type":"string"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"queryParams":{"type":"object","additionalProperties":{"type":"string"}}}},"savedSearch":{"type":"object","description":"A saved search, as its POST body.","additionalProperties":false,"required":["name","sourceId"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":"string","minLength":1},"sourceId":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."},"select":{"type":"string"},"where":{"type":"string"},"whereLanguage":{"enum":["lucene","sql"]},"orderBy":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"filters":{"type":"array","items":{"type":"object"}}}},"tile":{"type":"object","additionalProperties":false,"required":["name","x","y","w","h"],"properties":{"id":{"type":"string","minLength":1,"maxLength":36,"description":"Explicit tile id (default: generated)."},"name":{"type":"string"},"x":{"type":"number"},"y":{"type":"number"},"w":{"type":"number"},"h":{"type":"number"},"config":{"type":"object","required":["displayType"],"description":"The tile config (docs/contract.md §7.4). `sourceId` and `connectionId` take an id or a name. With `configType: promql` the tile is stored as the UI saves a PromQL tile (the API has no input for one) and every read leaves it out (docs/contract.md §7.2).","properties":{"configType":{"enum":["sql","promql"],"description":"sql: a raw SQL tile; promql: a PromQL tile (UI only)."},"promqlExpression":{"type":"string","minLength":1,"description":"PromQL tiles: the query."},"displayType":{"enum":["line","stacked_bar","table","number","pie","bar","heatmap","search","markdown","event_patterns"]},"sourceId":{"type":"string","description":"The source: its id, or its name in this seed."},"connectionId":{"type":"string","description":"Raw SQL and PromQL tiles: the connection\'s id or name."}}},"series":{"type":"array","items":{"type":"object"},"description":"Deprecated series input (docs/contract.md §7.6)."},"asRatio":{"type":"boolean"},"containerId":{"type":"string"},"tabId":{"type":"string"}}},"dashboard":{"type":"object","description":"A dashboard, as its POST body.","additionalProperties":false,"required":["name","tiles"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":"string","minLength":1},"tiles":{"type":"array","items":{"$ref":"#/definitions/tile"}},"tags":{"type":"array","items":{"type":"string"}},"filters":{"type":"array","items":{"type":"object","description":"A dashboard filter (docs/contract.md §7.5); `sourceId` takes an id or a name."}},"savedQuery":{"type":["string","null"]},"savedQueryLanguage":{"enum":["lucene","sql","promql",null]},"savedFilterValues":{"type":"array","items":{"type":"object"}},"containers":{"type":"array","items":{"type":"object"}}}},"alert":{"type":"object","description":"An alert, as its POST body, plus its `state`. References take an id or a name; the managed service keeps one `channel` (no `channels`).","additionalProperties":false,"required":["source","threshold","thresholdType","interval"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{24}$","description":"Explicit id (24 hex characters, a Mongo ObjectId); default: generated."},"name":{"type":["string","null"]},"source":{"enum":["tile","saved_search"]},"dashboardId":{"type":"string","minLength":1,"description":"The dashboard: its id, or its name in this seed."},"tileId":{"type":"string","minLength":1,"description":"The tile: its id, or its name on the alert\'s dashboard."},"savedSearchId":{"type":"string","minLength":1,"description":"The saved search: its id, or its name in this seed."},"groupBy":{"type":["string","null"]},"threshold":{"type":"number"},"thresholdMax":{"type":"number"},"thresholdType":{"enum":["above","below","above_exclusive","below_or_equal","equal","not_equal","between","not_between"]},"interval":{"enum":["1m","5m","15m","30m","1h","6h","12h","1d"]},"scheduleOffsetMinutes":{"type":"integer"},"scheduleStartAt":{"type":["string","null"]},"channel":{"type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["webhook","email"]},"webhookId":{"type":"string","minLength":1,"description":"The webhook: its id, or its name in this seed."},"emailRecipients":{"type":"array","items":{"type":"string","minLength":1}},"webhookService":{"type":["string","null"]},"slackChannelId":{"type":["string","null"]},"severity":{"enum":["critical","error","warning","info",null]}}},"channels":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["webhook","email"]},"webhookId":{"type":"string","minLength":1,"description":"The webhook: its id, or its name in this seed."},"emailRecipients":{"type":"array","items":{"type":"string","minLength":1}},"webhookService":{"type":["string","null"]},"slackChannelId":{"type":["string","null"]},"severity":{"enum":["critical","error","warning","info",null]}}}},"message":{"type":["string","null"]},"note":{"type":["string","null"]},"numConsecutiveWindows":{"type":["integer","null"]},"state":{"enum":["OK","ALERT","PENDING","INSUFFICIENT_DATA","DISABLED"],"description":"Evaluation state the API reports (default OK)."}}},"team":{"type":"object","description":"One HyperDX team\'s objects, created in this order through the edition\'s own API rules (a body its server would refuse is refused here, at its line).","additionalProperties":false,"properties":{"connections":{"type":"array","items":{"$ref":"#/definitions/connection"}},"sources":{"type":"array","items":{"$ref":"#/definitions/source"}},"webhooks":{"type":"array","items":{"$ref":"#/definitions/webhook"}},"savedSearches":{"type":"array","items":{"$ref":"#/definitions/savedSearch"}},"dashboards":{"type":"array","items":{"$ref":"#/definitions/dashboard"}},"alerts":{"type":"array","items":{"$ref":"#/definitions/alert"}}}},"role":{"type":"object","description":"A custom organization role (RBACRole). Times take ISO-8601 or a duration before start.","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"Default: generated."},"name":{"type":"string","minLength":1},"createdAt":{"type":"string","pattern":"^(\\\\d+(ms|s|m|h|d)|\\\\d{4}-\\\\d{2}-\\\\d{2}T[0-9:.]+(Z|[+-]\\\\d{2}:\\\\d{2}))$","description":"A time: ISO-8601, or a duration before the emulator starts (e.g. 30d = thirty days ago)."},"policies":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["allowDeny","permissions","resources"],"properties":{"allowDeny":{"enum":["ALLOW","DENY"]},"permissions":{"type":"array","items":{"type":"string"}},"resources":{"type":"array","items":{"type":"string"}},"tags":{"type":"object","additionalProperties":false,"properties":{"grants":{"type":"array","items":{"type":"string"}},"roleV2":{"enum":["sql-console-readonly","sql-console-admin"]}}}}}}}},"key":{"type":"object","description":"An organization API key. Times take ISO-8601 or a duration before start (`usedAt: 200d`).","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"name":{"type":"string","minLength":1,"maxLength":50},"keyId":{"type":"string","minLength":1,"description":"Basic-auth key id (default: generated)."},"keySecret":{"type":"string","minLength":1,"description":"Basic-auth secret (default: generated)."},"state":{"enum":["enabled","disabled"]},"roles":{"type":"array","items":{"enum":["admin","developer","query_endpoints"]},"description":"Legacy system roles (default: admin). Alone, they also give the key those system roles as assignedRoles; beside assignedRoles, they are the legacy list as an organization migrated to custom roles froze it."},"assignedRoles":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","minLength":1},"description":"The roles the key holds (its assignedRoles), each by id or name: a custom role of managed.roles or a system role (Admin, Developer, Query endpoints). Legacy roles follow from the system roles among them unless roles is given."},"createdAt":{"type":"string","pattern":"^(\\\\d+(ms|s|m|h|d)|\\\\d{4}-\\\\d{2}-\\\\d{2}T[0-9:.]+(Z|[+-]\\\\d{2}:\\\\d{2}))$","description":"A time: ISO-8601, or a duration before the emulator starts (e.g. 30d = thirty days ago)."},"usedAt":{"type":"string","pattern":"^(\\\\d+(ms|s|m|h|d)|\\\\d{4}-\\\\d{2}-\\\\d{2}T[0-9:.]+(Z|[+-]\\\\d{2}:\\\\d{2}))$","description":"A time: ISO-8601, or a duration before the emulator starts (e.g. 30d = thirty days ago)."},"expireAt":{"oneOf":[{"type":"string","pattern":"^(\\\\d+(ms|s|m|h|d)|\\\\d{4}-\\\\d{2}-\\\\d{2}T[0-9:.]+(Z|[+-]\\\\d{2}:\\\\d{2}))$","description":"A time: ISO-8601, or a duration before the emulator starts (e.g. 30d = thirty days ago)."},{"type":"null"}]},"ipAccessList":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["source"],"properties":{"source":{"type":"string"},"description":{"type":"string"}}}}}},"byoc":{"type":"object","description":"A BYOC infrastructure (listed in the organization\'s byocConfig).","additionalProperties":false,"required":["accountName","regionId"],"properties":{"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"state":{"enum":["infra-ready","infra-provisioning","infra-terminated"]},"accountName":{"type":"string","minLength":1},"regionId":{"enum":["ap-northeast-1","ap-northeast-2","ap-south-1","ap-southeast-1","ap-southeast-2","ca-central-1","eu-central-1","eu-west-1","eu-west-2","il-central-1","us-east-1","us-east-2","us-west-2","us-east1","us-central1","europe-west2","europe-west4","asia-southeast1","asia-northeast1","eastus","eastus2","westus3","germanywestcentral","centralus"]},"displayName":{"type":"string"}}},"rows":{"type":"object","description":"Rows a log or trace source serves to POST /charts/series, at times relative to each query\'s now (so windows like \'the last 15 minutes\' stay filled while the emulator runs).","additionalProperties":false,"required":["source","row"],"properties":{"source":{"type":"string","minLength":1,"description":"The source: its id, or its name in this seed."},"row":{"type":"object","additionalProperties":{"type":["string","number"]},"description":"Column values (strings and numbers); Timestamp is set by the emulator."},"count":{"type":"integer","minimum":1,"maximum":10000,"description":"Rows at each time (default 1)."},"every":{"type":"string","pattern":"^\\\\d+(ms|s|m|h|d)$","description":"A duration: a number and a unit ms, s, m, h or d (e.g. 90s, 15m, 24h)."},"for":{"type":"string","pattern":"^\\\\d+(ms|s|m|h|d)$","description":"How far back the repetition goes (default: one time only)."},"ago":{"type":"string","pattern":"^\\\\d+(ms|s|m|h|d)$","description":"The newest time, before now (default 0s)."}}}}}');
;// CONCATENATED MODULE: ./src/emulator/seed-file.ts
// Loads a seed file (YAML or JSON; JSON is YAML) and checks it the whole way before the emulator
// starts: syntax, the file format (schemas/emulator-seed.schema.json, with ajv), then every object
// through the API rules on a throwaway state. Every problem is reported at its file:line:column.







/** A seed file that cannot be used; `problems` are `file:line:column: message` lines. */
class SeedFileError extends Error {
    problems;
    constructor(file, problems) {
        super(`${file}: ${problems.length} problem(s) in the seed file:\n${problems.map((p) => `  ${p}`).join('\n')}`);
        this.name = 'SeedFileError';
        this.problems = problems;
    }
}
let validate;
function validator() {
    validate ??= new ajv.Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
        .addFormat('date-time', (s) => !Number.isNaN(Date.parse(s)))
        .compile(emulator_seed_schema_namespaceObject);
    return validate;
}
/** The node at `path`, or the deepest one that exists on the way (a missing key points at its object). */
function offsetOf(doc, path, key) {
    let node = doc.contents;
    let offset = 0;
    const at = (n) => {
        const range = n?.range;
        if (range)
            offset = range[0];
    };
    at(node);
    for (const step of [...path, ...(key === undefined ? [] : [key])]) {
        if ((0,dist/* isSeq */.oP)(node))
            node = node.items[Number(step)];
        else if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => ((0,dist/* isScalar */.jn)(p.key) ? String(p.key.value) : String(p.key)) === String(step));
            // An unknown key is reported at the key itself.
            if (pair && step === key)
                return pair.key.range?.[0] ?? offset;
            node = pair?.value;
        }
        else
            break;
        if (node === undefined || node === null)
            break;
        at(node);
    }
    return offset;
}
function pathOf(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
/** A schema error as a reader would say it, and the key it is about (if any). */
function seed_file_describe(e) {
    const p = e.params;
    switch (e.keyword) {
        case 'required':
            return { message: `missing \`${String(p.missingProperty)}\`` };
        case 'additionalProperties':
            return { message: `unknown key \`${String(p.additionalProperty)}\``, key: String(p.additionalProperty) };
        case 'enum':
            return { message: `must be one of: ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` };
        case 'const':
            return { message: `must be ${JSON.stringify(p.allowedValue)}` };
        case 'pattern':
            return { message: /ms\|s\|m\|h\|d/.test(String(p.pattern)) ? 'must be a duration such as 90s, 15m, 24h or 7d (or a date-time where one is allowed)' : `must match ${String(p.pattern)}` };
        default:
            return { message: e.message ?? e.keyword };
    }
}
/**
 * Parses and checks a seed given as text; `file` names it in problems. Returns the document, or
 * throws SeedFileError listing every problem found.
 */
function parseSeed(file, text) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    const where = (offset) => {
        const { line, col } = lines.linePos(offset);
        return `${file}:${line}:${col}`;
    };
    if (doc.errors.length) {
        throw new SeedFileError(file, doc.errors.map((e) => `${where(e.pos[0])}: YAML: ${e.message.split('\n')[0]}`));
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        throw new SeedFileError(file, [`${where(0)}: YAML: ${e.message.split('\n')[0]}`]);
    }
    const check = validator();
    if (!check(value)) {
        const seen = new Set();
        const problems = [];
        // oneOf reports each branch and then itself; the branches say more, the summary is noise.
        for (const e of check.errors ?? []) {
            if (e.keyword === 'oneOf' || e.keyword === 'if')
                continue;
            const path = pathOf(e.instancePath);
            const { message, key } = seed_file_describe(e);
            const line = `${where(offsetOf(doc, path, key))}: ${formatPath(key ? [...path, key] : path)}: ${message}`;
            if (!seen.has(line))
                problems.push(line);
            seen.add(line);
        }
        throw new SeedFileError(file, problems);
    }
    // The same rules the running emulator will apply, on a throwaway state.
    try {
        buildState({ ids: createIds(), now: Date.now }, value);
    }
    catch (e) {
        if (!(e instanceof SeedProblems))
            throw e;
        throw new SeedFileError(file, e.problems.map((p) => `${where(offsetOf(doc, p.path))}: ${formatPath(p.path)}: ${p.message}`));
    }
    return value;
}
/** Reads and checks a seed file (see parseSeed). */
async function loadSeedFile(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (e) {
        throw new SeedFileError(file, [`${file}: cannot read the seed file: ${e.code ?? e.message}`]);
    }
    return parseSeed(file, text);
}

;// CONCATENATED MODULE: ./src/emulator/index.ts
// API emulator: one HTTP server (loopback by default) serving the self-hosted HyperDX API (`/api/v2/*`)
// and the managed ClickHouse Cloud API (`/v1/*`), plus admin routes (`/__emulator/*`) for the
// request log, fault injection and reseeding. Shipped with the package and imports nothing from
// the action: it states both contracts on its own. Relative imports keep their `.ts` extension so
// Node 24 runs it straight from the sources (scripts, `npm run emulator`); ncc bundles it for the
// published bin (tsconfig `rewriteRelativeImportExtensions`).











/**
 * A `rate-limit` fault on the managed API answers as if it came mid-window: X-RateLimit-Reset
 * is this fraction of the window (fractional seconds, as the real API sends).
 */
const MANAGED_FAULT_RESET_FRACTION = 0.7321;
/** A few seconds, as observed live (docs/contract.md §14); tests set their own. */
const DEFAULT_KEY_PROPAGATION_MS = 2000;
/** How clients reach `host`: an unspecified address by loopback, IPv6 in brackets. */
function urlHost(host) {
    if (host === '0.0.0.0')
        return '127.0.0.1';
    if (host === '::')
        return '[::1]';
    return host.includes(':') ? `[${host}]` : host;
}
function editionOf(path) {
    if (path === '/__emulator' || path.startsWith('/__emulator/'))
        return 'admin';
    if (path === '/api/v2' || path.startsWith('/api/v2/'))
        return 'self-hosted';
    if (path === '/v1' || path.startsWith('/v1/'))
        return 'managed';
    return 'unknown';
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Path resource → team collection, for the `remove-first` fault. */
const COLLECTIONS = {
    alerts: 'alerts',
    dashboards: 'dashboards',
    webhooks: 'webhooks',
    'saved-searches': 'savedSearches',
    sources: 'sources',
};
async function startEmulator(opts = {}) {
    const now = opts.now ?? Date.now;
    const ids = createIds();
    const seed = opts.seed ?? 'demo';
    const state = buildState({ ids, now }, seed);
    const shLimit = opts.selfHosted?.rateLimit;
    const mgLimit = opts.managed?.rateLimit;
    const env = {
        state,
        ids,
        now,
        selfHostedLimit: shLimit || { max: 100, windowMs: 60_000 },
        managedLimit: mgLimit || { max: 10, windowMs: 10_000 },
        legacyNoMeta: opts.selfHosted?.legacyNoMeta ?? false,
        legacyChannel: opts.selfHosted?.legacyChannel ?? false,
        legacyNoValidate: opts.selfHosted?.legacyNoValidate ?? false,
        validateInData: opts.selfHosted?.validateEnvelope === 'data',
        managedPaginate: opts.managed?.paginate ?? false,
        managedKeySuffix: opts.managed?.keySuffix ?? true,
        keyPropagationMs: opts.managed?.keyPropagationMs ?? DEFAULT_KEY_PROPAGATION_MS,
    };
    if (shLimit !== false)
        env.selfHostedLimiter = createLimiter(env.selfHostedLimit.max, env.selfHostedLimit.windowMs, now);
    if (mgLimit !== false)
        env.managedLimiter = createLimiter(env.managedLimit.max, env.managedLimit.windowMs, now);
    const faults = createFaults();
    const log = [];
    function reset() {
        ids.reset();
        // Swap the nested objects in place so `emulator.state` stays the same object.
        Object.assign(state, buildState({ ids, now }, seed));
        env.selfHostedLimiter?.reset();
        env.managedLimiter?.reset();
    }
    function faultReply(edition, rule, inc) {
        const managed = edition === 'managed';
        if (rule.kind === 'echo-credential') {
            const status = rule.status ?? 401;
            const echo = echoCredentialText(typeof inc.headers.authorization === 'string' ? inc.headers.authorization : undefined, rule.at);
            if (rule.shape === 'text')
                return http_text(status, echo);
            if (rule.shape === 'debug-json')
                return json(status, { detail: echo, request: { method: inc.method, path: inc.path, headers: { authorization: inc.headers.authorization } } });
            return managed ? managedError(status, echo) : selfHostedError(status, echo);
        }
        if (rule.kind === 'rate-limit') {
            if (managed) {
                const { max, windowMs } = env.managedLimit;
                return managedRateLimited(managedLimitHeaders(max, 0, windowMs * MANAGED_FAULT_RESET_FRACTION, windowMs));
            }
            const { max, windowMs } = env.selfHostedLimit;
            return selfHostedRateLimited(env, selfHostedLimitHeaders(max, 0, windowMs));
        }
        const status = rule.status ?? 500;
        if (managed)
            return managedError(status, external_node_http_.STATUS_CODES[status] ?? 'Error');
        return selfHostedError(status, status === 500 ? SOMETHING_WENT_WRONG : (external_node_http_.STATUS_CODES[status] ?? 'Error'));
    }
    async function dispatch(edition, inc) {
        try {
            if (edition === 'self-hosted')
                return await handleSelfHosted(inc, env);
            if (edition === 'managed')
                return await handleManaged(inc, env);
            return expressNotFound(inc.method, inc.path);
        }
        catch (err) {
            // Unexpected exceptions answer like each server's global error handler.
            process.stderr.write(`[emulator] ${inc.method} ${inc.path}: ${err.stack ?? String(err)}\n`);
            if (edition === 'managed')
                return managedError(500, 'Internal error');
            return selfHostedError(500, SOMETHING_WENT_WRONG);
        }
    }
    function admin(inc) {
        const route = `${inc.method} ${inc.path.replace(/\/$/, '')}`;
        switch (route) {
            case 'GET /__emulator':
                return json(200, { selfHosted: emulator.selfHosted, managed: emulator.managed });
            case 'GET /__emulator/log':
                return json(200, log);
            case 'DELETE /__emulator/log':
                log.length = 0;
                return json(200, {});
            case 'GET /__emulator/state':
                return json(200, state);
            case 'GET /__emulator/faults':
                return json(200, faults.rules.map((r) => ({ ...r, route: String(r.route) })));
            case 'POST /__emulator/faults':
                try {
                    faults.add(JSON.parse(inc.raw.toString('utf8') || 'null'));
                    return json(200, { rules: faults.rules.length });
                }
                catch (err) {
                    return json(400, { error: err.message });
                }
            case 'DELETE /__emulator/faults':
                faults.clear();
                return json(200, {});
            case 'POST /__emulator/reset':
                reset();
                return json(200, {});
            default:
                return expressNotFound(inc.method, inc.path);
        }
    }
    /**
     * Someone deletes the oldest object of the collection this request lists, just before it is
     * answered: between two pages, that shifts every later object one offset down.
     */
    function removeFirst(path) {
        const sh = /^\/api\/v2\/([^/]+)\/?$/.exec(path);
        const mg = /^\/v1\/organizations\/[^/]+\/services\/([^/]+)\/clickstack\/([^/]+)\/?$/.exec(path);
        const team = sh ? state.selfHosted : mg ? state.services[decodeURIComponent(mg[1])] : undefined;
        const resource = sh?.[1] ?? mg?.[2];
        const rows = team && COLLECTIONS[resource ?? ''] ? team[COLLECTIONS[resource]] : undefined;
        rows?.shift();
    }
    function write(res, reply) {
        res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) });
        res.end(reply.body);
    }
    async function handle(req, res) {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const method = (req.method ?? 'GET').toUpperCase();
        const raw = await readBody(req);
        const inc = {
            method,
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            headers: req.headers,
            raw,
            ip: req.socket.remoteAddress ?? '127.0.0.1',
        };
        const edition = editionOf(inc.path);
        const entry = { at: now(), edition, method, path: inc.path, query: inc.query, status: 0 };
        const body = bodyForLog(raw);
        if (body !== undefined)
            entry.body = body;
        log.push(entry);
        if (edition === 'admin') {
            const reply = admin(inc);
            entry.status = reply.status;
            write(res, reply);
            return;
        }
        const fault = faults.pick(method, inc.path, inc.query);
        if (fault)
            entry.fault = fault.kind;
        if (fault?.kind === 'reset-before') {
            req.socket.destroy();
            return;
        }
        if (fault?.kind === 'remove-first')
            removeFirst(inc.path);
        const answersFault = fault?.kind === 'status' || fault?.kind === 'rate-limit' || fault?.kind === 'echo-credential';
        const reply = answersFault ? faultReply(edition, fault, inc) : await dispatch(edition, inc);
        if (fault?.kind === 'latency')
            await sleep(fault.ms ?? 0);
        if (fault?.kind === 'reset-after') {
            req.socket.destroy();
            return;
        }
        entry.status = reply.status;
        if (fault?.kind === 'truncate') {
            const bytes = Buffer.from(reply.body);
            res.writeHead(reply.status, { ...reply.headers, 'content-length': String(bytes.length) });
            res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => req.socket.destroy());
            return;
        }
        write(res, reply);
    }
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((err) => {
            process.stderr.write(`[emulator] ${String(err)}\n`);
            if (!res.headersSent)
                write(res, selfHostedError(500, SOMETHING_WENT_WRONG));
        });
    });
    server.keepAliveTimeout = 5_000;
    const host = opts.host ?? '127.0.0.1';
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port ?? 0, host, () => resolve());
    });
    const port = server.address().port;
    const url = `http://${urlHost(host)}:${port}`;
    const c = state.credentials;
    const emulator = {
        url,
        selfHosted: { baseUrl: url, apiKey: c.accessKey, ingestionKey: c.ingestionKey },
        managed: { baseUrl: url, keyId: c.keyId, keySecret: c.keySecret, organizationId: c.organizationId, serviceId: c.serviceId },
        actionInputs(edition) {
            if (edition === 'self-hosted')
                return { 'base-url': url, 'api-key': state.user.accessKey };
            return {
                edition: 'managed',
                'base-url': url,
                'key-id': c.keyId,
                'key-secret': c.keySecret,
                'organization-id': c.organizationId,
                'service-id': c.serviceId,
            };
        },
        log,
        faults,
        state,
        clearLog() {
            log.length = 0;
        },
        close() {
            return new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
            });
        },
    };
    return emulator;
}

;// CONCATENATED MODULE: ./src/emulator/options.ts
// The emulator's command line, for `npm run emulator` and the CLI's `emulator` command: flags
// (`node:util` parseArgs) over environment knobs over defaults.

const EMULATOR_USAGE = `Usage: emulator [--host 127.0.0.1] [--port 8000] [--seed demo|empty|<file.yml>]

Serves both APIs on one port until SIGINT or SIGTERM: the self-hosted HyperDX API under /api/v2
and the managed ClickHouse Cloud API under /v1. Prints the credentials it accepts when it starts.

Options:
  --host <address>   interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --port <number>    port (default 8000; 0 picks a free one)
  --seed <seed>      demo (default): the demo data; empty: credentials only; or a seed file
                     (YAML or JSON, schemas/emulator-seed.schema.json), checked before it starts
  -h, --help         this help

Environment (flags win):
  EMULATOR_HOST, PORT, EMULATOR_SEED    the same as --host, --port, --seed
  EMULATOR_RATE_LIMIT=off|on|<max>/<windowMs>      both editions (defaults 100/60000 and 10/10000)
  EMULATOR_SELF_HOSTED_RATE_LIMIT, EMULATOR_MANAGED_RATE_LIMIT   per edition, same values
  EMULATOR_LEGACY_NO_META=1     self-hosted before api 2.30 (lists without meta)
  EMULATOR_LEGACY_CHANNEL=1     self-hosted before api 2.36 (one channel per alert)
  EMULATOR_LEGACY_NO_VALIDATE=1 self-hosted before api 2.30 (no POST /dashboards/validate)
  EMULATOR_VALIDATE_ENVELOPE=bare|data   self-hosted validate answer bare (default) or under data
  EMULATOR_MANAGED_PAGINATE=1   honour limit/offset on /v1 lists
  EMULATOR_NO_KEY_SUFFIX=1      list managed keys without the optional keySuffix
  EMULATOR_KEY_PROPAGATION_MS=<ms>  how long a key created through the API is refused (default 2000)
`;
/** A flag or environment value the emulator cannot use (a front end exits with its bad-input code). */
class EmulatorUsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EmulatorUsageError';
    }
}
function limitFrom(env, name) {
    const raw = env[name] ?? env.EMULATOR_RATE_LIMIT;
    if (raw === undefined || raw === '' || raw === 'on')
        return undefined;
    if (raw === 'off')
        return false;
    const m = /^(\d+)\/(\d+)$/.exec(raw); // "<max>/<windowMs>"
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
        throw new EmulatorUsageError(`${name}: expected off, on or <max>/<windowMs>, got ${raw}`);
    return { max: Number(m[1]), windowMs: Number(m[2]) };
}
function msFrom(raw, from) {
    if (!/^\d+$/.test(raw))
        throw new EmulatorUsageError(`${from}: expected milliseconds, got ${raw}`);
    return Number(raw);
}
function validateEnvelopeFrom(env) {
    const raw = env.EMULATOR_VALIDATE_ENVELOPE;
    if (raw === undefined || raw === '' || raw === 'bare')
        return 'bare';
    if (raw === 'data')
        return 'data';
    throw new EmulatorUsageError(`EMULATOR_VALIDATE_ENVELOPE: expected bare or data, got ${raw}`);
}
function portFrom(raw, from) {
    if (!/^\d+$/.test(raw) || Number(raw) > 65535)
        throw new EmulatorUsageError(`${from}: expected a port number (0-65535), got ${raw}`);
    return Number(raw);
}
/** Parses `argv` (the arguments after the command) with `env` as the fallback. */
function parseEmulatorArgs(argv, env = process.env) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: [...argv],
            options: {
                host: { type: 'string' },
                port: { type: 'string' },
                seed: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
            strict: true,
            allowPositionals: false,
        }));
    }
    catch (e) {
        throw new EmulatorUsageError(e.message);
    }
    const host = values.host ?? env.EMULATOR_HOST ?? '127.0.0.1';
    if (host === '')
        throw new EmulatorUsageError('--host: expected an address');
    const port = values.port !== undefined ? portFrom(values.port, '--port') : env.PORT ? portFrom(env.PORT, 'PORT') : 8000;
    const seed = values.seed ?? env.EMULATOR_SEED ?? 'demo';
    if (seed === '')
        throw new EmulatorUsageError('--seed: expected demo, empty or a file');
    const options = {
        host,
        port,
        seed: seed === 'empty' ? 'empty' : 'demo',
        selfHosted: {
            rateLimit: limitFrom(env, 'EMULATOR_SELF_HOSTED_RATE_LIMIT'),
            legacyNoMeta: env.EMULATOR_LEGACY_NO_META === '1',
            legacyChannel: env.EMULATOR_LEGACY_CHANNEL === '1',
            legacyNoValidate: env.EMULATOR_LEGACY_NO_VALIDATE === '1',
            validateEnvelope: validateEnvelopeFrom(env),
        },
        managed: {
            rateLimit: limitFrom(env, 'EMULATOR_MANAGED_RATE_LIMIT'),
            paginate: env.EMULATOR_MANAGED_PAGINATE === '1',
            keySuffix: env.EMULATOR_NO_KEY_SUFFIX !== '1',
            ...(env.EMULATOR_KEY_PROPAGATION_MS ? { keyPropagationMs: msFrom(env.EMULATOR_KEY_PROPAGATION_MS, 'EMULATOR_KEY_PROPAGATION_MS') } : {}),
        },
    };
    return { help: values.help === true, options, ...(seed === 'demo' || seed === 'empty' ? {} : { seedFile: seed }) };
}

;// CONCATENATED MODULE: ./src/emulator/run.ts
// The emulator in the foreground: parse the command line, load and check a seed file, listen,
// print the credentials it accepts, and stop cleanly on SIGINT/SIGTERM (server closed, exit 0).
// `npm run emulator` and the CLI's `emulator` command are thin callers of runEmulator.



/** Exit codes, as the CLI uses them: 0 stopped cleanly, 1 could not start, 3 bad flags or seed. */
const EXIT = { ok: 0, failed: 1, badInput: 3 };
const defaultIo = () => ({
    env: process.env,
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    exit: (code) => process.exit(code),
});
/** The start-up banner: where it listens, the credentials it accepts, how to use and drive it. */
function banner(emu, seed) {
    const m = emu.managed;
    const s = emu.selfHosted;
    return `Observability Ops API emulator listening on ${emu.url}  (seed: ${seed}; test credentials only; Ctrl-C stops)

Self-hosted (HyperDX API v2)    ${s.baseUrl}/api/v2
  API access key (Bearer)       ${s.apiKey}
  ingestion key (rejected, 401) ${s.ingestionKey}
  curl -H "Authorization: Bearer ${s.apiKey}" ${s.baseUrl}/api/v2/alerts

Managed (ClickHouse Cloud /v1)  ${m.baseUrl}/v1
  key id / key secret           ${m.keyId} / ${m.keySecret}
  organization id               ${m.organizationId}
  service id                    ${m.serviceId}
  curl -u ${m.keyId}:${m.keySecret} ${m.baseUrl}/v1/organizations/${m.organizationId}/keys

Action inputs:
  self-hosted  base-url: ${s.baseUrl}  api-key: ${s.apiKey}
  managed      edition: managed  base-url: ${m.baseUrl}  key-id: ${m.keyId}  key-secret: ${m.keySecret}
               organization-id: ${m.organizationId}  service-id: ${m.serviceId}
Command line (observability-ops reads these variables; its flags win):
  export HYPERDX_API_URL=${s.baseUrl} HYPERDX_API_KEY=${s.apiKey}
  export CLICKHOUSE_CLOUD_API_BASE_URL=${m.baseUrl} CLICKHOUSE_CLOUD_API_KEY=${m.keyId} CLICKHOUSE_CLOUD_API_SECRET=${m.keySecret}
  export CLICKHOUSE_ORG_ID=${m.organizationId} CLICKHOUSE_SERVICE_ID=${m.serviceId}
  observability-ops alerts list --edition self-hosted     (with both sets exported, --edition chooses)
Run the built action by hand (hyphenated INPUT_ names need \`env\`):
  env INPUT_BASE-URL=${s.baseUrl} INPUT_API-KEY=${s.apiKey} INPUT_OPERATION=alerts.list node dist/index.js

Admin (no auth, never rate limited):
  GET  ${emu.url}/__emulator/log        request log        DELETE same path clears it
  POST ${emu.url}/__emulator/faults     {"route":"POST /api/v2/alerts","kind":"status","status":503,"times":1}
       kinds: status, latency (ms), reset-before, reset-after, truncate, rate-limit,
              echo-credential (shape envelope|text|debug-json, at), remove-first; optional times, rate, query
  DELETE ${emu.url}/__emulator/faults   clear faults
  POST ${emu.url}/__emulator/reset      reseed the data
  GET  ${emu.url}/__emulator/state      all data (includes key secrets: test data only)
`;
}
/**
 * Runs the emulator until a signal; `argv` are the arguments after the command. Resolves with the
 * running emulator, or with an exit code when it could not start (the message already written).
 */
async function runEmulator(argv, io = defaultIo()) {
    let emu;
    let seed;
    try {
        const command = parseEmulatorArgs(argv, io.env);
        if (command.help) {
            io.out(EMULATOR_USAGE);
            return EXIT.ok;
        }
        const options = command.options;
        if (command.seedFile !== undefined)
            options.seed = await loadSeedFile(command.seedFile);
        seed = command.seedFile ?? String(options.seed);
        emu = await startEmulator(options);
    }
    catch (e) {
        if (e instanceof EmulatorUsageError) {
            io.err(`emulator: ${e.message}\n\n${EMULATOR_USAGE}`);
            return EXIT.badInput;
        }
        if (e instanceof SeedFileError) {
            io.err(`emulator: ${e.message}\n`);
            return EXIT.badInput;
        }
        const code = e.code;
        io.err(`emulator: cannot start: ${code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : e.message}\n`);
        return EXIT.failed;
    }
    io.out(banner(emu, seed));
    let stopping = false;
    const stop = (signal) => {
        if (stopping)
            return;
        stopping = true;
        io.out(`\n${signal}: stopping the emulator\n`);
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void emu.close().then(() => io.exit(EXIT.ok));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return emu;
}


/***/ })

};
