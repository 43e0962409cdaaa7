import { byocDelete } from './byoc-delete.js';
import { chartsSeries } from './charts-series.js';
import { crudOperations } from './crud.js';
import { keysDelete, keysList } from './keys.js';
import type { Operation } from './types.js';

type Meta = Omit<Operation, 'run'>;

/**
 * Operations that read files (alerts, checks) or match globs (keys.prune) are loaded when they
 * run: they and their parsers (yaml, picomatch) are most of the bundle, and every other run would
 * pay to compile and evaluate them at start-up. Their metadata is repeated here so that refusing
 * an edition needs no load; test/operations/index.test.ts keeps it equal to the module's.
 */
function lazy(meta: Meta, load: () => Promise<Operation>): Operation {
  return { ...meta, run: async (ctx) => (await load()).run(ctx) };
}

/** The lazily loaded operations, with their loaders (exported for the metadata test). */
export const LAZY: ReadonlyArray<{ meta: Meta; load: () => Promise<Operation> }> = [
  { meta: { name: 'alerts.sync', editions: ['self-hosted', 'managed'] }, load: async () => (await import('./alerts-sync.js')).alertsSync },
  { meta: { name: 'alerts.export', editions: ['self-hosted', 'managed'] }, load: async () => (await import('./alerts-export.js')).alertsExport },
  {
    meta: {
      name: 'charts.check',
      editions: ['self-hosted'],
      unsupportedHint: {
        managed:
          'Charts (`POST /api/v2/charts/series`) are not part of the ClickHouse Cloud managed API, so deploy checks ' +
          'cannot run there. Point the action at a self-hosted ClickStack/HyperDX API (`base-url`, `api-key`) to use `checks-file`.',
      },
    },
    load: async () => (await import('./charts-check.js')).chartsCheck,
  },
  {
    meta: {
      name: 'keys.prune',
      editions: ['managed'],
      scope: 'organization',
      unsupportedHint: {
        'self-hosted':
          'Self-hosted HyperDX has no organization key API: each user rotates their own Personal API Access Key ' +
          'in Team Settings → API Keys.',
      },
    },
    load: async () => (await import('./keys-prune.js')).keysPrune,
  },
];

/** Every operation, by its `resource.verb` name. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  [...crudOperations, chartsSeries, keysList, keysDelete, byocDelete, ...LAZY.map((l) => lazy(l.meta, l.load))].map((op) => [op.name, op]),
);
