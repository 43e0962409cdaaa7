export const id = 663;
export const ids = [663];
export const modules = {

/***/ 64101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ parseAlertFile),
/* harmony export */   f: () => (/* binding */ readAlertFile)
/* harmony export */ });
/* harmony import */ var _api_features_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87301);
/* harmony import */ var _generated_alert_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99362);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39869);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70326);
/* harmony import */ var _inline_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96376);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92329);







const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Parses an alert file: YAML, then the schema (schemas/alert-file.schema.json), then what a schema
 * cannot check: fields merged from `defaults` (required ones, pairs that exclude each other, the
 * schedule against the interval), unique names, and the message with the ownership marker of this
 * scope. Every problem lands in `yaml.problems` with its location.
 */
function parseAlertFile(file, text, opts) {
    return readAlertFile(_util_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .LocatedYaml */ .O.parse(file, text), opts);
}
/** The same, from a file parsed already (a section of a stack file: src/reconcile/files.ts reads each file once). */
function readAlertFile(yaml, opts) {
    const file = yaml.file;
    const result = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
    if (opts.keep)
        yaml.keepOnly(opts.keep);
    // Placeholders first, so the schema judges the values (at the placeholders' lines); a missing one stops here, before the schema would echo it as a wrong type.
    if (opts.values?.substitute(yaml) || yaml.hasErrors)
        return result;
    const schemaProblems = yaml.validate(_generated_alert_file_js__WEBPACK_IMPORTED_MODULE_1__/* .alertFile */ .t, opts.edition ?? 'self-hosted');
    const root = yaml.value;
    if (!isObject(root))
        return result;
    for (const w of (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .invisibleStrings */ .CL)(root))
        yaml.problem(w.path, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .invisibleWarning */ .a2)(w.chars), 'warning');
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
        const spec = defaultsOk && !refused(path) ? crossCheck(yaml, mergeDefaults(defaults, entry), entry, path, result.scope, opts.edition ?? 'self-hosted') : undefined;
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
    const overridden = new Set(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .KEY_GROUPS */ .tS.filter((group) => group.some((k) => k in entry)).flat());
    const merged = Object.fromEntries(Object.entries(defaults).filter(([k]) => !overridden.has(k)));
    return Object.assign(merged, entry);
}
/** The checks of one merged entry the schema cannot make; the entry's types are the schema's. */
function crossCheck(yaml, a, entry, path, scope, edition) {
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
        const inline = 'chart' in a;
        const kinds = [tile && 'tile', saved && 'saved_search', inline && 'inline'].filter((k) => k !== false);
        if (kinds.length === 1)
            source = kinds[0];
        else
            problem(path, 'missing `source` (`tile` with `dashboard` + `tile`, `saved_search` with `savedSearch`, or `inline` with `chart`)');
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
    else if (source === 'inline') {
        if (edition === 'managed')
            problem(at('source' in a ? 'source' : 'chart'), `ClickHouse Cloud's API has no inline alerts yet (${(0,_api_features_js__WEBPACK_IMPORTED_MODULE_0__/* .whereFeatureIs */ .EG)('inlineAlerts')}): watch a tile or a saved search`);
        else if (!isObject(a.chart))
            problem(path, "an inline alert needs `chart` (a line, stacked bar or number chart, as a dashboard tile's `config`)");
        // The dialect is the dashboard tile's: its schema judges the chart, at the chart's lines.
        else
            for (const p of (0,_inline_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .chartProblems */ .j)(a.chart, at('chart'), edition))
                problem(p.path, p.message);
    }
    // --- condition
    const threshold = num('threshold');
    if (threshold === undefined)
        problem(path, 'missing `threshold`');
    const thresholdMax = num('thresholdMax');
    const thresholdType = str('thresholdType');
    if (thresholdType === undefined)
        problem(path, 'missing `thresholdType` (set it here or in `defaults`)');
    else if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .isRangeThreshold */ .tU)(thresholdType)) {
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
    if (scheduleOffsetMinutes !== undefined && interval !== undefined && scheduleOffsetMinutes >= (0,_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .intervalMinutes */ .XV)(interval)) {
        problem(at('scheduleOffsetMinutes'), `\`scheduleOffsetMinutes\` must be less than the interval (${(0,_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .intervalMinutes */ .XV)(interval)} minutes)`);
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
        const room = _fields_js__WEBPACK_IMPORTED_MODULE_4__/* .MESSAGE_LIMIT */ .Gy - (0,_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .markerFor */ ._Z)(scope).length;
        if ((0,_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .mentionsMarker */ .Ux)(message))
            problem(at('message'), '`message` must not contain the ownership marker; the action adds it');
        else if (message.length > room) {
            problem(at('message'), `\`message\` is ${message.length} characters; with the ownership marker (${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .MESSAGE_LIMIT */ .Gy - room} characters, which the server counts) the limit is ${room}`);
        }
    }
    // --- detection (managed): a tuning belongs to anomaly mode (the server refuses it otherwise)
    const detectionMode = str('detectionMode');
    if (isObject(a.anomalyConfig) && detectionMode === 'threshold')
        problem(at('anomalyConfig'), '`anomalyConfig` is the tuning of `detectionMode: anomaly`; a threshold alert has none');
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
        ...(source === 'inline' && isObject(a.chart) ? { chart: a.chart } : {}),
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
        displayName: str('displayName'),
        tags: Array.isArray(a.tags) ? a.tags.filter((t) => typeof t === 'string') : undefined,
        detectionMode,
        anomalyConfig: isObject(a.anomalyConfig) ? a.anomalyConfig : undefined,
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


/***/ }),

