export const id = 661;
export const ids = [661];
export const modules = {

/***/ 69401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ canLoseAlerts),
/* harmony export */   g: () => (/* binding */ lostAlerts)
/* harmony export */ });
/* harmony import */ var _api_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20705);

/**
 * The alerts a write of live dashboard `live` deletes (docs/contract.md §7.2, §8.1; design §8):
 * after a PUT the server deletes the alerts of tiles whose id is no longer there and of tiles
 * that can no longer carry alerts — judged on the new config; a DELETE deletes all of them.
 * Alerts whose tile the GET does not show (a PromQL tile, or one long gone) are "dangling": the
 * API cannot tell which, so they are counted as possibly deleted.
 *
 * `kept`: tile id → the desired display type, for the live tiles the write keeps; undefined for a DELETE.
 */
function lostAlerts(live, kept, alerts, ownerOf) {
    const shown = new Map(live.tiles.map((t) => [t.id, t.name]));
    const out = [];
    for (const a of alerts) {
        if (a.source !== 'tile' || a.dashboardId !== live.id || typeof a.tileId !== 'string')
            continue;
        const base = { id: a.id, name: typeof a.name === 'string' && a.name ? a.name : a.id, owner: ownerOf(a), tile: shown.get(a.tileId) ?? a.tileId };
        if (!kept)
            out.push({ ...base, reason: 'dashboard deleted' });
        else if (!shown.has(a.tileId))
            out.push({ ...base, reason: 'dangling' });
        else if (!kept.has(a.tileId))
            out.push({ ...base, reason: 'tile removed' });
        else {
            const type = String(kept.get(a.tileId));
            if (!_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .E.includes(type))
                out.push({ ...base, reason: `tile becomes a ${type}` });
        }
    }
    return out;
}
/**
 * Whether a write can lose an alert at all: it removes a live tile or turns an alert-capable one
 * into one that is not. Only then is the alerts list read (the request floor, design §8).
 */
function canLoseAlerts(live, kept) {
    if (!kept)
        return true;
    return live.tiles.some((t) => {
        if (!kept.has(t.id))
            return true;
        const was = t.config?.displayType;
        return _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .E.includes(String(was)) && !_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .E.includes(String(kept.get(t.id)));
    });
}


/***/ }),

/***/ 87969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ parseDashboardFile)
});

// UNUSED EXPORTS: derivedVariableName

// EXTERNAL MODULE: ./src/generated/dashboard-file.ts
var dashboard_file = __webpack_require__(94008);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(39869);
;// CONCATENATED MODULE: ./src/dashboards/layout.ts
const GRID_COLUMNS = 24;
const AUTO_W = 12;
const AUTO_H = 4;
/**
 * The documented auto-layout: tiles without `x y w h` go after the placed ones, in file order,
 * two per row, 12 × 4 each. It depends only on the file, so a sync is idempotent (a tile moved in
 * the UI is moved back: write its layout, or export, to keep a hand-made one).
 */
function placeTiles(tiles) {
    const placed = (t) => [t.x, t.y, t.w, t.h].every((v) => typeof v === 'number');
    const base = Math.max(0, ...tiles.filter(placed).map((t) => t.y + t.h));
    let k = 0;
    return tiles.map((t) => {
        if (placed(t))
            return { x: t.x, y: t.y, w: t.w, h: t.h };
        const at = { x: AUTO_W * (k % 2), y: base + AUTO_H * Math.floor(k / 2), w: AUTO_W, h: AUTO_H };
        k++;
        return at;
    });
}

;// CONCATENATED MODULE: ./src/dashboards/formula.ts
// A tile formula as the server reads it (docs/contract.md §7.4): arithmetic (`+ - * /`, unary
// minus, parentheses, numbers) over the select items as single capital letters (`A` = select[0]),
// at least one of them, each naming an item that exists, nested at most 64 deep. The server
// refuses anything else with 400; checked here so the error is at the file's line, before any request.
const MAX_DEPTH = 64;
function tokens(expression) {
    const out = [];
    let i = 0;
    while (i < expression.length) {
        const rest = expression.slice(i);
        const m = /^\s+/.exec(rest) ?? /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(rest) ?? /^[A-Za-z]+/.exec(rest) ?? /^[-+*/()]/.exec(rest);
        if (!m)
            return `unexpected character "${rest[0]}"`;
        const text = m[0];
        i += text.length;
        if (/^\s/.test(text))
            continue;
        if (/^[\d.]/.test(text))
            out.push({ kind: 'num', text });
        else if (/^[A-Z]$/.test(text))
            out.push({ kind: 'ref', text });
        else if (/^[A-Za-z]/.test(text))
            return `unexpected "${text}": series are single capital letters (A, B, …); functions are not supported`;
        else
            out.push({ kind: text === '(' || text === ')' ? text : 'op', text });
    }
    return out;
}
/** Why the server refuses `expression` over `items` select items, or undefined. */
function formulaProblem(expression, items) {
    if (expression.trim() === '')
        return 'the formula is empty';
    const list = tokens(expression);
    if (typeof list === 'string')
        return list;
    let pos = 0;
    let depth = 0;
    const refs = new Set();
    const fail = (why) => {
        throw new Error(why);
    };
    const primary = () => {
        const t = list[pos++];
        if (!t)
            fail('the formula ends too early');
        else if (t.kind === 'ref')
            refs.add(t.text);
        else if (t.kind === '(') {
            if (++depth > MAX_DEPTH)
                fail(`the formula is nested more than ${MAX_DEPTH} levels deep`);
            sum();
            depth--;
            if (list[pos++]?.kind !== ')')
                fail('a parenthesis is not closed');
        }
        else if (t.kind !== 'num')
            fail(`unexpected "${t.text}"`);
    };
    const factor = () => {
        if (list[pos]?.text === '-') {
            pos++;
            if (++depth > MAX_DEPTH)
                fail(`the formula is nested more than ${MAX_DEPTH} levels deep`);
            factor();
            depth--;
        }
        else
            primary();
    };
    const product = () => {
        factor();
        while (list[pos]?.text === '*' || list[pos]?.text === '/') {
            pos++;
            factor();
        }
    };
    const sum = () => {
        product();
        while (list[pos]?.text === '+' || list[pos]?.text === '-') {
            pos++;
            product();
        }
    };
    try {
        sum();
        if (pos < list.length)
            fail(list[pos]?.kind === ')' ? 'a closing parenthesis has no opening one' : `unexpected "${list[pos]?.text}"`);
    }
    catch (e) {
        return e.message;
    }
    if (refs.size === 0)
        return 'the formula must use at least one series (A, B, …)';
    const last = String.fromCharCode(64 + items);
    const unknown = [...refs].filter((r) => r.charCodeAt(0) - 65 >= items).sort();
    if (unknown.length > 0)
        return `series ${unknown.join(', ')} do not exist: this tile has ${items} select item${items === 1 ? '' : 's'} (A${items > 1 ? `–${last}` : ''})`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/dashboards/file.ts





const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v) => (Array.isArray(v) ? v.filter(isObject) : []);
/**
 * Parses a dashboard file: YAML, then the schema for the edition in use (what one edition lacks
 * is refused at its line, docs/design/dashboards-sync.md §3.2), then what the schema cannot
 * check (§3.1.3). Every problem lands in `yaml.problems` with its location.
 */
