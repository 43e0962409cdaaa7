// Webhooks (docs/contract.md §11), on both editions. The URL is a secret: a file names the variable
// that holds it; the self-hosted server answers it in clear, so the comparable keeps it and the
// engine sees a changed destination without showing it. Headers and query parameters are
// write-only (never answered): their values are secret references or plain text, and the engine
// records their digest in the ownership line of the description.
//
// `body` is answered for generic webhooks only (the read schema of an incidentio webhook drops it,
// though the server stores and sends it), so it is write-only here too: one rule for every service,
// and an incidentio template compared by its digest instead of re-sent on every run.
import type { Edition } from '../../api/types.js';
import { fields, type Model } from '../../util/carry.js';
import type { YamlPath } from '../../util/yaml-path.js';
import type { ExportContext, Json, KindSpec, RenderContext, SecretRef } from './kind.js';
import { isSecretRef, SERVER_FIELDS } from './kind.js';

/** The services the API writes; the managed edition also lists `slack_api` and `pagerduty_api` ones, connected in its UI. */
const WRITABLE = ['slack', 'incidentio', 'generic'] as const;

/** The server keeps 2048 UTF-16 units; the engine appends a newline and its ownership line (at most 91). */
const DESCRIPTION_ROOM = 2048 - 92;
const MAX_URL = 2048;
// Headers and query parameters are written into the outbound request: the server refuses control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * What the server refuses in a URL (its schema, then its destination check), worded without the
 * URL: it is a secret. Private and reserved hosts are left to the server, which may allow them by
 * configuration (an allow-list this tool cannot see).
 */
export function webhookUrlProblem(service: string, url: string, variable: string): string | undefined {
  const where = `the URL in ${variable}`;
  if (url.length > MAX_URL) return `${where} is longer than ${MAX_URL} characters, the server's limit`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${where} is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `${where} must use http or https`;
  // As the server checks it: the host's last two labels are slack.com.
  if (service === 'slack' && parsed.hostname.split('.').slice(-2).join('.') !== 'slack.com') {
    return `${where} is not on slack.com: a slack webhook posts only to a Slack incoming-webhook URL (hooks.slack.com)`;
  }
  return undefined;
}

/** A write-only map: secret references resolved, plain values as written; a control character is refused at its line. */
function resolveMap(map: unknown, at: YamlPath, ctx: RenderContext, noun: string): Record<string, string> | undefined {
  if (typeof map !== 'object' || map === null) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(map as Json)) {
    const here = [...at, key];
    const value = isSecretRef(v) ? ctx.secret(v, here) : str(v);
    if (value === undefined) continue;
    if (isSecretRef(v) && CONTROL.test(value))
      ctx.problem(here, `the ${noun} value in ${v.env} holds a control character (a line break, a tab…): the server refuses it`);
    else if (isSecretRef(v) && value.length > 4096) ctx.problem(here, `the ${noun} value in ${v.env} is longer than 4096 characters, the server's limit`);
    out[key] = value;
  }
  return out;
}

function body(entry: Json, path: YamlPath, ctx: RenderContext): Json {
  const service = str(entry.service) ?? '';
  const out: Json = { name: entry.name, service };
  const ref = entry.url as SecretRef;
  const url = ctx.secret(ref, [...path, 'url']);
  if (url !== undefined) {
    const problem = webhookUrlProblem(service, url, ref.env);
    if (problem) ctx.problem([...path, 'url'], problem);
    out.url = url;
  }
  const description = str(entry.description);
  // The schema counts characters; the server counts UTF-16 units, which astral characters double.
  if (description !== undefined && description.length > DESCRIPTION_ROOM) {
    ctx.problem(
      [...path, 'description'],
      `\`description\` is ${description.length} UTF-16 units long; with the ownership line the server's 2048 allow ${DESCRIPTION_ROOM}`,
    );
  }
  // An empty description is no description: the engine's mark alone is then the whole of it.
  if (description) out.description = description;
  if (typeof entry.body === 'string') out.body = entry.body;
  // A PUT keeps the stored maps when they are omitted (unless the destination changed): a file that
  // drops its headers must send `{}` to clear them. Slack takes neither, not even empty.
  if (service !== 'slack') {
    out.headers = resolveMap(entry.headers, [...path, 'headers'], ctx, 'header') ?? {};
    out.queryParams = resolveMap(entry.queryParams, [...path, 'queryParams'], ctx, 'query parameter') ?? {};
  }
  return out;
}

/** The answer's readable fields: `url` kept (a secret field: compared, never shown), `body` and the maps write-only. */
function comparable(live: Json, _edition: Edition): Json {
  const out: Json = { name: live.name, service: live.service };
  if (typeof live.url === 'string') out.url = live.url;
  if (typeof live.description === 'string' && live.description !== '') out.description = live.description;
  return out;
}

/** The URL becomes a reference; the body template when the server answers it; headers and query parameters it never answers. */
function entry(live: Json, ctx: ExportContext): Json {
  const name = str(live.name) ?? '';
  const out: Json = { name, service: live.service };
  // Always: a write needs a URL, even for a webhook stored without one (its export lists the variable to set).
  out.url = ctx.secretRef(name, 'url');
  if (typeof live.description === 'string' && live.description !== '') out.description = live.description;
  if (typeof live.body === 'string') out.body = live.body;
  return out;
}

/** An incidentio webhook's body template is stored and sent but never answered: a PUT without it clears it. */
function unread(live: Json): string | undefined {
  return live.service === 'incidentio' && typeof live.body !== 'string'
    ? 'its body template is never answered (incidentio): add `body` to the entry, or the first sync clears it (a PUT without it does)'
    : undefined;
}

function readOnly(live: Json): string | undefined {
  const service = str(live.service) ?? String(live.service);
  if ((WRITABLE as readonly string[]).includes(service)) return undefined;
  return `a ${service} webhook is connected in the ClickStack UI; the API cannot change or delete it`;
}

/** What a webhook entry models; the server's own fields are never sent. */
const MODEL: Model = {
  known: fields(['name', 'service', 'url', 'description', 'body', 'headers', 'queryParams']),
  readOnly: fields(SERVER_FIELDS),
};

export const webhooks: KindSpec = {
  kind: 'webhooks',
  singular: 'webhook',
  editions: ['self-hosted', 'managed'],
  mark: 'description',
  writeOnly: ['headers', 'queryParams', 'body'],
  // A PUT keeps stored maps it is not sent while url and service stay (`body` it clears).
  keptWhenOmitted: ['headers', 'queryParams'],
  keptWhile: ['url', 'service'],
  secretFields: ['url', 'headers', 'queryParams'],
  refersTo: [],
  body,
  comparable,
  model: MODEL,
  entry,
  unread,
  readOnly,
};
