export const id = 101;
export const ids = [101];
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
function parseAlertFile(file, text, opts) {
    return readAlertFile(_util_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .LocatedYaml */ .O.parse(file, text), opts);
}
function readAlertFile(yaml, opts) {
    const file = yaml.file;
    const result = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
    if (opts.keep)
        yaml.keepOnly(opts.keep);
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
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    if (!Array.isArray(root.alerts))
        return result;
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
function mergeDefaults(defaults, entry) {
    const overridden = new Set(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .KEY_GROUPS */ .tS.filter((group) => group.some((k) => k in entry)).flat());
    const merged = Object.fromEntries(Object.entries(defaults).filter(([k]) => !overridden.has(k)));
    return Object.assign(merged, entry);
}
function crossCheck(yaml, a, entry, path, scope, edition) {
    const at = (key) => (key in entry ? [...path, key] : ['defaults', key]);
    const problem = (where, message) => yaml.problem(where, message);
    const errors = () => yaml.problems.filter((p) => p.severity === 'error').length;
    const before = errors();
    const str = (key) => (typeof a[key] === 'string' ? a[key] : undefined);
    const num = (key) => (typeof a[key] === 'number' ? a[key] : undefined);
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
        else
            for (const p of (0,_inline_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .chartProblems */ .j)(a.chart, at('chart'), edition))
                problem(p.path, p.message);
    }
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
        yaml.problem([...path, 'thresholdMax'], `\`thresholdMax\` is ignored with \`thresholdType: ${thresholdType}\` (only \`between\` and \`not_between\` use it)`, 'warning');
    }
    const interval = str('interval');
    if (interval === undefined)
        problem(path, 'missing `interval` (set it here or in `defaults`)');
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


/***/ })

};
