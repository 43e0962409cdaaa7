export const id = 756;
export const ids = [756];
export const modules = {

/***/ 94756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chartsCheck: () => (/* binding */ chartsCheck)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/util/pool.ts
var pool = __webpack_require__(40704);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/checks/condition.ts
const PATTERN = /^(>=|<=|==|!=|>|<)\s*([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(%?)$/;
function parseCondition(text, hasBaseline) {
    const t = text.trim();
    const m = PATTERN.exec(t);
    if (!m)
        return `\`${t}\` is not a condition: write \`<op> <number>\` (op one of > >= < <= == !=), e.g. "> 5" or "> +20%"`;
    const [, op, sign, digits, percent] = m;
    const value = Number(`${sign === '-' ? '-' : ''}${digits}`);
    if (!Number.isFinite(value))
        return `\`${t}\`: \`${digits}\` is not a finite number`;
    if (percent) {
        if (!hasBaseline)
            return `\`${t}\` is a percentage, which compares with a baseline: add \`baseline: 1d\` (or another duration) to the check`;
        return { op: op, value, kind: 'percent', text: t };
    }
    if (sign === '+' && !hasBaseline) {
        return `\`${t}\` has a sign, which means a change from the baseline: add \`baseline\` to the check, or drop the \`+\``;
    }
    return { op: op, value, kind: sign && hasBaseline ? 'delta' : 'absolute', text: t };
}
function compare(left, op, right) {
    switch (op) {
        case '>':
            return left > right;
        case '>=':
            return left >= right;
        case '<':
            return left < right;
        case '<=':
            return left <= right;
        case '==':
            return left === right;
        case '!=':
            return left !== right;
    }
}
function subject(c, m) {
    if (c.kind === 'absolute')
        return m.observed;
    if (m.baseline === undefined)
        return undefined;
    if (c.kind === 'delta')
        return m.observed - m.baseline;
    return percentChange(m.observed, m.baseline);
}
function percentChange(observed, baseline) {
    if (baseline === 0)
        return observed === 0 ? 0 : observed > 0 ? Infinity : -Infinity;
    return ((observed - baseline) / Math.abs(baseline)) * 100;
}
function breached(c, m) {
    const s = subject(c, m);
    return s === undefined ? undefined : compare(s, c.op, c.value);
}
function absoluteThreshold(c, baseline) {
    if (c.kind === 'absolute')
        return c.value;
    if (baseline === undefined)
        return undefined;
    if (c.kind === 'delta')
        return baseline + c.value;
    return baseline + (Math.abs(baseline) * c.value) / 100;
}

;// CONCATENATED MODULE: ./src/checks/reduce.ts
function coerce(v) {
    if (typeof v === 'number')
        return Number.isFinite(v) ? v : null;
    if (typeof v === 'string' && v.trim() !== '') {
        const n = Number(v);
        return Number.isFinite(n) ? n : null;
    }
    return null;
}
function reduce(fn, values) {
    const xs = values.filter((v) => v !== null);
    if (xs.length === 0)
        return undefined;
    switch (fn) {
        case 'max':
            return Math.max(...xs);
        case 'min':
            return Math.min(...xs);
        case 'sum':
            return xs.reduce((a, b) => a + b, 0);
        case 'avg':
            return xs.reduce((a, b) => a + b, 0) / xs.length;
        case 'last':
            return xs[xs.length - 1];
    }
}

;// CONCATENATED MODULE: ./src/checks/groups.ts

function groupRows(rows, value) {
    const byKey = new Map();
    const sorted = [...rows].sort((a, b) => a.ts_bucket - b.ts_bucket);
    for (const row of sorted) {
        const group = Array.isArray(row.group) ? row.group : [];
        const key = JSON.stringify(group);
        let g = byKey.get(key);
        if (!g) {
            g = { key, group, times: [], values: [] };
            byKey.set(key, g);
        }
        g.times.push(row.ts_bucket);
        g.values.push(pick(row, value));
    }
    return [...byKey.values()];
}
function pick(row, value) {
    const a = coerce(row[`series_${value.series}.data`]);
    if (value.dividedBy === undefined || a === null)
        return a;
    const b = coerce(row[`series_${value.dividedBy}.data`]);
    return b === null || b === 0 ? null : a / b;
}

// EXTERNAL MODULE: ./src/util/duration.ts
var util_duration = __webpack_require__(26518);
;// CONCATENATED MODULE: ./src/checks/evaluate.ts





const STATUS_RANK = { pass: 0, warn: 1, inconclusive: 2, fail: 3, error: 4 };
function windowAt(check, now) {
    if ('lookbackMs' in check.window) {
        const endTime = Math.floor(now / 60_000) * 60_000;
        return { startTime: endTime - check.window.lookbackMs, endTime };
    }
    return { startTime: check.window.startTime, endTime: check.window.endTime };
}
async function evaluateCheck(check, items, deps) {
    if (check.initialDelayMs > 0)
        await deps.sleep(check.initialDelayMs);
    for (let attempt = 1;; attempt++) {
        const { result, permanent } = await evaluateOnce(check, items, deps);
        result.attempts = attempt;
        if (result.status === 'pass' || attempt >= check.attempts || permanent)
            return result;
        await deps.sleep(check.everyMs);
    }
}
async function evaluateOnce(check, items, deps) {
    const window = windowAt(check, deps.now());
    const base = { name: check.name, status: 'error', observed: null, attempts: 0, window };
    const query = (shift) => ({
        series: items,
        startTime: window.startTime - shift,
        endTime: window.endTime - shift,
        ...(check.granularity ? { granularity: check.granularity } : {}),
    });
    let rows;
    let baselineRows;
    try {
        [rows, baselineRows] = await Promise.all([
            deps.series(query(0)),
            check.baselineMs !== undefined ? deps.series(query(check.baselineMs)) : Promise.resolve(undefined),
        ]);
    }
    catch (e) {
        const permanent = e instanceof errors/* ApiError */.hD && e.status >= 400 && e.status < 500 && e.status !== 429;
        return { result: { ...base, error: `query error: ${e.message}` }, permanent };
    }
    return { result: judge(check, base, rows, baselineRows), permanent: false };
}
function judge(check, base, rows, baselineRows) {
    const baselines = new Map((baselineRows ? groupRows(baselineRows, check.value) : []).map((g) => [g.key, g]));
    const judged = [];
    for (const series of groupRows(rows, check.value)) {
        const observed = reduce(check.reduce, series.values);
        if (observed === undefined)
            continue;
        const baselineSeries = baselines.get(series.key);
        const baseline = baselineSeries ? reduce(check.reduce, baselineSeries.values) : undefined;
        judged.push({ series, observed, baseline, baselineSeries, ...judgeGroup(check, { observed, baseline }) });
    }
    if (judged.length === 0) {
        return { ...base, status: noDataStatus(check), note: `no data in the window (no-data: ${check.noData})` };
    }
    const worst = pickWorst(check, judged);
    const hasBaseline = check.baselineMs !== undefined;
    const result = {
        ...base,
        status: worst.status,
        observed: worst.observed,
        groups: judged.length,
        chart: chartData(check, worst, base.window),
    };
    if (hasBaseline) {
        result.baseline = worst.baseline ?? null;
        result.change = worst.baseline === undefined ? null : finiteOrNull(percentChange(worst.observed, worst.baseline));
    }
    if (worst.series.group.length > 0)
        result.group = groupObject(check, worst.series.group);
    const notes = [worst.note, hasBaseline && worst.baseline === 0 && worst.observed !== 0 ? 'baseline is 0' : undefined];
    const note = notes.filter(Boolean).join('; ');
    if (note)
        result.note = note;
    const line = check.fail ? absoluteThreshold(check.fail, worst.baseline) : undefined;
    if (line !== undefined && Number.isFinite(line))
        result.failLine = line;
    return result;
}
function judgeGroup(check, m) {
    const failed = check.fail ? breached(check.fail, m) : false;
    const warned = check.warn ? breached(check.warn, m) : false;
    if (failed)
        return { status: 'fail' };
    if (failed === undefined || warned === undefined) {
        return { status: noDataStatus(check), note: `no baseline data (no-data: ${check.noData})` };
    }
    return { status: warned ? 'warn' : 'pass' };
}
function noDataStatus(check) {
    return check.noData === 'warn' ? 'inconclusive' : check.noData;
}
function pickWorst(check, groups) {
    const deciding = (g) => (g.status === 'warn' ? check.warn : (check.fail ?? check.warn));
    const severity = (g) => {
        const c = deciding(g);
        const s = c ? subject(c, g) : undefined;
        if (!c || s === undefined)
            return 0;
        return c.op === '>' || c.op === '>=' ? s : c.op === '<' || c.op === '<=' ? -s : 0;
    };
    return groups.reduce((worst, g) => {
        const byStatus = STATUS_RANK[g.status] - STATUS_RANK[worst.status];
        if (byStatus !== 0)
            return byStatus > 0 ? g : worst;
        return severity(g) > severity(worst) ? g : worst;
    });
}
function chartData(check, g, window) {
    const times = bucketGrid(check.granularity, window, g.series.times) ?? g.series.times;
    const at = (series, shift) => {
        const byTime = new Map();
        series?.times.forEach((t, i) => byTime.set(t + shift, series.values[i] ?? null));
        return times.map((t) => byTime.get(t) ?? null);
    };
    return {
        times,
        values: at(g.series, 0),
        ...(check.baselineMs !== undefined ? { baselineValues: at(g.baselineSeries, check.baselineMs) } : {}),
    };
}
const MAX_GRID = 2000;
function bucketGrid(granularity, w, seen) {
    const step = granularity ? (0,util_duration/* parseDuration */.E)(granularity) : undefined;
    if (!step || step > 86_400_000 || (w.endTime - w.startTime) / step > MAX_GRID)
        return undefined;
    if (seen.some((t) => t % step !== 0))
        return undefined;
    const grid = [];
    for (let t = Math.floor(w.startTime / step) * step; t < w.endTime; t += step)
        grid.push(t);
    return grid;
}
function groupObject(check, values) {
    const names = check.series[0]?.groupBy ?? [];
    return Object.fromEntries(values.map((v, i) => [names[i] ?? `group_${i}`, v]));
}
function finiteOrNull(n) {
    return Number.isFinite(n) ? n : null;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(36214);
;// CONCATENATED MODULE: ./src/generated/checks-file.ts
function interop(m) {
    return typeof m.default === 'function' ? m.default : m.default.default;
}

const runtime_ucs2length = interop(ucs2length);
let built;
function build() {
    if (built)
        return built;
    const schema = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://github.com/observability-ops/observability-ops-action/schemas/checks-file.schema.json", "title": "Observability Ops checks file (charts.check deploy gates)", "description": "Checks run against POST /api/v2/charts/series (self-hosted ClickStack/HyperDX; docs/contract.md §9). The action validates files with this schema, then checks what a schema cannot express (a series a `value` names, conditions that need a baseline, source names), and reports problems at file:line.", "type": "object", "additionalProperties": false, "required": ["version", "checks"], "errorMessage": { "type": "a checks file is a mapping with `version: 1` and `checks:`", "required": { "version": "missing `version: 1`", "checks": "missing `checks:` (a non-empty list)" } }, "properties": { "version": { "const": 1, "errorMessage": "`version` must be 1; got {value}" }, "defaults": { "allOf": [{ "type": "object", "properties": { "window": { "type": "string", "pattern": "^0*[1-9][0-9]*(ms|s|m|h|d)$", "description": "A duration longer than 0: 30s, 15m, 1h, 1d.", "errorMessage": "`{property}` must be a duration longer than 0, like 30s, 15m, 1h or 1d; got {value}" }, "startTime": { "description": "ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 1000000000000 }], "errorMessage": "`{property}` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got {value}" }, "endTime": { "description": "ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 1000000000000 }], "errorMessage": "`{property}` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got {value}" }, "granularity": { "enum": ["30s", "1m", "5m", "10m", "15m", "30m", "1h", "2h", "6h", "12h", "1d", "2d", "7d", "30d", "auto"], "description": "Bucket size (default 1m); the values the charts endpoint accepts (docs/contract.md §9)." }, "reduce": { "enum": ["max", "min", "avg", "sum", "last"], "description": "How a group's buckets collapse into one value (default avg)." }, "no-data": { "enum": ["pass", "warn", "fail"], "description": "Verdict for an empty result (default warn, reported as inconclusive)." }, "attempts": { "type": "integer", "minimum": 1, "maximum": 100, "description": "Queries until the check passes (default 1).", "errorMessage": "`attempts` must be a whole number from 1 to 100; got {value}" }, "every": { "type": "string", "pattern": "^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait between attempts (default 30s): a duration from 1s to 60m.", "errorMessage": "`every` must be a duration from 1s to 60m, like 30s or 5m; got {value}" }, "initial-delay": { "type": "string", "pattern": "^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait before the first attempt (default 0s): a duration up to 60m.", "errorMessage": "`initial-delay` must be a duration from 0s to 60m, like 0s or 2m; got {value}" } }, "dependentRequired": { "startTime": ["endTime"], "endTime": ["startTime"] }, "not": { "anyOf": [{ "required": ["window", "startTime"] }, { "required": ["window", "endTime"] }] }, "errorMessage": { "not": "set either `window` or `startTime`/`endTime`, not both", "dependentRequired": "`{missingProperty}` is required when `{property}` is set" } }], "description": "Values used by every check that does not set them itself.", "type": "object", "unevaluatedProperties": false, "errorMessage": { "type": "`defaults` must be a mapping" } }, "checks": { "type": "array", "minItems": 1, "items": { "allOf": [{ "type": "object", "properties": { "window": { "type": "string", "pattern": "^0*[1-9][0-9]*(ms|s|m|h|d)$", "description": "A duration longer than 0: 30s, 15m, 1h, 1d.", "errorMessage": "`{property}` must be a duration longer than 0, like 30s, 15m, 1h or 1d; got {value}" }, "startTime": { "description": "ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 1000000000000 }], "errorMessage": "`{property}` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got {value}" }, "endTime": { "description": "ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 1000000000000 }], "errorMessage": "`{property}` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got {value}" }, "granularity": { "enum": ["30s", "1m", "5m", "10m", "15m", "30m", "1h", "2h", "6h", "12h", "1d", "2d", "7d", "30d", "auto"], "description": "Bucket size (default 1m); the values the charts endpoint accepts (docs/contract.md §9)." }, "reduce": { "enum": ["max", "min", "avg", "sum", "last"], "description": "How a group's buckets collapse into one value (default avg)." }, "no-data": { "enum": ["pass", "warn", "fail"], "description": "Verdict for an empty result (default warn, reported as inconclusive)." }, "attempts": { "type": "integer", "minimum": 1, "maximum": 100, "description": "Queries until the check passes (default 1).", "errorMessage": "`attempts` must be a whole number from 1 to 100; got {value}" }, "every": { "type": "string", "pattern": "^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait between attempts (default 30s): a duration from 1s to 60m.", "errorMessage": "`every` must be a duration from 1s to 60m, like 30s or 5m; got {value}" }, "initial-delay": { "type": "string", "pattern": "^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait before the first attempt (default 0s): a duration up to 60m.", "errorMessage": "`initial-delay` must be a duration from 0s to 60m, like 0s or 2m; got {value}" } }, "dependentRequired": { "startTime": ["endTime"], "endTime": ["startTime"] }, "not": { "anyOf": [{ "required": ["window", "startTime"] }, { "required": ["window", "endTime"] }] }, "errorMessage": { "not": "set either `window` or `startTime`/`endTime`, not both", "dependentRequired": "`{missingProperty}` is required when `{property}` is set" } }], "type": "object", "additionalProperties": false, "required": ["name", "series"], "anyOf": [{ "required": ["fail"] }, { "required": ["warn"] }], "errorMessage": { "type": "each check must be a mapping with `name`, `series` and `fail` and/or `warn`", "required": { "name": "each check needs a non-empty `name`", "series": "`series` must be a list of 1 to 5 queries" }, "anyOf": "a check needs `fail` and/or `warn`, e.g. fail: \"> 5\"" }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "Unique within the file; at most 512 characters (it heads report rows and annotations).", "errorMessage": { "type": "each check needs a non-empty `name`", "minLength": "each check needs a non-empty `name`", "pattern": "each check needs a non-empty `name`", "maxLength": "`name` is {length} characters; at most 512 are allowed" } }, "series": { "type": "array", "minItems": 1, "maxItems": 5, "items": { "type": "object", "additionalProperties": false, "required": ["aggFn"], "oneOf": [{ "required": ["source"] }, { "required": ["sourceId"] }], "errorMessage": { "type": "each series must be a mapping with `source` (or `sourceId`) and `aggFn`", "required": "each series needs `aggFn` (e.g. count, avg, quantile)", "oneOf": "set exactly one of `source` (a source name) or `sourceId`" }, "properties": { "source": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "Source name, resolved through the sources list (must match exactly one).", "errorMessage": "`source` must be a non-empty string" }, "sourceId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "errorMessage": "`sourceId` is not an id: {segment}" }, "aggFn": { "enum": ["avg", "count", "count_distinct", "last_value", "max", "min", "quantile", "sum", "any", "none", "increase"] }, "field": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "Column or expression; required for every aggFn but count.", "errorMessage": "`field` must be a non-empty string" }, "where": { "type": "string", "default": "" }, "whereLanguage": { "enum": ["lucene", "sql"] }, "groupBy": { "type": "array", "maxItems": 10, "items": { "type": "string", "minLength": 1, "pattern": "\\S" }, "default": [], "description": "Up to 10 column names or expressions; the same for every series of a check (docs/contract.md §9).", "errorMessage": "`groupBy` must be a list of up to 10 column names or expressions" }, "level": { "type": "number", "minimum": 0, "maximum": 1, "description": "Quantile level, only with aggFn: quantile (required there).", "errorMessage": "`level` must be a number from 0 to 1, e.g. 0.95" }, "metricName": { "type": "string", "minLength": 1, "errorMessage": "`metricName` must be a non-empty string" }, "metricDataType": { "enum": ["gauge", "histogram", "sum", "summary", "exponential histogram"] }, "dataSource": { "enum": ["events", "metrics"] }, "sortOrder": { "enum": ["asc", "desc"] } }, "allOf": [{ "if": { "required": ["aggFn"], "properties": { "aggFn": { "const": "quantile" } } }, "then": { "required": ["level"], "errorMessage": "`aggFn: quantile` needs `level` (0 to 1, e.g. 0.95)" }, "else": { "not": { "required": ["level"] }, "errorMessage": "`level` is only used with `aggFn: quantile`" } }, { "if": { "required": ["aggFn"], "properties": { "aggFn": { "not": { "const": "count" } } } }, "then": { "required": ["field"], "errorMessage": "aggFn `{@aggFn}` needs a `field` (the column or expression to aggregate)" } }] }, "description": "1 to 5 queries; all must share the same groupBy (docs/contract.md §9).", "errorMessage": { "type": "`series` must be a list of 1 to 5 queries", "minItems": "`series` must be a list of 1 to 5 queries", "maxItems": "`series` must be a list of 1 to 5 queries" } }, "value": { "type": "string", "pattern": "^series_[0-4](\\s*/\\s*series_[0-4])?$", "description": "What is judged: series_0 (default), another series, or a per-bucket ratio series_a / series_b.", "errorMessage": "`value` must be `series_<n>` or `series_<a> / series_<b>`, e.g. `series_0 / series_1`" }, "fail": { "type": "string", "pattern": "^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$", "description": "<op> <number> compares the observed value; with `baseline`, <op> +N / -N compares the change and <op> +N% the change in percent. Quote it: YAML reads an unquoted leading > as a folded block.", "errorMessage": { "type": "a condition is a quoted string like \"> 5\" (YAML reads an unquoted leading `>` as a folded block); got {value}", "pattern": "`{text}` is not a condition: write `<op> <number>` (op one of > >= < <= == !=), e.g. \"> 5\" or \"> +20%\"" } }, "warn": { "type": "string", "pattern": "^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$", "description": "<op> <number> compares the observed value; with `baseline`, <op> +N / -N compares the change and <op> +N% the change in percent. Quote it: YAML reads an unquoted leading > as a folded block.", "errorMessage": { "type": "a condition is a quoted string like \"> 5\" (YAML reads an unquoted leading `>` as a folded block); got {value}", "pattern": "`{text}` is not a condition: write `<op> <number>` (op one of > >= < <= == !=), e.g. \"> 5\" or \"> +20%\"" } }, "baseline": { "type": "string", "pattern": "^0*[1-9][0-9]*(ms|s|m|h|d)$", "description": "A duration longer than 0: 30s, 15m, 1h, 1d.", "errorMessage": "`{property}` must be a duration longer than 0, like 30s, 15m, 1h or 1d; got {value}" }, "window": true, "startTime": true, "endTime": true, "granularity": true, "reduce": true, "no-data": true, "attempts": true, "every": true, "initial-delay": true } }, "errorMessage": "`checks` must be a non-empty list" } } };
    const definitions = { "duration": { "type": "string", "pattern": "^[0-9]+(ms|s|m|h|d)$", "description": "A whole number and one unit: 30s, 15m, 1h, 1d.", "errorMessage": "`{property}` must be a duration like 30s, 15m, 1h or 1d; got {value}" }, "positiveDuration": { "type": "string", "pattern": "^0*[1-9][0-9]*(ms|s|m|h|d)$", "description": "A duration longer than 0: 30s, 15m, 1h, 1d.", "errorMessage": "`{property}` must be a duration longer than 0, like 30s, 15m, 1h or 1d; got {value}" }, "time": { "description": "ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds.", "oneOf": [{ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" }, { "type": "integer", "minimum": 1000000000000 }], "errorMessage": "`{property}` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got {value}" }, "condition": { "type": "string", "pattern": "^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$", "description": "<op> <number> compares the observed value; with `baseline`, <op> +N / -N compares the change and <op> +N% the change in percent. Quote it: YAML reads an unquoted leading > as a folded block.", "errorMessage": { "type": "a condition is a quoted string like \"> 5\" (YAML reads an unquoted leading `>` as a folded block); got {value}", "pattern": "`{text}` is not a condition: write `<op> <number>` (op one of > >= < <= == !=), e.g. \"> 5\" or \"> +20%\"" } }, "shared": { "type": "object", "properties": { "window": { "$ref": "#/$defs/positiveDuration", "description": "Lookback ending at the start of the current minute (default 15m). Exclusive with startTime/endTime." }, "startTime": { "$ref": "#/$defs/time" }, "endTime": { "$ref": "#/$defs/time" }, "granularity": { "enum": ["30s", "1m", "5m", "10m", "15m", "30m", "1h", "2h", "6h", "12h", "1d", "2d", "7d", "30d", "auto"], "description": "Bucket size (default 1m); the values the charts endpoint accepts (docs/contract.md §9)." }, "reduce": { "enum": ["max", "min", "avg", "sum", "last"], "description": "How a group's buckets collapse into one value (default avg)." }, "no-data": { "enum": ["pass", "warn", "fail"], "description": "Verdict for an empty result (default warn, reported as inconclusive)." }, "attempts": { "type": "integer", "minimum": 1, "maximum": 100, "description": "Queries until the check passes (default 1).", "errorMessage": "`attempts` must be a whole number from 1 to 100; got {value}" }, "every": { "type": "string", "pattern": "^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait between attempts (default 30s): a duration from 1s to 60m.", "errorMessage": "`every` must be a duration from 1s to 60m, like 30s or 5m; got {value}" }, "initial-delay": { "type": "string", "pattern": "^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "description": "Wait before the first attempt (default 0s): a duration up to 60m.", "errorMessage": "`initial-delay` must be a duration from 0s to 60m, like 0s or 2m; got {value}" } }, "dependentRequired": { "startTime": ["endTime"], "endTime": ["startTime"] }, "not": { "anyOf": [{ "required": ["window", "startTime"] }, { "required": ["window", "endTime"] }] }, "errorMessage": { "not": "set either `window` or `startTime`/`endTime`, not both", "dependentRequired": "`{missingProperty}` is required when `{property}` is set" } }, "series": { "type": "object", "additionalProperties": false, "required": ["aggFn"], "oneOf": [{ "required": ["source"] }, { "required": ["sourceId"] }], "errorMessage": { "type": "each series must be a mapping with `source` (or `sourceId`) and `aggFn`", "required": "each series needs `aggFn` (e.g. count, avg, quantile)", "oneOf": "set exactly one of `source` (a source name) or `sourceId`" }, "properties": { "source": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "Source name, resolved through the sources list (must match exactly one).", "errorMessage": "`source` must be a non-empty string" }, "sourceId": { "type": "string", "minLength": 1, "pattern": "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "errorMessage": "`sourceId` is not an id: {segment}" }, "aggFn": { "enum": ["avg", "count", "count_distinct", "last_value", "max", "min", "quantile", "sum", "any", "none", "increase"] }, "field": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "Column or expression; required for every aggFn but count.", "errorMessage": "`field` must be a non-empty string" }, "where": { "type": "string", "default": "" }, "whereLanguage": { "enum": ["lucene", "sql"] }, "groupBy": { "type": "array", "maxItems": 10, "items": { "type": "string", "minLength": 1, "pattern": "\\S" }, "default": [], "description": "Up to 10 column names or expressions; the same for every series of a check (docs/contract.md §9).", "errorMessage": "`groupBy` must be a list of up to 10 column names or expressions" }, "level": { "type": "number", "minimum": 0, "maximum": 1, "description": "Quantile level, only with aggFn: quantile (required there).", "errorMessage": "`level` must be a number from 0 to 1, e.g. 0.95" }, "metricName": { "type": "string", "minLength": 1, "errorMessage": "`metricName` must be a non-empty string" }, "metricDataType": { "enum": ["gauge", "histogram", "sum", "summary", "exponential histogram"] }, "dataSource": { "enum": ["events", "metrics"] }, "sortOrder": { "enum": ["asc", "desc"] } }, "allOf": [{ "if": { "required": ["aggFn"], "properties": { "aggFn": { "const": "quantile" } } }, "then": { "required": ["level"], "errorMessage": "`aggFn: quantile` needs `level` (0 to 1, e.g. 0.95)" }, "else": { "not": { "required": ["level"] }, "errorMessage": "`level` is only used with `aggFn: quantile`" } }, { "if": { "required": ["aggFn"], "properties": { "aggFn": { "not": { "const": "count" } } } }, "then": { "required": ["field"], "errorMessage": "aggFn `{@aggFn}` needs a `field` (the column or expression to aggregate)" } }] }, "check": { "type": "object", "additionalProperties": false, "required": ["name", "series"], "anyOf": [{ "required": ["fail"] }, { "required": ["warn"] }], "$ref": "#/$defs/shared", "errorMessage": { "type": "each check must be a mapping with `name`, `series` and `fail` and/or `warn`", "required": { "name": "each check needs a non-empty `name`", "series": "`series` must be a list of 1 to 5 queries" }, "anyOf": "a check needs `fail` and/or `warn`, e.g. fail: \"> 5\"" }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "Unique within the file; at most 512 characters (it heads report rows and annotations).", "errorMessage": { "type": "each check needs a non-empty `name`", "minLength": "each check needs a non-empty `name`", "pattern": "each check needs a non-empty `name`", "maxLength": "`name` is {length} characters; at most 512 are allowed" } }, "series": { "type": "array", "minItems": 1, "maxItems": 5, "items": { "$ref": "#/$defs/series" }, "description": "1 to 5 queries; all must share the same groupBy (docs/contract.md §9).", "errorMessage": { "type": "`series` must be a list of 1 to 5 queries", "minItems": "`series` must be a list of 1 to 5 queries", "maxItems": "`series` must be a list of 1 to 5 queries" } }, "value": { "type": "string", "pattern": "^series_[0-4](\\s*/\\s*series_[0-4])?$", "description": "What is judged: series_0 (default), another series, or a per-bucket ratio series_a / series_b.", "errorMessage": "`value` must be `series_<n>` or `series_<a> / series_<b>`, e.g. `series_0 / series_1`" }, "fail": { "$ref": "#/$defs/condition" }, "warn": { "$ref": "#/$defs/condition" }, "baseline": { "$ref": "#/$defs/positiveDuration", "description": "Compare with the same window this much earlier (e.g. 1d)." }, "window": true, "startTime": true, "endTime": true, "granularity": true, "reduce": true, "no-data": true, "attempts": true, "every": true, "initial-delay": true } } };
    const validate_any = (() => {
        const schema31 = schema;
        const pattern4 = new RegExp("^0*[1-9][0-9]*(ms|s|m|h|d)$", "u");
        const pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T", "u");
        const pattern7 = new RegExp("^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "u");
        const pattern8 = new RegExp("^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$", "u");
        const pattern14 = new RegExp("\\S", "u");
        const pattern16 = new RegExp("^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$", "u");
        const pattern19 = new RegExp("^series_[0-4](\\s*/\\s*series_[0-4])?$", "u");
        const pattern20 = new RegExp("^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$", "u");
        const func1 = Object.prototype.hasOwnProperty;
        const func2 = runtime_ucs2length;
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
                if (data.checks === undefined) {
                    const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checks" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                for (const key0 in data) {
                    if (!(((key0 === "version") || (key0 === "defaults")) || (key0 === "checks"))) {
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
                if (data.defaults !== undefined) {
                    let data1 = data.defaults;
                    const _errs9 = errors;
                    const _errs10 = errors;
                    const _errs11 = errors;
                    let valid3 = false;
                    const _errs12 = errors;
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        let missing0;
                        if (((data1.window === undefined) && (missing0 = "window")) || ((data1.startTime === undefined) && (missing0 = "startTime"))) {
                            const err4 = {};
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs12 === errors;
                    valid3 = valid3 || _valid0;
                    const _errs13 = errors;
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        let missing1;
                        if (((data1.window === undefined) && (missing1 = "window")) || ((data1.endTime === undefined) && (missing1 = "endTime"))) {
                            const err5 = {};
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs13 === errors;
                    valid3 = valid3 || _valid0;
                    if (!valid3) {
                        const err6 = {};
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs11;
                        if (vErrors !== null) {
                            if (_errs11) {
                                vErrors.length = _errs11;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    var valid2 = _errs10 === errors;
                    if (valid2) {
                        const err7 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/not", keyword: "not", params: {} };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs9;
                        if (vErrors !== null) {
                            if (_errs9) {
                                vErrors.length = _errs9;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        if (data1.window !== undefined) {
                            let data2 = data1.window;
                            if (typeof data2 === "string") {
                                if (!pattern4.test(data2)) {
                                    const err8 = { instancePath: instancePath + "/defaults/window", schemaPath: "#/properties/defaults/allOf/0/properties/window/pattern", keyword: "pattern", params: { pattern: "^0*[1-9][0-9]*(ms|s|m|h|d)$" } };
                                    if (vErrors === null) {
                                        vErrors = [err8];
                                    }
                                    else {
                                        vErrors.push(err8);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err9 = { instancePath: instancePath + "/defaults/window", schemaPath: "#/properties/defaults/allOf/0/properties/window/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                        }
                        if (data1.startTime !== undefined) {
                            let data3 = data1.startTime;
                            const _errs19 = errors;
                            let valid5 = false;
                            let passing0 = null;
                            const _errs20 = errors;
                            if (typeof data3 === "string") {
                                if (!pattern5.test(data3)) {
                                    const err10 = { instancePath: instancePath + "/defaults/startTime", schemaPath: "#/properties/defaults/allOf/0/properties/startTime/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                                    if (vErrors === null) {
                                        vErrors = [err10];
                                    }
                                    else {
                                        vErrors.push(err10);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err11 = { instancePath: instancePath + "/defaults/startTime", schemaPath: "#/properties/defaults/allOf/0/properties/startTime/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                            }
                            var _valid1 = _errs20 === errors;
                            if (_valid1) {
                                valid5 = true;
                                passing0 = 0;
                            }
                            const _errs22 = errors;
                            if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                                const err12 = { instancePath: instancePath + "/defaults/startTime", schemaPath: "#/properties/defaults/allOf/0/properties/startTime/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err12];
                                }
                                else {
                                    vErrors.push(err12);
                                }
                                errors++;
                            }
                            if ((typeof data3 == "number") && (isFinite(data3))) {
                                if (data3 < 1000000000000 || isNaN(data3)) {
                                    const err13 = { instancePath: instancePath + "/defaults/startTime", schemaPath: "#/properties/defaults/allOf/0/properties/startTime/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1000000000000 } };
                                    if (vErrors === null) {
                                        vErrors = [err13];
                                    }
                                    else {
                                        vErrors.push(err13);
                                    }
                                    errors++;
                                }
                            }
                            var _valid1 = _errs22 === errors;
                            if (_valid1 && valid5) {
                                valid5 = false;
                                passing0 = [passing0, 1];
                            }
                            else {
                                if (_valid1) {
                                    valid5 = true;
                                    passing0 = 1;
                                }
                            }
                            if (!valid5) {
                                const err14 = { instancePath: instancePath + "/defaults/startTime", schemaPath: "#/properties/defaults/allOf/0/properties/startTime/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                                if (vErrors === null) {
                                    vErrors = [err14];
                                }
                                else {
                                    vErrors.push(err14);
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
                        }
                        if (data1.endTime !== undefined) {
                            let data4 = data1.endTime;
                            const _errs26 = errors;
                            let valid6 = false;
                            let passing1 = null;
                            const _errs27 = errors;
                            if (typeof data4 === "string") {
                                if (!pattern5.test(data4)) {
                                    const err15 = { instancePath: instancePath + "/defaults/endTime", schemaPath: "#/properties/defaults/allOf/0/properties/endTime/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                                    if (vErrors === null) {
                                        vErrors = [err15];
                                    }
                                    else {
                                        vErrors.push(err15);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err16 = { instancePath: instancePath + "/defaults/endTime", schemaPath: "#/properties/defaults/allOf/0/properties/endTime/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                            var _valid2 = _errs27 === errors;
                            if (_valid2) {
                                valid6 = true;
                                passing1 = 0;
                            }
                            const _errs29 = errors;
                            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                                const err17 = { instancePath: instancePath + "/defaults/endTime", schemaPath: "#/properties/defaults/allOf/0/properties/endTime/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                            if ((typeof data4 == "number") && (isFinite(data4))) {
                                if (data4 < 1000000000000 || isNaN(data4)) {
                                    const err18 = { instancePath: instancePath + "/defaults/endTime", schemaPath: "#/properties/defaults/allOf/0/properties/endTime/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1000000000000 } };
                                    if (vErrors === null) {
                                        vErrors = [err18];
                                    }
                                    else {
                                        vErrors.push(err18);
                                    }
                                    errors++;
                                }
                            }
                            var _valid2 = _errs29 === errors;
                            if (_valid2 && valid6) {
                                valid6 = false;
                                passing1 = [passing1, 1];
                            }
                            else {
                                if (_valid2) {
                                    valid6 = true;
                                    passing1 = 1;
                                }
                            }
                            if (!valid6) {
                                const err19 = { instancePath: instancePath + "/defaults/endTime", schemaPath: "#/properties/defaults/allOf/0/properties/endTime/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 } };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs26;
                                if (vErrors !== null) {
                                    if (_errs26) {
                                        vErrors.length = _errs26;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data1.granularity !== undefined) {
                            let data5 = data1.granularity;
                            if (!(((((((((((((((data5 === "30s") || (data5 === "1m")) || (data5 === "5m")) || (data5 === "10m")) || (data5 === "15m")) || (data5 === "30m")) || (data5 === "1h")) || (data5 === "2h")) || (data5 === "6h")) || (data5 === "12h")) || (data5 === "1d")) || (data5 === "2d")) || (data5 === "7d")) || (data5 === "30d")) || (data5 === "auto"))) {
                                const err20 = { instancePath: instancePath + "/defaults/granularity", schemaPath: "#/properties/defaults/allOf/0/properties/granularity/enum", keyword: "enum", params: { allowedValues: schema31.properties.defaults.allOf[0].properties.granularity.enum } };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                        }
                        if (data1.reduce !== undefined) {
                            let data6 = data1.reduce;
                            if (!(((((data6 === "max") || (data6 === "min")) || (data6 === "avg")) || (data6 === "sum")) || (data6 === "last"))) {
                                const err21 = { instancePath: instancePath + "/defaults/reduce", schemaPath: "#/properties/defaults/allOf/0/properties/reduce/enum", keyword: "enum", params: { allowedValues: schema31.properties.defaults.allOf[0].properties.reduce.enum } };
                                if (vErrors === null) {
                                    vErrors = [err21];
                                }
                                else {
                                    vErrors.push(err21);
                                }
                                errors++;
                            }
                        }
                        if (data1["no-data"] !== undefined) {
                            let data7 = data1["no-data"];
                            if (!(((data7 === "pass") || (data7 === "warn")) || (data7 === "fail"))) {
                                const err22 = { instancePath: instancePath + "/defaults/no-data", schemaPath: "#/properties/defaults/allOf/0/properties/no-data/enum", keyword: "enum", params: { allowedValues: schema31.properties.defaults.allOf[0].properties["no-data"].enum } };
                                if (vErrors === null) {
                                    vErrors = [err22];
                                }
                                else {
                                    vErrors.push(err22);
                                }
                                errors++;
                            }
                        }
                        if (data1.attempts !== undefined) {
                            let data8 = data1.attempts;
                            if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                                const err23 = { instancePath: instancePath + "/defaults/attempts", schemaPath: "#/properties/defaults/allOf/0/properties/attempts/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                            if ((typeof data8 == "number") && (isFinite(data8))) {
                                if (data8 > 100 || isNaN(data8)) {
                                    const err24 = { instancePath: instancePath + "/defaults/attempts", schemaPath: "#/properties/defaults/allOf/0/properties/attempts/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
                                    if (vErrors === null) {
                                        vErrors = [err24];
                                    }
                                    else {
                                        vErrors.push(err24);
                                    }
                                    errors++;
                                }
                                if (data8 < 1 || isNaN(data8)) {
                                    const err25 = { instancePath: instancePath + "/defaults/attempts", schemaPath: "#/properties/defaults/allOf/0/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err25];
                                    }
                                    else {
                                        vErrors.push(err25);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data1.every !== undefined) {
                            let data9 = data1.every;
                            if (typeof data9 === "string") {
                                if (!pattern7.test(data9)) {
                                    const err26 = { instancePath: instancePath + "/defaults/every", schemaPath: "#/properties/defaults/allOf/0/properties/every/pattern", keyword: "pattern", params: { pattern: "^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$" } };
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
                                const err27 = { instancePath: instancePath + "/defaults/every", schemaPath: "#/properties/defaults/allOf/0/properties/every/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                        }
                        if (data1["initial-delay"] !== undefined) {
                            let data10 = data1["initial-delay"];
                            if (typeof data10 === "string") {
                                if (!pattern8.test(data10)) {
                                    const err28 = { instancePath: instancePath + "/defaults/initial-delay", schemaPath: "#/properties/defaults/allOf/0/properties/initial-delay/pattern", keyword: "pattern", params: { pattern: "^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$" } };
                                    if (vErrors === null) {
                                        vErrors = [err28];
                                    }
                                    else {
                                        vErrors.push(err28);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/defaults/initial-delay", schemaPath: "#/properties/defaults/allOf/0/properties/initial-delay/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                        if (data1.startTime !== undefined) {
                            if (data1.endTime === undefined) {
                                const err30 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/dependentRequired", keyword: "dependentRequired", params: { property: "startTime",
                                        missingProperty: "endTime",
                                        depsCount: 1,
                                        deps: "endTime" } };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                        }
                        if (data1.endTime !== undefined) {
                            if (data1.startTime === undefined) {
                                const err31 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/dependentRequired", keyword: "dependentRequired", params: { property: "endTime",
                                        missingProperty: "startTime",
                                        depsCount: 1,
                                        deps: "startTime" } };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err32 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/allOf/0/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        for (const key1 in data1) {
                            if (((((((((key1 !== "window") && (key1 !== "startTime")) && (key1 !== "endTime")) && (key1 !== "granularity")) && (key1 !== "reduce")) && (key1 !== "no-data")) && (key1 !== "attempts")) && (key1 !== "every")) && (key1 !== "initial-delay")) {
                                const err33 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/unevaluatedProperties", keyword: "unevaluatedProperties", params: { unevaluatedProperty: key1 } };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err34 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                }
                if (data.checks !== undefined) {
                    let data11 = data.checks;
                    if (Array.isArray(data11)) {
                        if (data11.length < 1) {
                            const err35 = { instancePath: instancePath + "/checks", schemaPath: "#/properties/checks/minItems", keyword: "minItems", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                        const len0 = data11.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data12 = data11[i0];
                            const _errs51 = errors;
                            let valid9 = false;
                            const _errs52 = errors;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                if (data12.fail === undefined) {
                                    const err36 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/anyOf/0/required", keyword: "required", params: { missingProperty: "fail" } };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs52 === errors;
                            valid9 = valid9 || _valid3;
                            const _errs53 = errors;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                if (data12.warn === undefined) {
                                    const err37 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/anyOf/1/required", keyword: "required", params: { missingProperty: "warn" } };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs53 === errors;
                            valid9 = valid9 || _valid3;
                            if (!valid9) {
                                const err38 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs51;
                                if (vErrors !== null) {
                                    if (_errs51) {
                                        vErrors.length = _errs51;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            const _errs56 = errors;
                            const _errs57 = errors;
                            const _errs58 = errors;
                            let valid12 = false;
                            const _errs59 = errors;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                let missing3;
                                if (((data12.window === undefined) && (missing3 = "window")) || ((data12.startTime === undefined) && (missing3 = "startTime"))) {
                                    const err39 = {};
                                    if (vErrors === null) {
                                        vErrors = [err39];
                                    }
                                    else {
                                        vErrors.push(err39);
                                    }
                                    errors++;
                                }
                            }
                            var _valid4 = _errs59 === errors;
                            valid12 = valid12 || _valid4;
                            const _errs60 = errors;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                let missing4;
                                if (((data12.window === undefined) && (missing4 = "window")) || ((data12.endTime === undefined) && (missing4 = "endTime"))) {
                                    const err40 = {};
                                    if (vErrors === null) {
                                        vErrors = [err40];
                                    }
                                    else {
                                        vErrors.push(err40);
                                    }
                                    errors++;
                                }
                            }
                            var _valid4 = _errs60 === errors;
                            valid12 = valid12 || _valid4;
                            if (!valid12) {
                                const err41 = {};
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs58;
                                if (vErrors !== null) {
                                    if (_errs58) {
                                        vErrors.length = _errs58;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var valid11 = _errs57 === errors;
                            if (valid11) {
                                const err42 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/allOf/0/not", keyword: "not", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs56;
                                if (vErrors !== null) {
                                    if (_errs56) {
                                        vErrors.length = _errs56;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                if (data12.window !== undefined) {
                                    let data13 = data12.window;
                                    if (typeof data13 === "string") {
                                        if (!pattern4.test(data13)) {
                                            const err43 = { instancePath: instancePath + "/checks/" + i0 + "/window", schemaPath: "#/properties/checks/items/allOf/0/properties/window/pattern", keyword: "pattern", params: { pattern: "^0*[1-9][0-9]*(ms|s|m|h|d)$" } };
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
                                        const err44 = { instancePath: instancePath + "/checks/" + i0 + "/window", schemaPath: "#/properties/checks/items/allOf/0/properties/window/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err44];
                                        }
                                        else {
                                            vErrors.push(err44);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.startTime !== undefined) {
                                    let data14 = data12.startTime;
                                    const _errs66 = errors;
                                    let valid14 = false;
                                    let passing2 = null;
                                    const _errs67 = errors;
                                    if (typeof data14 === "string") {
                                        if (!pattern5.test(data14)) {
                                            const err45 = { instancePath: instancePath + "/checks/" + i0 + "/startTime", schemaPath: "#/properties/checks/items/allOf/0/properties/startTime/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                                            if (vErrors === null) {
                                                vErrors = [err45];
                                            }
                                            else {
                                                vErrors.push(err45);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err46 = { instancePath: instancePath + "/checks/" + i0 + "/startTime", schemaPath: "#/properties/checks/items/allOf/0/properties/startTime/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err46];
                                        }
                                        else {
                                            vErrors.push(err46);
                                        }
                                        errors++;
                                    }
                                    var _valid5 = _errs67 === errors;
                                    if (_valid5) {
                                        valid14 = true;
                                        passing2 = 0;
                                    }
                                    const _errs69 = errors;
                                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                                        const err47 = { instancePath: instancePath + "/checks/" + i0 + "/startTime", schemaPath: "#/properties/checks/items/allOf/0/properties/startTime/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data14 == "number") && (isFinite(data14))) {
                                        if (data14 < 1000000000000 || isNaN(data14)) {
                                            const err48 = { instancePath: instancePath + "/checks/" + i0 + "/startTime", schemaPath: "#/properties/checks/items/allOf/0/properties/startTime/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1000000000000 } };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid5 = _errs69 === errors;
                                    if (_valid5 && valid14) {
                                        valid14 = false;
                                        passing2 = [passing2, 1];
                                    }
                                    else {
                                        if (_valid5) {
                                            valid14 = true;
                                            passing2 = 1;
                                        }
                                    }
                                    if (!valid14) {
                                        const err49 = { instancePath: instancePath + "/checks/" + i0 + "/startTime", schemaPath: "#/properties/checks/items/allOf/0/properties/startTime/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 } };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
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
                                if (data12.endTime !== undefined) {
                                    let data15 = data12.endTime;
                                    const _errs73 = errors;
                                    let valid15 = false;
                                    let passing3 = null;
                                    const _errs74 = errors;
                                    if (typeof data15 === "string") {
                                        if (!pattern5.test(data15)) {
                                            const err50 = { instancePath: instancePath + "/checks/" + i0 + "/endTime", schemaPath: "#/properties/checks/items/allOf/0/properties/endTime/oneOf/0/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T" } };
                                            if (vErrors === null) {
                                                vErrors = [err50];
                                            }
                                            else {
                                                vErrors.push(err50);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err51 = { instancePath: instancePath + "/checks/" + i0 + "/endTime", schemaPath: "#/properties/checks/items/allOf/0/properties/endTime/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err51];
                                        }
                                        else {
                                            vErrors.push(err51);
                                        }
                                        errors++;
                                    }
                                    var _valid6 = _errs74 === errors;
                                    if (_valid6) {
                                        valid15 = true;
                                        passing3 = 0;
                                    }
                                    const _errs76 = errors;
                                    if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                                        const err52 = { instancePath: instancePath + "/checks/" + i0 + "/endTime", schemaPath: "#/properties/checks/items/allOf/0/properties/endTime/oneOf/1/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data15 == "number") && (isFinite(data15))) {
                                        if (data15 < 1000000000000 || isNaN(data15)) {
                                            const err53 = { instancePath: instancePath + "/checks/" + i0 + "/endTime", schemaPath: "#/properties/checks/items/allOf/0/properties/endTime/oneOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1000000000000 } };
                                            if (vErrors === null) {
                                                vErrors = [err53];
                                            }
                                            else {
                                                vErrors.push(err53);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid6 = _errs76 === errors;
                                    if (_valid6 && valid15) {
                                        valid15 = false;
                                        passing3 = [passing3, 1];
                                    }
                                    else {
                                        if (_valid6) {
                                            valid15 = true;
                                            passing3 = 1;
                                        }
                                    }
                                    if (!valid15) {
                                        const err54 = { instancePath: instancePath + "/checks/" + i0 + "/endTime", schemaPath: "#/properties/checks/items/allOf/0/properties/endTime/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 } };
                                        if (vErrors === null) {
                                            vErrors = [err54];
                                        }
                                        else {
                                            vErrors.push(err54);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs73;
                                        if (vErrors !== null) {
                                            if (_errs73) {
                                                vErrors.length = _errs73;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data12.granularity !== undefined) {
                                    let data16 = data12.granularity;
                                    if (!(((((((((((((((data16 === "30s") || (data16 === "1m")) || (data16 === "5m")) || (data16 === "10m")) || (data16 === "15m")) || (data16 === "30m")) || (data16 === "1h")) || (data16 === "2h")) || (data16 === "6h")) || (data16 === "12h")) || (data16 === "1d")) || (data16 === "2d")) || (data16 === "7d")) || (data16 === "30d")) || (data16 === "auto"))) {
                                        const err55 = { instancePath: instancePath + "/checks/" + i0 + "/granularity", schemaPath: "#/properties/checks/items/allOf/0/properties/granularity/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.allOf[0].properties.granularity.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err55];
                                        }
                                        else {
                                            vErrors.push(err55);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.reduce !== undefined) {
                                    let data17 = data12.reduce;
                                    if (!(((((data17 === "max") || (data17 === "min")) || (data17 === "avg")) || (data17 === "sum")) || (data17 === "last"))) {
                                        const err56 = { instancePath: instancePath + "/checks/" + i0 + "/reduce", schemaPath: "#/properties/checks/items/allOf/0/properties/reduce/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.allOf[0].properties.reduce.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err56];
                                        }
                                        else {
                                            vErrors.push(err56);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12["no-data"] !== undefined) {
                                    let data18 = data12["no-data"];
                                    if (!(((data18 === "pass") || (data18 === "warn")) || (data18 === "fail"))) {
                                        const err57 = { instancePath: instancePath + "/checks/" + i0 + "/no-data", schemaPath: "#/properties/checks/items/allOf/0/properties/no-data/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.allOf[0].properties["no-data"].enum } };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.attempts !== undefined) {
                                    let data19 = data12.attempts;
                                    if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                        const err58 = { instancePath: instancePath + "/checks/" + i0 + "/attempts", schemaPath: "#/properties/checks/items/allOf/0/properties/attempts/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data19 == "number") && (isFinite(data19))) {
                                        if (data19 > 100 || isNaN(data19)) {
                                            const err59 = { instancePath: instancePath + "/checks/" + i0 + "/attempts", schemaPath: "#/properties/checks/items/allOf/0/properties/attempts/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
                                            if (vErrors === null) {
                                                vErrors = [err59];
                                            }
                                            else {
                                                vErrors.push(err59);
                                            }
                                            errors++;
                                        }
                                        if (data19 < 1 || isNaN(data19)) {
                                            const err60 = { instancePath: instancePath + "/checks/" + i0 + "/attempts", schemaPath: "#/properties/checks/items/allOf/0/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err60];
                                            }
                                            else {
                                                vErrors.push(err60);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                if (data12.every !== undefined) {
                                    let data20 = data12.every;
                                    if (typeof data20 === "string") {
                                        if (!pattern7.test(data20)) {
                                            const err61 = { instancePath: instancePath + "/checks/" + i0 + "/every", schemaPath: "#/properties/checks/items/allOf/0/properties/every/pattern", keyword: "pattern", params: { pattern: "^(?:(?:[1-9][0-9]{3,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$" } };
                                            if (vErrors === null) {
                                                vErrors = [err61];
                                            }
                                            else {
                                                vErrors.push(err61);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err62 = { instancePath: instancePath + "/checks/" + i0 + "/every", schemaPath: "#/properties/checks/items/allOf/0/properties/every/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err62];
                                        }
                                        else {
                                            vErrors.push(err62);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12["initial-delay"] !== undefined) {
                                    let data21 = data12["initial-delay"];
                                    if (typeof data21 === "string") {
                                        if (!pattern8.test(data21)) {
                                            const err63 = { instancePath: instancePath + "/checks/" + i0 + "/initial-delay", schemaPath: "#/properties/checks/items/allOf/0/properties/initial-delay/pattern", keyword: "pattern", params: { pattern: "^(?:0(?:ms|s|m|h|d)|(?:[1-9][0-9]{0,5}|[12][0-9]{6}|3[0-5][0-9]{5}|3600000)ms|(?:[1-9][0-9]{0,2}|[12][0-9]{3}|3[0-5][0-9]{2}|3600)s|(?:[1-9]|[1-5][0-9]|60)m|1h)$" } };
                                            if (vErrors === null) {
                                                vErrors = [err63];
                                            }
                                            else {
                                                vErrors.push(err63);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err64 = { instancePath: instancePath + "/checks/" + i0 + "/initial-delay", schemaPath: "#/properties/checks/items/allOf/0/properties/initial-delay/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err64];
                                        }
                                        else {
                                            vErrors.push(err64);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.startTime !== undefined) {
                                    if (data12.endTime === undefined) {
                                        const err65 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/allOf/0/dependentRequired", keyword: "dependentRequired", params: { property: "startTime",
                                                missingProperty: "endTime",
                                                depsCount: 1,
                                                deps: "endTime" } };
                                        if (vErrors === null) {
                                            vErrors = [err65];
                                        }
                                        else {
                                            vErrors.push(err65);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.endTime !== undefined) {
                                    if (data12.startTime === undefined) {
                                        const err66 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/allOf/0/dependentRequired", keyword: "dependentRequired", params: { property: "endTime",
                                                missingProperty: "startTime",
                                                depsCount: 1,
                                                deps: "startTime" } };
                                        if (vErrors === null) {
                                            vErrors = [err66];
                                        }
                                        else {
                                            vErrors.push(err66);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err67 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err67];
                                }
                                else {
                                    vErrors.push(err67);
                                }
                                errors++;
                            }
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                if (data12.name === undefined) {
                                    const err68 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/required", keyword: "required", params: { missingProperty: "name" } };
                                    if (vErrors === null) {
                                        vErrors = [err68];
                                    }
                                    else {
                                        vErrors.push(err68);
                                    }
                                    errors++;
                                }
                                if (data12.series === undefined) {
                                    const err69 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/required", keyword: "required", params: { missingProperty: "series" } };
                                    if (vErrors === null) {
                                        vErrors = [err69];
                                    }
                                    else {
                                        vErrors.push(err69);
                                    }
                                    errors++;
                                }
                                for (const key2 in data12) {
                                    if (!(func1.call(schema31.properties.checks.items.properties, key2))) {
                                        const err70 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                        if (vErrors === null) {
                                            vErrors = [err70];
                                        }
                                        else {
                                            vErrors.push(err70);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.name !== undefined) {
                                    let data22 = data12.name;
                                    if (typeof data22 === "string") {
                                        if (func2(data22) > 512) {
                                            const err71 = { instancePath: instancePath + "/checks/" + i0 + "/name", schemaPath: "#/properties/checks/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 512 } };
                                            if (vErrors === null) {
                                                vErrors = [err71];
                                            }
                                            else {
                                                vErrors.push(err71);
                                            }
                                            errors++;
                                        }
                                        if (func2(data22) < 1) {
                                            const err72 = { instancePath: instancePath + "/checks/" + i0 + "/name", schemaPath: "#/properties/checks/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err72];
                                            }
                                            else {
                                                vErrors.push(err72);
                                            }
                                            errors++;
                                        }
                                        if (!pattern14.test(data22)) {
                                            const err73 = { instancePath: instancePath + "/checks/" + i0 + "/name", schemaPath: "#/properties/checks/items/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                            if (vErrors === null) {
                                                vErrors = [err73];
                                            }
                                            else {
                                                vErrors.push(err73);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err74 = { instancePath: instancePath + "/checks/" + i0 + "/name", schemaPath: "#/properties/checks/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err74];
                                        }
                                        else {
                                            vErrors.push(err74);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.series !== undefined) {
                                    let data23 = data12.series;
                                    if (Array.isArray(data23)) {
                                        if (data23.length > 5) {
                                            const err75 = { instancePath: instancePath + "/checks/" + i0 + "/series", schemaPath: "#/properties/checks/items/properties/series/maxItems", keyword: "maxItems", params: { limit: 5 } };
                                            if (vErrors === null) {
                                                vErrors = [err75];
                                            }
                                            else {
                                                vErrors.push(err75);
                                            }
                                            errors++;
                                        }
                                        if (data23.length < 1) {
                                            const err76 = { instancePath: instancePath + "/checks/" + i0 + "/series", schemaPath: "#/properties/checks/items/properties/series/minItems", keyword: "minItems", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err76];
                                            }
                                            else {
                                                vErrors.push(err76);
                                            }
                                            errors++;
                                        }
                                        const len1 = data23.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data24 = data23[i1];
                                            const _errs101 = errors;
                                            let valid19 = false;
                                            let passing4 = null;
                                            const _errs102 = errors;
                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                if (data24.source === undefined) {
                                                    const err77 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/oneOf/0/required", keyword: "required", params: { missingProperty: "source" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err77];
                                                    }
                                                    else {
                                                        vErrors.push(err77);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs102 === errors;
                                            if (_valid7) {
                                                valid19 = true;
                                                passing4 = 0;
                                            }
                                            const _errs103 = errors;
                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                if (data24.sourceId === undefined) {
                                                    const err78 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/oneOf/1/required", keyword: "required", params: { missingProperty: "sourceId" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err78];
                                                    }
                                                    else {
                                                        vErrors.push(err78);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs103 === errors;
                                            if (_valid7 && valid19) {
                                                valid19 = false;
                                                passing4 = [passing4, 1];
                                            }
                                            else {
                                                if (_valid7) {
                                                    valid19 = true;
                                                    passing4 = 1;
                                                }
                                            }
                                            if (!valid19) {
                                                const err79 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 } };
                                                if (vErrors === null) {
                                                    vErrors = [err79];
                                                }
                                                else {
                                                    vErrors.push(err79);
                                                }
                                                errors++;
                                            }
                                            else {
                                                errors = _errs101;
                                                if (vErrors !== null) {
                                                    if (_errs101) {
                                                        vErrors.length = _errs101;
                                                    }
                                                    else {
                                                        vErrors = null;
                                                    }
                                                }
                                            }
                                            const _errs105 = errors;
                                            let valid21 = true;
                                            const _errs106 = errors;
                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                let missing6;
                                                if ((data24.aggFn === undefined) && (missing6 = "aggFn")) {
                                                    const err80 = {};
                                                    if (vErrors === null) {
                                                        vErrors = [err80];
                                                    }
                                                    else {
                                                        vErrors.push(err80);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    if (data24.aggFn !== undefined) {
                                                        if ("quantile" !== data24.aggFn) {
                                                            const err81 = {};
                                                            if (vErrors === null) {
                                                                vErrors = [err81];
                                                            }
                                                            else {
                                                                vErrors.push(err81);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                            }
                                            var _valid8 = _errs106 === errors;
                                            errors = _errs105;
                                            if (vErrors !== null) {
                                                if (_errs105) {
                                                    vErrors.length = _errs105;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                            let ifClause0;
                                            if (_valid8) {
                                                const _errs108 = errors;
                                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                    if (data24.level === undefined) {
                                                        const err82 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/allOf/0/then/required", keyword: "required", params: { missingProperty: "level" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err82];
                                                        }
                                                        else {
                                                            vErrors.push(err82);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var _valid8 = _errs108 === errors;
                                                valid21 = _valid8;
                                                ifClause0 = "then";
                                            }
                                            else {
                                                const _errs110 = errors;
                                                const _errs111 = errors;
                                                const _errs112 = errors;
                                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                    let missing7;
                                                    if ((data24.level === undefined) && (missing7 = "level")) {
                                                        const err83 = {};
                                                        if (vErrors === null) {
                                                            vErrors = [err83];
                                                        }
                                                        else {
                                                            vErrors.push(err83);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var valid23 = _errs112 === errors;
                                                if (valid23) {
                                                    const err84 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/allOf/0/else/not", keyword: "not", params: {} };
                                                    if (vErrors === null) {
                                                        vErrors = [err84];
                                                    }
                                                    else {
                                                        vErrors.push(err84);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    errors = _errs111;
                                                    if (vErrors !== null) {
                                                        if (_errs111) {
                                                            vErrors.length = _errs111;
                                                        }
                                                        else {
                                                            vErrors = null;
                                                        }
                                                    }
                                                }
                                                var _valid8 = _errs110 === errors;
                                                valid21 = _valid8;
                                                ifClause0 = "else";
                                            }
                                            if (!valid21) {
                                                const err85 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                                                if (vErrors === null) {
                                                    vErrors = [err85];
                                                }
                                                else {
                                                    vErrors.push(err85);
                                                }
                                                errors++;
                                            }
                                            const _errs115 = errors;
                                            let valid24 = true;
                                            const _errs116 = errors;
                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                let missing8;
                                                if ((data24.aggFn === undefined) && (missing8 = "aggFn")) {
                                                    const err86 = {};
                                                    if (vErrors === null) {
                                                        vErrors = [err86];
                                                    }
                                                    else {
                                                        vErrors.push(err86);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    if (data24.aggFn !== undefined) {
                                                        const _errs118 = errors;
                                                        const _errs119 = errors;
                                                        if ("count" !== data24.aggFn) {
                                                            const err87 = {};
                                                            if (vErrors === null) {
                                                                vErrors = [err87];
                                                            }
                                                            else {
                                                                vErrors.push(err87);
                                                            }
                                                            errors++;
                                                        }
                                                        var valid26 = _errs119 === errors;
                                                        if (valid26) {
                                                            const err88 = {};
                                                            if (vErrors === null) {
                                                                vErrors = [err88];
                                                            }
                                                            else {
                                                                vErrors.push(err88);
                                                            }
                                                            errors++;
                                                        }
                                                        else {
                                                            errors = _errs118;
                                                            if (vErrors !== null) {
                                                                if (_errs118) {
                                                                    vErrors.length = _errs118;
                                                                }
                                                                else {
                                                                    vErrors = null;
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                            var _valid9 = _errs116 === errors;
                                            errors = _errs115;
                                            if (vErrors !== null) {
                                                if (_errs115) {
                                                    vErrors.length = _errs115;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                            if (_valid9) {
                                                const _errs120 = errors;
                                                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                    if (data24.field === undefined) {
                                                        const err89 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/allOf/1/then/required", keyword: "required", params: { missingProperty: "field" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err89];
                                                        }
                                                        else {
                                                            vErrors.push(err89);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var _valid9 = _errs120 === errors;
                                                valid24 = _valid9;
                                            }
                                            if (!valid24) {
                                                const err90 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/allOf/1/if", keyword: "if", params: { failingKeyword: "then" } };
                                                if (vErrors === null) {
                                                    vErrors = [err90];
                                                }
                                                else {
                                                    vErrors.push(err90);
                                                }
                                                errors++;
                                            }
                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                if (data24.aggFn === undefined) {
                                                    const err91 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/required", keyword: "required", params: { missingProperty: "aggFn" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err91];
                                                    }
                                                    else {
                                                        vErrors.push(err91);
                                                    }
                                                    errors++;
                                                }
                                                for (const key3 in data24) {
                                                    if (!(func1.call(schema31.properties.checks.items.properties.series.items.properties, key3))) {
                                                        const err92 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err92];
                                                        }
                                                        else {
                                                            vErrors.push(err92);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.source !== undefined) {
                                                    let data27 = data24.source;
                                                    if (typeof data27 === "string") {
                                                        if (func2(data27) < 1) {
                                                            const err93 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/source", schemaPath: "#/properties/checks/items/properties/series/items/properties/source/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err93];
                                                            }
                                                            else {
                                                                vErrors.push(err93);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern14.test(data27)) {
                                                            const err94 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/source", schemaPath: "#/properties/checks/items/properties/series/items/properties/source/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err94];
                                                            }
                                                            else {
                                                                vErrors.push(err94);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err95 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/source", schemaPath: "#/properties/checks/items/properties/series/items/properties/source/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err95];
                                                        }
                                                        else {
                                                            vErrors.push(err95);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.sourceId !== undefined) {
                                                    let data28 = data24.sourceId;
                                                    if (typeof data28 === "string") {
                                                        if (func2(data28) < 1) {
                                                            const err96 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/sourceId", schemaPath: "#/properties/checks/items/properties/series/items/properties/sourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err96];
                                                            }
                                                            else {
                                                                vErrors.push(err96);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern16.test(data28)) {
                                                            const err97 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/sourceId", schemaPath: "#/properties/checks/items/properties/series/items/properties/sourceId/pattern", keyword: "pattern", params: { pattern: "^(?!\\.{1,2}$)[^/\\\\?#%\\s\\u0000-\\u001f\\u007f]+$" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err97];
                                                            }
                                                            else {
                                                                vErrors.push(err97);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err98 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/sourceId", schemaPath: "#/properties/checks/items/properties/series/items/properties/sourceId/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err98];
                                                        }
                                                        else {
                                                            vErrors.push(err98);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.aggFn !== undefined) {
                                                    let data29 = data24.aggFn;
                                                    if (!(((((((((((data29 === "avg") || (data29 === "count")) || (data29 === "count_distinct")) || (data29 === "last_value")) || (data29 === "max")) || (data29 === "min")) || (data29 === "quantile")) || (data29 === "sum")) || (data29 === "any")) || (data29 === "none")) || (data29 === "increase"))) {
                                                        const err99 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/aggFn", schemaPath: "#/properties/checks/items/properties/series/items/properties/aggFn/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.properties.series.items.properties.aggFn.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err99];
                                                        }
                                                        else {
                                                            vErrors.push(err99);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.field !== undefined) {
                                                    let data30 = data24.field;
                                                    if (typeof data30 === "string") {
                                                        if (func2(data30) < 1) {
                                                            const err100 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/field", schemaPath: "#/properties/checks/items/properties/series/items/properties/field/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err100];
                                                            }
                                                            else {
                                                                vErrors.push(err100);
                                                            }
                                                            errors++;
                                                        }
                                                        if (!pattern14.test(data30)) {
                                                            const err101 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/field", schemaPath: "#/properties/checks/items/properties/series/items/properties/field/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err101];
                                                            }
                                                            else {
                                                                vErrors.push(err101);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err102 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/field", schemaPath: "#/properties/checks/items/properties/series/items/properties/field/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err102];
                                                        }
                                                        else {
                                                            vErrors.push(err102);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.where !== undefined) {
                                                    if (typeof data24.where !== "string") {
                                                        const err103 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/where", schemaPath: "#/properties/checks/items/properties/series/items/properties/where/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err103];
                                                        }
                                                        else {
                                                            vErrors.push(err103);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.whereLanguage !== undefined) {
                                                    let data32 = data24.whereLanguage;
                                                    if (!((data32 === "lucene") || (data32 === "sql"))) {
                                                        const err104 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/whereLanguage", schemaPath: "#/properties/checks/items/properties/series/items/properties/whereLanguage/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.properties.series.items.properties.whereLanguage.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err104];
                                                        }
                                                        else {
                                                            vErrors.push(err104);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.groupBy !== undefined) {
                                                    let data33 = data24.groupBy;
                                                    if (Array.isArray(data33)) {
                                                        if (data33.length > 10) {
                                                            const err105 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/groupBy", schemaPath: "#/properties/checks/items/properties/series/items/properties/groupBy/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err105];
                                                            }
                                                            else {
                                                                vErrors.push(err105);
                                                            }
                                                            errors++;
                                                        }
                                                        const len2 = data33.length;
                                                        for (let i2 = 0; i2 < len2; i2++) {
                                                            let data34 = data33[i2];
                                                            if (typeof data34 === "string") {
                                                                if (func2(data34) < 1) {
                                                                    const err106 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/groupBy/" + i2, schemaPath: "#/properties/checks/items/properties/series/items/properties/groupBy/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err106];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err106);
                                                                    }
                                                                    errors++;
                                                                }
                                                                if (!pattern14.test(data34)) {
                                                                    const err107 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/groupBy/" + i2, schemaPath: "#/properties/checks/items/properties/series/items/properties/groupBy/items/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err107];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err107);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            else {
                                                                const err108 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/groupBy/" + i2, schemaPath: "#/properties/checks/items/properties/series/items/properties/groupBy/items/type", keyword: "type", params: { type: "string" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err108];
                                                                }
                                                                else {
                                                                    vErrors.push(err108);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        const err109 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/groupBy", schemaPath: "#/properties/checks/items/properties/series/items/properties/groupBy/type", keyword: "type", params: { type: "array" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err109];
                                                        }
                                                        else {
                                                            vErrors.push(err109);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.level !== undefined) {
                                                    let data35 = data24.level;
                                                    if ((typeof data35 == "number") && (isFinite(data35))) {
                                                        if (data35 > 1 || isNaN(data35)) {
                                                            const err110 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/level", schemaPath: "#/properties/checks/items/properties/series/items/properties/level/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err110];
                                                            }
                                                            else {
                                                                vErrors.push(err110);
                                                            }
                                                            errors++;
                                                        }
                                                        if (data35 < 0 || isNaN(data35)) {
                                                            const err111 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/level", schemaPath: "#/properties/checks/items/properties/series/items/properties/level/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err111];
                                                            }
                                                            else {
                                                                vErrors.push(err111);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err112 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/level", schemaPath: "#/properties/checks/items/properties/series/items/properties/level/type", keyword: "type", params: { type: "number" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err112];
                                                        }
                                                        else {
                                                            vErrors.push(err112);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.metricName !== undefined) {
                                                    let data36 = data24.metricName;
                                                    if (typeof data36 === "string") {
                                                        if (func2(data36) < 1) {
                                                            const err113 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/metricName", schemaPath: "#/properties/checks/items/properties/series/items/properties/metricName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err113];
                                                            }
                                                            else {
                                                                vErrors.push(err113);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err114 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/metricName", schemaPath: "#/properties/checks/items/properties/series/items/properties/metricName/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err114];
                                                        }
                                                        else {
                                                            vErrors.push(err114);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.metricDataType !== undefined) {
                                                    let data37 = data24.metricDataType;
                                                    if (!(((((data37 === "gauge") || (data37 === "histogram")) || (data37 === "sum")) || (data37 === "summary")) || (data37 === "exponential histogram"))) {
                                                        const err115 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/metricDataType", schemaPath: "#/properties/checks/items/properties/series/items/properties/metricDataType/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.properties.series.items.properties.metricDataType.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err115];
                                                        }
                                                        else {
                                                            vErrors.push(err115);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.dataSource !== undefined) {
                                                    let data38 = data24.dataSource;
                                                    if (!((data38 === "events") || (data38 === "metrics"))) {
                                                        const err116 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/dataSource", schemaPath: "#/properties/checks/items/properties/series/items/properties/dataSource/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.properties.series.items.properties.dataSource.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err116];
                                                        }
                                                        else {
                                                            vErrors.push(err116);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data24.sortOrder !== undefined) {
                                                    let data39 = data24.sortOrder;
                                                    if (!((data39 === "asc") || (data39 === "desc"))) {
                                                        const err117 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1 + "/sortOrder", schemaPath: "#/properties/checks/items/properties/series/items/properties/sortOrder/enum", keyword: "enum", params: { allowedValues: schema31.properties.checks.items.properties.series.items.properties.sortOrder.enum } };
                                                        if (vErrors === null) {
                                                            vErrors = [err117];
                                                        }
                                                        else {
                                                            vErrors.push(err117);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err118 = { instancePath: instancePath + "/checks/" + i0 + "/series/" + i1, schemaPath: "#/properties/checks/items/properties/series/items/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err118];
                                                }
                                                else {
                                                    vErrors.push(err118);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err119 = { instancePath: instancePath + "/checks/" + i0 + "/series", schemaPath: "#/properties/checks/items/properties/series/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.value !== undefined) {
                                    let data40 = data12.value;
                                    if (typeof data40 === "string") {
                                        if (!pattern19.test(data40)) {
                                            const err120 = { instancePath: instancePath + "/checks/" + i0 + "/value", schemaPath: "#/properties/checks/items/properties/value/pattern", keyword: "pattern", params: { pattern: "^series_[0-4](\\s*/\\s*series_[0-4])?$" } };
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
                                        const err121 = { instancePath: instancePath + "/checks/" + i0 + "/value", schemaPath: "#/properties/checks/items/properties/value/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err121];
                                        }
                                        else {
                                            vErrors.push(err121);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.fail !== undefined) {
                                    let data41 = data12.fail;
                                    if (typeof data41 === "string") {
                                        if (!pattern20.test(data41)) {
                                            const err122 = { instancePath: instancePath + "/checks/" + i0 + "/fail", schemaPath: "#/properties/checks/items/properties/fail/pattern", keyword: "pattern", params: { pattern: "^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$" } };
                                            if (vErrors === null) {
                                                vErrors = [err122];
                                            }
                                            else {
                                                vErrors.push(err122);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err123 = { instancePath: instancePath + "/checks/" + i0 + "/fail", schemaPath: "#/properties/checks/items/properties/fail/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err123];
                                        }
                                        else {
                                            vErrors.push(err123);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.warn !== undefined) {
                                    let data42 = data12.warn;
                                    if (typeof data42 === "string") {
                                        if (!pattern20.test(data42)) {
                                            const err124 = { instancePath: instancePath + "/checks/" + i0 + "/warn", schemaPath: "#/properties/checks/items/properties/warn/pattern", keyword: "pattern", params: { pattern: "^\\s*(>=|<=|==|!=|>|<)\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*%?\\s*$" } };
                                            if (vErrors === null) {
                                                vErrors = [err124];
                                            }
                                            else {
                                                vErrors.push(err124);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err125 = { instancePath: instancePath + "/checks/" + i0 + "/warn", schemaPath: "#/properties/checks/items/properties/warn/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err125];
                                        }
                                        else {
                                            vErrors.push(err125);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.baseline !== undefined) {
                                    let data43 = data12.baseline;
                                    if (typeof data43 === "string") {
                                        if (!pattern4.test(data43)) {
                                            const err126 = { instancePath: instancePath + "/checks/" + i0 + "/baseline", schemaPath: "#/properties/checks/items/properties/baseline/pattern", keyword: "pattern", params: { pattern: "^0*[1-9][0-9]*(ms|s|m|h|d)$" } };
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
                                        const err127 = { instancePath: instancePath + "/checks/" + i0 + "/baseline", schemaPath: "#/properties/checks/items/properties/baseline/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err127];
                                        }
                                        else {
                                            vErrors.push(err127);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err128 = { instancePath: instancePath + "/checks/" + i0, schemaPath: "#/properties/checks/items/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err128];
                                }
                                else {
                                    vErrors.push(err128);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err129 = { instancePath: instancePath + "/checks", schemaPath: "#/properties/checks/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err130 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err130];
                }
                else {
                    vErrors.push(err130);
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
const checksFile = {
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

// EXTERNAL MODULE: ./src/util/problems.ts
var util_problems = __webpack_require__(8338);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(50977);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(39869);
;// CONCATENATED MODULE: ./src/checks/file.ts






const DEFAULT_WINDOW_MS = 15 * 60_000;
const isMap = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
async function readChecksFile(path, ws) {
    const file = await (0,workspace/* workspaceFile */.EJ)(ws, 'checks-file', path);
    const yaml = await util_yaml/* LocatedYaml */.O.read(file.path, file.display);
    const checks = parseChecks(yaml);
    if (yaml.hasErrors)
        throw new util_problems/* FileProblemsError */.x(yaml.problems);
    return { checks, yaml };
}
function parseChecks(y) {
    if (y.hasErrors)
        return [];
    const schemaProblems = y.validate(checksFile, 'self-hosted');
    const refused = (prefix) => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
    const root = y.value;
    if (!isMap(root) || !Array.isArray(root.checks))
        return [];
    const defaults = isMap(root.defaults) ? root.defaults : {};
    if (!refused(['defaults']))
        checkWindow(y, defaults, ['defaults']);
    const checks = [];
    const names = new Map();
    root.checks.forEach((raw, i) => {
        if (!isMap(raw))
            return;
        const at = ['checks', i];
        const before = y.problems.length;
        crossCheck(y, raw, at, refused);
        const name = typeof raw.name === 'string' ? raw.name.trim() : '';
        const first = names.get(name);
        if (name && first !== undefined)
            y.problem([...at, 'name'], `check name \`${name}\` is already used by check ${first + 1}; names must be unique`);
        else if (name)
            names.set(name, i);
        if (y.problems.length === before && !refused(at) && !refused(['defaults']))
            checks.push(toCheck(y, raw, defaults, i));
    });
    return checks;
}
function crossCheck(y, raw, at, refused) {
    const hasBaseline = raw.baseline !== undefined;
    for (const key of ['fail', 'warn']) {
        const text = raw[key];
        if (typeof text !== 'string' || refused([...at, key]))
            continue;
        const c = parseCondition(text, hasBaseline);
        if (typeof c === 'string')
            y.problem([...at, key], c);
    }
    const series = Array.isArray(raw.series) ? raw.series : [];
    if (typeof raw.value === 'string' && !refused([...at, 'value'])) {
        for (const n of selectedSeries(raw.value)) {
            if (n >= series.length) {
                y.problem([...at, 'value'], `\`series_${n}\` does not exist: the check has ${series.length} series (series_0…series_${series.length - 1})`);
            }
        }
    }
    const groupBy = (s) => JSON.stringify(isMap(s) && Array.isArray(s.groupBy) ? s.groupBy : []);
    series.forEach((s, j) => {
        if (j > 0 && groupBy(s) !== groupBy(series[0])) {
            y.problem([...at, 'series', j, 'groupBy'], 'all series of a check must have the same `groupBy` (the API requires it)');
        }
    });
    if (!refused([...at, 'startTime']) && !refused([...at, 'endTime']))
        checkWindow(y, raw, at);
}
function checkWindow(y, src, at) {
    if (src.startTime === undefined || src.endTime === undefined)
        return;
    const start = epochMs(y, [...at, 'startTime'], src.startTime);
    const end = epochMs(y, [...at, 'endTime'], src.endTime);
    if (start !== undefined && end !== undefined && start >= end)
        y.problem([...at, 'endTime'], '`endTime` must be after `startTime`');
}
function epochMs(y, at, raw) {
    const ms = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : NaN;
    if (Number.isInteger(ms) && ms >= 1e12)
        return ms;
    y.problem(at, `\`${String(at[at.length - 1])}\` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got ${JSON.stringify(raw)}`);
    return undefined;
}
function selectedSeries(value) {
    return [...value.matchAll(/series_(\d)/g)].map((m) => Number(m[1]));
}
function toCheck(y, raw, defaults, index) {
    const shared = (key, fallback) => (raw[key] ?? defaults[key] ?? fallback);
    const duration = (key, fallback) => {
        const text = raw[key] ?? defaults[key];
        return typeof text === 'string' ? ((0,util_duration/* parseDuration */.E)(text) ?? fallback) : fallback;
    };
    const condition = (key) => typeof raw[key] === 'string' ? parseCondition(raw[key], raw.baseline !== undefined) : undefined;
    const fail = condition('fail');
    const warn = condition('warn');
    const baseline = typeof raw.baseline === 'string' ? raw.baseline : undefined;
    const [series, dividedBy] = typeof raw.value === 'string' ? selectedSeries(raw.value) : [0];
    const value = dividedBy === undefined ? { series: series ?? 0 } : { series: series ?? 0, dividedBy };
    return {
        name: String(raw.name).trim(),
        line: y.locate(['checks', index]).line,
        index,
        series: raw.series.map(toSeries),
        value,
        reduce: shared('reduce', 'avg'),
        ...(fail ? { fail } : {}),
        ...(warn ? { warn } : {}),
        ...(baseline !== undefined ? { baselineMs: (0,util_duration/* parseDuration */.E)(baseline) ?? 0, baselineText: baseline } : {}),
        window: timeWindow(raw, defaults),
        granularity: shared('granularity', '1m'),
        noData: shared('no-data', 'warn'),
        attempts: shared('attempts', 1),
        everyMs: duration('every', 30_000),
        initialDelayMs: duration('initial-delay', 0),
    };
}
function toSeries(s) {
    const { groupBy, where, aggFn, ...rest } = s;
    return {
        ...rest,
        aggFn: aggFn,
        where: typeof where === 'string' ? where : '',
        groupBy: Array.isArray(groupBy) ? groupBy : [],
    };
}
function timeWindow(raw, defaults) {
    const own = ['window', 'startTime', 'endTime'].some((k) => raw[k] !== undefined);
    const src = own ? raw : defaults;
    if (typeof src.window === 'string')
        return { lookbackMs: (0,util_duration/* parseDuration */.E)(src.window) ?? DEFAULT_WINDOW_MS };
    if (src.startTime === undefined)
        return { lookbackMs: DEFAULT_WINDOW_MS };
    const ms = (v) => (typeof v === 'number' ? v : Date.parse(String(v)));
    return { startTime: ms(src.startTime), endTime: ms(src.endTime) };
}

;// CONCATENATED MODULE: ./src/checks/report.ts


const FAILING = ['fail', 'error'];
const WARNING = ['warn', 'inconclusive'];
function summarize(checks, results, opts) {
    const pairs = checks.flatMap((check, i) => {
        const r = results[i];
        return r ? [{ check, r }] : [];
    });
    const count = (s) => results.filter((r) => s.includes(r.status)).length;
    const failed = count(FAILING);
    const warned = count(WARNING);
    const stepFails = failed > 0 || (opts.failOn === 'warn' && warned > 0);
    const outcome = stepFails ? 'failure' : warned > 0 ? 'warning' : 'success';
    const summaries = pairs.map(({ check, r }) => ({
        name: r.name,
        status: r.status,
        observed: r.observed,
        threshold: { fail: check.fail?.text ?? null, warn: check.warn?.text ?? null },
        ...(r.baseline !== undefined ? { baseline: r.baseline, change: r.change ?? null } : {}),
        ...(r.group ? { group: r.group } : {}),
        attempts: r.attempts,
        ...(r.error ? { error: r.error } : {}),
        ...(r.note ? { note: r.note } : {}),
        window: r.window,
    }));
    const gating = pairs.filter(({ r }) => FAILING.includes(r.status) || (opts.failOn === 'warn' && WARNING.includes(r.status)));
    const failure = stepFails
        ? `${gating.length} of ${checks.length} check(s) ${opts.failOn === 'warn' ? 'failed or warned (fail-on: warn)' : 'failed'}: ` +
            gating.map(({ check, r }) => `${r.name}: ${verdict(check, r)}`).join('; ')
        : undefined;
    const report = {
        title: 'Deploy checks',
        outcome,
        headline: headline(results),
        counts: Object.fromEntries(['pass', 'warn', 'inconclusive', 'fail', 'error'].map((s) => [s, count([s])]).filter(([, n]) => n > 0)),
        table: {
            columns: ['Check', 'Status', 'Observed', 'Fail', 'Warn', 'Baseline', 'Group/notes'],
            rows: pairs.map(({ check, r }) => [
                r.name,
                r.status,
                observedText(r),
                conditionText(check.fail, r),
                conditionText(check.warn, r),
                r.baseline === undefined ? '' : `${r.baseline === null ? 'no data' : fmt(r.baseline)} (${(0,util_duration/* formatDuration */.a)(check.baselineMs ?? 0)} earlier)`,
                notesText(check, r),
            ]),
        },
        charts: pairs.flatMap(({ check, r }) => (r.chart ? [chartOf(check, r)] : [])),
        problems: pairs.flatMap(({ check, r }) => annotation(check, r, opts.file)),
        notes: [`Windows end at the start of the current minute; fail-on: ${opts.failOn}.`],
    };
    return { result: { checks: summaries, failed, warned }, report, failed, ...(failure ? { failure } : {}) };
}
function headline(results) {
    const n = (s) => results.filter((r) => r.status === s).length;
    const parts = [
        [n('pass'), 'passed', 'passed'],
        [n('warn'), 'warning', 'warnings'],
        [n('inconclusive'), 'inconclusive', 'inconclusive'],
        [n('fail'), 'failed', 'failed'],
        [n('error'), 'error', 'errors'],
    ];
    return (parts
        .filter(([c]) => c > 0)
        .map(([c, one, many]) => `${c} ${c === 1 ? one : many}`)
        .join(', ') || 'no checks');
}
function verdict(check, r) {
    if (r.status === 'error')
        return r.error ?? 'error';
    if (r.observed === null)
        return r.note ?? 'no data';
    const c = r.status === 'warn' ? check.warn : check.fail;
    const change = r.change !== undefined && r.change !== null ? ` (${signed(r.change)}% vs baseline ${fmt(r.baseline ?? 0)})` : '';
    const group = r.group ? ` in ${groupText(r.group)}` : '';
    return `observed ${fmt(r.observed)}${change}${group}, ${r.status === 'pass' ? 'threshold' : r.status} ${c?.text ?? ''}`.trim();
}
function annotation(check, r, file) {
    if (r.status === 'pass')
        return [];
    const severity = FAILING.includes(r.status) ? 'error' : 'warning';
    return [{ file, line: check.line, column: 1, severity, message: `Check "${r.name}" ${r.status}: ${verdict(check, r)}` }];
}
function observedText(r) {
    if (r.status === 'error')
        return '—';
    if (r.observed === null)
        return 'no data';
    const change = r.change === undefined ? '' : r.change === null ? (r.baseline === 0 ? ' (from 0)' : '') : ` (${signed(r.change)}%)`;
    return `${fmt(r.observed)}${change}`;
}
function conditionText(c, r) {
    if (!c)
        return '';
    if (c.kind === 'absolute' || r.baseline === undefined || r.baseline === null)
        return c.text;
    const abs = absoluteThreshold(c, r.baseline);
    return abs === undefined ? c.text : `${c.text} (${c.op} ${fmt(abs)})`;
}
function notesText(check, r) {
    const parts = [];
    if (r.group)
        parts.push(groupText(r.group) + (r.groups && r.groups > 1 ? ` (worst of ${r.groups})` : ''));
    if (r.error)
        parts.push(r.error);
    if (r.note)
        parts.push(r.note);
    if (check.attempts > 1)
        parts.push(`attempt ${r.attempts}/${check.attempts}`);
    return parts.join('; ');
}
function chartOf(check, r) {
    const chart = r.chart;
    const first = check.series[0];
    const what = first ? `${first.aggFn}${first.level !== undefined ? `(${first.level})` : ''}${first.field ? ` ${first.field}` : ''}` : '';
    const series = [{ name: r.group ? groupText(r.group) : check.name, values: chart.values }];
    if (chart.baselineValues)
        series.push({ name: `baseline (${(0,util_duration/* formatDuration */.a)(check.baselineMs ?? 0)} earlier)`, values: chart.baselineValues });
    return {
        title: `${r.name}: ${r.status} (${check.reduce} ${r.observed === null ? '—' : fmt(r.observed)})`,
        times: chart.times,
        series,
        ...(r.failLine !== undefined ? { threshold: r.failLine } : {}),
        ...(what ? { yLabel: check.value.dividedBy !== undefined ? `series_${check.value.series} / series_${check.value.dividedBy}` : what } : {}),
    };
}
function groupText(group) {
    return Object.entries(group)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ');
}
function signed(n) {
    return `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
}
function fmt(n) {
    if (Number.isInteger(n))
        return String(n);
    if (Math.abs(n) >= 1000)
        return n.toFixed(0);
    return String(Number(n.toPrecision(4)));
}

;// CONCATENATED MODULE: ./src/checks/sources.ts

async function resolveSources(checks, yaml, listSources) {
    const usesNames = checks.some((c) => c.series.some((s) => s.source !== undefined));
    const sources = usesNames ? await listSources() : [];
    const problems = [];
    const resolved = checks.map((check) => check.series.map((s, j) => {
        const { source, ...rest } = s;
        if (source === undefined)
            return toItem(rest, s.sourceId ?? '');
        const matches = sources.filter((src) => src.name === source);
        if (matches.length !== 1) {
            const known = sources
                .map((src) => src.name)
                .slice(0, 10)
                .join(', ') || '(none)';
            yaml.problem(['checks', check.index, 'series', j, 'source'], matches.length === 0
                ? `no source is named \`${source}\`; sources: ${known}`
                : `${matches.length} sources are named \`${source}\`; use \`sourceId\` (${matches.map((m) => m.id).join(', ')})`);
            problems.push(source);
            return toItem(rest, '');
        }
        return toItem(rest, matches[0]?.id ?? '');
    }));
    if (problems.length > 0)
        throw new util_problems/* FileProblemsError */.x(yaml.problems.filter((p) => p.severity === 'error'));
    return resolved;
}
function toItem(s, sourceId) {
    const { sourceId: _ignored, ...rest } = s;
    return { sourceId, ...rest };
}

;// CONCATENATED MODULE: ./src/checks/run.ts







async function runChecks(charts, listSources, settings, ws) {
    const { checks, yaml } = await readChecksFile(settings.checksFile, ws);
    const items = await resolveSources(checks, yaml, listSources);
    const slot = (0,p_limit/* default */.A)(settings.concurrency);
    const deps = {
        series: (q) => slot(() => charts.series(q)),
        now: () => Date.now(),
        sleep: (ms) => (0,promises_.setTimeout)(ms),
    };
    const settled = await (0,pool/* mapSettled */.A)(checks, checks.length, (check, i) => evaluateCheck(check, items[i] ?? [], deps));
    const results = settled.map((s, i) => s.status === 'fulfilled'
        ? s.value
        : {
            name: checks[i]?.name ?? `check ${i + 1}`,
            status: 'error',
            observed: null,
            attempts: 1,
            error: `error: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`,
            window: { startTime: 0, endTime: 0 },
        });
    const out = summarize(checks, results, { file: yaml.file, failOn: settings.failOn });
    return {
        result: out.result,
        changed: false,
        report: out.report,
        outputs: { failed: String(out.failed) },
        ...(out.failure ? { failure: out.failure } : {}),
    };
}

// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/operations/capabilities.ts
var capabilities = __webpack_require__(31698);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/charts-check.ts




const chartsCheck = {
    ...meta/* CHARTS_CHECK */.Nn,
    prepare(given) {
        const input = given.of(meta/* CHARTS_CHECK */.Nn.name);
        const checksFile = input.text('checks-file');
        if (!checksFile)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `\`charts.check\` needs ${(0,input_error/* named */.KT)('checks-file')} (a YAML file of checks).`);
        const settings = {
            checksFile,
            failOn: input.oneOf('fail-on', ['fail', 'warn']),
            concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
        };
        return ({ client, context }) => runChecks((0,capabilities/* charts */.e)(client), () => client.listSources(), settings, context);
    },
};


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

/***/ 94573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ validateWithSchema)
/* harmony export */ });
/* unused harmony export suggest */
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84598);

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function validateWithSchema(compiled, data, edition) {
    const validate = compiled.validate[edition];
    if (validate(data))
        return [];
    return explain(validate.errors ?? [], data, compiled.schema, edition);
}
function explain(errors, data, schema, edition) {
    const ctx = { data, schema, edition };
    const kept = pickSpecific(errors.filter((e) => e.keyword !== 'if' && (e.propertyName === undefined || e.keyword === 'propertyNames')), ctx);
    const out = [];
    const seen = new Set();
    for (const e of kept) {
        const p = describe(e, ctx);
        const key = `${JSON.stringify(p.path)} ${p.at} ${p.message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(p);
    }
    return out;
}
const NAMING = new Set(['type', 'enum', 'const']);
function pickSpecific(errors, ctx) {
    let list = [...errors];
    const unions = list.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
    for (const union of unions) {
        if (!list.includes(union))
            continue;
        const prefix = `${union.schemaPath}/`;
        const under = (e) => e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`);
        const isInside = (e) => e !== union && e.schemaPath.startsWith(prefix) && under(e);
        const inside = list.filter(isInside);
        const rest = list.filter((e) => e !== union && !isInside(e));
        const owner = schemaAt(ctx.schema, parentPath(union.schemaPath));
        if (messageFor(owner, union) !== undefined || inside.length === 0) {
            list = [...rest, union];
            continue;
        }
        const branches = new Map();
        for (const e of inside) {
            const branch = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
            branches.set(branch, [...(branches.get(branch) ?? []), e]);
        }
        const groups = [...branches.values()];
        const onlyEdition = groups.find((g) => g.every((e) => e.keyword === 'x-edition'));
        if (onlyEdition) {
            list = [...rest, ...onlyEdition];
            continue;
        }
        const here = (e) => e.instancePath === union.instancePath;
        if (groups.every((g) => g.every((e) => here(e) && (NAMING.has(e.keyword) || e.keyword === 'x-edition')))) {
            list = [...rest, merged(union, groups)];
            continue;
        }
        list = [...rest, ...best(groups, union)];
    }
    return list;
}
function best(groups, union) {
    const depth = (e) => e.instancePath.split('/').length;
    const score = (g) => {
        const wrongKind = g.some((e) => e.keyword === 'type' && e.instancePath === union.instancePath) ? 1 : 0;
        return [-wrongKind, Math.max(...g.map(depth)), -g.length];
    };
    return [...groups].sort((a, b) => compareScores(score(b), score(a)))[0] ?? [];
}
function compareScores(a, b) {
    for (let i = 0; i < a.length; i++)
        if ((a[i] ?? 0) !== (b[i] ?? 0))
            return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
}
function merged(union, groups) {
    const values = [];
    const types = [];
    for (const g of groups) {
        if (g.some((e) => e.keyword === 'x-edition'))
            continue;
        for (const e of g) {
            if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues))
                values.push(...e.params.allowedValues);
            if (e.keyword === 'const')
                values.push(e.params.allowedValue);
            if (e.keyword === 'type')
                types.push(...[e.params.type].flat().map(String));
        }
    }
    return { keyword: 'enum', instancePath: union.instancePath, schemaPath: union.schemaPath, params: { allowedValues: values, allowedTypes: types } };
}
function paramText(v) {
    return v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}
function describe(e, ctx) {
    const path = toPath(e.instancePath, ctx.data);
    const value = valueAt(ctx.data, path);
    const name = path.length > 0 ? String(path[path.length - 1]) : '';
    const owner = schemaAt(ctx.schema, ownerPath(e));
    const vars = {
        property: name,
        value: show(value),
        text: typeof value === 'string' ? value.trim() : show(value),
        length: String(typeof value === 'string' ? Array.from(value).length : Array.isArray(value) ? value.length : ''),
        limit: paramText(e.params.limit),
        missingProperty: paramText(e.params.missingProperty),
        segment: (typeof value === 'string' ? (0,_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentProblem */ .f)(value) : undefined) ?? 'it is not a string',
    };
    let at = 'value';
    let where = path;
    switch (e.keyword) {
        case 'required':
            vars.property = vars.missingProperty;
            break;
        case 'additionalProperties':
        case 'unevaluatedProperties':
        case 'propertyNames': {
            const key = paramText(e.params.additionalProperty ?? e.params.unevaluatedProperty ?? e.params.propertyName);
            vars.property = key;
            where = [...path, key];
            at = 'key';
            break;
        }
        case 'dependencies':
        case 'dependentRequired':
            vars.property = paramText(e.params.property);
            where = [...path, vars.property];
            break;
        case 'not': {
            const required = schemaAt(ctx.schema, e.schemaPath)?.required;
            if (Array.isArray(required) && isObject(value)) {
                const present = required.filter((k) => typeof k === 'string' && k in value);
                const last = present[present.length - 1];
                if (last !== undefined)
                    where = [...path, last];
            }
            break;
        }
    }
    const custom = messageFor(owner, e, value);
    const message = custom !== undefined ? fill(custom, vars, value) : generic(e, vars, value, ctx);
    return { path: where, at, message };
}
function messageFor(owner, e, value) {
    const m = owner?.errorMessage;
    if (typeof m === 'string')
        return m;
    if (!isObject(m))
        return undefined;
    if (value === null && e.keyword !== 'required' && typeof m.empty === 'string')
        return m.empty;
    const byKeyword = m[e.keyword];
    if (typeof byKeyword === 'string')
        return byKeyword;
    if (isObject(byKeyword)) {
        const param = e.params.missingProperty ?? e.params.property;
        const byParam = typeof param === 'string' ? byKeyword[param] : undefined;
        return typeof byParam === 'string' ? byParam : undefined;
    }
    return undefined;
}
function fill(template, vars, value) {
    return template.replace(/\{(@?)([A-Za-z-]+)\}/g, (whole, sibling, key) => {
        if (sibling)
            return isObject(value) ? text(value[key]) : '';
        return vars[key] ?? whole;
    });
}
function generic(e, vars, value, ctx) {
    const p = vars.property ? `\`${vars.property}\`` : 'the file';
    const got = value === undefined ? '' : ` — got ${gotText(value)}`;
    switch (e.keyword) {
        case 'type':
            return `${p} must be ${typeList([e.params.type].flat().map(String))}${typeHint([e.params.type].flat().map(String), value)}`;
        case 'enum': {
            const allowed = Array.isArray(e.params.allowedValues) ? e.params.allowedValues : [];
            const types = Array.isArray(e.params.allowedTypes) ? e.params.allowedTypes.map(String) : [];
            const list = [...allowed.map(text), ...(types.length > 0 ? [typeList(types)] : [])];
            return `${p} must be one of ${list.join(', ')}${got}`;
        }
        case 'const':
            return `${p} must be ${text(e.params.allowedValue)}${got}`;
        case 'required':
            return `missing \`${vars.missingProperty}\``;
        case 'additionalProperties':
        case 'unevaluatedProperties':
            return unknownKey(vars.property ?? '', allowedKeys(e, ctx));
        case 'propertyNames':
            return `\`${vars.property}\` is not allowed here`;
        case 'minLength':
            return Number(e.params.limit) <= 1 ? `${p} must not be empty` : `${p} must be at least ${vars.limit} characters${got}`;
        case 'maxLength':
            return `${p} is ${vars.length} characters; at most ${vars.limit} are allowed`;
        case 'minItems':
            return `${p} must hold at least ${vars.limit} item${vars.limit === '1' ? '' : 's'}; it holds ${vars.length}`;
        case 'maxItems':
            return `${p} must hold at most ${vars.limit} item${vars.limit === '1' ? '' : 's'}; it holds ${vars.length}`;
        case 'minimum':
            return `${p} must be ≥ ${vars.limit}${got}`;
        case 'maximum':
            return `${p} must be ≤ ${vars.limit}${got}`;
        case 'exclusiveMinimum':
            return `${p} must be > ${vars.limit}${got}`;
        case 'exclusiveMaximum':
            return `${p} must be < ${vars.limit}${got}`;
        case 'multipleOf':
            return `${p} must be a multiple of ${text(e.params.multipleOf)}${got}`;
        case 'pattern':
            return `${p} does not have the expected form (${text(e.params.pattern)})${got}`;
        case 'format':
            return `${p} must be a ${text(e.params.format)}${got}`;
        case 'uniqueItems':
            return `${p} lists the same item twice (items ${Number(e.params.j) + 1} and ${Number(e.params.i) + 1})`;
        case 'dependencies':
        case 'dependentRequired':
            return `${p} needs \`${vars.missingProperty}\` too`;
        case 'false schema':
            return `${p} is not allowed here`;
        case 'not':
            return `${p} is not allowed here`;
        case 'x-edition': {
            const only = text(nodeAt(ctx.schema, e.schemaPath));
            const sub = schemaAt(ctx.schema, parentPath(e.schemaPath));
            const what = sub && 'const' in sub ? `\`${vars.property}: ${text(sub.const)}\`` : p;
            return `${what} exists only on the ${only} edition; the ${ctx.edition} API does not have it`;
        }
        case 'anyOf':
        case 'oneOf':
            return e.params.passingSchemas ? `${p} matches more than one of its alternatives` : `${p} matches none of its alternatives`;
        default:
            return `${p} fails \`${e.keyword}\``;
    }
}
function typeList(types) {
    const words = {
        object: 'a mapping',
        array: 'a list',
        string: 'a string',
        number: 'a number',
        integer: 'a whole number',
        boolean: 'true or false',
        null: 'null',
    };
    const list = [...new Set(types)].map((t) => words[t] ?? t);
    return list.length <= 1 ? (list[0] ?? 'something else') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}
function typeHint(types, value) {
    if (typeof value === 'string' && (types.includes('number') || types.includes('integer'))) {
        const overflow = /\d/.test(value) && /^[-+]?[\d.]+(?:[eE][-+]?\d+)?$/.test(value.trim()) && !Number.isFinite(Number(value));
        return overflow ? ' — `' + value + '` is not a finite number' : ' (remove the quotes)';
    }
    if ((typeof value === 'number' || typeof value === 'boolean') && types.includes('string'))
        return ' (quote it)';
    if (value === null)
        return ' — it is empty';
    return value === undefined ? '' : ` — got ${gotText(value)}`;
}
function unknownKey(key, allowed) {
    const near = suggest(key, allowed);
    const list = allowed.length > 0 && allowed.length <= 25 ? `; allowed: ${allowed.join(', ')}` : '';
    return `unknown key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ''}${list}`;
}
function allowedKeys(e, ctx) {
    const keys = new Set();
    const visit = (node, depth) => {
        if (!isObject(node) || depth > 8)
            return;
        if (isObject(node.properties))
            for (const k of Object.keys(node.properties))
                keys.add(k);
        if (typeof node.$ref === 'string')
            visit(schemaAt(ctx.schema, node.$ref), depth + 1);
        if (Array.isArray(node.allOf))
            for (const n of node.allOf)
                visit(n, depth + 1);
    };
    visit(schemaAt(ctx.schema, parentPath(e.schemaPath)), 0);
    return [...keys];
}
function suggest(key, allowed) {
    const squash = (k) => k.toLowerCase().replace(/[-_]/g, '');
    const same = allowed.find((a) => squash(a) === squash(key));
    if (same)
        return same;
    let best;
    let bestDistance = Infinity;
    for (const a of allowed) {
        const d = distance(key.toLowerCase(), a.toLowerCase());
        if (d < bestDistance)
            [best, bestDistance] = [a, d];
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(key.length / 4)) ? best : undefined;
}
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cur = row[j] ?? 0;
            row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = cur;
        }
    }
    return row[b.length] ?? 0;
}
function toPath(pointer, data) {
    if (pointer === '')
        return [];
    const out = [];
    let node = data;
    for (const raw of pointer.slice(1).split('/')) {
        const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        const index = Array.isArray(node) && /^\d+$/.test(step) ? Number(step) : undefined;
        out.push(index ?? step);
        node = index !== undefined ? node[index] : isObject(node) ? node[step] : undefined;
    }
    return out;
}
function valueAt(data, path) {
    let node = data;
    for (const step of path)
        node = Array.isArray(node) && typeof step === 'number' ? node[step] : isObject(node) ? node[String(step)] : undefined;
    return node;
}
function nodeAt(schema, pointer) {
    const hash = pointer.indexOf('#');
    const path = hash >= 0 ? pointer.slice(hash + 1) : pointer;
    let node = schema;
    for (const raw of path.split('/').filter(Boolean)) {
        const step = decodeURIComponent(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
        node = Array.isArray(node) ? node[Number(step)] : isObject(node) ? node[step] : undefined;
    }
    return node;
}
function schemaAt(schema, pointer) {
    const node = nodeAt(schema, pointer);
    return isObject(node) ? node : undefined;
}
function parentPath(schemaPath) {
    return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}
function ownerPath(e) {
    const parent = parentPath(e.schemaPath);
    if (e.keyword !== 'false schema')
        return parent;
    const holder = parentPath(parent);
    return holder.endsWith('/properties') ? parentPath(holder) : holder;
}
function show(value) {
    let s;
    try {
        s = JSON.stringify(value) ?? String(value);
    }
    catch {
        s = String(value);
    }
    return s.length > 80 ? `${s.slice(0, 77)}…` : s;
}
function text(value) {
    return typeof value === 'string' ? value : show(value);
}
function gotText(value) {
    if (value === null)
        return 'nothing (null)';
    if (isObject(value))
        return 'a mapping';
    if (Array.isArray(value))
        return 'a list';
    return `\`${text(value).slice(0, 80)}\``;
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





class LocatedYaml {
    file;
    current;
    problems = [];
    source;
    constructor(file, text, section) {
        this.file = file;
        if (section) {
            this.source = section.of.source;
            this.current = section.value;
            return;
        }
        this.source = { text, heavy: false };
        const tooLarge = (0,_file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSizeProblem */ .$)(text);
        if (tooLarge) {
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
    replace(value) {
        this.current = value;
    }
    refuseNonFinite() {
        for (const path of nonFinitePaths(this.value, []))
            this.problem(path, 'not a finite number (`.inf`, `.nan` and numbers beyond ±1.8e308 are refused)');
    }
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
    section(keys) {
        const root = this.value;
        const mapping = typeof root === 'object' && root !== null && !Array.isArray(root);
        const value = keys && mapping ? Object.fromEntries(Object.entries(root).filter(([k]) => keys.includes(k))) : root;
        return new LocatedYaml(this.file, '', { of: this, value });
    }
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
    problem(path, message, severity = 'error', at = 'value') {
        const { line, column } = this.locate(path, at);
        this.problems.push({ file: this.file, line, column, message: this.source.heavy ? `${pathText(path)}: ${message}` : message, severity });
    }
    validate(compiled, edition) {
        const problems = (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(compiled, this.value, edition);
        const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: this.source.heavy ? `${pathText(p.path)}: ${p.message}` : p.message }));
        located.sort((a, b) => a.line - b.line || a.column - b.column);
        for (const { line, column, message } of located)
            this.problems.push({ file: this.file, line, column, message, severity: 'error' });
        return problems;
    }
    keepOnly(keys) {
        const root = this.value;
        if (typeof root !== 'object' || root === null || Array.isArray(root))
            return;
        for (const k of Object.keys(root))
            if (!keys.includes(k))
                delete root[k];
    }
    get hasErrors() {
        return this.problems.some((p) => p.severity === 'error');
    }
}
const UNUSUAL = [
    /(?:^|[\s,[{])[!&*]/m,
    /^%/m,
    /^\s*(?:---|\.\.\.)/m,
    /^\s*[?:](?:\s|$)/m,
    /[|>][-+]?[1-9]/,
];
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
    const mapping = typeof value === 'object' && value !== null && !Array.isArray(value);
    return mapping && stringKeysOnly(value) && !overflowText(value) ? { ok: true, value } : { ok: false };
}
function overflowText(value) {
    if (typeof value === 'string')
        return /^[-+]?(?:\d[\d_]*)?\.?\d*(?:[eE][-+]?\d+)?$/.test(value) && /\d/.test(value) && !Number.isFinite(Number(value));
    if (Array.isArray(value))
        return value.some(overflowText);
    if (typeof value === 'object' && value !== null)
        return Object.values(value).some(overflowText);
    return false;
}
function nonFinitePaths(value, path, out = []) {
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
const DOCUMENT_BUDGET = 100_000;
function nodeEstimate(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || c === 44 || c === 91 || c === 123)
            n++;
    }
    return n;
}
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
