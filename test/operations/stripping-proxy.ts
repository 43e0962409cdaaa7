// A loopback proxy in front of the emulator that rewrites the JSON answers of chosen writes: a
// server that drops a field it does not know (hyperdx#2698, #2150) or stores it differently.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StrippingProxy {
  url: string;
  close(): Promise<void>;
}

/** `rewrite(method, path, body)` may change a parsed JSON answer in place; other answers pass through. */
export async function startStrippingProxy(target: string, rewrite: (method: string, path: string, body: unknown) => void): Promise<StrippingProxy> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length')) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body })
        .then(async (answer) => {
          let text = await answer.text();
          const path = new URL(req.url ?? '/', 'http://proxy').pathname;
          if ((answer.headers.get('content-type') ?? '').includes('json')) {
            try {
              const parsed: unknown = JSON.parse(text);
              rewrite(req.method ?? 'GET', path, parsed);
              text = JSON.stringify(parsed);
            } catch {
              // Not JSON after all: passed through as it came.
            }
          }
          const out: Record<string, string> = {};
          answer.headers.forEach((v, k) => {
            if (k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding' && k !== 'connection') out[k] = v;
          });
          res.writeHead(answer.status, { ...out, 'content-length': String(Buffer.byteLength(text)) });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
