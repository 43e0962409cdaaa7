export const id = 795;
export const ids = [795];
export const modules = {

/***/ 46431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   zm: () => (/* binding */ renderBacktests)
/* harmony export */ });
/* unused harmony exports MAX_LINES, MAX_CHARTS, MAX_GROUPED, MAX_GROUPS, MAX_GROUP_CHARS, backtestLine, spell */
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26518);


// A plan's backtests as the report shows them: one line per backtested alert right under the plan
// table, a chart of the busiest group's series against the threshold for the noisiest alerts, and
// the busiest groups of grouped alerts. Group values come from telemetry (anyone who can send a
// log line can name a group): they stay plain text here and every renderer escapes them.
/** Lines in the list; the `plan` output has every backtest. */
const MAX_LINES = 100;
/** Charts in the report: the noisiest alerts' (a PR comment drops charts first when too long). */
const MAX_CHARTS = 10;
/** Grouped alerts whose busiest groups are shown: the noisiest. */
const MAX_GROUPED = 20;
/** Groups shown per grouped alert. */
const MAX_GROUPS = 5;
/** Characters of a group value in a line or a chart label. */
const MAX_GROUP_CHARS = 80;
/** How the group '' of a grouped alert reads: the windows without rows. */
const EMPTY_GROUP = '(empty windows)';
/** The report's parts for the backtests of `actions` (plan order), or undefined when none carries one. */
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
    // Noisiest first (stable: plan order among equals), as those are what a reviewer must look at.
    const drawable = replayed.filter((r) => r.detail?.chart).sort((x, y) => y.bt.firings - x.bt.firings);
    const charts = drawable.slice(0, MAX_CHARTS).flatMap(({ action, bt, detail }) => {
        const chart = detail ? chartOf(action.name, bt, detail) : undefined;
        return chart ? [chart] : [];
    });
    const notes = drawable.length > charts.length
        ? [`Backtest charts: the ${charts.length} noisiest of ${drawable.length} backtested alerts; the list above has every count.`]
        : [];
    const grouped = replayed.filter(({ bt }) => bt.groups.length > 1).sort((x, y) => y.bt.firings - x.bt.firings);
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
/**
 * One backtest in words: "would have fired 2× in 7 days (12 of 2,016 windows breaching; busiest
 * of 3 groups: service:checkout)"; an update compares: "would have fired 41 times in 7 days; as proposed, 2 (…)".
 */
