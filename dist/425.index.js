export const id = 425;
export const ids = [425];
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

/***/ 38080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ buildPlan)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73264);
/* harmony import */ var _reconcile_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18652);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34816);



function buildPlan(input) {
    const run = {
        input,
        live: input.alerts.map((alert) => ({ alert, ...(0,_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .fromServer */ .Wj)(alert) })),
        dashboards: new Map((input.dashboards ?? []).map((d) => [d.id, d])),
        claimed: new Set(),
        actions: [],
        notes: [],
        problems: [],
    };
    for (const file of input.files)
        planFile(run, file);
    const scopes = new Set(input.files.map((f) => f.scope));
    for (const l of run.live) {
        if (run.claimed.has(l.alert.id) || (l.scope !== undefined && scopes.has(l.scope)))
            continue;
        run.actions.push({
            action: 'unmanaged',
            name: l.value.name ?? '',
            id: l.alert.id,
            reason: l.scope === undefined ? 'no marker' : `managed by scope "${l.scope}"`,
        });
    }
    const summary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
    for (const a of run.actions)
        summary[a.action]++;
    const files = input.files.map((f) => ({ file: f.file, scope: f.scope }));
    const fp = (0,_reconcile_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .planFingerprint */ .an)({ v: 1 }, files.map((f) => f.scope), run.actions);
    return {
        plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions: run.actions, notes: run.notes },
        problems: run.problems,
    };
}
function planFile(run, { file, scope, alerts }) {
    const owned = run.live.filter((l) => l.scope === scope);
    const byName = new Map();
    for (const l of owned) {
        const key = l.value.name ?? '';
        byName.set(key, [...(byName.get(key) ?? []), l]);
    }
    const oldest = owned
        .map((l) => l.alert.id.toLowerCase())
        .filter(isObjectId)
        .sort()[0];
    for (const d of alerts)
        planAlert(run, d, { file, scope, match: byName.get(d.name)?.[0], oldest });
    const wanted = new Set(alerts.map((a) => a.name));
    for (const l of owned) {
        if (run.claimed.has(l.alert.id))
            continue;
        const name = l.value.name ?? '';
        const reason = wanted.has(name) ? 'duplicate: another alert of this scope has the same name' : 'not in the file';
        if (run.input.prune)
            run.actions.push({ action: 'delete', name, file, scope, id: l.alert.id, target: undefined, reason });
        else
            run.notes.push(`"${name}" (id ${l.alert.id}) is managed by this file but ${reason === 'not in the file' ? 'no longer in it' : 'a duplicate'}; \`prune: true\` would delete it.`);
    }
}
function planAlert(run, d, at) {
    const { file, scope } = at;
    const base = { name: d.name, file, scope, target: d.target };
    let match = at.match;
    let adopted = false;
    if (!match && d.adopt !== false) {
        const found = adoptable(run, d);
        if (found === 'problem')
            return;
        match = found;
        adopted = found !== undefined;
    }
    if (!match) {
        for (const l of run.live.filter((x) => x.value.name === d.name && x.scope !== scope)) {
            run.notes.push(l.scope === undefined
                ? `"${d.name}": an alert with this name exists without our marker (id ${l.alert.id}); add \`adopt: true\` to take it over instead of creating a second one.`
                : `"${d.name}": an alert with this name belongs to scope "${l.scope}" (id ${l.alert.id}); if this file moved, set \`scope: ${l.scope}\` in it.`);
        }
        const want = settle(d, undefined);
        if (!modeProblem(run, d, want, undefined))
            run.actions.push({ action: 'create', ...base, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .toBody */ .ER)(want, scope, run.input.singleChannel), reason: recreateReason(d, run.dashboards, at.oldest) });
        return;
    }
    run.claimed.add(match.alert.id);
    const want = settle(d, match.value);
    const repoint = repointReason(d, match.value.tileId, run.dashboards);
    if (modeProblem(run, d, want, match.value) || retargetProblem(run, d, match.value, repoint !== undefined))
        return;
    const changes = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAlert */ .c)(match.value, want);
    if (adopted)
        changes.unshift({ field: 'owner', from: null, to: scope });
    if (changes.length === 0) {
        run.actions.push({ action: 'unchanged', ...base, id: match.alert.id });
        return;
    }
    run.actions.push({
        action: 'update',
        ...base,
        id: match.alert.id,
        changes,
        body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .toBody */ .ER)(want, scope, run.input.singleChannel, match.alert),
        reason: adopted ? 'adopt: take over an alert without marker' : repoint,
    });
}
function settle(d, live) {
    const want = { ...d.want };
    for (const f of d.keep ?? [])
        want[f] = live?.[f] ?? null;
    if (d.keep?.has('anomalyConfig') && want.detectionMode !== live?.detectionMode)
        want.anomalyConfig = null;
    return want;
}
function modeProblem(run, d, want, live) {
    if (want.anomalyConfig === null || want.detectionMode === 'anomaly' || d.keep?.has('anomalyConfig'))
        return false;
    run.problems.push({
        alert: d,
        key: 'anomalyConfig',
        message: `\`anomalyConfig\` is the tuning of an anomaly alert; this alert ${live ? `is a ${live.detectionMode ?? 'threshold'} alert` : 'would be a threshold alert'}: add \`detectionMode: anomaly\``,
    });
    return true;
}
function retargetProblem(run, d, live, repoint) {
    const w = d.want;
    const moved = w.source !== live.source || w.dashboardId !== live.dashboardId || w.savedSearchId !== live.savedSearchId || (w.tileId !== live.tileId && !repoint);
    const unstated = ['displayName', 'tags'].filter((f) => d.keep?.has(f) && live[f] !== null && (f !== 'tags' || (live.tags ?? []).length > 0));
    if (!moved || unstated.length === 0)
        return false;
    const key = w.source === 'inline'
        ? 'chart'
        : w.source === 'tile'
            ? d.spec.tile !== undefined
                ? 'tile'
                : 'tileId'
            : d.spec.savedSearch !== undefined
                ? 'savedSearch'
                : 'savedSearchId';
    const shown = unstated.map((f) => `\`${f}\` (${JSON.stringify(live[f])})`).join(' and ');
    run.problems.push({
        alert: d,
        key,
        message: `this alert now watches ${d.target || 'something else'}; its ${shown} may have been derived by the server from what it watched before: state ${unstated.map((f) => `\`${f}\``).join(' and ')} in the file (the same value keeps ${unstated.length > 1 ? 'them' : 'it'})`,
    });
    return true;
}
function adoptable(run, d) {
    const unmarked = run.live.filter((l) => l.scope === undefined && !run.claimed.has(l.alert.id));
    const hits = typeof d.adopt === 'string' ? unmarked.filter((l) => l.alert.id === d.adopt) : unmarked.filter((l) => l.value.name === d.name);
    if (typeof d.adopt === 'string' && hits.length === 0) {
        const other = run.live.find((l) => l.alert.id === d.adopt);
        run.problems.push({
            alert: d,
            key: 'adopt',
            message: other
                ? `alert ${d.adopt} is managed by scope "${String(other.scope)}"${run.claimed.has(d.adopt) ? ' or adopted twice' : ''}; only alerts without a marker can be adopted`
                : `no alert with id ${d.adopt} to adopt`,
        });
        return 'problem';
    }
    if (hits.length > 1) {
        run.problems.push({
            alert: d,
            key: 'adopt',
            message: `${hits.length} alerts without a marker are named "${d.name}" (ids ${hits.map((h) => h.alert.id).join(', ')}); write \`adopt: <id>\``,
        });
        return 'problem';
    }
    return hits[0];
}
function recreateReason(d, dashboards, oldestOwned) {
    if (d.want.source !== 'tile' || !d.tileName || !oldestOwned)
        return undefined;
    const dash = dashboards.get(d.want.dashboardId ?? '');
    const tileId = (d.want.tileId ?? '').toLowerCase();
    if (!dash || !isObjectId(dash.id) || !isObjectId(tileId))
        return undefined;
    if (!(dash.id.toLowerCase() < oldestOwned && oldestOwned < tileId))
        return undefined;
    return `recreate: tile ids changed (tile "${d.tileName}" on "${dash.name}" got a new id after this file was applied; the server drops alerts of replaced tiles)`;
}
const isObjectId = (id) => /^[0-9a-f]{24}$/i.test(id);
function repointReason(d, liveTileId, dashboards) {
    if (d.want.source !== 'tile' || !d.tileName || liveTileId === d.want.tileId)
        return undefined;
    const dash = dashboards.get(d.want.dashboardId ?? '');
    if (!dash || dash.tiles.some((t) => t.id === liveTileId))
        return undefined;
    return `re-point: tile ids changed (tile "${d.tileName}" is now ${d.want.tileId}; ${liveTileId} no longer exists)`;
}


