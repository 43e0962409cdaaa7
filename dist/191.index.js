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
/* harmony import */ var _github_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(298);
// Octokit as this action uses it outside the PR comment: from `@actions/github` (loaded when first
// needed, so runs that never talk to GitHub do not pay for it), every request with its own timeout,
// and every failure turned into one error type that names the request and never the token.

async function createOctokit(token, opts) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
    const octokit = getOctokit(token, {
        baseUrl: opts.apiUrl,
        log: { debug: opts.log.debug, info: opts.log.debug, warn: opts.log.warning, error: opts.log.warning },
    });
    octokit.hook.wrap('request', async (request, options) => {
        const own = AbortSignal.timeout(opts.timeoutMs);
        // In place: the hooks inside this one (auth) were bound to this very options object.
        options.request = { ...options.request, signal: own };
        try {
            return await request(options);
        }
        catch (e) {
            const { method, url } = octokit.request.endpoint.parse(options);
            const what = `${method} ${new URL(url).pathname}`;
            if (own.aborted)
                throw new _github_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(`${what}: GitHub did not answer within ${opts.timeoutMs / 1000} s (timeout-seconds)`, undefined);
            const status = typeof e.status === 'number' ? e.status : undefined;
            const message = e instanceof Error ? e.message : String(e);
            throw new _github_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(status ? `${what} → ${status}: ${message}` : `${what} failed: ${message}`, status);
        }
    });
    return octokit;
}
/** The GitHub the engine's operations get from the action (src/operations/types.ts `GitHubAccess`). */
function gitHubAccess(log) {
    return {
        async secrets(token, scope, opts) {
            const octokit = await createOctokit(token, { ...opts, log });
            const requests = {
                request: (route, params) => octokit.request(route, params),
                paginate: (route, params) => octokit.paginate(route, params),
            };
            return (0,_github_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .createSecretsClient */ .LJ)(requests, scope);
        },
    };
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
// GitHub Actions secrets over REST, for one scope (a repository, one of its environments, or an
// organization): the scope's public key, a secret's metadata, and writes encrypted the one way
// GitHub accepts — a libsodium sealed box (`crypto_box_seal`) of the UTF-8 value with that key.
// Knows no feature: what to write, and when, is the caller's.
/** A GitHub request failed: `status` when GitHub answered, else the request may or may not have landed. */
class GitHubError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
    }
}
/** The scope in words, e.g. `repository acme/shop`, `environment production of acme/shop`. */
function describeScope(scope) {
    if (scope.kind === 'org')
        return `organization ${scope.org}`;
    if (scope.kind === 'environment')
        return `environment ${scope.environment} of ${scope.owner}/${scope.repo}`;
    return `repository ${scope.owner}/${scope.repo}`;
}
/** Route prefix and its parameters (Octokit encodes each parameter as one path segment). */
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
    const client = {
        scope,
        publicKey() {
            publicKey ??= readPublicKey();
            return publicKey;
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
            const { keyId, key } = await client.publicKey();
            const body = { encrypted_value: await seal(value, key), key_id: keyId };
            if (scope.kind === 'org') {
                if (!access)
                    throw new Error(`Writing organization secret ${name} needs its visibility`);
                body.visibility = access.visibility;
                if (access.visibility === 'selected')
                    body.selected_repository_ids = access.selectedRepositoryIds ?? [];
            }
            const { status } = await octokit.request(`PUT ${route}/{secret_name}`, { ...params, secret_name: name, ...body });
            return status === 201 ? 'created' : 'updated';
        },
        async delete(name) {
            await octokit.request(`DELETE ${route}/{secret_name}`, { ...params, secret_name: name });
        },
    };
    return client;
}
/**
 * Base64 of the libsodium sealed box of `value` for the Base64 Curve25519 `publicKey` (what GitHub
 * decrypts with the scope's private key). libsodium-wrappers is loaded here, only by runs that write.
 */
async function seal(value, publicKey) {
    const { default: sodium } = await __webpack_require__.e(/* import() */ 768).then(__webpack_require__.bind(__webpack_require__, 4768));
    await sodium.ready;
    const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL));
    return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
}


/***/ })

};
