export const id = 620;
export const ids = [620];
export const modules = {

/***/ 67620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readStackSyncInputs: () => (/* binding */ readStackSyncInputs),
  stackSync: () => (/* binding */ stackSync)
});

// EXTERNAL MODULE: ./src/alerts/handler.ts
var alerts_handler = __webpack_require__(72963);
// EXTERNAL MODULE: ./src/reconcile/plan.ts
var reconcile_plan = __webpack_require__(92205);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
// EXTERNAL MODULE: ./src/alerts/backtest/run.ts + 3 modules
var run = __webpack_require__(52190);
// EXTERNAL MODULE: ./src/alerts/file.ts
var alerts_file = __webpack_require__(64101);
// EXTERNAL MODULE: ./src/alerts/render.ts
var render = __webpack_require__(45567);
// EXTERNAL MODULE: ./src/alerts/sync.ts + 3 modules
var sync = __webpack_require__(6910);
// EXTERNAL MODULE: ./src/dashboards/file.ts + 2 modules
var dashboards_file = __webpack_require__(87969);
// EXTERNAL MODULE: ./src/dashboards/plan.ts
var dashboards_plan = __webpack_require__(41342);
// EXTERNAL MODULE: ./src/dashboards/render.ts
var dashboards_render = __webpack_require__(49173);
// EXTERNAL MODULE: ./src/dashboards/sync.ts + 2 modules
var dashboards_sync = __webpack_require__(3899);
// EXTERNAL MODULE: ./src/reconcile/apply.ts
var apply = __webpack_require__(62668);
// EXTERNAL MODULE: ./src/reconcile/echo.ts
var echo = __webpack_require__(84595);
// EXTERNAL MODULE: ./src/reconcile/files.ts
var reconcile_files = __webpack_require__(57955);
// EXTERNAL MODULE: ./src/reconcile/fingerprint.ts
var reconcile_fingerprint = __webpack_require__(18652);
// EXTERNAL MODULE: ./src/reconcile/guards.ts
var guards = __webpack_require__(55248);
// EXTERNAL MODULE: ./src/reconcile/ref.ts
var reconcile_ref = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/reconcile/result.ts
var result = __webpack_require__(30819);
// EXTERNAL MODULE: ./src/generated/stack-file.ts
var stack_file = __webpack_require__(69732);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(39869);
// EXTERNAL MODULE: ./src/stack/kinds/kind.ts
var kinds_kind = __webpack_require__(67772);
// EXTERNAL MODULE: ./src/stack/kinds/index.ts + 5 modules
var kinds = __webpack_require__(85881);
;// CONCATENATED MODULE: ./src/stack/file.ts




const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Keys every entry may have that the engine reads and the kind never sees. */
const ENGINE_KEYS = new Set(['was', 'adopt']);
function parseStackFile(file, text, opts) {
    const yaml = util_yaml/* LocatedYaml */.O.parse(file, text);
    const result = { file, scope: opts.scope || opts.defaultScope, sections: new Set(), entries: [], hasDashboards: false, hasAlerts: false, yaml };
    // Placeholders first, so the schema judges the values (at the placeholders' lines); a file that
    // cannot be read tells the values so (none of them is then called unused).
    if (opts.values?.substitute(yaml) || yaml.hasErrors)
        return result;
    const schemaProblems = yaml.validate(stack_file/* stackFile */.t, opts.edition);
    const root = yaml.value;
    if (!isObject(root))
        return result;
    if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '')
        result.scope = root.scope.trim();
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    result.hasDashboards = 'dashboards' in root;
    result.hasAlerts = 'alerts' in root;
    const refused = (prefix) => schemaProblems.some((p) => prefix.every((step, i) => p.path[i] === step));
    for (const kind of kinds_kind/* STACK_KINDS */.J) {
        const section = root[kind];
        if (!Array.isArray(section))
            continue;
        const spec = kinds/* KIND_SPECS */.u[kind];
        if (!spec.editions.includes(opts.edition)) {
            // The schema says so per entry where it can (`x-edition`); an empty section says nothing to refuse.
            if (section.length > 0 && !refused([kind]))
                yaml.problem([kind], `the ${opts.edition} API has no ${spec.singular}s; remove \`${kind}\` for this edition`);
            continue;
        }
        result.sections.add(kind);
        const seen = new Map();
        section.forEach((entry, i) => {
            const path = [kind, i];
            if (!isObject(entry) || typeof entry.name !== 'string')
                return;
            const first = seen.get(entry.name);
            if (first !== undefined) {
                yaml.problem([...path, 'name'], `duplicate ${spec.singular} name "${entry.name}" (first at ${kind}[${first}]); names identify objects and must be unique`);
                return;
            }
            seen.set(entry.name, i);
            if (refused(path))
                return;
            const fields = Object.fromEntries(Object.entries(entry).filter(([k]) => !ENGINE_KEYS.has(k)));
            result.entries.push({
                kind,
                name: entry.name,
                ...(typeof entry.was === 'string' ? { was: entry.was } : {}),
                adopt: entry.adopt === true,
                fields,
                path,
            });
        });
    }
    return result;
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/util/fingerprint.ts
var util_fingerprint = __webpack_require__(37284);
// EXTERNAL MODULE: ./src/stack/mark.ts
var mark = __webpack_require__(69595);
;// CONCATENATED MODULE: ./src/stack/handler.ts






/** The ids this run's creates answered, by kind and name: what pending references become. */
class CreatedIds {
    ids = new Map();
    set(kind, name, id) {
        this.ids.set(`${kind}\u0000${name}`, id);
    }
    idFor = (ref) => (ref.pending === 'object' ? this.ids.get(`${ref.kind}\u0000${ref.name}`) : undefined);
}
/**
 * The depth of each create among the creates of its kind it names (a log source after its trace
 * source), in plan order. A reference back to a create still being visited closes a cycle (a log
 * and a trace source naming each other) and is not followed: one of the cycle goes first,
 * created without that reference and completed by a PUT once the other exists (see `create`).
 */
