export const id = 296;
export const ids = [296];
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

/***/ 7322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ echoTexts),
/* harmony export */   P_: () => (/* binding */ echoPlace),
/* harmony export */   XL: () => (/* binding */ echoOf)
/* harmony export */ });
/* harmony import */ var _util_echo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57355);
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73264);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65126);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34816);




function echoOf(sent, answer) {
    if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string')
        return undefined;
    const unsent = new Set(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_FIELDS */ .V1.filter((f) => sent[f] === undefined));
    const diffs = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAlert */ .c)((0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(answer).value, (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .fromServer */ .Wj)(sent).value)
        .filter((d) => !unsent.has(d.field))
        .map((d) => ({ field: d.field, from: d.field === 'chartConfig' ? (sent.chartConfig ?? null) : d.to, to: d.from }));
    return diffs.length > 0 ? diffs : undefined;
}
const echoTexts = (sent, answer) => echoOf(sent, answer)?.map((d) => (0,_util_echo_js__WEBPACK_IMPORTED_MODULE_3__/* .echoField */ .o)(d.field, d.from, d.to));
function echoPlace(files, o) {
    const file = files.find((f) => f.file === o.action.file);
    const spec = file?.alerts.find((s) => s.name === o.action.name);
    if (!file || !spec)
        return undefined;
    return { yaml: file.yaml, path: spec.at('name'), label: `alert "${o.action.name}" (id ${o.action.action === 'create' ? '?' : o.action.id})` };
}


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

/***/ 82296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WY: () => (/* binding */ alertSource),
  y7: () => (/* binding */ dashboardSource),
  Yo: () => (/* binding */ readCommonSyncInputs),
  $5: () => (/* binding */ readDashboardSyncInputs),
  QE: () => (/* binding */ stackSource),
  OH: () => (/* binding */ sync)
});

// UNUSED EXPORTS: readBacktestInputs, syncKinds

// EXTERNAL MODULE: ./src/api/features.ts
var features = __webpack_require__(87301);
// EXTERNAL MODULE: ./src/reconcile/files.ts
var reconcile_files = __webpack_require__(57955);
;// CONCATENATED MODULE: ./src/reconcile/result.ts
function appliedRows(outcomes, opts) {
    return outcomes.map((o) => ({
        action: o.action.action,
        name: o.action.name,
        id: o.id,
        status: o.status,
        ...(opts.recovered && o.recovered ? { recovered: true } : {}),
        ...(o.error ? { error: o.error } : {}),
    }));
}
function writeFailures(outcomes, opts) {
    const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
    if (failed.length === 0)
        return undefined;
    const count = opts.of ? `${failed.length} of ${outcomes?.length}` : `${failed.length}`;
    return `${count} ${opts.what} failed: ${failed.map(opts.entry).join('; ')}. A re-run converges.`;
}
const inParentheses = (o) => `${o.action.action} "${o.action.name}" (${o.error ?? ''})`;
const afterColon = (o) => `${o.action.action} "${o.action.name}": ${o.error ?? ''}`;
function syncResult(parts) {
    const { report, failures } = parts;
    if (failures.length > 0)
        report.outcome = 'failure';
    report.notes = [...failures, ...parts.notes, ...(report.notes ?? [])];
    return {
        result: { plan: parts.plan, applied: parts.applied },
        changed: parts.changed,
        report,
        outputs: { plan: parts.planText, 'plan-fingerprint': parts.fingerprint },
        failure: failures.length > 0 ? failures.join('\n') : undefined,
    };
}

// EXTERNAL MODULE: ./src/reconcile/plan.ts
var reconcile_plan = __webpack_require__(92205);
;// CONCATENATED MODULE: ./src/reconcile/tagged.ts

function tagged(key, actions, handler) {
    const of = new Map();
    const writes = actions.map((a) => {
        const id = (0,reconcile_plan/* idOf */.T)(a);
        const w = { kind: key, action: a.action, name: a.name, ...(id !== undefined ? { id } : {}) };
        of.set(w, a);
        return w;
    });
    const actionOf = (w) => {
        const a = of.get(w);
        if (!a)
            throw new Error(`a write of ${w.kind} the plan does not hold: ${w.action} "${w.name}"`);
        return a;
    };
    const creating = (w) => actionOf(w);
    const { lost, second } = handler;
    const writer = {
        create: (w) => handler.create(creating(w)),
        update: (w) => handler.update(actionOf(w)),
        delete: (w) => handler.delete(actionOf(w)),
        ...(handler.reread
            ? { reread: (w) => handler.reread(actionOf(w)) }
            : {}),
        lost: {
            is: (e) => lost.is(e),
            list: () => lost.list(),
            find: (live, w) => lost.find(live, creating(w)),
            found: (w, hit) => lost.found(creating(w), hit),
            notCreated: lost.notCreated,
            unchecked: (e) => lost.unchecked(e),
            mark: lost.mark,
        },
        ...(second ? { second: { needs: (w) => second.needs(creating(w)), write: (w, id) => second.write(creating(w), id) } } : {}),
    };
    const outcomes = (os) => os.map((o) => ({ ...o, action: actionOf(o.action) }));
    const index = new Map(writes.map((w, i) => [w, i]));
    const byAction = new Map(writes.map((w) => [actionOf(w), w]));
    return {
        writes,
        actionOf,
        writeOf: (a) => {
            const w = byAction.get(a);
            if (!w)
                throw new Error(`an action the plan does not write: ${a.action} "${a.name}"`);
            return w;
        },
        writer,
        inPlanOrder: (os) => outcomes([...os].sort((x, y) => (index.get(x.action) ?? 0) - (index.get(y.action) ?? 0))),
        echoPlace: (o) => {
            const [own] = outcomes([o]);
            return own && handler.echoPlace(own);
        },
        outcomes,
    };
}

// EXTERNAL MODULE: ./src/alert-engine/index.ts + 3 modules
var alert_engine = __webpack_require__(65432);
// EXTERNAL MODULE: ./src/reconcile/ref.ts
var reconcile_ref = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/alerts/backtest/batch.ts

const MAX_SERIES = 5;
class batch_NeedRows {
    length = 0;
    bucket = new Float64Array(INITIAL_ROWS);
    group = new Int32Array(INITIAL_ROWS);
    value = new Float64Array(INITIAL_ROWS);
    groups = [];
    ids = new Map();
    push(bucket, key, group, value) {
        let id = this.ids.get(key);
        if (id === undefined) {
            id = this.groups.length;
            this.ids.set(key, id);
            this.groups.push(group);
        }
        if (this.length === this.bucket.length)
            this.grow();
        const i = this.length++;
        this.bucket[i] = bucket;
        this.group[i] = id;
        this.value[i] = value ?? Number.NaN;
    }
    row(i) {
        const v = this.value[i];
        return { bucket: this.bucket[i], group: this.groups[this.group[i]] ?? [], value: Number.isNaN(v) ? null : v };
    }
    grow() {
        const size = this.bucket.length * 2;
        const grown = (a, make) => {
            const b = make(size);
            b.set(a);
            return b;
        };
        this.bucket = grown(this.bucket, (n) => new Float64Array(n));
        this.group = grown(this.group, (n) => new Int32Array(n));
        this.value = grown(this.value, (n) => new Float64Array(n));
    }
}
const INITIAL_ROWS = 1024;
function needKey(n) {
    return canonical({ item: n.item, granularity: n.granularity, startTime: n.startTime, endTime: n.endTime });
}
function batchNeeds(needs) {
    const groups = new Map();
    for (const n of needs) {
        const shared = canonical({ sourceId: n.item.sourceId, granularity: n.granularity, groupBy: n.item.groupBy, startTime: n.startTime, endTime: n.endTime });
        let group = groups.get(shared);
        if (!group)
            groups.set(shared, (group = new Map()));
        group.set(needKey(n), n);
    }
    const batches = [];
    for (const group of groups.values()) {
        const entries = [...group.entries()];
        for (let i = 0; i < entries.length; i += MAX_SERIES) {
            const chunk = entries.slice(i, i + MAX_SERIES);
            const first = chunk[0]?.[1];
            if (!first)
                continue;
            batches.push({
                query: { series: chunk.map(([, n]) => n.item), startTime: first.startTime, endTime: first.endTime, granularity: first.granularity },
                keys: chunk.map(([k]) => k),
            });
        }
    }
    return batches;
}
async function runBatches(batches, series, concurrency) {
    const out = new Map();
    const send = async (batch) => {
        try {
            const columns = await series(batch.query, () => splitter(batch.keys.length));
            batch.keys.forEach((key, index) => out.set(key, { rows: columns[index] }));
        }
        catch (e) {
            if (batch.keys.length > 1 && e instanceof errors/* ApiError */.hD && QUERY_REFUSALS.has(e.status)) {
                for (const [index, key] of batch.keys.entries()) {
                    const item = batch.query.series[index];
                    if (item)
                        await send({ query: { ...batch.query, series: [item] }, keys: [key] });
                }
                return;
            }
            const error = e instanceof Error ? e.message : String(e);
            for (const key of batch.keys)
                out.set(key, { error });
        }
    };
    let next = 0;
    const worker = async () => {
        for (let i = next++; i < batches.length; i = next++) {
            const batch = batches[i];
            if (batch)
                await send(batch);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batches.length)) }, worker));
    return out;
}
function readerOf(series) {
    return async (query, collect) => {
        const rows = await series(query);
        const c = collect();
        for (const row of rows)
            c.row(row);
        return c.done();
    };
}
const QUERY_REFUSALS = new Set([400, 404, 500]);
function splitter(count) {
    const columns = Array.from({ length: count }, () => new batch_NeedRows());
    const keys = columns.map((_, i) => `series_${i}.data`);
    return {
        row(row) {
            if (typeof row.ts_bucket !== 'number')
                return;
            const group = Array.isArray(row.group) ? row.group : [];
            let key;
            for (let i = 0; i < count; i++) {
                const k = keys[i];
                if (!(k in row))
                    continue;
                key ??= JSON.stringify(group);
                columns[i].push(row.ts_bucket, key, group, engineValue(row[k]));
            }
        },
        done: () => columns,
    };
}
function engineValue(v) {
    if (typeof v === 'number')
        return Number.isFinite(v) ? v : null;
    if (typeof v === 'string') {
        const n = Number.parseInt(v, 10);
        return Number.isNaN(n) ? null : n;
    }
    return null;
}
function canonical(v) {
    return JSON.stringify(v, (_k, value) => typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value);
}

;// CONCATENATED MODULE: ./src/alerts/backtest/decisions.ts
class DecisionLog {
    length = 0;
    group = new Int32Array(INITIAL);
    at = new Float64Array(INITIAL);
    value = new Float64Array(INITIAL);
    fired = new Uint8Array(INITIAL);
    ids = new Map();
    add(d) {
        let id = this.ids.get(d.group);
        if (id === undefined)
            this.ids.set(d.group, (id = this.ids.size));
        if (this.length === this.group.length)
            this.grow();
        const i = this.length++;
        this.group[i] = id;
        this.at[i] = d.at;
        this.value[i] = d.value ?? Number.NaN;
        this.fired[i] = d.fired ? 1 : 0;
    }
    of(group) {
        const id = this.ids.get(group);
        const out = [];
        if (id === undefined)
            return out;
        for (let i = 0; i < this.length; i++) {
            if (this.group[i] !== id)
                continue;
            const v = this.value[i];
            out.push({ at: this.at[i], value: Number.isNaN(v) ? null : v, fired: this.fired[i] === 1 });
        }
        return out;
    }
    grow() {
        const size = this.group.length * 2;
        const group = new Int32Array(size);
        group.set(this.group);
        const at = new Float64Array(size);
        at.set(this.at);
        const value = new Float64Array(size);
        value.set(this.value);
        const fired = new Uint8Array(size);
        fired.set(this.fired);
        this.group = group;
        this.at = at;
        this.value = value;
        this.fired = fired;
    }
}
const INITIAL = 4096;

;// CONCATENATED MODULE: ./src/alerts/backtest/grid.ts

const GRANULARITIES = [
    ['30s', 30_000],
    ['1m', 60_000],
    ['5m', 300_000],
    ['10m', 600_000],
    ['15m', 900_000],
    ['30m', 1_800_000],
    ['1h', 3_600_000],
    ['2h', 7_200_000],
    ['6h', 21_600_000],
    ['12h', 43_200_000],
    ['1d', 86_400_000],
];
const RECOMBINABLE = new Set(['count', 'sum', 'min', 'max']);
function spansOf(plan, intervalMs) {
    const [from, to] = plan.range;
    return plan.buckets.map((start) => {
        if (start % intervalMs !== 0)
            return { start, from: start, to: start };
        return { start, from: Math.max(start, from), to: Math.min(start + intervalMs, to) };
    });
}
function fetchGranularity(plans, intervalMs) {
    const edges = new Set();
    for (const p of plans)
        for (const s of spansOf(p, intervalMs)) {
            if (s.from >= s.to)
                continue;
            edges.add(s.from);
            edges.add(s.to);
        }
    for (const [label, ms] of [...GRANULARITIES].reverse()) {
        if (ms > intervalMs || intervalMs % ms !== 0)
            continue;
        if ([...edges].every((e) => e % ms === 0))
            return { label, ms };
    }
    return undefined;
}
function combine(aggFn, values) {
    const present = values.filter((v) => v !== null);
    if (present.length === 0)
        return null;
    if (aggFn === 'min')
        return Math.min(...present);
    if (aggFn === 'max')
        return Math.max(...present);
    return present.reduce((a, b) => a + b, 0);
}
const indexes = new WeakMap();
function bucketIndex(rows) {
    const known = indexes.get(rows);
    if (known)
        return known;
    const firstOf = new Map();
    const counts = [];
    for (let i = 0; i < rows.length; i++) {
        const b = rows.bucket[i];
        const k = firstOf.get(b);
        if (k === undefined) {
            firstOf.set(b, counts.length);
            counts.push(1);
        }
        else
            counts[k] = counts[k] + 1;
    }
    const offsets = new Int32Array(counts.length + 1);
    for (let k = 0; k < counts.length; k++)
        offsets[k + 1] = offsets[k] + counts[k];
    const order = new Int32Array(rows.length);
    const fill = offsets.slice(0, counts.length);
    for (let i = 0; i < rows.length; i++) {
        const k = firstOf.get(rows.bucket[i]);
        const at = fill[k];
        fill[k] = at + 1;
        order[at] = i;
    }
    const index = { firstOf, offsets, order, keys: new Map() };
    indexes.set(rows, index);
    return index;
}
function groupKeys(rows, index, input) {
    const signature = input.grouped ? JSON.stringify(input.groupBy) : '';
    const known = index.keys.get(signature);
    if (known)
        return known;
    const keyIds = new Map();
    const keys = [];
    const keyOf = new Int32Array(rows.groups.length);
    rows.groups.forEach((group, g) => {
        const key = input.grouped ? input.groupBy.map((col, i) => `${col}:${String(group[i])}`).join(', ') : '';
        let id = keyIds.get(key);
        if (id === undefined) {
            id = keys.length;
            keyIds.set(key, id);
            keys.push(key);
        }
        keyOf[g] = id;
    });
    const made = { keys, keyOf };
    index.keys.set(signature, made);
    return made;
}
function* toTicks(rows, input) {
    const index = bucketIndex(rows);
    const { firstOf, offsets, order } = index;
    const { keys, keyOf } = groupKeys(rows, index, input);
    const stamp = new Int32Array(keys.length).fill(-1);
    const slot = new Int32Array(keys.length);
    let generation = 0;
    const entryKey = [];
    const entryValue = [];
    const entryParts = [];
    for (let p = 0; p < input.plans.length; p++) {
        const plan = input.plans[p];
        const spans = input.spans?.[p] ?? spansOf(plan, input.intervalMs);
        const buckets = [];
        for (const span of spans) {
            const gen = generation++;
            entryKey.length = 0;
            entryValue.length = 0;
            entryParts.length = 0;
            for (let t = span.from; t < span.to; t += input.stepMs) {
                const k = firstOf.get(t);
                if (k === undefined)
                    continue;
                for (let o = offsets[k], end = offsets[k + 1]; o < end; o++) {
                    const i = order[o];
                    const raw = rows.value[i];
                    const value = Number.isNaN(raw) ? null : raw;
                    const key = keyOf[rows.group[i]];
                    if (stamp[key] !== gen) {
                        stamp[key] = gen;
                        slot[key] = entryKey.length;
                        entryKey.push(key);
                        entryValue.push(value);
                        entryParts.push(1);
                        continue;
                    }
                    const e = slot[key];
                    const acc = entryParts[e] === 1 ? combine(input.aggFn, [entryValue[e] ?? null]) : (entryValue[e] ?? null);
                    entryValue[e] = combine(input.aggFn, [acc, value]);
                    entryParts[e] = entryParts[e] + 1;
                }
            }
            const bucketRows = [];
            for (let e = 0; e < entryKey.length; e++) {
                const value = entryValue[e] ?? null;
                if (input.dropZeroCounts && value === 0)
                    continue;
                bucketRows.push({ group: keys[entryKey[e]], value });
            }
            buckets.push({ start: span.start, rows: bucketRows });
        }
        yield { at: plan.at, buckets };
    }
}
function columnsOf(list) {
    const rows = new NeedRows();
    for (const r of list)
        rows.push(r.bucket, JSON.stringify(r.group), r.group, r.value);
    return rows;
}

// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
;// CONCATENATED MODULE: ./src/alerts/backtest/query.ts


const MAX_GROUP_BY = 10;
const SERIES_AGG_FNS = new Set([
    'avg',
    'count',
    'count_distinct',
    'last_value',
    'max',
    'min',
    'quantile',
    'sum',
    'any',
    'increase',
]);
function alertQuery(want, lk) {
    if (want.source === 'saved_search')
        return savedSearchQuery(want, lk);
    if (want.source === 'inline') {
        if (!want.chartConfig)
            return { skipped: "the inline alert's chart was not read" };
        return chartQuery(want.chartConfig, want.groupBy, lk, 'chart');
    }
    const tile = lk.tile(want.dashboardId ?? '', want.tileId ?? '');
    if (!tile)
        return { skipped: 'the tile is not on the dashboard' };
    return chartQuery(tile.config ?? {}, want.groupBy, lk, 'tile');
}
function savedSearchQuery(want, lk) {
    const search = lk.savedSearches.find((s) => s.id === want.savedSearchId);
    if (!search)
        return { skipped: `saved search ${String(want.savedSearchId)} not found` };
    const pending = createdByRun(search.sourceId);
    if (pending)
        return { skipped: pending };
    const source = lk.sources.find((s) => s.id === search.sourceId);
    if (!source)
        return { skipped: `source ${String(search.sourceId)} of the saved search not found` };
    if (Array.isArray(search.filters) && search.filters.length > 0)
        return { skipped: 'the saved search has pinned filters, which the series API cannot apply' };
    if (typeof source.tableFilterExpression === 'string' && source.tableFilterExpression !== '')
        return { skipped: `source "${source.name}" has a table filter expression, which the series API does not apply` };
    const groupBy = splitGroupBy(want.groupBy ?? '');
    if (groupBy.length > MAX_GROUP_BY)
        return { skipped: `groupBy has ${groupBy.length} columns; the series API takes at most ${MAX_GROUP_BY}` };
    const where = typeof search.where === 'string' ? search.where : '';
    const whereLanguage = search.whereLanguage === 'sql' ? 'sql' : 'lucene';
    return {
        item: { sourceId: source.id, aggFn: 'count', where, whereLanguage, groupBy },
        dropZeroCounts: true,
        grouped: groupBy.length > 0,
    };
}
function chartQuery(config, alertGroupBy, lk, what) {
    if (config.configType === 'sql')
        return { skipped: `a raw-SQL ${what}: the series API cannot run its SQL` };
    if (config.configType === 'promql' || typeof config.promql === 'string' || typeof config.query === 'string')
        return { skipped: 'a PromQL tile: the engine does not evaluate it and the series API cannot run it' };
    const type = typeof config.displayType === 'string' ? config.displayType : '';
    if (!types/* ALERTABLE_DISPLAY_TYPES */.Ei.includes(type))
        return { skipped: `a ${type || 'untyped'} tile: the engine evaluates only ${types/* ALERTABLE_DISPLAY_TYPES */.Ei.join(', ')} tiles` };
    if (Array.isArray(config.formulas) && config.formulas.length > 0)
        return { skipped: 'a formula tile: the series API cannot compute formulas' };
    if (config.asRatio === true)
        return { skipped: 'a ratio tile (asRatio): the series API answers each series on its own, not their ratio' };
    const select = Array.isArray(config.select) ? config.select : [];
    const last = select[select.length - 1];
    if (!isRecord(last))
        return { skipped: 'the tile has no select item' };
    const pending = createdByRun(config.sourceId);
    if (pending)
        return { skipped: pending };
    const source = lk.sources.find((s) => s.id === config.sourceId);
    if (!source)
        return { skipped: `source ${String(config.sourceId)} of the tile not found` };
    const aggFn = typeof last.aggFn === 'string' ? last.aggFn : 'count';
    if (!SERIES_AGG_FNS.has(aggFn))
        return { skipped: `aggregation "${aggFn}" is not one the series API takes` };
    if (last.periodAggFn === 'delta')
        return { skipped: 'a delta (periodAggFn) series: the series API has no such option' };
    const value = typeof last.valueExpression === 'string' ? last.valueExpression : '';
    const metric = source.kind === 'metric';
    const field = metric ? (value === '' || value === 'Value' ? undefined : value) : aggFn === 'count' || value === '' ? undefined : value;
    if (field?.includes('.'))
        return { skipped: `the value expression \`${field}\` has a dot, which the series API reads as a string literal` };
    const groupBy = typeof config.groupBy === 'string' ? splitGroupBy(config.groupBy) : [];
    if (groupBy.length > MAX_GROUP_BY)
        return { skipped: `the tile groups by ${groupBy.length} columns; the series API takes at most ${MAX_GROUP_BY}` };
    const where = typeof last.where === 'string' ? last.where : '';
    const item = {
        sourceId: source.id,
        aggFn: aggFn,
        ...(field !== undefined ? { field } : {}),
        where,
        whereLanguage: last.whereLanguage === 'sql' ? 'sql' : 'lucene',
        groupBy,
        ...(aggFn === 'quantile' && typeof last.level === 'number' ? { level: last.level } : {}),
        ...(metric && typeof last.metricName === 'string' ? { metricName: last.metricName } : {}),
        ...(metric && typeof last.metricType === 'string' ? { metricDataType: last.metricType } : {}),
    };
    return { item, dropZeroCounts: false, grouped: groupBy.length > 0 || (alertGroupBy ?? '') !== '' };
}
function createdByRun(id) {
    const ref = (0,reconcile_ref/* refOf */.H8)(id);
    if (!ref)
        return undefined;
    const what = ref.pending === 'object'
        ? `the ${KIND_NAMES[ref.kind] ?? ref.kind} "${ref.name}"`
        : ref.pending === 'dashboard'
            ? `the dashboard "${ref.name}"`
            : `the tile "${ref.tile}"`;
    return `${what} is created by this run: it has no history to replay yet`;
}
const KIND_NAMES = { sources: 'source', savedSearches: 'saved search', connections: 'connection' };
function splitGroupBy(list) {
    const out = [];
    let depth = 0;
    let quote;
    let current = '';
    for (const ch of list) {
        if (quote) {
            if (ch === quote)
                quote = undefined;
        }
        else if (ch === "'" || ch === '"' || ch === '`')
            quote = ch;
        else if (ch === '(' || ch === '[')
            depth++;
        else if (ch === ')' || ch === ']')
            depth--;
        else if (ch === ',' && depth === 0) {
            out.push(current.trim());
            current = '';
            continue;
        }
        current += ch;
    }
    out.push(current.trim());
    return out.filter((s) => s !== '');
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(26518);
;// CONCATENATED MODULE: ./src/alerts/backtest/render.ts


const MAX_LINES = 100;
const MAX_CHARTS = 10;
const MAX_GROUPED = 20;
const MAX_GROUPS = 5;
const MAX_GROUP_CHARS = 80;
const EMPTY_GROUP = '(empty windows)';
function renderBacktests(actions, details) {
    const tested = actions.flatMap((a) => {
        const bt = a.action === 'create' || a.action === 'update' ? a.backtest : undefined;
        return bt ? [{ action: a, bt, detail: details?.get(a) }] : [];
    });
    if (tested.length === 0)
        return undefined;
    const items = tested.slice(0, MAX_LINES).map(({ action, bt, detail }) => `${action.name} (${action.action}): ${backtestLine(bt, detail)}`);
    if (tested.length > MAX_LINES)
        items.push(`… and ${tested.length - MAX_LINES} more backtested alerts (see the \`plan\` output).`);
    const windows = new Set(tested.flatMap(({ bt }) => ('window' in bt ? [bt.window] : [])));
    const [only] = windows;
    const title = windows.size === 1 && only !== undefined ? `Backtests: the last ${spell(only)} replayed as the alert engine evaluates` : 'Backtests';
    const replayed = tested.flatMap(({ action, bt, detail }) => ('window' in bt ? [{ action, bt, detail }] : []));
    const drawable = replayed.filter((r) => r.detail?.chart).sort((x, y) => y.bt.pages - x.bt.pages);
    const charts = drawable.slice(0, MAX_CHARTS).flatMap(({ action, bt, detail }) => {
        const chart = detail ? chartOf(action.name, bt, detail) : undefined;
        return chart ? [chart] : [];
    });
    const notes = drawable.length > charts.length
        ? [`Backtest charts: the ${charts.length} noisiest of ${drawable.length} backtested alerts; the list above has every count.`]
        : [];
    const grouped = replayed.filter(({ bt }) => bt.groups.length > 1).sort((x, y) => y.bt.pages - x.bt.pages);
    const tables = grouped.slice(0, MAX_GROUPED).map(({ action, bt }) => groupTable(action.name, bt));
    if (grouped.length > MAX_GROUPED)
        tables.push(`… and ${grouped.length - MAX_GROUPED} more grouped alerts (see the \`plan\` output).`);
    const text = tables.join('\n\n');
    return {
        list: { title, items },
        charts,
        details: text ? [{ title: 'Backtest: busiest groups', text, open: false }] : [],
        notes,
    };
}
function backtestLine(bt, detail) {
    if (!('window' in bt))
        return `not replayed: ${bt.skipped}`;
    const range = spell(bt.window);
    if (bt.windows === 0)
        return `no window to evaluate in the last ${range}`;
    const fired = bt.current ? `fired ${count(bt.current.firings)}× → ${count(bt.firings)}×` : `fired ${count(bt.firings)}×`;
    const split = detail && detail.notifications.resolve > 0
        ? `: ${count(detail.notifications.alert)} alert and ${count(detail.notifications.resolve)} resolve notifications`
        : '';
    const facts = [
        ...(bt.pages > 0 || bt.current ? [`${fired}${split}`] : []),
        `${count(bt.breaching)} of ${count(bt.windows)} windows breaching${bt.current ? `, was ${count(bt.current.breaching)}` : ''}`,
    ];
    const busiest = busiestOf(bt, detail);
    if (busiest !== undefined)
        facts.push(bt.groups.length > 1 ? `busiest of ${count(groupCount(bt))} groups: ${busiest}` : `group: ${busiest}`);
    const verdict = bt.current
        ? `would have paged ${times(bt.current.pages)} in ${range}; as proposed, ${count(bt.pages)}`
        : bt.pages === 0
            ? `would not have paged in ${range}`
            : `would have paged ${times(bt.pages)} in ${range}`;
    return `${verdict} (${facts.join('; ')})`;
}
function busiestOf(bt, detail) {
    const name = detail?.busiest ?? bt.groups[0]?.group;
    if (name === undefined)
        return undefined;
    if (name === '')
        return bt.groups.length > 1 ? EMPTY_GROUP : undefined;
    return clip(name);
}
function chartOf(name, bt, detail) {
    const c = detail.chart;
    if (!c)
        return undefined;
    const busiest = busiestOf(bt, detail);
    const lines = [];
    if (c.thresholdMax !== undefined)
        lines.push({ name: 'threshold max', value: c.thresholdMax });
    if (c.currentThreshold !== undefined && c.currentThreshold !== c.threshold)
        lines.push({ name: 'current threshold', value: c.currentThreshold });
    if (c.currentThresholdMax !== undefined && c.currentThresholdMax !== c.thresholdMax)
        lines.push({ name: 'current threshold max', value: c.currentThresholdMax });
    return {
        title: `${name}: backtest ${bt.window}, ${bt.pages === 1 ? '1 page' : `${count(bt.pages)} pages`}${bt.current ? ` (was ${count(bt.current.pages)})` : ''}, fired ${count(bt.firings)}×${busiest !== undefined ? `, ${busiest}` : ''}`,
        times: c.times,
        series: [{ name: busiest ?? 'value', values: c.values }],
        threshold: c.threshold,
        ...(lines.length > 0 ? { lines } : {}),
        ...(c.firings.length > 0 ? { marks: { name: 'fires', at: c.firings } } : {}),
        yLabel: `per ${bt.interval}`,
    };
}
function groupTable(name, bt) {
    const shown = bt.groups.slice(0, MAX_GROUPS);
    const rows = [
        ['group', 'windows', 'breaching', 'firings', 'pages'],
        ...shown.map((g) => [clip(g.group) || EMPTY_GROUP, count(g.windows), count(g.breaching), count(g.firings), count(g.pages)]),
    ];
    const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    const lines = rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`.trimEnd());
    const more = groupCount(bt) - shown.length;
    return [`${(0,report_escape/* plainLine */.h0)(name)} (${count(groupCount(bt))} groups${more > 0 ? `; the ${shown.length} busiest shown` : ''})`, ...lines].join('\n');
}
function groupCount(bt) {
    return bt.groups.length + (bt.otherGroups ?? 0);
}
function spell(window) {
    const ms = (0,duration/* parseDuration */.E)(window);
    if (ms === undefined || ms <= 0)
        return window;
    for (const [unit, size] of [
        ['day', 86_400_000],
        ['hour', 3_600_000],
        ['minute', 60_000],
    ]) {
        if (ms % size === 0)
            return `${count(ms / size)} ${unit}${ms === size ? '' : 's'}`;
    }
    return window;
}
function times(n) {
    return n === 1 ? 'once' : `${count(n)} times`;
}
function count(n) {
    return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}
function clip(text) {
    const line = (0,report_escape/* plainLine */.h0)(text);
    const chars = Array.from(line);
    return chars.length > MAX_GROUP_CHARS ? `${chars.slice(0, MAX_GROUP_CHARS - 1).join('')}…` : line;
}

// EXTERNAL MODULE: ./src/alerts/rule.ts
var rule = __webpack_require__(31685);
;// CONCATENATED MODULE: ./src/alerts/backtest/run.ts









const CONCURRENCY = 4;
const MANAGED_NOTE = 'Backtests: the managed (ClickHouse Cloud) API has no series endpoint, so this plan carries none; `alerts.test` judges alert files offline on both editions.';
const EVALUATED_FIELDS = new Set([
    'source',
    'dashboardId',
    'tileId',
    'savedSearchId',
    'groupBy',
    'threshold',
    'thresholdType',
    'thresholdMax',
    'interval',
    'numConsecutiveWindows',
    'scheduleOffsetMinutes',
    'scheduleStartAt',
]);
function wantsBacktest(a) {
    if (a.action === 'create')
        return true;
    return a.action === 'update' && a.changes.some((c) => EVALUATED_FIELDS.has(c.field));
}
async function backtestPlan(client, input, settings, now) {
    const run = { details: new Map(), notes: [], requests: 0 };
    if (settings.window === 'off')
        return run;
    const actions = input.plan.actions.filter(wantsBacktest);
    if (actions.length === 0)
        return run;
    const charts = client.charts;
    if (!charts) {
        run.notes.push(MANAGED_NOTE);
        return run;
    }
    const to = Math.floor(now / 60_000) * 60_000;
    const from = to - settings.window.ms;
    const live = new Map(input.alerts.map((a) => [a.id, a]));
    const pairs = [];
    for (const action of actions) {
        const desired = input.desired.find((d) => d.file === action.file && d.name === action.name);
        if (!desired)
            continue;
        const current = action.action === 'update' ? live.get(action.id) : undefined;
        pairs.push({ action, proposed: { want: desired.want }, current: current ? { want: (0,normalize/* fromServer */.Wj)(current).value } : undefined });
    }
    const usesSearches = pairs.some((p) => p.proposed.want.source === 'saved_search' || p.current?.want.source === 'saved_search');
    const [sources, savedSearches] = await Promise.all([
        input.sources ?? client.listSources(),
        input.savedSearches ?? (usesSearches ? client.listSavedSearches() : Promise.resolve([])),
    ]);
    const proposedLk = lookups(sources, savedSearches, input.dashboards ?? []);
    const currentLk = lookups(sources, savedSearches, input.liveDashboards ?? input.dashboards ?? []);
    const needs = [];
    const schedules = new Map();
    for (const p of pairs) {
        prepare(p.proposed, proposedLk, from, to, schedules);
        if (p.current)
            prepare(p.current, currentLk, from, to, schedules);
        for (const v of [p.proposed, p.current])
            if (v?.need)
                needs.push(v.need);
    }
    const batches = batchNeeds(needs);
    run.requests = batches.length;
    const answers = await runBatches(batches, (q, collect) => charts.seriesInto(q, collect), CONCURRENCY);
    const readers = new Map();
    for (const n of needs)
        readers.set(needKey(n), (readers.get(needKey(n)) ?? 0) + 1);
    const judged = (v) => {
        if (!v.need)
            return;
        const key = needKey(v.need);
        const left = (readers.get(key) ?? 1) - 1;
        readers.set(key, left);
        if (left === 0)
            answers.delete(key);
    };
    for (const p of pairs) {
        judge(p.proposed, answers, true);
        judged(p.proposed);
        if (p.current) {
            judge(p.current, answers, false);
            judged(p.current);
        }
        const backtest = toBacktest(p.proposed, p.current, settings.window.text);
        p.action.backtest = backtest;
        if (!('skipped' in backtest)) {
            if (p.current?.skipped)
                run.notes.push(`"${p.action.name}": the live definition was not replayed (${p.current.skipped}).`);
            run.details.set(p.action, detail(p.proposed, p.current));
        }
        for (const v of [p.proposed, p.current])
            if (v)
                release(v);
    }
    if (settings.maxFirings !== undefined) {
        const noisy = noiseGuard(pairs, settings.maxFirings);
        if (noisy.length > 0)
            run.noisy = noisy;
        const unjudged = pairs.filter((p) => p.proposed.failed).map((p) => `"${p.action.name}"`);
        if (unjudged.length > 0)
            run.unjudged = unjudged;
    }
    return run;
}
function lookups(sources, savedSearches, dashboards) {
    return {
        sources,
        savedSearches,
        tile: (dashboardId, tileId) => {
            const dash = dashboards.find((d) => d.id === dashboardId);
            return Array.isArray(dash?.tiles) ? dash.tiles.find((t) => t.id === tileId) : undefined;
        },
    };
}
function scheduleOf(rule, from, to, cache) {
    const key = JSON.stringify([rule.intervalMinutes, rule.scheduleOffsetMinutes ?? null, rule.scheduleStartAt ?? null, from, to]);
    let s = cache.get(key);
    if (!s) {
        const intervalMs = rule.intervalMinutes * 60_000;
        const plans = (0,alert_engine/* ticksBetween */.DW)(rule, from, to);
        s = { plans, spans: plans.map((p) => spansOf(p, intervalMs)), step: fetchGranularity(plans, intervalMs) };
        cache.set(key, s);
    }
    return s;
}
function prepare(v, lk, from, to, schedules) {
    if (v.skipped)
        return;
    const q = alertQuery(v.want, lk);
    if ('skipped' in q) {
        v.skipped = q.skipped;
        return;
    }
    if ((0,reconcile_ref/* holdsRef */.Kf)(q.item)) {
        v.skipped = 'the series names an object this run creates: it has no history to replay yet';
        return;
    }
    v.query = q;
    v.rule = (0,rule/* ruleOf */.Y)(v.want, q.grouped);
    const intervalMs = v.rule.intervalMinutes * 60_000;
    const schedule = scheduleOf(v.rule, from, to, schedules);
    v.schedule = schedule;
    if (schedule.plans.length === 0) {
        v.skipped = 'no complete evaluation of the alert falls in the window';
        return;
    }
    const step = schedule.step;
    if (!step) {
        v.skipped = 'the schedule shifts its windows off every granularity the series API has';
        return;
    }
    if (step.ms !== intervalMs && !RECOMBINABLE.has(q.item.aggFn)) {
        v.skipped = `the schedule (offset or start) shifts its windows off the epoch grid, and partial windows of \`${q.item.aggFn}\` cannot be recombined from finer buckets (only count, sum, min, max can)`;
        return;
    }
    v.stepMs = step.ms;
    v.range = [from, to];
    v.need = { item: q.item, granularity: step.label, startTime: Math.floor(from / step.ms) * step.ms, endTime: Math.ceil(to / step.ms) * step.ms };
}
function judge(v, answers, charted) {
    if (v.skipped || !v.need || !v.query || !v.rule || !v.range || !v.schedule || v.stepMs === undefined)
        return;
    const answer = answers.get(needKey(v.need));
    if (!answer || 'error' in answer) {
        v.skipped = `series query failed: ${answer?.error ?? 'no answer'}`;
        v.failed = true;
        return;
    }
    const tooMany = v.query.grouped ? tooManyGroups(answer.rows) : undefined;
    if (tooMany) {
        v.skipped = tooMany;
        return;
    }
    const log = charted ? new DecisionLog() : undefined;
    const ticks = toTicks(answer.rows, {
        plans: v.schedule.plans,
        spans: v.schedule.spans,
        intervalMs: v.rule.intervalMinutes * 60_000,
        stepMs: v.stepMs,
        aggFn: v.query.item.aggFn,
        groupBy: v.query.item.groupBy,
        grouped: v.query.grouped,
        dropZeroCounts: v.query.dropZeroCounts,
    });
    v.result = (0,alert_engine/* replay */.eZ)(v.rule, ticks, { onDecision: log ? (d) => log.add(d) : () => undefined });
    if (log)
        v.log = log;
}
function release(v) {
    delete v.schedule;
    delete v.log;
}
const MAX_REPLAYED_GROUPS = 1_000;
function tooManyGroups(rows) {
    if (rows.groups.length <= MAX_REPLAYED_GROUPS)
        return undefined;
    return `the series has more than ${MAX_REPLAYED_GROUPS} groups in the window; a backtest replays at most that many (group by fewer distinct values)`;
}
const counts = (c) => ({
    windows: c.windows,
    breaching: c.breaching,
    firings: c.firings,
    pages: c.notifications + c.resolves,
});
function toBacktest(proposed, current, window) {
    if (!proposed.result)
        return { skipped: proposed.skipped ?? 'not replayed' };
    const r = proposed.result;
    return {
        window,
        interval: proposed.want.interval,
        ...counts(r),
        ...planGroups(r.groups),
        ...(current?.result ? { current: counts(current.result) } : {}),
    };
}
const MAX_PLAN_GROUPS = 100;
function planGroups(groups) {
    const kept = noisiest(groups)
        .slice(0, MAX_PLAN_GROUPS)
        .map((g) => ({ group: clip(g.group), ...counts(g) }));
    return groups.length > kept.length ? { groups: kept, otherGroups: groups.length - kept.length } : { groups: kept };
}
function noisiest(groups) {
    return [...groups].sort((a, b) => b.notifications + b.resolves - (a.notifications + a.resolves));
}
function detail(proposed, current) {
    const r = proposed.result;
    const busiest = noisiest(r.groups)[0]?.group;
    const mine = busiest !== undefined && proposed.log ? proposed.log.of(busiest) : [];
    const byTick = new Map(mine.map((d) => [d.at, d]));
    const plans = proposed.schedule?.plans ?? [];
    const startOf = new Map(plans.map((p) => [p.at, p.range[0]]));
    const want = proposed.want;
    const live = current?.want;
    const thresholdChanged = live !== undefined && (live.threshold !== want.threshold || live.thresholdMax !== want.thresholdMax);
    return {
        notifications: { alert: r.notifications, resolve: r.resolves },
        ...(busiest !== undefined ? { busiest } : {}),
        chart: {
            times: plans.map((p) => p.range[0]),
            values: plans.map((p) => byTick.get(p.at)?.value ?? null),
            threshold: want.threshold,
            ...(want.thresholdMax !== null ? { thresholdMax: want.thresholdMax } : {}),
            ...(thresholdChanged ? { currentThreshold: live.threshold } : {}),
            ...(thresholdChanged && live.thresholdMax !== null ? { currentThresholdMax: live.thresholdMax } : {}),
            firings: mine.filter((d) => d.fired).map((d) => startOf.get(d.at) ?? d.at),
        },
    };
}
function noiseGuard(pairs, max) {
    return pairs.flatMap((p) => {
        const r = p.proposed.result;
        if (!r)
            return [];
        const { pages, firings } = counts(r);
        if (pages <= max)
            return [];
        const top = noisiest(r.groups)[0];
        const where = top && top.group !== '' ? `; noisiest group "${clip(top.group)}": ${counts(top).pages}` : '';
        return [`"${p.action.name}" would have paged ${pages} times (fired ${firings}×${where})`];
    });
}

