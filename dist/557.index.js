export const id = 557;
export const ids = [557];
export const modules = {

/***/ 25033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sectionsOf: () => (/* binding */ sectionsOf),
  stackExport: () => (/* binding */ stackExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/alerts/export.ts
var alerts_export = __webpack_require__(71361);
// EXTERNAL MODULE: ./src/alerts/inline.ts
var inline = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/dashboards/export.ts
var dashboards_export = __webpack_require__(5003);
// EXTERNAL MODULE: ./src/stack/export.ts
var stack_export = __webpack_require__(50988);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
// EXTERNAL MODULE: ./src/stack/kinds/index.ts + 5 modules
var kinds = __webpack_require__(85881);
;// CONCATENATED MODULE: ./src/stack/export-report.ts


const OWNERSHIP = {
    ours: 'this scope',
    adopt: 'adopt on first sync',
    'by name': 'managed by name (the kind has no mark)',
};
function stackExportReport(s) {
    const adopt = s.exported.filter((e) => e.ownership === 'adopt').length;
    const others = s.skipped.filter((k) => k.why === 'other scope').length;
    const warned = s.skipped.filter((k) => k.why === 'problem');
    const notes = [`Scope: ${s.scope}. Sync this file with the same scope so what it exported stays owned.`];
    if (others > 0)
        notes.push(`${others} object(s) managed by another scope were left out: their own file syncs them.`);
    if (s.skipped.length > 0)
        notes.push('What was left out is not in the file at all: a sync of it never touches it.');
    notes.push(...(s.notes ?? []));
    return {
        title: 'Stack export',
        outcome: warned.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${s.exported.length} object(s) to ${s.file} (${adopt} to adopt), left out ${s.skipped.length}, ${s.variables.length} secret variable(s)`,
        counts: { exported: s.exported.length, adopt, skipped: s.skipped.length, 'other scope': others, variables: s.variables.length },
        table: {
            columns: ['', 'Section', 'Name', 'Ownership'],
            rows: [
                ...s.exported.map((e) => [model/* STATUS_ICON */.t.ok ?? '', e.section, e.name, e.ownership === 'ours' ? `${OWNERSHIP.ours} (${s.scope})` : OWNERSHIP[e.ownership]]),
                ...s.skipped.map((k) => [
                    k.why === 'problem' ? (model/* STATUS_ICON */.t.skipped ?? '') : (model/* STATUS_ICON */.t.unmanaged ?? ''),
                    k.section,
                    k.name,
                    `left out: ${k.reason}`,
                ]),
            ],
        },
        lists: s.variables.length > 0
            ? [
                {
                    title: 'Secret variables the file names (set each, e.g. from `secrets.*`, before syncing it)',
                    items: s.variables.map((v) => `${v.variable}: ${v.field} of ${kinds/* KIND_SPECS */.u[v.kind].singular} "${v.object}"`),
                },
            ]
            : undefined,
        problems: warned.map((k) => ({
            file: s.file,
            line: 1,
            column: 1,
            severity: 'warning',
            message: `${k.section} "${k.name}" (id ${k.id}) left out: ${k.reason}`,
        })),
        notes,
    };
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(41000);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(50977);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/stack-export.ts












function sectionsOf(given, edition) {
    const available = [...(0,stack_export/* kindsOf */.tG)(edition), 'dashboards', 'alerts'];
    if (given.length === 0)
        return available;
    for (const name of given) {
        if (!stack_export/* EXPORT_SECTIONS */.qi.includes(name))
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('kinds')}: \`${name}\` is not a section of a stack file; the sections are ${stack_export/* EXPORT_SECTIONS */.qi.join(', ')}.`);
        if (!available.includes(name))
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('kinds')}: the ${edition} API has no ${name}; this edition's sections are ${available.join(', ')}.`);
    }
    return available.filter((s) => given.includes(s));
}
const asSources = (list) => list.filter((o) => typeof o.kind === 'string');
const asWebhooks = (list) => list.filter((o) => typeof o.service === 'string');
const asSavedSearches = (list) => list.filter((o) => o.sourceId === undefined || typeof o.sourceId === 'string');
async function read(client, lists, kinds) {
    const missing = kinds.filter((k) => lists[k] === undefined);
    const got = await Promise.all(missing.map(async (k) => [k, (await client.config(k)?.list()) ?? []]));
    for (const [k, list] of got)
        lists[k] = list;
}
const stackExport = {
    ...meta/* STACK_EXPORT */.ix,
    async prepare(input, { edition, context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `stack.export needs input ${(0,input_error/* named */.KT)('output-file')} (where to write the stack file).`);
        const path = await (0,workspace/* workspaceOutput */.lB)(context, 'output-file', outputFile);
        const display = (0,workspace/* displayPath */.Gt)(context, (0,external_node_path_.resolve)(context.root, outputFile));
        const given = input.text('scope');
        const scope = given || (0,files/* defaultScope */._V)(context, display);
        const select = (0,name_filter/* compileNameFilter */.l)(input.list('include'), input.list('exclude'));
        const sections = sectionsOf(input.list('kinds'), edition);
        return async ({ client, redactor }) => {
            const kinds = sections.filter(stack_export/* isStackKind */.H1);
            const wantDashboards = sections.includes('dashboards');
            const wantAlerts = sections.includes('alerts');
            const lists = {};
            const extra = [...(wantDashboards ? ['sources'] : []), ...(wantAlerts ? ['webhooks'] : [])];
            const [dashboards, listedAlerts] = await Promise.all([
                wantDashboards || wantAlerts ? client.listDashboards() : Promise.resolve(undefined),
                wantAlerts ? client.listAlerts() : Promise.resolve(undefined),
                read(client, lists, (0,stack_export/* kindsToList */.Fy)([...kinds, ...extra], edition)),
            ]);
            const alerts = listedAlerts &&
                (await (0,inline/* withCharts */.Uv)(client, listedAlerts.filter((a) => select(a.name ?? undefined).selected)));
            const later = [];
            if (wantDashboards && dashboards && edition === 'self-hosted' && (0,dashboards_export/* needsConnections */.Pk)(dashboards, asSources(lists.sources ?? [])))
                later.push('connections');
            if (alerts?.some((a) => a.source === 'saved_search'))
                later.push('savedSearches');
            if (alerts?.some((a) => a.source === 'inline'))
                later.push('sources', ...(edition === 'self-hosted' ? ['connections'] : []));
            await read(client, lists, later);
            const kindsOut = (0,stack_export/* exportKinds */.ok)({ lists, kinds, select, scope, edition, redactor });
            const exported = kindsOut.exported.map((e) => ({ section: e.kind, name: e.name, id: e.id, ownership: e.ownership }));
            const skipped = kindsOut.skipped.map(({ kind, ...k }) => ({ section: kind, ...k }));
            const notes = [...kindsOut.notes];
            const fileSections = { ...kindsOut.sections };
            if (wantDashboards && dashboards) {
                const out = (0,dashboards_export/* renderDashboardFile */.NG)({
                    dashboards,
                    sources: asSources(lists.sources ?? []),
                    connections: lists.connections ? [...lists.connections] : undefined,
                    scope,
                    select,
                    edition,
                });
                fileSections.dashboards = out.entries;
                exported.push(...out.exported.map((e) => ({ section: 'dashboards', name: e.name, id: e.id, ownership: e.ownership })));
                skipped.push(...out.skipped.map((k) => ({
                    section: 'dashboards',
                    ...k,
                    why: k.reason.startsWith('managed by another scope') ? 'other scope' : 'problem',
                })));
                if (out.kept.length > 0)
                    notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
                if (out.renamed.length > 0)
                    notes.push(`Dashboards renamed in the file (duplicate or empty names; the first sync writes them, keeping the ids): ${out.renamed.join('; ')}.`);
            }
            if (wantAlerts && alerts) {
                const out = (0,alerts_export/* renderAlertFile */.FX)({
                    alerts,
                    dashboards: dashboards ?? [],
                    webhooks: asWebhooks(lists.webhooks ?? []),
                    savedSearches: lists.savedSearches ? asSavedSearches(lists.savedSearches) : undefined,
                    sources: asSources(lists.sources ?? []),
                    connections: lists.connections ? [...lists.connections] : undefined,
                    scope,
                    edition: client.edition,
                });
                if (out.kept.length > 0)
                    notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
                fileSections.alerts = [...out.entries].sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0));
                exported.push(...out.exported.map((e) => ({ section: 'alerts', name: e.name, id: e.id, ownership: e.ownership })));
                skipped.push(...out.skipped.map((k) => ({
                    section: 'alerts',
                    ...k,
                    why: k.reason.startsWith('managed by scope') ? 'other scope' : 'problem',
                })));
            }
            for (const section of ['dashboards', 'alerts']) {
                const entries = fileSections[section];
                if (!entries)
                    continue;
                const singular = section === 'alerts' ? 'alert' : 'dashboard';
                fileSections[section] = entries.filter((entry) => {
                    const name = String(entry.name);
                    const { left, nameHeld } = (0,stack_export/* scrubSecrets */.Zg)(entry, kindsOut.holdsSecret);
                    if (!nameHeld) {
                        if (left.length > 0)
                            notes.push((0,stack_export/* leftOutNote */.UZ)(singular, name, left));
                        return true;
                    }
                    notes.push(`${singular} "${redactor.text(name)}" is left out: its name holds a secret; rename it.`);
                    exported.splice(exported.findIndex((e) => e.section === section && e.name === name), 1);
                    return false;
                });
            }
            const text = (0,stack_export/* renderStackFile */.jZ)(fileSections, given ? scope : undefined);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            await (0,promises_.writeFile)(path, redactor.text(text));
            const summary = { file: display, scope, exported, skipped, variables: kindsOut.variables };
            return {
                result: summary,
                changed: false,
                outputs: {},
                report: stackExportReport({ ...summary, notes }),
            };
        };
    },
};


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
