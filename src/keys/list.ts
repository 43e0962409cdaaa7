import type { ApiKey } from '../api/types.js';
import { mightBeInUse } from './in-use.js';

// Kept apart from keys.prune's report (./report.ts): that one brings the policy and its glob
// matcher, which a keys.list run does not load (cold start is measured).

/** keys.list / keys.delete: one row per key, public metadata only, and whether it may be the key in use. */
export const KEY_LIST_COLUMNS = ['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'In use'];

export function keyListRow(key: ApiKey, keyIdInUse: string): string[] {
  const why = mightBeInUse(key, keyIdInUse);
  const dayOf = (iso: unknown): string => (typeof iso === 'string' && iso ? iso.slice(0, 10) : '—');
  return [
    key.name ?? '',
    key.keySuffix ? `…${key.keySuffix}` : '',
    key.state ?? '',
    dayOf(key.createdAt),
    dayOf(key.usedAt),
    key.expireAt ? dayOf(key.expireAt) : 'never',
    why === 'suffix-match' ? 'yes' : why === 'no-suffix' ? 'cannot tell' : '',
  ];
}
