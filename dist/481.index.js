export const id = 481;
export const ids = [481];
export const modules = {

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

/***/ 5003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ renderDashboardFile),
/* harmony export */   Pk: () => (/* binding */ needsConnections),
/* harmony export */   bz: () => (/* binding */ exportReport)
/* harmony export */ });
/* unused harmony export SCHEMA_URL */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94008);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96867);
/* harmony import */ var _util_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94573);
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79327);
/* harmony import */ var _canon_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73238);
/* harmony import */ var _known_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89466);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11476);
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56431);









const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/dashboard-file.schema.json';
function needsConnections(dashboards, sources) {
    return dashboards.some((d) => d.tiles.some((t) => {
        const c = t.config ?? {};
        return c.configType === 'sql' && sources.find((s) => s.id === c.sourceId)?.connection !== c.connectionId;
    }));
}
class CannotExpress extends Error {
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function renderDashboardFile(input) {
    const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_7__/* .ownerTag */ .qE)(input.scope);
    const exported = [];
    const skipped = [];
    const renamed = [];
    const kept = [];
    const entries = [];
    const picked = input.dashboards
        .filter((d) => input.select(d.name).selected)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    const keys = (0,_match_js__WEBPACK_IMPORTED_MODULE_6__/* .liveKeys */ .n4)(picked.map((d) => d.name));
    const model = (0,_known_js__WEBPACK_IMPORTED_MODULE_5__/* .dashboardModel */ ._M)(input.edition);
    const count = (name) => input.dashboards.filter((d) => d.name === name).length;
    picked.forEach((d, i) => {
        const owner = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_7__/* .ownershipOf */ .VL)(d.tags, tag);
        if (owner.kind === 'other') {
            skipped.push({ name: d.name, id: d.id, reason: `managed by another scope (${owner.tags.join(', ')})` });
            return;
        }
        const known = (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_8__/* .project */ .Cv)(d, model);
        let entry;
        try {
            entry = toEntry(known.value, input);
        }
        catch (e) {
            if (!(e instanceof CannotExpress))
                throw e;
            skipped.push({ name: d.name, id: d.id, reason: e.message });
            return;
        }
        const name = keys[i];
        if (name !== d.name)
            renamed.push(`dashboard "${d.name || '(empty)'}" (id ${d.id}) → "${name}"`);
        const tileNames = (0,_match_js__WEBPACK_IMPORTED_MODULE_6__/* .liveKeys */ .n4)(d.tiles.map((t) => t.name));
        d.tiles.forEach((t, j) => {
            if (tileNames[j] !== t.name)
                renamed.push(`tile "${t.name || '(empty)'}" of "${name}" → "${tileNames[j]}"`);
        });
        const adopt = owner.kind === 'ours' ? {} : { adopt: count(d.name) === 1 && name === d.name ? true : d.id };
        const full = { name, ...adopt, ...entry };
        const problems = (0,_util_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(_generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_1__/* .dashboardFile */ .f, { version: 1, dashboards: [full] }, input.edition);
        if (problems.length > 0) {
            const each = problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`);
            skipped.push({ name: d.name, id: d.id, reason: `the file format refuses it: ${[...new Set(each)].join('; ')}` });
            return;
        }
        entries.push(full);
        exported.push({ name, id: d.id, ownership: owner.kind === 'ours' ? 'ours' : 'adopt', tiles: d.tiles.length });
        if (known.unknown.length > 0)
            kept.push(`dashboard "${name}": ${known.unknown.map((p) => readable(p, d, tileNames)).join(', ')}`);
    });
    const doc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({ version: 1, dashboards: entries });
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Map(_, map) {
            if (map.items.every((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.value)) && JSON.stringify(map.toJSON()).length <= 80 && map.items.length <= 4)
                map.flow = true;
        },
    });
    doc.commentBefore =
        ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (dashboards.export). Dashboards marked \`adopt\` are taken over by\n` +
            ' the first sync of this file (one update that adds the ownership tag, every tile id kept).';
    return { text: doc.toString({ lineWidth: 0 }), entries, exported, skipped, renamed, kept };
}
function readable(path, d, tileNames) {
    const m = /^(tiles|filters|savedFilterValues)\[(\d+)\]\.?(.*)$/.exec(path);
    if (!m)
        return `\`${path}\``;
    const [, list, i, rest] = m;
    const item = d[list]?.[Number(i)];
    const what = list === 'tiles'
        ? `tile "${tileNames[Number(i)] ?? i}"`
        : list === 'filters'
            ? `filter "${String(item?.name)}"${rest ? '' : ` (type ${JSON.stringify(item?.type)})`}`
            : `saved filter value ${Number(i) + 1}${rest ? '' : ` (type ${JSON.stringify(item?.type)})`}`;
    return rest ? `${what} \`${rest}\`` : what;
}
function toEntry(d, input) {
    const c = (0,_canon_js__WEBPACK_IMPORTED_MODULE_4__/* .canonDashboard */ .iU)(d);
    const sourceName = (id, what) => {
        const hit = input.sources.find((s) => s.id === id);
        if (!hit)
            throw new CannotExpress(`${what}: source ${String(id)} does not exist`);
        if (input.sources.filter((s) => s.name === hit.name).length > 1)
            throw new CannotExpress(`${what}: several sources are named "${hit.name}"`);
        return hit.name;
    };
    const reasons = [];
    const attempt = (f) => {
        try {
            return f();
        }
        catch (e) {
            if (!(e instanceof CannotExpress))
                throw e;
            reasons.push(e.message);
            return undefined;
        }
    };
    const entry = {};
    const tags = (c.tags ?? []).filter((t) => !(0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_7__/* .isOwnerTag */ .IR)(t));
    if (tags.length > 0)
        entry.tags = tags;
    if (Array.isArray(c.filters)) {
        entry.filters = c.filters.map((f) => attempt(() => {
            if (f.type === 'STATIC_LIST')
                return { name: f.name, ...f };
            const { sourceId, appliesToSourceIds, ...rest } = f;
            const out = { name: rest.name, ...rest, source: sourceName(sourceId, `filter "${String(f.name)}"`) };
            if (Array.isArray(appliesToSourceIds))
                out.appliesToSources = appliesToSourceIds.map((id) => sourceName(id, `filter "${String(f.name)}"`));
            return out;
        }));
    }
    for (const k of ['savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers'])
        if (c[k] !== undefined)
            entry[k] = c[k];
    const names = (0,_match_js__WEBPACK_IMPORTED_MODULE_6__/* .liveKeys */ .n4)(d.tiles.map((t) => t.name));
    entry.tiles = c.tiles.map((t, i) => {
        const name = names[i];
        const { name: _n, config, ...layout } = t;
        return { name, ...layout, config: attempt(() => fileConfig(isObject(config) ? config : {}, d.tiles[i]?.config ?? {}, name, input, sourceName)) };
    });
    if (reasons.length > 0)
        throw new CannotExpress(reasons.join('; '));
    return entry;
}
function fileConfig(config, live, tile, input, sourceName) {
    const what = `tile "${tile}"`;
    const keys = (0,_canon_js__WEBPACK_IMPORTED_MODULE_4__/* .variantKeys */ .MC)(live);
    if (!keys)
        throw new CannotExpress(`${what}: its ${live.configType ? `${typeof live.configType === 'string' ? live.configType : JSON.stringify(live.configType)} ` : ''}display type "${String(live.displayType)}" is not one the file format knows`);
    const { displayType, configType, sourceId, connectionId, onClick, ...rest } = config;
    const out = { ...(configType !== undefined ? { configType } : {}), displayType };
    if (sourceId !== undefined)
        out.source = sourceName(sourceId, what);
    if (configType === 'sql') {
        const src = input.sources.find((s) => s.id === sourceId);
        if (!src || src.connection !== connectionId) {
            const conn = (input.connections ?? []).filter((k) => k.id === connectionId);
            const named = conn[0] && (input.connections ?? []).filter((k) => k.name === conn[0]?.name).length === 1 ? conn[0].name : undefined;
            if (!named)
                throw new CannotExpress(`${what}: its connection ${String(connectionId)} cannot be named${input.connections ? '' : ' (the managed API has no connections list)'}`);
            out.connection = named;
        }
    }
    Object.assign(out, rest);
    if (isObject(onClick)) {
        const target = isObject(onClick.target) ? onClick.target : {};
        const click = { ...onClick };
        if (target.mode === 'template')
            click.target = { template: target.template };
        else if (onClick.type === 'dashboard') {
            const hit = input.dashboards.filter((x) => x.id === target.id);
            if (hit.length !== 1 || input.dashboards.filter((x) => x.name === hit[0]?.name).length > 1)
                throw new CannotExpress(`${what}: its link to dashboard ${String(target.id)} cannot be named`);
            click.target = { dashboard: hit[0]?.name };
        }
        else
            click.target = { source: sourceName(target.id, what) };
        out.onClick = click;
    }
    return out;
}
function exportReport(out, where) {
    const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
    const notes = [`Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its dashboards stay owned.`];
    if (out.renamed.length > 0)
        notes.push(`Renamed in the file (duplicate or empty names); the first sync writes the new names and keeps the ids: ${out.renamed.join('; ')}.`);
    if (out.kept.length > 0)
        notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
    if (out.skipped.length > 0)
        notes.push('Dashboards left out are not in the file at all: a sync of it never touches them.');
    notes.push('PromQL tiles are not returned by the API: neither export nor sync can see them, and any update of their dashboard deletes them.');
    return {
        title: 'Dashboards export',
        outcome: out.skipped.length > 0 || out.renamed.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${out.exported.length} dashboard(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
        counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
        table: {
            columns: ['', 'Dashboard', 'Tiles', 'Ownership'],
            rows: [
                ...out.exported.map((e) => [
                    _report_model_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_ICON */ .t.ok ?? '',
                    e.name,
                    String(e.tiles),
                    e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync',
                ]),
                ...out.skipped.map((s) => [_report_model_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_ICON */ .t.skipped ?? '', s.name, '', `skipped: ${s.reason}`]),
            ],
        },
        notes,
    };
}


/***/ }),

/***/ 50988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fy: () => (/* binding */ kindsToList),
/* harmony export */   H1: () => (/* binding */ isStackKind),
/* harmony export */   UZ: () => (/* binding */ leftOutNote),
/* harmony export */   Zg: () => (/* binding */ scrubSecrets),
/* harmony export */   jZ: () => (/* binding */ renderStackFile),
/* harmony export */   ok: () => (/* binding */ exportKinds),
/* harmony export */   qi: () => (/* binding */ EXPORT_SECTIONS),
/* harmony export */   tG: () => (/* binding */ kindsOf)
/* harmony export */ });
/* unused harmony export SCHEMA_URL */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _generated_stack_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69732);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56506);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7656);
/* harmony import */ var _util_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94573);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85881);
/* harmony import */ var _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67772);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69595);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(67803);









