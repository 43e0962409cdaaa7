export const id = 61;
export const ids = [61];
export const modules = {

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

/***/ 89466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ unknownConfigFields),
/* harmony export */   _M: () => (/* binding */ dashboardModel),
/* harmony export */   fZ: () => (/* binding */ knownVariant)
/* harmony export */ });
/* unused harmony exports foreignFilter, foreignValue */
/* harmony import */ var _generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94008);
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79327);
/* harmony import */ var _canon_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73238);



const definitions = _generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_0__/* .dashboardFile */ .f.definitions;
function keysOf(...defs) {
    return defs.flatMap((d) => Object.keys(definitions[d]?.properties ?? {}).map((k) => _canon_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_KEYS */ .fx[k] ?? k));
}
const byIndex = (_item, live, i) => live[i];
const list = (model, match = byIndex) => ({ list: model, match });
const NUMBER_FORMAT = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('numberFormat')) };
const withFormat = (...defs) => ({ known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf(...defs)), nested: { numberFormat: { object: NUMBER_FORMAT } } });
const SELECT_ITEM = withFormat('selectItem');
const HEATMAP_ITEM = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('heatmapSelectItem')) };
const FORMULA = withFormat('formula');
const COLOR_RULE = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('colorRuleNumeric', 'colorRuleBetween', 'colorRuleEquality')) };
const ON_CLICK = {
    known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('onClickSearch', 'onClickDashboard', 'onClickExternal')),
    nested: { filters: list({ known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('onClickFilter')) }) },
};
const configModel = (edition) => (desired, live) => {
    const keys = (0,_canon_js__WEBPACK_IMPORTED_MODULE_1__/* .variantKeys */ .MC)(desired, edition);
    if (!keys)
        return undefined;
    const same = desired.displayType === live.displayType && desired.configType === live.configType;
    return {
        known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)([...keys, 'displayType', 'configType'], same ? [] : Object.keys(live)),
        nested: {
            select: list(desired.displayType === 'heatmap' ? HEATMAP_ITEM : SELECT_ITEM),
            numberFormat: { object: NUMBER_FORMAT },
            formulas: list(FORMULA),
            colorRules: list(COLOR_RULE),
            backgroundChart: { object: { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('backgroundChart')) } },
            onClick: { object: ON_CLICK },
        },
    };
};
const FILTER = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(['id', 'appliesToSourceIds'], keysOf('queryFilter', 'staticListFilter')) };
const FILTER_TYPES = {
    'self-hosted': new Set([undefined, 'QUERY_EXPRESSION', 'STATIC_LIST']),
    managed: new Set([undefined, 'QUERY_EXPRESSION']),
};
const VALUE_TYPES = new Set([undefined, 'sql', 'variable']);
const CONTAINER = {
    known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('container')),
    nested: { tabs: list({ known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(['id', 'title']) }, (t, live) => live.find((l) => l.id === t.id)) },
};
const foreignFilter = (f, edition) => !FILTER_TYPES[edition].has(f.type);
const foreignValue = (v) => !VALUE_TYPES.has(v.type);
function dashboardModel(edition) {
    const tile = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(['id'], keysOf('tile')), nested: { config: { object: configModel(edition) } } };
    return (desired, live) => ({
        known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(Object.keys(desired), Object.keys(live)),
        nested: {
            tiles: list(tile, (t, l) => (typeof t.id === 'string' ? l.find((x) => x.id === t.id) : undefined)),
            filters: { list: FILTER, match: (f, l) => l.find((x) => x.name === f.name), foreign: (f) => foreignFilter(f, edition) },
            savedFilterValues: {
                list: { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('sqlFilterValue', 'variableFilterValue')) },
                match: (v, l) => l.find((x) => (x.type ?? 'sql') === (v.type ?? 'sql') && (v.type === 'variable' ? x.name === v.name : x.condition === v.condition)),
                foreign: foreignValue,
            },
            containers: list(CONTAINER, (c, l) => l.find((x) => x.id === c.id)),
        },
    });
}
function unknownConfigFields(config, edition) {
    return (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownFields */ ._6)(config, (_d, live) => configModel(edition)(live, live));
}
const knownVariant = (config) => (0,_canon_js__WEBPACK_IMPORTED_MODULE_1__/* .variantKeys */ .MC)(config) !== undefined;


/***/ }),

/***/ 11476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ matchDashboard),
/* harmony export */   n4: () => (/* binding */ liveKeys),
/* harmony export */   z: () => (/* binding */ matchTiles)
/* harmony export */ });
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56431);

