import type { Operation } from './types.js';

export type OperationMeta = Omit<Operation, 'prepare'>;

// What the registry needs to know about the operations that load on demand (names, needs, hints),
// kept apart from their code so that refusing an edition loads nothing.

/** What a sync reads besides its file(s); the combined dashboards+alerts run reads the same. */
const SYNC_INPUTS = [
  'scope',
  'prune',
  'max-deletions',
  'fail-on-changes',
  'expect-plan',
  'dry-run',
  'concurrency',
  'backtest-window',
  'backtest-max-firings',
  'values-file',
] as const;

/** Live previews of the dashboards a pull request's plan changes (the action only: they follow its pull request). */
const PREVIEW_INPUTS = ['preview', 'ui-url'] as const;

export const ALERTS_SYNC: OperationMeta = {
  name: 'alerts.sync',
  needs: 'observability',
  fileInput: 'alert-file',
  inputs: ['alert-file', ...SYNC_INPUTS],
};

export const ALERTS_EXPORT: OperationMeta = {
  name: 'alerts.export',
  needs: 'observability',
  fileInput: 'output-file',
  inputs: ['output-file', 'scope'],
};

/** What alerts.silence and alerts.unsilence read: which alerts (all given narrow each other), until when. */
const SILENCE_INPUTS = ['alert-file', 'scope', 'include', 'exclude', 'tags', 'id', 'until', 'concurrency', 'dry-run'] as const;

export const ALERTS_SILENCE: OperationMeta = {
  name: 'alerts.silence',
  needs: 'observability',
  fileInput: 'alert-file',
  inputs: [...SILENCE_INPUTS, 'duration'],
};

export const ALERTS_UNSILENCE: OperationMeta = {
  name: 'alerts.unsilence',
  needs: 'observability',
  fileInput: 'alert-file',
  inputs: SILENCE_INPUTS,
};

export const DASHBOARDS_SYNC: OperationMeta = {
  name: 'dashboards.sync',
  needs: 'observability',
  fileInput: 'dashboard-file',
  // With `alert-file`, alerts.sync's inputs too: one run of both files.
  inputs: ['dashboard-file', 'alert-file', ...SYNC_INPUTS, ...PREVIEW_INPUTS],
};

export const DASHBOARDS_EXPORT: OperationMeta = {
  name: 'dashboards.export',
  needs: 'observability',
  fileInput: 'output-file',
  inputs: ['output-file', 'scope', 'include', 'exclude'],
};

export const CHARTS_CHECK: OperationMeta = {
  name: 'charts.check',
  needs: 'charts',
  fileInput: 'checks-file',
  inputs: ['checks-file', 'fail-on', 'concurrency'],
  unsupportedHint: {
    managed:
      'Charts (`POST /api/v2/charts/series`) are not part of the ClickHouse Cloud managed API, so deploy checks ' +
      'cannot run there. Point the action at a self-hosted ClickStack/HyperDX API (`base-url`, `api-key`) to use `checks-file`.',
  },
};

export const KEYS_PRUNE: OperationMeta = {
  name: 'keys.prune',
  needs: 'organization',
  scope: 'organization',
  inputs: ['stale-after-days', 'include', 'exclude', 'mode', 'max-deletions', 'dry-run'],
  unsupportedHint: {
    'self-hosted': 'Self-hosted HyperDX has no organization key API: each user rotates their own Personal API Access Key ' + 'in Team Settings → API Keys.',
  },
};

export const KEYS_ROTATE: OperationMeta = {
  name: 'keys.rotate',
  needs: 'organization',
  scope: 'organization',
  // And `github-token`, which only the action has (to tell a same-token mistake).
  inputs: [
    'rotate-key-id',
    'new-key-name',
    'new-key-expires-days',
    'secret-names',
    'secret-scope',
    'secret-environment',
    'secrets-token',
    'grace-hours',
    'dry-run',
  ],
  unsupportedHint: {
    'self-hosted':
      'The self-hosted v2 API has no key endpoints: each user rotates their own Personal API Access Key in Team Settings → API Keys, ' +
      'then updates the secret that holds it.',
  },
};

export const ALERTS_TEST: OperationMeta = {
  name: 'alerts.test',
  // Reads files only: no key, no URL, no request (alert unit tests run anywhere, on either edition's files).
  needs: 'none',
  fileInput: 'test-file',
  inputs: ['test-file', 'alert-file', 'values-file'],
};

export const STACK_SYNC: OperationMeta = {
  name: 'stack.sync',
  needs: 'observability',
  fileInput: 'stack-file',
  inputs: ['stack-file', ...SYNC_INPUTS, ...PREVIEW_INPUTS],
};

export const STACK_EXPORT: OperationMeta = {
  name: 'stack.export',
  needs: 'observability',
  fileInput: 'output-file',
  inputs: ['output-file', 'scope', 'kinds', 'include', 'exclude'],
};

/** What a pull reads besides its file(s): the GitHub side only in the action (the command line rewrites the files). */
const PULL_INPUTS = ['values-file', 'scope', 'kinds', 'include', 'exclude', 'dry-run', 'github-token', 'base-branch'] as const;

export const STACK_PULL: OperationMeta = {
  name: 'stack.pull',
  needs: 'observability',
  fileInput: 'stack-file',
  inputs: ['stack-file', ...PULL_INPUTS],
};

/** stack.pull of alert files: their one section. */
export const ALERTS_PULL: OperationMeta = {
  name: 'alerts.pull',
  needs: 'observability',
  fileInput: 'alert-file',
  inputs: ['alert-file', ...PULL_INPUTS.filter((i) => i !== 'kinds')],
};

/** stack.pull of dashboard files: their one section. */
export const DASHBOARDS_PULL: OperationMeta = {
  name: 'dashboards.pull',
  needs: 'observability',
  fileInput: 'dashboard-file',
  inputs: ['dashboard-file', ...PULL_INPUTS.filter((i) => i !== 'kinds')],
};
