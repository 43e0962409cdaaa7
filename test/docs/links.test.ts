// Every link between the documentation pages resolves: a relative link names a file that exists,
// and a `#fragment` names a heading of the page it points at (GitHub's anchors: lower case, spaces
// to hyphens, punctuation dropped, a repeated heading numbered -1, -2, …).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages } from '../../scripts/docs-pages.ts';

/** The text outside fenced code blocks and inline code, where Markdown links live. */
function prose(markdown: string, keepInlineCode = false): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open && (!fence || (line.trim().startsWith(fence) && /^[`~]+$/.test(line.trim())))) {
      fence = fence ? undefined : open;
      out.push('');
      continue;
    }
    out.push(fence ? '' : keepInlineCode ? line : line.replace(/`[^`]*`/g, '``'));
  }
  return out;
}

function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(markdown, true)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

interface Link {
  where: string;
  target: string;
}

function links(page: string): Link[] {
  const out: Link[] = [];
  prose(readFileSync(page, 'utf8')).forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1] ?? '';
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) out.push({ where: `${page}:${i + 1}`, target });
    }
  });
  return out;
}

const pages = docsPages();

describe('documentation links', () => {
  it('finds the pages and their links', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/reference.md', 'docs/alerts.md']));
    expect(pages.flatMap(links).length).toBeGreaterThan(50);
  });

  it.each(pages)('%s: every relative link and anchor resolves', (page) => {
    const broken: string[] = [];
    for (const { where, target } of links(page)) {
      const [path = '', fragment] = target.split('#');
      const file = path === '' ? page : normalize(join(dirname(page), decodeURIComponent(path)));
      if (!existsSync(file)) {
        broken.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (fragment !== undefined && file.endsWith('.md') && statSync(file).isFile() && !anchors(readFileSync(file, 'utf8')).has(fragment)) {
        broken.push(`${where}: ${target} — no heading with that anchor in ${file}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    const a = anchors('# Alerts as code (`alerts.sync`, `alerts.export`)\n## Key hygiene\n## Key hygiene\n```\n# not a heading\n```\n');
    expect([...a]).toEqual(['alerts-as-code-alertssync-alertsexport', 'key-hygiene', 'key-hygiene-1']);
  });
});