/***/ 86663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_SILENCE_MS: () => (/* binding */ DEFAULT_SILENCE_MS),
  LONGEST_SILENCE_MS: () => (/* binding */ LONGEST_SILENCE_MS),
  alertsSilence: () => (/* binding */ alertsSilence),
  alertsUnsilence: () => (/* binding */ alertsUnsilence),
  readUntil: () => (/* binding */ readUntil)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/features.ts
var features = __webpack_require__(87301);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(26518);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/pool.ts
var pool = __webpack_require__(40704);
;// CONCATENATED MODULE: ./src/util/time.ts
const ZONED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))$/;
/**
 * An ISO 8601 date-time with a time zone (`2026-12-01T18:00:00Z`, `2026-12-01T19:00+01:00`) as
 * epoch milliseconds; undefined for anything else: no zone (whose zone would it be?), a date the
 * calendar lacks (30 February, hour 24), an offset beyond ±23:59.
 */
function parseZonedDateTime(text) {
    const m = ZONED.exec(text.trim());
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
    const local = Date.UTC(y, mo - 1, d, h, mi, s);
    const back = new Date(local);
    const real = back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && back.getUTCHours() === h && h < 24 && mi < 60 && s < 60;
    const offsetH = Number(m[10] ?? 0);
    const offsetM = Number(m[11] ?? 0);
    if (!real || offsetH > 23 || offsetM > 59)
        return undefined;
    const offset = (m[9] === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
    return local + Math.floor(Number(m[7] ?? 0) * 1000) - offset;
}
/** `2026-12-01 18:00 UTC`: a time for people, to the minute (seconds when it has them). */
function formatUtc(ms) {
    const iso = new Date(ms).toISOString();
    const seconds = iso.slice(17, 19) === '00' ? '' : iso.slice(16, 19);
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds} UTC`;
}

// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(41000);
// EXTERNAL MODULE: ./src/util/problems.ts
var problems = __webpack_require__(8338);
// EXTERNAL MODULE: ./src/alerts/file.ts
var file = __webpack_require__(64101);
// EXTERNAL MODULE: ./src/alerts/marker.ts
var marker = __webpack_require__(92329);
;// CONCATENATED MODULE: ./src/alerts/silence-select.ts








/** The selection in words, for a headline: "named Checkout*, tagged checkout, of .github/alerts.yml". */
function describeSelection(s) {
    const parts = [
        s.id ? `id ${s.id}` : '',
        s.include.length ? `named ${s.include.join(', ')}` : '',
        s.tags.length ? `tagged ${s.tags.join(', ')}` : '',
        s.files.length ? `of ${s.files.map((f) => f.file).join(', ')}` : '',
        s.exclude.length ? `except ${s.exclude.join(', ')}` : '',
    ];
    return parts.filter(Boolean).join(', ');
}
/** A selection names at least one selector: "every alert" is never implied by a missing input. */
function checkSelection(s, operation, edition) {
    if (!s.id && s.include.length === 0 && s.tags.length === 0 && s.files.length === 0) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation} needs the alerts it is for: ${(0,input_error/* named */.KT)('alert-file')} (the alerts that file manages), ${(0,input_error/* named */.KT)('include')} (names or globs), ${(0,input_error/* named */.KT)('tags')} or ${(0,input_error/* named */.KT)('id')}; several narrow each other.`);
    }
    // The managed gateway has no alert tags (docs/contract.md §19): a tag could select nothing there.
    if (s.tags.length > 0 && edition === 'managed')
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('tags')}: alerts on the managed edition carry no tags; select them by ${(0,input_error/* named */.KT)('include')} or ${(0,input_error/* named */.KT)('alert-file')}.`);
    (0,name_filter/* compileNameFilter */.l)([...s.include], [...s.exclude]);
}
/**
 * The scope each alert file owns its alerts under: the `scope` input, else the file's `scope:`,
 * else the file's default — as alerts.sync reads it (./file.ts). Only the scope is needed, so a
 * file with other problems still answers; one whose scope cannot be read is refused.
 */
async function scopesOf(ws, pattern, scope, edition) {
    if (!pattern)
        return [];
    const found = await (0,files/* findFiles */.lY)(ws, 'alert-file', pattern);
    (0,guards/* oneScopePerFile */.Ic)(scope, 'alert-file', found.length);
    const scopes = [];
    for (const f of found) {
        const parsed = (0,file/* parseAlertFile */.Y)(f.display, await (0,files/* readText */.yR)('alert-file', f), { scope, defaultScope: (0,files/* defaultScope */._V)(ws, f.display), edition });
        const root = parsed.yaml.value;
        const unreadable = typeof root !== 'object' || root === null || Array.isArray(root);
        const scopeProblems = parsed.yaml.problems.filter((p) => p.severity === 'error' && (unreadable || /\bscope\b/.test(p.message)));
        if (scopeProblems.length > 0)
            throw new problems/* FileProblemsError */.x(scopeProblems);
        scopes.push({ file: parsed.file, scope: parsed.scope });
    }
    return scopes;
}
/**
 * The alerts of the list that the selection picks. Tags are read where the server answers them
 * (HyperDX ≥ 2.38): selecting by tag on a server known to lack them is refused, never an empty
 * selection that reads as "nothing to do".
 */
async function selectAlerts(client, alerts, s) {
    if (s.tags.length > 0 && !alerts.some((a) => Array.isArray(a.tags))) {
        const why = (0,features/* refusal */.x5)('alertDisplayFields', await client.server());
        if (why)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('tags')}: ${why}.`);
    }
    const filter = (0,name_filter/* compileNameFilter */.l)([...s.include], [...s.exclude]);
    const scopes = new Set(s.files.map((f) => f.scope));
    const tags = new Set(s.tags);
    return alerts.filter((a) => {
        const name = typeof a.name === 'string' ? a.name : '';
        if (s.id && a.id !== s.id)
            return false;
        const match = filter(name);
        if (s.exclude.some((x) => x.toLowerCase() === name.toLowerCase()) || (!match.selected && match.reason === 'excluded'))
            return false;
        if (!match.selected && !s.include.includes(name))
            return false;
        if (tags.size > 0 && !(Array.isArray(a.tags) && a.tags.some((t) => typeof t === 'string' && tags.has(t))))
            return false;
        if (scopes.size > 0) {
            const owner = (0,marker/* splitMarker */.Ph)(typeof a.message === 'string' ? a.message : null).scope;
            if (owner === undefined || !scopes.has(owner))
                return false;
        }
        return true;
    });
}