function backtestLine(bt, detail) {
    if (!('window' in bt))
        return `not replayed: ${bt.skipped}`;
    const range = spell(bt.window);
    if (bt.windows === 0)
        return `no window to evaluate in the last ${range}`;
    const facts = [`${count(bt.breaching)} of ${count(bt.windows)} windows breaching${bt.current ? `, was ${count(bt.current.breaching)}` : ''}`];
    const busiest = busiestOf(bt, detail);
    if (busiest !== undefined)
        facts.push(bt.groups.length > 1 ? `busiest of ${count(groupCount(bt))} groups: ${busiest}` : `group: ${busiest}`);
    if (detail && detail.notifications !== bt.firings) {
        facts.push(`${count(detail.notifications)} notifications: the engine re-notifies every window a group stays in ALERT`);
    }
    const verdict = bt.current
        ? `would have fired ${times(bt.current.firings)} in ${range}; as proposed, ${count(bt.firings)}`
        : bt.firings === 0
            ? `would not have fired in ${range}`
            : `would have fired ${count(bt.firings)}× in ${range}`;
    return `${verdict} (${facts.join('; ')})`;
}
/** The busiest group's name, clipped; undefined for an ungrouped alert. */
function busiestOf(bt, detail) {
    const name = detail?.busiest ?? bt.groups[0]?.group;
    if (name === undefined)
        return undefined;
    // The engine records a window without rows under the ungrouped key '', grouped alert or not.
    if (name === '')
        return bt.groups.length > 1 ? EMPTY_GROUP : undefined;
    return clip(name);
}
/** The busiest group's series against the threshold line(s), with a mark at each window that fired. */
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
        title: `${name}: backtest ${bt.window}, ${bt.firings === 1 ? '1 firing' : `${count(bt.firings)} firings`}${bt.current ? ` (was ${count(bt.current.firings)})` : ''}${busiest !== undefined ? `, ${busiest}` : ''}`,
        times: c.times,
        series: [{ name: busiest ?? 'value', values: c.values }],
        threshold: c.threshold,
        ...(lines.length > 0 ? { lines } : {}),
        // The chart's points are the engine's evaluations (at their window starts), firings on the same axis.
        ...(c.firings.length > 0 ? { marks: { name: 'fires', at: c.firings } } : {}),
        yLabel: `per ${bt.interval}`,
    };
}
/** The busiest groups of a grouped alert as an aligned text table (the report shows it verbatim). */
function groupTable(name, bt) {
    const shown = bt.groups.slice(0, MAX_GROUPS);
    const rows = [
        ['group', 'windows', 'breaching', 'firings'],
        ...shown.map((g) => [clip(g.group) || EMPTY_GROUP, count(g.windows), count(g.breaching), count(g.firings)]),
    ];
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    const lines = rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`.trimEnd());
    const more = groupCount(bt) - shown.length;
    return [`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(name)} (${count(groupCount(bt))} groups${more > 0 ? `; the ${shown.length} busiest shown` : ''})`, ...lines].join('\n');
}
/** Every group replayed, the ones the `plan` output leaves out included. */
function groupCount(bt) {
    return bt.groups.length + (bt.otherGroups ?? 0);
}
/** "7d" → "7 days", "1h" → "1 hour"; anything else as given. */
function spell(window) {
    const ms = (0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E)(window);
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
/** "once", "2 times". */
function times(n) {
    return n === 1 ? 'once' : `${count(n)} times`;
}
/** 2016 → "2,016" (without Intl: building a formatter loads ICU data). */
function count(n) {
    return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}
/**
 * A group value on one line without control characters, clipped to MAX_GROUP_CHARS code points (a surrogate pair is never split):
 * group values come from telemetry, so every sink (the noise guard's failure too) shows them through this.
 */
function clip(text) {
    const line = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(text);
    const chars = Array.from(line);
    return chars.length > MAX_GROUP_CHARS ? `${chars.slice(0, MAX_GROUP_CHARS - 1).join('')}…` : line;
}


/***/ }),

/***/ 52190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lb: () => (/* binding */ backtestPlan)
});

// UNUSED EXPORTS: MANAGED_NOTE, MAX_PLAN_GROUPS, MAX_REPLAYED_GROUPS, planGroups, tooManyGroups, wantsBacktest

// EXTERNAL MODULE: ./src/alert-engine/index.ts + 3 modules
var alert_engine = __webpack_require__(65432);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/alerts/backtest/batch.ts
// Request economy (issue 25): the series of every backtest that share a source, a granularity, a
// groupBy and a time range go in one `POST /charts/series` of at most five series, identical series
// once. The number of such requests is the floor; the client's pacer keeps them in the rate limit.

/** The series API's limit on series per request (docs/contract.md §9). */
const MAX_SERIES = 5;
/** Identity of a need: the same series over the same range is asked once. */
function needKey(n) {
    return canonical({ item: n.item, granularity: n.granularity, startTime: n.startTime, endTime: n.endTime });
}
/** Needs → the fewest requests: grouped by what one request must share, deduplicated, ≤ MAX_SERIES each. */
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
/**
 * Sends the batches, `concurrency` at a time (reads only), and splits each answer per need. The
 * server refuses a whole request for one bad series (a validation error, an unknown source, a query
 * ClickHouse rejects): such a request is sent again one series at a time, so that only the bad one's
 * backtest is skipped. A need whose request failed is answered with the error; the plan goes on.
 */
async function runBatches(batches, series, concurrency) {
    const out = new Map();
    const send = async (batch) => {
        try {
            const rows = await series(batch.query);
            batch.keys.forEach((key, index) => out.set(key, { rows: rowsOf(rows, index) }));
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
/** The series API's answers to a series it cannot run (docs/contract.md §9): validation, unknown source, query error. */
const QUERY_REFUSALS = new Set([400, 404, 500]);
/** Series `index`'s rows: a row carries only the series that returned one for its bucket and group. */
function rowsOf(rows, index) {
    const key = `series_${index}.data`;
    const out = [];
    for (const row of rows) {
        if (!(key in row) || typeof row.ts_bucket !== 'number')
            continue;
        out.push({ bucket: row.ts_bucket, group: Array.isArray(row.group) ? row.group : [], value: engineValue(row[key]) });
    }
    return out;
}
/**
 * The value as the engine reads it (parseAlertData): ClickHouse quotes 64-bit integers, and the
 * engine parses a quoted value as an integer.
 */
function engineValue(v) {
    if (typeof v === 'number')
        return Number.isFinite(v) ? v : null;
    if (typeof v === 'string') {
        const n = Number.parseInt(v, 10);
        return Number.isNaN(n) ? null : n;
    }
    return null;
}
/** JSON with object keys sorted: equal values, equal text. */
function canonical(v) {
    return JSON.stringify(v, (_k, value) => typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value);
}

;// CONCATENATED MODULE: ./src/alerts/backtest/grid.ts
/** The series API's granularities (docs/contract.md §9), finest first. */
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
/** Aggregations whose value over a range is a function of their values over its parts. */
const RECOMBINABLE = new Set(['count', 'sum', 'min', 'max']);
/**
 * A bucket start off the epoch grid of the interval (the engine rounds 6h, 12h and 1d buckets within
 * the UTC hour, upstream) matches no bucket of the data: it reads as empty (from = to).
 */
function spansOf(plan, intervalMs) {
    const [from, to] = plan.range;
    return plan.buckets.map((start) => {
        if (start % intervalMs !== 0)
            return { start, from: start, to: start };
        return { start, from: Math.max(start, from), to: Math.min(start + intervalMs, to) };
    });
}
/**
 * The coarsest granularity (up to the interval, dividing it) on which every span starts and ends:
 * the interval itself when nothing is shifted. Undefined when none fits.
 */
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
/** Combines the parts' values of one group; null when none had a value. */
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
/** The fetched rows → the engine's ticks. */
function toTicks(rows, input) {
    const byBucket = new Map();
    for (const r of rows) {
        let list = byBucket.get(r.bucket);
        if (!list)
            byBucket.set(r.bucket, (list = []));
        list.push(r);
    }
    const keyOf = (group) => (input.grouped ? input.groupBy.map((col, i) => `${col}:${String(group[i])}`).join(', ') : '');
    return input.plans.map((plan) => ({
        at: plan.at,
        buckets: spansOf(plan, input.intervalMs).map((span) => {
            const parts = new Map();
            for (let t = span.from; t < span.to; t += input.stepMs) {
                for (const r of byBucket.get(t) ?? []) {
                    const key = keyOf(r.group);
                    const values = parts.get(key);
                    if (values)
                        values.push(r.value);
                    else
                        parts.set(key, [r.value]);
                }
            }
            const bucketRows = [];
            for (const [group, values] of parts) {
                const value = values.length === 1 ? (values[0] ?? null) : combine(input.aggFn, values);
                if (input.dropZeroCounts && value === 0)
                    continue;
                bucketRows.push({ group, value });
            }
            return { start: span.start, rows: bucketRows };
        }),
    }));
}

// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
;// CONCATENATED MODULE: ./src/alerts/backtest/query.ts
// What the HyperDX alert engine evaluates for an alert (upstream checkAlerts getChartConfigFromAlert),
// expressed as one `POST /charts/series` item, or the plain reason it cannot be expressed. Never a
// guess: a query the series API would answer differently from the engine's is skipped.

/** The series API's own limit on `groupBy` columns. */
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
/** The series query of an alert definition (desired or live). */
function alertQuery(want, lk) {
    return want.source === 'saved_search' ? savedSearchQuery(want, lk) : tileQuery(want, lk);
}
function savedSearchQuery(want, lk) {
    const search = lk.savedSearches.find((s) => s.id === want.savedSearchId);
    if (!search)
        return { skipped: `saved search ${String(want.savedSearchId)} not found` };
    const source = lk.sources.find((s) => s.id === search.sourceId);
    if (!source)
        return { skipped: `source ${String(search.sourceId)} of the saved search not found` };
    // The engine adds the saved search's pinned filters and a log source's table filter to its WHERE;
    // the series API takes one condition in one language.
    if (Array.isArray(search.filters) && search.filters.length > 0)
        return { skipped: 'the saved search has pinned filters, which the series API cannot apply' };
    if (typeof source.tableFilterExpression === 'string' && source.tableFilterExpression !== '')
        return { skipped: `source "${source.name}" has a table filter expression, which the series API does not apply` };
    const groupBy = splitGroupBy(want.groupBy ?? '');
    if (groupBy.length > MAX_GROUP_BY)
        return { skipped: `groupBy has ${groupBy.length} columns; the series API takes at most ${MAX_GROUP_BY}` };
    const where = typeof search.where === 'string' ? search.where : '';
    // Upstream's saved-search default language is lucene (external API), and the engine passes it through.
    const whereLanguage = search.whereLanguage === 'sql' ? 'sql' : 'lucene';
    return {
        item: { sourceId: source.id, aggFn: 'count', where, whereLanguage, groupBy },
        dropZeroCounts: true,
        grouped: groupBy.length > 0,
    };
}
function tileQuery(want, lk) {
    const tile = lk.tile(want.dashboardId ?? '', want.tileId ?? '');
    if (!tile)
        return { skipped: 'the tile is not on the dashboard' };
    const config = tile.config ?? {};
    if (config.configType === 'sql')
        return { skipped: 'a raw-SQL tile: the series API cannot run its SQL' };
    if (config.configType === 'promql' || typeof config.promql === 'string' || typeof config.query === 'string')
        return { skipped: 'a PromQL tile: the engine does not evaluate it and the series API cannot run it' };
    const type = typeof config.displayType === 'string' ? config.displayType : '';
    if (!types/* ALERTABLE_DISPLAY_TYPES */.E.includes(type))
        return { skipped: `a ${type || 'untyped'} tile: the engine evaluates only ${types/* ALERTABLE_DISPLAY_TYPES */.E.join(', ')} tiles` };
    if (Array.isArray(config.formulas) && config.formulas.length > 0)
        return { skipped: 'a formula tile: the series API cannot compute formulas' };
    if (config.asRatio === true)
        return { skipped: 'a ratio tile (asRatio): the series API answers each series on its own, not their ratio' };
    const select = Array.isArray(config.select) ? config.select : [];
    // The engine judges the last value column: the last select item.
    const last = select[select.length - 1];
    if (!isRecord(last))
        return { skipped: 'the tile has no select item' };
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
    // The series API quotes a field with a dot as a string literal ('a.b'): it would aggregate a constant.
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
    // A tile alert's groups are the tile's (the alert's own groupBy is for saved searches), but the
    // engine calls the alert grouped when either is set.
    return { item, dropZeroCounts: false, grouped: groupBy.length > 0 || (want.groupBy ?? '') !== '' };
}
/** A SQL select list → its expressions, split at top-level commas (not inside brackets or quotes). */
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

// EXTERNAL MODULE: ./src/alerts/backtest/render.ts
var render = __webpack_require__(46431);
// EXTERNAL MODULE: ./src/alerts/rule.ts
var rule = __webpack_require__(31685);
;// CONCATENATED MODULE: ./src/alerts/backtest/run.ts
// Backtests of an alerts plan (issue 25): each created alert, and each update that changes what it
// evaluates, replayed by the engine's own rules over the last `backtest-window` of its series.
// Reads only: the series API and the sources list. A failed or impossible replay is a per-alert
// `skipped` with the reason; it never fails the plan.







/** Series requests in flight (reads; the client paces them to the rate limit). */
const CONCURRENCY = 4;
const MANAGED_NOTE = 'Backtests: the managed (ClickHouse Cloud) API has no series endpoint, so this plan carries none; `alerts.test` judges alert files offline on both editions.';
/** Fields whose change alters what an alert evaluates or how it is judged: an update with one is backtested. */
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
/** Which actions get a backtest: every create, each update that changes what the alert evaluates. */
function wantsBacktest(a) {
    if (a.action === 'create')
        return true;
    return a.action === 'update' && a.changes.some((c) => EVALUATED_FIELDS.has(c.field));
}
/** Runs the plan's backtests and attaches each to its action (`action.backtest`). */
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
            continue; // every write of a plan comes from a desired alert
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
    for (const p of pairs) {
        prepare(p.proposed, proposedLk, from, to);
        if (p.current)
            prepare(p.current, currentLk, from, to);
        for (const v of [p.proposed, p.current])
            if (v?.need)
                needs.push(v.need);
    }
    const batches = batchNeeds(needs);
    run.requests = batches.length;
    const answers = await runBatches(batches, (q) => charts.series(q), CONCURRENCY);
    for (const p of pairs) {
        for (const v of [p.proposed, p.current])
            if (v)
                judge(v, answers);
        const backtest = toBacktest(p.proposed, p.current, settings.window.text);
        p.action.backtest = backtest;
        if (!('skipped' in backtest)) {
            if (p.current?.skipped)
                run.notes.push(`"${p.action.name}": the live definition was not replayed (${p.current.skipped}).`);
            run.details.set(p.action, detail(p.proposed, p.current));
        }
        // What is read of a pair from here on is its counts: its evaluations and decisions (most of a
        // backtest's memory — 2,000 windows × groups for each definition of 7 days at 5 minutes) can go.
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
/** The query, the engine's evaluations in the range and the request that reads them — or why not. */
function prepare(v, lk, from, to) {
    if (v.skipped)
        return;
    const q = alertQuery(v.want, lk);
    if ('skipped' in q) {
        v.skipped = q.skipped;
        return;
    }
    v.query = q;
    v.rule = (0,rule/* ruleOf */.Y)(v.want, q.grouped);
    const intervalMs = v.rule.intervalMinutes * 60_000;
    v.plans = (0,alert_engine/* ticksBetween */.DW)(v.rule, from, to);
    if (v.plans.length === 0) {
        v.skipped = 'no complete evaluation of the alert falls in the window';
        return;
    }
    const step = fetchGranularity(v.plans, intervalMs);
    if (!step) {
        v.skipped = 'the schedule shifts its windows off every granularity the series API has';
        return;
    }
    if (step.ms !== intervalMs && !RECOMBINABLE.has(q.item.aggFn)) {
        v.skipped = `the schedule (offset or start) shifts its windows off the epoch grid, and partial windows of \`${q.item.aggFn}\` cannot be recombined from finer buckets (only count, sum, min, max can)`;
        return;
    }
    v.stepMs = step.ms;
    // Computed again when its answer is judged: held for every alert while the requests run, the evaluations
    // were most of a plan's memory.
    v.range = [from, to];
    delete v.plans;
    // The same range for every alert of a granularity, so that their series share requests.
    v.need = { item: q.item, granularity: step.label, startTime: Math.floor(from / step.ms) * step.ms, endTime: Math.ceil(to / step.ms) * step.ms };
}
function judge(v, answers) {
    if (v.skipped || !v.need || !v.query || !v.rule || !v.range || v.stepMs === undefined)
        return;
    v.plans = (0,alert_engine/* ticksBetween */.DW)(v.rule, v.range[0], v.range[1]);
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
    const ticks = toTicks(answer.rows, {
        plans: v.plans,
        intervalMs: v.rule.intervalMinutes * 60_000,
        stepMs: v.stepMs,
        aggFn: v.query.item.aggFn,
        groupBy: v.query.item.groupBy,
        grouped: v.query.grouped,
        dropZeroCounts: v.query.dropZeroCounts,
    });
    v.result = (0,alert_engine/* replay */.eZ)(v.rule, ticks);
}
function release(v) {
    delete v.plans;
    if (v.result)
        v.result = { ...v.result, decisions: [] };
}
/** Groups one backtest replays at most: each is judged at every evaluation, and telemetry can name a group per request. */
const MAX_REPLAYED_GROUPS = 1_000;
/** Why a grouped series is not replayed (more groups than MAX_REPLAYED_GROUPS), or undefined. */
function tooManyGroups(rows) {
    const groups = new Set();
    for (const r of rows) {
        groups.add(JSON.stringify(r.group));
        if (groups.size > MAX_REPLAYED_GROUPS)
            return `the series has more than ${MAX_REPLAYED_GROUPS} groups in the window; a backtest replays at most that many (group by fewer distinct values)`;
    }
    return undefined;
}
const counts = (c) => ({ windows: c.windows, breaching: c.breaching, firings: c.firings });
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
/** Groups the `plan` output carries per backtest: the busiest (the rest are counted, in `otherGroups`). */
const MAX_PLAN_GROUPS = 100;
/**
 * The `plan` output's groups: anyone who can send a log line can name a group, so their number and their
 * length are bounded here as in every other sink — the busiest MAX_PLAN_GROUPS, each value clipped.
 */
