export const id = 305;
export const ids = [305];
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

/***/ 38088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dashboardsExport: () => (/* binding */ dashboardsExport)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _dashboards_export_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5003);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75787);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93059);
/* harmony import */ var _util_name_filter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41000);
/* harmony import */ var _util_workspace_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50977);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(94437);








const dashboardsExport = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_7__/* .DASHBOARDS_EXPORT */ .X8,
    async prepare(input, { edition, context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `dashboards.export needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .KT)('output-file')} (where to write the dashboard file).`);
        const path = await (0,_util_workspace_js__WEBPACK_IMPORTED_MODULE_6__/* .workspaceOutput */ .lB)(context, 'output-file', outputFile);
        const display = (0,_util_workspace_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(context, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(context.root, outputFile));
        const scope = input.text('scope') || (0,_util_files_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultScope */ ._V)(context, display);
        const select = (0,_util_name_filter_js__WEBPACK_IMPORTED_MODULE_5__/* .compileNameFilter */ .l)(input.list('include'), input.list('exclude'));
        return async ({ client, redactor }) => {
            const [dashboards, sources] = await Promise.all([client.listDashboards(), client.listSources()]);
            const connections = client.listConnections && (0,_dashboards_export_js__WEBPACK_IMPORTED_MODULE_2__/* .needsConnections */ .Pk)(dashboards, sources) ? await client.listConnections() : undefined;
            const out = (0,_dashboards_export_js__WEBPACK_IMPORTED_MODULE_2__/* .renderDashboardFile */ .NG)({ dashboards, sources, connections, scope, select, edition });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, redactor.text(out.text));
            const report = (0,_dashboards_export_js__WEBPACK_IMPORTED_MODULE_2__/* .exportReport */ .bz)(out, { file: display, scope });
            report.problems = out.skipped.map((s) => ({
                file: display,
                line: 1,
                column: 1,
                severity: 'warning',
                message: `dashboard "${s.name}" (id ${s.id}) left out: ${s.reason}`,
            }));
            return {
                result: { file: display, scope, exported: out.exported, skipped: out.skipped },
                changed: false,
                outputs: {},
                report,
            };
        };
    },
};


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
