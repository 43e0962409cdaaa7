// What building the state needs: ids, the clock and the server version's features.
import type { Features } from '../versions.ts';
import type { IdSource } from '../ids.ts';

export interface StateContext {
  ids: IdSource;
  now: () => number;
  /** The server version's features, under whose rules a seed document's objects are created. */
  features: Features;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
