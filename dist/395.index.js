export const id = 395;
export const ids = [395];
export const modules = {

/***/ 5787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _V: () => (/* binding */ defaultScope),
/* harmony export */   lY: () => (/* binding */ findFiles),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export repositoryFromRemote */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3059);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(977);




/** `<owner/repo>:<path>`: two repositories, or two files of one, never share a scope. */
function defaultScope(ws, display) {
    return `${repository(ws)}:${display}`;
}
const remotes = new Map();
/**
 * `owner/repo`: the run's (GITHUB_REPOSITORY in CI, the command line's `--repository`); else the
 * workspace's git remote `origin`, so that a plan made on a laptop has the scope, and so the
 * fingerprint, that CI computes; `local` outside a git repository or without `origin`.
 */
function repository(ws) {
    if (ws.repository)
        return ws.repository;
    const { root } = ws;
    if (!remotes.has(root))
        remotes.set(root, repositoryFromRemote(originUrl(root)));
    return remotes.get(root) ?? 'local';
}
function originUrl(cwd) {
    try {
        // `remote get-url` applies the user's `insteadOf` rewrites, as `git fetch` would.
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['remote', 'get-url', 'origin'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    }
    catch {
        return ''; // no git, not a repository, or no origin
    }
}
/**
 * `owner/repo` from a remote URL: `https://github.com/owner/repo(.git)`, `git@github.com:owner/repo.git`,
 * `ssh://git@github.com(:22)/owner/repo.git` (any host, for GitHub Enterprise Server); undefined
 * for anything else (a local path, a deeper path such as GitLab subgroups).
 */
function repositoryFromRemote(url) {
    const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/(.*)$/i.exec(url)?.[1] ?? /^[^/@:]+@[^/:]+:(?!\/)(.*)$/.exec(url)?.[1];
    const parts = path?.replace(/\.git\/?$|\/+$/g, '').split('/');
    return parts?.length === 2 && parts.every((p) => /^[\w.-]+$/.test(p) && p !== '.' && p !== '..') ? parts.join('/') : undefined;
}
/**
 * The file input `input` names — a path or a glob, relative to the workspace — as files, sorted;
 * nothing found is an error, and so is any file (a glob match included) whose real path is
 * outside the workspace.
 */
async function findFiles(ws, input, pattern) {
    const { root } = ws;
    if (!/[*?[\]{}]/.test(pattern)) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(ws, input, pattern);
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined);
        if (!st?.isFile())
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .theInput */ .y8)(input)}: no file at \`${pattern}\` (relative to ${root}).`);
        return [file];
    }
    const found = [];
    for await (const entry of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(pattern, { cwd: root })) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(ws, input, entry);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined))?.isFile())
            found.push(file);
    }
    if (found.length === 0)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .theInput */ .y8)(input)}: the glob \`${pattern}\` matches no file (relative to ${root}).`);
    return found.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}
/** The text of a file `input` named; an error naming the input when it cannot be read. */
async function readText(input, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file.path, 'utf8');
    }
    catch (e) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .theInput */ .y8)(input)}: cannot read \`${file.display}\`: ${e.code ?? e.message}`);
    }
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
        // Items of one array share their schema paths: an error is inside this union only at or under its value.
        const under = (e) => e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`);
        const isInside = (e) => e !== union && e.schemaPath.startsWith(prefix) && under(e);
        const inside = list.filter(isInside);
        const rest = list.filter((e) => e !== union && !isInside(e));
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
            list = [...rest, merged(union, groups)];
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
function merged(union, groups) {
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
/** An ajv parameter (a name or a number) as text; absent, nothing. */
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
    if (typeof value === 'string' && (types.includes('number') || types.includes('integer'))) {
        // `1e400` read as text (too large for a number) is no quoting mistake.
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
        // JSON.stringify is typed string, but gives undefined for undefined (and functions, symbols).
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
