export const id = 571;
export const ids = [571];
export const modules = {

/***/ 1251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ applyPlan)
/* harmony export */ });
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(704);
/* harmony import */ var _echo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7322);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4816);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5126);






/**
 * Sends the plan's writes with bounded concurrency (the client paces them to the rate limit).
 * A failed write never stops the others. A POST is never re-sent: when its answer was lost,
 * one re-list after the batch looks for the alert by scope + name before calling it failed.
 */
async function applyPlan(client, plan, concurrency, knownIds, 
/** How the user names inputs, for the hints of a failed write (`concurrency` / `--concurrency`). */
namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .actionNamer */ .IY) {
    const message = (e) => (0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .messageFor */ .XW)(e, namer);
    const order = { update: 0, create: 1, delete: 2 };
    const writes = plan.actions.filter(_model_js__WEBPACK_IMPORTED_MODULE_4__/* .isWrite */ .a).sort((a, b) => (order[a.action] ?? 0) - (order[b.action] ?? 0));
    const settled = await (0,_util_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .mapSettled */ .A)(writes, concurrency, async (a) => {
        if (a.action === 'create') {
            const answer = await client.createAlert(need(a));
            return { action: a, status: 'created', id: answer.id, echo: (0,_echo_js__WEBPACK_IMPORTED_MODULE_2__/* .echoOf */ .X)(need(a), answer) };
        }
        if (a.action === 'update') {
            const answer = await client.updateAlert(idOf(a), need(a));
            return { action: a, status: 'updated', id: a.id, echo: (0,_echo_js__WEBPACK_IMPORTED_MODULE_2__/* .echoOf */ .X)(need(a), answer) };
        }
        try {
            await client.deleteAlert(idOf(a));
        }
        catch (e) {
            // Already gone (deleted by hand, or with its dashboard): the goal is reached.
            if (!(e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && e.status === 404))
                throw e;
        }
        return { action: a, status: 'deleted', id: a.id };
    });
    const outcomes = writes.map((action, i) => {
        const s = settled[i];
        return s?.status === 'fulfilled' ? s.value : { action, status: 'failed', id: action.id, error: message(s?.reason) };
    });
    const lost = outcomes.filter((o, i) => {
        const s = settled[i];
        return o.status === 'failed' && o.action.action === 'create' && s?.status === 'rejected' && lostAnswer(s.reason);
    });
    if (lost.length > 0) {
        let alerts;
        try {
            alerts = await client.listAlerts();
        }
        catch (e) {
            for (const o of lost)
                o.error = `${o.error}; could not check whether it was created (${message(e)}) — re-run to converge`;
            return outcomes;
        }
        for (const o of lost) {
            const hit = alerts.find((al) => !knownIds.has(al.id) && al.name === o.action.name && (0,_normalize_js__WEBPACK_IMPORTED_MODULE_3__/* .fromServer */ .Wj)(al).scope === o.action.scope);
            if (hit)
                Object.assign(o, { status: 'created', id: hit.id, recovered: true, error: undefined });
            else
                o.error = `${o.error}; no alert was created (checked) — re-run to create it`;
        }
    }
    return outcomes;
}
/** Updates and deletes act on a live alert: the plan gave them its id. */
function idOf(a) {
    if (!a.id)
        throw new Error(`internal: ${a.action} "${a.name}" has no id`);
    return a.id;
}
function need(a) {
    if (!a.body)
        throw new Error(`internal: ${a.action} "${a.name}" has no body`);
    return a.body;
}
function lostAnswer(e) {
    return e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TransportError */ .wX && e.outcomeUnknown;
}


/***/ }),

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ renderPlan),
/* harmony export */   iY: () => (/* binding */ planJson)
/* harmony export */ });
/* unused harmony exports headline, diffText */
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6867);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2329);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5126);



