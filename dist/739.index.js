export const id = 739;
export const ids = [739];
export const modules = {

/***/ 36214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 71361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FX: () => (/* binding */ renderAlertFile),
/* harmony export */   bz: () => (/* binding */ exportReport)
/* harmony export */ });
/* unused harmony export SCHEMA_URL */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96867);
/* harmony import */ var _generated_alert_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99362);
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79327);
/* harmony import */ var _util_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94573);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34816);
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4774);
/* harmony import */ var _inline_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96376);








const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json';
function nameOr(list, id) {
    const hit = list.find((o) => o.id === id);
    return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
}
function renderAlertFile(input) {
    const exported = [];
    const skipped = [];
    const kept = [];
    const entries = [];
    const taken = new Set();
    const nameCount = new Map();
    for (const a of input.alerts)
        if (a.name)
            nameCount.set(a.name, (nameCount.get(a.name) ?? 0) + 1);
    for (const alert of input.alerts) {
        const { value: v, scope } = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_4__/* .fromServer */ .Wj)(alert);
        const label = v.name ?? alert.id;
        if (scope !== undefined && scope !== input.scope) {
            skipped.push({ id: alert.id, name: label, reason: `managed by scope "${scope}"` });
            continue;
        }
        if (v.source !== 'tile' && v.source !== 'saved_search' && v.source !== 'inline') {
            skipped.push({ id: alert.id, name: label, reason: `its source is \`${v.source}\`, which the alert file cannot express` });
            continue;
        }
        const others = channelTypes(alert);
        if (v.channels.length === 0) {
            const reason = others.length > 0
                ? `its channels are ${others.map((t) => `\`${t}\``).join(', ')} ones, which the alert file cannot express (it needs a webhook channel)`
                : 'it has no notification channel (the alert file needs a webhook channel)';
            skipped.push({ id: alert.id, name: label, reason });
            continue;
        }
        const e = {};
        let target;
        if (v.source === 'tile') {
            const dash = input.dashboards.find((d) => d.id === v.dashboardId);
            const tile = dash?.tiles.find((t) => t.id === v.tileId);
            if (!dash || !tile) {
                skipped.push({ id: alert.id, name: label, reason: 'its dashboard or tile no longer exists' });
                continue;
            }
            target = `${dash.name} / ${tile.name}`;
            e.source = 'tile';
            const dn = nameOr(input.dashboards, dash.id);
            if (dn !== undefined)
                e.dashboard = dn;
            else
                e.dashboardId = dash.id;
            const tn = nameOr(dash.tiles, tile.id);
            if (tn !== undefined)
                e.tile = tn;
            else
                e.tileId = tile.id;
        }
        else if (v.source === 'inline') {
            const { chart, missing } = v.chartConfig
                ? (0,_inline_js__WEBPACK_IMPORTED_MODULE_6__/* .chartOfServer */ .xo)(v.chartConfig, { sources: input.sources, connections: input.connections })
                : { chart: undefined, missing: 'its chart was not read (the alert list leaves it out)' };
            const wrong = chart && (0,_inline_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .chartProblems */ .j)(chart, ['chart'], input.edition ?? 'self-hosted');
            if (!chart || (wrong && wrong.length > 0)) {
                const why = missing ?? `the file format refuses its chart: ${[...new Set((wrong ?? []).map((p) => `${p.path.join('.')}: ${p.message}`))].join('; ')}`;
                skipped.push({ id: alert.id, name: label, reason: why });
                continue;
            }
            target = `inline ${String(chart.displayType)} chart`;
            e.source = 'inline';
            e.chart = chart;
        }
        else {
            const s = input.savedSearches?.find((x) => x.id === v.savedSearchId);
            if (!s) {
                skipped.push({ id: alert.id, name: label, reason: 'its saved search no longer exists' });
                continue;
            }
            target = `saved search: ${s.name}`;
            e.source = 'saved_search';
            const sn = nameOr(input.savedSearches ?? [], s.id);
            if (sn !== undefined)
                e.savedSearch = sn;
            else
                e.savedSearchId = s.id;
            if (v.groupBy !== null)
                e.groupBy = v.groupBy;
        }
        e.threshold = v.threshold;
        e.thresholdType = v.thresholdType;
        if (v.thresholdMax !== null)
            e.thresholdMax = v.thresholdMax;
        e.interval = v.interval;
        if (v.scheduleOffsetMinutes !== 0)
            e.scheduleOffsetMinutes = v.scheduleOffsetMinutes;
        if (v.scheduleStartAt !== null)
            e.scheduleStartAt = v.scheduleStartAt;
        if (v.numConsecutiveWindows !== null)
            e.numConsecutiveWindows = v.numConsecutiveWindows;
        const chans = v.channels.map((id) => {
            const n = nameOr(input.webhooks, id);
            return n !== undefined ? { webhook: n } : { type: 'webhook', webhookId: id };
        });
        if (chans.length === 1)
            e.channel = chans[0];
        else
            e.channels = chans;
        if (v.message !== null)
            e.message = v.message;
        if (v.note !== null)
            e.note = v.note;
        if (v.displayName !== null && v.displayName.trim() !== '')
            e.displayName = v.displayName;
        if (v.tags !== null && v.tags.length > 0)
            e.tags = v.tags;
        if (v.detectionMode !== null && v.detectionMode !== 'threshold')
            e.detectionMode = v.detectionMode;
        if (v.anomalyConfig !== null && v.detectionMode === 'anomaly')
            e.anomalyConfig = v.anomalyConfig;
        const unique = v.name !== null && nameCount.get(v.name) === 1 && !taken.has(v.name);
        let name = v.name ?? target;
        for (let i = 2; taken.has(name); i++)
            name = `${v.name ?? target} (${i})`;
        taken.add(name);
        const ours = scope === input.scope;
        const entry = { name, ...(ours ? {} : { adopt: unique ? true : alert.id }), ...e };
        const problems = (0,_util_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(_generated_alert_file_js__WEBPACK_IMPORTED_MODULE_2__/* .alertFile */ .t, { version: 1, alerts: [entry] }, input.edition ?? 'self-hosted');
        if (problems.length > 0) {
            skipped.push({
                id: alert.id,
                name: label,
                reason: `the file format refuses it: ${[...new Set(problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`))].join('; ')}`,
            });
            continue;
        }
        entries.push(entry);
        exported.push({ name, id: alert.id, target, ownership: ours ? 'ours' : 'adopt' });
        const unknown = [...others.map((t) => `its ${t} channel`), ...(0,_util_carry_js__WEBPACK_IMPORTED_MODULE_7__/* .unknownFields */ ._6)(alert, _normalize_js__WEBPACK_IMPORTED_MODULE_4__/* .ALERT_MODEL */ .z_).filter((f) => !f.startsWith('channels['))];
        if (unknown.length > 0)
            kept.push(`alert "${name}": ${unknown.map((f) => (f.startsWith('its ') ? f : `\`${f}\``)).join(', ')}`);
    }
    const doc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({ version: 1, alerts: entries });
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_, pair) {
            const key = pair.key?.value;
            if ((key === 'channel' || key === 'channels') && pair.value) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value))
                    pair.value.flow = true;
                else
                    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(pair.value, { Map: (_k, m) => void (m.flow = true) });
            }
        },
    });
    doc.commentBefore = ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (alerts.export). Alerts marked \`adopt\` are taken over by the\n first sync of this file; until then they are left alone.`;
    return { text: doc.toString({ lineWidth: 0 }), entries, exported, skipped, kept };
}
function channelTypes(alert) {
    const list = Array.isArray(alert.channels) ? alert.channels : alert.channel ? [alert.channel] : [];
    const types = list.map((c) => (typeof c === 'object' && c !== null && 'type' in c ? String(c.type) : 'unknown')).filter((t) => t !== 'webhook');
    return [...new Set(types)];
}
function exportReport(out, where) {
    const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
    return {
        title: 'Alerts export',
        outcome: out.skipped.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${out.exported.length} alert(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
        counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
        table: {
            columns: ['', 'Alert', 'Target', 'Ownership'],
            rows: [
                ...out.exported.map((e) => [_report_model_js__WEBPACK_IMPORTED_MODULE_1__/* .STATUS_ICON */ .t.ok ?? '', e.name, e.target, e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync']),
                ...out.skipped.map((s) => [_report_model_js__WEBPACK_IMPORTED_MODULE_1__/* .STATUS_ICON */ .t.unmanaged ?? '', s.name, '', `skipped: ${s.reason}`]),
            ],
        },
        notes: [
            `Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its alerts stay owned.`,
            ...(out.kept.length > 0 ? [`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`] : []),
        ],
    };
}


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

/***/ 26122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alertsExport: () => (/* binding */ alertsExport)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _alerts_export_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71361);
/* harmony import */ var _alerts_inline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4774);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75787);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93059);
/* harmony import */ var _util_workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50977);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(94437);








