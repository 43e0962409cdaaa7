export const id = 509;
export const ids = [509];
export const modules = {

/***/ 2329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   Ph: () => (/* binding */ splitMarker),
/* harmony export */   Ux: () => (/* binding */ mentionsMarker),
/* harmony export */   _Z: () => (/* binding */ markerFor)
/* harmony export */ });
/* unused harmony exports encodeScope, decodeScope */
/**
 * The ownership marker: a Handlebars comment appended to an alert's `message`. The server stores
 * `message` verbatim and renders it with Handlebars, so the comment survives the round trip and
 * never reaches a notification. `{{~` strips the newline before it, so the rendered message is
 * exactly the user's text.
 */
const TOOL = 'observability-ops';
const PREFIX = `{{~!-- managed-by: ${TOOL} scope=`;
const SUFFIX = ' --}}';
// Anchored at the end: only a marker we appended counts, not one quoted inside a message.
const MARKER_RE = /\n?\{\{~?!-- managed-by: observability-ops scope=([A-Za-z0-9._~/:@+%-]*) --\}\}$/;
/**
 * Percent-encodes everything but a safe set, so a scope can never close the comment (`}}`),
 * open a Handlebars expression, or contain whitespace the server might trim.
 */
function encodeScope(scope) {
    return Array.from(new TextEncoder().encode(scope), (b) => {
        const c = String.fromCharCode(b);
        return /[A-Za-z0-9._~/:@+-]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }).join('');
}
function decodeScope(encoded) {
    try {
        return decodeURIComponent(encoded);
    }
    catch {
        return encoded;
    }
}
/** The text appended to `message` (including the leading newline). */
function markerFor(scope) {
    return `\n${PREFIX}${encodeScope(scope)}${SUFFIX}`;
}
/** A message as sent: the user's text (possibly none) followed by the marker. */
function withMarker(message, scope) {
    return `${message ?? ''}${markerFor(scope)}`;
}
/** Splits a server message into the user's text (null when empty) and the owning scope, if any. */
function splitMarker(message) {
    if (typeof message !== 'string')
        return { text: null };
    const m = MARKER_RE.exec(message);
    if (!m)
        return { text: message === '' ? null : message };
    const text = message.slice(0, m.index);
    return { text: text === '' ? null : text, scope: decodeScope(m[1] ?? '') };
}
/** True when a user's message already carries something that looks like our marker. */
function mentionsMarker(text) {
    return text.includes(`managed-by: ${TOOL}`);
}


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ toBody),
/* harmony export */   I: () => (/* binding */ isoOrNull),
/* harmony export */   Wj: () => (/* binding */ fromServer)
/* harmony export */ });
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2329);

/** A live alert in comparable form, plus the scope of its marker (undefined: not managed by us). */
function fromServer(alert) {
    const { text, scope } = (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .splitMarker */ .Ph)(alert.message);
    const tile = alert.source === 'tile';
    const value = {
        name: emptyToNull(alert.name),
        source: tile ? 'tile' : 'saved_search',
        dashboardId: tile ? (alert.dashboardId ?? null) : null,
        tileId: tile ? (alert.tileId ?? null) : null,
        savedSearchId: tile ? null : (alert.savedSearchId ?? null),
        groupBy: tile ? null : emptyToNull(alert.groupBy),
        threshold: Number(alert.threshold),
        thresholdMax: numOrNull(alert.thresholdMax),
        thresholdType: alert.thresholdType ?? 'above',
        interval: alert.interval ?? '5m',
        scheduleOffsetMinutes: numOrNull(alert.scheduleOffsetMinutes) ?? 0,
        scheduleStartAt: isoOrNull(alert.scheduleStartAt),
        channels: channelIds(alert),
        message: text,
        note: emptyToNull(alert.note),
        numConsecutiveWindows: numOrNull(alert.numConsecutiveWindows),
    };
    return { value, scope };
}
/** `channels` (api ≥2.36) or the legacy single `channel`. */
function channelIds(alert) {
    const list = Array.isArray(alert.channels) && alert.channels.length > 0 ? alert.channels : alert.channel ? [alert.channel] : [];
    return list.filter((c) => c && c.type === 'webhook' && typeof c.webhookId === 'string').map((c) => c.webhookId);
}
/**
 * The complete body for POST and PUT. PUT replaces the alert, so every field the file controls is
 * sent, nulls included; `scheduleStartAt` is sent as null because omitting it keeps the old value.
 * `channels` plus `channel = channels[0]` is what api ≥2.36 expects and older servers read `channel`;
 * a `singleChannel` server gets `channel` alone (the managed gateway refuses a `channels` key).
 */
function toBody(want, scope, singleChannel = false) {
    const channels = want.channels.map((webhookId) => ({ type: 'webhook', webhookId }));
    const body = {
        source: want.source,
        threshold: want.threshold,
        thresholdType: want.thresholdType,
        interval: want.interval,
        channel: channels[0],
        name: want.name,
        message: (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .withMarker */ .Pe)(want.message, scope),
        note: want.note,
        numConsecutiveWindows: want.numConsecutiveWindows,
        scheduleStartAt: want.scheduleStartAt,
    };
    if (!singleChannel)
        body.channels = channels;
    if (want.source === 'tile') {
        body.dashboardId = want.dashboardId ?? undefined;
        body.tileId = want.tileId ?? undefined;
    }
    else {
        body.savedSearchId = want.savedSearchId ?? undefined;
        body.groupBy = want.groupBy;
    }
    if (want.thresholdMax !== null)
        body.thresholdMax = want.thresholdMax;
    if (want.scheduleOffsetMinutes !== 0)
        body.scheduleOffsetMinutes = want.scheduleOffsetMinutes;
    return body;
}
function isoOrNull(v) {
    if (typeof v !== 'string' || v === '')
        return null;
    const t = Date.parse(v);
    return Number.isNaN(t) ? v : new Date(t).toISOString();
}
function emptyToNull(v) {
    return typeof v === 'string' && v !== '' ? v : null;
}
function numOrNull(v) {
    if (v === null || v === undefined || v === '')
        return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
}


/***/ }),

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsSync: () => (/* binding */ alertsSync)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/util/pool.ts
var pool = __webpack_require__(704);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(4816);
;// CONCATENATED MODULE: ./src/alerts/model.ts
/** Fields in the order diffs and exports show them. */
const COMPARED_FIELDS = [
    'name',
    'source',
    'dashboardId',
    'tileId',
    'savedSearchId',
    'groupBy',
    'threshold',
    'thresholdType',
    'thresholdMax',
    'interval',
    'scheduleOffsetMinutes',
    'scheduleStartAt',
    'numConsecutiveWindows',
    'channels',
    'message',
    'note',
];
const isWrite = (a) => a.action === 'create' || a.action === 'update' || a.action === 'delete';

;// CONCATENATED MODULE: ./src/alerts/apply.ts




/**
 * Sends the plan's writes with bounded concurrency (the client paces them to the rate limit).
 * A failed write never stops the others. A POST is never re-sent: when its answer was lost,
 * one re-list after the batch looks for the alert by scope + name before calling it failed.
 */
