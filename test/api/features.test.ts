// Which server, which answer: the release `GET /health` says, and what each release has.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { compareReleases, hasFeature, refusal, releaseOf, routeMissing } from '../../src/api/features.ts';
import { createClient } from '../../src/api/index.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';

describe('releases', () => {
  it('reads a release number only: a nightly, a PR build, a pre-release or garbage is "not said"', () => {
    expect(releaseOf('2.47.0')).toBe('2.47.0');
    expect(releaseOf(' 2.38.1 ')).toBe('2.38.1');
    for (const v of ['', 'pr-3043', '2026-11-20-nightly', '2.47.0-beta.1', 'v2.47.0', '2.47', 2.47, null, undefined, '9'.repeat(20) + '.0.0'])
      expect(releaseOf(v)).toBeUndefined();
  });

  it('compares numerically, part by part', () => {
    expect(compareReleases('2.38.0', '2.36.0')).toBeGreaterThan(0);
    expect(compareReleases('2.9.0', '2.36.0')).toBeLessThan(0);
    expect(compareReleases('2.47.0', '2.47.0')).toBe(0);
    expect(compareReleases('3.0.0', '2.47.9')).toBeGreaterThan(0);
  });

  it('tells what a release has, and says nothing where it cannot tell', () => {
    expect(hasFeature('alertSilences', { edition: 'self-hosted', version: '2.47.0' })).toBe(true);
    expect(hasFeature('alertSilences', { edition: 'self-hosted', version: '2.46.3' })).toBe(false);
    expect(hasFeature('alertSilences', { edition: 'self-hosted' })).toBeUndefined();
    expect(hasFeature('inlineAlerts', { edition: 'self-hosted', version: '2.38.0' })).toBe(true);
    expect(hasFeature('inlineAlerts', { edition: 'managed' })).toBe(false);
    expect(hasFeature('alertSilences', { edition: 'managed' })).toBe(true);
    // No release on record: only the route's 404 can tell.
    expect(hasFeature('webhookValidate', { edition: 'self-hosted', version: '2.36.0' })).toBeUndefined();
    expect(refusal('alertSilences', { edition: 'self-hosted', version: '2.36.0' })).toBe(
      'this server (HyperDX 2.36.0, as its `GET /health` says) has no alert silences (`POST`/`DELETE …/alerts/{id}/silenced`) (HyperDX has it since 2.47.0, ClickHouse Cloud too)',
    );
    expect(refusal('inlineAlerts', { edition: 'managed' })).toContain("ClickHouse Cloud's API does not yet");
    expect(refusal('alertSilences', { edition: 'self-hosted' })).toBeUndefined();
    expect(routeMissing('webhookValidate', { edition: 'self-hosted' })).toContain('answered 404');
  });
});

describe('client.server(): GET /health, asked once, without the key', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(answer: (path: string) => { status: number; body: string }): Promise<{ url: string; seen: Array<{ path: string; auth?: string }> }> {
    const seen: Array<{ path: string; auth?: string }> = [];
    server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization });
      const a = answer(req.url ?? '');
      res.writeHead(a.status, { 'content-type': a.body.startsWith('{') ? 'application/json' : 'text/html' });
      res.end(a.body);
    });
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }
  const client = (baseUrl: string) =>
    createClient(
      { edition: 'self-hosted', baseUrl, apiKey: 'secret-key', timeoutMs: 2_000, maxRetries: 0, rateLimit: { requests: 100, windowMs: 1_000 } },
      { redactor: NO_SECRETS },
    );

  it('at the base URL (a proxy prefix included), once, with no credentials', async () => {
    const s = await serve(() => ({ status: 200, body: JSON.stringify({ data: 'OK', version: '2.47.0', ip: '::1', env: 'production' }) }));
    const c = client(`${s.url}/api`);
    expect(await c.server()).toEqual({ edition: 'self-hosted', version: '2.47.0' });
    expect(await c.server()).toEqual({ edition: 'self-hosted', version: '2.47.0' });
    expect(s.seen).toEqual([{ path: '/api/health', auth: undefined }]);
    await c.close();
  });

  it('an answer that says no release — a 404 page, a PR build, HTML, an odd version — is "not said", never a failure', async () => {
    for (const answer of [
      { status: 404, body: '<html>Cannot GET /health</html>' },
      { status: 200, body: JSON.stringify({ data: 'OK', version: 'pr-3043' }) },
      { status: 200, body: '<html>ok</html>' },
      { status: 200, body: JSON.stringify({ version: { major: 2 } }) },
    ]) {
      const s = await serve(() => answer);
      const c = client(s.url);
      expect(await c.server()).toEqual({ edition: 'self-hosted', version: undefined });
      await c.close();
      server?.close();
    }
  });

  it('managed: nothing to ask', async () => {
    const c = createClient(
      {
        edition: 'managed',
        baseUrl: 'http://127.0.0.1:9',
        keyId: 'k',
        keySecret: 's',
        organizationId: '0b5e7a1c-4d2f-4e8a-9c3b-6f1d2e3a4b5c',
        serviceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        timeoutMs: 1_000,
        maxRetries: 0,
        rateLimit: { requests: 10, windowMs: 1_000 },
      },
      { redactor: NO_SECRETS },
    );
    expect(await c.server()).toEqual({ edition: 'managed' });
    expect(c.stats.requests).toBe(0);
    await c.close();
  });
});