const alertsExport = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_6__/* .ALERTS_EXPORT */ .XF,
    async prepare(input, { context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `alerts.export needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .KT)('output-file')} (where to write the alert file).`);
        const path = await (0,_util_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .workspaceOutput */ .lB)(context, 'output-file', outputFile);
        const display = (0,_util_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(context, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(context.root, outputFile));
        const scope = input.text('scope') || (0,_util_files_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultScope */ ._V)(context, display);
        return async ({ client, redactor }) => {
            const [listed, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
            const alerts = await (0,_alerts_inline_js__WEBPACK_IMPORTED_MODULE_7__/* .withCharts */ .Uv)(client, listed);
            const savedSearches = alerts.some((a) => a.source === 'saved_search') ? await client.listSavedSearches() : undefined;
            const inline = alerts.some((a) => a.source === 'inline');
            const sources = inline ? await client.listSources() : undefined;
            const connections = inline && client.has('connections') ? await client.listOf('connections') : undefined;
            const out = (0,_alerts_export_js__WEBPACK_IMPORTED_MODULE_2__/* .renderAlertFile */ .FX)({ alerts, dashboards, webhooks, savedSearches, sources, connections, scope, edition: client.edition });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, redactor.text(out.text));
            return {
                result: { file: display, scope, exported: out.exported, skipped: out.skipped },
                changed: false,
                outputs: {},
                report: (0,_alerts_export_js__WEBPACK_IMPORTED_MODULE_2__/* .exportReport */ .bz)(out, { file: display, scope }),
            };
        };
    },
};


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


/***/ })

};
