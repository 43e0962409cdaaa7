import { connections } from './connections.js';
import type { KindSpec, StackKind } from './kind.js';
import { roles } from './roles.js';
import { savedSearches } from './saved-searches.js';
import { sources } from './sources.js';
import { webhooks } from './webhooks.js';

/** Every configuration kind of a stack file, by its section name. */
export const KIND_SPECS: Readonly<Record<StackKind, KindSpec>> = { connections, sources, savedSearches, webhooks, roles };