function parseDashboardFile(file, text, opts) {
    const yaml = util_yaml/* LocatedYaml */.O.parse(file, text);
    const result = { file, scope: opts.scope || opts.defaultScope, dashboards: [], yaml };
    if (yaml.hasErrors)
        return result;
    if (opts.keep)
        yaml.keepOnly(opts.keep);
    // Placeholders first, so the schema judges the values (at the placeholders' lines); a missing one stops here, before the schema would echo it as a wrong type.
    if (opts.values?.substitute(yaml) || yaml.hasErrors)
        return result;
    yaml.validate(dashboard_file/* dashboardFile */.f, opts.edition);
    const root = yaml.value;
    if (!isObject(root))
        return result;
    for (const w of (0,report_escape/* invisibleStrings */.CL)(root))
        yaml.problem(w.path, (0,report_escape/* invisibleWarning */.a2)(w.chars), 'warning');
    if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '')
        result.scope = root.scope.trim();
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    // Cross-field checks read the shapes the schema guarantees: only on a file it accepted.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a getter, and the scope check above may have added an error since the earlier check, whose narrowing TypeScript keeps
    if (yaml.hasErrors || !Array.isArray(root.dashboards))
        return result;
    const names = new Map();
    const wases = new Map();
    root.dashboards.forEach((entry, i) => {
        if (!isObject(entry))
            return;
        const path = ['dashboards', i];
        const name = entry.name;
        const first = names.get(name);
        if (first !== undefined)
            yaml.problem([...path, 'name'], `duplicate dashboard name "${name}" (first at dashboards[${first}]); names identify dashboards`);
        else
            names.set(name, i);
        const was = typeof entry.was === 'string' ? entry.was : undefined;
        if (was !== undefined) {
            if (was === name)
                yaml.problem([...path, 'was'], '`was` equals `name`; remove it once the rename is synced');
            else if (wases.has(was))
                yaml.problem([...path, 'was'], `another dashboard (dashboards[${wases.get(was)}]) already says \`was: ${was}\``);
            wases.set(was, i);
        }
        result.dashboards.push(dashboardSpec(yaml, file, entry, path));
    });
    for (const d of result.dashboards) {
        if (d.was !== undefined && names.has(d.was))
            yaml.problem([...d.path, 'was'], `"${d.was}" is also a dashboard of this file (dashboards[${names.get(d.was)}]); a rename's old name must be gone from the file`);
    }
    return result;
}
function dashboardSpec(yaml, file, entry, path) {
    const containers = list(entry.containers);
    const tabs = new Map();
    const containerIds = new Map();
    containers.forEach((c, i) => {
        const id = c.id;
        if (containerIds.has(id))
            yaml.problem([...path, 'containers', i, 'id'], `duplicate container id "${id}"`);
        containerIds.set(id, i);
        const seen = new Set();
        list(c.tabs).forEach((t, j) => {
            const tab = t.id;
            if (seen.has(tab))
                yaml.problem([...path, 'containers', i, 'tabs', j, 'id'], `duplicate tab id "${tab}" in container "${id}"`);
            seen.add(tab);
        });
        tabs.set(id, seen);
    });
    const filters = list(entry.filters);
    uniqueBy(yaml, filters, 'name', [...path, 'filters'], 'filter name');
    const variables = new Map();
    filters.forEach((f, i) => {
        if (f.isVariableEnabled !== true)
            return;
        // Without `variableName` the server derives one from the filter's name and holds it to the same rules.
        const own = typeof f.variableName === 'string' ? f.variableName.trim() : '';
        const name = own || derivedVariableName(String(f.name));
        const where = [...path, 'filters', i, own ? 'variableName' : 'name'];
        if (!name)
            yaml.problem(where, `filter "${String(f.name)}" needs \`variableName\`: nothing in its name can become one (docs/contract.md §7.5)`);
        else if (variables.has(name))
            yaml.problem(where, `duplicate variable name "${name}"${own ? '' : ' (derived from the filter name)'} (docs/contract.md §7.5)`);
        else
            variables.set(name, i);
    });
    const rawTiles = list(entry.tiles);
    const tileNames = new Map();
    const tileWas = new Map();
    rawTiles.forEach((t, i) => {
        const at = [...path, 'tiles', i];
        const name = t.name;
        if (tileNames.has(name))
            yaml.problem([...at, 'name'], `duplicate tile name "${name}" (first at tiles[${tileNames.get(name)}]); names identify tiles in a dashboard`);
        else
            tileNames.set(name, i);
        if (typeof t.was === 'string') {
            if (t.was === name)
                yaml.problem([...at, 'was'], '`was` equals `name`; remove it once the rename is synced');
            else if (tileWas.has(t.was))
                yaml.problem([...at, 'was'], `another tile (tiles[${tileWas.get(t.was)}]) already says \`was: ${t.was}\``);
            tileWas.set(t.was, i);
        }
        if (typeof t.containerId === 'string') {
            const known = tabs.get(t.containerId);
            if (!known)
                yaml.problem([...at, 'containerId'], `no container "${t.containerId}" in this dashboard's \`containers\``);
            else if (typeof t.tabId === 'string' && !known.has(t.tabId))
                yaml.problem([...at, 'tabId'], `container "${t.containerId}" has no tab "${t.tabId}"`);
        }
        const config = isObject(t.config) ? t.config : {};
        list(config.formulas).forEach((f, j) => {
            const why = typeof f.expression === 'string' && Array.isArray(config.select) ? formulaProblem(f.expression, config.select.length) : undefined;
            if (why)
                yaml.problem([...at, 'config', 'formulas', j, 'expression'], `${why} (docs/contract.md §7.4)`);
        });
        if (typeof t.x === 'number' && typeof t.w === 'number' && t.x + t.w > GRID_COLUMNS) {
            yaml.problem([...at, 'w'], `x + w = ${t.x + t.w} is wider than the ${GRID_COLUMNS}-column grid; the server accepts it, the UI clips it`, 'warning');
        }
    });
    rawTiles.forEach((t, i) => {
        if (typeof t.was === 'string' && t.was !== t.name && tileNames.has(t.was)) {
            yaml.problem([...path, 'tiles', i, 'was'], `"${t.was}" is also a tile of this dashboard (tiles[${tileNames.get(t.was)}]); a rename's old name must be gone`);
        }
    });
    const layouts = placeTiles(rawTiles);
    return {
        file,
        name: entry.name,
        was: typeof entry.was === 'string' ? entry.was : undefined,
        adopt: entry.adopt ?? false,
        tags: entry.tags ?? [],
        filters,
        savedQuery: entry.savedQuery,
        savedQueryLanguage: entry.savedQueryLanguage,
        savedFilterValues: list(entry.savedFilterValues),
        containers,
        tiles: rawTiles.map((t, i) => ({
            name: t.name,
            was: typeof t.was === 'string' ? t.was : undefined,
            layout: layouts[i],
            containerId: t.containerId,
            tabId: t.tabId,
            config: t.config,
            path: [...path, 'tiles', i],
        })),
        path,
    };
}
/** The variable name the server derives from a filter's name: spaces → `_`, only letters, digits, `_`, never starting with a digit or `_`. */
function derivedVariableName(filterName) {
    const s = filterName
        .trim()
        .replace(/\s+/g, '_')
        .replace(/[^A-Za-z0-9_]+/g, '');
    return /^[0-9_]/.test(s) ? `v${s}` : s;
}
function uniqueBy(yaml, items, key, path, what) {
    const seen = new Map();
    items.forEach((item, i) => {
        if (seen.has(item[key]))
            yaml.problem([...path, i, key], `duplicate ${what} "${String(item[key])}" (first at [${seen.get(item[key])}])`);
        else
            seen.set(item[key], i);
    });
}


/***/ }),

/***/ 41342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ needsAlerts),
/* harmony export */   Gg: () => (/* binding */ buildPlan),
/* harmony export */   Wu: () => (/* binding */ withLostAlerts),
/* harmony export */   iR: () => (/* binding */ lostOf),
/* harmony export */   tN: () => (/* binding */ tilesOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _reconcile_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18652);
/* harmony import */ var _reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97837);
/* harmony import */ var _alerts_lost_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69401);
/* harmony import */ var _canon_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73238);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11476);
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56431);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46913);









/**
 * File dashboards + live dashboards → plan (Terraform style: computed once, rendered, applied).
 * Pure: no requests. Problems go into the files' yaml at the entry's line.
 */
function buildPlan(input) {
    const live = input.lookups.dashboards;
    const claimed = new Set();
    const matches = new Map();
    const ids = new Map(); // file dashboard name → id, or the ref of one this run creates
    for (const f of input.files) {
        const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerTag */ .qE)(f.scope);
        for (const spec of f.dashboards) {
            const m = (0,_match_js__WEBPACK_IMPORTED_MODULE_3__/* .matchDashboard */ .AS)(spec, live, tag, claimed);
            matches.set(spec, m);
            if (m.kind === 'problem')
                f.yaml.problem([...spec.path, m.key], m.message);
            else if (m.kind === 'create')
                ids.set(spec.name, (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__/* .refText */ .d0)({ pending: 'dashboard', name: spec.name }));
            else {
                claimed.add(m.live.id);
                ids.set(spec.name, m.live.id);
            }
        }
    }
    const actions = [];
    const notes = [];
    for (const f of input.files) {
        const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerTag */ .qE)(f.scope);
        for (const spec of f.dashboards) {
            const m = matches.get(spec);
            if (!m || m.kind === 'problem')
                continue;
            if (m.kind !== 'create')
                notes.push(...namesakes(spec.name, m.live.id, live));
            const before = f.yaml.problems.length;
            const body = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .toBody */ .E)(spec, {
                lookups: input.lookups,
                fileDashboard: (name) => ids.get(name),
                problem: (path, message) => f.yaml.problem(path, message),
            });
            if (f.yaml.problems.slice(before).some((p) => p.severity === 'error'))
                continue;
            body.tags = [...spec.tags, tag];
            const base = { name: spec.name, file: f.file, scope: f.scope, internal: { spec } };
            if (m.kind === 'create') {
                // Links to dashboards this run creates (a source it creates is filled in before the first write).
                const linksPending = (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__/* .holdsRef */ .Kf)(body, 'dashboard');
                actions.push({
                    action: 'create',
                    ...base,
                    body,
                    tiles: spec.tiles.map((t) => ({ name: t.name, change: 'added' })),
                    ...(linksPending ? { linksPending, reason: 'links completed by a second write' } : {}),
                });
                continue;
            }
            actions.push(updateAction(base, spec, m, body, f));
        }
        // Ours, but no longer in the file (nor claimed by a `was`).
        for (const d of live) {
            if (claimed.has(d.id) || (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownershipOf */ .VL)(d.tags, tag).kind !== 'ours')
                continue;
            claimed.add(d.id);
            if (input.prune) {
                actions.push({
                    action: 'delete',
                    name: d.name,
                    file: f.file,
                    scope: f.scope,
                    id: d.id,
                    reason: 'not in the file',
                    internal: { live: d, snapshot: (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .snapshotOf */ .eY)(d) },
                });
            }
            else {
                notes.push(`"${d.name}" (id ${d.id}) is managed by ${f.file} but no longer in it; \`prune: true\` would delete it (and its tile alerts). A copy made in the UI keeps the ownership tag: remove the tag from a copy to keep it.`);
            }
        }
    }
    for (const d of live) {
        if (claimed.has(d.id))
            continue;
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownershipOf */ .VL)(d.tags, '');
        actions.push({
            action: 'unmanaged',
            name: d.name,
            id: d.id,
            reason: o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'no ownership tag',
        });
    }
    const files = input.files.map((f) => ({ file: f.file, scope: f.scope, ownerTag: (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerTag */ .qE)(f.scope) }));
    return finish({ version: 1, kind: 'dashboards', fingerprint: '', fullFingerprint: '', files, summary: emptySummary(), actions, notes });
}
/**
 * The plan with the tile alerts each write makes the server delete (design §8), once the alerts
 * list is read; they show per dashboard, count in the summary and change the fingerprint.
 */
