export const id = 744;
export const ids = [744];
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
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
function windowMs(rule) {
    return rule.intervalMinutes * MINUTE_MS;
}
function effectiveOffsetMinutes(rule) {
    const offset = rule.scheduleOffsetMinutes;
    if (offset == null || !Number.isFinite(offset))
        return 0;
    const whole = Math.max(0, Math.floor(offset));
    return whole < rule.intervalMinutes ? whole : whole % rule.intervalMinutes;
}
function effectiveStartAt(rule) {
    const at = rule.scheduleStartAt;
    return at != null && Number.isFinite(at) ? at : undefined;
}
function windowStart(rule, now) {
    const w = windowMs(rule);
    const startAt = effectiveStartAt(rule);
    if (startAt != null)
        return startAt + Math.floor(Math.max(0, now - startAt) / w) * w;
    const offset = effectiveOffsetMinutes(rule) * MINUTE_MS;
    return Math.floor((now - offset) / w) * w + offset;
}
function bucketStartOf(rule, t) {
    const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
    const minutes = Math.floor((t - hour) / MINUTE_MS);
    return hour + Math.floor(minutes / rule.intervalMinutes) * rule.intervalMinutes * MINUTE_MS;
}
function expectedBuckets(rule, from, to) {
    const w = windowMs(rule);
    const starts = [];
    for (let start = bucketStartOf(rule, from); start < to; start += w)
        starts.push(start);
    return starts;
}
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
function ticksBetween(rule, from, to) {
    const w = windowMs(rule);
    const startAt = effectiveStartAt(rule);
    const origin = startAt ?? effectiveOffsetMinutes(rule) * MINUTE_MS;
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
            if (thresholdMax == null)
                throw new Error(`thresholdMax is required for threshold type "${thresholdType}"`);
            return thresholdType === 'between' ? value >= threshold && value <= thresholdMax : value < threshold || value > thresholdMax;
    }
}

;// CONCATENATED MODULE: ./src/alert-engine/replay.ts


const PREVIOUS_LOOKBACK_MS = 7 * 24 * 3_600_000;
const isActive = (state) => state === 'ALERT' || state === 'PENDING';
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
    let at = 0;
    let oldest = 0;
    const drafts = new Map();
    const pool = new Map();
    const previous = (group) => {
        const h = latest.get(group);
        return h && h.at > oldest ? h : undefined;
    };
    const consecutive = (group) => {
        if (needed <= 1)
            return true;
        const earliest = at - (needed - 1) * w;
        const own = past.get(group) ?? [];
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
    const named = [];
    const seen = new Set();
    let sorted = 0;
    const draft = (group) => {
        let d = drafts.get(group);
        if (!d) {
            d = pool.get(group);
            if (d) {
                d.state = 'OK';
                d.fired = undefined;
                d.lastValue = null;
                d.breaching = false;
                d.hitAlert = false;
            }
            else
                pool.set(group, (d = { state: 'OK', fired: undefined, lastValue: null, breaching: false, hitAlert: false }));
            drafts.set(group, d);
            if (!seen.has(group)) {
                seen.add(group);
                named.push(group);
            }
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
            d.fired = previous(group)?.fired === true;
        }
    };
    const worst = new Map();
    const worstPool = new Map();
    const reused = { at: 0, group: '', value: null, breaching: false, state: 'OK', notified: false, fired: false, resolved: false };
    const ordered = Array.isArray(ticks) ? [...ticks].sort((a, b) => a.at - b.at) : ticks;
    for (const tick of ordered) {
        if (tick.at < lastAt)
            throw new Error('replay: ticks must come in time order');
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
            worst.clear();
            for (const row of bucket.rows) {
                if (row.value == null)
                    continue;
                const group = rule.grouped ? row.group : '';
                const breached = exceeds(rule, row.value);
                const seen = worst.get(group);
                if (seen && seen.breached && !breached)
                    continue;
                let w = seen ?? worstPool.get(group);
                if (!w)
                    worstPool.set(group, (w = { value: 0, breached: false }));
                w.value = row.value;
                w.breached = breached;
                if (!seen)
                    worst.set(group, w);
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
        if (rule.grouped) {
            for (const [group, h] of latest) {
                if (h.at > oldest && isActive(h.state) && !drafts.has(group) && !exceeds(rule, 0))
                    draft(group).lastValue = 0;
            }
        }
        if (drafts.size === 0)
            draft('');
        let tickBreached = false;
        if (named.length !== sorted && drafts.size > 1) {
            named.sort(byName);
            sorted = named.length;
        }
        for (const group of drafts.size === 1 ? drafts.keys() : named) {
            const d = drafts.get(group);
            if (!d)
                continue;
            const before = previous(group);
            const resolvedFrom = d.hitAlert ? { state: 'ALERT', fired: true } : before;
            const resolved = isActive(resolvedFrom?.state) && resolvedFrom?.fired !== false && d.state === 'OK';
            const decision = options.onDecision ? reused : { ...reused };
            decision.at = tick.at;
            decision.group = group;
            decision.value = d.lastValue;
            decision.breaching = d.breaching;
            decision.state = d.state;
            decision.notified = d.hitAlert;
            decision.fired = d.hitAlert && before?.state !== 'ALERT';
            decision.resolved = resolved;
            count(byGroup, decision);
            decide(decision);
            tickBreached ||= d.breaching;
            const kept = needed > 1 ? undefined : latest.get(group);
            const record = kept ?? { at: tick.at, state: d.state, fired: d.fired };
            if (kept) {
                kept.at = tick.at;
                kept.state = d.state;
                kept.fired = d.fired;
            }
            else
                latest.set(group, record);
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






/***/ }),

/***/ 31685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ruleOf)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70326);

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

/***/ 81744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsTest: () => (/* binding */ alertsTest)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(36214);
;// CONCATENATED MODULE: ./src/generated/alert-test-file.ts
function interop(m) {
    return typeof m.default === 'function' ? m.default : m.default.default;
}