const MAX_QUIET_ROWS = 50;
/** What a create shows: every compared field but the name, which heads the entry. */
const CREATE_FIELDS = _model_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPARED_FIELDS */ ._.filter((f) => f !== 'name');
function headline(plan) {
    const s = plan.summary;
    return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged (fingerprint ${plan.fingerprint})`;
}
/** The report for a plan, and for what apply did when it ran. */
function renderPlan(plan, names, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const columns = ['', 'Action', 'Alert', 'Target', 'Changes / reason', ...(applied ? ['Result'] : [])];
    const rows = [];
    const quiet = plan.actions.filter((a) => !(0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a)(a));
    const loud = plan.actions.filter(_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a);
    for (const a of [...loud, ...quiet.filter((q) => q.action === 'unchanged').slice(0, MAX_QUIET_ROWS)]) {
        const o = byAction.get(a);
        rows.push([_report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[a.action] ?? '', a.action, a.name, a.target ?? '', summarize(a), ...(applied ? [o ? result(o) : '—'] : [])]);
    }
    const notes = [...plan.notes];
    const unchangedHidden = plan.summary.unchanged - Math.min(plan.summary.unchanged, MAX_QUIET_ROWS);
    if (unchangedHidden > 0)
        notes.push(`… and ${unchangedHidden} more unchanged alerts (see the \`plan\` output).`);
    if (plan.summary.unmanaged > 0) {
        const shown = quiet
            .filter((q) => q.action === 'unmanaged')
            .slice(0, 10)
            .map((q) => `"${q.name || q.id}"`);
        notes.push(`${plan.summary.unmanaged} alert(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${plan.summary.unmanaged > shown.length ? ', …' : ''}`);
    }
    if (opts.dryRun && loud.length > 0)
        notes.push('Dry run: nothing was sent.');
    if (loud.length === 0)
        notes.push('Nothing to do: the server matches the file.');
    for (const f of plan.files)
        notes.push(`Scope of ${f.file}: ${f.scope}`);
    const failed = opts.outcomes?.filter((o) => o.status === 'failed') ?? [];
    const diff = diffText(loud, names);
    return {
        title: opts.dryRun ? 'Alerts plan' : 'Alerts sync',
        outcome: failed.length > 0 ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
        headline: headline(plan),
        counts: { ...plan.summary },
        table: rows.length > 0 ? { columns, rows } : undefined,
        details: diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : undefined,
        notes,
    };
}
function summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update' && a.changes)
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function result(o) {
    if (o.status === 'failed')
        return `❌ failed: ${o.error ?? ''}`;
    return `${_report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; found on re-list)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
/** Terraform-style text: `~ threshold: 50 → 60`. */
function diffText(actions, names) {
    const out = [];
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        out.push(`${sign} ${a.name}${a.id ? ` (id ${a.id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
        if (a.action === 'update')
            for (const c of a.changes ?? [])
                out.push(`    ~ ${c.field}: ${show(c.field, c.from, names)} → ${show(c.field, c.to, names)}`);
        if (a.action === 'create' && a.body) {
            const body = a.body;
            for (const field of CREATE_FIELDS) {
                const value = body[field];
                if (value === null || value === undefined)
                    continue;
                const v = field === 'channels'
                    ? value.map((c) => c.webhookId)
                    : field === 'message'
                        ? (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .splitMarker */ .Ph)(idText(value)).text
                        : value;
                if (v === null)
                    continue;
                out.push(`    + ${field}: ${show(field, v, names)}`);
            }
        }
    }
    return out.join('\n');
}
/** An id (or the message) as text; from a server that sends another kind of value, its JSON. */
function idText(v) {
    // JSON.stringify is typed string, but gives undefined for undefined (and functions, symbols).
    return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
}
function show(field, v, names) {
    if (v === null || v === undefined)
        return '(none)';
    const label = (id, list) => {
        const hit = list?.find((o) => o.id === id);
        return hit ? `${hit.name} (${id})` : id;
    };
    if (field === 'channels' && Array.isArray(v))
        return `[${v.map((id) => label(idText(id), names.webhooks)).join(', ')}]`;
    if (field === 'dashboardId')
        return label(idText(v), names.dashboards);
    if (field === 'savedSearchId')
        return label(idText(v), names.savedSearches);
    if (field === 'tileId') {
        const tile = names.dashboards?.flatMap((d) => (Array.isArray(d.tiles) ? d.tiles : [])).find((t) => t.id === v);
        return tile ? `${tile.name} (${idText(v)})` : idText(v);
    }
    return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v);
}
/** The plan as the `plan` output: bodies left out (they are in the fingerprint). */
function planJson(plan) {
    const { fullFingerprint: _full, notes: _notes, ...rest } = plan;
    const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
    return JSON.stringify({
        version: rest.version,
        fingerprint: rest.fingerprint,
        ...(scope !== undefined ? { scope } : {}),
        files: rest.files,
        summary: rest.summary,
        actions: rest.actions.map(({ body: _body, ...a }) => a),
    });
}


/***/ }),

/***/ 449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ze: () => (/* binding */ planAlertSync),
  eu: () => (/* binding */ readAlertFiles),
  TH: () => (/* binding */ syncAlerts)
});

// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(5787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(3059);
// EXTERNAL MODULE: ./src/util/problems.ts
var problems = __webpack_require__(8338);
// EXTERNAL MODULE: ./src/alerts/apply.ts
var apply = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/alerts/echo.ts
var echo = __webpack_require__(7322);
// EXTERNAL MODULE: ./src/generated/alert-file.ts
var alert_file = __webpack_require__(9362);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/alerts/fields.ts
var fields = __webpack_require__(326);
// EXTERNAL MODULE: ./src/alerts/marker.ts
var marker = __webpack_require__(2329);
;// CONCATENATED MODULE: ./src/alerts/file.ts





const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Parses an alert file: YAML, then the schema (schemas/alert-file.schema.json), then what a schema
 * cannot check: fields merged from `defaults` (required ones, pairs that exclude each other, the
 * schedule against the interval), unique names, and the message with the ownership marker of this
 * scope. Every problem lands in `yaml.problems` with its location.
 */
function parseAlertFile(file, text, opts) {
    const yaml = util_yaml/* LocatedYaml */.O.parse(file, text);
    const result = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
    if (yaml.hasErrors)
        return result;
    const schemaProblems = yaml.validate(alert_file/* alertFile */.t, opts.edition ?? 'self-hosted');
    const root = yaml.value;
    if (!isObject(root))
        return result;
    for (const w of (0,report_escape/* invisibleStrings */.CL)(root))
        yaml.problem(w.path, (0,report_escape/* invisibleWarning */.a2)(w.chars), 'warning');
    if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '')
        result.scope = root.scope.trim();
    // The file's own scope is held to the limit by the schema; the input's is checked here.
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    if (!Array.isArray(root.alerts))
        return result;
    // An entry (or `defaults`) the schema refused is reported already; merging it would only echo that.
    const refused = (prefix) => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
    const defaults = isObject(root.defaults) ? root.defaults : {};
    const defaultsOk = !refused(['defaults']);
    const seen = new Map();
    root.alerts.forEach((entry, i) => {
        if (!isObject(entry))
            return;
        const path = ['alerts', i];
        const spec = defaultsOk && !refused(path) ? crossCheck(yaml, mergeDefaults(defaults, entry), entry, path, result.scope) : undefined;
        if (typeof entry.name !== 'string')
            return;
        const first = seen.get(entry.name);
        if (first !== undefined) {
            yaml.problem([...path, 'name'], `duplicate alert name "${entry.name}" (first at alerts[${first}]); names identify alerts and must be unique in a file`);
            return;
        }
        seen.set(entry.name, i);
        if (spec)
            result.alerts.push(spec);
    });
    return result;
}
/** Alert keys win over defaults, a whole key group at a time. */
function mergeDefaults(defaults, entry) {
    const overridden = new Set(fields/* KEY_GROUPS */.tS.filter((group) => group.some((k) => k in entry)).flat());
    const merged = Object.fromEntries(Object.entries(defaults).filter(([k]) => !overridden.has(k)));
    return Object.assign(merged, entry);
}
/** The checks of one merged entry the schema cannot make; the entry's types are the schema's. */
function crossCheck(yaml, a, entry, path, scope) {
    const at = (key) => (key in entry ? [...path, key] : ['defaults', key]);
    const problem = (where, message) => yaml.problem(where, message);
    const errors = () => yaml.problems.filter((p) => p.severity === 'error').length;
    const before = errors();
    const str = (key) => (typeof a[key] === 'string' ? a[key] : undefined);
    const num = (key) => (typeof a[key] === 'number' ? a[key] : undefined);
    // --- what the alert watches: explicit, or inferred when unambiguous (the server requires it)
    let source = a.source;
    if (source === undefined) {
        const tile = ['dashboard', 'dashboardId', 'tile', 'tileId'].some((k) => k in a);
        const saved = ['savedSearch', 'savedSearchId'].some((k) => k in a);
        if (tile !== saved)
            source = tile ? 'tile' : 'saved_search';
        else
            problem(path, 'missing `source` (`tile` with `dashboard` + `tile`, or `saved_search` with `savedSearch`)');
    }
    // The schema refuses these when the entry holds both; here one of them came from `defaults`.
    const foreign = (keys, kind) => {
        for (const k of keys)
            if (k in a && !('source' in entry && k in entry))
                problem(at(k), `\`${k}\` applies to ${kind} alerts, not ${source} alerts`);
    };
    if (source === 'tile') {
        if (!('dashboard' in a) && !('dashboardId' in a))
            problem(path, 'a tile alert needs `dashboard` (name) or `dashboardId`');
        if (!('tile' in a) && !('tileId' in a))
            problem(path, 'a tile alert needs `tile` (name) or `tileId`');
        if ('source' in a)
            foreign(['savedSearch', 'savedSearchId', 'groupBy'], 'saved_search');
    }
    else if (source === 'saved_search') {
        if (!('savedSearch' in a) && !('savedSearchId' in a))
            problem(path, 'a saved_search alert needs `savedSearch` (name) or `savedSearchId`');
        if ('source' in a)
            foreign(['dashboard', 'dashboardId', 'tile', 'tileId'], 'tile');
    }
    // --- condition
    const threshold = num('threshold');
    if (threshold === undefined)
        problem(path, 'missing `threshold`');
    const thresholdMax = num('thresholdMax');
    const thresholdType = str('thresholdType');
    if (thresholdType === undefined)
        problem(path, 'missing `thresholdType` (set it here or in `defaults`)');
    else if ((0,fields/* isRangeThreshold */.tU)(thresholdType)) {
        if (thresholdMax === undefined)
            problem(path, `\`thresholdType: ${thresholdType}\` needs \`thresholdMax\``);
        else if (threshold !== undefined && thresholdMax < threshold)
            problem(at('thresholdMax'), '`thresholdMax` must be greater than or equal to `threshold`');
    }
    else if ('thresholdMax' in entry) {
        // The server keeps a thresholdMax it no longer uses (a PUT cannot clear it), so it is neither sent nor compared.
        yaml.problem([...path, 'thresholdMax'], `\`thresholdMax\` is ignored with \`thresholdType: ${thresholdType}\` (only \`between\` and \`not_between\` use it)`, 'warning');
    }
    const interval = str('interval');
    if (interval === undefined)
        problem(path, 'missing `interval` (set it here or in `defaults`)');
    // --- schedule
    const scheduleOffsetMinutes = num('scheduleOffsetMinutes');
    if (scheduleOffsetMinutes !== undefined && interval !== undefined && scheduleOffsetMinutes >= (0,fields/* intervalMinutes */.XV)(interval)) {
        problem(at('scheduleOffsetMinutes'), `\`scheduleOffsetMinutes\` must be less than the interval (${(0,fields/* intervalMinutes */.XV)(interval)} minutes)`);
    }
    const scheduleStartAt = a.scheduleStartAt === null ? null : str('scheduleStartAt');
    if (scheduleStartAt) {
        const startProblem = startAtProblem(scheduleStartAt);
        if (startProblem)
            problem(at('scheduleStartAt'), startProblem);
        if (scheduleOffsetMinutes)
            problem(at('scheduleOffsetMinutes'), '`scheduleOffsetMinutes` must be 0 or absent when `scheduleStartAt` is set');
    }
    // --- notification
    const channels = channelRefs(a, at);
    if (channels.length === 0)
        problem(path, 'missing `channel` (e.g. `channel: { webhook: oncall }`); the server requires at least one notification channel');
    const message = a.message === '' ? null : a.message;
    if (typeof message === 'string') {
        const room = fields/* MESSAGE_LIMIT */.Gy - (0,marker/* markerFor */._Z)(scope).length;
        if ((0,marker/* mentionsMarker */.Ux)(message))
            problem(at('message'), '`message` must not contain the ownership marker; the action adds it');
        else if (message.length > room) {
            problem(at('message'), `\`message\` is ${message.length} characters; with the ownership marker (${fields/* MESSAGE_LIMIT */.Gy - room} characters, which the server counts) the limit is ${room}`);
        }
    }
    const name = str('name');
    if (errors() > before || name === undefined || !source || threshold === undefined || !thresholdType || !interval)
        return undefined;
    return {
        name,
        adopt: a.adopt ?? false,
        source,
        dashboard: str('dashboard'),
        dashboardId: str('dashboardId'),
        tile: str('tile'),
        tileId: str('tileId'),
        savedSearch: str('savedSearch'),
        savedSearchId: str('savedSearchId'),
        // `""` is no grouping: answers are read so (normalize.ts), hence null here too, or every run would PUT.
        groupBy: source === 'saved_search' ? (a.groupBy === '' ? null : a.groupBy) : undefined,
        threshold,
        thresholdMax,
        thresholdType,
        interval,
        scheduleOffsetMinutes,
        scheduleStartAt,
        channels,
        message,
        note: a.note === '' ? null : a.note,
        numConsecutiveWindows: a.numConsecutiveWindows,
        at,
    };
}
/**
 * The window the server accepts around now (docs/contract.md §8.1). The calendar itself (month 13,
 * 30 February, hour 24) is the schema's pattern, the one truth: every value it admits parses.
 */