// EXTERNAL MODULE: ./src/alerts/file.ts
var file = __webpack_require__(64101);
// EXTERNAL MODULE: ./src/alerts/echo.ts
var echo = __webpack_require__(7322);
;// CONCATENATED MODULE: ./src/alerts/handler.ts




const ORDER = { update: 0, create: 1, delete: 2 };
const inOrder = (writes) => [...writes].sort((a, b) => ORDER[a.action] - ORDER[b.action]);
function alertHandler(client, knownIds, files, ids) {
    const ready = (body) => {
        const sent = ids.resolve(body);
        if ((0,reconcile_ref/* holdsRef */.Kf)(sent))
            throw new Error('not sent: an object it names was not created (see its failure)');
        return sent;
    };
    return {
        async create(a) {
            const body = ready(a.body);
            const answer = await client.createAlert(body);
            return { id: answer.id, echo: (0,echo/* echoTexts */.AH)(body, answer) };
        },
        async update(a) {
            const body = ready(a.body);
            const answer = await client.updateAlert(a.id, body);
            return { id: a.id, echo: (0,echo/* echoTexts */.AH)(body, answer) };
        },
        async delete(a) {
            try {
                await client.deleteAlert(a.id);
            }
            catch (e) {
                if (!(e instanceof errors/* ApiError */.hD && e.status === 404))
                    throw e;
            }
            return { id: a.id };
        },
        lost: {
            is: (e) => e instanceof errors/* TransportError */.wX && e.outcomeUnknown,
            list: () => client.listAlerts(),
            find: (alerts, a) => alerts.find((al) => !knownIds.has(al.id) && al.name === a.name && (0,normalize/* fromServer */.Wj)(al).scope === a.scope),
            found: (_a, hit) => ({ id: hit.id }),
            notCreated: 'no alert was created (checked) — re-run to create it',
            unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
            mark: true,
        },
        echoPlace: (o) => (0,echo/* echoPlace */.P_)(files, o),
    };
}

// EXTERNAL MODULE: ./src/alerts/inline.ts
var inline = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/alerts/marker.ts
var marker = __webpack_require__(92329);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
;// CONCATENATED MODULE: ./src/alerts/noise.ts

const NOISY_NAMED = 5;
function noiseRefusal(run, settings, nameInput) {
    if (settings.maxFirings === undefined || (!run.noisy && !run.unjudged))
        return undefined;
    const sentences = [];
    if (run.noisy) {
        const window = settings.window === 'off' ? '' : ` in the last ${settings.window.text}`;
        sentences.push((0,input_error/* msg */.ab) `Backtest: ${firstFew(run.noisy)}${window}, more than ${(0,input_error/* named */.KT)('backtest-max-firings')} (${settings.maxFirings}); nothing was sent. Raise the threshold, or the limit if this is intended.`.render(nameInput ?? input_error/* actionNamer */.IY));
    }
    if (run.unjudged) {
        sentences.push((0,input_error/* msg */.ab) `Backtest: the series query of ${firstFew(run.unjudged)} failed, so ${(0,input_error/* named */.KT)('backtest-max-firings')} cannot judge it; nothing was sent. Re-run, or leave the limit empty to apply without the gate.`.render(nameInput ?? input_error/* actionNamer */.IY));
    }
    return sentences.join(' ');
}
function firstFew(items) {
    const listed = items.slice(0, NOISY_NAMED).join('; ');
    return items.length > NOISY_NAMED ? `${listed} (and ${items.length - NOISY_NAMED} more alerts)` : listed;
}

// EXTERNAL MODULE: ./src/alerts/plan.ts
var alerts_plan = __webpack_require__(38080);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
// EXTERNAL MODULE: ./src/alerts/model.ts
var alerts_model = __webpack_require__(65126);
;// CONCATENATED MODULE: ./src/alerts/render.ts






