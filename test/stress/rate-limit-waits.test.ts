// Issue 30, finding 7: a rate-limit reset or Retry-After longer than the run waits fails the
// request at once with the server's figure, instead of holding the job until the runner kills it.
// The bundled action (and the command line) against a hostile server; no test measures time: a
// run that waited would not end within the generous timeout, and the test would fail on that.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { startRawServer, type RawServer } from './raw-server.ts';

const ID = '6650f0c00000000000000abc';
const DASHBOARD = { data: { id: ID, name: 'Checkout', tiles: [] } };
const TIMEOUT = { timeoutMs: 90_000 };

let raw: RawServer;
beforeEach(async () => {
  raw = await startRawServer();
});
afterEach(() => raw.close());

const selfHosted = () => ({ 'base-url': raw.url, 'api-key': 'raw-key-0123456789' });
const sent = (method: string) => raw.requests.filter((r) => r.method === method).length;

describe('waits longer than the run allows', () => {
  it('a 429 asking for a day fails at once with the server’s figure, not retried (self-hosted, RateLimit-Reset)', async () => {
    raw.routes.set('GET /api/v2/dashboards', {
      status: 429,
      body: { message: 'Too many requests' },
      headers: { 'RateLimit-Reset': '86400', 'Retry-After': '60' },
    });
    const r = await runAction({ ...selfHosted(), operation: 'dashboards.list' }, TIMEOUT);
    expect(r.code, r.stdout.slice(-1500)).toBe(1);
    expect(r.stdout).toContain('GET /api/v2/dashboards → 429: Too many requests');
    expect(r.stdout).toContain('The server asks to wait 86,400 s (RateLimit-Reset: 86400)');
    expect(r.stdout).toContain('at most 120 s: the longer of the `rate-limit` window and 4 × `timeout-seconds`');
    expect(r.summary).toContain('The API asked for a longer wait than this run allows');
    expect(sent('GET')).toBe(1);
  });

  it('a Retry-After given as a date a day away fails alike', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
    raw.routes.set('GET /api/v2/sources', { status: 429, body: 'slow down', contentType: 'text/plain', headers: { 'Retry-After': tomorrow } });
    const r = await runAction({ ...selfHosted(), operation: 'sources.list' }, TIMEOUT);
    expect(r.code, r.stdout.slice(-1500)).toBe(1);
    expect(r.stdout).toContain(`(Retry-After: ${tomorrow})`);
    expect(sent('GET')).toBe(1);
  });

  it('a window an answer reports spent until tomorrow fails the next request unsent (managed, X-RateLimit-*)', async () => {
    const base = `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
    raw.routes.set(`GET ${base}/dashboards/${ID}`, {
      body: { status: 200, requestId: 'r-1', result: { id: ID, name: 'Checkout', tiles: [] } },
      // An epoch where seconds-left belong: 56 years.
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1767225600' },
    });
    raw.routes.set(`DELETE ${base}/dashboards/${ID}`, { body: { status: 200, requestId: 'r-2' } });
    const r = await runAction(
      {
        edition: 'managed',
        'base-url': raw.url,
        'key-id': 'RawKeyId00000001',
        'key-secret': 'raw-secret-0123456789',
        'organization-id': DEMO.organizationId,
        'service-id': DEMO.serviceId,
        operation: 'dashboards.delete',
        id: ID,
        'timeout-seconds': '60',
      },
      TIMEOUT,
    );
    expect(r.code, r.stdout.slice(-1500)).toBe(1);
    expect(r.stdout).toContain(`DELETE ${base}/dashboards/${ID} was not sent: the server's last answer asks to wait`);
    expect(r.stdout).toContain('(X-RateLimit-Reset: 1767225600)');
    expect(r.stdout).toContain('at most 240 s');
    expect(sent('DELETE')).toBe(0);
  });

  it('the command line says the same, naming its flags', async () => {
    raw.routes.set('GET /api/v2/dashboards', { status: 429, body: { message: 'Too many requests' }, headers: { 'RateLimit-Reset': '86400' } });
    const r = await runCli(['dashboards', 'list'], { env: { HYPERDX_API_URL: raw.url, HYPERDX_API_KEY: 'raw-key-0123456789' }, ...TIMEOUT });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('(RateLimit-Reset: 86400)');
    expect(r.stderr).toContain('the longer of the `--rate-limit` window and 4 × `--timeout-seconds`');
  });
});

describe('rate-limit headers that are not numbers', () => {
  it('are ignored, not waited on: the next request goes out', async () => {
    raw.routes.set(`GET /api/v2/dashboards/${ID}`, { body: DASHBOARD, headers: { 'RateLimit-Remaining': 'none', 'RateLimit-Reset': 'soon' } });
    raw.routes.set(`DELETE /api/v2/dashboards/${ID}`, { body: {} });
    const r = await runAction({ ...selfHosted(), operation: 'dashboards.delete', id: ID }, TIMEOUT);
    expect(r.code, r.stdout.slice(-1500)).toBe(0);
    expect(sent('DELETE')).toBe(1);
  });
});
