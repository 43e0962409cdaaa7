// Issue 23, item 10: the emulator stops reading a body at express.json's 32 MB limit. A body that
// declares more (Content-Length) or streams more (chunked) is read off and dropped, not kept, and
// answered as the real server answers it: body-parser's 413 through HyperDX's error handler,
// `{"message":"Something went wrong :("}`. Measured on the emulator as a process: its peak resident
// memory (VmHWM) after a 256 MB body stays near where it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MB = 1024 * 1024;
const SENT = 256 * MB;

let child: ChildProcess;
let url: URL;

beforeAll(async () => {
  child = spawn(process.execPath, [join(ROOT, 'packages/emulator/src/cli.ts'), '--port', '0'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  for (let i = 0; i < 300 && !/listening on http:\/\/\S+/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
  const m = /listening on (http:\/\/\S+)/.exec(out);
  if (!m) throw new Error(`emulator did not start: ${out}`);
  url = new URL(m[1]!);
});
afterAll(() => {
  child.kill('SIGTERM');
});

/** Peak resident set of the emulator process so far, in MB (Linux /proc). */
function peakMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/** POSTs `total` bytes of a JSON-looking body in 1 MB chunks; `declare` sends Content-Length, else chunked. */
function post(path: string, headers: Record<string, string>, total: number, declare: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', ...headers, ...(declare ? { 'content-length': String(total) } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    const spaces = Buffer.alloc(MB, 0x20);
    const first = Buffer.from(spaces).fill(0x7b, 0, 1); // `{`: the start of a JSON object that never ends
    let sent = 0;
    const pump = (): void => {
      while (sent < total) {
        const chunk = sent === 0 ? first : spaces;
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('the emulator refuses an oversize body without keeping it (process, /proc)', () => {
  const hosted = () => ({ authorization: 'Bearer x' });

  it('a streamed (chunked) 256 MB body: 413 as the real server answers, memory bounded', async () => {
    const before = peakMb();
    const r = await post('/api/v2/alerts', hosted(), SENT, false);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text)).toEqual({ message: 'Something went wrong :(' });
    // Keeping the body costs > 500 MB here (chunks, their concatenation, the string); the limit is 32 MB.
    expect(peakMb() - before).toBeLessThan(120);
  }, 120_000);

  it('a declared 256 MB Content-Length is refused without keeping a byte; the emulator still answers', async () => {
    const before = peakMb();
    const r = await post('/api/v2/dashboards', hosted(), SENT, true);
    expect(r.status).toBe(413);
    expect(peakMb() - before).toBeLessThan(80);
    const alive = await fetch(`${url.origin}/api/v2/alerts`, { headers: { authorization: 'Bearer x' } });
    expect(alive.status).toBe(401);
  }, 120_000);

  it('a body just under the limit is still read (and judged on its JSON)', async () => {
    const r = await post('/api/v2/alerts', hosted(), 31 * MB, true);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text)).toEqual({ message: 'Invalid JSON payload' });
  }, 120_000);
});
