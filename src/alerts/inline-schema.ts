// An inline alert's chart checked by the dashboard file's schema (one truth for the tile dialect).
// Apart from src/alerts/inline.ts because that schema's validator is megabytes: only the file
// readers load it, never every run's path (test/start-up-imports.test.ts).
import { dashboardFile } from '../generated/dashboard-file.js';
import { validateWithSchema, type SchemaEdition } from '../util/schema.js';
import type { YamlPath } from '../util/yaml.js';
import type { Chart } from './inline.js';

/**
 * The chart's problems as the dashboard file's schema words them, at the chart's own lines: the
 * chart is put where a tile's config stands in a dashboard file, and the paths are read back.
 */
export function chartProblems(chart: Chart, at: YamlPath, edition: SchemaEdition): Array<{ path: YamlPath; message: string }> {
  const holder = { version: 1, dashboards: [{ name: 'inline', tiles: [{ name: 'inline', config: chart }] }] };
  const prefix = ['dashboards', 0, 'tiles', 0, 'config'];
  return validateWithSchema(dashboardFile, holder, edition).map((p) => {
    const inside = prefix.every((step, i) => p.path[i] === step);
    return { path: inside ? [...at, ...p.path.slice(prefix.length)] : at, message: p.message };
  });
}