const MAX_QUIET_ROWS = 50;
const CREATE_FIELDS = alerts_model/* COMPARED_FIELDS */._0.filter((f) => f !== 'name');
function summaryText(plan) {
    const s = plan.summary;
    return `${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged`;
}
const headline = (plan) => `Plan: ${summaryText(plan)} (fingerprint ${plan.fingerprint})`;
function renderPlan(plan, names, opts) {
    return runReport('single', [alertsReport(plan, names, opts)], { dryRun: opts.dryRun, fingerprint: plan.fingerprint, applied: opts.outcomes !== undefined });
}
function alertsReport(plan, names, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const quiet = plan.actions.filter((a) => !(0,reconcile_plan/* isWrite */.a)(a));
    const loud = plan.actions.filter(reconcile_plan/* isWrite */.a);
    const rows = [...loud, ...quiet.filter((q) => q.action === 'unchanged').slice(0, MAX_QUIET_ROWS)].map((a) => {
        const o = byAction.get(a);
        return {
            icon: model/* STATUS_ICON */.t[a.action] ?? '',
            action: a.action,
            name: a.name,
            target: a.target ?? '',
            why: summarize(a),
            ...(applied ? { result: o ? result(o) : '—' } : {}),
        };
    });
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
    const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
    const diff = diffText(loud, names);
    const backtests = renderBacktests(loud, opts.backtests);
    const { create, update, delete: deleted, unchanged, unmanaged } = plan.summary;
    return {
        title: 'Alerts',
        prefix: 'alert: ',
        summary: summaryText(plan),
        counts: { ...plan.summary },
        totals: { create, update, delete: deleted, unchanged, unmanaged },
        columns: { name: 'Alert', target: 'Target', why: 'Changes / reason' },
        rows,
        ...(backtests ? { lists: [backtests.list] } : {}),
        ...(backtests && backtests.charts.length > 0 ? { charts: backtests.charts } : {}),
        details: [...(diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : []), ...(backtests?.details ?? [])],
        detailLabel: 'Alerts',
        notes,
        scopes: plan.files,
        after: backtests?.notes ?? [],
        outcome: failed ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
    };
}
function summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update')
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function result(o) {
    if (o.status === 'failed')
        return `❌ failed: ${o.error ?? ''}`;
    return `${model/* STATUS_ICON */.t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; found on re-list)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
function diffText(actions, names) {
    const out = [];
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        const id = (0,reconcile_plan/* idOf */.T)(a);
        out.push(`${sign} ${a.name}${id ? ` (id ${id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
        if (a.action === 'update')
            for (const c of a.changes)
                out.push(`    ~ ${c.field}: ${show(c.field, c.from, names)} → ${show(c.field, c.to, names)}`);
        if (a.action === 'create') {
            const body = a.body;
            for (const field of CREATE_FIELDS) {
                const value = body[field];
                if (value === null || value === undefined)
                    continue;
                const v = field === 'channels'
                    ? value.map((c) => c.webhookId)
                    : field === 'message'
                        ? (0,marker/* splitMarker */.Ph)(idText(value)).text
                        : value;
                if (v === null)
                    continue;
                out.push(`    + ${field}: ${show(field, v, names)}`);
            }
        }
    }
    return out.join('\n');
}
function idText(v) {
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
function planJson(plan) {
    const { fullFingerprint: _full, notes: _notes, ...rest } = plan;
    const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
    return JSON.stringify({
        version: rest.version,
        fingerprint: rest.fingerprint,
        ...(scope !== undefined ? { scope } : {}),
        files: rest.files,
        summary: rest.summary,
        actions: rest.actions.map((a) => (a.action === 'create' || a.action === 'update' ? withoutBody(a) : a)),
    });
}
function withoutBody(a) {
    const { body: _body, ...rest } = a;
    return rest;
}

// EXTERNAL MODULE: ./src/alerts/resolve.ts + 1 modules
var resolve = __webpack_require__(33534);
;// CONCATENATED MODULE: ./src/alerts/kind.ts














const KEYS = ['alerts', 'defaults'];
function alertsKind(opts) {
    return {
        key: 'alerts',
        name: 'alerts',
        resources: ['alerts'],
        refersTo: ['dashboards', 'savedSearches', 'webhooks'],
        names: ['savedSearches', 'webhooks'],
        uses: (_kind, alert) => alertUses(alert),
        singular: () => 'alert',
        start: (ctx) => alertsRun(ctx, opts),
    };
}
function alertUses(alert) {
    const out = [];
    const hook = (c) => {
        const id = typeof c === 'object' && c !== null ? c.webhookId : undefined;
        return typeof id === 'string' ? id : undefined;
    };
    if (Array.isArray(alert.channels)) {
        alert.channels.forEach((c, i) => {
            const id = hook(c);
            if (id)
                out.push({ kind: 'webhooks', id, at: `channels[${i}]` });
        });
    }
    else {
        const id = hook(alert.channel);
        if (id)
            out.push({ kind: 'webhooks', id, at: 'channel' });
    }
    if (typeof alert.savedSearchId === 'string')
        out.push({ kind: 'savedSearches', id: alert.savedSearchId, at: 'savedSearchId' });
    return out;
}
function alertsRun(ctx, opts) {
    const files = [];
    return {
        read(f) {
            const section = (0,reconcile_files/* sectionOf */.ZE)(f, KEYS);
            if (section)
                files.push((0,file/* readAlertFile */.f)(section.yaml, { scope: section.scope, defaultScope: section.defaultScope, edition: ctx.edition }));
        },
        get sections() {
            return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.alerts.length }));
        },
        lists() {
            const need = (0,resolve/* neededLists */.TV)(files);
            return [
                'alerts',
                ...(need.dashboards ? ['dashboards'] : []),
                ...(need.webhooks ? ['webhooks'] : []),
                ...(need.savedSearches ? ['savedSearches'] : []),
                ...(need.sources ? ['sources'] : []),
                ...(need.connections ? ['connections'] : []),
            ];
        },
        async plan(listed, world) {
            await refuseInlineWhereLacking(ctx, files);
            const alerts = await chartsOf(ctx, files, world.alerts ?? []);
            return alertsPart(ctx, opts, files, { ...listed, alerts }, { ...world, alerts });
        },
    };
}
async function refuseInlineWhereLacking(ctx, files) {
    const inline = files.flatMap((f) => f.alerts.filter((a) => a.source === 'inline').map((a) => ({ f, a })));
    if (inline.length === 0 || ctx.edition !== 'self-hosted')
        return;
    const why = (0,features/* refusal */.x5)('inlineAlerts', await ctx.client.server());
    if (why)
        for (const { f, a } of inline)
            f.yaml.problem(a.at('chart'), `${why}: watch a tile or a saved search`);
}
function chartsOf(ctx, files, alerts) {
    const scopes = new Set(files.map((f) => f.scope));
    const names = new Set(files.flatMap((f) => f.alerts.map((a) => a.name)));
    return (0,inline/* withCharts */.Uv)(ctx.client, alerts, (a) => names.has(String(a.name)) || scopes.has((0,marker/* splitMarker */.Ph)(a.message).scope ?? '\u0000'));
}
function planAlertFiles(files, world, opts) {
    const alerts = world.alerts ?? [];
    const singleChannel = (0,resolve/* singleChannelServer */.FJ)(opts.edition, alerts);
    const lookups = {
        dashboards: world.dashboards,
        webhooks: world.webhooks,
        savedSearches: world.savedSearches,
        sources: world.sources,
        connections: world.connections,
        singleChannel,
    };
    const before = files.map((f) => f.yaml.problems.length);
    const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: (0,resolve/* resolveFile */.xq)(f, lookups) }));
    const unresolved = files.some((f, i) => f.yaml.problems.slice(before[i]).some((p) => p.severity === 'error'));
    const { plan, problems } = (0,alerts_plan/* buildPlan */.G)({
        files: unresolved ? [] : desired,
        alerts: unresolved ? [] : alerts,
        dashboards: lookups.dashboards,
        prune: opts.prune,
        singleChannel,
    });
    for (const p of problems)
        files.find((f) => f.file === p.alert.file)?.yaml.problem(p.alert.spec.at(p.key), p.message);
    const wanted = desired.flatMap((f) => f.alerts);
    refuseWhatTheServerWould(plan, wanted, files);
    return { plan, lookups, desired: wanted };
}
function alertsPart(ctx, opts, files, listed, world) {
    const { plan, lookups, desired: wanted } = planAlertFiles(files, world, { prune: ctx.settings.prune, edition: ctx.edition });
    const handler = alertHandler(ctx.client, new Set((listed.alerts ?? []).map((a) => a.id)), files, ctx.ids);
    const t = tagged('alerts', plan.actions.filter(reconcile_plan/* isWrite */.a), handler);
    let backtests;
    return {
        key: 'alerts',
        writes: t.writes,
        leaves: {},
        upserts: (writes) => [inOrder(writes)],
        deletes: (writes) => [writes.slice()],
        async check(clean) {
            if (!clean)
                return [];
            backtests = await backtestPlan(ctx.client, {
                plan,
                desired: wanted,
                alerts: listed.alerts ?? [],
                dashboards: lookups.dashboards,
                ...(listed.dashboards ? { liveDashboards: listed.dashboards } : {}),
                savedSearches: lookups.savedSearches,
                ...(listed.sources ? { sources: listed.sources } : {}),
            }, opts.backtest, ctx.now);
            return backtests.notes;
        },
        changed: plan.actions.flatMap((a) => a.action === 'create' || a.action === 'update'
            ? [{ kind: 'alerts', ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body }]
            : []),
        deleted: plan.actions.flatMap((a) => (a.action === 'delete' ? [{ kind: 'alerts', id: a.id, name: a.name }] : [])),
        deletions: [{ count: plan.summary.delete, noun: 'alerts' }],
        refusals: () => {
            const noisy = backtests && noiseRefusal(backtests, opts.backtest, ctx.settings.nameInput);
            return noisy ? [noisy] : [];
        },
        fingerprint: { full: plan.fullFingerprint, short: plan.fingerprint },
        json: () => JSON.parse(planJson(plan)),
        writer: t.writer,
        echoPlace: t.echoPlace,
        applied: (outcomes) => appliedRows(t.outcomes(outcomes), { recovered: true }),
        failures: (outcomes, alone) => writeFailures(t.outcomes(outcomes), { what: alone ? 'write(s)' : 'alert write(s)', of: true, entry: inParentheses }),
        report: (o) => alertsReport(plan, lookups, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes), backtests: backtests?.details }),
        scopes: () => plan.files,
    };
}
function refuseWhatTheServerWould(plan, desired, files) {
    for (const d of desired) {
        if (!d.refusal)
            continue;
        const a = plan.actions.find((x) => x.action !== 'unmanaged' && x.file === d.file && x.name === d.name);
        const writes = a?.action === 'create' || a?.action === 'update';
        const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
        files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
    }
}

;// CONCATENATED MODULE: ./src/alerts/backtest/window.ts

const DEFAULT_BACKTEST_WINDOW = '7d';
const MIN_MS = 3_600_000;
const MAX_MS = 30 * 86_400_000;
function parseBacktestWindow(text) {
    const t = text.trim() || DEFAULT_BACKTEST_WINDOW;
    if (t === 'off')
        return 'off';
    const ms = (0,duration/* parseDuration */.E)(t);
    if (ms === undefined)
        return { problem: `"${t}" is not a duration (e.g. 12h, 7d) or \`off\`` };
    if (ms < MIN_MS || ms > MAX_MS)
        return { problem: `${t} is outside 1h … 30d` };
    return { text: t, ms };
}

// EXTERNAL MODULE: ./src/dashboards/file.ts + 2 modules
var dashboards_file = __webpack_require__(87969);
// EXTERNAL MODULE: ./src/util/echo.ts
var util_echo = __webpack_require__(57355);
// EXTERNAL MODULE: ./src/dashboards/alerts-lost.ts
var alerts_lost = __webpack_require__(69401);
// EXTERNAL MODULE: ./src/dashboards/canon.ts
var canon = __webpack_require__(73238);
;// CONCATENATED MODULE: ./src/dashboards/handler.ts






const CHANGED_SINCE_PLAN = 'changed since plan — re-run';
function dashboardHandler(client, knownIds, files, namer, ids) {
    const answers = new Map();
    const written = (name, answer) => {
        for (const t of Array.isArray(answer.tiles) ? answer.tiles : [])
            ids.set({ pending: 'tile', dashboard: name, tile: t.name }, t.id);
    };
    const landed = (a, answer, sent) => {
        ids.set({ pending: 'dashboard', name: a.name }, answer.id);
        answers.set(answer.id, answer);
        written(a.name, answer);
        return { id: answer.id, echo: a.linksPending ? undefined : handler_echo(answer, sent) };
    };
    const ready = (body) => {
        if ((0,reconcile_ref/* holdsRef */.Kf)(body))
            throw new Error('not sent: an object it names was not created (see its failure)');
        return body;
    };
    return {
        async create(a) {
            const body = ids.resolve(a.body);
            if (a.linksPending)
                for (const t of body.tiles)
                    if ((0,reconcile_ref/* holdsRef */.Kf)(t.config?.onClick))
                        delete t.config.onClick;
            return landed(a, await client.createDashboard(ready(body)), body);
        },
        async reread(a) {
            let fresh;
            try {
                fresh = await client.getDashboard(a.id);
            }
            catch (e) {
                if (e instanceof errors/* ApiError */.hD && e.status === 404)
                    throw new Error(`${CHANGED_SINCE_PLAN} (it was deleted)`);
                throw e;
            }
            if ((0,canon/* snapshotOf */.eY)(fresh) !== a.internal.snapshot)
                throw new Error(CHANGED_SINCE_PLAN);
            await refuseUnplannedAlertLoss(client, a, fresh);
        },
        async update(a) {
            const body = ready(ids.resolve(a.body));
            try {
                const after = await client.updateDashboard(a.id, body);
                written(a.name, after);
                return { id: a.id, echo: handler_echo(after, body) };
            }
            catch (e) {
                if (!answerMayBeLost(e))
                    throw e;
                const now = await client.getDashboard(a.id).catch(() => undefined);
                if (now && (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(now), (0,canon/* canonDashboard */.iU)(body)).length === 0) {
                    written(a.name, now);
                    return { id: a.id, recovered: true };
                }
                throw new Error(`${(0,input_error/* messageFor */.XW)(e, namer)}; the server may have written part of it — re-run`);
            }
        },
        async delete(a) {
            await client.deleteDashboard(a.id);
            return { id: a.id };
        },
        lost: {
            is: answerMayBeLost,
            list: () => client.listDashboards(),
            find: (list, a) => list.find((d) => !knownIds.has(d.id) && d.name === a.name && d.tags?.includes(a.body.tags.at(-1) ?? '')),
            found: (a, hit) => landed(a, hit, ids.resolve(a.body)),
            notCreated: 'no dashboard was created (checked) — re-run',
            unchecked: () => 'could not check whether it was created — re-run',
            mark: false,
        },
        second: {
            needs: (a) => a.linksPending === true,
            async write(a, id) {
                const answer = answers.get(id);
                const body = ready(ids.resolve(a.body));
                body.tiles.forEach((t, i) => (t.id = answer?.tiles[i]?.id));
                const after = await client.updateDashboard(id, body);
                written(a.name, after);
                return { id, echo: handler_echo(after, body) };
            },
        },
        echoPlace: (o) => {
            const spec = o.action.action === 'delete' ? undefined : o.action.internal.spec;
            const file = spec && files.find((f) => f.file === spec.file);
            return spec && file ? { yaml: file.yaml, path: [...spec.path, 'name'], label: `dashboard "${o.action.name}" (id ${o.id ?? '?'})` } : undefined;
        },
    };
}
const answerMayBeLost = (e) => e instanceof errors/* TransportError */.wX || (e instanceof errors/* ApiError */.hD && e.status >= 500);
async function refuseUnplannedAlertLoss(client, a, fresh) {
    const kept = a.action === 'delete' ? undefined : a.internal.kept;
    if (!(0,alerts_lost/* canLoseAlerts */.V)(fresh, kept))
        return;
    const planned = new Set((a.alertsDeleted ?? []).map((l) => l.id));
    const unplanned = (0,alerts_lost/* lostAlerts */.g)(fresh, kept, await client.listAlerts(), () => '').filter((l) => !planned.has(l.id));
    if (unplanned.length === 0)
        return;
    const named = unplanned
        .slice(0, 3)
        .map((l) => `"${l.name}" on tile "${l.tile}"`)
        .join(', ');
    throw new Error(`${CHANGED_SINCE_PLAN} (tile alert${unplanned.length > 1 ? 's' : ''} ${named}${unplanned.length > 3 ? ', …' : ''} added since the plan would be deleted by this write)`);
}
function handler_echo(answer, sent) {
    if (typeof answer !== 'object' || answer === null || !('tiles' in answer) || !Array.isArray(answer.tiles))
        return undefined;
    const diffs = (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(answer), (0,canon/* canonDashboard */.iU)(sent));
    if (diffs.length === 0)
        return undefined;
    return diffs.map((d) => (0,util_echo/* echoField */.o)(d.field, d.to, d.from));
}

