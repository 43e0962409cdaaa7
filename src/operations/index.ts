import { alertsExport } from './alerts-export.js';
import { alertsSync } from './alerts-sync.js';
import { byocDelete } from './byoc-delete.js';
import { chartsCheck } from './charts-check.js';
import { chartsSeries } from './charts-series.js';
import { crudOperations } from './crud.js';
import { keysDelete, keysList } from './keys.js';
import { keysPrune } from './keys-prune.js';
import type { Operation } from './types.js';

/** Every operation, by its `resource.verb` name. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  [
    ...crudOperations,
    chartsSeries,
    keysList,
    keysDelete,
    byocDelete,
    alertsSync,
    alertsExport,
    chartsCheck,
    keysPrune,
  ].map((op) => [op.name, op]),
);