function planGroups(groups) {
    const kept = groups.slice(0, MAX_PLAN_GROUPS).map((g) => ({ group: (0,render/* clip */.$Q)(g.group), ...counts(g) }));
    return groups.length > kept.length ? { groups: kept, otherGroups: groups.length - kept.length } : { groups: kept };
}
/** What renderers draw: the busiest group's values per evaluation, the threshold(s), its firings. */
function detail(proposed, current) {
    const r = proposed.result;
    const busiest = r.groups[0]?.group;
    const mine = r.decisions.filter((d) => d.group === busiest);
    const byTick = new Map(mine.map((d) => [d.at, d]));
    const plans = proposed.plans ?? [];
    // The chart's x axis is each evaluation's window start; a tick is stamped with its window's end.
    const startOf = new Map(plans.map((p) => [p.at, p.range[0]]));
    const want = proposed.want;
    const live = current?.want;
    const thresholdChanged = live !== undefined && (live.threshold !== want.threshold || live.thresholdMax !== want.thresholdMax);
    return {
        notifications: r.notifications,
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
        ...(current?.result ? { current: { notifications: current.result.notifications } } : {}),
    };
}
/** `backtest-max-firings`: each created or changed alert that would have fired more than `max` times, said in words. */
function noiseGuard(pairs, max) {
    return pairs.flatMap((p) => {
        const r = p.proposed.result;
        if (!r || r.firings <= max)
            return [];
        const top = r.groups[0];
        const where = top && top.group !== '' ? ` (busiest group "${(0,render/* clip */.$Q)(top.group)}": ${top.firings})` : '';
        return [`"${p.action.name}" would have fired ${r.firings} times${where}`];
    });
}


