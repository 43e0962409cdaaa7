// What one kind of a stack file is, as the stack engine (src/stack/) sees it. Each kind —
// connections, sources, saved searches, webhooks, roles — is one KindSpec in this folder: how an
// entry of the file becomes the body the server takes, how a live object compares with it, and
// how a live object is written back as an entry (stack.export). The engine does the rest for
// every kind alike: listing, ownership marks, the plan, secrets' digests, the apply order.
import { CONFIG_KINDS, type ConfigKind, type Edition } from '../../api/types.js';
import type { ModelOf } from '../../util/carry.js';
import type { YamlPath } from '../../util/yaml.js';

/** Fields the servers answer on every kind and never take (ids, owners, timestamps): never carried into a write. */
export const SERVER_FIELDS: readonly string[] = ['id', 'team', 'teamId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/** The kinds a stack file holds beside `dashboards` and `alerts`, in dependency order. */
export const STACK_KINDS = CONFIG_KINDS;
export type StackKind = ConfigKind;

/** A JSON object: an entry as written in a file, a body as sent, an object as answered. */
export type Json = Record<string, unknown>;

/** A secret in a file: the environment variable that holds it (`password: { env: CLICKHOUSE_PASSWORD }`). */
export interface SecretRef {
  env: string;
}

export const isSecretRef = (v: unknown): v is SecretRef =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { env?: unknown }).env === 'string';

/** What turning an entry into a body may ask of the run. Every problem lands at its line; nothing throws. */
export interface RenderContext {
  edition: Edition;
  /**
   * The id of the object of `kind` named `name`: a live one, or the placeholder of one this run
   * creates (src/reconcile/ref.ts). Undefined, with a problem at `at`, when none or several match.
   */
  idOf(kind: StackKind, name: string, at: YamlPath): string | undefined;
  /** The value of a secret reference, masked from then on. Undefined, with a problem at `at`, when the variable is unset or empty. */
  secret(ref: SecretRef, at: YamlPath): string | undefined;
  /** A problem at a path of the file (what this edition cannot hold, a rule the schema cannot state). */
  problem(at: YamlPath, message: string): void;
}

/** What writing a live object as an entry may ask of the run (stack.export). */
export interface ExportContext {
  edition: Edition;
  /** The name of the object of `kind` with this id; undefined when the server has none (the entry then keeps `<kind>Id`). */
  nameOf(kind: StackKind, id: string): string | undefined;
  /** The reference that stands for a secret field of an exported object: a variable name derived from the kind, the object's name and the field (listed in the report). */
  secretRef(objectName: string, field: string): SecretRef;
}

export interface KindSpec {
  kind: StackKind;
  /** For people: "connection", "saved search". */
  singular: string;
  /** The editions whose API has this kind; on another, every entry is refused at its line. */
  editions: readonly Edition[];
  /**
   * Where the ownership mark lives: `tags` (an `obs-ops:` tag, as dashboards), `description` (a
   * line appended to it, as alerts' message), or `none`: the kind has no field that could carry it,
   * so what a file declares is managed by name and `prune` leaves the rest alone.
   */
  mark: 'tags' | 'description' | 'none';
  /** Fields the server never returns (a connection's `password`, a webhook's `headers`): sent, never read back. */
  writeOnly: readonly string[];
  /**
   * Write-only fields a PUT keeps as stored when the body leaves them out (a webhook's headers and
   * query parameters while its destination stays). Adopting an object, whose write-only values no
   * file recorded, the engine leaves out those the entry does not state: adoption never clears what
   * an export could not read.
   */
  keptWhenOmitted?: readonly string[];
  /** The fields whose change makes the server clear `keptWhenOmitted` ones anyway (a webhook's destination). */
  keptWhile?: readonly string[];
  /**
   * What the file models of a live object, for an update (src/util/carry.ts): every field outside it
   * — a newer server's — goes back into the PUT as it is, so a write replaces only what the file
   * states. Undefined: the kind's PUT keeps what it is not sent (a connection's is a `$set`).
   */
  model?: ModelOf;
  /**
   * The fields of `live` whose meaning depends on one the entry changes (a source's kind): carrying
   * them cannot be right and dropping them loses them, so the plan refuses at the entry's line.
   */
  tiedTo?(entry: Json, live: Json): { field: string; lost: string[] } | undefined;
  /** Fields whose values are secrets (`url` of a webhook): a secret reference in a file, never shown in a plan. */
  secretFields: readonly string[];
  /** Other kinds an entry names (a source its connection): listed before it, created before it, deleted after it. */
  refersTo: readonly StackKind[];
  /**
   * The entry (schema-valid) at `path` → the body a POST or PUT sends, names resolved to ids and
   * secrets to their values through `ctx`; without `id` and without the ownership mark (the engine
   * adds it). Write-only fields are in it.
   */
  body(entry: Json, path: YamlPath, ctx: RenderContext): Json;
  /**
   * A live object → the body that would leave it as it is, in the shape `body` returns: server
   * defaults filled in as the server fills them, `id`, timestamps and read-only fields left out,
   * write-only fields absent. The engine compares it with `body(...)` field by field (its mark
   * taken out first).
   */
  comparable(live: Json, edition: Edition): Json;
  /** A live object → a file entry (stack.export): ids → names, secrets → references, server defaults left out. */
  entry(live: Json, ctx: ExportContext): Json;
  /**
   * What of this live object its entry cannot hold because the server never answers it and a PUT
   * clears it when not sent (an incidentio webhook's body template): the export says so, for
   * someone to add before the first sync. Undefined when the entry is the whole object.
   */
  unread?(live: Json): string | undefined;
  /**
   * Why the API cannot change this live object (a predefined role, a managed Slack-API or PagerDuty
   * webhook), or undefined. The engine neither updates, deletes, adopts nor exports such an object,
   * and refuses an entry of its name at the entry's line with this reason.
   */
  readOnly?(live: Json): string | undefined;
}