/***/ }),

/***/ 33534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TV: () => (/* binding */ neededLists),
  xq: () => (/* binding */ resolveFile),
  FJ: () => (/* binding */ singleChannelServer)
});

// UNUSED EXPORTS: displayType

// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/alerts/inline.ts
var inline = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/alerts/fields.ts
var fields = __webpack_require__(70326);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
;// CONCATENATED MODULE: ./src/alerts/raw-sql.ts
const INTERVAL = /intervalSeconds|intervalMilliseconds|\$__(?:timeInterval|timeInterval_ms|interval_s)\b/;
function rawSqlAlertProblem(tile) {
    const config = tile.config ?? {};
    if (config.configType !== 'sql')
        return undefined;
    const type = config.displayType;
    if (type !== 'line' && type !== 'stacked_bar')
        return undefined;
    const sql = typeof config.sqlTemplate === 'string' ? config.sqlTemplate : '';
    if (INTERVAL.test(sql))
        return undefined;
    return (`tile "${tile.name}" is a raw SQL ${type} tile whose SQL has no interval: the server refuses alerts on it ` +
        '("SQL used for alerts must include an interval parameter or macro"). Bucket by `$__timeInterval(<time column>)`, ' +
        '`$__timeInterval_ms(<time column>)`, `$__interval_s`, `{intervalSeconds:Int64}` or `{intervalMilliseconds:Int64}`');
}

// EXTERNAL MODULE: ./src/alerts/model.ts
var model = __webpack_require__(65126);
;// CONCATENATED MODULE: ./src/alerts/resolve.ts






function singleChannelServer(edition, alerts) {
    if (alerts.some((a) => a.channel !== undefined && a.channels === undefined))
        return true;
    return edition === 'managed' && !alerts.some((a) => Array.isArray(a.channels));
}
function neededLists(files) {
    const all = files.flatMap((f) => f.alerts);
    return {
        dashboards: all.some((a) => a.source === 'tile'),
        webhooks: all.some((a) => a.channels.length > 0),
        savedSearches: all.some((a) => a.source === 'saved_search'),
        sources: all.some((a) => a.source === 'inline'),
        connections: all.some((a) => a.chart !== undefined && (0,inline/* namesConnection */.zA)(a.chart)),
    };
}
function resolveFile(file, lk) {
    const out = [];
    for (const spec of file.alerts) {
        const before = file.yaml.problems.length;
        const problem = (path, msg) => file.yaml.problem(path, msg);
        let dashboardId = null;
        let tileId = null;
        let savedSearchId = null;
        let chartConfig = null;
        let target = '';
        let tileName;
        let refusal;
        if (spec.source === 'tile') {
            const dash = pick(lk.dashboards ?? [], spec.dashboard, spec.dashboardId, 'dashboard', spec, problem);
            if (dash) {
                dashboardId = dash.id;
                const tile = pick(Array.isArray(dash.tiles) ? dash.tiles : [], spec.tile, spec.tileId, 'tile', spec, problem, ` on dashboard "${dash.name}"`);
                if (tile) {
                    tileId = tile.id;
                    tileName = spec.tile !== undefined ? tile.name : undefined;
                    const type = displayType(tile);
                    if (type && !types/* ALERTABLE_DISPLAY_TYPES */.Ei.includes(type)) {
                        problem(spec.at(spec.tile !== undefined ? 'tile' : 'tileId'), `tile "${tile.name}" is a ${type} tile; alerts evaluate only ${types/* ALERTABLE_DISPLAY_TYPES */.Ei.join(', ')} tiles`);
                    }
                    const sqlProblem = rawSqlAlertProblem(tile);
                    if (sqlProblem)
                        refusal = { key: spec.tile !== undefined ? 'tile' : 'tileId', message: sqlProblem };
                    target = `${dash.name} / ${tile.name}`;
                }
            }
        }
        else if (spec.source === 'inline') {
            const chart = spec.chart ?? {};
            chartConfig = (0,inline/* chartBody */.xZ)(chart, spec.at('chart'), lk, problem);
            target = `inline ${String(chart.displayType)} chart${typeof chart.source === 'string' ? ` of ${chart.source}` : ''}`;
        }
        else {
            const s = pick(lk.savedSearches ?? [], spec.savedSearch, spec.savedSearchId, 'savedSearch', spec, problem);
            if (s) {
                savedSearchId = s.id;
                target = `saved search: ${s.name}`;
            }
        }
        const channels = [];
        for (const ch of spec.channels) {
            const hooks = lk.webhooks ?? [];
            const hit = ch.webhookId !== undefined ? hooks.filter((w) => w.id === ch.webhookId) : hooks.filter((w) => w.name === ch.webhook);
            const what = ch.webhookId !== undefined ? `id ${ch.webhookId}` : `named "${ch.webhook}"`;
            const [only] = hit;
            if (!only)
                problem(ch.path, `no webhook ${what}${known(hooks.map((w) => w.name))}`);
            else if (hit.length > 1)
                problem(ch.path, `${hit.length} webhooks are named "${ch.webhook}" (${hit.map((w) => `${w.service} ${w.id}`).join(', ')}); use \`webhookId\``);
            else if (channels.includes(only.id))
                problem(ch.path, 'duplicate notification channel (same webhook twice)');
            else
                channels.push(only.id);
        }
        const second = spec.channels[1];
        if (lk.singleChannel && second) {
            problem(second.path, 'this server keeps one notification channel per alert (HyperDX before api 2.36, the managed API of August, and a managed service with no alert answering `channels` yet); list one');
        }
        if (file.yaml.problems.length > before)
            continue;
        out.push({
            file: file.file,
            scope: file.scope,
            name: spec.name,
            adopt: spec.adopt,
            target,
            tileName,
            spec,
            want: {
                name: spec.name,
                source: spec.source,
                dashboardId,
                tileId,
                savedSearchId,
                groupBy: spec.groupBy ?? null,
                chartConfig,
                threshold: spec.threshold,
                thresholdMax: (0,fields/* isRangeThreshold */.tU)(spec.thresholdType) ? (spec.thresholdMax ?? null) : null,
                thresholdType: spec.thresholdType,
                interval: spec.interval,
                scheduleOffsetMinutes: spec.scheduleOffsetMinutes ?? 0,
                scheduleStartAt: (0,normalize/* isoOrNull */.I)(spec.scheduleStartAt),
                channels,
                message: spec.message ?? null,
                note: spec.note ?? null,
                numConsecutiveWindows: spec.numConsecutiveWindows ?? null,
                displayName: spec.displayName ?? null,
                tags: spec.tags ? [...new Set(spec.tags)].sort() : null,
                detectionMode: spec.detectionMode ?? null,
                anomalyConfig: spec.anomalyConfig ?? null,
            },
            keep: new Set(model/* KEPT_FIELDS */.V1.filter((f) => spec[f] === undefined)),
            ...(refusal ? { refusal } : {}),
        });
    }
    return out;
}
function displayType(tile) {
    const t = tile.config?.displayType;
    return typeof t === 'string' ? t : undefined;
}
function pick(list, name, id, key, spec, problem, where = '') {
    const label = key === 'savedSearch' ? 'saved search' : key;
    if (id !== undefined) {
        const hit = list.find((o) => o.id === id);
        if (!hit)
            problem(spec.at(`${key}Id`), `no ${label} with id ${id}${where}`);
        return hit;
    }
    const hits = list.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0];
    if (hits.length === 0)
        problem(spec.at(key), `no ${label} named "${name}"${where}${known(list.map((o) => o.name))}`);
    else
        problem(spec.at(key), `${hits.length} ${label}s are named "${name}"${where} (ids ${hits.map((o) => o.id).join(', ')}); use \`${key}Id\``);
    return undefined;
}
function known(names) {
    if (names.length === 0)
        return ' (there are none)';
    const shown = names
        .slice(0, 10)
        .map((n) => `"${n}"`)
        .join(', ');
    return ` (known: ${shown}${names.length > 10 ? `, … ${names.length - 10} more` : ''})`;
}


