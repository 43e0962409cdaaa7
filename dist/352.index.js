export const id = 352;
export const ids = [352];
export const modules = {

/***/ 5432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eZ: () => (/* reexport */ replay),
  DW: () => (/* reexport */ ticksBetween),
  Nf: () => (/* reexport */ windowStart)
});

// UNUSED EXPORTS: effectiveStartAt, exceeds, expectedBuckets, windowMs

;// CONCATENATED MODULE: ./src/alert-engine/schedule.ts
// When the server's engine evaluates an alert and which time range it reads (upstream checkAlerts:
// getScheduledWindowStart, getAlertEvaluationDateRange, calcAlertDateRange; common-utils
// timeBucketByGranularity for the buckets it expects back).
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The window in ms. */
function windowMs(rule) {
    return rule.intervalMinutes * MINUTE_MS;
}
/**
 * The offset the engine actually applies: absent, non-finite or negative → 0, fractions dropped, and an
 * offset of a whole window or more wraps modulo the window (the server logs a warning and carries on).
 */
function effectiveOffsetMinutes(rule) {
    const offset = rule.scheduleOffsetMinutes;
    if (offset == null || !Number.isFinite(offset))
        return 0;
    const whole = Math.max(0, Math.floor(offset));
    return whole < rule.intervalMinutes ? whole : whole % rule.intervalMinutes;
}
/** The anchor the engine honours: an invalid date is ignored (the server logs and falls back to the offset grid). */
function effectiveStartAt(rule) {
    const at = rule.scheduleStartAt;
    return at != null && Number.isFinite(at) ? at : undefined;
}
/**
 * The scheduled window start for a run at `now` (epoch ms): the stamp of that run's histories. With an
 * anchor, whole windows counted from it (the offset is then ignored: the anchor wins); otherwise the
 * epoch-aligned grid shifted by the offset.
 */
function windowStart(rule, now) {
    const w = windowMs(rule);
    const startAt = effectiveStartAt(rule);
    if (startAt != null)
        return startAt + Math.floor(Math.max(0, now - startAt) / w) * w;
    const offset = effectiveOffsetMinutes(rule) * MINUTE_MS;
    return Math.floor((now - offset) / w) * w + offset;
}
/**
 * Where the bucket holding `t` starts, as the engine computes the buckets it expects: common-utils rounds
 * "N minute" granularities within the UTC hour (minutes floored to a multiple of N). For the intervals
 * alerts allow, that is the epoch grid up to 1h; for 6h, 12h and 1d it is the start of the UTC hour, so a
 * grid shifted off the hour expects buckets the data (bucketed on the epoch grid) never carries — an
 * upstream quirk we keep, because the server's decisions follow it.
 */
function bucketStartOf(rule, t) {
    const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
    const minutes = Math.floor((t - hour) / MINUTE_MS);
    return hour + Math.floor(minutes / rule.intervalMinutes) * rule.intervalMinutes * MINUTE_MS;
}
/** The bucket starts the engine expects for a query over [from, to): from the bucket holding `from`, one per window, while before `to`. */
function expectedBuckets(rule, from, to) {
    const w = windowMs(rule);
    const starts = [];
    for (let start = bucketStartOf(rule, from); start < to; start += w)
        starts.push(start);
    return starts;
}
/**
 * The evaluation stamped `at` in steady state (the previous one ran a window earlier): it reads from the
 * previous stamp — never before the anchor — to `at`. Undefined when that range is empty (the server skips:
 * the anchored window has not fully elapsed).
 */
function tickPlan(rule, at) {
    const startAt = effectiveStartAt(rule);
    if (startAt != null && at < startAt)
        return undefined;
    const from = Math.max(at - windowMs(rule), startAt ?? -Infinity);
    if (from >= at)
        return undefined;
    const w = windowMs(rule);
    const buckets = expectedBuckets(rule, from, at);
    const spans = buckets.map((start) => [Math.max(start, from), Math.min(start + w, at)]);
    return { at, range: [from, at], buckets, spans };
}
/**
 * The engine's evaluations, in steady state (one per window), whose range lies inside [from, to), oldest
 * first. With an anchor, the first is one window after it (the anchored window must elapse first).
 */