function startAtProblem(s) {
    const t = Date.parse(s);
    const year = 365 * 24 * 3600 * 1000;
    if (!(t <= Date.now() + year && t >= Date.now() - 10 * year))
        return '`scheduleStartAt` must be within 1 year in the future and 10 years in the past';
    return undefined;
}
function channelRefs(a, at) {
    const items = isObject(a.channel)
        ? [{ value: a.channel, path: at('channel') }]
        : Array.isArray(a.channels)
            ? a.channels.map((value, i) => ({ value, path: [...at('channels'), i] }))
            : [];
    return items.flatMap(({ value, path }) => {
        if (!isObject(value))
            return [];
        if (typeof value.webhook === 'string')
            return [{ webhook: value.webhook, path: [...path, 'webhook'] }];
        if (typeof value.webhookId === 'string')
            return [{ webhookId: value.webhookId, path: [...path, 'webhookId'] }];
        return [];
    });
}

// EXTERNAL MODULE: ./src/util/fingerprint.ts
var fingerprint = __webpack_require__(7284);
// EXTERNAL MODULE: ./src/alerts/model.ts
var model = __webpack_require__(5126);
;// CONCATENATED MODULE: ./src/alerts/fingerprint.ts



/**
 * sha256 of a canonical JSON of what apply would send: the scopes, and for each write its action,
 * name, scope, server id, field changes (live values included, so a hand edit after review
 * changes it) and complete body. Unchanged and unmanaged alerts are left out so that unrelated
 * alerts appearing between review and apply do not invalidate the review.
 */
