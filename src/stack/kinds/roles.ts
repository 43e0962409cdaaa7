import type { KindSpec } from './kind.js';

/** Not built yet: the fields as they are, no defaults, no names resolved. */
export const roles: KindSpec = {
  kind: 'roles',
  singular: 'role',
  editions: ['managed'],
  mark: 'description',
  writeOnly: [],
  secretFields: [],
  refersTo: [],
  body: (entry) => ({ ...entry }),
  comparable: (live) => ({ ...live }),
  entry: (live) => ({ ...live }),
};
