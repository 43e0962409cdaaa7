// The release conventions: the version in package.json has its CHANGELOG notes (the release workflow
// refuses to publish otherwise), and only the publishing job of the release workflow can write.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changelogSection, releaseNotes } from '../scripts/release-notes.ts';

const changelog = readFileSync('CHANGELOG.md', 'utf8');
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('CHANGELOG.md', () => {
  it('keeps an [Unreleased] section and notes for the version in package.json', () => {
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(releaseNotes(`v${version}`, changelog, version)).toMatch(/^### Added/m);
  });

  it('cuts a section at the next version heading and before the link references', () => {
    const text = '# Changelog\n\n## [Unreleased]\n\n## [1.1.0] - 2026-12-01\n\n### Fixed\n\n- b\n\n## [1.0.0] - 2026-11-30\n\n- a\n\n[1.1.0]: https://x\n';
    expect(changelogSection(text, '1.1.0')).toBe('### Fixed\n\n- b');
    expect(changelogSection(text, '1.0.0')).toBe('- a');
    expect(changelogSection(text, 'Unreleased')).toBeUndefined(); // empty: nothing to publish
    expect(changelogSection(text, '1.0')).toBeUndefined();
  });
});

describe('the npm package', () => {
  it('packs the bundle, the schemas, the examples and the documents, and no sources or tests', () => {
    const [pack] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    ) as Array<{
      files: Array<{ path: string }>;
    }>;
    const paths = pack!.files.map((f) => f.path);
    expect([...new Set(paths.map((p) => p.split('/')[0]))].sort()).toEqual(
      ['CHANGELOG.md', 'LICENSE', 'README.md', 'SECURITY.md', 'action.yml', 'dist', 'examples', 'package.json', 'schemas'].sort(),
    );
    expect(paths).toEqual(expect.arrayContaining(['dist/index.js', 'schemas/emulator-seed.schema.json', 'examples/emulator-seed.yml']));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; private?: boolean; dependencies: Record<string, string> };
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.private).toBeUndefined();
    // What the emulator needs at run time is a dependency, not a devDependency.
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['ajv', 'yaml']));
  });
});

describe('scripts/release-notes.ts', () => {
  it('refuses a tag that is not vX.Y.Z, a version package.json does not have, and a version without notes', () => {
    expect(() => releaseNotes('v1.0', changelog, '1.0')).toThrow(/not a release tag/);
    expect(() => releaseNotes('v1.2.3-rc.1', changelog, '1.2.3')).toThrow(/not a release tag/);
    expect(() => releaseNotes('v9.9.9', changelog, version)).toThrow(/package.json has version/);
    expect(() => releaseNotes('v9.9.9', changelog, '9.9.9')).toThrow(/no "## \[9.9.9\]" section/);
  });
});

describe('.github/workflows/release.yml', () => {
  const wf = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, { needs?: string; permissions?: Record<string, string> }>;
  };

  it('only the publishing job, after verification, gets a write token', () => {
    expect(wf.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(wf.jobs).filter(([, j]) => Object.values(j.permissions ?? {}).includes('write'));
    expect(writers.map(([id]) => id)).toEqual(['publish']);
    expect(wf.jobs.publish?.needs).toBe('verify');
  });

  it('runs for release tags only', () => {
    expect(wf.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
  });
});

describe('LICENSE', () => {
  it('is MIT, as package.json says', () => {
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 Observability Ops contributors\n/);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).license).toBe('MIT');
  });
});
