export const id = 408;
export const ids = [408];
export const modules = {

/***/ 76716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   h2: () => (/* binding */ readDate),
/* harmony export */   sO: () => (/* binding */ DAY_MS)
/* harmony export */ });
/* unused harmony export days */
/* harmony import */ var _in_use_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54343);
/* harmony import */ var _util_name_filter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41000);


const DAY_MS = 86_400_000;
function decide(keys, policy, now) {
    const filter = (0,_util_name_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .compileNameFilter */ .l)(policy.include, policy.exclude);
    const limitMs = policy.staleAfterDays * DAY_MS;
    const decisions = keys.map((key) => {
        const dates = { usedAt: readDate(key.usedAt), createdAt: readDate(key.createdAt), expireAt: readDate(key.expireAt) };
        const used = known(dates.usedAt);
        const created = known(dates.createdAt);
        const expires = known(dates.expireAt);
        const lastActivity = used === undefined && created === undefined ? undefined : Math.max(used ?? -Infinity, created ?? -Infinity);
        const keep = (action, code, reason) => ({
            key,
            action,
            code,
            reason,
            lastActivity,
        });
        const inUse = (0,_in_use_js__WEBPACK_IMPORTED_MODULE_0__/* .mightBeInUse */ .rv)(key, policy.keyIdInUse);
        if (inUse === 'suffix-match')
            return keep('protect', 'in-use', `in use: its suffix …${key.keySuffix} is the end of key-id`);
        if (inUse === 'no-suffix')
            return keep('keep', 'no-suffix', 'kept — cannot tell whether it is the key in use (no keySuffix)');
        if (!key.id)
            return keep('keep', 'no-id', 'the list gave no id to act on');
        const match = filter(key.name);
        if (!match.selected) {
            return match.reason === 'excluded'
                ? keep('keep', 'excluded', `excluded by "${match.pattern}"`)
                : keep('keep', 'not-included', 'name matches no include pattern');
        }
        if (policy.mode === 'disable' && key.state === 'disabled') {
            return keep('keep', 'already-disabled', 'already disabled');
        }
        const unreadable = Object.entries(dates).find(([, d]) => d === 'unreadable');
        if (unreadable)
            return keep('keep', 'unreadable-date', `unreadable ${unreadable[0]} date`);
        if (lastActivity === undefined)
            return keep('keep', 'unknown-age', 'age unknown: no created or last-used date');
        const ageText = used !== undefined ? `last used ${days(now - used)} ago` : `never used, created ${days(now - lastActivity)} ago`;
        if (expires !== undefined && expires < now) {
            return { key, action: 'remove', code: 'expired', reason: `expired ${days(now - expires)} ago`, lastActivity };
        }
        if (now - lastActivity > limitMs) {
            return {
                key,
                action: 'remove',
                code: used !== undefined ? 'unused' : 'never-used',
                reason: `${ageText} (over ${policy.staleAfterDays} days)`,
                lastActivity,
            };
        }
        return keep('keep', 'fresh', `${ageText} (within ${policy.staleAfterDays} days)`);
    });
    return decisions.sort(byRemovalOrder);
}
function byRemovalOrder(a, b) {
    const ta = a.lastActivity ?? Infinity;
    const tb = b.lastActivity ?? Infinity;
    if (ta !== tb)
        return ta < tb ? -1 : 1;
    return compareText(a.key.name, b.key.name) || compareText(a.key.id, b.key.id);
}
function compareText(a, b) {
    const x = a ?? '';
    const y = b ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
}
function known(d) {
    return typeof d === 'number' ? d : undefined;
}
function readDate(value) {
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value !== 'string')
        return 'unreadable';
    const t = Date.parse(value);
    return Number.isNaN(t) ? 'unreadable' : t;
}
function days(ms) {
    const n = Math.max(0, Math.floor(ms / DAY_MS));
    return `${n} ${n === 1 ? 'day' : 'days'}`;
}


/***/ }),

/***/ 21408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keysPrune: () => (/* binding */ keysPrune)
});

// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(41000);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/keys/in-use.ts
var in_use = __webpack_require__(54343);
// EXTERNAL MODULE: ./src/keys/policy.ts
var keys_policy = __webpack_require__(76716);
;// CONCATENATED MODULE: ./src/keys/report.ts

