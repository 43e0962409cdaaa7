export const id = 33;
export const ids = [33];
export const modules = {

/***/ 25033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sectionsOf: () => (/* binding */ sectionsOf),
  stackExport: () => (/* binding */ stackExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/alerts/export.ts
var alerts_export = __webpack_require__(71361);
// EXTERNAL MODULE: ./src/alerts/inline.ts
var inline = __webpack_require__(4774);
// EXTERNAL MODULE: ./src/dashboards/export.ts
var dashboards_export = __webpack_require__(5003);
// EXTERNAL MODULE: ./src/stack/export.ts
var stack_export = __webpack_require__(50988);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
// EXTERNAL MODULE: ./src/stack/kinds/index.ts + 5 modules
var kinds = __webpack_require__(85881);
;// CONCATENATED MODULE: ./src/stack/export-report.ts


const OWNERSHIP = {
    ours: 'this scope',
    adopt: 'adopt on first sync',
    'by name': 'managed by name (the kind has no mark)',
};
/** What stack.export wrote, section by section, what it left out, and the variables its secrets became (names only). */
function stackExportReport(s) {
    const adopt = s.exported.filter((e) => e.ownership === 'adopt').length;
    const others = s.skipped.filter((k) => k.why === 'other scope').length;
    const warned = s.skipped.filter((k) => k.why === 'problem');
    const notes = [`Scope: ${s.scope}. Sync this file with the same scope so what it exported stays owned.`];
    if (others > 0)
        notes.push(`${others} object(s) managed by another scope were left out: their own file syncs them.`);
    if (s.skipped.length > 0)
        notes.push('What was left out is not in the file at all: a sync of it never touches it.');
    notes.push(...(s.notes ?? []));
    return {
        title: 'Stack export',
        outcome: warned.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${s.exported.length} object(s) to ${s.file} (${adopt} to adopt), left out ${s.skipped.length}, ${s.variables.length} secret variable(s)`,
        counts: { exported: s.exported.length, adopt, skipped: s.skipped.length, 'other scope': others, variables: s.variables.length },
        table: {
            columns: ['', 'Section', 'Name', 'Ownership'],
            rows: [
                ...s.exported.map((e) => [model/* STATUS_ICON */.t.ok ?? '', e.section, e.name, e.ownership === 'ours' ? `${OWNERSHIP.ours} (${s.scope})` : OWNERSHIP[e.ownership]]),
                ...s.skipped.map((k) => [
                    k.why === 'problem' ? (model/* STATUS_ICON */.t.skipped ?? '') : (model/* STATUS_ICON */.t.unmanaged ?? ''),
                    k.section,
                    k.name,
                    `left out: ${k.reason}`,
                ]),
            ],
        },
        lists: s.variables.length > 0
            ? [
                {
                    title: 'Secret variables the file names (set each, e.g. from `secrets.*`, before syncing it)',
                    items: s.variables.map((v) => `${v.variable}: ${v.field} of ${kinds/* KIND_SPECS */.u[v.kind].singular} "${v.object}"`),
                },
            ]
            : undefined,
        // Left out for a reason someone may fix: a warning on the written file.
        problems: warned.map((k) => ({
            file: s.file,
            line: 1,
            column: 1,
            severity: 'warning',
            message: `${k.section} "${k.name}" (id ${k.id}) left out: ${k.reason}`,
        })),
        notes,
    };
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/input-error.ts
var input_error = __webpack_require__(93059);
// EXTERNAL MODULE: ./src/util/name-filter.ts
var name_filter = __webpack_require__(41000);
// EXTERNAL MODULE: ./src/util/workspace.ts
var workspace = __webpack_require__(50977);
// EXTERNAL MODULE: ./src/operations/meta.ts
var meta = __webpack_require__(94437);
;// CONCATENATED MODULE: ./src/operations/stack-export.ts












/**
 * The sections `kinds` names (comma-separated), or every section the edition has. A section that
 * does not exist, or that this edition's API lacks, is refused before any request.
 */
function sectionsOf(given, edition) {
    const available = [...(0,stack_export/* kindsOf */.tG)(edition), 'dashboards', 'alerts'];
    if (given.length === 0)
        return available;
    for (const name of given) {
        if (!stack_export/* EXPORT_SECTIONS */.qi.includes(name))
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('kinds')}: \`${name}\` is not a section of a stack file; the sections are ${stack_export/* EXPORT_SECTIONS */.qi.join(', ')}.`);
        if (!available.includes(name))
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `${(0,input_error/* theInput */.y8)('kinds')}: the ${edition} API has no ${name}; this edition's sections are ${available.join(', ')}.`);
    }
    return available.filter((s) => given.includes(s));
}
// The exporters of dashboards and alerts take the typed lists; the kinds' lists are the same
// objects (one GET each), checked for the one field each type requires.
const asSources = (list) => list.filter((o) => typeof o.kind === 'string');
const asWebhooks = (list) => list.filter((o) => typeof o.service === 'string');
const asSavedSearches = (list) => list.filter((o) => o.sourceId === undefined || typeof o.sourceId === 'string');
/** Reads each kind of `kinds` not read yet, once, into `lists`. */
async function read(client, lists, kinds) {
    const missing = kinds.filter((k) => lists[k] === undefined);
    const got = await Promise.all(missing.map(async (k) => [k, (await client.config(k)?.list()) ?? []]));
    for (const [k, list] of got)
        lists[k] = list;
}
/** Writes a whole instance (or the sections and names selected) as one stack file, which stack.sync syncs back with no write. */
const stackExport = {
    ...meta/* STACK_EXPORT */.ix,
    async prepare(input, { edition, context }) {
        const outputFile = input.text('output-file');
        if (!outputFile)
            throw new input_error/* InputError */.dz((0,input_error/* msg */.ab) `stack.export needs input ${(0,input_error/* named */.KT)('output-file')} (where to write the stack file).`);
        // Checked before any request: a path out of the workspace, a bad glob or an unknown section is refused with nothing read or written.
        const path = await (0,workspace/* workspaceOutput */.lB)(context, 'output-file', outputFile);
        const display = (0,workspace/* displayPath */.Gt)(context, (0,external_node_path_.resolve)(context.root, outputFile));
        const given = input.text('scope');
        const scope = given || (0,files/* defaultScope */._V)(context, display);
        const select = (0,name_filter/* compileNameFilter */.l)(input.list('include'), input.list('exclude'));
        const sections = sectionsOf(input.list('kinds'), edition);
        return async ({ client, redactor }) => {
            const kinds = sections.filter(stack_export/* isStackKind */.H1);
            const wantDashboards = sections.includes('dashboards');
            const wantAlerts = sections.includes('alerts');
            const lists = {};
            // What the dashboards and alerts name is read with the kinds: sources for tiles, webhooks for channels.
            const extra = [...(wantDashboards ? ['sources'] : []), ...(wantAlerts ? ['webhooks'] : [])];
            const [dashboards, listedAlerts] = await Promise.all([
                wantDashboards || wantAlerts ? client.listDashboards() : Promise.resolve(undefined),
                wantAlerts ? client.listAlerts() : Promise.resolve(undefined),
                read(client, lists, (0,stack_export/* kindsToList */.Fy)([...kinds, ...extra], edition)),
            ]);
            // An inline alert's chart is not in the list (hyperdx #3043): read by id, with what it names.
            const alerts = listedAlerts &&
                (await (0,inline/* withCharts */.Uv)(client, listedAlerts.filter((a) => select(a.name ?? undefined).selected)));
            // Read only when needed: a raw SQL tile on another connection than its source's; an alert on a saved search.
            const later = [];
            if (wantDashboards && dashboards && edition === 'self-hosted' && (0,dashboards_export/* needsConnections */.Pk)(dashboards, asSources(lists.sources ?? [])))
                later.push('connections');
            if (alerts?.some((a) => a.source === 'saved_search'))
                later.push('savedSearches');
            if (alerts?.some((a) => a.source === 'inline'))
                later.push('sources', ...(edition === 'self-hosted' ? ['connections'] : []));
            await read(client, lists, later);
            const kindsOut = (0,stack_export/* exportKinds */.ok)({ lists, kinds, select, scope, edition, redactor });
            const exported = kindsOut.exported.map((e) => ({ section: e.kind, name: e.name, id: e.id, ownership: e.ownership }));
            const skipped = kindsOut.skipped.map(({ kind, ...k }) => ({ section: kind, ...k }));
            const notes = [...kindsOut.notes];
            const fileSections = { ...kindsOut.sections };
            if (wantDashboards && dashboards) {
                const out = (0,dashboards_export/* renderDashboardFile */.NG)({
                    dashboards,
                    sources: asSources(lists.sources ?? []),
                    connections: lists.connections ? [...lists.connections] : undefined,
                    scope,
                    select,
                    edition,
                });
                fileSections.dashboards = out.entries;
                exported.push(...out.exported.map((e) => ({ section: 'dashboards', name: e.name, id: e.id, ownership: e.ownership })));
                skipped.push(...out.skipped.map((k) => ({
                    section: 'dashboards',
                    ...k,
                    why: k.reason.startsWith('managed by another scope') ? 'other scope' : 'problem',
                })));
                if (out.kept.length > 0)
                    notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
                if (out.renamed.length > 0)
                    notes.push(`Dashboards renamed in the file (duplicate or empty names; the first sync writes them, keeping the ids): ${out.renamed.join('; ')}.`);
            }
            if (wantAlerts && alerts) {
                const out = (0,alerts_export/* renderAlertFile */.FX)({
                    alerts,
                    dashboards: dashboards ?? [],
                    webhooks: asWebhooks(lists.webhooks ?? []),
                    savedSearches: lists.savedSearches ? asSavedSearches(lists.savedSearches) : undefined,
                    sources: asSources(lists.sources ?? []),
                    connections: lists.connections ? [...lists.connections] : undefined,
                    scope,
                    edition: client.edition,
                });
                if (out.kept.length > 0)
                    notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
                // The alerts exporter keeps the server's order; a stack file is ordered by name.
                fileSections.alerts = [...out.entries].sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0));
                exported.push(...out.exported.map((e) => ({ section: 'alerts', name: e.name, id: e.id, ownership: e.ownership })));
                skipped.push(...out.skipped.map((k) => ({
                    section: 'alerts',
                    ...k,
                    why: k.reason.startsWith('managed by scope') ? 'other scope' : 'problem',
                })));
            }
            // Dashboards and alerts hold no secret either (an alert message quoting a webhook's URL): the field is left out, said in a note.
            for (const section of ['dashboards', 'alerts']) {
                const entries = fileSections[section];
                if (!entries)
                    continue;
                const singular = section === 'alerts' ? 'alert' : 'dashboard';
                fileSections[section] = entries.filter((entry) => {
                    const name = String(entry.name);
                    const { left, nameHeld } = (0,stack_export/* scrubSecrets */.Zg)(entry, kindsOut.holdsSecret);
                    if (!nameHeld) {
                        if (left.length > 0)
                            notes.push((0,stack_export/* leftOutNote */.UZ)(singular, name, left));
                        return true;
                    }
                    notes.push(`${singular} "${redactor.text(name)}" is left out: its name holds a secret; rename it.`);
                    exported.splice(exported.findIndex((e) => e.section === section && e.name === name), 1);
                    return false;
                });
            }
            const text = (0,stack_export/* renderStackFile */.jZ)(fileSections, given ? scope : undefined);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            // A file a team commits: no secret in it, whatever the server stored.
            await (0,promises_.writeFile)(path, redactor.text(text));
            const summary = { file: display, scope, exported, skipped, variables: kindsOut.variables };
            return {
                result: summary,
                changed: false,
                outputs: {},
                report: stackExportReport({ ...summary, notes }),
            };
        };
    },
};


/***/ })

};