function planFingerprint(files, actions) {
    const writes = actions
        .filter(model/* isWrite */.a)
        .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null }))
        .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
    return (0,fingerprint/* fingerprintOf */.ax)({ v: 1, scopes: files.map((f) => f.scope).sort(cmp), writes });
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// EXTERNAL MODULE: ./src/alerts/diff.ts
var diff = __webpack_require__(8502);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(4816);
;// CONCATENATED MODULE: ./src/alerts/plan.ts



/**
 * Desired alerts + live alerts → plan. Pure: no requests. Ownership is the scope in the marker;
 * identity inside a scope is the alert name.
 */
function buildPlan(input) {
    const run = {
        input,
        live: input.alerts.map((alert) => ({ alert, ...(0,normalize/* fromServer */.Wj)(alert) })),
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
    const fp = planFingerprint(files, run.actions);
    return {
        plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions: run.actions, notes: run.notes },
        problems: run.problems,
    };
}
/** One file: each desired alert against what its scope owns, then what the scope owns that the file no longer has. */
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
    // Ours, but no longer (or twice) in the file.
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
/** One desired alert: create, update, unchanged, or a problem with its `adopt`. */
function planAlert(run, d, at) {
    const { file, scope } = at;
    const base = { name: d.name, file, scope, target: d.target };
    // Built for the writes only: a sync of thousands of unchanged alerts sends (and keeps) none.
    const body = () => (0,normalize/* toBody */.ER)(d.want, scope, run.input.singleChannel);
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
        run.actions.push({ action: 'create', ...base, body: body(), reason: recreateReason(d, run.dashboards, at.oldest) });
        return;
    }
    run.claimed.add(match.alert.id);
    const changes = (0,diff/* diffAlert */.c)(match.value, d.want);
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
        body: body(),
        reason: adopted ? 'adopt: take over an alert without marker' : repointReason(d, match.value.tileId, run.dashboards),
    });
}
/** The unmarked alert `adopt` names (by id, or the one of its name); 'problem' when it names none or several. */
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
/**
 * A dashboard PUT that does not send tile ids gives every tile a new id and the server deletes
 * the alerts of the old tiles (docs/contract.md §7.2). With no state store (and no timestamps on
 * dashboards) the evidence is the order of ObjectIds, which the server hands out increasing:
 * the dashboard is older than this scope's oldest alert, yet the named tile is newer, so the
 * tile was replaced after the file was first applied.
 */
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
/** An owned alert still points at a tile id the dashboard no longer has, while the named tile exists. */
function repointReason(d, liveTileId, dashboards) {
    if (d.want.source !== 'tile' || !d.tileName || liveTileId === d.want.tileId)
        return undefined;
    const dash = dashboards.get(d.want.dashboardId ?? '');
    if (!dash || dash.tiles.some((t) => t.id === liveTileId))
        return undefined;
    return `re-point: tile ids changed (tile "${d.tileName}" is now ${d.want.tileId}; ${liveTileId} no longer exists)`;
}

// EXTERNAL MODULE: ./src/alerts/render.ts
var render = __webpack_require__(5567);
// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(705);
;// CONCATENATED MODULE: ./src/alerts/raw-sql.ts
/** `{intervalSeconds:Int64}` / `{intervalMilliseconds:Int64}`, or a macro that expands to one. */
const INTERVAL = /intervalSeconds|intervalMilliseconds|\$__(?:timeInterval|timeInterval_ms|interval_s)\b/;
/** Why the server refuses an alert on this tile ("Raw SQL alert query is invalid: …"), or undefined. */
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

;// CONCATENATED MODULE: ./src/alerts/resolve.ts