function liveKeys(names) {
    const own = new Set(names.map((n) => n || 'Untitled'));
    const taken = new Set();
    return names.map((n) => {
        const base = n || 'Untitled';
        let key = base;
        if (taken.has(key)) {
            for (let i = 2;; i++) {
                key = `${base} (${i})`;
                if (!taken.has(key) && !own.has(key))
                    break;
            }
        }
        taken.add(key);
        return key;
    });
}
function matchDashboard(spec, live, tag, claimed) {
    const owner = (d) => (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownershipOf */ .VL)(d.tags, tag).kind;
    const ours = live.filter((d) => owner(d) === 'ours' && !claimed.has(d.id));
    const byName = ours.filter((d) => d.name === spec.name);
    const several = (hits, name) => ({
        kind: 'problem',
        key: 'name',
        message: `${hits.length} dashboards of this scope are named "${name}" (ids ${hits.map((d) => d.id).join(', ')}): a copy made in the UI keeps the ownership tag; remove the tag from the copy or delete it`,
    });
    if (byName.length > 1)
        return several(byName, spec.name);
    if (byName[0])
        return { kind: 'ours', live: byName[0] };
    if (spec.was !== undefined) {
        const byWas = ours.filter((d) => d.name === spec.was);
        if (byWas.length > 1)
            return several(byWas, spec.was);
        if (byWas[0])
            return { kind: 'ours', live: byWas[0], renamedFrom: spec.was };
    }
    if (typeof spec.adopt === 'string') {
        const hit = live.find((d) => d.id === spec.adopt);
        if (!hit)
            return { kind: 'problem', key: 'adopt', message: `no dashboard with id ${spec.adopt} to adopt` };
        const kind = owner(hit);
        if (kind === 'other')
            return {
                kind: 'problem',
                key: 'adopt',
                message: `dashboard ${hit.id} ("${hit.name}") is managed by another scope; only unmarked dashboards can be adopted`,
            };
        if (claimed.has(hit.id))
            return { kind: 'problem', key: 'adopt', message: `dashboard ${hit.id} is claimed by another entry` };
        return kind === 'ours' ? { kind: 'ours', live: hit } : { kind: 'adopt', live: hit };
    }
    const sameName = live.filter((d) => d.name === spec.name && !claimed.has(d.id));
    const unmarked = sameName.filter((d) => owner(d) === 'unmarked');
    if (spec.adopt) {
        if (unmarked.length > 1) {
            return {
                kind: 'problem',
                key: 'adopt',
                message: `${unmarked.length} unmarked dashboards are named "${spec.name}" (ids ${unmarked.map((d) => d.id).join(', ')}); write \`adopt: <id>\``,
            };
        }
        if (unmarked[0])
            return { kind: 'adopt', live: unmarked[0] };
    }
    const first = sameName[0];
    if (first) {
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownershipOf */ .VL)(first.tags, tag);
        return {
            kind: 'problem',
            key: 'name',
            message: o.kind === 'other'
                ? `a dashboard named "${spec.name}" (id ${first.id}) is managed by another scope (tag ${o.tags.join(', ')}); if this file moved, set \`scope:\` to its old scope (by default \`<owner/repo>:<old path>\`), or pick another name`
                : `a dashboard named "${spec.name}" already exists without the ownership tag (id ${first.id}); add \`adopt: true\` to take it over, or pick another name`,
        };
    }
    return { kind: 'create' };
}
function matchTiles(files, live) {
    const keys = liveKeys(live.map((t) => t.name));
    const byKey = new Map(live.map((tile, i) => [keys[i], tile]));
    const claimed = new Set();
    const matched = files.map((f) => {
        const tile = byKey.get(f.name);
        if (!tile)
            return undefined;
        claimed.add(f.name);
        return { tile, key: f.name, byWas: false };
    });
    const warnings = [];
    files.forEach((f, i) => {
        if (matched[i] || f.was === undefined)
            return;
        const tile = byKey.get(f.was);
        if (!tile)
            return;
        if (claimed.has(f.was)) {
            warnings.push({ index: i, message: `\`was: ${f.was}\` is ignored: a tile of the file is named "${f.was}" and keeps that tile` });
            return;
        }
        claimed.add(f.was);
        matched[i] = { tile, key: f.was, byWas: true };
    });
    const gone = live.flatMap((tile, i) => (claimed.has(keys[i]) ? [] : [{ tile, key: keys[i] }]));
    return { matched, gone, warnings };
}


/***/ }),

/***/ 56431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ OWNER_PREFIX),
/* harmony export */   IR: () => (/* binding */ isOwnerTag),
/* harmony export */   VL: () => (/* binding */ ownershipOf),
/* harmony export */   qE: () => (/* binding */ ownerTag)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const OWNER_PREFIX = 'obs-ops:';
function ownerTag(scope) {
    return OWNER_PREFIX + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(scope, 'utf8').digest('hex').slice(0, 24);
}
const isOwnerTag = (tag) => tag.toLowerCase().startsWith(OWNER_PREFIX);
function ownershipOf(tags, ours) {
    const marks = (tags ?? []).filter((t) => typeof t === 'string' && isOwnerTag(t));
    const others = marks.filter((t) => t !== ours);
    if (others.length > 0)
        return { kind: 'other', tags: others };
    return marks.length > 0 ? { kind: 'ours' } : { kind: 'unmarked' };
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