/***/ }),

/***/ 69401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ canLoseAlerts),
/* harmony export */   g: () => (/* binding */ lostAlerts)
/* harmony export */ });
/* harmony import */ var _api_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20705);

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
            if (!_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .Ei.includes(type))
                out.push({ ...base, reason: `tile becomes a ${type}` });
        }
    }
    return out;
}
function canLoseAlerts(live, kept) {
    if (!kept)
        return true;
    return live.tiles.some((t) => {
        if (!kept.has(t.id))
            return true;
        const was = t.config?.displayType;
        return _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .Ei.includes(String(was)) && !_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ALERTABLE_DISPLAY_TYPES */ .Ei.includes(String(kept.get(t.id)));
    });
}


/***/ }),

/***/ 87969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sO: () => (/* binding */ parseDashboardFile),
  Xv: () => (/* binding */ readDashboardFile)
});

// UNUSED EXPORTS: derivedVariableName

// EXTERNAL MODULE: ./src/generated/dashboard-file.ts
var dashboard_file = __webpack_require__(94008);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(39869);
;// CONCATENATED MODULE: ./src/dashboards/layout.ts
const GRID_COLUMNS = 24;
const AUTO_W = 12;
const AUTO_H = 4;
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
function parseDashboardFile(file, text, opts) {
    return readDashboardFile(yaml/* LocatedYaml */.O.parse(file, text), opts);
}
function readDashboardFile(yaml, opts) {
    const file = yaml.file;
    const result = { file, scope: opts.scope || opts.defaultScope, dashboards: [], yaml };
    if (opts.keep)
        yaml.keepOnly(opts.keep);
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
        if (f.isVariableEnabled !== true && f.type !== 'STATIC_LIST')
            return;
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
/* harmony import */ var _reconcile_ref_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97837);
/* harmony import */ var _alerts_lost_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69401);
/* harmony import */ var _canon_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73238);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11476);
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56431);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46913);
/* harmony import */ var _known_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89466);
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79327);