const runtime_ucs2length = interop(ucs2length);
let built;
function build() {
    if (built)
        return built;
    const schema = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://github.com/observability-ops/observability-ops-action/schemas/alert-test-file.schema.json", "title": "Observability Ops alert test file (alerts.test)", "description": "Unit tests for an alert file, as `promtool test rules` has them for Prometheus: each test names an alert, gives the values its query would return per window, and states what the HyperDX alert engine decides at given evaluation times. No server is asked: the alert's threshold, type, interval, consecutive windows and schedule come from the alert file, and the evaluator is the one behind the plan's backtests. Problems and failing expectations are reported at file:line.", "type": "object", "additionalProperties": false, "required": ["version", "tests"], "errorMessage": { "type": "an alert test file is a mapping with `version: 1` and `tests:`", "required": { "version": "missing `version: 1`", "tests": "missing `tests:` (a non-empty list)" } }, "properties": { "version": { "const": 1, "errorMessage": "`version` must be 1; got {value}" }, "alertFile": { "description": "The alert file (or files) the tests name alerts of, relative to this file. Unset: the `alert-file` input (relative to the workspace).", "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 } }], "errorMessage": "`alertFile` must be a path (relative to this file) or a list of paths; got {value}" }, "start": { "description": "ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 0 }], "errorMessage": "`{property}` must be an ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds; got {value}" }, "tests": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["alert", "expect"], "errorMessage": { "type": "a test is a mapping with `alert:`, `values:` or `series:`, and `expect:`", "required": { "alert": "missing `alert` (the name of an alert of the alert file)", "expect": "missing `expect` (a non-empty list of `at` and `outcome`)" } }, "properties": { "name": { "type": "string", "minLength": 1, "description": "Shown in the report (default: the alert's name and the test's number).", "errorMessage": "`name` must be a non-empty string; got {value}" }, "alert": { "type": "string", "minLength": 1, "description": "The `name` of an alert of the alert file.", "errorMessage": "`alert` must be the name of an alert of the alert file; got {value}" }, "start": { "description": "ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 0 }], "errorMessage": "`{property}` must be an ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds; got {value}" }, "values": { "description": "The value the alert's query returns in each window (the alert's `interval`), window 0 first. A string in promtool's expanding notation — `1 2 3`; `a+bxn` is a, a+b, …, a+n·b (n+1 values); `a-bxn` counts down; `axn` is a repeated n+1 times; `_` is a window without data (no row: the engine treats it as an empty bucket); `_xn` is n such windows — a list of numbers and `_`, or one number (one window).", "anyOf": [{ "type": "string", "pattern": "^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$" }, { "type": "array", "minItems": 1, "items": { "anyOf": [{ "type": "number" }, { "const": "_" }] } }, { "type": "number" }], "errorMessage": "`values` must be values per window like \"0 0 5+5x3 _ 40x2\" (numbers, `_` for no data, `a+bxn` / `a-bxn` / `axn` to expand) or a list of numbers and \"_\"; got {value}" }, "series": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["values"], "errorMessage": { "type": "a series is a mapping with `values:` (and `group:` for a grouped alert)", "required": { "values": "missing `values` (the value per window)" } }, "properties": { "group": { "type": "string", "minLength": 1, "description": "The group these values belong to (a grouped alert: a saved search alert with `groupBy`, or a tile grouped by its `groupBy`); the engine judges each group on its own. Write it as the engine names groups, e.g. `ServiceName:api`.", "errorMessage": "`group` must be a non-empty string (the group's name, e.g. ServiceName:api); got {value}" }, "values": { "description": "The value the alert's query returns in each window (the alert's `interval`), window 0 first. A string in promtool's expanding notation — `1 2 3`; `a+bxn` is a, a+b, …, a+n·b (n+1 values); `a-bxn` counts down; `axn` is a repeated n+1 times; `_` is a window without data (no row: the engine treats it as an empty bucket); `_xn` is n such windows — a list of numbers and `_`, or one number (one window).", "anyOf": [{ "type": "string", "pattern": "^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$" }, { "type": "array", "minItems": 1, "items": { "anyOf": [{ "type": "number" }, { "const": "_" }] } }, { "type": "number" }], "errorMessage": "`values` must be values per window like \"0 0 5+5x3 _ 40x2\" (numbers, `_` for no data, `a+bxn` / `a-bxn` / `axn` to expand) or a list of numbers and \"_\"; got {value}" } } }, "description": "The values per group (a grouped alert), or one series (an alert without groups). `values:` is short for one series without a group.", "errorMessage": "`series` must be a non-empty list of `group` and `values`" }, "expect": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["at", "outcome"], "errorMessage": { "type": "an expectation is a mapping with `at:` and `outcome:`", "required": { "at": "missing `at` (a window number or an offset like 30m)", "outcome": "missing `outcome` (fires, alerting, ok, pending, resolves or no_data)" } }, "properties": { "at": { "description": "When: one evaluation, or a list of them with the same outcome. An evaluation is a window number (the evaluation that runs when window n ends, n from 0) or an offset from the start (`30m`: the evaluation the engine runs 30 minutes after the start; between two evaluations, the earlier).", "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "pattern": "^[0-9]+(s|m|h|d)$" }, { "type": "array", "minItems": 1, "items": { "description": "An evaluation: a window number (the evaluation that runs when window n ends, n from 0) or an offset from the start (`30m`: the evaluation the engine runs 30 minutes after the start).", "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "pattern": "^[0-9]+(s|m|h|d)$" }], "errorMessage": "each time in `at` must be a window number (0, 1, …) or an offset from the start like 30m or 2h; got {value}" } }], "errorMessage": "`at` must be a window number (0, 1, …), an offset from the start like 30m or 2h, or a list of them; got {value}" }, "outcome": { "enum": ["fires", "alerting", "ok", "pending", "resolves", "no_data"], "description": "What the engine decides for the group at that evaluation, one of: `fires` (goes into ALERT from OK or PENDING: a page), `alerting` (was in ALERT and stays: re-notified), `pending` (breaching, fewer windows in a row than `numConsecutiveWindows`), `resolves` (back to OK from ALERT or PENDING: a resolve notification), `ok` (OK, with data, nothing sent), `no_data` (no data for the group and nothing sent).", "errorMessage": "`outcome` must be one of fires, alerting, ok, pending, resolves, no_data; got {value}" }, "group": { "type": "string", "minLength": 1, "description": "The group the outcome is for (grouped alerts: required).", "errorMessage": "`group` must be a non-empty string (a group of the test's series); got {value}" } } }, "errorMessage": "`expect` must be a non-empty list of `at` and `outcome`" } } }, "errorMessage": "`tests` must be a non-empty list" } } };
    const definitions = { "time": { "description": "ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 0 }], "errorMessage": "`{property}` must be an ISO 8601 time (2026-01-01T00:00:00Z) or epoch milliseconds; got {value}" }, "values": { "description": "The value the alert's query returns in each window (the alert's `interval`), window 0 first. A string in promtool's expanding notation — `1 2 3`; `a+bxn` is a, a+b, …, a+n·b (n+1 values); `a-bxn` counts down; `axn` is a repeated n+1 times; `_` is a window without data (no row: the engine treats it as an empty bucket); `_xn` is n such windows — a list of numbers and `_`, or one number (one window).", "anyOf": [{ "type": "string", "pattern": "^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$" }, { "type": "array", "minItems": 1, "items": { "anyOf": [{ "type": "number" }, { "const": "_" }] } }, { "type": "number" }], "errorMessage": "`values` must be values per window like \"0 0 5+5x3 _ 40x2\" (numbers, `_` for no data, `a+bxn` / `a-bxn` / `axn` to expand) or a list of numbers and \"_\"; got {value}" }, "series": { "type": "object", "additionalProperties": false, "required": ["values"], "errorMessage": { "type": "a series is a mapping with `values:` (and `group:` for a grouped alert)", "required": { "values": "missing `values` (the value per window)" } }, "properties": { "group": { "type": "string", "minLength": 1, "description": "The group these values belong to (a grouped alert: a saved search alert with `groupBy`, or a tile grouped by its `groupBy`); the engine judges each group on its own. Write it as the engine names groups, e.g. `ServiceName:api`.", "errorMessage": "`group` must be a non-empty string (the group's name, e.g. ServiceName:api); got {value}" }, "values": { "$ref": "#/$defs/values" } } }, "evalTime": { "description": "An evaluation: a window number (the evaluation that runs when window n ends, n from 0) or an offset from the start (`30m`: the evaluation the engine runs 30 minutes after the start).", "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "pattern": "^[0-9]+(s|m|h|d)$" }], "errorMessage": "each time in `at` must be a window number (0, 1, …) or an offset from the start like 30m or 2h; got {value}" }, "expectation": { "type": "object", "additionalProperties": false, "required": ["at", "outcome"], "errorMessage": { "type": "an expectation is a mapping with `at:` and `outcome:`", "required": { "at": "missing `at` (a window number or an offset like 30m)", "outcome": "missing `outcome` (fires, alerting, ok, pending, resolves or no_data)" } }, "properties": { "at": { "description": "When: one evaluation, or a list of them with the same outcome. An evaluation is a window number (the evaluation that runs when window n ends, n from 0) or an offset from the start (`30m`: the evaluation the engine runs 30 minutes after the start; between two evaluations, the earlier).", "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "pattern": "^[0-9]+(s|m|h|d)$" }, { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/evalTime" } }], "errorMessage": "`at` must be a window number (0, 1, …), an offset from the start like 30m or 2h, or a list of them; got {value}" }, "outcome": { "enum": ["fires", "alerting", "ok", "pending", "resolves", "no_data"], "description": "What the engine decides for the group at that evaluation, one of: `fires` (goes into ALERT from OK or PENDING: a page), `alerting` (was in ALERT and stays: re-notified), `pending` (breaching, fewer windows in a row than `numConsecutiveWindows`), `resolves` (back to OK from ALERT or PENDING: a resolve notification), `ok` (OK, with data, nothing sent), `no_data` (no data for the group and nothing sent).", "errorMessage": "`outcome` must be one of fires, alerting, ok, pending, resolves, no_data; got {value}" }, "group": { "type": "string", "minLength": 1, "description": "The group the outcome is for (grouped alerts: required).", "errorMessage": "`group` must be a non-empty string (a group of the test's series); got {value}" } } }, "test": { "type": "object", "additionalProperties": false, "required": ["alert", "expect"], "errorMessage": { "type": "a test is a mapping with `alert:`, `values:` or `series:`, and `expect:`", "required": { "alert": "missing `alert` (the name of an alert of the alert file)", "expect": "missing `expect` (a non-empty list of `at` and `outcome`)" } }, "properties": { "name": { "type": "string", "minLength": 1, "description": "Shown in the report (default: the alert's name and the test's number).", "errorMessage": "`name` must be a non-empty string; got {value}" }, "alert": { "type": "string", "minLength": 1, "description": "The `name` of an alert of the alert file.", "errorMessage": "`alert` must be the name of an alert of the alert file; got {value}" }, "start": { "$ref": "#/$defs/time", "description": "Where window 0 begins (default: the file's `start`)." }, "values": { "$ref": "#/$defs/values" }, "series": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/series" }, "description": "The values per group (a grouped alert), or one series (an alert without groups). `values:` is short for one series without a group.", "errorMessage": "`series` must be a non-empty list of `group` and `values`" }, "expect": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/expectation" }, "errorMessage": "`expect` must be a non-empty list of `at` and `outcome`" } } } };
    const validate_any = (() => {
        const schema31 = schema;
        const func1 = runtime_ucs2length;
        const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T", "u");
        const pattern6 = new RegExp("^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$", "u");
        const pattern8 = new RegExp("^[0-9]+(s|m|h|d)$", "u");
        function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
            ;
            let vErrors = null;
            let errors = 0;
            const evaluated0 = validate20.evaluated;
            if (evaluated0.dynamicProps) {
                evaluated0.props = undefined;
            }
            if (evaluated0.dynamicItems) {
                evaluated0.items = undefined;
            }
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
                if (data.tests === undefined) {
                    const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tests" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                for (const key0 in data) {
                    if (!((((key0 === "version") || (key0 === "alertFile")) || (key0 === "start")) || (key0 === "tests"))) {
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
                if (data.alertFile !== undefined) {
                    let data1 = data.alertFile;
                    const _errs6 = errors;
                    let valid1 = false;
                    const _errs7 = errors;
                    if (typeof data1 === "string") {
                        if (func1(data1) < 1) {
                            const err4 = { instancePath: instancePath + "/alertFile", schemaPath: "#/properties/alertFile/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err5 = { instancePath: instancePath + "/alertFile", schemaPath: "#/properties/alertFile/anyOf/0/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    var _valid0 = _errs7 === errors;
                    valid1 = valid1 || _valid0;
                    const _errs9 = errors;
                    if (Array.isArray(data1)) {
                        if (data1.length < 1) {
                            const err6 = { instancePath: instancePath + "/alertFile", schemaPath: "#/properties/alertFile/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                        const len0 = data1.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data2 = data1[i0];
                            if (typeof data2 === "string") {
                                if (func1(data2) < 1) {
                                    const err7 = { instancePath: instancePath + "/alertFile/" + i0, schemaPath: "#/properties/alertFile/anyOf/1/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err7];
                                    }
                                    else {
                                        vErrors.push(err7);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err8 = { instancePath: instancePath + "/alertFile/" + i0, schemaPath: "#/properties/alertFile/anyOf/1/items/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err9 = { instancePath: instancePath + "/alertFile", schemaPath: "#/properties/alertFile/anyOf/1/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    var _valid0 = _errs9 === errors;
                    valid1 = valid1 || _valid0;
                    if (!valid1) {
                        const err10 = { instancePath: instancePath + "/alertFile", schemaPath: "#/properties/alertFile/anyOf", keyword: "anyOf", params: {} };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs6;
                        if (vErrors !== null) {
                            if (_errs6) {
                                vErrors.length = _errs6;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
                if (data.start !== undefined) {
                    let data3 = data.start;
                    const _errs15 = errors;
                    let valid4 = false;
                    let passing0 = null;
                    const _errs16 = errors;
                    if (typeof data3 === "string") {
                        if (!pattern4.test(data3)) {
                            const err11 = { instancePath: instancePath + "/start", schemaPath: "#/properties/start/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err12 = { instancePath: instancePath + "/start", schemaPath: "#/properties/start/oneOf/0/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                    var _valid1 = _errs16 === errors;
                    if (_valid1) {
                        valid4 = true;
                        passing0 = 0;
                    }
                    const _errs18 = errors;
                    if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                        const err13 = { instancePath: instancePath + "/start", schemaPath: "#/properties/start/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if ((typeof data3 == "number") && (isFinite(data3))) {
                        if (data3 < 0 || isNaN(data3)) {
                            const err14 = { instancePath: instancePath + "/start", schemaPath: "#/properties/start/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                    }
                    var _valid1 = _errs18 === errors;
                    if (_valid1 && valid4) {
                        valid4 = false;
                        passing0 = [passing0, 1];
                    }
                    else {
                        if (_valid1) {
                            valid4 = true;
                            passing0 = 1;
                        }
                    }
                    if (!valid4) {
                        const err15 = { instancePath: instancePath + "/start", schemaPath: "#/properties/start/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs15;
                        if (vErrors !== null) {
                            if (_errs15) {
                                vErrors.length = _errs15;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
                if (data.tests !== undefined) {
                    let data4 = data.tests;
                    if (Array.isArray(data4)) {
                        if (data4.length < 1) {
                            const err16 = { instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/minItems", keyword: "minItems", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err16];
                            }
                            else {
                                vErrors.push(err16);
                            }
                            errors++;
                        }
                        const len1 = data4.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                            let data5 = data4[i1];
                            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                if (data5.alert === undefined) {
                                    const err17 = { instancePath: instancePath + "/tests/" + i1, schemaPath: "#/properties/tests/items/required", keyword: "required", params: { missingProperty: "alert" } };
                                    if (vErrors === null) {
                                        vErrors = [err17];
                                    }
                                    else {
                                        vErrors.push(err17);
                                    }
                                    errors++;
                                }
                                if (data5.expect === undefined) {
                                    const err18 = { instancePath: instancePath + "/tests/" + i1, schemaPath: "#/properties/tests/items/required", keyword: "required", params: { missingProperty: "expect" } };
                                    if (vErrors === null) {
                                        vErrors = [err18];
                                    }
                                    else {
                                        vErrors.push(err18);
                                    }
                                    errors++;
                                }
                                for (const key1 in data5) {
                                    if (!((((((key1 === "name") || (key1 === "alert")) || (key1 === "start")) || (key1 === "values")) || (key1 === "series")) || (key1 === "expect"))) {
                                        const err19 = { instancePath: instancePath + "/tests/" + i1, schemaPath: "#/properties/tests/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                                        if (vErrors === null) {
                                            vErrors = [err19];
                                        }
                                        else {
                                            vErrors.push(err19);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.name !== undefined) {
                                    let data6 = data5.name;
                                    if (typeof data6 === "string") {
                                        if (func1(data6) < 1) {
                                            const err20 = { instancePath: instancePath + "/tests/" + i1 + "/name", schemaPath: "#/properties/tests/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err20];
                                            }
                                            else {
                                                vErrors.push(err20);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err21 = { instancePath: instancePath + "/tests/" + i1 + "/name", schemaPath: "#/properties/tests/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err21];
                                        }
                                        else {
                                            vErrors.push(err21);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.alert !== undefined) {
                                    let data7 = data5.alert;
                                    if (typeof data7 === "string") {
                                        if (func1(data7) < 1) {
                                            const err22 = { instancePath: instancePath + "/tests/" + i1 + "/alert", schemaPath: "#/properties/tests/items/properties/alert/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err22];
                                            }
                                            else {
                                                vErrors.push(err22);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err23 = { instancePath: instancePath + "/tests/" + i1 + "/alert", schemaPath: "#/properties/tests/items/properties/alert/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.start !== undefined) {
                                    let data8 = data5.start;
                                    const _errs35 = errors;
                                    let valid8 = false;
                                    let passing1 = null;
                                    const _errs36 = errors;
                                    if (typeof data8 === "string") {
                                        if (!pattern4.test(data8)) {
                                            const err24 = { instancePath: instancePath + "/tests/" + i1 + "/start", schemaPath: "#/properties/tests/items/properties/start/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/tests/" + i1 + "/start", schemaPath: "#/properties/tests/items/properties/start/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                    var _valid2 = _errs36 === errors;
                                    if (_valid2) {
                                        valid8 = true;
                                        passing1 = 0;
                                    }
                                    const _errs38 = errors;
                                    if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                                        const err26 = { instancePath: instancePath + "/tests/" + i1 + "/start", schemaPath: "#/properties/tests/items/properties/start/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data8 == "number") && (isFinite(data8))) {
                                        if (data8 < 0 || isNaN(data8)) {
                                            const err27 = { instancePath: instancePath + "/tests/" + i1 + "/start", schemaPath: "#/properties/tests/items/properties/start/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err27];
                                            }
                                            else {
                                                vErrors.push(err27);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid2 = _errs38 === errors;
                                    if (_valid2 && valid8) {
                                        valid8 = false;
                                        passing1 = [passing1, 1];
                                    }
                                    else {
                                        if (_valid2) {
                                            valid8 = true;
                                            passing1 = 1;
                                        }
                                    }
                                    if (!valid8) {
                                        const err28 = { instancePath: instancePath + "/tests/" + i1 + "/start", schemaPath: "#/properties/tests/items/properties/start/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 } };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs35;
                                        if (vErrors !== null) {
                                            if (_errs35) {
                                                vErrors.length = _errs35;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data5.values !== undefined) {
                                    let data9 = data5.values;
                                    const _errs42 = errors;
                                    let valid9 = false;
                                    const _errs43 = errors;
                                    if (typeof data9 === "string") {
                                        if (!pattern6.test(data9)) {
                                            const err29 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$" } };
                                            if (vErrors === null) {
                                                vErrors = [err29];
                                            }
                                            else {
                                                vErrors.push(err29);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err30 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf/0/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err30];
                                        }
                                        else {
                                            vErrors.push(err30);
                                        }
                                        errors++;
                                    }
                                    var _valid3 = _errs43 === errors;
                                    valid9 = valid9 || _valid3;
                                    const _errs45 = errors;
                                    if (Array.isArray(data9)) {
                                        if (data9.length < 1) {
                                            const err31 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err31];
                                            }
                                            else {
                                                vErrors.push(err31);
                                            }
                                            errors++;
                                        }
                                        const len2 = data9.length;
                                        for (let i2 = 0; i2 < len2; i2++) {
                                            let data10 = data9[i2];
                                            const _errs48 = errors;
                                            let valid12 = false;
                                            const _errs49 = errors;
                                            if (!((typeof data10 == "number") && (isFinite(data10)))) {
                                                const err32 = { instancePath: instancePath + "/tests/" + i1 + "/values/" + i2, schemaPath: "#/properties/tests/items/properties/values/anyOf/1/items/anyOf/0/type", keyword: "type", params: { type: "number" } };
                                                if (vErrors === null) {
                                                    vErrors = [err32];
                                                }
                                                else {
                                                    vErrors.push(err32);
                                                }
                                                errors++;
                                            }
                                            var _valid4 = _errs49 === errors;
                                            valid12 = valid12 || _valid4;
                                            const _errs51 = errors;
                                            if ("_" !== data10) {
                                                const err33 = { instancePath: instancePath + "/tests/" + i1 + "/values/" + i2, schemaPath: "#/properties/tests/items/properties/values/anyOf/1/items/anyOf/1/const", keyword: "const", params: { allowedValue: "_" } };
                                                if (vErrors === null) {
                                                    vErrors = [err33];
                                                }
                                                else {
                                                    vErrors.push(err33);
                                                }
                                                errors++;
                                            }
                                            var _valid4 = _errs51 === errors;
                                            valid12 = valid12 || _valid4;
                                            if (!valid12) {
                                                const err34 = { instancePath: instancePath + "/tests/" + i1 + "/values/" + i2, schemaPath: "#/properties/tests/items/properties/values/anyOf/1/items/anyOf", keyword: "anyOf", params: {} };
                                                if (vErrors === null) {
                                                    vErrors = [err34];
                                                }
                                                else {
                                                    vErrors.push(err34);
                                                }
                                                errors++;
                                            }
                                            else {
                                                errors = _errs48;
                                                if (vErrors !== null) {
                                                    if (_errs48) {
                                                        vErrors.length = _errs48;
                                                    }
                                                    else {
                                                        vErrors = null;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        const err35 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf/1/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err35];
                                        }
                                        else {
                                            vErrors.push(err35);
                                        }
                                        errors++;
                                    }
                                    var _valid3 = _errs45 === errors;
                                    valid9 = valid9 || _valid3;
                                    const _errs52 = errors;
                                    if (!((typeof data9 == "number") && (isFinite(data9)))) {
                                        const err36 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf/2/type", keyword: "type", params: { type: "number" } };
                                        if (vErrors === null) {
                                            vErrors = [err36];
                                        }
                                        else {
                                            vErrors.push(err36);
                                        }
                                        errors++;
                                    }
                                    var _valid3 = _errs52 === errors;
                                    valid9 = valid9 || _valid3;
                                    if (!valid9) {
                                        const err37 = { instancePath: instancePath + "/tests/" + i1 + "/values", schemaPath: "#/properties/tests/items/properties/values/anyOf", keyword: "anyOf", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err37];
                                        }
                                        else {
                                            vErrors.push(err37);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs42;
                                        if (vErrors !== null) {
                                            if (_errs42) {
                                                vErrors.length = _errs42;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data5.series !== undefined) {
                                    let data11 = data5.series;
                                    if (Array.isArray(data11)) {
                                        if (data11.length < 1) {
                                            const err38 = { instancePath: instancePath + "/tests/" + i1 + "/series", schemaPath: "#/properties/tests/items/properties/series/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err38];
                                            }
                                            else {
                                                vErrors.push(err38);
                                            }
                                            errors++;
                                        }
                                        const len3 = data11.length;
                                        for (let i3 = 0; i3 < len3; i3++) {
                                            let data12 = data11[i3];
                                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                                if (data12.values === undefined) {
                                                    const err39 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3, schemaPath: "#/properties/tests/items/properties/series/items/required", keyword: "required", params: { missingProperty: "values" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err39];
                                                    }
                                                    else {
                                                        vErrors.push(err39);
                                                    }
                                                    errors++;
                                                }
                                                for (const key2 in data12) {
                                                    if (!((key2 === "group") || (key2 === "values"))) {
                                                        const err40 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3, schemaPath: "#/properties/tests/items/properties/series/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err40];
                                                        }
                                                        else {
                                                            vErrors.push(err40);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data12.group !== undefined) {
                                                    let data13 = data12.group;
                                                    if (typeof data13 === "string") {
                                                        if (func1(data13) < 1) {
                                                            const err41 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/group", schemaPath: "#/properties/tests/items/properties/series/items/properties/group/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err41];
                                                            }
                                                            else {
                                                                vErrors.push(err41);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err42 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/group", schemaPath: "#/properties/tests/items/properties/series/items/properties/group/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err42];
                                                        }
                                                        else {
                                                            vErrors.push(err42);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data12.values !== undefined) {
                                                    let data14 = data12.values;
                                                    const _errs66 = errors;
                                                    let valid16 = false;
                                                    const _errs67 = errors;
                                                    if (typeof data14 === "string") {
                                                        if (!pattern6.test(data14)) {
                                                            const err43 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^\\s*(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?)(\\s+(_(x[0-9]+)?|[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?([+-]([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?x[0-9]+|x[0-9]+)?))*\\s*$" } };
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
                                                        const err44 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/0/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err44];
                                                        }
                                                        else {
                                                            vErrors.push(err44);
                                                        }
                                                        errors++;
                                                    }
                                                    var _valid5 = _errs67 === errors;
                                                    valid16 = valid16 || _valid5;
                                                    const _errs69 = errors;
                                                    if (Array.isArray(data14)) {
                                                        if (data14.length < 1) {
                                                            const err45 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err45];
                                                            }
                                                            else {
                                                                vErrors.push(err45);
                                                            }
                                                            errors++;
                                                        }
                                                        const len4 = data14.length;
                                                        for (let i4 = 0; i4 < len4; i4++) {
                                                            let data15 = data14[i4];
                                                            const _errs72 = errors;
                                                            let valid19 = false;
                                                            const _errs73 = errors;
                                                            if (!((typeof data15 == "number") && (isFinite(data15)))) {
                                                                const err46 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values/" + i4, schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/1/items/anyOf/0/type", keyword: "type", params: { type: "number" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err46];
                                                                }
                                                                else {
                                                                    vErrors.push(err46);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid6 = _errs73 === errors;
                                                            valid19 = valid19 || _valid6;
                                                            const _errs75 = errors;
                                                            if ("_" !== data15) {
                                                                const err47 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values/" + i4, schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/1/items/anyOf/1/const", keyword: "const", params: { allowedValue: "_" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err47];
                                                                }
                                                                else {
                                                                    vErrors.push(err47);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid6 = _errs75 === errors;
                                                            valid19 = valid19 || _valid6;
                                                            if (!valid19) {
                                                                const err48 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values/" + i4, schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/1/items/anyOf", keyword: "anyOf", params: {} };
                                                                if (vErrors === null) {
                                                                    vErrors = [err48];
                                                                }
                                                                else {
                                                                    vErrors.push(err48);
                                                                }
                                                                errors++;
                                                            }
                                                            else {
                                                                errors = _errs72;
                                                                if (vErrors !== null) {
                                                                    if (_errs72) {
                                                                        vErrors.length = _errs72;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        const err49 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/1/type", keyword: "type", params: { type: "array" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err49];
                                                        }
                                                        else {
                                                            vErrors.push(err49);
                                                        }
                                                        errors++;
                                                    }
                                                    var _valid5 = _errs69 === errors;
                                                    valid16 = valid16 || _valid5;
                                                    const _errs76 = errors;
                                                    if (!((typeof data14 == "number") && (isFinite(data14)))) {
                                                        const err50 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf/2/type", keyword: "type", params: { type: "number" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err50];
                                                        }
                                                        else {
                                                            vErrors.push(err50);
                                                        }
                                                        errors++;
                                                    }
                                                    var _valid5 = _errs76 === errors;
                                                    valid16 = valid16 || _valid5;
                                                    if (!valid16) {
                                                        const err51 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3 + "/values", schemaPath: "#/properties/tests/items/properties/series/items/properties/values/anyOf", keyword: "anyOf", params: {} };
                                                        if (vErrors === null) {
                                                            vErrors = [err51];
                                                        }
                                                        else {
                                                            vErrors.push(err51);
                                                        }
                                                        errors++;
                                                    }
                                                    else {
                                                        errors = _errs66;
                                                        if (vErrors !== null) {
                                                            if (_errs66) {
                                                                vErrors.length = _errs66;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                const err52 = { instancePath: instancePath + "/tests/" + i1 + "/series/" + i3, schemaPath: "#/properties/tests/items/properties/series/items/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err52];
                                                }
                                                else {
                                                    vErrors.push(err52);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err53 = { instancePath: instancePath + "/tests/" + i1 + "/series", schemaPath: "#/properties/tests/items/properties/series/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err53];
                                        }
                                        else {
                                            vErrors.push(err53);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.expect !== undefined) {
                                    let data16 = data5.expect;
                                    if (Array.isArray(data16)) {
                                        if (data16.length < 1) {
                                            const err54 = { instancePath: instancePath + "/tests/" + i1 + "/expect", schemaPath: "#/properties/tests/items/properties/expect/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err54];
                                            }
                                            else {
                                                vErrors.push(err54);
                                            }
                                            errors++;
                                        }
                                        const len5 = data16.length;
                                        for (let i5 = 0; i5 < len5; i5++) {
                                            let data17 = data16[i5];
                                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                if (data17.at === undefined) {
                                                    const err55 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5, schemaPath: "#/properties/tests/items/properties/expect/items/required", keyword: "required", params: { missingProperty: "at" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err55];
                                                    }
                                                    else {
                                                        vErrors.push(err55);
                                                    }
                                                    errors++;
                                                }
                                                if (data17.outcome === undefined) {
                                                    const err56 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5, schemaPath: "#/properties/tests/items/properties/expect/items/required", keyword: "required", params: { missingProperty: "outcome" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err56];
                                                    }
                                                    else {
                                                        vErrors.push(err56);
                                                    }
                                                    errors++;
                                                }
                                                for (const key3 in data17) {
                                                    if (!(((key3 === "at") || (key3 === "outcome")) || (key3 === "group"))) {
                                                        const err57 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5, schemaPath: "#/properties/tests/items/properties/expect/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err57];
                                                        }
                                                        else {
                                                            vErrors.push(err57);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data17.at !== undefined) {
                                                    let data18 = data17.at;
                                                    const _errs87 = errors;
                                                    let valid23 = false;
                                                    const _errs88 = errors;
                                                    if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                                                        const err58 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err58];
                                                        }
                                                        else {
                                                            vErrors.push(err58);
                                                        }
                                                        errors++;
                                                    }
                                                    if ((typeof data18 == "number") && (isFinite(data18))) {
                                                        if (data18 < 0 || isNaN(data18)) {
                                                            const err59 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err59];
                                                            }
                                                            else {
                                                                vErrors.push(err59);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var _valid7 = _errs88 === errors;
                                                    valid23 = valid23 || _valid7;
                                                    const _errs90 = errors;
                                                    if (typeof data18 === "string") {
                                                        if (!pattern8.test(data18)) {
                                                            const err60 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(s|m|h|d)$" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err60];
                                                            }
                                                            else {
                                                                vErrors.push(err60);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err61 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err61];
                                                        }
                                                        else {
                                                            vErrors.push(err61);
                                                        }
                                                        errors++;
                                                    }
                                                    var _valid7 = _errs90 === errors;
                                                    valid23 = valid23 || _valid7;
                                                    const _errs92 = errors;
                                                    if (Array.isArray(data18)) {
                                                        if (data18.length < 1) {
                                                            const err62 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/minItems", keyword: "minItems", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err62];
                                                            }
                                                            else {
                                                                vErrors.push(err62);
                                                            }
                                                            errors++;
                                                        }
                                                        const len6 = data18.length;
                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                            let data19 = data18[i6];
                                                            const _errs95 = errors;
                                                            let valid26 = false;
                                                            const _errs96 = errors;
                                                            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                                                const err63 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at/" + i6, schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/items/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err63];
                                                                }
                                                                else {
                                                                    vErrors.push(err63);
                                                                }
                                                                errors++;
                                                            }
                                                            if ((typeof data19 == "number") && (isFinite(data19))) {
                                                                if (data19 < 0 || isNaN(data19)) {
                                                                    const err64 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at/" + i6, schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/items/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err64];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err64);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            var _valid8 = _errs96 === errors;
                                                            valid26 = valid26 || _valid8;
                                                            const _errs98 = errors;
                                                            if (typeof data19 === "string") {
                                                                if (!pattern8.test(data19)) {
                                                                    const err65 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at/" + i6, schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/items/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(s|m|h|d)$" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err65];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err65);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            else {
                                                                const err66 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at/" + i6, schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/items/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err66];
                                                                }
                                                                else {
                                                                    vErrors.push(err66);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid8 = _errs98 === errors;
                                                            valid26 = valid26 || _valid8;
                                                            if (!valid26) {
                                                                const err67 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at/" + i6, schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/items/anyOf", keyword: "anyOf", params: {} };
                                                                if (vErrors === null) {
                                                                    vErrors = [err67];
                                                                }
                                                                else {
                                                                    vErrors.push(err67);
                                                                }
                                                                errors++;
                                                            }
                                                            else {
                                                                errors = _errs95;
                                                                if (vErrors !== null) {
                                                                    if (_errs95) {
                                                                        vErrors.length = _errs95;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        const err68 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf/2/type", keyword: "type", params: { type: "array" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err68];
                                                        }
                                                        else {
                                                            vErrors.push(err68);
                                                        }
                                                        errors++;
                                                    }
                                                    var _valid7 = _errs92 === errors;
                                                    valid23 = valid23 || _valid7;
                                                    if (!valid23) {
                                                        const err69 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/at", schemaPath: "#/properties/tests/items/properties/expect/items/properties/at/anyOf", keyword: "anyOf", params: {} };
                                                        if (vErrors === null) {
                                                            vErrors = [err69];
                                                        }
                                                        else {
                                                            vErrors.push(err69);
                                                        }
                                                        errors++;
                                                    }
                                                    else {
                                                        errors = _errs87;
                                                        if (vErrors !== null) {
                                                            if (_errs87) {
                                                                vErrors.length = _errs87;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                    }
                                                }
                                                if (data17.outcome !== undefined) {
                                                    let data20 = data17.outcome;
                                                    if (!((((((data20 === "fires") || (data20 === "alerting")) || (data20 === "ok")) || (data20 === "pending")) || (data20 === "resolves")) || (data20 === "no_data"))) {
                                                        const err70 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/outcome", schemaPath: "#/properties/tests/items/properties/expect/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema31.properties.tests.items.properties.expect.items.properties.outcome.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err70];
                                                        }
                                                        else {
                                                            vErrors.push(err70);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data17.group !== undefined) {
                                                    let data21 = data17.group;
                                                    if (typeof data21 === "string") {
                                                        if (func1(data21) < 1) {
                                                            const err71 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/group", schemaPath: "#/properties/tests/items/properties/expect/items/properties/group/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err71];
                                                            }
                                                            else {
                                                                vErrors.push(err71);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err72 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5 + "/group", schemaPath: "#/properties/tests/items/properties/expect/items/properties/group/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err72];
                                                        }
                                                        else {
                                                            vErrors.push(err72);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err73 = { instancePath: instancePath + "/tests/" + i1 + "/expect/" + i5, schemaPath: "#/properties/tests/items/properties/expect/items/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err73];
                                                }
                                                else {
                                                    vErrors.push(err73);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err74 = { instancePath: instancePath + "/tests/" + i1 + "/expect", schemaPath: "#/properties/tests/items/properties/expect/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err74];
                                        }
                                        else {
                                            vErrors.push(err74);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err75 = { instancePath: instancePath + "/tests/" + i1, schemaPath: "#/properties/tests/items/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err75];
                                }
                                else {
                                    vErrors.push(err75);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err76 = { instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err76];
                        }
                        else {
                            vErrors.push(err76);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err77 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err77];
                }
                else {
                    vErrors.push(err77);
                }
                errors++;
            }
            validate20.errors = vErrors;
            return errors === 0;
        }
        validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
        return validate20;
    })();
    built = {
        schema,
        definitions,
        validate: {
            'self-hosted': validate_any,
            'managed': validate_any,
        },
    };
    return built;
}
const alertTestFile = {
    get schema() {
        return build().schema;
    },
    get definitions() {
        return build().definitions;
    },
    validate: {
        get 'self-hosted'() {
            return build().validate['self-hosted'];
        },
        get 'managed'() {
            return build().validate['managed'];
        },
    },
};

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/problems.ts
var util_problems = __webpack_require__(8338);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(50977);
// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(39869);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(26518);
// EXTERNAL MODULE: ./src/alerts/fields.ts
var fields = __webpack_require__(70326);
// EXTERNAL MODULE: ./src/alerts/file.ts
var file = __webpack_require__(64101);
;// CONCATENATED MODULE: ./src/alerts/unit-tests/notation.ts
const MAX_WINDOWS = 20_000;
const MAX_VALUES = 1_000_000;
const NUMBER = String.raw `[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
const STEP = String.raw `(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
const TOKEN = new RegExp(String.raw `^(?:(_)(?:x(\d+))?|(${NUMBER})(?:([+-])(${STEP}))?(?:x(\d+))?)$`);
function expandValues(raw) {
    if (typeof raw === 'number')
        return [raw];
    if (typeof raw !== 'string')
        return raw.map((v) => (typeof v === 'number' ? v : null));
    const out = [];
    for (const token of raw.trim().split(/\s+/)) {
        const m = TOKEN.exec(token);
        if (!m)
            return `\`${token}\` is not a value: write a number, \`_\` (no data), \`a+bxn\`, \`a-bxn\`, \`axn\` or \`_xn\``;
        const [, blank, blankTimes, start, sign, step, times] = m;
        const count = blank ? Number(blankTimes ?? 1) : times === undefined ? 1 : Number(times) + 1;
        if (sign !== undefined && times === undefined)
            return `\`${token}\` is not a value: a step (\`${sign}${step ?? ''}\`) needs a count, as in \`${start ?? ''}${sign}${step ?? ''}x5\``;
        if (out.length + count > MAX_WINDOWS)
            return `more than ${MAX_WINDOWS} windows in one series`;
        const first = Number(start);
        const delta = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(step);
        for (let i = 0; i < count; i++)
            out.push(blank ? null : first + i * delta);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/alerts/unit-tests/file.ts












const DEFAULT_START = Date.UTC(2026, 0, 1);
const isMap = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
async function readAlertTests(settings, ws) {
    const found = await (0,files/* findFiles */.lY)(ws, 'test-file', settings.testFile);
    const alertFiles = new Map();
    const problems = [];
    const tests = [];
    const budget = { left: MAX_VALUES };
    const values = await (0,util_values/* readValues */.N$)(ws, settings.valuesFile ?? '', settings.nameInput);
    const readAlertFile = async (path) => {
        const f = await (0,workspace/* workspaceFile */.EJ)(ws, 'test-file', path);
        const known = alertFiles.get(f.display);
        if (known)
            return known;
        const parsed = (0,file/* parseAlertFile */.Y)(f.display, await (0,files/* readText */.yR)('test-file', f), { defaultScope: 'alerts.test', edition: settings.edition, values });
        alertFiles.set(f.display, parsed);
        problems.push(...parsed.yaml.problems);
        return parsed;
    };
    for (const f of found) {
        const y = await yaml/* LocatedYaml */.O.read(f.path, f.display);
        const before = tests.length;
        if (!y.hasErrors) {
            const schemaProblems = y.validate(alertTestFile, 'self-hosted');
            const root = y.value;
            const refused = (prefix) => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
            if (isMap(root) && Array.isArray(root.tests) && !refused(['alertFile']) && !refused(['start'])) {
                const files = await testedFiles(y, root, settings, ws, f.display, readAlertFile);
                tests.push(...parseTests(y, root, files, refused, budget));
            }
        }
        problems.push(...[...y.problems].sort((a, b) => a.line - b.line || a.column - b.column));
        if (y.hasErrors)
            tests.length = before;
    }
    if (problems.some((p) => p.severity === 'error'))
        throw new util_problems/* FileProblemsError */.x(problems);
    return { tests, warnings: problems };
}
async function testedFiles(y, root, settings, ws, display, read) {
    const own = root.alertFile;
    if (own === undefined) {
        if (!settings.alertFile) {
            y.problem([], `missing \`alertFile:\` (the alert file the tests name alerts of, relative to this file); or set ${settings.nameInput('alert-file', '')}`);
            return [];
        }
        const out = [];
        for (const f of await (0,files/* findFiles */.lY)(ws, 'alert-file', settings.alertFile))
            out.push(await read(f.display));
        return out;
    }
    const paths = typeof own === 'string' ? [own] : own;
    const out = [];
    for (const [i, path] of paths.entries()) {
        const at = typeof own === 'string' ? ['alertFile'] : ['alertFile', i];
        const joined = external_node_path_.posix.normalize(external_node_path_.posix.join((0,external_node_path_.dirname)(display).split('\\').join('/'), path));
        try {
            out.push(await read(joined));
        }
        catch (e) {
            y.problem(at, (0,input_error/* messageFor */.XW)(e, settings.nameInput));
        }
    }
    return out;
}
function parseTests(y, root, files, refused, budget) {
    if (files.length === 0 || files.some((f) => f.yaml.hasErrors))
        return [];
    const byName = new Map();
    for (const f of files) {
        for (const spec of f.alerts) {
            const first = byName.get(spec.name);
            if (first)
                first.also ??= f.file;
            else
                byName.set(spec.name, { spec, file: f.file });
        }
    }
    const tests = [];
    root.tests.forEach((raw, i) => {
        if (!isMap(raw) || refused(['tests', i]))
            return;
        const test = parseTest(y, raw, ['tests', i], root.start, byName, budget);
        if (test)
            tests.push({ ...test, name: typeof raw.name === 'string' ? raw.name : `${test.alert.name} #${i + 1}` });
    });
    return tests;
}
function parseTest(y, raw, at, fileStart, byName, budget) {
    const before = y.problems.length;
    const alertName = raw.alert;
    const found = byName.get(alertName);
    if (!found) {
        const names = [...byName.keys()];
        y.problem([...at, 'alert'], `no alert named \`${alertName}\` in the alert file (${names.length ? names.map((n) => `\`${n}\``).join(', ') : 'it has none'})`);
        return undefined;
    }
    if (found.also) {
        y.problem([...at, 'alert'], `\`${alertName}\` names an alert of ${found.file} and of ${found.also}: test one alert file at a time (\`alertFile\`)`);
        return undefined;
    }
    const alert = found.spec;
    const intervalMs = (0,fields/* intervalMinutes */.XV)(alert.interval) * 60_000;
    if (raw.values !== undefined && raw.series !== undefined)
        y.problem([...at, 'series'], 'give `values` (one series) or `series` (one per group), not both');
    if (raw.values === undefined && raw.series === undefined)
        y.problem(at, 'missing `values` (the value per window) or `series` (one per group)');
    const rawSeries = raw.series !== undefined
        ? raw.series.map((s, j) => ({ group: s.group, values: s.values, path: [...at, 'series', j] }))
        : raw.values !== undefined
            ? [{ values: raw.values, path: at }]
            : [];
    const groupBy = alert.source === 'saved_search' && typeof alert.groupBy === 'string' && alert.groupBy !== '' ? alert.groupBy : undefined;
    const ungroupedSearch = alert.source === 'saved_search' && groupBy === undefined;
    const grouped = groupBy !== undefined || (!ungroupedSearch && rawSeries.some((s) => s.group !== undefined));
    for (const s of rawSeries) {
        if (ungroupedSearch && s.group !== undefined)
            y.problem([...s.path, 'group'], `\`${alert.name}\` has no \`groupBy\`: the engine judges it as one series, without groups`);
    }
    const series = [];
    const groups = new Set();
    for (const [j, s] of rawSeries.entries()) {
        if (budget.left < 0)
            continue;
        const expanded = expandValues(s.values);
        const values = typeof expanded !== 'string' && expanded.length > budget.left
            ? `more than ${MAX_VALUES} values in all the test series of this run: split the tests over several runs, or shorten the series`
            : expanded;
        if (typeof values === 'string')
            y.problem([...s.path, 'values'], values);
        budget.left -= typeof expanded === 'string' ? 0 : expanded.length;
        if (grouped && s.group === undefined) {
            y.problem(s.path, groupBy !== undefined
                ? `\`${alert.name}\` is grouped by \`${groupBy}\`: give each series a \`group\` (under \`series:\`)`
                : 'the other series have a `group`: give this one a `group` too (an alert is grouped or not)');
        }
        else if (s.group !== undefined && groups.has(s.group)) {
            y.problem([...s.path, 'group'], `group \`${s.group}\` has a series already`);
        }
        else if (!grouped && j > 0) {
            y.problem(s.path, 'an alert without groups has one series; for a grouped alert give each series a `group`');
        }
        if (s.group !== undefined)
            groups.add(s.group);
        if (typeof values !== 'string')
            series.push({ group: s.group ?? '', values });
    }
    const startAt = alert.scheduleStartAt ? Date.parse(alert.scheduleStartAt) : undefined;
    const given = raw.start ?? fileStart;
    const start = given === undefined ? (startAt !== undefined ? startAt - (startAt % intervalMs) : DEFAULT_START) : epochMs(given);
    const startPath = raw.start !== undefined ? [...at, 'start'] : ['start'];
    if (!Number.isFinite(start))
        y.problem(startPath, `\`start\` is not a time: ${JSON.stringify(given)}`);
    else if (start % intervalMs !== 0) {
        y.problem(startPath, `\`start\` must be on the ${alert.interval} grid (the engine's buckets start at multiples of the interval from the epoch), e.g. ${new Date(start - (start % intervalMs)).toISOString()}`);
    }
    const expectations = [];
    raw.expect.forEach((e, j) => {
        const path = [...at, 'expect', j];
        const group = typeof e.group === 'string' ? e.group : '';
        const known = groups.size ? ` (${[...groups].map((g) => `\`${g}\``).join(', ')})` : '';
        if (grouped && e.group === undefined)
            y.problem(path, `\`${alert.name}\` is grouped: say which \`group\` the outcome is for${known}`);
        else if (!grouped && e.group !== undefined)
            y.problem([...path, 'group'], 'the test has no groups: leave `group` out, or give the series a `group` each');
        else if (grouped && !groups.has(group))
            y.problem([...path, 'group'], `group \`${group}\` has no series in this test${known}`);
        const times = Array.isArray(e.at) ? e.at : [e.at];
        times.forEach((t, k) => {
            const where = y.locate(Array.isArray(e.at) ? [...path, 'at', k] : path);
            const offsetMs = typeof t === 'number' ? (t + 1) * intervalMs : ((0,duration/* parseDuration */.E)(t) ?? Infinity);
            if (offsetMs > (MAX_WINDOWS + 1) * intervalMs) {
                y.problem(Array.isArray(e.at) ? [...path, 'at', k] : [...path, 'at'], `\`at\` is past the longest test: ${MAX_WINDOWS} windows of ${alert.interval}`);
            }
            expectations.push({ atText: String(t), offsetMs, outcome: e.outcome, group, line: where.line, column: where.column });
        });
    });
    if (y.problems.length > before)
        return undefined;
    return { file: y.file, line: y.locate(at).line, alert, alertFile: found.file, start, grouped, series, expectations };
}
function epochMs(raw) {
    return typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : NaN;
}

// EXTERNAL MODULE: ./src/alert-engine/index.ts + 3 modules
var alert_engine = __webpack_require__(65432);
// EXTERNAL MODULE: ./src/alerts/rule.ts
var alerts_rule = __webpack_require__(31685);
;// CONCATENATED MODULE: ./src/alerts/unit-tests/judge.ts


const MAX_TRACE = 12;
function judge(test) {
    const rule = (0,alerts_rule/* ruleOf */.Y)(test.alert, test.grouped);
    const w = rule.intervalMinutes * 60_000;
    const windows = Math.max(0, ...test.series.map((s) => s.values.length));
    const to = Math.max(test.start + windows * w, ...test.expectations.map((e) => (0,alert_engine/* windowStart */.Nf)(rule, test.start + e.offsetMs)));
    const ticks = (0,alert_engine/* ticksBetween */.DW)(rule, test.start, to).map((plan) => ({
        at: plan.at,
        buckets: plan.buckets.map((start) => ({ start, rows: rowsAt(test, start, w) })),
    }));
    const { decisions } = (0,alert_engine/* replay */.eZ)(rule, ticks);
    const decided = new Map(decisions.map((d) => [`${d.at}\n${d.group}`, d]));
    const lookBack = Math.min(Math.max(rule.numConsecutiveWindows ?? 1, 1), MAX_TRACE - 1);
    const index = new Map(ticks.map((t, i) => [t.at, i]));
    const runs = new Map();
    const runsOf = (group) => {
        let out = runs.get(group);
        if (!out) {
            let run = 0;
            out = ticks.map((t) => (run = decided.get(`${t.at}\n${group}`)?.breaching ? run + 1 : 0));
            runs.set(group, out);
        }
        return out;
    };
    return test.expectations.map((expectation) => {
        const now = test.start + expectation.offsetMs;
        const i = index.get((0,alert_engine/* windowStart */.Nf)(rule, now));
        const tick = i === undefined ? undefined : ticks[i];
        const { group } = expectation;
        const traces = (i === undefined ? [] : ticks.slice(Math.max(0, i - lookBack), i + 1)).map((t, k, shown) => ({
            at: t.at,
            windows: t.buckets.map((b) => ({ index: (b.start - test.start) / w, start: b.start, value: b.rows.find((r) => r.group === group)?.value ?? null })),
            decision: decided.get(`${t.at}\n${group}`),
            run: runsOf(group)[(i ?? 0) - (shown.length - 1 - k)] ?? 0,
        }));
        const last = traces[traces.length - 1];
        const computed = tick && last ? outcomeOf(last) : 'no_data';
        return {
            expectation,
            computed,
            passed: computed === expectation.outcome,
            now,
            deciding: traces,
            noEvaluation: !tick,
        };
    });
}
function rowsAt(test, start, w) {
    const index = (start - test.start) / w;
    if (!Number.isInteger(index) || index < 0)
        return [];
    return test.series.flatMap((s) => {
        const value = s.values[index];
        return value === undefined || value === null ? [] : [{ group: test.grouped ? s.group : '', value }];
    });
}
function outcomeOf(trace) {
    const d = trace.decision;
    if (!d)
        return 'no_data';
    if (d.state === 'ALERT')
        return d.fired ? 'fires' : 'alerting';
    if (d.state === 'PENDING')
        return 'pending';
    if (d.resolved)
        return 'resolves';
    return trace.windows.some((x) => x.value !== null) ? 'ok' : 'no_data';
}

;// CONCATENATED MODULE: ./src/alerts/unit-tests/report.ts

function summarizeTests(tests, warnings = []) {
    const problems = [];
    const summaries = tests.map(({ test, results }) => {
        const failures = results
            .filter((r) => !r.passed)
            .map((r) => {
            const message = failureMessage(test, r);
            problems.push({ file: test.file, line: r.expectation.line, column: r.expectation.column, message: `${test.name}: ${message}`, severity: 'error' });
            return {
                line: r.expectation.line,
                at: r.expectation.atText,
                ...(test.grouped ? { group: r.expectation.group } : {}),
                expected: r.expectation.outcome,
                computed: r.computed,
                message,
            };
        });
        return {
            name: test.name,
            alert: test.alert.name,
            file: test.file,
            line: test.line,
            status: failures.length ? 'fail' : 'pass',
            expectations: results.length,
            failures,
        };
    });
    const failed = summaries.filter((s) => s.status === 'fail').length;
    const passed = summaries.length - failed;
    const expectations = summaries.reduce((n, s) => n + s.expectations, 0);
    const outcome = failed ? 'failure' : 'success';
    const failing = summaries.filter((s) => s.status === 'fail');
    const report = {
        title: 'Alert unit tests',
        outcome,
        headline: failed
            ? `${failed} of ${summaries.length} test(s) failed (${problems.length} of ${expectations} expectation(s) not met).`
            : `${passed} test(s) passed (${expectations} expectation(s)); no server was asked.`,
        counts: { pass: passed, ...(failed ? { fail: failed } : {}) },
        table: {
            columns: ['Test', 'Alert', 'Status', 'Expectations met', 'Where'],
            rows: summaries.map((s) => [s.name, s.alert, s.status, `${s.expectations - s.failures.length}/${s.expectations}`, `${s.file}:${s.line}`]),
        },
        ...(problems.length || warnings.length ? { problems: [...problems, ...warnings] } : {}),
    };
    return {
        result: { tests: summaries, passed, failed },
        report,
        failed,
        ...(failed
            ? {
                failure: failureLine(failing, summaries.length),
            }
            : {}),
    };
}
function failureLine(failing, total) {
    const [first] = failing;
    if (!first)
        return '';
    const more = failing.length > 1 ? ` (and ${failing.length - 1} more failing test(s))` : '';
    return `${failing.length} of ${total} alert test(s) failed: ${first.name} (${first.file}:${first.failures[0]?.line ?? first.line}): ${first.failures[0]?.message ?? ''}${more}`;
}
function failureMessage(test, r) {
    const { expectation: e } = r;
    const when = /^\d+$/.test(e.atText) ? `window ${e.atText}` : e.atText;
    const group = test.grouped ? ` for group \`${e.group}\`` : '';
    const head = `expected ${e.outcome}, computed ${r.computed} at ${when} (the evaluation at ${clock(r.now)})${group}`;
    if (r.noEvaluation)
        return `${head}: the engine runs no evaluation then (scheduleStartAt ${test.alert.scheduleStartAt ?? ''}: its first is one window after it)`;
    const trace = r.deciding.map((t) => traceText(t)).join('; ');
    const needed = test.alert.numConsecutiveWindows ?? 1;
    const rule = `${conditionText(test.alert)}${needed > 1 ? `, fires after ${needed} breaching windows in a row` : ''}`;
    return `${head}; alert: ${rule}; deciding windows: ${trace}`;
}
function traceText(t) {
    const windows = t.windows.map((w) => `window ${w.index} (${clock(w.start)}) = ${w.value === null ? '_' : String(w.value)}`).join(', ');
    const d = t.decision;
    if (!d)
        return `${windows}: nothing recorded`;
    const breach = d.breaching ? `breaching (${t.run} in a row)` : 'not breaching';
    return `${windows}: ${breach} → ${d.state}${d.fired ? ' (fires)' : d.resolved ? ' (resolves)' : ''}`;
}
function conditionText(alert) {
    return (0,fields/* isRangeThreshold */.tU)(alert.thresholdType)
        ? `${alert.thresholdType} ${alert.threshold} and ${String(alert.thresholdMax)}`
        : `${alert.thresholdType} ${alert.threshold}`;
}
function clock(ms) {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

;// CONCATENATED MODULE: ./src/alerts/unit-tests/run.ts



async function runAlertTests(settings, ws) {
    const { tests, warnings } = await readAlertTests(settings, ws);
    const out = summarizeTests(tests.map((test) => ({ test, results: judge(test) })), warnings);
    return {
        result: out.result,
        changed: false,
        report: out.report,
        outputs: { failed: String(out.failed) },
        ...(out.failure ? { failure: out.failure } : {}),
    };
}

// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/alerts-test.ts



const alertsTest = {
    ...meta/* ALERTS_TEST */.Xg,
    prepare(input, { edition, context }) {
        const testFile = input.text('test-file');
        if (!testFile)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `\`alerts.test\` needs ${(0,input_error/* named */.KT)('test-file')} (an alert test file, or a glob of them).`);
        const settings = { testFile, alertFile: input.text('alert-file'), valuesFile: input.text('values-file'), edition, nameInput: context.nameInput };
        return { offline: ({ context: ctx }) => runAlertTests(settings, ctx) };
    },
};


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ readValues),
/* harmony export */   es: () => (/* binding */ escapePlaceholders)
/* harmony export */ });
/* unused harmony exports VALUE_NAME, ESCAPE, MAX_UNUSED, Values, valuesOf */
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31648);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8338);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93059);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75787);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39869);





const VALUE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const ESCAPE = '$${{';
const PLACEHOLDER = /(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
const PLACEHOLDER_OR_ESCAPE = /\$\$\{\{|(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
const WHOLE = /^\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}$/;
const OPENING = /(?<!\$)\$\{\{\s*values\b/g;
const OPENS = /(?<!\$)\$\{\{\s*values\b/;
const MAX_UNUSED = 100;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
class Values {
    yaml;
    entries;
    used = new Set();
    unread = false;
    nameInput;
    constructor(nameInput, yaml, entries = new Map()) {
        this.nameInput = nameInput;
        this.yaml = yaml;
        this.entries = entries;
    }
    substitute(target) {
        if (target.value === undefined && target.hasErrors) {
            this.unread = true;
            return false;
        }
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
            return Object.fromEntries(Object.entries(v).map(([key, x]) => {
                if (OPENS.test(key))
                    target.problem([...path, key], 'a placeholder `${{ values.… }}` cannot stand in a key; only values are substituted', 'error', 'key');
                return [key, walk(x, [...path, key])];
            }));
        };
        target.replace(walk(target.value, []));
        return target.problems.slice(before).some((p) => p.severity === 'error');
    }
    finish() {
        if (!this.yaml)
            return [];
        if (this.unread)
            return [{ yaml: this.yaml }];
        const unused = [];
        let more = 0;
        for (const name of this.entries.keys()) {
            if (this.used.has(name))
                continue;
            if (unused.length < MAX_UNUSED)
                unused.push(name);
            else
                more++;
        }
        const into = this.yaml.problems;
        const { file } = this.yaml;
        for (const name of unused) {
            const { line, column } = this.yaml.locate([name], 'key');
            into.push({
                file,
                line,
                column,
                message: `value \`${name}\` is used by no placeholder (\`\${{ values.${name} }}\`) of this run's files; check the placeholder's spelling if one should use it`,
                severity: 'warning',
            });
        }
        if (more > 0) {
            into.push({
                file,
                line: 1,
                column: 1,
                message: `${more.toLocaleString('en-US')} more values are used by no placeholder of this run's files (the first ${MAX_UNUSED} are listed)`,
                severity: 'warning',
            });
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
        if (missing)
            return text;
        if (found.length === 0)
            return text.replaceAll(ESCAPE, () => '${{');
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
        return text.replace(PLACEHOLDER_OR_ESCAPE, (m, name) => (name === undefined ? m.slice(1) : String(this.entries.get(name))));
    }
    missingText(name) {
        if (!this.yaml)
            return (0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `\`\${{ values.${name} }}\` has no value: no values file is given (set ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('values-file')})`.render(this.nameInput);
        return `\`\${{ values.${name} }}\` has no value: \`${this.yaml.file}\` has no \`${name}\`${nearest(name, [...this.entries.keys()])}`;
    }
}
function escapePlaceholders(value) {
    const walk = (v) => {
        if (typeof v === 'string')
            return v.replaceAll('${{', () => ESCAPE);
        if (Array.isArray(v))
            return v.map(walk);
        if (isObject(v))
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
    };
    return walk(value);
}
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
function valuesOf(yaml) {
    const root = yaml.value;
    const entries = new Map();
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


/***/ })

};
