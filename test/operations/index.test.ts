import { actionNamer } from '../../src/util/input-error.ts';
import { describe, expect, it } from 'vitest';
import { editionsWith } from '../../src/api/editions.ts';
import type { Edition } from '../../src/api/types.ts';
import { CONNECTION_INPUTS } from '../../src/operations/connection.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { Inputs } from '../../src/util/inputs.ts';

describe('operations index', () => {
  it('names every operation once, under its own name', () => {
    for (const [name, op] of OPERATIONS) expect(op.name).toBe(name);
    expect([...OPERATIONS.keys()].sort()).toEqual(
      [
        'alerts.create',
        'alerts.delete',
        'alerts.export',
        'alerts.get',
        'alerts.list',
        'alerts.pull',
        'alerts.silence',
        'alerts.sync',
        'alerts.test',
        'alerts.unsilence',
        'alerts.update',
        'byoc.delete',
        'charts.check',
        'charts.series',
        'dashboards.create',
        'dashboards.delete',
        'dashboards.export',
        'dashboards.get',
        'dashboards.list',
        'dashboards.pull',
        'dashboards.sync',
        'dashboards.update',
        'keys.delete',
        'keys.list',
        'keys.prune',
        'keys.rotate',
        'sources.list',
        'stack.export',
        'stack.pull',
        'stack.sync',
        'webhooks.list',
      ].sort(),
    );
  });
});

// The command line takes, as flags, the inputs an operation declares (Operation.inputs) and refuses
// others: an operation reading an input it does not declare would refuse its own flag. Each
// operation is prepared with a valid value for every input, and what it reads is recorded.
describe('operations declare the inputs they read', () => {
  const OBJECT_ID = '6650f0c00000000000000011';
  const UUID = '0b5e7a1c-4d2f-4e8a-9c3b-6f1d2e3a4b5c';
  const sample = (edition: Edition): Record<string, string> => ({
    id: edition === 'managed' ? UUID : OBJECT_ID,
    body: '{"name":"x"}',
    'alert-file': 'alerts.yml',
    'dashboard-file': 'dashboards.yml',
    'checks-file': 'checks.yml',
    'test-file': 'alert-tests.yml',
    'stack-file': 'stack.yml',
    'output-file': 'exported-alerts.yml',
    'byoc-infrastructure-id': UUID,
    confirm: UUID,
    'secret-names': 'CH_KEY_ID,CH_KEY_SECRET',
    'secrets-token': 'token-for-the-test',
  });

  it.each([...OPERATIONS.values()].map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    expect(op.inputs, `${op.name} declares no inputs`).toBeDefined();
    const edition = editionsWith(op.needs)[0] as Edition;
    const values = sample(edition);
    const read = new Set<string>();
    await op.prepare(
      new Inputs((name) => {
        read.add(name);
        // byoc.delete takes its id from one of two inputs; give it one.
        return op.name === 'byoc.delete' && name === 'id' ? '' : (values[name] ?? '');
      }),
      // The repository: keys.rotate's secret scope.
      { edition, context: { root: process.cwd(), repository: 'acme/shop', env: {}, nameInput: actionNamer, clock: () => Date.now() } },
    );
    const declared = new Set([...(op.inputs ?? []), ...CONNECTION_INPUTS, 'github-token']);
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
    // And it reads what it declares (a stale declaration would offer a flag that does nothing).
    expect((op.inputs ?? []).filter((name) => !read.has(name))).toEqual([]);
  });
});
