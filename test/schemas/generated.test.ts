import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../scripts/validators.ts';

// The validators the action runs are generated from schemas/*.schema.json at build time; a schema
// edited without `npm run build` (or `npm run generate`) would leave the action checking the old one.
describe('src/generated/', () => {
  it.each([...generate()])('%s is what the schemas give (run `npm run generate` after editing a schema)', (path, text) => {
    expect(readFileSync(path, 'utf8') === text, `${path} is stale: run \`npm run generate\``).toBe(true);
  });
});
