export const id = 710;
export const ids = [710];
export const modules = {

/***/ 1710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chartsCheck: () => (/* binding */ chartsCheck)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
;// CONCATENATED MODULE: ./src/checks/condition.ts
const PATTERN = /^(>=|<=|==|!=|>|<)\s*([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(%?)$/;
/** Parses a condition; returns an error message instead when it is not valid. */
function parseCondition(text, hasBaseline) {
    const t = text.trim();
    const m = PATTERN.exec(t);
    if (!m)
        return `\`${t}\` is not a condition: write \`<op> <number>\` (op one of > >= < <= == !=), e.g. "> 5" or "> +20%"`;
    const [, op, sign, digits, percent] = m;
    const value = Number(`${sign === '-' ? '-' : ''}${digits}`);
    if (percent) {
        if (!hasBaseline)
            return `\`${t}\` is a percentage, which compares with a baseline: add \`baseline: 1d\` (or another duration) to the check`;
        return { op: op, value, kind: 'percent', text: t };
    }
    if (sign === '+' && !hasBaseline) {
        return `\`${t}\` has a sign, which means a change from the baseline: add \`baseline\` to the check, or drop the \`+\``;
    }
    // With a baseline, an explicit sign means "change from the baseline"; otherwise the value itself.
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
/**
 * The number a condition compares: the observed value, observed − baseline, or the change in
 * percent. Undefined when it cannot be computed (no baseline). A baseline of 0 gives ±Infinity
 * for any change (and 0 % when nothing changed), so "> +20%" is breached by any increase from 0.
 */
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
/** True when the condition holds (i.e. the threshold is breached); undefined when not computable. */
function breached(c, m) {
    const s = subject(c, m);
    return s === undefined ? undefined : compare(s, c.op, c.value);
}
/** The condition's threshold as an absolute value for this baseline (for chart lines). */
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
/**
 * A series value as the API sends it: 64-bit integers arrive as strings ("4"), floats as
 * numbers. NaN, ±Infinity, null and anything non-numeric count as "no value" (skipped).
 */
function coerce(v) {
    if (typeof v === 'number')
        return Number.isFinite(v) ? v : null;
    if (typeof v === 'string' && v.trim() !== '') {
        const n = Number(v);
        return Number.isFinite(n) ? n : null;
    }
    return null;
}
/** Collapses bucket values (oldest first, nulls skipped) into one number; undefined when none. */
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

/**
 * Splits `charts/series` rows into groups (by their `group` values) and picks the judged value
 * per bucket: `series_N`, or `series_A / series_B` (null when the divisor is 0 or missing).
 */
function groupRows(rows, value) {
    const byKey = new Map();
    const sorted = [...rows].sort((a, b) => Number(a.ts_bucket) - Number(b.ts_bucket));
    for (const row of sorted) {
        const group = Array.isArray(row.group) ? row.group : [];
        const key = JSON.stringify(group);
        let g = byKey.get(key);
        if (!g) {
            g = { key, group, times: [], values: [] };
            byKey.set(key, g);
        }
        g.times.push(Number(row.ts_bucket));
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

;// CONCATENATED MODULE: ./src/util/duration.ts
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** `30s`, `15m`, `1h`, `1d` (whole numbers, one unit) → milliseconds; undefined when malformed. */
function parseDuration(text) {
    const m = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
    if (!m)
        return undefined;
    return Number(m[1]) * UNIT_MS[m[2]];
}
/** Short form for reports: 90000 → "1m30s", 86400000 → "1d". */
function formatDuration(ms) {
    if (ms === 0)
        return '0s';
    const parts = [];
    let rest = ms;
    for (const [unit, size] of [['d', 86_400_000], ['h', 3_600_000], ['m', 60_000], ['s', 1000], ['ms', 1]]) {
        const n = Math.floor(rest / size);
        if (n > 0)
            parts.push(`${n}${unit}`);
        rest -= n * size;
    }
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/checks/evaluate.ts





const STATUS_RANK = { pass: 0, warn: 1, inconclusive: 2, fail: 3, error: 4 };
/**
 * The check's window for a query made at `now`: a lookback ends at the start of the current
 * minute (so a 1m granularity yields only whole buckets and reruns within a minute agree);
 * fixed bounds are used as written.
 */
function windowAt(check, now) {
    if ('lookbackMs' in check.window) {
        const endTime = Math.floor(now / 60_000) * 60_000;
        return { startTime: endTime - check.window.lookbackMs, endTime };
    }
    return { startTime: check.window.startTime, endTime: check.window.endTime };
}
/**
 * Evaluates a check: waits `initialDelay`, then queries up to `attempts` times, `every` apart,
 * until it passes. A rejected query (4xx) is not retried: it will not get better.
 */
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
/** Reduces each group, judges it, and reports the worst group. */
function judge(check, base, rows, baselineRows) {
    const baselines = new Map((baselineRows ? groupRows(baselineRows, check.value) : []).map((g) => [g.key, g]));
    const judged = [];
    for (const series of groupRows(rows, check.value)) {
        const observed = reduce(check.reduce, series.values);
        if (observed === undefined)
            continue; // a group without a single value says nothing
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
    // A relative condition without baseline data for this group cannot be judged.
    if (failed === undefined || warned === undefined) {
        return { status: noDataStatus(check), note: `no baseline data (no-data: ${check.noData})` };
    }
    return { status: warned ? 'warn' : 'pass' };
}
function noDataStatus(check) {
    return check.noData === 'warn' ? 'inconclusive' : check.noData;
}
/** Worst status first; among equals, the value furthest past the deciding condition. */
function pickWorst(check, groups) {
    const deciding = (g) => (g.status === 'warn' ? check.warn : check.fail ?? check.warn);
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
/**
 * The reported group's buckets for the chart, on the full bucket grid of the window when the
 * granularity is fixed (the API sends no row for an empty bucket), with the baseline's buckets
 * moved onto the same times.
 */
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
/** Epoch-aligned bucket starts covering the window, or undefined when the data is not on that grid. */
function bucketGrid(granularity, w, seen) {
    const step = granularity ? parseDuration(granularity) : undefined;
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

;// CONCATENATED MODULE: ./src/checks/report.ts


const FAILING = ['fail', 'error'];
const WARNING = ['warn', 'inconclusive'];
/** Builds the `result` output, the report and the step verdict from judged checks. */
function summarize(checks, results, opts) {
    const pairs = checks.map((c, i) => ({ check: c, r: results[i] }));
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
        counts: Object.fromEntries(['pass', 'warn', 'inconclusive', 'fail', 'error'].map((s) => [s, count([s])]).filter(([, n]) => Number(n) > 0)),
        table: {
            columns: ['Check', 'Status', 'Observed', 'Fail', 'Warn', 'Baseline', 'Group/notes'],
            rows: pairs.map(({ check, r }) => [
                r.name,
                r.status,
                observedText(r),
                conditionText(check.fail, r),
                conditionText(check.warn, r),
                r.baseline === undefined ? '' : `${r.baseline === null ? 'no data' : fmt(r.baseline)} (${formatDuration(check.baselineMs ?? 0)} earlier)`,
                notesText(check, r),
            ]),
        },
        charts: pairs.flatMap(({ check, r }) => (r.chart ? [chartOf(check, r)] : [])),
        problems: pairs.flatMap(({ check, r }) => annotation(check, r, opts.file)),
        notes: [
            `Windows end at the start of the current minute; fail-on: ${opts.failOn}.`,
        ],
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
    return parts.filter(([c]) => c > 0).map(([c, one, many]) => `${c} ${c === 1 ? one : many}`).join(', ') || 'no checks';
}
/** "observed 14 > 5", "query error: …", "no data" — for the failure message and annotations. */
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
/** The condition as written, plus its absolute value when it is relative to the baseline. */
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
        series.push({ name: `baseline (${formatDuration(check.baselineMs ?? 0)} earlier)`, values: chart.baselineValues });
    return {
        title: `${r.name}: ${r.status} (${check.reduce} ${r.observed === null ? '—' : fmt(r.observed)})`,
        times: chart.times,
        series,
        ...(r.failLine !== undefined ? { threshold: r.failLine } : {}),
        ...(what ? { yLabel: check.value.dividedBy !== undefined ? `series_${check.value.series} / series_${check.value.dividedBy}` : what } : {}),
    };
}
function groupText(group) {
    return Object.entries(group).map(([k, v]) => `${k}=${String(v)}`).join(', ');
}
function signed(n) {
    return `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
}
/** Compact numbers for people: integers as is, otherwise about 4 significant digits. */
function fmt(n) {
    if (Number.isInteger(n))
        return String(n);
    if (Math.abs(n) >= 1000)
        return n.toFixed(0);
    return String(Number(n.toPrecision(4)));
}

// EXTERNAL MODULE: ./src/util/problems.ts
var util_problems = __webpack_require__(8338);
;// CONCATENATED MODULE: ./src/checks/sources.ts

/**
 * Turns each check's series into API series items, resolving `source: <name>` through one
 * sources list (fetched only if a name is used). A name must match exactly one source; every
 * unresolved name is a located problem, thrown together before any query is sent.
 */
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
            const known = sources.map((src) => src.name).slice(0, 10).join(', ') || '(none)';
            yaml.problem(['checks', check.index, 'series', j, 'source'], matches.length === 0
                ? `no source is named \`${source}\`; sources: ${known}`
                : `${matches.length} sources are named \`${source}\`; use \`sourceId\` (${matches.map((m) => m.id).join(', ')})`);
            problems.push(source);
            return toItem(rest, '');
        }
        return toItem(rest, matches[0].id);
    }));
    if (problems.length > 0)
        throw new util_problems/* FileProblemsError */.x(yaml.problems.filter((p) => p.severity === 'error'));
    return resolved;
}
function toItem(s, sourceId) {
    const { sourceId: _ignored, ...rest } = s;
    return { sourceId, ...rest };
}

// EXTERNAL MODULE: ./src/util/ids.ts
var ids = __webpack_require__(4598);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(977);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(9869);
;// CONCATENATED MODULE: ./src/checks/file.ts






const AGG_FNS = [
    'avg', 'count', 'count_distinct', 'last_value', 'max', 'min', 'quantile', 'sum', 'any', 'none', 'increase',
];
const GRANULARITIES = [
    '30s', '1m', '5m', '10m', '15m', '30m', '1h', '2h', '6h', '12h', '1d', '2d', '7d', '30d', 'auto',
];
const REDUCE_FNS = ['max', 'min', 'avg', 'sum', 'last'];
const NO_DATA = ['pass', 'warn', 'fail'];
const METRIC_TYPES = ['gauge', 'histogram', 'sum', 'summary', 'exponential histogram'];
/** Keys shared by `defaults` and each check (a check's own value wins). */
const SHARED_KEYS = ['window', 'startTime', 'endTime', 'granularity', 'reduce', 'no-data', 'attempts', 'every', 'initial-delay'];
const CHECK_KEYS = ['name', 'series', 'value', 'fail', 'warn', 'baseline', ...SHARED_KEYS];
const SERIES_KEYS = [
    'source', 'sourceId', 'aggFn', 'field', 'where', 'whereLanguage', 'groupBy', 'level',
    'metricName', 'metricDataType', 'dataSource', 'sortOrder',
];
const DEFAULT_WINDOW_MS = 15 * 60_000;
const MAX_WAIT_MS = 3_600_000;
const MAX_NAME = 512;
/** Reads and validates a checks file (from the workspace); throws FileProblemsError listing every problem. */
async function readChecksFile(path) {
    const file = await (0,workspace/* workspaceFile */.EJ)('checks-file', path);
    const yaml = await util_yaml/* LocatedYaml */.O.read(file.path, file.display);
    const checks = parseChecks(yaml);
    if (yaml.hasErrors)
        throw new util_problems/* FileProblemsError */.x(yaml.problems);
    return { checks, yaml };
}
/** Validates a parsed checks file, recording located problems in `y`. */
function parseChecks(y) {
    if (y.hasErrors)
        return [];
    const root = y.value;
    if (!isMap(root)) {
        y.problem([], 'a checks file is a mapping with `version: 1` and `checks:`');
        return [];
    }
    unknownKeys(y, [], root, ['version', 'defaults', 'checks']);
    if (root.version !== 1)
        y.problem(['version'], `\`version\` must be 1; got ${JSON.stringify(root.version ?? null)}`);
    const defaults = root.defaults ?? {};
    if (!isMap(defaults))
        y.problem(['defaults'], '`defaults` must be a mapping');
    else
        unknownKeys(y, ['defaults'], defaults, SHARED_KEYS);
    const list = root.checks;
    if (!Array.isArray(list) || list.length === 0) {
        y.problem(['checks'], '`checks` must be a non-empty list');
        return [];
    }
    const checks = [];
    const names = new Map();
    list.forEach((raw, i) => {
        const check = parseCheck(y, i, raw, isMap(defaults) ? defaults : {});
        if (!check)
            return;
        const first = names.get(check.name);
        if (first !== undefined)
            y.problem(['checks', i, 'name'], `check name \`${check.name}\` is already used by check ${first + 1}; names must be unique`);
        else
            names.set(check.name, i);
        checks.push(check);
    });
    return checks;
}
function parseCheck(y, i, raw, defaults) {
    const at = ['checks', i];
    if (!isMap(raw)) {
        y.problem(at, 'each check must be a mapping with `name`, `series` and `fail` and/or `warn`');
        return undefined;
    }
    const before = y.problems.length;
    unknownKeys(y, at, raw, CHECK_KEYS);
    // A shared key comes from the check, else from defaults; problems point where it was written.
    const shared = (key) => raw[key] !== undefined ? { value: raw[key], path: [...at, key] } : defaults[key] !== undefined ? { value: defaults[key], path: ['defaults', key] } : undefined;
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    if (!name)
        y.problem([...at, 'name'], 'each check needs a non-empty `name`');
    // Names head report rows and annotations: a huge one would flood the log and the summary.
    else if (name.length > MAX_NAME)
        y.problem([...at, 'name'], `\`name\` is ${name.length} characters; at most ${MAX_NAME} are allowed`);
    const series = parseSeriesList(y, [...at, 'series'], raw.series);
    const value = parseValue(y, [...at, 'value'], raw.value, series.length);
    let baselineMs;
    if (raw.baseline !== undefined) {
        baselineMs = duration(y, [...at, 'baseline'], raw.baseline);
        if (baselineMs === 0)
            y.problem([...at, 'baseline'], '`baseline` must be longer than 0');
    }
    const fail = condition(y, [...at, 'fail'], raw.fail, raw.baseline !== undefined);
    const warn = condition(y, [...at, 'warn'], raw.warn, raw.baseline !== undefined);
    if (raw.fail === undefined && raw.warn === undefined)
        y.problem(at, 'a check needs `fail` and/or `warn`, e.g. fail: "> 5"');
    const reduceIn = shared('reduce');
    const reduce = reduceIn ? oneOf(y, reduceIn.path, reduceIn.value, REDUCE_FNS, 'reduce') : 'avg';
    const granIn = shared('granularity');
    // A fixed bucket by default: with `auto` the bucket (and so a count per bucket) depends on the window.
    const granularity = granIn ? oneOf(y, granIn.path, granIn.value, GRANULARITIES, 'granularity') : '1m';
    const noDataIn = shared('no-data');
    const noData = noDataIn ? oneOf(y, noDataIn.path, noDataIn.value, NO_DATA, 'no-data') : 'warn';
    const attemptsIn = shared('attempts');
    const attempts = attemptsIn ? integer(y, attemptsIn.path, attemptsIn.value, 'attempts', 1, 100) : 1;
    const everyIn = shared('every');
    const everyMs = (everyIn ? duration(y, everyIn.path, everyIn.value, 1000, MAX_WAIT_MS) : undefined) ?? 30_000;
    const delayIn = shared('initial-delay');
    const initialDelayMs = (delayIn ? duration(y, delayIn.path, delayIn.value, 0, MAX_WAIT_MS) : undefined) ?? 0;
    const window = parseWindow(y, at, raw, defaults);
    if (y.problems.length > before)
        return name ? { name } : undefined;
    return {
        name,
        line: y.locate(at).line,
        index: i,
        series,
        value,
        reduce: reduce,
        ...(fail ? { fail } : {}),
        ...(warn ? { warn } : {}),
        ...(baselineMs !== undefined ? { baselineMs, baselineText: String(raw.baseline) } : {}),
        window,
        ...(granularity ? { granularity } : {}),
        noData: noData,
        attempts,
        everyMs,
        initialDelayMs,
    };
}
function parseSeriesList(y, at, raw) {
    if (!Array.isArray(raw) || raw.length < 1 || raw.length > 5) {
        y.problem(at, '`series` must be a list of 1 to 5 queries');
        return [];
    }
    const out = raw.map((s, j) => parseSeries(y, [...at, j], s));
    const first = JSON.stringify(out[0]?.groupBy ?? []);
    out.forEach((s, j) => {
        if (j > 0 && JSON.stringify(s.groupBy) !== first) {
            y.problem([...at, j, 'groupBy'], 'all series of a check must have the same `groupBy` (the API requires it)');
        }
    });
    return out;
}
function parseSeries(y, at, raw) {
    const out = { aggFn: 'count', where: '', groupBy: [] };
    if (!isMap(raw)) {
        y.problem(at, 'each series must be a mapping with `source` (or `sourceId`) and `aggFn`');
        return out;
    }
    unknownKeys(y, at, raw, SERIES_KEYS);
    const hasName = raw.source !== undefined;
    const hasId = raw.sourceId !== undefined;
    if (hasName === hasId)
        y.problem(at, 'set exactly one of `source` (a source name) or `sourceId`');
    if (hasName)
        out.source = file_text(y, [...at, 'source'], raw.source, 'source', true);
    if (hasId) {
        out.sourceId = file_text(y, [...at, 'sourceId'], raw.sourceId, 'sourceId', true);
        const notId = out.sourceId ? (0,ids/* segmentProblem */.f)(out.sourceId) : undefined;
        if (notId)
            y.problem([...at, 'sourceId'], `\`sourceId\` is not an id: ${notId}`);
    }
    const aggFn = oneOf(y, [...at, 'aggFn'], raw.aggFn, AGG_FNS, 'aggFn');
    if (raw.aggFn === undefined)
        y.problem(at, 'each series needs `aggFn` (e.g. count, avg, quantile)');
    if (aggFn)
        out.aggFn = aggFn;
    if (raw.field !== undefined)
        out.field = file_text(y, [...at, 'field'], raw.field, 'field', true);
    else if (aggFn && aggFn !== 'count')
        y.problem(at, `aggFn \`${aggFn}\` needs a \`field\` (the column or expression to aggregate)`);
    if (raw.where !== undefined)
        out.where = file_text(y, [...at, 'where'], raw.where, 'where', false);
    if (raw.whereLanguage !== undefined) {
        const lang = oneOf(y, [...at, 'whereLanguage'], raw.whereLanguage, ['lucene', 'sql'], 'whereLanguage');
        if (lang)
            out.whereLanguage = lang;
    }
    if (raw.groupBy !== undefined) {
        const ok = Array.isArray(raw.groupBy) && raw.groupBy.length <= 10 && raw.groupBy.every((g) => typeof g === 'string' && g.trim());
        if (!ok)
            y.problem([...at, 'groupBy'], '`groupBy` must be a list of up to 10 column names or expressions');
        else
            out.groupBy = raw.groupBy;
    }
    if (raw.level !== undefined) {
        if (typeof raw.level !== 'number' || !(raw.level >= 0 && raw.level <= 1))
            y.problem([...at, 'level'], '`level` must be a number from 0 to 1, e.g. 0.95');
        else if (aggFn !== 'quantile')
            y.problem([...at, 'level'], '`level` is only used with `aggFn: quantile`');
        else
            out.level = raw.level;
    }
    else if (aggFn === 'quantile') {
        y.problem(at, '`aggFn: quantile` needs `level` (0 to 1, e.g. 0.95)');
    }
    if (raw.metricName !== undefined)
        out.metricName = file_text(y, [...at, 'metricName'], raw.metricName, 'metricName', true);
    if (raw.metricDataType !== undefined) {
        const t = oneOf(y, [...at, 'metricDataType'], raw.metricDataType, METRIC_TYPES, 'metricDataType');
        if (t)
            out.metricDataType = t;
    }
    // Accepted by the API and ignored there; passed through so copied queries stay valid.
    if (raw.dataSource !== undefined)
        out.dataSource = oneOf(y, [...at, 'dataSource'], raw.dataSource, ['events', 'metrics'], 'dataSource');
    if (raw.sortOrder !== undefined)
        out.sortOrder = oneOf(y, [...at, 'sortOrder'], raw.sortOrder, ['asc', 'desc'], 'sortOrder');
    return out;
}
/** `series_N` (default `series_0`) or `series_A / series_B`. */
function parseValue(y, at, raw, count) {
    if (raw === undefined)
        return { series: 0 };
    const m = typeof raw === 'string' ? /^series_(\d)(?:\s*\/\s*series_(\d))?$/.exec(raw.trim()) : null;
    if (!m) {
        y.problem(at, '`value` must be `series_<n>` or `series_<a> / series_<b>`, e.g. `series_0 / series_1`');
        return { series: 0 };
    }
    const a = Number(m[1]);
    const b = m[2] === undefined ? undefined : Number(m[2]);
    for (const n of [a, b]) {
        if (n !== undefined && n >= count)
            y.problem(at, `\`series_${n}\` does not exist: the check has ${count} series (series_0…series_${count - 1})`);
    }
    return b === undefined ? { series: a } : { series: a, dividedBy: b };
}
function parseWindow(y, at, raw, defaults) {
    const own = ['window', 'startTime', 'endTime'].some((k) => raw[k] !== undefined);
    const src = own ? raw : defaults;
    const base = own ? at : ['defaults'];
    if (src.window !== undefined) {
        if (src.startTime !== undefined || src.endTime !== undefined) {
            y.problem([...base, 'window'], 'set either `window` or `startTime`/`endTime`, not both');
        }
        const ms = duration(y, [...base, 'window'], src.window);
        if (ms === 0)
            y.problem([...base, 'window'], '`window` must be longer than 0');
        return { lookbackMs: ms ?? DEFAULT_WINDOW_MS };
    }
    if (src.startTime === undefined && src.endTime === undefined)
        return { lookbackMs: DEFAULT_WINDOW_MS };
    const start = time(y, [...base, 'startTime'], src.startTime, 'startTime');
    const end = time(y, [...base, 'endTime'], src.endTime, 'endTime');
    if (start !== undefined && end !== undefined && start >= end)
        y.problem([...base, 'endTime'], '`endTime` must be after `startTime`');
    return { startTime: start ?? 0, endTime: end ?? 0 };
}
// ---- small validators: each records a problem and returns undefined on bad input ----
function condition(y, at, raw, hasBaseline) {
    if (raw === undefined)
        return undefined;
    if (typeof raw !== 'string') {
        y.problem(at, `a condition is a quoted string like "> 5" (YAML reads an unquoted leading \`>\` as a folded block); got ${JSON.stringify(raw)}`);
        return undefined;
    }
    const c = parseCondition(raw, hasBaseline);
    if (typeof c === 'string') {
        y.problem(at, c);
        return undefined;
    }
    return c;
}
function duration(y, at, raw, min = 0, max = Infinity) {
    const ms = typeof raw === 'string' ? parseDuration(raw) : undefined;
    const key = String(at[at.length - 1]);
    if (ms === undefined) {
        y.problem(at, `\`${key}\` must be a duration like 30s, 15m, 1h or 1d; got ${JSON.stringify(raw)}`);
        return undefined;
    }
    if (ms < min || ms > max) {
        y.problem(at, `\`${key}\` must be between ${min / 1000}s and ${max / 60_000}m`);
    }
    return ms;
}
function time(y, at, raw, key) {
    if (raw === undefined) {
        y.problem(at.slice(0, -1), `\`${key}\` is required when the other bound is set`);
        return undefined;
    }
    const ms = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{4}-\d\d-\d\dT/.test(raw) ? Date.parse(raw) : NaN;
    if (!Number.isInteger(ms) || ms < 1e12) {
        y.problem(at, `\`${key}\` must be an ISO 8601 time (2025-01-31T12:00:00Z) or epoch milliseconds; got ${JSON.stringify(raw)}`);
        return undefined;
    }
    return ms;
}
function integer(y, at, raw, key, min, max) {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
        y.problem(at, `\`${key}\` must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}`);
        return min;
    }
    return raw;
}
function file_text(y, at, raw, key, nonEmpty) {
    if (typeof raw !== 'string' || (nonEmpty && !raw.trim())) {
        y.problem(at, `\`${key}\` must be a${nonEmpty ? ' non-empty' : ''} string`);
        return '';
    }
    return raw;
}
function oneOf(y, at, raw, allowed, key) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'string' && allowed.includes(raw))
        return raw;
    y.problem(at, `\`${key}\` must be one of ${allowed.join(', ')}; got ${JSON.stringify(raw)}`);
    return undefined;
}
function unknownKeys(y, at, raw, allowed) {
    for (const key of Object.keys(raw)) {
        if (allowed.includes(key))
            continue;
        const squash = (k) => k.toLowerCase().replace(/[-_]/g, '');
        const near = allowed.find((k) => squash(k) === squash(key));
        y.problem([...at, key], `unknown key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ''}; allowed: ${allowed.join(', ')}`, 'error', 'key');
    }
}
function isMap(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// EXTERNAL MODULE: ./src/util/pool.ts
var pool = __webpack_require__(704);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(4437);
;// CONCATENATED MODULE: ./src/operations/charts-check.ts









/**
 * Deploy gates: runs every check of `checks-file` against `POST /charts/series`, judges the
 * reduced values against `fail` / `warn`, and fails the step on any failed (or erroring) check.
 */
const chartsCheck = {
    ...meta/* CHARTS_CHECK */.Nn,
    async run({ inputs, client }) {
        if (!inputs.checksFile)
            throw new errors/* InputError */.dz('`charts.check` needs `checks-file` (a YAML file of checks).');
        const charts = client.charts;
        if (!charts)
            throw new errors/* InputError */.dz(chartsCheck.unsupportedHint?.managed ?? 'charts are not available');
        // Everything is validated (file, then source names) before the first query.
        const { checks, yaml } = await readChecksFile(inputs.checksFile);
        const items = await resolveSources(checks, yaml, () => client.listSources());
        // Every check waits and retries on its own; only queries take one of `concurrency` slots.
        // Queries are reads paced by the client, so by default every check runs at once (up to 20).
        const slot = (0,p_limit/* default */.A)(inputs.concurrency ?? 20);
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
                error: `error: ${s.reason?.message ?? String(s.reason)}`,
                window: { startTime: 0, endTime: 0 },
            });
        const out = summarize(checks, results, { file: yaml.file, failOn: inputs.failOn });
        return {
            result: out.result,
            changed: false,
            report: out.report,
            outputs: { failed: String(out.failed) },
            ...(out.failure ? { failure: out.failure } : {}),
        };
    },
};


