// What a dashboard file models of a dashboard (issue 31, "never destroy what you do not know"):
// the keys of every object a write sends, read from the file format's schema (one truth), with
// the file's names for ids mapped to the body's (`source` → `sourceId`). A PUT replaces the tiles
// and every field it is sent (docs/contract.md §7.1): what a live dashboard holds outside this model —
// a newer server's tile setting, a select item's or a filter's new key, a filter or saved value of
// a type the format has not — is carried back into the body (src/util/carry.ts), at the place it
// was. Top-level fields are not sent unless the file has them, and the server keeps those.
import { dashboardFile } from '../generated/dashboard-file.js';
import { fields, unknownFields, type Inside, type Json, type Model, type ModelOf } from '../util/carry.js';
import type { SchemaEdition } from '../util/schema.js';
import { ID_KEYS, variantKeys } from './canon.js';

const definitions = dashboardFile.definitions as Record<string, { properties?: Record<string, unknown> } | undefined>;

/** The body keys of a schema definition (file names for ids mapped). */
function keysOf(...defs: string[]): string[] {
  return defs.flatMap((d) => Object.keys(definitions[d]?.properties ?? {}).map((k) => ID_KEYS[k] ?? k));
}

type Match = Extract<Inside, { match: unknown }>['match'];
const byIndex: Match = (_item, live, i) => live[i];
const list = (model: ModelOf, match: Match = byIndex): Inside => ({ list: model, match });

const NUMBER_FORMAT: Model = { known: fields(keysOf('numberFormat')) };
const withFormat = (...defs: string[]): Model => ({ known: fields(keysOf(...defs)), nested: { numberFormat: { object: NUMBER_FORMAT } } });
const SELECT_ITEM = withFormat('selectItem');
const HEATMAP_ITEM: Model = { known: fields(keysOf('heatmapSelectItem')) };
const FORMULA = withFormat('formula');
const COLOR_RULE: Model = { known: fields(keysOf('colorRuleNumeric', 'colorRuleBetween', 'colorRuleEquality')) };
const ON_CLICK: Model = {
  // `target` is written whole from the file (`{ mode, id | template }`).
  known: fields(keysOf('onClickSearch', 'onClickDashboard', 'onClickExternal')),
  nested: { filters: list({ known: fields(keysOf('onClickFilter')) }) },
};

/**
 * A config's model on an edition: its variant's keys there. A config whose display type (or builder /
 * raw SQL) a write changes carries nothing of the old one.
 */
const configModel =
  (edition: SchemaEdition) =>
  (desired: Json, live: Json): Model | undefined => {
    const keys = variantKeys(desired, edition);
    if (!keys) return undefined;
    const same = desired.displayType === live.displayType && desired.configType === live.configType;
    return {
      known: fields([...keys, 'displayType', 'configType'], same ? [] : Object.keys(live)),
      nested: {
        select: list(desired.displayType === 'heatmap' ? HEATMAP_ITEM : SELECT_ITEM),
        numberFormat: { object: NUMBER_FORMAT },
        formulas: list(FORMULA),
        colorRules: list(COLOR_RULE),
        backgroundChart: { object: { known: fields(keysOf('backgroundChart')) } },
        onClick: { object: ON_CLICK },
      },
    };
  };

/** A filter's known keys: both kinds', the body's `sourceId` / `appliesToSourceIds`, and its `id` (carried forward by the plan). */
const FILTER: Model = { known: fields(['id', 'appliesToSourceIds'], keysOf('queryFilter', 'staticListFilter')) };
/** The filter types a file can say on each edition (a static list: self-hosted, docs/contract.md §7.5). */
const FILTER_TYPES: Record<SchemaEdition, ReadonlySet<string | undefined>> = {
  'self-hosted': new Set([undefined, 'QUERY_EXPRESSION', 'STATIC_LIST']),
  managed: new Set([undefined, 'QUERY_EXPRESSION']),
};
const VALUE_TYPES = new Set([undefined, 'sql', 'variable']);
const CONTAINER: Model = {
  known: fields(keysOf('container')),
  nested: { tabs: list({ known: fields(['id', 'title']) }, (t, live) => live.find((l) => l.id === t.id)) },
};

/** A live filter or saved value of a type a file of this edition cannot say: carried by a write, left out of an export. */
export const foreignFilter = (f: Json, edition: SchemaEdition): boolean => !FILTER_TYPES[edition].has(f.type as string | undefined);
export const foreignValue = (v: Json): boolean => !VALUE_TYPES.has(v.type as string | undefined);

/**
 * The dashboard on an edition: top-level fields are the body's (a PUT keeps those it is not sent);
 * inside them, tiles by id (the plan sets matched ids), filters by name, saved values by their
 * variable or condition, containers by id.
 */
export function dashboardModel(edition: SchemaEdition): ModelOf {
  const tile: Model = { known: fields(['id'], keysOf('tile')), nested: { config: { object: configModel(edition) } } };
  return (desired, live) => ({
    known: fields(Object.keys(desired), Object.keys(live)),
    nested: {
      tiles: list(tile, (t, l) => (typeof t.id === 'string' ? l.find((x) => x.id === t.id) : undefined)),
      filters: { list: FILTER, match: (f, l) => l.find((x) => x.name === f.name), foreign: (f) => foreignFilter(f, edition) },
      savedFilterValues: {
        list: { known: fields(keysOf('sqlFilterValue', 'variableFilterValue')) },
        match: (v, l) => l.find((x) => (x.type ?? 'sql') === (v.type ?? 'sql') && (v.type === 'variable' ? x.name === v.name : x.condition === v.condition)),
        foreign: foreignValue,
      },
      containers: list(CONTAINER, (c, l) => l.find((x) => x.id === c.id)),
    },
  });
}

/** What a live tile's config holds that its own variant does not (a newer server's setting), as paths under `config`. */
export function unknownConfigFields(config: Json, edition: SchemaEdition): string[] {
  return unknownFields(config, (_d, live) => configModel(edition)(live, live));
}

/** Whether the format knows this live config's display type (builder or raw SQL). */
export const knownVariant = (config: Json): boolean => variantKeys(config) !== undefined;
