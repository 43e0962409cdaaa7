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
// What a dashboard file models of a dashboard (issue 31, "never destroy what you do not know"):
// the keys of every object a write sends, read from the file format's schema (one truth), with
// the file's names for ids mapped to the body's (`source` → `sourceId`). A PUT replaces the tiles
// and every field it is sent (docs/contract.md §7.1): what a live dashboard holds outside this model —
// a newer server's tile setting, a select item's or a filter's new key, a filter or saved value of
// a type the format has not — is carried back into the body (src/util/carry.ts), at the place it
// was. Top-level fields are not sent unless the file has them, and the server keeps those.



const definitions = _generated_dashboard_file_js__WEBPACK_IMPORTED_MODULE_0__/* .dashboardFile */ .f.definitions;
/** The body keys of a schema definition (file names for ids mapped). */
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
    // `target` is written whole from the file (`{ mode, id | template }`).
    known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('onClickSearch', 'onClickDashboard', 'onClickExternal')),
    nested: { filters: list({ known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('onClickFilter')) }) },
};
/**
 * A config's model on an edition: its variant's keys there. A config whose display type (or builder /
 * raw SQL) a write changes carries nothing of the old one.
 */
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
/** A filter's known keys: both kinds', the body's `sourceId` / `appliesToSourceIds`, and its `id` (carried forward by the plan). */
const FILTER = { known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(['id', 'appliesToSourceIds'], keysOf('queryFilter', 'staticListFilter')) };
/** The filter types a file can say on each edition (a static list: self-hosted, docs/contract.md §7.5). */
const FILTER_TYPES = {
    'self-hosted': new Set([undefined, 'QUERY_EXPRESSION', 'STATIC_LIST']),
    managed: new Set([undefined, 'QUERY_EXPRESSION']),
};
const VALUE_TYPES = new Set([undefined, 'sql', 'variable']);
const CONTAINER = {
    known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(keysOf('container')),
    nested: { tabs: list({ known: (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .fields */ .OA)(['id', 'title']) }, (t, live) => live.find((l) => l.id === t.id)) },
};
/** A live filter or saved value of a type a file of this edition cannot say: carried by a write, left out of an export. */
const foreignFilter = (f, edition) => !FILTER_TYPES[edition].has(f.type);
const foreignValue = (v) => !VALUE_TYPES.has(v.type);
/**
 * The dashboard on an edition: top-level fields are the body's (a PUT keeps those it is not sent);
 * inside them, tiles by id (the plan sets matched ids), filters by name, saved values by their
 * variable or condition, containers by id.
 */
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
/** What a live tile's config holds that its own variant does not (a newer server's setting), as paths under `config`. */
function unknownConfigFields(config, edition) {
    return (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownFields */ ._6)(config, (_d, live) => configModel(edition)(live, live));
}
/** Whether the format knows this live config's display type (builder or raw SQL). */
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

/**
 * The keys of live tiles (docs/design/dashboards-sync.md §4.3): the server allows duplicate and
 * empty names, so walking the tiles in response order a tile's key is its name (`Untitled` if
 * empty), and a key already taken gets the smallest ` (n)`, n ≥ 2, that is neither an earlier key
 * nor any live tile's own name. Export names duplicates the same way.
 */
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
/**
 * Which live dashboard a file entry is (§4.2, first rule that applies): ours by name, ours by
 * `was`, `adopt: <id>`, `adopt: true` (one unmarked dashboard of this name), else a create —
 * refused when any live dashboard already has the name (a duplicate would make `dashboard: X`
 * ambiguous for alert files, the UI and people).
 */
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
/**
 * File tiles → live tiles by key (the name), then by `was`; a live tile is claimed once. A matched
 * tile's id goes into the PUT, which keeps it (docs/contract.md §7.2), and so keeps its alerts.
 */
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
            return; // stale after the rename was synced
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
// Ownership by tag: dashboards and saved searches carry their scope's tag (stack kinds, src/stack/mark.ts).

/** Every ownership tag starts with this (any case); the schema reserves it in the file's tags. */
const OWNER_PREFIX = 'obs-ops:';
/**
 * The tag that marks a dashboard as managed by `scope`: `obs-ops:` + 24 hex digits of
 * SHA-256(scope) — exactly 32 characters, the tag limit (docs/contract.md §7.1). A scope
 * (`<owner/repo>:<path>`, up to 512 characters) does not fit in a tag; 96 bits make collisions
 * irrelevant. Tags are shown and kept by the UI, so the mark survives hand edits.
 */
function ownerTag(scope) {
    return OWNER_PREFIX + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(scope, 'utf8').digest('hex').slice(0, 24);
}
const isOwnerTag = (tag) => tag.toLowerCase().startsWith(OWNER_PREFIX);
/**
 * Whose a live dashboard is: ours when it carries our tag and no other mark; another scope's when
 * it carries any other `obs-ops:` tag (a malformed one typed by hand too, and ours *and* another:
 * conflicting marks are never written); unmarked otherwise.
 */
function ownershipOf(tags, ours) {
    const marks = (tags ?? []).filter((t) => typeof t === 'string' && isOwnerTag(t));
    const others = marks.filter((t) => t !== ours);
    if (others.length > 0)
        return { kind: 'other', tags: others };
    return marks.length > 0 ? { kind: 'ours' } : { kind: 'unmarked' };
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