async function applyPlan(client, plan, concurrency, knownIds) {
    const order = { update: 0, create: 1, delete: 2 };
    const writes = plan.actions.filter(isWrite).sort((a, b) => (order[a.action] ?? 0) - (order[b.action] ?? 0));
    const settled = await (0,pool/* mapSettled */.A)(writes, concurrency, async (a) => {
        if (a.action === 'create')
            return { action: a, status: 'created', id: (await client.createAlert(need(a))).id };
        if (a.action === 'update') {
            await client.updateAlert(a.id, need(a));
            return { action: a, status: 'updated', id: a.id };
        }
        try {
            await client.deleteAlert(a.id);
        }
        catch (e) {
            // Already gone (deleted by hand, or with its dashboard): the goal is reached.
            if (!(e instanceof errors/* ApiError */.hD && e.status === 404))
                throw e;
        }
        return { action: a, status: 'deleted', id: a.id };
    });
    const outcomes = settled.map((s, i) => s.status === 'fulfilled' ? s.value : { action: writes[i], status: 'failed', id: writes[i]?.id, error: message(s.reason) });
    const lost = outcomes.filter((o, i) => o.status === 'failed' && o.action.action === 'create' && lostAnswer(settled[i].reason));
    if (lost.length > 0) {
        let alerts;
        try {
            alerts = await client.listAlerts();
        }
        catch (e) {
            for (const o of lost)
                o.error = `${o.error}; could not check whether it was created (${message(e)}) — re-run to converge`;
            return outcomes;
        }
        for (const o of lost) {
            const hit = alerts.find((al) => !knownIds.has(al.id) && al.name === o.action.name && (0,normalize/* fromServer */.Wj)(al).scope === o.action.scope);
            if (hit)
                Object.assign(o, { status: 'created', id: hit.id, recovered: true, error: undefined });
            else
                o.error = `${o.error}; no alert was created (checked) — re-run to create it`;
        }
    }
    return outcomes;
}
function need(a) {
    if (!a.body)
        throw new Error(`internal: ${a.action} "${a.name}" has no body`);
    return a.body;
}
function lostAnswer(e) {
    return e instanceof errors/* TransportError */.wX && e.outcomeUnknown;
}
function message(e) {
    return e instanceof Error ? e.message : String(e);
}

// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(5787);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/alerts/fingerprint.ts


/**
 * sha256 of a canonical JSON of what apply would send: the scopes, and for each write its action,
 * name, scope, server id, field changes (live values included, so a hand edit after review
 * changes it) and complete body. Unchanged and unmanaged alerts are left out so that unrelated
 * alerts appearing between review and apply do not invalidate the review.
 */