// EXTERNAL MODULE: ./src/dashboards/plan.ts
var dashboards_plan = __webpack_require__(41342);
;// CONCATENATED MODULE: ./src/dashboards/render.ts





const render_MAX_QUIET_ROWS = 50;
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function render_summaryText(plan) {
    const s = plan.summary;
    const lost = s.alertsDeleted > 0 ? `; ${plural(s.alertsDeleted, 'tile alert')} would be deleted` : '';
    return (`${plural(s.create, 'dashboard')} to create, ${s.update} to update${s.adopt ? ` (${s.adopt} adopted)` : ''}, ${s.delete} to delete, ` +
        `${s.unchanged} unchanged; tiles: ${s.tilesAdded} added, ${s.tilesChanged} changed, ${s.tilesRemoved} removed${lost}`);
}
const render_headline = (plan) => `Plan: ${render_summaryText(plan)} (fingerprint ${plan.fingerprint})`;
function render_renderPlan(plan, opts) {
    return runReport('single', [dashboardsReport(plan, opts)], { dryRun: opts.dryRun, fingerprint: plan.fingerprint, applied: opts.outcomes !== undefined });
}
function dashboardsReport(plan, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const loud = plan.actions.filter(reconcile_plan/* isWrite */.a);
    const unchanged = plan.actions.filter((a) => a.action === 'unchanged');
    const rows = [...loud, ...unchanged.slice(0, render_MAX_QUIET_ROWS)].map((a) => {
        const o = byAction.get(a);
        return {
            icon: model/* STATUS_ICON */.t[a.action] ?? '',
            action: a.action === 'update' && a.adopted ? 'adopt' : a.action,
            name: a.name,
            target: tileSummary(a),
            why: render_summarize(a),
            ...(applied ? { result: o ? render_result(o) : '—' } : {}),
        };
    });
    const notes = [...plan.notes];
    if (unchanged.length > render_MAX_QUIET_ROWS)
        notes.push(`… and ${unchanged.length - render_MAX_QUIET_ROWS} more unchanged dashboards (see the \`plan\` output).`);
    const unmanaged = plan.actions.filter((a) => a.action === 'unmanaged');
    if (unmanaged.length > 0) {
        const shown = unmanaged.slice(0, 10).map((a) => `"${a.name}"`);
        notes.push(`${unmanaged.length} dashboard(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`);
    }
    for (const o of opts.outcomes ?? []) {
        if (o.echo)
            notes.push(`"${o.action.name}": the server stored ${o.echo.join(', ')} differently from what was sent (an older server?); the next plan will show this change.`);
    }
    const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
    const diff = render_diffText(loud);
    const s = plan.summary;
    return {
        title: 'Dashboards',
        prefix: 'dashboard: ',
        summary: render_summaryText(plan),
        counts: countsFor(s),
        totals: { create: s.create, update: s.update, delete: s.delete, unchanged: s.unchanged, unmanaged: s.unmanaged },
        columns: { name: 'Dashboard', target: 'Tiles', why: 'Changes / reason' },
        rows,
        details: diff ? [{ title: 'Dashboard diff', text: diff, open: loud.length <= 10 }] : [],
        notes,
        scopes: plan.files.map((f) => ({ file: f.file, scope: f.scope, tag: f.ownerTag })),
        after: [],
        outcome: failed ? 'failure' : plan.notes.length > 0 || s.alertsDeleted > 0 ? 'warning' : 'success',
    };
}
function tileSummary(a) {
    const count = (c) => (0,dashboards_plan/* tilesOf */.tN)(a).filter((t) => (c === 'changed' ? !['added', 'removed'].includes(t.change) : t.change === c)).length;
    const parts = [`+${count('added')}`, `~${count('changed')}`, `-${count('removed')}`].filter((p) => !p.endsWith('0'));
    const lost = (0,dashboards_plan/* lostOf */.iR)(a).length ? ` (${plural((0,dashboards_plan/* lostOf */.iR)(a).length, 'alert')} lost)` : '';
    return parts.join(' ') + lost;
}
function render_summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update' && a.changes.length)
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function render_result(o) {
    if (o.status === 'failed')
        return `❌ failed: ${o.error ?? ''}`;
    return `${model/* STATUS_ICON */.t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; checked by a re-read)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
function render_diffText(actions) {
    const out = [];
    const show = (v) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        const id = (0,reconcile_plan/* idOf */.T)(a);
        out.push(`${sign} ${a.name}${id ? ` (id ${id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
        if (a.action === 'update')
            for (const c of a.changes)
                out.push(`    ~ ${c.field}: ${show(c.from)} → ${show(c.to)}`);
        for (const t of (0,dashboards_plan/* tilesOf */.tN)(a)) {
            if (t.change === 'added')
                out.push(`    + tile "${t.name}"`);
            else if (t.change === 'removed')
                out.push(`    - tile "${t.name}"${t.id ? ` (id ${t.id})` : ''}`);
            else if (t.change === 'renamed')
                out.push(`    ~ tile "${t.was}" → "${t.name}" (id ${t.id} kept)`);
            else {
                out.push(`    ~ tile "${t.name}"${t.change === 'moved' ? ' moved' : ''}`);
                for (const f of t.fields ?? [])
                    out.push(`        ~ ${f.field}: ${show(f.from)} → ${show(f.to)}`);
            }
        }
        for (const l of (0,dashboards_plan/* lostOf */.iR)(a))
            out.push(`    ! alert "${l.name}" (id ${l.id}, ${l.owner}) on tile "${l.tile}" is deleted by the server: ${l.reason}`);
    }
    return out.join('\n');
}
function render_planJson(plan) {
    const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
    return {
        version: plan.version,
        kind: plan.kind,
        fingerprint: plan.fingerprint,
        ...(scope !== undefined ? { scope } : {}),
        files: plan.files,
        summary: plan.summary,
        actions: plan.actions.map(forOutput),
    };
}
function forOutput(a) {
    if (a.action === 'unmanaged')
        return a;
    if (a.action === 'create' || a.action === 'update') {
        const { body: _body, internal: _internal, ...rest } = a;
        return rest;
    }
    const { internal: _internal, ...rest } = a;
    return rest;
}
function countsFor(s) {
    return {
        create: s.create,
        update: s.update,
        adopt: s.adopt,
        delete: s.delete,
        unchanged: s.unchanged,
        unmanaged: s.unmanaged,
        'tiles added': s.tilesAdded,
        'tiles changed': s.tilesChanged,
        'tiles removed': s.tilesRemoved,
        'alerts deleted': s.alertsDeleted,
    };
}

// EXTERNAL MODULE: ./src/dashboards/resolve.ts
var dashboards_resolve = __webpack_require__(46913);
;// CONCATENATED MODULE: ./src/dashboards/validate.ts


const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const FILE_KEYS = { sourceId: 'source', connectionId: 'connection', appliesToSourceIds: 'appliesToSources' };
async function validateOnServer(client, plan, files, debug) {
    for (const a of plan.actions) {
        if (a.action !== 'create' && a.action !== 'update')
            continue;
        const spec = a.internal.spec;
        if ((0,reconcile_ref/* holdsRef */.Kf)(a.body, 'object'))
            continue;
        const verdict = await client.validateDashboard(createShaped(a.body));
        if (!verdict) {
            return 'This server has no POST /dashboards/validate (HyperDX before api 2.30); server-side validation was skipped.';
        }
        if (verdict.valid) {
            const diffs = debug && isObject(verdict.normalized) ? (0,canon/* jsonDiff */.G4)((0,canon/* canonDashboard */.iU)(verdict.normalized), (0,canon/* canonDashboard */.iU)(createShaped(a.body))) : [];
            if (diffs.length > 0)
                debug?.(`validate: the server would store "${a.name}" differently: ${diffs.map((d) => d.field).join(', ')}`);
            continue;
        }
        const yaml = files.find((f) => f.file === spec.file)?.yaml;
        for (const e of verdict.errors)
            yaml?.problem(e.path ? [...spec.path, ...filePath(e.path)] : [...spec.path, 'name'], `server validation: ${e.message}`);
    }
    return undefined;
}
function createShaped(body) {
    const copy = structuredClone(body);
    for (const t of copy.tiles ?? []) {
        delete t.id;
        const config = t.config;
        if (config && (0,reconcile_ref/* holdsRef */.Kf)(config.onClick))
            delete config.onClick;
    }
    for (const f of copy.filters ?? [])
        delete f.id;
    return copy;
}
function filePath(path) {
    const steps = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : (FILE_KEYS[s] ?? s)));
    const last = steps.length - 1;
    if (steps[last] === 'id' && steps[last - 1] === 'target')
        steps.pop();
    return steps;
}

;// CONCATENATED MODULE: ./src/dashboards/kind.ts











const kind_KEYS = ['dashboards'];
function dashboardsKind(opts) {
    return {
        key: 'dashboards',
        name: 'dashboards',
        resources: ['dashboards'],
        refersTo: ['sources', 'connections', 'dashboards'],
        names: ['sources', 'connections'],
        uses: (_kind, dashboard) => dashboardUses(dashboard),
        singular: () => 'dashboard',
        start: (ctx) => dashboardsRun(ctx, opts),
    };
}
function dashboardUses(dashboard) {
    const out = [];
    const objects = (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : []);
    objects(dashboard.tiles).forEach((t, i) => {
        const config = (typeof t.config === 'object' && t.config !== null ? t.config : {});
        const name = typeof t.name === 'string' ? `tile "${t.name}"` : `tiles[${i}]`;
        if (typeof config.sourceId === 'string' && config.sourceId)
            out.push({ kind: 'sources', id: config.sourceId, at: name });
        if (typeof config.connectionId === 'string' && config.connectionId)
            out.push({ kind: 'connections', id: config.connectionId, at: name });
    });
    objects(dashboard.filters).forEach((f, i) => {
        const applies = Array.isArray(f.appliesToSourceIds) ? f.appliesToSourceIds : [];
        for (const id of [f.sourceId, ...applies])
            if (typeof id === 'string' && id)
                out.push({ kind: 'sources', id, at: `filters[${i}]` });
    });
    return out;
}
function dashboardsRun(ctx, opts) {
    const files = [];
    const declared = new Map();
    return {
        read(f) {
            const section = (0,reconcile_files/* sectionOf */.ZE)(f, kind_KEYS);
            if (!section)
                return;
            const file = (0,dashboards_file/* readDashboardFile */.Xv)(section.yaml, { scope: section.scope, defaultScope: section.defaultScope, edition: ctx.edition });
            for (const d of file.dashboards) {
                const first = declared.get(d.name);
                if (first && first.file !== file)
                    file.yaml.problem([...d.path, 'name'], `dashboard "${d.name}" is also declared in ${first.file.file}:${first.file.yaml.locate([...first.path, 'name']).line}`);
                else if (!first)
                    declared.set(d.name, { file, path: d.path });
            }
            files.push(file);
        },
        get sections() {
            return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.dashboards.length }));
        },
        lists: () => ['dashboards', 'sources', ...((0,dashboards_resolve/* namesConnections */.k)(files.flatMap((f) => f.dashboards)) ? ['connections'] : [])],
        plan: (listed, world) => Promise.resolve(dashboardsPart(ctx, opts, files, listed, world)),
    };
}
function dashboardsPart(ctx, opts, files, listed, world) {
    const live = listed.dashboards ?? [];
    let plan = (0,dashboards_plan/* buildPlan */.Gg)({
        files,
        lookups: { dashboards: live, sources: world.sources ?? [], connections: world.connections },
        prune: ctx.settings.prune,
        edition: ctx.edition,
    });
    let lostKnown = false;
    const withAlerts = (alerts) => {
        plan = (0,dashboards_plan/* withLostAlerts */.Wu)(plan, alerts, opts.alertOwner);
        lostKnown = true;
    };
    if (listed.alerts)
        withAlerts(listed.alerts);
    const lost = new Set(plan.actions.flatMap(dashboards_plan/* lostOf */.iR).map((l) => l.id));
    const handler = dashboardHandler(ctx.client, new Set(live.map((d) => d.id)), files, ctx.settings.nameInput, ctx.ids);
    const t = tagged('dashboards', plan.actions.filter(reconcile_plan/* isWrite */.a), handler);
    return {
        key: 'dashboards',
        writes: t.writes,
        leaves: { dashboards: predicted(plan, live), ...(listed.alerts ? { alerts: listed.alerts.filter((a) => !lost.has(a.id)) } : {}) },
        wants: (now) => (!now.alerts && (0,dashboards_plan/* needsAlerts */.BC)(plan) ? ['alerts'] : []),
        complete: (now) => {
            if (!lostKnown && now.alerts)
                withAlerts(now.alerts);
        },
        upserts: (writes) => [writes.filter((w) => w.action === 'create'), writes.filter((w) => w.action === 'update')],
        deletes: (writes) => [writes.slice()],
        async check() {
            if (!ctx.settings.dryRun || files.some((f) => f.yaml.hasErrors))
                return [];
            const note = await validateOnServer(ctx.client, plan, files, ctx.debug);
            return note ? [note] : [];
        },
        get changed() {
            return plan.actions.flatMap((a) => a.action === 'create' || a.action === 'update'
                ? [{ kind: 'dashboards', ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body }]
                : []);
        },
        get deleted() {
            return plan.actions.flatMap((a) => (a.action === 'delete' ? [{ kind: 'dashboards', id: a.id, name: a.name }] : []));
        },
        get deletions() {
            return [
                { count: plan.summary.delete, noun: 'dashboards' },
                { count: plan.summary.alertsDeleted, noun: 'tile alerts their writes delete' },
            ];
        },
        refusals: () => {
            const lostAlerts = plan.summary.alertsDeleted;
            if (lostAlerts === 0 || ctx.settings.prune)
                return [];
            return [
                `The plan makes the server delete ${lostAlerts} tile alert(s) (listed per dashboard); nothing was sent. Set \`prune: true\` to accept losing them — or use \`was:\` to keep a renamed tile.`,
            ];
        },
        get fingerprint() {
            return { full: plan.fullFingerprint, short: plan.fingerprint };
        },
        json: () => render_planJson(plan),
        writer: t.writer,
        echoPlace: t.echoPlace,
        applied: (outcomes) => appliedRows(t.inPlanOrder(outcomes), { recovered: true }),
        failures: (outcomes) => writeFailures(t.inPlanOrder(outcomes), { what: 'dashboard write(s)', of: true, entry: afterColon }),
        report: (o) => dashboardsReport(plan, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes) }),
        scopes: () => plan.files,
    };
}
function predicted(plan, live) {
    const out = new Map(live.map((x) => [x.id, x]));
    const created = [];
    for (const x of plan.actions) {
        if (x.action === 'delete')
            out.delete(x.id);
        if (x.action !== 'create' && x.action !== 'update')
            continue;
        const id = x.action === 'create' ? (0,reconcile_ref/* refText */.d0)({ pending: 'dashboard', name: x.name }) : x.id;
        const tiles = x.body.tiles.map((t) => ({
            ...t,
            id: typeof t.id === 'string' ? t.id : (0,reconcile_ref/* refText */.d0)({ pending: 'tile', dashboard: x.name, tile: String(t.name) }),
            name: String(t.name),
        }));
        const dash = { ...x.body, id, name: x.name, tiles };
        if (x.action === 'create')
            created.push(dash);
        else
            out.set(id, dash);
    }
    return [...out.values(), ...created];
}

// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/util/pool.ts
var pool = __webpack_require__(40704);
;// CONCATENATED MODULE: ./src/reconcile/apply.ts


async function applyWrites(phases, writerOf, concurrency, namer = input_error/* actionNamer */.IY) {
    const message = (e) => (0,input_error/* messageFor */.XW)(e, namer);
    const outcomes = new Map();
    const sent = [];
    let seconds = [];
    for (const phase of [...phases, []]) {
        const waiting = seconds;
        seconds = [];
        if (phase.length === 0 && waiting.length === 0)
            continue;
        const jobs = phase.map((a) => () => send(writerOf(a), a));
        const owners = [...phase];
        for (const s of waiting) {
            owners.push(s.a);
            const second = writerOf(s.a).second;
            jobs.push(async () => ({ action: s.a, status: 'created', ...(await second.write(s.a, s.id)) }));
        }
        const settled = await (0,pool/* mapSettled */.A)(jobs, concurrency, (job) => job());
        const lost = [];
        owners.forEach((a, i) => {
            const s = settled[i];
            if (s?.status === 'fulfilled')
                outcomes.set(a, s.value);
            else {
                const failed = { action: a, status: 'failed', id: a.id, error: message(s?.reason) };
                if (a.action === 'create' && i < phase.length && writerOf(a).lost.is(s?.reason))
                    lost.push(failed);
                outcomes.set(a, failed);
            }
        });
        sent.push(...phase);
        await recover(lost, writerOf, message);
        for (const a of phase) {
            const o = outcomes.get(a);
            const second = writerOf(a).second;
            if (isCreate(a) && o?.status === 'created' && o.id && second?.needs(a))
                seconds.push({ a, id: o.id });
        }
    }
    return sent.map((a) => outcomes.get(a));
}
const isCreate = (a) => a.action === 'create';
async function send(writer, a) {
    if (a.action === 'create')
        return { action: a, status: 'created', ...(await writer.create(a)) };
    const acting = a;
    if (writer.reread)
        await writer.reread(acting);
    if (a.action === 'update')
        return { action: a, status: 'updated', ...(await writer.update(a)) };
    return { action: a, status: 'deleted', ...(await writer.delete(a)) };
}
async function recover(lost, writerOf, message) {
    const byWriter = new Map();
    for (const o of lost) {
        const w = writerOf(o.action);
        byWriter.set(w, [...(byWriter.get(w) ?? []), o]);
    }
    for (const [writer, outcomes] of byWriter) {
        let live;
        try {
            live = await writer.lost.list();
        }
        catch (e) {
            for (const o of outcomes)
                o.error = `${o.error ?? ''}; ${writer.lost.unchecked(message(e))}`;
            continue;
        }
        for (const o of outcomes) {
            const a = o.action;
            const hit = writer.lost.find(live, a);
            if (!hit) {
                o.error = `${o.error ?? ''}; ${writer.lost.notCreated}`;
                continue;
            }
            const done = writer.lost.found(a, hit);
            Object.assign(o, { status: 'created', ...done, ...(writer.lost.mark ? { recovered: true } : {}), error: undefined });
        }
    }
}

;// CONCATENATED MODULE: ./src/reconcile/echo.ts

function recordEchoes(outcomes, place) {
    for (const o of outcomes ?? []) {
        if (!o.echo || o.echo.length === 0)
            continue;
        const at = place(o);
        at?.yaml.problem(at.path, `${at.label}: ${(0,util_echo/* droppedOrChanged */.y)(o.echo)}, so the next plan shows the difference again (docs/contract.md §4.2)`, 'warning');
    }
}

// EXTERNAL MODULE: ./src/reconcile/fingerprint.ts
var reconcile_fingerprint = __webpack_require__(18652);
// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
;// CONCATENATED MODULE: ./src/reconcile/phases.ts
function referenceOrder(kinds) {
    const out = [];
    const left = [...kinds];
    while (left.length > 0) {
        const i = left.findIndex((k) => k.refersTo.every((r) => k.resources.includes(r) || !left.some((o) => o !== k && o.resources.includes(r))));
        if (i < 0)
            throw new Error(`the kinds ${left.map((k) => k.name).join(', ')} name each other: no order applies them`);
        out.push(...left.splice(i, 1));
    }
    return out;
}
function phasesOf(kinds) {
    const upserts = kinds.flatMap((k) => k.upserts(k.writes.filter((w) => w.action !== 'delete')));
    const deletes = [...kinds].reverse().flatMap((k) => k.deletes(k.writes.filter((w) => w.action === 'delete')));
    return [...upserts, ...deletes].filter((p) => p.length > 0);
}

;// CONCATENATED MODULE: ./src/reconcile/references.ts
const SHOWN = 5;
function danglingRefusal(deleted, standing, uses, singular) {
    if (deleted.length === 0)
        return undefined;
    const gone = new Map(deleted.map((d) => [`${d.kind}\u0000${d.id}`, d]));
    const users = new Map();
    for (const s of standing) {
        for (const u of uses(s.kind, s.object)) {
            const d = gone.get(`${u.kind}\u0000${u.id}`);
            if (!d)
                continue;
            const who = `${singular(s.kind)} "${s.name}"${s.id ? ` (id ${s.id})` : ''} in ${u.at}`;
            users.set(d, [...(users.get(d) ?? []), who]);
        }
    }
    if (users.size === 0)
        return undefined;
    const each = [...users].map(([d, who]) => {
        const shown = who.slice(0, SHOWN).join(', ');
        const more = who.length > SHOWN ? ` and ${who.length - SHOWN} more` : '';
        return `${singular(d.kind)} "${d.name}" (id ${d.id}) is still named by ${shown}${more}`;
    });
    return `The plan deletes what live objects still name: ${each.join('; ')}. Nothing was sent: change or delete those in the same plan (or by hand), or keep what they name.`;
}

;// CONCATENATED MODULE: ./src/reconcile/report.ts
function report_runReport(shape, parts, opts) {
    const [first] = parts;
    if (!first)
        throw new Error('a report of no kind');
    const totals = sum(parts.map((p) => p.totals));
    const writes = totals.create + totals.update + totals.delete;
    const alone = shape === 'single';
    const verb = opts.dryRun ? 'plan' : 'sync';
    const title = shape === 'stack'
        ? `Stack ${verb}`
        : alone
            ? `${first.title} ${verb}`
            : `${parts.map((p, i) => (i ? p.title.toLowerCase() : p.title)).join(' and ')} ${verb}`;
    const headline = shape === 'stack'
        ? `Plan: ${totals.create} to create, ${totals.update} to update, ${totals.delete} to delete, ${totals.unchanged} unchanged, ${totals.unmanaged} unmanaged`
        : ['Plan: ' + first.summary, ...parts.slice(1).map((p) => `${p.title} ${p.summary}`)].join(' · ');
    const counts = shape === 'stack'
        ? { ...totals }
        : Object.fromEntries([
            ...Object.entries(first.counts),
            ...parts.slice(1).flatMap((p) => Object.entries(p.counts).map(([k, v]) => [`${p.title.toLowerCase()} ${k}`, v])),
        ]);
    const run = [
        ...(opts.dryRun && writes > 0 ? ['Dry run: nothing was sent.'] : []),
        ...(writes === 0 ? [`Nothing to do: the server matches the ${alone ? 'file' : 'files'}.`] : []),
    ];
    const scopeLines = (ps) => {
        const byFile = new Map();
        for (const s of ps.flatMap((p) => p.scopes))
            byFile.set(s.file, { scope: s.scope, tag: byFile.get(s.file)?.tag ?? s.tag });
        return [...byFile].map(([file, s]) => `Scope of ${file}: ${s.scope}${s.tag ? ` (ownership tag ${s.tag})` : ''}`);
    };
    const notes = shape === 'stack'
        ? [...parts.flatMap((p) => p.notes), ...run, ...scopeLines(parts), ...parts.flatMap((p) => p.after)]
        : parts.flatMap((p, i) => [...p.notes, ...(i === 0 ? run : []), ...scopeLines([p]), ...p.after]);
    const outcomes = parts.map((p) => p.outcome);
    return {
        title,
        outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
        headline: `${headline} (fingerprint ${opts.fingerprint})`,
        counts,
        table: table(shape, parts, opts.applied),
        ...listsOf(parts),
        details: detailsOf(parts, alone),
        notes,
    };
}
function table(shape, parts, applied) {
    const rows = parts.flatMap((p, i) => p.rows.map((r) => ({ ...r, name: `${i > 0 || shape === 'stack' ? p.prefix : ''}${r.name}` })));
    if (rows.length === 0)
        return undefined;
    const hasTarget = parts.some((p) => p.columns.target !== undefined);
    const [first] = parts;
    const column = (pick) => shape === 'stack'
        ? ''
        : parts
            .map((p) => pick(p.columns))
            .filter((c) => c !== undefined)
            .map((c, i) => (i ? c.toLowerCase() : c))
            .filter((c, i, all) => all.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i)
            .join(' / ');
    const columns = shape === 'stack'
        ? ['', 'Action', 'Object', ...(hasTarget ? ['Target / tiles'] : []), first.columns.why]
        : ['', 'Action', column((c) => c.name), ...(hasTarget ? [column((c) => c.target)] : []), column((c) => c.why)];
    return {
        columns: [...columns, ...(applied ? ['Result'] : [])],
        rows: rows.map((r) => [r.icon, r.action, r.name, ...(hasTarget ? [r.target ?? ''] : []), r.why, ...(applied ? [r.result ?? '—'] : [])]),
    };
}
function listsOf(parts) {
    const lists = parts.flatMap((p) => p.lists ?? []);
    const charts = parts.flatMap((p) => p.charts ?? []);
    return { ...(lists.length > 0 ? { lists } : {}), ...(charts.length > 0 ? { charts } : {}) };
}
function detailsOf(parts, alone) {
    const details = parts.flatMap((p) => p.details.map((d) => (alone || !p.detailLabel ? d : { ...d, title: `${p.detailLabel}: ${d.title}` })));
    return details.length > 0 ? details : undefined;
}
const sum = (all) => all.reduce((a, t) => ({
    create: a.create + t.create,
    update: a.update + t.update,
    delete: a.delete + t.delete,
    unchanged: a.unchanged + t.unchanged,
    unmanaged: a.unmanaged + t.unmanaged,
}), {
    create: 0,
    update: 0,
    delete: 0,
    unchanged: 0,
    unmanaged: 0,
});

;// CONCATENATED MODULE: ./src/reconcile/run.ts











