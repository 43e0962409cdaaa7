// The conformance figure is earned, not asserted: every upstream test is listed once, each one marked
// reproduced has a test of ours with its path, the published page and the READMEs' sentence (the root's, the emulator package's) are what
// the manifests say, and the share of what can run over HTTP holds the floor issue 22 set.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures, PAGE, problems, READMES, readManifests, renderPage, testPaths, withReadmeFigure } from '../../scripts/conformance.ts';

const FLOOR = 0.98;
const manifests = readManifests();

describe('conformance manifests', () => {
  it('agree with the conformance tests, path for path', () => {
    expect(manifests.length).toBeGreaterThan(0);
    expect(problems(manifests)).toEqual([]);
  });

  it('hold the floor: at least 98% of what runs over HTTP is reproduced', () => {
    expect(figures(manifests).share).toBeGreaterThanOrEqual(FLOOR);
  });

  it('are what docs/conformance.md, the README and the emulator package README say', () => {
    expect(readFileSync(PAGE, 'utf8')).toBe(renderPage(manifests));
    expect(READMES.map((r) => r.path)).toEqual(['README.md', 'packages/emulator/README.md']);
    for (const { path, page } of READMES) {
      const readme = readFileSync(path, 'utf8');
      expect(readme, `${path}: run \`npm run conformance\``).toBe(withReadmeFigure(readme, figures(manifests), page));
    }
  });
});

describe('the path reader', () => {
  it('nests describe titles, sees through modifiers and ignores computed titles', () => {
    const source = [
      "describe('A', () => {",
      "  it('one', () => {});",
      "  describe.each([1])('B', () => { test.skipIf(false)('two', () => {}); });",
      '  it(`three`, () => {});',
      "  it.each`a | b`('four $a', () => {});",
      '  it(name, () => {});',
      '});',
    ].join('\n');
    expect(testPaths(source)).toEqual([
      ['A', 'one'],
      ['A', 'B', 'two'],
      ['A', 'three'],
      ['A', 'four $a'],
    ]);
  });
});
