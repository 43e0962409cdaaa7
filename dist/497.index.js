export const id = 497;
export const ids = [497];
export const modules = {

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


/***/ }),

/***/ 40497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsPull: () => (/* binding */ alertsPull),
  branchFor: () => (/* binding */ branchFor),
  dashboardsPull: () => (/* binding */ dashboardsPull),
  stackPull: () => (/* binding */ stackPull)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/alerts/inline.ts
var inline = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/alerts/marker.ts
var marker = __webpack_require__(92329);
// EXTERNAL MODULE: ./src/alerts/export.ts
var alerts_export = __webpack_require__(71361);
// EXTERNAL MODULE: ./src/alerts/file.ts
var alerts_file = __webpack_require__(64101);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
// EXTERNAL MODULE: ./src/alerts/plan.ts
var plan = __webpack_require__(38080);
// EXTERNAL MODULE: ./src/alerts/resolve.ts + 1 modules
var resolve = __webpack_require__(33534);
;// CONCATENATED MODULE: ./src/alerts/pull.ts





function alertPullKind(input) {
    const singleChannel = input.edition === 'managed' || input.alerts.some((a) => a.channel !== undefined && a.channels === undefined);
    const lookups = {
        dashboards: [...input.dashboards],
        webhooks: [...input.webhooks],
        savedSearches: [...input.savedSearches],
        sources: [...(input.sources ?? [])],
        connections: [...(input.connections ?? [])],
        singleChannel,
    };
    return {
        section: 'alerts',
        singular: 'alert',
        marked: true,
        entries: input.entries,
        live: input.alerts,
        plan: (values) => Promise.resolve(pull_plan(input, lookups, singleChannel, values)),
        owner: (live) => {
            const scope = (0,normalize/* fromServer */.Wj)(live).scope;
            return scope === undefined ? 'unmarked' : scope === input.scope ? 'ours' : 'other';
        },
        exportEntry: (live) => {
            const out = (0,alerts_export/* renderAlertFile */.FX)({
                alerts: [live],
                dashboards: lookups.dashboards,
                webhooks: lookups.webhooks,
                savedSearches: lookups.savedSearches,
                sources: lookups.sources,
                connections: lookups.connections,
                scope: input.scope,
            });
            return out.entries[0] ?? { name: live.name, '(not exportable)': out.skipped[0]?.reason ?? 'unknown' };
        },
        secretFields: [],
        fileKeys: ['adopt'],
    };
}
function pull_plan(input, lookups, singleChannel, values) {
    const once = planOnce(input, lookups, singleChannel, values);
    if (!once.failed || values.length < 2)
        return once.statuses;
    return new Map(values.flatMap((v) => [...planOnce(input, lookups, singleChannel, [v]).statuses]));
}
function planOnce(input, lookups, singleChannel, values) {
    const text = JSON.stringify({ version: 1, ...(input.defaults ? { defaults: input.defaults } : {}), alerts: values });
    const file = (0,alerts_file/* parseAlertFile */.Y)(input.file, text, { scope: input.scope, defaultScope: input.scope, edition: input.edition });
    const statuses = new Map();
    const desired = file.yaml.hasErrors ? [] : (0,resolve/* resolveFile */.xq)(file, lookups);
    const failed = file.yaml.hasErrors;
    if (!failed) {
        const { plan: p, problems } = (0,plan/* buildPlan */.G)({
            files: [{ file: input.file, scope: input.scope, alerts: desired }],
            alerts: [...input.alerts],
            dashboards: lookups.dashboards,
            prune: false,
            singleChannel,
        });
        const refused = new Set(problems.map((x) => x.alert.name));
        for (const a of p.actions) {
            if (a.action === 'unmanaged' || a.action === 'delete' || refused.has(a.name))
                continue;
            statuses.set(a.name, a.action === 'create'
                ? { action: 'create' }
                : a.action === 'unchanged'
                    ? { action: 'unchanged', id: a.id }
                    : { action: 'update', id: a.id, changes: a.changes });
        }
    }
    for (const v of values)
        if (failed || !statuses.has(String(v.name)))
            statuses.set(String(v.name), { action: 'problem' });
    return { statuses, failed };
}

// EXTERNAL MODULE: ./src/reconcile/owner.ts
var owner = __webpack_require__(56431);
// EXTERNAL MODULE: ./src/dashboards/export.ts
var dashboards_export = __webpack_require__(5003);
// EXTERNAL MODULE: ./src/dashboards/file.ts + 2 modules
var dashboards_file = __webpack_require__(87969);
// EXTERNAL MODULE: ./src/dashboards/plan.ts
var dashboards_plan = __webpack_require__(41342);
;// CONCATENATED MODULE: ./src/dashboards/pull.ts




function dashboardPullKind(input) {
    const tag = (0,owner/* ownerTag */.qE)(input.scope);
    const lookups = { dashboards: [...input.dashboards], sources: [...input.sources], ...(input.connections ? { connections: [...input.connections] } : {}) };
    return {
        section: 'dashboards',
        singular: 'dashboard',
        marked: true,
        entries: input.entries,
        live: input.dashboards,
        plan: (values) => Promise.resolve(dashboards_pull_plan(input, lookups, values)),
        owner: (live) => (0,owner/* ownershipOf */.VL)(Array.isArray(live.tags) ? live.tags : [], tag).kind,
        exportEntry: (live) => {
            const out = (0,dashboards_export/* renderDashboardFile */.NG)({
                ...lookups,
                dashboards: lookups.dashboards,
                scope: input.scope,
                select: (name) => (name === live.name ? { selected: true } : { selected: false, reason: 'not-included' }),
                edition: input.edition,
            });
            const at = out.exported.findIndex((e) => e.id === live.id);
            return at >= 0 ? (out.entries[at] ?? {}) : { name: live.name, '(not exportable)': out.skipped.find((s) => s.id === live.id)?.reason ?? 'unknown' };
        },
        secretFields: [],
        fileKeys: ['was', 'adopt'],
    };
}
function dashboards_pull_plan(input, lookups, values) {
    const once = pull_planOnce(input, lookups, values);
    if (!once.failed || values.length < 2)
        return once.statuses;
    return new Map(values.flatMap((v) => [...pull_planOnce(input, lookups, [v]).statuses]));
}
function pull_planOnce(input, lookups, values) {
    const text = JSON.stringify({ version: 1, dashboards: values });
    const file = (0,dashboards_file/* parseDashboardFile */.sO)(input.file, text, { scope: input.scope, defaultScope: input.scope, edition: input.edition });
    const statuses = new Map();
    const p = file.yaml.hasErrors
        ? undefined
        : (0,dashboards_plan/* buildPlan */.Gg)({ files: [{ file: input.file, scope: input.scope, dashboards: file.dashboards, yaml: file.yaml }], lookups, prune: false });
    const failed = file.yaml.hasErrors;
    for (const a of failed ? [] : (p?.actions ?? [])) {
        if (a.action === 'create')
            statuses.set(a.name, { action: 'create' });
        else if (a.action === 'unchanged')
            statuses.set(a.name, { action: 'unchanged', id: a.id });
        else if (a.action === 'update') {
            const tiles = a.tiles.map((t) => ({ field: `tiles: ${t.name}`, from: t.change, to: t.fields ?? null }));
            statuses.set(a.name, { action: 'update', id: a.id, changes: [...a.changes, ...tiles] });
        }
    }
    for (const v of values)
        if (failed || !statuses.has(String(v.name)))
            statuses.set(String(v.name), { action: 'problem' });
    return { statuses, failed };
}

// EXTERNAL MODULE: ./src/github/git-data.ts
var git_data = __webpack_require__(78932);
// EXTERNAL MODULE: ./src/github/identity.ts
var identity = __webpack_require__(77369);
;// CONCATENATED MODULE: ./src/github/proposal.ts