;// CONCATENATED MODULE: ./src/alerts/silence.ts







const silence_name = (a) => (typeof a.name === 'string' && a.name ? a.name : '(unnamed)');
/** When an alert's silence ends, if it has one still running at `now` (a date the server spelt wrong counts as none). */
function silencedUntil(a, now) {
    const until = Date.parse(typeof a.silenced?.until === 'string' ? a.silenced.until : '');
    return until > now ? until : undefined;
}
async function runSilence(client, s, cancel) {
    const operation = `alerts.${s.action}`;
    const alerts = await client.listAlerts();
    const selected = await selectAlerts(client, alerts, s.selection);
    if (selected.length === 0) {
        throw new input_error/* InputError */.dz(`${operation}: no alert is ${describeSelection(s.selection)} (of ${alerts.length} on the server); nothing was sent.`);
    }
    // Known to lack the routes: refused with the release that has them, before any write (docs/contract.md §19).
    const lacks = (0,features/* refusal */.x5)('alertSilences', await client.server());
    if (lacks)
        throw new input_error/* InputError */.dz(`${operation}: ${lacks}. Nothing was sent; silence these alerts in the UI instead.`);
    const now = s.clock();
    // A duration ends on a whole second: what the report shows is what the server stores.
    const until = s.until === undefined ? undefined : 'at' in s.until ? s.until.at : Math.ceil((now + s.until.forMs) / 1000) * 1000;
    if (s.action === 'silence' && (until === undefined || until <= now)) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation}: ${(0,input_error/* theInput */.y8)('until')} must be in the future (the server refuses a silence that has ended).`);
    }
    const rows = selected.map((alert) => plan(alert, s.action, until, now));
    const writes = rows.filter((r) => r.step === 'silence' || r.step === 'unsilence');
    let cancelled;
    let failure;
    if (s.dryRun) {
        for (const r of writes)
            r.outcome = r.step === 'silence' ? 'would silence' : 'would unsilence';
    }
    else if (writes.length > 0) {
        // A silence left half done is undone at the first signal; an unsilence has nothing to undo.
        if (s.action === 'silence')
            cancel.takeOver();
        failure = await apply(client, writes, until, s.concurrency, cancel);
        cancelled = cancel.reason;
        if ((failure || cancelled) && s.action === 'silence')
            await undo(client, writes, s.clock);
    }
    return result(s, operation, rows, until, { failure, cancelled });
}
function plan(alert, action, until, now) {
    const before = silencedUntil(alert, now);
    const row = { alert, before, outcome: 'kept' };
    if (action === 'silence') {
        const target = until ?? now;
        // Never shortens a silence someone set for longer: theirs already covers this one.
        if (before !== undefined && before >= target)
            return { ...row, step: 'keep', detail: `already silenced until ${formatUtc(before)}, not shortened` };
        return { ...row, step: 'silence', detail: before === undefined ? '' : `extends a silence ending ${formatUtc(before)}` };
    }
    if (before === undefined)
        return { ...row, step: 'skip', outcome: 'skipped', detail: 'not silenced' };
    // A silence running past `until` is not the one being ended (someone set a longer one meanwhile).
    if (until !== undefined && before > until)
        return { ...row, step: 'keep', detail: `silenced until ${formatUtc(before)}, after \`until\`: kept` };
    return { ...row, step: 'unsilence', detail: `was silenced until ${formatUtc(before)}` };
}
/** The writes, until the first failure or signal: those not started then are not attempted. The first failure's words, if one failed. */
async function apply(client, rows, until, concurrency, cancel) {
    let failure;
    const mutedUntil = until === undefined ? '' : new Date(until).toISOString();
    await (0,pool/* mapSettled */.A)(rows, concurrency, async (r) => {
        if (failure || cancel.signal.aborted) {
            r.outcome = 'not attempted';
            r.detail = failure ? 'stopped: another alert failed' : `stopped: the run was cancelled (${cancel.reason ?? 'signal'})`;
            return;
        }
        try {
            if (r.step === 'silence')
                await client.silenceAlert(r.alert.id, mutedUntil);
            else
                await client.unsilenceAlert(r.alert.id);
            r.outcome = r.step === 'silence' ? 'silenced' : 'unsilenced';
        }
        catch (e) {
            r.outcome = 'failed';
            r.mayHaveLanded = !(e instanceof errors/* ApiError */.hD && e.status < 500);
            r.detail = await whyFailed(client, r.alert, e);
            failure ??= `${silence_name(r.alert)}: ${r.detail}`;
        }
    });
    return failure;
}
/** A 404 for an alert the list just answered is a server without the route, not a missing alert: said so, with the release that has it. */
async function whyFailed(client, alert, e) {
    const text = e instanceof Error ? e.message : String(e);
    if (!(e instanceof errors/* ApiError */.hD) || e.status !== 404)
        return text;
    const exists = await client.getAlert(alert.id).then(() => true, () => false);
    return exists ? (0,features/* routeMissing */.C3)('alertSilences', await client.server()) : `the alert is gone (${text})`;
}
/**
 * Puts back what a silence run changed: the silence an alert had before (still running), or none.
 * A write that failed may still have landed, so it is put back too; what could not be reached
 * ends at `mutedUntil` by itself.
 */
