import { dashboardFile as dashboardFileSchema } from '../generated/dashboard-file.js';
import type { SchemaEdition } from '../util/schema.js';
import { invisibleStrings, invisibleWarning } from '../report/escape.js';
import type { Values } from '../util/values.js';
import { LocatedYaml, type YamlPath } from '../util/yaml.js';
import { GRID_COLUMNS, placeTiles, type Layout } from './layout.js';
import { formulaProblem } from './formula.js';

export type Raw = Record<string, unknown>;

/** One tile as written (names not resolved), with its layout decided (auto-layout applied). */
export interface TileSpec {
  name: string;
  was?: string;
  layout: Layout;
  containerId?: string;
  tabId?: string;
  /** The file's config (sources by name), as the schema accepted it. */
  config: Raw;
  path: YamlPath;
}

/** One dashboard of a file. */
export interface DashboardSpec {
  file: string;
  name: string;
  was?: string;
  /** `true`: take over the unmarked dashboard of this name; a string: the one with this id. */
  adopt: boolean | string;
  tags: string[];
  filters: Raw[];
  savedQuery?: string;
  savedQueryLanguage?: string;
  savedFilterValues: Raw[];
  containers: Raw[];
  tiles: TileSpec[];
  path: YamlPath;
}

export interface DashboardFile {
  file: string;
  scope: string;
  dashboards: DashboardSpec[];
  yaml: LocatedYaml;
}

export interface DashboardFileOptions {
  /** A stack file: only these top-level keys are this format's (the other sections are read by their own kinds). */
  keep?: readonly string[];
  /** The `scope` input; wins over the file's `scope:`. */
  scope?: string;
  defaultScope: string;
  edition: SchemaEdition;
  /** The run's values (`values-file`) for the file's `${{ values.NAME }}` placeholders; unset: none are substituted. */
  values?: Values;
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isObject) : []);

/**
 * Parses a dashboard file: YAML, then the schema for the edition in use (what one edition lacks
 * is refused at its line, docs/design/dashboards-sync.md §3.2), then what the schema cannot
 * check (§3.1.3). Every problem lands in `yaml.problems` with its location.
 */
export function parseDashboardFile(file: string, text: string, opts: DashboardFileOptions): DashboardFile {
  return readDashboardFile(LocatedYaml.parse(file, text), opts);
}

/** The same, from a file parsed already (a section of a stack file: src/reconcile/files.ts reads each file once). */
export function readDashboardFile(yaml: LocatedYaml, opts: DashboardFileOptions): DashboardFile {
  const file = yaml.file;
  const result: DashboardFile = { file, scope: opts.scope || opts.defaultScope, dashboards: [], yaml };
  if (opts.keep) yaml.keepOnly(opts.keep);
  // Placeholders first, so the schema judges the values (at the placeholders' lines); a missing one stops here, before the schema would echo it as a wrong type.
  if (opts.values?.substitute(yaml) || yaml.hasErrors) return result;
  yaml.validate(dashboardFileSchema, opts.edition);
  const root = yaml.value;
  if (!isObject(root)) return result;
  for (const w of invisibleStrings(root)) yaml.problem(w.path, invisibleWarning(w.chars), 'warning');
  if (!opts.scope && typeof root.scope === 'string' && root.scope.trim() !== '') result.scope = root.scope.trim();
  if (result.scope.length > 512) yaml.problem(root.scope !== undefined ? ['scope'] : [], 'the scope is longer than 512 characters');
  // Cross-field checks read the shapes the schema guarantees: only on a file it accepted.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a getter, and the scope check above may have added an error since the earlier check, whose narrowing TypeScript keeps
  if (yaml.hasErrors || !Array.isArray(root.dashboards)) return result;

  const names = new Map<string, number>();
  const wases = new Map<string, number>();
  root.dashboards.forEach((entry: unknown, i: number) => {
    if (!isObject(entry)) return;
    const path: YamlPath = ['dashboards', i];
    const name = entry.name as string;
    const first = names.get(name);
    if (first !== undefined) yaml.problem([...path, 'name'], `duplicate dashboard name "${name}" (first at dashboards[${first}]); names identify dashboards`);
    else names.set(name, i);
    const was = typeof entry.was === 'string' ? entry.was : undefined;
    if (was !== undefined) {
      if (was === name) yaml.problem([...path, 'was'], '`was` equals `name`; remove it once the rename is synced');
      else if (wases.has(was)) yaml.problem([...path, 'was'], `another dashboard (dashboards[${wases.get(was)}]) already says \`was: ${was}\``);
      wases.set(was, i);
    }
    result.dashboards.push(dashboardSpec(yaml, file, entry, path));
  });
  for (const d of result.dashboards) {
    if (d.was !== undefined && names.has(d.was))
      yaml.problem(
        [...d.path, 'was'],
        `"${d.was}" is also a dashboard of this file (dashboards[${names.get(d.was)}]); a rename's old name must be gone from the file`,
      );
  }
  return result;
}