function commitTrailer(key) {
    return `Observability-Ops-Pull: ${encodeURIComponent(key)}`;
}
const isOurCommit = (message, key) => message.split('\n').some((line) => line.trimEnd() === commitTrailer(key));
function isOurs(p, marker, me) {
    return (0,identity/* sameLogin */.U)(p.author, me) && (p.body.split('\n', 1)[0] ?? '').replace(/\r$/, '').trimEnd() === marker;
}
async function standing(git, me, p) {
    const open = await git.openPullRequests(p.branch);
    const theirs = open.find((pr) => !isOurs(pr, p.marker, me));
    if (theirs)
        return {
            refused: `branch ${p.branch} is the head of pull request #${theirs.number}, which this tool did not open (its author or first line differs): left alone`,
        };
    const ours = open[0];
    const head = await git.branch(p.branch);
    if (head !== undefined) {
        const commit = await git.commit(head);
        if (!isOurCommit(commit.message, p.key)) {
            const where = ours ? ` (pull request #${ours.number})` : '';
            return {
                refused: `someone else committed to branch ${p.branch}${where}: its head ${head.slice(0, 7)} is not a commit of this tool, so the branch and its pull request are left as they are; merge or close the pull request, or delete the branch, and the next run proposes again`,
            };
        }
    }
    return { ours, head };
}
async function propose(git, me, p) {
    const at = await standing(git, me, p);
    if (at.refused)
        return { action: 'skipped', branch: p.branch, reason: at.refused };
    const base = await git.branch(p.base);
    if (base === undefined)
        return { action: 'skipped', branch: p.branch, reason: `the base branch ${p.base} does not exist` };
    const baseCommit = await git.commit(base);
    for (const f of p.files) {
        if ((await git.fileSha(f.path, base)) !== (0,git_data/* blobSha */.wJ)(f.read)) {
            return {
                action: 'skipped',
                branch: p.branch,
                reason: `${f.path} on ${p.base} (${base.slice(0, 7)}) is not the file this run read: it changed since the checkout; the next run proposes against it`,
            };
        }
    }
    const blobs = await Promise.all(p.files.map(async (f) => ({ path: f.path, blob: await git.createBlob(f.text) })));
    const tree = await git.createTree(baseCommit.tree, blobs);
    let moved = false;
    const headCommit = at.head === undefined ? undefined : await git.commit(at.head);
    if (headCommit?.tree !== tree || headCommit.parents[0] !== base) {
        const commit = await git.createCommit(`${p.message}\n\n${commitTrailer(p.key)}`, tree, [base]);
        if (at.head === undefined)
            await git.createBranch(p.branch, commit);
        else
            await git.moveBranch(p.branch, commit);
        moved = true;
    }
    if (at.ours) {
        if (at.ours.title === p.title && at.ours.body === p.body)
            return { action: moved ? 'updated' : 'unchanged', branch: p.branch, number: at.ours.number, url: at.ours.url };
        const pr = await git.updatePullRequest(at.ours.number, { title: p.title, body: p.body });
        return { action: 'updated', branch: p.branch, number: pr.number, url: pr.url };
    }
    const pr = await git.openPullRequest({ title: p.title, body: p.body, head: p.branch, base: p.base });
    return { action: 'created', branch: p.branch, number: pr.number, url: pr.url };
}
async function withdraw(git, me, p) {
    const at = await standing(git, me, p);
    if (at.refused)
        return { action: 'skipped', branch: p.branch, reason: at.refused };
    if (!at.ours)
        return { action: 'none', branch: p.branch };
    await git.comment(at.ours.number, p.note);
    const pr = await git.updatePullRequest(at.ours.number, { state: 'closed' });
    if (at.head !== undefined)
        await git.deleteBranch(p.branch);
    return { action: 'closed', branch: p.branch, number: pr.number, url: pr.url };
}
function describeProposalFailure(e, where) {
    const message = e instanceof Error ? e.message : String(e);
    if (!(e instanceof git_data/* GitDataError */.xh))
        return `Could not propose the change in ${where}: ${message}`;
    const what = `Could not propose the change in ${where}`;
    if (/not permitted to create or approve pull requests/i.test(message))
        return `${what}: the repository (or its organization) does not allow GitHub Actions to create pull requests (${message}). Turn on Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", or give \`github-token\` a token that may.`;
    if ((e.status === 403 || e.status === 429) && /rate limit/i.test(message))
        return `${what}: GitHub API rate limit (${message}).`;
    if (e.status === 403 || (e.status === 404 && /not accessible by integration/i.test(message)))
        return `${what}: the token lacks \`${e.permission}\` (${message}). Grant \`permissions: ${e.permission}\` to the job (a stack.pull job needs \`contents: write\` and \`pull-requests: write\`).`;
    if (e.status === 404)
        return `${what}: not found (${message}). The token cannot see the repository or the request needs \`${e.permission}\`; check \`github-token\` and the job's \`permissions:\`.`;
    return `${what}: ${message}`;
}

// EXTERNAL MODULE: ./src/reconcile/files.ts
var reconcile_files = __webpack_require__(57955);
// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
// EXTERNAL MODULE: ./src/util/fingerprint.ts
var fingerprint = __webpack_require__(37284);
;// CONCATENATED MODULE: ./src/reconcile/pull.ts