function planFingerprint(files, actions) {
    const writes = actions
        .filter(isWrite)
        .map((a) => ({ action: a.action, name: a.name, scope: a.scope ?? null, id: a.id ?? null, changes: a.changes ?? [], body: a.body ?? null }))
        .sort((x, y) => cmp(`${x.scope}\u0000${x.name}\u0000${x.action}\u0000${x.id}`, `${y.scope}\u0000${y.name}\u0000${y.action}\u0000${y.id}`));
    const doc = { v: 1, scopes: files.map((f) => f.scope).sort(cmp), writes };
    const full = (0,external_node_crypto_.createHash)('sha256').update(canonical(doc)).digest('hex');
    return { full, short: full.slice(0, 12) };
}
/** True when `expected` (short or full form, any case) names this plan. */
function matchesFingerprint(expected, full) {
    const e = expected.trim().toLowerCase();
    return /^[0-9a-f]{12,64}$/.test(e) && full.startsWith(e);
}
/** JSON with object keys sorted at every level and no undefined members. */
function canonical(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => cmp(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

;// CONCATENATED MODULE: ./src/alerts/diff.ts

/** Field-level differences, in display order; empty when the live alert already matches. */
function diffAlert(have, want) {
    const changes = [];
    for (const field of COMPARED_FIELDS) {
        if (!same(have[field], want[field]))
            changes.push({ field, from: have[field], to: want[field] });
    }
    return changes;
}
function same(a, b) {
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((x, i) => same(x, b[i]));
    return a === b;
}

;// CONCATENATED MODULE: ./src/alerts/plan.ts



/**
 * Desired alerts + live alerts → plan. Pure: no requests. Ownership is the scope in the marker;
 * identity inside a scope is the alert name.
 */
function buildPlan(input) {
    const live = input.alerts.map((alert) => ({ alert, ...(0,normalize/* fromServer */.Wj)(alert) }));
    const scopes = new Set(input.files.map((f) => f.scope));
    const claimed = new Set(); // server ids taken by some desired alert
    const actions = [];
    const notes = [];
    const problems = [];
    const dashboards = new Map((input.dashboards ?? []).map((d) => [d.id, d]));
    for (const { file, scope, alerts } of input.files) {
        const owned = live.filter((l) => l.scope === scope);
        const byName = new Map();
        for (const l of owned) {
            const key = l.value.name ?? '';
            byName.set(key, [...(byName.get(key) ?? []), l]);
        }
        const oldest = owned.map((l) => l.alert.id.toLowerCase()).filter(isObjectId).sort()[0];
        for (const d of alerts) {
            const base = { name: d.name, file, scope, target: d.target };
            const body = (0,normalize/* toBody */.ER)(d.want, scope, input.singleChannel);
            let match = byName.get(d.name)?.[0];
            let adopted = false;
            if (!match && d.adopt !== false) {
                const unmarked = live.filter((l) => l.scope === undefined && !claimed.has(l.alert.id));
                const hits = typeof d.adopt === 'string' ? unmarked.filter((l) => l.alert.id === d.adopt) : unmarked.filter((l) => l.value.name === d.name);
                if (typeof d.adopt === 'string' && hits.length === 0) {
                    const other = live.find((l) => l.alert.id === d.adopt);
                    problems.push({
                        alert: d,
                        key: 'adopt',
                        message: other ? `alert ${d.adopt} is managed by scope "${other.scope}"${claimed.has(d.adopt) ? ' or adopted twice' : ''}; only alerts without a marker can be adopted` : `no alert with id ${d.adopt} to adopt`,
                    });
                    continue;
                }
                if (hits.length > 1) {
                    problems.push({ alert: d, key: 'adopt', message: `${hits.length} alerts without a marker are named "${d.name}" (ids ${hits.map((h) => h.alert.id).join(', ')}); write \`adopt: <id>\`` });
                    continue;
                }
                if (hits.length === 1) {
                    match = hits[0];
                    adopted = true;
                }
            }
            if (!match) {
                const same = live.filter((l) => l.value.name === d.name && l.scope !== scope);
                for (const l of same) {
                    notes.push(l.scope === undefined
                        ? `"${d.name}": an alert with this name exists without our marker (id ${l.alert.id}); add \`adopt: true\` to take it over instead of creating a second one.`
                        : `"${d.name}": an alert with this name belongs to scope "${l.scope}" (id ${l.alert.id}); if this file moved, set \`scope: ${l.scope}\` in it.`);
                }
                actions.push({ action: 'create', ...base, body, reason: recreateReason(d, dashboards, oldest) });
                continue;
            }
            claimed.add(match.alert.id);
            const changes = diffAlert(match.value, d.want);
            if (adopted)
                changes.unshift({ field: 'owner', from: null, to: scope });
            if (changes.length === 0) {
                actions.push({ action: 'unchanged', ...base, id: match.alert.id });
                continue;
            }
            actions.push({
                action: 'update',
                ...base,
                id: match.alert.id,
                changes,
                body,
                reason: adopted ? 'adopt: take over an alert without marker' : repointReason(d, match.value.tileId, dashboards),
            });
        }
        // Ours, but no longer (or twice) in the file.
        const wanted = new Set(alerts.map((a) => a.name));
        for (const l of owned) {
            if (claimed.has(l.alert.id))
                continue;
            const name = l.value.name ?? '';
            const reason = wanted.has(name) ? 'duplicate: another alert of this scope has the same name' : 'not in the file';
            if (input.prune)
                actions.push({ action: 'delete', name, file, scope, id: l.alert.id, target: undefined, reason });
            else
                notes.push(`"${name}" (id ${l.alert.id}) is managed by this file but ${reason === 'not in the file' ? 'no longer in it' : 'a duplicate'}; \`prune: true\` would delete it.`);
        }
    }
    for (const l of live) {
        if (claimed.has(l.alert.id) || (l.scope !== undefined && scopes.has(l.scope)))
            continue;
        actions.push({
            action: 'unmanaged',
            name: l.value.name ?? '',
            id: l.alert.id,
            reason: l.scope === undefined ? 'no marker' : `managed by scope "${l.scope}"`,
        });
    }
    const summary = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
    for (const a of actions)
        summary[a.action]++;
    const files = input.files.map((f) => ({ file: f.file, scope: f.scope }));
    const fp = planFingerprint(files, actions);
    return { plan: { version: 1, fingerprint: fp.short, fullFingerprint: fp.full, files, summary, actions, notes }, problems };
}
/**
 * A dashboard PUT that does not send tile ids gives every tile a new id and the server deletes
 * the alerts of the old tiles (hyperdx §6.2). With no state store (and no timestamps on
 * dashboards) the evidence is the order of ObjectIds, which the server hands out increasing:
 * the dashboard is older than this scope's oldest alert, yet the named tile is newer, so the
 * tile was replaced after the file was first applied.
 */
function recreateReason(d, dashboards, oldestOwned) {
    if (d.want.source !== 'tile' || !d.tileName || !oldestOwned)
        return undefined;
    const dash = dashboards.get(d.want.dashboardId ?? '');
    const tileId = (d.want.tileId ?? '').toLowerCase();
    if (!dash || !isObjectId(dash.id) || !isObjectId(tileId))
        return undefined;
    if (!(dash.id.toLowerCase() < oldestOwned && oldestOwned < tileId))
        return undefined;
    return `recreate: tile ids changed (tile "${d.tileName}" on "${dash.name}" got a new id after this file was applied; the server drops alerts of replaced tiles)`;
}
const isObjectId = (id) => /^[0-9a-f]{24}$/i.test(id);
/** An owned alert still points at a tile id the dashboard no longer has, while the named tile exists. */
function repointReason(d, liveTileId, dashboards) {
    if (d.want.source !== 'tile' || !d.tileName || liveTileId === d.want.tileId)
        return undefined;
    const dash = dashboards.get(d.want.dashboardId ?? '');
    if (!dash || dash.tiles.some((t) => t.id === liveTileId))
        return undefined;
    return `re-point: tile ids changed (tile "${d.tileName}" is now ${d.want.tileId}; ${liveTileId} no longer exists)`;
}

// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
;// CONCATENATED MODULE: ./src/alerts/render.ts


const MAX_QUIET_ROWS = 50;
const CREATE_FIELDS = ['source', 'dashboardId', 'tileId', 'savedSearchId', 'groupBy', 'threshold', 'thresholdType', 'thresholdMax', 'interval', 'scheduleOffsetMinutes', 'scheduleStartAt', 'numConsecutiveWindows', 'channels', 'message', 'note'];
function headline(plan) {
    const s = plan.summary;
    return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ${s.unmanaged} unmanaged (fingerprint ${plan.fingerprint})`;
}
/** The report for a plan, and for what apply did when it ran. */
function renderPlan(plan, names, opts) {
    const byAction = new Map(opts.outcomes?.map((o) => [o.action, o]));
    const applied = opts.outcomes !== undefined;
    const columns = ['', 'Action', 'Alert', 'Target', 'Changes / reason', ...(applied ? ['Result'] : [])];
    const rows = [];
    const quiet = plan.actions.filter((a) => !isWrite(a));
    const loud = plan.actions.filter(isWrite);
    for (const a of [...loud, ...quiet.filter((q) => q.action === 'unchanged').slice(0, MAX_QUIET_ROWS)]) {
        const o = byAction.get(a);
        rows.push([
            model/* STATUS_ICON */.t[a.action] ?? '',
            a.action,
            a.name,
            a.target ?? '',
            summarize(a),
            ...(applied ? [o ? result(o) : '—'] : []),
        ]);
    }
    const notes = [...plan.notes];
    const unchangedHidden = plan.summary.unchanged - Math.min(plan.summary.unchanged, MAX_QUIET_ROWS);
    if (unchangedHidden > 0)
        notes.push(`… and ${unchangedHidden} more unchanged alerts (see the \`plan\` output).`);
    if (plan.summary.unmanaged > 0) {
        const shown = quiet.filter((q) => q.action === 'unmanaged').slice(0, 10).map((q) => `"${q.name || q.id}"`);
        notes.push(`${plan.summary.unmanaged} alert(s) on the server are not managed by ${plan.files.length > 1 ? 'these files' : 'this file'} and are left alone: ${shown.join(', ')}${plan.summary.unmanaged > shown.length ? ', …' : ''}`);
    }
    if (opts.dryRun && loud.length > 0)
        notes.push('Dry run: nothing was sent.');
    if (loud.length === 0)
        notes.push('Nothing to do: the server matches the file.');
    for (const f of plan.files)
        notes.push(`Scope of ${f.file}: ${f.scope}`);
    const failed = opts.outcomes?.filter((o) => o.status === 'failed') ?? [];
    const diff = diffText(loud, names);
    return {
        title: opts.dryRun ? 'Alerts plan' : 'Alerts sync',
        outcome: failed.length > 0 ? 'failure' : plan.notes.length > 0 ? 'warning' : 'success',
        headline: headline(plan),
        counts: { ...plan.summary },
        table: rows.length > 0 ? { columns, rows } : undefined,
        details: diff ? [{ title: 'Field-level diff', text: diff, open: loud.length <= 10 }] : undefined,
        notes,
    };
}
function summarize(a) {
    const parts = [];
    if (a.reason)
        parts.push(a.reason);
    if (a.action === 'update' && a.changes)
        parts.push(a.changes.map((c) => c.field).join(', '));
    return parts.join(' — ');
}
function result(o) {
    if (o.status === 'failed')
        return `❌ failed: ${o.error ?? ''}`;
    return `${model/* STATUS_ICON */.t[o.status] ?? ''} ${o.status}${o.recovered ? ' (answer lost; found on re-list)' : ''}${o.action.action === 'create' && o.id ? ` ${o.id}` : ''}`;
}
/** Terraform-style text: `~ threshold: 50 → 60`. */
function diffText(actions, names) {
    const out = [];
    for (const a of actions) {
        const sign = a.action === 'create' ? '+' : a.action === 'delete' ? '-' : '~';
        out.push(`${sign} ${a.name}${a.id ? ` (id ${a.id})` : ''}${a.reason ? `  # ${a.reason}` : ''}`);
        if (a.action === 'update')
            for (const c of a.changes ?? [])
                out.push(`    ~ ${c.field}: ${show(c.field, c.from, names)} → ${show(c.field, c.to, names)}`);
        if (a.action === 'create' && a.body) {
            const body = a.body;
            for (const field of CREATE_FIELDS) {
                const value = body[field];
                if (value === null || value === undefined)
                    continue;
                const v = field === 'channels' ? value.map((c) => c.webhookId) : field === 'message' ? stripMarker(value) : value;
                if (v === null)
                    continue;
                out.push(`    + ${field}: ${show(field, v, names)}`);
            }
        }
    }
    return out.join('\n');
}
function stripMarker(v) {
    const s = String(v).replace(/\n?\{\{~?!-- managed-by:[^}]*--\}\}$/, '');
    return s === '' ? null : s;
}
function show(field, v, names) {
    if (v === null || v === undefined)
        return '(none)';
    const label = (id, list) => {
        const hit = list?.find((o) => o.id === id);
        return hit ? `${hit.name} (${id})` : id;
    };
    if (field === 'channels' && Array.isArray(v))
        return `[${v.map((id) => label(String(id), names.webhooks)).join(', ')}]`;
    if (field === 'dashboardId')
        return label(String(v), names.dashboards);
    if (field === 'savedSearchId')
        return label(String(v), names.savedSearches);
    if (field === 'tileId') {
        const tile = names.dashboards?.flatMap((d) => d.tiles ?? []).find((t) => t.id === v);
        return tile ? `${tile.name} (${String(v)})` : String(v);
    }
    return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v);
}
/** The plan as the `plan` output: bodies left out (they are in the fingerprint). */
function planJson(plan) {
    const { fullFingerprint: _full, notes: _notes, ...rest } = plan;
    const scope = plan.files.length === 1 ? plan.files[0]?.scope : undefined;
    return JSON.stringify({
        version: rest.version,
        fingerprint: rest.fingerprint,
        ...(scope !== undefined ? { scope } : {}),
        files: rest.files,
        summary: rest.summary,
        actions: rest.actions.map(({ body: _body, ...a }) => a),
    });
}

;// CONCATENATED MODULE: ./src/alerts/fields.ts
// The server's enums and limits for alerts (HyperDX api 2.36, identical on managed ClickStack).
const THRESHOLD_TYPES = [
    'above',
    'below',
    'above_exclusive',
    'below_or_equal',
    'equal',
    'not_equal',
    'between',
    'not_between',
];
const INTERVALS = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'];
const INTERVAL_MINUTES = {
    '1m': 1,
    '5m': 5,
    '15m': 15,
    '30m': 30,
    '1h': 60,
    '6h': 360,
    '12h': 720,
    '1d': 1440,
};
const SOURCES = ['tile', 'saved_search'];
/** Display types the alert engine evaluates (anything else never fires and is dropped on the next dashboard PUT). */
const ALERTABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'];
const MAX_NAME = 512;
const MAX_TEXT = 4096;
const MAX_CHANNELS = 10;
/** Keys an alert entry accepts; `defaults` accepts the same minus identity and adoption. */
const ALERT_KEYS = [
    'name',
    'adopt',
    'source',
    'dashboard',
    'dashboardId',
    'tile',
    'tileId',
    'savedSearch',
    'savedSearchId',
    'groupBy',
    'threshold',
    'thresholdMax',
    'thresholdType',
    'interval',
    'scheduleOffsetMinutes',
    'scheduleStartAt',
    'channel',
    'channels',
    'message',
    'note',
    'numConsecutiveWindows',
];
const DEFAULTS_KEYS = ALERT_KEYS.filter((k) => k !== 'name' && k !== 'adopt');
/**
 * Keys that name the same thing two ways: an alert setting one member of a group replaces the
 * whole group from `defaults` (an alert's `channels` overrides the default `channel`).
 */
const KEY_GROUPS = [
    ['dashboard', 'dashboardId'],
    ['tile', 'tileId'],
    ['savedSearch', 'savedSearchId'],
    ['channel', 'channels'],
];
const TOP_LEVEL_KEYS = ['version', 'scope', 'defaults', 'alerts'];

;// CONCATENATED MODULE: ./src/alerts/resolve.ts


/** Which lists the files need, so nothing is fetched for nothing. */
function neededLists(files) {
    const all = files.flatMap((f) => f.alerts);
    return {
        dashboards: all.some((a) => a.source === 'tile'),
        webhooks: all.some((a) => a.channels.length > 0),
        savedSearches: all.some((a) => a.source === 'saved_search'),
    };
}
/** Resolves names to ids; problems (nothing or several matches) are recorded in the file's yaml. */
function resolveFile(file, lk) {
    const out = [];
    for (const spec of file.alerts) {
        const before = file.yaml.problems.length;
        const problem = (path, msg) => file.yaml.problem(path, msg);
        let dashboardId = null;
        let tileId = null;
        let savedSearchId = null;
        let target = '';
        let tileName;
        if (spec.source === 'tile') {
            const dash = pick(lk.dashboards ?? [], spec.dashboard, spec.dashboardId, 'dashboard', spec, problem);
            if (dash) {
                dashboardId = dash.id;
                const tile = pick(Array.isArray(dash.tiles) ? dash.tiles : [], spec.tile, spec.tileId, 'tile', spec, problem, ` on dashboard "${dash.name}"`);
                if (tile) {
                    tileId = tile.id;
                    tileName = spec.tile !== undefined ? tile.name : undefined;
                    const type = displayType(tile);
                    if (type && !ALERTABLE_DISPLAY_TYPES.includes(type)) {
                        problem(spec.at(spec.tile !== undefined ? 'tile' : 'tileId'), `tile "${tile.name}" is a ${type} tile; alerts evaluate only ${ALERTABLE_DISPLAY_TYPES.join(', ')} tiles`);
                    }
                    target = `${dash.name} / ${tile.name}`;
                }
            }
        }
        else {
            const s = pick(lk.savedSearches ?? [], spec.savedSearch, spec.savedSearchId, 'savedSearch', spec, problem);
            if (s) {
                savedSearchId = s.id;
                target = `saved search: ${s.name}`;
            }
        }
        const channels = [];
        for (const ch of spec.channels) {
            const hooks = lk.webhooks ?? [];
            const hit = ch.webhookId !== undefined ? hooks.filter((w) => w.id === ch.webhookId) : hooks.filter((w) => w.name === ch.webhook);
            const what = ch.webhookId !== undefined ? `id ${ch.webhookId}` : `named "${ch.webhook}"`;
            if (hit.length === 0)
                problem(ch.path, `no webhook ${what}${known(hooks.map((w) => w.name))}`);
            else if (hit.length > 1)
                problem(ch.path, `${hit.length} webhooks are named "${ch.webhook}" (${hit.map((w) => `${w.service} ${w.id}`).join(', ')}); use \`webhookId\``);
            else if (channels.includes(hit[0].id))
                problem(ch.path, 'duplicate notification channel (same webhook twice)');
            else
                channels.push(hit[0].id);
        }
        // Such a server would keep the first and drop the rest, and every later plan would update it.
        const second = spec.channels[1];
        if (lk.singleChannel && second) {
            problem(second.path, 'this server keeps one notification channel per alert (the managed API, and the HyperDX API before 2.36); list one');
        }
        if (file.yaml.problems.length > before)
            continue;
        out.push({
            file: file.file,
            scope: file.scope,
            name: spec.name,
            adopt: spec.adopt,
            target,
            tileName,
            spec,
            want: {
                name: spec.name,
                source: spec.source,
                dashboardId,
                tileId,
                savedSearchId,
                groupBy: spec.groupBy ?? null,
                threshold: spec.threshold,
                thresholdMax: spec.thresholdMax ?? null,
                thresholdType: spec.thresholdType,
                interval: spec.interval,
                scheduleOffsetMinutes: spec.scheduleOffsetMinutes ?? 0,
                scheduleStartAt: (0,normalize/* isoOrNull */.I)(spec.scheduleStartAt),
                channels,
                message: spec.message ?? null,
                note: spec.note ?? null,
                numConsecutiveWindows: spec.numConsecutiveWindows ?? null,
            },
        });
    }
    return out;
}
function displayType(tile) {
    const t = tile.config?.displayType;
    return typeof t === 'string' ? t : undefined;
}
/** Exactly one object by name or by id, or a located problem. */
function pick(list, name, id, key, spec, problem, where = '') {
    const label = key === 'savedSearch' ? 'saved search' : key;
    if (id !== undefined) {
        const hit = list.find((o) => o.id === id);
        if (!hit)
            problem(spec.at(`${key}Id`), `no ${label} with id ${id}${where}`);
        return hit;
    }
    const hits = list.filter((o) => o.name === name);
    if (hits.length === 1)
        return hits[0];
    if (hits.length === 0)
        problem(spec.at(key), `no ${label} named "${name}"${where}${known(list.map((o) => o.name))}`);
    else
        problem(spec.at(key), `${hits.length} ${label}s are named "${name}"${where} (ids ${hits.map((o) => o.id).join(', ')}); use \`${key}Id\``);
    return undefined;
}
function known(names) {
    if (names.length === 0)
        return ' (there are none)';
    const shown = names.slice(0, 10).map((n) => `"${n}"`).join(', ');
    return ` (known: ${shown}${names.length > 10 ? `, … ${names.length - 10} more` : ''})`;
}

// EXTERNAL MODULE: ./src/alerts/marker.ts
var marker = __webpack_require__(2329);
// EXTERNAL MODULE: ./src/util/ids.ts
var ids = __webpack_require__(4598);
// EXTERNAL MODULE: ./src/util/yaml.ts
var util_yaml = __webpack_require__(9869);
;// CONCATENATED MODULE: ./src/alerts/file.ts




const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Parses and checks an alert file; every problem lands in `yaml.problems` with its location. */
function parseAlertFile(file, text, opts) {
    const yaml = util_yaml/* LocatedYaml */.O.parse(file, text);
    const result = { file, scope: opts.scope || opts.defaultScope, alerts: [], yaml };
    if (yaml.hasErrors)
        return result;
    const root = yaml.value;
    if (root === undefined || root === null) {
        yaml.problem([], 'the alert file is empty; it needs `version: 1` and `alerts:` (an empty file never deletes anything)');
        return result;
    }
    if (!isObject(root)) {
        yaml.problem([], 'the alert file must be a mapping with `version: 1` and `alerts:`');
        return result;
    }
    unknownKeys(yaml, root, [], TOP_LEVEL_KEYS);
    if (root.version === undefined)
        yaml.problem([], 'missing `version: 1`');
    else if (root.version !== 1)
        yaml.problem(['version'], `unsupported version ${JSON.stringify(root.version)}; this action reads version 1`);
    if (root.scope !== undefined) {
        if (typeof root.scope !== 'string' || root.scope.trim() === '')
            yaml.problem(['scope'], '`scope` must be a non-empty string');
        else if (!opts.scope)
            result.scope = root.scope.trim();
    }
    if (result.scope.length > 512)
        yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
    let defaults = {};
    if (root.defaults !== undefined && root.defaults !== null) {
        if (!isObject(root.defaults))
            yaml.problem(['defaults'], '`defaults` must be a mapping of alert fields');
        else {
            defaults = root.defaults;
            unknownKeys(yaml, defaults, ['defaults'], DEFAULTS_KEYS, { name: 'set `name` on each alert', adopt: 'set `adopt` on each alert' });
        }
    }
    if (root.alerts === undefined) {
        yaml.problem([], 'missing `alerts:` (use `alerts: []` to declare that the file manages no alert)');
        return result;
    }
    if (root.alerts === null) {
        yaml.problem(['alerts'], '`alerts:` is empty; write `alerts: []` if the file really manages no alert');
        return result;
    }
    if (!Array.isArray(root.alerts)) {
        yaml.problem(['alerts'], '`alerts` must be a list');
        return result;
    }
    const seen = new Map();
    root.alerts.forEach((entry, i) => {
        const path = ['alerts', i];
        if (!isObject(entry)) {
            yaml.problem(path, 'each alert must be a mapping with at least `name`');
            return;
        }
        unknownKeys(yaml, entry, path, ALERT_KEYS);
        const spec = checkAlert(yaml, mergeDefaults(defaults, entry), entry, path, result.scope);
        if (!spec)
            return;
        const first = seen.get(spec.name);
        if (first !== undefined) {
            yaml.problem([...path, 'name'], `duplicate alert name "${spec.name}" (first at alerts[${first}]); names identify alerts and must be unique in a file`);
            return;
        }
        seen.set(spec.name, i);
        result.alerts.push(spec);
    });
    return result;
}
/** Alert keys win over defaults, a whole key group at a time. */
function mergeDefaults(defaults, entry) {
    const merged = { ...defaults };
    for (const group of KEY_GROUPS) {
        if (group.some((k) => k in entry))
            for (const k of group)
                delete merged[k];
    }
    return Object.assign(merged, entry);
}
function checkAlert(yaml, a, entry, path, scope) {
    const at = (key) => (key in entry ? [...path, key] : ['defaults', key]);
    const problem = (key, msg) => yaml.problem(at(key), msg);
    const before = yaml.problems.length;
    // --- identity
    const name = a.name;
    if (name === undefined || name === null)
        yaml.problem(path, 'missing `name` (it identifies the alert)');
    else if (typeof name !== 'string')
        problem('name', '`name` must be a string (quote it)');
    else if (name.trim() === '')
        problem('name', '`name` must not be empty');
    else if (name.length > MAX_NAME)
        problem('name', `\`name\` is ${name.length} characters; the server allows ${MAX_NAME}`);
    let adopt = false;
    if (a.adopt !== undefined) {
        if (typeof a.adopt === 'boolean')
            adopt = a.adopt;
        else if (typeof a.adopt === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(a.adopt))
            adopt = a.adopt;
        else
            problem('adopt', '`adopt` must be true, false, or the id of the alert to take over');
    }
    // --- what the alert watches
    let source = a.source;
    if (source === undefined) {
        // Infer only when unambiguous; the server itself requires `source`.
        const tile = 'dashboard' in a || 'dashboardId' in a || 'tile' in a || 'tileId' in a;
        const saved = 'savedSearch' in a || 'savedSearchId' in a;
        if (tile !== saved)
            source = tile ? 'tile' : 'saved_search';
        else
            yaml.problem(path, 'missing `source` (`tile` with `dashboard` + `tile`, or `saved_search` with `savedSearch`)');
    }
    else if (!SOURCES.includes(source)) {
        problem('source', enumMessage('source', source, SOURCES));
        source = undefined;
    }
    const str = (key) => {
        const v = a[key];
        if (v === undefined || v === null)
            return undefined;
        if (typeof v === 'string' && v.trim() !== '') {
            const notId = key.endsWith('Id') ? (0,ids/* segmentProblem */.f)(v) : undefined;
            if (!notId)
                return v;
            problem(key, `\`${key}\` is not an id: ${notId}`);
            return undefined;
        }
        if (typeof v === 'number' && key.endsWith('Id') === false)
            return String(v);
        problem(key, `\`${key}\` must be a non-empty string`);
        return undefined;
    };
    const dashboard = str('dashboard');
    const dashboardId = str('dashboardId');
    const tile = str('tile');
    const tileId = str('tileId');
    const savedSearch = str('savedSearch');
    const savedSearchId = str('savedSearchId');
    if (source === 'tile') {
        if (!dashboard && !dashboardId && !('dashboard' in a) && !('dashboardId' in a))
            yaml.problem(path, 'a tile alert needs `dashboard` (name) or `dashboardId`');
        if (!tile && !tileId && !('tile' in a) && !('tileId' in a))
            yaml.problem(path, 'a tile alert needs `tile` (name) or `tileId`');
        both(yaml, at, 'dashboard', 'dashboardId', dashboard, dashboardId);
        both(yaml, at, 'tile', 'tileId', tile, tileId);
        for (const k of ['savedSearch', 'savedSearchId', 'groupBy'])
            if (k in a)
                problem(k, `\`${k}\` applies to saved_search alerts, not tile alerts`);
    }
    else if (source === 'saved_search') {
        if (!savedSearch && !savedSearchId && !('savedSearch' in a) && !('savedSearchId' in a))
            yaml.problem(path, 'a saved_search alert needs `savedSearch` (name) or `savedSearchId`');
        both(yaml, at, 'savedSearch', 'savedSearchId', savedSearch, savedSearchId);
        for (const k of ['dashboard', 'dashboardId', 'tile', 'tileId'])
            if (k in a)
                problem(k, `\`${k}\` applies to tile alerts, not saved_search alerts`);
    }
    let groupBy;
    if (a.groupBy !== undefined && a.groupBy !== null) {
        if (typeof a.groupBy === 'string')
            groupBy = a.groupBy;
        else
            problem('groupBy', '`groupBy` must be a string (a column such as ServiceName) or null');
    }
    else if (a.groupBy === null)
        groupBy = null;
    // --- condition
    const num = (key) => {
        const v = a[key];
        if (v === undefined || v === null)
            return undefined;
        if (typeof v === 'number' && Number.isFinite(v))
            return v;
        problem(key, `\`${key}\` must be a number${typeof v === 'string' ? ' (remove the quotes)' : ''}`);
        return undefined;
    };
    const threshold = num('threshold');
    if (a.threshold === undefined || a.threshold === null)
        yaml.problem(path, 'missing `threshold`');
    const thresholdMax = num('thresholdMax');
    const thresholdType = a.thresholdType;
    if (thresholdType === undefined)
        yaml.problem(path, 'missing `thresholdType` (set it here or in `defaults`)');
    else if (!THRESHOLD_TYPES.includes(thresholdType))
        problem('thresholdType', enumMessage('thresholdType', thresholdType, THRESHOLD_TYPES));
    else if (thresholdType === 'between' || thresholdType === 'not_between') {
        if (thresholdMax === undefined && !('thresholdMax' in a))
            yaml.problem(path, `\`thresholdType: ${thresholdType}\` needs \`thresholdMax\``);
        else if (thresholdMax !== undefined && threshold !== undefined && thresholdMax < threshold)
            problem('thresholdMax', '`thresholdMax` must be greater than or equal to `threshold`');
    }
    const interval = a.interval;
    if (interval === undefined)
        yaml.problem(path, 'missing `interval` (set it here or in `defaults`)');
    else if (!INTERVALS.includes(interval))
        problem('interval', enumMessage('interval', interval, INTERVALS));
    const int = (key, min, max = Number.MAX_SAFE_INTEGER) => {
        const v = a[key];
        if (v === undefined || v === null)
            return undefined;
        if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max)
            return v;
        problem(key, `\`${key}\` must be a whole number ≥ ${min}${max < Number.MAX_SAFE_INTEGER ? ` and ≤ ${max}` : ''}`);
        return undefined;
    };
    const scheduleOffsetMinutes = int('scheduleOffsetMinutes', 0, 1439);
    if (scheduleOffsetMinutes !== undefined && interval && INTERVALS.includes(interval) && scheduleOffsetMinutes >= INTERVAL_MINUTES[interval]) {
        problem('scheduleOffsetMinutes', `\`scheduleOffsetMinutes\` must be less than the interval (${INTERVAL_MINUTES[interval]} minutes)`);
    }
    let scheduleStartAt;
    if (a.scheduleStartAt === null)
        scheduleStartAt = null;
    else if (a.scheduleStartAt !== undefined) {
        scheduleStartAt = checkStartAt(a.scheduleStartAt, (m) => problem('scheduleStartAt', m));
        if (scheduleStartAt && scheduleOffsetMinutes)
            problem('scheduleOffsetMinutes', '`scheduleOffsetMinutes` must be 0 or absent when `scheduleStartAt` is set');
    }
    const numConsecutiveWindows = a.numConsecutiveWindows === null ? null : int('numConsecutiveWindows', 1);
    // --- notification
    const channels = checkChannels(yaml, a, at, path);
    const text = (key) => {
        const v = a[key];
        if (v === undefined)
            return undefined;
        if (v === null)
            return null;
        if (typeof v !== 'string') {
            problem(key, `\`${key}\` must be a string`);
            return undefined;
        }
        if (v === '')
            return null;
        return v;
    };
    const message = text('message');
    if (typeof message === 'string') {
        const room = MAX_TEXT - (0,marker/* markerFor */._Z)(scope).length;
        if ((0,marker/* mentionsMarker */.Ux)(message))
            problem('message', '`message` must not contain the ownership marker; the action adds it');
        else if (message.length > room) {
            problem('message', `\`message\` is ${message.length} characters; with the ownership marker (${MAX_TEXT - room} characters, which the server counts) the limit is ${room}`);
        }
    }
    const note = text('note');
    if (typeof note === 'string' && note.length > MAX_TEXT)
        problem('note', `\`note\` is ${note.length} characters; the server allows ${MAX_TEXT}`);
    if (yaml.problems.length > before || typeof name !== 'string' || !source || threshold === undefined || !thresholdType || !interval)
        return undefined;
    return {
        name,
        adopt,
        source,
        dashboard,
        dashboardId,
        tile,
        tileId,
        savedSearch,
        savedSearchId,
        groupBy: source === 'saved_search' ? groupBy : undefined,
        threshold,
        thresholdMax,
        thresholdType,
        interval,
        scheduleOffsetMinutes,
        scheduleStartAt,
        channels,
        message,
        note,
        numConsecutiveWindows,
        at,
    };
}
function both(yaml, at, byName, byId, n, id) {
    if (n && id)
        yaml.problem(at(byId), `set \`${byName}\` or \`${byId}\`, not both`);
}
function checkStartAt(v, problem) {
    // YAML 1.2 core schema keeps timestamps as strings; a Date only appears with custom tags.
    const s = v instanceof Date ? v.toISOString() : v;
    if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s) || Number.isNaN(Date.parse(s))) {
        problem('`scheduleStartAt` must be an ISO date-time with a time zone, e.g. 2025-01-01T00:00:00Z');
        return undefined;
    }
    const t = Date.parse(s);
    const year = 365 * 24 * 3600 * 1000;
    if (t > Date.now() + year || t < Date.now() - 10 * year) {
        problem('`scheduleStartAt` must be within 1 year in the future and 10 years in the past');
        return undefined;
    }
    return s;
}
function checkChannels(yaml, a, at, path) {
    if ('channel' in a && 'channels' in a) {
        yaml.problem(at('channels'), 'set `channel` or `channels`, not both');
        return [];
    }
    let items;
    if (a.channel !== undefined && a.channel !== null)
        items = [{ value: a.channel, path: at('channel') }];
    else if (a.channels !== undefined && a.channels !== null) {
        if (!Array.isArray(a.channels)) {
            yaml.problem(at('channels'), '`channels` must be a list of channels');
            return [];
        }
        items = a.channels.map((value, i) => ({ value, path: [...at('channels'), i] }));
        if (items.length === 0 || items.length > MAX_CHANNELS) {
            yaml.problem(at('channels'), `\`channels\` must hold 1 to ${MAX_CHANNELS} channels`);
            return [];
        }
    }
    else {
        yaml.problem(path, 'missing `channel` (e.g. `channel: { webhook: oncall }`); the server requires at least one notification channel');
        return [];
    }
    const out = [];
    const seen = new Set();
    for (const { value, path: p } of items) {
        if (!isObject(value)) {
            yaml.problem(p, 'a channel is `{ webhook: <name> }` or `{ type: webhook, webhookId: <id> }`');
            continue;
        }
        unknownKeys(yaml, value, p, ['type', 'webhook', 'webhookId']);
        if (value.type !== undefined && value.type !== 'webhook') {
            yaml.problem([...p, 'type'], `channel type ${JSON.stringify(value.type)} is not supported; use \`webhook\``);
            continue;
        }
        const byName = value.webhook;
        const byId = value.webhookId;
        if (byName !== undefined && byId !== undefined)
            yaml.problem([...p, 'webhookId'], 'set `webhook` (name) or `webhookId`, not both');
        else if (typeof byName === 'string' && byName.trim())
            out.push({ webhook: byName, path: [...p, 'webhook'] });
        else if (typeof byId === 'string' && byId.trim() && (0,ids/* segmentProblem */.f)(byId))
            yaml.problem([...p, 'webhookId'], `\`webhookId\` is not an id: ${(0,ids/* segmentProblem */.f)(byId)}`);
        else if (typeof byId === 'string' && byId.trim())
            out.push({ webhookId: byId, path: [...p, 'webhookId'] });
        else
            yaml.problem(p, 'a channel needs `webhook` (a webhook name) or `webhookId`, as a non-empty string');
        const key = typeof byName === 'string' ? `n:${byName}` : `i:${String(byId)}`;
        if (seen.has(key))
            yaml.problem(p, 'duplicate notification channel');
        seen.add(key);
    }
    return out;
}
function unknownKeys(yaml, obj, path, allowed, why = {}) {
    for (const key of Object.keys(obj)) {
        if (allowed.includes(key))
            continue;
        const hint = why[key] ?? suggest(key, allowed);
        yaml.problem([...path, key], `unknown key \`${key}\`${hint ? ` (${hint})` : ''}`, 'error', 'key');
    }
}
function suggest(key, allowed) {
    let best;
    let bestD = Infinity;
    for (const a of allowed) {
        const d = distance(key.toLowerCase(), a.toLowerCase());
        if (d < bestD)
            [best, bestD] = [a, d];
    }
    return best && bestD <= Math.max(2, Math.floor(key.length / 4)) ? `did you mean \`${best}\`?` : undefined;
}
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cur = row[j];
            row[j] = Math.min(cur + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = cur;
        }
    }
    return row[b.length];
}
function enumMessage(key, got, allowed) {
    return `\`${key}\` must be one of ${allowed.join(', ')}; got ${JSON.stringify(got)}`;
}