/***/ }),

/***/ 72963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ alertHandler)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _echo_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7322);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34816);



const ORDER = { update: 0, create: 1, delete: 2 };
/** The alerts handler for one run: `knownIds`, the alerts the plan saw (a lost create is one it did not). */
function alertHandler(client, knownIds, files) {
    return {
        phases: (writes) => [[...writes].sort((a, b) => ORDER[a.action] - ORDER[b.action])],
        report: 'sent',
        async create(a) {
            const answer = await client.createAlert(a.body);
            return { id: answer.id, echo: (0,_echo_js__WEBPACK_IMPORTED_MODULE_1__/* .echoTexts */ .AH)(a.body, answer) };
        },
        async update(a) {
            const answer = await client.updateAlert(a.id, a.body);
            return { id: a.id, echo: (0,_echo_js__WEBPACK_IMPORTED_MODULE_1__/* .echoTexts */ .AH)(a.body, answer) };
        },
        async delete(a) {
            try {
                await client.deleteAlert(a.id);
            }
            catch (e) {
                // Already gone (deleted by hand, or with its dashboard): the goal is reached.
                if (!(e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && e.status === 404))
                    throw e;
            }
            return { id: a.id };
        },
        lost: {
            is: (e) => e instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX && e.outcomeUnknown,
            list: () => client.listAlerts(),
            find: (alerts, a) => alerts.find((al) => !knownIds.has(al.id) && al.name === a.name && (0,_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .fromServer */ .Wj)(al).scope === a.scope),
            found: (_a, hit) => ({ id: hit.id }),
            notCreated: 'no alert was created (checked) — re-run to create it',
            unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
            mark: true,
        },
        echoPlace: (o) => (0,_echo_js__WEBPACK_IMPORTED_MODULE_1__/* .echoPlace */ .P_)(files, o),
    };
}


