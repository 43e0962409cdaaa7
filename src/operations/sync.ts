// What every sync operation shares: its inputs (read and checked before any request), the registry
// of kinds the one run (src/reconcile/run.ts) loops over, and the context it runs in. alerts.sync,
// dashboards.sync (with or without an alert file) and stack.sync are choices of files and kinds.
import { alertsKind } from '../alerts/kind.js';
import type { BacktestSettings } from '../alerts/backtest/run.js';
import { parseBacktestWindow } from '../alerts/backtest/window.js';
import { fromServer } from '../alerts/normalize.js';
import type { Alert } from '../api/types.js';
import { dashboardsKind } from '../dashboards/kind.js';
import type { FileSource } from '../reconcile/files.js';
import type { Kind } from '../reconcile/kind.js';
import type { Shape } from '../reconcile/report.js';
import { runSync, type SyncSettings } from '../reconcile/run.js';
import { configurationKind } from '../stack/kind.js';
import { secretDigest, secretResolver } from '../stack/secrets.js';
import { InputError, msg, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { previewStep, readPreviewInputs, type PreviewSettings } from './preview.js';
import type { OperationContext, OperationResult } from './types.js';

/** What every sync reads besides its file(s) (SYNC_INPUTS of meta.ts). */
export interface CommonSyncInputs extends SyncSettings {
  backtest: BacktestSettings;
  /** `preview`: live previews of the dashboards the plan creates or changes (dashboards.sync, stack.sync). */
  preview?: PreviewSettings;
}

/** The inputs every sync reads besides its file(s), checked before any request; defaults from action.yml. */
export function readCommonSyncInputs(input: Inputs): CommonSyncInputs {
  return {
    scope: input.text('scope'),
    prune: input.bool('prune'),
    maxDeletions: input.number('max-deletions', { min: 0, integer: true }),
    failOnChanges: input.bool('fail-on-changes'),
    expectPlan: input.text('expect-plan'),
    dryRun: dryRun(input),
    concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
    backtest: readBacktestInputs(input),
    valuesFile: input.text('values-file'),
  };
}

/** The same, and `preview` / `ui-url`: the syncs that plan dashboards. */
export function readDashboardSyncInputs(input: Inputs): CommonSyncInputs {
  const preview = readPreviewInputs(input);
  return { ...readCommonSyncInputs(input), ...(preview ? { preview } : {}) };
}

/** `backtest-window` (a duration, or `off`) and `backtest-max-firings` (empty: off), checked before any request. */
export function readBacktestInputs(input: Inputs): BacktestSettings {
  const window = parseBacktestWindow(input.text('backtest-window'));
  if (typeof window === 'object' && 'problem' in window)
    throw new InputError(msg`${theInput('backtest-window')}: ${window.problem}; give a duration from 1h to 30d (e.g. \`7d\`), or \`off\`.`);
  const maxFirings = input.optionalNumber('backtest-max-firings', { min: 0, integer: true });
  return { window, ...(maxFirings !== undefined ? { maxFirings } : {}) };
}

/** Whose an alert is, for the alerts a dashboard write deletes: its marker's scope, or "unmarked". */
const alertOwner = (a: Alert): string => fromServer(a).scope ?? 'unmarked';

/** Every kind a sync may plan, or list to check a reference: the stack's configuration kinds, dashboards, alerts. */
export function syncKinds(ctx: OperationContext, backtest: BacktestSettings): Kind[] {
  return [
    configurationKind({
      secrets: {
        resolver: (problem) => secretResolver({ variable: ctx.context.secretVariable, addSecrets: ctx.addSecrets, problem }),
        digest: (owner, secrets) => secretDigest(owner, secrets, ctx.addSecrets),
      },
    }),
    dashboardsKind({ alertOwner }),
    alertsKind({ backtest }),
  ];
}

/** Runs the sync of `sources` (each naming files, and the kinds that read them) in one run. */
export function sync(ctx: OperationContext, inputs: CommonSyncInputs, sources: readonly FileSource[], shape: Shape): Promise<OperationResult> {
  const { backtest, preview, ...settings } = inputs;
  return runSync(
    { kinds: syncKinds(ctx, backtest), sources, shape, settings, ...(preview ? { after: previewStep(ctx, preview, settings.dryRun) } : {}) },
    {
      client: ctx.client,
      edition: ctx.connection.edition,
      ws: ctx.context,
      nameInput: ctx.context.nameInput,
      now: ctx.context.clock(),
      debug: (m) => ctx.log.debug(m),
    },
  );
}

/** Files of an alert-file input, read by the alerts kind. */
export const alertSource = (pattern: string): FileSource => ({
  input: 'alert-file',
  pattern,
  kinds: ['alerts'],
  empty: { plural: 'alerts', deleteOperation: 'alerts.delete' },
});

/** Files of a dashboard-file input, read by the dashboards kind. */
export const dashboardSource = (pattern: string): FileSource => ({
  input: 'dashboard-file',
  pattern,
  kinds: ['dashboards'],
  empty: { plural: 'dashboards', deleteOperation: 'dashboards.delete' },
});

/** Files of a stack-file input: every kind reads its section of each. */
export const stackSource = (pattern: string): FileSource => ({
  input: 'stack-file',
  pattern,
  kinds: ['stack', 'dashboards', 'alerts'],
  empty: { plural: 'objects', deleteOperation: 'the raw delete operations' },
});