// EXTERNAL MODULE: ./src/util/problems.ts
var problems = __webpack_require__(8338);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(4437);
;// CONCATENATED MODULE: ./src/operations/alerts-sync.ts










const DEFAULT_MAX_DELETIONS = 10;
/** Reconciles alert file(s) with the server: plan, guards, then (unless dry run) apply. */
const alertsSync = {
    ...meta/* ALERTS_SYNC */.qY,
    async run({ inputs, client }) {
        // 1. Files: syntax, shape, types, enums — before any request.
        const files = await readAlertFiles(inputs);
        failOnProblems(files);
        if (inputs.prune) {
            const empty = files.filter((f) => f.alerts.length === 0);
            if (empty.length > 0) {
                throw new errors/* InputError */.dz(`prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no alerts would delete every alert of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`alerts.delete\`, or sync without prune.`);
            }
        }
        // 2. One list each (alerts always; the others only when the files need them), then names → ids.
        const lookups = await fetchLookups(client, files);
        const desired = files.map((f) => ({ file: f.file, scope: f.scope, alerts: resolveFile(f, lookups) }));
        failOnProblems(files);
        // 3. Plan (pure), then the problems only the plan can see (adopt matching nothing).
        const { plan, problems } = buildPlan({
            files: desired,
            alerts: lookups.alerts,
            dashboards: lookups.dashboards,
            prune: inputs.prune,
            singleChannel: lookups.singleChannel,
        });
        for (const p of problems)
            files.find((f) => f.file === p.alert.file)?.yaml.problem(p.alert.spec.at(p.key), p.message);
        failOnProblems(files);
        const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
        const changed = writes > 0;
        const outputs = { plan: planJson(plan), 'plan-fingerprint': plan.fingerprint };
        const warnings = files.flatMap((f) => f.yaml.problems);
        // 4. Guards: refuse with nothing sent.
        const refusals = [];
        const maxDeletions = inputs.maxDeletions ?? DEFAULT_MAX_DELETIONS;
        if (plan.summary.delete > maxDeletions) {
            refusals.push(`The plan deletes ${plan.summary.delete} alerts, more than max-deletions (${maxDeletions}); nothing was sent. Raise \`max-deletions\` if this is intended.`);
        }
        if (inputs.expectPlan && !matchesFingerprint(inputs.expectPlan, plan.fullFingerprint)) {
            refusals.push(`The live plan (fingerprint ${plan.fingerprint}) differs from the reviewed one (expect-plan ${inputs.expectPlan}); nothing was sent. Review the new plan and re-approve it.`);
        }
        let outcomes;
        if (!inputs.dryRun && refusals.length === 0 && changed) {
            const known = new Set(lookups.alerts.map((a) => a.id));
            outcomes = await applyPlan(client, plan, inputs.concurrency ?? 4, known);
        }
        const report = renderPlan(plan, lookups, { dryRun: inputs.dryRun, outcomes });
        if (warnings.length > 0)
            report.problems = warnings;
        const failed = outcomes?.filter((o) => o.status === 'failed') ?? [];
        const failures = [...refusals];
        if (failed.length > 0) {
            failures.push(`${failed.length} of ${outcomes?.length} write(s) failed: ${failed.map((o) => `${o.action.action} "${o.action.name}" (${o.error})`).join('; ')}. A re-run converges.`);
        }
        if (inputs.failOnChanges && changed) {
            failures.push(`fail-on-changes: the server differs from the file (${writes} change${writes === 1 ? '' : 's'} pending${outcomes ? ', now applied' : ''}).`);
        }
        if (failures.length > 0)
            report.outcome = 'failure';
        report.notes = [...failures, ...(report.notes ?? [])];
        return {
            result: {
                plan: JSON.parse(outputs.plan),
                applied: outcomes?.map((o) => ({ action: o.action.action, name: o.action.name, id: o.id, status: o.status, ...(o.recovered ? { recovered: true } : {}), ...(o.error ? { error: o.error } : {}) })),
            },
            changed,
            report,
            outputs,
            failure: failures.length > 0 ? failures.join('\n') : undefined,
        };
    },
};
async function readAlertFiles(inputs) {
    if (!inputs.alertFile)
        throw new errors/* InputError */.dz('alerts.sync needs input `alert-file` (a path or a glob).');
    const found = await (0,util_files/* findAlertFiles */.l3)(inputs.alertFile);
    if (inputs.scope && found.length > 1) {
        throw new errors/* InputError */.dz(`Input \`scope\` is set but \`alert-file\` matches ${found.length} files; each file needs its own scope (leave \`scope\` empty, or set \`scope:\` inside each file).`);
    }
    const files = [];
    for (const f of found)
        files.push(parseAlertFile(f.display, await (0,util_files/* readText */.yR)(f), { scope: inputs.scope, defaultScope: (0,util_files/* defaultScope */._V)(f.display) }));
    const seen = new Map();
    for (const f of files) {
        const other = seen.get(f.scope);
        if (other)
            f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
        seen.set(f.scope, f.file);
    }
    return files;
}
function failOnProblems(files) {
    const all = files.flatMap((f) => f.yaml.problems);
    if (all.some((p) => p.severity === 'error'))
        throw new problems/* FileProblemsError */.x(all);
}
async function fetchLookups(client, files) {
    const need = neededLists(files);
    const [alerts, dashboards, webhooks, savedSearches] = await Promise.all([
        client.listAlerts(),
        need.dashboards ? client.listDashboards() : undefined,
        need.webhooks ? client.listWebhooks() : undefined,
        need.savedSearches ? client.listSavedSearches() : undefined,
    ]);
    // The managed schema has no `channels` (its gateway refuses the key); self-hosted servers before
    // api 2.36 answer alerts without it.
    const singleChannel = client.edition === 'managed' || alerts.some((a) => a.channel !== undefined && a.channels === undefined);
    return { alerts, dashboards, webhooks, savedSearches, singleChannel };
}