const KEY_COLUMNS = ['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'Decision', 'Reason'];
function keyCells(row, now) {
    const k = row.decision.key;
    return [
        k.name || '(unnamed)',
        suffix(k),
        k.state ?? '—',
        dateCell(k.createdAt, now, 'never-known'),
        dateCell(k.usedAt, now, 'never'),
        expiresCell(k.expireAt, now),
        row.outcome,
        row.reason,
    ];
}
function suffix(k) {
    return k.keySuffix ? `…${k.keySuffix}` : '—';
}
function dateCell(value, now, absent) {
    const t = (0,keys_policy/* readDate */.h2)(value);
    if (t === undefined)
        return absent === 'never' ? 'never' : '—';
    if (t === 'unreadable')
        return `unreadable (${String(value)})`;
    return `${day(t)} (${ageDays(now - t)}d ago)`;
}
function expiresCell(value, now) {
    const t = (0,keys_policy/* readDate */.h2)(value);
    if (t === undefined)
        return 'never';
    if (t === 'unreadable')
        return `unreadable (${String(value)})`;
    return t < now ? `${day(t)} (expired ${ageDays(now - t)}d ago)` : `${day(t)} (in ${ageDays(t - now)}d)`;
}
function day(t) {
    return new Date(t).toISOString().slice(0, 10);
}
function ageDays(ms) {
    return Math.max(0, Math.floor(ms / keys_policy/* DAY_MS */.sO));
}
function buildKeysReport(input) {
    const counts = {};
    for (const r of input.rows)
        counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
    return {
        title: `Key hygiene (${input.mode}${input.dryRun ? ', dry run' : ''})`,
        outcome: input.outcome,
        headline: input.headline,
        counts,
        table: { columns: KEY_COLUMNS, rows: input.rows.map((r) => keyCells(r, input.now)) },
        notes: input.notes,
    };
}

;// CONCATENATED MODULE: ./src/keys/prune.ts





async function pruneKeys(org, settings) {
    const { policy, maxDeletions } = settings;
    const keyId = policy.keyIdInUse;
    const keys = await org.listKeys();
    const now = Date.now();
    const decisions = (0,keys_policy/* decide */.LD)(keys, policy, now);
    const removals = decisions.filter((d) => d.action === 'remove');
    const capExceeded = removals.length > maxDeletions;
    const verb = policy.mode === 'delete' ? 'delete' : 'disable';
    const done = policy.mode === 'delete' ? 'deleted' : 'disabled';
    const all = decisions.map((d) => ({
        decision: d,
        outcome: d.action === 'protect' ? 'protected' : 'kept',
        reason: d.reason,
    }));
    const toRemove = all.filter((r) => r.decision.action === 'remove');
    for (const row of toRemove) {
        if (capExceeded)
            row.reason = `${row.reason}; held back: cap exceeded`;
        else if (settings.dryRun)
            row.outcome = `would ${verb}`;
    }
    const refused = capExceeded || settings.dryRun ? undefined : await removeEach(org, settings, toRemove);
    const count = (o) => all.filter((r) => r.outcome === o).length;
    const failed = all.filter((r) => r.outcome === 'failed');
    const removed = count(done);
    const rest = `${count('protected')} protected, ${count('kept')} kept`;
    const { headline, failure } = verdictOf({ keys, settings, removals: removals.length, capExceeded, failed, removed, rest, refused });
    const inUse = inUseNote(keys, keyId);
    const notes = policyNotes(settings, inUse.text);
    return {
        result: {
            operation: 'keys.prune',
            mode: policy.mode,
            dryRun: settings.dryRun,
            staleAfterDays: policy.staleAfterDays,
            maxDeletions,
            capExceeded,
            deleted: removed,
            failed: failed.length,
            keys: all.map((r) => ({
                id: r.decision.key.id,
                name: r.decision.key.name,
                keySuffix: r.decision.key.keySuffix,
                state: r.decision.key.state,
                createdAt: r.decision.key.createdAt,
                usedAt: r.decision.key.usedAt ?? null,
                expireAt: r.decision.key.expireAt ?? null,
                decision: r.outcome,
                code: r.decision.code,
                reason: r.reason,
            })),
        },
        changed: removed > 0 || all.some((r) => r.outcome.startsWith('would ')),
        report: buildKeysReport({
            rows: all,
            now,
            mode: policy.mode,
            dryRun: settings.dryRun,
            outcome: failure ? 'failure' : inUse.warning ? 'warning' : 'success',
            headline,
            notes,
        }),
        outputs: { deleted: String(removed) },
        failure,
    };
}
async function removeEach(org, settings, toRemove) {
    const { policy } = settings;
    const keyId = policy.keyIdInUse;
    const verb = policy.mode === 'delete' ? 'delete' : 'disable';
    const done = policy.mode === 'delete' ? 'deleted' : 'disabled';
    let refused;
    for (const row of toRemove) {
        const d = row.decision;
        if (refused) {
            row.reason = `${d.reason}; not attempted: the API refused the credential (${refused.status})`;
            continue;
        }
        try {
            (0,in_use/* refuseIfMightBeInUse */.ib)(d.key, keyId, verb);
            if (policy.mode === 'delete')
                await org.deleteKey(d.key.id);
            else
                await org.updateKey(d.key.id, { state: 'disabled' });
            row.outcome = done;
        }
        catch (e) {
            if (policy.mode === 'delete' && e instanceof errors/* ApiError */.hD && e.status === 404) {
                row.outcome = done;
                row.reason = `${d.reason}; already gone`;
                continue;
            }
            row.outcome = 'failed';
            row.reason = `${d.reason}; ${verb} failed: ${describe(e)}`;
            if (e instanceof errors/* ApiError */.hD && (e.status === 401 || e.status === 403))
                refused = e;
        }
    }
    return refused;
}
function verdictOf(t) {
    const { keys, settings, removals, capExceeded, failed, removed, rest, refused } = t;
    const { policy, maxDeletions } = settings;
    const inUserWords = (text) => text.render(settings.nameInput ?? input_error/* actionNamer */.IY);
    const keyId = policy.keyIdInUse;
    const verb = policy.mode === 'delete' ? 'delete' : 'disable';
    const done = policy.mode === 'delete' ? 'deleted' : 'disabled';
    const noSuffixAnywhere = keys.length > 0 && keys.every((k) => (0,in_use/* mightBeInUse */.rv)(k, keyId) === 'no-suffix');
    let headline;
    let failure;
    if (noSuffixAnywhere) {
        headline = `No listed key carries a keySuffix, so none can be told apart from the key in use: nothing ${settings.dryRun ? 'would be' : 'was'} ${verb}d.`;
        failure =
            `${headline} The API answered keys without the optional \`keySuffix\` field (the last 4 characters of each key id), ` +
                inUserWords((0,input_error/* msg */.ab) `which keys.prune needs to recognise the key this workflow runs with. Delete stale keys by hand in the Cloud console, or with \`keys.delete\` and an explicit ${(0,input_error/* named */.KT)('id')}.`);
    }
    else if (capExceeded) {
        headline = `${removals} keys are stale, more than max-deletions (${maxDeletions}): nothing ${settings.dryRun ? 'would be' : 'was'} ${verb}d.`;
        failure =
            `${removals} keys would be ${verb}d, more than max-deletions (${maxDeletions}); nothing was ${verb}d. ` +
                inUserWords((0,input_error/* msg */.ab) `Review the report, then raise ${(0,input_error/* named */.KT)('max-deletions')} or narrow ${(0,input_error/* named */.KT)('include')} / ${(0,input_error/* named */.KT)('exclude')} / ${(0,input_error/* named */.KT)('stale-after-days')}.`);
    }
    else if (settings.dryRun) {
        headline = `Dry run: would ${verb} ${plural(removals, 'stale key')}; ${rest}. Nothing was sent.`;
    }
    else if (failed.length > 0) {
        headline = `${capital(done)} ${removed} of ${plural(removals, 'stale key')}; ${failed.length} failed; ${rest}.`;
        failure =
            `Could not ${verb} ${plural(failed.length, 'key')}: ` +
                failed.map((r) => `${r.decision.key.name || '(unnamed)'} (${suffix(r.decision.key)})`).join(', ') +
                (refused
                    ? `. The API refused the credential (${refused.status} ${refused.serverMessage || '(empty body)'}); the other keys were not attempted.` +
                        (refused.hintText ? ` ${inUserWords(refused.hintText)}` : '')
                    : '. See the report for each error.');
    }
    else if (removals === 0) {
        headline = `No stale keys; ${rest}.`;
    }
    else {
        headline = `${capital(done)} ${plural(removed, 'stale key')}; ${rest}.`;
    }
    return { headline, failure };
}
function policyNotes(settings, inUse) {
    const { policy, maxDeletions } = settings;
    const notes = [
        `Policy: stale after ${policy.staleAfterDays} days without use (never-used keys by creation date; expired keys are stale); ` +
            `include ${policy.include.length ? policy.include.map((p) => `"${p}"`).join(', ') : 'all'}; ` +
            `exclude ${policy.exclude.length ? policy.exclude.map((p) => `"${p}"`).join(', ') : 'none'}; ` +
            `max-deletions ${maxDeletions}; mode ${policy.mode}.`,
    ];
    notes.push(inUse);
    if (policy.mode === 'disable') {
        notes.push('Disabled keys stop authenticating at once and can be re-enabled in the console; delete them in a later run with `mode: delete`.');
    }
    return notes;
}
function inUseNote(keys, keyId) {
    const mine = keys.filter((k) => (0,in_use/* mightBeInUse */.rv)(k, keyId) === 'suffix-match');
    const unknown = keys.filter((k) => (0,in_use/* mightBeInUse */.rv)(k, keyId) === 'no-suffix').length;
    const tail = `…${keyId.slice(-4)}`;
    const kept = unknown > 0 ? ` ${unknown} key(s) without keySuffix kept: they cannot be told apart from the key in use.` : '';
    if (unknown > 0 && unknown === keys.length)
        return { text: `None of the ${unknown} listed keys carries a keySuffix: all are kept.`, warning: true };
    if (mine.length === 0) {
        const text = `Warning: no listed key has the suffix of key-id (${tail}); check that the credentials belong to this organization.${kept}`;
        return { text, warning: true };
    }
    const names = mine.map((k) => k.name || '(unnamed)').join(', ');
    const text = mine.length === 1
        ? `Key in use: ${tail} (${names}), protected.${kept}`
        : `Key in use: ${tail}; ${mine.length} keys share that suffix (${names}) and all are protected.${kept}`;
    return { text, warning: unknown > 0 };
}
function describe(e) {
    if (e instanceof errors/* ApiError */.hD)
        return `${e.status} ${e.serverMessage || '(empty body)'}`;
    if (e instanceof errors/* TransportError */.wX && e.outcomeUnknown)
        return `${e.message} (outcome unknown: check the key list)`;
    return e instanceof Error ? e.message : String(e);
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/operations/capabilities.ts
var capabilities = __webpack_require__(31698);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/keys-prune.ts






const keysPrune = {
    ...meta/* KEYS_PRUNE */.wW,
    prepare(input) {
        const settings = readPruneInputs(input);
        return async ({ client, connection, context }) => {
            if (connection.keyId.length < 4)
                throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('key-id')} is required for keys.prune (it identifies the key in use).`);
            return pruneKeys((0,capabilities/* organization */.k)(client), { ...settings, nameInput: context.nameInput, policy: { ...settings.policy, keyIdInUse: connection.keyId } });
        };
    },
};
function readPruneInputs(given) {
    const input = given.of(meta/* KEYS_PRUNE */.wW.name);
    const policy = {
        staleAfterDays: input.number('stale-after-days', { min: 0 }),
        include: input.list('include'),
        exclude: input.list('exclude'),
        mode: input.oneOf('mode', ['delete', 'disable']),
    };
    (0,name_filter/* compileNameFilter */.l)(policy.include, policy.exclude);
    return { policy, maxDeletions: input.number('max-deletions', { min: 0, integer: true }), dryRun: (0,body/* dryRun */.PA)(input) };
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


/***/ })

};