function depths(creates) {
    const byName = new Map(creates.map((w) => [w.name, w]));
    const done = new Map();
    const visiting = new Set();
    const visit = (a) => {
        const known = done.get(a);
        if (known !== undefined)
            return known;
        visiting.add(a);
        let depth = 0;
        const walk = (v) => {
            const ref = (0,reconcile_ref/* refOf */.H8)(v);
            if (ref?.pending === 'object' && ref.kind === a.kind) {
                const target = byName.get(ref.name);
                if (target && !visiting.has(target))
                    depth = Math.max(depth, 1 + visit(target));
                return;
            }
            if (Array.isArray(v))
                v.forEach(walk);
            else if (v && typeof v === 'object')
                Object.values(v).forEach(walk);
        };
        if (a.action !== 'delete')
            walk(a.send);
        visiting.delete(a);
        done.set(a, depth);
        return depth;
    };
    creates.forEach(visit);
    return done;
}
/** Writes in phases: per kind in dependency order (deletes: reverse), and within a kind by the depth of its references. */
function stackPhases(writes) {
    const phases = [];
    const upserts = writes.filter((w) => w.action !== 'delete');
    for (const kind of kinds_kind/* STACK_KINDS */.J) {
        const mine = upserts.filter((w) => w.kind === kind);
        const depth = depths(mine);
        const levels = new Map();
        for (const w of mine) {
            const d = depth.get(w) ?? 0;
            levels.set(d, [...(levels.get(d) ?? []), w]);
        }
        for (const d of [...levels.keys()].sort((x, y) => x - y))
            phases.push(levels.get(d) ?? []);
    }
    for (const kind of [...kinds_kind/* STACK_KINDS */.J].reverse()) {
        const mine = writes.filter((w) => w.action === 'delete' && w.kind === kind);
        if (mine.length > 0)
            phases.push(mine);
    }
    return phases;
}
/** The handler for one run: `knownIds`, the objects the plan saw (a lost create is one it did not). */
function stackHandler(client, edition, knownIds, files, created) {
    const api = (kind) => {
        const found = client.config(kind);
        if (!found)
            throw new Error(`the ${edition} API has no ${kinds/* KIND_SPECS */.u[kind].singular}s`);
        return found;
    };
    const ready = (a) => {
        const body = (0,reconcile_ref/* resolveRefs */.F0)(a.send, created.idFor);
        if ((0,reconcile_ref/* holdsRef */.Kf)(body))
            throw new Error('not sent: an object it names was not created (see its failure)');
        return body;
    };
    /**
     * Objects of one kind that name each other (a log source naming its trace source, which names
     * the log source back — HyperDX's own defaults): the first created cannot name what does not
     * exist yet. It is created without those fields, and completed by a PUT of its whole body as soon
     * as every object it names exists. Any other unresolved reference is a failed create.
     */
    const deferred = new Map();
    /** Creates begun: a reference to one of them that did not resolve is to a failed create, never deferred. */
    const begun = new Set();
    /** Whether every unresolved reference in `v` is to an object of `a`'s kind not yet created (a cycle). */
    const waitsOnPeers = (a, v) => {
        const ref = (0,reconcile_ref/* refOf */.H8)(v);
        if (ref)
            return created.idFor(ref) !== undefined || (ref.pending === 'object' && ref.kind === a.kind && !begun.has(`${ref.kind}\u0000${ref.name}`));
        if (Array.isArray(v))
            return v.every((x) => waitsOnPeers(a, x));
        if (v && typeof v === 'object')
            return Object.values(v).every((x) => waitsOnPeers(a, x));
        return true;
    };
    const pendingPeer = (a, v) => (0,reconcile_ref/* holdsRef */.Kf)((0,reconcile_ref/* resolveRefs */.F0)(v, created.idFor)) && waitsOnPeers(a, v);
    const complete = async () => {
        for (const [key, d] of [...deferred]) {
            if ((0,reconcile_ref/* holdsRef */.Kf)((0,reconcile_ref/* resolveRefs */.F0)(d.a.send, created.idFor)))
                continue;
            // Taken before the request: a concurrent create of the same phase does not send it twice.
            deferred.delete(key);
            try {
                await api(d.a.kind).update(d.id, ready(d.a));
            }
            catch (e) {
                throw new Error(`created; then completing ${kinds/* KIND_SPECS */.u[d.a.kind].singular} "${d.a.name}" with the references to it failed (re-run to converge): ${String(e)}`);
            }
        }
    };
    /** The fields the answer does not hold as `body` (what was sent: the plan's placeholders resolved to ids) put them. */
    const echo = (a, body, answer) => {
        if (!answer || typeof answer !== 'object')
            return undefined;
        const spec = kinds/* KIND_SPECS */.u[a.kind];
        const stored = spec.comparable((0,mark/* withoutMark */.E_)(spec, answer), edition);
        const sent = (0,mark/* withoutMark */.E_)(spec, body);
        const differ = Object.keys(sent).filter((f) => !spec.writeOnly.includes(f) && !spec.secretFields.includes(f) && (0,util_fingerprint/* canonicalJson */.dj)(sent[f]) !== (0,util_fingerprint/* canonicalJson */.dj)(stored[f]));
        return differ.length > 0 ? differ : undefined;
    };
    return {
        phases: stackPhases,
        report: 'plan',
        async create(a) {
            begun.add(`${a.kind}\u0000${a.name}`);
            const cyclic = Object.keys(a.send).filter((f) => pendingPeer(a, a.send[f]));
            const send = cyclic.length > 0 ? Object.fromEntries(Object.entries(a.send).filter(([f]) => !cyclic.includes(f))) : a.send;
            const body = ready({ ...a, send });
            const answer = await api(a.kind).create(body);
            if (typeof answer.id !== 'string')
                throw new Error(`POST answered no id for ${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}"`);
            created.set(a.kind, a.name, answer.id);
            if (cyclic.length > 0)
                deferred.set(`${a.kind}\u0000${a.name}`, { a, id: answer.id });
            await complete();
            return { id: answer.id, echo: echo(a, body, answer) };
        },
        async update(a) {
            const body = ready(a);
            const answer = await api(a.kind).update(a.id, body);
            return { id: a.id, echo: echo(a, body, answer) };
        },
        async delete(a) {
            try {
                await api(a.kind).delete(a.id);
            }
            catch (e) {
                // Already gone: the goal is reached.
                if (!(e instanceof errors/* ApiError */.hD && e.status === 404))
                    throw e;
            }
            return { id: a.id };
        },
        lost: {
            is: (e) => e instanceof errors/* TransportError */.wX && e.outcomeUnknown,
            // One re-list of every kind the lost creates are of is more than one request; the kinds are few.
            list: async () => {
                const lists = await Promise.all(kinds_kind/* STACK_KINDS */.J.filter((k) => client.config(k)).map(async (kind) => (await api(kind).list()).map((o) => ({ ...o, kind }))));
                return lists.flat();
            },
            find: (live, a) => live.find((o) => {
                const spec = kinds/* KIND_SPECS */.u[a.kind];
                return o.kind === a.kind && !knownIds.has(o.id) && o.name === a.name && (spec.mark === 'none' || (0,mark/* ownerOf */.bf)(spec, o, a.scope) === 'ours');
            }),
            found: (a, hit) => {
                created.set(a.kind, a.name, hit.id);
                return { id: hit.id };
            },
            notCreated: 'nothing was created (checked) — re-run to create it',
            unchecked: (error) => `could not check whether it was created (${error}) — re-run to converge`,
            mark: true,
        },
        echoPlace: (o) => {
            const a = o.action;
            const file = files.find((f) => f.file === a.file);
            if (!file || a.action === 'delete' || !a.path)
                return undefined;
            return { yaml: file.yaml, path: a.path, label: `${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}" (id ${o.id ?? ''})` };
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/stack/plan.ts
// The plan of a stack's configuration kinds: each entry matched to the live object it manages (by
// name and ownership mark, `was` for a rename, `adopt` for a takeover), rendered with names resolved
// against the objects as the plan leaves them, and compared field by field with the live object's
// comparable form. Pure: the lists come in, the plan goes out; nothing is sent here.






const shownSecret = (ref) => `(secret $${ref.env})`;
const same = (a, b) => (0,util_fingerprint/* canonicalJson */.dj)(a) === (0,util_fingerprint/* canonicalJson */.dj)(b);
const key = (kind, name) => `${kind}\u0000${name}`;
async function planStack(input) {
    const { files, edition } = input;
    const notes = [];
    const matches = [];
    const claimed = new Map(); // live id → the entry that manages it
    const declaredBy = new Map(); // kind+name → file
    // Pass 1: which live object each entry manages, so that names resolve against the plan's result.
    for (const file of files) {
        const problem = (at, message) => file.yaml.problem(at, message);
        for (const entry of file.entries) {
            const spec = kinds/* KIND_SPECS */.u[entry.kind];
            const where = declaredBy.get(key(entry.kind, entry.name));
            if (where) {
                problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" is also declared in ${where}; one file manages an object`);
                continue;
            }
            declaredBy.set(key(entry.kind, entry.name), file.file);
            const live = match(spec, entry, input.live[entry.kind] ?? [], file.scope, problem);
            if (live === null)
                continue;
            if (live) {
                const other = claimed.get(live.object.id);
                if (other) {
                    problem(entry.path, `${spec.singular} "${live.object.name}" (id ${live.object.id}) is already managed by ${other}`);
                    continue;
                }
                claimed.set(live.object.id, `${file.file} (${entry.kind}: ${entry.name})`);
            }
            matches.push({ entry, file, live: live?.object, adopted: live?.adopted ?? false });
        }
    }
    // The objects as the plan leaves them: names for rendering, and for dashboards and alerts after.
    const deletes = [];
    const unmanaged = [];
    const predicted = {};
    const sectionScopes = (kind) => files.filter((f) => f.sections.has(kind)).map((f) => f.scope);
    for (const kind of kinds_kind/* STACK_KINDS */.J) {
        const spec = kinds/* KIND_SPECS */.u[kind];
        const live = input.live[kind] ?? [];
        const mine = matches.filter((m) => m.entry.kind === kind);
        const byId = new Map(mine.filter((m) => m.live).map((m) => [m.live?.id, m]));
        const out = [];
        for (const object of live) {
            const m = byId.get(object.id);
            if (m) {
                out.push({ ...object, name: m.entry.name });
                continue;
            }
            const scopes = sectionScopes(kind);
            if (scopes.length === 0) {
                out.push(object);
                continue;
            }
            const owner = scopes.map((s) => ({ scope: s, owner: (0,mark/* ownerOf */.bf)(spec, object, s) })).find((o) => o.owner === 'ours');
            if (owner && input.prune && !spec.readOnly?.(object)) {
                deletes.push({
                    action: 'delete',
                    kind,
                    name: object.name,
                    id: object.id,
                    file: fileOf(files, owner.scope),
                    scope: owner.scope,
                    reason: 'not in the files',
                });
                continue;
            }
            out.push(object);
            unmanaged.push({ action: 'unmanaged', kind, name: object.name, id: object.id, reason: unmanagedReason(spec, owner !== undefined, object, scopes) });
        }
        for (const m of mine)
            if (!m.live)
                out.push({ id: (0,reconcile_ref/* refText */.d0)({ pending: 'object', kind, name: m.entry.name }), name: m.entry.name });
        predicted[kind] = out;
    }
    // Pass 2: render each entry (names → ids of the predicted objects, secrets → values) and compare.
    const rendered = [];
    const resolvers = new Map(files.map((f) => [f, input.secrets.resolver((at, message) => f.yaml.problem(at, message))]));
    for (const m of matches) {
        const { entry, file } = m;
        const spec = kinds/* KIND_SPECS */.u[entry.kind];
        const problem = (at, message) => file.yaml.problem(at, message);
        const idOf = (kind, name, at) => resolveName(kinds/* KIND_SPECS */.u[kind], predicted[kind], name, at, problem);
        const ctx = { edition, idOf, problem, secret: resolvers.get(file) ?? (() => undefined) };
        const quiet = { edition, idOf: (k, n) => uniqueId(predicted[k], n), problem: () => undefined, secret: shownSecret };
        const before = file.yaml.problems.length;
        const sendBody = spec.body(entry.fields, entry.path, ctx);
        if (file.yaml.problems.length > before)
            continue;
        const shown = spec.body(entry.fields, entry.path, quiet);
        rendered.push({ m, sendBody, shown, writeOnly: pick(sendBody, spec.writeOnly), secret: holdsSecret(pick(entry.fields, spec.writeOnly)) });
    }
    // Write-only values that hold a secret get the slow digest (in parallel); the others, such as a
    // header `Content-Type: application/json`, a plain hash.
    const digests = await Promise.all(rendered.map(async ({ m, writeOnly, secret }) => {
        // A kind without a mark has nowhere to keep a digest (a connection's password): none is made.
        if (Object.keys(writeOnly).length === 0 || kinds/* KIND_SPECS */.u[m.entry.kind].mark === 'none')
            return undefined;
        if (!secret)
            return (0,external_node_crypto_.createHash)('sha256').update((0,util_fingerprint/* canonicalJson */.dj)(writeOnly)).digest('hex').slice(0, 16);
        const flat = Object.fromEntries(flatten(writeOnly).map(([path, value]) => [path, value]));
        return input.secrets.digest({ scope: m.file.scope, kind: m.entry.kind, name: m.entry.name }, flat);
    }));
    const actions = [];
    rendered.forEach(({ m, sendBody, shown }, i) => {
        const { entry, file } = m;
        const spec = kinds/* KIND_SPECS */.u[entry.kind];
        const digest = digests[i];
        // Adopting: no mark recorded what the object's write-only fields hold, and the server never
        // answers them, so an export could not write them. Those the entry does not state and a PUT
        // keeps when omitted (a webhook's headers) are not sent: the first sync of an exported file
        // would otherwise clear them. The digest stays the file's, so the next sync sees no change.
        const unstated = m.adopted ? (spec.keptWhenOmitted ?? []).filter((f) => entry.fields[f] === undefined) : [];
        const send = (0,mark/* withMark */.kN)(spec, omit(sendBody, unstated), file.scope, digest);
        // Shown without the digest: it is a form of the secrets (masked as one), and the changes say whether they change.
        const body = (0,mark/* withMark */.kN)(spec, omit(shown, unstated), file.scope);
        const base = { kind: entry.kind, name: entry.name, file: file.file, scope: file.scope, path: entry.path };
        if (!m.live) {
            actions.push({ ...base, action: 'create', body, send, reason: 'not on the server' });
            return;
        }
        const changes = fieldChanges(spec, m.live, omit(sendBody, unstated), shown, digest, edition);
        if (m.adopted)
            changes.unshift({ field: 'owner', from: 'unmarked', to: file.scope });
        if (changes.length === 0)
            actions.push({ ...base, action: 'unchanged', id: m.live.id });
        else
            actions.push({ ...base, action: 'update', id: m.live.id, changes, body, send, adopted: m.adopted, reason: m.adopted ? 'adopted' : undefined });
    });
    // The objects as they will be: what the plan writes, for dashboards and alerts (a tile's source kind, a saved search's where).
    for (const a of actions) {
        if (a.action !== 'create' && a.action !== 'update')
            continue;
        const list = predicted[a.kind];
        const id = a.action === 'create' ? (0,reconcile_ref/* refText */.d0)({ pending: 'object', kind: a.kind, name: a.name }) : a.id;
        const at = list.findIndex((o) => o.id === id);
        if (at >= 0)
            list[at] = { ...list[at], ...(0,mark/* withoutMark */.E_)(kinds/* KIND_SPECS */.u[a.kind], a.body), id, name: a.name };
    }
    if (matches.some((m) => kinds/* KIND_SPECS */.u[m.entry.kind].writeOnly.length > 0 && kinds/* KIND_SPECS */.u[m.entry.kind].mark === 'none')) {
        notes.push('A connection password is write-only and a connection has no field to record its digest: a changed password is sent with the next change of that connection, not on its own.');
    }
    return { actions: [...actions, ...deletes, ...unmanaged], predicted, files: files.map((f) => ({ file: f.file, scope: f.scope })), notes };
}
/** The live object an entry manages: undefined to create, null when a problem was recorded. */
function match(spec, entry, live, scope, problem) {
    const named = (name) => live.filter((o) => o.name === name);
    // A predefined role, a webhook only the UI connects: never written, so never declared.
    const fixed = named(entry.name)
        .map((o) => spec.readOnly?.(o))
        .find((r) => r !== undefined);
    if (fixed) {
        problem([...entry.path, 'name'], `${spec.singular} "${entry.name}" cannot be managed from a file: ${fixed}`);
        return null;
    }
    const one = (hits, what) => {
        if (hits.length === 1)
            return hits[0] ?? null;
        problem(entry.path, `${hits.length} ${spec.singular}s ${what} are named "${hits[0]?.name ?? ''}" (ids ${hits.map((h) => h.id).join(', ')}); a name must identify one`);
        return null;
    };
    if (spec.mark === 'none') {
        for (const name of [entry.name, entry.was]) {
            if (name === undefined)
                continue;
            const hits = named(name);
            if (hits.length > 0) {
                const o = one(hits, 'on the server');
                return o && { object: o, adopted: false };
            }
        }
        return undefined;
    }
    const whose = (o) => (0,mark/* ownerOf */.bf)(spec, o, scope);
    for (const name of [entry.name, entry.was]) {
        if (name === undefined)
            continue;
        const ours = named(name).filter((o) => whose(o) === 'ours');
        if (ours.length > 0) {
            const o = one(ours, 'of this scope');
            return o && { object: o, adopted: false };
        }
    }
    const namesakes = named(entry.name);
    const unmarked = namesakes.filter((o) => whose(o) === 'unmarked');
    if (entry.adopt && unmarked.length > 0) {
        const o = one(unmarked, 'without an owner');
        return o && { object: o, adopted: true };
    }
    if (unmarked.length > 0) {
        problem([...entry.path, 'name'], `a ${spec.singular} named "${entry.name}" exists (id ${unmarked[0]?.id ?? ''}) and no file manages it: add \`adopt: true\` to take it over, or choose another name`);
        return null;
    }
    if (namesakes.length > 0) {
        problem([...entry.path, 'name'], `the ${spec.singular} named "${entry.name}" is managed by another scope; choose another name, or move the entry to that scope's file`);
        return null;
    }
    return undefined;
}
/** The field changes of an update; secrets never shown, a write-only field by its digest. */
function fieldChanges(spec, live, send, shown, digest, edition) {
    const current = spec.comparable((0,mark/* withoutMark */.E_)(spec, live), edition);
    const changes = [];
    const fields = new Set([...Object.keys(send), ...Object.keys(current)].filter((f) => !spec.writeOnly.includes(f)));
    for (const field of [...fields].sort()) {
        if (same(send[field], current[field]))
            continue;
        const secret = spec.secretFields.includes(field);
        changes.push({ field, from: secret ? '(secret)' : current[field], to: secret ? shown[field] : send[field] });
    }
    if (digest !== undefined && spec.mark !== 'none' && (0,mark/* markDigest */.Q9)(spec, live) !== digest) {
        const written = spec.writeOnly.filter((f) => f in send);
        if (written.length > 0)
            changes.push({ field: written.join(', '), from: '(write-only)', to: '(changed secret or value)' });
    }
    return changes;
}
const omit = (body, fields) => fields.length === 0 ? body : Object.fromEntries(Object.entries(body).filter(([f]) => !fields.includes(f)));
/** Every leaf of a value with its dotted path (`headers.Authorization`), as text. */
function flatten(value, path = '') {
    if (value !== null && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
    return [[path, typeof value === 'string' ? value : JSON.stringify(value)]];
}
function pick(body, fields) {
    return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}
function uniqueId(objects, name) {
    const hits = objects.filter((o) => o.name === name);
    return hits.length === 1 ? hits[0]?.id : undefined;
}
function resolveName(spec, objects, name, at, problem) {
    const hits = objects.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0]?.id;
    if (hits.length === 0) {
        const known = objects.map((o) => `"${o.name}"`).slice(0, 10);
        problem(at, `no ${spec.singular} named "${name}"${known.length > 0 ? ` (known: ${known.join(', ')}${objects.length > 10 ? ', …' : ''})` : ''}`);
    }
    else
        problem(at, `${hits.length} ${spec.singular}s are named "${name}" (ids ${hits.map((h) => h.id).join(', ')}); rename one so the name identifies it`);
    return undefined;
}
function unmanagedReason(spec, ours, object, scopes) {
    if (ours)
        return 'not in the files; `prune: true` deletes it';
    if (spec.mark === 'none')
        return `not in the files (a ${spec.singular} carries no owner: it is never pruned)`;
    const owner = scopes.map((s) => (0,mark/* ownerOf */.bf)(spec, object, s));
    return owner.includes('other') ? 'managed by another scope' : 'no file manages it';
}
function fileOf(files, scope) {
    return files.find((f) => f.scope === scope)?.file ?? '';
}
/** Whether a value anywhere holds a secret reference (the schema allows them only where secrets go). */
function holdsSecret(v) {
    return (0,kinds_kind/* isSecretRef */.a)(v) || (Array.isArray(v) ? v.some(holdsSecret) : typeof v === 'object' && v !== null && Object.values(v).some(holdsSecret));
}

// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(50767);
;// CONCATENATED MODULE: ./src/stack/secrets.ts
// Secrets by reference: a stack file names the environment variable that holds a secret
// (`password: { env: CLICKHOUSE_PASSWORD }`), never the secret. This is where such a reference
// becomes its value (masked and redacted from that moment on), and where a write-only secret gets
// the digest that shows its drift without showing it.


/**
 * Variables a stack file may not name: the runner's own (its tokens, `ACTIONS_RUNTIME_TOKEN`,
 * `ACTIONS_ID_TOKEN_REQUEST_TOKEN`), GitHub's, and the action's inputs (`INPUT_API-KEY` is the
 * key itself). A file could otherwise send one of them to a server it names (a webhook header,
 * a connection's password to a host of its choosing). GitHub refuses secret names starting with
 * `GITHUB_` anyway, so no mapped secret is lost.
 */
const RESERVED = /^(?:ACTIONS|GITHUB|RUNNER|INPUT)_/i;
/**
 * RenderContext.secret for the engine: the value of the variable a reference names, registered
 * with the run's redactor before it is returned (so no later write, log line, annotation or echo of
 * a request can show it), or undefined with a problem at `at` that names the variable — never its
 * value. A variable read once is not read again (one value per run, registered once).
 */
function secretResolver(ports) {
    // Each variable read once: its value, or why it was refused (said again at every reference to it).
    const known = new Map();
    return (ref, at) => {
        const name = ref.env;
        if (RESERVED.test(name)) {
            ports.problem(at, `\`${name}\` is a variable of the runner, of GitHub or of this action's inputs; a secret must come from a variable of its own (\`env: { MY_SECRET: \${{ secrets.MY_SECRET }} }\` in the workflow)`);
            return undefined;
        }
        let got = known.get(name);
        if (!got) {
            got = read(name, ports);
            known.set(name, got);
        }
        if ('value' in got)
            return got.value;
        ports.problem(at, got.refused);
        return undefined;
    };
}
function read(name, ports) {
    const value = ports.variable?.(name);
    // Registered before anything is said or checked: the value may already be in a message to come.
    if (value)
        ports.addSecrets({ values: [value] });
    const refused = refusal(name, value);
    return refused !== undefined ? { refused } : { value: value };
}
/** Why a variable's value cannot be the secret, in words that never hold the value; undefined when it can. */
function refusal(name, value) {
    const map = `map it in the workflow from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\` (a secret of a fork's pull request is empty)`;
    if (value === undefined)
        return `the secret variable \`${name}\` is not set; ${map}`;
    if (value === '')
        return `the secret variable \`${name}\` is empty; ${map}`;
    // The redactor leaves shorter strings alone (they would blank out ordinary words): such a secret could not be hidden.
    if (value.length < redact/* MIN_SECRET */.Cq)
        return `the secret variable \`${name}\` is shorter than ${redact/* MIN_SECRET */.Cq} characters; so short a value cannot be masked in logs, use a longer secret`;
    return undefined;
}
/**
 * scrypt's cost: N = 2^15, r = 8, p = 1, 32 MiB per digest. Measured on this project's 2-core
 * machine: 68 ms per digest on a quiet core (30 ms at N = 2^14, 138 ms at 2^16), 200 ms when the
 * two cores carry a load of 9; 20 digests (libuv runs 4 at a time) 2.8 s at that load. A run
 * digests each object with write-only secrets once: a few connections and webhooks cost a
 * fraction of a second, the price of each guess an attacker pays the same.
 */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** 8 bytes, 16 hex characters: a collision between two values of one field is a 2^-64 chance. */
const LENGTH = 8;
/**
 * A digest of an object's write-only secret values (a connection's password, a webhook's headers:
 * the server never returns them), so a plan can tell that one changed since it was last written
 * without the value being recoverable from what is kept. `secrets` maps each field (a path such as
 * `headers.Authorization`) to its value; none: undefined.
 *
 * Why it is safe to keep where people can read it (the object's mark on the server, the plan):
 * - salted with the scope, the kind and the object's name, so one password used by two objects
 *   gives two unrelated digests, and no table computed in advance applies;
 * - scrypt, a deliberately slow and memory-hard function: each guess of a secret costs an attacker
 *   the same ~70 ms and 32 MiB, so a random secret of the usual length (20 characters and more)
 *   is beyond reach. What it cannot do is make a guessable secret safe: a dictionary word falls to
 *   a dictionary, slower. Secrets from a generator are the answer to that, as everywhere;
 * - 16 hex characters: enough to tell a change (2^-64 to miss one), too few to carry the value.
 * And it is registered with the run's redactor like the secret it derives from (`addSecrets`),
 * so logs and summaries show `***` for it too: a form of the secret is treated as the secret.
 */
async function secretDigest(owner, secrets, addSecrets) {
    const fields = Object.keys(secrets).sort();
    if (fields.length === 0)
        return undefined;
    // Field names are part of what is digested: swapping two values between fields is a change.
    const material = JSON.stringify(fields.map((f) => [f, secrets[f]]));
    const salt = JSON.stringify(['obs-ops secret digest v1', owner.scope, owner.kind, owner.name]);
    const key = await new Promise((done, fail) => {
        (0,external_node_crypto_.scrypt)(material, salt, LENGTH, COST, (e, k) => {
            if (e)
                fail(e);
            else
                done(k);
        });
    });
    const digest = key.toString('hex');
    addSecrets({ values: [digest] });
    return digest;
}

// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
;// CONCATENATED MODULE: ./src/stack/render.ts




const MAX_QUIET_ROWS = 50;
function summaryOf(actions) {
    const s = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
    for (const a of actions)
        s[a.action]++;
    return s;
}
const order = (a) => kinds_kind/* STACK_KINDS */.J.indexOf(a.kind);
/** The actions as the `plan` output lists them: every field but `send`. */
function planActionsJson(plan) {
    return [...plan.actions]
        .sort((x, y) => order(x) - order(y))
        .map((a) => {
        const { send: _send, path: _path, ...shown } = a;
        return shown;
    });
}
function renderStackPlan(plan, fingerprint, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const sorted = [...plan.actions].sort((x, y) => order(x) - order(y));
    const loud = sorted.filter(reconcile_plan/* isWrite */.a);
    const unchanged = sorted.filter((a) => a.action === 'unchanged');
    const unmanaged = sorted.filter((a) => a.action === 'unmanaged');
    const rows = [...loud, ...unchanged.slice(0, MAX_QUIET_ROWS)].map((a) => {
        const o = byAction.get(a);
        return [
            model/* STATUS_ICON */.t[a.action] ?? '',
            a.action,
            `${kinds/* KIND_SPECS */.u[a.kind].singular}: ${a.name}`,
            summarize(a),
            ...(applied ? [o ? (o.status === 'failed' ? `failed: ${o.error ?? ''}` : o.status) : '—'] : []),
        ];
    });
    const s = summaryOf(plan.actions);
    const notes = [...plan.notes];
    if (unchanged.length > MAX_QUIET_ROWS)
        notes.push(`… and ${unchanged.length - MAX_QUIET_ROWS} more unchanged objects (see the \`plan\` output).`);
    if (unmanaged.length > 0) {
        const shown = unmanaged.slice(0, 10).map((a) => `${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}" (${a.reason})`);
        notes.push(`${unmanaged.length} object(s) on the server are left alone: ${shown.join(', ')}${unmanaged.length > shown.length ? ', …' : ''}`);
    }
    if (opts.dryRun && loud.length > 0)
        notes.push('Dry run: nothing was sent.');
    if (loud.length === 0)
        notes.push('Nothing to do: the server matches the files.');
    for (const f of plan.files)
        notes.push(`Scope of ${f.file}: ${f.scope}`);
    const diff = loud
        .filter((a) => a.action === 'update')
        .map((a) => [`${kinds/* KIND_SPECS */.u[a.kind].singular} "${a.name}":`, ...a.changes.map((c) => `  ${c.field}: ${render_text(c.from)} → ${render_text(c.to)}`)].join('\n'))
        .join('\n');
    const failed = opts.outcomes?.some((o) => o.status === 'failed') ?? false;
    return {
        title: opts.dryRun ? 'Stack plan' : 'Stack sync',
        outcome: failed ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
        headline: `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged (fingerprint ${fingerprint})`,
        counts: { ...s },
        table: rows.length > 0 ? { columns: ['', 'Action', 'Object', 'Changes / reason', ...(applied ? ['Result'] : [])], rows } : undefined,
        details: diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : undefined,
        notes,
    };
}
function summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update')
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function render_text(v) {
    if (v === undefined)
        return '(none)';
    const s = JSON.stringify(v);
    return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}

// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/operations/alerts-sync.ts + 1 modules
var alerts_sync = __webpack_require__(48795);
// EXTERNAL MODULE: ./src/operations/dashboards-sync.ts
var operations_dashboards_sync = __webpack_require__(95661);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/stack-sync.ts

































/** Reconciles stack file(s) with the server: every kind in one plan, applied in dependency order. */
const stackSync = {
    ...meta/* STACK_SYNC */.fs,
    prepare(input) {
        const settings = readStackSyncInputs(input);
        return (ctx) => syncStack(ctx, settings);
    },
};
function readStackSyncInputs(input) {
    const stackFile = input.text('stack-file');
    if (!stackFile)
        throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `stack.sync needs input ${(0,input_error/* named */.KT)('stack-file')} (a path or a glob).`);
    return { ...(0,alerts_sync.readCommonSyncInputs)(input), stackFile };
}
const ALERT_KEYS = ['version', 'scope', 'defaults', 'alerts'];
const DASHBOARD_KEYS = ['version', 'scope', 'dashboards'];
const alertOwner = (a) => (0,normalize/* fromServer */.Wj)(a).scope ?? 'unmarked';
async function syncStack(ctx, s) {
    const { client, connection, context } = ctx;
    const edition = connection.edition;
    const nameInput = context.nameInput;
    // 1. Files: values, syntax, schemas, names — before any request.
    const values = await (0,util_values/* readValues */.N$)(context, s.valuesFile ?? '', nameInput);
    const files = await (0,reconcile_files/* readScopedFiles */.g)(context, 'stack-file', s.stackFile, s.scope, (file, text, scopes) => {
        const stack = parseStackFile(file, text, { ...scopes, edition, values });
        if (stack.yaml.hasErrors)
            return stack;
        if (stack.hasDashboards)
            stack.dashboardFile = (0,dashboards_file/* parseDashboardFile */.s)(file, text, { ...scopes, edition, values, keep: DASHBOARD_KEYS });
        if (stack.hasAlerts)
            stack.alertFile = (0,alerts_file/* parseAlertFile */.Y)(file, text, { ...scopes, edition, values, keep: ALERT_KEYS });
        return stack;
    });
    const dashboardFiles = files.flatMap((f) => (f.dashboardFile ? [f.dashboardFile] : []));
    const alertFiles = files.flatMap((f) => (f.alertFile ? [f.alertFile] : []));
    const everyFile = [...files, ...dashboardFiles, ...alertFiles];
    (0,guards/* failOnProblems */.c$)([...everyFile, ...values.finish()]);
    (0,guards/* refuseEmptyPrune */.aL)(s.prune, files.map((f) => ({ file: f.file, count: f.entries.length + (f.dashboardFile?.dashboards.length ?? 0) + (f.alertFile?.alerts.length ?? 0) })), { plural: 'objects', deleteOperation: 'the raw delete operations' });
    // 2. One list per kind the files need, then the plan of the configuration kinds.
    const kinds = neededKinds(files, edition);
    const lists = await Promise.all(kinds.map(async (k) => [k, (await client.config(k)?.list()) ?? []]));
    const live = Object.fromEntries(lists);
    const stackPlan = await planStack({ edition, files, live, prune: s.prune, secrets: secretsPort(ctx) });
    (0,guards/* failOnProblems */.c$)(everyFile);
    // 3. Dashboards and alerts, against the objects as the plan leaves them.
    const alerts = dashboardFiles.length + alertFiles.length > 0 ? await client.listAlerts() : [];
    const given = stackPlan.predicted;
    let dRun;
    if (dashboardFiles.length > 0) {
        dRun = await (0,dashboards_sync/* planDashboardSync */.Xh)(client, dashboardFiles, {
            prune: s.prune,
            dryRun: s.dryRun,
            alertOwner,
            alerts,
            given: { sources: given.sources, ...(live.connections ? { connections: given.connections } : {}) },
        });
    }
    let aRun;
    let backtests;
    if (alertFiles.length > 0) {
        const lost = new Set(dRun ? dRun.plan.actions.flatMap(dashboards_plan/* lostOf */.iR).map((l) => l.id) : []);
        const dashboards = dRun ? (0,operations_dashboards_sync.predicted)(dRun.plan, dRun.lookups.dashboards) : undefined;
        aRun = await (0,sync/* planAlertSync */.ze)(client, alertFiles, {
            prune: s.prune,
            given: {
                alerts: alerts.filter((x) => !lost.has(x.id)),
                ...(dashboards ? { dashboards } : {}),
                webhooks: given.webhooks,
                savedSearches: given.savedSearches,
            },
        });
        backtests = await (0,run/* backtestPlan */.Lb)(client, {
            plan: aRun.plan,
            desired: aRun.desired,
            alerts,
            dashboards: aRun.lookups.dashboards,
            ...(dRun ? { liveDashboards: dRun.lookups.dashboards, sources: dRun.lookups.sources } : {}),
            savedSearches: aRun.lookups.savedSearches,
        }, s.backtest, Date.now());
    }
    // 4. One fingerprint, one budget of deletions, the guards: refused with nothing sent.
    const stackPrint = (0,reconcile_fingerprint/* planFingerprint */.a)({ v: 1, kind: 'stack' }, stackPlan.files.map((f) => f.scope), stackPlan.actions, (a) => ({ kind: a.kind }));
    const fingerprint = (0,util_fingerprint/* fingerprintOf */.ax)({ stack: stackPrint.full, dashboards: dRun?.plan.fullFingerprint ?? null, alerts: aRun?.plan.fullFingerprint ?? null });
    const stackWrites = stackPlan.actions.filter(reconcile_plan/* isWrite */.a);
    const dWrites = dRun ? dRun.plan.actions.filter(reconcile_plan/* isWrite */.a).length : 0;
    const aSummary = aRun?.plan.summary;
    const aWrites = aSummary ? aSummary.create + aSummary.update + aSummary.delete : 0;
    const writes = stackWrites.length + dWrites + aWrites;
    const changed = writes > 0;
    const stackDeletes = summaryOf(stackPlan.actions).delete;
    const refused = [];
    if (dRun)
        refused.push(...(0,dashboards_sync/* refusals */.Ke)(dRun.plan, { ...s, maxDeletions: Number.MAX_SAFE_INTEGER, expectPlan: '', nameInput }));
    const deletions = stackDeletes + (dRun ? dRun.plan.summary.delete + dRun.plan.summary.alertsDeleted : 0) + (aSummary?.delete ?? 0);
    const tooMany = (0,guards/* maxDeletionsRefusal */.YR)(deletions, `${deletions} object(s)`, s.maxDeletions, nameInput);
    if (tooMany)
        refused.push(tooMany);
    const unexpected = (0,guards/* expectPlanRefusal */.BY)(s.expectPlan, fingerprint.full);
    if (unexpected)
        refused.push(unexpected);
    const noisy = backtests && (0,sync/* noiseRefusal */.NR)(backtests, s.backtest, nameInput);
    if (noisy)
        refused.push(noisy);
    // 5. Apply in dependency order: configuration (creates, updates), dashboards, alerts, then the configuration's deletes.
    const created = new CreatedIds();
    const handler = stackHandler(client, edition, new Set(Object.values(live).flatMap((l) => l.map((o) => o.id))), files, created);
    let stackOutcomes;
    let dApplied;
    let alertOutcomes;
    const skipped = [];
    const alertWriter = (0,alerts_handler/* alertHandler */.x)(client, new Set(alerts.map((x) => x.id)), alertFiles);
    if (!s.dryRun && refused.length === 0 && changed) {
        stackOutcomes = await (0,apply/* applyWrites */.r)(handler, stackWrites.filter((w) => w.action !== 'delete'), s.concurrency, nameInput);
        if (dRun) {
            // The same action objects (the report finds each outcome by its action): their bodies get the ids.
            for (const w of dRun.plan.actions.filter(reconcile_plan/* isWrite */.a))
                if (w.action !== 'delete')
                    w.body = (0,reconcile_ref/* resolveRefs */.F0)(w.body, created.idFor);
            const unready = new Set(dRun.plan.actions.filter((w) => (0,reconcile_plan/* isWrite */.a)(w) && w.action !== 'delete' && (0,reconcile_ref/* holdsRef */.Kf)(w.body, 'object')));
            skipped.push(...[...unready].map((w) => `dashboard "${w.name}"`));
            dRun.plan = { ...dRun.plan, actions: dRun.plan.actions.filter((a) => !unready.has(a)) };
            dApplied = await (0,dashboards_sync/* applyDashboardPlan */.so)(client, dRun, dashboardFiles, s.concurrency, nameInput);
        }
        if (aRun) {
            let ready = aRun.plan.actions.filter(reconcile_plan/* isWrite */.a);
            for (const w of ready)
                if (w.action !== 'delete')
                    w.body = (0,reconcile_ref/* resolveRefs */.F0)(w.body, created.idFor);
            const unready = ready.filter((w) => w.action !== 'delete' && (0,reconcile_ref/* holdsRef */.Kf)(w.body, 'object'));
            skipped.push(...unready.map((w) => `alert "${w.name}"`));
            ready = ready.filter((w) => !unready.includes(w));
            if (dApplied)
                ready = (0,operations_dashboards_sync.fillPending)(ready, dApplied, skipped);
            alertOutcomes = await (0,apply/* applyWrites */.r)(alertWriter, ready, s.concurrency, nameInput);
        }
        stackOutcomes.push(...(await (0,apply/* applyWrites */.r)(handler, stackWrites.filter((w) => w.action === 'delete'), s.concurrency, nameInput)));
    }
    (0,echo/* recordEchoes */.T)(stackOutcomes, handler.echoPlace);
    (0,echo/* recordEchoes */.T)(alertOutcomes, alertWriter.echoPlace);
    // 6. One report, one plan output.
    const report = combinedReport(renderStackPlan(stackPlan, fingerprint.short, { dryRun: s.dryRun, outcomes: stackOutcomes }), dRun && (0,dashboards_render/* renderPlan */.EG)(dRun.plan, { dryRun: s.dryRun, outcomes: dApplied?.outcomes }), aRun && (0,render/* renderPlan */.EG)(aRun.plan, aRun.lookups, { dryRun: s.dryRun, outcomes: alertOutcomes, backtests: backtests?.details }), fingerprint.short);
    const problems = everyFile.flatMap((f) => f.yaml.problems);
    if (problems.length > 0)
        report.problems = problems;
    const failures = [...refused];
    const failedStack = (0,result/* writeFailures */.vS)(stackOutcomes, { what: 'configuration write(s)', of: true, entry: result/* afterColon */.eM });
    if (failedStack)
        failures.push(failedStack);
    failures.push(...(0,dashboards_sync/* applyFailures */.Qv)(dApplied));
    const failedAlerts = (0,result/* writeFailures */.vS)(alertOutcomes, { what: 'alert write(s)', of: false, entry: result/* inParentheses */.YE });
    if (failedAlerts)
        failures.push(failedAlerts);
    if (skipped.length > 0)
        failures.push(`Not sent, an object they name was not created: ${skipped.join(', ')}.`);
    const changes = (0,guards/* failOnChangesFailure */.nF)(s.failOnChanges, writes, stackOutcomes !== undefined, { files: 'files', plural: () => 'change(s)' });
    if (changes)
        failures.push(changes);
    const plan = {
        version: 1,
        kind: 'stack',
        fingerprint: fingerprint.short,
        ...(stackPlan.files.length === 1 ? { scope: stackPlan.files[0]?.scope } : { files: stackPlan.files }),
        stack: { summary: summaryOf(stackPlan.actions), actions: planActionsJson(stackPlan) },
        ...(dRun ? { dashboards: (0,dashboards_render/* planJson */.iY)(dRun.plan) } : {}),
        ...(aRun ? { alerts: JSON.parse((0,render/* planJson */.iY)(aRun.plan)) } : {}),
    };
    return (0,result/* syncResult */.j)({
        plan,
        planText: JSON.stringify(plan),
        fingerprint: fingerprint.short,
        applied: stackOutcomes && {
            stack: (0,result/* appliedRows */.Jh)(stackOutcomes, { recovered: true }),
            ...(dApplied ? { dashboards: (0,result/* appliedRows */.Jh)(dApplied.outcomes, { recovered: false }) } : {}),
            ...(alertOutcomes ? { alerts: (0,result/* appliedRows */.Jh)(alertOutcomes, { recovered: false }) } : {}),
        },
        changed,
        report,
        failures,
        notes: [...stackPlan.notes, ...(dRun?.notes ?? []), ...(backtests?.notes ?? [])],
    });
}
/** The kinds to list: the files' sections, what they name, and what dashboards and alerts name. */
function neededKinds(files, edition) {
    const need = new Set();
    const add = (k) => {
        if (need.has(k) || !kinds/* KIND_SPECS */.u[k].editions.includes(edition))
            return;
        need.add(k);
        kinds/* KIND_SPECS */.u[k].refersTo.forEach(add);
    };
    for (const f of files) {
        f.sections.forEach(add);
        if (f.dashboardFile)
            ['sources', 'connections'].forEach((k) => add(k));
        if (f.alertFile)
            ['webhooks', 'savedSearches'].forEach((k) => add(k));
    }
    return kinds_kind/* STACK_KINDS */.J.filter((k) => need.has(k));
}
/** Secrets from the variables the front end lets the engine read, masked the moment they are read. */
function secretsPort(ctx) {
    return {
        resolver: (problem) => secretResolver({ variable: ctx.context.secretVariable, addSecrets: ctx.addSecrets, problem }),
        digest: (owner, secrets) => secretDigest(owner, secrets, ctx.addSecrets),
    };
}
/** The stack's rows first, then the dashboards' and the alerts' (as the combined run shows them). */
function combinedReport(stack, d, a, fingerprint) {
    const rest = d && a ? (0,operations_dashboards_sync.merge)(d, a, fingerprint) : (d ?? a);
    if (!rest)
        return stack;
    const applied = (stack.table?.columns ?? []).includes('Result');
    const stackRows = (stack.table?.rows ?? []).map(([icon, action, name, why, result]) => [
        icon ?? '',
        action ?? '',
        name ?? '',
        '',
        why ?? '',
        ...(applied ? [result ?? '—'] : []),
    ]);
    const prefix = d && !a ? 'dashboard: ' : !d && a ? 'alert: ' : '';
    const restRows = (rest.table?.rows ?? []).map(([icon, action, name, ...more]) => [icon ?? '', action ?? '', `${prefix}${name ?? ''}`, ...more]);
    const rows = [...stackRows, ...restRows];
    const outcomes = [stack.outcome, rest.outcome];
    return {
        ...rest,
        title: stack.title,
        outcome: outcomes.includes('failure') ? 'failure' : outcomes.includes('warning') ? 'warning' : 'success',
        headline: `Stack ${stack.headline?.replace(/ \(fingerprint \w+\)$/, '') ?? ''} · ${rest.headline?.replace(/ \(fingerprint \w+\)$/, '') ?? ''} (fingerprint ${fingerprint})`,
        counts: { ...stack.counts, ...Object.fromEntries(Object.entries(rest.counts ?? {}).map(([k, v]) => [`${d ? '' : 'alerts '}${k}`, v])) },
        table: rows.length > 0 ? { columns: ['', 'Action', 'Object', 'Target / tiles', 'Changes / reason', ...(applied ? ['Result'] : [])], rows } : undefined,
        details: [...(stack.details ?? []), ...(rest.details ?? [])],
        notes: [...(stack.notes ?? []), ...(rest.notes ?? [])],
    };
}


/***/ })

};
