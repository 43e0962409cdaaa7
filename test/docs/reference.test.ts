// The inputs reference equals action.yml: docs/reference.md is generated from action.yml and the
// operations registry (scripts/reference.ts); an input added, renamed or re-described without
// `npm run generate` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REFERENCE_PATH, REPORTING_INPUTS, referencePage } from '../../scripts/reference.ts';
import { INPUT_FLAGS } from '../../src/cli/flags.ts';
import { ACTION_INPUTS } from '../../src/generated/input-descriptions.ts';
import { CONNECTION_INPUTS } from '../../src/operations/connection.ts';
import { OPERATIONS } from '../../src/operations/index.ts';

const registry = { operations: [...OPERATIONS.values()], connectionInputs: CONNECTION_INPUTS };
const page = readFileSync(REFERENCE_PATH, 'utf8');

describe('docs/reference.md', () => {
  it('is what action.yml and the operations registry give (run `npm run generate` after editing action.yml)', () => {
    expect(page === referencePage(registry), `${REFERENCE_PATH} is stale: run \`npm run generate\``).toBe(true);
  });

  it('documents every input with its default and every output', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }>; outputs: Record<string, unknown> };
    for (const [name, spec] of Object.entries(action.inputs)) {
      const row = page.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, `input ${name}`).toBeDefined();
      if (spec.default) expect(row).toContain(`| \`${spec.default}\` |`);
    }
    for (const name of Object.keys(action.outputs)) expect(page).toContain(`| \`${name}\` |`);
  });

  it('names for each input the operations that read it', () => {
    const row = (name: string) => page.split('\n').find((l) => l.startsWith(`| \`${name}\` |`)) ?? '';
    expect(row('stale-after-days')).toMatch(/\| `keys\.prune` \|$/);
    expect(row('expect-plan')).toMatch(/\| `alerts\.sync`, `dashboards\.sync`, `stack\.sync` \|$/);
    expect(row('api-key')).toMatch(/every operation \(the connection\) \|$/);
  });

  it('calls "action only" exactly the inputs the command line has no flag for', () => {
    const actionOnly = ACTION_INPUTS.map((i) => i.name).filter((n) => !INPUT_FLAGS.some((f) => f.name === n));
    // And live previews, which follow the run's pull request.
    expect(actionOnly.sort()).toEqual(['operation', ...REPORTING_INPUTS, 'preview', 'ui-url'].sort());
  });
});