/***/ }),

/***/ 45567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ renderPlan),
/* harmony export */   iY: () => (/* binding */ planJson)
/* harmony export */ });
/* unused harmony exports headline, diffText */
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96867);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92205);
/* harmony import */ var _backtest_render_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46431);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92329);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65126);





const MAX_QUIET_ROWS = 50;
/** What a create shows: every compared field but the name, which heads the entry. */
const CREATE_FIELDS = _model_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPARED_FIELDS */ ._.filter((f) => f !== 'name');
function headline(plan) {
    const s = plan.summary;
    return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged (fingerprint ${plan.fingerprint})`;
}
/** The report for a plan, and for what apply did when it ran; `backtests`: what the backtested actions' charts need. */
function renderPlan(plan, names, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const columns = ['', 'Action', 'Alert', 'Target', 'Changes / reason', ...(applied ? ['Result'] : [])];
    const rows = [];
    const quiet = plan.actions.filter((a) => !(0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .isWrite */ .a)(a));
    const loud = plan.actions.filter(_model_js__WEBPACK_IMPORTED_MODULE_3__/* .isWrite */ .a);
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
    const backtests = (0,_backtest_render_js__WEBPACK_IMPORTED_MODULE_1__/* .renderBacktests */ .zm)(loud, opts.backtests);
    const details = [...(diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : []), ...(backtests?.details ?? [])];
    if (backtests)
        notes.push(...backtests.notes);
    return {
        title: opts.dryRun ? 'Alerts plan' : 'Alerts sync',
        outcome: failed.length > 0 ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
        headline: headline(plan),
        counts: { ...plan.summary },
        table: rows.length > 0 ? { columns, rows } : undefined,
        ...(backtests ? { lists: [backtests.list] } : {}),
        ...(backtests && backtests.charts.length > 0 ? { charts: backtests.charts } : {}),
        details: details.length > 0 ? details : undefined,
        notes,
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
    return `${_report_model_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_ICON */ .t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; found on re-list)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
/** Terraform-style text: `~ threshold: 50 → 60`. */
function diffText(actions, names) {
    const out = [];
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        const id = (0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .T)(a);
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
                        ? (0,_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .splitMarker */ .Ph)(idText(value)).text
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
        actions: rest.actions.map((a) => (a.action === 'create' || a.action === 'update' ? withoutBody(a) : a)),
    });
}
/** An action as the `plan` output shows it: its body is in the fingerprint, not the output. */
function withoutBody(a) {
    const { body: _body, ...rest } = a;
    return rest;
}


/***/ }),

/***/ 6910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NR: () => (/* binding */ noiseRefusal),
  vl: () => (/* binding */ parseAlertFiles),
  ze: () => (/* binding */ planAlertSync),
  Ur: () => (/* binding */ refuseEmptyAlertPrune),
  TH: () => (/* binding */ syncAlerts)
});

// UNUSED EXPORTS: NOISY_NAMED, readAlertFiles