function ticksBetween(rule, from, to) {
    const w = windowMs(rule);
    const startAt = effectiveStartAt(rule);
    const origin = startAt ?? effectiveOffsetMinutes(rule) * MINUTE_MS;
    // The first grid stamp whose range [at − w, at) starts at or after `from`.
    let at = origin + Math.ceil((from + w - origin) / w) * w;
    if (startAt != null)
        at = Math.max(at, startAt + w);
    const plans = [];
    for (; at <= to; at += w) {
        const plan = tickPlan(rule, at);
        if (plan)
            plans.push(plan);
    }
    return plans;
}

;// CONCATENATED MODULE: ./src/alert-engine/threshold.ts
/**
 * Does `value` breach the rule's threshold, as the server's engine compares (upstream checkAlerts
 * doesExceedThreshold)? The edges are the engine's, not the names' plain reading: `above` fires at
 * equality (>=) while `above_exclusive` does not; `below` is strict (<) while `below_or_equal` is not;
 * `between` includes both ends and `not_between` excludes them; `equal`/`not_equal` compare exactly.
 */
function exceeds(rule, value) {
    const { threshold, thresholdType, thresholdMax } = rule;
    switch (thresholdType) {
        case 'above':
            return value >= threshold;
        case 'above_exclusive':
            return value > threshold;
        case 'below':
            return value < threshold;
        case 'below_or_equal':
            return value <= threshold;
        case 'equal':
            return value === threshold;
        case 'not_equal':
            return value !== threshold;
        case 'between':
        case 'not_between':
            // The server refuses to evaluate a range without its upper end (the evaluation errors, no state is
            // recorded); we say so rather than guess a bound.
            if (thresholdMax == null)
                throw new Error(`thresholdMax is required for threshold type "${thresholdType}"`);
            return thresholdType === 'between' ? value >= threshold && value <= thresholdMax : value < threshold || value > thresholdMax;
    }
}

;// CONCATENATED MODULE: ./src/alert-engine/replay.ts


// The engine's state machine (upstream checkAlerts processAlert, time-series path) replayed over ticks we
// hand it. Steady state: every evaluation succeeds and records its histories stamped `at`; the next run
// reads the latest history per group (the server's "previous map") and, for numConsecutiveWindows, the
// histories of the windows just before.
/** The server's previous-map lookback: histories older than this are forgotten. */
const PREVIOUS_LOOKBACK_MS = 7 * 24 * 3_600_000;
const isActive = (state) => state === 'ALERT' || state === 'PENDING';
/**
 * Replays `ticks`: a list in any order (the server evaluates in time order, so it is sorted), or any
 * other iterable already in time order (taken one tick at a time, never all held).
 */
