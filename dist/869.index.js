export const id = 869;
export const ids = [869];
export const modules = {

/***/ 65432:
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
function replay(rule, ticks) {
    const w = windowMs(rule);
    const needed = rule.numConsecutiveWindows ?? 1;
    const latest = new Map();
    const past = new Map();
    const decisions = [];
    let breachingTicks = 0;
    let evaluated = 0;
    // The server evaluates in time order; a caller's order does not change that.
    const ordered = [...ticks].sort((a, b) => a.at - b.at);
    for (const tick of ordered) {
        // A second run in a window already recorded is skipped by the server (it evaluates once per window).
        if ([...latest.values()].some((h) => h.at === tick.at))
            continue;
        evaluated += 1;
        // The previous map as this run reads it: the latest history per group, within the lookback. (Upstream's map
        // holds every alert of the deployment, and two of its uses — the empty-bucket guard and the missing-groups
        // step — do not filter by alert; we can know only this alert's own histories. That only changes whether a
        // grouped alert records an OK '' history in some empty windows, never a state, a page or a firing.)
        const previous = new Map([...latest].filter(([, h]) => h.at > tick.at - PREVIOUS_LOOKBACK_MS && h.at < tick.at));
        const anyActive = [...previous.values()].some((h) => isActive(h.state));
        // Fire only when the M−1 windows just before this one were all breaching (ALERT or PENDING) for the
        // group, and all of them were evaluated: a missing window breaks the run.
        const consecutive = (group) => {
            if (needed <= 1)
                return true;
            const earliest = tick.at - (needed - 1) * w;
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
        const drafts = new Map();
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
                d.fired = previous.get(group)?.fired === true;
            }
        };
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
            const worst = new Map();
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
            for (const [group, h] of previous) {
                if (isActive(h.state) && !drafts.has(group) && !exceeds(rule, 0))
                    draft(group).lastValue = 0;
            }
        }
        // Nothing at all to record: the engine still stamps one OK history, so the window counts as evaluated.
        if (drafts.size === 0)
            draft('');
        let tickBreached = false;
        for (const group of [...drafts.keys()].sort(byName)) {
            const d = drafts.get(group);
            if (!d)
                continue;
            const before = previous.get(group);
            // Breached then resolved within one run still resolves: a page sent this run counts as the previous state.
            const resolvedFrom = d.hitAlert ? { state: 'ALERT', fired: true } : before;
            const resolved = isActive(resolvedFrom?.state) && resolvedFrom?.fired !== false && d.state === 'OK';
            decisions.push({
                at: tick.at,
                group,
                value: d.lastValue,
                breaching: d.breaching,
                state: d.state,
                notified: d.hitAlert,
                fired: d.hitAlert && before?.state !== 'ALERT',
                resolved,
            });
            tickBreached ||= d.breaching;
            const record = { at: tick.at, state: d.state, fired: d.fired };
            latest.set(group, record);
            const list = past.get(group) ?? [];
            list.push(record);
            // Only the last M−1 histories can ever be read back by the lookback.
            if (list.length > Math.max(needed - 1, 0))
                list.shift();
            past.set(group, list);
        }
        if (tickBreached)
            breachingTicks += 1;
    }
    const groups = outcomes(decisions);
    return {
        windows: evaluated,
        breaching: breachingTicks,
        firings: groups.reduce((sum, g) => sum + g.firings, 0),
        notifications: groups.reduce((sum, g) => sum + g.notifications, 0),
        groups,
        decisions,
    };
}
function byName(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Per-group counts, busiest first (most firings, then most breaching windows, then by name). */
function outcomes(decisions) {
    const byGroup = new Map();
    for (const d of decisions) {
        const g = byGroup.get(d.group) ?? { group: d.group, windows: 0, breaching: 0, firings: 0, notifications: 0 };
        g.windows += 1;
        if (d.breaching)
            g.breaching += 1;
        if (d.fired)
            g.firings += 1;
        if (d.notified)
            g.notifications += 1;
        byGroup.set(d.group, g);
    }
    return [...byGroup.values()].sort((a, b) => b.firings - a.firings || b.breaching - a.breaching || byName(a.group, b.group));
}

;// CONCATENATED MODULE: ./src/alert-engine/index.ts
// The alert engine's public face: the threshold comparison, the schedule, and the replay.






/***/ }),

/***/ 64101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ parseAlertFile)
/* harmony export */ });
/* harmony import */ var _generated_alert_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99362);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14031);
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39869);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70326);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92329);





const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Parses an alert file: YAML, then the schema (schemas/alert-file.schema.json), then what a schema
 * cannot check: fields merged from `defaults` (required ones, pairs that exclude each other, the
 * schedule against the interval), unique names, and the message with the ownership marker of this
 * scope. Every problem lands in `yaml.problems` with its location.
 */