// EXTERNAL MODULE: ./src/reconcile/apply.ts
var apply = __webpack_require__(62668);
// EXTERNAL MODULE: ./src/reconcile/echo.ts
var echo = __webpack_require__(84595);
// EXTERNAL MODULE: ./src/reconcile/files.ts
var files = __webpack_require__(57955);
// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
// EXTERNAL MODULE: ./src/reconcile/result.ts
var result = __webpack_require__(30819);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/alerts/backtest/run.ts + 3 modules
var run = __webpack_require__(52190);
// EXTERNAL MODULE: ./src/alerts/file.ts
var alerts_file = __webpack_require__(64101);
// EXTERNAL MODULE: ./src/alerts/handler.ts
var alerts_handler = __webpack_require__(72963);
// EXTERNAL MODULE: ./src/reconcile/plan.ts
var reconcile_plan = __webpack_require__(92205);
// EXTERNAL MODULE: ./src/alerts/diff.ts
var diff = __webpack_require__(73264);
// EXTERNAL MODULE: ./src/reconcile/fingerprint.ts
var fingerprint = __webpack_require__(18652);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
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
    const fp = (0,fingerprint/* planFingerprint */.a)({ v: 1 }, files.map((f) => f.scope), run.actions);
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
var render = __webpack_require__(45567);
// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/alerts/fields.ts
var fields = __webpack_require__(70326);
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
    // 1. Files: values, syntax, shape, types, enums — before any request.
    const values = await (0,util_values/* readValues */.N$)(ws, inputs.valuesFile ?? '', inputs.nameInput ?? input_error/* actionNamer */.IY);
    const files = await readAlertFiles(inputs, edition, ws, values);
    // 2. Lists, names → ids, plan.
    const { plan, lookups, desired } = await planAlertSync(client, files, { prune: inputs.prune });
    // 3. Backtests: reads only, before the plan is shown or guarded.
    const backtests = await (0,run/* backtestPlan */.Lb)(client, { plan, desired, alerts: lookups.alerts, dashboards: lookups.dashboards, savedSearches: lookups.savedSearches }, inputs.backtest, Date.now());
    const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
    const changed = writes > 0;
    const planText = (0,render/* planJson */.iY)(plan);
    // 4. Guards: refuse with nothing sent.
    const refusals = [
        noiseRefusal(backtests, inputs.backtest, inputs.nameInput),
        (0,guards/* maxDeletionsRefusal */.YR)(plan.summary.delete, `${plan.summary.delete} alerts`, inputs.maxDeletions, inputs.nameInput),
        (0,guards/* expectPlanRefusal */.BY)(inputs.expectPlan, plan.fullFingerprint),
    ].filter((r) => r !== undefined);
    const handler = (0,alerts_handler/* alertHandler */.x)(client, new Set(lookups.alerts.map((a) => a.id)), files);
    let outcomes;
    if (!inputs.dryRun && refusals.length === 0 && changed)
        outcomes = await (0,apply/* applyWrites */.r)(handler, plan.actions.filter(reconcile_plan/* isWrite */.a), inputs.concurrency, inputs.nameInput);
    (0,echo/* recordEchoes */.T)(outcomes, handler.echoPlace);
    const report = (0,render/* renderPlan */.EG)(plan, lookups, { dryRun: inputs.dryRun, outcomes, backtests: backtests.details });
    const warnings = files.flatMap((f) => f.yaml.problems);
    if (warnings.length > 0)
        report.problems = warnings;
    const failures = [
        ...refusals,
        (0,result/* writeFailures */.vS)(outcomes, { what: 'write(s)', of: true, entry: result/* inParentheses */.YE }),
        (0,guards/* failOnChangesFailure */.nF)(inputs.failOnChanges, writes, outcomes !== undefined, { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` }),
    ].filter((f) => f !== undefined);
    return (0,result/* syncResult */.j)({
        plan: JSON.parse(planText),
        planText,
        fingerprint: plan.fingerprint,
        applied: outcomes && (0,result/* appliedRows */.Jh)(outcomes, { recovered: true }),
        changed,
        report,
        failures,
        notes: backtests.notes,
    });
}
/**
 * The lists the files need (or, in a run with a dashboard file, the alerts and the dashboards as
 * that run predicts them: `given`), names → ids, the plan, and the problems only the plan can see.
 */
async function planAlertSync(client, files, opts) {
    const lookups = await fetchLookups(client, files, opts.given);
    const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: resolveFile(f, lookups) }));
    (0,guards/* failOnProblems */.c$)(files);
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
        const a = plan.actions.find((x) => x.action !== 'unmanaged' && x.file === d.file && x.name === d.name);
        const writes = a?.action === 'create' || a?.action === 'update';
        const message = writes ? d.refusal.message : `${d.refusal.message} — the alert is unchanged, so nothing is sent, but any change to it will be refused`;
        files.find((f) => f.file === d.file)?.yaml.problem(d.spec.at(d.refusal.key), message, writes ? 'error' : 'warning');
    }
    (0,guards/* failOnProblems */.c$)(files);
    return { plan, lookups, desired: desired.flatMap((f) => f.alerts) };
}
/**
 * The alert files, checked before any request (values, syntax, schema, cross checks, prune with no
 * alerts); every problem of every file, and the values no file used, reported together.
 */
async function readAlertFiles(inputs, edition, ws, values) {
    const files = await parseAlertFiles(inputs, edition, ws, values);
    (0,guards/* failOnProblems */.c$)([...files, ...(values?.finish() ?? [])]);
    refuseEmptyAlertPrune(inputs.prune, files);
    return files;
}
/** The alert files parsed, their problems recorded and not yet raised (a run of several kinds of files reports them all at once). */
async function parseAlertFiles(inputs, edition, ws, values) {
    return (0,files/* readScopedFiles */.g)(ws, 'alert-file', inputs.alertFile, inputs.scope, (file, text, scopes) => (0,alerts_file/* parseAlertFile */.Y)(file, text, { ...scopes, edition, values }));
}
/** `prune: true` with a file that declares no alert: refused before any request. */
function refuseEmptyAlertPrune(prune, files) {
    (0,guards/* refuseEmptyPrune */.aL)(prune, files.map((f) => ({ file: f.file, count: f.alerts.length })), { plural: 'alerts', deleteOperation: 'alerts.delete' });
}
/** Noisy alerts the noise guard's refusal names; the rest are counted. */
const NOISY_NAMED = 5;
/** The noise guard's refusal (`backtest-max-firings`), in the words of this front end. */
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
/** The first few, then a count (as a file's problems are said): the plan's backtest lines show every alert. */
function firstFew(items) {
    const listed = items.slice(0, NOISY_NAMED).join('; ');
    return items.length > NOISY_NAMED ? `${listed} (and ${items.length - NOISY_NAMED} more alerts)` : listed;
}
async function fetchLookups(client, files, given) {
    const need = neededLists(files);
    const [alerts, dashboards, webhooks, savedSearches] = await Promise.all([
        given ? given.alerts : client.listAlerts(),
        given?.dashboards ?? (need.dashboards ? client.listDashboards() : undefined),
        given?.webhooks ?? (need.webhooks ? client.listWebhooks() : undefined),
        given?.savedSearches ?? (need.savedSearches ? client.listSavedSearches() : undefined),
    ]);
    // The managed schema has no `channels` (its gateway refuses the key); self-hosted servers before
    // api 2.36 answer alerts without it.
    const singleChannel = client.edition === 'managed' || alerts.some((a) => a.channel !== undefined && a.channels === undefined);
    return { alerts, dashboards, webhooks, savedSearches, singleChannel };
}


/***/ }),

/***/ 20705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ALERTABLE_DISPLAY_TYPES),
/* harmony export */   j: () => (/* binding */ CONFIG_KINDS)
/* harmony export */ });
// Domain shapes shared by both editions. Responses are typed loosely (every field the
// servers may omit is optional) and validated where we depend on them.
/**
 * Display types the alert engine evaluates, builder or raw SQL (anything else never fires, and the
 * server deletes its alerts after the next dashboard PUT; docs/contract.md §7.2, §8.1).
 */
const ALERTABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'];
/** A ClickHouse connection (self-hosted `GET /connections`); the password is never returned. */
/** The configuration kinds a stack file syncs beside dashboards and alerts (src/stack/), in dependency order. */
const CONFIG_KINDS = ['connections', 'sources', 'savedSearches', 'webhooks', 'roles'];


/***/ }),

/***/ 48795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsSync: () => (/* binding */ alertsSync),
  readBacktestInputs: () => (/* binding */ readBacktestInputs),
  readCommonSyncInputs: () => (/* binding */ readCommonSyncInputs),
  readSyncInputs: () => (/* binding */ readSyncInputs)
});

// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(26518);
;// CONCATENATED MODULE: ./src/alerts/backtest/window.ts

const DEFAULT_BACKTEST_WINDOW = '7d';
const MIN_MS = 3_600_000;
const MAX_MS = 30 * 86_400_000;
/** The window, or why it is not one (for an error naming the input). */
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

// EXTERNAL MODULE: ./src/alerts/sync.ts + 3 modules
var sync = __webpack_require__(6910);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/alerts-sync.ts





const DEFAULT_MAX_DELETIONS = 10;
/** Writes in flight by default; the client paces them to the rate limit. */
const DEFAULT_CONCURRENCY = 4;
/** Reconciles alert file(s) with the server (src/alerts/sync.ts). */
const alertsSync = {
    ...meta/* ALERTS_SYNC */.qY,
    prepare(input) {
        const settings = readSyncInputs(input);
        return ({ client, connection, context }) => (0,sync/* syncAlerts */.TH)(client, connection.edition, { ...settings, nameInput: context.nameInput }, context);
    },
};
/** alerts.sync's inputs (dashboards.sync's too, but for the file), read and checked before any request. */
function readSyncInputs(input) {
    const alertFile = input.text('alert-file');
    if (!alertFile)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `alerts.sync needs input ${(0,input_error/* named */.KT)('alert-file')} (a path or a glob).`);
    return { alertFile, ...readCommonSyncInputs(input) };
}
/** What every sync reads besides its file(s) (SYNC_INPUTS of meta.ts). */
function readCommonSyncInputs(input) {
    return {
        scope: input.text('scope'),
        prune: input.bool('prune', false),
        maxDeletions: input.number('max-deletions', DEFAULT_MAX_DELETIONS, { min: 0, integer: true }),
        failOnChanges: input.bool('fail-on-changes', false),
        expectPlan: input.text('expect-plan'),
        dryRun: (0,body/* dryRun */.PA)(input),
        concurrency: input.number('concurrency', DEFAULT_CONCURRENCY, { min: 1, max: 32, integer: true }),
        backtest: readBacktestInputs(input),
        valuesFile: input.text('values-file'),
    };
}
/** `backtest-window` (default 7d, `off`) and `backtest-max-firings` (empty: off), checked before any request. */
function readBacktestInputs(input) {
    const window = parseBacktestWindow(input.text('backtest-window'));
    if (typeof window === 'object' && 'problem' in window)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('backtest-window')}: ${window.problem}; give a duration from 1h to 30d (e.g. \`7d\`), or \`off\`.`);
    const maxFirings = input.optionalNumber('backtest-max-firings', { min: 0, integer: true });
    return { window, ...(maxFirings !== undefined ? { maxFirings } : {}) };
}


/***/ }),