function buildPlan(input) {
    const live = input.lookups.dashboards;
    const claimed = new Set();
    const matches = new Map();
    const ids = new Map();
    for (const f of input.files) {
        const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownerTag */ .qE)(f.scope);
        for (const spec of f.dashboards) {
            const m = (0,_match_js__WEBPACK_IMPORTED_MODULE_4__/* .matchDashboard */ .AS)(spec, live, tag, claimed);
            matches.set(spec, m);
            if (m.kind === 'problem')
                f.yaml.problem([...spec.path, m.key], m.message);
            else if (m.kind === 'create')
                ids.set(spec.name, (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_7__/* .refText */ .d0)({ pending: 'dashboard', name: spec.name }));
            else {
                claimed.add(m.live.id);
                ids.set(spec.name, m.live.id);
            }
        }
    }
    const actions = [];
    const notes = [];
    for (const f of input.files) {
        const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownerTag */ .qE)(f.scope);
        for (const spec of f.dashboards) {
            const m = matches.get(spec);
            if (!m || m.kind === 'problem')
                continue;
            if (m.kind !== 'create')
                notes.push(...namesakes(spec.name, m.live.id, live));
            const before = f.yaml.problems.length;
            const body = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_8__/* .toBody */ .E)(spec, {
                lookups: input.lookups,
                fileDashboard: (name) => ids.get(name),
                problem: (path, message) => f.yaml.problem(path, message),
            });
            if (f.yaml.problems.slice(before).some((p) => p.severity === 'error'))
                continue;
            body.tags = [...spec.tags, tag];
            const base = { name: spec.name, file: f.file, scope: f.scope, internal: { spec } };
            if (m.kind === 'create') {
                const linksPending = (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_7__/* .holdsRef */ .Kf)(body, 'dashboard');
                actions.push({
                    action: 'create',
                    ...base,
                    body,
                    tiles: spec.tiles.map((t) => ({ name: t.name, change: 'added' })),
                    ...(linksPending ? { linksPending, reason: 'links completed by a second write' } : {}),
                });
                continue;
            }
            actions.push(updateAction(base, spec, m, body, f, input.edition ?? 'self-hosted'));
        }
        for (const d of live) {
            if (claimed.has(d.id) || (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownershipOf */ .VL)(d.tags, tag).kind !== 'ours')
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
                    internal: { live: d, snapshot: (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .snapshotOf */ .eY)(d) },
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
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownershipOf */ .VL)(d.tags, '');
        actions.push({
            action: 'unmanaged',
            name: d.name,
            id: d.id,
            reason: o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'no ownership tag',
        });
    }
    const files = input.files.map((f) => ({ file: f.file, scope: f.scope, ownerTag: (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownerTag */ .qE)(f.scope) }));
    return finish({ version: 1, kind: 'dashboards', fingerprint: '', fullFingerprint: '', files, summary: emptySummary(), actions, notes });
}
function withLostAlerts(plan, alerts, alertOwner) {
    for (const a of plan.actions) {
        if (a.action !== 'update' && a.action !== 'delete')
            continue;
        const lost = (0,_alerts_lost_js__WEBPACK_IMPORTED_MODULE_2__/* .lostAlerts */ .g)(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept, alerts, alertOwner);
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
function namesakes(name, id, live) {
    return live
        .filter((d) => d.name === name && d.id !== id)
        .map((d) => {
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownershipOf */ .VL)(d.tags, '');
        const whose = o.kind === 'other' ? `managed by another scope (${o.tags.join(', ')})` : 'without an ownership tag';
        return `"${name}" (id ${id}) is duplicated by name: dashboard ${d.id} is also named "${name}", ${whose}. Dashboards are found by name (alert files, the UI, people): rename or delete one.`;
    });
}
function needsAlerts(plan) {
    return plan.actions.some((a) => (a.action === 'update' || a.action === 'delete') && (0,_alerts_lost_js__WEBPACK_IMPORTED_MODULE_2__/* .canLoseAlerts */ .V)(a.internal.live, a.action === 'delete' ? undefined : a.internal.kept));
}
const tilesOf = (a) => (a.action === 'create' || a.action === 'update' ? a.tiles : []);
const lostOf = (a) => (a.action === 'update' || a.action === 'delete' ? (a.alertsDeleted ?? []) : []);
function updateAction(base, spec, m, body, f, edition) {
    const live = m.live;
    const tiles = (0,_match_js__WEBPACK_IMPORTED_MODULE_4__/* .matchTiles */ .z)(spec.tiles, live.tiles);
    for (const w of tiles.warnings)
        f.yaml.problem([...(spec.tiles[w.index]?.path ?? spec.path), 'was'], w.message, 'warning');
    body.tiles.forEach((want, i) => {
        const hit = tiles.matched[i];
        if (hit)
            want.id = hit.tile.id;
    });
    const liveFilters = (Array.isArray(live.filters) ? live.filters : []);
    for (const filter of body.filters) {
        const hit = liveFilters.find((l) => l.name === filter.name);
        filter.id = typeof hit?.id === 'string' ? hit.id : placeholderId(f.scope, spec.name, String(filter.name));
    }
    refuseLosingUnknown(spec, tiles, body, f, edition);
    Object.assign(body, (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_9__/* .carry */ .Ul)(live, body, (0,_known_js__WEBPACK_IMPORTED_MODULE_6__/* .dashboardModel */ ._M)(edition)).value);
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
        kept.set(hit.tile.id, want.config?.displayType);
        const { name: fromName, ...from } = (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .canonTile */ .iE)(hit.tile);
        const { name: toName, ...to } = (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .canonTile */ .iE)(want);
        if (fromName !== toName)
            tileChanges.push({ name: t.name, change: 'renamed', was: hit.key, id: hit.tile.id });
        const fields = (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonDiff */ .G4)(from, to);
        const moved = fields.every((c) => LAYOUT.has(c.field));
        if (fields.length > 0)
            tileChanges.push({ name: t.name, change: moved ? 'moved' : 'changed', id: hit.tile.id, fields });
    });
    for (const g of tiles.gone)
        tileChanges.push({ name: g.key, change: 'removed', id: g.tile.id });
    const changes = [];
    if (m.kind === 'adopt')
        changes.push({ field: 'owner', from: null, to: (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .ownerTag */ .qE)(f.scope) });
    const want = (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .canonDashboard */ .iU)(body);
    const have = (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .canonDashboard */ .iU)(live);
    const userTags = (c) => (c.tags ?? []).filter((t) => !(0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_5__/* .isOwnerTag */ .IR)(t));
    if (want.name !== have.name)
        changes.push({ field: 'name', from: have.name, to: want.name });
    if (!(0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .same */ .FB)(userTags(want), userTags(have)))
        changes.push({ field: 'tags', from: userTags(have), to: userTags(want) });
    for (const field of ['filters', 'savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers']) {
        if (!(0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .same */ .FB)(want[field], have[field]))
            changes.push({ field, from: have[field] ?? null, to: want[field] ?? null });
    }
    const internal = { ...base.internal, live, kept, snapshot: (0,_canon_js__WEBPACK_IMPORTED_MODULE_3__/* .snapshotOf */ .eY)(live) };
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
function refuseLosingUnknown(spec, tiles, body, f, edition) {
    spec.tiles.forEach((t, i) => {
        const hit = tiles.matched[i];
        const was = hit?.tile.config;
        const want = body.tiles[i]?.config;
        if (!was || !want || (was.displayType === want.displayType && was.configType === want.configType))
            return;
        const kind = `${typeof was.configType === 'string' ? `${was.configType} ` : ''}${String(was.displayType)}`;
        const lost = (0,_known_js__WEBPACK_IMPORTED_MODULE_6__/* .knownVariant */ .fZ)(was)
            ? (0,_known_js__WEBPACK_IMPORTED_MODULE_6__/* .unknownConfigFields */ .ES)(was, edition).filter((p) => !/[.[]/.test(p))
            : Object.keys(was).filter((k) => !['displayType', 'configType'].includes(k));
        if (lost.length === 0)
            return;
        const what = (0,_known_js__WEBPACK_IMPORTED_MODULE_6__/* .knownVariant */ .fZ)(was)
            ? `holds ${lost.map((k) => `\`${k}\``).join(', ')}, which this tool does not know`
            : `is a ${kind} tile, a type this tool does not know (its ${lost.map((k) => `\`${k}\``).join(', ')})`;
        f.yaml.problem([...t.path, 'config', 'displayType'], `tile "${t.name}" ${what}; changing its display type from ${kind} would lose ${lost.length > 1 ? 'them' : 'it'}. Give the new tile another name (the old one is then removed, as the plan shows), or change it in the UI`);
    });
}
function placeholderId(scope, dashboard, filter) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${scope}\u0000${dashboard}\u0000${filter}`).digest('hex').slice(0, 24);
}
function fingerprint(files, actions) {
    return (0,_reconcile_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .planFingerprint */ .an)({ v: 1, kind: 'dashboards' }, files.map((f) => f.scope), actions, (a) => ({
        tiles: tilesOf(a),
        alertsDeleted: lostOf(a)
            .map((l) => l.id)
            .sort(),
    }));
}


