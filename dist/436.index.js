export const id = 436;
export const ids = [436];
export const modules = {

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

/***/ 76716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   h2: () => (/* binding */ readDate),
/* harmony export */   sO: () => (/* binding */ DAY_MS)
/* harmony export */ });
/* unused harmony export days */
/* harmony import */ var _in_use_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54343);
/* harmony import */ var _util_name_filter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41000);


const DAY_MS = 86_400_000;
function decide(keys, policy, now) {
    const filter = (0,_util_name_filter_js__WEBPACK_IMPORTED_MODULE_1__/* .compileNameFilter */ .l)(policy.include, policy.exclude);
    const limitMs = policy.staleAfterDays * DAY_MS;
    const decisions = keys.map((key) => {
        const dates = { usedAt: readDate(key.usedAt), createdAt: readDate(key.createdAt), expireAt: readDate(key.expireAt) };
        const used = known(dates.usedAt);
        const created = known(dates.createdAt);
        const expires = known(dates.expireAt);
        const lastActivity = used === undefined && created === undefined ? undefined : Math.max(used ?? -Infinity, created ?? -Infinity);
        const keep = (action, code, reason) => ({
            key,
            action,
            code,
            reason,
            lastActivity,
        });
        const inUse = (0,_in_use_js__WEBPACK_IMPORTED_MODULE_0__/* .mightBeInUse */ .rv)(key, policy.keyIdInUse);
        if (inUse === 'suffix-match')
            return keep('protect', 'in-use', `in use: its suffix …${key.keySuffix} is the end of key-id`);
        if (inUse === 'no-suffix')
            return keep('keep', 'no-suffix', 'kept — cannot tell whether it is the key in use (no keySuffix)');
        if (!key.id)
            return keep('keep', 'no-id', 'the list gave no id to act on');
        const match = filter(key.name);
        if (!match.selected) {
            return match.reason === 'excluded'
                ? keep('keep', 'excluded', `excluded by "${match.pattern}"`)
                : keep('keep', 'not-included', 'name matches no include pattern');
        }
        if (policy.mode === 'disable' && key.state === 'disabled') {
            return keep('keep', 'already-disabled', 'already disabled');
        }
        const unreadable = Object.entries(dates).find(([, d]) => d === 'unreadable');
        if (unreadable)
            return keep('keep', 'unreadable-date', `unreadable ${unreadable[0]} date`);
        if (lastActivity === undefined)
            return keep('keep', 'unknown-age', 'age unknown: no created or last-used date');
        const ageText = used !== undefined ? `last used ${days(now - used)} ago` : `never used, created ${days(now - lastActivity)} ago`;
        if (expires !== undefined && expires < now) {
            return { key, action: 'remove', code: 'expired', reason: `expired ${days(now - expires)} ago`, lastActivity };
        }
        if (now - lastActivity > limitMs) {
            return {
                key,
                action: 'remove',
                code: used !== undefined ? 'unused' : 'never-used',
                reason: `${ageText} (over ${policy.staleAfterDays} days)`,
                lastActivity,
            };
        }
        return keep('keep', 'fresh', `${ageText} (within ${policy.staleAfterDays} days)`);
    });
    return decisions.sort(byRemovalOrder);
}
function byRemovalOrder(a, b) {
    const ta = a.lastActivity ?? Infinity;
    const tb = b.lastActivity ?? Infinity;
    if (ta !== tb)
        return ta < tb ? -1 : 1;
    return compareText(a.key.name, b.key.name) || compareText(a.key.id, b.key.id);
}
function compareText(a, b) {
    const x = a ?? '';
    const y = b ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
}
function known(d) {
    return typeof d === 'number' ? d : undefined;
}
function readDate(value) {
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value !== 'string')
        return 'unreadable';
    const t = Date.parse(value);
    return Number.isNaN(t) ? 'unreadable' : t;
}
function days(ms) {
    const n = Math.max(0, Math.floor(ms / DAY_MS));
    return `${n} ${n === 1 ? 'day' : 'days'}`;
}


/***/ }),

/***/ 32436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keysRotate: () => (/* binding */ keysRotate),
  parseRotateInputs: () => (/* binding */ parseRotateInputs)
});

// EXTERNAL MODULE: ./src/api/index.ts + 6 modules
var api = __webpack_require__(5135);
// EXTERNAL MODULE: ./src/github/secrets.ts
var secrets = __webpack_require__(298);
// EXTERNAL MODULE: ./src/util/cancel.ts
var cancel = __webpack_require__(24436);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/keys/in-use.ts
var in_use = __webpack_require__(54343);
// EXTERNAL MODULE: ./src/keys/policy.ts
var policy = __webpack_require__(76716);
;// CONCATENATED MODULE: ./src/keys/rotate.ts



