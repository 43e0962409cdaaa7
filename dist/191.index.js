export const id = 191;
export const ids = [191];
export const modules = {

/***/ 9191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit),
/* harmony export */   gitHubAccess: () => (/* binding */ gitHubAccess)
/* harmony export */ });
/* harmony import */ var _github_git_data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78932);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77369);
/* harmony import */ var _github_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(298);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59360);
/* harmony import */ var _util_cancel_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24436);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26518);






const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
async function createOctokit(token, opts) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const octokit = getOctokit(token, {
        baseUrl: opts.apiUrl,
        log: { debug: opts.log.debug, info: opts.log.debug, warn: opts.log.warning, error: opts.log.warning },
    });
    octokit.hook.wrap('request', async (request, options) => {
        const { method, url } = octokit.request.endpoint.parse(options);
        const what = `${method} ${new URL(url).pathname}`;
        const retries = IDEMPOTENT.has(method) ? opts.maxRetries : 0;
        let unanswered = false;
        const deadline = opts.deadline ?? new AbortController().signal;
        for (let attempt = 0;; attempt++) {
            const own = AbortSignal.timeout(opts.timeoutMs);
            options.request = { ...options.request, signal: AbortSignal.any([own, deadline]) };
            try {
                return await request(options);
            }
            catch (e) {
                const failure = deadline.aborted
                    ? { message: `${what}: given up, the run was cancelled`, transient: false }
                    : describeFailure(e, own.aborted, what, opts.timeoutMs);
                unanswered ||= failure.status === undefined;
                if (failure.transient && attempt < retries) {
                    const wait = failure.retryAfterMs ?? (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_4__/* .backoffMs */ .j)(attempt);
                    opts.log.debug(`GitHub: ${failure.message}; retry ${attempt + 1} of ${retries} in ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(wait)}${failure.retryAfterMs ? ' (retry-after)' : ''}`);
                    await (0,_util_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOrCancel */ .zW)(wait, deadline);
                    if (!deadline.aborted)
                        continue;
                }
                const tries = attempt > 0 ? ` (${attempt + 1} attempts)` : '';
                throw new _github_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_(`${failure.message}${tries}`, failure.status, method !== 'GET' && unanswered);
            }
        }
    });
    return octokit;
}
function describeFailure(e, timedOut, what, timeoutMs) {
    if (timedOut)
        return { message: `${what}: GitHub did not answer within ${timeoutMs / 1000} s (timeout-seconds)`, transient: true };
    const response = e.response;
    const message = e instanceof Error ? e.message : String(e);
    if (typeof response?.status !== 'number')
        return { message: `${what} failed: ${message}`, transient: true };
    const status = response.status;
    const failure = { message: `${what} → ${status}: ${message}`, status };
    if (TRANSIENT_STATUS.has(status))
        return { ...failure, transient: true };
    const retryAfterMs = Number(response.headers?.['retry-after']) * 1000;
    if ((status === 403 || status === 429) && retryAfterMs > 0 && retryAfterMs <= _util_backoff_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_RETRY_WAIT_MS */ .H)
        return { ...failure, transient: true, retryAfterMs };
    return { ...failure, transient: false };
}
function gitHubAccess(log, deadline) {
    const requestsOf = (octokit) => ({
        request: (route, params) => octokit.request(route, params),
        paginate: (route, params) => octokit.paginate(route, params),
    });
    return {
        async secrets(token, scope, opts) {
            return (0,_github_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .createSecretsClient */ .LJ)(requestsOf(await createOctokit(token, { ...opts, log, deadline })), scope);
        },
        async gitData(token, repository, opts) {
            const octokit = await createOctokit(token, { ...opts, log, deadline });
            let me;
            return {
                git: (0,_github_git_data_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitData */ .BP)(requestsOf(octokit), repository),
                login: () => (me ??= octokit
                    .graphql({ query: 'query { viewer { login } }', ...(opts.graphqlUrl ? { url: opts.graphqlUrl } : {}) })
                    .then((r) => r.viewer?.login ?? _github_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_ACTIONS_LOGIN */ .q)
                    .catch((e) => {
                    log.debug(`Token identity lookup failed (${e instanceof Error ? e.message : String(e)}); assuming ${_github_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_ACTIONS_LOGIN */ .q}.`);
                    return _github_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_ACTIONS_LOGIN */ .q;
                })),
            };
        },
    };
}


/***/ }),

