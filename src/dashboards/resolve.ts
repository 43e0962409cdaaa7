import type { Connection, Dashboard, Source } from '../api/types.js';
import type { YamlPath } from '../util/yaml.js';
import type { DashboardSpec, Raw } from './file.js';

/** What the lists returned (connections: self-hosted, and only when a raw SQL tile names one). */
export interface Lookups {
  dashboards: Dashboard[];
  sources: Source[];
  connections?: Connection[];
}

export interface ResolveContext {
  lookups: Lookups;
  /** The id a dashboard of the files will have (a ref, src/reconcile/ref.ts, when this run creates it), by its file name. */
  fileDashboard(name: string): string | undefined;
  problem(path: YamlPath, message: string): void;
}

/** Whether a raw SQL tile names a connection (then `GET /connections` is read). */
export function namesConnections(specs: readonly DashboardSpec[]): boolean {
  return specs.some((d) => d.tiles.some((t) => t.config.configType === 'sql' && typeof t.config.connection === 'string'));
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A file dashboard → the body the server takes (§5), without tile or filter ids (matching adds
 * them) and without the ownership tag (the plan adds it): names resolved to ids, auto-layout
 * applied, every top-level field sent (a PUT keeps what it omits, docs/contract.md §7.1), the
 * single-value fields filled. Problems (a name matching nothing or several) go to `ctx.problem`.
 */
export function toBody(spec: DashboardSpec, ctx: ResolveContext): Raw {
  const source = (name: unknown, path: YamlPath): Source | undefined => one(ctx.lookups.sources, name, path, 'source', ctx);
  const tiles = spec.tiles.map((t) => {
    const tile: Raw = { name: t.name, ...t.layout };
    if (t.containerId !== undefined) tile.containerId = t.containerId;
    if (t.tabId !== undefined) tile.tabId = t.tabId;
    tile.config = tileConfig(t.config, [...t.path, 'config'], source, ctx);
    return tile;
  });
  const filters = spec.filters.map((f, i) => {
    const at: YamlPath = [...spec.path, 'filters', i];
    // A static list names no source (hyperdx#3017): sent as written.
    if (f.type === 'STATIC_LIST') return { ...f };
    const { source: name, appliesToSources, ...rest } = f;
    const out: Raw = { type: 'QUERY_EXPRESSION', ...rest, sourceId: source(name, [...at, 'source'])?.id ?? '' };
    if (Array.isArray(appliesToSources)) out.appliesToSourceIds = appliesToSources.map((n, j) => source(n, [...at, 'appliesToSources', j])?.id ?? '');
    return out;
  });
  const hasQuery = typeof spec.savedQuery === 'string';
  return {
    name: spec.name,
    tiles,
    tags: [...spec.tags],
    filters,
    savedQuery: hasQuery ? spec.savedQuery : null,
    // The server refuses `null` with a saved query and sets `lucene` when it is omitted (§5.3).
    savedQueryLanguage: hasQuery ? (spec.savedQueryLanguage ?? 'lucene') : null,
    // `sql` when no type is given; a variable's selection is sent as written (hyperdx#2963).
    savedFilterValues: spec.savedFilterValues.map((v) => ({ type: 'sql', ...v })),
    containers: spec.containers,
  };
}

function tileConfig(config: Raw, at: YamlPath, source: (n: unknown, p: YamlPath) => Source | undefined, ctx: ResolveContext): Raw {
  const { source: sourceName, connection, onClick, ...rest } = config;
  const out: Raw = { ...rest };
  const src = sourceName !== undefined ? source(sourceName, [...at, 'source']) : undefined;
  if (sourceName !== undefined) out.sourceId = src?.id ?? '';
  const type = config.displayType;
  if (config.configType === 'sql') {
    if (typeof connection === 'string') {
      const conn = one(ctx.lookups.connections ?? [], connection, [...at, 'connection'], 'connection', ctx);
      out.connectionId = conn?.id ?? '';
      if (conn && src && src.connection !== conn.id)
        ctx.problem([...at, 'source'], `source "${src.name}" uses another connection than "${conn.name}" (docs/contract.md §7.1)`);
    } else if (src) {
      // Without `connection`, the tile runs on its source's connection.
      out.connectionId = typeof src.connection === 'string' ? src.connection : '';
    }
  } else if (src) {
    if (type === 'heatmap' && src.kind !== 'trace') ctx.problem([...at, 'source'], `a heatmap needs a trace source; "${src.name}" is a ${src.kind} source`);
    if (Array.isArray(config.formulas) && config.formulas.length > 0 && !['metric', 'log', 'trace'].includes(src.kind)) {
      ctx.problem([...at, 'formulas'], `formulas need a metric, log or trace source; "${src.name}" is a ${src.kind} source`);
    }
  }
  if (type === 'search') out.whereLanguage = config.whereLanguage ?? 'lucene'; // the managed schema requires it
  if (isObject(onClick)) out.onClick = clickAction(onClick, [...at, 'onClick'], source, ctx);
  return out;
}

function clickAction(onClick: Raw, at: YamlPath, source: (n: unknown, p: YamlPath) => Source | undefined, ctx: ResolveContext): Raw {
  const out: Raw = { ...onClick };
  const target = isObject(onClick.target) ? onClick.target : {};
  if (typeof target.template === 'string') out.target = { mode: 'template', template: target.template };
  else if (target.source !== undefined) {
    const src = source(target.source, [...at, 'target', 'source']);
    if (src && !['log', 'trace'].includes(src.kind))
      ctx.problem([...at, 'target', 'source'], `a search link needs a log or trace source; "${src.name}" is a ${src.kind} source`);
    out.target = { mode: 'id', id: src?.id ?? '' };
  } else if (typeof target.dashboard === 'string') {
    const name = target.dashboard;
    let id = ctx.fileDashboard(name);
    if (id === undefined) {
      const live = ctx.lookups.dashboards.filter((d) => d.name === name);
      if (live.length === 1) id = live[0]?.id;
      else
        ctx.problem(
          [...at, 'target', 'dashboard'],
          live.length === 0 ? `no dashboard named "${name}" (live, or in the files)` : `${live.length} live dashboards are named "${name}"`,
        );
    }
    out.target = { mode: 'id', id: id ?? '' };
  }
  if (Array.isArray(onClick.filters)) out.filters = onClick.filters.map((f: unknown) => (isObject(f) ? { kind: 'expressionTemplate', ...f } : f));
  return out;
}

/** Exactly one object by name, or a located problem. */
function one<T extends { id: string; name: string }>(list: readonly T[], name: unknown, path: YamlPath, what: string, ctx: ResolveContext): T | undefined {
  const hits = list.filter((o) => o.name === name);
  if (hits.length === 1) return hits[0];
  const known = list
    .slice(0, 10)
    .map((o) => `"${o.name}"`)
    .join(', ');
  ctx.problem(
    path,
    hits.length === 0
      ? `no ${what} named "${String(name)}"${list.length ? ` (known: ${known}${list.length > 10 ? ', …' : ''})` : ` (there are none)`}`
      : `${hits.length} ${what}s are named "${String(name)}" (ids ${hits.map((o) => o.id).join(', ')}); rename one on the server`,
  );
  return undefined;
}