/***/ 62668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ applyWrites)
/* harmony export */ });
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40704);
// One apply loop for every kind: writes in the kind's phases with bounded concurrency (the client
// paces them to the rate limit), a re-read before each update or delete, a POST never re-sent
// (a lost answer is looked for with one re-list), a failed write never stopping the others, each
// failure reported on its action. Nothing here knows a kind: the handler says how each write is
// sent and checked; a re-run converges on whatever this run left undone.


/** Sends `writes` (a plan's, in plan order) as `writer` says; one outcome per write. */
async function applyWrites(writer, writes, concurrency, 
/** How the user names inputs, for the hints of a failed write (`concurrency` / `--concurrency`). */
namer = _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .actionNamer */ .IY) {
    const message = (e) => (0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .messageFor */ .XW)(e, namer);
    const outcomes = new Map();
    const sent = [];
    const seconds = [];
    const phases = writer.phases(writes);
    for (const [p, phase] of phases.entries()) {
        const jobs = phase.map((a) => () => send(writer, a));
        const owners = [...phase];
        // Second writes go out with the last phase, once every create of the run answered.
        if (p === phases.length - 1)
            for (const s of seconds.splice(0)) {
                owners.push(s.a);
                jobs.push(async () => ({ action: s.a, status: 'created', ...(await writer.second.write(s.a, s.id)) }));
            }
        const settled = await (0,_util_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSettled */ .A)(jobs, concurrency, (job) => job());
        const lost = [];
        owners.forEach((a, i) => {
            const s = settled[i];
            if (s?.status === 'fulfilled')
                outcomes.set(a, s.value);
            else {
                const failed = { action: a, status: 'failed', id: a.id, error: message(s?.reason) };
                // A create's own POST whose answer may have landed (a failed second write is not: its object exists).
                if (a.action === 'create' && !outcomes.has(a) && writer.lost.is(s?.reason))
                    lost.push(failed);
                outcomes.set(a, failed);
            }
        });
        sent.push(...phase);
        await recover(writer, lost, message);
        if (writer.second && p < phases.length - 1)
            for (const a of phase) {
                const o = outcomes.get(a);
                if (isCreate(a) && o?.status === 'created' && o.id && writer.second.needs(a))
                    seconds.push({ a, id: o.id });
            }
    }
    const order = writer.report === 'plan' ? writes : sent;
    return order.map((a) => outcomes.get(a));
}
const isCreate = (a) => a.action === 'create';
async function send(writer, a) {
    // The casts narrow `A` by its `action`, which TypeScript cannot do for a type parameter.
    if (a.action === 'create')
        return { action: a, status: 'created', ...(await writer.create(a)) };
    const acting = a;
    // Awaited only when there is one: an extra tick would let later writes of the pool go out first.
    if (writer.reread)
        await writer.reread(acting);
    if (a.action === 'update')
        return { action: a, status: 'updated', ...(await writer.update(a)) };
    return { action: a, status: 'deleted', ...(await writer.delete(a)) };
}
/** One re-list for every create of a phase whose answer was lost: found → created, else the error says it was checked. */
async function recover(writer, lost, message) {
    if (lost.length === 0)
        return;
    let live;
    try {
        live = await writer.lost.list();
    }
    catch (e) {
        for (const o of lost)
            o.error = `${o.error ?? ''}; ${writer.lost.unchecked(message(e))}`;
        return;
    }
    for (const o of lost) {
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


/***/ }),