async function runSync(run, ctx) {
    const { client, edition, nameInput } = ctx;
    const { settings, shape } = run;
    const kinds = referenceOrder(run.kinds);
    const ids = new reconcile_ref/* Ids */.VY();
    const runs = new Map(kinds.map((k) => [
        k.key,
        k.start({ client, edition, settings: { prune: settings.prune, dryRun: settings.dryRun, nameInput }, ids, now: ctx.now, debug: ctx.debug }),
    ]));
    const runOf = (key) => runs.get(key);
    const values = await (0,util_values/* readValues */.N$)(ctx.ws, settings.valuesFile, nameInput);
    const files = await (0,reconcile_files/* readRunFiles */.DF)(ctx.ws, run.sources, settings.scope, values);
    for (const f of files) {
        if (f.yaml.hasErrors)
            continue;
        for (const key of run.sources.find((s) => s.input === f.input)?.kinds ?? [])
            runOf(key).read(f);
    }
    const planned = kinds.filter((k) => runOf(k.key).sections.length > 0);
    const valuesFile = values.finish();
    const checked = () => [
        ...files.flatMap((f) => [f, ...planned.flatMap((k) => runOf(k.key).sections.filter((s) => s.file === f.file))]),
        ...valuesFile,
    ];
    (0,guards/* failOnProblems */.c$)(checked());
    for (const source of run.sources) {
        const mine = files.filter((f) => f.input === source.input);
        const count = (file) => planned.flatMap((k) => runOf(k.key).sections.filter((s) => s.file === file)).reduce((n, s) => n + s.count, 0);
        (0,guards/* refuseEmptyPrune */.aL)(settings.prune, mine.map((f) => ({ file: f.file, count: count(f.file) })), source.empty);
    }
    const listed = {};
    await listAll(client, planned.flatMap((k) => runOf(k.key).lists()), listed);
    const world = { ...listed };
    const parts = [];
    for (const k of planned) {
        const part = await runOf(k.key).plan(listed, world);
        Object.assign(world, part.leaves);
        parts.push(part);
    }
    const deleted = parts.flatMap((p) => p.deleted);
    const deletedKinds = new Set(deleted.map((d) => d.kind));
    const naming = kinds.filter((k) => k.names.some((n) => deletedKinds.has(n)));
    await listAll(client, [...parts.flatMap((p) => p.wants?.(listed) ?? []), ...naming.flatMap((k) => k.resources)], listed);
    for (const p of parts)
        p.complete?.(listed);
    const dangling = danglingRefusal(deleted, standing(naming, parts, listed), usesOf(kinds), singularOf(kinds));
    const notes = [];
    for (const p of parts) {
        const clean = !checked().some((f) => f.yaml.problems.some((x) => x.severity === 'error'));
        if (p.check)
            notes.push(...(await p.check(clean)));
    }
    (0,guards/* failOnProblems */.c$)(checked());
    const fingerprint = (0,reconcile_fingerprint/* runFingerprint */.q5)(shape, parts, kinds.map((k) => k.key));
    const writes = parts.flatMap((p) => p.writes);
    const refusals = [
        ...parts.flatMap((p) => p.refusals()),
        dangling,
        (0,guards/* planDeletionsRefusal */.ZV)(parts.flatMap((p) => p.deletions), settings.maxDeletions, nameInput),
        (0,guards/* expectPlanRefusal */.BY)(settings.expectPlan, fingerprint.full),
    ].filter((r) => r !== undefined);
    const partOf = (w) => parts.find((p) => p.key === w.kind);
    let outcomes;
    if (!settings.dryRun && refusals.length === 0 && writes.length > 0)
        outcomes = await applyWrites(phasesOf(parts), (w) => partOf(w).writer, settings.concurrency, nameInput);
    const outcomesOf = (p) => outcomes?.filter((o) => o.action.kind === p.key);
    for (const p of parts)
        recordEchoes(outcomesOf(p), (o) => p.echoPlace(o));
    const after = await run.after?.({ changed: parts.flatMap((p) => p.changed), applied: outcomes !== undefined });
    const alone = shape === 'single';
    const report = report_runReport(shape, parts.map((p) => p.report({ dryRun: settings.dryRun, outcomes: outcomesOf(p) })), { dryRun: settings.dryRun, fingerprint: fingerprint.short, applied: outcomes !== undefined });
    const problems = checked().flatMap((f) => f.yaml.problems);
    if (problems.length > 0)
        report.problems = problems;
    if (after?.details?.length)
        report.details = [...(report.details ?? []), ...after.details];
    const failures = [
        ...refusals,
        ...parts.map((p) => (outcomes ? p.failures(outcomesOf(p) ?? [], alone) : undefined)),
        (0,guards/* failOnChangesFailure */.nF)(settings.failOnChanges, writes.length, outcomes !== undefined, alone ? { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` } : { files: 'files', plural: () => 'change(s)' }),
    ].filter((f) => f !== undefined);
    const plan = planOutput(shape, parts, fingerprint.short, files);
    return syncResult({
        plan,
        planText: JSON.stringify(plan),
        fingerprint: fingerprint.short,
        applied: outcomes && (alone ? parts[0]?.applied(outcomes) : Object.fromEntries(parts.map((p) => [p.key, p.applied(outcomesOf(p) ?? [])]))),
        changed: writes.length > 0,
        report,
        failures,
        notes: [...notes, ...(after?.notes ?? [])],
    });
}
async function listAll(client, kinds, listed) {
    const missing = [...new Set(kinds)].filter((k) => listed[k] === undefined && client.has(k));
    const lists = await Promise.all(missing.map(async (k) => [k, await client.listOf(k)]));
    Object.assign(listed, Object.fromEntries(lists));
}
function standing(naming, parts, listed) {
    const out = [];
    for (const kind of new Set(naming.flatMap((k) => k.resources))) {
        const gone = new Set(parts.flatMap((p) => p.deleted.filter((d) => d.kind === kind).map((d) => d.id)));
        const changed = parts.flatMap((p) => p.changed.filter((c) => c.kind === kind));
        const byId = new Map(changed.filter((c) => c.id !== undefined).map((c) => [c.id, c]));
        for (const o of (listed[kind] ?? [])) {
            if (gone.has(o.id))
                continue;
            const c = byId.get(o.id);
            out.push({ kind, id: o.id, name: typeof o.name === 'string' && o.name ? o.name : o.id, object: c ? c.body : o });
        }
        for (const c of changed)
            if (c.id === undefined)
                out.push({ kind, name: c.name, object: c.body });
    }
    return out;
}
const usesOf = (kinds) => (kind, object) => kinds.find((k) => k.resources.includes(kind))?.uses(kind, object) ?? [];
const singularOf = (kinds) => (kind) => kinds.find((k) => k.resources.includes(kind))?.singular(kind) ?? kind;
function planOutput(shape, parts, fingerprint, files) {
    const [only] = parts;
    if (shape === 'single' && only)
        return only.json();
    const byKey = Object.fromEntries(parts.map((p) => [p.key, p.json()]));
    if (shape === 'pair')
        return { version: 1, kind: parts.map((p) => p.key).join('+'), fingerprint, ...byKey };
    const scopes = only?.scopes() ?? files.map((f) => ({ file: f.file, scope: '' }));
    return { version: 1, kind: 'stack', fingerprint, ...(scopes.length === 1 ? { scope: scopes[0]?.scope } : { files: scopes }), ...byKey };
}

// EXTERNAL MODULE: ./src/stack/file.ts
var stack_file = __webpack_require__(30128);
// EXTERNAL MODULE: ./src/util/fingerprint.ts
var fingerprint = __webpack_require__(37284);
// EXTERNAL MODULE: ./src/stack/kinds/index.ts + 5 modules
var kinds = __webpack_require__(85881);
// EXTERNAL MODULE: ./src/stack/kinds/kind.ts
var kinds_kind = __webpack_require__(67772);
// EXTERNAL MODULE: ./src/stack/mark.ts
var mark = __webpack_require__(69595);
;// CONCATENATED MODULE: ./src/stack/handler.ts






function depths(creates) {
    const byName = new Map(creates.map((w) => [w.name, w]));
    const done = new Map();
    const visiting = new Set();
    const visit = (a) => {
        const known = done.get(a);
        if (known !== undefined)
            return known;
        visiting.add(a);
        let depth = 0;
        const walk = (v) => {
            const ref = (0,reconcile_ref/* refOf */.H8)(v);
            if (ref?.pending === 'object' && ref.kind === a.kind) {
                const target = byName.get(ref.name);
                if (target && !visiting.has(target))
                    depth = Math.max(depth, 1 + visit(target));
                return;
            }
            if (Array.isArray(v))
                v.forEach(walk);
            else if (v && typeof v === 'object')
                Object.values(v).forEach(walk);
        };
        if (a.action !== 'delete')
            walk(a.send);
        visiting.delete(a);
        done.set(a, depth);
        return depth;
    };
    creates.forEach(visit);
    return done;
}
function stackPhases(writes) {
    const phases = [];
    const upserts = writes.filter((w) => w.action !== 'delete');
    for (const kind of kinds_kind/* STACK_KINDS */.JP) {
        const mine = upserts.filter((w) => w.kind === kind);
        const depth = depths(mine);
        const levels = new Map();
        for (const w of mine) {
            const d = depth.get(w) ?? 0;
            levels.set(d, [...(levels.get(d) ?? []), w]);
        }
        for (const d of [...levels.keys()].sort((x, y) => x - y))
            phases.push(levels.get(d) ?? []);
    }
    for (const kind of [...kinds_kind/* STACK_KINDS */.JP].reverse()) {
        const mine = writes.filter((w) => w.action === 'delete' && w.kind === kind);
        if (mine.length > 0)
            phases.push(mine);
    }
    return phases;
}
function stackHandler(client, edition, knownIds, files, ids) {
    const api = (kind) => {
        const found = client.config(kind);
        if (!found)
            throw new Error(`the ${edition} API has no ${kinds/* KIND_SPECS */.u[kind].singular}s`);
        return found;
    };
    const ready = (a) => {
        const body = (0,reconcile_ref/* resolveRefs */.F0)(a.send, ids.idFor);
        if ((0,reconcile_ref/* holdsRef */.Kf)(body))
            throw new Error('not sent: an object it names was not created (see its failure)');
        return body;
    };
    const deferred = new Map();
    const begun = new Set();
    const waitsOnPeers = (a, v) => {
        const ref = (0,reconcile_ref/* refOf */.H8)(v);
        if (ref)
            return ids.idFor(ref) !== undefined || (ref.pending === 'object' && ref.kind === a.kind && !begun.has(`${ref.kind}\u0000${ref.name}`));
        if (Array.isArray(v))
            return v.every((x) => waitsOnPeers(a, x));
        if (v && typeof v === 'object')
            return Object.values(v).every((x) => waitsOnPeers(a, x));
        return true;
    };
    const pendingPeer = (a, v) => (0,reconcile_ref/* holdsRef */.Kf)((0,reconcile_ref/* resolveRefs */.F0)(v, ids.idFor)) && waitsOnPeers(a, v);
    const complete = async () => {
        for (const [key, d] of [...deferred]) {
            if ((0,reconcile_ref/* holdsRef */.Kf)((0,reconcile_ref/* resolveRefs */.F0)(d.a.send, ids.idFor)))
                continue;
            deferred.delete(key);
            try {
                await api(d.a.kind).update(d.id, ready(d.a));
            }
            catch (e) {
                throw new Error(`created; then completing ${kinds/* KIND_SPECS */.u[d.a.kind].singular} "${d.a.name}" with the references to it failed (re-run to converge): ${String(e)}`);
            }
        }
    };
    const echo = (a, body, answer) => {
        if (!answer || typeof answer !== 'object')
            return undefined;
        const spec = kinds/* KIND_SPECS */.u[a.kind];
        const stored = spec.comparable((0,mark/* withoutMark */.E_)(spec, answer), edition);
        const sent = (0,mark/* withoutMark */.E_)(spec, body);
        const differ = Object.keys(sent).filter((f) => !spec.writeOnly.includes(f) && !spec.secretFields.includes(f) && (0,fingerprint/* canonicalJson */.dj)(sent[f]) !== (0,fingerprint/* canonicalJson */.dj)(stored[f]));
        return differ.length > 0 ? differ : undefined;
    };
    return {
        async create(a) {
            begun.add(`${a.kind}\u0000${a.name}`);
            const cyclic = Object.keys(a.send).filter((f) => pendingPeer(a, a.send[f]));
            const send = cyclic.length > 0 ? Object.fromEntries(Object.entries(a.send).filter(([f]) => !cyclic.includes(f))) : a.send;
            const body = ready({ ...a, send });
            const answer = await api(a.kind).create(body);
            if (typeof answer.id !== 'string')
                throw new Error(`POST answered no id for ${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}"`);
            ids.set({ pending: 'object', kind: a.kind, name: a.name }, answer.id);
            if (cyclic.length > 0)
                deferred.set(`${a.kind}\u0000${a.name}`, { a, id: answer.id });
            await complete();
            return { id: answer.id, echo: echo(a, body, answer) };
        },
        async update(a) {
            const body = ready(a);
            const answer = await api(a.kind).update(a.id, body);
            return { id: a.id, echo: echo(a, body, answer) };
        },
        async delete(a) {
            try {
                await api(a.kind).delete(a.id);
            }
            catch (e) {
                if (!(e instanceof errors/* ApiError */.hD && e.status === 404))
                    throw e;
            }
            return { id: a.id };
        },
        lost: {
            is: (e) => e instanceof errors/* TransportError */.wX && e.outcomeUnknown,
            list: async () => {
                const lists = await Promise.all(kinds_kind/* STACK_KINDS */.JP.filter((k) => client.config(k)).map(async (kind) => (await api(kind).list()).map((o) => ({ ...o, kind }))));
                return lists.flat();
            },
            find: (live, a) => live.find((o) => {
                const spec = kinds/* KIND_SPECS */.u[a.kind];
                return o.kind === a.kind && !knownIds.has(o.id) && o.name === a.name && (spec.mark === 'none' || (0,mark/* ownerOf */.bf)(spec, o, a.scope) === 'ours');
            }),
            found: (a, hit) => {
                ids.set({ pending: 'object', kind: a.kind, name: a.name }, hit.id);
                return { id: hit.id };
            },
            notCreated: 'nothing was created (checked) — re-run to create it',
            unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
            mark: true,
        },
        echoPlace: (o) => {
            const a = o.action;
            const file = files.find((f) => f.file === a.file);
            if (!file || a.action === 'delete' || !a.path)
                return undefined;
            return { yaml: file.yaml, path: a.path, label: `${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}" (id ${o.id ?? ''})` };
        },
    };
}

// EXTERNAL MODULE: ./src/stack/plan.ts
var stack_plan = __webpack_require__(24993);
;// CONCATENATED MODULE: ./src/stack/render.ts




const stack_render_MAX_QUIET_ROWS = 50;
function summaryOf(actions) {
    const s = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
    for (const a of actions)
        s[a.action]++;
    return s;
}
const order = (a) => kinds_kind/* STACK_KINDS */.JP.indexOf(a.kind);
function planActionsJson(plan) {
    return [...plan.actions]
        .sort((x, y) => order(x) - order(y))
        .map((a) => {
        const { send: _send, path: _path, ...shown } = a;
        return shown;
    });
}
function stackReport(plan, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const sorted = [...plan.actions].sort((x, y) => order(x) - order(y));
    const loud = sorted.filter(reconcile_plan/* isWrite */.a);
    const unchanged = sorted.filter((a) => a.action === 'unchanged');
    const unmanaged = sorted.filter((a) => a.action === 'unmanaged');
    const rows = [...loud, ...unchanged.slice(0, stack_render_MAX_QUIET_ROWS)].map((a) => {
        const o = byAction.get(a);
        return {
            icon: model/* STATUS_ICON */.t[a.action] ?? '',
            action: a.action,
            name: `${kinds/* KIND_SPECS */.u[a.kind].singular}: ${a.name}`,
            why: stack_render_summarize(a),
            ...(applied ? { result: o ? (o.status === 'failed' ? `failed: ${o.error ?? ''}` : o.status) : '—' } : {}),
        };
    });
    const s = summaryOf(plan.actions);
    const notes = [...plan.notes];
    if (unchanged.length > stack_render_MAX_QUIET_ROWS)
        notes.push(`… and ${unchanged.length - stack_render_MAX_QUIET_ROWS} more unchanged objects (see the \`plan\` output).`);
    if (unmanaged.length > 0) {
        const shown = unmanaged.slice(0, 10).map((a) => `${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}" (${a.reason})`);
        notes.push(`${unmanaged.length} object(s) on the server are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`);
    }
    const diff = loud
        .filter((a) => a.action === 'update')
        .map((a) => [`${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}":`, ...a.changes.map((c) => `  ${c.field}: ${render_text(c.from)} → ${render_text(c.to)}`)].join('\n'))
        .join('\n');
    const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
    return {
        title: 'Stack',
        prefix: '',
        summary: `${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged`,
        counts: { ...s },
        totals: s,
        columns: { name: 'Object', why: 'Changes / reason' },
        rows,
        details: diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : [],
        notes,
        scopes: plan.files,
        after: [],
        outcome: failed ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
    };
}
function stack_render_summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update')
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function render_text(v) {
    if (v === undefined)
        return '(none)';
    const s = JSON.stringify(v);
    return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}

;// CONCATENATED MODULE: ./src/stack/webhook-check.ts

const FIELDS = new Set(['name', 'service', 'url', 'description', 'body', 'headers', 'queryParams']);
async function validateWebhookWrites(client, writes, concurrency = 4) {
    const [first, ...rest] = writes;
    if (!first)
        return { by: 'none', refused: 0 };
    let refused = 0;
    const check = async (w) => {
        const verdict = await client.validateWebhook(w.send);
        if (!verdict)
            return false;
        if (verdict.valid)
            return true;
        refused++;
        const errors = verdict.errors.length > 0 ? verdict.errors : [{ path: '', message: 'refused (no reason given)' }];
        for (const e of errors) {
            const field = e.path.split(/[.[]/)[0] ?? '';
            w.problem(FIELDS.has(field) ? [...w.path, field] : w.path, `the server refuses webhook "${w.name}": ${e.message}${e.path && !FIELDS.has(field) ? ` (at ${e.path})` : ''}`);
        }
        return true;
    };
    if (!(await check(first)))
        return { by: 'product', refused: 0 };
    const settled = await (0,pool/* mapSettled */.A)(rest, concurrency, check);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed)
        throw failed.reason;
    return { by: 'server', refused };
}

;// CONCATENATED MODULE: ./src/stack/kind.ts












const isStackKind = (k) => kinds_kind/* STACK_KINDS */.JP.includes(k);
function configurationKind(opts) {
    return {
        key: 'stack',
        name: 'configuration',
        resources: kinds_kind/* STACK_KINDS */.JP,
        refersTo: [...new Set(kinds_kind/* STACK_KINDS */.JP.flatMap((k) => kinds/* KIND_SPECS */.u[k].refersTo))],
        names: ['connections', 'sources'],
        uses: configurationUses,
        singular: (kind) => (isStackKind(kind) ? kinds/* KIND_SPECS */.u[kind].singular : kind),
        start: (ctx) => configurationRun(ctx, opts),
    };
}
function configurationUses(kind, o) {
    const out = [];
    if (kind === 'sources') {
        if (typeof o.connection === 'string' && o.connection)
            out.push({ kind: 'connections', id: o.connection, at: 'connection' });
        for (const [field, id] of Object.entries(o))
            if (field.endsWith('SourceId') && typeof id === 'string' && id)
                out.push({ kind: 'sources', id, at: field });
    }
    if (kind === 'savedSearches' && typeof o.sourceId === 'string' && o.sourceId)
        out.push({ kind: 'sources', id: o.sourceId, at: 'sourceId' });
    return out;
}
function configurationRun(ctx, opts) {
    const files = [];
    return {
        read(f) {
            files.push((0,stack_file/* readStackFile */.L)(f.yaml.section(), { ...f.scopes, edition: ctx.edition }));
        },
        get sections() {
            return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.entries.length }));
        },
        lists: () => neededKinds(files, ctx),
        plan: async (listed, _world) => {
            const live = Object.fromEntries(kinds_kind/* STACK_KINDS */.JP.flatMap((k) => (listed[k] ? [[k, listed[k]]] : [])));
            const plan = await (0,stack_plan/* planStack */.q)({ edition: ctx.edition, files, live, prune: ctx.settings.prune, secrets: opts.secrets });
            plan.notes.push(...namesakes(plan, live));
            return configurationPart(ctx, plan, files, live);
        },
    };
}
function neededKinds(files, ctx) {
    const need = new Set();
    const add = (k) => {
        if (need.has(k) || !kinds/* KIND_SPECS */.u[k].editions.includes(ctx.edition))
            return;
        need.add(k);
        kinds/* KIND_SPECS */.u[k].refersTo.forEach(add);
    };
    for (const f of files)
        f.sections.forEach(add);
    return kinds_kind/* STACK_KINDS */.JP.filter((k) => need.has(k));
}
function configurationPart(ctx, plan, files, live) {
    const knownIds = new Set(Object.values(live).flatMap((l) => l.map((o) => o.id)));
    const t = tagged('stack', plan.actions.filter(reconcile_plan/* isWrite */.a), stackHandler(ctx.client, ctx.edition, knownIds, files, ctx.ids));
    const phased = (writes) => stackPhases(writes.map(t.actionOf)).map((p) => p.map(t.writeOf));
    const fingerprint = (0,reconcile_fingerprint/* planFingerprint */.an)({ v: 1, kind: 'stack' }, plan.files.map((f) => f.scope), plan.actions, (a) => ({ kind: a.kind }));
    const s = summaryOf(plan.actions);
    const deletes = plan.actions.filter((a) => a.action === 'delete');
    return {
        key: 'stack',
        writes: t.writes,
        leaves: Object.fromEntries(Object.keys(live).map((k) => [k, plan.predicted[k]])),
        upserts: phased,
        deletes: phased,
        changed: plan.actions.flatMap((a) => a.action === 'create' || a.action === 'update' ? [{ kind: a.kind, ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body }] : []),
        deleted: deletes.map((a) => ({ kind: a.kind, id: a.id, name: a.name })),
        deletions: kinds_kind/* STACK_KINDS */.JP.map((k) => ({ count: deletes.filter((a) => a.kind === k).length, noun: `${kinds/* KIND_SPECS */.u[k].singular}(s)` })),
        check: async () => {
            const check = await validateWebhookWrites(ctx.client, webhookWrites(plan, files));
            if (check.by !== 'none')
                ctx.debug(`webhooks: validated by ${check.by === 'server' ? 'the server (POST …/webhooks/validate)' : "the product's checks (the server has no POST …/webhooks/validate)"}`);
            return [];
        },
        refusals: () => [],
        fingerprint,
        json: () => ({ summary: s, actions: planActionsJson(plan) }),
        writer: t.writer,
        echoPlace: t.echoPlace,
        applied: (outcomes) => appliedRows(t.inPlanOrder(outcomes), { recovered: true }),
        failures: (outcomes) => writeFailures(t.inPlanOrder(outcomes), { what: 'configuration write(s)', of: true, entry: afterColon }),
        report: (o) => stackReport(plan, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes) }),
        scopes: () => plan.files,
    };
}
function webhookWrites(plan, files) {
    return plan.actions.flatMap((a) => {
        if (a.kind !== 'webhooks' || (a.action !== 'create' && a.action !== 'update') || !a.path)
            return [];
        const file = files.find((f) => f.file === a.file);
        if (!file)
            return [];
        return [{ name: a.name, send: a.send, path: a.path, problem: (at, message) => file.yaml.problem(at, message) }];
    });
}
function namesakes(plan, live) {
    const notes = [];
    for (const a of plan.actions) {
        if (a.action !== 'update' && a.action !== 'unchanged')
            continue;
        const spec = kinds/* KIND_SPECS */.u[a.kind];
        if (spec.mark === 'none')
            continue;
        for (const other of live[a.kind] ?? []) {
            if (other.id === a.id || other.name !== a.name)
                continue;
            const owner = (0,mark/* ownerOf */.bf)(spec, other, a.scope);
            const whose = owner === 'other' ? 'managed by another scope' : 'without an owner';
            notes.push(`${spec.singular} "${a.name}" (id ${a.id}) is duplicated by name: ${spec.singular} ${other.id} is also named "${a.name}", ${whose}. Files and people find a ${spec.singular} by name: rename or delete one.`);
        }
    }
    return notes;
}