function withLostAlerts(plan, alerts, alertOwner) {
    for (const a of plan.actions) {
        if (a.action !== 'update' && a.action !== 'delete')
            continue;
        const lost = (0,_alerts_lost_js__WEBPACK_IMPORTED_MODULE_7__/* .lostAlerts */ .g)(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept, alerts, alertOwner);
        if (lost.length > 0)
            a.alertsDeleted = lost;
        else
            delete a.alertsDeleted;
    }
    return finish(plan);
}
const emptySummary = () => ({
    create: 0,
    update: 0,
    adopt: 0,
    delete: 0,
    unchanged: 0,
    unmanaged: 0,
    tilesAdded: 0,
    tilesChanged: 0,
    tilesRemoved: 0,
    alertsDeleted: 0,
});
function finish(plan) {
    const summary = emptySummary();
    for (const a of plan.actions) {
        summary[a.action]++;
        if (a.action === 'update' && a.adopted)
            summary.adopt++;
        for (const t of tilesOf(a)) {
            if (t.change === 'added')
                summary.tilesAdded++;
            else if (t.change === 'removed')
                summary.tilesRemoved++;
            else
                summary.tilesChanged++;
        }
        summary.alertsDeleted += lostOf(a).length;
    }
    const fp = fingerprint(plan.files, plan.actions);
    return { ...plan, summary, fingerprint: fp.short, fullFingerprint: fp.full };
}
/**
 * Our dashboard is not the only one of its name: two files of different scopes that created one
 * name at once (or a copy made by hand) each sync their own, green and silent, while `dashboard: X`
 * in an alert file, the UI and people can no longer tell them apart. Said as alerts.sync says a
 * duplicate: a note, which makes the outcome a warning.
 */
