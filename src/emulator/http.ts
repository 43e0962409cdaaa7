// Wire-level helpers: the Reply value every handler returns, body writers and body parsing.
import type { IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Incoming {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  ip: string;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function text(
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): Reply {
  return { status, headers: { 'content-type': contentType, ...headers }, body };
}

/** The reply with `headers` added (they win over the reply's own). */
export function withHeaders(reply: Reply, headers: Record<string, string>): Reply {
  return { ...reply, headers: { ...reply.headers, ...headers } };
}

/** Express's default finalhandler 404 (HTML, not JSON): what both servers answer for unrouted paths. */
export function expressNotFound(method: string, path: string): Reply {
  const escaped = path.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html =
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n' +
    `<pre>Cannot ${method} ${escaped}</pre>\n</body>\n</html>\n`;
  return text(404, html, 'text/html; charset=utf-8', {
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  });
}

const JSON_LIMIT_BYTES = 32 * 1024 * 1024; // express.json({limit:'32mb'}) (docs/contract.md §1)

export type ParsedBody = { ok: true; value: unknown } | { ok: false; reason: 'invalid' | 'too-large' };

/**
 * Mimics express.json(): only bodies whose content-type mentions json are parsed, anything else
 * leaves `{}`; strict mode accepts only objects and arrays.
 */
export function parseJsonBody(inc: Incoming): ParsedBody {
  if (inc.raw.length > JSON_LIMIT_BYTES) return { ok: false, reason: 'too-large' };
  const type = String(inc.headers['content-type'] ?? '');
  if (!/json/i.test(type) || inc.raw.length === 0) return { ok: true, value: {} };
  const source = inc.raw.toString('utf8');
  const first = source.trimStart()[0];
  if (first !== '{' && first !== '[') return { ok: false, reason: 'invalid' };
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** Best-effort body for the request log (parsed JSON, else the text, else undefined). */
export function bodyForLog(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const source = raw.toString('utf8');
  try {
    return JSON.parse(source);
  } catch {
    return source.length > 2000 ? source.slice(0, 2000) + '…' : source;
  }
}