/** Which lists the files need, so nothing is fetched for nothing. */
function neededLists(files) {
    const all = files.flatMap((f) => f.alerts);
    return {
        dashboards: all.some((a) => a.source === 'tile'),
        webhooks: all.some((a) => a.channels.length > 0),
        savedSearches: all.some((a) => a.source === 'saved_search'),
    };
}
/** Resolves names to ids; problems (nothing or several matches) are recorded in the file's yaml. */
function resolveFile(file, lk) {
    const out = [];
    for (const spec of file.alerts) {
        const before = file.yaml.problems.length;
        const problem = (path, msg) => file.yaml.problem(path, msg);
        let dashboardId = null;
        let tileId = null;
        let savedSearchId = null;
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
                    if (type && !types/* ALERTABLE_DISPLAY_TYPES */.E.includes(type)) {
                        problem(spec.at(spec.tile !== undefined ? 'tile' : 'tileId'), `tile "${tile.name}" is a ${type} tile; alerts evaluate only ${types/* ALERTABLE_DISPLAY_TYPES */.E.join(', ')} tiles`);
                    }
                    // Against the tile as the run leaves it: in a run with the dashboard file, settled before
                    // the first write (the server refuses the alert only after the dashboard was written).
                    const sqlProblem = rawSqlAlertProblem(tile);
                    if (sqlProblem)
                        refusal = { key: spec.tile !== undefined ? 'tile' : 'tileId', message: sqlProblem };
                    target = `${dash.name} / ${tile.name}`;
                }
            }
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
        // Such a server would keep the first and drop the rest, and every later plan would update it.
        const second = spec.channels[1];
        if (lk.singleChannel && second) {
            problem(second.path, 'this server keeps one notification channel per alert (the managed API, and the HyperDX API before 2.36); list one');
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
            },
            ...(refusal ? { refusal } : {}),
        });
    }
    return out;
}
function displayType(tile) {
    const t = tile.config?.displayType;
    return typeof t === 'string' ? t : undefined;
}
/** Exactly one object by name or by id, or a located problem. */
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

;// CONCATENATED MODULE: ./src/alerts/sync.ts










/**
 * Reconciles alert file(s) with the server: files (syntax, schema, cross checks) before any
 * request, one list of each kind, plan, guards (max-deletions, expect-plan), then — unless a dry
 * run — apply; one report either way.
 */
async function syncAlerts(client, edition, inputs, ws) {
    // 1. Files: syntax, shape, types, enums — before any request.
    const files = await readAlertFiles(inputs, edition, ws);
    // 2. Lists, names → ids, plan.
    const { plan, lookups } = await planAlertSync(client, files, { prune: inputs.prune });
    const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
    const changed = writes > 0;
    const outputs = { plan: (0,render/* planJson */.iY)(plan), 'plan-fingerprint': plan.fingerprint };
    // 3. Guards: refuse with nothing sent.
    const refusals = [];
    const maxDeletions = inputs.maxDeletions;
    if (plan.summary.delete > maxDeletions) {
        refusals.push((0,input_error/* msg */.ab) `The plan deletes ${plan.summary.delete} alerts, more than max-deletions (${maxDeletions}); nothing was sent. Raise ${(0,input_error/* named */.KT)('max-deletions')} if this is intended.`.render(inputs.nameInput ?? input_error/* actionNamer */.IY));
    }
    if (inputs.expectPlan && !(0,fingerprint/* matchesFingerprint */.GV)(inputs.expectPlan, plan.fullFingerprint)) {
        refusals.push(`The live plan (fingerprint ${plan.fingerprint}) differs from the reviewed one (expect-plan ${inputs.expectPlan}); nothing was sent. Review the new plan and re-approve it.`);
    }
    let outcomes;
    if (!inputs.dryRun && refusals.length === 0 && changed) {
        const known = new Set(lookups.alerts.map((a) => a.id));
        outcomes = await (0,apply/* applyPlan */.g)(client, plan, inputs.concurrency, known, inputs.nameInput);
    }
    (0,echo/* recordEchoes */.T)(files, outcomes);
    const report = (0,render/* renderPlan */.EG)(plan, lookups, { dryRun: inputs.dryRun, outcomes });
    const warnings = files.flatMap((f) => f.yaml.problems);
    if (warnings.length > 0)
        report.problems = warnings;
    const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
    const failures = [...refusals];
    if (failed.length > 0) {
        failures.push(`${failed.length} of ${outcomes?.length} write(s) failed: ${failed.map((o) => `${o.action.action} "${o.action.name}" (${o.error})`).join('; ')}. A re-run converges.`);
    }
    if (inputs.failOnChanges && changed) {
        failures.push(`fail-on-changes: the server differs from the file (${writes} change${writes === 1 ? '' : 's'} pending${outcomes ? ', now applied' : ''}).`);
    }
    if (failures.length > 0)
        report.outcome = 'failure';
    report.notes = [...failures, ...(report.notes ?? [])];
    return {
        result: {
            plan: JSON.parse(outputs.plan),
            applied: outcomes?.map((o) => ({
                action: o.action.action,
                name: o.action.name,
                id: o.id,
                status: o.status,
                ...(o.recovered ? { recovered: true } : {}),
                ...(o.error ? { error: o.error } : {}),
            })),
        },
        changed,
        report,
        outputs,
        failure: failures.length > 0 ? failures.join('\n') : undefined,
    };
}
/**
 * The lists the files need (or, in a run with a dashboard file, the alerts and the dashboards as
 * that run predicts them: `given`), names → ids, the plan, and the problems only the plan can see.
 */
