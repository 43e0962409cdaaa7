// A tiny loopback API that answers each "METHOD /path" with a fixed raw reply: for bodies no
// real server (nor the emulator) sends — non-JSON 200s, wrong types, nulls in lists.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawReply {
  status?: number;
  body: string | object;
  contentType?: string;
  /** Extra response headers (e.g. a rate limit's). */
  headers?: Record<string, string>;
}

export interface RawServer {
  url: string;
  /** Replies by `METHOD /path` (exact path, query ignored); anything else is a JSON 404. */
  routes: Map<string, RawReply>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export async function startRawServer(): Promise<RawServer> {
  const routes = new Map<string, RawReply>();
  const requests: RawServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://raw').pathname;
    const method = req.method ?? 'GET';
    requests.push({ method, path });
    req.resume();
    req.on('end', () => {
      const reply: RawReply = routes.get(`${method} ${path}`) ?? { status: 404, body: { message: 'Not Found' } };
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, {
        ...reply.headers,
        'content-type': reply.contentType ?? 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      });
      res.end(text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
