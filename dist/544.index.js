export const id = 544;
export const ids = [544];
export const modules = {

/***/ 73264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ diffAlert)
/* harmony export */ });
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37284);
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4774);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65126);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34816);




function diffAlert(have, want) {
    const changes = [];
    for (const field of _model_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPARED_FIELDS */ ._0) {
        if (field === 'chartConfig') {
            if (want.source === 'inline' && !(have.source === 'inline' && (0,_inline_js__WEBPACK_IMPORTED_MODULE_3__/* .covers */ .hU)(have.chartConfig, want.chartConfig)))
                changes.push({ field, from: have.chartConfig, to: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .chartOfWrite */ .$H)(have.source === 'inline' ? have.chartConfig : undefined, want) });
            else if (want.source !== 'inline' && have.chartConfig !== null)
                changes.push({ field, from: have.chartConfig, to: null });
            continue;
        }
        if (!same(have[field], want[field]))
            changes.push({ field, from: have[field], to: want[field] });
    }
    return changes;
}
const same = (a, b) => a === b || (typeof a === 'object' && typeof b === 'object' && (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(a) === (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(b));


/***/ }),

/***/ 7322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ echoTexts),
/* harmony export */   P_: () => (/* binding */ echoPlace),
/* harmony export */   XL: () => (/* binding */ echoOf)
/* harmony export */ });
/* harmony import */ var _util_echo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57355);
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73264);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65126);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34816);




function echoOf(sent, answer) {
    if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string')
        return undefined;
    const unsent = new Set(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_FIELDS */ .V1.filter((f) => sent[f] === undefined));
    const diffs = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAlert */ .c)((0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(answer).value, (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(sent).value)
        .filter((d) => !unsent.has(d.field))
        .map((d) => ({ field: d.field, from: d.field === 'chartConfig' ? (sent.chartConfig ?? null) : d.to, to: d.from }));
    return diffs.length > 0 ? diffs : undefined;
}
const echoTexts = (sent, answer) => echoOf(sent, answer)?.map((d) => (0,_util_echo_js__WEBPACK_IMPORTED_MODULE_3__/* .echoField */ .o)(d.field, d.from, d.to));
function echoPlace(files, o) {
    const file = files.find((f) => f.file === o.action.file);
    const spec = file?.alerts.find((s) => s.name === o.action.name);
    if (!file || !spec)
        return undefined;
    return { yaml: file.yaml, path: spec.at('name'), label: `alert "${o.action.name}" (id ${o.action.action === 'create' ? '?' : o.action.id})` };
}


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

/***/ 4774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ul: () => (/* binding */ carry),
/* harmony export */   Uv: () => (/* binding */ withCharts),
/* harmony export */   hU: () => (/* binding */ covers),
/* harmony export */   xZ: () => (/* binding */ chartBody),
/* harmony export */   xo: () => (/* binding */ chartOfServer),
/* harmony export */   zA: () => (/* binding */ namesConnection)
/* harmony export */ });
/* unused harmony export INLINE_DISPLAY_TYPES */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const INLINE_DISPLAY_TYPES = (/* unused pure expression or super */ null && (['line', 'stacked_bar', 'number']));
async function withCharts(client, alerts, wanted = () => true) {
    return Promise.all(alerts.map((a) => (a.source === 'inline' && a.chartConfig === undefined && wanted(a) ? client.getAlert(a.id) : Promise.resolve(a))));
}
const namesConnection = (chart) => chart.configType === 'sql' && typeof chart.connection === 'string';
function chartBody(chart, at, lk, problem) {
    const { source, connection, ...rest } = chart;
    const out = { ...rest };
    const src = source === undefined ? undefined : one(lk.sources ?? [], source, [...at, 'source'], 'source', problem);
    if (source !== undefined)
        out.sourceId = src?.id ?? '';
    if (chart.configType === 'sql') {
        if (typeof connection === 'string') {
            const conn = one(lk.connections ?? [], connection, [...at, 'connection'], 'connection', problem);
            out.connectionId = conn?.id ?? '';
            if (conn && src && src.connection !== conn.id)
                problem([...at, 'source'], `source "${src.name}" uses another connection than "${conn.name}"`);
        }
        else if (src)
            out.connectionId = typeof src.connection === 'string' ? src.connection : '';
    }
    return out;
}
function chartOfServer(config, lk) {
    const { sourceId, connectionId, ...rest } = config;
    const idText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
    const out = { ...rest };
    const src = (lk.sources ?? []).find((s) => s.id === sourceId);
    if (sourceId !== undefined && !src)
        return { missing: `its chart's source ${idText(sourceId)} no longer exists` };
    if (src)
        out.source = src.name;
    if (connectionId !== undefined && connectionId !== '' && connectionId !== src?.connection) {
        const conn = (lk.connections ?? []).find((c) => c.id === connectionId);
        if (!conn)
            return { missing: `its chart's connection ${idText(connectionId)} is not listed` };
        out.connection = conn.name;
    }
    return { chart: out };
}
function covers(live, want) {
    if (Array.isArray(want))
        return Array.isArray(live) && live.length === want.length && want.every((w, i) => covers(live[i], w));
    if (isObject(want))
        return isObject(live) && Object.entries(want).every(([k, v]) => covers(live[k], v));
    return live === want;
}
function carry(live, want) {
    if (Array.isArray(want))
        return want.map((w, i) => (Array.isArray(live) && live.length === want.length ? carry(live[i], w) : w));
    if (isObject(want)) {
        const base = isObject(live) ? live : {};
        return { ...base, ...Object.fromEntries(Object.entries(want).map(([k, v]) => [k, carry(base[k], v)])) };
    }
    return want;
}
function one(list, name, path, what, problem) {
    const hits = list.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0];
    const known = list
        .slice(0, 10)
        .map((o) => `"${o.name}"`)
        .join(', ');
    problem(path, hits.length === 0
        ? `no ${what} named "${String(name)}"${list.length ? ` (known: ${known}${list.length > 10 ? ', …' : ''})` : ' (there are none)'}`
        : `${hits.length} ${what}s are named "${String(name)}" (ids ${hits.map((o) => o.id).join(', ')}); rename one on the server`);
    return undefined;
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

