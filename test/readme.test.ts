// The README is the front door: short, with the two fresh-clone commands, one complete workflow per
// job, every operation, and a link to every page of docs/ (the inputs reference is docs/reference.md,
// held to action.yml by test/docs/reference.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isWorkflow, yamlBlocks } from '../scripts/actionlint.ts';
import { OPERATIONS } from '../src/operations/index.ts';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('stays short: the rest lives in docs/', () => {
    // About 300 lines: what it is, the commands, one workflow per job, the operations, the links.
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(310);
  });

  it('shows the two fresh-clone commands', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm test');
  });

  it('links every page of docs/ and CONTRIBUTING.md', () => {
    const pages = readdirSync('docs').filter((f) => f.endsWith('.md') && f !== 'contract.md' && f !== 'conformance.md');
    expect(pages).toEqual(expect.arrayContaining(['alerts.md', 'dashboards.md', 'stack.md', 'checks.md', 'keys.md', 'reference.md', 'emulator.md']));
    for (const page of [...pages.map((p) => `docs/${p}`), 'CONTRIBUTING.md']) expect(readme, page).toContain(`](${page}`);
  });

  it('lists every operation in its operations table', () => {
    const table = readme.slice(readme.indexOf('## Operations'));
    for (const name of OPERATIONS.keys()) expect(table, name).toMatch(new RegExp(`^\\|.*\`${name.replace('.', '\\.')}\``, 'm'));
  });

  it('shows one complete workflow per job: alerts, dashboards, deploy gates, key hygiene, key rotation', () => {
    const steps = yamlBlocks(readme)
      .filter(isWorkflow)
      .flatMap((b) => Object.values((parse(b.text) as { jobs: Record<string, { steps: Array<{ with?: Record<string, unknown> }> }> }).jobs))
      .flatMap((j) => j.steps.map((s) => s.with ?? {}));
    expect(steps.some((w) => 'alert-file' in w)).toBe(true);
    expect(steps.some((w) => 'dashboard-file' in w)).toBe(true);
    expect(steps.some((w) => 'checks-file' in w)).toBe(true);
    expect(steps.some((w) => w.operation === 'keys.prune')).toBe(true);
    expect(steps.some((w) => w.operation === 'keys.rotate')).toBe(true);
  });

  it('keeps the emulator paragraph, linking docs/emulator.md', () => {
    const section = readme.slice(readme.indexOf('## Emulator'), readme.indexOf('\n## ', readme.indexOf('## Emulator') + 1));
    expect(section).toContain('npm run emulator');
    expect(section).toContain('](docs/emulator.md)');
  });

  it('keeps the safety promises, each linked to the page that says how it is kept', () => {
    const section = readme.slice(readme.indexOf('## Safety'), readme.indexOf('\n## ', readme.indexOf('## Safety') + 1));
    for (const promise of [
      'Secrets are redacted everywhere',
      'The key in use is never deleted',
      'One sticky comment, not spoofable',
      'One sync per file at a time',
    ]) {
      expect(section, promise).toContain(`[**${promise}**](docs/reliability.md#`);
    }
  });
});
