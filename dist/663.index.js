export const id = 663;
export const ids = [663];
export const modules = {

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
function checkSelection(s, operation, edition) {
    if (!s.id && s.include.length === 0 && s.tags.length === 0 && s.files.length === 0) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation} needs the alerts it is for: ${(0,input_error/* named */.KT)('alert-file')} (the alerts that file manages), ${(0,input_error/* named */.KT)('include')} (names or globs), ${(0,input_error/* named */.KT)('tags')} or ${(0,input_error/* named */.KT)('id')}; several narrow each other.`);
    }
    if (s.tags.length > 0 && edition === 'managed')
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('tags')}: alerts on the managed edition carry no tags; select them by ${(0,input_error/* named */.KT)('include')} or ${(0,input_error/* named */.KT)('alert-file')}.`);
    (0,name_filter/* compileNameFilter */.l)([...s.include], [...s.exclude]);
}
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
    const lacks = (0,features/* refusal */.x5)('alertSilences', await client.server());
    if (lacks)
        throw new input_error/* InputError */.dz(`${operation}: ${lacks}. Nothing was sent; silence these alerts in the UI instead.`);
    const now = s.clock();
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
        if (before !== undefined && before >= target)
            return { ...row, step: 'keep', detail: `already silenced until ${formatUtc(before)}, not shortened` };
        return { ...row, step: 'silence', detail: before === undefined ? '' : `extends a silence ending ${formatUtc(before)}` };
    }
    if (before === undefined)
        return { ...row, step: 'skip', outcome: 'skipped', detail: 'not silenced' };
    if (until !== undefined && before > until)
        return { ...row, step: 'keep', detail: `silenced until ${formatUtc(before)}, after \`until\`: kept` };
    return { ...row, step: 'unsilence', detail: `was silenced until ${formatUtc(before)}` };
}
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
async function whyFailed(client, alert, e) {
    const text = e instanceof Error ? e.message : String(e);
    if (!(e instanceof errors/* ApiError */.hD) || e.status !== 404)
        return text;
    const exists = await client.getAlert(alert.id).then(() => true, () => false);
    return exists ? (0,features/* routeMissing */.C3)('alertSilences', await client.server()) : `the alert is gone (${text})`;
}
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








const DEFAULT_SILENCE_MS = 3_600_000;
const LONGEST_SILENCE_MS = 30 * 86_400_000;
const alertsSilence = { ...meta/* ALERTS_SILENCE */.IY, prepare: (input, env) => prepare(input, env, 'silence') };
const alertsUnsilence = { ...meta/* ALERTS_UNSILENCE */.$W, prepare: (input, env) => prepare(input, env, 'unsilence') };
function prepare(given, { edition, context }, action) {
    const operation = `alerts.${action}`;
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
    return async ({ client, cancel, context }) => {
        const files = await scopesOf(context, alertFile, scope, edition);
        return runSilence(client, { ...settings, selection: { ...selection, files }, clock: context.clock }, cancel);
    };
}
function readUntil(input, action, now) {
    const untilText = input.text('until');
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


/***/ }),

/***/ 40704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ mapSettled)
/* harmony export */ });
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70370);

function mapSettled(items, limit, fn) {
    const slot = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(Math.max(1, limit));
    return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
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