/***/ 65126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ KEPT_FIELDS),
/* harmony export */   _0: () => (/* binding */ COMPARED_FIELDS)
/* harmony export */ });

const KEPT_FIELDS = ['displayName', 'tags', 'detectionMode', 'anomalyConfig'];
const COMPARED_FIELDS = [
    'name',
    'source',
    'dashboardId',
    'tileId',
    'savedSearchId',
    'groupBy',
    'chartConfig',
    'threshold',
    'thresholdType',
    'thresholdMax',
    'interval',
    'scheduleOffsetMinutes',
    'scheduleStartAt',
    'numConsecutiveWindows',
    'channels',
    'message',
    'note',
    'displayName',
    'tags',
    'detectionMode',
    'anomalyConfig',
];



/***/ }),

/***/ 34816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ chartOfWrite),
/* harmony export */   ER: () => (/* binding */ toBody),
/* harmony export */   I: () => (/* binding */ isoOrNull),
/* harmony export */   Wj: () => (/* binding */ fromServer),
/* harmony export */   z_: () => (/* binding */ ALERT_MODEL)
/* harmony export */ });
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79327);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70326);
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4774);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92329);
/* harmony import */ var _read_only_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84270);





function fromServer(alert) {
    const { text, scope } = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .splitMarker */ .Ph)(alert.message);
    const tile = alert.source === 'tile';
    const inline = alert.source === 'inline';
    const search = !tile && !inline;
    const value = {
        name: emptyToNull(alert.name),
        source: typeof alert.source === 'string' ? alert.source : 'saved_search',
        dashboardId: tile ? (alert.dashboardId ?? null) : null,
        tileId: tile ? (alert.tileId ?? null) : null,
        savedSearchId: search ? (alert.savedSearchId ?? null) : null,
        groupBy: search ? emptyToNull(alert.groupBy) : null,
        chartConfig: inline && isJson(alert.chartConfig) ? alert.chartConfig : null,
        threshold: Number(alert.threshold),
        thresholdMax: (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRangeThreshold */ .tU)(alert.thresholdType ?? 'above') ? numOrNull(alert.thresholdMax) : null,
        thresholdType: alert.thresholdType ?? 'above',
        interval: alert.interval ?? '5m',
        scheduleOffsetMinutes: numOrNull(alert.scheduleOffsetMinutes) ?? 0,
        scheduleStartAt: isoOrNull(alert.scheduleStartAt),
        channels: channelIds(alert),
        message: text,
        note: emptyToNull(alert.note),
        numConsecutiveWindows: numOrNull(alert.numConsecutiveWindows),
        displayName: emptyToNull(alert.displayName),
        tags: Array.isArray(alert.tags) ? [...new Set(alert.tags.filter((t) => typeof t === 'string'))].sort() : null,
        detectionMode: typeof alert.detectionMode === 'string' ? alert.detectionMode : null,
        anomalyConfig: isJson(alert.anomalyConfig) ? alert.anomalyConfig : null,
    };
    return { value, scope };
}
const sameSet = (a, b) => Array.isArray(a) && a.length === b.length && a.every((t) => typeof t === 'string') && [...a].sort().join('\u0000') === [...b].join('\u0000');
const isJson = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function channelIds(alert) {
    const list = Array.isArray(alert.channels) && alert.channels.length > 0 ? alert.channels : alert.channel ? [alert.channel] : [];
    const ids = [];
    for (const c of list) {
        if (typeof c === 'object' && c !== null && 'type' in c && c.type === 'webhook' && 'webhookId' in c && typeof c.webhookId === 'string')
            ids.push(c.webhookId);
    }
    return ids;
}
const ALERT_MODEL = {
    known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_3__/* .fields */ .OA)(['source', 'dashboardId', 'tileId', 'savedSearchId', 'groupBy', 'chartConfig', 'threshold', 'thresholdMax', 'thresholdType', 'interval'], ['scheduleOffsetMinutes', 'scheduleStartAt', 'channel', 'channels', 'name', 'message', 'note', 'numConsecutiveWindows'], ['displayName', 'tags', 'detectionMode', 'anomalyConfig']),
    readOnly: _read_only_js__WEBPACK_IMPORTED_MODULE_1__/* .ALERT_READ_ONLY */ .v,
    nested: {
        channels: {
            list: { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_3__/* .fields */ .OA)(['type', 'webhookId']) },
            match: (item, live) => live.find((c) => c.type === 'webhook' && c.webhookId === item.webhookId),
            foreign: (c) => c.type !== 'webhook',
        },
        anomalyConfig: { object: { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_3__/* .fields */ .OA)(_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .ANOMALY_FIELDS */ .oY) } },
    },
};
function toBody(want, scope, singleChannel = false, live) {
    const wanted = want.channels.map((webhookId) => ({ type: 'webhook', webhookId }));
    const body = {
        source: want.source,
        threshold: want.threshold,
        thresholdType: want.thresholdType,
        interval: want.interval,
        name: want.name,
        message: (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .withMarker */ .Pe)(want.message, scope),
        note: want.note,
        numConsecutiveWindows: want.numConsecutiveWindows,
        scheduleStartAt: want.scheduleStartAt,
    };
    if (want.source === 'tile') {
        body.dashboardId = want.dashboardId ?? undefined;
        body.tileId = want.tileId ?? undefined;
    }
    else if (want.source === 'inline') {
        body.chartConfig = chartOfWrite(live?.source === 'inline' ? live.chartConfig : undefined, want);
    }
    else {
        body.savedSearchId = want.savedSearchId ?? undefined;
        body.groupBy = want.groupBy;
    }
    if (want.thresholdMax !== null)
        body.thresholdMax = want.thresholdMax;
    if (want.scheduleOffsetMinutes !== 0)
        body.scheduleOffsetMinutes = want.scheduleOffsetMinutes;
    if (want.displayName !== null)
        body.displayName = want.displayName;
    if (want.tags !== null)
        body.tags = live && sameSet(live.tags, want.tags) ? live.tags : want.tags;
    if (want.detectionMode !== null)
        body.detectionMode = want.detectionMode;
    if (want.anomalyConfig !== null)
        body.anomalyConfig = want.anomalyConfig;
    if (!live)
        return withChannels(body, wanted, singleChannel);
    const answered = Array.isArray(live.channels) ? live.channels : live.channel ? [live.channel] : [];
    const liveChannels = singleChannel ? answered.filter((c) => isJson(c) && c.type === 'webhook') : answered;
    const carried = (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_3__/* .carry */ .Ul)({ ...live, channels: liveChannels }, { ...body, channels: wanted }, ALERT_MODEL).value;
    return withChannels(carried, carried.channels ?? wanted, singleChannel);
}
function withChannels(body, channels, singleChannel) {
    const { channel: _c, channels: _cs, ...rest } = body;
    return singleChannel ? { ...rest, channel: channels[0] } : { ...rest, channel: channels[0], channels };
}
function chartOfWrite(liveChart, want) {
    return (0,_inline_js__WEBPACK_IMPORTED_MODULE_4__/* .carry */ .Ul)(liveChart, want.chartConfig ?? {});
}
function isoOrNull(v) {
    if (typeof v !== 'string' || v === '')
        return null;
    const t = Date.parse(v);
    return Number.isNaN(t) ? v : new Date(t).toISOString();
}
function emptyToNull(v) {
    return typeof v === 'string' && v !== '' ? v : null;
}
function numOrNull(v) {
    if (v === null || v === undefined || v === '')
        return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
}


