import { byocDelete } from './byoc-delete.js';
import { chartsSeries } from './charts-series.js';
import { crudOperations } from './crud.js';
import { keysDelete, keysList } from './keys.js';
import {
  ALERTS_EXPORT,
  ALERTS_SILENCE,
  ALERTS_UNSILENCE,
  ALERTS_SYNC,
  ALERTS_TEST,
  CHARTS_CHECK,
  DASHBOARDS_EXPORT,
  DASHBOARDS_SYNC,
  STACK_SYNC,
  KEYS_PRUNE,
  KEYS_ROTATE,
  STACK_EXPORT,
  STACK_PULL,
  ALERTS_PULL,
  DASHBOARDS_PULL,
  type OperationMeta,
} from './meta.js';
import { INPUT_NAMES, type InputName } from '../generated/action-inputs.js';
import type { Operation } from './types.js';
import { keepYoungGenerationSmall } from '../util/young-generation.js';

/**
 * Operations that read files (alerts, dashboards, checks), match globs (keys.prune) or seal secrets
 * (keys.rotate) are loaded when they run: they and their libraries (yaml, the generated
 * validators, picomatch, libsodium) are most of the bundle, and every other run would pay to
 * compile and evaluate them at start-up (cold start is a measured figure). They are also the ones
 * that hold large data: once their code is compiled, V8's young generation stops growing
 * (src/util/young-generation.ts: peak memory of a large sync).
 */
function lazy(meta: OperationMeta, load: () => Promise<Operation>): Operation {
  return {
    ...meta,
    prepare: async (input, env) => {
      const op = await load();
      await keepYoungGenerationSmall();
      return op.prepare(input, env);
    },
  };
}

/** Every operation, by its `resource.verb` name. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  [
    ...crudOperations,
    chartsSeries,
    keysList,
    keysDelete,
    byocDelete,
    lazy(ALERTS_SYNC, async () => (await import('./alerts-sync.js')).alertsSync),
    lazy(ALERTS_EXPORT, async () => (await import('./alerts-export.js')).alertsExport),
    lazy(ALERTS_SILENCE, async () => (await import('./alerts-silence.js')).alertsSilence),
    lazy(ALERTS_UNSILENCE, async () => (await import('./alerts-silence.js')).alertsUnsilence),
    lazy(ALERTS_TEST, async () => (await import('./alerts-test.js')).alertsTest),
    lazy(DASHBOARDS_SYNC, async () => (await import('./dashboards-sync.js')).dashboardsSync),
    lazy(DASHBOARDS_EXPORT, async () => (await import('./dashboards-export.js')).dashboardsExport),
    lazy(STACK_SYNC, async () => (await import('./stack-sync.js')).stackSync),
    lazy(CHARTS_CHECK, async () => (await import('./charts-check.js')).chartsCheck),
    lazy(KEYS_PRUNE, async () => (await import('./keys-prune.js')).keysPrune),
    lazy(KEYS_ROTATE, async () => (await import('./keys-rotate.js')).keysRotate),
    lazy(STACK_EXPORT, async () => (await import('./stack-export.js')).stackExport),
    lazy(STACK_PULL, async () => (await import('./stack-pull.js')).stackPull),
    lazy(ALERTS_PULL, async () => (await import('./stack-pull.js')).alertsPull),
    lazy(DASHBOARDS_PULL, async () => (await import('./stack-pull.js')).dashboardsPull),
  ].map((op) => [op.name, op]),
);

/** The input naming the operation's own file (`alert-file` for alerts.sync), if it has one. */
export function fileInputOf(name: string): InputName | undefined {
  return OPERATIONS.get(name)?.fileInput;
}

/**
 * The file inputs an operation reads or writes, its own file first (`dashboard-file`, then
 * `alert-file`, `values-file`); undefined for a name that is no operation. An operation that
 * declares no inputs may read any.
 */
export function fileInputsOf(name: string): readonly InputName[] | undefined {
  const op = OPERATIONS.get(name);
  if (!op) return undefined;
  const files = (op.inputs ?? INPUT_NAMES).filter((input) => input.endsWith('-file'));
  return op.fileInput ? [op.fileInput, ...files.filter((input) => input !== op.fileInput)] : files;
}
