// The GitHub fake's Actions secrets API answers like GitHub: a real Curve25519 public key per place,
// writes that must be sealed boxes for it, 201 then 204, metadata without the value, 403 for a token
// without the permission (the workflow's GITHUB_TOKEN), org visibility kept.
import sodium from 'libsodium-wrappers';
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake, type GitHubFake } from '../../../test/github-fake/index.ts';
import { call } from './http.ts';

let gh: GitHubFake | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const seal = async (value: string, key: string): Promise<string> => {
  await sodium.ready;
  const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(key, sodium.base64_variants.ORIGINAL));
  return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
};

describe('GitHub fake: Actions secrets', () => {
  it('seals, stores, reads back metadata only, and refuses tokens without the permission', async () => {
    gh = await startGitHubFake({ secretsTokens: { writer: 'write', reader: 'read' } });
    const as = (token: string) => ({ authorization: `token ${token}`, 'content-type': 'application/json' });
    const base = `${gh.url}/repos/acme/shop/actions/secrets`;
    const pk = (await call(`${base}/public-key`, { headers: as('reader') })).json;
    expect(Buffer.from(pk.key, 'base64')).toHaveLength(32);
    expect(pk.key_id).toMatch(/^\d+$/);

    const put = (token: string, body: unknown) => call(`${base}/ch_key`, { method: 'PUT', headers: as(token), body: JSON.stringify(body) });
    const body = { encrypted_value: await seal('v1', pk.key), key_id: pk.key_id };
    expect((await put('reader', body)).status).toBe(403);
    const denied = await call(`${base}/public-key`, { headers: as('ghs_workflow_token') });
    expect(denied.json).toMatchObject({ message: 'Resource not accessible by integration' });
    expect((await put('writer', { ...body, key_id: '1' })).status).toBe(422);
    expect((await put('writer', { ...body, encrypted_value: Buffer.from('not a box').toString('base64') })).status).toBe(422);
    expect((await put('writer', body)).status).toBe(201);
    expect((await put('writer', { ...body, encrypted_value: await seal('v2', pk.key) })).status).toBe(204);
    expect(gh.secrets.value('repo:acme/shop', 'CH_KEY')).toBe('v2');

    const meta = await call(`${base}/CH_KEY`, { headers: as('reader') });
    expect(meta.json).toEqual({ name: 'CH_KEY', created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/) });
    expect(meta.text).not.toContain(body.encrypted_value);
    expect((await call(`${base}/OTHER`, { headers: as('reader') })).status).toBe(404);

    gh.secrets.faults.push({ method: 'PUT', name: 'CH_KEY', status: 500 });
    expect((await put('writer', body)).status).toBe(500);
    expect((await put('writer', body)).status).toBe(204);
  });

  it('faults for retry tests: a status (with headers) N times, on a secret or the public key; a request left hanging; a write done but its answer lost', async () => {
    gh = await startGitHubFake({ secretsTokens: { writer: 'write' } });
    const headers = { authorization: 'token writer', 'content-type': 'application/json' };
    const base = `${gh.url}/repos/acme/shop/actions/secrets`;
    gh.secrets.faults.push({ method: 'GET', name: 'public-key', status: 503, times: 2 });
    expect((await call(`${base}/public-key`, { headers })).status).toBe(503);
    expect((await call(`${base}/public-key`, { headers })).status).toBe(503);
    const pk = (await call(`${base}/public-key`, { headers })).json;
    expect(pk.key_id).toMatch(/^\d+$/);

    const put = (value: string) =>
      seal(value, pk.key).then((v) => fetch(`${base}/X`, { method: 'PUT', headers, body: JSON.stringify({ encrypted_value: v, key_id: pk.key_id }) }));
    gh.secrets.faults.push({ method: 'PUT', name: 'X', status: 403, headers: { 'retry-after': '7' } });
    const limited = await put('a');
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ message: expect.stringContaining('secondary rate limit') });
    expect(gh.secrets.value('repo:acme/shop', 'X')).toBeUndefined();

    gh.secrets.faults.push({ method: 'PUT', name: 'X', status: 'lost' });
    await expect(put('b')).rejects.toThrow(); // the connection dropped before any answer…
    expect(gh.secrets.value('repo:acme/shop', 'X')).toBe('b'); // …but the write landed

    gh.secrets.faults.push({ method: 'PUT', name: 'X', status: 'hang' });
    await expect(
      seal('c', pk.key).then((v) =>
        fetch(`${base}/X`, { method: 'PUT', headers, body: JSON.stringify({ encrypted_value: v, key_id: pk.key_id }), signal: AbortSignal.timeout(300) }),
      ),
    ).rejects.toThrow();
    expect(gh.secrets.value('repo:acme/shop', 'X')).toBe('b');
    expect(gh.secrets.calls.map((c) => `${c.method} ${c.name} ${c.status}`)).toEqual([
      'GET public-key 503',
      'GET public-key 503',
      'GET public-key 200',
      'PUT X 403',
      'PUT X lost',
      'PUT X hang',
    ]);
  });

  it('environments and organizations: their own keys; org secrets need a visibility and keep their repositories', async () => {
    gh = await startGitHubFake({ secretsTokens: { writer: 'write' }, environments: ['acme/shop/production'] });
    const headers = { authorization: 'bearer writer', 'content-type': 'application/json' };
    const env = `${gh.url}/repos/acme/shop/environments/production/secrets`;
    const org = `${gh.url}/orgs/acme/actions/secrets`;
    expect((await call(`${gh.url}/repos/acme/shop/environments/staging/secrets/public-key`, { headers })).status).toBe(404);
    const envKey = (await call(`${env}/public-key`, { headers })).json;
    const orgKey = (await call(`${org}/public-key`, { headers })).json;
    expect(envKey.key).not.toBe(orgKey.key);

    // A box for the environment's key does not open with the organization's.
    const wrongBox = { encrypted_value: await seal('x', envKey.key), key_id: orgKey.key_id, visibility: 'all' };
    expect((await call(`${org}/X`, { method: 'PUT', headers, body: JSON.stringify(wrongBox) })).status).toBe(422);
    const box = { encrypted_value: await seal('x', orgKey.key), key_id: orgKey.key_id };
    expect((await call(`${org}/X`, { method: 'PUT', headers, body: JSON.stringify(box) })).status).toBe(422); // no visibility
    const selected = { ...box, visibility: 'selected', selected_repository_ids: [1296269, 7] };
    expect((await call(`${org}/X`, { method: 'PUT', headers, body: JSON.stringify(selected) })).status).toBe(201);
    expect((await call(`${org}/X`, { headers })).json).toMatchObject({
      visibility: 'selected',
      selected_repositories_url: expect.stringContaining('/orgs/acme/actions/secrets/X/repositories'),
    });
    const repos = (await call(`${org}/X/repositories`, { headers })).json;
    expect(repos).toMatchObject({ total_count: 2, repositories: [{ id: 1296269, full_name: 'acme/shop' }, { id: 7 }] });
    expect((await call(`${gh.url}/repos/acme/shop`, { headers })).json).toMatchObject({ id: 1296269, full_name: 'acme/shop' });
  });
});
