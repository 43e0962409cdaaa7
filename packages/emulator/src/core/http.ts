// Wire-level helpers: the Reply value every handler returns, body writers and body parsing.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

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
  /** The body passed JSON_LIMIT_BYTES: it was drained, not kept (`raw` is then empty). */
  tooLarge?: boolean;
  ip: string;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function text(status: number, body: string, contentType = 'text/plain; charset=utf-8', headers: Record<string, string> = {}): Reply {
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

export const JSON_LIMIT_BYTES = 32 * 1024 * 1024; // express.json({limit:'32mb'}) (docs/contract.md §1)

/**
 * Reads a request body as body-parser does: a Content-Length over `limit` is refused before a
 * byte is kept, and a body that grows past it (chunked) stops being kept there; either way the
 * rest is read off and dropped, so the answer can be sent on a clean connection. Memory stays
 * within `limit` whatever the client sends.
 */
export function readBody(req: IncomingMessage, limit = JSON_LIMIT_BYTES): Promise<{ raw: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      if (tooLarge) return;
      size += c.length;
      if (size > limit) {
        tooLarge = true;
        chunks = [];
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve({ raw: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; reason: 'invalid' | 'too-large' };

/**
 * Mimics express.json(): only bodies whose content-type mentions json are parsed, anything else
 * leaves `{}`; strict mode accepts only objects and arrays.
 */
export function parseJsonBody(inc: Incoming): ParsedBody {
  if (inc.tooLarge || inc.raw.length > JSON_LIMIT_BYTES) return { ok: false, reason: 'too-large' };
  const type = inc.headers['content-type'] ?? '';
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