function dashboardSpec(yaml: LocatedYaml, file: string, entry: Raw, path: YamlPath): DashboardSpec {
  const containers = list(entry.containers);
  const tabs = new Map<string, Set<string>>();
  const containerIds = new Map<string, number>();
  containers.forEach((c, i) => {
    const id = c.id as string;
    if (containerIds.has(id)) yaml.problem([...path, 'containers', i, 'id'], `duplicate container id "${id}"`);
    containerIds.set(id, i);
    const seen = new Set<string>();
    list(c.tabs).forEach((t, j) => {
      const tab = t.id as string;
      if (seen.has(tab)) yaml.problem([...path, 'containers', i, 'tabs', j, 'id'], `duplicate tab id "${tab}" in container "${id}"`);
      seen.add(tab);
    });
    tabs.set(id, seen);
  });

  const filters = list(entry.filters);
  uniqueBy(yaml, filters, 'name', [...path, 'filters'], 'filter name');
  const variables = new Map<string, number>();
  filters.forEach((f, i) => {
    // A static list is always a variable (hyperdx#3017).
    if (f.isVariableEnabled !== true && f.type !== 'STATIC_LIST') return;
    // Without `variableName` the server derives one from the filter's name and holds it to the same rules.
    const own = typeof f.variableName === 'string' ? f.variableName.trim() : '';
    const name = own || derivedVariableName(String(f.name));
    const where = [...path, 'filters', i, own ? 'variableName' : 'name'];
    if (!name) yaml.problem(where, `filter "${String(f.name)}" needs \`variableName\`: nothing in its name can become one (docs/contract.md §7.5)`);
    else if (variables.has(name))
      yaml.problem(where, `duplicate variable name "${name}"${own ? '' : ' (derived from the filter name)'} (docs/contract.md §7.5)`);
    else variables.set(name, i);
  });

  const rawTiles = list(entry.tiles);
  const tileNames = new Map<string, number>();
  const tileWas = new Map<string, number>();
  rawTiles.forEach((t, i) => {
    const at: YamlPath = [...path, 'tiles', i];
    const name = t.name as string;
    if (tileNames.has(name))
      yaml.problem([...at, 'name'], `duplicate tile name "${name}" (first at tiles[${tileNames.get(name)}]); names identify tiles in a dashboard`);
    else tileNames.set(name, i);
    if (typeof t.was === 'string') {
      if (t.was === name) yaml.problem([...at, 'was'], '`was` equals `name`; remove it once the rename is synced');
      else if (tileWas.has(t.was)) yaml.problem([...at, 'was'], `another tile (tiles[${tileWas.get(t.was)}]) already says \`was: ${t.was}\``);
      tileWas.set(t.was, i);
    }
    if (typeof t.containerId === 'string') {
      const known = tabs.get(t.containerId);
      if (!known) yaml.problem([...at, 'containerId'], `no container "${t.containerId}" in this dashboard's \`containers\``);
      else if (typeof t.tabId === 'string' && !known.has(t.tabId)) yaml.problem([...at, 'tabId'], `container "${t.containerId}" has no tab "${t.tabId}"`);
    }
    const config = isObject(t.config) ? t.config : {};
    list(config.formulas).forEach((f, j) => {
      const why = typeof f.expression === 'string' && Array.isArray(config.select) ? formulaProblem(f.expression, config.select.length) : undefined;
      if (why) yaml.problem([...at, 'config', 'formulas', j, 'expression'], `${why} (docs/contract.md §7.4)`);
    });
    if (typeof t.x === 'number' && typeof t.w === 'number' && t.x + t.w > GRID_COLUMNS) {
      yaml.problem([...at, 'w'], `x + w = ${t.x + t.w} is wider than the ${GRID_COLUMNS}-column grid; the server accepts it, the UI clips it`, 'warning');
    }
  });
  rawTiles.forEach((t, i) => {
    if (typeof t.was === 'string' && t.was !== t.name && tileNames.has(t.was)) {
      yaml.problem(
        [...path, 'tiles', i, 'was'],
        `"${t.was}" is also a tile of this dashboard (tiles[${tileNames.get(t.was)}]); a rename's old name must be gone`,
      );
    }
  });

  const layouts = placeTiles(rawTiles);
  return {
    file,
    name: entry.name as string,
    was: typeof entry.was === 'string' ? entry.was : undefined,
    adopt: (entry.adopt as boolean | string | undefined) ?? false,
    tags: (entry.tags as string[] | undefined) ?? [],
    filters,
    savedQuery: entry.savedQuery as string | undefined,
    savedQueryLanguage: entry.savedQueryLanguage as string | undefined,
    savedFilterValues: list(entry.savedFilterValues),
    containers,
    tiles: rawTiles.map((t, i) => ({
      name: t.name as string,
      was: typeof t.was === 'string' ? t.was : undefined,
      layout: layouts[i] as Layout,
      containerId: t.containerId as string | undefined,
      tabId: t.tabId as string | undefined,
      config: t.config as Raw,
      path: [...path, 'tiles', i],
    })),
    path,
  };
}

/** The variable name the server derives from a filter's name: spaces → `_`, only letters, digits, `_`, never starting with a digit or `_`. */
export function derivedVariableName(filterName: string): string {
  const s = filterName
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]+/g, '');
  return /^[0-9_]/.test(s) ? `v${s}` : s;
}

function uniqueBy(yaml: LocatedYaml, items: Raw[], key: string, path: YamlPath, what: string): void {
  const seen = new Map<unknown, number>();
  items.forEach((item, i) => {
    if (seen.has(item[key])) yaml.problem([...path, i, key], `duplicate ${what} "${String(item[key])}" (first at [${seen.get(item[key])}])`);
    else seen.set(item[key], i);
  });
}