async function undo(client, rows, clock) {
    const touched = rows.filter((r) => r.outcome === 'silenced' || (r.outcome === 'failed' && r.mayHaveLanded));
    await (0,pool/* mapSettled */.A)(touched, 4, async (r) => {
        const wasSilenced = r.before !== undefined && r.before > clock();
        try {
            if (wasSilenced)
                await client.silenceAlert(r.alert.id, new Date(r.before).toISOString());
            else
                await client.unsilenceAlert(r.alert.id);
            if (r.outcome === 'silenced') {
                r.outcome = 'restored';
                r.detail = wasSilenced ? `put back to its silence until ${formatUtc(r.before)}` : 'silence removed again';
            }
        }
        catch (e) {
            if (r.outcome === 'silenced')
                r.detail = `could not be put back (${e instanceof Error ? e.message : String(e)}); its silence ends by itself`;
        }
    });
}
function result(s, operation, rows, until, end) {
    const count = (...o) => rows.filter((r) => o.includes(r.outcome)).length;
    const wrote = count('silenced', 'unsilenced', 'restored', 'failed') > 0;
    const verb = s.action === 'silence' ? 'silenced' : 'unsilenced';
    const span = s.until && 'forMs' in s.until ? ` (${(0,duration/* formatDuration */.a)(s.until.forMs)})` : '';
    const when = until !== undefined && s.action === 'silence' ? ` until ${formatUtc(until)}${span}` : '';
    const done = count('silenced', 'unsilenced', 'would silence', 'would unsilence');
    const restored = count('restored');
    const putBack = restored > 0 ? ` The ${restored} silence(s) it had set were put back.` : '';
    let headline;
    if (end.cancelled)
        headline = `Cancelled (${end.cancelled}).${s.action === 'silence' ? putBack : ` ${done} alert(s) were unsilenced before it stopped.`}`;
    else if (end.failure)
        headline = `Failed: ${end.failure}.${putBack}`;
    else if (s.dryRun)
        headline = `Dry run: would ${s.action} ${done} of ${rows.length} selected alert(s)${when}; nothing was sent.`;
    else
        headline = `${done} alert(s) ${verb}${when}; ${rows.length - done} left as they were.`;
    const report = {
        title: `${operation}${s.dryRun ? ' (dry run)' : ''}`,
        outcome: end.failure || end.cancelled ? 'failure' : 'success',
        headline,
        counts: Object.fromEntries([...new Set(rows.map((r) => r.outcome))].map((o) => [o, count(o)])),
        table: {
            columns: ['Alert', 'Id', 'Silenced until (before)', 'Outcome', 'Detail'],
            rows: rows.map((r) => [silence_name(r.alert), r.alert.id, r.before === undefined ? '—' : formatUtc(r.before), r.outcome, r.detail]),
        },
        notes: [`Selected: every alert ${describeSelection(s.selection)}.`],
    };
    const entry = (r) => ({ id: r.alert.id, name: silence_name(r.alert), outcome: r.outcome, ...(r.detail ? { detail: r.detail } : {}) });
    const changed = rows.filter((r) => ['silenced', 'unsilenced', 'would silence', 'would unsilence'].includes(r.outcome));
    const iso = until === undefined ? undefined : new Date(until).toISOString();
    const json = {
        operation,
        dryRun: s.dryRun,
        ...(s.action === 'silence' && iso ? { until: iso } : {}),
        [verb]: changed.map((r) => ({ id: r.alert.id, name: silence_name(r.alert), ...(s.action === 'silence' && iso ? { until: iso } : {}) })),
        alerts: rows.map(entry),
        ...(end.cancelled ? { cancelled: end.cancelled } : {}),
    };
    const failure = end.failure ?? (end.cancelled ? `cancelled (${end.cancelled})` : undefined);
    return { result: json, changed: wrote || (s.dryRun && changed.length > 0), report, ...(failure ? { failure } : {}) };
}

