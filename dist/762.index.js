export const id = 762;
export const ids = [762];
export const modules = {

/***/ 24951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(23430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 23430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 70326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ MESSAGE_LIMIT),
/* harmony export */   XV: () => (/* binding */ intervalMinutes),
/* harmony export */   oY: () => (/* binding */ ANOMALY_FIELDS),
/* harmony export */   tS: () => (/* binding */ KEY_GROUPS),
/* harmony export */   tU: () => (/* binding */ isRangeThreshold)
/* harmony export */ });
/* unused harmony exports ALERT_KEYS, TOP_LEVEL_KEYS, THRESHOLD_TYPES, INTERVALS */
/* harmony import */ var _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46595);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26518);


const fields = _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .alertFileKeys */ .RJ.definitions.fields?.properties ?? {};
function enumOf(key) {
    const values = fields[key]?.values ?? [];
    if (values.length === 0 || !values.every((v) => typeof v === 'string'))
        throw new Error(`schemas/alert-file.schema.json: \`${key}\` has no enum of strings`);
    return values;
}
const ALERT_KEYS = Object.keys(fields);
const TOP_LEVEL_KEYS = _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .alertFileKeys */ .RJ.properties;
const THRESHOLD_TYPES = enumOf('thresholdType');
const INTERVALS = [...enumOf('interval')].sort((a, b) => ((0,_util_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(a) ?? 0) - ((0,_util_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(b) ?? 0));
const ANOMALY_FIELDS = fields.anomalyConfig?.properties ?? [];
function isRangeThreshold(type) {
    return type === 'between' || type === 'not_between';
}
function intervalMinutes(interval) {
    return ((0,_util_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(interval) ?? 0) / 60_000;
}
const MESSAGE_LIMIT = 4096;
const KEY_GROUPS = [
    ['dashboard', 'dashboardId'],
    ['tile', 'tileId'],
    ['savedSearch', 'savedSearchId'],
    ['channel', 'channels'],
];


/***/ }),

/***/ 96376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ chartProblems)
/* harmony export */ });
/* harmony import */ var _generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94008);
/* harmony import */ var _util_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94573);


function chartProblems(chart, at, edition) {
    const holder = { version: 1, dashboards: [{ name: 'inline', tiles: [{ name: 'inline', config: chart }] }] };
    const prefix = ['dashboards', 0, 'tiles', 0, 'config'];
    return (0,_util_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .validateWithSchema */ .C)(_generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_0__/* .dashboardFile */ .f, holder, edition).map((p) => {
        const inside = prefix.every((step, i) => p.path[i] === step);
        return { path: inside ? [...at, ...p.path.slice(prefix.length)] : at, message: p.message };
    });
}


/***/ }),

/***/ 92329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   Ph: () => (/* binding */ splitMarker),
/* harmony export */   Ux: () => (/* binding */ mentionsMarker),
/* harmony export */   _Z: () => (/* binding */ markerFor)
/* harmony export */ });
/* unused harmony exports encodeScope, decodeScope */
const TOOL = 'observability-ops';
const PREFIX = `{{~!-- managed-by: ${TOOL} scope=`;
const SUFFIX = ' --}}';
const MARKER_RE = /\n?\{\{~?!-- managed-by: observability-ops scope=([A-Za-z0-9._~/:@+%-]*) --\}\}$/;
function encodeScope(scope) {
    return Array.from(new TextEncoder().encode(scope), (b) => {
        const c = String.fromCharCode(b);
        return /[A-Za-z0-9._~/:@+-]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }).join('');
}
function decodeScope(encoded) {
    try {
        return decodeURIComponent(encoded);
    }
    catch {
        return encoded;
    }
}
function markerFor(scope) {
    return `\n${PREFIX}${encodeScope(scope)}${SUFFIX}`;
}
function withMarker(message, scope) {
    return `${message ?? ''}${markerFor(scope)}`;
}
function splitMarker(message) {
    if (typeof message !== 'string')
        return { text: null };
    const m = MARKER_RE.exec(message);
    if (!m)
        return { text: message === '' ? null : message };
    const text = message.slice(0, m.index);
    return { text: text === '' ? null : text, scope: decodeScope(m[1] ?? '') };
}
function mentionsMarker(text) {
    return text.includes(`managed-by: ${TOOL}`);
}


/***/ }),

/***/ 99362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ alertFile)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
/* harmony import */ var ajv_dist_runtime_equal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24951);
function interop(m) {
    return typeof m.default === 'function' ? m.default : m.default.default;
}

const runtime_ucs2length = interop(ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);