async function planAlertSync(client, files, opts) {
    const lookups = await fetchLookups(client, files, opts.given);
    const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: resolveFile(f, lookups) }));
    failOnProblems(files);
    const { plan, problems } = buildPlan({
        files: desired,
        alerts: lookups.alerts,
        dashboards: lookups.dashboards,
        prune: opts.prune,
        singleChannel: lookups.singleChannel,
    });
    for (const p of problems)
        files.find((f) => f.file === p.alert.file)?.yaml.problem(p.alert.spec.at(p.key), p.message);
    // The server checks an alert only when it is written: a refusal stops the run (before its first
    // write) when the plan creates or updates the alert, and is a warning when it leaves it as it is.
    for (const d of desired.flatMap((f) => f.alerts)) {
        if (!d.refusal)
            continue;
        const a = plan.actions.find((x) => x.file === d.file && x.name === d.name);
        const writes = a?.action === 'create' || a?.action === 'update';
        const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
        files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
    }
    failOnProblems(files);
    return { plan, lookups };
}
/** The alert files, checked before any request (syntax, schema, cross checks, prune with no alerts). */
async function readAlertFiles(inputs, edition, ws) {
    const found = await (0,util_files/* findFiles */.lY)(ws, 'alert-file', inputs.alertFile);
    if (inputs.scope && found.length > 1) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('scope')} is set but ${(0,input_error/* named */.KT)('alert-file')} matches ${found.length} files; each file needs its own scope (leave ${(0,input_error/* named */.KT)('scope')} empty, or set \`scope:\` inside each file).`);
    }
    const files = [];
    for (const f of found) {
        files.push(parseAlertFile(f.display, await (0,util_files/* readText */.yR)('alert-file', f), { scope: inputs.scope, defaultScope: (0,util_files/* defaultScope */._V)(ws, f.display), edition }));
    }
    const seen = new Map();
    for (const f of files) {
        const other = seen.get(f.scope);
        if (other)
            f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
        seen.set(f.scope, f.file);
    }
    failOnProblems(files);
    if (inputs.prune) {
        const empty = files.filter((f) => f.alerts.length === 0);
        if (empty.length > 0) {
            throw new input_error/* InputError */.dz(`prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no alerts would delete every alert of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`alerts.delete\`, or sync without prune.`);
        }
    }
    return files;
}
function failOnProblems(files) {
    const all = files.flatMap((f) => f.yaml.problems);
    if (all.some((p) => p.severity === 'error'))
        throw new problems/* FileProblemsError */.x(all);
}
async function fetchLookups(client, files, given) {
    const need = neededLists(files);
    const [alerts, dashboards, webhooks, savedSearches] = await Promise.all([
        given ? given.alerts : client.listAlerts(),
        given ? given.dashboards : need.dashboards ? client.listDashboards() : undefined,
        need.webhooks ? client.listWebhooks() : undefined,
        need.savedSearches ? client.listSavedSearches() : undefined,
    ]);
    // The managed schema has no `channels` (its gateway refuses the key); self-hosted servers before
    // api 2.36 answer alerts without it.
    const singleChannel = client.edition === 'managed' || alerts.some((a) => a.channel !== undefined && a.channels === undefined);
    return { alerts, dashboards, webhooks, savedSearches, singleChannel };
}


/***/ }),

/***/ 705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ALERTABLE_DISPLAY_TYPES)
/* harmony export */ });
// Domain shapes shared by both editions. Responses are typed loosely (every field the
// servers may omit is optional) and validated where we depend on them.
/**
 * Display types the alert engine evaluates, builder or raw SQL (anything else never fires, and the
 * server deletes its alerts after the next dashboard PUT; docs/contract.md §7.2, §8.1).
 */
const ALERTABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'];


/***/ }),

/***/ 9571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alertsSync: () => (/* binding */ alertsSync),
/* harmony export */   readSyncInputs: () => (/* binding */ readSyncInputs)
/* harmony export */ });
/* harmony import */ var _alerts_sync_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(449);
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3059);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9264);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4437);




const DEFAULT_MAX_DELETIONS = 10;
/** Writes in flight by default; the client paces them to the rate limit. */
const DEFAULT_CONCURRENCY = 4;
/** Reconciles alert file(s) with the server (src/alerts/sync.ts). */
const alertsSync = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_3__/* .ALERTS_SYNC */ .qY,
    prepare(input) {
        const settings = readSyncInputs(input);
        return ({ client, connection, context }) => (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_0__/* .syncAlerts */ .TH)(client, connection.edition, { ...settings, nameInput: context.nameInput }, context);
    },
};
/** alerts.sync's inputs (dashboards.sync's too, but for the file), read and checked before any request. */
function readSyncInputs(input, opts = { requireAlertFile: true }) {
    const alertFile = input.text('alert-file');
    if (!alertFile && opts.requireAlertFile)
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `alerts.sync needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('alert-file')} (a path or a glob).`);
    return {
        alertFile,
        scope: input.text('scope'),
        prune: input.bool('prune', false),
        maxDeletions: input.number('max-deletions', DEFAULT_MAX_DELETIONS, { min: 0, integer: true }),
        failOnChanges: input.bool('fail-on-changes', false),
        expectPlan: input.text('expect-plan'),
        dryRun: (0,_body_js__WEBPACK_IMPORTED_MODULE_2__/* .dryRun */ .PA)(input),
        concurrency: input.number('concurrency', DEFAULT_CONCURRENCY, { min: 1, max: 32, integer: true }),
    };
}


/***/ }),

/***/ 704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ mapSettled)
/* harmony export */ });
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(370);

/**
 * Runs `fn` over `items` with at most `limit` in flight, keeping input order in the result.
 * Never rejects: each entry is a settled outcome, so one failure does not stop the others.
 */
function mapSettled(items, limit, fn) {
    const slot = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(Math.max(1, limit));
    return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
}


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ LocatedYaml)
/* harmony export */ });
/* unused harmony export quickValue */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3243);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1648);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6954);