function namesakes(name, id, live) {
    return live
        .filter((d) => d.name === name && d.id !== id)
        .map((d) => {
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownershipOf */ .VL)(d.tags, '');
        const whose = o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'without an ownership tag';
        return `"${name}" (id ${id}) is duplicated by name: dashboard ${d.id} is also named "${name}", ${whose}. Dashboards are found by name (alert files, the UI, people): rename or delete one.`;
    });
}
/** Whether some planned write can delete an alert, so the alerts list is needed (design §8). */
function needsAlerts(plan) {
    return plan.actions.some((a) => (a.action === 'update' || a.action === 'delete') && (0,_alerts_lost_js__WEBPACK_IMPORTED_MODULE_7__/* .canLoseAlerts */ .V)(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept));
}
/** The tile changes of an action (a create adds every tile). */
const tilesOf = (a) => (a.action === 'create' || a.action === 'update' ? a.tiles : []);
/** The tile alerts an action makes the server delete. */
const lostOf = (a) => (a.action === 'update' || a.action === 'delete' ? (a.alertsDeleted ?? []) : []);
function updateAction(base, spec, m, body, f) {
    const live = m.live;
    const tiles = (0,_match_js__WEBPACK_IMPORTED_MODULE_3__/* .matchTiles */ .z)(spec.tiles, live.tiles);
    for (const w of tiles.warnings)
        f.yaml.problem([...(spec.tiles[w.index]?.path ?? spec.path), 'was'], w.message, 'warning');
    const bodyTiles = body.tiles;
    const kept = new Map();
    const tileChanges = [];
    spec.tiles.forEach((t, i) => {
        const hit = tiles.matched[i];
        const want = bodyTiles[i];
        if (!hit) {
            tileChanges.push({ name: t.name, change: 'added' });
            return;
        }
        want.id = hit.tile.id;
        kept.set(hit.tile.id, want.config?.displayType);
        const { name: fromName, ...from } = (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .canonTile */ .iE)(hit.tile);
        const { name: toName, ...to } = (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .canonTile */ .iE)(want);
        if (fromName !== toName)
            tileChanges.push({ name: t.name, change: 'renamed', was: hit.key, id: hit.tile.id });
        const fields = (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonDiff */ .G4)(from, to);
        const moved = fields.every((c) => LAYOUT.has(c.field));
        if (fields.length > 0)
            tileChanges.push({ name: t.name, change: moved ? 'moved' : 'changed', id: hit.tile.id, fields });
    });
    for (const g of tiles.gone)
        tileChanges.push({ name: g.key, change: 'removed', id: g.tile.id });
    // Filters keep their ids by name (docs/contract.md §7.2); a PUT needs an id on every filter
    // (§7.1, §7.9): a new one gets a deterministic placeholder the server replaces.
    const liveFilters = (Array.isArray(live.filters) ? live.filters : []);
    for (const filter of body.filters) {
        const hit = liveFilters.find((l) => l.name === filter.name);
        filter.id = typeof hit?.id === 'string' ? hit.id : placeholderId(f.scope, spec.name, String(filter.name));
    }
    const changes = [];
    if (m.kind === 'adopt')
        changes.push({ field: 'owner', from: null, to: (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerTag */ .qE)(f.scope) });
    const want = (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .canonDashboard */ .iU)(body);
    const have = (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .canonDashboard */ .iU)(live);
    const userTags = (c) => (c.tags ?? []).filter((t) => !(0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_4__/* .isOwnerTag */ .IR)(t));
    if (want.name !== have.name)
        changes.push({ field: 'name', from: have.name, to: want.name });
    if (!(0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .same */ .FB)(userTags(want), userTags(have)))
        changes.push({ field: 'tags', from: userTags(have), to: userTags(want) });
    for (const field of ['filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers']) {
        if (!(0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .same */ .FB)(want[field], have[field]))
            changes.push({ field, from: have[field] ?? null, to: want[field] ?? null });
    }
    const internal = { ...base.internal, live, kept, snapshot: (0,_canon_js__WEBPACK_IMPORTED_MODULE_2__/* .snapshotOf */ .eY)(live) };
    const common = { ...base, id: live.id, internal };
    if (changes.length === 0 && tileChanges.length === 0)
        return { action: 'unchanged', ...common };
    return {
        action: 'update',
        ...common,
        ...(m.kind === 'adopt' ? { adopted: true, reason: 'adopt: take over a dashboard without the ownership tag' } : {}),
        ...(m.kind === 'ours' && m.renamedFrom ? { renamedFrom: m.renamedFrom, reason: `rename from "${m.renamedFrom}"` } : {}),
        changes,
        tiles: tileChanges,
        body,
    };
}
const LAYOUT = new Set(['x', 'y', 'w', 'h']);
/** ObjectId-shaped and deterministic (so the plan body and fingerprint are), never a live id (§5.3). */
function placeholderId(scope, dashboard, filter) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${scope}\u0000${dashboard}\u0000${filter}`).digest('hex').slice(0, 24);
}
/**
 * The engine's fingerprint (src/reconcile/fingerprint.ts) with what a dashboard write changes
 * besides its fields: its tile changes and the ids of the alerts it makes the server delete — so a
 * hand edit after review, or a new alert that the write would delete, changes it.
 */
function fingerprint(files, actions) {
    return (0,_reconcile_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .planFingerprint */ .a)({ v: 1, kind: 'dashboards' }, files.map((f) => f.scope), actions, (a) => ({
        tiles: tilesOf(a),
        alertsDeleted: lostOf(a)
            .map((l) => l.id)
            .sort(),
    }));
}


/***/ }),

/***/ 49173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ renderPlan),
/* harmony export */   iY: () => (/* binding */ planJson)
/* harmony export */ });
/* unused harmony exports headline, diffText */
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96867);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92205);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41342);




const MAX_QUIET_ROWS = 50;
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function headline(plan) {
    const s = plan.summary;
    const lost = s.alertsDeleted > 0 ? `; ${plural(s.alertsDeleted, 'tile alert')} would be deleted` : '';
    return (`Plan: ${plural(s.create, 'dashboard')} to create, ${s.update} to update${s.adopt ? ` (${s.adopt} adopted)` : ''}, ${s.delete} to delete, ` +
        `${s.unchanged} unchanged; tiles: ${s.tilesAdded} added, ${s.tilesChanged} changed, ${s.tilesRemoved} removed${lost} (fingerprint ${plan.fingerprint})`);
}
/** The report for a plan, and for what apply did when it ran. */
function renderPlan(plan, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const loud = plan.actions.filter(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .isWrite */ .a);
    const unchanged = plan.actions.filter((a) => a.action === 'unchanged');
    const rows = [...loud, ...unchanged.slice(0, MAX_QUIET_ROWS)].map((a) => {
        const o = byAction.get(a);
        return [
            _report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[a.action] ?? '',
            a.action === 'update' && a.adopted ? 'adopt' : a.action,
            a.name,
            tileSummary(a),
            summarize(a),
            ...(applied ? [o ? result(o) : '—'] : []),
        ];
    });
    const notes = [...plan.notes];
    if (unchanged.length > MAX_QUIET_ROWS)
        notes.push(`… and ${unchanged.length - MAX_QUIET_ROWS} more unchanged dashboards (see the \`plan\` output).`);
    const unmanaged = plan.actions.filter((a) => a.action === 'unmanaged');
    if (unmanaged.length > 0) {
        const shown = unmanaged.slice(0, 10).map((a) => `"${a.name}"`);
        notes.push(`${unmanaged.length} dashboard(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`);
    }
    for (const o of opts.outcomes ?? []) {
        if (o.echo)
            notes.push(`"${o.action.name}": the server stored ${o.echo.join(', ')} differently from what was sent (an older server?); the next plan will show this change.`);
    }
    if (opts.dryRun && loud.length > 0)
        notes.push('Dry run: nothing was sent.');
    if (loud.length === 0)
        notes.push('Nothing to do: the server matches the file.');
    for (const f of plan.files)
        notes.push(`Scope of ${f.file}: ${f.scope} (ownership tag ${f.ownerTag})`);
    const failed = opts.outcomes?.filter((o) => o.status === 'failed') ?? [];
    const diff = diffText(loud);
    return {
        title: opts.dryRun ? 'Dashboards plan' : 'Dashboards sync',
        outcome: failed.length > 0 ? 'failure' : plan.notes.length > 0 || plan.summary.alertsDeleted > 0 ? 'warning' : 'success',
        headline: headline(plan),
        counts: countsFor(plan.summary),
        table: rows.length > 0 ? { columns: ['', 'Action', 'Dashboard', 'Tiles', 'Changes / reason', ...(applied ? ['Result'] : [])], rows } : undefined,
        details: diff ? [{ title: 'Dashboard diff', text: diff, open: loud.length <= 10 }] : undefined,
        notes,
    };
}
function tileSummary(a) {
    const count = (c) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .tilesOf */ .tN)(a).filter((t) => (c === 'changed' ? !['added', 'removed'].includes(t.change) : t.change === c)).length;
    const parts = [`+${count('added')}`, `~${count('changed')}`, `-${count('removed')}`].filter((p) => !p.endsWith('0'));
    const lost = (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lostOf */ .iR)(a).length ? ` (${plural((0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lostOf */ .iR)(a).length, 'alert')} lost)` : '';
    return parts.join(' ') + lost;
}
function summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update' && a.changes.length)
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function result(o) {
    if (o.status === 'failed')
        return `❌ failed: ${o.error ?? ''}`;
    return `${_report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; checked by a re-read)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
/** Terraform-style text: dashboards, their field changes, tile changes and the alerts a write deletes. */
function diffText(actions) {
    const out = [];
    const show = (v) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        const id = (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .idOf */ .T)(a);
        out.push(`${sign} ${a.name}${id ? ` (id ${id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
        if (a.action === 'update')
            for (const c of a.changes)
                out.push(`    ~ ${c.field}: ${show(c.from)} → ${show(c.to)}`);
        for (const t of (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .tilesOf */ .tN)(a)) {
            if (t.change === 'added')
                out.push(`    + tile "${t.name}"`);
            else if (t.change === 'removed')
                out.push(`    - tile "${t.name}"${t.id ? ` (id ${t.id})` : ''}`);
            else if (t.change === 'renamed')
                out.push(`    ~ tile "${t.was}" → "${t.name}" (id ${t.id} kept)`);
            else {
                out.push(`    ~ tile "${t.name}"${t.change === 'moved' ? ' moved' : ''}`);
                for (const f of t.fields ?? [])
                    out.push(`        ~ ${f.field}: ${show(f.from)} → ${show(f.to)}`);
            }
        }
        for (const l of (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lostOf */ .iR)(a))
            out.push(`    ! alert "${l.name}" (id ${l.id}, ${l.owner}) on tile "${l.tile}" is deleted by the server: ${l.reason}`);
    }
    return out.join('\n');
}
/** The plan as the `plan` output: bodies and internals left out (the bodies are in the fingerprint). */
function planJson(plan) {
    const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
    return {
        version: plan.version,
        kind: plan.kind,
        fingerprint: plan.fingerprint,
        ...(scope !== undefined ? { scope } : {}),
        files: plan.files,
        summary: plan.summary,
        actions: plan.actions.map(forOutput),
    };
}
/** An action as the `plan` output shows it: no body (it is in the fingerprint), no internals. */
function forOutput(a) {
    if (a.action === 'unmanaged')
        return a;
    if (a.action === 'create' || a.action === 'update') {
        const { body: _body, internal: _internal, ...rest } = a;
        return rest;
    }
    const { internal: _internal, ...rest } = a;
    return rest;
}
/** The summary's counts, named for people (the `plan` output keeps the field names). */
function countsFor(s) {
    return {
        create: s.create,
        update: s.update,
        adopt: s.adopt,
        delete: s.delete,
        unchanged: s.unchanged,
        unmanaged: s.unmanaged,
        'tiles added': s.tilesAdded,
        'tiles changed': s.tilesChanged,
        'tiles removed': s.tilesRemoved,
        'alerts deleted': s.alertsDeleted,
    };
}


/***/ }),

/***/ 46913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ toBody),
/* harmony export */   k: () => (/* binding */ namesConnections)
/* harmony export */ });
/** Whether a raw SQL tile names a connection (then `GET /connections` is read). */
function namesConnections(specs) {
    return specs.some((d) => d.tiles.some((t) => t.config.configType === 'sql' && typeof t.config.connection === 'string'));
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * A file dashboard → the body the server takes (§5), without tile or filter ids (matching adds
 * them) and without the ownership tag (the plan adds it): names resolved to ids, auto-layout
 * applied, every top-level field sent (a PUT keeps what it omits, docs/contract.md §7.1), the
 * single-value fields filled. Problems (a name matching nothing or several) go to `ctx.problem`.
 */
function toBody(spec, ctx) {
    const source = (name, path) => one(ctx.lookups.sources, name, path, 'source', ctx);
    const tiles = spec.tiles.map((t) => {
        const tile = { name: t.name, ...t.layout };
        if (t.containerId !== undefined)
            tile.containerId = t.containerId;
        if (t.tabId !== undefined)
            tile.tabId = t.tabId;
        tile.config = tileConfig(t.config, [...t.path, 'config'], source, ctx);
        return tile;
    });
    const filters = spec.filters.map((f, i) => {
        const at = [...spec.path, 'filters', i];
        const { source: name, appliesToSources, ...rest } = f;
        const out = { type: 'QUERY_EXPRESSION', ...rest, sourceId: source(name, [...at, 'source'])?.id ?? '' };
        if (Array.isArray(appliesToSources))
            out.appliesToSourceIds = appliesToSources.map((n, j) => source(n, [...at, 'appliesToSources', j])?.id ?? '');
        return out;
    });
    const hasQuery = typeof spec.savedQuery === 'string';
    return {
        name: spec.name,
        tiles,
        tags: [...spec.tags],
        filters,
        savedQuery: hasQuery ? spec.savedQuery : null,
        // The server refuses `null` with a saved query and sets `lucene` when it is omitted (§5.3).
        savedQueryLanguage: hasQuery ? (spec.savedQueryLanguage ?? 'lucene') : null,
        savedFilterValues: spec.savedFilterValues.map((v) => ({ type: 'sql', ...v })),
        containers: spec.containers,
    };
}
function tileConfig(config, at, source, ctx) {
    const { source: sourceName, connection, onClick, ...rest } = config;
    const out = { ...rest };
    const src = sourceName !== undefined ? source(sourceName, [...at, 'source']) : undefined;
    if (sourceName !== undefined)
        out.sourceId = src?.id ?? '';
    const type = config.displayType;
    if (config.configType === 'sql') {
        if (typeof connection === 'string') {
            const conn = one(ctx.lookups.connections ?? [], connection, [...at, 'connection'], 'connection', ctx);
            out.connectionId = conn?.id ?? '';
            if (conn && src && src.connection !== conn.id)
                ctx.problem([...at, 'source'], `source "${src.name}" uses another connection than "${conn.name}" (docs/contract.md §7.1)`);
        }
        else if (src) {
            // Without `connection`, the tile runs on its source's connection.
            out.connectionId = typeof src.connection === 'string' ? src.connection : '';
        }
    }
    else if (src) {
        if (type === 'heatmap' && src.kind !== 'trace')
            ctx.problem([...at, 'source'], `a heatmap needs a trace source; "${src.name}" is a ${src.kind} source`);
        if (Array.isArray(config.formulas) && config.formulas.length > 0 && !['metric', 'log', 'trace'].includes(src.kind)) {
            ctx.problem([...at, 'formulas'], `formulas need a metric, log or trace source; "${src.name}" is a ${src.kind} source`);
        }
    }
    if (type === 'search')
        out.whereLanguage = config.whereLanguage ?? 'lucene'; // the managed schema requires it
    if (isObject(onClick))
        out.onClick = clickAction(onClick, [...at, 'onClick'], source, ctx);
    return out;
}
function clickAction(onClick, at, source, ctx) {
    const out = { ...onClick };
    const target = isObject(onClick.target) ? onClick.target : {};
    if (typeof target.template === 'string')
        out.target = { mode: 'template', template: target.template };
    else if (target.source !== undefined) {
        const src = source(target.source, [...at, 'target', 'source']);
        if (src && !['log', 'trace'].includes(src.kind))
            ctx.problem([...at, 'target', 'source'], `a search link needs a log or trace source; "${src.name}" is a ${src.kind} source`);
        out.target = { mode: 'id', id: src?.id ?? '' };
    }
    else if (typeof target.dashboard === 'string') {
        const name = target.dashboard;
        let id = ctx.fileDashboard(name);
        if (id === undefined) {
            const live = ctx.lookups.dashboards.filter((d) => d.name === name);
            if (live.length === 1)
                id = live[0]?.id;
            else
                ctx.problem([...at, 'target', 'dashboard'], live.length === 0 ? `no dashboard named "${name}" (live, or in the files)` : `${live.length} live dashboards are named "${name}"`);
        }
        out.target = { mode: 'id', id: id ?? '' };
    }
    if (Array.isArray(onClick.filters))
        out.filters = onClick.filters.map((f) => (isObject(f) ? { kind: 'expressionTemplate', ...f } : f));
    return out;
}
/** Exactly one object by name, or a located problem. */
function one(list, name, path, what, ctx) {
    const hits = list.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0];
    const known = list
        .slice(0, 10)
        .map((o) => `"${o.name}"`)
        .join(', ');
    ctx.problem(path, hits.length === 0
        ? `no ${what} named "${String(name)}"${list.length ? ` (known: ${known}${list.length > 10 ? ', …' : ''})` : ` (there are none)`}`
        : `${hits.length} ${what}s are named "${String(name)}" (ids ${hits.map((o) => o.id).join(', ')}); rename one on the server`);
    return undefined;
}


/***/ }),

/***/ 3899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  so: () => (/* binding */ applyDashboardPlan),
  Qv: () => (/* binding */ applyFailures),
  xb: () => (/* binding */ parseDashboardFiles),
  Xh: () => (/* binding */ planDashboardSync),
  Ke: () => (/* binding */ refusals),
  Wn: () => (/* binding */ refuseEmptyDashboardPrune),
  bW: () => (/* binding */ syncDashboards)
});

// UNUSED EXPORTS: readDashboardFiles

// EXTERNAL MODULE: ./src/reconcile/apply.ts
var apply = __webpack_require__(62668);
// EXTERNAL MODULE: ./src/reconcile/echo.ts
var echo = __webpack_require__(84595);
// EXTERNAL MODULE: ./src/reconcile/files.ts
var reconcile_files = __webpack_require__(57955);
// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
// EXTERNAL MODULE: ./src/reconcile/result.ts
var result = __webpack_require__(30819);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/dashboards/file.ts + 2 modules
var dashboards_file = __webpack_require__(87969);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/reconcile/ref.ts
var ref = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/util/echo.ts
var util_echo = __webpack_require__(57355);
// EXTERNAL MODULE: ./src/dashboards/alerts-lost.ts
var alerts_lost = __webpack_require__(69401);
// EXTERNAL MODULE: ./src/dashboards/canon.ts
var canon = __webpack_require__(73238);
;// CONCATENATED MODULE: ./src/dashboards/handler.ts






/** The message every refused write of a dashboard edited between plan and apply carries. */
const CHANGED_SINCE_PLAN = 'changed since plan — re-run';
/**
 * The dashboards handler for one run. `knownIds`: the dashboards the plan saw (a lost create is
 * one it did not); `written`: filled as the writes answer.
 */
function dashboardHandler(client, knownIds, files, namer) {
    const written = new Map();
    const created = new Map();
    const landed = (a, answer) => {
        created.set(a.name, answer.id);
        written.set(answer.id, answer);
        return { id: answer.id, echo: a.linksPending ? undefined : handler_echo(answer, a.body) };
    };
    const fill = (body) => (0,ref/* resolveRefs */.F0)(body, (ref) => (ref.pending === 'dashboard' ? created.get(ref.name) : undefined));
    return {
        written,
        created,
        phases: (writes) => [writes.filter((a) => a.action === 'create'), writes.filter((a) => a.action !== 'create')],
        report: 'plan',
        async create(a) {
            const body = structuredClone(a.body);
            if (a.linksPending)
                for (const t of body.tiles)
                    if ((0,ref/* holdsRef */.Kf)(t.config?.onClick))
                        delete t.config.onClick;
            return landed(a, await client.createDashboard(body));
        },
        async reread(a) {
            let fresh;
            try {
                fresh = await client.getDashboard(a.id);
            }
            catch (e) {
                if (e instanceof errors/* ApiError */.hD && e.status === 404)
                    throw new Error(`${CHANGED_SINCE_PLAN} (it was deleted)`);
                throw e;
            }
            if ((0,canon/* snapshotOf */.eY)(fresh) !== a.internal.snapshot)
                throw new Error(CHANGED_SINCE_PLAN);
            await refuseUnplannedAlertLoss(client, a, fresh);
        },
        async update(a) {
            const body = fill(a.body);
            try {
                const after = await client.updateDashboard(a.id, body);
                written.set(a.id, after);
                return { id: a.id, echo: handler_echo(after, body) };
            }
            catch (e) {
                // No transaction (docs/contract.md §7.2): after a 5xx or a lost answer, read before deciding.
                if (!answerMayBeLost(e))
                    throw e;
                const now = await client.getDashboard(a.id).catch(() => undefined);
                if (now && (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(now), (0,canon/* canonDashboard */.iU)(body)).length === 0) {
                    written.set(a.id, now);
                    return { id: a.id, recovered: true };
                }
                throw new Error(`${(0,input_error/* messageFor */.XW)(e, namer)}; the server may have written part of it — re-run`);
            }
        },
        async delete(a) {
            await client.deleteDashboard(a.id);
            return { id: a.id };
        },
        // A POST is never re-sent (a lost answer cannot make two dashboards): one list shows whether it
        // landed — a dashboard of this name with our tag that the plan did not see.
        lost: {
            is: answerMayBeLost,
            list: () => client.listDashboards(),
            find: (list, a) => list.find((d) => !knownIds.has(d.id) && d.name === a.name && d.tags?.includes(a.body.tags.at(-1) ?? '')),
            found: landed,
            notCreated: 'no dashboard was created (checked) — re-run',
            unchecked: () => 'could not check whether it was created — re-run',
            mark: false,
        },
        second: {
            needs: (a) => a.linksPending === true,
            // The second write of a create whose links point at dashboards of this run: ids of its tiles from the POST's answer.
            async write(a, id) {
                const answer = written.get(id);
                const body = fill(a.body);
                body.tiles.forEach((t, i) => (t.id = answer?.tiles[i]?.id));
                const after = await client.updateDashboard(id, body);
                written.set(id, after);
                return { id, echo: handler_echo(after, body) };
            },
        },
        echoPlace: (o) => {
            const spec = o.action.action === 'delete' ? undefined : o.action.internal.spec;
            const file = spec && files.find((f) => f.file === spec.file);
            return spec && file ? { yaml: file.yaml, path: [...spec.path, 'name'], label: `dashboard "${o.action.name}" (id ${o.id ?? '?'})` } : undefined;
        },
    };
}
const answerMayBeLost = (e) => e instanceof errors/* TransportError */.wX || (e instanceof errors/* ApiError */.hD && e.status >= 500);
/**
 * The alerts are state the write changes too: the server deletes the alerts of the tiles a PUT
 * removes (or a DELETE takes), with no mention. A tile alert someone added since the plan would go
 * silently, so when this write can lose alerts at all, the list is read again and any alert it
 * would delete that the plan did not list stops the write, as a changed dashboard does.
 */
async function refuseUnplannedAlertLoss(client, a, fresh) {
    const kept = a.action === 'delete' ? undefined : a.internal.kept;
    if (!(0,alerts_lost/* canLoseAlerts */.V)(fresh, kept))
        return;
    const planned = new Set((a.alertsDeleted ?? []).map((l) => l.id));
    const unplanned = (0,alerts_lost/* lostAlerts */.g)(fresh, kept, await client.listAlerts(), () => '').filter((l) => !planned.has(l.id));
    if (unplanned.length === 0)
        return;
    const named = unplanned
        .slice(0, 3)
        .map((l) => `"${l.name}" on tile "${l.tile}"`)
        .join(', ');
    throw new Error(`${CHANGED_SINCE_PLAN} (tile alert${unplanned.length > 1 ? 's' : ''} ${named}${unplanned.length > 3 ? ', …' : ''} added since the plan would be deleted by this write)`);
}
/**
 * The echo check (§6.3): the answer, canonical, against what was sent. A difference means the
 * default table misses something or the server dropped a field; the next plan would show it.
 */
function handler_echo(answer, sent) {
    // The answer as the server sent it: not trusted to be a dashboard.
    if (typeof answer !== 'object' || answer === null || !('tiles' in answer) || !Array.isArray(answer.tiles))
        return undefined;
    const diffs = (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(answer), (0,canon/* canonDashboard */.iU)(sent));
    if (diffs.length === 0)
        return undefined;
    // Every field, never a sample: a dropped one must not go unnamed (the engine makes them warnings).
    return diffs.map((d) => (0,util_echo/* echoField */.o)(d.field, d.to, d.from));
}

// EXTERNAL MODULE: ./src/reconcile/plan.ts
var reconcile_plan = __webpack_require__(92205);
// EXTERNAL MODULE: ./src/dashboards/plan.ts
var dashboards_plan = __webpack_require__(41342);
// EXTERNAL MODULE: ./src/dashboards/render.ts
var render = __webpack_require__(49173);
// EXTERNAL MODULE: ./src/dashboards/resolve.ts
var resolve = __webpack_require__(46913);
;// CONCATENATED MODULE: ./src/dashboards/validate.ts


const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Body keys → the file's keys, for server paths (`tiles.2.config.sourceId` → `tiles[2].config.source`). */
const FILE_KEYS = { sourceId: 'source', connectionId: 'connection', appliesToSourceIds: 'appliesToSources' };
/**
 * Server-side validation in a dry run (design §10): each create / update body goes once to
 * `POST /dashboards/validate`, create-shaped (tile and filter ids removed: the endpoint applies
 * the POST rules, and refuses a filter id), so a PR plan catches what only the server knows.
 * Its errors become problems at the file's line. Returns a note when the server lacks the route.
 */
async function validateOnServer(client, plan, files, debug) {
    for (const a of plan.actions) {
        if (a.action !== 'create' && a.action !== 'update')
            continue;
        const spec = a.internal.spec;
        // A tile on a source (or connection) the same stack run creates: the server cannot judge it before that exists.
        if ((0,ref/* holdsRef */.Kf)(a.body, 'object'))
            continue;
        const verdict = await client.validateDashboard(createShaped(a.body));
        if (!verdict) {
            return 'This server has no POST /dashboards/validate (HyperDX before api 2.30); server-side validation was skipped.';
        }
        if (verdict.valid) {
            // An early warning of a perpetual diff: what the server would store, canonical, against what the plan compares.
            const diffs = debug && isObject(verdict.normalized) ? (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(verdict.normalized), (0,canon/* canonDashboard */.iU)(createShaped(a.body))) : [];
            if (diffs.length > 0)
                debug?.(`validate: the server would store "${a.name}" differently: ${diffs.map((d) => d.field).join(', ')}`);
            continue;
        }
        const yaml = files.find((f) => f.file === spec.file)?.yaml;
        for (const e of verdict.errors)
            yaml?.problem(e.path ? [...spec.path, ...filePath(e.path)] : [...spec.path, 'name'], `server validation: ${e.message}`);
    }
    return undefined;
}
function createShaped(body) {
    const copy = structuredClone(body);
    for (const t of copy.tiles ?? []) {
        delete t.id;
        const config = t.config;
        // A link to a dashboard this run creates has no id yet: left out, as the create leaves it out.
        if (config && (0,ref/* holdsRef */.Kf)(config.onClick))
            delete config.onClick;
    }
    for (const f of copy.filters ?? [])
        delete f.id;
    return copy;
}
/** A server dot path → the path of the file's YAML node (the deepest existing node is annotated). */
function filePath(path) {
    const steps = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : (FILE_KEYS[s] ?? s)));
    // `onClick.target.id` is `onClick.target: {source | dashboard}` in the file.
    const last = steps.length - 1;
    if (steps[last] === 'id' && steps[last - 1] === 'target')
        steps.pop();
    return steps;
}

;// CONCATENATED MODULE: ./src/dashboards/sync.ts














/**
 * The files, checked (values, syntax, schema for the edition, cross-field rules) before any
 * request; every problem of every file, and the values no file used, reported together.
 */
async function readDashboardFiles(settings, edition, ws, values) {
    const files = await parseDashboardFiles(settings, edition, ws, values);
    (0,guards/* failOnProblems */.c$)([...files, ...(values?.finish() ?? [])]);
    refuseEmptyDashboardPrune(settings.prune, files);
    return files;
}
/** The dashboard files parsed and their names checked across files, problems recorded and not yet raised. */
async function parseDashboardFiles(settings, edition, ws, values) {
    const files = await (0,reconcile_files/* readScopedFiles */.g)(ws, 'dashboard-file', settings.dashboardFile, settings.scope, (file, text, scopes) => (0,dashboards_file/* parseDashboardFile */.s)(file, text, { ...scopes, edition, values }));
    const names = new Map();
    for (const f of files) {
        for (const d of f.dashboards) {
            // Names are how alert files, the UI and people find a dashboard: unique across the run.
            const first = names.get(d.name);
            // Located only when reported: positions cost a syntax tree of the whole file.
            if (first && first.file !== f)
                f.yaml.problem([...d.path, 'name'], `dashboard "${d.name}" is also declared in ${first.file.file}:${first.file.yaml.locate([...first.path, 'name']).line}`);
            else if (!first)
                names.set(d.name, { file: f, path: d.path });
        }
    }
    return files;
}
/** `prune: true` with a file that declares no dashboard: refused before any request. */
function refuseEmptyDashboardPrune(prune, files) {
    (0,guards/* refuseEmptyPrune */.aL)(prune, files.map((f) => ({ file: f.file, count: f.dashboards.length })), { plural: 'dashboards', deleteOperation: 'dashboards.delete' });
}
/** Sends the plan's writes through the engine with the dashboards handler. */
async function applyDashboardPlan(client, run, files, concurrency, namer = input_error/* actionNamer */.IY) {
    const handler = dashboardHandler(client, knownIds(run), files, namer);
    const outcomes = await (0,apply/* applyWrites */.r)(handler, run.plan.actions.filter(reconcile_plan/* isWrite */.a), concurrency, namer);
    (0,echo/* recordEchoes */.T)(outcomes, handler.echoPlace);
    return { outcomes, written: handler.written, created: handler.created };
}
/**
 * The lists (one dashboards list, one sources list, connections only when a raw SQL tile names
 * one, the alerts only when a write can lose an alert — the request floor, design §13), then the
 * plan; in a dry run, the server's own validation of every body that would be sent.
 */
async function planDashboardSync(client, files, opts) {
    const specs = files.flatMap((f) => f.dashboards);
    const [dashboards, sources, connections] = await Promise.all([
        client.listDashboards(),
        opts.given ? opts.given.sources : client.listSources(),
        opts.given ? opts.given.connections : (0,resolve/* namesConnections */.k)(specs) && client.listConnections ? client.listConnections() : undefined,
    ]);
    const lookups = { dashboards, sources, connections };
    let plan = (0,dashboards_plan/* buildPlan */.Gg)({ files, lookups, prune: opts.prune });
    (0,guards/* failOnProblems */.c$)(files);
    let alerts = opts.alerts;
    if (!alerts && (0,dashboards_plan/* needsAlerts */.BC)(plan))
        alerts = await client.listAlerts();
    if (alerts)
        plan = (0,dashboards_plan/* withLostAlerts */.Wu)(plan, alerts, opts.alertOwner);
    const notes = [];
    if (opts.dryRun) {
        const note = await validateOnServer(client, plan, files, opts.debug);
        if (note)
            notes.push(note);
        (0,guards/* failOnProblems */.c$)(files);
    }
    return { plan, lookups, alerts, notes };
}
/** The dashboards the plan saw: a create whose answer was lost is looked for among the others. */
const knownIds = (run) => new Set(run.lookups.dashboards.map((d) => d.id));
/** The refusals that stop a run with nothing sent (design §7). */
function refusals(plan, settings, fullFingerprint = plan.fullFingerprint, alertDeletes = 0) {
    const out = [];
    const lost = plan.summary.alertsDeleted;
    if (lost > 0 && !settings.prune) {
        out.push(`The plan makes the server delete ${lost} tile alert(s) (listed per dashboard); nothing was sent. Set \`prune: true\` to accept losing them — or use \`was:\` to keep a renamed tile.`);
    }
    const deletions = plan.summary.delete + lost + alertDeletes;
    const what = `${deletions} object(s) (dashboards, and the tile alerts their writes delete${alertDeletes ? ', and alerts' : ''})`;
    const tooMany = (0,guards/* maxDeletionsRefusal */.YR)(deletions, what, settings.maxDeletions, settings.nameInput);
    if (tooMany)
        out.push(tooMany);
    const unexpected = (0,guards/* expectPlanRefusal */.BY)(settings.expectPlan, fullFingerprint);
    if (unexpected)
        out.push(unexpected);
    return out;
}
/** Why the applied writes failed, for the step's failure message. */
function applyFailures(applied) {
    const text = (0,result/* writeFailures */.vS)(applied?.outcomes, { what: 'dashboard write(s)', of: true, entry: result/* afterColon */.eM });
    return text ? [text] : [];
}
/** dashboards.sync on its own: files, lists, plan, guards, apply unless a dry run, one report. */
async function syncDashboards(client, edition, settings, ws) {
    const values = await (0,util_values/* readValues */.N$)(ws, settings.valuesFile ?? '', settings.nameInput ?? input_error/* actionNamer */.IY);
    const files = await readDashboardFiles(settings, edition, ws, values);
    const run = await planDashboardSync(client, files, settings);
    const { plan } = run;
    const writes = plan.actions.filter(reconcile_plan/* isWrite */.a).length;
    const changed = writes > 0;
    const refused = refusals(plan, settings);
    let applied;
    if (!settings.dryRun && refused.length === 0 && changed)
        applied = await applyDashboardPlan(client, run, files, settings.concurrency, settings.nameInput);
    const report = (0,render/* renderPlan */.EG)(plan, { dryRun: settings.dryRun, outcomes: applied?.outcomes });
    const warnings = files.flatMap((f) => f.yaml.problems);
    if (warnings.length > 0)
        report.problems = warnings;
    const changes = (0,guards/* failOnChangesFailure */.nF)(settings.failOnChanges, writes, applied !== undefined, { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` });
    const planOut = (0,render/* planJson */.iY)(plan);
    return (0,result/* syncResult */.j)({
        plan: planOut,
        planText: JSON.stringify(planOut),
        fingerprint: plan.fingerprint,
        applied: applied && (0,result/* appliedRows */.Jh)(applied.outcomes, { recovered: true }),
        changed,
        report,
        failures: [...refused, ...applyFailures(applied), ...(changes ? [changes] : [])],
        notes: run.notes,
    });
}


/***/ }),

/***/ 95661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dashboardsSync: () => (/* binding */ dashboardsSync),
/* harmony export */   fillPending: () => (/* binding */ fillPending),
/* harmony export */   merge: () => (/* binding */ merge),
/* harmony export */   predicted: () => (/* binding */ predicted),
/* harmony export */   readDashboardSyncInputs: () => (/* binding */ readDashboardSyncInputs)
/* harmony export */ });
/* harmony import */ var _alerts_handler_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72963);
/* harmony import */ var _dashboards_model_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(92205);
/* harmony import */ var _alerts_normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34816);
/* harmony import */ var _alerts_render_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45567);
/* harmony import */ var _alerts_backtest_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52190);
/* harmony import */ var _alerts_sync_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6910);
/* harmony import */ var _dashboards_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41342);
/* harmony import */ var _dashboards_render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49173);
/* harmony import */ var _dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3899);
/* harmony import */ var _reconcile_apply_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(62668);
/* harmony import */ var _reconcile_echo_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(84595);
/* harmony import */ var _reconcile_guards_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55248);
/* harmony import */ var _reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(30819);
/* harmony import */ var _reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(97837);
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(37284);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93059);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7656);
/* harmony import */ var _alerts_sync_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(48795);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(94437);




















/** Whose an alert is, for the alerts a dashboard write deletes: its marker's scope, or "unmarked". */
const alertOwner = (a) => (0,_alerts_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(a).scope ?? 'unmarked';
/**
 * Reconciles dashboard file(s) with the server (src/dashboards/sync.ts); with `alert-file` too,
 * one run of both (design §12): dashboards first, then the alerts against the fresh tile ids.
 */
const dashboardsSync = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_14__/* .DASHBOARDS_SYNC */ .yj,
    prepare(input) {
        const settings = readDashboardSyncInputs(input);
        const alerts = input.text('alert-file') ? (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_13__.readSyncInputs)(input) : undefined;
        return ({ client, connection, log, context }) => {
            const run = { ...settings, debug: (m) => log.debug(m), nameInput: context.nameInput };
            return alerts ? syncBoth(client, connection.edition, run, alerts, context) : (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .syncDashboards */ .bW)(client, connection.edition, run, context);
        };
    },
};
/** dashboards.sync's inputs: exactly alerts.sync's, with `dashboard-file` for `alert-file`. */
function readDashboardSyncInputs(input) {
    const dashboardFile = input.text('dashboard-file');
    if (!dashboardFile)
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_11__/* .msg */ .ab) `dashboards.sync needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_11__/* .named */ .KT)('dashboard-file')} (a path or a glob).`);
    return { ...(0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_13__.readCommonSyncInputs)(input), dashboardFile, alertOwner };
}
/**
 * One step, both files (design §12): the lists read once, the dashboards planned first and the
 * alerts planned against the dashboards as they will be (renamed tiles under their new names,
 * created ones under pending ids, alerts the dashboard writes delete taken out); one plan, one
 * fingerprint, one max-deletions budget, one report. Apply: dashboards, then the pending ids of
 * the alert plan filled from the write answers, then the alerts.
 */
async function syncBoth(client, edition, d, a, ws) {
    // Both kinds of files read and substituted before any problem is raised: one report of every
    // problem, and a value is unused only when neither kind of file uses it.
    const values = await (0,_util_values_js__WEBPACK_IMPORTED_MODULE_12__/* .readValues */ .N$)(ws, d.valuesFile ?? '', d.nameInput ?? _util_input_error_js__WEBPACK_IMPORTED_MODULE_11__/* .actionNamer */ .IY);
    const dashboardFiles = await (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .parseDashboardFiles */ .xb)(d, edition, ws, values);
    const alertFiles = await (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_4__/* .parseAlertFiles */ .vl)(a, edition, ws, values);
    (0,_reconcile_guards_js__WEBPACK_IMPORTED_MODULE_9__/* .failOnProblems */ .c$)([...dashboardFiles, ...alertFiles, ...values.finish()]);
    (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .refuseEmptyDashboardPrune */ .Wn)(d.prune, dashboardFiles);
    (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_4__/* .refuseEmptyAlertPrune */ .Ur)(a.prune, alertFiles);
    const alerts = await client.listAlerts();
    const run = await (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .planDashboardSync */ .Xh)(client, dashboardFiles, { ...d, alerts });
    const dPlan = run.plan;
    const lost = new Set(dPlan.actions.flatMap(_dashboards_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .lostOf */ .iR).map((l) => l.id));
    const dashboards = predicted(dPlan, run.lookups.dashboards);
    const { plan: aPlan, lookups, desired, } = await (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_4__/* .planAlertSync */ .ze)(client, alertFiles, {
        prune: a.prune,
        given: { alerts: alerts.filter((x) => !lost.has(x.id)), dashboards },
    });
    // The proposed alerts read their tiles as the dashboard writes leave them; an update's live definition, as they are.
    const backtests = await (0,_alerts_backtest_run_js__WEBPACK_IMPORTED_MODULE_3__/* .backtestPlan */ .Lb)(client, { plan: aPlan, desired, alerts, dashboards, liveDashboards: run.lookups.dashboards, savedSearches: lookups.savedSearches, sources: run.lookups.sources }, a.backtest, Date.now());
    const fingerprint = (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_10__/* .fingerprintOf */ .ax)({ dashboards: dPlan.fullFingerprint, alerts: aPlan.fullFingerprint });
    const dWrites = dPlan.actions.filter(_dashboards_model_js__WEBPACK_IMPORTED_MODULE_15__/* .isWrite */ .a).length;
    const aWrites = aPlan.summary.create + aPlan.summary.update + aPlan.summary.delete;
    const changed = dWrites + aWrites > 0;
    const refused = (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .refusals */ .Ke)(dPlan, d, fingerprint.full, aPlan.summary.delete);
    const noisy = (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_4__/* .noiseRefusal */ .NR)(backtests, a.backtest, d.nameInput);
    if (noisy)
        refused.push(noisy);
    let applied;
    let alertOutcomes;
    const alertWriter = (0,_alerts_handler_js__WEBPACK_IMPORTED_MODULE_0__/* .alertHandler */ .x)(client, new Set(alerts.map((x) => x.id)), alertFiles);
    const skipped = [];
    if (!d.dryRun && refused.length === 0 && changed) {
        // Dependency order: the dashboards, then the alerts with the refs to what they created resolved.
        applied = await (0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .applyDashboardPlan */ .so)(client, run, dashboardFiles, d.concurrency, d.nameInput);
        const ready = fillPending(aPlan.actions.filter(_dashboards_model_js__WEBPACK_IMPORTED_MODULE_15__/* .isWrite */ .a), applied, skipped);
        alertOutcomes = await (0,_reconcile_apply_js__WEBPACK_IMPORTED_MODULE_8__/* .applyWrites */ .r)(alertWriter, ready, a.concurrency, d.nameInput);
    }
    (0,_reconcile_echo_js__WEBPACK_IMPORTED_MODULE_16__/* .recordEchoes */ .T)(alertOutcomes, alertWriter.echoPlace);
    const dReport = (0,_dashboards_render_js__WEBPACK_IMPORTED_MODULE_6__/* .renderPlan */ .EG)(dPlan, { dryRun: d.dryRun, outcomes: applied?.outcomes });
    const aReport = (0,_alerts_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderPlan */ .EG)(aPlan, lookups, { dryRun: d.dryRun, outcomes: alertOutcomes, backtests: backtests.details });
    const report = merge(dReport, aReport, fingerprint.short);
    const problems = [...dashboardFiles, ...alertFiles].flatMap((f) => f.yaml.problems);
    if (problems.length > 0)
        report.problems = problems;
    const failures = [...refused, ...(0,_dashboards_sync_js__WEBPACK_IMPORTED_MODULE_7__/* .applyFailures */ .Qv)(applied)];
    const failedAlerts = (0,_reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__/* .writeFailures */ .vS)(alertOutcomes, { what: 'alert write(s)', of: false, entry: _reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__/* .inParentheses */ .YE });
    if (failedAlerts)
        failures.push(failedAlerts);
    if (skipped.length > 0)
        failures.push(`Not sent, their dashboard was not written: ${skipped.map((s) => `"${s}"`).join(', ')}.`);
    const changes = (0,_reconcile_guards_js__WEBPACK_IMPORTED_MODULE_9__/* .failOnChangesFailure */ .nF)(d.failOnChanges, dWrites + aWrites, applied !== undefined, { files: 'files', plural: () => 'change(s)' });
    if (changes)
        failures.push(changes);
    const plan = {
        version: 1,
        kind: 'dashboards+alerts',
        fingerprint: fingerprint.short,
        dashboards: (0,_dashboards_render_js__WEBPACK_IMPORTED_MODULE_6__/* .planJson */ .iY)(dPlan),
        alerts: JSON.parse((0,_alerts_render_js__WEBPACK_IMPORTED_MODULE_2__/* .planJson */ .iY)(aPlan)),
    };
    return (0,_reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__/* .syncResult */ .j)({
        plan,
        planText: JSON.stringify(plan),
        fingerprint: fingerprint.short,
        applied: applied && {
            dashboards: (0,_reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__/* .appliedRows */ .Jh)(applied.outcomes, { recovered: false }),
            alerts: alertOutcomes && (0,_reconcile_result_js__WEBPACK_IMPORTED_MODULE_17__/* .appliedRows */ .Jh)(alertOutcomes, { recovered: false }),
        },
        changed,
        report,
        failures,
        notes: [...run.notes, ...backtests.notes],
    });
}
/**
 * The dashboards as the plan will leave them, for the alert file's `dashboard:` / `tile:` names:
 * the file's dashboards with their tiles under the file's names (a `was` rename is already its new
 * name, with its kept id), pending ids for what a write creates, deleted dashboards gone.
 */
function predicted(plan, live) {
    const out = new Map(live.map((x) => [x.id, x]));
    const created = [];
    for (const x of plan.actions) {
        if (x.action === 'delete')
            out.delete(x.id);
        if (x.action !== 'create' && x.action !== 'update')
            continue;
        const id = x.action === 'create' ? (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .refText */ .d0)({ pending: 'dashboard', name: x.name }) : x.id;
        const tiles = x.body.tiles.map((t) => ({
            ...t,
            id: typeof t.id === 'string' ? t.id : (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .refText */ .d0)({ pending: 'tile', dashboard: x.name, tile: String(t.name) }),
            name: String(t.name),
        }));
        const dash = { ...x.body, id, name: x.name, tiles };
        if (x.action === 'create')
            created.push(dash);
        else
            out.set(id, dash);
    }
    return [...out.values(), ...created];
}
/**
 * The alert plan's writes with refs to dashboards and tiles replaced by the ids the dashboard
 * writes answered; a tile alert whose dashboard was not written is left out (named in `skipped`).
 */
function fillPending(writes, applied, skipped) {
    const idFor = (ref) => {
        if (ref.pending === 'dashboard')
            return applied.created.get(ref.name);
        if (ref.pending === 'object')
            return undefined;
        const id = applied.created.get(ref.dashboard) ?? [...applied.written.values()].find((w) => w.name === ref.dashboard)?.id;
        return id ? applied.written.get(id)?.tiles.find((t) => t.name === ref.tile)?.id : undefined;
    };
    return writes.filter((x) => {
        if (x.action === 'delete')
            return true;
        // The same action objects (the report finds each outcome by its action): their bodies get the ids.
        if ((0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .refOf */ .H8)(x.body.dashboardId) || (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .refOf */ .H8)(x.body.tileId))
            x.body = { ...x.body, ...(0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .resolveRefs */ .F0)({ dashboardId: x.body.dashboardId, tileId: x.body.tileId }, idFor) };
        if (x.body.source !== 'tile' || (x.body.dashboardId && x.body.tileId && !(0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .isRef */ .i9)(x.body.dashboardId) && !(0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_18__/* .isRef */ .i9)(x.body.tileId)))
            return true;
        skipped.push(x.name);
        return false;
    });
}
/** One report of two plans: the dashboards' rows, then the alerts' (marked), both diffs, every note. */
function merge(d, a, fingerprint) {
    const columns = d.table?.columns ?? a.table?.columns ?? [];
    const applied = columns.includes('Result');
    const alertRows = (a.table?.rows ?? []).map(([icon, action, name, target, why, result]) => [
        icon ?? '',
        action ?? '',
        `alert: ${name ?? ''}`,
        target ?? '',
        why ?? '',
        ...(applied ? [result ?? '—'] : []),
    ]);
    const rows = [...(d.table?.rows ?? []), ...alertRows];
    const outcomes = [d.outcome, a.outcome];
    return {
        title: d.title.replace('Dashboards', 'Dashboards and alerts'),
        outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
        headline: `${d.headline?.replace(/ \(fingerprint \w+\)$/, '')} · Alerts ${a.headline?.replace(/^Plan: /, '').replace(/ \(fingerprint \w+\)$/, '')} (fingerprint ${fingerprint})`,
        counts: { ...d.counts, ...Object.fromEntries(Object.entries(a.counts ?? {}).map(([k, v]) => [`alerts ${k}`, v])) },
        table: rows.length > 0
            ? { columns: ['', 'Action', 'Dashboard / alert', 'Tiles / target', 'Changes / reason', ...(applied ? ['Result'] : [])], rows }
            : undefined,
        // The alerts' backtests: their list under the table, their charts.
        ...(a.lists ? { lists: a.lists } : {}),
        ...(a.charts ? { charts: a.charts } : {}),
        details: [...(d.details ?? []), ...(a.details ?? []).map((x) => ({ ...x, title: `Alerts: ${x.title}` }))],
        notes: [...(d.notes ?? []), ...(a.notes ?? []).filter((n) => !n.startsWith('Nothing to do') && !n.startsWith('Dry run'))],
    };
}


/***/ }),

/***/ 97837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ resolveRefs),
/* harmony export */   H8: () => (/* binding */ refOf),
/* harmony export */   Kf: () => (/* binding */ holdsRef),
/* harmony export */   d0: () => (/* binding */ refText),
/* harmony export */   i9: () => (/* binding */ isRef)
/* harmony export */ });
// An object this run creates has no id until its create answered, yet other writes of the same
// run name it (a dashboard's link to another, an alert on a new dashboard's tile). A `Ref` names
// it by kind and name. Bodies are server JSON (and show in the `plan` output and the fingerprint),
// so a ref travels inside them as one placeholder text; this file is the only one that writes,
// reads or replaces that text.
const DASHBOARD = '<pending: dashboard ';
const TILE = '<pending: tile ';
const OBJECT = '<pending: object ';
/** The placeholder a ref is in a body: `<pending: dashboard Checkout>`, `<pending: tile ["Checkout","Errors"]>`. */
function refText(ref) {
    if (ref.pending === 'object')
        return `${OBJECT}${JSON.stringify([ref.kind, ref.name])}>`;
    return ref.pending === 'dashboard' ? `${DASHBOARD}${ref.name}>` : `${TILE}${JSON.stringify([ref.dashboard, ref.tile])}>`;
}
/** The ref a body value stands for, if it is a placeholder. */
function refOf(value) {
    if (typeof value !== 'string' || !value.endsWith('>'))
        return undefined;
    if (value.startsWith(DASHBOARD))
        return { pending: 'dashboard', name: value.slice(DASHBOARD.length, -1) };
    const pair = (prefix) => {
        if (!value.startsWith(prefix))
            return undefined;
        let names;
        try {
            names = JSON.parse(value.slice(prefix.length, -1));
        }
        catch {
            return undefined;
        }
        return Array.isArray(names) && typeof names[0] === 'string' && typeof names[1] === 'string' ? [names[0], names[1]] : undefined;
    };
    const tile = pair(TILE);
    if (tile)
        return { pending: 'tile', dashboard: tile[0], tile: tile[1] };
    const object = pair(OBJECT);
    if (object)
        return { pending: 'object', kind: object[0], name: object[1] };
    return undefined;
}
const isRef = (value) => refOf(value) !== undefined;
/** Whether a body still holds a ref anywhere (of one kind of ref, when `pending` is given). */
function holdsRef(value, pending) {
    const ref = refOf(value);
    if (ref)
        return pending === undefined || ref.pending === pending;
    if (Array.isArray(value))
        return value.some((v) => holdsRef(v, pending));
    if (value && typeof value === 'object')
        return Object.values(value).some((v) => holdsRef(v, pending));
    return false;
}
/** A copy of `value` with each ref replaced by the id `idFor` gives it (left as it is when none: its create failed). */
function resolveRefs(value, idFor) {
    const walk = (v) => {
        const ref = refOf(v);
        if (ref)
            return idFor(ref) ?? v;
        if (Array.isArray(v))
            return v.map(walk);
        if (v && typeof v === 'object')
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
    };
    return walk(value);
}


/***/ })

};
