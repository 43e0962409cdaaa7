// Webhook validation before the first write: the server's own rules where it has the route (today's
// servers, both editions), the product's checks where it answers 404 (August's, 2.36).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/index.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { validateWebhookWrites, type WebhookWrite } from '../../src/stack/webhook-check.ts';
import type { YamlPath } from '../../src/util/yaml.ts';
import { clientOf } from './kinds/helpers.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

function writes(...bodies: Array<Record<string, unknown>>): { list: WebhookWrite[]; problems: Array<[string, string]> } {
  const problems: Array<[string, string]> = [];
  const list = bodies.map((send, i) => ({
    name: String(send.name),
    send,
    path: ['webhooks', i] as YamlPath,
    problem: (at: YamlPath, message: string) => problems.push([at.join('.'), message]),
  }));
  return { list, problems };
}

const GOOD = { name: 'pager', service: 'generic', url: 'https://hooks.example.com/pager', headers: {}, queryParams: {} };
// Passes the product's own checks (http(s), not Slack): only the server knows its hosts are off limits.
const PRIVATE = { name: 'internal', service: 'generic', url: 'http://127.0.0.1:9999/hook', headers: {}, queryParams: {} };

describe.each(['self-hosted', 'managed'] as const)('validateWebhookWrites (%s)', (edition) => {
  it("today's server: a webhook its rules refuse is a problem at the entry's line, a good one passes; nothing is stored", async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const client = clientOf(emu, edition);
    const { list, problems } = writes(GOOD, PRIVATE);
    const before = emu.log.length;
    const check = await validateWebhookWrites(client, list);
    expect(check).toEqual({ by: 'server', refused: 1 });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.[0]).toMatch(/^webhooks\.1/);
    expect(problems[0]?.[1]).toContain('the server refuses webhook "internal"');
    const sent = emu.log.slice(before);
    expect(sent.map((l) => `${l.method} ${l.path.replace(/^.*\/webhooks/, '…/webhooks')}`)).toEqual(['POST …/webhooks/validate', 'POST …/webhooks/validate']);
    await client.close();
  });

  it('a server without the route (2.36): one 404, then the product checks stand and nothing else is asked', async () => {
    emu = await startEmulator({ serverVersion: '2.36', selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const client = clientOf(emu, edition);
    const { list, problems } = writes(GOOD, PRIVATE, GOOD);
    const before = emu.log.length;
    expect(await validateWebhookWrites(client, list)).toEqual({ by: 'product', refused: 0 });
    expect(problems).toEqual([]);
    expect(emu.log.slice(before).map((l) => l.status)).toEqual([404]);
    await client.close();
  });
});

describe('the answer forms of POST /webhooks/validate (its answer is not on record)', () => {
  it('reads a verdict under `data`', async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false, validateEnvelope: 'data' } });
    const client = clientOf(emu, 'self-hosted');
    const { list, problems } = writes(PRIVATE);
    expect(await validateWebhookWrites(client, list)).toEqual({ by: 'server', refused: 1 });
    expect(problems).toHaveLength(1);
    await client.close();
  });

  it('reads a create-like 400 {message} as a refusal with that message', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Body validation failed: url: Webhook destination is not allowed' }));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const client = createClient(
      {
        edition: 'self-hosted',
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: 'k',
        timeoutMs: 5_000,
        maxRetries: 0,
        rateLimit: { requests: 100, windowMs: 1_000 },
      },
      { redactor: NO_SECRETS },
    );
    const { list, problems } = writes(PRIVATE);
    expect(await validateWebhookWrites(client, list)).toEqual({ by: 'server', refused: 1 });
    expect(problems).toEqual([['webhooks.0.url', 'the server refuses webhook "internal": Body validation failed: url: Webhook destination is not allowed']]);
    await client.close();
    server.close();
  });
});
