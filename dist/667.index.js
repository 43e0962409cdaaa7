export const id = 667;
export const ids = [667];
export const modules = {

/***/ 98667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alertsExport: () => (/* binding */ alertsExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
// EXTERNAL MODULE: ./src/generated/alert-file.ts
var alert_file = __webpack_require__(99362);
// EXTERNAL MODULE: ./src/util/schema.ts
var schema = __webpack_require__(94573);
// EXTERNAL MODULE: ./src/alerts/normalize.ts
var normalize = __webpack_require__(34816);
;// CONCATENATED MODULE: ./src/alerts/export.ts





const SCHEMA_URL = 'https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/alert-file.schema.json';
/** Unique match by name → the name; otherwise the id is kept. */
function nameOr(list, id) {
    const hit = list.find((o) => o.id === id);
    return hit && list.filter((o) => o.name === hit.name).length === 1 ? hit.name : undefined;
}
/**
 * Existing alerts → an alert file (version 1) with names in place of ids where they resolve
 * uniquely. Alerts without marker get `adopt` so the first sync takes them over instead of
 * duplicating them; alerts of other scopes are left out (another file manages them).
 */
function renderAlertFile(input) {
    const exported = [];
    const skipped = [];
    const entries = [];
    const taken = new Set();
    const nameCount = new Map();
    for (const a of input.alerts)
        if (a.name)
            nameCount.set(a.name, (nameCount.get(a.name) ?? 0) + 1);
    for (const alert of input.alerts) {
        const { value: v, scope } = (0,normalize/* fromServer */.Wj)(alert);
        const label = v.name ?? alert.id;
        if (scope !== undefined && scope !== input.scope) {
            skipped.push({ id: alert.id, name: label, reason: `managed by scope "${scope}"` });
            continue;
        }
        if (v.channels.length === 0) {
            skipped.push({ id: alert.id, name: label, reason: 'no webhook channel (the file needs one)' });
            continue;
        }
        const e = {};
        let target;
        if (v.source === 'tile') {
            const dash = input.dashboards.find((d) => d.id === v.dashboardId);
            const tile = dash?.tiles.find((t) => t.id === v.tileId);
            if (!dash || !tile) {
                skipped.push({ id: alert.id, name: label, reason: 'its dashboard or tile no longer exists' });
                continue;
            }
            target = `${dash.name} / ${tile.name}`;
            e.source = 'tile';
            const dn = nameOr(input.dashboards, dash.id);
            if (dn !== undefined)
                e.dashboard = dn;
            else
                e.dashboardId = dash.id;
            const tn = nameOr(dash.tiles, tile.id);
            if (tn !== undefined)
                e.tile = tn;
            else
                e.tileId = tile.id;
        }
        else {
            const s = input.savedSearches?.find((x) => x.id === v.savedSearchId);
            if (!s) {
                skipped.push({ id: alert.id, name: label, reason: 'its saved search no longer exists' });
                continue;
            }
            target = `saved search: ${s.name}`;
            e.source = 'saved_search';
            const sn = nameOr(input.savedSearches ?? [], s.id);
            if (sn !== undefined)
                e.savedSearch = sn;
            else
                e.savedSearchId = s.id;
            if (v.groupBy !== null)
                e.groupBy = v.groupBy;
        }
        e.threshold = v.threshold;
        e.thresholdType = v.thresholdType;
        if (v.thresholdMax !== null)
            e.thresholdMax = v.thresholdMax;
        e.interval = v.interval;
        if (v.scheduleOffsetMinutes !== 0)
            e.scheduleOffsetMinutes = v.scheduleOffsetMinutes;
        if (v.scheduleStartAt !== null)
            e.scheduleStartAt = v.scheduleStartAt;
        if (v.numConsecutiveWindows !== null)
            e.numConsecutiveWindows = v.numConsecutiveWindows;
        const chans = v.channels.map((id) => {
            const n = nameOr(input.webhooks, id);
            return n !== undefined ? { webhook: n } : { type: 'webhook', webhookId: id };
        });
        if (chans.length === 1)
            e.channel = chans[0];
        else
            e.channels = chans;
        if (v.message !== null)
            e.message = v.message;
        if (v.note !== null)
            e.note = v.note;
        // A name that identifies exactly this alert can be adopted by name; otherwise by id.
        const unique = v.name !== null && nameCount.get(v.name) === 1 && !taken.has(v.name);
        let name = v.name ?? target;
        for (let i = 2; taken.has(name); i++)
            name = `${v.name ?? target} (${i})`;
        taken.add(name);
        const ours = scope === input.scope;
        const entry = { name, ...(ours ? {} : { adopt: unique ? true : alert.id }), ...e };
        // What the file format refuses (a message with no room for the marker, …) would make the
        // re-sync of this file fail: left out, every reason named, never written.
        const problems = (0,schema/* validateWithSchema */.C)(alert_file/* alertFile */.t, { version: 1, alerts: [entry] }, 'self-hosted');
        if (problems.length > 0) {
            skipped.push({
                id: alert.id,
                name: label,
                reason: `the file format refuses it: ${[...new Set(problems.map((p) => `${p.path.slice(2).join('.')}: ${p.message}`))].join('; ')}`,
            });
            continue;
        }
        entries.push(entry);
        exported.push({ name, id: alert.id, target, ownership: ours ? 'ours' : 'adopt' });
    }
    const doc = new dist/* Document */.yo({ version: 1, alerts: entries });
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            const key = pair.key?.value;
            if ((key === 'channel' || key === 'channels') && pair.value) {
                if ((0,dist/* isMap */.jh)(pair.value))
                    pair.value.flow = true;
                else
                    (0,dist/* visit */.YR)(pair.value, { Map: (_k, m) => void (m.flow = true) });
            }
        },
    });
    doc.commentBefore = ` yaml-language-server: $schema=${SCHEMA_URL}\n Exported by observability-ops (alerts.export). Alerts marked \`adopt\` are taken over by the\n first sync of this file; until then they are left alone.`;
    return { text: doc.toString({ lineWidth: 0 }), exported, skipped };
}
/** What alerts.export wrote: every alert, to adopt or already this scope's, and what it left out. */
function exportReport(out, where) {
    const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
    return {
        title: 'Alerts export',
        outcome: out.skipped.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${out.exported.length} alert(s) to ${where.file} (${adopt} to adopt), skipped ${out.skipped.length}`,
        counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
        table: {
            columns: ['', 'Alert', 'Target', 'Ownership'],
            rows: [
                ...out.exported.map((e) => [model/* STATUS_ICON */.t.ok ?? '', e.name, e.target, e.ownership === 'ours' ? `this scope (${where.scope})` : 'adopt on first sync']),
                ...out.skipped.map((s) => [model/* STATUS_ICON */.t.unmanaged ?? '', s.name, '', `skipped: ${s.reason}`]),
            ],
        },
        notes: [`Scope: ${where.scope}. Sync this file with the same scope (the default for this path) so its alerts stay owned.`],
    };
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(50977);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/alerts-export.ts







/** Writes the existing alerts as an alert file, so a team can adopt what it already has. */
const alertsExport = {
    ...meta/* ALERTS_EXPORT */.XF,
    async prepare(input, { context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `alerts.export needs input ${(0,input_error/* named */.KT)('output-file')} (where to write the alert file).`);
        // Checked before any request: a path out of the workspace is refused with nothing read or written.
        const path = await (0,workspace/* workspaceOutput */.lB)(context, 'output-file', outputFile);
        const display = (0,workspace/* displayPath */.Gt)(context, (0,external_node_path_.resolve)(context.root, outputFile));
        const scope = input.text('scope') || (0,files/* defaultScope */._V)(context, display);
        return async ({ client, redactor }) => {
            const [alerts, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
            const savedSearches = alerts.some((a) => a.source === 'saved_search') ? await client.listSavedSearches() : undefined;
            const out = renderAlertFile({ alerts, dashboards, webhooks, savedSearches, scope });
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            // A file a team commits: no secret in it, whatever the server stored.
            await (0,promises_.writeFile)(path, redactor.text(out.text));
            return {
                result: { file: display, scope, exported: out.exported, skipped: out.skipped },
                changed: false,
                outputs: {},
                report: exportReport(out, { file: display, scope }),
            };
        };
    },
};


/***/ })

};