/***/ }),

/***/ 46913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ toBody),
/* harmony export */   k: () => (/* binding */ namesConnections)
/* harmony export */ });
function namesConnections(specs) {
    return specs.some((d) => d.tiles.some((t) => t.config.configType === 'sql' && typeof t.config.connection === 'string'));
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
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
        if (f.type === 'STATIC_LIST')
            return { ...f };
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
        out.whereLanguage = config.whereLanguage ?? 'lucene';
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

/***/ 57955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ readRunFiles),
/* harmony export */   UK: () => (/* binding */ readInputFiles),
/* harmony export */   ZE: () => (/* binding */ sectionOf)
/* harmony export */ });
/* unused harmony export scopeOf */
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75787);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93059);
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39869);
/* harmony import */ var _guards_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55248);




const MAX_SCOPE = 512;
async function readInputFiles(ws, input, pattern, scope) {
    if (scope.length > MAX_SCOPE)
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('scope')} is longer than ${MAX_SCOPE} characters.`);
    const found = await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .findFiles */ .lY)(ws, input, pattern);
    (0,_guards_js__WEBPACK_IMPORTED_MODULE_3__/* .oneScopePerFile */ .Ic)(scope, input, found.length);
    const out = [];
    for (const f of found)
        out.push({ file: f.display, text: await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readText */ .yR)(input, f), scopes: { scope, defaultScope: (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultScope */ ._V)(ws, f.display) } });
    return out;
}
async function readRunFiles(ws, sources, scope, values) {
    const out = [];
    for (const source of sources) {
        const files = (await readInputFiles(ws, source.input, source.pattern, scope)).map((f) => {
            const yaml = _util_yaml_js__WEBPACK_IMPORTED_MODULE_2__/* .LocatedYaml */ .O.parse(f.file, f.text);
            values.substitute(yaml);
            return { file: f.file, input: source.input, scopes: f.scopes, yaml, shared: source.kinds.length > 1 };
        });
        (0,_guards_js__WEBPACK_IMPORTED_MODULE_3__/* .distinctScopes */ .uA)(files.map((f) => ({ file: f.file, scope: scopeOf(f), yaml: f.yaml })));
        out.push(...files);
    }
    return out;
}
function scopeOf(f) {
    if (f.scopes.scope)
        return f.scopes.scope;
    const root = f.yaml.value;
    const own = typeof root === 'object' && root !== null && 'scope' in root ? root.scope : undefined;
    return typeof own === 'string' && own.trim() !== '' && own.trim().length <= MAX_SCOPE ? own.trim() : f.scopes.defaultScope;
}
function sectionOf(f, keys) {
    if (!f.shared)
        return { yaml: f.yaml.section(), ...f.scopes };
    const root = f.yaml.value;
    if (typeof root !== 'object' || root === null || !(keys[0] in root))
        return undefined;
    const yaml = f.yaml.section(keys);
    yaml.replace({ version: 1, ...yaml.value });
    return { yaml, scope: scopeOf(f), defaultScope: f.scopes.defaultScope };
}


/***/ }),

/***/ 18652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   an: () => (/* binding */ planFingerprint),
/* harmony export */   q5: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37284);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92205);



function planFingerprint(header, scopes, actions, more = () => ({})) {
    const writes = actions
        .filter(_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a)
        .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null, ...more(a) }))
        .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
    return (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)({ ...header, scopes: [...scopes].sort(cmp), writes });
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function runFingerprint(shape, parts, keys) {
    const [only] = parts;
    if (shape === 'single' && only && parts.length === 1)
        return only.fingerprint;
    const full = new Map(parts.map((p) => [p.key, p.fingerprint.full]));
    const members = shape === 'stack' ? keys : parts.map((p) => p.key);
    return (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)(Object.fromEntries(members.map((k) => [k, full.get(k) ?? null])));
}


/***/ }),

/***/ 55248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ expectPlanRefusal),
/* harmony export */   Ic: () => (/* binding */ oneScopePerFile),
/* harmony export */   ZV: () => (/* binding */ planDeletionsRefusal),
/* harmony export */   aL: () => (/* binding */ refuseEmptyPrune),
/* harmony export */   c$: () => (/* binding */ failOnProblems),
/* harmony export */   nF: () => (/* binding */ failOnChangesFailure),
/* harmony export */   uA: () => (/* binding */ distinctScopes)
/* harmony export */ });
/* unused harmony export maxDeletionsRefusal */
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37284);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93059);
/* harmony import */ var _util_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8338);



function failOnProblems(files) {
    const all = files.flatMap((f) => f.yaml.problems);
    if (all.some((p) => p.severity === 'error'))
        throw new _util_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .FileProblemsError */ .x(all);
}
function oneScopePerFile(scope, input, matched) {
    if (scope && matched > 1) {
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('scope')} is set but ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)(input)} matches ${matched} files; each file needs its own scope (leave ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('scope')} empty, or set \`scope:\` inside each file).`);
    }
}
function distinctScopes(files) {
    const seen = new Map();
    for (const f of files) {
        const other = seen.get(f.scope);
        if (other)
            f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
        seen.set(f.scope, f.file);
    }
}
function refuseEmptyPrune(prune, files, kind) {
    if (!prune)
        return;
    const empty = files.filter((f) => f.count === 0);
    if (empty.length === 0)
        return;
    throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no ${kind.plural} would delete every ${kind.plural.replace(/s$/, '')} of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`${kind.deleteOperation}\`, or sync without prune.`);
}
function maxDeletionsRefusal(deletions, what, max, namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .actionNamer */ .IY) {
    if (deletions <= max)
        return undefined;
    return (0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The plan deletes ${what}, more than max-deletions (${max}); nothing was sent. Raise ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('max-deletions')} if this is intended.`.render(namer);
}
function planDeletionsRefusal(deletions, max, namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .actionNamer */ .IY) {
    const counted = deletions.filter((d) => d.count > 0);
    const total = counted.reduce((n, d) => n + d.count, 0);
    const [only] = counted;
    const what = counted.length === 1 && only ? `${only.count} ${only.noun}` : `${total} object(s) (${counted.map((d) => `${d.count} ${d.noun}`).join(', ')})`;
    return maxDeletionsRefusal(total, what, max, namer);
}
function expectPlanRefusal(expected, fullFingerprint) {
    if (!expected || (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .matchesFingerprint */ .GV)(expected, fullFingerprint))
        return undefined;
    return `The live plan (fingerprint ${fullFingerprint.slice(0, 12)}) differs from the reviewed one (expect-plan ${expected}); nothing was sent. Review the new plan and re-approve it.`;
}
function failOnChangesFailure(enabled, writes, applied, opts) {
    if (!enabled || writes === 0)
        return undefined;
    return `fail-on-changes: the server differs from the ${opts.files} (${writes} ${opts.plural(writes)} pending${applied ? ', now applied' : ''}).`;
}


/***/ }),

/***/ 92205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ idOf),
/* harmony export */   a: () => (/* binding */ isWrite)
/* harmony export */ });
const isWrite = (a) => a.action === 'create' || a.action === 'update' || a.action === 'delete';
const idOf = (a) => (a.action === 'create' ? undefined : a.id);


/***/ }),

/***/ 97837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ resolveRefs),
/* harmony export */   H8: () => (/* binding */ refOf),
/* harmony export */   Kf: () => (/* binding */ holdsRef),
/* harmony export */   VY: () => (/* binding */ Ids),
/* harmony export */   d0: () => (/* binding */ refText)
/* harmony export */ });
/* unused harmony export isRef */
const DASHBOARD = '<pending: dashboard ';
const TILE = '<pending: tile ';
const OBJECT = '<pending: object ';
function refText(ref) {
    if (ref.pending === 'object')
        return `${OBJECT}${JSON.stringify([ref.kind, ref.name])}>`;
    return ref.pending === 'dashboard' ? `${DASHBOARD}${ref.name}>` : `${TILE}${JSON.stringify([ref.dashboard, ref.tile])}>`;
}
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
class Ids {
    ids = new Map();
    set(ref, id) {
        this.ids.set(refText(ref), id);
    }
    idFor = (ref) => this.ids.get(refText(ref));
    resolve(value) {
        return resolveRefs(value, this.idFor);
    }
}


/***/ }),

/***/ 30128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readStackFile),
/* harmony export */   S: () => (/* binding */ parseStackFile)
/* harmony export */ });
/* harmony import */ var _generated_stack_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69732);
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39869);
/* harmony import */ var _kinds_kind_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67772);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85881);




const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const ENGINE_KEYS = new Set(['was', 'adopt']);
function parseStackFile(file, text, opts) {
    return readStackFile(_util_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .LocatedYaml */ .O.parse(file, text), opts);
}
function readStackFile(yaml, opts) {
    const file = yaml.file;
    const result = { file, scope: opts.scope || opts.defaultScope, sections: new Set(), entries: [], hasDashboards: false, hasAlerts: false, yaml };
    if (opts.values?.substitute(yaml) || yaml.hasErrors)
        return result;
    const schemaProblems = yaml.validate(_generated_stack_file_js__WEBPACK_IMPORTED_MODULE_0__/* .stackFile */ .t, opts.edition);
    const root = yaml.value;
    if (!isObject(root))
        return result;
    if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '')
        result.scope = root.scope.trim();
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    result.hasDashboards = 'dashboards' in root;
    result.hasAlerts = 'alerts' in root;
    const refused = (prefix) => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
    for (const kind of _kinds_kind_js__WEBPACK_IMPORTED_MODULE_2__/* .STACK_KINDS */ .JP) {
        const section = root[kind];
        if (!Array.isArray(section))
            continue;
        const spec = _kinds_index_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_SPECS */ .u[kind];
        if (!spec.editions.includes(opts.edition)) {
            if (section.length > 0 && !refused([kind]))
                yaml.problem([kind], `the ${opts.edition} API has no ${spec.singular}s; remove \`${kind}\` for this edition`);
            continue;
        }
        result.sections.add(kind);
        const seen = new Map();
        section.forEach((entry, i) => {
            const path = [kind, i];
            if (!isObject(entry) || typeof entry.name !== 'string')
                return;
            const first = seen.get(entry.name);
            if (first !== undefined) {
                yaml.problem([...path, 'name'], `duplicate ${spec.singular} name "${entry.name}" (first at ${kind}[${first}]); names identify objects and must be unique`);
                return;
            }
            seen.set(entry.name, i);
            if (refused(path))
                return;
            const fields = Object.fromEntries(Object.entries(entry).filter(([k]) => !ENGINE_KEYS.has(k)));
            result.entries.push({
                kind,
                name: entry.name,
                ...(typeof entry.was === 'string' ? { was: entry.was } : {}),
                adopt: entry.adopt === true,
                fields,
                path,
            });
        });
    }
    return result;
}