/***/ }),

/***/ 73238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ same),
/* harmony export */   G4: () => (/* binding */ jsonDiff),
/* harmony export */   MC: () => (/* binding */ variantKeys),
/* harmony export */   eY: () => (/* binding */ snapshotOf),
/* harmony export */   fx: () => (/* binding */ ID_KEYS),
/* harmony export */   iE: () => (/* binding */ canonTile),
/* harmony export */   iU: () => (/* binding */ canonDashboard)
/* harmony export */ });
/* unused harmony exports canonConfig, DASHBOARD_FIELDS */
/* harmony import */ var _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46595);
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37284);


const VARIANTS = {
    line: 'lineConfig',
    stacked_bar: 'stackedBarConfig',
    table: 'tableConfig',
    number: 'numberConfig',
    pie: 'pieConfig',
    bar: 'barConfig',
    heatmap: 'heatmapConfig',
    search: 'searchConfig',
    event_patterns: 'eventPatternsConfig',
    markdown: 'markdownConfig',
};
const SQL_VARIANTS = {
    line: 'sqlLineConfig',
    stacked_bar: 'sqlStackedBarConfig',
    table: 'sqlTableConfig',
    number: 'sqlNumberConfig',
    pie: 'sqlPieConfig',
    bar: 'sqlBarConfig',
};
const ID_KEYS = { source: 'sourceId', connection: 'connectionId' };
function variantKeys(config, edition) {
    const type = typeof config.displayType === 'string' ? config.displayType : '';
    const sql = config.configType === 'sql';
    if (config.configType !== undefined && !sql)
        return undefined;
    const def = (sql ? SQL_VARIANTS : VARIANTS)[type];
    const props = def ? _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .dashboardFileKeys */ .ZM.definitions[def]?.properties : undefined;
    if (!props)
        return undefined;
    const here = (k) => edition === undefined || k in ID_KEYS || (props[k]?.edition ?? edition) === edition;
    return new Set(Object.keys(props)
        .filter(here)
        .map((k) => ID_KEYS[k] ?? k));
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function drop(o, key, value) {
    if (key in o && (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(o[key]) === (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(value))
        Reflect.deleteProperty(o, key);
}
function canonSelectItem(item) {
    if (!isObject(item))
        return item;
    const out = { ...item };
    drop(out, 'where', '');
    drop(out, 'whereLanguage', 'lucene');
    if (out.aggFn === 'count')
        drop(out, 'valueExpression', '');
    if (typeof out.level === 'string' && out.level.trim() !== '' && Number.isFinite(Number(out.level)))
        out.level = Number(out.level);
    if (out.aggFn !== 'quantile')
        delete out.level;
    return out;
}
function canonOnClick(onClick) {
    if (!isObject(onClick))
        return onClick;
    const out = { ...onClick };
    if (Array.isArray(out.filters)) {
        out.filters = out.filters.map((f) => {
            if (!isObject(f))
                return f;
            const g = { ...f };
            drop(g, 'kind', 'expressionTemplate');
            return g;
        });
        drop(out, 'filters', []);
    }
    return out;
}
function canonConfig(config) {
    const out = { ...config };
    const sql = out.configType === 'sql';
    const t = out.displayType;
    const series = t === 'line' || t === 'stacked_bar';
    if (!sql && (series || t === 'table'))
        drop(out, 'asRatio', false);
    if (series) {
        drop(out, 'fillNulls', true);
        drop(out, 'alignDateRangeToGranularity', true);
    }
    if (t === 'line') {
        drop(out, 'compareToPreviousPeriod', false);
        drop(out, 'fitYAxisToData', false);
    }
    drop(out, 'formulas', []);
    if (!Array.isArray(out.formulas))
        delete out.showOperandSeries;
    else
        drop(out, 'showOperandSeries', true);
    if (!sql && t === 'table')
        drop(out, 'groupByColumnsOnLeft', false);
    if (Array.isArray(out.select))
        out.select = out.select.map(canonSelectItem);
    if (t === 'heatmap' || t === 'search' || t === 'event_patterns') {
        drop(out, 'where', '');
        drop(out, 'whereLanguage', 'lucene');
    }
    if (t === 'event_patterns')
        drop(out, 'select', '');
    if (t === 'markdown')
        drop(out, 'markdown', '');
    if (t === 'pie' || t === 'bar')
        drop(out, 'limit', 0);
    if ('onClick' in out)
        out.onClick = canonOnClick(out.onClick);
    return out;
}
function canonFilter(filter) {
    if (!isObject(filter))
        return filter;
    const { id: _id, ...out } = filter;
    const list = out.type === 'STATIC_LIST';
    if (list) {
        drop(out, 'isVariableEnabled', true);
        drop(out, 'isBroadcastEnabled', false);
    }
    const broadcast = !list && out.isBroadcastEnabled !== false;
    const variable = list || out.isVariableEnabled === true;
    drop(out, 'type', 'QUERY_EXPRESSION');
    drop(out, 'where', '');
    drop(out, 'whereLanguage', 'sql');
    drop(out, 'isBroadcastEnabled', true);
    drop(out, 'isVariableEnabled', false);
    drop(out, 'appliesToSourceIds', []);
    if (!broadcast)
        delete out.appliesToSourceIds;
    if (!variable)
        delete out.variableName;
    return out;
}
function canonContainer(c) {
    if (!isObject(c))
        return c;
    const out = { ...c };
    drop(out, 'collapsible', true);
    drop(out, 'bordered', true);
    drop(out, 'tabs', []);
    return out;
}
function canonTile(tile, keepIds = false) {
    const out = { name: tile.name, x: tile.x, y: tile.y, w: tile.w, h: tile.h };
    if (keepIds)
        out.id = tile.id;
    if (typeof tile.containerId === 'string' && tile.containerId !== '')
        out.containerId = tile.containerId;
    if (typeof tile.tabId === 'string' && tile.tabId !== '')
        out.tabId = tile.tabId;
    out.config = isObject(tile.config) ? canonConfig(tile.config) : tile.config;
    return out;
}
const DASHBOARD_FIELDS = (/* unused pure expression or super */ null && (['name', 'tags', 'filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers']));
function canonDashboard(d, keepIds = false) {
    const out = { name: d.name };
    const tags = Array.isArray(d.tags) ? [...new Set(d.tags.filter((t) => typeof t === 'string'))].sort() : [];
    if (tags.length > 0)
        out.tags = tags;
    const filters = Array.isArray(d.filters) ? d.filters.map((f) => (keepIds && isObject(f) ? { ...canonFilter(f), id: f.id } : canonFilter(f))) : [];
    if (filters.length > 0)
        out.filters = filters;
    if (typeof d.savedQuery === 'string') {
        out.savedQuery = d.savedQuery;
        if (d.savedQueryLanguage !== undefined && d.savedQueryLanguage !== null && d.savedQueryLanguage !== 'lucene')
            out.savedQueryLanguage = d.savedQueryLanguage;
    }
    const values = Array.isArray(d.savedFilterValues)
        ? d.savedFilterValues.map((v) => {
            if (!isObject(v))
                return v;
            const w = { ...v };
            drop(w, 'type', 'sql');
            return w;
        })
        : [];
    if (values.length > 0)
        out.savedFilterValues = values;
    const containers = Array.isArray(d.containers) ? d.containers.map(canonContainer) : [];
    if (containers.length > 0)
        out.containers = containers;
    out.tiles = Array.isArray(d.tiles) ? d.tiles.filter(isObject).map((t) => canonTile(t, keepIds)) : [];
    if (keepIds)
        out.id = d.id;
    return out;
}
const same = (a, b) => (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(a) === (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(b);
function snapshotOf(d) {
    const c = canonDashboard(d, true);
    const tiles = c.tiles.map((t) => (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(t)).sort();
    return (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)({ ...c, tiles });
}
function jsonDiff(from, to, path = '') {
    if (same(from, to))
        return [];
    if (isObject(from) && isObject(to)) {
        const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
        return keys.flatMap((k) => jsonDiff(from[k], to[k], path ? `${path}.${k}` : k));
    }
    if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
        return from.flatMap((v, i) => jsonDiff(v, to[i], `${path}[${i}]`));
    }
    return [{ field: path, from: from ?? null, to: to ?? null }];
}


/***/ }),

/***/ 46595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ alertFileKeys),
/* harmony export */   ZM: () => (/* binding */ dashboardFileKeys)
/* harmony export */ });
/* unused harmony exports alertTestFileKeys, checksFileKeys, stackFileKeys */
const alertFileKeys = { "properties": ["version", "scope", "defaults", "alerts"], "definitions": { "name": { "properties": {} }, "id": { "properties": {} }, "channel": { "properties": { "type": { "values": ["webhook"] }, "webhook": {}, "webhookId": {} } }, "fields": { "properties": { "name": {}, "adopt": {}, "source": { "values": ["tile", "saved_search", "inline"] }, "chart": { "edition": "self-hosted", "properties": ["displayType"] }, "dashboard": {}, "dashboardId": {}, "tile": {}, "tileId": {}, "savedSearch": {}, "savedSearchId": {}, "groupBy": {}, "threshold": {}, "thresholdMax": {}, "thresholdType": { "values": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "values": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d", "30s"] }, "scheduleOffsetMinutes": {}, "scheduleStartAt": {}, "channel": {}, "channels": {}, "message": {}, "note": {}, "numConsecutiveWindows": {}, "displayName": { "edition": "self-hosted" }, "tags": { "edition": "self-hosted" }, "detectionMode": { "values": ["threshold", "anomaly"], "edition": "managed" }, "anomalyConfig": { "edition": "managed", "properties": ["bucketSizeSeconds", "zScoreThreshold", "condition", "minAbsoluteDelta", "nonNegative", "maxSeries", "baselineLookbackMinutes"] } } }, "alert": { "properties": {} } } };
const alertTestFileKeys = { "properties": ["version", "alertFile", "start", "tests"], "definitions": { "time": { "properties": {} }, "values": { "properties": {} }, "series": { "properties": { "group": {}, "values": {} } }, "evalTime": { "properties": {} }, "expectation": { "properties": { "at": {}, "outcome": { "values": ["fires", "alerting", "ok", "pending", "resolves", "no_data"] }, "group": {} } }, "test": { "properties": { "name": {}, "alert": {}, "start": {}, "values": {}, "series": {}, "expect": {} } } } };
const checksFileKeys = { "properties": ["version", "defaults", "checks"], "definitions": { "duration": { "properties": {} }, "positiveDuration": { "properties": {} }, "time": { "properties": {} }, "condition": { "properties": {} }, "shared": { "properties": { "window": {}, "startTime": {}, "endTime": {}, "granularity": { "values": ["30s", "1m", "5m", "10m", "15m", "30m", "1h", "2h", "6h", "12h", "1d", "2d", "7d", "30d", "auto"] }, "reduce": { "values": ["max", "min", "avg", "sum", "last"] }, "no-data": { "values": ["pass", "warn", "fail"] }, "attempts": {}, "every": {}, "initial-delay": {} } }, "series": { "properties": { "source": {}, "sourceId": {}, "aggFn": { "values": ["avg", "count", "count_distinct", "last_value", "max", "min", "quantile", "sum", "any", "none", "increase"] }, "field": {}, "where": {}, "whereLanguage": { "values": ["lucene", "sql"] }, "groupBy": {}, "level": {}, "metricName": {}, "metricDataType": { "values": ["gauge", "histogram", "sum", "summary", "exponential histogram"] }, "dataSource": { "values": ["events", "metrics"] }, "sortOrder": { "values": ["asc", "desc"] } } }, "check": { "properties": { "name": {}, "series": {}, "value": {}, "fail": {}, "warn": {}, "baseline": {}, "window": {}, "startTime": {}, "endTime": {}, "granularity": {}, "reduce": {}, "no-data": {}, "attempts": {}, "every": {}, "initial-delay": {} } } } };
const dashboardFileKeys = { "properties": ["version", "scope", "dashboards"], "definitions": { "sourceName": { "properties": {} }, "queryLanguage": { "properties": {} }, "paletteToken": { "properties": {} }, "numberFormat": { "properties": { "output": { "values": ["currency", "percent", "byte", "time", "duration", "number", "data_rate", "throughput"] }, "numericUnit": { "values": ["bytes_iec", "bytes_si", "bits_iec", "bits_si", "kibibytes", "kilobytes", "mebibytes", "megabytes", "gibibytes", "gigabytes", "tebibytes", "terabytes", "pebibytes", "petabytes", "packets_sec", "bytes_sec_iec", "bytes_sec_si", "bits_sec_iec", "bits_sec_si", "kibibytes_sec", "kibibits_sec", "kilobytes_sec", "kilobits_sec", "mebibytes_sec", "mebibits_sec", "megabytes_sec", "megabits_sec", "gibibytes_sec", "gibibits_sec", "gigabytes_sec", "gigabits_sec", "tebibytes_sec", "tebibits_sec", "terabytes_sec", "terabits_sec", "pebibytes_sec", "pebibits_sec", "petabytes_sec", "petabits_sec", "cps", "ops", "rps", "reads_sec", "wps", "iops", "cpm", "opm", "rpm_reads", "wpm"] }, "mantissa": {}, "thousandSeparated": {}, "average": {}, "decimalBytes": {}, "factor": {}, "currencySymbol": {}, "unit": {} } }, "aggFn": { "properties": {} }, "selectItem": { "properties": { "aggFn": {}, "valueExpression": {}, "alias": {}, "level": { "values": [0.5, 0.9, 0.95, 0.99] }, "where": {}, "whereLanguage": {}, "metricName": {}, "metricType": { "values": ["gauge", "histogram", "sum", "summary", "exponential histogram"] }, "periodAggFn": { "values": ["delta"] }, "numberFormat": {} } }, "select": { "properties": {} }, "formula": { "properties": { "expression": {}, "alias": {}, "numberFormat": {} } }, "heatmapSelectItem": { "properties": { "valueExpression": {}, "countExpression": {}, "heatmapScaleType": { "values": ["log", "linear"] } } }, "colorRuleNumeric": { "properties": { "operator": { "values": ["gt", "gte", "lt", "lte"] }, "value": {}, "color": {}, "label": {} } }, "colorRuleBetween": { "properties": { "operator": { "values": ["between"] }, "value": {}, "color": {}, "label": {} } }, "colorRuleEquality": { "properties": { "operator": { "values": ["eq", "neq"] }, "value": {}, "color": {}, "label": {} } }, "colorRule": { "properties": { "operator": { "values": ["gt", "gte", "lt", "lte", "between", "eq", "neq"] } } }, "backgroundChart": { "properties": { "type": { "values": ["line", "area"] }, "color": {} } }, "onClickFilter": { "properties": { "kind": { "values": ["expressionTemplate"] }, "expression": {}, "template": {} } }, "onClickSearch": { "properties": { "type": { "values": ["search"] }, "target": { "properties": ["source", "template"] }, "whereTemplate": {}, "whereLanguage": {}, "filters": {} } }, "onClickDashboard": { "properties": { "type": { "values": ["dashboard"] }, "target": { "properties": ["dashboard", "template"] }, "whereTemplate": {}, "whereLanguage": {}, "filters": {} } }, "onClickExternal": { "properties": { "type": { "values": ["external"] }, "urlTemplate": {} } }, "onClick": { "properties": { "type": { "values": ["search", "dashboard", "external"] } } }, "lineConfig": { "properties": { "displayType": { "values": ["line"] }, "source": {}, "select": {}, "groupBy": {}, "asRatio": {}, "alignDateRangeToGranularity": {}, "fillNulls": {}, "fitYAxisToData": {}, "lineInterpolation": { "values": ["linear", "monotone", "step"], "edition": "self-hosted" }, "numberFormat": {}, "compareToPreviousPeriod": {}, "seriesLimit": {}, "formulas": {}, "showOperandSeries": {} } }, "stackedBarConfig": { "properties": { "displayType": { "values": ["stacked_bar"] }, "source": {}, "select": {}, "groupBy": {}, "asRatio": {}, "alignDateRangeToGranularity": {}, "fillNulls": {}, "numberFormat": {}, "seriesLimit": {}, "formulas": {}, "showOperandSeries": {} } }, "tableConfig": { "properties": { "displayType": { "values": ["table"] }, "source": {}, "select": {}, "groupBy": {}, "having": {}, "orderBy": {}, "asRatio": {}, "numberFormat": {}, "groupByColumnsOnLeft": {}, "onClick": {}, "formulas": {}, "showOperandSeries": {} } }, "numberConfig": { "properties": { "displayType": { "values": ["number"] }, "source": {}, "select": {}, "formulas": {}, "numberFormat": {}, "color": {}, "colorRules": {}, "backgroundChart": {} } }, "pieConfig": { "properties": { "displayType": { "values": ["pie"] }, "source": {}, "select": {}, "groupBy": {}, "orderBy": {}, "numberFormat": {}, "limit": {} } }, "barConfig": { "properties": { "displayType": { "values": ["bar"] }, "source": {}, "select": {}, "groupBy": {}, "orderBy": {}, "numberFormat": {}, "limit": {} } }, "heatmapConfig": { "properties": { "displayType": { "values": ["heatmap"] }, "source": {}, "select": {}, "where": {}, "whereLanguage": {}, "numberFormat": {} } }, "searchConfig": { "properties": { "displayType": { "values": ["search"] }, "source": {}, "select": {}, "where": {}, "whereLanguage": {} } }, "eventPatternsConfig": { "properties": { "displayType": { "values": ["event_patterns"] }, "source": {}, "select": {}, "where": {}, "whereLanguage": {} } }, "markdownConfig": { "properties": { "displayType": { "values": ["markdown"] }, "markdown": {} } }, "sqlLineConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["line"] }, "compareToPreviousPeriod": {}, "fillNulls": {}, "alignDateRangeToGranularity": {}, "fitYAxisToData": {}, "lineInterpolation": { "values": ["linear", "monotone", "step"], "edition": "self-hosted" }, "seriesLimit": { "edition": "self-hosted" } } }, "sqlStackedBarConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["stacked_bar"] }, "fillNulls": {}, "alignDateRangeToGranularity": {}, "seriesLimit": { "edition": "self-hosted" } } }, "sqlTableConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["table"] }, "onClick": {} } }, "sqlNumberConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["number"] }, "color": {} } }, "sqlPieConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["pie"] } } }, "sqlBarConfig": { "properties": { "configType": { "values": ["sql"] }, "connection": { "edition": "self-hosted" }, "source": {}, "sqlTemplate": {}, "numberFormat": {}, "displayType": { "values": ["bar"] } } }, "tileConfig": { "properties": { "displayType": { "values": ["line", "stacked_bar", "table", "number", "pie", "bar", "heatmap", "search", "event_patterns", "markdown"] }, "configType": { "values": ["sql"] } } }, "tile": { "properties": { "name": {}, "was": {}, "x": {}, "y": {}, "w": {}, "h": {}, "containerId": {}, "tabId": {}, "config": {} } }, "queryFilter": { "properties": { "name": {}, "type": { "values": ["QUERY_EXPRESSION"] }, "expression": {}, "source": {}, "sourceMetricType": { "values": ["sum", "gauge", "histogram", "summary", "exponential histogram"] }, "where": {}, "whereLanguage": {}, "appliesToSources": {}, "isBroadcastEnabled": {}, "isVariableEnabled": {}, "variableName": {} } }, "staticListFilter": { "properties": { "name": {}, "type": { "values": ["STATIC_LIST"], "edition": "self-hosted" }, "values": {}, "variableName": {} } }, "filter": { "properties": { "type": { "values": ["QUERY_EXPRESSION", "STATIC_LIST"] } } }, "savedFilterValue": { "properties": { "type": { "values": ["sql", "variable"] } } }, "sqlFilterValue": { "properties": { "type": { "values": ["sql"] }, "condition": {} } }, "variableFilterValue": { "properties": { "type": { "values": ["variable"] }, "name": {}, "values": {} } }, "container": { "properties": { "id": {}, "title": {}, "collapsed": {}, "collapsible": {}, "bordered": {}, "tabs": {} } }, "tag": { "properties": {} }, "dashboard": { "properties": { "name": {}, "was": {}, "adopt": {}, "tags": {}, "filters": {}, "savedQuery": {}, "savedQueryLanguage": { "values": ["lucene", "sql", "promql"] }, "savedFilterValues": {}, "containers": {}, "tiles": {} } } } };
const stackFileKeys = { "properties": ["version", "scope", "connections", "sources", "savedSearches", "webhooks", "roles", "dashboards", "alerts", "defaults"], "definitions": { "secretRef": { "properties": { "env": {} } }, "connection": { "properties": { "name": {}, "was": {}, "host": {}, "username": {}, "password": {}, "hyperdxSettingPrefix": {}, "isPrometheusEndpoint": {} } }, "source": { "properties": { "name": {}, "was": {}, "kind": { "values": ["log", "trace", "session", "metric", "promql"] }, "section": {}, "disabled": {}, "connection": { "edition": "self-hosted" }, "connectionId": {}, "from": { "properties": ["databaseName", "tableName"] }, "querySettings": {}, "timestampValueExpression": {}, "defaultTableSelectExpression": {}, "serviceNameExpression": {}, "serviceVersionExpression": { "edition": "self-hosted" }, "severityTextExpression": {}, "bodyExpression": {}, "eventAttributesExpression": {}, "resourceAttributesExpression": {}, "displayedTimestampValueExpression": {}, "traceIdExpression": {}, "spanIdExpression": {}, "implicitColumnExpression": {}, "knownColumnsListExpression": {}, "tableFilterExpression": { "edition": "self-hosted" }, "highlightedTraceAttributeExpressions": {}, "highlightedRowAttributeExpressions": {}, "materializedViews": {}, "metadataMaterializedViews": { "properties": ["keyRollupTable", "kvRollupTable", "granularity"] }, "orderByExpression": { "edition": "self-hosted" }, "useTextIndexForImplicitColumn": { "values": ["auto", "enabled", "disabled"] }, "filterSettings": { "edition": "managed", "properties": ["databaseName", "tableName", "columns"] }, "durationExpression": {}, "durationPrecision": {}, "parentSpanIdExpression": {}, "spanNameExpression": {}, "spanKindExpression": {}, "sampleRateExpression": { "edition": "self-hosted" }, "statusCodeExpression": {}, "statusMessageExpression": {}, "spanEventsValueExpression": {}, "spanLinksValueExpression": { "edition": "self-hosted" }, "metricTables": { "properties": ["gauge", "histogram", "sum", "summary", "exponential histogram"] }, "seriesTable": { "edition": "self-hosted" }, "logSource": {}, "logSourceId": {}, "traceSource": {}, "traceSourceId": {}, "metricSource": {}, "metricSourceId": {}, "sessionSource": {}, "sessionSourceId": {} } }, "savedSearch": { "properties": { "name": {}, "was": {}, "adopt": {}, "source": {}, "sourceId": {}, "select": {}, "where": {}, "whereLanguage": { "values": ["lucene", "sql"] }, "orderBy": {}, "tags": {}, "filters": {} } }, "webhook": { "properties": { "name": {}, "was": {}, "adopt": {}, "service": { "values": ["slack", "incidentio", "generic"] }, "url": {}, "description": {}, "body": {}, "headers": {}, "queryParams": {} } }, "role": { "properties": { "name": {}, "was": {}, "adopt": {}, "description": {}, "permissions": {} } } } };


/***/ }),

