// Ownership by tag: dashboards and saved searches carry their scope's tag (stack kinds, src/stack/mark.ts).
import { createHash } from 'node:crypto';

/** Every ownership tag starts with this (any case); the schema reserves it in the file's tags. */
export const OWNER_PREFIX = 'obs-ops:';

/**
 * The tag that marks a dashboard as managed by `scope`: `obs-ops:` + 24 hex digits of
 * SHA-256(scope) — exactly 32 characters, the tag limit (docs/contract.md §7.1). A scope
 * (`<owner/repo>:<path>`, up to 512 characters) does not fit in a tag; 96 bits make collisions
 * irrelevant. Tags are shown and kept by the UI, so the mark survives hand edits.
 */
export function ownerTag(scope: string): string {
  return OWNER_PREFIX + createHash('sha256').update(scope, 'utf8').digest('hex').slice(0, 24);
}

export const isOwnerTag = (tag: string): boolean => tag.toLowerCase().startsWith(OWNER_PREFIX);

export type Ownership = { kind: 'ours' } | { kind: 'other'; tags: string[] } | { kind: 'unmarked' };

/**
 * Whose a live dashboard is: ours when it carries our tag and no other mark; another scope's when
 * it carries any other `obs-ops:` tag (a malformed one typed by hand too, and ours *and* another:
 * conflicting marks are never written); unmarked otherwise.
 */
export function ownershipOf(tags: readonly unknown[] | undefined, ours: string): Ownership {
  const marks = (tags ?? []).filter((t): t is string => typeof t === 'string' && isOwnerTag(t));
  const others = marks.filter((t) => t !== ours);
  if (others.length > 0) return { kind: 'other', tags: others };
  return marks.length > 0 ? { kind: 'ours' } : { kind: 'unmarked' };
}