/**
 * A parsed YAML file that can point at any value by path, so validators report
 * file:line:column. Syntax errors, duplicate keys and alias bombs are problems, not crashes.
 *
 * Two parsers, one meaning. `yaml` builds a document with every node's position: it is what
 * reports YAML problems and locates any other, and what decides. Building it costs about 20 µs
 * and 3 KB of short-lived memory per line (0.7 s and 130 MB for a 40,000-line alert file), and
 * most files have no problem to locate; so a file is first read by `js-yaml`, whose YAML 1.2 core
 * schema resolves scalars exactly as `yaml`'s does, ten times faster and without the document.
 * Only a file it reads without complaint, and without what the two could treat differently
 * (see `quickValue`), takes that path; anything else — and the first problem to locate — builds
 * the `yaml` document.
 */
class LocatedYaml {
    file;
    value;
    problems = [];
    text;
    /** More values than the located document may hold: problems are then found at the path, not the line. */
    heavy = false;
    located;
    constructor(file, text) {
        this.file = file;
        this.text = text;
        const tooLarge = (0,_file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSizeProblem */ .$)(text);
        if (tooLarge) {
            // Refused before parsing: no parser reads 50 MB of YAML on the default heap and says where.
            this.text = '';
            this.value = undefined;
            this.problems.push({ file, line: 1, column: 1, message: tooLarge, severity: 'error' });
            return;
        }
        this.heavy = nodeEstimate(text) > DOCUMENT_BUDGET;
        const quick = quickValue(text);
        if (quick.ok) {
            this.value = quick.value;
            this.refuseNonFinite();
            return;
        }
        if (this.heavy) {
            // Too big for the located document (its cost grows with the nodes, ~1 KB each): js-yaml's
            // own error and position, or a plain refusal for what only `yaml` may judge.
            this.value = undefined;
            const at = quick.error?.mark;
            this.problems.push(quick.error && at
                ? {
                    file,
                    line: at.line + 1,
                    column: at.column + 1,
                    message: `YAML: ${readable(quick.error.reason ?? firstLine(quick.error.message))}`,
                    severity: 'error',
                }
                : {
                    file,
                    line: 1,
                    column: 1,
                    message: `the file has too many values (about ${nodeEstimate(text)}) to be read with YAML anchors, tags, tabs, document markers or non-string keys; write it plainly or split it`,
                    severity: 'error',
                });
            return;
        }
        const { doc, lines } = this.document();
        for (const e of [...doc.errors, ...doc.warnings]) {
            // Without prettyErrors the parser leaves linePos unset; `pos` holds the offsets.
            const pos = e.linePos?.[0] ?? (typeof e.pos[0] === 'number' ? lines.linePos(e.pos[0]) : { line: 1, col: 1 });
            this.problems.push({
                file,
                line: pos.line,
                column: pos.col,
                message: `YAML: ${readable(firstLine(e.message))}`,
                severity: doc.errors.includes(e) ? 'error' : 'warning',
            });
        }
        let value = undefined;
        if (doc.errors.length === 0) {
            try {
                // maxAliasCount bounds "billion laughs" expansion.
                value = doc.toJS({ maxAliasCount: 100 });
                const loop = text.includes('*') ? selfContainingAliasOffset(doc) : undefined;
                if (loop !== undefined) {
                    const at = lines.linePos(loop);
                    this.problems.push({
                        file,
                        line: at.line,
                        column: at.col,
                        message: 'YAML: this alias names a node that contains it; a value cannot contain itself',
                        severity: 'error',
                    });
                    value = undefined;
                }
            }
            catch (e) {
                const at = lines.linePos(unresolvedAliasOffset(doc) ?? 0);
                this.problems.push({ file, line: at.line, column: at.col, message: `YAML: ${firstLine(e.message)}`, severity: 'error' });
            }
        }
        this.value = value;
        this.refuseNonFinite();
    }
    /**
     * `.inf`, `.nan` and numbers past ±1.8e308 (`1e400`) are YAML numbers no field can mean: a
     * threshold of infinity never fires. Each is a located problem, said as what it is.
     */
    refuseNonFinite() {
        for (const path of nonFinitePaths(this.value, []))
            this.problem(path, 'not a finite number (`.inf`, `.nan` and numbers beyond ±1.8e308 are refused)');
    }
    /** The `yaml` document with node positions, built on first need. */
    document() {
        if (!this.located) {
            const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
            const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(this.text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
            this.located = { doc, lines };
        }
        return this.located;
    }
    static parse(file, text) {
        return new LocatedYaml(file, text);
    }
    /** Reads `path`; problems name the file `file` (what the user wrote, relative to the workspace). */
    static async read(path, file = path) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch (e) {
            const y = new LocatedYaml(file, '');
            y.problems.push({
                file,
                line: 1,
                column: 1,
                message: `cannot read file: ${e.code ?? e.message}`,
                severity: 'error',
            });
            return y;
        }
        return new LocatedYaml(file, text);
    }
    /** Line and column (1-based) of the value at `path`, or of its closest existing parent. */
    locate(path, at = 'value') {
        if (this.heavy)
            return { line: 1, column: 1 };
        const { doc, lines } = this.document();
        let node = doc.contents;
        let offset = rangeStart(node) ?? 0;
        for (const step of path) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(node)) {
                const pair = node.items.find((p) => keyOf(p.key) === String(step));
                if (!pair)
                    break;
                const isLast = step === path[path.length - 1] && at === 'key';
                node = pair.value;
                offset = (isLast ? rangeStart(pair.key) : (rangeStart(pair.value) ?? rangeStart(pair.key))) ?? offset;
                if (isLast)
                    break;
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(node) && typeof step === 'number') {
                node = node.items[step];
                offset = rangeStart(node) ?? offset;
            }
            else {
                break;
            }
        }
        const pos = lines.linePos(offset);
        return { line: pos.line, column: pos.col };
    }
    /** Records a problem located at `path`. */
    problem(path, message, severity = 'error', at = 'value') {
        const { line, column } = this.locate(path, at);
        this.problems.push({ file: this.file, line, column, message: this.heavy ? `${pathText(path)}: ${message}` : message, severity });
    }
    /** Validates the value with a file format's schema, recording each problem; returns them. */
    validate(compiled, edition) {
        const problems = (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(compiled, this.value, edition);
        const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: this.heavy ? `${pathText(p.path)}: ${p.message}` : p.message }));
        located.sort((a, b) => a.line - b.line || a.column - b.column);
        for (const { line, column, message } of located)
            this.problems.push({ file: this.file, line, column, message, severity: 'error' });
        return problems;
    }
    get hasErrors() {
        return this.problems.some((p) => p.severity === 'error');
    }
}
/**
 * What the two parsers could read differently, found by fuzzing them against each other
 * (test/util/yaml-paths.test.ts): such a file is read by `yaml` alone. Indicators count only after
 * a space, a flow character or at the start of a line, as YAML's own; a `!` or `*` inside a quoted
 * string only sends the file down the slower path.
 */