// EXTERNAL MODULE: ./src/stack/secrets.ts
var stack_secrets = __webpack_require__(56325);
// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/reconcile/owner.ts
var owner = __webpack_require__(56431);
;// CONCATENATED MODULE: ./src/dashboards/preview.ts




const hex = (text, n) => (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, n);
const PR_TAG = 'obs-ops-pr:';
const OF_TAG = 'obs-ops-of:';
function previewMark(repository) {
    return `${owner/* OWNER_PREFIX */.BE}${hex(`preview:${repository.toLowerCase()}`, 24)}`;
}
function previewName(pr, name) {
    return `PR #${pr} · ${name}`.slice(0, 1024);
}
function previewOf(d, repository) {
    const tags = Array.isArray(d.tags) ? d.tags : [];
    if (!tags.includes(previewMark(repository)))
        return undefined;
    const pr = Number(tags.find((t) => t.startsWith(PR_TAG))?.slice(PR_TAG.length));
    const of = tags.find((t) => t.startsWith(OF_TAG))?.slice(OF_TAG.length) ?? '';
    return Number.isInteger(pr) && pr > 0 ? { pr, of } : undefined;
}
const keyOf = (p) => hex(`${p.scope}\u0000${p.name}`, 16);
function copyBody(p, pr, repository) {
    const strip = (list) => Array.isArray(list)
        ? list.map((x) => (typeof x === 'object' && x !== null ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'id')) : x))
        : list;
    const tags = (Array.isArray(p.body.tags) ? p.body.tags : []).filter((t) => typeof t === 'string' && !(0,owner/* isOwnerTag */.IR)(t));
    return {
        ...p.body,
        name: previewName(pr, p.name),
        tiles: strip(p.body.tiles),
        filters: strip(p.body.filters),
        tags: [...new Set([...tags, previewMark(repository), `${PR_TAG}${pr}`, `${OF_TAG}${keyOf(p)}`])].slice(-50),
    };
}
const preview_link = (uiUrl, id) => (uiUrl ? `${uiUrl.replace(/\/+$/, '')}/dashboards/${encodeURIComponent(id)}` : undefined);
async function syncPreviews(input) {
    const { client, repository } = input;
    const live = (await client.listDashboards())
        .map((d) => ({ d, preview: previewOf(d, repository) }))
        .filter((x) => x.preview !== undefined);
    const rows = [];
    const remove = async (d, reason) => {
        await client.deleteDashboard(d.id);
        rows.push({ action: 'deleted', name: d.name, id: d.id, reason });
    };
    const pr = input.pullRequest;
    if (!pr) {
        const states = new Map();
        for (const { d, preview } of live) {
            if (!states.has(preview.pr))
                states.set(preview.pr, await input.stateOf?.(preview.pr));
            const state = states.get(preview.pr);
            if (state === 'closed')
                await remove(d, `pull request #${preview.pr} is closed`);
        }
        return rows;
    }
    const mine = live.filter((x) => x.preview.pr === pr.number);
    if (pr.closed) {
        for (const { d } of mine)
            await remove(d, `pull request #${pr.number} is closed`);
        return rows;
    }
    const kept = new Set();
    for (const p of input.planned) {
        if ((0,reconcile_ref/* holdsRef */.Kf)(p.body)) {
            rows.push({
                action: 'skipped',
                name: previewName(pr.number, p.name),
                of: p.name,
                reason: 'it names an object this pull request creates; previewed once that exists',
            });
            continue;
        }
        const existing = mine.find((x) => x.preview.of === keyOf(p));
        if (existing) {
            kept.add(existing.d.id);
            const d = await client.updateDashboard(existing.d.id, copyBody(p, pr.number, repository));
            rows.push({ action: 'updated', name: d.name, of: p.name, id: existing.d.id, ...urlOf(input.uiUrl, existing.d.id) });
        }
        else {
            const d = await client.createDashboard(copyBody(p, pr.number, repository));
            rows.push({ action: 'created', name: d.name, of: p.name, id: d.id, ...urlOf(input.uiUrl, d.id) });
        }
    }
    for (const { d } of mine)
        if (!kept.has(d.id))
            await remove(d, 'the pull request no longer changes its dashboard');
    return rows;
}
const urlOf = (uiUrl, id) => {
    const url = preview_link(uiUrl, id);
    return url ? { url } : {};
};
function linkTarget(url) {
    if (!/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>[\]"'`\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
function previewReport(rows) {
    if (rows.length === 0)
        return {};
    const items = rows.map((r) => {
        const target = r.url !== undefined ? linkTarget(r.url) : undefined;
        const name = (0,report_escape/* escapeInline */.VV)(r.name);
        const shown = target && r.action !== 'deleted' ? `[${name}](${target})` : name;
        const why = r.reason ? ` — ${(0,report_escape/* escapeInline */.VV)(r.reason)}` : '';
        return `- ${shown}: ${r.action}${r.of !== undefined ? ` (preview of ${(0,report_escape/* escapeInline */.VV)(r.of)})` : ''}${why}`;
    });
    const counts = ['created', 'updated', 'deleted', 'skipped']
        .map((a) => [a, rows.filter((r) => r.action === a).length])
        .filter(([, n]) => n > 0)
        .map(([a, n]) => `${n} ${a}`);
    return {
        details: { title: 'Live previews', markdown: items.join('\n'), open: true },
        note: `Live previews: ${counts.join(', ')}.`,
    };
}

// EXTERNAL MODULE: ./src/operations/connection.ts
var connection = __webpack_require__(35068);
;// CONCATENATED MODULE: ./src/operations/preview.ts




function readPreviewInputs(input) {
    const uiUrl = input.text('ui-url');
    if (uiUrl && !/^https?:\/\/[^\s/]+(\/\S*)?$/i.test(uiUrl))
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('ui-url')} must be the UI's http(s) address, e.g. https://hyperdx.example.com.`);
    if (!input.bool('preview'))
        return undefined;
    return { uiUrl, githubToken: input.text('github-token'), timeoutMs: (0,connection/* parseTimeoutMs */.DS)(input) };
}
function previewStep(ctx, s, dryRun) {
    return async ({ changed }) => {
        const { repository, env } = ctx.context;
        const pr = env.pullRequest;
        if (!repository)
            return { notes: ['Live previews: the repository is unknown (GITHUB_REPOSITORY), so none were made or removed.'] };
        if (pr && !pr.closed && !dryRun)
            return { notes: ["Live previews are made on a pull request's plan (`dry-run: true`); this run applied, so none were made."] };
        const notes = [];
        let stateOf;
        if (!pr) {
            if (s.githubToken)
                stateOf = await pullRequestStates(ctx, s, repository);
            else
                notes.push('Live previews: without `github-token` a scheduled run cannot read which pull requests are closed, so no preview copy was removed.');
        }
        const planned = changed
            .filter((c) => c.kind === 'dashboards')
            .map((c) => ({ scope: ownerOf(c.body), name: c.name, body: c.body }));
        try {
            const rows = await syncPreviews({
                client: ctx.client,
                repository,
                ...(pr ? { pullRequest: pr } : {}),
                ...(stateOf ? { stateOf } : {}),
                planned,
                uiUrl: s.uiUrl,
            });
            const shown = previewReport(rows);
            return { ...(shown.details ? { details: [shown.details] } : {}), notes: [...notes, ...(shown.note ? [shown.note] : [])] };
        }
        catch (e) {
            return { notes: [...notes, `Live previews failed: ${e instanceof Error ? e.message : String(e)}`] };
        }
    };
}
const ownerOf = (body) => (Array.isArray(body.tags) ? body.tags : []).find((t) => typeof t === 'string' && (0,owner/* isOwnerTag */.IR)(t)) ?? '';
async function pullRequestStates(ctx, s, repository) {
    const [owner = '', repo = ''] = repository.split('/');
    const { git } = await ctx.github.gitData(s.githubToken, { owner, repo }, {
        apiUrl: (ctx.context.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        ...(ctx.context.env.GITHUB_GRAPHQL_URL ? { graphqlUrl: ctx.context.env.GITHUB_GRAPHQL_URL } : {}),
        timeoutMs: s.timeoutMs,
        maxRetries: ctx.connection.client.maxRetries,
    });
    return (n) => git.pullRequestState(n);
}

;// CONCATENATED MODULE: ./src/operations/sync.ts










function readCommonSyncInputs(input) {
    return {
        scope: input.text('scope'),
        prune: input.bool('prune'),
        maxDeletions: input.number('max-deletions', { min: 0, integer: true }),
        failOnChanges: input.bool('fail-on-changes'),
        expectPlan: input.text('expect-plan'),
        dryRun: (0,body/* dryRun */.PA)(input),
        concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
        backtest: readBacktestInputs(input),
        valuesFile: input.text('values-file'),
    };
}
function readDashboardSyncInputs(input) {
    const preview = readPreviewInputs(input);
    return { ...readCommonSyncInputs(input), ...(preview ? { preview } : {}) };
}
function readBacktestInputs(input) {
    const window = parseBacktestWindow(input.text('backtest-window'));
    if (typeof window === 'object' && 'problem' in window)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('backtest-window')}: ${window.problem}; give a duration from 1h to 30d (e.g. \`7d\`), or \`off\`.`);
    const maxFirings = input.optionalNumber('backtest-max-firings', { min: 0, integer: true });
    return { window, ...(maxFirings !== undefined ? { maxFirings } : {}) };
}
const alertOwner = (a) => (0,normalize/* fromServer */.Wj)(a).scope ?? 'unmarked';
function syncKinds(ctx, backtest) {
    return [
        configurationKind({
            secrets: {
                resolver: (problem) => (0,stack_secrets/* secretResolver */.l3)({ variable: ctx.context.secretVariable, addSecrets: ctx.addSecrets, problem }),
                digest: (owner, secrets) => (0,stack_secrets/* secretDigest */.bV)(owner, secrets, ctx.addSecrets),
            },
        }),
        dashboardsKind({ alertOwner }),
        alertsKind({ backtest }),
    ];
}
function sync(ctx, inputs, sources, shape) {
    const { backtest, preview, ...settings } = inputs;
    return runSync({ kinds: syncKinds(ctx, backtest), sources, shape, settings, ...(preview ? { after: previewStep(ctx, preview, settings.dryRun) } : {}) }, {
        client: ctx.client,
        edition: ctx.connection.edition,
        ws: ctx.context,
        nameInput: ctx.context.nameInput,
        now: ctx.context.clock(),
        debug: (m) => ctx.log.debug(m),
    });
}
const alertSource = (pattern) => ({
    input: 'alert-file',
    pattern,
    kinds: ['alerts'],
    empty: { plural: 'alerts', deleteOperation: 'alerts.delete' },
});
const dashboardSource = (pattern) => ({
    input: 'dashboard-file',
    pattern,
    kinds: ['dashboards'],
    empty: { plural: 'dashboards', deleteOperation: 'dashboards.delete' },
});
const stackSource = (pattern) => ({
    input: 'stack-file',
    pattern,
    kinds: ['stack', 'dashboards', 'alerts'],
    empty: { plural: 'objects', deleteOperation: 'the raw delete operations' },
});


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