/***/ }),

/***/ 24993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ planStack)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97837);
/* harmony import */ var _util_carry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79327);
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37284);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85881);
/* harmony import */ var _kinds_kind_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67772);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69595);







const shownSecret = (ref) => `(secret $${ref.env})`;
const SHOWN_SECRET = /^\(secret \$[A-Za-z_][A-Za-z0-9_]*\)$/;
const same = (a, b) => (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(a) === (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(b);
const key = (kind, name) => `${kind}\u0000${name}`;
async function planStack(input) {
    const { files, edition } = input;
    const notes = [];
    const matches = [];
    const claimed = new Map();
    const declaredBy = new Map();
    for (const file of files) {
        const problem = (at, message) => file.yaml.problem(at, message);
        for (const entry of file.entries) {
            const spec = _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[entry.kind];
            const where = declaredBy.get(key(entry.kind, entry.name));
            if (where) {
                problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" is also declared in ${where}; one file manages an object`);
                continue;
            }
            declaredBy.set(key(entry.kind, entry.name), file.file);
            const live = match(spec, entry, input.live[entry.kind] ?? [], file.scope, problem);
            if (live === null)
                continue;
            if (live) {
                const other = claimed.get(live.object.id);
                if (other) {
                    problem(entry.path, `${spec.singular} "${live.object.name}" (id ${live.object.id}) is already managed by ${other}`);
                    continue;
                }
                claimed.set(live.object.id, `${file.file} (${entry.kind}: ${entry.name})`);
            }
            matches.push({ entry, file, live: live?.object, adopted: live?.adopted ?? false });
        }
    }
    const deletes = [];
    const unmanaged = [];
    const predicted = {};
    const sectionScopes = (kind) => files.filter((f) => f.sections.has(kind)).map((f) => f.scope);
    for (const kind of _kinds_kind_js__WEBPACK_IMPORTED_MODULE_3__/* .STACK_KINDS */ .JP) {
        const spec = _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[kind];
        const live = input.live[kind] ?? [];
        const mine = matches.filter((m) => m.entry.kind === kind);
        const byId = new Map(mine.filter((m) => m.live).map((m) => [m.live?.id, m]));
        const out = [];
        for (const object of live) {
            const m = byId.get(object.id);
            if (m) {
                out.push({ ...object, name: m.entry.name });
                continue;
            }
            const scopes = sectionScopes(kind);
            if (scopes.length === 0) {
                out.push(object);
                continue;
            }
            const owner = scopes.map((s) => ({ scope: s, owner: (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerOf */ .bf)(spec, object, s) })).find((o) => o.owner === 'ours');
            if (owner && input.prune && !spec.readOnly?.(object)) {
                deletes.push({
                    action: 'delete',
                    kind,
                    name: object.name,
                    id: object.id,
                    file: fileOf(files, owner.scope),
                    scope: owner.scope,
                    reason: 'not in the files',
                });
                continue;
            }
            out.push(object);
            unmanaged.push({ action: 'unmanaged', kind, name: object.name, id: object.id, reason: unmanagedReason(spec, owner !== undefined, object, scopes) });
        }
        for (const m of mine)
            if (!m.live)
                out.push({ id: (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__/* .refText */ .d0)({ pending: 'object', kind, name: m.entry.name }), name: m.entry.name });
        predicted[kind] = out;
    }
    const rendered = [];
    const resolvers = new Map(files.map((f) => [f, input.secrets.resolver((at, message) => f.yaml.problem(at, message))]));
    for (const m of matches) {
        const { entry, file } = m;
        const spec = _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[entry.kind];
        const problem = (at, message) => file.yaml.problem(at, message);
        const idOf = (kind, name, at) => resolveName(_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[kind], predicted[kind], name, at, problem);
        const ctx = { edition, idOf, problem, secret: resolvers.get(file) ?? (() => undefined) };
        const quiet = { edition, idOf: (k, n) => uniqueId(predicted[k], n), problem: () => undefined, secret: shownSecret };
        const before = file.yaml.problems.length;
        const sendBody = spec.body(entry.fields, entry.path, ctx);
        if (file.yaml.problems.length > before)
            continue;
        const shown = spec.body(entry.fields, entry.path, quiet);
        rendered.push({ m, sendBody, shown, writeOnly: pick(sendBody, spec.writeOnly), secret: holdsSecret(pick(entry.fields, spec.writeOnly)) });
    }
    const digests = await Promise.all(rendered.map(async ({ m, writeOnly, secret }) => {
        if (Object.keys(writeOnly).length === 0 || _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[m.entry.kind].mark === 'none')
            return undefined;
        if (!secret)
            return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(writeOnly)).digest('hex').slice(0, 16);
        const flat = Object.fromEntries(flatten(writeOnly).map(([path, value]) => [path, value]));
        return input.secrets.digest({ scope: m.file.scope, kind: m.entry.kind, name: m.entry.name }, flat);
    }));
    const actions = [];
    rendered.forEach(({ m, sendBody, shown }, i) => {
        const { entry, file } = m;
        const spec = _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[entry.kind];
        const digest = digests[i];
        const unstated = m.adopted ? (spec.keptWhenOmitted ?? []).filter((f) => entry.fields[f] === undefined) : [];
        if (m.live && refusesToLose(spec, entry, m.live, sendBody, unstated, file))
            return;
        const kept = (b) => (m.live && spec.model ? (0,_util_carry_js__WEBPACK_IMPORTED_MODULE_6__/* .carry */ .Ul)(m.live, b, spec.model).value : b);
        const send = (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .withMark */ .kN)(spec, kept(omit(sendBody, unstated)), file.scope, digest);
        const body = (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .withMark */ .kN)(spec, kept(omit(shown, unstated)), file.scope);
        const base = { kind: entry.kind, name: entry.name, file: file.file, scope: file.scope, path: entry.path };
        if (!m.live) {
            actions.push({ ...base, action: 'create', body, send, reason: 'not on the server' });
            return;
        }
        const changes = fieldChanges(spec, m.live, omit(sendBody, unstated), shown, digest, edition);
        if (m.adopted)
            changes.unshift({ field: 'owner', from: 'unmarked', to: file.scope });
        if (changes.length === 0)
            actions.push({ ...base, action: 'unchanged', id: m.live.id });
        else
            actions.push({ ...base, action: 'update', id: m.live.id, changes, body, send, adopted: m.adopted, reason: m.adopted ? 'adopted' : undefined });
    });
    for (const a of actions) {
        if (a.action !== 'create' && a.action !== 'update')
            continue;
        const list = predicted[a.kind];
        const id = a.action === 'create' ? (0,_reconcile_ref_js__WEBPACK_IMPORTED_MODULE_5__/* .refText */ .d0)({ pending: 'object', kind: a.kind, name: a.name }) : a.id;
        const at = list.findIndex((o) => o.id === id);
        if (at >= 0)
            list[at] = { ...list[at], ...(0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutMark */ .E_)(_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[a.kind], a.body), id, name: a.name };
    }
    if (matches.some((m) => _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[m.entry.kind].writeOnly.length > 0 && _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_SPECS */ .u[m.entry.kind].mark === 'none')) {
        notes.push('A connection password is write-only and a connection has no field to record its digest: a changed password is sent with the next change of that connection, not on its own.');
    }
    return { actions: [...actions, ...deletes, ...unmanaged], predicted, files: files.map((f) => ({ file: f.file, scope: f.scope })), notes };
}
function refusesToLose(spec, entry, live, send, unstated, file) {
    const tied = spec.tiedTo?.(entry.fields, live);
    if (tied) {
        file.yaml.problem([...entry.path, tied.field], `${spec.singular} "${entry.name}" holds ${tied.lost.map((f) => `\`${f}\``).join(', ')}, which this tool does not know and a change of \`${tied.field}\` would lose: change it in the UI, or create the ${spec.singular} anew under another name`);
        return true;
    }
    const moved = (spec.keptWhile ?? []).filter((f) => f in send && !same(send[f], live[f]));
    if (unstated.length === 0 || moved.length === 0)
        return false;
    file.yaml.problem([...entry.path, moved[0] ?? 'name'], `a change of ${moved.map((f) => `\`${f}\``).join(' or ')} makes the server clear the ${spec.singular}'s ${unstated.map((f) => `\`${f}\``).join(' and ')}, which it never answers, so nothing recorded them: state ${unstated.length > 1 ? 'them' : 'it'} in the entry (\`{}\` for none)`);
    return true;
}
function match(spec, entry, live, scope, problem) {
    const named = (name) => live.filter((o) => o.name === name);
    const fixed = named(entry.name)
        .map((o) => spec.readOnly?.(o))
        .find((r) => r !== undefined);
    if (fixed) {
        problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" cannot be managed from a file: ${fixed}`);
        return null;
    }
    const one = (hits, what) => {
        if (hits.length === 1)
            return hits[0] ?? null;
        problem(entry.path, `${hits.length} ${spec.singular}s ${what} are named "${hits[0]?.name ?? ''}" (ids ${hits.map((h) => h.id).join(', ')}); a name must identify one`);
        return null;
    };
    if (spec.mark === 'none') {
        for (const name of [entry.name, entry.was]) {
            if (name === undefined)
                continue;
            const hits = named(name);
            if (hits.length > 0) {
                const o = one(hits, 'on the server');
                return o && { object: o, adopted: false };
            }
        }
        return undefined;
    }
    const whose = (o) => (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerOf */ .bf)(spec, o, scope);
    for (const name of [entry.name, entry.was]) {
        if (name === undefined)
            continue;
        const ours = named(name).filter((o) => whose(o) === 'ours');
        if (ours.length > 0) {
            const o = one(ours, 'of this scope');
            return o && { object: o, adopted: false };
        }
    }
    const namesakes = named(entry.name);
    const unmarked = namesakes.filter((o) => whose(o) === 'unmarked');
    if (entry.adopt && unmarked.length > 0) {
        const o = one(unmarked, 'without an owner');
        return o && { object: o, adopted: true };
    }
    if (unmarked.length > 0) {
        problem([...entry.path, 'name'], `a ${spec.singular} named "${entry.name}" exists (id ${unmarked[0]?.id ?? ''}) and no file manages it: add \`adopt: true\` to take it over, or choose another name`);
        return null;
    }
    if (namesakes.length > 0) {
        problem([...entry.path, 'name'], `the ${spec.singular} named "${entry.name}" is managed by another scope; choose another name, or move the entry to that scope's file`);
        return null;
    }
    return undefined;
}
function fieldChanges(spec, live, send, shown, digest, edition) {
    const current = spec.comparable((0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutMark */ .E_)(spec, live), edition);
    const changes = [];
    const fields = new Set([...Object.keys(send), ...Object.keys(current)].filter((f) => !spec.writeOnly.includes(f)));
    for (const field of [...fields].sort()) {
        if (same(send[field], current[field]))
            continue;
        const secret = spec.secretFields.includes(field) || (typeof shown[field] === 'string' && SHOWN_SECRET.test(shown[field]));
        changes.push({ field, from: secret ? '(secret)' : current[field], to: secret ? shown[field] : send[field] });
    }
    if (digest !== undefined && spec.mark !== 'none' && (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .markDigest */ .Q9)(spec, live) !== digest) {
        const written = spec.writeOnly.filter((f) => f in send);
        if (written.length > 0)
            changes.push({ field: written.join(', '), from: '(write-only)', to: '(changed secret or value)' });
    }
    return changes;
}
const omit = (body, fields) => fields.length === 0 ? body : Object.fromEntries(Object.entries(body).filter(([f]) => !fields.includes(f)));
function flatten(value, path = '') {
    if (value !== null && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
    return [[path, typeof value === 'string' ? value : JSON.stringify(value)]];
}
function pick(body, fields) {
    return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}
function uniqueId(objects, name) {
    const hits = objects.filter((o) => o.name === name);
    return hits.length === 1 ? hits[0]?.id : undefined;
}
function resolveName(spec, objects, name, at, problem) {
    const hits = objects.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0]?.id;
    if (hits.length === 0) {
        const known = objects.map((o) => `"${o.name}"`).slice(0, 10);
        problem(at, `no ${spec.singular} named "${name}"${known.length > 0 ? ` (known: ${known.join(', ')}${objects.length > 10 ? ', …' : ''})` : ''}`);
    }
    else
        problem(at, `${hits.length} ${spec.singular}s are named "${name}" (ids ${hits.map((h) => h.id).join(', ')}); rename one so the name identifies it`);
    return undefined;
}
function unmanagedReason(spec, ours, object, scopes) {
    if (ours)
        return 'not in the files; `prune: true` deletes it';
    if (spec.mark === 'none')
        return `not in the files (a ${spec.singular} carries no owner: it is never pruned)`;
    const owner = scopes.map((s) => (0,_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerOf */ .bf)(spec, object, s));
    return owner.includes('other') ? 'managed by another scope' : 'no file manages it';
}
function fileOf(files, scope) {
    return files.find((f) => f.scope === scope)?.file ?? '';
}
function holdsSecret(v) {
    return (0,_kinds_kind_js__WEBPACK_IMPORTED_MODULE_3__/* .isSecretRef */ .aZ)(v) || (Array.isArray(v) ? v.some(holdsSecret) : typeof v === 'object' && v !== null && Object.values(v).some(holdsSecret));
}