function parseAlertFile(file, text, opts) {
    const yaml = _util_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .LocatedYaml */ .O.parse(file, text);
    const result = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
    if (yaml.hasErrors)
        return result;
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

/***/ 31685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ruleOf)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70326);

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


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ readValues)
/* harmony export */ });
/* unused harmony exports VALUE_NAME, Values, valuesOf */
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31648);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8338);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93059);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75787);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39869);
// Per-environment values (`values-file`): one set of alert, dashboard and stack files serves several
// instances (staging, production), each run with its own values file. A placeholder
// `${{ values.NAME }}` in a string of those files is replaced by the value NAME — on the parsed
// value, never on the text, so a value can never add YAML structure and every line stays where it
// was written — before the file's schema judges it: a problem with a substituted value is shown at
// the placeholder's line.





/** The name of a value: what may follow `values.` in a placeholder. */
const VALUE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** A placeholder, spaces inside the braces optional: `${{ values.errorThreshold }}`. */
const PLACEHOLDER = /\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
/** The same, alone in its string: the value then keeps its type. */
const WHOLE = /^\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}$/;
/**
 * What opens a placeholder. One that does not close as PLACEHOLDER (`${{ values.a.b }}`,
 * `${{values.x}` ) is a mistake, not text to keep: the file would otherwise reach the server with
 * the placeholder in it.
 */
