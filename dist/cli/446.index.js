export const id = 446;
export const ids = [446];
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
function defaultScope(display) {
    return `${repository()}:${display}`;
}
const remotes = new Map();
/**
 * `owner/repo`: GITHUB_REPOSITORY in CI; elsewhere the workspace's git remote `origin`, so that a
 * plan made on a laptop has the scope, and so the fingerprint, that CI computes; `local` outside
 * a git repository or without `origin`.
 */
function repository() {
    if (process.env.GITHUB_REPOSITORY)
        return process.env.GITHUB_REPOSITORY;
    const root = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspace */ .Gl)();
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
async function findFiles(input, pattern) {
    const root = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspace */ .Gl)();
    if (!/[*?[\]{}]/.test(pattern)) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(input, pattern);
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined);
        if (!st?.isFile())
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: no file at \`${pattern}\` (relative to ${root}).`);
        return [file];
    }
    const found = [];
    for await (const entry of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(pattern, { cwd: root })) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)(input, entry);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined))?.isFile())
            found.push(file);
    }
    if (found.length === 0)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: the glob \`${pattern}\` matches no file (relative to ${root}).`);
    return found.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}
/** The text of a file `input` named; an error naming the input when it cannot be read. */
async function readText(input, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file.path, 'utf8');
    }
    catch (e) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`Input \`${input}\`: cannot read \`${file.display}\`: ${e.code ?? e.message}`);
    }
}


/***/ }),

/***/ 7284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ matchesFingerprint),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** JSON with object keys sorted at every level and no undefined members: equal values, equal text. */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
/** A plan's fingerprint: sha256 of the canonical JSON of what it would send; `short` is what people quote. */
function fingerprintOf(doc) {
    const full = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(doc)).digest('hex');
    return { full, short: full.slice(0, 12) };
}
/** True when `expected` (short or full form, any case) names this plan (`expect-plan`). */
function matchesFingerprint(expected, full) {
    const e = expected.trim().toLowerCase();
    return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}


/***/ })

};
