// What the kinds' tests share: the contexts the engine gives a kind (names ↔ ids, variables →
// secrets, problems at their lines), a real client on the in-process emulator, the stack file's
// schema verdicts, and the two properties every kind owes the engine (test/stack/kinds/*.test.ts).
import { expect } from 'vitest';
import type { Emulator } from '../../../packages/emulator/src/index.ts';
import { createClient, type ClosableClient } from '../../../src/api/index.ts';
import type { Edition } from '../../../src/api/types.ts';
import { stackFile } from '../../../src/generated/stack-file.ts';
import type { ExportContext, Json, KindSpec, RenderContext, StackKind } from '../../../src/stack/kinds/kind.ts';
import { withMark, withoutMark } from '../../../src/stack/mark.ts';
import { NO_SECRETS } from '../../../src/util/redact.ts';
import { validateWithSchema } from '../../../src/util/schema.ts';
import type { YamlPath } from '../../../src/util/yaml-path.ts';

export interface Problem {
  at: YamlPath;
  message: string;
}

/** A RenderContext over known objects (`ids[kind][name]`) and variables (`env`); its problems are collected. */
export function renderContext(edition: Edition, ids: Partial<Record<StackKind, Record<string, string>>> = {}, env: Record<string, string> = {}) {
  const problems: Problem[] = [];
  const ctx: RenderContext = {
    edition,
    idOf(kind, name, at) {
      const id = ids[kind]?.[name];
      if (id === undefined) problems.push({ at, message: `no ${kind} named ${name}` });
      return id;
    },
    secret(ref, at) {
      const v = env[ref.env];
      if (!v) problems.push({ at, message: `${ref.env} is not set` });
      return v || undefined;
    },
    problem: (at, message) => problems.push({ at, message }),
  };
  return { ctx, problems };
}

/** An ExportContext: ids → names from `names[kind][id]`, secret fields → `<OBJECT>_<FIELD>` variables. */
export function exportContext(edition: Edition, names: Partial<Record<StackKind, Record<string, string>>> = {}): ExportContext {
  return {
    edition,
    nameOf: (kind, id) => names[kind]?.[id],
    secretRef: (objectName, field) => ({ env: `${objectName}_${field}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_') }),
  };
}

/** The stack file's schema verdict on a file of one section (`[path, message]` pairs). */
export function schemaVerdict(section: string, entries: unknown[], edition: Edition): Array<[string, string]> {
  return validateWithSchema(stackFile, { version: 1, [section]: entries }, edition).map((p) => [p.path.join('.'), p.message]);
}

export function clientOf(emu: Emulator, edition: Edition): ClosableClient {
  const common = { timeoutMs: 10_000, maxRetries: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } };
  return edition === 'self-hosted'
    ? createClient({ edition, ...emu.selfHosted, ...common }, { redactor: NO_SECRETS })
    : createClient({ edition, ...emu.managed, ...common }, { redactor: NO_SECRETS });
}

/** The body without the fields the server never returns (the engine compares those by their digest). */
export const readable = (spec: KindSpec, body: Json): Json => Object.fromEntries(Object.entries(body).filter(([k]) => !spec.writeOnly.includes(k)));

const SCOPE = 'acme/ops:stack.yml';

/**
 * The second property: the server's answer to a POST, then a PUT, of body(E) (with the engine's
 * mark) compares equal to body(E). Returns the created object.
 */
export async function writeAndCompare(spec: KindSpec, client: ClosableClient, edition: Edition, body: Json, update?: Json): Promise<Json> {
  const api = spec.editions.includes(edition) ? client.config(spec.kind) : undefined;
  if (!api) throw new Error(`${spec.kind} has no API on ${edition}`);
  const created = (await api.create(withMark(spec, body, SCOPE, 'a'.repeat(16)))) as Json;
  expect(spec.comparable(withoutMark(spec, created), edition)).toEqual(readable(spec, body));
  if (update) {
    const answer = (await api.update(String(created.id), withMark(spec, update, SCOPE, 'b'.repeat(16)))) as Json;
    expect(spec.comparable(withoutMark(spec, answer), edition)).toEqual(readable(spec, update));
  }
  return created;
}

/**
 * The first property: every live object L, exported as entry(L), renders to a body equal to
 * comparable(L) when names and secrets resolve to what L holds; and the exported entry passes the
 * schema. `ids` maps names to ids for the kinds L refers to; `secrets(L)` gives the values of its
 * secret fields by variable.
 */
export async function exportRoundTrip(
  spec: KindSpec,
  client: ClosableClient,
  edition: Edition,
  section: string,
  refs: { ids?: Partial<Record<StackKind, Record<string, string>>>; secrets?: (live: Json) => Record<string, string> } = {},
): Promise<number> {
  const live = ((await client.config(spec.kind)?.list()) ?? []) as Json[];
  const names = Object.fromEntries(
    Object.entries(refs.ids ?? {}).map(([kind, byName]) => [kind, Object.fromEntries(Object.entries(byName).map(([n, id]) => [id, n]))]),
  );
  let checked = 0;
  for (const raw of live) {
    if (spec.readOnly?.(raw) !== undefined) continue;
    const l = withoutMark(spec, raw);
    const e = spec.entry(l, exportContext(edition, names));
    expect(schemaVerdict(section, [e], edition), JSON.stringify(e)).toEqual([]);
    const { ctx, problems } = renderContext(edition, refs.ids, refs.secrets?.(l) ?? {});
    expect(readable(spec, spec.body(e, [section, 0], ctx))).toEqual(spec.comparable(l, edition));
    expect(problems).toEqual([]);
    checked++;
  }
  return checked;
}
