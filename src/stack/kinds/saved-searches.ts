// Saved searches (docs/contract.md §12), on both editions. An entry names its source; the body
// carries its id. A PUT is a full replace in which every omitted field takes its default, and a
// GET answers those defaults: the body states them all, so what the file omits is what the server
// keeps, and a stored search written before the defaults existed compares as a PUT would leave it.
import type { Edition } from '../../api/types.js';
import { isOwnerTag } from '../../reconcile/owner.js';
import { fields, type Model } from '../../util/carry.js';
import type { YamlPath } from '../../util/yaml-path.js';
import { SERVER_FIELDS, type ExportContext, type Json, type KindSpec, type RenderContext } from './kind.js';

const DEFAULTS = { select: '', where: '', whereLanguage: 'lucene', orderBy: '' } as const;
type TextField = keyof typeof DEFAULTS;
const TEXT_FIELDS = Object.keys(DEFAULTS) as TextField[];

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A filter as the server stores it: `type` filled in (sql), unknown keys dropped. */
function filter(f: Json): Json {
  if (f.type === 'sql_ast') return { type: 'sql_ast', operator: f.operator, left: f.left, right: f.right };
  return { type: f.type ?? 'sql', condition: f.condition };
}

const filters = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isJson).map(filter) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);

function body(entry: Json, path: YamlPath, ctx: RenderContext): Json {
  const out: Json = { name: entry.name };
  const sourceId = typeof entry.source === 'string' ? ctx.idOf('sources', entry.source, [...path, 'source']) : entry.sourceId;
  if (sourceId !== undefined) out.sourceId = sourceId;
  for (const k of TEXT_FIELDS) out[k] = typeof entry[k] === 'string' ? entry[k] : DEFAULTS[k];
  out.tags = strings(entry.tags);
  out.filters = filters(entry.filters);
  return out;
}

function comparable(live: Json, _edition: Edition): Json {
  const out: Json = { name: live.name, sourceId: live.sourceId };
  for (const k of TEXT_FIELDS) out[k] = typeof live[k] === 'string' ? live[k] : DEFAULTS[k];
  out.tags = strings(live.tags);
  out.filters = filters(live.filters);
  return out;
}

/** The source by name (its id when it has none the run knows); defaults, the `sql` filter type and ownership tags left out. */
function entry(live: Json, ctx: ExportContext): Json {
  const out: Json = { name: live.name };
  const id = typeof live.sourceId === 'string' ? live.sourceId : '';
  const source = ctx.nameOf('sources', id);
  if (source !== undefined) out.source = source;
  else out.sourceId = id;
  for (const k of TEXT_FIELDS) if (typeof live[k] === 'string' && live[k] !== DEFAULTS[k]) out[k] = live[k];
  const tags = strings(live.tags).filter((t) => !isOwnerTag(t));
  if (tags.length > 0) out.tags = tags;
  const list = filters(live.filters).map((f) => (f.type === 'sql' ? { condition: f.condition } : f));
  if (list.length > 0) out.filters = list;
  return out;
}

/** What a saved search file models (filters by position); the server's own fields are never sent. */
const MODEL: Model = {
  known: fields(['name', 'sourceId', 'tags', 'filters'], TEXT_FIELDS),
  readOnly: fields(SERVER_FIELDS),
  nested: { filters: { list: { known: fields(['type', 'condition', 'operator', 'left', 'right']) }, match: (_f, live, i) => live[i] } },
};

export const savedSearches: KindSpec = {
  kind: 'savedSearches',
  singular: 'saved search',
  editions: ['self-hosted', 'managed'],
  mark: 'tags',
  writeOnly: [],
  secretFields: [],
  refersTo: ['sources'],
  body,
  comparable,
  model: MODEL,
  entry,
};