const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/stack-file.schema.json';
const EXPORT_SECTIONS = [..._kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP, 'dashboards', 'alerts'];
const isStackKind = (s) => _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP.includes(s);
const kindsOf = (edition) => _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP.filter((k) => _kinds_index_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_SPECS */ .u[k].editions.includes(edition));
function kindsToList(kinds, edition) {
    const want = new Set(kinds.flatMap((k) => [k, ..._kinds_index_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_SPECS */ .u[k].refersTo]));
    return _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP.filter((k) => want.has(k) && _kinds_index_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_SPECS */ .u[k].editions.includes(edition));
}
const plural = (word) => (/(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);
const byNameThenId = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
function namer(lists) {
    return (kind, id) => {
        const list = lists[kind] ?? [];
        const hit = list.find((o) => o.id === id);
        return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
    };
}
function refsOnly(v) {
    if ((0,_kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .isSecretRef */ .aZ)(v))
        return true;
    if (Array.isArray(v))
        return v.every(refsOnly);
    return typeof v === 'object' && v !== null && Object.values(v).every(refsOnly);
}
function exportKinds(input) {
    const nameOf = namer(input.lists);
    const specs = input.specs ?? _kinds_index_js__WEBPACK_IMPORTED_MODULE_5__/* .KIND_SPECS */ .u;
    const holdsSecret = secretTest(input, specs, nameOf);
    const out = { sections: {}, exported: [], skipped: [], variables: [], notes: [], holdsSecret };
    const names = new _secret_names_js__WEBPACK_IMPORTED_MODULE_8__/* .SecretNames */ .Np();
    for (const kind of _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP.filter((k) => input.kinds.includes(k))) {
        const spec = specs[kind];
        const all = input.lists[kind] ?? [];
        const entries = [];
        for (const live of all.filter((o) => input.select(o.name).selected).sort(byNameThenId)) {
            const skip = (reason, why = 'problem') => out.skipped.push({ kind, name: live.name, id: live.id, reason, why });
            const owner = (0,_mark_js__WEBPACK_IMPORTED_MODULE_7__/* .ownerOf */ .bf)(spec, live, input.scope);
            if (owner === 'other') {
                skip('managed by another scope', 'other scope');
                continue;
            }
            if (live.isPredefined === true) {
                skip('predefined: the server lets no one change it', 'predefined');
                continue;
            }
            const twins = all.filter((o) => o.name === live.name).length;
            if (twins > 1) {
                skip(`${twins} ${plural(spec.singular)} are named "${live.name}": a stack file names each once (rename one)`);
                continue;
            }
            const object = names.forObject(kind, spec.singular);
            const entry = entryOf(spec, live, { edition: input.edition, nameOf, secretRef: object.secretRef }, owner === 'unmarked');
            const scrubbed = scrubSecrets(entry, holdsSecret);
            if (scrubbed.nameHeld) {
                object.drop();
                skip('its name holds a secret (a value the export writes as a reference, or a credential of this run): rename it');
                continue;
            }
            if (scrubbed.left.length > 0)
                out.notes.push(leftOutNote(spec.singular, live.name, scrubbed.left));
            const problems = (0,_util_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .validateWithSchema */ .C)(_generated_stack_file_js__WEBPACK_IMPORTED_MODULE_1__/* .stackFile */ .t, { version: 1, [kind]: [entry] }, input.edition);
            if (problems.length > 0) {
                object.drop();
                const each = problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`);
                skip(`the file format refuses it: ${[...new Set(each)].join('; ')}`);
                continue;
            }
            object.commit();
            entries.push(entry);
            out.exported.push({ kind, name: live.name, id: live.id, ownership: owner === 'ours' ? 'ours' : spec.mark === 'none' ? 'by name' : 'adopt' });
            const unread = spec.unread?.(live);
            if (unread !== undefined)
                out.notes.push(`${spec.singular} "${live.name}": ${unread}.`);
        }
        out.sections[kind] = entries;
    }
    out.variables = names.variables;
    return out;
}
function secretTest(input, specs, nameOf) {
    const values = [];
    for (const kind of _kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .STACK_KINDS */ .JP) {
        const spec = specs[kind];
        for (const live of input.lists[kind] ?? []) {
            const asked = new Set(spec.secretFields);
            spec.entry((0,_mark_js__WEBPACK_IMPORTED_MODULE_7__/* .withoutMark */ .E_)(spec, live), { edition: input.edition, nameOf, secretRef: (_o, field) => (asked.add(field), { env: 'X' }) });
            for (const field of asked) {
                const v = live[field];
                if (typeof v === 'string' && v !== '')
                    values.push(v);
            }
        }
    }
    const turned = values.length > 0 ? (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)({ referenced: values }) : _util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_SECRETS */ .g1;
    const run = input.redactor ?? _util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_SECRETS */ .g1;
    return (text) => turned.text(text) !== text || run.text(text) !== text;
}
function leftOutNote(singular, name, fields) {
    return `${singular} "${name}": ${fields.map((f) => `\`${f}\``).join(', ')} held a secret (a value the file names as a reference, or a credential of this run) and is left out of the file; set it again after the first sync if it should stay`;
}
function scrubSecrets(entry, holdsSecret) {
    const left = [];
    const walk = (v, path) => {
        const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
        for (const key of [...keys].reverse()) {
            const x = v[key];
            const here = path ? `${path}.${key}` : String(key);
            if ((0,_kinds_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .isSecretRef */ .aZ)(x))
                continue;
            if (typeof x === 'string' && holdsSecret(x)) {
                left.push(here);
                if (Array.isArray(v))
                    v.splice(key, 1);
                else
                    delete v[key];
            }
            else if (typeof x === 'object' && x !== null)
                walk(x, here);
        }
    };
    walk(entry, '');
    return { left: left.reverse(), nameHeld: left.includes('name') };
}
function entryOf(spec, live, ctx, unmarked) {
    const raw = spec.entry((0,_mark_js__WEBPACK_IMPORTED_MODULE_7__/* .withoutMark */ .E_)(spec, live), ctx);
    const { name: _name, was: _was, adopt: _adopt, ...rest } = raw;
    for (const field of spec.secretFields) {
        if (rest[field] !== undefined && !refsOnly(rest[field]))
            rest[field] = ctx.secretRef(live.name, field);
    }
    return { name: live.name, ...(unmarked && spec.mark !== 'none' ? { adopt: true } : {}), ...rest };
}
function renderStackFile(sections, scope) {
    const body = { version: 1, ...(scope !== undefined ? { scope } : {}) };
    for (const s of EXPORT_SECTIONS)
        if (sections[s] !== undefined)
            body[s] = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_3__/* .escapePlaceholders */ .es)(sections[s]);
    const doc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo(body);
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Map(_, map) {
            if (map.items.every((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.value)) && JSON.stringify(map.toJSON()).length <= 80 && map.items.length <= 4)
                map.flow = true;
        },
    });
    doc.commentBefore =
        ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (stack.export). Entries marked \`adopt\` are taken over by the first\n` +
            ' sync of this file; secrets are `{ env: VARIABLE }`: set each variable the export listed before syncing.';
    return doc.toString({ lineWidth: 0 });
}


/***/ }),

/***/ 67803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ SecretNames)
/* harmony export */ });
/* unused harmony exports upperSnake, variableBase */
const MAX = 200;
function upperSnake(text) {
    return text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase();
}
function variableBase(singular, object, field) {
    const kind = upperSnake(singular);
    const tail = upperSnake(field);
    const room = Math.max(0, MAX - kind.length - tail.length - 2);
    const name = upperSnake(object).slice(0, room).replace(/_+$/, '');
    const base = [kind, name, tail].filter(Boolean).join('_') || 'SECRET';
    return /^[0-9]/.test(base) ? `S_${base}` : base;
}
class SecretNames {
    taken = new Set();
    byKey = new Map();
    variables = [];
    forObject(kind, singular) {
        const pending = [];
        const secretRef = (object, field) => {
            const key = JSON.stringify([kind, object, field]);
            const known = this.byKey.get(key) ?? pending.find((v) => JSON.stringify([v.kind, v.object, v.field]) === key);
            if (known)
                return { env: known.variable };
            const base = variableBase(singular, object, field);
            const inUse = (n) => this.taken.has(n) || pending.some((v) => v.variable === n);
            let variable = base;
            for (let i = 2; inUse(variable); i++)
                variable = `${base}_${i}`;
            pending.push({ variable, kind, object, field });
            return { env: variable };
        };
        return {
            secretRef,
            commit: () => {
                for (const v of pending) {
                    this.taken.add(v.variable);
                    this.byKey.set(JSON.stringify([v.kind, v.object, v.field]), v);
                    this.variables.push(v);
                }
                pending.length = 0;
            },
            drop: () => void (pending.length = 0),
        };
    }
}


/***/ }),

/***/ 41000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ compileNameFilter)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);


const BASE = { bash: true, dot: true, windows: false, strictBrackets: true };
function compileNameFilter(include, exclude) {
    const inc = include.map((p) => compile(p, 'include', false));
    const exc = exclude.map((p) => compile(p, 'exclude', true));
    return (name) => {
        const hit = exc.find((m) => m.test(name));
        if (hit)
            return { selected: false, reason: 'excluded', pattern: hit.pattern };
        if (inc.length > 0 && !inc.some((m) => m.test(name)))
            return { selected: false, reason: 'not-included' };
        return { selected: true };
    };
}
const MATCH_ALL = new Set(['*', '**']);
function compile(pattern, input, nocase) {
    let isMatch;
    try {
        isMatch = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(pattern, { ...BASE, nocase });
    }
    catch (e) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .theInput */ .y8)(input)}: pattern \`${pattern}\` is not a valid glob: ${e.message}`);
    }
    return {
        pattern,
        test: (name) => (name === undefined || name === '' ? MATCH_ALL.has(pattern) : isMatch(name)),
    };
}


/***/ })

};
