// The refusals every kind shares: what stops a run before its first request (files), and what
// stops it with nothing sent (the plan's guards). Each names the input the way this user writes it.
import { matchesFingerprint } from '../util/fingerprint.js';
import { actionNamer, InputError, msg, named, theInput, type InputNamer } from '../util/input-error.js';

/** An input's name (the generated list of them lies above this layer). */
type InputName = Parameters<typeof named>[0];
import type { YamlPath } from '../util/yaml.js';
import { FileProblemsError, type FileProblem } from '../util/problems.js';

/** Stops the run when any file holds an error (warnings ride along in the report). */
export function failOnProblems(files: ReadonlyArray<{ yaml: { problems: FileProblem[] } }>): void {
  const all = files.flatMap((f) => f.yaml.problems);
  if (all.some((p) => p.severity === 'error')) throw new FileProblemsError(all);
}

/** `scope` names one scope: with a glob that matches several files it cannot be every file's. */
export function oneScopePerFile(scope: string, input: InputName, matched: number): void {
  if (scope && matched > 1) {
    throw new InputError(
      msg`${theInput('scope')} is set but ${named(input)} matches ${matched} files; each file needs its own scope (leave ${named('scope')} empty, or set \`scope:\` inside each file).`,
    );
  }
}

/** Two files of one run must not own the same objects: a problem at the second file's `scope`. */
export function distinctScopes(files: ReadonlyArray<{ file: string; scope: string; yaml: { problem(path: YamlPath, message: string): void } }>): void {
  const seen = new Map<string, string>();
  for (const f of files) {
    const other = seen.get(f.scope);
    if (other) f.yaml.problem(['scope'], `scope "${f.scope}" is also used by ${other}; two files must not share a scope`);
    seen.set(f.scope, f.file);
  }
}

/**
 * `prune: true` with a file that declares nothing would delete everything its scope owns — most
 * likely a file emptied by mistake: refused before any request.
 */
export function refuseEmptyPrune(
  prune: boolean,
  files: ReadonlyArray<{ file: string; count: number }>,
  kind: { plural: string; deleteOperation: string },
): void {
  if (!prune) return;
  const empty = files.filter((f) => f.count === 0);
  if (empty.length === 0) return;
  throw new InputError(
    `prune: true with ${empty.map((f) => `\`${f.file}\``).join(', ')} declaring no ${kind.plural} would delete every ${kind.plural.replace(/s$/, '')} of ${empty.length > 1 ? 'their scopes' : 'its scope'}; refusing. Delete them with \`${kind.deleteOperation}\`, or sync without prune.`,
  );
}

/** `max-deletions`: `what` says what is counted ("3 alerts", "3 object(s) (dashboards, …)"). */
export function maxDeletionsRefusal(deletions: number, what: string, max: number, namer: InputNamer = actionNamer): string | undefined {
  if (deletions <= max) return undefined;
  return msg`The plan deletes ${what}, more than max-deletions (${max}); nothing was sent. Raise ${named('max-deletions')} if this is intended.`.render(namer);
}

/**
 * `max-deletions` over the whole plan: every kind's deletions summed into one budget (a dashboard,
 * the tile alerts its delete takes with it, a pruned webhook all count), said as counted: "2
 * alerts" for one thing, "4 object(s) (2 dashboards, 2 alerts)" for several.
 */
export function planDeletionsRefusal(
  deletions: ReadonlyArray<{ count: number; noun: string }>,
  max: number,
  namer: InputNamer = actionNamer,
): string | undefined {
  const counted = deletions.filter((d) => d.count > 0);
  const total = counted.reduce((n, d) => n + d.count, 0);
  const [only] = counted;
  const what = counted.length === 1 && only ? `${only.count} ${only.noun}` : `${total} object(s) (${counted.map((d) => `${d.count} ${d.noun}`).join(', ')})`;
  return maxDeletionsRefusal(total, what, max, namer);
}

/** `expect-plan`: the reviewed fingerprint (short or full) must name this plan. */
export function expectPlanRefusal(expected: string, fullFingerprint: string): string | undefined {
  if (!expected || matchesFingerprint(expected, fullFingerprint)) return undefined;
  return `The live plan (fingerprint ${fullFingerprint.slice(0, 12)}) differs from the reviewed one (expect-plan ${expected}); nothing was sent. Review the new plan and re-approve it.`;
}

/** `fail-on-changes`: the step fails when the plan writes (after applying, unless a dry run). */
export function failOnChangesFailure(
  enabled: boolean,
  writes: number,
  applied: boolean,
  opts: { files: 'file' | 'files'; plural: (n: number) => string },
): string | undefined {
  if (!enabled || writes === 0) return undefined;
  return `fail-on-changes: the server differs from the ${opts.files} (${writes} ${opts.plural(writes)} pending${applied ? ', now applied' : ''}).`;
}
