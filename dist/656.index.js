export const id = 656;
export const ids = [656];
export const modules = {

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
// Per-environment values (`values-file`): one set of alert, dashboard and stack files serves several
// instances (staging, production), each run with its own values file. A placeholder
// `${{ values.NAME }}` in a string of those files is replaced by the value NAME — on the parsed
// value, never on the text, so a value can never add YAML structure and every line stays where it
// was written — before the file's schema judges it: a problem with a substituted value is shown at
// the placeholder's line.





/** The name of a value: what may follow `values.` in a placeholder. */
const VALUE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * The escape: `$${{` is a literal `${{` (as Terraform's `$${`), never a placeholder — a dashboard
 * named `CPU ${{ values.x }}` is written `CPU $${{ values.x }}`, which stack.export does for every
 * string that holds `${{`. A `${{` right after a `$` is always that escape.
 */
const ESCAPE = '$${{';
/** A placeholder, spaces inside the braces optional: `${{ values.errorThreshold }}` (not `$${{…`, the escape). */
const PLACEHOLDER = /(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
/** A placeholder or the escape, in one pass from the left. */
const PLACEHOLDER_OR_ESCAPE = /\$\$\{\{|(?<!\$)\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;
/** The same, alone in its string: the value then keeps its type. */
const WHOLE = /^\$\{\{\s*values\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}$/;
/**
 * What opens a placeholder. One that does not close as PLACEHOLDER (`${{ values.a.b }}`,
 * `${{values.x}` ) is a mistake, not text to keep: the file would otherwise reach the server with
 * the placeholder in it.
 */
const OPENING = /(?<!\$)\$\{\{\s*values\b/g;
const OPENS = /(?<!\$)\$\{\{\s*values\b/;
/** Unused values listed one by one; the rest are counted. */
const MAX_UNUSED = 100;
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
     * Once every file of the run is substituted: the values none of them used, as warnings — the first
     * MAX_UNUSED at their lines in the values file, then their count — as Terraform treats a variable a
     * `.tfvars` file sets and no configuration declares: one values file per environment then serves
     * every job (alerts, dashboards, stack), each using some of its values. The warnings are the values
     * file's own. Returns the values file for the run's list of files with problems.
     */
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
        return text.replace(PLACEHOLDER_OR_ESCAPE, (m, name) => (name === undefined ? m.slice(1) : String(this.entries.get(name))));
    }
    missingText(name) {
        if (!this.yaml)
            return (0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `\`\${{ values.${name} }}\` has no value: no values file is given (set ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .named */ .KT)('values-file')})`.render(this.nameInput);
        return `\`\${{ values.${name} }}\` has no value: \`${this.yaml.file}\` has no \`${name}\`${nearest(name, [...this.entries.keys()])}`;
    }
}
/**
 * `value` with every `${{` in its strings written as the escape `$${{`: what a file must say for
 * the text to reach the server as it is (stack.export writes names so). Keys are left as they are.
 */
function escapePlaceholders(value) {
    const walk = (v) => {
        // A function, not a string: in a replacement string `$$` would stand for one `$`.
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
/** Whether a string or key anywhere in `value` holds `${{` (a placeholder, the escape, or the start of a wrong one). */
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
    /** The text and its located document (built on first need), shared by every section of the file (`section`). */
    source;
    constructor(file, text, section) {
        this.file = file;
        if (section) {
            // A section of a file read already: its value, its own problems, the one document to locate them.
            this.source = section.of.source;
            this.current = section.value;
            return;
        }
        this.source = { text, heavy: false };
        const tooLarge = (0,_file_size_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSizeProblem */ .$)(text);
        if (tooLarge) {
            // Refused before parsing: no parser reads 50 MB of YAML on the default heap and says where.
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
    /** The `yaml` document with node positions, built on first need (once for every section of the file). */
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
    /**
     * A section of this file for the format that reads it (a stack file's `dashboards`, its
     * `alerts`…): the top-level `keys` of the value (all of it when unset), its own problems, and the
     * same document to locate them — a file is parsed once however many kinds read it.
     */
    section(keys) {
        const root = this.value;
        const mapping = typeof root === 'object' && root !== null && !Array.isArray(root);
        const value = keys && mapping ? Object.fromEntries(Object.entries(root).filter(([k]) => keys.includes(k))) : root;
        return new LocatedYaml(this.file, '', { of: this, value });
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
    /** Records a problem located at `path`. */
    problem(path, message, severity = 'error', at = 'value') {
        const { line, column } = this.locate(path, at);
        this.problems.push({ file: this.file, line, column, message: this.source.heavy ? `${pathText(path)}: ${message}` : message, severity });
    }
    /** Validates the value with a file format's schema, recording each problem; returns them. */
    validate(compiled, edition) {
        const problems = (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .validateWithSchema */ .C)(compiled, this.value, edition);
        const located = problems.map((p) => ({ ...this.locate(p.path, p.at), message: this.source.heavy ? `${pathText(p.path)}: ${p.message}` : p.message }));
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
    for (const key of Object.keys(value))
        if (NOT_A_STRING.test(key) || !stringKeysOnly(value[key]))
            return false;
    return true;
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
    // One path, extended and restored on the way down, copied only for a finding (not per value).
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