const HOUR_MS = 3_600_000;
function planRotation(keys, settings, store, now) {
    const inUse = (0,in_use/* certainKeyInUse */.Wt)(keys, settings.keyIdInUse);
    let oldKey;
    if (settings.rotateKeyId) {
        const found = keys.find((k) => k.id === settings.rotateKeyId);
        if (!found)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('rotate-key-id')}: no key with id ${settings.rotateKeyId} in this organization (keys.list shows the ids).`);
        oldKey = found;
    }
    else if ('key' in inUse) {
        oldKey = inUse.key;
    }
    else {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `Cannot tell which key to rotate: ${inUse.problem}. Set ${(0,input_error/* named */.KT)('rotate-key-id')} to the id of the key to rotate (keys.list shows the ids).`);
    }
    const label = `${oldKey.name || '(unnamed)'} (${suffixOf(oldKey)})`;
    if (oldKey.state === 'disabled')
        throw new input_error/* InputError */.dz(`Key ${label} is disabled: a rotation would create an enabled copy of it. Enable it first, or create a key by hand.`);
    const expiry = (0,policy/* readDate */.h2)(oldKey.expireAt);
    if (typeof expiry === 'number' && expiry <= now)
        throw new input_error/* InputError */.dz(`Key ${label} has already expired: nothing uses it any more; create a new key by hand.`);
    const ipAccessList = copyIpAccessList(oldKey, label);
    const roles = copyRoles(oldKey, label);
    const days = settings.newKeyExpiresDays;
    if (days !== undefined && days * 24 <= settings.graceHours) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('new-key-expires-days')} (${days}) would let the new key expire before the old one's grace of ${settings.graceHours} hours ends.`);
    }
    const graceEnd = now + settings.graceHours * HOUR_MS;
    return {
        oldKey,
        keysBefore: keys.map((k) => k.id).filter((id) => typeof id === 'string'),
        oldIsKeyInUse: 'key' in inUse && inUse.key.id === oldKey.id,
        create: {
            name: settings.newKeyName || defaultKeyName(oldKey.name, now),
            expireAt: days === undefined ? null : isoSeconds(now + days * policy/* DAY_MS */.sO),
            ...roles.body,
            ipAccessList,
        },
        roles: roles.words,
        scope: store.scope,
        secrets: store.secrets,
        graceHours: settings.graceHours,
        keepsEarlierExpiry: typeof expiry === 'number' && expiry <= graceEnd ? isoSeconds(expiry) : undefined,
    };
}
function copyIpAccessList(key, label) {
    const list = key.ipAccessList;
    if (!Array.isArray(list)) {
        throw new input_error/* InputError */.dz(`The API returned key ${label} without its ipAccessList, so the new key could not be given the same one; nothing was created.`);
    }
    if (list.length === 0) {
        throw new input_error/* InputError */.dz(`Key ${label} has an empty IP access list, which denies every address: a copy could not be verified, and would lock out whoever uses it. ` +
            "Give the key an explicit IP access list in the Cloud console (e.g. your runners' addresses, or 0.0.0.0/0), then rotate; nothing was created.");
    }
    const entries = list;
    return entries.map((e, i) => {
        if (!e || typeof e.source !== 'string' || e.source === '')
            throw new input_error/* InputError */.dz(`Key ${label}: ipAccessList entry ${i + 1} has no source; nothing was created.`);
        return typeof e.description === 'string' ? { source: e.source, description: e.description } : { source: e.source };
    });
}
function copyRoles(key, label) {
    const assigned = Array.isArray(key.assignedRoles) ? key.assignedRoles : [];
    if (assigned.length > 0) {
        const ids = assigned.map((r) => r?.roleId);
        if (ids.some((id) => typeof id !== 'string' || id === ''))
            throw new input_error/* InputError */.dz(`Key ${label}: an assigned role has no roleId, so the roles cannot be copied; nothing was created.`);
        const words = assigned.map((r) => `${r?.roleName || r?.roleId} (${r?.roleType || 'role'})`).join(', ');
        return { body: { assignedRoleIds: ids }, words };
    }
    const legacy = Array.isArray(key.roles) ? key.roles.filter((r) => typeof r === 'string' && r !== '') : [];
    if (legacy.length > 0)
        return { body: { roles: legacy }, words: `${legacy.join(', ')} (legacy roles)` };
    throw new input_error/* InputError */.dz(`Key ${label} has no roles the API shows (neither assignedRoles nor roles), so the new key could not be given the same ones; nothing was created.`);
}
function defaultKeyName(oldName, now) {
    const date = new Date(now).toISOString().slice(0, 10);
    const base = (oldName || 'api-key').replace(/[-_ ]?\d{4}-\d{2}-\d{2}$/, '') || 'api-key';
    return `${base.slice(0, 50 - date.length - 1)}-${date}`;
}
function isoSeconds(ms) {
    return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
function suffixOf(key) {
    return key.keySuffix ? `…${key.keySuffix}` : 'no suffix';
}

;// CONCATENATED MODULE: ./src/keys/rotate-steps.ts


function plannedSteps(plan) {
    return inOrder(stepRows(plan));
}
function inOrder(r) {
    return [r.read, r.create, r.verify, ...r.store, r.retire];
}
function stepRows(plan) {
    const old = plan.oldKey;
    const ips = plan.create.ipAccessList.map((e) => e.source);
    const where = (0,secrets/* describeScope */.OI)(plan.scope);
    const store = (t) => ({
        step: `Store ${t.name}`,
        status: 'planned',
        detail: `the new key ${t.holds === 'id' ? 'id' : 'secret'}, sealed with the public key of ${where}; ` +
            (t.before ? 'replaces the current value' : 'creates the secret') +
            (t.access
                ? `; visibility ${t.access.visibility}${t.access.visibility === 'selected' ? ` (${plural(t.access.selectedRepositoryIds?.length ?? 0, 'repository', 'repositories')})` : ''}`
                : '') +
            '; then reads its metadata back',
    });
    return {
        read: {
            step: 'Read old key',
            status: 'ok',
            detail: `${old.name || '(unnamed)'} (${suffixOf(old)})${plan.oldIsKeyInUse ? ', the key in use' : ''}: roles ${plan.roles}; IP access list ${ips.join(', ')}; expires ${old.expireAt || 'never'}`,
        },
        create: { step: 'Create new key', status: 'planned', detail: `${plan.create.name}: ${copies(plan)}` },
        verify: {
            step: 'Verify new key',
            status: 'planned',
            detail: 'reads the organization with the new credentials, retrying for up to ~30 s while the key propagates',
        },
        store: [store(plan.secrets[0]), store(plan.secrets[1])],
        retire: {
            step: 'Retire old key',
            status: plan.keepsEarlierExpiry ? 'skipped' : 'planned',
            detail: plan.keepsEarlierExpiry
                ? `it already expires at ${plan.keepsEarlierExpiry}, before a grace of ${plan.graceHours} h would end: left as it is`
                : `expireAt = now + ${plan.graceHours} h (PATCH, nothing else changed; it stays enabled, and is not deleted: jobs already queued hold the old secret)`,
        },
    };
}
function copies(plan) {
    const n = plan.create.ipAccessList.length;
    return (`the same roles (${plan.create.assignedRoleIds ? 'assignedRoleIds' : 'legacy roles'}) and IP access list (${plural(n, 'entry', 'entries')}), ` +
        `sent explicitly; expires ${plan.create.expireAt ?? 'never'}`);
}
function plural(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: ./src/keys/rotate-undo.ts


function notCreatedByRun(r, id, keyId) {
    if (keyId !== undefined && keyId === r.inUse.keyId)
        return 'the credentials this run authenticates with (the key in use)';
    if (id === undefined)
        return undefined;
    if (id === r.plan.oldKey.id)
        return `the key being rotated, ${r.oldLabel}`;
    if (r.plan.keysBefore.includes(id))
        return `key ${id}, which was listed before this run created anything`;
    return undefined;
}
function failed(r, failure, newKey, changed = false) {
    for (const row of r.steps)
        if (row.status === 'planned')
            row.status = 'not attempted';
    const cancelled = r.ports.cancel.reason;
    return { steps: r.steps, newKey, failure, changed, ...(cancelled ? { cancelled } : {}) };
}
async function removeNewKey(r, key, keyId) {
    const row = r.rows.create;
    const foreign = notCreatedByRun(r, key.id, keyId);
    if (foreign) {
        row.status = 'kept';
        return { kept: true, text: `not deleted: the answer named ${foreign}, which this run did not create` };
    }
    try {
        await r.ports.org.deleteKey(key.id);
        row.status = 'deleted';
        return { kept: false, text: 'it was deleted' };
    }
    catch (e) {
        row.status = 'kept';
        const text = `it could not be deleted (${describe(e)}): delete it by hand (keys.delete with its id, or the Cloud console)`;
        r.ports.log.warning(`The new key ${key.name}: ${text}.`);
        return { kept: true, text };
    }
}
async function storeFailed(r, c, written, failedTarget, why) {
    const head = `${cancelledPrefix(r)}Storing ${failedTarget.name} failed: ${why}.`;
    if (written.length === 0) {
        const cleanup = await removeNewKey(r, c.key, c.keyId);
        const failure = `${head} No secret was changed. The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched.`;
        return failed(r, failure, { ...c.key, kept: cleanup.kept }, cleanup.kept);
    }
    if (r.plan.oldIsKeyInUse)
        return putBack(r, c, written, head);
    r.rows.create.status = 'kept';
    const holds = (t) => written.includes(t)
        ? `${t.name} ${t === failedTarget ? 'may hold' : 'holds'} the new key ${c.label}'s ${t.holds === 'id' ? 'id' : 'secret'}`
        : `${t.name} still holds the old key ${r.oldLabel}'s ${t.holds === 'id' ? 'id' : 'secret'}`;
    return failed(r, `${head} The secrets' old values are unknown (${r.ports.nameInput?.('rotate-key-id', '') ?? '`rotate-key-id`'} names a key this run does not authenticate with), so nothing could be put back: ` +
        `${r.plan.secrets.map(holds).join('; ')}. The new key was kept and the old key ${r.oldLabel} left unexpired; fix the secrets by hand, or run the rotation again.`, { ...c.key, kept: true }, true);
}
async function putBack(r, c, written, head) {
    const old = { id: r.inUse.keyId, secret: r.inUse.keySecret };
    const undone = [];
    const stuck = [];
    for (const target of written) {
        const row = target === r.plan.secrets[0] ? r.rows.store[0] : r.rows.store[1];
        try {
            await restoreOne(r, target, old[target.holds]);
            row.status = 'restored';
            row.detail = `${row.detail}; ${target.before ? 'put back to its old value' : 'deleted again (it did not exist before)'}`;
            undone.push(target.name);
        }
        catch (e) {
            row.detail = `${row.detail}; putting it back failed: ${describe(e)}`;
            stuck.push(`${target.name} (${describe(e)})`);
        }
    }
    const cleanup = stuck.length
        ? keptFor(r, 'kept, since a secret that could not be put back may name it; delete it once the secrets are fixed')
        : await removeNewKey(r, c.key, c.keyId);
    const restored = undone.length ? ` ${undone.join(' and ')} ${undone.length === 1 ? 'was' : 'were'} put back to the old key's value.` : '';
    const broken = stuck.length
        ? ` Could not put back ${stuck.join(', ')}: ${stuck.length === 1 ? 'it may hold' : 'they may hold'} the new key's credentials — set ${stuck.length === 1 ? 'it' : 'them'} to the old key's by hand, or run the rotation again.`
        : '';
    const failure = `${head}${restored}${broken} The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched and still works.`;
    return failed(r, failure, { ...c.key, kept: cleanup.kept }, stuck.length > 0 || cleanup.kept);
}
function keptFor(r, why) {
    r.rows.create.status = 'kept';
    return { kept: true, text: why };
}
async function restoreOne(r, target, oldValue) {
    if (target.before) {
        await r.ports.secrets.put(target.name, oldValue, target.access);
        return;
    }
    await r.ports.secrets.delete(target.name).catch((e) => {
        if (!(e instanceof secrets/* GitHubError */.y_ && e.status === 404))
            throw e;
    });
}
function cancelledPrefix(r) {
    return r.ports.cancel.reason ? `Cancelled (${r.ports.cancel.reason}). ` : '';
}
function describe(e) {
    if (e instanceof errors/* ApiError */.hD)
        return `${e.method} ${e.path} → ${e.status}: ${e.serverMessage || '(empty body)'}`;
    return e instanceof Error ? e.message : String(e);
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

;// CONCATENATED MODULE: ./src/keys/rotate-apply.ts






const VERIFY_BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000];
async function applyRotation(plan, ports, inUse) {
    const rows = stepRows(plan);
    const r = { plan, ports, inUse, rows, steps: inOrder(rows), oldLabel: `${plan.oldKey.name || '(unnamed)'} (${suffixOf(plan.oldKey)})` };
    if (ports.cancel.reason)
        return failed(r, `${cancelledPrefix(r)}Nothing was written: no key was created, and the old key ${r.oldLabel} and the secrets were not touched.`);
    const created = await createKey(r);
    if (!('keyId' in created))
        return created;
    if (ports.cancel.reason)
        return cancelledBeforeStore(r, created);
    const unverified = await verifyKey(r, created);
    if (unverified)
        return unverified;
    if (ports.cancel.reason)
        return cancelledBeforeStore(r, created);
    const notStored = await storeKey(r, created);
    if (notStored)
        return notStored;
    if (ports.cancel.reason)
        return cancelledAfterStore(r, created);
    return retireOldKey(r, created);
}
async function createKey(r) {
    const { plan, ports, rows } = r;
    const untouched = `The old key ${r.oldLabel} and the secrets were not touched.`;
    let answer;
    try {
        answer = await ports.org.createKey(plan.create);
    }
    catch (e) {
        rows.create.status = 'failed';
        rows.create.detail = describe(e);
        return failed(r, `Creating the new key failed: ${describe(e)}. ${mayExist(e) ? lookFor(plan.create.name) : ''}${untouched}`);
    }
    const { keyId, keySecret } = answer ?? {};
    const secrets = [keyId, keySecret].filter((s) => typeof s === 'string' && s !== '');
    if (secrets.length > 0)
        ports.addSecrets({ ...(secrets.length === 2 ? { keyId, keySecret } : {}), values: secrets });
    const key = answer?.key;
    const foreign = notCreatedByRun(r, typeof key?.id === 'string' ? key.id : undefined, typeof keyId === 'string' ? keyId : undefined);
    if (foreign) {
        rows.create.status = 'failed';
        rows.create.detail = `the answer names ${foreign}: not a new key`;
        return failed(r, `The create answer names ${foreign}, not a key this run created (a proxy, a replayed answer or a bug): nothing was deleted, verified or stored with it. ${lookFor(plan.create.name)}${untouched}`);
    }
    if (typeof key?.id !== 'string' || typeof keyId !== 'string' || keyId === '' || typeof keySecret !== 'string' || keySecret === '') {
        rows.create.status = 'failed';
        rows.create.detail = 'the answer lacks the key, its id or its secret';
        const cleanup = typeof key?.id === 'string'
            ? (await removeNewKey(r, { id: key.id, name: plan.create.name, keySuffix: '' })).text
            : `it could not be deleted (no id in the answer): delete the key named ${plan.create.name} by hand`;
        return failed(r, `The API created a key but its answer lacks the key id or secret, so it cannot be used; ${cleanup}. ${untouched}`);
    }
    const newKey = { id: key.id, name: key.name || plan.create.name, keySuffix: key.keySuffix || keyId.slice(-4) };
    const label = `${newKey.name} (…${newKey.keySuffix})`;
    rows.create.status = 'created';
    rows.create.detail = `${label}: ${copies(plan)}`;
    ports.log.info(`Created key ${label}.`);
    return { key: newKey, keyId, keySecret, label };
}
function mayExist(e) {
    return ((e instanceof errors/* TransportError */.wX && e.outcomeUnknown) ||
        (e instanceof errors/* ApiError */.hD && e.status >= 500) ||
        (!(e instanceof errors/* ApiError */.hD) && !(e instanceof errors/* TransportError */.wX)));
}
function lookFor(name) {
    return `The key may have been created all the same: if keys.list shows a key named ${name}, delete it (this run never uses it). `;
}
async function verifyKey(r, c) {
    const verified = await verify(r.ports, c.keyId, c.keySecret);
    if (verified.ok) {
        r.rows.verify.status = 'ok';
        r.rows.verify.detail = verified.detail;
        return undefined;
    }
    if (r.ports.cancel.reason)
        return cancelledBeforeStore(r, c);
    r.rows.verify.status = 'failed';
    r.rows.verify.detail = verified.detail;
    const cleanup = await removeNewKey(r, c.key, c.keyId);
    return failed(r, `The new key ${c.label} did not authenticate: ${verified.detail}. ${capital(cleanup.text)}. The old key ${r.oldLabel} and the secrets were not touched.`, { ...c.key, kept: cleanup.kept }, cleanup.kept);
}
async function verify(ports, keyId, keySecret) {
    let waited = 0;
    for (let attempt = 0;; attempt++) {
        try {
            await ports.verify(keyId, keySecret);
            return {
                ok: true,
                detail: attempt === 0 ? 'authenticated at once' : `authenticated after ${attempt + 1} attempts (${waited / 1000} s of waiting for propagation)`,
            };
        }
        catch (e) {
            const propagating = e instanceof errors/* ApiError */.hD && (e.status === 400 || e.status === 401);
            const wait = VERIFY_BACKOFF_MS[attempt];
            if (!propagating || wait === undefined || ports.cancel.reason) {
                return { ok: false, detail: `${describe(e)}${propagating ? ` (still refused after ${attempt + 1} attempts over ${waited / 1000} s)` : ''}` };
            }
            ports.log.info(`The new key is not accepted yet (${describe(e)}); trying again in ${wait / 1000} s.`);
            await ports.sleep(wait);
            waited += wait;
        }
    }
}
async function cancelledBeforeStore(r, c) {
    if (r.rows.verify.status === 'planned')
        r.rows.verify.detail = 'stopped waiting: the run was cancelled';
    const cleanup = await removeNewKey(r, c.key, c.keyId);
    return failed(r, `${cancelledPrefix(r)}No secret was written. The new key ${c.label}: ${cleanup.text}. The old key ${r.oldLabel} was not touched.`, { ...c.key, kept: cleanup.kept }, cleanup.kept);
}
async function storeKey(r, c) {
    const { plan, ports } = r;
    const values = { id: c.keyId, secret: c.keySecret };
    const written = [];
    for (const [target, row] of [
        [plan.secrets[0], r.rows.store[0]],
        [plan.secrets[1], r.rows.store[1]],
    ]) {
        const stored = await store(ports, target, values[target.holds]);
        if (stored.ok) {
            row.status = stored.action;
            row.detail = stored.detail;
            written.push(target);
            continue;
        }
        row.status = 'failed';
        row.detail = stored.detail;
        if (stored.maybeWritten)
            written.push(target);
        return storeFailed(r, c, written, target, stored.detail);
    }
    ports.log.info(`Stored the new key in ${plan.secrets.map((s) => s.name).join(' and ')} (${(0,secrets/* describeScope */.OI)(plan.scope)}).`);
    return undefined;
}
function cancelledAfterStore(r, c) {
    const names = r.plan.secrets.map((s) => s.name).join(' and ');
    const outcome = failed(r, `${cancelledPrefix(r)}The store under way was finished: ${names} hold the new key ${c.label}, which works. ` +
        `The old key ${r.oldLabel} was not given its expiry: it still works and never expires on its own — set its expiry in the Cloud console (or PATCH expireAt), or delete it once no job uses it.`, { ...c.key, kept: true }, true);
    r.rows.retire.detail = 'the run was cancelled before this step: the old key keeps no expiry';
    return outcome;
}
async function retireOldKey(r, c) {
    const { plan, ports, steps } = r;
    const newKey = { ...c.key, kept: true };
    if (plan.keepsEarlierExpiry)
        return { steps, newKey, changed: true };
    const expireAt = isoSeconds(ports.now() + plan.graceHours * HOUR_MS);
    try {
        const after = await ports.org.updateKey(plan.oldKey.id, { expireAt });
        if (after?.expireAt !== undefined && Date.parse(String(after.expireAt)) !== Date.parse(expireAt)) {
            throw new Error(`the answer shows expireAt ${String(after.expireAt)}, not ${expireAt}`);
        }
        r.rows.retire.status = 'updated';
        r.rows.retire.detail = `expires at ${expireAt} (in ${plan.graceHours} h); still enabled, not deleted: the next keys.prune deletes it once expired`;
        return { steps, newKey, retiredAt: expireAt, changed: true };
    }
    catch (e) {
        r.rows.retire.status = 'failed';
        r.rows.retire.detail = describe(e);
        const warning = `The new key ${c.label} is stored and works, but giving the old key ${r.oldLabel} its expiry failed: ${describe(e)}. ` +
            `The old key still works and never expires on its own: set its expiry in the Cloud console (or PATCH expireAt), or delete it once no job uses it.`;
        ports.log.warning(warning);
        return { steps, newKey, warning, changed: true };
    }
}
async function store(ports, target, value) {
    const started = ports.now();
    let action;
    try {
        action = await ports.secrets.put(target.name, value, target.access);
    }
    catch (e) {
        return { ok: false, detail: describe(e), maybeWritten: !(e instanceof secrets/* GitHubError */.y_) || e.mayHaveLanded };
    }
    try {
        const after = await ports.secrets.get(target.name);
        const problem = unconfirmed(target, after, started);
        if (problem)
            return { ok: false, detail: `written (HTTP ${action === 'created' ? 201 : 204}), but ${problem}`, maybeWritten: true };
        return { ok: true, action, detail: `metadata read back: updated_at ${after?.updatedAt ?? '(not given)'}` };
    }
    catch (e) {
        return { ok: false, detail: `written, but reading it back failed: ${describe(e)}`, maybeWritten: true };
    }
}
function unconfirmed(target, after, started) {
    if (!after)
        return 'its metadata read back shows no such secret';
    if (target.access && after.visibility && after.visibility !== target.access.visibility) {
        return `its visibility reads back as ${after.visibility}, not ${target.access.visibility}`;
    }
    const t = Date.parse(after.updatedAt ?? '');
    if (Number.isNaN(t) || !target.before?.updatedAt || after.updatedAt !== target.before.updatedAt)
        return undefined;
    return t >= Math.floor(started / 1000) * 1000 ? undefined : `its metadata still shows the previous updated_at (${after.updatedAt})`;
}

;// CONCATENATED MODULE: ./src/keys/rotate-run.ts





const TOKEN_HELP = 'Use a fine-grained personal access token or a GitHub App token (actions/create-github-app-token) with the repository permission ' +
    '"Secrets: write" ("Environments: write" for environment secrets; the organization permission "Secrets: write" for organization secrets).';
async function rotateKey(run, ri) {
    const { org, secrets, log } = run;
    if (!run.dryRun)
        run.cancel.takeOver();
    const keys = await org.listKeys();
    const store = await readSecrets(secrets, ri, run.githubToken);
    const settings = { ...ri, keyIdInUse: run.inUse.keyId };
    const plan = planRotation(keys, settings, store, Date.now());
    if (run.dryRun)
        return result(plan, ri, { steps: plannedSteps(plan), changed: true }, true);
    let verifier;
    try {
        const outcome = await applyRotation(plan, {
            org,
            async verify(keyId, keySecret) {
                verifier ??= run.clientFor(keyId, keySecret);
                if (!verifier.organization)
                    throw new Error('the verifying client has no organization API');
                const seen = await verifier.organization.get();
                if (seen?.id !== undefined && seen.id !== run.organizationId)
                    throw new Error(`the new key reads organization ${seen.id}, not ${run.organizationId}`);
            },
            secrets,
            addSecrets: (secrets) => run.addSecrets(secrets),
            log,
            now: Date.now,
            sleep: (ms) => (0,cancel/* waitOrCancel */.zW)(ms, run.cancel.signal),
            cancel: run.cancel,
            nameInput: run.nameInput,
        }, run.inUse);
        return result(plan, ri, outcome, false);
    }
    finally {
        await verifier?.close().catch(() => undefined);
    }
}
async function readSecrets(client, ri, githubToken) {
    const where = (0,secrets/* describeScope */.OI)(ri.scope);
    try {
        await client.publicKey();
    }
    catch (e) {
        if (!(e instanceof secrets/* GitHubError */.y_) || e.status === undefined || ![401, 403, 404].includes(e.status))
            throw e;
        const same = ri.secretsToken === githubToken
            ? (0,input_error/* msg */.ab) ` ${(0,input_error/* named */.KT)('secrets-token')} is the same token as ${(0,input_error/* named */.KT)('github-token')}: if that is the workflow's GITHUB_TOKEN, it can never write secrets.`
            : '';
        const missing = e.status === 404 ? ` (or ${ri.scope.kind === 'environment' ? 'the environment' : 'the scope'} does not exist)` : '';
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* named */.KT)('secrets-token')} cannot read the Actions secrets of ${where}${missing}, so it cannot write them either: ${e.message}.${same} ${TOKEN_HELP} Nothing was created or changed.`);
    }
    const [idName, secretName] = ri.secretNames;
    const target = async (holds, name) => {
        const before = await client.get(name);
        return { holds, name, before, access: ri.scope.kind === 'org' ? await orgAccess(client, ri, name, before?.visibility, !!before) : undefined };
    };
    return { scope: ri.scope, secrets: [await target('id', idName), await target('secret', secretName)] };
}
async function orgAccess(client, ri, name, visibility, exists) {
    if (exists) {
        if (visibility !== 'all' && visibility !== 'private' && visibility !== 'selected') {
            throw new input_error/* InputError */.dz(`Organization secret ${name} reads back without a visibility GitHub documents (${visibility ?? 'none'}), so a write could not keep it; nothing was created.`);
        }
        return visibility === 'selected' ? { visibility, selectedRepositoryIds: await client.selectedRepositories(name) } : { visibility };
    }
    if (!ri.repository)
        throw new input_error/* InputError */.dz(`Organization secret ${name} does not exist yet, and without GITHUB_REPOSITORY there is no repository to share a new one with.`);
    return { visibility: 'selected', selectedRepositoryIds: [await client.repositoryId(ri.repository.owner, ri.repository.repo)] };
}
function result(plan, ri, outcome, dryRun) {
    const old = plan.oldKey;
    const oldLabel = `${old.name || '(unnamed)'} (${suffixOf(old)})`;
    const newLabel = outcome.newKey ? `${outcome.newKey.name} (…${outcome.newKey.keySuffix})` : plan.create.name;
    const names = ri.secretNames.join(' and ');
    const where = (0,secrets/* describeScope */.OI)(ri.scope);
    const until = outcome.retiredAt ?? plan.keepsEarlierExpiry;
    let headline;
    if (dryRun) {
        headline = `Dry run: would replace ${oldLabel} with a new key ${plan.create.name}, store it in ${names} (${where}) and let the old key expire ${plan.graceHours} h later. Nothing was written.`;
    }
    else if (outcome.cancelled) {
        headline = `Rotation of ${oldLabel} cancelled (${outcome.cancelled}); see the steps for what was finished or undone.`;
    }
    else if (outcome.failure) {
        headline = `Rotation of ${oldLabel} failed; see the steps.`;
    }
    else {
        headline = `Rotated ${oldLabel} → ${newLabel}, stored in ${names} (${where})${until ? `; the old key expires at ${until}` : ''}.`;
    }
    const notes = [];
    if (outcome.failure)
        notes.push(outcome.failure);
    else {
        if (outcome.warning)
            notes.push(outcome.warning);
        notes.push(`Jobs queued after the store read the new value of ${names}; jobs queued earlier hold the old one, which works until the old key expires (grace-hours: ${plan.graceHours}). ` +
            'The next keys.prune (run with the new key) deletes the old key once it has expired.');
        if (plan.graceHours === 0)
            notes.push('grace-hours is 0: jobs queued before the rotation lose access at once.');
    }
    const report = {
        title: `Key rotation${dryRun ? ' (dry run)' : ''}`,
        outcome: outcome.failure ? 'failure' : outcome.warning ? 'warning' : 'success',
        headline,
        table: { columns: ['Step', 'Status', 'Detail'], rows: outcome.steps.map((s) => [s.step, s.status, s.detail]) },
        notes,
    };
    const key = (k) => ({ id: k.id, name: k.name ?? null, keySuffix: k.keySuffix ?? null });
    return {
        result: {
            operation: 'keys.rotate',
            dryRun,
            oldKey: { ...key(old), isKeyInUse: plan.oldIsKeyInUse, expireAt: outcome.retiredAt ?? old.expireAt ?? null },
            newKey: outcome.newKey ?? (dryRun ? { name: plan.create.name } : null),
            secrets: { scope: ri.scope.kind, target: where, names: ri.secretNames },
            graceHours: plan.graceHours,
            steps: outcome.steps,
            ...(outcome.failure ? { error: outcome.failure } : {}),
            ...(outcome.cancelled ? { cancelled: outcome.cancelled } : {}),
            ...(outcome.warning ? { warning: outcome.warning } : {}),
        },
        changed: outcome.changed,
        report,
        failure: outcome.failure,
    };
}

// EXTERNAL MODULE: ./src/util/ids.ts
var ids = __webpack_require__(84598);
// EXTERNAL MODULE: ./src/operations/body.ts
var body = __webpack_require__(9264);
// EXTERNAL MODULE: ./src/operations/capabilities.ts
var capabilities = __webpack_require__(31698);
// EXTERNAL MODULE: ./src/operations/connection.ts
var connection = __webpack_require__(35068);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/keys-rotate.ts








const keysRotate = {
    ...meta/* KEYS_ROTATE */.dI,
    prepare(input, { context }) {
        const ri = parseRotateInputs(input, context);
        const run = {
            dryRun: (0,body/* dryRun */.PA)(input),
            timeoutMs: (0,connection/* parseTimeoutMs */.DS)(input),
            githubToken: input.text('github-token'),
            keySecret: input.text('key-secret'),
        };
        return (ctx) => runKeysRotate(ctx, ri, run);
    },
};
async function runKeysRotate(ctx, ri, inputs) {
    const { client, connection, log, redactor, cancel } = ctx;
    const config = connection.client;
    if (config.edition !== 'managed')
        throw new input_error/* InputError */.dz('keys.rotate runs on the managed edition only.');
    return rotateKey({
        org: (0,capabilities/* organization */.k)(client),
        secrets: await ctx.github.secrets(ri.secretsToken, ri.scope, { apiUrl: ri.apiUrl, timeoutMs: inputs.timeoutMs, maxRetries: config.maxRetries }),
        clientFor: (keyId, keySecret) => (0,api/* createClient */.U)({ ...config, keyId, keySecret }, { redactor, log, reveal: ctx.addSecrets, deadline: cancel.deadline }),
        organizationId: connection.organizationId,
        inUse: { keyId: connection.keyId, keySecret: inputs.keySecret },
        githubToken: inputs.githubToken,
        dryRun: inputs.dryRun,
        log,
        addSecrets: ctx.addSecrets,
        cancel,
        nameInput: ctx.context.nameInput,
    }, ri);
}
function parseRotateInputs(input, context) {
    const { env } = context;
    const str = (name) => input.text(name);
    const names = input.list('secret-names');
    if (names.length !== 2) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('secret-names')} must name two secrets, \`<key id secret>,<key secret secret>\` (e.g. \`CLICKHOUSE_KEY_ID,CLICKHOUSE_KEY_SECRET\`).`);
    }
    for (const name of names) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || /^GITHUB_/i.test(name)) {
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('secret-names')}: \`${name}\` is not a name GitHub allows for a secret (letters, digits and _, not starting with a digit or GITHUB_).`);
        }
    }
    const secretNames = names.map((n) => n.toUpperCase());
    if (secretNames[0] === secretNames[1])
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('secret-names')} names the same secret twice (GitHub ignores case).`);
    const secretsToken = str('secrets-token');
    if (!secretsToken) {
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `keys.rotate needs ${(0,input_error/* named */.KT)('secrets-token')} to store the new key: the workflow's GITHUB_TOKEN (${(0,input_error/* named */.KT)('github-token')}) cannot write Actions secrets. ${TOKEN_HELP} Nothing was created.`);
    }
    const repository = parseRepository(context.repository);
    const kind = input.oneOf('secret-scope', ['repo', 'environment', 'org']);
    const environment = str('secret-environment');
    if (kind === 'environment' && !environment)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('secret-environment')} is required with \`secret-scope: environment\`.`);
    if (kind !== 'environment' && environment)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('secret-environment')} only applies to \`secret-scope: environment\` (got \`${kind}\`).`);
    let scope;
    if (kind === 'org') {
        const org = env.GITHUB_REPOSITORY_OWNER || repository?.owner;
        if (!org)
            throw new input_error/* InputError */.dz('`secret-scope: org` needs GITHUB_REPOSITORY_OWNER (set on every GitHub runner; from a command line, `--repository owner/name`) to name the organization.');
        scope = { kind: 'org', org };
    }
    else {
        if (!repository)
            throw new input_error/* InputError */.dz(`\`secret-scope: ${kind}\` needs GITHUB_REPOSITORY as owner/name (set on every GitHub runner; from a command line, \`--repository owner/name\`).`);
        scope = kind === 'repo' ? { kind, ...repository } : { kind, ...repository, environment: (0,ids/* checkId */.i)(environment, 'secret-environment') };
    }
    const rotateKeyId = str('rotate-key-id');
    if (rotateKeyId)
        (0,ids/* checkId */.i)(rotateKeyId, 'rotate-key-id', 'uuid');
    return {
        rotateKeyId,
        newKeyName: str('new-key-name'),
        newKeyExpiresDays: input.optionalNumber('new-key-expires-days', { min: 1, max: 3650, integer: true }),
        secretNames,
        scope,
        secretsToken,
        graceHours: input.number('grace-hours', { min: 0, max: 8760 }),
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        repository,
    };
}
function parseRepository(value) {
    const m = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
    return m?.[1] && m[2] ? { owner: m[1], repo: m[2] } : undefined;
}


/***/ }),

/***/ 41000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ compileNameFilter)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);


const BASE = { bash: true, dot: true, windows: false, strictBrackets: true };
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
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz((0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .theInput */ .y8)(input)}: pattern \`${pattern}\` is not a valid glob: ${e.message}`);
    }
    return {
        pattern,
        test: (name) => (name === undefined || name === '' ? MATCH_ALL.has(pattern) : isMatch(name)),
    };
}


/***/ })

};
