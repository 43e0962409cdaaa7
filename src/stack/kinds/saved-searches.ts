import type { KindSpec } from './kind.js';

/** Not built yet: the fields as they are, no defaults, no names resolved. */
export const savedSearches: KindSpec = {
  kind: 'savedSearches',
  singular: 'saved search',
  editions: ['self-hosted', 'managed'],
  mark: 'tags',
  writeOnly: [],
  secretFields: [],
  refersTo: ['sources'],
  body: (entry) => ({ ...entry }),
  comparable: (live) => ({ ...live }),
  entry: (live) => ({ ...live }),
};