/***/ 84595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ recordEchoes)
/* harmony export */ });
/* harmony import */ var _util_echo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57355);
// "Nothing silently dropped" (docs/contract.md §4.2): after each write the engine holds what the
// server stored differently from what was sent (apply.ts); each becomes a warning at the entry's
// name in its file, so the report and the step log name the object and the fields.

function recordEchoes(outcomes, place) {
    for (const o of outcomes ?? []) {
        if (!o.echo || o.echo.length === 0)
            continue;
        const at = place(o);
        at?.yaml.problem(at.path, `${at.label}: ${(0,_util_echo_js__WEBPACK_IMPORTED_MODULE_0__/* .droppedOrChanged */ .y)(o.echo)}, so the next plan shows the difference again (docs/contract.md §4.2)`, 'warning');
    }
}


/***/ }),

/***/ 57955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ readScopedFiles)
/* harmony export */ });
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75787);
/* harmony import */ var _guards_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55248);
// Reading the files of one kind, the same for every kind: the input's path or glob, each file
// parsed with its scope (`scope` for a single file, else the file's own or its default), and the
// rule that two files of one run never own the same objects. Nothing is requested before this.


/** The files `pattern` (input `input`) matches, parsed by `parse`, each scope checked. */
async function readScopedFiles(ws, input, pattern, scope, parse) {
    const found = await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .findFiles */ .lY)(ws, input, pattern);
    (0,_guards_js__WEBPACK_IMPORTED_MODULE_1__/* .oneScopePerFile */ .Ic)(scope, input, found.length);
    const files = [];
    for (const f of found)
        files.push(parse(f.display, await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readText */ .yR)(input, f), { scope, defaultScope: (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultScope */ ._V)(ws, f.display) }));
    (0,_guards_js__WEBPACK_IMPORTED_MODULE_1__/* .distinctScopes */ .uA)(files);
    return files;
}


/***/ }),

/***/ 18652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ planFingerprint)
/* harmony export */ });
/* harmony import */ var _util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37284);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92205);



/**
 * sha256 of a canonical JSON of what apply would send: the scopes, and for each write its action,
 * name, scope, server id, field changes (live values included, so a hand edit after review
 * changes it), complete body and whatever else the kind says a write changes (`more`). Unchanged
 * and unmanaged objects are left out, so that unrelated objects appearing between review and
 * apply do not invalidate the review. `header`: the kind's own constant members (`v`, `kind`).
 */
function planFingerprint(header, scopes, actions, more = () => ({})) {
    const writes = actions
        .filter(_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .isWrite */ .a)
        .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null, ...more(a) }))
        .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
    return (0,_util_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)({ ...header, scopes: [...scopes].sort(cmp), writes });
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);


/***/ }),

/***/ 55248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ expectPlanRefusal),
/* harmony export */   Ic: () => (/* binding */ oneScopePerFile),
/* harmony export */   YR: () => (/* binding */ maxDeletionsRefusal),
/* harmony export */   aL: () => (/* binding */ refuseEmptyPrune),
/* harmony export */   c$: () => (/* binding */ failOnProblems),
/* harmony export */   nF: () => (/* binding */ failOnChangesFailure),
/* harmony export */   uA: () => (/* binding */ distinctScopes)
/* harmony export */ });
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

/***/ 92205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ idOf),
/* harmony export */   a: () => (/* binding */ isWrite)
/* harmony export */ });
// A plan is computed once, shown, guarded and then applied (Terraform, changesets). Each action
// is one variant with exactly its fields: a write that needs a server id or a body has one by its
// type, so apply never re-checks a bag of optional fields at run time.
const isWrite = (a) => a.action === 'create' || a.action === 'update' || a.action === 'delete';
/** The server id a write acts on: none yet for a create. */
const idOf = (a) => (a.action === 'create' ? undefined : a.id);


/***/ }),

/***/ 30819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jh: () => (/* binding */ appliedRows),
/* harmony export */   YE: () => (/* binding */ inParentheses),
/* harmony export */   eM: () => (/* binding */ afterColon),
/* harmony export */   j: () => (/* binding */ syncResult),
/* harmony export */   vS: () => (/* binding */ writeFailures)
/* harmony export */ });
/** One row of the `applied` result per write; `recovered` only where the front end shows it. */
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
/**
 * The failure text of the writes that failed (none: undefined). `what`: "write(s)",
 * "dashboard write(s)"; `of`: whether the total is said ("2 of 5"); `entry`: how one is named.
 */
function writeFailures(outcomes, opts) {
    const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
    if (failed.length === 0)
        return undefined;
    const count = opts.of ? `${failed.length} of ${outcomes?.length}` : `${failed.length}`;
    return `${count} ${opts.what} failed: ${failed.map(opts.entry).join('; ')}. A re-run converges.`;
}
/** `create "x" (error)` — how alerts name a failed write. */
const inParentheses = (o) => `${o.action.action} "${o.action.name}" (${o.error ?? ''})`;
/** `create "x": error` — how dashboards name a failed write. */
const afterColon = (o) => `${o.action.action} "${o.action.name}": ${o.error ?? ''}`;
/**
 * The operation's result: the failures lead the report's notes and make it a failure; `plan` is
 * the `plan` output as a value (the `plan` output is its JSON).
 */
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
