import type { KindSpec } from './kind.js';

/** Not built yet: the fields as they are, no defaults, no names resolved. */
export const sources: KindSpec = {
  kind: 'sources',
  singular: 'source',
  editions: ['self-hosted', 'managed'],
  mark: 'none',
  writeOnly: [],
  secretFields: [],
  refersTo: ['connections'],
  body: (entry) => ({ ...entry }),
  comparable: (live) => ({ ...live }),
  entry: (live) => ({ ...live }),
};