const same = (a, b) => (0,fingerprint/* canonicalJson */.dj)(a) === (0,fingerprint/* canonicalJson */.dj)(b);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameOf = (o) => (typeof o.name === 'string' ? o.name : '');
async function reversePlan(kinds, opts = {}) {
    const out = { rows: [], edits: [], notes: [] };
    for (const kind of kinds)
        await pullKind(kind, opts, out);
    return out;
}
async function pullKind(kind, opts, out) {
    const statuses = await kind.plan(kind.entries.map((e) => e.value));
    const byId = new Map(kind.live.map((o) => [String(o.id), o]));
    const claimed = new Set();
    const changed = [];
    const missing = [];
    const mine = (o) => kind.owner(o) === (kind.marked ? 'ours' : 'unmarked');
    for (const entry of kind.entries) {
        const s = statuses.get(entry.name);
        if (s?.action === 'unchanged' || s?.action === 'update')
            claimed.add(s.id);
        if (s?.action === 'update') {
            const live = byId.get(s.id);
            if (live && s.changes.some((c) => !kind.ignored?.(c)))
                changed.push({ entry, live });
        }
        else if (s?.action === 'create')
            missing.push(entry);
        else if (s?.action === 'problem') {
            const live = kind.live.filter((o) => nameOf(o) === entry.name && mine(o));
            if (live.length === 1 && live[0]) {
                claimed.add(String(live[0].id));
                changed.push({ entry, live: live[0] });
            }
            else if (!kind.live.some((o) => nameOf(o) === entry.name))
                missing.push(entry);
        }
    }
    const orphans = kind.live.filter((o) => !claimed.has(String(o.id)) && mine(o));
    const renames = pairRenames(kind, missing, orphans);
    for (const { entry, live } of changed)
        await pullEntry(kind, entry, live, 'changed', out);
    for (const [entry, live] of renames)
        await pullEntry(kind, entry, live, 'renamed', out);
    for (const entry of missing.filter((m) => !renames.has(m))) {
        out.rows.push({ section: kind.section, singular: kind.singular, action: 'deleted', name: entry.name, path: entry.path, changes: [], held: [] });
        out.edits.push({ op: 'remove', path: entry.path });
    }
    const renamed = new Set([...renames.values()]);
    for (const o of orphans.filter((x) => !renamed.has(x) && kind.marked))
        out.notes.push(`${kind.singular} "${nameOf(o)}" (id ${String(o.id)}) carries this file's mark but no entry names it: left out of the file (\`prune\` deletes it).`);
    if (!opts.adopt)
        return;
    const named = new Set(kind.entries.map((e) => e.name));
    for (const o of kind.live) {
        if (claimed.has(String(o.id)) || renamed.has(o) || kind.owner(o) !== 'unmarked' || named.has(nameOf(o)) || !opts.adopt(nameOf(o)).selected)
            continue;
        if (kind.live.filter((x) => nameOf(x) === nameOf(o)).length > 1) {
            out.notes.push(`${kind.singular} "${nameOf(o)}" is not adopted: several ${kind.singular}s have that name (rename one).`);
            continue;
        }
        const entry = kind.exportEntry(o);
        out.rows.push({
            section: kind.section,
            singular: kind.singular,
            action: 'adopted',
            name: nameOf(o),
            id: String(o.id),
            changes: [],
            held: [],
            ...updated(o),
        });
        out.edits.push({ op: 'append', path: [kind.section], value: entry });
    }
}
function pairRenames(kind, missing, orphans) {
    const pairs = new Map();
    if (missing.length === 0 || orphans.length === 0)
        return pairs;
    const candidates = [];
    for (const entry of missing) {
        for (const live of orphans) {
            const exported = kind.exportEntry(live);
            const keys = new Set([...Object.keys(entry.value), ...Object.keys(exported)].filter((k) => k !== 'name' && !kind.fileKeys.includes(k)));
            const distance = [...keys].filter((k) => !kind.secretFields.includes(k) && !same(entry.value[k], exported[k])).length;
            if (distance <= Math.max(1, Math.floor(keys.size / 2)))
                candidates.push({ entry, live, distance, likeness: likeness(entry.name, nameOf(live)) });
        }
    }
    const taken = new Set();
    for (const c of candidates.sort((a, b) => a.distance - b.distance || b.likeness - a.likeness)) {
        if (pairs.has(c.entry) || taken.has(c.live))
            continue;
        pairs.set(c.entry, c.live);
        taken.add(c.live);
    }
    return pairs;
}
function likeness(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
        end++;
    return start + end;
}
async function pullEntry(kind, entry, live, action, out) {
    const file = entry.value;
    const exported = kind.exportEntry(live);
    const value = { ...exported };
    for (const k of [...kind.fileKeys, ...kind.secretFields]) {
        if (file[k] !== undefined)
            value[k] = file[k];
        else if (kind.fileKeys.includes(k))
            value[k] = undefined;
    }
    const inSync = async (v) => {
        const s = (await kind.plan([v])).get(nameOf(v));
        return s?.action === 'unchanged' || ignoredOnly(kind, s);
    };
    const minimal = await minimize(value, file, inSync);
    const held = [];
    const status = (await kind.plan([minimal])).get(nameOf(minimal));
    if (status?.action === 'update') {
        const left = status.changes.filter((c) => !kind.ignored?.(c));
        const secrets = left.filter((c) => kind.secretFields.some((f) => c.field === f || c.field.startsWith(`${f}.`)));
        if (secrets.length > 0)
            held.push(`${secrets.map((c) => c.field).join(', ')}: the server's value differs from the secret's; secrets stay references — update the secret`);
        const rest = left.filter((c) => !secrets.includes(c));
        if (rest.length > 0)
            held.push(`${rest.map((c) => c.field).join(', ')}: the file cannot state the server's value; left as it is`);
    }
    else if (status?.action !== 'unchanged')
        held.push('the pulled entry does not plan cleanly against the server; check it');
    out.rows.push({
        section: kind.section,
        singular: kind.singular,
        action,
        name: entry.name,
        path: entry.path,
        ...(action === 'renamed' ? { to: nameOf(live) } : {}),
        id: String(live.id),
        changes: fieldChanges(file, minimal, kind.secretFields),
        held,
        ...updated(live),
    });
    out.edits.push({ op: 'set', path: entry.path, value: minimal });
}
const ignoredOnly = (kind, s) => s?.action === 'update' && s.changes.every((c) => kind.ignored?.(c) === true);
async function minimize(value, file, inSync) {
    let current = value;
    const attempt = async (path, fileValue) => {
        const trial = setAt(current, path, fileValue);
        if (!(await inSync(trial)))
            return false;
        current = trial;
        return true;
    };
    const walk = async (path, fileValue) => {
        const now = getAt(current, path);
        if (same(now, fileValue) || (await attempt(path, fileValue)))
            return;
        if (isObject(now) && isObject(fileValue)) {
            const extra = Object.keys(now).filter((k) => fileValue[k] === undefined && now[k] !== undefined);
            if (extra.length > 1) {
                const trial = extra.reduce((v, k) => setAt(v, [...path, k], undefined), current);
                if (await inSync(trial))
                    current = trial;
            }
            for (const k of new Set([...Object.keys(now), ...Object.keys(fileValue)]))
                await walk([...path, k], fileValue[k]);
        }
        else if (Array.isArray(now) && Array.isArray(fileValue)) {
            const items = now;
            const before = fileValue;
            const twinOf = (item, i) => items.length === before.length
                ? before[i]
                : isObject(item) && typeof item.name === 'string'
                    ? before.find((f) => isObject(f) && f.name === item.name)
                    : undefined;
            let trial = current;
            items.forEach((item, i) => {
                const twin = twinOf(item, i);
                if (!isObject(item) || !isObject(twin))
                    return;
                for (const k of Object.keys(item))
                    if (twin[k] === undefined && item[k] !== undefined)
                        trial = setAt(trial, [...path, i, k], undefined);
            });
            if (trial !== current && (await inSync(trial)))
                current = trial;
            for (const [i, item] of getAt(current, path).entries()) {
                const twin = twinOf(item, i);
                if (twin !== undefined)
                    await walk([...path, i], twin);
            }
        }
    };
    for (const k of new Set([...Object.keys(value), ...Object.keys(file)]))
        if (k !== 'name')
            await walk([k], file[k]);
    return current;
}
function getAt(value, path) {
    let v = value;
    for (const step of path)
        v = Array.isArray(v) ? v[step] : isObject(v) ? v[String(step)] : undefined;
    return v;
}
function setAt(value, path, to) {
    const put = (v, i) => {
        if (i === path.length)
            return to;
        const step = path[i];
        if (Array.isArray(v))
            return v.map((x, k) => (k === step ? put(x, i + 1) : x));
        const o = isObject(v) ? v : {};
        const next = put(o[String(step)], i + 1);
        return Object.fromEntries([...Object.entries(o).filter(([k]) => k !== String(step)), ...(next === undefined ? [] : [[String(step), next]])]);
    };
    return put(value, 0);
}
function fieldChanges(file, pulled, secretFields) {
    const changes = [];
    const walk = (path, a, b) => {
        if (same(a, b))
            return;
        if (isObject(a) && isObject(b)) {
            for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
                walk(path ? `${path}.${k}` : k, a[k], b[k]);
            return;
        }
        if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
            a.forEach((x, i) => walk(`${path}[${i}]`, x, b[i]));
            return;
        }
        const secret = secretFields.some((f) => path === f || path.startsWith(`${f}.`));
        changes.push({ field: path, from: secret ? '(secret)' : a, to: secret ? '(secret)' : b });
    };
    walk('', file, pulled);
    return changes;
}
function updated(live) {
    const at = typeof live.updatedAt === 'string' ? live.updatedAt : undefined;
    const who = live.updatedBy;
    const by = typeof who === 'string' ? who : isObject(who) ? [who.name, who.email].find((x) => typeof x === 'string' && x !== '') : undefined;
    return { ...(at ? { updatedAt: at } : {}), ...(by ? { updatedBy: by } : {}) };
}

// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
;// CONCATENATED MODULE: ./src/reconcile/pull-report.ts

const WORDS = { changed: 'changed in the UI', renamed: 'renamed in the UI', deleted: 'deleted in the UI', adopted: 'to adopt' };
const ICONS = {
    changed: model/* STATUS_ICON */.t.update ?? '',
    renamed: model/* STATUS_ICON */.t.update ?? '',
    deleted: model/* STATUS_ICON */.t.delete ?? '',
    adopted: model/* STATUS_ICON */.t.create ?? '',
};
const MAX_VALUE = 80;
const shown = (v) => {
    const text = v === undefined ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};
