export const id = 571;
export const ids = [571];
export const modules = {

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 1251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ applyPlan)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(704);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4816);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5126);




/**
 * Sends the plan's writes with bounded concurrency (the client paces them to the rate limit).
 * A failed write never stops the others. A POST is never re-sent: when its answer was lost,
 * one re-list after the batch looks for the alert by scope + name before calling it failed.
 */
async function applyPlan(client, plan, concurrency, knownIds) {
    const order = { update: 0, create: 1, delete: 2 };
    const writes = plan.actions.filter(_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a).sort((a, b) => (order[a.action] ?? 0) - (order[b.action] ?? 0));
    const settled = await (0,_util_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .mapSettled */ .A)(writes, concurrency, async (a) => {
        if (a.action === 'create')
            return { action: a, status: 'created', id: (await client.createAlert(need(a))).id };
        if (a.action === 'update') {
            await client.updateAlert(idOf(a), need(a));
            return { action: a, status: 'updated', id: a.id };
        }
        try {
            await client.deleteAlert(idOf(a));
        }
        catch (e) {
            // Already gone (deleted by hand, or with its dashboard): the goal is reached.
            if (!(e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && e.status === 404))
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
    return e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX && e.outcomeUnknown;
}
function message(e) {
    return e instanceof Error ? e.message : String(e);
}


/***/ }),

/***/ 2329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   Ph: () => (/* binding */ splitMarker),
/* harmony export */   Ux: () => (/* binding */ mentionsMarker),
/* harmony export */   _Z: () => (/* binding */ markerFor)
/* harmony export */ });
/* unused harmony exports encodeScope, decodeScope */
/**
 * The ownership marker: a Handlebars comment appended to an alert's `message`. The server stores
 * `message` verbatim and renders it with Handlebars, so the comment survives the round trip and
 * never reaches a notification. `{{~` strips the newline before it, so the rendered message is
 * exactly the user's text.
 */
const TOOL = 'observability-ops';
const PREFIX = `{{~!-- managed-by: ${TOOL} scope=`;
const SUFFIX = ' --}}';
// Anchored at the end: only a marker we appended counts, not one quoted inside a message.
const MARKER_RE = /\n?\{\{~?!-- managed-by: observability-ops scope=([A-Za-z0-9._~/:@+%-]*) --\}\}$/;
/**
 * Percent-encodes everything but a safe set, so a scope can never close the comment (`}}`),
 * open a Handlebars expression, or contain whitespace the server might trim.
 */
function encodeScope(scope) {
    return Array.from(new TextEncoder().encode(scope), (b) => {
        const c = String.fromCharCode(b);
        return /[A-Za-z0-9._~/:@+-]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }).join('');
}
function decodeScope(encoded) {
    try {
        return decodeURIComponent(encoded);
    }
    catch {
        return encoded;
    }
}
/** The text appended to `message` (including the leading newline). */
function markerFor(scope) {
    return `\n${PREFIX}${encodeScope(scope)}${SUFFIX}`;
}
/** A message as sent: the user's text (possibly none) followed by the marker. */
function withMarker(message, scope) {
    return `${message ?? ''}${markerFor(scope)}`;
}
/** Splits a server message into the user's text (null when empty) and the owning scope, if any. */
function splitMarker(message) {
    if (typeof message !== 'string')
        return { text: null };
    const m = MARKER_RE.exec(message);
    if (!m)
        return { text: message === '' ? null : message };
    const text = message.slice(0, m.index);
    return { text: text === '' ? null : text, scope: decodeScope(m[1] ?? '') };
}
/** True when a user's message already carries something that looks like our marker. */
function mentionsMarker(text) {
    return text.includes(`managed-by: ${TOOL}`);
}


/***/ }),

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ COMPARED_FIELDS),
/* harmony export */   a: () => (/* binding */ isWrite)
/* harmony export */ });
/** Fields in the order diffs and exports show them. */
const COMPARED_FIELDS = [
    'name',
    'source',
    'dashboardId',
    'tileId',
    'savedSearchId',
    'groupBy',
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
];
const isWrite = (a) => a.action === 'create' || a.action === 'update' || a.action === 'delete';


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ toBody),
/* harmony export */   I: () => (/* binding */ isoOrNull),
/* harmony export */   Wj: () => (/* binding */ fromServer)
/* harmony export */ });
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2329);

/** A live alert in comparable form, plus the scope of its marker (undefined: not managed by us). */
function fromServer(alert) {
    const { text, scope } = (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .splitMarker */ .Ph)(alert.message);
    const tile = alert.source === 'tile';
    const value = {
        name: emptyToNull(alert.name),
        source: tile ? 'tile' : 'saved_search',
        dashboardId: tile ? (alert.dashboardId ?? null) : null,
        tileId: tile ? (alert.tileId ?? null) : null,
        savedSearchId: tile ? null : (alert.savedSearchId ?? null),
        groupBy: tile ? null : emptyToNull(alert.groupBy),
        threshold: Number(alert.threshold),
        thresholdMax: numOrNull(alert.thresholdMax),
        thresholdType: alert.thresholdType ?? 'above',
        interval: alert.interval ?? '5m',
        scheduleOffsetMinutes: numOrNull(alert.scheduleOffsetMinutes) ?? 0,
        scheduleStartAt: isoOrNull(alert.scheduleStartAt),
        channels: channelIds(alert),
        message: text,
        note: emptyToNull(alert.note),
        numConsecutiveWindows: numOrNull(alert.numConsecutiveWindows),
    };
    return { value, scope };
}
/** `channels` (api ≥2.36) or the legacy single `channel`. */
function channelIds(alert) {
    const list = Array.isArray(alert.channels) && alert.channels.length > 0 ? alert.channels : alert.channel ? [alert.channel] : [];
    return list.filter((c) => c && c.type === 'webhook' && typeof c.webhookId === 'string').map((c) => c.webhookId);
}
/**
 * The complete body for POST and PUT. PUT replaces the alert, so every field the file controls is
 * sent, nulls included; `scheduleStartAt` is sent as null because omitting it keeps the old value.
 * `channels` plus `channel = channels[0]` is what api ≥2.36 expects and older servers read `channel`;
 * a `singleChannel` server gets `channel` alone (the managed gateway refuses a `channels` key).
 */
