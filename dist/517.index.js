export const id = 517;
export const ids = [517,476];
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

/***/ 69732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ stackFile)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
function interop(m) {
    return typeof m.default === 'function' ? m.default : m.default.default;
}

const runtime_ucs2length = interop(ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);
const schema = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/stack-file.schema.json", "title": "Observability Ops stack file (version 1)", "description": "The whole ClickStack / HyperDX configuration as code: connections, sources, saved searches, webhooks and roles, with dashboards and alerts (as in a dashboard file and an alert file). Synced by the Observability Ops action (stack.sync) in dependency order; names stand for ids everywhere, secrets are references to environment variables. `dashboards`, `alerts` and `defaults` are validated by schemas/dashboard-file.schema.json and schemas/alert-file.schema.json.", "type": "object", "additionalProperties": false, "required": ["version"], "errorMessage": { "empty": "the stack file is empty; it needs `version: 1` and at least one section (an empty file never deletes anything)", "type": "the stack file must be a mapping with `version: 1` and its sections", "required": { "version": "missing `version: 1`" } }, "properties": { "version": { "const": 1, "description": "File format version.", "errorMessage": "unsupported version {value}; this action reads version 1" }, "scope": { "type": "string", "minLength": 1, "maxLength": 512, "pattern": "\\S", "description": "Ownership scope of what this file manages. Default: <owner/repo>:<file path>. The `scope` input wins over it.", "errorMessage": "`scope` must be a non-empty string" }, "connections": { "type": "array", "description": "ClickHouse connections (self-hosted only). Passwords are secret references.", "items": { "type": "object", "additionalProperties": false, "x-edition": "self-hosted", "required": ["name", "host", "username"], "description": "A ClickHouse (or Prometheus-compatible) connection of the self-hosted edition (docs/contract.md §13). The managed edition has no connections API: there, sources name their connection by `connectionId`.", "errorMessage": { "type": "each connection must be a mapping with `name`, `host` and `username`", "required": { "name": "a connection needs a `name`", "host": "a connection needs a `host` (the ClickHouse HTTP URL)", "username": "a connection needs a `username`" }, "x-edition": "connections exist only on the self-hosted edition; the managed API has none (its sources name their connection by `connectionId`)" }, "properties": { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The connection's name: unique in this file; other entries refer to it by this name.", "errorMessage": "`name` must be a non-empty string" }, "was": { "type": "string", "minLength": 1, "description": "The previous name of this object, for a rename: the live object of that name is renamed instead of a new one being created." }, "host": { "type": "string", "minLength": 1, "description": "The ClickHouse HTTP(S) endpoint, e.g. https://clickhouse.example.com:8443 (with isPrometheusEndpoint: a Prometheus-compatible API).", "errorMessage": "`host` must be a non-empty string" }, "username": { "type": "string", "description": "The ClickHouse user the server queries as." }, "password": { "allOf": [{ "type": "object", "additionalProperties": false, "required": ["env"], "description": "A secret: the name of the environment variable that holds it (map it from `secrets.*` in the workflow). The value is masked and never shown.", "properties": { "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 256, "description": "An environment variable name." } }, "errorMessage": "a secret is written as `{ env: VARIABLE_NAME }`, never as its value" }], "description": "The password, as a secret reference `{ env: VARIABLE }`. Write-only: the server never returns it. Left out: a new connection gets an empty password and an existing one keeps its own." }, "hyperdxSettingPrefix": { "type": "string", "pattern": "^[A-Za-z0-9_]+$", "description": "Prefix of the custom ClickHouse settings HyperDX sends (letters, digits, underscores). Left out: none (a sync clears one set on the server).", "errorMessage": "`hyperdxSettingPrefix` may hold only letters, digits and underscores — got {value}" }, "isPrometheusEndpoint": { "type": "boolean", "description": "true: `host` is a Prometheus-compatible API (Prometheus, Thanos) PromQL queries go to directly. Default false: a ClickHouse endpoint." } } } }, "sources": { "type": "array", "description": "Sources: table mappings of logs, traces, metrics, sessions.", "items": { "type": "object", "additionalProperties": false, "required": ["name", "kind", "from", "timestampValueExpression"], "description": "A source (docs/contract.md §10): which table holds logs, traces, metrics or sessions, and how to read it. Fields are the API's; other objects are named by name (`connection`, `traceSource`…) or, where no name can be used, by id (`connectionId`, `traceSourceId`…).", "errorMessage": { "type": "each source must be a mapping with `name`, `kind`, its connection, `from` and `timestampValueExpression`", "required": { "name": "a source needs a `name`", "kind": "a source needs a `kind`: log, trace, metric, session or promql", "from": "a source needs `from: { databaseName, tableName }`", "timestampValueExpression": "a source needs `timestampValueExpression` (its time column)" } }, "properties": { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The source's name: unique in this file; other entries refer to it by this name.", "errorMessage": "`name` must be a non-empty string" }, "was": { "type": "string", "minLength": 1, "description": "The previous name of this object, for a rename: the live object of that name is renamed instead of a new one being created." }, "kind": { "enum": ["log", "trace", "session", "metric", "promql"], "description": "What the source holds: log, trace, metric, session (session replays) or promql (a Prometheus-compatible connection).", "errorMessage": "`kind` must be one of log, trace, metric, session, promql — got {value}" }, "section": { "type": "string", "maxLength": 256, "description": "Group of the source in the source selector (at most 256 characters)." }, "disabled": { "type": "boolean", "description": "true hides the source from source selectors. Server default: false." }, "connection": { "type": "string", "minLength": 1, "pattern": "\\S", "x-edition": "self-hosted", "description": "The connection, by name (a connection of this file or of the server). Self-hosted only: the managed edition has no connections API, name it by `connectionId`.", "errorMessage": { "type": "`connection` must be a connection's name", "minLength": "`connection` must be a connection's name", "pattern": "`connection` must be a connection's name", "x-edition": "`connection` (a name) exists only on the self-hosted edition; the managed API has no connections to name: write `connectionId`" } }, "connectionId": { "type": "string", "pattern": "^[0-9a-fA-F]{24}$", "description": "The connection, by id (24 hexadecimal digits): on the managed edition, the id its sources show; on self-hosted, a connection this file cannot name.", "errorMessage": "`connectionId` must be a connection id (24 hexadecimal digits) — got {value}" }, "from": { "type": "object", "additionalProperties": false, "required": ["databaseName"], "description": "The table the source reads (a metric source: its database; its tables are in `metricTables`).", "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "ClickHouse database." }, "tableName": { "type": "string", "description": "ClickHouse table (required but for metric sources)." } } }, "querySettings": { "type": "array", "maxItems": 10, "description": "Up to 10 ClickHouse settings applied to the source's queries. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["setting", "value"], "properties": { "setting": { "type": "string", "minLength": 1, "description": "Setting name (`max_threads`)." }, "value": { "type": "string", "minLength": 1, "description": "Setting value, as text (`\"4\"`)." } } } }, "timestampValueExpression": { "type": "string", "minLength": 1, "description": "DateTime column or expression of the table's primary key (required for every kind; a promql source does not use it)." }, "defaultTableSelectExpression": { "type": "string", "minLength": 1, "description": "Columns a search shows by default." }, "serviceNameExpression": { "type": "string", "description": "Expression of the service name (on a metric source self-hosted only)." }, "serviceVersionExpression": { "type": "string", "description": "Expression of the running release of a service (default: the OpenTelemetry `service.version`). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "severityTextExpression": { "type": "string", "description": "Expression of the severity text (log level)." }, "bodyExpression": { "type": "string", "description": "Expression of the log message." }, "eventAttributesExpression": { "type": "string", "description": "Expression of the event (log or span) attributes." }, "resourceAttributesExpression": { "type": "string", "description": "Expression of the resource attributes (required, non-empty, for metric sources; on a session source self-hosted only)." }, "displayedTimestampValueExpression": { "type": "string", "description": "DateTime column that orders and shows search results (on a trace source self-hosted only)." }, "traceIdExpression": { "type": "string", "description": "Expression of the trace id (required for trace sources)." }, "spanIdExpression": { "type": "string", "description": "Expression of the span id (required for trace sources)." }, "implicitColumnExpression": { "type": "string", "description": "Column a Lucene search without a field matches (typically the body)." }, "knownColumnsListExpression": { "type": "string", "description": "Expression listing the known columns." }, "tableFilterExpression": { "type": "string", "description": "Deprecated: a SQL condition added to every query of the source (not a security boundary; use a ClickHouse row policy). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "highlightedTraceAttributeExpressions": { "type": "array", "description": "Highlighted trace attributes: expressions shown beside each row. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["sqlExpression"], "errorMessage": { "required": "each highlighted attribute needs `sqlExpression`" }, "properties": { "sqlExpression": { "type": "string", "minLength": 1, "description": "SQL expression of the attribute." }, "luceneExpression": { "type": "string", "description": "Lucene expression of the attribute, for searches." }, "alias": { "type": "string", "description": "Name shown for the attribute." } } } }, "highlightedRowAttributeExpressions": { "type": "array", "description": "Highlighted row attributes: expressions shown beside each row. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["sqlExpression"], "errorMessage": { "required": "each highlighted attribute needs `sqlExpression`" }, "properties": { "sqlExpression": { "type": "string", "minLength": 1, "description": "SQL expression of the attribute." }, "luceneExpression": { "type": "string", "description": "Lucene expression of the attribute, for searches." }, "alias": { "type": "string", "description": "Name shown for the attribute." } } } }, "materializedViews": { "type": "array", "description": "Materialized views (aggregating tables) HyperDX may read instead of the source table. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["databaseName", "tableName", "dimensionColumns", "minGranularity", "timestampColumn", "aggregatedColumns"], "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "Database of the view." }, "tableName": { "type": "string", "minLength": 1, "description": "Table of the view." }, "dimensionColumns": { "type": "string", "description": "Comma-separated columns the view groups by." }, "minGranularity": { "type": "string", "pattern": "^[0-9]+[smhd]$", "description": "The view's smallest time bucket: a number and s, m, h or d (`1m`, `15m`, `1h`).", "errorMessage": "`minGranularity` is a number and s, m, h or d (`1m`, `1h`) — got {value}" }, "minDate": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$", "description": "The earliest time the view holds data for, in UTC (`2025-01-01T00:00:00Z`).", "errorMessage": "`minDate` is an ISO time in UTC (`2025-01-01T00:00:00Z`) — got {value}" }, "timestampColumn": { "type": "string", "minLength": 1, "description": "Time column of the view." }, "aggregatedColumns": { "type": "array", "minItems": 1, "description": "The view's aggregated columns (at least one).", "items": { "type": "object", "additionalProperties": false, "required": ["aggFn", "mvColumn"], "if": { "type": "object", "properties": { "aggFn": { "not": { "const": "count" } } } }, "then": { "type": "object", "required": ["sourceColumn"], "properties": { "sourceColumn": { "type": "string", "minLength": 1, "errorMessage": "an aggregated column other than `count` needs a non-empty `sourceColumn`" } }, "errorMessage": { "required": "an aggregated column other than `count` needs `sourceColumn`" } }, "properties": { "sourceColumn": { "type": "string", "description": "Column of the source table aggregated (required, non-empty, but for `count`)." }, "aggFn": { "enum": ["avg", "count", "count_distinct", "last_value", "max", "min", "quantile", "sum", "any", "none", "increase", "histogram"], "description": "Aggregate function of the column." }, "mvColumn": { "type": "string", "minLength": 1, "description": "Column of the view holding the aggregate." } } } } } } }, "metadataMaterializedViews": { "type": "object", "additionalProperties": false, "required": ["kvRollupTable", "granularity"], "description": "Rollup tables HyperDX reads for field discovery and value autocomplete.", "properties": { "keyRollupTable": { "type": "string", "description": "Table of the key rollup (field discovery)." }, "kvRollupTable": { "type": "string", "minLength": 1, "description": "Table of the key-value rollup (value autocomplete)." }, "granularity": { "type": "string", "pattern": "^[0-9]+[smhd]$", "description": "Time bucket of the rollup tables (`15m`).", "errorMessage": "`granularity` is a number and s, m, h or d (`15m`) — got {value}" } } }, "orderByExpression": { "type": "string", "description": "ORDER BY of searches. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "useTextIndexForImplicitColumn": { "enum": ["auto", "enabled", "disabled"], "description": "Whether Lucene searches use a text index of the implicit column: auto (detect it), enabled, disabled." }, "filterSettings": { "type": "object", "additionalProperties": false, "x-edition": "managed", "required": ["databaseName", "tableName", "columns"], "description": "Managed only: columns offered as filters prepended to every query of the source.", "errorMessage": { "x-edition": "`filterSettings` exists only on the managed edition; the self-hosted API does not have it" }, "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "Database of the filter values." }, "tableName": { "type": "string", "minLength": 1, "description": "Table of the filter values." }, "columns": { "type": "array", "maxItems": 10, "description": "Up to 10 filter columns.", "items": { "type": "object", "additionalProperties": false, "required": ["name", "label"], "properties": { "name": { "type": "string", "description": "Column name." }, "label": { "type": "string", "description": "Label shown." } } } } } }, "durationExpression": { "type": "string", "minLength": 1, "description": "Expression of the span duration." }, "durationPrecision": { "type": "integer", "minimum": 0, "maximum": 9, "description": "Decimal digits of a second the duration counts in (3: milliseconds, 9: nanoseconds). Server default: 3." }, "parentSpanIdExpression": { "type": "string", "minLength": 1, "description": "Expression of the parent span id." }, "spanNameExpression": { "type": "string", "minLength": 1, "description": "Expression of the span name." }, "spanKindExpression": { "type": "string", "minLength": 1, "description": "Expression of the span kind." }, "sampleRateExpression": { "type": "string", "description": "Expression of the sample rate. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "statusCodeExpression": { "type": "string", "description": "Expression of the status code." }, "statusMessageExpression": { "type": "string", "description": "Expression of the status message." }, "spanEventsValueExpression": { "type": "string", "description": "Expression of the span events." }, "spanLinksValueExpression": { "type": "string", "description": "Expression of the span links. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "metricTables": { "type": "object", "additionalProperties": false, "minProperties": 1, "description": "The table of each metric type (at least one).", "errorMessage": { "minProperties": "a metric source needs at least one table in `metricTables`" }, "properties": { "gauge": { "type": "string", "minLength": 1, "description": "Table of the gauge metrics." }, "histogram": { "type": "string", "minLength": 1, "description": "Table of the histogram metrics." }, "sum": { "type": "string", "minLength": 1, "description": "Table of the sum metrics." }, "summary": { "type": "string", "minLength": 1, "description": "Table of the summary metrics." }, "exponential histogram": { "type": "string", "minLength": 1, "description": "Table of the exponential histogram metrics." } } }, "seriesTable": { "type": "string", "description": "Unified metrics series table (when the team has it enabled). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "logSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated log source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "logSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated log source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "traceSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated trace source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "traceSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated trace source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "metricSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated metric source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "metricSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated metric source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "sessionSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated session source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "sessionSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated session source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." } }, "allOf": [{ "type": "object", "anyOf": [{ "type": "object", "required": ["connection"], "errorMessage": { "required": "a source needs its connection: `connection` (a name; self-hosted) or `connectionId`" } }, { "type": "object", "required": ["connectionId"], "errorMessage": { "required": "a source needs its connection: `connection` (a name; self-hosted) or `connectionId`" } }] }, { "not": { "type": "object", "required": ["connection", "connectionId"] }, "errorMessage": { "not": "write `connection` (a name) or `connectionId`, not both" } }, { "not": { "type": "object", "required": ["logSource", "logSourceId"] }, "errorMessage": { "not": "write `logSource` (a name) or `logSourceId`, not both" } }, { "not": { "type": "object", "required": ["traceSource", "traceSourceId"] }, "errorMessage": { "not": "write `traceSource` (a name) or `traceSourceId`, not both" } }, { "not": { "type": "object", "required": ["metricSource", "metricSourceId"] }, "errorMessage": { "not": "write `metricSource` (a name) or `metricSourceId`, not both" } }, { "not": { "type": "object", "required": ["sessionSource", "sessionSourceId"] }, "errorMessage": { "not": "write `sessionSource` (a name) or `sessionSourceId`, not both" } }, { "if": { "type": "object", "properties": { "kind": { "const": "log" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["defaultTableSelectExpression"], "errorMessage": { "required": { "defaultTableSelectExpression": "a log source needs `defaultTableSelectExpression`" }, "propertyNames": "`{property}` is not a field of a log source" }, "propertyNames": { "not": { "enum": ["durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a log source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a log source needs `from.tableName`" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "trace" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["defaultTableSelectExpression", "durationExpression", "traceIdExpression", "spanIdExpression", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression"], "errorMessage": { "required": { "defaultTableSelectExpression": "a trace source needs `defaultTableSelectExpression`", "durationExpression": "a trace source needs `durationExpression`", "traceIdExpression": "a trace source needs `traceIdExpression`", "spanIdExpression": "a trace source needs `spanIdExpression`", "parentSpanIdExpression": "a trace source needs `parentSpanIdExpression`", "spanNameExpression": "a trace source needs `spanNameExpression`", "spanKindExpression": "a trace source needs `spanKindExpression`" }, "propertyNames": "`{property}` is not a field of a trace source" }, "propertyNames": { "not": { "enum": ["severityTextExpression", "bodyExpression", "tableFilterExpression", "metricTables", "seriesTable", "traceSource", "traceSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a trace source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a trace source needs `from.tableName`" } }, "displayedTimestampValueExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`displayedTimestampValueExpression` of a trace source exists only on the self-hosted edition; the managed API does not have it" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "session" } }, "required": ["kind"] }, "then": { "type": "object", "required": [], "errorMessage": { "required": {}, "propertyNames": "`{property}` is not a field of a session source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceNameExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a session source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a session source needs `from.tableName`" } }, "resourceAttributesExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`resourceAttributesExpression` of a session source exists only on the self-hosted edition; the managed API does not have it" } } }, "anyOf": [{ "type": "object", "required": ["traceSource"], "errorMessage": { "required": "a session source needs its trace source: `traceSource` (a name) or `traceSourceId`" } }, { "type": "object", "required": ["traceSourceId"], "errorMessage": { "required": "a session source needs its trace source: `traceSource` (a name) or `traceSourceId`" } }] } }, { "if": { "type": "object", "properties": { "kind": { "const": "metric" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["metricTables", "resourceAttributesExpression"], "errorMessage": { "required": { "metricTables": "a metric source needs `metricTables`", "resourceAttributesExpression": "a metric source needs `resourceAttributesExpression`" }, "propertyNames": "`{property}` is not a field of a metric source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "traceSource", "traceSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "resourceAttributesExpression": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a metric source needs a non-empty `resourceAttributesExpression`" } }, "serviceNameExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`serviceNameExpression` of a metric source exists only on the self-hosted edition; the managed API does not have it" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "promql" } }, "required": ["kind"] }, "then": { "type": "object", "required": [], "errorMessage": { "required": {}, "propertyNames": "`{property}` is not a field of a promql source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceNameExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "resourceAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "traceSource", "traceSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a promql source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a promql source needs `from.tableName`" } } } } }] } }, "savedSearches": { "type": "array", "description": "Saved searches.", "items": { "type": "object", "additionalProperties": false, "required": ["name"], "description": "A saved search (docs/contract.md §12) of the source named by `source`. What it omits takes the server's default, as a PUT gives it: no select (the source's default columns), no where, lucene, no order, no tags, no filters.", "oneOf": [{ "required": ["source"] }, { "required": ["sourceId"] }], "errorMessage": { "oneOf": "a saved search names its source once: `source: <source name>` (or `sourceId: <id>`, as an export writes it for a source it cannot name)" }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The saved search's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a saved search's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "source": { "type": "string", "minLength": 1, "description": "The name of the source it searches (a source of this file or a live one)." }, "sourceId": { "type": "string", "pattern": "^[0-9a-fA-F]{24}$", "description": "The id of its source, as an export writes it when the source has no name the tool can use; prefer `source`.", "errorMessage": "`sourceId` is a 24-hex-digit id; prefer `source: <source name>`" }, "select": { "type": "string", "maxLength": 4096, "description": "Columns shown, comma-separated. Server default: \"\" (the source's default select)." }, "where": { "type": "string", "maxLength": 8192, "description": "Row filter, in `whereLanguage`. Server default: \"\"." }, "whereLanguage": { "enum": ["lucene", "sql"], "description": "Language of `where`. Server default: lucene." }, "orderBy": { "type": "string", "maxLength": 1024, "description": "ORDER BY expression. Server default: \"\" (the source's)." }, "tags": { "type": "array", "maxItems": 49, "uniqueItems": true, "items": { "type": "string", "maxLength": 32, "not": { "pattern": "^[oO][bB][sS]-[oO][pP][sS]:" }, "errorMessage": { "not": "tags starting with \"obs-ops:\" are reserved: the tool writes its ownership tag in that form", "maxLength": "a tag is at most 32 characters" } }, "description": "Up to 49 tags of at most 32 characters: the server keeps 50 and the tool adds one, \"obs-ops:\" followed by 24 hex digits (32 characters), to mark the saved searches this file owns." }, "filters": { "type": "array", "maxItems": 100, "items": { "anyOf": [{ "type": "object", "additionalProperties": false, "required": ["condition"], "properties": { "type": { "const": "sql", "description": "The condition's language. Server default: sql." }, "condition": { "type": "string", "maxLength": 8192, "description": "A SQL predicate the search sidebar can show: `<column> IN ('a', 'b')`, `NOT IN (...)` or `BETWEEN <n> AND <n>` (the server refuses other new filters)." } } }, { "type": "object", "additionalProperties": false, "required": ["type", "condition"], "x-edition": "self-hosted", "errorMessage": { "x-edition": "a lucene filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: \"<column> IN (...)\"`)" }, "description": "Self-hosted only (the managed schema has SQL filters only). A server keeps such a filter only when it is unchanged from the stored saved search (it does not render in the sidebar): kept for what an export writes.", "properties": { "type": { "const": "lucene" }, "condition": { "type": "string", "maxLength": 8192 } } }, { "type": "object", "additionalProperties": false, "required": ["type", "operator", "left", "right"], "x-edition": "self-hosted", "errorMessage": { "x-edition": "a sql_ast filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: \"<column> IN (...)\"`)" }, "description": "Self-hosted only: a `left <operator> right` comparison. A server keeps it only when unchanged from the stored saved search: kept for what an export writes.", "properties": { "type": { "const": "sql_ast" }, "operator": { "enum": ["=", "<", ">", "!=", "<=", ">="] }, "left": { "type": "string", "maxLength": 8192 }, "right": { "type": "string", "maxLength": 8192 } } }] }, "description": "Pinned filters (at most 100), each `{condition: \"<column> IN ('a', 'b')\"}`: a SQL predicate the sidebar renders (IN, NOT IN or BETWEEN). Server default: none." } } } }, "webhooks": { "type": "array", "description": "Webhooks alerts notify. URLs, headers and query parameters are secret references.", "items": { "type": "object", "additionalProperties": false, "required": ["name", "service", "url"], "description": "A webhook alerts notify (docs/contract.md §11). `url`, and any `headers` and `queryParams` value that is a token, are secret references; the server returns the URL (compared, never shown) but never headers or query parameters. A webhook's name is unique per service.", "errorMessage": { "required": { "service": "a webhook needs `service`: slack, incidentio or generic", "url": "a webhook needs `url: { env: VARIABLE }`, the variable holding its URL" } }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The webhook's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a webhook's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "service": { "enum": ["slack", "incidentio", "generic"], "description": "Where it posts: `slack` (an incoming-webhook URL on slack.com; a fixed payload, so no body, headers or query parameters), `incidentio` (an alert-events HTTP source) or `generic` (any HTTP(S) endpoint, with a body template). The managed edition also lists `slack_api` and `pagerduty_api` webhooks, connected in the ClickStack UI: its API cannot write them.", "errorMessage": "`service` must be slack, incidentio or generic (slack_api and pagerduty_api webhooks are connected in the ClickStack UI; the API cannot write them)" }, "url": { "type": "object", "additionalProperties": false, "required": ["env"], "description": "A secret: the name of the environment variable that holds it (map it from `secrets.*` in the workflow). The value is masked and never shown.", "properties": { "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 256, "description": "An environment variable name." } }, "errorMessage": "a secret is written as `{ env: VARIABLE_NAME }`, never as its value" }, "description": { "type": "string", "maxLength": 1956, "description": "Shown in the UI. At most 1956 characters: the server keeps 2048 and the tool appends one line of at most 91 characters (\"— managed by observability-ops (obs-ops:…; secrets …)\") that marks the webhooks this file owns.", "errorMessage": "`description` is at most 1956 characters (the server keeps 2048; the tool appends its ownership line)" }, "body": { "type": "string", "maxLength": 16384, "description": "The request body template (incidentio and generic; at most 16384 characters), e.g. '{\"text\": \"{{title}}\"}'. Omitted: the server's default payload. Not returned for incidentio webhooks, so it is compared by its digest." }, "headers": { "type": "object", "maxProperties": 100, "propertyNames": { "type": "string", "maxLength": 256, "pattern": "^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$" }, "errorMessage": { "propertyNames": "a header name is 1–256 characters of letters, digits and !#$%&'*+-.^_`|~, not starting with a digit" }, "additionalProperties": { "anyOf": [{ "type": "object", "additionalProperties": false, "required": ["env"], "description": "A secret: the name of the environment variable that holds it (map it from `secrets.*` in the workflow). The value is masked and never shown.", "properties": { "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 256, "description": "An environment variable name." } }, "errorMessage": "a secret is written as `{ env: VARIABLE_NAME }`, never as its value" }, { "type": "string", "maxLength": 4096, "pattern": "^[^\\u0000-\\u001F\\u007F]*$" }], "description": "A header value: a secret reference `{ env: VARIABLE }` (a token: masked, never shown) or plain text (at most 4096 characters, no control characters) for what is no secret. Write-only either way: the server never returns it.", "errorMessage": "a header value is `{ env: VARIABLE }` or plain text of at most 4096 characters without control characters (line breaks, tabs)" }, "description": "HTTP headers sent with each request (incidentio and generic; at most 100), e.g. `Authorization: { env: HOOK_TOKEN }`. Write-only: the server never returns them, so the tool records their digest in its ownership line to see a change. An empty map clears them." }, "queryParams": { "type": "object", "maxProperties": 100, "propertyNames": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^[^\\u0000-\\u001F\\u007F]+$" }, "errorMessage": { "propertyNames": "a query parameter name is 1–1024 characters without control characters" }, "additionalProperties": { "anyOf": [{ "type": "object", "additionalProperties": false, "required": ["env"], "description": "A secret: the name of the environment variable that holds it (map it from `secrets.*` in the workflow). The value is masked and never shown.", "properties": { "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 256, "description": "An environment variable name." } }, "errorMessage": "a secret is written as `{ env: VARIABLE_NAME }`, never as its value" }, { "type": "string", "maxLength": 4096, "pattern": "^[^\\u0000-\\u001F\\u007F]*$" }], "description": "A query parameter value: a secret reference `{ env: VARIABLE }` (a token: masked, never shown) or plain text (at most 4096 characters, no control characters) for what is no secret. Write-only either way: the server never returns it.", "errorMessage": "a query parameter value is `{ env: VARIABLE }` or plain text of at most 4096 characters without control characters (line breaks, tabs)" }, "description": "Query parameters added to the URL (incidentio and generic; at most 100). Write-only, as `headers`." } }, "if": { "properties": { "service": { "const": "slack" } }, "required": ["service"] }, "then": { "properties": { "body": false, "headers": false, "queryParams": false }, "errorMessage": { "false schema": "`{property}` is not supported for a slack webhook: Slack posts a fixed payload to its URL" } } } }, "roles": { "type": "array", "description": "ClickStack roles (managed only).", "items": { "type": "object", "additionalProperties": false, "required": ["name", "permissions"], "x-edition": "managed", "description": "A custom ClickStack role (managed only: the Cloud API's `…/clickstack/roles`). Predefined roles cannot be written: an entry with a predefined role's name is refused at its line.", "errorMessage": { "x-edition": "roles exist only on the managed edition (ClickStack roles of ClickHouse Cloud); the self-hosted API has none", "required": { "permissions": "a role needs `permissions` (a list; `[]` grants nothing)" } }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The role's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a role's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "description": { "type": "string", "description": "Shown in the UI. The tool appends one line (at most 91 characters) that marks the roles this file owns." }, "permissions": { "type": "array", "description": "What the role grants, as CASL rules; the API replaces the whole list on each write.", "items": { "type": "object", "additionalProperties": false, "required": ["action", "subject"], "description": "One CASL rule: `action` on `subject`, denied instead when `inverted`.", "properties": { "action": { "type": "string", "minLength": 1, "description": "The action granted or denied, e.g. read, update, manage." }, "subject": { "type": "string", "minLength": 1, "description": "What it applies to, e.g. dashboard, alert, all." }, "inverted": { "type": "boolean", "description": "True: the rule denies the action." }, "integration": { "type": "string", "minLength": 1, "description": "The integration the rule is scoped to." }, "conditions": { "type": "object", "description": "CASL conditions narrowing the rule (a MongoDB-style query on the subject's fields)." } } } } } } }, "dashboards": { "description": "Dashboards, as the `dashboards` of a dashboard file (schemas/dashboard-file.schema.json)." }, "alerts": { "description": "Alerts, as the `alerts` of an alert file (schemas/alert-file.schema.json)." }, "defaults": { "description": "Defaults of the alerts, as the `defaults` of an alert file." } } };
const definitions = { "secretRef": { "type": "object", "additionalProperties": false, "required": ["env"], "description": "A secret: the name of the environment variable that holds it (map it from `secrets.*` in the workflow). The value is masked and never shown.", "properties": { "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 256, "description": "An environment variable name." } }, "errorMessage": "a secret is written as `{ env: VARIABLE_NAME }`, never as its value" }, "connection": { "type": "object", "additionalProperties": false, "x-edition": "self-hosted", "required": ["name", "host", "username"], "description": "A ClickHouse (or Prometheus-compatible) connection of the self-hosted edition (docs/contract.md §13). The managed edition has no connections API: there, sources name their connection by `connectionId`.", "errorMessage": { "type": "each connection must be a mapping with `name`, `host` and `username`", "required": { "name": "a connection needs a `name`", "host": "a connection needs a `host` (the ClickHouse HTTP URL)", "username": "a connection needs a `username`" }, "x-edition": "connections exist only on the self-hosted edition; the managed API has none (its sources name their connection by `connectionId`)" }, "properties": { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The connection's name: unique in this file; other entries refer to it by this name.", "errorMessage": "`name` must be a non-empty string" }, "was": { "type": "string", "minLength": 1, "description": "The previous name of this object, for a rename: the live object of that name is renamed instead of a new one being created." }, "host": { "type": "string", "minLength": 1, "description": "The ClickHouse HTTP(S) endpoint, e.g. https://clickhouse.example.com:8443 (with isPrometheusEndpoint: a Prometheus-compatible API).", "errorMessage": "`host` must be a non-empty string" }, "username": { "type": "string", "description": "The ClickHouse user the server queries as." }, "password": { "allOf": [{ "$ref": "#/$defs/secretRef" }], "description": "The password, as a secret reference `{ env: VARIABLE }`. Write-only: the server never returns it. Left out: a new connection gets an empty password and an existing one keeps its own." }, "hyperdxSettingPrefix": { "type": "string", "pattern": "^[A-Za-z0-9_]+$", "description": "Prefix of the custom ClickHouse settings HyperDX sends (letters, digits, underscores). Left out: none (a sync clears one set on the server).", "errorMessage": "`hyperdxSettingPrefix` may hold only letters, digits and underscores — got {value}" }, "isPrometheusEndpoint": { "type": "boolean", "description": "true: `host` is a Prometheus-compatible API (Prometheus, Thanos) PromQL queries go to directly. Default false: a ClickHouse endpoint." } } }, "source": { "type": "object", "additionalProperties": false, "required": ["name", "kind", "from", "timestampValueExpression"], "description": "A source (docs/contract.md §10): which table holds logs, traces, metrics or sessions, and how to read it. Fields are the API's; other objects are named by name (`connection`, `traceSource`…) or, where no name can be used, by id (`connectionId`, `traceSourceId`…).", "errorMessage": { "type": "each source must be a mapping with `name`, `kind`, its connection, `from` and `timestampValueExpression`", "required": { "name": "a source needs a `name`", "kind": "a source needs a `kind`: log, trace, metric, session or promql", "from": "a source needs `from: { databaseName, tableName }`", "timestampValueExpression": "a source needs `timestampValueExpression` (its time column)" } }, "properties": { "name": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The source's name: unique in this file; other entries refer to it by this name.", "errorMessage": "`name` must be a non-empty string" }, "was": { "type": "string", "minLength": 1, "description": "The previous name of this object, for a rename: the live object of that name is renamed instead of a new one being created." }, "kind": { "enum": ["log", "trace", "session", "metric", "promql"], "description": "What the source holds: log, trace, metric, session (session replays) or promql (a Prometheus-compatible connection).", "errorMessage": "`kind` must be one of log, trace, metric, session, promql — got {value}" }, "section": { "type": "string", "maxLength": 256, "description": "Group of the source in the source selector (at most 256 characters)." }, "disabled": { "type": "boolean", "description": "true hides the source from source selectors. Server default: false." }, "connection": { "type": "string", "minLength": 1, "pattern": "\\S", "x-edition": "self-hosted", "description": "The connection, by name (a connection of this file or of the server). Self-hosted only: the managed edition has no connections API, name it by `connectionId`.", "errorMessage": { "type": "`connection` must be a connection's name", "minLength": "`connection` must be a connection's name", "pattern": "`connection` must be a connection's name", "x-edition": "`connection` (a name) exists only on the self-hosted edition; the managed API has no connections to name: write `connectionId`" } }, "connectionId": { "type": "string", "pattern": "^[0-9a-fA-F]{24}$", "description": "The connection, by id (24 hexadecimal digits): on the managed edition, the id its sources show; on self-hosted, a connection this file cannot name.", "errorMessage": "`connectionId` must be a connection id (24 hexadecimal digits) — got {value}" }, "from": { "type": "object", "additionalProperties": false, "required": ["databaseName"], "description": "The table the source reads (a metric source: its database; its tables are in `metricTables`).", "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "ClickHouse database." }, "tableName": { "type": "string", "description": "ClickHouse table (required but for metric sources)." } } }, "querySettings": { "type": "array", "maxItems": 10, "description": "Up to 10 ClickHouse settings applied to the source's queries. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["setting", "value"], "properties": { "setting": { "type": "string", "minLength": 1, "description": "Setting name (`max_threads`)." }, "value": { "type": "string", "minLength": 1, "description": "Setting value, as text (`\"4\"`)." } } } }, "timestampValueExpression": { "type": "string", "minLength": 1, "description": "DateTime column or expression of the table's primary key (required for every kind; a promql source does not use it)." }, "defaultTableSelectExpression": { "type": "string", "minLength": 1, "description": "Columns a search shows by default." }, "serviceNameExpression": { "type": "string", "description": "Expression of the service name (on a metric source self-hosted only)." }, "serviceVersionExpression": { "type": "string", "description": "Expression of the running release of a service (default: the OpenTelemetry `service.version`). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "severityTextExpression": { "type": "string", "description": "Expression of the severity text (log level)." }, "bodyExpression": { "type": "string", "description": "Expression of the log message." }, "eventAttributesExpression": { "type": "string", "description": "Expression of the event (log or span) attributes." }, "resourceAttributesExpression": { "type": "string", "description": "Expression of the resource attributes (required, non-empty, for metric sources; on a session source self-hosted only)." }, "displayedTimestampValueExpression": { "type": "string", "description": "DateTime column that orders and shows search results (on a trace source self-hosted only)." }, "traceIdExpression": { "type": "string", "description": "Expression of the trace id (required for trace sources)." }, "spanIdExpression": { "type": "string", "description": "Expression of the span id (required for trace sources)." }, "implicitColumnExpression": { "type": "string", "description": "Column a Lucene search without a field matches (typically the body)." }, "knownColumnsListExpression": { "type": "string", "description": "Expression listing the known columns." }, "tableFilterExpression": { "type": "string", "description": "Deprecated: a SQL condition added to every query of the source (not a security boundary; use a ClickHouse row policy). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "highlightedTraceAttributeExpressions": { "type": "array", "description": "Highlighted trace attributes: expressions shown beside each row. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["sqlExpression"], "errorMessage": { "required": "each highlighted attribute needs `sqlExpression`" }, "properties": { "sqlExpression": { "type": "string", "minLength": 1, "description": "SQL expression of the attribute." }, "luceneExpression": { "type": "string", "description": "Lucene expression of the attribute, for searches." }, "alias": { "type": "string", "description": "Name shown for the attribute." } } } }, "highlightedRowAttributeExpressions": { "type": "array", "description": "Highlighted row attributes: expressions shown beside each row. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["sqlExpression"], "errorMessage": { "required": "each highlighted attribute needs `sqlExpression`" }, "properties": { "sqlExpression": { "type": "string", "minLength": 1, "description": "SQL expression of the attribute." }, "luceneExpression": { "type": "string", "description": "Lucene expression of the attribute, for searches." }, "alias": { "type": "string", "description": "Name shown for the attribute." } } } }, "materializedViews": { "type": "array", "description": "Materialized views (aggregating tables) HyperDX may read instead of the source table. Server default: [].", "items": { "type": "object", "additionalProperties": false, "required": ["databaseName", "tableName", "dimensionColumns", "minGranularity", "timestampColumn", "aggregatedColumns"], "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "Database of the view." }, "tableName": { "type": "string", "minLength": 1, "description": "Table of the view." }, "dimensionColumns": { "type": "string", "description": "Comma-separated columns the view groups by." }, "minGranularity": { "type": "string", "pattern": "^[0-9]+[smhd]$", "description": "The view's smallest time bucket: a number and s, m, h or d (`1m`, `15m`, `1h`).", "errorMessage": "`minGranularity` is a number and s, m, h or d (`1m`, `1h`) — got {value}" }, "minDate": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$", "description": "The earliest time the view holds data for, in UTC (`2025-01-01T00:00:00Z`).", "errorMessage": "`minDate` is an ISO time in UTC (`2025-01-01T00:00:00Z`) — got {value}" }, "timestampColumn": { "type": "string", "minLength": 1, "description": "Time column of the view." }, "aggregatedColumns": { "type": "array", "minItems": 1, "description": "The view's aggregated columns (at least one).", "items": { "type": "object", "additionalProperties": false, "required": ["aggFn", "mvColumn"], "if": { "type": "object", "properties": { "aggFn": { "not": { "const": "count" } } } }, "then": { "type": "object", "required": ["sourceColumn"], "properties": { "sourceColumn": { "type": "string", "minLength": 1, "errorMessage": "an aggregated column other than `count` needs a non-empty `sourceColumn`" } }, "errorMessage": { "required": "an aggregated column other than `count` needs `sourceColumn`" } }, "properties": { "sourceColumn": { "type": "string", "description": "Column of the source table aggregated (required, non-empty, but for `count`)." }, "aggFn": { "enum": ["avg", "count", "count_distinct", "last_value", "max", "min", "quantile", "sum", "any", "none", "increase", "histogram"], "description": "Aggregate function of the column." }, "mvColumn": { "type": "string", "minLength": 1, "description": "Column of the view holding the aggregate." } } } } } } }, "metadataMaterializedViews": { "type": "object", "additionalProperties": false, "required": ["kvRollupTable", "granularity"], "description": "Rollup tables HyperDX reads for field discovery and value autocomplete.", "properties": { "keyRollupTable": { "type": "string", "description": "Table of the key rollup (field discovery)." }, "kvRollupTable": { "type": "string", "minLength": 1, "description": "Table of the key-value rollup (value autocomplete)." }, "granularity": { "type": "string", "pattern": "^[0-9]+[smhd]$", "description": "Time bucket of the rollup tables (`15m`).", "errorMessage": "`granularity` is a number and s, m, h or d (`15m`) — got {value}" } } }, "orderByExpression": { "type": "string", "description": "ORDER BY of searches. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "useTextIndexForImplicitColumn": { "enum": ["auto", "enabled", "disabled"], "description": "Whether Lucene searches use a text index of the implicit column: auto (detect it), enabled, disabled." }, "filterSettings": { "type": "object", "additionalProperties": false, "x-edition": "managed", "required": ["databaseName", "tableName", "columns"], "description": "Managed only: columns offered as filters prepended to every query of the source.", "errorMessage": { "x-edition": "`filterSettings` exists only on the managed edition; the self-hosted API does not have it" }, "properties": { "databaseName": { "type": "string", "minLength": 1, "description": "Database of the filter values." }, "tableName": { "type": "string", "minLength": 1, "description": "Table of the filter values." }, "columns": { "type": "array", "maxItems": 10, "description": "Up to 10 filter columns.", "items": { "type": "object", "additionalProperties": false, "required": ["name", "label"], "properties": { "name": { "type": "string", "description": "Column name." }, "label": { "type": "string", "description": "Label shown." } } } } } }, "durationExpression": { "type": "string", "minLength": 1, "description": "Expression of the span duration." }, "durationPrecision": { "type": "integer", "minimum": 0, "maximum": 9, "description": "Decimal digits of a second the duration counts in (3: milliseconds, 9: nanoseconds). Server default: 3." }, "parentSpanIdExpression": { "type": "string", "minLength": 1, "description": "Expression of the parent span id." }, "spanNameExpression": { "type": "string", "minLength": 1, "description": "Expression of the span name." }, "spanKindExpression": { "type": "string", "minLength": 1, "description": "Expression of the span kind." }, "sampleRateExpression": { "type": "string", "description": "Expression of the sample rate. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "statusCodeExpression": { "type": "string", "description": "Expression of the status code." }, "statusMessageExpression": { "type": "string", "description": "Expression of the status message." }, "spanEventsValueExpression": { "type": "string", "description": "Expression of the span events." }, "spanLinksValueExpression": { "type": "string", "description": "Expression of the span links. Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "metricTables": { "type": "object", "additionalProperties": false, "minProperties": 1, "description": "The table of each metric type (at least one).", "errorMessage": { "minProperties": "a metric source needs at least one table in `metricTables`" }, "properties": { "gauge": { "type": "string", "minLength": 1, "description": "Table of the gauge metrics." }, "histogram": { "type": "string", "minLength": 1, "description": "Table of the histogram metrics." }, "sum": { "type": "string", "minLength": 1, "description": "Table of the sum metrics." }, "summary": { "type": "string", "minLength": 1, "description": "Table of the summary metrics." }, "exponential histogram": { "type": "string", "minLength": 1, "description": "Table of the exponential histogram metrics." } } }, "seriesTable": { "type": "string", "description": "Unified metrics series table (when the team has it enabled). Self-hosted only: the managed API does not have it.", "x-edition": "self-hosted" }, "logSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated log source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "logSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated log source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "traceSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated trace source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "traceSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated trace source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "metricSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated metric source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "metricSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated metric source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." }, "sessionSource": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated session source, by name (a source of this file or of the server).", "errorMessage": "`{property}` must be a source's name" }, "sessionSourceId": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "The correlated session source, by id (when it has no name this file can use; `stack.export` writes it for a source it cannot name)." } }, "allOf": [{ "type": "object", "anyOf": [{ "type": "object", "required": ["connection"], "errorMessage": { "required": "a source needs its connection: `connection` (a name; self-hosted) or `connectionId`" } }, { "type": "object", "required": ["connectionId"], "errorMessage": { "required": "a source needs its connection: `connection` (a name; self-hosted) or `connectionId`" } }] }, { "not": { "type": "object", "required": ["connection", "connectionId"] }, "errorMessage": { "not": "write `connection` (a name) or `connectionId`, not both" } }, { "not": { "type": "object", "required": ["logSource", "logSourceId"] }, "errorMessage": { "not": "write `logSource` (a name) or `logSourceId`, not both" } }, { "not": { "type": "object", "required": ["traceSource", "traceSourceId"] }, "errorMessage": { "not": "write `traceSource` (a name) or `traceSourceId`, not both" } }, { "not": { "type": "object", "required": ["metricSource", "metricSourceId"] }, "errorMessage": { "not": "write `metricSource` (a name) or `metricSourceId`, not both" } }, { "not": { "type": "object", "required": ["sessionSource", "sessionSourceId"] }, "errorMessage": { "not": "write `sessionSource` (a name) or `sessionSourceId`, not both" } }, { "if": { "type": "object", "properties": { "kind": { "const": "log" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["defaultTableSelectExpression"], "errorMessage": { "required": { "defaultTableSelectExpression": "a log source needs `defaultTableSelectExpression`" }, "propertyNames": "`{property}` is not a field of a log source" }, "propertyNames": { "not": { "enum": ["durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a log source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a log source needs `from.tableName`" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "trace" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["defaultTableSelectExpression", "durationExpression", "traceIdExpression", "spanIdExpression", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression"], "errorMessage": { "required": { "defaultTableSelectExpression": "a trace source needs `defaultTableSelectExpression`", "durationExpression": "a trace source needs `durationExpression`", "traceIdExpression": "a trace source needs `traceIdExpression`", "spanIdExpression": "a trace source needs `spanIdExpression`", "parentSpanIdExpression": "a trace source needs `parentSpanIdExpression`", "spanNameExpression": "a trace source needs `spanNameExpression`", "spanKindExpression": "a trace source needs `spanKindExpression`" }, "propertyNames": "`{property}` is not a field of a trace source" }, "propertyNames": { "not": { "enum": ["severityTextExpression", "bodyExpression", "tableFilterExpression", "metricTables", "seriesTable", "traceSource", "traceSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a trace source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a trace source needs `from.tableName`" } }, "displayedTimestampValueExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`displayedTimestampValueExpression` of a trace source exists only on the self-hosted edition; the managed API does not have it" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "session" } }, "required": ["kind"] }, "then": { "type": "object", "required": [], "errorMessage": { "required": {}, "propertyNames": "`{property}` is not a field of a session source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceNameExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a session source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a session source needs `from.tableName`" } }, "resourceAttributesExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`resourceAttributesExpression` of a session source exists only on the self-hosted edition; the managed API does not have it" } } }, "anyOf": [{ "type": "object", "required": ["traceSource"], "errorMessage": { "required": "a session source needs its trace source: `traceSource` (a name) or `traceSourceId`" } }, { "type": "object", "required": ["traceSourceId"], "errorMessage": { "required": "a session source needs its trace source: `traceSource` (a name) or `traceSourceId`" } }] } }, { "if": { "type": "object", "properties": { "kind": { "const": "metric" } }, "required": ["kind"] }, "then": { "type": "object", "required": ["metricTables", "resourceAttributesExpression"], "errorMessage": { "required": { "metricTables": "a metric source needs `metricTables`", "resourceAttributesExpression": "a metric source needs `resourceAttributesExpression`" }, "propertyNames": "`{property}` is not a field of a metric source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "traceSource", "traceSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "resourceAttributesExpression": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a metric source needs a non-empty `resourceAttributesExpression`" } }, "serviceNameExpression": { "type": "string", "x-edition": "self-hosted", "errorMessage": { "x-edition": "`serviceNameExpression` of a metric source exists only on the self-hosted edition; the managed API does not have it" } } } } }, { "if": { "type": "object", "properties": { "kind": { "const": "promql" } }, "required": ["kind"] }, "then": { "type": "object", "required": [], "errorMessage": { "required": {}, "propertyNames": "`{property}` is not a field of a promql source" }, "propertyNames": { "not": { "enum": ["defaultTableSelectExpression", "serviceNameExpression", "serviceVersionExpression", "severityTextExpression", "bodyExpression", "eventAttributesExpression", "resourceAttributesExpression", "displayedTimestampValueExpression", "traceIdExpression", "spanIdExpression", "implicitColumnExpression", "knownColumnsListExpression", "tableFilterExpression", "highlightedTraceAttributeExpressions", "highlightedRowAttributeExpressions", "materializedViews", "metadataMaterializedViews", "orderByExpression", "useTextIndexForImplicitColumn", "filterSettings", "durationExpression", "durationPrecision", "parentSpanIdExpression", "spanNameExpression", "spanKindExpression", "sampleRateExpression", "statusCodeExpression", "statusMessageExpression", "spanEventsValueExpression", "spanLinksValueExpression", "metricTables", "seriesTable", "logSource", "logSourceId", "traceSource", "traceSourceId", "metricSource", "metricSourceId", "sessionSource", "sessionSourceId"] } }, "properties": { "from": { "type": "object", "required": ["tableName"], "properties": { "tableName": { "type": "string", "minLength": 1, "errorMessage": { "minLength": "a promql source needs a non-empty `from.tableName`" } } }, "errorMessage": { "required": "a promql source needs `from.tableName`" } } } } }] }, "savedSearch": { "type": "object", "additionalProperties": false, "required": ["name"], "description": "A saved search (docs/contract.md §12) of the source named by `source`. What it omits takes the server's default, as a PUT gives it: no select (the source's default columns), no where, lucene, no order, no tags, no filters.", "oneOf": [{ "required": ["source"] }, { "required": ["sourceId"] }], "errorMessage": { "oneOf": "a saved search names its source once: `source: <source name>` (or `sourceId: <id>`, as an export writes it for a source it cannot name)" }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The saved search's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a saved search's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "source": { "type": "string", "minLength": 1, "description": "The name of the source it searches (a source of this file or a live one)." }, "sourceId": { "type": "string", "pattern": "^[0-9a-fA-F]{24}$", "description": "The id of its source, as an export writes it when the source has no name the tool can use; prefer `source`.", "errorMessage": "`sourceId` is a 24-hex-digit id; prefer `source: <source name>`" }, "select": { "type": "string", "maxLength": 4096, "description": "Columns shown, comma-separated. Server default: \"\" (the source's default select)." }, "where": { "type": "string", "maxLength": 8192, "description": "Row filter, in `whereLanguage`. Server default: \"\"." }, "whereLanguage": { "enum": ["lucene", "sql"], "description": "Language of `where`. Server default: lucene." }, "orderBy": { "type": "string", "maxLength": 1024, "description": "ORDER BY expression. Server default: \"\" (the source's)." }, "tags": { "type": "array", "maxItems": 49, "uniqueItems": true, "items": { "type": "string", "maxLength": 32, "not": { "pattern": "^[oO][bB][sS]-[oO][pP][sS]:" }, "errorMessage": { "not": "tags starting with \"obs-ops:\" are reserved: the tool writes its ownership tag in that form", "maxLength": "a tag is at most 32 characters" } }, "description": "Up to 49 tags of at most 32 characters: the server keeps 50 and the tool adds one, \"obs-ops:\" followed by 24 hex digits (32 characters), to mark the saved searches this file owns." }, "filters": { "type": "array", "maxItems": 100, "items": { "anyOf": [{ "type": "object", "additionalProperties": false, "required": ["condition"], "properties": { "type": { "const": "sql", "description": "The condition's language. Server default: sql." }, "condition": { "type": "string", "maxLength": 8192, "description": "A SQL predicate the search sidebar can show: `<column> IN ('a', 'b')`, `NOT IN (...)` or `BETWEEN <n> AND <n>` (the server refuses other new filters)." } } }, { "type": "object", "additionalProperties": false, "required": ["type", "condition"], "x-edition": "self-hosted", "errorMessage": { "x-edition": "a lucene filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: \"<column> IN (...)\"`)" }, "description": "Self-hosted only (the managed schema has SQL filters only). A server keeps such a filter only when it is unchanged from the stored saved search (it does not render in the sidebar): kept for what an export writes.", "properties": { "type": { "const": "lucene" }, "condition": { "type": "string", "maxLength": 8192 } } }, { "type": "object", "additionalProperties": false, "required": ["type", "operator", "left", "right"], "x-edition": "self-hosted", "errorMessage": { "x-edition": "a sql_ast filter exists only on the self-hosted edition; the managed API takes SQL filters only (`condition: \"<column> IN (...)\"`)" }, "description": "Self-hosted only: a `left <operator> right` comparison. A server keeps it only when unchanged from the stored saved search: kept for what an export writes.", "properties": { "type": { "const": "sql_ast" }, "operator": { "enum": ["=", "<", ">", "!=", "<=", ">="] }, "left": { "type": "string", "maxLength": 8192 }, "right": { "type": "string", "maxLength": 8192 } } }] }, "description": "Pinned filters (at most 100), each `{condition: \"<column> IN ('a', 'b')\"}`: a SQL predicate the sidebar renders (IN, NOT IN or BETWEEN). Server default: none." } } }, "webhook": { "type": "object", "additionalProperties": false, "required": ["name", "service", "url"], "description": "A webhook alerts notify (docs/contract.md §11). `url`, and any `headers` and `queryParams` value that is a token, are secret references; the server returns the URL (compared, never shown) but never headers or query parameters. A webhook's name is unique per service.", "errorMessage": { "required": { "service": "a webhook needs `service`: slack, incidentio or generic", "url": "a webhook needs `url: { env: VARIABLE }`, the variable holding its URL" } }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The webhook's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a webhook's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "service": { "enum": ["slack", "incidentio", "generic"], "description": "Where it posts: `slack` (an incoming-webhook URL on slack.com; a fixed payload, so no body, headers or query parameters), `incidentio` (an alert-events HTTP source) or `generic` (any HTTP(S) endpoint, with a body template). The managed edition also lists `slack_api` and `pagerduty_api` webhooks, connected in the ClickStack UI: its API cannot write them.", "errorMessage": "`service` must be slack, incidentio or generic (slack_api and pagerduty_api webhooks are connected in the ClickStack UI; the API cannot write them)" }, "url": { "$ref": "#/$defs/secretRef", "description": "The destination URL, as a secret reference (a webhook URL is a credential). HTTP or HTTPS, at most 2048 characters; a Slack webhook's host ends in slack.com. Checked when the variable is read; the server also refuses private, loopback and other reserved hosts unless its configuration allows them." }, "description": { "type": "string", "maxLength": 1956, "description": "Shown in the UI. At most 1956 characters: the server keeps 2048 and the tool appends one line of at most 91 characters (\"— managed by observability-ops (obs-ops:…; secrets …)\") that marks the webhooks this file owns.", "errorMessage": "`description` is at most 1956 characters (the server keeps 2048; the tool appends its ownership line)" }, "body": { "type": "string", "maxLength": 16384, "description": "The request body template (incidentio and generic; at most 16384 characters), e.g. '{\"text\": \"{{title}}\"}'. Omitted: the server's default payload. Not returned for incidentio webhooks, so it is compared by its digest." }, "headers": { "type": "object", "maxProperties": 100, "propertyNames": { "type": "string", "maxLength": 256, "pattern": "^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$" }, "errorMessage": { "propertyNames": "a header name is 1–256 characters of letters, digits and !#$%&'*+-.^_`|~, not starting with a digit" }, "additionalProperties": { "anyOf": [{ "$ref": "#/$defs/secretRef" }, { "type": "string", "maxLength": 4096, "pattern": "^[^\\u0000-\\u001F\\u007F]*$" }], "description": "A header value: a secret reference `{ env: VARIABLE }` (a token: masked, never shown) or plain text (at most 4096 characters, no control characters) for what is no secret. Write-only either way: the server never returns it.", "errorMessage": "a header value is `{ env: VARIABLE }` or plain text of at most 4096 characters without control characters (line breaks, tabs)" }, "description": "HTTP headers sent with each request (incidentio and generic; at most 100), e.g. `Authorization: { env: HOOK_TOKEN }`. Write-only: the server never returns them, so the tool records their digest in its ownership line to see a change. An empty map clears them." }, "queryParams": { "type": "object", "maxProperties": 100, "propertyNames": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^[^\\u0000-\\u001F\\u007F]+$" }, "errorMessage": { "propertyNames": "a query parameter name is 1–1024 characters without control characters" }, "additionalProperties": { "anyOf": [{ "$ref": "#/$defs/secretRef" }, { "type": "string", "maxLength": 4096, "pattern": "^[^\\u0000-\\u001F\\u007F]*$" }], "description": "A query parameter value: a secret reference `{ env: VARIABLE }` (a token: masked, never shown) or plain text (at most 4096 characters, no control characters) for what is no secret. Write-only either way: the server never returns it.", "errorMessage": "a query parameter value is `{ env: VARIABLE }` or plain text of at most 4096 characters without control characters (line breaks, tabs)" }, "description": "Query parameters added to the URL (incidentio and generic; at most 100). Write-only, as `headers`." } }, "if": { "properties": { "service": { "const": "slack" } }, "required": ["service"] }, "then": { "properties": { "body": false, "headers": false, "queryParams": false }, "errorMessage": { "false schema": "`{property}` is not supported for a slack webhook: Slack posts a fixed payload to its URL" } } }, "role": { "type": "object", "additionalProperties": false, "required": ["name", "permissions"], "x-edition": "managed", "description": "A custom ClickStack role (managed only: the Cloud API's `…/clickstack/roles`). Predefined roles cannot be written: an entry with a predefined role's name is refused at its line.", "errorMessage": { "x-edition": "roles exist only on the managed edition (ClickStack roles of ClickHouse Cloud); the self-hosted API has none", "required": { "permissions": "a role needs `permissions` (a list; `[]` grants nothing)" } }, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 1024, "pattern": "^\\S(?:[\\s\\S]*\\S)?$", "description": "The role's name: how the file, other entries and the engine know it. At most 1024 characters, without leading or trailing spaces (the server trims them).", "errorMessage": "a role's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces" }, "was": { "type": "string", "minLength": 1, "description": "The name this object had before (a rename): the engine finds the live object by it and renames it in place." }, "adopt": { "type": "boolean", "description": "Take over a live object of this name that no file owns (no ownership mark). Without it such an object is refused, never overwritten." }, "description": { "type": "string", "description": "Shown in the UI. The tool appends one line (at most 91 characters) that marks the roles this file owns." }, "permissions": { "type": "array", "description": "What the role grants, as CASL rules; the API replaces the whole list on each write.", "items": { "type": "object", "additionalProperties": false, "required": ["action", "subject"], "description": "One CASL rule: `action` on `subject`, denied instead when `inverted`.", "properties": { "action": { "type": "string", "minLength": 1, "description": "The action granted or denied, e.g. read, update, manage." }, "subject": { "type": "string", "minLength": 1, "description": "What it applies to, e.g. dashboard, alert, all." }, "inverted": { "type": "boolean", "description": "True: the rule denies the action." }, "integration": { "type": "string", "minLength": 1, "description": "The integration the rule is scoped to." }, "conditions": { "type": "object", "description": "CASL conditions narrowing the rule (a MongoDB-style query on the subject's fields)." } } } } } } };
const validate_self_hosted = (() => {
    const schema11 = schema;
    const func2 = Object.prototype.hasOwnProperty;
    const func3 = runtime_ucs2length;
    const pattern0 = new RegExp("\\S", "u");
    const pattern2 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
    const pattern3 = new RegExp("^[A-Za-z0-9_]+$", "u");
    const pattern6 = new RegExp("^[0-9a-fA-F]{24}$", "u");
    const pattern7 = new RegExp("^[0-9]+[smhd]$", "u");
    const pattern8 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$", "u");
    const pattern18 = new RegExp("^\\S(?:[\\s\\S]*\\S)?$", "u");
    const pattern20 = new RegExp("^[oO][bB][sS]-[oO][pP][sS]:", "u");
    const pattern23 = new RegExp("^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$", "u");
    const pattern25 = new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u");
    const pattern26 = new RegExp("^[^\\u0000-\\u001F\\u007F]+$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
        /*# sourceURL="https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/stack-file.schema.json" */ ;
        let vErrors = null;
        let errors = 0;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.version === undefined) {
                const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            for (const key0 in data) {
                if (!(func2.call(schema11.properties, key0))) {
                    const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            if (data.version !== undefined) {
                if (1 !== data.version) {
                    const err2 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            if (data.scope !== undefined) {
                let data1 = data.scope;
                if (typeof data1 === "string") {
                    if (func3(data1) > 512) {
                        const err3 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/maxLength", keyword: "maxLength", params: { limit: 512 } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (func3(data1) < 1) {
                        const err4 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minLength", keyword: "minLength", params: { limit: 1 } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (!pattern0.test(data1)) {
                        const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                else {
                    const err6 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" } };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            if (data.connections !== undefined) {
                let data2 = data.connections;
                if (Array.isArray(data2)) {
                    const len0 = data2.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data3 = data2[i0];
                        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                            if (data3.name === undefined) {
                                const err7 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err7];
                                }
                                else {
                                    vErrors.push(err7);
                                }
                                errors++;
                            }
                            if (data3.host === undefined) {
                                const err8 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "host" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                            if (data3.username === undefined) {
                                const err9 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "username" } };
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                            for (const key1 in data3) {
                                if (!(((((((key1 === "name") || (key1 === "was")) || (key1 === "host")) || (key1 === "username")) || (key1 === "password")) || (key1 === "hyperdxSettingPrefix")) || (key1 === "isPrometheusEndpoint"))) {
                                    const err10 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                                    if (vErrors === null) {
                                        vErrors = [err10];
                                    }
                                    else {
                                        vErrors.push(err10);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.name !== undefined) {
                                let data4 = data3.name;
                                if (typeof data4 === "string") {
                                    if (func3(data4) < 1) {
                                        const err11 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err11];
                                        }
                                        else {
                                            vErrors.push(err11);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data4)) {
                                        const err12 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err12];
                                        }
                                        else {
                                            vErrors.push(err12);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err13 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err13];
                                    }
                                    else {
                                        vErrors.push(err13);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.was !== undefined) {
                                let data5 = data3.was;
                                if (typeof data5 === "string") {
                                    if (func3(data5) < 1) {
                                        const err14 = { instancePath: instancePath + "/connections/" + i0 + "/was", schemaPath: "#/properties/connections/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err14];
                                        }
                                        else {
                                            vErrors.push(err14);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err15 = { instancePath: instancePath + "/connections/" + i0 + "/was", schemaPath: "#/properties/connections/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err15];
                                    }
                                    else {
                                        vErrors.push(err15);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.host !== undefined) {
                                let data6 = data3.host;
                                if (typeof data6 === "string") {
                                    if (func3(data6) < 1) {
                                        const err16 = { instancePath: instancePath + "/connections/" + i0 + "/host", schemaPath: "#/properties/connections/items/properties/host/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err16];
                                        }
                                        else {
                                            vErrors.push(err16);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err17 = { instancePath: instancePath + "/connections/" + i0 + "/host", schemaPath: "#/properties/connections/items/properties/host/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err17];
                                    }
                                    else {
                                        vErrors.push(err17);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.username !== undefined) {
                                if (typeof data3.username !== "string") {
                                    const err18 = { instancePath: instancePath + "/connections/" + i0 + "/username", schemaPath: "#/properties/connections/items/properties/username/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err18];
                                    }
                                    else {
                                        vErrors.push(err18);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.password !== undefined) {
                                let data8 = data3.password;
                                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                    if (data8.env === undefined) {
                                        const err19 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                        if (vErrors === null) {
                                            vErrors = [err19];
                                        }
                                        else {
                                            vErrors.push(err19);
                                        }
                                        errors++;
                                    }
                                    for (const key2 in data8) {
                                        if (!(key2 === "env")) {
                                            const err20 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                            if (vErrors === null) {
                                                vErrors = [err20];
                                            }
                                            else {
                                                vErrors.push(err20);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data8.env !== undefined) {
                                        let data9 = data8.env;
                                        if (typeof data9 === "string") {
                                            if (func3(data9) > 256) {
                                                const err21 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                if (vErrors === null) {
                                                    vErrors = [err21];
                                                }
                                                else {
                                                    vErrors.push(err21);
                                                }
                                                errors++;
                                            }
                                            if (!pattern2.test(data9)) {
                                                const err22 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err22];
                                                }
                                                else {
                                                    vErrors.push(err22);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err23 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err23];
                                            }
                                            else {
                                                vErrors.push(err23);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err24 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err24];
                                    }
                                    else {
                                        vErrors.push(err24);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.hyperdxSettingPrefix !== undefined) {
                                let data10 = data3.hyperdxSettingPrefix;
                                if (typeof data10 === "string") {
                                    if (!pattern3.test(data10)) {
                                        const err25 = { instancePath: instancePath + "/connections/" + i0 + "/hyperdxSettingPrefix", schemaPath: "#/properties/connections/items/properties/hyperdxSettingPrefix/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err26 = { instancePath: instancePath + "/connections/" + i0 + "/hyperdxSettingPrefix", schemaPath: "#/properties/connections/items/properties/hyperdxSettingPrefix/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err26];
                                    }
                                    else {
                                        vErrors.push(err26);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.isPrometheusEndpoint !== undefined) {
                                if (typeof data3.isPrometheusEndpoint !== "boolean") {
                                    const err27 = { instancePath: instancePath + "/connections/" + i0 + "/isPrometheusEndpoint", schemaPath: "#/properties/connections/items/properties/isPrometheusEndpoint/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err27];
                                    }
                                    else {
                                        vErrors.push(err27);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err28 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err29 = { instancePath: instancePath + "/connections", schemaPath: "#/properties/connections/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
            if (data.sources !== undefined) {
                let data12 = data.sources;
                if (Array.isArray(data12)) {
                    const len1 = data12.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                        let data13 = data12[i1];
                        if (!(data13 && typeof data13 == "object" && !Array.isArray(data13))) {
                            const err30 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                        const _errs42 = errors;
                        let valid9 = false;
                        const _errs43 = errors;
                        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                            if (data13.connection === undefined) {
                                const err31 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/0/required", keyword: "required", params: { missingProperty: "connection" } };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err32 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                        var _valid0 = _errs43 === errors;
                        valid9 = valid9 || _valid0;
                        if (!valid9) {
                            const _errs46 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.connectionId === undefined) {
                                    const err33 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/1/required", keyword: "required", params: { missingProperty: "connectionId" } };
                                    if (vErrors === null) {
                                        vErrors = [err33];
                                    }
                                    else {
                                        vErrors.push(err33);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err34 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                            var _valid0 = _errs46 === errors;
                            valid9 = valid9 || _valid0;
                        }
                        if (!valid9) {
                            const err35 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf", keyword: "anyOf", params: {} };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs42;
                            if (vErrors !== null) {
                                if (_errs42) {
                                    vErrors.length = _errs42;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs50 = errors;
                        const _errs51 = errors;
                        if (errors === _errs51) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing0;
                                if (((data13.connection === undefined) && (missing0 = "connection")) || ((data13.connectionId === undefined) && (missing0 = "connectionId"))) {
                                    const err36 = {};
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err37 = {};
                                if (vErrors === null) {
                                    vErrors = [err37];
                                }
                                else {
                                    vErrors.push(err37);
                                }
                                errors++;
                            }
                        }
                        var valid10 = _errs51 === errors;
                        if (valid10) {
                            const err38 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/1/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs50;
                            if (vErrors !== null) {
                                if (_errs50) {
                                    vErrors.length = _errs50;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs55 = errors;
                        const _errs56 = errors;
                        if (errors === _errs56) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing1;
                                if (((data13.logSource === undefined) && (missing1 = "logSource")) || ((data13.logSourceId === undefined) && (missing1 = "logSourceId"))) {
                                    const err39 = {};
                                    if (vErrors === null) {
                                        vErrors = [err39];
                                    }
                                    else {
                                        vErrors.push(err39);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err40 = {};
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                        }
                        var valid11 = _errs56 === errors;
                        if (valid11) {
                            const err41 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/2/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err41];
                            }
                            else {
                                vErrors.push(err41);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs55;
                            if (vErrors !== null) {
                                if (_errs55) {
                                    vErrors.length = _errs55;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs60 = errors;
                        const _errs61 = errors;
                        if (errors === _errs61) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing2;
                                if (((data13.traceSource === undefined) && (missing2 = "traceSource")) || ((data13.traceSourceId === undefined) && (missing2 = "traceSourceId"))) {
                                    const err42 = {};
                                    if (vErrors === null) {
                                        vErrors = [err42];
                                    }
                                    else {
                                        vErrors.push(err42);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err43 = {};
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                        }
                        var valid12 = _errs61 === errors;
                        if (valid12) {
                            const err44 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/3/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs60;
                            if (vErrors !== null) {
                                if (_errs60) {
                                    vErrors.length = _errs60;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs65 = errors;
                        const _errs66 = errors;
                        if (errors === _errs66) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing3;
                                if (((data13.metricSource === undefined) && (missing3 = "metricSource")) || ((data13.metricSourceId === undefined) && (missing3 = "metricSourceId"))) {
                                    const err45 = {};
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err46 = {};
                                if (vErrors === null) {
                                    vErrors = [err46];
                                }
                                else {
                                    vErrors.push(err46);
                                }
                                errors++;
                            }
                        }
                        var valid13 = _errs66 === errors;
                        if (valid13) {
                            const err47 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/4/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err47];
                            }
                            else {
                                vErrors.push(err47);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs65;
                            if (vErrors !== null) {
                                if (_errs65) {
                                    vErrors.length = _errs65;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs70 = errors;
                        const _errs71 = errors;
                        if (errors === _errs71) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing4;
                                if (((data13.sessionSource === undefined) && (missing4 = "sessionSource")) || ((data13.sessionSourceId === undefined) && (missing4 = "sessionSourceId"))) {
                                    const err48 = {};
                                    if (vErrors === null) {
                                        vErrors = [err48];
                                    }
                                    else {
                                        vErrors.push(err48);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err49 = {};
                                if (vErrors === null) {
                                    vErrors = [err49];
                                }
                                else {
                                    vErrors.push(err49);
                                }
                                errors++;
                            }
                        }
                        var valid14 = _errs71 === errors;
                        if (valid14) {
                            const err50 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/5/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs70;
                            if (vErrors !== null) {
                                if (_errs70) {
                                    vErrors.length = _errs70;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs75 = errors;
                        let valid15 = true;
                        const _errs76 = errors;
                        if (errors === _errs76) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing5;
                                if ((data13.kind === undefined) && (missing5 = "kind")) {
                                    const err51 = {};
                                    if (vErrors === null) {
                                        vErrors = [err51];
                                    }
                                    else {
                                        vErrors.push(err51);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("log" !== data13.kind) {
                                            const err52 = {};
                                            if (vErrors === null) {
                                                vErrors = [err52];
                                            }
                                            else {
                                                vErrors.push(err52);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err53 = {};
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                        }
                        var _valid1 = _errs76 === errors;
                        errors = _errs75;
                        if (vErrors !== null) {
                            if (_errs75) {
                                vErrors.length = _errs75;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid1) {
                            const _errs79 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.defaultTableSelectExpression === undefined) {
                                    const err54 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/required", keyword: "required", params: { missingProperty: "defaultTableSelectExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err54];
                                    }
                                    else {
                                        vErrors.push(err54);
                                    }
                                    errors++;
                                }
                                for (const key3 in data13) {
                                    const _errs82 = errors;
                                    const _errs83 = errors;
                                    const _errs84 = errors;
                                    if (!((((((((((((((((key3 === "durationExpression") || (key3 === "durationPrecision")) || (key3 === "parentSpanIdExpression")) || (key3 === "spanNameExpression")) || (key3 === "spanKindExpression")) || (key3 === "sampleRateExpression")) || (key3 === "statusCodeExpression")) || (key3 === "statusMessageExpression")) || (key3 === "spanEventsValueExpression")) || (key3 === "spanLinksValueExpression")) || (key3 === "metricTables")) || (key3 === "seriesTable")) || (key3 === "logSource")) || (key3 === "logSourceId")) || (key3 === "sessionSource")) || (key3 === "sessionSourceId"))) {
                                        const err55 = {};
                                        if (vErrors === null) {
                                            vErrors = [err55];
                                        }
                                        else {
                                            vErrors.push(err55);
                                        }
                                        errors++;
                                    }
                                    var valid18 = _errs84 === errors;
                                    if (valid18) {
                                        const err56 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/propertyNames/not", keyword: "not", params: {}, propertyName: key3 };
                                        if (vErrors === null) {
                                            vErrors = [err56];
                                        }
                                        else {
                                            vErrors.push(err56);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs83;
                                        if (vErrors !== null) {
                                            if (_errs83) {
                                                vErrors.length = _errs83;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid17 = _errs82 === errors;
                                    if (!valid17) {
                                        const err57 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/propertyNames", keyword: "propertyNames", params: { propertyName: key3 } };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data15 = data13.from;
                                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                        if (data15.tableName === undefined) {
                                            const err58 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err58];
                                            }
                                            else {
                                                vErrors.push(err58);
                                            }
                                            errors++;
                                        }
                                        if (data15.tableName !== undefined) {
                                            let data16 = data15.tableName;
                                            if (typeof data16 === "string") {
                                                if (func3(data16) < 1) {
                                                    const err59 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err59];
                                                    }
                                                    else {
                                                        vErrors.push(err59);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err60 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err60];
                                                }
                                                else {
                                                    vErrors.push(err60);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err61 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err61];
                                        }
                                        else {
                                            vErrors.push(err61);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err62 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err62];
                                }
                                else {
                                    vErrors.push(err62);
                                }
                                errors++;
                            }
                            var _valid1 = _errs79 === errors;
                            valid15 = _valid1;
                        }
                        if (!valid15) {
                            const err63 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err63];
                            }
                            else {
                                vErrors.push(err63);
                            }
                            errors++;
                        }
                        const _errs92 = errors;
                        let valid21 = true;
                        const _errs93 = errors;
                        if (errors === _errs93) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing6;
                                if ((data13.kind === undefined) && (missing6 = "kind")) {
                                    const err64 = {};
                                    if (vErrors === null) {
                                        vErrors = [err64];
                                    }
                                    else {
                                        vErrors.push(err64);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("trace" !== data13.kind) {
                                            const err65 = {};
                                            if (vErrors === null) {
                                                vErrors = [err65];
                                            }
                                            else {
                                                vErrors.push(err65);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err66 = {};
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                        }
                        var _valid2 = _errs93 === errors;
                        errors = _errs92;
                        if (vErrors !== null) {
                            if (_errs92) {
                                vErrors.length = _errs92;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid2) {
                            const _errs96 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.defaultTableSelectExpression === undefined) {
                                    const err67 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "defaultTableSelectExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err67];
                                    }
                                    else {
                                        vErrors.push(err67);
                                    }
                                    errors++;
                                }
                                if (data13.durationExpression === undefined) {
                                    const err68 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "durationExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err68];
                                    }
                                    else {
                                        vErrors.push(err68);
                                    }
                                    errors++;
                                }
                                if (data13.traceIdExpression === undefined) {
                                    const err69 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "traceIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err69];
                                    }
                                    else {
                                        vErrors.push(err69);
                                    }
                                    errors++;
                                }
                                if (data13.spanIdExpression === undefined) {
                                    const err70 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err70];
                                    }
                                    else {
                                        vErrors.push(err70);
                                    }
                                    errors++;
                                }
                                if (data13.parentSpanIdExpression === undefined) {
                                    const err71 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "parentSpanIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err71];
                                    }
                                    else {
                                        vErrors.push(err71);
                                    }
                                    errors++;
                                }
                                if (data13.spanNameExpression === undefined) {
                                    const err72 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanNameExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err72];
                                    }
                                    else {
                                        vErrors.push(err72);
                                    }
                                    errors++;
                                }
                                if (data13.spanKindExpression === undefined) {
                                    const err73 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanKindExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err73];
                                    }
                                    else {
                                        vErrors.push(err73);
                                    }
                                    errors++;
                                }
                                for (const key4 in data13) {
                                    const _errs99 = errors;
                                    const _errs100 = errors;
                                    const _errs101 = errors;
                                    if (!(((((((key4 === "severityTextExpression") || (key4 === "bodyExpression")) || (key4 === "tableFilterExpression")) || (key4 === "metricTables")) || (key4 === "seriesTable")) || (key4 === "traceSource")) || (key4 === "traceSourceId"))) {
                                        const err74 = {};
                                        if (vErrors === null) {
                                            vErrors = [err74];
                                        }
                                        else {
                                            vErrors.push(err74);
                                        }
                                        errors++;
                                    }
                                    var valid24 = _errs101 === errors;
                                    if (valid24) {
                                        const err75 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/propertyNames/not", keyword: "not", params: {}, propertyName: key4 };
                                        if (vErrors === null) {
                                            vErrors = [err75];
                                        }
                                        else {
                                            vErrors.push(err75);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs100;
                                        if (vErrors !== null) {
                                            if (_errs100) {
                                                vErrors.length = _errs100;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid23 = _errs99 === errors;
                                    if (!valid23) {
                                        const err76 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/propertyNames", keyword: "propertyNames", params: { propertyName: key4 } };
                                        if (vErrors === null) {
                                            vErrors = [err76];
                                        }
                                        else {
                                            vErrors.push(err76);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data18 = data13.from;
                                    if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                        if (data18.tableName === undefined) {
                                            const err77 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err77];
                                            }
                                            else {
                                                vErrors.push(err77);
                                            }
                                            errors++;
                                        }
                                        if (data18.tableName !== undefined) {
                                            let data19 = data18.tableName;
                                            if (typeof data19 === "string") {
                                                if (func3(data19) < 1) {
                                                    const err78 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err78];
                                                    }
                                                    else {
                                                        vErrors.push(err78);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err79 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err79];
                                                }
                                                else {
                                                    vErrors.push(err79);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err80 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err80];
                                        }
                                        else {
                                            vErrors.push(err80);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.displayedTimestampValueExpression !== undefined) {
                                    if (typeof data13.displayedTimestampValueExpression !== "string") {
                                        const err81 = { instancePath: instancePath + "/sources/" + i1 + "/displayedTimestampValueExpression", schemaPath: "#/properties/sources/items/allOf/7/then/properties/displayedTimestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err81];
                                        }
                                        else {
                                            vErrors.push(err81);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err82 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err82];
                                }
                                else {
                                    vErrors.push(err82);
                                }
                                errors++;
                            }
                            var _valid2 = _errs96 === errors;
                            valid21 = _valid2;
                        }
                        if (!valid21) {
                            const err83 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err83];
                            }
                            else {
                                vErrors.push(err83);
                            }
                            errors++;
                        }
                        const _errs112 = errors;
                        let valid27 = true;
                        const _errs113 = errors;
                        if (errors === _errs113) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing7;
                                if ((data13.kind === undefined) && (missing7 = "kind")) {
                                    const err84 = {};
                                    if (vErrors === null) {
                                        vErrors = [err84];
                                    }
                                    else {
                                        vErrors.push(err84);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("session" !== data13.kind) {
                                            const err85 = {};
                                            if (vErrors === null) {
                                                vErrors = [err85];
                                            }
                                            else {
                                                vErrors.push(err85);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err86 = {};
                                if (vErrors === null) {
                                    vErrors = [err86];
                                }
                                else {
                                    vErrors.push(err86);
                                }
                                errors++;
                            }
                        }
                        var _valid3 = _errs113 === errors;
                        errors = _errs112;
                        if (vErrors !== null) {
                            if (_errs112) {
                                vErrors.length = _errs112;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid3) {
                            const _errs116 = errors;
                            const _errs118 = errors;
                            let valid29 = false;
                            const _errs119 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.traceSource === undefined) {
                                    const err87 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/0/required", keyword: "required", params: { missingProperty: "traceSource" } };
                                    if (vErrors === null) {
                                        vErrors = [err87];
                                    }
                                    else {
                                        vErrors.push(err87);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err88 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err88];
                                }
                                else {
                                    vErrors.push(err88);
                                }
                                errors++;
                            }
                            var _valid4 = _errs119 === errors;
                            valid29 = valid29 || _valid4;
                            if (!valid29) {
                                const _errs122 = errors;
                                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                    if (data13.traceSourceId === undefined) {
                                        const err89 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/1/required", keyword: "required", params: { missingProperty: "traceSourceId" } };
                                        if (vErrors === null) {
                                            vErrors = [err89];
                                        }
                                        else {
                                            vErrors.push(err89);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err90 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err90];
                                    }
                                    else {
                                        vErrors.push(err90);
                                    }
                                    errors++;
                                }
                                var _valid4 = _errs122 === errors;
                                valid29 = valid29 || _valid4;
                            }
                            if (!valid29) {
                                const err91 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err91];
                                }
                                else {
                                    vErrors.push(err91);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs118;
                                if (vErrors !== null) {
                                    if (_errs118) {
                                        vErrors.length = _errs118;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                for (const key5 in data13) {
                                    const _errs126 = errors;
                                    const _errs127 = errors;
                                    const _errs128 = errors;
                                    if (!(((((((((((((((((((((((((((((((((((((key5 === "defaultTableSelectExpression") || (key5 === "serviceNameExpression")) || (key5 === "serviceVersionExpression")) || (key5 === "severityTextExpression")) || (key5 === "bodyExpression")) || (key5 === "eventAttributesExpression")) || (key5 === "displayedTimestampValueExpression")) || (key5 === "traceIdExpression")) || (key5 === "spanIdExpression")) || (key5 === "implicitColumnExpression")) || (key5 === "knownColumnsListExpression")) || (key5 === "tableFilterExpression")) || (key5 === "highlightedTraceAttributeExpressions")) || (key5 === "highlightedRowAttributeExpressions")) || (key5 === "materializedViews")) || (key5 === "metadataMaterializedViews")) || (key5 === "orderByExpression")) || (key5 === "useTextIndexForImplicitColumn")) || (key5 === "filterSettings")) || (key5 === "durationExpression")) || (key5 === "durationPrecision")) || (key5 === "parentSpanIdExpression")) || (key5 === "spanNameExpression")) || (key5 === "spanKindExpression")) || (key5 === "sampleRateExpression")) || (key5 === "statusCodeExpression")) || (key5 === "statusMessageExpression")) || (key5 === "spanEventsValueExpression")) || (key5 === "spanLinksValueExpression")) || (key5 === "metricTables")) || (key5 === "seriesTable")) || (key5 === "logSource")) || (key5 === "logSourceId")) || (key5 === "metricSource")) || (key5 === "metricSourceId")) || (key5 === "sessionSource")) || (key5 === "sessionSourceId"))) {
                                        const err92 = {};
                                        if (vErrors === null) {
                                            vErrors = [err92];
                                        }
                                        else {
                                            vErrors.push(err92);
                                        }
                                        errors++;
                                    }
                                    var valid31 = _errs128 === errors;
                                    if (valid31) {
                                        const err93 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/propertyNames/not", keyword: "not", params: {}, propertyName: key5 };
                                        if (vErrors === null) {
                                            vErrors = [err93];
                                        }
                                        else {
                                            vErrors.push(err93);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs127;
                                        if (vErrors !== null) {
                                            if (_errs127) {
                                                vErrors.length = _errs127;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid30 = _errs126 === errors;
                                    if (!valid30) {
                                        const err94 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/propertyNames", keyword: "propertyNames", params: { propertyName: key5 } };
                                        if (vErrors === null) {
                                            vErrors = [err94];
                                        }
                                        else {
                                            vErrors.push(err94);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data22 = data13.from;
                                    if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                        if (data22.tableName === undefined) {
                                            const err95 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err95];
                                            }
                                            else {
                                                vErrors.push(err95);
                                            }
                                            errors++;
                                        }
                                        if (data22.tableName !== undefined) {
                                            let data23 = data22.tableName;
                                            if (typeof data23 === "string") {
                                                if (func3(data23) < 1) {
                                                    const err96 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err96];
                                                    }
                                                    else {
                                                        vErrors.push(err96);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err97 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err97];
                                                }
                                                else {
                                                    vErrors.push(err97);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err98 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err98];
                                        }
                                        else {
                                            vErrors.push(err98);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.resourceAttributesExpression !== undefined) {
                                    if (typeof data13.resourceAttributesExpression !== "string") {
                                        const err99 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/8/then/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err99];
                                        }
                                        else {
                                            vErrors.push(err99);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err100 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err100];
                                }
                                else {
                                    vErrors.push(err100);
                                }
                                errors++;
                            }
                            var _valid3 = _errs116 === errors;
                            valid27 = _valid3;
                        }
                        if (!valid27) {
                            const err101 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err101];
                            }
                            else {
                                vErrors.push(err101);
                            }
                            errors++;
                        }
                        const _errs139 = errors;
                        let valid34 = true;
                        const _errs140 = errors;
                        if (errors === _errs140) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing8;
                                if ((data13.kind === undefined) && (missing8 = "kind")) {
                                    const err102 = {};
                                    if (vErrors === null) {
                                        vErrors = [err102];
                                    }
                                    else {
                                        vErrors.push(err102);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("metric" !== data13.kind) {
                                            const err103 = {};
                                            if (vErrors === null) {
                                                vErrors = [err103];
                                            }
                                            else {
                                                vErrors.push(err103);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err104 = {};
                                if (vErrors === null) {
                                    vErrors = [err104];
                                }
                                else {
                                    vErrors.push(err104);
                                }
                                errors++;
                            }
                        }
                        var _valid5 = _errs140 === errors;
                        errors = _errs139;
                        if (vErrors !== null) {
                            if (_errs139) {
                                vErrors.length = _errs139;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid5) {
                            const _errs143 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.metricTables === undefined) {
                                    const err105 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/required", keyword: "required", params: { missingProperty: "metricTables" } };
                                    if (vErrors === null) {
                                        vErrors = [err105];
                                    }
                                    else {
                                        vErrors.push(err105);
                                    }
                                    errors++;
                                }
                                if (data13.resourceAttributesExpression === undefined) {
                                    const err106 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/required", keyword: "required", params: { missingProperty: "resourceAttributesExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err106];
                                    }
                                    else {
                                        vErrors.push(err106);
                                    }
                                    errors++;
                                }
                                for (const key6 in data13) {
                                    const _errs146 = errors;
                                    const _errs147 = errors;
                                    const _errs148 = errors;
                                    if (!((((((((((((((((((((((((((((((((((key6 === "defaultTableSelectExpression") || (key6 === "serviceVersionExpression")) || (key6 === "severityTextExpression")) || (key6 === "bodyExpression")) || (key6 === "eventAttributesExpression")) || (key6 === "displayedTimestampValueExpression")) || (key6 === "traceIdExpression")) || (key6 === "spanIdExpression")) || (key6 === "implicitColumnExpression")) || (key6 === "knownColumnsListExpression")) || (key6 === "tableFilterExpression")) || (key6 === "highlightedTraceAttributeExpressions")) || (key6 === "highlightedRowAttributeExpressions")) || (key6 === "materializedViews")) || (key6 === "metadataMaterializedViews")) || (key6 === "orderByExpression")) || (key6 === "useTextIndexForImplicitColumn")) || (key6 === "filterSettings")) || (key6 === "durationExpression")) || (key6 === "durationPrecision")) || (key6 === "parentSpanIdExpression")) || (key6 === "spanNameExpression")) || (key6 === "spanKindExpression")) || (key6 === "sampleRateExpression")) || (key6 === "statusCodeExpression")) || (key6 === "statusMessageExpression")) || (key6 === "spanEventsValueExpression")) || (key6 === "spanLinksValueExpression")) || (key6 === "traceSource")) || (key6 === "traceSourceId")) || (key6 === "metricSource")) || (key6 === "metricSourceId")) || (key6 === "sessionSource")) || (key6 === "sessionSourceId"))) {
                                        const err107 = {};
                                        if (vErrors === null) {
                                            vErrors = [err107];
                                        }
                                        else {
                                            vErrors.push(err107);
                                        }
                                        errors++;
                                    }
                                    var valid37 = _errs148 === errors;
                                    if (valid37) {
                                        const err108 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/propertyNames/not", keyword: "not", params: {}, propertyName: key6 };
                                        if (vErrors === null) {
                                            vErrors = [err108];
                                        }
                                        else {
                                            vErrors.push(err108);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs147;
                                        if (vErrors !== null) {
                                            if (_errs147) {
                                                vErrors.length = _errs147;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid36 = _errs146 === errors;
                                    if (!valid36) {
                                        const err109 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/propertyNames", keyword: "propertyNames", params: { propertyName: key6 } };
                                        if (vErrors === null) {
                                            vErrors = [err109];
                                        }
                                        else {
                                            vErrors.push(err109);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.resourceAttributesExpression !== undefined) {
                                    let data26 = data13.resourceAttributesExpression;
                                    if (typeof data26 === "string") {
                                        if (func3(data26) < 1) {
                                            const err110 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/resourceAttributesExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err110];
                                            }
                                            else {
                                                vErrors.push(err110);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err111 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.serviceNameExpression !== undefined) {
                                    if (typeof data13.serviceNameExpression !== "string") {
                                        const err112 = { instancePath: instancePath + "/sources/" + i1 + "/serviceNameExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/serviceNameExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err113 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err113];
                                }
                                else {
                                    vErrors.push(err113);
                                }
                                errors++;
                            }
                            var _valid5 = _errs143 === errors;
                            valid34 = _valid5;
                        }
                        if (!valid34) {
                            const err114 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err114];
                            }
                            else {
                                vErrors.push(err114);
                            }
                            errors++;
                        }
                        const _errs156 = errors;
                        let valid39 = true;
                        const _errs157 = errors;
                        if (errors === _errs157) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing9;
                                if ((data13.kind === undefined) && (missing9 = "kind")) {
                                    const err115 = {};
                                    if (vErrors === null) {
                                        vErrors = [err115];
                                    }
                                    else {
                                        vErrors.push(err115);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("promql" !== data13.kind) {
                                            const err116 = {};
                                            if (vErrors === null) {
                                                vErrors = [err116];
                                            }
                                            else {
                                                vErrors.push(err116);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err117 = {};
                                if (vErrors === null) {
                                    vErrors = [err117];
                                }
                                else {
                                    vErrors.push(err117);
                                }
                                errors++;
                            }
                        }
                        var _valid6 = _errs157 === errors;
                        errors = _errs156;
                        if (vErrors !== null) {
                            if (_errs156) {
                                vErrors.length = _errs156;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid6) {
                            const _errs160 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                for (const key7 in data13) {
                                    const _errs163 = errors;
                                    const _errs164 = errors;
                                    const _errs165 = errors;
                                    if (!((((((((((((((((((((((((((((((((((((((((key7 === "defaultTableSelectExpression") || (key7 === "serviceNameExpression")) || (key7 === "serviceVersionExpression")) || (key7 === "severityTextExpression")) || (key7 === "bodyExpression")) || (key7 === "eventAttributesExpression")) || (key7 === "resourceAttributesExpression")) || (key7 === "displayedTimestampValueExpression")) || (key7 === "traceIdExpression")) || (key7 === "spanIdExpression")) || (key7 === "implicitColumnExpression")) || (key7 === "knownColumnsListExpression")) || (key7 === "tableFilterExpression")) || (key7 === "highlightedTraceAttributeExpressions")) || (key7 === "highlightedRowAttributeExpressions")) || (key7 === "materializedViews")) || (key7 === "metadataMaterializedViews")) || (key7 === "orderByExpression")) || (key7 === "useTextIndexForImplicitColumn")) || (key7 === "filterSettings")) || (key7 === "durationExpression")) || (key7 === "durationPrecision")) || (key7 === "parentSpanIdExpression")) || (key7 === "spanNameExpression")) || (key7 === "spanKindExpression")) || (key7 === "sampleRateExpression")) || (key7 === "statusCodeExpression")) || (key7 === "statusMessageExpression")) || (key7 === "spanEventsValueExpression")) || (key7 === "spanLinksValueExpression")) || (key7 === "metricTables")) || (key7 === "seriesTable")) || (key7 === "logSource")) || (key7 === "logSourceId")) || (key7 === "traceSource")) || (key7 === "traceSourceId")) || (key7 === "metricSource")) || (key7 === "metricSourceId")) || (key7 === "sessionSource")) || (key7 === "sessionSourceId"))) {
                                        const err118 = {};
                                        if (vErrors === null) {
                                            vErrors = [err118];
                                        }
                                        else {
                                            vErrors.push(err118);
                                        }
                                        errors++;
                                    }
                                    var valid42 = _errs165 === errors;
                                    if (valid42) {
                                        const err119 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/propertyNames/not", keyword: "not", params: {}, propertyName: key7 };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs164;
                                        if (vErrors !== null) {
                                            if (_errs164) {
                                                vErrors.length = _errs164;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid41 = _errs163 === errors;
                                    if (!valid41) {
                                        const err120 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/propertyNames", keyword: "propertyNames", params: { propertyName: key7 } };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data29 = data13.from;
                                    if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                        if (data29.tableName === undefined) {
                                            const err121 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err121];
                                            }
                                            else {
                                                vErrors.push(err121);
                                            }
                                            errors++;
                                        }
                                        if (data29.tableName !== undefined) {
                                            let data30 = data29.tableName;
                                            if (typeof data30 === "string") {
                                                if (func3(data30) < 1) {
                                                    const err122 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err122];
                                                    }
                                                    else {
                                                        vErrors.push(err122);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err123 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err123];
                                                }
                                                else {
                                                    vErrors.push(err123);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err124 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err124];
                                        }
                                        else {
                                            vErrors.push(err124);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err125 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err125];
                                }
                                else {
                                    vErrors.push(err125);
                                }
                                errors++;
                            }
                            var _valid6 = _errs160 === errors;
                            valid39 = _valid6;
                        }
                        if (!valid39) {
                            const err126 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err126];
                            }
                            else {
                                vErrors.push(err126);
                            }
                            errors++;
                        }
                        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                            if (data13.name === undefined) {
                                const err127 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err127];
                                }
                                else {
                                    vErrors.push(err127);
                                }
                                errors++;
                            }
                            if (data13.kind === undefined) {
                                const err128 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "kind" } };
                                if (vErrors === null) {
                                    vErrors = [err128];
                                }
                                else {
                                    vErrors.push(err128);
                                }
                                errors++;
                            }
                            if (data13.from === undefined) {
                                const err129 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "from" } };
                                if (vErrors === null) {
                                    vErrors = [err129];
                                }
                                else {
                                    vErrors.push(err129);
                                }
                                errors++;
                            }
                            if (data13.timestampValueExpression === undefined) {
                                const err130 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "timestampValueExpression" } };
                                if (vErrors === null) {
                                    vErrors = [err130];
                                }
                                else {
                                    vErrors.push(err130);
                                }
                                errors++;
                            }
                            for (const key8 in data13) {
                                if (!(func2.call(schema11.properties.sources.items.properties, key8))) {
                                    const err131 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 } };
                                    if (vErrors === null) {
                                        vErrors = [err131];
                                    }
                                    else {
                                        vErrors.push(err131);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.name !== undefined) {
                                let data31 = data13.name;
                                if (typeof data31 === "string") {
                                    if (func3(data31) < 1) {
                                        const err132 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err132];
                                        }
                                        else {
                                            vErrors.push(err132);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data31)) {
                                        const err133 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err133];
                                        }
                                        else {
                                            vErrors.push(err133);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err134 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err134];
                                    }
                                    else {
                                        vErrors.push(err134);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.was !== undefined) {
                                let data32 = data13.was;
                                if (typeof data32 === "string") {
                                    if (func3(data32) < 1) {
                                        const err135 = { instancePath: instancePath + "/sources/" + i1 + "/was", schemaPath: "#/properties/sources/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err135];
                                        }
                                        else {
                                            vErrors.push(err135);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err136 = { instancePath: instancePath + "/sources/" + i1 + "/was", schemaPath: "#/properties/sources/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err136];
                                    }
                                    else {
                                        vErrors.push(err136);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.kind !== undefined) {
                                let data33 = data13.kind;
                                if (!(((((data33 === "log") || (data33 === "trace")) || (data33 === "session")) || (data33 === "metric")) || (data33 === "promql"))) {
                                    const err137 = { instancePath: instancePath + "/sources/" + i1 + "/kind", schemaPath: "#/properties/sources/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.kind.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err137];
                                    }
                                    else {
                                        vErrors.push(err137);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.section !== undefined) {
                                let data34 = data13.section;
                                if (typeof data34 === "string") {
                                    if (func3(data34) > 256) {
                                        const err138 = { instancePath: instancePath + "/sources/" + i1 + "/section", schemaPath: "#/properties/sources/items/properties/section/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                        if (vErrors === null) {
                                            vErrors = [err138];
                                        }
                                        else {
                                            vErrors.push(err138);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err139 = { instancePath: instancePath + "/sources/" + i1 + "/section", schemaPath: "#/properties/sources/items/properties/section/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err139];
                                    }
                                    else {
                                        vErrors.push(err139);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.disabled !== undefined) {
                                if (typeof data13.disabled !== "boolean") {
                                    const err140 = { instancePath: instancePath + "/sources/" + i1 + "/disabled", schemaPath: "#/properties/sources/items/properties/disabled/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err140];
                                    }
                                    else {
                                        vErrors.push(err140);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.connection !== undefined) {
                                let data36 = data13.connection;
                                if (typeof data36 === "string") {
                                    if (func3(data36) < 1) {
                                        const err141 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err141];
                                        }
                                        else {
                                            vErrors.push(err141);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data36)) {
                                        const err142 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err142];
                                        }
                                        else {
                                            vErrors.push(err142);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err143 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err143];
                                    }
                                    else {
                                        vErrors.push(err143);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.connectionId !== undefined) {
                                let data37 = data13.connectionId;
                                if (typeof data37 === "string") {
                                    if (!pattern6.test(data37)) {
                                        const err144 = { instancePath: instancePath + "/sources/" + i1 + "/connectionId", schemaPath: "#/properties/sources/items/properties/connectionId/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{24}$" } };
                                        if (vErrors === null) {
                                            vErrors = [err144];
                                        }
                                        else {
                                            vErrors.push(err144);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err145 = { instancePath: instancePath + "/sources/" + i1 + "/connectionId", schemaPath: "#/properties/sources/items/properties/connectionId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err145];
                                    }
                                    else {
                                        vErrors.push(err145);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.from !== undefined) {
                                let data38 = data13.from;
                                if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                                    if (data38.databaseName === undefined) {
                                        const err146 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                        if (vErrors === null) {
                                            vErrors = [err146];
                                        }
                                        else {
                                            vErrors.push(err146);
                                        }
                                        errors++;
                                    }
                                    for (const key9 in data38) {
                                        if (!((key9 === "databaseName") || (key9 === "tableName"))) {
                                            const err147 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 } };
                                            if (vErrors === null) {
                                                vErrors = [err147];
                                            }
                                            else {
                                                vErrors.push(err147);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data38.databaseName !== undefined) {
                                        let data39 = data38.databaseName;
                                        if (typeof data39 === "string") {
                                            if (func3(data39) < 1) {
                                                const err148 = { instancePath: instancePath + "/sources/" + i1 + "/from/databaseName", schemaPath: "#/properties/sources/items/properties/from/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err148];
                                                }
                                                else {
                                                    vErrors.push(err148);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err149 = { instancePath: instancePath + "/sources/" + i1 + "/from/databaseName", schemaPath: "#/properties/sources/items/properties/from/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err149];
                                            }
                                            else {
                                                vErrors.push(err149);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data38.tableName !== undefined) {
                                        if (typeof data38.tableName !== "string") {
                                            const err150 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err150];
                                            }
                                            else {
                                                vErrors.push(err150);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err151 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err151];
                                    }
                                    else {
                                        vErrors.push(err151);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.querySettings !== undefined) {
                                let data41 = data13.querySettings;
                                if (Array.isArray(data41)) {
                                    if (data41.length > 10) {
                                        const err152 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings", schemaPath: "#/properties/sources/items/properties/querySettings/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                        if (vErrors === null) {
                                            vErrors = [err152];
                                        }
                                        else {
                                            vErrors.push(err152);
                                        }
                                        errors++;
                                    }
                                    const len2 = data41.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                        let data42 = data41[i2];
                                        if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                                            if (data42.setting === undefined) {
                                                const err153 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/required", keyword: "required", params: { missingProperty: "setting" } };
                                                if (vErrors === null) {
                                                    vErrors = [err153];
                                                }
                                                else {
                                                    vErrors.push(err153);
                                                }
                                                errors++;
                                            }
                                            if (data42.value === undefined) {
                                                const err154 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/required", keyword: "required", params: { missingProperty: "value" } };
                                                if (vErrors === null) {
                                                    vErrors = [err154];
                                                }
                                                else {
                                                    vErrors.push(err154);
                                                }
                                                errors++;
                                            }
                                            for (const key10 in data42) {
                                                if (!((key10 === "setting") || (key10 === "value"))) {
                                                    const err155 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err155];
                                                    }
                                                    else {
                                                        vErrors.push(err155);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data42.setting !== undefined) {
                                                let data43 = data42.setting;
                                                if (typeof data43 === "string") {
                                                    if (func3(data43) < 1) {
                                                        const err156 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/setting", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/setting/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err156];
                                                        }
                                                        else {
                                                            vErrors.push(err156);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err157 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/setting", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/setting/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err157];
                                                    }
                                                    else {
                                                        vErrors.push(err157);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data42.value !== undefined) {
                                                let data44 = data42.value;
                                                if (typeof data44 === "string") {
                                                    if (func3(data44) < 1) {
                                                        const err158 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/value", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/value/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err158];
                                                        }
                                                        else {
                                                            vErrors.push(err158);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err159 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/value", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/value/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err159];
                                                    }
                                                    else {
                                                        vErrors.push(err159);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err160 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err160];
                                            }
                                            else {
                                                vErrors.push(err160);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err161 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings", schemaPath: "#/properties/sources/items/properties/querySettings/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err161];
                                    }
                                    else {
                                        vErrors.push(err161);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.timestampValueExpression !== undefined) {
                                let data45 = data13.timestampValueExpression;
                                if (typeof data45 === "string") {
                                    if (func3(data45) < 1) {
                                        const err162 = { instancePath: instancePath + "/sources/" + i1 + "/timestampValueExpression", schemaPath: "#/properties/sources/items/properties/timestampValueExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err162];
                                        }
                                        else {
                                            vErrors.push(err162);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err163 = { instancePath: instancePath + "/sources/" + i1 + "/timestampValueExpression", schemaPath: "#/properties/sources/items/properties/timestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err163];
                                    }
                                    else {
                                        vErrors.push(err163);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.defaultTableSelectExpression !== undefined) {
                                let data46 = data13.defaultTableSelectExpression;
                                if (typeof data46 === "string") {
                                    if (func3(data46) < 1) {
                                        const err164 = { instancePath: instancePath + "/sources/" + i1 + "/defaultTableSelectExpression", schemaPath: "#/properties/sources/items/properties/defaultTableSelectExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err164];
                                        }
                                        else {
                                            vErrors.push(err164);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err165 = { instancePath: instancePath + "/sources/" + i1 + "/defaultTableSelectExpression", schemaPath: "#/properties/sources/items/properties/defaultTableSelectExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err165];
                                    }
                                    else {
                                        vErrors.push(err165);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.serviceNameExpression !== undefined) {
                                if (typeof data13.serviceNameExpression !== "string") {
                                    const err166 = { instancePath: instancePath + "/sources/" + i1 + "/serviceNameExpression", schemaPath: "#/properties/sources/items/properties/serviceNameExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err166];
                                    }
                                    else {
                                        vErrors.push(err166);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.serviceVersionExpression !== undefined) {
                                if (typeof data13.serviceVersionExpression !== "string") {
                                    const err167 = { instancePath: instancePath + "/sources/" + i1 + "/serviceVersionExpression", schemaPath: "#/properties/sources/items/properties/serviceVersionExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err167];
                                    }
                                    else {
                                        vErrors.push(err167);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.severityTextExpression !== undefined) {
                                if (typeof data13.severityTextExpression !== "string") {
                                    const err168 = { instancePath: instancePath + "/sources/" + i1 + "/severityTextExpression", schemaPath: "#/properties/sources/items/properties/severityTextExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err168];
                                    }
                                    else {
                                        vErrors.push(err168);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.bodyExpression !== undefined) {
                                if (typeof data13.bodyExpression !== "string") {
                                    const err169 = { instancePath: instancePath + "/sources/" + i1 + "/bodyExpression", schemaPath: "#/properties/sources/items/properties/bodyExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err169];
                                    }
                                    else {
                                        vErrors.push(err169);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.eventAttributesExpression !== undefined) {
                                if (typeof data13.eventAttributesExpression !== "string") {
                                    const err170 = { instancePath: instancePath + "/sources/" + i1 + "/eventAttributesExpression", schemaPath: "#/properties/sources/items/properties/eventAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err170];
                                    }
                                    else {
                                        vErrors.push(err170);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.resourceAttributesExpression !== undefined) {
                                if (typeof data13.resourceAttributesExpression !== "string") {
                                    const err171 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err171];
                                    }
                                    else {
                                        vErrors.push(err171);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.displayedTimestampValueExpression !== undefined) {
                                if (typeof data13.displayedTimestampValueExpression !== "string") {
                                    const err172 = { instancePath: instancePath + "/sources/" + i1 + "/displayedTimestampValueExpression", schemaPath: "#/properties/sources/items/properties/displayedTimestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err172];
                                    }
                                    else {
                                        vErrors.push(err172);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceIdExpression !== undefined) {
                                if (typeof data13.traceIdExpression !== "string") {
                                    const err173 = { instancePath: instancePath + "/sources/" + i1 + "/traceIdExpression", schemaPath: "#/properties/sources/items/properties/traceIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err173];
                                    }
                                    else {
                                        vErrors.push(err173);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanIdExpression !== undefined) {
                                if (typeof data13.spanIdExpression !== "string") {
                                    const err174 = { instancePath: instancePath + "/sources/" + i1 + "/spanIdExpression", schemaPath: "#/properties/sources/items/properties/spanIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err174];
                                    }
                                    else {
                                        vErrors.push(err174);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.implicitColumnExpression !== undefined) {
                                if (typeof data13.implicitColumnExpression !== "string") {
                                    const err175 = { instancePath: instancePath + "/sources/" + i1 + "/implicitColumnExpression", schemaPath: "#/properties/sources/items/properties/implicitColumnExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err175];
                                    }
                                    else {
                                        vErrors.push(err175);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.knownColumnsListExpression !== undefined) {
                                if (typeof data13.knownColumnsListExpression !== "string") {
                                    const err176 = { instancePath: instancePath + "/sources/" + i1 + "/knownColumnsListExpression", schemaPath: "#/properties/sources/items/properties/knownColumnsListExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err176];
                                    }
                                    else {
                                        vErrors.push(err176);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.tableFilterExpression !== undefined) {
                                if (typeof data13.tableFilterExpression !== "string") {
                                    const err177 = { instancePath: instancePath + "/sources/" + i1 + "/tableFilterExpression", schemaPath: "#/properties/sources/items/properties/tableFilterExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err177];
                                    }
                                    else {
                                        vErrors.push(err177);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.highlightedTraceAttributeExpressions !== undefined) {
                                let data59 = data13.highlightedTraceAttributeExpressions;
                                if (Array.isArray(data59)) {
                                    const len3 = data59.length;
                                    for (let i3 = 0; i3 < len3; i3++) {
                                        let data60 = data59[i3];
                                        if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
                                            if (data60.sqlExpression === undefined) {
                                                const err178 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/required", keyword: "required", params: { missingProperty: "sqlExpression" } };
                                                if (vErrors === null) {
                                                    vErrors = [err178];
                                                }
                                                else {
                                                    vErrors.push(err178);
                                                }
                                                errors++;
                                            }
                                            for (const key11 in data60) {
                                                if (!(((key11 === "sqlExpression") || (key11 === "luceneExpression")) || (key11 === "alias"))) {
                                                    const err179 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err179];
                                                    }
                                                    else {
                                                        vErrors.push(err179);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.sqlExpression !== undefined) {
                                                let data61 = data60.sqlExpression;
                                                if (typeof data61 === "string") {
                                                    if (func3(data61) < 1) {
                                                        const err180 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/sqlExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err180];
                                                        }
                                                        else {
                                                            vErrors.push(err180);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err181 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/sqlExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err181];
                                                    }
                                                    else {
                                                        vErrors.push(err181);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.luceneExpression !== undefined) {
                                                if (typeof data60.luceneExpression !== "string") {
                                                    const err182 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/luceneExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/luceneExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err182];
                                                    }
                                                    else {
                                                        vErrors.push(err182);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.alias !== undefined) {
                                                if (typeof data60.alias !== "string") {
                                                    const err183 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/alias", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/alias/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err183];
                                                    }
                                                    else {
                                                        vErrors.push(err183);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err184 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err184];
                                            }
                                            else {
                                                vErrors.push(err184);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err185 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err185];
                                    }
                                    else {
                                        vErrors.push(err185);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.highlightedRowAttributeExpressions !== undefined) {
                                let data64 = data13.highlightedRowAttributeExpressions;
                                if (Array.isArray(data64)) {
                                    const len4 = data64.length;
                                    for (let i4 = 0; i4 < len4; i4++) {
                                        let data65 = data64[i4];
                                        if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                            if (data65.sqlExpression === undefined) {
                                                const err186 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/required", keyword: "required", params: { missingProperty: "sqlExpression" } };
                                                if (vErrors === null) {
                                                    vErrors = [err186];
                                                }
                                                else {
                                                    vErrors.push(err186);
                                                }
                                                errors++;
                                            }
                                            for (const key12 in data65) {
                                                if (!(((key12 === "sqlExpression") || (key12 === "luceneExpression")) || (key12 === "alias"))) {
                                                    const err187 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err187];
                                                    }
                                                    else {
                                                        vErrors.push(err187);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.sqlExpression !== undefined) {
                                                let data66 = data65.sqlExpression;
                                                if (typeof data66 === "string") {
                                                    if (func3(data66) < 1) {
                                                        const err188 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/sqlExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err188];
                                                        }
                                                        else {
                                                            vErrors.push(err188);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err189 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/sqlExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err189];
                                                    }
                                                    else {
                                                        vErrors.push(err189);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.luceneExpression !== undefined) {
                                                if (typeof data65.luceneExpression !== "string") {
                                                    const err190 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/luceneExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/luceneExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err190];
                                                    }
                                                    else {
                                                        vErrors.push(err190);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.alias !== undefined) {
                                                if (typeof data65.alias !== "string") {
                                                    const err191 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/alias", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/alias/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err191];
                                                    }
                                                    else {
                                                        vErrors.push(err191);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err192 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err192];
                                            }
                                            else {
                                                vErrors.push(err192);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err193 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err193];
                                    }
                                    else {
                                        vErrors.push(err193);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.materializedViews !== undefined) {
                                let data69 = data13.materializedViews;
                                if (Array.isArray(data69)) {
                                    const len5 = data69.length;
                                    for (let i5 = 0; i5 < len5; i5++) {
                                        let data70 = data69[i5];
                                        if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                            if (data70.databaseName === undefined) {
                                                const err194 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                                if (vErrors === null) {
                                                    vErrors = [err194];
                                                }
                                                else {
                                                    vErrors.push(err194);
                                                }
                                                errors++;
                                            }
                                            if (data70.tableName === undefined) {
                                                const err195 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "tableName" } };
                                                if (vErrors === null) {
                                                    vErrors = [err195];
                                                }
                                                else {
                                                    vErrors.push(err195);
                                                }
                                                errors++;
                                            }
                                            if (data70.dimensionColumns === undefined) {
                                                const err196 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "dimensionColumns" } };
                                                if (vErrors === null) {
                                                    vErrors = [err196];
                                                }
                                                else {
                                                    vErrors.push(err196);
                                                }
                                                errors++;
                                            }
                                            if (data70.minGranularity === undefined) {
                                                const err197 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "minGranularity" } };
                                                if (vErrors === null) {
                                                    vErrors = [err197];
                                                }
                                                else {
                                                    vErrors.push(err197);
                                                }
                                                errors++;
                                            }
                                            if (data70.timestampColumn === undefined) {
                                                const err198 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "timestampColumn" } };
                                                if (vErrors === null) {
                                                    vErrors = [err198];
                                                }
                                                else {
                                                    vErrors.push(err198);
                                                }
                                                errors++;
                                            }
                                            if (data70.aggregatedColumns === undefined) {
                                                const err199 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "aggregatedColumns" } };
                                                if (vErrors === null) {
                                                    vErrors = [err199];
                                                }
                                                else {
                                                    vErrors.push(err199);
                                                }
                                                errors++;
                                            }
                                            for (const key13 in data70) {
                                                if (!(((((((key13 === "databaseName") || (key13 === "tableName")) || (key13 === "dimensionColumns")) || (key13 === "minGranularity")) || (key13 === "minDate")) || (key13 === "timestampColumn")) || (key13 === "aggregatedColumns"))) {
                                                    const err200 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err200];
                                                    }
                                                    else {
                                                        vErrors.push(err200);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.databaseName !== undefined) {
                                                let data71 = data70.databaseName;
                                                if (typeof data71 === "string") {
                                                    if (func3(data71) < 1) {
                                                        const err201 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/databaseName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err201];
                                                        }
                                                        else {
                                                            vErrors.push(err201);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err202 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/databaseName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err202];
                                                    }
                                                    else {
                                                        vErrors.push(err202);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.tableName !== undefined) {
                                                let data72 = data70.tableName;
                                                if (typeof data72 === "string") {
                                                    if (func3(data72) < 1) {
                                                        const err203 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/tableName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err203];
                                                        }
                                                        else {
                                                            vErrors.push(err203);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err204 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/tableName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err204];
                                                    }
                                                    else {
                                                        vErrors.push(err204);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.dimensionColumns !== undefined) {
                                                if (typeof data70.dimensionColumns !== "string") {
                                                    const err205 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/dimensionColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/dimensionColumns/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err205];
                                                    }
                                                    else {
                                                        vErrors.push(err205);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.minGranularity !== undefined) {
                                                let data74 = data70.minGranularity;
                                                if (typeof data74 === "string") {
                                                    if (!pattern7.test(data74)) {
                                                        const err206 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minGranularity", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minGranularity/pattern", keyword: "pattern", params: { pattern: "^[0-9]+[smhd]$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err206];
                                                        }
                                                        else {
                                                            vErrors.push(err206);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err207 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minGranularity", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minGranularity/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err207];
                                                    }
                                                    else {
                                                        vErrors.push(err207);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.minDate !== undefined) {
                                                let data75 = data70.minDate;
                                                if (typeof data75 === "string") {
                                                    if (!pattern8.test(data75)) {
                                                        const err208 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minDate", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minDate/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err208];
                                                        }
                                                        else {
                                                            vErrors.push(err208);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err209 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minDate", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minDate/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err209];
                                                    }
                                                    else {
                                                        vErrors.push(err209);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.timestampColumn !== undefined) {
                                                let data76 = data70.timestampColumn;
                                                if (typeof data76 === "string") {
                                                    if (func3(data76) < 1) {
                                                        const err210 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/timestampColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/timestampColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err210];
                                                        }
                                                        else {
                                                            vErrors.push(err210);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err211 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/timestampColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/timestampColumn/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err211];
                                                    }
                                                    else {
                                                        vErrors.push(err211);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.aggregatedColumns !== undefined) {
                                                let data77 = data70.aggregatedColumns;
                                                if (Array.isArray(data77)) {
                                                    if (data77.length < 1) {
                                                        const err212 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/minItems", keyword: "minItems", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err212];
                                                        }
                                                        else {
                                                            vErrors.push(err212);
                                                        }
                                                        errors++;
                                                    }
                                                    const len6 = data77.length;
                                                    for (let i6 = 0; i6 < len6; i6++) {
                                                        let data78 = data77[i6];
                                                        const _errs282 = errors;
                                                        let valid61 = true;
                                                        const _errs283 = errors;
                                                        if (errors === _errs283) {
                                                            if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                                if (data78.aggFn !== undefined) {
                                                                    const _errs286 = errors;
                                                                    const _errs287 = errors;
                                                                    if ("count" !== data78.aggFn) {
                                                                        const err213 = {};
                                                                        if (vErrors === null) {
                                                                            vErrors = [err213];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err213);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    var valid63 = _errs287 === errors;
                                                                    if (valid63) {
                                                                        const err214 = {};
                                                                        if (vErrors === null) {
                                                                            vErrors = [err214];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err214);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    else {
                                                                        errors = _errs286;
                                                                        if (vErrors !== null) {
                                                                            if (_errs286) {
                                                                                vErrors.length = _errs286;
                                                                            }
                                                                            else {
                                                                                vErrors = null;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                const err215 = {};
                                                                if (vErrors === null) {
                                                                    vErrors = [err215];
                                                                }
                                                                else {
                                                                    vErrors.push(err215);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        var _valid7 = _errs283 === errors;
                                                        errors = _errs282;
                                                        if (vErrors !== null) {
                                                            if (_errs282) {
                                                                vErrors.length = _errs282;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                        if (_valid7) {
                                                            const _errs288 = errors;
                                                            if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                                if (data78.sourceColumn === undefined) {
                                                                    const err216 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/required", keyword: "required", params: { missingProperty: "sourceColumn" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err216];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err216);
                                                                    }
                                                                    errors++;
                                                                }
                                                                if (data78.sourceColumn !== undefined) {
                                                                    let data80 = data78.sourceColumn;
                                                                    if (typeof data80 === "string") {
                                                                        if (func3(data80) < 1) {
                                                                            const err217 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/properties/sourceColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                                            if (vErrors === null) {
                                                                                vErrors = [err217];
                                                                            }
                                                                            else {
                                                                                vErrors.push(err217);
                                                                            }
                                                                            errors++;
                                                                        }
                                                                    }
                                                                    else {
                                                                        const err218 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/properties/sourceColumn/type", keyword: "type", params: { type: "string" } };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err218];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err218);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                const err219 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/type", keyword: "type", params: { type: "object" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err219];
                                                                }
                                                                else {
                                                                    vErrors.push(err219);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid7 = _errs288 === errors;
                                                            valid61 = _valid7;
                                                        }
                                                        if (!valid61) {
                                                            const err220 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/if", keyword: "if", params: { failingKeyword: "then" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err220];
                                                            }
                                                            else {
                                                                vErrors.push(err220);
                                                            }
                                                            errors++;
                                                        }
                                                        if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                            if (data78.aggFn === undefined) {
                                                                const err221 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/required", keyword: "required", params: { missingProperty: "aggFn" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err221];
                                                                }
                                                                else {
                                                                    vErrors.push(err221);
                                                                }
                                                                errors++;
                                                            }
                                                            if (data78.mvColumn === undefined) {
                                                                const err222 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/required", keyword: "required", params: { missingProperty: "mvColumn" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err222];
                                                                }
                                                                else {
                                                                    vErrors.push(err222);
                                                                }
                                                                errors++;
                                                            }
                                                            for (const key14 in data78) {
                                                                if (!(((key14 === "sourceColumn") || (key14 === "aggFn")) || (key14 === "mvColumn"))) {
                                                                    const err223 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err223];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err223);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.sourceColumn !== undefined) {
                                                                if (typeof data78.sourceColumn !== "string") {
                                                                    const err224 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/sourceColumn/type", keyword: "type", params: { type: "string" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err224];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err224);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.aggFn !== undefined) {
                                                                let data82 = data78.aggFn;
                                                                if (!((((((((((((data82 === "avg") || (data82 === "count")) || (data82 === "count_distinct")) || (data82 === "last_value")) || (data82 === "max")) || (data82 === "min")) || (data82 === "quantile")) || (data82 === "sum")) || (data82 === "any")) || (data82 === "none")) || (data82 === "increase")) || (data82 === "histogram"))) {
                                                                    const err225 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/aggFn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/aggFn/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.materializedViews.items.properties.aggregatedColumns.items.properties.aggFn.enum } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err225];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err225);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.mvColumn !== undefined) {
                                                                let data83 = data78.mvColumn;
                                                                if (typeof data83 === "string") {
                                                                    if (func3(data83) < 1) {
                                                                        const err226 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/mvColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/mvColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err226];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err226);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                                else {
                                                                    const err227 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/mvColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/mvColumn/type", keyword: "type", params: { type: "string" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err227];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err227);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            const err228 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/type", keyword: "type", params: { type: "object" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err228];
                                                            }
                                                            else {
                                                                vErrors.push(err228);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err229 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/type", keyword: "type", params: { type: "array" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err229];
                                                    }
                                                    else {
                                                        vErrors.push(err229);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err230 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err230];
                                            }
                                            else {
                                                vErrors.push(err230);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err231 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews", schemaPath: "#/properties/sources/items/properties/materializedViews/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err231];
                                    }
                                    else {
                                        vErrors.push(err231);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metadataMaterializedViews !== undefined) {
                                let data84 = data13.metadataMaterializedViews;
                                if (data84 && typeof data84 == "object" && !Array.isArray(data84)) {
                                    if (data84.kvRollupTable === undefined) {
                                        const err232 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/required", keyword: "required", params: { missingProperty: "kvRollupTable" } };
                                        if (vErrors === null) {
                                            vErrors = [err232];
                                        }
                                        else {
                                            vErrors.push(err232);
                                        }
                                        errors++;
                                    }
                                    if (data84.granularity === undefined) {
                                        const err233 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/required", keyword: "required", params: { missingProperty: "granularity" } };
                                        if (vErrors === null) {
                                            vErrors = [err233];
                                        }
                                        else {
                                            vErrors.push(err233);
                                        }
                                        errors++;
                                    }
                                    for (const key15 in data84) {
                                        if (!(((key15 === "keyRollupTable") || (key15 === "kvRollupTable")) || (key15 === "granularity"))) {
                                            const err234 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 } };
                                            if (vErrors === null) {
                                                vErrors = [err234];
                                            }
                                            else {
                                                vErrors.push(err234);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.keyRollupTable !== undefined) {
                                        if (typeof data84.keyRollupTable !== "string") {
                                            const err235 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/keyRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/keyRollupTable/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err235];
                                            }
                                            else {
                                                vErrors.push(err235);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.kvRollupTable !== undefined) {
                                        let data86 = data84.kvRollupTable;
                                        if (typeof data86 === "string") {
                                            if (func3(data86) < 1) {
                                                const err236 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/kvRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/kvRollupTable/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err236];
                                                }
                                                else {
                                                    vErrors.push(err236);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err237 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/kvRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/kvRollupTable/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err237];
                                            }
                                            else {
                                                vErrors.push(err237);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.granularity !== undefined) {
                                        let data87 = data84.granularity;
                                        if (typeof data87 === "string") {
                                            if (!pattern7.test(data87)) {
                                                const err238 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/granularity", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/granularity/pattern", keyword: "pattern", params: { pattern: "^[0-9]+[smhd]$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err238];
                                                }
                                                else {
                                                    vErrors.push(err238);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err239 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/granularity", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/granularity/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err239];
                                            }
                                            else {
                                                vErrors.push(err239);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err240 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err240];
                                    }
                                    else {
                                        vErrors.push(err240);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.orderByExpression !== undefined) {
                                if (typeof data13.orderByExpression !== "string") {
                                    const err241 = { instancePath: instancePath + "/sources/" + i1 + "/orderByExpression", schemaPath: "#/properties/sources/items/properties/orderByExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err241];
                                    }
                                    else {
                                        vErrors.push(err241);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.useTextIndexForImplicitColumn !== undefined) {
                                let data89 = data13.useTextIndexForImplicitColumn;
                                if (!(((data89 === "auto") || (data89 === "enabled")) || (data89 === "disabled"))) {
                                    const err242 = { instancePath: instancePath + "/sources/" + i1 + "/useTextIndexForImplicitColumn", schemaPath: "#/properties/sources/items/properties/useTextIndexForImplicitColumn/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.useTextIndexForImplicitColumn.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err242];
                                    }
                                    else {
                                        vErrors.push(err242);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.filterSettings !== undefined) {
                                let data90 = data13.filterSettings;
                                if (true) {
                                    const err243 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err243];
                                    }
                                    else {
                                        vErrors.push(err243);
                                    }
                                    errors++;
                                }
                                if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
                                    if (data90.databaseName === undefined) {
                                        const err244 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                        if (vErrors === null) {
                                            vErrors = [err244];
                                        }
                                        else {
                                            vErrors.push(err244);
                                        }
                                        errors++;
                                    }
                                    if (data90.tableName === undefined) {
                                        const err245 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "tableName" } };
                                        if (vErrors === null) {
                                            vErrors = [err245];
                                        }
                                        else {
                                            vErrors.push(err245);
                                        }
                                        errors++;
                                    }
                                    if (data90.columns === undefined) {
                                        const err246 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "columns" } };
                                        if (vErrors === null) {
                                            vErrors = [err246];
                                        }
                                        else {
                                            vErrors.push(err246);
                                        }
                                        errors++;
                                    }
                                    for (const key16 in data90) {
                                        if (!(((key16 === "databaseName") || (key16 === "tableName")) || (key16 === "columns"))) {
                                            const err247 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 } };
                                            if (vErrors === null) {
                                                vErrors = [err247];
                                            }
                                            else {
                                                vErrors.push(err247);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.databaseName !== undefined) {
                                        let data91 = data90.databaseName;
                                        if (typeof data91 === "string") {
                                            if (func3(data91) < 1) {
                                                const err248 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/databaseName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err248];
                                                }
                                                else {
                                                    vErrors.push(err248);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err249 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/databaseName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err249];
                                            }
                                            else {
                                                vErrors.push(err249);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.tableName !== undefined) {
                                        let data92 = data90.tableName;
                                        if (typeof data92 === "string") {
                                            if (func3(data92) < 1) {
                                                const err250 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/tableName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err250];
                                                }
                                                else {
                                                    vErrors.push(err250);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err251 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/tableName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err251];
                                            }
                                            else {
                                                vErrors.push(err251);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.columns !== undefined) {
                                        let data93 = data90.columns;
                                        if (Array.isArray(data93)) {
                                            if (data93.length > 10) {
                                                const err252 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                                if (vErrors === null) {
                                                    vErrors = [err252];
                                                }
                                                else {
                                                    vErrors.push(err252);
                                                }
                                                errors++;
                                            }
                                            const len7 = data93.length;
                                            for (let i7 = 0; i7 < len7; i7++) {
                                                let data94 = data93[i7];
                                                if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
                                                    if (data94.name === undefined) {
                                                        const err253 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/required", keyword: "required", params: { missingProperty: "name" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err253];
                                                        }
                                                        else {
                                                            vErrors.push(err253);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data94.label === undefined) {
                                                        const err254 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/required", keyword: "required", params: { missingProperty: "label" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err254];
                                                        }
                                                        else {
                                                            vErrors.push(err254);
                                                        }
                                                        errors++;
                                                    }
                                                    for (const key17 in data94) {
                                                        if (!((key17 === "name") || (key17 === "label"))) {
                                                            const err255 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err255];
                                                            }
                                                            else {
                                                                vErrors.push(err255);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data94.name !== undefined) {
                                                        if (typeof data94.name !== "string") {
                                                            const err256 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7 + "/name", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err256];
                                                            }
                                                            else {
                                                                vErrors.push(err256);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data94.label !== undefined) {
                                                        if (typeof data94.label !== "string") {
                                                            const err257 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7 + "/label", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/properties/label/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err257];
                                                            }
                                                            else {
                                                                vErrors.push(err257);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err258 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err258];
                                                    }
                                                    else {
                                                        vErrors.push(err258);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err259 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/type", keyword: "type", params: { type: "array" } };
                                            if (vErrors === null) {
                                                vErrors = [err259];
                                            }
                                            else {
                                                vErrors.push(err259);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err260 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err260];
                                    }
                                    else {
                                        vErrors.push(err260);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.durationExpression !== undefined) {
                                let data97 = data13.durationExpression;
                                if (typeof data97 === "string") {
                                    if (func3(data97) < 1) {
                                        const err261 = { instancePath: instancePath + "/sources/" + i1 + "/durationExpression", schemaPath: "#/properties/sources/items/properties/durationExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err261];
                                        }
                                        else {
                                            vErrors.push(err261);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err262 = { instancePath: instancePath + "/sources/" + i1 + "/durationExpression", schemaPath: "#/properties/sources/items/properties/durationExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err262];
                                    }
                                    else {
                                        vErrors.push(err262);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.durationPrecision !== undefined) {
                                let data98 = data13.durationPrecision;
                                if (!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))) {
                                    const err263 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/type", keyword: "type", params: { type: "integer" } };
                                    if (vErrors === null) {
                                        vErrors = [err263];
                                    }
                                    else {
                                        vErrors.push(err263);
                                    }
                                    errors++;
                                }
                                if ((typeof data98 == "number") && (isFinite(data98))) {
                                    if (data98 > 9 || isNaN(data98)) {
                                        const err264 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9 } };
                                        if (vErrors === null) {
                                            vErrors = [err264];
                                        }
                                        else {
                                            vErrors.push(err264);
                                        }
                                        errors++;
                                    }
                                    if (data98 < 0 || isNaN(data98)) {
                                        const err265 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                        if (vErrors === null) {
                                            vErrors = [err265];
                                        }
                                        else {
                                            vErrors.push(err265);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data13.parentSpanIdExpression !== undefined) {
                                let data99 = data13.parentSpanIdExpression;
                                if (typeof data99 === "string") {
                                    if (func3(data99) < 1) {
                                        const err266 = { instancePath: instancePath + "/sources/" + i1 + "/parentSpanIdExpression", schemaPath: "#/properties/sources/items/properties/parentSpanIdExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err266];
                                        }
                                        else {
                                            vErrors.push(err266);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err267 = { instancePath: instancePath + "/sources/" + i1 + "/parentSpanIdExpression", schemaPath: "#/properties/sources/items/properties/parentSpanIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err267];
                                    }
                                    else {
                                        vErrors.push(err267);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanNameExpression !== undefined) {
                                let data100 = data13.spanNameExpression;
                                if (typeof data100 === "string") {
                                    if (func3(data100) < 1) {
                                        const err268 = { instancePath: instancePath + "/sources/" + i1 + "/spanNameExpression", schemaPath: "#/properties/sources/items/properties/spanNameExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err268];
                                        }
                                        else {
                                            vErrors.push(err268);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err269 = { instancePath: instancePath + "/sources/" + i1 + "/spanNameExpression", schemaPath: "#/properties/sources/items/properties/spanNameExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err269];
                                    }
                                    else {
                                        vErrors.push(err269);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanKindExpression !== undefined) {
                                let data101 = data13.spanKindExpression;
                                if (typeof data101 === "string") {
                                    if (func3(data101) < 1) {
                                        const err270 = { instancePath: instancePath + "/sources/" + i1 + "/spanKindExpression", schemaPath: "#/properties/sources/items/properties/spanKindExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err270];
                                        }
                                        else {
                                            vErrors.push(err270);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err271 = { instancePath: instancePath + "/sources/" + i1 + "/spanKindExpression", schemaPath: "#/properties/sources/items/properties/spanKindExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err271];
                                    }
                                    else {
                                        vErrors.push(err271);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sampleRateExpression !== undefined) {
                                if (typeof data13.sampleRateExpression !== "string") {
                                    const err272 = { instancePath: instancePath + "/sources/" + i1 + "/sampleRateExpression", schemaPath: "#/properties/sources/items/properties/sampleRateExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err272];
                                    }
                                    else {
                                        vErrors.push(err272);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.statusCodeExpression !== undefined) {
                                if (typeof data13.statusCodeExpression !== "string") {
                                    const err273 = { instancePath: instancePath + "/sources/" + i1 + "/statusCodeExpression", schemaPath: "#/properties/sources/items/properties/statusCodeExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err273];
                                    }
                                    else {
                                        vErrors.push(err273);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.statusMessageExpression !== undefined) {
                                if (typeof data13.statusMessageExpression !== "string") {
                                    const err274 = { instancePath: instancePath + "/sources/" + i1 + "/statusMessageExpression", schemaPath: "#/properties/sources/items/properties/statusMessageExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err274];
                                    }
                                    else {
                                        vErrors.push(err274);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanEventsValueExpression !== undefined) {
                                if (typeof data13.spanEventsValueExpression !== "string") {
                                    const err275 = { instancePath: instancePath + "/sources/" + i1 + "/spanEventsValueExpression", schemaPath: "#/properties/sources/items/properties/spanEventsValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err275];
                                    }
                                    else {
                                        vErrors.push(err275);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanLinksValueExpression !== undefined) {
                                if (typeof data13.spanLinksValueExpression !== "string") {
                                    const err276 = { instancePath: instancePath + "/sources/" + i1 + "/spanLinksValueExpression", schemaPath: "#/properties/sources/items/properties/spanLinksValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err276];
                                    }
                                    else {
                                        vErrors.push(err276);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricTables !== undefined) {
                                let data107 = data13.metricTables;
                                if (data107 && typeof data107 == "object" && !Array.isArray(data107)) {
                                    if (Object.keys(data107).length < 1) {
                                        const err277 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/minProperties", keyword: "minProperties", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err277];
                                        }
                                        else {
                                            vErrors.push(err277);
                                        }
                                        errors++;
                                    }
                                    for (const key18 in data107) {
                                        if (!(((((key18 === "gauge") || (key18 === "histogram")) || (key18 === "sum")) || (key18 === "summary")) || (key18 === "exponential histogram"))) {
                                            const err278 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 } };
                                            if (vErrors === null) {
                                                vErrors = [err278];
                                            }
                                            else {
                                                vErrors.push(err278);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.gauge !== undefined) {
                                        let data108 = data107.gauge;
                                        if (typeof data108 === "string") {
                                            if (func3(data108) < 1) {
                                                const err279 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/gauge", schemaPath: "#/properties/sources/items/properties/metricTables/properties/gauge/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err279];
                                                }
                                                else {
                                                    vErrors.push(err279);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err280 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/gauge", schemaPath: "#/properties/sources/items/properties/metricTables/properties/gauge/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err280];
                                            }
                                            else {
                                                vErrors.push(err280);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.histogram !== undefined) {
                                        let data109 = data107.histogram;
                                        if (typeof data109 === "string") {
                                            if (func3(data109) < 1) {
                                                const err281 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/histogram/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err281];
                                                }
                                                else {
                                                    vErrors.push(err281);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err282 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/histogram/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err282];
                                            }
                                            else {
                                                vErrors.push(err282);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.sum !== undefined) {
                                        let data110 = data107.sum;
                                        if (typeof data110 === "string") {
                                            if (func3(data110) < 1) {
                                                const err283 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/sum", schemaPath: "#/properties/sources/items/properties/metricTables/properties/sum/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err283];
                                                }
                                                else {
                                                    vErrors.push(err283);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err284 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/sum", schemaPath: "#/properties/sources/items/properties/metricTables/properties/sum/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err284];
                                            }
                                            else {
                                                vErrors.push(err284);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.summary !== undefined) {
                                        let data111 = data107.summary;
                                        if (typeof data111 === "string") {
                                            if (func3(data111) < 1) {
                                                const err285 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/summary", schemaPath: "#/properties/sources/items/properties/metricTables/properties/summary/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err285];
                                                }
                                                else {
                                                    vErrors.push(err285);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err286 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/summary", schemaPath: "#/properties/sources/items/properties/metricTables/properties/summary/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err286];
                                            }
                                            else {
                                                vErrors.push(err286);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107["exponential histogram"] !== undefined) {
                                        let data112 = data107["exponential histogram"];
                                        if (typeof data112 === "string") {
                                            if (func3(data112) < 1) {
                                                const err287 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/exponential histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/exponential%20histogram/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err287];
                                                }
                                                else {
                                                    vErrors.push(err287);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err288 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/exponential histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/exponential%20histogram/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err288];
                                            }
                                            else {
                                                vErrors.push(err288);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err289 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err289];
                                    }
                                    else {
                                        vErrors.push(err289);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.seriesTable !== undefined) {
                                if (typeof data13.seriesTable !== "string") {
                                    const err290 = { instancePath: instancePath + "/sources/" + i1 + "/seriesTable", schemaPath: "#/properties/sources/items/properties/seriesTable/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err290];
                                    }
                                    else {
                                        vErrors.push(err290);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.logSource !== undefined) {
                                let data114 = data13.logSource;
                                if (typeof data114 === "string") {
                                    if (func3(data114) < 1) {
                                        const err291 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err291];
                                        }
                                        else {
                                            vErrors.push(err291);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data114)) {
                                        const err292 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err292];
                                        }
                                        else {
                                            vErrors.push(err292);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err293 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err293];
                                    }
                                    else {
                                        vErrors.push(err293);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.logSourceId !== undefined) {
                                let data115 = data13.logSourceId;
                                if (typeof data115 === "string") {
                                    if (func3(data115) < 1) {
                                        const err294 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err294];
                                        }
                                        else {
                                            vErrors.push(err294);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data115)) {
                                        const err295 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err295];
                                        }
                                        else {
                                            vErrors.push(err295);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err296 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err296];
                                    }
                                    else {
                                        vErrors.push(err296);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceSource !== undefined) {
                                let data116 = data13.traceSource;
                                if (typeof data116 === "string") {
                                    if (func3(data116) < 1) {
                                        const err297 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err297];
                                        }
                                        else {
                                            vErrors.push(err297);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data116)) {
                                        const err298 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err298];
                                        }
                                        else {
                                            vErrors.push(err298);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err299 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err299];
                                    }
                                    else {
                                        vErrors.push(err299);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceSourceId !== undefined) {
                                let data117 = data13.traceSourceId;
                                if (typeof data117 === "string") {
                                    if (func3(data117) < 1) {
                                        const err300 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err300];
                                        }
                                        else {
                                            vErrors.push(err300);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data117)) {
                                        const err301 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err301];
                                        }
                                        else {
                                            vErrors.push(err301);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err302 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err302];
                                    }
                                    else {
                                        vErrors.push(err302);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricSource !== undefined) {
                                let data118 = data13.metricSource;
                                if (typeof data118 === "string") {
                                    if (func3(data118) < 1) {
                                        const err303 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err303];
                                        }
                                        else {
                                            vErrors.push(err303);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data118)) {
                                        const err304 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err304];
                                        }
                                        else {
                                            vErrors.push(err304);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err305 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err305];
                                    }
                                    else {
                                        vErrors.push(err305);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricSourceId !== undefined) {
                                let data119 = data13.metricSourceId;
                                if (typeof data119 === "string") {
                                    if (func3(data119) < 1) {
                                        const err306 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err306];
                                        }
                                        else {
                                            vErrors.push(err306);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data119)) {
                                        const err307 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err307];
                                        }
                                        else {
                                            vErrors.push(err307);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err308 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err308];
                                    }
                                    else {
                                        vErrors.push(err308);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sessionSource !== undefined) {
                                let data120 = data13.sessionSource;
                                if (typeof data120 === "string") {
                                    if (func3(data120) < 1) {
                                        const err309 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err309];
                                        }
                                        else {
                                            vErrors.push(err309);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data120)) {
                                        const err310 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err310];
                                        }
                                        else {
                                            vErrors.push(err310);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err311 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err311];
                                    }
                                    else {
                                        vErrors.push(err311);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sessionSourceId !== undefined) {
                                let data121 = data13.sessionSourceId;
                                if (typeof data121 === "string") {
                                    if (func3(data121) < 1) {
                                        const err312 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err312];
                                        }
                                        else {
                                            vErrors.push(err312);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data121)) {
                                        const err313 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err313];
                                        }
                                        else {
                                            vErrors.push(err313);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err314 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err314];
                                    }
                                    else {
                                        vErrors.push(err314);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err315 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err315];
                            }
                            else {
                                vErrors.push(err315);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err316 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err316];
                    }
                    else {
                        vErrors.push(err316);
                    }
                    errors++;
                }
            }
            if (data.savedSearches !== undefined) {
                let data122 = data.savedSearches;
                if (Array.isArray(data122)) {
                    const len8 = data122.length;
                    for (let i8 = 0; i8 < len8; i8++) {
                        let data123 = data122[i8];
                        const _errs390 = errors;
                        let valid74 = false;
                        let passing0 = null;
                        const _errs391 = errors;
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.source === undefined) {
                                const err317 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf/0/required", keyword: "required", params: { missingProperty: "source" } };
                                if (vErrors === null) {
                                    vErrors = [err317];
                                }
                                else {
                                    vErrors.push(err317);
                                }
                                errors++;
                            }
                        }
                        var _valid8 = _errs391 === errors;
                        if (_valid8) {
                            valid74 = true;
                            passing0 = 0;
                        }
                        const _errs392 = errors;
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.sourceId === undefined) {
                                const err318 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf/1/required", keyword: "required", params: { missingProperty: "sourceId" } };
                                if (vErrors === null) {
                                    vErrors = [err318];
                                }
                                else {
                                    vErrors.push(err318);
                                }
                                errors++;
                            }
                        }
                        var _valid8 = _errs392 === errors;
                        if (_valid8 && valid74) {
                            valid74 = false;
                            passing0 = [passing0, 1];
                        }
                        else {
                            if (_valid8) {
                                valid74 = true;
                                passing0 = 1;
                            }
                        }
                        if (!valid74) {
                            const err319 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                            if (vErrors === null) {
                                vErrors = [err319];
                            }
                            else {
                                vErrors.push(err319);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs390;
                            if (vErrors !== null) {
                                if (_errs390) {
                                    vErrors.length = _errs390;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.name === undefined) {
                                const err320 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err320];
                                }
                                else {
                                    vErrors.push(err320);
                                }
                                errors++;
                            }
                            for (const key19 in data123) {
                                if (!(func2.call(schema11.properties.savedSearches.items.properties, key19))) {
                                    const err321 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 } };
                                    if (vErrors === null) {
                                        vErrors = [err321];
                                    }
                                    else {
                                        vErrors.push(err321);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.name !== undefined) {
                                let data124 = data123.name;
                                if (typeof data124 === "string") {
                                    if (func3(data124) > 1024) {
                                        const err322 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err322];
                                        }
                                        else {
                                            vErrors.push(err322);
                                        }
                                        errors++;
                                    }
                                    if (func3(data124) < 1) {
                                        const err323 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err323];
                                        }
                                        else {
                                            vErrors.push(err323);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data124)) {
                                        const err324 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err324];
                                        }
                                        else {
                                            vErrors.push(err324);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err325 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err325];
                                    }
                                    else {
                                        vErrors.push(err325);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.was !== undefined) {
                                let data125 = data123.was;
                                if (typeof data125 === "string") {
                                    if (func3(data125) < 1) {
                                        const err326 = { instancePath: instancePath + "/savedSearches/" + i8 + "/was", schemaPath: "#/properties/savedSearches/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err326];
                                        }
                                        else {
                                            vErrors.push(err326);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err327 = { instancePath: instancePath + "/savedSearches/" + i8 + "/was", schemaPath: "#/properties/savedSearches/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err327];
                                    }
                                    else {
                                        vErrors.push(err327);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.adopt !== undefined) {
                                if (typeof data123.adopt !== "boolean") {
                                    const err328 = { instancePath: instancePath + "/savedSearches/" + i8 + "/adopt", schemaPath: "#/properties/savedSearches/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err328];
                                    }
                                    else {
                                        vErrors.push(err328);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.source !== undefined) {
                                let data127 = data123.source;
                                if (typeof data127 === "string") {
                                    if (func3(data127) < 1) {
                                        const err329 = { instancePath: instancePath + "/savedSearches/" + i8 + "/source", schemaPath: "#/properties/savedSearches/items/properties/source/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err329];
                                        }
                                        else {
                                            vErrors.push(err329);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err330 = { instancePath: instancePath + "/savedSearches/" + i8 + "/source", schemaPath: "#/properties/savedSearches/items/properties/source/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err330];
                                    }
                                    else {
                                        vErrors.push(err330);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.sourceId !== undefined) {
                                let data128 = data123.sourceId;
                                if (typeof data128 === "string") {
                                    if (!pattern6.test(data128)) {
                                        const err331 = { instancePath: instancePath + "/savedSearches/" + i8 + "/sourceId", schemaPath: "#/properties/savedSearches/items/properties/sourceId/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{24}$" } };
                                        if (vErrors === null) {
                                            vErrors = [err331];
                                        }
                                        else {
                                            vErrors.push(err331);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err332 = { instancePath: instancePath + "/savedSearches/" + i8 + "/sourceId", schemaPath: "#/properties/savedSearches/items/properties/sourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err332];
                                    }
                                    else {
                                        vErrors.push(err332);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.select !== undefined) {
                                let data129 = data123.select;
                                if (typeof data129 === "string") {
                                    if (func3(data129) > 4096) {
                                        const err333 = { instancePath: instancePath + "/savedSearches/" + i8 + "/select", schemaPath: "#/properties/savedSearches/items/properties/select/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                        if (vErrors === null) {
                                            vErrors = [err333];
                                        }
                                        else {
                                            vErrors.push(err333);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err334 = { instancePath: instancePath + "/savedSearches/" + i8 + "/select", schemaPath: "#/properties/savedSearches/items/properties/select/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err334];
                                    }
                                    else {
                                        vErrors.push(err334);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.where !== undefined) {
                                let data130 = data123.where;
                                if (typeof data130 === "string") {
                                    if (func3(data130) > 8192) {
                                        const err335 = { instancePath: instancePath + "/savedSearches/" + i8 + "/where", schemaPath: "#/properties/savedSearches/items/properties/where/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                        if (vErrors === null) {
                                            vErrors = [err335];
                                        }
                                        else {
                                            vErrors.push(err335);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err336 = { instancePath: instancePath + "/savedSearches/" + i8 + "/where", schemaPath: "#/properties/savedSearches/items/properties/where/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err336];
                                    }
                                    else {
                                        vErrors.push(err336);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.whereLanguage !== undefined) {
                                let data131 = data123.whereLanguage;
                                if (!((data131 === "lucene") || (data131 === "sql"))) {
                                    const err337 = { instancePath: instancePath + "/savedSearches/" + i8 + "/whereLanguage", schemaPath: "#/properties/savedSearches/items/properties/whereLanguage/enum", keyword: "enum", params: { allowedValues: schema11.properties.savedSearches.items.properties.whereLanguage.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err337];
                                    }
                                    else {
                                        vErrors.push(err337);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.orderBy !== undefined) {
                                let data132 = data123.orderBy;
                                if (typeof data132 === "string") {
                                    if (func3(data132) > 1024) {
                                        const err338 = { instancePath: instancePath + "/savedSearches/" + i8 + "/orderBy", schemaPath: "#/properties/savedSearches/items/properties/orderBy/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err338];
                                        }
                                        else {
                                            vErrors.push(err338);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err339 = { instancePath: instancePath + "/savedSearches/" + i8 + "/orderBy", schemaPath: "#/properties/savedSearches/items/properties/orderBy/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err339];
                                    }
                                    else {
                                        vErrors.push(err339);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.tags !== undefined) {
                                let data133 = data123.tags;
                                if (Array.isArray(data133)) {
                                    if (data133.length > 49) {
                                        const err340 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/maxItems", keyword: "maxItems", params: { limit: 49 } };
                                        if (vErrors === null) {
                                            vErrors = [err340];
                                        }
                                        else {
                                            vErrors.push(err340);
                                        }
                                        errors++;
                                    }
                                    const len9 = data133.length;
                                    for (let i9 = 0; i9 < len9; i9++) {
                                        let data134 = data133[i9];
                                        const _errs418 = errors;
                                        const _errs419 = errors;
                                        if (typeof data134 === "string") {
                                            if (!pattern20.test(data134)) {
                                                const err341 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err341];
                                                }
                                                else {
                                                    vErrors.push(err341);
                                                }
                                                errors++;
                                            }
                                        }
                                        var valid78 = _errs419 === errors;
                                        if (valid78) {
                                            const err342 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/not", keyword: "not", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err342];
                                            }
                                            else {
                                                vErrors.push(err342);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs418;
                                            if (vErrors !== null) {
                                                if (_errs418) {
                                                    vErrors.length = _errs418;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        if (typeof data134 === "string") {
                                            if (func3(data134) > 32) {
                                                const err343 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                                if (vErrors === null) {
                                                    vErrors = [err343];
                                                }
                                                else {
                                                    vErrors.push(err343);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err344 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err344];
                                            }
                                            else {
                                                vErrors.push(err344);
                                            }
                                            errors++;
                                        }
                                    }
                                    let i10 = data133.length;
                                    let j0;
                                    if (i10 > 1) {
                                        const indices0 = {};
                                        for (; i10--;) {
                                            let item0 = data133[i10];
                                            if (typeof item0 !== "string") {
                                                continue;
                                            }
                                            if (typeof indices0[item0] == "number") {
                                                j0 = indices0[item0];
                                                const err345 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i10, j: j0 } };
                                                if (vErrors === null) {
                                                    vErrors = [err345];
                                                }
                                                else {
                                                    vErrors.push(err345);
                                                }
                                                errors++;
                                                break;
                                            }
                                            indices0[item0] = i10;
                                        }
                                    }
                                }
                                else {
                                    const err346 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err346];
                                    }
                                    else {
                                        vErrors.push(err346);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.filters !== undefined) {
                                let data135 = data123.filters;
                                if (Array.isArray(data135)) {
                                    if (data135.length > 100) {
                                        const err347 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters", schemaPath: "#/properties/savedSearches/items/properties/filters/maxItems", keyword: "maxItems", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err347];
                                        }
                                        else {
                                            vErrors.push(err347);
                                        }
                                        errors++;
                                    }
                                    const len10 = data135.length;
                                    for (let i11 = 0; i11 < len10; i11++) {
                                        let data136 = data135[i11];
                                        const _errs424 = errors;
                                        let valid82 = false;
                                        const _errs425 = errors;
                                        if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                            if (data136.condition === undefined) {
                                                const err348 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/required", keyword: "required", params: { missingProperty: "condition" } };
                                                if (vErrors === null) {
                                                    vErrors = [err348];
                                                }
                                                else {
                                                    vErrors.push(err348);
                                                }
                                                errors++;
                                            }
                                            for (const key20 in data136) {
                                                if (!((key20 === "type") || (key20 === "condition"))) {
                                                    const err349 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err349];
                                                    }
                                                    else {
                                                        vErrors.push(err349);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data136.type !== undefined) {
                                                if ("sql" !== data136.type) {
                                                    const err350 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/type/const", keyword: "const", params: { allowedValue: "sql" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err350];
                                                    }
                                                    else {
                                                        vErrors.push(err350);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data136.condition !== undefined) {
                                                let data138 = data136.condition;
                                                if (typeof data138 === "string") {
                                                    if (func3(data138) > 8192) {
                                                        const err351 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/condition/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err351];
                                                        }
                                                        else {
                                                            vErrors.push(err351);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err352 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/condition/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err352];
                                                    }
                                                    else {
                                                        vErrors.push(err352);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err353 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err353];
                                            }
                                            else {
                                                vErrors.push(err353);
                                            }
                                            errors++;
                                        }
                                        var _valid9 = _errs425 === errors;
                                        valid82 = valid82 || _valid9;
                                        if (!valid82) {
                                            const _errs431 = errors;
                                            if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                                if (data136.type === undefined) {
                                                    const err354 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/required", keyword: "required", params: { missingProperty: "type" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err354];
                                                    }
                                                    else {
                                                        vErrors.push(err354);
                                                    }
                                                    errors++;
                                                }
                                                if (data136.condition === undefined) {
                                                    const err355 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/required", keyword: "required", params: { missingProperty: "condition" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err355];
                                                    }
                                                    else {
                                                        vErrors.push(err355);
                                                    }
                                                    errors++;
                                                }
                                                for (const key21 in data136) {
                                                    if (!((key21 === "type") || (key21 === "condition"))) {
                                                        const err356 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err356];
                                                        }
                                                        else {
                                                            vErrors.push(err356);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data136.type !== undefined) {
                                                    if ("lucene" !== data136.type) {
                                                        const err357 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/type/const", keyword: "const", params: { allowedValue: "lucene" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err357];
                                                        }
                                                        else {
                                                            vErrors.push(err357);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data136.condition !== undefined) {
                                                    let data140 = data136.condition;
                                                    if (typeof data140 === "string") {
                                                        if (func3(data140) > 8192) {
                                                            const err358 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/condition/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err358];
                                                            }
                                                            else {
                                                                vErrors.push(err358);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err359 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/condition/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err359];
                                                        }
                                                        else {
                                                            vErrors.push(err359);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err360 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err360];
                                                }
                                                else {
                                                    vErrors.push(err360);
                                                }
                                                errors++;
                                            }
                                            var _valid9 = _errs431 === errors;
                                            valid82 = valid82 || _valid9;
                                            if (!valid82) {
                                                const _errs438 = errors;
                                                if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                                    if (data136.type === undefined) {
                                                        const err361 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "type" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err361];
                                                        }
                                                        else {
                                                            vErrors.push(err361);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.operator === undefined) {
                                                        const err362 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "operator" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err362];
                                                        }
                                                        else {
                                                            vErrors.push(err362);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.left === undefined) {
                                                        const err363 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "left" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err363];
                                                        }
                                                        else {
                                                            vErrors.push(err363);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.right === undefined) {
                                                        const err364 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "right" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err364];
                                                        }
                                                        else {
                                                            vErrors.push(err364);
                                                        }
                                                        errors++;
                                                    }
                                                    for (const key22 in data136) {
                                                        if (!((((key22 === "type") || (key22 === "operator")) || (key22 === "left")) || (key22 === "right"))) {
                                                            const err365 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err365];
                                                            }
                                                            else {
                                                                vErrors.push(err365);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.type !== undefined) {
                                                        if ("sql_ast" !== data136.type) {
                                                            const err366 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/type/const", keyword: "const", params: { allowedValue: "sql_ast" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err366];
                                                            }
                                                            else {
                                                                vErrors.push(err366);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.operator !== undefined) {
                                                        let data142 = data136.operator;
                                                        if (!((((((data142 === "=") || (data142 === "<")) || (data142 === ">")) || (data142 === "!=")) || (data142 === "<=")) || (data142 === ">="))) {
                                                            const err367 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/operator", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/operator/enum", keyword: "enum", params: { allowedValues: schema11.properties.savedSearches.items.properties.filters.items.anyOf[2].properties.operator.enum } };
                                                            if (vErrors === null) {
                                                                vErrors = [err367];
                                                            }
                                                            else {
                                                                vErrors.push(err367);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.left !== undefined) {
                                                        let data143 = data136.left;
                                                        if (typeof data143 === "string") {
                                                            if (func3(data143) > 8192) {
                                                                const err368 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/left", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/left/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err368];
                                                                }
                                                                else {
                                                                    vErrors.push(err368);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        else {
                                                            const err369 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/left", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/left/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err369];
                                                            }
                                                            else {
                                                                vErrors.push(err369);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.right !== undefined) {
                                                        let data144 = data136.right;
                                                        if (typeof data144 === "string") {
                                                            if (func3(data144) > 8192) {
                                                                const err370 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/right", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/right/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err370];
                                                                }
                                                                else {
                                                                    vErrors.push(err370);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        else {
                                                            const err371 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/right", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/right/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err371];
                                                            }
                                                            else {
                                                                vErrors.push(err371);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err372 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err372];
                                                    }
                                                    else {
                                                        vErrors.push(err372);
                                                    }
                                                    errors++;
                                                }
                                                var _valid9 = _errs438 === errors;
                                                valid82 = valid82 || _valid9;
                                            }
                                        }
                                        if (!valid82) {
                                            const err373 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err373];
                                            }
                                            else {
                                                vErrors.push(err373);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs424;
                                            if (vErrors !== null) {
                                                if (_errs424) {
                                                    vErrors.length = _errs424;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err374 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters", schemaPath: "#/properties/savedSearches/items/properties/filters/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err374];
                                    }
                                    else {
                                        vErrors.push(err374);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err375 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err375];
                            }
                            else {
                                vErrors.push(err375);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err376 = { instancePath: instancePath + "/savedSearches", schemaPath: "#/properties/savedSearches/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err376];
                    }
                    else {
                        vErrors.push(err376);
                    }
                    errors++;
                }
            }
            if (data.webhooks !== undefined) {
                let data145 = data.webhooks;
                if (Array.isArray(data145)) {
                    const len11 = data145.length;
                    for (let i12 = 0; i12 < len11; i12++) {
                        let data146 = data145[i12];
                        const _errs452 = errors;
                        let valid88 = true;
                        const _errs453 = errors;
                        if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                            let missing10;
                            if ((data146.service === undefined) && (missing10 = "service")) {
                                const err377 = {};
                                if (vErrors === null) {
                                    vErrors = [err377];
                                }
                                else {
                                    vErrors.push(err377);
                                }
                                errors++;
                            }
                            else {
                                if (data146.service !== undefined) {
                                    if ("slack" !== data146.service) {
                                        const err378 = {};
                                        if (vErrors === null) {
                                            vErrors = [err378];
                                        }
                                        else {
                                            vErrors.push(err378);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        var _valid10 = _errs453 === errors;
                        errors = _errs452;
                        if (vErrors !== null) {
                            if (_errs452) {
                                vErrors.length = _errs452;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid10) {
                            const _errs455 = errors;
                            if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                                if (data146.body !== undefined) {
                                    const err379 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/then/properties/body/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err379];
                                    }
                                    else {
                                        vErrors.push(err379);
                                    }
                                    errors++;
                                }
                                if (data146.headers !== undefined) {
                                    const err380 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/then/properties/headers/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err380];
                                    }
                                    else {
                                        vErrors.push(err380);
                                    }
                                    errors++;
                                }
                                if (data146.queryParams !== undefined) {
                                    const err381 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/then/properties/queryParams/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err381];
                                    }
                                    else {
                                        vErrors.push(err381);
                                    }
                                    errors++;
                                }
                            }
                            var _valid10 = _errs455 === errors;
                            valid88 = _valid10;
                        }
                        if (!valid88) {
                            const err382 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err382];
                            }
                            else {
                                vErrors.push(err382);
                            }
                            errors++;
                        }
                        if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                            if (data146.name === undefined) {
                                const err383 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err383];
                                }
                                else {
                                    vErrors.push(err383);
                                }
                                errors++;
                            }
                            if (data146.service === undefined) {
                                const err384 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "service" } };
                                if (vErrors === null) {
                                    vErrors = [err384];
                                }
                                else {
                                    vErrors.push(err384);
                                }
                                errors++;
                            }
                            if (data146.url === undefined) {
                                const err385 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "url" } };
                                if (vErrors === null) {
                                    vErrors = [err385];
                                }
                                else {
                                    vErrors.push(err385);
                                }
                                errors++;
                            }
                            for (const key23 in data146) {
                                if (!(func2.call(schema11.properties.webhooks.items.properties, key23))) {
                                    const err386 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 } };
                                    if (vErrors === null) {
                                        vErrors = [err386];
                                    }
                                    else {
                                        vErrors.push(err386);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.name !== undefined) {
                                let data151 = data146.name;
                                if (typeof data151 === "string") {
                                    if (func3(data151) > 1024) {
                                        const err387 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err387];
                                        }
                                        else {
                                            vErrors.push(err387);
                                        }
                                        errors++;
                                    }
                                    if (func3(data151) < 1) {
                                        const err388 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err388];
                                        }
                                        else {
                                            vErrors.push(err388);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data151)) {
                                        const err389 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err389];
                                        }
                                        else {
                                            vErrors.push(err389);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err390 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err390];
                                    }
                                    else {
                                        vErrors.push(err390);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.was !== undefined) {
                                let data152 = data146.was;
                                if (typeof data152 === "string") {
                                    if (func3(data152) < 1) {
                                        const err391 = { instancePath: instancePath + "/webhooks/" + i12 + "/was", schemaPath: "#/properties/webhooks/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err391];
                                        }
                                        else {
                                            vErrors.push(err391);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err392 = { instancePath: instancePath + "/webhooks/" + i12 + "/was", schemaPath: "#/properties/webhooks/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err392];
                                    }
                                    else {
                                        vErrors.push(err392);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.adopt !== undefined) {
                                if (typeof data146.adopt !== "boolean") {
                                    const err393 = { instancePath: instancePath + "/webhooks/" + i12 + "/adopt", schemaPath: "#/properties/webhooks/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err393];
                                    }
                                    else {
                                        vErrors.push(err393);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.service !== undefined) {
                                let data154 = data146.service;
                                if (!(((data154 === "slack") || (data154 === "incidentio")) || (data154 === "generic"))) {
                                    const err394 = { instancePath: instancePath + "/webhooks/" + i12 + "/service", schemaPath: "#/properties/webhooks/items/properties/service/enum", keyword: "enum", params: { allowedValues: schema11.properties.webhooks.items.properties.service.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err394];
                                    }
                                    else {
                                        vErrors.push(err394);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.url !== undefined) {
                                let data155 = data146.url;
                                if (data155 && typeof data155 == "object" && !Array.isArray(data155)) {
                                    if (data155.env === undefined) {
                                        const err395 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/required", keyword: "required", params: { missingProperty: "env" } };
                                        if (vErrors === null) {
                                            vErrors = [err395];
                                        }
                                        else {
                                            vErrors.push(err395);
                                        }
                                        errors++;
                                    }
                                    for (const key24 in data155) {
                                        if (!(key24 === "env")) {
                                            const err396 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key24 } };
                                            if (vErrors === null) {
                                                vErrors = [err396];
                                            }
                                            else {
                                                vErrors.push(err396);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data155.env !== undefined) {
                                        let data156 = data155.env;
                                        if (typeof data156 === "string") {
                                            if (func3(data156) > 256) {
                                                const err397 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                if (vErrors === null) {
                                                    vErrors = [err397];
                                                }
                                                else {
                                                    vErrors.push(err397);
                                                }
                                                errors++;
                                            }
                                            if (!pattern2.test(data156)) {
                                                const err398 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err398];
                                                }
                                                else {
                                                    vErrors.push(err398);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err399 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err399];
                                            }
                                            else {
                                                vErrors.push(err399);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err400 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err400];
                                    }
                                    else {
                                        vErrors.push(err400);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.description !== undefined) {
                                let data157 = data146.description;
                                if (typeof data157 === "string") {
                                    if (func3(data157) > 1956) {
                                        const err401 = { instancePath: instancePath + "/webhooks/" + i12 + "/description", schemaPath: "#/properties/webhooks/items/properties/description/maxLength", keyword: "maxLength", params: { limit: 1956 } };
                                        if (vErrors === null) {
                                            vErrors = [err401];
                                        }
                                        else {
                                            vErrors.push(err401);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err402 = { instancePath: instancePath + "/webhooks/" + i12 + "/description", schemaPath: "#/properties/webhooks/items/properties/description/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err402];
                                    }
                                    else {
                                        vErrors.push(err402);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.body !== undefined) {
                                let data158 = data146.body;
                                if (typeof data158 === "string") {
                                    if (func3(data158) > 16384) {
                                        const err403 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/properties/body/maxLength", keyword: "maxLength", params: { limit: 16384 } };
                                        if (vErrors === null) {
                                            vErrors = [err403];
                                        }
                                        else {
                                            vErrors.push(err403);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err404 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/properties/body/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err404];
                                    }
                                    else {
                                        vErrors.push(err404);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.headers !== undefined) {
                                let data159 = data146.headers;
                                if (data159 && typeof data159 == "object" && !Array.isArray(data159)) {
                                    if (Object.keys(data159).length > 100) {
                                        const err405 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/maxProperties", keyword: "maxProperties", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err405];
                                        }
                                        else {
                                            vErrors.push(err405);
                                        }
                                        errors++;
                                    }
                                    for (const key25 in data159) {
                                        const _errs482 = errors;
                                        if (typeof key25 === "string") {
                                            if (func3(key25) > 256) {
                                                const err406 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/maxLength", keyword: "maxLength", params: { limit: 256 }, propertyName: key25 };
                                                if (vErrors === null) {
                                                    vErrors = [err406];
                                                }
                                                else {
                                                    vErrors.push(err406);
                                                }
                                                errors++;
                                            }
                                            if (!pattern23.test(key25)) {
                                                const err407 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$" }, propertyName: key25 };
                                                if (vErrors === null) {
                                                    vErrors = [err407];
                                                }
                                                else {
                                                    vErrors.push(err407);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err408 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/type", keyword: "type", params: { type: "string" }, propertyName: key25 };
                                            if (vErrors === null) {
                                                vErrors = [err408];
                                            }
                                            else {
                                                vErrors.push(err408);
                                            }
                                            errors++;
                                        }
                                        var valid93 = _errs482 === errors;
                                        if (!valid93) {
                                            const err409 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames", keyword: "propertyNames", params: { propertyName: key25 } };
                                            if (vErrors === null) {
                                                vErrors = [err409];
                                            }
                                            else {
                                                vErrors.push(err409);
                                            }
                                            errors++;
                                        }
                                    }
                                    for (const key26 in data159) {
                                        let data160 = data159[key26];
                                        const _errs486 = errors;
                                        let valid95 = false;
                                        const _errs487 = errors;
                                        if (data160 && typeof data160 == "object" && !Array.isArray(data160)) {
                                            if (data160.env === undefined) {
                                                const err410 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                                if (vErrors === null) {
                                                    vErrors = [err410];
                                                }
                                                else {
                                                    vErrors.push(err410);
                                                }
                                                errors++;
                                            }
                                            for (const key27 in data160) {
                                                if (!(key27 === "env")) {
                                                    const err411 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key27 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err411];
                                                    }
                                                    else {
                                                        vErrors.push(err411);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data160.env !== undefined) {
                                                let data161 = data160.env;
                                                if (typeof data161 === "string") {
                                                    if (func3(data161) > 256) {
                                                        const err412 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err412];
                                                        }
                                                        else {
                                                            vErrors.push(err412);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern2.test(data161)) {
                                                        const err413 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err413];
                                                        }
                                                        else {
                                                            vErrors.push(err413);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err414 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err414];
                                                    }
                                                    else {
                                                        vErrors.push(err414);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err415 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err415];
                                            }
                                            else {
                                                vErrors.push(err415);
                                            }
                                            errors++;
                                        }
                                        var _valid11 = _errs487 === errors;
                                        valid95 = valid95 || _valid11;
                                        if (!valid95) {
                                            const _errs493 = errors;
                                            if (typeof data160 === "string") {
                                                if (func3(data160) > 4096) {
                                                    const err416 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err416];
                                                    }
                                                    else {
                                                        vErrors.push(err416);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern25.test(data160)) {
                                                    const err417 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]*$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err417];
                                                    }
                                                    else {
                                                        vErrors.push(err417);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err418 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err418];
                                                }
                                                else {
                                                    vErrors.push(err418);
                                                }
                                                errors++;
                                            }
                                            var _valid11 = _errs493 === errors;
                                            valid95 = valid95 || _valid11;
                                        }
                                        if (!valid95) {
                                            const err419 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err419];
                                            }
                                            else {
                                                vErrors.push(err419);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs486;
                                            if (vErrors !== null) {
                                                if (_errs486) {
                                                    vErrors.length = _errs486;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err420 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err420];
                                    }
                                    else {
                                        vErrors.push(err420);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.queryParams !== undefined) {
                                let data162 = data146.queryParams;
                                if (data162 && typeof data162 == "object" && !Array.isArray(data162)) {
                                    if (Object.keys(data162).length > 100) {
                                        const err421 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/maxProperties", keyword: "maxProperties", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err421];
                                        }
                                        else {
                                            vErrors.push(err421);
                                        }
                                        errors++;
                                    }
                                    for (const key28 in data162) {
                                        const _errs499 = errors;
                                        if (typeof key28 === "string") {
                                            if (func3(key28) > 1024) {
                                                const err422 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/maxLength", keyword: "maxLength", params: { limit: 1024 }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err422];
                                                }
                                                else {
                                                    vErrors.push(err422);
                                                }
                                                errors++;
                                            }
                                            if (func3(key28) < 1) {
                                                const err423 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err423];
                                                }
                                                else {
                                                    vErrors.push(err423);
                                                }
                                                errors++;
                                            }
                                            if (!pattern26.test(key28)) {
                                                const err424 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]+$" }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err424];
                                                }
                                                else {
                                                    vErrors.push(err424);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err425 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/type", keyword: "type", params: { type: "string" }, propertyName: key28 };
                                            if (vErrors === null) {
                                                vErrors = [err425];
                                            }
                                            else {
                                                vErrors.push(err425);
                                            }
                                            errors++;
                                        }
                                        var valid97 = _errs499 === errors;
                                        if (!valid97) {
                                            const err426 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames", keyword: "propertyNames", params: { propertyName: key28 } };
                                            if (vErrors === null) {
                                                vErrors = [err426];
                                            }
                                            else {
                                                vErrors.push(err426);
                                            }
                                            errors++;
                                        }
                                    }
                                    for (const key29 in data162) {
                                        let data163 = data162[key29];
                                        const _errs503 = errors;
                                        let valid99 = false;
                                        const _errs504 = errors;
                                        if (data163 && typeof data163 == "object" && !Array.isArray(data163)) {
                                            if (data163.env === undefined) {
                                                const err427 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                                if (vErrors === null) {
                                                    vErrors = [err427];
                                                }
                                                else {
                                                    vErrors.push(err427);
                                                }
                                                errors++;
                                            }
                                            for (const key30 in data163) {
                                                if (!(key30 === "env")) {
                                                    const err428 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key30 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err428];
                                                    }
                                                    else {
                                                        vErrors.push(err428);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data163.env !== undefined) {
                                                let data164 = data163.env;
                                                if (typeof data164 === "string") {
                                                    if (func3(data164) > 256) {
                                                        const err429 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err429];
                                                        }
                                                        else {
                                                            vErrors.push(err429);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern2.test(data164)) {
                                                        const err430 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err430];
                                                        }
                                                        else {
                                                            vErrors.push(err430);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err431 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err431];
                                                    }
                                                    else {
                                                        vErrors.push(err431);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err432 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err432];
                                            }
                                            else {
                                                vErrors.push(err432);
                                            }
                                            errors++;
                                        }
                                        var _valid12 = _errs504 === errors;
                                        valid99 = valid99 || _valid12;
                                        if (!valid99) {
                                            const _errs510 = errors;
                                            if (typeof data163 === "string") {
                                                if (func3(data163) > 4096) {
                                                    const err433 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err433];
                                                    }
                                                    else {
                                                        vErrors.push(err433);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern25.test(data163)) {
                                                    const err434 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]*$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err434];
                                                    }
                                                    else {
                                                        vErrors.push(err434);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err435 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err435];
                                                }
                                                else {
                                                    vErrors.push(err435);
                                                }
                                                errors++;
                                            }
                                            var _valid12 = _errs510 === errors;
                                            valid99 = valid99 || _valid12;
                                        }
                                        if (!valid99) {
                                            const err436 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err436];
                                            }
                                            else {
                                                vErrors.push(err436);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs503;
                                            if (vErrors !== null) {
                                                if (_errs503) {
                                                    vErrors.length = _errs503;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err437 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err437];
                                    }
                                    else {
                                        vErrors.push(err437);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err438 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err438];
                            }
                            else {
                                vErrors.push(err438);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err439 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err439];
                    }
                    else {
                        vErrors.push(err439);
                    }
                    errors++;
                }
            }
            if (data.roles !== undefined) {
                let data165 = data.roles;
                if (Array.isArray(data165)) {
                    const len12 = data165.length;
                    for (let i13 = 0; i13 < len12; i13++) {
                        let data166 = data165[i13];
                        if (true) {
                            const err440 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/x-edition", keyword: "x-edition", params: {} };
                            if (vErrors === null) {
                                vErrors = [err440];
                            }
                            else {
                                vErrors.push(err440);
                            }
                            errors++;
                        }
                        if (data166 && typeof data166 == "object" && !Array.isArray(data166)) {
                            if (data166.name === undefined) {
                                const err441 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err441];
                                }
                                else {
                                    vErrors.push(err441);
                                }
                                errors++;
                            }
                            if (data166.permissions === undefined) {
                                const err442 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "permissions" } };
                                if (vErrors === null) {
                                    vErrors = [err442];
                                }
                                else {
                                    vErrors.push(err442);
                                }
                                errors++;
                            }
                            for (const key31 in data166) {
                                if (!(((((key31 === "name") || (key31 === "was")) || (key31 === "adopt")) || (key31 === "description")) || (key31 === "permissions"))) {
                                    const err443 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key31 } };
                                    if (vErrors === null) {
                                        vErrors = [err443];
                                    }
                                    else {
                                        vErrors.push(err443);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.name !== undefined) {
                                let data167 = data166.name;
                                if (typeof data167 === "string") {
                                    if (func3(data167) > 1024) {
                                        const err444 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err444];
                                        }
                                        else {
                                            vErrors.push(err444);
                                        }
                                        errors++;
                                    }
                                    if (func3(data167) < 1) {
                                        const err445 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err445];
                                        }
                                        else {
                                            vErrors.push(err445);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data167)) {
                                        const err446 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err446];
                                        }
                                        else {
                                            vErrors.push(err446);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err447 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err447];
                                    }
                                    else {
                                        vErrors.push(err447);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.was !== undefined) {
                                let data168 = data166.was;
                                if (typeof data168 === "string") {
                                    if (func3(data168) < 1) {
                                        const err448 = { instancePath: instancePath + "/roles/" + i13 + "/was", schemaPath: "#/properties/roles/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err448];
                                        }
                                        else {
                                            vErrors.push(err448);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err449 = { instancePath: instancePath + "/roles/" + i13 + "/was", schemaPath: "#/properties/roles/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err449];
                                    }
                                    else {
                                        vErrors.push(err449);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.adopt !== undefined) {
                                if (typeof data166.adopt !== "boolean") {
                                    const err450 = { instancePath: instancePath + "/roles/" + i13 + "/adopt", schemaPath: "#/properties/roles/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err450];
                                    }
                                    else {
                                        vErrors.push(err450);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.description !== undefined) {
                                if (typeof data166.description !== "string") {
                                    const err451 = { instancePath: instancePath + "/roles/" + i13 + "/description", schemaPath: "#/properties/roles/items/properties/description/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err451];
                                    }
                                    else {
                                        vErrors.push(err451);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.permissions !== undefined) {
                                let data171 = data166.permissions;
                                if (Array.isArray(data171)) {
                                    const len13 = data171.length;
                                    for (let i14 = 0; i14 < len13; i14++) {
                                        let data172 = data171[i14];
                                        if (data172 && typeof data172 == "object" && !Array.isArray(data172)) {
                                            if (data172.action === undefined) {
                                                const err452 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/required", keyword: "required", params: { missingProperty: "action" } };
                                                if (vErrors === null) {
                                                    vErrors = [err452];
                                                }
                                                else {
                                                    vErrors.push(err452);
                                                }
                                                errors++;
                                            }
                                            if (data172.subject === undefined) {
                                                const err453 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/required", keyword: "required", params: { missingProperty: "subject" } };
                                                if (vErrors === null) {
                                                    vErrors = [err453];
                                                }
                                                else {
                                                    vErrors.push(err453);
                                                }
                                                errors++;
                                            }
                                            for (const key32 in data172) {
                                                if (!(((((key32 === "action") || (key32 === "subject")) || (key32 === "inverted")) || (key32 === "integration")) || (key32 === "conditions"))) {
                                                    const err454 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key32 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err454];
                                                    }
                                                    else {
                                                        vErrors.push(err454);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.action !== undefined) {
                                                let data173 = data172.action;
                                                if (typeof data173 === "string") {
                                                    if (func3(data173) < 1) {
                                                        const err455 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/action", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/action/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err455];
                                                        }
                                                        else {
                                                            vErrors.push(err455);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err456 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/action", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/action/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err456];
                                                    }
                                                    else {
                                                        vErrors.push(err456);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.subject !== undefined) {
                                                let data174 = data172.subject;
                                                if (typeof data174 === "string") {
                                                    if (func3(data174) < 1) {
                                                        const err457 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/subject", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/subject/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err457];
                                                        }
                                                        else {
                                                            vErrors.push(err457);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err458 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/subject", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/subject/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err458];
                                                    }
                                                    else {
                                                        vErrors.push(err458);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.inverted !== undefined) {
                                                if (typeof data172.inverted !== "boolean") {
                                                    const err459 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/inverted", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/inverted/type", keyword: "type", params: { type: "boolean" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err459];
                                                    }
                                                    else {
                                                        vErrors.push(err459);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.integration !== undefined) {
                                                let data176 = data172.integration;
                                                if (typeof data176 === "string") {
                                                    if (func3(data176) < 1) {
                                                        const err460 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/integration", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/integration/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err460];
                                                        }
                                                        else {
                                                            vErrors.push(err460);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err461 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/integration", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/integration/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err461];
                                                    }
                                                    else {
                                                        vErrors.push(err461);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.conditions !== undefined) {
                                                let data177 = data172.conditions;
                                                if (!(data177 && typeof data177 == "object" && !Array.isArray(data177))) {
                                                    const err462 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/conditions", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/conditions/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err462];
                                                    }
                                                    else {
                                                        vErrors.push(err462);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err463 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err463];
                                            }
                                            else {
                                                vErrors.push(err463);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err464 = { instancePath: instancePath + "/roles/" + i13 + "/permissions", schemaPath: "#/properties/roles/items/properties/permissions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err464];
                                    }
                                    else {
                                        vErrors.push(err464);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err465 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err465];
                            }
                            else {
                                vErrors.push(err465);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err466 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err466];
                    }
                    else {
                        vErrors.push(err466);
                    }
                    errors++;
                }
            }
        }
        else {
            const err467 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
            if (vErrors === null) {
                vErrors = [err467];
            }
            else {
                vErrors.push(err467);
            }
            errors++;
        }
        validate10.errors = vErrors;
        return errors === 0;
    }
    return validate10;
})();
const validate_managed = (() => {
    const schema11 = schema;
    const func2 = Object.prototype.hasOwnProperty;
    const func3 = runtime_ucs2length;
    const pattern0 = new RegExp("\\S", "u");
    const pattern2 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
    const pattern3 = new RegExp("^[A-Za-z0-9_]+$", "u");
    const pattern6 = new RegExp("^[0-9a-fA-F]{24}$", "u");
    const pattern7 = new RegExp("^[0-9]+[smhd]$", "u");
    const pattern8 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$", "u");
    const pattern18 = new RegExp("^\\S(?:[\\s\\S]*\\S)?$", "u");
    const pattern20 = new RegExp("^[oO][bB][sS]-[oO][pP][sS]:", "u");
    const pattern23 = new RegExp("^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$", "u");
    const pattern25 = new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u");
    const pattern26 = new RegExp("^[^\\u0000-\\u001F\\u007F]+$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
        /*# sourceURL="https://raw.githubusercontent.com/observability-ops/observability-ops-action/main/schemas/stack-file.schema.json" */ ;
        let vErrors = null;
        let errors = 0;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.version === undefined) {
                const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            for (const key0 in data) {
                if (!(func2.call(schema11.properties, key0))) {
                    const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            if (data.version !== undefined) {
                if (1 !== data.version) {
                    const err2 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            if (data.scope !== undefined) {
                let data1 = data.scope;
                if (typeof data1 === "string") {
                    if (func3(data1) > 512) {
                        const err3 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/maxLength", keyword: "maxLength", params: { limit: 512 } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (func3(data1) < 1) {
                        const err4 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minLength", keyword: "minLength", params: { limit: 1 } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (!pattern0.test(data1)) {
                        const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                else {
                    const err6 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" } };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            if (data.connections !== undefined) {
                let data2 = data.connections;
                if (Array.isArray(data2)) {
                    const len0 = data2.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data3 = data2[i0];
                        if (true) {
                            const err7 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/x-edition", keyword: "x-edition", params: {} };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                            if (data3.name === undefined) {
                                const err8 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                            if (data3.host === undefined) {
                                const err9 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "host" } };
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                            if (data3.username === undefined) {
                                const err10 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/required", keyword: "required", params: { missingProperty: "username" } };
                                if (vErrors === null) {
                                    vErrors = [err10];
                                }
                                else {
                                    vErrors.push(err10);
                                }
                                errors++;
                            }
                            for (const key1 in data3) {
                                if (!(((((((key1 === "name") || (key1 === "was")) || (key1 === "host")) || (key1 === "username")) || (key1 === "password")) || (key1 === "hyperdxSettingPrefix")) || (key1 === "isPrometheusEndpoint"))) {
                                    const err11 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 } };
                                    if (vErrors === null) {
                                        vErrors = [err11];
                                    }
                                    else {
                                        vErrors.push(err11);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.name !== undefined) {
                                let data4 = data3.name;
                                if (typeof data4 === "string") {
                                    if (func3(data4) < 1) {
                                        const err12 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err12];
                                        }
                                        else {
                                            vErrors.push(err12);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data4)) {
                                        const err13 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err14 = { instancePath: instancePath + "/connections/" + i0 + "/name", schemaPath: "#/properties/connections/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err14];
                                    }
                                    else {
                                        vErrors.push(err14);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.was !== undefined) {
                                let data5 = data3.was;
                                if (typeof data5 === "string") {
                                    if (func3(data5) < 1) {
                                        const err15 = { instancePath: instancePath + "/connections/" + i0 + "/was", schemaPath: "#/properties/connections/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err16 = { instancePath: instancePath + "/connections/" + i0 + "/was", schemaPath: "#/properties/connections/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err16];
                                    }
                                    else {
                                        vErrors.push(err16);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.host !== undefined) {
                                let data6 = data3.host;
                                if (typeof data6 === "string") {
                                    if (func3(data6) < 1) {
                                        const err17 = { instancePath: instancePath + "/connections/" + i0 + "/host", schemaPath: "#/properties/connections/items/properties/host/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err17];
                                        }
                                        else {
                                            vErrors.push(err17);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err18 = { instancePath: instancePath + "/connections/" + i0 + "/host", schemaPath: "#/properties/connections/items/properties/host/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err18];
                                    }
                                    else {
                                        vErrors.push(err18);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.username !== undefined) {
                                if (typeof data3.username !== "string") {
                                    const err19 = { instancePath: instancePath + "/connections/" + i0 + "/username", schemaPath: "#/properties/connections/items/properties/username/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err19];
                                    }
                                    else {
                                        vErrors.push(err19);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.password !== undefined) {
                                let data8 = data3.password;
                                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                    if (data8.env === undefined) {
                                        const err20 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                        if (vErrors === null) {
                                            vErrors = [err20];
                                        }
                                        else {
                                            vErrors.push(err20);
                                        }
                                        errors++;
                                    }
                                    for (const key2 in data8) {
                                        if (!(key2 === "env")) {
                                            const err21 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                                            if (vErrors === null) {
                                                vErrors = [err21];
                                            }
                                            else {
                                                vErrors.push(err21);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data8.env !== undefined) {
                                        let data9 = data8.env;
                                        if (typeof data9 === "string") {
                                            if (func3(data9) > 256) {
                                                const err22 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                if (vErrors === null) {
                                                    vErrors = [err22];
                                                }
                                                else {
                                                    vErrors.push(err22);
                                                }
                                                errors++;
                                            }
                                            if (!pattern2.test(data9)) {
                                                const err23 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err23];
                                                }
                                                else {
                                                    vErrors.push(err23);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err24 = { instancePath: instancePath + "/connections/" + i0 + "/password/env", schemaPath: "#/properties/connections/items/properties/password/allOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err25 = { instancePath: instancePath + "/connections/" + i0 + "/password", schemaPath: "#/properties/connections/items/properties/password/allOf/0/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err25];
                                    }
                                    else {
                                        vErrors.push(err25);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.hyperdxSettingPrefix !== undefined) {
                                let data10 = data3.hyperdxSettingPrefix;
                                if (typeof data10 === "string") {
                                    if (!pattern3.test(data10)) {
                                        const err26 = { instancePath: instancePath + "/connections/" + i0 + "/hyperdxSettingPrefix", schemaPath: "#/properties/connections/items/properties/hyperdxSettingPrefix/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_]+$" } };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err27 = { instancePath: instancePath + "/connections/" + i0 + "/hyperdxSettingPrefix", schemaPath: "#/properties/connections/items/properties/hyperdxSettingPrefix/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err27];
                                    }
                                    else {
                                        vErrors.push(err27);
                                    }
                                    errors++;
                                }
                            }
                            if (data3.isPrometheusEndpoint !== undefined) {
                                if (typeof data3.isPrometheusEndpoint !== "boolean") {
                                    const err28 = { instancePath: instancePath + "/connections/" + i0 + "/isPrometheusEndpoint", schemaPath: "#/properties/connections/items/properties/isPrometheusEndpoint/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err28];
                                    }
                                    else {
                                        vErrors.push(err28);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err29 = { instancePath: instancePath + "/connections/" + i0, schemaPath: "#/properties/connections/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err29];
                            }
                            else {
                                vErrors.push(err29);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err30 = { instancePath: instancePath + "/connections", schemaPath: "#/properties/connections/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
            if (data.sources !== undefined) {
                let data12 = data.sources;
                if (Array.isArray(data12)) {
                    const len1 = data12.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                        let data13 = data12[i1];
                        if (!(data13 && typeof data13 == "object" && !Array.isArray(data13))) {
                            const err31 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                        const _errs42 = errors;
                        let valid9 = false;
                        const _errs43 = errors;
                        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                            if (data13.connection === undefined) {
                                const err32 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/0/required", keyword: "required", params: { missingProperty: "connection" } };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err33 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/0/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                        var _valid0 = _errs43 === errors;
                        valid9 = valid9 || _valid0;
                        if (!valid9) {
                            const _errs46 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.connectionId === undefined) {
                                    const err34 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/1/required", keyword: "required", params: { missingProperty: "connectionId" } };
                                    if (vErrors === null) {
                                        vErrors = [err34];
                                    }
                                    else {
                                        vErrors.push(err34);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err35 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err35];
                                }
                                else {
                                    vErrors.push(err35);
                                }
                                errors++;
                            }
                            var _valid0 = _errs46 === errors;
                            valid9 = valid9 || _valid0;
                        }
                        if (!valid9) {
                            const err36 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/0/anyOf", keyword: "anyOf", params: {} };
                            if (vErrors === null) {
                                vErrors = [err36];
                            }
                            else {
                                vErrors.push(err36);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs42;
                            if (vErrors !== null) {
                                if (_errs42) {
                                    vErrors.length = _errs42;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs50 = errors;
                        const _errs51 = errors;
                        if (errors === _errs51) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing0;
                                if (((data13.connection === undefined) && (missing0 = "connection")) || ((data13.connectionId === undefined) && (missing0 = "connectionId"))) {
                                    const err37 = {};
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err38 = {};
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                        }
                        var valid10 = _errs51 === errors;
                        if (valid10) {
                            const err39 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/1/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err39];
                            }
                            else {
                                vErrors.push(err39);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs50;
                            if (vErrors !== null) {
                                if (_errs50) {
                                    vErrors.length = _errs50;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs55 = errors;
                        const _errs56 = errors;
                        if (errors === _errs56) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing1;
                                if (((data13.logSource === undefined) && (missing1 = "logSource")) || ((data13.logSourceId === undefined) && (missing1 = "logSourceId"))) {
                                    const err40 = {};
                                    if (vErrors === null) {
                                        vErrors = [err40];
                                    }
                                    else {
                                        vErrors.push(err40);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err41 = {};
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                        }
                        var valid11 = _errs56 === errors;
                        if (valid11) {
                            const err42 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/2/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err42];
                            }
                            else {
                                vErrors.push(err42);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs55;
                            if (vErrors !== null) {
                                if (_errs55) {
                                    vErrors.length = _errs55;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs60 = errors;
                        const _errs61 = errors;
                        if (errors === _errs61) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing2;
                                if (((data13.traceSource === undefined) && (missing2 = "traceSource")) || ((data13.traceSourceId === undefined) && (missing2 = "traceSourceId"))) {
                                    const err43 = {};
                                    if (vErrors === null) {
                                        vErrors = [err43];
                                    }
                                    else {
                                        vErrors.push(err43);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err44 = {};
                                if (vErrors === null) {
                                    vErrors = [err44];
                                }
                                else {
                                    vErrors.push(err44);
                                }
                                errors++;
                            }
                        }
                        var valid12 = _errs61 === errors;
                        if (valid12) {
                            const err45 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/3/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err45];
                            }
                            else {
                                vErrors.push(err45);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs60;
                            if (vErrors !== null) {
                                if (_errs60) {
                                    vErrors.length = _errs60;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs65 = errors;
                        const _errs66 = errors;
                        if (errors === _errs66) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing3;
                                if (((data13.metricSource === undefined) && (missing3 = "metricSource")) || ((data13.metricSourceId === undefined) && (missing3 = "metricSourceId"))) {
                                    const err46 = {};
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err47 = {};
                                if (vErrors === null) {
                                    vErrors = [err47];
                                }
                                else {
                                    vErrors.push(err47);
                                }
                                errors++;
                            }
                        }
                        var valid13 = _errs66 === errors;
                        if (valid13) {
                            const err48 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/4/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs65;
                            if (vErrors !== null) {
                                if (_errs65) {
                                    vErrors.length = _errs65;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs70 = errors;
                        const _errs71 = errors;
                        if (errors === _errs71) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing4;
                                if (((data13.sessionSource === undefined) && (missing4 = "sessionSource")) || ((data13.sessionSourceId === undefined) && (missing4 = "sessionSourceId"))) {
                                    const err49 = {};
                                    if (vErrors === null) {
                                        vErrors = [err49];
                                    }
                                    else {
                                        vErrors.push(err49);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err50 = {};
                                if (vErrors === null) {
                                    vErrors = [err50];
                                }
                                else {
                                    vErrors.push(err50);
                                }
                                errors++;
                            }
                        }
                        var valid14 = _errs71 === errors;
                        if (valid14) {
                            const err51 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/5/not", keyword: "not", params: {} };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs70;
                            if (vErrors !== null) {
                                if (_errs70) {
                                    vErrors.length = _errs70;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        const _errs75 = errors;
                        let valid15 = true;
                        const _errs76 = errors;
                        if (errors === _errs76) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing5;
                                if ((data13.kind === undefined) && (missing5 = "kind")) {
                                    const err52 = {};
                                    if (vErrors === null) {
                                        vErrors = [err52];
                                    }
                                    else {
                                        vErrors.push(err52);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("log" !== data13.kind) {
                                            const err53 = {};
                                            if (vErrors === null) {
                                                vErrors = [err53];
                                            }
                                            else {
                                                vErrors.push(err53);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err54 = {};
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                        }
                        var _valid1 = _errs76 === errors;
                        errors = _errs75;
                        if (vErrors !== null) {
                            if (_errs75) {
                                vErrors.length = _errs75;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid1) {
                            const _errs79 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.defaultTableSelectExpression === undefined) {
                                    const err55 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/required", keyword: "required", params: { missingProperty: "defaultTableSelectExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err55];
                                    }
                                    else {
                                        vErrors.push(err55);
                                    }
                                    errors++;
                                }
                                for (const key3 in data13) {
                                    const _errs82 = errors;
                                    const _errs83 = errors;
                                    const _errs84 = errors;
                                    if (!((((((((((((((((key3 === "durationExpression") || (key3 === "durationPrecision")) || (key3 === "parentSpanIdExpression")) || (key3 === "spanNameExpression")) || (key3 === "spanKindExpression")) || (key3 === "sampleRateExpression")) || (key3 === "statusCodeExpression")) || (key3 === "statusMessageExpression")) || (key3 === "spanEventsValueExpression")) || (key3 === "spanLinksValueExpression")) || (key3 === "metricTables")) || (key3 === "seriesTable")) || (key3 === "logSource")) || (key3 === "logSourceId")) || (key3 === "sessionSource")) || (key3 === "sessionSourceId"))) {
                                        const err56 = {};
                                        if (vErrors === null) {
                                            vErrors = [err56];
                                        }
                                        else {
                                            vErrors.push(err56);
                                        }
                                        errors++;
                                    }
                                    var valid18 = _errs84 === errors;
                                    if (valid18) {
                                        const err57 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/propertyNames/not", keyword: "not", params: {}, propertyName: key3 };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs83;
                                        if (vErrors !== null) {
                                            if (_errs83) {
                                                vErrors.length = _errs83;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid17 = _errs82 === errors;
                                    if (!valid17) {
                                        const err58 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/propertyNames", keyword: "propertyNames", params: { propertyName: key3 } };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data15 = data13.from;
                                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                        if (data15.tableName === undefined) {
                                            const err59 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err59];
                                            }
                                            else {
                                                vErrors.push(err59);
                                            }
                                            errors++;
                                        }
                                        if (data15.tableName !== undefined) {
                                            let data16 = data15.tableName;
                                            if (typeof data16 === "string") {
                                                if (func3(data16) < 1) {
                                                    const err60 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err60];
                                                    }
                                                    else {
                                                        vErrors.push(err60);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err61 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err61];
                                                }
                                                else {
                                                    vErrors.push(err61);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err62 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/6/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err62];
                                        }
                                        else {
                                            vErrors.push(err62);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err63 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err63];
                                }
                                else {
                                    vErrors.push(err63);
                                }
                                errors++;
                            }
                            var _valid1 = _errs79 === errors;
                            valid15 = _valid1;
                        }
                        if (!valid15) {
                            const err64 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/6/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err64];
                            }
                            else {
                                vErrors.push(err64);
                            }
                            errors++;
                        }
                        const _errs92 = errors;
                        let valid21 = true;
                        const _errs93 = errors;
                        if (errors === _errs93) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing6;
                                if ((data13.kind === undefined) && (missing6 = "kind")) {
                                    const err65 = {};
                                    if (vErrors === null) {
                                        vErrors = [err65];
                                    }
                                    else {
                                        vErrors.push(err65);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("trace" !== data13.kind) {
                                            const err66 = {};
                                            if (vErrors === null) {
                                                vErrors = [err66];
                                            }
                                            else {
                                                vErrors.push(err66);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err67 = {};
                                if (vErrors === null) {
                                    vErrors = [err67];
                                }
                                else {
                                    vErrors.push(err67);
                                }
                                errors++;
                            }
                        }
                        var _valid2 = _errs93 === errors;
                        errors = _errs92;
                        if (vErrors !== null) {
                            if (_errs92) {
                                vErrors.length = _errs92;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid2) {
                            const _errs96 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.defaultTableSelectExpression === undefined) {
                                    const err68 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "defaultTableSelectExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err68];
                                    }
                                    else {
                                        vErrors.push(err68);
                                    }
                                    errors++;
                                }
                                if (data13.durationExpression === undefined) {
                                    const err69 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "durationExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err69];
                                    }
                                    else {
                                        vErrors.push(err69);
                                    }
                                    errors++;
                                }
                                if (data13.traceIdExpression === undefined) {
                                    const err70 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "traceIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err70];
                                    }
                                    else {
                                        vErrors.push(err70);
                                    }
                                    errors++;
                                }
                                if (data13.spanIdExpression === undefined) {
                                    const err71 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err71];
                                    }
                                    else {
                                        vErrors.push(err71);
                                    }
                                    errors++;
                                }
                                if (data13.parentSpanIdExpression === undefined) {
                                    const err72 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "parentSpanIdExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err72];
                                    }
                                    else {
                                        vErrors.push(err72);
                                    }
                                    errors++;
                                }
                                if (data13.spanNameExpression === undefined) {
                                    const err73 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanNameExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err73];
                                    }
                                    else {
                                        vErrors.push(err73);
                                    }
                                    errors++;
                                }
                                if (data13.spanKindExpression === undefined) {
                                    const err74 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/required", keyword: "required", params: { missingProperty: "spanKindExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err74];
                                    }
                                    else {
                                        vErrors.push(err74);
                                    }
                                    errors++;
                                }
                                for (const key4 in data13) {
                                    const _errs99 = errors;
                                    const _errs100 = errors;
                                    const _errs101 = errors;
                                    if (!(((((((key4 === "severityTextExpression") || (key4 === "bodyExpression")) || (key4 === "tableFilterExpression")) || (key4 === "metricTables")) || (key4 === "seriesTable")) || (key4 === "traceSource")) || (key4 === "traceSourceId"))) {
                                        const err75 = {};
                                        if (vErrors === null) {
                                            vErrors = [err75];
                                        }
                                        else {
                                            vErrors.push(err75);
                                        }
                                        errors++;
                                    }
                                    var valid24 = _errs101 === errors;
                                    if (valid24) {
                                        const err76 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/propertyNames/not", keyword: "not", params: {}, propertyName: key4 };
                                        if (vErrors === null) {
                                            vErrors = [err76];
                                        }
                                        else {
                                            vErrors.push(err76);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs100;
                                        if (vErrors !== null) {
                                            if (_errs100) {
                                                vErrors.length = _errs100;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid23 = _errs99 === errors;
                                    if (!valid23) {
                                        const err77 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/propertyNames", keyword: "propertyNames", params: { propertyName: key4 } };
                                        if (vErrors === null) {
                                            vErrors = [err77];
                                        }
                                        else {
                                            vErrors.push(err77);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data18 = data13.from;
                                    if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                        if (data18.tableName === undefined) {
                                            const err78 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err78];
                                            }
                                            else {
                                                vErrors.push(err78);
                                            }
                                            errors++;
                                        }
                                        if (data18.tableName !== undefined) {
                                            let data19 = data18.tableName;
                                            if (typeof data19 === "string") {
                                                if (func3(data19) < 1) {
                                                    const err79 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err79];
                                                    }
                                                    else {
                                                        vErrors.push(err79);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err80 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err80];
                                                }
                                                else {
                                                    vErrors.push(err80);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err81 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/7/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err81];
                                        }
                                        else {
                                            vErrors.push(err81);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.displayedTimestampValueExpression !== undefined) {
                                    if (typeof data13.displayedTimestampValueExpression !== "string") {
                                        const err82 = { instancePath: instancePath + "/sources/" + i1 + "/displayedTimestampValueExpression", schemaPath: "#/properties/sources/items/allOf/7/then/properties/displayedTimestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err82];
                                        }
                                        else {
                                            vErrors.push(err82);
                                        }
                                        errors++;
                                    }
                                    if (true) {
                                        const err83 = { instancePath: instancePath + "/sources/" + i1 + "/displayedTimestampValueExpression", schemaPath: "#/properties/sources/items/allOf/7/then/properties/displayedTimestampValueExpression/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err83];
                                        }
                                        else {
                                            vErrors.push(err83);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err84 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err84];
                                }
                                else {
                                    vErrors.push(err84);
                                }
                                errors++;
                            }
                            var _valid2 = _errs96 === errors;
                            valid21 = _valid2;
                        }
                        if (!valid21) {
                            const err85 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/7/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err85];
                            }
                            else {
                                vErrors.push(err85);
                            }
                            errors++;
                        }
                        const _errs112 = errors;
                        let valid27 = true;
                        const _errs113 = errors;
                        if (errors === _errs113) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing7;
                                if ((data13.kind === undefined) && (missing7 = "kind")) {
                                    const err86 = {};
                                    if (vErrors === null) {
                                        vErrors = [err86];
                                    }
                                    else {
                                        vErrors.push(err86);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("session" !== data13.kind) {
                                            const err87 = {};
                                            if (vErrors === null) {
                                                vErrors = [err87];
                                            }
                                            else {
                                                vErrors.push(err87);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err88 = {};
                                if (vErrors === null) {
                                    vErrors = [err88];
                                }
                                else {
                                    vErrors.push(err88);
                                }
                                errors++;
                            }
                        }
                        var _valid3 = _errs113 === errors;
                        errors = _errs112;
                        if (vErrors !== null) {
                            if (_errs112) {
                                vErrors.length = _errs112;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid3) {
                            const _errs116 = errors;
                            const _errs118 = errors;
                            let valid29 = false;
                            const _errs119 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.traceSource === undefined) {
                                    const err89 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/0/required", keyword: "required", params: { missingProperty: "traceSource" } };
                                    if (vErrors === null) {
                                        vErrors = [err89];
                                    }
                                    else {
                                        vErrors.push(err89);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err90 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err90];
                                }
                                else {
                                    vErrors.push(err90);
                                }
                                errors++;
                            }
                            var _valid4 = _errs119 === errors;
                            valid29 = valid29 || _valid4;
                            if (!valid29) {
                                const _errs122 = errors;
                                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                    if (data13.traceSourceId === undefined) {
                                        const err91 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/1/required", keyword: "required", params: { missingProperty: "traceSourceId" } };
                                        if (vErrors === null) {
                                            vErrors = [err91];
                                        }
                                        else {
                                            vErrors.push(err91);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err92 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err92];
                                    }
                                    else {
                                        vErrors.push(err92);
                                    }
                                    errors++;
                                }
                                var _valid4 = _errs122 === errors;
                                valid29 = valid29 || _valid4;
                            }
                            if (!valid29) {
                                const err93 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err93];
                                }
                                else {
                                    vErrors.push(err93);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs118;
                                if (vErrors !== null) {
                                    if (_errs118) {
                                        vErrors.length = _errs118;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                for (const key5 in data13) {
                                    const _errs126 = errors;
                                    const _errs127 = errors;
                                    const _errs128 = errors;
                                    if (!(((((((((((((((((((((((((((((((((((((key5 === "defaultTableSelectExpression") || (key5 === "serviceNameExpression")) || (key5 === "serviceVersionExpression")) || (key5 === "severityTextExpression")) || (key5 === "bodyExpression")) || (key5 === "eventAttributesExpression")) || (key5 === "displayedTimestampValueExpression")) || (key5 === "traceIdExpression")) || (key5 === "spanIdExpression")) || (key5 === "implicitColumnExpression")) || (key5 === "knownColumnsListExpression")) || (key5 === "tableFilterExpression")) || (key5 === "highlightedTraceAttributeExpressions")) || (key5 === "highlightedRowAttributeExpressions")) || (key5 === "materializedViews")) || (key5 === "metadataMaterializedViews")) || (key5 === "orderByExpression")) || (key5 === "useTextIndexForImplicitColumn")) || (key5 === "filterSettings")) || (key5 === "durationExpression")) || (key5 === "durationPrecision")) || (key5 === "parentSpanIdExpression")) || (key5 === "spanNameExpression")) || (key5 === "spanKindExpression")) || (key5 === "sampleRateExpression")) || (key5 === "statusCodeExpression")) || (key5 === "statusMessageExpression")) || (key5 === "spanEventsValueExpression")) || (key5 === "spanLinksValueExpression")) || (key5 === "metricTables")) || (key5 === "seriesTable")) || (key5 === "logSource")) || (key5 === "logSourceId")) || (key5 === "metricSource")) || (key5 === "metricSourceId")) || (key5 === "sessionSource")) || (key5 === "sessionSourceId"))) {
                                        const err94 = {};
                                        if (vErrors === null) {
                                            vErrors = [err94];
                                        }
                                        else {
                                            vErrors.push(err94);
                                        }
                                        errors++;
                                    }
                                    var valid31 = _errs128 === errors;
                                    if (valid31) {
                                        const err95 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/propertyNames/not", keyword: "not", params: {}, propertyName: key5 };
                                        if (vErrors === null) {
                                            vErrors = [err95];
                                        }
                                        else {
                                            vErrors.push(err95);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs127;
                                        if (vErrors !== null) {
                                            if (_errs127) {
                                                vErrors.length = _errs127;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid30 = _errs126 === errors;
                                    if (!valid30) {
                                        const err96 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/propertyNames", keyword: "propertyNames", params: { propertyName: key5 } };
                                        if (vErrors === null) {
                                            vErrors = [err96];
                                        }
                                        else {
                                            vErrors.push(err96);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data22 = data13.from;
                                    if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                        if (data22.tableName === undefined) {
                                            const err97 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err97];
                                            }
                                            else {
                                                vErrors.push(err97);
                                            }
                                            errors++;
                                        }
                                        if (data22.tableName !== undefined) {
                                            let data23 = data22.tableName;
                                            if (typeof data23 === "string") {
                                                if (func3(data23) < 1) {
                                                    const err98 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err98];
                                                    }
                                                    else {
                                                        vErrors.push(err98);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err99 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err99];
                                                }
                                                else {
                                                    vErrors.push(err99);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err100 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/8/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err100];
                                        }
                                        else {
                                            vErrors.push(err100);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.resourceAttributesExpression !== undefined) {
                                    if (typeof data13.resourceAttributesExpression !== "string") {
                                        const err101 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/8/then/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err101];
                                        }
                                        else {
                                            vErrors.push(err101);
                                        }
                                        errors++;
                                    }
                                    if (true) {
                                        const err102 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/8/then/properties/resourceAttributesExpression/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err102];
                                        }
                                        else {
                                            vErrors.push(err102);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err103 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err103];
                                }
                                else {
                                    vErrors.push(err103);
                                }
                                errors++;
                            }
                            var _valid3 = _errs116 === errors;
                            valid27 = _valid3;
                        }
                        if (!valid27) {
                            const err104 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/8/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err104];
                            }
                            else {
                                vErrors.push(err104);
                            }
                            errors++;
                        }
                        const _errs139 = errors;
                        let valid34 = true;
                        const _errs140 = errors;
                        if (errors === _errs140) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing8;
                                if ((data13.kind === undefined) && (missing8 = "kind")) {
                                    const err105 = {};
                                    if (vErrors === null) {
                                        vErrors = [err105];
                                    }
                                    else {
                                        vErrors.push(err105);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("metric" !== data13.kind) {
                                            const err106 = {};
                                            if (vErrors === null) {
                                                vErrors = [err106];
                                            }
                                            else {
                                                vErrors.push(err106);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err107 = {};
                                if (vErrors === null) {
                                    vErrors = [err107];
                                }
                                else {
                                    vErrors.push(err107);
                                }
                                errors++;
                            }
                        }
                        var _valid5 = _errs140 === errors;
                        errors = _errs139;
                        if (vErrors !== null) {
                            if (_errs139) {
                                vErrors.length = _errs139;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid5) {
                            const _errs143 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                if (data13.metricTables === undefined) {
                                    const err108 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/required", keyword: "required", params: { missingProperty: "metricTables" } };
                                    if (vErrors === null) {
                                        vErrors = [err108];
                                    }
                                    else {
                                        vErrors.push(err108);
                                    }
                                    errors++;
                                }
                                if (data13.resourceAttributesExpression === undefined) {
                                    const err109 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/required", keyword: "required", params: { missingProperty: "resourceAttributesExpression" } };
                                    if (vErrors === null) {
                                        vErrors = [err109];
                                    }
                                    else {
                                        vErrors.push(err109);
                                    }
                                    errors++;
                                }
                                for (const key6 in data13) {
                                    const _errs146 = errors;
                                    const _errs147 = errors;
                                    const _errs148 = errors;
                                    if (!((((((((((((((((((((((((((((((((((key6 === "defaultTableSelectExpression") || (key6 === "serviceVersionExpression")) || (key6 === "severityTextExpression")) || (key6 === "bodyExpression")) || (key6 === "eventAttributesExpression")) || (key6 === "displayedTimestampValueExpression")) || (key6 === "traceIdExpression")) || (key6 === "spanIdExpression")) || (key6 === "implicitColumnExpression")) || (key6 === "knownColumnsListExpression")) || (key6 === "tableFilterExpression")) || (key6 === "highlightedTraceAttributeExpressions")) || (key6 === "highlightedRowAttributeExpressions")) || (key6 === "materializedViews")) || (key6 === "metadataMaterializedViews")) || (key6 === "orderByExpression")) || (key6 === "useTextIndexForImplicitColumn")) || (key6 === "filterSettings")) || (key6 === "durationExpression")) || (key6 === "durationPrecision")) || (key6 === "parentSpanIdExpression")) || (key6 === "spanNameExpression")) || (key6 === "spanKindExpression")) || (key6 === "sampleRateExpression")) || (key6 === "statusCodeExpression")) || (key6 === "statusMessageExpression")) || (key6 === "spanEventsValueExpression")) || (key6 === "spanLinksValueExpression")) || (key6 === "traceSource")) || (key6 === "traceSourceId")) || (key6 === "metricSource")) || (key6 === "metricSourceId")) || (key6 === "sessionSource")) || (key6 === "sessionSourceId"))) {
                                        const err110 = {};
                                        if (vErrors === null) {
                                            vErrors = [err110];
                                        }
                                        else {
                                            vErrors.push(err110);
                                        }
                                        errors++;
                                    }
                                    var valid37 = _errs148 === errors;
                                    if (valid37) {
                                        const err111 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/propertyNames/not", keyword: "not", params: {}, propertyName: key6 };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs147;
                                        if (vErrors !== null) {
                                            if (_errs147) {
                                                vErrors.length = _errs147;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid36 = _errs146 === errors;
                                    if (!valid36) {
                                        const err112 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/propertyNames", keyword: "propertyNames", params: { propertyName: key6 } };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.resourceAttributesExpression !== undefined) {
                                    let data26 = data13.resourceAttributesExpression;
                                    if (typeof data26 === "string") {
                                        if (func3(data26) < 1) {
                                            const err113 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/resourceAttributesExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err113];
                                            }
                                            else {
                                                vErrors.push(err113);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err114 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err114];
                                        }
                                        else {
                                            vErrors.push(err114);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.serviceNameExpression !== undefined) {
                                    if (typeof data13.serviceNameExpression !== "string") {
                                        const err115 = { instancePath: instancePath + "/sources/" + i1 + "/serviceNameExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/serviceNameExpression/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err115];
                                        }
                                        else {
                                            vErrors.push(err115);
                                        }
                                        errors++;
                                    }
                                    if (true) {
                                        const err116 = { instancePath: instancePath + "/sources/" + i1 + "/serviceNameExpression", schemaPath: "#/properties/sources/items/allOf/9/then/properties/serviceNameExpression/x-edition", keyword: "x-edition", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err116];
                                        }
                                        else {
                                            vErrors.push(err116);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err117 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err117];
                                }
                                else {
                                    vErrors.push(err117);
                                }
                                errors++;
                            }
                            var _valid5 = _errs143 === errors;
                            valid34 = _valid5;
                        }
                        if (!valid34) {
                            const err118 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/9/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err118];
                            }
                            else {
                                vErrors.push(err118);
                            }
                            errors++;
                        }
                        const _errs156 = errors;
                        let valid39 = true;
                        const _errs157 = errors;
                        if (errors === _errs157) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                let missing9;
                                if ((data13.kind === undefined) && (missing9 = "kind")) {
                                    const err119 = {};
                                    if (vErrors === null) {
                                        vErrors = [err119];
                                    }
                                    else {
                                        vErrors.push(err119);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data13.kind !== undefined) {
                                        if ("promql" !== data13.kind) {
                                            const err120 = {};
                                            if (vErrors === null) {
                                                vErrors = [err120];
                                            }
                                            else {
                                                vErrors.push(err120);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err121 = {};
                                if (vErrors === null) {
                                    vErrors = [err121];
                                }
                                else {
                                    vErrors.push(err121);
                                }
                                errors++;
                            }
                        }
                        var _valid6 = _errs157 === errors;
                        errors = _errs156;
                        if (vErrors !== null) {
                            if (_errs156) {
                                vErrors.length = _errs156;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid6) {
                            const _errs160 = errors;
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                for (const key7 in data13) {
                                    const _errs163 = errors;
                                    const _errs164 = errors;
                                    const _errs165 = errors;
                                    if (!((((((((((((((((((((((((((((((((((((((((key7 === "defaultTableSelectExpression") || (key7 === "serviceNameExpression")) || (key7 === "serviceVersionExpression")) || (key7 === "severityTextExpression")) || (key7 === "bodyExpression")) || (key7 === "eventAttributesExpression")) || (key7 === "resourceAttributesExpression")) || (key7 === "displayedTimestampValueExpression")) || (key7 === "traceIdExpression")) || (key7 === "spanIdExpression")) || (key7 === "implicitColumnExpression")) || (key7 === "knownColumnsListExpression")) || (key7 === "tableFilterExpression")) || (key7 === "highlightedTraceAttributeExpressions")) || (key7 === "highlightedRowAttributeExpressions")) || (key7 === "materializedViews")) || (key7 === "metadataMaterializedViews")) || (key7 === "orderByExpression")) || (key7 === "useTextIndexForImplicitColumn")) || (key7 === "filterSettings")) || (key7 === "durationExpression")) || (key7 === "durationPrecision")) || (key7 === "parentSpanIdExpression")) || (key7 === "spanNameExpression")) || (key7 === "spanKindExpression")) || (key7 === "sampleRateExpression")) || (key7 === "statusCodeExpression")) || (key7 === "statusMessageExpression")) || (key7 === "spanEventsValueExpression")) || (key7 === "spanLinksValueExpression")) || (key7 === "metricTables")) || (key7 === "seriesTable")) || (key7 === "logSource")) || (key7 === "logSourceId")) || (key7 === "traceSource")) || (key7 === "traceSourceId")) || (key7 === "metricSource")) || (key7 === "metricSourceId")) || (key7 === "sessionSource")) || (key7 === "sessionSourceId"))) {
                                        const err122 = {};
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                    var valid42 = _errs165 === errors;
                                    if (valid42) {
                                        const err123 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/propertyNames/not", keyword: "not", params: {}, propertyName: key7 };
                                        if (vErrors === null) {
                                            vErrors = [err123];
                                        }
                                        else {
                                            vErrors.push(err123);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs164;
                                        if (vErrors !== null) {
                                            if (_errs164) {
                                                vErrors.length = _errs164;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid41 = _errs163 === errors;
                                    if (!valid41) {
                                        const err124 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/propertyNames", keyword: "propertyNames", params: { propertyName: key7 } };
                                        if (vErrors === null) {
                                            vErrors = [err124];
                                        }
                                        else {
                                            vErrors.push(err124);
                                        }
                                        errors++;
                                    }
                                }
                                if (data13.from !== undefined) {
                                    let data29 = data13.from;
                                    if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                        if (data29.tableName === undefined) {
                                            const err125 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/required", keyword: "required", params: { missingProperty: "tableName" } };
                                            if (vErrors === null) {
                                                vErrors = [err125];
                                            }
                                            else {
                                                vErrors.push(err125);
                                            }
                                            errors++;
                                        }
                                        if (data29.tableName !== undefined) {
                                            let data30 = data29.tableName;
                                            if (typeof data30 === "string") {
                                                if (func3(data30) < 1) {
                                                    const err126 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err126];
                                                    }
                                                    else {
                                                        vErrors.push(err126);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err127 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err127];
                                                }
                                                else {
                                                    vErrors.push(err127);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err128 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/allOf/10/then/properties/from/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err128];
                                        }
                                        else {
                                            vErrors.push(err128);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err129 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/then/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err129];
                                }
                                else {
                                    vErrors.push(err129);
                                }
                                errors++;
                            }
                            var _valid6 = _errs160 === errors;
                            valid39 = _valid6;
                        }
                        if (!valid39) {
                            const err130 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/allOf/10/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err130];
                            }
                            else {
                                vErrors.push(err130);
                            }
                            errors++;
                        }
                        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                            if (data13.name === undefined) {
                                const err131 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err131];
                                }
                                else {
                                    vErrors.push(err131);
                                }
                                errors++;
                            }
                            if (data13.kind === undefined) {
                                const err132 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "kind" } };
                                if (vErrors === null) {
                                    vErrors = [err132];
                                }
                                else {
                                    vErrors.push(err132);
                                }
                                errors++;
                            }
                            if (data13.from === undefined) {
                                const err133 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "from" } };
                                if (vErrors === null) {
                                    vErrors = [err133];
                                }
                                else {
                                    vErrors.push(err133);
                                }
                                errors++;
                            }
                            if (data13.timestampValueExpression === undefined) {
                                const err134 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/required", keyword: "required", params: { missingProperty: "timestampValueExpression" } };
                                if (vErrors === null) {
                                    vErrors = [err134];
                                }
                                else {
                                    vErrors.push(err134);
                                }
                                errors++;
                            }
                            for (const key8 in data13) {
                                if (!(func2.call(schema11.properties.sources.items.properties, key8))) {
                                    const err135 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 } };
                                    if (vErrors === null) {
                                        vErrors = [err135];
                                    }
                                    else {
                                        vErrors.push(err135);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.name !== undefined) {
                                let data31 = data13.name;
                                if (typeof data31 === "string") {
                                    if (func3(data31) < 1) {
                                        const err136 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err136];
                                        }
                                        else {
                                            vErrors.push(err136);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data31)) {
                                        const err137 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err137];
                                        }
                                        else {
                                            vErrors.push(err137);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err138 = { instancePath: instancePath + "/sources/" + i1 + "/name", schemaPath: "#/properties/sources/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err138];
                                    }
                                    else {
                                        vErrors.push(err138);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.was !== undefined) {
                                let data32 = data13.was;
                                if (typeof data32 === "string") {
                                    if (func3(data32) < 1) {
                                        const err139 = { instancePath: instancePath + "/sources/" + i1 + "/was", schemaPath: "#/properties/sources/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err139];
                                        }
                                        else {
                                            vErrors.push(err139);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err140 = { instancePath: instancePath + "/sources/" + i1 + "/was", schemaPath: "#/properties/sources/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err140];
                                    }
                                    else {
                                        vErrors.push(err140);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.kind !== undefined) {
                                let data33 = data13.kind;
                                if (!(((((data33 === "log") || (data33 === "trace")) || (data33 === "session")) || (data33 === "metric")) || (data33 === "promql"))) {
                                    const err141 = { instancePath: instancePath + "/sources/" + i1 + "/kind", schemaPath: "#/properties/sources/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.kind.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err141];
                                    }
                                    else {
                                        vErrors.push(err141);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.section !== undefined) {
                                let data34 = data13.section;
                                if (typeof data34 === "string") {
                                    if (func3(data34) > 256) {
                                        const err142 = { instancePath: instancePath + "/sources/" + i1 + "/section", schemaPath: "#/properties/sources/items/properties/section/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                        if (vErrors === null) {
                                            vErrors = [err142];
                                        }
                                        else {
                                            vErrors.push(err142);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err143 = { instancePath: instancePath + "/sources/" + i1 + "/section", schemaPath: "#/properties/sources/items/properties/section/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err143];
                                    }
                                    else {
                                        vErrors.push(err143);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.disabled !== undefined) {
                                if (typeof data13.disabled !== "boolean") {
                                    const err144 = { instancePath: instancePath + "/sources/" + i1 + "/disabled", schemaPath: "#/properties/sources/items/properties/disabled/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err144];
                                    }
                                    else {
                                        vErrors.push(err144);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.connection !== undefined) {
                                let data36 = data13.connection;
                                if (true) {
                                    const err145 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err145];
                                    }
                                    else {
                                        vErrors.push(err145);
                                    }
                                    errors++;
                                }
                                if (typeof data36 === "string") {
                                    if (func3(data36) < 1) {
                                        const err146 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err146];
                                        }
                                        else {
                                            vErrors.push(err146);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data36)) {
                                        const err147 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err147];
                                        }
                                        else {
                                            vErrors.push(err147);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err148 = { instancePath: instancePath + "/sources/" + i1 + "/connection", schemaPath: "#/properties/sources/items/properties/connection/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err148];
                                    }
                                    else {
                                        vErrors.push(err148);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.connectionId !== undefined) {
                                let data37 = data13.connectionId;
                                if (typeof data37 === "string") {
                                    if (!pattern6.test(data37)) {
                                        const err149 = { instancePath: instancePath + "/sources/" + i1 + "/connectionId", schemaPath: "#/properties/sources/items/properties/connectionId/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{24}$" } };
                                        if (vErrors === null) {
                                            vErrors = [err149];
                                        }
                                        else {
                                            vErrors.push(err149);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err150 = { instancePath: instancePath + "/sources/" + i1 + "/connectionId", schemaPath: "#/properties/sources/items/properties/connectionId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err150];
                                    }
                                    else {
                                        vErrors.push(err150);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.from !== undefined) {
                                let data38 = data13.from;
                                if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                                    if (data38.databaseName === undefined) {
                                        const err151 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                        if (vErrors === null) {
                                            vErrors = [err151];
                                        }
                                        else {
                                            vErrors.push(err151);
                                        }
                                        errors++;
                                    }
                                    for (const key9 in data38) {
                                        if (!((key9 === "databaseName") || (key9 === "tableName"))) {
                                            const err152 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 } };
                                            if (vErrors === null) {
                                                vErrors = [err152];
                                            }
                                            else {
                                                vErrors.push(err152);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data38.databaseName !== undefined) {
                                        let data39 = data38.databaseName;
                                        if (typeof data39 === "string") {
                                            if (func3(data39) < 1) {
                                                const err153 = { instancePath: instancePath + "/sources/" + i1 + "/from/databaseName", schemaPath: "#/properties/sources/items/properties/from/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err153];
                                                }
                                                else {
                                                    vErrors.push(err153);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err154 = { instancePath: instancePath + "/sources/" + i1 + "/from/databaseName", schemaPath: "#/properties/sources/items/properties/from/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err154];
                                            }
                                            else {
                                                vErrors.push(err154);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data38.tableName !== undefined) {
                                        if (typeof data38.tableName !== "string") {
                                            const err155 = { instancePath: instancePath + "/sources/" + i1 + "/from/tableName", schemaPath: "#/properties/sources/items/properties/from/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err155];
                                            }
                                            else {
                                                vErrors.push(err155);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err156 = { instancePath: instancePath + "/sources/" + i1 + "/from", schemaPath: "#/properties/sources/items/properties/from/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err156];
                                    }
                                    else {
                                        vErrors.push(err156);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.querySettings !== undefined) {
                                let data41 = data13.querySettings;
                                if (Array.isArray(data41)) {
                                    if (data41.length > 10) {
                                        const err157 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings", schemaPath: "#/properties/sources/items/properties/querySettings/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                        if (vErrors === null) {
                                            vErrors = [err157];
                                        }
                                        else {
                                            vErrors.push(err157);
                                        }
                                        errors++;
                                    }
                                    const len2 = data41.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                        let data42 = data41[i2];
                                        if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                                            if (data42.setting === undefined) {
                                                const err158 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/required", keyword: "required", params: { missingProperty: "setting" } };
                                                if (vErrors === null) {
                                                    vErrors = [err158];
                                                }
                                                else {
                                                    vErrors.push(err158);
                                                }
                                                errors++;
                                            }
                                            if (data42.value === undefined) {
                                                const err159 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/required", keyword: "required", params: { missingProperty: "value" } };
                                                if (vErrors === null) {
                                                    vErrors = [err159];
                                                }
                                                else {
                                                    vErrors.push(err159);
                                                }
                                                errors++;
                                            }
                                            for (const key10 in data42) {
                                                if (!((key10 === "setting") || (key10 === "value"))) {
                                                    const err160 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err160];
                                                    }
                                                    else {
                                                        vErrors.push(err160);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data42.setting !== undefined) {
                                                let data43 = data42.setting;
                                                if (typeof data43 === "string") {
                                                    if (func3(data43) < 1) {
                                                        const err161 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/setting", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/setting/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err161];
                                                        }
                                                        else {
                                                            vErrors.push(err161);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err162 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/setting", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/setting/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err162];
                                                    }
                                                    else {
                                                        vErrors.push(err162);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data42.value !== undefined) {
                                                let data44 = data42.value;
                                                if (typeof data44 === "string") {
                                                    if (func3(data44) < 1) {
                                                        const err163 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/value", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/value/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err163];
                                                        }
                                                        else {
                                                            vErrors.push(err163);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err164 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2 + "/value", schemaPath: "#/properties/sources/items/properties/querySettings/items/properties/value/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err164];
                                                    }
                                                    else {
                                                        vErrors.push(err164);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err165 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings/" + i2, schemaPath: "#/properties/sources/items/properties/querySettings/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err165];
                                            }
                                            else {
                                                vErrors.push(err165);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err166 = { instancePath: instancePath + "/sources/" + i1 + "/querySettings", schemaPath: "#/properties/sources/items/properties/querySettings/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err166];
                                    }
                                    else {
                                        vErrors.push(err166);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.timestampValueExpression !== undefined) {
                                let data45 = data13.timestampValueExpression;
                                if (typeof data45 === "string") {
                                    if (func3(data45) < 1) {
                                        const err167 = { instancePath: instancePath + "/sources/" + i1 + "/timestampValueExpression", schemaPath: "#/properties/sources/items/properties/timestampValueExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err167];
                                        }
                                        else {
                                            vErrors.push(err167);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err168 = { instancePath: instancePath + "/sources/" + i1 + "/timestampValueExpression", schemaPath: "#/properties/sources/items/properties/timestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err168];
                                    }
                                    else {
                                        vErrors.push(err168);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.defaultTableSelectExpression !== undefined) {
                                let data46 = data13.defaultTableSelectExpression;
                                if (typeof data46 === "string") {
                                    if (func3(data46) < 1) {
                                        const err169 = { instancePath: instancePath + "/sources/" + i1 + "/defaultTableSelectExpression", schemaPath: "#/properties/sources/items/properties/defaultTableSelectExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err169];
                                        }
                                        else {
                                            vErrors.push(err169);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err170 = { instancePath: instancePath + "/sources/" + i1 + "/defaultTableSelectExpression", schemaPath: "#/properties/sources/items/properties/defaultTableSelectExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err170];
                                    }
                                    else {
                                        vErrors.push(err170);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.serviceNameExpression !== undefined) {
                                if (typeof data13.serviceNameExpression !== "string") {
                                    const err171 = { instancePath: instancePath + "/sources/" + i1 + "/serviceNameExpression", schemaPath: "#/properties/sources/items/properties/serviceNameExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err171];
                                    }
                                    else {
                                        vErrors.push(err171);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.serviceVersionExpression !== undefined) {
                                if (typeof data13.serviceVersionExpression !== "string") {
                                    const err172 = { instancePath: instancePath + "/sources/" + i1 + "/serviceVersionExpression", schemaPath: "#/properties/sources/items/properties/serviceVersionExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err172];
                                    }
                                    else {
                                        vErrors.push(err172);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err173 = { instancePath: instancePath + "/sources/" + i1 + "/serviceVersionExpression", schemaPath: "#/properties/sources/items/properties/serviceVersionExpression/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err173];
                                    }
                                    else {
                                        vErrors.push(err173);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.severityTextExpression !== undefined) {
                                if (typeof data13.severityTextExpression !== "string") {
                                    const err174 = { instancePath: instancePath + "/sources/" + i1 + "/severityTextExpression", schemaPath: "#/properties/sources/items/properties/severityTextExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err174];
                                    }
                                    else {
                                        vErrors.push(err174);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.bodyExpression !== undefined) {
                                if (typeof data13.bodyExpression !== "string") {
                                    const err175 = { instancePath: instancePath + "/sources/" + i1 + "/bodyExpression", schemaPath: "#/properties/sources/items/properties/bodyExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err175];
                                    }
                                    else {
                                        vErrors.push(err175);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.eventAttributesExpression !== undefined) {
                                if (typeof data13.eventAttributesExpression !== "string") {
                                    const err176 = { instancePath: instancePath + "/sources/" + i1 + "/eventAttributesExpression", schemaPath: "#/properties/sources/items/properties/eventAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err176];
                                    }
                                    else {
                                        vErrors.push(err176);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.resourceAttributesExpression !== undefined) {
                                if (typeof data13.resourceAttributesExpression !== "string") {
                                    const err177 = { instancePath: instancePath + "/sources/" + i1 + "/resourceAttributesExpression", schemaPath: "#/properties/sources/items/properties/resourceAttributesExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err177];
                                    }
                                    else {
                                        vErrors.push(err177);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.displayedTimestampValueExpression !== undefined) {
                                if (typeof data13.displayedTimestampValueExpression !== "string") {
                                    const err178 = { instancePath: instancePath + "/sources/" + i1 + "/displayedTimestampValueExpression", schemaPath: "#/properties/sources/items/properties/displayedTimestampValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err178];
                                    }
                                    else {
                                        vErrors.push(err178);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceIdExpression !== undefined) {
                                if (typeof data13.traceIdExpression !== "string") {
                                    const err179 = { instancePath: instancePath + "/sources/" + i1 + "/traceIdExpression", schemaPath: "#/properties/sources/items/properties/traceIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err179];
                                    }
                                    else {
                                        vErrors.push(err179);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanIdExpression !== undefined) {
                                if (typeof data13.spanIdExpression !== "string") {
                                    const err180 = { instancePath: instancePath + "/sources/" + i1 + "/spanIdExpression", schemaPath: "#/properties/sources/items/properties/spanIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err180];
                                    }
                                    else {
                                        vErrors.push(err180);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.implicitColumnExpression !== undefined) {
                                if (typeof data13.implicitColumnExpression !== "string") {
                                    const err181 = { instancePath: instancePath + "/sources/" + i1 + "/implicitColumnExpression", schemaPath: "#/properties/sources/items/properties/implicitColumnExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err181];
                                    }
                                    else {
                                        vErrors.push(err181);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.knownColumnsListExpression !== undefined) {
                                if (typeof data13.knownColumnsListExpression !== "string") {
                                    const err182 = { instancePath: instancePath + "/sources/" + i1 + "/knownColumnsListExpression", schemaPath: "#/properties/sources/items/properties/knownColumnsListExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err182];
                                    }
                                    else {
                                        vErrors.push(err182);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.tableFilterExpression !== undefined) {
                                if (typeof data13.tableFilterExpression !== "string") {
                                    const err183 = { instancePath: instancePath + "/sources/" + i1 + "/tableFilterExpression", schemaPath: "#/properties/sources/items/properties/tableFilterExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err183];
                                    }
                                    else {
                                        vErrors.push(err183);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err184 = { instancePath: instancePath + "/sources/" + i1 + "/tableFilterExpression", schemaPath: "#/properties/sources/items/properties/tableFilterExpression/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err184];
                                    }
                                    else {
                                        vErrors.push(err184);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.highlightedTraceAttributeExpressions !== undefined) {
                                let data59 = data13.highlightedTraceAttributeExpressions;
                                if (Array.isArray(data59)) {
                                    const len3 = data59.length;
                                    for (let i3 = 0; i3 < len3; i3++) {
                                        let data60 = data59[i3];
                                        if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
                                            if (data60.sqlExpression === undefined) {
                                                const err185 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/required", keyword: "required", params: { missingProperty: "sqlExpression" } };
                                                if (vErrors === null) {
                                                    vErrors = [err185];
                                                }
                                                else {
                                                    vErrors.push(err185);
                                                }
                                                errors++;
                                            }
                                            for (const key11 in data60) {
                                                if (!(((key11 === "sqlExpression") || (key11 === "luceneExpression")) || (key11 === "alias"))) {
                                                    const err186 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err186];
                                                    }
                                                    else {
                                                        vErrors.push(err186);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.sqlExpression !== undefined) {
                                                let data61 = data60.sqlExpression;
                                                if (typeof data61 === "string") {
                                                    if (func3(data61) < 1) {
                                                        const err187 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/sqlExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err187];
                                                        }
                                                        else {
                                                            vErrors.push(err187);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err188 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/sqlExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err188];
                                                    }
                                                    else {
                                                        vErrors.push(err188);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.luceneExpression !== undefined) {
                                                if (typeof data60.luceneExpression !== "string") {
                                                    const err189 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/luceneExpression", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/luceneExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err189];
                                                    }
                                                    else {
                                                        vErrors.push(err189);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data60.alias !== undefined) {
                                                if (typeof data60.alias !== "string") {
                                                    const err190 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3 + "/alias", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/properties/alias/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err190];
                                                    }
                                                    else {
                                                        vErrors.push(err190);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err191 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions/" + i3, schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err191];
                                            }
                                            else {
                                                vErrors.push(err191);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err192 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedTraceAttributeExpressions", schemaPath: "#/properties/sources/items/properties/highlightedTraceAttributeExpressions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err192];
                                    }
                                    else {
                                        vErrors.push(err192);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.highlightedRowAttributeExpressions !== undefined) {
                                let data64 = data13.highlightedRowAttributeExpressions;
                                if (Array.isArray(data64)) {
                                    const len4 = data64.length;
                                    for (let i4 = 0; i4 < len4; i4++) {
                                        let data65 = data64[i4];
                                        if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                            if (data65.sqlExpression === undefined) {
                                                const err193 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/required", keyword: "required", params: { missingProperty: "sqlExpression" } };
                                                if (vErrors === null) {
                                                    vErrors = [err193];
                                                }
                                                else {
                                                    vErrors.push(err193);
                                                }
                                                errors++;
                                            }
                                            for (const key12 in data65) {
                                                if (!(((key12 === "sqlExpression") || (key12 === "luceneExpression")) || (key12 === "alias"))) {
                                                    const err194 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err194];
                                                    }
                                                    else {
                                                        vErrors.push(err194);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.sqlExpression !== undefined) {
                                                let data66 = data65.sqlExpression;
                                                if (typeof data66 === "string") {
                                                    if (func3(data66) < 1) {
                                                        const err195 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/sqlExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err195];
                                                        }
                                                        else {
                                                            vErrors.push(err195);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err196 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/sqlExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/sqlExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err196];
                                                    }
                                                    else {
                                                        vErrors.push(err196);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.luceneExpression !== undefined) {
                                                if (typeof data65.luceneExpression !== "string") {
                                                    const err197 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/luceneExpression", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/luceneExpression/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err197];
                                                    }
                                                    else {
                                                        vErrors.push(err197);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data65.alias !== undefined) {
                                                if (typeof data65.alias !== "string") {
                                                    const err198 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4 + "/alias", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/properties/alias/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err198];
                                                    }
                                                    else {
                                                        vErrors.push(err198);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err199 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions/" + i4, schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err199];
                                            }
                                            else {
                                                vErrors.push(err199);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err200 = { instancePath: instancePath + "/sources/" + i1 + "/highlightedRowAttributeExpressions", schemaPath: "#/properties/sources/items/properties/highlightedRowAttributeExpressions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err200];
                                    }
                                    else {
                                        vErrors.push(err200);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.materializedViews !== undefined) {
                                let data69 = data13.materializedViews;
                                if (Array.isArray(data69)) {
                                    const len5 = data69.length;
                                    for (let i5 = 0; i5 < len5; i5++) {
                                        let data70 = data69[i5];
                                        if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                            if (data70.databaseName === undefined) {
                                                const err201 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                                if (vErrors === null) {
                                                    vErrors = [err201];
                                                }
                                                else {
                                                    vErrors.push(err201);
                                                }
                                                errors++;
                                            }
                                            if (data70.tableName === undefined) {
                                                const err202 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "tableName" } };
                                                if (vErrors === null) {
                                                    vErrors = [err202];
                                                }
                                                else {
                                                    vErrors.push(err202);
                                                }
                                                errors++;
                                            }
                                            if (data70.dimensionColumns === undefined) {
                                                const err203 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "dimensionColumns" } };
                                                if (vErrors === null) {
                                                    vErrors = [err203];
                                                }
                                                else {
                                                    vErrors.push(err203);
                                                }
                                                errors++;
                                            }
                                            if (data70.minGranularity === undefined) {
                                                const err204 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "minGranularity" } };
                                                if (vErrors === null) {
                                                    vErrors = [err204];
                                                }
                                                else {
                                                    vErrors.push(err204);
                                                }
                                                errors++;
                                            }
                                            if (data70.timestampColumn === undefined) {
                                                const err205 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "timestampColumn" } };
                                                if (vErrors === null) {
                                                    vErrors = [err205];
                                                }
                                                else {
                                                    vErrors.push(err205);
                                                }
                                                errors++;
                                            }
                                            if (data70.aggregatedColumns === undefined) {
                                                const err206 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/required", keyword: "required", params: { missingProperty: "aggregatedColumns" } };
                                                if (vErrors === null) {
                                                    vErrors = [err206];
                                                }
                                                else {
                                                    vErrors.push(err206);
                                                }
                                                errors++;
                                            }
                                            for (const key13 in data70) {
                                                if (!(((((((key13 === "databaseName") || (key13 === "tableName")) || (key13 === "dimensionColumns")) || (key13 === "minGranularity")) || (key13 === "minDate")) || (key13 === "timestampColumn")) || (key13 === "aggregatedColumns"))) {
                                                    const err207 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err207];
                                                    }
                                                    else {
                                                        vErrors.push(err207);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.databaseName !== undefined) {
                                                let data71 = data70.databaseName;
                                                if (typeof data71 === "string") {
                                                    if (func3(data71) < 1) {
                                                        const err208 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/databaseName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err208];
                                                        }
                                                        else {
                                                            vErrors.push(err208);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err209 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/databaseName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err209];
                                                    }
                                                    else {
                                                        vErrors.push(err209);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.tableName !== undefined) {
                                                let data72 = data70.tableName;
                                                if (typeof data72 === "string") {
                                                    if (func3(data72) < 1) {
                                                        const err210 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/tableName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err210];
                                                        }
                                                        else {
                                                            vErrors.push(err210);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err211 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/tableName", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err211];
                                                    }
                                                    else {
                                                        vErrors.push(err211);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.dimensionColumns !== undefined) {
                                                if (typeof data70.dimensionColumns !== "string") {
                                                    const err212 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/dimensionColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/dimensionColumns/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err212];
                                                    }
                                                    else {
                                                        vErrors.push(err212);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.minGranularity !== undefined) {
                                                let data74 = data70.minGranularity;
                                                if (typeof data74 === "string") {
                                                    if (!pattern7.test(data74)) {
                                                        const err213 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minGranularity", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minGranularity/pattern", keyword: "pattern", params: { pattern: "^[0-9]+[smhd]$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err213];
                                                        }
                                                        else {
                                                            vErrors.push(err213);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err214 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minGranularity", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minGranularity/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err214];
                                                    }
                                                    else {
                                                        vErrors.push(err214);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.minDate !== undefined) {
                                                let data75 = data70.minDate;
                                                if (typeof data75 === "string") {
                                                    if (!pattern8.test(data75)) {
                                                        const err215 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minDate", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minDate/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err215];
                                                        }
                                                        else {
                                                            vErrors.push(err215);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err216 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/minDate", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/minDate/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err216];
                                                    }
                                                    else {
                                                        vErrors.push(err216);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.timestampColumn !== undefined) {
                                                let data76 = data70.timestampColumn;
                                                if (typeof data76 === "string") {
                                                    if (func3(data76) < 1) {
                                                        const err217 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/timestampColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/timestampColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err217];
                                                        }
                                                        else {
                                                            vErrors.push(err217);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err218 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/timestampColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/timestampColumn/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err218];
                                                    }
                                                    else {
                                                        vErrors.push(err218);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data70.aggregatedColumns !== undefined) {
                                                let data77 = data70.aggregatedColumns;
                                                if (Array.isArray(data77)) {
                                                    if (data77.length < 1) {
                                                        const err219 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/minItems", keyword: "minItems", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err219];
                                                        }
                                                        else {
                                                            vErrors.push(err219);
                                                        }
                                                        errors++;
                                                    }
                                                    const len6 = data77.length;
                                                    for (let i6 = 0; i6 < len6; i6++) {
                                                        let data78 = data77[i6];
                                                        const _errs282 = errors;
                                                        let valid61 = true;
                                                        const _errs283 = errors;
                                                        if (errors === _errs283) {
                                                            if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                                if (data78.aggFn !== undefined) {
                                                                    const _errs286 = errors;
                                                                    const _errs287 = errors;
                                                                    if ("count" !== data78.aggFn) {
                                                                        const err220 = {};
                                                                        if (vErrors === null) {
                                                                            vErrors = [err220];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err220);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    var valid63 = _errs287 === errors;
                                                                    if (valid63) {
                                                                        const err221 = {};
                                                                        if (vErrors === null) {
                                                                            vErrors = [err221];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err221);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    else {
                                                                        errors = _errs286;
                                                                        if (vErrors !== null) {
                                                                            if (_errs286) {
                                                                                vErrors.length = _errs286;
                                                                            }
                                                                            else {
                                                                                vErrors = null;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                const err222 = {};
                                                                if (vErrors === null) {
                                                                    vErrors = [err222];
                                                                }
                                                                else {
                                                                    vErrors.push(err222);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        var _valid7 = _errs283 === errors;
                                                        errors = _errs282;
                                                        if (vErrors !== null) {
                                                            if (_errs282) {
                                                                vErrors.length = _errs282;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                        if (_valid7) {
                                                            const _errs288 = errors;
                                                            if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                                if (data78.sourceColumn === undefined) {
                                                                    const err223 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/required", keyword: "required", params: { missingProperty: "sourceColumn" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err223];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err223);
                                                                    }
                                                                    errors++;
                                                                }
                                                                if (data78.sourceColumn !== undefined) {
                                                                    let data80 = data78.sourceColumn;
                                                                    if (typeof data80 === "string") {
                                                                        if (func3(data80) < 1) {
                                                                            const err224 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/properties/sourceColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                                            if (vErrors === null) {
                                                                                vErrors = [err224];
                                                                            }
                                                                            else {
                                                                                vErrors.push(err224);
                                                                            }
                                                                            errors++;
                                                                        }
                                                                    }
                                                                    else {
                                                                        const err225 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/properties/sourceColumn/type", keyword: "type", params: { type: "string" } };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err225];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err225);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                const err226 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/then/type", keyword: "type", params: { type: "object" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err226];
                                                                }
                                                                else {
                                                                    vErrors.push(err226);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid7 = _errs288 === errors;
                                                            valid61 = _valid7;
                                                        }
                                                        if (!valid61) {
                                                            const err227 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/if", keyword: "if", params: { failingKeyword: "then" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err227];
                                                            }
                                                            else {
                                                                vErrors.push(err227);
                                                            }
                                                            errors++;
                                                        }
                                                        if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
                                                            if (data78.aggFn === undefined) {
                                                                const err228 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/required", keyword: "required", params: { missingProperty: "aggFn" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err228];
                                                                }
                                                                else {
                                                                    vErrors.push(err228);
                                                                }
                                                                errors++;
                                                            }
                                                            if (data78.mvColumn === undefined) {
                                                                const err229 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/required", keyword: "required", params: { missingProperty: "mvColumn" } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err229];
                                                                }
                                                                else {
                                                                    vErrors.push(err229);
                                                                }
                                                                errors++;
                                                            }
                                                            for (const key14 in data78) {
                                                                if (!(((key14 === "sourceColumn") || (key14 === "aggFn")) || (key14 === "mvColumn"))) {
                                                                    const err230 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err230];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err230);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.sourceColumn !== undefined) {
                                                                if (typeof data78.sourceColumn !== "string") {
                                                                    const err231 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/sourceColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/sourceColumn/type", keyword: "type", params: { type: "string" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err231];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err231);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.aggFn !== undefined) {
                                                                let data82 = data78.aggFn;
                                                                if (!((((((((((((data82 === "avg") || (data82 === "count")) || (data82 === "count_distinct")) || (data82 === "last_value")) || (data82 === "max")) || (data82 === "min")) || (data82 === "quantile")) || (data82 === "sum")) || (data82 === "any")) || (data82 === "none")) || (data82 === "increase")) || (data82 === "histogram"))) {
                                                                    const err232 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/aggFn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/aggFn/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.materializedViews.items.properties.aggregatedColumns.items.properties.aggFn.enum } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err232];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err232);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            if (data78.mvColumn !== undefined) {
                                                                let data83 = data78.mvColumn;
                                                                if (typeof data83 === "string") {
                                                                    if (func3(data83) < 1) {
                                                                        const err233 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/mvColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/mvColumn/minLength", keyword: "minLength", params: { limit: 1 } };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err233];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err233);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                                else {
                                                                    const err234 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6 + "/mvColumn", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/properties/mvColumn/type", keyword: "type", params: { type: "string" } };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err234];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err234);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            const err235 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns/" + i6, schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/items/type", keyword: "type", params: { type: "object" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err235];
                                                            }
                                                            else {
                                                                vErrors.push(err235);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err236 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5 + "/aggregatedColumns", schemaPath: "#/properties/sources/items/properties/materializedViews/items/properties/aggregatedColumns/type", keyword: "type", params: { type: "array" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err236];
                                                    }
                                                    else {
                                                        vErrors.push(err236);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err237 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews/" + i5, schemaPath: "#/properties/sources/items/properties/materializedViews/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err237];
                                            }
                                            else {
                                                vErrors.push(err237);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err238 = { instancePath: instancePath + "/sources/" + i1 + "/materializedViews", schemaPath: "#/properties/sources/items/properties/materializedViews/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err238];
                                    }
                                    else {
                                        vErrors.push(err238);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metadataMaterializedViews !== undefined) {
                                let data84 = data13.metadataMaterializedViews;
                                if (data84 && typeof data84 == "object" && !Array.isArray(data84)) {
                                    if (data84.kvRollupTable === undefined) {
                                        const err239 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/required", keyword: "required", params: { missingProperty: "kvRollupTable" } };
                                        if (vErrors === null) {
                                            vErrors = [err239];
                                        }
                                        else {
                                            vErrors.push(err239);
                                        }
                                        errors++;
                                    }
                                    if (data84.granularity === undefined) {
                                        const err240 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/required", keyword: "required", params: { missingProperty: "granularity" } };
                                        if (vErrors === null) {
                                            vErrors = [err240];
                                        }
                                        else {
                                            vErrors.push(err240);
                                        }
                                        errors++;
                                    }
                                    for (const key15 in data84) {
                                        if (!(((key15 === "keyRollupTable") || (key15 === "kvRollupTable")) || (key15 === "granularity"))) {
                                            const err241 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 } };
                                            if (vErrors === null) {
                                                vErrors = [err241];
                                            }
                                            else {
                                                vErrors.push(err241);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.keyRollupTable !== undefined) {
                                        if (typeof data84.keyRollupTable !== "string") {
                                            const err242 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/keyRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/keyRollupTable/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err242];
                                            }
                                            else {
                                                vErrors.push(err242);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.kvRollupTable !== undefined) {
                                        let data86 = data84.kvRollupTable;
                                        if (typeof data86 === "string") {
                                            if (func3(data86) < 1) {
                                                const err243 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/kvRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/kvRollupTable/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err243];
                                                }
                                                else {
                                                    vErrors.push(err243);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err244 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/kvRollupTable", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/kvRollupTable/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err244];
                                            }
                                            else {
                                                vErrors.push(err244);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data84.granularity !== undefined) {
                                        let data87 = data84.granularity;
                                        if (typeof data87 === "string") {
                                            if (!pattern7.test(data87)) {
                                                const err245 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/granularity", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/granularity/pattern", keyword: "pattern", params: { pattern: "^[0-9]+[smhd]$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err245];
                                                }
                                                else {
                                                    vErrors.push(err245);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err246 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews/granularity", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/properties/granularity/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err246];
                                            }
                                            else {
                                                vErrors.push(err246);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err247 = { instancePath: instancePath + "/sources/" + i1 + "/metadataMaterializedViews", schemaPath: "#/properties/sources/items/properties/metadataMaterializedViews/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err247];
                                    }
                                    else {
                                        vErrors.push(err247);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.orderByExpression !== undefined) {
                                if (typeof data13.orderByExpression !== "string") {
                                    const err248 = { instancePath: instancePath + "/sources/" + i1 + "/orderByExpression", schemaPath: "#/properties/sources/items/properties/orderByExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err248];
                                    }
                                    else {
                                        vErrors.push(err248);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err249 = { instancePath: instancePath + "/sources/" + i1 + "/orderByExpression", schemaPath: "#/properties/sources/items/properties/orderByExpression/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err249];
                                    }
                                    else {
                                        vErrors.push(err249);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.useTextIndexForImplicitColumn !== undefined) {
                                let data89 = data13.useTextIndexForImplicitColumn;
                                if (!(((data89 === "auto") || (data89 === "enabled")) || (data89 === "disabled"))) {
                                    const err250 = { instancePath: instancePath + "/sources/" + i1 + "/useTextIndexForImplicitColumn", schemaPath: "#/properties/sources/items/properties/useTextIndexForImplicitColumn/enum", keyword: "enum", params: { allowedValues: schema11.properties.sources.items.properties.useTextIndexForImplicitColumn.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err250];
                                    }
                                    else {
                                        vErrors.push(err250);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.filterSettings !== undefined) {
                                let data90 = data13.filterSettings;
                                if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
                                    if (data90.databaseName === undefined) {
                                        const err251 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "databaseName" } };
                                        if (vErrors === null) {
                                            vErrors = [err251];
                                        }
                                        else {
                                            vErrors.push(err251);
                                        }
                                        errors++;
                                    }
                                    if (data90.tableName === undefined) {
                                        const err252 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "tableName" } };
                                        if (vErrors === null) {
                                            vErrors = [err252];
                                        }
                                        else {
                                            vErrors.push(err252);
                                        }
                                        errors++;
                                    }
                                    if (data90.columns === undefined) {
                                        const err253 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/required", keyword: "required", params: { missingProperty: "columns" } };
                                        if (vErrors === null) {
                                            vErrors = [err253];
                                        }
                                        else {
                                            vErrors.push(err253);
                                        }
                                        errors++;
                                    }
                                    for (const key16 in data90) {
                                        if (!(((key16 === "databaseName") || (key16 === "tableName")) || (key16 === "columns"))) {
                                            const err254 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 } };
                                            if (vErrors === null) {
                                                vErrors = [err254];
                                            }
                                            else {
                                                vErrors.push(err254);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.databaseName !== undefined) {
                                        let data91 = data90.databaseName;
                                        if (typeof data91 === "string") {
                                            if (func3(data91) < 1) {
                                                const err255 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/databaseName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/databaseName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err255];
                                                }
                                                else {
                                                    vErrors.push(err255);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err256 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/databaseName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/databaseName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err256];
                                            }
                                            else {
                                                vErrors.push(err256);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.tableName !== undefined) {
                                        let data92 = data90.tableName;
                                        if (typeof data92 === "string") {
                                            if (func3(data92) < 1) {
                                                const err257 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/tableName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/tableName/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err257];
                                                }
                                                else {
                                                    vErrors.push(err257);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err258 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/tableName", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/tableName/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err258];
                                            }
                                            else {
                                                vErrors.push(err258);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data90.columns !== undefined) {
                                        let data93 = data90.columns;
                                        if (Array.isArray(data93)) {
                                            if (data93.length > 10) {
                                                const err259 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/maxItems", keyword: "maxItems", params: { limit: 10 } };
                                                if (vErrors === null) {
                                                    vErrors = [err259];
                                                }
                                                else {
                                                    vErrors.push(err259);
                                                }
                                                errors++;
                                            }
                                            const len7 = data93.length;
                                            for (let i7 = 0; i7 < len7; i7++) {
                                                let data94 = data93[i7];
                                                if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
                                                    if (data94.name === undefined) {
                                                        const err260 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/required", keyword: "required", params: { missingProperty: "name" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err260];
                                                        }
                                                        else {
                                                            vErrors.push(err260);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data94.label === undefined) {
                                                        const err261 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/required", keyword: "required", params: { missingProperty: "label" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err261];
                                                        }
                                                        else {
                                                            vErrors.push(err261);
                                                        }
                                                        errors++;
                                                    }
                                                    for (const key17 in data94) {
                                                        if (!((key17 === "name") || (key17 === "label"))) {
                                                            const err262 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err262];
                                                            }
                                                            else {
                                                                vErrors.push(err262);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data94.name !== undefined) {
                                                        if (typeof data94.name !== "string") {
                                                            const err263 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7 + "/name", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err263];
                                                            }
                                                            else {
                                                                vErrors.push(err263);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data94.label !== undefined) {
                                                        if (typeof data94.label !== "string") {
                                                            const err264 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7 + "/label", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/properties/label/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err264];
                                                            }
                                                            else {
                                                                vErrors.push(err264);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err265 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns/" + i7, schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/items/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err265];
                                                    }
                                                    else {
                                                        vErrors.push(err265);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err266 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings/columns", schemaPath: "#/properties/sources/items/properties/filterSettings/properties/columns/type", keyword: "type", params: { type: "array" } };
                                            if (vErrors === null) {
                                                vErrors = [err266];
                                            }
                                            else {
                                                vErrors.push(err266);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err267 = { instancePath: instancePath + "/sources/" + i1 + "/filterSettings", schemaPath: "#/properties/sources/items/properties/filterSettings/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err267];
                                    }
                                    else {
                                        vErrors.push(err267);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.durationExpression !== undefined) {
                                let data97 = data13.durationExpression;
                                if (typeof data97 === "string") {
                                    if (func3(data97) < 1) {
                                        const err268 = { instancePath: instancePath + "/sources/" + i1 + "/durationExpression", schemaPath: "#/properties/sources/items/properties/durationExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err268];
                                        }
                                        else {
                                            vErrors.push(err268);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err269 = { instancePath: instancePath + "/sources/" + i1 + "/durationExpression", schemaPath: "#/properties/sources/items/properties/durationExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err269];
                                    }
                                    else {
                                        vErrors.push(err269);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.durationPrecision !== undefined) {
                                let data98 = data13.durationPrecision;
                                if (!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))) {
                                    const err270 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/type", keyword: "type", params: { type: "integer" } };
                                    if (vErrors === null) {
                                        vErrors = [err270];
                                    }
                                    else {
                                        vErrors.push(err270);
                                    }
                                    errors++;
                                }
                                if ((typeof data98 == "number") && (isFinite(data98))) {
                                    if (data98 > 9 || isNaN(data98)) {
                                        const err271 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9 } };
                                        if (vErrors === null) {
                                            vErrors = [err271];
                                        }
                                        else {
                                            vErrors.push(err271);
                                        }
                                        errors++;
                                    }
                                    if (data98 < 0 || isNaN(data98)) {
                                        const err272 = { instancePath: instancePath + "/sources/" + i1 + "/durationPrecision", schemaPath: "#/properties/sources/items/properties/durationPrecision/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                        if (vErrors === null) {
                                            vErrors = [err272];
                                        }
                                        else {
                                            vErrors.push(err272);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data13.parentSpanIdExpression !== undefined) {
                                let data99 = data13.parentSpanIdExpression;
                                if (typeof data99 === "string") {
                                    if (func3(data99) < 1) {
                                        const err273 = { instancePath: instancePath + "/sources/" + i1 + "/parentSpanIdExpression", schemaPath: "#/properties/sources/items/properties/parentSpanIdExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err273];
                                        }
                                        else {
                                            vErrors.push(err273);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err274 = { instancePath: instancePath + "/sources/" + i1 + "/parentSpanIdExpression", schemaPath: "#/properties/sources/items/properties/parentSpanIdExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err274];
                                    }
                                    else {
                                        vErrors.push(err274);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanNameExpression !== undefined) {
                                let data100 = data13.spanNameExpression;
                                if (typeof data100 === "string") {
                                    if (func3(data100) < 1) {
                                        const err275 = { instancePath: instancePath + "/sources/" + i1 + "/spanNameExpression", schemaPath: "#/properties/sources/items/properties/spanNameExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err275];
                                        }
                                        else {
                                            vErrors.push(err275);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err276 = { instancePath: instancePath + "/sources/" + i1 + "/spanNameExpression", schemaPath: "#/properties/sources/items/properties/spanNameExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err276];
                                    }
                                    else {
                                        vErrors.push(err276);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanKindExpression !== undefined) {
                                let data101 = data13.spanKindExpression;
                                if (typeof data101 === "string") {
                                    if (func3(data101) < 1) {
                                        const err277 = { instancePath: instancePath + "/sources/" + i1 + "/spanKindExpression", schemaPath: "#/properties/sources/items/properties/spanKindExpression/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err277];
                                        }
                                        else {
                                            vErrors.push(err277);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err278 = { instancePath: instancePath + "/sources/" + i1 + "/spanKindExpression", schemaPath: "#/properties/sources/items/properties/spanKindExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err278];
                                    }
                                    else {
                                        vErrors.push(err278);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sampleRateExpression !== undefined) {
                                if (typeof data13.sampleRateExpression !== "string") {
                                    const err279 = { instancePath: instancePath + "/sources/" + i1 + "/sampleRateExpression", schemaPath: "#/properties/sources/items/properties/sampleRateExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err279];
                                    }
                                    else {
                                        vErrors.push(err279);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err280 = { instancePath: instancePath + "/sources/" + i1 + "/sampleRateExpression", schemaPath: "#/properties/sources/items/properties/sampleRateExpression/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err280];
                                    }
                                    else {
                                        vErrors.push(err280);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.statusCodeExpression !== undefined) {
                                if (typeof data13.statusCodeExpression !== "string") {
                                    const err281 = { instancePath: instancePath + "/sources/" + i1 + "/statusCodeExpression", schemaPath: "#/properties/sources/items/properties/statusCodeExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err281];
                                    }
                                    else {
                                        vErrors.push(err281);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.statusMessageExpression !== undefined) {
                                if (typeof data13.statusMessageExpression !== "string") {
                                    const err282 = { instancePath: instancePath + "/sources/" + i1 + "/statusMessageExpression", schemaPath: "#/properties/sources/items/properties/statusMessageExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err282];
                                    }
                                    else {
                                        vErrors.push(err282);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanEventsValueExpression !== undefined) {
                                if (typeof data13.spanEventsValueExpression !== "string") {
                                    const err283 = { instancePath: instancePath + "/sources/" + i1 + "/spanEventsValueExpression", schemaPath: "#/properties/sources/items/properties/spanEventsValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err283];
                                    }
                                    else {
                                        vErrors.push(err283);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.spanLinksValueExpression !== undefined) {
                                if (typeof data13.spanLinksValueExpression !== "string") {
                                    const err284 = { instancePath: instancePath + "/sources/" + i1 + "/spanLinksValueExpression", schemaPath: "#/properties/sources/items/properties/spanLinksValueExpression/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err284];
                                    }
                                    else {
                                        vErrors.push(err284);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err285 = { instancePath: instancePath + "/sources/" + i1 + "/spanLinksValueExpression", schemaPath: "#/properties/sources/items/properties/spanLinksValueExpression/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err285];
                                    }
                                    else {
                                        vErrors.push(err285);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricTables !== undefined) {
                                let data107 = data13.metricTables;
                                if (data107 && typeof data107 == "object" && !Array.isArray(data107)) {
                                    if (Object.keys(data107).length < 1) {
                                        const err286 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/minProperties", keyword: "minProperties", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err286];
                                        }
                                        else {
                                            vErrors.push(err286);
                                        }
                                        errors++;
                                    }
                                    for (const key18 in data107) {
                                        if (!(((((key18 === "gauge") || (key18 === "histogram")) || (key18 === "sum")) || (key18 === "summary")) || (key18 === "exponential histogram"))) {
                                            const err287 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 } };
                                            if (vErrors === null) {
                                                vErrors = [err287];
                                            }
                                            else {
                                                vErrors.push(err287);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.gauge !== undefined) {
                                        let data108 = data107.gauge;
                                        if (typeof data108 === "string") {
                                            if (func3(data108) < 1) {
                                                const err288 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/gauge", schemaPath: "#/properties/sources/items/properties/metricTables/properties/gauge/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err288];
                                                }
                                                else {
                                                    vErrors.push(err288);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err289 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/gauge", schemaPath: "#/properties/sources/items/properties/metricTables/properties/gauge/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err289];
                                            }
                                            else {
                                                vErrors.push(err289);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.histogram !== undefined) {
                                        let data109 = data107.histogram;
                                        if (typeof data109 === "string") {
                                            if (func3(data109) < 1) {
                                                const err290 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/histogram/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err290];
                                                }
                                                else {
                                                    vErrors.push(err290);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err291 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/histogram/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err291];
                                            }
                                            else {
                                                vErrors.push(err291);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.sum !== undefined) {
                                        let data110 = data107.sum;
                                        if (typeof data110 === "string") {
                                            if (func3(data110) < 1) {
                                                const err292 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/sum", schemaPath: "#/properties/sources/items/properties/metricTables/properties/sum/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err292];
                                                }
                                                else {
                                                    vErrors.push(err292);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err293 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/sum", schemaPath: "#/properties/sources/items/properties/metricTables/properties/sum/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err293];
                                            }
                                            else {
                                                vErrors.push(err293);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107.summary !== undefined) {
                                        let data111 = data107.summary;
                                        if (typeof data111 === "string") {
                                            if (func3(data111) < 1) {
                                                const err294 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/summary", schemaPath: "#/properties/sources/items/properties/metricTables/properties/summary/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err294];
                                                }
                                                else {
                                                    vErrors.push(err294);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err295 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/summary", schemaPath: "#/properties/sources/items/properties/metricTables/properties/summary/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err295];
                                            }
                                            else {
                                                vErrors.push(err295);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data107["exponential histogram"] !== undefined) {
                                        let data112 = data107["exponential histogram"];
                                        if (typeof data112 === "string") {
                                            if (func3(data112) < 1) {
                                                const err296 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/exponential histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/exponential%20histogram/minLength", keyword: "minLength", params: { limit: 1 } };
                                                if (vErrors === null) {
                                                    vErrors = [err296];
                                                }
                                                else {
                                                    vErrors.push(err296);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err297 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables/exponential histogram", schemaPath: "#/properties/sources/items/properties/metricTables/properties/exponential%20histogram/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err297];
                                            }
                                            else {
                                                vErrors.push(err297);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err298 = { instancePath: instancePath + "/sources/" + i1 + "/metricTables", schemaPath: "#/properties/sources/items/properties/metricTables/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err298];
                                    }
                                    else {
                                        vErrors.push(err298);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.seriesTable !== undefined) {
                                if (typeof data13.seriesTable !== "string") {
                                    const err299 = { instancePath: instancePath + "/sources/" + i1 + "/seriesTable", schemaPath: "#/properties/sources/items/properties/seriesTable/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err299];
                                    }
                                    else {
                                        vErrors.push(err299);
                                    }
                                    errors++;
                                }
                                if (true) {
                                    const err300 = { instancePath: instancePath + "/sources/" + i1 + "/seriesTable", schemaPath: "#/properties/sources/items/properties/seriesTable/x-edition", keyword: "x-edition", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err300];
                                    }
                                    else {
                                        vErrors.push(err300);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.logSource !== undefined) {
                                let data114 = data13.logSource;
                                if (typeof data114 === "string") {
                                    if (func3(data114) < 1) {
                                        const err301 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err301];
                                        }
                                        else {
                                            vErrors.push(err301);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data114)) {
                                        const err302 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err302];
                                        }
                                        else {
                                            vErrors.push(err302);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err303 = { instancePath: instancePath + "/sources/" + i1 + "/logSource", schemaPath: "#/properties/sources/items/properties/logSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err303];
                                    }
                                    else {
                                        vErrors.push(err303);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.logSourceId !== undefined) {
                                let data115 = data13.logSourceId;
                                if (typeof data115 === "string") {
                                    if (func3(data115) < 1) {
                                        const err304 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err304];
                                        }
                                        else {
                                            vErrors.push(err304);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data115)) {
                                        const err305 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err305];
                                        }
                                        else {
                                            vErrors.push(err305);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err306 = { instancePath: instancePath + "/sources/" + i1 + "/logSourceId", schemaPath: "#/properties/sources/items/properties/logSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err306];
                                    }
                                    else {
                                        vErrors.push(err306);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceSource !== undefined) {
                                let data116 = data13.traceSource;
                                if (typeof data116 === "string") {
                                    if (func3(data116) < 1) {
                                        const err307 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err307];
                                        }
                                        else {
                                            vErrors.push(err307);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data116)) {
                                        const err308 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err308];
                                        }
                                        else {
                                            vErrors.push(err308);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err309 = { instancePath: instancePath + "/sources/" + i1 + "/traceSource", schemaPath: "#/properties/sources/items/properties/traceSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err309];
                                    }
                                    else {
                                        vErrors.push(err309);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.traceSourceId !== undefined) {
                                let data117 = data13.traceSourceId;
                                if (typeof data117 === "string") {
                                    if (func3(data117) < 1) {
                                        const err310 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err310];
                                        }
                                        else {
                                            vErrors.push(err310);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data117)) {
                                        const err311 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err311];
                                        }
                                        else {
                                            vErrors.push(err311);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err312 = { instancePath: instancePath + "/sources/" + i1 + "/traceSourceId", schemaPath: "#/properties/sources/items/properties/traceSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err312];
                                    }
                                    else {
                                        vErrors.push(err312);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricSource !== undefined) {
                                let data118 = data13.metricSource;
                                if (typeof data118 === "string") {
                                    if (func3(data118) < 1) {
                                        const err313 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err313];
                                        }
                                        else {
                                            vErrors.push(err313);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data118)) {
                                        const err314 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err314];
                                        }
                                        else {
                                            vErrors.push(err314);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err315 = { instancePath: instancePath + "/sources/" + i1 + "/metricSource", schemaPath: "#/properties/sources/items/properties/metricSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err315];
                                    }
                                    else {
                                        vErrors.push(err315);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.metricSourceId !== undefined) {
                                let data119 = data13.metricSourceId;
                                if (typeof data119 === "string") {
                                    if (func3(data119) < 1) {
                                        const err316 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err316];
                                        }
                                        else {
                                            vErrors.push(err316);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data119)) {
                                        const err317 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err317];
                                        }
                                        else {
                                            vErrors.push(err317);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err318 = { instancePath: instancePath + "/sources/" + i1 + "/metricSourceId", schemaPath: "#/properties/sources/items/properties/metricSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err318];
                                    }
                                    else {
                                        vErrors.push(err318);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sessionSource !== undefined) {
                                let data120 = data13.sessionSource;
                                if (typeof data120 === "string") {
                                    if (func3(data120) < 1) {
                                        const err319 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err319];
                                        }
                                        else {
                                            vErrors.push(err319);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data120)) {
                                        const err320 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err320];
                                        }
                                        else {
                                            vErrors.push(err320);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err321 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSource", schemaPath: "#/properties/sources/items/properties/sessionSource/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err321];
                                    }
                                    else {
                                        vErrors.push(err321);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.sessionSourceId !== undefined) {
                                let data121 = data13.sessionSourceId;
                                if (typeof data121 === "string") {
                                    if (func3(data121) < 1) {
                                        const err322 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err322];
                                        }
                                        else {
                                            vErrors.push(err322);
                                        }
                                        errors++;
                                    }
                                    if (!pattern0.test(data121)) {
                                        const err323 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/pattern", keyword: "pattern", params: { pattern: "\\S" } };
                                        if (vErrors === null) {
                                            vErrors = [err323];
                                        }
                                        else {
                                            vErrors.push(err323);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err324 = { instancePath: instancePath + "/sources/" + i1 + "/sessionSourceId", schemaPath: "#/properties/sources/items/properties/sessionSourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err324];
                                    }
                                    else {
                                        vErrors.push(err324);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err325 = { instancePath: instancePath + "/sources/" + i1, schemaPath: "#/properties/sources/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err325];
                            }
                            else {
                                vErrors.push(err325);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err326 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err326];
                    }
                    else {
                        vErrors.push(err326);
                    }
                    errors++;
                }
            }
            if (data.savedSearches !== undefined) {
                let data122 = data.savedSearches;
                if (Array.isArray(data122)) {
                    const len8 = data122.length;
                    for (let i8 = 0; i8 < len8; i8++) {
                        let data123 = data122[i8];
                        const _errs390 = errors;
                        let valid74 = false;
                        let passing0 = null;
                        const _errs391 = errors;
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.source === undefined) {
                                const err327 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf/0/required", keyword: "required", params: { missingProperty: "source" } };
                                if (vErrors === null) {
                                    vErrors = [err327];
                                }
                                else {
                                    vErrors.push(err327);
                                }
                                errors++;
                            }
                        }
                        var _valid8 = _errs391 === errors;
                        if (_valid8) {
                            valid74 = true;
                            passing0 = 0;
                        }
                        const _errs392 = errors;
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.sourceId === undefined) {
                                const err328 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf/1/required", keyword: "required", params: { missingProperty: "sourceId" } };
                                if (vErrors === null) {
                                    vErrors = [err328];
                                }
                                else {
                                    vErrors.push(err328);
                                }
                                errors++;
                            }
                        }
                        var _valid8 = _errs392 === errors;
                        if (_valid8 && valid74) {
                            valid74 = false;
                            passing0 = [passing0, 1];
                        }
                        else {
                            if (_valid8) {
                                valid74 = true;
                                passing0 = 1;
                            }
                        }
                        if (!valid74) {
                            const err329 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                            if (vErrors === null) {
                                vErrors = [err329];
                            }
                            else {
                                vErrors.push(err329);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs390;
                            if (vErrors !== null) {
                                if (_errs390) {
                                    vErrors.length = _errs390;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                            if (data123.name === undefined) {
                                const err330 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err330];
                                }
                                else {
                                    vErrors.push(err330);
                                }
                                errors++;
                            }
                            for (const key19 in data123) {
                                if (!(func2.call(schema11.properties.savedSearches.items.properties, key19))) {
                                    const err331 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 } };
                                    if (vErrors === null) {
                                        vErrors = [err331];
                                    }
                                    else {
                                        vErrors.push(err331);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.name !== undefined) {
                                let data124 = data123.name;
                                if (typeof data124 === "string") {
                                    if (func3(data124) > 1024) {
                                        const err332 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err332];
                                        }
                                        else {
                                            vErrors.push(err332);
                                        }
                                        errors++;
                                    }
                                    if (func3(data124) < 1) {
                                        const err333 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err333];
                                        }
                                        else {
                                            vErrors.push(err333);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data124)) {
                                        const err334 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err334];
                                        }
                                        else {
                                            vErrors.push(err334);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err335 = { instancePath: instancePath + "/savedSearches/" + i8 + "/name", schemaPath: "#/properties/savedSearches/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err335];
                                    }
                                    else {
                                        vErrors.push(err335);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.was !== undefined) {
                                let data125 = data123.was;
                                if (typeof data125 === "string") {
                                    if (func3(data125) < 1) {
                                        const err336 = { instancePath: instancePath + "/savedSearches/" + i8 + "/was", schemaPath: "#/properties/savedSearches/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err336];
                                        }
                                        else {
                                            vErrors.push(err336);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err337 = { instancePath: instancePath + "/savedSearches/" + i8 + "/was", schemaPath: "#/properties/savedSearches/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err337];
                                    }
                                    else {
                                        vErrors.push(err337);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.adopt !== undefined) {
                                if (typeof data123.adopt !== "boolean") {
                                    const err338 = { instancePath: instancePath + "/savedSearches/" + i8 + "/adopt", schemaPath: "#/properties/savedSearches/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err338];
                                    }
                                    else {
                                        vErrors.push(err338);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.source !== undefined) {
                                let data127 = data123.source;
                                if (typeof data127 === "string") {
                                    if (func3(data127) < 1) {
                                        const err339 = { instancePath: instancePath + "/savedSearches/" + i8 + "/source", schemaPath: "#/properties/savedSearches/items/properties/source/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err339];
                                        }
                                        else {
                                            vErrors.push(err339);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err340 = { instancePath: instancePath + "/savedSearches/" + i8 + "/source", schemaPath: "#/properties/savedSearches/items/properties/source/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err340];
                                    }
                                    else {
                                        vErrors.push(err340);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.sourceId !== undefined) {
                                let data128 = data123.sourceId;
                                if (typeof data128 === "string") {
                                    if (!pattern6.test(data128)) {
                                        const err341 = { instancePath: instancePath + "/savedSearches/" + i8 + "/sourceId", schemaPath: "#/properties/savedSearches/items/properties/sourceId/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{24}$" } };
                                        if (vErrors === null) {
                                            vErrors = [err341];
                                        }
                                        else {
                                            vErrors.push(err341);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err342 = { instancePath: instancePath + "/savedSearches/" + i8 + "/sourceId", schemaPath: "#/properties/savedSearches/items/properties/sourceId/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err342];
                                    }
                                    else {
                                        vErrors.push(err342);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.select !== undefined) {
                                let data129 = data123.select;
                                if (typeof data129 === "string") {
                                    if (func3(data129) > 4096) {
                                        const err343 = { instancePath: instancePath + "/savedSearches/" + i8 + "/select", schemaPath: "#/properties/savedSearches/items/properties/select/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                        if (vErrors === null) {
                                            vErrors = [err343];
                                        }
                                        else {
                                            vErrors.push(err343);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err344 = { instancePath: instancePath + "/savedSearches/" + i8 + "/select", schemaPath: "#/properties/savedSearches/items/properties/select/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err344];
                                    }
                                    else {
                                        vErrors.push(err344);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.where !== undefined) {
                                let data130 = data123.where;
                                if (typeof data130 === "string") {
                                    if (func3(data130) > 8192) {
                                        const err345 = { instancePath: instancePath + "/savedSearches/" + i8 + "/where", schemaPath: "#/properties/savedSearches/items/properties/where/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                        if (vErrors === null) {
                                            vErrors = [err345];
                                        }
                                        else {
                                            vErrors.push(err345);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err346 = { instancePath: instancePath + "/savedSearches/" + i8 + "/where", schemaPath: "#/properties/savedSearches/items/properties/where/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err346];
                                    }
                                    else {
                                        vErrors.push(err346);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.whereLanguage !== undefined) {
                                let data131 = data123.whereLanguage;
                                if (!((data131 === "lucene") || (data131 === "sql"))) {
                                    const err347 = { instancePath: instancePath + "/savedSearches/" + i8 + "/whereLanguage", schemaPath: "#/properties/savedSearches/items/properties/whereLanguage/enum", keyword: "enum", params: { allowedValues: schema11.properties.savedSearches.items.properties.whereLanguage.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err347];
                                    }
                                    else {
                                        vErrors.push(err347);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.orderBy !== undefined) {
                                let data132 = data123.orderBy;
                                if (typeof data132 === "string") {
                                    if (func3(data132) > 1024) {
                                        const err348 = { instancePath: instancePath + "/savedSearches/" + i8 + "/orderBy", schemaPath: "#/properties/savedSearches/items/properties/orderBy/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err348];
                                        }
                                        else {
                                            vErrors.push(err348);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err349 = { instancePath: instancePath + "/savedSearches/" + i8 + "/orderBy", schemaPath: "#/properties/savedSearches/items/properties/orderBy/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err349];
                                    }
                                    else {
                                        vErrors.push(err349);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.tags !== undefined) {
                                let data133 = data123.tags;
                                if (Array.isArray(data133)) {
                                    if (data133.length > 49) {
                                        const err350 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/maxItems", keyword: "maxItems", params: { limit: 49 } };
                                        if (vErrors === null) {
                                            vErrors = [err350];
                                        }
                                        else {
                                            vErrors.push(err350);
                                        }
                                        errors++;
                                    }
                                    const len9 = data133.length;
                                    for (let i9 = 0; i9 < len9; i9++) {
                                        let data134 = data133[i9];
                                        const _errs418 = errors;
                                        const _errs419 = errors;
                                        if (typeof data134 === "string") {
                                            if (!pattern20.test(data134)) {
                                                const err351 = {};
                                                if (vErrors === null) {
                                                    vErrors = [err351];
                                                }
                                                else {
                                                    vErrors.push(err351);
                                                }
                                                errors++;
                                            }
                                        }
                                        var valid78 = _errs419 === errors;
                                        if (valid78) {
                                            const err352 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/not", keyword: "not", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err352];
                                            }
                                            else {
                                                vErrors.push(err352);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs418;
                                            if (vErrors !== null) {
                                                if (_errs418) {
                                                    vErrors.length = _errs418;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        if (typeof data134 === "string") {
                                            if (func3(data134) > 32) {
                                                const err353 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/maxLength", keyword: "maxLength", params: { limit: 32 } };
                                                if (vErrors === null) {
                                                    vErrors = [err353];
                                                }
                                                else {
                                                    vErrors.push(err353);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err354 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags/" + i9, schemaPath: "#/properties/savedSearches/items/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err354];
                                            }
                                            else {
                                                vErrors.push(err354);
                                            }
                                            errors++;
                                        }
                                    }
                                    let i10 = data133.length;
                                    let j0;
                                    if (i10 > 1) {
                                        const indices0 = {};
                                        for (; i10--;) {
                                            let item0 = data133[i10];
                                            if (typeof item0 !== "string") {
                                                continue;
                                            }
                                            if (typeof indices0[item0] == "number") {
                                                j0 = indices0[item0];
                                                const err355 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i10, j: j0 } };
                                                if (vErrors === null) {
                                                    vErrors = [err355];
                                                }
                                                else {
                                                    vErrors.push(err355);
                                                }
                                                errors++;
                                                break;
                                            }
                                            indices0[item0] = i10;
                                        }
                                    }
                                }
                                else {
                                    const err356 = { instancePath: instancePath + "/savedSearches/" + i8 + "/tags", schemaPath: "#/properties/savedSearches/items/properties/tags/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err356];
                                    }
                                    else {
                                        vErrors.push(err356);
                                    }
                                    errors++;
                                }
                            }
                            if (data123.filters !== undefined) {
                                let data135 = data123.filters;
                                if (Array.isArray(data135)) {
                                    if (data135.length > 100) {
                                        const err357 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters", schemaPath: "#/properties/savedSearches/items/properties/filters/maxItems", keyword: "maxItems", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err357];
                                        }
                                        else {
                                            vErrors.push(err357);
                                        }
                                        errors++;
                                    }
                                    const len10 = data135.length;
                                    for (let i11 = 0; i11 < len10; i11++) {
                                        let data136 = data135[i11];
                                        const _errs424 = errors;
                                        let valid82 = false;
                                        const _errs425 = errors;
                                        if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                            if (data136.condition === undefined) {
                                                const err358 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/required", keyword: "required", params: { missingProperty: "condition" } };
                                                if (vErrors === null) {
                                                    vErrors = [err358];
                                                }
                                                else {
                                                    vErrors.push(err358);
                                                }
                                                errors++;
                                            }
                                            for (const key20 in data136) {
                                                if (!((key20 === "type") || (key20 === "condition"))) {
                                                    const err359 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err359];
                                                    }
                                                    else {
                                                        vErrors.push(err359);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data136.type !== undefined) {
                                                if ("sql" !== data136.type) {
                                                    const err360 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/type/const", keyword: "const", params: { allowedValue: "sql" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err360];
                                                    }
                                                    else {
                                                        vErrors.push(err360);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data136.condition !== undefined) {
                                                let data138 = data136.condition;
                                                if (typeof data138 === "string") {
                                                    if (func3(data138) > 8192) {
                                                        const err361 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/condition/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err361];
                                                        }
                                                        else {
                                                            vErrors.push(err361);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err362 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/properties/condition/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err362];
                                                    }
                                                    else {
                                                        vErrors.push(err362);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err363 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err363];
                                            }
                                            else {
                                                vErrors.push(err363);
                                            }
                                            errors++;
                                        }
                                        var _valid9 = _errs425 === errors;
                                        valid82 = valid82 || _valid9;
                                        if (!valid82) {
                                            const _errs431 = errors;
                                            if (true) {
                                                const err364 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/x-edition", keyword: "x-edition", params: {} };
                                                if (vErrors === null) {
                                                    vErrors = [err364];
                                                }
                                                else {
                                                    vErrors.push(err364);
                                                }
                                                errors++;
                                            }
                                            if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                                if (data136.type === undefined) {
                                                    const err365 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/required", keyword: "required", params: { missingProperty: "type" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err365];
                                                    }
                                                    else {
                                                        vErrors.push(err365);
                                                    }
                                                    errors++;
                                                }
                                                if (data136.condition === undefined) {
                                                    const err366 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/required", keyword: "required", params: { missingProperty: "condition" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err366];
                                                    }
                                                    else {
                                                        vErrors.push(err366);
                                                    }
                                                    errors++;
                                                }
                                                for (const key21 in data136) {
                                                    if (!((key21 === "type") || (key21 === "condition"))) {
                                                        const err367 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err367];
                                                        }
                                                        else {
                                                            vErrors.push(err367);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data136.type !== undefined) {
                                                    if ("lucene" !== data136.type) {
                                                        const err368 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/type/const", keyword: "const", params: { allowedValue: "lucene" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err368];
                                                        }
                                                        else {
                                                            vErrors.push(err368);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                if (data136.condition !== undefined) {
                                                    let data140 = data136.condition;
                                                    if (typeof data140 === "string") {
                                                        if (func3(data140) > 8192) {
                                                            const err369 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/condition/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err369];
                                                            }
                                                            else {
                                                                vErrors.push(err369);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err370 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/condition", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/properties/condition/type", keyword: "type", params: { type: "string" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err370];
                                                        }
                                                        else {
                                                            vErrors.push(err370);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err371 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/1/type", keyword: "type", params: { type: "object" } };
                                                if (vErrors === null) {
                                                    vErrors = [err371];
                                                }
                                                else {
                                                    vErrors.push(err371);
                                                }
                                                errors++;
                                            }
                                            var _valid9 = _errs431 === errors;
                                            valid82 = valid82 || _valid9;
                                            if (!valid82) {
                                                const _errs438 = errors;
                                                if (true) {
                                                    const err372 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/x-edition", keyword: "x-edition", params: {} };
                                                    if (vErrors === null) {
                                                        vErrors = [err372];
                                                    }
                                                    else {
                                                        vErrors.push(err372);
                                                    }
                                                    errors++;
                                                }
                                                if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
                                                    if (data136.type === undefined) {
                                                        const err373 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "type" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err373];
                                                        }
                                                        else {
                                                            vErrors.push(err373);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.operator === undefined) {
                                                        const err374 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "operator" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err374];
                                                        }
                                                        else {
                                                            vErrors.push(err374);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.left === undefined) {
                                                        const err375 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "left" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err375];
                                                        }
                                                        else {
                                                            vErrors.push(err375);
                                                        }
                                                        errors++;
                                                    }
                                                    if (data136.right === undefined) {
                                                        const err376 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/required", keyword: "required", params: { missingProperty: "right" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err376];
                                                        }
                                                        else {
                                                            vErrors.push(err376);
                                                        }
                                                        errors++;
                                                    }
                                                    for (const key22 in data136) {
                                                        if (!((((key22 === "type") || (key22 === "operator")) || (key22 === "left")) || (key22 === "right"))) {
                                                            const err377 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 } };
                                                            if (vErrors === null) {
                                                                vErrors = [err377];
                                                            }
                                                            else {
                                                                vErrors.push(err377);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.type !== undefined) {
                                                        if ("sql_ast" !== data136.type) {
                                                            const err378 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/type", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/type/const", keyword: "const", params: { allowedValue: "sql_ast" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err378];
                                                            }
                                                            else {
                                                                vErrors.push(err378);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.operator !== undefined) {
                                                        let data142 = data136.operator;
                                                        if (!((((((data142 === "=") || (data142 === "<")) || (data142 === ">")) || (data142 === "!=")) || (data142 === "<=")) || (data142 === ">="))) {
                                                            const err379 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/operator", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/operator/enum", keyword: "enum", params: { allowedValues: schema11.properties.savedSearches.items.properties.filters.items.anyOf[2].properties.operator.enum } };
                                                            if (vErrors === null) {
                                                                vErrors = [err379];
                                                            }
                                                            else {
                                                                vErrors.push(err379);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.left !== undefined) {
                                                        let data143 = data136.left;
                                                        if (typeof data143 === "string") {
                                                            if (func3(data143) > 8192) {
                                                                const err380 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/left", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/left/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err380];
                                                                }
                                                                else {
                                                                    vErrors.push(err380);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        else {
                                                            const err381 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/left", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/left/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err381];
                                                            }
                                                            else {
                                                                vErrors.push(err381);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    if (data136.right !== undefined) {
                                                        let data144 = data136.right;
                                                        if (typeof data144 === "string") {
                                                            if (func3(data144) > 8192) {
                                                                const err382 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/right", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/right/maxLength", keyword: "maxLength", params: { limit: 8192 } };
                                                                if (vErrors === null) {
                                                                    vErrors = [err382];
                                                                }
                                                                else {
                                                                    vErrors.push(err382);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        else {
                                                            const err383 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11 + "/right", schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/properties/right/type", keyword: "type", params: { type: "string" } };
                                                            if (vErrors === null) {
                                                                vErrors = [err383];
                                                            }
                                                            else {
                                                                vErrors.push(err383);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                }
                                                else {
                                                    const err384 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf/2/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err384];
                                                    }
                                                    else {
                                                        vErrors.push(err384);
                                                    }
                                                    errors++;
                                                }
                                                var _valid9 = _errs438 === errors;
                                                valid82 = valid82 || _valid9;
                                            }
                                        }
                                        if (!valid82) {
                                            const err385 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters/" + i11, schemaPath: "#/properties/savedSearches/items/properties/filters/items/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err385];
                                            }
                                            else {
                                                vErrors.push(err385);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs424;
                                            if (vErrors !== null) {
                                                if (_errs424) {
                                                    vErrors.length = _errs424;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err386 = { instancePath: instancePath + "/savedSearches/" + i8 + "/filters", schemaPath: "#/properties/savedSearches/items/properties/filters/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err386];
                                    }
                                    else {
                                        vErrors.push(err386);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err387 = { instancePath: instancePath + "/savedSearches/" + i8, schemaPath: "#/properties/savedSearches/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err387];
                            }
                            else {
                                vErrors.push(err387);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err388 = { instancePath: instancePath + "/savedSearches", schemaPath: "#/properties/savedSearches/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err388];
                    }
                    else {
                        vErrors.push(err388);
                    }
                    errors++;
                }
            }
            if (data.webhooks !== undefined) {
                let data145 = data.webhooks;
                if (Array.isArray(data145)) {
                    const len11 = data145.length;
                    for (let i12 = 0; i12 < len11; i12++) {
                        let data146 = data145[i12];
                        const _errs452 = errors;
                        let valid88 = true;
                        const _errs453 = errors;
                        if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                            let missing10;
                            if ((data146.service === undefined) && (missing10 = "service")) {
                                const err389 = {};
                                if (vErrors === null) {
                                    vErrors = [err389];
                                }
                                else {
                                    vErrors.push(err389);
                                }
                                errors++;
                            }
                            else {
                                if (data146.service !== undefined) {
                                    if ("slack" !== data146.service) {
                                        const err390 = {};
                                        if (vErrors === null) {
                                            vErrors = [err390];
                                        }
                                        else {
                                            vErrors.push(err390);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        var _valid10 = _errs453 === errors;
                        errors = _errs452;
                        if (vErrors !== null) {
                            if (_errs452) {
                                vErrors.length = _errs452;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        if (_valid10) {
                            const _errs455 = errors;
                            if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                                if (data146.body !== undefined) {
                                    const err391 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/then/properties/body/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err391];
                                    }
                                    else {
                                        vErrors.push(err391);
                                    }
                                    errors++;
                                }
                                if (data146.headers !== undefined) {
                                    const err392 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/then/properties/headers/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err392];
                                    }
                                    else {
                                        vErrors.push(err392);
                                    }
                                    errors++;
                                }
                                if (data146.queryParams !== undefined) {
                                    const err393 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/then/properties/queryParams/false schema", keyword: "false schema", params: {} };
                                    if (vErrors === null) {
                                        vErrors = [err393];
                                    }
                                    else {
                                        vErrors.push(err393);
                                    }
                                    errors++;
                                }
                            }
                            var _valid10 = _errs455 === errors;
                            valid88 = _valid10;
                        }
                        if (!valid88) {
                            const err394 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/if", keyword: "if", params: { failingKeyword: "then" } };
                            if (vErrors === null) {
                                vErrors = [err394];
                            }
                            else {
                                vErrors.push(err394);
                            }
                            errors++;
                        }
                        if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
                            if (data146.name === undefined) {
                                const err395 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err395];
                                }
                                else {
                                    vErrors.push(err395);
                                }
                                errors++;
                            }
                            if (data146.service === undefined) {
                                const err396 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "service" } };
                                if (vErrors === null) {
                                    vErrors = [err396];
                                }
                                else {
                                    vErrors.push(err396);
                                }
                                errors++;
                            }
                            if (data146.url === undefined) {
                                const err397 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "url" } };
                                if (vErrors === null) {
                                    vErrors = [err397];
                                }
                                else {
                                    vErrors.push(err397);
                                }
                                errors++;
                            }
                            for (const key23 in data146) {
                                if (!(func2.call(schema11.properties.webhooks.items.properties, key23))) {
                                    const err398 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 } };
                                    if (vErrors === null) {
                                        vErrors = [err398];
                                    }
                                    else {
                                        vErrors.push(err398);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.name !== undefined) {
                                let data151 = data146.name;
                                if (typeof data151 === "string") {
                                    if (func3(data151) > 1024) {
                                        const err399 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err399];
                                        }
                                        else {
                                            vErrors.push(err399);
                                        }
                                        errors++;
                                    }
                                    if (func3(data151) < 1) {
                                        const err400 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err400];
                                        }
                                        else {
                                            vErrors.push(err400);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data151)) {
                                        const err401 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err401];
                                        }
                                        else {
                                            vErrors.push(err401);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err402 = { instancePath: instancePath + "/webhooks/" + i12 + "/name", schemaPath: "#/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err402];
                                    }
                                    else {
                                        vErrors.push(err402);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.was !== undefined) {
                                let data152 = data146.was;
                                if (typeof data152 === "string") {
                                    if (func3(data152) < 1) {
                                        const err403 = { instancePath: instancePath + "/webhooks/" + i12 + "/was", schemaPath: "#/properties/webhooks/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err403];
                                        }
                                        else {
                                            vErrors.push(err403);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err404 = { instancePath: instancePath + "/webhooks/" + i12 + "/was", schemaPath: "#/properties/webhooks/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err404];
                                    }
                                    else {
                                        vErrors.push(err404);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.adopt !== undefined) {
                                if (typeof data146.adopt !== "boolean") {
                                    const err405 = { instancePath: instancePath + "/webhooks/" + i12 + "/adopt", schemaPath: "#/properties/webhooks/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err405];
                                    }
                                    else {
                                        vErrors.push(err405);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.service !== undefined) {
                                let data154 = data146.service;
                                if (!(((data154 === "slack") || (data154 === "incidentio")) || (data154 === "generic"))) {
                                    const err406 = { instancePath: instancePath + "/webhooks/" + i12 + "/service", schemaPath: "#/properties/webhooks/items/properties/service/enum", keyword: "enum", params: { allowedValues: schema11.properties.webhooks.items.properties.service.enum } };
                                    if (vErrors === null) {
                                        vErrors = [err406];
                                    }
                                    else {
                                        vErrors.push(err406);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.url !== undefined) {
                                let data155 = data146.url;
                                if (data155 && typeof data155 == "object" && !Array.isArray(data155)) {
                                    if (data155.env === undefined) {
                                        const err407 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/required", keyword: "required", params: { missingProperty: "env" } };
                                        if (vErrors === null) {
                                            vErrors = [err407];
                                        }
                                        else {
                                            vErrors.push(err407);
                                        }
                                        errors++;
                                    }
                                    for (const key24 in data155) {
                                        if (!(key24 === "env")) {
                                            const err408 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key24 } };
                                            if (vErrors === null) {
                                                vErrors = [err408];
                                            }
                                            else {
                                                vErrors.push(err408);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data155.env !== undefined) {
                                        let data156 = data155.env;
                                        if (typeof data156 === "string") {
                                            if (func3(data156) > 256) {
                                                const err409 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                if (vErrors === null) {
                                                    vErrors = [err409];
                                                }
                                                else {
                                                    vErrors.push(err409);
                                                }
                                                errors++;
                                            }
                                            if (!pattern2.test(data156)) {
                                                const err410 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                if (vErrors === null) {
                                                    vErrors = [err410];
                                                }
                                                else {
                                                    vErrors.push(err410);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err411 = { instancePath: instancePath + "/webhooks/" + i12 + "/url/env", schemaPath: "#/properties/webhooks/items/properties/url/properties/env/type", keyword: "type", params: { type: "string" } };
                                            if (vErrors === null) {
                                                vErrors = [err411];
                                            }
                                            else {
                                                vErrors.push(err411);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err412 = { instancePath: instancePath + "/webhooks/" + i12 + "/url", schemaPath: "#/properties/webhooks/items/properties/url/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err412];
                                    }
                                    else {
                                        vErrors.push(err412);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.description !== undefined) {
                                let data157 = data146.description;
                                if (typeof data157 === "string") {
                                    if (func3(data157) > 1956) {
                                        const err413 = { instancePath: instancePath + "/webhooks/" + i12 + "/description", schemaPath: "#/properties/webhooks/items/properties/description/maxLength", keyword: "maxLength", params: { limit: 1956 } };
                                        if (vErrors === null) {
                                            vErrors = [err413];
                                        }
                                        else {
                                            vErrors.push(err413);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err414 = { instancePath: instancePath + "/webhooks/" + i12 + "/description", schemaPath: "#/properties/webhooks/items/properties/description/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err414];
                                    }
                                    else {
                                        vErrors.push(err414);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.body !== undefined) {
                                let data158 = data146.body;
                                if (typeof data158 === "string") {
                                    if (func3(data158) > 16384) {
                                        const err415 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/properties/body/maxLength", keyword: "maxLength", params: { limit: 16384 } };
                                        if (vErrors === null) {
                                            vErrors = [err415];
                                        }
                                        else {
                                            vErrors.push(err415);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err416 = { instancePath: instancePath + "/webhooks/" + i12 + "/body", schemaPath: "#/properties/webhooks/items/properties/body/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err416];
                                    }
                                    else {
                                        vErrors.push(err416);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.headers !== undefined) {
                                let data159 = data146.headers;
                                if (data159 && typeof data159 == "object" && !Array.isArray(data159)) {
                                    if (Object.keys(data159).length > 100) {
                                        const err417 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/maxProperties", keyword: "maxProperties", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err417];
                                        }
                                        else {
                                            vErrors.push(err417);
                                        }
                                        errors++;
                                    }
                                    for (const key25 in data159) {
                                        const _errs482 = errors;
                                        if (typeof key25 === "string") {
                                            if (func3(key25) > 256) {
                                                const err418 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/maxLength", keyword: "maxLength", params: { limit: 256 }, propertyName: key25 };
                                                if (vErrors === null) {
                                                    vErrors = [err418];
                                                }
                                                else {
                                                    vErrors.push(err418);
                                                }
                                                errors++;
                                            }
                                            if (!pattern23.test(key25)) {
                                                const err419 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.A-Z^_`a-z|~-][!#$%&'*+.0-9A-Z^_`a-z|~-]*$" }, propertyName: key25 };
                                                if (vErrors === null) {
                                                    vErrors = [err419];
                                                }
                                                else {
                                                    vErrors.push(err419);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err420 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames/type", keyword: "type", params: { type: "string" }, propertyName: key25 };
                                            if (vErrors === null) {
                                                vErrors = [err420];
                                            }
                                            else {
                                                vErrors.push(err420);
                                            }
                                            errors++;
                                        }
                                        var valid93 = _errs482 === errors;
                                        if (!valid93) {
                                            const err421 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/propertyNames", keyword: "propertyNames", params: { propertyName: key25 } };
                                            if (vErrors === null) {
                                                vErrors = [err421];
                                            }
                                            else {
                                                vErrors.push(err421);
                                            }
                                            errors++;
                                        }
                                    }
                                    for (const key26 in data159) {
                                        let data160 = data159[key26];
                                        const _errs486 = errors;
                                        let valid95 = false;
                                        const _errs487 = errors;
                                        if (data160 && typeof data160 == "object" && !Array.isArray(data160)) {
                                            if (data160.env === undefined) {
                                                const err422 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                                if (vErrors === null) {
                                                    vErrors = [err422];
                                                }
                                                else {
                                                    vErrors.push(err422);
                                                }
                                                errors++;
                                            }
                                            for (const key27 in data160) {
                                                if (!(key27 === "env")) {
                                                    const err423 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key27 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err423];
                                                    }
                                                    else {
                                                        vErrors.push(err423);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data160.env !== undefined) {
                                                let data161 = data160.env;
                                                if (typeof data161 === "string") {
                                                    if (func3(data161) > 256) {
                                                        const err424 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err424];
                                                        }
                                                        else {
                                                            vErrors.push(err424);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern2.test(data161)) {
                                                        const err425 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err425];
                                                        }
                                                        else {
                                                            vErrors.push(err425);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err426 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err426];
                                                    }
                                                    else {
                                                        vErrors.push(err426);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err427 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err427];
                                            }
                                            else {
                                                vErrors.push(err427);
                                            }
                                            errors++;
                                        }
                                        var _valid11 = _errs487 === errors;
                                        valid95 = valid95 || _valid11;
                                        if (!valid95) {
                                            const _errs493 = errors;
                                            if (typeof data160 === "string") {
                                                if (func3(data160) > 4096) {
                                                    const err428 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err428];
                                                    }
                                                    else {
                                                        vErrors.push(err428);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern25.test(data160)) {
                                                    const err429 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]*$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err429];
                                                    }
                                                    else {
                                                        vErrors.push(err429);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err430 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err430];
                                                }
                                                else {
                                                    vErrors.push(err430);
                                                }
                                                errors++;
                                            }
                                            var _valid11 = _errs493 === errors;
                                            valid95 = valid95 || _valid11;
                                        }
                                        if (!valid95) {
                                            const err431 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/headers/additionalProperties/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err431];
                                            }
                                            else {
                                                vErrors.push(err431);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs486;
                                            if (vErrors !== null) {
                                                if (_errs486) {
                                                    vErrors.length = _errs486;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err432 = { instancePath: instancePath + "/webhooks/" + i12 + "/headers", schemaPath: "#/properties/webhooks/items/properties/headers/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err432];
                                    }
                                    else {
                                        vErrors.push(err432);
                                    }
                                    errors++;
                                }
                            }
                            if (data146.queryParams !== undefined) {
                                let data162 = data146.queryParams;
                                if (data162 && typeof data162 == "object" && !Array.isArray(data162)) {
                                    if (Object.keys(data162).length > 100) {
                                        const err433 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/maxProperties", keyword: "maxProperties", params: { limit: 100 } };
                                        if (vErrors === null) {
                                            vErrors = [err433];
                                        }
                                        else {
                                            vErrors.push(err433);
                                        }
                                        errors++;
                                    }
                                    for (const key28 in data162) {
                                        const _errs499 = errors;
                                        if (typeof key28 === "string") {
                                            if (func3(key28) > 1024) {
                                                const err434 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/maxLength", keyword: "maxLength", params: { limit: 1024 }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err434];
                                                }
                                                else {
                                                    vErrors.push(err434);
                                                }
                                                errors++;
                                            }
                                            if (func3(key28) < 1) {
                                                const err435 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err435];
                                                }
                                                else {
                                                    vErrors.push(err435);
                                                }
                                                errors++;
                                            }
                                            if (!pattern26.test(key28)) {
                                                const err436 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]+$" }, propertyName: key28 };
                                                if (vErrors === null) {
                                                    vErrors = [err436];
                                                }
                                                else {
                                                    vErrors.push(err436);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err437 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames/type", keyword: "type", params: { type: "string" }, propertyName: key28 };
                                            if (vErrors === null) {
                                                vErrors = [err437];
                                            }
                                            else {
                                                vErrors.push(err437);
                                            }
                                            errors++;
                                        }
                                        var valid97 = _errs499 === errors;
                                        if (!valid97) {
                                            const err438 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/propertyNames", keyword: "propertyNames", params: { propertyName: key28 } };
                                            if (vErrors === null) {
                                                vErrors = [err438];
                                            }
                                            else {
                                                vErrors.push(err438);
                                            }
                                            errors++;
                                        }
                                    }
                                    for (const key29 in data162) {
                                        let data163 = data162[key29];
                                        const _errs503 = errors;
                                        let valid99 = false;
                                        const _errs504 = errors;
                                        if (data163 && typeof data163 == "object" && !Array.isArray(data163)) {
                                            if (data163.env === undefined) {
                                                const err439 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/required", keyword: "required", params: { missingProperty: "env" } };
                                                if (vErrors === null) {
                                                    vErrors = [err439];
                                                }
                                                else {
                                                    vErrors.push(err439);
                                                }
                                                errors++;
                                            }
                                            for (const key30 in data163) {
                                                if (!(key30 === "env")) {
                                                    const err440 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key30 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err440];
                                                    }
                                                    else {
                                                        vErrors.push(err440);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data163.env !== undefined) {
                                                let data164 = data163.env;
                                                if (typeof data164 === "string") {
                                                    if (func3(data164) > 256) {
                                                        const err441 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/maxLength", keyword: "maxLength", params: { limit: 256 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err441];
                                                        }
                                                        else {
                                                            vErrors.push(err441);
                                                        }
                                                        errors++;
                                                    }
                                                    if (!pattern2.test(data164)) {
                                                        const err442 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } };
                                                        if (vErrors === null) {
                                                            vErrors = [err442];
                                                        }
                                                        else {
                                                            vErrors.push(err442);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err443 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/properties/env/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err443];
                                                    }
                                                    else {
                                                        vErrors.push(err443);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err444 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err444];
                                            }
                                            else {
                                                vErrors.push(err444);
                                            }
                                            errors++;
                                        }
                                        var _valid12 = _errs504 === errors;
                                        valid99 = valid99 || _valid12;
                                        if (!valid99) {
                                            const _errs510 = errors;
                                            if (typeof data163 === "string") {
                                                if (func3(data163) > 4096) {
                                                    const err445 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/maxLength", keyword: "maxLength", params: { limit: 4096 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err445];
                                                    }
                                                    else {
                                                        vErrors.push(err445);
                                                    }
                                                    errors++;
                                                }
                                                if (!pattern25.test(data163)) {
                                                    const err446 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001F\\u007F]*$" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err446];
                                                    }
                                                    else {
                                                        vErrors.push(err446);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err447 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err447];
                                                }
                                                else {
                                                    vErrors.push(err447);
                                                }
                                                errors++;
                                            }
                                            var _valid12 = _errs510 === errors;
                                            valid99 = valid99 || _valid12;
                                        }
                                        if (!valid99) {
                                            const err448 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams/" + key29.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webhooks/items/properties/queryParams/additionalProperties/anyOf", keyword: "anyOf", params: {} };
                                            if (vErrors === null) {
                                                vErrors = [err448];
                                            }
                                            else {
                                                vErrors.push(err448);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs503;
                                            if (vErrors !== null) {
                                                if (_errs503) {
                                                    vErrors.length = _errs503;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    const err449 = { instancePath: instancePath + "/webhooks/" + i12 + "/queryParams", schemaPath: "#/properties/webhooks/items/properties/queryParams/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                        vErrors = [err449];
                                    }
                                    else {
                                        vErrors.push(err449);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err450 = { instancePath: instancePath + "/webhooks/" + i12, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err450];
                            }
                            else {
                                vErrors.push(err450);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err451 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err451];
                    }
                    else {
                        vErrors.push(err451);
                    }
                    errors++;
                }
            }
            if (data.roles !== undefined) {
                let data165 = data.roles;
                if (Array.isArray(data165)) {
                    const len12 = data165.length;
                    for (let i13 = 0; i13 < len12; i13++) {
                        let data166 = data165[i13];
                        if (data166 && typeof data166 == "object" && !Array.isArray(data166)) {
                            if (data166.name === undefined) {
                                const err452 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "name" } };
                                if (vErrors === null) {
                                    vErrors = [err452];
                                }
                                else {
                                    vErrors.push(err452);
                                }
                                errors++;
                            }
                            if (data166.permissions === undefined) {
                                const err453 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/required", keyword: "required", params: { missingProperty: "permissions" } };
                                if (vErrors === null) {
                                    vErrors = [err453];
                                }
                                else {
                                    vErrors.push(err453);
                                }
                                errors++;
                            }
                            for (const key31 in data166) {
                                if (!(((((key31 === "name") || (key31 === "was")) || (key31 === "adopt")) || (key31 === "description")) || (key31 === "permissions"))) {
                                    const err454 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key31 } };
                                    if (vErrors === null) {
                                        vErrors = [err454];
                                    }
                                    else {
                                        vErrors.push(err454);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.name !== undefined) {
                                let data167 = data166.name;
                                if (typeof data167 === "string") {
                                    if (func3(data167) > 1024) {
                                        const err455 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/maxLength", keyword: "maxLength", params: { limit: 1024 } };
                                        if (vErrors === null) {
                                            vErrors = [err455];
                                        }
                                        else {
                                            vErrors.push(err455);
                                        }
                                        errors++;
                                    }
                                    if (func3(data167) < 1) {
                                        const err456 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err456];
                                        }
                                        else {
                                            vErrors.push(err456);
                                        }
                                        errors++;
                                    }
                                    if (!pattern18.test(data167)) {
                                        const err457 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/pattern", keyword: "pattern", params: { pattern: "^\\S(?:[\\s\\S]*\\S)?$" } };
                                        if (vErrors === null) {
                                            vErrors = [err457];
                                        }
                                        else {
                                            vErrors.push(err457);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err458 = { instancePath: instancePath + "/roles/" + i13 + "/name", schemaPath: "#/properties/roles/items/properties/name/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err458];
                                    }
                                    else {
                                        vErrors.push(err458);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.was !== undefined) {
                                let data168 = data166.was;
                                if (typeof data168 === "string") {
                                    if (func3(data168) < 1) {
                                        const err459 = { instancePath: instancePath + "/roles/" + i13 + "/was", schemaPath: "#/properties/roles/items/properties/was/minLength", keyword: "minLength", params: { limit: 1 } };
                                        if (vErrors === null) {
                                            vErrors = [err459];
                                        }
                                        else {
                                            vErrors.push(err459);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err460 = { instancePath: instancePath + "/roles/" + i13 + "/was", schemaPath: "#/properties/roles/items/properties/was/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err460];
                                    }
                                    else {
                                        vErrors.push(err460);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.adopt !== undefined) {
                                if (typeof data166.adopt !== "boolean") {
                                    const err461 = { instancePath: instancePath + "/roles/" + i13 + "/adopt", schemaPath: "#/properties/roles/items/properties/adopt/type", keyword: "type", params: { type: "boolean" } };
                                    if (vErrors === null) {
                                        vErrors = [err461];
                                    }
                                    else {
                                        vErrors.push(err461);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.description !== undefined) {
                                if (typeof data166.description !== "string") {
                                    const err462 = { instancePath: instancePath + "/roles/" + i13 + "/description", schemaPath: "#/properties/roles/items/properties/description/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err462];
                                    }
                                    else {
                                        vErrors.push(err462);
                                    }
                                    errors++;
                                }
                            }
                            if (data166.permissions !== undefined) {
                                let data171 = data166.permissions;
                                if (Array.isArray(data171)) {
                                    const len13 = data171.length;
                                    for (let i14 = 0; i14 < len13; i14++) {
                                        let data172 = data171[i14];
                                        if (data172 && typeof data172 == "object" && !Array.isArray(data172)) {
                                            if (data172.action === undefined) {
                                                const err463 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/required", keyword: "required", params: { missingProperty: "action" } };
                                                if (vErrors === null) {
                                                    vErrors = [err463];
                                                }
                                                else {
                                                    vErrors.push(err463);
                                                }
                                                errors++;
                                            }
                                            if (data172.subject === undefined) {
                                                const err464 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/required", keyword: "required", params: { missingProperty: "subject" } };
                                                if (vErrors === null) {
                                                    vErrors = [err464];
                                                }
                                                else {
                                                    vErrors.push(err464);
                                                }
                                                errors++;
                                            }
                                            for (const key32 in data172) {
                                                if (!(((((key32 === "action") || (key32 === "subject")) || (key32 === "inverted")) || (key32 === "integration")) || (key32 === "conditions"))) {
                                                    const err465 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key32 } };
                                                    if (vErrors === null) {
                                                        vErrors = [err465];
                                                    }
                                                    else {
                                                        vErrors.push(err465);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.action !== undefined) {
                                                let data173 = data172.action;
                                                if (typeof data173 === "string") {
                                                    if (func3(data173) < 1) {
                                                        const err466 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/action", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/action/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err466];
                                                        }
                                                        else {
                                                            vErrors.push(err466);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err467 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/action", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/action/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err467];
                                                    }
                                                    else {
                                                        vErrors.push(err467);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.subject !== undefined) {
                                                let data174 = data172.subject;
                                                if (typeof data174 === "string") {
                                                    if (func3(data174) < 1) {
                                                        const err468 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/subject", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/subject/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err468];
                                                        }
                                                        else {
                                                            vErrors.push(err468);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err469 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/subject", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/subject/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err469];
                                                    }
                                                    else {
                                                        vErrors.push(err469);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.inverted !== undefined) {
                                                if (typeof data172.inverted !== "boolean") {
                                                    const err470 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/inverted", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/inverted/type", keyword: "type", params: { type: "boolean" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err470];
                                                    }
                                                    else {
                                                        vErrors.push(err470);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.integration !== undefined) {
                                                let data176 = data172.integration;
                                                if (typeof data176 === "string") {
                                                    if (func3(data176) < 1) {
                                                        const err471 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/integration", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/integration/minLength", keyword: "minLength", params: { limit: 1 } };
                                                        if (vErrors === null) {
                                                            vErrors = [err471];
                                                        }
                                                        else {
                                                            vErrors.push(err471);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err472 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/integration", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/integration/type", keyword: "type", params: { type: "string" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err472];
                                                    }
                                                    else {
                                                        vErrors.push(err472);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            if (data172.conditions !== undefined) {
                                                let data177 = data172.conditions;
                                                if (!(data177 && typeof data177 == "object" && !Array.isArray(data177))) {
                                                    const err473 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14 + "/conditions", schemaPath: "#/properties/roles/items/properties/permissions/items/properties/conditions/type", keyword: "type", params: { type: "object" } };
                                                    if (vErrors === null) {
                                                        vErrors = [err473];
                                                    }
                                                    else {
                                                        vErrors.push(err473);
                                                    }
                                                    errors++;
                                                }
                                            }
                                        }
                                        else {
                                            const err474 = { instancePath: instancePath + "/roles/" + i13 + "/permissions/" + i14, schemaPath: "#/properties/roles/items/properties/permissions/items/type", keyword: "type", params: { type: "object" } };
                                            if (vErrors === null) {
                                                vErrors = [err474];
                                            }
                                            else {
                                                vErrors.push(err474);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err475 = { instancePath: instancePath + "/roles/" + i13 + "/permissions", schemaPath: "#/properties/roles/items/properties/permissions/type", keyword: "type", params: { type: "array" } };
                                    if (vErrors === null) {
                                        vErrors = [err475];
                                    }
                                    else {
                                        vErrors.push(err475);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err476 = { instancePath: instancePath + "/roles/" + i13, schemaPath: "#/properties/roles/items/type", keyword: "type", params: { type: "object" } };
                            if (vErrors === null) {
                                vErrors = [err476];
                            }
                            else {
                                vErrors.push(err476);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err477 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err477];
                    }
                    else {
                        vErrors.push(err477);
                    }
                    errors++;
                }
            }
        }
        else {
            const err478 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
            if (vErrors === null) {
                vErrors = [err478];
            }
            else {
                vErrors.push(err478);
            }
            errors++;
        }
        validate10.errors = vErrors;
        return errors === 0;
    }
    return validate10;
})();
const stackFile = {
    schema,
    definitions,
    validate: {
        'self-hosted': validate_self_hosted,
        'managed': validate_managed,
    },
};


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


/***/ }),

/***/ 85881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ KIND_SPECS)
});

// EXTERNAL MODULE: ./src/stack/kinds/kind.ts
var kind = __webpack_require__(67772);
;// CONCATENATED MODULE: ./src/stack/kinds/connections.ts
// Connections of the self-hosted edition (docs/contract.md §13; HyperDX api v2/connections.ts): name,
// host, username, a write-only password, an optional settings prefix and the Prometheus flag.
// Upstream a PUT is a `$set` of what the body holds: a field left out stays as it was. So the body
// always carries the prefix and the flag — `hyperdxSettingPrefix: null` (both POST and PUT take it;
// a PUT clears the stored one with it) and `isPrometheusEndpoint: false` — or a prefix deleted from
// the file would never leave the server. The password is sent only when the file names one: a PUT
// without it keeps the stored one (the engine tracks its digest).

const connections_text = (v) => (typeof v === 'string' ? v : '');
/** The fields that decide equality, defaults filled in as the server's answer shows them. */
function canonical(o) {
    return {
        name: connections_text(o.name),
        host: connections_text(o.host),
        username: connections_text(o.username),
        hyperdxSettingPrefix: typeof o.hyperdxSettingPrefix === 'string' && o.hyperdxSettingPrefix !== '' ? o.hyperdxSettingPrefix : null,
        isPrometheusEndpoint: o.isPrometheusEndpoint === true,
    };
}
const connections = {
    kind: 'connections',
    singular: 'connection',
    editions: ['self-hosted'],
    mark: 'none',
    writeOnly: ['password'],
    secretFields: ['password'],
    refersTo: [],
    body(entry, path, ctx) {
        const out = canonical(entry);
        if ((0,kind/* isSecretRef */.a)(entry.password)) {
            const password = ctx.secret(entry.password, [...path, 'password']);
            if (password !== undefined)
                out.password = password;
        }
        return out;
    },
    comparable: (live) => canonical(live),
    entry(live, ctx) {
        const { name, host, username, hyperdxSettingPrefix, isPrometheusEndpoint } = canonical(live);
        // The password never comes back, so whether there is one is unknown: the entry names a
        // variable for it (listed in the export's report); a connection without one drops the line.
        const out = { name, host, username, password: ctx.secretRef(connections_text(name), 'password') };
        if (hyperdxSettingPrefix !== null)
            out.hyperdxSettingPrefix = hyperdxSettingPrefix;
        if (isPrometheusEndpoint === true)
            out.isPrometheusEndpoint = true;
        return out;
    },
};

;// CONCATENATED MODULE: ./src/stack/kinds/roles.ts
const PERMISSION_KEYS = ['action', 'subject', 'inverted', 'integration', 'conditions'];
const isJson = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A CASL rule with the keys the API knows, those present only: the server stores what it is given. */
function permission(p) {
    const out = {};
    for (const k of PERMISSION_KEYS)
        if (p[k] !== undefined)
            out[k] = p[k];
    return out;
}
const permissions = (v) => (Array.isArray(v) ? v.filter(isJson).map(permission) : []);
function body(entry, _path, _ctx) {
    const out = { name: entry.name };
    if (typeof entry.description === 'string' && entry.description !== '')
        out.description = entry.description;
    out.permissions = permissions(entry.permissions);
    return out;
}
function comparable(live, _edition) {
    const out = { name: live.name };
    if (typeof live.description === 'string' && live.description !== '')
        out.description = live.description;
    out.permissions = permissions(live.permissions);
    return out;
}
function entry(live, _ctx) {
    return comparable(live, 'managed');
}
function readOnly(live) {
    return live.isPredefined === true ? `"${String(live.name)}" is a predefined role: the API cannot change or delete it` : undefined;
}
const roles = {
    kind: 'roles',
    singular: 'role',
    editions: ['managed'],
    mark: 'description',
    writeOnly: [],
    secretFields: [],
    refersTo: [],
    body,
    comparable,
    entry,
    readOnly,
};

// EXTERNAL MODULE: ./src/reconcile/owner.ts
var owner = __webpack_require__(56431);
;// CONCATENATED MODULE: ./src/stack/kinds/saved-searches.ts

const DEFAULTS = { select: '', where: '', whereLanguage: 'lucene', orderBy: '' };
const TEXT_FIELDS = Object.keys(DEFAULTS);
const saved_searches_isJson = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A filter as the server stores it: `type` filled in (sql), unknown keys dropped. */
function filter(f) {
    if (f.type === 'sql_ast')
        return { type: 'sql_ast', operator: f.operator, left: f.left, right: f.right };
    return { type: f.type ?? 'sql', condition: f.condition };
}
const filters = (v) => (Array.isArray(v) ? v.filter(saved_searches_isJson).map(filter) : []);
const strings = (v) => (Array.isArray(v) ? v.filter((t) => typeof t === 'string') : []);
function saved_searches_body(entry, path, ctx) {
    const out = { name: entry.name };
    const sourceId = typeof entry.source === 'string' ? ctx.idOf('sources', entry.source, [...path, 'source']) : entry.sourceId;
    if (sourceId !== undefined)
        out.sourceId = sourceId;
    for (const k of TEXT_FIELDS)
        out[k] = typeof entry[k] === 'string' ? entry[k] : DEFAULTS[k];
    out.tags = strings(entry.tags);
    out.filters = filters(entry.filters);
    return out;
}
function saved_searches_comparable(live, _edition) {
    const out = { name: live.name, sourceId: live.sourceId };
    for (const k of TEXT_FIELDS)
        out[k] = typeof live[k] === 'string' ? live[k] : DEFAULTS[k];
    out.tags = strings(live.tags);
    out.filters = filters(live.filters);
    return out;
}
/** The source by name (its id when it has none the run knows); defaults, the `sql` filter type and ownership tags left out. */
function saved_searches_entry(live, ctx) {
    const out = { name: live.name };
    const id = typeof live.sourceId === 'string' ? live.sourceId : '';
    const source = ctx.nameOf('sources', id);
    if (source !== undefined)
        out.source = source;
    else
        out.sourceId = id;
    for (const k of TEXT_FIELDS)
        if (typeof live[k] === 'string' && live[k] !== DEFAULTS[k])
            out[k] = live[k];
    const tags = strings(live.tags).filter((t) => !(0,owner/* isOwnerTag */.IR)(t));
    if (tags.length > 0)
        out.tags = tags;
    const list = filters(live.filters).map((f) => (f.type === 'sql' ? { condition: f.condition } : f));
    if (list.length > 0)
        out.filters = list;
    return out;
}
const savedSearches = {
    kind: 'savedSearches',
    singular: 'saved search',
    editions: ['self-hosted', 'managed'],
    mark: 'tags',
    writeOnly: [],
    secretFields: [],
    refersTo: ['sources'],
    body: saved_searches_body,
    comparable: saved_searches_comparable,
    entry: saved_searches_entry,
};

;// CONCATENATED MODULE: ./src/stack/kinds/sources.ts
const SOURCE_KINDS = ['log', 'trace', 'session', 'metric', 'promql'];
const isSourceKind = (v) => typeof v === 'string' && SOURCE_KINDS.includes(v);
/** The fields a log and a trace source share at the end of their schemas. */
const SEARCHABLE = [
    'highlightedTraceAttributeExpressions',
    'highlightedRowAttributeExpressions',
    'materializedViews',
    'metadataMaterializedViews',
    'orderByExpression',
    'useTextIndexForImplicitColumn',
];
/** Each kind's own fields, copied as they are (beside the common ones and the correlated sources). */
const FIELDS = {
    log: [
        'defaultTableSelectExpression',
        'serviceNameExpression',
        'serviceVersionExpression',
        'severityTextExpression',
        'bodyExpression',
        'eventAttributesExpression',
        'resourceAttributesExpression',
        'displayedTimestampValueExpression',
        'traceIdExpression',
        'spanIdExpression',
        'implicitColumnExpression',
        'knownColumnsListExpression',
        'tableFilterExpression',
        ...SEARCHABLE,
    ],
    trace: [
        'defaultTableSelectExpression',
        'durationExpression',
        'durationPrecision',
        'traceIdExpression',
        'spanIdExpression',
        'parentSpanIdExpression',
        'spanNameExpression',
        'spanKindExpression',
        'sampleRateExpression',
        'statusCodeExpression',
        'statusMessageExpression',
        'serviceNameExpression',
        'serviceVersionExpression',
        'resourceAttributesExpression',
        'eventAttributesExpression',
        'spanEventsValueExpression',
        'spanLinksValueExpression',
        'implicitColumnExpression',
        'knownColumnsListExpression',
        'displayedTimestampValueExpression',
        ...SEARCHABLE,
    ],
    session: ['resourceAttributesExpression'],
    metric: ['metricTables', 'resourceAttributesExpression', 'serviceNameExpression', 'seriesTable'],
    promql: [],
};
/** Each kind's correlated sources: `traceSource` in a file (a name) is `traceSourceId` in the API. */
const REFS = {
    log: ['metricSource', 'traceSource'],
    trace: ['logSource', 'sessionSource', 'metricSource'],
    session: ['traceSource'],
    metric: ['logSource'],
    promql: [],
};
/** Lists the server fills with `[]` when a log or trace source leaves them out. */
const EMPTY_LISTS = ['highlightedTraceAttributeExpressions', 'highlightedRowAttributeExpressions', 'materializedViews'];
const DEFAULT_DURATION_PRECISION = 3;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A copy without null values at any depth: every nullable field of the schema means "absent" when null. */
function withoutNulls(v) {
    if (Array.isArray(v))
        return v.map(withoutNulls);
    if (!isObject(v))
        return v;
    return Object.fromEntries(Object.entries(v)
        .filter(([, x]) => x !== null && x !== undefined)
        .map(([k, x]) => [k, withoutNulls(x)]));
}
/**
 * A source in the API's shape (ids for what it points at) → the fields that decide equality, in a
 * fixed order, with the server's defaults filled in; what the kind does not have is left out, as the
 * server's schema drops it.
 */
function sources_canonical(o, edition) {
    const kind = o.kind;
    if (!isSourceKind(kind))
        return withoutNulls(o);
    const from = isObject(o.from) ? o.from : {};
    const out = {
        name: o.name,
        kind,
        connection: o.connection,
        from: { databaseName: from.databaseName, tableName: typeof from.tableName === 'string' ? from.tableName : kind === 'metric' ? '' : from.tableName },
        timestampValueExpression: o.timestampValueExpression,
        disabled: o.disabled === true,
        querySettings: Array.isArray(o.querySettings) ? withoutNulls(o.querySettings) : [],
    };
    if (typeof o.section === 'string')
        out.section = o.section;
    for (const field of FIELDS[kind])
        if (o[field] !== undefined && o[field] !== null)
            out[field] = withoutNulls(o[field]);
    for (const ref of REFS[kind])
        if (typeof o[`${ref}Id`] === 'string')
            out[`${ref}Id`] = o[`${ref}Id`];
    if (kind === 'log' || kind === 'trace') {
        for (const list of EMPTY_LISTS)
            out[list] ??= [];
        // The managed service's log and trace sources carry filter settings the self-hosted schema lacks.
        if (edition === 'managed' && isObject(o.filterSettings))
            out.filterSettings = withoutNulls(o.filterSettings);
    }
    if (kind === 'trace')
        out.durationPrecision ??= DEFAULT_DURATION_PRECISION;
    // An empty table name is no table to the server (it looks for one that is not empty): left out,
    // so a source whose form stored "" for its unused metric types exports and compares cleanly.
    if (kind === 'metric' && isObject(out.metricTables))
        out.metricTables = Object.fromEntries(Object.entries(out.metricTables).filter(([, t]) => t !== ''));
    return out;
}
/** A name in the file → the id of that object (undefined, with a problem at `at`, when none or several match). */
function resolve(ctx, entry, nameKey, idKey, kind, path) {
    const name = entry[nameKey];
    if (typeof name !== 'string')
        return entry[idKey];
    if (kind === 'connections' && ctx.edition === 'managed') {
        ctx.problem([...path, nameKey], '`connection` (a name) exists only on the self-hosted edition; the managed API has no connections to name: write `connectionId`');
        return undefined;
    }
    return ctx.idOf(kind, name, [...path, nameKey]);
}
function sources_body(entry, path, ctx) {
    const kind = entry.kind;
    const refs = isSourceKind(kind) ? REFS[kind] : [];
    // The engine's keys and the names written for ids go; the ids they resolve to come in.
    const dropped = new Set(['was', 'adopt', 'connectionId', ...refs]);
    const api = Object.fromEntries(Object.entries(entry).filter(([key]) => !dropped.has(key)));
    api.connection = resolve(ctx, entry, 'connection', 'connectionId', 'connections', path);
    for (const ref of refs)
        api[`${ref}Id`] = resolve(ctx, entry, ref, `${ref}Id`, 'sources', path);
    return sources_canonical(api, ctx.edition);
}
/** Whether `value` is what the server fills in for `field` of a source of `kind` left without it. */
function isServerDefault(kind, field, value) {
    if (field === 'disabled')
        return value === false;
    if (field === 'querySettings')
        return Array.isArray(value) && value.length === 0;
    if (EMPTY_LISTS.includes(field))
        return Array.isArray(value) && value.length === 0;
    return kind === 'trace' && field === 'durationPrecision' && value === DEFAULT_DURATION_PRECISION;
}
function sources_entry(live, ctx) {
    const c = sources_canonical(live, ctx.edition);
    const kind = c.kind;
    if (!isSourceKind(kind))
        return c;
    const out = { name: c.name, kind };
    if (c.section !== undefined)
        out.section = c.section;
    const connection = typeof c.connection === 'string' ? c.connection : '';
    // The managed edition has no connections to name: its sources keep the id.
    const connectionName = ctx.edition === 'self-hosted' ? ctx.nameOf('connections', connection) : undefined;
    if (connectionName !== undefined)
        out.connection = connectionName;
    else
        out.connectionId = connection;
    const from = c.from;
    out.from = kind === 'metric' && from.tableName === '' ? { databaseName: from.databaseName } : from;
    out.timestampValueExpression = c.timestampValueExpression;
    for (const [field, value] of Object.entries(c)) {
        if (field in out || field === 'connection' || field.endsWith('SourceId') || isServerDefault(kind, field, value))
            continue;
        out[field] = value;
    }
    for (const ref of REFS[kind]) {
        const id = c[`${ref}Id`];
        if (typeof id !== 'string')
            continue;
        const name = ctx.nameOf('sources', id);
        if (name !== undefined)
            out[ref] = name;
        else
            out[`${ref}Id`] = id;
    }
    return out;
}
const sources = {
    kind: 'sources',
    singular: 'source',
    editions: ['self-hosted', 'managed'],
    mark: 'none',
    writeOnly: [],
    secretFields: [],
    // A source names its connection and may name other sources (a session its trace source, a log
    // or trace source its correlated ones): those may form a cycle (a log and a trace source naming
    // each other), which the engine's placeholders for objects this run creates resolve.
    refersTo: ['connections', 'sources'],
    body: sources_body,
    comparable: (live, edition) => sources_canonical(live, edition),
    entry: sources_entry,
};

;// CONCATENATED MODULE: ./src/stack/kinds/webhooks.ts

/** The services the API writes; the managed edition also lists `slack_api` and `pagerduty_api` ones, connected in its UI. */
const WRITABLE = ['slack', 'incidentio', 'generic'];
/** The server keeps 2048 UTF-16 units; the engine appends a newline and its ownership line (at most 91). */
const DESCRIPTION_ROOM = 2048 - 92;
const MAX_URL = 2048;
// Headers and query parameters are written into the outbound request: the server refuses control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
const str = (v) => (typeof v === 'string' ? v : undefined);
/**
 * What the server refuses in a URL (its schema, then its destination check), worded without the
 * URL: it is a secret. Private and reserved hosts are left to the server, which may allow them by
 * configuration (an allow-list this tool cannot see).
 */
function webhookUrlProblem(service, url, variable) {
    const where = `the URL in ${variable}`;
    if (url.length > MAX_URL)
        return `${where} is longer than ${MAX_URL} characters, the server's limit`;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return `${where} is not a URL`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return `${where} must use http or https`;
    // As the server checks it: the host's last two labels are slack.com.
    if (service === 'slack' && parsed.hostname.split('.').slice(-2).join('.') !== 'slack.com') {
        return `${where} is not on slack.com: a slack webhook posts only to a Slack incoming-webhook URL (hooks.slack.com)`;
    }
    return undefined;
}
/** A write-only map: secret references resolved, plain values as written; a control character is refused at its line. */
function resolveMap(map, at, ctx, noun) {
    if (typeof map !== 'object' || map === null)
        return undefined;
    const out = {};
    for (const [key, v] of Object.entries(map)) {
        const here = [...at, key];
        const value = (0,kind/* isSecretRef */.a)(v) ? ctx.secret(v, here) : str(v);
        if (value === undefined)
            continue;
        if ((0,kind/* isSecretRef */.a)(v) && CONTROL.test(value))
            ctx.problem(here, `the ${noun} value in ${v.env} holds a control character (a line break, a tab…): the server refuses it`);
        else if ((0,kind/* isSecretRef */.a)(v) && value.length > 4096)
            ctx.problem(here, `the ${noun} value in ${v.env} is longer than 4096 characters, the server's limit`);
        out[key] = value;
    }
    return out;
}
function webhooks_body(entry, path, ctx) {
    const service = str(entry.service) ?? '';
    const out = { name: entry.name, service };
    const ref = entry.url;
    const url = ctx.secret(ref, [...path, 'url']);
    if (url !== undefined) {
        const problem = webhookUrlProblem(service, url, ref.env);
        if (problem)
            ctx.problem([...path, 'url'], problem);
        out.url = url;
    }
    const description = str(entry.description);
    // The schema counts characters; the server counts UTF-16 units, which astral characters double.
    if (description !== undefined && description.length > DESCRIPTION_ROOM) {
        ctx.problem([...path, 'description'], `\`description\` is ${description.length} UTF-16 units long; with the ownership line the server's 2048 allow ${DESCRIPTION_ROOM}`);
    }
    // An empty description is no description: the engine's mark alone is then the whole of it.
    if (description)
        out.description = description;
    if (typeof entry.body === 'string')
        out.body = entry.body;
    // A PUT keeps the stored maps when they are omitted (unless the destination changed): a file that
    // drops its headers must send `{}` to clear them. Slack takes neither, not even empty.
    if (service !== 'slack') {
        out.headers = resolveMap(entry.headers, [...path, 'headers'], ctx, 'header') ?? {};
        out.queryParams = resolveMap(entry.queryParams, [...path, 'queryParams'], ctx, 'query parameter') ?? {};
    }
    return out;
}
/** The answer's readable fields: `url` kept (a secret field: compared, never shown), `body` and the maps write-only. */
function webhooks_comparable(live, _edition) {
    const out = { name: live.name, service: live.service };
    if (typeof live.url === 'string')
        out.url = live.url;
    if (typeof live.description === 'string' && live.description !== '')
        out.description = live.description;
    return out;
}
/** The URL becomes a reference; the body template when the server answers it; headers and query parameters it never answers. */
function webhooks_entry(live, ctx) {
    const name = str(live.name) ?? '';
    const out = { name, service: live.service };
    // Always: a write needs a URL, even for a webhook stored without one (its export lists the variable to set).
    out.url = ctx.secretRef(name, 'url');
    if (typeof live.description === 'string' && live.description !== '')
        out.description = live.description;
    if (typeof live.body === 'string')
        out.body = live.body;
    return out;
}
/** An incidentio webhook's body template is stored and sent but never answered: a PUT without it clears it. */
function unread(live) {
    return live.service === 'incidentio' && typeof live.body !== 'string'
        ? 'its body template is never answered (incidentio): add `body` to the entry, or the first sync clears it (a PUT without it does)'
        : undefined;
}
function webhooks_readOnly(live) {
    const service = str(live.service) ?? String(live.service);
    if (WRITABLE.includes(service))
        return undefined;
    return `a ${service} webhook is connected in the ClickStack UI; the API cannot change or delete it`;
}
const webhooks = {
    kind: 'webhooks',
    singular: 'webhook',
    editions: ['self-hosted', 'managed'],
    mark: 'description',
    writeOnly: ['headers', 'queryParams', 'body'],
    // A PUT keeps stored maps it is not sent while url and service stay (`body` it clears).
    keptWhenOmitted: ['headers', 'queryParams'],
    secretFields: ['url', 'headers', 'queryParams'],
    refersTo: [],
    body: webhooks_body,
    comparable: webhooks_comparable,
    entry: webhooks_entry,
    unread,
    readOnly: webhooks_readOnly,
};

;// CONCATENATED MODULE: ./src/stack/kinds/index.ts





/** Every configuration kind of a stack file, by its section name. */
const KIND_SPECS = { connections: connections, sources: sources, savedSearches: savedSearches, webhooks: webhooks, roles: roles };


/***/ }),

/***/ 67772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ STACK_KINDS),
/* harmony export */   a: () => (/* binding */ isSecretRef)
/* harmony export */ });
/* harmony import */ var _api_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20705);
// What one kind of a stack file is, as the stack engine (src/stack/) sees it. Each kind —
// connections, sources, saved searches, webhooks, roles — is one KindSpec in this folder: how an
// entry of the file becomes the body the server takes, how a live object compares with it, and
// how a live object is written back as an entry (stack.export). The engine does the rest for
// every kind alike: listing, ownership marks, the plan, secrets' digests, the apply order.

/** The kinds a stack file holds beside `dashboards` and `alerts`, in dependency order. */
const STACK_KINDS = _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_KINDS */ .j;
const isSecretRef = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof v.env === 'string';


/***/ }),

/***/ 69595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ withoutMark),
/* harmony export */   Q9: () => (/* binding */ markDigest),
/* harmony export */   bf: () => (/* binding */ ownerOf),
/* harmony export */   kN: () => (/* binding */ withMark)
/* harmony export */ });
/* harmony import */ var _reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56431);
// Where a stack kind carries the scope that owns an object (KindSpec.mark): an `obs-ops:` tag
// (saved searches, as dashboards), or a last line of its `description` (webhooks, roles) that also
// holds the digest of its write-only secrets, so that a changed secret shows as drift though the
// server never returns it. Kinds with no such field (connections, sources) carry nothing.

// "— managed by observability-ops (obs-ops:<24 hex>)" or "… (obs-ops:<24 hex>; secrets <16 hex>)".
const LINE = /\n?— managed by observability-ops \((obs-ops:[0-9a-f]{24})(?:; secrets ([0-9a-f]{16}))?\)$/;
const descriptionMark = (tag, digest) => `— managed by observability-ops (${tag}${digest ? `; secrets ${digest}` : ''})`;
const text = (v) => (typeof v === 'string' ? v : '');
/** Whose a live object is, for `scope`: ours, another scope's, or unmarked (always unmarked for a kind without a mark). */
function ownerOf(spec, live, scope) {
    const ours = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownerTag */ .qE)(scope);
    if (spec.mark === 'tags') {
        const o = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownershipOf */ .VL)(Array.isArray(live.tags) ? live.tags : [], ours);
        return o.kind === 'ours' ? 'ours' : o.kind;
    }
    if (spec.mark === 'description') {
        const hit = LINE.exec(text(live.description));
        return !hit ? 'unmarked' : hit[1] === ours ? 'ours' : 'other';
    }
    return 'unmarked';
}
/** The live object without its mark: what its file entry says (tags without ours, the description without its last line). */
function withoutMark(spec, live) {
    if (spec.mark === 'tags' && Array.isArray(live.tags))
        return { ...live, tags: live.tags.filter((t) => !(typeof t === 'string' && (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .isOwnerTag */ .IR)(t))) };
    if (spec.mark === 'description' && typeof live.description === 'string') {
        const rest = live.description.replace(LINE, '');
        const copy = { ...live };
        if (rest === '')
            delete copy.description;
        else
            copy.description = rest;
        return copy;
    }
    return live;
}
/** The body with `scope`'s mark (and the digest of its write-only secrets, for a description mark). */
function withMark(spec, body, scope, digest) {
    const tag = (0,_reconcile_owner_js__WEBPACK_IMPORTED_MODULE_0__/* .ownerTag */ .qE)(scope);
    if (spec.mark === 'tags')
        return { ...body, tags: [...(Array.isArray(body.tags) ? body.tags : []), tag] };
    if (spec.mark === 'description') {
        const before = text(body.description);
        return { ...body, description: `${before}${before ? '\n' : ''}${descriptionMark(tag, digest)}` };
    }
    return body;
}
/** The digest of write-only secrets a live object's mark records, if any. */
function markDigest(spec, live) {
    return spec.mark === 'description' ? LINE.exec(text(live.description))?.[2] : undefined;
}


/***/ })

};