/***/ 68544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rawEcho: () => (/* binding */ rawEcho)
/* harmony export */ });
/* harmony import */ var _alerts_echo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7322);
/* harmony import */ var _dashboards_canon_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73238);
/* harmony import */ var _util_echo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57355);



function rawEcho(resource, body, answer) {
    if (!answer || typeof answer !== 'object')
        return [];
    const show = (field, sent, stored) => (0,_util_echo_js__WEBPACK_IMPORTED_MODULE_2__/* .echoField */ .o)(field, sent ?? null, stored ?? null);
    if (resource === 'dashboards') {
        if (!Array.isArray(answer.tiles) || (Array.isArray(body.tiles) && body.tiles.some((t) => t && typeof t === 'object' && 'series' in t)))
            return [];
        return (0,_dashboards_canon_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonDiff */ .G4)((0,_dashboards_canon_js__WEBPACK_IMPORTED_MODULE_1__/* .canonDashboard */ .iU)(answer), (0,_dashboards_canon_js__WEBPACK_IMPORTED_MODULE_1__/* .canonDashboard */ .iU)(body))
            .filter((d) => (d.field.split(/[.[]/)[0] ?? '') in body)
            .map((d) => show(d.field, d.to, d.from));
    }
    const sentKey = (field) => (field === 'channels' ? 'channels' in body || 'channel' in body : field in body);
    return ((0,_alerts_echo_js__WEBPACK_IMPORTED_MODULE_0__/* .echoOf */ .XL)(body, answer) ?? []).filter((d) => sentKey(d.field)).map((d) => show(d.field, d.from, d.to));
}


/***/ }),