/***/ }),

/***/ 56325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bV: () => (/* binding */ secretDigest),
/* harmony export */   l3: () => (/* binding */ secretResolver)
/* harmony export */ });
/* unused harmony export CREDENTIAL_VARIABLES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56506);


const RESERVED = /^(?:ACTIONS|GITHUB|RUNNER|INPUT)_/i;
const CREDENTIAL_VARIABLES = ['HYPERDX_API_KEY', 'CLICKHOUSE_CLOUD_API_KEY', 'CLICKHOUSE_CLOUD_API_SECRET', 'GH_TOKEN'];
const OWN_CREDENTIAL = 'a stack file may send only secrets of its own, never a credential this run authenticates with (its API key, key secret or a GitHub token): a file could otherwise send it to a host it names';
function secretResolver(ports) {
    const known = new Map();
    return (ref, at) => {
        const name = ref.env;
        if (RESERVED.test(name)) {
            ports.problem(at, `\`${name}\` is a variable of the runner, of GitHub or of this action's inputs; a secret must come from a variable of its own (\`env: { MY_SECRET: \${{ secrets.MY_SECRET }} }\` in the workflow)`);
            return undefined;
        }
        if (CREDENTIAL_VARIABLES.includes(name.toUpperCase())) {
            ports.problem(at, `\`${name}\` is where the command line reads its credentials; ${OWN_CREDENTIAL}`);
            return undefined;
        }
        let got = known.get(name);
        if (!got) {
            got = read(name, ports);
            known.set(name, got);
        }
        if ('value' in got)
            return got.value;
        ports.problem(at, got.refused);
        return undefined;
    };
}
function read(name, ports) {
    const answer = ports.variable?.(name);
    if (typeof answer === 'object')
        return { refused: `\`${name}\` holds one of this run's own credentials; ${OWN_CREDENTIAL}` };
    const value = answer;
    if (value)
        ports.addSecrets({ referenced: [value] });
    const refused = refusal(name, value);
    return refused !== undefined ? { refused } : { value: value };
}
function refusal(name, value) {
    const map = `map it in the workflow from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\` (a secret of a fork's pull request is empty)`;
    if (value === undefined)
        return `the secret variable \`${name}\` is not set; ${map}`;
    if (value === '')
        return `the secret variable \`${name}\` is empty; ${map}`;
    if (value.length < _util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET */ .Cq)
        return `the secret variable \`${name}\` is shorter than ${_util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET */ .Cq} characters; so short a value cannot be masked in logs, use a longer secret`;
    return undefined;
}
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const LENGTH = 8;
async function secretDigest(owner, secrets, addSecrets) {
    const fields = Object.keys(secrets).sort();
    if (fields.length === 0)
        return undefined;
    const material = JSON.stringify(fields.map((f) => [f, secrets[f]]));
    const salt = JSON.stringify(['obs-ops secret digest v1', owner.scope, owner.kind, owner.name]);
    const key = await new Promise((done, fail) => {
        (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.scrypt)(material, salt, LENGTH, COST, (e, k) => {
            if (e)
                fail(e);
            else
                done(k);
        });
    });
    const digest = key.toString('hex');
    addSecrets({ referenced: [digest] });
    return digest;
}


/***/ })

};