// EXTERNAL MODULE: ./src/util/ids.ts
var ids = __webpack_require__(84598);
// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/alerts-silence.ts
// alerts.silence / alerts.unsilence: inputs read and checked before any request; the run is
// src/alerts/silence.ts.








/** A silence without `until` or `duration`: an hour, amtool's default. */
const DEFAULT_SILENCE_MS = 3_600_000;
/** The longest silence asked for at once (the deploy windows and maintenance it is for are hours or days). */
const LONGEST_SILENCE_MS = 30 * 86_400_000;
const alertsSilence = { ...meta/* ALERTS_SILENCE */.IY, prepare: (input, env) => prepare(input, env, 'silence') };
const alertsUnsilence = { ...meta/* ALERTS_UNSILENCE */.$W, prepare: (input, env) => prepare(input, env, 'unsilence') };
function prepare(given, { edition, context }, action) {
    const operation = `alerts.${action}`;
    // `concurrency` defaults to 4 here (action.yml): writes, as a sync's.
    const input = given.of(operation);
    const id = input.text('id');
    const selection = {
        ...(id ? { id: (0,ids/* checkId */.i)(id, 'id', edition === 'self-hosted' ? 'object-id' : undefined) } : {}),
        include: input.list('include'),
        exclude: input.list('exclude'),
        tags: input.list('tags'),
        files: [],
    };
    const alertFile = input.text('alert-file');
    const scope = input.text('scope');
    if (scope && !alertFile)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('scope')} only applies with ${(0,input_error/* named */.KT)('alert-file')} (the scope whose alerts are ${action}d).`);
    checkSelection({ ...selection, files: alertFile ? [{ file: alertFile, scope: '' }] : [] }, operation, edition);
    const settings = {
        action,
        selection,
        until: readUntil(input, action, context.clock()),
        dryRun: (0,body/* dryRun */.PA)(input),
        concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
    };
    // The file is read when the run starts, before its first request (the scope its alerts carry).
    return async ({ client, cancel, context }) => {
        const files = await scopesOf(context, alertFile, scope, edition);
        return runSilence(client, { ...settings, selection: { ...selection, files }, clock: context.clock }, cancel);
    };
}
/**
 * silence: `until` (a date-time with a zone) or `duration` (`30m`, `2h`; default 1h), up to 30
 * days ahead. unsilence: `until` alone, optional — only silences that end by then are cleared.
 */
function readUntil(input, action, now) {
    const untilText = input.text('until');
    // alerts.unsilence ends silences now: it takes no duration, and reads none (as it reads no other operation's input).
    const durationText = action === 'silence' ? input.text('duration') : '';
    if (untilText && durationText)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInputs */.hw)('until')} and ${(0,input_error/* named */.KT)('duration')} are exclusive: set one.`);
    if (untilText) {
        const at = parseZonedDateTime(untilText);
        if (at === undefined)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('until')} must be a date and time with a time zone, e.g. \`2026-12-01T18:00:00Z\`; got \`${untilText}\`.`);
        if (action === 'silence' && at <= now)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('until')} (${untilText}) has passed: a silence must end in the future.`);
        if (action === 'silence' && at - now > LONGEST_SILENCE_MS)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('until')} (${untilText}) is more than ${(0,duration/* formatDuration */.a)(LONGEST_SILENCE_MS)} ahead; silence for at most that.`);
        return { at };
    }
    if (action === 'unsilence')
        return undefined;
    if (!durationText)
        return { forMs: DEFAULT_SILENCE_MS };
    const ms = (0,duration/* parseDuration */.E)(durationText);
    if (ms === undefined || ms < 60_000 || ms > LONGEST_SILENCE_MS) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('duration')} must be a duration from 1m to ${(0,duration/* formatDuration */.a)(LONGEST_SILENCE_MS)} (e.g. \`30m\`, \`2h\`); got \`${durationText}\`.`);
    }
    return { forMs: ms };
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
// The refusals every kind shares: what stops a run before its first request (files), and what
// stops it with nothing sent (the plan's guards). Each names the input the way this user writes it.



