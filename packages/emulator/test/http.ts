// Small fetch helpers for the emulator's own tests (real HTTP to 127.0.0.1).
import type { Emulator } from '../src/index.ts';

/**
 * A JSON value as a test reads it: tests walk the emulator's answers (`res.json.data.id`) to assert
 * on them, which is why eslint.config.js turns the no-unsafe-* rules off in test/; a wrong
 * assumption about its shape fails the test that makes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place test/ names the loose JSON type its assertions read (see above and eslint.config.js); `unknown` would need a cast at every one of hundreds of reads
export type Loose = any;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body (undefined when not JSON); loosely typed on purpose: tests assert on it. */
  json: Loose;
}

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function selfHosted(emu: Emulator, key = emu.selfHosted.apiKey) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  return {
    get: (path: string) => call(`${emu.url}/api/v2${path}`, { headers }),
    del: (path: string) => call(`${emu.url}/api/v2${path}`, { method: 'DELETE', headers }),
    post: (path: string, body: unknown) => call(`${emu.url}/api/v2${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    put: (path: string, body: unknown) => call(`${emu.url}/api/v2${path}`, { method: 'PUT', headers, body: JSON.stringify(body) }),
  };
}

export function managed(emu: Emulator, keyId = emu.managed.keyId, secret = emu.managed.keySecret) {
  const headers = {
    authorization: 'Basic ' + Buffer.from(`${keyId}:${secret}`).toString('base64'),
    'content-type': 'application/json',
  };
  const org = `${emu.url}/v1/organizations/${emu.managed.organizationId}`;
  const stack = `${org}/services/${emu.managed.serviceId}/clickstack`;
  return {
    org,
    stack,
    get: (url: string) => call(url, { headers }),
    del: (url: string) => call(url, { method: 'DELETE', headers }),
    post: (url: string, body: unknown) => call(url, { method: 'POST', headers, body: JSON.stringify(body) }),
    put: (url: string, body: unknown) => call(url, { method: 'PUT', headers, body: JSON.stringify(body) }),
    patch: (url: string, body: unknown) => call(url, { method: 'PATCH', headers, body: JSON.stringify(body) }),
  };
}
