import type { KindSpec } from './kind.js';

/** Not built yet: the fields as they are, no defaults, no names resolved. */
export const webhooks: KindSpec = {
  kind: 'webhooks',
  singular: 'webhook',
  editions: ['self-hosted', 'managed'],
  mark: 'description',
  writeOnly: ['headers', 'queryParams'],
  secretFields: ['url', 'headers', 'queryParams'],
  refersTo: [],
  body: (entry) => ({ ...entry }),
  comparable: (live) => ({ ...live }),
  entry: (live) => ({ ...live }),
};