const runtime_equal = interop(ajv_dist_runtime_equal_js__WEBPACK_IMPORTED_MODULE_1__);
let built;
function build() {
    if (built)
        return built;
    const schema = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json", "title": "Observability Ops alert file (version 1)", "description": "Alerts as code for ClickStack / HyperDX (self-hosted and managed). Synced by the Observability Ops action (alerts.sync); it validates files with this schema, then checks what a schema cannot express (values merged from `defaults`, names that must resolve on the server). Limits are the servers' (docs/contract.md §8.1).", "type": "object", "additionalProperties": false, "required": ["version", "alerts"], "errorMessage": { "empty": "the alert file is empty; it needs `version: 1` and `alerts:` (an empty file never deletes anything)", "type": "the alert file must be a mapping with `version: 1` and `alerts:`", "required": { "version": "missing `version: 1`", "alerts": "missing `alerts:` (use `alerts: []` to declare that the file manages no alert)" } }, "properties": { "version": { "const": 1, "description": "File format version.", "errorMessage": "unsupported version {value}; this action reads version 1" }, "scope": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "Ownership scope written into the alerts this file manages. Default: <owner/repo>:<file path>. The `scope` input wins over it. Set it to keep ownership when you move the file. At most 512 characters.", "errorMessage": { "type": "`scope` must be a non-empty string", "minLength": "`scope` must be a non-empty string", "pattern": "`scope` must be a non-empty string" } }, "defaults": { "description": "Fields merged into every alert (an alert's own value wins; `channel`/`channels`, `dashboard`/`dashboardId`, `tile`/`tileId` and `savedSearch`/`savedSearchId` replace each other as a pair).", "type": "object", "allOf": [{ "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search", "inline"], "description": "What the alert watches: a dashboard tile, a saved search, or its own `chart` (inline). Inferred when only tile, only saved-search or only `chart` fields are set." }, "chart": { "type": "object", "x-edition": "self-hosted", "required": ["displayType"], "properties": { "displayType": { "enum": ["line", "stacked_bar", "number"], "description": "An inline alert's chart is a line, a stacked bar or a number (hyperdx #3010, #3043)." } }, "description": "inline alerts: the chart the alert evaluates, written as a dashboard tile's `config` and checked by schemas/dashboard-file.schema.json (`source` and `connection` by name; builder `select`, or raw SQL with `configType: sql`); a line, stacked bar or number chart. A field of the live chart this does not state is kept. Self-hosted only (HyperDX 2.38.0 and later): ClickHouse Cloud's API has no inline alerts yet, so a sync to the managed edition refuses it at this line.", "errorMessage": { "type": "`chart` must be a mapping: a dashboard tile's `config`" } }, "dashboard": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "dashboardId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "tile": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "tileId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "savedSearch": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "savedSearchId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "description": "How often the alert is evaluated (docs/contract.md §8.1). `30s` exists on the managed edition only (ClickHouse Cloud, clickhousectl#695), where it may need enabling for the organisation.", "anyOf": [{ "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, { "const": "30s", "x-edition": "managed", "description": "Managed only (docs/contract.md §8.1): the self-hosted API refuses it, so a sync against self-hosted refuses it at this line." }] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$", "description": "A date-time with a time zone that windows start from, e.g. 2025-01-01T00:00:00Z: a real calendar date (leap years included) and time of day, seconds optional, Z or an offset; the action sends it in UTC, as the server requires. Within 1 year ahead and 10 years back, which the action checks at run time (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be a real date and time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." }, "displayName": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "x-edition": "self-hosted", "description": "The name the alerts page shows (self-hosted, HyperDX after api 2.36: hyperdx#3063, #3065; docs/contract.md §8.1). Left out, the alert keeps the one it has: the server names every alert, after what it watches when no write gave it a name.", "errorMessage": { "type": "`displayName` must be a string", "minLength": "`displayName` must not be empty", "pattern": "`displayName` must not be empty" } }, "tags": { "type": "array", "maxItems": 50, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "maxLength": 32 }, "x-edition": "self-hosted", "description": "Tags of the alert, up to 50 of up to 32 characters (self-hosted, HyperDX after api 2.36; docs/contract.md §8.1). Left out, the alert keeps the ones it has; `[]` removes them.", "errorMessage": { "type": "`tags` must be a list of strings", "maxItems": "`tags` holds at most 50 tags", "uniqueItems": "`tags` lists the same tag twice" } }, "detectionMode": { "enum": ["threshold", "anomaly"], "x-edition": "managed", "description": "`threshold` (fires on `threshold`/`thresholdType`) or `anomaly` (fires when the value leaves the range its recent history predicts; beta) — managed only (terraform-provider-clickhouse#715; docs/contract.md §8.1). Left out, the alert keeps the mode it has." }, "anomalyConfig": { "type": "object", "additionalProperties": false, "x-edition": "managed", "description": "The tuning of an anomaly alert (`detectionMode: anomaly`), managed only; a setting left out takes the server's default. Left out as a whole, an anomaly alert keeps the tuning it has.", "properties": { "bucketSizeSeconds": { "type": "integer", "minimum": 1, "description": "Width of the buckets the baseline is built from, in seconds." }, "zScoreThreshold": { "type": "number", "minimum": 0, "description": "How many standard deviations from the baseline count as an anomaly." }, "condition": { "enum": ["above", "below", "both"], "description": "Which side of the baseline fires." }, "minAbsoluteDelta": { "type": "number", "minimum": 0, "description": "The smallest absolute difference from the baseline that fires." }, "nonNegative": { "type": "boolean", "description": "The baseline's lower bound never goes below 0." }, "maxSeries": { "type": "integer", "minimum": 1, "description": "Most series (groups) evaluated." }, "baselineLookbackMinutes": { "type": "integer", "minimum": 1, "description": "How much history the baseline is built from, in minutes." } } } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }], "propertyNames": { "not": { "enum": ["name", "adopt", "displayName"] } }, "errorMessage": { "type": "`defaults` must be a mapping of alert fields", "propertyNames": "`{property}` cannot be a default: set it on each alert" } }, "alerts": { "type": "array", "description": "The alerts this file manages. `[]` is allowed, but `prune: true` refuses a file that declares no alerts.", "items": { "allOf": [{ "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search", "inline"], "description": "What the alert watches: a dashboard tile, a saved search, or its own `chart` (inline). Inferred when only tile, only saved-search or only `chart` fields are set." }, "chart": { "type": "object", "x-edition": "self-hosted", "required": ["displayType"], "properties": { "displayType": { "enum": ["line", "stacked_bar", "number"], "description": "An inline alert's chart is a line, a stacked bar or a number (hyperdx #3010, #3043)." } }, "description": "inline alerts: the chart the alert evaluates, written as a dashboard tile's `config` and checked by schemas/dashboard-file.schema.json (`source` and `connection` by name; builder `select`, or raw SQL with `configType: sql`); a line, stacked bar or number chart. A field of the live chart this does not state is kept. Self-hosted only (HyperDX 2.38.0 and later): ClickHouse Cloud's API has no inline alerts yet, so a sync to the managed edition refuses it at this line.", "errorMessage": { "type": "`chart` must be a mapping: a dashboard tile's `config`" } }, "dashboard": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "dashboardId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "tile": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "tileId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "savedSearch": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "savedSearchId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "description": "How often the alert is evaluated (docs/contract.md §8.1). `30s` exists on the managed edition only (ClickHouse Cloud, clickhousectl#695), where it may need enabling for the organisation.", "anyOf": [{ "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, { "const": "30s", "x-edition": "managed", "description": "Managed only (docs/contract.md §8.1): the self-hosted API refuses it, so a sync against self-hosted refuses it at this line." }] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$", "description": "A date-time with a time zone that windows start from, e.g. 2025-01-01T00:00:00Z: a real calendar date (leap years included) and time of day, seconds optional, Z or an offset; the action sends it in UTC, as the server requires. Within 1 year ahead and 10 years back, which the action checks at run time (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be a real date and time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." }, "displayName": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "x-edition": "self-hosted", "description": "The name the alerts page shows (self-hosted, HyperDX after api 2.36: hyperdx#3063, #3065; docs/contract.md §8.1). Left out, the alert keeps the one it has: the server names every alert, after what it watches when no write gave it a name.", "errorMessage": { "type": "`displayName` must be a string", "minLength": "`displayName` must not be empty", "pattern": "`displayName` must not be empty" } }, "tags": { "type": "array", "maxItems": 50, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "maxLength": 32 }, "x-edition": "self-hosted", "description": "Tags of the alert, up to 50 of up to 32 characters (self-hosted, HyperDX after api 2.36; docs/contract.md §8.1). Left out, the alert keeps the ones it has; `[]` removes them.", "errorMessage": { "type": "`tags` must be a list of strings", "maxItems": "`tags` holds at most 50 tags", "uniqueItems": "`tags` lists the same tag twice" } }, "detectionMode": { "enum": ["threshold", "anomaly"], "x-edition": "managed", "description": "`threshold` (fires on `threshold`/`thresholdType`) or `anomaly` (fires when the value leaves the range its recent history predicts; beta) — managed only (terraform-provider-clickhouse#715; docs/contract.md §8.1). Left out, the alert keeps the mode it has." }, "anomalyConfig": { "type": "object", "additionalProperties": false, "x-edition": "managed", "description": "The tuning of an anomaly alert (`detectionMode: anomaly`), managed only; a setting left out takes the server's default. Left out as a whole, an anomaly alert keeps the tuning it has.", "properties": { "bucketSizeSeconds": { "type": "integer", "minimum": 1, "description": "Width of the buckets the baseline is built from, in seconds." }, "zScoreThreshold": { "type": "number", "minimum": 0, "description": "How many standard deviations from the baseline count as an anomaly." }, "condition": { "enum": ["above", "below", "both"], "description": "Which side of the baseline fires." }, "minAbsoluteDelta": { "type": "number", "minimum": 0, "description": "The smallest absolute difference from the baseline that fires." }, "nonNegative": { "type": "boolean", "description": "The baseline's lower bound never goes below 0." }, "maxSeries": { "type": "integer", "minimum": 1, "description": "Most series (groups) evaluated." }, "baselineLookbackMinutes": { "type": "integer", "minimum": 1, "description": "How much history the baseline is built from, in minutes." } } } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }, { "type": "object", "required": ["name"], "errorMessage": { "required": "missing `name` (it identifies the alert)" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "tile" } } }, "then": { "type": "object", "properties": { "savedSearch": false, "savedSearchId": false, "groupBy": false, "chart": false }, "errorMessage": "`{property}` applies to saved_search or inline alerts, not tile alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "saved_search" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false, "chart": false }, "errorMessage": "`{property}` applies to tile or inline alerts, not saved_search alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "inline" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false, "savedSearch": false, "savedSearchId": false, "groupBy": false }, "errorMessage": "`{property}` applies to tile or saved_search alerts, not inline alerts (an inline alert evaluates its own `chart`)" } }] }, "errorMessage": { "empty": "`alerts:` is empty; write `alerts: []` if the file really manages no alert", "type": "`alerts` must be a list" } } } };
    const definitions = { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "id": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "$ref": "#/definitions/name", "description": "Webhook name (resolved through the webhooks list)." }, "webhookId": { "$ref": "#/definitions/id", "description": "Webhook id." } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "fields": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search", "inline"], "description": "What the alert watches: a dashboard tile, a saved search, or its own `chart` (inline). Inferred when only tile, only saved-search or only `chart` fields are set." }, "chart": { "type": "object", "x-edition": "self-hosted", "required": ["displayType"], "properties": { "displayType": { "enum": ["line", "stacked_bar", "number"], "description": "An inline alert's chart is a line, a stacked bar or a number (hyperdx #3010, #3043)." } }, "description": "inline alerts: the chart the alert evaluates, written as a dashboard tile's `config` and checked by schemas/dashboard-file.schema.json (`source` and `connection` by name; builder `select`, or raw SQL with `configType: sql`); a line, stacked bar or number chart. A field of the live chart this does not state is kept. Self-hosted only (HyperDX 2.38.0 and later): ClickHouse Cloud's API has no inline alerts yet, so a sync to the managed edition refuses it at this line.", "errorMessage": { "type": "`chart` must be a mapping: a dashboard tile's `config`" } }, "dashboard": { "$ref": "#/definitions/name", "description": "Dashboard name (tile alerts)." }, "dashboardId": { "$ref": "#/definitions/id" }, "tile": { "$ref": "#/definitions/name", "description": "Tile name on that dashboard; the alert follows the tile when its id changes." }, "tileId": { "$ref": "#/definitions/id" }, "savedSearch": { "$ref": "#/definitions/name", "description": "Saved search name (saved_search alerts)." }, "savedSearchId": { "$ref": "#/definitions/id" }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "description": "How often the alert is evaluated (docs/contract.md §8.1). `30s` exists on the managed edition only (ClickHouse Cloud, clickhousectl#695), where it may need enabling for the organisation.", "anyOf": [{ "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, { "const": "30s", "x-edition": "managed", "description": "Managed only (docs/contract.md §8.1): the self-hosted API refuses it, so a sync against self-hosted refuses it at this line." }] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$", "description": "A date-time with a time zone that windows start from, e.g. 2025-01-01T00:00:00Z: a real calendar date (leap years included) and time of day, seconds optional, Z or an offset; the action sends it in UTC, as the server requires. Within 1 year ahead and 10 years back, which the action checks at run time (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be a real date and time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "$ref": "#/definitions/channel" }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "$ref": "#/definitions/channel" }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." }, "displayName": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "x-edition": "self-hosted", "description": "The name the alerts page shows (self-hosted, HyperDX after api 2.36: hyperdx#3063, #3065; docs/contract.md §8.1). Left out, the alert keeps the one it has: the server names every alert, after what it watches when no write gave it a name.", "errorMessage": { "type": "`displayName` must be a string", "minLength": "`displayName` must not be empty", "pattern": "`displayName` must not be empty" } }, "tags": { "type": "array", "maxItems": 50, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "maxLength": 32 }, "x-edition": "self-hosted", "description": "Tags of the alert, up to 50 of up to 32 characters (self-hosted, HyperDX after api 2.36; docs/contract.md §8.1). Left out, the alert keeps the ones it has; `[]` removes them.", "errorMessage": { "type": "`tags` must be a list of strings", "maxItems": "`tags` holds at most 50 tags", "uniqueItems": "`tags` lists the same tag twice" } }, "detectionMode": { "enum": ["threshold", "anomaly"], "x-edition": "managed", "description": "`threshold` (fires on `threshold`/`thresholdType`) or `anomaly` (fires when the value leaves the range its recent history predicts; beta) — managed only (terraform-provider-clickhouse#715; docs/contract.md §8.1). Left out, the alert keeps the mode it has." }, "anomalyConfig": { "type": "object", "additionalProperties": false, "x-edition": "managed", "description": "The tuning of an anomaly alert (`detectionMode: anomaly`), managed only; a setting left out takes the server's default. Left out as a whole, an anomaly alert keeps the tuning it has.", "properties": { "bucketSizeSeconds": { "type": "integer", "minimum": 1, "description": "Width of the buckets the baseline is built from, in seconds." }, "zScoreThreshold": { "type": "number", "minimum": 0, "description": "How many standard deviations from the baseline count as an anomaly." }, "condition": { "enum": ["above", "below", "both"], "description": "Which side of the baseline fires." }, "minAbsoluteDelta": { "type": "number", "minimum": 0, "description": "The smallest absolute difference from the baseline that fires." }, "nonNegative": { "type": "boolean", "description": "The baseline's lower bound never goes below 0." }, "maxSeries": { "type": "integer", "minimum": 1, "description": "Most series (groups) evaluated." }, "baselineLookbackMinutes": { "type": "integer", "minimum": 1, "description": "How much history the baseline is built from, in minutes." } } } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }, "alert": { "allOf": [{ "$ref": "#/definitions/fields" }, { "type": "object", "required": ["name"], "errorMessage": { "required": "missing `name` (it identifies the alert)" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "tile" } } }, "then": { "type": "object", "properties": { "savedSearch": false, "savedSearchId": false, "groupBy": false, "chart": false }, "errorMessage": "`{property}` applies to saved_search or inline alerts, not tile alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "saved_search" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false, "chart": false }, "errorMessage": "`{property}` applies to tile or inline alerts, not saved_search alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "inline" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false, "savedSearch": false, "savedSearchId": false, "groupBy": false }, "errorMessage": "`{property}` applies to tile or saved_search alerts, not inline alerts (an inline alert evaluates its own `chart`)" } }] } };
    const validate_self_hosted = (() => {
        const schema11 = schema;
        const func2 = runtime_ucs2length;
        const func4 = Object.prototype.hasOwnProperty;
        const func0 = runtime_equal;
        const pattern0 = new RegExp("\\S", "u");
        const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");
        const pattern4 = new RegExp("^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "u");
        const pattern9 = new RegExp("^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
            ;
            let vErrors = null;
            let errors = 0;
            if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.version === undefined) {
                    const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data.alerts === undefined) {
                    const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "alerts" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                for (const key0 in data) {
                    if (!((((key0 === "version") || (key0 === "scope")) || (key0 === "defaults")) || (key0 === "alerts"))) {
                        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
                if (data.version !== undefined) {
                    if (1 !== data.version) {
                        const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                if (data.scope !== undefined) {
                    let data1 = data.scope;
                    if (typeof data1 === "string") {
                        if (func2(data1) > 512) {
                            const err4 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/maxLength", keyword: "maxLength", params: { limit: 512 } };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                        if (func2(data1) < 1) {
                            const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                        if (!pattern0.test(data1)) {
                            const err6 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err7 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                if (data.defaults !== undefined) {
                    let data2 = data.defaults;
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err8 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                    const _errs14 = errors;
                    const _errs15 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing0;
                        if (((data2.channel === undefined) && (missing0 = "channel")) || ((data2.channels === undefined) && (missing0 = "channels"))) {
                            const err9 = {};
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    var valid3 = _errs15 === errors;
                    if (valid3) {
                        const err10 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs14;
                        if (vErrors !== null) {
                            if (_errs14) {
                                vErrors.length = _errs14;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err11 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                    const _errs19 = errors;
                    const _errs20 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing1;
                        if (((data2.dashboard === undefined) && (missing1 = "dashboard")) || ((data2.dashboardId === undefined) && (missing1 = "dashboardId"))) {
                            const err12 = {};
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                    }
                    var valid4 = _errs20 === errors;
                    if (valid4) {
                        const err13 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs19;
                        if (vErrors !== null) {
                            if (_errs19) {
                                vErrors.length = _errs19;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err14 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    const _errs24 = errors;
                    const _errs25 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing2;
                        if (((data2.tile === undefined) && (missing2 = "tile")) || ((data2.tileId === undefined) && (missing2 = "tileId"))) {
                            const err15 = {};
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                    }
                    var valid5 = _errs25 === errors;
                    if (valid5) {
                        const err16 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs24;
                        if (vErrors !== null) {
                            if (_errs24) {
                                vErrors.length = _errs24;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err17 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    const _errs29 = errors;
                    const _errs30 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing3;
                        if (((data2.savedSearch === undefined) && (missing3 = "savedSearch")) || ((data2.savedSearchId === undefined) && (missing3 = "savedSearchId"))) {
                            const err18 = {};
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    var valid6 = _errs30 === errors;
                    if (valid6) {
                        const err19 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs29;
                        if (vErrors !== null) {
                            if (_errs29) {
                                vErrors.length = _errs29;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        for (const key1 in data2) {
                            if (!(func4.call(schema11.properties.defaults.allOf[0].properties, key1))) {
                                const err20 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                        }
                        if (data2.name !== undefined) {
                            let data3 = data2.name;
                            if (typeof data3 === "string") {
                                if (func2(data3) > 512) {
                                    const err21 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                                if (func2(data3) < 1) {
                                    const err22 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data3)) {
                                    const err23 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err23];
                                    }
                                    else {
                                        vErrors.push(err23);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err24 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                        if (data2.adopt !== undefined) {
                            let data4 = data2.adopt;
                            const _errs37 = errors;
                            let valid8 = false;
                            let passing0 = null;
                            const _errs38 = errors;
                            if (typeof data4 !== "boolean") {
                                const err25 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                            var _valid0 = _errs38 === errors;
                            if (_valid0) {
                                valid8 = true;
                                passing0 = 0;
                            }
                            const _errs40 = errors;
                            if (typeof data4 === "string") {
                                if (!pattern2.test(data4)) {
                                    const err26 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                    if (vErrors === null) {
                                        vErrors = [err26];
                                    }
                                    else {
                                        vErrors.push(err26);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err27 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                            var _valid0 = _errs40 === errors;
                            if (_valid0 && valid8) {
                                valid8 = false;
                                passing0 = [passing0, 1];
                            }
                            else {
                                if (_valid0) {
                                    valid8 = true;
                                    passing0 = 1;
                                }
                            }
                            if (!valid8) {
                                const err28 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs37;
                                if (vErrors !== null) {
                                    if (_errs37) {
                                        vErrors.length = _errs37;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data2.source !== undefined) {
                            let data5 = data2.source;
                            if (!(((data5 === "tile") || (data5 === "saved_search")) || (data5 === "inline"))) {
                                const err29 = { instancePath: instancePath + "/defaults/source", schemaPath: "#/properties/defaults/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.source.enum } };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                        if (data2.chart !== undefined) {
                            let data6 = data2.chart;
                            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                                if (data6.displayType === undefined) {
                                    const err30 = { instancePath: instancePath + "/defaults/chart", schemaPath: "#/properties/defaults/allOf/0/properties/chart/required", keyword: "required", params: { missingProperty: "displayType" } };
                                    if (vErrors === null) {
                                        vErrors = [err30];
                                    }
                                    else {
                                        vErrors.push(err30);
                                    }
                                    errors++;
                                }
                                if (data6.displayType !== undefined) {
                                    let data7 = data6.displayType;
                                    if (!(((data7 === "line") || (data7 === "stacked_bar")) || (data7 === "number"))) {
                                        const err31 = { instancePath: instancePath + "/defaults/chart/displayType", schemaPath: "#/properties/defaults/allOf/0/properties/chart/properties/displayType/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.chart.properties.displayType.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err31];
                                        }
                                        else {
                                            vErrors.push(err31);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err32 = { instancePath: instancePath + "/defaults/chart", schemaPath: "#/properties/defaults/allOf/0/properties/chart/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                        if (data2.dashboard !== undefined) {
                            let data8 = data2.dashboard;
                            if (typeof data8 === "string") {
                                if (func2(data8) < 1) {
                                    const err33 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err33];
                                    }
                                    else {
                                        vErrors.push(err33);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data8)) {
                                    const err34 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err34];
                                    }
                                    else {
                                        vErrors.push(err34);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err35 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err35];
                                }
                                else {
                                    vErrors.push(err35);
                                }
                                errors++;
                            }
                        }
                        if (data2.dashboardId !== undefined) {
                            let data9 = data2.dashboardId;
                            if (typeof data9 === "string") {
                                if (func2(data9) < 1) {
                                    const err36 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data9)) {
                                    const err37 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err38 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                        }
                        if (data2.tile !== undefined) {
                            let data10 = data2.tile;
                            if (typeof data10 === "string") {
                                if (func2(data10) < 1) {
                                    const err39 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err39];
                                    }
                                    else {
                                        vErrors.push(err39);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data10)) {
                                    const err40 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err40];
                                    }
                                    else {
                                        vErrors.push(err40);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err41 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                        }
                        if (data2.tileId !== undefined) {
                            let data11 = data2.tileId;
                            if (typeof data11 === "string") {
                                if (func2(data11) < 1) {
                                    const err42 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err42];
                                    }
                                    else {
                                        vErrors.push(err42);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data11)) {
                                    const err43 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err43];
                                    }
                                    else {
                                        vErrors.push(err43);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err44 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err44];
                                }
                                else {
                                    vErrors.push(err44);
                                }
                                errors++;
                            }
                        }
                        if (data2.savedSearch !== undefined) {
                            let data12 = data2.savedSearch;
                            if (typeof data12 === "string") {
                                if (func2(data12) < 1) {
                                    const err45 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data12)) {
                                    const err46 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err47 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err47];
                                }
                                else {
                                    vErrors.push(err47);
                                }
                                errors++;
                            }
                        }
                        if (data2.savedSearchId !== undefined) {
                            let data13 = data2.savedSearchId;
                            if (typeof data13 === "string") {
                                if (func2(data13) < 1) {
                                    const err48 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err48];
                                    }
                                    else {
                                        vErrors.push(err48);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data13)) {
                                    const err49 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err49];
                                    }
                                    else {
                                        vErrors.push(err49);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err50 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err50];
                                }
                                else {
                                    vErrors.push(err50);
                                }
                                errors++;
                            }
                        }
                        if (data2.groupBy !== undefined) {
                            let data14 = data2.groupBy;
                            if ((typeof data14 !== "string") && (data14 !== null)) {
                                const err51 = { instancePath: instancePath + "/defaults/groupBy", schemaPath: "#/properties/defaults/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.groupBy.type } };
                                if (vErrors === null) {
                                    vErrors = [err51];
                                }
                                else {
                                    vErrors.push(err51);
                                }
                                errors++;
                            }
                        }
                        if (data2.threshold !== undefined) {
                            let data15 = data2.threshold;
                            if (!((typeof data15 == "number") && (isFinite(data15)))) {
                                const err52 = { instancePath: instancePath + "/defaults/threshold", schemaPath: "#/properties/defaults/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                                if (vErrors === null) {
                                    vErrors = [err52];
                                }
                                else {
                                    vErrors.push(err52);
                                }
                                errors++;
                            }
                        }
                        if (data2.thresholdMax !== undefined) {
                            let data16 = data2.thresholdMax;
                            if (!((typeof data16 == "number") && (isFinite(data16)))) {
                                const err53 = { instancePath: instancePath + "/defaults/thresholdMax", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                        }
                        if (data2.thresholdType !== undefined) {
                            let data17 = data2.thresholdType;
                            if (!((((((((data17 === "above") || (data17 === "below")) || (data17 === "above_exclusive")) || (data17 === "below_or_equal")) || (data17 === "equal")) || (data17 === "not_equal")) || (data17 === "between")) || (data17 === "not_between"))) {
                                const err54 = { instancePath: instancePath + "/defaults/thresholdType", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.thresholdType.enum } };
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                        }
                        if (data2.interval !== undefined) {
                            let data18 = data2.interval;
                            const _errs75 = errors;
                            let valid10 = false;
                            const _errs76 = errors;
                            if (!((((((((data18 === "1m") || (data18 === "5m")) || (data18 === "15m")) || (data18 === "30m")) || (data18 === "1h")) || (data18 === "6h")) || (data18 === "12h")) || (data18 === "1d"))) {
                                const err55 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.interval.anyOf[0].enum } };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                            var _valid1 = _errs76 === errors;
                            valid10 = valid10 || _valid1;
                            if (!valid10) {
                                const _errs77 = errors;
                                if ("30s" !== data18) {
                                    const err56 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf/1/const", keyword: "const", params: { allowedValue: "30s" } };
                                    if (vErrors === null) {
                                        vErrors = [err56];
                                    }
                                    else {
                                        vErrors.push(err56);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err57 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf/1/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err57];
                                    }
                                    else {
                                        vErrors.push(err57);
                                    }
                                    errors++;
                                }
                                var _valid1 = _errs77 === errors;
                                valid10 = valid10 || _valid1;
                            }
                            if (!valid10) {
                                const err58 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs75;
                                if (vErrors !== null) {
                                    if (_errs75) {
                                        vErrors.length = _errs75;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data2.scheduleOffsetMinutes !== undefined) {
                            let data19 = data2.scheduleOffsetMinutes;
                            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                const err59 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err59];
                                }
                                else {
                                    vErrors.push(err59);
                                }
                                errors++;
                            }
                            if ((typeof data19 == "number") && (isFinite(data19))) {
                                if (data19 > 1439 || isNaN(data19)) {
                                    const err60 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                                if (data19 < 0 || isNaN(data19)) {
                                    const err61 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err61];
                                    }
                                    else {
                                        vErrors.push(err61);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.scheduleStartAt !== undefined) {
                            let data20 = data2.scheduleStartAt;
                            if ((typeof data20 !== "string") && (data20 !== null)) {
                                const err62 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.scheduleStartAt.type } };
                                if (vErrors === null) {
                                    vErrors = [err62];
                                }
                                else {
                                    vErrors.push(err62);
                                }
                                errors++;
                            }
                            if (typeof data20 === "string") {
                                if (!pattern9.test(data20)) {
                                    const err63 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$" } };
                                    if (vErrors === null) {
                                        vErrors = [err63];
                                    }
                                    else {
                                        vErrors.push(err63);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.channel !== undefined) {
                            let data21 = data2.channel;
                            const _errs86 = errors;
                            let valid11 = false;
                            let passing1 = null;
                            const _errs87 = errors;
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                if (data21.webhook === undefined) {
                                    const err64 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                    if (vErrors === null) {
                                        vErrors = [err64];
                                    }
                                    else {
                                        vErrors.push(err64);
                                    }
                                    errors++;
                                }
                            }
                            var _valid2 = _errs87 === errors;
                            if (_valid2) {
                                valid11 = true;
                                passing1 = 0;
                            }
                            const _errs88 = errors;
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                if (data21.webhookId === undefined) {
                                    const err65 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                    if (vErrors === null) {
                                        vErrors = [err65];
                                    }
                                    else {
                                        vErrors.push(err65);
                                    }
                                    errors++;
                                }
                            }
                            var _valid2 = _errs88 === errors;
                            if (_valid2 && valid11) {
                                valid11 = false;
                                passing1 = [passing1, 1];
                            }
                            else {
                                if (_valid2) {
                                    valid11 = true;
                                    passing1 = 1;
                                }
                            }
                            if (!valid11) {
                                const err66 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 } };
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs86;
                                if (vErrors !== null) {
                                    if (_errs86) {
                                        vErrors.length = _errs86;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                for (const key2 in data21) {
                                    if (!(((key2 === "type") || (key2 === "webhook")) || (key2 === "webhookId"))) {
                                        const err67 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.type !== undefined) {
                                    if ("webhook" !== data21.type) {
                                        const err68 = { instancePath: instancePath + "/defaults/channel/type", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                        if (vErrors === null) {
                                            vErrors = [err68];
                                        }
                                        else {
                                            vErrors.push(err68);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.webhook !== undefined) {
                                    let data23 = data21.webhook;
                                    if (typeof data23 === "string") {
                                        if (func2(data23) < 1) {
                                            const err69 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err69];
                                            }
                                            else {
                                                vErrors.push(err69);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data23)) {
                                            const err70 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err70];
                                            }
                                            else {
                                                vErrors.push(err70);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err71 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err71];
                                        }
                                        else {
                                            vErrors.push(err71);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.webhookId !== undefined) {
                                    let data24 = data21.webhookId;
                                    if (typeof data24 === "string") {
                                        if (func2(data24) < 1) {
                                            const err72 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err72];
                                            }
                                            else {
                                                vErrors.push(err72);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data24)) {
                                            const err73 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err73];
                                            }
                                            else {
                                                vErrors.push(err73);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err74 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err74];
                                        }
                                        else {
                                            vErrors.push(err74);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err75 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err75];
                                }
                                else {
                                    vErrors.push(err75);
                                }
                                errors++;
                            }
                        }
                        if (data2.channels !== undefined) {
                            let data25 = data2.channels;
                            if (Array.isArray(data25)) {
                                if (data25.length > 10) {
                                    const err76 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                    if (vErrors === null) {
                                        vErrors = [err76];
                                    }
                                    else {
                                        vErrors.push(err76);
                                    }
                                    errors++;
                                }
                                if (data25.length < 1) {
                                    const err77 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err77];
                                    }
                                    else {
                                        vErrors.push(err77);
                                    }
                                    errors++;
                                }
                                const len0 = data25.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                    let data26 = data25[i0];
                                    const _errs104 = errors;
                                    let valid15 = false;
                                    let passing2 = null;
                                    const _errs105 = errors;
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        if (data26.webhook === undefined) {
                                            const err78 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err78];
                                            }
                                            else {
                                                vErrors.push(err78);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid3 = _errs105 === errors;
                                    if (_valid3) {
                                        valid15 = true;
                                        passing2 = 0;
                                    }
                                    const _errs106 = errors;
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        if (data26.webhookId === undefined) {
                                            const err79 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                            if (vErrors === null) {
                                                vErrors = [err79];
                                            }
                                            else {
                                                vErrors.push(err79);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid3 = _errs106 === errors;
                                    if (_valid3 && valid15) {
                                        valid15 = false;
                                        passing2 = [passing2, 1];
                                    }
                                    else {
                                        if (_valid3) {
                                            valid15 = true;
                                            passing2 = 1;
                                        }
                                    }
                                    if (!valid15) {
                                        const err80 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 } };
                                        if (vErrors === null) {
                                            vErrors = [err80];
                                        }
                                        else {
                                            vErrors.push(err80);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs104;
                                        if (vErrors !== null) {
                                            if (_errs104) {
                                                vErrors.length = _errs104;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        for (const key3 in data26) {
                                            if (!(((key3 === "type") || (key3 === "webhook")) || (key3 === "webhookId"))) {
                                                const err81 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                                if (vErrors === null) {
                                                    vErrors = [err81];
                                                }
                                                else {
                                                    vErrors.push(err81);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.type !== undefined) {
                                            if ("webhook" !== data26.type) {
                                                const err82 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/type", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                if (vErrors === null) {
                                                    vErrors = [err82];
                                                }
                                                else {
                                                    vErrors.push(err82);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.webhook !== undefined) {
                                            let data28 = data26.webhook;
                                            if (typeof data28 === "string") {
                                                if (func2(data28) < 1) {
                                                    const err83 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err83];
                                                    }
                                                    else {
                                                        vErrors.push(err83);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern0.test(data28)) {
                                                    const err84 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err84];
                                                    }
                                                    else {
                                                        vErrors.push(err84);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err85 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err85];
                                                }
                                                else {
                                                    vErrors.push(err85);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.webhookId !== undefined) {
                                            let data29 = data26.webhookId;
                                            if (typeof data29 === "string") {
                                                if (func2(data29) < 1) {
                                                    const err86 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err86];
                                                    }
                                                    else {
                                                        vErrors.push(err86);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern4.test(data29)) {
                                                    const err87 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err87];
                                                    }
                                                    else {
                                                        vErrors.push(err87);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err88 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err88];
                                                }
                                                else {
                                                    vErrors.push(err88);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err89 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err89];
                                        }
                                        else {
                                            vErrors.push(err89);
                                        }
                                        errors++;
                                    }
                                }
                                let i1 = data25.length;
                                let j0;
                                if (i1 > 1) {
                                    outer0: for (; i1--;) {
                                        for (j0 = i1; j0--;) {
                                            if (func0(data25[i1], data25[j0])) {
                                                const err90 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 } };
                                                if (vErrors === null) {
                                                    vErrors = [err90];
                                                }
                                                else {
                                                    vErrors.push(err90);
                                                }
                                                errors++;
                                                break outer0;
                                            }
                                        }
                                    }
                                }
                            }
                            else {
                                const err91 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err91];
                                }
                                else {
                                    vErrors.push(err91);
                                }
                                errors++;
                            }
                        }
                        if (data2.message !== undefined) {
                            let data30 = data2.message;
                            if ((typeof data30 !== "string") && (data30 !== null)) {
                                const err92 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.message.type } };
                                if (vErrors === null) {
                                    vErrors = [err92];
                                }
                                else {
                                    vErrors.push(err92);
                                }
                                errors++;
                            }
                            if (typeof data30 === "string") {
                                if (func2(data30) > 4000) {
                                    const err93 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                    if (vErrors === null) {
                                        vErrors = [err93];
                                    }
                                    else {
                                        vErrors.push(err93);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.note !== undefined) {
                            let data31 = data2.note;
                            if ((typeof data31 !== "string") && (data31 !== null)) {
                                const err94 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.note.type } };
                                if (vErrors === null) {
                                    vErrors = [err94];
                                }
                                else {
                                    vErrors.push(err94);
                                }
                                errors++;
                            }
                            if (typeof data31 === "string") {
                                if (func2(data31) > 4096) {
                                    const err95 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                    if (vErrors === null) {
                                        vErrors = [err95];
                                    }
                                    else {
                                        vErrors.push(err95);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.numConsecutiveWindows !== undefined) {
                            let data32 = data2.numConsecutiveWindows;
                            if ((!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))) && (data32 !== null)) {
                                const err96 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.numConsecutiveWindows.type } };
                                if (vErrors === null) {
                                    vErrors = [err96];
                                }
                                else {
                                    vErrors.push(err96);
                                }
                                errors++;
                            }
                            if ((typeof data32 == "number") && (isFinite(data32))) {
                                if (data32 < 1 || isNaN(data32)) {
                                    const err97 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err97];
                                    }
                                    else {
                                        vErrors.push(err97);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.displayName !== undefined) {
                            let data33 = data2.displayName;
                            if (typeof data33 === "string") {
                                if (func2(data33) > 512) {
                                    const err98 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                    if (vErrors === null) {
                                        vErrors = [err98];
                                    }
                                    else {
                                        vErrors.push(err98);
                                    }
                                    errors++;
                                }
                                if (func2(data33) < 1) {
                                    const err99 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err99];
                                    }
                                    else {
                                        vErrors.push(err99);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data33)) {
                                    const err100 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err100];
                                    }
                                    else {
                                        vErrors.push(err100);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err101 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err101];
                                }
                                else {
                                    vErrors.push(err101);
                                }
                                errors++;
                            }
                        }
                        if (data2.tags !== undefined) {
                            let data34 = data2.tags;
                            if (Array.isArray(data34)) {
                                if (data34.length > 50) {
                                    const err102 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/maxItems", keyword: "maxItems", params: { limit: 50 } };
                                    if (vErrors === null) {
                                        vErrors = [err102];
                                    }
                                    else {
                                        vErrors.push(err102);
                                    }
                                    errors++;
                                }
                                const len1 = data34.length;
                                for (let i2 = 0; i2 < len1; i2++) {
                                    let data35 = data34[i2];
                                    if (typeof data35 === "string") {
                                        if (func2(data35) > 32) {
                                            const err103 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                            if (vErrors === null) {
                                                vErrors = [err103];
                                            }
                                            else {
                                                vErrors.push(err103);
                                            }
                                            errors++;
                                        }
                                        if (func2(data35) < 1) {
                                            const err104 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err104];
                                            }
                                            else {
                                                vErrors.push(err104);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err105 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err105];
                                        }
                                        else {
                                            vErrors.push(err105);
                                        }
                                        errors++;
                                    }
                                }
                                let i3 = data34.length;
                                let j1;
                                if (i3 > 1) {
                                    const indices0 = {};
                                    for (; i3--;) {
                                        let item0 = data34[i3];
                                        if (typeof item0 !== "string") {
                                            continue;
                                        }
                                        if (typeof indices0[item0] == "number") {
                                            j1 = indices0[item0];
                                            const err106 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 } };
                                            if (vErrors === null) {
                                                vErrors = [err106];
                                            }
                                            else {
                                                vErrors.push(err106);
                                            }
                                            errors++;
                                            break;
                                        }
                                        indices0[item0] = i3;
                                    }
                                }
                            }
                            else {
                                const err107 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err107];
                                }
                                else {
                                    vErrors.push(err107);
                                }
                                errors++;
                            }
                        }
                        if (data2.detectionMode !== undefined) {
                            let data36 = data2.detectionMode;
                            if (!((data36 === "threshold") || (data36 === "anomaly"))) {
                                const err108 = { instancePath: instancePath + "/defaults/detectionMode", schemaPath: "#/properties/defaults/allOf/0/properties/detectionMode/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.detectionMode.enum } };
                                if (vErrors === null) {
                                    vErrors = [err108];
                                }
                                else {
                                    vErrors.push(err108);
                                }
                                errors++;
                            }
                            if (true) {
                                const err109 = { instancePath: instancePath + "/defaults/detectionMode", schemaPath: "#/properties/defaults/allOf/0/properties/detectionMode/x-edition", keyword: "x-edition", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err109];
                                }
                                else {
                                    vErrors.push(err109);
                                }
                                errors++;
                            }
                        }
                        if (data2.anomalyConfig !== undefined) {
                            let data37 = data2.anomalyConfig;
                            if (true) {
                                const err110 = { instancePath: instancePath + "/defaults/anomalyConfig", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/x-edition", keyword: "x-edition", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err110];
                                }
                                else {
                                    vErrors.push(err110);
                                }
                                errors++;
                            }
                            if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                                for (const key4 in data37) {
                                    if (!(((((((key4 === "bucketSizeSeconds") || (key4 === "zScoreThreshold")) || (key4 === "condition")) || (key4 === "minAbsoluteDelta")) || (key4 === "nonNegative")) || (key4 === "maxSeries")) || (key4 === "baselineLookbackMinutes"))) {
                                        const err111 = { instancePath: instancePath + "/defaults/anomalyConfig", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 } };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.bucketSizeSeconds !== undefined) {
                                    let data38 = data37.bucketSizeSeconds;
                                    if (!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))) {
                                        const err112 = { instancePath: instancePath + "/defaults/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data38 == "number") && (isFinite(data38))) {
                                        if (data38 < 1 || isNaN(data38)) {
                                            const err113 = { instancePath: instancePath + "/defaults/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err113];
                                            }
                                            else {
                                                vErrors.push(err113);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data37.zScoreThreshold !== undefined) {
                                    let data39 = data37.zScoreThreshold;
                                    if ((typeof data39 == "number") && (isFinite(data39))) {
                                        if (data39 < 0 || isNaN(data39)) {
                                            const err114 = { instancePath: instancePath + "/defaults/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err114];
                                            }
                                            else {
                                                vErrors.push(err114);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err115 = { instancePath: instancePath + "/defaults/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err115];
                                        }
                                        else {
                                            vErrors.push(err115);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.condition !== undefined) {
                                    let data40 = data37.condition;
                                    if (!(((data40 === "above") || (data40 === "below")) || (data40 === "both"))) {
                                        const err116 = { instancePath: instancePath + "/defaults/anomalyConfig/condition", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/condition/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.anomalyConfig.properties.condition.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err116];
                                        }
                                        else {
                                            vErrors.push(err116);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.minAbsoluteDelta !== undefined) {
                                    let data41 = data37.minAbsoluteDelta;
                                    if ((typeof data41 == "number") && (isFinite(data41))) {
                                        if (data41 < 0 || isNaN(data41)) {
                                            const err117 = { instancePath: instancePath + "/defaults/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err117];
                                            }
                                            else {
                                                vErrors.push(err117);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err118 = { instancePath: instancePath + "/defaults/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err118];
                                        }
                                        else {
                                            vErrors.push(err118);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.nonNegative !== undefined) {
                                    if (typeof data37.nonNegative !== "boolean") {
                                        const err119 = { instancePath: instancePath + "/defaults/anomalyConfig/nonNegative", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/nonNegative/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.maxSeries !== undefined) {
                                    let data43 = data37.maxSeries;
                                    if (!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))) {
                                        const err120 = { instancePath: instancePath + "/defaults/anomalyConfig/maxSeries", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/maxSeries/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data43 == "number") && (isFinite(data43))) {
                                        if (data43 < 1 || isNaN(data43)) {
                                            const err121 = { instancePath: instancePath + "/defaults/anomalyConfig/maxSeries", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/maxSeries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err121];
                                            }
                                            else {
                                                vErrors.push(err121);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data37.baselineLookbackMinutes !== undefined) {
                                    let data44 = data37.baselineLookbackMinutes;
                                    if (!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) {
                                        const err122 = { instancePath: instancePath + "/defaults/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data44 == "number") && (isFinite(data44))) {
                                        if (data44 < 1 || isNaN(data44)) {
                                            const err123 = { instancePath: instancePath + "/defaults/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err123];
                                            }
                                            else {
                                                vErrors.push(err123);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err124 = { instancePath: instancePath + "/defaults/anomalyConfig", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err124];
                                }
                                else {
                                    vErrors.push(err124);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err125 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err125];
                        }
                        else {
                            vErrors.push(err125);
                        }
                        errors++;
                    }
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        for (const key5 in data2) {
                            const _errs150 = errors;
                            const _errs151 = errors;
                            const _errs152 = errors;
                            if (!(((key5 === "name") || (key5 === "adopt")) || (key5 === "displayName"))) {
                                const err126 = {};
                                if (vErrors === null) {
                                    vErrors = [err126];
                                }
                                else {
                                    vErrors.push(err126);
                                }
                                errors++;
                            }
                            var valid23 = _errs152 === errors;
                            if (valid23) {
                                const err127 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames/not", keyword: "not", params: {}, propertyName: key5 };
                                if (vErrors === null) {
                                    vErrors = [err127];
                                }
                                else {
                                    vErrors.push(err127);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs151;
                                if (vErrors !== null) {
                                    if (_errs151) {
                                        vErrors.length = _errs151;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var valid22 = _errs150 === errors;
                            if (!valid22) {
                                const err128 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames", keyword: "propertyNames", params: { propertyName: key5 } };
                                if (vErrors === null) {
                                    vErrors = [err128];
                                }
                                else {
                                    vErrors.push(err128);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err129 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                }
                if (data.alerts !== undefined) {
                    let data45 = data.alerts;
                    if (Array.isArray(data45)) {
                        const len2 = data45.length;
                        for (let i4 = 0; i4 < len2; i4++) {
                            let data46 = data45[i4];
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err130 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err130];
                                }
                                else {
                                    vErrors.push(err130);
                                }
                                errors++;
                            }
                            const _errs161 = errors;
                            const _errs162 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing4;
                                if (((data46.channel === undefined) && (missing4 = "channel")) || ((data46.channels === undefined) && (missing4 = "channels"))) {
                                    const err131 = {};
                                    if (vErrors === null) {
                                        vErrors = [err131];
                                    }
                                    else {
                                        vErrors.push(err131);
                                    }
                                    errors++;
                                }
                            }
                            var valid28 = _errs162 === errors;
                            if (valid28) {
                                const err132 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err132];
                                }
                                else {
                                    vErrors.push(err132);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs161;
                                if (vErrors !== null) {
                                    if (_errs161) {
                                        vErrors.length = _errs161;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err133 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err133];
                                }
                                else {
                                    vErrors.push(err133);
                                }
                                errors++;
                            }
                            const _errs166 = errors;
                            const _errs167 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing5;
                                if (((data46.dashboard === undefined) && (missing5 = "dashboard")) || ((data46.dashboardId === undefined) && (missing5 = "dashboardId"))) {
                                    const err134 = {};
                                    if (vErrors === null) {
                                        vErrors = [err134];
                                    }
                                    else {
                                        vErrors.push(err134);
                                    }
                                    errors++;
                                }
                            }
                            var valid29 = _errs167 === errors;
                            if (valid29) {
                                const err135 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err135];
                                }
                                else {
                                    vErrors.push(err135);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs166;
                                if (vErrors !== null) {
                                    if (_errs166) {
                                        vErrors.length = _errs166;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err136 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err136];
                                }
                                else {
                                    vErrors.push(err136);
                                }
                                errors++;
                            }
                            const _errs171 = errors;
                            const _errs172 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing6;
                                if (((data46.tile === undefined) && (missing6 = "tile")) || ((data46.tileId === undefined) && (missing6 = "tileId"))) {
                                    const err137 = {};
                                    if (vErrors === null) {
                                        vErrors = [err137];
                                    }
                                    else {
                                        vErrors.push(err137);
                                    }
                                    errors++;
                                }
                            }
                            var valid30 = _errs172 === errors;
                            if (valid30) {
                                const err138 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err138];
                                }
                                else {
                                    vErrors.push(err138);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs171;
                                if (vErrors !== null) {
                                    if (_errs171) {
                                        vErrors.length = _errs171;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err139 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err139];
                                }
                                else {
                                    vErrors.push(err139);
                                }
                                errors++;
                            }
                            const _errs176 = errors;
                            const _errs177 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing7;
                                if (((data46.savedSearch === undefined) && (missing7 = "savedSearch")) || ((data46.savedSearchId === undefined) && (missing7 = "savedSearchId"))) {
                                    const err140 = {};
                                    if (vErrors === null) {
                                        vErrors = [err140];
                                    }
                                    else {
                                        vErrors.push(err140);
                                    }
                                    errors++;
                                }
                            }
                            var valid31 = _errs177 === errors;
                            if (valid31) {
                                const err141 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err141];
                                }
                                else {
                                    vErrors.push(err141);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs176;
                                if (vErrors !== null) {
                                    if (_errs176) {
                                        vErrors.length = _errs176;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                for (const key6 in data46) {
                                    if (!(func4.call(schema11.properties.alerts.items.allOf[0].properties, key6))) {
                                        const err142 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 } };
                                        if (vErrors === null) {
                                            vErrors = [err142];
                                        }
                                        else {
                                            vErrors.push(err142);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.name !== undefined) {
                                    let data47 = data46.name;
                                    if (typeof data47 === "string") {
                                        if (func2(data47) > 512) {
                                            const err143 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                            if (vErrors === null) {
                                                vErrors = [err143];
                                            }
                                            else {
                                                vErrors.push(err143);
                                            }
                                            errors++;
                                        }
                                        if (func2(data47) < 1) {
                                            const err144 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err144];
                                            }
                                            else {
                                                vErrors.push(err144);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data47)) {
                                            const err145 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err145];
                                            }
                                            else {
                                                vErrors.push(err145);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err146 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err146];
                                        }
                                        else {
                                            vErrors.push(err146);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.adopt !== undefined) {
                                    let data48 = data46.adopt;
                                    const _errs184 = errors;
                                    let valid33 = false;
                                    let passing3 = null;
                                    const _errs185 = errors;
                                    if (typeof data48 !== "boolean") {
                                        const err147 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err147];
                                        }
                                        else {
                                            vErrors.push(err147);
                                        }
                                        errors++;
                                    }
                                    var _valid4 = _errs185 === errors;
                                    if (_valid4) {
                                        valid33 = true;
                                        passing3 = 0;
                                    }
                                    const _errs187 = errors;
                                    if (typeof data48 === "string") {
                                        if (!pattern2.test(data48)) {
                                            const err148 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                            if (vErrors === null) {
                                                vErrors = [err148];
                                            }
                                            else {
                                                vErrors.push(err148);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err149 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err149];
                                        }
                                        else {
                                            vErrors.push(err149);
                                        }
                                        errors++;
                                    }
                                    var _valid4 = _errs187 === errors;
                                    if (_valid4 && valid33) {
                                        valid33 = false;
                                        passing3 = [passing3, 1];
                                    }
                                    else {
                                        if (_valid4) {
                                            valid33 = true;
                                            passing3 = 1;
                                        }
                                    }
                                    if (!valid33) {
                                        const err150 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 } };
                                        if (vErrors === null) {
                                            vErrors = [err150];
                                        }
                                        else {
                                            vErrors.push(err150);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs184;
                                        if (vErrors !== null) {
                                            if (_errs184) {
                                                vErrors.length = _errs184;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data46.source !== undefined) {
                                    let data49 = data46.source;
                                    if (!(((data49 === "tile") || (data49 === "saved_search")) || (data49 === "inline"))) {
                                        const err151 = { instancePath: instancePath + "/alerts/" + i4 + "/source", schemaPath: "#/properties/alerts/items/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.source.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err151];
                                        }
                                        else {
                                            vErrors.push(err151);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.chart !== undefined) {
                                    let data50 = data46.chart;
                                    if (data50 && typeof data50 == "object" && !Array.isArray(data50)) {
                                        if (data50.displayType === undefined) {
                                            const err152 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/required", keyword: "required", params: { missingProperty: "displayType" } };
                                            if (vErrors === null) {
                                                vErrors = [err152];
                                            }
                                            else {
                                                vErrors.push(err152);
                                            }
                                            errors++;
                                        }
                                        if (data50.displayType !== undefined) {
                                            let data51 = data50.displayType;
                                            if (!(((data51 === "line") || (data51 === "stacked_bar")) || (data51 === "number"))) {
                                                const err153 = { instancePath: instancePath + "/alerts/" + i4 + "/chart/displayType", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/properties/displayType/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.chart.properties.displayType.enum } };
                                                if (vErrors === null) {
                                                    vErrors = [err153];
                                                }
                                                else {
                                                    vErrors.push(err153);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err154 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err154];
                                        }
                                        else {
                                            vErrors.push(err154);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.dashboard !== undefined) {
                                    let data52 = data46.dashboard;
                                    if (typeof data52 === "string") {
                                        if (func2(data52) < 1) {
                                            const err155 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err155];
                                            }
                                            else {
                                                vErrors.push(err155);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data52)) {
                                            const err156 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err156];
                                            }
                                            else {
                                                vErrors.push(err156);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err157 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err157];
                                        }
                                        else {
                                            vErrors.push(err157);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.dashboardId !== undefined) {
                                    let data53 = data46.dashboardId;
                                    if (typeof data53 === "string") {
                                        if (func2(data53) < 1) {
                                            const err158 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err158];
                                            }
                                            else {
                                                vErrors.push(err158);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data53)) {
                                            const err159 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err159];
                                            }
                                            else {
                                                vErrors.push(err159);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err160 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err160];
                                        }
                                        else {
                                            vErrors.push(err160);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tile !== undefined) {
                                    let data54 = data46.tile;
                                    if (typeof data54 === "string") {
                                        if (func2(data54) < 1) {
                                            const err161 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err161];
                                            }
                                            else {
                                                vErrors.push(err161);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data54)) {
                                            const err162 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err162];
                                            }
                                            else {
                                                vErrors.push(err162);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err163 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err163];
                                        }
                                        else {
                                            vErrors.push(err163);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tileId !== undefined) {
                                    let data55 = data46.tileId;
                                    if (typeof data55 === "string") {
                                        if (func2(data55) < 1) {
                                            const err164 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err164];
                                            }
                                            else {
                                                vErrors.push(err164);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data55)) {
                                            const err165 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err165];
                                            }
                                            else {
                                                vErrors.push(err165);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err166 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err166];
                                        }
                                        else {
                                            vErrors.push(err166);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.savedSearch !== undefined) {
                                    let data56 = data46.savedSearch;
                                    if (typeof data56 === "string") {
                                        if (func2(data56) < 1) {
                                            const err167 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err167];
                                            }
                                            else {
                                                vErrors.push(err167);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data56)) {
                                            const err168 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err168];
                                            }
                                            else {
                                                vErrors.push(err168);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err169 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err169];
                                        }
                                        else {
                                            vErrors.push(err169);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.savedSearchId !== undefined) {
                                    let data57 = data46.savedSearchId;
                                    if (typeof data57 === "string") {
                                        if (func2(data57) < 1) {
                                            const err170 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err170];
                                            }
                                            else {
                                                vErrors.push(err170);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data57)) {
                                            const err171 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err171];
                                            }
                                            else {
                                                vErrors.push(err171);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err172 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err172];
                                        }
                                        else {
                                            vErrors.push(err172);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.groupBy !== undefined) {
                                    let data58 = data46.groupBy;
                                    if ((typeof data58 !== "string") && (data58 !== null)) {
                                        const err173 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.groupBy.type } };
                                        if (vErrors === null) {
                                            vErrors = [err173];
                                        }
                                        else {
                                            vErrors.push(err173);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.threshold !== undefined) {
                                    let data59 = data46.threshold;
                                    if (!((typeof data59 == "number") && (isFinite(data59)))) {
                                        const err174 = { instancePath: instancePath + "/alerts/" + i4 + "/threshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err174];
                                        }
                                        else {
                                            vErrors.push(err174);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.thresholdMax !== undefined) {
                                    let data60 = data46.thresholdMax;
                                    if (!((typeof data60 == "number") && (isFinite(data60)))) {
                                        const err175 = { instancePath: instancePath + "/alerts/" + i4 + "/thresholdMax", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err175];
                                        }
                                        else {
                                            vErrors.push(err175);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.thresholdType !== undefined) {
                                    let data61 = data46.thresholdType;
                                    if (!((((((((data61 === "above") || (data61 === "below")) || (data61 === "above_exclusive")) || (data61 === "below_or_equal")) || (data61 === "equal")) || (data61 === "not_equal")) || (data61 === "between")) || (data61 === "not_between"))) {
                                        const err176 = { instancePath: instancePath + "/alerts/" + i4 + "/thresholdType", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.thresholdType.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err176];
                                        }
                                        else {
                                            vErrors.push(err176);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.interval !== undefined) {
                                    let data62 = data46.interval;
                                    const _errs222 = errors;
                                    let valid35 = false;
                                    const _errs223 = errors;
                                    if (!((((((((data62 === "1m") || (data62 === "5m")) || (data62 === "15m")) || (data62 === "30m")) || (data62 === "1h")) || (data62 === "6h")) || (data62 === "12h")) || (data62 === "1d"))) {
                                        const err177 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.interval.anyOf[0].enum } };
                                        if (vErrors === null) {
                                            vErrors = [err177];
                                        }
                                        else {
                                            vErrors.push(err177);
                                        }
                                        errors++;
                                    }
                                    var _valid5 = _errs223 === errors;
                                    valid35 = valid35 || _valid5;
                                    if (!valid35) {
                                        const _errs224 = errors;
                                        if ("30s" !== data62) {
                                            const err178 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf/1/const", keyword: "const", params: { allowedValue: "30s" } };
                                            if (vErrors === null) {
                                                vErrors = [err178];
                                            }
                                            else {
                                                vErrors.push(err178);
                                            }
                                            errors++;
                                        }
                                        if (true) {
                                            const err179 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf/1/x-edition", keyword: "x-edition", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err179];
                                            }
                                            else {
                                                vErrors.push(err179);
                                            }
                                            errors++;
                                        }
                                        var _valid5 = _errs224 === errors;
                                        valid35 = valid35 || _valid5;
                                    }
                                    if (!valid35) {
                                        const err180 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf", keyword: "anyOf", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err180];
                                        }
                                        else {
                                            vErrors.push(err180);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs222;
                                        if (vErrors !== null) {
                                            if (_errs222) {
                                                vErrors.length = _errs222;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data46.scheduleOffsetMinutes !== undefined) {
                                    let data63 = data46.scheduleOffsetMinutes;
                                    if (!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))) {
                                        const err181 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err181];
                                        }
                                        else {
                                            vErrors.push(err181);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data63 == "number") && (isFinite(data63))) {
                                        if (data63 > 1439 || isNaN(data63)) {
                                            const err182 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                            if (vErrors === null) {
                                                vErrors = [err182];
                                            }
                                            else {
                                                vErrors.push(err182);
                                            }
                                            errors++;
                                        }
                                        if (data63 < 0 || isNaN(data63)) {
                                            const err183 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err183];
                                            }
                                            else {
                                                vErrors.push(err183);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.scheduleStartAt !== undefined) {
                                    let data64 = data46.scheduleStartAt;
                                    if ((typeof data64 !== "string") && (data64 !== null)) {
                                        const err184 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.scheduleStartAt.type } };
                                        if (vErrors === null) {
                                            vErrors = [err184];
                                        }
                                        else {
                                            vErrors.push(err184);
                                        }
                                        errors++;
                                    }
                                    if (typeof data64 === "string") {
                                        if (!pattern9.test(data64)) {
                                            const err185 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$" } };
                                            if (vErrors === null) {
                                                vErrors = [err185];
                                            }
                                            else {
                                                vErrors.push(err185);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.channel !== undefined) {
                                    let data65 = data46.channel;
                                    const _errs233 = errors;
                                    let valid36 = false;
                                    let passing4 = null;
                                    const _errs234 = errors;
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        if (data65.webhook === undefined) {
                                            const err186 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err186];
                                            }
                                            else {
                                                vErrors.push(err186);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid6 = _errs234 === errors;
                                    if (_valid6) {
                                        valid36 = true;
                                        passing4 = 0;
                                    }
                                    const _errs235 = errors;
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        if (data65.webhookId === undefined) {
                                            const err187 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                            if (vErrors === null) {
                                                vErrors = [err187];
                                            }
                                            else {
                                                vErrors.push(err187);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid6 = _errs235 === errors;
                                    if (_valid6 && valid36) {
                                        valid36 = false;
                                        passing4 = [passing4, 1];
                                    }
                                    else {
                                        if (_valid6) {
                                            valid36 = true;
                                            passing4 = 1;
                                        }
                                    }
                                    if (!valid36) {
                                        const err188 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 } };
                                        if (vErrors === null) {
                                            vErrors = [err188];
                                        }
                                        else {
                                            vErrors.push(err188);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs233;
                                        if (vErrors !== null) {
                                            if (_errs233) {
                                                vErrors.length = _errs233;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        for (const key7 in data65) {
                                            if (!(((key7 === "type") || (key7 === "webhook")) || (key7 === "webhookId"))) {
                                                const err189 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 } };
                                                if (vErrors === null) {
                                                    vErrors = [err189];
                                                }
                                                else {
                                                    vErrors.push(err189);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.type !== undefined) {
                                            if ("webhook" !== data65.type) {
                                                const err190 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                if (vErrors === null) {
                                                    vErrors = [err190];
                                                }
                                                else {
                                                    vErrors.push(err190);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.webhook !== undefined) {
                                            let data67 = data65.webhook;
                                            if (typeof data67 === "string") {
                                                if (func2(data67) < 1) {
                                                    const err191 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err191];
                                                    }
                                                    else {
                                                        vErrors.push(err191);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern0.test(data67)) {
                                                    const err192 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err192];
                                                    }
                                                    else {
                                                        vErrors.push(err192);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err193 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err193];
                                                }
                                                else {
                                                    vErrors.push(err193);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.webhookId !== undefined) {
                                            let data68 = data65.webhookId;
                                            if (typeof data68 === "string") {
                                                if (func2(data68) < 1) {
                                                    const err194 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err194];
                                                    }
                                                    else {
                                                        vErrors.push(err194);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern4.test(data68)) {
                                                    const err195 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err195];
                                                    }
                                                    else {
                                                        vErrors.push(err195);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err196 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err196];
                                                }
                                                else {
                                                    vErrors.push(err196);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err197 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err197];
                                        }
                                        else {
                                            vErrors.push(err197);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.channels !== undefined) {
                                    let data69 = data46.channels;
                                    if (Array.isArray(data69)) {
                                        if (data69.length > 10) {
                                            const err198 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                            if (vErrors === null) {
                                                vErrors = [err198];
                                            }
                                            else {
                                                vErrors.push(err198);
                                            }
                                            errors++;
                                        }
                                        if (data69.length < 1) {
                                            const err199 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err199];
                                            }
                                            else {
                                                vErrors.push(err199);
                                            }
                                            errors++;
                                        }
                                        const len3 = data69.length;
                                        for (let i5 = 0; i5 < len3; i5++) {
                                            let data70 = data69[i5];
                                            const _errs251 = errors;
                                            let valid40 = false;
                                            let passing5 = null;
                                            const _errs252 = errors;
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                if (data70.webhook === undefined) {
                                                    const err200 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err200];
                                                    }
                                                    else {
                                                        vErrors.push(err200);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs252 === errors;
                                            if (_valid7) {
                                                valid40 = true;
                                                passing5 = 0;
                                            }
                                            const _errs253 = errors;
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                if (data70.webhookId === undefined) {
                                                    const err201 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err201];
                                                    }
                                                    else {
                                                        vErrors.push(err201);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs253 === errors;
                                            if (_valid7 && valid40) {
                                                valid40 = false;
                                                passing5 = [passing5, 1];
                                            }
                                            else {
                                                if (_valid7) {
                                                    valid40 = true;
                                                    passing5 = 1;
                                                }
                                            }
                                            if (!valid40) {
                                                const err202 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing5 } };
                                                if (vErrors === null) {
                                                    vErrors = [err202];
                                                }
                                                else {
                                                    vErrors.push(err202);
                                                }
                                                errors++;
                                            }
                                            else {
                                                errors = _errs251;
                                                if (vErrors !== null) {
                                                    if (_errs251) {
                                                        vErrors.length = _errs251;
                                                    }
                                                    else {
                                                        vErrors = null;
                                                    }
                                                }
                                            }
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                for (const key8 in data70) {
                                                    if (!(((key8 === "type") || (key8 === "webhook")) || (key8 === "webhookId"))) {
                                                        const err203 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err203];
                                                        }
                                                        else {
                                                            vErrors.push(err203);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.type !== undefined) {
                                                    if ("webhook" !== data70.type) {
                                                        const err204 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err204];
                                                        }
                                                        else {
                                                            vErrors.push(err204);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.webhook !== undefined) {
                                                    let data72 = data70.webhook;
                                                    if (typeof data72 === "string") {
                                                        if (func2(data72) < 1) {
                                                            const err205 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err205];
                                                            }
                                                            else {
                                                                vErrors.push(err205);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern0.test(data72)) {
                                                            const err206 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err206];
                                                            }
                                                            else {
                                                                vErrors.push(err206);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err207 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err207];
                                                        }
                                                        else {
                                                            vErrors.push(err207);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.webhookId !== undefined) {
                                                    let data73 = data70.webhookId;
                                                    if (typeof data73 === "string") {
                                                        if (func2(data73) < 1) {
                                                            const err208 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err208];
                                                            }
                                                            else {
                                                                vErrors.push(err208);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern4.test(data73)) {
                                                            const err209 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err209];
                                                            }
                                                            else {
                                                                vErrors.push(err209);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err210 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err210];
                                                        }
                                                        else {
                                                            vErrors.push(err210);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err211 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err211];
                                                }
                                                else {
                                                    vErrors.push(err211);
                                                }
                                                errors++;
                                            }
                                        }
                                        let i6 = data69.length;
                                        let j2;
                                        if (i6 > 1) {
                                            outer1: for (; i6--;) {
                                                for (j2 = i6; j2--;) {
                                                    if (func0(data69[i6], data69[j2])) {
                                                        const err212 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err212];
                                                        }
                                                        else {
                                                            vErrors.push(err212);
                                                        }
                                                        errors++;
                                                        break outer1;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        const err213 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err213];
                                        }
                                        else {
                                            vErrors.push(err213);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.message !== undefined) {
                                    let data74 = data46.message;
                                    if ((typeof data74 !== "string") && (data74 !== null)) {
                                        const err214 = { instancePath: instancePath + "/alerts/" + i4 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.message.type } };
                                        if (vErrors === null) {
                                            vErrors = [err214];
                                        }
                                        else {
                                            vErrors.push(err214);
                                        }
                                        errors++;
                                    }
                                    if (typeof data74 === "string") {
                                        if (func2(data74) > 4000) {
                                            const err215 = { instancePath: instancePath + "/alerts/" + i4 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                            if (vErrors === null) {
                                                vErrors = [err215];
                                            }
                                            else {
                                                vErrors.push(err215);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.note !== undefined) {
                                    let data75 = data46.note;
                                    if ((typeof data75 !== "string") && (data75 !== null)) {
                                        const err216 = { instancePath: instancePath + "/alerts/" + i4 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.note.type } };
                                        if (vErrors === null) {
                                            vErrors = [err216];
                                        }
                                        else {
                                            vErrors.push(err216);
                                        }
                                        errors++;
                                    }
                                    if (typeof data75 === "string") {
                                        if (func2(data75) > 4096) {
                                            const err217 = { instancePath: instancePath + "/alerts/" + i4 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                            if (vErrors === null) {
                                                vErrors = [err217];
                                            }
                                            else {
                                                vErrors.push(err217);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.numConsecutiveWindows !== undefined) {
                                    let data76 = data46.numConsecutiveWindows;
                                    if ((!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))) && (data76 !== null)) {
                                        const err218 = { instancePath: instancePath + "/alerts/" + i4 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.numConsecutiveWindows.type } };
                                        if (vErrors === null) {
                                            vErrors = [err218];
                                        }
                                        else {
                                            vErrors.push(err218);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data76 == "number") && (isFinite(data76))) {
                                        if (data76 < 1 || isNaN(data76)) {
                                            const err219 = { instancePath: instancePath + "/alerts/" + i4 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err219];
                                            }
                                            else {
                                                vErrors.push(err219);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.displayName !== undefined) {
                                    let data77 = data46.displayName;
                                    if (typeof data77 === "string") {
                                        if (func2(data77) > 512) {
                                            const err220 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                            if (vErrors === null) {
                                                vErrors = [err220];
                                            }
                                            else {
                                                vErrors.push(err220);
                                            }
                                            errors++;
                                        }
                                        if (func2(data77) < 1) {
                                            const err221 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err221];
                                            }
                                            else {
                                                vErrors.push(err221);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data77)) {
                                            const err222 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err222];
                                            }
                                            else {
                                                vErrors.push(err222);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err223 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err223];
                                        }
                                        else {
                                            vErrors.push(err223);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tags !== undefined) {
                                    let data78 = data46.tags;
                                    if (Array.isArray(data78)) {
                                        if (data78.length > 50) {
                                            const err224 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/maxItems", keyword: "maxItems", params: { limit: 50 } };
                                            if (vErrors === null) {
                                                vErrors = [err224];
                                            }
                                            else {
                                                vErrors.push(err224);
                                            }
                                            errors++;
                                        }
                                        const len4 = data78.length;
                                        for (let i7 = 0; i7 < len4; i7++) {
                                            let data79 = data78[i7];
                                            if (typeof data79 === "string") {
                                                if (func2(data79) > 32) {
                                                    const err225 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err225];
                                                    }
                                                    else {
                                                        vErrors.push(err225);
                                                    }
                                                    errors++;
                                                }
                                                if (func2(data79) < 1) {
                                                    const err226 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err226];
                                                    }
                                                    else {
                                                        vErrors.push(err226);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err227 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err227];
                                                }
                                                else {
                                                    vErrors.push(err227);
                                                }
                                                errors++;
                                            }
                                        }
                                        let i8 = data78.length;
                                        let j3;
                                        if (i8 > 1) {
                                            const indices1 = {};
                                            for (; i8--;) {
                                                let item1 = data78[i8];
                                                if (typeof item1 !== "string") {
                                                    continue;
                                                }
                                                if (typeof indices1[item1] == "number") {
                                                    j3 = indices1[item1];
                                                    const err228 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j3 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err228];
                                                    }
                                                    else {
                                                        vErrors.push(err228);
                                                    }
                                                    errors++;
                                                    break;
                                                }
                                                indices1[item1] = i8;
                                            }
                                        }
                                    }
                                    else {
                                        const err229 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err229];
                                        }
                                        else {
                                            vErrors.push(err229);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.detectionMode !== undefined) {
                                    let data80 = data46.detectionMode;
                                    if (!((data80 === "threshold") || (data80 === "anomaly"))) {
                                        const err230 = { instancePath: instancePath + "/alerts/" + i4 + "/detectionMode", schemaPath: "#/properties/alerts/items/allOf/0/properties/detectionMode/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.detectionMode.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err230];
                                        }
                                        else {
                                            vErrors.push(err230);
                                        }
                                        errors++;
                                    }
                                    if (true) {
                                        const err231 = { instancePath: instancePath + "/alerts/" + i4 + "/detectionMode", schemaPath: "#/properties/alerts/items/allOf/0/properties/detectionMode/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err231];
                                        }
                                        else {
                                            vErrors.push(err231);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.anomalyConfig !== undefined) {
                                    let data81 = data46.anomalyConfig;
                                    if (true) {
                                        const err232 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err232];
                                        }
                                        else {
                                            vErrors.push(err232);
                                        }
                                        errors++;
                                    }
                                    if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
                                        for (const key9 in data81) {
                                            if (!(((((((key9 === "bucketSizeSeconds") || (key9 === "zScoreThreshold")) || (key9 === "condition")) || (key9 === "minAbsoluteDelta")) || (key9 === "nonNegative")) || (key9 === "maxSeries")) || (key9 === "baselineLookbackMinutes"))) {
                                                const err233 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 } };
                                                if (vErrors === null) {
                                                    vErrors = [err233];
                                                }
                                                else {
                                                    vErrors.push(err233);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.bucketSizeSeconds !== undefined) {
                                            let data82 = data81.bucketSizeSeconds;
                                            if (!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))) {
                                                const err234 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err234];
                                                }
                                                else {
                                                    vErrors.push(err234);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data82 == "number") && (isFinite(data82))) {
                                                if (data82 < 1 || isNaN(data82)) {
                                                    const err235 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err235];
                                                    }
                                                    else {
                                                        vErrors.push(err235);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        if (data81.zScoreThreshold !== undefined) {
                                            let data83 = data81.zScoreThreshold;
                                            if ((typeof data83 == "number") && (isFinite(data83))) {
                                                if (data83 < 0 || isNaN(data83)) {
                                                    const err236 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err236];
                                                    }
                                                    else {
                                                        vErrors.push(err236);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err237 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/type", keyword: "type", params: { type: "number" } };
                                                if (vErrors === null) {
                                                    vErrors = [err237];
                                                }
                                                else {
                                                    vErrors.push(err237);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.condition !== undefined) {
                                            let data84 = data81.condition;
                                            if (!(((data84 === "above") || (data84 === "below")) || (data84 === "both"))) {
                                                const err238 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/condition", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/condition/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.anomalyConfig.properties.condition.enum } };
                                                if (vErrors === null) {
                                                    vErrors = [err238];
                                                }
                                                else {
                                                    vErrors.push(err238);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.minAbsoluteDelta !== undefined) {
                                            let data85 = data81.minAbsoluteDelta;
                                            if ((typeof data85 == "number") && (isFinite(data85))) {
                                                if (data85 < 0 || isNaN(data85)) {
                                                    const err239 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err239];
                                                    }
                                                    else {
                                                        vErrors.push(err239);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err240 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/type", keyword: "type", params: { type: "number" } };
                                                if (vErrors === null) {
                                                    vErrors = [err240];
                                                }
                                                else {
                                                    vErrors.push(err240);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.nonNegative !== undefined) {
                                            if (typeof data81.nonNegative !== "boolean") {
                                                const err241 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/nonNegative", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/nonNegative/type", keyword: "type", params: { type: "boolean" } };
                                                if (vErrors === null) {
                                                    vErrors = [err241];
                                                }
                                                else {
                                                    vErrors.push(err241);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.maxSeries !== undefined) {
                                            let data87 = data81.maxSeries;
                                            if (!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))) {
                                                const err242 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/maxSeries", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/maxSeries/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err242];
                                                }
                                                else {
                                                    vErrors.push(err242);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data87 == "number") && (isFinite(data87))) {
                                                if (data87 < 1 || isNaN(data87)) {
                                                    const err243 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/maxSeries", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/maxSeries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err243];
                                                    }
                                                    else {
                                                        vErrors.push(err243);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        if (data81.baselineLookbackMinutes !== undefined) {
                                            let data88 = data81.baselineLookbackMinutes;
                                            if (!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))) {
                                                const err244 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err244];
                                                }
                                                else {
                                                    vErrors.push(err244);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data88 == "number") && (isFinite(data88))) {
                                                if (data88 < 1 || isNaN(data88)) {
                                                    const err245 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err245];
                                                    }
                                                    else {
                                                        vErrors.push(err245);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        const err246 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err246];
                                        }
                                        else {
                                            vErrors.push(err246);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err247 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err247];
                                }
                                else {
                                    vErrors.push(err247);
                                }
                                errors++;
                            }
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                if (data46.name === undefined) {
                                    const err248 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/1/required", keyword: "required", params: { missingProperty: "name" } };
                                    if (vErrors === null) {
                                        vErrors = [err248];
                                    }
                                    else {
                                        vErrors.push(err248);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err249 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err249];
                                }
                                else {
                                    vErrors.push(err249);
                                }
                                errors++;
                            }
                            const _errs300 = errors;
                            let valid47 = true;
                            const _errs301 = errors;
                            if (errors === _errs301) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing8;
                                    if ((data46.source === undefined) && (missing8 = "source")) {
                                        const err250 = {};
                                        if (vErrors === null) {
                                            vErrors = [err250];
                                        }
                                        else {
                                            vErrors.push(err250);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("tile" !== data46.source) {
                                                const err251 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err251];
                                                }
                                                else {
                                                    vErrors.push(err251);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err252 = {};
                                    if (vErrors === null) {
                                        vErrors = [err252];
                                    }
                                    else {
                                        vErrors.push(err252);
                                    }
                                    errors++;
                                }
                            }
                            var _valid8 = _errs301 === errors;
                            errors = _errs300;
                            if (vErrors !== null) {
                                if (_errs300) {
                                    vErrors.length = _errs300;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid8) {
                                const _errs304 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.savedSearch !== undefined) {
                                        const err253 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearch/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err253];
                                        }
                                        else {
                                            vErrors.push(err253);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearchId !== undefined) {
                                        const err254 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearchId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err254];
                                        }
                                        else {
                                            vErrors.push(err254);
                                        }
                                        errors++;
                                    }
                                    if (data46.groupBy !== undefined) {
                                        const err255 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/groupBy/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err255];
                                        }
                                        else {
                                            vErrors.push(err255);
                                        }
                                        errors++;
                                    }
                                    if (data46.chart !== undefined) {
                                        const err256 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/chart/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err256];
                                        }
                                        else {
                                            vErrors.push(err256);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err257 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/2/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err257];
                                    }
                                    else {
                                        vErrors.push(err257);
                                    }
                                    errors++;
                                }
                                var _valid8 = _errs304 === errors;
                                valid47 = _valid8;
                            }
                            if (!valid47) {
                                const err258 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/2/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err258];
                                }
                                else {
                                    vErrors.push(err258);
                                }
                                errors++;
                            }
                            const _errs308 = errors;
                            let valid50 = true;
                            const _errs309 = errors;
                            if (errors === _errs309) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing9;
                                    if ((data46.source === undefined) && (missing9 = "source")) {
                                        const err259 = {};
                                        if (vErrors === null) {
                                            vErrors = [err259];
                                        }
                                        else {
                                            vErrors.push(err259);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("saved_search" !== data46.source) {
                                                const err260 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err260];
                                                }
                                                else {
                                                    vErrors.push(err260);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err261 = {};
                                    if (vErrors === null) {
                                        vErrors = [err261];
                                    }
                                    else {
                                        vErrors.push(err261);
                                    }
                                    errors++;
                                }
                            }
                            var _valid9 = _errs309 === errors;
                            errors = _errs308;
                            if (vErrors !== null) {
                                if (_errs308) {
                                    vErrors.length = _errs308;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid9) {
                                const _errs312 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.dashboard !== undefined) {
                                        const err262 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboard/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err262];
                                        }
                                        else {
                                            vErrors.push(err262);
                                        }
                                        errors++;
                                    }
                                    if (data46.dashboardId !== undefined) {
                                        const err263 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboardId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err263];
                                        }
                                        else {
                                            vErrors.push(err263);
                                        }
                                        errors++;
                                    }
                                    if (data46.tile !== undefined) {
                                        const err264 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tile/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err264];
                                        }
                                        else {
                                            vErrors.push(err264);
                                        }
                                        errors++;
                                    }
                                    if (data46.tileId !== undefined) {
                                        const err265 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tileId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err265];
                                        }
                                        else {
                                            vErrors.push(err265);
                                        }
                                        errors++;
                                    }
                                    if (data46.chart !== undefined) {
                                        const err266 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/chart/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err266];
                                        }
                                        else {
                                            vErrors.push(err266);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err267 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/3/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err267];
                                    }
                                    else {
                                        vErrors.push(err267);
                                    }
                                    errors++;
                                }
                                var _valid9 = _errs312 === errors;
                                valid50 = _valid9;
                            }
                            if (!valid50) {
                                const err268 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/3/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err268];
                                }
                                else {
                                    vErrors.push(err268);
                                }
                                errors++;
                            }
                            const _errs316 = errors;
                            let valid53 = true;
                            const _errs317 = errors;
                            if (errors === _errs317) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing10;
                                    if ((data46.source === undefined) && (missing10 = "source")) {
                                        const err269 = {};
                                        if (vErrors === null) {
                                            vErrors = [err269];
                                        }
                                        else {
                                            vErrors.push(err269);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("inline" !== data46.source) {
                                                const err270 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err270];
                                                }
                                                else {
                                                    vErrors.push(err270);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err271 = {};
                                    if (vErrors === null) {
                                        vErrors = [err271];
                                    }
                                    else {
                                        vErrors.push(err271);
                                    }
                                    errors++;
                                }
                            }
                            var _valid10 = _errs317 === errors;
                            errors = _errs316;
                            if (vErrors !== null) {
                                if (_errs316) {
                                    vErrors.length = _errs316;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid10) {
                                const _errs320 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.dashboard !== undefined) {
                                        const err272 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/dashboard/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err272];
                                        }
                                        else {
                                            vErrors.push(err272);
                                        }
                                        errors++;
                                    }
                                    if (data46.dashboardId !== undefined) {
                                        const err273 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/dashboardId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err273];
                                        }
                                        else {
                                            vErrors.push(err273);
                                        }
                                        errors++;
                                    }
                                    if (data46.tile !== undefined) {
                                        const err274 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/tile/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err274];
                                        }
                                        else {
                                            vErrors.push(err274);
                                        }
                                        errors++;
                                    }
                                    if (data46.tileId !== undefined) {
                                        const err275 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/tileId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err275];
                                        }
                                        else {
                                            vErrors.push(err275);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearch !== undefined) {
                                        const err276 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/savedSearch/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err276];
                                        }
                                        else {
                                            vErrors.push(err276);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearchId !== undefined) {
                                        const err277 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/savedSearchId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err277];
                                        }
                                        else {
                                            vErrors.push(err277);
                                        }
                                        errors++;
                                    }
                                    if (data46.groupBy !== undefined) {
                                        const err278 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/groupBy/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err278];
                                        }
                                        else {
                                            vErrors.push(err278);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err279 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/4/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err279];
                                    }
                                    else {
                                        vErrors.push(err279);
                                    }
                                    errors++;
                                }
                                var _valid10 = _errs320 === errors;
                                valid53 = _valid10;
                            }
                            if (!valid53) {
                                const err280 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/4/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err280];
                                }
                                else {
                                    vErrors.push(err280);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err281 = { instancePath: instancePath + "/alerts", schemaPath: "#/properties/alerts/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err281];
                        }
                        else {
                            vErrors.push(err281);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err282 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err282];
                }
                else {
                    vErrors.push(err282);
                }
                errors++;
            }
            validate10.errors = vErrors;
            return errors === 0;
        }
        return validate10;
    })();
    const validate_managed = (() => {
        const schema11 = schema;
        const func2 = runtime_ucs2length;
        const func4 = Object.prototype.hasOwnProperty;
        const func0 = runtime_equal;
        const pattern0 = new RegExp("\\S", "u");
        const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");
        const pattern4 = new RegExp("^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "u");
        const pattern9 = new RegExp("^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$", "u");
        function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
            ;
            let vErrors = null;
            let errors = 0;
            if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.version === undefined) {
                    const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data.alerts === undefined) {
                    const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "alerts" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                for (const key0 in data) {
                    if (!((((key0 === "version") || (key0 === "scope")) || (key0 === "defaults")) || (key0 === "alerts"))) {
                        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
                if (data.version !== undefined) {
                    if (1 !== data.version) {
                        const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                if (data.scope !== undefined) {
                    let data1 = data.scope;
                    if (typeof data1 === "string") {
                        if (func2(data1) > 512) {
                            const err4 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/maxLength", keyword: "maxLength", params: { limit: 512 } };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                        if (func2(data1) < 1) {
                            const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                        if (!pattern0.test(data1)) {
                            const err6 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err7 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                if (data.defaults !== undefined) {
                    let data2 = data.defaults;
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err8 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                    const _errs14 = errors;
                    const _errs15 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing0;
                        if (((data2.channel === undefined) && (missing0 = "channel")) || ((data2.channels === undefined) && (missing0 = "channels"))) {
                            const err9 = {};
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    var valid3 = _errs15 === errors;
                    if (valid3) {
                        const err10 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs14;
                        if (vErrors !== null) {
                            if (_errs14) {
                                vErrors.length = _errs14;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err11 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                    const _errs19 = errors;
                    const _errs20 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing1;
                        if (((data2.dashboard === undefined) && (missing1 = "dashboard")) || ((data2.dashboardId === undefined) && (missing1 = "dashboardId"))) {
                            const err12 = {};
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                    }
                    var valid4 = _errs20 === errors;
                    if (valid4) {
                        const err13 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs19;
                        if (vErrors !== null) {
                            if (_errs19) {
                                vErrors.length = _errs19;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err14 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    const _errs24 = errors;
                    const _errs25 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing2;
                        if (((data2.tile === undefined) && (missing2 = "tile")) || ((data2.tileId === undefined) && (missing2 = "tileId"))) {
                            const err15 = {};
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                    }
                    var valid5 = _errs25 === errors;
                    if (valid5) {
                        const err16 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs24;
                        if (vErrors !== null) {
                            if (_errs24) {
                                vErrors.length = _errs24;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                        const err17 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    const _errs29 = errors;
                    const _errs30 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing3;
                        if (((data2.savedSearch === undefined) && (missing3 = "savedSearch")) || ((data2.savedSearchId === undefined) && (missing3 = "savedSearchId"))) {
                            const err18 = {};
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    var valid6 = _errs30 === errors;
                    if (valid6) {
                        const err19 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs29;
                        if (vErrors !== null) {
                            if (_errs29) {
                                vErrors.length = _errs29;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        for (const key1 in data2) {
                            if (!(func4.call(schema11.properties.defaults.allOf[0].properties, key1))) {
                                const err20 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                        }
                        if (data2.name !== undefined) {
                            let data3 = data2.name;
                            if (typeof data3 === "string") {
                                if (func2(data3) > 512) {
                                    const err21 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                                if (func2(data3) < 1) {
                                    const err22 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data3)) {
                                    const err23 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err23];
                                    }
                                    else {
                                        vErrors.push(err23);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err24 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                        if (data2.adopt !== undefined) {
                            let data4 = data2.adopt;
                            const _errs37 = errors;
                            let valid8 = false;
                            let passing0 = null;
                            const _errs38 = errors;
                            if (typeof data4 !== "boolean") {
                                const err25 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                            var _valid0 = _errs38 === errors;
                            if (_valid0) {
                                valid8 = true;
                                passing0 = 0;
                            }
                            const _errs40 = errors;
                            if (typeof data4 === "string") {
                                if (!pattern2.test(data4)) {
                                    const err26 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                    if (vErrors === null) {
                                        vErrors = [err26];
                                    }
                                    else {
                                        vErrors.push(err26);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err27 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                            var _valid0 = _errs40 === errors;
                            if (_valid0 && valid8) {
                                valid8 = false;
                                passing0 = [passing0, 1];
                            }
                            else {
                                if (_valid0) {
                                    valid8 = true;
                                    passing0 = 1;
                                }
                            }
                            if (!valid8) {
                                const err28 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs37;
                                if (vErrors !== null) {
                                    if (_errs37) {
                                        vErrors.length = _errs37;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data2.source !== undefined) {
                            let data5 = data2.source;
                            if (!(((data5 === "tile") || (data5 === "saved_search")) || (data5 === "inline"))) {
                                const err29 = { instancePath: instancePath + "/defaults/source", schemaPath: "#/properties/defaults/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.source.enum } };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                        if (data2.chart !== undefined) {
                            let data6 = data2.chart;
                            if (true) {
                                const err30 = { instancePath: instancePath + "/defaults/chart", schemaPath: "#/properties/defaults/allOf/0/properties/chart/x-edition", keyword: "x-edition", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                                if (data6.displayType === undefined) {
                                    const err31 = { instancePath: instancePath + "/defaults/chart", schemaPath: "#/properties/defaults/allOf/0/properties/chart/required", keyword: "required", params: { missingProperty: "displayType" } };
                                    if (vErrors === null) {
                                        vErrors = [err31];
                                    }
                                    else {
                                        vErrors.push(err31);
                                    }
                                    errors++;
                                }
                                if (data6.displayType !== undefined) {
                                    let data7 = data6.displayType;
                                    if (!(((data7 === "line") || (data7 === "stacked_bar")) || (data7 === "number"))) {
                                        const err32 = { instancePath: instancePath + "/defaults/chart/displayType", schemaPath: "#/properties/defaults/allOf/0/properties/chart/properties/displayType/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.chart.properties.displayType.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err32];
                                        }
                                        else {
                                            vErrors.push(err32);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err33 = { instancePath: instancePath + "/defaults/chart", schemaPath: "#/properties/defaults/allOf/0/properties/chart/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        if (data2.dashboard !== undefined) {
                            let data8 = data2.dashboard;
                            if (typeof data8 === "string") {
                                if (func2(data8) < 1) {
                                    const err34 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err34];
                                    }
                                    else {
                                        vErrors.push(err34);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data8)) {
                                    const err35 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err36 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                            }
                        }
                        if (data2.dashboardId !== undefined) {
                            let data9 = data2.dashboardId;
                            if (typeof data9 === "string") {
                                if (func2(data9) < 1) {
                                    const err37 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data9)) {
                                    const err38 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err38];
                                    }
                                    else {
                                        vErrors.push(err38);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err39 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err39];
                                }
                                else {
                                    vErrors.push(err39);
                                }
                                errors++;
                            }
                        }
                        if (data2.tile !== undefined) {
                            let data10 = data2.tile;
                            if (typeof data10 === "string") {
                                if (func2(data10) < 1) {
                                    const err40 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err40];
                                    }
                                    else {
                                        vErrors.push(err40);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data10)) {
                                    const err41 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err41];
                                    }
                                    else {
                                        vErrors.push(err41);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err42 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                        }
                        if (data2.tileId !== undefined) {
                            let data11 = data2.tileId;
                            if (typeof data11 === "string") {
                                if (func2(data11) < 1) {
                                    const err43 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err43];
                                    }
                                    else {
                                        vErrors.push(err43);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data11)) {
                                    const err44 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err44];
                                    }
                                    else {
                                        vErrors.push(err44);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err45 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err45];
                                }
                                else {
                                    vErrors.push(err45);
                                }
                                errors++;
                            }
                        }
                        if (data2.savedSearch !== undefined) {
                            let data12 = data2.savedSearch;
                            if (typeof data12 === "string") {
                                if (func2(data12) < 1) {
                                    const err46 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data12)) {
                                    const err47 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err47];
                                    }
                                    else {
                                        vErrors.push(err47);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err48 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err48];
                                }
                                else {
                                    vErrors.push(err48);
                                }
                                errors++;
                            }
                        }
                        if (data2.savedSearchId !== undefined) {
                            let data13 = data2.savedSearchId;
                            if (typeof data13 === "string") {
                                if (func2(data13) < 1) {
                                    const err49 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err49];
                                    }
                                    else {
                                        vErrors.push(err49);
                                    }
                                    errors++;
                                }
                                if (!pattern4.test(data13)) {
                                    const err50 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err50];
                                    }
                                    else {
                                        vErrors.push(err50);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err51 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err51];
                                }
                                else {
                                    vErrors.push(err51);
                                }
                                errors++;
                            }
                        }
                        if (data2.groupBy !== undefined) {
                            let data14 = data2.groupBy;
                            if ((typeof data14 !== "string") && (data14 !== null)) {
                                const err52 = { instancePath: instancePath + "/defaults/groupBy", schemaPath: "#/properties/defaults/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.groupBy.type } };
                                if (vErrors === null) {
                                    vErrors = [err52];
                                }
                                else {
                                    vErrors.push(err52);
                                }
                                errors++;
                            }
                        }
                        if (data2.threshold !== undefined) {
                            let data15 = data2.threshold;
                            if (!((typeof data15 == "number") && (isFinite(data15)))) {
                                const err53 = { instancePath: instancePath + "/defaults/threshold", schemaPath: "#/properties/defaults/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                        }
                        if (data2.thresholdMax !== undefined) {
                            let data16 = data2.thresholdMax;
                            if (!((typeof data16 == "number") && (isFinite(data16)))) {
                                const err54 = { instancePath: instancePath + "/defaults/thresholdMax", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                        }
                        if (data2.thresholdType !== undefined) {
                            let data17 = data2.thresholdType;
                            if (!((((((((data17 === "above") || (data17 === "below")) || (data17 === "above_exclusive")) || (data17 === "below_or_equal")) || (data17 === "equal")) || (data17 === "not_equal")) || (data17 === "between")) || (data17 === "not_between"))) {
                                const err55 = { instancePath: instancePath + "/defaults/thresholdType", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.thresholdType.enum } };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                        }
                        if (data2.interval !== undefined) {
                            let data18 = data2.interval;
                            const _errs75 = errors;
                            let valid10 = false;
                            const _errs76 = errors;
                            if (!((((((((data18 === "1m") || (data18 === "5m")) || (data18 === "15m")) || (data18 === "30m")) || (data18 === "1h")) || (data18 === "6h")) || (data18 === "12h")) || (data18 === "1d"))) {
                                const err56 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.interval.anyOf[0].enum } };
                                if (vErrors === null) {
                                    vErrors = [err56];
                                }
                                else {
                                    vErrors.push(err56);
                                }
                                errors++;
                            }
                            var _valid1 = _errs76 === errors;
                            valid10 = valid10 || _valid1;
                            if (!valid10) {
                                const _errs77 = errors;
                                if ("30s" !== data18) {
                                    const err57 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf/1/const", keyword: "const", params: { allowedValue: "30s" } };
                                    if (vErrors === null) {
                                        vErrors = [err57];
                                    }
                                    else {
                                        vErrors.push(err57);
                                    }
                                    errors++;
                                }
                                var _valid1 = _errs77 === errors;
                                valid10 = valid10 || _valid1;
                            }
                            if (!valid10) {
                                const err58 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs75;
                                if (vErrors !== null) {
                                    if (_errs75) {
                                        vErrors.length = _errs75;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data2.scheduleOffsetMinutes !== undefined) {
                            let data19 = data2.scheduleOffsetMinutes;
                            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                const err59 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err59];
                                }
                                else {
                                    vErrors.push(err59);
                                }
                                errors++;
                            }
                            if ((typeof data19 == "number") && (isFinite(data19))) {
                                if (data19 > 1439 || isNaN(data19)) {
                                    const err60 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                                if (data19 < 0 || isNaN(data19)) {
                                    const err61 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err61];
                                    }
                                    else {
                                        vErrors.push(err61);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.scheduleStartAt !== undefined) {
                            let data20 = data2.scheduleStartAt;
                            if ((typeof data20 !== "string") && (data20 !== null)) {
                                const err62 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.scheduleStartAt.type } };
                                if (vErrors === null) {
                                    vErrors = [err62];
                                }
                                else {
                                    vErrors.push(err62);
                                }
                                errors++;
                            }
                            if (typeof data20 === "string") {
                                if (!pattern9.test(data20)) {
                                    const err63 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$" } };
                                    if (vErrors === null) {
                                        vErrors = [err63];
                                    }
                                    else {
                                        vErrors.push(err63);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.channel !== undefined) {
                            let data21 = data2.channel;
                            const _errs86 = errors;
                            let valid11 = false;
                            let passing1 = null;
                            const _errs87 = errors;
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                if (data21.webhook === undefined) {
                                    const err64 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                    if (vErrors === null) {
                                        vErrors = [err64];
                                    }
                                    else {
                                        vErrors.push(err64);
                                    }
                                    errors++;
                                }
                            }
                            var _valid2 = _errs87 === errors;
                            if (_valid2) {
                                valid11 = true;
                                passing1 = 0;
                            }
                            const _errs88 = errors;
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                if (data21.webhookId === undefined) {
                                    const err65 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                    if (vErrors === null) {
                                        vErrors = [err65];
                                    }
                                    else {
                                        vErrors.push(err65);
                                    }
                                    errors++;
                                }
                            }
                            var _valid2 = _errs88 === errors;
                            if (_valid2 && valid11) {
                                valid11 = false;
                                passing1 = [passing1, 1];
                            }
                            else {
                                if (_valid2) {
                                    valid11 = true;
                                    passing1 = 1;
                                }
                            }
                            if (!valid11) {
                                const err66 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 } };
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs86;
                                if (vErrors !== null) {
                                    if (_errs86) {
                                        vErrors.length = _errs86;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                for (const key2 in data21) {
                                    if (!(((key2 === "type") || (key2 === "webhook")) || (key2 === "webhookId"))) {
                                        const err67 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.type !== undefined) {
                                    if ("webhook" !== data21.type) {
                                        const err68 = { instancePath: instancePath + "/defaults/channel/type", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                        if (vErrors === null) {
                                            vErrors = [err68];
                                        }
                                        else {
                                            vErrors.push(err68);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.webhook !== undefined) {
                                    let data23 = data21.webhook;
                                    if (typeof data23 === "string") {
                                        if (func2(data23) < 1) {
                                            const err69 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err69];
                                            }
                                            else {
                                                vErrors.push(err69);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data23)) {
                                            const err70 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err70];
                                            }
                                            else {
                                                vErrors.push(err70);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err71 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err71];
                                        }
                                        else {
                                            vErrors.push(err71);
                                        }
                                        errors++;
                                    }
                                }
                                if (data21.webhookId !== undefined) {
                                    let data24 = data21.webhookId;
                                    if (typeof data24 === "string") {
                                        if (func2(data24) < 1) {
                                            const err72 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err72];
                                            }
                                            else {
                                                vErrors.push(err72);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data24)) {
                                            const err73 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err73];
                                            }
                                            else {
                                                vErrors.push(err73);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err74 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err74];
                                        }
                                        else {
                                            vErrors.push(err74);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err75 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err75];
                                }
                                else {
                                    vErrors.push(err75);
                                }
                                errors++;
                            }
                        }
                        if (data2.channels !== undefined) {
                            let data25 = data2.channels;
                            if (Array.isArray(data25)) {
                                if (data25.length > 10) {
                                    const err76 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                    if (vErrors === null) {
                                        vErrors = [err76];
                                    }
                                    else {
                                        vErrors.push(err76);
                                    }
                                    errors++;
                                }
                                if (data25.length < 1) {
                                    const err77 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err77];
                                    }
                                    else {
                                        vErrors.push(err77);
                                    }
                                    errors++;
                                }
                                const len0 = data25.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                    let data26 = data25[i0];
                                    const _errs104 = errors;
                                    let valid15 = false;
                                    let passing2 = null;
                                    const _errs105 = errors;
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        if (data26.webhook === undefined) {
                                            const err78 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err78];
                                            }
                                            else {
                                                vErrors.push(err78);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid3 = _errs105 === errors;
                                    if (_valid3) {
                                        valid15 = true;
                                        passing2 = 0;
                                    }
                                    const _errs106 = errors;
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        if (data26.webhookId === undefined) {
                                            const err79 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                            if (vErrors === null) {
                                                vErrors = [err79];
                                            }
                                            else {
                                                vErrors.push(err79);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid3 = _errs106 === errors;
                                    if (_valid3 && valid15) {
                                        valid15 = false;
                                        passing2 = [passing2, 1];
                                    }
                                    else {
                                        if (_valid3) {
                                            valid15 = true;
                                            passing2 = 1;
                                        }
                                    }
                                    if (!valid15) {
                                        const err80 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 } };
                                        if (vErrors === null) {
                                            vErrors = [err80];
                                        }
                                        else {
                                            vErrors.push(err80);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs104;
                                        if (vErrors !== null) {
                                            if (_errs104) {
                                                vErrors.length = _errs104;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                        for (const key3 in data26) {
                                            if (!(((key3 === "type") || (key3 === "webhook")) || (key3 === "webhookId"))) {
                                                const err81 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                                if (vErrors === null) {
                                                    vErrors = [err81];
                                                }
                                                else {
                                                    vErrors.push(err81);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.type !== undefined) {
                                            if ("webhook" !== data26.type) {
                                                const err82 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/type", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                if (vErrors === null) {
                                                    vErrors = [err82];
                                                }
                                                else {
                                                    vErrors.push(err82);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.webhook !== undefined) {
                                            let data28 = data26.webhook;
                                            if (typeof data28 === "string") {
                                                if (func2(data28) < 1) {
                                                    const err83 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err83];
                                                    }
                                                    else {
                                                        vErrors.push(err83);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern0.test(data28)) {
                                                    const err84 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err84];
                                                    }
                                                    else {
                                                        vErrors.push(err84);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err85 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err85];
                                                }
                                                else {
                                                    vErrors.push(err85);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data26.webhookId !== undefined) {
                                            let data29 = data26.webhookId;
                                            if (typeof data29 === "string") {
                                                if (func2(data29) < 1) {
                                                    const err86 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err86];
                                                    }
                                                    else {
                                                        vErrors.push(err86);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern4.test(data29)) {
                                                    const err87 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err87];
                                                    }
                                                    else {
                                                        vErrors.push(err87);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err88 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err88];
                                                }
                                                else {
                                                    vErrors.push(err88);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err89 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err89];
                                        }
                                        else {
                                            vErrors.push(err89);
                                        }
                                        errors++;
                                    }
                                }
                                let i1 = data25.length;
                                let j0;
                                if (i1 > 1) {
                                    outer0: for (; i1--;) {
                                        for (j0 = i1; j0--;) {
                                            if (func0(data25[i1], data25[j0])) {
                                                const err90 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 } };
                                                if (vErrors === null) {
                                                    vErrors = [err90];
                                                }
                                                else {
                                                    vErrors.push(err90);
                                                }
                                                errors++;
                                                break outer0;
                                            }
                                        }
                                    }
                                }
                            }
                            else {
                                const err91 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err91];
                                }
                                else {
                                    vErrors.push(err91);
                                }
                                errors++;
                            }
                        }
                        if (data2.message !== undefined) {
                            let data30 = data2.message;
                            if ((typeof data30 !== "string") && (data30 !== null)) {
                                const err92 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.message.type } };
                                if (vErrors === null) {
                                    vErrors = [err92];
                                }
                                else {
                                    vErrors.push(err92);
                                }
                                errors++;
                            }
                            if (typeof data30 === "string") {
                                if (func2(data30) > 4000) {
                                    const err93 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                    if (vErrors === null) {
                                        vErrors = [err93];
                                    }
                                    else {
                                        vErrors.push(err93);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.note !== undefined) {
                            let data31 = data2.note;
                            if ((typeof data31 !== "string") && (data31 !== null)) {
                                const err94 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.note.type } };
                                if (vErrors === null) {
                                    vErrors = [err94];
                                }
                                else {
                                    vErrors.push(err94);
                                }
                                errors++;
                            }
                            if (typeof data31 === "string") {
                                if (func2(data31) > 4096) {
                                    const err95 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                    if (vErrors === null) {
                                        vErrors = [err95];
                                    }
                                    else {
                                        vErrors.push(err95);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.numConsecutiveWindows !== undefined) {
                            let data32 = data2.numConsecutiveWindows;
                            if ((!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))) && (data32 !== null)) {
                                const err96 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.numConsecutiveWindows.type } };
                                if (vErrors === null) {
                                    vErrors = [err96];
                                }
                                else {
                                    vErrors.push(err96);
                                }
                                errors++;
                            }
                            if ((typeof data32 == "number") && (isFinite(data32))) {
                                if (data32 < 1 || isNaN(data32)) {
                                    const err97 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err97];
                                    }
                                    else {
                                        vErrors.push(err97);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data2.displayName !== undefined) {
                            let data33 = data2.displayName;
                            if (true) {
                                const err98 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/x-edition", keyword: "x-edition", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err98];
                                }
                                else {
                                    vErrors.push(err98);
                                }
                                errors++;
                            }
                            if (typeof data33 === "string") {
                                if (func2(data33) > 512) {
                                    const err99 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                    if (vErrors === null) {
                                        vErrors = [err99];
                                    }
                                    else {
                                        vErrors.push(err99);
                                    }
                                    errors++;
                                }
                                if (func2(data33) < 1) {
                                    const err100 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err100];
                                    }
                                    else {
                                        vErrors.push(err100);
                                    }
                                    errors++;
                                }
                                if (!pattern0.test(data33)) {
                                    const err101 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                    if (vErrors === null) {
                                        vErrors = [err101];
                                    }
                                    else {
                                        vErrors.push(err101);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err102 = { instancePath: instancePath + "/defaults/displayName", schemaPath: "#/properties/defaults/allOf/0/properties/displayName/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err102];
                                }
                                else {
                                    vErrors.push(err102);
                                }
                                errors++;
                            }
                        }
                        if (data2.tags !== undefined) {
                            let data34 = data2.tags;
                            if (true) {
                                const err103 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/x-edition", keyword: "x-edition", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err103];
                                }
                                else {
                                    vErrors.push(err103);
                                }
                                errors++;
                            }
                            if (Array.isArray(data34)) {
                                if (data34.length > 50) {
                                    const err104 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/maxItems", keyword: "maxItems", params: { limit: 50 } };
                                    if (vErrors === null) {
                                        vErrors = [err104];
                                    }
                                    else {
                                        vErrors.push(err104);
                                    }
                                    errors++;
                                }
                                const len1 = data34.length;
                                for (let i2 = 0; i2 < len1; i2++) {
                                    let data35 = data34[i2];
                                    if (typeof data35 === "string") {
                                        if (func2(data35) > 32) {
                                            const err105 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                            if (vErrors === null) {
                                                vErrors = [err105];
                                            }
                                            else {
                                                vErrors.push(err105);
                                            }
                                            errors++;
                                        }
                                        if (func2(data35) < 1) {
                                            const err106 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err106];
                                            }
                                            else {
                                                vErrors.push(err106);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err107 = { instancePath: instancePath + "/defaults/tags/" + i2, schemaPath: "#/properties/defaults/allOf/0/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err107];
                                        }
                                        else {
                                            vErrors.push(err107);
                                        }
                                        errors++;
                                    }
                                }
                                let i3 = data34.length;
                                let j1;
                                if (i3 > 1) {
                                    const indices0 = {};
                                    for (; i3--;) {
                                        let item0 = data34[i3];
                                        if (typeof item0 !== "string") {
                                            continue;
                                        }
                                        if (typeof indices0[item0] == "number") {
                                            j1 = indices0[item0];
                                            const err108 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 } };
                                            if (vErrors === null) {
                                                vErrors = [err108];
                                            }
                                            else {
                                                vErrors.push(err108);
                                            }
                                            errors++;
                                            break;
                                        }
                                        indices0[item0] = i3;
                                    }
                                }
                            }
                            else {
                                const err109 = { instancePath: instancePath + "/defaults/tags", schemaPath: "#/properties/defaults/allOf/0/properties/tags/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err109];
                                }
                                else {
                                    vErrors.push(err109);
                                }
                                errors++;
                            }
                        }
                        if (data2.detectionMode !== undefined) {
                            let data36 = data2.detectionMode;
                            if (!((data36 === "threshold") || (data36 === "anomaly"))) {
                                const err110 = { instancePath: instancePath + "/defaults/detectionMode", schemaPath: "#/properties/defaults/allOf/0/properties/detectionMode/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.detectionMode.enum } };
                                if (vErrors === null) {
                                    vErrors = [err110];
                                }
                                else {
                                    vErrors.push(err110);
                                }
                                errors++;
                            }
                        }
                        if (data2.anomalyConfig !== undefined) {
                            let data37 = data2.anomalyConfig;
                            if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                                for (const key4 in data37) {
                                    if (!(((((((key4 === "bucketSizeSeconds") || (key4 === "zScoreThreshold")) || (key4 === "condition")) || (key4 === "minAbsoluteDelta")) || (key4 === "nonNegative")) || (key4 === "maxSeries")) || (key4 === "baselineLookbackMinutes"))) {
                                        const err111 = { instancePath: instancePath + "/defaults/anomalyConfig", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 } };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.bucketSizeSeconds !== undefined) {
                                    let data38 = data37.bucketSizeSeconds;
                                    if (!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))) {
                                        const err112 = { instancePath: instancePath + "/defaults/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data38 == "number") && (isFinite(data38))) {
                                        if (data38 < 1 || isNaN(data38)) {
                                            const err113 = { instancePath: instancePath + "/defaults/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err113];
                                            }
                                            else {
                                                vErrors.push(err113);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data37.zScoreThreshold !== undefined) {
                                    let data39 = data37.zScoreThreshold;
                                    if ((typeof data39 == "number") && (isFinite(data39))) {
                                        if (data39 < 0 || isNaN(data39)) {
                                            const err114 = { instancePath: instancePath + "/defaults/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err114];
                                            }
                                            else {
                                                vErrors.push(err114);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err115 = { instancePath: instancePath + "/defaults/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err115];
                                        }
                                        else {
                                            vErrors.push(err115);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.condition !== undefined) {
                                    let data40 = data37.condition;
                                    if (!(((data40 === "above") || (data40 === "below")) || (data40 === "both"))) {
                                        const err116 = { instancePath: instancePath + "/defaults/anomalyConfig/condition", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/condition/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.anomalyConfig.properties.condition.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err116];
                                        }
                                        else {
                                            vErrors.push(err116);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.minAbsoluteDelta !== undefined) {
                                    let data41 = data37.minAbsoluteDelta;
                                    if ((typeof data41 == "number") && (isFinite(data41))) {
                                        if (data41 < 0 || isNaN(data41)) {
                                            const err117 = { instancePath: instancePath + "/defaults/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err117];
                                            }
                                            else {
                                                vErrors.push(err117);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err118 = { instancePath: instancePath + "/defaults/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err118];
                                        }
                                        else {
                                            vErrors.push(err118);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.nonNegative !== undefined) {
                                    if (typeof data37.nonNegative !== "boolean") {
                                        const err119 = { instancePath: instancePath + "/defaults/anomalyConfig/nonNegative", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/nonNegative/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                }
                                if (data37.maxSeries !== undefined) {
                                    let data43 = data37.maxSeries;
                                    if (!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))) {
                                        const err120 = { instancePath: instancePath + "/defaults/anomalyConfig/maxSeries", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/maxSeries/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data43 == "number") && (isFinite(data43))) {
                                        if (data43 < 1 || isNaN(data43)) {
                                            const err121 = { instancePath: instancePath + "/defaults/anomalyConfig/maxSeries", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/maxSeries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err121];
                                            }
                                            else {
                                                vErrors.push(err121);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data37.baselineLookbackMinutes !== undefined) {
                                    let data44 = data37.baselineLookbackMinutes;
                                    if (!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) {
                                        const err122 = { instancePath: instancePath + "/defaults/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data44 == "number") && (isFinite(data44))) {
                                        if (data44 < 1 || isNaN(data44)) {
                                            const err123 = { instancePath: instancePath + "/defaults/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err123];
                                            }
                                            else {
                                                vErrors.push(err123);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err124 = { instancePath: instancePath + "/defaults/anomalyConfig", schemaPath: "#/properties/defaults/allOf/0/properties/anomalyConfig/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err124];
                                }
                                else {
                                    vErrors.push(err124);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err125 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err125];
                        }
                        else {
                            vErrors.push(err125);
                        }
                        errors++;
                    }
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        for (const key5 in data2) {
                            const _errs150 = errors;
                            const _errs151 = errors;
                            const _errs152 = errors;
                            if (!(((key5 === "name") || (key5 === "adopt")) || (key5 === "displayName"))) {
                                const err126 = {};
                                if (vErrors === null) {
                                    vErrors = [err126];
                                }
                                else {
                                    vErrors.push(err126);
                                }
                                errors++;
                            }
                            var valid23 = _errs152 === errors;
                            if (valid23) {
                                const err127 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames/not", keyword: "not", params: {}, propertyName: key5 };
                                if (vErrors === null) {
                                    vErrors = [err127];
                                }
                                else {
                                    vErrors.push(err127);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs151;
                                if (vErrors !== null) {
                                    if (_errs151) {
                                        vErrors.length = _errs151;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var valid22 = _errs150 === errors;
                            if (!valid22) {
                                const err128 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames", keyword: "propertyNames", params: { propertyName: key5 } };
                                if (vErrors === null) {
                                    vErrors = [err128];
                                }
                                else {
                                    vErrors.push(err128);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err129 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                }
                if (data.alerts !== undefined) {
                    let data45 = data.alerts;
                    if (Array.isArray(data45)) {
                        const len2 = data45.length;
                        for (let i4 = 0; i4 < len2; i4++) {
                            let data46 = data45[i4];
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err130 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err130];
                                }
                                else {
                                    vErrors.push(err130);
                                }
                                errors++;
                            }
                            const _errs161 = errors;
                            const _errs162 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing4;
                                if (((data46.channel === undefined) && (missing4 = "channel")) || ((data46.channels === undefined) && (missing4 = "channels"))) {
                                    const err131 = {};
                                    if (vErrors === null) {
                                        vErrors = [err131];
                                    }
                                    else {
                                        vErrors.push(err131);
                                    }
                                    errors++;
                                }
                            }
                            var valid28 = _errs162 === errors;
                            if (valid28) {
                                const err132 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err132];
                                }
                                else {
                                    vErrors.push(err132);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs161;
                                if (vErrors !== null) {
                                    if (_errs161) {
                                        vErrors.length = _errs161;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err133 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err133];
                                }
                                else {
                                    vErrors.push(err133);
                                }
                                errors++;
                            }
                            const _errs166 = errors;
                            const _errs167 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing5;
                                if (((data46.dashboard === undefined) && (missing5 = "dashboard")) || ((data46.dashboardId === undefined) && (missing5 = "dashboardId"))) {
                                    const err134 = {};
                                    if (vErrors === null) {
                                        vErrors = [err134];
                                    }
                                    else {
                                        vErrors.push(err134);
                                    }
                                    errors++;
                                }
                            }
                            var valid29 = _errs167 === errors;
                            if (valid29) {
                                const err135 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err135];
                                }
                                else {
                                    vErrors.push(err135);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs166;
                                if (vErrors !== null) {
                                    if (_errs166) {
                                        vErrors.length = _errs166;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err136 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err136];
                                }
                                else {
                                    vErrors.push(err136);
                                }
                                errors++;
                            }
                            const _errs171 = errors;
                            const _errs172 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing6;
                                if (((data46.tile === undefined) && (missing6 = "tile")) || ((data46.tileId === undefined) && (missing6 = "tileId"))) {
                                    const err137 = {};
                                    if (vErrors === null) {
                                        vErrors = [err137];
                                    }
                                    else {
                                        vErrors.push(err137);
                                    }
                                    errors++;
                                }
                            }
                            var valid30 = _errs172 === errors;
                            if (valid30) {
                                const err138 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err138];
                                }
                                else {
                                    vErrors.push(err138);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs171;
                                if (vErrors !== null) {
                                    if (_errs171) {
                                        vErrors.length = _errs171;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (!(data46 && typeof data46 == "object" && !Array.isArray(data46))) {
                                const err139 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err139];
                                }
                                else {
                                    vErrors.push(err139);
                                }
                                errors++;
                            }
                            const _errs176 = errors;
                            const _errs177 = errors;
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                let missing7;
                                if (((data46.savedSearch === undefined) && (missing7 = "savedSearch")) || ((data46.savedSearchId === undefined) && (missing7 = "savedSearchId"))) {
                                    const err140 = {};
                                    if (vErrors === null) {
                                        vErrors = [err140];
                                    }
                                    else {
                                        vErrors.push(err140);
                                    }
                                    errors++;
                                }
                            }
                            var valid31 = _errs177 === errors;
                            if (valid31) {
                                const err141 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err141];
                                }
                                else {
                                    vErrors.push(err141);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs176;
                                if (vErrors !== null) {
                                    if (_errs176) {
                                        vErrors.length = _errs176;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                for (const key6 in data46) {
                                    if (!(func4.call(schema11.properties.alerts.items.allOf[0].properties, key6))) {
                                        const err142 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 } };
                                        if (vErrors === null) {
                                            vErrors = [err142];
                                        }
                                        else {
                                            vErrors.push(err142);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.name !== undefined) {
                                    let data47 = data46.name;
                                    if (typeof data47 === "string") {
                                        if (func2(data47) > 512) {
                                            const err143 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                            if (vErrors === null) {
                                                vErrors = [err143];
                                            }
                                            else {
                                                vErrors.push(err143);
                                            }
                                            errors++;
                                        }
                                        if (func2(data47) < 1) {
                                            const err144 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err144];
                                            }
                                            else {
                                                vErrors.push(err144);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data47)) {
                                            const err145 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err145];
                                            }
                                            else {
                                                vErrors.push(err145);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err146 = { instancePath: instancePath + "/alerts/" + i4 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err146];
                                        }
                                        else {
                                            vErrors.push(err146);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.adopt !== undefined) {
                                    let data48 = data46.adopt;
                                    const _errs184 = errors;
                                    let valid33 = false;
                                    let passing3 = null;
                                    const _errs185 = errors;
                                    if (typeof data48 !== "boolean") {
                                        const err147 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err147];
                                        }
                                        else {
                                            vErrors.push(err147);
                                        }
                                        errors++;
                                    }
                                    var _valid4 = _errs185 === errors;
                                    if (_valid4) {
                                        valid33 = true;
                                        passing3 = 0;
                                    }
                                    const _errs187 = errors;
                                    if (typeof data48 === "string") {
                                        if (!pattern2.test(data48)) {
                                            const err148 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                            if (vErrors === null) {
                                                vErrors = [err148];
                                            }
                                            else {
                                                vErrors.push(err148);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err149 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err149];
                                        }
                                        else {
                                            vErrors.push(err149);
                                        }
                                        errors++;
                                    }
                                    var _valid4 = _errs187 === errors;
                                    if (_valid4 && valid33) {
                                        valid33 = false;
                                        passing3 = [passing3, 1];
                                    }
                                    else {
                                        if (_valid4) {
                                            valid33 = true;
                                            passing3 = 1;
                                        }
                                    }
                                    if (!valid33) {
                                        const err150 = { instancePath: instancePath + "/alerts/" + i4 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 } };
                                        if (vErrors === null) {
                                            vErrors = [err150];
                                        }
                                        else {
                                            vErrors.push(err150);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs184;
                                        if (vErrors !== null) {
                                            if (_errs184) {
                                                vErrors.length = _errs184;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data46.source !== undefined) {
                                    let data49 = data46.source;
                                    if (!(((data49 === "tile") || (data49 === "saved_search")) || (data49 === "inline"))) {
                                        const err151 = { instancePath: instancePath + "/alerts/" + i4 + "/source", schemaPath: "#/properties/alerts/items/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.source.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err151];
                                        }
                                        else {
                                            vErrors.push(err151);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.chart !== undefined) {
                                    let data50 = data46.chart;
                                    if (true) {
                                        const err152 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err152];
                                        }
                                        else {
                                            vErrors.push(err152);
                                        }
                                        errors++;
                                    }
                                    if (data50 && typeof data50 == "object" && !Array.isArray(data50)) {
                                        if (data50.displayType === undefined) {
                                            const err153 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/required", keyword: "required", params: { missingProperty: "displayType" } };
                                            if (vErrors === null) {
                                                vErrors = [err153];
                                            }
                                            else {
                                                vErrors.push(err153);
                                            }
                                            errors++;
                                        }
                                        if (data50.displayType !== undefined) {
                                            let data51 = data50.displayType;
                                            if (!(((data51 === "line") || (data51 === "stacked_bar")) || (data51 === "number"))) {
                                                const err154 = { instancePath: instancePath + "/alerts/" + i4 + "/chart/displayType", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/properties/displayType/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.chart.properties.displayType.enum } };
                                                if (vErrors === null) {
                                                    vErrors = [err154];
                                                }
                                                else {
                                                    vErrors.push(err154);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err155 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/0/properties/chart/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err155];
                                        }
                                        else {
                                            vErrors.push(err155);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.dashboard !== undefined) {
                                    let data52 = data46.dashboard;
                                    if (typeof data52 === "string") {
                                        if (func2(data52) < 1) {
                                            const err156 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err156];
                                            }
                                            else {
                                                vErrors.push(err156);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data52)) {
                                            const err157 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err157];
                                            }
                                            else {
                                                vErrors.push(err157);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err158 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err158];
                                        }
                                        else {
                                            vErrors.push(err158);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.dashboardId !== undefined) {
                                    let data53 = data46.dashboardId;
                                    if (typeof data53 === "string") {
                                        if (func2(data53) < 1) {
                                            const err159 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err159];
                                            }
                                            else {
                                                vErrors.push(err159);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data53)) {
                                            const err160 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err160];
                                            }
                                            else {
                                                vErrors.push(err160);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err161 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err161];
                                        }
                                        else {
                                            vErrors.push(err161);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tile !== undefined) {
                                    let data54 = data46.tile;
                                    if (typeof data54 === "string") {
                                        if (func2(data54) < 1) {
                                            const err162 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err162];
                                            }
                                            else {
                                                vErrors.push(err162);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data54)) {
                                            const err163 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err163];
                                            }
                                            else {
                                                vErrors.push(err163);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err164 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err164];
                                        }
                                        else {
                                            vErrors.push(err164);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tileId !== undefined) {
                                    let data55 = data46.tileId;
                                    if (typeof data55 === "string") {
                                        if (func2(data55) < 1) {
                                            const err165 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err165];
                                            }
                                            else {
                                                vErrors.push(err165);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data55)) {
                                            const err166 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err166];
                                            }
                                            else {
                                                vErrors.push(err166);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err167 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err167];
                                        }
                                        else {
                                            vErrors.push(err167);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.savedSearch !== undefined) {
                                    let data56 = data46.savedSearch;
                                    if (typeof data56 === "string") {
                                        if (func2(data56) < 1) {
                                            const err168 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err168];
                                            }
                                            else {
                                                vErrors.push(err168);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data56)) {
                                            const err169 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err169];
                                            }
                                            else {
                                                vErrors.push(err169);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err170 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err170];
                                        }
                                        else {
                                            vErrors.push(err170);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.savedSearchId !== undefined) {
                                    let data57 = data46.savedSearchId;
                                    if (typeof data57 === "string") {
                                        if (func2(data57) < 1) {
                                            const err171 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err171];
                                            }
                                            else {
                                                vErrors.push(err171);
                                            }
                                            errors++;
                                        }
                                        if (!pattern4.test(data57)) {
                                            const err172 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                            if (vErrors === null) {
                                                vErrors = [err172];
                                            }
                                            else {
                                                vErrors.push(err172);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err173 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err173];
                                        }
                                        else {
                                            vErrors.push(err173);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.groupBy !== undefined) {
                                    let data58 = data46.groupBy;
                                    if ((typeof data58 !== "string") && (data58 !== null)) {
                                        const err174 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.groupBy.type } };
                                        if (vErrors === null) {
                                            vErrors = [err174];
                                        }
                                        else {
                                            vErrors.push(err174);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.threshold !== undefined) {
                                    let data59 = data46.threshold;
                                    if (!((typeof data59 == "number") && (isFinite(data59)))) {
                                        const err175 = { instancePath: instancePath + "/alerts/" + i4 + "/threshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err175];
                                        }
                                        else {
                                            vErrors.push(err175);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.thresholdMax !== undefined) {
                                    let data60 = data46.thresholdMax;
                                    if (!((typeof data60 == "number") && (isFinite(data60)))) {
                                        const err176 = { instancePath: instancePath + "/alerts/" + i4 + "/thresholdMax", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err176];
                                        }
                                        else {
                                            vErrors.push(err176);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.thresholdType !== undefined) {
                                    let data61 = data46.thresholdType;
                                    if (!((((((((data61 === "above") || (data61 === "below")) || (data61 === "above_exclusive")) || (data61 === "below_or_equal")) || (data61 === "equal")) || (data61 === "not_equal")) || (data61 === "between")) || (data61 === "not_between"))) {
                                        const err177 = { instancePath: instancePath + "/alerts/" + i4 + "/thresholdType", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.thresholdType.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err177];
                                        }
                                        else {
                                            vErrors.push(err177);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.interval !== undefined) {
                                    let data62 = data46.interval;
                                    const _errs222 = errors;
                                    let valid35 = false;
                                    const _errs223 = errors;
                                    if (!((((((((data62 === "1m") || (data62 === "5m")) || (data62 === "15m")) || (data62 === "30m")) || (data62 === "1h")) || (data62 === "6h")) || (data62 === "12h")) || (data62 === "1d"))) {
                                        const err178 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.interval.anyOf[0].enum } };
                                        if (vErrors === null) {
                                            vErrors = [err178];
                                        }
                                        else {
                                            vErrors.push(err178);
                                        }
                                        errors++;
                                    }
                                    var _valid5 = _errs223 === errors;
                                    valid35 = valid35 || _valid5;
                                    if (!valid35) {
                                        const _errs224 = errors;
                                        if ("30s" !== data62) {
                                            const err179 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf/1/const", keyword: "const", params: { allowedValue: "30s" } };
                                            if (vErrors === null) {
                                                vErrors = [err179];
                                            }
                                            else {
                                                vErrors.push(err179);
                                            }
                                            errors++;
                                        }
                                        var _valid5 = _errs224 === errors;
                                        valid35 = valid35 || _valid5;
                                    }
                                    if (!valid35) {
                                        const err180 = { instancePath: instancePath + "/alerts/" + i4 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/anyOf", keyword: "anyOf", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err180];
                                        }
                                        else {
                                            vErrors.push(err180);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs222;
                                        if (vErrors !== null) {
                                            if (_errs222) {
                                                vErrors.length = _errs222;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data46.scheduleOffsetMinutes !== undefined) {
                                    let data63 = data46.scheduleOffsetMinutes;
                                    if (!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))) {
                                        const err181 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err181];
                                        }
                                        else {
                                            vErrors.push(err181);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data63 == "number") && (isFinite(data63))) {
                                        if (data63 > 1439 || isNaN(data63)) {
                                            const err182 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                            if (vErrors === null) {
                                                vErrors = [err182];
                                            }
                                            else {
                                                vErrors.push(err182);
                                            }
                                            errors++;
                                        }
                                        if (data63 < 0 || isNaN(data63)) {
                                            const err183 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err183];
                                            }
                                            else {
                                                vErrors.push(err183);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.scheduleStartAt !== undefined) {
                                    let data64 = data46.scheduleStartAt;
                                    if ((typeof data64 !== "string") && (data64 !== null)) {
                                        const err184 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.scheduleStartAt.type } };
                                        if (vErrors === null) {
                                            vErrors = [err184];
                                        }
                                        else {
                                            vErrors.push(err184);
                                        }
                                        errors++;
                                    }
                                    if (typeof data64 === "string") {
                                        if (!pattern9.test(data64)) {
                                            const err185 = { instancePath: instancePath + "/alerts/" + i4 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^(?:(?:\\d\\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$" } };
                                            if (vErrors === null) {
                                                vErrors = [err185];
                                            }
                                            else {
                                                vErrors.push(err185);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.channel !== undefined) {
                                    let data65 = data46.channel;
                                    const _errs233 = errors;
                                    let valid36 = false;
                                    let passing4 = null;
                                    const _errs234 = errors;
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        if (data65.webhook === undefined) {
                                            const err186 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err186];
                                            }
                                            else {
                                                vErrors.push(err186);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid6 = _errs234 === errors;
                                    if (_valid6) {
                                        valid36 = true;
                                        passing4 = 0;
                                    }
                                    const _errs235 = errors;
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        if (data65.webhookId === undefined) {
                                            const err187 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                            if (vErrors === null) {
                                                vErrors = [err187];
                                            }
                                            else {
                                                vErrors.push(err187);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid6 = _errs235 === errors;
                                    if (_valid6 && valid36) {
                                        valid36 = false;
                                        passing4 = [passing4, 1];
                                    }
                                    else {
                                        if (_valid6) {
                                            valid36 = true;
                                            passing4 = 1;
                                        }
                                    }
                                    if (!valid36) {
                                        const err188 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 } };
                                        if (vErrors === null) {
                                            vErrors = [err188];
                                        }
                                        else {
                                            vErrors.push(err188);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs233;
                                        if (vErrors !== null) {
                                            if (_errs233) {
                                                vErrors.length = _errs233;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                        for (const key7 in data65) {
                                            if (!(((key7 === "type") || (key7 === "webhook")) || (key7 === "webhookId"))) {
                                                const err189 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 } };
                                                if (vErrors === null) {
                                                    vErrors = [err189];
                                                }
                                                else {
                                                    vErrors.push(err189);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.type !== undefined) {
                                            if ("webhook" !== data65.type) {
                                                const err190 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                if (vErrors === null) {
                                                    vErrors = [err190];
                                                }
                                                else {
                                                    vErrors.push(err190);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.webhook !== undefined) {
                                            let data67 = data65.webhook;
                                            if (typeof data67 === "string") {
                                                if (func2(data67) < 1) {
                                                    const err191 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err191];
                                                    }
                                                    else {
                                                        vErrors.push(err191);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern0.test(data67)) {
                                                    const err192 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err192];
                                                    }
                                                    else {
                                                        vErrors.push(err192);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err193 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err193];
                                                }
                                                else {
                                                    vErrors.push(err193);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data65.webhookId !== undefined) {
                                            let data68 = data65.webhookId;
                                            if (typeof data68 === "string") {
                                                if (func2(data68) < 1) {
                                                    const err194 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err194];
                                                    }
                                                    else {
                                                        vErrors.push(err194);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern4.test(data68)) {
                                                    const err195 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err195];
                                                    }
                                                    else {
                                                        vErrors.push(err195);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err196 = { instancePath: instancePath + "/alerts/" + i4 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err196];
                                                }
                                                else {
                                                    vErrors.push(err196);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err197 = { instancePath: instancePath + "/alerts/" + i4 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err197];
                                        }
                                        else {
                                            vErrors.push(err197);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.channels !== undefined) {
                                    let data69 = data46.channels;
                                    if (Array.isArray(data69)) {
                                        if (data69.length > 10) {
                                            const err198 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                            if (vErrors === null) {
                                                vErrors = [err198];
                                            }
                                            else {
                                                vErrors.push(err198);
                                            }
                                            errors++;
                                        }
                                        if (data69.length < 1) {
                                            const err199 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err199];
                                            }
                                            else {
                                                vErrors.push(err199);
                                            }
                                            errors++;
                                        }
                                        const len3 = data69.length;
                                        for (let i5 = 0; i5 < len3; i5++) {
                                            let data70 = data69[i5];
                                            const _errs251 = errors;
                                            let valid40 = false;
                                            let passing5 = null;
                                            const _errs252 = errors;
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                if (data70.webhook === undefined) {
                                                    const err200 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err200];
                                                    }
                                                    else {
                                                        vErrors.push(err200);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs252 === errors;
                                            if (_valid7) {
                                                valid40 = true;
                                                passing5 = 0;
                                            }
                                            const _errs253 = errors;
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                if (data70.webhookId === undefined) {
                                                    const err201 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err201];
                                                    }
                                                    else {
                                                        vErrors.push(err201);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs253 === errors;
                                            if (_valid7 && valid40) {
                                                valid40 = false;
                                                passing5 = [passing5, 1];
                                            }
                                            else {
                                                if (_valid7) {
                                                    valid40 = true;
                                                    passing5 = 1;
                                                }
                                            }
                                            if (!valid40) {
                                                const err202 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing5 } };
                                                if (vErrors === null) {
                                                    vErrors = [err202];
                                                }
                                                else {
                                                    vErrors.push(err202);
                                                }
                                                errors++;
                                            }
                                            else {
                                                errors = _errs251;
                                                if (vErrors !== null) {
                                                    if (_errs251) {
                                                        vErrors.length = _errs251;
                                                    }
                                                    else {
                                                        vErrors = null;
                                                    }
                                                }
                                            }
                                            if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                for (const key8 in data70) {
                                                    if (!(((key8 === "type") || (key8 === "webhook")) || (key8 === "webhookId"))) {
                                                        const err203 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err203];
                                                        }
                                                        else {
                                                            vErrors.push(err203);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.type !== undefined) {
                                                    if ("webhook" !== data70.type) {
                                                        const err204 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err204];
                                                        }
                                                        else {
                                                            vErrors.push(err204);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.webhook !== undefined) {
                                                    let data72 = data70.webhook;
                                                    if (typeof data72 === "string") {
                                                        if (func2(data72) < 1) {
                                                            const err205 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err205];
                                                            }
                                                            else {
                                                                vErrors.push(err205);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern0.test(data72)) {
                                                            const err206 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err206];
                                                            }
                                                            else {
                                                                vErrors.push(err206);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err207 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err207];
                                                        }
                                                        else {
                                                            vErrors.push(err207);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data70.webhookId !== undefined) {
                                                    let data73 = data70.webhookId;
                                                    if (typeof data73 === "string") {
                                                        if (func2(data73) < 1) {
                                                            const err208 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err208];
                                                            }
                                                            else {
                                                                vErrors.push(err208);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern4.test(data73)) {
                                                            const err209 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err209];
                                                            }
                                                            else {
                                                                vErrors.push(err209);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err210 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err210];
                                                        }
                                                        else {
                                                            vErrors.push(err210);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err211 = { instancePath: instancePath + "/alerts/" + i4 + "/channels/" + i5, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err211];
                                                }
                                                else {
                                                    vErrors.push(err211);
                                                }
                                                errors++;
                                            }
                                        }
                                        let i6 = data69.length;
                                        let j2;
                                        if (i6 > 1) {
                                            outer1: for (; i6--;) {
                                                for (j2 = i6; j2--;) {
                                                    if (func0(data69[i6], data69[j2])) {
                                                        const err212 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err212];
                                                        }
                                                        else {
                                                            vErrors.push(err212);
                                                        }
                                                        errors++;
                                                        break outer1;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        const err213 = { instancePath: instancePath + "/alerts/" + i4 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err213];
                                        }
                                        else {
                                            vErrors.push(err213);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.message !== undefined) {
                                    let data74 = data46.message;
                                    if ((typeof data74 !== "string") && (data74 !== null)) {
                                        const err214 = { instancePath: instancePath + "/alerts/" + i4 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.message.type } };
                                        if (vErrors === null) {
                                            vErrors = [err214];
                                        }
                                        else {
                                            vErrors.push(err214);
                                        }
                                        errors++;
                                    }
                                    if (typeof data74 === "string") {
                                        if (func2(data74) > 4000) {
                                            const err215 = { instancePath: instancePath + "/alerts/" + i4 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                            if (vErrors === null) {
                                                vErrors = [err215];
                                            }
                                            else {
                                                vErrors.push(err215);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.note !== undefined) {
                                    let data75 = data46.note;
                                    if ((typeof data75 !== "string") && (data75 !== null)) {
                                        const err216 = { instancePath: instancePath + "/alerts/" + i4 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.note.type } };
                                        if (vErrors === null) {
                                            vErrors = [err216];
                                        }
                                        else {
                                            vErrors.push(err216);
                                        }
                                        errors++;
                                    }
                                    if (typeof data75 === "string") {
                                        if (func2(data75) > 4096) {
                                            const err217 = { instancePath: instancePath + "/alerts/" + i4 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                            if (vErrors === null) {
                                                vErrors = [err217];
                                            }
                                            else {
                                                vErrors.push(err217);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.numConsecutiveWindows !== undefined) {
                                    let data76 = data46.numConsecutiveWindows;
                                    if ((!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))) && (data76 !== null)) {
                                        const err218 = { instancePath: instancePath + "/alerts/" + i4 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.numConsecutiveWindows.type } };
                                        if (vErrors === null) {
                                            vErrors = [err218];
                                        }
                                        else {
                                            vErrors.push(err218);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data76 == "number") && (isFinite(data76))) {
                                        if (data76 < 1 || isNaN(data76)) {
                                            const err219 = { instancePath: instancePath + "/alerts/" + i4 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err219];
                                            }
                                            else {
                                                vErrors.push(err219);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data46.displayName !== undefined) {
                                    let data77 = data46.displayName;
                                    if (true) {
                                        const err220 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err220];
                                        }
                                        else {
                                            vErrors.push(err220);
                                        }
                                        errors++;
                                    }
                                    if (typeof data77 === "string") {
                                        if (func2(data77) > 512) {
                                            const err221 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                            if (vErrors === null) {
                                                vErrors = [err221];
                                            }
                                            else {
                                                vErrors.push(err221);
                                            }
                                            errors++;
                                        }
                                        if (func2(data77) < 1) {
                                            const err222 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err222];
                                            }
                                            else {
                                                vErrors.push(err222);
                                            }
                                            errors++;
                                        }
                                        if (!pattern0.test(data77)) {
                                            const err223 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err223];
                                            }
                                            else {
                                                vErrors.push(err223);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err224 = { instancePath: instancePath + "/alerts/" + i4 + "/displayName", schemaPath: "#/properties/alerts/items/allOf/0/properties/displayName/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err224];
                                        }
                                        else {
                                            vErrors.push(err224);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.tags !== undefined) {
                                    let data78 = data46.tags;
                                    if (true) {
                                        const err225 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err225];
                                        }
                                        else {
                                            vErrors.push(err225);
                                        }
                                        errors++;
                                    }
                                    if (Array.isArray(data78)) {
                                        if (data78.length > 50) {
                                            const err226 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/maxItems", keyword: "maxItems", params: { limit: 50 } };
                                            if (vErrors === null) {
                                                vErrors = [err226];
                                            }
                                            else {
                                                vErrors.push(err226);
                                            }
                                            errors++;
                                        }
                                        const len4 = data78.length;
                                        for (let i7 = 0; i7 < len4; i7++) {
                                            let data79 = data78[i7];
                                            if (typeof data79 === "string") {
                                                if (func2(data79) > 32) {
                                                    const err227 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err227];
                                                    }
                                                    else {
                                                        vErrors.push(err227);
                                                    }
                                                    errors++;
                                                }
                                                if (func2(data79) < 1) {
                                                    const err228 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err228];
                                                    }
                                                    else {
                                                        vErrors.push(err228);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err229 = { instancePath: instancePath + "/alerts/" + i4 + "/tags/" + i7, schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err229];
                                                }
                                                else {
                                                    vErrors.push(err229);
                                                }
                                                errors++;
                                            }
                                        }
                                        let i8 = data78.length;
                                        let j3;
                                        if (i8 > 1) {
                                            const indices1 = {};
                                            for (; i8--;) {
                                                let item1 = data78[i8];
                                                if (typeof item1 !== "string") {
                                                    continue;
                                                }
                                                if (typeof indices1[item1] == "number") {
                                                    j3 = indices1[item1];
                                                    const err230 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j3 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err230];
                                                    }
                                                    else {
                                                        vErrors.push(err230);
                                                    }
                                                    errors++;
                                                    break;
                                                }
                                                indices1[item1] = i8;
                                            }
                                        }
                                    }
                                    else {
                                        const err231 = { instancePath: instancePath + "/alerts/" + i4 + "/tags", schemaPath: "#/properties/alerts/items/allOf/0/properties/tags/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err231];
                                        }
                                        else {
                                            vErrors.push(err231);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.detectionMode !== undefined) {
                                    let data80 = data46.detectionMode;
                                    if (!((data80 === "threshold") || (data80 === "anomaly"))) {
                                        const err232 = { instancePath: instancePath + "/alerts/" + i4 + "/detectionMode", schemaPath: "#/properties/alerts/items/allOf/0/properties/detectionMode/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.detectionMode.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err232];
                                        }
                                        else {
                                            vErrors.push(err232);
                                        }
                                        errors++;
                                    }
                                }
                                if (data46.anomalyConfig !== undefined) {
                                    let data81 = data46.anomalyConfig;
                                    if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
                                        for (const key9 in data81) {
                                            if (!(((((((key9 === "bucketSizeSeconds") || (key9 === "zScoreThreshold")) || (key9 === "condition")) || (key9 === "minAbsoluteDelta")) || (key9 === "nonNegative")) || (key9 === "maxSeries")) || (key9 === "baselineLookbackMinutes"))) {
                                                const err233 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 } };
                                                if (vErrors === null) {
                                                    vErrors = [err233];
                                                }
                                                else {
                                                    vErrors.push(err233);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.bucketSizeSeconds !== undefined) {
                                            let data82 = data81.bucketSizeSeconds;
                                            if (!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))) {
                                                const err234 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err234];
                                                }
                                                else {
                                                    vErrors.push(err234);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data82 == "number") && (isFinite(data82))) {
                                                if (data82 < 1 || isNaN(data82)) {
                                                    const err235 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/bucketSizeSeconds", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/bucketSizeSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err235];
                                                    }
                                                    else {
                                                        vErrors.push(err235);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        if (data81.zScoreThreshold !== undefined) {
                                            let data83 = data81.zScoreThreshold;
                                            if ((typeof data83 == "number") && (isFinite(data83))) {
                                                if (data83 < 0 || isNaN(data83)) {
                                                    const err236 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err236];
                                                    }
                                                    else {
                                                        vErrors.push(err236);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err237 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/zScoreThreshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/zScoreThreshold/type", keyword: "type", params: { type: "number" } };
                                                if (vErrors === null) {
                                                    vErrors = [err237];
                                                }
                                                else {
                                                    vErrors.push(err237);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.condition !== undefined) {
                                            let data84 = data81.condition;
                                            if (!(((data84 === "above") || (data84 === "below")) || (data84 === "both"))) {
                                                const err238 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/condition", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/condition/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.anomalyConfig.properties.condition.enum } };
                                                if (vErrors === null) {
                                                    vErrors = [err238];
                                                }
                                                else {
                                                    vErrors.push(err238);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.minAbsoluteDelta !== undefined) {
                                            let data85 = data81.minAbsoluteDelta;
                                            if ((typeof data85 == "number") && (isFinite(data85))) {
                                                if (data85 < 0 || isNaN(data85)) {
                                                    const err239 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err239];
                                                    }
                                                    else {
                                                        vErrors.push(err239);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err240 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/minAbsoluteDelta", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/minAbsoluteDelta/type", keyword: "type", params: { type: "number" } };
                                                if (vErrors === null) {
                                                    vErrors = [err240];
                                                }
                                                else {
                                                    vErrors.push(err240);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.nonNegative !== undefined) {
                                            if (typeof data81.nonNegative !== "boolean") {
                                                const err241 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/nonNegative", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/nonNegative/type", keyword: "type", params: { type: "boolean" } };
                                                if (vErrors === null) {
                                                    vErrors = [err241];
                                                }
                                                else {
                                                    vErrors.push(err241);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data81.maxSeries !== undefined) {
                                            let data87 = data81.maxSeries;
                                            if (!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))) {
                                                const err242 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/maxSeries", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/maxSeries/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err242];
                                                }
                                                else {
                                                    vErrors.push(err242);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data87 == "number") && (isFinite(data87))) {
                                                if (data87 < 1 || isNaN(data87)) {
                                                    const err243 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/maxSeries", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/maxSeries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err243];
                                                    }
                                                    else {
                                                        vErrors.push(err243);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        if (data81.baselineLookbackMinutes !== undefined) {
                                            let data88 = data81.baselineLookbackMinutes;
                                            if (!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))) {
                                                const err244 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/type", keyword: "type", params: { type: "integer" } };
                                                if (vErrors === null) {
                                                    vErrors = [err244];
                                                }
                                                else {
                                                    vErrors.push(err244);
                                                }
                                                errors++;
                                            }
                                            if ((typeof data88 == "number") && (isFinite(data88))) {
                                                if (data88 < 1 || isNaN(data88)) {
                                                    const err245 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig/baselineLookbackMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/properties/baselineLookbackMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err245];
                                                    }
                                                    else {
                                                        vErrors.push(err245);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        const err246 = { instancePath: instancePath + "/alerts/" + i4 + "/anomalyConfig", schemaPath: "#/properties/alerts/items/allOf/0/properties/anomalyConfig/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err246];
                                        }
                                        else {
                                            vErrors.push(err246);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err247 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err247];
                                }
                                else {
                                    vErrors.push(err247);
                                }
                                errors++;
                            }
                            if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                if (data46.name === undefined) {
                                    const err248 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/1/required", keyword: "required", params: { missingProperty: "name" } };
                                    if (vErrors === null) {
                                        vErrors = [err248];
                                    }
                                    else {
                                        vErrors.push(err248);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err249 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err249];
                                }
                                else {
                                    vErrors.push(err249);
                                }
                                errors++;
                            }
                            const _errs300 = errors;
                            let valid47 = true;
                            const _errs301 = errors;
                            if (errors === _errs301) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing8;
                                    if ((data46.source === undefined) && (missing8 = "source")) {
                                        const err250 = {};
                                        if (vErrors === null) {
                                            vErrors = [err250];
                                        }
                                        else {
                                            vErrors.push(err250);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("tile" !== data46.source) {
                                                const err251 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err251];
                                                }
                                                else {
                                                    vErrors.push(err251);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err252 = {};
                                    if (vErrors === null) {
                                        vErrors = [err252];
                                    }
                                    else {
                                        vErrors.push(err252);
                                    }
                                    errors++;
                                }
                            }
                            var _valid8 = _errs301 === errors;
                            errors = _errs300;
                            if (vErrors !== null) {
                                if (_errs300) {
                                    vErrors.length = _errs300;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid8) {
                                const _errs304 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.savedSearch !== undefined) {
                                        const err253 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearch/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err253];
                                        }
                                        else {
                                            vErrors.push(err253);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearchId !== undefined) {
                                        const err254 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearchId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err254];
                                        }
                                        else {
                                            vErrors.push(err254);
                                        }
                                        errors++;
                                    }
                                    if (data46.groupBy !== undefined) {
                                        const err255 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/groupBy/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err255];
                                        }
                                        else {
                                            vErrors.push(err255);
                                        }
                                        errors++;
                                    }
                                    if (data46.chart !== undefined) {
                                        const err256 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/chart/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err256];
                                        }
                                        else {
                                            vErrors.push(err256);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err257 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/2/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err257];
                                    }
                                    else {
                                        vErrors.push(err257);
                                    }
                                    errors++;
                                }
                                var _valid8 = _errs304 === errors;
                                valid47 = _valid8;
                            }
                            if (!valid47) {
                                const err258 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/2/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err258];
                                }
                                else {
                                    vErrors.push(err258);
                                }
                                errors++;
                            }
                            const _errs308 = errors;
                            let valid50 = true;
                            const _errs309 = errors;
                            if (errors === _errs309) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing9;
                                    if ((data46.source === undefined) && (missing9 = "source")) {
                                        const err259 = {};
                                        if (vErrors === null) {
                                            vErrors = [err259];
                                        }
                                        else {
                                            vErrors.push(err259);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("saved_search" !== data46.source) {
                                                const err260 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err260];
                                                }
                                                else {
                                                    vErrors.push(err260);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err261 = {};
                                    if (vErrors === null) {
                                        vErrors = [err261];
                                    }
                                    else {
                                        vErrors.push(err261);
                                    }
                                    errors++;
                                }
                            }
                            var _valid9 = _errs309 === errors;
                            errors = _errs308;
                            if (vErrors !== null) {
                                if (_errs308) {
                                    vErrors.length = _errs308;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid9) {
                                const _errs312 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.dashboard !== undefined) {
                                        const err262 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboard/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err262];
                                        }
                                        else {
                                            vErrors.push(err262);
                                        }
                                        errors++;
                                    }
                                    if (data46.dashboardId !== undefined) {
                                        const err263 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboardId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err263];
                                        }
                                        else {
                                            vErrors.push(err263);
                                        }
                                        errors++;
                                    }
                                    if (data46.tile !== undefined) {
                                        const err264 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tile/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err264];
                                        }
                                        else {
                                            vErrors.push(err264);
                                        }
                                        errors++;
                                    }
                                    if (data46.tileId !== undefined) {
                                        const err265 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tileId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err265];
                                        }
                                        else {
                                            vErrors.push(err265);
                                        }
                                        errors++;
                                    }
                                    if (data46.chart !== undefined) {
                                        const err266 = { instancePath: instancePath + "/alerts/" + i4 + "/chart", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/chart/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err266];
                                        }
                                        else {
                                            vErrors.push(err266);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err267 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/3/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err267];
                                    }
                                    else {
                                        vErrors.push(err267);
                                    }
                                    errors++;
                                }
                                var _valid9 = _errs312 === errors;
                                valid50 = _valid9;
                            }
                            if (!valid50) {
                                const err268 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/3/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err268];
                                }
                                else {
                                    vErrors.push(err268);
                                }
                                errors++;
                            }
                            const _errs316 = errors;
                            let valid53 = true;
                            const _errs317 = errors;
                            if (errors === _errs317) {
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    let missing10;
                                    if ((data46.source === undefined) && (missing10 = "source")) {
                                        const err269 = {};
                                        if (vErrors === null) {
                                            vErrors = [err269];
                                        }
                                        else {
                                            vErrors.push(err269);
                                        }
                                        errors++;
                                    }
                                    else {
                                        if (data46.source !== undefined) {
                                            if ("inline" !== data46.source) {
                                                const err270 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err270];
                                                }
                                                else {
                                                    vErrors.push(err270);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err271 = {};
                                    if (vErrors === null) {
                                        vErrors = [err271];
                                    }
                                    else {
                                        vErrors.push(err271);
                                    }
                                    errors++;
                                }
                            }
                            var _valid10 = _errs317 === errors;
                            errors = _errs316;
                            if (vErrors !== null) {
                                if (_errs316) {
                                    vErrors.length = _errs316;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid10) {
                                const _errs320 = errors;
                                if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
                                    if (data46.dashboard !== undefined) {
                                        const err272 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/dashboard/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err272];
                                        }
                                        else {
                                            vErrors.push(err272);
                                        }
                                        errors++;
                                    }
                                    if (data46.dashboardId !== undefined) {
                                        const err273 = { instancePath: instancePath + "/alerts/" + i4 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/dashboardId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err273];
                                        }
                                        else {
                                            vErrors.push(err273);
                                        }
                                        errors++;
                                    }
                                    if (data46.tile !== undefined) {
                                        const err274 = { instancePath: instancePath + "/alerts/" + i4 + "/tile", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/tile/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err274];
                                        }
                                        else {
                                            vErrors.push(err274);
                                        }
                                        errors++;
                                    }
                                    if (data46.tileId !== undefined) {
                                        const err275 = { instancePath: instancePath + "/alerts/" + i4 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/tileId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err275];
                                        }
                                        else {
                                            vErrors.push(err275);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearch !== undefined) {
                                        const err276 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/savedSearch/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err276];
                                        }
                                        else {
                                            vErrors.push(err276);
                                        }
                                        errors++;
                                    }
                                    if (data46.savedSearchId !== undefined) {
                                        const err277 = { instancePath: instancePath + "/alerts/" + i4 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/savedSearchId/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err277];
                                        }
                                        else {
                                            vErrors.push(err277);
                                        }
                                        errors++;
                                    }
                                    if (data46.groupBy !== undefined) {
                                        const err278 = { instancePath: instancePath + "/alerts/" + i4 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/4/then/properties/groupBy/false schema", keyword: "false schema", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err278];
                                        }
                                        else {
                                            vErrors.push(err278);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err279 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/4/then/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err279];
                                    }
                                    else {
                                        vErrors.push(err279);
                                    }
                                    errors++;
                                }
                                var _valid10 = _errs320 === errors;
                                valid53 = _valid10;
                            }
                            if (!valid53) {
                                const err280 = { instancePath: instancePath + "/alerts/" + i4, schemaPath: "#/properties/alerts/items/allOf/4/if", keyword: "if", params: { failingKeyword: "then" } };
                                if (vErrors === null) {
                                    vErrors = [err280];
                                }
                                else {
                                    vErrors.push(err280);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err281 = { instancePath: instancePath + "/alerts", schemaPath: "#/properties/alerts/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err281];
                        }
                        else {
                            vErrors.push(err281);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err282 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err282];
                }
                else {
                    vErrors.push(err282);
                }
                errors++;
            }
            validate10.errors = vErrors;
            return errors === 0;
        }
        return validate10;
    })();
    built = {
        schema,
        definitions,
        validate: {
            'self-hosted': validate_self_hosted,
            'managed': validate_managed,
        },
    };
    return built;
}
const alertFile = {
    get schema() {
        return build().schema;
    },
    get definitions() {
        return build().definitions;
    },
    validate: {
        get 'self-hosted'() {
            return build().validate['self-hosted'];
        },
        get 'managed'() {
            return build().validate['managed'];
        },
    },
};


/***/ })

};
