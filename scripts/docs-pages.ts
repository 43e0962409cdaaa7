// The documentation's Markdown pages — README.md, CONTRIBUTING.md, the emulator package's README and
// docs/**/*.md — for the checks that hold them: their workflows pass actionlint (scripts/actionlint.ts,
// test/readme-workflows.test.ts) and their relative links resolve (test/docs/links.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Repository-relative paths of every documentation page, README first. */
export function docsPages(root = '.'): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : []))
      .sort();
  return ['README.md', 'CONTRIBUTING.md', 'packages/emulator/README.md', ...walk('docs')];
}
