// The HTTP client's socket pool: requests the pacer lets go must not queue for a socket.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, type EditionProtocol } from '../../src/api/http.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';

const protocol: EditionProtocol = {
  readHint: () => undefined,
  retryAfter: () => undefined,
  readError: (_status, body) => ({ message: body }),
  hint: () => undefined,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server that holds every answer until `expected` requests are open at once (or 3 s passed). */
async function holdingServer(expected: number) {
  const held: ServerResponse[] = [];
  let open = 0;
  let maxOpen = 0;
  const release = () => {
    for (const res of held.splice(0)) res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  };
  const timer = setTimeout(release, 3000);
  const server = createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    res.on('finish', () => open--);
    held.push(res);
    if (open >= expected) release();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  close = () =>
    new Promise<void>((r) => {
      clearTimeout(timer);
      release();
      server.closeAllConnections();
      server.close(() => r());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxOpen: () => maxOpen };
}

describe('HttpClient connections', () => {
  it('sends 32 parallel requests (the largest `concurrency`) at once', async () => {
    const server = await holdingServer(32);
    const http = new HttpClient({
      apiRoot: `${server.url}/api/v2`,
      authorization: 'Bearer x',
      timeoutMs: 10_000,
      maxRetries: 0,
      rateLimit: { requests: 1000, windowMs: 60_000 },
      redactor: NO_SECRETS,
      protocol,
      userAgent: 'test',
    });
    try {
      const answers = await Promise.all(Array.from({ length: 32 }, () => http.send('GET', '/sources')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(server.maxOpen()).toBe(32);
    } finally {
      await http.close();
    }
  });
});