/** Stops the run when any file holds an error (warnings ride along in the report). */
function failOnProblems(files) {
    const all = files.flatMap((f) => f.yaml.problems);
    if (all.some((p) => p.severity === 'error'))
        throw new _util_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .FileProblemsError */ .x(all);
}
/** `scope` names one scope: with a glob that matches several files it cannot be every file's. */
function oneScopePerFile(scope, input, matched) {
    if (scope && matched > 1) {
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('scope')} is set but ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)(input)} matches ${matched} files; each file needs its own scope (leave ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('scope')} empty, or set \`scope:\` inside each file).`);
    }
}
/** Two files of one run must not own the same objects: a problem at the second file's `scope`. */
function distinctScopes(files) {
    const seen = new Map();
    for (const f of files) {
        const other = seen.get(f.scope);
        if (other)
            f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
        seen.set(f.scope, f.file);
    }
}
/**
 * `prune: true` with a file that declares nothing would delete everything its scope owns — most
 * likely a file emptied by mistake: refused before any request.
 */
function refuseEmptyPrune(prune, files, kind) {
    if (!prune)
        return;
    const empty = files.filter((f) => f.count === 0);
    if (empty.length === 0)
        return;
    throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no ${kind.plural} would delete every ${kind.plural.replace(/s$/, '')} of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`${kind.deleteOperation}\`, or sync without prune.`);
}
/** `max-deletions`: `what` says what is counted ("3 alerts", "3 object(s) (dashboards, …)"). */
function maxDeletionsRefusal(deletions, what, max, namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .actionNamer */ .IY) {
    if (deletions <= max)
        return undefined;
    return (0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The plan deletes ${what}, more than max-deletions (${max}); nothing was sent. Raise ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('max-deletions')} if this is intended.`.render(namer);
}
/**
 * `max-deletions` over the whole plan: every kind's deletions summed into one budget (a dashboard,
 * the tile alerts its delete takes with it, a pruned webhook all count), said as counted: "2
 * alerts" for one thing, "4 object(s) (2 dashboards, 2 alerts)" for several.
 */
function planDeletionsRefusal(deletions, max, namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .actionNamer */ .IY) {
    const counted = deletions.filter((d) => d.count > 0);
    const total = counted.reduce((n, d) => n + d.count, 0);
    const [only] = counted;
    const what = counted.length === 1 && only ? `${only.count} ${only.noun}` : `${total} object(s) (${counted.map((d) => `${d.count} ${d.noun}`).join(', ')})`;
    return maxDeletionsRefusal(total, what, max, namer);
}
/** `expect-plan`: the reviewed fingerprint (short or full) must name this plan. */
function expectPlanRefusal(expected, fullFingerprint) {
    if (!expected || (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .matchesFingerprint */ .GV)(expected, fullFingerprint))
        return undefined;
    return `The live plan (fingerprint ${fullFingerprint.slice(0, 12)}) differs from the reviewed one (expect-plan ${expected}); nothing was sent. Review the new plan and re-approve it.`;
}
/** `fail-on-changes`: the step fails when the plan writes (after applying, unless a dry run). */
function failOnChangesFailure(enabled, writes, applied, opts) {
    if (!enabled || writes === 0)
        return undefined;
    return `fail-on-changes: the server differs from the ${opts.files} (${writes} ${opts.plural(writes)} pending${applied ? ', now applied' : ''}).`;
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


/***/ }),

/***/ 41000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ compileNameFilter)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);


// Key names are labels, not paths: `*` must cross `/` (bash), a leading `.` is an ordinary
// character (dot), and a Windows runner must match like a Linux one (windows: false).
// strictBrackets turns an unbalanced `{`/`[`/`(` into an error instead of a pattern that
// silently matches nothing — a typo in `exclude` must not quietly unprotect a key.
const BASE = { bash: true, dot: true, windows: false, strictBrackets: true };
/**
 * Compiles the name globs once, throwing InputError for a malformed pattern (before any request).
 * `include` empty means every key; `exclude` wins over `include`. `include` is case-sensitive;
 * `exclude` ignores case, so a miscased protection still protects ("when in doubt, keep").
 * A key without a name is treated as the empty name: selected only when `include` is empty
 * or holds `*` / `**`, and excluded only by `*` / `**`.
 */
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


/***/ }),

/***/ 40704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ mapSettled)
/* harmony export */ });
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70370);

/**
 * Runs `fn` over `items` with at most `limit` in flight, keeping input order in the result.
 * Never rejects: each entry is a settled outcome, so one failure does not stop the others.
 */
function mapSettled(items, limit, fn) {
    const slot = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(Math.max(1, limit));
    return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
}


/***/ }),

/***/ 39869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ LocatedYaml)
/* harmony export */ });
/* unused harmony export quickValue */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33243);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31648);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94573);





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
    /** The parsed value; `replace` may swap leaves of it (values substituted), never its paths. */
    current;
    problems = [];
    /** The text and its located document (built on first need), shared by every section of the file (`section`). */
    source;
    constructor(file, text, section) {
        this.file = file;
        if (section) {
            // A section of a file read already: its value, its own problems, the one document to locate them.
            this.source = section.of.source;
            this.current = section.value;
            return;
        }
        this.source = { text, heavy: false };
        const tooLarge = (0,_file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSizeProblem */ .$)(text);
        if (tooLarge) {
            // Refused before parsing: no parser reads 50 MB of YAML on the default heap and says where.
            this.source.text = '';
            this.current = undefined;
            this.problems.push({ file, line: 1, column: 1, message: tooLarge, severity: 'error' });
            return;
        }
        this.source.heavy = nodeEstimate(text) > DOCUMENT_BUDGET;
        const quick = quickValue(text);
        if (quick.ok) {
            this.current = quick.value;
            this.refuseNonFinite();
            return;
        }
        if (this.source.heavy) {
            // Too big for the located document (its cost grows with the nodes, ~1 KB each): js-yaml's
            // own error and position, or a plain refusal for what only `yaml` may judge.
            this.current = undefined;
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
        this.current = value;
        this.refuseNonFinite();
    }
    get value() {
        return this.current;
    }
    /**
     * Puts `value` in place of the parsed value: the same tree with some scalars replaced (the
     * values of `values-file` for their placeholders, src/util/values.ts), so every path still names
     * the node it named in the text and later problems land on the line that was written.
     */
    replace(value) {
        // Not checked for non-finite numbers again: the file's were, and the values file's are refused there.
        this.current = value;
    }
    /**
     * `.inf`, `.nan` and numbers past ±1.8e308 (`1e400`) are YAML numbers no field can mean: a
     * threshold of infinity never fires. Each is a located problem, said as what it is.
     */
    refuseNonFinite() {
        for (const path of nonFinitePaths(this.value, []))
            this.problem(path, 'not a finite number (`.inf`, `.nan` and numbers beyond ±1.8e308 are refused)');
    }
    /** The `yaml` document with node positions, built on first need (once for every section of the file). */
    document() {
        if (!this.source.located) {
            const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
            const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(this.source.text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
            this.source.located = { doc, lines };
        }
        return this.source.located;
    }
    static parse(file, text) {
        return new LocatedYaml(file, text);
    }
    /**
     * A section of this file for the format that reads it (a stack file's `dashboards`, its
     * `alerts`…): the top-level `keys` of the value (all of it when unset), its own problems, and the
     * same document to locate them — a file is parsed once however many kinds read it.
     */
    section(keys) {
        const root = this.value;
        const mapping = typeof root === 'object' && root !== null && !Array.isArray(root);
        const value = keys && mapping ? Object.fromEntries(Object.entries(root).filter(([k]) => keys.includes(k))) : root;
        return new LocatedYaml(this.file, '', { of: this, value });
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
        if (this.source.heavy)
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
        this.problems.push({ file: this.file, line, column, message: this.source.heavy ? `${pathText(path)}: ${message}` : message, severity });
    }
    /** Validates the value with a file format's schema, recording each problem; returns them. */
    validate(compiled, edition) {
        const problems = (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(compiled, this.value, edition);
        const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: this.source.heavy ? `${pathText(p.path)}: ${p.message}` : p.message }));
        located.sort((a, b) => a.line - b.line || a.column - b.column);
        for (const { line, column, message } of located)
            this.problems.push({ file: this.file, line, column, message, severity: 'error' });
        return problems;
    }
    /** Drops every top-level key but `keys` from the value (a section of a larger file, read by its own schema). */
    keepOnly(keys) {
        const root = this.value;
        if (typeof root !== 'object' || root === null || Array.isArray(root))
            return;
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the keys are the file's own, dropped from its parsed copy
        for (const k of Object.keys(root))
            if (!keys.includes(k))
                delete root[k];
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
    for (const key of Object.keys(value))
        if (NOT_A_STRING.test(key) || !stringKeysOnly(value[key]))
            return false;
    return true;
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
    // One path, extended and restored on the way down, copied only for a finding (not per value).
    if (out.length >= 20)
        return out;
    if (typeof value === 'number' && !Number.isFinite(value))
        out.push([...path]);
    else if (Array.isArray(value))
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            nonFinitePaths(value[i], path, out);
            path.pop();
        }
    else if (typeof value === 'object' && value !== null)
        for (const k of Object.keys(value)) {
            path.push(k);
            nonFinitePaths(value[k], path, out);
            path.pop();
        }
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


/***/ }),

/***/ 70370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
