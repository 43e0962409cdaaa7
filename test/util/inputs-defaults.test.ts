// One place for each default: action.yml. Its `default:` values, and the `Default: V (operation, …)`
// sentence of the inputs whose default depends on the operation, are generated into the tables
// util/inputs.ts reads — so the action (whose runner fills `default:` in too) and the command line
// read the same, and no operation restates one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operationDefaults } from '../../scripts/action-inputs.ts';
import { cliReader, parseFlags } from '../../src/cli/flags.ts';
import { INPUT_DEFAULTS } from '../../src/generated/action-inputs.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { readCommonSyncInputs } from '../../src/operations/sync.ts';
import { Inputs } from '../../src/util/inputs.ts';

const none = (): string => '';

describe('the defaults an unset input reads', () => {
  it.each([
    ['alerts.sync', 'concurrency', 4],
    ['dashboards.sync', 'concurrency', 4],
    ['stack.sync', 'concurrency', 4],
    ['charts.check', 'concurrency', 20],
    ['stack.sync', 'max-deletions', 10],
    ['keys.prune', 'max-deletions', 5],
    ['keys.prune', 'stale-after-days', 90],
    ['keys.rotate', 'grace-hours', 24],
    ['alerts.sync', 'timeout-seconds', 30],
    ['alerts.sync', 'max-retries', 4],
  ] as const)('%s: %s is %d', (operation, name, value) => {
    expect(new Inputs(none, operation).number(name)).toBe(value);
  });

  it('reads every `default:` of action.yml, and none the runner alone can expand', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> };
    const stated = Object.fromEntries(
      Object.entries(action.inputs).flatMap(([n, i]) => (i.default !== undefined && !i.default.includes('${{') ? [[n, i.default]] : [])),
    );
    expect(INPUT_DEFAULTS).toEqual(stated);
    expect(new Inputs(none).text('github-token')).toBe('');
    expect(new Inputs(none).text('backtest-window')).toBe('7d');
    expect(new Inputs(none).bool('summary')).toBe(true);
  });

  it('a value given wins; a number read without a default is a programming error, not a silent 0', () => {
    expect(new Inputs((n) => (n === 'max-deletions' ? '3' : ''), 'stack.sync').number('max-deletions')).toBe(3);
    expect(() => new Inputs(none).number('max-deletions')).toThrow(/has no default in action\.yml/);
  });

  it('the sync inputs the command line reads are the action’s defaults', () => {
    const op = OPERATIONS.get('stack.sync');
    if (!op) throw new Error('no stack.sync');
    const reader = cliReader(op, parseFlags(['--file', 'stack.yml']), {}, 'self-hosted', { cwd: process.cwd(), root: process.cwd() });
    expect(readCommonSyncInputs(new Inputs(reader, op.name))).toMatchObject({
      maxDeletions: 10,
      concurrency: 4,
      prune: false,
      dryRun: true,
      failOnChanges: false,
    });
  });
});

describe('the per-operation sentence of action.yml', () => {
  it.each([
    [
      'Default: 10 (alerts.sync, dashboards.sync, stack.sync), 5 (keys.prune).',
      { 'alerts.sync': '10', 'dashboards.sync': '10', 'stack.sync': '10', 'keys.prune': '5' },
    ],
    ['Default: 4 (alerts.sync), 20 (charts.check).', { 'alerts.sync': '4', 'charts.check': '20' }],
    ['Default: the key in use (`key-id`).', undefined],
    ['Default: never.', undefined],
  ])('%s', (description, defaults) => {
    expect(operationDefaults(`Something. ${description}`)).toEqual(defaults);
  });
});