const UNUSUAL = [
    /(?:^|[\s,[{])[!&*]/m, // a tag, an anchor, an alias
    /^%/m, // a directive
    /^\s*(?:---|\.\.\.)/m, // document markers
    /^\s*[?:](?:\s|$)/m, // an explicit or empty key
    /[|>][-+]?[1-9]/, // a block scalar's explicit indentation
];
/** A key the core schema reads as null, a boolean or a number: `yaml` names it by that value, `js-yaml` by its text. */
const NOT_A_STRING = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)?$/;
function stringKeysOnly(value) {
    if (Array.isArray(value))
        return value.every(stringKeysOnly);
    if (typeof value !== 'object' || value === null)
        return true;
    return Object.entries(value).every(([key, v]) => !NOT_A_STRING.test(key) && stringKeysOnly(v));
}
/**
 * The value by `js-yaml`, when the file has none of UNUSUAL, no tab character (`yaml` is stricter
 * about tabs), no alias (`yaml` bounds their expansion and says where one is wrong), no error
 * (`yaml` words and locates it), string keys only, and a mapping at the top.
 */
function quickValue(text) {
    if (text.includes('\t') || UNUSUAL.some((re) => re.test(text)))
        return { ok: false };
    let value;
    try {
        value = (0,js_yaml__WEBPACK_IMPORTED_MODULE_1__/* .load */ .Hh)(text, { schema: js_yaml__WEBPACK_IMPORTED_MODULE_1__/* .CORE_SCHEMA */ .OU, maxAliases: 0 });
    }
    catch (e) {
        return { ok: false, error: e };
    }
    // A file format is a mapping: anything else is for `yaml` to read (and the schema to refuse).
    const mapping = typeof value === 'object' && value !== null && !Array.isArray(value);
    return mapping && stringKeysOnly(value) && !overflowText(value) ? { ok: true, value } : { ok: false };
}
/**
 * js-yaml reads a plain number too large for a double (`1e400`) as a string, `yaml` as Infinity;
 * only `yaml` knows whether it was quoted, so such a file takes its path.
 */
function overflowText(value) {
    if (typeof value === 'string')
        return /^[-+]?(?:\d[\d_]*)?\.?\d*(?:[eE][-+]?\d+)?$/.test(value) && /\d/.test(value) && !Number.isFinite(Number(value));
    if (Array.isArray(value))
        return value.some(overflowText);
    if (typeof value === 'object' && value !== null)
        return Object.values(value).some(overflowText);
    return false;
}
/** Where `value` holds a number that is not finite (at most 20 places). */
function nonFinitePaths(value, path, out = []) {
    if (out.length >= 20)
        return out;
    if (typeof value === 'number' && !Number.isFinite(value))
        out.push([...path]);
    else if (Array.isArray(value))
        value.forEach((v, i) => nonFinitePaths(v, [...path, i], out));
    else if (typeof value === 'object' && value !== null)
        for (const [k, v] of Object.entries(value))
            nonFinitePaths(v, [...path, k], out);
    return out;
}
/**
 * How many values the located `yaml` document may hold. It costs about 1 KB and 10 µs per value
 * (a 2 MB alert file of 65,000 lines: 3 s, 270 MB; 2 MB of `[0,0,…]`: 13 s, 1.1 GB), so past this a problem is
 * located by its path in the file instead of its line.
 */
const DOCUMENT_BUDGET = 100_000;
/** Values in `text`, over-estimated cheaply: lines plus flow separators. */
function nodeEstimate(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || c === 44 || c === 91 || c === 123)
            n++; // \n , [ {
    }
    return n;
}
/** `alerts[3].threshold`: where a problem is, when its line is not looked up. */
function pathText(path) {
    if (path.length === 0)
        return 'the file';
    return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}
function rangeStart(node) {
    return node?.range?.[0];
}
function keyOf(key) {
    if (key && typeof key === 'object' && 'value' in key)
        return String(key.value);
    return String(key);
}
function firstLine(s) {
    return s.split('\n')[0] ?? s;
}
/** Where an alias names no anchor (toJS throws without a position), so the error points at it. */
function unresolvedAliasOffset(doc) {
    let offset;
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(doc, {
        Alias(_key, node) {
            if (node.resolve(doc) !== undefined)
                return undefined;
            offset = node.range?.[0];
            return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
        },
    });
    return offset;
}
/** Where an alias names one of its own ancestors (a value that contains itself), if anywhere. */
function selfContainingAliasOffset(doc) {
    let offset;
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(doc, {
        Alias(_key, node, path) {
            const target = node.resolve(doc);
            if (!target || !path.includes(target))
                return undefined;
            offset = node.range?.[0];
            return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
        },
    });
    return offset;
}
/** The parser's stack overflow on absurd nesting, said as what it is. */
function readable(message) {
    return /Maximum call stack/i.test(message) ? 'the document is nested too deeply to read (maximum call stack size exceeded)' : message;
}


/***/ })

};
