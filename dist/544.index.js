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




/** Field-level differences, in display order; empty when the live alert already matches. */
function diffAlert(have, want) {
    const changes = [];
    for (const field of _model_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPARED_FIELDS */ ._0) {
        if (field === 'chartConfig') {
            // The chart the file states against the live one: what only the live chart holds is kept, and the plan shows the chart as written.
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
/** Equal values (lists in order, objects by content). */
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




/** The fields the answer holds differently from the body sent (`from`: sent, `to`: stored); undefined when none. */
function echoOf(sent, answer) {
    if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string')
        return undefined;
    // A kept field the write left out is the server's to fill (a derived display name): not an echo.
    const unsent = new Set(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_FIELDS */ .V1.filter((f) => sent[f] === undefined));
    // Does what is stored hold what was sent (an inline chart: the stored one holds defaults besides, diff.ts)? `from`: sent, `to`: stored.
    const diffs = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAlert */ .c)((0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(answer).value, (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(sent).value)
        .filter((d) => !unsent.has(d.field))
        .map((d) => ({ field: d.field, from: d.field === 'chartConfig' ? (sent.chartConfig ?? null) : d.to, to: d.from }));
    return diffs.length > 0 ? diffs : undefined;
}
/** The same, as the engine's echo texts ("`field` (sent …, stored …)"). */
const echoTexts = (sent, answer) => echoOf(sent, answer)?.map((d) => (0,_util_echo_js__WEBPACK_IMPORTED_MODULE_3__/* .echoField */ .o)(d.field, d.from, d.to));
/** An alert's echo warning goes at its name in its file. */
function echoPlace(files, o) {
    const file = files.find((f) => f.file === o.action.file);
    const spec = file?.alerts.find((s) => s.name === o.action.name);
    if (!file || !spec)
        return undefined;
    return { yaml: file.yaml, path: spec.at('name'), label: `alert "${o.action.name}" (id ${o.action.action === 'create' ? '?' : o.action.id})` };
}


/***/ }),

/***/ 65126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ KEPT_FIELDS),
/* harmony export */   _0: () => (/* binding */ COMPARED_FIELDS)
/* harmony export */ });

/**
 * Fields a server fills in when a write leaves them out — not with the stored value, with one of its
 * own (a derived display name and tags, hyperdx#3065; `threshold` mode, terraform-provider-clickhouse#715):
 * a file that does not state one keeps the live value, so an alert written before the field existed
 * is never reset by the next change (issue 31).
 */
const KEPT_FIELDS = ['displayName', 'tags', 'detectionMode', 'anomalyConfig'];
/** Fields in the order diffs and exports show them. */
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
// The canonical form (docs/design/dashboards-sync.md §6.2): one function for desired bodies, list
// items, fresh reads, write answers and export, so that what the server fills in on read (its
// defaults, docs/contract.md §7.4) never shows as a change and a second sync sends nothing.


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
/** File key → body key (names in the file, ids on the server, docs/design/dashboards-sync.md §5.1). */
const ID_KEYS = { source: 'sourceId', connection: 'connectionId' };
/**
 * The body keys of a tile config's variant, from the schema (one truth); undefined when the
 * variant is one the file format does not know (a newer server, or a PromQL tile).
 */
function variantKeys(config, edition) {
    const type = typeof config.displayType === 'string' ? config.displayType : '';
    const sql = config.configType === 'sql';
    if (config.configType !== undefined && !sql)
        return undefined;
    const def = (sql ? SQL_VARIANTS : VARIANTS)[type];
    const props = def ? _generated_schema_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .dashboardFileKeys */ .ZM.definitions[def]?.properties : undefined;
    if (!props)
        return undefined;
    // On an edition, a key only another has is not the file's to say (a name for an id stays: its id is sent on both).
    const here = (k) => edition === undefined || k in ID_KEYS || (props[k]?.edition ?? edition) === edition;
    return new Set(Object.keys(props)
        .filter(here)
        .map((k) => ID_KEYS[k] ?? k));
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Removes `key` when it holds `value` (absent ≡ default, whichever side the server fills). */
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
    // The managed schema types `level` as a number with string values (§3.2): read both as the number.
    if (typeof out.level === 'string' && out.level.trim() !== '' && Number.isFinite(Number(out.level)))
        out.level = Number(out.level);
    // Stale on non-quantile items; the server drops it on read (docs/contract.md §7.2).
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
/**
 * A tile config without the server's defaults. Keys the file format does not know stay: a write
 * carries them back (known.ts), so they compare equal, and one a write would drop shows in the plan.
 */
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
    // `showOperandSeries` comes back only with formulas, `formulas: []` not at all (§14).
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
    // A markdown tile without text is answered with `markdown: ""` (docs/contract.md §7.4).
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
    // A static list is a variable and nothing else (hyperdx#3017): its switches say nothing.
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
    // The server omits the fields of a mode that is off (docs/contract.md §7.5).
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
/** A tile: layout, name, container refs and canonical config (its id only with `keepIds`). */
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
/** The dashboard-level fields compared one by one (tiles are compared per matched tile). */
const DASHBOARD_FIELDS = (/* unused pure expression or super */ null && (['name', 'tags', 'filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers']));
/**
 * A dashboard (a body of ours, or one the server answered) in canonical form: ids removed unless
 * `keepIds` (the "changed since plan" snapshot keeps them), defaults removed, tags as a sorted set.
 */
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
/** Equal in canonical form. */
const same = (a, b) => (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(a) === (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(b);
/** The "changed since plan" snapshot of a live dashboard: canonical, ids kept, tile order ignored. */
function snapshotOf(d) {
    const c = canonDashboard(d, true);
    const tiles = c.tiles.map((t) => (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(t)).sort();
    return (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)({ ...c, tiles });
}
/** Field-level differences of two JSON values, as paths (`config.select[0].where`). */
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

/***/ 68544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rawEcho: () => (/* binding */ rawEcho)
/* harmony export */ });
/* harmony import */ var _alerts_echo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7322);
/* harmony import */ var _dashboards_canon_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73238);
/* harmony import */ var _util_echo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57355);
// "Nothing silently dropped" for the raw writes (dashboards / alerts create and update): the body is
// the user's, sent as written, and the server drops what its schema does not know (docs/contract.md
// §4.2). The answer is read the way the sync features read one (their canonical forms fold the
// server's defaults away) and only what the body set is compared: a PUT keeps what it was not sent.



/** Each field the answer holds differently from the body, as "`field` (sent …, stored …)". */
function rawEcho(resource, body, answer) {
    if (!answer || typeof answer !== 'object')
        return [];
    const show = (field, sent, stored) => (0,_util_echo_js__WEBPACK_IMPORTED_MODULE_2__/* .echoField */ .o)(field, sent ?? null, stored ?? null);
    if (resource === 'dashboards') {
        // The legacy `series` tile form is converted to `config` by the server: nothing to compare it with.
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

/***/ 37284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ matchesFingerprint),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** JSON.stringify as it behaves: lib.d.ts says string, but undefined, a function or a symbol give undefined. */
const stringify = JSON.stringify;
/** JSON with object keys sorted at every level and no undefined members: equal values, equal text. */
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
/** A plan's fingerprint: sha256 of the canonical JSON of what it would send; `short` is what people quote. */
function fingerprintOf(doc) {
    const full = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(doc)).digest('hex');
    return { full, short: full.slice(0, 12) };
}
/** True when `expected` (short or full form, any case) names this plan (`expect-plan`). */
function matchesFingerprint(expected, full) {
    const e = expected.trim().toLowerCase();
    return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}


/***/ })

};