/***/ }),

/***/ 5787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _V: () => (/* binding */ defaultScope),
/* harmony export */   l3: () => (/* binding */ findAlertFiles),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export repositoryFromRemote */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3249);
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
 * A path or a glob (relative to the workspace) → the files, sorted; nothing found is an error,
 * and so is any file — a glob match included — whose real path is outside the workspace.
 */
async function findAlertFiles(pattern) {
    const root = (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspace */ .Gl)();
    if (!/[*?[\]{}]/.test(pattern)) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)('alert-file', pattern);
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined);
        if (!st?.isFile())
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`Input \`alert-file\`: no file at \`${pattern}\` (relative to ${root}).`);
        return [file];
    }
    const found = [];
    for await (const entry of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(pattern, { cwd: root })) {
        const file = await (0,_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFile */ .EJ)('alert-file', entry);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file.path).catch(() => undefined))?.isFile())
            found.push(file);
    }
    if (found.length === 0)
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`Input \`alert-file\`: the glob \`${pattern}\` matches no file (relative to ${root}).`);
    return found.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}
async function readText(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file.path, 'utf8');
    }
    catch (e) {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`Input \`alert-file\`: cannot read \`${file.display}\`: ${e.code ?? e.message}`);
    }
}


/***/ }),

/***/ 704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ mapSettled)
/* harmony export */ });
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(370);