function pullReport(files, opts) {
    const several = files.length > 1;
    const rows = [];
    const forHumans = [];
    const counts = { changed: 0, renamed: 0, deleted: 0, adopted: 0 };
    const notes = [];
    for (const f of files) {
        for (const row of f.plan.rows) {
            counts[row.action]++;
            const at = row.path;
            const held = [
                ...row.held,
                ...f.held
                    .filter((h) => at !== undefined && h.path.length >= at.length && at.every((step, k) => h.path[k] === step))
                    .map((h) => `${h.path.slice(at?.length ?? 0).join('.') || 'the entry'}: ${h.reason}`),
            ];
            const object = `${row.singular}: ${row.name}${row.to !== undefined ? ` → ${row.to}` : ''}`;
            const fields = row.changes.map((c) => `${c.field}: ${shown(c.from)} → ${shown(c.to)}`).join('; ');
            const when = [row.updatedAt, row.updatedBy && `by ${row.updatedBy}`].filter(Boolean).join(' ');
            rows.push([held.length > 0 ? (model/* STATUS_ICON */.t.warning ?? '') : ICONS[row.action], WORDS[row.action], ...(several ? [f.file] : []), object, fields, when]);
            for (const h of held)
                forHumans.push(`${several ? `${f.file}: ` : ''}${row.singular} "${row.name}": ${h}`);
        }
        notes.push(...f.plan.notes.map((n) => (several ? `${f.file}: ${n}` : n)));
        if (f.outcome)
            notes.push(several ? `${f.file}: ${f.outcome}` : f.outcome);
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const parts = Object.keys(counts).filter((a) => counts[a] > 0).map((a) => `${counts[a]} ${WORDS[a]}`);
    return {
        title: opts.title,
        outcome: forHumans.length > 0 ? 'warning' : 'success',
        headline: total === 0
            ? `Nothing to pull: ${several ? 'the files match' : 'the file matches'} the server.`
            : `Pull${opts.dryRun ? ' (dry run)' : ''}: ${parts.join(', ')}.`,
        ...(total > 0 ? { counts: Object.fromEntries(Object.keys(counts).filter((a) => counts[a] > 0).map((a) => [WORDS[a], counts[a]])) } : {}),
        ...(rows.length > 0
            ? { table: { columns: ['', 'Change', ...(several ? ['File'] : []), 'Object', 'Fields (file → server)', 'Changed on the server'], rows } }
            : {}),
        ...(forHumans.length > 0 ? { lists: [{ title: 'Left for a human (not written)', items: forHumans }] } : {}),
        ...(notes.length > 0 ? { notes } : {}),
    };
}

// EXTERNAL MODULE: ./src/report/fit.ts
var fit = __webpack_require__(40877);
// EXTERNAL MODULE: ./src/report/marker.ts
var report_marker = __webpack_require__(80990);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/stack/export.ts
var stack_export = __webpack_require__(50988);
// EXTERNAL MODULE: ./src/stack/file.ts
var stack_file = __webpack_require__(30128);
// EXTERNAL MODULE: ./src/stack/kinds/index.ts + 5 modules
var kinds = __webpack_require__(85881);
// EXTERNAL MODULE: ./src/stack/kinds/kind.ts
var kinds_kind = __webpack_require__(67772);
// EXTERNAL MODULE: ./src/stack/mark.ts
var mark = __webpack_require__(69595);
// EXTERNAL MODULE: ./src/stack/plan.ts
var stack_plan = __webpack_require__(24993);
// EXTERNAL MODULE: ./src/stack/secret-names.ts
var secret_names = __webpack_require__(67803);
;// CONCATENATED MODULE: ./src/stack/pull.ts






const FILE_KEYS = ['was', 'adopt'];
const UNREAD = 'https://hooks.slack.com/observability-ops/unread-secret';
const pull_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function stackPullKinds(input) {
    const { file, edition } = input;
    const lists = input.live;
    const names = new secret_names/* SecretNames */.Np();
    const nameOf = (kind, id) => {
        const list = lists[kind] ?? [];
        const hit = list.find((o) => o.id === id);
        return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
    };
    return kinds_kind/* STACK_KINDS */.JP.filter((k) => file.sections.has(k)).map((kind) => {
        const spec = kinds/* KIND_SPECS */.u[kind];
        const live = lists[kind] ?? [];
        const entries = file.entries.filter((e) => e.kind === kind);
        return {
            section: kind,
            singular: spec.singular,
            marked: spec.mark !== 'none',
            entries: entries.map((e) => ({ name: e.name, path: e.path, value: entryValue(file, e.path) })),
            live,
            plan: (values) => planEntries(input, kind, values),
            owner: (o) => {
                if (spec.mark === 'none')
                    return input.elsewhere(kind, String(o.name)) ? 'other' : 'unmarked';
                return (0,mark/* ownerOf */.bf)(spec, o, file.scope);
            },
            exportEntry: (live) => {
                const o = live;
                const object = names.forObject(kind, spec.singular);
                const raw = spec.entry((0,mark/* withoutMark */.E_)(spec, o), { edition, nameOf, secretRef: object.secretRef });
                object.commit();
                const { name: _name, was: _was, adopt: _adopt, ...rest } = raw;
                for (const field of spec.secretFields)
                    if (rest[field] !== undefined && !(0,kinds_kind/* isSecretRef */.aZ)(rest[field]))
                        rest[field] = object.secretRef(o.name, field);
                const unmarked = spec.mark !== 'none' && (0,mark/* ownerOf */.bf)(spec, o, file.scope) === 'unmarked';
                return { name: o.name, ...(unmarked ? { adopt: true } : {}), ...rest };
            },
            secretFields: spec.secretFields,
            ignored: (c) => c.field === 'owner' || c.field.split(', ').every((f) => spec.writeOnly.includes(f)),
            fileKeys: FILE_KEYS,
        };
    });
}
function entryValue(file, path) {
    let v = file.yaml.value;
    for (const step of path)
        v = Array.isArray(v) ? v[step] : pull_isObject(v) ? v[String(step)] : undefined;
    return pull_isObject(v) ? v : {};
}
async function planEntries(input, kind, values) {
    const { file, edition } = input;
    const text = JSON.stringify({ version: 1, [kind]: values });
    const trial = (0,stack_file/* parseStackFile */.S)(file.file, text, { scope: file.scope, defaultScope: file.scope, edition });
    const out = new Map();
    if (trial.yaml.hasErrors) {
        for (const v of values)
            out.set(String(v.name), { action: 'problem' });
        return out;
    }
    const live = Object.fromEntries(Object.entries(input.live).map(([k, l]) => [k, [...l]]));
    const plan = await (0,stack_plan/* planStack */.q)({ edition, files: [trial], live, prune: false, secrets: pullSecrets(input, kind, values) });
    for (const a of plan.actions) {
        if (a.kind !== kind || a.action === 'unmanaged' || a.action === 'delete')
            continue;
        out.set(a.name, a.action === 'create'
            ? { action: 'create' }
            : a.action === 'unchanged'
                ? { action: 'unchanged', id: a.id }
                : { action: 'update', id: a.id, changes: a.changes });
    }
    for (const v of values)
        if (!out.has(String(v.name)))
            out.set(String(v.name), { action: 'problem' });
    return out;
}
function pullSecrets(input, kind, values) {
    return {
        resolver: () => (ref, at) => {
            const read = input.secret(ref);
            if (read !== undefined)
                return read;
            const entry = values[at[1]];
            const live = (input.live[kind] ?? []).find((o) => o.name === entry?.name);
            let v = live;
            for (const step of at.slice(2))
                v = pull_isObject(v) ? v[String(step)] : undefined;
            return typeof v === 'string' ? v : UNREAD;
        },
        digest: () => Promise.resolve(undefined),
    };
}

// EXTERNAL MODULE: ./src/stack/secrets.ts
var secrets = __webpack_require__(56325);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(41000);
// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/util/yaml-edit.ts


class YamlEditError extends Error {
}
const yaml_edit_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlainScalar = (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const yaml_edit_same = (a, b) => (0,fingerprint/* canonicalJson */.dj)(a) === (0,fingerprint/* canonicalJson */.dj)(b);
const keyOf = (p) => String((0,dist/* isScalar */.jn)(p.key) ? p.key.value : p.key);
function editYaml(text, edits, opts = {}) {
    if (edits.length === 0)
        return { text, held: [] };
    return new Editor(text, opts).run(edits);
}
class Editor {
    text;
    doc;
    current;
    frozen;
    unwritable;
    splices = [];
    held = [];
    shared = new Set();
    unit;
    indentSeq;
    constructor(text, opts) {
        this.text = text;
        this.doc = (0,dist/* parseDocument */.Tp)(text, { keepSourceTokens: true, uniqueKeys: true });
        if (this.doc.errors.length > 0)
            throw new YamlEditError(`the file does not parse: ${this.doc.errors[0]?.message ?? ''}`);
        this.current = opts.current === undefined ? this.doc.toJS({ maxAliasCount: 100 }) : opts.current;
        this.frozen = opts.frozen ?? (() => undefined);
        this.unwritable = opts.unwritable ?? (() => undefined);
        (0,dist/* visit */.YR)(this.doc, {
            Alias: (_, alias) => {
                this.shared.add(alias.source);
            },
        });
        const style = this.detectStyle();
        this.unit = style.unit;
        this.indentSeq = style.indentSeq;
    }
    run(edits) {
        const lists = new Map();
        const listOf = (path) => {
            const k = JSON.stringify(path);
            let l = lists.get(k);
            if (!l)
                lists.set(k, (l = { path, sets: new Map(), removes: new Set(), appends: [] }));
            return l;
        };
        for (const e of edits) {
            if (e.op === 'append') {
                listOf(e.path).appends.push(e.value);
                continue;
            }
            const last = e.path.at(-1);
            const parent = e.path.slice(0, -1);
            if (typeof last === 'number') {
                if (e.op === 'set')
                    listOf(parent).sets.set(last, e.value);
                else
                    listOf(parent).removes.add(last);
                continue;
            }
            const found = this.find(e.path);
            if (e.op === 'set')
                this.diff(found.node, found.slot, at(this.current, e.path), e.value, e.path, found.inFlow);
            else if (found.slot.kind === 'pair')
                this.removePairs(found.slot.map, [found.slot.pair], parent, at(this.current, parent));
        }
        for (const l of lists.values())
            this.editList(l.path, l.sets, l.removes, l.appends);
        return { text: this.apply(), held: this.held };
    }
    find(path) {
        let node = this.doc.contents;
        let slot = { kind: 'root' };
        let inFlow = false;
        for (const step of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((p) => keyOf(p) === String(step));
                if (!pair)
                    throw new YamlEditError(`no key ${JSON.stringify(step)} at ${JSON.stringify(path)}`);
                inFlow ||= node.flow === true;
                slot = { kind: 'pair', map: node, pair };
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof step === 'number' && step < node.items.length) {
                inFlow ||= node.flow === true;
                slot = { kind: 'item', seq: node, index: step };
                node = node.items[step];
            }
            else
                throw new YamlEditError(`no node at ${JSON.stringify(path)}`);
        }
        return { node: (node ?? null), slot, inFlow };
    }
    diff(node, slot, cur, to, path, inFlow) {
        if (yaml_edit_same(cur, to))
            return;
        const frozen = this.frozen(cur);
        if (frozen) {
            this.hold(path, frozen);
            return;
        }
        if ((0,dist/* isAlias */.Vj)(node)) {
            this.hold(path, `an alias (*${node.source}) stands here: changing it would change what the anchor holds everywhere`);
            return;
        }
        if (node?.anchor && this.shared.has(node.anchor)) {
            this.hold(path, `the anchor &${node.anchor} is shared by aliases: changing it here would change them too`);
            return;
        }
        if ((0,dist/* isScalar */.jn)(node) && isPlainScalar(to) && isPlainScalar(cur)) {
            if (node.value !== cur) {
                this.hold(path, this.placeholderText(node, cur, to));
                return;
            }
            const refused = this.refused(to);
            if (refused) {
                this.hold(path, refused);
                return;
            }
            if (node.range?.[0] === node.range?.[1] && slot.kind === 'pair' && !inFlow) {
                this.replace(node, slot, cur, to, path, inFlow);
                return;
            }
            this.setScalar(node, slot, to, inFlow);
            return;
        }
        if ((0,dist/* isMap */.jh)(node) && yaml_edit_isObject(to) && yaml_edit_isObject(cur)) {
            const keys = node.items.map(keyOf);
            const flow = inFlow || node.flow === true;
            const wanted = Object.keys(to).filter((k) => to[k] !== undefined);
            const sameShape = keys.length === wanted.length && keys.every((k) => wanted.includes(k));
            if (flow && !sameShape) {
                this.replace(node, slot, cur, to, path, inFlow);
                return;
            }
            for (const pair of node.items) {
                const k = keyOf(pair);
                if (wanted.includes(k))
                    this.diff((pair.value ?? null), { kind: 'pair', map: node, pair }, cur[k], to[k], [...path, k], flow);
            }
            const gone = node.items.filter((p) => !wanted.includes(keyOf(p)));
            const added = wanted.filter((k) => !keys.includes(k)).map((k) => [k, to[k]]);
            if (gone.length === node.items.length && added.length === 0) {
                this.replace(node, slot, cur, to, path, inFlow);
                return;
            }
            this.removePairs(node, gone, path, cur);
            const writable = added.filter(([k, v]) => {
                const refused = this.refused(v);
                if (refused)
                    this.hold([...path, k], refused);
                return !refused;
            });
            if (writable.length > 0)
                this.addPairs(node, writable);
            return;
        }
        if ((0,dist/* isSeq */.oP)(node) && Array.isArray(to) && Array.isArray(cur)) {
            const flow = inFlow || node.flow === true;
            if (flow) {
                if (node.items.length !== to.length) {
                    this.replace(node, slot, cur, to, path, inFlow);
                    return;
                }
                node.items.forEach((item, i) => {
                    this.diff((item ?? null), { kind: 'item', seq: node, index: i }, cur[i], to[i], [...path, i], true);
                });
                return;
            }
            this.alignList(node, slot, cur, to, path);
            return;
        }
        this.replace(node, slot, cur, to, path, inFlow);
    }
    alignList(node, slot, cur, to, path) {
        const a = cur.map(fingerprint/* canonicalJson */.dj);
        const b = to.map(fingerprint/* canonicalJson */.dj);
        const n = a.length;
        const m = b.length;
        const table = new Int32Array((n + 1) * (m + 1));
        const common = (i, j) => table[i * (m + 1) + j] ?? 0;
        for (let i = n - 1; i >= 0; i--) {
            for (let j = m - 1; j >= 0; j--)
                table[i * (m + 1) + j] = a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
        }
        const sets = new Map();
        const removes = new Set();
        const inserts = [];
        let i = 0;
        let j = 0;
        const gone = [];
        const come = [];
        const flush = (before) => {
            gone.forEach((g, k) => {
                if (k < come.length)
                    sets.set(g, come[k]);
                else
                    removes.add(g);
            });
            for (const c of come.slice(gone.length))
                inserts.push({ before, value: c });
            gone.length = 0;
            come.length = 0;
        };
        while (i < n || j < m) {
            if (i < n && j < m && a[i] === b[j]) {
                flush(i);
                i++;
                j++;
            }
            else if (j < m && (i === n || common(i, j + 1) >= common(i + 1, j)))
                come.push(to[j++]);
            else
                gone.push(i++);
        }
        flush(n);
        this.listChanges(node, slot, path, cur, sets, removes, inserts);
    }
    editList(path, sets, removes, appends) {
        const last = path.at(-1);
        const root = this.doc.contents;
        if (appends.length > 0 && path.length === 1 && (0,dist/* isMap */.jh)(root) && !root.items.some((p) => keyOf(p) === String(last))) {
            this.addPairs(root, [[String(last), appends]]);
            return;
        }
        const found = this.find(path);
        const value = at(this.current, path);
        if (!(0,dist/* isSeq */.oP)(found.node) || !Array.isArray(value))
            throw new YamlEditError(`${JSON.stringify(path)} is not a list`);
        const cur = value;
        if (found.inFlow || found.node.flow) {
            const to = [...cur.flatMap((v, i) => (removes.has(i) ? [] : [sets.has(i) ? sets.get(i) : v])), ...appends];
            this.replace(found.node, found.slot, cur, to, path, found.inFlow);
            return;
        }
        for (const i of sets.keys())
            if (i >= cur.length)
                throw new YamlEditError(`no item ${i} at ${JSON.stringify(path)}`);
        this.listChanges(found.node, found.slot, path, cur, sets, removes, appends.map((value) => ({ before: cur.length, value })));
    }
    listChanges(node, slot, path, cur, sets, removes, inserts) {
        for (const [i, value] of sets)
            this.diff((node.items[i] ?? null), { kind: 'item', seq: node, index: i }, cur[i], value, [...path, i], false);
        const removable = [...removes].filter((i) => {
            const why = this.unmovable(node.items[i] ?? null, cur[i]);
            if (why)
                this.hold([...path, i], `not removed: ${why}`);
            return !why;
        });
        if (removable.length === cur.length && inserts.length === 0 && cur.length > 0)
            this.write(node, slot, [], false);
        else
            this.removeItems(node, removable);
        for (const { before, value } of inserts) {
            const refused = this.refused(value);
            if (refused)
                this.hold([...path, before], `not added: ${refused}`);
            else
                this.insertItem(node, before, value);
        }
    }
    replace(node, slot, cur, to, path, inFlow) {
        const why = this.unmovable(node, cur, to) ?? this.refused(to);
        if (why) {
            this.hold(path, why);
            return;
        }
        this.write(node, slot, to, inFlow);
    }
    write(node, slot, to, inFlow) {
        if (node && (inFlow || (((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) && node.flow && !(isEmpty(node) && !isEmpty(to))))) {
            const [from, end] = [node.range?.[0] ?? 0, node.range?.[1] ?? 0];
            const padded = !((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) || /[[{] /.test(this.text.slice(from, end));
            this.splice(from, end, renderFlow(to, padded));
            return;
        }
        if (slot.kind === 'pair') {
            const key = slot.pair.key;
            const keyFrom = key.range?.[0] ?? 0;
            const keyText = this.text.slice(keyFrom, key.range?.[1] ?? keyFrom);
            const lines = this.renderPairLines(to);
            const end = this.contentEnd(slot.pair);
            this.splice(keyFrom, end, place([`${keyText}${lines[0] ?? ''}`, ...lines.slice(1)], this.column(keyFrom)));
            return;
        }
        if (slot.kind === 'item' && node) {
            const from = node.range?.[0] ?? 0;
            this.splice(from, this.contentEnd(node), place(this.renderItemLines(to), this.column(from)));
            return;
        }
        throw new YamlEditError('the document itself cannot be replaced');
    }
    setScalar(node, slot, to, inFlow) {
        const from = node.range?.[0] ?? 0;
        const end = trimEnd(this.text, node.range?.[1] ?? from);
        const scalar = new dist/* Scalar */.X5(to);
        if (typeof to === 'string' && typeof node.value === 'string' && node.type)
            scalar.type = node.type;
        if (inFlow) {
            this.splice(from, end, renderFlow(scalar, true));
            return;
        }
        const lines = this.renderItemLines(scalar);
        const base = slot.kind === 'pair' ? this.column(slot.pair.key.range?.[0] ?? 0) + this.unit : this.column(from);
        this.splice(from, end, place(lines, base));
    }
    removePairs(map, pairs, path, cur) {
        if (pairs.length === 0)
            return;
        const kept = pairs.filter((p) => {
            const why = this.unmovable(p.value ?? null, yaml_edit_isObject(cur) ? cur[keyOf(p)] : undefined);
            if (why)
                this.hold([...path, keyOf(p)], `not removed: ${why}`);
            return !why;
        });
        for (const pair of kept) {
            const key = pair.key;
            const keyFrom = key.range?.[0] ?? 0;
            const lineFrom = this.lineStart(keyFrom);
            const onItemLine = this.text.slice(lineFrom, keyFrom).includes('-');
            if (onItemLine) {
                const next = map.items[map.items.indexOf(pair) + 1];
                if (!next)
                    throw new YamlEditError('cannot remove the only key of an item');
                this.splice(keyFrom, next.key.range?.[0] ?? keyFrom, '');
                continue;
            }
            this.splice(this.blockStart(keyFrom), this.lineEnd(this.contentEnd(pair)), '');
        }
    }
    addPairs(map, entries) {
        const first = map.items[0]?.key;
        const column = first ? this.column(first.range?.[0] ?? 0) : 0;
        const at = this.lineEnd(this.contentEnd(map));
        const lead = at === this.text.length && !this.text.endsWith('\n') ? '\n' : '';
        const text = entries.map(([k, v]) => `${' '.repeat(column)}${place(this.renderPairLines(v, k), column)}\n`).join('');
        this.splice(at, at, `${lead}${text}`);
    }
    removeItems(seq, indexes) {
        const separated = this.blankSeparated(seq);
        for (const i of indexes) {
            const item = seq.items[i];
            let from = this.blockStart(this.dashOf(seq, i));
            let end = this.lineEnd(this.contentEnd(item));
            if (separated) {
                if (i > 0 && this.isBlankLine(this.lineStart(from - 1)))
                    from = this.lineStart(from - 1);
                else if (i === 0 && this.isBlankLine(end))
                    end = this.lineEnd(end);
            }
            this.splice(from, end, '');
        }
    }
    insertItem(seq, before, value) {
        const dash = this.dashOf(seq, 0);
        const column = this.column(dash);
        const separated = this.blankSeparated(seq);
        const lines = this.renderItemLines(value);
        const item = `${' '.repeat(column)}- ${place(lines, column + 2)}\n`;
        if (before < seq.items.length) {
            this.splice(this.blockStart(this.dashOf(seq, before)), this.blockStart(this.dashOf(seq, before)), `${item}${separated ? '\n' : ''}`);
            return;
        }
        const last = seq.items[seq.items.length - 1];
        const at = this.lineEnd(this.contentEnd(last));
        const lead = at === this.text.length && !this.text.endsWith('\n') ? '\n' : '';
        this.splice(at, at, `${lead}${separated ? '\n' : ''}${item}`);
    }
    unmovable(node, cur, to) {
        const frozen = to === undefined ? undefined : this.frozen(cur);
        if (frozen && !yaml_edit_same(cur, to))
            return frozen;
        if ((0,dist/* isAlias */.Vj)(node))
            return `an alias (*${node.source}) stands here`;
        if (((0,dist/* isScalar */.jn)(node) || (0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) && node.anchor && this.shared.has(node.anchor))
            return `the anchor &${node.anchor} is shared by aliases`;
        if ((0,dist/* isScalar */.jn)(node))
            return node.value === cur ? undefined : `it holds ${this.source(node)}, a placeholder of the values file`;
        if ((0,dist/* isMap */.jh)(node)) {
            for (const p of node.items) {
                const k = keyOf(p);
                const why = this.unmovable(p.value, yaml_edit_isObject(cur) ? cur[k] : undefined, yaml_edit_isObject(to) ? (to[k] ?? null) : to === undefined ? undefined : null);
                if (why)
                    return why;
            }
        }
        if ((0,dist/* isSeq */.oP)(node)) {
            for (const [i, item] of node.items.entries()) {
                const why = this.unmovable(item, Array.isArray(cur) ? cur[i] : undefined, Array.isArray(to) ? (to[i] ?? null) : to === undefined ? undefined : null);
                if (why)
                    return why;
            }
        }
        return undefined;
    }
    source(node) {
        return `\`${this.text.slice(node.range?.[0] ?? 0, node.range?.[1] ?? 0)}\``;
    }
    refused(value) {
        if (Array.isArray(value))
            return value.map((v) => this.refused(v)).find((r) => r !== undefined);
        if (yaml_edit_isObject(value))
            return Object.values(value)
                .map((v) => this.refused(v))
                .find((r) => r !== undefined);
        return this.unwritable(value);
    }
    placeholderText(node, cur, to) {
        return `${this.source(node)} is ${JSON.stringify(cur)} with this values file; the server has ${JSON.stringify(to)}: a placeholder is never replaced by a literal, change the value or the file by hand`;
    }
    hold(path, reason) {
        this.held.push({ path, reason });
    }
    lineStart(offset) {
        return this.text.lastIndexOf('\n', offset - 1) + 1;
    }
    lineEnd(offset) {
        const nl = this.text.indexOf('\n', offset);
        return nl < 0 ? this.text.length : nl + 1;
    }
    column(offset) {
        return offset - this.lineStart(offset);
    }
    isBlankLine(lineFrom) {
        const nl = this.text.indexOf('\n', lineFrom);
        return lineFrom < this.text.length && this.text.slice(lineFrom, nl < 0 ? this.text.length : nl).trim() === '';
    }
    blockStart(offset) {
        const column = this.column(offset);
        let from = this.lineStart(offset);
        while (from > 0) {
            const prev = this.lineStart(from - 1);
            const line = this.text.slice(prev, from - 1);
            if (!line.trim().startsWith('#') || line.length - line.trimStart().length !== column)
                break;
            from = prev;
        }
        return from;
    }
    contentEnd(node) {
        if ((0,dist/* isMap */.jh)(node) && !node.flow && node.items.length > 0)
            return this.contentEnd(node.items[node.items.length - 1]);
        if ((0,dist/* isSeq */.oP)(node) && !node.flow && node.items.length > 0)
            return this.contentEnd(node.items[node.items.length - 1]);
        if (node && typeof node === 'object' && 'key' in node) {
            const pair = node;
            const value = pair.value;
            return value && (value.range?.[1] ?? 0) > (value.range?.[0] ?? 0) ? this.contentEnd(value) : (pair.key.range?.[1] ?? 0);
        }
        return trimEnd(this.text, node.range?.[1] ?? 0);
    }
    dashOf(seq, i) {
        const token = seq.srcToken?.items?.[i];
        const dash = token?.start.find((t) => t.type === 'seq-item-ind');
        if (!dash)
            throw new YamlEditError('a list item without its `-`');
        return dash.offset;
    }
    blankSeparated(seq) {
        return seq.items.length > 1 && seq.items.slice(1).every((_, k) => this.isBlankLine(this.lineStart(this.blockStart(this.dashOf(seq, k + 1)) - 1)));
    }
    toString(doc) {
        return doc.toString({ indent: this.unit, indentSeq: this.indentSeq, lineWidth: 0 }).replace(/\n+$/, '');
    }
    renderItemLines(value) {
        const lines = this.toString(new dist/* Document */.yo([value])).split('\n');
        return [(lines[0] ?? '').slice(2), ...lines.slice(1).map((l) => l.slice(2))];
    }
    renderPairLines(value, key) {
        const doc = new dist/* Document */.yo({ k: value });
        const lines = this.toString(doc).split('\n');
        const head = (lines[0] ?? '').slice(1);
        if (key === undefined)
            return [head, ...lines.slice(1)];
        const keyText = this.toString(new dist/* Document */.yo(key));
        return [`${keyText}${head}`, ...lines.slice(1)];
    }
    detectStyle() {
        let unit;
        let indentSeq;
        (0,dist/* visit */.YR)(this.doc, {
            Pair: (_, pair) => {
                const key = pair.key;
                const value = pair.value;
                if (!key?.range || !value?.range)
                    return undefined;
                if ((0,dist/* isMap */.jh)(value) && !value.flow && unit === undefined) {
                    const child = value.items[0]?.key;
                    if (child?.range)
                        unit = this.column(child.range[0]) - this.column(key.range[0]);
                }
                if ((0,dist/* isSeq */.oP)(value) && !value.flow && indentSeq === undefined && value.items.length > 0)
                    indentSeq = this.column(this.dashOf(value, 0)) > this.column(key.range[0]);
                return unit !== undefined && indentSeq !== undefined ? dist/* visit */.YR.BREAK : undefined;
            },
        });
        return { unit: unit !== undefined && unit > 0 && unit <= 8 ? unit : 2, indentSeq: indentSeq ?? true };
    }
    splice(from, to, text) {
        this.splices.push({ from, to, text, order: this.splices.length });
    }
    apply() {
        const list = [...this.splices].sort((a, b) => b.from - a.from || b.order - a.order);
        let out = this.text;
        let previous;
        for (const s of list) {
            if (previous && s.to > previous.from) {
                if (s.text !== '' || previous.text !== '')
                    throw new YamlEditError(`two changes overlap at offset ${s.from}`);
                const to = Math.max(s.to, previous.to);
                out = out.slice(0, s.from) + out.slice(previous.from + (to - previous.to));
                previous = { ...s, to };
                continue;
            }
            out = out.slice(0, s.from) + s.text + out.slice(s.to);
            previous = s;
        }
        return out;
    }
}
function at(value, path) {
    let v = value;
    for (const step of path) {
        if (Array.isArray(v) && typeof step === 'number')
            v = v[step];
        else if (yaml_edit_isObject(v))
            v = v[String(step)];
        else
            return undefined;
    }
    return v;
}
function isEmpty(v) {
    if ((0,dist/* isMap */.jh)(v) || (0,dist/* isSeq */.oP)(v))
        return v.items.length === 0;
    if (Array.isArray(v))
        return v.length === 0;
    return yaml_edit_isObject(v) && Object.keys(v).length === 0;
}
function trimEnd(text, offset) {
    let end = offset;
    while (end > 0 && /[\s]/.test(text[end - 1] ?? ''))
        end--;
    return end;
}
function place(lines, column) {
    return lines.map((line, i) => (i === 0 || line === '' ? line : `${' '.repeat(column)}${line}`)).join('\n');
}
function renderFlow(value, padded) {
    const doc = new dist/* Document */.yo([value]);
    if ((0,dist/* isSeq */.oP)(doc.contents))
        doc.contents.flow = true;
    const text = doc.toString({ lineWidth: 0, flowCollectionPadding: padded }).trim();
    return padded ? text.slice(2, -2) : text.slice(1, -1);
}

// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/operations/connection.ts
var connection = __webpack_require__(35068);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/stack-pull.ts




























const stackPull = pullOperation(meta/* STACK_PULL */.tp, 'stack-file');
const alertsPull = pullOperation(meta/* ALERTS_PULL */.IJ, 'alert-file', ['alerts']);
const dashboardsPull = pullOperation(meta/* DASHBOARDS_PULL */.q3, 'dashboard-file', ['dashboards']);
function pullOperation(meta, fileInput, only) {
    return {
        ...meta,
        prepare(input, { context }) {
            const settings = readPullInputs(input, meta.name, fileInput, context, only);
            return (ctx) => pull(ctx, settings);
        },
    };
}
function readPullInputs(input, operation, fileInput, context, only) {
    const pattern = input.text(fileInput);
    if (!pattern)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation} needs input ${(0,input_error/* named */.KT)(fileInput)} (a path or a glob).`);
    const given = only ? [] : input.list('kinds');
    for (const k of given) {
        if (!stack_export/* EXPORT_SECTIONS */.qi.includes(k))
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('kinds')}: \`${k}\` is not a section of a stack file; the sections are ${stack_export/* EXPORT_SECTIONS */.qi.join(', ')}.`);
    }
    const sections = new Set((only ?? (given.length > 0 ? given : stack_export/* EXPORT_SECTIONS */.qi)));
    const include = input.list('include');
    const exclude = input.list('exclude');
    const settings = {
        operation,
        fileInput,
        pattern,
        valuesFile: input.text('values-file'),
        scope: input.text('scope'),
        sections,
        ...(include.length + exclude.length > 0 ? { adopt: (0,name_filter/* compileNameFilter */.l)(include, exclude) } : {}),
        dryRun: (0,body/* dryRun */.PA)(input),
    };
    const token = input.text('github-token');
    const baseBranch = input.text('base-branch');
    if (settings.dryRun || !token)
        return settings;
    const [owner, repo] = (context.repository ?? '').split('/');
    if (!owner || !repo)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation} opens its pull requests in the run's repository, and none is known: run it in a workflow (GITHUB_REPOSITORY).`);
    const base = baseBranch || branchOf(context.env.GITHUB_REF);
    if (!base)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${operation} proposes into a branch, and the run checked out none (${context.env.GITHUB_REF ?? 'no ref'}): set ${(0,input_error/* named */.KT)('base-branch')}, or run it on a branch (a schedule runs on the default branch).`);
    return { ...settings, github: { token, owner, repo, base, timeoutMs: (0,connection/* parseTimeoutMs */.DS)(input) } };
}
const branchOf = (ref) => (ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined);
const ALERT_KINDS = ['webhooks', 'savedSearches'];
const stack_pull_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
async function pull(ctx, s) {
    const { client, connection, context, redactor } = ctx;
    const edition = connection.edition;
    const nameInput = context.nameInput;
    const values = await (0,util_values/* readValues */.N$)(context, s.valuesFile, nameInput);
    const files = await readPullFiles(context, s, (file, text, scopes) => {
        const stack = (0,stack_file/* parseStackFile */.S)(file, text, { ...scopes, edition, values });
        return { file, scope: stack.scope, text, stack, yaml: stack.yaml };
    });
    (0,guards/* failOnProblems */.c$)([...files, ...values.finish()]);
    const has = (f, section) => s.sections.has(section) && stack_pull_isObject(f.yaml.value) && Array.isArray(f.yaml.value[section]);
    const wantDashboards = files.some((f) => has(f, 'dashboards'));
    const wantAlerts = files.some((f) => has(f, 'alerts'));
    const kinds = neededKinds(files, s.sections, edition, { dashboards: wantDashboards, alerts: wantAlerts });
    const [lists, dashboards, listedAlerts] = await Promise.all([
        Promise.all(kinds.map(async (k) => [k, (await client.config(k)?.list()) ?? []])),
        wantDashboards || wantAlerts ? client.listDashboards() : Promise.resolve([]),
        wantAlerts ? client.listAlerts() : Promise.resolve([]),
    ]);
    const live = Object.fromEntries(lists);
    const scopes = new Set(files.map((f) => f.scope));
    const alertNames = new Set(files.flatMap((f) => (has(f, 'alerts') ? entriesOf(f, 'alerts').map((e) => e.name) : [])));
    const alerts = await (0,inline/* withCharts */.Uv)(client, listedAlerts, (a) => alertNames.has(String(a.name)) || scopes.has((0,marker/* splitMarker */.Ph)(a.message).scope ?? '\u0000'));
    if (alerts.some((a) => a.source === 'inline' && a.chartConfig !== undefined)) {
        const missing = ['sources', 'connections'].filter((k) => !live[k]);
        for (const [k, list] of await Promise.all(missing.map(async (k) => [k, (await client.config(k)?.list()) ?? []])))
            live[k] = list;
    }
    const resolveSecret = (0,secrets/* secretResolver */.l3)({ variable: context.secretVariable, addSecrets: ctx.addSecrets, problem: () => undefined });
    const pulled = [];
    for (const f of files) {
        const elsewhere = (kind, name) => files.some((o) => o !== f && o.stack.entries.some((e) => e.kind === kind && e.name === name));
        const pullKinds = [
            ...stackPullKinds({ file: f.stack, edition, live, secret: (ref) => resolveSecret(ref, []), elsewhere }).filter((k) => s.sections.has(k.section)),
            ...(has(f, 'dashboards')
                ? [
                    dashboardPullKind({
                        file: f.file,
                        scope: f.scope,
                        entries: entriesOf(f, 'dashboards'),
                        edition,
                        dashboards,
                        sources: (live.sources ?? []),
                        ...(live.connections ? { connections: live.connections } : {}),
                    }),
                ]
                : []),
            ...(has(f, 'alerts')
                ? [
                    alertPullKind({
                        file: f.file,
                        scope: f.scope,
                        entries: entriesOf(f, 'alerts'),
                        ...(stack_pull_isObject(f.yaml.value) && stack_pull_isObject(f.yaml.value.defaults) ? { defaults: f.yaml.value.defaults } : {}),
                        edition,
                        alerts,
                        dashboards,
                        webhooks: (live.webhooks ?? []),
                        savedSearches: live.savedSearches ?? [],
                        sources: (live.sources ?? []),
                        ...(live.connections ? { connections: live.connections } : {}),
                    }),
                ]
                : []),
        ];
        const plan = await reversePlan(pullKinds, s.adopt ? { adopt: s.adopt } : {});
        const edit = rewrite(f, plan);
        const refused = edit.refused ?? (redactor.text(edit.text) !== edit.text ? 'the rewritten file would hold a secret of this run; it is not written' : undefined);
        pulled.push({ file: f.file, scope: f.scope, plan, held: edit.held, text: f.text, next: refused ? f.text : edit.text, ...(refused ? { refused } : {}) });
    }
    const failures = [];
    const prs = [];
    if (!s.dryRun && s.github) {
        const gh = s.github;
        const { git, login } = await ctx.github.gitData(gh.token, { owner: gh.owner, repo: gh.repo }, {
            apiUrl: (context.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
            ...(context.env.GITHUB_GRAPHQL_URL ? { graphqlUrl: context.env.GITHUB_GRAPHQL_URL } : {}),
            timeoutMs: gh.timeoutMs,
            maxRetries: connection.client.maxRetries,
        });
        for (const p of pulled) {
            const out = await proposeFile(git, await login(), p, s, gh.base, (t) => redactor.text(t)).catch((e) => ({
                action: 'failed',
                branch: '',
                reason: redactor.text(describeProposalFailure(e, `${gh.owner}/${gh.repo}`)),
            }));
            prs.push({ file: p.file, ...out });
            p.outcome = describeOutcome(out);
            if (out.action === 'failed')
                failures.push(out.reason ?? 'the pull request failed');
        }
    }
    else if (!s.dryRun) {
        for (const p of pulled) {
            if (p.next === p.text)
                continue;
            await (0,promises_.writeFile)((0,external_node_path_.resolve)(context.root, p.file), p.next, 'utf8');
            p.outcome = `${p.file} rewritten in place (${p.plan.rows.length} entr${p.plan.rows.length === 1 ? 'y' : 'ies'}).`;
        }
    }
    for (const p of pulled)
        if (p.refused)
            failures.push(`${p.file}: ${p.refused}.`);
    const title = titleOf(s.operation);
    const report = pullReport(pulled, { title, dryRun: s.dryRun });
    const result = {
        files: pulled.map((p) => ({
            file: p.file,
            scope: p.scope,
            rows: p.plan.rows.map(({ path: _path, ...row }) => row),
            held: p.held.map((h) => ({ path: h.path.join('.'), reason: h.reason })),
            notes: p.plan.notes,
            ...(prs.find((x) => x.file === p.file) ? { pullRequest: prs.find((x) => x.file === p.file) } : {}),
        })),
    };
    return {
        result,
        changed: pulled.some((p) => p.plan.rows.length > 0),
        report,
        outputs: prs.length > 0 ? { 'pull-requests': JSON.stringify(prs) } : {},
        ...(failures.length > 0 ? { failure: failures.join(' ') } : {}),
    };
}
async function readPullFiles(ws, s, parse) {
    const files = (await (0,reconcile_files/* readInputFiles */.UK)(ws, s.fileInput, s.pattern, s.scope)).map((f) => parse(f.file, f.text, f.scopes));
    (0,guards/* distinctScopes */.uA)(files);
    return files;
}
const titleOf = (operation) => operation === 'alerts.pull' ? 'Alerts pull' : operation === 'dashboards.pull' ? 'Dashboards pull' : 'Stack pull';
function entriesOf(f, section) {
    const list = stack_pull_isObject(f.yaml.value) ? f.yaml.value[section] : undefined;
    return (Array.isArray(list) ? list : []).flatMap((v, i) => stack_pull_isObject(v) && typeof v.name === 'string' ? [{ name: v.name, path: [section, i], value: v }] : []);
}
function neededKinds(files, sections, edition, also) {
    const need = new Set();
    const add = (k) => {
        if (need.has(k) || !kinds/* KIND_SPECS */.u[k].editions.includes(edition))
            return;
        need.add(k);
        kinds/* KIND_SPECS */.u[k].refersTo.forEach(add);
    };
    for (const f of files)
        for (const k of f.stack.sections)
            if (sections.has(k))
                add(k);
    if (also.dashboards)
        ['sources', 'connections'].forEach(add);
    if (also.alerts)
        ALERT_KINDS.forEach(add);
    return kinds_kind/* STACK_KINDS */.JP.filter((k) => need.has(k));
}
function rewrite(f, plan) {
    try {
        return editYaml(f.text, plan.edits, {
            current: f.yaml.value,
            frozen: (v) => ((0,kinds_kind/* isSecretRef */.aZ)(v) ? 'a secret stays a reference to its variable; its value is never written' : undefined),
            unwritable: (v) => typeof v === 'string' && v.includes('${{')
                ? "the server's text holds `${{`, which a values file would read as a placeholder; write it by hand"
                : undefined,
        });
    }
    catch (e) {
        if (!(e instanceof YamlEditError))
            throw e;
        return { text: f.text, held: [], refused: `the file cannot be rewritten in place (${e.message})` };
    }
}
async function proposeFile(git, me, p, s, base, redact) {
    const key = `${s.operation}:${p.file}${s.valuesFile ? ` values-file=${s.valuesFile}` : ''}`;
    const marker = (0,report_marker/* commentMarker */.Ql)(key);
    const branch = branchFor(p.file, key);
    if (p.plan.rows.length === 0)
        return withdraw(git, me, { key, marker, branch, note: `Nothing to pull: \`${p.file}\` matches the server again. Closed by ${s.operation}.` });
    if (p.next === p.text)
        return { action: 'unchanged', branch, reason: 'nothing could be written: every change is left for a human (see the report)' };
    const report = pullReport([p], { title: `${titleOf(s.operation)}: ${p.file}`, dryRun: false });
    const body = (0,fit/* fitBody */.KM)(redact((0,markdown/* renderMarkdown */.G)(report, { marker })), fit/* COMMENT_LIMIT_CHARS */.iW, fit/* utf16Length */.b3, (lines) => `… ${lines} lines left out (GitHub's limit); the run's report has them all.`).body;
    const lines = p.plan.rows.map((r) => `- ${r.singular} "${r.name}": ${r.action}${r.to !== undefined ? ` to "${r.to}"` : ''}`);
    return propose(git, me, {
        key,
        marker,
        base,
        branch,
        files: [{ path: p.file, read: p.text, text: p.next }],
        title: redact(`Pull the server's changes into ${p.file}${s.valuesFile ? ` (${s.valuesFile})` : ''}`),
        body,
        message: redact(`${s.operation}: ${p.file} as the server has it\n\n${lines.join('\n')}`),
    });
}
function branchFor(file, key) {
    const slug = file
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'file';
    return `observability-ops/pull/${slug}-${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 8)}`;
}
function describeOutcome(o) {
    const pr = o.number !== undefined ? `pull request #${o.number}${o.url ? ` (${o.url})` : ''}` : 'the pull request';
    switch (o.action) {
        case 'created':
            return `Opened ${pr} on branch ${o.branch}.`;
        case 'updated':
            return `Updated ${pr} on branch ${o.branch}.`;
        case 'unchanged':
            return o.reason ? `No pull request: ${o.reason}.` : `${pr} already holds this change.`;
        case 'closed':
            return `Nothing to pull: closed ${pr}.`;
        case 'none':
            return 'Nothing to pull, and no pull request open.';
        case 'skipped':
            return `Pull request not touched: ${o.reason ?? ''}.`;
        default:
            return `Pull request failed: ${o.reason ?? ''}`;
    }
}


/***/ })

};