function replay(rule, ticks, options = {}) {
    const w = windowMs(rule);
    const needed = rule.numConsecutiveWindows ?? 1;
    const latest = new Map();
    const past = new Map();
    const decisions = [];
    const decide = options.onDecision ?? ((d) => void decisions.push(d));
    const byGroup = new Map();
    let breachingTicks = 0;
    let evaluated = 0;
    let lastAt = Number.NaN;
    // The evaluation being replayed; the helpers below read it (made once, not per evaluation: a week is 2,015).
    let at = 0;
    let oldest = 0;
    const drafts = new Map();
    // The previous map as this run reads it: the latest history per group, within the lookback (every history
    // recorded so far is older than this evaluation). (Upstream's map holds every alert of the deployment, and
    // two of its uses — the empty-bucket guard and the missing-groups step — do not filter by alert; we can
    // know only this alert's own histories. That only changes whether a grouped alert records an OK '' history
    // in some empty windows, never a state, a page or a firing.)
    const previous = (group) => {
        const h = latest.get(group);
        return h && h.at > oldest ? h : undefined;
    };
    // Fire only when the M−1 windows just before this one were all breaching (ALERT or PENDING) for the
    // group, and all of them were evaluated: a missing window breaks the run.
    const consecutive = (group) => {
        if (needed <= 1)
            return true;
        const earliest = at - (needed - 1) * w;
        const own = past.get(group) ?? [];
        // Histories are kept in stamp order: walk back from the newest, within the lookback.
        let found = 0;
        for (let i = own.length - 1; i >= 0 && found < needed - 1; i--) {
            const h = own[i];
            if (!h || h.at < earliest)
                break;
            if (!isActive(h.state))
                return false;
            found += 1;
        }
        return found === needed - 1;
    };
    const draft = (group) => {
        let d = drafts.get(group);
        if (!d) {
            d = { state: 'OK', fired: undefined, lastValue: null, breaching: false, hitAlert: false };
            drafts.set(group, d);
        }
        return d;
    };
    const breach = (group, d) => {
        d.breaching = true;
        if (consecutive(group)) {
            d.state = 'ALERT';
            d.fired = true;
            d.hitAlert = true;
        }
        else {
            d.state = 'PENDING';
            // A page already sent stays "sent" until resolved, so the later OK still resolves it.
            d.fired = previous(group)?.fired === true;
        }
    };
    const worst = new Map();
    // The server evaluates in time order; a caller's order does not change that.
    const ordered = Array.isArray(ticks) ? [...ticks].sort((a, b) => a.at - b.at) : ticks;
    for (const tick of ordered) {
        if (tick.at < lastAt)
            throw new Error('replay: ticks must come in time order');
        // A second run in a window already recorded is skipped by the server (it evaluates once per window).
        // Every evaluation records at least one history, stamped with its tick: so a window is recorded
        // exactly when the last evaluation had the same stamp.
        if (tick.at === lastAt)
            continue;
        lastAt = tick.at;
        evaluated += 1;
        at = tick.at;
        oldest = tick.at - PREVIOUS_LOOKBACK_MS;
        drafts.clear();
        let anyActive = false;
        for (const h of latest.values())
            if (h.at > oldest && isActive(h.state))
                anyActive = true;
        for (const bucket of tick.buckets) {
            if (bucket.rows.length === 0) {
                // No rows: the engine judges the value 0, always under the ungrouped key ''. When 0 does not breach,
                // a grouped alert with an active group records nothing here (the missing-groups step resolves it).
                if (exceeds(rule, 0)) {
                    const d = draft('');
                    d.lastValue = 0;
                    breach('', d);
                }
                else if (!rule.grouped || !anyActive) {
                    draft('').lastValue = 0;
                }
                continue;
            }
            // Worst row per group: a later non-breaching row never overrides a breaching one. Rows without a
            // value are gaps, not zeros (a bucket of only such rows records nothing).
            worst.clear();
            for (const row of bucket.rows) {
                if (row.value == null)
                    continue;
                const group = rule.grouped ? row.group : '';
                const breached = exceeds(rule, row.value);
                const seen = worst.get(group);
                if (!seen || !seen.breached || breached)
                    worst.set(group, { value: row.value, breached });
            }
            for (const [group, { value, breached }] of worst) {
                const d = draft(group);
                if (breached)
                    breach(group, d);
                else
                    d.state = 'OK';
                d.lastValue = value;
            }
        }
        // A grouped alert's group that was ALERT/PENDING and is absent now resolves — unless 0 itself breaches.
        if (rule.grouped) {
            for (const [group, h] of latest) {
                if (h.at > oldest && isActive(h.state) && !drafts.has(group) && !exceeds(rule, 0))
                    draft(group).lastValue = 0;
            }
        }
        // Nothing at all to record: the engine still stamps one OK history, so the window counts as evaluated.
        if (drafts.size === 0)
            draft('');
        let tickBreached = false;
        for (const group of drafts.size === 1 ? drafts.keys() : [...drafts.keys()].sort(byName)) {
            const d = drafts.get(group);
            if (!d)
                continue;
            const before = previous(group);
            // Breached then resolved within one run still resolves: a page sent this run counts as the previous state.
            const resolvedFrom = d.hitAlert ? { state: 'ALERT', fired: true } : before;
            const resolved = isActive(resolvedFrom?.state) && resolvedFrom?.fired !== false && d.state === 'OK';
            const decision = {
                at: tick.at,
                group,
                value: d.lastValue,
                breaching: d.breaching,
                state: d.state,
                notified: d.hitAlert,
                fired: d.hitAlert && before?.state !== 'ALERT',
                resolved,
            };
            count(byGroup, decision);
            decide(decision);
            tickBreached ||= d.breaching;
            const record = { at: tick.at, state: d.state, fired: d.fired };
            latest.set(group, record);
            // Only the last M−1 histories can ever be read back by the lookback (none, for one window).
            if (needed > 1) {
                const list = past.get(group) ?? [];
                list.push(record);
                if (list.length > needed - 1)
                    list.shift();
                past.set(group, list);
            }
        }
        if (tickBreached)
            breachingTicks += 1;
    }
    // Busiest first (most firings, then most breaching windows, then by name).
    const groups = [...byGroup.values()].sort((a, b) => b.firings - a.firings || b.breaching - a.breaching || byName(a.group, b.group));
    return {
        windows: evaluated,
        breaching: breachingTicks,
        firings: groups.reduce((sum, g) => sum + g.firings, 0),
        notifications: groups.reduce((sum, g) => sum + g.notifications, 0),
        resolves: groups.reduce((sum, g) => sum + g.resolves, 0),
        groups,
        decisions,
    };
}
function byName(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Adds a decision to its group's counts. */
function count(byGroup, d) {
    let g = byGroup.get(d.group);
    if (!g)
        byGroup.set(d.group, (g = { group: d.group, windows: 0, breaching: 0, firings: 0, notifications: 0, resolves: 0 }));
    g.windows += 1;
    if (d.breaching)
        g.breaching += 1;
    if (d.fired)
        g.firings += 1;
    if (d.notified)
        g.notifications += 1;
    if (d.resolved)
        g.resolves += 1;
}

;// CONCATENATED MODULE: ./src/alert-engine/index.ts
// The alert engine's public face: the threshold comparison, the schedule, and the replay.






/***/ }),

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ parseAlertFile),
/* harmony export */   f: () => (/* binding */ readAlertFile)
/* harmony export */ });
/* harmony import */ var _generated_alert_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9362);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4031);
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9869);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(326);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2329);