const OPENING = /\$\{\{\s*values\b/g;
const OPENS = /\$\{\{\s*values\b/;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The values of one run, and which of them the run's files used. Read once per run, handed to
 * every file's parser (`substitute`, between reading the YAML and the schema); once every file
 * is read, `finish` says which values no file used.
 */
class Values {
    /** The values file, with its problems (unused values land here); undefined without `values-file`. */
    yaml;
    entries;
    used = new Set();
    /** A file of the run could not be read (YAML errors): which values it uses is unknown. */
    unread = false;
    nameInput;
    constructor(nameInput, yaml, entries = new Map()) {
        this.nameInput = nameInput;
        this.yaml = yaml;
        this.entries = entries;
    }
    /**
     * Replaces every placeholder in the strings of `target`'s value: a string that is one
     * placeholder becomes the value with its type, one that holds placeholders among other text gets
     * them as text. A placeholder whose value is missing (or that has no values file to come from),
     * in a mapping key, or malformed is a problem at its line; the string is then left as written.
     * Returns whether any problem was found.
     */
    substitute(target) {
        if (target.value === undefined && target.hasErrors) {
            // A file that could not be read: its placeholders are unknown, so no value can be called unused.
            this.unread = true;
            return false;
        }
        // Most files hold no placeholder: they are looked through, not copied.
        if (!holdsOpening(target.value))
            return false;
        const before = target.problems.length;
        const budget = { left: _file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_FILE_BYTES */ .g };
        const walk = (v, path) => {
            if (typeof v === 'string')
                return this.string(v, path, target, budget);
            if (Array.isArray(v))
                return v.map((x, i) => walk(x, [...path, i]));
            if (!isObject(v))
                return v;
            // A copy, never the parsed object: an alias shares one object between several paths, each substituted (and located) on its own.
            return Object.fromEntries(Object.entries(v).map(([key, x]) => {
                if (OPENS.test(key))
                    target.problem([...path, key], 'a placeholder `${{ values.… }}` cannot stand in a key; only values are substituted', 'error', 'key');
                return [key, walk(x, [...path, key])];
            }));
        };
        target.replace(walk(target.value, []));
        return target.problems.slice(before).some((p) => p.severity === 'error');
    }
    /**
     * Once every file of the run is substituted: each value none of them used is a problem at its
     * line in the values file. Returns the values file for the run's list of files with problems.
     */
    finish() {
        if (!this.yaml)
            return [];
        if (this.unread)
            return [{ yaml: this.yaml }];
        for (const name of this.entries.keys()) {
            if (!this.used.has(name))
                this.yaml.problem([name], `value \`${name}\` is used by no placeholder (\`\${{ values.${name} }}\`) of this run's files; remove it, or check the placeholder's spelling`, 'error', 'key');
        }
        return [{ yaml: this.yaml }];
    }
    string(text, path, target, budget) {
        if (!text.includes('${{'))
            return text;
        const found = [...text.matchAll(PLACEHOLDER)];
        const opened = text.match(OPENING)?.length ?? 0;
        if (opened > found.length) {
            target.problem(path, `a malformed placeholder in \`${clip(text)}\`: write \`\${{ values.NAME }}\`, NAME of letters, digits, \`_\` and \`-\`, not starting with a digit`);
            return text;
        }
        let missing = false;
        for (const m of found) {
            const name = m[1];
            this.used.add(name);
            if (this.entries.has(name))
                continue;
            missing = true;
            target.problem(path, this.missingText(name));
        }
        if (missing || found.length === 0)
            return text;
        // A large value in many placeholders would make a file of gigabytes out of two small ones: the
        // values one file receives are held to the size of a file the action reads.
        budget.left -= found.reduce((n, m) => n + String(this.entries.get(m[1])).length, 0);
        if (budget.left < 0) {
            if (budget.left > -Infinity)
                target.problem(path, `the values substituted into this file add more than ${_file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_FILE_BYTES */ .g / 1024 / 1024} MB; substitution stops here`);
            budget.left = -Infinity;
            return text;
        }
        const whole = WHOLE.exec(text);
        if (whole)
            return this.entries.get(whole[1]);
        return text.replace(PLACEHOLDER, (_m, name) => String(this.entries.get(name)));
    }
    missingText(name) {
        if (!this.yaml)
            return (0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `\`\${{ values.${name} }}\` has no value: no values file is given (set ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('values-file')})`.render(this.nameInput);
        return `\`\${{ values.${name} }}\` has no value: \`${this.yaml.file}\` has no \`${name}\`${nearest(name, [...this.entries.keys()])}`;
    }
}
/** Whether a string or key anywhere in `value` holds `${{` (a placeholder, or the start of a wrong one). */
function holdsOpening(value) {
    if (typeof value === 'string')
        return value.includes('${{');
    if (Array.isArray(value))
        return value.some(holdsOpening);
    if (!isObject(value))
        return false;
    for (const key in value)
        if (key.includes('${{') || holdsOpening(value[key]))
            return true;
    return false;
}
/**
 * The run's values: the file `pattern` (input `values-file`) names, read from the workspace, or
 * none when it is empty (then every placeholder is an error naming the input). A values file that
 * cannot be read or is not a map of names to scalars stops the run here, its problems at their lines:
 * with values unknown, every placeholder would be wrong for the same reason.
 */
async function readValues(ws, pattern, nameInput) {
    if (!pattern)
        return new Values(nameInput);
    const found = await (0,_files_js__WEBPACK_IMPORTED_MODULE_2__/* .findFiles */ .lY)(ws, 'values-file', pattern);
    if (found.length > 1)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('values-file')} matches ${found.length} files (${found.map((f) => `\`${f.display}\``).join(', ')}); a run reads one values file.`);
    const file = found[0];
    const yaml = await _yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .LocatedYaml */ .O.read(file.path, file.display);
    const entries = yaml.hasErrors ? new Map() : valuesOf(yaml);
    if (yaml.hasErrors)
        throw new _problems_js__WEBPACK_IMPORTED_MODULE_0__/* .FileProblemsError */ .x(yaml.problems);
    return new Values(nameInput, yaml, entries);
}
/** The map of the values file; what is not a name → scalar is a problem at its line. */
function valuesOf(yaml) {
    const root = yaml.value;
    const entries = new Map();
    // An empty file holds no values (and a run whose files use none is fine with it).
    if (root === null || root === undefined)
        return entries;
    if (!isObject(root)) {
        yaml.problem([], 'a values file is a map of names to values (`errorThreshold: 50`)');
        return entries;
    }
    for (const [name, value] of Object.entries(root)) {
        if (!VALUE_NAME.test(name)) {
            yaml.problem([name], `\`${clip(name)}\` is not a value name: letters, digits, \`_\` and \`-\`, not starting with a digit or \`-\``, 'error', 'key');
            continue;
        }
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
            yaml.problem([name], `\`${name}\` must be a string, a number or a boolean (not ${value === null ? 'empty' : Array.isArray(value) ? 'a list' : 'a map'})`);
            continue;
        }
        entries.set(name, value);
    }
    return entries;
}
/** ", did you mean `x`?" for a name one or two edits from a known one. */
function nearest(name, known) {
    const close = known.filter((k) => distance(k.toLowerCase(), name.toLowerCase()) <= 2).sort((a, b) => distance(a, name) - distance(b, name));
    return close[0] ? `; did you mean \`${close[0]}\`?` : '';
}
function distance(a, b) {
    if (Math.abs(a.length - b.length) > 2)
        return 3;
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length] ?? 0;
}
function clip(text) {
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
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
            this.current = undefined;
            this.problems.push({ file, line: 1, column: 1, message: tooLarge, severity: 'error' });
            return;
        }
        this.heavy = nodeEstimate(text) > DOCUMENT_BUDGET;
        const quick = quickValue(text);
        if (quick.ok) {
            this.current = quick.value;
            this.refuseNonFinite();
            return;
        }
        if (this.heavy) {
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
