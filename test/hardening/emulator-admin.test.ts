// Issue 23, item 11: the admin routes (`/__emulator/*`) have no auth, so a web page must not drive
// them. A cross-site `text/plain` POST needs no preflight and a DNS-rebound name reaches loopback:
// both are refused (Host, Origin, Sec-Fetch-Site, and a JSON content type on POSTs), while the
// test helpers, scripts and curl keep working, and the API routes answer any Host as before.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';

let emu: Emulator;
let port: number;

/** Raw HTTP (fetch will not send a foreign Host): method, path, headers, body → status and text. */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  port = Number(new URL(emu.url).port);
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => {
  emu.faults.clear();
});

const own = () => ({ host: `127.0.0.1:${port}` });
const FAULT = JSON.stringify({ route: 'GET /api/v2/alerts', kind: 'status', status: 500 });

describe('the emulator admin routes refuse what a web page can send', () => {
  it('a cross-site text/plain POST does not reset the data nor add a fault', async () => {
    emu.state.selfHosted.alerts.length = 0;
    const page = { ...own(), origin: 'http://evil.example', 'content-type': 'text/plain;charset=UTF-8' };
    expect((await raw('POST', '/__emulator/reset', page)).status).toBe(403);
    expect(emu.state.selfHosted.alerts).toEqual([]);
    expect((await raw('POST', '/__emulator/faults', page, FAULT)).status).toBe(403);
    expect(emu.faults.rules).toEqual([]);
  });

  it('Sec-Fetch-Site cross-site or same-site (another port of localhost) is refused, whatever the type', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const r = await raw('POST', '/__emulator/faults', { ...own(), 'sec-fetch-site': site, 'content-type': 'application/json' }, FAULT);
      expect(r.status, site).toBe(403);
    }
    const other = await raw('POST', '/__emulator/faults', { ...own(), origin: 'http://localhost:5173', 'content-type': 'application/json' }, FAULT);
    expect(other.status).toBe(403);
    expect(emu.faults.rules).toEqual([]);
  });

  it('a POST without a JSON content type is refused (no Origin: an old browser, a form)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const r = await raw('POST', '/__emulator/faults', { ...own(), ...(type ? { 'content-type': type } : {}) }, FAULT);
      expect(r.status, type).toBe(415);
      expect(r.text).toContain('application/json');
    }
    expect(emu.faults.rules).toEqual([]);
  });

  it('a foreign Host (DNS rebinding) reads no state, and no credential', async () => {
    for (const host of [`evil.example:${port}`, `attacker.127.0.0.1.nip.io:${port}`, `127.0.0.1.evil.example:${port}`]) {
      const r = await raw('GET', '/__emulator/state', { host });
      expect(r.status, `host ${host}`).toBe(403);
      expect(r.text).not.toContain(emu.selfHosted.apiKey);
      expect(r.text).not.toContain(emu.managed.keySecret);
      expect((await raw('GET', '/__emulator', { host })).text).not.toContain(emu.selfHosted.apiKey);
    }
  });

  it('the admin clients keep working: loopback names, IP literals, same origin, JSON POSTs', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `app.localhost:${port}`]) {
      expect((await raw('GET', '/__emulator/state', { host })).status, host).toBe(200);
    }
    const same = { ...own(), origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    expect((await raw('POST', '/__emulator/faults', same, FAULT)).status).toBe(200);
    expect(emu.faults.rules).toHaveLength(1);
    // fetch as the test helpers use it (no Origin, no Sec-Fetch-Site), and curl's type.
    const reset = await fetch(`${emu.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(reset.status).toBe(200);
    expect((await raw('DELETE', '/__emulator/faults', own())).status).toBe(200);
    expect(emu.faults.rules).toEqual([]);
  });

  it('the API routes still answer a foreign Host (a container name) with their own auth', async () => {
    const r = await raw('GET', '/api/v2/alerts', { host: `emulator:${port}`, authorization: `Bearer ${emu.selfHosted.apiKey}` });
    expect(r.status).toBe(200);
  });
});