/***/ }),

/***/ 704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ mapSettled)
/* harmony export */ });
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(370);

/**
 * Runs `fn` over `items` with at most `limit` in flight, keeping input order in the result.
 * Never rejects: each entry is a settled outcome, so one failure does not stop the others.
 */
function mapSettled(items, limit, fn) {
    const slot = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(Math.max(1, limit));
    return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
}


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ LocatedYaml)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);


/**
 * A parsed YAML file that can point at any value by path, so validators report
 * file:line:column. Syntax errors, duplicate keys and alias bombs are problems, not crashes.
 */
class LocatedYaml {
    file;
    value;
    problems = [];
    doc;
    lines;
    constructor(file, text) {
        this.file = file;
        this.lines = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
        this.doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: this.lines, uniqueKeys: true, prettyErrors: false });
        for (const e of [...this.doc.errors, ...this.doc.warnings]) {
            // Without prettyErrors the parser leaves linePos unset; `pos` holds the offsets.
            const pos = e.linePos?.[0] ?? (typeof e.pos?.[0] === 'number' ? this.lines.linePos(e.pos[0]) : { line: 1, col: 1 });
            this.problems.push({
                file,
                line: pos.line,
                column: pos.col,
                message: `YAML: ${readable(firstLine(e.message))}`,
                severity: this.doc.errors.includes(e) ? 'error' : 'warning',
            });
        }
        let value = undefined;
        if (this.doc.errors.length === 0) {
            try {
                // maxAliasCount bounds "billion laughs" expansion.
                value = this.doc.toJS({ maxAliasCount: 100 });
            }
            catch (e) {
                const at = this.lines.linePos(unresolvedAliasOffset(this.doc) ?? 0);
                this.problems.push({ file, line: at.line, column: at.col, message: `YAML: ${firstLine(e.message)}`, severity: 'error' });
            }
        }
        this.value = value;
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
            y.problems.push({ file, line: 1, column: 1, message: `cannot read file: ${e.code ?? e.message}`, severity: 'error' });
            return y;
        }
        return new LocatedYaml(file, text);
    }
    /** Line and column (1-based) of the value at `path`, or of its closest existing parent. */
    locate(path, at = 'value') {
        let node = this.doc.contents;
        let offset = rangeStart(node) ?? 0;
        for (const step of path) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)) {
                const pair = node.items.find((p) => keyOf(p.key) === String(step));
                if (!pair)
                    break;
                const isLast = step === path[path.length - 1] && at === 'key';
                node = pair.value;
                offset = (isLast ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? offset;
                if (isLast)
                    break;
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) && typeof step === 'number') {
                node = node.items[step];
                offset = rangeStart(node) ?? offset;
            }
            else {
                break;
            }
        }
        const pos = this.lines.linePos(offset);
        return { line: pos.line, column: pos.col };
    }
    /** Records a problem located at `path`. */
    problem(path, message, severity = 'error', at = 'value') {
        const { line, column } = this.locate(path, at);
        this.problems.push({ file: this.file, line, column, message, severity });
    }
    get hasErrors() {
        return this.problems.some((p) => p.severity === 'error');
    }
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
    (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR)(doc, {
        Alias(_key, node) {
            if (node.resolve(doc) !== undefined)
                return undefined;
            offset = node.range?.[0];
            return yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR.BREAK;
        },
    });
    return offset;
}
/** The parser's stack overflow on absurd nesting, said as what it is. */
function readable(message) {
    return /Maximum call stack/i.test(message) ? 'the document is nested too deeply to read (maximum call stack size exceeded)' : message;
}


/***/ }),

/***/ 370:
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
