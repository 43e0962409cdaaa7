// Where a stack kind carries the scope that owns an object (KindSpec.mark): an `obs-ops:` tag
// (saved searches, as dashboards), or a last line of its `description` (webhooks, roles) that also
// holds the digest of its write-only secrets, so that a changed secret shows as drift though the
// server never returns it. Kinds with no such field (connections, sources) carry nothing.
import { isOwnerTag, ownerTag, ownershipOf } from '../reconcile/owner.js';
import type { Json, KindSpec } from './kinds/kind.js';

export type Owner = 'ours' | 'other' | 'unmarked';

// "— managed by observability-ops (obs-ops:<24 hex>)" or "… (obs-ops:<24 hex>; secrets <16 hex>)".
const LINE = /\n?— managed by observability-ops \((obs-ops:[0-9a-f]{24})(?:; secrets ([0-9a-f]{16}))?\)$/;

const descriptionMark = (tag: string, digest: string | undefined): string => `— managed by observability-ops (${tag}${digest ? `; secrets ${digest}` : ''})`;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Whose a live object is, for `scope`: ours, another scope's, or unmarked (always unmarked for a kind without a mark). */
export function ownerOf(spec: KindSpec, live: Json, scope: string): Owner {
  const ours = ownerTag(scope);
  if (spec.mark === 'tags') {
    const o = ownershipOf(Array.isArray(live.tags) ? live.tags : [], ours);
    return o.kind === 'ours' ? 'ours' : o.kind;
  }
  if (spec.mark === 'description') {
    const hit = LINE.exec(text(live.description));
    return !hit ? 'unmarked' : hit[1] === ours ? 'ours' : 'other';
  }
  return 'unmarked';
}

/** The live object without its mark: what its file entry says (tags without ours, the description without its last line). */
export function withoutMark(spec: KindSpec, live: Json): Json {
  if (spec.mark === 'tags' && Array.isArray(live.tags)) return { ...live, tags: live.tags.filter((t) => !(typeof t === 'string' && isOwnerTag(t))) };
  if (spec.mark === 'description' && typeof live.description === 'string') {
    const rest = live.description.replace(LINE, '');
    const copy: Json = { ...live };
    if (rest === '') delete copy.description;
    else copy.description = rest;
    return copy;
  }
  return live;
}

/** The body with `scope`'s mark (and the digest of its write-only secrets, for a description mark). */
export function withMark(spec: KindSpec, body: Json, scope: string, digest?: string): Json {
  const tag = ownerTag(scope);
  if (spec.mark === 'tags') return { ...body, tags: [...(Array.isArray(body.tags) ? (body.tags as unknown[]) : []), tag] };
  if (spec.mark === 'description') {
    const before = text(body.description);
    return { ...body, description: `${before}${before ? '\n' : ''}${descriptionMark(tag, digest)}` };
  }
  return body;
}

/** The digest of write-only secrets a live object's mark records, if any. */
export function markDigest(spec: KindSpec, live: Json): string | undefined {
  return spec.mark === 'description' ? LINE.exec(text(live.description))?.[2] : undefined;
}
