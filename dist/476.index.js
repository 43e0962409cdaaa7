export const id = 476;
export const ids = [476];
export const modules = {

/***/ 11476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ matchDashboard),
/* harmony export */   n4: () => (/* binding */ liveKeys),
/* harmony export */   z: () => (/* binding */ matchTiles)
/* harmony export */ });
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56431);

/**
 * The keys of live tiles (docs/design/dashboards-sync.md §4.3): the server allows duplicate and
 * empty names, so walking the tiles in response order a tile's key is its name (`Untitled` if
 * empty), and a key already taken gets the smallest ` (n)`, n ≥ 2, that is neither an earlier key
 * nor any live tile's own name. Export names duplicates the same way.
 */
function liveKeys(names) {
    const own = new Set(names.map((n) => n || 'Untitled'));
    const taken = new Set();
    return names.map((n) => {
        const base = n || 'Untitled';
        let key = base;
        if (taken.has(key)) {
            for (let i = 2;; i++) {
                key = `${base} (${i})`;
                if (!taken.has(key) && !own.has(key))
                    break;
            }
        }
        taken.add(key);
        return key;
    });
}
/**
 * Which live dashboard a file entry is (§4.2, first rule that applies): ours by name, ours by
 * `was`, `adopt: <id>`, `adopt: true` (one unmarked dashboard of this name), else a create —
 * refused when any live dashboard already has the name (a duplicate would make `dashboard: X`
 * ambiguous for alert files, the UI and people).
 */
function matchDashboard(spec, live, tag, claimed) {
    const owner = (d) => (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownershipOf */ .VL)(d.tags, tag).kind;
    const ours = live.filter((d) => owner(d) === 'ours' && !claimed.has(d.id));
    const byName = ours.filter((d) => d.name === spec.name);
    const several = (hits, name) => ({
        kind: 'problem',
        key: 'name',
        message: `${hits.length} dashboards of this scope are named "${name}" (ids ${hits.map((d) => d.id).join(', ')}): a copy made in the UI keeps the ownership tag; remove the tag from the copy or delete it`,
    });
    if (byName.length > 1)
        return several(byName, spec.name);
    if (byName[0])
        return { kind: 'ours', live: byName[0] };
    if (spec.was !== undefined) {
        const byWas = ours.filter((d) => d.name === spec.was);
        if (byWas.length > 1)
            return several(byWas, spec.was);
        if (byWas[0])
            return { kind: 'ours', live: byWas[0], renamedFrom: spec.was };
    }
    if (typeof spec.adopt === 'string') {
        const hit = live.find((d) => d.id === spec.adopt);
        if (!hit)
            return { kind: 'problem', key: 'adopt', message: `no dashboard with id ${spec.adopt} to adopt` };
        const kind = owner(hit);
        if (kind === 'other')
            return {
                kind: 'problem',
                key: 'adopt',
                message: `dashboard ${hit.id} ("${hit.name}") is managed by another scope; only unmarked dashboards can be adopted`,
            };
        if (claimed.has(hit.id))
            return { kind: 'problem', key: 'adopt', message: `dashboard ${hit.id} is claimed by another entry` };
        return kind === 'ours' ? { kind: 'ours', live: hit } : { kind: 'adopt', live: hit };
    }
    const sameName = live.filter((d) => d.name === spec.name && !claimed.has(d.id));
    const unmarked = sameName.filter((d) => owner(d) === 'unmarked');
    if (spec.adopt) {
        if (unmarked.length > 1) {
            return {
                kind: 'problem',
                key: 'adopt',
                message: `${unmarked.length} unmarked dashboards are named "${spec.name}" (ids ${unmarked.map((d) => d.id).join(', ')}); write \`adopt: <id>\``,
            };
        }
        if (unmarked[0])
            return { kind: 'adopt', live: unmarked[0] };
    }
    const first = sameName[0];
    if (first) {
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownershipOf */ .VL)(first.tags, tag);
        return {
            kind: 'problem',
            key: 'name',
            message: o.kind === 'other'
                ? `a dashboard named "${spec.name}" (id ${first.id}) is managed by another scope (tag ${o.tags.join(', ')}); if this file moved, set \`scope:\` to its old scope (by default \`<owner/repo>:<old path>\`), or pick another name`
                : `a dashboard named "${spec.name}" already exists without the ownership tag (id ${first.id}); add \`adopt: true\` to take it over, or pick another name`,
        };
    }
    return { kind: 'create' };
}
/**
 * File tiles → live tiles by key (the name), then by `was`; a live tile is claimed once. A matched
 * tile's id goes into the PUT, which keeps it (docs/contract.md §7.2), and so keeps its alerts.
 */
function matchTiles(files, live) {
    const keys = liveKeys(live.map((t) => t.name));
    const byKey = new Map(live.map((tile, i) => [keys[i], tile]));
    const claimed = new Set();
    const matched = files.map((f) => {
        const tile = byKey.get(f.name);
        if (!tile)
            return undefined;
        claimed.add(f.name);
        return { tile, key: f.name, byWas: false };
    });
    const warnings = [];
    files.forEach((f, i) => {
        if (matched[i] || f.was === undefined)
            return;
        const tile = byKey.get(f.was);
        if (!tile)
            return; // stale after the rename was synced
        if (claimed.has(f.was)) {
            warnings.push({ index: i, message: `\`was: ${f.was}\` is ignored: a tile of the file is named "${f.was}" and keeps that tile` });
            return;
        }
        claimed.add(f.was);
        matched[i] = { tile, key: f.was, byWas: true };
    });
    const gone = live.flatMap((tile, i) => (claimed.has(keys[i]) ? [] : [{ tile, key: keys[i] }]));
    return { matched, gone, warnings };
}


/***/ }),

/***/ 56431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ isOwnerTag),
/* harmony export */   VL: () => (/* binding */ ownershipOf),
/* harmony export */   qE: () => (/* binding */ ownerTag)
/* harmony export */ });
/* unused harmony export OWNER_PREFIX */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Ownership by tag: dashboards and saved searches carry their scope's tag (stack kinds, src/stack/mark.ts).

/** Every ownership tag starts with this (any case); the schema reserves it in the file's tags. */
const OWNER_PREFIX = 'obs-ops:';
/**
 * The tag that marks a dashboard as managed by `scope`: `obs-ops:` + 24 hex digits of
 * SHA-256(scope) — exactly 32 characters, the tag limit (docs/contract.md §7.1). A scope
 * (`<owner/repo>:<path>`, up to 512 characters) does not fit in a tag; 96 bits make collisions
 * irrelevant. Tags are shown and kept by the UI, so the mark survives hand edits.
 */
function ownerTag(scope) {
    return OWNER_PREFIX + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(scope, 'utf8').digest('hex').slice(0, 24);
}
const isOwnerTag = (tag) => tag.toLowerCase().startsWith(OWNER_PREFIX);
/**
 * Whose a live dashboard is: ours when it carries our tag and no other mark; another scope's when
 * it carries any other `obs-ops:` tag (a malformed one typed by hand too, and ours *and* another:
 * conflicting marks are never written); unmarked otherwise.
 */
function ownershipOf(tags, ours) {
    const marks = (tags ?? []).filter((t) => typeof t === 'string' && isOwnerTag(t));
    const others = marks.filter((t) => t !== ours);
    if (others.length > 0)
        return { kind: 'other', tags: others };
    return marks.length > 0 ? { kind: 'ours' } : { kind: 'unmarked' };
}


/***/ })

};
