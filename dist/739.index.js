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
/** Unique match by name → the name; otherwise the id is kept. */
function nameOr(list, id) {
    const hit = list.find((o) => o.id === id);
    return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
}
/**
 * Existing alerts → an alert file (version 1) with names in place of ids where they resolve
 * uniquely. Alerts without marker get `adopt` so the first sync takes them over instead of
 * duplicating them; alerts of other scopes are left out (another file manages them).
 */
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
        // Exactly why the file cannot hold it: what it watches first, then how it notifies.
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
        // A name that identifies exactly this alert can be adopted by name; otherwise by id.
        const unique = v.name !== null && nameCount.get(v.name) === 1 && !taken.has(v.name);
        let name = v.name ?? target;
        for (let i = 2; taken.has(name); i++)
            name = `${v.name ?? target} (${i})`;
        taken.add(name);
        const ours = scope === input.scope;
        const entry = { name, ...(ours ? {} : { adopt: unique ? true : alert.id }), ...e };
        // What the file format refuses (a message with no room for the marker, …) would make the
        // re-sync of this file fail: left out, every reason named, never written.
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
/** The types of an alert's channels that are not webhooks (the managed edition's email ones). */
function channelTypes(alert) {
    const list = Array.isArray(alert.channels) ? alert.channels : alert.channel ? [alert.channel] : [];
    const types = list.map((c) => (typeof c === 'object' && c !== null && 'type' in c ? String(c.type) : 'unknown')).filter((t) => t !== 'webhook');
    return [...new Set(types)];
}
/** What alerts.export wrote: every alert, to adopt or already this scope's, and what it left out. */
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








/** Writes the existing alerts as an alert file, so a team can adopt what it already has. */
const alertsExport = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_6__/* .ALERTS_EXPORT */ .XF,
    async prepare(input, { context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `alerts.export needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .KT)('output-file')} (where to write the alert file).`);
        // Checked before any request: a path out of the workspace is refused with nothing read or written.
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
            // A file a team commits: no secret in it, whatever the server stored.
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


/***/ })

};