/***/ 79327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ project),
/* harmony export */   OA: () => (/* binding */ fields),
/* harmony export */   Ul: () => (/* binding */ carry),
/* harmony export */   _6: () => (/* binding */ unknownFields)
/* harmony export */ });
const isJson = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const fields = (...lists) => new Set(lists.flat());
function modelOf(m, desired, live) {
    return typeof m === 'function' ? m(desired, live) : m;
}
function carry(live, desired, model, path = '') {
    const carried = [];
    const value = carryInto(live, desired, model, path, carried);
    return { value, carried };
}
function carryInto(live, desired, m, path, carried) {
    const model = modelOf(m, desired, live);
    if (!model)
        return desired;
    const out = { ...desired };
    const at = (k) => (path ? `${path}.${k}` : k);
    for (const [k, v] of Object.entries(live)) {
        if (v === undefined || model.readOnly?.has(k))
            continue;
        if (!model.known.has(k)) {
            if (!(k in desired)) {
                out[k] = v;
                carried.push(at(k));
            }
            continue;
        }
        const inside = model.nested?.[k];
        const want = desired[k];
        if (!inside || want === undefined || want === null)
            continue;
        if ('object' in inside) {
            if (isJson(v) && isJson(want))
                out[k] = carryInto(v, want, inside.object, at(k), carried);
            continue;
        }
        if (!Array.isArray(v) || !Array.isArray(want))
            continue;
        const liveItems = v.filter(isJson);
        const taken = new Set();
        const items = want.map((item, i) => {
            if (!isJson(item))
                return item;
            const hit = inside.match(item, liveItems, i);
            if (!hit || taken.has(hit))
                return item;
            taken.add(hit);
            return carryInto(hit, item, inside.list, `${at(k)}[${i}]`, carried);
        });
        liveItems.forEach((item, i) => {
            if (taken.has(item) || !inside.foreign?.(item))
                return;
            const place = Math.min(i, items.length);
            items.splice(place, 0, item);
            carried.push(`${at(k)}[${place}]`);
        });
        out[k] = items;
    }
    return out;
}
function project(live, m, path = '') {
    const model = modelOf(m, live, live);
    if (!model)
        return { value: live, unknown: [] };
    const at = (k) => (path ? `${path}.${k}` : k);
    const value = {};
    const unknown = [];
    for (const [k, v] of Object.entries(live)) {
        if (v === undefined || model.readOnly?.has(k))
            continue;
        if (!model.known.has(k)) {
            unknown.push(at(k));
            continue;
        }
        const inside = model.nested?.[k];
        if (inside && 'object' in inside && isJson(v)) {
            const inner = project(v, inside.object, at(k));
            value[k] = inner.value;
            unknown.push(...inner.unknown);
        }
        else if (inside && 'list' in inside && Array.isArray(v)) {
            const items = [];
            v.forEach((item, i) => {
                if (!isJson(item))
                    items.push(item);
                else if (inside.foreign?.(item))
                    unknown.push(`${at(k)}[${i}]`);
                else {
                    const inner = project(item, inside.list, `${at(k)}[${i}]`);
                    items.push(inner.value);
                    unknown.push(...inner.unknown);
                }
            });
            value[k] = items;
        }
        else
            value[k] = v;
    }
    return { value, unknown };
}
function unknownFields(live, m, path = '') {
    return project(live, m, path).unknown;
}


/***/ }),

/***/ 37284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ matchesFingerprint),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const stringify = JSON.stringify;
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
function fingerprintOf(doc) {
    const full = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(doc)).digest('hex');
    return { full, short: full.slice(0, 12) };
}
function matchesFingerprint(expected, full) {
    const e = expected.trim().toLowerCase();
    return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}


/***/ })

};
