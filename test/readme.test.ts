// The README is the front door: its inputs/outputs tables and commands must match the action.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const readme = readFileSync('README.md', 'utf8');
const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

describe('README', () => {
  it('documents every input with its default and every output', () => {
    for (const [name, spec] of Object.entries(action.inputs)) {
      const row = readme.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, `input ${name}`).toBeDefined();
      if (spec.default) expect(row).toContain(`\`${spec.default}\``);
    }
    for (const name of Object.keys(action.outputs)) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('shows the two fresh-clone commands', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm test');
  });
});