const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Parses an alert file: YAML, then the schema (schemas/alert-file.schema.json), then what a schema
 * cannot check: fields merged from `defaults` (required ones, pairs that exclude each other, the
 * schedule against the interval), unique names, and the message with the ownership marker of this
 * scope. Every problem lands in `yaml.problems` with its location.
 */
function parseAlertFile(file, text, opts) {
    return readAlertFile(_util_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .LocatedYaml */ .O.parse(file, text), opts);
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
    const schemaProblems = yaml.validate(_generated_alert_file_js__WEBPACK_IMPORTED_MODULE_0__/* .alertFile */ .t, opts.edition ?? 'self-hosted');
    const root = yaml.value;
    if (!isObject(root))
        return result;
    for (const w of (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .invisibleStrings */ .CL)(root))
        yaml.problem(w.path, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .invisibleWarning */ .a2)(w.chars), 'warning');
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
    const overridden = new Set(_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_GROUPS */ .tS.filter((group) => group.some((k) => k in entry)).flat());
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
    else if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isRangeThreshold */ .tU)(thresholdType)) {
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
    if (scheduleOffsetMinutes !== undefined && interval !== undefined && scheduleOffsetMinutes >= (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .intervalMinutes */ .XV)(interval)) {
        problem(at('scheduleOffsetMinutes'), `\`scheduleOffsetMinutes\` must be less than the interval (${(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .intervalMinutes */ .XV)(interval)} minutes)`);
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
        const room = _fields_js__WEBPACK_IMPORTED_MODULE_2__/* .MESSAGE_LIMIT */ .Gy - (0,_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .markerFor */ ._Z)(scope).length;
        if ((0,_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsMarker */ .Ux)(message))
            problem(at('message'), '`message` must not contain the ownership marker; the action adds it');
        else if (message.length > room) {
            problem(at('message'), `\`message\` is ${message.length} characters; with the ownership marker (${_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .MESSAGE_LIMIT */ .Gy - room} characters, which the server counts) the limit is ${room}`);
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


/***/ }),

/***/ 1685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ruleOf)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(326);

/**
 * The rule the engine reads from an alert definition (backtests and `alerts.test` both): a bound the
 * type does not use is left out, and a start that is not a date is ignored, as the server ignores it.
 */
function ruleOf(def, grouped) {
    const startAt = def.scheduleStartAt ? Date.parse(def.scheduleStartAt) : undefined;
    return {
        threshold: def.threshold,
        thresholdType: def.thresholdType,
        ...((0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRangeThreshold */ .tU)(def.thresholdType) && def.thresholdMax != null ? { thresholdMax: def.thresholdMax } : {}),
        intervalMinutes: (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .intervalMinutes */ .XV)(def.interval),
        ...(def.numConsecutiveWindows != null ? { numConsecutiveWindows: def.numConsecutiveWindows } : {}),
        ...(def.scheduleOffsetMinutes ? { scheduleOffsetMinutes: def.scheduleOffsetMinutes } : {}),
        ...(startAt !== undefined && Number.isFinite(startAt) ? { scheduleStartAt: startAt } : {}),
        grouped,
    };
}


/***/ })

};
