// ClickStack roles (managed only: the Cloud API's `…/clickstack/roles`; the self-hosted v2 API has
// none). A role is a name, a description and CASL permissions. Predefined roles are listed beside
// the custom ones (`isPredefined: true`) and cannot be changed or deleted: readOnly() names them, so
// the engine refuses an entry of such a name at its line and never touches them.
//
// A PUT keeps the description when it is omitted; the engine always sends one (its ownership line),
// so what the file says is what the role holds.
import type { Edition } from '../../api/types.js';
import { fields, type Model } from '../../util/carry.js';
import type { YamlPath } from '../../util/yaml-path.js';
import { SERVER_FIELDS, type ExportContext, type Json, type KindSpec, type RenderContext } from './kind.js';

const PERMISSION_KEYS = ['action', 'subject', 'inverted', 'integration', 'conditions'] as const;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A CASL rule with the keys the API knows, those present only: the server stores what it is given. */
function permission(p: Json): Json {
  const out: Json = {};
  for (const k of PERMISSION_KEYS) if (p[k] !== undefined) out[k] = p[k];
  return out;
}

const permissions = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isJson).map(permission) : []);

function body(entry: Json, _path: YamlPath, _ctx: RenderContext): Json {
  const out: Json = { name: entry.name };
  if (typeof entry.description === 'string' && entry.description !== '') out.description = entry.description;
  out.permissions = permissions(entry.permissions);
  return out;
}

function comparable(live: Json, _edition: Edition): Json {
  const out: Json = { name: live.name };
  if (typeof live.description === 'string' && live.description !== '') out.description = live.description;
  out.permissions = permissions(live.permissions);
  return out;
}

function entry(live: Json, _ctx: ExportContext): Json {
  return comparable(live, 'managed');
}

function readOnly(live: Json): string | undefined {
  return live.isPredefined === true ? `"${String(live.name)}" is a predefined role: the API cannot change or delete it` : undefined;
}

/** What a role entry models (permissions by position); the server's own fields are never sent. */
const MODEL: Model = {
  known: fields(['name', 'description', 'permissions']),
  readOnly: fields(SERVER_FIELDS, ['isPredefined']),
  nested: { permissions: { list: { known: fields(PERMISSION_KEYS) }, match: (_p, live, i) => live[i] } },
};

export const roles: KindSpec = {
  kind: 'roles',
  singular: 'role',
  editions: ['managed'],
  mark: 'description',
  writeOnly: [],
  secretFields: [],
  refersTo: [],
  body,
  comparable,
  model: MODEL,
  entry,
  readOnly,
};
