import type { ObservabilityClient } from '../api/client.js';
import type { YamlPath } from '../util/yaml.js';
import type { PlanFile } from './plan.js';
import type { Raw } from './file.js';
import { canonDashboard, jsonDiff } from './canon.js';
import type { Plan } from './model.js';
import { holdsRef } from '../reconcile/ref.js';

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Body keys → the file's keys, for server paths (`tiles.2.config.sourceId` → `tiles[2].config.source`). */
const FILE_KEYS: Record<string, string> = { sourceId: 'source', connectionId: 'connection', appliesToSourceIds: 'appliesToSources' };

/**
 * Server-side validation in a dry run (design §10): each create / update body goes once to
 * `POST /dashboards/validate`, create-shaped (tile and filter ids removed: the endpoint applies
 * the POST rules, and refuses a filter id), so a PR plan catches what only the server knows.
 * Its errors become problems at the file's line. Returns a note when the server lacks the route.
 */
export async function validateOnServer(
  client: ObservabilityClient,
  plan: Plan,
  files: readonly PlanFile[],
  debug?: (message: string) => void,
): Promise<string | undefined> {
  for (const a of plan.actions) {
    if (a.action !== 'create' && a.action !== 'update') continue;
    const spec = a.internal.spec;
    // A tile on a source (or connection) the same stack run creates: the server cannot judge it before that exists.
    if (holdsRef(a.body, 'object')) continue;
    const verdict = await client.validateDashboard(createShaped(a.body));
    if (!verdict) {
      return 'This server has no POST /dashboards/validate (HyperDX before api 2.30); server-side validation was skipped.';
    }
    if (verdict.valid) {
      // An early warning of a perpetual diff: what the server would store, canonical, against what the plan compares.
      const diffs = debug && isObject(verdict.normalized) ? jsonDiff(canonDashboard(verdict.normalized), canonDashboard(createShaped(a.body))) : [];
      if (diffs.length > 0) debug?.(`validate: the server would store "${a.name}" differently: ${diffs.map((d) => d.field).join(', ')}`);
      continue;
    }
    const yaml = files.find((f) => f.file === spec.file)?.yaml;
    for (const e of verdict.errors) yaml?.problem(e.path ? [...spec.path, ...filePath(e.path)] : [...spec.path, 'name'], `server validation: ${e.message}`);
  }
  return undefined;
}

function createShaped(body: Raw): Raw {
  const copy = structuredClone(body);
  for (const t of (copy.tiles as Raw[] | undefined) ?? []) {
    delete t.id;
    const config = t.config as Raw | undefined;
    // A link to a dashboard this run creates has no id yet: left out, as the create leaves it out.
    if (config && holdsRef(config.onClick)) delete config.onClick;
  }
  for (const f of (copy.filters as Raw[] | undefined) ?? []) delete f.id;
  return copy;
}

/** A server dot path → the path of the file's YAML node (the deepest existing node is annotated). */
export function filePath(path: string): YamlPath {
  const steps: Array<string | number> = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : (FILE_KEYS[s] ?? s)));
  // `onClick.target.id` is `onClick.target: {source | dashboard}` in the file.
  const last = steps.length - 1;
  if (steps[last] === 'id' && steps[last - 1] === 'target') steps.pop();
  return steps;
}
