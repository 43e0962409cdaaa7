// The emulator package as a client author gets it: `npm pack -w observability-ops-emulator` (whose
// `prepack` compiles its sources to JavaScript: Node strips no types under node_modules), installed
// offline into an empty project with only its production dependencies at hand, then its bin started
// on a free port from node_modules/.bin and asked who it lets in; and its exports imported by name.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const NAME = 'observability-ops-emulator';

describe(`the ${NAME} package`, () => {
  let app: string;
  let files: string[];
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-emu-pack-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '-w', NAME, '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    files = packed!.files.map((f) => f.path);
    app = join(dir, 'app');
    await mkdir(join(app, 'node_modules'), { recursive: true });
    await writeFile(join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
    // Offline: its production dependencies (only they: ajv, yaml and theirs) put in place as a registry would.
    const production = execFileSync('npm', ['ls', '-w', NAME, '--omit=dev', '--parseable', '--all'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter((p) => p && p !== ROOT && !p.endsWith(`${sep}${NAME}`));
    expect(production.map((p) => relative(ROOT, p))).toEqual(expect.arrayContaining([join('node_modules', 'ajv'), join('node_modules', 'yaml')]));
    for (const path of production) await cp(path, join(app, relative(ROOT, path)), { recursive: true });
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(dir, packed!.filename)], { cwd: app, stdio: 'ignore' });
  }, 300_000);
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  it('holds the compiled JavaScript, its type declarations, the seed schema and its documents, and no TypeScript sources', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'LICENSE',
        'dist/cli.js',
        'dist/index.js',
        'dist/index.d.ts',
        'schemas/emulator-seed.schema.json',
      ]),
    );
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => !/^(dist\/|schemas\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(f))).toEqual([]);
  });

  it('starts from node_modules/.bin on a free port and answers the keys it prints, and refuses others', async () => {
    const child = spawn(join(app, 'node_modules', '.bin', NAME), ['--port', '0'], {
      cwd: app,
      // Node 24 (this test's) first on PATH, for the bin's `#!/usr/bin/env node`; nothing else of the repository.
      env: { PATH: [join(process.execPath, '..'), process.env.PATH ?? ''].join(':') },
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    for (let i = 0; i < 300 && !/HYPERDX_API_KEY=\S+/.test(out); i++) await new Promise((res) => setTimeout(res, 50));
    const url = /HYPERDX_API_URL=(\S+)/.exec(out)?.[1];
    const key = /HYPERDX_API_KEY=(\S+)/.exec(out)?.[1];
    expect(url, out).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const ok = await fetch(`${url}/api/v2/alerts`, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ data: expect.any(Array) });
    const refused = await fetch(`${url}/api/v2/alerts`, { headers: { authorization: 'Bearer 00000000-0000-4000-8000-000000000000' } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('Unauthorized');

    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('exports startEmulator and loadSeedFile by name, and its seed schema, to a project that imports them', async () => {
    await writeFile(
      join(app, 'probe.mjs'),
      [
        `import { startEmulator, loadSeedFile } from '${NAME}';`,
        `import { createRequire } from 'node:module';`,
        `const schema = createRequire(import.meta.url).resolve('${NAME}/schemas/emulator-seed.schema.json');`,
        `const emu = await startEmulator({ port: 0, seed: 'empty' });`,
        `const r = await fetch(emu.url + '/v1/organizations/' + emu.managed.organizationId + '/keys', { headers: { authorization: 'Basic ' + Buffer.from(emu.managed.keyId + ':' + emu.managed.keySecret).toString('base64') } });`,
        `console.log(JSON.stringify({ status: r.status, loadSeedFile: typeof loadSeedFile, schema }));`,
        `await emu.close();`,
      ].join('\n'),
    );
    const result = JSON.parse(execFileSync(process.execPath, ['probe.mjs'], { cwd: app, encoding: 'utf8' })) as {
      status: number;
      loadSeedFile: string;
      schema: string;
    };
    expect(result).toMatchObject({ status: 200, loadSeedFile: 'function' });
    expect(JSON.parse(await readFile(result.schema, 'utf8'))).toMatchObject({ title: 'Observability Ops emulator seed (version 1)' });
  });
});
