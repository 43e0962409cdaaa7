import type { KindSpec } from './kind.js';

/** Not built yet: the fields as they are, no defaults, no names resolved. */
export const connections: KindSpec = {
  kind: 'connections',
  singular: 'connection',
  editions: ['self-hosted'],
  mark: 'none',
  writeOnly: ['password'],
  secretFields: ['password'],
  refersTo: [],
  body: (entry) => ({ ...entry }),
  comparable: (live) => ({ ...live }),
  entry: (live) => ({ ...live }),
};