function toBody(want, scope, singleChannel = false) {
    const channels = want.channels.map((webhookId) => ({ type: 'webhook', webhookId }));
    const body = {
        source: want.source,
        threshold: want.threshold,
        thresholdType: want.thresholdType,
        interval: want.interval,
        channel: channels[0],
        name: want.name,
        message: (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .withMarker */ .Pe)(want.message, scope),
        note: want.note,
        numConsecutiveWindows: want.numConsecutiveWindows,
        scheduleStartAt: want.scheduleStartAt,
    };
    if (!singleChannel)
        body.channels = channels;
    if (want.source === 'tile') {
        body.dashboardId = want.dashboardId ?? undefined;
        body.tileId = want.tileId ?? undefined;
    }
    else {
        body.savedSearchId = want.savedSearchId ?? undefined;
        body.groupBy = want.groupBy;
    }
    if (want.thresholdMax !== null)
        body.thresholdMax = want.thresholdMax;
    if (want.scheduleOffsetMinutes !== 0)
        body.scheduleOffsetMinutes = want.scheduleOffsetMinutes;
    return body;
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
        rows.push([
            _report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[a.action] ?? '',
            a.action,
            a.name,
            a.target ?? '',
            summarize(a),
            ...(applied ? [o ? result(o) : '—'] : []),
        ]);
    }
    const notes = [...plan.notes];
    const unchangedHidden = plan.summary.unchanged - Math.min(plan.summary.unchanged, MAX_QUIET_ROWS);
    if (unchangedHidden > 0)
        notes.push(`… and ${unchangedHidden} more unchanged alerts (see the \`plan\` output).`);
    if (plan.summary.unmanaged > 0) {
        const shown = quiet.filter((q) => q.action === 'unmanaged').slice(0, 10).map((q) => `"${q.name || q.id}"`);
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
                const v = field === 'channels' ? value.map((c) => c.webhookId) : field === 'message' ? (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .splitMarker */ .Ph)(String(value)).text : value;
                if (v === null)
                    continue;
                out.push(`    + ${field}: ${show(field, v, names)}`);
            }
        }
    }
    return out.join('\n');
}
function show(field, v, names) {
    if (v === null || v === undefined)
        return '(none)';
    const label = (id, list) => {
        const hit = list?.find((o) => o.id === id);
        return hit ? `${hit.name} (${id})` : id;
    };
    if (field === 'channels' && Array.isArray(v))
        return `[${v.map((id) => label(String(id), names.webhooks)).join(', ')}]`;
    if (field === 'dashboardId')
        return label(String(v), names.dashboards);
    if (field === 'savedSearchId')
        return label(String(v), names.savedSearches);
    if (field === 'tileId') {
        const tile = names.dashboards?.flatMap((d) => d.tiles ?? []).find((t) => t.id === v);
        return tile ? `${tile.name} (${String(v)})` : String(v);
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

/***/ 7735:
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
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/equal.js
var equal = __webpack_require__(4951);
;// CONCATENATED MODULE: ./src/generated/alert-file.ts
function interop(m) {
    return typeof m.default === 'function' ? m.default : m.default.default;
}

const runtime_ucs2length = interop(ucs2length);

const runtime_equal = interop(equal);
const schema = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json", "title": "Observability Ops alert file (version 1)", "description": "Alerts as code for ClickStack / HyperDX (self-hosted and managed). Synced by the Observability Ops action (alerts.sync); it validates files with this schema, then checks what a schema cannot express (values merged from `defaults`, names that must resolve on the server). Limits are the servers' (docs/contract.md §8.1).", "type": "object", "additionalProperties": false, "required": ["version", "alerts"], "errorMessage": { "empty": "the alert file is empty; it needs `version: 1` and `alerts:` (an empty file never deletes anything)", "type": "the alert file must be a mapping with `version: 1` and `alerts:`", "required": { "version": "missing `version: 1`", "alerts": "missing `alerts:` (use `alerts: []` to declare that the file manages no alert)" } }, "properties": { "version": { "const": 1, "description": "File format version.", "errorMessage": "unsupported version {value}; this action reads version 1" }, "scope": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "Ownership scope written into the alerts this file manages. Default: <owner/repo>:<file path>. The `scope` input wins over it. Set it to keep ownership when you move the file. At most 512 characters.", "errorMessage": { "type": "`scope` must be a non-empty string", "minLength": "`scope` must be a non-empty string", "pattern": "`scope` must be a non-empty string" } }, "defaults": { "description": "Fields merged into every alert (an alert's own value wins; `channel`/`channels`, `dashboard`/`dashboardId`, `tile`/`tileId` and `savedSearch`/`savedSearchId` replace each other as a pair).", "type": "object", "allOf": [{ "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search"], "description": "What the alert watches. Inferred when only tile or only saved-search fields are set." }, "dashboard": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "dashboardId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "tile": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "tileId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "savedSearch": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "savedSearchId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$", "description": "ISO date-time with a time zone that windows start from; within 1 year ahead and 10 years back (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }], "propertyNames": { "not": { "enum": ["name", "adopt"] } }, "errorMessage": { "type": "`defaults` must be a mapping of alert fields", "propertyNames": "`{property}` cannot be a default: set it on each alert" } }, "alerts": { "type": "array", "description": "The alerts this file manages. `[]` is allowed, but `prune: true` refuses a file that declares no alerts.", "items": { "allOf": [{ "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search"], "description": "What the alert watches. Inferred when only tile or only saved-search fields are set." }, "dashboard": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "dashboardId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "tile": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "tileId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "savedSearch": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "savedSearchId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$", "description": "ISO date-time with a time zone that windows start from; within 1 year ahead and 10 years back (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "webhookId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }, { "type": "object", "required": ["name"], "errorMessage": { "required": "missing `name` (it identifies the alert)" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "tile" } } }, "then": { "type": "object", "properties": { "savedSearch": false, "savedSearchId": false, "groupBy": false }, "errorMessage": "`{property}` applies to saved_search alerts, not tile alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "saved_search" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false }, "errorMessage": "`{property}` applies to tile alerts, not saved_search alerts" } }] }, "errorMessage": { "empty": "`alerts:` is empty; write `alerts: []` if the file really manages no alert", "type": "`alerts` must be a list" } } } };
const definitions = { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` must not be empty" } }, "id": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "description": "A server id, as the API shows it.", "errorMessage": { "type": "`{property}` must be a string (quote it)", "minLength": "`{property}` must not be empty", "pattern": "`{property}` is not an id: {segment}" } }, "channel": { "type": "object", "additionalProperties": false, "description": "A webhook, by name (resolved through the webhooks list) or by id.", "properties": { "type": { "const": "webhook", "errorMessage": "channel type {value} is not supported; use `webhook`" }, "webhook": { "$ref": "#/definitions/name", "description": "Webhook name (resolved through the webhooks list)." }, "webhookId": { "$ref": "#/definitions/id", "description": "Webhook id." } }, "oneOf": [{ "required": ["webhook"] }, { "required": ["webhookId"] }], "errorMessage": { "type": "a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`", "oneOf": "a channel needs exactly one of `webhook` (a webhook name) or `webhookId`" } }, "fields": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "The alert's identity in this file (unique); also its title in notifications. At most 512 characters (docs/contract.md §8.1).", "errorMessage": { "type": "`name` must be a string (quote it)", "minLength": "`name` must not be empty", "pattern": "`name` must not be empty" } }, "adopt": { "description": "Take over an existing alert without ownership marker: `true` = the one with this name, or the id of the alert.", "oneOf": [{ "type": "boolean" }, { "type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$" }], "errorMessage": "`adopt` must be true, false, or the id of the alert to take over" }, "source": { "enum": ["tile", "saved_search"], "description": "What the alert watches. Inferred when only tile or only saved-search fields are set." }, "dashboard": { "$ref": "#/definitions/name", "description": "Dashboard name (tile alerts)." }, "dashboardId": { "$ref": "#/definitions/id" }, "tile": { "$ref": "#/definitions/name", "description": "Tile name on that dashboard; the alert follows the tile when its id changes." }, "tileId": { "$ref": "#/definitions/id" }, "savedSearch": { "$ref": "#/definitions/name", "description": "Saved search name (saved_search alerts)." }, "savedSearchId": { "$ref": "#/definitions/id" }, "groupBy": { "type": ["string", "null"], "description": "saved_search alerts: column to group by, e.g. ServiceName.", "errorMessage": { "type": "`groupBy` must be a string (a column such as ServiceName) or null" } }, "threshold": { "type": "number" }, "thresholdMax": { "type": "number", "description": "Upper bound for `between` / `not_between`; at least `threshold` (docs/contract.md §8.1)." }, "thresholdType": { "enum": ["above", "below", "above_exclusive", "below_or_equal", "equal", "not_equal", "between", "not_between"] }, "interval": { "enum": ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] }, "scheduleOffsetMinutes": { "type": "integer", "minimum": 0, "maximum": 1439, "description": "Shift of the evaluation window: 0 to 1439 and less than the interval; 0 when scheduleStartAt is set (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "minimum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439", "maximum": "`scheduleOffsetMinutes` must be a whole number from 0 to 1439" } }, "scheduleStartAt": { "type": ["string", "null"], "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$", "description": "ISO date-time with a time zone that windows start from; within 1 year ahead and 10 years back (docs/contract.md §8.1).", "errorMessage": { "type": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z", "pattern": "`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z" } }, "channel": { "$ref": "#/definitions/channel" }, "channels": { "type": "array", "minItems": 1, "maxItems": 10, "uniqueItems": true, "items": { "$ref": "#/definitions/channel" }, "description": "1 to 10 channels, no duplicates (docs/contract.md §8.1).", "errorMessage": { "type": "`channels` must be a list of channels", "minItems": "`channels` must hold 1 to 10 channels", "maxItems": "`channels` must hold 1 to 10 channels", "uniqueItems": "duplicate notification channel" } }, "message": { "type": ["string", "null"], "maxLength": 4000, "description": "Handlebars template ({{alert.threshold}}, {{value}}, …). The action appends its ownership marker, which the server counts toward its 4096 characters (docs/contract.md §8.1), hence 4000 here.", "errorMessage": { "maxLength": "`message` is {length} characters; at most 4000 are allowed (the server's 4096 include the ownership marker the action appends)" } }, "note": { "type": ["string", "null"], "maxLength": 4096, "description": "Markdown note; at most 4096 characters (docs/contract.md §8.1)." }, "numConsecutiveWindows": { "type": ["integer", "null"], "minimum": 1, "description": "Breaching windows in a row before the alert fires." } }, "allOf": [{ "type": "object", "not": { "required": ["channel", "channels"] }, "errorMessage": "set `channel` or `channels`, not both" }, { "type": "object", "not": { "required": ["dashboard", "dashboardId"] }, "errorMessage": "set `dashboard` or `dashboardId`, not both" }, { "type": "object", "not": { "required": ["tile", "tileId"] }, "errorMessage": "set `tile` or `tileId`, not both" }, { "type": "object", "not": { "required": ["savedSearch", "savedSearchId"] }, "errorMessage": "set `savedSearch` or `savedSearchId`, not both" }] }, "alert": { "allOf": [{ "$ref": "#/definitions/fields" }, { "type": "object", "required": ["name"], "errorMessage": { "required": "missing `name` (it identifies the alert)" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "tile" } } }, "then": { "type": "object", "properties": { "savedSearch": false, "savedSearchId": false, "groupBy": false }, "errorMessage": "`{property}` applies to saved_search alerts, not tile alerts" } }, { "if": { "type": "object", "required": ["source"], "properties": { "source": { "const": "saved_search" } } }, "then": { "type": "object", "properties": { "dashboard": false, "dashboardId": false, "tile": false, "tileId": false }, "errorMessage": "`{property}` applies to tile alerts, not saved_search alerts" } }] } };
const validate_any = (() => {
    const schema11 = schema;
    const func2 = runtime_ucs2length;
    const func4 = Object.prototype.hasOwnProperty;
    const func0 = runtime_equal;
    const pattern0 = new RegExp("\\S", "u");
    const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");
    const pattern4 = new RegExp("^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "u");
    const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
        /*# sourceURL="https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json" */ ;
        let vErrors = null;
        let errors = 0;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.version === undefined) {
                const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            if (data.alerts === undefined) {
                const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "alerts" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            for (const key0 in data) {
                if (!((((key0 === "version") || (key0 === "scope")) || (key0 === "defaults")) || (key0 === "alerts"))) {
                    const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            if (data.version !== undefined) {
                if (1 !== data.version) {
                    const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            if (data.scope !== undefined) {
                let data1 = data.scope;
                if (typeof data1 === "string") {
                    if (func2(data1) > 512) {
                        const err4 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/maxLength", keyword: "maxLength", params: { limit: 512 } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (func2(data1) < 1) {
                        const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minLength", keyword: "minLength", params: { limit: 1 } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (!pattern0.test(data1)) {
                        const err6 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data.defaults !== undefined) {
                let data2 = data.defaults;
                if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                    const err8 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
                const _errs14 = errors;
                const _errs15 = errors;
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing0;
                    if (((data2.channel === undefined) && (missing0 = "channel")) || ((data2.channels === undefined) && (missing0 = "channels"))) {
                        const err9 = {};
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                var valid3 = _errs15 === errors;
                if (valid3) {
                    const err10 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/0/not", keyword: "not", params: {} };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
                else {
                    errors = _errs14;
                    if (vErrors !== null) {
                        if (_errs14) {
                            vErrors.length = _errs14;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                    const err11 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
                const _errs19 = errors;
                const _errs20 = errors;
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing1;
                    if (((data2.dashboard === undefined) && (missing1 = "dashboard")) || ((data2.dashboardId === undefined) && (missing1 = "dashboardId"))) {
                        const err12 = {};
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
                var valid4 = _errs20 === errors;
                if (valid4) {
                    const err13 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/1/not", keyword: "not", params: {} };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
                else {
                    errors = _errs19;
                    if (vErrors !== null) {
                        if (_errs19) {
                            vErrors.length = _errs19;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                    const err14 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
                const _errs24 = errors;
                const _errs25 = errors;
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing2;
                    if (((data2.tile === undefined) && (missing2 = "tile")) || ((data2.tileId === undefined) && (missing2 = "tileId"))) {
                        const err15 = {};
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                }
                var valid5 = _errs25 === errors;
                if (valid5) {
                    const err16 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/2/not", keyword: "not", params: {} };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
                else {
                    errors = _errs24;
                    if (vErrors !== null) {
                        if (_errs24) {
                            vErrors.length = _errs24;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                    const err17 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
                const _errs29 = errors;
                const _errs30 = errors;
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing3;
                    if (((data2.savedSearch === undefined) && (missing3 = "savedSearch")) || ((data2.savedSearchId === undefined) && (missing3 = "savedSearchId"))) {
                        const err18 = {};
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                }
                var valid6 = _errs30 === errors;
                if (valid6) {
                    const err19 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/allOf/3/not", keyword: "not", params: {} };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
                else {
                    errors = _errs29;
                    if (vErrors !== null) {
                        if (_errs29) {
                            vErrors.length = _errs29;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    for (const key1 in data2) {
                        if (!(func4.call(schema11.properties.defaults.allOf[0].properties, key1))) {
                            const err20 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                    }
                    if (data2.name !== undefined) {
                        let data3 = data2.name;
                        if (typeof data3 === "string") {
                            if (func2(data3) > 512) {
                                const err21 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                if (vErrors === null) {
                                    vErrors = [err21];
                                }
                                else {
                                    vErrors.push(err21);
                                }
                                errors++;
                            }
                            if (func2(data3) < 1) {
                                const err22 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err22];
                                }
                                else {
                                    vErrors.push(err22);
                                }
                                errors++;
                            }
                            if (!pattern0.test(data3)) {
                                const err23 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err24 = { instancePath: instancePath + "/defaults/name", schemaPath: "#/properties/defaults/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err24];
                            }
                            else {
                                vErrors.push(err24);
                            }
                            errors++;
                        }
                    }
                    if (data2.adopt !== undefined) {
                        let data4 = data2.adopt;
                        const _errs37 = errors;
                        let valid8 = false;
                        let passing0 = null;
                        const _errs38 = errors;
                        if (typeof data4 !== "boolean") {
                            const err25 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                        var _valid0 = _errs38 === errors;
                        if (_valid0) {
                            valid8 = true;
                            passing0 = 0;
                        }
                        const _errs40 = errors;
                        if (typeof data4 === "string") {
                            if (!pattern2.test(data4)) {
                                const err26 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err27 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err27];
                            }
                            else {
                                vErrors.push(err27);
                            }
                            errors++;
                        }
                        var _valid0 = _errs40 === errors;
                        if (_valid0 && valid8) {
                            valid8 = false;
                            passing0 = [passing0, 1];
                        }
                        else {
                            if (_valid0) {
                                valid8 = true;
                                passing0 = 1;
                            }
                        }
                        if (!valid8) {
                            const err28 = { instancePath: instancePath + "/defaults/adopt", schemaPath: "#/properties/defaults/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs37;
                            if (vErrors !== null) {
                                if (_errs37) {
                                    vErrors.length = _errs37;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data2.source !== undefined) {
                        let data5 = data2.source;
                        if (!((data5 === "tile") || (data5 === "saved_search"))) {
                            const err29 = { instancePath: instancePath + "/defaults/source", schemaPath: "#/properties/defaults/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.source.enum } };
                            if (vErrors === null) {
                                vErrors = [err29];
                            }
                            else {
                                vErrors.push(err29);
                            }
                            errors++;
                        }
                    }
                    if (data2.dashboard !== undefined) {
                        let data6 = data2.dashboard;
                        if (typeof data6 === "string") {
                            if (func2(data6) < 1) {
                                const err30 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                            if (!pattern0.test(data6)) {
                                const err31 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err32 = { instancePath: instancePath + "/defaults/dashboard", schemaPath: "#/properties/defaults/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data2.dashboardId !== undefined) {
                        let data7 = data2.dashboardId;
                        if (typeof data7 === "string") {
                            if (func2(data7) < 1) {
                                const err33 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                            if (!pattern4.test(data7)) {
                                const err34 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err35 = { instancePath: instancePath + "/defaults/dashboardId", schemaPath: "#/properties/defaults/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data2.tile !== undefined) {
                        let data8 = data2.tile;
                        if (typeof data8 === "string") {
                            if (func2(data8) < 1) {
                                const err36 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                            }
                            if (!pattern0.test(data8)) {
                                const err37 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                if (vErrors === null) {
                                    vErrors = [err37];
                                }
                                else {
                                    vErrors.push(err37);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err38 = { instancePath: instancePath + "/defaults/tile", schemaPath: "#/properties/defaults/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                    if (data2.tileId !== undefined) {
                        let data9 = data2.tileId;
                        if (typeof data9 === "string") {
                            if (func2(data9) < 1) {
                                const err39 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err39];
                                }
                                else {
                                    vErrors.push(err39);
                                }
                                errors++;
                            }
                            if (!pattern4.test(data9)) {
                                const err40 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err41 = { instancePath: instancePath + "/defaults/tileId", schemaPath: "#/properties/defaults/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err41];
                            }
                            else {
                                vErrors.push(err41);
                            }
                            errors++;
                        }
                    }
                    if (data2.savedSearch !== undefined) {
                        let data10 = data2.savedSearch;
                        if (typeof data10 === "string") {
                            if (func2(data10) < 1) {
                                const err42 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                            if (!pattern0.test(data10)) {
                                const err43 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err44 = { instancePath: instancePath + "/defaults/savedSearch", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                    }
                    if (data2.savedSearchId !== undefined) {
                        let data11 = data2.savedSearchId;
                        if (typeof data11 === "string") {
                            if (func2(data11) < 1) {
                                const err45 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err45];
                                }
                                else {
                                    vErrors.push(err45);
                                }
                                errors++;
                            }
                            if (!pattern4.test(data11)) {
                                const err46 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                if (vErrors === null) {
                                    vErrors = [err46];
                                }
                                else {
                                    vErrors.push(err46);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err47 = { instancePath: instancePath + "/defaults/savedSearchId", schemaPath: "#/properties/defaults/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err47];
                            }
                            else {
                                vErrors.push(err47);
                            }
                            errors++;
                        }
                    }
                    if (data2.groupBy !== undefined) {
                        let data12 = data2.groupBy;
                        if ((typeof data12 !== "string") && (data12 !== null)) {
                            const err48 = { instancePath: instancePath + "/defaults/groupBy", schemaPath: "#/properties/defaults/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.groupBy.type } };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                    }
                    if (data2.threshold !== undefined) {
                        let data13 = data2.threshold;
                        if (!((typeof data13 == "number") && (isFinite(data13)))) {
                            const err49 = { instancePath: instancePath + "/defaults/threshold", schemaPath: "#/properties/defaults/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                            if (vErrors === null) {
                                vErrors = [err49];
                            }
                            else {
                                vErrors.push(err49);
                            }
                            errors++;
                        }
                    }
                    if (data2.thresholdMax !== undefined) {
                        let data14 = data2.thresholdMax;
                        if (!((typeof data14 == "number") && (isFinite(data14)))) {
                            const err50 = { instancePath: instancePath + "/defaults/thresholdMax", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                    }
                    if (data2.thresholdType !== undefined) {
                        let data15 = data2.thresholdType;
                        if (!((((((((data15 === "above") || (data15 === "below")) || (data15 === "above_exclusive")) || (data15 === "below_or_equal")) || (data15 === "equal")) || (data15 === "not_equal")) || (data15 === "between")) || (data15 === "not_between"))) {
                            const err51 = { instancePath: instancePath + "/defaults/thresholdType", schemaPath: "#/properties/defaults/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.thresholdType.enum } };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                    }
                    if (data2.interval !== undefined) {
                        let data16 = data2.interval;
                        if (!((((((((data16 === "1m") || (data16 === "5m")) || (data16 === "15m")) || (data16 === "30m")) || (data16 === "1h")) || (data16 === "6h")) || (data16 === "12h")) || (data16 === "1d"))) {
                            const err52 = { instancePath: instancePath + "/defaults/interval", schemaPath: "#/properties/defaults/allOf/0/properties/interval/enum", keyword: "enum", params: { allowedValues: schema11.properties.defaults.allOf[0].properties.interval.enum } };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                    }
                    if (data2.scheduleOffsetMinutes !== undefined) {
                        let data17 = data2.scheduleOffsetMinutes;
                        if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                            const err53 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                        if ((typeof data17 == "number") && (isFinite(data17))) {
                            if (data17 > 1439 || isNaN(data17)) {
                                const err54 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                            if (data17 < 0 || isNaN(data17)) {
                                const err55 = { instancePath: instancePath + "/defaults/scheduleOffsetMinutes", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data2.scheduleStartAt !== undefined) {
                        let data18 = data2.scheduleStartAt;
                        if ((typeof data18 !== "string") && (data18 !== null)) {
                            const err56 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.scheduleStartAt.type } };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                        if (typeof data18 === "string") {
                            if (!pattern9.test(data18)) {
                                const err57 = { instancePath: instancePath + "/defaults/scheduleStartAt", schemaPath: "#/properties/defaults/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$" } };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data2.channel !== undefined) {
                        let data19 = data2.channel;
                        const _errs79 = errors;
                        let valid9 = false;
                        let passing1 = null;
                        const _errs80 = errors;
                        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                            if (data19.webhook === undefined) {
                                const err58 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                        }
                        var _valid1 = _errs80 === errors;
                        if (_valid1) {
                            valid9 = true;
                            passing1 = 0;
                        }
                        const _errs81 = errors;
                        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                            if (data19.webhookId === undefined) {
                                const err59 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                if (vErrors === null) {
                                    vErrors = [err59];
                                }
                                else {
                                    vErrors.push(err59);
                                }
                                errors++;
                            }
                        }
                        var _valid1 = _errs81 === errors;
                        if (_valid1 && valid9) {
                            valid9 = false;
                            passing1 = [passing1, 1];
                        }
                        else {
                            if (_valid1) {
                                valid9 = true;
                                passing1 = 1;
                            }
                        }
                        if (!valid9) {
                            const err60 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 } };
                            if (vErrors === null) {
                                vErrors = [err60];
                            }
                            else {
                                vErrors.push(err60);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs79;
                            if (vErrors !== null) {
                                if (_errs79) {
                                    vErrors.length = _errs79;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                            for (const key2 in data19) {
                                if (!(((key2 === "type") || (key2 === "webhook")) || (key2 === "webhookId"))) {
                                    const err61 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                    if (vErrors === null) {
                                        vErrors = [err61];
                                    }
                                    else {
                                        vErrors.push(err61);
                                    }
                                    errors++;
                                }
                            }
                            if (data19.type !== undefined) {
                                if ("webhook" !== data19.type) {
                                    const err62 = { instancePath: instancePath + "/defaults/channel/type", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                    if (vErrors === null) {
                                        vErrors = [err62];
                                    }
                                    else {
                                        vErrors.push(err62);
                                    }
                                    errors++;
                                }
                            }
                            if (data19.webhook !== undefined) {
                                let data21 = data19.webhook;
                                if (typeof data21 === "string") {
                                    if (func2(data21) < 1) {
                                        const err63 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err63];
                                        }
                                        else {
                                            vErrors.push(err63);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data21)) {
                                        const err64 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err64];
                                        }
                                        else {
                                            vErrors.push(err64);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err65 = { instancePath: instancePath + "/defaults/channel/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err65];
                                    }
                                    else {
                                        vErrors.push(err65);
                                    }
                                    errors++;
                                }
                            }
                            if (data19.webhookId !== undefined) {
                                let data22 = data19.webhookId;
                                if (typeof data22 === "string") {
                                    if (func2(data22) < 1) {
                                        const err66 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err66];
                                        }
                                        else {
                                            vErrors.push(err66);
                                        }
                                        errors++;
                                    }
                                    if (!pattern4.test(data22)) {
                                        const err67 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err68 = { instancePath: instancePath + "/defaults/channel/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err68];
                                    }
                                    else {
                                        vErrors.push(err68);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err69 = { instancePath: instancePath + "/defaults/channel", schemaPath: "#/properties/defaults/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err69];
                            }
                            else {
                                vErrors.push(err69);
                            }
                            errors++;
                        }
                    }
                    if (data2.channels !== undefined) {
                        let data23 = data2.channels;
                        if (Array.isArray(data23)) {
                            if (data23.length > 10) {
                                const err70 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                if (vErrors === null) {
                                    vErrors = [err70];
                                }
                                else {
                                    vErrors.push(err70);
                                }
                                errors++;
                            }
                            if (data23.length < 1) {
                                const err71 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err71];
                                }
                                else {
                                    vErrors.push(err71);
                                }
                                errors++;
                            }
                            const len0 = data23.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                                let data24 = data23[i0];
                                const _errs97 = errors;
                                let valid13 = false;
                                let passing2 = null;
                                const _errs98 = errors;
                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                    if (data24.webhook === undefined) {
                                        const err72 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                        if (vErrors === null) {
                                            vErrors = [err72];
                                        }
                                        else {
                                            vErrors.push(err72);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid2 = _errs98 === errors;
                                if (_valid2) {
                                    valid13 = true;
                                    passing2 = 0;
                                }
                                const _errs99 = errors;
                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                    if (data24.webhookId === undefined) {
                                        const err73 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                        if (vErrors === null) {
                                            vErrors = [err73];
                                        }
                                        else {
                                            vErrors.push(err73);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid2 = _errs99 === errors;
                                if (_valid2 && valid13) {
                                    valid13 = false;
                                    passing2 = [passing2, 1];
                                }
                                else {
                                    if (_valid2) {
                                        valid13 = true;
                                        passing2 = 1;
                                    }
                                }
                                if (!valid13) {
                                    const err74 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 } };
                                    if (vErrors === null) {
                                        vErrors = [err74];
                                    }
                                    else {
                                        vErrors.push(err74);
                                    }
                                    errors++;
                                }
                                else {
                                    errors = _errs97;
                                    if (vErrors !== null) {
                                        if (_errs97) {
                                            vErrors.length = _errs97;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                    for (const key3 in data24) {
                                        if (!(((key3 === "type") || (key3 === "webhook")) || (key3 === "webhookId"))) {
                                            const err75 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                            if (vErrors === null) {
                                                vErrors = [err75];
                                            }
                                            else {
                                                vErrors.push(err75);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data24.type !== undefined) {
                                        if ("webhook" !== data24.type) {
                                            const err76 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/type", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err76];
                                            }
                                            else {
                                                vErrors.push(err76);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data24.webhook !== undefined) {
                                        let data26 = data24.webhook;
                                        if (typeof data26 === "string") {
                                            if (func2(data26) < 1) {
                                                const err77 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err77];
                                                }
                                                else {
                                                    vErrors.push(err77);
                                                }
                                                errors++;
                                            }
                                            if (!pattern0.test(data26)) {
                                                const err78 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                if (vErrors === null) {
                                                    vErrors = [err78];
                                                }
                                                else {
                                                    vErrors.push(err78);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err79 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhook", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err79];
                                            }
                                            else {
                                                vErrors.push(err79);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data24.webhookId !== undefined) {
                                        let data27 = data24.webhookId;
                                        if (typeof data27 === "string") {
                                            if (func2(data27) < 1) {
                                                const err80 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err80];
                                                }
                                                else {
                                                    vErrors.push(err80);
                                                }
                                                errors++;
                                            }
                                            if (!pattern4.test(data27)) {
                                                const err81 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err81];
                                                }
                                                else {
                                                    vErrors.push(err81);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err82 = { instancePath: instancePath + "/defaults/channels/" + i0 + "/webhookId", schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err82];
                                            }
                                            else {
                                                vErrors.push(err82);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err83 = { instancePath: instancePath + "/defaults/channels/" + i0, schemaPath: "#/properties/defaults/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err83];
                                    }
                                    else {
                                        vErrors.push(err83);
                                    }
                                    errors++;
                                }
                            }
                            let i1 = data23.length;
                            let j0;
                            if (i1 > 1) {
                                outer0: for (; i1--;) {
                                    for (j0 = i1; j0--;) {
                                        if (func0(data23[i1], data23[j0])) {
                                            const err84 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 } };
                                            if (vErrors === null) {
                                                vErrors = [err84];
                                            }
                                            else {
                                                vErrors.push(err84);
                                            }
                                            errors++;
                                            break outer0;
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            const err85 = { instancePath: instancePath + "/defaults/channels", schemaPath: "#/properties/defaults/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err85];
                            }
                            else {
                                vErrors.push(err85);
                            }
                            errors++;
                        }
                    }
                    if (data2.message !== undefined) {
                        let data28 = data2.message;
                        if ((typeof data28 !== "string") && (data28 !== null)) {
                            const err86 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.message.type } };
                            if (vErrors === null) {
                                vErrors = [err86];
                            }
                            else {
                                vErrors.push(err86);
                            }
                            errors++;
                        }
                        if (typeof data28 === "string") {
                            if (func2(data28) > 4000) {
                                const err87 = { instancePath: instancePath + "/defaults/message", schemaPath: "#/properties/defaults/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                if (vErrors === null) {
                                    vErrors = [err87];
                                }
                                else {
                                    vErrors.push(err87);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data2.note !== undefined) {
                        let data29 = data2.note;
                        if ((typeof data29 !== "string") && (data29 !== null)) {
                            const err88 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.note.type } };
                            if (vErrors === null) {
                                vErrors = [err88];
                            }
                            else {
                                vErrors.push(err88);
                            }
                            errors++;
                        }
                        if (typeof data29 === "string") {
                            if (func2(data29) > 4096) {
                                const err89 = { instancePath: instancePath + "/defaults/note", schemaPath: "#/properties/defaults/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                if (vErrors === null) {
                                    vErrors = [err89];
                                }
                                else {
                                    vErrors.push(err89);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data2.numConsecutiveWindows !== undefined) {
                        let data30 = data2.numConsecutiveWindows;
                        if ((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)) {
                            const err90 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.defaults.allOf[0].properties.numConsecutiveWindows.type } };
                            if (vErrors === null) {
                                vErrors = [err90];
                            }
                            else {
                                vErrors.push(err90);
                            }
                            errors++;
                        }
                        if ((typeof data30 == "number") && (isFinite(data30))) {
                            if (data30 < 1 || isNaN(data30)) {
                                const err91 = { instancePath: instancePath + "/defaults/numConsecutiveWindows", schemaPath: "#/properties/defaults/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                if (vErrors === null) {
                                    vErrors = [err91];
                                }
                                else {
                                    vErrors.push(err91);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err92 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err92];
                    }
                    else {
                        vErrors.push(err92);
                    }
                    errors++;
                }
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    for (const key4 in data2) {
                        const _errs118 = errors;
                        const _errs119 = errors;
                        const _errs120 = errors;
                        if (!((key4 === "name") || (key4 === "adopt"))) {
                            const err93 = {};
                            if (vErrors === null) {
                                vErrors = [err93];
                            }
                            else {
                                vErrors.push(err93);
                            }
                            errors++;
                        }
                        var valid17 = _errs120 === errors;
                        if (valid17) {
                            const err94 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames/not", keyword: "not", params: {}, propertyName: key4 };
                            if (vErrors === null) {
                                vErrors = [err94];
                            }
                            else {
                                vErrors.push(err94);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs119;
                            if (vErrors !== null) {
                                if (_errs119) {
                                    vErrors.length = _errs119;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        var valid16 = _errs118 === errors;
                        if (!valid16) {
                            const err95 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/propertyNames", keyword: "propertyNames", params: { propertyName: key4 } };
                            if (vErrors === null) {
                                vErrors = [err95];
                            }
                            else {
                                vErrors.push(err95);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err96 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err96];
                    }
                    else {
                        vErrors.push(err96);
                    }
                    errors++;
                }
            }
            if (data.alerts !== undefined) {
                let data31 = data.alerts;
                if (Array.isArray(data31)) {
                    const len1 = data31.length;
                    for (let i2 = 0; i2 < len1; i2++) {
                        let data32 = data31[i2];
                        if (!(data32 && typeof data32 == "object" && !Array.isArray(data32))) {
                            const err97 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err97];
                            }
                            else {
                                vErrors.push(err97);
                            }
                            errors++;
                        }
                        const _errs129 = errors;
                        const _errs130 = errors;
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            let missing4;
                            if (((data32.channel === undefined) && (missing4 = "channel")) || ((data32.channels === undefined) && (missing4 = "channels"))) {
                                const err98 = {};
                                if (vErrors === null) {
                                    vErrors = [err98];
                                }
                                else {
                                    vErrors.push(err98);
                                }
                                errors++;
                            }
                        }
                        var valid22 = _errs130 === errors;
                        if (valid22) {
                            const err99 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/0/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err99];
                            }
                            else {
                                vErrors.push(err99);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs129;
                            if (vErrors !== null) {
                                if (_errs129) {
                                    vErrors.length = _errs129;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (!(data32 && typeof data32 == "object" && !Array.isArray(data32))) {
                            const err100 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err100];
                            }
                            else {
                                vErrors.push(err100);
                            }
                            errors++;
                        }
                        const _errs134 = errors;
                        const _errs135 = errors;
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            let missing5;
                            if (((data32.dashboard === undefined) && (missing5 = "dashboard")) || ((data32.dashboardId === undefined) && (missing5 = "dashboardId"))) {
                                const err101 = {};
                                if (vErrors === null) {
                                    vErrors = [err101];
                                }
                                else {
                                    vErrors.push(err101);
                                }
                                errors++;
                            }
                        }
                        var valid23 = _errs135 === errors;
                        if (valid23) {
                            const err102 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/1/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err102];
                            }
                            else {
                                vErrors.push(err102);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs134;
                            if (vErrors !== null) {
                                if (_errs134) {
                                    vErrors.length = _errs134;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (!(data32 && typeof data32 == "object" && !Array.isArray(data32))) {
                            const err103 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err103];
                            }
                            else {
                                vErrors.push(err103);
                            }
                            errors++;
                        }
                        const _errs139 = errors;
                        const _errs140 = errors;
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            let missing6;
                            if (((data32.tile === undefined) && (missing6 = "tile")) || ((data32.tileId === undefined) && (missing6 = "tileId"))) {
                                const err104 = {};
                                if (vErrors === null) {
                                    vErrors = [err104];
                                }
                                else {
                                    vErrors.push(err104);
                                }
                                errors++;
                            }
                        }
                        var valid24 = _errs140 === errors;
                        if (valid24) {
                            const err105 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/2/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err105];
                            }
                            else {
                                vErrors.push(err105);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs139;
                            if (vErrors !== null) {
                                if (_errs139) {
                                    vErrors.length = _errs139;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (!(data32 && typeof data32 == "object" && !Array.isArray(data32))) {
                            const err106 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err106];
                            }
                            else {
                                vErrors.push(err106);
                            }
                            errors++;
                        }
                        const _errs144 = errors;
                        const _errs145 = errors;
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            let missing7;
                            if (((data32.savedSearch === undefined) && (missing7 = "savedSearch")) || ((data32.savedSearchId === undefined) && (missing7 = "savedSearchId"))) {
                                const err107 = {};
                                if (vErrors === null) {
                                    vErrors = [err107];
                                }
                                else {
                                    vErrors.push(err107);
                                }
                                errors++;
                            }
                        }
                        var valid25 = _errs145 === errors;
                        if (valid25) {
                            const err108 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/allOf/3/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err108];
                            }
                            else {
                                vErrors.push(err108);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs144;
                            if (vErrors !== null) {
                                if (_errs144) {
                                    vErrors.length = _errs144;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            for (const key5 in data32) {
                                if (!(func4.call(schema11.properties.alerts.items.allOf[0].properties, key5))) {
                                    const err109 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 } };
                                    if (vErrors === null) {
                                        vErrors = [err109];
                                    }
                                    else {
                                        vErrors.push(err109);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.name !== undefined) {
                                let data33 = data32.name;
                                if (typeof data33 === "string") {
                                    if (func2(data33) > 512) {
                                        const err110 = { instancePath: instancePath + "/alerts/" + i2 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                        if (vErrors === null) {
                                            vErrors = [err110];
                                        }
                                        else {
                                            vErrors.push(err110);
                                        }
                                        errors++;
                                    }
                                    if (func2(data33) < 1) {
                                        const err111 = { instancePath: instancePath + "/alerts/" + i2 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data33)) {
                                        const err112 = { instancePath: instancePath + "/alerts/" + i2 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err113 = { instancePath: instancePath + "/alerts/" + i2 + "/name", schemaPath: "#/properties/alerts/items/allOf/0/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err113];
                                    }
                                    else {
                                        vErrors.push(err113);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.adopt !== undefined) {
                                let data34 = data32.adopt;
                                const _errs152 = errors;
                                let valid27 = false;
                                let passing3 = null;
                                const _errs153 = errors;
                                if (typeof data34 !== "boolean") {
                                    const err114 = { instancePath: instancePath + "/alerts/" + i2 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/0/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err114];
                                    }
                                    else {
                                        vErrors.push(err114);
                                    }
                                    errors++;
                                }
                                var _valid3 = _errs153 === errors;
                                if (_valid3) {
                                    valid27 = true;
                                    passing3 = 0;
                                }
                                const _errs155 = errors;
                                if (typeof data34 === "string") {
                                    if (!pattern2.test(data34)) {
                                        const err115 = { instancePath: instancePath + "/alerts/" + i2 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,64}$" } };
                                        if (vErrors === null) {
                                            vErrors = [err115];
                                        }
                                        else {
                                            vErrors.push(err115);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err116 = { instancePath: instancePath + "/alerts/" + i2 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf/1/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err116];
                                    }
                                    else {
                                        vErrors.push(err116);
                                    }
                                    errors++;
                                }
                                var _valid3 = _errs155 === errors;
                                if (_valid3 && valid27) {
                                    valid27 = false;
                                    passing3 = [passing3, 1];
                                }
                                else {
                                    if (_valid3) {
                                        valid27 = true;
                                        passing3 = 1;
                                    }
                                }
                                if (!valid27) {
                                    const err117 = { instancePath: instancePath + "/alerts/" + i2 + "/adopt", schemaPath: "#/properties/alerts/items/allOf/0/properties/adopt/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 } };
                                    if (vErrors === null) {
                                        vErrors = [err117];
                                    }
                                    else {
                                        vErrors.push(err117);
                                    }
                                    errors++;
                                }
                                else {
                                    errors = _errs152;
                                    if (vErrors !== null) {
                                        if (_errs152) {
                                            vErrors.length = _errs152;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                            }
                            if (data32.source !== undefined) {
                                let data35 = data32.source;
                                if (!((data35 === "tile") || (data35 === "saved_search"))) {
                                    const err118 = { instancePath: instancePath + "/alerts/" + i2 + "/source", schemaPath: "#/properties/alerts/items/allOf/0/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.source.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err118];
                                    }
                                    else {
                                        vErrors.push(err118);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.dashboard !== undefined) {
                                let data36 = data32.dashboard;
                                if (typeof data36 === "string") {
                                    if (func2(data36) < 1) {
                                        const err119 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data36)) {
                                        const err120 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err121 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboard/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err121];
                                    }
                                    else {
                                        vErrors.push(err121);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.dashboardId !== undefined) {
                                let data37 = data32.dashboardId;
                                if (typeof data37 === "string") {
                                    if (func2(data37) < 1) {
                                        const err122 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                    if (!pattern4.test(data37)) {
                                        const err123 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err123];
                                        }
                                        else {
                                            vErrors.push(err123);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err124 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/0/properties/dashboardId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err124];
                                    }
                                    else {
                                        vErrors.push(err124);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.tile !== undefined) {
                                let data38 = data32.tile;
                                if (typeof data38 === "string") {
                                    if (func2(data38) < 1) {
                                        const err125 = { instancePath: instancePath + "/alerts/" + i2 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err125];
                                        }
                                        else {
                                            vErrors.push(err125);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data38)) {
                                        const err126 = { instancePath: instancePath + "/alerts/" + i2 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err126];
                                        }
                                        else {
                                            vErrors.push(err126);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err127 = { instancePath: instancePath + "/alerts/" + i2 + "/tile", schemaPath: "#/properties/alerts/items/allOf/0/properties/tile/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err127];
                                    }
                                    else {
                                        vErrors.push(err127);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.tileId !== undefined) {
                                let data39 = data32.tileId;
                                if (typeof data39 === "string") {
                                    if (func2(data39) < 1) {
                                        const err128 = { instancePath: instancePath + "/alerts/" + i2 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err128];
                                        }
                                        else {
                                            vErrors.push(err128);
                                        }
                                        errors++;
                                    }
                                    if (!pattern4.test(data39)) {
                                        const err129 = { instancePath: instancePath + "/alerts/" + i2 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err129];
                                        }
                                        else {
                                            vErrors.push(err129);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err130 = { instancePath: instancePath + "/alerts/" + i2 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/0/properties/tileId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err130];
                                    }
                                    else {
                                        vErrors.push(err130);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.savedSearch !== undefined) {
                                let data40 = data32.savedSearch;
                                if (typeof data40 === "string") {
                                    if (func2(data40) < 1) {
                                        const err131 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err131];
                                        }
                                        else {
                                            vErrors.push(err131);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data40)) {
                                        const err132 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err132];
                                        }
                                        else {
                                            vErrors.push(err132);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err133 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearch/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err133];
                                    }
                                    else {
                                        vErrors.push(err133);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.savedSearchId !== undefined) {
                                let data41 = data32.savedSearchId;
                                if (typeof data41 === "string") {
                                    if (func2(data41) < 1) {
                                        const err134 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err134];
                                        }
                                        else {
                                            vErrors.push(err134);
                                        }
                                        errors++;
                                    }
                                    if (!pattern4.test(data41)) {
                                        const err135 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err135];
                                        }
                                        else {
                                            vErrors.push(err135);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err136 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/0/properties/savedSearchId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err136];
                                    }
                                    else {
                                        vErrors.push(err136);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.groupBy !== undefined) {
                                let data42 = data32.groupBy;
                                if ((typeof data42 !== "string") && (data42 !== null)) {
                                    const err137 = { instancePath: instancePath + "/alerts/" + i2 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/0/properties/groupBy/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.groupBy.type } };
                                    if (vErrors === null) {
                                        vErrors = [err137];
                                    }
                                    else {
                                        vErrors.push(err137);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.threshold !== undefined) {
                                let data43 = data32.threshold;
                                if (!((typeof data43 == "number") && (isFinite(data43)))) {
                                    const err138 = { instancePath: instancePath + "/alerts/" + i2 + "/threshold", schemaPath: "#/properties/alerts/items/allOf/0/properties/threshold/type", keyword: "type", params: { type: "number" } };
                                    if (vErrors === null) {
                                        vErrors = [err138];
                                    }
                                    else {
                                        vErrors.push(err138);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.thresholdMax !== undefined) {
                                let data44 = data32.thresholdMax;
                                if (!((typeof data44 == "number") && (isFinite(data44)))) {
                                    const err139 = { instancePath: instancePath + "/alerts/" + i2 + "/thresholdMax", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdMax/type", keyword: "type", params: { type: "number" } };
                                    if (vErrors === null) {
                                        vErrors = [err139];
                                    }
                                    else {
                                        vErrors.push(err139);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.thresholdType !== undefined) {
                                let data45 = data32.thresholdType;
                                if (!((((((((data45 === "above") || (data45 === "below")) || (data45 === "above_exclusive")) || (data45 === "below_or_equal")) || (data45 === "equal")) || (data45 === "not_equal")) || (data45 === "between")) || (data45 === "not_between"))) {
                                    const err140 = { instancePath: instancePath + "/alerts/" + i2 + "/thresholdType", schemaPath: "#/properties/alerts/items/allOf/0/properties/thresholdType/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.thresholdType.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err140];
                                    }
                                    else {
                                        vErrors.push(err140);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.interval !== undefined) {
                                let data46 = data32.interval;
                                if (!((((((((data46 === "1m") || (data46 === "5m")) || (data46 === "15m")) || (data46 === "30m")) || (data46 === "1h")) || (data46 === "6h")) || (data46 === "12h")) || (data46 === "1d"))) {
                                    const err141 = { instancePath: instancePath + "/alerts/" + i2 + "/interval", schemaPath: "#/properties/alerts/items/allOf/0/properties/interval/enum", keyword: "enum", params: { allowedValues: schema11.properties.alerts.items.allOf[0].properties.interval.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err141];
                                    }
                                    else {
                                        vErrors.push(err141);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.scheduleOffsetMinutes !== undefined) {
                                let data47 = data32.scheduleOffsetMinutes;
                                if (!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))) {
                                    const err142 = { instancePath: instancePath + "/alerts/" + i2 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/type", keyword: "type", params: { type: "integer" } };
                                    if (vErrors === null) {
                                        vErrors = [err142];
                                    }
                                    else {
                                        vErrors.push(err142);
                                    }
                                    errors++;
                                }
                                if ((typeof data47 == "number") && (isFinite(data47))) {
                                    if (data47 > 1439 || isNaN(data47)) {
                                        const err143 = { instancePath: instancePath + "/alerts/" + i2 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1439 } };
                                        if (vErrors === null) {
                                            vErrors = [err143];
                                        }
                                        else {
                                            vErrors.push(err143);
                                        }
                                        errors++;
                                    }
                                    if (data47 < 0 || isNaN(data47)) {
                                        const err144 = { instancePath: instancePath + "/alerts/" + i2 + "/scheduleOffsetMinutes", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleOffsetMinutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                        if (vErrors === null) {
                                            vErrors = [err144];
                                        }
                                        else {
                                            vErrors.push(err144);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data32.scheduleStartAt !== undefined) {
                                let data48 = data32.scheduleStartAt;
                                if ((typeof data48 !== "string") && (data48 !== null)) {
                                    const err145 = { instancePath: instancePath + "/alerts/" + i2 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.scheduleStartAt.type } };
                                    if (vErrors === null) {
                                        vErrors = [err145];
                                    }
                                    else {
                                        vErrors.push(err145);
                                    }
                                    errors++;
                                }
                                if (typeof data48 === "string") {
                                    if (!pattern9.test(data48)) {
                                        const err146 = { instancePath: instancePath + "/alerts/" + i2 + "/scheduleStartAt", schemaPath: "#/properties/alerts/items/allOf/0/properties/scheduleStartAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$" } };
                                        if (vErrors === null) {
                                            vErrors = [err146];
                                        }
                                        else {
                                            vErrors.push(err146);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data32.channel !== undefined) {
                                let data49 = data32.channel;
                                const _errs194 = errors;
                                let valid28 = false;
                                let passing4 = null;
                                const _errs195 = errors;
                                if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                    if (data49.webhook === undefined) {
                                        const err147 = { instancePath: instancePath + "/alerts/" + i2 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                        if (vErrors === null) {
                                            vErrors = [err147];
                                        }
                                        else {
                                            vErrors.push(err147);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid4 = _errs195 === errors;
                                if (_valid4) {
                                    valid28 = true;
                                    passing4 = 0;
                                }
                                const _errs196 = errors;
                                if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                    if (data49.webhookId === undefined) {
                                        const err148 = { instancePath: instancePath + "/alerts/" + i2 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                        if (vErrors === null) {
                                            vErrors = [err148];
                                        }
                                        else {
                                            vErrors.push(err148);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid4 = _errs196 === errors;
                                if (_valid4 && valid28) {
                                    valid28 = false;
                                    passing4 = [passing4, 1];
                                }
                                else {
                                    if (_valid4) {
                                        valid28 = true;
                                        passing4 = 1;
                                    }
                                }
                                if (!valid28) {
                                    const err149 = { instancePath: instancePath + "/alerts/" + i2 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 } };
                                    if (vErrors === null) {
                                        vErrors = [err149];
                                    }
                                    else {
                                        vErrors.push(err149);
                                    }
                                    errors++;
                                }
                                else {
                                    errors = _errs194;
                                    if (vErrors !== null) {
                                        if (_errs194) {
                                            vErrors.length = _errs194;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                    for (const key6 in data49) {
                                        if (!(((key6 === "type") || (key6 === "webhook")) || (key6 === "webhookId"))) {
                                            const err150 = { instancePath: instancePath + "/alerts/" + i2 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 } };
                                            if (vErrors === null) {
                                                vErrors = [err150];
                                            }
                                            else {
                                                vErrors.push(err150);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data49.type !== undefined) {
                                        if ("webhook" !== data49.type) {
                                            const err151 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                            if (vErrors === null) {
                                                vErrors = [err151];
                                            }
                                            else {
                                                vErrors.push(err151);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data49.webhook !== undefined) {
                                        let data51 = data49.webhook;
                                        if (typeof data51 === "string") {
                                            if (func2(data51) < 1) {
                                                const err152 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err152];
                                                }
                                                else {
                                                    vErrors.push(err152);
                                                }
                                                errors++;
                                            }
                                            if (!pattern0.test(data51)) {
                                                const err153 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                if (vErrors === null) {
                                                    vErrors = [err153];
                                                }
                                                else {
                                                    vErrors.push(err153);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err154 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err154];
                                            }
                                            else {
                                                vErrors.push(err154);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data49.webhookId !== undefined) {
                                        let data52 = data49.webhookId;
                                        if (typeof data52 === "string") {
                                            if (func2(data52) < 1) {
                                                const err155 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err155];
                                                }
                                                else {
                                                    vErrors.push(err155);
                                                }
                                                errors++;
                                            }
                                            if (!pattern4.test(data52)) {
                                                const err156 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err156];
                                                }
                                                else {
                                                    vErrors.push(err156);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err157 = { instancePath: instancePath + "/alerts/" + i2 + "/channel/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err157];
                                            }
                                            else {
                                                vErrors.push(err157);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err158 = { instancePath: instancePath + "/alerts/" + i2 + "/channel", schemaPath: "#/properties/alerts/items/allOf/0/properties/channel/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err158];
                                    }
                                    else {
                                        vErrors.push(err158);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.channels !== undefined) {
                                let data53 = data32.channels;
                                if (Array.isArray(data53)) {
                                    if (data53.length > 10) {
                                        const err159 = { instancePath: instancePath + "/alerts/" + i2 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                        if (vErrors === null) {
                                            vErrors = [err159];
                                        }
                                        else {
                                            vErrors.push(err159);
                                        }
                                        errors++;
                                    }
                                    if (data53.length < 1) {
                                        const err160 = { instancePath: instancePath + "/alerts/" + i2 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/minItems", keyword: "minItems", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err160];
                                        }
                                        else {
                                            vErrors.push(err160);
                                        }
                                        errors++;
                                    }
                                    const len2 = data53.length;
                                    for (let i3 = 0; i3 < len2; i3++) {
                                        let data54 = data53[i3];
                                        const _errs212 = errors;
                                        let valid32 = false;
                                        let passing5 = null;
                                        const _errs213 = errors;
                                        if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
                                            if (data54.webhook === undefined) {
                                                const err161 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/0/required", keyword: "required", params: { missingProperty: "webhook" } };
                                                if (vErrors === null) {
                                                    vErrors = [err161];
                                                }
                                                else {
                                                    vErrors.push(err161);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid5 = _errs213 === errors;
                                        if (_valid5) {
                                            valid32 = true;
                                            passing5 = 0;
                                        }
                                        const _errs214 = errors;
                                        if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
                                            if (data54.webhookId === undefined) {
                                                const err162 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf/1/required", keyword: "required", params: { missingProperty: "webhookId" } };
                                                if (vErrors === null) {
                                                    vErrors = [err162];
                                                }
                                                else {
                                                    vErrors.push(err162);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid5 = _errs214 === errors;
                                        if (_valid5 && valid32) {
                                            valid32 = false;
                                            passing5 = [passing5, 1];
                                        }
                                        else {
                                            if (_valid5) {
                                                valid32 = true;
                                                passing5 = 1;
                                            }
                                        }
                                        if (!valid32) {
                                            const err163 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing5 } };
                                            if (vErrors === null) {
                                                vErrors = [err163];
                                            }
                                            else {
                                                vErrors.push(err163);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs212;
                                            if (vErrors !== null) {
                                                if (_errs212) {
                                                    vErrors.length = _errs212;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
                                            for (const key7 in data54) {
                                                if (!(((key7 === "type") || (key7 === "webhook")) || (key7 === "webhookId"))) {
                                                    const err164 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err164];
                                                    }
                                                    else {
                                                        vErrors.push(err164);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data54.type !== undefined) {
                                                if ("webhook" !== data54.type) {
                                                    const err165 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/type", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/type/const", keyword: "const", params: { allowedValue: "webhook" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err165];
                                                    }
                                                    else {
                                                        vErrors.push(err165);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data54.webhook !== undefined) {
                                                let data56 = data54.webhook;
                                                if (typeof data56 === "string") {
                                                    if (func2(data56) < 1) {
                                                        const err166 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err166];
                                                        }
                                                        else {
                                                            vErrors.push(err166);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern0.test(data56)) {
                                                        const err167 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err167];
                                                        }
                                                        else {
                                                            vErrors.push(err167);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err168 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhook", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhook/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err168];
                                                    }
                                                    else {
                                                        vErrors.push(err168);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data54.webhookId !== undefined) {
                                                let data57 = data54.webhookId;
                                                if (typeof data57 === "string") {
                                                    if (func2(data57) < 1) {
                                                        const err169 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err169];
                                                        }
                                                        else {
                                                            vErrors.push(err169);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern4.test(data57)) {
                                                        const err170 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err170];
                                                        }
                                                        else {
                                                            vErrors.push(err170);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err171 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3 + "/webhookId", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/properties/webhookId/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err171];
                                                    }
                                                    else {
                                                        vErrors.push(err171);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err172 = { instancePath: instancePath + "/alerts/" + i2 + "/channels/" + i3, schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err172];
                                            }
                                            else {
                                                vErrors.push(err172);
                                            }
                                            errors++;
                                        }
                                    }
                                    let i4 = data53.length;
                                    let j1;
                                    if (i4 > 1) {
                                        outer1: for (; i4--;) {
                                            for (j1 = i4; j1--;) {
                                                if (func0(data53[i4], data53[j1])) {
                                                    const err173 = { instancePath: instancePath + "/alerts/" + i2 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err173];
                                                    }
                                                    else {
                                                        vErrors.push(err173);
                                                    }
                                                    errors++;
                                                    break outer1;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err174 = { instancePath: instancePath + "/alerts/" + i2 + "/channels", schemaPath: "#/properties/alerts/items/allOf/0/properties/channels/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err174];
                                    }
                                    else {
                                        vErrors.push(err174);
                                    }
                                    errors++;
                                }
                            }
                            if (data32.message !== undefined) {
                                let data58 = data32.message;
                                if ((typeof data58 !== "string") && (data58 !== null)) {
                                    const err175 = { instancePath: instancePath + "/alerts/" + i2 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.message.type } };
                                    if (vErrors === null) {
                                        vErrors = [err175];
                                    }
                                    else {
                                        vErrors.push(err175);
                                    }
                                    errors++;
                                }
                                if (typeof data58 === "string") {
                                    if (func2(data58) > 4000) {
                                        const err176 = { instancePath: instancePath + "/alerts/" + i2 + "/message", schemaPath: "#/properties/alerts/items/allOf/0/properties/message/maxLength", keyword: "maxLength", params: { limit: 4000 } };
                                        if (vErrors === null) {
                                            vErrors = [err176];
                                        }
                                        else {
                                            vErrors.push(err176);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data32.note !== undefined) {
                                let data59 = data32.note;
                                if ((typeof data59 !== "string") && (data59 !== null)) {
                                    const err177 = { instancePath: instancePath + "/alerts/" + i2 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.note.type } };
                                    if (vErrors === null) {
                                        vErrors = [err177];
                                    }
                                    else {
                                        vErrors.push(err177);
                                    }
                                    errors++;
                                }
                                if (typeof data59 === "string") {
                                    if (func2(data59) > 4096) {
                                        const err178 = { instancePath: instancePath + "/alerts/" + i2 + "/note", schemaPath: "#/properties/alerts/items/allOf/0/properties/note/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                        if (vErrors === null) {
                                            vErrors = [err178];
                                        }
                                        else {
                                            vErrors.push(err178);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data32.numConsecutiveWindows !== undefined) {
                                let data60 = data32.numConsecutiveWindows;
                                if ((!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))) && (data60 !== null)) {
                                    const err179 = { instancePath: instancePath + "/alerts/" + i2 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/type", keyword: "type", params: { type: schema11.properties.alerts.items.allOf[0].properties.numConsecutiveWindows.type } };
                                    if (vErrors === null) {
                                        vErrors = [err179];
                                    }
                                    else {
                                        vErrors.push(err179);
                                    }
                                    errors++;
                                }
                                if ((typeof data60 == "number") && (isFinite(data60))) {
                                    if (data60 < 1 || isNaN(data60)) {
                                        const err180 = { instancePath: instancePath + "/alerts/" + i2 + "/numConsecutiveWindows", schemaPath: "#/properties/alerts/items/allOf/0/properties/numConsecutiveWindows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err180];
                                        }
                                        else {
                                            vErrors.push(err180);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err181 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err181];
                            }
                            else {
                                vErrors.push(err181);
                            }
                            errors++;
                        }
                        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                            if (data32.name === undefined) {
                                const err182 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/1/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err182];
                                }
                                else {
                                    vErrors.push(err182);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err183 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/1/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err183];
                            }
                            else {
                                vErrors.push(err183);
                            }
                            errors++;
                        }
                        const _errs236 = errors;
                        let valid35 = true;
                        const _errs237 = errors;
                        if (errors === _errs237) {
                            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                                let missing8;
                                if ((data32.source === undefined) && (missing8 = "source")) {
                                    const err184 = {};
                                    if (vErrors === null) {
                                        vErrors = [err184];
                                    }
                                    else {
                                        vErrors.push(err184);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data32.source !== undefined) {
                                        if ("tile" !== data32.source) {
                                            const err185 = {};
                                            if (vErrors === null) {
                                                vErrors = [err185];
                                            }
                                            else {
                                                vErrors.push(err185);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err186 = {};
                                if (vErrors === null) {
                                    vErrors = [err186];
                                }
                                else {
                                    vErrors.push(err186);
                                }
                                errors++;
                            }
                        }
                        var _valid6 = _errs237 === errors;
                        errors = _errs236;
                        if (vErrors !== null) {
                            if (_errs236) {
                                vErrors.length = _errs236;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid6) {
                            const _errs240 = errors;
                            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                                if (data32.savedSearch !== undefined) {
                                    const err187 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearch", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearch/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err187];
                                    }
                                    else {
                                        vErrors.push(err187);
                                    }
                                    errors++;
                                }
                                if (data32.savedSearchId !== undefined) {
                                    const err188 = { instancePath: instancePath + "/alerts/" + i2 + "/savedSearchId", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/savedSearchId/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err188];
                                    }
                                    else {
                                        vErrors.push(err188);
                                    }
                                    errors++;
                                }
                                if (data32.groupBy !== undefined) {
                                    const err189 = { instancePath: instancePath + "/alerts/" + i2 + "/groupBy", schemaPath: "#/properties/alerts/items/allOf/2/then/properties/groupBy/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err189];
                                    }
                                    else {
                                        vErrors.push(err189);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err190 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/2/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err190];
                                }
                                else {
                                    vErrors.push(err190);
                                }
                                errors++;
                            }
                            var _valid6 = _errs240 === errors;
                            valid35 = _valid6;
                        }
                        if (!valid35) {
                            const err191 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/2/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err191];
                            }
                            else {
                                vErrors.push(err191);
                            }
                            errors++;
                        }
                        const _errs244 = errors;
                        let valid38 = true;
                        const _errs245 = errors;
                        if (errors === _errs245) {
                            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                                let missing9;
                                if ((data32.source === undefined) && (missing9 = "source")) {
                                    const err192 = {};
                                    if (vErrors === null) {
                                        vErrors = [err192];
                                    }
                                    else {
                                        vErrors.push(err192);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data32.source !== undefined) {
                                        if ("saved_search" !== data32.source) {
                                            const err193 = {};
                                            if (vErrors === null) {
                                                vErrors = [err193];
                                            }
                                            else {
                                                vErrors.push(err193);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err194 = {};
                                if (vErrors === null) {
                                    vErrors = [err194];
                                }
                                else {
                                    vErrors.push(err194);
                                }
                                errors++;
                            }
                        }
                        var _valid7 = _errs245 === errors;
                        errors = _errs244;
                        if (vErrors !== null) {
                            if (_errs244) {
                                vErrors.length = _errs244;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid7) {
                            const _errs248 = errors;
                            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                                if (data32.dashboard !== undefined) {
                                    const err195 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboard", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboard/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err195];
                                    }
                                    else {
                                        vErrors.push(err195);
                                    }
                                    errors++;
                                }
                                if (data32.dashboardId !== undefined) {
                                    const err196 = { instancePath: instancePath + "/alerts/" + i2 + "/dashboardId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/dashboardId/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err196];
                                    }
                                    else {
                                        vErrors.push(err196);
                                    }
                                    errors++;
                                }
                                if (data32.tile !== undefined) {
                                    const err197 = { instancePath: instancePath + "/alerts/" + i2 + "/tile", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tile/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err197];
                                    }
                                    else {
                                        vErrors.push(err197);
                                    }
                                    errors++;
                                }
                                if (data32.tileId !== undefined) {
                                    const err198 = { instancePath: instancePath + "/alerts/" + i2 + "/tileId", schemaPath: "#/properties/alerts/items/allOf/3/then/properties/tileId/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err198];
                                    }
                                    else {
                                        vErrors.push(err198);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err199 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/3/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err199];
                                }
                                else {
                                    vErrors.push(err199);
                                }
                                errors++;
                            }
                            var _valid7 = _errs248 === errors;
                            valid38 = _valid7;
                        }
                        if (!valid38) {
                            const err200 = { instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/properties/alerts/items/allOf/3/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err200];
                            }
                            else {
                                vErrors.push(err200);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err201 = { instancePath: instancePath + "/alerts", schemaPath: "#/properties/alerts/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err201];
                    }
                    else {
                        vErrors.push(err201);
                    }
                    errors++;
                }
            }
        }
        else {
            const err202 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
            if (vErrors === null) {
                vErrors = [err202];
            }
            else {
                vErrors.push(err202);
            }
            errors++;
        }
        validate10.errors = vErrors;
        return errors === 0;
    }
    return validate10;
})();
const alertFile = {
    schema,
    definitions,
    validate: {
        'self-hosted': validate_any,
        'managed': validate_any,
    },
};

// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
;// CONCATENATED MODULE: ./src/alerts/fields.ts


// The alert file's keys and enums are read from its schema (schemas/alert-file.schema.json), the
// one place they are listed; the facts a schema does not hold are below.
const fields_definitions = alertFile.definitions;
const fields = fields_definitions.fields?.properties ?? {};
function enumOf(key) {
    const values = fields[key]?.enum;
    if (!Array.isArray(values))
        throw new Error(`schemas/alert-file.schema.json: \`${key}\` has no enum`);
    return values;
}
/** Keys an alert entry accepts (`defaults` accepts them too, but `name` and `adopt`). */
const ALERT_KEYS = Object.keys(fields);
const TOP_LEVEL_KEYS = Object.keys(alertFile.schema.properties);
const THRESHOLD_TYPES = enumOf('thresholdType');
const INTERVALS = enumOf('interval');
/** The interval in minutes (`scheduleOffsetMinutes` must stay below it). */
function intervalMinutes(interval) {
    return ((0,duration/* parseDuration */.E)(interval) ?? 0) / 60_000;
}
/**
 * The server's limit on `message`, which counts the ownership marker the action appends
 * (docs/contract.md §8.1); the schema allows 4000 so that a marker of any usual scope fits.
 */
const MESSAGE_LIMIT = 4096;
/**
 * Keys that name the same thing two ways: an alert setting one member of a group replaces the
 * whole group from `defaults` (an alert's `channels` overrides the default `channel`).
 */
const KEY_GROUPS = [
    ['dashboard', 'dashboardId'],
    ['tile', 'tileId'],
    ['savedSearch', 'savedSearchId'],
    ['channel', 'channels'],
];

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
    const schemaProblems = yaml.validate(alertFile, opts.edition ?? 'self-hosted');
    const root = yaml.value;
    if (!isObject(root))
        return result;
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
    const merged = { ...defaults };
    for (const group of KEY_GROUPS) {
        if (group.some((k) => k in entry))
            for (const k of group)
                delete merged[k];
    }
    return Object.assign(merged, entry);
}
/** The checks of one merged entry the schema cannot make; the entry's types are the schema's. */
function crossCheck(yaml, a, entry, path, scope) {
    const at = (key) => (key in entry ? [...path, key] : ['defaults', key]);
    const problem = (where, message) => yaml.problem(where, message);
    const before = yaml.problems.length;
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
    else if (thresholdType === 'between' || thresholdType === 'not_between') {
        if (thresholdMax === undefined)
            problem(path, `\`thresholdType: ${thresholdType}\` needs \`thresholdMax\``);
        else if (threshold !== undefined && thresholdMax < threshold)
            problem(at('thresholdMax'), '`thresholdMax` must be greater than or equal to `threshold`');
    }
    const interval = str('interval');
    if (interval === undefined)
        problem(path, 'missing `interval` (set it here or in `defaults`)');
    // --- schedule
    const scheduleOffsetMinutes = num('scheduleOffsetMinutes');
    if (scheduleOffsetMinutes !== undefined && interval !== undefined && scheduleOffsetMinutes >= intervalMinutes(interval)) {
        problem(at('scheduleOffsetMinutes'), `\`scheduleOffsetMinutes\` must be less than the interval (${intervalMinutes(interval)} minutes)`);
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
        const room = MESSAGE_LIMIT - (0,marker/* markerFor */._Z)(scope).length;
        if ((0,marker/* mentionsMarker */.Ux)(message))
            problem(at('message'), '`message` must not contain the ownership marker; the action adds it');
        else if (message.length > room) {
            problem(at('message'), `\`message\` is ${message.length} characters; with the ownership marker (${MESSAGE_LIMIT - room} characters, which the server counts) the limit is ${room}`);
        }
    }
    const name = str('name');
    if (yaml.problems.length > before || name === undefined || !source || threshold === undefined || !thresholdType || !interval)
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
        groupBy: source === 'saved_search' ? a.groupBy : undefined,
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
/** A time the pattern admits but no calendar has, or one outside what the server accepts (docs/contract.md §8.1). */
function startAtProblem(s) {
    const t = Date.parse(s);
    if (Number.isNaN(t))
        return '`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z';
    const year = 365 * 24 * 3600 * 1000;
    if (t > Date.now() + year || t < Date.now() - 10 * year)
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

;// CONCATENATED MODULE: ./src/alerts/diff.ts

/** Field-level differences, in display order; empty when the live alert already matches. */
function diffAlert(have, want) {
    const changes = [];
    for (const field of model/* COMPARED_FIELDS */._) {
        if (!same(have[field], want[field]))
            changes.push({ field, from: have[field], to: want[field] });
    }
    return changes;
}
function same(a, b) {
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((x, i) => same(x, b[i]));
    return a === b;
}

// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(4816);
;// CONCATENATED MODULE: ./src/alerts/plan.ts



/**
 * Desired alerts + live alerts → plan. Pure: no requests. Ownership is the scope in the marker;
 * identity inside a scope is the alert name.
 */
function buildPlan(input) {
    const live = input.alerts.map((alert) => ({ alert, ...(0,normalize/* fromServer */.Wj)(alert) }));
    const scopes = new Set(input.files.map((f) => f.scope));
    const claimed = new Set(); // server ids taken by some desired alert
    const actions = [];
    const notes = [];
    const problems = [];
    const dashboards = new Map((input.dashboards ?? []).map((d) => [d.id, d]));
    for (const { file, scope, alerts } of input.files) {
        const owned = live.filter((l) => l.scope === scope);
        const byName = new Map();
        for (const l of owned) {
            const key = l.value.name ?? '';
            byName.set(key, [...(byName.get(key) ?? []), l]);
        }
        const oldest = owned.map((l) => l.alert.id.toLowerCase()).filter(isObjectId).sort()[0];
        for (const d of alerts) {
            const base = { name: d.name, file, scope, target: d.target };
            // Built for the writes only: a sync of thousands of unchanged alerts sends (and keeps) none.
            const body = () => (0,normalize/* toBody */.ER)(d.want, scope, input.singleChannel);
            let match = byName.get(d.name)?.[0];
            let adopted = false;
            if (!match && d.adopt !== false) {
                const unmarked = live.filter((l) => l.scope === undefined && !claimed.has(l.alert.id));
                const hits = typeof d.adopt === 'string' ? unmarked.filter((l) => l.alert.id === d.adopt) : unmarked.filter((l) => l.value.name === d.name);
                if (typeof d.adopt === 'string' && hits.length === 0) {
                    const other = live.find((l) => l.alert.id === d.adopt);
                    problems.push({
                        alert: d,
                        key: 'adopt',
                        message: other ? `alert ${d.adopt} is managed by scope "${other.scope}"${claimed.has(d.adopt) ? ' or adopted twice' : ''}; only alerts without a marker can be adopted` : `no alert with id ${d.adopt} to adopt`,
                    });
                    continue;
                }
                if (hits.length > 1) {
                    problems.push({ alert: d, key: 'adopt', message: `${hits.length} alerts without a marker are named "${d.name}" (ids ${hits.map((h) => h.alert.id).join(', ')}); write \`adopt: <id>\`` });
                    continue;
                }
                if (hits.length === 1) {
                    match = hits[0];
                    adopted = true;
                }
            }
            if (!match) {
                const same = live.filter((l) => l.value.name === d.name && l.scope !== scope);
                for (const l of same) {
                    notes.push(l.scope === undefined
                        ? `"${d.name}": an alert with this name exists without our marker (id ${l.alert.id}); add \`adopt: true\` to take it over instead of creating a second one.`
                        : `"${d.name}": an alert with this name belongs to scope "${l.scope}" (id ${l.alert.id}); if this file moved, set \`scope: ${l.scope}\` in it.`);
                }
                actions.push({ action: 'create', ...base, body: body(), reason: recreateReason(d, dashboards, oldest) });
                continue;
            }
            claimed.add(match.alert.id);
            const changes = diffAlert(match.value, d.want);
            if (adopted)
                changes.unshift({ field: 'owner', from: null, to: scope });
            if (changes.length === 0) {
                actions.push({ action: 'unchanged', ...base, id: match.alert.id });
                continue;
            }
            actions.push({
                action: 'update',
                ...base,
                id: match.alert.id,
                changes,
                body: body(),
                reason: adopted ? 'adopt: take over an alert without marker' : repointReason(d, match.value.tileId, dashboards),
            });
        }
        // Ours, but no longer (or twice) in the file.
        const wanted = new Set(alerts.map((a) => a.name));
        for (const l of owned) {
            if (claimed.has(l.alert.id))
                continue;
            const name = l.value.name ?? '';
            const reason = wanted.has(name) ? 'duplicate: another alert of this scope has the same name' : 'not in the file';
            if (input.prune)
                actions.push({ action: 'delete', name, file, scope, id: l.alert.id, target: undefined, reason });
            else
                notes.push(`"${name}" (id ${l.alert.id}) is managed by this file but ${reason === 'not in the file' ? 'no longer in it' : 'a duplicate'}; \`prune: true\` would delete it.`);
        }
    }
    for (const l of live) {
        if (claimed.has(l.alert.id) || (l.scope !== undefined && scopes.has(l.scope)))
            continue;
        actions.push({
            action: 'unmanaged',
            name: l.value.name ?? '',
            id: l.alert.id,
            reason: l.scope === undefined ? 'no marker' : `managed by scope "${l.scope}"`,
        });
    }
    const summary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
    for (const a of actions)
        summary[a.action]++;
    const files = input.files.map((f) => ({ file: f.file, scope: f.scope }));
    const fp = planFingerprint(files, actions);
    return { plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions, notes }, problems };
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
                thresholdMax: spec.thresholdMax ?? null,
                thresholdType: spec.thresholdType,
                interval: spec.interval,
                scheduleOffsetMinutes: spec.scheduleOffsetMinutes ?? 0,
                scheduleStartAt: (0,normalize/* isoOrNull */.I)(spec.scheduleStartAt),
                channels,
                message: spec.message ?? null,
                note: spec.note ?? null,
                numConsecutiveWindows: spec.numConsecutiveWindows ?? null,
            },
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
    const shown = names.slice(0, 10).map((n) => `"${n}"`).join(', ');
    return ` (known: ${shown}${names.length > 10 ? `, … ${names.length - 10} more` : ''})`;
}

;// CONCATENATED MODULE: ./src/alerts/sync.ts









/**
 * Reconciles alert file(s) with the server: files (syntax, schema, cross checks) before any
 * request, one list of each kind, plan, guards (max-deletions, expect-plan), then — unless a dry
 * run — apply; one report either way.
 */
async function syncAlerts(client, edition, inputs) {
    // 1. Files: syntax, shape, types, enums — before any request.
    const files = await readAlertFiles(inputs, edition);
    // 2. Lists, names → ids, plan.
    const { plan, lookups } = await planAlertSync(client, files, { prune: inputs.prune });
    const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
    const changed = writes > 0;
    const outputs = { plan: (0,render/* planJson */.iY)(plan), 'plan-fingerprint': plan.fingerprint };
    const warnings = files.flatMap((f) => f.yaml.problems);
    // 3. Guards: refuse with nothing sent.
    const refusals = [];
    const maxDeletions = inputs.maxDeletions;
    if (plan.summary.delete > maxDeletions) {
        refusals.push(`The plan deletes ${plan.summary.delete} alerts, more than max-deletions (${maxDeletions}); nothing was sent. Raise \`max-deletions\` if this is intended.`);
    }
    if (inputs.expectPlan && !(0,fingerprint/* matchesFingerprint */.GV)(inputs.expectPlan, plan.fullFingerprint)) {
        refusals.push(`The live plan (fingerprint ${plan.fingerprint}) differs from the reviewed one (expect-plan ${inputs.expectPlan}); nothing was sent. Review the new plan and re-approve it.`);
    }
    let outcomes;
    if (!inputs.dryRun && refusals.length === 0 && changed) {
        const known = new Set(lookups.alerts.map((a) => a.id));
        outcomes = await (0,apply/* applyPlan */.g)(client, plan, inputs.concurrency, known);
    }
    const report = (0,render/* renderPlan */.EG)(plan, lookups, { dryRun: inputs.dryRun, outcomes });
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
            applied: outcomes?.map((o) => ({ action: o.action.action, name: o.action.name, id: o.id, status: o.status, ...(o.recovered ? { recovered: true } : {}), ...(o.error ? { error: o.error } : {}) })),
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
    failOnProblems(files);
    return { plan, lookups };
}
/** The alert files, checked before any request (syntax, schema, cross checks, prune with no alerts). */
async function readAlertFiles(inputs, edition) {
    const found = await (0,util_files/* findFiles */.lY)('alert-file', inputs.alertFile);
    if (inputs.scope && found.length > 1) {
        throw new input_error/* InputError */.d(`Input \`scope\` is set but \`alert-file\` matches ${found.length} files; each file needs its own scope (leave \`scope\` empty, or set \`scope:\` inside each file).`);
    }
    const files = [];
    for (const f of found) {
        files.push(parseAlertFile(f.display, await (0,util_files/* readText */.yR)('alert-file', f), { scope: inputs.scope, defaultScope: (0,util_files/* defaultScope */._V)(f.display), edition }));
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
            throw new input_error/* InputError */.d(`prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no alerts would delete every alert of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`alerts.delete\`, or sync without prune.`);
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
/* harmony import */ var _alerts_sync_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7735);
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
        return ({ client, connection }) => (0,_alerts_sync_js__WEBPACK_IMPORTED_MODULE_0__/* .syncAlerts */ .TH)(client, connection.edition, settings);
    },
};
/** alerts.sync's inputs (dashboards.sync's too, but for the file), read and checked before any request. */
function readSyncInputs(input, opts = { requireAlertFile: true }) {
    const alertFile = input.text('alert-file');
    if (!alertFile && opts.requireAlertFile)
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('alerts.sync needs input `alert-file` (a path or a glob).');
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


/***/ })

};
