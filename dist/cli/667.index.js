export const id = 667;
export const ids = [667];
export const modules = {

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

/***/ 8667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsExport: () => (/* binding */ alertsExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(4816);
;// CONCATENATED MODULE: ./src/alerts/export.ts



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
    const entries = [];
    const taken = new Set();
    const nameCount = new Map();
    for (const a of input.alerts)
        if (a.name)
            nameCount.set(a.name, (nameCount.get(a.name) ?? 0) + 1);
    for (const alert of input.alerts) {
        const { value: v, scope } = (0,normalize/* fromServer */.Wj)(alert);
        const label = v.name ?? alert.id;
        if (scope !== undefined && scope !== input.scope) {
            skipped.push({ id: alert.id, name: label, reason: `managed by scope "${scope}"` });
            continue;
        }
        if (v.channels.length === 0) {
            skipped.push({ id: alert.id, name: label, reason: 'no webhook channel (the file needs one)' });
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
        // A name that identifies exactly this alert can be adopted by name; otherwise by id.
        const unique = v.name !== null && nameCount.get(v.name) === 1 && !taken.has(v.name);
        let name = v.name ?? target;
        for (let i = 2; taken.has(name); i++)
            name = `${v.name ?? target} (${i})`;
        taken.add(name);
        const ours = scope === input.scope;
        entries.push({ name, ...(ours ? {} : { adopt: unique ? true : alert.id }), ...e });
        exported.push({ name, id: alert.id, target, ownership: ours ? 'ours' : 'adopt' });
    }
    const doc = new dist/* Document */.yo({ version: 1, alerts: entries });
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            const key = pair.key?.value;
            if ((key === 'channel' || key === 'channels') && pair.value) {
                if ((0,dist/* isMap */.jh)(pair.value))
                    pair.value.flow = true;
                else
                    (0,dist/* visit */.YR)(pair.value, { Map: (_k, m) => void (m.flow = true) });
            }
        },
    });
    doc.commentBefore = ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (alerts.export). Alerts marked \`adopt\` are taken over by the\n first sync of this file; until then they are left alone.`;
    return { text: doc.toString({ lineWidth: 0 }), exported, skipped };
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
                ...out.exported.map((e) => [model/* STATUS_ICON */.t.ok ?? '', e.name, e.target, e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync']),
                ...out.skipped.map((s) => [model/* STATUS_ICON */.t.unmanaged ?? '', s.name, '', `skipped: ${s.reason}`]),
            ],
        },
        notes: [`Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its alerts stay owned.`],
    };
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(5787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(3059);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(977);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(4437);
;// CONCATENATED MODULE: ./src/operations/alerts-export.ts







/** Writes the existing alerts as an alert file, so a team can adopt what it already has. */
const alertsExport = {
    ...meta/* ALERTS_EXPORT */.XF,
    async prepare(input) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new input_error/* InputError */.d('alerts.export needs input `output-file` (where to write the alert file).');
        // Checked before any request: a path out of the workspace is refused with nothing read or written.
        const path = await (0,workspace/* workspaceOutput */.lB)('output-file', outputFile);
        const display = (0,workspace/* displayPath */.Gt)((0,external_node_path_.resolve)((0,workspace/* workspace */.Gl)(), outputFile));
        const scope = input.text('scope') || (0,files/* defaultScope */._V)(display);
        return async ({ client, redactor }) => {
            const [alerts, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
            const savedSearches = alerts.some((a) => a.source === 'saved_search') ? await client.listSavedSearches() : undefined;
            const out = renderAlertFile({ alerts, dashboards, webhooks, savedSearches, scope });
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            // A file a team commits: no secret in it, whatever the server stored.
            await (0,promises_.writeFile)(path, redactor.text(out.text));
            return {
                result: { file: display, scope, exported: out.exported, skipped: out.skipped },
                changed: false,
                outputs: {},
                report: exportReport(out, { file: display, scope }),
            };
        };
    },
};


/***/ }),

/***/ 5787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _V: () => (/* binding */ defaultScope),
/* harmony export */   lY: () => (/* binding */ findFiles),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export repositoryFromRemote */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3059);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(977);




/** `<owner/repo>:<path>`: two repositories, or two files of one, never share a scope. */
function defaultScope(display) {
    return `${repository()}:${display}`;
}
const remotes = new Map();
/**
 * `owner/repo`: GITHUB_REPOSITORY in CI; elsewhere the workspace's git remote `origin`, so that a
 * plan made on a laptop has the scope, and so the fingerprint, that CI computes; `local` outside
 * a git repository or without `origin`.
 */
function repository() {
    if (process.env.GITHUB_REPOSITORY)
        return process.env.GITHUB_REPOSITORY;
    const root = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspace */ .Gl)();
    if (!remotes.has(root))
        remotes.set(root, repositoryFromRemote(originUrl(root)));
    return remotes.get(root) ?? 'local';
}
function originUrl(cwd) {
    try {
        // `remote get-url` applies the user's `insteadOf` rewrites, as `git fetch` would.
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['remote', 'get-url', 'origin'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    }
    catch {
        return ''; // no git, not a repository, or no origin
    }
}
/**
 * `owner/repo` from a remote URL: `https://github.com/owner/repo(.git)`, `git@github.com:owner/repo.git`,
 * `ssh://git@github.com(:22)/owner/repo.git` (any host, for GitHub Enterprise Server); undefined
 * for anything else (a local path, a deeper path such as GitLab subgroups).
 */
function repositoryFromRemote(url) {
    const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/(.*)$/i.exec(url)?.[1] ?? /^[^/@:]+@[^/:]+:(?!\/)(.*)$/.exec(url)?.[1];
    const parts = path?.replace(/\.git\/?$|\/+$/g, '').split('/');
    return parts?.length === 2 && parts.every((p) => /^[\w.-]+$/.test(p) && p !== '.' && p !== '..') ? parts.join('/') : undefined;
}
/**
 * The file input `input` names — a path or a glob, relative to the workspace — as files, sorted;
 * nothing found is an error, and so is any file (a glob match included) whose real path is
 * outside the workspace.
 */
async function findFiles(input, pattern) {
    const root = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspace */ .Gl)();
    if (!/[*?[\]{}]/.test(pattern)) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(input, pattern);
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined);
        if (!st?.isFile())
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: no file at \`${pattern}\` (relative to ${root}).`);
        return [file];
    }
    const found = [];
    for await (const entry of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(pattern, { cwd: root })) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(input, entry);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined))?.isFile())
            found.push(file);
    }
    if (found.length === 0)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: the glob \`${pattern}\` matches no file (relative to ${root}).`);
    return found.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}
/** The text of a file `input` named; an error naming the input when it cannot be read. */
async function readText(input, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file.path, 'utf8');
    }
    catch (e) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: cannot read \`${file.display}\`: ${e.code ?? e.message}`);
    }
}


/***/ })

};
