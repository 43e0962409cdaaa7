// `GET /health` of the self-hosted API process: liveness without a key or a rate limit, and the
// release the server runs — where a client learns which server it talks to.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index.ts';

let emu: Emulator;
afterEach(() => emu.close());

describe('GET /health', () => {
  it.each([
    ['latest', '2.47.0'],
    ['2.36', '2.36.0'],
  ] as const)('%s answers its release, with no key and no rate limit', async (serverVersion, version) => {
    emu = await startEmulator({ serverVersion, selfHosted: { rateLimit: { max: 1, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${emu.url}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBeNull();
      expect(await res.json()).toMatchObject({ data: 'OK', version, env: 'production' });
    }
    expect((await fetch(`${emu.url}/health`, { method: 'POST' })).status).toBe(404);
  });
});