/**
 * Runs `fn` over `items` with at most `limit` in flight, keeping input order in the result.
 * Never rejects: each entry is a settled outcome, so one failure does not stop the others.
 */
function mapSettled(items, limit, fn) {
    const slot = (0,p_limit__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(Math.max(1, limit));
    return Promise.allSettled(items.map((item, i) => slot(() => fn(item, i))));
}


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ LocatedYaml)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);


/**
 * A parsed YAML file that can point at any value by path, so validators report
 * file:line:column. Syntax errors, duplicate keys and alias bombs are problems, not crashes.
 */
class LocatedYaml {
    file;
    value;
    problems = [];
    doc;
    lines;
    constructor(file, text) {
        this.file = file;
        this.lines = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
        this.doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: this.lines, uniqueKeys: true, prettyErrors: false });
        for (const e of [...this.doc.errors, ...this.doc.warnings]) {
            // Without prettyErrors the parser leaves linePos unset; `pos` holds the offsets.
            const pos = e.linePos?.[0] ?? (typeof e.pos?.[0] === 'number' ? this.lines.linePos(e.pos[0]) : { line: 1, col: 1 });
            this.problems.push({
                file,
                line: pos.line,
                column: pos.col,
                message: `YAML: ${readable(firstLine(e.message))}`,
                severity: this.doc.errors.includes(e) ? 'error' : 'warning',
            });
        }
        let value = undefined;
        if (this.doc.errors.length === 0) {
            try {
                // maxAliasCount bounds "billion laughs" expansion.
                value = this.doc.toJS({ maxAliasCount: 100 });
            }
            catch (e) {
                const at = this.lines.linePos(unresolvedAliasOffset(this.doc) ?? 0);
                this.problems.push({ file, line: at.line, column: at.col, message: `YAML: ${firstLine(e.message)}`, severity: 'error' });
            }
        }
        this.value = value;
    }
    static parse(file, text) {
        return new LocatedYaml(file, text);
    }
    /** Reads `path`; problems name the file `file` (what the user wrote, relative to the workspace). */
    static async read(path, file = path) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch (e) {
            const y = new LocatedYaml(file, '');
            y.problems.push({ file, line: 1, column: 1, message: `cannot read file: ${e.code ?? e.message}`, severity: 'error' });
            return y;
        }
        return new LocatedYaml(file, text);
    }
    /** Line and column (1-based) of the value at `path`, or of its closest existing parent. */
    locate(path, at = 'value') {
        let node = this.doc.contents;
        let offset = rangeStart(node) ?? 0;
        for (const step of path) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)) {
                const pair = node.items.find((p) => keyOf(p.key) === String(step));
                if (!pair)
                    break;
                const isLast = step === path[path.length - 1] && at === 'key';
                node = pair.value;
                offset = (isLast ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? offset;
                if (isLast)
                    break;
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) && typeof step === 'number') {
                node = node.items[step];
                offset = rangeStart(node) ?? offset;
            }
            else {
                break;
            }
        }
        const pos = this.lines.linePos(offset);
        return { line: pos.line, column: pos.col };
    }
    /** Records a problem located at `path`. */
    problem(path, message, severity = 'error', at = 'value') {
        const { line, column } = this.locate(path, at);
        this.problems.push({ file: this.file, line, column, message, severity });
    }
    get hasErrors() {
        return this.problems.some((p) => p.severity === 'error');
    }
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
    (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR)(doc, {
        Alias(_key, node) {
            if (node.resolve(doc) !== undefined)
                return undefined;
            offset = node.range?.[0];
            return yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR.BREAK;
        },
    });
    return offset;
}
/** The parser's stack overflow on absurd nesting, said as what it is. */
function readable(message) {
    return /Maximum call stack/i.test(message) ? 'the document is nested too deeply to read (maximum call stack size exceeded)' : message;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