/***/ 78932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ createGitData),
/* harmony export */   wJ: () => (/* binding */ blobSha),
/* harmony export */   xh: () => (/* binding */ GitDataError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(298);


class GitDataError extends _secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ {
    permission;
    constructor(cause, permission) {
        super(cause.message, cause.status, cause.mayHaveLanded);
        this.name = 'GitDataError';
        this.permission = permission;
    }
}
function blobSha(text) {
    const bytes = Buffer.from(text, 'utf8');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1')
        .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
        .digest('hex');
}
const str = (v, what) => {
    if (typeof v !== 'string')
        throw new _secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_(`GitHub's answer has no ${what}`, undefined, false);
    return v;
};
const record = (v) => (typeof v === 'object' && v !== null ? v : {});
function pullRequest(data, repo) {
    const d = record(data);
    const head = record(d.head);
    const base = record(d.base);
    const user = record(d.user);
    const headRepo = record(head.repo);
    return {
        number: Number(d.number),
        state: d.state === 'open' ? 'open' : 'closed',
        title: typeof d.title === 'string' ? d.title : '',
        body: typeof d.body === 'string' ? d.body : '',
        author: typeof user.login === 'string' ? user.login : undefined,
        head: typeof head.ref === 'string' ? head.ref : '',
        sameRepository: typeof headRepo.full_name === 'string' && headRepo.full_name.toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase(),
        base: typeof base.ref === 'string' ? base.ref : '',
        url: typeof d.html_url === 'string' ? d.html_url : '',
    };
}
function createGitData(octokit, repository) {
    const at = { owner: repository.owner, repo: repository.repo };
    const call = async (permission, route, params) => {
        try {
            return await octokit.request(route, { ...at, ...params });
        }
        catch (e) {
            throw e instanceof _secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ ? new GitDataError(e, permission) : e;
        }
    };
    const maybe = async (permission, route, params) => {
        try {
            return (await call(permission, route, params)).data;
        }
        catch (e) {
            if (e instanceof _secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_ && e.status === 404)
                return undefined;
            throw e;
        }
    };
    return {
        repository,
        async branch(name) {
            const data = record(await maybe('contents: read', 'GET /repos/{owner}/{repo}/git/ref/{ref}', { ref: `heads/${name}` }));
            return Array.isArray(data) || data.object === undefined ? undefined : str(record(data.object).sha, 'commit SHA');
        },
        async commit(sha) {
            const d = record((await call('contents: read', 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { commit_sha: sha })).data);
            const parents = Array.isArray(d.parents) ? d.parents.map((p) => str(record(p).sha, 'parent SHA')) : [];
            return { sha: str(d.sha, 'commit SHA'), tree: str(record(d.tree).sha, 'tree SHA'), parents, message: typeof d.message === 'string' ? d.message : '' };
        },
        async fileSha(path, commit) {
            const d = await maybe('contents: read', 'GET /repos/{owner}/{repo}/contents/{path}', { path, ref: commit });
            return Array.isArray(d) || record(d).type !== 'file' ? undefined : str(record(d).sha, 'blob SHA');
        },
        async createBlob(text) {
            const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/blobs', { content: text, encoding: 'utf-8' })).data);
            return str(d.sha, 'blob SHA');
        },
        async createTree(base, files) {
            const tree = files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', sha: f.blob }));
            const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/trees', { base_tree: base, tree })).data);
            return str(d.sha, 'tree SHA');
        },
        async createCommit(message, tree, parents) {
            const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/commits', { message, tree, parents })).data);
            return str(d.sha, 'commit SHA');
        },
        async createBranch(name, commit) {
            await call('contents: write', 'POST /repos/{owner}/{repo}/git/refs', { ref: `refs/heads/${name}`, sha: commit });
        },
        async moveBranch(name, commit) {
            await call('contents: write', 'PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ref: `heads/${name}`, sha: commit, force: true });
        },
        async deleteBranch(name) {
            await call('contents: write', 'DELETE /repos/{owner}/{repo}/git/refs/{ref}', { ref: `heads/${name}` });
        },
        async openPullRequests(branch) {
            const { data } = await call('pull-requests: read', 'GET /repos/{owner}/{repo}/pulls', {
                state: 'open',
                head: `${repository.owner}:${branch}`,
                per_page: 100,
            });
            return (Array.isArray(data) ? data : []).map((p) => pullRequest(p, repository)).filter((p) => p.head === branch && p.sameRepository);
        },
        async openPullRequest(p) {
            const { data } = await call('pull-requests: write', 'POST /repos/{owner}/{repo}/pulls', p);
            return pullRequest(data, repository);
        },
        async updatePullRequest(number, p) {
            const { data } = await call('pull-requests: write', 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { pull_number: number, ...p });
            return pullRequest(data, repository);
        },
        async pullRequestState(number) {
            const d = await maybe('pull-requests: read', 'GET /repos/{owner}/{repo}/pulls/{pull_number}', { pull_number: number });
            return d === undefined ? undefined : record(d).state === 'open' ? 'open' : 'closed';
        },
        async comment(number, body) {
            await call('pull-requests: write', 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { issue_number: number, body });
        },
    };
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


/***/ }),

/***/ 298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ createSecretsClient),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* unused harmony export seal */
class GitHubError extends Error {
    status;
    mayHaveLanded;
    constructor(message, status, mayHaveLanded = status === undefined) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
        this.mayHaveLanded = mayHaveLanded;
    }
}
function describeScope(scope) {
    if (scope.kind === 'org')
        return `organization ${scope.org}`;
    if (scope.kind === 'environment')
        return `environment ${scope.environment} of ${scope.owner}/${scope.repo}`;
    return `repository ${scope.owner}/${scope.repo}`;
}
function base(scope) {
    if (scope.kind === 'org')
        return { route: '/orgs/{org}/actions/secrets', params: { org: scope.org } };
    if (scope.kind === 'environment') {
        return {
            route: '/repos/{owner}/{repo}/environments/{environment_name}/secrets',
            params: { owner: scope.owner, repo: scope.repo, environment_name: scope.environment },
        };
    }
    return { route: '/repos/{owner}/{repo}/actions/secrets', params: { owner: scope.owner, repo: scope.repo } };
}
function createSecretsClient(octokit, scope) {
    const { route, params } = base(scope);
    let publicKey;
    const readPublicKey = async () => {
        const { data } = await octokit.request(`GET ${route}/public-key`, params);
        const { key_id: keyId, key } = (data ?? {});
        if (typeof keyId !== 'string' || typeof key !== 'string' || Buffer.from(key, 'base64').length !== 32) {
            throw new GitHubError(`GET ${route}/public-key: the answer holds no Curve25519 public key`, undefined);
        }
        return { keyId, key };
    };
    const write = async (name, value, access, sealFor) => {
        const body = { encrypted_value: await seal(value, sealFor.key), key_id: sealFor.keyId };
        if (scope.kind === 'org') {
            if (!access)
                throw new Error(`Writing organization secret ${name} needs its visibility`);
            body.visibility = access.visibility;
            if (access.visibility === 'selected')
                body.selected_repository_ids = access.selectedRepositoryIds ?? [];
        }
        const { status } = await octokit.request(`PUT ${route}/{secret_name}`, { ...params, secret_name: name, ...body });
        return status === 201 ? 'created' : 'updated';
    };
    const client = {
        scope,
        publicKey() {
            const reading = (publicKey ??= readPublicKey());
            reading.catch(() => {
                if (publicKey === reading)
                    publicKey = undefined;
            });
            return reading;
        },
        async get(name) {
            try {
                const { data } = await octokit.request(`GET ${route}/{secret_name}`, { ...params, secret_name: name });
                const d = (data ?? {});
                const str = (v) => (typeof v === 'string' ? v : undefined);
                return {
                    name: str(d.name) ?? name,
                    createdAt: str(d.created_at),
                    updatedAt: str(d.updated_at),
                    visibility: str(d.visibility),
                };
            }
            catch (e) {
                if (e instanceof GitHubError && e.status === 404)
                    return undefined;
                throw e;
            }
        },
        async selectedRepositories(name) {
            if (scope.kind !== 'org')
                return [];
            const repos = await octokit.paginate('GET /orgs/{org}/actions/secrets/{secret_name}/repositories', {
                org: scope.org,
                secret_name: name,
                per_page: 100,
            });
            return repos.map((r) => r.id);
        },
        async repositoryId(owner, repo) {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo });
            return Number(data?.id);
        },
        async put(name, value, access) {
            const sealedFor = await client.publicKey();
            try {
                return await write(name, value, access, sealedFor);
            }
            catch (e) {
                if (!(e instanceof GitHubError && e.status === 422))
                    throw e;
                publicKey = undefined;
                const current = await client.publicKey().catch((again) => {
                    throw new GitHubError(`${e.message}; reading the public key again failed: ${again instanceof Error ? again.message : String(again)}`, e.status, e.mayHaveLanded);
                });
                if (current.keyId === sealedFor.keyId && current.key === sealedFor.key)
                    throw e;
                return write(name, value, access, current);
            }
        },
        async delete(name) {
            await octokit.request(`DELETE ${route}/{secret_name}`, { ...params, secret_name: name });
        },
    };
    return client;
}
async function seal(value, publicKey) {
    const { default: sodium } = await __webpack_require__.e(/* import() */ 768).then(__webpack_require__.bind(__webpack_require__, 54768));
    await sodium.ready;
    const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL));
    return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
}


/***/ })

};
