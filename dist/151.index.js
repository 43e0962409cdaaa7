export const id = 151;
export const ids = [151];
export const modules = {

/***/ 51151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Up: () => (/* reexport safe */ _github_identity_js__WEBPACK_IMPORTED_MODULE_2__.U),
/* harmony export */   nu: () => (/* binding */ tokenLogin),
/* harmony export */   upsertComment: () => (/* binding */ upsertComment),
/* harmony export */   yZ: () => (/* binding */ withDeadlines)
/* harmony export */ });
/* unused harmony export COMMENT_PHASE_REQUESTS */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89074);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77369);
/* harmony import */ var _report_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80990);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55019);





const COMMENT_PHASE_REQUESTS = 4;
class GitHubTimeout extends Error {
}
async function upsertComment(token, target, key, body, opts) {
    try {
        const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
        const octokit = getOctokit(token, { baseUrl: (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubEnvironment */ .F)().apiUrl });
        withDeadlines(octokit, opts.timeoutMs);
        const me = await tokenLogin(octokit);
        const { owner, repo, number } = target;
        let existing;
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
        })) {
            existing = page.data.find((c) => (0,_report_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .readMarker */ .t7)(c.body) === key && (0,_github_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .sameLogin */ .U)(c.user?.login, me));
            if (existing)
                break;
        }
        if (existing) {
            if (existing.body === body) {
                _core_js__WEBPACK_IMPORTED_MODULE_0__.info(`PR #${number}: comment ${existing.html_url} is already up to date.`);
                return { action: 'unchanged', id: existing.id, url: existing.html_url };
            }
            const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
            _core_js__WEBPACK_IMPORTED_MODULE_0__.info(`PR #${number}: updated comment ${data.html_url}`);
            return { action: 'updated', id: data.id, url: data.html_url };
        }
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        _core_js__WEBPACK_IMPORTED_MODULE_0__.info(`PR #${number}: created comment ${data.html_url}`);
        return { action: 'created', id: data.id, url: data.html_url };
    }
    catch (e) {
        const reason = describeFailure(e, target);
        _core_js__WEBPACK_IMPORTED_MODULE_0__.warning(reason, { title: 'PR comment not posted' });
        return { action: 'failed', reason };
    }
}
function withDeadlines(octokit, timeoutMs, phaseName = 'comment') {
    const phase = AbortSignal.timeout(COMMENT_PHASE_REQUESTS * timeoutMs);
    octokit.hook.wrap('request', async (request, options) => {
        const own = AbortSignal.timeout(timeoutMs);
        options.request = { ...options.request, signal: AbortSignal.any([own, phase]) };
        try {
            return await request(options);
        }
        catch (e) {
            if (!own.aborted && !phase.aborted)
                throw e;
            const { method, url } = octokit.request.endpoint.parse(options);
            const what = `${method} ${new URL(url).pathname}`;
            throw new GitHubTimeout(phase.aborted
                ? `the ${phaseName} phase did not finish within ${(COMMENT_PHASE_REQUESTS * timeoutMs) / 1000} s (${COMMENT_PHASE_REQUESTS} × timeout-seconds); ${what} was still waiting`
                : `${what}: GitHub did not answer within ${timeoutMs / 1000} s (timeout-seconds)`);
        }
    });
}
async function tokenLogin(octokit) {
    try {
        const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubEnvironment */ .F)().graphqlUrl;
        const res = await octokit.graphql({
            query: 'query { viewer { login } }',
            ...(url ? { url } : {}),
        });
        if (res.viewer?.login)
            return res.viewer.login;
    }
    catch (e) {
        _core_js__WEBPACK_IMPORTED_MODULE_0__.debug(`Token identity lookup failed (${e.message}); assuming ${_github_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_ACTIONS_LOGIN */ .q}.`);
    }
    return _github_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_ACTIONS_LOGIN */ .q;
}
function describeFailure(e, target) {
    const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
    const message = e instanceof Error ? e.message : String(e);
    const where = `PR #${target.number} in ${target.owner}/${target.repo}`;
    const fallback = 'The report is still in the job summary and in the file named by the `report` output.';
    if (status === 403 && /rate limit/i.test(message)) {
        return `Could not comment on ${where}: GitHub API rate limit (${message}). ${fallback}`;
    }
    if (status === 403 || (status === 404 && /not accessible by integration/i.test(message))) {
        const fork = target.fromFork
            ? ' This pull request comes from a fork, so its token is read-only whatever `permissions:` says: post the `report` file from a `workflow_run` workflow instead.'
            : ' On pull requests from forks the token is always read-only: post the `report` file from a `workflow_run` workflow instead.';
        return `Could not comment on ${where}: the token is read-only (HTTP ${status}: ${message}). Grant \`permissions: pull-requests: write\` to the job.${fork} ${fallback}`;
    }
    if (status === 404)
        return `Could not comment on ${where}: not found (HTTP 404: ${message}). Check \`pr-number\` and the token's repository access. ${fallback}`;
    return `Could not comment on ${where}: ${status ? `HTTP ${status}: ` : ''}${message}. ${fallback}`;
}


/***/ }),

/***/ 77369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sameLogin),
/* harmony export */   q: () => (/* binding */ GITHUB_ACTIONS_LOGIN)
/* harmony export */ });
const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';
function sameLogin(a, b) {
    const norm = (s) => s.toLowerCase().replace(/\[bot\]$/, '');
    return a !== undefined && norm(a) === norm(b);
}


/***/ })

};
