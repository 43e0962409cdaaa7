// `node scripts/release-notes.ts vX.Y.Z`: prints the CHANGELOG.md section of that version (the release
// notes), after checking that the tag is a plain semver tag and that package.json has that version.
// Exits 1 with a reason otherwise, so the release workflow stops before publishing anything.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The body of `## [version]` in a Keep a Changelog file, without its heading; undefined when absent or empty. */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^## |^\[[^\]]+\]: /.test(l));
  const body = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
  return body || undefined;
}

export function releaseNotes(tag: string, changelog: string, packageVersion: string): string {
  const version = /^v(\d+\.\d+\.\d+)$/.exec(tag)?.[1];
  if (!version) throw new Error(`Tag "${tag}" is not a release tag vX.Y.Z.`);
  if (packageVersion !== version) throw new Error(`Tag ${tag} but package.json has version ${packageVersion}: bump it in the release commit.`);
  const notes = changelogSection(changelog, version);
  if (!notes) throw new Error(`CHANGELOG.md has no "## [${version}]" section with notes: move the [Unreleased] entries under it.`);
  return notes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    console.log(releaseNotes(process.argv[2] ?? '', readFileSync('CHANGELOG.md', 'utf8'), pkg.version));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
