export const id = 871;
export const ids = [871];
export const modules = {

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 6124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dashboardsExport: () => (/* binding */ dashboardsExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/generated/dashboard-file.ts
var dashboard_file = __webpack_require__(4008);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
// EXTERNAL MODULE: ./src/util/schema.ts
var schema = __webpack_require__(6954);
// EXTERNAL MODULE: ./src/dashboards/canon.ts
var canon = __webpack_require__(3238);
// EXTERNAL MODULE: ./src/dashboards/match.ts
var match = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/dashboards/owner.ts
var dashboards_owner = __webpack_require__(1754);
;// CONCATENATED MODULE: ./src/dashboards/export.ts







const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/dashboard-file.schema.json';
/** Whether a raw SQL tile needs `GET /connections` to be named (its connection is not its source's). */
function needsConnections(dashboards, sources) {
    return dashboards.some((d) => d.tiles.some((t) => {
        const c = t.config ?? {};
        return c.configType === 'sql' && sources.find((s) => s.id === c.sourceId)?.connection !== c.connectionId;
    }));
}
class CannotExpress extends Error {
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Live dashboards → a dashboard file (design §11): canonical form (ids and server defaults
 * dropped), ids → names, our tag removed, layout always written. Unmarked dashboards get `adopt`
 * (`true`, or the id when the name is not unique), this scope's none, other scopes' are left out.
 * A dashboard with a tile the file cannot express is left out whole, with the reason: exporting it
 * without the tile would make the next sync delete that tile and its alerts.
 */
function renderDashboardFile(input) {
    const tag = (0,dashboards_owner/* ownerTag */.qE)(input.scope);
    const exported = [];
    const skipped = [];
    const renamed = [];
    const entries = [];
    const picked = input.dashboards.filter((d) => input.select(d.name).selected).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    const keys = (0,match/* liveKeys */.n4)(picked.map((d) => d.name));
    const count = (name) => input.dashboards.filter((d) => d.name === name).length;
    picked.forEach((d, i) => {
        const owner = (0,dashboards_owner/* ownershipOf */.VL)(d.tags, tag);
        if (owner.kind === 'other') {
            skipped.push({ name: d.name, id: d.id, reason: `managed by another scope (${owner.tags.join(', ')})` });
            return;
        }
        let entry;
        try {
            entry = toEntry(d, input);
        }
        catch (e) {
            if (!(e instanceof CannotExpress))
                throw e;
            skipped.push({ name: d.name, id: d.id, reason: e.message });
            return;
        }
        const name = keys[i];
        if (name !== d.name)
            renamed.push(`dashboard "${d.name || '(empty)'}" (id ${d.id}) → "${name}"`);
        const tileNames = (0,match/* liveKeys */.n4)(d.tiles.map((t) => t.name));
        d.tiles.forEach((t, j) => {
            if (tileNames[j] !== t.name)
                renamed.push(`tile "${t.name || '(empty)'}" of "${name}" → "${tileNames[j]}"`);
        });
        const adopt = owner.kind === 'ours' ? {} : { adopt: count(d.name) === 1 && name === d.name ? true : d.id };
        const full = { name, ...adopt, ...entry };
        const problems = (0,schema/* validateWithSchema */.C)(dashboard_file/* dashboardFile */.f, { version: 1, dashboards: [full] }, input.edition);
        if (problems.length > 0) {
            skipped.push({ name: d.name, id: d.id, reason: `the file format refuses it: ${problems[0]?.path.slice(2).join('.')}: ${problems[0]?.message}` });
            return;
        }
        entries.push(full);
        exported.push({ name, id: d.id, ownership: owner.kind === 'ours' ? 'ours' : 'adopt', tiles: d.tiles.length });
    });
    const doc = new dist/* Document */.yo({ version: 1, dashboards: entries });
    // Short maps of scalars (a select item, a target, a colour rule) read best on one line.
    (0,dist/* visit */.YR)(doc, {
        Map(_, map) {
            if (map.items.every((p) => (0,dist/* isScalar */.jn)(p.value)) && JSON.stringify(map.toJSON()).length <= 80 && map.items.length <= 4)
                map.flow = true;
        },
    });
    doc.commentBefore =
        ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (dashboards.export). Dashboards marked \`adopt\` are taken over by\n` +
            ' the first sync of this file (one update that adds the ownership tag, every tile id kept).';
    return { text: doc.toString({ lineWidth: 0 }), exported, skipped, renamed };
}
function toEntry(d, input) {
    const c = (0,canon/* canonDashboard */.iU)(d);
    const sourceName = (id, what) => {
        const hit = input.sources.find((s) => s.id === id);
        if (!hit)
            throw new CannotExpress(`${what}: source ${String(id)} does not exist`);
        if (input.sources.filter((s) => s.name === hit.name).length > 1)
            throw new CannotExpress(`${what}: several sources are named "${hit.name}"`);
        return hit.name;
    };
    const entry = {};
    const tags = (c.tags ?? []).filter((t) => !(0,dashboards_owner/* isOwnerTag */.IR)(t));
    if (tags.length > 0)
        entry.tags = tags;
    if (Array.isArray(c.filters)) {
        entry.filters = c.filters.map((f) => {
            const { sourceId, appliesToSourceIds, ...rest } = f;
            const out = { name: rest.name, ...rest, source: sourceName(sourceId, `filter "${String(f.name)}"`) };
            if (Array.isArray(appliesToSourceIds))
                out.appliesToSources = appliesToSourceIds.map((id) => sourceName(id, `filter "${String(f.name)}"`));
            return out;
        });
    }
    for (const k of ['savedQuery', 'savedQueryLanguage', 'savedFilterValues', 'containers'])
        if (c[k] !== undefined)
            entry[k] = c[k];
    const names = (0,match/* liveKeys */.n4)(d.tiles.map((t) => t.name));
    entry.tiles = c.tiles.map((t, i) => {
        const name = names[i];
        const { name: _n, config, ...layout } = t;
        return { name, ...layout, config: fileConfig(isObject(config) ? config : {}, d.tiles[i]?.config ?? {}, name, input, sourceName) };
    });
    return entry;
}
/** A canonical tile config → the file's (names for ids); `live` is the config as read, to find what the format lacks. */
function fileConfig(config, live, tile, input, sourceName) {
    const what = `tile "${tile}"`;
    const keys = (0,canon/* variantKeys */.MC)(live);
    if (!keys)
        throw new CannotExpress(`${what}: its ${live.configType ? `${String(live.configType)} ` : ''}display type "${String(live.displayType)}" is not one the file format knows`);
    const unknown = Object.keys(live).filter((k) => !keys.has(k) && !['displayType', 'configType'].includes(k) && live[k] !== undefined);
    if (unknown.length > 0)
        throw new CannotExpress(`${what}: the file format does not know ${unknown.map((k) => `\`${k}\``).join(', ')}`);
    const { displayType, configType, sourceId, connectionId, onClick, ...rest } = config;
    const out = { ...(configType !== undefined ? { configType } : {}), displayType };
    if (sourceId !== undefined)
        out.source = sourceName(sourceId, what);
    if (configType === 'sql') {
        const src = input.sources.find((s) => s.id === sourceId);
        if (!src || src.connection !== connectionId) {
            const conn = (input.connections ?? []).filter((k) => k.id === connectionId);
            const named = conn[0] && (input.connections ?? []).filter((k) => k.name === conn[0]?.name).length === 1 ? conn[0].name : undefined;
            if (!named)
                throw new CannotExpress(`${what}: its connection ${String(connectionId)} cannot be named${input.connections ? '' : ' (the managed API has no connections list)'}`);
            out.connection = named;
        }
    }
    Object.assign(out, rest);
    if (isObject(onClick)) {
        const target = isObject(onClick.target) ? onClick.target : {};
        const click = { ...onClick };
        if (target.mode === 'template')
            click.target = { template: target.template };
        else if (onClick.type === 'dashboard') {
            const hit = input.dashboards.filter((x) => x.id === target.id);
            if (hit.length !== 1 || input.dashboards.filter((x) => x.name === hit[0]?.name).length > 1)
                throw new CannotExpress(`${what}: its link to dashboard ${String(target.id)} cannot be named`);
            click.target = { dashboard: hit[0]?.name };
        }
        else
            click.target = { source: sourceName(target.id, what) };
        out.onClick = click;
    }
    return out;
}
/** What dashboards.export wrote, what it left out and why. */
function exportReport(out, where) {
    const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
    const notes = [`Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its dashboards stay owned.`];
    if (out.renamed.length > 0)
        notes.push(`Renamed in the file (duplicate or empty names); the first sync writes the new names and keeps the ids: ${out.renamed.join('; ')}.`);
    if (out.skipped.length > 0)
        notes.push('Dashboards left out are not in the file at all: a sync of it never touches them.');
    notes.push('PromQL tiles are not returned by the API: neither export nor sync can see them, and any update of their dashboard deletes them.');
    return {
        title: 'Dashboards export',
        outcome: out.skipped.length > 0 || out.renamed.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${out.exported.length} dashboard(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
        counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
        table: {
            columns: ['', 'Dashboard', 'Tiles', 'Ownership'],
            rows: [
                ...out.exported.map((e) => [model/* STATUS_ICON */.t.ok ?? '', e.name, String(e.tiles), e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync']),
                ...out.skipped.map((s) => [model/* STATUS_ICON */.t.skipped ?? '', s.name, '', `skipped: ${s.reason}`]),
            ],
        },
        notes,
    };
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(5787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(3059);
// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(977);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(4437);
;// CONCATENATED MODULE: ./src/operations/dashboards-export.ts








/** Writes the live dashboards as a dashboard file, so a team can adopt what it already has. */
const dashboardsExport = {
    ...meta/* DASHBOARDS_EXPORT */.X8,
    async prepare(input, { edition }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new input_error/* InputError */.d('dashboards.export needs input `output-file` (where to write the dashboard file).');
        // Checked before any request: a path out of the workspace, or a bad glob, is refused with nothing read or written.
        const path = await (0,workspace/* workspaceOutput */.lB)('output-file', outputFile);
        const display = (0,workspace/* displayPath */.Gt)((0,external_node_path_.resolve)((0,workspace/* workspace */.Gl)(), outputFile));
        const scope = input.text('scope') || (0,files/* defaultScope */._V)(display);
        const select = (0,name_filter/* compileNameFilter */.l)(input.list('include'), input.list('exclude'));
        return async ({ client, redactor }) => {
            const [dashboards, sources] = await Promise.all([client.listDashboards(), client.listSources()]);
            const connections = client.listConnections && needsConnections(dashboards, sources) ? await client.listConnections() : undefined;
            const out = renderDashboardFile({ dashboards, sources, connections, scope, select, edition });
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            // A file a team commits: no secret in it, whatever the server stored.
            await (0,promises_.writeFile)(path, redactor.text(out.text));
            const report = exportReport(out, { file: display, scope });
            // Left out, never silently dropped: each one is a warning on the written file.
            report.problems = out.skipped.map((s) => ({ file: display, line: 1, column: 1, severity: 'warning', message: `dashboard "${s.name}" (id ${s.id}) left out: ${s.reason}` }));
            return {
                result: { file: display, scope, exported: out.exported, skipped: out.skipped },
                changed: false,
                outputs: {},
                report,
            };
        };
    },
};


/***/ }),

/***/ 1000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ compileNameFilter)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);


// Key names are labels, not paths: `*` must cross `/` (bash), a leading `.` is an ordinary
// character (dot), and a Windows runner must match like a Linux one (windows: false).
// strictBrackets turns an unbalanced `{`/`[`/`(` into an error instead of a pattern that
// silently matches nothing — a typo in `exclude` must not quietly unprotect a key.
const BASE = { bash: true, dot: true, windows: false, strictBrackets: true };
/**
 * Compiles the name globs once, throwing InputError for a malformed pattern (before any request).
 * `include` empty means every key; `exclude` wins over `include`. `include` is case-sensitive;
 * `exclude` ignores case, so a miscased protection still protects ("when in doubt, keep").
 * A key without a name is treated as the empty name: selected only when `include` is empty
 * or holds `*` / `**`, and excluded only by `*` / `**`.
 */
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
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`Input \`${input}\`: pattern \`${pattern}\` is not a valid glob: ${e.message}`);
    }
    return {
        pattern,
        test: (name) => (name === undefined || name === '' ? MATCH_ALL.has(pattern) : isMatch(name)),
    };
}


/***/ }),

/***/ 6954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ validateWithSchema)
/* harmony export */ });
/* unused harmony export suggest */
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4598);
/**
 * Schema errors for people. A file format's JSON Schema is its one truth: ajv (standalone code
 * generated from `schemas/*.schema.json` by scripts/validators.ts) validates a file, and this
 * module turns ajv's errors into located, worded problems:
 *
 * - the wording comes from the schema where it has an `errorMessage` — a string, or an object
 *   keyed by keyword (and, for `required`, by property) — on the subschema holding the failing
 *   keyword; otherwise from the keyword, its parameters and the value (`must be one of …`);
 * - placeholders: `{property}` (the key at fault), `{value}` (the value as JSON), `{text}` (as
 *   text), `{length}`, `{limit}`, `{missingProperty}`, `{@key}` (a sibling value) and `{segment}`
 *   (why the value cannot be an id); an `empty` entry words an error on an empty value (null);
 * - of an anyOf / oneOf, the most specific error is reported, not one per branch: a branch that
 *   only fails `x-edition`, else the one that got furthest; alternatives that only name values
 *   or types merge into one "must be one of" (scripts/validators.ts keeps branches free of `$ref`
 *   so their errors can be told apart); `if` errors go, the `then` / `else` ones stay.
 */

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Validates `data` for `edition`; an empty list when it is valid. */
function validateWithSchema(compiled, data, edition) {
    const validate = compiled.validate[edition];
    if (validate(data))
        return [];
    return explain(validate.errors ?? [], data, compiled.schema, edition);
}
/** ajv errors → one worded, located problem per fault. */
function explain(errors, data, schema, edition) {
    const ctx = { data, schema, edition };
    // `if` only says that `then` / `else` failed, and a propertyNames subschema's own errors only
    // that the name failed: their errors say it better.
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
// ---- anyOf / oneOf: keep the most specific errors ----
const NAMING = new Set(['type', 'enum', 'const']);
function pickSpecific(errors, ctx) {
    let list = [...errors];
    // Outermost first: choosing its branch drops the errors of the others, inner unions included.
    const unions = list.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
    for (const union of unions) {
        if (!list.includes(union))
            continue;
        const prefix = `${union.schemaPath}/`;
        const inside = list.filter((e) => e !== union && e.schemaPath.startsWith(prefix));
        const rest = list.filter((e) => e !== union && !e.schemaPath.startsWith(prefix));
        const owner = schemaAt(ctx.schema, parentPath(union.schemaPath));
        // The schema words the whole union (or several branches matched a oneOf): one error.
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
        // Every branch only names other values or types for this very value: say them all at once.
        const here = (e) => e.instancePath === union.instancePath;
        if (groups.every((g) => g.every((e) => here(e) && (NAMING.has(e.keyword) || e.keyword === 'x-edition')))) {
            list = [...rest, merged(union, groups, ctx)];
            continue;
        }
        list = [...rest, ...best(groups, union)];
    }
    return list;
}
/** The branch that got furthest: deepest error, fewest errors; one that failed on the value's kind loses. */
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
/** One `enum` error listing every value (and type) the alternatives allow on this edition. */
function merged(union, groups, ctx) {
    const values = [];
    const types = [];
    for (const g of groups) {
        if (g.some((e) => e.keyword === 'x-edition'))
            continue; // not on this edition
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
// ---- wording and location ----
function describe(e, ctx) {
    const path = toPath(e.instancePath, ctx.data);
    const value = valueAt(ctx.data, path);
    const name = path.length > 0 ? String(path[path.length - 1]) : '';
    const owner = schemaAt(ctx.schema, ownerPath(e));
    const vars = {
        property: name,
        value: show(value),
        text: typeof value === 'string' ? value.trim() : show(value),
        length: String(typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : ''),
        limit: String(e.params.limit ?? ''),
        missingProperty: String(e.params.missingProperty ?? ''),
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
            const key = String(e.params.additionalProperty ?? e.params.unevaluatedProperty ?? e.params.propertyName ?? '');
            vars.property = key;
            where = [...path, key];
            at = 'key';
            break;
        }
        case 'dependencies':
        case 'dependentRequired':
            vars.property = String(e.params.property ?? '');
            where = [...path, vars.property];
            break;
        case 'not': {
            // `not: {required: [a, b]}` is "not both": point at the second one written.
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
/** The schema's own wording for this error, if it has one. */
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
/** What the user most likely did: quoted a number, left a string unquoted. */
function typeHint(types, value) {
    if (typeof value === 'string' && (types.includes('number') || types.includes('integer')))
        return ' (remove the quotes)';
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
/** The keys the object's schema declares (through `$ref`s and `allOf`), for "did you mean". */
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
/** The closest allowed key, when close enough to be what was meant. */
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
// ---- paths ----
/** A JSON pointer into the file's value → a path of keys and list indexes. */
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
/** What a `#/…` pointer names in this schema document. */
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
/** The subschema a `#/…` pointer names. */
function schemaAt(schema, pointer) {
    const node = nodeAt(schema, pointer);
    return isObject(node) ? node : undefined;
}
function parentPath(schemaPath) {
    return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}
/**
 * The subschema whose `errorMessage` words an error: the one holding the keyword; for a `false`
 * subschema under `properties`, the schema holding that `properties`.
 */
function ownerPath(e) {
    const parent = parentPath(e.schemaPath);
    if (e.keyword !== 'false schema')
        return parent;
    // `…/properties/<key>/false schema`: the `false` stands for <key>; its owner holds `properties`.
    const holder = parentPath(parent);
    return holder.endsWith('/properties') ? parentPath(holder) : holder;
}
function show(value) {
    let s;
    try {
        s = JSON.stringify(value) ?? String(value);
    }
    catch {
        s = String(value); // not JSON (a value that contains itself): what it is, roughly
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


/***/ })

};
